//! words: static word resolution.
//!
//! Quote removal, backslash escapes, `$'...'` decoding, concatenation, line continuations,
//! tilde prefixes and brace expansion, as bash does them. Anything whose value depends on
//! run time stays a [`Part::Dyn`] (or a [`Part::Var`] that later stages may resolve from
//! assignments they can see). This module is pure string work: no tree-sitter, no policy.

use crate::ir::{Part, Span, Sub, Word};
use smallvec::SmallVec;

/// Most words one brace expansion may produce before we stop and call it dynamic.
pub const MAX_BRACE_WORDS: usize = 256;

/// Does `s` hold a subscript with a command substitution (`a[$(cmd)]`)? bash runs it when
/// the text is used as an array reference in arithmetic, `test -v`, `printf -v`, `let`, ...
pub fn has_subscript_code(s: &str) -> bool {
    let Some(open) = s.find('[') else { return false };
    let rest = &s[open..];
    match rest.find("$(").or_else(|| rest.find('`')) {
        Some(i) => rest[i..].contains(']'),
        None => false,
    }
}

/// Is `s` a valid shell variable name?
pub fn is_name(s: &str) -> bool {
    let mut chars = s.chars();
    matches!(chars.next(), Some(c) if c == '_' || c.is_ascii_alphabetic())
        && chars.all(|c| c == '_' || c.is_ascii_alphanumeric())
}

#[derive(Debug, Clone)]
enum Seg {
    /// A run of text, all quoted or all unquoted (quoted text never globs or brace-expands).
    Text(String, bool),
    Var(String, bool),
    Dyn(&'static str),
}

/// Collects a word's pieces while the lowering walks its nodes.
#[derive(Debug, Default)]
pub struct Builder {
    segs: Vec<Seg>,
    pub subs: Vec<Sub>,
    pub glob: bool,
}

impl Builder {
    fn push_str(&mut self, text: &str, quoted: bool) {
        if text.is_empty() {
            return;
        }
        match self.segs.last_mut() {
            Some(Seg::Text(s, q)) if *q == quoted => s.push_str(text),
            _ => self.segs.push(Seg::Text(text.to_string(), quoted)),
        }
    }

    fn push_char(&mut self, c: char, quoted: bool) {
        match self.segs.last_mut() {
            Some(Seg::Text(s, q)) if *q == quoted => s.push(c),
            _ => self.segs.push(Seg::Text(c.to_string(), quoted)),
        }
    }

    /// Unquoted source text: backslashes escape the next character; `\<newline>` vanishes.
    pub fn unquoted_raw(&mut self, text: &str) {
        if !text.bytes().any(|b| matches!(b, b'\\' | b'*' | b'?' | b'[')) {
            self.push_str(text, false);
            return;
        }
        let mut chars = text.chars();
        while let Some(c) = chars.next() {
            if c == '\\' {
                match chars.next() {
                    Some('\n') => {}
                    Some(next) => self.push_char(next, true),
                    None => self.push_char('\\', true),
                }
                continue;
            }
            if matches!(c, '*' | '?' | '[') {
                self.glob = true;
            }
            self.push_char(c, false);
        }
    }

    /// Text whose quotes were already removed.
    pub fn quoted_text(&mut self, text: &str) {
        self.push_str(text, true);
    }

    pub fn var(&mut self, name: &str, quoted: bool) {
        self.segs.push(Seg::Var(name.to_string(), quoted));
    }

    pub fn dynamic(&mut self, why: &'static str) {
        self.segs.push(Seg::Dyn(why));
    }

