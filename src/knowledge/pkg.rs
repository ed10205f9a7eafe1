//! pkg: package managers.
//!
//! Listing and inspecting installed packages reads; installing, updating and removing reach
//! the network and run package scripts (Ask). Read-only subcommands are listed per manager;
//! anything else asks.

use super::FlagEffect::*;
use super::{Flag, Kind, Operands, Spec, danger, danger_opt, flag, opt};

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

const NPM_FLAGS: &[Flag] = &[
    opt("--prefix|-C|--workspace|-w|--registry|--depth|--omit|--include|--tag|--cache"),
    danger_opt("--node-options|--script-shell|--userconfig|--globalconfig|--shell|--editor|--browser|--viewer", Exec),
];

/// An npm read verb's table: its own flags after the configuration flags every npm command
/// accepts (`--prefix`, `-w`, `--json`, log levels). Settings that name a program or another
/// configuration file run code; `--logs-dir` writes the debug log there.
macro_rules! npm_read {
    ($($f:expr),* $(,)?) => {
        &[
            danger_opt("--node-options|--script-shell|--userconfig|--globalconfig|--shell|--editor|--browser|--viewer", Exec),
            danger_opt("--logs-dir", WritesValue),
            opt("-C|--prefix|--cache|--loglevel|--registry|-w|--workspace"),
            flag("--color|-d|-g|--global|-h|--help|--include-workspace-root|--json|--no-color|--no-progress|--no-update-notifier|--offline|--prefer-offline|--prefer-online|-q|--quiet|-s|--silent|--timing|--unicode|--usage|--verbose|--workspaces|--ws"),
            $($f),*
        ]
    };
}
const NPM_LS: &[Flag] = npm_read![
    flag("-a|--all|--dev|--install-links|-l|--long|--link|--package-lock-only|-p|--parseable|--production"),
    opt("--depth|--include|--omit|--only"),
];
const NPM_PLAIN: &[Flag] = npm_read![];
const NPM_FUND: &[Flag] = npm_read![opt("--which")];
const NPM_SBOM: &[Flag] = npm_read![flag("--package-lock-only"), opt("--omit|--sbom-format|--sbom-type")];
const NPM_QUERY: &[Flag] = npm_read![flag("--package-lock-only"), opt("--expect-result-count|--expect-results")];
const NPM_CONFIG: &[Flag] = npm_read![flag("-l|--long"), opt("--location")];
const NPM_PKG: &[Flag] = npm_read![flag("-f|--force")];

/// pip's general options, accepted by every pip command. `--python` runs another
/// interpreter, `--keyring-provider subprocess` runs `keyring`; `--log` writes (the hook
/// classifies it wherever it is written).
macro_rules! pip_read {
    ($($f:expr),* $(,)?) => {
        &[
            danger_opt("--python|--keyring-provider", Exec),
            danger_opt("--log|--log-file", WritesValue),
            danger_opt("--cert|--client-cert", ReadsValue),
            opt("--cache-dir|--exists-action|--proxy|--retries|--timeout|--trusted-host|--use-deprecated|--use-feature|--resume-retries"),
            flag("--debug|--disable-pip-version-check|-h|--help|--isolated|--no-cache-dir|--no-color|--no-input|--no-python-version-warning|-q|--quiet|--require-virtualenv|-v|--verbose|-V|--version"),
            $($f),*
        ]
    };
}
/// `pip list`: `-o`/`-u` query the index (the hook asks).
const PIP_LIST: &[Flag] = pip_read![
    flag(
        "-e|--editable|--exclude-editable|--include-editable|-l|--local|--no-index|--not-required|-o|--outdated|--pre|-u|--uptodate|--user"
    ),
    opt("--exclude|--extra-index-url|-f|--find-links|--format|-i|--index-url|--path"),
];
const PIP_SHOW: &[Flag] = pip_read![flag("-f|--files")];
const PIP_FREEZE: &[Flag] = pip_read![
    danger_opt("-r|--requirement", ReadsValue),
    flag("--all|--exclude-editable|-l|--local|--user"),
    opt("--exclude|--path"),
];
const PIP_INSPECT: &[Flag] = pip_read![flag("--local|--user"), opt("--path")];
const PIP_CONFIG: &[Flag] = pip_read![danger_opt("--editor", Exec), flag("--global|--site|--user")];
const PIP_PLAIN: &[Flag] = pip_read![];

/// poetry's global options. `-C`/`--directory`/`-P`/`--project` read another project.
macro_rules! poetry_read {
    ($($f:expr),* $(,)?) => {
        &[
            opt("-C|--directory|-P|--project"),
            flag("--ansi|-h|--help|--no-ansi|--no-cache|-n|--no-interaction|--no-plugins|-q|--quiet|-v|--verbose|-V|--version"),
            $($f),*
        ]
    };
}
/// `poetry show`: `--latest`/`--outdated` query the package index.
const POETRY_SHOW: &[Flag] = poetry_read![
    danger("-l|--latest|-o|--outdated", Network),
    flag("-a|--all|--no-dev|-T|--top-level|-t|--tree|--why"),
    opt("--only|--with|--without"),
];
const POETRY_CHECK: &[Flag] = poetry_read![flag("--lock|--strict")];
/// `poetry config`: `--unset` and `--migrate` change settings (the hook also asks on a value).
const POETRY_CONFIG: &[Flag] = poetry_read![danger("--unset|--migrate", Writes), flag("--list|--local")];
const POETRY_VERSION: &[Flag] = poetry_read![flag("--dry-run|--next-phase|-s|--short")];
const POETRY_ENV_INFO: &[Flag] = poetry_read![flag("-e|--executable|-p|--path")];
const POETRY_ENV_LIST: &[Flag] = poetry_read![flag("--full-path")];
const POETRY_PLAIN: &[Flag] = poetry_read![];

/// conda's common options.
macro_rules! conda_read {
    ($($f:expr),* $(,)?) => {
        &[
            flag("--console|--debug|-h|--help|--json|--no-plugins|--offline|-q|--quiet|-v|--verbose"),
            $($f),*
        ]
    };
}
const CONDA_INFO: &[Flag] = conda_read![flag("-a|--all|--base|-e|--envs|-s|--system|--unsafe-channels")];
/// `conda config`: the setters write (the hook asks unless a reading flag is used).
const CONDA_CONFIG: &[Flag] = conda_read![
    danger("--add|--append|--prepend|--remove|--remove-key|--set|--stdin|--write-default", Writes),
    danger_opt("--file", ReadsValue),
    flag("--describe|--env|--get|--show|--show-sources|--system|--validate"),
];
const CONDA_LIST: &[Flag] = conda_read![
    flag(
        "-c|--canonical|-e|--export|--explicit|-f|--full-name|--md5|--no-pip|--reverse|--revisions|--sha256|--show-channel-urls"
    ),
    opt("--fields|-n|--name|-p|--prefix"),
];
const CONDA_COMPARE: &[Flag] = conda_read![opt("-n|--name|-p|--prefix")];
const CONDA_ENV_LIST: &[Flag] = conda_read![];
/// `conda env export`: `-f` writes (the hook asks).
const CONDA_ENV_EXPORT: &[Flag] = conda_read![
    danger_opt("-f|--file", WritesValue),
    flag("--from-history|--ignore-channels|--no-builds|--override-channels"),
    opt("-c|--channel|--format|-n|--name|-p|--prefix"),
];

