//! shell: builtins of bash and zsh that are not in `coreutils.rs`, and terminal and
//! session tools.
//!
//! Variable builtins (`export`, `declare`, `local`, ...) are inert unless they set a
//! variable that changes what later commands run or load (`export PATH=...`,
//! `declare -x LD_PRELOAD=...`): those ask like a prefix assignment. `source`, `eval`,
//! `trap`, `alias` and `exec` are handled by the resolver. Terminal multiplexers ask,
//! except for the verbs that only list sessions.
//!
//! Flags: each builtin lists its bash and zsh options; the ones that run code (`bind -x`,
//! `complete -C`/`-F`, `compgen -C`/`-F`, `enable -f`, `mapfile -C`) are dangers. `stty`
//! alone has open flags: its dash words are terminal settings (`-echo`, `-icanon`).

use super::FlagEffect::*;
use super::{Flag, Kind, Operands, Spec, danger_opt, flag, opt};
use crate::classify::Ctx;
use crate::report::Decision;

/// Variable builtins: dangerous assignments are flagged in `classify::declared_env`; a
/// word known only at run time may name any variable (`export $X`).
const fn vars(name: &'static str, doc: &'static str) -> Spec {
    Spec::inert(name, doc).flags(DECLARE_FLAGS).hook(dynamic_assign_hook)
}
const fn r(name: &'static str, doc: &'static str) -> Spec {
    Spec::new(name, Kind::Read, Operands::Data, doc).flags(TMUX_READ_FLAGS).hook(tmux_format_hook)
}

/// bash `declare`/`typeset`/`local`/`export`/`readonly` and zsh `typeset` attributes. The
/// `+x` forms start with `+` and are operands to the parser; the hook and
/// `classify::declared_env` judge the assignments.
const DECLARE_FLAGS: &[Flag] =
    &[flag("-a|-A|-f|-F|-g|-i|-I|-l|-n|-r|-t|-u|-x|-p|-E|-L|-R|-Z|-H|-T|-U|-h|-m|-M|--help")];
/// `compgen` and `complete`: `-C CMD` and `-F FUNC` run code on completion (checked in the
/// hooks, which also catch them glued to their value).
const COMPLETE_FLAGS: &[Flag] = &[
    danger_opt("-C|-F", Exec),
    opt("-o|-A|-G|-W|-X|-P|-S|-V"),
    flag("-a|-b|-c|-d|-e|-f|-g|-j|-k|-s|-u|-v|-p|-r|-D|-E|-I"),
];
/// `bind`: `-x` binds a key to a shell command and `-f` reads an inputrc (hook).
const BIND_FLAGS: &[Flag] = &[danger_opt("-x|-f", Exec), opt("-m|-q|-u|-r"), flag("-l|-p|-P|-v|-V|-s|-S|-X")];
/// `mapfile`/`readarray`: `-C CALLBACK` evaluates code every `-c` lines.
const MAPFILE_FLAGS: &[Flag] = &[danger_opt("-C", Exec), opt("-d|-n|-O|-s|-u|-c"), flag("-t")];
/// zsh `whence` and `where`.
const WHENCE_FLAGS: &[Flag] = &[opt("-x"), flag("-v|-c|-w|-p|-a|-m|-s|-S|-f")];
/// tmux read verbs: `-F` formats and `-f` filters are checked by the hook; `-t`, `-c`, `-b`
/// name targets; `display-message -I` feeds stdin to a pane.
const TMUX_READ_FLAGS: &[Flag] = &[
    danger_opt("-I", Ask),
    opt("-F|-f|-t|-c|-b|-d|-T"),
    flag("-a|-g|-h|-l|-N|-p|-v|-A|-H|-q|-w|-J|-P|-1|-r|-O|-C|-e|-E|-S|-B|-i|-s"),
];

