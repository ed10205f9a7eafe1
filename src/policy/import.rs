//! import: harness permission settings translated into the one engine (deny → ask → allow).
//!
//! * **Claude Code** `permissions` (`settings.json`): its rules already use our order, so
//!   each rule maps one to one: `Bash(x)` → `bash(x)` (`:*` prefixes and `*` globs keep
//!   their meaning), `Read(p)` → `read(p)`, `Edit(p)`/`Write(p)`/`MultiEdit(p)`/
//!   `NotebookEdit(p)` → `write(p)`, `WebFetch(domain:h)` → `domain(h)`. Paths: `//abs` →
//!   `/abs`, `~/p` stays, `/p` is relative to the project (the folder holding `.claude/`),
//!   `./p` and `p` are relative to the workspace. Other tools are not shell commands and are
//!   skipped with a note.
//! * **OpenCode** `permission`: last match wins there, so it is translated at import time.
//!   For each tool's ordered patterns: the last `"*"` entry becomes the `[defaults]` entry
//!   of that tool and hides everything before it; an entry that a later entry fully covers
//!   (e.g. `"git push": "deny"` before `"git *": "allow"`) is dropped, as OpenCode would never
//!   reach it; the rest become rules of their tier. Where a later, looser entry only
//!   partly overlaps an earlier stricter one, our order keeps the stricter answer: the
//!   translation is never looser than the source, at worst stricter.

use super::Tier;
use super::glob::subsumes;
use crate::report::Decision;
use serde::Deserialize;
use serde::de::{self, MapAccess, SeqAccess, Visitor};
use std::path::Path;

/// One translated rule.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ImportedRule {
    pub tier: Tier,
    /// Our syntax (`bash(npm test:*)`).
    pub native: String,
    /// As the harness wrote it, for `explain`.
    pub original: String,
}

/// The result of a translation.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Imported {
    pub rules: Vec<ImportedRule>,
    /// `[defaults]` entries: key, decision, where from.
    pub defaults: Vec<(&'static str, Decision, String)>,
    /// What was skipped or approximated.
    pub notes: Vec<String>,
}

impl Imported {
    /// The translation as a policy file (`[rules]` and `[defaults]`).
    pub fn to_toml(&self) -> String {
        let mut out = String::from("[rules]\n");
        for tier in [Tier::Deny, Tier::Ask, Tier::Allow] {
            let items: Vec<String> = self
                .rules
                .iter()
                .filter(|r| r.tier == tier)
                .map(|r| format!("    {},\n", toml_string(&r.native)))
                .collect();
            out.push_str(&format!("{} = [\n{}]\n", tier.as_str(), items.concat()));
        }
        if !self.defaults.is_empty() {
            out.push_str("\n[defaults]\n");
            for (key, d, why) in &self.defaults {
                out.push_str(&format!("{key} = \"{}\"  # {why}\n", d.as_str()));
            }
        }
        for note in &self.notes {
            out.push_str(&format!("# note: {}\n", note.replace('\n', " ")));
        }
        out
    }
}

