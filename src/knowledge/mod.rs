//! knowledge: what each command does, as data (DESIGN §4).
//!
//! One [`Spec`] per command, in one module per family, each with a one-line doc. A spec
//! gives the base effect ([`Kind`]), the flags that take values or change the effect, what
//! its operands are (read, written, deleted, URLs, a command to run), its subcommands (which
//! are specs too), and optionally a hook for genuinely odd commands. Wrappers and shells are
//! described in `crate::resolve::wrappers`, not here.
//!
//! To add a command: add one entry to the family's table (kept sorted; a test checks) and one
//! corpus case. This module must not look at the shell syntax: it sees argv only.

pub mod archive;
pub mod build;
pub mod cloud;
pub mod containers;
pub mod coreutils;
pub mod lang;
pub mod net;
pub mod pkg;
pub mod shell;
pub mod sysinfo;
pub mod system;
pub mod text;
pub mod vcs;

use crate::classify::Ctx;

/// The base effect of a command or subcommand.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// Changes nothing and reads nothing of note (`echo`, `true`, `pwd`).
    Inert,
    /// Reads files or state, writes only to stdout.
    Read,
    /// Writes or creates files (operands say which).
    Write,
    /// Deletes files.
    Delete,
    /// Runs code that is not visible in the command text (build tools, interpreters).
    Exec,
    /// Reaches the network.
    Network,
    /// Changes system or process state (services, users, kill, mount).
    System,
    /// Acts with raised privilege.
    Privilege,
    /// Not safe to decide: ask with the spec's own reason.
    Ask(&'static str),
}

/// What a flag does when present.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FlagEffect {
    /// Only shapes the output; harmless.
    Plain,
    /// Its value is a path that is read.
    ReadsValue,
    /// Its value is a path that is written.
    WritesValue,
    /// The command writes files (in place, or operands become outputs).
    Writes,
    /// The command deletes files.
    Deletes,
    /// Runs a program or code (its value or something configured).
    Exec,
    /// Reaches the network.
    Network,
    /// Turns the command into something we do not model: ask.
    Ask,
    /// Operands after this flag are read paths (e.g. `grep -e PAT FILE...`: no pattern operand).
    PatternGiven,
    /// Its value is a file of patterns or a script that is read (`grep -f FILE`, `sed -f`):
    /// the path is classified as a read, and operands after it are read paths.
    PatternFile,
    /// Changes system state.
    System,
}

/// A flag, with its spellings separated by `|` (`"-o|--output"`).
#[derive(Debug, Clone, Copy)]
pub struct Flag {
    pub names: &'static str,
    /// Takes a value (`-o FILE`, `-oFILE`, `--output=FILE`).
    pub value: bool,
    pub effect: FlagEffect,
}

impl Flag {
    pub const fn new(names: &'static str, value: bool, effect: FlagEffect) -> Flag {
        Flag { names, value, effect }
    }
}

/// Shorthands for table entries.
pub const fn flag(names: &'static str) -> Flag {
    Flag::new(names, false, FlagEffect::Plain)
}
pub const fn opt(names: &'static str) -> Flag {
    Flag::new(names, true, FlagEffect::Plain)
}
pub const fn danger(names: &'static str, effect: FlagEffect) -> Flag {
    Flag::new(names, false, effect)
}
pub const fn danger_opt(names: &'static str, effect: FlagEffect) -> Flag {
    Flag::new(names, true, effect)
}
/// A flag whose value is a pattern or script (`grep -e PAT`): operands after it are paths.
pub const fn pattern(names: &'static str) -> Flag {
    Flag::new(names, true, FlagEffect::PatternGiven)
}
/// A flag whose value is a file of patterns or a script (`grep -f FILE`): read, and operands
/// after it are paths.
pub const fn pattern_file(names: &'static str) -> Flag {
    Flag::new(names, true, FlagEffect::PatternFile)
}

