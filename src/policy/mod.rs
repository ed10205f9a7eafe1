//! policy: user rules over the classified invocations (DESIGN §8, a contract).
//!
//! One engine, one order: rules are tried **deny → ask → allow**, the first match in that
//! fixed tier order decides a facet; a deny can never be overridden. A rule is
//!
//! * `bash(GLOB)`: the command text of each resolved invocation (see [`canon`]: wrappers and
//!   nested shells are already unwrapped, `git -C dir push` has the canonical form
//!   `git push`); a trailing `:*` (`bash(npm test:*)`) is a word-bounded prefix;
//! * `read(GLOB)` / `write(GLOB)`: each path read, or written, deleted or re-permissioned,
//!   redirects and argv alike, after lexical normalisation (`sub/../.env` is `.env`);
//! * `domain(GLOB)`: each host reached;
//! * `*`: every facet of every invocation.
//!
//! Tool names are case-insensitive (`Bash(...)`). An invocation is allowed only when every
//! **facet** passes: its command, each path, each host. A facet with no matching rule falls
//! back to the built-in default (the knowledge base, the path class, the network default),
//! adjustable per effect class in `[defaults]`. Allow rules and allow defaults lift the
//! built-in reasons of the facets they pass, but never a floor ([`crate::reasons::is_floor`]:
//! `opaque.*`, `limit.*`, built-in denies). Policy files are read by [`mod@file`]; harness
//! settings are translated by [`import`]. `docs/policy.md` is the user documentation.

pub mod canon;
pub mod file;
pub mod glob;
pub mod import;

pub use file::{LoadOptions, PolicyError};
pub use glob::PathGlob;

use crate::classify::Outcome;
use crate::paths::Workspace;
use crate::report::Decision;
use crate::resolve::Invocation;
use std::fmt;

/// A rule's tier. Ordered as evaluated.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Tier {
    Deny,
    Ask,
    Allow,
}

impl Tier {
    pub fn as_str(self) -> &'static str {
        match self {
            Tier::Deny => "deny",
            Tier::Ask => "ask",
            Tier::Allow => "allow",
        }
    }
    pub fn decision(self) -> Decision {
        match self {
            Tier::Deny => Decision::Deny,
            Tier::Ask => Decision::Ask,
            Tier::Allow => Decision::Allow,
        }
    }
}

/// What a rule is about.
#[derive(Debug, Clone)]
pub enum Subject {
    /// `bash(GLOB)`: command text.
    Command(String),
    /// `read(GLOB)`.
    Read(PathGlob),
    /// `write(GLOB)` (also `edit(...)`): writes, deletes, permission changes.
    Write(PathGlob),
    /// `domain(GLOB)`: hosts, case-insensitive.
    Domain(String),
    /// `*`: everything.
    Any,
}

/// Where a rule or setting came from, for `explain`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Origin {
    /// The file as shown (home shortened to `~`).
    pub file: String,
    pub line: Option<usize>,
}

impl fmt::Display for Origin {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.line {
            Some(line) => write!(f, "{}:{}", self.file, line),
            None => write!(f, "{}", self.file),
        }
    }
}

/// One rule.
#[derive(Debug, Clone)]
pub struct Rule {
    pub tier: Tier,
    pub subject: Subject,
    /// As written (`bash(git push*)`, or the imported harness rule).
    pub text: String,
    pub origin: Origin,
}

impl Rule {
    /// `file:line: deny bash(git push*)`.
    pub fn describe(&self) -> String {
        format!("{}: {} {}", self.origin, self.tier.as_str(), self.text)
    }
}

