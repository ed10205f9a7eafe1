//! archive: archivers and compressors.
//!
//! Listing and testing archives reads; creating or extracting writes (and extracting can
//! overwrite anything the archive names). `tar --to-command`, `--checkpoint-action`,
//! `--use-compress-program`/`-I` and `zip -TT` run programs.

use super::FlagEffect::*;
use super::{Flag, Kind, Operands, Spec, danger, danger_opt, flag, opt};
use crate::classify::{Ctx, PathAccess};
use crate::report::Decision;

/// GNU tar and bsdtar (macOS `tar`). Where the two disagree on a letter (`-s` is GNU
/// `--preserve-order` but a bsdtar pattern) the letter is plain: tar's operands are member
/// names, so a value read as an operand is harmless, while a plain word swallowed as a value
/// could hide a flag.
const TAR_FLAGS: &[Flag] = &[
    danger_opt(
        "--to-command|--checkpoint-action|-I|--use-compress-program|--info-script|-F|--new-volume-script|--rsh-command",
        Exec,
    ),
    // The archive: read when listing; the hook marks it written when creating.
    danger_opt("-f|--file", ReadsValue),
    // Files named by these are read.
    danger_opt("-T|--files-from|-X|--exclude-from|--owner-map|--group-map", ReadsValue),
    // The snapshot file of an incremental dump and the verbose-output file are written.
    danger_opt("-g|--listed-incremental|--index-file", WritesValue),
    danger("--remove-files", Deletes),
    opt(
        "-C|--directory|--exclude|--strip-components|--transform|--xform|--owner|--group|--mode|--mtime|--format|-b|--blocking-factor|-N|--newer|--after-date|--newer-mtime|--label|-V|--sort|--exclude-tag|--exclude-tag-all|--exclude-tag-under|--warning|--tape-length|-K|--starting-file|--level|--pax-option|--quoting-style|--quote-chars|--no-quote-chars|--record-size|--hole-detection|--sparse-version|--suffix|--add-file|--xattrs-include|--xattrs-exclude|--include|--options|--passphrase|--uid|--gid|--uname|--gname|--newer-than|--newer-mtime-than|--older|--older-than|--older-mtime|--older-mtime-than",
    ),
    // GNU `-H FORMAT`, `-L N` take values; bsdtar `-H`, `-L` follow symlinks: plain, so a
    // cluster such as bsdtar `-cLf ARCHIVE` still finds `-f`.
    flag(
        "-H|-L|-t|--list|-v|--verbose|-z|--gzip|--gunzip|--ungzip|-j|--bzip2|-J|--xz|--zstd|-a|--auto-compress|-O|--to-stdout|-p|--preserve-permissions|--same-permissions|-k|--keep-old-files|--keep-newer-files|--skip-old-files|-S|--sparse|-h|--dereference|-P|--absolute-names|-m|--touch|-W|--verify|-d|--diff|--compare|--test-label|--null|--no-null|--recursion|--no-recursion|--wildcards|--no-wildcards|--wildcards-match-slash|--no-wildcards-match-slash|--anchored|--no-anchored|--ignore-case|--no-ignore-case|--one-file-system|--exclude-vcs|--exclude-vcs-ignores|--exclude-backups|--exclude-caches|--exclude-caches-all|--exclude-caches-under|--numeric-owner|--same-owner|--no-same-owner|--no-same-permissions|--overwrite|--overwrite-dir|--no-overwrite-dir|-U|--unlink-first|--recursive-unlink|--keep-directory-symlink|--backup|-l|--check-links|--totals|--show-transformed-names|--show-stored-names|--full-time|--utc|-R|--block-number|--checkpoint|-i|--ignore-zeros|--ignore-failed-read|--ignore-command-error|--force-local|--lzip|--lzma|--lzop|--lrzip|--lz4|--grzip|-y|-Z|--compress|--uncompress|--no-auto-compress|-B|--read-full-records|-G|--incremental|-M|--multi-volume|--posix|-o|--old-archive|--portability|--acls|--no-acls|--xattrs|--no-xattrs|--selinux|--no-selinux|-s|--preserve-order|--same-order|--preserve|--delay-directory-restore|--no-delay-directory-restore|--verbatim-files-from|--no-verbatim-files-from|-w|--interactive|--confirmation|--restrict|-n|--seek|--no-seek|--clamp-mtime|--atime-preserve|--occurrence|--check-device|--no-check-device|--show-omitted-dirs|--show-defaults|--usage|--help|-?|--version|-q|--fast-read|--chroot|--fflags|--no-fflags|--mac-metadata|--no-mac-metadata|--read-sparse|--no-read-sparse|--safe-writes|--no-safe-writes|--hfsCompression|--nopreserveHFSCompression|--clear-nochange-fflags|--nodump|--unquote|--no-unquote",
    ),
    danger("-c|--create|-x|--extract|--get|-r|--append|-u|--update|-A|--catenate|--concatenate|--delete", Writes),
];
/// cpio: the mode flags (`-o`, `-i`, `-p`, `-t`) are judged by the hook; `-F` names the
/// archive (read in copy-in, written in copy-out: the hook adds the write).
const CPIO_FLAGS: &[Flag] = &[
    danger_opt("--rsh-command", Exec),
    danger_opt("-F|--file|-I|-E|--pattern-file", ReadsValue),
    danger_opt("-O", WritesValue),
    opt("-C|--io-size|-D|--directory|-H|--format|-M|--message|-R|--owner|--block-size|--warning|-W|--passphrase"),
    flag(
        "-o|--create|-i|--extract|-p|--pass-through|-t|--list|-0|--null|-a|--reset-access-time|-A|--append|-b|--swap|-B|-c|-d|--make-directories|-f|--nonmatching|-k|-l|--link|-L|--dereference|-m|--preserve-modification-time|-n|--numeric-uid-gid|--only-verify-crc|--quiet|-r|--rename|-s|--swap-bytes|-S|--swap-halfwords|--sparse|-u|--unconditional|-v|--verbose|-V|--dot|--absolute-filenames|--no-absolute-filenames|--no-preserve-owner|--to-stdout|--device-independent|--reproducible|--ignore-devno|--renumber-inodes|--force-local|--extract-over-symlinks|--help|--usage|--version|-?|-6|-j|-z|-Z|-y|-J|--lrzip|--lz4|--lzma|--lzop|--grzip|--zstd|--insecure",
    ),
];
/// ar: the key (`t`, `-t`, `rcs`, ...) is judged by the hook; `--plugin` loads a shared object.
const AR_FLAGS: &[Flag] = &[
    danger_opt("--plugin", Exec),
    opt("--target|--output|--record-libdeps"),
    flag("-t|-p|-r|-q|-x|-d|-m|-s|-v|-c|-u|-o|-D|-U|-T|-S|-a|-b|-i|-N|-P|-l|-V|-h|--help|--version|--thin"),
];
/// jar: the mode (`c`, `t`, `x`, `u`, `i`) is judged by the hook.
const JAR_FLAGS: &[Flag] = &[
    danger_opt("-f|--file|-m|--manifest", ReadsValue),
    // `-J-javaagent:x.jar` passes options to the JVM: it can load and run any code.
    danger_opt("-J", Exec),
    opt("-C|-e|--main-class|--release|--module-version|--hash-modules|-p|--module-path|--date|-i|--generate-index"),
    flag(
        "-c|--create|-t|--list|-x|--extract|-u|--update|-d|--describe-module|--validate|-v|--verbose|-0|--no-compress|-M|--no-manifest|-n|--normalize|-P|--do-not-resolve-by-default|--warn-if-resolved|--keep-old-files|-k|-h|--help|--help-extra|-?|--version",
    ),
];
/// pax: no mode lists, `-r` extracts, `-w` writes an archive (the hook asks for both).
const PAX_FLAGS: &[Flag] = &[
    danger_opt("-f", ReadsValue),
    opt("-b|-o|-p|-s|-x|-B|-E|-G|-T|-U"),
    flag("-r|-w|-a|-c|-d|-D|-H|-i|-j|-k|-l|-L|-n|-O|-P|-t|-u|-v|-X|-Y|-z|-Z|-0"),
];
/// dpkg-deb: extracting and building are judged by the hook.
const DPKG_DEB_FLAGS: &[Flag] = &[
    opt("-Z|-z|-S|--threads-max|--showformat|--path-exclude|--path-include|-D|--debug"),
    flag(
        "-b|--build|--root-owner-group|--nocheck|--uniform-compression|-c|--contents|-e|--control|-f|--field|--ctrl-tarfile|--fsys-tarfile|-I|--info|-W|--show|-x|--extract|-X|--vextract|-R|--raw-extract|-v|--verbose|-h|--help|--version|-?",
    ),
];
/// lsar (The Unarchiver): single-dash long options.
const LSAR_FLAGS: &[Flag] = &[
    opt("-p|-password|-e|-encoding|-pe|-password-encoding"),
    flag(
        "-l|-long|-L|-verylong|-t|-test|-j|-json|-ja|-json-ascii|-nr|-no-recursion|-h|-help|-v|-version|--help|--version",
    ),
];
/// The `*cat` decompressors (gzip, bzip2, xz, zstd, lz4 families): print to stdout.
const CAT_FLAGS: &[Flag] = &[
    danger_opt("-D|--dict", ReadsValue),
    opt("-S|--suffix|-T|--threads|-M|--memlimit|--memory|--format"),
    flag(
        "-c|--stdout|--to-stdout|-d|--decompress|--uncompress|-f|--force|-q|--quiet|-Q|--no-warn|-v|--verbose|-r|--recursive|-l|--list|-t|--test|-k|--keep|-n|--no-name|-N|--name|-s|--small|--single-stream|--ignore-check|--no-sparse|--no-progress|-h|--help|-H|--long-help|-L|--license|-V|--version|-a|--ascii|-1|-2|-3|-4|-5|-6|-7|-8|-9",
    ),
];
const ZIP_FLAGS: &[Flag] =
    &[danger_opt("-TT|--unzip-command", Exec), opt("-b|-n|-P|--password|-x|-i|-t|-tt|-Z|-s|-O|--out")];
