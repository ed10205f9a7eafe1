//! classify: one [`Invocation`] → its effects, paths, hosts and a default [`Decision`].
//!
//! It reads the knowledge tables (base effect, subcommands, flags, operands, hooks), the
//! redirects and the environment, and applies the default policy of DESIGN §5: read-only and
//! inert commands are allowed; writes, deletes, code execution, network, privilege, unknown
//! commands and anything opaque ask; catastrophic patterns deny. User policy comes after, in
//! `policy`. This module must not parse shell text.

use crate::ir::Access;
use crate::knowledge::{self, FlagEffect, Kind, Operands, ParsedArg, Spec};
use crate::paths::{self, PathClass, Workspace};
use crate::report::{Decision, PathReport, Reason};
use crate::resolve::{Arg, Cwd, Delegation, Invocation};

/// What classification found for one invocation.
#[derive(Debug, Clone, Default)]
pub struct Outcome {
    pub decision: Decision,
    pub effects: Vec<&'static str>,
    pub reasons: Vec<Reason>,
    pub paths: Vec<PathReport>,
    pub hosts: Vec<String>,
    /// The canonical command path that matched in the tables (`git remote add`).
    pub matched: Vec<&'static str>,
}

impl Outcome {
    pub fn add(&mut self, code: &'static str, message: impl Into<String>, decision: Decision, span: crate::ir::Span) {
        debug_assert!(crate::reasons::lookup(code).is_some(), "reason code {code} is not documented in reasons.rs");
        let message = message.into();
        if self.reasons.iter().any(|r| r.code == code && r.message == message) {
            return;
        }
        self.decision = self.decision.max(decision);
        self.reasons.push(Reason { code, message, span, decision });
    }
    pub fn effect(&mut self, effect: &'static str) {
        if !self.effects.contains(&effect) {
            self.effects.push(effect);
        }
    }
}

/// How an operand or redirect touches a path.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PathAccess {
    Read,
    /// Only metadata (`ls`, `stat`): never a secret read.
    Metadata,
    Write,
    Delete,
    /// Permissions or ownership change.
    Change,
}

impl PathAccess {
    fn as_str(self) -> &'static str {
        match self {
            PathAccess::Read => "read",
            PathAccess::Metadata => "metadata",
            PathAccess::Write => "write",
            PathAccess::Delete => "delete",
            PathAccess::Change => "change",
        }
    }
}

/// A path after joining and normalising.
#[derive(Debug, Clone)]
pub struct ResolvedPath {
    pub path: String,
    pub class: PathClass,
    /// Unknown parts (dynamic word, unknown cwd).
    pub dynamic: bool,
    pub glob: bool,
}

/// What a hook sees: the invocation, its parsed arguments and the outcome so far.
pub struct Ctx<'a> {
    pub inv: &'a Invocation,
    pub ws: &'a Workspace,
    /// argv index where the matched (sub)command's own arguments start.
    pub args_start: usize,
    pub parsed: Vec<ParsedArg<'static>>,
    pub out: Outcome,
}

impl<'a> Ctx<'a> {
    pub fn arg(&self, index: usize) -> &'a Arg {
        &self.inv.argv[index]
    }
    /// The operands (non-flag arguments) of the matched command.
    pub fn operands(&self) -> Vec<&'a Arg> {
        let argv = &self.inv.argv;
        self.parsed
            .iter()
            .filter_map(|p| match p {
                ParsedArg::Operand { index } => argv.get(*index),
                _ => None,
            })
            .collect()
    }
    /// Is a flag with any of these spellings (`|`-separated) present? A table entry may group
    /// several flags under one [`knowledge::Flag`]; only the spelling actually written counts
    /// (`-u` does not make `--mirror` present even when both share an entry).
    pub fn has(&self, names: &str) -> bool {
        self.parsed.iter().any(|p| match p {
            ParsedArg::Flag { flag, index, .. } => {
                let text = self.inv.argv.get(*index).and_then(|a| a.value()).unwrap_or("");
                names.split('|').any(|m| spelled(text, m) && flag.names.split('|').any(|n| n == m))
            }
            ParsedArg::Unknown { text, .. } => names.split('|').any(|m| m == text),
            _ => false,
        })
    }
    /// The value of a flag with any of these spellings (as written, see [`Ctx::has`]).
    pub fn value(&self, names: &str) -> Option<&str> {
        self.parsed.iter().find_map(|p| match p {
            ParsedArg::Flag { flag, value, index } => {
                let text = self.inv.argv.get(*index).and_then(|a| a.value()).unwrap_or("");
                names
                    .split('|')
                    .any(|m| spelled(text, m) && flag.names.split('|').any(|n| n == m))
                    .then_some(value.as_deref())
                    .flatten()
            }
            _ => None,
        })
    }
    pub fn span(&self) -> crate::ir::Span {
        self.inv.span
    }
    pub fn add(&mut self, code: &'static str, message: impl Into<String>, decision: Decision) {
        let span = self.inv.span;
        self.out.add(code, message, decision, span);
    }
    pub fn effect(&mut self, effect: &'static str) {
        self.out.effect(effect);
    }
    /// Joins, normalises and classifies an argument used as a path.
    pub fn resolve_path(&self, arg: &Arg) -> ResolvedPath {
        resolve_path(self.inv, self.ws, arg)
    }
    /// Records a path use and applies the default policy for its class.
    pub fn path(&mut self, arg: &Arg, access: PathAccess) -> ResolvedPath {
        let p = self.resolve_path(arg);
        path_facet(&mut self.out, &p, access, arg, self.inv);
        p
    }
    pub fn host(&mut self, text: &str) {
        if let Some(host) = crate::hosts::extract(text)
            && !self.out.hosts.contains(&host)
        {
            self.out.hosts.push(host);
        }
    }
}

/// Was the flag `name` written as the argument `text`? Long options match exactly or as an
/// abbreviation (`--recur`), single-dash long options exactly, short options inside a
/// cluster (`-rf` has `-f`).
fn spelled(text: &str, name: &str) -> bool {
    let t = text.split('=').next().unwrap_or(text);
    if name.starts_with("--") {
        t.starts_with("--") && t.len() > 2 && name.starts_with(t)
    } else if name.chars().count() == 2 {
        t == name
            || !t.starts_with("--")
                && t.starts_with('-')
                && name.chars().nth(1).is_some_and(|c| t.chars().skip(1).any(|x| x == c))
    } else {
        t == name
    }
}

pub fn resolve_path(inv: &Invocation, ws: &Workspace, arg: &Arg) -> ResolvedPath {
    let (raw, dynamic) = match (&arg.value, &arg.shape) {
        (Some(v), _) => (v.clone(), false),
        (None, Some(shape)) => (shape.clone(), true),
        (None, None) => (arg.text.clone(), true),
    };
    let raw = match (&ws.home, raw.strip_prefix('~')) {
        (Some(home), Some(rest)) if rest.is_empty() || rest.starts_with('/') => {
            format!("{}{rest}", home.trim_end_matches('/'))
        }
        _ => raw,
    };
    let absolute = raw.starts_with('/') || raw == "~" || raw.starts_with("~/");
    let (path, unknown_base) = match (&inv.cwd, absolute) {
        (_, true) => (paths::normalize(&raw), false),
        // A directory followed relative to the start directory (`cd ../..`).
        (Cwd::Known(base), false) if !base.starts_with('/') && !base.starts_with('~') => match &ws.cwd {
            Some(cwd) => (paths::join(&paths::join(cwd, base), &raw), false),
            None => (paths::join(base, &raw), false),
        },
        (Cwd::Known(base), false) => (paths::join(base, &raw), false),
        (Cwd::Start, false) => match &ws.cwd {
            Some(cwd) => (paths::join(cwd, &raw), false),
            None => (paths::normalize(&raw), false),
        },
        (Cwd::Unknown, false) => (paths::normalize(&raw), true),
    };
    let path = if path.starts_with('/') { ws.home_relative(&path) } else { path };
    let mut class = ws.classify(&path, dynamic);
    // `cat .e*` may well read `.env`.
    if arg.glob && class != PathClass::Secret && paths::glob_may_be_secret(&path) {
        class = PathClass::Secret;
    }
    if unknown_base && !matches!(class, PathClass::Secret) {
        class = PathClass::Unknown;
    }
    if inv.remote && !matches!(class, PathClass::Secret) {
        class = PathClass::Unknown;
    }
    ResolvedPath { path, class, dynamic: dynamic || unknown_base, glob: arg.glob }
}

