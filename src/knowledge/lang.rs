//! lang: compilers, language version managers, linters, formatters and debuggers.
//!
//! Compilers and build-time tools run code (macros, plugins, config files written in the
//! language) or write outputs: they ask, except for `--version`/`--help`. Pure static
//! checkers that only read (`shellcheck`, `hadolint`, `tokei`, `cloc`) are allowed.
//! Formatters read with `--check`/`--diff`/`-l` and write otherwise. Version managers
//! read with `list`/`current`/`version` and install or switch otherwise. Debuggers and
//! profilers run the program they are given.

use super::FlagEffect::*;
use super::{Flag, Kind, Operands, Spec, danger, danger_opt, flag, opt};
use crate::classify::Ctx;

const fn x(name: &'static str, doc: &'static str) -> Spec {
    Spec::new(name, Kind::Exec, Operands::Data, doc).hook(version_hook)
}
const fn r(name: &'static str, doc: &'static str) -> Spec {
    Spec::new(name, Kind::Read, Operands::Data, doc)
}
const fn w(name: &'static str, doc: &'static str) -> Spec {
    Spec::new(name, Kind::Write, Operands::Data, doc)
}
const fn n(name: &'static str, doc: &'static str) -> Spec {
    Spec::new(name, Kind::Network, Operands::Data, doc)
}
/// A formatter: reads with a check flag, writes files otherwise.
const fn fmt(name: &'static str, doc: &'static str) -> Spec {
    Spec::new(name, Kind::Write, Operands::Read, doc).hook(formatter_hook)
}
/// A version manager: listing reads, installing and switching ask.
const fn manager(name: &'static str, doc: &'static str, reads: &'static [Spec]) -> Spec {
    Spec::new(name, Kind::Exec, Operands::Data, doc).subs(reads).unknown_sub(Kind::Exec).hook(version_hook)
}

const ENV_READS: &[Spec] = &[
    r("--version|version|-v", "print the version").flags(ENV_FLAGS),
    r("commands", "list commands").flags(ENV_FLAGS),
    r("global", "print the global version (an operand sets it)").flags(ENV_FLAGS).hook(operand_writes),
    r("help|--help", "show help").flags(ENV_FLAGS),
    r("local", "print the local version (an operand writes a version file)").flags(ENV_FLAGS).hook(operand_writes),
    r("prefix", "print an install prefix").flags(ENV_FLAGS),
    r("root", "print the root directory").flags(ENV_FLAGS),
    r("shell", "print the shell version (an operand switches)").flags(ENV_FLAGS).hook(operand_writes),
    r("version-file", "print the version file in use").flags(ENV_FLAGS),
    r("version-name", "print the current version").flags(ENV_FLAGS),
    r("versions", "list installed versions").flags(ENV_FLAGS),
    r("whence", "list versions providing a command").flags(ENV_FLAGS),
    r("which", "print a command's full path").flags(ENV_FLAGS),
];

const RUSTUP_SUBS: &[Spec] = &[
    Spec::new("component", Kind::Network, Operands::Data, "manage components (`list` reads)").subs(&[r(
        "list",
        "list components",
    )
    .flags(RUSTUP_READ)]),
    r("doc", "open local documentation (`--path` prints it)").flags(RUSTUP_DOC).hook(rustup_toolchain_hook),
    n("install", "install toolchains"),
    r("man", "show a man page").flags(RUSTUP_READ),
    w("override", "set a directory toolchain override (`list` reads)"),
    x("run", "run a command with a toolchain"),
    w("set", "change settings"),
    w("default", "print or set the default toolchain"),
    Spec::new("show", Kind::Read, Operands::Data, "show installed toolchains").flags(RUSTUP_READ).subs(&[
        r("active-toolchain", "print the active toolchain").flags(RUSTUP_READ),
        r("home", "print RUSTUP_HOME").flags(RUSTUP_READ),
        r("profile", "print the profile").flags(RUSTUP_READ),
    ]),
    Spec::new("target", Kind::Network, Operands::Data, "manage targets (`list` reads)").subs(&[r(
        "list",
        "list targets",
    )
    .flags(RUSTUP_READ)]),
    Spec::new("toolchain", Kind::Network, Operands::Data, "manage toolchains (`list` reads)").subs(&[r(
        "list",
        "list toolchains",
    )
    .flags(RUSTUP_READ)]),
    n("uninstall", "remove toolchains"),
    n("update|upgrade", "update toolchains"),
    r("which", "print a tool's path").flags(RUSTUP_READ).hook(rustup_toolchain_hook),
];

const MISE_SUBS: &[Spec] = &[
    r("activate", "print shell code that activates mise (printing only)").flags(MISE_FLAGS),
    r("completion", "print a completion script").flags(MISE_FLAGS),
    r("current", "print current versions").flags(MISE_FLAGS),
    r("doctor", "check the installation").flags(MISE_FLAGS),
    r("env", "print environment variables").flags(MISE_FLAGS),
    x("exec|x", "run a command with tools"),
    r("latest", "print the latest version (may query the network)").flags(MISE_FLAGS),
    r("ls|list", "list installed tools").flags(MISE_FLAGS),
    r("ls-remote", "list remote versions").flags(MISE_FLAGS),
    r("version|--version", "print the version").flags(MISE_FLAGS),
    r("where", "print a tool's install path").flags(MISE_FLAGS),
    r("which", "print a tool's binary path").flags(MISE_FLAGS),
];

