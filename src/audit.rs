//! audit: what shanalyze would have said about every command of a real session.
//!
//! [`read_transcript`] takes the text of a session log and finds the shell commands in it:
//!
//! - **Claude Code** session logs (`~/.claude/projects/<project>/<session>.jsonl`): JSON
//!   Lines whose assistant messages hold `tool_use` blocks named `Bash` with
//!   `input.command`; the line's `cwd` is the working directory.
//! - **Codex** rollouts (`~/.codex/sessions/YYYY/MM/DD/rollout-*.jsonl`): `function_call`
//!   items named `shell`, `shell_command`, `container.exec` or `exec_command` whose
//!   `arguments` (a JSON string) hold `command` (an argv such as `["bash", "-lc", "..."]`
//!   or a string) or `cmd`, with `workdir`; and `local_shell_call` items with
//!   `action.command`. The `cwd` of `session_meta` / `turn_context` is the default.
//! - **Gemini CLI** chat records (`~/.gemini/tmp/<project>/chats/session-*.json`, one JSON
//!   document or JSON Lines): tool calls named `run_shell_command` with `args.command` and
//!   `args.directory`, also as a `functionCall` part.
//! - A **shell history** file: plain bash (`#1700000000` timestamp lines skipped) or zsh's
//!   extended format (`: 1700000000:0;command`, continued lines joined).
//!
//! [`audit`] analyses them on every core ([`par_map`]) and folds an [`Audit`]: how many
//! would have been allowed, asked and denied, the top reasons, and the few policy rules
//! that would remove the most prompts *safely*: narrow rules (`bash(npm test:*)`,
//! `domain(..)`, `write(..)`), never a bare `bash(cmd:*)`, never a rule for a floor or for a
//! risky reason (privilege, secrets, persistence, inline code; see
//! [`crate::explain::is_risky`]).

use crate::explain::{self, AllowHint};
use crate::report::{Decision, Report};
use crate::{Analyzer, Workspace};
use serde::Serialize;
use serde_json::Value;
use std::collections::{BTreeMap, HashMap};
use std::io::Write;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

/// One shell command found in a transcript.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Entry {
    /// 1-based line of the transcript it came from.
    pub line: usize,
    /// The command text.
    pub command: String,
    /// The working directory the agent ran it in, when the log says.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cwd: Option<String>,
    /// The file it came from, when several were read together.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub file: Option<String>,
}

/// The commands of a transcript and what kind of log it was.
#[derive(Debug, Clone, Serialize)]
#[non_exhaustive]
pub struct Transcript {
    /// `claude`, `codex`, `gemini`, `json` (JSON with shell calls of several kinds) or
    /// `history`.
    pub format: &'static str,
    /// Every shell command, in order.
    pub entries: Vec<Entry>,
    /// Lines of a JSON Lines log that were not JSON (a log cut short while written).
    pub skipped_lines: Vec<usize>,
}

impl Transcript {
    /// Several transcripts read together, in order; each entry remembers its file.
    pub fn merge(parts: Vec<(String, Transcript)>) -> Transcript {
        let mut format = None;
        let mut entries = Vec::new();
        let mut skipped_lines = Vec::new();
        for (file, t) in parts {
            format = match format {
                None => Some(t.format),
                Some(f) if f == t.format => Some(f),
                Some(_) => Some("mixed"),
            };
            entries.extend(t.entries.into_iter().map(|e| Entry { file: Some(file.clone()), ..e }));
            skipped_lines.extend(t.skipped_lines);
        }
        Transcript { format: format.unwrap_or("mixed"), entries, skipped_lines }
    }
}

