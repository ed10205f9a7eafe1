//! sysinfo: system, process, hardware and network-state tools (Linux and macOS).
//!
//! Showing state reads (`ps`, `pgrep`, `ss`, `ip addr`, `sysctl -a`, `defaults read`,
//! `launchctl list`); changing it asks (`ip addr add`, `sysctl -w`, `defaults write`,
//! `launchctl load`, `dmesg -C`, `journalctl --vacuum-size`). Per-verb tools have
//! subcommands whose unknown verbs ask; per-flag tools list the flags that change state.
//! Debuggers and tracers run the program they are given, so they ask.

use super::FlagEffect::*;
use super::{Flag, Kind, Operands, Spec, danger, danger_opt, flag, opt};
use crate::classify::Ctx;
use crate::report::Decision;

const fn r(name: &'static str, doc: &'static str) -> Spec {
    Spec::new(name, Kind::Read, Operands::Data, doc)
}
const fn s(name: &'static str, doc: &'static str) -> Spec {
    Spec::new(name, Kind::System, Operands::Data, doc)
}
const fn x(name: &'static str, doc: &'static str) -> Spec {
    Spec::new(name, Kind::Exec, Operands::Data, doc)
}
const fn w(name: &'static str, doc: &'static str) -> Spec {
    Spec::new(name, Kind::Write, Operands::Data, doc)
}
/// A tool whose verbs are subcommands: these read, every other verb changes the system.
const fn verbs(name: &'static str, doc: &'static str, reads: &'static [Spec]) -> Spec {
    Spec::new(name, Kind::Read, Operands::Data, doc).subs(reads).unknown_sub(Kind::System)
}

/// `ip OBJECT [show|list|get]`: reads; `add`, `del`, `set`, `flush`, ... change the network.
/// iproute2 matches abbreviations in its own order (`s` is `set`, `l` is `link`/`list`):
/// only the unambiguous show spellings read.
const IP_SHOW: &[Spec] = &[r("get", "query one entry"), r("list|show|ls|lst|sh", "show entries")];
const IP_SUBS: &[Spec] = &[
    verbs("address|addr|a", "addresses", IP_SHOW),
    verbs("link|l", "network devices", IP_SHOW),
    verbs("maddress|maddr", "multicast addresses", IP_SHOW),
    verbs("neighbour|neighbor|neigh|n", "neighbour (ARP) entries", IP_SHOW),
    verbs(
        "netns",
        "network namespaces (`exec` runs a command)",
        &[r("identify", "print a process's namespace"), r("list|show", "list namespaces"), r("pids", "list processes")],
    ),
    verbs("route|r|ro", "routing tables", IP_SHOW),
    verbs("rule|ru", "routing policy rules", IP_SHOW),
    verbs("tunnel|tun", "tunnels", IP_SHOW),
];

const LOG_FILES: &[Flag] = &[
    danger_opt("--archive|--file|--directory", ReadsValue),
    opt(
        "--predicate|--style|--start|--end|--last|--process|--type|--color|--timezone|--level|--timeout|--count|--sort|--sender",
    ),
    flag(
        "--info|--debug|--signpost|--backtrace|--loss|--mach-continuous-time|--no-pager|--source|--overview|--per-book|--per-file|--help",
    ),
];
/// procps and BSD/macOS sysctl: `-w`, `-p`, `--system` and `name=value` (the hook) set values.
const SYSCTL_FLAGS: &[Flag] = &[
    danger("-w|--write|--system", System),
    danger_opt("-p|--load|-f", System),
    opt("-r|--pattern|-B"),
    flag(
        "-a|--all|-A|-X|--deprecated|--dry-run|-b|--binary|-e|--ignore|-N|--names|-n|--values|-q|--quiet|-o|-x|-d|-h|--help|-V|--version|-i|-l|-T|-W",
    ),
];
/// journalctl. `-b`/`--boot` take an optional value (`-b -1` is the previous boot, hence
/// `-NUM`); `-n` may be given bare, so a following flag can be read as its value: the hook
/// looks at every word for the flags that change the journal.
const JOURNALCTL_FLAGS: &[Flag] = &[
    danger("--rotate|--flush|--sync|--relinquish-var|--smart-relinquish-var|--setup-keys|--update-catalog", System),
    danger_opt("--vacuum-size|--vacuum-time|--vacuum-files", Deletes),
    danger_opt("-D|--directory|--file|-i|--root|--image|--verify-key", ReadsValue),
    // Stores the cursor of the last entry in the file.
    danger_opt("--cursor-file", WritesValue),
    opt(
        "-u|--unit|--user-unit|-t|--identifier|-p|--priority|-n|--lines|-S|--since|-U|--until|-o|--output|-g|--grep|--facility|-M|--machine|-c|--cursor|--after-cursor|--output-fields|-T|--exclude-identifier|--namespace|-F|--field|--interval|-I|--invocation|--synchronize-on-exit|--image-policy|-NUM",
    ),
    flag(
        "-b|--boot|-f|--follow|-e|--pager-end|-x|--catalog|-r|--reverse|-a|--all|-q|--quiet|-k|--dmesg|-m|--merge|--no-pager|--no-full|-l|--full|--no-hostname|--no-tail|--utc|--system|--user|--disk-usage|--list-boots|--header|--verify|--show-cursor|--list-catalog|--dump-catalog|--list-namespaces|--list-invocations|-N|--fields|--new-id128|--case-sensitive|--truncate-newline|--force|-h|--help|--version",
    ),
];
/// Options shared by the systemd `*ctl` tools (`-H` reaches another host over SSH).
const SYSTEMD_FLAGS: &[Flag] = &[
    danger_opt("-H|--host", Network),
    danger_opt("--root|--image", ReadsValue),
    opt(
        "-M|--machine|-p|--property|-P|--json|-o|--output|-n|--lines|--timeout|--to-pattern|--from-pattern|--fuzz|--iterations|--base-time|--unit|--man|--generators|--scope|--security-policy|--threshold|--offline|--profile|--destination|--match|--size|--kill-whom|-s|--signal|--image-policy|--recursive-errors|--table",
    ),
    flag(
        "-a|--all|--value|-l|--full|--no-pager|--no-legend|--no-ask-password|-h|--help|--version|--adjust-system-clock|--monitor|--static|--transient|--pretty|--user|--system|--show-machine|--unique|--acquired|--activatable|--list|-q|--quiet|--verbose|--expect-reply|--auto-start|--allow-interactive-authorization|--augment-creds|--watch-bind|-j|--no-convert|--tldr|--order|--require|--quiet-mode",
    ),
];
const COREDUMPCTL_FLAGS: &[Flag] = &[
    danger_opt("-o|--output", WritesValue),
    danger_opt("--file|-D|--directory|--root|--image", ReadsValue),
    opt("-F|--field|-S|--since|-U|--until|-n|--json|-A|--debugger-arguments|--debugger"),
    flag("-1|-r|--reverse|-q|--quiet|--all|--no-legend|--no-pager|-h|--help|--version"),
];
/// `defaults`: `-g` is the global domain; `-currentHost`/`-host` pick the host.
const DEFAULTS_FLAGS: &[Flag] = &[opt("-host|-app"), flag("-g|-globalDomain|-currentHost")];
const TMUTIL_FLAGS: &[Flag] = &[opt("-d"), flag("-X|-m|-t|-a|-q")];
const DMESG_FLAGS: &[Flag] = &[
    danger("-c|--read-clear|-C|--clear|-D|--console-off|-E|--console-on", System),
    danger_opt("-n|--console-level", System),
    danger_opt("-F|--file", ReadsValue),
    opt("-f|--facility|-l|--level|-s|--buffer-size|--since|--until|--time-format"),
    flag(
        "-H|--human|-J|--json|-k|--kernel|-L|--color|-P|--nopager|-p|--force-prefix|-r|--raw|--noescape|-S|--syslog|-u|--userspace|-w|--follow|-W|--follow-new|-x|--decode|-d|--show-delta|-e|--reltime|-T|--ctime|-t|--notime|-h|--help|-V|--version|-M|-N",
    ),
];
const SAR_FLAGS: &[Flag] = &[
    danger_opt("-o", WritesValue),
    danger_opt("-f", ReadsValue),
    opt("-e|-i|-s|-P|-n|-I|-m|-j|--dec"),
    flag("-A|-B|-b|-C|-d|-F|-H|-h|-p|-q|-r|-S|-t|-u|-V|-v|-W|-w|-y|-z|-x|-a|-c|-g|--human|--pretty|--help"),
];

