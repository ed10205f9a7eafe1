//! Limits (DESIGN §9): hostile sizes and depths are answered, in bounded time and memory,
//! with Ask and a `limit.*` reason, or with the verdict the text deserves; never a panic or
//! a stack overflow. A found Deny is never turned into Ask by a cap.
//!
//! Library cases run on the test harness's threads (2 MiB stacks, smaller than a process's
//! main thread), so a recursion that fits only in a large stack fails here. CLI cases run
//! the real binary. CI runs these in release (`cargo test --release`); they are fast there.

use shanalyze::{Decision, Report, analyze};
use std::io::Write;
use std::process::{Command, Stdio};

fn codes(report: &Report) -> Vec<&'static str> {
    let mut out: Vec<&'static str> = report.reasons.iter().map(|r| r.code).collect();
    out.extend(report.invocations.iter().flat_map(|i| i.reasons.iter().map(|r| r.code)));
    out
}

fn has_limit(report: &Report) -> bool {
    codes(report).iter().any(|c| c.starts_with("limit."))
}

/// Big texts take tree-sitter 100-300 ms; on a loaded machine (tests run in parallel) a
/// parse may meet the 500 ms deadline, and then nothing was found: Ask with
/// `limit.parse-deadline` is the answer. Whenever the parse completes, the Deny must stand.
fn assert_deny_unless_deadline(report: &Report) {
    if codes(report).contains(&"limit.parse-deadline") {
        assert_eq!(report.verdict, Decision::Ask);
    } else {
        assert_eq!(report.verdict, Decision::Deny, "{:?}", codes(report));
    }
}

/// Runs the binary with `args`, feeding `stdin`; returns (exit code, stdout, stderr).
fn cli(args: &[&str], stdin: &[u8]) -> (i32, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_shanalyze"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the shanalyze binary starts");
    let mut pipe = child.stdin.take().expect("stdin is piped");
    let input = stdin.to_vec();
    // Write from another thread so a large input cannot dead-lock against a full stdout.
    let writer = std::thread::spawn(move || {
        let _ = pipe.write_all(&input);
    });
    let out = child.wait_with_output().expect("the shanalyze binary runs");
    writer.join().expect("the writer thread finishes");
    let code = out.status.code().expect("exits normally, not by a signal");
    (code, String::from_utf8_lossy(&out.stdout).into_owned(), String::from_utf8_lossy(&out.stderr).into_owned())
}

#[test]
fn one_mebibyte_command_is_ask_limit() {
    let text = format!("echo {}", "a".repeat(1 << 20));
    let report = analyze(&text);
    assert_eq!(report.verdict, Decision::Ask);
    assert!(codes(&report).contains(&"limit.input-size"), "{:?}", codes(&report));
}

#[test]
fn one_mebibyte_command_on_stdin_to_check() {
    let text = format!("echo {}", "a".repeat(1 << 20));
    let (code, stdout, stderr) = cli(&["check", "-"], text.as_bytes());
    assert_eq!(code, 1, "stdout: {stdout} stderr: {stderr}");
    assert!(stdout.starts_with("ask:") && stdout.contains("limit.input-size"), "{stdout}");
}

#[test]
fn just_under_the_size_cap_is_analysed_and_a_deny_in_it_found() {
    // Many small statements up to the cap: the work is linear, the Deny at the end stays.
    let mut text = "echo hello world; ".repeat(shanalyze::syntax::MAX_INPUT_BYTES / 20);
    text.push_str("rm -rf /");
    assert!(text.len() <= shanalyze::syntax::MAX_INPUT_BYTES);
    let report = analyze(&text);
    assert_deny_unless_deadline(&report);
}

#[test]
fn ten_thousand_nested_command_substitutions() {
    let text = format!("echo {}x{}", "$(".repeat(10_000), ")".repeat(10_000));
    let report = analyze(&text);
    assert_eq!(report.verdict, Decision::Ask);
    assert!(has_limit(&report), "{:?}", codes(&report));
}

#[test]
fn ten_thousand_unclosed_command_substitutions() {
    let report = analyze(&format!("echo {}", "$(".repeat(10_000)));
    assert_eq!(report.verdict, Decision::Ask, "{:?}", codes(&report));
}

#[test]
fn ten_thousand_nested_substitutions_around_a_deny_stay_deny_or_ask() {
    // The `rm -rf /` is below the depth cap's reach: Ask (limit) is the right answer, and the
    // same text with the Deny beside the nest, at depth 1, must still be Deny.
    let nest = format!("echo {}x{}", "$(".repeat(10_000), ")".repeat(10_000));
    let deep = analyze(&format!("echo {}rm -rf /{}", "$(".repeat(10_000), ")".repeat(10_000)));
    assert!(deep.verdict >= Decision::Ask);
    let beside = analyze(&format!("{nest}; rm -rf /"));
    assert_eq!(beside.verdict, Decision::Deny, "{:?}", codes(&beside));
}

