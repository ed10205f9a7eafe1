//! Runs every regression case in `corpus/*.txt` (format: DESIGN §11, README "Corpus").
//!
//! A case is a `=== name` header (optional `:cwd(DIR)` and `:root(DIR)` attributes), the
//! command verbatim, a `---` line, then the expected verdict and reason codes on one line
//! and a `why:` line. `SHANALYZE_BLESS=1 cargo test --test corpus` rewrites the expected
//! lines from the current output, for review in the diff.

use shanalyze::{Analyzer, Workspace};
use std::fmt::Write as _;

struct Case {
    name: String,
    attrs: String,
    command: String,
    verdict: String,
    codes: Vec<String>,
    why: String,
    line: usize,
}

fn parse(text: &str, file: &str) -> Vec<Case> {
    let mut cases = Vec::new();
    let lines: Vec<&str> = text.split('\n').collect();
    let mut i = 0;
    while i < lines.len() {
        let Some(header) = lines[i].strip_prefix("=== ") else {
            assert!(lines[i].trim().is_empty() || lines[i].starts_with('#'), "{file}:{}: expected `=== name`", i + 1);
            i += 1;
            continue;
        };
        let line = i + 1;
        let (name, attrs) = match header.find(" :") {
            Some(p) => (header[..p].trim().to_string(), header[p..].trim().to_string()),
            None => (header.trim().to_string(), String::new()),
        };
        i += 1;
        let start = i;
        while i < lines.len() && lines[i] != "---" {
            i += 1;
        }
        assert!(i < lines.len(), "{file}:{line}: case `{name}` has no `---`");
        let command = lines[start..i].join("\n");
        i += 1;
        let expect = lines.get(i).copied().unwrap_or("");
        let mut words = expect.split_whitespace();
        let verdict = words.next().unwrap_or("").to_string();
        let codes = words.map(str::to_string).collect();
        i += 1;
        let why = lines.get(i).and_then(|l| l.strip_prefix("why:")).map(|w| w.trim().to_string()).unwrap_or_default();
        assert!(!why.is_empty(), "{file}:{line}: case `{name}` needs a `why:` line");
        i += 1;
        cases.push(Case { name, attrs, command, verdict, codes, why, line });
    }
    cases
}

fn attr(attrs: &str, key: &str) -> Option<String> {
    let start = attrs.find(&format!(":{key}("))? + key.len() + 2;
    let end = attrs[start..].find(')')? + start;
    Some(attrs[start..end].to_string())
}

fn analyzer(case: &Case) -> Analyzer {
    let cwd = attr(&case.attrs, "cwd");
    let root = attr(&case.attrs, "root").or_else(|| cwd.clone());
    let home = attr(&case.attrs, "home");
    Analyzer::new().with_workspace(Workspace { cwd, root, extra_roots: Vec::new(), home })
}

#[test]
fn corpus() {
    let bless = std::env::var_os("SHANALYZE_BLESS").is_some();
    let mut failures = Vec::new();
    let mut total = 0;
    let mut files: Vec<_> = std::fs::read_dir("corpus").unwrap().map(|e| e.unwrap().path()).collect();
    files.sort();
    for path in files {
        if path.extension().and_then(|e| e.to_str()) != Some("txt") {
            continue;
        }
        let file = path.display().to_string();
        let text = std::fs::read_to_string(&path).unwrap();
        let cases = parse(&text, &file);
        let mut blessed = String::new();
        for case in &cases {
            total += 1;
            let report = analyzer(case).analyze(&case.command);
            let verdict = report.verdict.as_str();
            let mut all_codes: Vec<&str> = report.reasons.iter().map(|r| r.code).collect();
            for inv in &report.invocations {
                all_codes.extend(inv.reasons.iter().map(|r| r.code));
            }
            let missing: Vec<&String> = case.codes.iter().filter(|c| !all_codes.contains(&c.as_str())).collect();
            if verdict != case.verdict || !missing.is_empty() {
                failures.push(format!(
                    "{file}:{} `{}`\n    command: {:?}\n    expected: {} {:?}\n    got:      {} {:?}",
                    case.line, case.name, case.command, case.verdict, case.codes, verdict, all_codes
                ));
            }
            if bless {
                let codes: Vec<&str> = match report.main_reason() {
                    Some(r) if report.verdict != shanalyze::Decision::Allow => vec![r.code],
                    _ => vec![],
                };
                let header =
                    if case.attrs.is_empty() { case.name.clone() } else { format!("{} {}", case.name, case.attrs) };
                let _ = write!(blessed, "=== {header}\n{}\n---\n{verdict}", case.command);
                for c in codes {
                    let _ = write!(blessed, " {c}");
                }
                let _ = write!(blessed, "\nwhy: {}\n\n", case.why);
            }
        }
        if bless {
            std::fs::write(&path, blessed.trim_end().to_string() + "\n").unwrap();
        }
    }
    assert!(total >= 1, "no corpus cases found");
    if !failures.is_empty() && !bless {
        panic!("{} of {total} corpus cases failed:\n{}", failures.len(), failures.join("\n"));
    }
    eprintln!("corpus: {total} cases passed");
}
