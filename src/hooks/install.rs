//! `shanalyze install` / `uninstall`: register the hook in a harness's settings file.
//!
//! Rules (issue 6): honour `$HOME`; keep every existing key and hook; idempotent (a second run
//! changes nothing and says so); atomic write (temp file in the same directory + rename);
//! refuse, with a clear message and no change, when the file exists but has the wrong shape
//! (not JSON, root not an object, the container not an object, an event not an array);
//! `--dry-run` prints the change; `uninstall` removes exactly our entry.

use super::{TARGETS, Target};
use serde_json::{Map, Value};
use std::path::{Path, PathBuf};

/// Where and how a target registers its hook.
#[derive(Debug, Clone, Copy)]
pub struct Install {
    /// The settings file, relative to `$HOME`.
    pub path: &'static str,
    /// Directories under `$HOME` whose presence means the harness is installed (`--auto-detect`).
    pub detect: &'static [&'static str],
    pub layout: Layout,
    /// Printed after a successful install (what else the user may need to do).
    pub note: &'static str,
}

/// The shape of the settings file.
#[derive(Debug, Clone, Copy)]
pub enum Layout {
    /// A JSON file: `root[container][event]` is an array of entries.
    Json {
        container: &'static str,
        /// Each event we register on, with the matcher our entry uses.
        events: &'static [(&'static str, Option<&'static str>)],
        /// Builds our entry from the hook command and the matcher.
        entry: fn(&str, Option<&str>) -> Value,
        /// Keys a new file starts with (e.g. `"version": 1`).
        new_file: &'static [(&'static str, i64)],
        /// The file is ours alone (a dedicated hooks file): removed by uninstall once empty.
        dedicated: bool,
    },
    /// A file we own whole, rendered from the program path (OpenCode's plugin).
    Plugin { render: fn(&str) -> String },
}

/// The usual matcher-group entry: `{"matcher": M, "hooks": [{"type": "command", "command": C}]}`.
pub fn group_entry(command: &str, matcher: Option<&str>) -> Value {
    let mut group = Map::new();
    if let Some(m) = matcher {
        group.insert("matcher".into(), Value::String(m.into()));
    }
    let mut hook = Map::new();
    hook.insert("type".into(), Value::String("command".into()));
    hook.insert("command".into(), Value::String(command.into()));
    group.insert("hooks".into(), Value::Array(vec![Value::Object(hook)]));
    Value::Object(group)
}

/// Marker that identifies a plugin file we wrote.
pub const PLUGIN_MARKER: &str = "shanalyze-managed-plugin";

/// Options shared by install and uninstall.
#[derive(Debug, Clone)]
pub struct Options {
    /// The home directory settings paths are relative to.
    pub home: PathBuf,
    /// The program the hook command runs (an absolute path to this binary, normally).
    pub program: String,
    pub dry_run: bool,
}

impl Options {
    /// Options from the environment: `$HOME` and the running binary.
    pub fn from_env(dry_run: bool) -> Result<Options, String> {
        let home =
            std::env::var("HOME").ok().filter(|h| h.starts_with('/')).ok_or("$HOME is not set to an absolute path")?;
        let program = std::env::current_exe()
            .ok()
            .and_then(|p| p.canonicalize().ok())
            .map(|p| p.to_string_lossy().into_owned())
            .unwrap_or_else(|| "shanalyze".to_string());
        Ok(Options { home: PathBuf::from(home), program, dry_run })
    }
}

/// What an install or uninstall did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Outcome {
    pub path: PathBuf,
    pub changed: bool,
    /// One line for the user.
    pub message: String,
    /// The change as a line diff (empty when nothing changed).
    pub diff: String,
}

/// The hook command for a target.
pub fn hook_command(program: &str, target: &str) -> String {
    format!("{} hook --target {target}", shell_quote(program))
}

fn shell_quote(s: &str) -> String {
    if !s.is_empty() && s.chars().all(|c| c.is_ascii_alphanumeric() || "/._-+:@%,=".contains(c)) {
        s.to_string()
    } else {
        format!("'{}'", s.replace('\'', "'\\''"))
    }
}

