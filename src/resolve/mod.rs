//! resolve: every command position, as [`Invocation`]s.
//!
//! Walks the IR in execution order and yields each simple command bash would run (with
//! `via: []`), then what wrappers (`sudo`, `env`, `xargs`, `find -exec`, ...) and nested
//! shells (`sh -c`, `eval`, `trap`, heredocs and pipes fed to a shell, `ssh HOST CMD`) would
//! run, with their `via` chain. It tracks shell state statically where that is sound: the
//! working directory (`cd`), literal variables, functions and aliases; state changed in a
//! loop, a conditional branch or after `||` becomes unknown.
//!
//! It must not decide anything: it records what runs and what it could not resolve
//! (as notes with reason codes); `classify` decides.

pub mod wrappers;

use crate::ir::*;
use crate::report::{Decision, Reason};
use std::collections::HashMap;

/// Longest variable value or directory we follow; longer ones become unknown (bounds memory).
pub const MAX_TRACKED_VALUE: usize = 4096;
/// Does a word's source hold `$((` or `$[`? (A byte scan: this runs for every word.)
fn has_arith_expansion(source: &str) -> bool {
    let b = source.as_bytes();
    b.iter().enumerate().any(|(i, &c)| {
        c == b'$' && (b.get(i + 1) == Some(&b'[') || b.get(i + 1) == Some(&b'(') && b.get(i + 2) == Some(&b'('))
    })
}

/// Commands a glob command name (`/???/r? -rf /`, `/bin/r[m]`) is checked against, the most
/// harmful first, in the directories where they live.
const GLOB_NAME_CANDIDATES: &[&str] = &[
    "rm", "dd", "shred", "mkfs", "wipefs", "chmod", "chown", "mv", "find", "sh", "bash", "dash", "zsh", "curl", "wget",
    "nc", "python3", "perl", "kill", "shutdown", "reboot", "halt", "poweroff", "sudo", "tee", "cp",
];
const GLOB_NAME_DIRS: &[&str] = &["/bin/", "/usr/bin/", "/sbin/", "/usr/sbin/", "/usr/local/bin/", ""];

/// A command name with unquoted glob characters runs whatever file it matches. Where it can
/// match a harmful command, the name is replaced by that command (so `rm -rf /` is still
/// judged) and the pattern and candidate are returned for the note. Without a match the
/// name stays: an unknown command, which asks.
fn glob_command_candidate(argv: &mut [Arg]) -> Option<(String, String)> {
    let first = argv.first_mut()?;
    let pattern = first.value.clone().filter(|v| first.glob && v.contains(['*', '?', '[']))?;
    let candidate = GLOB_NAME_CANDIDATES.iter().find_map(|name| {
        GLOB_NAME_DIRS
            .iter()
            .map(|dir| format!("{dir}{name}"))
            .find(|path| crate::paths::fnmatch(pattern.as_bytes(), path.as_bytes()))
    })?;
    first.value = Some(candidate.clone());
    first.text = candidate.clone();
    first.glob = false;
    Some((pattern, candidate))
}

/// `"${a[@]}"`, `${a[*]}`, `${a[N]}` of a literal array (`a=(rm -rf /)`): its elements.
/// `None` when the word is not exactly one such expansion or the array is not known.
fn array_elements(word: &Word, st: &State) -> Option<Vec<String>> {
    if st.arrays.is_empty() || st.ifs_changed {
        return None;
    }
    let quoted = word.source.starts_with('"');
    let inner = word.source.trim_matches('"').strip_prefix("${")?.strip_suffix("]}")?;
    let (name, index) = inner.split_once('[')?;
    let items = &st.arrays.iter().rev().find(|(n, _)| n == name)?.1;
    let picked: Vec<String> = match index {
        "@" | "*" => items.clone(),
        n => vec![items.get(n.parse::<usize>().ok()?)?.clone()],
    };
    if quoted && index != "*" {
        Some(picked)
    } else if !quoted {
        // Unquoted: each element is split on blanks (and would be globbed: refuse globs).
        if picked.iter().any(|p| p.contains(['*', '?', '['])) {
            return None;
        }
        Some(picked.iter().flat_map(|p| p.split_whitespace().map(str::to_string)).collect())
    } else {
        Some(vec![picked.join(" ")])
    }
}

/// `rm${IFS}-rf${IFS}/`: bash sets IFS to blank, tab, newline at start-up (it ignores the
/// environment's), so an unquoted `$IFS` we never saw assigned splits the word there. Only
/// for words that are otherwise static; `None` when the rule does not apply.
fn split_on_default_ifs(word: &Word, st: &State) -> Option<Vec<String>> {
    let is_ifs = |p: &Part| matches!(p, Part::Var { name, quoted: false } if name == "IFS");
    if !word.parts.iter().any(is_ifs)
        || st.ifs_changed
        || st.vars.contains_key("IFS")
        || st.unknown_vars.iter().any(|n| n == "IFS")
    {
        return None;
    }
    let mut pieces = vec![String::new()];
    for part in &word.parts {
        match part {
            _ if is_ifs(part) => pieces.push(String::new()),
            Part::Lit(s) => pieces.last_mut()?.push_str(s),
            Part::Var { name, .. } => pieces.last_mut()?.push_str(st.vars.get(name)?),
            _ => return None,
        }
    }
    if word.glob {
        return None;
    }
    pieces.retain(|p| !p.is_empty());
    Some(pieces)
}

/// `for` loops with at most this many literal items have their body walked once per item.
const MAX_LOOP_ITEMS: usize = 8;
/// ... in at most this many nested loops at once (bounds the extra walks: 8 × 8).
const MAX_LOOP_BINDINGS: usize = 2;

/// The shape of a `for` variable during the plain walk of the body, where one is known:
/// literal items that `bind_loop` walks one by one, or the loop's single glob item.
fn loop_shape(items: &[Arg], bindings: usize) -> Option<LoopShape> {
    let all_static = items.iter().all(|a| a.value.is_some());
    if all_static && !items.iter().any(|a| a.glob) && items.len() <= MAX_LOOP_ITEMS && bindings < MAX_LOOP_BINDINGS {
        return Some(LoopShape::Enumerated);
    }
    match items {
        [one] => one.value.clone().map(LoopShape::Pattern),
        _ => None,
    }
}

/// Deepest nesting of re-parsed shell text (`sh -c 'sh -c ...'`) we follow.
pub const MAX_NESTED_SHELLS: usize = 48;
/// Most invocations we collect from one command text.
pub const MAX_INVOCATIONS: usize = 100_000;

/// One argument after static resolution.
#[derive(Debug, Clone)]
pub struct Arg {
    /// The value when static (after quote removal, variables we could resolve, `~`).
    pub value: Option<String>,
    /// The value if static, else the source text.
    pub text: String,
    pub span: Span,
    /// Unquoted glob characters.
    pub glob: bool,
    /// Starts with the home directory (`~`, `$HOME`).
    pub home: bool,
    /// Invocations produced by substitutions inside this word (index range).
    pub subs: Option<(usize, usize)>,
    /// The dynamic part's source, where only part of the word is static: the static shape
    /// with `*` for every dynamic part (`$HOME/.ssh/*`), used for path classes.
    pub shape: Option<String>,
    /// Every value the dynamic part can take is checked elsewhere (a `for` variable over
    /// literal items, whose body is also walked once per item by `bind_loop`; `find -exec`'s
    /// `{}` and `xargs -I`'s placeholder, judged by what feeds them) or matches the shape (a `for` variable over one
    /// glob item, judged like the glob).
    pub enumerated: bool,
}

impl Arg {
    pub fn lit(text: &str, span: Span) -> Arg {
        Arg {
            value: Some(text.to_string()),
            text: text.to_string(),
            span,
            glob: false,
            home: false,
            subs: None,
            shape: None,
            enumerated: false,
        }
    }
    pub fn value(&self) -> Option<&str> {
        self.value.as_deref()
    }
}

/// The working directory an invocation runs in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Cwd {
    /// The directory the command starts in (`--cwd`).
    Start,
    /// A directory we followed through `cd` (absolute, or `~`-relative).
    Known(String),
    /// Changed in a way we cannot follow.
    Unknown,
}

/// A resolved redirect.
#[derive(Debug, Clone)]
pub struct ResolvedRedirect {
    pub op: &'static str,
    pub fd: Option<u32>,
    pub target: Option<Arg>,
    pub access: Access,
    /// The body of a `<<` heredoc, as bash feeds it.
    pub heredoc: Option<String>,
    pub span: Span,
}

/// What a wrapper or shell's inner command came to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Delegation {
    /// Not a wrapper.
    None,
    /// Its inner command(s) were found and are listed as their own invocations.
    Resolved,
    /// It runs something we could not see (a note says why).
    Unresolved,
}

/// One command that would run.
#[derive(Debug, Clone)]
pub struct Invocation {
    pub argv: Vec<Arg>,
    pub span: Span,
    pub via: Vec<String>,
    pub redirects: Vec<ResolvedRedirect>,
    /// `NAME=value` given to this command (prefix assignments, `env NAME=value`).
    pub env: Vec<(String, Option<String>)>,
    pub cwd: Cwd,
    /// With `cwd` unknown after branches that `cd` to different places (`cd x || cd /`):
    /// the absolute directories it may be.
    pub cwd_maybe: Vec<String>,
    /// Invocations whose output this one reads on stdin (earlier pipeline stages).
    pub stdin_from: Option<(usize, usize)>,
    /// Invocations whose output becomes code this one runs (`sh -c "$(curl ..)"`).
    pub code_from: Vec<(usize, usize)>,
    pub delegation: Delegation,
    /// Runs on another host or in a container.
    pub remote: bool,
    /// Gets more operands at run time (`xargs CMD`).
    pub extra_operands: bool,
    /// Reads a script from stdin (a shell or interpreter without a script operand).
    pub runs_stdin: bool,
    /// What the resolver could not resolve or wants said, with codes.
    pub notes: Vec<Reason>,
    /// The command name is a function defined in the text.
    pub is_function: bool,
    /// A file this invocation runs as code (`bash x.sh`, `source x`, `./x`).
    pub runs_file: Option<Arg>,
    /// Invocations made by substitutions in this command's redirects (heredoc bodies).
    pub redirect_subs: Option<(usize, usize)>,
}

impl Invocation {
    pub fn name(&self) -> Option<&str> {
        self.argv.first().and_then(|a| a.value())
    }
    fn note(&mut self, code: &'static str, message: impl Into<String>, decision: Decision) {
        let span = self.span;
        self.notes.push(Reason { code, message: message.into(), span, decision });
    }
}

/// Shell state followed statically.
#[derive(Debug, Clone)]
struct State {
    cwd: Cwd,
    vars: HashMap<String, String>,
    /// Names whose value we stopped knowing (assigned dynamically or in a branch).
    unknown_vars: Vec<String>,
    functions: Vec<String>,
    aliases: bool,
    ifs_changed: bool,
    /// `declare -n` was seen: any write may change another variable.
    namerefs: bool,
    /// `for` variables of the loop being walked, unknown but with a known shape.
    loop_shapes: Vec<(String, LoopShape)>,
    /// Variables assigned from a substitution: the invocations that made the value.
    var_sources: Vec<(String, (usize, usize))>,
    /// `shopt -s dotglob` was seen: globs match dotfiles.
    dotglob: bool,
    /// Arrays assigned literal elements (`a=(rm -rf /)`).
    arrays: Vec<(String, Vec<String>)>,
    /// See [`Invocation::cwd_maybe`].
    cwd_maybe: Vec<String>,
    /// Variables holding data read at run time (`read x`, `x=$(cat f)`): arithmetic on
    /// them evaluates the data as an expression, and `a[$(cmd)]` in it runs `cmd`.
    tainted: Vec<String>,
}

/// What a `for` variable can hold during the plain walk of its body.
#[derive(Debug, Clone)]
enum LoopShape {
    /// One of a few literal items, each also walked with the value bound (`bind_loop`).
    Enumerated,
    /// A name matching the loop's one glob item (`for f in src/*.rs`).
    Pattern(String),
}

