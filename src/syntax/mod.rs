//! syntax: the only module that imports tree-sitter.
//!
//! It parses command text with tree-sitter-bash under a size cap and a parse deadline, and
//! hands the concrete tree to [`lower`], which turns it into our IR. Nothing outside this
//! module sees a tree-sitter type. It must not classify anything: it only parses.

pub mod lower;

use std::time::{Duration, Instant};

/// Largest command text we parse. Larger input is answered Ask (`limit.input-size`).
pub const MAX_INPUT_BYTES: usize = 512 * 1024;
/// Longest a single parse may run before it is cancelled (`limit.parse-deadline`).
/// Wall-clock time: it must hold on a loaded machine (CI runs tests in parallel on 2 cores),
/// where a 0.1 s parse can take 0.6 s of wall time, and still stop a pathological input.
pub const PARSE_DEADLINE: Duration = Duration::from_millis(2_000);

/// Why a text could not be parsed at all.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ParseFailure {
    TooLarge,
    Deadline,
}

thread_local! {
    static PARSER: std::cell::RefCell<Option<tree_sitter::Parser>> = const { std::cell::RefCell::new(None) };
}

/// Parses `src` and runs `f` over the tree's root node. The parser is reused per thread.
/// `node.kind()`, remembered per kind id: the binding re-validates the kind's C string as
/// UTF-8 on every call, and lowering asks tens of times per command. Filled lazily, so a
/// one-command process pays only for the kinds it meets.
pub(crate) fn kind_of(node: tree_sitter::Node<'_>) -> &'static str {
    const SLOTS: usize = 1024;
    static KINDS: [std::sync::OnceLock<&'static str>; SLOTS] = [const { std::sync::OnceLock::new() }; SLOTS];
    match KINDS.get(node.kind_id() as usize) {
        Some(slot) => slot.get_or_init(|| node.kind()),
        None => node.kind(),
    }
}

pub(crate) fn with_tree<R>(src: &str, f: impl FnOnce(tree_sitter::Node<'_>) -> R) -> Result<R, ParseFailure> {
    if src.len() > MAX_INPUT_BYTES {
        return Err(ParseFailure::TooLarge);
    }
    let tree = PARSER.with(|cell| {
        let mut slot = cell.borrow_mut();
        let parser = slot.get_or_insert_with(new_parser);
        parser.reset();
        let started = Instant::now();
        let mut cancel = |_: &tree_sitter::ParseState| started.elapsed() > PARSE_DEADLINE;
        let bytes = src.as_bytes();
        let mut input = |offset: usize, _: tree_sitter::Point| -> &[u8] {
            if offset < bytes.len() { &bytes[offset..] } else { &[] }
        };
        parser.parse_with_options(
            &mut input,
            None,
            Some(tree_sitter::ParseOptions::new().progress_callback(&mut cancel)),
        )
    });
    match tree {
        Some(tree) => Ok(f(tree.root_node())),
        None => Err(ParseFailure::Deadline),
    }
}

/// The text tree-sitter is given for `src`. Its first bytes are `src`'s, so every node
/// range that ends by `src.len()` is a span of `src`; callers clamp the rest.
///
/// * bash drops a line continuation (`\` newline) at the very end of the text, with the
///   blanks after it; tree-sitter-bash 0.25.1 makes it an ERROR (`ls -l \<newline>`,
///   common in pasted commands). It is left out.
/// * A final newline is added when the text has none (and does not end in a backslash): it
///   changes nothing bash runs, and without it tree-sitter-bash parses a long last statement
///   in quadratic time (4,000 `x |` stages then `rm -rf /`: 630 ms; with the newline 100 ms).
///
/// * tree-sitter-bash 0.25.1 crashes (SIGSEGV, found by the `analyze` fuzz target) on
///   `{` then a character at or above U+65E20 (unassigned planes, tags, private use).
///   Such a character becomes U+20000, a letter of the same UTF-8 length, so spans stay:
///   it only ever stands for itself in a word. A NUL byte, which bash never reads in a
///   command, becomes a space; `lower` reports it.
pub(crate) fn parse_text(src: &str) -> std::borrow::Cow<'_, str> {
    let text = without_final_continuation(src);
    let backslashes = text.bytes().rev().take_while(|&b| b == b'\\').count();
    let newline = !(text.ends_with('\n') || backslashes % 2 == 1 || text.len() >= MAX_INPUT_BYTES);
    // A NUL byte, or a UTF-8 lead byte of a code point above U+3FFFF (0xF1..0xF4).
    if text.bytes().any(|b| b == 0 || b >= 0xF1) {
        let mut clean: String = text
            .chars()
            .map(|c| match c {
                '\0' => ' ',
                c if c > '\u{3FFFF}' => '\u{20000}',
                c => c,
            })
            .collect();
        if newline {
            clean.push('\n');
        }
        return std::borrow::Cow::Owned(clean);
    }
    if newline { std::borrow::Cow::Owned(format!("{text}\n")) } else { std::borrow::Cow::Borrowed(text) }
}

fn without_final_continuation(src: &str) -> &str {
    let mut end = src.len();
    loop {
        let body = src[..end].trim_end_matches([' ', '\t']).as_bytes();
        let Some(before) = body.strip_suffix(b"\\\n") else { return &src[..end] };
        // `\\<newline>` is an escaped backslash, then a real newline.
        if before.iter().rev().take_while(|&&b| b == b'\\').count() % 2 == 1 {
            return &src[..end];
        }
        end = before.len();
    }
}

fn new_parser() -> tree_sitter::Parser {
    let mut parser = tree_sitter::Parser::new();
    parser
        .set_language(&tree_sitter_bash::LANGUAGE.into())
        .expect("the bundled tree-sitter-bash grammar matches the tree-sitter runtime");
    parser
}

/// The speed floor the benchmarks compare against: parse `src` (same parser, size cap and
/// deadline as the analysis) and walk the whole tree once with a cursor, touching every
/// node's kind. Returns the number of nodes, or 0 when the text was not parsed.
pub fn parse_and_walk(src: &str) -> usize {
    with_tree(&parse_text(src), |root| {
        let mut cursor = root.walk();
        let mut nodes = 0usize;
        let mut kinds = 0usize;
        loop {
            nodes += 1;
            kinds = kinds.wrapping_add(usize::from(cursor.node().kind_id()));
            if cursor.goto_first_child() {
                continue;
            }
            loop {
                if cursor.goto_next_sibling() {
                    break;
                }
                if !cursor.goto_parent() {
                    std::hint::black_box(kinds);
                    return nodes;
                }
            }
        }
    })
    .unwrap_or(0)
}

/// The raw tree as an indented listing (kind, field, span, leaf text). Used by the grammar
/// pin tests and the hidden `tree` debugging subcommand, so a grammar upgrade is noticed.
pub fn debug_tree(src: &str) -> String {
    with_tree(src, |root| {
        let mut out = String::new();
        let mut cursor = root.walk();
        let mut depth = 0usize;
        loop {
            let node = cursor.node();
            let field = cursor.field_name().map(|f| format!("{f}: ")).unwrap_or_default();
            let kind = if node.is_named() { node.kind().to_string() } else { format!("{:?}", node.kind()) };
            let leaf = if node.child_count() == 0 && node.is_named() {
                format!(" {:?}", &src[node.byte_range()])
            } else {
                String::new()
            };
            let missing = if node.is_missing() { " MISSING" } else { "" };
            out.push_str(&format!(
                "{}{}{}{} [{}..{}]{}\n",
                "  ".repeat(depth),
                field,
                kind,
                missing,
                node.start_byte(),
                node.end_byte(),
                leaf
            ));
            if cursor.goto_first_child() {
                depth += 1;
                continue;
            }
            loop {
                if cursor.goto_next_sibling() {
                    break;
                }
                if !cursor.goto_parent() {
                    return out;
                }
                depth -= 1;
            }
        }
    })
    .unwrap_or_else(|e| format!("<{e:?}>\n"))
}