/// `cloc`: outputs, lists of files, language definitions; `--vcs CMD` and `--extract-with`
/// run programs, `--strip-comments` writes stripped copies.
const CLOC: &[Flag] = &[
    danger_opt(
        "--report-file|--out|--sql|--write-lang-def|--write-lang-def-incl-dup|--counted|--ignored|--found|--categorized|--diff-alignment",
        WritesValue,
    ),
    danger_opt("--force-lang-def|--read-lang-def|--list-file|--exclude-list-file|--diff-list-file", ReadsValue),
    danger_opt("--extract-with|--script-lang|--config|--vcs", Exec),
    danger_opt("--strip-comments|--strip-code", Writes),
    danger("--original-dir", Writes),
    danger("--use-sloccount", Exec),
    opt(
        "--exclude-dir|--exclude-ext|--include-ext|--include-lang|--exclude-lang|--match-f|--not-match-f|--match-d|--not-match-d|--force-lang|--lang-no-ext|--max-file-size|--timeout|--diff-timeout|--processes|--csv-delimiter|--sql-project|--sql-style|--file-encoding|--stdin-name|--by-percent|--progress-rate|--explain|--exclude-content|--include-content",
    ),
    flag(
        "--unix|--windows|--by-file|--by-file-by-lang|--quiet|--json|--yaml|--csv|--md|--xml|--sql-append|--sum-one|--3|--no3|--no-autogen|--skip-uniqueness|--fullpath|--follow-links|--no-recurse|--read-binary-files|--autoconf|--docstring-as-code|--skip-archive|--skip-win-hidden|--git|--git-diff-all|--git-diff-rel|--ignore-whitespace|--ignore-case|--ignore-case-ext|--include-submodules|--show-os|--show-lang|--show-ext|--v|-v|--verbose|--help|--version|--unicode|--diff|--diff-list-files|--count-and-diff|--sum-reports|--hide-rate|--fmt|--skip-leading",
    ),
];
/// LLVM/macOS `dwarfdump`.
const DWARFDUMP: &[Flag] = &[
    danger_opt("-o|--out-file", WritesValue),
    opt("--arch|-r|--recurse-depth|-n|--name|--find|-f|--lookup|--debug-info|--debug-types|--color"),
    flag(
        "--uuid|--verify|-a|--all|-c|--show-children|-p|--show-parents|--statistics|--summarize-types|-v|--verbose|--diff|-i|--ignore-case|-x|--regex|--show-form|--show-section-sizes|--show-sources|--debug-line|--debug-str|--debug-frame|--eh-frame|--debug-abbrev|--debug-aranges|--debug-ranges|--debug-rnglists|--debug-loc|--debug-loclists|--debug-macro|--debug-names|--debug-pubnames|--debug-pubtypes|--debug-addr|--debug-str-offsets|--debug-line-str|--debug-cu-index|--debug-tu-index|--debug-gnu-pubnames|--debug-gnu-pubtypes|--apple-names|--apple-types|--apple-namespaces|--apple-objc|-u|-h|--help|--version",
    ),
];
/// `gofmt`: `-w` rewrites files, `-cpuprofile` writes a profile.
const GOFMT: &[Flag] =
    &[danger("-w", Writes), danger_opt("-cpuprofile", WritesValue), opt("-r"), flag("-l|-d|-e|-s|-h|-help")];
const HADOLINT: &[Flag] = &[
    danger_opt("-c|--config", ReadsValue),
    opt(
        "-f|--format|-t|--failure-threshold|--ignore|--trusted-registry|--error|--warning|--info|--style|--require-label|--file-path-in-report",
    ),
    flag("--no-fail|--no-color|--strict-labels|--disable-ignore-pragma|-V|--version|-v|--verbose|-h|--help"),
];
/// libidn's `idn` and libidn2's `idn2`.
const IDN: &[Flag] = &[
    opt("-p|--profile"),
    flag(
        "-a|--idna-to-ascii|-u|--idna-to-unicode|-s|--stringprep|-d|--punycode-decode|-e|--punycode-encode|-n|--nfkc|--allow-unassigned|--usestd3asciirules|-t|--tld|--no-tld|--debug|--quiet|-h|--help|-V|--version|--decode|-l|--lookup|-r|--register|-T|--tr46t|-N|--tr46nt|--no-tr46|--no-alabelroundtrip",
    ),
];
/// `javap`: `-J` passes options to the JVM it starts.
const JAVAP: &[Flag] = &[
    danger_opt("-J", Exec),
    opt("-cp|-classpath|--class-path|--module-path|-bootclasspath|--system|--module|-m|--multi-release"),
    flag(
        "-help|--help|-?|-h|-version|--version|-v|-verbose|-l|-public|-protected|-package|-p|-private|-c|-s|-sysinfo|-constants",
    ),
];
const KRB5_CONFIG: &[Flag] = &[flag(
    "--all|--version|--vendor|--prefix|--exec-prefix|--defccname|--defktname|--defcktname|--cflags|--libs|--deps|--help",
)];
const CORELIST: &[Flag] =
    &[flag("-a|-d|-v|-r|--diff|-u|--upstream|-f|--feature|--utils|--release|--debug|-?|-help|--help|-man")];
