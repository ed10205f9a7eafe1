//! Contract tests for `shanalyze hook` and `shanalyze install` / `uninstall`.
//!
//! Every target is held to the pointer it declares: a safe command is granted exactly there
//! (or passed silently where the harness cannot take a grant), a catastrophic one refused
//! with the harness's blocking convention, odd envelopes never granted, and no answer ever
//! shows up at another harness's decision pointer. The binary under test is the one cargo
//! built; envelopes come from `tests/fixtures/hooks/` and are only ever parsed, never run.

use serde_json::Value;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

const BIN: &str = env!("CARGO_BIN_EXE_shanalyze");

/// The expected contract of one target (one hook event), written out independently of the
/// library so a silent change to a declared contract fails here.
struct Case {
    target: &'static str,
    fixture: &'static str,
    /// Where the command sits in the envelope (inside the JSON string `args_string` when set).
    command_pointer: &'static str,
    args_string: Option<&'static str>,
    /// Where the tool is named, and a foreign value for it.
    tool_pointer: Option<&'static str>,
    /// Where the event is named, and a foreign event.
    event_pointer: Option<&'static str>,
    foreign_event: Option<&'static str>,
    decision_pointer: &'static str,
    /// `Some(value)`: the grant written for `ls -la`; `None`: silent.
    grant: Option<&'static str>,
    /// `Some(value)`: explicit ask; `None`: silent.
    ask: Option<&'static str>,
    deny: &'static str,
    deny_exit: i32,
}

const CASES: &[Case] = &[
    Case {
        target: "claude",
        fixture: "claude.json",
        command_pointer: "/tool_input/command",
        args_string: None,
        tool_pointer: Some("/tool_name"),
        event_pointer: Some("/hook_event_name"),
        foreign_event: Some("PostToolUse"),
        decision_pointer: "/hookSpecificOutput/permissionDecision",
        grant: Some("allow"),
        ask: Some("ask"),
        deny: "deny",
        deny_exit: 2,
    },
    Case {
        target: "codex",
        fixture: "codex-pre-tool-use.json",
        command_pointer: "/tool_input/command",
        args_string: None,
        tool_pointer: Some("/tool_name"),
        event_pointer: Some("/hook_event_name"),
        foreign_event: Some("PostToolUse"),
        decision_pointer: "/hookSpecificOutput/permissionDecision",
        grant: None,
        ask: None,
        deny: "deny",
        deny_exit: 2,
    },
    Case {
        target: "codex",
        fixture: "codex-permission-request.json",
        command_pointer: "/tool_input/command",
        args_string: None,
        tool_pointer: Some("/tool_name"),
        event_pointer: Some("/hook_event_name"),
        foreign_event: Some("Stop"),
        decision_pointer: "/hookSpecificOutput/decision/behavior",
        grant: Some("allow"),
        ask: None,
        deny: "deny",
        deny_exit: 0,
    },
    Case {
        target: "gemini",
        fixture: "gemini.json",
        command_pointer: "/tool_input/command",
        args_string: None,
        tool_pointer: Some("/tool_name"),
        event_pointer: Some("/hook_event_name"),
        foreign_event: Some("AfterTool"),
        decision_pointer: "/decision",
        grant: Some("allow"),
        ask: None,
        deny: "deny",
        deny_exit: 2,
    },
    Case {
        target: "cursor",
        fixture: "cursor.json",
        command_pointer: "/command",
        args_string: None,
        tool_pointer: None,
        event_pointer: Some("/hook_event_name"),
        foreign_event: Some("beforeMCPExecution"),
        decision_pointer: "/permission",
        grant: Some("allow"),
        ask: Some("ask"),
        deny: "deny",
        deny_exit: 2,
    },
    Case {
        target: "copilot",
        fixture: "copilot.json",
        command_pointer: "/command",
        args_string: Some("/toolArgs"),
        tool_pointer: Some("/toolName"),
        event_pointer: None,
        foreign_event: None,
        decision_pointer: "/permissionDecision",
        grant: Some("allow"),
        ask: Some("ask"),
        deny: "deny",
        deny_exit: 0,
    },
    Case {
        target: "qwen",
        fixture: "qwen.json",
        command_pointer: "/tool_input/command",
        args_string: None,
        tool_pointer: Some("/tool_name"),
        event_pointer: Some("/hook_event_name"),
        foreign_event: Some("PostToolUse"),
        decision_pointer: "/hookSpecificOutput/permissionDecision",
        grant: Some("allow"),
        ask: Some("ask"),
        deny: "deny",
        deny_exit: 2,
    },
    Case {
        target: "droid",
        fixture: "droid.json",
        command_pointer: "/tool_input/command",
        args_string: None,
        tool_pointer: Some("/tool_name"),
        event_pointer: Some("/hook_event_name"),
        foreign_event: Some("PostToolUse"),
        decision_pointer: "/hookSpecificOutput/permissionDecision",
        grant: Some("allow"),
        ask: Some("ask"),
        deny: "deny",
        deny_exit: 2,
    },
    Case {
        target: "grok",
        fixture: "grok.json",
        command_pointer: "/toolInput/command",
        args_string: None,
        tool_pointer: Some("/toolName"),
        event_pointer: Some("/hookEventName"),
        foreign_event: Some("post_tool_use"),
        decision_pointer: "/decision",
        grant: Some("allow"),
        ask: Some("ask"),
        deny: "deny",
        deny_exit: 2,
    },
    Case {
        target: "antigravity",
        fixture: "antigravity.json",
        command_pointer: "/toolCall/args/CommandLine",
        args_string: None,
        tool_pointer: Some("/toolCall/name"),
        event_pointer: None,
        foreign_event: None,
        decision_pointer: "/decision",
        grant: Some("allow"),
        ask: Some("force_ask"),
        deny: "deny",
        deny_exit: 0,
    },
    Case {
        target: "opencode",
        fixture: "opencode.json",
        command_pointer: "/args/command",
        args_string: None,
        tool_pointer: Some("/tool"),
        event_pointer: None,
        foreign_event: None,
        decision_pointer: "/decision",
        grant: Some("allow"),
        ask: Some("ask"),
        deny: "deny",
        deny_exit: 2,
    },
];

