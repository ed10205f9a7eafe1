//! paths: lexical normalisation and classes of paths (DESIGN §4, issue 4 §3).
//!
//! A path is joined to the working directory we followed, normalised without touching the
//! file system (`a/../.env` is `.env`), and put in one class: sink, block device, system,
//! home root, persistence or agent config, secret, temp, workspace, outside the workspace,
//! or unknown. Pure functions; this module must not read the file system.

/// Where a path falls.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PathClass {
    /// `/dev/null`, `/dev/stdout`, ...: writing there changes nothing.
    Sink,
    /// A disk: writing there destroys data.
    BlockDevice,
    /// The file system root itself.
    Root,
    /// A system directory or something inside one.
    System,
    /// The home directory itself.
    HomeRoot,
    /// Shell rc files, authorized_keys, git hooks, crontabs, agent configs: code runs from here later.
    Persistence,
    /// Credentials and keys.
    Secret,
    Temp,
    Workspace,
    /// Outside the workspace root (or above the start directory).
    Outside,
    /// Depends on run time.
    Unknown,
}

impl PathClass {
    pub fn as_str(self) -> &'static str {
        match self {
            PathClass::Sink => "sink",
            PathClass::BlockDevice => "block-device",
            PathClass::Root => "root",
            PathClass::System => "system",
            PathClass::HomeRoot => "home",
            PathClass::Persistence => "persistence",
            PathClass::Secret => "secret",
            PathClass::Temp => "temp",
            PathClass::Workspace => "workspace",
            PathClass::Outside => "outside",
            PathClass::Unknown => "unknown",
        }
    }
}

/// Lexical normalisation: collapses `//`, `.` and `..`. Keeps a leading `/` or `~`;
/// a relative path stays relative (it may start with `..`).
pub fn normalize(path: &str) -> String {
    let (prefix, rest) = if let Some(r) = path.strip_prefix('/') {
        ("/", r)
    } else if path == "~" || path.starts_with("~/") {
        ("~/", path.get(2..).unwrap_or(""))
    } else {
        ("", path)
    };
    let mut parts: Vec<&str> = Vec::new();
    for piece in rest.split('/') {
        match piece {
            "" | "." => {}
            ".." => {
                if parts.last().is_some_and(|p| *p != "..") {
                    parts.pop();
                } else if prefix.is_empty() {
                    parts.push("..");
                } else if prefix == "~/" {
                    // Above home: we no longer know exactly where; keep it visible.
                    parts.push("..");
                }
            }
            p => parts.push(p),
        }
    }
    let joined = parts.join("/");
    match prefix {
        "/" => format!("/{joined}"),
        "~/" if joined.is_empty() => "~".to_string(),
        "~/" => format!("~/{joined}"),
        _ if joined.is_empty() => ".".to_string(),
        _ => joined,
    }
}

/// The directory and workspace an analysis runs against.
#[derive(Debug, Clone, Default)]
pub struct Workspace {
    /// Absolute start directory, when known.
    pub cwd: Option<String>,
    /// Absolute workspace root, when known (defaults to `cwd`).
    pub root: Option<String>,
    /// Extra roots granted by policy.
    pub extra_roots: Vec<String>,
    /// The home directory, when known, so `/home/me/.ssh` is seen as `~/.ssh`.
    pub home: Option<String>,
}

const SYSTEM_DIRS: &[&str] = &[
    "/Applications",
    "/efi",
    "/nix",
    "/Library",
    "/System",
    "/bin",
    "/boot",
    "/dev",
    "/etc",
    "/home",
    "/lib",
    "/lib32",
    "/lib64",
    "/libx32",
    "/media",
    "/mnt",
    "/opt",
    "/private",
    "/proc",
    "/root",
    "/run",
    "/sbin",
    "/snap",
    "/srv",
    "/sys",
    "/Users",
    "/usr",
    "/var",
];

const SINKS: &[&str] = &[
    "/dev/null",
    "/dev/stdout",
    "/dev/stderr",
    "/dev/tty",
    "/dev/stdin",
    "/dev/zero",
    "/dev/full",
    "/dev/random",
    "/dev/urandom",
];