const SS_FLAGS: &[Flag] = &[
    danger("-K|--kill", System),
    danger_opt("-F|--filter", ReadsValue),
    danger_opt("-D|--diag", WritesValue),
    opt("-f|--family|-A|--query|--socket|-N|--net"),
    flag(
        "-h|--help|-V|--version|-n|--numeric|-r|--resolve|-a|--all|-l|--listening|-o|--options|-e|--extended|-m|--memory|-p|--processes|-T|--threads|-i|--info|--tipcinfo|-s|--summary|--tos|--cgroup|-b|--bpf|-E|--events|-Z|--context|-z|--contexts|-4|--ipv4|-6|--ipv6|-0|--packet|-t|--tcp|-M|--mptcp|-S|--sctp|-u|--udp|-d|--dccp|-w|--raw|-x|--unix|--tipc|--vsock|--xdp|-H|--no-header|-O|--oneline|--inet-sockopt|-B|--bound-inactive|-Q|--no-queues",
    ),
];
/// Linux (net-tools) and BSD/macOS netstat. Where they disagree (`-w` is Linux `--raw` but a
/// BSD wait interval) the letter is plain: operands are data, so a value read as an operand
/// is harmless.
const NETSTAT_FLAGS: &[Flag] = &[
    opt("-I|-f|-p|--protocol"),
    flag(
        "-r|--route|-i|--interfaces|-g|--groups|-s|--statistics|-M|--masquerade|-v|--verbose|-W|--wide|-n|--numeric|--numeric-hosts|--numeric-ports|--numeric-users|-N|--symbolic|-e|--extend|--programs|-o|--timers|-c|--continuous|-l|--listening|-a|--all|-F|--fib|-C|--cache|-Z|--context|-t|--tcp|-u|--udp|-U|--udplite|-S|--sctp|-w|--raw|-x|--unix|-4|-6|--inet|--inet6|-A|-b|-d|-L|-m|-R|-T|-h|--help|-V|--version",
    ),
];
const IPCS_FLAGS: &[Flag] = &[
    opt("-i|--id"),
    flag(
        "-m|--shmems|-q|--queues|-s|--semaphores|-a|--all|-t|--time|-p|--pid|-c|--creator|-l|--limits|-u|--summary|--human|-b|--bytes|-h|--help|-V|--version|-o|-M|-T",
    ),
];
const LSIPC_FLAGS: &[Flag] = &[
    opt("-i|--id|-o|--output|--time-format"),
    flag(
        "-m|--shmems|-q|--queues|-s|--semaphores|-g|--global|--noheadings|--notruncate|-b|--bytes|-c|--creator|-e|--export|-J|--json|-n|--newline|-l|--list|-P|--numeric-perms|-r|--raw|-t|--time|-y|--shell|-h|--help|-V|--version",
    ),
];
/// last, lastb (util-linux and BSD/macOS): `-NUM` counts; `-f` reads another wtmp file.
const LAST_FLAGS: &[Flag] = &[
    danger_opt("-f|--file", ReadsValue),
    opt("-NUM|-n|--limit|-s|--since|-t|--until|-p|--present|--time-format"),
    flag(
        "-a|--hostlast|-d|--dns|-F|--fulltimes|-i|--ip|-R|--nohostname|-w|--fullnames|-x|--system|-h|--help|-V|--version",
    ),
];
const PGREP_FLAGS: &[Flag] = &[
    opt(
        "-d|--delimiter|-g|--pgroup|-G|--group|-P|--parent|-s|--session|-t|--terminal|-u|--euid|-U|--uid|-F|--pidfile|--ns|--nslist|-r|--runstates|-O|--older|--cgroup|--env|-j|-M|-N",
    ),
    flag(
        "-l|--list-name|-a|--list-full|-v|--inverse|-w|--lightweight|-c|--count|-f|--full|-i|--ignore-case|-n|--newest|-o|--oldest|-x|--exact|-L|--logpidfile|-A|--ignore-ancestors|-q|-S|-I|-h|--help|-V|--version",
    ),
];
/// psmisc pstree and the BSD/macOS pstree; where they disagree (`-p` shows pids on Linux,
/// takes a pid on macOS) the letter is plain: operands are data.
const PSTREE_FLAGS: &[Flag] = &[
    danger_opt("-f", ReadsValue),
    opt("-C|--color|-H|--highlight-pid|-N|--ns-sort"),
    flag(
        "-a|--arguments|-A|--ascii|-c|--compact-not|-g|--show-pgids|-G|--vt100|-h|--highlight-all|-l|--long|-n|--numeric-sort|-p|--show-pids|-s|--show-parents|-S|--ns-changes|-t|--thread-names|-T|--hide-threads|-u|--uid-changes|-U|--unicode|-V|--version|-Z|--security-context|-w|--help",
    ),
];
/// util-linux and BSD/macOS cal; BSD `-m MONTH` takes a value where Linux `-m` is Monday
/// first: plain, since operands are data.
const CAL_FLAGS: &[Flag] = &[
    opt("-n|--months|-c|--columns|--reform|-A|-B|-d|-H"),
    flag(
        "-1|-3|-S|--span|-s|--sunday|-m|--monday|-j|--julian|-y|--year|-Y|--twelve|-w|--week|-v|--vertical|--color|--iso|-h|--help|-V|--version|-N|-C|-e|-p",
    ),
];
const LPSTAT_FLAGS: &[Flag] = &[opt("-W|-h|-U"), flag("-E|-H|-R|-a|-c|-d|-e|-l|-o|-p|-r|-s|-t|-u|-v|-D|-P|-q|--help")];
const LPQ_FLAGS: &[Flag] = &[opt("-U|-h|-P"), flag("-E|-a|-l|--help")];
const LSCPU_FLAGS: &[Flag] = &[
    danger_opt("-s|--sysroot", ReadsValue),
    flag(
        "-a|--all|-b|--online|-B|--bytes|-C|--caches|-c|--offline|-J|--json|-e|--extended|-p|--parse|-x|--hex|-y|--physical|--output-all|-r|--raw|-h|--help|-V|--version",
    ),
];
const LSLOCKS_FLAGS: &[Flag] = &[
    opt("-o|--output|-p|--pid"),
    flag(
        "-b|--bytes|-J|--json|-i|--noinaccessible|-n|--noheadings|--output-all|-r|--raw|-u|--notruncate|-H|--list-columns|-h|--help|-V|--version",
    ),
];
const LSLOGINS_FLAGS: &[Flag] = &[
    danger_opt("--wtmp-file|--btmp-file|--lastlog|--lastlog2", ReadsValue),
    opt("-g|--groups|-l|--logins|-o|--output|--time-format"),
    flag(
        "-a|--acc-expiration|-c|--colon-separate|-e|--export|-f|--failed|-G|--supp-groups|-L|--last|-n|--newline|--noheadings|--notruncate|--output-all|-p|--pwd|-r|--raw|-s|--system-accs|-u|--user-accs|-y|--shell|-Z|--context|-z|--print0|-h|--help|-V|--version",
    ),
];
const LSMEM_FLAGS: &[Flag] = &[
    danger_opt("-s|--sysroot", ReadsValue),
    opt("-o|--output|-S|--split"),
    flag(
        "-J|--json|-P|--pairs|-a|--all|-b|--bytes|-n|--noheadings|--output-all|-r|--raw|--summary|-h|--help|-V|--version",
    ),
];
const LSNS_FLAGS: &[Flag] = &[
    opt("-o|--output|-p|--task|-t|--type|-T|--tree"),
    flag(
        "-J|--json|-l|--list|-n|--noheadings|--output-all|-r|--raw|-u|--notruncate|-W|--nowrap|-Q|--filter|-H|--list-columns|-h|--help|-V|--version",
    ),
];
const LSPCI_FLAGS: &[Flag] = &[
    danger_opt("-F|-i", ReadsValue),
    opt("-s|-d|-p|-A|-O|-H"),
    flag("-m|-t|-v|-k|-x|-b|-D|-P|-n|-q|-Q|-M|-G|-V|-y|-J|--version|--help"),
];
const LSUSB_FLAGS: &[Flag] =
    &[danger_opt("-D", ReadsValue), opt("-s|-d"), flag("-v|--verbose|-t|--tree|-V|--version|-h|--help")];
