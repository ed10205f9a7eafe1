//! OpenCode: no command hook exists, so `install` writes a plugin that calls `shanalyze`.
//!
//! What we found (checked 2026-11 through the `search` tool):
//! - OpenCode plugins docs (<https://opencode.ai/docs/plugins>, mirrored at
//!   mintlify.com/anomalyco/opencode/plugins): JavaScript/TypeScript files in
//!   `~/.config/opencode/plugins/` (global) or `.opencode/plugins/` (project) load at startup;
//!   a plugin is an async function of `{project, client, $, directory, worktree}` returning
//!   hooks; `tool.execute.before(input, output)` runs before every tool with `input.tool`
//!   (`"bash"` for the shell) and `output.args` (`command`, ...); throwing an `Error` blocks
//!   the call and its message reaches the model.
//! - The `permission.ask` plugin hook is declared in the SDK but does not fire (OpenCode issue
//!   #7006, as recorded by safe-chains' OpenCode target), and the `permission` config
//!   (`"permission": {"bash": {"git *": "allow", "*": "ask"}}`) is a static glob table that
//!   cannot express per-argument analysis. So a plugin cannot grant and cannot ask: it can only
//!   refuse.
//!
//! What we provide: `shanalyze install --target opencode` writes
//! `~/.config/opencode/plugins/shanalyze.js`. For each `bash` call the plugin pipes
//! `{"tool", "args", "directory", "worktree"}` to `shanalyze hook --target opencode` and
//! throws (blocks) when the answer is `deny` or the exit code is 2. Allow and ask pass
//! through to OpenCode's own `permission` setting: set `"permission": {"bash": "ask"}` in
//! `opencode.json` if a person should confirm every command shanalyze does not refuse.
//! If `shanalyze` cannot run, the plugin lets OpenCode's own permissions decide (abstain).
//! Contract: the envelope is ours (the plugin builds it); `directory` is the directory the
//! bash tool runs in unless the call passes its own `workdir`; `worktree` is the root.

use super::install::{Install, Layout, PLUGIN_MARKER};
use super::{Contract, OnAllow, OnAsk, Target};

pub const TOOL_EXECUTE_BEFORE: Contract = Contract {
    target: "opencode",
    event: "tool.execute.before",
    event_pointer: None,
    event_required: false,
    tool_pointer: Some("/tool"),
    shell_tools: &["bash"],
    args_pointer: None,
    command_pointer: "/args/command",
    workdir_pointers: &["/args/workdir"],
    cwd_pointer: Some("/directory"),
    root_pointer: Some("/worktree"),
    root_env: None,
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

/// The plugin file, calling `program hook --target opencode`.
pub fn plugin(program: &str) -> String {
    let program = serde_json::to_string(program).unwrap_or_else(|_| "\"shanalyze\"".into());
    format!(
        r#"// {PLUGIN_MARKER}: written by `shanalyze install --target opencode`,
// removed by `shanalyze uninstall --target opencode`. Edits are overwritten on reinstall.
//
// OpenCode has no command hook for permissions, so this plugin asks shanalyze about every
// `bash` tool call and blocks the call when shanalyze refuses it. Allow and ask pass through
// to OpenCode's own `permission` setting (set "permission": {{"bash": "ask"}} in opencode.json
// for a person to confirm the rest). If shanalyze cannot run, OpenCode's permissions decide.
import {{ spawnSync }} from "node:child_process";

const PROGRAM = {program};

export const Shanalyze = async ({{ directory, worktree }}) => ({{
  "tool.execute.before": async (input, output) => {{
    if (input.tool !== "bash") return;
    const envelope = JSON.stringify({{ tool: input.tool, args: output.args, directory, worktree }});
    const run = spawnSync(PROGRAM, ["hook", "--target", "opencode"], {{
      input: envelope,
      encoding: "utf8",
      timeout: 10000,
    }});
    if (run.error) return;
    let answer = {{}};
    try {{
      answer = JSON.parse(run.stdout || "{{}}");
    }} catch {{
      answer = {{}};
    }}
    if (run.status === 2 || answer.decision === "deny") {{
      throw new Error(answer.reason || "shanalyze: deny");
    }}
  }},
}});
"#
    )
}

pub const TARGET: Target = Target {
    name: "opencode",
    display: "OpenCode (plugin)",
    contracts: &[TOOL_EXECUTE_BEFORE],
    install: Install {
        path: ".config/opencode/plugins/shanalyze.js",
        detect: &[".config/opencode"],
        layout: Layout::Plugin { render: plugin },
        note: "the plugin can only refuse: set \"permission\": {\"bash\": \"ask\"} in opencode.json for a \
               person to confirm commands shanalyze does not refuse",
    },
};
