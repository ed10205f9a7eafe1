//! hooks: `shanalyze hook --target NAME` and `shanalyze install/uninstall`.
//!
//! Every supported agent harness is one module here. Each module declares its **contract in
//! code** (a [`Contract`] const per hook event it answers, and an [`install::Install`] const for
//! its settings file) and records, in its module doc, the public documentation the contract was
//! checked against and what those docs leave unsaid. Nothing about a harness is defaulted: a
//! target names its shell tool(s), the JSON pointer of the command, of the cwd and root, the
//! project-dir variable, the pointer the harness reads its decision from, what it does with
//! allow / ask / deny, the exit code that blocks, and whether the envelope's cwd is the
//! command's own.
//!
//! The one rule every target shares: **abstain, never grant, on anything odd**. An empty
//! stdin, invalid UTF-8, malformed JSON, a missing field, a blank command, a foreign tool
//! (`Read`, `Write`, `WebFetch`, ...), an event we do not answer, or an internal error: empty
//! stdout, the harness's non-blocking exit code, one line on stderr. A grant is written only
//! for a non-blank shell command whose verdict is Allow. Reasons shown to the model are one
//! line without control characters, so a command cannot forge harness output.
//!
//! The analyzer is built in exactly one place, [`analyzer_for`], so the policy engine can
//! take over its construction.

use crate::{Analyzer, Decision, Report, Workspace};
use serde_json::{Map, Value};

pub mod antigravity;
pub mod claude;
pub mod codex;
pub mod copilot;
pub mod cursor;
pub mod droid;
pub mod gemini;
pub mod grok;
pub mod install;
pub mod opencode;
pub mod qwen;

/// What a target answers for an Allow verdict.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OnAllow {
    /// Write this value at the decision pointer: the harness runs the command without asking.
    Grant(&'static str),
    /// Write nothing: the harness cannot take a grant (or would treat it as an error).
    Silent,
}

/// What a target answers for an Ask verdict.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OnAsk {
    /// Write nothing, so the harness's own permission prompt happens.
    Silent,
    /// Write this value at the decision pointer: the harness asks the person explicitly.
    Ask(&'static str),
}

/// One hook event of one harness: the envelope it sends and the answer it reads.
#[derive(Debug, Clone, Copy)]
pub struct Contract {
    /// The target name (`--target`).
    pub target: &'static str,
    /// The harness's name for the hook event this contract answers.
    pub event: &'static str,
    /// Where the envelope names its event, when it does.
    pub event_pointer: Option<&'static str>,
    /// Whether an envelope without an event name is refused (abstain).
    pub event_required: bool,
    /// Where the envelope names the tool; `None` when the event itself fires only for shell
    /// commands (Cursor's `beforeShellExecution`).
    pub tool_pointer: Option<&'static str>,
    /// The harness's shell tool name(s); any other tool is foreign and the hook abstains.
    pub shell_tools: &'static [&'static str],
    /// Where the tool arguments sit when they come as a nested document (Copilot's `toolArgs`,
    /// which may be a JSON *string*); `None` when `command_pointer` is absolute.
    pub args_pointer: Option<&'static str>,
    /// Pointer to the command text (inside the arguments when `args_pointer` is set).
    pub command_pointer: &'static str,
    /// Pointers (inside the arguments) to a working directory the tool call sets for itself;
    /// when present it is the command's cwd (joined to the envelope's cwd when relative).
    pub workdir_pointers: &'static [&'static str],
    /// Pointer to the working directory.
    pub cwd_pointer: Option<&'static str>,
    /// Pointer to the workspace root.
    pub root_pointer: Option<&'static str>,
    /// Environment variable holding the project directory, used when the envelope has no root.
    pub root_env: Option<&'static str>,
    /// Whether the envelope's cwd is the directory the command runs in. When it is not, the
    /// value only serves as the workspace root and relative paths stay unknown.
    pub cwd_is_commands_own: bool,
    /// The JSON pointer the harness reads its decision from.
    pub decision_pointer: &'static str,
    /// Where the one-line reason goes (for ask and deny).
    pub reason_pointers: &'static [&'static str],
    /// Fields every answer carries (pointer, value), e.g. Claude's `hookEventName`.
    pub fixed: &'static [(&'static str, &'static str)],
    /// Answer for Allow.
    pub allow: OnAllow,
    /// Answer for Ask.
    pub ask: OnAsk,
    /// Value written at the decision pointer for Deny (always a refusal with the reason).
    pub deny: &'static str,
    /// Exit code used with a refusal (2 where the harness documents exit 2 as blocking).
    pub deny_exit: u8,
    /// Exit code used when abstaining or answering allow / ask (the non-blocking code).
    pub abstain_exit: u8,
}

