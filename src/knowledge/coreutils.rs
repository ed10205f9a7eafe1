//! coreutils, findutils, util-linux file tools and shell builtins.
//!
//! The commands agents use most. Read-only tools are `Spec::read`; the flags that make them
//! write (`sort -o`, `tee`, `uniq IN OUT`) or run things (`find -exec`) are listed on the entry.
//! Catastrophic forms (`rm -rf /`, `chmod -R 777 /`, `mv /etc x`) are decided in the hooks
//! at the end of this file.

use super::FlagEffect::*;
use super::{Flag, Kind, Operands, Spec, danger, danger_opt, flag, opt};
use crate::classify::{Ctx, PathAccess};
use crate::paths;
use crate::report::Decision;

const LS_FLAGS: &[Flag] = &[opt(
    "-I|--ignore|-w|--width|-T|--tabsize|--block-size|--color|--format|--hide|--indicator-style|--quoting-style|--sort|--time|--time-style",
)];
const HEAD_FLAGS: &[Flag] = &[opt("-n|--lines|-c|--bytes")];
const TAIL_FLAGS: &[Flag] = &[opt("-n|--lines|-c|--bytes|-s|--sleep-interval|--pid|--max-unchanged-stats")];
const SORT_FLAGS: &[Flag] = &[
    danger_opt("-o|--output", WritesValue),
    danger_opt("--compress-program", Exec),
    danger_opt("--files0-from", Ask),
    opt(
        "-k|--key|-t|--field-separator|-S|--buffer-size|-T|--temporary-directory|--parallel|--batch-size|--random-source|--sort",
    ),
];
const UNIQ_FLAGS: &[Flag] = &[opt("-f|--skip-fields|-s|--skip-chars|-w|--check-chars|--group|--all-repeated")];
const CP_FLAGS: &[Flag] =
    &[opt("-t|--target-directory"), opt("-S|--suffix|--backup|--reflink|--sparse|--preserve|--no-preserve")];
const MV_FLAGS: &[Flag] = &[opt("-t|--target-directory"), opt("-S|--suffix|--backup")];
const RM_FLAGS: &[Flag] = &[
    flag("-r|-R|--recursive"),
    flag("-f|--force"),
    flag("-d|--dir"),
    flag("--no-preserve-root"),
    opt("--preserve-root|--interactive"),
];
const CHMOD_FLAGS: &[Flag] = &[flag("-R|--recursive"), opt("--reference")];
const CHOWN_FLAGS: &[Flag] = &[flag("-R|--recursive"), opt("--reference|--from")];
const TOUCH_FLAGS: &[Flag] = &[opt("-d|--date|-t|-r|--reference|--time")];
const DU_FLAGS: &[Flag] = &[
    opt("-d|--max-depth|-B|--block-size|-t|--threshold|--exclude|-X|--exclude-from|--time|--time-style"),
    danger_opt("--files0-from", ReadsValue),
];
const DF_FLAGS: &[Flag] = &[opt("-B|--block-size|-t|--type|-x|--exclude-type|--output")];
/// `--files0-from` reads the names of the files to count from a file; only counts print.
const WC_FLAGS: &[Flag] = &[danger_opt("--files0-from", ReadsValue)];
const CUT_FLAGS: &[Flag] = &[opt("-b|--bytes|-c|--characters|-d|--delimiter|-f|--fields|--output-delimiter")];
const TR_FLAGS: &[Flag] = &[];
const STAT_FLAGS: &[Flag] = &[opt("-c|--format|--printf")];
const DATE_FLAGS: &[Flag] = &[
    danger_opt("-s|--set", System),
    opt("-d|--date|-r|--reference|-I|--iso-8601|--rfc-3339"),
    danger_opt("-f|--file", ReadsValue),
];
const MKTEMP_FLAGS: &[Flag] = &[opt("-p|--tmpdir|--suffix")];
const TEE_FLAGS: &[Flag] = &[opt("--output-error")];
const LN_FLAGS: &[Flag] = &[opt("-t|--target-directory"), opt("-S|--suffix|--backup")];
const SPLIT_FLAGS: &[Flag] = &[opt(
    "-a|--suffix-length|-b|--bytes|-C|--line-bytes|-l|--lines|-n|--number|-t|--separator|--additional-suffix|--filter",
)];
const DD_FLAGS: &[Flag] = &[];
const XXD_FLAGS: &[Flag] = &[opt("-c|-cols|-g|-groupsize|-l|-len|-o|-offset|-s|-seek|-n|-name")];
const OD_FLAGS: &[Flag] =
    &[opt("-A|--address-radix|-j|--skip-bytes|-N|--read-bytes|-S|--strings|-t|--format|-w|--width")];