/// `shanalyze policy import --from KIND FILE`: a harness's settings translated into a
/// policy file (TOML), with what was skipped as comments. `kind` is `claude` or `opencode`.
pub fn import_to_toml(kind: &str, path: &std::path::Path, home: Option<&str>) -> Result<String, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let imported = match kind {
        "claude" => import::claude(&text, path, home),
        "opencode" => import::opencode(&text, home),
        other => return Err(format!("unknown harness `{other}` (expected claude or opencode)")),
    }
    .map_err(|e| format!("{}: {e}", path.display()))?;
    let mut out = format!("# Translated from {} ({kind}) by `shanalyze policy import`.\n", path.display());
    out.push_str(&imported.to_toml());
    // What we print must load: check it the way a policy file is checked.
    Policy::from_toml(&out, std::path::Path::new("<import>"), home)
        .map_err(|e| format!("translation does not load: {e}"))?;
    Ok(out)
}

/// Parses one rule's text (`bash(git push*)`, `Read(.env*)`, `domain(*.github.com)`, `*`).
pub fn parse_subject(text: &str, home: Option<&str>) -> Result<Subject, String> {
    let t = text.trim();
    if t.is_empty() {
        return Err("empty rule".into());
    }
    if t == "*" {
        return Ok(Subject::Any);
    }
    let (tool, inner) = match t.find('(') {
        Some(open) => {
            let Some(inner) = t[open + 1..].strip_suffix(')') else {
                return Err(format!("rule `{t}`: missing `)` at the end"));
            };
            (&t[..open], Some(inner))
        }
        None => (t, None),
    };
    let tool = tool.trim().to_ascii_lowercase();
    if let Some(inner) = inner
        && inner.trim().is_empty()
    {
        return Err(format!("rule `{t}`: empty pattern"));
    }
    let path = |default: &str| PathGlob::new(inner.unwrap_or(default), home).map_err(|e| format!("rule `{t}`: {e}"));
    match tool.as_str() {
        "bash" | "shell" => Ok(Subject::Command(inner.unwrap_or("*").trim().to_string())),
        "read" => path("**").map(Subject::Read),
        "write" | "edit" => path("**").map(Subject::Write),
        "domain" => {
            let d = inner.unwrap_or("*").trim();
            let d = d.strip_prefix("domain:").unwrap_or(d);
            if d.contains('/') || d.contains(' ') {
                return Err(format!("rule `{t}`: a domain pattern is a host name, not a URL"));
            }
            Ok(Subject::Domain(d.to_ascii_lowercase()))
        }
        "" => Err(format!("rule `{t}`: no tool name before `(`")),
        other => Err(format!("rule `{t}`: unknown tool `{other}` (expected bash, read, write, edit, domain, or `*`)")),
    }
}

/// Does a `bash(...)` glob match one command text?
pub fn command_match(glob: &str, text: &str) -> bool {
    if let Some(prefix) = glob.strip_suffix(":*") {
        // Claude Code's word-bounded prefix: `npm test:*` is `npm test` or `npm test ...`.
        return glob::text_match(prefix, text, false) || glob::text_match(&format!("{prefix} *"), text, false);
    }
    if let Some(prefix) = glob.strip_suffix(" *")
        && glob::text_match(prefix, text, false)
    {
        // `ls *` also matches a bare `ls`.
        return true;
    }
    glob::text_match(glob, text, false)
}

/// Could a `bash(...)` glob match the command once its run-time words are known?
pub fn command_may_match(glob: &str, template: &[glob::Tok]) -> bool {
    if let Some(prefix) = glob.strip_suffix(":*") {
        return glob::may_match(prefix, template) || glob::may_match(&format!("{prefix} *"), template);
    }
    if let Some(prefix) = glob.strip_suffix(" *")
        && glob::may_match(prefix, template)
    {
        return true;
    }
    glob::may_match(glob, template)
}

/// A `[defaults]` entry: a decision for a facet no rule matched.
#[derive(Debug, Clone)]
pub struct Default {
    pub decision: Decision,
    pub origin: Origin,
}