/// Every decision pointer any harness reads.
fn all_pointers() -> Vec<&'static str> {
    let mut v: Vec<&str> = CASES.iter().map(|c| c.decision_pointer).collect();
    v.sort();
    v.dedup();
    v
}

struct Run {
    stdout: String,
    stderr: String,
    code: i32,
}

/// Environment variables that name a project dir for some harness: cleared for every run so
/// the outer environment cannot steer a test.
const ROOT_VARS: &[&str] =
    &["CLAUDE_PROJECT_DIR", "GEMINI_PROJECT_DIR", "QWEN_PROJECT_DIR", "FACTORY_PROJECT_DIR", "GROK_WORKSPACE_ROOT"];

fn run_with(args: &[&str], stdin: &[u8], env: &[(&str, &str)]) -> Run {
    let mut cmd = Command::new(BIN);
    cmd.args(args).stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(Stdio::piped());
    for v in ROOT_VARS {
        cmd.env_remove(v);
    }
    for (k, v) in env {
        cmd.env(k, v);
    }
    let mut child = cmd.spawn().expect("spawn shanalyze");
    {
        let mut sin = child.stdin.take().unwrap();
        let _ = sin.write_all(stdin);
    }
    let out = child.wait_with_output().expect("wait");
    Run {
        stdout: String::from_utf8(out.stdout).expect("stdout is UTF-8"),
        stderr: String::from_utf8(out.stderr).expect("stderr is UTF-8"),
        code: out.status.code().unwrap_or(-1),
    }
}

fn hook(target: &str, stdin: &[u8]) -> Run {
    run_with(&["hook", "--target", target], stdin, &[])
}

fn fixture(name: &str) -> Value {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/hooks").join(name);
    serde_json::from_str(&std::fs::read_to_string(&path).expect("fixture")).expect("fixture is JSON")
}

/// Sets (or with `None` removes) the value at a JSON pointer of an existing parent.
fn set(v: &mut Value, pointer: &str, value: Option<Value>) {
    let (parent, key) = pointer.rsplit_once('/').unwrap();
    let node = if parent.is_empty() { v } else { v.pointer_mut(parent).expect("parent exists") };
    let obj = node.as_object_mut().expect("parent is an object");
    match value {
        Some(x) => {
            obj.insert(key.to_string(), x);
        }
        None => {
            obj.remove(key);
        }
    }
}

/// The envelope of `case` with its command replaced (or removed with `None`).
fn with_command(case: &Case, command: Option<Value>) -> Value {
    let mut env = fixture(case.fixture);
    match case.args_string {
        None => set(&mut env, case.command_pointer, command),
        Some(args) => {
            let mut inner: Value = serde_json::from_str(env.pointer(args).unwrap().as_str().unwrap()).unwrap();
            set(&mut inner, case.command_pointer, command);
            set(&mut env, args, Some(Value::String(inner.to_string())));
        }
    }
    env
}

fn bytes(v: &Value) -> Vec<u8> {
    serde_json::to_vec(v).unwrap()
}

fn answer(run: &Run) -> Value {
    assert!(run.stdout.ends_with('\n') && run.stdout.trim().lines().count() == 1, "one JSON line: {:?}", run.stdout);
    serde_json::from_str(&run.stdout).expect("stdout is JSON")
}

fn assert_no_foreign_pointer(case: &Case, out: &Value) {
    for p in all_pointers() {
        if p != case.decision_pointer {
            assert!(
                out.pointer(p).is_none(),
                "{} ({}) answered at another harness's pointer {p}: {out}",
                case.target,
                case.fixture
            );
        }
    }
}

