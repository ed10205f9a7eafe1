//! system: machine, service, user, disk and process administration.
//!
//! Almost everything here changes the system (Ask). Catastrophic forms are denied: making
//! file systems or wiping devices, shutting down or rebooting. Status queries read.

use super::FlagEffect::*;
use super::{Flag, Kind, Operands, Spec, danger_opt, flag, opt};
use crate::classify::{Ctx, PathAccess};
use crate::report::Decision;

const fn sys(name: &'static str, doc: &'static str) -> Spec {
    Spec::new(name, Kind::System, Operands::Data, doc)
}
const fn power(name: &'static str, doc: &'static str) -> Spec {
    Spec::new(name, Kind::System, Operands::Data, doc).hook(power_hook)
}
const fn format(name: &'static str, doc: &'static str) -> Spec {
    Spec::new(name, Kind::System, Operands::Data, doc).hook(format_hook)
}

/// A disk tool: the listed flags (or verbs) wipe, listing flags read, anything else asks.
const fn disk(name: &'static str, doc: &'static str) -> Spec {
    Spec::new(name, Kind::System, Operands::Data, doc).hook(disk_tool_hook)
}
/// A tool that kills every process (`killall5`).
const fn kill_all(name: &'static str, doc: &'static str) -> Spec {
    Spec::new(name, Kind::System, Operands::Data, doc).hook(kill_all_hook)
}

const SETFACL_FLAGS: &[Flag] =
    &[flag("-R|--recursive"), opt("-m|--modify|-M|--modify-file|-x|--remove|-X|--remove-file|--set|--set-file")];
const CHATTR_FLAGS: &[Flag] = &[flag("-R"), opt("-v|-p")];
const KILLALL_FLAGS: &[Flag] =
    &[flag("-r|--regexp"), opt("-s|--signal|-u|--user|-o|--older-than|-y|--younger-than|-n|--ns|-Z|--context")];
/// pkill options that take a value (so the value is not read as the pattern).
pub const PKILL_FLAGS: &[Flag] = &[
    flag("-v|--inverse|-f|--full|-x|--exact|-n|--newest|-o|--oldest|-c|--count|-e|--echo|-i|--ignore-case"),
    opt(
        "-g|--pgroup|-G|--group|-P|--parent|-s|--session|-t|--terminal|-u|--euid|-U|--uid|-F|--pidfile|--ns|--nslist|-r|--runstates|-q|--queue|--signal",
    ),
];
const DDRESCUE_FLAGS: &[Flag] = &[
    danger_opt("-m|--domain-mapfile", ReadsValue),
    opt(
        "-b|--sector-size|-c|--cluster-size|-i|--input-position|-o|--output-position|-s|--size|-K|--skip-size|-r|--retry-passes",
    ),
];

/// procps and BSD/macOS top. Where they disagree (`-s` is Linux secure mode but a macOS
/// delay; `-c`, `-i`, `-u` likewise) the letter is plain: operands are data, so a value read
/// as an operand is harmless.
const TOP_FLAGS: &[Flag] = &[
    opt(
        "-d|--delay|-E|--scale-summary-mem|-e|--scale-task-mem|-n|--iterations|-o|--sort-override|-p|--pid|-U|--filter-any-user|-u|--filter-only-euser|-l|-stats|-pid|-user|-ncols|-L",
    ),
    flag(
        "-b|--batch-mode|-c|--cmdline-toggle|-H|--threads-show|-i|--idle-toggle|-O|--list-fields|-S|--accum-time-toggle|-s|--secure-mode|-w|--width|-1|--single-cpu-toggle|-h|--help|-V|--version|-a|-A|-F|-f|-R|-r",
    ),
];
const FREE_FLAGS: &[Flag] = &[
    opt("-s|--seconds|-c|--count"),
    flag(
        "-b|--bytes|--kilo|--mega|--giga|--tera|--peta|-k|--kibi|-m|--mebi|-g|--gibi|--tebi|--pebi|-h|--human|--si|-l|--lohi|-L|--line|-t|--total|-v|--committed|-w|--wide|--help|-V|--version",
    ),
];

