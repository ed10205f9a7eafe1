//! build: build tools, language toolchains and interpreters.
//!
//! Building, testing and running code executes code that is not in the command text (build
//! scripts, tests, macros): Ask by default. Version and help queries and read-only metadata
//! subcommands are allowed. Inline interpreter code (`python -c`) is `exec.interpreter`.

use super::FlagEffect::*;
use super::{Flag, Kind, Operands, Spec, danger, danger_opt, flag, opt};
use crate::classify::Ctx;
use crate::report::Decision;

const fn r(name: &'static str, doc: &'static str) -> Spec {
    Spec::new(name, Kind::Read, Operands::Data, doc)
}
const fn x(name: &'static str, doc: &'static str) -> Spec {
    Spec::new(name, Kind::Exec, Operands::Data, doc)
}
const fn w(name: &'static str, doc: &'static str) -> Spec {
    Spec::new(name, Kind::Write, Operands::Data, doc)
}
/// A build or test tool: runs project code; `--version`/`--help` only print.
const fn xv(name: &'static str, doc: &'static str) -> Spec {
    Spec::new(name, Kind::Exec, Operands::Data, doc).hook(version_hook)
}
const fn interp(name: &'static str, doc: &'static str) -> Spec {
    Spec::new(name, Kind::Exec, Operands::Data, doc).hook(interpreter_hook)
}

/// Options every cargo command takes. `--config KEY=VALUE` can name programs cargo runs
/// (`build.rustc`, `target.*.runner`, ...).
const CARGO_COMMON: &[Flag] = &[
    danger_opt("--config", Exec),
    danger_opt("--manifest-path", ReadsValue),
    opt("-Z|--color"),
    flag("-v|--verbose|-q|--quiet|--frozen|--locked|--offline|-h|--help"),
];
const CARGO_LOCATE: &[Flag] = super::vcs::joined!(CARGO_COMMON, &[opt("--message-format"), flag("--workspace")]);
const CARGO_METADATA: &[Flag] = super::vcs::joined!(
    CARGO_COMMON,
    &[opt("--format-version|--filter-platform|-F|--features"), flag("--no-deps|--all-features|--no-default-features")]
);
const CARGO_PKGID: &[Flag] = super::vcs::joined!(CARGO_COMMON, &[opt("-p|--package")]);
const CARGO_TREE: &[Flag] = super::vcs::joined!(
    CARGO_COMMON,
    &[
        opt(
            "-p|--package|--exclude|-F|--features|--target|-e|--edges|-i|--invert|--prune|--depth|--charset|-f|--format|--prefix"
        ),
        flag(
            "--workspace|--all-features|--no-default-features|--no-dedupe|-d|--duplicates|--no-indent|--prefix-depth|-a|--all|--ignore-rust-version"
        ),
    ]
);

/// Build flags `go list` accepts. They only matter when it builds (`-export`, `-compiled`);
/// `-toolexec` runs a program, `-overlay`, `-modfile`, `-reuse` read files.
const GO_LIST: &[Flag] = &[
    danger_opt("-toolexec", Exec),
    danger("-export|-compiled", Exec),
    danger_opt("-overlay|-modfile|-reuse|-pgo", ReadsValue),
    opt(
        "-f|-tags|-mod|-C|-p|-gcflags|-ldflags|-asmflags|-gccgoflags|-installsuffix|-pkgdir|-buildmode|-compiler|-covermode|-coverpkg|-buildvcs",
    ),
    flag(
        "-json|-m|-u|-versions|-retracted|-e|-deps|-test|-find|-race|-msan|-asan|-cover|-trimpath|-work|-x|-n|-v|-a|-linkshared|-modcacherw|-h|-help",
    ),
];