/// What the operands (non-flag arguments) are.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Operands {
    /// Data, not paths (`echo hello`).
    Data,
    /// Paths that are read.
    Read,
    /// Paths that are written or created.
    Write,
    /// Paths that are deleted.
    Delete,
    /// The last operand is written, the others read (`cp a b`).
    ReadThenWrite,
    /// The last operand is written, the others deleted/moved (`mv a b`).
    MoveTo,
    /// The first operand is a pattern or script, the rest are read (`grep PAT FILE`).
    PatternThenRead,
    /// URLs or hosts.
    Hosts,
    /// Paths whose metadata changes (`chmod MODE FILE`: first operand is the mode).
    ModeThenChange,
}

/// A hook for what tables cannot say; it may add reasons, paths and effects.
pub type Hook = fn(&mut Ctx);

/// One command (or subcommand).
#[derive(Debug, Clone, Copy)]
pub struct Spec {
    pub name: &'static str,
    pub doc: &'static str,
    pub kind: Kind,
    pub operands: Operands,
    pub flags: &'static [Flag],
    pub subcommands: &'static [Spec],
    /// With subcommands: what an unknown subcommand means (usually ask).
    pub unknown_sub: Kind,
    pub hook: Option<Hook>,
    /// Flags we do not know are harmless here (`echo -x` prints `-x`). Otherwise a read-only
    /// or inert command asks on a flag missing from its table: our flag list is the
    /// allowlist, since an unknown flag may write, run or reach the network.
    pub open_flags: bool,
}

impl Spec {
    pub const fn new(name: &'static str, kind: Kind, operands: Operands, doc: &'static str) -> Spec {
        Spec {
            name,
            doc,
            kind,
            operands,
            flags: &[],
            subcommands: &[],
            unknown_sub: Kind::Ask("unknown.subcommand"),
            hook: None,
            open_flags: false,
        }
    }
    /// A read-only command whose operands are read paths.
    pub const fn read(name: &'static str, doc: &'static str) -> Spec {
        Spec::new(name, Kind::Read, Operands::Read, doc)
    }
    /// A command that only prints its arguments or state.
    pub const fn inert(name: &'static str, doc: &'static str) -> Spec {
        Spec::new(name, Kind::Inert, Operands::Data, doc)
    }
    pub const fn flags(mut self, flags: &'static [Flag]) -> Spec {
        self.flags = flags;
        self
    }
    pub const fn subs(mut self, subs: &'static [Spec]) -> Spec {
        self.subcommands = subs;
        self
    }
    pub const fn hook(mut self, hook: Hook) -> Spec {
        self.hook = Some(hook);
        self
    }
    pub const fn unknown_sub(mut self, kind: Kind) -> Spec {
        self.unknown_sub = kind;
        self
    }
    pub const fn operands(mut self, operands: Operands) -> Spec {
        self.operands = operands;
        self
    }
    /// Any flag is harmless: arguments starting with `-` are data or cannot change the effect.
    pub const fn open_flags(mut self) -> Spec {
        self.open_flags = true;
        self
    }
    /// Does a flag missing from the table make this spec ask? Only read-only and inert specs
    /// check: every other kind asks already.
    pub const fn closed_flags(&self) -> bool {
        !self.open_flags && matches!(self.kind, Kind::Read | Kind::Inert)
    }
}

/// Every family's table. Each must be sorted by name (a test checks).
pub const FAMILIES: &[(&str, &[Spec])] = &[
    ("archive", archive::COMMANDS),
    ("build", build::COMMANDS),
    ("cloud", cloud::COMMANDS),
    ("containers", containers::COMMANDS),
    ("coreutils", coreutils::COMMANDS),
    ("lang", lang::COMMANDS),
    ("net", net::COMMANDS),
    ("pkg", pkg::COMMANDS),
    ("shell", shell::COMMANDS),
    ("sysinfo", sysinfo::COMMANDS),
    ("system", system::COMMANDS),
    ("text", text::COMMANDS),
    ("vcs", vcs::COMMANDS),
];

