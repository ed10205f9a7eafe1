//! Claude Code: a `PreToolUse` command hook on the `Bash` tool.
//!
//! Sources (checked 2026-11 through the `search` tool):
//! - Hooks reference, <https://code.claude.com/docs/en/hooks> (as mirrored in the hook event
//!   tables of xsyetopz/claudetto's wiki and the `claude_hooks` gem's copy of the reference):
//!   stdin carries `hook_event_name`, `tool_name`, `tool_input` (`command` for Bash) and `cwd`;
//!   the answer is `hookSpecificOutput.permissionDecision` = `allow` | `deny` | `ask` (plus
//!   `defer`), with `permissionDecisionReason` (shown to Claude for deny, to the person for
//!   ask) and `hookEventName: "PreToolUse"`. Exit 2 blocks and feeds stderr to Claude; JSON on
//!   stdout is read only at exit 0; other exit codes are non-blocking errors.
//! - `CLAUDE_PROJECT_DIR` holds the project root in every hook (hook event catalog of
//!   ytrofr/claude-code-guide; Claude Code settings docs).
//! - Settings: `~/.claude/settings.json`, `hooks.PreToolUse[] = {matcher, hooks: [{type:
//!   "command", command}]}`.
//!
//! Contract: allow is a grant (an `allow` skips the prompt but not the user's own deny/ask
//! rules), ask is an explicit `ask` (so a broad `Bash(*)` allow rule cannot swallow it), deny
//! is a refusal with the reason, and exit 2 with the reason on stderr as well, so the block
//! holds even if the JSON were not read. The envelope's `cwd` is the session's current
//! directory, which is where Bash runs: the command's own.
//! Docs are silent on: whether `cwd` can lag a `cd` inside a compound command (it is the
//! directory before the command starts, which is what the analyzer wants).

use super::install::{Install, Layout, group_entry};
use super::{Contract, OnAllow, OnAsk, Target};

pub const PRE_TOOL_USE: Contract = Contract {
    target: "claude",
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
    root_env: Some("CLAUDE_PROJECT_DIR"),
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
    name: "claude",
    display: "Claude Code",
    contracts: &[PRE_TOOL_USE],
    install: Install {
        path: ".claude/settings.json",
        detect: &[".claude"],
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