/// sysstat iostat and BSD/macOS iostat; macOS `-c COUNT` is Linux `-c` (CPU only): plain,
/// since operands are data.
const IOSTAT_FLAGS: &[Flag] = &[
    opt("-g|-j|-w|-n|--dec"),
    flag("-c|-d|-h|-k|-m|-N|-s|-t|-V|-x|-y|-z|-H|-p|--human|--pretty|-C|-I|-K|-o|-T|-U|-D|-l|--compact"),
];
const MPSTAT_FLAGS: &[Flag] = &[opt("-I|-P|-N|-o|--dec"), flag("-A|-u|-T|-n|-H|-V|-h|--help")];
const VMSTAT_FLAGS: &[Flag] = &[
    opt("-p|--partition|-S|--unit|-c|-M|-N"),
    flag(
        "-a|--active|-f|--forks|-m|--slabs|-n|--one-header|-s|--stats|-d|--disk|-D|--disk-sum|-w|--wide|-t|--timestamp|-y|--no-first|-h|--help|-V|--version|-i|-z|-P|-H",
    ),
];
const W_FLAGS: &[Flag] = &[
    opt("-M|-N"),
    flag(
        "-h|--no-header|-u|--no-current|-s|--short|-f|--from|-o|--old-style|-i|--ip-addr|-p|--pids|--help|-V|--version|-d|-n",
    ),
];
const QUOTA_FLAGS: &[Flag] = &[
    opt("-F|--format|-f|--filesystem"),
    flag(
        "-g|--group|-u|--user|-P|--project|-v|--verbose|-s|--human-readable|-w|--no-wrap|-p|--raw-grace|-i|--no-autofs|-q|--quiet|-Q|--quiet-refuse|-l|--local-only|-A|--all-nfs|-m|--no-mixed-pathnames|--show-mntpoint|--hide-device|--always-resolve|-h|--help|-V|--version",
    ),
];
const NM_FLAGS: &[Flag] = &[
    danger_opt("--plugin", Exec),
    opt("-t|--radix|-f|--format|--target|-X|--unicode|-arch"),
    flag(
        "-A|-o|--print-file-name|-a|--debug-syms|-B|-C|--demangle|--no-demangle|--recurse-limit|--no-recurse-limit|-D|--dynamic|-g|--extern-only|-h|--help|-j|-l|--line-numbers|-n|-v|--numeric-sort|-p|--no-sort|-P|--portability|-r|--reverse-sort|-S|--print-size|-s|--print-armap|--size-sort|--special-syms|--synthetic|-u|--undefined-only|-U|--defined-only|-V|--version|-W|--no-weak|--with-symbol-versions|--without-symbol-versions|--quiet|--export-symbols|-m|-x",
    ),
];
const OBJDUMP_FLAGS: &[Flag] = &[
    danger_opt("--plugin", Exec),
    opt(
        "-j|--section|-b|--target|-m|--architecture|-M|--disassembler-options|--start-address|--stop-address|--prefix|--prefix-strip|-P|--private|--adjust-vma|--insn-width|-I|--include|--dwarf-depth|--dwarf-start|--ctf-parent|-U|--unicode|--arch|--arch-name|--triple|--mcpu|--mattr|--x86-asm-syntax|--demangle-style",
    ),
    flag(
        "-a|--archive-headers|-C|--demangle|--no-demangle|-d|--disassemble|-D|--disassemble-all|-z|--disassemble-zeroes|-EB|-EL|--endian|-f|--file-headers|-F|--file-offsets|--file-start-context|-g|--debugging|-e|--debugging-tags|-h|--section-headers|--headers|-H|--help|-i|--info|-l|--line-numbers|-L|--process-links|-p|--private-headers|-r|--reloc|-R|--dynamic-reloc|-s|--full-contents|-S|--source|--source-comment|-t|--syms|-T|--dynamic-syms|-x|--all-headers|-w|--wide|-W|--dwarf|--ctf|--sframe|--prefix-addresses|--show-raw-insn|--no-show-raw-insn|--visualize-jumps|--disassembler-color|--special-syms|--inlines|--no-addresses|--stabs|-v|--version|--recurse-limit|--no-recurse-limit|--macho|--no-leading-addr|--non-verbose|--dylibs-used|--dylib-id|--bind|--lazy-bind|--weak-bind|--rebase|--exports-trie|--objc-meta-data|--universal-headers|--indirect-symbols|--data-in-code|--link-opt-hints|--info-plist|--function-starts|--full-leading-addr|--print-imm-hex|--symbolize-operands|--no-print-imm-hex|--private-header|--unwind-info|--chained-fixups|--dyld-info",
    ),
];
const READELF_FLAGS: &[Flag] = &[
    opt(
        "-x|--hex-dump|-p|--string-dump|-R|--relocated-dump|--dwarf-depth|--dwarf-start|--ctf|--ctf-parent|--ctf-symbols|--ctf-strings|--sframe|-U|--unicode|--sym-base",
    ),
    flag(
        "-a|--all|-h|--file-header|-l|--program-headers|--segments|-S|--section-headers|--sections|-g|--section-groups|-t|--section-details|-e|--headers|-s|--syms|--symbols|--dyn-syms|--lto-syms|-C|--demangle|--no-demangle|--recurse-limit|--no-recurse-limit|-n|--notes|-r|--relocs|-u|--unwind|-d|--dynamic|-V|--version-info|-A|--arch-specific|-c|--archive-index|-D|--use-dynamic|-L|--lint|--enable-checks|-z|--decompress|-w|--debug-dump|-I|--histogram|-W|--wide|-H|--help|-v|--version|-T|--silent-truncation|-P|--process-links|-X|--extra-sym-info|--got-contents",
    ),
];
const SIZE_FLAGS: &[Flag] = &[
    opt("--format|--radix|--target|-arch"),
    flag("-A|-B|-G|-o|-d|-x|--common|-t|--totals|-h|--help|-V|--version|-m|-l|-f"),
];

/// `adb forward|reverse`: the hook asks unless `--list`.
const FORWARD_FLAGS: &[Flag] = &[opt("--remove"), flag("--list|--remove-all|--no-rebind")];
/// `adb logcat`: `-c`, `-f`, `-G`, `-P` (and their long forms, see the hook) change state.
const LOGCAT_FLAGS: &[Flag] = &[
    danger("-c|--clear", System),
    danger_opt("-f|--file", WritesValue),
    danger_opt("-G|-P", System),
    opt(
        "-r|--rotate-kbytes|-n|--rotate-count|-v|--format|-e|--regex|-m|--max-count|-t|-T|-b|--buffer|--pid|--uid|--buffer-size|--prune",
    ),
    flag("-s|-d|-D|--dividers|--print|-g|-L|--last|-B|--binary|-S|--statistics|-p|--wrap|-h|--help"),
];
/// codesign: `-s` signs and `--remove-signature` strips (both rewrite the file); `-d`,
/// `-v`/`--verify` and `--display` read.
const CODESIGN_FLAGS: &[Flag] = &[
    danger_opt("-s|--sign", Writes),
    danger("--remove-signature|-f|--force", Writes),
    // Writes the list of files, or the certificates, to the given place.
    danger_opt("--file-list", WritesValue),
    danger("--extract-certificates", Writes),
    danger_opt("--detached", Writes),
    opt(
        "-r|--requirements|-R|--test-requirement|--entitlements|-i|--identifier|-o|--options|--prefix|--keychain|-a|--architecture|--bundle-version|--runtime-version|--pagesize|--digest-algorithm|--launch-constraint-self|--launch-constraint-parent|--launch-constraint-responsible|--library-constraint",
    ),
    flag(
        "-v|--verify|-d|--display|-h|--hosting|--deep|--strict|--no-strict|--xml|--der|--timestamp|--preserve-metadata|--all-architectures|--check-notarization|--dryrun|--verbose|--generate-entitlement-der|--single-threaded-signing|--enforce-constraint-validity|--validate-constraint|--ignore-resources|--continue|-D|--help",
    ),
];
/// fastfetch: most options take a value. A config file may define `Command` modules, which
/// run shell commands.
const FASTFETCH_FLAGS: &[Flag] = &[
    danger("--gen-config|--gen-config-force|--gen-config-full", Writes),
    danger_opt("-c|--config|--load-config", Exec),
    opt(
        "-l|--logo|-s|--structure|--color|--logo-type|--logo-width|--logo-height|--logo-padding|--logo-padding-top|--logo-padding-left|--logo-padding-right|--logo-color-1|--logo-color-2|--logo-position|--separator|--key-width|--format|--stat|--pipe|--show-errors|--disable-linewrap|--hide-cursor|--percent-type|--size-binary-prefix|--temp-unit|--title-fqdn|--cpu-temp|--gpu-temp|--disk-folders|--color-keys|--color-title|--color-output|--color-separator|--processing-timeout|--logo-recache|--thread",
    ),
    flag(
        "-h|--help|-v|--version|--list-modules|--list-logos|--list-presets|--list-config-paths|--list-data-paths|--list-features|--print-logos|--print-structure|--print-config-system|--print-config-user|--json|--dynamic-interval|--detect-version|--no-buffer",
    ),
];
const FINDMNT_FLAGS: &[Flag] = &[
    danger_opt("-F|--tab-file", ReadsValue),
    opt(
        "-t|--types|-O|--options|-o|--output|-S|--source|-T|--target|-M|--mountpoint|-N|--task|-d|--direction|-w|--timeout|-Q|--filter|--id|--uniq-id",
    ),
    flag(
        "-A|--all|-a|--ascii|-b|--bytes|-C|--nocanonicalize|-c|--canonicalize|-D|--df|-I|--dfi|-e|--evaluate|-f|--first-only|-i|--invert|-J|--json|-k|--kernel|-l|--list|-m|--mtab|-n|--noheadings|-P|--pairs|-p|--poll|-R|--submounts|-r|--raw|-s|--fstab|-U|--uniq|-u|--notruncate|-v|--nofsroot|-x|--verify|--verbose|-y|--shell|--real|--pseudo|--output-all|--tree|--vfs-all|--shadowed|--hyperlink|-H|--list-columns|-h|--help|-V|--version",
    ),
];
/// inxi: `-U` updates inxi itself, `--debug` can upload data, `-i` looks up the WAN address
/// and `-w`/`-W` the weather (network).
const INXI_FLAGS: &[Flag] = &[
    danger("-U|--update|-i|--ip|-w|--weather", Network),
    danger_opt("--debug|-W|--weather-location", Network),
    opt("-c|--color|-v|--verbosity|-y|--width|-Y|--height|--weather-unit|--wm"),
    flag(
        "-A|--audio|-a|--admin|-B|--battery|-b|--basic|-C|--cpu|-D|--disk|-d|--disk-full|--optical|-E|--bluetooth|-e|--expanded|-F|--full|-f|--flags|-G|--graphics|-I|--info|-J|--usb|-j|--swap|-L|--logical|-l|--label|-M|--machine|-m|--memory|-N|--network|-n|--network-advanced|-o|--unmounted|-P|--partitions|-p|--partitions-full|-R|--raid|-r|--repos|-S|--system|-s|--sensors|-t|--processes|-u|--uuid|-V|--version|-x|--extra|-z|--filter|-Z|--no-filter|--filter-label|--filter-uuid|--filter-vulnerabilities|-h|--help|--recommends|--slots|--memory-modules|--memory-short|--tty|--no-host|--no-ssl|--host|--ram|--bt|--zl|--zu|--zv|--za|--no-sudo|--edid|--gpu|--logical-full|--partitions-sort|--version-short",
    ),
];
/// neofetch: its `--config` file is a shell script it sources; most options take a value.
const NEOFETCH_FLAGS: &[Flag] = &[
    danger_opt("--config", Exec),
    danger_opt("--source|--ascii|--image", ReadsValue),
    // `--clean` deletes its thumbnail cache.
    danger("--clean", Deletes),
    opt(
        "--disable|--enable|--os_arch|--cpu_brand|--cpu_cores|--cpu_speed|--cpu_temp|--distro_shorthand|--kernel_shorthand|--uptime_shorthand|--package_managers|--shell_path|--shell_version|--speed_type|--speed_shorthand|--refresh_rate|--gpu_brand|--gpu_type|--gtk_shorthand|--gtk2|--gtk3|--de_version|--disk_show|--disk_subtitle|--disk_percent|--memory_percent|--memory_unit|--music_player|--song_format|--song_shorthand|--colors|--underline|--underline_char|--bold|--separator|--color_blocks|--col_offset|--block_range|--block_width|--block_height|--bar_char|--bar_border|--bar_length|--bar_colors|--cpu_display|--memory_display|--battery_display|--disk_display|--backend|--image_size|--size|--xoffset|--yoffset|--gap|--ascii_colors|--ascii_distro|--ascii_bold|--title_fqdn|--loop|--crop_mode|--crop_offset|--bg_color|--image_loop",
    ),
    flag("--stdout|--off|-L|--logo|-v|-vv|--help|--version|--print_config|--no_config|--json"),
];

