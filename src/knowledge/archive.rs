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
    Spec::new("brotli", Kind::Write, Operands::Read, "compress with brotli (writes output files unless -c)")
        .flags(COMPRESS_FLAGS)
        .hook(compressor_hook),
    Spec::new("bunzip2", Kind::Write, Operands::Read, "decompress .bz2 files (replaces them unless -c)")
        .flags(COMPRESS_FLAGS)
        .hook(compressor_hook),
    Spec::read("bzcat", "print decompressed .bz2 files"),
    Spec::new("bzip2", Kind::Write, Operands::Read, "compress with bzip2 (replaces files unless -c)")
        .flags(COMPRESS_FLAGS)
        .hook(compressor_hook),
    Spec::new("gunzip", Kind::Write, Operands::Read, "decompress .gz files (replaces them unless -c)")
        .flags(COMPRESS_FLAGS)
        .hook(compressor_hook),
    Spec::new("gzip", Kind::Write, Operands::Read, "compress with gzip (replaces files unless -c)")
        .flags(COMPRESS_FLAGS)
        .hook(compressor_hook),
    Spec::new("lz4", Kind::Write, Operands::Read, "compress with lz4").flags(COMPRESS_FLAGS).hook(compressor_hook),
    Spec::read("lzcat", "print decompressed .lzma files"),
    Spec::new("tar", Kind::Read, Operands::Data, "tape archiver: listing reads; create, extract, append write")
        .flags(TAR_FLAGS)
        .hook(tar_hook),
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
    Spec::read("zcat", "print decompressed .gz files"),
    Spec::new("zip", Kind::Write, Operands::Data, "create zip archives (`-TT` runs a program)")
        .flags(ZIP_FLAGS)
        .hook(zip_hook),
    Spec::read("zipinfo", "list zip archive contents"),
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
        return;
    }
    ctx.effect("write");
    ctx.add("write.command", "`unzip` extracts files", Decision::Ask);
    if let Some(dir) = ctx.value("-d").map(str::to_string) {
        let arg = crate::resolve::Arg::lit(&dir, ctx.span());
        ctx.path(&arg, PathAccess::Write);
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
    if !matches!(cmd, "l" | "t" | "i" | "h") {
        ctx.effect("write");
        ctx.add("write.command", format!("`7z {cmd}` writes files"), Decision::Ask);
    }
}
