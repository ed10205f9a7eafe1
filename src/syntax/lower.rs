//! lower: tree-sitter-bash's concrete tree → our IR ([`crate::ir`]).
//!
//! Every node kind we accept is listed here by name and reviewed; anything else becomes a
//! finding (`opaque.unknown-node`, `opaque.parse-error`) so the verdict is at least Ask.
//! All grammar quirks are fixed up here and nowhere else (DESIGN §10), each pinned by a
//! test in `tests/grammar_pins.rs`:
//! - `sudo > /dev/null rm -rf /`: a file redirect with several destinations; the extra
//!   words are the command's arguments again.
//! - a redirect after a pipeline or `&&`/`||` list belongs to the last command.
//! - `r\<newline>m`: two words joined by a line continuation are one word.
//! - backticks: their text is unescaped once and parsed again, as bash does, so nested
//!   escaped backticks are seen.
//! - `time`/`coproc` with `{ }` bodies parse as plain words; `{` as a command word and a
//!   lone `}` are group punctuation, not commands.
//! - `;;` outside `case` is a syntax error for bash: a parse-error finding.
//! - heredoc trailers (`| sh`, `&& cmd`, `> f`) nested inside the heredoc redirect are put
//!   back where bash runs them.
//! - `3<>f` (read-write redirect), an ERROR for the grammar, is understood.
//! - `arr[$(x)]=1 cmd`: an array-element assignment the grammar reads as a command name.
//!
//! Recursion is bounded by [`MAX_DEPTH`]; `&&`/`||` chains are flattened without recursion.
//! This module must not classify: it only says what the text is.

use super::kind_of;
use crate::ir::*;
use crate::words;
use smallvec::SmallVec;
use tree_sitter::Node;

/// Deepest nesting of statements and words we follow. Deeper text is `limit.depth`.
pub const MAX_DEPTH: usize = 200;

/// Parses and lowers `src`. `depth` is the nesting depth of the text itself (0 for the
/// command line; more for text re-parsed from `sh -c` and friends), and `span` is the span
/// every node gets when the text is not the original command (re-parsed text).
pub fn lower(src: &str, depth: usize, span: Option<Span>) -> Script {
    let script = lower_once(src, depth, span);
    if !script.findings.iter().any(|f| f.code == "opaque.parse-error") {
        return script;
    }
    // `cat <<EOF;` : bash ends the delimiter word at the operator; the grammar does not.
    // Parse again with a blank before the operator; keep it only if that parses cleanly.
    if let Some(fixed) = separate_glued_heredoc_operators(src) {
        let retry = lower_once(&fixed, depth, Some(span.unwrap_or(Span::new(0, src.len()))));
        if !retry.findings.iter().any(|f| f.code == "opaque.parse-error") {
            return retry;
        }
    }
    script
}

/// `<<WORD;` → `<<WORD ;` (likewise `&`, `|`, `(`, `)`, `<`, `>` after an unquoted delimiter).
fn separate_glued_heredoc_operators(src: &str) -> Option<String> {
    let bytes = src.as_bytes();
    let mut out = String::with_capacity(src.len() + 8);
    let mut changed = false;
    let mut i = 0;
    let mut last = 0;
    while i + 1 < bytes.len() {
        if bytes[i] == b'<' && bytes[i + 1] == b'<' && bytes.get(i + 2) != Some(&b'<') {
            let mut j = i + 2;
            if bytes.get(j) == Some(&b'-') {
                j += 1;
            }
            while bytes.get(j).is_some_and(|b| *b == b' ' || *b == b'\t') {
                j += 1;
            }
            let word_start = j;
            while bytes.get(j).is_some_and(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'-' | b'.')) {
                j += 1;
            }
            if j > word_start
                && bytes.get(j).is_some_and(|b| matches!(b, b';' | b'&' | b'|' | b'(' | b')' | b'<' | b'>'))
            {
                out.push_str(&src[last..j]);
                out.push(' ');
                last = j;
                changed = true;
            }
            i = j.max(i + 2);
            continue;
        }
        i += 1;
    }
    if !changed {
        return None;
    }
    out.push_str(&src[last..]);
    Some(out)
}

fn lower_once(src: &str, depth: usize, span: Option<Span>) -> Script {
    if src.len() > super::MAX_INPUT_BYTES {
        return failed(src, span, super::ParseFailure::TooLarge);
    }
    // The parsed text may run one byte past `src` (a final newline, see `parse_text`).
    let parsed = super::parse_text(src);
    match super::with_tree(&parsed, |root| {
        let mut lw = Lower { src: &parsed, len: src.len(), findings: Vec::new(), depth, fixed_span: span };
        let stmts = lw.body(root, &[]);
        if src.contains('\0') {
            let at = span.unwrap_or(Span::new(0, src.len()));
            lw.finding("opaque.parse-error", "the text holds a NUL byte, which bash never reads", at);
        }
        // A MISSING token deep inside a word (an unclosed quote or `$(`) must not slip by.
        if root.has_error() && !lw.findings.iter().any(|f| f.code == "opaque.parse-error") && unreported_error(root) {
            let at = span.unwrap_or(Span::new(0, src.len()));
            lw.finding("opaque.parse-error", "syntax error: an unclosed quote, bracket or substitution", at);
        }
        Script { stmts, findings: lw.findings }
    }) {
        Ok(script) => script,
        Err(failure) => failed(src, span, failure),
    }
}

fn failed(src: &str, span: Option<Span>, failure: super::ParseFailure) -> Script {
    let (code, message) = match failure {
        super::ParseFailure::TooLarge => ("limit.input-size", "command text is too large to analyse"),
        super::ParseFailure::Deadline => ("limit.parse-deadline", "parsing took too long"),
    };
    let at = span.unwrap_or(Span::new(0, src.len()));
    Script { stmts: Vec::new(), findings: vec![Finding { code, message: message.into(), span: at }] }
}

struct Lower<'s> {
    src: &'s str,
    /// Length of the command text; `src` may hold one more byte (a final newline).
    len: usize,
    findings: Vec<Finding>,
    depth: usize,
    fixed_span: Option<Span>,
}

/// Statement node kinds we lower (reviewed against tree-sitter-bash 0.25.1).
const STATEMENT_KINDS: &[&str] = &[
    "c_style_for_statement",
    "case_statement",
    "command",
    "compound_statement",
    "declaration_command",
    "for_statement",
    "function_definition",
    "if_statement",
    "list",
    "negated_command",
    "pipeline",
    "redirected_statement",
    "subshell",
    "test_command",
    "unset_command",
    "variable_assignment",
    "variable_assignments",
    "while_statement",
];

fn is_statement(kind: &str) -> bool {
    STATEMENT_KINDS.contains(&kind)
}

fn children<'t>(node: Node<'t>) -> SmallVec<[Node<'t>; 8]> {
    let mut cursor = node.walk();
    node.children(&mut cursor).collect()
}

/// Children with the field name each sits under.
fn fields<'t>(node: Node<'t>) -> SmallVec<[(Option<&'static str>, Node<'t>); 8]> {
    let mut out = SmallVec::new();
    let mut cursor = node.walk();
    if cursor.goto_first_child() {
        loop {
            out.push((cursor.field_name(), cursor.node()));
            if !cursor.goto_next_sibling() {
                break;
            }
        }
    }
    out
}

