//! GitHub Copilot CLI: a `preToolUse` command hook on the `bash` tool.
//!
//! Sources (checked 2026-11 through the `search` tool):
//! - github/docs `content/copilot/reference/copilot-cli-reference/cli-hooks-reference.md`
//!   (<https://docs.github.com/copilot/reference/copilot-cli-reference/cli-hooks-reference>):
//!   hook files are `{"version": 1, "hooks": {"preToolUse": [{"type": "command", "bash":
//!   ..., "timeoutSec": 30}]}}`; the camelCase `preToolUse` payload is `{sessionId,
//!   timestamp, cwd, toolName, toolArgs}` (`toolArgs` may arrive as a JSON *string*; the
//!   PascalCase variant parses it "when possible", so we accept both an object and a string);
//!   decision control is top-level `permissionDecision` = `allow` | `deny` | `ask` with
//!   `permissionDecisionReason` ("required when decision is deny"); tool names: `bash`
//!   (Unix), `powershell` (Windows). "Hook failures (non-zero exit codes or timeouts) are
//!   logged and skipped — they never block agent execution": exit 2 is *not* a block here.
//! - `cli-config-dir-reference`: `~/.copilot/hooks/` holds user-level hooks. (Copilot CLI issue
//!   #3403: a `hooks` key in `~/.copilot/config.json` is dropped on rewrite, so we use a
//!   dedicated file in `~/.copilot/hooks/` instead.)
//!
//! Contract: allow is a grant, ask an explicit `ask` (the reference documents it: the person
//! is prompted in interactive mode), deny a refusal with `permissionDecisionReason` at exit 0
//! (the only blocking channel: a non-zero exit fails open). `cwd` is the session's directory,
//! where the `bash` tool runs.
//! Docs are silent on: a project-dir environment variable (none is documented) and what `ask`
//! does in non-interactive `-p` mode.

use super::install::{Install, Layout};
use super::{Contract, OnAllow, OnAsk, Target};
use serde_json::{Map, Value};

pub const PRE_TOOL_USE: Contract = Contract {
    target: "copilot",
    event: "preToolUse",
    event_pointer: None,
    event_required: false,
    tool_pointer: Some("/toolName"),
    shell_tools: &["bash"],
    args_pointer: Some("/toolArgs"),
    command_pointer: "/command",
    workdir_pointers: &[],
    cwd_pointer: Some("/cwd"),
    root_pointer: None,
    root_env: None,
    cwd_is_commands_own: true,
    decision_pointer: "/permissionDecision",
    reason_pointers: &["/permissionDecisionReason"],
    fixed: &[],
    allow: OnAllow::Grant("allow"),
    ask: OnAsk::Ask("ask"),
    deny: "deny",
    deny_exit: 0,
    abstain_exit: 0,
};

/// Copilot's entries: `{"type": "command", "bash": C, "timeoutSec": 30}`.
fn entry(command: &str, _matcher: Option<&str>) -> Value {
    let mut m = Map::new();
    m.insert("type".into(), Value::String("command".into()));
    m.insert("bash".into(), Value::String(command.into()));
    m.insert("timeoutSec".into(), Value::from(30));
    Value::Object(m)
}

pub const TARGET: Target = Target {
    name: "copilot",
    display: "GitHub Copilot CLI",
    contracts: &[PRE_TOOL_USE],
    install: Install {
        path: ".copilot/hooks/shanalyze.json",
        detect: &[".copilot"],
        layout: Layout::Json {
            container: "hooks",
            events: &[("preToolUse", None)],
            entry,
            new_file: &[("version", 1)],
            dedicated: true,
        },
        note: "",
    },
};