/// A harness: its hook contracts (one per event it answers) and its installer.
#[derive(Debug, Clone, Copy)]
pub struct Target {
    pub name: &'static str,
    pub display: &'static str,
    pub contracts: &'static [Contract],
    pub install: install::Install,
}

/// Every target, in `--target` order.
pub const TARGETS: &[Target] = &[
    claude::TARGET,
    codex::TARGET,
    gemini::TARGET,
    cursor::TARGET,
    copilot::TARGET,
    qwen::TARGET,
    droid::TARGET,
    grok::TARGET,
    antigravity::TARGET,
    opencode::TARGET,
];

/// The names of all targets (for the CLI's `--target` values).
pub const TARGET_NAMES: &[&str] =
    &["claude", "codex", "gemini", "cursor", "copilot", "qwen", "droid", "grok", "antigravity", "opencode"];

/// The target called `name`.
pub fn target(name: &str) -> Option<&'static Target> {
    TARGETS.iter().find(|t| t.name == name)
}

/// The names of all targets, for messages.
pub fn target_names() -> String {
    TARGETS.iter().map(|t| t.name).collect::<Vec<_>>().join(", ")
}

/// What the hook process prints and how it exits.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Response {
    pub stdout: String,
    pub stderr: String,
    pub exit: u8,
}

/// The context the harness gave for a command.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Context {
    pub cwd: Option<String>,
    pub root: Option<String>,
}

/// Builds the analyzer for a command's context. The one place an [`Analyzer`] is made for a
/// hook, so the policy engine (user rules plus a workspace `.shanalyze.toml` that may only
/// tighten) can be wired in here.
pub fn analyzer_for(cwd: Option<String>, root: Option<String>) -> Analyzer {
    let home = std::env::var("HOME").ok().filter(|h| h.starts_with('/'));
    let root = root.or_else(|| cwd.clone());
    // The same loading as `check`: the user's policy, plus the workspace's `.shanalyze.toml`
    // (only tightening unless the user's policy trusts it). A policy that cannot be read
    // makes every command ask: a hook must never grant on a broken policy.
    let opts = crate::policy::LoadOptions::from_env(None, root.clone());
    let policy = crate::policy::file::load(&opts).unwrap_or_else(|e| crate::policy::Policy::fail_closed(&e));
    Analyzer::new().with_workspace(Workspace { cwd, root, extra_roots: Vec::new(), home }).with_policy(policy)
}

/// Runs one hook: the envelope bytes in, the harness's answer out. `env` looks up environment
/// variables (the harness's project-dir variable). Never panics; never grants on odd input.
pub fn run(target: &Target, input: &[u8], env: &dyn Fn(&str) -> Option<String>) -> Response {
    let fallback_exit = target.contracts.first().map(|c| c.abstain_exit).unwrap_or(0);
    let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| respond(target, input, env)));
    match outcome {
        Ok(response) => response,
        Err(_) => abstain(fallback_exit, "internal error while analysing the command"),
    }
}

fn abstain(exit: u8, why: &str) -> Response {
    Response { stdout: String::new(), stderr: format!("shanalyze: abstained: {}\n", one_line(why)), exit }
}

fn respond(target: &Target, input: &[u8], env: &dyn Fn(&str) -> Option<String>) -> Response {
    let fallback_exit = target.contracts.first().map(|c| c.abstain_exit).unwrap_or(0);
    let Ok(text) = std::str::from_utf8(input) else {
        return abstain(fallback_exit, "the envelope is not valid UTF-8");
    };
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    if text.trim().is_empty() {
        return abstain(fallback_exit, "empty stdin: no hook envelope");
    }
    let envelope: Value = match serde_json::from_str(text) {
        Ok(v) => v,
        Err(e) => return abstain(fallback_exit, &format!("the envelope is not JSON ({e})")),
    };
    if !envelope.is_object() {
        return abstain(fallback_exit, "the envelope is not a JSON object");
    }
    let contract = match select_contract(target, &envelope) {
        Ok(c) => c,
        Err(why) => return abstain(fallback_exit, &why),
    };
    let exit = contract.abstain_exit;
    if let Err(why) = check_tool(contract, &envelope) {
        return abstain(exit, &why);
    }
    let (command, workdir) = match command_of(contract, &envelope) {
        Ok(c) => c,
        Err(why) => return abstain(exit, &why),
    };
    let mut context = context_of(contract, &envelope, env);
    if let Some(dir) = workdir {
        context.cwd = if dir.starts_with('/') {
            Some(crate::paths::normalize(&dir))
        } else {
            context.cwd.map(|c| crate::paths::join(&c, &dir))
        };
    }
    let report = analyzer_for(context.cwd, context.root).analyze(&command);
    render(contract, &report)
}