/// `scc`: `-o` and `--format-multi FMT:FILE` write (`scc_hook`).
const SCC: &[Flag] = &[
    danger_opt("-o|--output", WritesValue),
    opt(
        "--format-multi|--avg-wage|--cocomo-project-type|--count-as|--currency-symbol|--eaf|--exclude-dir|-x|--exclude-ext|--file-gc-count|--file-listing-queue-size|-f|--format|--generated-markers|-i|--include-ext|--large-byte-count|--large-line-count|--min-gen-line-length|-M|--not-match|--overhead|--remap-all|--remap-unknown|--size-unit|-s|--sort|--sql-project",
    ),
    flag(
        "--binary|--by-file|--ci|--debug|--gen|-h|--help|--include-symlinks|-l|--languages|--min|-z|--min-gen|--no-cocomo|-c|--no-complexity|-d|--no-duplicates|--no-gen|--no-gitignore|--no-hborder|--no-ignore|--no-large|--no-min|--no-min-gen|--no-scc-ignore|--no-size|--sloccount-format|-t|--trace|-u|--uloc|-a|--dryness|-v|--verbose|--version|-w|--wide|--percent",
    ),
];
/// `shellcheck`: `-C[WHEN]`/`--color[=WHEN]` take their value glued.
const SHELLCHECK: &[Flag] = &[
    danger_opt("--rcfile", ReadsValue),
    opt(
        "-e|--exclude|-i|--include|-f|--format|-o|--enable|-s|--shell|-S|--severity|-P|--source-path|-W|--wiki-link-count",
    ),
    flag(
        "-a|--check-sourced|-C|--color|--extended-analysis|--list-optional|--norc|-x|--external-sources|-V|--version|-h|--help",
    ),
];
/// `shfmt` (Go flags: `-ci`, `-sr` are single-dash words).
const SHFMT: &[Flag] = &[
    danger("-w|--write", Writes),
    opt("-i|--indent|-ln|--language-dialect|--filename"),
    flag(
        "-l|--list|-d|--diff|-s|--simplify|-mn|--minify|-bn|--binary-next-line|-ci|--case-indent|-sr|--space-redirects|-kp|--keep-padding|-fn|--func-next-line|-p|--posix|-f|--find|--apply-ignore|--to-json|-tojson|--from-json|--version|-version|-h|--help",
    ),
];
/// `tokei`: `-i FILE` reads a previous report.
const TOKEI: &[Flag] = &[
    danger_opt("-i|--input", ReadsValue),
    opt("-e|--exclude|-t|--type|-o|--output|-s|--sort|-r|--rsort|-c|--columns|-n|--num-format"),
    flag(
        "-f|--files|--hidden|-l|--languages|--no-ignore|--no-ignore-dot|--no-ignore-parent|--no-ignore-vcs|-C|--compact|-v|--verbose|-V|--version|-h|--help|--streaming",
    ),
];
/// `ruff check`: the fixing flags write; `--config`/`--extend` read a settings file.
const RUFF_CHECK: &[Flag] = &[
    danger("--fix|--fix-only|--unsafe-fixes|--add-noqa", Writes),
    danger_opt("--config|--extend", ReadsValue),
    danger_opt("-o|--output-file", WritesValue),
    opt(
        "--select|--ignore|--extend-select|--extend-ignore|--per-file-ignores|--extend-per-file-ignores|--fixable|--unfixable|--extend-fixable|--exclude|--extend-exclude|--target-version|--line-length|--output-format|--cache-dir|--stdin-filename|--dummy-variable-rgx|--extension",
    ),
    flag(
        "--no-fix|--no-unsafe-fixes|--show-fixes|--no-show-fixes|--diff|-w|--watch|--no-fix-only|--ignore-noqa|--preview|--no-preview|--statistics|--show-files|--show-settings|--respect-gitignore|--no-respect-gitignore|--force-exclude|--no-force-exclude|--no-cache|-e|--exit-zero|--exit-non-zero-on-fix|-v|--verbose|-q|--quiet|-s|--silent|--isolated|-h|--help",
    ),
];
/// `xcresulttool get`, `formatDescription`, `metadata get`.
const XCRESULT_FLAGS: &[Flag] = &[
    opt("--path|--id|--format|--schema-version|--test-id|--type"),
    flag("--legacy|--compact|--include-event-stream-types|--hash|-h|--help"),
];
/// composer's global options and those of its reading verbs. `show --latest`/`--outdated`/
/// `--all`/`--available` query the repositories; `config --editor` opens an editor and
/// `config --unset` writes.
const COMPOSER_FLAGS: &[Flag] = &[
    danger("-l|--latest|-o|--outdated|-a|--all|-A|--available", Network),
    danger("-e|--editor", Exec),
    danger("--unset|--append|--merge", Writes),
    danger_opt("-d|--working-dir|-f|--file", ReadsValue),
    opt("--format|--ignore|--ignore-platform-req"),
    flag(
        "-n|--no-interaction|--ansi|--no-ansi|-q|--quiet|-v|-vv|-vvv|--verbose|--profile|--no-plugins|--no-scripts|--no-cache|-h|--help|-V|--version|--locked|-i|--installed|-p|--platform|-s|--self|-N|--name-only|-P|--path|-t|--tree|-M|--major-only|-m|--minor-only|--patch-only|-D|--direct|--strict|--no-dev|--ignore-platform-reqs|--no-check-all|--check-lock|--no-check-lock|--no-check-publish|--no-check-version|--with-dependencies|-g|--global|--list|--absolute|-j|--json|--source|-r|--recursive",
    ),
];
/// `atuin search` and `history list`: `--delete`, `--delete-it-all` remove history entries.
const ATUIN_FLAGS: &[Flag] = &[
    danger("--delete|--delete-it-all", Deletes),
    opt(
        "-c|--cwd|-e|--exit|--exclude-exit|--exclude-cwd|-b|--before|--after|--limit|--offset|--filter-mode|--search-mode|--timezone|--tz|-f|--format|--inline-height",
    ),
    flag("-i|--interactive|--human|--cmd-only|--print0|-r|--reverse|--include-duplicates|--session|-s|-h|--help"),
];
/// `pod env`, `pod list` (`--update` fetches the spec repositories).
const POD_FLAGS: &[Flag] = &[danger("--update", Network), flag("--silent|--verbose|--no-ansi|--ansi|-h|--help")];
/// `sops decrypt`: `--output` writes the plaintext; key services are reached over the network.
const SOPS_DECRYPT: &[Flag] = &[
    danger_opt("--output", WritesValue),
    danger_opt("--keyservice", Network),
    danger_opt("--config", ReadsValue),
    opt("--extract|--input-type|--output-type|--filename-override"),
    flag("--ignore-mac|--enable-local-keyservice|--verbose|-h|--help"),
];
const HELP_ONLY: &[Flag] = &[flag("-h|--help")];
/// pyenv/rbenv/nodenv/goenv reading verbs; `--unset` removes the version setting.
const ENV_FLAGS: &[Flag] = &[
    danger("--unset", Writes),
    flag(
        "-h|--help|--bare|--skip-aliases|--skip-envs|--executables|--nosystem|--skip-advice|--sh|--no-sh|--usage|--path|--complete",
    ),
];
/// rustup's options on its reading verbs.
const RUSTUP_READ: &[Flag] = &[opt("--toolchain"), flag("-v|--verbose|-q|--quiet|-h|--help|--installed|--path")];
/// `rustup doc` topics.
const RUSTUP_DOC: &[Flag] = &[
    opt("--toolchain"),
    flag(
        "--path|-h|--help|--alloc|--book|--cargo|--core|--edition-guide|--embedded-book|--nomicon|--proc_macro|--reference|--rust-by-example|--rustc|--rustdoc|--std|--test|--unstable-book|--clippy|--style-guide",
    ),
];
/// mise's global options and those of its reading verbs.
const MISE_FLAGS: &[Flag] = &[
    opt("-C|--cd|-E|--env|-j|--jobs|-s|--shell|-t|--tool|--plugin|--prefix"),
    flag(
        "-q|--quiet|-v|--verbose|-y|--yes|--raw|--silent|-h|--help|--shims|--status|--no-hook-env|-J|--json|--json-extended|-D|--dotenv|--redacted|--values|-i|--installed|-c|--current|-g|--global|-l|--local|-o|--offline|--outdated|-m|--missing|--no-header|--all|--version|--include-bash-completion-lib",
    ),
];
/// fnm's options on `env`, `current`, `list`, `list-remote` (global ones included).
const FNM_FLAGS: &[Flag] = &[
    opt("--shell|--version-file-strategy|--node-dist-mirror|--fnm-dir|--log-level|--arch|--filter|--sort"),
    flag("--use-on-cd|--json|--corepack-enabled|--resolve-engines|--multi|--lts|--latest|-h|--help"),
];
const NVM_FLAGS: &[Flag] = &[flag("--no-colors|--no-alias|--lts|--silent|-h|--help")];
/// starship's options on its printing verbs.
const STARSHIP_FLAGS: &[Flag] = &[
    opt(
        "-s|--status|-w|--terminal-width|-p|--path|-P|--logical-path|-d|--cmd-duration|-k|--keymap|-j|--jobs|--pipestatus|--shlvl|--profile",
    ),
    flag("--print-full-init|-l|--list|--right|--continuation|--default|-h|--help"),
];