/// Sorted by name.
pub const COMMANDS: &[Spec] = &[
    disk("badblocks", "search a device for bad blocks (`-w` overwrites the whole device)"),
    disk("blkdiscard", "discard (erase) every sector of a device"),
    Spec::new("chattr", Kind::Write, Operands::Data, "change file attributes (recursive changes of / are denied)")
        .flags(CHATTR_FLAGS)
        .hook(recursive_root_hook),
    sys("crontab", "install or edit cron jobs (`-l` lists)").hook(crontab_hook),
    disk("cryptsetup", "set up encrypted devices (`luksFormat`, `erase` destroy the data)"),
    sys("dbus-send", "send a D-Bus message (login1 `PowerOff`/`Reboot` stop the machine)").hook(dbus_power_hook),
    Spec::new(
        "ddrescue",
        Kind::Write,
        Operands::Data,
        "copy a device or file, rescuing read errors (the second operand is written)",
    )
    .flags(DDRESCUE_FLAGS)
    .hook(ddrescue_hook),
    disk("fdisk", "partition a disk (`-l` lists)"),
    Spec::read("free", "print memory usage").flags(FREE_FLAGS).operands(Operands::Data),
    sys("gdbus", "D-Bus tool (login1 `PowerOff`/`Reboot` stop the machine)").hook(dbus_power_hook),
    sys("halt", "halt the machine").hook(power_hook),
    disk("hdparm", "get or set disk parameters (`--security-erase` wipes the disk)"),
    sys("init", "change runlevel (0 and 6 stop the machine)").hook(init_hook),
    sys("kexec", "load or boot another kernel (`-e` reboots into it at once)").hook(kexec_hook),
    sys("killall", "signal processes by name (`-r .` matches every process)")
        .flags(KILLALL_FLAGS)
        .hook(kill_pattern_hook),
    kill_all("killall5", "signal every process"),
    sys("ldconfig", "rebuild the shared library cache (`-p` prints it)").hook(ldconfig_hook),
    disk("losetup", "set up loop devices (`-a`, `-l` list)"),
    disk("mdadm", "manage software RAID (`--zero-superblock` wipes member devices)"),
    format("mkdosfs", "make a FAT file system"),
    format("mke2fs", "make an ext2/3/4 file system"),
    format("mkfs", "make a file system"),
    format("mkfs.btrfs", "make a btrfs file system"),
    format("mkfs.exfat", "make an exFAT file system"),
    format("mkfs.ext2", "make an ext2 file system"),
    format("mkfs.ext3", "make an ext3 file system"),
    format("mkfs.ext4", "make an ext4 file system"),
    format("mkfs.f2fs", "make an F2FS file system"),
    format("mkfs.fat", "make a FAT file system"),
    format("mkfs.minix", "make a Minix file system"),
    format("mkfs.ntfs", "make an NTFS file system"),
    format("mkfs.vfat", "make a FAT file system"),
    format("mkfs.xfs", "make an XFS file system"),
    format("mkswap", "make a swap area"),
    sys("mount", "mount file systems (no operands lists them)").hook(mount_hook),
    format("newfs", "BSD/macOS: make a file system"),
    format("newfs_apfs", "macOS: make an APFS file system"),
    format("newfs_exfat", "macOS: make an exFAT file system"),
    format("newfs_hfs", "macOS: make an HFS+ file system"),
    format("newfs_msdos", "macOS/BSD: make a FAT file system"),
    disk("nvme", "NVMe device tool (`format`, `sanitize` erase the device; `list` reads)"),
    disk("parted", "partition a disk (`-l` lists; `mklabel`, `rm` destroy partitions)"),
    power("poweroff", "power the machine off"),
    power("reboot", "reboot the machine"),
    Spec::new(
        "setfacl",
        Kind::Write,
        Operands::Data,
        "change access control lists (recursive changes of / are denied)",
    )
    .flags(SETFACL_FLAGS)
    .hook(recursive_root_hook),
    disk("sfdisk", "partition a disk from a script on stdin (`-l`, `-d` read)"),
    disk("sgdisk", "GPT partition tool (`-Z`, `-z`, `-o` destroy the partition table; `-p` prints)"),
    power("shutdown", "shut the machine down"),
    disk("swapon", "enable swap devices (`-s`, `--show` list)"),
    sys("systemctl", "control systemd services (status/list read)").hook(systemctl_hook),
    power("telinit", "change runlevel"),
    Spec::read("top", "show processes").flags(TOP_FLAGS).operands(Operands::Data),
    sys("umount", "unmount file systems"),
    sys("useradd", "add a user"),
    sys("userdel", "delete a user"),
    sys("usermod", "modify a user"),
    format("wipefs", "wipe file system signatures from a device"),
    disk("zpool", "ZFS pools (`list`, `status` read; `labelclear` wipes a device)"),
];