/// The default policy for one path use.
fn path_facet(out: &mut Outcome, p: &ResolvedPath, access: PathAccess, arg: &Arg, inv: &Invocation) {
    let span = if arg.span.end > arg.span.start { arg.span } else { inv.span };
    out.paths.push(PathReport { path: p.path.clone(), access: access.as_str(), class: p.class.as_str() });
    match (access, p.class) {
        (PathAccess::Read, PathClass::Secret) => {
            out.effect("secret");
            out.add("read.secret", format!("reads `{}`, which may hold credentials", p.path), Decision::Ask, span);
        }
        (PathAccess::Read, PathClass::BlockDevice) => {
            out.effect("secret");
            out.add("read.secret", format!("reads raw data from `{}` (disk or memory)", p.path), Decision::Ask, span);
        }
        (PathAccess::Read, PathClass::Unknown) if name_unknown(arg) => {
            out.effect("secret");
            out.add(
                "read.unknown-path",
                format!("reads `{}`, a file whose name is known only at run time (it may hold credentials)", arg.text),
                Decision::Ask,
                span,
            );
        }
        (PathAccess::Read | PathAccess::Metadata, _) => {}
        (_, PathClass::Sink) => {}
        // `echo b > /proc/sysrq-trigger` reboots at once (`o` powers off, `c` crashes).
        (PathAccess::Write, _) if p.path == "/proc/sysrq-trigger" => {
            out.effect("system");
            out.add(
                "system.power",
                "writes to `/proc/sysrq-trigger`, which reboots, halts or crashes the machine",
                Decision::Deny,
                span,
            );
        }
        (PathAccess::Write | PathAccess::Delete, PathClass::BlockDevice) => {
            out.effect("write");
            out.add("disk.overwrite", format!("overwrites the block device `{}`", p.path), Decision::Deny, span);
        }
        (_, PathClass::Persistence) => {
            out.effect("write");
            out.add(
                "write.persistence",
                format!("changes `{}`, where code runs from later", p.path),
                Decision::Ask,
                span,
            );
        }
        (_, PathClass::Secret) => {
            out.effect("write");
            out.add("write.secret", format!("changes `{}`, which holds credentials", p.path), Decision::Ask, span);
        }
        (_, PathClass::System | PathClass::Root | PathClass::BlockDevice) => {
            out.effect("write");
            out.add("write.system", format!("changes the system path `{}`", p.path), Decision::Ask, span);
        }
        (_, PathClass::Unknown) => {
            out.effect("write");
            out.add(
                "write.unknown-path",
                format!("changes `{}`, a path known only at run time", arg.text),
                Decision::Ask,
                span,
            );
        }
        (PathAccess::Delete, _) => {
            out.effect("delete");
            out.add("delete.file", format!("deletes `{}`", p.path), Decision::Ask, span);
        }
        (PathAccess::Change, _) => {
            out.effect("write");
            out.add("write.permissions", format!("changes permissions of `{}`", p.path), Decision::Ask, span);
        }
        (PathAccess::Write, PathClass::Outside | PathClass::HomeRoot) => {
            out.effect("write");
            out.add("write.outside", format!("writes `{}`, outside the workspace", p.path), Decision::Ask, span);
        }
        (PathAccess::Write, _) => {
            out.effect("write");
            out.add("write.file", format!("writes `{}`", p.path), Decision::Ask, span);
        }
    }
}

/// Is the file name (the last component) of a dynamic path wholly unknown (`$f`,
/// `$DIR/$NAME`, `$(ls)`)? Then it may be any file, a secret included. A known name in an
/// unknown directory (`$DIR/README.md`) is judged by its name.
///
/// A word made by a substitution (`$(find . -name '*.rs')`) is judged by what the
/// substitution names instead, like operands `xargs` appends (`secret_operands_from_input`).
fn name_unknown(arg: &Arg) -> bool {
    if arg.value.is_some() || arg.subs.is_some() || arg.enumerated {
        return false;
    }
    let shape = arg.shape.as_deref().unwrap_or("*");
    let name = shape.trim_end_matches('/').rsplit('/').next().unwrap_or(shape);
    name.is_empty() || name.bytes().all(|b| b == b'*')
}