impl State {
    fn new() -> State {
        State {
            cwd: Cwd::Start,
            vars: HashMap::new(),
            unknown_vars: Vec::new(),
            functions: Vec::new(),
            aliases: false,
            ifs_changed: false,
            namerefs: false,
            loop_shapes: Vec::new(),
            var_sources: Vec::new(),
            tainted: Vec::new(),
            dotglob: false,
            arrays: Vec::new(),
            cwd_maybe: Vec::new(),
        }
    }
    fn forget(&mut self, name: &str) {
        self.vars.remove(name);
        self.loop_shapes.retain(|(n, _)| n != name);
        self.var_sources.retain(|(n, _)| n != name);
        self.arrays.retain(|(n, _)| n != name);
        if !self.unknown_vars.iter().any(|n| n == name) {
            self.unknown_vars.push(name.to_string());
        }
        if name == "IFS" {
            self.ifs_changed = true;
        }
    }
    /// After a branch that may or may not have run: keep only what both sides agree on.
    fn merge(&mut self, other: &State) {
        if self.cwd != other.cwd {
            // Remember where each side may be, for catastrophic checks (`cd x || cd /; rm -rf *`).
            let mut maybe = std::mem::take(&mut self.cwd_maybe);
            maybe.extend(other.cwd_maybe.iter().cloned());
            for c in [&self.cwd, &other.cwd] {
                if let Cwd::Known(p) = c
                    && (p.starts_with('/') || p.starts_with('~'))
                {
                    maybe.push(p.clone());
                }
            }
            maybe.sort();
            maybe.dedup();
            maybe.truncate(8);
            self.cwd_maybe = maybe;
            self.cwd = Cwd::Unknown;
        }
        let names: Vec<String> = self.vars.keys().chain(other.vars.keys()).cloned().collect();
        for name in names {
            if self.vars.get(&name) != other.vars.get(&name) {
                self.forget(&name);
            }
        }
        for name in &other.unknown_vars {
            self.forget(name);
        }
        for f in &other.functions {
            if !self.functions.contains(f) {
                self.functions.push(f.clone());
            }
        }
        self.aliases |= other.aliases;
        self.namerefs |= other.namerefs;
        self.ifs_changed |= other.ifs_changed;
    }
}

/// The result of resolution.
#[derive(Debug, Default)]
pub struct Resolved {
    pub invocations: Vec<Invocation>,
    /// Findings not tied to one invocation (parse errors, limits, unknown syntax).
    pub findings: Vec<Finding>,
}

/// Resolves a lowered script.
pub fn resolve(script: &Script) -> Resolved {
    let mut r =
        Resolver { out: Resolved::default(), nested: 0, loop_bindings: 0, positional: None, fed_decoded: false };
    r.out.findings.extend(script.findings.iter().cloned());
    let mut st = State::new();
    r.stmts(&script.stmts, &mut st, &Ctx::top());
    r.out
}

/// Where the statements being walked sit.
#[derive(Debug, Clone)]
struct Ctx {
    via: Vec<String>,
    remote: bool,
    stdin_from: Option<(usize, usize)>,
}

impl Ctx {
    fn top() -> Ctx {
        Ctx { via: Vec::new(), remote: false, stdin_from: None }
    }
}

struct Resolver {
    out: Resolved,
    /// The text fed to the pipeline stage being walked came through a decoder.
    fed_decoded: bool,
    /// Loops whose variable is bound right now (bounded, to bound the extra walks).
    loop_bindings: usize,
    /// `$0 $1 ...` for the next nested `sh -c` text.
    positional: Option<Vec<Option<String>>>,
    nested: usize,
}

const SHELLS: &[&str] = &["ash", "bash", "busybox-sh", "dash", "ksh", "mksh", "pdksh", "rbash", "sh", "yash", "zsh"];

/// Interpreters that run a script from stdin when given none (or `-`).
const STDIN_INTERPRETERS: &[&str] =
    &["bun", "deno", "lua", "node", "nodejs", "perl", "php", "python", "python2", "python3", "ruby", "tclsh"];

/// Quotes a word for re-parsing as shell text.
fn shell_quote(word: &str) -> String {
    format!("'{}'", word.replace('\'', "'\\''"))
}

/// Paths that are the process's own stdin.
fn is_stdin_path(path: &str) -> bool {
    matches!(path, "/dev/stdin" | "/dev/fd/0" | "/proc/self/fd/0")
}

/// Is `name` (or its basename, for `/bin/sh`) a shell that `resolve` follows?
pub fn is_shell(name: &str) -> bool {
    SHELLS.contains(&command_key(name))
}

fn basename(name: &str) -> &str {
    name.rsplit('/').next().unwrap_or(name)
}

/// The name a wrapper or shell is looked up by: `/usr/bin/sudo` → `sudo`, `python3.11` → as is.
fn command_key(name: &str) -> &str {
    if name.starts_with('/') { basename(name) } else { name }
}

impl Resolver {
    fn finding(&mut self, code: &'static str, message: impl Into<String>, span: Span) {
        if self.out.findings.len() < 256 {
            self.out.findings.push(Finding { code, message: message.into(), span });
        }
    }

    fn stmts(&mut self, stmts: &[Stmt], st: &mut State, ctx: &Ctx) {
        for stmt in stmts {
            self.stmt(stmt, st, ctx);
        }
    }

    fn stmt(&mut self, stmt: &Stmt, st: &mut State, ctx: &Ctx) {
        if self.out.invocations.len() >= MAX_INVOCATIONS {
            if !self.out.findings.iter().any(|f| f.code == "limit.invocations") {
                self.finding("limit.invocations", "more commands than the analyser follows", stmt.span);
            }
            return;
        }
        if stmt.background {
            // A background job runs in a subshell: its state changes do not persist.
            let mut copy = st.clone();
            self.stmt_inner(stmt, &mut copy, ctx);
            return;
        }
        self.stmt_inner(stmt, st, ctx);
    }

    fn stmt_inner(&mut self, stmt: &Stmt, st: &mut State, ctx: &Ctx) {
        match &stmt.cmd {
            Cmd::Simple(simple) => self.simple(simple, stmt, st, ctx, None),
            Cmd::Pipeline(stages) => self.pipeline(stages, st, ctx),
            Cmd::List(items) => {
                for (conn, item) in items {
                    if *conn == Conn::Or {
                        // Runs only when the left side failed: its state changes may not hold.
                        let before = st.clone();
                        let mut after = st.clone();
                        self.stmt(item, &mut after, ctx);
                        let mut merged = before;
                        merged.merge(&after);
                        *st = merged;
                    } else {
                        self.stmt(item, st, ctx);
                    }
                }
            }
            Cmd::Subshell(body) => {
                let mut copy = st.clone();
                self.redirect_subs(&stmt.redirects, st, ctx);
                self.stmts(body, &mut copy, ctx);
                self.bare_redirects(stmt, st, ctx);
            }
            Cmd::Group(body) => {
                self.redirect_subs(&stmt.redirects, st, ctx);
                self.stmts(body, st, ctx);
                self.bare_redirects(stmt, st, ctx);
            }
            Cmd::Compound { kind, var, words, bodies } => {
                self.redirect_subs(&stmt.redirects, st, ctx);
                let mut items: Vec<Arg> = Vec::new();
                let mut tainted_items = false;
                for w in words {
                    // `[[ -v 'a[$(x)]' ]]`, `(( a[$(x)] ))`: subscripts are evaluated, quotes or not.
                    if *kind == CompoundKind::Arith {
                        self.arith_on_data(&w.source, st, w.span);
                        forget_arith_assignments(&w.source, st);
                    }
                    if *kind == CompoundKind::Test
                        && words
                            .iter()
                            .any(|x| matches!(x.source.as_str(), "-eq" | "-ne" | "-lt" | "-le" | "-gt" | "-ge"))
                    {
                        // `[[ $x -eq 1 ]]` evaluates both sides arithmetically.
                        self.arith_on_data(&w.source, st, w.span);
                    }
                    if matches!(kind, CompoundKind::Test | CompoundKind::Arith)
                        && w.literal().is_some_and(|v| crate::words::has_subscript_code(&v))
                    {
                        self.finding("opaque.subscript-code", "a subscript with `$(...)` is evaluated here", w.span);
                    }
                    let range = self.word_subs(w, st, ctx);
                    if var.is_some() {
                        if range.is_some_and(|r| self.reads_content(r)) {
                            tainted_items = true;
                        }
                        items.extend(self.args(w, st, range));
                    }
                }
                let looping = matches!(kind, CompoundKind::While | CompoundKind::For);
                if looping {
                    // A body that runs again sees its own changes: forget them up front.
                    for body in bodies {
                        forget_mutations(body, st);
                    }
                }
                if let Some(name) = var {
                    st.forget(name);
                    if tainted_items {
                        st.tainted.push(name.clone());
                    }
                    self.bind_loop(name, &items, bodies, st, ctx);
                    if let Some(shape) = loop_shape(&items, self.loop_bindings) {
                        st.loop_shapes.push((name.clone(), shape));
                    }
                }
                let before = st.clone();
                let mut merged = st.clone();
                for (i, body) in bodies.iter().enumerate() {
                    // The first body of `if`/`while` (the condition) always runs.
                    let always = i == 0 && matches!(kind, CompoundKind::If | CompoundKind::While);
                    if always {
                        self.stmts(body, st, ctx);
                        merged = st.clone();
                        continue;
                    }
                    let mut branch = if matches!(kind, CompoundKind::If | CompoundKind::While) {
                        merged.clone()
                    } else {
                        before.clone()
                    };
                    self.stmts(body, &mut branch, ctx);
                    let mut m = merged.clone();
                    m.merge(&branch);
                    merged = m;
                }
                *st = merged;
                if let Some(name) = var {
                    // After the loop it holds the last item, or what the body gave it.
                    st.forget(name);
                }
                self.bare_redirects(stmt, st, ctx);
            }
            Cmd::Function { name, body } => {
                if is_fork_bomb(name, body) {
                    self.finding(
                        "system.fork-bomb",
                        format!("`{name}` calls itself in a pipeline or in the background"),
                        stmt.span,
                    );
                }
                // Every body is analysed, called or not, with what we know at definition.
                let mut copy = st.clone();
                copy.cwd = Cwd::Unknown;
                forget_mutations(std::slice::from_ref(body.as_ref()), &mut copy);
                self.stmt(body, &mut copy, ctx);
                // `f() { cat; } <<EOF ... EOF`: redirects on a definition are expanded at each
                // call, heredoc substitutions included.
                self.redirect_subs(&stmt.redirects, &mut copy, ctx);
                if !st.functions.contains(name) {
                    st.functions.push(name.clone());
                }
                // A function may change cwd and variables when called.
                forget_mutations(std::slice::from_ref(body.as_ref()), st);
            }
            Cmd::Empty => {
                self.redirect_subs(&stmt.redirects, st, ctx);
                self.bare_redirects(stmt, st, ctx);
            }
        }
    }

    /// `for d in / /tmp; do rm -rf $d; done`: with literal items, the body is walked once
    /// more per item with the variable bound, as extra invocations labelled `for d=/`.
    /// (The plain walk, with the variable unknown, gives the `via: []` invocations.)
    fn bind_loop(&mut self, name: &str, items: &[Arg], bodies: &[Vec<Stmt>], st: &State, ctx: &Ctx) {
        if items.is_empty() || items.len() > MAX_LOOP_ITEMS || self.loop_bindings >= MAX_LOOP_BINDINGS {
            return;
        }
        let values: Option<Vec<&str>> = items.iter().filter(|a| !a.glob).map(|a| a.value()).collect();
        let Some(values) = values.filter(|v| v.len() == items.len()) else { return };
        self.loop_bindings += 1;
        for value in values {
            let mut copy = st.clone();
            copy.vars.insert(name.to_string(), value.to_string());
            copy.unknown_vars.retain(|n| n != name);
            let mut via = ctx.via.clone();
            via.push(format!("for {name}={value}"));
            let inner = Ctx { via, remote: ctx.remote, stdin_from: None };
            for body in bodies {
                self.stmts(body, &mut copy, &inner);
            }
        }
        self.loop_bindings -= 1;
    }

    /// Redirects on a compound command: reported on an invocation with an empty argv.
    fn bare_redirects(&mut self, stmt: &Stmt, st: &mut State, ctx: &Ctx) {
        if stmt.redirects.is_empty() {
            return;
        }
        let redirects = self.resolve_redirects(&stmt.redirects, st);
        let mut inv = self.new_invocation(Vec::new(), stmt.span, st, ctx);
        inv.redirects = redirects;
        self.push(inv);
    }

    fn redirect_subs(&mut self, redirects: &[Redirect], st: &mut State, ctx: &Ctx) {
        for r in redirects {
            if let Some(t) = &r.target {
                self.word_subs(t, st, ctx);
            }
            if let Some(h) = &r.heredoc {
                for sub in &h.subs {
                    self.sub(sub, st, ctx);
                }
            }
        }
    }

    /// Walks the scripts nested in a word; returns the range of invocations they produced.
    fn word_subs(&mut self, word: &Word, st: &mut State, ctx: &Ctx) -> Option<(usize, usize)> {
        if word.subs.is_empty() {
            return None;
        }
        let start = self.out.invocations.len();
        for sub in &word.subs {
            self.sub(sub, st, ctx);
        }
        Some((start, self.out.invocations.len()))
    }

    fn sub(&mut self, sub: &Sub, st: &mut State, ctx: &Ctx) {
        // Substitutions run in a subshell; their state does not leak.
        let mut copy = st.clone();
        // `tee >(sh)`: what the command passes on is what it read.
        let stdin_from = if sub.kind == SubKind::ProcessOut { ctx.stdin_from } else { None };
        let inner = Ctx { via: ctx.via.clone(), remote: ctx.remote, stdin_from };
        self.stmts(&sub.body, &mut copy, &inner);
    }