const BLOCK_DEVICE_PREFIXES: &[&str] = &[
    "/dev/sd",
    "/dev/hd",
    "/dev/vd",
    "/dev/xvd",
    "/dev/nvme",
    "/dev/mmcblk",
    "/dev/disk",
    "/dev/rdisk",
    "/dev/mapper/",
    "/dev/dm-",
    "/dev/md",
    "/dev/loop",
    "/dev/sr",
    "/dev/mem",
    "/dev/kmem",
    "/dev/port",
    "/dev/root",
    "/dev/nbd",
    "/dev/zd",
    "/dev/bcache",
    "/dev/ram",
];

const PERSISTENCE_NAMES: &[&str] = &[
    ".bash_login",
    ".bash_logout",
    ".bash_profile",
    ".bashrc",
    ".cshrc",
    ".envrc",
    ".gitconfig",
    ".inputrc",
    ".kshrc",
    ".login",
    ".mcp.json",
    ".profile",
    ".shanalyze.toml",
    ".tcshrc",
    ".xinitrc",
    ".xprofile",
    ".xsessionrc",
    ".zlogin",
    ".zlogout",
    ".zprofile",
    ".zshenv",
    ".zshrc",
    "authorized_keys",
    "authorized_keys2",
    "crontab",
];

const PERSISTENCE_PARTS: &[&str] = &[
    ".git/hooks",
    ".claude",
    ".vscode",
    ".cursor",
    ".gemini",
    ".codex",
    ".idea",
    ".config/autostart",
    ".config/systemd",
    "Library/LaunchAgents",
    "Library/LaunchDaemons",
    ".config/fish",
    ".husky",
    ".github/workflows",
    ".ssh/rc",
    ".config/git",
];

const SECRET_DIRS: &[&str] = &[
    ".ssh",
    ".aws",
    ".gnupg",
    ".kube",
    ".azure",
    ".docker",
    ".password-store",
    "Keychains",
    ".vault",
    ".terraform.d",
    "gcloud",
];

/// Files that hold credentials at a known place. `~/` is any home directory (`~`, `/root`,
/// `/home/*`, `/Users/*`); a `*` is one path component (a process id, a profile) or part of one.
const SECRET_FILES: &[&str] = &[
    "/proc/*/environ",
    "/proc/*/mem",
    "/etc/shadow-",
    "/etc/gshadow-",
    "/etc/shadow.bak",
    "/etc/gshadow.bak",
    "/etc/kubernetes/admin.conf",
    "/etc/kubernetes/super-admin.conf",
    "/etc/kubernetes/kubelet.conf",
    "/etc/kubernetes/controller-manager.conf",
    "/etc/kubernetes/scheduler.conf",
    "/etc/rancher/k3s/k3s.yaml",
    "/etc/rancher/rke2/rke2.yaml",
    "/var/lib/kubelet/kubeconfig",
    "/etc/mysql/debian.cnf",
    "/etc/gitlab-runner/config.toml",
    "/etc/wpa_supplicant/wpa_supplicant*.conf",
    "/etc/ppp/pap-secrets",
    "/etc/openstack/clouds.yaml",
    "~/.config/gh/hosts.yml",
    "~/.config/hub",
    "~/.config/glab-cli/config.yml",
    "~/.config/sops/age/keys.txt",
    "~/.supabase/access-token",
    "~/.config/configstore/firebase-tools.json",
    "~/.config/doctl/config.yaml",
    "~/.config/ngrok/ngrok.yml",
    "~/.config/stripe/config.toml",
    "~/.wrangler/config/default.toml",
    "~/.config/.wrangler/config/default.toml",
    "~/.fly/config.yml",
    "~/.railway/config.json",
    "~/.snowsql/config",
    "~/.dbt/profiles.yml",
    "~/.config/openstack/clouds.yaml",
    "~/.config/hcloud/cli.toml",
    "~/.m2/settings.xml",
    "~/.m2/settings-security.xml",
    "~/.gradle/gradle.properties",
    "~/.ivy2/.credentials",
    "~/.nuget/NuGet/NuGet.Config",
    "~/.config/NuGet/NuGet.Config",
    "~/.config/rclone/rclone.conf",
    "~/.cursor/mcp.json",
    "~/.config/github-copilot/hosts.json",
    "~/.config/github-copilot/apps.json",
    "~/.gitlab-runner/config.toml",
    "~/.yarnrc.yml",
];