/// Finds the shell commands in a session log or shell history (see the module docs).
pub fn read_transcript(text: &str) -> Transcript {
    let trimmed = text.trim_start();
    if trimmed.starts_with('{') || trimmed.starts_with('[') {
        // One JSON document (Gemini's chat record) or JSON Lines.
        if let Ok(value) = serde_json::from_str::<Value>(trimmed) {
            let mut found = Found::default();
            found.walk(&value, 1, None);
            return found.into_transcript(Vec::new());
        }
        let first = trimmed.lines().next().unwrap_or("");
        if serde_json::from_str::<Value>(first).is_ok() {
            let mut found = Found::default();
            let mut skipped = Vec::new();
            for (n, line) in text.lines().enumerate() {
                if line.trim().is_empty() {
                    continue;
                }
                match serde_json::from_str::<Value>(line) {
                    Ok(value) => found.walk(&value, n + 1, None),
                    Err(_) => skipped.push(n + 1),
                }
            }
            return found.into_transcript(skipped);
        }
    }
    Transcript { format: "history", entries: read_history(text), skipped_lines: Vec::new() }
}

/// Commands of a bash or zsh history file.
fn read_history(text: &str) -> Vec<Entry> {
    let mut entries = Vec::new();
    let mut lines = text.lines().enumerate().peekable();
    while let Some((n, line)) = lines.next() {
        let line = line.strip_suffix('\r').unwrap_or(line);
        // bash HISTTIMEFORMAT timestamps.
        if line.len() > 1 && line.starts_with('#') && line[1..].bytes().all(|b| b.is_ascii_digit()) {
            continue;
        }
        let command = match zsh_extended(line) {
            Some(first) => {
                // zsh stores a newline inside a command as `\` + newline.
                let mut command = first.to_string();
                while command.ends_with('\\') && !command.ends_with("\\\\") {
                    match lines.peek() {
                        Some((_, next)) if zsh_extended(next).is_none() => {
                            command.pop();
                            command.push('\n');
                            command.push_str(next);
                            lines.next();
                        }
                        _ => break,
                    }
                }
                command
            }
            None => line.to_string(),
        };
        if !command.trim().is_empty() {
            entries.push(Entry { line: n + 1, command, cwd: None, file: None });
        }
    }
    entries
}

/// `: 1700000000:0;command` → `command`.
fn zsh_extended(line: &str) -> Option<&str> {
    let rest = line.strip_prefix(": ")?;
    let (stamp, command) = rest.split_once(';')?;
    let (start, elapsed) = stamp.split_once(':')?;
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    (digits(start) && digits(elapsed)).then_some(command)
}

#[derive(Default)]
struct Found {
    entries: Vec<Entry>,
    kinds: Vec<&'static str>,
    /// The session's working directory, from metadata lines (Codex).
    session_cwd: Option<String>,
}

impl Found {
    fn into_transcript(self, skipped_lines: Vec<usize>) -> Transcript {
        let format = match self.kinds.as_slice() {
            [one] => one,
            [] => "json",
            _ => "json",
        };
        Transcript { format, entries: self.entries, skipped_lines }
    }

    fn kind(&mut self, kind: &'static str) {
        if !self.kinds.contains(&kind) {
            self.kinds.push(kind);
        }
    }

    fn push(&mut self, line: usize, command: &str, cwd: Option<&str>, outer_cwd: Option<&str>) {
        if command.trim().is_empty() {
            return;
        }
        let cwd = cwd.or(outer_cwd).map(str::to_string).or_else(|| self.session_cwd.clone());
        self.entries.push(Entry { line, command: command.to_string(), cwd, file: None });
    }