const CARGO_SUBS: &[Spec] = &[
    x("bench", "build and run benchmarks"),
    x("build|b", "compile (runs build scripts and macros)"),
    x("check|c", "type-check (runs build scripts and macros)"),
    x("clippy", "lint (runs build scripts and macros)"),
    x("doc|d", "build docs (runs build scripts)"),
    Spec::new("fmt", Kind::Write, Operands::Data, "format sources (`--check` only reads)").hook(fmt_check_hook),
    x("install", "build and install a crate"),
    x(
        "about|audit|deny|mutants|vet|msrv|outdated|udeps|machete|nextest|llvm-cov|tarpaulin|expand|watch|make|insta|semver-checks|release|publish|package|add|remove|update|generate-lockfile|fetch|vendor|fix|new|init|search|login|logout|owner|yank|uninstall|report|config|help|info|sweep|bloat|asm|criterion|binstall|upgrade|hack|sort|zigbuild",
        "cargo plugins and commands that build, run, download or write",
    ),
    r("locate-project", "print the manifest path").flags(CARGO_LOCATE),
    // Both run rustc (through the project's `build.rustc-wrapper`) for target info, also
    // with `--offline --no-deps`.
    x("metadata", "print package metadata (runs the configured rustc and rustc-wrapper)").flags(CARGO_METADATA),
    r("pkgid", "print a package id").flags(CARGO_PKGID),
    r("read-manifest", "print the manifest").flags(CARGO_COMMON),
    x("run|r", "build and run a binary"),
    x("test|t", "build and run tests"),
    x("tree", "print the dependency tree (runs the configured rustc and rustc-wrapper)").flags(CARGO_TREE),
    r("verify-project", "check the manifest").flags(CARGO_COMMON),
    r("version", "print the version").flags(CARGO_COMMON),
];

const GO_SUBS: &[Spec] = &[
    x("build", "compile packages"),
    x("bug|clean|fix|work|tool|telemetry", "maintenance verbs (write files or run tools)"),
    // `-http` serves the documentation and opens a browser.
    r("doc", "show documentation (`-http` starts a server)").flags(&[
        danger("-http", Exec),
        opt("-C"),
        flag("-all|-c|-cmd|-short|-src|-u|-h|-help"),
    ]),
    Spec::new("env", Kind::Read, Operands::Data, "print Go environment (`-w`/`-u` write settings)")
        .flags(&[danger("-w|-u", Writes), flag("-json|-changed|-h|-help")])
        .hook(go_env_hook),
    Spec::new("fmt", Kind::Write, Operands::Data, "format sources in place"),
    x("generate", "run generators"),
    x("get", "download and install packages"),
    x("install", "compile and install"),
    r("list", "list packages (`-json`; `-m -u` queries the proxy)").flags(GO_LIST).hook(go_list_hook),
    Spec::new("mod", Kind::Exec, Operands::Data, "module maintenance (`graph`, `why`, `verify` read)")
        .subs(&[
            x("download", "download modules"),
            w("edit", "edit go.mod (`-json`/`-print` only read)"),
            Spec::new(
                "graph",
                Kind::Network,
                Operands::Data,
                "print the module graph (downloads missing go.mod files)",
            )
            .flags(&[opt("-go"), flag("-x")]),
            w("init", "create go.mod"),
            x("tidy", "update go.mod (downloads modules)"),
            x("vendor", "copy dependencies into vendor/"),
            r("verify", "verify cached modules").flags(&[flag("-h|-help")]),
            Spec::new(
                "why",
                Kind::Network,
                Operands::Data,
                "explain why a package is needed (downloads missing modules)",
            )
            .flags(&[flag("-m|-vendor")]),
        ])
        .unknown_sub(Kind::Exec),
    x("run", "compile and run"),
    x("test", "run tests"),
    r("version", "print the version (`-m` reads a binary's module data)").flags(&[flag("-m|-v|-json")]),
    x("vet", "run analysers (builds packages)"),
];