const UNZIP_FLAGS: &[Flag] = &[opt("-d|-x|-P")];
const COMPRESS_FLAGS: &[Flag] = &[
    flag(
        "-c|--stdout|--to-stdout|-d|--decompress|--uncompress|-k|--keep|-l|--list|-t|--test|-f|--force|-v|--verbose|-q|--quiet|-r|--recursive|-n|--no-name|-N|--name",
    ),
    opt("-S|--suffix|-T|--threads|-b|--block-size"),
];

/// Sorted by name.
pub const COMMANDS: &[Spec] = &[
    // 7-Zip and RAR switches carry their values attached (`-ppass`, `-oDIR`, `-v50M`), which
    // getopt-style tables cannot say: the hook checks each switch against the known ones.
    Spec::new("7z", Kind::Read, Operands::Data, "7-Zip: list/test read; add/extract write")
        .hook(sevenzip_hook)
        .open_flags(),
    Spec::new("7za", Kind::Read, Operands::Data, "7-Zip (standalone): list/test read; add/extract write")
        .hook(sevenzip_hook)
        .open_flags(),
    Spec::new("7zr", Kind::Read, Operands::Data, "7-Zip (reduced): list/test read; add/extract write")
        .hook(sevenzip_hook)
        .open_flags(),
    Spec::new("ar", Kind::Read, Operands::Read, "static library archiver: `t`/`p` read; `r`, `x`, `d`, `q` write")
        .flags(AR_FLAGS)
        .hook(ar_hook),
    Spec::new("brotli", Kind::Write, Operands::Read, "compress with brotli (writes output files unless -c)")
        .flags(COMPRESS_FLAGS)
        .hook(compressor_hook),
    Spec::new("bsdtar", Kind::Read, Operands::Data, "libarchive tar: listing reads; create, extract write")
        .flags(TAR_FLAGS)
        .hook(tar_hook),
    Spec::new("bunzip2", Kind::Write, Operands::Read, "decompress .bz2 files (replaces them unless -c)")
        .flags(COMPRESS_FLAGS)
        .hook(compressor_hook),
    Spec::read("bzcat", "print decompressed .bz2 files").flags(CAT_FLAGS),
    Spec::new("bzip2", Kind::Write, Operands::Read, "compress with bzip2 (replaces files unless -c)")
        .flags(COMPRESS_FLAGS)
        .hook(compressor_hook),
    Spec::new("cabextract", Kind::Write, Operands::Read, "extract .cab archives (`-l`/`-t` only read)")
        .hook(list_flag_hook),
    Spec::new("compress", Kind::Write, Operands::Read, "compress with LZW (replaces files unless -c)")
        .flags(COMPRESS_FLAGS)
        .hook(compressor_hook),
    Spec::new(
        "cpio",
        Kind::Read,
        Operands::Data,
        "copy files to and from archives: `-t` lists; `-i`, `-o`, `-p` write",
    )
    .flags(CPIO_FLAGS)
    .hook(cpio_hook),
    Spec::read("dpkg-deb", "inspect .deb packages (`-c`, `-I`, `-f` read; `-x`, `-b`, `-R` write)")
        .flags(DPKG_DEB_FLAGS)
        .hook(dpkg_deb_hook),
    // funzip's only option is `-PASSWORD`: a dash argument is data.
    Spec::read("funzip", "extract the first member of a zip to stdout (`-PASSWORD` decrypts)").open_flags(),
    Spec::new("gtar", Kind::Read, Operands::Data, "GNU tar (Homebrew name): listing reads; create, extract write")
        .flags(TAR_FLAGS)
        .hook(tar_hook),
    Spec::new("gunzip", Kind::Write, Operands::Read, "decompress .gz files (replaces them unless -c)")
        .flags(COMPRESS_FLAGS)
        .hook(compressor_hook),
    Spec::new("gzip", Kind::Write, Operands::Read, "compress with gzip (replaces files unless -c)")
        .flags(COMPRESS_FLAGS)
        .hook(compressor_hook),
    Spec::new("jar", Kind::Read, Operands::Data, "Java archive tool: `tf`/`--list` read; `c`, `x`, `u` write")
        .flags(JAR_FLAGS)
        .hook(jar_hook),
    Spec::read("lsar", "list archive contents").flags(LSAR_FLAGS),
    Spec::new("lz4", Kind::Write, Operands::Read, "compress with lz4").flags(COMPRESS_FLAGS).hook(compressor_hook),
    Spec::read("lz4cat", "print decompressed .lz4 files").flags(CAT_FLAGS),
    Spec::read("lzcat", "print decompressed .lzma files").flags(CAT_FLAGS),
    Spec::new("lzip", Kind::Write, Operands::Read, "compress with lzip (replaces files unless -c)")
        .flags(COMPRESS_FLAGS)
        .hook(compressor_hook),
    Spec::new("lzma", Kind::Write, Operands::Read, "compress with LZMA (replaces files unless -c)")
        .flags(COMPRESS_FLAGS)
        .hook(compressor_hook),
    Spec::read("lzmainfo", "print .lzma header information").flags(&[flag("--help|--version")]),
    Spec::new("lzop", Kind::Write, Operands::Read, "compress with lzop (writes output files unless -c)")
        .flags(COMPRESS_FLAGS)
        .hook(compressor_hook),
    Spec::new("mksquashfs", Kind::Write, Operands::Data, "create a squashfs image"),
    Spec::new("pax", Kind::Read, Operands::Data, "portable archiver: listing reads; `-r`, `-w` write")
        .flags(PAX_FLAGS)
        .hook(pax_hook),
    Spec::new("pbzip2", Kind::Write, Operands::Read, "parallel bzip2 (replaces files unless -c)")
        .flags(COMPRESS_FLAGS)
        .hook(compressor_hook),
    Spec::new("pigz", Kind::Write, Operands::Read, "parallel gzip (replaces files unless -c)")
        .flags(COMPRESS_FLAGS)
        .hook(compressor_hook),
    Spec::new("pixz", Kind::Write, Operands::Read, "parallel xz (writes output files)").hook(writes_always),
    Spec::new("rar", Kind::Read, Operands::Data, "RAR archiver: `l`, `t` read; `a`, `x` write")
        .hook(sevenzip_hook)
        .open_flags(),
    Spec::read("rpm2cpio", "print an RPM's payload as a cpio archive").flags(&[flag("--help|--version")]),
    Spec::new("tar", Kind::Read, Operands::Data, "tape archiver: listing reads; create, extract, append write")
        .flags(TAR_FLAGS)
        .hook(tar_hook),
    Spec::new("unar", Kind::Write, Operands::Read, "extract archives"),
    Spec::new("uncompress", Kind::Write, Operands::Read, "decompress .Z files (replaces them unless -c)")
        .flags(COMPRESS_FLAGS)
        .hook(compressor_hook),
    Spec::new("unlz4", Kind::Write, Operands::Read, "decompress .lz4 files")
        .flags(COMPRESS_FLAGS)
        .hook(compressor_hook),
    Spec::new("unlzma", Kind::Write, Operands::Read, "decompress .lzma files (replaces them unless -c)")
        .flags(COMPRESS_FLAGS)
        .hook(compressor_hook),
    Spec::new("unpigz", Kind::Write, Operands::Read, "parallel gunzip (replaces files unless -c)")
        .flags(COMPRESS_FLAGS)
        .hook(compressor_hook),
    Spec::new("unrar", Kind::Read, Operands::Data, "extract RAR archives: `l`, `t`, `p` read; `x`, `e` write")
        .hook(sevenzip_hook)
        .open_flags(),
    Spec::new("unsquashfs", Kind::Write, Operands::Data, "extract a squashfs image (`-l`/`-s` only read)")
        .hook(list_flag_hook),
    Spec::new("unxz", Kind::Write, Operands::Read, "decompress .xz files").flags(COMPRESS_FLAGS).hook(compressor_hook),
    Spec::new("unzip", Kind::Write, Operands::Read, "extract zip archives (`-l`/`-t`/`-p` only read)")
        .flags(UNZIP_FLAGS)
        .hook(unzip_hook),
    Spec::new("unzstd", Kind::Write, Operands::Read, "decompress .zst files")
        .flags(COMPRESS_FLAGS)
        .hook(compressor_hook),
    Spec::new("xz", Kind::Write, Operands::Read, "compress with xz (replaces files unless -c)")
        .flags(COMPRESS_FLAGS)
        .hook(compressor_hook),
    Spec::read("xzcat", "print decompressed .xz files").flags(CAT_FLAGS),
    Spec::read("xzdec", "decompress .xz to stdout").flags(CAT_FLAGS),
    Spec::read("zcat", "print decompressed .gz files").flags(CAT_FLAGS),
    Spec::new("zip", Kind::Write, Operands::Data, "create zip archives (`-TT` runs a program)")
        .flags(ZIP_FLAGS)
        .hook(zip_hook),
    Spec::read("zipcmp", "compare zip archives").flags(&[flag("-C|-h|-i|-p|-q|-s|-t|-V|-v")]),
    Spec::read("zipdetails", "print zip internals").flags(&[
        opt("--encoding"),
        flag("-v|--verbose|--scan|--redact|--utc|--walk|-h|--help|--version|--no-encoding"),
    ]),
    // `-x` ends the file list: the operands after it are excluded names.
    Spec::read("zipinfo", "list zip archive contents")
        .flags(&[flag("-1|-2|-s|-m|-l|-v|-h|-M|-t|-T|-U|-z|-C|-x|-O|-I|--help")]),
    Spec::new("zipnote", Kind::Read, Operands::Read, "list zip comments (`-w` writes them)").flags(&[
        danger("-w|--write", Writes),
        opt("-b"),
        flag("-h|-v|-L|-q|--help"),
    ]),
    Spec::new("zipsplit", Kind::Write, Operands::Read, "split a zip into smaller zips"),
    Spec::read("zless", "page through compressed files"),
    Spec::new("zstd", Kind::Write, Operands::Read, "compress with zstd (writes output files unless -c)")
        .flags(COMPRESS_FLAGS)
        .hook(compressor_hook),
    Spec::read("zstdcat", "print decompressed .zst files").flags(CAT_FLAGS),
];

