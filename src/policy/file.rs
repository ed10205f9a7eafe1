//! file: policy files (TOML) and where they are found.
//!
//! ```toml
//! [rules]
//! deny  = ["bash(git push --force*)", "write(.env*)"]
//! ask   = ["domain(*.internal)"]
//! allow = ["bash(npm test:*)", "read(~/notes/**)"]
//!
//! [defaults]            # per effect class; never lifts a floor
//! write = "allow"       # writes in the workspace
//!
//! [paths]
//! protected   = ["migrations/**"]
//! secret      = ["config/master.key"]
//! extra_roots = ["~/src/shared-lib"]
//!
//! [network]
//! allow = ["github.com", "*.npmjs.org"]
//! deny  = ["pastebin.com"]
//!
//! [trust]               # user config only
//! workspaces = ["~/src/my-project"]
//!
//! [import]
//! claude   = "~/.claude/settings.json"
//! opencode = "~/.config/opencode/opencode.json"
//! ```
//!
//! Unknown keys, malformed rules and bad values are errors naming the file, line and key.
//! The files: `--policy FILE`, else the user's `$XDG_CONFIG_HOME/shanalyze/policy.toml` (or
//! `~/.config/shanalyze/policy.toml`); then `.shanalyze.toml` in the workspace root, which
//! may only tighten (deny and ask rules, stricter defaults, protected and secret paths,
//! denied hosts) unless the user's file trusts that workspace. Loosening entries of an
//! untrusted workspace file are dropped with a warning, never applied.

use super::{Default, Defaults, Origin, PathGlob, Policy, Rule, Tier, import};
use crate::report::Decision;
use serde::Deserialize;
use std::fmt;
use std::path::{Path, PathBuf};
use toml::Spanned;

/// A policy that could not be read: the file, the line when known, what is wrong.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PolicyError {
    pub file: String,
    pub line: Option<usize>,
    pub message: String,
}

impl fmt::Display for PolicyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.line {
            Some(line) => write!(f, "{}:{}: {}", self.file, line, self.message),
            None => write!(f, "{}: {}", self.file, self.message),
        }
    }
}