/// Sorted by name.
pub const COMMANDS: &[Spec] = &[
    xv("ant", "Apache Ant build tool"),
    xv("artisan", "Laravel's console (runs application code)"),
    xv("autoconf", "generate configure scripts"),
    xv("automake", "generate Makefile.in files"),
    x("bazel", "Bazel build tool"),
    xv("bmake", "BSD make: runs Makefile recipes"),
    xv("buck2", "Buck2 build tool"),
    interp("bun", "Bun JavaScript runtime"),
    Spec::new("cargo", Kind::Exec, Operands::Data, "Rust package manager: decided per subcommand")
        .subs(CARGO_SUBS)
        .unknown_sub(Kind::Exec)
        .hook(version_hook),
    x("ccache", "compiler cache (`-s` statistics read)").hook(stats_hook),
    xv("clj", "Clojure CLI"),
    xv("clojure", "Clojure CLI"),
    x("cmake", "configure or build with CMake"),
    xv("ctest", "run CMake tests"),
    xv("cucumber", "run Cucumber features"),
    xv("cypress", "run Cypress tests"),
    interp("deno", "Deno JavaScript runtime"),
    xv("esbuild", "bundle JavaScript (writes outputs; plugins run)"),
    xv("gmake", "GNU make: runs Makefile recipes"),
    Spec::new("go", Kind::Exec, Operands::Data, "Go toolchain: decided per subcommand")
        .subs(GO_SUBS)
        .unknown_sub(Kind::Exec),
    x("gradle", "Gradle build tool"),
    xv("hugo", "static site generator (writes the site; `server` serves it)"),
    interp("java", "run a Java program"),
    xv("jekyll", "static site generator"),
    xv("jest", "run JavaScript tests"),
    xv("just", "run justfile recipes"),
    xv("karma", "run JavaScript tests in browsers"),
    xv("lein", "Leiningen (Clojure builds)"),
    xv("lerna", "JavaScript monorepo tool"),
    x("make", "run Makefile recipes"),
    xv("meson", "Meson build system"),
    xv("mkdocs", "documentation site generator"),
    xv("mocha", "run JavaScript tests"),
    x("mvn", "Maven build tool"),
    xv("next", "Next.js CLI (builds and serves apps)"),
    x("ninja", "Ninja build tool"),
    interp("node", "Node.js runtime"),
    interp("nodejs", "Node.js runtime (Debian name)"),
    x("npx", "run a package binary (may download it)"),
    xv("nx", "Nx monorepo tool"),
    xv("pants", "Pants build system"),
    xv("parcel", "bundle web apps"),
    interp("perl", "Perl interpreter"),
    xv("pest", "run PHP tests"),
    interp("php", "PHP interpreter"),
    xv("phpstan", "static analysis for PHP (loads PHP config and extensions)"),
    xv("phpunit", "run PHP tests"),
    xv("playwright", "run browser tests (may download browsers)"),
    xv("prove", "run Perl tests"),
    x("pytest", "run Python tests"),
    interp("python", "Python interpreter"),
    interp("python2", "Python 2 interpreter"),
    interp("python3", "Python 3 interpreter"),
    xv("rails", "Ruby on Rails CLI (runs application code)"),
    xv("rake", "run Rakefile tasks"),
    xv("rebar3", "Erlang build tool"),
    xv("rollup", "bundle JavaScript"),
    xv("rspec", "run Ruby tests"),
    interp("ruby", "Ruby interpreter"),
    Spec::new("rustc", Kind::Exec, Operands::Data, "Rust compiler (runs proc macros; `--print` only prints)")
        .hook(rustc_hook),
    xv("sbt", "Scala build tool"),
    x("sccache", "compiler cache (`--show-stats` reads)").hook(stats_hook),
    xv("scons", "SCons build tool"),
    xv("sphinx-build", "build Sphinx documentation (runs conf.py)"),
    xv("task", "run Taskfile tasks"),
    x("tox", "run Python test environments"),
    interp("tsx", "run TypeScript with Node.js"),
    xv("turbo", "Turborepo task runner"),
    x("uvx", "run a Python tool (may download it)"),
    xv("vite", "Vite dev server and bundler"),
    xv("vitest", "run JavaScript tests"),
    xv("webpack", "bundle JavaScript"),
    xv("xcodebuild", "build Xcode projects"),
    xv("xcrun", "run an Xcode developer tool"),
];