/// For each disk tool: the flags or words that destroy the data on the device (`*`: any use
/// with a device operand), the flags or verbs that only list (`fdisk -l`), and whether the
/// first operand is a verb (`zpool labelclear`). Anything else changes the system: ask.
fn disk_tool_rules(name: &str) -> (&'static [&'static str], &'static [&'static str], bool) {
    match name {
        "badblocks" => (&["-w"], &[], false),
        "blkdiscard" => (&["*"], &[], false),
        "cryptsetup" => {
            (&["luksFormat", "erase", "luksErase", "reencrypt"], &["status", "luksDump", "isLuks", "benchmark"], true)
        }
        "fdisk" => (&[], &["-l", "--list", "-x", "--list-details"], false),
        "hdparm" => (
            &[
                "--security-erase",
                "--security-erase-enhanced",
                "--trim-sector-ranges",
                "--trim-sector-ranges-stdin",
                "--write-sector",
                "--make-bad-sector",
                "--dco-restore",
                "--dco-setmax",
            ],
            &["-I", "-i", "-g", "-t", "-T", "-C"],
            false,
        ),
        "losetup" => {
            (&[], &["-a", "--all", "-l", "--list", "-j", "--associated", "-J", "--json", "-n", "--noheadings"], false)
        }
        "mdadm" => (
            &["--zero-superblock"],
            &["--detail", "-D", "--examine", "-E", "--query", "-Q", "--detail-platform"],
            false,
        ),
        "nvme" => (
            &["format", "sanitize"],
            &["list", "list-subsys", "id-ctrl", "id-ns", "smart-log", "error-log", "fw-log", "version", "help"],
            true,
        ),
        "parted" => {
            (&["mklabel", "mktable", "rm"], &["-l", "--list", "print", "-s", "--script", "-m", "--machine"], false)
        }
        "sfdisk" => (
            &["--delete", "*"],
            &[
                "-l",
                "--list",
                "-F",
                "--list-free",
                "-d",
                "--dump",
                "-J",
                "--json",
                "-s",
                "--show-size",
                "-V",
                "--verify",
                "-g",
                "--show-geometry",
            ],
            false,
        ),
        "sgdisk" => (
            &["-Z", "--zap-all", "-z", "--zap", "-o", "--clear"],
            &["-p", "--print", "-i", "--info", "-v", "--verify", "-L", "--list-types", "-O", "--print-mbr"],
            false,
        ),
        "swapon" => (&[], &["-s", "--summary", "--show", "--noheadings", "--bytes", "--raw"], false),
        "zpool" => (&["labelclear"], &["list", "status", "iostat", "get", "history", "events", "help"], true),
        _ => (&[], &[], false),
    }
}

/// Disk tools (see [`disk_tool_rules`]): a wiping flag or verb denies; a listing-only use
/// reads; anything else asks (the base effect).
fn disk_tool_hook(ctx: &mut Ctx) {
    let name = ctx.inv.argv[0].value().unwrap_or("").rsplit('/').next().unwrap_or("").to_string();
    let (wipes, lists, verb_tool) = disk_tool_rules(&name);
    let args: Vec<Option<&str>> = ctx.inv.argv.iter().skip(1).map(|a| a.value()).collect();
    if !args.is_empty() && args.iter().all(|a| matches!(a, Some("-h" | "--help" | "--version"))) {
        super::clear_effects(ctx);
        return;
    }
    let is_flag = |a: &Option<&str>| a.is_some_and(|v| v.starts_with('-') && v.len() > 1);
    if verb_tool {
        let verb = args.iter().find(|a| !is_flag(a)).copied().flatten();
        match verb {
            Some(v) if wipes.contains(&v) => {
                ctx.add("disk.format", format!("`{name} {v}` destroys the data on the device"), Decision::Deny)
            }
            Some(v) if lists.contains(&v) => clear(ctx),
            _ => {}
        }
        return;
    }
    let wiping = args.iter().flatten().find(|v| {
        let flag = v.split('=').next().unwrap_or(v);
        let short = |w: &str| {
            w.len() == 2 && w.starts_with('-') && !v.starts_with("--") && v.starts_with('-') && v[1..].contains(&w[1..])
        };
        wipes.iter().any(|w| *w == flag || short(w))
    });
    let listing = args.iter().any(|a| a.is_some_and(|v| lists.contains(&v)))
        && args.iter().all(|a| a.is_some_and(|v| lists.contains(&v) || v.starts_with("/dev/")));
    // sfdisk writes a new table read from stdin unless it only lists or is a dry run.
    let plain_write = args.iter().all(|a| {
        !is_flag(a)
            || matches!(
                a,
                Some(
                    "-f" | "--force"
                        | "--no-reread"
                        | "--no-tell-kernel"
                        | "-q"
                        | "--quiet"
                        | "-w"
                        | "--wipe"
                        | "-W"
                        | "--wipe-partitions"
                        | "-X"
                        | "--label"
                )
            )
    });
    if let Some(w) = wiping.filter(|w| *w != &"*") {
        ctx.add("disk.format", format!("`{name} {w}` destroys the data on the device"), Decision::Deny);
    } else if listing {
        clear(ctx);
    } else if wipes.contains(&"*") && args.iter().any(|a| !is_flag(a)) && (name != "sfdisk" || plain_write) {
        ctx.add("disk.format", format!("`{name}` overwrites the device"), Decision::Deny);
    }
}