    fn pipeline(&mut self, stages: &[Stmt], st: &mut State, ctx: &Ctx) {
        let first = self.out.invocations.len();
        // The text the previous stage prints, where it is static (`echo X`, `echo B64 | base64 -d`).
        let mut fed_text: Option<String> = None;
        let mut fed_decoded = false;
        for (i, stage) in stages.iter().enumerate() {
            let stage_start = self.out.invocations.len();
            let mut stage_ctx = ctx.clone();
            if i > 0 {
                // Everything upstream, including what fed the pipeline itself (`curl | bash -c 'cat | sh'`).
                let upstream = ctx.stdin_from.map(|r| r.0.min(first)).unwrap_or(first);
                stage_ctx.stdin_from = Some((upstream, stage_start));
            }
            // Each stage runs in a subshell (bash without lastpipe).
            let mut copy = st.clone();
            match &stage.cmd {
                Cmd::Simple(simple) if !stage.background => {
                    self.fed_decoded = fed_decoded;
                    self.simple(simple, stage, &mut copy, &stage_ctx, fed_text.clone());
                    self.fed_decoded = false;
                }
                _ => self.stmt(stage, &mut copy, &stage_ctx),
            }
            let next = literal_output(stage, fed_text.as_deref());
            fed_decoded = next.is_some() && (fed_decoded || fed_text.is_some());
            fed_text = next;
        }
    }

    fn new_invocation(&self, argv: Vec<Arg>, span: Span, st: &State, ctx: &Ctx) -> Invocation {
        Invocation {
            argv,
            span,
            via: ctx.via.clone(),
            redirects: Vec::new(),
            env: Vec::new(),
            cwd: st.cwd.clone(),
            cwd_maybe: st.cwd_maybe.clone(),
            stdin_from: ctx.stdin_from,
            code_from: Vec::new(),
            delegation: Delegation::None,
            remote: ctx.remote,
            extra_operands: false,
            runs_stdin: false,
            notes: Vec::new(),
            is_function: false,
            runs_file: None,
            redirect_subs: None,
        }
    }

    fn push(&mut self, inv: Invocation) -> usize {
        self.out.invocations.push(inv);
        self.out.invocations.len() - 1
    }

    /// Resolves a word to one or more arguments.
    fn args(&self, word: &Word, st: &State, mut subs: Option<(usize, usize)>) -> Vec<Arg> {
        let mut value = String::new();
        let mut shape = String::new();
        let mut is_static = true;
        let mut home = false;
        let mut enumerated = false;
        let mut unquoted_glob = false;
        // A lone unquoted variable whose value has blanks splits into several words.
        if let [Part::Var { name, quoted: false }] = word.parts.as_slice()
            && let Some(v) = st.vars.get(name)
            && !st.ifs_changed
        {
            let pieces: Vec<&str> = v.split([' ', '\t', '\n']).filter(|s| !s.is_empty()).collect();
            if pieces.len() != 1 {
                return pieces
                    .into_iter()
                    .map(|p| {
                        let mut a = Arg::lit(p, word.span);
                        a.glob = p.contains(['*', '?', '[']);
                        a
                    })
                    .collect();
            }
        }
        if let Some(pieces) = split_on_default_ifs(word, st) {
            return pieces.iter().map(|p| Arg::lit(p, word.span)).collect();
        }
        if let Some(items) = array_elements(word, st) {
            return items.iter().map(|p| Arg::lit(p, word.span)).collect();
        }
        for (i, part) in word.parts.iter().enumerate() {
            match part {
                Part::Lit(s) => {
                    value.push_str(s);
                    shape.push_str(s);
                }
                Part::Tilde(user) if i == 0 => {
                    // `~` is our home; `~user` another user's (where it usually lives).
                    let dir = match user.as_str() {
                        "" => "~".to_string(),
                        "root" => "/root".to_string(),
                        other => format!("/home/{other}"),
                    };
                    value.push_str(&dir);
                    shape.push_str(&dir);
                    home = user.is_empty();
                }
                Part::Tilde(user) => {
                    value.push('~');
                    value.push_str(user);
                }
                Part::Var { name, quoted } => match st.vars.get(name) {
                    Some(v) if *quoted || !st.ifs_changed => {
                        value.push_str(v);
                        shape.push_str(v);
                        // `X='*'; find / $X`: an unquoted value is globbed like a written `*`.
                        unquoted_glob |= !*quoted && v.contains(['*', '?', '[']);
                    }
                    None if name == "HOME" && i == 0 && !st.unknown_vars.iter().any(|n| n == "HOME") => {
                        value.push('~');
                        shape.push('~');
                        home = true;
                    }
                    _ => {
                        is_static = false;
                        if let Some((_, r)) = st.var_sources.iter().find(|(n, _)| n == name) {
                            subs = subs.or(Some(*r));
                        }
                        match st.loop_shapes.iter().find(|(n, _)| n == name) {
                            Some((_, LoopShape::Enumerated)) => {
                                enumerated = true;
                                shape.push('*');
                            }
                            Some((_, LoopShape::Pattern(p))) => {
                                // Judged like the glob itself (`cat src/*.rs`).
                                enumerated = true;
                                shape.push_str(p);
                            }
                            None => shape.push('*'),
                        }
                    }
                },
                _ => {
                    is_static = false;
                    shape.push('*');
                }
            }
        }
        let glob = word.glob || unquoted_glob;
        if is_static {
            vec![Arg {
                text: value.clone(),
                value: Some(value),
                span: word.span,
                glob,
                home,
                subs,
                shape: None,
                enumerated: false,
            }]
        } else {
            vec![Arg {
                value: None,
                text: word.source.clone(),
                span: word.span,
                glob,
                home,
                subs,
                shape: Some(shape),
                enumerated,
            }]
        }
    }

    fn resolve_redirects(&mut self, redirects: &[Redirect], st: &State) -> Vec<ResolvedRedirect> {
        redirects
            .iter()
            .map(|r| ResolvedRedirect {
                op: r.op,
                fd: r.fd,
                target: r.target.as_ref().map(|t| {
                    let mut args = self.args(t, st, None);
                    if args.len() == 1 {
                        args.pop().unwrap()
                    } else {
                        // `> $x` where $x splits: bash calls this an ambiguous redirect.
                        Arg {
                            value: None,
                            text: t.source.clone(),
                            span: t.span,
                            glob: false,
                            home: false,
                            subs: None,
                            shape: Some("*".into()),
                            enumerated: false,
                        }
                    }
                }),
                access: r.access,
                heredoc: r.heredoc.as_ref().map(|h| h.text.clone()),
                span: r.span,
            })
            .collect()
    }

    fn simple(&mut self, simple: &Simple, stmt: &Stmt, st: &mut State, ctx: &Ctx, fed: Option<String>) {
        // `xargs rm -rf <<< /`: a literal here-string or heredoc is xargs's input, like a pipe.
        let fed = fed.or_else(|| {
            let first = simple.words.first()?;
            let name = match first.parts.as_slice() {
                [Part::Lit(name)] => name,
                _ => return None,
            };
            (command_key(name) == "xargs").then(|| literal_stdin(&stmt.redirects)).flatten()
        });
        // `: $((X=1))`, `let X++`: arithmetic may assign any name it mentions.
        let is_let = simple.words.first().is_some_and(|w| w.source == "let");
        let mut any_arith = false;
        for w in simple.words.iter().chain(simple.assigns.iter().filter_map(|a| a.value.as_ref())) {
            // A word without `$` has no `$((`/`$[`: skip the scan (most words).
            if is_let || w.source.contains('$') && has_arith_expansion(&w.source) {
                any_arith = true;
                self.arith_on_data(&w.source, st, w.span);
                forget_arith_assignments(&w.source, st);
            }
        }
        // Substitutions run first, in order: assignments, words, redirects.
        let mut assign_subs = Vec::with_capacity(simple.assigns.len());
        for a in &simple.assigns {
            let mut range = None;
            if let Some(v) = &a.value {
                range = self.word_subs(v, st, ctx);
            }
            assign_subs.push(range);
            for e in &a.extra {
                self.word_subs(e, st, ctx);
            }
        }
        let mut argv = Vec::new();
        // Text decoded from a static string (`"$(echo B64 | base64 -d)"`) is obfuscation.
        let mut decoded = fed.is_some() && self.fed_decoded;
        for w in &simple.words {
            let range = self.word_subs(w, st, ctx);
            // `$(( $(cat f) ))`: the file's text is evaluated as an expression.
            if any_arith && range.is_some_and(|r| self.reads_content(r)) && has_arith_expansion(&w.source) {
                let message = "arithmetic on data read at run time: a value like `a[$(cmd)]` runs cmd";
                self.finding("opaque.arith-data", message, w.span);
            }
            let mut args = self.args(w, st, range);
            // `rm -rf $(echo /)`: a substitution that only echoes literal text gives that text.
            let literal = match (range, w.parts.as_slice()) {
                (Some(r), [Part::Dyn("command substitution")]) => {
                    decoded |= r.1 > r.0 + 1;
                    self.literal_output_of(r)
                }
                _ => None,
            };
            let quoted = w.source.len() > 1 && w.source.starts_with('"') && w.source.ends_with('"');
            // Bash strips trailing newlines from substitution output.
            let literal = literal.map(|t| t.trim_end_matches('\n').to_string()).filter(|t| !t.is_empty());
            match (args.as_mut_slice(), literal) {
                ([arg], Some(text)) if quoted || !text.contains(char::is_whitespace) => {
                    arg.value = Some(text.clone());
                    arg.text = text;
                    arg.shape = None;
                }
                // Unquoted: the output is split into words (`$(echo rm -rf /)`).
                ([arg], Some(text)) if !st.ifs_changed && !text.contains(['*', '?', '[']) => {
                    let span = arg.span;
                    args = text.split_whitespace().map(|t| Arg::lit(t, span)).collect();
                }
                _ => {}
            }
            argv.extend(args);
        }
        let redirect_start = self.out.invocations.len();
        self.redirect_subs(&stmt.redirects, st, ctx);
        let redirect_range = (redirect_start, self.out.invocations.len());
        let redirects = self.resolve_redirects(&stmt.redirects, st);

        let env: Vec<(String, Option<String>)> = simple
            .assigns
            .iter()
            .map(|a| {
                let value = match &a.value {
                    Some(v) => {
                        let args = self.args(v, st, None);
                        args.into_iter().next().and_then(|a| a.value)
                    }
                    None if a.extra.is_empty() => Some(String::new()),
                    None => None,
                };
                (a.name.clone(), value)
            })
            .collect();

        if argv.is_empty() {
            // Assignments (and redirects) only: they change the shell's own state.
            for ((name, value), range) in env.iter().zip(&assign_subs) {
                match value {
                    Some(v) if v.len() <= MAX_TRACKED_VALUE && !st.namerefs => {
                        st.vars.insert(name.clone(), v.clone());
                        st.unknown_vars.retain(|n| n != name);
                        st.var_sources.retain(|(n, _)| n != name);
                        st.tainted.retain(|n| n != name);
                        if name == "IFS" {
                            st.ifs_changed = true;
                        }
                    }
                    _ => {
                        st.forget(name);
                        // `a=(rm -rf /)`: a literal array is known, element by element.
                        if let Some(a) = simple.assigns.iter().find(|a| a.name == *name && a.value.is_none())
                            && !a.append
                            && !a.extra.is_empty()
                            && a.extra.len() <= 64
                            && !st.namerefs
                        {
                            let items: Option<Vec<String>> = a
                                .extra
                                .iter()
                                .map(|w| w.literal().filter(|_| !w.glob && !w.source.starts_with('[')))
                                .collect();
                            if let Some(items) = items {
                                st.arrays.push((name.clone(), items));
                            }
                        }
                        // `x=$(curl ..); eval "$x"`: later uses of `$x` carry where it came from.
                        if let Some(r) = range {
                            st.var_sources.push((name.clone(), *r));
                            if self.reads_content(*r) {
                                st.tainted.push(name.clone());
                            }
                        }
                    }
                }
            }
            if simple.assigns.is_empty() && stmt.redirects.is_empty() {
                return;
            }
            let mut inv = self.new_invocation(Vec::new(), stmt.span, st, ctx);
            inv.env = env;
            inv.redirects = redirects;
            self.push(inv);
            return;
        }

        let globbed_name = glob_command_candidate(&mut argv);
        let dotglob_hit = st.dotglob && argv.iter().skip(1).any(|a| a.glob);
        let mut inv = self.new_invocation(argv, stmt.span, st, ctx);
        let runs_text = |n: &str| {
            let key = command_key(n);
            SHELLS.contains(&key) || STDIN_INTERPRETERS.contains(&key) || matches!(key, "eval" | "source" | ".")
        };
        if decoded && inv.name().is_some_and(runs_text) {
            inv.note(
                "opaque.decoded-script",
                "runs text decoded from base64, hex or reversed at run time: obfuscated",
                Decision::Ask,
            );
        }
        inv.env = env;
        inv.redirects = redirects;
        if dotglob_hit {
            inv.note("read.secret", "with `dotglob` set, a glob also matches dotfiles such as `.env`", Decision::Ask);
        }
        if let Some((pattern, candidate)) = globbed_name {
            inv.note(
                "opaque.dynamic-command",
                format!("command name `{pattern}` is a glob: it may run `{candidate}`, judged as that"),
                Decision::Ask,
            );
        }
        if redirect_range.1 > redirect_range.0 {
            inv.redirect_subs = Some(redirect_range);
        }
        // `$(curl ..)` as the command name: its output is run.
        if let (None, Some(range)) = (inv.argv[0].value.as_ref(), inv.argv[0].subs) {
            inv.code_from.push(range);
        }
        if st.aliases {
            inv.note("opaque.alias", "aliases are defined: a command name may mean something else", Decision::Ask);
        }
        let name = inv.name().map(str::to_string);
        match &name {
            None => {
                let text = inv.argv[0].text.clone();
                inv.note(
                    "opaque.dynamic-command",
                    format!("command name `{text}` is only known at run time"),
                    Decision::Ask,
                );
            }
            Some(n) if st.functions.iter().any(|f| f == n) => {
                inv.is_function = true;
                if crate::knowledge::lookup(n).is_some()
                    || wrappers::lookup(n).is_some()
                    || SHELLS.contains(&n.as_str())
                {
                    inv.note("opaque.function-shadow", format!("`{n}` was redefined as a function"), Decision::Ask);
                }
            }
            _ => {}
        }
        if name.as_deref().is_some_and(|n| n.contains('/')) {
            inv.runs_file = Some(inv.argv[0].clone());
        }
        let index = self.push(inv);
        if let Some(n) = name
            && !self.out.invocations[index].is_function
        {
            self.builtin_state(&n, index, st);
            self.expand(index, st, ctx, fed, 0);
        }
    }