/// `[defaults]`, per effect class. `None` keeps the built-in default.
#[derive(Debug, Clone, Default)]
pub struct Defaults {
    /// Command facet with no matching rule (built-in: the knowledge base).
    pub command: Option<Default>,
    /// Reads of ordinary paths (built-in: allow).
    pub read: Option<Default>,
    /// Reads of secrets (built-in: ask).
    pub secret: Option<Default>,
    /// Writes, deletes, permission changes in the workspace, extra roots and temp (built-in: ask).
    pub write: Option<Default>,
    /// Writes outside the workspace (built-in: ask).
    pub outside: Option<Default>,
    /// Writes to protected paths: persistence, secrets, system, unknown (built-in: ask; ask or deny only).
    pub protected: Option<Default>,
    /// Hosts no domain rule matched (built-in: ask; sensitive hosts always ask at least).
    pub network: Option<Default>,
}

impl Defaults {
    pub const KEYS: &'static [&'static str] =
        &["command", "read", "secret", "write", "outside", "protected", "network"];

    pub fn get(&self, key: &str) -> Option<&Default> {
        match key {
            "command" => self.command.as_ref(),
            "read" => self.read.as_ref(),
            "secret" => self.secret.as_ref(),
            "write" => self.write.as_ref(),
            "outside" => self.outside.as_ref(),
            "protected" => self.protected.as_ref(),
            "network" => self.network.as_ref(),
            _ => None,
        }
    }
    pub fn slot(&mut self, key: &str) -> Option<&mut Option<Default>> {
        match key {
            "command" => Some(&mut self.command),
            "read" => Some(&mut self.read),
            "secret" => Some(&mut self.secret),
            "write" => Some(&mut self.write),
            "outside" => Some(&mut self.outside),
            "protected" => Some(&mut self.protected),
            "network" => Some(&mut self.network),
            _ => None,
        }
    }
    /// The built-in decision of a key (what `None` means).
    pub fn builtin(key: &str) -> Decision {
        match key {
            "read" => Decision::Allow,
            _ => Decision::Ask,
        }
    }
}

/// The user's rules and settings, merged from every file that applies.
#[derive(Debug, Clone, Default)]
pub struct Policy {
    /// Sorted by tier (stable: file order within a tier).
    rules: Vec<Rule>,
    /// Some rule is `bash(...)` or `*`.
    command_rules: bool,
    pub defaults: Defaults,
    /// `[paths] protected`: writes there are judged as protected paths.
    pub protected: Vec<(PathGlob, Origin)>,
    /// `[paths] secret`: reads there are judged as secrets, writes as protected.
    pub secret: Vec<(PathGlob, Origin)>,
    /// `[paths] extra_roots`, absolute, `~` expanded.
    pub extra_roots: Vec<String>,
    /// `[trust] workspaces` (user config only).
    pub trust: Vec<PathGlob>,
    /// Files read, in order.
    pub sources: Vec<String>,
    /// Entries dropped (an untrusted workspace file tried to loosen) and import notes.
    pub warnings: Vec<String>,
}

impl Policy {
    pub fn new() -> Policy {
        Policy::default()
    }

    /// Parses one policy file's text as the user's own (everything applies).
    pub fn from_toml(text: &str, file: &std::path::Path, home: Option<&str>) -> Result<Policy, PolicyError> {
        let mut p = Policy::new();
        file::parse_into(&mut p, text, file, home, file::Trust::User)?;
        Ok(p)
    }

    /// A policy that asks for everything, naming why: what a hook uses when the policy
    /// cannot be read, so a broken policy never grants.
    pub fn fail_closed(error: &PolicyError) -> Policy {
        let mut p = Policy::new();
        let origin = Origin { file: format!("policy error: {error}"), line: None };
        p.push_rule(Rule { tier: Tier::Ask, subject: Subject::Any, text: "*".into(), origin });
        p.warnings.push(error.to_string());
        p
    }