    /// Walks a JSON value looking for shell tool calls of any known harness.
    fn walk(&mut self, value: &Value, line: usize, cwd: Option<&str>) {
        match value {
            Value::Array(items) => {
                for item in items {
                    self.walk(item, line, cwd);
                }
            }
            Value::Object(map) => {
                let s = |k: &str| map.get(k).and_then(Value::as_str);
                // A `cwd` on an object applies to everything inside it (Claude's lines).
                let cwd = s("cwd").or(cwd);
                // Codex: session metadata sets the default working directory.
                if matches!(s("type"), Some("session_meta" | "turn_context"))
                    && let Some(c) = map.get("payload").and_then(|p| p.get("cwd")).and_then(Value::as_str)
                {
                    self.session_cwd = Some(c.to_string());
                }
                // Claude Code: {"type": "tool_use", "name": "Bash", "input": {"command": ..}}.
                if s("type") == Some("tool_use") && s("name") == Some("Bash") {
                    if let Some(command) = map.get("input").and_then(|i| i.get("command")).and_then(Value::as_str) {
                        self.kind("claude");
                        self.push(line, command, None, cwd);
                    }
                    return;
                }
                // Codex: {"type": "function_call", "name": "shell", "arguments": "{..}"}.
                if s("type") == Some("function_call")
                    && matches!(s("name"), Some("shell" | "shell_command" | "container.exec" | "exec_command"))
                {
                    let args = match map.get("arguments") {
                        Some(Value::String(text)) => serde_json::from_str::<Value>(text).ok(),
                        Some(other) => Some(other.clone()),
                        None => None,
                    };
                    if let Some(args) = args
                        && let Some(command) = args.get("command").or_else(|| args.get("cmd")).and_then(codex_command)
                    {
                        self.kind("codex");
                        let workdir = args.get("workdir").and_then(Value::as_str);
                        self.push(line, &command, workdir, cwd);
                    }
                    return;
                }
                // Codex: {"type": "local_shell_call", "action": {"command": [..], "working_directory": ..}}.
                if s("type") == Some("local_shell_call") {
                    if let Some(action) = map.get("action")
                        && let Some(command) = action.get("command").and_then(codex_command)
                    {
                        self.kind("codex");
                        let workdir = action.get("working_directory").and_then(Value::as_str);
                        self.push(line, &command, workdir, cwd);
                    }
                    return;
                }
                // Gemini CLI: {"name": "run_shell_command", "args": {"command": .., "directory": ..}}.
                if s("name") == Some("run_shell_command") {
                    if let Some(args) = map.get("args")
                        && let Some(command) = args.get("command").and_then(Value::as_str)
                    {
                        self.kind("gemini");
                        let dir = args.get("directory").and_then(Value::as_str);
                        let dir = match (dir, cwd) {
                            (Some(d), Some(base)) if !d.starts_with('/') => Some(format!("{base}/{d}")),
                            (d, _) => d.map(str::to_string),
                        };
                        self.push(line, command, dir.as_deref(), cwd);
                    }
                    return;
                }
                // Tool results and file snapshots hold output, not commands the agent ran.
                if matches!(s("type"), Some("tool_result" | "function_call_output" | "file-history-snapshot")) {
                    return;
                }
                for (key, item) in map {
                    if key != "toolUseResult" {
                        self.walk(item, line, cwd);
                    }
                }
            }
            _ => {}
        }
    }
}

/// A Codex command: a string, or an argv whose `bash -lc SCRIPT` form is unwrapped to the
/// script (any other argv is quoted back into one command line).
fn codex_command(value: &Value) -> Option<String> {
    if let Some(text) = value.as_str() {
        return Some(text.to_string());
    }
    let argv: Vec<&str> = value.as_array()?.iter().map(Value::as_str).collect::<Option<_>>()?;
    if let [shell, flag, script] = argv.as_slice()
        && matches!(*shell, "bash" | "sh" | "zsh" | "/bin/bash" | "/bin/sh" | "/bin/zsh")
        && matches!(*flag, "-c" | "-lc" | "-cl")
    {
        return Some(script.to_string());
    }
    Some(argv.iter().map(|w| shell_quote(w)).collect::<Vec<_>>().join(" "))
}

fn shell_quote(word: &str) -> String {
    if !word.is_empty() && word.chars().all(|c| c.is_ascii_alphanumeric() || "-_./=:,+@%".contains(c)) {
        word.to_string()
    } else {
        format!("'{}'", word.replace('\'', "'\\''"))
    }
}

/// A reason code and how many commands it was given for.
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct ReasonCount {
    /// The reason code.
    pub code: &'static str,
    /// Commands (not invocations) that carry it.
    pub count: usize,
}

/// A policy rule that would have removed prompts.
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct Suggestion {
    /// The rule, for the policy's `allow = [...]` list.
    pub rule: String,
    /// Prompts removed once this rule and every one listed before it are added.
    pub removes: usize,
    /// A command it would have allowed.
    pub example: String,
}