/// The families in the order `lookup` searches them: the ones agents use most first (names
/// are unique across families, so the order changes only the cost, not the answer).
const LOOKUP_ORDER: &[&[Spec]] = &[
    coreutils::COMMANDS,
    text::COMMANDS,
    vcs::COMMANDS,
    build::COMMANDS,
    lang::COMMANDS,
    pkg::COMMANDS,
    shell::COMMANDS,
    net::COMMANDS,
    archive::COMMANDS,
    sysinfo::COMMANDS,
    containers::COMMANDS,
    system::COMMANDS,
    cloud::COMMANDS,
];

/// Finds the spec for a command name (the basename of a path-qualified system command).
pub fn lookup(name: &str) -> Option<&'static Spec> {
    for table in LOOKUP_ORDER {
        if let Ok(i) = table.binary_search_by(|s| s.name.cmp(name)) {
            return Some(&table[i]);
        }
    }
    None
}

/// Finds a subcommand spec.
pub fn lookup_sub<'a>(spec: &'a Spec, name: &str) -> Option<&'a Spec> {
    spec.subcommands.iter().find(|s| s.name.split('|').any(|n| n == name))
}

/// One parsed argument of an invocation.
#[derive(Debug, Clone)]
pub enum ParsedArg<'a> {
    /// A known flag, with its value if it takes one.
    Flag { flag: &'a Flag, value: Option<String>, index: usize },
    /// A flag we do not know.
    Unknown { text: String, index: usize },
    /// A non-flag argument.
    Operand { index: usize },
}

/// Matches a long option against the known ones, accepting unique GNU abbreviations and
/// (conservatively) any abbreviation of a flag that changes the effect.
pub fn find_long<'a>(flags: &'a [Flag], name: &str) -> Option<&'a Flag> {
    let mut exact = None;
    let mut prefix_hits: Vec<&Flag> = Vec::new();
    for f in flags {
        for n in f.names.split('|') {
            if !n.starts_with("--") {
                continue;
            }
            if n == name {
                exact = Some(f);
            } else if name.len() >= 3 && n.starts_with(name) {
                prefix_hits.push(f);
            }
        }
    }
    if exact.is_some() {
        return exact;
    }
    // An abbreviation that could mean a dangerous flag is taken as that flag.
    prefix_hits.iter().copied().find(|f| f.effect != FlagEffect::Plain).or(if prefix_hits.len() == 1 {
        Some(prefix_hits[0])
    } else {
        None
    })
}

fn find_short(flags: &[Flag], c: char) -> Option<&Flag> {
    // On the hot path (every letter of every cluster, tables of a hundred spellings): one
    // pass over the bytes instead of splitting on `|`.
    let mut buf = [0u8; 4];
    let want = c.encode_utf8(&mut buf).as_bytes();
    flags.iter().find(|f| {
        let names = f.names.as_bytes();
        let mut start = 0;
        while start < names.len() {
            let end = names[start..].iter().position(|&b| b == b'|').map_or(names.len(), |p| start + p);
            let name = &names[start..end];
            if name.len() == want.len() + 1 && name[0] == b'-' && &name[1..] == want {
                return true;
            }
            start = end + 1;
        }
        false
    })
}

/// Finds single-dash long options (`find -delete`, `java -jar`).
fn find_single_dash<'a>(flags: &'a [Flag], name: &str) -> Option<&'a Flag> {
    flags.iter().find(|f| f.names.split('|').any(|n| n == name))
}