    /// State changes made by builtins that run in the current shell.
    fn builtin_state(&mut self, name: &str, index: usize, st: &mut State) {
        // `builtin cd /`, `command cd /`: the builtin after the prefix.
        let skip = match (name, self.out.invocations[index].argv.get(1).and_then(|a| a.value())) {
            ("builtin" | "command", Some(next)) if !next.starts_with('-') => 1,
            _ => 0,
        };
        let name = if skip == 1 { self.out.invocations[index].argv[1].text.clone() } else { name.to_string() };
        let name = name.as_str();
        let inv = &self.out.invocations[index];
        let argv_all = &inv.argv[skip..];
        let args: Vec<Option<String>> = argv_all.iter().skip(1).map(|a| a.value.clone()).collect();
        let mut defines_alias = false;
        match name {
            "cd" | "pushd" => {
                st.cwd_maybe.clear();
                let target: Vec<&Option<String>> =
                    args.iter().filter(|a| !a.as_deref().is_some_and(|s| s.starts_with('-') && s.len() > 1)).collect();
                st.cwd = match target.first() {
                    None if name == "cd" => Cwd::Known("~".into()),
                    Some(Some(dir)) if dir != "-" && !argv_all.iter().skip(1).any(|a| a.glob) => match &st.cwd {
                        _ if dir.starts_with('/') || dir.starts_with('~') => Cwd::Known(crate::paths::normalize(dir)),
                        Cwd::Known(base) => Cwd::Known(crate::paths::normalize(&format!("{base}/{dir}"))),
                        Cwd::Start => Cwd::Known(format!("./{dir}")).relative_to_start(),
                        Cwd::Unknown => Cwd::Unknown,
                    },
                    _ => Cwd::Unknown,
                };
                if matches!(&st.cwd, Cwd::Known(p) if p.len() > MAX_TRACKED_VALUE) {
                    st.cwd = Cwd::Unknown;
                }
            }
            "popd" => st.cwd = Cwd::Unknown,
            "shift" | "set" => {
                let digits: Vec<String> =
                    st.vars.keys().filter(|k| k.bytes().all(|b| b.is_ascii_digit())).cloned().collect();
                for d in digits {
                    st.forget(&d);
                }
                // `set -- / x`: literal positional parameters are known again.
                if name == "set"
                    && args.first().is_some_and(|a| a.as_deref() == Some("--"))
                    && args[1..].iter().all(Option::is_some)
                {
                    for (k, v) in args[1..].iter().flatten().enumerate().take(9) {
                        let key = (k + 1).to_string();
                        st.unknown_vars.retain(|n| *n != key);
                        st.vars.insert(key, v.clone());
                    }
                }
            }
            "alias" if !args.is_empty() && args.iter().any(|a| a.as_deref().is_none_or(|s| s.contains('='))) => {
                st.aliases = true;
                defines_alias = true;
            }
            "shopt" if args.iter().any(|a| a.as_deref() == Some("expand_aliases")) => {
                st.aliases = true;
                defines_alias = true;
            }
            // `shopt -s dotglob`, `set -o globdots` (zsh): `*` now matches `.env`.
            "shopt" | "setopt"
                if args.iter().any(|a| matches!(a.as_deref(), Some("dotglob" | "globdots" | "glob_dots"))) =>
            {
                st.dotglob = true;
            }
            "export" | "declare" | "typeset" | "local" | "readonly"
                if argv_all[1..].iter().any(|a| a.value().is_some_and(|v| v.starts_with('-') && v.contains('n'))) =>
            {
                // `declare -n ref=x`: writing `ref` writes `x`; stop trusting what we know.
                let known: Vec<String> = st.vars.keys().cloned().collect();
                for k in known {
                    st.forget(&k);
                }
                st.namerefs = true;
            }
            "export" | "declare" | "typeset" | "local" | "readonly" => {
                for a in &argv_all[1..] {
                    match a.value.as_deref().and_then(|v| v.split_once('=')) {
                        Some((n, v)) if crate::words::is_name(n) => {
                            st.vars.insert(n.to_string(), v.to_string());
                            st.unknown_vars.retain(|x| x != n);
                        }
                        _ => {
                            if let Some(n) = a.text.split(['=', '+', '[']).next()
                                && crate::words::is_name(n)
                                && a.text.contains('=')
                            {
                                st.forget(n);
                            }
                        }
                    }
                }
            }
            "unset" => {
                for a in args.iter().flatten() {
                    if crate::words::is_name(a) {
                        st.vars.remove(a.as_str());
                    }
                }
            }
            "read" | "mapfile" | "readarray" | "getopts" | "printf"
                if name != "printf"
                    || args.first().is_some_and(|a| a.as_deref().is_some_and(|v| v.starts_with("-v"))) =>
            {
                for a in args.iter().flatten() {
                    if crate::words::is_name(a) {
                        st.forget(a);
                    }
                    // `read -ax`, `printf -vx`: a name glued to its option; forgetting a
                    // few extra names is harmless.
                    if let Some(cluster) = a.strip_prefix('-') {
                        for (i, _) in cluster.char_indices() {
                            if crate::words::is_name(&cluster[i..]) {
                                st.forget(&cluster[i..]);
                            }
                        }
                    }
                }
                if args.iter().any(Option::is_none) {
                    // `read $name`: any variable may be the one written.
                    let known: Vec<String> = st.vars.keys().cloned().collect();
                    for k in known {
                        st.forget(&k);
                    }
                }
                if name == "read" || name == "mapfile" || name == "readarray" {
                    st.forget("REPLY");
                    st.tainted.push("REPLY".into());
                    for a in args.iter().flatten() {
                        if crate::words::is_name(a) {
                            st.tainted.push(a.clone());
                        }
                        if let Some(cluster) = a.strip_prefix('-') {
                            for (i, _) in cluster.char_indices() {
                                if crate::words::is_name(&cluster[i..]) {
                                    st.tainted.push(cluster[i..].to_string());
                                }
                            }
                        }
                    }
                }
                // Literal values are known again: `read [-r] x <<< WORD`, `printf -v x FORMAT`.
                let literal_value = match (name, args.as_slice()) {
                    ("read", [Some(var)] | [Some(_), Some(var)])
                        if args.len() == 1 || args[0].as_deref() == Some("-r") =>
                    {
                        let word = inv.redirects.iter().rev().find(|r| r.fd.unwrap_or(0) == 0 && r.op == "<<<");
                        // Without `-r`, read drops backslashes: such a value is left unknown.
                        let raw = args.len() == 2;
                        word.and_then(|r| r.target.as_ref()?.value.clone())
                            .filter(|v| raw || !v.contains('\\'))
                            .map(|v| (var.clone(), v.trim_matches([' ', '\t', '\n']).to_string()))
                    }
                    ("printf", [Some(flag), Some(var), Some(format)]) if flag == "-v" && !format.contains('%') => {
                        printf_escapes(format).map(|v| (var.clone(), v))
                    }
                    _ => None,
                };
                if let Some((var, value)) = literal_value.filter(|(var, _)| crate::words::is_name(var)) {
                    st.tainted.retain(|n| *n != var);
                    st.unknown_vars.retain(|n| *n != var);
                    st.vars.insert(var, value);
                }
            }
            "source" | "." => {
                // A sourced file can change anything.
                st.cwd = Cwd::Unknown;
                let known: Vec<String> = st.vars.keys().cloned().collect();
                for k in known {
                    st.forget(&k);
                }
                st.aliases = true;
            }
            _ => {}
        }
        if defines_alias {
            let message = "defines or enables aliases: later command names may mean something else";
            self.out.invocations[index].note("opaque.alias", message, Decision::Ask);
        }
    }

