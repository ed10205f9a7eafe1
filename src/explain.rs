//! explain: a [`Report`] rendered for a person, in the style of a compiler diagnostic.
//!
//! ```text
//! deny: recursive delete of `/` (everything in it) [delete.recursive-root]
//!
//!   |
//! 1 | cd / && sudo sh -c "rm -rf *"
//!   |         --------------------- ask: privilege.escalation
//!   |                    ^^^^^^^^^^ deny: delete.recursive-root, delete.file
//!   |
//!
//! deny   sudo → sh -c → rm -rf *
//!        delete.recursive-root: recursive delete of `/` (everything in it)
//!        ...
//! ```
//!
//! The command is printed with carets under every span a reason points at (`^` for the
//! reasons that carry the verdict, `-` for milder ones). Columns are counted in terminal
//! cells, not bytes: tabs become four spaces and wide characters (CJK, emoji) count two
//! cells, measured with `unicode-width` (the same tables terminals use), so carets stay
//! under the text they mean. Control characters are shown as `�` so a command cannot
//! move the cursor or recolour the terminal. Long multi-line commands (heredocs) show only
//! the lines a finding points at, with the rest elided.
//!
//! Then each invocation with its decision and `via` chain (`sudo → sh -c → rm -rf *`), its
//! reasons, the policy rule that decided (when a user rule did), and a hint of how to allow
//! it: the exact policy rule to add, or that it is a floor no rule can lift.

use crate::reasons;
use crate::report::{Decision, InvocationReport, Reason, Report};
use std::fmt::Write as _;
use unicode_width::UnicodeWidthChar;

/// Lines of a command shown in full; longer commands show only the lines findings point at.
const FULL_LINES: usize = 8;
/// Widest source line shown before it is cut around the carets.
const MAX_COLUMNS: usize = 100;
/// Invocations listed before the rest are summarised: all that ask or deny up to this many...
const MAX_INVOCATIONS: usize = 40;
/// ...and at most this many that are allowed.
const MAX_ALLOWED: usize = 8;
/// Widest argv shown for one invocation.
const MAX_ARGV_COLUMNS: usize = 80;

/// How a person could allow an invocation, if at all.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum AllowHint {
    /// A floor (an `opaque.*` or `limit.*` reason, or a built-in deny): no rule lifts it.
    Floor(&'static str),
    /// Policy rules that would allow it (entries for the `allow = [...]` list).
    Rules(Vec<String>),
}

/// Reason codes whose prompts should stay even if a rule could remove them: raising
/// privilege, secrets, persistence, system state, remote execution and inline code.
const RISKY: &[&str] = &[
    "exec.editor",
    "exec.flag",
    "exec.interpreter",
    "exec.remote",
    "exec.script",
    "privilege.escalation",
    "privilege.namespace",
    "read.secret",
    "write.outside",
    "write.permissions",
    "write.persistence",
    "write.secret",
    "write.system",
    "write.unknown-path",
];

/// Whether a reason code asks for something a blanket allow rule should not grant.
pub fn is_risky(code: &str) -> bool {
    reasons::is_floor(code) || RISKY.contains(&code) || code.starts_with("system.")
}