/// Environment variables that change what a command runs or loads.
pub fn is_dangerous_env(name: &str) -> bool {
    const EXACT: &[&str] = &[
        "BASH_ENV",
        "BROWSER",
        "CDPATH",
        "EDITOR",
        "ENV",
        "FPATH",
        "GIT_ASKPASS",
        "GIT_CONFIG",
        "GIT_CONFIG_GLOBAL",
        "GIT_CONFIG_PARAMETERS",
        "GIT_CONFIG_SYSTEM",
        "GIT_DIR",
        "GIT_EDITOR",
        "GIT_EXEC_PATH",
        "GIT_EXTERNAL_DIFF",
        "GIT_PAGER",
        "GIT_PROXY_COMMAND",
        "GIT_SEQUENCE_EDITOR",
        "GIT_SSH",
        "GIT_SSH_COMMAND",
        "GIT_TEMPLATE_DIR",
        "GIT_WORK_TREE",
        "GLOBIGNORE",
        "HISTFILE",
        "HOME",
        "IFS",
        "JAVA_TOOL_OPTIONS",
        "KUBECONFIG",
        "LESSCLOSE",
        "LESSEDIT",
        "LESSKEYIN",
        "LESSKEY_CONTENT",
        "LESSKEY_SYSTEM",
        "LESSOPEN",
        "LESSKEY",
        "MANPAGER",
        "MANOPT",
        "NODE_OPTIONS",
        "NODE_PATH",
        "OPENSSL_CONF",
        "PAGER",
        "PATH",
        "PERL5LIB",
        "PERL5OPT",
        "PERLLIB",
        "PROMPT_COMMAND",
        "PS0",
        "PS1",
        "PS2",
        "PS3",
        "PS4",
        "INPUTRC",
        "PYTHONHOME",
        "PYTHONPATH",
        "PYTHONSTARTUP",
        "PYTHONINSPECT",
        "RUBYLIB",
        "RUBYOPT",
        "RUSTC",
        "RUSTC_WRAPPER",
        "RUSTC_WORKSPACE_WRAPPER",
        "RUSTDOCFLAGS",
        "RUSTFLAGS",
        "SHELL",
        "SHELLOPTS",
        "SSH_ASKPASS",
        "SUDO_ASKPASS",
        "SYSTEMD_PAGER",
        "TMPDIR",
        "VISUAL",
        "ZDOTDIR",
        "CARGO_HOME",
        "NPM_CONFIG_PREFIX",
        "CC",
        "CXX",
        "LD",
        "AR",
        "MAKEFLAGS",
        "GCONV_PATH",
        "PERL5DB",
        "BASHOPTS",
        "XDG_CONFIG_HOME",
        "DOCKER_HOST",
        "_JAVA_OPTIONS",
        "JDK_JAVA_OPTIONS",
        "MAVEN_OPTS",
        "GRADLE_OPTS",
        "CLASSPATH",
        "PHPRC",
        "PYTHONWARNINGS",
        "PYTHONBREAKPOINT",
        "NODE_EXTRA_CA_CERTS",
        "SSL_CERT_FILE",
        "HTTP_PROXY",
        "HTTPS_PROXY",
        "http_proxy",
        "https_proxy",
        "ALL_PROXY",
        "all_proxy",
    ];
    const MORE: &[&str] = &[
        // `credential_process` in an AWS config runs a program.
        "AWS_CONFIG_FILE",
        "AWS_SHARED_CREDENTIALS_FILE",
        // Cargo's `build.*` settings name programs it runs, even for `cargo metadata`.
        "CARGO_BUILD_RUSTC",
        "CARGO_BUILD_RUSTC_WRAPPER",
        "CARGO_BUILD_RUSTC_WORKSPACE_WRAPPER",
        "CARGO_BUILD_RUSTDOC",
        // `-toolexec`, `-overlay`: go runs or reads what they name.
        "GOFLAGS",
        "GOTOOLCHAIN",
        "ACKRC",
        "ACK_OPTIONS",
        "ACK_PAGER",
        "ACK_PAGER_COLOR",
        "AWKPATH",
        "AWKLIBPATH",
        "BAT_PAGER",
        "BAT_CONFIG_PATH",
        "DELTA_PAGER",
        "FZF_DEFAULT_COMMAND",
        "FZF_DEFAULT_OPTS",
        "FZF_DEFAULT_OPTS_FILE",
        "GH_PAGER",
        "GIT_DIFF_OPTS",
        "GREP_OPTIONS",
        "JJ_CONFIG",
        "JJ_EDITOR",
        "JQ_LIBRARY_PATH",
        "JULIA_DEPOT_PATH",
        "JULIA_LOAD_PATH",
        "KUBECTL_EXTERNAL_DIFF",
        "LUA_CPATH",
        "LUA_INIT",
        "LUA_PATH",
        "MYSQL_PS1",
        "NODE_REPL_EXTERNAL_MODULE",
        "PSQL_PAGER",
        "RIPGREP_CONFIG_PATH",
        "RUBYSHELL",
        "SQLITE_HISTORY",
        "TAR_OPTIONS",
        "GZIP",
        "XZ_OPT",
        "ZSTD_CLEVEL",
        "BZIP2",
        "ZIPOPT",
        "UNZIP",
        "LESS",
        "MORE",
        "TERMINFO",
        "WGETRC",
        "CURL_HOME",
        "SSH_AUTH_SOCK",
        "DOCKER_CONFIG",
        "DOCKER_CONTEXT",
        "HELM_KUBECONTEXT",
        "HELM_PLUGINS",
        "R_PROFILE_USER",
        "R_ENVIRON_USER",
        "ERL_AFLAGS",
        "ERL_ZFLAGS",
        "ELIXIR_ERL_OPTIONS",
        "DOTNET_STARTUP_HOOKS",
        "GOFLAGS",
        "GOTOOLCHAIN",
        "GOPROXY",
        "CGO_CFLAGS",
        "CGO_LDFLAGS",
        "CFLAGS",
        "LDFLAGS",
        "CPPFLAGS",
        "CXXFLAGS",
    ];
    EXACT.contains(&name)
        || MORE.contains(&name)
        || name.starts_with("LUA_INIT")
        || name.starts_with("GIT_TRACE")
        || name.starts_with("LESSOPEN")
        || name.starts_with("LD_")
        || name.starts_with("DYLD_")
        || name.starts_with("BASH_FUNC_")
        || name.ends_with("_RSH")
        || name.starts_with("GIT_CONFIG_KEY_")
        || name.starts_with("GIT_CONFIG_VALUE_")
        || name.starts_with("CARGO_TARGET_") && name.ends_with("_RUNNER")
        || name.starts_with("CARGO_TARGET_") && name.ends_with("_LINKER")
        || name.starts_with("CARGO_REGISTRIES_")
        || name.starts_with("CARGO_SOURCE_")
        || name.starts_with("NPM_CONFIG_")
        || name.starts_with("npm_config_")
        || name.starts_with("PIP_")
        || name.starts_with("UV_")
}

/// A pager variable set to nothing or `cat` turns paging off: nothing else runs.
fn is_harmless_env_value(name: &str, value: Option<&str>) -> bool {
    matches!(
        name,
        "PAGER" | "GIT_PAGER" | "MANPAGER" | "SYSTEMD_PAGER" | "GH_PAGER" | "BAT_PAGER" | "DELTA_PAGER" | "PSQL_PAGER"
    ) && matches!(value, Some("" | "cat"))
}

const STANDARD_BIN_DIRS: &[&str] =
    &["/bin/", "/usr/bin/", "/usr/local/bin/", "/sbin/", "/usr/sbin/", "/usr/local/sbin/", "/opt/homebrew/bin/"];