/// Sorted by name.
pub const COMMANDS: &[Spec] = &[
    Spec::inert("alias", "list aliases (builtin; definitions are flagged by the resolver)")
        .flags(&[flag("-p|-g|-s|-r|-m|-L")]),
    Spec::inert("bg", "resume a job in the background (builtin)"),
    Spec::inert("bind", "show or set readline key bindings (builtin)").flags(BIND_FLAGS).hook(bind_hook),
    Spec::inert("caller", "print the call stack (builtin)"),
    Spec::inert("compgen", "print completion candidates (builtin)").flags(COMPLETE_FLAGS).hook(compgen_hook),
    Spec::inert("complete", "show or set completion specs (builtin; `-C` runs a command on completion)")
        .flags(COMPLETE_FLAGS)
        .hook(complete_hook),
    vars("declare", "declare variables (builtin; dangerous names such as PATH ask)"),
    Spec::inert("disown", "remove jobs from the job table (builtin)").flags(&[flag("-a|-h|-r")]),
    Spec::inert("enable", "list builtins (builtin; `-f` loads a shared object)")
        .flags(&[danger_opt("-f", Exec), opt("-d"), flag("-a|-n|-p|-s")])
        .hook(enable_hook),
    vars("export", "export variables (builtin; dangerous names such as PATH, LD_PRELOAD ask)"),
    Spec::new("fc", Kind::Exec, Operands::Data, "list (`-l`) or re-run history commands (builtin; editing runs them)")
        .hook(fc_hook),
    Spec::inert("fg", "resume a job in the foreground (builtin)"),
    Spec::inert("help", "show builtin help (builtin)").flags(&[flag("-d|-m|-s")]),
    vars("local", "declare function-local variables (builtin)"),
    Spec::inert("logout", "exit a login shell (builtin)"),
    Spec::inert("mapfile", "read lines into an array (builtin; `-C` runs a callback)").flags(MAPFILE_FLAGS),
    Spec::inert("readarray", "read lines into an array (builtin; `-C` runs a callback)").flags(MAPFILE_FLAGS),
    vars("readonly", "mark variables read-only (builtin)"),
    Spec::inert("reset", "reset the terminal").flags(&[opt("-e|-i|-k|-m"), flag("-c|-I|-Q|-q|-r|-s|-V|-w|-x")]),
    Spec::new("screen", Kind::Exec, Operands::Data, "terminal multiplexer (`-ls` lists sessions)").hook(screen_hook),
    Spec::new("script", Kind::Exec, Operands::Data, "record a shell session (runs a shell, writes a typescript)"),
    Spec::inert("stty", "print or change terminal settings (settings such as `-echo` start with a dash: open flags)")
        .open_flags(),
    Spec::inert("suspend", "suspend the shell (builtin)").flags(&[flag("-f")]),
    Spec::inert("tabs", "set terminal tab stops")
        .flags(&[opt("-T"), flag("-NUM|-a|-a2|-c|-c2|-c3|-f|-p|-s|-u|-d|-n|-V")]),
    Spec::new(
        "tmux",
        Kind::Exec,
        Operands::Data,
        "terminal multiplexer: runs commands (`ls`, `list-*`, `show-*` read)",
    )
    .subs(&[
        r("display-message|display", "print a message or format (`-p`)"),
        r("has-session|has", "check a session exists"),
        r("info", "show server information"),
        r("list-buffers|lsb", "list paste buffers"),
        r("list-clients|lsc", "list clients"),
        r("list-commands|lscm", "list commands"),
        r("list-keys|lsk", "list key bindings"),
        r("list-panes|lsp", "list panes"),
        r("list-sessions|ls", "list sessions"),
        r("list-windows|lsw", "list windows"),
        r("show-buffer|showb", "print a paste buffer"),
        r("show-environment|showenv", "print the environment"),
        r("show-hooks", "print hooks"),
        r("show-messages|showmsgs", "print the message log"),
        r("show-options|show", "print options"),
        r("show-window-options|showw", "print window options"),
    ])
    .unknown_sub(Kind::Exec),
    Spec::inert("tput", "query terminal capabilities").flags(&[opt("-T"), flag("-S|-V|-x")]),
    Spec::inert("trap", "list traps (builtin; trap code is analysed by the resolver)").flags(&[flag("-l|-p|-P")]),
    vars("typeset", "declare variables (builtin; dangerous names ask)"),
    Spec::inert("whence", "describe how a name would be run (zsh builtin)").flags(WHENCE_FLAGS),
    Spec::inert("where", "list every location of a command (zsh builtin)").flags(WHENCE_FLAGS),
];

