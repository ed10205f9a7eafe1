//! Cursor: a `beforeShellExecution` hook (Cursor's agent runs it before every shell command).
//!
//! Sources (checked 2026-11 through the `search` tool):
//! - Cursor hooks docs, <https://cursor.com/docs/hooks> (and the `cursor-hooks` npm package's
//!   README and schema, CorridorSecurity/hookshot's Cursor reference, cupcake's Cursor
//!   reference): hooks live in `~/.cursor/hooks.json` (user) or `.cursor/hooks.json`
//!   (project) as `{"version": 1, "hooks": {"beforeShellExecution": [{"command": ...}]}}`.
//!   The envelope has `hook_event_name: "beforeShellExecution"`, a top-level `command`, `cwd`
//!   and `workspace_roots`; the answer is `permission` = `allow` | `deny` | `ask`, with
//!   `user_message` (shown to the person) and `agent_message` (shown to the model).
//! - Exit 2 blocks the action (equivalent to `deny`); `failClosed: true` on an entry makes a
//!   crashing hook block too (cursor hooks.json guidance quoted in public skill docs).
//!
//! Contract: there is no tool name; the event itself fires only for shell commands, so the
//! event name is required and is what makes a non-shell envelope foreign. allow is a grant,
//! ask an explicit `ask`, deny a refusal with the reason in both messages plus exit 2. The
//! `cwd` is the directory the command runs in; `workspace_roots[0]` is the root.
//! Docs are silent on: whether `permission: "allow"` overrides Cursor's own command
//! allowlist/auto-run settings in every mode.

use super::install::{Install, Layout};
use super::{Contract, OnAllow, OnAsk, Target};
use serde_json::{Map, Value};

pub const BEFORE_SHELL_EXECUTION: Contract = Contract {
    target: "cursor",
    event: "beforeShellExecution",
    event_pointer: Some("/hook_event_name"),
    event_required: true,
    tool_pointer: None,
    shell_tools: &[],
    args_pointer: None,
    command_pointer: "/command",
    workdir_pointers: &[],
    cwd_pointer: Some("/cwd"),
    root_pointer: Some("/workspace_roots/0"),
    root_env: None,
    cwd_is_commands_own: true,
    decision_pointer: "/permission",
    reason_pointers: &["/user_message", "/agent_message"],
    fixed: &[],
    allow: OnAllow::Grant("allow"),
    ask: OnAsk::Ask("ask"),
    deny: "deny",
    deny_exit: 2,
    abstain_exit: 0,
};

/// Cursor's entries are flat: `{"command": C}`.
fn entry(command: &str, _matcher: Option<&str>) -> Value {
    let mut m = Map::new();
    m.insert("command".into(), Value::String(command.into()));
    Value::Object(m)
}

pub const TARGET: Target = Target {
    name: "cursor",
    display: "Cursor",
    contracts: &[BEFORE_SHELL_EXECUTION],
    install: Install {
        path: ".cursor/hooks.json",
        detect: &[".cursor"],
        layout: Layout::Json {
            container: "hooks",
            events: &[("beforeShellExecution", None)],
            entry,
            new_file: &[("version", 1)],
            dedicated: false,
        },
        note: "restart Cursor (or reload the window) so it reads ~/.cursor/hooks.json",
    },
};