/// Whether a hook command string is ours for `target` (any install location of shanalyze).
fn is_our_command(s: &str, target: &str) -> bool {
    s.contains("shanalyze") && s.trim_end().ends_with(&format!("hook --target {target}"))
}

/// Whether a JSON value (an entry or a hook object) directly carries our command.
fn carries_ours(v: &Value, target: &str) -> bool {
    v.as_object().is_some_and(|o| o.values().any(|x| x.as_str().is_some_and(|s| is_our_command(s, target))))
}

/// Whether an event array already holds our hook.
fn has_ours(entries: &[Value], target: &str) -> bool {
    entries.iter().any(|e| {
        carries_ours(e, target)
            || e.get("hooks").and_then(Value::as_array).is_some_and(|hs| hs.iter().any(|h| carries_ours(h, target)))
    })
}

fn refuse(path: &Path, why: &str) -> String {
    format!("{}: {why}; refusing to edit it (left unchanged)", path.display())
}

/// A settings file as read: its text, its value, and its key order.
struct Read {
    text: String,
    value: Value,
    order: ordered::Ordered,
}

fn read_json(path: &Path) -> Result<Option<Read>, String> {
    let bytes = match std::fs::read(path) {
        Ok(b) => b,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(format!("{}: cannot read: {e}", path.display())),
    };
    let text = String::from_utf8(bytes).map_err(|_| refuse(path, "not valid UTF-8"))?;
    if text.trim().is_empty() {
        return Ok(Some(Read { text, value: Value::Object(Map::new()), order: ordered::Ordered::Obj(Vec::new()) }));
    }
    let value: Value = serde_json::from_str(&text).map_err(|e| refuse(path, &format!("not valid JSON ({e})")))?;
    if !value.is_object() {
        return Err(refuse(path, "its root is not a JSON object"));
    }
    let order: ordered::Ordered =
        serde_json::from_str(&text).map_err(|e| refuse(path, &format!("not valid JSON ({e})")))?;
    Ok(Some(Read { text, value, order }))
}

/// Checks the container and the events have the expected types; returns nothing on success.
fn check_shape(path: &Path, root: &Value, container: &str, events: &[(&str, Option<&str>)]) -> Result<(), String> {
    let Some(c) = root.get(container) else { return Ok(()) };
    let Some(obj) = c.as_object() else {
        return Err(refuse(path, &format!("\"{container}\" is not an object")));
    };
    for (event, _) in events {
        if let Some(v) = obj.get(*event)
            && !v.is_array()
        {
            return Err(refuse(path, &format!("\"{container}\".\"{event}\" is not an array")));
        }
    }
    Ok(())
}

/// Pretty JSON with the original file's key order kept (new keys go last).
fn render_json(v: &Value, order: Option<&ordered::Ordered>) -> String {
    let mut s = serde_json::to_string_pretty(&ordered::with_order(v, order)).unwrap_or_default();
    s.push('\n');
    s
}