/// `hdiutil` read verbs: output format and verbosity (`-stdinpass` reads a passphrase).
const HDIUTIL_FLAGS: &[Flag] = &[flag("-plist|-verbose|-quiet|-debug|-puppetstrings|-stdinpass|-checksum|-format")];

/// A read verb of a systemd tool.
const fn sd(name: &'static str, doc: &'static str) -> Spec {
    r(name, doc).flags(SYSTEMD_FLAGS)
}

/// A read verb of `coredumpctl`.
const fn rc(name: &'static str, doc: &'static str) -> Spec {
    r(name, doc).flags(COREDUMPCTL_FLAGS)
}
/// A read verb of `tmutil`.
const fn rt(name: &'static str, doc: &'static str) -> Spec {
    r(name, doc).flags(TMUTIL_FLAGS)
}
/// A read verb of `defaults`.
const fn rd(name: &'static str, doc: &'static str) -> Spec {
    r(name, doc).flags(DEFAULTS_FLAGS)
}

const fn n(name: &'static str, doc: &'static str) -> Spec {
    Spec::new(name, Kind::Network, Operands::Data, doc)
}

/// Sorted by name.
pub const COMMANDS: &[Spec] = &[
    Spec::new("adb", Kind::Read, Operands::Data, "Android debug bridge: `devices`, `logcat -d`, `getprop` read; shell, install, push ask")
        .subs(&[
            r("devices", "list devices").flags(&[flag("-l")]),
            r("forward", "list forwards (`--list`; adding one asks)").flags(FORWARD_FLAGS).hook(list_only_hook),
            r("get-serialno|get-state|get-devpath", "print device details"),
            r("help|version", "print help or the version"),
            r("logcat", "print the device log (`-d` dumps and exits)").flags(LOGCAT_FLAGS).hook(logcat_hook),
            r("reverse", "list reverse forwards (`--list`; adding one asks)").flags(FORWARD_FLAGS).hook(list_only_hook),
            Spec::new("shell", Kind::Exec, Operands::Data, "run a command on the device (`getprop` reads)").hook(adb_shell_hook),
            s("start-server|kill-server", "start or stop the adb server"),
        ])
        .flags(&[opt("-s|-t|-H|-P|-L"), flag("-a|-d|-e")])
        .unknown_sub(Kind::Exec),
    Spec::read("afinfo", "macOS: print audio file information").flags(&[flag("-b|--brief|-r|--real|-i|--info|-x|--xml|-h|--help")]),
    Spec::inert("afplay", "macOS: play an audio file").flags(&[opt("-v|--volume|-t|--time|-r|--rate|-q|--rQuality"), flag("-d|--debug|-h|--help")]),
    Spec::read("arch", "print the machine architecture (macOS: `arch [-ARCH] PROG` runs PROG)").operands(Operands::Data).flags(&[flag("-h|--help|--version")]).hook(arch_hook),
    Spec::new("arp", Kind::Read, Operands::Data, "show the ARP cache (`-s`/`-d` change it)")
        .flags(&[danger("-s|--set|-d|--delete|-f|--file|-S", System), opt("-i|--device|-H|--hw-type|-t|-A|-p|--protocol"), flag("-a|-e|-v|--verbose|-n|--numeric|-D|--use-device|-l|-x|--help|-V|--version")]),
    Spec::read("blkid", "print block device attributes").flags(&[opt("-s|--match-tag|-t|--match-token|-o|--output|-c|--cache-file|-u|--usages|-n|--match-types|-O|--offset|-S|--size|-L|--label|-U|--uuid|-H|--hint"), flag("-d|--no-encoding|-g|--garbage-collect|-k|--list-filesystems|-l|--list-one|-p|--probe|-i|--info|-D|--no-part-details|-h|--help|-V|--version")]),
    Spec::read("btop", "interactive resource monitor").flags(&[danger_opt("-c|--config", ReadsValue), opt("-p|--preset|-u|--update"), flag("-lc|--low-color|-t|--tty_on|+t|--tty_off|--utf-force|--debug|-d|-h|--help|-v|--version|--force-utf|-l")]).operands(Operands::Data),
    Spec::new("busctl", Kind::Read, Operands::Data, "D-Bus: list and introspect read; `call`/`set-property` change state")
        .flags(SYSTEMD_FLAGS)
        .subs(&[
            sd("get-property", "print a property"),
            sd("introspect", "show an object's interface"),
            sd("list", "list bus names"),
            s("call", "call a method (login1 `PowerOff`/`Reboot` stop the machine)").hook(super::system::dbus_power_hook),
            sd("monitor", "watch messages"),
            sd("status", "show a peer's status"),
            sd("tree", "show object trees"),
        ])
        .unknown_sub(Kind::System),
    Spec::inert("cal", "print a calendar").flags(CAL_FLAGS),
    Spec::new("codesign", Kind::Read, Operands::Read, "macOS: show or verify signatures (`-s` signs: writes)")
        .flags(CODESIGN_FLAGS)
        .hook(codesign_hook),
    Spec::new("coredumpctl", Kind::Read, Operands::Data, "list and show core dumps (`debug` runs a debugger)")
        .flags(COREDUMPCTL_FLAGS)
        .subs(&[
            x("debug|gdb", "run a debugger on a core"),
            w("dump", "write a core dump (to a file with -o)"),
            rc("info", "show a core's details"),
            rc("list", "list core dumps"),
        ]),
    Spec::read("csrutil", "macOS: show System Integrity Protection status (changes need recovery mode)").hook(csrutil_hook),
    Spec::read("cupstestppd", "check PPD files").flags(&[opt("-I|-R|-W"), flag("-q|-r|-v|--help")]),
    Spec::new("dc", Kind::Exec, Operands::Data, "desk calculator (`!` runs shell commands)"),
    Spec::new("defaults", Kind::Read, Operands::Data, "macOS preferences: `read`, `domains`, `find` read; `write`, `delete` change them")
        .flags(DEFAULTS_FLAGS)
        .subs(&[
            rd("domains", "list domains"),
            rd("export", "print a domain (to a file unless `-`)").hook(defaults_export_hook),
            rd("find", "search preferences"),
            rd("help", "show help"),
            rd("read", "print preferences (a path operand is a plist file read)").operands(Operands::Read),
            rd("read-type", "print a value's type").operands(Operands::Read),
        ])
        .unknown_sub(Kind::Write),
    Spec::new("diskutil", Kind::Read, Operands::Data, "macOS disks: `list`, `info` read; erase, partition, mount ask")
        .subs(&[
            r("activity", "stream disk events"),
            Spec::new("apfs", Kind::System, Operands::Data, "APFS containers (`list` reads)").subs(&[r("list", "list containers").flags(&[flag("-plist")]), r("listSnapshots", "list snapshots").flags(&[flag("-plist")]), s("deleteContainer|deleteVolume|eraseVolume", "destroy an APFS container or volume").hook(super::system::disk_wipe_verb_hook)]),
            s("eraseDisk|eraseVolume|partitionDisk|zeroDisk|secureErase|reformat|randomDisk", "erase or repartition a disk").hook(super::system::disk_wipe_verb_hook),
            r("info|information", "show a disk's details").flags(&[flag("-plist|-all")]),
            r("list", "list disks").flags(&[flag("-plist")]),
            r("listFilesystems", "list file system types").flags(&[flag("-plist")]),
            r("verifyVolume", "verify a volume"),
        ])
        .unknown_sub(Kind::System),
    Spec::new("dmesg", Kind::Read, Operands::Data, "print kernel messages (`-c`/`-C` clear them)").flags(DMESG_FLAGS),
    Spec::read("dmidecode", "print hardware tables").flags(&[opt("-t|--type|-s|--string|-H|--handle|--oem-string"), danger_opt("--dump-bin", WritesValue), danger_opt("--from-dump|-d|--dev-mem", ReadsValue), flag("-q|--quiet|-u|--dump|--no-sysfs|--no-quirks|-h|--help|-V|--version|--list")]).operands(Operands::Data),
    Spec::new("dscacheutil", Kind::Read, Operands::Data, "macOS directory cache: `-q` queries (`-q host` resolves names: DNS); `-flushcache` changes state")
        .flags(&[danger("-flushcache", System), opt("-q|-a"), super::flag("-statistics|-cachedump|-buildinfo|-configuration|-entries|-h")])
        .hook(dscacheutil_hook),
    Spec::read("duf", "show disk usage").flags(&[opt("--only|--hide|--only-fs|--hide-fs|--only-mp|--hide-mp|--output|--sort|--width|--theme|--style|--avail-threshold|--usage-threshold"), flag("--all|--json|--inodes|--warnings|--version|--help|-all|-json|-inodes|-warnings|-version")]),
    Spec::new("ethtool", Kind::Read, Operands::Data, "show network device settings (`-s`, `-K`, ... change them)")
        .flags(&[danger_opt("-s|--change|-K|--features|--offload|-G|--set-ring|-A|--pause|-C|--coalesce|-L|--set-channels|-E|--change-eeprom|-f|--flash|-r|--negotiate|-p|--identify|-W|--set-dump|-X|--set-rxfh-indir|-U|--config-nfc|-N|--config-ntuple|--reset|--set-eee|--set-fec|--set-priv-flags", System),
            // A self-test takes the link down.
            danger("-t|--test", System),
            opt("-Q|--per-queue|--debug"),
            flag("-i|--driver|-k|--show-features|--show-offload|-S|--statistics|-a|--show-pause|-c|--show-coalesce|-g|--show-ring|-l|--show-channels|-P|--show-permaddr|-T|--show-time-stamping|-m|--dump-module-eeprom|--module-info|-d|--register-dump|-e|--eeprom-dump|--show-eee|--show-fec|--show-priv-flags|-x|--show-rxfh-indir|--show-rxfh|-n|-u|--show-nfc|--show-ntuple|-w|--get-dump|--json|-I|--include-statistics|--all-groups|--show-tunnels|--show-module|--show-pse|--show-mm|--show-plca|--cable-test|--cable-test-tdr|-h|--help|--version")]),
    Spec::read("fastfetch", "print system information (`--gen-config*` writes its config; a config file may run commands)").flags(FASTFETCH_FLAGS).operands(Operands::Data),
    Spec::read("findmnt", "list mounted file systems").flags(FINDMNT_FLAGS).operands(Operands::Data),
    Spec::read("footprint", "macOS: show a process's memory footprint").operands(Operands::Data),
    Spec::inert("getent", "print entries from name service databases (`shadow`, `gshadow` hold password hashes; `hosts NAME` is a DNS query)").flags(&[opt("-s|--service"), flag("-i|--no-idn|-A|-?|--help|--usage|-V|--version")]).hook(super::system::getent_hook),
    Spec::new("ghostty", Kind::Exec, Operands::Data, "Ghostty terminal: `+list-*`, `+show-config`, `+version` print; launching runs a shell").hook(ghostty_hook),
    Spec::new("hdiutil", Kind::System, Operands::Data, "macOS disk images: `info`, `imageinfo`, `verify` read; attach, create ask")
        .subs(&[r("help", "show help"), r("imageinfo", "show an image's details").flags(HDIUTIL_FLAGS), r("info", "list attached images").flags(HDIUTIL_FLAGS), r("isencrypted", "check encryption").flags(HDIUTIL_FLAGS), r("verify", "verify an image").flags(HDIUTIL_FLAGS)])
        .unknown_sub(Kind::System),
    Spec::inert("hostinfo", "macOS: print host information"),
    Spec::new("hostnamectl", Kind::Read, Operands::Data, "show host names (`set-*` change them)")
        .flags(SYSTEMD_FLAGS)
        .subs(&[sd("hostname", "print the host name (an operand sets it)").hook(super::system::operand_sets_hook), sd("status", "show the host's names and details")])
        .unknown_sub(Kind::System),
    Spec::read("htop", "interactive process viewer").flags(&[opt("-d|--delay|-u|--user|-p|--pid|-s|--sort-key|-F|--filter"), flag("-C|--no-color|--no-colour|-H|--highlight-changes|-M|--no-mouse|-t|--tree|--readonly|-U|--no-unicode|--no-meters|--drop-capabilities|-n|--max-iterations|-h|--help|-V|--version")]).operands(Operands::Data),
    Spec::new("ifconfig", Kind::Read, Operands::Data, "show network interfaces (addresses, up/down and options change them)").flags(&[flag("-a|-l|-s|-v|-u|-d|-L|-m|-r|-C|-f|--help|-V|--version")]).hook(ifconfig_hook),
    Spec::read("inxi", "print system information (`-U` updates itself; `--debug` uploads data; `-i`, `-w` look up the WAN address and weather)").flags(INXI_FLAGS).operands(Operands::Data),
    Spec::read("ioreg", "macOS: show the I/O registry").flags(&[opt("-c|-k|-n|-p|-w|-d|-g"), flag("-a|-b|-f|-i|-l|-r|-t|-x|-h")]).operands(Operands::Data),
    Spec::read("iostat", "print I/O statistics").flags(IOSTAT_FLAGS).operands(Operands::Data),
    Spec::new("ip", Kind::Read, Operands::Data, "show and change network state: `show`/`list`/`get` read; `add`, `del`, `set` ask")
        .flags(&[
            super::flag("-br|-brief|-json|-pretty|-details|-oneline|-human|-human-readable|-stats|-statistics|-color|-resolve|-timestamp|-tshort|-ts|-iec|-all|-4|-6|-0|-B|-M|-h|-s|-d|-o|-r|-a|-c|-t|-j|-p|-N|-Numeric|-V|-Version|-force|-echo"),
            danger_opt("-b|-batch", Ask),
            opt("-f|-family|-n|-netns|-l|-loops|-rc|-rcvbuf"),
        ])
        .subs(IP_SUBS)
        .unknown_sub(Kind::System),
    Spec::new("ipconfig", Kind::Read, Operands::Data, "macOS: `getifaddr`, `getoption`, `getsummary` read; `set` changes interfaces")
        .subs(&[r("getifaddr", "print an address"), r("getoption", "print a DHCP option"), r("getpacket", "print the DHCP packet"), r("getsummary", "print an interface summary"), r("ifcount", "count interfaces"), r("getiflist", "list interfaces")])
        .unknown_sub(Kind::System),
    Spec::read("ipcs", "show IPC facilities").flags(IPCS_FLAGS).operands(Operands::Data),
    Spec::read("iw", "show wireless devices (`dev X set`, `connect` change them)").flags(&[flag("-t|-T|-r|-f|--debug|--version|-h|--help")]).operands(Operands::Data).hook(iw_hook),
    Spec::new("journalctl", Kind::Read, Operands::Data, "print the systemd journal (`--vacuum-*`, `--rotate` change it)").flags(JOURNALCTL_FLAGS).hook(journalctl_hook),
    Spec::read("kextstat", "macOS: list loaded kernel extensions").flags(&[opt("-b|-p"), flag("-k|-l|-a|-A")]).operands(Operands::Data),
    Spec::read("klist", "list Kerberos tickets (names and times; `-K` prints keytab keys)")
        .flags(&[danger("-K|--keys", Ask), flag("-c|-k|-i|-l|-A|-s|-t|-V|-e|-f|-a|-n|-C|-q|-d|-v|-T|--list-caches|--list-all|--all-content|--test|--verbose|--json|--tokens|--hidden|--cache|--help|--version")])
        .operands(Operands::Data),
    Spec::inert("last", "list recent logins (`-f /var/log/btmp` lists failed logins)").flags(LAST_FLAGS).hook(last_hook),
    Spec::inert("lastb", "list failed logins (mistyped passwords show up as user names)").flags(LAST_FLAGS).hook(super::system::secret_output_hook),
    Spec::read("lastcomm", "list previously run commands").flags(&[danger_opt("-f|--file", ReadsValue), opt("--user|--command|--tty|--ahz"), flag("--strict-match|--print-controls|--debug|--pid|--forwards|-p|-w|-E|-S|-c|-e|-s|-V|--version|-h|--help")]).operands(Operands::Data),
    Spec::inert("lastlog", "list last logins per user (`-C`, `-S` change records)").flags(&[danger("-C|--clear|-S|--set", System), opt("-b|--before|-t|--time|-u|--user|-R|--root"), flag("-h|--help")]),
    Spec::new("launchctl", Kind::Read, Operands::Data, "macOS launchd: `list`, `print` read; load, bootstrap, kill ask")
        .subs(&[
            r("blame", "explain why a service runs"),
            r("dumpstate", "print launchd state"),
            r("examine", "print service state"),
            r("getenv", "print a variable"),
            r("help", "show help"),
            r("list", "list jobs"),
            r("managerpid|manageruid|managername", "print manager details"),
            r("print", "print a domain or service"),
            r("print-cache", "print the service cache"),
            r("print-disabled", "print disabled services"),
            r("procinfo", "print process information"),
            s("reboot", "reboot the machine or restart userspace").hook(super::system::power_verb_hook),
            r("version", "print the version"),
        ])
        .unknown_sub(Kind::System),
    Spec::new("ldd", Kind::Exec, Operands::Data, "print shared library dependencies (may run the program's loader)"),
    Spec::new("leaks", Kind::Ask("read.secret"), Operands::Data, "macOS: report leaked memory of a process (reads its memory; `--atExit` runs a program)").hook(macos_run_hook),
    Spec::new("lipo", Kind::Read, Operands::Read, "macOS: show architectures of universal files (`-create`, `-output` write)")
        .flags(&[super::flag("-info|-archs|-detailed_info|-verify_arch"), danger_opt("-output|-o", WritesValue), danger("-create|-remove|-replace|-extract|-thin", Writes)]),
    Spec::inert("locale", "print locale settings").flags(&[flag("-a|--all-locales|-m|--charmaps|-c|--category-name|-k|--keyword-name|-v|--verbose|-?|--help|--usage|-V|--version")]),
    Spec::new("localectl", Kind::Read, Operands::Data, "show locale settings (`set-*` change them)")
        .flags(SYSTEMD_FLAGS)
        .subs(&[sd("list-keymaps", "list keymaps"), sd("list-locales", "list locales"), sd("list-x11-keymap-layouts", "list layouts"), sd("status", "show settings")])
        .unknown_sub(Kind::System),
    Spec::new("log", Kind::Read, Operands::Data, "macOS unified log: `show`, `stream` read; `erase`, `config` change it")
        .subs(&[r("help", "show help"), r("show", "print log entries").flags(LOG_FILES), r("stats", "print statistics").flags(LOG_FILES), r("stream", "stream log entries").flags(LOG_FILES)])
        .unknown_sub(Kind::System),
    Spec::new("loginctl", Kind::Read, Operands::Data, "show login sessions (`terminate-*`, `kill-*` change them)")
        .flags(SYSTEMD_FLAGS)
        .subs(&[
            sd("list-seats", "list seats"),
            sd("list-sessions", "list sessions"),
            sd("list-users", "list users"),
            s("poweroff|reboot|halt|kexec|soft-reboot", "stop the machine").hook(super::system::power_verb_hook),
            sd("seat-status|session-status|user-status", "show status"),
            sd("show-seat|show-session|show-user", "show properties"),
        ])
        .unknown_sub(Kind::System),
    Spec::read("lpq", "show the print queue").flags(LPQ_FLAGS).operands(Operands::Data),
    Spec::read("lpstat", "show printer and job status").flags(LPSTAT_FLAGS).operands(Operands::Data),
    Spec::read("lsappinfo", "macOS: show running applications").operands(Operands::Data),
    Spec::inert("lsb_release", "print the Linux distribution's name and version").flags(&[flag("-a|--all|-c|--codename|-d|--description|-i|--id|-r|--release|-s|--short|-v|--version|-h|--help")]),
    Spec::read("lsbom", "macOS: list a bill of materials").flags(&[opt("-p|--arch"), flag("-b|-c|-d|-f|-l|-m|-s|-x")]),
    Spec::read("lscpu", "print CPU information").flags(LSCPU_FLAGS).operands(Operands::Data),
    Spec::read("lshw", "print hardware information").flags(&[danger_opt("-dump", WritesValue), opt("-class|-C|-c|-disable|-enable"), super::flag("-html|-xml|-json|-j|-short|-businfo|-quiet|-sanitize|-numeric|-notime|-X|-version|-help|-h")]).operands(Operands::Data),
    Spec::read("lsipc", "show IPC facilities").flags(LSIPC_FLAGS).operands(Operands::Data),
    Spec::read("lslocks", "list file locks").flags(LSLOCKS_FLAGS).operands(Operands::Data),
    Spec::read("lslogins", "list user accounts").flags(LSLOGINS_FLAGS).operands(Operands::Data),
    Spec::read("lsmem", "list memory ranges").flags(LSMEM_FLAGS).operands(Operands::Data),
    Spec::read("lsmod", "list kernel modules").flags(&[flag("-h|--help|-V|--version")]).operands(Operands::Data),
    Spec::read("lsns", "list namespaces").flags(LSNS_FLAGS).operands(Operands::Data),
    Spec::read("lspci", "list PCI devices").flags(LSPCI_FLAGS).operands(Operands::Data),
    Spec::read("lsusb", "list USB devices").flags(LSUSB_FLAGS).operands(Operands::Data),
    Spec::read("mdfind", "macOS: search the Spotlight index").flags(&[opt("-onlyin|-name|-attr|-s"), super::flag("-0|-count|-live|-interpret|-literal|-reprint")]).operands(Operands::Data),
    // mdls takes unique abbreviations of its single-dash options (`-n` for `-name`).
    Spec::read("mdls", "macOS: print Spotlight metadata of files").flags(&[opt("-name|-n|-nullMarker|-nu"), flag("-raw|-r"), danger_opt("-plist|-p", WritesValue)]),
    Spec::inert("mesg", "show or set whether others may write to the terminal").flags(&[flag("-v|--verbose|-h|--help|-V|--version")]),
    Spec::read("mountpoint", "check whether a directory is a mount point").flags(&[opt("--fs"), flag("-q|--quiet|--nofollow|-d|--fs-devno|-x|--devno|--show|-h|--help|-V|--version")]),
    Spec::read("mpstat", "print CPU statistics").flags(MPSTAT_FLAGS).operands(Operands::Data),
    Spec::read("neofetch", "print system information (its config file is a shell script)").flags(NEOFETCH_FLAGS).operands(Operands::Data),
    Spec::new("netstat", Kind::Read, Operands::Data, "print network connections and statistics").flags(NETSTAT_FLAGS),
    Spec::read("nettop", "macOS: show network use per process").flags(&[opt("-L|-J|-j|-t|-m|-s|-p|-l"), flag("-P|-n|-c|-d|-x")]).operands(Operands::Data),
    // Every verb is a dash word (`-getinfo`, `-setdnsservers`): the hook asks for any that is
    // not a `-list*`, `-get*`, `-show*` or help verb.
    Spec::new("networksetup", Kind::Read, Operands::Data, "macOS network settings: `-list*`, `-get*` read; `-set*` change them").hook(networksetup_hook).open_flags(),
    Spec::read("nfsstat", "print NFS statistics").flags(&[danger("-z|--zero", System), opt("-o|-w|--since|-Z|-T"), flag("-c|-s|-n|-r|-v|-2|-3|-4|-m|-l|-e|-E|-a|--help")]).operands(Operands::Data),
    Spec::read("nm", "list symbols of object files (`--plugin` loads a shared object)").flags(NM_FLAGS),
    Spec::read("nvidia-smi", "show GPU state (`-r`, `-pl`, `-pm`, ... change it)").flags(&[
        danger_opt("-pm|--persistence-mode|-e|--ecc-config|-p|--reset-ecc-errors|-c|--compute-mode|-pl|--power-limit|-ac|--applications-clocks|-lgc|--lock-gpu-clocks|-mig|--multi-instance-gpu", System),
        danger("-r|--gpu-reset|-rac|--reset-applications-clocks|-rgc|--reset-gpu-clocks", System),
        danger_opt("-f|--filename", WritesValue),
        opt("-i|--id|--query-gpu|--query-compute-apps|--query-accounted-apps|--query-supported-clocks|--query-retired-pages|--query-remapped-rows|--format|-d|--display|-lms|-u|--unit"),
        super::flag("-q|--query|-x|--xml-format|-L|--list-gpus|-B|--list-excluded-gpus|-l|--loop|-h|--help|--version|-lgi|-lgip|-lci|-lcip"),
    ]).operands(Operands::Data),
    Spec::read("objdump", "show information from object files (`--plugin` loads a shared object)").flags(OBJDUMP_FLAGS),
    Spec::new("open", Kind::Exec, Operands::Data, "macOS: open files or URLs with their default application"),
    Spec::read("otool", "macOS: show parts of object files").flags(&[opt("-s|-p|-arch"), flag("-L|-l|-h|-t|-v|-V|-d|-o|-r|-I|-f|-a|-S|-X|-m|-c|-x|-D|-P|-C|-G|-j|-q|-Q|-M|-T|-H|-R|-k|--version")]),
    Spec::new("pgrep", Kind::Read, Operands::Data, "list processes by name").flags(PGREP_FLAGS),
    Spec::inert("pidof", "print process ids of programs").flags(&[opt("-o|--omit-pid|-d|--separator"), flag("-s|--single-shot|-c|--check-root|-n|--ignore-nfs|-x|-q|--quiet|-w|--with-workers|-z|-t|--lightweight|-h|--help|-V|--version")]),
    s("pkill", "signal processes by name (a pattern that matches every process is denied)").flags(super::system::PKILL_FLAGS).hook(super::system::kill_pattern_hook),
    Spec::new("plutil", Kind::Read, Operands::Read, "macOS property lists: `-p`, `-lint`, `-convert ... -o -` read; converting in place or `-o FILE` writes")
        .flags(&[danger_opt("-o", WritesValue), opt("-e|-extract|-type|-convert")])
        .hook(plutil_hook)
        // The hook asks on every option it does not know (`ask.flag`) and on the edit verbs.
        .open_flags(),
    // The hook reads only `pmset -g ...`; any other argument changes settings.
    Spec::new("pmset", Kind::Read, Operands::Data, "macOS power settings: `-g` reads; anything else changes them").hook(pmset_hook).open_flags(),
    Spec::read("pstree", "show processes as a tree").flags(PSTREE_FLAGS).operands(Operands::Data),
    Spec::read("quota", "show disk quotas").flags(QUOTA_FLAGS).operands(Operands::Data),
    Spec::read("readelf", "show information from ELF files").flags(READELF_FLAGS),
    s("renice", "change the priority of running processes"),
    Spec::new("route", Kind::Read, Operands::Data, "show the routing table (`add`, `del`, `flush`, `change` change it; `get NAME` resolves NAME)")
        .flags(&[opt("-A|-ifscope|-T"), super::flag("-n|--numeric|-e|--extend|-ee|-v|--verbose|-F|--fib|-C|--cache|-4|-6|-q|-t|-d|-h|--help|-V|--version|-net|-host|-inet|-inet6|-link|-interface")])
        .hook(route_hook),
    Spec::new("sample", Kind::Ask("read.secret"), Operands::Data, "macOS: sample a process's call stacks (attaches to it)").flags(&[danger_opt("-file", WritesValue), super::flag("-fullPaths|-mayDie|-wait|-e")]).operands(Operands::Data),
    Spec::read("sar", "print or collect activity statistics (`-o` writes)").flags(SAR_FLAGS).operands(Operands::Data),
    Spec::inert("say", "macOS: speak text (`-o` writes an audio file; `-n HOST:PORT` sends it over the network)").flags(&[danger_opt("-o|--output-file", WritesValue), danger_opt("-f|--input-file", ReadsValue), danger_opt("-n|--network-send", Network), opt("-v|--voice|-r|--rate|-a|--audio-device|--file-format|--data-format|--channels|--bit-rate|--quality"), flag("--progress|-i|--interactive")]),
    Spec::new("scutil", Kind::Read, Operands::Data, "macOS system configuration: `--get`, `--dns`, `--proxy` read; `-r NAME` resolves NAME; `--set` changes it")
        .flags(&[danger("--set|--renew|--prefs", System), opt("--get|-w|-t"), flag("--dns|--proxy|--nwi|--help|-r|-W|-d|-v|--version")])
        .hook(scutil_hook),
    Spec::read("sensors", "print hardware sensor readings").flags(&[danger("-s|--set", System), danger_opt("-c|--config-file", ReadsValue), flag("-A|--no-adapter|-u|-j|-f|--fahrenheit|--bus-list|-h|--help|-v|--version")]).operands(Operands::Data),
    Spec::new("sfltool", Kind::Read, Operands::Data, "macOS background items: `dumpbtm` reads; reset and other verbs change state")
        .flags(&[flag("-h|--help")])
        .subs(&[r("dumpbtm", "print background task items")])
        .unknown_sub(Kind::System),
    Spec::read("size", "list section sizes of object files").flags(SIZE_FLAGS),
    Spec::new("smbutil", Kind::Read, Operands::Data, "macOS SMB: `statshares` reads; `view`, `lookup` query servers")
        .subs(&[n("lookup|view|status", "query a server"), r("statshares", "show mounted shares").flags(&[opt("-m"), flag("-a")]), r("help", "show help")])
        .unknown_sub(Kind::System),
    Spec::new("spctl", Kind::Read, Operands::Read, "macOS Gatekeeper: `--assess`, `--status` read; `--add`, `--enable`, `--disable` change policy")
        .flags(&[danger("--add|--remove|--enable|--disable|--master-enable|--master-disable|--global-enable|--global-disable|--reset-default", System), opt("-t|--type|--label|--context|--path|--requirement|--priority|--rule"), flag("-a|--assess|--status|-v|--verbose|--raw|--ignore-cache|--no-cache|--list|--continue|-h|--help")]),
    Spec::new("ss", Kind::Read, Operands::Data, "print socket statistics (`-K` kills sockets, `-D` writes a dump)").flags(SS_FLAGS),
    Spec::new("stapler", Kind::Read, Operands::Data, "macOS notarization tickets: `validate` reads; `staple` writes")
        .subs(&[r("validate", "check a ticket").flags(&[flag("-q|-v")])])
        .unknown_sub(Kind::Write),
    x("strace", "trace system calls of a program (runs or attaches to it)"),
    Spec::inert("sw_vers", "macOS: print the OS version").flags(&[flag("-productName|-productVersion|-productVersionExtra|-buildVersion|--productName|--productVersion|--productVersionExtra|--buildVersion|--help")]),
    Spec::new("sysctl", Kind::Read, Operands::Data, "print kernel parameters (`-w` or `name=value` sets them)").flags(SYSCTL_FLAGS).hook(sysctl_hook),
    Spec::read("system_profiler", "macOS: print hardware and software reports").flags(&[opt("-detailLevel|-timeout"), super::flag("-xml|-json|-listDataTypes|-usage|-help|-nospinner")]).operands(Operands::Data),
    Spec::new("systemd-analyze", Kind::Read, Operands::Data, "analyse boot and units (`plot`/`dot` print; `verify` may run generators)")
        .flags(SYSTEMD_FLAGS)
        .subs(&[
            sd("blame", "list units by start time"),
            sd("calendar", "parse calendar specs"),
            sd("cat-config", "print configuration files"),
            sd("critical-chain", "print the critical chain"),
            sd("dot", "print a dependency graph"),
            sd("dump", "print manager state"),
            sd("plot", "print an SVG of the boot"),
            sd("security", "audit unit security"),
            sd("time", "print boot time"),
            sd("timespan|timestamp", "parse times"),
            sd("unit-paths", "list unit search paths"),
        ])
        .unknown_sub(Kind::Exec),
    Spec::new("timedatectl", Kind::Read, Operands::Data, "show time settings (`set-*` change them)")
        .flags(SYSTEMD_FLAGS)
        .subs(&[sd("list-timezones", "list time zones"), sd("show", "print properties"), sd("show-timesync", "print timesync properties"), sd("status", "show settings"), sd("timesync-status", "show timesync status")])
        .unknown_sub(Kind::System),
    Spec::new("tmutil", Kind::Read, Operands::Data, "macOS Time Machine: listing reads; start, delete, setting ask")
        .flags(TMUTIL_FLAGS)
        .subs(&[
            rt("compare", "compare backups"),
            rt("currentphase", "print the backup phase"),
            rt("destinationinfo", "print destinations"),
            rt("isexcluded", "check exclusion"),
            rt("latestbackup", "print the latest backup"),
            rt("listbackups", "list backups"),
            rt("listlocalsnapshotdates", "list snapshot dates"),
            rt("listlocalsnapshots", "list local snapshots"),
            rt("machinedirectory", "print the machine directory"),
            rt("status", "print status"),
            rt("version", "print the version"),
        ])
        .unknown_sub(Kind::System),
    Spec::inert("uuidgen", "print a new UUID").flags(&[opt("-n|--namespace|-N|--name|-C|--count"), flag("-r|--random|-t|--time|-s|--sha1|-m|--md5|-x|--hex|-6|--time-v6|-7|--time-v7|-h|--help|-V|--version|-hdr")]),
    Spec::new("valet", Kind::System, Operands::Data, "Laravel Valet: `links`, `paths`, `status` read; other verbs change services")
        .subs(&[r("--version|-V", "print the version"), r("links", "list linked sites"), r("parked", "list parked sites"), r("paths", "list parked paths"), r("status", "show service status"), r("which", "print the site's driver")])
        .unknown_sub(Kind::System),
    Spec::read("vm_stat", "macOS: print virtual memory statistics").flags(&[opt("-c")]).operands(Operands::Data),
    Spec::new("vmmap", Kind::Ask("read.secret"), Operands::Data, "macOS: show a process's memory regions (attaches to it)"),
    Spec::read("vmstat", "print virtual memory statistics").flags(VMSTAT_FLAGS).operands(Operands::Data),
    Spec::inert("w", "show who is logged in and what they run").flags(W_FLAGS),
    Spec::new("wg", Kind::Read, Operands::Data, "WireGuard: `show` reads (needs root; private keys are not printed); `set`, `setconf` change it")
        .subs(&[r("genkey", "print a new private key"), r("genpsk", "print a new preshared key"), r("help", "show help"), r("pubkey", "derive a public key from stdin"), Spec::new("show", Kind::Read, Operands::Data, "show interfaces (`dump` and `private-key` print private keys)").hook(wg_show_hook), r("showconf", "print an interface's configuration, with its private key").hook(wg_showconf_hook)])
        .unknown_sub(Kind::System),
    Spec::new("xattr", Kind::Read, Operands::Read, "macOS extended attributes: listing and `-p` read; `-w`, `-d`, `-c` change them")
        .flags(&[danger("-w|-d|-c", Writes), flag("-p|-l|-r|-s|-v|-x|-h")]),
];