impl<'s> Lower<'s> {
    /// A node's children. Checks that the text between them is only blanks or line
    /// continuations: tree-sitter-bash sometimes drops text silently (`| \ egrep`), and
    /// dropped text must never go unnoticed.
    fn kids<'t>(&mut self, node: Node<'t>) -> SmallVec<[Node<'t>; 8]> {
        let kids = children(node);
        self.check_gaps(node, kids.iter().map(|k| (k.start_byte(), k.end_byte())));
        kids
    }

    fn fields<'t>(&mut self, node: Node<'t>) -> SmallVec<[(Option<&'static str>, Node<'t>); 8]> {
        let kids = fields(node);
        self.check_gaps(node, kids.iter().map(|(_, k)| (k.start_byte(), k.end_byte())));
        kids
    }

    fn check_gaps(&mut self, node: Node, ranges: impl Iterator<Item = (usize, usize)>) {
        // Inside these, text between children is content, not syntax.
        if matches!(
            kind_of(node),
            "string" | "translated_string" | "heredoc_body" | "heredoc_redirect" | "concatenation"
        ) {
            return;
        }
        let mut pos = node.start_byte();
        for (start, end) in ranges.chain(std::iter::once((node.end_byte(), node.end_byte()))) {
            if start > pos && !is_blank_gap(&self.src[pos..start]) {
                let span = self.fixed_span.unwrap_or(Span::new(pos.min(self.len), start.min(self.len)));
                self.finding("opaque.parse-error", "the parser skipped part of the text", span);
            }
            pos = pos.max(end);
        }
    }

    fn span(&self, node: Node) -> Span {
        self.fixed_span.unwrap_or_else(|| Span::new(node.start_byte().min(self.len), node.end_byte().min(self.len)))
    }

    fn text(&self, node: Node) -> &'s str {
        &self.src[node.byte_range()]
    }

    fn finding(&mut self, code: &'static str, message: impl Into<String>, span: Span) {
        if self.findings.len() < 64 {
            self.findings.push(Finding { code, message: message.into(), span });
        }
    }

    fn unknown(&mut self, node: Node, place: &str) {
        if node.is_error() || node.is_missing() {
            self.parse_error(node);
            return;
        }
        let what = if node.is_named() { kind_of(node).to_string() } else { format!("token {:?}", kind_of(node)) };
        let span = self.span(node);
        self.finding("opaque.unknown-node", format!("unreviewed syntax ({what}) in {place}"), span);
    }

    fn parse_error(&mut self, node: Node) {
        let span = self.span(node);
        let message = if node.is_missing() {
            format!("syntax error: missing {:?}", kind_of(node))
        } else {
            "syntax error: bash may read this text differently".to_string()
        };
        self.finding("opaque.parse-error", message, span);
    }

    /// Enters one nesting level; false (and a `limit.depth` finding) when too deep.
    fn enter(&mut self, node: Node) -> bool {
        if self.depth >= MAX_DEPTH {
            let span = self.span(node);
            self.finding("limit.depth", "nesting is deeper than the analyser follows", span);
            return false;
        }
        self.depth += 1;
        true
    }

    // ----- statement lists -------------------------------------------------------------

    /// Lowers the statements among `node`'s children. `keywords` are the anonymous tokens
    /// the parent kind legitimately has (`do`, `then`, `{`, ...); separators are handled here.
    fn body(&mut self, node: Node, keywords: &[&str]) -> Vec<Stmt> {
        let mut out: Vec<Stmt> = Vec::new();
        for child in self.kids(node) {
            self.body_child(child, keywords, &mut out);
        }
        out
    }

    fn body_child(&mut self, child: Node, keywords: &[&str], out: &mut Vec<Stmt>) {
        let kind = kind_of(child);
        if child.is_error() || child.is_missing() {
            self.parse_error(child);
            // `{rm,-rf,/}`: brace expansion in command position reads as a group to the
            // grammar. Expand it as bash does and look at the words it makes.
            if let Some(expanded) = brace_command(self.text(child)) {
                let span = self.span(child);
                let nested = lower(&expanded, self.depth + 1, Some(span));
                self.findings.extend(nested.findings);
                out.extend(nested.stmts);
                return;
            }
            // Still look inside: a Deny in a broken text must not be missed.
            for inner in self.kids(child) {
                if inner.is_named() && is_statement(kind_of(inner)) {
                    out.push(self.stmt(inner));
                }
            }
            return;
        }
        if child.is_named() {
            if is_statement(kind) {
                out.push(self.stmt(child));
            } else if kind == "comment" {
            } else if matches!(kind, "file_redirect" | "herestring_redirect") {
                // `$(< file)`: a redirect with no command.
                let mut extra = Vec::new();
                let span = self.span(child);
                let mut stmt = Stmt::new(Cmd::Simple(Simple::default()), span);
                if let Some(r) = self.redirect(child, &mut extra) {
                    stmt.redirects.push(r);
                }
                if let Cmd::Simple(simple) = &mut stmt.cmd {
                    simple.words = extra;
                }
                out.push(stmt);
            } else if kind == "heredoc_body" {
                // A heredoc body the grammar left at statement level; its redirect owns it.
            } else {
                self.unknown(child, "a statement list");
            }
            return;
        }
        match kind {
            ";" | "\n" => {}
            "&" => {
                if let Some(last) = out.last_mut() {
                    last.background = true;
                }
            }
            ";;" | ";&" | ";;&" => {
                let span = self.span(child);
                self.finding("opaque.parse-error", format!("syntax error: {kind:?} outside case"), span);
            }
            k if keywords.contains(&k) => {}
            _ => self.unknown(child, "a statement list"),
        }
    }

    fn stmt(&mut self, node: Node) -> Stmt {
        let span = self.span(node);
        if !self.enter(node) {
            return Stmt::new(Cmd::Empty, span);
        }
        let stmt = self.stmt_inner(node, span);
        self.depth -= 1;
        stmt
    }

    fn stmt_inner(&mut self, node: Node, span: Span) -> Stmt {
        match kind_of(node) {
            "command" => self.command(node, span),
            "pipeline" => {
                let stages = self.pipeline_stages(node);
                Stmt::new(Cmd::Pipeline(stages), span)
            }
            "list" => self.list(node, span),
            "subshell" => Stmt::new(Cmd::Subshell(self.body(node, &["(", ")"])), span),
            "compound_statement" => self.compound_statement(node, span),
            "negated_command" => {
                let mut inner = None;
                for child in self.kids(node) {
                    if child.is_named() && is_statement(kind_of(child)) && inner.is_none() {
                        inner = Some(self.stmt(child));
                    } else if kind_of(child) != "!" {
                        self.unexpected(child, "a negated command");
                    }
                }
                let mut stmt = inner.unwrap_or_else(|| Stmt::new(Cmd::Empty, span));
                stmt.negated = !stmt.negated;
                stmt
            }
            "redirected_statement" => self.redirected(node, span),
            "if_statement" => self.if_statement(node, span),
            "while_statement" => {
                let mut bodies = Vec::new();
                let mut cond = Vec::new();
                for (field, child) in self.fields(node) {
                    match (field, kind_of(child)) {
                        (_, "do_group") => bodies.push(self.body(child, &["do", "done"])),
                        (_, "while" | "until") if !child.is_named() => {}
                        _ => self.body_child(child, &[], &mut cond),
                    }
                }
                let until = node.child(0).is_some_and(|c| kind_of(c) == "until");
                let forever = match cond.as_slice() {
                    [c] => match &c.cmd {
                        Cmd::Simple(simple) if simple.assigns.is_empty() && simple.words.len() == 1 => {
                            let word = simple.words[0].literal();
                            matches!(word.as_deref(), Some("true" | ":")) != (until ^ c.negated)
                                && matches!(word.as_deref(), Some("true" | ":" | "false"))
                        }
                        _ => false,
                    },
                    _ => false,
                };
                if forever && bodies.iter().any(|b| spawns_background(b, 0)) {
                    self.finding("system.fork-bomb", "a loop without end starts background jobs without bound", span);
                }
                bodies.insert(0, cond);
                Stmt::new(Cmd::Compound { kind: CompoundKind::While, var: None, words: Vec::new(), bodies }, span)
            }
            "for_statement" => {
                let mut var: Option<String> = None;
                let mut words = Vec::new();
                let mut bodies = Vec::new();
                for (field, child) in self.fields(node) {
                    match (field, kind_of(child)) {
                        (Some("variable"), _) => var = Some(self.text(child).to_string()),
                        (Some("value"), _) => words.extend(self.args(child)),
                        (_, "do_group") => bodies.push(self.body(child, &["do", "done"])),
                        (_, "compound_statement") => bodies.push(self.body(child, &["{", "}"])),
                        (_, "for" | "select" | "in" | ";" | "\n") if !child.is_named() => {}
                        (_, "comment") => {}
                        _ => self.unexpected(child, "a for loop"),
                    }
                }
                Stmt::new(Cmd::Compound { kind: CompoundKind::For, var, words, bodies }, span)
            }
            "c_style_for_statement" => {
                let mut words = Vec::new();
                let mut bodies = Vec::new();
                for child in self.kids(node) {
                    match kind_of(child) {
                        "do_group" => bodies.push(self.body(child, &["do", "done"])),
                        "compound_statement" => bodies.push(self.body(child, &["{", "}"])),
                        "for" | "((" | "))" | ";" | "," | "\n" if !child.is_named() => {}
                        _ if child.is_named() => self.expr_words(child, &mut words),
                        _ => self.unexpected(child, "a C-style for loop"),
                    }
                }
                // `for ((;;))`: no condition, no end.
                let text = self.text(node);
                let header = text.split("))").next().unwrap_or("");
                let forever = header.split(';').nth(1).is_some_and(|c| c.trim().is_empty());
                if forever && bodies.iter().any(|b| spawns_background(b, 0)) {
                    self.finding("system.fork-bomb", "a loop without end starts background jobs without bound", span);
                }
                Stmt::new(Cmd::Compound { kind: CompoundKind::For, var: None, words, bodies }, span)
            }
            "case_statement" => self.case_statement(node, span),
            "function_definition" => {
                let mut name = String::new();
                let mut body = None;
                for (field, child) in self.fields(node) {
                    match (field, kind_of(child)) {
                        (Some("name"), _) => name = self.text(child).to_string(),
                        (Some("body"), _) => body = Some(self.stmt(child)),
                        (_, "function" | "(" | ")") if !child.is_named() => {}
                        (_, "file_redirect" | "heredoc_redirect" | "herestring_redirect") => {
                            let mut extra = Vec::new();
                            if let Some(r) = self.redirect(child, &mut extra)
                                && let Some(b) = body.as_mut()
                            {
                                b.redirects.push(r);
                            }
                        }
                        _ => self.unexpected(child, "a function definition"),
                    }
                }
                let body = body.unwrap_or_else(|| Stmt::new(Cmd::Empty, span));
                Stmt::new(Cmd::Function { name, body: Box::new(body) }, span)
            }
            "test_command" => self.test_command(node, span),
            "declaration_command" | "unset_command" => {
                let mut simple = Simple::default();
                for child in self.kids(node) {
                    if !child.is_named() {
                        match kind_of(child) {
                            "export" | "local" | "declare" | "readonly" | "typeset" | "unset" | "unsetenv" => {
                                simple.words.push(Word::lit(kind_of(child), self.span(child)))
                            }
                            _ => self.unexpected(child, "a declaration"),
                        }
                        continue;
                    }
                    match kind_of(child) {
                        "variable_assignment" => {
                            let word = self.assignment_word(child);
                            simple.words.push(word);
                        }
                        "comment" => {}
                        _ => simple.words.extend(self.args(child)),
                    }
                }
                Stmt::new(Cmd::Simple(simple), span)
            }
            "variable_assignment" => {
                let assign = self.assignment(node);
                Stmt::new(Cmd::Simple(Simple { assigns: vec![assign], words: Vec::new() }), span)
            }
            "variable_assignments" => {
                let mut simple = Simple::default();
                for child in self.kids(node) {
                    if kind_of(child) == "variable_assignment" {
                        simple.assigns.push(self.assignment(child));
                    } else {
                        self.unexpected(child, "assignments");
                    }
                }
                Stmt::new(Cmd::Simple(simple), span)
            }
            _ => {
                self.unknown(node, "a statement");
                Stmt::new(Cmd::Empty, span)
            }
        }
    }

    fn unexpected(&mut self, child: Node, place: &str) {
        if kind_of(child) == "comment" {
            return;
        }
        self.unknown(child, place);
    }

    fn pipeline_stages(&mut self, node: Node) -> Vec<Stmt> {
        let mut stages = Vec::new();
        for child in self.kids(node) {
            if child.is_named() && is_statement(kind_of(child)) {
                stages.push(self.stmt(child));
            } else if !matches!(kind_of(child), "|" | "|&") || child.is_named() {
                self.unexpected(child, "a pipeline");
            }
        }
        stages
    }

    /// `a && b || c; d`: the grammar nests these to the left; flatten without recursing.
    fn list(&mut self, node: Node, span: Span) -> Stmt {
        let mut spine = vec![node];
        let mut leftmost = node;
        while let Some(first) = leftmost.named_child(0) {
            if kind_of(first) == "list" && first.start_byte() == leftmost.start_byte() {
                spine.push(first);
                leftmost = first;
            } else {
                break;
            }
        }
        let mut items: Vec<(Conn, Stmt)> = Vec::new();
        // Walk from the innermost list outwards; each adds its right-hand side.
        for (i, list) in spine.iter().rev().enumerate() {
            let kids = self.kids(*list);
            let mut conn = Conn::Seq;
            for (j, child) in kids.iter().enumerate() {
                if i > 0 && j == 0 {
                    continue; // the nested list already lowered
                }
                match kind_of(*child) {
                    "&&" if !child.is_named() => conn = Conn::And,
                    "||" if !child.is_named() => conn = Conn::Or,
                    ";" | "\n" if !child.is_named() => conn = Conn::Seq,
                    "&" if !child.is_named() => {
                        if let Some(last) = items.last_mut() {
                            last.1.background = true;
                        }
                        conn = Conn::Seq;
                    }
                    k if child.is_named() && is_statement(k) => {
                        let stmt = self.stmt(*child);
                        items.push((if items.is_empty() { Conn::Seq } else { conn }, stmt));
                    }
                    _ => self.unexpected(*child, "a list"),
                }
            }
        }
        Stmt::new(Cmd::List(items), span)
    }

    fn compound_statement(&mut self, node: Node, span: Span) -> Stmt {
        let first = node.child(0).map(|c| kind_of(c));
        if first == Some("((") {
            let mut words = Vec::new();
            for child in self.kids(node) {
                match kind_of(child) {
                    "((" | "))" if !child.is_named() => {}
                    _ if child.is_named() => self.expr_words(child, &mut words),
                    _ => self.unexpected(child, "an arithmetic command"),
                }
            }
            // The whole expression as one literal word too: the resolver forgets the names
            // it may assign (`((X=3))`).
            let mut whole = Word::lit(self.text(node), span);
            whole.subs.extend(self.single_quoted_code(node));
            words.push(whole);
            return Stmt::new(Cmd::Compound { kind: CompoundKind::Arith, var: None, words, bodies: Vec::new() }, span);
        }
        // `{rm,-rf,/}` then a newline: the grammar reads a group whose `}` is missing (without
        // the newline, an ERROR: see `body_child`). Expand it as bash does.
        let unclosed = node.child(node.child_count().saturating_sub(1)).is_some_and(|c| c.is_missing());
        if unclosed && let Some(expanded) = brace_command(self.text(node)) {
            self.parse_error(node);
            let nested = lower(&expanded, self.depth + 1, Some(span));
            self.findings.extend(nested.findings);
            return Stmt::new(Cmd::Group(nested.stmts), span);
        }
        Stmt::new(Cmd::Group(self.body(node, &["{", "}"])), span)
    }

    fn if_statement(&mut self, node: Node, span: Span) -> Stmt {
        let mut bodies = vec![Vec::new()];
        for child in self.kids(node) {
            match kind_of(child) {
                "elif_clause" => bodies.push(self.body(child, &["elif", "then"])),
                "else_clause" => bodies.push(self.body(child, &["else"])),
                // The condition (always runs) is the first body; the `then` part the second.
                "then" if !child.is_named() && bodies.len() == 1 => bodies.push(Vec::new()),
                _ => {
                    let mut current = std::mem::take(bodies.last_mut().unwrap());
                    self.body_child(child, &["if", "then", "fi"], &mut current);
                    *bodies.last_mut().unwrap() = current;
                }
            }
        }
        Stmt::new(Cmd::Compound { kind: CompoundKind::If, var: None, words: Vec::new(), bodies }, span)
    }

    fn case_statement(&mut self, node: Node, span: Span) -> Stmt {
        let mut words = Vec::new();
        let mut bodies = Vec::new();
        for (field, child) in self.fields(node) {
            match (field, kind_of(child)) {
                (Some("value"), _) => words.extend(self.args(child)),
                (_, "case_item") => {
                    let mut body = Vec::new();
                    for (f, item) in self.fields(child) {
                        match (f, kind_of(item)) {
                            (Some("value"), _) => {
                                let w = self.word(item);
                                words.push(w);
                            }
                            (_, "|" | ")" | "(" | ";;" | ";&" | ";;&") if !item.is_named() => {}
                            _ => self.body_child(item, &[], &mut body),
                        }
                    }
                    bodies.push(body);
                }
                (_, "case" | "in" | "esac" | ";" | "\n") if !child.is_named() => {}
                _ => self.unexpected(child, "a case statement"),
            }
        }
        Stmt::new(Cmd::Compound { kind: CompoundKind::Case, var: None, words, bodies }, span)
    }

    /// `[[ ... ]]` is a keyword (only what runs inside counts); `[ ... ]` is the `[` builtin.
    fn test_command(&mut self, node: Node, span: Span) -> Stmt {
        let kids = self.kids(node);
        let single = kids.first().map(|c| kind_of(*c)) == Some("[");
        let mut words = Vec::new();
        for child in kids {
            match kind_of(child) {
                "[" | "]" | "[[" | "]]" if !child.is_named() => {
                    if single {
                        words.push(Word::lit(kind_of(child), self.span(child)));
                    }
                }
                _ => self.expr_words(child, &mut words),
            }
        }
        if single {
            Stmt::new(Cmd::Simple(Simple { assigns: Vec::new(), words }), span)
        } else {
            Stmt::new(Cmd::Compound { kind: CompoundKind::Test, var: None, words, bodies: Vec::new() }, span)
        }
    }

    /// Flattens an arithmetic or test expression into the words it evaluates.
    fn expr_words(&mut self, node: Node, out: &mut Vec<Word>) {
        if !self.enter(node) {
            return;
        }
        match kind_of(node) {
            "binary_expression"
            | "unary_expression"
            | "ternary_expression"
            | "postfix_expression"
            | "parenthesized_expression"
            | "subscript" => {
                for child in self.kids(node) {
                    if child.is_named() {
                        self.expr_words(child, out);
                    } else if child.is_error() || child.is_missing() {
                        self.parse_error(child);
                    } else {
                        // Operators: kept as words so `[ a = b ]` keeps its argv.
                        out.push(Word::lit(kind_of(child), self.span(child)));
                    }
                }
            }
            "variable_assignment" => {
                let w = self.assignment_word(node);
                out.push(w);
            }
            "test_operator"
            | "variable_name"
            | "number"
            | "regex"
            | "word"
            | "string"
            | "raw_string"
            | "ansi_c_string"
            | "translated_string"
            | "concatenation"
            | "simple_expansion"
            | "expansion"
            | "command_substitution"
            | "process_substitution"
            | "arithmetic_expansion"
            | "extglob_pattern"
            | "brace_expression"
            | "special_variable_name" => out.extend(self.args(node)),
            "comment" => {}
            _ => self.unknown(node, "an expression"),
        }
        self.depth -= 1;
    }

    // ----- redirected statements and heredoc trailers ---------------------------------

    fn redirected(&mut self, node: Node, span: Span) -> Stmt {
        let mut body: Option<Stmt> = None;
        let mut redirects = Vec::new();
        let mut extra_words = Vec::new();
        let mut trailer: Vec<(Option<&'static str>, Stmt)> = Vec::new();
        for (field, child) in self.fields(node) {
            match (field, kind_of(child)) {
                (Some("body"), _) => body = Some(self.stmt(child)),
                (_, "file_redirect" | "herestring_redirect") => {
                    if let Some(r) = self.redirect(child, &mut extra_words) {
                        redirects.push(r);
                    }
                }
                (_, "heredoc_redirect") => {
                    if let Some(r) = self.heredoc(child, &mut redirects, &mut extra_words, &mut trailer) {
                        redirects.push(r);
                    }
                }
                _ => self.unexpected(child, "a redirected statement"),
            }
        }
        let mut stmt = body.unwrap_or_else(|| Stmt::new(Cmd::Simple(Simple::default()), span));
        if !extra_words.is_empty() {
            match last_stmt(&mut stmt) {
                Stmt { cmd: Cmd::Simple(simple), .. } => simple.words.extend(extra_words),
                _ => {
                    let s = self.span(node);
                    self.finding("opaque.parse-error", "words after a redirect of a compound command", s);
                }
            }
        }
        // A redirect after a pipeline or list belongs to its last command.
        attach_to_last(&mut stmt, redirects);
        stmt.span = span;
        if trailer.is_empty() {
            return stmt;
        }
        build_trailer(stmt, trailer, span)
    }

    /// Lowers a `<<` redirect and the trailer the grammar nests inside it.
    fn heredoc(
        &mut self,
        node: Node,
        redirects: &mut Vec<Redirect>,
        extra_words: &mut Vec<Word>,
        trailer: &mut Vec<(Option<&'static str>, Stmt)>,
    ) -> Option<Redirect> {
        let span = self.span(node);
        let mut op = "<<";
        let mut fd = None;
        let mut quoted = false;
        let mut strip_tabs = false;
        let mut body_start = None;
        let mut body_end = None;
        let mut subs = Vec::new();
        let mut pending_op: Option<&'static str> = None;
        for (field, child) in self.fields(node) {
            match kind_of(child) {
                "<<" if !child.is_named() => op = "<<",
                "<<-" if !child.is_named() => {
                    op = "<<-";
                    strip_tabs = true;
                }
                "file_descriptor" => fd = self.text(child).parse().ok(),
                "heredoc_start" => {
                    let t = self.text(child);
                    quoted = t.contains(['\'', '"', '\\']);
                }
                "heredoc_body" => {
                    body_start = Some(child.start_byte());
                    if !quoted {
                        let mut expansions = Vec::new();
                        for part in self.kids(child) {
                            match kind_of(part) {
                                "heredoc_content" | "simple_expansion" => {}
                                "expansion" | "command_substitution" | "arithmetic_expansion" => {
                                    expansions.push((part.start_byte(), part.end_byte()));
                                    let w = self.word(part);
                                    subs.extend(w.subs);
                                }
                                _ => self.unexpected(part, "a heredoc body"),
                            }
                        }
                        // The grammar does not see backticks in a heredoc body; bash runs them.
                        let span = self.span(child);
                        for (start, end) in backtick_spans(self.src, child.start_byte(), child.end_byte()) {
                            if expansions.iter().any(|&(a, b)| a <= start && end <= b) {
                                continue;
                            }
                            let inner = words::unescape_backticks(&self.src[start + 1..end - 1]);
                            let nested = lower(&inner, self.depth + 1, Some(span));
                            self.findings.extend(nested.findings);
                            subs.push(Sub { kind: SubKind::Command, body: nested.stmts, span });
                        }
                    }
                }
                "heredoc_end" => body_end = Some(child.start_byte()),
                "file_redirect" | "herestring_redirect" => {
                    if let Some(r) = self.redirect(child, extra_words) {
                        redirects.push(r);
                    }
                }
                "heredoc_redirect" => {
                    // A second heredoc on the same command line.
                    if let Some(r) = self.heredoc(child, redirects, extra_words, trailer) {
                        redirects.push(r);
                    }
                }
                "|" | "|&" | "&&" | "||" | ";" | "&" if !child.is_named() => {
                    pending_op = Some(static_op(kind_of(child)))
                }
                // `cat <<EOF ;`: the grammar has no rule for `;` or `&` right after a delimiter.
                _ if child.is_error()
                    && child.child_count() == 1
                    && child.child(0).is_some_and(|c| matches!(kind_of(c), ";" | "&")) =>
                {
                    pending_op = child.child(0).map(|c| static_op(kind_of(c)));
                }
                "pipeline" | "list" if starts_with_operator(child) => {
                    // `| sh` / `&& x` trailers: a statement node that starts with its operator.
                    self.trailer_stream(child, trailer);
                }
                k if child.is_named() && is_statement(k) => {
                    let stmt = self.stmt(child);
                    trailer.push((pending_op.take().or(if field == Some("right") { Some("&&") } else { None }), stmt));
                }
                _ => self.unexpected(child, "a heredoc"),
            }
        }
        let text = match (body_start, body_end) {
            (Some(s), Some(e)) if s <= e => heredoc_text(&self.src[s..e], strip_tabs, quoted),
            _ => String::new(),
        };
        Some(Redirect {
            op,
            fd,
            target: None,
            access: Access::Read,
            heredoc: Some(Heredoc { quoted, text, subs }),
            span,
        })
    }

    fn trailer_stream(&mut self, node: Node, trailer: &mut Vec<(Option<&'static str>, Stmt)>) {
        let mut pending: Option<&'static str> = None;
        for child in self.kids(node) {
            if !child.is_named() && matches!(kind_of(child), "|" | "|&" | "&&" | "||" | ";" | "&") {
                pending = Some(static_op(kind_of(child)));
            } else if child.is_named()
                && (kind_of(child) == "pipeline" || kind_of(child) == "list")
                && starts_with_operator(child)
            {
                self.trailer_stream(child, trailer);
            } else if child.is_named() && is_statement(kind_of(child)) {
                let stmt = self.stmt(child);
                trailer.push((pending.take(), stmt));
            } else {
                self.unexpected(child, "a heredoc trailer");
            }
        }
    }

    fn redirect(&mut self, node: Node, extra_words: &mut Vec<Word>) -> Option<Redirect> {
        let span = self.span(node);
        let mut op: &'static str = "";
        let mut fd = None;
        let mut target: Option<Word> = None;
        let mut saw_lt = false;
        for child in self.kids(node) {
            let kind = kind_of(child);
            if child.is_error() {
                // The grammar does not know `<>`; accept exactly that spelling.
                if saw_lt && self.text(child) == ">" {
                    op = "<>";
                    continue;
                }
                self.parse_error(child);
                continue;
            }
            if !child.is_named() {
                match kind {
                    "<" | ">" | ">>" | "&>" | "&>>" | "<&" | ">&" | ">|" | "<&-" | ">&-" | "<<<" => {
                        op = static_op(kind);
                        saw_lt = kind == "<";
                    }
                    _ => self.unexpected(child, "a redirect"),
                }
                continue;
            }
            // The `descriptor` field is always a `file_descriptor` node.
            match kind {
                "file_descriptor" => fd = self.text(child).parse().ok(),
                _ if target.is_none() => {
                    let w = self.word(child);
                    target = Some(w);
                }
                // `> f rm -rf /`: bash reads the words after the target as arguments.
                _ => extra_words.extend(self.args(child)),
            }
        }
        let access = match op {
            "<" | "<<<" => Access::Read,
            ">>" | "&>>" => Access::Append,
            "<>" => Access::ReadWrite,
            "<&-" | ">&-" => Access::Close,
            "<&" | ">&" => match target.as_ref().and_then(|t| t.literal()) {
                Some(t) if t == "-" => Access::Close,
                Some(t) if t.bytes().all(|b| b.is_ascii_digit()) => Access::Dup,
                Some(_) if op == "<&" => Access::Read,
                _ => Access::Write,
            },
            _ => Access::Write,
        };
        if op.is_empty() {
            self.finding("opaque.unknown-node", "redirect without an operator", span);
        }
        Some(Redirect { op, fd, target, access, heredoc: None, span })
    }

    // ----- simple commands -----------------------------------------------------------

    fn command(&mut self, node: Node, span: Span) -> Stmt {
        let mut simple = Simple::default();
        let mut redirects = Vec::new();
        let mut extra_words = Vec::new();
        let mut inner: Option<Stmt> = None;
        // Raw word nodes with their byte ranges, to join `r\<newline>m`.
        let mut raw_words: Vec<(usize, usize, Vec<Word>)> = Vec::new();
        for child in self.kids(node) {
            match kind_of(child) {
                "variable_assignment" if raw_words.is_empty() => {
                    let a = self.assignment(child);
                    simple.assigns.push(a);
                }
                "file_redirect" | "herestring_redirect" => {
                    if let Some(r) = self.redirect(child, &mut extra_words) {
                        redirects.push(r);
                    }
                }
                // `command_name` only ever stands in the `name` field.
                "command_name" => {
                    let target = child.named_child(0).unwrap_or(child);
                    let ws = self.args(target);
                    raw_words.push((child.start_byte(), child.end_byte(), ws));
                }
                "subshell" | "compound_statement" if inner.is_none() => {
                    // `time (ls)`: the grammar puts the timed subshell under the command.
                    inner = Some(self.stmt(child));
                }
                "comment" => {}
                _ if child.is_error() || child.is_missing() => {
                    self.parse_error(child);
                    for inner_child in self.kids(child) {
                        if inner_child.is_named() && !is_statement(kind_of(inner_child)) {
                            let ws = self.args(inner_child);
                            raw_words.push((inner_child.start_byte(), inner_child.end_byte(), ws));
                        }
                    }
                }
                _ if child.is_named() => {
                    let ws = self.args(child);
                    raw_words.push((child.start_byte(), child.end_byte(), ws));
                }
                // Operators the grammar keeps as tokens in argument position are literal
                // words for bash (`grep $ f`, `test a == b`).
                "$" | "==" | "!=" | "=~" | "=" => {
                    let w = Word::lit(kind_of(child), self.span(child));
                    raw_words.push((child.start_byte(), child.end_byte(), vec![w]));
                }
                _ => self.unexpected(child, "a command"),
            }
        }
        // `r\<newline>m`: a line continuation between two words joins them.
        let mut words: Vec<Word> = Vec::new();
        let mut prev_end: Option<usize> = None;
        for (start, end, ws) in raw_words {
            let joined = prev_end.is_some_and(|pe| pe <= start && is_line_continuation(&self.src[pe..start]));
            if joined && ws.len() == 1 && !words.is_empty() {
                let last = words.last_mut().unwrap();
                let next = ws.into_iter().next().unwrap();
                join_words(last, next);
            } else {
                words.extend(ws);
            }
            prev_end = Some(end);
        }
        words.extend(extra_words);
        simple.words = words;
        self.assignment_name_fixup(&mut simple);
        let cmd = match inner {
            Some(mut stmt) => {
                // Keyword `time`/`coproc` before a subshell or group: only the body runs.
                let keyword_only = simple
                    .words
                    .iter()
                    .all(|w| matches!(w.literal().as_deref(), Some("time" | "coproc" | "-p")) || w.subs.is_empty());
                if !keyword_only || !simple.assigns.is_empty() {
                    self.finding("opaque.parse-error", "a command with a compound body", span);
                }
                stmt.redirects.extend(redirects);
                return stmt;
            }
            None => Cmd::Simple(simple),
        };
        let mut stmt = Stmt::new(cmd, span);
        stmt.redirects = redirects;
        self.keyword_fixups(&mut stmt);
        stmt
    }

    /// `arr[i]=v cmd`: the grammar takes an array-element assignment for the command name.
    fn assignment_name_fixup(&mut self, simple: &mut Simple) {
        while let Some(first) = simple.words.first() {
            let src = first.source.clone();
            let is_assign = src
                .split_once('[')
                .is_some_and(|(name, rest)| words::is_name(name) && (rest.contains("]=") || rest.contains("]+=")));
            if !is_assign {
                break;
            }
            let w = simple.words.remove(0);
            let name = src.split('[').next().unwrap_or_default().to_string();
            simple.assigns.push(Assign { name, value: None, span: w.span, extra: vec![w], append: false });
        }
    }

    /// `time`, `coproc`, `{` and `}` when the grammar left them as plain words.
    fn keyword_fixups(&mut self, stmt: &mut Stmt) {
        let Cmd::Simple(simple) = &mut stmt.cmd else { return };
        if !simple.assigns.is_empty() {
            return;
        }
        loop {
            let first =
                simple.words.first().map(|w| (w.literal(), w.source.as_str() == w.literal().unwrap_or_default()));
            match first {
                // Only an unquoted keyword is a keyword.
                Some((Some(word), true)) if word == "time" => {
                    simple.words.remove(0);
                    while simple.words.first().and_then(|w| w.literal()).is_some_and(|w| w == "-p" || w == "--") {
                        simple.words.remove(0);
                    }
                }
                Some((Some(word), true)) if word == "coproc" => {
                    simple.words.remove(0);
                    // `coproc NAME { ...`: the name is followed by the group.
                    if simple.words.get(1).and_then(|w| w.literal()).is_some_and(|w| w == "{") {
                        simple.words.remove(0);
                    }
                }
                Some((Some(word), true)) if word == "{" => {
                    simple.words.remove(0);
                }
                Some((Some(word), true)) if word == "}" && simple.words.len() == 1 && stmt.redirects.is_empty() => {
                    simple.words.clear();
                    stmt.cmd = Cmd::Empty;
                    return;
                }
                Some((Some(word), true)) if word == "}" => {
                    let span = stmt.span;
                    self.finding("opaque.parse-error", "a closing brace with more words", span);
                    simple.words.remove(0);
                }
                _ => return,
            }
        }
    }

    fn assignment(&mut self, node: Node) -> Assign {
        let span = self.span(node);
        let mut name = String::new();
        let mut value = None;
        let mut extra = Vec::new();
        for (field, child) in self.fields(node) {
            match (field, kind_of(child)) {
                (Some("name"), "variable_name") => name = self.text(child).to_string(),
                (Some("name"), "subscript") => {
                    if let Some(sub) = self.single_quoted_code(child) {
                        let mut w = Word::lit(self.text(child), self.span(child));
                        w.subs.push(sub);
                        extra.push(w);
                    }
                    for part in self.kids(child) {
                        match kind_of(part) {
                            "variable_name" if name.is_empty() => name = self.text(part).to_string(),
                            "[" | "]" if !part.is_named() => {}
                            _ if part.is_named() => self.expr_words(part, &mut extra),
                            _ => self.unexpected(part, "a subscript"),
                        }
                    }
                }
                (_, "=" | "+=") if !child.is_named() => {}
                (_, "array") => {
                    for element in self.kids(child) {
                        match kind_of(element) {
                            "(" | ")" if !element.is_named() => {}
                            "comment" => {}
                            _ if element.is_named() => {
                                let mut words = self.args(element);
                                // `a=([SUB]=v)`: an indexed array's subscript is arithmetic.
                                let text = self.text(element);
                                if text.starts_with('[')
                                    && text.contains("]=")
                                    && let Some(sub) = self.single_quoted_code(element)
                                    && let Some(w) = words.first_mut()
                                {
                                    w.subs.push(sub);
                                }
                                extra.extend(words);
                            }
                            _ => self.unexpected(element, "an array"),
                        }
                    }
                }
                (_, _) if child.is_named() => value = Some(self.word(child)),
                _ => self.unexpected(child, "an assignment"),
            }
        }
        let append = children(node).iter().any(|c| !c.is_named() && kind_of(*c) == "+=");
        Assign { name, value, extra, span, append }
    }

    /// An assignment written as an argument (`export A=$(x)`): one word, its subs kept.
    fn assignment_word(&mut self, node: Node) -> Word {
        let span = self.span(node);
        let source = self.text(node).to_string();
        let assign = self.assignment(node);
        let mut parts: SmallVec<[Part; 1]> = SmallVec::new();
        let mut subs = Vec::new();
        let prefix = source.find("+=").filter(|&i| !source[..i].contains('=')).map(|_| "+=").unwrap_or("=");
        let head_end = source.find(prefix).map(|i| i + prefix.len()).unwrap_or(source.len());
        parts.push(Part::Lit(source[..head_end].to_string()));
        if let Some(v) = assign.value {
            parts.extend(v.parts);
            subs.extend(v.subs);
        }
        for w in assign.extra {
            parts.push(Part::Dyn("array value"));
            subs.extend(w.subs);
        }
        if parts.len() == 1 && head_end < source.len() && source[..head_end].contains('[') {
            parts.push(Part::Dyn("array subscript"));
        }
        Word { span, source, parts, subs, glob: false }
    }

    // ----- words -----------------------------------------------------------------------

    /// A word in argument position: brace expansion may turn it into several.
    fn args(&mut self, node: Node) -> Vec<Word> {
        // `$ find`: the grammar reads a lone `$` and the next word as one expansion.
        if kind_of(node) == "simple_expansion"
            && let (Some(dollar), Some(name)) = (node.child(0), node.child(1))
            && dollar.end_byte() < name.start_byte()
            && is_blank_gap(&self.src[dollar.end_byte()..name.start_byte()])
        {
            return vec![Word::lit("$", self.span(dollar)), Word::lit(self.text(name), self.span(name))];
        }
        let mut builder = words::Builder::default();
        self.word_parts(node, &mut builder, false);
        let span = self.span(node);
        builder.finish(self.text(node), span, true)
    }

    /// A word where no brace expansion happens (assignment values, redirect targets).
    fn word(&mut self, node: Node) -> Word {
        let mut builder = words::Builder::default();
        self.word_parts(node, &mut builder, false);
        let span = self.span(node);
        builder.finish(self.text(node), span, false).into_iter().next().unwrap_or_else(|| Word::lit("", span))
    }

    fn word_parts(&mut self, node: Node, b: &mut words::Builder, in_quotes: bool) {
        if !self.enter(node) {
            b.dynamic("nested too deeply");
            return;
        }
        let text = self.text(node);
        match kind_of(node) {
            "word" | "variable_name" | "test_operator" | "regex" | "special_variable_name" => {
                if in_quotes {
                    b.quoted_text(&words::unescape_double_quoted(text));
                } else {
                    b.unquoted_raw(text);
                }
            }
            "number" => b.unquoted_raw(text),
            "extglob_pattern" => {
                b.unquoted_raw(text);
                b.glob = true;
            }
            "raw_string" => b.quoted_text(text.get(1..text.len().saturating_sub(1)).unwrap_or("")),
            "ansi_c_string" => match words::decode_ansi_c(text.get(2..text.len().saturating_sub(1)).unwrap_or("")) {
                Some(decoded) => b.quoted_text(&decoded),
                None => b.dynamic("$'...' string with a NUL or an unknown escape"),
            },
            "string" | "translated_string" => self.double_quoted(node, b),
            "string_content" => b.quoted_text(&words::unescape_double_quoted(text)),
            "concatenation" => {
                for child in self.kids(node) {
                    if child.is_named() {
                        self.word_parts(child, b, in_quotes);
                    } else if child.is_error() || child.is_missing() {
                        self.parse_error(child);
                    } else {
                        // Literal punctuation the grammar kept as a token (`[`, `]`, `=`).
                        b.unquoted_raw(self.text(child));
                    }
                }
            }
            "simple_expansion" => {
                let name = node.named_child(0);
                match name.map(|n| (kind_of(n), self.text(n))) {
                    Some(("variable_name", n)) if words::is_name(n) || is_positional(n) => b.var(n, in_quotes),
                    _ => b.dynamic("special or positional parameter"),
                }
            }
            "expansion" => {
                let kids = self.kids(node);
                if text.ends_with("@P}") {
                    // Prompt expansion runs the command substitutions in the value.
                    let span = self.span(node);
                    self.finding(
                        "opaque.dynamic-script",
                        "`${x@P}` runs command substitutions found in the value",
                        span,
                    );
                }
                let plain = kids.len() == 3 && kind_of(kids[1]) == "variable_name";
                if plain && (words::is_name(self.text(kids[1])) || is_positional(self.text(kids[1]))) {
                    b.var(self.text(kids[1]), in_quotes);
                } else {
                    b.dynamic("parameter expansion");
                    b.subs.extend(self.single_quoted_code(node));
                    for child in kids.iter().copied() {
                        // `${x#$(cmd)}`: the grammar keeps some operands as plain text.
                        let t = self.text(child);
                        if matches!(kind_of(child), "regex" | "word")
                            && (t.contains("$(") || t.contains('`') || t.contains("<("))
                        {
                            let nested = lower(&format!("echo {t}"), self.depth + 1, Some(self.span(child)));
                            self.findings.extend(nested.findings);
                            let mut body = Vec::new();
                            collect_word_subs(&nested.stmts, &mut body, 0);
                            b.subs.push(Sub { kind: SubKind::Command, body, span: self.span(child) });
                            continue;
                        }
                        if child.is_named() && !matches!(kind_of(child), "variable_name" | "special_variable_name") {
                            let mut inner = words::Builder::default();
                            self.word_parts(child, &mut inner, in_quotes);
                            b.subs.append(&mut inner.subs);
                        } else if child.is_error() || child.is_missing() {
                            self.parse_error(child);
                        }
                    }
                }
            }
            "command_substitution" => {
                b.dynamic("command substitution");
                let sub = self.substitution(node, SubKind::Command);
                b.subs.push(sub);
            }
            "process_substitution" => {
                b.dynamic("process substitution");
                let kind = if text.starts_with(">(") { SubKind::ProcessOut } else { SubKind::ProcessIn };
                let sub = self.substitution(node, kind);
                b.subs.push(sub);
            }
            "arithmetic_expansion" | "brace_expression" => {
                b.dynamic(if kind_of(node) == "brace_expression" { "brace expansion" } else { "arithmetic expansion" });
                if kind_of(node) == "arithmetic_expansion" {
                    b.subs.extend(self.single_quoted_code(node));
                }
                let mut ws = Vec::new();
                for child in self.kids(node) {
                    if child.is_named() {
                        self.expr_words(child, &mut ws);
                    }
                }
                for w in ws {
                    b.subs.extend(w.subs);
                }
            }
            "array"
            | "binary_expression"
            | "unary_expression"
            | "parenthesized_expression"
            | "ternary_expression"
            | "postfix_expression"
            | "subscript" => {
                b.dynamic("expression");
                let mut ws = Vec::new();
                self.expr_words(node, &mut ws);
                for w in ws {
                    b.subs.extend(w.subs);
                }
            }
            _ => {
                self.unknown(node, "a word");
                b.dynamic("unreviewed syntax");
            }
        }
        self.depth -= 1;
    }

    /// Single quotes do not quote inside arithmetic (`$(( '$(cmd)' ))`, `(( ))`, `$[ ]`),
    /// array subscripts (`${a['$(cmd)']}`) and the word of `"${x:-'$(cmd)'}"`: bash still
    /// runs the substitution. The grammar reads a quoted literal, so the node's text is
    /// lowered again with its single quotes dropped, as the body of an unquoted heredoc
    /// (expanded like double-quoted text), and that statement becomes a substitution of the
    /// word. Outside double quotes `${x:-'...'}` does quote: we may then see code that never
    /// runs, which only makes the verdict stricter.
    fn single_quoted_code(&mut self, node: Node) -> Option<Sub> {
        let text = self.text(node);
        let after_quote = &text[text.find('\'')?..];
        if !(after_quote.contains("$(") || after_quote.contains('`')) {
            return None;
        }
        let body: String = text.chars().filter(|&c| c != '\'').collect();
        let delimiter = (0..).map(|i| format!("SHANALYZE_ARITH_{i}")).find(|d| !body.contains(d.as_str()))?;
        let span = self.span(node);
        let nested = lower(&format!(":<<{delimiter}\n{body}\n{delimiter}\n"), self.depth + 1, Some(span));
        self.findings.extend(nested.findings);
        Some(Sub { kind: SubKind::Command, body: nested.stmts, span })
    }

    fn double_quoted(&mut self, node: Node, b: &mut words::Builder) {
        // Text between children that the grammar did not wrap is literal too.
        let inner_start = node.start_byte() + if self.text(node).starts_with("$\"") { 2 } else { 1 };
        let mut pos = inner_start;
        let end = node.end_byte();
        b.quoted_text("");
        for child in self.kids(node) {
            if !child.is_named() && kind_of(child) == "\"" {
                if child.start_byte() > pos {
                    b.quoted_text(&words::unescape_double_quoted(&self.src[pos..child.start_byte()]));
                }
                pos = pos.max(child.end_byte());
                continue;
            }
            if child.start_byte() > pos {
                b.quoted_text(&words::unescape_double_quoted(&self.src[pos..child.start_byte()]));
            }
            if child.is_named() {
                self.word_parts(child, b, true);
            } else if kind_of(child) == "$" || kind_of(child) == "$\"" {
                if kind_of(child) == "$" {
                    b.quoted_text("$");
                }
            } else {
                self.unexpected(child, "a double-quoted string");
            }
            pos = child.end_byte();
        }
        let _ = end;
    }

    fn substitution(&mut self, node: Node, kind: SubKind) -> Sub {
        let span = self.span(node);
        let text = self.text(node);
        if text.starts_with('`') {
            // Inside backticks, `\\`, `\$` and `` \` `` lose their backslash before the text
            // is parsed: parse the unescaped text, as bash does.
            let inner = text.get(1..text.len().saturating_sub(1)).unwrap_or("");
            if inner.contains('\\') {
                let unescaped = words::unescape_backticks(inner);
                let nested = lower(&unescaped, self.depth + 1, Some(span));
                self.findings.extend(nested.findings);
                return Sub { kind, body: nested.stmts, span };
            }
        }
        let mut body = Vec::new();
        for child in self.kids(node) {
            match kind_of(child) {
                "$(" | "`" | ")" | "<(" | ">(" if !child.is_named() => {}
                _ => self.body_child(child, &[], &mut body),
            }
        }
        if kind == SubKind::Command && text.starts_with("$((") && text.ends_with("))") {
            // `$(( $((1+1)) ))`: bash reads `$((` as arithmetic; the grammar, nested, as a
            // command substitution of a subshell. Only substitutions inside it run.
            let mut inner = Vec::new();
            collect_word_subs(&body, &mut inner, 0);
            if let Some(quoted) = self.single_quoted_code(node) {
                inner.extend(quoted.body);
            }
            return Sub { kind, body: inner, span };
        }
        Sub { kind, body, span }
    }
}

/// Does running `stmts` start a background job (`cmd &`, also inside groups and subshells)?
fn spawns_background(stmts: &[Stmt], depth: usize) -> bool {
    depth < MAX_DEPTH
        && stmts.iter().any(|s| {
            s.background
                || match &s.cmd {
                    Cmd::Subshell(v) | Cmd::Group(v) | Cmd::Pipeline(v) => spawns_background(v, depth + 1),
                    Cmd::List(items) => {
                        items.iter().any(|(_, x)| spawns_background(std::slice::from_ref(x), depth + 1))
                    }
                    Cmd::Compound { bodies, .. } => bodies.iter().any(|b| spawns_background(b, depth + 1)),
                    _ => false,
                }
        })
}

/// The statements of every substitution in the words of `stmts` (arithmetic read as commands).
fn collect_word_subs(stmts: &[Stmt], out: &mut Vec<Stmt>, depth: usize) {
    if depth > MAX_DEPTH {
        return;
    }
    for stmt in stmts {
        let take = |w: &Word, out: &mut Vec<Stmt>| {
            for sub in &w.subs {
                out.extend(sub.body.iter().cloned());
            }
        };
        match &stmt.cmd {
            Cmd::Simple(simple) => {
                for w in &simple.words {
                    take(w, out);
                }
                for a in &simple.assigns {
                    a.value.iter().chain(a.extra.iter()).for_each(|w| take(w, out));
                }
            }
            Cmd::Subshell(v) | Cmd::Group(v) | Cmd::Pipeline(v) => collect_word_subs(v, out, depth + 1),
            Cmd::List(items) => {
                let v: Vec<Stmt> = items.iter().map(|(_, s)| s.clone()).collect();
                collect_word_subs(&v, out, depth + 1)
            }
            Cmd::Compound { words, bodies, .. } => {
                words.iter().for_each(|w| take(w, out));
                bodies.iter().for_each(|b| collect_word_subs(b, out, depth + 1));
            }
            Cmd::Function { .. } | Cmd::Empty => {}
        }
    }
}

fn static_op(op: &str) -> &'static str {
    match op {
        "|" => "|",
        "|&" => "|&",
        "&&" => "&&",
        "||" => "||",
        ";" => ";",
        "&" => "&",
        "<" => "<",
        ">" => ">",
        ">>" => ">>",
        "&>" => "&>",
        "&>>" => "&>>",
        "<&" => "<&",
        ">&" => ">&",
        ">|" => ">|",
        "<&-" => "<&-",
        ">&-" => ">&-",
        "<<<" => "<<<",
        _ => "?",
    }
}

fn starts_with_operator(node: Node) -> bool {
    node.child(0).is_some_and(|c| !c.is_named() && matches!(kind_of(c), "|" | "|&" | "&&" | "||" | ";" | "&"))
}

/// `{a,b,c} rest`: the text with its first word brace-expanded into quoted words.
fn brace_command(text: &str) -> Option<String> {
    let first = text.split_whitespace().next()?;
    if !first.starts_with('{')
        || !(first.contains(',') || first.contains(".."))
        || first.contains(['$', '`', '(', ';', '&', '|'])
    {
        return None;
    }
    let mut b = words::Builder::default();
    b.unquoted_raw(first);
    let expanded = b.finish(first, Span::default(), true);
    if expanded.len() < 2 {
        return None;
    }
    let mut out: Vec<String> = Vec::new();
    for w in expanded {
        let v = w.literal()?;
        out.push(format!("'{}'", v.replace('\'', "'\\''")));
    }
    let rest = &text[text.find(first)? + first.len()..];
    Some(format!("{}{rest}", out.join(" ")))
}

/// Is there an ERROR or MISSING node other than the `<>` redirect we accept? (Iterative.)
fn unreported_error(root: Node) -> bool {
    let mut cursor = root.walk();
    loop {
        let node = cursor.node();
        if node.is_missing() {
            return true;
        }
        let accepted_rw = node.is_error()
            && node.parent().is_some_and(|p| kind_of(p) == "file_redirect")
            && node.prev_sibling().is_some_and(|s| kind_of(s) == "<")
            && node.child_count() == 1
            && node.child(0).is_some_and(|c| kind_of(c) == ">");
        let accepted_heredoc_op = node.is_error()
            && node.parent().is_some_and(|p| kind_of(p) == "heredoc_redirect")
            && node.child_count() == 1
            && node.child(0).is_some_and(|c| matches!(kind_of(c), ";" | "&"));
        if node.is_error() && !accepted_rw && !accepted_heredoc_op {
            return true;
        }
        if node.has_error() && cursor.goto_first_child() {
            continue;
        }
        loop {
            if cursor.goto_next_sibling() {
                break;
            }
            if !cursor.goto_parent() {
                return false;
            }
        }
    }
}

/// Byte ranges of unescaped backtick pairs in `src[start..end]` (outer pairs only).
fn backtick_spans(src: &str, start: usize, end: usize) -> Vec<(usize, usize)> {
    let bytes = src.as_bytes();
    let mut out = Vec::new();
    let mut open: Option<usize> = None;
    let mut i = start;
    while i < end.min(bytes.len()) {
        match bytes[i] {
            b'\\' => i += 1,
            b'`' => match open.take() {
                Some(o) => out.push((o, i + 1)),
                None => open = Some(i),
            },
            _ => {}
        }
        i += 1;
    }
    out
}

/// `1`..`9` and longer digit strings (positional parameters).
fn is_positional(name: &str) -> bool {
    !name.is_empty() && name.bytes().all(|b| b.is_ascii_digit())
}

/// Blanks and `\<newline>` only.
fn is_blank_gap(gap: &str) -> bool {
    let mut chars = gap.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            ' ' | '\t' | '\n' | '\r' => {}
            '\\' if matches!(chars.peek(), Some('\n')) => {
                chars.next();
            }
            '\\' if matches!(chars.peek(), Some('\r')) => {
                chars.next();
            }
            _ => return false,
        }
    }
    true
}