fn select_contract<'a>(target: &'a Target, envelope: &Value) -> Result<&'a Contract, String> {
    let many = target.contracts.len() > 1;
    for contract in target.contracts {
        let named = contract.event_pointer.and_then(|p| envelope.pointer(p));
        match named {
            Some(Value::String(event)) if event == contract.event => return Ok(contract),
            Some(Value::String(_)) => continue,
            Some(_) => return Err("the event name is not a string".into()),
            None if contract.event_required || many => continue,
            None => return Ok(contract),
        }
    }
    let named = target.contracts.iter().filter_map(|c| c.event_pointer).find_map(|p| envelope.pointer(p));
    Err(match named.and_then(Value::as_str) {
        Some(event) => format!("event {:?} is not one {} answers", one_line(event), target.name),
        None => "the envelope does not name its hook event".into(),
    })
}

fn check_tool(contract: &Contract, envelope: &Value) -> Result<(), String> {
    let Some(pointer) = contract.tool_pointer else { return Ok(()) };
    match envelope.pointer(pointer) {
        Some(Value::String(tool)) if contract.shell_tools.contains(&tool.as_str()) => Ok(()),
        Some(Value::String(tool)) => Err(format!("foreign tool {:?}: only shell commands are judged", one_line(tool))),
        Some(_) => Err(format!("{pointer} is not a string")),
        None => Err(format!("the envelope has no tool name at {pointer}")),
    }
}

/// The command and the working directory the tool call names for itself, if any.
fn command_of(contract: &Contract, envelope: &Value) -> Result<(String, Option<String>), String> {
    let parsed;
    let base = match contract.args_pointer {
        None => envelope,
        Some(pointer) => match envelope.pointer(pointer) {
            Some(Value::String(doc)) => {
                parsed = serde_json::from_str::<Value>(doc)
                    .map_err(|_| format!("{pointer} is a string but not a JSON document"))?;
                &parsed
            }
            Some(v @ Value::Object(_)) => v,
            Some(_) => return Err(format!("{pointer} is neither an object nor a JSON string")),
            None => return Err(format!("the envelope has no {pointer}")),
        },
    };
    let mut workdir = None;
    for pointer in contract.workdir_pointers {
        match base.pointer(pointer) {
            None | Some(Value::Null) => {}
            Some(Value::String(d)) if d.trim().is_empty() => {}
            Some(Value::String(d)) if !d.chars().any(char::is_control) => {
                workdir = Some(d.clone());
                break;
            }
            Some(_) => return Err(format!("{pointer} is not a usable directory")),
        }
    }
    match base.pointer(contract.command_pointer) {
        Some(Value::String(c)) if !c.trim().is_empty() => Ok((c.clone(), workdir)),
        Some(Value::String(_)) => Err("blank command".into()),
        Some(_) => Err(format!("{} is not a string", contract.command_pointer)),
        None => Err(format!("the envelope has no command at {}", contract.command_pointer)),
    }
}

fn absolute_dir(value: Option<&Value>) -> Option<String> {
    let s = value?.as_str()?;
    if s.starts_with('/') && !s.chars().any(char::is_control) { Some(crate::paths::normalize(s)) } else { None }
}

/// The cwd and root for a command, from the envelope or the harness's project-dir variable.
pub fn context_of(contract: &Contract, envelope: &Value, env: &dyn Fn(&str) -> Option<String>) -> Context {
    let cwd = absolute_dir(contract.cwd_pointer.and_then(|p| envelope.pointer(p)));
    let root = absolute_dir(contract.root_pointer.and_then(|p| envelope.pointer(p)))
        .or_else(|| absolute_dir(contract.root_env.and_then(env).map(Value::String).as_ref()));
    if contract.cwd_is_commands_own {
        Context { cwd, root }
    } else {
        // The envelope's directory is the session's, not necessarily the command's: it may
        // bound the workspace, but relative paths are not judged against it.
        Context { cwd: None, root: root.or(cwd) }
    }
}