    /// Finds what a wrapper, shell or `eval`-like command at `index` runs, and pushes it.
    fn expand(&mut self, index: usize, st: &mut State, ctx: &Ctx, fed: Option<String>, hops: usize) {
        if hops > 16 {
            self.out.invocations[index].note("limit.depth", "too many wrappers in a row", Decision::Ask);
            return;
        }
        let Some(name) = self.out.invocations[index].name().map(str::to_string) else { return };
        let key = command_key(&name).to_string();
        let argv = self.out.invocations[index].argv.clone();
        let span = self.out.invocations[index].span;

        if SHELLS.contains(&key.as_str()) {
            self.shell(index, &key, &argv, st, ctx, fed);
            return;
        }
        match key.as_str() {
            "eval" => {
                let text: Option<Vec<&str>> = argv[1..].iter().map(|a| a.value()).collect();
                let code: Vec<(usize, usize)> = argv[1..].iter().filter_map(|a| a.subs).collect();
                self.out.invocations[index].code_from.extend(code);
                match text {
                    Some(t) if !argv[1..].iter().any(|a| a.glob) => {
                        let script = t.join(" ");
                        // eval runs in the current shell: state changes persist.
                        self.nested_text(index, &script, "eval", st, ctx, span, true);
                    }
                    _ => self.unresolved(index, "opaque.dynamic-script", "eval of text only known at run time"),
                }
            }
            "trap" => {
                let ops: Vec<&Arg> = argv[1..].iter().filter(|a| a.value() != Some("--")).collect();
                match ops.first().map(|a| a.value()) {
                    None | Some(Some("-l" | "-p" | "-" | "")) => {}
                    Some(Some(code)) if ops.len() >= 2 => {
                        let code = code.to_string();
                        let mut copy = st.clone();
                        self.nested_text(index, &code, "trap", &mut copy, ctx, span, false);
                    }
                    Some(Some(_)) => {}
                    Some(None) => {
                        self.unresolved(index, "opaque.dynamic-script", "trap with code only known at run time")
                    }
                }
            }
            "source" | "." => {
                let target = argv.get(1);
                let code: Vec<(usize, usize)> = target.and_then(|a| a.subs).into_iter().collect();
                let inv = &mut self.out.invocations[index];
                inv.code_from.extend(code);
                if target.and_then(|a| a.value()).is_some_and(|v| v == "-" || is_stdin_path(v)) {
                    inv.runs_stdin = true;
                }
                let literal = target.and_then(|a| a.subs).and_then(|r| self.literal_output_of(r));
                if let (Some(text), Some(t)) = (literal, target) {
                    let t_span = t.span;
                    self.nested_text(index, &text, &format!("{key} <(...)"), st, ctx, t_span, true);
                    return;
                }
                self.shell_fed(index, fed, st, ctx, &key);
            }
            "find" => self.find_exec(index, &argv, st, ctx, hops),
            "ssh" => self.ssh(index, &argv, st, ctx),
            "su" => self.su(index, &argv, st, ctx),
            // `runuser -l root -c TEXT`: su's form (without `-u`).
            "runuser"
                if argv.iter().any(|a| {
                    matches!(a.value(), Some("-c" | "--command"))
                        || a.value().is_some_and(|v| v.starts_with("--command="))
                }) =>
            {
                self.su(index, &argv, st, ctx)
            }
            // fish's syntax is not bash's: its `-c` text is read as bash only where the two
            // agree on simple commands (no `(cmd)` substitution, no quotes, no `$`).
            "fish" => {
                let pos = argv.iter().position(|a| matches!(a.value(), Some("-c" | "--command")));
                match pos.map(|p| argv.get(p + 1).and_then(|a| a.value.clone())) {
                    Some(Some(text)) if !text.contains(['(', ')', '\'', '"', '$', '\\', '{', '`']) => {
                        self.nested_text(index, &text, "fish -c", st, ctx, span, false)
                    }
                    Some(_) => {
                        self.unresolved(index, "opaque.dynamic-script", "fish -c text in fish syntax we do not read")
                    }
                    None => {}
                }
            }
            // Project runners run their operands as a command (in an environment they set
            // up, and possibly with hooks of their own, which the runner's spec asks about):
            // `poetry run CMD`, `bundle exec CMD`, `mise exec TOOL -- CMD`, `conda run -n E CMD`.
            "poetry" | "pipenv" | "pdm" | "hatch" | "uv" | "rye" | "bundle" | "rbenv" | "pyenv" | "asdf" | "mise"
            | "conda" | "micromamba"
                if argv.get(1).and_then(|a| a.value()).is_some_and(|v| matches!(v, "run" | "exec")) =>
            {
                let mut i = 2;
                if let Some(dash) = argv.iter().position(|a| a.value() == Some("--")) {
                    i = dash + 1;
                } else {
                    while let Some(v) = argv.get(i).and_then(|a| a.value()) {
                        match v {
                            "-n" | "--name" | "-p" | "--prefix" | "-e" | "--env" | "--with" | "--python"
                            | "--package" => i += 2,
                            _ if v.starts_with('-') => i += 1,
                            _ => break,
                        }
                    }
                }
                if i < argv.len() {
                    let label = format!("{key} {}", argv[1].value().unwrap_or(""));
                    self.inner_argv(index, argv[i..].to_vec(), label, Vec::new(), st, ctx, hops, None, false);
                }
            }
            // `tmux new -d 'CMD'`, `screen -dm CMD ARGS`: a session that runs the command.
            "tmux"
                if argv.get(1).and_then(|a| a.value()).is_some_and(|v| {
                    matches!(
                        v,
                        "new" | "new-session" | "new-window" | "neww" | "split-window" | "splitw" | "respawn-pane"
                    )
                }) =>
            {
                // The shell command is the last operand that is not an option or its value.
                const WITH_VALUE: &[&str] = &["-s", "-n", "-c", "-t", "-x", "-y", "-e", "-F", "-f", "-l"];
                let mut i = 2;
                let mut command: Option<&Arg> = None;
                while i < argv.len() {
                    match argv[i].value() {
                        Some(v) if WITH_VALUE.contains(&v) => i += 2,
                        Some(v) if v.starts_with('-') => i += 1,
                        _ => {
                            command = Some(&argv[i]);
                            break;
                        }
                    }
                }
                match command.map(|a| a.value.clone()) {
                    Some(Some(_)) if i + 1 < argv.len() => {
                        self.inner_argv(
                            index,
                            argv[i..].to_vec(),
                            "tmux".into(),
                            Vec::new(),
                            st,
                            ctx,
                            hops,
                            None,
                            false,
                        );
                    }
                    Some(Some(text)) => self.nested_text(index, &text, "tmux", st, ctx, span, false),
                    Some(None) => {
                        self.unresolved(index, "opaque.dynamic-script", "tmux runs a command only known at run time")
                    }
                    None => {}
                }
            }
            "screen" if argv.iter().skip(1).any(|a| a.value().is_some_and(|v| v.starts_with("-d") || v == "-m")) => {
                let mut i = 1;
                while let Some(v) = argv.get(i).and_then(|a| a.value()) {
                    match v {
                        "-S" | "-c" | "-t" | "-p" | "-L" | "-Logfile" => i += 2,
                        _ if v.starts_with('-') => i += 1,
                        _ => break,
                    }
                }
                if i < argv.len() {
                    self.inner_argv(index, argv[i..].to_vec(), "screen".into(), Vec::new(), st, ctx, hops, None, false);
                }
            }
            "nix-shell" => {
                let pos = argv.iter().position(|a| matches!(a.value(), Some("--run" | "--command")));
                match pos.map(|p| argv.get(p + 1).and_then(|a| a.value.clone())) {
                    Some(Some(text)) => self.nested_text(index, &text, "nix-shell --run", st, ctx, span, false),
                    Some(None) => self.unresolved(
                        index,
                        "opaque.dynamic-script",
                        "nix-shell --run with text only known at run time",
                    ),
                    None => {}
                }
            }
            "busybox" | "toybox" if argv.len() > 1 => {
                self.inner_argv(index, argv[1..].to_vec(), "busybox".into(), Vec::new(), st, ctx, hops, fed, false);
            }
            "docker" | "podman" | "nerdctl" if argv.get(1).and_then(|a| a.value()) == Some("exec") => {
                self.container_exec(index, &argv, st, ctx, &key);
            }
            "kubectl" | "oc" if argv.get(1).and_then(|a| a.value()) == Some("exec") => {
                match argv.iter().position(|a| a.value() == Some("--")) {
                    Some(p) if p + 1 < argv.len() => {
                        let mut c = ctx.clone();
                        c.remote = true;
                        self.inner_argv(
                            index,
                            argv[p + 1..].to_vec(),
                            format!("{key} exec"),
                            Vec::new(),
                            st,
                            &c,
                            hops,
                            None,
                            true,
                        );
                    }
                    _ => self.unresolved(index, "opaque.wrapper-option", format!("{key} exec without `-- COMMAND`")),
                }
            }
            "git" => self.git_aliases(index, &argv, st, ctx),
            "script" => {
                // `-c TEXT`, also at the end of a cluster (`-qc TEXT`).
                let pos = argv.iter().position(|a| {
                    a.value().is_some_and(|v| {
                        v == "--command" || (v.starts_with('-') && !v.starts_with("--") && v.ends_with('c'))
                    })
                });
                let inline =
                    argv.iter().find_map(|a| a.value().and_then(|v| v.strip_prefix("--command=")).map(str::to_string));
                match (pos.and_then(|p| argv.get(p + 1)).map(|a| a.value.clone()), inline) {
                    (Some(Some(text)), _) | (None, Some(text)) => {
                        self.nested_text(index, &text, "script -c", st, ctx, span, false)
                    }
                    (Some(None), _) => {
                        self.unresolved(index, "opaque.dynamic-script", "script -c with text only known at run time")
                    }
                    (None, None) => {}
                }
            }
            "parallel" => self.parallel(index, &argv, st, ctx),
            "command"
                if argv[1..]
                    .iter()
                    .take_while(|a| a.value().is_some_and(|v| v.starts_with('-')))
                    .any(|a| a.value().is_some_and(|v| v.contains('v') || v.contains('V'))) => {}
            "exec" if argv.len() == 1 => {}
            _ => {
                if STDIN_INTERPRETERS.contains(&key.as_str()) || key.starts_with("python3.") {
                    self.interpreter(index, &argv, fed);
                    return;
                }
                if let Some(wrapper) = wrappers::lookup(&key) {
                    self.wrapper(index, wrapper, &argv, st, ctx, hops, fed);
                }
            }
        }
    }

    /// GNU parallel runs its command through a shell, once per argument after `:::`.
    fn parallel(&mut self, index: usize, argv: &[Arg], st: &mut State, ctx: &Ctx) {
        const WITH_VALUE: &[&str] = &[
            "-j",
            "--jobs",
            "-S",
            "--sshlogin",
            "-a",
            "--arg-file",
            "-d",
            "--delimiter",
            "-I",
            "--colsep",
            "-C",
            "--joblog",
            "--results",
            "--tmpdir",
            "--timeout",
            "-n",
            "--max-args",
            "-N",
            "--load",
            "--delay",
            "--retries",
            "--memfree",
        ];
        const WITHOUT_VALUE: &[&str] = &[
            "-k",
            "--keep-order",
            "--bar",
            "--progress",
            "-v",
            "--verbose",
            "--dry-run",
            "-0",
            "--null",
            "-q",
            "--quote",
            "--will-cite",
            "-X",
            "-m",
            "--eta",
            "--tag",
            "--line-buffer",
            "--ungroup",
            "-u",
        ];
        let mut i = 1;
        while i < argv.len() {
            match argv[i].value() {
                Some(v) if WITH_VALUE.contains(&v) => i += 2,
                Some(v) if v.starts_with('-') && v != ":::" && v != "::::" => {
                    if !WITHOUT_VALUE.contains(&v) && !v.starts_with("-j") && !v.contains('=') {
                        self.unresolved(
                            index,
                            "opaque.wrapper-option",
                            format!("`parallel` option `{v}` is not modelled"),
                        );
                        return;
                    }
                    i += 1;
                }
                _ => break,
            }
        }
        let sep = argv[i..].iter().position(|a| matches!(a.value(), Some(":::" | "::::" | ":::+"))).map(|p| p + i);
        let command = &argv[i.min(argv.len())..sep.unwrap_or(argv.len())];
        if command.is_empty() {
            return;
        }
        let args: Vec<Option<&str>> =
            sep.map(|s| argv[s + 1..].iter().map(|a| a.value()).collect()).unwrap_or_default();
        let Some(words) = command.iter().map(|a| a.value()).collect::<Option<Vec<&str>>>() else {
            self.unresolved(index, "opaque.dynamic-script", "parallel runs a command only known at run time");
            return;
        };
        let mut script = words.join(" ");
        let literal_args: Option<Vec<&str>> = args.iter().copied().collect();
        match (sep, literal_args) {
            (Some(_), Some(items)) if !items.is_empty() && items.len() <= 16 => {
                let scripts: Vec<String> = items
                    .iter()
                    .map(|it| if script.contains("{}") { script.replace("{}", it) } else { format!("{script} {it}") })
                    .collect();
                script = scripts.join("\n");
            }
            _ => self.out.invocations[index].extra_operands = true,
        }
        let span = argv[0].span;
        self.nested_text(index, &script, "parallel", st, ctx, span, false);
    }

    /// What a substitution prints, when it is one `echo`/`printf` of literal words.
    /// Do the invocations in `range` print data read at run time (file or network content),
    /// rather than counts or names? `x=$(cat f)` is data; `n=$(wc -l < f)` is a number.
    fn reads_content(&self, range: (usize, usize)) -> bool {
        const READERS: &[&str] = &[
            "cat", "head", "tail", "sed", "awk", "gawk", "grep", "cut", "tr", "jq", "yq", "curl", "wget", "sort",
            "uniq", "paste", "xargs", "nc", "strings", "base64", "xxd", "rev", "tac", "read", "dd",
        ];
        self.out.invocations.get(range.0..range.1).is_some_and(|invs| {
            invs.iter().any(|inv| {
                inv.name().is_some_and(|n| READERS.contains(&command_key(n)))
                    // `$(< file)`: the file's content.
                    || inv.argv.is_empty() && inv.redirects.iter().any(|r| r.op == "<")
            })
        })
    }

    /// Arithmetic text that names a variable holding run-time data (`read n; echo $((n))`):
    /// bash evaluates the value as an expression, and a value like `a[$(cmd)]` runs `cmd`.
    fn arith_on_data(&mut self, text: &str, st: &State, span: Span) {
        if st.tainted.is_empty() {
            return;
        }
        if let Some(name) = identifiers(text).find(|name| st.tainted.iter().any(|t| t == name)) {
            let message = format!("arithmetic on `{name}`, data read at run time: a value like `a[$(cmd)]` runs cmd");
            self.finding("opaque.arith-data", message, span);
        }
    }

    fn literal_output_of(&self, range: (usize, usize)) -> Option<String> {
        let invs = self.out.invocations.get(range.0..range.1)?;
        // `$(echo B64 | base64 -d)`: a literal piped through decoders.
        if let [first, rest @ ..] = invs
            && !rest.is_empty()
        {
            let mut text = self.literal_output_of((range.0, range.0 + 1))?;
            for (k, inv) in rest.iter().enumerate() {
                let fed_by_previous = inv.stdin_from.is_some_and(|(a, b)| (a..b).contains(&(range.0 + k)));
                let words: Vec<&str> = inv.argv.iter().map(|a| a.value()).collect::<Option<_>>()?;
                let (name, args) = words.split_first()?;
                if !fed_by_previous || !inv.via.is_empty() && inv.via != first.via {
                    return None;
                }
                text = decode_stage(name, args, Some(&text))?;
            }
            return Some(text);
        }
        let [inv] = invs else { return None };
        let words: Vec<&str> = inv.argv.iter().map(|a| a.value()).collect::<Option<_>>()?;
        match words.as_slice() {
            ["echo", rest @ ..] => {
                let rest: Vec<&str> = rest.iter().copied().skip_while(|w| matches!(*w, "-n" | "-e" | "-E")).collect();
                Some(rest.join(" "))
            }
            ["printf", format] if !format.contains(['%', '\\']) => Some(format.to_string()),
            _ => None,
        }
    }

