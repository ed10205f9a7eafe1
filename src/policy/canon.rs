//! canon: the texts a `bash(...)` rule is matched against, for one resolved invocation.
//!
//! Resolution has already unwrapped wrappers and nested shells: `sudo git push`,
//! `env X=1 git push`, `sh -c 'git push'` and `find -exec` each yield an invocation whose
//! argv is the inner command (`git push`), so a rule sees it whatever hid it. From that argv
//! we build:
//!
//! * **written**: the argv words joined by single spaces (a dynamic word keeps its source
//!   text), the command name shortened to its base name when it sits in a standard binary
//!   directory (`/usr/bin/git` → `git`). Allow rules match this form only.
//! * **canonical**: the command's base name, its subcommand chain from the knowledge base,
//!   then the arguments after the last subcommand. Options before a subcommand (global
//!   options) are dropped: `git -C dir -c x=y push -f` → `git push -f`.
//! * **base name**: the written form with any directory dropped from the command name
//!   (`./bin/git push` → `git push`).
//!
//! Deny and ask rules match when **any** form matches; allow rules only on `written`, so an
//! allow never reaches past options the user did not write into the rule (`bash(git push*)`
//! does not allow `git -c core.sshCommand=... push`).

use super::glob::Tok;
use crate::knowledge::{self, ParsedArg};
use crate::resolve::Invocation;

const STANDARD_BIN_DIRS: &[&str] =
    &["/bin/", "/usr/bin/", "/usr/local/bin/", "/sbin/", "/usr/sbin/", "/usr/local/sbin/", "/opt/homebrew/bin/"];

/// The forms of one invocation's command text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Forms {
    pub written: String,
    /// Extra forms for deny and ask rules (distinct from `written`).
    pub strict_extra: Vec<String>,
    /// When some word is known only at run time: the base-name form with each such word as
    /// [`Tok::Any`], so a deny or ask rule it might match can be told apart.
    pub template: Option<Vec<Tok>>,
}

fn words(inv: &Invocation) -> Vec<String> {
    inv.argv.iter().map(|a| a.value.clone().unwrap_or_else(|| a.text.clone())).collect()
}

fn standard_name(name: &str) -> &str {
    for dir in STANDARD_BIN_DIRS {
        if let Some(base) = name.strip_prefix(dir)
            && !base.is_empty()
            && !base.contains('/')
        {
            return base;
        }
    }
    name
}

fn base_name(name: &str) -> &str {
    let trimmed = name.trim_end_matches('/');
    trimmed.rsplit('/').next().filter(|b| !b.is_empty()).unwrap_or(name)
}

/// Builds the forms; `None` for an invocation without a command word.
pub fn forms(inv: &Invocation) -> Option<Forms> {
    let mut w = words(inv);
    if w.is_empty() {
        return None;
    }
    w[0] = standard_name(&w[0]).to_string();
    let written = w.join(" ");
    let mut extra: Vec<String> = Vec::new();
    let push = |s: String, extra: &mut Vec<String>| {
        if s != written && !extra.contains(&s) {
            extra.push(s);
        }
    };
    let mut based = w.clone();
    based[0] = base_name(&w[0]).to_string();
    push(based.join(" "), &mut extra);
    if let Some(canonical) = canonical(inv, &based[0]) {
        push(canonical, &mut extra);
    }
    let template = inv.argv.iter().any(|a| a.value.is_none()).then(|| {
        let mut t: Vec<Tok> = Vec::new();
        for (i, a) in inv.argv.iter().enumerate() {
            if i > 0 {
                t.push(Tok::Lit(' '));
            }
            match (i, &a.value) {
                (0, Some(_)) => t.extend(based[0].chars().map(Tok::Lit)),
                (_, Some(v)) => t.extend(v.chars().map(Tok::Lit)),
                (_, None) => t.push(Tok::Any),
            }
        }
        t
    });
    Some(Forms { written, strict_extra: extra, template })
}

/// Name, subcommand chain, then the arguments after the last subcommand.
fn canonical(inv: &Invocation, name: &str) -> Option<String> {
    let mut spec = knowledge::lookup(name)?;
    let values: Vec<Option<&str>> = inv.argv.iter().map(|a| a.value()).collect();
    let texts: Vec<&str> = inv.argv.iter().map(|a| a.value().unwrap_or(a.text.as_str())).collect();
    let mut chain: Vec<&str> = vec![name];
    let mut start = 1usize;
    // Bounded: each step moves past one argv word.
    while !spec.subcommands.is_empty() && start < values.len() {
        let parsed = knowledge::parse_args(spec.flags, &values[start..], start);
        let Some(index) = parsed.iter().find_map(|p| match p {
            ParsedArg::Operand { index } => Some(*index),
            _ => None,
        }) else {
            break;
        };
        match values[index].and_then(|n| knowledge::lookup_sub(spec, n)) {
            Some(sub) => {
                chain.push(texts[index]);
                spec = sub;
                start = index + 1;
            }
            None => {
                // Not a subcommand we know: drop the global options before it all the same.
                start = index;
                break;
            }
        }
    }
    let mut out: Vec<&str> = chain;
    out.extend(texts.iter().skip(start).copied());
    Some(out.join(" "))
}