/// One line, no control characters, bounded length: safe to show to a model.
pub fn one_line(text: &str) -> String {
    let mut out: String = text.chars().map(|c| if c.is_control() { ' ' } else { c }).collect();
    if out.chars().count() > 400 {
        out = out.chars().take(399).collect::<String>() + "…";
    }
    out
}

/// The reason shown for a report: verdict, main reason and its code, on one line.
pub fn reason_line(report: &Report) -> String {
    let text = match report.main_reason() {
        Some(r) => format!("shanalyze: {}: {} ({})", report.verdict.as_str(), r.message, r.code),
        None => format!("shanalyze: {}: nothing here needs a person", report.verdict.as_str()),
    };
    one_line(&text)
}

/// Sets `value` at a JSON pointer, creating objects on the way.
fn set_pointer(root: &mut Value, pointer: &str, value: Value) {
    let mut node = root;
    let parts: Vec<String> = pointer.split('/').skip(1).map(|p| p.replace("~1", "/").replace("~0", "~")).collect();
    for (i, part) in parts.iter().enumerate() {
        if !node.is_object() {
            *node = Value::Object(Map::new());
        }
        let map = node.as_object_mut().expect("just made an object");
        if i + 1 == parts.len() {
            map.insert(part.clone(), value);
            return;
        }
        node = map.entry(part.clone()).or_insert_with(|| Value::Object(Map::new()));
    }
}

fn answer(contract: &Contract, decision: &str, reason: Option<&str>) -> String {
    let mut out = Value::Object(Map::new());
    for (pointer, value) in contract.fixed {
        set_pointer(&mut out, pointer, Value::String((*value).to_string()));
    }
    set_pointer(&mut out, contract.decision_pointer, Value::String(decision.to_string()));
    if let Some(reason) = reason {
        for pointer in contract.reason_pointers {
            set_pointer(&mut out, pointer, Value::String(reason.to_string()));
        }
    }
    let mut text = serde_json::to_string(&out).unwrap_or_default();
    text.push('\n');
    text
}

/// The harness's answer for a report.
pub fn render(contract: &Contract, report: &Report) -> Response {
    let reason = reason_line(report);
    match report.verdict {
        Decision::Allow => match contract.allow {
            OnAllow::Grant(value) => {
                Response { stdout: answer(contract, value, None), stderr: String::new(), exit: contract.abstain_exit }
            }
            OnAllow::Silent => Response { stdout: String::new(), stderr: String::new(), exit: contract.abstain_exit },
        },
        Decision::Ask => match contract.ask {
            OnAsk::Ask(value) => Response {
                stdout: answer(contract, value, Some(&reason)),
                stderr: String::new(),
                exit: contract.abstain_exit,
            },
            OnAsk::Silent => Response {
                stdout: String::new(),
                stderr: format!("{reason} [left to the harness's own prompt]\n"),
                exit: contract.abstain_exit,
            },
        },
        Decision::Deny => Response {
            stdout: answer(contract, contract.deny, Some(&reason)),
            stderr: format!("{reason}\n"),
            exit: contract.deny_exit,
        },
    }
}

/// `shanalyze hook --target NAME`: reads stdin, writes the answer. Returns the exit code.
pub fn hook_main(name: &str) -> u8 {
    use std::io::{Read, Write};
    let Some(target) = target(name) else {
        eprintln!("shanalyze: unknown hook target {name:?}; targets: {}", target_names());
        return 64;
    };
    // A panic is caught in `run` and answered by abstaining: keep the default hook from
    // printing a multi-line report on stderr.
    std::panic::set_hook(Box::new(|_| {}));
    let mut input = Vec::new();
    // Bounded read: an envelope is small; anything past 4 MiB is refused (abstain).
    let limit = 4 * 1024 * 1024;
    let read = std::io::stdin().lock().take(limit as u64 + 1).read_to_end(&mut input);
    let response = match read {
        Err(e) => abstain(target.contracts[0].abstain_exit, &format!("cannot read stdin: {e}")),
        Ok(_) if input.len() > limit => abstain(target.contracts[0].abstain_exit, "the envelope is larger than 4 MiB"),
        Ok(_) => run(target, &input, &|k| std::env::var(k).ok()),
    };
    let mut stdout = std::io::stdout().lock();
    let _ = stdout.write_all(response.stdout.as_bytes());
    let _ = stdout.flush();
    let mut stderr = std::io::stderr().lock();
    let _ = stderr.write_all(response.stderr.as_bytes());
    response.exit
}