/// Installs the hook for `target`.
pub fn install(target: &Target, opts: &Options) -> Result<Outcome, String> {
    let path = opts.home.join(target.install.path);
    let command = hook_command(&opts.program, target.name);
    match target.install.layout {
        Layout::Plugin { render } => install_plugin(&path, &render(&opts.program), opts),
        Layout::Json { container, events, entry, new_file, .. } => {
            let existing = read_json(&path)?;
            let (before, mut root, order) = match existing {
                Some(r) => (Some(r.text), r.value, Some(r.order)),
                None => {
                    let mut m = Map::new();
                    for (k, v) in new_file {
                        m.insert((*k).to_string(), Value::from(*v));
                    }
                    (None, Value::Object(m), None)
                }
            };
            check_shape(&path, &root, container, events)?;
            let obj = root.as_object_mut().expect("checked: an object");
            let cont = obj.entry(container.to_string()).or_insert_with(|| Value::Object(Map::new()));
            let cont = cont.as_object_mut().expect("checked: an object");
            let mut added = Vec::new();
            for (event, matcher) in events {
                let arr = cont.entry(event.to_string()).or_insert_with(|| Value::Array(Vec::new()));
                let arr = arr.as_array_mut().expect("checked: an array");
                if !has_ours(arr, target.name) {
                    arr.push(entry(&command, *matcher));
                    added.push(*event);
                }
            }
            if added.is_empty() {
                return Ok(Outcome {
                    path: path.clone(),
                    changed: false,
                    message: format!("{}: already installed in {}; nothing changed", target.name, path.display()),
                    diff: String::new(),
                });
            }
            let after = render_json(&root, order.as_ref());
            let diff = line_diff(before.as_deref().unwrap_or(""), &after);
            let verb = if opts.dry_run { "would add" } else { "added" };
            if !opts.dry_run {
                write_atomic(&path, &after)?;
            }
            Ok(Outcome {
                path: path.clone(),
                changed: !opts.dry_run,
                message: format!("{}: {verb} the hook for {} in {}", target.name, added.join(", "), path.display()),
                diff,
            })
        }
    }
}

fn install_plugin(path: &Path, content: &str, opts: &Options) -> Result<Outcome, String> {
    let before = match std::fs::read(path) {
        Ok(b) => Some(String::from_utf8(b).map_err(|_| refuse(path, "not valid UTF-8"))?),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => None,
        Err(e) => return Err(format!("{}: cannot read: {e}", path.display())),
    };
    if before.as_deref() == Some(content) {
        return Ok(Outcome {
            path: path.to_path_buf(),
            changed: false,
            message: format!("already installed in {}; nothing changed", path.display()),
            diff: String::new(),
        });
    }
    if let Some(b) = &before
        && !b.contains(PLUGIN_MARKER)
    {
        return Err(refuse(path, "the file exists and was not written by shanalyze"));
    }
    let diff = line_diff(before.as_deref().unwrap_or(""), content);
    if !opts.dry_run {
        write_atomic(path, content)?;
    }
    let verb = if opts.dry_run { "would write" } else { "wrote" };
    Ok(Outcome {
        path: path.to_path_buf(),
        changed: !opts.dry_run,
        message: format!("{verb} the plugin {}", path.display()),
        diff,
    })
}

/// Removes exactly our hook for `target`.
pub fn uninstall(target: &Target, opts: &Options) -> Result<Outcome, String> {
    let path = opts.home.join(target.install.path);
    let not_installed = |path: &Path| Outcome {
        path: path.to_path_buf(),
        changed: false,
        message: format!("{}: not installed in {}; nothing changed", target.name, path.display()),
        diff: String::new(),
    };
    match target.install.layout {
        Layout::Plugin { .. } => {
            let Ok(bytes) = std::fs::read(&path) else { return Ok(not_installed(&path)) };
            let text = String::from_utf8_lossy(&bytes);
            if !text.contains(PLUGIN_MARKER) {
                return Err(refuse(&path, "the file was not written by shanalyze"));
            }
            if !opts.dry_run {
                std::fs::remove_file(&path).map_err(|e| format!("{}: cannot remove: {e}", path.display()))?;
            }
            let verb = if opts.dry_run { "would remove" } else { "removed" };
            Ok(Outcome {
                path: path.clone(),
                changed: !opts.dry_run,
                message: format!("{}: {verb} {}", target.name, path.display()),
                diff: line_diff(&text, ""),
            })
        }
        Layout::Json { container, events, new_file, dedicated, .. } => {
            let Some(Read { text: before, value: mut root, order }) = read_json(&path)? else {
                return Ok(not_installed(&path));
            };
            check_shape(&path, &root, container, events)?;
            let obj = root.as_object_mut().expect("checked: an object");
            let mut removed = false;
            if let Some(cont) = obj.get_mut(container).and_then(Value::as_object_mut) {
                for (event, _) in events {
                    let Some(arr) = cont.get_mut(*event).and_then(Value::as_array_mut) else { continue };
                    let had = arr.len();
                    let mut touched = false;
                    arr.retain_mut(|e| {
                        if carries_ours(e, target.name) {
                            touched = true;
                            return false;
                        }
                        if let Some(hs) = e.get_mut("hooks").and_then(Value::as_array_mut) {
                            let n = hs.len();
                            hs.retain(|h| !carries_ours(h, target.name));
                            if hs.len() != n {
                                touched = true;
                                return !hs.is_empty();
                            }
                        }
                        true
                    });
                    if touched {
                        removed = true;
                        if arr.is_empty() && had > 0 {
                            cont.remove(*event);
                        }
                    }
                }
                if removed && cont.is_empty() {
                    obj.remove(container);
                }
            }
            if !removed {
                return Ok(not_installed(&path));
            }
            let leftover_is_skeleton =
                obj.iter().all(|(k, v)| new_file.iter().any(|(nk, nv)| nk == k && v == &Value::from(*nv)));
            let delete = dedicated && leftover_is_skeleton;
            let after = if delete { String::new() } else { render_json(&root, Some(&order)) };
            let diff = line_diff(&before, &after);
            if !opts.dry_run {
                if delete {
                    std::fs::remove_file(&path).map_err(|e| format!("{}: cannot remove: {e}", path.display()))?;
                } else {
                    write_atomic(&path, &after)?;
                }
            }
            let verb = if opts.dry_run { "would remove" } else { "removed" };
            Ok(Outcome {
                path: path.clone(),
                changed: !opts.dry_run,
                message: format!("{}: {verb} the shanalyze hook from {}", target.name, path.display()),
                diff,
            })
        }
    }
}

