//! ir: the small statement model that everything after `syntax::lower` works on.
//!
//! It follows mvdan/sh's normalised model: a [`Stmt`] is a command with its redirects and
//! its `!`/`&` flags. Words keep their source text and a resolved form made of literal and
//! dynamic parts. Any construct the lowering did not fully understand is a finding (see
//! ARCHITECTURE.md) or a [`Part::Dyn`], never silently dropped. This module holds plain data
//! and tiny helpers only: no parsing, no classification.

use serde::Serialize;
use smallvec::SmallVec;

/// A byte range into the analysed command text (start inclusive, end exclusive).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Hash)]
pub struct Span {
    pub start: u32,
    pub end: u32,
}

impl Span {
    pub fn new(start: usize, end: usize) -> Span {
        Span { start: start as u32, end: end as u32 }
    }
    pub fn cover(self, other: Span) -> Span {
        Span { start: self.start.min(other.start), end: self.end.max(other.end) }
    }
}

impl Serialize for Span {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        [self.start, self.end].serialize(s)
    }
}

/// One piece of a word after quote removal.
#[derive(Debug, Clone, PartialEq)]
pub enum Part {
    /// Fixed text (quotes and escapes already removed).
    Lit(String),
    /// `$name` / `${name}` (or a positional `$1`) with no operator; `quoted` inside double quotes.
    Var { name: String, quoted: bool },
    /// `~` or `~user` at the start of an unquoted word.
    Tilde(String),
    /// Anything whose value is only known at run time; the reason says which expansion.
    Dyn(&'static str),
}

/// Kind of a nested script inside a word or redirect.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SubKind {
    /// `$(...)` or backticks.
    Command,
    /// `<(...)`: the script's output is read through a path.
    ProcessIn,
    /// `>(...)`: a path whose writes feed the script.
    ProcessOut,
}

/// A script nested in a word: command or process substitution.
#[derive(Debug, Clone)]
pub struct Sub {
    pub kind: SubKind,
    pub body: Vec<Stmt>,
    pub span: Span,
}

/// A shell word: its source text, its parts after quote removal, and every script nested
/// anywhere inside it (substitutions in quotes, parameter operands, arithmetic, ...).
#[derive(Debug, Clone)]
pub struct Word {
    pub span: Span,
    pub source: String,
    pub parts: SmallVec<[Part; 1]>,
    pub subs: Vec<Sub>,
    /// An unquoted glob character (`*`, `?`, `[`) or extglob is present.
    pub glob: bool,
}

impl Word {
    /// The word's value when it is fully static (no variable, substitution or tilde).
    pub fn literal(&self) -> Option<String> {
        let mut out = String::new();
        for part in &self.parts {
            match part {
                Part::Lit(s) => out.push_str(s),
                _ => return None,
            }
        }
        Some(out)
    }

    /// Builds a plain literal word (used for synthesised words such as brace expansions).
    pub fn lit(text: &str, span: Span) -> Word {
        let mut parts = SmallVec::new();
        parts.push(Part::Lit(text.to_string()));
        Word { span, source: text.to_string(), parts, subs: Vec::new(), glob: false }
    }
}

/// How a redirect touches its target.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Access {
    Read,
    Write,
    Append,
    ReadWrite,
    Dup,
    Close,
}

/// A redirect: `op` is the operator as written (`>`, `>>`, `<<`, `<<<`, `&>`, `2>&1`'s `>&`).
#[derive(Debug, Clone)]
pub struct Redirect {
    pub op: &'static str,
    pub fd: Option<u32>,
    pub target: Option<Word>,
    pub access: Access,
    pub heredoc: Option<Heredoc>,
    pub span: Span,
}

/// The body of a `<<` redirect.
#[derive(Debug, Clone)]
pub struct Heredoc {
    /// The delimiter was quoted: the body is literal text, no expansion happens.
    pub quoted: bool,
    /// The body text as bash would feed it (for a quoted delimiter, byte for byte).
    pub text: String,
    /// Scripts nested in an unquoted body (`$(...)`, backticks).
    pub subs: Vec<Sub>,
}

/// `NAME=value`, `NAME[i]=value`, `NAME+=value` or `NAME=(a b)` before a command.
#[derive(Debug, Clone)]
pub struct Assign {
    pub name: String,
    pub value: Option<Word>,
    /// Index words, array elements: anything else evaluated by the assignment.
    pub extra: Vec<Word>,
    pub span: Span,
    /// `+=`: appends to the value or array instead of replacing it.
    pub append: bool,
}

/// A simple command: assignments, then words (the first is the command name).
#[derive(Debug, Clone, Default)]
pub struct Simple {
    pub assigns: Vec<Assign>,
    pub words: Vec<Word>,
}

/// How two statements of a list are joined.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Conn {
    Seq,
    And,
    Or,
}

/// Kinds of compound commands whose bodies run zero or more times.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CompoundKind {
    If,
    While,
    For,
    Case,
    /// `(( ))`, `$[ ]`-style arithmetic command.
    Arith,
    /// `[[ ]]`.
    Test,
}

/// Why a piece of the text was not understood.
#[derive(Debug, Clone, PartialEq)]
pub struct Finding {
    pub code: &'static str,
    pub message: String,
    pub span: Span,
}

/// A command with its redirects and flags.
#[derive(Debug, Clone)]
pub struct Stmt {
    pub cmd: Cmd,
    pub redirects: Vec<Redirect>,
    pub negated: bool,
    pub background: bool,
    pub span: Span,
}

#[derive(Debug, Clone)]
pub enum Cmd {
    Simple(Simple),
    Pipeline(Vec<Stmt>),
    /// Statements joined by `;`, newline, `&&` or `||`; the first connector is `Seq`.
    List(Vec<(Conn, Stmt)>),
    Subshell(Vec<Stmt>),
    Group(Vec<Stmt>),
    /// if/while/until/for/select/case/`(( ))`/`[[ ]]`: words evaluated and bodies that may run.
    Compound {
        kind: CompoundKind,
        /// The loop variable of `for NAME in ...`.
        var: Option<String>,
        words: Vec<Word>,
        bodies: Vec<Vec<Stmt>>,
    },
    Function {
        name: String,
        body: Box<Stmt>,
    },
    /// Nothing runs here (an empty statement, a comment).
    Empty,
}

impl Stmt {
    pub fn new(cmd: Cmd, span: Span) -> Stmt {
        Stmt { cmd, redirects: Vec::new(), negated: false, background: false, span }
    }
}

/// A parsed command text: its statements and everything that was not understood.
#[derive(Debug, Clone, Default)]
pub struct Script {
    pub stmts: Vec<Stmt>,
    pub findings: Vec<Finding>,
}
