//! report: the data a verdict is made of (DESIGN §6, a contract).
//!
//! [`Report`] is what `explain --json` and each `batch` line print. Field names and the
//! meaning of `via` are stable; fields may be added. This module holds plain serde data and
//! the fold of decisions; it must not analyse anything.

use crate::ir::{Access, Span};
use serde::Serialize;

/// The answer for a command or one invocation. Ordered: `Allow < Ask < Deny`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum Decision {
    /// Nothing here needs a person: run it.
    #[default]
    Allow,
    /// A person must approve it first.
    Ask,
    /// Refuse it.
    Deny,
}

impl Decision {
    /// `allow`, `ask` or `deny`, as in the JSON report.
    pub fn as_str(self) -> &'static str {
        match self {
            Decision::Allow => "allow",
            Decision::Ask => "ask",
            Decision::Deny => "deny",
        }
    }
}

/// Why: a stable dotted code (documented in [`crate::reasons`]), a one-line message and the
/// span of the command text it is about.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[non_exhaustive]
pub struct Reason {
    /// The stable dotted code (`delete.recursive-root`).
    pub code: &'static str,
    /// One line for a person.
    pub message: String,
    /// The bytes of the command text it is about.
    pub span: Span,
    /// What this reason asks for on its own.
    #[serde(skip)]
    pub decision: Decision,
}

/// A redirect of an invocation as reported.
#[derive(Debug, Clone, Serialize)]
#[non_exhaustive]
pub struct RedirectReport {
    pub op: &'static str,
    pub fd: Option<u32>,
    pub target: Option<String>,
    pub access: Access,
    pub span: Span,
}

/// A path an invocation touches, normalised, with its class.
#[derive(Debug, Clone, Serialize)]
#[non_exhaustive]
pub struct PathReport {
    pub path: String,
    pub access: &'static str,
    pub class: &'static str,
}

/// One command that would run.
#[derive(Debug, Clone, Serialize)]
#[non_exhaustive]
pub struct InvocationReport {
    /// The resolved words, wrapper words included; a dynamic word keeps its source text.
    pub argv: Vec<String>,
    /// The bytes of the command text it comes from.
    pub span: Span,
    /// The wrappers and nested shells that run it, outermost first (`["sudo", "sh -c"]`);
    /// empty for a command bash itself runs from the text.
    pub via: Vec<String>,
    /// Its own decision (the report's verdict is the strictest of all).
    pub decision: Decision,
    /// What it does: `read`, `write`, `delete`, `network`, `exec`, `privilege`, ...
    pub effects: Vec<&'static str>,
    /// Why it got its decision.
    pub reasons: Vec<Reason>,
    /// Its redirects.
    pub redirects: Vec<RedirectReport>,
    /// The paths it touches, normalised, with their class.
    pub paths: Vec<PathReport>,
    /// The hosts it reaches.
    pub hosts: Vec<String>,
    /// The analyser could not see all it does (an `opaque.*` or `limit.*` reason).
    pub opaque: bool,
    /// The policy rule that decided, when a user rule did (`file: rule`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rule: Option<String>,
}

/// The whole answer for a command text.
#[derive(Debug, Clone, Serialize)]
#[non_exhaustive]
pub struct Report {
    /// The command text analysed; spans are byte offsets into it.
    pub command: String,
    /// The answer: the strictest decision of all invocations and findings.
    pub verdict: Decision,
    /// Every reason above allow, strictest first (see [`Report::main_reason`]).
    pub reasons: Vec<Reason>,
    /// Every command that would run, in text order, each with its own decision.
    pub invocations: Vec<InvocationReport>,
}

impl Report {
    /// The reason shown on one line: the first one that carries the verdict.
    pub fn main_reason(&self) -> Option<&Reason> {
        self.reasons.iter().find(|r| r.decision == self.verdict).or(self.reasons.first())
    }
}