/// macOS `arch [-ARCH] PROG ARGS` runs PROG; without operands it prints the architecture.
fn arch_hook(ctx: &mut Ctx) {
    if !ctx.operands().is_empty() {
        ctx.effect("exec");
        ctx.add("exec.runs-code", "`arch PROG` runs the program", Decision::Ask);
    }
}

/// A journal-changing flag anywhere, even where a bare `-n` took it as its value.
fn journalctl_hook(ctx: &mut Ctx) {
    let changes = ctx.inv.argv.iter().skip(1).any(|a| {
        a.value().is_some_and(|v| {
            let name = v.split('=').next().unwrap_or(v);
            let plain = |f: &&Flag| matches!(f.effect, super::FlagEffect::Plain | super::FlagEffect::ReadsValue);
            name.len() > 4
                && name.starts_with("--")
                && !JOURNALCTL_FLAGS.iter().filter(plain).any(|f| f.names.split('|').any(|n| n == name))
                && JOURNALCTL_FLAGS
                    .iter()
                    .filter(|f| !plain(f))
                    .any(|f| f.names.split('|').any(|n| n.starts_with(name)))
        })
    });
    if changes {
        ctx.effect("system");
        ctx.add("system.change", "`journalctl` with a flag that changes the journal", Decision::Ask);
    }
}

