//! sysinfo: system, process, hardware and network-state tools (Linux and macOS).
//!
//! Showing state reads (`ps`, `pgrep`, `ss`, `ip addr`, `sysctl -a`, `defaults read`,
//! `launchctl list`); changing it asks (`ip addr add`, `sysctl -w`, `defaults write`,
//! `launchctl load`, `dmesg -C`, `journalctl --vacuum-size`). Per-verb tools have
//! subcommands whose unknown verbs ask; per-flag tools list the flags that change state.
//! Debuggers and tracers run the program they are given, so they ask.

use super::FlagEffect::*;
use super::{Flag, Kind, Operands, Spec, danger, danger_opt, opt};
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
    opt("--predicate|--style|--start|--end|--last|--info|--debug|--process|--type|--color"),
];
const SYSCTL_FLAGS: &[Flag] = &[danger("-w|--write|--system", System), danger_opt("-p|--load|-f", System)];
const JOURNALCTL_FLAGS: &[Flag] = &[
    danger("--rotate|--flush|--sync|--relinquish-var|--smart-relinquish-var|--setup-keys|--update-catalog", System),
    danger_opt("--vacuum-size|--vacuum-time|--vacuum-files", Deletes),
    danger_opt("-D|--directory|--file|-i|--root|--image", ReadsValue),
    opt(
        "-u|--unit|--user-unit|-t|--identifier|-p|--priority|-n|--lines|-S|--since|-U|--until|-b|--boot|-o|--output|-g|--grep|--facility|-M|--machine|--cursor|--after-cursor|--output-fields|-T|--exclude-identifier|--namespace",
    ),
];
const DMESG_FLAGS: &[Flag] = &[
    danger("-c|--read-clear|-C|--clear|-D|--console-off|-E|--console-on", System),
    danger_opt("-n|--console-level", System),
    danger_opt("-F|--file", ReadsValue),
    opt("-f|--facility|-l|--level|-s|--buffer-size|--since|--until|--time-format"),
];
const SAR_FLAGS: &[Flag] = &[danger_opt("-o", WritesValue), danger_opt("-f", ReadsValue), opt("-e|-i|-s|-P|-n|-I|-m")];

const fn n(name: &'static str, doc: &'static str) -> Spec {
    Spec::new(name, Kind::Network, Operands::Data, doc)
}