/// uv's global options. `-p`/`--python` runs that interpreter to inspect it.
macro_rules! uv_read {
    ($($f:expr),* $(,)?) => {
        &[
            danger_opt("-p|--python", Exec),
            danger_opt("--config-file", ReadsValue),
            opt("--allow-insecure-host|--cache-dir|--color|--directory|--project"),
            flag("-h|--help|--managed-python|-n|--no-cache|--no-config|--no-managed-python|--no-progress|--no-python-downloads|--native-tls|--offline|-q|--quiet|-v|--verbose|-V|--version"),
            $($f),*
        ]
    };
}
/// `uv tree` and `uv pip tree`: `--outdated` queries the index.
const UV_TREE: &[Flag] = uv_read![
    danger("--outdated", Network),
    flag(
        "--all-groups|--frozen|--invert|--locked|--no-default-groups|--no-dedupe|--no-dev|--only-dev|--only-group|--show-sizes|--strict|--system|--universal"
    ),
    opt("-d|--depth|--group|--no-group|--package|--prune|--python-platform|--python-version|--script"),
];
/// `uv pip list|show|freeze|check`: `--outdated` queries the index.
const UV_PIP_READ: &[Flag] = uv_read![
    danger("--outdated", Network),
    flag("-e|--editable|--exclude-editable|--files|--strict|--system"),
    opt("--exclude|--format|--prefix|--target"),
];
/// `uv version`: `--bump` and a value set it (the hook asks).
const UV_VERSION: &[Flag] =
    uv_read![flag("--dry-run|--frozen|--locked|--no-sync|--short"), opt("--bump|--output-format|--package"),];
const UV_PYTHON_READ: &[Flag] = uv_read![
    flag("--all-arches|--all-platforms|--all-versions|--bin|--only-downloads|--only-installed|--show-urls|--system"),
    opt("--output-format|--script"),
];
const UV_TOOL_READ: &[Flag] = uv_read![flag("--bin|--show-extras|--show-paths|--show-version-specifiers|--show-with")];