/// `chattr -R`, `setfacl -R` on `/`, home or a system directory.
fn recursive_root_hook(ctx: &mut Ctx) {
    if !ctx.has("-R|--recursive") {
        return;
    }
    for arg in ctx.operands() {
        let p = ctx.resolve_path(arg);
        if p.dynamic {
            continue;
        }
        if super::coreutils::catastrophic_target(&p.path).is_some() {
            let name = ctx.arg(0).text.clone();
            ctx.add("system.perm-root", format!("recursive `{name}` of `{}`", p.path), Decision::Deny);
        }
    }
}

/// `ddrescue IN OUT [MAPFILE]`: OUT is written (a block device denies).
fn ddrescue_hook(ctx: &mut Ctx) {
    let ops = ctx.operands();
    if let Some(first) = ops.first() {
        ctx.path(first, PathAccess::Read);
    }
    if let Some(out) = ops.get(1) {
        ctx.path(out, PathAccess::Write);
    }
}

/// `kexec -e` jumps into the loaded kernel at once: a reboot.
fn kexec_hook(ctx: &mut Ctx) {
    if ctx
        .inv
        .argv
        .iter()
        .skip(1)
        .any(|a| a.value().is_none_or(|v| v == "-e" || v == "--exec" || v == "-f" || v == "--force"))
    {
        ctx.add("system.power", "`kexec -e` reboots into another kernel", Decision::Deny);
    }
}

/// `killall5` signals every process but its own session.
fn kill_all_hook(ctx: &mut Ctx) {
    let list = ctx.inv.argv.iter().skip(1).all(|a| matches!(a.value(), Some("-l" | "--help" | "-V" | "--version")));
    if ctx.inv.argv.len() > 1 && list {
        return;
    }
    ctx.add("system.kill-all", format!("`{}` signals every process", ctx.inv.argv[0].text), Decision::Deny);
}

/// A process pattern that matches every process: an empty or match-anything regex, or any
/// pattern with `-v` (pkill) inverted.
pub fn kill_pattern_hook(ctx: &mut Ctx) {
    let name = ctx.inv.argv[0].value().unwrap_or("").rsplit('/').next().unwrap_or("").to_string();
    let args: Vec<Option<&str>> = ctx.inv.argv.iter().skip(1).map(|a| a.value()).collect();
    let regex = name != "killall" || ctx.has("-r|--regexp");
    let inverse = name == "pkill" && ctx.has("-v|--inverse");
    // `^$` matches only an empty name; `.`, `^.` match every name; `^.$` only one letter.
    let everything = |p: &str| {
        let both = p.len() > 1 && p.starts_with('^') && p.ends_with('$');
        let t = p.trim_start_matches('^').trim_end_matches('$');
        matches!(p, "" | "^" | "$") || matches!(t, ".*" | ".+" | "(.*)" | "..*") || t == "." && !both
    };
    let pats: Vec<&Option<&str>> = ctx
        .parsed
        .iter()
        .filter_map(|p| match p {
            super::ParsedArg::Operand { index } => args.get(index - 1),
            _ => None,
        })
        .collect();
    if inverse || regex && pats.iter().any(|p| p.is_some_and(everything)) {
        ctx.add("system.kill-all", format!("`{name}` matches every process"), Decision::Deny);
    }
}