/// Directories each file of which is a key, a credential, a keyring or a browser's saved
/// logins and cookies (same notation as [`SECRET_FILES`]).
const SECRET_FILE_DIRS: &[&str] = &[
    "/run/secrets",
    "/var/run/secrets",
    "/etc/wireguard",
    "/etc/NetworkManager/system-connections",
    "/etc/ssl/private",
    "/etc/pki/tls/private",
    "/etc/kubernetes/pki",
    "/var/lib/iwd",
    "~/.local/share/keyrings",
    "~/.mozilla/firefox",
    "~/.config/google-chrome",
    "~/.config/chromium",
    "~/.config/BraveSoftware",
    "~/Library/Application Support/Google/Chrome",
    "~/Library/Application Support/Firefox",
    "~/.microsoft/usersecrets",
    "~/.config/gcloud",
];

/// The part of a path inside a home directory: `~/x`, `/root/x`, `/home/u/x`, `/Users/u/x`.
fn home_tail(path: &str) -> Option<&str> {
    if let Some(rest) = path.strip_prefix("~/").or_else(|| path.strip_prefix("/root/")) {
        return Some(rest);
    }
    let user_and_rest = path.strip_prefix("/home/").or_else(|| path.strip_prefix("/Users/"))?;
    user_and_rest.split_once('/').map(|(_, rest)| rest)
}

/// The entry and the path to compare: a `~/` entry against the path's part inside a home.
fn comparable<'a>(entry: &'a str, path: &'a str) -> Option<(&'a str, &'a str)> {
    match entry.strip_prefix("~/") {
        Some(tail) => home_tail(path).map(|p| (tail, p)),
        None => path.starts_with('/').then_some((entry, path)),
    }
}

/// Two path components that may name the same file: either side may hold a wildcard
/// (`e*` meets `environ`, `self` meets `*`); a leading wildcard does not reach a dotfile.
fn components_meet(a: &str, b: &str) -> bool {
    let one_way = |p: &str, t: &str| (p.starts_with('.') || !t.starts_with('.')) && fnmatch(p.as_bytes(), t.as_bytes());
    a == b || one_way(a, b) || one_way(b, a)
}

/// Component by component, does `path` (literal, glob or shape) meet `entry`? With `prefix`,
/// `path` may go on below the entry (a file inside a secret directory).
fn path_meets(entry: &str, path: &str, prefix: bool) -> bool {
    let Some((entry, path)) = comparable(entry, path) else { return false };
    let slashes = |t: &str| t.bytes().filter(|&b| b == b'/').count();
    let (e, p) = (slashes(entry), slashes(path));
    (p == e || prefix && p > e) && entry.split('/').zip(path.split('/')).all(|(e, p)| components_meet(e, p))
}

fn has_glob(text: &str) -> bool {
    text.bytes().any(|b| matches!(b, b'*' | b'?' | b'['))
}

/// The text after the last `/` (a short scan from the end: entries are short).
fn last_component(path: &str) -> &str {
    let bytes = path.as_bytes();
    let mut i = bytes.len();
    while i > 0 && bytes[i - 1] != b'/' {
        i -= 1;
    }
    &path[i..]
}