    /// A readable listing of what applies and where each entry came from
    /// (`shanalyze policy show`).
    pub fn summary(&self) -> String {
        let mut out = String::new();
        if self.sources.is_empty() {
            out.push_str("no policy file applies: built-in defaults only\n");
        }
        for s in &self.sources {
            out.push_str(&format!("file: {s}\n"));
        }
        for r in &self.rules {
            out.push_str(&format!("{:<5} {}    ({})\n", r.tier.as_str(), r.text, r.origin));
        }
        for key in Defaults::KEYS {
            if let Some(d) = self.defaults.get(key) {
                out.push_str(&format!("[defaults] {key} = \"{}\"    ({})\n", d.decision.as_str(), d.origin));
            }
        }
        for (g, o) in &self.protected {
            out.push_str(&format!("[paths] protected {}    ({o})\n", g.source));
        }
        for (g, o) in &self.secret {
            out.push_str(&format!("[paths] secret {}    ({o})\n", g.source));
        }
        for r in &self.extra_roots {
            out.push_str(&format!("[paths] extra root {r}\n"));
        }
        for t in &self.trust {
            out.push_str(&format!("[trust] workspace {}\n", t.source));
        }
        for w in &self.warnings {
            out.push_str(&format!("warning: {w}\n"));
        }
        out
    }

    /// No rules, no defaults, no paths: applying it would change nothing.
    pub fn is_empty(&self) -> bool {
        self.rules.is_empty()
            && Defaults::KEYS.iter().all(|k| self.defaults.get(k).is_none())
            && self.protected.is_empty()
            && self.secret.is_empty()
            && self.extra_roots.is_empty()
    }

    pub fn rules(&self) -> &[Rule] {
        &self.rules
    }

    /// Adds a rule (kept in tier order).
    pub fn push_rule(&mut self, rule: Rule) {
        self.command_rules |= matches!(rule.subject, Subject::Command(_) | Subject::Any);
        let at = self.rules.iter().position(|r| r.tier > rule.tier).unwrap_or(self.rules.len());
        self.rules.insert(at, rule);
    }

    /// Parses and adds a rule from text.
    pub fn add_rule(&mut self, tier: Tier, text: &str, origin: Origin, home: Option<&str>) -> Result<(), String> {
        let subject = parse_subject(text, home)?;
        self.push_rule(Rule { tier, subject, text: text.trim().to_string(), origin });
        Ok(())
    }

    /// The first rule, in tier order, that `pred` accepts.
    fn first_match(&self, mut pred: impl FnMut(&Rule) -> bool) -> Option<&Rule> {
        self.rules.iter().find(|r| pred(r))
    }

    /// Applies the policy to classified invocations; returns the deciding rule per invocation.
    pub fn apply(&self, invocations: &[Invocation], outcomes: &mut [Outcome], ws: &Workspace) -> Vec<Option<String>> {
        invocations.iter().zip(outcomes.iter_mut()).map(|(inv, out)| self.apply_one(inv, out, ws)).collect()
    }