/// A denied command from the transcript.
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct Denied {
    /// The file, when several were audited together.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub file: Option<String>,
    /// Line in the transcript.
    pub line: usize,
    /// The command (first line only, cut to 200 characters).
    pub command: String,
    /// The reason code that denied it.
    pub code: &'static str,
}

/// What shanalyze would have said about a whole transcript.
#[derive(Debug, Clone, Serialize)]
#[non_exhaustive]
pub struct Audit {
    /// The kind of log read (see [`Transcript::format`]).
    pub format: &'static str,
    /// Shell commands found.
    pub commands: usize,
    /// How many would have been allowed without a prompt.
    pub allow: usize,
    /// How many would have asked a person.
    pub ask: usize,
    /// How many would have been denied.
    pub deny: usize,
    /// Reason codes by the number of commands that carry them, most first (at most 10).
    pub top_reasons: Vec<ReasonCount>,
    /// Rules that remove the most prompts safely, in the order to add them (at most 10).
    pub suggestions: Vec<Suggestion>,
    /// Prompts no safe rule removes (floors, risky reasons, no narrow rule).
    pub prompts_kept: usize,
    /// The first denied commands (at most 10).
    pub denied: Vec<Denied>,
    /// Lines of a JSON Lines log that were not JSON.
    pub skipped_lines: Vec<usize>,
}

/// Analyses every command of a transcript on all cores and folds the result. `progress`
/// is called with the number of commands done so far.
pub fn audit(analyzer: &Analyzer, transcript: &Transcript, progress: &(dyn Fn(usize) + Sync)) -> Audit {
    let reports = par_map(
        &transcript.entries,
        |entry| match &entry.cwd {
            Some(cwd) if cwd.starts_with('/') => {
                let mut ws: Workspace = analyzer.workspace().clone();
                ws.cwd = Some(crate::paths::normalize(cwd));
                if ws.root.is_none() {
                    ws.root = ws.cwd.clone();
                }
                analyzer.clone().with_workspace(ws).analyze(&entry.command)
            }
            _ => analyzer.analyze(&entry.command),
        },
        progress,
    );
    fold(transcript, &reports)
}

/// Folds reports (one per transcript entry, same order) into an [`Audit`].
pub fn fold(transcript: &Transcript, reports: &[Report]) -> Audit {
    let mut audit = Audit {
        format: transcript.format,
        commands: reports.len(),
        allow: 0,
        ask: 0,
        deny: 0,
        top_reasons: Vec::new(),
        suggestions: Vec::new(),
        prompts_kept: 0,
        denied: Vec::new(),
        skipped_lines: transcript.skipped_lines.clone(),
    };
    let mut reason_counts: HashMap<&'static str, usize> = HashMap::new();
    // Each prompt that safe rules could remove, as the set of rules it needs.
    let mut needs: BTreeMap<Vec<String>, (usize, usize)> = BTreeMap::new();
    for (i, report) in reports.iter().enumerate() {
        match report.verdict {
            Decision::Allow => audit.allow += 1,
            Decision::Ask => audit.ask += 1,
            Decision::Deny => audit.deny += 1,
        }
        let mut codes: Vec<&'static str> = report.reasons.iter().map(|r| r.code).collect();
        codes.sort_unstable();
        codes.dedup();
        for code in codes {
            *reason_counts.entry(code).or_default() += 1;
        }
        match report.verdict {
            Decision::Deny if audit.denied.len() < 10 => {
                let first = report.command.lines().next().unwrap_or("");
                audit.denied.push(Denied {
                    file: transcript.entries.get(i).and_then(|e| e.file.clone()),
                    line: transcript.entries.get(i).map_or(0, |e| e.line),
                    command: first.chars().take(200).collect(),
                    code: report.main_reason().map_or("", |r| r.code),
                });
            }
            Decision::Ask => match rules_to_allow(report) {
                Some(rules) => {
                    let slot = needs.entry(rules).or_insert((0, i));
                    slot.0 += 1;
                }
                None => audit.prompts_kept += 1,
            },
            _ => {}
        }
    }
    let mut top: Vec<ReasonCount> =
        reason_counts.into_iter().map(|(code, count)| ReasonCount { code, count }).collect();
    top.sort_by(|a, b| b.count.cmp(&a.count).then(a.code.cmp(b.code)));
    top.truncate(10);
    audit.top_reasons = top;

    let (suggestions, removed) = choose_rules(&needs, reports, 10);
    audit.suggestions = suggestions;
    let removable: usize = needs.values().map(|v| v.0).sum();
    audit.prompts_kept += removable - removed;
    audit
}