/// Classifies one invocation with the built-in knowledge and default policy.
pub fn classify(inv: &Invocation, ws: &Workspace) -> Outcome {
    let mut out = Outcome::default();
    for note in &inv.notes {
        out.add(note.code, note.message.clone(), note.decision, note.span);
        if note.code.starts_with("opaque.") || note.code.starts_with("limit.") {
            out.effect("opaque");
        }
    }
    for (name, value) in &inv.env {
        if is_dangerous_env(name) && !is_harmless_env_value(name, value.as_deref()) {
            out.effect("opaque");
            out.add(
                "opaque.env-assignment",
                format!("sets `{name}`, which changes what commands run or load"),
                Decision::Ask,
                inv.span,
            );
        }
    }
    declared_env(inv, &mut out);
    redirects(inv, ws, &mut out);
    if let Some(why) = reverse_shell(inv) {
        out.effect("network");
        out.effect("exec");
        out.add("net.reverse-shell", why, Decision::Deny, inv.span);
    }
    let Some(first) = inv.argv.first() else { return out };
    let Some(name) = first.value() else {
        out.effect("opaque");
        return out;
    };
    if inv.is_function {
        out.matched.push("function");
        return out;
    }
    // Wrappers and shells whose inner command is listed separately.
    let base_name = if name.starts_with('/') { name.rsplit('/').next().unwrap_or(name) } else { name };
    if inv.delegation != Delegation::Resolved
        && matches!(base_name, "sudo" | "doas" | "pkexec" | "su" | "run0" | "runuser")
    {
        out.effect("privilege");
        out.add(
            "privilege.escalation",
            format!("acts with raised privilege through `{base_name}`"),
            Decision::Ask,
            inv.span,
        );
    }
    if base_name == "xargs" {
        // `xargs -a FILE`: FILE's lines become arguments (`xargs -a .env echo` prints it).
        let mut args = inv.argv.iter().skip(1);
        while let Some(a) = args.next() {
            let target = match a.value() {
                Some("-a" | "--arg-file") => args.next().cloned(),
                Some(v) if v.starts_with("--arg-file=") => Some(Arg::lit(&v["--arg-file=".len()..], a.span)),
                Some(v) if !v.starts_with("--") && v.starts_with('-') && v.contains('a') => {
                    match v.split_once('a').map(|(_, rest)| rest) {
                        Some("") => args.next().cloned(),
                        Some(rest) => Some(Arg::lit(rest, a.span)),
                        None => None,
                    }
                }
                Some(v) if !v.starts_with('-') => break,
                _ => None,
            };
            if let Some(t) = target {
                let p = resolve_path(inv, ws, &t);
                path_facet(&mut out, &p, PathAccess::Read, &t, inv);
            }
        }
    }
    if matches!(base_name, "time" | "strace" | "ltrace") {
        // `/usr/bin/time -o FILE`, `strace -o FILE`: the report is written to FILE.
        let mut args = inv.argv.iter().skip(1);
        while let Some(a) = args.next() {
            let target = match a.value() {
                Some("-o" | "--output") => args.next().cloned(),
                Some(v) if v.starts_with("--output=") => Some(Arg::lit(&v["--output=".len()..], a.span)),
                // A cluster ending in `o` (`-ao FILE`), or with the file glued (`-aoFILE`).
                Some(v) if !v.starts_with("--") && v.starts_with('-') && v.contains('o') => {
                    match v.split_once('o').map(|(_, rest)| rest) {
                        Some("") => args.next().cloned(),
                        Some(rest) => Some(Arg::lit(rest, a.span)),
                        None => None,
                    }
                }
                Some("-f" | "--format") if base_name == "time" => {
                    args.next();
                    None
                }
                Some(v) if !v.starts_with('-') => break,
                _ => None,
            };
            if let Some(t) = target {
                let p = resolve_path(inv, ws, &t);
                path_facet(&mut out, &p, PathAccess::Write, &t, inv);
            }
        }
    }
    if inv.delegation == Delegation::Resolved {
        let key = if name.starts_with('/') { name.rsplit('/').next().unwrap_or(name) } else { name };
        if matches!(key, "sudo" | "doas" | "pkexec" | "su" | "run0" | "runuser" | "systemd-run") {
            out.effect("privilege");
            out.add(
                "privilege.escalation",
                format!("runs with raised privilege through `{key}`"),
                Decision::Ask,
                inv.span,
            );
        }
        if matches!(key, "ssh") {
            network_operands_ssh(inv, &mut out);
        }
        if matches!(key, "docker" | "podman" | "kubectl" | "oc" | "nerdctl") {
            out.effect("exec");
            out.add(
                "exec.remote",
                format!("runs a command inside a container or pod through `{key}`"),
                Decision::Ask,
                inv.span,
            );
        }
        if matches!(key, "chroot" | "nsenter" | "unshare") {
            out.effect("privilege");
            out.add(
                "privilege.namespace",
                format!("`{key}` needs privilege and changes what the command sees"),
                Decision::Ask,
                inv.span,
            );
        }
        // Pure wrappers and shells have no effect of their own beyond the above; commands
        // that also act themselves (`find -exec`, `git -c alias.x=!..`) are classified below.
        let acts_itself = knowledge::lookup(key).is_some() && crate::resolve::wrappers::lookup(key).is_none();
        if !acts_itself {
            return out;
        }
    }
    if inv.delegation == Delegation::Unresolved {
        out.effect("opaque");
        return out;
    }
    if dumps_environment(inv) {
        out.effect("secret");
        out.add("read.secret", "prints environment variables, which often hold tokens", Decision::Ask, inv.span);
    }
    if let Some(var) = expands_secret_variable(inv) {
        out.effect("secret");
        out.add("read.secret", format!("expands `${var}`, which holds a credential"), Decision::Ask, inv.span);
    }
    // A shell that runs nothing we could not see (`bash -n x`, `sh --version`): resolution
    // marks every shell that runs code as resolved or unresolved.
    if crate::resolve::is_shell(name) && inv.delegation == Delegation::None && !inv.runs_stdin {
        // `bash -n FILE` still reads FILE, and a syntax error prints the offending line.
        let mut i = 1;
        while let Some(a) = inv.argv.get(i) {
            match a.value() {
                Some("-o" | "+o" | "-O" | "+O" | "--rcfile" | "--init-file") => i += 2,
                Some(v) if v.starts_with(['-', '+']) => i += 1,
                _ => {
                    let p = resolve_path(inv, ws, a);
                    path_facet(&mut out, &p, PathAccess::Read, a, inv);
                    break;
                }
            }
        }
        return out;
    }
    let spec = match lookup_command(name) {
        Lookup::Spec(spec) => spec,
        Lookup::ProjectExecutable => {
            out.effect("exec");
            out.add("exec.project-binary", format!("runs the project executable `{name}`"), Decision::Ask, inv.span);
            return out;
        }
        Lookup::Unknown => {
            if crate::resolve::wrappers::lookup(name).is_some() {
                // A wrapper with nothing to run (`nohup`, `time`): harmless.
                return out;
            }
            out.effect("unknown");
            let shown: String = name.chars().flat_map(char::escape_debug).take(60).collect();
            out.add("unknown.command", format!("`{shown}` is not a command we know"), Decision::Ask, inv.span);
            return out;
        }
    };
    apply_spec(inv, ws, spec, 1, out)
}