/// rpm: query, verify and signature-check options. The hook asks on the ones that install,
/// erase or change the database, and on macro definitions and other configurations (macros
/// can run shell code); they are listed so their values parse.
const RPM_FLAGS: &[Flag] = &[
    opt(
        "-D|--define|-E|--eval|--dbpath|--excludepath|--load|--macros|--pipe|--predefine|--prefix|--qf|--queryformat|--rcfile|--relocate|--root|--target|--undefine",
    ),
    flag(
        "-?|-a|--all|-A|--addsign|--allfiles|--artifactfiles|--badreloc|-c|--changelog|--changes|--checksig|--configfiles|--conflicts|-d|--delsign|--docfiles|--dump|--dupes|-e|--enhances|--erase|--excludedocs|-F|-f|--file|--filecaps|--fileclass|--filecolor|--fileprovide|--filerequire|--filesbypkg|--filetriggers|--force|--freshen|-g|--group|-h|--hash|--help|-i|--ignorearch|--ignoreos|--ignoresize|--import|--info|--initdb|--install|-K|-L|-l|--last|--licensefiles|--list|--noartifact|--nocaps|--noconfig|--nocontexts|--nodeps|--nodigest|--nofiledigest|--nofiles|--noghost|--nogroup|--nolinkto|--nomanifest|--nomd5|--nomode|--nomtime|--nordev|--noscripts|--nosignature|--nosize|--notriggers|--nouser|--obsoletes|--oldpackage|-p|--package|--percent|--provides|-q|--query|--querytags|--quiet|-R|--rebuilddb|--recommends|--reinstall|--replacefiles|--replacepkgs|--requires|--resign|--restore|-s|--scripts|--setperms|--setugids|--showrc|--state|--suggests|--supplements|--test|--triggers|--triggerscripts|-U|--upgrade|--usage|-V|-v|--verify|--version|--whatconflicts|--whatenhances|--whatobsoletes|--whatprovides|--whatrecommends|--whatrequires|--whatsuggests|--whatsupplements|--xml",
    ),
];
/// dpkg-query (Debian): every option reads the package database.
const DPKG_QUERY_FLAGS: &[Flag] = &[
    opt("--admindir|--root|-f|--showformat"),
    flag(
        "-c|--control-path|--control-list|--control-show|-h|--help|-L|--listfiles|-l|--list|--load-avail|--no-pager|-p|--print-avail|-S|--search|-s|--status|--version|-W|--show",
    ),
];
/// pkg-config and pkgconf: `--log-file` writes.
const PKG_CONFIG_FLAGS: &[Flag] = &[
    danger_opt("--log-file", WritesValue),
    opt(
        "--atleast-pkgconfig-version|--atleast-version|--define-variable|--exact-version|--fragment-filter|--max-version|--maximum-traverse-depth|--personality|--prefix-variable|--relocate|--variable|--with-path",
    ),
    flag(
        "-?|--about|--cflags|--cflags-only-I|--cflags-only-other|--debug|--define-prefix|--digraph|--dont-define-prefix|--dont-relocate-paths|--dump-personality|--env-only|--errors-to-stdout|--exists|--help|--ignore-conflicts|--internal-cflags|--keep-system-cflags|--keep-system-libs|--libs|--libs-only-L|--libs-only-l|--libs-only-other|--list-all|--list-package-names|--modversion|--msvc-syntax|--no-cache|--no-provides|--no-uninstalled|--path|--print-errors|--print-provides|--print-requires|--print-requires-private|--print-variables|--pure|--short-errors|--shared|--silence-errors|--simulate|--static|--uninstalled|--usage|--validate|--version",
    ),
];
/// Homebrew's read commands (`info`, `list`, `deps`, `desc`, `uses`, `leaves`, ...), one
/// union: `--github` and `deps --graph` open a browser, `info --fetch-manifest` downloads.
const BREW_READ: &[Flag] = &[
    danger("--github|--graph", Exec),
    danger("--fetch-manifest", Network),
    opt("--arch|--bottle-tag|--category|--command|--days|--hide|--os|--shell"),
    flag(
        "-1|--HEAD|--analytics|--annotate|--built-from-source|--cask|--casks|--compact|-d|--debug|--description|--direct|--dot|--eval-all|--for-each|--force-bottle|--formula|--formulae|--full-name|-h|--help|--include-aliases|--include-build|--include-optional|--include-requirements|--include-test|--installed|--installed-as-dependency|--installed-on-request|--json|-l|--list-checks|--missing|--multiple|-n|--name|-p|--pinned|--plain|--poured-from-bottle|--prune|-q|--quiet|-r|--recursive|-s|--search|--skip-recommended|-t|--topological|--tree|--unbrewed|--union|-v|--variations|--verbose|--versions",
    ),
];
/// `brew log`: git log's options (`-n` takes a count here).
const BREW_LOG: &[Flag] = &[
    opt("-n|--max-count"),
    flag("-1|--cask|-d|--debug|--formula|-h|--help|--oneline|-p|--patch|-q|--quiet|--stat|-v|--verbose"),
];
/// apt's read verbs (`list`, `search`, `show`, `policy`).
const APT_READ: &[Flag] = &[
    danger_opt("-c|--config-file", ReadsValue),
    opt("-o|--option|-t|--target-release"),
    flag(
        "-a|--all-versions|--full|-h|--help|-i|--installed|--manual-installed|--names-only|-q|--quiet|-u|--show-upgraded|--upgradable|--upgradeable|-v|--version|--with-source",
    ),
];
/// apt-cache: `-p`/`-s` name the caches it reads (and `gencaches` writes, as root).
const APT_CACHE_FLAGS: &[Flag] = &[
    danger_opt("-c|--config-file", ReadsValue),
    opt("-o|--option|-p|--pkg-cache|-s|--src-cache"),
    flag(
        "-a|--all-versions|--all-names|-f|--full|-g|--generate|-h|--help|-i|--important|--installed|-n|--names-only|--no-all-versions|--no-breaks|--no-conflicts|--no-depends|--no-enhances|--no-generate|--no-pre-depends|--no-recommends|--no-replaces|--no-suggests|-q|--quiet|--recurse|-v|--version",
    ),
];
/// apk's read verbs (`info`, `list`, `search`, `policy`): `-U` refreshes the index.
const APK_READ: &[Flag] = &[
    danger("-U|--update-cache", Network),
    opt("--arch|--cache-dir|--keys-dir|-p|--repositories-file|--root|-X|--repository|--wait"),
    flag(
        "-a|--all|--allow-untrusted|--available|-d|--depends|--description|-e|--exact|--has-origin|-h|--help|-I|--installed|-i|--install-if|-L|--contents|--license|--no-cache|--no-network|--no-progress|-O|--orphaned|-o|--origin|-P|--provides|--providers|-q|--quiet|-R|-r|--rdepends|--replaces|--rinstall-if|-s|--size|-t|--triggers|-u|--upgradable|-V|-v|--verbose|--version|-W|--who-owns|-w|--webpage",
    ),
];
/// yum and dnf read verbs (`list`, `info`, `search`, `repolist`, `repoquery`, `provides`).
const DNF_READ: &[Flag] = &[
    danger_opt("-c|--config", ReadsValue),
    opt(
        "--advisory|--arch|--color|-d|--debuglevel|--disableplugin|--disablerepo|-e|--errorlevel|--enableplugin|--enablerepo|-f|--file|--forcearch|--installroot|--latest-limit|--qf|--queryformat|--releasever|--repo|--repoid|--setopt|--whatconflicts|--whatdepends|--whatenhances|--whatobsoletes|--whatprovides|--whatrecommends|--whatrequires|--whatsuggests|--whatsupplements|-x|--exclude",
    ),
    flag(
        "-a|--all|--alldeps|--autoremove|--available|--best|--bugfix|-C|--cacheonly|--changelogs|--conflicts|--depends|--deplist|--disabled|--duplicates|--enabled|--enhances|--envra|--exactdeps|--extras|-h|--help|-i|--info|--installed|-l|--list|--leaves|--location|--nevra|--nobest|--nogpgcheck|--noplugins|--nvr|--obsoletes|--provides|-q|--quiet|--querytags|--recent|--recommends|--recursive|--requires|--resolve|--security|--showduplicates|--source|--srpm|--suggests|--supplements|--tree|--unneeded|--upgrades|--userinstalled|-v|--verbose|-y|--assumeyes",
    ),
];
/// Bundler's read verbs.
const BUNDLE_READ: &[Flag] = &[
    opt("--gemfile|--only-group|--path|-r|--retry|--without-group"),
    flag("--dry-run|-h|--help|--name-only|--no-color|--parseable|--paths|--quiet|--ruby|-V|--verbose"),
];
/// gem's read verbs: `-r`/`--remote`/`-b`/`--both` query rubygems.org; `-v` is a version.
const GEM_READ: &[Flag] = &[
    danger("-r|--remote|-b|--both|-u|--update-sources", Network),
    danger_opt("--config-file", ReadsValue),
    opt("-B|--bulk-threshold|-p|--http-proxy|--platform|-s|--source|--spec-dir|-v|--version"),
    flag(
        "-a|--all|--backtrace|--clear-sources|--debug|-d|--details|-e|--exact|-g|--gems-first|-h|--help|-I|-i|--installed|-l|--local|--lib-only|--marshal|--no-prefix|--norc|--pipe|--prefix|--prerelease|-q|--quiet|-R|--reverse-dependencies|--ruby|--show-install-dir|--silent|-V|--verbose|--versions|--yaml",
    ),
];
/// pnpm's read verbs (`list`, `why`, `licenses`, `root`, `config get`, `store path`).
const PNPM_READ: &[Flag] = &[
    opt("-C|--dir|--depth|--filter|--location|--reporter"),
    flag(
        "--color|-D|--dev|--exclude-peers|-g|--global|-h|--help|--json|--lockfile-only|--long|--no-color|--no-optional|--only-projects|--parseable|-P|--prod|-r|--recursive|-s|--silent|-w|--workspace-root",
    ),
];
/// yarn's read verbs (`list`, `why`, `licenses`, `config get`, `explain`).
const YARN_READ: &[Flag] = &[
    opt("--cwd|--depth|--pattern"),
    flag("-h|--help|--json|--no-progress|--non-interactive|--offline|-P|--peers|-R|--recursive|-s|--silent|--verbose"),
];
/// The read verbs of the other system package managers (Chocolatey, Flatpak, MacPorts,
/// snap, winget, zypper, pipx, mas): output-shaping options only, one union per tool.
const CHOCO_READ: &[Flag] = &[
    opt("--id|--page|--page-size|-s|--source|--version"),
    flag(
        "-a|--all-versions|--by-id-only|-e|--exact|-h|--help|--id-only|--include-programs|-l|--local-only|--limit-output|--pre|--prerelease|-r|-v|--verbose",
    ),
];
const FLATPAK_READ: &[Flag] = &[
    opt("--arch|--columns|--installation|--ostree-verbose|--app-runtime"),
    flag(
        "-a|--all|--app|-c|--commit|-d|--show-details|--file-access|-h|--help|-m|--show-metadata|-o|--show-origin|-r|--show-ref|--runtime|-s|--show-size|--show-disabled|--show-extensions|--show-location|--show-permissions|--show-runtime|--show-sdk|--system|--user|-v|--verbose",
    ),
];
const PORT_READ: &[Flag] = &[
    opt("--index|--line"),
    flag(
        "-d|--depends|--description|--exact|--glob|--fullname|--long_description|--maintainer|--name|--pretty|-q|--regex|-v|--variants|--version",
    ),
];
const SNAP_READ: &[Flag] = &[opt("--color|--unicode"), flag("--abs-time|--all|-h|--help|--verbose")];
const WINGET_READ: &[Flag] = &[
    opt("--count|--id|--moniker|--name|-q|--query|-s|--source|--tag|--command|--scope"),
    flag("-e|--exact|-h|--help|--include-unknown|--upgrade-available|-?"),
];
/// zypper: `repos --export FILE` writes the repository list.
const ZYPPER_READ: &[Flag] = &[
    danger_opt("-e|--export", WritesValue),
    opt("-r|--repo|-t|--type"),
    flag(
        "-A|--sort-by-alias|-d|--search-descriptions|-E|--show-enabled-only|-h|--help|-i|--installed-only|--match-exact|--match-substrings|--match-words|-N|--sort-by-name|-n|--name|--orphaned|-P|--sort-by-priority|-p|--priority|--provides|--recommends|--requires|-s|--details|--suggests|-U|--sort-by-uri|-u|--uri|--uninstalled-only|--unneeded|-v|--verbose|-x|--xmlout",
    ),
];
/// pipx's read verbs: `environment --value NAME`, `list --json`.
const PIPX_READ: &[Flag] = &[
    opt("--value"),
    flag("--global|-h|--help|--include-injected|--json|--quiet|--short|--skip-maintenance|-v|--verbose"),
];
const MAS_READ: &[Flag] = &[flag("-h|--help")];

