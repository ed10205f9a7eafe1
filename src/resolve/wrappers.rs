//! wrappers: commands that run another command, as data.
//!
//! Each entry says which options take a value, which take none, how many positionals the
//! wrapper itself consumes, and where the inner command starts. An option we do not know
//! makes the wrapper opaque (Ask), never a guess. Shells and `eval`-like builtins that take
//! *text* are handled in `resolve::shells`; this table is for wrappers that take an argv.

/// How a wrapper finds its inner command.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Inner {
    /// After options (and `positionals` own operands), the rest is the command.
    Argv,
    /// The rest is joined with spaces and run by `sh -c` (`watch`, `ssh`).
    ShellText,
}

/// One wrapper.
#[derive(Debug, Clone, Copy)]
pub struct Wrapper {
    pub name: &'static str,
    pub doc: &'static str,
    /// Options that take a value, `|`-separated (`-u|--user`).
    pub with_value: &'static str,
    /// Options that take no value.
    pub without_value: &'static str,
    /// Operands the wrapper consumes before the command (`timeout DURATION`, `chroot DIR`).
    pub positionals: usize,
    pub inner: Inner,
    /// A short label for the `via` chain.
    pub label: &'static str,
    /// The wrapper accepts `NAME=value` words before the command (`env`, `sudo`).
    pub assignments: bool,
}

const fn w(
    name: &'static str,
    with_value: &'static str,
    without_value: &'static str,
    positionals: usize,
    doc: &'static str,
) -> Wrapper {
    Wrapper { name, doc, with_value, without_value, positionals, inner: Inner::Argv, label: name, assignments: false }
}

const fn assigns(mut x: Wrapper) -> Wrapper {
    x.assignments = true;
    x
}

const fn shell_text(mut x: Wrapper) -> Wrapper {
    x.inner = Inner::ShellText;
    x
}