/// `dbus-send`/`gdbus`/`busctl call` of login1's power methods stop the machine.
pub fn dbus_power_hook(ctx: &mut Ctx) {
    let power = ctx.inv.argv.iter().skip(1).any(|a| {
        a.value().is_some_and(|v| {
            let method = v.rsplit('.').next().unwrap_or(v);
            matches!(
                method,
                "PowerOff"
                    | "Reboot"
                    | "Halt"
                    | "KExec"
                    | "SoftReboot"
                    | "PowerOffWithFlags"
                    | "RebootWithFlags"
                    | "HaltWithFlags"
                    | "KExecWithFlags"
                    | "ScheduleShutdown"
            )
        })
    });
    if power {
        ctx.add("system.power", "calls a D-Bus method that stops the machine", Decision::Deny);
    }
}

/// `ldconfig -p` prints the cache; anything else rebuilds it.
fn ldconfig_hook(ctx: &mut Ctx) {
    let args: Vec<Option<&str>> = ctx.inv.argv.iter().skip(1).map(|a| a.value()).collect();
    if !args.is_empty()
        && args
            .iter()
            .all(|a| matches!(a, Some("-p" | "--print-cache" | "-v" | "--verbose" | "-V" | "--version" | "--help")))
        && !args.iter().all(|a| matches!(a, Some("-v" | "--verbose")))
    {
        clear(ctx);
    }
}

/// `getent shadow|gshadow` prints password hashes; `getent hosts|ahosts* NAME` resolves NAME
/// (DNS: a network query that leaks NAME). Other databases and a bare `getent hosts` (which
/// enumerates only the local hosts file) are local reads.
pub fn getent_hook(ctx: &mut Ctx) {
    let ops = ctx.operands();
    let Some(db) = ops.first() else { return };
    match db.value() {
        None | Some("shadow" | "gshadow") => secret_output_hook(ctx),
        Some("hosts" | "ahosts" | "ahostsv4" | "ahostsv6") if ops.len() > 1 => {
            for a in &ops[1..] {
                ctx.host(&a.text);
            }
            ctx.effect("network");
            ctx.add("net.access", "`getent hosts NAME` resolves the name (a DNS query)", Decision::Ask);
        }
        _ => {}
    }
}

/// Prints credentials or data that often holds them.
pub fn secret_output_hook(ctx: &mut Ctx) {
    let name = ctx.out.matched.join(" ");
    ctx.effect("secret");
    ctx.add("read.secret", format!("`{name}` prints credentials or password data"), Decision::Ask);
}

/// A read verb that sets the value when given one (`hostnamectl hostname NAME`).
pub fn operand_sets_hook(ctx: &mut Ctx) {
    if !ctx.operands().is_empty() {
        let name = ctx.out.matched.join(" ");
        ctx.effect("system");
        ctx.add("system.change", format!("`{name}` with a value sets it"), Decision::Ask);
    }
}

/// A verb that erases or repartitions a disk (`diskutil eraseDisk`).
pub fn disk_wipe_verb_hook(ctx: &mut Ctx) {
    let name = ctx.out.matched.join(" ");
    ctx.add("disk.format", format!("`{name}` destroys the data on the disk"), Decision::Deny);
}

/// Power through other tools: `loginctl poweroff`, `launchctl reboot`, `pmset schedule
/// shutdown`.
pub fn power_verb_hook(ctx: &mut Ctx) {
    let name = ctx.out.matched.join(" ");
    // `launchctl reboot logout|apps` ends the session, not the machine.
    if ctx.operands().first().is_some_and(|a| matches!(a.value(), Some("logout" | "apps")))
        || ctx.inv.argv.iter().any(|a| matches!(a.value(), Some("-h" | "--help")))
    {
        return;
    }
    ctx.add("system.power", format!("`{name}` stops the machine"), Decision::Deny);
}

fn power_hook(ctx: &mut Ctx) {
    let cancel = ctx.inv.argv.iter().skip(1).any(|a| matches!(a.value(), Some("-c" | "--help" | "--version")));
    if !cancel {
        ctx.add("system.power", format!("`{}` stops the machine", ctx.inv.argv[0].text), Decision::Deny);
    }
}