const NL_FLAGS: &[Flag] = &[opt(
    "-b|--body-numbering|-d|--section-delimiter|-f|--footer-numbering|-h|--header-numbering|-i|--line-increment|-l|--join-blank-lines|-n|--number-format|-s|--number-separator|-v|--starting-line-number|-w|--number-width",
)];
const FIND_FLAGS: &[Flag] = &[];
const REALPATH_FLAGS: &[Flag] = &[opt("--relative-to|--relative-base")];
const HOSTNAME_FLAGS: &[Flag] = &[danger_opt("-F|--file", System)];
const PR_FLAGS: &[Flag] =
    &[opt("-h|--header|-l|--length|-w|--width|-o|--indent|-N|--first-line-number|-s|--separator|-S|--sep-string")];
const FOLD_FLAGS: &[Flag] = &[opt("-w|--width")];
const INSTALL_FLAGS: &[Flag] = &[opt("-t|--target-directory"), opt("-m|--mode|-o|--owner|-g|--group|-S|--suffix")];
const TRUNCATE_FLAGS: &[Flag] = &[opt("-s|--size|-r|--reference")];

/// Sorted by name.
pub const COMMANDS: &[Spec] = &[
    Spec::inert(":", "do nothing (builtin)").open_flags(),
    Spec::read("[", "test a condition (builtin `[`)").operands(Operands::Data).open_flags(),
    Spec::read("b2sum", "print BLAKE2 checksums of files"),
    Spec::read("base32", "encode or decode base32 from files or stdin"),
    Spec::read("base64", "encode or decode base64 from files or stdin (BSD `-o` writes)").flags(&[danger_opt("-o|--output", WritesValue)]),
    Spec::inert("basename", "strip directory and suffix from a name"),
    Spec::inert("break", "leave a loop (builtin)"),
    Spec::read("cat", "print files"),
    Spec::inert("cd", "change the shell's directory (tracked for later relative paths)"),
    Spec::new("chcon", Kind::Write, Operands::ModeThenChange, "change SELinux security context").flags(CHOWN_FLAGS).hook(perm_hook),
    Spec::new("chgrp", Kind::Write, Operands::ModeThenChange, "change group ownership").flags(CHOWN_FLAGS).hook(perm_hook),
    Spec::new("chmod", Kind::Write, Operands::ModeThenChange, "change file modes").flags(CHMOD_FLAGS).hook(perm_hook),
    Spec::new("chown", Kind::Write, Operands::ModeThenChange, "change file owner").flags(CHOWN_FLAGS).hook(perm_hook),
    Spec::read("cksum", "print CRC checksums of files"),
    Spec::inert("clear", "clear the terminal"),
    Spec::read("cmp", "compare two files byte by byte"),
    Spec::read("column", "format input into columns (operands are read)").flags(&[opt("-s|--separator|-o|--output-separator|-c|--output-width|-N|--table-columns|-R|--table-right|-H|--table-hide|-E|--table-noextreme|-W|--table-wrap|-l|--table-columns-limit|-C|--table-column|-n|--table-name|-O|--table-order|-T|--table-truncate|-r|--tree|-i|--tree-id|-p|--tree-parent")]),
    Spec::read("comm", "compare two sorted files line by line"),
    Spec::inert("continue", "next loop iteration (builtin)"),
    Spec::new("cp", Kind::Write, Operands::ReadThenWrite, "copy files (the last operand is written)").flags(CP_FLAGS),
    Spec::read("csplit", "split a file by context (writes pieces)").operands(Operands::Read).hook(writes_always),
    Spec::read("cut", "print selected parts of lines").flags(CUT_FLAGS),
    Spec::read("date", "print the date (`-s` or a `MMDDhhmm` operand sets it)").flags(DATE_FLAGS).operands(Operands::Data).hook(date_hook),
    Spec::new("dd", Kind::Write, Operands::Data, "copy and convert raw data (`of=` is written)").flags(DD_FLAGS).hook(dd_hook),
    Spec::read("df", "report file system disk space").flags(DF_FLAGS),
    Spec::read("diff", "compare files line by line").flags(&[opt("-C|--context|-U|--unified|-W|--width|-x|--exclude|-X|--exclude-from|-I|--ignore-matching-lines|-F|--show-function-line|-S|--starting-file|-L|--label|--line-format|--old-line-format|--new-line-format|--unchanged-line-format|--changed-group-format|--old-group-format|--new-group-format|--unchanged-group-format|--horizon-lines|--palette|--color|--tabsize"), opt("-D|--ifdef"), danger_opt("--from-file|--to-file", ReadsValue)]),
    Spec::read("diff3", "compare three files (`-m` merges to stdout)"),
    Spec::read("dir", "list directory contents").flags(LS_FLAGS),
    Spec::read("dircolors", "print LS_COLORS settings"),
    Spec::inert("dirname", "strip the last component of a name"),
    Spec::inert("dirs", "print the directory stack (builtin)"),
    Spec::read("du", "estimate file space usage").flags(DU_FLAGS),
    Spec::read("dua", "disk usage analyser (`i`/`interactive` can delete: asks)").hook(dua_hook),
    Spec::read("dust", "show disk usage as a tree"),
    Spec::inert("echo", "print its arguments").open_flags(),
    Spec::read("exa", "list directory contents").flags(LS_FLAGS),
    Spec::inert("exit", "exit the shell (builtin)"),
    Spec::inert("expand", "convert tabs to spaces").operands(Operands::Read),
    Spec::inert("expr", "evaluate an expression"),
    Spec::read("eza", "list directory contents").flags(LS_FLAGS),
    Spec::inert("factor", "print prime factors"),
    Spec::inert("false", "do nothing, unsuccessfully").open_flags(),
    Spec::read("file", "determine file types (`-C` compiles a magic file: writes)").flags(&[danger("-C|--compile", Writes), opt("-m|--magic-file|-F|--separator|-e|--exclude|-P|--parameter|-f|--files-from")]),
    Spec::read("find", "search for files (actions such as -delete, -exec, -fprint are checked)").flags(FIND_FLAGS).operands(Operands::Data).hook(find_hook).open_flags(),
    Spec::read("fmt", "reformat paragraphs").flags(&[opt("-w|--width|-g|--goal|-p|--prefix")]),
    Spec::read("fold", "wrap lines to a width").flags(FOLD_FLAGS),
    Spec::read("gb2sum", "GNU b2sum (Homebrew name)"),
    Spec::inert("gbasename", "GNU basename (Homebrew name)"),
    Spec::read("gcat", "GNU cat (Homebrew name)"),
    Spec::read("gcut", "GNU cut (Homebrew name)").flags(CUT_FLAGS),
    Spec::read("gdate", "GNU date (Homebrew name; `-s` sets the clock)").flags(DATE_FLAGS).operands(Operands::Data).hook(date_hook),
    Spec::read("gdf", "GNU df (Homebrew name)").flags(DF_FLAGS),
    Spec::inert("gdirname", "GNU dirname (Homebrew name)"),
    Spec::inert("gecho", "GNU echo (Homebrew name)"),
    Spec::inert("getconf", "print system configuration values"),
    Spec::inert("getopts", "parse positional parameters (builtin)"),
    Spec::inert("gexpr", "GNU expr (Homebrew name)"),
    Spec::read("gfind", "GNU find (Homebrew name; actions are checked)").flags(FIND_FLAGS).operands(Operands::Data).hook(find_hook).open_flags(),
    Spec::read("ghead", "GNU head (Homebrew name)").flags(HEAD_FLAGS),
    Spec::inert("gid", "GNU id (Homebrew name)"),
    Spec::inert("glogname", "GNU logname (Homebrew name)"),
    Spec::read("gls", "GNU ls (Homebrew name)").flags(LS_FLAGS),
    Spec::read("gmd5sum", "GNU md5sum (Homebrew name)"),
    Spec::read("gnl", "GNU nl (Homebrew name)").flags(NL_FLAGS),
    Spec::inert("gnproc", "GNU nproc (Homebrew name)"),
    Spec::inert("gnumfmt", "GNU numfmt (Homebrew name)"),
    Spec::read("greadlink", "GNU readlink (Homebrew name)"),
    Spec::read("grealpath", "GNU realpath (Homebrew name)").flags(REALPATH_FLAGS),
    Spec::inert("groups", "print group memberships"),
    Spec::inert("gseq", "GNU seq (Homebrew name)"),
    Spec::read("gsha1sum", "GNU sha1sum (Homebrew name)"),
    Spec::read("gsha224sum", "GNU sha224sum (Homebrew name)"),
    Spec::read("gsha256sum", "GNU sha256sum (Homebrew name)"),
    Spec::read("gsha384sum", "GNU sha384sum (Homebrew name)"),
    Spec::read("gsha512sum", "GNU sha512sum (Homebrew name)"),
    Spec::inert("gsleep", "GNU sleep (Homebrew name)"),
    Spec::read("gsort", "GNU sort (Homebrew name; `-o` writes, `--compress-program` runs)").flags(SORT_FLAGS),
    Spec::read("gstat", "GNU stat (Homebrew name)").flags(STAT_FLAGS),
    Spec::read("gtac", "GNU tac (Homebrew name)"),
    Spec::read("gtail", "GNU tail (Homebrew name)").flags(TAIL_FLAGS),
    Spec::inert("guname", "GNU uname (Homebrew name)"),
    Spec::read("guniq", "GNU uniq (Homebrew name; a second operand is written)").flags(UNIQ_FLAGS).hook(uniq_hook),
    Spec::inert("gusers", "GNU users (Homebrew name)"),
    Spec::read("gwc", "GNU wc (Homebrew name)").flags(WC_FLAGS),
    Spec::inert("gwho", "GNU who (Homebrew name)"),
    Spec::inert("gwhoami", "GNU whoami (Homebrew name)"),
    Spec::inert("hash", "remember or print command locations (builtin)"),
    Spec::read("head", "print the first lines of files").flags(HEAD_FLAGS),
    Spec::read("hexdump", "print files in hex").flags(&[opt("-e|-f|-n|-s")]),
    Spec::inert("history", "print the shell history (builtin)").hook(history_hook),
    Spec::inert("hostid", "print the host identifier"),
    Spec::inert("hostname", "print the host name (an operand sets it)").flags(HOSTNAME_FLAGS).hook(hostname_hook),
    Spec::inert("id", "print user and group ids"),
    Spec::new("install", Kind::Write, Operands::ReadThenWrite, "copy files and set attributes").flags(INSTALL_FLAGS),
    Spec::inert("jobs", "list background jobs (builtin)"),
    Spec::read("join", "join lines of two files on a common field").flags(&[opt("-a|-e|-j|-o|-t|-v|-1|-2")]),
    Spec::new("kill", Kind::System, Operands::Data, "send a signal to processes").hook(kill_hook),
    Spec::inert("let", "evaluate arithmetic (builtin)"),
    Spec::new("link", Kind::Write, Operands::ReadThenWrite, "create a hard link"),
    Spec::new("ln", Kind::Write, Operands::ReadThenWrite, "create links (the last operand is written)").flags(LN_FLAGS),
    Spec::read("locate", "find files by name in a database").flags(&[danger_opt("-d|--database", ReadsValue), opt("-l|--limit|-n")]).operands(Operands::Data),
    Spec::inert("logname", "print the login name"),
    Spec::read("ls", "list directory contents").flags(LS_FLAGS),
    Spec::read("lsblk", "list block devices"),
    Spec::read("lsd", "list directory contents").flags(LS_FLAGS),
    Spec::read("lsof", "list open files").flags(&[opt("-p|-u|-c|-g|-i|-d|-s|-F|-T|+d|+D|-a")]).operands(Operands::Data),
    Spec::inert("machine", "print the machine type"),
    Spec::inert("mcookie", "print a random hex string"),
    Spec::read("md5", "BSD md5: print MD5 checksums").flags(&[opt("-s")]),
    Spec::read("md5sum", "print MD5 checksums of files").flags(&[opt("--check")]),
    Spec::new("mkdir", Kind::Write, Operands::Write, "create directories").flags(&[opt("-m|--mode"), opt("--context")]),
    Spec::new("mkfifo", Kind::Write, Operands::Write, "create named pipes").flags(&[opt("-m|--mode")]),
    Spec::new("mknod", Kind::System, Operands::Write, "create device files"),
    Spec::new("mktemp", Kind::Write, Operands::Data, "create a temporary file or directory").flags(MKTEMP_FLAGS).hook(mktemp_hook),
    Spec::new("mv", Kind::Write, Operands::MoveTo, "move or rename files (sources disappear, the last operand is written)").flags(MV_FLAGS).hook(mv_hook),
    Spec::read("namei", "follow a path to its end, printing each step"),
    Spec::read("ncdu", "disk usage browser (`-o` exports; deleting needs `d` in the UI)").flags(&[danger_opt("-o|-O", WritesValue), danger_opt("-f", ReadsValue), danger("--enable-delete|--enable-shell", Exec)]),
    Spec::read("nl", "number lines of files").flags(NL_FLAGS),
    Spec::inert("nproc", "print the number of processors"),
    Spec::inert("numfmt", "format numbers").flags(&[opt("--from|--to|--format|--field|--padding|--suffix|--round|--from-unit|--to-unit|--invalid|-d|--delimiter|--header")]),
    Spec::read("od", "dump files in octal and other formats").flags(OD_FLAGS),
    Spec::inert("pagesize", "print the memory page size"),
    Spec::read("paste", "merge lines of files").flags(&[opt("-d|--delimiters")]),
    Spec::inert("pathchk", "check whether file names are valid"),
    Spec::inert("pinky", "print user information"),
    Spec::read("plocate", "find files by name in a database").flags(&[danger_opt("-d|--database", ReadsValue), opt("-l|--limit|-n")]).operands(Operands::Data),
    Spec::inert("popd", "pop the directory stack (builtin)"),
    Spec::read("pr", "paginate files for printing").flags(PR_FLAGS),
    Spec::read("printenv", "print environment variables"),
    Spec::inert("printf", "format and print its arguments").hook(printf_hook).open_flags(),
    Spec::read("ps", "list processes").flags(&[opt("-o|-p|-u|-U|-g|-G|-C|-t|--pid|--ppid|--user|--sort|--format|-O")]).operands(Operands::Data),
    Spec::inert("pushd", "push a directory on the stack and change to it (builtin)"),
    Spec::inert("pwd", "print the working directory"),
    Spec::inert("read", "read a line into variables (builtin)").flags(&[opt("-a|-d|-i|-n|-N|-p|-t|-u")]),
    Spec::read("readlink", "print the target of a symbolic link"),
    Spec::read("realpath", "print the resolved absolute path").flags(REALPATH_FLAGS),
    Spec::new("rename", Kind::Exec, Operands::Data, "rename files (the Perl version runs its expression as code)"),
    Spec::inert("return", "return from a function (builtin)"),
    Spec::read("rev", "reverse characters of each line"),
    Spec::new("rm", Kind::Delete, Operands::Delete, "remove files (recursive deletes of /, ~ or system directories are denied)").flags(RM_FLAGS).hook(rm_hook),
    Spec::new("rmdir", Kind::Delete, Operands::Delete, "remove empty directories").flags(&[flag("-p|--parents")]),
    Spec::read("sdiff", "side-by-side diff (`-o FILE` writes the interactive merge)").flags(&[danger_opt("-o|--output", WritesValue), opt("-w|--width|-I|--ignore-matching-lines|--tabsize|--diff-program")]),
    Spec::inert("seq", "print a sequence of numbers").flags(&[opt("-f|--format|-s|--separator")]),
    Spec::inert("set", "set shell options or positional parameters (builtin)"),
    Spec::read("sha1", "BSD sha1: print SHA-1 checksums").flags(&[opt("-s")]),
    Spec::read("sha1sum", "print SHA-1 checksums of files"),
    Spec::read("sha224", "BSD sha224: print checksums").flags(&[opt("-s")]),
    Spec::read("sha224sum", "print SHA-224 checksums of files"),
    Spec::read("sha256", "BSD sha256: print checksums").flags(&[opt("-s")]),
    Spec::read("sha256sum", "print SHA-256 checksums of files"),
    Spec::read("sha384", "BSD sha384: print checksums").flags(&[opt("-s")]),
    Spec::read("sha384sum", "print SHA-384 checksums of files"),
    Spec::read("sha512", "BSD sha512: print checksums").flags(&[opt("-s")]),
    Spec::read("sha512sum", "print SHA-512 checksums of files"),
    Spec::read("shasum", "print SHA checksums of files").flags(&[opt("-a|--algorithm")]),
    Spec::inert("shift", "shift positional parameters (builtin)"),
    Spec::inert("shopt", "set shell options (builtin; `expand_aliases` is tracked)"),
    Spec::new("shred", Kind::Delete, Operands::Delete, "overwrite files to hide their contents").flags(&[opt("-n|--iterations|-s|--size|--random-source"), flag("-u|--remove")]),
    Spec::read("shuf", "shuffle lines").flags(&[danger_opt("-o|--output", WritesValue), opt("-n|--head-count|-i|--input-range|--random-source")]),
    Spec::inert("sleep", "wait for a time"),
    Spec::read("sort", "sort lines of files (`-o` writes, `--compress-program` runs a program)").flags(SORT_FLAGS),
    Spec::read("split", "split a file into pieces (writes the pieces)").flags(SPLIT_FLAGS).hook(writes_always),
    Spec::new("srm", Kind::Delete, Operands::Delete, "secure remove: overwrite, then remove files (like rm)").flags(RM_FLAGS).hook(rm_hook),
    Spec::read("stat", "print file status").flags(STAT_FLAGS),
    Spec::read("strings", "print printable strings in files").flags(&[opt("-n|--bytes|-t|--radix|-e|--encoding|-s|--output-separator")]),
    Spec::read("sum", "print checksums of files"),
    Spec::inert("sync", "flush file system buffers"),
    Spec::read("tac", "print files with lines reversed").flags(&[opt("-s|--separator")]),
    Spec::read("tail", "print the last lines of files").flags(TAIL_FLAGS),
    Spec::new("tee", Kind::Write, Operands::Write, "copy stdin to files and stdout").flags(TEE_FLAGS),
    Spec::read("test", "test a condition (builtin)").operands(Operands::Data).open_flags(),
    Spec::inert("times", "print process times (builtin)"),
    Spec::new("touch", Kind::Write, Operands::Write, "create files or change their times").flags(TOUCH_FLAGS),
    Spec::read("tr", "translate characters from stdin").flags(TR_FLAGS).operands(Operands::Data),
    Spec::read("tree", "list directories as a tree").flags(&[opt("-L|-P|-I|--charset|--filelimit|--timefmt|--sort|-H|-T"), danger_opt("-o", WritesValue)]),
    Spec::inert("true", "do nothing, successfully").open_flags(),
    Spec::new("truncate", Kind::Write, Operands::Write, "shrink or extend files").flags(TRUNCATE_FLAGS),
    Spec::read("tsort", "topological sort"),
    Spec::inert("tty", "print the terminal name"),
    Spec::inert("type", "describe how a name would be run (builtin)"),
    Spec::inert("ulimit", "print or set resource limits (builtin)"),
    Spec::inert("umask", "print or set the file mode mask (builtin)"),
    Spec::inert("unalias", "remove aliases (builtin)"),
    Spec::inert("uname", "print system information"),
    Spec::read("unexpand", "convert spaces to tabs"),
    Spec::read("uniq", "report or omit repeated lines (a second operand is written)").flags(UNIQ_FLAGS).hook(uniq_hook),
    Spec::new("unlink", Kind::Delete, Operands::Delete, "remove one file"),
    Spec::inert("unset", "unset variables or functions (builtin)"),
    Spec::new("updatedb", Kind::System, Operands::Data, "rebuild the locate database"),
    Spec::inert("uptime", "print how long the system has run"),
    Spec::inert("users", "print logged-in users"),
    Spec::read("vdir", "list directory contents verbosely").flags(LS_FLAGS),
    Spec::inert("wait", "wait for background jobs (builtin)"),
    Spec::read("wc", "count lines, words and bytes").flags(WC_FLAGS),
    Spec::inert("whereis", "locate a command's binary, source and manual"),
    Spec::inert("which", "locate a command"),
    Spec::inert("who", "print who is logged in"),
    Spec::inert("whoami", "print the user name"),
    Spec::read("xxd", "hex dump a file (`-r` with an output operand writes)").flags(XXD_FLAGS).hook(xxd_hook),
    Spec::inert("yes", "print a string repeatedly"),
];