/// `codesign -d --entitlements PATH` writes the entitlements to PATH (`-` and `:-` are
/// stdout); when signing, PATH is read.
fn codesign_hook(ctx: &mut Ctx) {
    if let Some(v) = ctx.value("--entitlements").map(str::to_string)
        && v != "-"
        && v != ":-"
    {
        let access = if ctx.has("-d|--display") {
            crate::classify::PathAccess::Write
        } else {
            crate::classify::PathAccess::Read
        };
        let arg = crate::resolve::Arg::lit(&v, ctx.span());
        ctx.path(&arg, access);
    }
}

/// `last -f btmp` is `lastb`: mistyped passwords show up as user names.
fn last_hook(ctx: &mut Ctx) {
    if ctx.value("-f|--file").is_some_and(|v| v.contains("btmp")) {
        super::system::secret_output_hook(ctx);
    }
}

fn list_only_hook(ctx: &mut Ctx) {
    if !ctx.inv.argv.iter().any(|a| a.value() == Some("--list")) {
        ctx.effect("system");
        ctx.add("system.change", "adds or removes a port forward", Decision::Ask);
    }
}

fn logcat_hook(ctx: &mut Ctx) {
    if ctx.inv.argv.iter().any(|a| {
        a.value()
            .is_none_or(|v| matches!(v, "-c" | "--clear" | "-f" | "--file" | "-G" | "--buffer-size" | "-P" | "--prune"))
    }) {
        ctx.effect("system");
        ctx.add(
            "system.change",
            "`logcat -c/-f/-G/-P` clears the log, writes a file or changes settings",
            Decision::Ask,
        );
    }
}

