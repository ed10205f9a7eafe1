//! shell: builtins of bash and zsh that are not in `coreutils.rs`, and terminal and
//! session tools.
//!
//! Variable builtins (`export`, `declare`, `local`, ...) are inert unless they set a
//! variable that changes what later commands run or load (`export PATH=...`,
//! `declare -x LD_PRELOAD=...`): those ask like a prefix assignment. `source`, `eval`,
//! `trap`, `alias` and `exec` are handled by the resolver. Terminal multiplexers ask,
//! except for the verbs that only list sessions.

use super::{Kind, Operands, Spec};
use crate::classify::Ctx;
use crate::report::Decision;

/// Variable builtins: dangerous assignments are flagged in `classify::declared_env`; a
/// word known only at run time may name any variable (`export $X`).
const fn vars(name: &'static str, doc: &'static str) -> Spec {
    Spec::inert(name, doc).hook(dynamic_assign_hook)
}
const fn r(name: &'static str, doc: &'static str) -> Spec {
    Spec::new(name, Kind::Read, Operands::Data, doc).hook(tmux_format_hook)
}

/// Sorted by name.
pub const COMMANDS: &[Spec] = &[
    Spec::inert("alias", "list aliases (builtin; definitions are flagged by the resolver)"),
    Spec::inert("bg", "resume a job in the background (builtin)"),
    Spec::inert("bind", "show or set readline key bindings (builtin)").hook(bind_hook),
    Spec::inert("caller", "print the call stack (builtin)"),
    Spec::inert("compgen", "print completion candidates (builtin)").hook(compgen_hook),
    Spec::inert("complete", "show or set completion specs (builtin; `-C` runs a command on completion)")
        .hook(complete_hook),
    vars("declare", "declare variables (builtin; dangerous names such as PATH ask)"),
    Spec::inert("disown", "remove jobs from the job table (builtin)"),
    Spec::inert("enable", "list builtins (builtin; `-f` loads a shared object)").hook(enable_hook),
    vars("export", "export variables (builtin; dangerous names such as PATH, LD_PRELOAD ask)"),
    Spec::new("fc", Kind::Exec, Operands::Data, "list (`-l`) or re-run history commands (builtin; editing runs them)")
        .hook(fc_hook),
    Spec::inert("fg", "resume a job in the foreground (builtin)"),
    Spec::inert("help", "show builtin help (builtin)"),
    vars("local", "declare function-local variables (builtin)"),
    Spec::inert("logout", "exit a login shell (builtin)"),
    Spec::inert("mapfile", "read lines into an array (builtin)"),
    Spec::inert("readarray", "read lines into an array (builtin)"),
    vars("readonly", "mark variables read-only (builtin)"),
    Spec::inert("reset", "reset the terminal"),
    Spec::new("screen", Kind::Exec, Operands::Data, "terminal multiplexer (`-ls` lists sessions)").hook(screen_hook),
    Spec::new("script", Kind::Exec, Operands::Data, "record a shell session (runs a shell, writes a typescript)"),
    Spec::inert("stty", "print or change terminal settings"),
    Spec::inert("suspend", "suspend the shell (builtin)"),
    Spec::inert("tabs", "set terminal tab stops"),
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
    Spec::inert("tput", "query terminal capabilities"),
    Spec::inert("trap", "list traps (builtin; trap code is analysed by the resolver)"),
    vars("typeset", "declare variables (builtin; dangerous names ask)"),
    Spec::inert("whence", "describe how a name would be run (zsh builtin)"),
    Spec::inert("where", "list every location of a command (zsh builtin)"),
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
