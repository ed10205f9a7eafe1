//! The CLI contract (DESIGN §7): exit codes, stdin input, the JSON report shape.

use std::io::Write;
use std::process::{Command, Stdio};

fn bin() -> Command {
    Command::new(env!("CARGO_BIN_EXE_shanalyze"))
}

fn run(args: &[&str], stdin: Option<&[u8]>) -> (i32, String, String) {
    let mut child = bin()
        .args(args)
        .stdin(if stdin.is_some() { Stdio::piped() } else { Stdio::null() })
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    if let Some(input) = stdin {
        child.stdin.take().unwrap().write_all(input).unwrap();
    }
    let out = child.wait_with_output().unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into(),
        String::from_utf8_lossy(&out.stderr).into(),
    )
}

#[test]
fn check_exit_codes_follow_the_verdict() {
    assert_eq!(run(&["check", "ls -la"], None).0, 0);
    assert_eq!(run(&["check", "npm install"], None).0, 1);
    assert_eq!(run(&["check", "rm -rf /"], None).0, 2);
}

#[test]
fn check_prints_one_line_with_verdict_and_code() {
    let (code, out, _) = run(&["check", "git status && rm -rf /"], None);
    assert_eq!(code, 2);
    assert_eq!(out.lines().count(), 1);
    assert!(out.starts_with("deny: "), "{out}");
    assert!(out.contains("delete.recursive-root"), "{out}");
}

#[test]
fn dash_reads_the_command_from_stdin() {
    let (code, out, _) = run(&["check", "-"], Some(b"cat <<'EOF' | sh\nrm -rf /\nEOF\n"));
    assert_eq!(code, 2, "{out}");
}

#[test]
fn a_command_that_looks_like_a_flag_is_still_a_command() {
    let (code, _, _) = run(&["check", "--", "-rf"], None);
    assert_eq!(code, 1, "an unknown command named -rf asks");
}

#[test]
fn usage_errors_exit_64_not_the_deny_code() {
    assert_eq!(run(&["check"], None).0, 64);
    assert_eq!(run(&["frobnicate"], None).0, 64);
    assert_eq!(run(&["explain", "--json"], None).0, 64);
}

#[test]
fn invalid_utf8_on_stdin_is_an_error_never_a_verdict() {
    let (code, out, err) = run(&["check", "-"], Some(b"ls \xff\xfe"));
    assert_eq!(code, 3, "stdout {out:?} stderr {err:?}");
    assert!(out.is_empty());
    assert!(err.contains("UTF-8"), "{err}");
}

#[test]
fn explain_json_reports_invocations_via_redirects_and_reasons() {
    let (code, out, _) = run(&["explain", "--json", "sudo rm -rf / > out.txt"], None);
    assert_eq!(code, 2);
    let report: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(report["verdict"], "deny");
    assert_eq!(report["command"], "sudo rm -rf / > out.txt");
    let invocations = report["invocations"].as_array().unwrap();
    let top = invocations.iter().find(|i| i["via"].as_array().unwrap().is_empty()).unwrap();
    assert_eq!(top["argv"], serde_json::json!(["sudo", "rm", "-rf", "/"]));
    assert_eq!(top["redirects"][0]["target"], "out.txt");
    assert_eq!(top["redirects"][0]["access"], "write");
    assert_eq!(top["redirects"][0]["op"], ">");
    let inner = invocations.iter().find(|i| i["via"] == serde_json::json!(["sudo"])).unwrap();
    assert_eq!(inner["argv"], serde_json::json!(["rm", "-rf", "/"]));
    assert_eq!(inner["decision"], "deny");
    assert!(inner["effects"].as_array().unwrap().contains(&serde_json::json!("delete")));
    let codes: Vec<&str> = report["reasons"].as_array().unwrap().iter().map(|r| r["code"].as_str().unwrap()).collect();
    assert!(codes.contains(&"delete.recursive-root"));
    assert!(codes.contains(&"privilege.escalation"));
    // Spans are byte offsets into the command.
    let span = inner["span"].as_array().unwrap();
    assert!(span[0].as_u64().unwrap() <= span[1].as_u64().unwrap());
}