/// The hint for an invocation that is not allowed: `None` when it is allowed or when some
/// reason has no narrow rule (then a person should decide each time).
///
/// Rules follow `docs/policy.md`: paths written or deleted are allowed with `write(PATH)`,
/// hosts with `domain(HOST)`, and the command itself with a word-bounded prefix
/// `bash(PREFIX:*)`, where the prefix is the command name and up to two plain subcommand
/// words (`bash(npm run build:*)`). A reason caused by a flag (`*.flag`: `find -delete`,
/// `sort -o`) gets the exact command instead, since a prefix would allow the flag
/// everywhere. Never a bare `*`; never for a floor.
pub fn allow_hint(inv: &InvocationReport) -> Option<AllowHint> {
    if inv.decision == Decision::Allow {
        return None;
    }
    let mut rules: Vec<String> = Vec::new();
    let push = |rule: String, rules: &mut Vec<String>| {
        if !rules.contains(&rule) {
            rules.push(rule);
        }
    };
    let written = |p: &&crate::report::PathReport| p.access == "write" || p.access == "delete";
    // The strictest floor names the hint: `net.pipe-to-shell` before `opaque.shell-stdin`.
    let mut strictest: Vec<&crate::report::Reason> =
        inv.reasons.iter().filter(|r| r.decision > Decision::Allow).collect();
    strictest.sort_by_key(|r| std::cmp::Reverse(r.decision));
    if let Some(floor) = strictest.iter().find(|r| reasons::is_floor(r.code)) {
        return Some(AllowHint::Floor(floor.code));
    }
    for r in strictest {
        match r.code {
            code if code.ends_with(".flag") => push(exact_rule(&inv.argv)?, &mut rules),
            code if (code.starts_with("write.") || code.starts_with("delete."))
                && inv.paths.iter().any(|p| written(&p)) =>
            {
                for p in inv.paths.iter().filter(written) {
                    push(format!("write({})", p.path), &mut rules);
                }
            }
            // Deleting files known only at run time (`xargs rm`): no narrow rule exists.
            code if code.starts_with("delete.") => return None,
            "net.access" if !inv.hosts.is_empty() => {
                for h in &inv.hosts {
                    push(format!("domain({h})"), &mut rules);
                }
            }
            _ => push(command_rule(&inv.argv)?, &mut rules),
        }
    }
    (!rules.is_empty()).then_some(AllowHint::Rules(rules))
}

/// Directories dropped from a command name in the text `bash(...)` allow rules match
/// (`/usr/bin/git` is written `git`).
const STANDARD_BIN_DIRS: &[&str] =
    &["/bin/", "/usr/bin/", "/usr/local/bin/", "/sbin/", "/usr/sbin/", "/usr/local/sbin/", "/opt/homebrew/bin/"];

/// A word that means itself inside a rule glob: no glob characters, spaces or quotes.
fn plain(word: &str) -> bool {
    !word.is_empty() && word.chars().all(|c| c.is_ascii_alphanumeric() || "-_.:/+@,=%".contains(c))
}

fn command_name(argv: &[String]) -> Option<&str> {
    let name = argv.first().filter(|w| plain(w))?;
    for dir in STANDARD_BIN_DIRS {
        if let Some(base) = name.strip_prefix(dir)
            && !base.is_empty()
            && !base.contains('/')
        {
            return Some(base);
        }
    }
    Some(name)
}

/// `bash(PREFIX:*)` for an argv: the command name and up to two plain words after it, or
/// `bash(NAME)` for a lone command name. `None` when the name is not plain text.
pub fn command_rule(argv: &[String]) -> Option<String> {
    let mut prefix = command_name(argv)?.to_string();
    for w in argv.iter().skip(1).take(2) {
        if !plain(w) || w.starts_with('-') || w.contains('=') {
            break;
        }
        prefix.push(' ');
        prefix.push_str(w);
    }
    // `npm test` and `npm test -- --watch` share `bash(npm test:*)`; a lone word stays exact.
    Some(if argv.len() == 1 { format!("bash({prefix})") } else { format!("bash({prefix}:*)") })
}

/// `bash(ARGV)`: exactly this command, when every word is plain.
pub fn exact_rule(argv: &[String]) -> Option<String> {
    let name = command_name(argv)?;
    let rest = argv.get(1..).unwrap_or_default();
    if !rest.iter().all(|w| plain(w)) {
        return None;
    }
    let mut text = name.to_string();
    for w in rest {
        text.push(' ');
        text.push_str(w);
    }
    Some(format!("bash({text})"))
}

/// Whether a `bash(...)` rule is narrow enough to suggest in bulk: exact, or a prefix that
/// names a subcommand (`bash(npm test:*)`, not `bash(python3:*)`).
pub fn is_narrow(rule: &str) -> bool {
    match rule.strip_prefix("bash(").and_then(|r| r.strip_suffix(')')) {
        Some(inner) => match inner.strip_suffix(":*") {
            Some(prefix) => prefix.contains(' '),
            None => !inner.contains('*'),
        },
        None => true,
    }
}

/// ANSI styling, or none.
#[derive(Clone, Copy)]
struct Style {
    color: bool,
}