/// Parses `args` (argv after the command or subcommand name) against `flags`.
/// `values` are the static values (`None` for dynamic words). Stops option parsing at `--`.
pub fn parse_args<'a>(flags: &'a [Flag], values: &[Option<&str>], first_index: usize) -> Vec<ParsedArg<'a>> {
    let mut out = Vec::new();
    let mut i = 0;
    let mut only_operands = false;
    while i < values.len() {
        let index = first_index + i;
        let Some(arg) = values[i] else {
            out.push(ParsedArg::Operand { index });
            i += 1;
            continue;
        };
        if only_operands || arg == "-" || !arg.starts_with('-') {
            out.push(ParsedArg::Operand { index });
            i += 1;
            continue;
        }
        if arg == "--" {
            only_operands = true;
            i += 1;
            continue;
        }
        // `head -5`, `tail -20`: a count written as a flag, where the table lists `-NUM`.
        if arg.len() > 1
            && arg[1..].bytes().all(|b| b.is_ascii_digit())
            && let Some(f) = find_single_dash(flags, "-NUM")
        {
            out.push(ParsedArg::Flag { flag: f, value: Some(arg[1..].to_string()), index });
            i += 1;
            continue;
        }
        // Single-dash long options (`-name`, `-noout`); `-x` and `--x` are found below.
        if arg.len() > 2
            && !arg.starts_with("--")
            && let Some(f) = find_single_dash(flags, arg.split('=').next().unwrap_or(arg))
        {
            let inline = arg.split_once('=').map(|(_, v)| v.to_string());
            let value = if f.value && inline.is_none() {
                i += 1;
                values.get(i).map(|v| v.unwrap_or("").to_string())
            } else {
                inline
            };
            out.push(ParsedArg::Flag { flag: f, value, index });
            i += 1;
            continue;
        }
        if arg.starts_with("--") {
            let (name, inline) = match arg.split_once('=') {
                Some((n, v)) => (n, Some(v.to_string())),
                None => (arg, None),
            };
            match find_long(flags, name) {
                Some(f) => {
                    let value = if f.value && inline.is_none() {
                        i += 1;
                        values.get(i).map(|v| v.unwrap_or("").to_string())
                    } else {
                        inline
                    };
                    out.push(ParsedArg::Flag { flag: f, value, index });
                }
                None => out.push(ParsedArg::Unknown { text: arg.to_string(), index }),
            }
            i += 1;
            continue;
        }
        // A cluster of short flags: `-rf`, `-n5`, `-Psh`.
        let chars: Vec<char> = arg.chars().skip(1).collect();
        let mut j = 0;
        while j < chars.len() {
            match find_short(flags, chars[j]) {
                Some(f) if f.value => {
                    let rest: String = chars[j + 1..].iter().collect();
                    let value = if rest.is_empty() {
                        i += 1;
                        values.get(i).map(|v| v.unwrap_or("").to_string())
                    } else {
                        Some(rest)
                    };
                    out.push(ParsedArg::Flag { flag: f, value, index });
                    break;
                }
                Some(f) => out.push(ParsedArg::Flag { flag: f, value: None, index }),
                None => out.push(ParsedArg::Unknown { text: format!("-{}", chars[j]), index }),
            }
            j += 1;
        }
        i += 1;
    }
    out
}

/// `CMD --version`, `CMD --help` (and `-V`, `-h`, `-v` where they mean that) as the only
/// argument of a known command print and exit. `-V`/`-h` count only for commands whose
/// base effect is not a system, privilege or delete change (`shutdown -h` halts); `-v`
/// only for commands where it is the version (elsewhere it is verbose or a mode:
/// `python -v` starts a REPL, `vim -v` opens the editor).
pub fn is_help_or_version(spec: &Spec, arg: Option<&str>) -> bool {
    let Some(arg) = arg else { return false };
    match arg {
        "--version" | "--help" | "-version" | "-help" => true,
        "-V" | "-h" => !matches!(spec.kind, Kind::System | Kind::Privilege | Kind::Delete | Kind::Ask(_)),
        "-v" => matches!(
            spec.name,
            "bun"
                | "clang"
                | "clang++"
                | "docker"
                | "g++"
                | "gcc"
                | "git"
                | "gmake"
                | "make"
                | "node"
                | "npm"
                | "perl"
                | "pnpm"
                | "podman"
                | "yarn"
        ),
        "--list" => spec.name == "cargo",
        _ => false,
    }
}