    fn apply_one(&self, inv: &Invocation, out: &mut Outcome, ws: &Workspace) -> Option<String> {
        let home = ws.home.as_deref();
        // Relative path patterns are anchored at the workspace root and extra roots; deny and
        // ask patterns also at the start directory, so they reach at least as far.
        let roots: Vec<&str> =
            ws.root.iter().chain(ws.cwd.iter()).chain(ws.extra_roots.iter()).map(|s| s.as_str()).collect();
        let allow_roots: Vec<&str> = ws
            .root
            .iter()
            .chain(ws.root.is_none().then_some(()).and(ws.cwd.as_ref()))
            .chain(ws.extra_roots.iter())
            .map(|s| s.as_str())
            .collect();
        let anchor = |r: &Rule| if r.tier == Tier::Allow { &allow_roots } else { &roots };
        let span = inv.span;
        let mut facets: Vec<Facet> = Vec::new();

        // The command (its forms cost knowledge lookups: skipped when nothing could match).
        let forms = if self.command_rules || self.defaults.command.is_some() { canon::forms(inv) } else { None };
        let cmd_index = forms.as_ref().map(|f| {
            let hit = self.first_match(|r| match &r.subject {
                Subject::Command(g) => {
                    command_match(g, &f.written)
                        || (r.tier != Tier::Allow && f.strict_extra.iter().any(|t| command_match(g, t)))
                }
                Subject::Any => true,
                _ => false,
            });
            let mut facet = Facet::new(
                format!("command `{}`", short(&f.written)),
                hit,
                self.defaults.command.as_ref(),
                Decision::Ask,
                "command",
            );
            // The command's built-in default is the knowledge base's answer: any `[defaults]
            // command` other than allow is a policy decision of its own.
            facet.tightened = facet.default.is_some_and(|d| d.decision > Decision::Allow);
            // A word known only at run time could turn the command into one a deny or ask
            // rule names (`git $X`): ask.
            if let Some(t) = &f.template {
                let maybe = self.first_match(|r| {
                    r.tier != Tier::Allow && matches!(&r.subject, Subject::Command(g) if command_may_match(g, t))
                });
                facet.maybe_stricter(maybe, hit);
            }
            facets.push(facet);
            facets.len() - 1
        });

        // Each path.
        let mut path_index: Vec<usize> = Vec::with_capacity(out.paths.len());
        for p in &out.paths {
            let read = p.access == "read";
            if p.class == "sink" {
                path_index.push(usize::MAX);
                continue;
            }
            let hit = self.first_match(|r| match &r.subject {
                // A path known only at run time may be anywhere: only a universal allow
                // pattern covers it.
                Subject::Read(g) | Subject::Write(g) if r.tier == Tier::Allow && p.class == "unknown" => {
                    matches!(r.subject, Subject::Read(_)) == read && g.is_universal()
                }
                Subject::Read(g) if read => g.matches(&p.path, anchor(r), home),
                Subject::Write(g) if !read => g.matches(&p.path, anchor(r), home),
                Subject::Any => true,
                _ => false,
            });
            // `paths` shortens paths under the home directory to `~/...` and then classes them
            // as outside, even inside a workspace root under home: class them by the roots.
            let class = if p.class == "outside" && under_root(&p.path, &roots, home) { "workspace" } else { p.class };
            let (key, builtin) = self.path_class(read, class, &p.path, &roots, home);
            let builtin_orig = builtin_path(read, class);
            let mut facet = Facet::new(
                format!("{} of `{}`", if read { "read" } else { p.access }, short(&p.path)),
                hit,
                self.defaults.get(key),
                builtin,
                key,
            );
            if facet.rule.is_none() && facet.default.is_none() && builtin > builtin_orig {
                // Re-classed by `[paths]`: stricter than the built-in class.
                facet.decision = builtin;
                facet.tightened = true;
            }
            if key == "protected" && facet.rule.is_none() {
                facet.decision = facet.decision.max(Decision::Ask);
            }
            if p.class == "unknown" {
                let maybe = self.first_match(|r| {
                    r.tier != Tier::Allow
                        && match &r.subject {
                            Subject::Read(_) => read,
                            Subject::Write(_) => !read,
                            _ => false,
                        }
                });
                facet.maybe_stricter(maybe, hit);
            }
            facets.push(facet);
            path_index.push(facets.len() - 1);
        }

        // Each host.
        let mut host_facets: Vec<usize> = Vec::new();
        for h in &out.hosts {
            let hit = self.first_match(|r| match &r.subject {
                Subject::Domain(g) => glob::text_match(g, h, true),
                Subject::Any => true,
                _ => false,
            });
            let mut facet = Facet::new(
                format!("host `{}`", short(h)),
                hit,
                self.defaults.network.as_ref(),
                Decision::Ask,
                "network",
            );
            if facet.rule.is_none() && crate::hosts::is_sensitive(h) {
                facet.decision = facet.decision.max(Decision::Ask);
            }
            facets.push(facet);
            host_facets.push(facets.len() - 1);
        }

        // A network command with a word known only at run time may reach any host: an
        // unknown host passes only where every host would (`domain(*)`, `*`, or
        // `[defaults] network = "allow"` with no deny or ask domain rule).
        let dynamic_args = inv.argv.iter().any(|a| a.value.is_none());
        if dynamic_args && out.effects.contains(&"network") {
            let any_host = self.first_match(|r| match &r.subject {
                Subject::Domain(g) => g == "*" || r.tier != Tier::Allow,
                Subject::Any => true,
                _ => false,
            });
            let mut facet = Facet::new(
                "a host known only at run time".into(),
                any_host,
                self.defaults.network.as_ref(),
                Decision::Ask,
                "network",
            );
            if let Some(r) = any_host
                && r.tier != Tier::Allow
                && !matches!(&r.subject, Subject::Domain(g) if g == "*")
                && !matches!(r.subject, Subject::Any)
            {
                // A deny or ask rule for some host: we cannot tell whether it is this one.
                facet = Facet::new("a host known only at run time".into(), None, None, Decision::Ask, "network");
            }
            facets.push(facet);
            host_facets.push(facets.len() - 1);
        }

        // Deny and ask: from rules, and from defaults stricter than the built-in ones.
        let mut decided: Option<String> = None;
        for tier in [Tier::Deny, Tier::Ask] {
            for f in facets.iter().filter(|f| f.decision == tier.decision()) {
                let code = if tier == Tier::Deny { "policy.deny" } else { "policy.ask" };
                if let (true, Some(rule)) = (f.maybe, f.rule) {
                    out.add(
                        "policy.ask",
                        format!(
                            "{} may match {} rule `{}` ({}): part of it is known only at run time",
                            f.what,
                            rule.tier.as_str(),
                            rule.text,
                            rule.origin
                        ),
                        Decision::Ask,
                        span,
                    );
                    decided.get_or_insert_with(|| format!("{} (may match)", rule.describe()));
                } else if let Some(rule) = f.rule {
                    out.add(
                        code,
                        format!("{} matches {} rule `{}` ({})", f.what, tier.as_str(), rule.text, rule.origin),
                        tier.decision(),
                        span,
                    );
                    decided.get_or_insert_with(|| rule.describe());
                } else if f.tightened {
                    let (msg, rule) = match f.default {
                        Some(d) => (
                            format!("{}: `[defaults] {} = \"{}\"` ({})", f.what, f.key, d.decision.as_str(), d.origin),
                            format!("{}: [defaults] {} = \"{}\"", d.origin, f.key, d.decision.as_str()),
                        ),
                        None => {
                            let origin = self.paths_origin(&f.what);
                            (
                                format!("{}: a protected or secret path by `[paths]` ({origin})", f.what),
                                format!("{origin}: [paths]"),
                            )
                        }
                    };
                    out.add("policy.default", msg, tier.decision(), span);
                    decided.get_or_insert(rule);
                }
            }
        }

        // Allow: lift the built-in reasons of every facet that passes, floors excepted.
        let passes = |i: usize| i == usize::MAX || facets[i].decision == Decision::Allow;
        let cmd_pass = cmd_index.is_some_and(passes);
        let hosts_pass = !host_facets.is_empty() && host_facets.iter().all(|&i| passes(i));
        let network_allow = self.defaults.network.as_ref().is_some_and(|d| d.decision == Decision::Allow);
        let mut lifted_by: Vec<usize> = Vec::new();
        for r in out.reasons.iter_mut() {
            if r.decision == Decision::Allow || crate::reasons::is_floor(r.code) || r.code.starts_with("policy.") {
                continue;
            }
            let used: Vec<usize> = match attribute(r, &out.paths, !host_facets.is_empty()) {
                Attribution::Paths(ks) => {
                    let idx: Vec<usize> = ks.iter().map(|k| path_index[*k]).collect();
                    if idx.iter().all(|&i| passes(i)) { idx } else { continue }
                }
                Attribution::Hosts => {
                    if hosts_pass {
                        host_facets.clone()
                    } else {
                        continue;
                    }
                }
                Attribution::Network if cmd_pass || network_allow => {
                    cmd_index.into_iter().filter(|_| cmd_pass).collect()
                }
                Attribution::Command | Attribution::Network => {
                    if cmd_pass {
                        cmd_index.into_iter().collect()
                    } else {
                        continue;
                    }
                }
            };
            r.decision = Decision::Allow;
            lifted_by.extend(used);
        }
        let mut decision = out.reasons.iter().map(|r| r.decision).max().unwrap_or(Decision::Allow);
        if out.effects.contains(&"opaque") {
            decision = decision.max(Decision::Ask);
        }
        out.decision = decision;
        if !lifted_by.is_empty()
            || network_allow && out.reasons.iter().any(|r| r.code.starts_with("net.") && r.decision == Decision::Allow)
        {
            lifted_by.sort_unstable();
            lifted_by.dedup();
            let mut by: Vec<String> =
                lifted_by.iter().filter_map(|&i| facets.get(i)).filter_map(|f| f.source()).collect();
            if network_allow && let Some(d) = &self.defaults.network {
                by.push(format!("[defaults] network = \"allow\" ({})", d.origin));
            }
            by.dedup();
            if !by.is_empty() {
                out.add("policy.allow", format!("allowed by {}", by.join(", ")), Decision::Allow, span);
                if decided.is_none() && decision == Decision::Allow {
                    let first = lifted_by.iter().filter_map(|&i| facets.get(i)).find_map(|f| {
                        f.rule
                            .map(|r| r.describe())
                            .or_else(|| f.default.map(|d| format!("{}: [defaults] {} = \"allow\"", d.origin, f.key)))
                    });
                    decided = first.or_else(|| {
                        self.defaults.network.as_ref().map(|d| format!("{}: [defaults] network = \"allow\"", d.origin))
                    });
                }
            }
        }
        decided
    }