    /// Finishes the word; with `expand_braces`, `{a,b}` yields several words.
    pub fn finish(self, source: &str, span: Span, expand_braces: bool) -> Vec<Word> {
        let Builder { segs, subs, glob } = self;
        let all_text = segs.iter().all(|s| matches!(s, Seg::Text(..)));
        if expand_braces && all_text && has_brace_candidate(&segs) {
            let chars: Vec<(char, bool)> = segs
                .iter()
                .flat_map(|s| match s {
                    Seg::Text(t, q) => t.chars().map(|c| (c, *q)).collect::<Vec<_>>(),
                    _ => Vec::new(),
                })
                .collect();
            let mut out = Vec::new();
            if expand(&chars, &mut out) && out.len() > 1 {
                let mut subs = Some(subs);
                return out
                    .into_iter()
                    .map(|chars| {
                        let glob = chars.iter().any(|(c, q)| !q && matches!(c, '*' | '?' | '['));
                        let mut b = Builder::default();
                        for (c, q) in chars {
                            b.push_char(c, q);
                        }
                        build(b.segs, source, span, subs.take().unwrap_or_default(), glob)
                    })
                    .collect();
            }
            if out.len() > MAX_BRACE_WORDS {
                let mut segs = segs;
                segs.push(Seg::Dyn("large brace expansion"));
                return vec![build(segs, source, span, subs, glob)];
            }
        }
        vec![build(segs, source, span, subs, glob)]
    }
}

fn build(segs: Vec<Seg>, source: &str, span: Span, subs: Vec<Sub>, glob: bool) -> Word {
    let mut parts: SmallVec<[Part; 1]> = SmallVec::new();
    // A leading unquoted `~` up to the first `/` is a tilde prefix.
    let tilde = match segs.first() {
        Some(Seg::Text(t, false)) if t.starts_with('~') => {
            let rest = &t[1..];
            let end = rest.find(|c: char| !(c.is_ascii_alphanumeric() || matches!(c, '_' | '-' | '.')));
            match end {
                // Stopped at `/`: the prefix ends there.
                Some(i) if rest[i..].starts_with('/') => Some((rest[..i].to_string(), rest[i..].to_string())),
                Some(_) => None,
                // The run ends: the prefix ends with the word, or at a quoted `/`.
                None => match segs.get(1) {
                    None => Some((rest.to_string(), String::new())),
                    Some(Seg::Text(next, true)) if next.starts_with('/') => Some((rest.to_string(), String::new())),
                    _ => None,
                },
            }
        }
        _ => None,
    };
    let skip = usize::from(tilde.is_some());
    if let Some((user, remainder)) = tilde {
        parts.push(Part::Tilde(user));
        if !remainder.is_empty() {
            parts.push(Part::Lit(remainder));
        }
    }
    let iter = segs.into_iter().skip(skip);
    for seg in iter {
        match seg {
            Seg::Text(t, _) => match parts.last_mut() {
                Some(Part::Lit(s)) => s.push_str(&t),
                _ => parts.push(Part::Lit(t)),
            },
            Seg::Var(name, quoted) => parts.push(Part::Var { name, quoted }),
            Seg::Dyn(why) => parts.push(Part::Dyn(why)),
        }
    }
    if parts.is_empty() {
        parts.push(Part::Lit(String::new()));
    }
    Word { span, source: source.to_string(), parts, subs, glob }
}

fn has_brace_candidate(segs: &[Seg]) -> bool {
    let mut open = false;
    for s in segs {
        if let Seg::Text(t, false) = s {
            for c in t.chars() {
                match c {
                    '{' => open = true,
                    '}' if open => return true,
                    _ => {}
                }
            }
        }
    }
    false
}

/// Brace expansion over characters tagged quoted/unquoted. Returns false when the result
/// would exceed [`MAX_BRACE_WORDS`] (then `out` holds more than that many).
fn expand(chars: &[(char, bool)], out: &mut Vec<Vec<(char, bool)>>) -> bool {
    if out.len() > MAX_BRACE_WORDS {
        return false;
    }
    // Find the first unquoted `{` that has a matching `}` with a top-level `,` or `..`.
    for open in 0..chars.len() {
        if chars[open] != ('{', false) {
            continue;
        }
        if open > 0 && chars[open - 1] == ('$', false) {
            continue;
        }
        let mut depth = 0;
        let mut commas = Vec::new();
        let mut close = None;
        for (i, &(c, q)) in chars.iter().enumerate().skip(open + 1) {
            if q {
                continue;
            }
            match c {
                '{' => depth += 1,
                '}' if depth == 0 => {
                    close = Some(i);
                    break;
                }
                '}' => depth -= 1,
                ',' if depth == 0 => commas.push(i),
                _ => {}
            }
        }
        let Some(close) = close else { continue };
        let prefix = &chars[..open];
        let suffix = &chars[close + 1..];
        let alternatives: Vec<Vec<(char, bool)>> = if !commas.is_empty() {
            let mut alts = Vec::new();
            let mut start = open + 1;
            for &c in commas.iter().chain(std::iter::once(&close)) {
                alts.push(chars[start..c].to_vec());
                start = c + 1;
            }
            alts
        } else {
            match sequence(&chars[open + 1..close]) {
                Some(seq) => seq,
                None => continue,
            }
        };
        for alt in alternatives {
            let mut word = prefix.to_vec();
            word.extend_from_slice(&alt);
            word.extend_from_slice(suffix);
            if !expand(&word, out) {
                return false;
            }
        }
        return true;
    }
    out.push(chars.to_vec());
    out.len() <= MAX_BRACE_WORDS
}

/// `{1..5}`, `{a..e}`, `{1..10..2}`.
fn sequence(inner: &[(char, bool)]) -> Option<Vec<Vec<(char, bool)>>> {
    let text: String = inner.iter().map(|(c, _)| *c).collect();
    let pieces: Vec<&str> = text.split("..").collect();
    if pieces.len() < 2 || pieces.len() > 3 {
        return None;
    }
    let step: i64 = if pieces.len() == 3 { pieces[2].parse().ok()? } else { 1 };
    let step = step.unsigned_abs().max(1) as i64;
    let as_items = |from: i64, to: i64, f: &dyn Fn(i64) -> String| -> Option<Vec<Vec<(char, bool)>>> {
        let count = ((from - to).abs() / step) + 1;
        if count as usize > MAX_BRACE_WORDS {
            return None;
        }
        let dir = if to >= from { step } else { -step };
        Some((0..count).map(|i| f(from + i * dir).chars().map(|c| (c, true)).collect()).collect())
    };
    if let (Ok(a), Ok(b)) = (pieces[0].parse::<i64>(), pieces[1].parse::<i64>()) {
        return as_items(a, b, &|n| n.to_string());
    }
    let (a, b) = (pieces[0].chars().collect::<Vec<_>>(), pieces[1].chars().collect::<Vec<_>>());
    if a.len() == 1 && b.len() == 1 && a[0].is_ascii_alphabetic() && b[0].is_ascii_alphabetic() {
        return as_items(a[0] as i64, b[0] as i64, &|n| ((n as u8) as char).to_string());
    }
    None
}

/// Inside double quotes a backslash only escapes `$`, `` ` ``, `"`, `\` and newline.
pub fn unescape_double_quoted(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '\\' {
            match chars.peek() {
                Some('$' | '`' | '"' | '\\') => out.push(chars.next().unwrap()),
                Some('\n') => {
                    chars.next();
                }
                _ => out.push('\\'),
            }
        } else {
            out.push(c);
        }
    }
    out
}

