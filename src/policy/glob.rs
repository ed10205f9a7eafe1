//! glob: the two pattern languages of policy rules.
//!
//! * **Text globs** (`bash(...)`, `domain(...)`): `*` matches any run of characters (spaces
//!   and `/` included), `?` one character, everything else itself. Linear-time greedy
//!   matching with one backtrack point, so a hostile pattern cannot blow up.
//! * **Path globs** (`read(...)`, `write(...)`, `[paths]`): gitignore-like, built on
//!   `globset`: `*` stays inside one path component, `**` spans components, `?`, `[...]`
//!   and `{a,b}` work. A pattern without `/` matches a path's last component anywhere
//!   (`.env*`); one with `/` is anchored (see [`PathGlob`]).

use globset::{GlobBuilder, GlobMatcher};

/// Does `text` match the text glob `pattern`? `case_insensitive` folds ASCII case.
pub fn text_match(pattern: &str, text: &str, case_insensitive: bool) -> bool {
    let p: Vec<char> = pattern.chars().collect();
    let t: Vec<char> = text.chars().collect();
    let eq = |a: char, b: char| if case_insensitive { a.eq_ignore_ascii_case(&b) } else { a == b };
    let (mut pi, mut ti) = (0usize, 0usize);
    let mut star: Option<(usize, usize)> = None;
    while ti < t.len() {
        if pi < p.len() && p[pi] == '*' {
            star = Some((pi, ti));
            pi += 1;
        } else if pi < p.len() && (p[pi] == '?' || eq(p[pi], t[ti])) {
            pi += 1;
            ti += 1;
        } else if let Some((sp, st)) = star {
            pi = sp + 1;
            ti = st + 1;
            star = Some((sp, st + 1));
        } else {
            return false;
        }
    }
    while pi < p.len() && p[pi] == '*' {
        pi += 1;
    }
    pi == p.len()
}

/// One character of a command template: a known character, or a run of characters known
/// only at run time (a dynamic word).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tok {
    Lit(char),
    Any,
}

/// Could some run-time value of the template's dynamic parts make `pattern` match? Decides
/// whether the two globs intersect (both sides' `*` match any run), in O(|p|·|t|).
pub fn may_match(pattern: &str, template: &[Tok]) -> bool {
    let p: Vec<char> = pattern.chars().collect();
    let (n, m) = (p.len(), template.len());
    // reach[i][j]: pattern[..i] and template[..j] can produce the same text.
    let mut reach = vec![vec![false; m + 1]; n + 1];
    reach[0][0] = true;
    for i in 0..=n {
        for j in 0..=m {
            if !reach[i][j] {
                continue;
            }
            let ps = i < n && p[i] == '*';
            let ts = j < m && template[j] == Tok::Any;
            if ps {
                reach[i + 1][j] = true;
                if j < m {
                    reach[i][j + 1] = true;
                }
            }
            if ts {
                reach[i][j + 1] = true;
                if i < n {
                    reach[i + 1][j] = true;
                }
            }
            if i < n
                && j < m
                && !ps
                && let Tok::Lit(c) = template[j]
                && (p[i] == '?' || p[i] == c)
            {
                reach[i + 1][j + 1] = true;
            }
        }
    }
    reach[n][m]
}

/// Is every text matched by `inner` also matched by `outer`? A sound (not complete) test
/// for `*`/`?` globs: `outer` matches `inner` read literally, and `inner` has no `?`
/// that `outer` would have to meet with a literal character. Used to drop rules that a
/// later rule fully shadows when translating last-match rule sets.
pub fn subsumes(outer: &str, inner: &str) -> bool {
    if inner.contains('?') {
        return outer == inner || outer == "*";
    }
    // Every `*` of `inner`, read as a literal, must be absorbed by a `*` of `outer`: a
    // literal `*` in `outer` cannot exist (it is always a wildcard), and `?` in `outer`
    // could consume the literal `*` only as one character, so refuse patterns with `?`.
    if outer.contains('?') && inner.contains('*') {
        return false;
    }
    text_match(outer, inner, false)
}

/// A compiled path glob with its anchoring.
#[derive(Debug, Clone)]
pub struct PathGlob {
    /// As written.
    pub source: String,
    anchor: Anchor,
    matcher: GlobMatcher,
}

#[derive(Debug, Clone, PartialEq, Eq)]
enum Anchor {
    /// No `/`: matches the last component of any path.
    Name,
    /// Absolute (`/etc/**`, or `~/...` expanded to the home directory when known).
    Absolute,
    /// `~/...` when the home directory is unknown: matched against `~`-relative paths.
    Home,
    /// Relative with a `/` (`.git/**`, `src/*.rs`): matched against paths relative to the
    /// workspace root or an extra root, or a path that is itself relative.
    Workspace,
}

impl PathGlob {
    /// Matches every path (`**`, `*`, `/**`): the only allow patterns that apply to a path
    /// known only at run time.
    pub fn is_universal(&self) -> bool {
        matches!(self.source.trim(), "**" | "*" | "/**" | "**/*" | "./**")
    }

