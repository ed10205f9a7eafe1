//! build: build tools, language toolchains and interpreters.
//!
//! Building, testing and running code executes code that is not in the command text (build
//! scripts, tests, macros): Ask by default. Version and help queries and read-only metadata
//! subcommands are allowed. Inline interpreter code (`python -c`) is `exec.interpreter`.

use super::{Kind, Operands, Spec};
use crate::classify::Ctx;
use crate::report::Decision;

const fn r(name: &'static str, doc: &'static str) -> Spec {
    Spec::new(name, Kind::Read, Operands::Data, doc)
}
const fn x(name: &'static str, doc: &'static str) -> Spec {
    Spec::new(name, Kind::Exec, Operands::Data, doc)
}
const fn interp(name: &'static str, doc: &'static str) -> Spec {
    Spec::new(name, Kind::Exec, Operands::Data, doc).hook(interpreter_hook)
}

const CARGO_SUBS: &[Spec] = &[
    x("bench", "build and run benchmarks"),
    x("build|b", "compile (runs build scripts and macros)"),
    x("check|c", "type-check (runs build scripts and macros)"),
    x("clippy", "lint (runs build scripts and macros)"),
    x("doc|d", "build docs (runs build scripts)"),
    Spec::new("fmt", Kind::Write, Operands::Data, "format sources (`--check` only reads)").hook(fmt_check_hook),
    x("install", "build and install a crate"),
    r("locate-project", "print the manifest path"),
    r("metadata", "print package metadata"),
    r("pkgid", "print a package id"),
    r("read-manifest", "print the manifest"),
    x("run|r", "build and run a binary"),
    x("test|t", "build and run tests"),
    r("tree", "print the dependency tree"),
    r("verify-project", "check the manifest"),
    r("version", "print the version"),
];

const GO_SUBS: &[Spec] = &[
    x("build", "compile packages"),
    r("doc", "show documentation"),
    r("env", "print Go environment"),
    Spec::new("fmt", Kind::Write, Operands::Data, "format sources in place"),
    x("generate", "run generators"),
    x("get", "download and install packages"),
    x("install", "compile and install"),
    r("list", "list packages"),
    x("run", "compile and run"),
    x("test", "run tests"),
    r("version", "print the version"),
    x("vet", "run analysers (builds packages)"),
];

/// Sorted by name.
pub const COMMANDS: &[Spec] = &[
    x("bazel", "Bazel build tool"),
    interp("bun", "Bun JavaScript runtime"),
    Spec::new("cargo", Kind::Exec, Operands::Data, "Rust package manager: decided per subcommand")
        .subs(CARGO_SUBS)
        .unknown_sub(Kind::Exec)
        .hook(version_hook),
    x("cmake", "configure or build with CMake"),
    interp("deno", "Deno JavaScript runtime"),
    Spec::new("go", Kind::Exec, Operands::Data, "Go toolchain: decided per subcommand")
        .subs(GO_SUBS)
        .unknown_sub(Kind::Exec),
    x("gradle", "Gradle build tool"),
    interp("java", "run a Java program"),
    x("make", "run Makefile recipes"),
    x("mvn", "Maven build tool"),
    x("ninja", "Ninja build tool"),
    interp("node", "Node.js runtime"),
    interp("nodejs", "Node.js runtime (Debian name)"),
    x("npx", "run a package binary (may download it)"),
    interp("perl", "Perl interpreter"),
    interp("php", "PHP interpreter"),
    x("pytest", "run Python tests"),
    interp("python", "Python interpreter"),
    interp("python2", "Python 2 interpreter"),
    interp("python3", "Python 3 interpreter"),
    interp("ruby", "Ruby interpreter"),
    Spec::new("rustc", Kind::Exec, Operands::Data, "Rust compiler (runs proc macros)").hook(version_hook),
    x("tox", "run Python test environments"),
    interp("tsx", "run TypeScript with Node.js"),
    x("uv", "Python project manager (runs and installs code)"),
    x("uvx", "run a Python tool (may download it)"),
];

fn only_version(ctx: &Ctx) -> bool {
    let args: Vec<&str> = ctx.inv.argv.iter().skip(1).filter_map(|a| a.value()).collect();
    args.len() + 1 == ctx.inv.argv.len()
        && !args.is_empty()
        && args.iter().all(|a| matches!(*a, "--version" | "-V" | "-v" | "version" | "--help" | "-h" | "help" | "-VV"))
}

fn clear_to_allow(ctx: &mut Ctx) {
    ctx.out.reasons.retain(|r| !r.code.starts_with("exec.") && r.code != "write.command");
    ctx.out.decision = ctx.out.reasons.iter().map(|r| r.decision).max().unwrap_or_default();
    ctx.out.effects.retain(|e| *e != "exec" && *e != "write");
}

fn version_hook(ctx: &mut Ctx) {
    if only_version(ctx) {
        clear_to_allow(ctx);
    }
}

fn fmt_check_hook(ctx: &mut Ctx) {
    if ctx.inv.argv.iter().any(|a| a.value() == Some("--check")) {
        clear_to_allow(ctx);
    }
}

/// `python3 --version` is harmless; `-c CODE` is inline code; a script file runs code.
fn interpreter_hook(ctx: &mut Ctx) {
    if only_version(ctx) {
        clear_to_allow(ctx);
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