impl std::error::Error for PolicyError {}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct Schema {
    #[serde(default)]
    rules: RulesSchema,
    #[serde(default)]
    defaults: DefaultsSchema,
    #[serde(default)]
    paths: PathsSchema,
    #[serde(default)]
    network: NetworkSchema,
    #[serde(default)]
    trust: TrustSchema,
    #[serde(default)]
    import: ImportSchema,
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct RulesSchema {
    #[serde(default)]
    deny: Vec<Spanned<String>>,
    #[serde(default)]
    ask: Vec<Spanned<String>>,
    #[serde(default)]
    allow: Vec<Spanned<String>>,
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct DefaultsSchema {
    command: Option<Spanned<String>>,
    read: Option<Spanned<String>>,
    secret: Option<Spanned<String>>,
    write: Option<Spanned<String>>,
    outside: Option<Spanned<String>>,
    protected: Option<Spanned<String>>,
    network: Option<Spanned<String>>,
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct PathsSchema {
    #[serde(default)]
    protected: Vec<Spanned<String>>,
    #[serde(default)]
    secret: Vec<Spanned<String>>,
    #[serde(default)]
    extra_roots: Vec<Spanned<String>>,
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct NetworkSchema {
    #[serde(default)]
    allow: Vec<Spanned<String>>,
    #[serde(default)]
    deny: Vec<Spanned<String>>,
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct TrustSchema {
    #[serde(default)]
    workspaces: Vec<Spanned<String>>,
}

#[derive(Deserialize)]
#[serde(untagged)]
enum OneOrMany {
    One(String),
    Many(Vec<String>),
}

impl OneOrMany {
    fn list(&self) -> Vec<String> {
        match self {
            OneOrMany::One(s) => vec![s.clone()],
            OneOrMany::Many(v) => v.clone(),
        }
    }
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct ImportSchema {
    claude: Option<Spanned<OneOrMany>>,
    opencode: Option<Spanned<OneOrMany>>,
}

/// How a file is read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Trust {
    /// `--policy FILE` or the user's config: everything applies, `[trust]` is honoured.
    User,
    /// The workspace's `.shanalyze.toml`, trusted by the user's config.
    TrustedWorkspace,
    /// The workspace's `.shanalyze.toml`, not trusted: it may only tighten.
    UntrustedWorkspace,
}

/// Where to look.
#[derive(Debug, Clone, Default)]
pub struct LoadOptions {
    /// `--policy FILE`: replaces the user's config file.
    pub policy_file: Option<PathBuf>,
    /// The user's config directory (`$XDG_CONFIG_HOME/shanalyze` or `~/.config/shanalyze`
    /// when `None`; see [`LoadOptions::from_env`]).
    pub config_dir: Option<PathBuf>,
    /// The workspace root (absolute), where `.shanalyze.toml` is looked for.
    pub root: Option<String>,
    /// The home directory, for `~`.
    pub home: Option<String>,
}

impl LoadOptions {
    /// Fills the config directory and home from the environment.
    pub fn from_env(policy_file: Option<PathBuf>, root: Option<String>) -> LoadOptions {
        let home = std::env::var("HOME").ok().filter(|h| h.starts_with('/'));
        let config_dir = std::env::var("XDG_CONFIG_HOME")
            .ok()
            .filter(|d| d.starts_with('/'))
            .map(|d| PathBuf::from(d).join("shanalyze"))
            .or_else(|| home.as_ref().map(|h| PathBuf::from(h).join(".config").join("shanalyze")));
        LoadOptions { policy_file, config_dir, root, home }
    }
}

/// Loads the policy that applies: the user's file (or `--policy FILE`) and the workspace file.
/// A missing user config is no policy; a missing `--policy FILE` is an error.
pub fn load(opts: &LoadOptions) -> Result<Policy, PolicyError> {
    let home = opts.home.as_deref();
    let mut policy = Policy::new();
    let user_file = match &opts.policy_file {
        Some(f) => Some(f.clone()),
        None => opts.config_dir.as_ref().map(|d| d.join("policy.toml")).filter(|p| p.is_file()),
    };
    if let Some(file) = user_file {
        let text = read(&file, home)?;
        parse_into(&mut policy, &text, &file, home, Trust::User)?;
    }
    if let Some(root) = &opts.root {
        let file = Path::new(root).join(".shanalyze.toml");
        if file.is_file() {
            let trusted = policy.trust.iter().any(|g| g.matches(root, &[], home));
            let text = read(&file, home)?;
            let trust = if trusted { Trust::TrustedWorkspace } else { Trust::UntrustedWorkspace };
            parse_into(&mut policy, &text, &file, home, trust)?;
        }
    }
    Ok(policy)
}

fn read(file: &Path, home: Option<&str>) -> Result<String, PolicyError> {
    std::fs::read_to_string(file).map_err(|e| PolicyError {
        file: display(file, home),
        line: None,
        message: format!("cannot read the policy file: {e}"),
    })
}

/// A path as shown: the home directory as `~`.
pub fn display(file: &Path, home: Option<&str>) -> String {
    let s = file.to_string_lossy().into_owned();
    if let Some(h) = home.map(|h| h.trim_end_matches('/')).filter(|h| !h.is_empty())
        && let Some(rest) = s.strip_prefix(h)
        && (rest.is_empty() || rest.starts_with('/'))
    {
        return format!("~{rest}");
    }
    s
}

fn line_of(text: &str, offset: usize) -> usize {
    text.as_bytes()[..offset.min(text.len())].iter().filter(|&&b| b == b'\n').count() + 1
}

/// Parses one policy file's text into `policy`. `file` names it in errors and `explain`.
pub fn parse_into(
    policy: &mut Policy,
    text: &str,
    file: &Path,
    home: Option<&str>,
    trust: Trust,
) -> Result<(), PolicyError> {
    let label = display(file, home);
    let schema: Schema = toml::from_str(text).map_err(|e| {
        let line = e.span().map(|s| line_of(text, s.start));
        let mut message = e.message().trim().to_string();
        // Name the key when the parser's message does not (`invalid type: ...`).
        if let Some(key) = line
            .and_then(|l| text.lines().nth(l - 1))
            .and_then(|l| l.split_once('='))
            .map(|(k, _)| k.trim())
            .filter(|k| !k.is_empty() && !message.contains(&format!("`{k}`")))
        {
            message = format!("key `{key}`: {message}");
        }
        PolicyError { file: label.clone(), line, message }
    })?;
    let err = |span: std::ops::Range<usize>, message: String| PolicyError {
        file: label.clone(),
        line: Some(line_of(text, span.start)),
        message,
    };
    let origin = |span: &std::ops::Range<usize>| Origin { file: label.clone(), line: Some(line_of(text, span.start)) };
    let untrusted = trust == Trust::UntrustedWorkspace;
    let dropped = |what: String, span: &std::ops::Range<usize>, warnings: &mut Vec<String>| {
        warnings.push(format!(
            "{}:{}: ignored `{what}`: this workspace's .shanalyze.toml may only add deny and ask rules unless your own policy trusts it ([trust] workspaces)",
            label,
            line_of(text, span.start)
        ));
    };
    let mut warnings: Vec<String> = Vec::new();

    for (tier, list) in
        [(Tier::Deny, &schema.rules.deny), (Tier::Ask, &schema.rules.ask), (Tier::Allow, &schema.rules.allow)]
    {
        for item in list {
            let subject = super::parse_subject(item.get_ref(), home)
                .map_err(|m| err(item.span(), format!("[rules] {}: {m}", tier.as_str())))?;
            if untrusted && tier == Tier::Allow {
                dropped(format!("allow {}", item.get_ref()), &item.span(), &mut warnings);
                continue;
            }
            policy.push_rule(Rule {
                tier,
                subject,
                text: item.get_ref().trim().to_string(),
                origin: origin(&item.span()),
            });
        }
    }

    let d = &schema.defaults;
    for (key, value) in [
        ("command", &d.command),
        ("read", &d.read),
        ("secret", &d.secret),
        ("write", &d.write),
        ("outside", &d.outside),
        ("protected", &d.protected),
        ("network", &d.network),
    ] {
        let Some(value) = value else { continue };
        let decision = match value.get_ref().trim() {
            "allow" => Decision::Allow,
            "ask" => Decision::Ask,
            "deny" => Decision::Deny,
            other => {
                return Err(err(
                    value.span(),
                    format!("[defaults] {key} = \"{other}\": expected \"allow\", \"ask\" or \"deny\""),
                ));
            }
        };
        if key == "protected" && decision == Decision::Allow {
            return Err(err(
                value.span(),
                "[defaults] protected = \"allow\": protected paths can only ask or deny; allow a path with a write(...) rule".into(),
            ));
        }
        if untrusted && decision < Defaults::builtin(key) {
            dropped(format!("[defaults] {key} = \"{}\"", decision.as_str()), &value.span(), &mut warnings);
            continue;
        }
        let slot = policy.defaults.slot(key).expect("known key");
        let new = Default { decision, origin: origin(&value.span()) };
        match slot {
            Some(old) if trust == Trust::UntrustedWorkspace && old.decision >= decision => {}
            _ => *slot = Some(new),
        }
    }

    for (list, secret) in [(&schema.paths.protected, false), (&schema.paths.secret, true)] {
        for item in list {
            let glob = PathGlob::new(item.get_ref(), home).map_err(|m| {
                err(item.span(), format!("[paths] {}: {m}", if secret { "secret" } else { "protected" }))
            })?;
            let entry = (glob, origin(&item.span()));
            if secret { policy.secret.push(entry) } else { policy.protected.push(entry) }
        }
    }
    for item in &schema.paths.extra_roots {
        let raw = item.get_ref().trim();
        let expanded = match (raw.strip_prefix('~'), home) {
            (Some(rest), Some(h)) if rest.is_empty() || rest.starts_with('/') => {
                format!("{}{rest}", h.trim_end_matches('/'))
            }
            _ => raw.to_string(),
        };
        if !expanded.starts_with('/') {
            return Err(err(item.span(), format!("[paths] extra_roots: `{raw}` must be absolute or start with `~/`")));
        }
        if untrusted {
            dropped(format!("[paths] extra_roots {raw}"), &item.span(), &mut warnings);
            continue;
        }
        policy.extra_roots.push(crate::paths::normalize(&expanded));
    }

    for (tier, list) in [(Tier::Deny, &schema.network.deny), (Tier::Allow, &schema.network.allow)] {
        for item in list {
            let text = format!("domain({})", item.get_ref().trim());
            let subject = super::parse_subject(&text, home)
                .map_err(|m| err(item.span(), format!("[network] {}: {m}", tier.as_str())))?;
            if untrusted && tier == Tier::Allow {
                dropped(format!("[network] allow {}", item.get_ref()), &item.span(), &mut warnings);
                continue;
            }
            policy.push_rule(Rule { tier, subject, text, origin: origin(&item.span()) });
        }
    }

    for item in &schema.trust.workspaces {
        let glob =
            PathGlob::new(item.get_ref(), home).map_err(|m| err(item.span(), format!("[trust] workspaces: {m}")))?;
        if !item.get_ref().trim().starts_with('/') && !item.get_ref().trim().starts_with('~') {
            return Err(err(
                item.span(),
                format!("[trust] workspaces: `{}` must be absolute or start with `~/`", item.get_ref()),
            ));
        }
        if trust != Trust::User {
            warnings.push(format!(
                "{label}:{}: ignored [trust]: only your own policy file can trust a workspace",
                line_of(text, item.span().start)
            ));
            continue;
        }
        policy.trust.push(glob);
    }

    for (kind, entry) in [("claude", &schema.import.claude), ("opencode", &schema.import.opencode)] {
        let Some(entry) = entry else { continue };
        let span = entry.span();
        for raw in entry.get_ref().list() {
            let path = resolve_import_path(&raw, file, home);
            let json = std::fs::read_to_string(&path)
                .map_err(|e| err(span.clone(), format!("[import] {kind}: cannot read `{}`: {e}", path.display())))?;
            let imported = match kind {
                "claude" => import::claude(&json, &path, home),
                _ => import::opencode(&json, home),
            }
            .map_err(|m| err(span.clone(), format!("[import] {kind} `{}`: {m}", path.display())))?;
            let shown = format!("{} ({kind})", display(&path, home));
            for note in &imported.notes {
                warnings.push(format!("{shown}: {note}"));
            }
            for r in imported.rules {
                let subject = super::parse_subject(&r.native, home)
                    .map_err(|m| err(span.clone(), format!("[import] {kind}: rule `{}`: {m}", r.original)))?;
                if untrusted && r.tier == Tier::Allow {
                    dropped(format!("imported allow {}", r.original), &span, &mut warnings);
                    continue;
                }
                policy.push_rule(Rule {
                    tier: r.tier,
                    subject,
                    text: r.original,
                    origin: Origin { file: shown.clone(), line: None },
                });
            }
            for (key, decision, why) in imported.defaults {
                if untrusted && decision < Defaults::builtin(key) {
                    dropped(format!("imported [defaults] {key} = \"{}\"", decision.as_str()), &span, &mut warnings);
                    continue;
                }
                // Against an entry already set (explicit or imported), the stricter wins.
                let slot = policy.defaults.slot(key).expect("known key");
                let origin = Origin { file: format!("{shown} {why}"), line: None };
                match slot {
                    Some(old) if old.decision >= decision => {}
                    _ => *slot = Some(Default { decision, origin }),
                }
            }
        }
    }

    policy.sources.push(label);
    policy.warnings.extend(warnings);
    Ok(())
}

fn resolve_import_path(raw: &str, policy_file: &Path, home: Option<&str>) -> PathBuf {
    let raw = raw.trim();
    if let (Some(rest), Some(h)) = (raw.strip_prefix('~'), home)
        && (rest.is_empty() || rest.starts_with('/'))
    {
        return PathBuf::from(format!("{}{rest}", h.trim_end_matches('/')));
    }
    let p = PathBuf::from(raw);
    if p.is_absolute() {
        return p;
    }
    policy_file.parent().map(|d| d.join(&p)).unwrap_or(p)
}