fn stats_hook(ctx: &mut Ctx) {
    let args: Vec<Option<&str>> = ctx.inv.argv.iter().skip(1).map(|a| a.value()).collect();
    if !args.is_empty()
        && args.iter().all(|a| {
            matches!(a, Some("-s" | "--show-stats" | "--print-stats" | "-p" | "--show-config" | "--version" | "-V"))
        })
    {
        clear_to_allow(ctx);
    }
}

fn go_env_hook(ctx: &mut Ctx) {
    if ctx.inv.argv.iter().any(|a| a.value().is_none_or(|v| v == "-w" || v == "-u")) {
        ctx.effect("write");
        ctx.add("write.command", "`go env -w`/`-u` changes the Go environment file", Decision::Ask);
    }
}

fn go_list_hook(ctx: &mut Ctx) {
    let args: Vec<&str> = ctx.inv.argv.iter().map(|a| a.value().unwrap_or("")).collect();
    // `go list -m all` (any module operand) loads the whole module graph, downloading the
    // go.mod files missing from the module cache. `go list ./...` (packages of the main
    // module) and a bare `go list -m` stay local reads.
    if args.contains(&"-m") && (args.contains(&"-u") || args.contains(&"-versions") || !ctx.operands().is_empty()) {
        ctx.effect("network");
        ctx.add(
            "net.access",
            "`go list -m` with modules loads the module graph (may query the module proxy)",
            Decision::Ask,
        );
    }
    if args.iter().any(|a| {
        a.starts_with("-toolexec") || a.starts_with("-exec") || a.starts_with("-export") || a.starts_with("-compiled")
    }) {
        ctx.effect("exec");
        ctx.add("exec.flag", "`go list` with -toolexec/-export/-compiled builds packages", Decision::Ask);
    }
}

/// `ruby -c FILE`, `node --check FILE`, `php -l FILE` only parse the file. (`perl -c`
/// runs BEGIN blocks and `python -m py_compile` writes, so they are not here.)
fn syntax_check_only(ctx: &Ctx) -> bool {
    let name = ctx.out.matched.first().copied().unwrap_or("");
    let args: Vec<Option<&str>> = ctx.inv.argv.iter().skip(1).map(|a| a.value()).collect();
    let flag = match name {
        "ruby" => ["-c", "-c"],
        "node" | "nodejs" => ["-c", "--check"],
        "php" => ["-l", "--syntax-check"],
        _ => return false,
    };
    match args.as_slice() {
        [Some(f), Some(file)] if flag.contains(f) && !file.starts_with('-') => true,
        // `ruby -wc x.rb`, `ruby -cw x.rb`: warnings with the syntax check.
        [Some(f), Some(file)]
            if name == "ruby"
                && f.len() > 2
                && f.starts_with('-')
                && f.contains('c')
                && f[1..].chars().all(|c| matches!(c, 'c' | 'w' | 'W'))
                && !file.starts_with('-') =>
        {
            true
        }
        [Some(glued)]
            if name == "ruby" && glued.len() > 2 && glued.starts_with("-c") && !glued[2..].starts_with('-') =>
        {
            !glued[2..].contains(['e', 'r', 'I', 'x', 'S']) || glued[2..].contains('.')
        }
        [Some(glued)] if matches!(name, "node" | "nodejs") && glued.starts_with("-c") && glued.len() > 2 => {
            glued[2..].contains('.')
        }
        _ => false,
    }
}

fn only_version(ctx: &Ctx) -> bool {
    let args: Vec<&str> = ctx.inv.argv.iter().skip(1).filter_map(|a| a.value()).collect();
    // `python -v` is verbose mode: with no script it runs stdin.
    let name = ctx.out.matched.first().copied().unwrap_or("");
    if (name.starts_with("python") || name.starts_with("pypy")) && args.contains(&"-v") {
        return false;
    }
    let version =
        |a: &str| matches!(a, "--version" | "-V" | "-v" | "version" | "--help" | "-h" | "help" | "-VV" | "-version");
    // Python's isolation and start-up switches change nothing about `-V` (`python3 -I -V`).
    let python_switch = |a: &str| {
        (name.starts_with("python") || name.starts_with("pypy")) && matches!(a, "-I" | "-E" | "-s" | "-S" | "-B" | "-q")
    };
    args.len() + 1 == ctx.inv.argv.len()
        && args.iter().any(|a| version(a))
        && args.iter().all(|a| version(a) || python_switch(a))
}

