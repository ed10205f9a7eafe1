//! OpenAI Codex CLI: `PreToolUse` and `PermissionRequest` command hooks, chosen by the
//! envelope's `hook_event_name`.
//!
//! Sources (checked 2026-11 through the `search` tool):
//! - openai/codex `codex-rs/hooks/src/engine/output_parser.rs` and
//!   `codex-rs/hooks/src/events/pre_tool_use.rs`: for `PreToolUse`, stdout
//!   `hookSpecificOutput.permissionDecision: "deny"` with a non-empty
//!   `permissionDecisionReason` blocks; `"allow"` without `updatedInput` and `"ask"` are
//!   reported as *unsupported* and the hook run is marked failed (fails open); exit 2 with a
//!   non-empty stderr blocks with stderr as the reason; any other exit code is a failure that
//!   does not block. Shell-like tools pass `tool_input: {"command": ...}` and `tool_name:
//!   "Bash"`.
//! - `codex-rs/hooks/schema/generated/permission-request.command.{input,output}.schema.json`
//!   and `events/permission_request.rs`: `PermissionRequest` runs in the approval path;
//!   stdin has `cwd`, `hook_event_name: "PermissionRequest"`, `tool_name` (`Bash` or
//!   `NetworkAccess`), `tool_input.command`; the answer is
//!   `hookSpecificOutput.decision.behavior` = `allow` | `deny` (+ `message`); a quiet hook
//!   falls back to the normal approval prompt; any deny wins over allows.
//! - Hook files: `~/.codex/hooks.json` (same `{hooks: {Event: [{matcher, hooks: [...]}]}}`
//!   shape as Claude Code); hooks are enabled by default since Codex 0.124 (Codex docs
//!   `hooks.md`; NVIDIA NeMo Guardrails Codex page).
//!
//! Contract: `PreToolUse` can only refuse: allow and ask stay silent (an `allow` there would
//! be logged as an invalid hook output), deny writes the JSON refusal *and* exits 2 with the
//! reason on stderr. `PermissionRequest` grants with `behavior: "allow"`, stays silent on ask
//! (Codex's own approval prompt follows) and refuses with `behavior: "deny"` and a `message`
//! at exit 0 (the documented JSON channel).
//! The envelope's `cwd` is the turn's working directory, not necessarily the command's: the
//! shell tool can take its own `workdir`, and for network approvals the command may belong to
//! another call. So it is used only as the workspace root; relative paths stay unknown.
//! Docs are silent on: exit 2 for `PermissionRequest` (we do not rely on it).

use super::install::{Install, Layout, group_entry};
use super::{Contract, OnAllow, OnAsk, Target};

pub const PRE_TOOL_USE: Contract = Contract {
    target: "codex",
    event: "PreToolUse",
    event_pointer: Some("/hook_event_name"),
    event_required: true,
    tool_pointer: Some("/tool_name"),
    shell_tools: &["Bash"],
    args_pointer: None,
    command_pointer: "/tool_input/command",
    workdir_pointers: &[],
    cwd_pointer: Some("/cwd"),
    root_pointer: None,
    root_env: None,
    cwd_is_commands_own: false,
    decision_pointer: "/hookSpecificOutput/permissionDecision",
    reason_pointers: &["/hookSpecificOutput/permissionDecisionReason"],
    fixed: &[("/hookSpecificOutput/hookEventName", "PreToolUse")],
    allow: OnAllow::Silent,
    ask: OnAsk::Silent,
    deny: "deny",
    deny_exit: 2,
    abstain_exit: 0,
};

pub const PERMISSION_REQUEST: Contract = Contract {
    target: "codex",
    event: "PermissionRequest",
    event_pointer: Some("/hook_event_name"),
    event_required: true,
    tool_pointer: Some("/tool_name"),
    shell_tools: &["Bash"],
    args_pointer: None,
    command_pointer: "/tool_input/command",
    workdir_pointers: &[],
    cwd_pointer: Some("/cwd"),
    root_pointer: None,
    root_env: None,
    cwd_is_commands_own: false,
    decision_pointer: "/hookSpecificOutput/decision/behavior",
    reason_pointers: &["/hookSpecificOutput/decision/message"],
    fixed: &[("/hookSpecificOutput/hookEventName", "PermissionRequest")],
    allow: OnAllow::Grant("allow"),
    ask: OnAsk::Silent,
    deny: "deny",
    deny_exit: 0,
    abstain_exit: 0,
};

pub const TARGET: Target = Target {
    name: "codex",
    display: "OpenAI Codex CLI",
    contracts: &[PRE_TOOL_USE, PERMISSION_REQUEST],
    install: Install {
        path: ".codex/hooks.json",
        detect: &[".codex"],
        layout: Layout::Json {
            container: "hooks",
            events: &[("PreToolUse", Some("Bash")), ("PermissionRequest", Some("Bash"))],
            entry: group_entry,
            new_file: &[],
            dedicated: false,
        },
        note: "hooks are on by default since Codex 0.124; on older versions set `[features] hooks = true` in \
               ~/.codex/config.toml, and review new hooks with /hooks if Codex asks",
    },
};
