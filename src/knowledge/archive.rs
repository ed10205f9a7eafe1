//! archive: archivers and compressors.
//!
//! Listing and testing archives reads; creating or extracting writes (and extracting can
//! overwrite anything the archive names). `tar --to-command`, `--checkpoint-action`,
//! `--use-compress-program`/`-I` and `zip -TT` run programs.

use super::FlagEffect::*;
use super::{Flag, Kind, Operands, Spec, danger, danger_opt, flag, opt};
use crate::classify::{Ctx, PathAccess};
use crate::report::Decision;

const TAR_FLAGS: &[Flag] = &[
    danger_opt(
        "--to-command|--checkpoint-action|-I|--use-compress-program|--info-script|-F|--new-volume-script|--rsh-command",
        Exec,
    ),
    danger_opt("-f|--file", ReadsValue),
    opt(
        "-C|--directory|-T|--files-from|-X|--exclude-from|--exclude|--strip-components|--transform|--xform|--owner|--group|--mode|--mtime|--format|-H|-b|--blocking-factor|-N|--newer|--after-date|--newer-mtime|--checkpoint|--label|-V|--index-file|--sort|--exclude-tag|--warning|--occurrence",
    ),
    flag(
        "-t|--list|-v|--verbose|-z|--gzip|-j|--bzip2|-J|--xz|--zstd|-a|--auto-compress|-O|--to-stdout|-p|--preserve-permissions|-k|--keep-old-files|--keep-newer-files|--skip-old-files|-S|--sparse|-h|--dereference|-P|--absolute-names|-m|--touch|-W|--verify",
    ),
    danger("-c|--create|-x|--extract|--get|-r|--append|-u|--update|-A|--catenate|--concatenate|--delete", Writes),
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
    Spec::new("7z", Kind::Read, Operands::Data, "7-Zip: list/test read; add/extract write").hook(sevenzip_hook),
    Spec::new("7za", Kind::Read, Operands::Data, "7-Zip (standalone): list/test read; add/extract write")
        .hook(sevenzip_hook),
    Spec::new("7zr", Kind::Read, Operands::Data, "7-Zip (reduced): list/test read; add/extract write")
        .hook(sevenzip_hook),
    Spec::new("ar", Kind::Read, Operands::Read, "static library archiver: `t`/`p` read; `r`, `x`, `d`, `q` write")
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
    Spec::read("bzcat", "print decompressed .bz2 files"),
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
    .hook(cpio_hook),
    Spec::read("dpkg-deb", "inspect .deb packages (`-c`, `-I`, `-f` read; `-x`, `-b`, `-R` write)").hook(dpkg_deb_hook),
    Spec::read("funzip", "extract the first member of a zip to stdout"),
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
        .hook(jar_hook),
    Spec::read("lsar", "list archive contents"),
    Spec::new("lz4", Kind::Write, Operands::Read, "compress with lz4").flags(COMPRESS_FLAGS).hook(compressor_hook),
    Spec::read("lz4cat", "print decompressed .lz4 files"),
    Spec::read("lzcat", "print decompressed .lzma files"),
    Spec::new("lzip", Kind::Write, Operands::Read, "compress with lzip (replaces files unless -c)")
        .flags(COMPRESS_FLAGS)
        .hook(compressor_hook),
    Spec::new("lzma", Kind::Write, Operands::Read, "compress with LZMA (replaces files unless -c)")
        .flags(COMPRESS_FLAGS)
        .hook(compressor_hook),
    Spec::read("lzmainfo", "print .lzma header information"),
    Spec::new("lzop", Kind::Write, Operands::Read, "compress with lzop (writes output files unless -c)")
        .flags(COMPRESS_FLAGS)
        .hook(compressor_hook),
    Spec::new("mksquashfs", Kind::Write, Operands::Data, "create a squashfs image"),
    Spec::new("pax", Kind::Read, Operands::Data, "portable archiver: listing reads; `-r`, `-w` write").hook(pax_hook),
    Spec::new("pbzip2", Kind::Write, Operands::Read, "parallel bzip2 (replaces files unless -c)")
        .flags(COMPRESS_FLAGS)
        .hook(compressor_hook),
    Spec::new("pigz", Kind::Write, Operands::Read, "parallel gzip (replaces files unless -c)")
        .flags(COMPRESS_FLAGS)
        .hook(compressor_hook),
    Spec::new("pixz", Kind::Write, Operands::Read, "parallel xz (writes output files)").hook(writes_always),
    Spec::new("rar", Kind::Read, Operands::Data, "RAR archiver: `l`, `t` read; `a`, `x` write").hook(sevenzip_hook),
    Spec::read("rpm2cpio", "print an RPM's payload as a cpio archive"),
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
        .hook(sevenzip_hook),
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
    Spec::read("xzcat", "print decompressed .xz files"),
    Spec::read("xzdec", "decompress .xz to stdout"),
    Spec::read("zcat", "print decompressed .gz files"),
    Spec::new("zip", Kind::Write, Operands::Data, "create zip archives (`-TT` runs a program)")
        .flags(ZIP_FLAGS)
        .hook(zip_hook),
    Spec::read("zipcmp", "compare zip archives"),
    Spec::read("zipdetails", "print zip internals"),
    Spec::read("zipinfo", "list zip archive contents"),
    Spec::new("zipnote", Kind::Read, Operands::Read, "list zip comments (`-w` writes them)")
        .flags(&[danger("-w|--write", Writes)]),
    Spec::new("zipsplit", Kind::Write, Operands::Read, "split a zip into smaller zips"),
    Spec::read("zless", "page through compressed files"),
    Spec::new("zstd", Kind::Write, Operands::Read, "compress with zstd (writes output files unless -c)")
        .flags(COMPRESS_FLAGS)
        .hook(compressor_hook),
    Spec::read("zstdcat", "print decompressed .zst files"),
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

fn cpio_hook(ctx: &mut Ctx) {
    let list = ctx.inv.argv.iter().skip(1).any(|a| {
        a.value().is_some_and(|v| {
            v == "-t"
                || v == "--list"
                || v.starts_with('-') && !v.starts_with("--") && v.contains('t') && v.contains('i')
        })
    });
    let writes = ctx.inv.argv.iter().skip(1).any(|a| {
        a.value().is_none_or(|v| {
            v.starts_with('-')
                && !v.starts_with("--")
                && (v.contains('o') || v.contains('p') || (v.contains('i') && !v.contains('t')))
                || matches!(v, "--extract" | "--create" | "--pass-through")
        })
    });
    if writes || !list {
        ctx.effect("write");
        ctx.add("write.command", "`cpio` copy-in, copy-out and pass-through write files", Decision::Ask);
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

fn sevenzip_hook(ctx: &mut Ctx) {
    let cmd = ctx.inv.argv.get(1).and_then(|a| a.value()).unwrap_or("");
    if !matches!(cmd, "l" | "t" | "i" | "h" | "lt" | "lb" | "v" | "vt" | "p" | "--help" | "-h") {
        ctx.effect("write");
        ctx.add("write.command", format!("`7z {cmd}` writes files"), Decision::Ask);
    }
}