/// Inside backticks, a backslash before `$`, `` ` `` or `\` is removed before parsing.
pub fn unescape_backticks(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '\\' && matches!(chars.peek(), Some('$' | '`' | '\\')) {
            out.push(chars.next().unwrap());
        } else {
            out.push(c);
        }
    }
    out
}

/// In an unquoted heredoc body, `\$`, `` \` ``, `\\` lose the backslash and `\<newline>`
/// joins lines. Expansions themselves are left as written.
pub fn unescape_heredoc(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '\\' {
            match chars.peek() {
                Some('$' | '`' | '\\') => out.push(chars.next().unwrap()),
                Some('\n') => {
                    chars.next();
                }
                _ => out.push('\\'),
            }
        } else {
            out.push(c);
        }
    }
    out
}

/// Decodes the inside of `$'...'`. `None` for a NUL byte (bash truncates there), which we
/// do not model.
pub fn decode_ansi_c(inner: &str) -> Option<String> {
    let mut out = String::with_capacity(inner.len());
    let mut chars = inner.chars().peekable();
    let mut bytes: Vec<u8> = Vec::new();
    let flush = |bytes: &mut Vec<u8>, out: &mut String| {
        if !bytes.is_empty() {
            out.push_str(&String::from_utf8_lossy(bytes));
            bytes.clear();
        }
    };
    while let Some(c) = chars.next() {
        if c != '\\' {
            flush(&mut bytes, &mut out);
            out.push(c);
            continue;
        }
        let Some(e) = chars.next() else {
            out.push('\\');
            break;
        };
        let simple = match e {
            'a' => Some('\x07'),
            'b' => Some('\x08'),
            'e' | 'E' => Some('\x1b'),
            'f' => Some('\x0c'),
            'n' => Some('\n'),
            'r' => Some('\r'),
            't' => Some('\t'),
            'v' => Some('\x0b'),
            '\\' => Some('\\'),
            '\'' => Some('\''),
            '"' => Some('"'),
            '?' => Some('?'),
            _ => None,
        };
        if let Some(s) = simple {
            flush(&mut bytes, &mut out);
            out.push(s);
            continue;
        }
        match e {
            '0'..='7' => {
                let mut v = e.to_digit(8).unwrap();
                for _ in 0..2 {
                    match chars.peek().and_then(|c| c.to_digit(8)) {
                        Some(d) => {
                            v = v * 8 + d;
                            chars.next();
                        }
                        None => break,
                    }
                }
                if v & 0xff == 0 {
                    return None;
                }
                bytes.push((v & 0xff) as u8);
            }
            'x' => {
                let mut v = 0u32;
                let mut n = 0;
                while n < 2 {
                    match chars.peek().and_then(|c| c.to_digit(16)) {
                        Some(d) => {
                            v = v * 16 + d;
                            chars.next();
                            n += 1;
                        }
                        None => break,
                    }
                }
                if n == 0 {
                    flush(&mut bytes, &mut out);
                    out.push_str("\\x");
                } else if v == 0 {
                    return None;
                } else {
                    bytes.push(v as u8);
                }
            }
            'u' | 'U' => {
                let max = if e == 'u' { 4 } else { 8 };
                let mut v = 0u32;
                let mut n = 0;
                while n < max {
                    match chars.peek().and_then(|c| c.to_digit(16)) {
                        Some(d) => {
                            v = v.wrapping_mul(16).wrapping_add(d);
                            chars.next();
                            n += 1;
                        }
                        None => break,
                    }
                }
                flush(&mut bytes, &mut out);
                if n == 0 {
                    out.push('\\');
                    out.push(e);
                } else if v == 0 {
                    return None;
                } else {
                    out.push(char::from_u32(v)?);
                }
            }
            'c' => {
                let ch = chars.next()?;
                let v = (ch as u32) & 0x1f;
                if v == 0 {
                    return None;
                }
                flush(&mut bytes, &mut out);
                out.push(char::from_u32(v)?);
            }
            other => {
                flush(&mut bytes, &mut out);
                out.push('\\');
                out.push(other);
            }
        }
    }
    flush(&mut bytes, &mut out);
    Some(out)
}