    fn unresolved(&mut self, index: usize, code: &'static str, message: impl Into<String>) {
        let inv = &mut self.out.invocations[index];
        inv.delegation = Delegation::Unresolved;
        inv.note(code, message, Decision::Ask);
    }

    /// Pushes an inner argv run by the invocation at `index`, then expands it in turn.
    #[allow(clippy::too_many_arguments)]
    fn inner_argv(
        &mut self,
        index: usize,
        argv: Vec<Arg>,
        label: String,
        env: Vec<(String, Option<String>)>,
        st: &mut State,
        ctx: &Ctx,
        hops: usize,
        fed: Option<String>,
        remote: bool,
    ) -> usize {
        let parent = &self.out.invocations[index];
        let mut via = parent.via.clone();
        via.push(label);
        let mut inv = Invocation {
            argv,
            span: parent.span,
            via,
            // The inner command inherits the wrapper's file descriptors.
            redirects: parent.redirects.clone(),
            redirect_subs: parent.redirect_subs,
            env,
            cwd: parent.cwd.clone(),
            cwd_maybe: parent.cwd_maybe.clone(),
            stdin_from: parent.stdin_from,
            code_from: Vec::new(),
            delegation: Delegation::None,
            remote: parent.remote || remote || ctx.remote,
            extra_operands: parent.extra_operands,
            runs_stdin: false,
            notes: Vec::new(),
            is_function: false,
            runs_file: None,
        };
        if inv.name().is_none() {
            let text = inv.argv.first().map(|a| a.text.clone()).unwrap_or_default();
            inv.note(
                "opaque.dynamic-command",
                format!("command name `{text}` is only known at run time"),
                Decision::Ask,
            );
        }
        self.out.invocations[index].delegation = Delegation::Resolved;
        let at = self.push(inv);
        let inner_ctx = Ctx {
            via: self.out.invocations[at].via.clone(),
            remote: self.out.invocations[at].remote,
            stdin_from: ctx.stdin_from,
        };
        if self.out.invocations[at].name().is_some() {
            self.expand(at, st, &inner_ctx, fed, hops + 1);
        }
        at
    }

    /// Parses re-parsed shell text and walks it as commands run by the invocation at `index`.
    #[allow(clippy::too_many_arguments)]
    fn nested_text(
        &mut self,
        index: usize,
        text: &str,
        label: &str,
        st: &mut State,
        ctx: &Ctx,
        span: Span,
        same_shell: bool,
    ) {
        if self.nested >= MAX_NESTED_SHELLS {
            self.unresolved(index, "limit.depth", "shell text nested deeper than the analyser follows");
            return;
        }
        self.nested += 1;
        let script = crate::syntax::lower::lower(text, self.nested * 4, Some(span));
        let remote = self.out.invocations[index].remote;
        let mut via = self.out.invocations[index].via.clone();
        via.push(label.to_string());
        // Shell text run by `sh -c` reads the same stdin as the shell.
        let stdin_from = self.out.invocations[index].stdin_from.or(ctx.stdin_from);
        let inner = Ctx { via, remote: remote || ctx.remote, stdin_from };
        for f in &script.findings {
            let code = f.code;
            let message = format!("in text run by `{label}`: {}", f.message);
            let decision = Decision::Ask;
            self.out.invocations[index].notes.push(Reason { code, message, span, decision });
        }
        self.out.invocations[index].delegation = Delegation::Resolved;
        if same_shell {
            self.stmts(&script.stmts, st, &inner);
        } else {
            let mut copy = st.clone();
            copy.cwd = if label.starts_with("ssh") { Cwd::Known("~".into()) } else { copy.cwd };
            // A new shell has its own positional parameters.
            let digits: Vec<String> =
                copy.vars.keys().filter(|k| k.bytes().all(|b| b.is_ascii_digit())).cloned().collect();
            for d in digits {
                copy.vars.remove(&d);
            }
            if let Some(params) = self.positional.take() {
                for (n, value) in params.into_iter().enumerate() {
                    if let Some(v) = value {
                        copy.vars.insert(n.to_string(), v);
                    }
                }
            }
            self.stmts(&script.stmts, &mut copy, &inner);
        }
        self.nested -= 1;
    }

    #[allow(clippy::too_many_arguments)]
    fn wrapper(
        &mut self,
        index: usize,
        wr: &wrappers::Wrapper,
        argv: &[Arg],
        st: &mut State,
        ctx: &Ctx,
        hops: usize,
        fed: Option<String>,
    ) {
        let mut i = 1;
        let mut env = Vec::new();
        let mut positionals = wr.positionals;
        let mut split_string: Option<String> = None;
        let mut flock_command: Option<String> = None;
        let mut chdir = false;
        let mut chdir_to: Option<String> = None;
        let mut xargs_replace: Option<String> = None;
        let mut xargs_split_known = true;
        while i < argv.len() {
            let Some(a) = argv[i].value() else {
                if positionals > 0 {
                    positionals -= 1;
                    i += 1;
                    continue;
                }
                break;
            };
            if a == "--" {
                // Options end; the wrapper's own operands (`timeout -- 1 CMD`) still follow.
                i += 1 + positionals;
                break;
            }
            if positionals == 0
                && wr.assignments
                && let Some((n, v)) = a.split_once('=')
                && crate::words::is_name(n)
            {
                env.push((n.to_string(), Some(v.to_string())));
                i += 1;
                continue;
            }
            if wr.name == "nice" && a.len() > 1 && a.starts_with('-') && a[1..].parse::<i64>().is_ok() {
                // `nice -10 CMD`: the old adjustment spelling.
                i += 1;
                continue;
            }
            if wr.name == "xargs" {
                match a {
                    "-I" => xargs_replace = argv.get(i + 1).and_then(|x| x.value.clone()).or(Some("{}".into())),
                    // `-i[R]`, `--replace[=R]`: the placeholder is attached, or `{}`.
                    "-i" | "--replace" => xargs_replace = Some("{}".into()),
                    _ if a.starts_with("-i") && a.len() > 2 => xargs_replace = Some(a[2..].to_string()),
                    _ if a.starts_with("-I") && a.len() > 2 => xargs_replace = Some(a[2..].to_string()),
                    _ if a.starts_with("--replace=") => xargs_replace = Some(a["--replace=".len()..].to_string()),
                    "-0" | "--null" | "-d" | "--delimiter" | "-a" | "--arg-file" | "-E" | "-e" | "--eof" => {
                        xargs_split_known = false
                    }
                    _ => {}
                }
            }
            if a.starts_with('-') && a.len() > 1 {
                let (opt, inline) = match a.split_once('=') {
                    Some((o, v)) if o.starts_with("--") => (o, Some(v)),
                    _ => (a, None),
                };
                if wrappers::has_option(wr.with_value, opt) {
                    let value = match inline {
                        Some(v) => Some(v.to_string()),
                        None => {
                            i += 1;
                            argv.get(i).and_then(|x| x.value.clone())
                        }
                    };
                    match (wr.name, opt) {
                        ("env", "-S" | "--split-string") => split_string = value,
                        ("flock", "-c" | "--command") => flock_command = value.or(Some(String::new())),
                        ("env", "-C" | "--chdir")
                        | ("sudo", "-D" | "--chdir")
                        | ("unshare", "--wd" | "-w")
                        | ("nsenter", "-w" | "--wd") => {
                            chdir_to = value.clone();
                            chdir = true;
                        }
                        ("env", "-u" | "--unset") => env.push((value.unwrap_or_default(), None)),
                        _ => {}
                    }
                    i += 1;
                    continue;
                }
                if wrappers::has_option(wr.without_value, opt) {
                    if wr.name == "env" && (opt == "-i" || opt == "--ignore-environment" || opt == "-") {
                        env.push(("*".into(), None));
                    }
                    i += 1;
                    continue;
                }
                // A cluster of short options without values (`-in`), or ending in one with a value.
                if !a.starts_with("--") && a.len() > 2 {
                    let chars: Vec<char> = a[1..].chars().collect();
                    let mut ok = true;
                    let mut takes_next = false;
                    for (k, c) in chars.iter().enumerate() {
                        let o = format!("-{c}");
                        if wrappers::has_option(wr.without_value, &o) {
                            continue;
                        }
                        if wrappers::has_option(wr.with_value, &o) {
                            // The value is the rest of the cluster, or the next word.
                            let glued: String = chars[k + 1..].iter().collect();
                            let value = if k + 1 == chars.len() {
                                takes_next = true;
                                argv.get(i + 1).and_then(|x| x.value.clone())
                            } else {
                                Some(glued)
                            };
                            match (wr.name, c) {
                                ("env", 'S') => split_string = value.or(Some(String::new())),
                                ("flock", 'c') => flock_command = value.or(Some(String::new())),
                                ("env", 'C') | ("sudo", 'D') => {
                                    chdir_to = value;
                                    chdir = true;
                                }
                                _ => {}
                            }
                            break;
                        }
                        ok = false;
                        break;
                    }
                    if ok {
                        i += if takes_next { 2 } else { 1 };
                        continue;
                    }
                }
                if wr.name == "xargs"
                    && a.len() > 2
                    && (a.starts_with("-i") || a.starts_with("-e") || a.starts_with("-l"))
                {
                    // `-i{}`, `-eEND`, `-l5`: the attached value (the placeholder is read above).
                    i += 1;
                    continue;
                }
                self.unresolved(index, "opaque.wrapper-option", format!("`{}` option `{a}` is not modelled", wr.name));
                return;
            }
            if positionals > 0 {
                positionals -= 1;
                i += 1;
                continue;
            }
            break;
        }
        if let Some(text) = flock_command {
            self.nested_text(index, &text, "flock -c", st, ctx, argv[0].span, false);
            return;
        }
        if chdir {
            let base = self.out.invocations[index].cwd.clone();
            self.out.invocations[index].cwd = match (chdir_to, base) {
                (Some(dir), _) if dir.starts_with('/') || dir.starts_with('~') => {
                    Cwd::Known(crate::paths::normalize(&dir))
                }
                (Some(dir), Cwd::Known(b)) => Cwd::Known(crate::paths::join(&b, &dir)),
                _ => Cwd::Unknown,
            };
        }
        let mut rest: Vec<Arg> = argv[i.min(argv.len())..].to_vec();
        if let Some(s) = split_string {
            // `env -S 'a "b c"'` splits with quotes, like a shell word list: parse it as one.
            let rest_text: Option<Vec<&str>> = rest.iter().map(|a| a.value()).collect();
            match rest_text {
                Some(words) => {
                    let mut text = s.clone();
                    for w in words {
                        text.push(' ');
                        text.push_str(&shell_quote(w));
                    }
                    self.nested_text(index, &text, "env -S", st, ctx, argv[0].span, false);
                }
                None => self.unresolved(index, "opaque.dynamic-script", "env -S with words only known at run time"),
            }
            return;
        }
        if wr.inner == wrappers::Inner::ShellText {
            if rest.is_empty() {
                return;
            }
            let text: Option<Vec<&str>> = rest.iter().map(|a| a.value()).collect();
            match text {
                Some(t) => {
                    let script = t.join(" ");
                    self.nested_text(index, &script, &format!("{} sh -c", wr.label), st, ctx, argv[0].span, false);
                }
                None => self.unresolved(
                    index,
                    "opaque.dynamic-script",
                    format!("`{}` runs text only known at run time", wr.name),
                ),
            }
            return;
        }
        if rest.is_empty() {
            match wr.name {
                // `xargs` alone runs `echo`; `exec`, `command`, `env`, `time`, `nice` alone are harmless.
                "xargs" => {
                    let inner = vec![Arg::lit("echo", argv[0].span)];
                    let at = self.inner_argv(index, inner, "xargs".into(), env, st, ctx, hops, None, false);
                    self.out.invocations[at].extra_operands = true;
                }
                // `sudo -s`, `sudo -i`, `doas -s` without a command: a root shell reading stdin.
                "sudo" | "doas" | "run0"
                    if argv[1..].iter().any(|a| {
                        a.value().is_some_and(|v| {
                            v.starts_with('-') && !v.starts_with("--") && (v.contains('s') || v.contains('i'))
                        }) || matches!(a.value(), Some("--shell" | "--login"))
                    }) =>
                {
                    self.out.invocations[index].runs_stdin = true;
                    self.shell_fed(index, fed, st, ctx, &format!("{} shell", wr.name));
                }
                _ => {}
            }
            return;
        }
        let mut extra = wr.name == "xargs";
        if extra {
            // `echo / | xargs rm -rf`: when we can see the input, it gives the operands.
            if let (Some(text), true) = (&fed, xargs_split_known) {
                let items: Vec<&str> = text.split_whitespace().collect();
                if !items.is_empty() && items.len() <= 64 {
                    let span = argv[0].span;
                    match &xargs_replace {
                        Some(placeholder) => {
                            for a in rest.iter_mut() {
                                if let Some(v) = a.value.clone().filter(|v| v.contains(placeholder.as_str())) {
                                    let joined = v.replace(placeholder.as_str(), items[0]);
                                    *a = Arg::lit(&joined, a.span);
                                }
                            }
                        }
                        None => rest.extend(items.iter().map(|it| Arg::lit(it, span))),
                    }
                    extra = false;
                }
            }
        }
        if extra {
            self.out.invocations[index].extra_operands = true;
        }
        if wr.name == "xargs" && extra {
            // `xargs -I{} sh -c {}`: words with the placeholder are only known at run time.
            if let Some(placeholder) = &xargs_replace {
                for a in rest.iter_mut() {
                    if a.value().is_some_and(|v| v.contains(placeholder.as_str())) {
                        a.value = None;
                        a.shape = Some("*".into());
                        // A name from stdin: judged by what feeds it, like appended operands.
                        a.enumerated = true;
                    }
                }
            }
        }
        let fed_inner = if wr.name == "xargs" { None } else { fed };
        let at = self.inner_argv(index, rest, wr.label.to_string(), env, st, ctx, hops, fed_inner, false);
        if extra {
            self.out.invocations[at].extra_operands = true;
            // `cat f | xargs sudo`, `xargs sh -c`: the command itself comes from stdin.
            let inner = self.out.invocations[at].name().map(str::to_string).unwrap_or_default();
            if is_shell(&inner)
                || wrappers::lookup(command_key(&inner)).is_some()
                || matches!(inner.as_str(), "eval" | "source" | ".")
            {
                self.unresolved(at, "opaque.dynamic-script", format!("`xargs {inner}` runs words read from stdin"));
            }
            if self.out.invocations[at].stdin_from.is_some() {
                // xargs's command does not read the pipe; its operands come from it.
            }
        }
    }