/// The narrow, safe rules that would allow an asking command, or `None` when no such set
/// exists (a floor, a risky reason, a broad rule, an invocation with no rule).
pub fn rules_to_allow(report: &Report) -> Option<Vec<String>> {
    // Risky reasons keep their prompt; so do deletes and flag-made effects, whose only
    // narrow rules are single exact commands.
    let keep = |code: &str| explain::is_risky(code) || code.starts_with("delete.") || code.ends_with(".flag");
    if report.reasons.iter().any(|r| keep(r.code)) {
        return None;
    }
    let mut rules = Vec::new();
    for inv in report.invocations.iter().filter(|i| i.decision > Decision::Allow) {
        if inv.reasons.iter().any(|r| keep(r.code)) {
            return None;
        }
        match explain::allow_hint(inv)? {
            AllowHint::Floor(_) => return None,
            AllowHint::Rules(list) => {
                for rule in list {
                    if !explain::is_narrow(&rule) || rule.starts_with("write(") {
                        return None;
                    }
                    rules.push(rule);
                }
            }
        }
    }
    rules.sort();
    rules.dedup();
    (!rules.is_empty()).then_some(rules)
}

/// Greedy set cover: repeatedly add the rule set that removes the most prompts per new
/// rule. Returns the suggestions and the prompts they remove.
fn choose_rules(
    needs: &BTreeMap<Vec<String>, (usize, usize)>,
    reports: &[Report],
    max: usize,
) -> (Vec<Suggestion>, usize) {
    let groups: Vec<(&Vec<String>, usize, usize)> = needs.iter().map(|(k, v)| (k, v.0, v.1)).collect();
    let mut by_rule: HashMap<&str, Vec<usize>> = HashMap::new();
    for (g, (rules, _, _)) in groups.iter().enumerate() {
        for r in rules.iter() {
            by_rule.entry(r.as_str()).or_default().push(g);
        }
    }
    let mut chosen: Vec<&str> = Vec::new();
    let mut covered = vec![false; groups.len()];
    let mut out = Vec::new();
    let mut removed = 0;
    while out.len() < max {
        // (gain, new rules, group index)
        let mut best: Option<(usize, usize, usize)> = None;
        for (g, (rules, _, _)) in groups.iter().enumerate() {
            if covered[g] {
                continue;
            }
            let new: Vec<&str> = rules.iter().map(String::as_str).filter(|r| !chosen.contains(r)).collect();
            if new.is_empty() || chosen.len() + new.len() > max {
                continue;
            }
            let mut gain = 0;
            let mut seen = Vec::new();
            for r in &new {
                for &h in &by_rule[r] {
                    if covered[h] || seen.contains(&h) {
                        continue;
                    }
                    seen.push(h);
                    if groups[h].0.iter().all(|x| chosen.contains(&x.as_str()) || new.contains(&x.as_str())) {
                        gain += groups[h].1;
                    }
                }
            }
            let better = match best {
                None => true,
                Some((bg, bn, _)) => gain * bn > bg * new.len() || (gain * bn == bg * new.len() && gain > bg),
            };
            if better {
                best = Some((gain, new.len(), g));
            }
        }
        let Some((gain, _, g)) = best else { break };
        if gain == 0 {
            break;
        }
        let example = reports[groups[g].2].command.lines().next().unwrap_or("").chars().take(120).collect::<String>();
        let mut first = true;
        for r in groups[g].0.iter() {
            if chosen.contains(&r.as_str()) {
                continue;
            }
            chosen.push(r.as_str());
            out.push(Suggestion { rule: r.clone(), removes: if first { gain } else { 0 }, example: example.clone() });
            first = false;
        }
        for (h, group) in groups.iter().enumerate() {
            if !covered[h] && group.0.iter().all(|x| chosen.contains(&x.as_str())) {
                covered[h] = true;
            }
        }
        removed += gain;
    }
    (out, removed)
}