/// Undoes the base effect of a spec when a hook finds the invocation harmless (`tool
/// --version`, `fmt --check`): drops the reasons the base kind added and the effects no
/// remaining reason explains. Reasons from redirects, the environment and flags stay.
pub fn clear_effects(ctx: &mut Ctx) {
    const BASE: &[&str] = &[
        "delete.command",
        "exec.editor",
        "exec.runs-code",
        "net.access",
        "privilege.escalation",
        "system.change",
        "unknown.subcommand",
        "write.command",
    ];
    let out = &mut ctx.out;
    out.reasons.retain(|r| !BASE.contains(&r.code));
    out.decision = out.reasons.iter().map(|r| r.decision).max().unwrap_or_default();
    let explained = |e: &str, reasons: &[crate::report::Reason]| {
        reasons.iter().any(|r| {
            let prefix = r.code.split('.').next().unwrap_or("");
            match e {
                "write" => matches!(prefix, "write" | "disk"),
                "delete" => prefix == "delete",
                "exec" => prefix == "exec",
                "network" => prefix == "net",
                "system" => prefix == "system",
                "privilege" => prefix == "privilege",
                "unknown" => matches!(prefix, "unknown" | "ask"),
                _ => true,
            }
        })
    };
    let reasons = out.reasons.clone();
    out.effects.retain(|e| explained(e, &reasons));
    if !out.effects.contains(&"read") {
        out.effects.push("read");
    }
}

fn kind_str(kind: Kind) -> String {
    match kind {
        Kind::Inert => "inert".into(),
        Kind::Read => "read".into(),
        Kind::Write => "write".into(),
        Kind::Delete => "delete".into(),
        Kind::Exec => "exec".into(),
        Kind::Network => "network".into(),
        Kind::System => "system".into(),
        Kind::Privilege => "privilege".into(),
        Kind::Ask(code) => format!("ask ({code})"),
    }
}

fn effect_str(effect: FlagEffect) -> &'static str {
    match effect {
        FlagEffect::Plain | FlagEffect::PatternGiven => "",
        FlagEffect::ReadsValue | FlagEffect::PatternFile => "reads",
        FlagEffect::WritesValue | FlagEffect::Writes => "writes",
        FlagEffect::Deletes => "deletes",
        FlagEffect::Exec => "runs",
        FlagEffect::Network => "network",
        FlagEffect::Ask => "asks",
        FlagEffect::System => "system",
    }
}

fn md_escape(text: &str) -> String {
    text.replace('|', "\\|")
}

/// One table row per spec; subcommands are listed under their parent, indented by name.
fn md_spec(out: &mut String, path: &str, spec: &Spec) {
    let mut flags: Vec<String> = Vec::new();
    for f in spec.flags {
        let e = effect_str(f.effect);
        if !e.is_empty() {
            flags.push(format!("`{}` {e}", f.names.split('|').collect::<Vec<_>>().join(" ")));
        }
    }
    let hook = if spec.hook.is_some() { " (hook)" } else { "" };
    out.push_str(&format!(
        "| `{}` | {}{hook} | {} | {} |\n",
        md_escape(path),
        kind_str(spec.kind),
        md_escape(spec.doc),
        md_escape(&flags.join(", "))
    ));
    for sub in spec.subcommands {
        md_spec(out, &format!("{path} {}", sub.name), sub);
    }
    if !spec.subcommands.is_empty() {
        out.push_str(&format!(
            "| `{} *` | {} | any other subcommand | |\n",
            md_escape(path),
            kind_str(spec.unknown_sub)
        ));
    }
}