fn init_hook(ctx: &mut Ctx) {
    if ctx.inv.argv.iter().skip(1).any(|a| matches!(a.value(), Some("0" | "6"))) {
        ctx.add("system.power", "`init 0`/`init 6` stops the machine", Decision::Deny);
    }
}

fn format_hook(ctx: &mut Ctx) {
    let list_only = ctx.inv.argv.iter().skip(1).all(|a| matches!(a.value(), Some("--help" | "-V" | "--version")));
    if ctx.inv.argv.len() > 1 && !list_only {
        ctx.add("disk.format", format!("`{}` destroys the data on its target", ctx.inv.argv[0].text), Decision::Deny);
    }
}

fn crontab_hook(ctx: &mut Ctx) {
    if ctx.inv.argv.iter().skip(1).all(|a| {
        matches!(a.value(), Some("-l" | "-u"))
            || a.value().is_some_and(|v| !v.starts_with('-') && ctx.inv.argv.iter().any(|b| b.value() == Some("-u")))
    }) && ctx.inv.argv.iter().any(|a| a.value() == Some("-l"))
    {
        clear(ctx);
        return;
    }
    ctx.effect("write");
    ctx.add("write.persistence", "`crontab` installs jobs that run later", Decision::Ask);
}

fn mount_hook(ctx: &mut Ctx) {
    let args: Vec<Option<&str>> = ctx.inv.argv.iter().skip(1).map(|a| a.value()).collect();
    // `mount`, `mount -l`, `mount -t TYPE` (list mounts of a type) read.
    let listing = match args.as_slice() {
        [] => true,
        [Some("-t" | "--types"), Some(t)] | [Some("-l" | "--show-labels"), Some("-t" | "--types"), Some(t)] => {
            !t.starts_with('-')
        }
        rest => rest.iter().all(|a| matches!(a, Some("-l" | "--show-labels"))),
    };
    if listing {
        clear(ctx);
    }
}

fn systemctl_hook(ctx: &mut Ctx) {
    let remote = ctx.inv.argv.iter().skip(1).any(|a| {
        a.value().is_none_or(|v| {
            matches!(v, "-H" | "--host" | "-M" | "--machine")
                || v.starts_with("--host=")
                || v.starts_with("--machine=")
                || v.starts_with("-H") && v.len() > 2
        })
    });
    if remote {
        ctx.effect("network");
        ctx.add("net.flag", "`systemctl -H/-M` acts on another host or container", Decision::Ask);
        return;
    }
    let verb =
        ctx.inv.argv.iter().skip(1).filter_map(|a| a.value()).find(|v| !v.starts_with('-')).unwrap_or("list-units");
    match verb {
        "status" | "show" | "cat" | "list-units" | "list-unit-files" | "list-timers" | "list-sockets"
        | "list-dependencies" | "is-active" | "is-enabled" | "is-failed" | "get-default" | "help" => clear(ctx),
        "poweroff" | "reboot" | "halt" | "kexec" | "rescue" | "emergency" | "soft-reboot" | "switch-root" => {
            ctx.add("system.power", format!("`systemctl {verb}` stops the machine"), Decision::Deny)
        }
        _ => {
            // Starting or isolating a shutdown target stops the machine as well.
            let target = ctx.inv.argv.iter().skip(1).filter_map(|a| a.value()).find(|v| {
                matches!(
                    v.trim_end_matches(".target"),
                    "poweroff"
                        | "reboot"
                        | "halt"
                        | "kexec"
                        | "rescue"
                        | "emergency"
                        | "soft-reboot"
                        | "shutdown"
                        | "ctrl-alt-del"
                        | "runlevel0"
                        | "runlevel1"
                        | "runlevel6"
                ) && (v.ends_with(".target") || verb == "isolate")
            });
            if let Some(t) = target
                && matches!(verb, "isolate" | "start" | "restart" | "reload-or-restart" | "try-restart")
            {
                ctx.add("system.power", format!("`systemctl {verb} {t}` stops the machine"), Decision::Deny);
            }
        }
    }
}

fn clear(ctx: &mut Ctx) {
    ctx.out.reasons.retain(|r| r.code != "system.change");
    ctx.out.decision = ctx.out.reasons.iter().map(|r| r.decision).max().unwrap_or_default();
    ctx.out.effects.retain(|e| *e != "system");
    ctx.effect("read");
}