#[test]
fn twenty_thousand_nested_subshells() {
    let text = format!("{}ls{}", "(".repeat(20_000), ")".repeat(20_000));
    let report = analyze(&text);
    assert_eq!(report.verdict, Decision::Ask);
    assert!(has_limit(&report), "{:?}", codes(&report));
    let beside = analyze(&format!("{text} && rm -rf /"));
    assert_eq!(beside.verdict, Decision::Deny, "{:?}", codes(&beside));
}

#[test]
fn twenty_thousand_nested_braces_and_ifs() {
    let braces = format!("{}ls{}", "{ ".repeat(20_000), "; }".repeat(20_000));
    assert_eq!(analyze(&braces).verdict, Decision::Ask);
    let ifs = format!("{}ls{}", "if true; then ".repeat(5_000), "; fi".repeat(5_000));
    assert_eq!(analyze(&ifs).verdict, Decision::Ask);
}

#[test]
fn twenty_thousand_stage_pipeline() {
    let text = vec!["cat"; 20_000].join(" | ");
    let report = analyze(&text);
    // Every stage is a harmless `cat`: Allow, unless a cap stopped the analysis (then Ask).
    if has_limit(&report) {
        assert_eq!(report.verdict, Decision::Ask);
    } else {
        assert_eq!(report.verdict, Decision::Allow);
        assert_eq!(report.invocations.len(), 20_000);
    }
    let mut deny = text.clone();
    deny.push_str(" | sudo rm -rf /");
    assert_deny_unless_deadline(&analyze(&deny));
}

#[test]
fn twenty_thousand_stage_pipeline_through_the_cli() {
    let text = vec!["cat"; 20_000].join(" | ");
    let (code, stdout, stderr) = cli(&["check", "-"], text.as_bytes());
    assert!(code == 0 || code == 1, "exit {code}: {stdout} {stderr}");
}

#[test]
fn five_thousand_no_ops_then_rm_rf_root_is_deny() {
    for noop in [":; ", "true\n", "true && ", "echo x | "] {
        let text = format!("{}rm -rf /", noop.repeat(5_000));
        let report = analyze(&text);
        assert_eq!(report.verdict, Decision::Deny, "{noop:?}: {:?}", codes(&report));
        assert_eq!(report.main_reason().map(|r| r.code), Some("delete.recursive-root"));
    }
}

#[test]
fn more_invocations_than_any_cap_keep_a_deny() {
    // Past an invocation cap the answer may only get stricter: a Deny before the cap stays.
    let text = format!("rm -rf /; {}", "ls; ".repeat(110_000));
    assert_deny_unless_deadline(&analyze(&text));
}