impl Style {
    fn paint(self, code: &str, text: &str) -> String {
        if self.color && !text.is_empty() { format!("\x1b[{code}m{text}\x1b[0m") } else { text.to_string() }
    }
    fn decision(self, d: Decision, text: &str) -> String {
        self.paint(
            match d {
                Decision::Allow => "32",
                Decision::Ask => "33",
                Decision::Deny => "1;31",
            },
            text,
        )
    }
    fn bold(self, text: &str) -> String {
        self.paint("1", text)
    }
    fn dim(self, text: &str) -> String {
        self.paint("2", text)
    }
    fn gutter(self, text: &str) -> String {
        self.paint("34", text)
    }
    fn hint(self, text: &str) -> String {
        self.paint("36", text)
    }
}

/// Renders a report as text. `color` adds ANSI colours: pass it only for a terminal (the
/// CLI passes `stdout.is_terminal() && NO_COLOR unset`).
pub fn render(report: &Report, color: bool) -> String {
    let st = Style { color };
    let mut out = String::new();

    // Headline: the verdict and the reason that carries it.
    let verdict = report.verdict;
    match report.main_reason() {
        Some(r) => {
            let _ = writeln!(
                out,
                "{}: {} [{}]",
                st.decision(verdict, verdict.as_str()),
                st.bold(&clean(&r.message)),
                r.code
            );
        }
        None => {
            let _ = writeln!(out, "{}: nothing here needs a person", st.decision(verdict, verdict.as_str()));
        }
    }
    out.push('\n');

    // The command with carets under every finding.
    out.push_str(&snippet(report, st));

    // Reasons with no invocation (parse errors, limits): listed on their own.
    let loose: Vec<&Reason> = report
        .reasons
        .iter()
        .filter(|r| !report.invocations.iter().any(|i| i.reasons.iter().any(|x| x.code == r.code && x.span == r.span)))
        .collect();
    if !loose.is_empty() {
        out.push('\n');
        let d = verdict_of(&loose);
        let _ = writeln!(out, "{} {}", st.decision(d, &pad(d.as_str(), 6)), st.dim("(the command as a whole)"));
        for r in &loose {
            reason_line(&mut out, r, st);
        }
        if let Some(code) = loose.iter().map(|r| r.code).find(|c| reasons::is_floor(c)) {
            floor_line(&mut out, code, st);
        }
    }

    // A floor anywhere means no rule can allow the command: rule hints would mislead.
    let floor = report
        .reasons
        .iter()
        .chain(report.invocations.iter().flat_map(|i| i.reasons.iter()))
        .map(|r| r.code)
        .find(|c| reasons::is_floor(c));

    // Invocations, strictest first, keeping the command's order within a decision.
    if !report.invocations.is_empty() {
        out.push('\n');
        let mut order: Vec<&InvocationReport> = report.invocations.iter().collect();
        order.sort_by_key(|i| std::cmp::Reverse(i.decision));
        let mut hidden = [0usize; 3];
        let mut allowed = 0;
        for (n, inv) in order.iter().enumerate() {
            if inv.decision == Decision::Allow {
                allowed += 1;
            }
            if n >= MAX_INVOCATIONS || allowed > MAX_ALLOWED {
                hidden[inv.decision as usize] += 1;
                continue;
            }
            invocation(&mut out, inv, floor.is_some(), st);
        }
        let hidden_total: usize = hidden.iter().sum();
        if hidden_total > 0 {
            let _ = writeln!(
                out,
                "{}",
                st.dim(&format!(
                    "... and {hidden_total} more ({} deny, {} ask, {} allow)",
                    hidden[2], hidden[1], hidden[0]
                ))
            );
        }
    }

    // Tally.
    let count = |d: Decision| report.invocations.iter().filter(|i| i.decision == d).count();
    out.push('\n');
    let _ = writeln!(
        out,
        "verdict: {} ({} invocation{}: {} deny, {} ask, {} allow)",
        st.decision(verdict, verdict.as_str()),
        report.invocations.len(),
        if report.invocations.len() == 1 { "" } else { "s" },
        count(Decision::Deny),
        count(Decision::Ask),
        count(Decision::Allow),
    );
    out
}

fn verdict_of(reasons: &[&Reason]) -> Decision {
    reasons.iter().map(|r| r.decision).max().unwrap_or(Decision::Allow)
}