fn toml_string(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if c.is_control() => out.push_str(&format!("\\u{:04X}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// Translates Claude Code settings JSON (`permissions.allow/ask/deny`).
pub fn claude(json: &str, settings_path: &Path, _home: Option<&str>) -> Result<Imported, String> {
    let value: serde_json::Value = serde_json::from_str(json).map_err(|e| format!("not JSON: {e}"))?;
    let mut out = Imported::default();
    let Some(perms) = value.get("permissions") else {
        out.notes.push("no `permissions` key: nothing imported".into());
        return Ok(out);
    };
    let perms = perms.as_object().ok_or("`permissions` is not an object")?;
    let absolute = if settings_path.is_absolute() {
        settings_path.to_path_buf()
    } else {
        std::env::current_dir().map(|d| d.join(settings_path)).unwrap_or_else(|_| settings_path.to_path_buf())
    };
    let dir = absolute.parent().unwrap_or(Path::new("/"));
    let project = if dir.file_name().is_some_and(|n| n == ".claude") { dir.parent().unwrap_or(dir) } else { dir };
    let project = project.to_string_lossy().into_owned();
    for (key, tier) in [("deny", Tier::Deny), ("ask", Tier::Ask), ("allow", Tier::Allow)] {
        let Some(list) = perms.get(key) else { continue };
        let list = list.as_array().ok_or_else(|| format!("`permissions.{key}` is not a list"))?;
        for item in list {
            let rule = item.as_str().ok_or_else(|| format!("`permissions.{key}` holds a non-string: {item}"))?;
            match claude_rule(rule, &project)? {
                Some(native) => out.rules.push(ImportedRule { tier, native, original: rule.to_string() }),
                None => out.notes.push(format!("skipped `{rule}` ({key}): not about shell commands, files or hosts")),
            }
        }
    }
    if perms.get("additionalDirectories").is_some() {
        out.notes.push("`additionalDirectories` is not imported: list them in [paths] extra_roots".into());
    }
    Ok(out)
}

fn claude_rule(rule: &str, project: &str) -> Result<Option<String>, String> {
    let rule = rule.trim();
    let (tool, spec) = match rule.find('(') {
        Some(open) => {
            let inner = rule[open + 1..].strip_suffix(')').ok_or_else(|| format!("rule `{rule}`: missing `)`"))?;
            (&rule[..open], Some(inner.trim()))
        }
        None => (rule, None),
    };
    let path = |p: &str| -> String {
        if let Some(abs) = p.strip_prefix("//") {
            format!("/{abs}")
        } else if p.starts_with('/') {
            format!("{}{p}", project.trim_end_matches('/'))
        } else {
            p.strip_prefix("./").unwrap_or(p).to_string()
        }
    };
    Ok(match (tool, spec) {
        ("Bash", None) | ("Bash", Some("*")) => Some("bash(*)".into()),
        ("Bash", Some(s)) => Some(format!("bash({s})")),
        ("Read", None) => Some("read(**)".into()),
        ("Read", Some(p)) => Some(format!("read({})", path(p))),
        ("Edit" | "Write" | "MultiEdit" | "NotebookEdit", None) => Some("write(**)".into()),
        ("Edit" | "Write" | "MultiEdit" | "NotebookEdit", Some(p)) => Some(format!("write({})", path(p))),
        ("WebFetch", None) => Some("domain(*)".into()),
        ("WebFetch", Some(s)) => s.strip_prefix("domain:").map(|host| format!("domain({})", host.trim())),
        _ => None,
    })
}

/// A JSON value that keeps the order of object keys (OpenCode's rules are ordered).
#[derive(Debug, Clone)]
enum OVal {
    Str(String),
    Map(Vec<(String, OVal)>),
    Other,
}

impl<'de> Deserialize<'de> for OVal {
    fn deserialize<D: de::Deserializer<'de>>(d: D) -> Result<OVal, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = OVal;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("any JSON value")
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<OVal, E> {
                Ok(OVal::Str(v.to_string()))
            }
            fn visit_string<E: de::Error>(self, v: String) -> Result<OVal, E> {
                Ok(OVal::Str(v))
            }
            fn visit_bool<E: de::Error>(self, _: bool) -> Result<OVal, E> {
                Ok(OVal::Other)
            }
            fn visit_i64<E: de::Error>(self, _: i64) -> Result<OVal, E> {
                Ok(OVal::Other)
            }
            fn visit_u64<E: de::Error>(self, _: u64) -> Result<OVal, E> {
                Ok(OVal::Other)
            }
            fn visit_f64<E: de::Error>(self, _: f64) -> Result<OVal, E> {
                Ok(OVal::Other)
            }
            fn visit_unit<E: de::Error>(self) -> Result<OVal, E> {
                Ok(OVal::Other)
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<OVal, A::Error> {
                while seq.next_element::<OVal>()?.is_some() {}
                Ok(OVal::Other)
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<OVal, A::Error> {
                let mut out = Vec::new();
                while let Some((k, v)) = map.next_entry::<String, OVal>()? {
                    out.push((k, v));
                }
                Ok(OVal::Map(out))
            }
        }
        d.deserialize_any(V)
    }
}

/// Drops `//` and `/* */` comments and trailing commas outside strings (OpenCode reads JSONC).
fn strip_jsonc(text: &str) -> String {
    let b: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    let mut in_str = false;
    while i < b.len() {
        let c = b[i];
        if in_str {
            out.push(c);
            if c == '\\' && i + 1 < b.len() {
                out.push(b[i + 1]);
                i += 2;
                continue;
            }
            if c == '"' {
                in_str = false;
            }
            i += 1;
            continue;
        }
        match c {
            '"' => {
                in_str = true;
                out.push(c);
                i += 1;
            }
            '/' if b.get(i + 1) == Some(&'/') => {
                while i < b.len() && b[i] != '\n' {
                    i += 1;
                }
            }
            '/' if b.get(i + 1) == Some(&'*') => {
                i += 2;
                while i < b.len() && !(b[i] == '*' && b.get(i + 1) == Some(&'/')) {
                    i += 1;
                }
                i += 2;
            }
            ',' => {
                let mut j = i + 1;
                while j < b.len() && b[j].is_whitespace() {
                    j += 1;
                }
                if !matches!(b.get(j), Some('}') | Some(']')) {
                    out.push(c);
                }
                i += 1;
            }
            _ => {
                out.push(c);
                i += 1;
            }
        }
    }
    out
}

fn action(s: &str) -> Result<Tier, String> {
    match s {
        "allow" => Ok(Tier::Allow),
        "ask" => Ok(Tier::Ask),
        "deny" => Ok(Tier::Deny),
        other => Err(format!("unknown action `{other}` (expected allow, ask or deny)")),
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Tool {
    Bash,
    Edit,
    Read,
}

/// Translates OpenCode's `permission` config (JSON or JSONC).
pub fn opencode(json: &str, _home: Option<&str>) -> Result<Imported, String> {
    let doc: OVal = serde_json::from_str(&strip_jsonc(json)).map_err(|e| format!("not JSON: {e}"))?;
    let mut out = Imported::default();
    let OVal::Map(top) = doc else { return Err("the file is not a JSON object".into()) };
    let Some((_, perm)) = top.iter().find(|(k, _)| k == "permission") else {
        out.notes.push("no `permission` key: nothing imported".into());
        return Ok(out);
    };
    let entries: Vec<(String, OVal)> = match perm {
        OVal::Str(s) => vec![("*".to_string(), OVal::Str(s.clone()))],
        OVal::Map(m) => m.clone(),
        OVal::Other => return Err("`permission` is neither a string nor an object".into()),
    };
    let global = entries.iter().find(|(k, _)| k == "*").map(|(_, v)| v.clone());
    for (tool, key) in [(Tool::Bash, "bash"), (Tool::Edit, "edit"), (Tool::Read, "read")] {
        let value = entries.iter().find(|(k, _)| k == key).map(|(_, v)| v.clone()).or_else(|| global.clone());
        let list: Vec<(String, String)> = match value {
            None => continue,
            Some(OVal::Str(a)) => vec![("*".into(), a)],
            Some(OVal::Map(m)) => m
                .into_iter()
                .map(|(p, v)| match v {
                    OVal::Str(a) => Ok((p, a)),
                    _ => Err(format!("`permission.{key}.{p}` is not a string")),
                })
                .collect::<Result<_, _>>()?,
            Some(OVal::Other) => return Err(format!("`permission.{key}` is neither a string nor an object")),
        };
        translate(tool, key, &list, &mut out)?;
    }
    for (k, _) in &entries {
        if !matches!(k.as_str(), "*" | "bash" | "edit" | "read") {
            out.notes.push(format!("skipped `permission.{k}`: not about shell commands or files"));
        }
    }
    Ok(out)
}

fn translate(tool: Tool, key: &str, list: &[(String, String)], out: &mut Imported) -> Result<(), String> {
    let start = list.iter().rposition(|(p, _)| p == "*");
    if let Some(k) = start {
        for (p, a) in &list[..k] {
            out.notes.push(format!("dropped `{key}: \"{p}\": \"{a}\"`: a later \"*\" entry overrides it"));
        }
        let tier = action(&list[k].1)?;
        let why = format!("from {key} \"*\": \"{}\"", list[k].1);
        let d = tier.decision();
        match (tool, tier) {
            (Tool::Bash, _) => out.defaults.push(("command", d, why)),
            (Tool::Edit, Tier::Allow) => out.defaults.push(("write", d, why)),
            (Tool::Edit, Tier::Ask) => {}
            (Tool::Edit, Tier::Deny) => {
                for k in ["write", "outside", "protected"] {
                    out.defaults.push((k, d, why.clone()));
                }
            }
            (Tool::Read, Tier::Allow) => {}
            (Tool::Read, _) => {
                out.defaults.push(("read", d, why.clone()));
                out.defaults.push(("secret", d.max(Decision::Ask), why));
            }
        }
    }
    let rest = &list[start.map(|k| k + 1).unwrap_or(0)..];
    for (i, (p, a)) in rest.iter().enumerate() {
        let tier = action(a)?;
        if let Some((later, la)) = rest[i + 1..].iter().find(|(q, _)| subsumes(q, p)) {
            out.notes.push(format!("dropped `{key}: \"{p}\": \"{a}\"`: the later `\"{later}\": \"{la}\"` covers it"));
            continue;
        }
        let original = format!("{key}: \"{p}\": \"{a}\"");
        match tool {
            Tool::Bash => out.rules.push(ImportedRule { tier, native: format!("bash({p})"), original }),
            Tool::Edit | Tool::Read => {
                let subject = if tool == Tool::Edit { "write" } else { "read" };
                let p = p.strip_prefix("./").unwrap_or(p);
                out.rules.push(ImportedRule { tier, native: format!("{subject}({p})"), original: original.clone() });
                // OpenCode's `*` also crosses `/`; ours stays in one component. For deny and
                // ask, add the form that reaches into subdirectories so we are never looser.
                if tier != Tier::Allow
                    && let Some((dir, name)) = p.rsplit_once('/')
                    && name.contains('*')
                    && !dir.ends_with("**")
                {
                    out.rules.push(ImportedRule { tier, native: format!("{subject}({dir}/**/{name})"), original });
                }
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn jsonc_is_read() {
        let text = "{\n // c\n \"permission\": { \"bash\": { \"*\": \"ask\", /* x */ \"git *\": \"allow\", }, },\n}";
        let out = opencode(text, None).unwrap();
        assert_eq!(out.defaults, vec![("command", Decision::Ask, "from bash \"*\": \"ask\"".to_string())]);
        assert_eq!(out.rules.len(), 1);
        assert_eq!(out.rules[0].native, "bash(git *)");
    }
}
