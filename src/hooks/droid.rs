//! Factory Droid: a `PreToolUse` command hook on the `Execute` tool.
//!
//! Sources (checked 2026-11 through the `search` tool):
//! - Factory hooks reference, <https://docs.factory.ai/reference/hooks-reference> and
//!   <https://docs.factory.ai/harness/hooks>: hooks in `~/.factory/settings.json` under a
//!   top-level `hooks` key, `{EventName: [{matcher, hooks: [{type: "command", command,
//!   timeout}]}]}`; newer releases read `~/.factory/hooks.json` first and fall back to the
//!   `hooks` key of `settings.json` only when `hooks.json` is absent;
//!   `$FACTORY_PROJECT_DIR` names the project; PreToolUse answers `permissionDecision`
//!   allow/deny/ask (Claude Code's shape); exit 2 blocks with stderr fed back to Droid, other
//!   non-zero codes are non-blocking errors (syllago's Droid provider page summarising the
//!   reference).
//! - Droid's shell tool is `Execute`, not `Bash` (safe-chains' Droid target, DESIGN §13).
//!
//! Contract: as Claude Code, with tool `Execute`: allow grants, ask asks, deny refuses with
//! the reason plus exit 2. `cwd` is the command's own.
//! Docs are silent on: the exact top-level shape of the newer `hooks.json` ("keyed by event
//! name"), so we install into `settings.json`, whose shape is documented, and warn that a
//! `hooks.json`, when present, takes precedence.

use super::install::{Install, Layout, group_entry};
use super::{Contract, OnAllow, OnAsk, Target};

pub const PRE_TOOL_USE: Contract = Contract {
    target: "droid",
    event: "PreToolUse",
    event_pointer: Some("/hook_event_name"),
    event_required: false,
    tool_pointer: Some("/tool_name"),
    shell_tools: &["Execute"],
    args_pointer: None,
    command_pointer: "/tool_input/command",
    workdir_pointers: &[],
    cwd_pointer: Some("/cwd"),
    root_pointer: None,
    root_env: Some("FACTORY_PROJECT_DIR"),
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
    name: "droid",
    display: "Factory Droid",
    contracts: &[PRE_TOOL_USE],
    install: Install {
        path: ".factory/settings.json",
        detect: &[".factory"],
        layout: Layout::Json {
            container: "hooks",
            events: &[("PreToolUse", Some("Execute"))],
            entry: group_entry,
            new_file: &[],
            dedicated: false,
        },
        note: "if ~/.factory/hooks.json exists, Droid reads hooks from it instead of settings.json: \
               copy the PreToolUse entry there",
    },
};