enum Lookup {
    Spec(&'static Spec),
    ProjectExecutable,
    Unknown,
}

fn lookup_command(name: &str) -> Lookup {
    if name.contains('/') {
        for dir in STANDARD_BIN_DIRS {
            if let Some(base) = name.strip_prefix(dir)
                && !base.contains('/')
            {
                return knowledge::lookup(base).map(Lookup::Spec).unwrap_or(Lookup::Unknown);
            }
        }
        return Lookup::ProjectExecutable;
    }
    if !name.chars().all(|c| c.is_ascii_graphic()) {
        return Lookup::Unknown;
    }
    knowledge::lookup(name).map(Lookup::Spec).unwrap_or(Lookup::Unknown)
}

fn apply_spec(inv: &Invocation, ws: &Workspace, root: &'static Spec, start: usize, out: Outcome) -> Outcome {
    let values: Vec<Option<&str>> = inv.argv.iter().map(|a| a.value()).collect();
    let mut spec = root;
    let mut args_start = start;
    let mut ctx = Ctx { inv, ws, args_start, parsed: Vec::new(), out };
    ctx.out.matched.push(root.name);
    let mut parent_parsed: Vec<ParsedArg<'static>> = Vec::new();
    loop {
        let parsed = knowledge::parse_args(spec.flags, &values[args_start.min(values.len())..], args_start);
        if spec.subcommands.is_empty() {
            ctx.parsed = parsed;
            break;
        }
        // The first operand names the subcommand; flags before it belong to `spec`.
        let first_operand = parsed.iter().position(|p| matches!(p, ParsedArg::Operand { .. }));
        let Some(pos) = first_operand else {
            ctx.parsed = parsed;
            break;
        };
        let ParsedArg::Operand { index } = parsed[pos] else { unreachable!() };
        let before: Vec<ParsedArg<'static>> = parsed[..pos].to_vec();
        let sub_name = values[index];
        match sub_name.and_then(|n| knowledge::lookup_sub(spec, n)) {
            Some(sub) => {
                apply_flags(&mut ctx, &before);
                unknown_flags(&mut ctx, spec, &before, sub.closed_flags());
                parent_parsed.extend(before);
                // The spelling written (`uv run`, not the entry's first name `uv add`).
                let written = sub.name.split('|').find(|n| Some(*n) == sub_name);
                ctx.out.matched.push(written.unwrap_or_else(|| sub.name.split('|').next().unwrap_or(sub.name)));
                spec = sub;
                args_start = index + 1;
                ctx.args_start = args_start;
            }
            None => {
                ctx.parsed = before.clone();
                apply_flags(&mut ctx, &before);
                unknown_flags(&mut ctx, spec, &before, false);
                let shown = sub_name.unwrap_or(&inv.argv[index].text).to_string();
                match spec.unknown_sub {
                    Kind::Ask(code) => {
                        ctx.effect("unknown");
                        ctx.add(code, format!("`{} {shown}` is not a subcommand we know", spec.name), Decision::Ask);
                    }
                    kind => base_kind(&mut ctx, kind, spec),
                }
                return ctx.out;
            }
        }
    }
    base_kind(&mut ctx, spec.kind, spec);
    let parsed = ctx.parsed.clone();
    apply_flags(&mut ctx, &parsed);
    unknown_flags(&mut ctx, spec, &parsed, false);
    disguised_flags(&mut ctx, spec);
    apply_operands(&mut ctx, spec.operands);
    if let Some(hook) = spec.hook {
        hook(&mut ctx);
    }
    if let Some(hook) = root.hook.filter(|_| !std::ptr::eq(spec, root)) {
        ctx.parsed.splice(0..0, parent_parsed);
        hook(&mut ctx);
    }
    recursive_secret_reads(&mut ctx, root.name);
    if inv.argv.len() == 2 && knowledge::is_help_or_version(root, inv.argv[1].value()) {
        knowledge::clear_effects(&mut ctx);
    }
    ctx.out
}

/// Directories whose tree holds keys and credentials: a recursive search of one reads them.
const SECRET_TREES: &[&str] = &["~", "/", "/root", "/home", "/Users", "/proc", "/run/secrets", "/var/run/secrets"];

/// `grep -r KEY ~`, `rg '' /`, `grep -rh . . --include=.env`: a recursive searcher prints
/// what it finds in every file under its roots, so a root that holds secrets, or a file
/// filter that names one, reads secrets.
fn recursive_secret_reads(ctx: &mut Ctx, name: &str) {
    let grep_like = matches!(name, "grep" | "egrep" | "fgrep" | "ggrep" | "zgrep" | "ugrep" | "ug" | "rgrep");
    let always = matches!(name, "rg" | "ag" | "ack" | "ack-grep" | "pt" | "sift" | "rgrep");
    if !grep_like && !always {
        return;
    }
    let values: Vec<&str> = ctx.inv.argv.iter().skip(1).map(|a| a.value().unwrap_or(&a.text)).collect();
    let recursive = always
        || values.iter().any(|v| {
            matches!(*v, "--recursive" | "--dereference-recursive" | "--directories=recurse")
                || (v.starts_with('-') && !v.starts_with("--") && v.contains(['r', 'R']))
        })
        || values.windows(2).any(|w| w[0] == "-d" && w[1] == "recurse");
    if !recursive {
        return;
    }
    let home = ctx.ws.home.clone();
    let mut roots: Vec<String> = ctx.out.paths.iter().filter(|p| p.access == "read").map(|p| p.path.clone()).collect();
    // With no path, the search runs in the current directory (`cd ~ && rg --hidden x`),
    // unless rg/ag/ack read a pipe instead.
    let piped = ctx.inv.stdin_from.is_some();
    if roots.is_empty() && !(piped && always) {
        let here = crate::resolve::Arg::lit(".", ctx.span());
        let p = ctx.resolve_path(&here);
        if !p.dynamic {
            roots.push(p.path);
        }
    }
    let tree = roots.iter().find(|p| {
        SECRET_TREES.contains(&p.as_str())
            || crate::paths::may_hold_secret_files(p)
            || home.as_deref().is_some_and(|h| p.trim_end_matches('/') == h.trim_end_matches('/'))
    });
    if let Some(p) = tree {
        let message = format!("searches every file under `{p}`, keys and credentials included");
        ctx.effect("secret");
        ctx.add("read.secret", message, Decision::Ask);
        return;
    }
    // File filters: `--include=GLOB` (grep), `-g GLOB`/`--glob`/`--iglob` (rg), `-G RE` (ag).
    let mut filters = Vec::new();
    for (i, v) in values.iter().enumerate() {
        for prefix in ["--include=", "--glob=", "--iglob=", "--file-search-regex="] {
            if let Some(f) = v.strip_prefix(prefix) {
                filters.push(f.to_string());
            }
        }
        if matches!(*v, "--include" | "-g" | "--glob" | "--iglob" | "-G" | "--file-search-regex")
            && let Some(next) = values.get(i + 1)
        {
            filters.push(next.to_string());
        }
        if let Some(f) = v.strip_prefix("-g").filter(|f| !f.is_empty() && !v.starts_with("--")) {
            filters.push(f.to_string());
        }
    }
    let named = filters.iter().find(|f| {
        let f = f.trim_start_matches('!');
        crate::paths::glob_may_be_secret(f) || ctx.ws.classify(f, false) == PathClass::Secret
    });
    if let Some(f) = named {
        let message = format!("searches files matching `{f}`, which may hold credentials");
        ctx.effect("secret");
        ctx.add("read.secret", message, Decision::Ask);
    }
}

fn base_kind(ctx: &mut Ctx, kind: Kind, spec: &Spec) {
    match kind {
        Kind::Inert => return,
        Kind::Read => return ctx.effect("read"),
        _ => {}
    }
    let name = ctx.out.matched.join(" ");
    match kind {
        Kind::Inert => {}
        Kind::Read => ctx.effect("read"),
        Kind::Write => {
            ctx.effect("write");
            if !matches!(
                spec.operands,
                Operands::Write | Operands::ReadThenWrite | Operands::MoveTo | Operands::ModeThenChange
            ) {
                ctx.add("write.command", format!("`{name}` changes files or state"), Decision::Ask);
            }
        }
        Kind::Delete => {
            ctx.effect("delete");
            if spec.operands != Operands::Delete {
                ctx.add("delete.command", format!("`{name}` deletes files"), Decision::Ask);
            }
        }
        Kind::Exec => {
            ctx.effect("exec");
            ctx.add("exec.runs-code", format!("`{name}` runs code that is not in the command text"), Decision::Ask);
        }
        Kind::Network => {
            ctx.effect("network");
            ctx.add("net.access", format!("`{name}` reaches the network"), Decision::Ask);
        }
        Kind::System => {
            ctx.effect("system");
            ctx.add("system.change", format!("`{name}` changes system or process state"), Decision::Ask);
        }
        Kind::Privilege => {
            ctx.effect("privilege");
            ctx.add("privilege.escalation", format!("`{name}` acts with raised privilege"), Decision::Ask);
        }
        Kind::Ask(code) => {
            ctx.effect("unknown");
            ctx.add(code, format!("`{name}` is not safe to run unasked"), Decision::Ask);
        }
    }
}

fn apply_flags(ctx: &mut Ctx, parsed: &[ParsedArg<'static>]) {
    for p in parsed {
        let ParsedArg::Flag { flag, value, index } = p else { continue };
        if matches!(flag.effect, FlagEffect::Plain | FlagEffect::PatternGiven) {
            continue;
        }
        let name = ctx.out.matched.join(" ");
        let shown = ctx.inv.argv[*index].text.clone();
        match flag.effect {
            FlagEffect::Plain | FlagEffect::PatternGiven => {}
            FlagEffect::ReadsValue | FlagEffect::WritesValue | FlagEffect::PatternFile => {
                let Some(v) = value else { continue };
                let mut arg = ctx.inv.argv[*index].clone();
                // The value is the next word or glued to the flag: classify its text.
                let next = ctx.inv.argv.get(index + 1);
                let glued = !ctx.inv.argv[*index].text.ends_with(v.as_str()) || next.is_none();
                match (glued, next) {
                    (false, Some(n)) if n.value.as_deref() == Some(v.as_str()) || n.value.is_none() => arg = n.clone(),
                    _ => {
                        arg.value = Some(v.clone());
                        arg.text = v.clone();
                    }
                }
                if arg.value.is_none() && ctx.inv.argv.get(index + 1).is_some_and(|n| n.value.is_none()) {
                    arg = ctx.inv.argv[index + 1].clone();
                }
                let access = if flag.effect == FlagEffect::WritesValue { PathAccess::Write } else { PathAccess::Read };
                if v == "-" {
                    continue;
                }
                ctx.path(&arg, access);
            }
            FlagEffect::Writes => {
                ctx.effect("write");
                ctx.add("write.flag", format!("`{name} {shown}` writes files"), Decision::Ask);
            }
            FlagEffect::Deletes => {
                ctx.effect("delete");
                ctx.add("delete.flag", format!("`{name} {shown}` deletes files"), Decision::Ask);
            }
            FlagEffect::Exec => {
                ctx.effect("exec");
                ctx.add("exec.flag", format!("`{name} {shown}` runs another program"), Decision::Ask);
            }
            FlagEffect::Network => {
                ctx.effect("network");
                ctx.add("net.flag", format!("`{name} {shown}` reaches the network"), Decision::Ask);
            }
            FlagEffect::System => {
                ctx.effect("system");
                ctx.add("system.flag", format!("`{name} {shown}` changes system state"), Decision::Ask);
            }
            FlagEffect::Ask => {
                ctx.effect("unknown");
                ctx.add("ask.flag", format!("`{name} {shown}` is not a form we can vouch for"), Decision::Ask);
            }
        }
    }
}

/// A flag missing from a read-only command's table may write, run or reach the network: the
/// table is the allowlist (DESIGN §4), so ask. `--libxo` is judged by `disguised_flags`.
/// `leaf_closed`: the flags are a parent's (`docker --bogus ps`) and the subcommand they
/// lead to is read-only: an unknown global option may change what it does just the same.
fn unknown_flags(ctx: &mut Ctx, spec: &Spec, parsed: &[ParsedArg<'static>], leaf_closed: bool) {
    if !spec.closed_flags() && !leaf_closed {
        return;
    }
    let mut last_index = usize::MAX;
    for p in parsed {
        let ParsedArg::Unknown { text, index } = p else { continue };
        // One reason per argument: `-noout` is one unknown word, not five unknown letters.
        if text.starts_with("--libxo") || *index == last_index {
            continue;
        }
        last_index = *index;
        let name = ctx.out.matched.join(" ");
        let shown = if text.starts_with("--") { text.clone() } else { ctx.inv.argv[*index].text.clone() };
        ctx.effect("unknown");
        ctx.add("unknown.flag", format!("`{shown}` is not a flag we know for `{name}`"), Decision::Ask);
    }
}

/// A word known only at run time (`$X`, `$(cmd)`, a glob such as `*` that may match a file
/// named `-o...`) can expand to a flag. For a command with flags that write, delete, run or
/// reach the network, that is a flag we cannot see: ask. BSD `--libxo` options load
/// encoder libraries: ask for every command.
fn disguised_flags(ctx: &mut Ctx, spec: &Spec) {
    let risky = spec.flags.iter().any(|f| {
        !matches!(
            f.effect,
            FlagEffect::Plain | FlagEffect::PatternGiven | FlagEffect::PatternFile | FlagEffect::ReadsValue
        )
    });
    let mut hits = Vec::new();
    for p in &ctx.parsed {
        match p {
            ParsedArg::Operand { index } if risky => {
                let a = &ctx.inv.argv[*index];
                if maybe_flag(a) {
                    hits.push(a.text.clone());
                }
            }
            ParsedArg::Unknown { text, index } if text.starts_with("--libxo") => {
                // Styles and flags are harmless; `encoder=...` loads a library, and a value
                // we do not know may be one.
                let value = match text.split_once('=').or_else(|| text.split_once(':')) {
                    Some((_, v)) => Some(v.to_string()),
                    None => ctx.inv.argv.get(index + 1).and_then(|a| a.value()).map(str::to_string),
                };
                let known = value.as_deref().is_some_and(|v| {
                    !v.is_empty()
                        && v.split(',').all(|w| {
                            matches!(
                                w,
                                "json"
                                    | "xml"
                                    | "html"
                                    | "text"
                                    | "pretty"
                                    | "warn"
                                    | "xpath"
                                    | "info"
                                    | "underscores"
                                    | "dtrt"
                                    | "flush"
                                    | "flush-line"
                                    | "no-humanize"
                                    | "no-locale"
                                    | "no-top"
                                    | "not-first"
                                    | "units"
                                    | "color"
                                    | "no-color"
                                    | "warn-xml"
                                    | "keys"
                                    | "log-gettext"
                                    | "log-syslog"
                                    | "no-retain"
                                    | "retain"
                            )
                        })
                });
                if !known {
                    ctx.out.effect("unknown");
                    let span = ctx.inv.span;
                    ctx.out.add(
                        "ask.flag",
                        "`--libxo` options we do not know can load encoder libraries",
                        Decision::Ask,
                        span,
                    );
                }
            }
            _ => {}
        }
    }
    if risky && ctx.inv.extra_operands {
        // `xargs CMD`: words read from stdin are appended and may be flags.
        hits.push("arguments appended by xargs".to_string());
    }
    let name = ctx.out.matched.join(" ");
    for text in hits {
        ctx.effect("unknown");
        ctx.add(
            "ask.flag",
            format!("`{text}` is known only at run time and may be a flag of `{name}` that writes or runs"),
            Decision::Ask,
        );
    }
}

/// Could this word expand to something starting with `-`?
pub fn maybe_flag(a: &Arg) -> bool {
    match &a.value {
        Some(v) => a.glob && v.starts_with(['*', '?', '[']),
        None => {
            let t = a.shape.as_deref().unwrap_or(&a.text);
            let t = t.trim_start_matches(['"', '\'']);
            t.is_empty() || t.starts_with(['$', '`', '*', '?', '['])
        }
    }
}

/// Commands whose operands are looked at, not read (secrets among them are not exposed).
const METADATA_ONLY: &[&str] =
    &["basename", "dir", "dirname", "du", "ls", "readlink", "realpath", "stat", "tree", "vdir"];

fn apply_operands(ctx: &mut Ctx, operands: Operands) {
    let ops = ctx.operands();
    let extra = ctx.inv.extra_operands;
    match operands {
        Operands::Data => {}
        Operands::Read => {
            // Listing, sizing or resolving a path does not read its content.
            let access = if METADATA_ONLY.contains(&ctx.out.matched.first().copied().unwrap_or("")) {
                PathAccess::Metadata
            } else {
                PathAccess::Read
            };
            for a in ops {
                ctx.path(a, access);
            }
        }
        Operands::Write => {
            for a in &ops {
                ctx.path(a, PathAccess::Write);
            }
            // No operand (`tee` alone) writes nothing; operands from stdin are unknown.
            if extra {
                write_extra(ctx);
            }
        }
        Operands::Delete => {
            for a in &ops {
                ctx.path(a, PathAccess::Delete);
            }
            if extra || ops.is_empty() {
                ctx.effect("delete");
                let name = ctx.out.matched.join(" ");
                ctx.add("delete.command", format!("`{name}` deletes files"), Decision::Ask);
            }
        }
        Operands::ReadThenWrite | Operands::MoveTo => {
            let access = if operands == Operands::MoveTo { PathAccess::Delete } else { PathAccess::Read };
            let target_dir = ctx.value("-t|--target-directory").map(str::to_string);
            let n = ops.len();
            for (i, a) in ops.iter().enumerate() {
                let last = i + 1 == n && target_dir.is_none();
                ctx.path(a, if last { PathAccess::Write } else { access });
            }
            if let Some(t) = target_dir {
                let arg = Arg::lit(&t, ctx.span());
                ctx.path(&arg, PathAccess::Write);
            }
            if extra || n < 2 {
                write_extra(ctx);
            }
        }
        Operands::PatternThenRead => {
            let pattern_given = ctx
                .parsed
                .iter()
                .any(|p| matches!(p, ParsedArg::Flag { flag, .. } if matches!(flag.effect, FlagEffect::PatternGiven | FlagEffect::PatternFile)));
            for a in ops.iter().skip(if pattern_given { 0 } else { 1 }) {
                ctx.path(a, PathAccess::Read);
            }
        }
        Operands::Hosts => {
            for a in ops {
                ctx.host(&a.text);
            }
        }
        Operands::ModeThenChange => {
            let skip = if ctx.has("--reference") { 0 } else { 1 };
            for a in ops.iter().skip(skip) {
                ctx.path(a, PathAccess::Change);
            }
            if extra || ops.len() <= skip {
                write_extra(ctx);
            }
        }
    }
}

fn write_extra(ctx: &mut Ctx) {
    ctx.effect("write");
    let name = ctx.out.matched.join(" ");
    ctx.add("write.command", format!("`{name}` changes files"), Decision::Ask);
}

fn redirects(inv: &Invocation, ws: &Workspace, out: &mut Outcome) {
    for r in &inv.redirects {
        let Some(target) = &r.target else { continue };
        let access = match r.access {
            Access::Read => PathAccess::Read,
            Access::Write | Access::Append | Access::ReadWrite => PathAccess::Write,
            Access::Dup | Access::Close => continue,
        };
        if r.op == "<<<" {
            continue;
        }
        let text = target.value().unwrap_or(&target.text);
        if let Some(rest) = text.strip_prefix("/dev/tcp/").or_else(|| text.strip_prefix("/dev/udp/")) {
            let host = rest.split('/').next().unwrap_or("").to_string();
            out.effect("network");
            if !out.hosts.contains(&host) {
                out.hosts.push(host.clone());
            }
            out.add(
                "net.dev-tcp",
                format!("opens a network connection to `{host}` through a redirect"),
                Decision::Ask,
                r.span,
            );
            continue;
        }
        let p = resolve_path(inv, ws, target);
        let before = out.reasons.len();
        path_facet(out, &p, access, target, inv);
        // Redirect writes get the redirect's own code where the path class said plain write.
        for reason in &mut out.reasons[before..] {
            if reason.code == "write.file" || reason.code == "write.outside" {
                reason.code = "write.redirect";
                reason.message = format!("redirect writes `{}`", p.path);
            }
            reason.span = r.span;
        }
    }
}

fn network_operands_ssh(inv: &Invocation, out: &mut Outcome) {
    out.effect("network");
    if let Some(host) = inv
        .via
        .is_empty()
        .then_some(())
        .and(inv.argv.iter().skip(1).find(|a| a.value().is_some_and(|v| !v.starts_with('-'))))
        && let Some(h) = crate::hosts::extract(&host.text)
    {
        out.hosts.push(h);
    }
    out.add("net.access", "`ssh` reaches another host", Decision::Ask, inv.span);
}

/// `export PATH=...`, `declare -x LD_PRELOAD=...`: the shell's own environment changes for
/// every later command.
fn declared_env(inv: &Invocation, out: &mut Outcome) {
    for (_, value) in &inv.env {
        if value.as_deref().is_some_and(crate::words::has_subscript_code) {
            out.effect("opaque");
            let message = "a value with `[$(...)]` runs code when used in arithmetic";
            out.add("opaque.subscript-code", message, Decision::Ask, inv.span);
        }
    }
    let Some(name) = inv.name() else { return };
    // Builtins that evaluate a subscript in a name or value (`printf -v 'a[$(x)]'`, `test -v`, `let`).
    const EVALUATES_SUBSCRIPTS: &[&str] = &[
        "[",
        "declare",
        "export",
        "getopts",
        "let",
        "local",
        "mapfile",
        "printf",
        "read",
        "readarray",
        "readonly",
        "test",
        "typeset",
        "unset",
        "wait",
    ];
    // Builtins that bind names to code or files.
    let has_flag = |flag: char| {
        inv.argv[1..]
            .iter()
            .any(|a| a.value().is_some_and(|v| v.starts_with('-') && !v.starts_with("--") && v.contains(flag)))
    };
    if name == "hash" && has_flag('p') {
        out.effect("opaque");
        out.add("opaque.function-shadow", "`hash -p` makes a command name run another file", Decision::Ask, inv.span);
    }
    if matches!(name, "mapfile" | "readarray") && has_flag('C') {
        out.effect("exec");
        out.add("exec.flag", format!("`{name} -C` runs a callback for each line"), Decision::Ask, inv.span);
    }
    if name == "set" && (has_flag('k') || inv.argv.iter().any(|a| a.value() == Some("keyword"))) {
        out.effect("opaque");
        out.add(
            "opaque.env-assignment",
            "`set -k` makes NAME=value anywhere set the environment",
            Decision::Ask,
            inv.span,
        );
    }
    let subscript = inv.argv[1..].iter().find(|a| crate::words::has_subscript_code(a.value().unwrap_or(&a.text)));
    if let (true, Some(a)) = (EVALUATES_SUBSCRIPTS.contains(&name), subscript) {
        out.effect("opaque");
        let message = format!("`{name}` evaluates the subscript in `{}`, which runs a command", a.text);
        out.add("opaque.subscript-code", message, Decision::Ask, a.span);
    }
    // Names assigned by builtins without `NAME=` syntax.
    let assigned: Vec<&crate::resolve::Arg> = match name {
        "printf" => inv.argv.windows(2).filter(|w| w[0].value() == Some("-v")).map(|w| &w[1]).collect(),
        "read" | "mapfile" | "readarray" | "getopts" => {
            inv.argv[1..].iter().filter(|a| a.value().is_some_and(|v| !v.starts_with('-'))).collect()
        }
        _ => Vec::new(),
    };
    for a in assigned {
        let var = a.value().unwrap_or(&a.text);
        if is_dangerous_env(var) {
            out.effect("opaque");
            out.add("opaque.env-assignment", format!("`{name}` sets `{var}`"), Decision::Ask, a.span);
        }
    }
    if !matches!(name, "export" | "declare" | "typeset" | "local" | "readonly") {
        return;
    }
    for a in &inv.argv[1..] {
        let text = a.value().unwrap_or(&a.text);
        if let Some((var, value)) = text.split_once('=') {
            let var = var.trim_end_matches('+');
            // `declare -n ref=PATH` makes `ref=...` an assignment to PATH.
            let nameref_target =
                inv.argv.iter().any(|x| x.value().is_some_and(|v| v.starts_with('-') && v.contains('n')));
            if is_dangerous_env(var) || (nameref_target && is_dangerous_env(value)) {
                out.effect("opaque");
                let message = format!("sets `{var}`, which changes what later commands run or load");
                out.add("opaque.env-assignment", message, Decision::Ask, a.span);
            }
        }
    }
}

/// A shell wired to a network socket: `bash -i >& /dev/tcp/h/p 0>&1`, `nc -e /bin/sh h p`,
/// `socat TCP:h:p EXEC:sh`, `sh < /dev/tcp/h/p`.
fn reverse_shell(inv: &Invocation) -> Option<String> {
    let name = inv.name()?;
    let base = name.rsplit('/').next().unwrap_or(name);
    let socket = |t: &str| t.starts_with("/dev/tcp/") || t.starts_with("/dev/udp/");
    if crate::resolve::is_shell(base) {
        let wired =
            inv.redirects.iter().any(|r| r.target.as_ref().is_some_and(|t| socket(t.value().unwrap_or(&t.text))));
        if wired {
            return Some(format!("`{base}` reads or writes a network socket: a remote shell"));
        }
    }
    let is_shell_path = |v: &str| crate::resolve::is_shell(v.rsplit('/').next().unwrap_or(v));
    if matches!(base, "nc" | "ncat" | "netcat" | "nc.traditional" | "nc.openbsd") {
        let mut args = inv.argv.iter().skip(1).filter_map(|a| a.value());
        while let Some(a) = args.next() {
            let value = match a {
                "-e" | "-c" | "--exec" | "--sh-exec" => args.next(),
                v if v.starts_with("--exec=") || v.starts_with("--sh-exec=") => v.split_once('=').map(|(_, x)| x),
                v if v.starts_with('-') && !v.starts_with("--") && (v.ends_with('e') || v.ends_with('c')) => {
                    args.next()
                }
                v if v.starts_with("-e") && v.len() > 2 => Some(&v[2..]),
                _ => None,
            };
            if let Some(v) = value
                && (is_shell_path(v.split_whitespace().next().unwrap_or(v)) || a == "-c" || a == "--sh-exec")
            {
                return Some(format!("`{base}` hands a shell to a network peer"));
            }
        }
    }
    if base == "socat" {
        let up: Vec<String> =
            inv.argv.iter().skip(1).map(|a| a.value().unwrap_or(&a.text).to_ascii_uppercase()).collect();
        let runs = up.iter().any(|a| a.starts_with("EXEC:") || a.starts_with("SYSTEM:"));
        let net = up
            .iter()
            .any(|a| a.starts_with("TCP") || a.starts_with("UDP") || a.starts_with("OPENSSL") || a.starts_with("SSL"));
        if runs && net {
            return Some("`socat` connects a program to a network socket".to_string());
        }
    }
    None
}

/// `env`, `printenv`, `set`, `export -p`: the environment often holds tokens.
fn dumps_environment(inv: &Invocation) -> bool {
    let args: Vec<&str> = inv.argv.iter().skip(1).map(|a| a.value().unwrap_or(&a.text)).collect();
    let secretish = |v: &str| {
        let up = v.to_ascii_uppercase();
        ["KEY", "TOKEN", "SECRET", "PASS", "CRED", "AUTH", "COOKIE", "SESSION"].iter().any(|k| up.contains(k))
    };
    let no_names = args.iter().all(|a| a.starts_with(['-', '+']));
    match inv.name() {
        // `env` with no command (`env`, `env -u X`, `env FOO=bar`) prints the environment.
        Some("env") if inv.delegation == Delegation::None => !args.iter().any(|a| matches!(*a, "--help" | "--version")),
        Some("printenv") => no_names || args.iter().any(|a| secretish(a)),
        Some("set") => args.is_empty(),
        // With no names they print variables and values; `declare -f`/`-F` only functions.
        Some("declare" | "typeset") if args.iter().any(|a| a.starts_with('-') && a.contains('p')) => {
            no_names || args.iter().any(|a| !a.starts_with(['-', '+']) && is_credential_name(a))
        }
        Some("export" | "declare" | "typeset" | "readonly") => {
            let functions_only =
                !args.is_empty() && args.iter().all(|a| a[1..].chars().all(|c| matches!(c, 'f' | 'F')));
            no_names && !functions_only
        }
        // BSD-style `ps e`, `ps eww`, `ps auxe`: every process's environment.
        Some("ps") => {
            args.iter().any(|a| !a.starts_with('-') && a.chars().all(|c| c.is_ascii_alphabetic()) && a.contains('e'))
        }
        Some("awk" | "gawk" | "mawk" | "nawk") => inv.argv.iter().any(|a| a.text.contains("ENVIRON")),
        Some("tmux") => args.iter().any(|a| matches!(*a, "show-environment" | "showenv")),
        _ => false,
    }
}

/// Is this variable named like a credential (`GITHUB_TOKEN`, `DATABASE_URL`, `MYSQL_PWD`,
/// `STRIPE_SECRET_KEY`)? `SSH_AUTH_SOCK`, `PWD` and `OLDPWD` are not.
pub fn is_credential_name(name: &str) -> bool {
    const MARKS: &[&str] = &[
        "TOKEN",
        "SECRET",
        "PASSWORD",
        "PASSWD",
        "PASSPHRASE",
        "API_KEY",
        "APIKEY",
        "ACCESS_KEY",
        "PRIVATE_KEY",
        "CREDENTIAL",
        "WEBHOOK",
        "DATABASE_URL",
        "CONNECTION_STRING",
    ];
    // Without allocating: names are short, marks are upper case.
    let has = |mark: &str| name.as_bytes().windows(mark.len()).any(|w| w.eq_ignore_ascii_case(mark.as_bytes()));
    let ends = |mark: &str| {
        name.len() >= mark.len() && name.as_bytes()[name.len() - mark.len()..].eq_ignore_ascii_case(mark.as_bytes())
    };
    MARKS.iter().any(|m| has(m)) || ends("_KEY") || ends("_PWD") || ends("_PAT")
}

/// A word that expands a variable named like a credential (`$AWS_SECRET_ACCESS_KEY`,
/// `${GITHUB_TOKEN}`) from the environment: printing or passing it reveals the secret.
/// Tests of whether it is set (`test`, `[`) are not reads of it.
fn expands_secret_variable(inv: &Invocation) -> Option<String> {
    if matches!(inv.name(), Some("test" | "[" | "[[")) {
        return None;
    }
    // Here-strings and heredoc bodies expand variables too (`cat <<< "$GITHUB_TOKEN"`).
    let redirected = inv.redirects.iter().filter_map(|r| match (&r.heredoc, &r.target) {
        (Some(body), _) => Some(body.as_str()),
        (None, Some(t)) if t.value.is_none() => Some(t.text.as_str()),
        _ => None,
    });
    let texts = inv.argv.iter().filter(|a| a.value.is_none()).map(|a| a.text.as_str()).chain(redirected);
    for text in texts {
        let mut rest = text;
        while let Some(i) = rest.find('$') {
            rest = &rest[i + 1..];
            let after = rest.trim_start_matches(['{', '!']);
            let len = after.bytes().take_while(|b| b.is_ascii_alphanumeric() || *b == b'_').count();
            let name = &after[..len];
            if !name.is_empty() && is_credential_name(name) {
                return Some(name.to_string());
            }
        }
    }
    None
}
