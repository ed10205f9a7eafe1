//! Grok CLI (xAI): a `PreToolUse` command hook with a camelCase envelope.
//!
//! Sources (checked 2026-11 through the `search` tool):
//! - Grok's own user guide ships inside the CLI (`~/.grok/docs/user-guide/10-hooks.md`) and is
//!   not in the public indexes `search` covers. What we have is DESIGN §13 and the envelope
//!   recorded verbatim from that guide by safe-chains' Grok target (a peer implementation):
//!   `{"hookEventName": "pre_tool_use", "cwd", "workspaceRoot", "toolName":
//!   "run_terminal_command", "toolInput": {"command": ...}}`; hooks are discovered from every
//!   `~/.grok/hooks/*.json` as `{"hooks": {"PreToolUse": [{"matcher": "Bash", "hooks":
//!   [{"type": "command", "command": ...}]}]}}` (the matcher is Claude-compatible, the payload
//!   names the real tool); the answer is a top-level `decision`; exit 2 is the deny code and
//!   any *other* non-zero exit fails open; `GROK_WORKSPACE_ROOT` (and `CLAUDE_PROJECT_DIR`,
//!   for compatibility) name the project.
//!
//! Contract: allow writes `decision: "allow"`, ask writes `decision: "ask"` (DESIGN §13 lists
//! `allow` / `ask`; the peer reports that a hook `allow` only declines to deny, so Grok may
//! still prompt), deny writes `decision: "deny"` with `reason` and exits 2. `cwd` is the
//! command's own, `workspaceRoot` the root.
//! Docs are silent (to us): whether `ask` is honoured; if it is not, Grok's own permission
//! flow decides, which is no grant.

use super::install::{Install, Layout, group_entry};
use super::{Contract, OnAllow, OnAsk, Target};

pub const PRE_TOOL_USE: Contract = Contract {
    target: "grok",
    event: "pre_tool_use",
    event_pointer: Some("/hookEventName"),
    event_required: false,
    tool_pointer: Some("/toolName"),
    shell_tools: &["run_terminal_command"],
    args_pointer: None,
    command_pointer: "/toolInput/command",
    workdir_pointers: &[],
    cwd_pointer: Some("/cwd"),
    root_pointer: Some("/workspaceRoot"),
    root_env: Some("GROK_WORKSPACE_ROOT"),
    cwd_is_commands_own: true,
    decision_pointer: "/decision",
    reason_pointers: &["/reason"],
    fixed: &[],
    allow: OnAllow::Grant("allow"),
    ask: OnAsk::Ask("ask"),
    deny: "deny",
    deny_exit: 2,
    abstain_exit: 0,
};

pub const TARGET: Target = Target {
    name: "grok",
    display: "Grok CLI",
    contracts: &[PRE_TOOL_USE],
    install: Install {
        path: ".grok/hooks/shanalyze.json",
        detect: &[".grok"],
        layout: Layout::Json {
            container: "hooks",
            events: &[("PreToolUse", Some("Bash"))],
            entry: group_entry,
            new_file: &[],
            dedicated: true,
        },
        note: "",
    },
};