/// Renders an audit as a small text report.
pub fn render_text(audit: &Audit) -> String {
    use std::fmt::Write as _;
    let mut out = String::new();
    let pct = |n: usize| if audit.commands == 0 { 0.0 } else { 100.0 * n as f64 / audit.commands as f64 };
    let kind = match audit.format {
        "claude" => "Claude Code session log",
        "codex" => "Codex rollout",
        "gemini" => "Gemini CLI chat",
        "history" => "shell history",
        "mixed" => "mix of logs",
        _ => "JSON log",
    };
    let _ = writeln!(out, "{} shell commands in a {kind}", audit.commands);
    let _ = writeln!(out);
    let _ = writeln!(out, "  verdict  commands      share");
    for (name, n) in [("allow", audit.allow), ("ask", audit.ask), ("deny", audit.deny)] {
        let _ = writeln!(out, "  {name:<7} {n:>9} {:>9.1}%", pct(n));
    }
    if !audit.top_reasons.is_empty() {
        let _ = writeln!(out);
        let _ = writeln!(out, "top reasons:");
        for r in &audit.top_reasons {
            let _ = writeln!(out, "  {:>7}  {}", r.count, r.code);
        }
    }
    let _ = writeln!(out);
    if audit.suggestions.is_empty() {
        let _ = writeln!(out, "no narrow, safe rule would remove a prompt");
    } else {
        let total: usize = audit.suggestions.iter().map(|s| s.removes).sum();
        let _ = writeln!(out, "rules that would remove {total} of {} prompts safely, in this order:", audit.ask);
        let width = audit.suggestions.iter().map(|s| s.rule.len() + 2).max().unwrap_or(0).max(4);
        let _ = writeln!(out, "  removes  {:<width$}  for example", "rule");
        for s in &audit.suggestions {
            // A rule listed with 0 completes the set of the rule above it.
            let removes = if s.removes > 0 { s.removes.to_string() } else { "+".into() };
            let rule = format!("\"{}\"", s.rule);
            let _ = writeln!(out, "  {removes:>7}  {rule:<width$}  {}", clean(&s.example));
        }
    }
    let _ = writeln!(out, "prompts that stay (floors, risky or no narrow rule): {}", audit.prompts_kept);
    if !audit.denied.is_empty() {
        let _ = writeln!(out);
        let _ = writeln!(out, "denied:");
        for d in &audit.denied {
            let place = match &d.file {
                Some(file) => format!("{}:{}", clean(file), d.line),
                None => format!("line {}", d.line),
            };
            let _ = writeln!(out, "  {place:<11} {:<28} {}", d.code, clean(&d.command));
        }
    }
    if !audit.skipped_lines.is_empty() {
        let _ = writeln!(out);
        let lines: Vec<String> = audit.skipped_lines.iter().take(10).map(|n| n.to_string()).collect();
        let _ = writeln!(
            out,
            "skipped {} line(s) that were not JSON: {}{}",
            audit.skipped_lines.len(),
            lines.join(", "),
            if audit.skipped_lines.len() > 10 { ", ..." } else { "" }
        );
    }
    out
}

fn clean(text: &str) -> String {
    text.chars().map(|c| if c.is_control() { '\u{fffd}' } else { c }).collect()
}

/// Work items per chunk handed to a thread.
const CHUNK: usize = 64;