fn invocation(out: &mut String, inv: &InvocationReport, floored: bool, st: Style) {
    let mut chain = String::new();
    for v in &inv.via {
        chain.push_str(&clean(v));
        chain.push_str(" → ");
    }
    let _ = writeln!(
        out,
        "{} {}{}",
        st.decision(inv.decision, &pad(inv.decision.as_str(), 6)),
        st.dim(&chain),
        st.bold(&argv_text(&inv.argv)),
    );
    let mut shown: Vec<(&str, &str)> = Vec::new();
    let mut strictest: Vec<&Reason> = inv.reasons.iter().filter(|r| r.decision > Decision::Allow).collect();
    strictest.sort_by_key(|r| std::cmp::Reverse(r.decision));
    for r in strictest {
        if shown.contains(&(r.code, r.message.as_str())) {
            continue;
        }
        shown.push((r.code, r.message.as_str()));
        reason_line(out, r, st);
    }
    if let Some(rule) = &inv.rule {
        let _ = writeln!(out, "       {} {}", st.dim("decided by policy rule"), clean(rule));
    }
    match allow_hint(inv) {
        Some(AllowHint::Floor(code)) => floor_line(out, code, st),
        Some(AllowHint::Rules(rules)) if inv.rule.is_none() && !floored => {
            let list: Vec<String> = rules.iter().map(|r| toml_string(r)).collect();
            let mut hint = format!("hint: to allow it, add to your policy: allow = [{}]", clean(&list.join(", ")));
            if let Some(code) = inv.reasons.iter().map(|r| r.code).find(|c| is_risky(c)) {
                let _ = write!(hint, " (think twice: it grants {code})");
            }
            let _ = writeln!(out, "       {}", st.hint(&hint));
        }
        None if inv.decision > Decision::Allow && inv.rule.is_none() && !floored => {
            let _ =
                writeln!(out, "       {}", st.hint("hint: no narrow policy rule covers this; approve it when asked"));
        }
        _ => {}
    }
}

/// A TOML basic string.
fn toml_string(text: &str) -> String {
    format!("\"{}\"", text.replace('\\', "\\\\").replace('"', "\\\""))
}

fn reason_line(out: &mut String, r: &Reason, st: Style) {
    let _ = writeln!(out, "       {}: {}", st.decision(r.decision, r.code), clean(&r.message));
}

fn floor_line(out: &mut String, code: &str, st: Style) {
    let what = if code.starts_with("opaque.") {
        "the analyser cannot see what it runs"
    } else if code.starts_with("limit.") {
        "it is past what the analyser follows"
    } else {
        "a built-in deny"
    };
    let _ = writeln!(
        out,
        "       {}",
        st.hint(&format!("note: `{code}` is a floor ({what}); no policy rule can allow it"))
    );
}

fn pad(text: &str, width: usize) -> String {
    format!("{text:<width$}")
}

/// One line, with control characters made visible and harmless.
fn clean(text: &str) -> String {
    text.chars().map(|c| if c.is_control() { '\u{fffd}' } else { c }).collect()
}

/// An argv as a person would type it: words with spaces quoted, long words cut.
fn argv_text(argv: &[String]) -> String {
    let mut words = Vec::with_capacity(argv.len());
    for w in argv {
        let mut w = w.clone();
        if let Some((first, _)) = w.split_once('\n') {
            w = format!("{first}…");
        }
        let w = clean(&w);
        if w.is_empty() || w.contains(char::is_whitespace) {
            words.push(format!("'{}'", w.replace('\'', "'\\''")));
        } else {
            words.push(w);
        }
    }
    truncate_columns(&words.join(" "), MAX_ARGV_COLUMNS)
}

fn truncate_columns(text: &str, max: usize) -> String {
    let mut width = 0;
    let mut out = String::new();
    for c in text.chars() {
        let w = c.width().unwrap_or(0);
        if width + w > max.saturating_sub(1) {
            out.push('…');
            return out;
        }
        width += w;
        out.push(c);
    }
    out
}

/// One displayed cell run of a source line: the text to print and its width in cells.
struct Cell {
    text: String,
    width: usize,
}

/// The cells of one source line (tabs as four spaces, controls as `�`), with the column
/// at which each byte of the line starts.
fn cells(line: &str) -> (Vec<Cell>, Vec<usize>) {
    let mut cells = Vec::new();
    let mut col_at = vec![0; line.len() + 1];
    let mut col = 0;
    for (i, c) in line.char_indices() {
        col_at[i..i + c.len_utf8()].fill(col);
        let cell = match c {
            '\t' => Cell { text: "    ".into(), width: 4 },
            c if c.is_control() => Cell { text: "\u{fffd}".into(), width: 1 },
            c => Cell { text: c.to_string(), width: c.width().unwrap_or(0) },
        };
        col += cell.width;
        cells.push(cell);
    }
    col_at[line.len()] = col;
    (cells, col_at)
}