    /// The effective default key and decision for a path (after `[paths]` re-classing).
    fn path_class(
        &self,
        read: bool,
        class: &str,
        path: &str,
        roots: &[&str],
        home: Option<&str>,
    ) -> (&'static str, Decision) {
        let secret = self.secret.iter().any(|(g, _)| g.matches(path, roots, home));
        let protected = !read && self.protected.iter().any(|(g, _)| g.matches(path, roots, home));
        let class = if secret {
            "secret"
        } else if protected {
            "persistence"
        } else {
            class
        };
        let key = path_key(read, class);
        (key, builtin_path(read, class))
    }

    fn paths_origin(&self, _what: &str) -> String {
        self.secret.iter().chain(self.protected.iter()).map(|(_, o)| o.file.clone()).next().unwrap_or_default()
    }
}

fn under_root(path: &str, roots: &[&str], home: Option<&str>) -> bool {
    let expanded = match (path.strip_prefix('~'), home) {
        (Some(rest), Some(h)) if rest.is_empty() || rest.starts_with('/') => {
            format!("{}{rest}", h.trim_end_matches('/'))
        }
        _ => path.to_string(),
    };
    expanded.starts_with('/')
        && roots.iter().map(|r| r.trim_end_matches('/')).any(|r| {
            !r.is_empty() && (expanded == r || expanded.strip_prefix(r).is_some_and(|rest| rest.starts_with('/')))
        })
}

