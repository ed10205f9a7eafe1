//! system: machine, service, user, disk and process administration.
//!
//! Almost everything here changes the system (Ask). Catastrophic forms are denied: making
//! file systems or wiping devices, shutting down or rebooting. Status queries read.

use super::{Kind, Operands, Spec};
use crate::classify::Ctx;
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

/// Sorted by name.
pub const COMMANDS: &[Spec] = &[
    sys("crontab", "install or edit cron jobs (`-l` lists)").hook(crontab_hook),
    Spec::read("free", "print memory usage"),
    sys("halt", "halt the machine").hook(power_hook),
    sys("init", "change runlevel (0 and 6 stop the machine)").hook(init_hook),
    format("mke2fs", "make an ext2/3/4 file system"),
    format("mkfs", "make a file system"),
    format("mkfs.btrfs", "make a btrfs file system"),
    format("mkfs.ext2", "make an ext2 file system"),
    format("mkfs.ext3", "make an ext3 file system"),
    format("mkfs.ext4", "make an ext4 file system"),
    format("mkfs.fat", "make a FAT file system"),
    format("mkfs.ntfs", "make an NTFS file system"),
    format("mkfs.vfat", "make a FAT file system"),
    format("mkfs.xfs", "make an XFS file system"),
    format("mkswap", "make a swap area"),
    sys("mount", "mount file systems (no operands lists them)").hook(mount_hook),
    power("poweroff", "power the machine off"),
    power("reboot", "reboot the machine"),
    power("shutdown", "shut the machine down"),
    sys("systemctl", "control systemd services (status/list read)").hook(systemctl_hook),
    power("telinit", "change runlevel"),
    Spec::read("top", "show processes"),
    sys("umount", "unmount file systems"),
    sys("useradd", "add a user"),
    sys("userdel", "delete a user"),
    sys("usermod", "modify a user"),
    format("wipefs", "wipe file system signatures from a device"),
];

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
        "poweroff" | "reboot" | "halt" | "kexec" | "rescue" | "emergency" => {
            ctx.add("system.power", format!("`systemctl {verb}` stops the machine"), Decision::Deny)
        }
        _ => {}
    }
}

fn clear(ctx: &mut Ctx) {
    ctx.out.reasons.retain(|r| r.code != "system.change");
    ctx.out.decision = ctx.out.reasons.iter().map(|r| r.decision).max().unwrap_or_default();
    ctx.out.effects.retain(|e| *e != "system");
    ctx.effect("read");
}