fn compressor_hook(ctx: &mut Ctx) {
    let to_stdout = ctx.has("-c|--stdout|--to-stdout") || ctx.has("-l|--list|-t|--test");
    let name = ctx.out.matched.join(" ");
    if to_stdout || ctx.operands().is_empty() {
        ctx.out.reasons.retain(|r| r.code != "write.command");
        ctx.out.decision = ctx.out.reasons.iter().map(|r| r.decision).max().unwrap_or_default();
        ctx.out.effects.retain(|e| *e != "write");
        return;
    }
    ctx.add("write.command", format!("`{name}` replaces the files it compresses or decompresses"), Decision::Ask);
}

/// tar's mode may be a bundled first word (`tar xzf a.tgz`) or a flag.
fn tar_hook(ctx: &mut Ctx) {
    let first = ctx.inv.argv.get(ctx.args_start).and_then(|a| a.value()).unwrap_or("");
    let bundled = !first.starts_with('-') && !first.is_empty();
    let mode_letters: String = if bundled { first.to_string() } else { String::new() };
    let writes_bundled = mode_letters.contains(['c', 'x', 'r', 'u', 'A']);
    if bundled {
        if writes_bundled {
            ctx.effect("write");
            ctx.add("write.flag", format!("`tar {first}` creates or extracts files"), Decision::Ask);
        }
        if mode_letters.contains('I') || mode_letters.contains('F') {
            ctx.effect("exec");
            ctx.add("exec.flag", format!("`tar {first}` runs a compression program"), Decision::Ask);
        }
    }
    // In create, append and update modes the archive named by `f` is written (`tar cf
    // /dev/sda x` overwrites a disk).
    let creates = writes_bundled && mode_letters.contains(['c', 'r', 'u', 'A'])
        || ctx.has("-c|--create|-r|--append|-u|--update|-A|--catenate|--concatenate");
    if creates {
        let archive = if bundled && mode_letters.contains('f') {
            ctx.inv.argv.get(ctx.args_start + 1).cloned()
        } else {
            ctx.value("-f|--file").map(|v| crate::resolve::Arg::lit(v, ctx.span()))
        };
        if let Some(a) = archive
            && a.value() != Some("-")
        {
            ctx.path(&a, PathAccess::Write);
        }
    }
    // A `host:file` archive is remote: GNU tar runs rsh/ssh to reach it.
    let archive = if bundled && mode_letters.contains('f') {
        ctx.inv.argv.get(ctx.args_start + 1).and_then(|a| a.value()).map(str::to_string)
    } else {
        ctx.value("-f|--file").map(str::to_string)
    };
    if let Some(name) = archive
        && name.split_once(':').is_some_and(|(host, _)| !host.is_empty() && !host.contains('/'))
        && !ctx.inv.argv.iter().any(|a| a.value() == Some("--force-local"))
    {
        ctx.host(&name);
        ctx.effect("network");
        ctx.add("net.flag", format!("`{name}` is a remote archive: tar runs rsh/ssh to reach it"), Decision::Ask);
    }
    // `tar -xOf a.tar`: extracting to stdout writes no file.
    let to_stdout = bundled && mode_letters.contains('O') || ctx.has("-O|--to-stdout");
    let extracts = bundled && mode_letters.contains('x') || ctx.has("-x|--extract|--get");
    if to_stdout && extracts && !creates && !ctx.has("--delete") {
        ctx.out.reasons.retain(|r| r.code != "write.flag");
        ctx.out.decision = ctx.out.reasons.iter().map(|r| r.decision).max().unwrap_or_default();
        if !ctx.out.reasons.iter().any(|r| r.code.starts_with("write")) {
            ctx.out.effects.retain(|e| *e != "write");
        }
    }
    for a in &ctx.inv.argv[ctx.args_start..] {
        if let Some(v) = a.value()
            && (v.starts_with("--to-command")
                || v.starts_with("--checkpoint-action")
                || v.starts_with("--use-compress")
                || v.starts_with("--info-script")
                || v.starts_with("--rsh-command")
                || v.starts_with("--new-volume-script"))
        {
            ctx.effect("exec");
            ctx.add("exec.flag", format!("`tar {v}` runs a program"), Decision::Ask);
        }
    }
}