/// Sorted by name.
pub const COMMANDS: &[Spec] = &[
    x("Rscript", "run R code"),
    Spec::new(
        "agvtool",
        Kind::Read,
        Operands::Data,
        "Xcode versioning: `what-version`, `what-marketing-version` read; `new-version`, `bump` write",
    )
    .subs(&[
        r("mvers|what-marketing-version", "print the marketing version").flags(&[flag("-terse|-terse1")]),
        r("vers|what-version", "print the build version").flags(&[flag("-terse")]),
    ])
    .unknown_sub(Kind::Write),
    Spec::new("alembic", Kind::Exec, Operands::Data, "database migrations (runs env.py)").hook(version_hook),
    manager(
        "asdf",
        "version manager",
        &[
            r("current", "print current versions").flags(HELP_ONLY),
            r("help", "show help").flags(HELP_ONLY),
            r("info", "print information").flags(HELP_ONLY),
            r("list", "list installed versions").flags(HELP_ONLY),
            r("version", "print the version").flags(HELP_ONLY),
            r("where|which", "print paths").flags(HELP_ONLY),
        ],
    ),
    Spec::new(
        "atuin",
        Kind::Read,
        Operands::Data,
        "shell history database: `search`, `stats`, `info` read; sync, login, import ask",
    )
    .subs(&[
        r("default-config", "print the default configuration").flags(HELP_ONLY),
        r("doctor", "check the setup").flags(HELP_ONLY),
        Spec::new("history", Kind::Read, Operands::Data, "history (`list` reads)")
            .subs(&[r("list", "list history").flags(ATUIN_FLAGS)])
            .unknown_sub(Kind::Write),
        r("info", "print paths and settings").flags(HELP_ONLY),
        r("search", "search history (`--delete` deletes matches)").flags(ATUIN_FLAGS),
        r("stats", "print statistics").flags(&[opt("-c|--count|-n|--ngram-size"), flag("-h|--help")]),
        r("uuid", "print a new UUID").flags(HELP_ONLY),
    ])
    .unknown_sub(Kind::Network),
    fmt("autopep8", "format Python files (`-i` writes; otherwise prints a diff or the result)"),
    fmt("black", "format Python files (`--check`/`--diff` only read)"),
    Spec::new("c++", Kind::Exec, Operands::Data, "C++ compiler (writes outputs; plugins)").hook(version_hook),
    Spec::new("cc", Kind::Exec, Operands::Data, "C compiler (writes outputs; plugins)").hook(version_hook),
    Spec::new("clang", Kind::Exec, Operands::Data, "C compiler (writes outputs; plugins)").hook(version_hook),
    Spec::new("clang++", Kind::Exec, Operands::Data, "C++ compiler (writes outputs; plugins)").hook(version_hook),
    fmt("clang-format", "format C-family sources (`-i` writes; otherwise prints)"),
    x("clang-tidy", "lint C-family sources (`--fix` writes; loads plugins)"),
    Spec::read("cloc", "count lines of code (`--vcs CMD`, `--extract-with` run programs; report options write)")
        .flags(CLOC),
    Spec::new(
        "composer",
        Kind::Exec,
        Operands::Data,
        "PHP package manager: `show`, `validate` read; install runs scripts",
    )
    .subs(&[
        r("about", "show information").flags(COMPOSER_FLAGS),
        r("check-platform-reqs", "check requirements").flags(COMPOSER_FLAGS),
        r("config", "print configuration (an operand value sets it)").flags(COMPOSER_FLAGS).hook(operand_writes),
        r("depends|why", "show dependents").flags(COMPOSER_FLAGS),
        r("diagnose", "diagnose problems").flags(COMPOSER_FLAGS),
        r("licenses", "list licenses").flags(COMPOSER_FLAGS),
        r("show|info", "show packages").flags(COMPOSER_FLAGS),
        r("status", "show local changes").flags(COMPOSER_FLAGS),
        r("validate", "validate composer.json").flags(COMPOSER_FLAGS),
    ])
    .unknown_sub(Kind::Exec)
    .hook(version_hook),
    Spec::inert("corelist", "print the Perl version that first shipped a module").flags(CORELIST),
    x("crystal", "Crystal compiler (runs macros)"),
    x("dart", "Dart SDK: runs and builds programs"),
    x("django-admin", "Django's admin command (runs project settings and code)"),
    x("dotenv", "run a command with variables from a .env file"),
    x("dotnet", ".NET CLI: builds and runs programs"),
    x("dvc", "Data Version Control (runs pipelines, transfers data)"),
    Spec::read("dwarfdump", "print DWARF debug information").flags(DWARFDUMP),
    x("elixir", "run Elixir code"),
    x("erl", "Erlang runtime"),
    x("eslint", "lint JavaScript (loads JavaScript config and plugins)"),
    x("flake8", "lint Python (loads plugins)"),
    x("flutter", "Flutter SDK: builds and runs apps"),
    manager(
        "fnm",
        "Fast Node Manager",
        &[
            r("current", "print the current version").flags(FNM_FLAGS),
            r("env", "print shell setup").flags(FNM_FLAGS),
            r("list|ls", "list installed versions").flags(FNM_FLAGS),
            r("list-remote|ls-remote", "list remote versions").flags(FNM_FLAGS),
        ],
    ),
    Spec::new("g++", Kind::Exec, Operands::Data, "GNU C++ compiler (writes outputs; plugins)").hook(version_hook),
    Spec::new("gcc", Kind::Exec, Operands::Data, "GNU C compiler (writes outputs; plugins)").hook(version_hook),
    Spec::new("gdb", Kind::Exec, Operands::Data, "debugger: runs or attaches to programs").hook(version_hook),
    x("ghc", "Haskell compiler (Template Haskell runs code)"),
    x("gleam", "Gleam build tool"),
    manager("goenv", "Go version manager", ENV_READS),
    Spec::read("gofmt", "format Go sources (`-w` writes; `-l`, `-d` only read)").flags(GOFMT),
    x("golangci-lint", "lint Go (builds packages)"),
    x("goreleaser", "build and publish releases"),
    Spec::read("hadolint", "lint Dockerfiles (`+RTS` runtime options can write files: ask)")
        .hook(rts_hook)
        .flags(HADOLINT),
    x("hexo", "static blog generator"),
    x("hyperfine", "benchmark commands (runs the commands it is given)"),
    Spec::inert("idn", "convert internationalised domain names (offline)").flags(IDN),
    Spec::inert("idn2", "convert internationalised domain names (offline)").flags(IDN),
    x("iex", "interactive Elixir"),
    fmt("isort", "sort Python imports (`--check-only`/`--diff` only read)"),
    x("jai", "Jai compiler (compile-time code runs)"),
    x("javac", "Java compiler (annotation processors run code)"),
    Spec::read("javap", "disassemble class files (`-J` passes options to the JVM it starts)").flags(JAVAP),
    x("julia", "Julia runtime"),
    x("jupyter", "Jupyter notebooks and kernels"),
    x("kotlinc", "Kotlin compiler"),
    Spec::inert("krb5-config", "print Kerberos build flags").flags(KRB5_CONFIG),
    x("lldb", "debugger: runs or attaches to programs"),
    x("ltrace", "trace library calls of a program (runs it)"),
    x("lua", "Lua interpreter"),
    Spec::new("luac", Kind::Write, Operands::Read, "Lua compiler: writes luac.out (`-p` only parses)")
        .flags(&[danger_opt("-o", WritesValue)])
        .hook(luac_hook),
    x("luajit", "LuaJIT interpreter"),
    manager("mise", "polyglot version manager: `ls`, `current`, `activate` read; install, use, exec ask", MISE_SUBS),
    x("mix", "Elixir build tool"),
    x("mypy", "type-check Python (loads plugins)"),
    manager("nodenv", "Node version manager", ENV_READS),
    Spec::new("nvm", Kind::Exec, Operands::Data, "Node version manager (shell function): `ls`, `current` read")
        .subs(&[
            r("current", "print the current version").flags(NVM_FLAGS),
            r("list|ls", "list installed versions").flags(NVM_FLAGS),
            r("ls-remote", "list remote versions").flags(NVM_FLAGS),
            r("version|--version", "print the version").flags(NVM_FLAGS),
            r("which", "print a version's path").flags(NVM_FLAGS),
        ])
        .unknown_sub(Kind::Exec),
    x("ocaml", "OCaml toplevel"),
    x("perf", "profile a program (runs or attaches to it)"),
    Spec::new(
        "pod",
        Kind::Exec,
        Operands::Data,
        "CocoaPods: `env`, `list` read; install and update run code and reach the network",
    )
    .subs(&[
        r("env", "print environment information").flags(POD_FLAGS),
        r("list", "list installed pods (`--update` fetches the spec repositories)").flags(POD_FLAGS),
    ])
    .unknown_sub(Kind::Exec)
    .hook(version_hook),
    x("prettier", "format files (loads JavaScript config and plugins; `--write` writes)"),
    x("prisma", "Prisma ORM CLI (migrations, generators run code)"),
    manager("pyenv", "Python version manager", ENV_READS),
    x("pylint", "lint Python (loads plugins)"),
    x("pyreverse", "draw UML diagrams of Python code (writes files)"),
    manager("rbenv", "Ruby version manager", ENV_READS),
    x("rubocop", "lint Ruby (loads Ruby config and plugins; `-a` writes)"),
    Spec::new(
        "ruff",
        Kind::Exec,
        Operands::Data,
        "Python linter and formatter: `check` reads; `--fix` and `format` write",
    )
    .subs(&[
        Spec::new("check", Kind::Read, Operands::Read, "lint files (`--fix` writes)").flags(RUFF_CHECK),
        fmt("format", "format files (`--check`/`--diff` only read)"),
        r("rule", "explain a rule").flags(&[opt("--output-format"), flag("--all|-h|--help")]),
        r("version", "print the version"),
    ])
    .unknown_sub(Kind::Exec)
    .hook(version_hook),
    Spec::new("rustfmt", Kind::Write, Operands::Read, "format Rust files (`--check` only reads)").hook(formatter_hook),
    manager(
        "rustup",
        "Rust toolchain installer: `show`, `toolchain list` read; install and update reach the network",
        RUSTUP_SUBS,
    )
    .flags(&[opt("--toolchain")]),
    x("scalac", "Scala compiler"),
    Spec::read("scc", "count lines of code (`-o`, `--format-multi FMT:FILE` write)").flags(SCC).hook(scc_hook),
    x("semgrep", "static analysis (`--config auto` downloads rules; may send metrics)"),
    Spec::read("shellcheck", "lint shell scripts (static: never runs them; `+RTS` options ask)")
        .hook(rts_hook)
        .flags(SHELLCHECK),
    Spec::read("shfmt", "format shell scripts (`-w` writes; otherwise prints)").flags(SHFMT),
    Spec::new("simctl", Kind::Exec, Operands::Data, "iOS simulators: `list` reads; boot, install, erase ask")
        .subs(&[
            r("list", "list devices and runtimes").flags(&[flag("-j|--json|-v|-e|-h|--help")]),
            r("help", "show help"),
        ])
        .unknown_sub(Kind::Exec),
    Spec::new(
        "sops",
        Kind::Write,
        Operands::Data,
        "encrypted secrets: `--version`, `filestatus` read; decrypting prints secrets",
    )
    .subs(&[
        Spec::new("decrypt", Kind::Read, Operands::Data, "decrypt a file").flags(SOPS_DECRYPT).hook(secret_hook),
        r("filestatus", "tell whether a file is encrypted").flags(&[opt("--input-type"), flag("-h|--help")]),
        r("--version|version", "print the version (`--check-for-updates` asks the network)")
            .flags(&[danger("--check-for-updates", Network), flag("-h|--help")]),
    ])
    .hook(sops_hook),
    x("sphinx-apidoc", "write Sphinx API stubs (imports nothing, writes .rst files)"),
    x("sphinx-quickstart", "create a Sphinx project (writes files)"),
    x("stack", "Haskell build tool"),
    x("standardrb", "Ruby linter (loads Ruby config and plugins; `--fix` writes)"),
    Spec::new(
        "starship",
        Kind::Read,
        Operands::Data,
        "prompt: `preset`, `print-config`, `init` print; `config`, `toggle` write",
    )
    .subs(&[
        r("bug-report", "print a bug report").flags(STARSHIP_FLAGS),
        r("completions", "print completions").flags(STARSHIP_FLAGS),
        r("explain", "explain the prompt").flags(STARSHIP_FLAGS),
        r("init", "print shell setup code").flags(STARSHIP_FLAGS),
        r("module|prompt|timings", "print prompt parts").flags(STARSHIP_FLAGS),
        r("preset", "print a preset (`-o` writes)")
            .flags(&[danger_opt("-o|--output", WritesValue), flag("-l|--list|-h|--help")]),
        r("print-config", "print the configuration").flags(STARSHIP_FLAGS),
        r("session", "print a session key").flags(STARSHIP_FLAGS),
    ])
    .unknown_sub(Kind::Write),
    fmt("stylua", "format Lua files (`--check` only reads)"),
    x("swift", "Swift toolchain: builds and runs packages"),
    fmt("swift-format", "format Swift files (`lint` and without `-i` only read)"),
    x("swiftc", "Swift compiler"),
    x("swiftlint", "lint Swift (`--fix` writes; runs custom rules)"),
    Spec::read("tokei", "count lines of code").flags(TOKEI),
    x("tsc", "TypeScript compiler (writes outputs; `--noEmit` still loads plugins)"),
    x("tuist", "Xcode project generator (runs manifests)"),
    x("valgrind", "run a program under instrumentation"),
    Spec::new("volta", Kind::Exec, Operands::Data, "JavaScript tool manager: `list`, `which` read")
        .subs(&[
            r("list|ls", "list tools")
                .flags(&[opt("--format"), flag("-c|--current|-d|--default|--verbose|--quiet|-h|--help")]),
            r("which", "print a tool's path").flags(&[flag("--verbose|--quiet|-h|--help")]),
        ])
        .unknown_sub(Kind::Exec)
        .hook(version_hook),
    x("wasm-tools", "WebAssembly tools (some subcommands write modules)"),
    x("wasmtime", "run WebAssembly modules"),
    x("west", "Zephyr meta-tool (runs extension commands)"),
    x("xcodegen", "generate Xcode projects (writes files)"),
    Spec::new("xcresulttool", Kind::Read, Operands::Data, "read Xcode result bundles (`export`, `merge` write)")
        .subs(&[
            r("formatDescription", "print the format").flags(XCRESULT_FLAGS),
            r("get", "print result data").flags(XCRESULT_FLAGS),
            Spec::new("metadata", Kind::Read, Operands::Data, "print metadata (`addExternalLocation` writes)")
                .subs(&[r("get", "print metadata").flags(XCRESULT_FLAGS)])
                .unknown_sub(Kind::Write),
            r("version", "print the version"),
        ])
        .unknown_sub(Kind::Write),
    Spec::new(
        "xctrace",
        Kind::Exec,
        Operands::Data,
        "Instruments CLI: `list` reads; `record` runs or attaches to programs",
    )
    .subs(&[
        r("help", "show help"),
        r("list", "list devices, templates, instruments"),
        r("version", "print the version"),
    ])
    .unknown_sub(Kind::Exec),
    x("yamllint", "lint YAML (reads config; static)"),
    x("zig", "Zig toolchain: builds and runs code"),
];