/// Strips trailing glob components: `/etc/*` → `/etc`, `~/.*` → `~`.
pub fn glob_base(path: &str) -> String {
    let mut parts: Vec<&str> = path.split('/').collect();
    if let Some(i) = parts.iter().position(|p| p.contains(['*', '?', '['])) {
        parts.truncate(i);
    }
    let joined = parts.join("/");
    if joined.is_empty() && path.starts_with('/') {
        "/".to_string()
    } else if joined.is_empty() {
        ".".to_string()
    } else {
        joined
    }
}

/// The catastrophic reason for recursively destroying `path`, if any.
pub fn catastrophic_target(path: &str) -> Option<(&'static str, String)> {
    let p = paths::normalize(path);
    if p == "/" {
        return Some(("delete.recursive-root", "/".into()));
    }
    if p == "~"
        || p == "/root"
        || p.starts_with("/home/") && p.matches('/').count() == 2
        || p.starts_with("/Users/") && p.matches('/').count() == 2
    {
        return Some(("delete.recursive-home", p));
    }
    if paths::is_critical_dir(&p) {
        return Some(("delete.recursive-system", p));
    }
    None
}

fn rm_hook(ctx: &mut Ctx) {
    let recursive = ctx.has("-r|-R|--recursive");
    if !recursive {
        return;
    }
    for arg in ctx.operands() {
        let p = ctx.resolve_path(arg);
        if p.dynamic && !(arg.home && arg.value.is_some()) {
            continue;
        }
        let base = if p.glob { glob_base(&p.path) } else { p.path.clone() };
        if let Some((code, what)) = catastrophic_target(&base) {
            let everything = if p.glob { " (everything in it)" } else { "" };
            ctx.add(code, format!("recursive delete of `{what}`{everything}"), Decision::Deny);
            ctx.effect("delete");
        }
    }
}

