//! pkg: package managers.
//!
//! Listing and inspecting installed packages reads; installing, updating and removing reach
//! the network and run package scripts (Ask). Read-only subcommands are listed per manager;
//! anything else asks.

use super::{Flag, Kind, Operands, Spec, opt};

const fn r(name: &'static str, doc: &'static str) -> Spec {
    Spec::new(name, Kind::Read, Operands::Data, doc)
}
const fn n(name: &'static str, doc: &'static str) -> Spec {
    Spec::new(name, Kind::Network, Operands::Data, doc)
}
const fn x(name: &'static str, doc: &'static str) -> Spec {
    Spec::new(name, Kind::Exec, Operands::Data, doc)
}
const fn w(name: &'static str, doc: &'static str) -> Spec {
    Spec::new(name, Kind::Write, Operands::Data, doc)
}

const NPM_FLAGS: &[Flag] =
    &[opt("--prefix|-C|--workspace|-w|--registry|--depth|--omit|--include|--tag|--cache|--userconfig")];

const NPM_SUBS: &[Spec] = &[
    x("ci", "clean install: downloads and runs install scripts"),
    r("config", "print configuration (setting writes)"),
    r("explain|why", "explain why a package is installed"),
    x("exec|x", "run a package binary (may download it)"),
    x("install|i|add|isntall", "install packages: downloads and runs install scripts"),
    r("list|ls|la|ll", "list installed packages"),
    n("outdated", "check the registry for newer versions"),
    r("prefix", "print the prefix"),
    r("root", "print node_modules location"),
    x("run|run-script", "run a package script"),
    x("start", "run the start script"),
    x("test|t|tst", "run the test script"),
    w("uninstall|remove|rm|r|un|unlink", "remove packages"),
    x("update|up|upgrade", "update packages"),
    n("view|info|show|v", "show registry data about a package"),
];

/// Sorted by name.
pub const COMMANDS: &[Spec] = &[
    Spec::new("apt", Kind::Privilege, Operands::Data, "Debian package manager (install/remove change the system)")
        .subs(&[
            r("list", "list packages"),
            r("policy", "show package versions and sources"),
            r("search", "search package lists"),
            r("show", "show package details"),
        ])
        .unknown_sub(Kind::Privilege),
    Spec::new("apt-cache", Kind::Read, Operands::Data, "query the package cache"),
    Spec::new("apt-get", Kind::Privilege, Operands::Data, "Debian package manager (install/remove change the system)"),
    Spec::new("brew", Kind::Network, Operands::Data, "Homebrew (list/info read; install changes the system)")
        .subs(&[
            r("--prefix", "print the prefix"),
            r("config", "print configuration"),
            r("deps", "list dependencies"),
            r("info", "show formula details"),
            r("list|ls", "list installed formulae"),
            r("search", "search formulae"),
        ])
        .unknown_sub(Kind::Network),
    Spec::new("dpkg", Kind::Privilege, Operands::Data, "Debian package tool (`-l`, `-L`, `-s` read)").hook(dpkg_hook),
    Spec::new("dpkg-query", Kind::Read, Operands::Data, "query installed packages"),
    Spec::new("gem", Kind::Network, Operands::Data, "RubyGems (list reads; install downloads and runs code)")
        .subs(&[r("env", "show environment"), r("list", "list installed gems"), r("which", "find a gem's file")])
        .unknown_sub(Kind::Exec),
    Spec::new("npm", Kind::Exec, Operands::Data, "Node package manager: decided per subcommand")
        .flags(NPM_FLAGS)
        .subs(NPM_SUBS)
        .unknown_sub(Kind::Exec),
    Spec::new("pip", Kind::Exec, Operands::Data, "Python package installer: list/show/freeze read")
        .subs(PIP_SUBS)
        .unknown_sub(Kind::Exec),
    Spec::new("pip3", Kind::Exec, Operands::Data, "Python package installer: list/show/freeze read")
        .subs(PIP_SUBS)
        .unknown_sub(Kind::Exec),
    Spec::new("pnpm", Kind::Exec, Operands::Data, "pnpm: list reads; install runs scripts")
        .subs(&[r("list|ls", "list packages"), r("why", "explain a dependency")])
        .unknown_sub(Kind::Exec),
    Spec::new("rpm", Kind::Read, Operands::Data, "RPM package tool (queries read; -i/-U/-e change the system)")
        .hook(rpm_hook),
    Spec::new("yarn", Kind::Exec, Operands::Data, "Yarn: list/why read; install runs scripts")
        .subs(&[r("list", "list packages"), r("why", "explain a dependency")])
        .unknown_sub(Kind::Exec),
];

const PIP_SUBS: &[Spec] = &[
    r("check", "verify installed packages"),
    r("config", "show configuration"),
    n("download", "download packages"),
    r("freeze", "list installed packages"),
    r("help", "show help"),
    n("index", "query the package index"),
    x("install", "install packages: downloads and runs build code"),
    r("inspect", "inspect the environment"),
    r("list", "list installed packages"),
    r("show", "show package details"),
    w("uninstall", "remove packages"),
];

fn dpkg_hook(ctx: &mut crate::classify::Ctx) {
    let query = ctx.inv.argv.iter().skip(1).all(|a| {
        a.value().is_some_and(|v| {
            !v.starts_with('-')
                || matches!(
                    v,
                    "-l" | "--list"
                        | "-L"
                        | "--listfiles"
                        | "-s"
                        | "--status"
                        | "-S"
                        | "--search"
                        | "-p"
                        | "--print-avail"
                        | "--print-architecture"
                        | "--get-selections"
                )
        })
    });
    if query {
        ctx.out.reasons.clear();
        ctx.out.effects.clear();
        ctx.out.decision = crate::report::Decision::Allow;
        ctx.effect("read");
    }
}

fn rpm_hook(ctx: &mut crate::classify::Ctx) {
    let changes = ctx.inv.argv.iter().skip(1).any(|a| {
        a.value().is_some_and(|v| {
            v.starts_with("-i")
                || v.starts_with("-U")
                || v.starts_with("-F")
                || v.starts_with("-e")
                || v.starts_with("--install")
                || v.starts_with("--upgrade")
                || v.starts_with("--erase")
                || v.starts_with("--import")
        })
    });
    if changes {
        ctx.effect("privilege");
        ctx.add("privilege.escalation", "`rpm` installs or removes packages", crate::report::Decision::Ask);
    }
}