fn unzip_hook(ctx: &mut Ctx) {
    let listing = ctx
        .inv
        .argv
        .iter()
        .skip(1)
        .any(|a| matches!(a.value(), Some("-l" | "-t" | "-p" | "-v" | "-Z" | "-z" | "-lv" | "-tq" | "-qt")));
    if listing {
        crate::knowledge::clear_effects(ctx);
        return;
    }
    ctx.effect("write");
    ctx.add("write.command", "`unzip` extracts files", Decision::Ask);
    if let Some(dir) = ctx.value("-d").map(str::to_string) {
        let arg = crate::resolve::Arg::lit(&dir, ctx.span());
        ctx.path(&arg, PathAccess::Write);
    }
}

/// `ar t` / `ar p` read; the other keys (`r`, `q`, `x`, `d`, `m`, `s`) write.
fn ar_hook(ctx: &mut Ctx) {
    let key =
        ctx.inv.argv.get(1).map(|a| a.value().unwrap_or("?").trim_start_matches('-').to_string()).unwrap_or_default();
    if key.is_empty() || key.contains(['r', 'q', 'x', 'd', 'm', 's']) || key.contains('?') {
        ctx.effect("write");
        ctx.add("write.command", format!("`ar {key}` writes an archive or extracts files"), Decision::Ask);
    }
}