fn is_line_continuation(gap: &str) -> bool {
    gap == "\\\n" || gap == "\\\r\n"
}

fn join_words(into: &mut Word, next: Word) {
    into.span = into.span.cover(next.span);
    into.source.push_str(&next.source);
    for part in next.parts {
        match (into.parts.last_mut(), part) {
            (Some(Part::Lit(a)), Part::Lit(b)) => a.push_str(&b),
            (_, p) => into.parts.push(p),
        }
    }
    into.subs.extend(next.subs);
    into.glob |= next.glob;
}

/// The body text bash feeds: `<<-` strips leading tabs; an unquoted body has its
/// `\$`, `` \` ``, `\\` and line continuations processed (expansions stay as written).
fn heredoc_text(raw: &str, strip_tabs: bool, quoted: bool) -> String {
    let mut text: String = if strip_tabs {
        raw.split_inclusive('\n').map(|line| line.trim_start_matches('\t')).collect()
    } else {
        raw.to_string()
    };
    if !quoted {
        text = words::unescape_heredoc(&text);
    }
    text
}

/// The last command of a pipeline or list (the statement itself otherwise).
fn last_stmt(stmt: &mut Stmt) -> &mut Stmt {
    // Bounded: lowering caps nesting at MAX_DEPTH.
    let descend = match &stmt.cmd {
        Cmd::Pipeline(stages) => !stages.is_empty(),
        Cmd::List(items) => !items.is_empty(),
        _ => false,
    };
    if !descend {
        return stmt;
    }
    match &mut stmt.cmd {
        Cmd::Pipeline(stages) => last_stmt(stages.last_mut().expect("checked non-empty")),
        Cmd::List(items) => last_stmt(&mut items.last_mut().expect("checked non-empty").1),
        _ => unreachable!("descend is only true for pipelines and lists"),
    }
}

