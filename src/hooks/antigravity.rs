//! Google Antigravity CLI (`agy`): a `PreToolUse` hook on `run_command`.
//!
//! Sources (checked 2026-11 through the `search` tool):
//! - Antigravity's hook documentation is not in the public indexes `search` covers. What we
//!   have is DESIGN §13 and the behaviour safe-chains' Antigravity target (a peer
//!   implementation) recorded against agy 1.1.2: payloads are protojson (camelCase); a
//!   `run_command` step carries the command at `toolCall.args.CommandLine`, the tool name at
//!   `toolCall.name`, the workspace at `workspacePaths`; hooks live in
//!   `~/.gemini/config/hooks.json` whose top-level keys are hook *names*, each `{"PreToolUse":
//!   [{"matcher": "run_command", "hooks": [{"type": "command", "command": ...}]}]}`; the
//!   answer is a top-level `decision` = `allow` | `deny` | `ask` | `force_ask` with `reason`;
//!   `deny` blocks with the reason shown to the model; `force_ask` prompts even when the
//!   person's "always allow" cache would not; `allow` does not suppress agy's own review
//!   prompt in 1.1.2; a missing or malformed decision fails closed.
//!
//! Contract: allow writes `decision: "allow"`, ask writes `force_ask` (plain `ask` honours
//! the always-allow cache), deny writes `decision: "deny"` with the reason at exit 0 (no
//! blocking exit code is documented). The envelope has no cwd of its own: `workspacePaths[0]`
//! is the workspace, not the command's directory, so it is only the root; the tool's own
//! `Cwd` argument, when present, is the command's directory.
//! Docs are silent (to us): exit-code semantics and a project-dir environment variable.

use super::install::{Install, Layout, group_entry};
use super::{Contract, OnAllow, OnAsk, Target};

pub const PRE_TOOL_USE: Contract = Contract {
    target: "antigravity",
    event: "PreToolUse",
    event_pointer: None,
    event_required: false,
    tool_pointer: Some("/toolCall/name"),
    shell_tools: &["run_command"],
    args_pointer: None,
    command_pointer: "/toolCall/args/CommandLine",
    workdir_pointers: &["/toolCall/args/Cwd"],
    cwd_pointer: Some("/workspacePaths/0"),
    root_pointer: Some("/workspacePaths/0"),
    root_env: None,
    cwd_is_commands_own: false,
    decision_pointer: "/decision",
    reason_pointers: &["/reason"],
    fixed: &[],
    allow: OnAllow::Grant("allow"),
    ask: OnAsk::Ask("force_ask"),
    deny: "deny",
    deny_exit: 0,
    abstain_exit: 0,
};

pub const TARGET: Target = Target {
    name: "antigravity",
    display: "Antigravity CLI",
    contracts: &[PRE_TOOL_USE],
    install: Install {
        path: ".gemini/config/hooks.json",
        detect: &[".gemini/antigravity-cli", ".gemini/antigravity"],
        layout: Layout::Json {
            container: "shanalyze",
            events: &[("PreToolUse", Some("run_command"))],
            entry: group_entry,
            new_file: &[],
            dedicated: false,
        },
        note: "",
    },
};