/// cpio's mode: `-t` lists (a read); `-i` extracts files (unless `--to-stdout`); `-p` copies
/// files into a directory; `-o` writes the archive to stdout (a read of the files it
/// archives) or, with `-F`/`-O`, to that file; `-A` appends to the archive it names.
fn cpio_hook(ctx: &mut Ctx) {
    let dynamic = ctx.inv.argv.iter().skip(1).any(|a| a.value().is_none());
    let list = ctx.has("-t|--list");
    let copy_in = ctx.has("-i|--extract") && !list && !ctx.has("--to-stdout");
    let copy_out = ctx.has("-o|--create");
    let append = ctx.has("-A|--append");
    let to_file = ctx.has("-F|--file|-O");
    let known_mode = list || copy_out || ctx.has("-i|--extract");
    if dynamic || copy_in || ctx.has("-p|--pass-through") || append || copy_out && to_file || !known_mode {
        ctx.effect("write");
        ctx.add("write.command", "`cpio` copy-in, pass-through and copy-out to a file write files", Decision::Ask);
    }
    // Copy-out writes the archive named by `-F` (`cpio -o -F /dev/sda` overwrites a disk).
    if (copy_out || append)
        && let Some(f) = ctx.value("-F|--file").map(str::to_string)
    {
        let arg = crate::resolve::Arg::lit(&f, ctx.span());
        ctx.path(&arg, PathAccess::Write);
    }
    // A `host:file` archive is remote: cpio runs rsh to reach it.
    for f in ["-F|--file", "-I", "-O"] {
        if let Some(name) = ctx.value(f).map(str::to_string)
            && name.split_once(':').is_some_and(|(host, _)| !host.is_empty() && !host.contains('/'))
            && !ctx.has("--force-local")
        {
            ctx.host(&name);
            ctx.effect("network");
            ctx.add("net.flag", format!("`{name}` is a remote archive: cpio runs rsh to reach it"), Decision::Ask);
        }
    }
}