fn path_key(read: bool, class: &str) -> &'static str {
    match (read, class) {
        (true, "secret") => "secret",
        (true, _) => "read",
        (false, "persistence" | "secret" | "system" | "root" | "unknown" | "block-device") => "protected",
        (false, "outside" | "home") => "outside",
        (false, _) => "write",
    }
}

/// The built-in default of a path use, as classify applies it.
fn builtin_path(read: bool, class: &str) -> Decision {
    match (read, class) {
        (true, "secret") => Decision::Ask,
        (true, _) | (false, "sink") => Decision::Allow,
        (false, "block-device") => Decision::Deny,
        (false, _) => Decision::Ask,
    }
}

/// One facet's evaluation.
struct Facet<'a> {
    what: String,
    rule: Option<&'a Rule>,
    default: Option<&'a Default>,
    key: &'static str,
    decision: Decision,
    /// Decided by a `[defaults]` or `[paths]` entry stricter than the built-in default.
    tightened: bool,
    /// `rule` is a deny or ask rule that may match once run-time words are known: ask.
    maybe: bool,
}

impl<'a> Facet<'a> {
    fn new(
        what: String,
        rule: Option<&'a Rule>,
        default: Option<&'a Default>,
        builtin: Decision,
        key: &'static str,
    ) -> Facet<'a> {
        let (decision, tightened, default) = match (rule, default) {
            (Some(r), _) => (r.tier.decision(), false, None),
            (None, Some(d)) => (d.decision, d.decision > builtin, Some(d)),
            (None, None) => (builtin, false, None),
        };
        Facet { what, rule, default, key, decision, tightened, maybe: false }
    }
    /// A deny or ask rule that may match (`maybe`), stricter than what matched for sure,
    /// turns the facet into an ask.
    fn maybe_stricter(&mut self, maybe: Option<&'a Rule>, hit: Option<&'a Rule>) {
        if let Some(m) = maybe
            && hit.is_none_or(|h| m.tier < h.tier)
            && self.decision <= Decision::Ask
        {
            self.rule = Some(m);
            self.default = None;
            self.decision = Decision::Ask;
            self.tightened = false;
            self.maybe = true;
        }
    }
    fn source(&self) -> Option<String> {
        match (self.rule, self.default) {
            (Some(r), _) => Some(format!("`{}` ({})", r.text, r.origin)),
            (None, Some(d)) => Some(format!("`[defaults] {} = \"{}\"` ({})", self.key, d.decision.as_str(), d.origin)),
            _ => None,
        }
    }
}