fn dynamic_assign_hook(ctx: &mut Ctx) {
    if ctx.inv.argv.iter().skip(1).any(|a| a.value.is_none() && crate::classify::maybe_flag(a)) {
        ctx.effect("opaque");
        ctx.add("opaque.env-assignment", "sets a variable whose name is known only at run time", Decision::Ask);
    }
}

/// tmux formats run shell commands (`#(cmd)`, and `#{E:...}`/`#{T:...}` re-expand them)
/// and `;` chains another tmux command: a read verb with either asks.
fn tmux_format_hook(ctx: &mut Ctx) {
    let risky = ctx.inv.argv.iter().skip(1).any(|a| {
        a.value().is_none_or(|v| {
            v.contains("#(") || v.contains("#{E") || v.contains("#{T") || v.contains("#{S") || v.ends_with(';')
        })
    });
    if risky {
        ctx.effect("exec");
        ctx.add(
            "exec.flag",
            "a tmux format can run commands (`#(...)`) and `;` chains another tmux command",
            Decision::Ask,
        );
    }
}

fn complete_hook(ctx: &mut Ctx) {
    if ctx.inv.argv.iter().any(|a| a.value().is_none_or(|v| v.starts_with("-C") || v.starts_with("-F"))) {
        ctx.effect("exec");
        ctx.add("exec.flag", "`complete -C`/`-F` runs a command or function on completion", Decision::Ask);
    }
}

fn compgen_hook(ctx: &mut Ctx) {
    if ctx.inv.argv.iter().any(|a| a.value().is_none_or(|v| v.starts_with("-C") || v.starts_with("-F"))) {
        ctx.effect("exec");
        ctx.add("exec.flag", "`compgen -C`/`-F` runs a command or function", Decision::Ask);
    }
}

fn bind_hook(ctx: &mut Ctx) {
    if ctx.inv.argv.iter().any(|a| a.value().is_none_or(|v| v.starts_with("-x") || v.starts_with("-f"))) {
        ctx.effect("exec");
        ctx.add("exec.flag", "`bind -x` binds a key to a shell command", Decision::Ask);
    }
}

fn enable_hook(ctx: &mut Ctx) {
    if ctx.inv.argv.iter().any(|a| a.value().is_none_or(|v| v.starts_with("-f"))) {
        ctx.effect("exec");
        ctx.add("exec.flag", "`enable -f` loads a shared object into the shell", Decision::Ask);
    }
}

fn screen_hook(ctx: &mut Ctx) {
    let args: Vec<Option<&str>> = ctx.inv.argv.iter().skip(1).map(|a| a.value()).collect();
    if !args.is_empty() && args.iter().all(|a| matches!(a, Some("-ls" | "-list" | "-v" | "--version" | "-h"))) {
        super::clear_effects(ctx);
    }
}

/// `fc -l` lists history; anything else opens an editor or re-runs commands we cannot see.
fn fc_hook(ctx: &mut Ctx) {
    let list =
        ctx.inv.argv.get(1).and_then(|a| a.value()).is_some_and(|v| v.starts_with("-l") || v == "-nl" || v == "-rl");
    if list
        && ctx.inv.argv.iter().skip(1).all(|a| a.value().is_some_and(|v| !v.starts_with("-e") && !v.starts_with("-s")))
    {
        super::clear_effects(ctx);
    }
}