fn attach_to_last(stmt: &mut Stmt, redirects: Vec<Redirect>) {
    if redirects.is_empty() {
        return;
    }
    let mut target = stmt;
    loop {
        let next = match &mut target.cmd {
            Cmd::Pipeline(stages) if !stages.is_empty() => stages.last_mut(),
            Cmd::List(items) if !items.is_empty() => items.last_mut().map(|(_, s)| s),
            _ => None,
        };
        match next {
            Some(n) => target = n,
            None => break,
        }
    }
    target.redirects.extend(redirects);
}

/// Rebuilds `head | a && b` from a heredoc's nested trailer, pipes binding tighter.
fn build_trailer(head: Stmt, trailer: Vec<(Option<&'static str>, Stmt)>, span: Span) -> Stmt {
    let mut items: Vec<(Conn, Stmt)> = Vec::new();
    let mut current: Vec<Stmt> = vec![head];
    let mut current_conn = Conn::Seq;
    for (op, stmt) in trailer {
        match op {
            Some("|") | Some("|&") => current.push(stmt),
            other => {
                let conn = match other {
                    Some("&&") => Conn::And,
                    Some("||") => Conn::Or,
                    _ => Conn::Seq,
                };
                items.push((current_conn, close_pipeline(std::mem::take(&mut current), span)));
                if other == Some("&")
                    && let Some(last) = items.last_mut()
                {
                    last.1.background = true;
                }
                current.push(stmt);
                current_conn = conn;
            }
        }
    }
    items.push((current_conn, close_pipeline(current, span)));
    if items.len() == 1 {
        return items.pop().unwrap().1;
    }
    Stmt::new(Cmd::List(items), span)
}

fn close_pipeline(mut stages: Vec<Stmt>, span: Span) -> Stmt {
    if stages.len() == 1 {
        return stages.pop().unwrap();
    }
    Stmt::new(Cmd::Pipeline(stages), span)
}