/// `tool --version` / `tool -h` only print.
pub fn version_hook(ctx: &mut Ctx) {
    let args: Vec<Option<&str>> = ctx.inv.argv.iter().skip(1).map(|a| a.value()).collect();
    let local = !args.is_empty()
        && args.iter().all(|a| {
            matches!(
                a,
                Some(
                    "--version"
                        | "-v"
                        | "-V"
                        | "version"
                        | "--help"
                        | "-h"
                        | "help"
                        | "-dumpversion"
                        | "-dumpmachine"
                        | "--print-sysroot"
                        | "-version"
                )
            )
        });
    if local {
        super::clear_effects(ctx);
    }
}

fn formatter_hook(ctx: &mut Ctx) {
    let check = ctx.inv.argv.iter().any(|a| {
        a.value().is_some_and(|v| {
            matches!(
                v,
                "--check"
                    | "--diff"
                    | "--check-only"
                    | "--list-different"
                    | "--dry-run"
                    | "lint"
                    | "--print-config"
                    | "--dump-config"
                    | "--version"
            )
        })
    });
    let inplace = ctx
        .inv
        .argv
        .iter()
        .any(|a| a.value().is_some_and(|v| v == "-i" || v == "--in-place" || v == "-w" || v == "--write"));
    let name = ctx.out.matched.first().copied().unwrap_or("");
    // clang-format, autopep8, swift-format print to stdout unless told to write in place.
    let stdout_by_default = matches!(name, "clang-format" | "autopep8" | "swift-format");
    if (stdout_by_default || check) && !inplace {
        super::clear_effects(ctx);
    }
}