/// Writes `content` to `path` atomically: a temporary file in the same directory, flushed,
/// given the original's permissions, then renamed over the target.
pub fn write_atomic(path: &Path, content: &str) -> Result<(), String> {
    use std::io::Write;
    let dir = path.parent().ok_or_else(|| format!("{}: no parent directory", path.display()))?;
    std::fs::create_dir_all(dir).map_err(|e| format!("{}: cannot create: {e}", dir.display()))?;
    let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let tmp = dir.join(format!(".{name}.shanalyze-{}.tmp", std::process::id()));
    let result = (|| -> std::io::Result<()> {
        let mut f = std::fs::OpenOptions::new().write(true).create_new(true).open(&tmp)?;
        f.write_all(content.as_bytes())?;
        f.sync_all()?;
        if let Ok(meta) = std::fs::metadata(path) {
            std::fs::set_permissions(&tmp, meta.permissions())?;
        }
        std::fs::rename(&tmp, path)
    })();
    if let Err(e) = result {
        let _ = std::fs::remove_file(&tmp);
        return Err(format!("{}: cannot write: {e}", path.display()));
    }
    Ok(())
}

/// A minimal line diff (longest common subsequence), `-`/`+`/` ` prefixed.
pub fn line_diff(before: &str, after: &str) -> String {
    let a: Vec<&str> = before.lines().collect();
    let b: Vec<&str> = after.lines().collect();
    let (n, m) = (a.len(), b.len());
    if n * m > 4_000_000 {
        return format!("(file too large to diff: {n} lines before, {m} after)\n");
    }
    let mut lcs = vec![vec![0u32; m + 1]; n + 1];
    for i in (0..n).rev() {
        for j in (0..m).rev() {
            lcs[i][j] = if a[i] == b[j] { lcs[i + 1][j + 1] + 1 } else { lcs[i + 1][j].max(lcs[i][j + 1]) };
        }
    }
    let (mut i, mut j, mut out) = (0, 0, String::new());
    while i < n || j < m {
        if i < n && j < m && a[i] == b[j] {
            out.push_str(&format!("  {}\n", a[i]));
            i += 1;
            j += 1;
        } else if j < m && (i == n || lcs[i][j + 1] >= lcs[i + 1][j]) {
            out.push_str(&format!("+ {}\n", b[j]));
            j += 1;
        } else {
            out.push_str(&format!("- {}\n", a[i]));
            i += 1;
        }
    }
    out
}

