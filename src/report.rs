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
    #[default]
    Allow,
    Ask,
    Deny,
}

impl Decision {
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
    pub code: &'static str,
    pub message: String,
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
    pub argv: Vec<String>,
    pub span: Span,
    pub via: Vec<String>,
    pub decision: Decision,
    pub effects: Vec<&'static str>,
    pub reasons: Vec<Reason>,
    pub redirects: Vec<RedirectReport>,
    pub paths: Vec<PathReport>,
    pub hosts: Vec<String>,
    pub opaque: bool,
    /// The policy rule that decided, when a user rule did (`file: rule`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rule: Option<String>,
}

/// The whole answer for a command text.
#[derive(Debug, Clone, Serialize)]
#[non_exhaustive]
pub struct Report {
    pub command: String,
    pub verdict: Decision,
    pub reasons: Vec<Reason>,
    pub invocations: Vec<InvocationReport>,
}

impl Report {
    /// The reason shown on one line: the first one that carries the verdict.
    pub fn main_reason(&self) -> Option<&Reason> {
        self.reasons.iter().find(|r| r.decision == self.verdict).or(self.reasons.first())
    }
}