/// Maps `f` over `items` on every core (std scoped threads), keeping the order. `progress`
/// is called (from worker threads) with the number of items done so far.
pub fn par_map<T: Sync, R: Send>(items: &[T], f: impl Fn(&T) -> R + Sync, progress: &(dyn Fn(usize) + Sync)) -> Vec<R> {
    let chunks = items.len().div_ceil(CHUNK);
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get()).min(chunks).max(1);
    if threads == 1 {
        let mut out = Vec::with_capacity(items.len());
        for (i, item) in items.iter().enumerate() {
            out.push(f(item));
            if (i + 1) % CHUNK == 0 || i + 1 == items.len() {
                progress(i + 1);
            }
        }
        return out;
    }
    let slots: Vec<Mutex<Vec<R>>> = (0..chunks).map(|_| Mutex::new(Vec::new())).collect();
    let next = AtomicUsize::new(0);
    let done = AtomicUsize::new(0);
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                loop {
                    let c = next.fetch_add(1, Ordering::Relaxed);
                    if c >= chunks {
                        break;
                    }
                    let part = &items[c * CHUNK..((c + 1) * CHUNK).min(items.len())];
                    let out: Vec<R> = part.iter().map(&f).collect();
                    *slots[c].lock().unwrap_or_else(|e| e.into_inner()) = out;
                    let d = done.fetch_add(part.len(), Ordering::Relaxed) + part.len();
                    progress(d);
                }
            });
        }
    });
    slots.into_iter().flat_map(|m| m.into_inner().unwrap_or_else(|e| e.into_inner())).collect()
}

/// A progress bar on stderr, drawn only when stderr is a terminal, at most ten times a
/// second. `total` is the number of items, when known.
pub struct Progress {
    total: Option<usize>,
    label: &'static str,
    draw: bool,
    last: Mutex<Instant>,
    start: Instant,
}

impl Progress {
    /// A bar for `total` items (or a counter when unknown), drawn when stderr is a TTY.
    pub fn stderr(total: Option<usize>, label: &'static str) -> Progress {
        use std::io::IsTerminal;
        let now = Instant::now();
        Progress {
            total,
            label,
            draw: std::io::stderr().is_terminal(),
            last: Mutex::new(now.checked_sub(Duration::from_secs(1)).unwrap_or(now)),
            start: now,
        }
    }

    /// Records that `done` items are finished.
    pub fn update(&self, done: usize) {
        if !self.draw {
            return;
        }
        let Ok(mut last) = self.last.try_lock() else { return };
        if last.elapsed() < Duration::from_millis(100) && Some(done) != self.total {
            return;
        }
        *last = Instant::now();
        let line = match self.total {
            Some(total) if total > 0 => {
                let width = 30;
                let filled = (done.min(total) * width) / total;
                format!(
                    "\r[{}{}] {done}/{total} {} ({:.1}s)",
                    "#".repeat(filled),
                    "-".repeat(width - filled),
                    self.label,
                    self.start.elapsed().as_secs_f64()
                )
            }
            _ => format!("\r{done} {} ({:.1}s)", self.label, self.start.elapsed().as_secs_f64()),
        };
        let mut err = std::io::stderr().lock();
        let _ = err.write_all(line.as_bytes());
        let _ = err.flush();
    }

    /// Clears the bar.
    pub fn finish(&self) {
        if self.draw {
            let mut err = std::io::stderr().lock();
            let _ = err.write_all(b"\r\x1b[2K");
            let _ = err.flush();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn zsh_and_bash_history() {
        let t = read_transcript("#1700000000\nls -la\n: 1700000001:0;git status\n: 1700000002:3;echo a\\\nb\n");
        assert_eq!(t.format, "history");
        let commands: Vec<&str> = t.entries.iter().map(|e| e.command.as_str()).collect();
        assert_eq!(commands, ["ls -la", "git status", "echo a\nb"]);
        assert_eq!(t.entries[2].line, 4);
    }

    #[test]
    fn codex_argv_unwrapped() {
        let line = r#"{"type":"response_item","payload":{"type":"function_call","name":"shell","arguments":"{\"command\":[\"bash\",\"-lc\",\"ls -la\"],\"workdir\":\"/w\"}"}}"#;
        let t = read_transcript(line);
        assert_eq!(t.format, "codex");
        assert_eq!(t.entries, [Entry { line: 1, command: "ls -la".into(), cwd: Some("/w".into()), file: None }]);
    }

    #[test]
    fn par_map_keeps_order() {
        let items: Vec<usize> = (0..1000).collect();
        let out = par_map(&items, |x| x * 2, &|_| {});
        assert_eq!(out, items.iter().map(|x| x * 2).collect::<Vec<_>>());
    }
}