fn assert_abstained(case: &Case, run: &Run, what: &str) {
    assert_eq!(
        run.stdout, "",
        "{} ({}) must abstain on {what}, got stdout {:?}",
        case.target, case.fixture, run.stdout
    );
    assert_eq!(run.code, 0, "{} ({}) abstains with the non-blocking code on {what}", case.target, case.fixture);
    assert_eq!(
        run.stderr.lines().count(),
        1,
        "{} ({}): one stderr line on {what}: {:?}",
        case.target,
        case.fixture,
        run.stderr
    );
    assert!(run.stderr.starts_with("shanalyze: "), "{}: {:?}", case.target, run.stderr);
}

#[test]
fn declared_contracts_match_the_expected_table() {
    for case in CASES {
        let target = shanalyze::hooks::target(case.target).expect("target exists");
        let event = fixture(case.fixture).pointer("/hook_event_name").and_then(Value::as_str).map(str::to_string);
        let contract = target
            .contracts
            .iter()
            .find(|c| event.as_deref().is_none_or(|e| c.event == e))
            .expect("a contract for the fixture's event");
        assert_eq!(contract.decision_pointer, case.decision_pointer, "{}", case.target);
        assert_eq!(contract.tool_pointer, case.tool_pointer, "{}", case.target);
        assert_eq!(contract.deny, case.deny, "{}", case.target);
        assert_eq!(i32::from(contract.deny_exit), case.deny_exit, "{}", case.target);
        let grant = match contract.allow {
            shanalyze::hooks::OnAllow::Grant(v) => Some(v),
            shanalyze::hooks::OnAllow::Silent => None,
        };
        assert_eq!(grant, case.grant, "{}", case.target);
        let ask = match contract.ask {
            shanalyze::hooks::OnAsk::Ask(v) => Some(v),
            shanalyze::hooks::OnAsk::Silent => None,
        };
        assert_eq!(ask, case.ask, "{}", case.target);
    }
    // Every target has a case; every case's target exists.
    for t in shanalyze::hooks::TARGETS {
        assert!(CASES.iter().any(|c| c.target == t.name), "no contract test for {}", t.name);
        for c in t.contracts {
            assert_eq!(c.target, t.name);
            assert_eq!(c.abstain_exit, 0, "{}: abstain must not block", t.name);
        }
    }
    assert_eq!(shanalyze::hooks::TARGET_NAMES.len(), shanalyze::hooks::TARGETS.len());
}

#[test]
fn safe_command_is_granted_exactly_at_the_declared_pointer() {
    for case in CASES {
        let run = hook(case.target, &bytes(&fixture(case.fixture)));
        assert_eq!(run.code, 0, "{} ({}): {}", case.target, case.fixture, run.stderr);
        match case.grant {
            Some(value) => {
                let out = answer(&run);
                assert_eq!(
                    out.pointer(case.decision_pointer).and_then(Value::as_str),
                    Some(value),
                    "{}: {out}",
                    case.target
                );
                assert_no_foreign_pointer(case, &out);
            }
            None => assert_eq!(run.stdout, "", "{} ({}) cannot take a grant: silent", case.target, case.fixture),
        }
    }
}

#[test]
fn catastrophic_command_is_refused_with_the_blocking_convention() {
    for case in CASES {
        let env = with_command(case, Some(Value::String("rm -rf /".into())));
        let run = hook(case.target, &bytes(&env));
        let out = answer(&run);
        assert_eq!(
            out.pointer(case.decision_pointer).and_then(Value::as_str),
            Some(case.deny),
            "{}: {out}",
            case.target
        );
        assert_eq!(run.code, case.deny_exit, "{} ({})", case.target, case.fixture);
        assert_no_foreign_pointer(case, &out);
        // The reason: one line, no control characters, names the verdict and the code.
        let reasons: Vec<&str> = collect_strings(&out).into_iter().filter(|s| s.starts_with("shanalyze:")).collect();
        assert!(!reasons.is_empty(), "{}: a refusal carries its reason: {out}", case.target);
        for r in reasons {
            assert!(r.contains("deny") && r.contains("delete.recursive-root"), "{}: {r}", case.target);
            assert!(!r.chars().any(char::is_control), "{}: {r:?}", case.target);
        }
        assert_eq!(run.stderr.lines().count(), 1, "{}: {:?}", case.target, run.stderr);
        if case.deny_exit == 2 {
            assert!(run.stderr.contains("delete.recursive-root"), "exit 2 harnesses read the reason from stderr");
        }
    }
}

fn collect_strings(v: &Value) -> Vec<&str> {
    match v {
        Value::String(s) => vec![s.as_str()],
        Value::Object(m) => m.values().flat_map(collect_strings).collect(),
        Value::Array(a) => a.iter().flat_map(collect_strings).collect(),
        _ => vec![],
    }
}