#[test]
fn batch_answers_every_line_in_order() {
    let input = b"{\"command\": \"ls\"}\n{\"command\": \"rm -rf /\"}\n{\"command\": \"eval $x\"}\n";
    let (code, out, _) = run(&["batch", "-"], Some(input));
    assert_eq!(code, 0);
    let verdicts: Vec<String> = out
        .lines()
        .map(|l| serde_json::from_str::<serde_json::Value>(l).unwrap()["verdict"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(verdicts, ["allow", "deny", "ask"]);
}

#[test]
fn batch_names_a_malformed_line() {
    let (code, _, err) = run(&["batch", "-"], Some(b"{\"command\": \"ls\"}\nnot json\n"));
    assert_ne!(code, 0);
    assert!(err.contains("line 2"), "{err}");
}

// `check` and `hook --target NAME` in their plain forms are parsed by hand (src/fast_args.rs,
// whose unit tests compare each accepted form with clap's parse); everything else goes to
// clap. End to end: spellings that mean the same give the same answer, and the odd forms
// keep clap's errors and exit codes.

#[test]
fn the_spellings_of_an_option_give_the_same_answer() {
    let spaced = run(&["check", "--cwd", "/etc", "rm", "passwd"], None);
    assert_eq!(spaced.0, 1);
    assert!(spaced.1.contains("/etc/passwd"), "{}", spaced.1);
    for args in [
        &["check", "--cwd=/etc", "rm", "passwd"][..],
        &["check", "--cwd=/etc", "--", "rm", "passwd"],
        &["check", "--cwd", "/etc", "rm passwd"],
        &["check", "--root", "/", "--cwd=/etc", "rm", "passwd"],
        &["check", "--cwd", "/etc", "--root", "/", "rm", "passwd"],
    ] {
        assert_eq!(run(args, None), spaced, "{args:?}");
    }
}

#[test]
fn options_after_the_first_command_word_are_command_words() {
    let (code, _, err) = run(&["check", "--policy=/nonexistent/p.toml", "ls"], None);
    assert_eq!(code, 3, "{err}");
    assert!(err.contains("/nonexistent/p.toml"), "{err}");
    // `echo` prints its dash words: allowed only if `--policy` was taken as a command word.
    assert_eq!(run(&["check", "echo", "--policy", "/nonexistent/p.toml"], None).0, 0);
    assert_eq!(run(&["check", "ls", "--help"], None).0, 0);
    let (code, out, _) = run(&["check", "--", "--"], None);
    assert_eq!(code, 1);
    assert!(out.contains("`--`"), "{out}");
    assert_eq!(run(&["check", "-la"], None), run(&["check", "--", "-la"], None));
}

#[test]
fn odd_forms_keep_clap_errors_and_exit_codes() {
    let (code, _, err) = run(&["check", "--cwd", "/a", "--cwd=/b", "ls"], None);
    assert_eq!(code, 64);
    assert!(err.contains("cannot be used multiple times"), "{err}");
    let (code, _, err) = run(&["check", "--cwd"], None);
    assert_eq!(code, 64);
    assert!(err.contains("a value is required"), "{err}");
    let (code, _, err) = run(&["check", "--cwd", "/a", "--"], None);
    assert_eq!(code, 64);
    assert!(err.contains("required arguments were not provided"), "{err}");
    let (code, out, _) = run(&["check", "--help"], None);
    assert_eq!(code, 0);
    assert!(out.contains("Usage:"), "{out}");
    let (code, _, err) = run(&["hook", "--target=nope"], None);
    assert_eq!(code, 64);
    assert!(err.contains("invalid value 'nope'"), "{err}");
}

#[test]
fn both_spellings_of_the_hook_target_answer_alike() {
    let envelope = br#"{"tool_name":"Bash","tool_input":{"command":"rm -rf /"}}"#;
    let spaced = run(&["hook", "--target", "claude"], Some(envelope));
    assert_eq!(spaced.0, 2);
    assert!(spaced.1.contains("deny"), "{}", spaced.1);
    assert_eq!(run(&["hook", "--target=claude"], Some(envelope)), spaced);
}