const NPM_SUBS: &[Spec] = &[
    n(
        "access|adduser|login|logout|owner|ping|publish|unpublish|deprecate|dist-tag|star|stars|team|token|whoami|org|hook|profile|search|s|find|docs|home|bugs|repo|issues|audit",
        "registry and account verbs (network)",
    ),
    w(
        "cache|link|ln|pack|version|dedupe|ddp|prune|shrinkwrap|set|init|create|edit|rebuild|rb|uninstall-all",
        "verbs that write files or settings",
    ),
    x("ci", "clean install: downloads and runs install scripts"),
    r("completion", "print a completion script").flags(NPM_PLAIN),
    n("doctor", "check the environment (pings the registry)"),
    r("fund", "list funding URLs").flags(NPM_FUND),
    r("help|help-search", "show help").flags(NPM_PLAIN),
    r("query", "query dependencies with selectors").flags(NPM_QUERY),
    r("sbom", "print a software bill of materials").flags(NPM_SBOM),
    r("config", "print configuration (`set`, `delete`, `edit` write)").flags(NPM_CONFIG).hook(pm_config_hook),
    r("explain|why", "explain why a package is installed").flags(NPM_LS),
    x("exec|x", "run a package binary (may download it)"),
    x("install|i|add|isntall", "install packages: downloads and runs install scripts"),
    r("list|ls|la|ll", "list installed packages").flags(NPM_LS),
    n("outdated", "check the registry for newer versions"),
    r("pkg", "print package.json fields (`set`, `delete`, `fix` write)").flags(NPM_PKG).hook(pm_config_hook),
    r("prefix", "print the prefix").flags(NPM_PLAIN),
    r("root", "print node_modules location").flags(NPM_PLAIN),
    x("run|run-script", "run a package script"),
    x("start", "run the start script"),
    x("test|t|tst", "run the test script"),
    w("uninstall|remove|rm|r|un|unlink", "remove packages"),
    x("update|up|upgrade", "update packages"),
    n("view|info|show|v", "show registry data about a package"),
];

const BUNDLE_SUBS: &[Spec] = &[
    r("check", "check dependencies are installed").flags(BUNDLE_READ),
    r("config", "print configuration (`set`, `unset` and `NAME VALUE` write)")
        .flags(BUNDLE_READ)
        .hook(bundle_config_hook),
    r("doctor", "check for problems").flags(BUNDLE_READ),
    x("exec", "run a command in the bundle"),
    r("help", "show help").flags(BUNDLE_READ),
    r("info", "show a gem's details").flags(BUNDLE_READ),
    x(
        "install|update|add|remove|lock|binstubs|clean|package|cache|init|gem|pristine",
        "change the bundle (downloads, runs code)",
    ),
    r("list", "list gems in the bundle").flags(BUNDLE_READ),
    n("outdated", "check the registry for newer versions"),
    r("platform", "print platform information").flags(BUNDLE_READ),
    r("show", "show a gem's path").flags(BUNDLE_READ),
    r("version", "print the version").flags(BUNDLE_READ),
];
const PNPM_SUBS: &[Spec] = &[
    n("audit", "check the registry for advisories"),
    r("config", "print configuration (`set`, `delete` write)").flags(PNPM_READ).hook(pm_config_hook),
    x("exec|dlx|create", "run a package binary (may download it)"),
    x(
        "install|i|add|update|up|remove|rm|uninstall|link|unlink|import|rebuild|prune|patch|patch-commit",
        "change node_modules (downloads, runs scripts)",
    ),
    r("licenses", "list licenses of dependencies").flags(PNPM_READ),
    r("list|ls|ll|la", "list packages").flags(PNPM_READ),
    n("outdated", "check the registry for newer versions"),
    r("root", "print node_modules location").flags(PNPM_READ),
    x("run|start|test|t", "run a package script"),
    Spec::new("store", Kind::Read, Operands::Data, "the package store (`status`, `path` read; `add`, `prune` write)")
        .subs(&[r("path", "print the store path").flags(PNPM_READ), r("status", "check the store").flags(PNPM_READ)])
        .unknown_sub(Kind::Write),
    n("view|info|show|v", "show registry data"),
    r("why", "explain a dependency").flags(PNPM_READ),
];
const YARN_SUBS: &[Spec] = &[
    n("audit|npm", "query the registry"),
    r("config", "print configuration (`set`, `unset` write)").flags(YARN_READ).hook(pm_config_hook),
    x("dlx|exec|create|node", "run a binary or script"),
    r("explain", "explain a peer requirement").flags(YARN_READ),
    n("info", "show package details (queries the registry)"),
    x(
        "install|add|remove|up|upgrade|link|unlink|import|rebuild|patch|set|plugin|cache|workspaces|workspace",
        "change dependencies or settings (downloads, runs scripts)",
    ),
    r("licenses", "list licenses").flags(YARN_READ),
    r("list", "list packages").flags(YARN_READ),
    n("outdated|upgrade-interactive", "check the registry for newer versions"),
    x("run|start|test", "run a package script"),
    r("why", "explain a dependency").flags(YARN_READ),
];
const CONDA_SUBS: &[Spec] = &[
    r("compare", "compare environments").flags(CONDA_COMPARE),
    r("config", "print configuration (`--show`, `--get` read; setting writes)")
        .flags(CONDA_CONFIG)
        .hook(conda_config_hook),
    x(
        "create|install|remove|uninstall|update|upgrade|clean|init|run|build|develop|rename",
        "change environments (downloads, runs scripts)",
    ),
    Spec::new("env", Kind::Exec, Operands::Data, "manage environments (`list`, `export` read)")
        .subs(&[
            r("export", "print an environment spec (`-f` writes)").flags(CONDA_ENV_EXPORT).hook(conda_export_hook),
            r("list", "list environments").flags(CONDA_ENV_LIST),
        ])
        .unknown_sub(Kind::Exec),
    r("info", "show information").flags(CONDA_INFO),
    r("list", "list packages").flags(CONDA_LIST),
    n("search", "search channels"),
];
const POETRY_SUBS: &[Spec] = &[
    r("about", "show information").flags(POETRY_PLAIN),
    r("check", "validate pyproject.toml").flags(POETRY_CHECK),
    r("config", "print configuration (setting writes)").flags(POETRY_CONFIG).hook(operand_value_writes),
    x("add|install|remove|update|lock|build|publish|run|shell|init|new|self|source", "change the project or run code"),
    Spec::new("env", Kind::Read, Operands::Data, "show environment information (`use`, `remove` change it)")
        .subs(&[
            r("activate", "print the activation command").flags(POETRY_PLAIN),
            r("info", "show the environment").flags(POETRY_ENV_INFO),
            r("list", "list environments").flags(POETRY_ENV_LIST),
        ])
        .unknown_sub(Kind::Write),
    r("search", "search the index").flags(POETRY_PLAIN),
    r("show", "show packages").flags(POETRY_SHOW),
    r("version", "print the project version (an operand bumps it)").flags(POETRY_VERSION).hook(any_operand_writes),
];
const UV_SUBS: &[Spec] = &[
    x("add|remove|sync|lock|run|init|build|publish|venv|export", "change the project or run code"),
    x("cache", "manage the cache"),
    Spec::new("pip", Kind::Exec, Operands::Data, "pip interface (`list`, `show`, `freeze` read)")
        .subs(&[
            r("check", "check dependencies").flags(UV_PIP_READ),
            r("freeze", "list packages").flags(UV_PIP_READ),
            r("list", "list packages").flags(UV_PIP_READ),
            r("show", "show a package").flags(UV_PIP_READ),
            r("tree", "print the dependency tree").flags(UV_TREE),
        ])
        .unknown_sub(Kind::Exec),
    Spec::new("python", Kind::Exec, Operands::Data, "manage Python versions (`list`, `find`, `dir` read)")
        .subs(&[
            r("dir", "print the install directory").flags(UV_PYTHON_READ),
            r("find", "find an installed Python").flags(UV_PYTHON_READ),
            r("list", "list Python versions").flags(UV_PYTHON_READ),
        ])
        .unknown_sub(Kind::Exec),
    Spec::new("tool", Kind::Exec, Operands::Data, "manage tools (`list`, `dir` read)")
        .subs(&[
            r("dir", "print the tools directory").flags(UV_TOOL_READ),
            r("list", "list installed tools").flags(UV_TOOL_READ),
        ])
        .unknown_sub(Kind::Exec),
    r("tree", "print the dependency tree (resolves and locks unless `--frozen`)").flags(UV_TREE).hook(uv_tree_hook),
    r("version", "print the project version (an operand or `--bump` sets it)").flags(UV_VERSION).hook(uv_version_hook),
];