fn dpkg_deb_hook(ctx: &mut Ctx) {
    if ctx.inv.argv.iter().skip(1).any(|a| {
        a.value().is_none_or(|v| {
            matches!(
                v,
                "-x" | "--extract"
                    | "-X"
                    | "--vextract"
                    | "-R"
                    | "--raw-extract"
                    | "-b"
                    | "--build"
                    | "-e"
                    | "--control"
                    | "--fsys-tarfile"
            )
        })
    }) {
        ctx.effect("write");
        ctx.add("write.command", "`dpkg-deb` extracting or building writes files", Decision::Ask);
    }
}

fn pax_hook(ctx: &mut Ctx) {
    if ctx
        .inv
        .argv
        .iter()
        .skip(1)
        .any(|a| a.value().is_none_or(|v| v.starts_with('-') && (v.contains('r') || v.contains('w'))))
    {
        ctx.effect("write");
        ctx.add("write.command", "`pax -r`/`-w` writes files or an archive", Decision::Ask);
    }
    // Write mode writes the archive named by `-f` (`pax -w -f /dev/sda` overwrites a disk).
    let writes_archive = ctx
        .inv
        .argv
        .iter()
        .skip(1)
        .any(|a| a.value().is_none_or(|v| v.starts_with('-') && v.contains('w') && !v.contains('r')));
    if writes_archive && let Some(f) = ctx.value("-f").map(str::to_string) {
        let arg = crate::resolve::Arg::lit(&f, ctx.span());
        ctx.path(&arg, PathAccess::Write);
    }
}