#[test]
fn invalid_utf8_on_stdin_to_check_is_a_clear_error() {
    let (code, stdout, stderr) = cli(&["check", "-"], b"ls \xff\xfe /tmp");
    assert_ne!(code, 0);
    assert!(![0, 1, 2].contains(&code), "an error exit, not a verdict: {code}");
    assert!(stdout.is_empty(), "{stdout}");
    assert!(stderr.contains("UTF-8"), "{stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
}

#[test]
fn invalid_utf8_on_stdin_to_batch_is_a_clear_error() {
    let (code, _stdout, stderr) = cli(&["batch", "-"], b"{\"command\": \"ls \xff\"}\n");
    assert!(![0, 1, 2].contains(&code), "an error exit: {code}");
    assert!(stderr.contains("UTF-8") && stderr.contains("line 1"), "{stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
}

#[test]
fn invalid_utf8_on_stdin_to_explain_is_a_clear_error() {
    let (code, _stdout, stderr) = cli(&["explain", "-"], b"\xc3\x28");
    assert!(![0, 1, 2].contains(&code), "an error exit: {code}");
    assert!(stderr.contains("UTF-8") && !stderr.contains("panicked"), "{stderr}");
}

/// `sh -c "sh -c \"...\""`: every level of quoting doubles the backslashes, so a literal
/// nest grows as 2^depth; 16 levels are ~130 KB, under the size cap. The Deny inside is
/// found through every level.
fn sh_c_nest(levels: usize, core: &str) -> String {
    let mut text = core.to_string();
    for _ in 0..levels {
        let quoted: String = text
            .chars()
            .flat_map(|c| match c {
                '\\' | '"' | '$' | '`' => vec!['\\', c],
                _ => vec![c],
            })
            .collect();
        text = format!("sh -c \"{quoted}\"");
    }
    text
}

/// `bash <<'E1' ... E1`: shells fed heredocs nest with linear size, so 40 levels are cheap.
fn heredoc_nest(levels: usize, core: &str) -> String {
    let mut text = core.to_string();
    for level in 0..levels {
        text = format!("bash <<'E{level}'\n{text}\nE{level}");
    }
    text
}

#[test]
fn sh_c_nest_sixteen_deep_finds_the_deny() {
    let text = sh_c_nest(16, "rm -rf /");
    assert!(text.len() < shanalyze::syntax::MAX_INPUT_BYTES);
    let report = analyze(&text);
    assert_eq!(report.verdict, Decision::Deny, "{:?}", codes(&report));
    assert_eq!(analyze(&sh_c_nest(16, "ls -la")).verdict, Decision::Allow);
}

#[test]
fn forty_deep_shell_nest_finds_the_deny() {
    let report = analyze(&heredoc_nest(40, "rm -rf /"));
    assert_eq!(report.verdict, Decision::Deny, "{:?}", codes(&report));
    assert_eq!(analyze(&heredoc_nest(40, "ls -la")).verdict, Decision::Allow);
    // Mixed: `sh -c` at every fourth level (its quoting doubles only ten times).
    let mut text = "rm -rf /".to_string();
    for level in 0..40 {
        text = if level % 4 == 3 { sh_c_nest(1, &text) } else { format!("bash <<'E{level}'\n{text}\nE{level}") };
    }
    assert_eq!(analyze(&text).verdict, Decision::Deny, "{:?}", codes(&analyze(&text)));
}

#[test]
fn shell_nest_past_the_depth_cap_is_ask_limit() {
    let report = analyze(&heredoc_nest(200, "ls"));
    assert_eq!(report.verdict, Decision::Ask);
    assert!(has_limit(&report), "{:?}", codes(&report));
}

#[test]
fn deep_structures_on_the_cli_main_thread() {
    for text in [
        format!("{}ls{}", "(".repeat(20_000), ")".repeat(20_000)),
        format!("echo {}x{}", "$(".repeat(10_000), ")".repeat(10_000)),
        heredoc_nest(40, "rm -rf /"),
    ] {
        let (code, stdout, stderr) = cli(&["check", "-"], text.as_bytes());
        assert!(code == 1 || code == 2, "exit {code}: {stdout} {stderr}");
    }
}

#[test]
fn long_words_and_many_words() {
    // Big inputs may meet the parse deadline on a loaded machine (tests run in parallel):
    // then the answer is Ask with `limit.parse-deadline`, never anything looser.
    let allow_or_deadline = |text: &str| {
        let report = analyze(text);
        report.verdict == Decision::Allow
            || (report.verdict == Decision::Ask && codes(&report).contains(&"limit.parse-deadline"))
    };
    let many_words = format!("echo {}", "a ".repeat(200_000));
    assert!(allow_or_deadline(&many_words));
    let long_quote = format!("echo '{}'", "x".repeat(400_000));
    assert!(allow_or_deadline(&long_quote));
    let many_redirects = format!("ls {}", "> /dev/null ".repeat(30_000));
    assert!(analyze(&many_redirects).verdict <= Decision::Ask);
    let many_heredocs = "cat <<E\nx\nE\n".repeat(20_000);
    assert!(allow_or_deadline(&many_heredocs));
}

#[test]
fn many_dollars_in_a_path_are_linear() {
    // `$4$$$…`: each `$` is a wildcard in the path's shape; the secret-name matcher was
    // exponential in them (fuzz `analyze` timeout). Now answered at once.
    let text = format!("mv $4{} /tmp/x", "$".repeat(60));
    assert_eq!(analyze(&text).verdict, Decision::Ask);
    // Reading through such a shape: answered (a read of an unknown path may be allowed).
    let text = format!("cat {}", "*$x".repeat(40));
    assert_eq!(analyze(&text).command, text);
}

#[test]
fn characters_that_crash_the_grammar_scanner_and_nul_bytes() {
    // tree-sitter-bash 0.25.1 segfaults on `{` then a code point >= U+65E20 (fuzz finding);
    // the parser is never given one. A NUL is reported, never Allow.
    for text in ["{\u{9c124}}", "a{\u{10ffff}", "c{\u{9c124}}e\u{fffd}\0\0\u{15}"] {
        assert!(analyze(text).verdict >= Decision::Ask, "{text:?}");
    }
    assert_eq!(analyze("{\u{10ffff}}; rm -rf /").verdict, Decision::Deny);
    assert_eq!(analyze("ls\0").verdict, Decision::Ask);
    assert_eq!(analyze("echo \u{1F600}").verdict, Decision::Allow);
}