/// Sorted by name.
pub const COMMANDS: &[Spec] = &[
    Spec::new("apk", Kind::Privilege, Operands::Data, "Alpine package manager (`info`, `search`, `list` read)")
        .subs(&[r("info", "show installed packages").flags(APK_READ), r("list", "list packages").flags(APK_READ), r("policy", "show repository policy").flags(APK_READ), r("search", "search packages").flags(APK_READ)])
        .unknown_sub(Kind::Privilege),
    Spec::new("apt", Kind::Privilege, Operands::Data, "Debian package manager (install/remove change the system)")
        .subs(&[
            r("list", "list packages").flags(APT_READ),
            r("policy", "show package versions and sources").flags(APT_READ),
            r("search", "search package lists").flags(APT_READ),
            r("show", "show package details").flags(APT_READ),
        ])
        .unknown_sub(Kind::Privilege),
    Spec::new("apt-cache", Kind::Read, Operands::Data, "query the package cache").flags(APT_CACHE_FLAGS),
    Spec::new("apt-get", Kind::Privilege, Operands::Data, "Debian package manager (install/remove change the system)"),
    Spec::new("brew", Kind::Network, Operands::Data, "Homebrew (list/info read; install changes the system)")
        .hook(brew_hook)
        .subs(&[
            r("--prefix", "print the prefix").flags(BREW_READ),
            r("config", "print configuration").flags(BREW_READ),
            r("deps", "list dependencies").flags(BREW_READ),
            r("info", "show formula details").flags(BREW_READ),
            r("analytics", "show the analytics setting (`on`/`off` change it)").flags(BREW_READ).hook(super::system::operand_sets_hook),
            r("list|ls", "list installed formulae").flags(BREW_READ),
            n("search", "search formulae (queries GitHub)"),
            r("--cache|--cellar|--repository|--repo|--env|shellenv|commands|casks|formulae|leaves|desc|cat|uses|tap-info|missing|options|doctor|dr|--version", "print local information").flags(BREW_READ),
            r("log", "show a formula's git history").flags(BREW_LOG),
            n("outdated", "check for newer versions"),
        ])
        .unknown_sub(Kind::Network),
    Spec::new("bundle", Kind::Exec, Operands::Data, "Ruby Bundler: `list`, `show`, `check` read; install and exec run code").subs(BUNDLE_SUBS).unknown_sub(Kind::Exec).hook(crate::knowledge::lang::version_hook),
    Spec::new("bundler", Kind::Exec, Operands::Data, "Ruby Bundler (long name)").subs(BUNDLE_SUBS).unknown_sub(Kind::Exec),
    x("bunx", "run a package binary with Bun (may download it)"),
    Spec::new("cargo-binstall", Kind::Exec, Operands::Data, "install Rust binaries (downloads them)"),
    Spec::new("choco", Kind::Privilege, Operands::Data, "Chocolatey (`list`, `search`, `info` read)")
        .subs(&[r("info", "show a package").flags(CHOCO_READ), r("list", "list packages").flags(CHOCO_READ), n("outdated", "check for newer versions"), n("search|find", "search packages")])
        .unknown_sub(Kind::Privilege),
    Spec::new("conda", Kind::Exec, Operands::Data, "conda: `list`, `info` read; create and install run scripts").subs(CONDA_SUBS).unknown_sub(Kind::Exec).hook(crate::knowledge::lang::version_hook),
    x("corepack", "manage package manager versions (downloads them)"),
    x("cpan", "Perl module installer"),
    x("cpanm", "Perl module installer"),
    Spec::new("dnf", Kind::Privilege, Operands::Data, "Fedora package manager (`list`, `info`, `search` read)")
        .flags(DNF_READ)
        .subs(&[r("info", "show packages (refreshes metadata unless `-C`)").flags(DNF_READ).hook(dnf_metadata_hook), r("list", "list packages (refreshes metadata unless `-C`)").flags(DNF_READ).hook(dnf_metadata_hook), r("provides|whatprovides", "find providers (refreshes metadata unless `-C`)").flags(DNF_READ).hook(dnf_metadata_hook), r("repolist", "list repositories (refreshes metadata unless `-C`)").flags(DNF_READ).hook(dnf_metadata_hook), r("repoquery", "query repositories (refreshes metadata unless `-C`)").flags(DNF_READ).hook(dnf_metadata_hook), r("search", "search packages (refreshes metadata unless `-C`)").flags(DNF_READ).hook(dnf_metadata_hook)])
        .unknown_sub(Kind::Privilege),
    Spec::new("dpkg", Kind::Privilege, Operands::Data, "Debian package tool (`-l`, `-L`, `-s` read)").hook(dpkg_hook),
    Spec::new("dpkg-query", Kind::Read, Operands::Data, "query installed packages").flags(DPKG_QUERY_FLAGS),
    Spec::new("flatpak", Kind::Privilege, Operands::Data, "Flatpak (`list`, `info`, `search` read)")
        .subs(&[r("info", "show an app").flags(FLATPAK_READ), r("list", "list installed apps").flags(FLATPAK_READ), r("remotes", "list remotes").flags(FLATPAK_READ), n("search", "search remotes")])
        .unknown_sub(Kind::Privilege),
    Spec::new("gem", Kind::Network, Operands::Data, "RubyGems (list reads; install downloads and runs code)")
        .subs(&[
            r("contents", "list a gem's files").flags(GEM_READ),
            r("dependency|dep", "list dependencies").flags(GEM_READ),
            r("env|environment", "show environment").flags(GEM_READ),
            r("help", "show help").flags(GEM_READ),
            r("info", "show a gem's details").flags(GEM_READ),
            r("list", "list installed gems").flags(GEM_READ),
            n("outdated", "check for newer versions"),
            n("search", "search the registry"),
            r("specification|spec", "print a gemspec").flags(GEM_READ),
            r("which", "find a gem's file").flags(GEM_READ),
        ])
        .unknown_sub(Kind::Exec),
    x("hatch", "Python project manager (runs code in environments)"),
    Spec::new("mamba", Kind::Exec, Operands::Data, "conda-compatible package manager").subs(CONDA_SUBS).unknown_sub(Kind::Exec).hook(crate::knowledge::lang::version_hook),
    Spec::new("mas", Kind::Network, Operands::Data, "Mac App Store CLI (`list` reads)").subs(&[r("list", "list installed apps").flags(MAS_READ)]).unknown_sub(Kind::Network),
    Spec::new("micromamba", Kind::Exec, Operands::Data, "conda-compatible package manager").subs(CONDA_SUBS).unknown_sub(Kind::Exec),
    Spec::new("nix", Kind::Exec, Operands::Data, "Nix: builds and runs derivations (`--version` reads)").hook(crate::knowledge::lang::version_hook),
    Spec::new("nix-env", Kind::Exec, Operands::Data, "Nix user environments (`-q` reads)").hook(nix_env_hook),
    Spec::new("npm", Kind::Exec, Operands::Data, "Node package manager: decided per subcommand")
        .flags(NPM_FLAGS)
        .hook(npm_hook)
        .subs(NPM_SUBS)
        .unknown_sub(Kind::Exec),
    Spec::new("pacman", Kind::Privilege, Operands::Data, "Arch package manager (`-Q`, `-Ss`, `-Si` read)").hook(pacman_hook),
    x("pdm", "Python project manager (runs code)"),
    Spec::new("pip", Kind::Exec, Operands::Data, "Python package installer: list/show/freeze read")
        .flags(PIP_PLAIN)
        .hook(pip_hook)
        .subs(PIP_SUBS)
        .unknown_sub(Kind::Exec),
    x("pip-compile", "resolve and pin Python requirements (writes a lock file)"),
    Spec::new("pip3", Kind::Exec, Operands::Data, "Python package installer: list/show/freeze read")
        .flags(PIP_PLAIN)
        .hook(pip_hook)
        .subs(PIP_SUBS)
        .unknown_sub(Kind::Exec),
    x("pipenv", "Python virtualenv and package manager"),
    Spec::new("pipx", Kind::Exec, Operands::Data, "install and run Python apps (`list` reads)").subs(&[r("environment", "print environment").flags(PIPX_READ), r("list", "list installed apps").flags(PIPX_READ)]).unknown_sub(Kind::Exec),
    Spec::new("pkg-config", Kind::Read, Operands::Data, "print compiler flags of installed libraries").flags(PKG_CONFIG_FLAGS),
    Spec::new("pnpm", Kind::Exec, Operands::Data, "pnpm: list reads; install runs scripts")
        .subs(PNPM_SUBS)
        .unknown_sub(Kind::Exec),
    Spec::new("poetry", Kind::Exec, Operands::Data, "Python project manager: `show`, `check` read; install and run execute code").subs(POETRY_SUBS).unknown_sub(Kind::Exec).hook(crate::knowledge::lang::version_hook),
    Spec::new("port", Kind::Privilege, Operands::Data, "MacPorts (`installed`, `info`, `search` read)")
        .subs(&[r("contents", "list a port's files").flags(PORT_READ), r("deps", "list dependencies").flags(PORT_READ), r("echo", "list ports").flags(PORT_READ), r("info", "show a port").flags(PORT_READ), r("installed", "list installed ports").flags(PORT_READ), r("list", "list ports").flags(PORT_READ), r("outdated", "list outdated ports").flags(PORT_READ), r("search", "search ports").flags(PORT_READ)])
        .unknown_sub(Kind::Privilege),
    Spec::new("rpm", Kind::Read, Operands::Data, "RPM package tool (queries read; -i/-U/-e change the system)")
        .flags(RPM_FLAGS)
        .hook(rpm_hook),
    x("rye", "Python project manager (runs code)"),
    Spec::new("snap", Kind::Privilege, Operands::Data, "snap packages (`list`, `info`, `find` read)")
        .subs(&[n("find|search", "search the store"), n("info", "show a snap"), r("list", "list installed snaps").flags(SNAP_READ), r("services", "list services").flags(SNAP_READ), r("version", "print versions").flags(SNAP_READ)])
        .unknown_sub(Kind::Privilege),
    Spec::new("uv", Kind::Exec, Operands::Data, "Python project manager: `pip list`, `tree`, `python list` read; sync, run, add ask").subs(UV_SUBS).unknown_sub(Kind::Exec).hook(crate::knowledge::lang::version_hook),
    Spec::new("winget", Kind::Privilege, Operands::Data, "Windows package manager (`list`, `search`, `show` read)")
        .subs(&[r("list", "list installed packages").flags(WINGET_READ), n("search|show", "query sources")])
        .unknown_sub(Kind::Privilege),
    Spec::new("yarn", Kind::Exec, Operands::Data, "Yarn: list/why read; install runs scripts")
        .subs(YARN_SUBS)
        .unknown_sub(Kind::Exec),
    Spec::new("yum", Kind::Privilege, Operands::Data, "RHEL package manager (`list`, `info`, `search` read)")
        .flags(DNF_READ)
        .subs(&[r("info", "show packages (refreshes metadata unless `-C`)").flags(DNF_READ).hook(dnf_metadata_hook), r("list", "list packages (refreshes metadata unless `-C`)").flags(DNF_READ).hook(dnf_metadata_hook), r("provides|whatprovides", "find providers (refreshes metadata unless `-C`)").flags(DNF_READ).hook(dnf_metadata_hook), r("repolist", "list repositories (refreshes metadata unless `-C`)").flags(DNF_READ).hook(dnf_metadata_hook), r("search", "search packages (refreshes metadata unless `-C`)").flags(DNF_READ).hook(dnf_metadata_hook)])
        .unknown_sub(Kind::Privilege),
    Spec::new("zypper", Kind::Privilege, Operands::Data, "openSUSE package manager (`search`, `info`, `packages` read)")
        .subs(&[r("info|if", "show packages").flags(ZYPPER_READ), r("packages|pa", "list packages").flags(ZYPPER_READ), r("repos|lr", "list repositories").flags(ZYPPER_READ), r("search|se", "search packages").flags(ZYPPER_READ)])
        .unknown_sub(Kind::Privilege),
];