/// The targets whose harness looks installed under `home`.
pub fn detect(home: &Path) -> Vec<&'static Target> {
    TARGETS.iter().filter(|t| t.install.detect.iter().any(|d| home.join(d).is_dir())).collect()
}

fn print_outcome(o: &Outcome, dry_run: bool) {
    println!("{}", o.message);
    if dry_run && !o.diff.is_empty() {
        println!("--- {}", o.path.display());
        print!("{}", o.diff);
    }
}

/// `shanalyze install`: returns the exit code (0 done or nothing to do, 1 refused or failed).
pub fn install_main(target: Option<&str>, auto_detect: bool, dry_run: bool) -> u8 {
    let opts = match Options::from_env(dry_run) {
        Ok(o) => o,
        Err(e) => {
            eprintln!("shanalyze: {e}");
            return 1;
        }
    };
    let targets: Vec<&Target> = match (target, auto_detect) {
        (Some(name), _) => match super::target(name) {
            Some(t) => vec![t],
            None => {
                eprintln!("shanalyze: unknown target {name:?}; targets: {}", super::target_names());
                return 64;
            }
        },
        (None, true) => {
            let found = detect(&opts.home);
            if found.is_empty() {
                eprintln!("shanalyze: no supported harness found under {}", opts.home.display());
                return 1;
            }
            found
        }
        (None, false) => {
            eprintln!("shanalyze: give --target NAME or --auto-detect; targets: {}", super::target_names());
            return 64;
        }
    };
    let mut code = 0;
    for t in targets {
        match install(t, &opts) {
            Ok(o) => {
                print_outcome(&o, dry_run);
                if o.changed && !t.install.note.is_empty() {
                    println!("  note: {}", t.install.note);
                }
            }
            Err(e) => {
                eprintln!("shanalyze: {}: {e}", t.name);
                code = 1;
            }
        }
    }
    code
}

/// `shanalyze uninstall`: returns the exit code.
pub fn uninstall_main(target: &str, dry_run: bool) -> u8 {
    let opts = match Options::from_env(dry_run) {
        Ok(o) => o,
        Err(e) => {
            eprintln!("shanalyze: {e}");
            return 1;
        }
    };
    let Some(t) = super::target(target) else {
        eprintln!("shanalyze: unknown target {target:?}; targets: {}", super::target_names());
        return 64;
    };
    match uninstall(t, &opts) {
        Ok(o) => {
            print_outcome(&o, dry_run);
            0
        }
        Err(e) => {
            eprintln!("shanalyze: {}: {e}", t.name);
            1
        }
    }
}

/// Key order for JSON documents: `serde_json::Value` sorts object keys, so the original
/// file's order is read separately and reapplied when writing, keeping the user's layout.
mod ordered {
    use serde::de::{Deserialize, Deserializer, MapAccess, SeqAccess, Visitor};
    use serde::ser::{Serialize, SerializeMap, SerializeSeq, Serializer};
    use serde_json::Value;

    /// A JSON document with object keys in file order.
    #[derive(Debug, Clone)]
    pub enum Ordered {
        Leaf(Value),
        Arr(Vec<Ordered>),
        Obj(Vec<(String, Ordered)>),
    }