/// `date [MMDDhhmm[[CC]YY][.ss]]`: an operand that is not `+FORMAT` sets the clock.
fn date_hook(ctx: &mut Ctx) {
    if ctx.operands().iter().any(|a| a.value().is_none_or(|v| !v.starts_with('+'))) {
        ctx.effect("system");
        ctx.add("system.flag", "a date operand sets the system clock", Decision::Ask);
    }
}

fn perm_hook(ctx: &mut Ctx) {
    if !ctx.has("-R|--recursive") {
        return;
    }
    let skip = if ctx.has("--reference") { 0 } else { 1 };
    for arg in ctx.operands().into_iter().skip(skip) {
        let p = ctx.resolve_path(arg);
        if p.dynamic {
            continue;
        }
        let base = if p.glob { glob_base(&p.path) } else { p.path.clone() };
        if catastrophic_target(&base).is_some() {
            let name = ctx.arg(0).text.clone();
            ctx.add("system.perm-root", format!("recursive `{name}` of `{base}`"), Decision::Deny);
        }
    }
}

fn mv_hook(ctx: &mut Ctx) {
    let ops = ctx.operands();
    let n = ops.len();
    for (i, arg) in ops.into_iter().enumerate() {
        if i + 1 == n && ctx.value("-t|--target-directory").is_none() {
            break;
        }
        let p = ctx.resolve_path(arg);
        if p.dynamic {
            continue;
        }
        let base = if p.glob { glob_base(&p.path) } else { p.path.clone() };
        if let Some((code, what)) = catastrophic_target(&base) {
            ctx.add(code, format!("moves `{what}` away"), Decision::Deny);
        }
    }
}