const PIP_SUBS: &[Spec] = &[
    r("check", "verify installed packages").flags(PIP_PLAIN),
    r("config", "show configuration (`list`, `get`, `debug` read; `set`, `unset`, `edit` write)")
        .flags(PIP_CONFIG)
        .hook(pip_config_hook),
    n("download", "download packages"),
    r("freeze", "list installed packages").flags(PIP_FREEZE),
    r("help", "show help").flags(PIP_PLAIN),
    n("index", "query the package index"),
    x("install", "install packages: downloads and runs build code"),
    r("inspect", "inspect the environment").flags(PIP_INSPECT),
    r("list", "list installed packages (`-o`, `-u` query the index)").flags(PIP_LIST).hook(pip_list_hook),
    r("show", "show package details").flags(PIP_SHOW),
    w("uninstall", "remove packages"),
];

/// pip's global `--log FILE` appends to any file, wherever it is written; `--version` reads.
fn pip_hook(ctx: &mut crate::classify::Ctx) {
    if ctx.out.matched.len() == 1 {
        crate::knowledge::lang::version_hook(ctx);
    }
    let argv = &ctx.inv.argv;
    let mut logs = Vec::new();
    for (i, a) in argv.iter().enumerate().skip(1) {
        let Some(v) = a.value() else { continue };
        if v == "--" {
            break;
        }
        if matches!(v, "--log" | "--log-file" | "--log-explicit-levels") {
            if let Some(f) = argv.get(i + 1) {
                logs.push(f.clone());
            }
        } else if let Some(f) = v.strip_prefix("--log=").or_else(|| v.strip_prefix("--log-file=")) {
            logs.push(crate::resolve::Arg::lit(f, a.span));
        }
    }
    for f in logs {
        ctx.path(&f, crate::classify::PathAccess::Write);
    }
}