    /// Compiles a path glob; `home` expands a leading `~`.
    pub fn new(source: &str, home: Option<&str>) -> Result<PathGlob, String> {
        let trimmed = source.trim();
        if trimmed.is_empty() {
            return Err("empty path pattern".into());
        }
        let (anchor, pattern) = if trimmed == "~" || trimmed.starts_with("~/") {
            match home {
                Some(h) => (Anchor::Absolute, format!("{}{}", h.trim_end_matches('/'), &trimmed[1..])),
                None => (Anchor::Home, trimmed.to_string()),
            }
        } else if trimmed.starts_with('/') {
            (Anchor::Absolute, trimmed.to_string())
        } else {
            let rel = trimmed.strip_prefix("./").unwrap_or(trimmed);
            if rel.contains('/') && rel != "**" && !rel.starts_with("**/") {
                (Anchor::Workspace, rel.trim_end_matches('/').to_string())
            } else if let Some(rest) = rel.strip_prefix("**/") {
                // `**/x` is the same as `x` for a last-component match when `x` has no `/`.
                if rest.contains('/') { (Anchor::Workspace, rel.to_string()) } else { (Anchor::Name, rest.to_string()) }
            } else {
                (Anchor::Name, rel.to_string())
            }
        };
        let pattern = if matches!(anchor, Anchor::Absolute | Anchor::Home) {
            crate::paths::normalize(&pattern).replace("/**/**", "/**")
        } else {
            pattern
        };
        let matcher = GlobBuilder::new(&pattern)
            .literal_separator(true)
            .backslash_escape(true)
            .build()
            .map_err(|e| format!("bad path pattern `{source}`: {}", e.kind()))?
            .compile_matcher();
        Ok(PathGlob { source: source.to_string(), anchor, matcher })
    }

    /// Does a normalised path (absolute, `~/`-relative or relative to the start directory)
    /// match? `roots` are the workspace root and extra roots (absolute); `home` the home
    /// directory, so `~/x` and `/home/me/x` are the same path.
    pub fn matches(&self, path: &str, roots: &[&str], home: Option<&str>) -> bool {
        let expanded = match (path.strip_prefix("~"), home) {
            (Some(rest), Some(h)) if rest.is_empty() || rest.starts_with('/') => {
                format!("{}{}", h.trim_end_matches('/'), rest)
            }
            _ => path.to_string(),
        };
        match self.anchor {
            Anchor::Name => {
                let name = expanded.trim_end_matches('/').rsplit('/').next().unwrap_or(&expanded);
                self.matcher.is_match(name) || (self.source.trim() == "**")
            }
            Anchor::Absolute => self.matcher.is_match(&expanded),
            Anchor::Home => self.matcher.is_match(path),
            Anchor::Workspace => {
                if !expanded.starts_with('/') && !expanded.starts_with('~') {
                    return !expanded.starts_with("../") && self.matcher.is_match(&expanded);
                }
                roots.iter().any(|root| {
                    let root = root.trim_end_matches('/');
                    expanded
                        .strip_prefix(root)
                        .and_then(|r| r.strip_prefix('/'))
                        .is_some_and(|rel| self.matcher.is_match(rel))
                })
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_globs() {
        assert!(text_match("git push*", "git push --force origin main", false));
        assert!(text_match("git * main", "git push origin main", false));
        assert!(!text_match("git * main", "git push origin mainx", false));
        assert!(text_match("*", "", false));
        assert!(text_match("GitHub.COM", "github.com", true));
        assert!(text_match("*.example.com", "a.b.example.com", true));
        assert!(!text_match("*.example.com", "example.com", true));
        assert!(text_match("l?", "ls", false));
    }

    #[test]
    fn intersection_with_templates() {
        let t = |s: &str| -> Vec<Tok> { s.chars().map(|c| if c == '#' { Tok::Any } else { Tok::Lit(c) }).collect() };
        assert!(may_match("git push*", &t("git #")));
        assert!(may_match("git push*", &t("# push")));
        assert!(may_match("git push*", &t("git push")));
        assert!(!may_match("git push*", &t("git status #")));
        assert!(!may_match("rm *", &t("git #")));
        assert!(may_match("*", &t("")));
    }

    #[test]
    fn subsumption_is_sound() {
        assert!(subsumes("*", "git *"));
        assert!(subsumes("git *", "git push *"));
        assert!(!subsumes("git push *", "git *"));
        assert!(!subsumes("rm *", "git *"));
        assert!(!subsumes("a?", "a*"));
    }

    #[test]
    fn path_globs() {
        let roots = ["/w"];
        let g = PathGlob::new(".env*", None).unwrap();
        assert!(g.matches("/w/sub/.env.local", &roots, None));
        assert!(!g.matches("/w/env", &roots, None));
        let g = PathGlob::new(".git/**", None).unwrap();
        assert!(g.matches("/w/.git/config", &roots, None));
        assert!(!g.matches("/w/sub/.git/config", &roots, None));
        assert!(g.matches(".git/hooks/x", &roots, None));
        let g = PathGlob::new("~/.ssh/**", Some("/home/me")).unwrap();
        assert!(g.matches("~/.ssh/id_rsa", &roots, Some("/home/me")));
        assert!(g.matches("/home/me/.ssh/id_rsa", &roots, Some("/home/me")));
        let g = PathGlob::new("/etc/**", None).unwrap();
        assert!(g.matches("/etc/passwd", &roots, None));
        let g = PathGlob::new("**", None).unwrap();
        assert!(g.matches("/anything/at/all", &roots, None));
        assert!(PathGlob::new("[", None).is_err());
    }
}