/// Sorted by name.
pub const COMMANDS: &[Spec] = &[
    Spec::new("adb", Kind::Read, Operands::Data, "Android debug bridge: `devices`, `logcat -d`, `getprop` read; shell, install, push ask")
        .subs(&[
            r("devices", "list devices"),
            r("forward", "list forwards (`--list`; adding one asks)").hook(list_only_hook),
            r("get-serialno|get-state|get-devpath", "print device details"),
            r("help|version", "print help or the version"),
            r("logcat", "print the device log (`-d` dumps and exits)").hook(logcat_hook),
            r("reverse", "list reverse forwards (`--list`; adding one asks)").hook(list_only_hook),
            Spec::new("shell", Kind::Exec, Operands::Data, "run a command on the device (`getprop` reads)").hook(adb_shell_hook),
            s("start-server|kill-server", "start or stop the adb server"),
        ])
        .flags(&[opt("-s|-t|-H|-P|-L")])
        .unknown_sub(Kind::Exec),
    Spec::read("afinfo", "macOS: print audio file information"),
    Spec::inert("afplay", "macOS: play an audio file"),
    Spec::read("arch", "print the machine architecture").operands(Operands::Data),
    Spec::new("arp", Kind::Read, Operands::Data, "show the ARP cache (`-s`/`-d` change it)")
        .flags(&[danger("-s|--set|-d|--delete|-f|--file", System), opt("-i|-H|-t")]),
    Spec::read("blkid", "print block device attributes").flags(&[opt("-s|-t|-o|-c|-p|-u|-n|-O|-S|-L|-U")]),
    Spec::read("btop", "interactive resource monitor"),
    Spec::new("busctl", Kind::Read, Operands::Data, "D-Bus: list and introspect read; `call`/`set-property` change state")
        .subs(&[
            r("introspect", "show an object's interface"),
            r("list", "list bus names"),
            s("call", "call a method (login1 `PowerOff`/`Reboot` stop the machine)").hook(super::system::dbus_power_hook),
            r("monitor", "watch messages"),
            r("status", "show a peer's status"),
            r("tree", "show object trees"),
        ])
        .unknown_sub(Kind::System),
    Spec::inert("cal", "print a calendar"),
    Spec::new("codesign", Kind::Read, Operands::Read, "macOS: show or verify signatures (`-s` signs: writes)")
        .flags(&[danger_opt("-s|--sign", Writes), danger("--remove-signature|-f|--force", Writes), opt("-r|--requirements|-R|--test-requirement|--entitlements|-i|--identifier|-o|--options|--prefix|--keychain|--timestamp")]),
    Spec::new("coredumpctl", Kind::Read, Operands::Data, "list and show core dumps (`debug` runs a debugger)")
        .subs(&[
            x("debug|gdb", "run a debugger on a core"),
            w("dump", "write a core dump (to a file with -o)"),
            r("info", "show a core's details"),
            r("list", "list core dumps"),
        ]),
    Spec::read("csrutil", "macOS: show System Integrity Protection status (changes need recovery mode)").hook(csrutil_hook),
    Spec::read("cupstestppd", "check PPD files"),
    Spec::new("dc", Kind::Exec, Operands::Data, "desk calculator (`!` runs shell commands)"),
    Spec::new("defaults", Kind::Read, Operands::Data, "macOS preferences: `read`, `domains`, `find` read; `write`, `delete` change them")
        .subs(&[
            r("domains", "list domains"),
            r("export", "print a domain (to a file unless `-`)").hook(defaults_export_hook),
            r("find", "search preferences"),
            r("help", "show help"),
            r("read", "print preferences (a path operand is a plist file read)").operands(Operands::Read),
            r("read-type", "print a value's type").operands(Operands::Read),
        ])
        .unknown_sub(Kind::Write),
    Spec::new("diskutil", Kind::Read, Operands::Data, "macOS disks: `list`, `info` read; erase, partition, mount ask")
        .subs(&[
            r("activity", "stream disk events"),
            Spec::new("apfs", Kind::System, Operands::Data, "APFS containers (`list` reads)").subs(&[r("list", "list containers"), r("listSnapshots", "list snapshots"), s("deleteContainer|deleteVolume|eraseVolume", "destroy an APFS container or volume").hook(super::system::disk_wipe_verb_hook)]),
            s("eraseDisk|eraseVolume|partitionDisk|zeroDisk|secureErase|reformat|randomDisk", "erase or repartition a disk").hook(super::system::disk_wipe_verb_hook),
            r("info|information", "show a disk's details"),
            r("list", "list disks"),
            r("listFilesystems", "list file system types"),
            r("verifyVolume", "verify a volume"),
        ])
        .unknown_sub(Kind::System),
    Spec::new("dmesg", Kind::Read, Operands::Data, "print kernel messages (`-c`/`-C` clear them)").flags(DMESG_FLAGS),
    Spec::read("dmidecode", "print hardware tables").flags(&[opt("-t|--type|-s|--string|-H|--handle"), danger_opt("--dump-bin", WritesValue), danger_opt("--from-dump|-d|--dev-mem", ReadsValue)]),
    Spec::new("dscacheutil", Kind::Read, Operands::Data, "macOS directory cache: `-q` queries; `-flushcache` changes state")
        .flags(&[danger("-flushcache", System), opt("-q|-a")]),
    Spec::read("duf", "show disk usage").flags(&[opt("--only|--hide|--only-fs|--hide-fs|--only-mp|--hide-mp|--output|--sort|--width|--theme|--style")]),
    Spec::new("ethtool", Kind::Read, Operands::Data, "show network device settings (`-s`, `-K`, ... change them)")
        .flags(&[danger_opt("-s|--change|-K|--features|--offload|-G|--set-ring|-A|--pause|-C|--coalesce|-L|--set-channels|-E|--change-eeprom|-f|--flash|-r|--negotiate|-p|--identify|-W|--set-dump|-X|--set-rxfh-indir|-U|--config-nfc|-N|--config-ntuple|--reset|--set-eee|--set-fec|--set-priv-flags", System)]),
    Spec::read("fastfetch", "print system information (`--gen-config*` writes its config)").flags(&[danger("--gen-config|--gen-config-force|--gen-config-full", Writes)]),
    Spec::read("findmnt", "list mounted file systems").flags(&[opt("-t|--types|-O|--options|-o|--output|-S|--source|-T|--target|-M|--mountpoint|-F|--tab-file|-N|--task|-d|--direction|-w|--timeout|--poll")]).operands(Operands::Data),
    Spec::read("footprint", "macOS: show a process's memory footprint").operands(Operands::Data),
    Spec::inert("getent", "print entries from name service databases (`shadow`, `gshadow` hold password hashes)").flags(&[opt("-s|--service|-i|--no-idn")]).hook(super::system::getent_hook),
    Spec::new("ghostty", Kind::Exec, Operands::Data, "Ghostty terminal: `+list-*`, `+show-config`, `+version` print; launching runs a shell").hook(ghostty_hook),
    Spec::new("hdiutil", Kind::System, Operands::Data, "macOS disk images: `info`, `imageinfo`, `verify` read; attach, create ask")
        .subs(&[r("help", "show help"), r("imageinfo", "show an image's details"), r("info", "list attached images"), r("isencrypted", "check encryption"), r("verify", "verify an image")])
        .unknown_sub(Kind::System),
    Spec::inert("hostinfo", "macOS: print host information"),
    Spec::new("hostnamectl", Kind::Read, Operands::Data, "show host names (`set-*` change them)")
        .subs(&[r("hostname", "print the host name (an operand sets it)").hook(super::system::operand_sets_hook), r("status", "show the host's names and details")])
        .unknown_sub(Kind::System),
    Spec::read("htop", "interactive process viewer").flags(&[opt("-d|--delay|-u|--user|-p|--pid|-s|--sort-key|-F|--filter")]).operands(Operands::Data),
    Spec::new("ifconfig", Kind::Read, Operands::Data, "show network interfaces (addresses, up/down and options change them)").hook(ifconfig_hook),
    Spec::read("inxi", "print system information (`-U` updates itself; `--debug` uploads data)").flags(&[danger("-U|--update", Network), danger_opt("--debug", Network)]).operands(Operands::Data),
    Spec::read("ioreg", "macOS: show the I/O registry").flags(&[opt("-c|-k|-n|-p|-w|-d|-g")]).operands(Operands::Data),
    Spec::read("iostat", "print I/O statistics").operands(Operands::Data),
    Spec::new("ip", Kind::Read, Operands::Data, "show and change network state: `show`/`list`/`get` read; `add`, `del`, `set` ask")
        .flags(&[
            super::flag("-br|-brief|-json|-pretty|-details|-oneline|-human|-stats|-statistics|-color|-resolve|-timestamp|-iec|-all"),
            danger_opt("-b|-batch", Ask),
            opt("-f|-family|-n|-netns|-l|-loops|-rc|-rcvbuf"),
        ])
        .subs(IP_SUBS)
        .unknown_sub(Kind::System),
    Spec::new("ipconfig", Kind::Read, Operands::Data, "macOS: `getifaddr`, `getoption`, `getsummary` read; `set` changes interfaces")
        .subs(&[r("getifaddr", "print an address"), r("getoption", "print a DHCP option"), r("getpacket", "print the DHCP packet"), r("getsummary", "print an interface summary"), r("ifcount", "count interfaces"), r("getiflist", "list interfaces")])
        .unknown_sub(Kind::System),
    Spec::read("ipcs", "show IPC facilities").operands(Operands::Data),
    Spec::read("iw", "show wireless devices (`dev X set`, `connect` change them)").operands(Operands::Data).hook(iw_hook),
    Spec::new("journalctl", Kind::Read, Operands::Data, "print the systemd journal (`--vacuum-*`, `--rotate` change it)").flags(JOURNALCTL_FLAGS),
    Spec::read("kextstat", "macOS: list loaded kernel extensions").operands(Operands::Data),
    Spec::read("klist", "list Kerberos tickets (names and times, not keys)").operands(Operands::Data),
    Spec::inert("last", "list recent logins"),
    Spec::inert("lastb", "list failed logins (mistyped passwords show up as user names)").hook(super::system::secret_output_hook),
    Spec::read("lastcomm", "list previously run commands").operands(Operands::Data),
    Spec::inert("lastlog", "list last logins per user"),
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
    Spec::inert("locale", "print locale settings"),
    Spec::new("localectl", Kind::Read, Operands::Data, "show locale settings (`set-*` change them)")
        .subs(&[r("list-keymaps", "list keymaps"), r("list-locales", "list locales"), r("list-x11-keymap-layouts", "list layouts"), r("status", "show settings")])
        .unknown_sub(Kind::System),
    Spec::new("log", Kind::Read, Operands::Data, "macOS unified log: `show`, `stream` read; `erase`, `config` change it")
        .subs(&[r("help", "show help"), r("show", "print log entries").flags(LOG_FILES), r("stats", "print statistics").flags(LOG_FILES), r("stream", "stream log entries")])
        .unknown_sub(Kind::System),
    Spec::new("loginctl", Kind::Read, Operands::Data, "show login sessions (`terminate-*`, `kill-*` change them)")
        .subs(&[
            r("list-seats", "list seats"),
            r("list-sessions", "list sessions"),
            r("list-users", "list users"),
            s("poweroff|reboot|halt|kexec|soft-reboot", "stop the machine").hook(super::system::power_verb_hook),
            r("seat-status|session-status|user-status", "show status"),
            r("show-seat|show-session|show-user", "show properties"),
        ])
        .unknown_sub(Kind::System),
    Spec::read("lpq", "show the print queue").operands(Operands::Data),
    Spec::read("lpstat", "show printer and job status").operands(Operands::Data),
    Spec::read("lsappinfo", "macOS: show running applications").operands(Operands::Data),
    Spec::read("lsbom", "macOS: list a bill of materials"),
    Spec::read("lscpu", "print CPU information").flags(&[danger_opt("-s|--sysroot", ReadsValue)]),
    Spec::read("lshw", "print hardware information").flags(&[danger_opt("-dump", WritesValue)]).operands(Operands::Data),
    Spec::read("lsipc", "show IPC facilities").operands(Operands::Data),
    Spec::read("lslocks", "list file locks").operands(Operands::Data),
    Spec::read("lslogins", "list user accounts").operands(Operands::Data),
    Spec::read("lsmem", "list memory ranges").operands(Operands::Data),
    Spec::read("lsmod", "list kernel modules"),
    Spec::read("lsns", "list namespaces").operands(Operands::Data),
    Spec::read("lspci", "list PCI devices").flags(&[opt("-s|-d|-i|-p|-A|-O"), danger_opt("-F", ReadsValue)]).operands(Operands::Data),
    Spec::read("lsusb", "list USB devices").flags(&[opt("-s|-d|-D")]).operands(Operands::Data),
    Spec::read("mdfind", "macOS: search the Spotlight index").flags(&[opt("-onlyin|-name|-attr|-s")]).operands(Operands::Data),
    Spec::read("mdls", "macOS: print Spotlight metadata of files").flags(&[opt("-name|-raw|-nullMarker"), danger("-plist", Writes)]),
    Spec::inert("mesg", "show or set whether others may write to the terminal"),
    Spec::read("mountpoint", "check whether a directory is a mount point").flags(&[opt("--fs")]),
    Spec::read("mpstat", "print CPU statistics").operands(Operands::Data),
    Spec::read("neofetch", "print system information").flags(&[danger_opt("--config|--source|--ascii", ReadsValue)]),
    Spec::new("netstat", Kind::Read, Operands::Data, "print network connections and statistics").flags(&[opt("-I|-f|-p|-w|-c")]),
    Spec::read("nettop", "macOS: show network use per process").operands(Operands::Data),
    Spec::new("networksetup", Kind::Read, Operands::Data, "macOS network settings: `-list*`, `-get*` read; `-set*` change them").hook(networksetup_hook),
    Spec::read("nfsstat", "print NFS statistics").flags(&[danger("-z|--zero", System)]).operands(Operands::Data),
    Spec::read("nm", "list symbols of object files (`--plugin` loads a shared object)").flags(&[danger_opt("--plugin", Exec), opt("-t|--radix|-f|--format|--target|--size-sort")]),
    Spec::read("nvidia-smi", "show GPU state (`-r`, `-pl`, `-pm`, ... change it)").flags(&[
        danger_opt("-pm|--persistence-mode|-e|--ecc-config|-p|--reset-ecc-errors|-c|--compute-mode|-pl|--power-limit|-ac|--applications-clocks|-lgc|--lock-gpu-clocks|-mig|--multi-instance-gpu", System),
        danger("-r|--gpu-reset|-rac|--reset-applications-clocks|-rgc|--reset-gpu-clocks", System),
        danger_opt("-f|--filename", WritesValue),
        opt("-i|--id|-q|--query-gpu|--format|-l|--loop|-d|--display|-lms"),
    ]).operands(Operands::Data),
    Spec::read("objdump", "show information from object files").flags(&[opt("-j|--section|-b|--target|-m|--architecture|-M|--disassembler-options|--start-address|--stop-address|--prefix|--prefix-strip")]),
    Spec::new("open", Kind::Exec, Operands::Data, "macOS: open files or URLs with their default application"),
    Spec::read("otool", "macOS: show parts of object files"),
    Spec::new("pgrep", Kind::Read, Operands::Data, "list processes by name").flags(&[opt("-d|--delimiter|-g|--pgroup|-G|--group|-P|--parent|-s|--session|-t|--terminal|-u|--euid|-U|--uid|-F|--pidfile|--ns|--nslist|-r|--runstates")]),
    Spec::inert("pidof", "print process ids of programs"),
    s("pkill", "signal processes by name (a pattern that matches every process is denied)").flags(super::system::PKILL_FLAGS).hook(super::system::kill_pattern_hook),
    Spec::new("plutil", Kind::Read, Operands::Read, "macOS property lists: `-p`, `-lint`, `-convert ... -o -` read; converting in place or `-o FILE` writes")
        .flags(&[danger_opt("-o", WritesValue), opt("-e|-extract|-type|-convert")])
        .hook(plutil_hook),
    Spec::new("pmset", Kind::Read, Operands::Data, "macOS power settings: `-g` reads; anything else changes them").hook(pmset_hook),
    Spec::read("pstree", "show processes as a tree").operands(Operands::Data),
    Spec::read("quota", "show disk quotas").operands(Operands::Data),
    Spec::read("readelf", "show information from ELF files").flags(&[opt("-x|--hex-dump|-p|--string-dump|-R|--relocated-dump|--dwarf-depth|--dwarf-start|-w|--debug-dump")]),
    s("renice", "change the priority of running processes"),
    Spec::new("route", Kind::Read, Operands::Data, "show the routing table (`add`, `del`, `flush`, `change` change it)").hook(route_hook),
    Spec::new("sample", Kind::Ask("read.secret"), Operands::Data, "macOS: sample a process's call stacks (attaches to it)").flags(&[danger_opt("-file", WritesValue), super::flag("-fullPaths|-mayDie|-wait|-e")]).operands(Operands::Data),
    Spec::read("sar", "print or collect activity statistics (`-o` writes)").flags(SAR_FLAGS).operands(Operands::Data),
    Spec::inert("say", "macOS: speak text (`-o` writes an audio file)").flags(&[danger_opt("-o|--output-file", WritesValue), danger_opt("-f|--input-file", ReadsValue)]),
    Spec::new("scutil", Kind::Read, Operands::Data, "macOS system configuration: `--get`, `--dns`, `--proxy` read; `--set` changes it").hook(scutil_hook),
    Spec::read("sensors", "print hardware sensor readings").flags(&[danger("-s|--set", System), danger_opt("-c|--config-file", ReadsValue)]).operands(Operands::Data),
    Spec::new("sfltool", Kind::Read, Operands::Data, "macOS background items: `dumpbtm` reads; reset and other verbs change state")
        .subs(&[r("dumpbtm", "print background task items")])
        .unknown_sub(Kind::System),
    Spec::read("size", "list section sizes of object files"),
    Spec::new("smbutil", Kind::Read, Operands::Data, "macOS SMB: `statshares` reads; `view`, `lookup` query servers")
        .subs(&[n("lookup|view|status", "query a server"), r("statshares", "show mounted shares"), r("help", "show help")])
        .unknown_sub(Kind::System),
    Spec::new("spctl", Kind::Read, Operands::Read, "macOS Gatekeeper: `--assess`, `--status` read; `--add`, `--enable`, `--disable` change policy")
        .flags(&[danger("--add|--remove|--enable|--disable|--master-enable|--master-disable|--global-enable|--global-disable|--reset-default", System), opt("-t|--type|--label|--context|--path|--requirement|--priority")]),
    Spec::new("ss", Kind::Read, Operands::Data, "print socket statistics (`-K` kills sockets)")
        .flags(&[danger("-K|--kill", System), danger_opt("-F|--filter", ReadsValue), opt("-f|--family|-A|--query|--socket|-N|--net")]),
    Spec::new("stapler", Kind::Read, Operands::Data, "macOS notarization tickets: `validate` reads; `staple` writes")
        .subs(&[r("validate", "check a ticket")])
        .unknown_sub(Kind::Write),
    x("strace", "trace system calls of a program (runs or attaches to it)"),
    Spec::inert("sw_vers", "macOS: print the OS version"),
    Spec::new("sysctl", Kind::Read, Operands::Data, "print kernel parameters (`-w` or `name=value` sets them)").flags(SYSCTL_FLAGS).hook(sysctl_hook),
    Spec::read("system_profiler", "macOS: print hardware and software reports").flags(&[opt("-detailLevel|-timeout"), super::flag("-xml")]).operands(Operands::Data),
    Spec::new("systemd-analyze", Kind::Read, Operands::Data, "analyse boot and units (`plot`/`dot` print; `verify` may run generators)")
        .subs(&[
            r("blame", "list units by start time"),
            r("calendar", "parse calendar specs"),
            r("cat-config", "print configuration files"),
            r("critical-chain", "print the critical chain"),
            r("dot", "print a dependency graph"),
            r("dump", "print manager state"),
            r("plot", "print an SVG of the boot"),
            r("security", "audit unit security"),
            r("time", "print boot time"),
            r("timespan|timestamp", "parse times"),
            r("unit-paths", "list unit search paths"),
        ])
        .unknown_sub(Kind::Exec),
    Spec::new("timedatectl", Kind::Read, Operands::Data, "show time settings (`set-*` change them)")
        .subs(&[r("list-timezones", "list time zones"), r("show", "print properties"), r("show-timesync", "print timesync properties"), r("status", "show settings"), r("timesync-status", "show timesync status")])
        .unknown_sub(Kind::System),
    Spec::new("tmutil", Kind::Read, Operands::Data, "macOS Time Machine: listing reads; start, delete, setting ask")
        .subs(&[
            r("compare", "compare backups"),
            r("currentphase", "print the backup phase"),
            r("destinationinfo", "print destinations"),
            r("isexcluded", "check exclusion"),
            r("latestbackup", "print the latest backup"),
            r("listbackups", "list backups"),
            r("listlocalsnapshotdates", "list snapshot dates"),
            r("listlocalsnapshots", "list local snapshots"),
            r("machinedirectory", "print the machine directory"),
            r("status", "print status"),
            r("version", "print the version"),
        ])
        .unknown_sub(Kind::System),
    Spec::inert("uuidgen", "print a new UUID"),
    Spec::new("valet", Kind::System, Operands::Data, "Laravel Valet: `links`, `paths`, `status` read; other verbs change services")
        .subs(&[r("--version|-V", "print the version"), r("links", "list linked sites"), r("parked", "list parked sites"), r("paths", "list parked paths"), r("status", "show service status"), r("which", "print the site's driver")])
        .unknown_sub(Kind::System),
    Spec::read("vm_stat", "macOS: print virtual memory statistics").operands(Operands::Data),
    Spec::new("vmmap", Kind::Ask("read.secret"), Operands::Data, "macOS: show a process's memory regions (attaches to it)"),
    Spec::read("vmstat", "print virtual memory statistics").operands(Operands::Data),
    Spec::inert("w", "show who is logged in and what they run"),
    Spec::new("wg", Kind::Read, Operands::Data, "WireGuard: `show` reads (needs root; private keys are not printed); `set`, `setconf` change it")
        .subs(&[r("genkey", "print a new private key"), r("genpsk", "print a new preshared key"), r("help", "show help"), r("pubkey", "derive a public key from stdin"), Spec::new("show", Kind::Read, Operands::Data, "show interfaces").hook(wg_show_hook), r("showconf", "print an interface's configuration, with its private key").hook(wg_showconf_hook)])
        .unknown_sub(Kind::System),
    Spec::new("xattr", Kind::Read, Operands::Read, "macOS extended attributes: listing and `-p` read; `-w`, `-d`, `-c` change them")
        .flags(&[danger("-w|-d|-c|-x", Writes)]),
];

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
    }
}

fn scutil_hook(ctx: &mut Ctx) {
    let args: Vec<Option<&str>> = ctx.inv.argv.iter().skip(1).map(|a| a.value()).collect();
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
    if ctx.operands().iter().any(|a| matches!(a.value(), Some("private-key" | "preshared-keys") | None)) {
        ctx.effect("secret");
        ctx.add("read.secret", "`wg show ... private-key` prints a private key", Decision::Ask);
    }
}

fn wg_showconf_hook(ctx: &mut Ctx) {
    ctx.effect("secret");
    ctx.add("read.secret", "`wg showconf` prints the interface's private key", Decision::Ask);
}