    impl<'de> Deserialize<'de> for Ordered {
        fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Ordered, D::Error> {
            struct V;
            impl<'de> Visitor<'de> for V {
                type Value = Ordered;
                fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                    f.write_str("JSON")
                }
                fn visit_bool<E>(self, b: bool) -> Result<Ordered, E> {
                    Ok(Ordered::Leaf(Value::Bool(b)))
                }
                fn visit_i64<E>(self, n: i64) -> Result<Ordered, E> {
                    Ok(Ordered::Leaf(Value::from(n)))
                }
                fn visit_u64<E>(self, n: u64) -> Result<Ordered, E> {
                    Ok(Ordered::Leaf(Value::from(n)))
                }
                fn visit_f64<E>(self, n: f64) -> Result<Ordered, E> {
                    Ok(Ordered::Leaf(Value::from(n)))
                }
                fn visit_str<E>(self, s: &str) -> Result<Ordered, E> {
                    Ok(Ordered::Leaf(Value::String(s.to_string())))
                }
                fn visit_string<E>(self, s: String) -> Result<Ordered, E> {
                    Ok(Ordered::Leaf(Value::String(s)))
                }
                fn visit_unit<E>(self) -> Result<Ordered, E> {
                    Ok(Ordered::Leaf(Value::Null))
                }
                fn visit_none<E>(self) -> Result<Ordered, E> {
                    Ok(Ordered::Leaf(Value::Null))
                }
                fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Ordered, A::Error> {
                    let mut v = Vec::new();
                    while let Some(x) = seq.next_element()? {
                        v.push(x);
                    }
                    Ok(Ordered::Arr(v))
                }
                fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Ordered, A::Error> {
                    let mut v: Vec<(String, Ordered)> = Vec::new();
                    while let Some((k, x)) = map.next_entry::<String, Ordered>()? {
                        // A repeated key keeps its first position and its last value, as
                        // serde_json does for the value.
                        match v.iter_mut().find(|(key, _)| *key == k) {
                            Some(slot) => slot.1 = x,
                            None => v.push((k, x)),
                        }
                    }
                    Ok(Ordered::Obj(v))
                }
            }
            d.deserialize_any(V)
        }
    }

    impl Serialize for Ordered {
        fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
            match self {
                Ordered::Leaf(v) => v.serialize(s),
                Ordered::Arr(items) => {
                    let mut seq = s.serialize_seq(Some(items.len()))?;
                    for x in items {
                        seq.serialize_element(x)?;
                    }
                    seq.end()
                }
                Ordered::Obj(entries) => {
                    let mut map = s.serialize_map(Some(entries.len()))?;
                    for (k, x) in entries {
                        map.serialize_entry(k, x)?;
                    }
                    map.end()
                }
            }
        }
    }

    fn to_value(o: &Ordered) -> Value {
        match o {
            Ordered::Leaf(v) => v.clone(),
            Ordered::Arr(items) => Value::Array(items.iter().map(to_value).collect()),
            Ordered::Obj(entries) => Value::Object(entries.iter().map(|(k, x)| (k.clone(), to_value(x))).collect()),
        }
    }

    /// `v` with the key order of `hint` wherever the two line up.
    pub fn with_order(v: &Value, hint: Option<&Ordered>) -> Ordered {
        match v {
            Value::Object(map) => {
                let hinted: &[(String, Ordered)] = match hint {
                    Some(Ordered::Obj(entries)) => entries,
                    _ => &[],
                };
                let mut out = Vec::with_capacity(map.len());
                for (k, h) in hinted {
                    if let Some(x) = map.get(k) {
                        out.push((k.clone(), with_order(x, Some(h))));
                    }
                }
                for (k, x) in map {
                    if !hinted.iter().any(|(hk, _)| hk == k) {
                        out.push((k.clone(), with_order(x, None)));
                    }
                }
                Ordered::Obj(out)
            }
            Value::Array(items) => {
                let hinted: &[Ordered] = match hint {
                    Some(Ordered::Arr(h)) => h,
                    _ => &[],
                };
                let mut used = vec![false; hinted.len()];
                let out = items
                    .iter()
                    .enumerate()
                    .map(|(i, x)| {
                        // The same element where it was, else an equal one, else the one at
                        // this position (an element we edited).
                        let pick = if hinted.get(i).is_some_and(|h| !used[i] && to_value(h) == *x) {
                            Some(i)
                        } else {
                            (0..hinted.len())
                                .find(|&j| !used[j] && to_value(&hinted[j]) == *x)
                                .or_else(|| (i < hinted.len() && !used[i]).then_some(i))
                        };
                        if let Some(j) = pick {
                            used[j] = true;
                        }
                        with_order(x, pick.map(|j| &hinted[j]))
                    })
                    .collect();
                Ordered::Arr(out)
            }
            leaf => Ordered::Leaf(leaf.clone()),
        }
    }
}