/// `adb shell getprop [NAME]`, `adb shell pm list packages`, `dumpsys` read; anything else
/// runs a command on the device.
fn adb_shell_hook(ctx: &mut Ctx) {
    let words: Vec<Option<&str>> = ctx.operands().iter().map(|a| a.value()).collect();
    let reads = match words.as_slice() {
        [Some("getprop"), rest @ ..] => {
            rest.len() <= 1 && rest.iter().all(|w| w.is_some_and(|w| !w.contains([';', '|', '&', '$', '`'])))
        }
        [Some("pm"), Some("list"), rest @ ..] | [Some("cmd"), Some("package"), Some("list"), rest @ ..] => {
            rest.iter().all(|w| w.is_some_and(|w| !w.contains([';', '|', '&', '$', '`'])))
        }
        _ => false,
    };
    if reads {
        crate::knowledge::clear_effects(ctx);
    } else {
        ctx.effect("exec");
        ctx.add("exec.remote", "`adb shell` runs a command on the device", Decision::Ask);
    }
}

/// `plutil -convert FMT FILE` rewrites FILE unless `-o` names another output (`-o -` is
/// stdout); `-insert`, `-replace`, `-remove` edit in place.
fn plutil_hook(ctx: &mut Ctx) {
    let args: Vec<&str> = ctx.inv.argv.iter().skip(1).map(|a| a.value().unwrap_or("$")).collect();
    let edits = args.iter().any(|a| matches!(*a, "-insert" | "-replace" | "-remove" | "-append" | "$"));
    let converts = args.contains(&"-convert")
        && !args.contains(&"-o")
        && !args.iter().any(|a| *a == "-h" || *a == "--help" || *a == "-help");
    if edits || converts {
        ctx.effect("write");
        ctx.add("write.command", "`plutil` rewrites the property list in place", Decision::Ask);
    }
    let format_ok = args
        .iter()
        .zip(args.iter().skip(1))
        .filter(|(a, _)| **a == "-convert")
        .all(|(_, f)| matches!(*f, "xml1" | "binary1" | "json" | "swift" | "--help" | "-h"));
    let extract_ok = args.len() >= 3
        && args
            .iter()
            .zip(args.iter().skip(2))
            .filter(|(a, _)| **a == "-extract")
            .all(|(_, f)| matches!(*f, "xml1" | "binary1" | "json" | "raw" | "swift"))
        || !args.contains(&"-extract");
    let unknown_flag = args.iter().any(|a| {
        a.starts_with('-')
            && !matches!(
                *a,
                "-p" | "-lint"
                    | "-s"
                    | "-r"
                    | "-o"
                    | "-convert"
                    | "-extract"
                    | "-type"
                    | "-help"
                    | "-h"
                    | "--help"
                    | "--"
                    | "-"
            )
    });
    if !format_ok || !extract_ok || unknown_flag {
        ctx.effect("unknown");
        ctx.add("ask.flag", "a plutil format or option we do not know", Decision::Ask);
    }
}