    /// `sh -c TEXT`, `bash script.sh`, `sh` reading stdin, `bash <<EOF`.
    fn shell(&mut self, index: usize, key: &str, argv: &[Arg], st: &mut State, ctx: &Ctx, fed: Option<String>) {
        let mut i = 1;
        let mut command_mode = false;
        let mut stdin_mode = false;
        let mut noexec = false;
        let mut interactive_rc = false;
        let mut keyword = false;
        while i < argv.len() {
            let Some(a) = argv[i].value() else { break };
            if a == "--" || a == "-" {
                i += 1;
                break;
            }
            if let Some(long) = a.strip_prefix("--") {
                match long {
                    "rcfile" | "init-file" => {
                        interactive_rc = true;
                        i += 2
                    }
                    "debugger" => {
                        interactive_rc = true;
                        i += 1
                    }
                    "login" | "noprofile" | "norc" | "posix" | "restricted" | "verbose" | "noediting"
                    | "dump-strings" | "dump-po-strings" | "pretty-print" => i += 1,
                    "version" | "help" => return,
                    _ => {
                        self.unresolved(
                            index,
                            "opaque.wrapper-option",
                            format!("`{key}` option `{a}` is not modelled"),
                        );
                        return;
                    }
                }
                continue;
            }
            if (a.starts_with('-') || a.starts_with('+')) && a.len() > 1 {
                let takes_value = a.ends_with('o') || a.ends_with('O');
                let on = a.starts_with('-');
                if takes_value && argv.get(i + 1).and_then(|x| x.value()) == Some("noexec") {
                    noexec = on;
                }
                if takes_value && argv.get(i + 1).and_then(|x| x.value()) == Some("extdebug") && on {
                    interactive_rc = true;
                }
                if takes_value && argv.get(i + 1).and_then(|x| x.value()) == Some("keyword") && on {
                    keyword = true;
                }
                for c in a[1..].chars() {
                    match c {
                        'c' => command_mode = true,
                        's' => stdin_mode = true,
                        // `-n` reads without running; `+n` turns that off again.
                        'n' => noexec = on,
                        // `-i` reads ~/.bashrc first (a login shell's profile is the user's own
                        // environment, as for any command: `bash -lc` is how Codex runs everything).
                        'i' => interactive_rc = true,
                        'k' if on => keyword = true,
                        'o' | 'O' | 'l' | 'e' | 'x' | 'u' | 'v' | 'a' | 'b' | 'f' | 'h' | 'k' | 'm' | 'p' | 't'
                        | 'B' | 'C' | 'E' | 'H' | 'P' | 'T' | 'r' => {}
                        _ => {
                            self.unresolved(
                                index,
                                "opaque.wrapper-option",
                                format!("`{key}` option `{a}` is not modelled"),
                            );
                            return;
                        }
                    }
                }
                i += if takes_value { 2 } else { 1 };
                continue;
            }
            break;
        }
        // An interactive shell ignores `-n` and runs its rc file first.
        if noexec && !interactive_rc {
            return;
        }
        if interactive_rc {
            self.out.invocations[index].note(
                "exec.script",
                "an interactive shell (or --rcfile, --debugger, extdebug) runs start-up files we cannot see",
                Decision::Ask,
            );
        }
        if keyword {
            self.out.invocations[index].note(
                "opaque.env-assignment",
                "`-k` makes NAME=value anywhere in a command set the environment",
                Decision::Ask,
            );
        }
        let label = argv[0].value().map(command_key).unwrap_or(key).to_string();
        if command_mode {
            let Some(script) = argv.get(i) else {
                self.unresolved(index, "opaque.parse-error", format!("`{label} -c` without text"));
                return;
            };
            if let Some(r) = script.subs {
                self.out.invocations[index].code_from.push(r);
            }
            match script.value() {
                Some(text) if !script.glob => {
                    let text = text.to_string();
                    self.positional = Some(argv[i + 1..].iter().map(|a| a.value.clone()).collect());
                    self.nested_text(index, &text, &format!("{label} -c"), st, ctx, script.span, false);
                }
                _ => self.unresolved(
                    index,
                    "opaque.dynamic-script",
                    format!("`{label} -c` runs text only known at run time"),
                ),
            }
            return;
        }
        let reads_stdin_path = argv.get(i).and_then(|a| a.value()).is_some_and(is_stdin_path);
        if !stdin_mode && i < argv.len() && !reads_stdin_path {
            // `bash script.sh`: runs a file we cannot see; `bash <(curl ..)` is fed code.
            let script = &argv[i];
            if let Some(r) = script.subs {
                self.out.invocations[index].code_from.push(r);
                if let Some(text) = self.literal_output_of(r) {
                    self.nested_text(index, &text, &format!("{label} <(...)"), st, ctx, script.span, false);
                    return;
                }
            }
            let inv = &mut self.out.invocations[index];
            inv.delegation = Delegation::Unresolved;
            inv.runs_file = Some(script.clone());
            let text = script.text.clone();
            inv.note("exec.script", format!("runs the script `{text}`"), Decision::Ask);
            return;
        }
        self.out.invocations[index].runs_stdin = true;
        self.shell_fed(index, fed, st, ctx, &label);
    }

    /// A shell or `source` reading its script from stdin: a heredoc, a here-string or a
    /// literal pipe input we can see, else unknown code.
    fn shell_fed(&mut self, index: usize, fed: Option<String>, st: &mut State, ctx: &Ctx, label: &str) {
        let inv = &self.out.invocations[index];
        let source_like = inv.delegation == Delegation::None && matches!(inv.name(), Some("source" | "."));
        if !inv.runs_stdin {
            if source_like {
                if self.out.invocations[index].argv.len() < 2 {
                    return;
                }
                let inv = &mut self.out.invocations[index];
                inv.delegation = Delegation::Unresolved;
                inv.runs_file = Some(inv.argv[1].clone());
                let text = inv.argv[1].text.clone();
                inv.note("exec.script", format!("runs the script `{text}` in this shell"), Decision::Ask);
            }
            return;
        }
        // The last stdin redirect wins.
        let from_redirect = inv
            .redirects
            .iter()
            .rev()
            .find(|r| r.fd.unwrap_or(0) == 0 && matches!(r.op, "<<" | "<<-" | "<<<" | "<"))
            .cloned();
        let span = inv.span;
        match from_redirect {
            Some(r) if r.op == "<" => {
                let inv = &mut self.out.invocations[index];
                if let Some(range) = inv.redirect_subs {
                    inv.code_from.push(range);
                }
                inv.delegation = Delegation::Unresolved;
                let text = r.target.as_ref().map(|t| t.text.clone()).unwrap_or_default();
                inv.note("exec.script", format!("runs the script read from `{text}`"), Decision::Ask);
            }
            Some(r) if r.op == "<<<" => {
                let target = r.target.clone();
                // The here-string's substitutions are walked with the redirects.
                if let Some(range) = target.as_ref().and_then(|t| t.subs).or(self.out.invocations[index].redirect_subs)
                {
                    self.out.invocations[index].code_from.push(range);
                }
                match target.as_ref().and_then(|t| t.value.clone()) {
                    Some(text) => self.nested_text(index, &text, &format!("{label} <<<"), st, ctx, span, false),
                    None => self.unresolved(
                        index,
                        "opaque.dynamic-script",
                        format!("`{label}` runs a here-string only known at run time"),
                    ),
                }
            }
            Some(_) => {
                if let Some(range) = self.out.invocations[index].redirect_subs {
                    self.out.invocations[index].code_from.push(range);
                }
                let text = self.heredoc_text_for(index);
                match text {
                    Some(text) => self.nested_text(index, &text, &format!("{label} <<"), st, ctx, span, false),
                    None => self.unresolved(
                        index,
                        "opaque.shell-stdin",
                        format!("`{label}` runs a heredoc we could not read"),
                    ),
                }
            }
            None => match fed {
                Some(text) => self.nested_text(index, &text, &format!("{label} |"), st, ctx, span, false),
                None => {
                    let piped = self.out.invocations[index].stdin_from.is_some();
                    let msg = if piped {
                        format!("`{label}` runs code read from a pipe")
                    } else {
                        format!("`{label}` runs code read from stdin")
                    };
                    self.unresolved(index, "opaque.shell-stdin", msg);
                }
            },
        }
    }

    fn heredoc_text_for(&self, index: usize) -> Option<String> {
        let inv = &self.out.invocations[index];
        inv.redirects
            .iter()
            .rev()
            .find(|r| r.fd.unwrap_or(0) == 0 && r.heredoc.is_some())
            .and_then(|r| r.heredoc.clone())
    }

    fn interpreter(&mut self, index: usize, argv: &[Arg], fed: Option<String>) {
        // `python3 -` or `python3` with no script operand reads its program from stdin.
        let operands: Vec<&Arg> =
            argv[1..].iter().filter(|a| !a.value().is_some_and(|v| v.starts_with('-') && v != "-")).collect();
        let inline_code = argv[1..]
            .iter()
            .any(|a| matches!(a.value(), Some("-c" | "-e" | "-E" | "-r" | "--eval" | "-p" | "--print" | "-m")));
        let inv = &mut self.out.invocations[index];
        for a in &argv[1..] {
            if let Some(r) = a.subs {
                inv.code_from.push(r);
            }
        }
        if !inline_code && !operands.is_empty() && operands[0].value() != Some("-") {
            inv.runs_file = Some(operands[0].clone());
        }
        if !inline_code && (operands.is_empty() || operands[0].value() == Some("-")) {
            let has_stdin_redirect = inv.redirects.iter().any(|r| r.fd.unwrap_or(0) == 0 && r.access == Access::Read);
            if inv.stdin_from.is_some() || has_stdin_redirect || fed.is_some() {
                inv.runs_stdin = true;
            }
        }
    }

    fn find_exec(&mut self, index: usize, argv: &[Arg], st: &mut State, ctx: &Ctx, hops: usize) {
        let mut i = 1;
        while i < argv.len() {
            let action = argv[i].value().unwrap_or("");
            if matches!(action, "-exec" | "-execdir" | "-ok" | "-okdir") {
                let start = i + 1;
                let mut end = start;
                while end < argv.len() && !matches!(argv[end].value(), Some(";" | "+")) {
                    end += 1;
                }
                if end >= argv.len() {
                    self.unresolved(
                        index,
                        "opaque.wrapper-option",
                        format!("find {action} without `;` or `+`: find refuses to run it"),
                    );
                    return;
                }
                if end > start {
                    let mut inner = argv[start..end].to_vec();
                    // `{}` is a file name found at run time (it may be `a;rm -rf ~`).
                    for a in inner.iter_mut().skip(1) {
                        if a.value().is_some_and(|v| v.contains("{}")) {
                            a.value = None;
                            a.shape = Some("*".into());
                            // Judged by what the `find` names (`secret_operands_from_input`).
                            a.enumerated = true;
                        }
                    }
                    let at =
                        self.inner_argv(index, inner, format!("find {action}"), Vec::new(), st, ctx, hops, None, false);
                    self.out.invocations[at].extra_operands = true;
                    if action.ends_with("dir") {
                        self.out.invocations[at].cwd = Cwd::Unknown;
                    }
                }
                i = end + 1;
                continue;
            }
            i += 1;
        }
    }

