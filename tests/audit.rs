//! `shanalyze audit` on the committed sample transcripts in `tests/fixtures/audit/`.
//! The files are only read and analysed, never run.

use shanalyze::Analyzer;
use shanalyze::audit::{self, Suggestion};
use std::process::Command;

fn fixture(name: &str) -> String {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/audit").join(name);
    std::fs::read_to_string(path).unwrap()
}

fn commands(name: &str) -> Vec<String> {
    audit::read_transcript(&fixture(name)).entries.into_iter().map(|e| e.command).collect()
}

#[test]
fn claude_session_commands_in_order() {
    let t = audit::read_transcript(&fixture("claude-session.jsonl"));
    assert_eq!(t.format, "claude");
    assert!(t.skipped_lines.is_empty());
    let cmds: Vec<&str> = t.entries.iter().map(|e| e.command.as_str()).collect();
    assert_eq!(
        cmds,
        [
            "git status",
            "ls -la src && grep -rn \"describe(\" test | head -20",
            "npm test",
            "npm test -- --watch=false test/parse.test.js",
            "curl -s https://registry.npmjs.org/jest | head -c 300",
            "cat .env",
            "python3 -c \"import json; print(json.load(open('package.json'))['scripts'])\"",
            "rm -rf ~/",
            "npm run build && npm test",
            "git diff --stat && git log --oneline -5",
            "git commit -am \"Fix the parser tests\"",
        ]
    );
    // The `Read` tool call and the tool results are not shell commands.
    assert!(t.entries.iter().all(|e| e.cwd.as_deref() == Some("/home/me/app")));
    assert_eq!(t.entries[0].line, 3);
}

/// The expected table for the sample session.
#[test]
fn claude_session_table() {
    let t = audit::read_transcript(&fixture("claude-session.jsonl"));
    let a = audit::audit(&Analyzer::new(), &t, &|_| {});
    assert_eq!((a.commands, a.allow, a.ask, a.deny), (11, 3, 7, 1));
    let rule =
        |rule: &str, removes: usize, example: &str| Suggestion { rule: rule.into(), removes, example: example.into() };
    assert_eq!(
        a.suggestions,
        [
            rule("bash(npm test:*)", 2, "npm test"),
            rule("bash(git commit:*)", 1, "git commit -am \"Fix the parser tests\""),
            rule("bash(npm run build:*)", 1, "npm run build && npm test"),
            rule("domain(registry.npmjs.org)", 1, "curl -s https://registry.npmjs.org/jest | head -c 300"),
        ]
    );
    // `cat .env` (a secret) and `python3 -c` (inline code) keep their prompts.
    assert_eq!(a.prompts_kept, 2);
    assert_eq!(a.denied.len(), 1);
    assert_eq!((a.denied[0].line, a.denied[0].code), (12, "delete.recursive-home"));
    assert_eq!(a.top_reasons[0].code, "exec.runs-code");
    assert_eq!(a.top_reasons[0].count, 4);
    // Never a rule that lifts a floor or allows everything.
    for s in &a.suggestions {
        assert!(s.rule != "bash(*)" && s.rule != "*", "{}", s.rule);
    }
}

#[test]
fn cli_prints_the_table() {
    let out = Command::new(env!("CARGO_BIN_EXE_shanalyze"))
        .arg("audit")
        .arg(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/audit/claude-session.jsonl"))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8(out.stdout).unwrap();
    let want = "\
11 shell commands in a Claude Code session log

  verdict  commands      share
  allow           3      27.3%
  ask             7      63.6%
  deny            1       9.1%
";
    assert!(text.starts_with(want), "{text}");
    assert!(text.contains("rules that would remove 5 of 7 prompts safely, in this order:"), "{text}");
    assert!(text.contains("        2  \"bash(npm test:*)\""), "{text}");
    assert!(text.contains("line 12     delete.recursive-home        rm -rf ~/"), "{text}");
}

#[test]
fn cli_json() {
    let out = Command::new(env!("CARGO_BIN_EXE_shanalyze"))
        .args(["audit", "--json", "-"])
        .stdin(
            std::fs::File::open(
                std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/audit/codex-rollout.jsonl"),
            )
            .unwrap(),
        )
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["format"], "codex");
    assert_eq!(v["commands"], 3);
    assert_eq!(v["deny"], 1);
    assert_eq!(v["denied"][0]["code"], "system.perm-root");
    assert_eq!(v["suggestions"][0]["rule"], "bash(cargo build:*)");
}