/// Decodes standard or URL-safe base64 (padding and blanks ignored), as `base64 -d` does;
/// `None` for text that is not base64 or does not decode to UTF-8.
pub fn decode_base64(text: &str) -> Option<String> {
    let mut bits: u32 = 0;
    let mut count = 0;
    let mut out = Vec::with_capacity(text.len() * 3 / 4);
    for b in text.bytes() {
        let v = match b {
            b'A'..=b'Z' => b - b'A',
            b'a'..=b'z' => b - b'a' + 26,
            b'0'..=b'9' => b - b'0' + 52,
            b'+' | b'-' => 62,
            b'/' | b'_' => 63,
            b'=' | b' ' | b'\n' | b'\r' | b'\t' => continue,
            _ => return None,
        };
        bits = (bits << 6) | u32::from(v);
        count += 6;
        if count >= 8 {
            count -= 8;
            out.push((bits >> count) as u8);
            bits &= (1 << count) - 1;
        }
    }
    String::from_utf8(out).ok()
}

/// Decodes plain hex (`xxd -r -p`): pairs of hex digits, blanks ignored.
pub fn decode_hex(text: &str) -> Option<String> {
    let digits: Vec<u8> = text.bytes().filter(|b| !b.is_ascii_whitespace()).collect();
    if !digits.len().is_multiple_of(2) {
        return None;
    }
    let out: Option<Vec<u8>> =
        digits.chunks(2).map(|p| u8::from_str_radix(std::str::from_utf8(p).ok()?, 16).ok()).collect();
    String::from_utf8(out?).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn expand_str(s: &str) -> Vec<String> {
        let mut b = Builder::default();
        b.unquoted_raw(s);
        b.finish(s, Span::default(), true).into_iter().map(|w| w.literal().unwrap_or(w.source)).collect()
    }

    #[test]
    fn brace_expansion_matches_bash() {
        assert_eq!(expand_str("{rm,-rf,/}"), ["rm", "-rf", "/"]);
        assert_eq!(expand_str("a{b,c}d"), ["abd", "acd"]);
        assert_eq!(expand_str("{1..3}"), ["1", "2", "3"]);
        assert_eq!(expand_str("x{a,b{1,2}}"), ["xa", "xb1", "xb2"]);
        assert_eq!(expand_str("{a}"), ["{a}"]);
        assert_eq!(expand_str("\\{a,b}"), ["{a,b}"]);
    }

    #[test]
    fn ansi_c_strings_decode() {
        assert_eq!(decode_ansi_c("r\\x6d").as_deref(), Some("rm"));
        assert_eq!(decode_ansi_c("\\162\\155").as_deref(), Some("rm"));
        assert_eq!(decode_ansi_c("\\u0072m").as_deref(), Some("rm"));
        assert_eq!(decode_ansi_c("a\\x00b"), None);
    }

    #[test]
    fn unquoted_escapes_and_tilde() {
        let mut b = Builder::default();
        b.unquoted_raw("\\r\\m");
        assert_eq!(b.finish("", Span::default(), true)[0].literal().as_deref(), Some("rm"));
        let mut b = Builder::default();
        b.unquoted_raw("~/x");
        let w = &b.finish("", Span::default(), true)[0];
        assert_eq!(w.parts[0], Part::Tilde(String::new()));
    }
}