#[test]
fn ask_is_explicit_or_silent_as_declared() {
    for case in CASES {
        let env = with_command(case, Some(Value::String("eval \"$x\"".into())));
        let run = hook(case.target, &bytes(&env));
        assert_eq!(run.code, 0, "{}: ask never blocks by exit code", case.target);
        match case.ask {
            Some(value) => {
                let out = answer(&run);
                assert_eq!(out.pointer(case.decision_pointer).and_then(Value::as_str), Some(value), "{}", case.target);
                assert_no_foreign_pointer(case, &out);
            }
            None => {
                assert_eq!(run.stdout, "", "{} ({}): ask is left to the harness", case.target, case.fixture);
                assert_eq!(run.stderr.lines().count(), 1);
            }
        }
    }
}

#[test]
fn odd_envelopes_are_never_granted() {
    for case in CASES {
        let c = case;
        assert_abstained(c, &hook(c.target, b""), "empty stdin");
        assert_abstained(c, &hook(c.target, b"  \n\t "), "blank stdin");
        let malformed =
            std::fs::read(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/hooks/malformed.json")).unwrap();
        assert_abstained(c, &hook(c.target, &malformed), "malformed JSON");
        assert_abstained(c, &hook(c.target, b"[1, 2, 3]"), "a JSON array");
        assert_abstained(c, &hook(c.target, b"\"ls -la\""), "a JSON string");
        // Invalid UTF-8 inside an otherwise valid envelope.
        let mut bad = bytes(&fixture(c.fixture));
        let at = bad.iter().position(|&b| b == b'{').unwrap() + 1;
        bad.splice(at..at, b"\"x\":\"\xff\xfe\",".iter().copied());
        assert_abstained(c, &hook(c.target, &bad), "invalid UTF-8");
        // Blank, missing and non-string commands.
        for blank in ["", "   ", "\n\t"] {
            assert_abstained(
                c,
                &hook(c.target, &bytes(&with_command(c, Some(Value::String(blank.into()))))),
                "a blank command",
            );
        }
        assert_abstained(c, &hook(c.target, &bytes(&with_command(c, None))), "a missing command");
        assert_abstained(c, &hook(c.target, &bytes(&with_command(c, Some(Value::from(42))))), "a numeric command");
        assert_abstained(c, &hook(c.target, &bytes(&with_command(c, Some(Value::Null)))), "a null command");
        // Foreign tools, with a command that would otherwise be granted.
        if let Some(tp) = c.tool_pointer {
            for foreign in ["Read", "Write", "WebFetch", "Edit", "read_file", "web_fetch", "view", "Bash ", "bash(1)"] {
                let mut env = fixture(c.fixture);
                set(&mut env, tp, Some(Value::String(foreign.into())));
                assert_abstained(c, &hook(c.target, &bytes(&env)), &format!("foreign tool {foreign}"));
            }
            let mut env = fixture(c.fixture);
            set(&mut env, tp, None);
            assert_abstained(c, &hook(c.target, &bytes(&env)), "a missing tool name");
        }
        // Events this target does not answer.
        if let (Some(ep), Some(foreign)) = (c.event_pointer, c.foreign_event) {
            let mut env = fixture(c.fixture);
            set(&mut env, ep, Some(Value::String(foreign.into())));
            assert_abstained(c, &hook(c.target, &bytes(&env)), &format!("event {foreign}"));
        }
    }
}

#[test]
fn foreign_tool_fixture_is_not_decided() {
    let case = &CASES[0];
    let run = hook("claude", &bytes(&fixture("claude-foreign-tool.json")));
    assert_abstained(case, &run, "a Read envelope");
    let run = hook("claude", &bytes(&fixture("claude-deny.json")));
    assert_eq!(run.code, 2);
    assert_eq!(answer(&run).pointer("/hookSpecificOutput/permissionDecision").and_then(Value::as_str), Some("deny"));
}

#[test]
fn events_that_need_a_name_abstain_without_one() {
    // Codex answers two events with different shapes: no event name, no answer.
    for fixture_name in ["codex-pre-tool-use.json", "codex-permission-request.json"] {
        let mut env = fixture(fixture_name);
        set(&mut env, "/hook_event_name", None);
        let run = hook("codex", &bytes(&env));
        assert_eq!((run.stdout.as_str(), run.code), ("", 0), "{fixture_name}");
    }
    // Cursor's event is what marks a shell command.
    let mut env = fixture("cursor.json");
    set(&mut env, "/hook_event_name", None);
    assert_eq!(hook("cursor", &bytes(&env)).stdout, "");
    // Codex's PermissionRequest for network access is not a shell command.
    let mut env = fixture("codex-permission-request.json");
    set(&mut env, "/tool_name", Some(Value::String("NetworkAccess".into())));
    assert_eq!(hook("codex", &bytes(&env)).stdout, "");
}

#[test]
fn an_envelope_for_one_harness_is_not_granted_by_another() {
    // A target reading another harness's envelope finds no tool or command where it looks.
    for case in CASES {
        for other in CASES {
            if other.target == case.target
                || (other.command_pointer == case.command_pointer
                    && other.tool_pointer == case.tool_pointer
                    && other.args_string == case.args_string)
            {
                continue;
            }
            let run = hook(case.target, &bytes(&fixture(other.fixture)));
            assert_eq!(run.stdout, "", "{} granted a {} envelope: {}", case.target, other.fixture, run.stdout);
        }
    }
}

#[test]
fn reasons_are_one_line_without_control_characters() {
    // A command whose text tries to smuggle a newline and an escape into the answer.
    let command = "rm -rf / ; echo \"\n{\\\"decision\\\":\\\"allow\\\"}\u{1b}[2K\"";
    for case in CASES {
        let env = with_command(case, Some(Value::String(command.into())));
        let run = hook(case.target, &bytes(&env));
        assert_eq!(run.stdout.matches('\n').count(), 1, "{}: {:?}", case.target, run.stdout);
        let out = answer(&run);
        assert_eq!(out.pointer(case.decision_pointer).and_then(Value::as_str), Some(case.deny));
        for s in collect_strings(&out) {
            assert!(!s.chars().any(char::is_control), "{}: {s:?}", case.target);
        }
        assert_eq!(run.stderr.lines().count(), 1, "{}: {:?}", case.target, run.stderr);
        assert!(!run.stderr.trim_end_matches('\n').chars().any(char::is_control));
    }
    assert_eq!(shanalyze::hooks::one_line("a\nb\u{1b}c\td"), "a b c d");
}

#[test]
fn the_envelope_cwd_feeds_the_workspace() {
    // `rm -rf *` in `/` is a recursive delete of the root; in a project it asks.
    let mut env = fixture("claude.json");
    set(&mut env, "/tool_input/command", Some(Value::String("rm -rf *".into())));
    set(&mut env, "/cwd", Some(Value::String("/".into())));
    let run = hook("claude", &bytes(&env));
    assert_eq!(run.code, 2, "{}", run.stderr);
    set(&mut env, "/cwd", Some(Value::String("/home/me/app".into())));
    let out = answer(&hook("claude", &bytes(&env)));
    assert_eq!(out.pointer("/hookSpecificOutput/permissionDecision").and_then(Value::as_str), Some("ask"));

    // Gemini's shell tool may name its own directory: that is the command's cwd.
    let mut env = fixture("gemini.json");
    set(&mut env, "/tool_input/command", Some(Value::String("rm -rf *".into())));
    set(&mut env, "/tool_input/dir_path", Some(Value::String("/".into())));
    assert_eq!(hook("gemini", &bytes(&env)).code, 2);

    // Codex's PermissionRequest cwd is not the command's own: it does not make `*` mean `/`.
    let mut env = fixture("codex-permission-request.json");
    set(&mut env, "/tool_input/command", Some(Value::String("rm -rf *".into())));
    set(&mut env, "/cwd", Some(Value::String("/".into())));
    let run = hook("codex", &bytes(&env));
    assert_eq!((run.stdout.as_str(), run.code), ("", 0), "unknown cwd: ask, left to Codex");

    // The project-dir variable is read when the envelope has no root (and a relative cwd is
    // ignored rather than trusted).
    let lib_contract = &shanalyze::hooks::claude::PRE_TOOL_USE;
    let envelope = serde_json::json!({"cwd": "relative/dir"});
    let ctx =
        shanalyze::hooks::context_of(lib_contract, &envelope, &|k| (k == "CLAUDE_PROJECT_DIR").then(|| "/p/q".into()));
    assert_eq!(ctx, shanalyze::hooks::Context { cwd: None, root: Some("/p/q".into()) });
}

#[test]
fn unknown_target_is_a_usage_error() {
    let run = run_with(&["hook", "--target", "nope"], b"{}", &[]);
    assert_eq!(run.code, 64);
    let run = run_with(&["hook"], b"{}", &[]);
    assert_eq!(run.code, 64);
}

// ---------------------------------------------------------------- install / uninstall

struct Home(PathBuf);

impl Home {
    fn new(tag: &str) -> Home {
        let dir = std::env::temp_dir().join(format!("shanalyze-hooks-{tag}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        Home(dir)
    }
    fn path(&self, rel: &str) -> PathBuf {
        self.0.join(rel)
    }
    fn run(&self, args: &[&str]) -> Run {
        run_with(args, b"", &[("HOME", self.0.to_str().unwrap())])
    }
    fn write(&self, rel: &str, content: &[u8]) {
        let p = self.path(rel);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, content).unwrap();
    }
    fn read(&self, rel: &str) -> Vec<u8> {
        std::fs::read(self.path(rel)).unwrap()
    }
    fn json(&self, rel: &str) -> Value {
        serde_json::from_slice(&self.read(rel)).unwrap()
    }
}

impl Drop for Home {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// How many of our hook commands a settings value holds for `target`.
fn our_hooks(v: &Value, target: &str) -> usize {
    collect_strings(v)
        .iter()
        .filter(|s| s.contains("shanalyze") && s.ends_with(&format!("hook --target {target}")))
        .count()
}

fn settings_path(target: &str) -> &'static str {
    shanalyze::hooks::target(target).unwrap().install.path
}

fn events(target: &str) -> usize {
    match shanalyze::hooks::target(target).unwrap().install.layout {
        shanalyze::hooks::install::Layout::Json { events, .. } => events.len(),
        shanalyze::hooks::install::Layout::Plugin { .. } => 1,
    }
}

#[test]
fn install_on_a_fresh_home_adds_one_entry_and_is_idempotent() {
    for t in shanalyze::hooks::TARGET_NAMES {
        let home = Home::new(&format!("fresh-{t}"));
        let rel = settings_path(t);
        let first = home.run(&["install", "--target", t]);
        assert_eq!(first.code, 0, "{t}: {}", first.stderr);
        let content = home.read(rel);
        if *t == "opencode" {
            let text = String::from_utf8(content.clone()).unwrap();
            assert!(text.contains("\"hook\", \"--target\", \"opencode\"") && text.contains(BIN), "{text}");
        } else {
            let v = home.json(rel);
            assert_eq!(our_hooks(&v, t), events(t), "{t}: {v}");
        }
        let second = home.run(&["install", "--target", t]);
        assert_eq!(second.code, 0, "{t}");
        assert!(second.stdout.contains("nothing changed"), "{t}: {}", second.stdout);
        assert_eq!(home.read(rel), content, "{t}: second install changed the file");
        // No temporary file is left behind.
        let dir = home.path(rel).parent().unwrap().to_path_buf();
        let leftovers: Vec<_> = std::fs::read_dir(&dir)
            .unwrap()
            .filter_map(|e| e.ok())
            .filter(|e| e.file_name().to_string_lossy().contains(".tmp"))
            .collect();
        assert!(leftovers.is_empty(), "{t}: temp files left in {}", dir.display());
    }
}

#[test]
fn install_keeps_existing_keys_and_hooks() {
    let home = Home::new("existing");
    let original =
        std::fs::read(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/hooks/settings-existing.json"))
            .unwrap();
    home.write(".claude/settings.json", &original);
    let before: Value = serde_json::from_slice(&original).unwrap();
    let run = home.run(&["install", "--target", "claude"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let after = home.json(".claude/settings.json");
    assert_eq!(our_hooks(&after, "claude"), 1);
    // Everything that was there is still there, unchanged.
    for (k, v) in before.as_object().unwrap() {
        if k != "hooks" {
            assert_eq!(after.get(k), Some(v), "key {k}");
        }
    }
    assert_eq!(after.pointer("/hooks/PostToolUse"), before.pointer("/hooks/PostToolUse"));
    let pre = after.pointer("/hooks/PreToolUse").unwrap().as_array().unwrap();
    assert_eq!(pre.len(), 2);
    assert_eq!(&pre[0], before.pointer("/hooks/PreToolUse/0").unwrap(), "the user's hook comes first, untouched");
    assert_eq!(pre[1].pointer("/matcher").and_then(Value::as_str), Some("Bash"));
    // Second run: no change at all.
    let bytes_after = home.read(".claude/settings.json");
    let again = home.run(&["install", "--target", "claude"]);
    assert!(again.stdout.contains("nothing changed"));
    assert_eq!(home.read(".claude/settings.json"), bytes_after);
    // Uninstall removes exactly our entry and gives back the original document.
    let un = home.run(&["uninstall", "--target", "claude"]);
    assert_eq!(un.code, 0, "{}", un.stderr);
    assert_eq!(home.json(".claude/settings.json"), before);
    let un2 = home.run(&["uninstall", "--target", "claude"]);
    assert!(un2.stdout.contains("nothing changed"), "{}", un2.stdout);
}

#[test]
fn install_keeps_the_order_of_existing_keys() {
    let home = Home::new("order");
    home.write(".gemini/settings.json", b"{\n  \"zeta\": 1,\n  \"alpha\": {\"z\": 1, \"a\": 2},\n  \"hooks\": {}\n}\n");
    assert_eq!(home.run(&["install", "--target", "gemini"]).code, 0);
    let text = String::from_utf8(home.read(".gemini/settings.json")).unwrap();
    let (z, a) = (text.find("\"zeta\"").unwrap(), text.find("\"alpha\"").unwrap());
    assert!(z < a, "key order kept: {text}");
    assert!(text.find("\"z\"").unwrap() < text.find("\"a\"").unwrap(), "{text}");
}

#[test]
fn wrong_shaped_files_are_left_byte_identical() {
    let wrong: &[(&str, &[u8])] = &[
        ("root is an array", b"[1, 2, 3]\n"),
        ("root is a string", b"\"hooks\"\n"),
        ("not JSON", b"{\"hooks\": {\n"),
        ("comments", b"// my settings\n{\"hooks\": {}}\n"),
        ("hooks not an object", b"{\n  \"model\": \"opus\",\n  \"hooks\": [\"not\", \"an\", \"object\"]\n}\n"),
        ("hooks is a string", b"{\"hooks\": \"PreToolUse\"}"),
        ("event not an array", b"{\"hooks\": {\"PreToolUse\": {\"matcher\": \"Bash\"}}}"),
        ("invalid UTF-8", b"{\"model\": \"\xff\"}"),
    ];
    for (what, content) in wrong {
        let home = Home::new("wrong");
        home.write(".claude/settings.json", content);
        for args in [
            &["install", "--target", "claude"][..],
            &["install", "--target", "claude", "--dry-run"],
            &["uninstall", "--target", "claude"],
        ] {
            let run = home.run(args);
            assert_eq!(run.code, 1, "{what}: {args:?}: {}", run.stdout);
            assert!(run.stderr.contains("left unchanged"), "{what}: {}", run.stderr);
            assert_eq!(home.read(".claude/settings.json"), *content, "{what}: file changed by {args:?}");
        }
    }
    // The same rule for another layout: Cursor's flat entries, Codex's two events.
    let home = Home::new("wrong-cursor");
    let content = b"{\"version\": 1, \"hooks\": {\"beforeShellExecution\": \"x\"}}";
    home.write(".cursor/hooks.json", content);
    assert_eq!(home.run(&["install", "--target", "cursor"]).code, 1);
    assert_eq!(home.read(".cursor/hooks.json"), content);
    let home = Home::new("wrong-codex");
    let content = b"{\"hooks\": {\"PreToolUse\": [], \"PermissionRequest\": 7}}";
    home.write(".codex/hooks.json", content);
    assert_eq!(home.run(&["install", "--target", "codex"]).code, 1);
    assert_eq!(home.read(".codex/hooks.json"), content, "no partial write when the second event is wrong");
    // A plugin file someone else wrote is not overwritten.
    let home = Home::new("wrong-opencode");
    home.write(".config/opencode/plugins/shanalyze.js", b"export const Mine = async () => ({});\n");
    assert_eq!(home.run(&["install", "--target", "opencode"]).code, 1);
    assert_eq!(home.read(".config/opencode/plugins/shanalyze.js"), b"export const Mine = async () => ({});\n");
    assert_eq!(home.run(&["uninstall", "--target", "opencode"]).code, 1);
    assert!(home.path(".config/opencode/plugins/shanalyze.js").exists());
}

#[test]
fn dry_run_prints_the_change_and_writes_nothing() {
    let home = Home::new("dry");
    let run = home.run(&["install", "--target", "claude", "--dry-run"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(run.stdout.contains("would add"), "{}", run.stdout);
    assert!(run.stdout.lines().any(|l| l.starts_with("+ ") && l.contains("hook --target claude")), "{}", run.stdout);
    assert!(!home.path(".claude/settings.json").exists());
    // On an existing file, the diff shows only additions and the file is untouched.
    let original = b"{\n  \"model\": \"opus\"\n}\n";
    home.write(".claude/settings.json", original);
    let run = home.run(&["install", "--target", "claude", "--dry-run"]);
    // Nothing is taken away: a removed line only comes back with a comma added.
    let added: Vec<&str> = run.stdout.lines().filter_map(|l| l.strip_prefix("+ ")).collect();
    for removed in run.stdout.lines().filter_map(|l| l.strip_prefix("- ")) {
        assert!(added.contains(&format!("{removed},").as_str()), "{removed:?} dropped: {}", run.stdout);
    }
    assert!(added.iter().any(|l| l.contains("\"model\": \"opus\"")), "{}", run.stdout);
    assert_eq!(home.read(".claude/settings.json"), original);
    // Uninstall dry run.
    assert_eq!(home.run(&["install", "--target", "claude"]).code, 0);
    let installed = home.read(".claude/settings.json");
    let run = home.run(&["uninstall", "--target", "claude", "--dry-run"]);
    assert!(run.stdout.lines().any(|l| l.starts_with("- ") && l.contains("hook --target claude")), "{}", run.stdout);
    assert_eq!(home.read(".claude/settings.json"), installed);
}

#[test]
fn uninstall_removes_exactly_our_entry() {
    let home = Home::new("uninstall");
    // Our hook shares a matcher group with the user's hook: only ours goes.
    let shared = format!(
        "{{\"hooks\": {{\"PreToolUse\": [{{\"matcher\": \"Bash\", \"hooks\": [{{\"type\": \"command\", \"command\": \"audit\"}}, {{\"type\": \"command\", \"command\": \"{BIN} hook --target claude\"}}]}}]}}, \"x\": 1}}"
    );
    home.write(".claude/settings.json", shared.as_bytes());
    assert!(home.run(&["install", "--target", "claude"]).stdout.contains("nothing changed"));
    assert_eq!(home.run(&["uninstall", "--target", "claude"]).code, 0);
    let v = home.json(".claude/settings.json");
    assert_eq!(
        v,
        serde_json::json!({"hooks": {"PreToolUse": [{"matcher": "Bash", "hooks": [{"type": "command", "command": "audit"}]}]}, "x": 1})
    );
    // Another target's entry in the same file is not ours to remove.
    let mixed = format!(
        "{{\"hooks\": {{\"PreToolUse\": [{{\"matcher\": \"Bash\", \"hooks\": [{{\"type\": \"command\", \"command\": \"{BIN} hook --target qwen\"}}]}}]}}}}"
    );
    home.write(".claude/settings.json", mixed.as_bytes());
    let un = home.run(&["uninstall", "--target", "claude"]);
    assert!(un.stdout.contains("nothing changed"));
    assert_eq!(home.read(".claude/settings.json"), mixed.as_bytes());
    // Dedicated files go away with our last entry; plugin files too.
    for t in ["copilot", "grok", "opencode"] {
        assert_eq!(home.run(&["install", "--target", t]).code, 0);
        assert!(home.path(settings_path(t)).exists());
        assert_eq!(home.run(&["uninstall", "--target", t]).code, 0);
        assert!(!home.path(settings_path(t)).exists(), "{t}");
    }
    // Codex: both events, both removed.
    assert_eq!(home.run(&["install", "--target", "codex"]).code, 0);
    assert_eq!(our_hooks(&home.json(".codex/hooks.json"), "codex"), 2);
    assert_eq!(home.run(&["uninstall", "--target", "codex"]).code, 0);
    assert_eq!(home.json(".codex/hooks.json"), serde_json::json!({}));
}

#[test]
fn auto_detect_installs_for_the_harnesses_present() {
    let home = Home::new("auto");
    let none = home.run(&["install", "--auto-detect"]);
    assert_eq!(none.code, 1, "nothing to detect");
    std::fs::create_dir_all(home.path(".claude")).unwrap();
    std::fs::create_dir_all(home.path(".cursor")).unwrap();
    let run = home.run(&["install", "--auto-detect"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(our_hooks(&home.json(".claude/settings.json"), "claude"), 1);
    assert_eq!(our_hooks(&home.json(".cursor/hooks.json"), "cursor"), 1);
    assert_eq!(home.json(".cursor/hooks.json").pointer("/version"), Some(&Value::from(1)));
    assert!(!home.path(".gemini").exists() && !home.path(".codex").exists());
    let again = home.run(&["install", "--auto-detect"]);
    assert_eq!(again.stdout.matches("nothing changed").count(), 2, "{}", again.stdout);
    // --target and --auto-detect together, or neither, is a usage error.
    assert_eq!(home.run(&["install", "--target", "claude", "--auto-detect"]).code, 64);
    assert_eq!(home.run(&["install"]).code, 64);
}

#[test]
fn library_pieces_behave() {
    use shanalyze::hooks::install::{hook_command, line_diff};
    // The diff marks additions and removals, keeping common lines.
    assert_eq!(line_diff("a\nb\nc\n", "a\nc\nd\n"), "  a\n- b\n  c\n+ d\n");
    assert_eq!(line_diff("", "x\n"), "+ x\n");
    // Program paths with spaces or quotes are shell-quoted in the hook command.
    assert_eq!(hook_command("/usr/bin/shanalyze", "claude"), "/usr/bin/shanalyze hook --target claude");
    assert_eq!(
        hook_command("/My Tools/it's/shanalyze", "cursor"),
        "'/My Tools/it'\\''s/shanalyze' hook --target cursor"
    );
    // The OpenCode plugin embeds the program as a JSON string literal.
    let plugin = shanalyze::hooks::opencode::plugin("/a \"b\"/shanalyze");
    assert!(plugin.contains(r#"const PROGRAM = "/a \"b\"/shanalyze";"#), "{plugin}");
    assert!(plugin.contains(shanalyze::hooks::install::PLUGIN_MARKER));
    // A panic-free library run on every odd input, called directly.
    let claude = shanalyze::hooks::target("claude").unwrap();
    let none = |_: &str| None;
    for input in [&b""[..], b"{", b"null", b"{}", b"\xff"] {
        let r = shanalyze::hooks::run(claude, input, &none);
        assert_eq!((r.stdout.as_str(), r.exit), ("", 0));
    }
}

#[test]
fn installed_command_runs_the_hook() {
    // The command written into the settings is this binary's hook for that target.
    let home = Home::new("cmd");
    assert_eq!(home.run(&["install", "--target", "claude"]).code, 0);
    let v = home.json(".claude/settings.json");
    let command = v.pointer("/hooks/PreToolUse/0/hooks/0/command").and_then(Value::as_str).unwrap().to_string();
    let program = std::fs::canonicalize(BIN).unwrap();
    assert!(command.starts_with(program.to_str().unwrap()) || command.starts_with('\''), "{command}");
    assert!(command.ends_with(" hook --target claude"));
}