fn list_flag_hook(ctx: &mut Ctx) {
    if ctx
        .inv
        .argv
        .iter()
        .skip(1)
        .any(|a| matches!(a.value(), Some("-l" | "--list" | "-t" | "--test" | "-s" | "-stat" | "-ll")))
    {
        crate::knowledge::clear_effects(ctx);
    }
}

fn writes_always(ctx: &mut Ctx) {
    ctx.effect("write");
    ctx.add("write.command", "writes output files", Decision::Ask);
}

fn jar_hook(ctx: &mut Ctx) {
    let args: Vec<&str> = ctx.inv.argv.iter().skip(1).map(|a| a.value().unwrap_or("$")).collect();
    let Some(first) = args.first() else {
        ctx.effect("unknown");
        ctx.add("ask.flag", "`jar` without a mode", Decision::Ask);
        return;
    };
    let listing = if first.starts_with("--") {
        matches!(*first, "--list" | "--version" | "--help" | "--describe-module" | "-t") || args.contains(&"--list")
    } else {
        let mode = first.trim_start_matches('-');
        mode.contains('t') && !mode.contains(['c', 'x', 'u', 'i']) || matches!(*first, "-h" | "--help")
    };
    let known_long = args.iter().filter(|a| a.starts_with("--")).all(|a| {
        matches!(*a, "--list" | "--version" | "--help" | "--describe-module" | "--file" | "--verbose")
            || a.starts_with("--file=")
    });
    if !listing || !known_long || args.contains(&"$") {
        ctx.effect("write");
        ctx.add("write.command", "`jar` creating, extracting or updating writes files", Decision::Ask);
    }
}

fn zip_hook(ctx: &mut Ctx) {
    if let Some(first) = ctx.operands().first() {
        let f = (*first).clone();
        ctx.path(&f, PathAccess::Write);
    }
}