fn dd_hook(ctx: &mut Ctx) {
    let mut wrote = false;
    for arg in ctx.inv.argv.iter().skip(ctx.args_start) {
        let Some(v) = arg.value() else {
            if arg.text.starts_with("of=") {
                let mut a = arg.clone();
                a.shape = Some(arg.text[3..].to_string());
                ctx.path(&a, PathAccess::Write);
                wrote = true;
            }
            continue;
        };
        if let Some(target) = v.strip_prefix("of=") {
            let mut a = arg.clone();
            a.value = Some(target.to_string());
            ctx.path(&a, PathAccess::Write);
            wrote = true;
        } else if let Some(source) = v.strip_prefix("if=") {
            let mut a = arg.clone();
            a.value = Some(source.to_string());
            ctx.path(&a, PathAccess::Read);
        }
    }
    if !wrote {
        // Without `of=`, dd writes to stdout only. Reasons from `if=`, redirects and the
        // environment stay.
        super::clear_effects(ctx);
    }
}

/// find primaries without a value.
const FIND_NOARG: &[&str] = &[
    "-a",
    "-and",
    "-o",
    "-or",
    "-not",
    "-true",
    "-false",
    "-empty",
    "-nouser",
    "-nogroup",
    "-readable",
    "-writable",
    "-executable",
    "-depth",
    "-d",
    "-prune",
    "-quit",
    "-mount",
    "-xdev",
    "-x",
    "-follow",
    "-noleaf",
    "-daystart",
    "-ignore_readdir_race",
    "-noignore_readdir_race",
    "-warn",
    "-nowarn",
    "-print",
    "-print0",
    "-ls",
    "-delete",
    "-help",
    "--help",
    "-version",
    "--version",
    "-H",
    "-L",
    "-P",
    "-E",
    "-s",
    "-X",
    "-acl",
    "-xattr",
    "-sparse",
];
/// find primaries that take one value.
const FIND_ONEARG: &[&str] = &[
    "-name",
    "-iname",
    "-path",
    "-ipath",
    "-wholename",
    "-iwholename",
    "-regex",
    "-iregex",
    "-regextype",
    "-type",
    "-xtype",
    "-size",
    "-newer",
    "-anewer",
    "-cnewer",
    "-mtime",
    "-mmin",
    "-atime",
    "-amin",
    "-ctime",
    "-cmin",
    "-used",
    "-user",
    "-group",
    "-uid",
    "-gid",
    "-perm",
    "-links",
    "-inum",
    "-samefile",
    "-lname",
    "-ilname",
    "-maxdepth",
    "-mindepth",
    "-fstype",
    "-context",
    "-printf",
    "-Bmin",
    "-Btime",
    "-Bnewer",
    "-flags",
    "-xattrname",
    "-f",
    "-files0-from",
];