/// `pip config list|get|debug` read; `set`, `unset`, `edit` (an editor) change settings.
fn pip_config_hook(ctx: &mut crate::classify::Ctx) {
    let verb = ctx.operands().first().map(|a| a.value().unwrap_or("$").to_string());
    if !matches!(verb.as_deref(), None | Some("list" | "get" | "debug")) {
        ctx.effect("write");
        ctx.add("write.command", "`pip config` changes settings", crate::report::Decision::Ask);
    }
}

/// `pip list --outdated`/`--uptodate` query the package index.
fn pip_list_hook(ctx: &mut crate::classify::Ctx) {
    let network = ctx.inv.argv.iter().any(|a| {
        a.value().is_none_or(|v| {
            matches!(v, "--outdated" | "--uptodate")
                || !v.starts_with("--") && v.starts_with('-') && (v.contains('o') || v.contains('u'))
        })
    });
    if network {
        ctx.effect("network");
        ctx.add("net.flag", "`pip list --outdated` queries the package index", crate::report::Decision::Ask);
    }
}

/// `uv version X` / `--bump` rewrite pyproject.toml (`--dry-run` only prints).
fn uv_version_hook(ctx: &mut crate::classify::Ctx) {
    let args: Vec<Option<&str>> = ctx.inv.argv.iter().skip(ctx.args_start).map(|a| a.value()).collect();
    let dry = args.contains(&Some("--dry-run"));
    let sets = !ctx.operands().is_empty() || args.iter().any(|a| a.is_none_or(|v| v.starts_with("--bump")));
    if sets && !dry {
        ctx.effect("write");
        ctx.add(
            "write.command",
            "`uv version` with a value or `--bump` rewrites pyproject.toml",
            crate::report::Decision::Ask,
        );
    }
}

/// `brew --prefix`, `--cellar`, `--repository`, ... print local paths.
fn brew_hook(ctx: &mut crate::classify::Ctx) {
    let first = ctx.inv.argv.get(1).and_then(|a| a.value());
    if matches!(
        first,
        Some(
            "--prefix"
                | "--cellar"
                | "--cache"
                | "--repository"
                | "--repo"
                | "--env"
                | "--version"
                | "-v"
                | "--help"
                | "-h"
        )
    ) && ctx.inv.argv.iter().skip(2).all(|a| a.value().is_some_and(|v| !v.starts_with('-') || v == "--installed"))
    {
        super::clear_effects(ctx);
    }
}

/// npm options that run programs, wherever they are written (`npm ls --node-options=...`).
fn npm_hook(ctx: &mut crate::classify::Ctx) {
    let runs = ctx.inv.argv.iter().skip(ctx.args_start).find_map(|a| {
        let v = a.value()?;
        let name = v.split('=').next().unwrap_or(v);
        matches!(
            name,
            "--node-options"
                | "--script-shell"
                | "--userconfig"
                | "--globalconfig"
                | "--shell"
                | "--editor"
                | "--browser"
                | "--viewer"
        )
        .then(|| v.to_string())
    });
    if let Some(v) = runs {
        ctx.effect("exec");
        ctx.add(
            "exec.flag",
            format!("`npm {v}` sets a program or config that runs code"),
            crate::report::Decision::Ask,
        );
    }
    if ctx.out.matched.len() == 1 {
        crate::knowledge::lang::version_hook(ctx);
    }
}

fn bundle_config_hook(ctx: &mut crate::classify::Ctx) {
    let ops = ctx.operands();
    let reads = ops.is_empty()
        || ops.len() == 1 && ops[0].value().is_some()
        || matches!(ops.first().and_then(|a| a.value()), Some("get" | "list")) && ops.len() <= 2;
    if !reads {
        ctx.effect("write");
        ctx.add("write.command", "`bundle config` with a value changes settings", crate::report::Decision::Ask);
        return;
    }
    // Listing prints every setting, including source credentials (`BUNDLE_GEMS__HOST__COM`
    // holds `user:password`); getting one prints it when its name is a host or a credential.
    let key = match ops.first().and_then(|a| a.value()) {
        None if ops.is_empty() => None,
        Some("list") => None,
        Some("get") => Some(ops.get(1).map_or("", |a| a.value().unwrap_or("."))),
        Some(k) => Some(k),
        None => Some("."),
    };
    let secret = key.is_none_or(|k| {
        let k = k.to_ascii_lowercase();
        k.is_empty() || ["__", ".", "auth", "cred", "key", "pass", "secret", "token"].iter().any(|w| k.contains(w))
    });
    if secret {
        ctx.effect("secret");
        ctx.add(
            "read.secret",
            "`bundle config` prints settings that hold gem source credentials",
            crate::report::Decision::Ask,
        );
    }
}