    fn ssh(&mut self, index: usize, argv: &[Arg], st: &mut State, ctx: &Ctx) {
        const WITH_VALUE: &str = "bcDEeFIiJLlmOopQRSWwB";
        let mut i = 1;
        while i < argv.len() {
            let Some(a) = argv[i].value() else { break };
            if a == "--" {
                i += 1;
                break;
            }
            if !a.starts_with('-') || a.len() < 2 {
                break;
            }
            let chars: Vec<char> = a[1..].chars().collect();
            let mut skip_next = false;
            for (k, c) in chars.iter().enumerate() {
                if WITH_VALUE.contains(*c) {
                    skip_next = k + 1 == chars.len();
                    break;
                }
            }
            i += if skip_next { 2 } else { 1 };
        }
        let Some(host) = argv.get(i) else { return };
        let host_text = host.text.clone();
        let rest = &argv[i + 1..];
        if rest.is_empty() {
            return;
        }
        let text: Option<Vec<&str>> = rest.iter().map(|a| a.value()).collect();
        let mut c = ctx.clone();
        c.remote = true;
        self.out.invocations[index].remote = false;
        match text {
            Some(t) => {
                let script = t.join(" ");
                self.out.invocations[index].remote = true;
                self.nested_text(index, &script, &format!("ssh {host_text}"), st, &c, argv[0].span, false);
                self.out.invocations[index].remote = false;
            }
            None => self.unresolved(index, "opaque.dynamic-script", "ssh runs remote text only known at run time"),
        }
    }

    fn su(&mut self, index: usize, argv: &[Arg], st: &mut State, ctx: &Ctx) {
        let mut i = 1;
        while i < argv.len() {
            match argv[i].value() {
                Some("-c" | "--command" | "--session-command") => {
                    match argv.get(i + 1).and_then(|a| a.value.clone()) {
                        Some(text) => self.nested_text(index, &text, "su -c", st, ctx, argv[0].span, false),
                        None => {
                            self.unresolved(index, "opaque.dynamic-script", "su -c with text only known at run time")
                        }
                    }
                    return;
                }
                Some(v) if v.starts_with("--command=") => {
                    let text = v["--command=".len()..].to_string();
                    self.nested_text(index, &text, "su -c", st, ctx, argv[0].span, false);
                    return;
                }
                _ => i += 1,
            }
        }
    }

    fn container_exec(&mut self, index: usize, argv: &[Arg], st: &mut State, ctx: &Ctx, key: &str) {
        const WITH_VALUE: &[&str] = &["-e", "--env", "--env-file", "-u", "--user", "-w", "--workdir", "--detach-keys"];
        let mut i = 2;
        while i < argv.len() {
            let Some(a) = argv[i].value() else { break };
            if !a.starts_with('-') {
                break;
            }
            i += if WITH_VALUE.contains(&a) { 2 } else { 1 };
        }
        // argv[i] is the container; the command follows.
        if i + 1 < argv.len() {
            let mut c = ctx.clone();
            c.remote = true;
            self.inner_argv(index, argv[i + 1..].to_vec(), format!("{key} exec"), Vec::new(), st, &c, 0, None, true);
        }
    }

    /// `git -c alias.x='!sh text' x`: the alias text is shell text.
    fn git_aliases(&mut self, index: usize, argv: &[Arg], st: &mut State, ctx: &Ctx) {
        let mut i = 1;
        while i + 1 < argv.len() {
            if argv[i].value() == Some("-c") {
                if let Some(v) = argv[i + 1].value()
                    && let Some((key, value)) = v.split_once('=')
                    && key.to_ascii_lowercase().starts_with("alias.")
                    && let Some(text) = value.strip_prefix('!')
                {
                    let text = text.to_string();
                    self.nested_text(index, &text, "git alias", st, ctx, argv[i + 1].span, false);
                }
                i += 2;
                continue;
            }
            i += 1;
        }
    }
}

impl Cwd {
    fn relative_to_start(self) -> Cwd {
        match self {
            Cwd::Known(p) => Cwd::Known(crate::paths::normalize(&p)),
            other => other,
        }
    }
}

/// What a stage prints that a following `sh` would run: `cat <<EOF`, `echo TEXT`, `printf TEXT`.
fn literal_output(stage: &Stmt, input: Option<&str>) -> Option<String> {
    let Cmd::Simple(simple) = &stage.cmd else { return None };
    let name = simple.words.first()?.literal()?;
    let args: Vec<String> = simple.words[1..].iter().map(|w| w.literal()).collect::<Option<_>>()?;
    if let Some(decoded) = decode_stage(&name, &args, input) {
        return Some(decoded);
    }
    match name.as_str() {
        "cat" if args.is_empty() || args == ["-"] => {
            let r = stage
                .redirects
                .iter()
                .rev()
                .find(|r| r.fd.unwrap_or(0) == 0 && matches!(r.op, "<<" | "<<-" | "<<<"))?;
            if let Some(h) = &r.heredoc {
                return Some(h.text.clone());
            }
            r.target.as_ref()?.literal()
        }
        "echo" => {
            let args: Vec<&String> = args.iter().skip_while(|a| matches!(a.as_str(), "-n" | "-e" | "-E")).collect();
            Some(args.iter().map(|s| s.as_str()).collect::<Vec<_>>().join(" "))
        }
        "printf" if args.len() == 1 && !args[0].contains('%') => printf_escapes(&args[0]),
        _ => None,
    }
}

/// `printf '/\n'`: a format with only `\n`, `\t` and `\\` escapes (and no `%`) prints this.
fn printf_escapes(format: &str) -> Option<String> {
    let mut out = String::with_capacity(format.len());
    let mut chars = format.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next()? {
            'n' => out.push('\n'),
            't' => out.push('\t'),
            '\\' => out.push('\\'),
            // `\x72`, `\162`: bytes by number (ASCII only; anything else is not decoded).
            'x' => {
                let hex: String = chars.clone().take(2).take_while(char::is_ascii_hexdigit).collect();
                let byte = u8::from_str_radix(&hex, 16).ok().filter(u8::is_ascii)?;
                chars.nth(hex.len() - 1);
                out.push(char::from(byte));
            }
            d @ '0'..='7' => {
                let rest: String = chars.clone().take(2).take_while(|c| ('0'..='7').contains(c)).collect();
                let byte = u8::from_str_radix(&format!("{d}{rest}"), 8).ok().filter(u8::is_ascii)?;
                if !rest.is_empty() {
                    chars.nth(rest.len() - 1);
                }
                out.push(char::from(byte));
            }
            _ => return None,
        }
    }
    Some(out)
}

/// The literal text a command reads on stdin from its own here-string or heredoc.
fn literal_stdin(redirects: &[Redirect]) -> Option<String> {
    let r = redirects.iter().rev().find(|r| r.fd.unwrap_or(0) == 0 && matches!(r.op, "<<" | "<<-" | "<<<"))?;
    match (&r.heredoc, r.op) {
        (Some(h), _) if h.subs.is_empty() => Some(h.text.clone()),
        (None, "<<<") => r.target.as_ref()?.literal().map(|t| format!("{t}\n")),
        _ => None,
    }
}

/// Decoders of static text: `echo cm0gLXJmIC8K | base64 -d | sh` runs `rm -rf /`.
fn decode_stage(name: &str, args: &[impl AsRef<str>], input: Option<&str>) -> Option<String> {
    let flags: Vec<&str> = args.iter().map(AsRef::as_ref).collect();
    match name {
        "base64" | "gbase64" if matches!(flags.as_slice(), ["-d" | "--decode" | "-D"]) => {
            crate::words::decode_base64(input?)
        }
        "xxd" if matches!(flags.as_slice(), ["-r", "-p"] | ["-r", "-ps"] | ["-rp"] | ["-p", "-r"] | ["-ps", "-r"]) => {
            crate::words::decode_hex(input?)
        }
        "openssl"
            if matches!(flags.as_slice(), ["base64", "-d"] | ["enc", "-d", "-base64"] | ["enc", "-base64", "-d"]) =>
        {
            crate::words::decode_base64(input?)
        }
        // `tr 'A-Za-z' 'N-ZA-Mn-za-m'`: rot13.
        "tr" if matches!(flags.as_slice(), ["A-Za-z", "N-ZA-Mn-za-m"] | ["a-zA-Z", "n-za-mN-ZA-M"]) => Some(
            input?
                .chars()
                .map(|c| match c {
                    'a'..='z' => char::from((c as u8 - b'a' + 13) % 26 + b'a'),
                    'A'..='Z' => char::from((c as u8 - b'A' + 13) % 26 + b'A'),
                    _ => c,
                })
                .collect(),
        ),
        "rev" if flags.is_empty() => {
            Some(input?.lines().map(|l| l.chars().rev().collect::<String>()).collect::<Vec<_>>().join("\n"))
        }
        _ => None,
    }
}

/// Arithmetic text that may assign (`=` other than a comparison, `++`, `--`): every name in
/// it is forgotten (more than needed, never less).
fn forget_arith_assignments(text: &str, st: &mut State) {
    let bytes = text.as_bytes();
    // `=` compares in `==`, `!=`, `<=`, `>=`; it assigns alone and in `+=`, `<<=`, `>>=`, ...
    let compares = |i: usize| {
        let prev = |k: usize| i.checked_sub(k).map(|j| bytes[j]);
        bytes.get(i + 1) == Some(&b'=')
            || matches!(prev(1), Some(b'=' | b'!'))
            || matches!(prev(1), Some(c @ (b'<' | b'>')) if prev(2) != Some(c))
    };
    let assigns =
        text.contains("++") || text.contains("--") || bytes.iter().enumerate().any(|(i, &b)| b == b'=' && !compares(i));
    if !assigns {
        return;
    }
    let names: Vec<&str> = identifiers(text).filter(|n| crate::words::is_name(n)).collect();
    for name in names {
        st.forget(name);
    }
}

/// The runs of letters, digits and `_` in arithmetic text (names, and numbers callers skip).
fn identifiers(text: &str) -> impl Iterator<Item = &str> {
    text.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_')).filter(|w| !w.is_empty())
}

/// Forgets the variables and directory a body may change (for loops and functions).
fn forget_mutations(body: &[Stmt], st: &mut State) {
    fn visit(stmt: &Stmt, st: &mut State, depth: usize) {
        if depth > 64 {
            st.cwd = Cwd::Unknown;
            return;
        }
        match &stmt.cmd {
            Cmd::Simple(s) => {
                if s.words.is_empty() {
                    for a in &s.assigns {
                        st.forget(&a.name);
                    }
                }
                if let Some(name) = s.words.first().and_then(|w| w.literal()) {
                    match name.as_str() {
                        "cd" | "pushd" | "popd" | "source" | "." | "eval" => st.cwd = Cwd::Unknown,
                        "export" | "declare" | "typeset" | "local" | "readonly" | "read" | "unset" => {
                            for w in &s.words[1..] {
                                if let Some(n) = w.source.split(['=', '+', '[']).next()
                                    && crate::words::is_name(n)
                                {
                                    st.forget(n);
                                }
                            }
                        }
                        _ => {}
                    }
                }
                if s.words.first().and_then(|w| w.literal()).is_none() && !s.words.is_empty() {
                    st.cwd = Cwd::Unknown;
                }
            }
            Cmd::Pipeline(v) | Cmd::Subshell(v) | Cmd::Group(v) => v.iter().for_each(|s| visit(s, st, depth + 1)),
            Cmd::List(items) => items.iter().for_each(|(_, s)| visit(s, st, depth + 1)),
            Cmd::Compound { bodies, .. } => bodies.iter().flatten().for_each(|s| visit(s, st, depth + 1)),
            Cmd::Function { body, .. } => visit(body, st, depth + 1),
            Cmd::Empty => {}
        }
    }
    for s in body {
        visit(s, st, 0);
    }
}

/// `:(){ :|:& };:`: a function whose body runs itself in a pipeline or in the background.
fn is_fork_bomb(name: &str, body: &Stmt) -> bool {
    fn calls(stmt: &Stmt, name: &str, multiplied: bool, depth: usize) -> bool {
        if depth > 32 {
            return false;
        }
        let multiplied = multiplied || stmt.background;
        match &stmt.cmd {
            Cmd::Simple(s) => {
                multiplied
                    && s.words.first().is_some_and(|w| {
                        w.literal().is_some_and(|n| n == name)
                            || matches!(w.source.trim_matches('"'), "$FUNCNAME" | "${FUNCNAME}" | "${FUNCNAME[0]}")
                    })
            }
            Cmd::Pipeline(stages) => stages.iter().any(|s| calls(s, name, true, depth + 1)),
            Cmd::List(items) => items.iter().any(|(_, s)| calls(s, name, multiplied, depth + 1)),
            Cmd::Subshell(v) | Cmd::Group(v) => v.iter().any(|s| calls(s, name, multiplied, depth + 1)),
            Cmd::Compound { bodies, .. } => bodies.iter().flatten().any(|s| calls(s, name, true, depth + 1)),
            _ => false,
        }
    }
    calls(body, name, false, 0)
}