fn ghostty_hook(ctx: &mut Ctx) {
    let args: Vec<Option<&str>> = ctx.inv.argv.iter().skip(1).map(|a| a.value()).collect();
    let prints = args.first().is_some_and(|a| {
        a.is_some_and(|v| {
            v.starts_with("+list-")
                || matches!(v, "+show-config" | "+version" | "+help" | "--version" | "--help" | "+show-face")
        })
    });
    if prints {
        crate::knowledge::clear_effects(ctx);
    }
}

fn csrutil_hook(ctx: &mut Ctx) {
    let status =
        ctx.operands().first().is_none_or(|a| matches!(a.value(), Some("status" | "report" | "authenticated-root")));
    if !status {
        ctx.effect("system");
        ctx.add("system.change", "`csrutil` changes System Integrity Protection", Decision::Ask);
    }
}

fn defaults_export_hook(ctx: &mut Ctx) {
    let ops = ctx.operands();
    if let Some(out) = ops.get(1)
        && out.value() != Some("-")
    {
        let a = (*out).clone();
        ctx.path(&a, crate::classify::PathAccess::Write);
    }
}

fn ifconfig_hook(ctx: &mut Ctx) {
    // `ifconfig`, `ifconfig -a`, `ifconfig en0`, `ifconfig -l` read; any word after the
    // interface (an address, `up`, `down`, `mtu N`) changes it.
    let ops: Vec<&str> = ctx.operands().iter().map(|a| a.value().unwrap_or("?")).collect();
    if ops.len() > 1 {
        ctx.effect("system");
        ctx.add("system.change", "`ifconfig IFACE ...` changes the interface", Decision::Ask);
    }
}

fn iw_hook(ctx: &mut Ctx) {
    let words: Vec<&str> = ctx.inv.argv.iter().skip(1).map(|a| a.value().unwrap_or("?")).collect();
    let reads = words.iter().all(|w| {
        matches!(
            *w,
            "dev"
                | "phy"
                | "list"
                | "info"
                | "link"
                | "scan"
                | "dump"
                | "station"
                | "reg"
                | "get"
                | "event"
                | "help"
                | "--version"
        ) || w.starts_with("wl")
            || w.starts_with("en")
            || w.starts_with("phy")
            || w.starts_with('-')
    }) && !words.contains(&"?");
    if !reads {
        ctx.effect("system");
        ctx.add("system.change", "`iw` with a verb that changes wireless settings", Decision::Ask);
    }
}

fn macos_run_hook(ctx: &mut Ctx) {
    if ctx.inv.argv.iter().any(|a| a.value().is_none_or(|v| v == "--atExit" || v == "-atExit")) {
        ctx.effect("exec");
        ctx.add("exec.flag", "`--atExit --` runs the program that follows", Decision::Ask);
    }
}

fn networksetup_hook(ctx: &mut Ctx) {
    let changes = ctx.inv.argv.iter().skip(1).any(|a| {
        a.value().is_none_or(|v| {
            v.starts_with('-')
                && !(v.starts_with("-list")
                    || v.starts_with("-get")
                    || v == "-help"
                    || v == "-printcommands"
                    || v == "-version"
                    || v.starts_with("-show"))
        })
    });
    if changes {
        ctx.effect("system");
        ctx.add("system.change", "`networksetup -set...` changes network settings", Decision::Ask);
    }
}

fn pmset_hook(ctx: &mut Ctx) {
    let args: Vec<Option<&str>> = ctx.inv.argv.iter().skip(1).map(|a| a.value()).collect();
    let reads = args.first().is_some_and(|a| a.is_some_and(|v| v == "-g")) || args.is_empty();
    let at = |i: usize| args.get(i).copied().flatten();
    if matches!(at(0), Some("schedule" | "repeat")) && matches!(at(1), Some("shutdown" | "restart")) {
        ctx.add("system.power", "`pmset schedule shutdown/restart` stops the machine", Decision::Deny);
    }
    if !reads {
        ctx.effect("system");
        ctx.add("system.change", "`pmset` changes power settings", Decision::Ask);
    }
}

fn route_hook(ctx: &mut Ctx) {
    let changes = ctx
        .inv
        .argv
        .iter()
        .skip(1)
        .any(|a| a.value().is_none_or(|v| matches!(v, "add" | "del" | "delete" | "flush" | "change" | "replace")));
    if changes {
        ctx.effect("system");
        ctx.add("system.change", "`route add/del/flush` changes the routing table", Decision::Ask);
        return;
    }
    // `route get NAME` (BSD, macOS): a host name, unlike an address or `default`, is
    // resolved through DNS.
    let ops = ctx.operands();
    if ops.first().and_then(|a| a.value()) == Some("get")
        && let Some(name) = ops[1..].iter().find(|a| a.value().is_none_or(|v| v != "default" && !is_address(v)))
    {
        ctx.host(&name.text);
        ctx.effect("network");
        ctx.add("net.access", "`route get NAME` resolves the host name (a DNS query)", Decision::Ask);
    }
}

/// An IPv4 or IPv6 address or prefix (`10.0.0.0/8`), which needs no name lookup.
fn is_address(v: &str) -> bool {
    let addr = v.split('/').next().unwrap_or(v);
    addr.parse::<std::net::IpAddr>().is_ok()
        || addr.contains(':')
        || !addr.is_empty() && addr.bytes().all(|b| b.is_ascii_digit() || b == b'.')
}

/// `dscacheutil -q host -a name NAME` resolves NAME (DNS); other categories are local.
fn dscacheutil_hook(ctx: &mut Ctx) {
    if matches!(ctx.value("-q"), Some("host" | "")) {
        for a in ctx.operands() {
            ctx.host(&a.text);
        }
        ctx.effect("network");
        ctx.add("net.access", "`dscacheutil -q host` resolves host names (a DNS query)", Decision::Ask);
    }
}

fn scutil_hook(ctx: &mut Ctx) {
    let args: Vec<Option<&str>> = ctx.inv.argv.iter().skip(1).map(|a| a.value()).collect();
    // `scutil -r NAME`: reachability of a node name resolves it through DNS.
    if args.contains(&Some("-r"))
        && let Some(name) = ctx.operands().into_iter().find(|a| a.value().is_none_or(|v| !is_address(v)))
    {
        ctx.host(&name.text);
        ctx.effect("network");
        ctx.add("net.access", "`scutil -r NAME` resolves the node name (a DNS query)", Decision::Ask);
    }
    let reads = !args.is_empty()
        && args.first().is_some_and(|a| {
            a.is_some_and(|v| matches!(v, "--get" | "--dns" | "--proxy" | "--nwi" | "-r" | "-w" | "--help"))
        });
    if !reads {
        ctx.effect("system");
        ctx.add(
            "system.change",
            "`scutil` without `--get`/`--dns`/`--proxy` can change system configuration",
            Decision::Ask,
        );
    }
}

fn sysctl_hook(ctx: &mut Ctx) {
    if ctx.operands().iter().any(|a| a.value().is_none_or(|v| v.contains('='))) {
        ctx.effect("system");
        ctx.add("system.change", "`sysctl name=value` sets a kernel parameter", Decision::Ask);
    }
}

fn wg_show_hook(ctx: &mut Ctx) {
    if ctx.operands().iter().any(|a| matches!(a.value(), Some("private-key" | "preshared-keys" | "dump") | None)) {
        ctx.effect("secret");
        ctx.add("read.secret", "`wg show ... private-key|dump` prints a private key", Decision::Ask);
    }
}

fn wg_showconf_hook(ctx: &mut Ctx) {
    ctx.effect("secret");
    ctx.add("read.secret", "`wg showconf` prints the interface's private key", Decision::Ask);
}