/// GHC-built programs (shellcheck, hadolint, pandoc) read `+RTS ... -RTS` runtime options,
/// some of which write files (`-sFILE`, `-hT`, `-pj`).
pub fn rts_hook(ctx: &mut Ctx) {
    if ctx
        .inv
        .argv
        .iter()
        .skip(1)
        .any(|a| a.value().is_none_or(|v| v.starts_with("+RTS") || v == "--RTS" || v == "-RTS"))
    {
        ctx.effect("unknown");
        ctx.add("ask.flag", "GHC runtime options (`+RTS`) can write files", crate::report::Decision::Ask);
    }
}

/// `rustup ... --toolchain PATH` or `+PATH` runs binaries from a custom toolchain directory.
fn rustup_toolchain_hook(ctx: &mut Ctx) {
    let argv = &ctx.inv.argv;
    let custom = argv.iter().enumerate().skip(1).any(|(i, a)| {
        let v = a.value().unwrap_or("/");
        let val = if v == "--toolchain" {
            argv.get(i + 1).and_then(|n| n.value()).unwrap_or("/")
        } else {
            v.strip_prefix("--toolchain=").unwrap_or(if v.starts_with('+') { v } else { "" })
        };
        val.contains('/') || val.contains("..")
    });
    if custom {
        ctx.effect("exec");
        ctx.add("exec.flag", "a toolchain given as a path runs its binaries", crate::report::Decision::Ask);
    }
}