/// dnf/yum query verbs refresh expired repository metadata from the mirrors first; with
/// `-C`/`--cacheonly` they use the cache only.
fn dnf_metadata_hook(ctx: &mut crate::classify::Ctx) {
    // Also before the verb (`dnf -C list`), where the verb's table does not see it.
    let cache_only =
        ctx.inv.argv.iter().filter_map(|a| a.value()).any(|v| {
            v == "--cacheonly" || !v.starts_with("--") && v.starts_with('-') && v.contains('C') && v.len() <= 4
        });
    if !cache_only {
        let name = ctx.out.matched.join(" ");
        ctx.effect("network");
        ctx.add(
            "net.access",
            format!("`{name}` refreshes repository metadata from the network (`-C` uses the cache)"),
            crate::report::Decision::Ask,
        );
    }
}

/// `uv tree` locks the project first: it may query the index, download a Python and write
/// `uv.lock`. `--frozen` reads the lockfile as it is; `--locked --offline` cannot write it
/// or reach the network.
fn uv_tree_hook(ctx: &mut crate::classify::Ctx) {
    if !(ctx.has("--frozen") || ctx.has("--locked") && ctx.has("--offline")) {
        ctx.effect("network");
        ctx.add(
            "net.access",
            "`uv tree` may resolve the project (index queries) and write uv.lock; `--frozen` does not",
            crate::report::Decision::Ask,
        );
    }
}

/// `npm config get|list`, `yarn config get` read; `set`, `delete`, `edit`, `fix` write.
fn pm_config_hook(ctx: &mut crate::classify::Ctx) {
    let verb = ctx.operands().first().map(|a| a.value().unwrap_or("$").to_string());
    if !matches!(verb.as_deref(), None | Some("get" | "list" | "ls")) {
        ctx.effect("write");
        ctx.add("write.command", "changes package manager configuration", crate::report::Decision::Ask);
    } else if verb.as_deref() == Some("get")
        && ctx.operands().iter().skip(1).any(|a| {
            a.value().is_none_or(|k| {
                let k = k.to_ascii_lowercase();
                k.contains("auth") || k.contains("token") || k.contains("password") || k.contains("_pass")
            })
        })
    {
        ctx.effect("secret");
        ctx.add("read.secret", "prints a stored registry credential", crate::report::Decision::Ask);
    }
}

fn conda_export_hook(ctx: &mut crate::classify::Ctx) {
    if ctx.inv.argv.iter().any(|a| a.value().is_none_or(|v| v == "-f" || v == "--file" || v.starts_with("--file="))) {
        ctx.effect("write");
        ctx.add("write.command", "`conda env export -f` writes a file", crate::report::Decision::Ask);
    }
}

fn conda_config_hook(ctx: &mut crate::classify::Ctx) {
    let reads = ctx
        .inv
        .argv
        .iter()
        .any(|a| matches!(a.value(), Some("--show" | "--get" | "--show-sources" | "--describe" | "--validate")));
    if !reads {
        ctx.effect("write");
        ctx.add("write.command", "`conda config` changes settings", crate::report::Decision::Ask);
    }
}

fn any_operand_writes(ctx: &mut crate::classify::Ctx) {
    if !ctx.operands().is_empty() {
        ctx.effect("write");
        ctx.add("write.command", "an operand changes the project file", crate::report::Decision::Ask);
    }
}

fn operand_value_writes(ctx: &mut crate::classify::Ctx) {
    if ctx.operands().len() > 1 || ctx.inv.argv.iter().any(|a| matches!(a.value(), Some("--unset"))) {
        ctx.effect("write");
        ctx.add("write.command", "setting a value writes configuration", crate::report::Decision::Ask);
    }
}

fn nix_env_hook(ctx: &mut crate::classify::Ctx) {
    let query = ctx.inv.argv.iter().skip(1).all(|a| {
        a.value().is_some_and(|v| {
            !v.starts_with('-')
                || v.starts_with("-q")
                || v == "--query"
                || v == "--list-generations"
                || v == "-a"
                || v == "--available"
                || v == "--installed"
        })
    });
    if query && ctx.inv.argv.len() > 1 {
        crate::knowledge::clear_effects(ctx);
    }
}

fn pacman_hook(ctx: &mut crate::classify::Ctx) {
    let first = ctx.inv.argv.get(1).and_then(|a| a.value()).unwrap_or("");
    let query = (first.starts_with("-Q")
        || first == "--query"
        || first.starts_with("-Ss")
        || first.starts_with("-Si")
        || first.starts_with("-Sg")
        || first.starts_with("-Fl")
        || first.starts_with("-Fx")
        || first == "-F"
        || first == "-V"
        || first == "--version")
        && !first.contains('y')
        && !first.contains('u')
        && ctx.inv.argv.iter().skip(2).all(|a| {
            a.value().is_some_and(|v| {
                !v.starts_with('-')
                    || matches!(v, "-q" | "--quiet" | "-i" | "-l" | "-s" | "-e" | "-t" | "-d" | "-m" | "-n" | "-k")
            })
        });
    if query {
        crate::knowledge::clear_effects(ctx);
    }
}

fn dpkg_hook(ctx: &mut crate::classify::Ctx) {
    let query = ctx.inv.argv.iter().skip(1).all(|a| {
        a.value().is_some_and(|v| {
            !v.starts_with('-')
                || matches!(
                    v,
                    "-l" | "--list"
                        | "-c"
                        | "--contents"
                        | "-I"
                        | "--info"
                        | "-f"
                        | "--field"
                        | "--print-foreign-architectures"
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
        crate::knowledge::clear_effects(ctx);
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
                || v.starts_with("--rebuilddb")
                || v.starts_with("--initdb")
                || v.starts_with("--setperms")
                || v.starts_with("--setugids")
                || v.starts_with("--restore")
                || v.starts_with("--") && v.ends_with("sign")
        })
    });
    // Macros can run shell code (`%(cmd)`); a config or macro file may define any.
    let runs = ctx.inv.argv.iter().skip(1).find_map(|a| {
        let v = a.value().unwrap_or("$");
        (v.starts_with("-E")
            || v.starts_with("-D")
            || v.starts_with("--eval")
            || v.starts_with("--define")
            || v.starts_with("--macros")
            || v.starts_with("--rcfile")
            || v.starts_with("--load")
            || v.starts_with("--pipe")
            || v.starts_with("--dbpath")
            || v.starts_with("--root")
            || v == "$")
            .then(|| v.to_string())
    });
    if let Some(v) = runs {
        ctx.effect("exec");
        ctx.add(
            "exec.flag",
            format!("`rpm {v}` can run macro code or load other configuration"),
            crate::report::Decision::Ask,
        );
    }
    if changes {
        ctx.effect("privilege");
        ctx.add("privilege.escalation", "`rpm` installs or removes packages", crate::report::Decision::Ask);
    }
}