/// find's expression: `-delete`, `-exec rm`, `-fprint FILE` are checked, and anything we
/// cannot read (a word known only at run time, a glob that could expand to `-delete`, a
/// primary we do not know) asks.
fn find_hook(ctx: &mut Ctx) {
    let argv = &ctx.inv.argv[ctx.args_start..];
    let mut starts = Vec::new();
    let mut unclear: Option<String> = None;
    let mut i = 0;
    // Leading options -H -L -P -D x -Ox.
    while i < argv.len() {
        match argv[i].value() {
            Some("-H" | "-L" | "-P" | "-E" | "-X" | "-s" | "-x") => i += 1,
            Some("-D" | "-f") => i += 2,
            Some(v) if v.starts_with("-O") => i += 1,
            _ => break,
        }
    }
    while i < argv.len() {
        match argv[i].value() {
            Some(v) if v.starts_with('-') || v == "(" || v == "!" || v == ")" => break,
            _ => {
                if argv[i].value.is_none() || argv[i].glob && argv[i].text.starts_with(['*', '?', '[']) {
                    unclear.get_or_insert_with(|| argv[i].text.clone());
                }
                starts.push(argv[i].clone());
                i += 1;
            }
        }
    }
    if ctx.inv.extra_operands {
        // `xargs find ...`: words from stdin are appended and may be actions.
        unclear.get_or_insert_with(|| "arguments appended by xargs".to_string());
    }
    let mut deletes = false;
    let mut exec_delete = false;
    let mut writes: Vec<crate::resolve::Arg> = Vec::new();
    while i < argv.len() {
        let a = &argv[i];
        let Some(v) = a.value() else {
            unclear.get_or_insert_with(|| a.text.clone());
            i += 1;
            continue;
        };
        if a.glob && v.starts_with(['*', '?', '[']) {
            unclear.get_or_insert_with(|| a.text.clone());
        }
        match v {
            "(" | ")" | "!" | "," | "\\(" | "\\)" => i += 1,
            "-delete" => {
                deletes = true;
                i += 1;
            }
            "-fprint" | "-fprint0" | "-fls" => {
                if let Some(target) = argv.get(i + 1) {
                    writes.push(target.clone());
                }
                i += 2;
            }
            "-fprintf" => {
                if let Some(target) = argv.get(i + 1) {
                    writes.push(target.clone());
                }
                i += 3;
            }
            "-exec" | "-execdir" | "-ok" | "-okdir" => {
                let cmd =
                    argv.get(i + 1).and_then(|a| a.value()).map(|c| c.rsplit('/').next().unwrap_or(c).to_string());
                if matches!(cmd.as_deref(), Some("rm" | "shred" | "unlink" | "rmdir")) {
                    exec_delete = true;
                }
                i += 1;
                while i < argv.len() && !matches!(argv[i].value(), Some(";" | "+")) {
                    i += 1;
                }
                i += 1;
            }
            _ if FIND_NOARG.contains(&v) => i += 1,
            _ if FIND_ONEARG.contains(&v) || v.starts_with("-newer") => {
                if let Some(val) = argv.get(i + 1)
                    && val.value.is_none()
                    && !val.text.starts_with('"')
                {
                    unclear.get_or_insert_with(|| val.text.clone());
                }
                i += 2;
            }
            _ if v.starts_with('-') => {
                unclear.get_or_insert_with(|| v.to_string());
                i += 1;
            }
            _ => i += 1,
        }
    }
    for t in writes {
        ctx.path(&t, PathAccess::Write);
    }
    if starts.is_empty() {
        starts.push(crate::resolve::Arg::lit(".", ctx.span()));
    }
    for s in &starts {
        ctx.path(s, PathAccess::Read);
    }
    if let Some(word) = unclear {
        ctx.effect("unknown");
        ctx.add(
            "ask.flag",
            format!("`find ... {word}`: a primary we do not know, or a word that may expand to one (`-delete`)"),
            Decision::Ask,
        );
    }
    if deletes {
        ctx.effect("delete");
        ctx.add("delete.flag", "`find -delete` deletes what it finds", Decision::Ask);
    }
    if deletes || exec_delete {
        for s in &starts {
            let p = ctx.resolve_path(s);
            if p.dynamic {
                continue;
            }
            if let Some((code, what)) = catastrophic_target(&p.path) {
                ctx.add(code, format!("`find {what}` deletes what it finds under `{what}`"), Decision::Deny);
            }
        }
    }
}

