//! Qwen Code: a `PreToolUse` command hook, Claude Code's envelope and answer.
//!
//! Sources (checked 2026-11 through the `search` tool):
//! - Qwen Code hooks docs, <https://qwenlm.github.io/qwen-code-docs/en/users/features/hooks/>
//!   and QwenLM/qwen-code `docs/users/features/hooks.md`: hooks in `settings.json`
//!   (`~/.qwen/settings.json` for the user) as `hooks.PreToolUse[] = {matcher, hooks: [{type:
//!   "command", command, timeout}]}`; `$QWEN_PROJECT_DIR` names the project in hook commands;
//!   the hook system is "compatible with Claude Code's" (stdin JSON with `hook_event_name`,
//!   `tool_name`, `tool_input`, `cwd`; `hookSpecificOutput.permissionDecision` answer; exit 2
//!   blocks with stderr).
//! - The sample envelope recorded by safe-chains' Qwen target (a peer implementation) shows
//!   `tool_name: "Bash"` for the shell tool.
//!
//! Contract: as Claude Code. allow is a grant, ask an explicit `ask`, deny a refusal with the
//! reason plus exit 2. `cwd` is the command's own.
//! Docs are silent on: the shell tool's name in the envelope (the English docs' examples use
//! other tools; `Bash` is taken from the peer's recorded sample and DESIGN §13), and whether
//! `ask` is honoured exactly as in Claude Code.

use super::install::{Install, Layout, group_entry};
use super::{Contract, OnAllow, OnAsk, Target};

pub const PRE_TOOL_USE: Contract = Contract {
    target: "qwen",
    event: "PreToolUse",
    event_pointer: Some("/hook_event_name"),
    event_required: false,
    tool_pointer: Some("/tool_name"),
    shell_tools: &["Bash"],
    args_pointer: None,
    command_pointer: "/tool_input/command",
    workdir_pointers: &[],
    cwd_pointer: Some("/cwd"),
    root_pointer: None,
    root_env: Some("QWEN_PROJECT_DIR"),
    cwd_is_commands_own: true,
    decision_pointer: "/hookSpecificOutput/permissionDecision",
    reason_pointers: &["/hookSpecificOutput/permissionDecisionReason"],
    fixed: &[("/hookSpecificOutput/hookEventName", "PreToolUse")],
    allow: OnAllow::Grant("allow"),
    ask: OnAsk::Ask("ask"),
    deny: "deny",
    deny_exit: 2,
    abstain_exit: 0,
};

pub const TARGET: Target = Target {
    name: "qwen",
    display: "Qwen Code",
    contracts: &[PRE_TOOL_USE],
    install: Install {
        path: ".qwen/settings.json",
        detect: &[".qwen"],
        layout: Layout::Json {
            container: "hooks",
            events: &[("PreToolUse", Some("Bash"))],
            entry: group_entry,
            new_file: &[],
            dedicated: false,
        },
        note: "",
    },
};