/// Sorted by name.
pub const WRAPPERS: &[Wrapper] = &[
    w("builtin", "", "", 0, "runs a shell builtin by name"),
    w("caffeinate", "-t|-w", "-d|-i|-m|-s|-u", 0, "macOS: runs a command while preventing sleep"),
    w("chroot", "--userspec|--groups", "--skip-chdir", 1, "runs a command with another root directory"),
    w(
        "chrt",
        "-T|-P|-D",
        "-a|--all-tasks|-b|--batch|-d|--deadline|-f|--fifo|-i|--idle|-o|--other|-r|--rr|-R|--reset-on-fork|-v|--verbose|-m|--max",
        1,
        "runs a command with a real-time scheduling policy (PRIORITY first)",
    ),
    w("command", "", "-p", 0, "runs a command bypassing functions (`-v`/`-V` only look up)"),
    assigns(w("doas", "-u|-C", "-n|-s|-L", 0, "runs a command as another user")),
    w(
        "dumb-init",
        "-r|--rewrite",
        "-c|--single-child|-v|--verbose|-V|--version",
        0,
        "runs a command as a minimal init (containers)",
    ),
    assigns(w(
        "env",
        "-u|--unset|-C|--chdir|-S|--split-string|-a|--argv0",
        // `--block-signal[=SIG]` and friends take only an attached value.
        "-i|--ignore-environment|-0|--null|-v|--debug|-|--block-signal|--default-signal|--ignore-signal",
        0,
        "runs a command with a changed environment",
    )),
    w("exec", "-a", "-c|-l", 0, "replaces the shell with a command (no command: changes the shell's file descriptors)"),
    w(
        "firejail",
        "--profile|--private|--whitelist|--blacklist|--read-only|--read-write|--net|--dns|--ip|--name|--env|--rlimit-as|--timeout",
        "--quiet|--noprofile|--private-tmp|--private-dev|--seccomp|--nonewprivs|--noroot|--x11",
        0,
        "runs a command in a sandbox (its options may still expose the home directory)",
    ),
    w(
        "flock",
        "-w|--wait|--timeout|-E|--conflict-exit-code|-c|--command",
        "-s|--shared|-x|-e|--exclusive|-u|--unlock|-n|--nb|--nonblock|-o|--close|-F|--no-fork|--verbose",
        1,
        "runs a command holding a file lock (LOCKFILE first)",
    ),
    w(
        "ionice",
        "-c|--class|-n|--classdata|-p|--pid|-P|--pgid|-u|--uid",
        "-t|--ignore",
        0,
        "runs a command with an I/O scheduling class",
    ),
    w(
        "ltrace",
        "-e|-o|--output|-p|-s|-u|-n|--indent|-a|--align|-l|--library|-x|-L|-A|-D|--debug|-F|--config",
        "-b|--no-signals|-c|-C|--demangle|-f|-i|-r|-S|-t|-tt|-ttt|-T|-w|--where",
        0,
        "runs a command tracing its library calls",
    ),
    w("nice", "-n|--adjustment", "", 0, "runs a command with a changed priority"),
    w("noglob", "", "", 0, "zsh: runs a command without globbing"),
    w("nohup", "", "", 0, "runs a command immune to hangups"),
    w(
        "nsenter",
        // `-m[FILE]`, `--mount[=FILE]` and the other namespace options take only an attached value.
        "-t|--target|-S|--setuid|-G|--setgid",
        "-a|--all|-F|--no-fork|--preserve-credentials|-Z|-m|--mount|-u|--uts|-i|--ipc|-n|--net|-p|--pid|-U|--user|-C|--cgroup|-T|--time|-r|--root|-w|--wd",
        0,
        "runs a command in other namespaces",
    ),
    w(
        "numactl",
        "-N|--cpunodebind|-m|--membind|-C|--physcpubind|-p|--preferred|-P|--preferred-many|-i|--interleave|-w|--weighted-interleave",
        "-a|--all|-l|--localalloc|-b|--balancing|-t|--huge|-s|--show|-H|--hardware",
        0,
        "runs a command with a NUMA scheduling or memory placement policy",
    ),
    w("pkexec", "--user", "--disable-internal-agent|--keep-cwd", 0, "runs a command as another user via polkit"),
    w("proxychains", "-f", "-q", 0, "runs a command through proxies"),
    w("proxychains4", "-f", "-q", 0, "runs a command through proxies"),
    assigns(w(
        "run0",
        "-u|--user|-g|--group|-D|--chdir|--setenv|--nice|--slice|--property|--description|--unit|--machine|--background",
        "--no-ask-password|--pty|--pipe|-i|--via-shell",
        0,
        "systemd's sudo: runs a command as another user",
    )),
    w(
        "runuser",
        "-u|--user|-g|--group|-G|--supp-group|-s|--shell|-w|--whitelist-environment",
        "-m|-p|--preserve-environment|-P|--pty",
        0,
        "runs a command as another user (root only)",
    ),
    w("setsid", "", "-c|--ctty|-f|--fork|-w|--wait", 0, "runs a command in a new session"),
    w("stdbuf", "-i|--input|-o|--output|-e|--error", "", 0, "runs a command with changed stream buffering"),
    w(
        "strace",
        "-e|-o|--output|-p|--attach|-s|--string-limit|-u|--user|-E|--env|-a|--columns|-b|--detach-on|-I|-O|-P|--trace-path|-S|--summary-sort-by|-X|--const-print-style",
        "-c|--summary-only|-C|--summary|-d|-D|-f|--follow-forks|-ff|-F|-i|-k|-q|-qq|-r|-t|-tt|-ttt|-T|-v|-V|-w|-x|-xx|-y|-yy|-z|-Z",
        0,
        "runs a command tracing its system calls (`-o` writes a file)",
    ),
    assigns(w(
        "sudo",
        "-u|--user|-g|--group|-C|--close-from|-D|--chdir|-h|--host|-p|--prompt|-r|--role|-t|--type|-T|--command-timeout|-U|--other-user|-R|--chroot",
        "-A|--askpass|-b|--background|-E|--preserve-env|-H|--set-home|-i|--login|-K|--remove-timestamp|-k|--reset-timestamp|-n|--non-interactive|-P|--preserve-groups|-S|--stdin|-s|--shell|-B|--bell|-N|--no-update",
        0,
        "runs a command as another user (root by default)",
    )),
    assigns(w(
        "systemd-run",
        "-u|--unit|-p|--property|--description|--slice|-E|--setenv|--uid|--gid|--nice|-D|--working-directory|--on-active|--on-boot|--on-startup|--on-unit-active|--on-unit-inactive|--on-calendar|--timer-property|--path-property|--socket-property|-H|--host|-M|--machine|--service-type",
        "--user|--system|--scope|-r|--remain-after-exit|--send-sighup|-t|--pty|-P|--pipe|-q|--quiet|-G|--collect|--wait|-S|--shell|--no-block|--no-ask-password|--same-dir|-d",
        0,
        "runs a command as a transient systemd unit (as root by default)",
    )),
    w(
        "taskset",
        "",
        "-a|--all-tasks|-p|--pid|-c|--cpu-list",
        1,
        "runs a command with a CPU affinity mask (MASK first)",
    ),
    w("time", "-f|--format|-o|--output", "-p|--portability|-v|--verbose|-a|--append|-q|--quiet", 0, "times a command"),
    w(
        "timeout",
        "-s|--signal|-k|--kill-after",
        // `-f`/`-p`: BSD and BusyBox spellings of `--foreground`/`--preserve-status`.
        "--preserve-status|--foreground|-v|--verbose|-f|-p",
        1,
        "runs a command with a time limit (DURATION first)",
    ),
    w("tini", "-p|-e", "-s|-g|-l|-v|-vv|-w", 0, "runs a command as a minimal init (containers)"),
    w(
        "torsocks",
        "-u|--user|-p|--pass|-a|--address|-P|--port",
        "-i|--isolate|-d|--debug|-q|--quiet|-6|--ipv6",
        0,
        "runs a command through Tor",
    ),
    w("unbuffer", "", "-p", 0, "runs a command with unbuffered output (expect)"),
    w(
        "unshare",
        "--map-user|--map-group|--propagation|--setgroups|--wd|-R|--root|-w|--setuid|-S|--setgid|-G",
        "-m|--mount|-u|--uts|-i|--ipc|-n|--net|-p|--pid|-U|--user|-C|--cgroup|-T|--time|-f|--fork|-r|--map-root-user|-c|--map-current-user|--kill-child|--mount-proc",
        0,
        "runs a command in new namespaces",
    ),
    shell_text(w(
        "watch",
        // `-d[=permanent]` takes only an attached value.
        "-n|--interval|-q|--equexit|-s|--shell",
        "-b|--beep|-c|--color|-d|--differences|-e|--errexit|-g|--chgexit|-t|--no-title|-w|--no-wrap|-p|--precise|-x|--exec",
        0,
        "runs a command repeatedly through `sh -c`",
    )),
    w(
        "xargs",
        "-a|--arg-file|-d|--delimiter|-E|--eof|-I|-L|--max-lines|-n|--max-args|-P|--max-procs|-s|--max-chars|--process-slot-var",
        // `-e[EOF]`, `-i[R]`, `-l[N]`, `--replace[=R]` take only an attached value.
        "-0|--null|-o|--open-tty|-p|--interactive|-r|--no-run-if-empty|-t|--verbose|-x|--exit|--show-limits|-e|-i|-l|--replace",
        0,
        "runs a command with arguments read from stdin",
    ),
    w(
        "xvfb-run",
        "-n|--server-num|-e|--error-file|-f|--auth-file|-p|--xauth-protocol|-s|--server-args|-w|--wait",
        "-a|--auto-servernum|-l|--listen-tcp",
        0,
        "runs a command with a virtual X server",
    ),
];

pub fn lookup(name: &str) -> Option<&'static Wrapper> {
    WRAPPERS.binary_search_by(|w| w.name.cmp(name)).ok().map(|i| &WRAPPERS[i])
}

pub fn has_option(list: &str, opt: &str) -> bool {
    !list.is_empty() && list.split('|').any(|o| o == opt)
}

#[cfg(test)]
mod tests {
    #[test]
    fn wrappers_sorted_and_documented() {
        for pair in super::WRAPPERS.windows(2) {
            assert!(pair[0].name < pair[1].name, "{} before {}", pair[0].name, pair[1].name);
        }
        for wr in super::WRAPPERS {
            assert!(!wr.doc.is_empty());
        }
    }
}