fn kill_hook(ctx: &mut Ctx) {
    let argv = &ctx.inv.argv[ctx.args_start..];
    let mut i = 0;
    let mut signal_seen = false;
    while i < argv.len() {
        let v = argv[i].value().unwrap_or("");
        match v {
            "-s" | "-n" | "--signal" => {
                i += 2;
                signal_seen = true;
                continue;
            }
            // Listing signal names signals nothing.
            "-l" | "-L" | "--list" | "--table" => {
                super::clear_effects(ctx);
                return;
            }
            "--" => {
                i += 1;
                break;
            }
            _ if v.starts_with('-') && !signal_seen && v.len() > 1 => {
                signal_seen = true;
                i += 1;
                continue;
            }
            _ => break,
        }
    }
    for a in &argv[i.min(argv.len())..] {
        if a.value() == Some("-1") {
            ctx.add("system.kill-all", "signals every process (`-1`)", Decision::Deny);
        }
    }
}

fn uniq_hook(ctx: &mut Ctx) {
    let ops = ctx.operands();
    if let Some(out) = ops.get(1) {
        ctx.path(out, PathAccess::Write);
    }
}

fn xxd_hook(ctx: &mut Ctx) {
    let ops = ctx.operands();
    if let Some(out) = ops.get(1) {
        ctx.path(out, PathAccess::Write);
    }
}