/// Drops the base effect only: reasons from flags, paths, redirects and the environment stay.
fn clear_to_allow(ctx: &mut Ctx) {
    super::clear_effects(ctx);
}

/// `rustc --print sysroot|cfg|target-list ...` (with `--target`) and version forms only
/// print; anything else compiles (and runs proc macros and build-time code).
fn rustc_hook(ctx: &mut Ctx) {
    let args: Vec<Option<&str>> = ctx.inv.argv.iter().skip(ctx.args_start).map(|a| a.value()).collect();
    let mut printing = false;
    let mut plain = !args.is_empty();
    let mut i = 0;
    while i < args.len() {
        match args[i] {
            Some("--print") => {
                printing = true;
                i += 1;
                plain &= args.get(i).is_some_and(|v| v.is_some_and(|v| !v.starts_with('-')));
            }
            Some("--target") => {
                i += 1;
                plain &= args.get(i).is_some_and(|v| v.is_some_and(|v| !v.starts_with('-') && !v.contains('/')));
            }
            Some(v) if v.starts_with("--print=") => printing = true,
            Some(v) if v.starts_with("--target=") && !v.contains('/') => {}
            Some("-V" | "-vV" | "--version" | "-v" | "--verbose") => printing = true,
            _ => plain = false,
        }
        i += 1;
    }
    if plain && printing {
        clear_to_allow(ctx);
    }
}

fn version_hook(ctx: &mut Ctx) {
    if only_version(ctx) {
        clear_to_allow(ctx);
    }
}

/// `cargo fmt --check` (also `cargo fmt --all -- --check`) only reads; `--config`,
/// `--emit`, file operands and options we do not know may write.
fn fmt_check_hook(ctx: &mut Ctx) {
    let args: Vec<Option<&str>> = ctx.inv.argv.iter().skip(ctx.args_start).map(|a| a.value()).collect();
    let check = args.contains(&Some("--check"));
    let mut plain = true;
    let mut i = 0;
    while i < args.len() {
        match args[i] {
            Some("--check" | "--all" | "--" | "-v" | "--verbose" | "-q" | "--quiet" | "-l" | "--files-with-diff") => {}
            Some("-p" | "--package" | "--edition" | "--color" | "--message-format") => {
                i += 1;
                plain &= args.get(i).is_some_and(|v| v.is_some_and(|v| !v.starts_with('-') && !v.contains('/')));
            }
            Some(v)
                if v.starts_with("--message-format=")
                    || v.starts_with("--edition=")
                    || v.starts_with("--color=")
                    || v.starts_with("--package=") => {}
            _ => plain = false,
        }
        i += 1;
    }
    if check && plain {
        clear_to_allow(ctx);
    }
}

/// `python3 --version` is harmless; `-c CODE` is inline code; a script file runs code.
fn interpreter_hook(ctx: &mut Ctx) {
    if only_version(ctx) {
        clear_to_allow(ctx);
        return;
    }
    if syntax_check_only(ctx) {
        clear_to_allow(ctx);
        if let Some(file) = ctx.inv.argv.last().cloned()
            && file.value().is_some_and(|v| !v.starts_with('-'))
        {
            ctx.path(&file, crate::classify::PathAccess::Read);
        }
        return;
    }
    let inline = ctx.inv.argv.iter().skip(1).any(|a| {
        a.value().is_some_and(|v| {
            matches!(v, "-c" | "-e" | "-E" | "-r" | "--eval" | "-p" | "--print")
                || (v.starts_with("-c") && v.len() > 2 && !v.starts_with("--"))
        })
    });
    if inline {
        ctx.add("exec.interpreter", "inline interpreter code is not analysed", Decision::Ask);
    }
}