fn short(text: &str) -> String {
    let mut s: String = text.chars().map(|c| if c.is_control() { ' ' } else { c }).take(80).collect();
    if text.chars().count() > 80 {
        s.push('…');
    }
    s
}

/// Which facet a built-in reason belongs to.
enum Attribution {
    /// The paths (indices into `Outcome::paths`) the reason is about.
    Paths(Vec<usize>),
    /// The hosts of the invocation.
    Hosts,
    /// A network reason without a known host: the command or `[defaults] network` decides.
    Network,
    Command,
}

const PATH_CODES: &[&str] = &[
    "delete.file",
    "read.secret",
    "write.file",
    "write.outside",
    "write.permissions",
    "write.persistence",
    "write.redirect",
    "write.secret",
    "write.system",
    "write.unknown-path",
];

const NET_CODES: &[&str] = &["net.access", "net.dev-tcp", "net.flag"];

/// Classify reports a path reason with the path in backticks; a reason of a path code
/// that names no reported path (a hook's `crontab` persistence) stays with the command.
fn attribute(r: &crate::report::Reason, paths: &[crate::report::PathReport], known_hosts: bool) -> Attribution {
    if PATH_CODES.contains(&r.code) {
        let ks: Vec<usize> =
            (0..paths.len()).filter(|&k| r.message.contains(&format!("`{}`", paths[k].path))).collect();
        if !ks.is_empty() {
            return Attribution::Paths(ks);
        }
        if r.code == "write.unknown-path" {
            let ks: Vec<usize> = (0..paths.len()).filter(|&k| paths[k].class == "unknown").collect();
            if !ks.is_empty() {
                return Attribution::Paths(ks);
            }
        }
        return Attribution::Command;
    }
    if NET_CODES.contains(&r.code) {
        return if known_hosts { Attribution::Hosts } else { Attribution::Network };
    }
    Attribution::Command
}