/// 7-Zip and RAR: the first word is the command; the switches carry their values attached.
/// Listing, testing and printing read; `e`/`x` with `-so` extract to stdout; every other
/// command writes. A switch we do not know asks, and some switches act whatever the command:
/// RAR's `-ioff` powers the machine off, `-ieml`/`-seml` mail the archive, `-df`/`-dw`/`-sdel`
/// delete the source files, `-ilog` writes a log file.
fn sevenzip_hook(ctx: &mut Ctx) {
    let name = ctx.inv.argv[0].value().unwrap_or("").rsplit('/').next().unwrap_or("").to_string();
    let rar = name.contains("rar");
    let args: Vec<Option<&str>> = ctx.inv.argv.iter().skip(1).map(|a| a.value()).collect();
    let cmd = args.first().copied().flatten().unwrap_or("");
    // Switches may come before the command too (`rar -ioff t x.rar`); a help command is not
    // a switch.
    let help = matches!(cmd, "-h" | "--help" | "-?");
    let switches: Vec<Option<&str>> = args
        .iter()
        .skip(usize::from(help))
        .take_while(|a| *a != &Some("--"))
        .filter(|a| a.is_none_or(|v| v.starts_with('-') && v.len() > 1))
        .copied()
        .collect();
    let to_stdout = switches.contains(&Some("-so"));
    let reads = if rar {
        matches!(cmd, "l" | "lt" | "lta" | "lb" | "v" | "vt" | "vta" | "vb" | "t" | "p" | "-?" | "-h" | "--help")
    } else {
        matches!(cmd, "l" | "t" | "i" | "h" | "lt" | "lb" | "v" | "vt" | "--help" | "-h")
            || matches!(cmd, "e" | "x") && to_stdout
    };
    if !reads {
        ctx.effect("write");
        ctx.add("write.command", format!("`{name} {cmd}` writes files"), Decision::Ask);
    }
    for s in switches {
        let Some(s) = s else {
            ctx.effect("unknown");
            ctx.add("unknown.flag", format!("a switch of `{name}` known only at run time"), Decision::Ask);
            continue;
        };
        let lower = s.to_ascii_lowercase();
        if rar && lower.starts_with("-ioff") {
            ctx.add("system.power", format!("`{name} {s}` turns the computer off when done"), Decision::Deny);
        } else if lower.starts_with("-ieml") || lower.starts_with("-seml") {
            ctx.effect("network");
            ctx.add("net.flag", format!("`{name} {s}` mails the archive"), Decision::Ask);
        } else if rar && (lower.starts_with("-df") || lower.starts_with("-dw")) || lower.starts_with("-sdel") {
            ctx.effect("delete");
            ctx.add("delete.flag", format!("`{name} {s}` deletes the files it archived"), Decision::Ask);
        } else if rar && (lower.starts_with("-ilog") || lower.starts_with("-log")) {
            ctx.effect("write");
            ctx.add("write.flag", format!("`{name} {s}` writes a log file"), Decision::Ask);
        } else {
            let known: &[&str] = if rar { RAR_SWITCHES } else { SEVENZIP_SWITCHES };
            if !known.iter().any(|k| lower.starts_with(k)) {
                ctx.effect("unknown");
                ctx.add("unknown.flag", format!("`{s}` is not a switch we know for `{name}`"), Decision::Ask);
            }
        }
    }
}

/// 7-Zip switch prefixes (values attached: `-ppass`, `-oDIR`, `-t7z`, `-mx=9`, `-x!*.o`).
const SEVENZIP_SWITCHES: &[&str] = &[
    "-a", "-b", "-i", "-m", "-o", "-p", "-r", "-sa", "-scc", "-scrc", "-scs", "-sfx", "-si", "-slp", "-slt", "-sni",
    "-sns", "-snh", "-snl", "-snr", "-snt", "-so", "-spd", "-spe", "-spf", "-spm", "-ssc", "-sse", "-ssp", "-ssw",
    "-stl", "-stm", "-stx", "-sts", "-t", "-u", "-v", "-w", "-x", "-y",
];

/// RAR switch prefixes (values attached: `-ppass`, `-hppass`, `-v50m`, `-m5`).
const RAR_SWITCHES: &[&str] = &[
    "-ad", "-ag", "-ai", "-am", "-ap", "-as", "-c-", "-cfg-", "-cl", "-cu", "-dh", "-dr", "-ds", "-e", "-ed", "-en",
    "-ep", "-f", "-hp", "-ht", "-id", "-ierr", "-inul", "-isnd", "-iver", "-k", "-kb", "-m", "-n", "-o", "-p", "-qo",
    "-r", "-ri", "-rr", "-rv", "-s", "-t", "-u", "-v", "-w", "-x", "-y", "-z", "-?",
];