fn hostname_hook(ctx: &mut Ctx) {
    let has_operand = !ctx.operands().is_empty();
    if has_operand {
        ctx.effect("system");
        ctx.add("system.change", "`hostname NAME` sets the host name", Decision::Ask);
    }
}

fn printf_hook(ctx: &mut Ctx) {
    // `printf -v NAME` assigns a variable: harmless. Nothing else to check.
    let _ = ctx;
}

fn history_hook(ctx: &mut Ctx) {
    if ctx.inv.argv.iter().skip(1).any(|a| {
        a.value()
            .is_some_and(|v| v.starts_with("-c") || v.starts_with("-d") || v.starts_with("-w") || v.starts_with("-a"))
    }) {
        ctx.effect("write");
        ctx.add("write.command", "`history` with -c/-d/-w/-a changes the history", Decision::Ask);
    }
}

fn mktemp_hook(ctx: &mut Ctx) {
    if ctx.has("-u|--dry-run") {
        // Only prints a name.
        super::clear_effects(ctx);
        return;
    }
    ctx.effect("write");
    ctx.add("write.command", "`mktemp` creates a file or directory", Decision::Ask);
}

fn dua_hook(ctx: &mut Ctx) {
    if ctx.inv.argv.iter().skip(1).any(|a| a.value().is_none_or(|v| matches!(v, "i" | "interactive"))) {
        ctx.effect("delete");
        ctx.add("delete.command", "`dua interactive` can delete what it shows", Decision::Ask);
    }
}

fn writes_always(ctx: &mut Ctx) {
    let name = ctx.out.matched.join(" ");
    ctx.effect("write");
    ctx.add("write.command", format!("`{name}` writes output files"), Decision::Ask);
}