/// A path, glob or shape that may name one of [`SECRET_FILES`] or a file in [`SECRET_FILE_DIRS`].
/// After a dynamic component (`${XDG_CONFIG_HOME:-~/.config}/gh/hosts.yml` is
/// `*/gh/hosts.yml`), at least two literal components must meet the entry's last ones.
fn may_be_known_secret_file(path: &str) -> bool {
    // Hot path: a literal path can only be a listed file with the same last name (or one an
    // entry's last name pattern matches). The names are gathered once per process.
    type Index = (Vec<&'static str>, Vec<&'static str>, Vec<(&'static str, bool)>);
    static NAMES: std::sync::OnceLock<Index> = std::sync::OnceLock::new();
    let (names, patterned, dirs) = NAMES.get_or_init(|| {
        let mut names = Vec::new();
        let mut patterned = Vec::new();
        for e in SECRET_FILES {
            let last = last_component(e);
            if has_glob(last) {
                patterned.push(*e)
            } else {
                names.push(last);
            }
        }
        names.sort_unstable();
        let dirs = SECRET_FILE_DIRS.iter().map(|d| (*d, d.starts_with('/') && !has_glob(d))).collect();
        (names, patterned, dirs)
    });
    let literal = !has_glob(path);
    // Every entry is absolute or under `~`: a literal relative path meets none of them.
    if literal && !path.starts_with('/') && !path.starts_with('~') {
        return false;
    }
    let files_to_try: &[&str] =
        if !literal || names.binary_search(&last_component(path)).is_ok() { SECRET_FILES } else { patterned };
    // A literal absolute path is inside a literal absolute directory only if it starts with it.
    if files_to_try.iter().any(|e| path_meets(e, path, false))
        || dirs
            .iter()
            .any(|&(d, literal_abs)| (!literal || !literal_abs || path.starts_with(d)) && path_meets(d, path, true))
    {
        return true;
    }
    if literal {
        return false;
    }
    let rest = match path.rsplit_once("/*/") {
        Some((_, rest)) => rest,
        None => path.strip_prefix("*/").unwrap_or(""),
    };
    if !rest.contains('/') {
        return false;
    }
    let tail_meets = |entry: &str| {
        let (e, r): (Vec<&str>, Vec<&str>) = (entry.split('/').collect(), rest.split('/').collect());
        e.len() > r.len() && e[e.len() - r.len()..].iter().zip(&r).all(|(e, r)| components_meet(e, r))
    };
    SECRET_FILES.iter().any(|e| tail_meets(e))
}

/// Could a directory searched recursively hold one of [`SECRET_FILES`] or [`SECRET_FILE_DIRS`]?
/// (`~/.config` holds `~/.config/gh/hosts.yml`; `/proc/self` holds `/proc/*/environ`.)
pub fn may_hold_secret_files(dir: &str) -> bool {
    let dir = dir.trim_end_matches('/');
    SECRET_FILES.iter().chain(SECRET_FILE_DIRS).any(|entry| {
        let Some((entry, dir)) = comparable(entry, dir) else { return false };
        let (e, d): (Vec<&str>, Vec<&str>) = (entry.split('/').collect(), dir.split('/').collect());
        d.len() <= e.len() && e.iter().zip(&d).all(|(e, d)| components_meet(e, d))
    })
}

/// Concrete secret file names a glob is tried against (`.e*`, `id_*`).
const SECRET_CANDIDATES: &[&str] = &[
    ".env",
    ".env.local",
    ".env.production",
    ".netrc",
    ".git-credentials",
    ".pgpass",
    ".npmrc",
    ".pypirc",
    "id_rsa",
    "id_ed25519",
    "id_ecdsa",
    "id_dsa",
    "credentials",
    "shadow",
    "master.key",
    ".vault-token",
    ".bash_history",
];

/// Could a glob (`*`, `?`, `[...]`) name a secret file?
pub fn glob_may_be_secret(pattern: &str) -> bool {
    let name = pattern.rsplit('/').next().unwrap_or(pattern);
    // A pattern of wildcards only (`*`) says nothing; a leading wildcard skips dotfiles.
    let literal = name.chars().any(|c| !matches!(c, '*' | '?' | '[' | ']'));
    let dot_ok = name.starts_with('.');
    literal
        && SECRET_CANDIDATES.iter().any(|c| (dot_ok || !c.starts_with('.')) && fnmatch(name.as_bytes(), c.as_bytes()))
        || pattern.split('/').any(|p| p != "*" && SECRET_DIRS.iter().any(|d| fnmatch(p.as_bytes(), d.as_bytes())))
        || may_be_known_secret_file(pattern)
}

/// A bracket class's members (`a-z` ranges included) contain `b`.
fn class_has(class: &[u8], b: u8) -> bool {
    let mut k = 0;
    while k < class.len() {
        if k + 2 < class.len() && class[k + 1] == b'-' {
            if class[k] <= b && b <= class[k + 2] {
                return true;
            }
            k += 3;
        } else {
            if class[k] == b {
                return true;
            }
            k += 1;
        }
    }
    false
}

/// Shell pattern matching for `*`, `?` and `[...]`, without recursion: the classic
/// greedy match that returns to the last `*` on a mismatch, O(pattern × text). (The
/// recursive form was exponential in the number of `*`: a path shape like `$4$$$…$`, each
/// `$` a `*`, took 0.9 s for 30 of them; found by the `analyze` fuzz target.)
pub(crate) fn fnmatch(pattern: &[u8], text: &[u8]) -> bool {
    if pattern.len() > 64 || text.len() > 64 {
        return false;
    }
    let (mut p, mut t) = (0, 0);
    // Where to resume after the last `*`: the pattern after it, and the text it has eaten.
    let mut star: Option<(usize, usize)> = None;
    while t < text.len() {
        if let Some(&b) = pattern.get(p) {
            match b {
                b'*' => {
                    star = Some((p + 1, t));
                    p += 1;
                    continue;
                }
                b'?' => {
                    p += 1;
                    t += 1;
                    continue;
                }
                b'[' => match pattern[p..].iter().position(|&b| b == b']') {
                    Some(close) if close > 1 => {
                        let class = &pattern[p + 1..p + close];
                        let (negate, class) = match class.first() {
                            Some(b'!' | b'^') => (true, &class[1..]),
                            _ => (false, class),
                        };
                        if class_has(class, text[t]) != negate {
                            p += close + 1;
                            t += 1;
                            continue;
                        }
                    }
                    _ if text[t] == b'[' => {
                        p += 1;
                        t += 1;
                        continue;
                    }
                    _ => {}
                },
                c if c == text[t] => {
                    p += 1;
                    t += 1;
                    continue;
                }
                _ => {}
            }
        }
        match star {
            Some((after, eaten)) => {
                p = after;
                t = eaten + 1;
                star = Some((after, eaten + 1));
            }
            None => return false,
        }
    }
    pattern[p..].iter().all(|&b| b == b'*')
}

const SECRET_NAMES: &[&str] = &[
    ".credentials.json",
    ".my.cnf",
    "auth.json",
    "credentials.toml",
    "krb5.keytab",
    "chap-secrets",
    "opasswd",
    "master.passwd",
    "token",
    ".git-credentials",
    ".netrc",
    ".npmrc",
    ".pgpass",
    ".pypirc",
    ".vault-token",
    "credentials",
    "credentials.json",
    "gshadow",
    "id_dsa",
    "id_ecdsa",
    "id_ed25519",
    "id_rsa",
    "master.key",
    "secrets.json",
    "secrets.yaml",
    "secrets.yml",
    "shadow",
    "sudoers",
    "environ",
    ".boto",
    "application_default_credentials.json",
    "service-account.json",
    ".htpasswd",
    ".bash_history",
    ".zsh_history",
    ".psql_history",
    ".mysql_history",
    ".envrc",
    "credentials.db",
    "access_tokens.db",
    // Tools' token files by their own name.
    ".databrickscfg",
    ".terraformrc",
    ".s3cfg",
    ".gitcookies",
    ".sentryclirc",
    ".dev.vars",
    ".vault_pass",
    ".vault_pass.txt",
    ".vault_password",
    ".xauthority",
    ".iceauthority",
    "secrets.toml",
    "terraform.tfvars",
    "terraform.tfvars.json",
    "wp-config.php",
    "pap-secrets",
    // More shell and REPL histories.
    "fish_history",
    ".zhistory",
    ".sh_history",
    ".python_history",
    ".node_repl_history",
    ".rediscli_history",
    ".sqlite_history",
];

const SECRET_EXTENSIONS: &[&str] = &[
    ".pem",
    ".key",
    ".p12",
    ".pfx",
    ".keystore",
    ".jks",
    ".kdbx",
    ".gpg",
    ".asc",
    ".ppk",
    ".tfstate",
    ".tfstate.backup",
];

fn is_secret_name(name: &str) -> bool {
    // Case-insensitive file systems (macOS) make `.ENV` the same file as `.env`.
    let lower = name.to_ascii_lowercase();
    let name = lower.as_str();
    if SECRET_NAMES.contains(&name) {
        return true;
    }
    if let Some(rest) = name.strip_prefix(".env") {
        // `.env`, `.env.local`, `.env.production`; not `.env.example`/`.envrc`.
        let harmless = ["example", "sample", "template", "dist", "defaults", "schema"];
        return rest.is_empty() || (rest.starts_with('.') && !harmless.iter().any(|h| rest.contains(h)));
    }
    if name.ends_with(".env") {
        return true;
    }
    SECRET_EXTENSIONS.iter().any(|e| name.ends_with(e) && !name.ends_with(".pub"))
}

/// Does a glob-ish shape (with `*`) possibly name a secret? `~/.ssh/*`, `.env*`, `*.pem`.
fn shape_may_be_secret(shape: &str) -> bool {
    let name = shape.rsplit('/').next().unwrap_or(shape);
    if name.starts_with(".env") && !name.starts_with(".envrc") {
        return true;
    }
    // `*.pem`, and a literal secret name after a dynamic directory (`$D/credentials.json`).
    let literal_name = name.replace('*', "");
    if is_secret_name(&literal_name) && !literal_name.is_empty() {
        return true;
    }
    shape.split('/').any(|p| SECRET_DIRS.contains(&p)) && !shape.ends_with(".pub")
}

/// Joins a (normalised) directory and an operand.
pub fn join(dir: &str, operand: &str) -> String {
    if operand.starts_with('/') || operand == "~" || operand.starts_with("~/") {
        return normalize(operand);
    }
    if dir == "." || dir.is_empty() {
        return normalize(operand);
    }
    normalize(&format!("{dir}/{operand}"))
}

impl Workspace {
    /// Rewrites an absolute path under the known home directory as `~/...`.
    pub fn home_relative(&self, path: &str) -> String {
        if let Some(home) = &self.home {
            let home = home.trim_end_matches('/');
            if !home.is_empty() {
                if path == home {
                    return "~".into();
                }
                if let Some(rest) = path.strip_prefix(home).and_then(|r| r.strip_prefix('/')) {
                    return format!("~/{rest}");
                }
            }
        }
        path.to_string()
    }

    /// Classifies a normalised path (absolute, `~`-relative, or relative to the start dir).
    /// `shape` is set for partly dynamic paths (`*` marks the unknown parts).
    pub fn classify(&self, path: &str, dynamic: bool) -> PathClass {
        let path = &self.home_relative(path);
        let name = path.rsplit('/').next().unwrap_or(path);
        if dynamic {
            if shape_may_be_secret(path) || glob_may_be_secret(path) {
                return PathClass::Secret;
            }
            if path.starts_with("/dev/") && !SINKS.contains(&path.as_str()) {
                return PathClass::BlockDevice;
            }
            return PathClass::Unknown;
        }
        if SINKS.contains(&path.as_str()) || path.starts_with("/dev/fd/") || path.starts_with("/proc/self/fd/") {
            return PathClass::Sink;
        }
        if BLOCK_DEVICE_PREFIXES.iter().any(|p| path.starts_with(p)) {
            return PathClass::BlockDevice;
        }
        if may_be_known_secret_file(path) {
            return PathClass::Secret;
        }
        if path.starts_with("/proc/") && matches!(name, "environ" | "mem" | "kcore" | "cmdline")
            || path == "/etc/shadow"
            || path == "/etc/gshadow"
            || path.starts_with("/etc/ssh/ssh_host_") && !name.ends_with(".pub")
        {
            return PathClass::Secret;
        }
        if path.split('/').any(|p| SECRET_DIRS.contains(&p)) {
            let public = name.ends_with(".pub");
            if name == "authorized_keys" || name == "rc" {
                return PathClass::Persistence;
            }
            if !public {
                return PathClass::Secret;
            }
        }
        if is_secret_name(name) {
            return PathClass::Secret;
        }
        if PERSISTENCE_NAMES.contains(&name)
            || (may_hold_persistence_part(path)
                && PERSISTENCE_PARTS.iter().any(|p| path.contains(p) && contains_component_seq(path, p)))
            || path.ends_with(".git/config")
            || path == ".git/config"
            || path.starts_with("/etc/cron")
            || path.starts_with("/var/spool/cron")
            || path.starts_with("/etc/profile")
            || path.starts_with("/etc/systemd")
        {
            return PathClass::Persistence;
        }
        if path == "/" {
            return PathClass::Root;
        }
        if path == "~" || path == "/root" || is_home_dir(path) {
            return PathClass::HomeRoot;
        }
        if path.starts_with("/tmp/")
            || path == "/tmp"
            || path.starts_with("/var/tmp")
            || path.starts_with("/private/tmp")
            || path.starts_with("/dev/shm")
        {
            return PathClass::Temp;
        }
        // Roots are absolute: compare the absolute form (a workspace may live under home).
        let absolute: std::borrow::Cow<str> = match (&self.home, path.strip_prefix('~')) {
            (Some(home), Some(rest)) if rest.is_empty() || rest.starts_with('/') => {
                format!("{}{rest}", home.trim_end_matches('/')).into()
            }
            _ => path.into(),
        };
        if absolute.starts_with('/') {
            for root in self.root.iter().chain(self.cwd.iter()).chain(self.extra_roots.iter()) {
                let root = root.trim_end_matches('/');
                if !root.is_empty() && is_under(&absolute, root) {
                    return PathClass::Workspace;
                }
            }
        }
        if path.starts_with('/') {
            if SYSTEM_DIRS.iter().any(|d| is_under(path, d)) {
                return PathClass::System;
            }
            return PathClass::Outside;
        }
        if path.starts_with("~") {
            return PathClass::Outside;
        }
        if path == ".." || path.starts_with("../") {
            return PathClass::Outside;
        }
        PathClass::Workspace
    }
}

/// Every persistence part starts with a dot directory or is under `Library/`: a cheap
/// test that spares most paths (`src/main.rs`) the scan of the whole table.
fn may_hold_persistence_part(path: &str) -> bool {
    let b = path.as_bytes();
    path.starts_with('.')
        || b.iter()
            .enumerate()
            .any(|(i, &c)| c == b'/' && b.get(i + 1) == Some(&b'.') || c == b'L' && b[i..].starts_with(b"Library/"))
}

/// `path` is `dir` or inside it (no allocation).
fn is_under(path: &str, dir: &str) -> bool {
    path.strip_prefix(dir).is_some_and(|rest| rest.is_empty() || rest.starts_with('/'))
}

fn is_home_dir(path: &str) -> bool {
    let trimmed = path.trim_end_matches('/');
    let user = trimmed.strip_prefix("/home/").or_else(|| trimmed.strip_prefix("/Users/"));
    user.is_some_and(|u| !u.is_empty() && !u.contains('/'))
}

fn contains_component_seq(path: &str, seq: &str) -> bool {
    let padded = format!("/{path}/");
    padded.contains(&format!("/{seq}/"))
}

/// System directories where a recursive delete, chmod or chown is catastrophic.
pub fn is_critical_dir(path: &str) -> bool {
    path.starts_with("~/..")
        || matches!(path, "/boot/efi" | "/nix/store" | "/private/var" | "/private/etc")
        || path == "/"
        || path == "~"
        || is_home_dir(path)
        || SYSTEM_DIRS.contains(&path)
        || matches!(path, "/usr/bin" | "/usr/lib" | "/usr/local" | "/var/lib" | "/usr/sbin" | "/usr/share")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The former recursive matcher: the reference for short inputs.
    fn fnmatch_reference(pattern: &[u8], text: &[u8]) -> bool {
        match (pattern.first(), text.first()) {
            (None, None) => true,
            (Some(b'*'), _) => {
                fnmatch_reference(&pattern[1..], text) || (!text.is_empty() && fnmatch_reference(pattern, &text[1..]))
            }
            (Some(b'?'), Some(_)) => fnmatch_reference(&pattern[1..], &text[1..]),
            (Some(b'['), Some(&c)) => match pattern.iter().position(|&b| b == b']') {
                Some(close) if close > 1 => {
                    let class = &pattern[1..close];
                    let (negate, class) = match class.first() {
                        Some(b'!' | b'^') => (true, &class[1..]),
                        _ => (false, class),
                    };
                    (class.contains(&c) != negate) && fnmatch_reference(&pattern[close + 1..], &text[1..])
                }
                _ => c == b'[' && fnmatch_reference(&pattern[1..], &text[1..]),
            },
            (Some(&p), Some(&c)) => p == c && fnmatch_reference(&pattern[1..], &text[1..]),
            _ => false,
        }
    }

    #[test]
    fn fnmatch_agrees_with_the_reference_and_is_not_exponential() {
        let patterns = [
            "", "*", "**", "?", "a*", "*a", "*a*", "a?c", "[ab]c", "[!a]b", "[^a]*", "[]", "[a", "*.env*", ".e*v",
            "*[0-9]", "a*b*c", "**a**", "?*?", "[*]x",
        ];
        let texts = ["", "a", "ab", "abc", "ba", "aaa", ".env", ".env.local", "x9", "[a", "[]", "*x", "cab", "acbc"];
        for p in patterns {
            for t in texts {
                assert_eq!(
                    fnmatch(p.as_bytes(), t.as_bytes()),
                    fnmatch_reference(p.as_bytes(), t.as_bytes()),
                    "{p:?} {t:?}"
                );
            }
        }
        // 60 stars against a secret name: once exponential, now immediate.
        assert!(fnmatch("*".repeat(60).as_bytes(), b".git-credentials"));
        assert!(fnmatch(format!("{}x", "*".repeat(60)).as_bytes(), b"aaaaaaaaaaaaaaaaaaaaaaaaaaaax"));
    }

    #[test]
    fn normalizes_lexically() {
        assert_eq!(normalize("a/../.env"), ".env");
        assert_eq!(normalize("/usr/../etc//passwd"), "/etc/passwd");
        assert_eq!(normalize("/.."), "/");
        assert_eq!(normalize("~/x/.."), "~");
        assert_eq!(normalize("../a"), "../a");
        assert_eq!(normalize("./"), ".");
    }

    #[test]
    fn classifies() {
        let ws = Workspace::default();
        assert_eq!(ws.classify(".env", false), PathClass::Secret);
        assert_eq!(ws.classify(".env.example", false), PathClass::Workspace);
        assert_eq!(ws.classify("~/.ssh/id_rsa", false), PathClass::Secret);
        assert_eq!(ws.classify("~/.ssh/id_rsa.pub", false), PathClass::Outside);
        assert_eq!(ws.classify("~/.ssh/authorized_keys", false), PathClass::Persistence);
        assert_eq!(ws.classify(".git/hooks/pre-commit", false), PathClass::Persistence);
        assert_eq!(ws.classify("/dev/sda", false), PathClass::BlockDevice);
        assert_eq!(ws.classify("/dev/null", false), PathClass::Sink);
        assert_eq!(ws.classify("/etc/passwd", false), PathClass::System);
        assert_eq!(ws.classify("src/main.rs", false), PathClass::Workspace);
        assert_eq!(ws.classify("~/.aws/*", true), PathClass::Secret);
        assert_eq!(ws.classify("/tmp/x", false), PathClass::Temp);
        let under_home = Workspace {
            cwd: Some("/home/me/proj".into()),
            root: Some("/home/me/proj".into()),
            extra_roots: Vec::new(),
            home: Some("/home/me".into()),
        };
        assert_eq!(under_home.classify("/home/me/proj/a.txt", false), PathClass::Workspace);
        assert_eq!(under_home.classify("~/proj/a.txt", false), PathClass::Workspace);
        assert_eq!(under_home.classify("~/other/a.txt", false), PathClass::Outside);
        assert_eq!(under_home.classify("/home/me/proj/.env", false), PathClass::Secret);
    }
}