fn secret_hook(ctx: &mut Ctx) {
    ctx.effect("secret");
    ctx.add("read.secret", "decrypting prints secrets", crate::report::Decision::Ask);
}

/// `sops FILE` opens an editor; `sops -d`/`--decrypt` prints secrets; `-e`, `-i`, `-r` write.
fn sops_hook(ctx: &mut Ctx) {
    let args: Vec<&str> = ctx.inv.argv.iter().skip(1).map(|a| a.value().unwrap_or("$")).collect();
    if args.iter().any(|a| matches!(*a, "-d" | "--decrypt" | "--extract")) {
        secret_hook(ctx);
    }
    if args.is_empty() || args.iter().all(|a| matches!(*a, "--version" | "-v" | "--help" | "-h")) {
        super::clear_effects(ctx);
    }
}

fn operand_writes(ctx: &mut Ctx) {
    if !ctx.operands().is_empty() {
        ctx.effect("write");
        ctx.add("write.command", "an operand sets or switches a version", crate::report::Decision::Ask);
    }
}

/// `luac -p` only parses: nothing is written unless `-o` is given.
fn luac_hook(ctx: &mut Ctx) {
    if ctx.has("-p") && !ctx.has("-o") {
        super::clear_effects(ctx);
    }
}

/// `scc --format-multi "tabular:stdout,json:FILE"` writes each named file.
fn scc_hook(ctx: &mut Ctx) {
    let Some(v) = ctx.value("--format-multi").map(str::to_string) else { return };
    for item in v.split(',') {
        if let Some((_, file)) = item.split_once(':')
            && !matches!(file, "stdout" | "")
        {
            let arg = crate::resolve::Arg::lit(file, ctx.span());
            ctx.path(&arg, crate::classify::PathAccess::Write);
        }
    }
}