/// A group of reasons sharing one span.
struct Mark {
    start: usize,
    end: usize,
    decision: Decision,
    codes: Vec<&'static str>,
}

fn marks(report: &Report) -> Vec<Mark> {
    let len = report.command.len();
    let mut all: Vec<&Reason> = report.reasons.iter().collect();
    for inv in &report.invocations {
        all.extend(inv.reasons.iter().filter(|r| r.decision > Decision::Allow));
    }
    let mut marks: Vec<Mark> = Vec::new();
    for r in all {
        let start = floor_boundary(&report.command, (r.span.start as usize).min(len));
        let end = floor_boundary(&report.command, (r.span.end as usize).clamp(start, len));
        match marks.iter_mut().find(|m| m.start == start && m.end == end) {
            Some(m) => {
                m.decision = m.decision.max(r.decision);
                if !m.codes.contains(&r.code) {
                    m.codes.push(r.code);
                }
            }
            None => marks.push(Mark { start, end, decision: r.decision, codes: vec![r.code] }),
        }
    }
    for m in &mut marks {
        // The strictest codes first.
        m.codes.sort_by_key(|c| std::cmp::Reverse(reasons::lookup(c).map(|d| d.decision).unwrap_or(Decision::Ask)));
    }
    marks.sort_by_key(|m| (m.start, std::cmp::Reverse(m.end)));
    marks
}

/// One caret row under a source line.
struct Row<'a> {
    start: usize,
    end: usize,
    mark: &'a Mark,
    note: Note,
}

/// Where a multi-line mark continues (1-based line numbers).
enum Note {
    None,
    ToLine(usize),
    FromLine(usize),
}

fn floor_boundary(text: &str, mut i: usize) -> usize {
    while i > 0 && !text.is_char_boundary(i) {
        i -= 1;
    }
    i
}

fn snippet(report: &Report, st: Style) -> String {
    let text = &report.command;
    let marks = marks(report);
    // Line starts (byte offsets).
    let mut starts = vec![0];
    starts.extend(text.match_indices('\n').map(|(i, _)| i + 1));
    let line_of = |byte: usize| starts.partition_point(|&s| s <= byte) - 1;
    let nlines = starts.len();
    let line_text = |n: usize| {
        let s = starts[n];
        let e = if n + 1 < nlines { starts[n + 1] - 1 } else { text.len() };
        &text[s..e]
    };
    let mut show = vec![nlines <= FULL_LINES; nlines];
    show[0] = true;
    for m in &marks {
        show[line_of(m.start)] = true;
        show[line_of(m.end.max(m.start + 1) - 1)] = true;
    }
    // A command ending in a newline has no last line worth showing.
    let nlines = if nlines > 1 && starts[nlines - 1] == text.len() { nlines - 1 } else { nlines };
    let show = &show[..nlines];
    let digits = nlines.to_string().len();
    let blank = " ".repeat(digits);
    let bar = st.gutter("|");
    let mut out = String::new();
    let _ = writeln!(out, "{blank} {bar}");
    let mut n = 0;
    while n < nlines {
        if !show[n] {
            let from = n;
            while n < nlines && !show[n] {
                n += 1;
            }
            let hidden = n - from;
            let _ = writeln!(
                out,
                "{} {}",
                st.gutter(&format!("{:>digits$}", "...")),
                st.dim(&format!("({hidden} line{} not shown)", if hidden == 1 { "" } else { "s" }))
            );
            continue;
        }
        let line = line_text(n);
        let base = starts[n];
        let (cells, col_at) = cells(line);
        let width: usize = cells.iter().map(|c| c.width).sum();
        // Marks that start on this line, and multi-line marks that end on it (drawn from
        // the line's first character), in columns of this line.
        let last_line = |m: &Mark| line_of(m.end.max(m.start + 1) - 1);
        // A span may end on this line's newline: clamp to the line.
        let col = |byte: usize| col_at[(byte - base).min(line.len())];
        let mut here: Vec<Row> = Vec::new();
        for m in &marks {
            let (first, last) = (line_of(m.start), last_line(m));
            if first == n {
                let s = col(m.start);
                let e = if last == n { col(m.end) } else { width };
                let note = if last == n { Note::None } else { Note::ToLine(last + 1) };
                here.push(Row { start: s, end: e.max(s + 1), mark: m, note });
            } else if first < n && last == n {
                let s = col_at[line.len() - line.trim_start().len()];
                let e = col(m.end);
                here.push(Row { start: s, end: e.max(s + 1), mark: m, note: Note::FromLine(first + 1) });
            }
        }
        // Cut long lines to a window around the carets.
        let (w0, w1) = window(width, &here);
        let mut shown = String::new();
        if w0 > 0 {
            shown.push('…');
        }
        let mut col = 0;
        for c in &cells {
            if col >= w0 && col + c.width <= w1 {
                shown.push_str(&c.text);
            }
            col += c.width;
        }
        if w1 < width {
            shown.push('…');
        }
        let shift = usize::from(w0 > 0);
        let _ = writeln!(out, "{} {bar} {}", st.gutter(&format!("{:>digits$}", n + 1)), shown.trim_end());
        for row in &here {
            let m = row.mark;
            let s = row.start.clamp(w0, w1) - w0 + shift;
            let e = row.end.clamp(w0, w1) - w0 + shift;
            let glyph = if m.decision == report.verdict { "^" } else { "-" };
            let carets = glyph.repeat((e - s).max(1));
            let mut label = format!("{}: {}", m.decision.as_str(), m.codes.join(", "));
            match row.note {
                Note::ToLine(last) => {
                    let _ = write!(label, " (to line {last})");
                }
                Note::FromLine(first) => {
                    let _ = write!(label, " (from line {first})");
                }
                Note::None => {}
            }
            let _ = writeln!(
                out,
                "{blank} {bar} {}{} {}",
                " ".repeat(s),
                st.decision(m.decision, &carets),
                st.decision(m.decision, &label)
            );
        }
        n += 1;
    }
    let _ = writeln!(out, "{blank} {bar}");
    out
}