#[test]
fn codex_rollout() {
    let t = audit::read_transcript(&fixture("codex-rollout.jsonl"));
    assert_eq!(t.format, "codex");
    let cmds: Vec<(&str, Option<&str>)> = t.entries.iter().map(|e| (e.command.as_str(), e.cwd.as_deref())).collect();
    assert_eq!(
        cmds,
        [
            ("rg -n TODO src | head", Some("/home/me/svc")),
            ("cargo build", Some("/home/me/svc")),
            ("chmod -R 777 /", Some("/home/me/svc")),
        ]
    );
}

#[test]
fn gemini_chat() {
    let t = audit::read_transcript(&fixture("gemini-chat.json"));
    assert_eq!(t.format, "gemini");
    assert_eq!(commands("gemini-chat.json"), ["find . -name '*.py' | wc -l", "pytest -q"]);
    assert_eq!(t.entries[1].cwd.as_deref(), Some("/home/me/py"));
}

#[test]
fn zsh_history() {
    let t = audit::read_transcript(&fixture("zsh_history"));
    assert_eq!(t.format, "history");
    assert_eq!(
        commands("zsh_history"),
        [
            "cd ~/src/app",
            "git pull --rebase",
            "cargo build --release",
            "cargo test",
            "for f in *.log; do\n  gzip \"$f\"\ndone",
            "sudo systemctl restart nginx",
            "ls -la",
        ]
    );
    let a = audit::audit(&Analyzer::new(), &t, &|_| {});
    assert_eq!((a.commands, a.allow + a.ask + a.deny), (7, 7));
    // `sudo` is never suggested.
    assert!(a.suggestions.iter().all(|s| !s.rule.contains("sudo")), "{:?}", a.suggestions);
}

#[test]
fn truncated_json_line_is_skipped_and_reported() {
    let mut text = fixture("claude-session.jsonl");
    text.push_str("{\"type\":\"assistant\",\"message\":{\"content\":[{\"type\":\"tool_use\",\"name\":\"Ba");
    let t = audit::read_transcript(&text);
    assert_eq!(t.entries.len(), 11);
    assert_eq!(t.skipped_lines, [17]);
}

#[test]
fn plain_bash_history_with_timestamps() {
    let t = audit::read_transcript("#1764400000\nmake\n#1764400001\nmake test\n");
    assert_eq!(t.format, "history");
    let cmds: Vec<(usize, &str)> = t.entries.iter().map(|e| (e.line, e.command.as_str())).collect();
    assert_eq!(cmds, [(2, "make"), (4, "make test")]);
}

/// Several logs are audited together; denied commands name their file.
#[test]
fn cli_several_files() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/audit");
    let out = Command::new(env!("CARGO_BIN_EXE_shanalyze"))
        .args(["audit", "--json"])
        .args(["claude-session.jsonl", "codex-rollout.jsonl", "zsh_history"].map(|f| dir.join(f)))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["format"], "mixed");
    assert_eq!(v["commands"], 11 + 3 + 7);
    let denied = v["denied"].as_array().unwrap();
    assert_eq!(denied.len(), 2);
    assert!(denied[0]["file"].as_str().unwrap().ends_with("claude-session.jsonl"));
    assert_eq!(denied[0]["line"], 12);
    assert!(denied[1]["file"].as_str().unwrap().ends_with("codex-rollout.jsonl"));
    assert_eq!(denied[1]["line"], 6);

    let none = Command::new(env!("CARGO_BIN_EXE_shanalyze")).arg("audit").output().unwrap();
    assert_eq!(none.status.code(), Some(64), "a file is required");
}