/// Renders `docs/commands.md` from the tables (`tests/docs_commands.rs` checks it is current).
pub fn markdown() -> String {
    let count: usize = FAMILIES.iter().map(|(_, t)| t.len()).sum();
    let mut out = format!(
        "# Known commands\n\nGenerated from `src/knowledge/*.rs` by `shanalyze::knowledge::markdown()`; \
         regenerate with `SHANALYZE_BLESS=1 cargo test --test docs_commands`.\n\n\
         {count} commands in {} families. The effect is the base effect of the command or \
         subcommand (DESIGN §5: inert and read allow; the others ask). `(hook)` marks entries \
         with code for forms tables cannot say. The last column lists the flags that change \
         the effect (reads/writes a path, runs a program, reaches the network, ...). A \
         read-only command's other flags only shape its output.\n",
        FAMILIES.len()
    );
    for (family, table) in FAMILIES {
        out.push_str(&format!(
            "\n## {family} ({} commands)\n\n| command | effect | what it does | flags that change the effect |\n|---|---|---|---|\n",
            table.len()
        ));
        for spec in *table {
            md_spec(&mut out, spec.name, spec);
        }
    }
    out
}

/// Iterates every spec (for docs and invariant tests).
pub fn all() -> impl Iterator<Item = (&'static str, &'static Spec)> {
    FAMILIES.iter().flat_map(|(family, table)| table.iter().map(move |s| (*family, s)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lookup_searches_every_family() {
        assert_eq!(LOOKUP_ORDER.len(), FAMILIES.len());
        for (_, table) in FAMILIES {
            assert!(LOOKUP_ORDER.iter().any(|t| std::ptr::eq(*t, *table)));
        }
    }

    #[test]
    fn tables_are_sorted_unique_and_documented() {
        let mut seen = std::collections::HashSet::new();
        for (family, table) in FAMILIES {
            for pair in table.windows(2) {
                assert!(pair[0].name < pair[1].name, "{family}: {} must sort before {}", pair[0].name, pair[1].name);
            }
            for spec in *table {
                assert!(seen.insert(spec.name), "{} is listed twice", spec.name);
                assert!(!spec.doc.trim().is_empty(), "{} has no doc", spec.name);
                for sub in spec.subcommands {
                    assert!(!sub.doc.trim().is_empty(), "{} {} has no doc", spec.name, sub.name);
                }
            }
        }
    }

    /// Every flag spelling starts with `-` or `+`, and no spelling is listed twice in one
    /// spec (the parser takes the first match, so a duplicate could hide a dangerous entry).
    #[test]
    fn flags_are_well_formed_and_unique() {
        fn check(path: &str, spec: &Spec) {
            let mut seen = std::collections::HashSet::new();
            for f in spec.flags {
                for n in f.names.split('|') {
                    assert!(n.starts_with('-') || n.starts_with('+'), "{path}: flag `{n}` is not a flag");
                    assert!(seen.insert(n), "{path}: flag `{n}` is listed twice");
                }
            }
            let mut subs = std::collections::HashSet::new();
            for sub in spec.subcommands {
                for n in sub.name.split('|') {
                    assert!(subs.insert(n), "{path}: subcommand `{n}` is listed twice");
                }
                check(&format!("{path} {}", sub.name), sub);
            }
        }
        for (_, spec) in all() {
            check(spec.name, spec);
        }
    }

    #[test]
    fn flag_parsing_handles_clusters_values_and_abbreviations() {
        const FLAGS: &[Flag] = &[
            flag("-r|--recursive"),
            flag("-f|--force"),
            opt("-n|--lines"),
            danger_opt("-o|--output", FlagEffect::WritesValue),
            danger_opt("--upload-pack", FlagEffect::Exec),
        ];
        let vals = [Some("-rfn5"), Some("--outp=x"), Some("--upload-p"), Some("y"), Some("--"), Some("-o")];
        let parsed = parse_args(FLAGS, &vals, 1);
        let names: Vec<String> = parsed
            .iter()
            .map(|p| match p {
                ParsedArg::Flag { flag, value, .. } => format!("{}={:?}", flag.names, value),
                ParsedArg::Unknown { text, .. } => format!("?{text}"),
                ParsedArg::Operand { index } => format!("#{index}"),
            })
            .collect();
        assert_eq!(
            names,
            [
                "-r|--recursive=None",
                "-f|--force=None",
                "-n|--lines=Some(\"5\")",
                "-o|--output=Some(\"x\")",
                "--upload-pack=Some(\"y\")",
                "#6"
            ]
        );
    }
}