/// The column window `[w0, w1)` of a line to print so the carets are visible.
fn window(width: usize, rows: &[Row]) -> (usize, usize) {
    if width <= MAX_COLUMNS {
        return (0, width);
    }
    let first = rows.iter().map(|r| r.start).min().unwrap_or(0);
    let w0 = first.saturating_sub(20);
    let w0 = if w0 <= 10 { 0 } else { w0 };
    (w0, (w0 + MAX_COLUMNS).min(width))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn command_rules_are_narrow() {
        let v = |s: &str| s.split(' ').map(String::from).collect::<Vec<_>>();
        assert_eq!(command_rule(&v("npm test")).as_deref(), Some("bash(npm test:*)"));
        assert_eq!(command_rule(&v("npm run build --prod")).as_deref(), Some("bash(npm run build:*)"));
        assert_eq!(command_rule(&v("/usr/bin/cargo test --release")).as_deref(), Some("bash(cargo test:*)"));
        assert_eq!(command_rule(&v("python3 -c x")).as_deref(), Some("bash(python3:*)"));
        assert_eq!(command_rule(&v("make")).as_deref(), Some("bash(make)"));
        assert_eq!(command_rule(&v("$x y")), None);
        assert_eq!(exact_rule(&v("find . -delete")).as_deref(), Some("bash(find . -delete)"));
        assert_eq!(exact_rule(&v("find . -name *.pyc -delete")), None);
        assert!(is_narrow("bash(npm test:*)"));
        assert!(is_narrow("bash(make)"));
        assert!(is_narrow("bash(find . -delete)"));
        assert!(!is_narrow("bash(python3:*)"));
        assert!(!is_narrow("bash(*)"));
        assert!(is_narrow("domain(example.com)"));
    }

    #[test]
    fn cells_count_tabs_and_wide_characters() {
        let (cells, col_at) = cells("a\t日b");
        assert_eq!(cells.iter().map(|c| c.width).sum::<usize>(), 1 + 4 + 2 + 1);
        assert_eq!(col_at[1], 1); // the tab
        assert_eq!(col_at[2], 5); // 日 starts after the tab
        assert_eq!(col_at[5], 7); // b
    }
}
