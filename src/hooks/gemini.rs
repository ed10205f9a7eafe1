//! Gemini CLI: a `BeforeTool` command hook on `run_shell_command`.
//!
//! Sources (checked 2026-11 through the `search` tool):
//! - google-gemini/gemini-cli `docs/hooks/reference.md` (<https://geminicli.com/docs/hooks/reference>):
//!   stdin carries `session_id`, `cwd`, `hook_event_name` (`BeforeTool`), `tool_name`,
//!   `tool_input`; stdout JSON `decision` = `allow` | `deny` (alias `block`) with `reason`
//!   ("required if denied", sent to the agent as a tool error); exit 0 parses stdout, exit 2
//!   blocks with stderr as the reason, other codes are non-fatal warnings.
//! - `packages/core/src/hooks/types.ts`: `HookDecision` also lists `ask` and `approve`, but
//!   only `block`/`deny` are acted on as blocking (`isBlockingDecision`).
//! - `docs/hooks/writing-hooks.md`: `$GEMINI_PROJECT_DIR` is the project root in hook commands.
//! - Settings: `~/.gemini/settings.json`, `hooks.BeforeTool[] = {matcher, hooks: [{type:
//!   "command", command}]}`; `matcher` is a regex on the tool name.
//!
//! Contract: allow writes `decision: "allow"` (docs list it; they do not say it skips Gemini's
//! own confirmation, so treat it as "no objection"), ask stays silent so Gemini's own
//! confirmation happens (the docs give `ask` no documented effect for `BeforeTool`), deny
//! writes `decision: "deny"` with the reason and exits 2 with the reason on stderr.
//! The envelope's `cwd` is the session directory, where `run_shell_command` runs unless the
//! model passes its own directory argument (`dir_path`, formerly `directory`); when the tool
//! input names one, that directory (joined to `cwd` when relative) is the command's cwd.
//! Docs are silent on: whether `decision: "allow"` bypasses the confirmation prompt.

use super::install::{Install, Layout, group_entry};
use super::{Contract, OnAllow, OnAsk, Target};

pub const BEFORE_TOOL: Contract = Contract {
    target: "gemini",
    event: "BeforeTool",
    event_pointer: Some("/hook_event_name"),
    event_required: false,
    tool_pointer: Some("/tool_name"),
    shell_tools: &["run_shell_command"],
    args_pointer: None,
    command_pointer: "/tool_input/command",
    workdir_pointers: &["/tool_input/dir_path", "/tool_input/directory"],
    cwd_pointer: Some("/cwd"),
    root_pointer: None,
    root_env: Some("GEMINI_PROJECT_DIR"),
    cwd_is_commands_own: true,
    decision_pointer: "/decision",
    reason_pointers: &["/reason"],
    fixed: &[],
    allow: OnAllow::Grant("allow"),
    ask: OnAsk::Silent,
    deny: "deny",
    deny_exit: 2,
    abstain_exit: 0,
};

pub const TARGET: Target = Target {
    name: "gemini",
    display: "Gemini CLI",
    contracts: &[BEFORE_TOOL],
    install: Install {
        path: ".gemini/settings.json",
        detect: &[".gemini"],
        layout: Layout::Json {
            container: "hooks",
            events: &[("BeforeTool", Some("run_shell_command"))],
            entry: group_entry,
            new_file: &[],
            dedicated: false,
        },
        note: "older Gemini CLI releases also need hooks enabled in settings (`tools.enableHooks` / \
               `hooks.enabled`); current releases run configured hooks by default",
    },
};
