//! vcs: git and other version control tools.
//!
//! git is decided per subcommand and flag: reading history is allowed; anything that changes
//! the repository, the index or the work tree asks; talking to remotes is network; the global
//! `-c`, `--exec-path`, `-p`/`--paginate` and per-command `--output`, `--ext-diff`,
//! `--upload-pack` forms run programs or write. Force-pushing `main`/`master` is denied.

use super::FlagEffect::*;
use super::{Flag, Kind, Operands, Spec, danger, danger_opt, flag, opt};
use crate::classify::Ctx;
use crate::report::Decision;

const GIT_GLOBAL: &[Flag] = &[
    danger_opt("-C", ReadsValue),
    opt("--namespace|--super-prefix|--list-cmds|--attr-source"),
    opt("-c"),
    danger_opt("--config-env", Exec),
    danger_opt("--exec-path", Exec),
    danger_opt("--git-dir|--work-tree", Ask),
    danger("-p|--paginate", Exec),
    flag(
        "--no-pager|-P|--bare|--html-path|--man-path|--info-path|--no-lazy-fetch|--no-replace-objects|--literal-pathspecs|--glob-pathspecs|--noglob-pathspecs|--icase-pathspecs|--no-optional-locks|--no-advice|--version|--help|-h",
    ),
];

/// Concatenates flag tables at compile time, so commands that share git's large option sets
/// (log, show, diff, ...) keep one copy of each.
pub(crate) const fn join<const N: usize>(parts: &[&[Flag]]) -> [Flag; N] {
    let mut out = [flag("-"); N];
    let (mut n, mut i) = (0, 0);
    while i < parts.len() {
        let mut j = 0;
        while j < parts[i].len() {
            out[n] = parts[i][j];
            n += 1;
            j += 1;
        }
        i += 1;
    }
    assert!(n == N, "join: wrong length");
    out
}
pub(crate) const fn len(parts: &[&[Flag]]) -> usize {
    let (mut n, mut i) = (0, 0);
    while i < parts.len() {
        n += parts[i].len();
        i += 1;
    }
    n
}

/// A `&'static [Flag]` made of several tables (a const item of its own: the array lives in it).
/// Shared with the other families of this module's owner (`super::vcs::joined!`).
macro_rules! joined {
    ($($t:expr),+ $(,)?) => {
        &$crate::knowledge::vcs::join::<{ $crate::knowledge::vcs::len(&[$($t),+]) }>(&[$($t),+])
    };
}
pub(crate) use joined;

/// Digits: `git log -5` counts; digits glued to an optional value (`-U10`, `-M50%`, `-C90`)
/// are read as letters of a short cluster; `git diff -1/-2/-3` pick merge stages. With the
/// help flags, which every git subcommand takes.
const GIT_DIGITS: &[Flag] = &[flag("-NUM|-0|-1|-2|-3|-4|-5|-6|-7|-8|-9|-h|--help")];

/// git's diff options (`git help diff`), shared by log, show, diff, diff-tree, range-diff...
/// Options whose value is optional (`--stat[=N]`, `--color[=WHEN]`, `-U[N]`, `-M[N]`) take it
/// only glued, so they are plain flags here: the next word is a revision or a path.
const GIT_DIFF_OPTS: &[Flag] = &[
    danger_opt("--output", WritesValue),
    danger_opt("-O", ReadsValue),
    // External diff drivers and textconv filters configured for the repository run.
    danger("--ext-diff", Exec),
    danger("--textconv", Exec),
    flag(
        "-p|-u|--patch|-s|--no-patch|-U|--unified|-W|--function-context|--no-function-context|--raw|--patch-with-raw|--patch-with-stat|--numstat|--shortstat|-X|--dirstat|--cumulative|--dirstat-by-file|--check|--summary|--name-only|--name-status|--stat|--compact-summary|--no-compact-summary|--binary|--full-index|--no-full-index|--color|--no-color|-z|--abbrev|--no-abbrev|--no-prefix|--default-prefix|-B|--break-rewrites|-M|--find-renames|-D|--irreversible-delete|-C|--find-copies|--find-copies-harder|--no-find-copies-harder|--no-renames|--renames|--rename-empty|--no-rename-empty|--follow|--no-follow|--minimal|--no-minimal|-w|--ignore-all-space|-b|--ignore-space-change|--ignore-space-at-eol|--ignore-cr-at-eol|--ignore-blank-lines|--indent-heuristic|--no-indent-heuristic|--patience|--histogram|--word-diff|--color-words|--color-moved|--no-color-moved|--no-color-moved-ws|--relative|--no-relative|-a|--text|--no-text|-R|--exit-code|--no-exit-code|--quiet|--no-quiet|--no-ext-diff|--no-textconv|--ignore-submodules|--submodule|--ita-invisible-in-index|--ita-visible-in-index|--pickaxe-all|--pickaxe-regex|-m|-c|--cc|--dd|--combined-all-paths|--remerge-diff|--no-diff-merges|-t|-r|--root|--no-commit-id|--always",
    ),
    opt(
        "--stat-width|--stat-name-width|--stat-graph-width|--stat-count|--ws-error-highlight|--src-prefix|--dst-prefix|--line-prefix|--inter-hunk-context|--output-indicator-new|--output-indicator-old|--output-indicator-context|-l|-I|--ignore-matching-lines|--diff-algorithm|--anchored|--word-diff-regex|--color-moved-ws|-S|-G|--rotate-to|--skip-to|--find-object|--diff-filter|--diff-merges",
    ),
];

/// git's revision and log-format options (`git help log`, `git help rev-list`), shared by
/// log, show, rev-list, shortlog-like walks and the diff commands (which accept them too).
/// `--pretty`, `--format`, `--decorate`, `--notes`, `--branches`, `--min-parents`... take a
/// value only after `=`.
const GIT_REV_OPTS: &[Flag] = &[
    flag(
        "--no-decorate|--decorate|--clear-decorations|--source|--mailmap|--no-mailmap|--use-mailmap|--no-use-mailmap|--full-diff|--log-size|--all-match|--no-all-match|--invert-grep|-i|--regexp-ignore-case|--basic-regexp|-E|--extended-regexp|-F|--fixed-strings|-P|--perl-regexp|--remove-empty|--merges|--no-merges|--min-parents|--max-parents|--no-min-parents|--no-max-parents|--first-parent|--exclude-first-parent-only|--not|--all|--branches|--tags|--remotes|--reflog|--alternate-refs|--single-worktree|--ignore-missing|--bisect|--stdin|--cherry-mark|--cherry-pick|--left-only|--right-only|--cherry|-g|--walk-reflogs|--merge|--boundary|--simplify-by-decoration|--show-pulls|--full-history|--dense|--sparse|--simplify-merges|--ancestry-path|--date-order|--author-date-order|--topo-order|--reverse|--no-walk|--do-walk|--pretty|--format|--abbrev-commit|--no-abbrev-commit|--oneline|--expand-tabs|--no-expand-tabs|--notes|--no-notes|--show-notes|--standard-notes|--no-standard-notes|--show-signature|--no-show-signature|--relative-date|--parents|--children|--left-right|--graph|--no-graph|--show-linear-break|--count|--objects|--objects-edge|--objects-edge-aggressive|--unpacked|--header|--timestamp|--bisect-all|--bisect-vars|--disk-usage|--in-commit-order|--object-names|--no-object-names|--indexed-objects|--use-bitmap-index|--progress|--filter|--no-filter|--filter-print-omitted|--missing|--exclude-promisor-objects|--no-kept-objects|--cached|--staged|--no-index|--merge-base|--base|--ours|--theirs|-q|-v|--include-untracked|--only-untracked|--no-include-untracked",
    ),
    opt(
        "-n|--max-count|--skip|--since|--after|--until|--before|--since-as-filter|--max-age|--min-age|--author|--committer|--grep|--grep-reflog|--encoding|--date|--decorate-refs|--decorate-refs-exclude|--exclude|--exclude-hidden|--glob|-L",
    ),
];

/// log, show, diff, diff-tree, whatchanged, rev-list, reflog, stash list/show: diff and
/// revision options together (git parses both sets for each of them).
const GIT_LOG: &[Flag] = joined!(GIT_DIGITS, GIT_DIFF_OPTS, GIT_REV_OPTS);

/// `git range-diff`: the diff options and its own.
const GIT_RANGE_DIFF_OWN: &[Flag] =
    &[flag("--no-dual-color|--dual-color|--notes|--no-notes|--left-only|--right-only"), opt("--creation-factor")];
const GIT_RANGE_DIFF: &[Flag] = joined!(GIT_DIGITS, GIT_DIFF_OPTS, GIT_RANGE_DIFF_OWN);

const GIT_BRANCH: &[Flag] = &[
    danger(
        "-d|-D|--delete|-m|-M|--move|-c|-C|--copy|-f|--force|--edit-description|--unset-upstream|--set-upstream-to|-u|--track|--no-track",
        Writes,
    ),
    danger("--create-reflog|--no-create-reflog", Writes),
    opt("--contains|--no-contains|--merged|--no-merged|--points-at|--sort|--no-sort|--format|--no-format"),
    // `--column[=OPTS]`, `--color[=WHEN]`, `--abbrev[=N]` take a value only after `=`:
    // `git branch --column NAME` still creates NAME.
    flag(
        "--help|--column|--no-column|--color|--no-color|--abbrev|--no-abbrev|-v|-vv|--verbose|--no-verbose|-q|--quiet|-r|--remotes|-a|--all|-l|--list|--show-current|-i|--ignore-case|--omit-empty|--no-omit-empty|--recurse-submodules|--no-recurse-submodules",
    ),
];
const GIT_TAG: &[Flag] = &[
    danger("-d|--delete|-a|--annotate|-s|--sign|-f|--force|-u|--local-user|-m|--message|-F|--file|-e|--edit", Writes),
    danger_opt("--trailer|--cleanup", Writes),
    danger("--create-reflog", Writes),
    // `-n[N]` takes its count glued; it lists, so a following word is a pattern either way.
    opt("--contains|--no-contains|--merged|--no-merged|--points-at|--sort|--no-sort|--format|--no-format|-n"),
    flag("--help|--column|--no-column|--color|--no-color|-v|--verify|-i|--ignore-case|--omit-empty|--no-omit-empty"),
    Flag::new("-l|--list", false, PatternGiven),
];
const GIT_PUSH: &[Flag] = &[
    danger_opt("--receive-pack|--exec", Exec),
    // One entry per flag: the push hook asks which of them is present.
    flag("-f|--force"),
    flag("--force-with-lease"),
    flag("--force-if-includes"),
    flag("--mirror"),
    flag("-u|--set-upstream"),
    flag("--tags"),
    flag("--all"),
    flag("-d|--delete"),
    flag("-n|--dry-run"),
    flag("--atomic|--follow-tags|--no-verify|--prune|-q|--quiet|-v|--verbose|--progress"),
    opt("-o|--push-option|--repo|--signed"),
];
const GIT_FETCH: &[Flag] = &[
    danger_opt("--upload-pack", Exec),
    opt(
        "--depth|--deepen|--shallow-since|--shallow-exclude|-j|--jobs|--negotiation-tip|--refmap|-o|--server-option|--recurse-submodules",
    ),
];
const GIT_CLONE: &[Flag] = &[
    danger_opt("-u|--upload-pack|--template|-c|--config", Exec),
    opt(
        "-b|--branch|-o|--origin|--depth|--shallow-since|--shallow-exclude|--reference|--reference-if-able|--separate-git-dir|-j|--jobs|--filter|--bundle-uri|--server-option|--revision",
    ),
];
const GIT_CONFIG: &[Flag] = &[
    Flag::new(
        "--get|--get-all|--get-regexp|--get-urlmatch|-l|--list|--show-origin|--show-scope|--name-only|--get-color|--get-colorbool|-h|--help",
        false,
        PatternGiven,
    ),
    danger("--add|--replace-all|--unset|--unset-all|--rename-section|--remove-section", Writes),
    danger("-e|--edit", Exec),
    danger_opt("-f|--file", ReadsValue),
    opt("--blob|--type|--default|--comment|--value|--url"),
    flag(
        "--global|--system|--local|--worktree|--includes|--no-includes|-z|--null|--bool|--int|--bool-or-int|--bool-or-str|--path|--expiry-date|--no-type|--all|--regexp|--fixed-value|--show-names|--no-show-names",
    ),
];
const GIT_GREP: &[Flag] = &[
    danger_opt("-O|--open-files-in-pager", Exec),
    danger("--textconv", Exec),
    Flag::new("-e", true, PatternGiven),
    super::pattern_file("-f|--file"),
    opt("-A|--after-context|-B|--before-context|-C|--context|-m|--max-count|--max-depth|--threads"),
    // `-NUM` is `-C NUM`.
    flag(
        "-NUM|--help|--cached|--no-cached|--no-index|--index|--untracked|--no-untracked|--exclude-standard|--no-exclude-standard|--recurse-submodules|--no-recurse-submodules|-v|--invert-match|-i|--ignore-case|-w|--word-regexp|-a|--text|-I|--no-textconv|-r|--recursive|--no-recursive|-E|--extended-regexp|-G|--basic-regexp|-F|--fixed-strings|-P|--perl-regexp|-n|--line-number|--no-line-number|--column|--no-column|-h|-H|--full-name|-l|--files-with-matches|--name-only|-L|--files-without-match|-z|--null|-o|--only-matching|-c|--count|--color|--no-color|--break|--no-break|--heading|--no-heading|-p|--show-function|-W|--function-context|--and|--or|--not|-q|--quiet|--all-match|--ext-grep|--no-ext-grep",
    ),
];
const GIT_ARCHIVE: &[Flag] = &[
    danger_opt("-o|--output", WritesValue),
    danger_opt("--remote", Network),
    danger_opt("--exec", Exec),
    // `--add-file=PATH` copies PATH (any file, also outside the repository) into the archive.
    danger_opt("--add-file", ReadsValue),
    opt("--format|--prefix|--add-virtual-file|--mtime"),
    // `-NUM` is the compression level.
    flag("-NUM|-0|-1|-2|-3|-4|-5|-6|-7|-8|-9|-v|--verbose|--worktree-attributes|-l|--list"),
];

/// `git status`: `-u[MODE]` glues its mode (`-uno`); a word after a bare `-u` is taken as
/// its value, which can only hide a pathspec, and status does not read files' contents.
const GIT_STATUS: &[Flag] = &[
    opt("-u"),
    flag(
        "--help|-v|--verbose|--no-verbose|-s|--short|--no-short|-b|--branch|--no-branch|--show-stash|--no-show-stash|--ahead-behind|--no-ahead-behind|--porcelain|--no-porcelain|--long|--no-long|-z|--null|--no-null|--untracked-files|--no-untracked-files|--ignored|--no-ignored|--ignore-submodules|--no-ignore-submodules|--column|--no-column|--no-renames|--renames|-M|--find-renames",
    ),
];
const GIT_LS_FILES: &[Flag] = &[
    danger_opt("-X|--exclude-from", ReadsValue),
    opt("-x|--exclude|--exclude-per-directory|--with-tree|--format"),
    flag(
        "-h|--help|-z|-t|-v|-f|-c|--cached|-d|--deleted|-m|--modified|-o|--others|-i|--ignored|-s|--stage|-k|--killed|--directory|--no-directory|--empty-directory|--no-empty-directory|--eol|-u|--unmerged|--resolve-undo|--exclude-standard|--full-name|--recurse-submodules|--error-unmatch|--abbrev|--no-abbrev|--debug|--deduplicate|--sparse",
    ),
];
const GIT_LS_TREE: &[Flag] = &[
    opt("--format"),
    flag(
        "-d|-r|-t|-z|-l|--long|--name-only|--name-status|--object-only|--full-name|--no-full-name|--full-tree|--no-full-tree|--abbrev|--no-abbrev",
    ),
];
const GIT_FOR_EACH_REF: &[Flag] = &[
    opt("--count|--format|--exclude|--sort|--points-at|--merged|--no-merged|--contains|--no-contains"),
    flag(
        "-s|--shell|-p|--perl|--python|--tcl|--omit-empty|--no-omit-empty|--color|--no-color|--ignore-case|--no-ignore-case|--stdin|--include-root-refs",
    ),
];
/// `git shortlog`: its own `-n`/`-c` shadow the revision options of the same letters.
const GIT_SHORTLOG: &[Flag] = &[
    opt("--group|--format|--since|--after|--until|--before|--author|--grep|--max-count|--skip|--date"),
    flag(
        "-NUM|-c|--committer|-n|--numbered|-s|--summary|-e|--email|-w|--all|--no-merges|--merges|--first-parent|--reverse|--branches|--tags|--remotes|--not|--stdin|-i|--regexp-ignore-case|-E|-F|-P|--mailmap|--no-mailmap",
    ),
];
const GIT_SHOW_BRANCH: &[Flag] = &[flag(
    "-a|--all|-r|--remotes|--color|--no-color|--more|--list|--no-name|--name|--current|--sha1-name|--merge-base|--independent|--topo-order|--topics|--sparse|--date-order|-g|--reflog",
)];
const GIT_BLAME: &[Flag] = &[
    danger_opt("--contents|-S|--ignore-revs-file", ReadsValue),
    opt("-L|--date|--ignore-rev|--since|--after|--until|--before|--encoding"),
    // `-C[SCORE]`, `-M[SCORE]`, `--abbrev[=N]` glue their value.
    flag(
        "-NUM|-0|-1|-2|-3|-4|-5|-6|-7|-8|-9|-h|--help|-C|-M|--abbrev|--incremental|-b|--root|--show-stats|--progress|--no-progress|--score-debug|-f|--show-name|-n|--show-number|-p|--porcelain|--line-porcelain|-c|-t|-l|-s|-e|--show-email|-w|--color-lines|--color-by-age|--minimal|--reverse|--first-parent|--no-color",
    ),
];
const GIT_DESCRIBE: &[Flag] = &[
    opt("--candidates|--match|--exclude"),
    flag(
        "--contains|--debug|--all|--tags|--long|--first-parent|--abbrev|--no-abbrev|--exact-match|--always|--dirty|--broken",
    ),
];
const GIT_REV_PARSE: &[Flag] = &[
    opt("--default|--prefix|--resolve-git-dir|--git-path"),
    flag(
        "--parseopt|--sq-quote|--keep-dashdash|--stop-at-non-option|--stuck-long|--revs-only|--no-revs|--flags|--no-flags|--verify|-q|--quiet|--sq|--short|--not|--abbrev-ref|--symbolic|--symbolic-full-name|--all|--branches|--tags|--remotes|--glob|--exclude|--exclude-hidden|--disambiguate|--local-env-vars|--path-format|--git-dir|--git-common-dir|--show-toplevel|--show-superproject-working-tree|--shared-index-path|--absolute-git-dir|--is-inside-git-dir|--is-inside-work-tree|--is-bare-repository|--is-shallow-repository|--show-cdup|--show-prefix|--show-object-format|--show-ref-format|--since|--after|--until|--before|--default-prefix",
    ),
];
const GIT_MERGE_TREE: &[Flag] = &[
    opt("--merge-base|-X|--strategy-option"),
    flag("--write-tree|--trivial-merge|--messages|--no-messages|-z|--name-only|--allow-unrelated-histories|--stdin"),
];

/// git-lfs (also `git lfs ...`): listing and status read; pull, push, install, track ask.
const LFS_SUBS: &[Spec] = &[
    Spec::new("env", Kind::Read, Operands::Data, "print LFS environment"),
    Spec::new(
        "fetch|pull|push|checkout|prune|migrate|install|uninstall|track|untrack|lock|unlock|dedup|fsck|clone|smudge|clean|post-checkout|post-commit|post-merge|pre-push|update",
        Kind::Write,
        Operands::Data,
        "verbs that transfer objects, rewrite history, install hooks or change attributes",
    ),
    Spec::new("locks", Kind::Network, Operands::Data, "list locks (queries the server)"),
    Spec::new("ls-files", Kind::Read, Operands::Data, "list LFS files").flags(&[
        opt("-I|--include|-X|--exclude"),
        flag("-l|--long|-s|--size|-d|--debug|-a|--all|--deleted|-n|--name-only|-j|--json"),
    ]),
    Spec::new("status", Kind::Read, Operands::Data, "show LFS status").flags(&[flag("--porcelain|--json")]),
    Spec::new("version", Kind::Read, Operands::Data, "print the version"),
];

/// Jujutsu options of the reading verbs, global ones included (accepted before or after the
/// subcommand): config and external diff tools run programs.
const JJ_FLAGS: &[Flag] = &[
    danger_opt("--config|--config-toml|--config-file|--tool", Exec),
    danger_opt("-R|--repository", ReadsValue),
    opt(
        "-r|--revision|--revisions|--at-operation|--at-op|--color|-T|--template|-n|--limit|-f|--from|-t|--to|--context|--when",
    ),
    flag(
        "--ignore-working-copy|--ignore-immutable|--debug|--quiet|--no-pager|-h|--help|-V|--version|--reversed|--no-graph|-p|--patch|-s|--summary|--stat|--types|--name-only|--git|--color-words|-w|--ignore-all-space|-b|--ignore-space-change|--no-patch|-d|--op-diff",
    ),
];

/// hg's global options, accepted after the subcommand too (`hg_global_hook` judges `-R`,
/// `--cwd`, `--config`, `--pager`, `--debugger` wherever they are).
const HG_GLOBAL: &[Flag] = &[
    danger_opt("--config|--pager", Exec),
    danger_opt("-R|--repository|--cwd", Exec),
    danger("--debugger", Exec),
    opt("--encoding|--encodingmode|--color"),
    flag(
        "-y|--noninteractive|-q|--quiet|-v|--verbose|--debug|--traceback|--time|--profile|--version|-h|--help|--hidden",
    ),
];
const HG_TEMPLATE: &[Flag] = &[opt("-T|--template")];
const HG_ANNOTATE: &[Flag] = joined!(
    HG_GLOBAL,
    HG_TEMPLATE,
    &[
        opt("-r|--rev|--skip|-I|--include|-X|--exclude"),
        flag(
            "--follow|--no-follow|-a|--text|-u|--user|-f|--file|-d|--date|-n|--number|-c|--changeset|-l|--line-number|-w|--ignore-all-space|-b|--ignore-space-change|-B|--ignore-blank-lines|-Z|--ignore-space-at-eol",
        ),
    ]
);
/// `hg cat --decode` runs the repository's decode filters.
const HG_CAT: &[Flag] = joined!(
    HG_GLOBAL,
    HG_TEMPLATE,
    &[danger_opt("-o|--output", WritesValue), danger("--decode", Exec), opt("-r|--rev|-I|--include|-X|--exclude")]
);
const HG_DIFF: &[Flag] = joined!(
    HG_GLOBAL,
    HG_TEMPLATE,
    &[
        opt("-r|--rev|--from|--to|-c|--change|-U|--unified|--root|-I|--include|-X|--exclude"),
        flag(
            "-a|--text|-g|--git|--binary|--nodates|--noprefix|-p|--show-function|--reverse|-w|--ignore-all-space|-b|--ignore-space-change|-B|--ignore-blank-lines|-Z|--ignore-space-at-eol|--stat|-S|--subrepos",
        ),
    ]
);
const HG_LOG: &[Flag] = joined!(
    HG_GLOBAL,
    HG_TEMPLATE,
    &[
        opt(
            "-d|--date|-k|--keyword|-r|--rev|-L|--line-range|-u|--user|--only-branch|-b|--branch|-B|--bookmark|-P|--prune|-l|--limit|--style|-I|--include|-X|--exclude",
        ),
        flag(
            "-f|--follow|--follow-first|-C|--copies|--removed|-m|--only-merges|-p|--patch|-g|--git|-M|--no-merges|--stat|-G|--graph"
        ),
    ]
);
const HG_STATUS: &[Flag] = joined!(
    HG_GLOBAL,
    HG_TEMPLATE,
    &[
        opt("-t|--terse|--rev|--change|-I|--include|-X|--exclude"),
        flag(
            "-A|--all|-m|--modified|-a|--added|-r|--removed|-d|--deleted|-c|--clean|-u|--unknown|-i|--ignored|-n|--no-status|-C|--copies|-0|--print0|-S|--subrepos",
        ),
    ]
);
/// `hg summary --remote` asks the default remote for incoming and outgoing changes.
const HG_SUMMARY: &[Flag] = joined!(HG_GLOBAL, &[danger("--remote", Network)]);
/// Creating, renaming or deleting a bookmark writes (`hg_operand_writes` also asks on an operand).
const HG_BOOKMARKS: &[Flag] = joined!(
    HG_GLOBAL,
    HG_TEMPLATE,
    &[
        danger("-d|--delete|-f|--force", Writes),
        danger_opt("-m|--rename", Writes),
        opt("-r|--rev"),
        flag("-i|--inactive|-l|--list|-a|--active"),
    ]
);
const HG_BRANCHES: &[Flag] = joined!(HG_GLOBAL, HG_TEMPLATE, &[opt("-r|--rev"), flag("-a|--active|-c|--closed")]);
const HG_CONFIG: &[Flag] = joined!(
    HG_GLOBAL,
    HG_TEMPLATE,
    &[
        danger("-e|--edit", Exec),
        flag("-u|--untrusted|--exp-all-known|-l|--local|--shared|--non-shared|-g|--global|--source"),
    ]
);
const HG_FILES: &[Flag] =
    joined!(HG_GLOBAL, HG_TEMPLATE, &[opt("-r|--rev|-I|--include|-X|--exclude"), flag("-0|--print0|-S|--subrepos")]);
const HG_HEADS: &[Flag] =
    joined!(HG_GLOBAL, HG_TEMPLATE, &[opt("-r|--rev|--style"), flag("-t|--topo|-a|--active|-c|--closed")]);
/// `hg identify SOURCE` queries a remote (`hg_source_hook`); `-e`/`--remotecmd` name programs.
const HG_IDENTIFY: &[Flag] = joined!(
    HG_GLOBAL,
    HG_TEMPLATE,
    &[
        danger_opt("-e|--ssh|--remotecmd", Exec),
        danger("--insecure", Network),
        opt("-r|--rev"),
        flag("-n|--num|-i|--id|-b|--branch|-t|--tags|-B|--bookmarks"),
    ]
);
const HG_MANIFEST: &[Flag] = joined!(HG_GLOBAL, HG_TEMPLATE, &[opt("-r|--rev"), flag("--all")]);
const HG_ROOT: &[Flag] = joined!(HG_GLOBAL, HG_TEMPLATE, &[flag("--shared")]);
const HG_PLAIN: &[Flag] = joined!(HG_GLOBAL, HG_TEMPLATE);

const fn jj(name: &'static str, doc: &'static str) -> Spec {
    Spec::new(name, Kind::Read, Operands::Data, doc).flags(JJ_FLAGS)
}

/// A reading git subcommand; its flag table comes with `.flags(...)` (none: only `-h`).
const fn read(name: &'static str, doc: &'static str) -> Spec {
    Spec::new(name, Kind::Read, Operands::Data, doc).flags(GIT_HELP_ONLY)
}
/// A history-reading git subcommand: diff and revision options.
const fn log(name: &'static str, doc: &'static str) -> Spec {
    Spec::new(name, Kind::Read, Operands::Data, doc).flags(GIT_LOG)
}
const GIT_HELP_ONLY: &[Flag] = &[flag("-h|--help")];
const fn write(name: &'static str, doc: &'static str) -> Spec {
    Spec::new(name, Kind::Write, Operands::Data, doc)
}
const fn net(name: &'static str, doc: &'static str) -> Spec {
    Spec::new(name, Kind::Network, Operands::Data, doc)
}

/// git subcommands, by name (aliases with `|`).
const GIT_SUBS: &[Spec] = &[
    write("add", "stage changes"),
    write("am", "apply patches from mail"),
    write("apply", "apply a patch to files")
        .flags(&[Flag::new("--check|--stat|--numstat|--summary", false, PatternGiven)])
        .hook(git_apply_hook),
    Spec::new("archive", Kind::Read, Operands::Data, "write a tree as an archive (to stdout unless -o)")
        .flags(GIT_ARCHIVE),
    write("bisect", "binary search for a change (moves HEAD)"),
    // The file's lines are printed: operands (the file, maybe a revision) are read paths.
    read("annotate", "show who changed each line (older form of blame; prints the file)")
        .flags(GIT_BLAME)
        .operands(Operands::Read),
    read("blame", "show who changed each line (prints the file)").flags(GIT_BLAME).operands(Operands::Read),
    Spec::new("branch", Kind::Read, Operands::Data, "list branches (creating, deleting, renaming writes)")
        .flags(GIT_BRANCH)
        .hook(git_branch_hook),
    read("bugreport", "collect information for a bug report")
        .flags(&[
            danger_opt("-o|--output-directory", WritesValue),
            opt("-s|--suffix"),
            flag("--diagnose|--no-diagnose"),
        ])
        .hook(git_writes_file),
    read("cat-file", "print repository objects (`--textconv`/`--filters` run configured programs)")
        .hook(git_rev_path_hook)
        .flags(&[
            danger("--textconv|--filters", Exec),
            opt("--path|--no-path"),
            // `--batch[=FORMAT]` glues its format; the batch modes read object names from stdin.
            flag(
                "-e|-p|-t|-s|-Z|--allow-unknown-type|--use-mailmap|--no-use-mailmap|--mailmap|--no-mailmap|--batch|--batch-check|--batch-command|--batch-all-objects|--buffer|--no-buffer|--follow-symlinks|--unordered",
            ),
        ]),
    read("check-attr", "print gitattributes").flags(&[opt("--source"), flag("-a|--all|--cached|--stdin|-z")]),
    read("check-ignore", "debug gitignore")
        .flags(&[flag("-q|--quiet|-v|--verbose|--stdin|-z|-n|--non-matching|--no-index|--index")]),
    read("check-mailmap", "show canonical names").flags(&[
        danger_opt("--mailmap-file", ReadsValue),
        opt("--mailmap-blob"),
        flag("--stdin"),
    ]),
    read("check-ref-format", "check a ref name")
        .flags(&[flag("--normalize|--allow-onelevel|--no-allow-onelevel|--refspec-pattern|--branch")]),
    write("checkout", "switch branches or restore files"),
    read("cherry", "find commits not upstream").flags(&[flag("--abbrev|--no-abbrev|-v|--verbose")]),
    write("cherry-pick", "apply existing commits"),
    Spec::new("clean", Kind::Delete, Operands::Data, "delete untracked files").hook(git_clean_hook),
    net("clone", "copy a repository from a remote").flags(GIT_CLONE).hook(git_remote_hook),
    write("commit", "record changes"),
    Spec::new("config", Kind::Read, Operands::Data, "read settings (setting them writes)")
        .flags(GIT_CONFIG)
        .hook(git_config_hook),
    read("count-objects", "count unpacked objects").flags(&[flag("-v|--verbose|-H|--human-readable")]),
    read("describe", "name a commit from tags").flags(GIT_DESCRIBE),
    log("diff", "show changes (paths, also outside a repository with `--no-index`, are read)")
        .operands(Operands::Read),
    log("diff-files", "compare files in the work tree and index (`-p -- PATH` prints changes)").hook(git_log_hook),
    log("diff-index", "compare a tree with the work tree or index (`-p -- PATH` prints changes)").hook(git_log_hook),
    log("diff-tree", "compare two trees (`-p -- PATH` prints changes)").hook(git_log_hook),
    net("fetch", "download objects from a remote").flags(GIT_FETCH).hook(git_remote_hook),
    read("for-each-ref", "print refs").flags(GIT_FOR_EACH_REF),
    write("format-patch", "write patches as files"),
    read("fsck", "verify the object database (`--lost-found` writes)").flags(&[
        danger("--lost-found", Writes),
        flag(
            "-v|--verbose|--unreachable|--no-unreachable|--dangling|--no-dangling|--tags|--no-tags|--root|--no-root|--cache|--no-cache|--reflogs|--no-reflogs|--full|--no-full|--connectivity-only|--no-connectivity-only|--strict|--no-strict|--progress|--no-progress|--name-objects|--no-name-objects",
        ),
    ]),
    write("gc", "clean up the repository"),
    read("grep", "search tracked files (`--no-index` searches any path)")
        .flags(GIT_GREP)
        .operands(Operands::PatternThenRead),
    read("hash-object", "compute an object id (`-w` writes the object)")
        .flags(&[
            danger("-w", Writes),
            opt("-t|--path"),
            flag("--stdin|--stdin-paths|--no-filters|--filters|--literally"),
        ])
        .operands(Operands::Read),
    read("help", "show help (`-w`/`-i` start a browser or info)").flags(&[
        danger("-w|--web|-i|--info", Exec),
        flag(
            "-a|--all|--external-commands|--no-external-commands|--aliases|--no-aliases|-m|--man|-v|--verbose|-g|--guides|--user-interfaces|--developer-interfaces|-c|--config",
        ),
    ]),
    write("init", "create a repository"),
    log("log", "show commit logs (`-p -- PATH` prints the file's changes: the path is read)").hook(git_log_hook),
    Spec::new("lfs", Kind::Write, Operands::Data, "Git LFS (listing reads)").subs(LFS_SUBS).unknown_sub(Kind::Write),
    read("ls-files", "list files in the index").flags(GIT_LS_FILES),
    net("ls-remote", "list refs of a remote").flags(GIT_FETCH).hook(git_remote_hook),
    read("ls-tree", "list a tree object").flags(GIT_LS_TREE),
    write("merge", "join histories"),
    read("merge-base", "find a common ancestor")
        .flags(&[flag("-a|--all|--octopus|--independent|--is-ancestor|--fork-point")]),
    read("merge-tree", "compute a merge without touching the work tree or refs").flags(GIT_MERGE_TREE),
    write("mv", "move tracked files"),
    read("name-rev", "name revisions").flags(&[
        opt("--refs|--exclude"),
        flag("--name-only|--tags|--all|--annotate-stdin|--stdin|--undefined|--no-undefined|--always|--no-always"),
    ]),
    Spec::new("notes", Kind::Read, Operands::Data, "show notes (adding or editing writes)").flags(&[opt("--ref")]).subs(&[
        write("add", "add a note"),
        write("append", "append to a note"),
        write("copy", "copy a note"),
        write("edit", "edit a note"),
        read("get-ref", "print the notes ref"),
        read("list", "list notes"),
        write("merge", "merge notes"),
        write("prune", "remove stale notes"),
        write("remove", "remove a note"),
        read("show", "show a note"),
    ]),
    write("prune", "remove unreachable objects"),
    net("pull", "fetch and integrate").flags(GIT_FETCH).hook(git_remote_hook),
    net("push", "update a remote (force-pushing main/master is denied)").flags(GIT_PUSH).hook(git_push_hook),
    read("range-diff", "compare commit ranges").flags(GIT_RANGE_DIFF),
    write("rebase", "reapply commits"),
    Spec::new("reflog", Kind::Read, Operands::Data, "show the reflog (expire/delete write)")
        .subs(&[
            write("delete", "delete reflog entries"),
            read("exists", "check a reflog exists"),
            write("expire", "prune reflog entries"),
            log("show", "show the reflog"),
        ])
        .unknown_sub(Kind::Read)
        .flags(GIT_LOG),
    Spec::new("remote", Kind::Read, Operands::Data, "list remotes (changing them writes)")
        .subs(&[
            write("add", "add a remote"),
            read("get-url", "print a remote's URL").flags(&[flag("--push|--all")]),
            net("prune", "delete stale remote branches"),
            write("remove|rm", "remove a remote"),
            write("rename", "rename a remote"),
            write("set-branches", "change tracked branches"),
            write("set-head", "set the default branch"),
            write("set-url", "change a remote's URL"),
            net("show", "show a remote (queries it)"),
            net("update", "fetch remotes"),
        ])
        .flags(&[flag("-v|--verbose")]),
    write("replace", "replace objects"),
    write("reset", "reset HEAD, index or work tree"),
    write("restore", "restore work tree files"),
    write("revert", "revert commits"),
    log("rev-list", "list commits"),
    read("rev-parse", "parse revisions").flags(GIT_REV_PARSE),
    write("rm", "remove tracked files"),
    read("shortlog", "summarise logs").flags(GIT_SHORTLOG),
    log("show", "show objects (`REV:PATH` prints a file: its path is classified)").hook(git_rev_path_hook),
    read("show-branch", "show branches and commits").flags(GIT_SHOW_BRANCH),
    read("show-ref", "list refs").flags(&[flag(
        "--tags|--branches|--heads|--exists|--verify|--head|-d|--dereference|-s|--hash|--abbrev|-q|--quiet|--exclude-existing",
    )]),
    Spec::new("symbolic-ref", Kind::Read, Operands::Data, "print a symbolic ref (a second operand or `-d` changes it)")
        .flags(&[
            danger("-d|--delete", Writes),
            danger_opt("-m", Writes),
            flag("-q|--quiet|--short|--no-short|--recurse|--no-recurse"),
        ])
        .hook(git_symbolic_ref_hook),
    write("sparse-checkout", "change the sparse checkout"),
    Spec::new("stash", Kind::Write, Operands::Data, "stash changes (list/show only read)")
        .subs(&[
            write("apply", "apply a stash"),
            write("branch", "branch from a stash"),
            write("clear", "drop all stashes"),
            write("create", "create a stash object"),
            write("drop", "drop a stash"),
            Spec::new("list", Kind::Read, Operands::Data, "list stashes").flags(GIT_LOG),
            write("pop", "apply and drop a stash"),
            write("push|save", "stash changes"),
            log("show", "show a stash (`-u` adds untracked files)"),
            write("store", "store a stash"),
        ])
        .unknown_sub(Kind::Write),
    read("status", "show the work tree status").flags(GIT_STATUS),
    Spec::new("submodule", Kind::Network, Operands::Data, "manage submodules (status reads)")
        .subs(&[
            read("status", "show submodule status").flags(&[flag("--cached|--recursive|-q|--quiet")]),
            read("summary", "summarise submodule changes")
                .flags(&[opt("-n|--summary-limit"), flag("--cached|--files|--for-status")]),
            read("foreach", "run a command in each submodule").hook(git_submodule_foreach),
        ])
        .unknown_sub(Kind::Network),
    write("switch", "switch branches"),
    Spec::new("tag", Kind::Read, Operands::Data, "list tags (creating or deleting writes)")
        .flags(GIT_TAG)
        .hook(git_tag_hook),
    write("update-index", "change the index"),
    write("update-ref", "change a ref"),
    read("var", "print git variables").flags(&[flag("-l")]),
    read("verify-commit", "check commit signatures").flags(&[flag("-v|--verbose|--raw")]),
    read("verify-tag", "check tag signatures").flags(&[opt("--format"), flag("-v|--verbose|--raw")]),
    read("version", "print the version").flags(&[flag("--build-options")]),
    log("whatchanged", "show logs with changes").hook(git_log_hook),
    Spec::new("worktree", Kind::Write, Operands::Data, "manage work trees (list reads)")
        .subs(&[
            write("add", "add a work tree"),
            read("list", "list work trees").flags(&[opt("--expire"), flag("--porcelain|-v|--verbose|-z")]),
            write("lock", "lock a work tree"),
            write("move", "move a work tree"),
            write("prune", "prune work tree data"),
            write("remove", "remove a work tree"),
            write("repair", "repair work tree files"),
            write("unlock", "unlock a work tree"),
        ])
        .unknown_sub(Kind::Write),
    write("write-tree", "write the index as a tree"),
];

const GH_SUBS: &[Spec] = &[
    Spec::new("api", Kind::Network, Operands::Data, "call the GitHub API"),
    Spec::new("auth", Kind::Network, Operands::Data, "authenticate (status reads credentials)")
        .subs(&[Spec::new("status", Kind::Network, Operands::Data, "show auth status")])
        .unknown_sub(Kind::Ask("unknown.subcommand")),
    Spec::new("issue", Kind::Network, Operands::Data, "issues on GitHub"),
    Spec::new("pr", Kind::Network, Operands::Data, "pull requests on GitHub"),
    Spec::new("release", Kind::Network, Operands::Data, "releases on GitHub"),
    Spec::new("repo", Kind::Network, Operands::Data, "repositories on GitHub"),
    Spec::new("run", Kind::Network, Operands::Data, "workflow runs on GitHub"),
    Spec::new("search", Kind::Network, Operands::Data, "search GitHub"),
    Spec::new("workflow", Kind::Network, Operands::Data, "workflows on GitHub"),
];

/// Sorted by name.
pub const COMMANDS: &[Spec] = &[
    Spec::new("gh", Kind::Network, Operands::Data, "GitHub CLI: talks to GitHub")
        .subs(GH_SUBS)
        .unknown_sub(Kind::Network),
    Spec::new("git", Kind::Read, Operands::Data, "git: decided per subcommand and flag")
        .flags(GIT_GLOBAL)
        .hook(git_config_override_hook)
        .subs(GIT_SUBS),
    Spec::new("git-lfs", Kind::Write, Operands::Data, "Git LFS: `ls-files`, `status`, `env` read")
        .subs(LFS_SUBS)
        .unknown_sub(Kind::Write)
        .hook(crate::knowledge::lang::version_hook),
    Spec::new("hg", Kind::Read, Operands::Data, "Mercurial: decided per subcommand")
        .subs(&[
            Spec::new("annotate|blame", Kind::Read, Operands::Data, "show who changed each line").flags(HG_ANNOTATE),
            Spec::new("cat", Kind::Read, Operands::Read, "print a file at a revision (`-o` writes)").flags(HG_CAT),
            Spec::new("diff", Kind::Read, Operands::Data, "show changes").flags(HG_DIFF),
            Spec::new("log", Kind::Read, Operands::Data, "show history").flags(HG_LOG),
            Spec::new("status|st", Kind::Read, Operands::Data, "show the work tree status").flags(HG_STATUS),
            Spec::new("summary|sum", Kind::Read, Operands::Data, "summarise the work tree (`--remote` queries it)")
                .flags(HG_SUMMARY),
            Spec::new("bookmarks|bm|bookmark", Kind::Read, Operands::Data, "list bookmarks (an operand creates one)")
                .flags(HG_BOOKMARKS)
                .hook(hg_operand_writes),
            Spec::new("branches", Kind::Read, Operands::Data, "list branches").flags(HG_BRANCHES),
            Spec::new("config|showconfig", Kind::Read, Operands::Data, "print settings (`--edit` opens an editor)")
                .flags(HG_CONFIG)
                .hook(hg_config_hook),
            Spec::new("files", Kind::Read, Operands::Data, "list tracked files").flags(HG_FILES),
            Spec::new("heads", Kind::Read, Operands::Data, "list heads").flags(HG_HEADS),
            Spec::new(
                "identify|id",
                Kind::Read,
                Operands::Data,
                "identify the working copy (a SOURCE queries a remote)",
            )
            .flags(HG_IDENTIFY)
            .hook(hg_source_hook),
            Spec::new("manifest", Kind::Read, Operands::Data, "list files of a revision").flags(HG_MANIFEST),
            Spec::new("paths", Kind::Read, Operands::Data, "list remote paths").flags(HG_PLAIN),
            Spec::new("root", Kind::Read, Operands::Data, "print the repository root").flags(HG_ROOT),
            Spec::new("tags", Kind::Read, Operands::Data, "list tags").flags(HG_PLAIN),
            Spec::new("version", Kind::Read, Operands::Data, "print the version").flags(HG_PLAIN),
        ])
        .flags(HG_GLOBAL)
        .hook(hg_global_hook),
    jj("jj", "Jujutsu: log, status, diff, show read; most other verbs change the repository")
        .subs(&[
            jj("diff", "show changes"),
            jj("file", "list or show files (`chmod`, `track` write)").subs(&[
                jj("annotate", "show who changed each line"),
                jj("list", "list files"),
                jj("show", "print a file"),
            ]),
            jj("log", "show history"),
            jj("op", "operation log (`log`, `show` read)")
                .subs(&[jj("log", "list operations"), jj("show", "show an operation")]),
            jj("root", "print the workspace root"),
            jj("show", "show a change"),
            jj("status|st", "show the working copy status"),
            jj("version", "print the version"),
        ])
        .unknown_sub(Kind::Write),
    Spec::new(
        "scalar",
        Kind::Write,
        Operands::Data,
        "large-repository helper for git: `list` reads; register, clone, run write",
    )
    .subs(&[
        Spec::new("list", Kind::Read, Operands::Data, "list registered repositories"),
        Spec::new("version", Kind::Read, Operands::Data, "print the version"),
    ])
    .unknown_sub(Kind::Write),
    Spec::new("svn", Kind::Read, Operands::Data, "Subversion: decided per subcommand")
        .subs(&[
            Spec::new("diff", Kind::Read, Operands::Data, "show changes (URLs query the server)")
                .flags(SVN_READ)
                .hook(svn_url_hook),
            Spec::new("info", Kind::Read, Operands::Data, "show information (URLs query the server)")
                .flags(SVN_READ)
                .hook(svn_url_hook),
            Spec::new("log", Kind::Network, Operands::Data, "show history (queries the server)"),
            Spec::new(
                "status|st|stat",
                Kind::Read,
                Operands::Data,
                "show the work tree status (`-u` queries the server)",
            )
            .flags(SVN_READ)
            .hook(svn_status_hook),
            Spec::new(
                "blame|praise|annotate|ann",
                Kind::Read,
                Operands::Data,
                "show who changed each line (URLs query the server)",
            )
            .flags(SVN_READ)
            .hook(svn_url_hook),
            Spec::new("cat", Kind::Read, Operands::Data, "print a file at a revision (URLs query the server)")
                .flags(SVN_READ)
                .hook(svn_cat_hook),
            Spec::new("list|ls", Kind::Read, Operands::Data, "list entries (URLs query the server)")
                .flags(SVN_READ)
                .hook(svn_url_hook),
            Spec::new(
                "propget|pget|pg|proplist|plist|pl",
                Kind::Read,
                Operands::Data,
                "print properties (URLs query the server)",
            )
            .flags(SVN_READ)
            .hook(svn_url_hook),
            Spec::new("version", Kind::Read, Operands::Data, "print the version").flags(SVN_READ),
        ])
        .flags(&[danger_opt("--config-dir|--config-option", Exec)])
        .hook(vcs_global_config_hook),
];

/// `git -c KEY=VALUE`: keys that only change output or defaults are allowed; anything that
/// can name a program (pagers, editors, helpers, filters, drivers, aliases, hooks, SSH,
/// includes, transports) or that we do not know asks.
fn git_config_key_is_harmless(key: &str, value: &str) -> bool {
    let key = key.to_ascii_lowercase();
    let value_l = value.to_ascii_lowercase();
    let (section, rest) = key.split_once('.').unwrap_or((key.as_str(), ""));
    match section {
        "color" | "advice" | "column" | "i18n" | "pretty" | "status" | "branch" | "blame" | "grep" | "tag" | "init" => {
            !rest.contains("cmd") && !rest.contains("program")
        }
        "diff" => matches!(
            rest,
            "mnemonicprefix"
                | "noprefix"
                | "algorithm"
                | "context"
                | "colormoved"
                | "colormovedws"
                | "srcprefix"
                | "dstprefix"
                | "renames"
                | "renamelimit"
                | "relative"
                | "indentheuristic"
                | "interhunkcontext"
                | "statgraphwidth"
                | "suppressblankempty"
                | "statnamewidth"
                | "ignoresubmodules"
                | "submodule"
                | "wserrorhighlight"
        ),
        "log" => matches!(
            rest,
            "date"
                | "decorate"
                | "abbrevcommit"
                | "follow"
                | "graphcolors"
                | "mailmap"
                | "excludedecoration"
                | "initialdecorationset"
        ),
        "core" => match rest {
            "quotepath" | "abbrev" | "autocrlf" | "safecrlf" | "filemode" | "ignorecase" | "precomposeunicode"
            | "commentchar" | "commentstring" | "whitespace" | "eol" | "symlinks" | "checkstat" | "trustctime"
            | "untrackedcache" | "preloadindex" => true,
            "pager" => matches!(value_l.as_str(), "" | "cat"),
            "askpass" => matches!(value_l.as_str(), "" | "false" | "true"),
            _ => false,
        },
        "credential" => rest == "helper" && value.is_empty(),
        "pager" => matches!(value_l.as_str(), "" | "false" | "true" | "cat"),
        "http" => matches!(rest, "sslverify" | "version" | "lowspeedlimit" | "lowspeedtime" | "postbuffer"),
        "fetch" => matches!(rest, "prune" | "prunetags" | "parallel" | "writecommitgraph" | "showforcedupdates"),
        "push" => matches!(rest, "default" | "autosetupremote" | "followtags"),
        "pull" => matches!(rest, "rebase" | "ff"),
        "merge" => matches!(rest, "conflictstyle" | "ff" | "log" | "renames" | "stat"),
        "user" => matches!(rest, "name" | "email" | "usenewconfig"),
        "protocol" => rest == "version",
        "feature" | "format" => !rest.contains("cmd") && !rest.contains("program") && rest != "signoff",
        "commit" => matches!(rest, "verbose" | "status" | "cleanup"),
        "gc" => rest == "auto" && value == "0",
        "maintenance" => rest == "auto" && matches!(value_l.as_str(), "false" | "0"),
        "safe" => false,
        _ => false,
    }
}

fn git_config_override_hook(ctx: &mut Ctx) {
    let argv = &ctx.inv.argv;
    let mut bad: Vec<String> = Vec::new();
    let mut i = 1;
    while i < argv.len() {
        let Some(v) = argv[i].value() else {
            // Global options end at the subcommand; a dynamic word there is handled elsewhere.
            break;
        };
        let pair = if v == "-c" {
            i += 1;
            Some(argv.get(i).map(|a| a.value().unwrap_or("\u{0}").to_string()).unwrap_or_default())
        } else {
            v.strip_prefix("-c").filter(|r| !r.is_empty() && !v.starts_with("--")).map(str::to_string)
        };
        match pair {
            Some(p) => {
                let (k, val) = p.split_once('=').unwrap_or((p.as_str(), "true"));
                if p.contains('\u{0}') || !git_config_key_is_harmless(k, val) {
                    bad.push(p.clone());
                }
            }
            None if !v.starts_with('-') => break,
            None if matches!(
                v,
                "-C" | "--namespace"
                    | "--super-prefix"
                    | "--list-cmds"
                    | "--attr-source"
                    | "--exec-path"
                    | "--git-dir"
                    | "--work-tree"
                    | "--config-env"
            ) =>
            {
                i += 1
            }
            None => {}
        }
        i += 1;
    }
    for p in bad {
        ctx.effect("exec");
        ctx.add("exec.flag", format!("`git -c {p}` may set a program git runs"), Decision::Ask);
    }
}

/// Flags of svn's reading verbs, global ones included (svn gives each letter one meaning
/// across verbs). `--diff-cmd`, `--editor-cmd` and config options name programs; a URL
/// operand queries the server (the verbs' hooks).
const SVN_READ: &[Flag] = &[
    danger_opt("--diff-cmd|--diff3-cmd|--editor-cmd|--config-dir|--config-option", Exec),
    danger_opt("--targets", ReadsValue),
    danger("--trust-server-cert", Network),
    opt(
        "-r|--revision|-c|--change|--depth|--username|--password|-x|--extensions|--encoding|--old|--new|--changelist|--cl|--show-item|--search|--trust-server-cert-failures",
    ),
    flag(
        "-u|--show-updates|-v|--verbose|-q|--quiet|--xml|--incremental|-N|--non-recursive|-R|--recursive|-g|--use-merge-history|-H|--human-readable|--internal-diff|--no-diff-added|--no-diff-deleted|--ignore-properties|--properties-only|--show-copies-as-adds|--notice-ancestry|--summarize|--git|--patch-compatible|--no-ignore|--ignore-externals|--include-externals|--no-newline|--revprop|--show-inherited-props|--ignore-keywords|--force|--non-interactive|--force-interactive|--no-auth-cache|--password-from-stdin|-h|--help|--version",
    ),
];

/// hg's `-R`/`--repository`/`--cwd` may follow the subcommand: another repository's
/// `.hg/hgrc` runs its hooks and extensions.
fn hg_global_hook(ctx: &mut Ctx) {
    vcs_global_config_hook(ctx);
    let hit = ctx.inv.argv.iter().skip(1).find_map(|a| {
        let v = a.value()?;
        (v.starts_with("-R") || v.starts_with("--repo") || v.starts_with("--cwd")).then(|| v.to_string())
    });
    if let Some(v) = hit {
        ctx.effect("exec");
        ctx.add(
            "exec.flag",
            format!("`hg {v}` loads another repository's configuration (hooks, extensions)"),
            Decision::Ask,
        );
    }
}

/// `hg identify SOURCE` asks a remote repository.
fn hg_source_hook(ctx: &mut Ctx) {
    let sources: Vec<String> = ctx.operands().iter().map(|a| a.value().unwrap_or("$").to_string()).collect();
    for s in sources {
        ctx.host(&s);
        ctx.effect("network");
        ctx.add("net.access", format!("`hg identify {s}` queries a remote repository"), Decision::Ask);
    }
}

/// `svn status -u` asks the server for updates.
fn svn_status_hook(ctx: &mut Ctx) {
    if ctx.has("-u|--show-updates") {
        ctx.effect("network");
        ctx.add("net.flag", "`svn status -u` queries the server", Decision::Ask);
    }
}

/// `svn cat`: URLs query the server; local paths are read.
fn svn_cat_hook(ctx: &mut Ctx) {
    svn_url_hook(ctx);
    for a in ctx.operands() {
        if a.value().is_some_and(|v| !v.contains("://") && !v.starts_with('^')) {
            let p = a.value().unwrap_or("").split('@').next().unwrap_or("").to_string();
            ctx.path(&crate::resolve::Arg::lit(&p, a.span), crate::classify::PathAccess::Read);
        }
    }
}

/// `git log -p -- PATH` prints the file's changes (its content): the paths are read. The
/// combined-diff forms (`-c`, `--cc`, `--dd`, `--remerge-diff`), `--binary` and the word
/// diffs imply a patch.
fn git_log_hook(ctx: &mut Ctx) {
    let patch = ctx.inv.argv.iter().skip(ctx.args_start).any(|a| {
        a.value().is_none_or(|v| {
            matches!(
                v,
                "--patch"
                    | "--patch-with-stat"
                    | "--patch-with-raw"
                    | "--full-diff"
                    | "--cc"
                    | "--dd"
                    | "--remerge-diff"
                    | "--binary"
                    | "--function-context"
            ) || v.starts_with("--unified")
                || v.starts_with("--word-diff")
                || v.starts_with("--color-words")
                || v.starts_with("--diff-merges")
                || !v.starts_with("--") && v.starts_with('-') && v.contains(['p', 'u', 'U', 'c', 'm', 'W'])
        })
    });
    if patch {
        git_dashdash_paths(ctx);
    }
    // `-L START,END:FILE` and `-L :FUNC:FILE` print the file's lines.
    let argv = &ctx.inv.argv;
    let mut files = Vec::new();
    for (i, a) in argv.iter().enumerate().skip(ctx.args_start) {
        let value = match a.value() {
            Some("-L") => argv.get(i + 1).and_then(|n| n.value()),
            Some(v) if v.starts_with("-L") => Some(&v[2..]),
            _ => None,
        };
        if let Some((_, file)) = value.and_then(|v| v.rsplit_once(':'))
            && !file.is_empty()
        {
            files.push(crate::resolve::Arg::lit(file, a.span));
        }
    }
    for f in files {
        ctx.path(&f, crate::classify::PathAccess::Read);
    }
}

/// Operands after `--` are paths; they are read.
fn git_dashdash_paths(ctx: &mut Ctx) {
    let Some(dd) = ctx.inv.argv.iter().skip(ctx.args_start).position(|a| a.value() == Some("--")) else { return };
    let dd = dd + ctx.args_start;
    let paths: Vec<crate::resolve::Arg> = ctx.inv.argv.iter().skip(dd + 1).cloned().collect();
    for p in paths {
        ctx.path(&p, crate::classify::PathAccess::Read);
    }
}

/// `git symbolic-ref NAME` reads; `NAME REF` or `-d` changes it.
fn git_symbolic_ref_hook(ctx: &mut Ctx) {
    let changes = ctx.operands().len() > 1
        || ctx
            .inv
            .argv
            .iter()
            .skip(ctx.args_start)
            .any(|a| a.value().is_none_or(|v| matches!(v, "-d" | "--delete" | "-m")));
    if changes {
        ctx.effect("write");
        ctx.add("write.command", "`git symbolic-ref NAME REF` changes a ref", Decision::Ask);
    }
}

/// hg and svn accept their global options after the subcommand: `--config` (hg
/// extensions and aliases run code), svn's `--config-option`, `--diff-cmd`, `--editor-cmd`.
fn vcs_global_config_hook(ctx: &mut Ctx) {
    let hit = ctx.inv.argv.iter().skip(1).find_map(|a| {
        let v = a.value()?;
        ["--config", "--diff-cmd", "--diff3-cmd", "--editor-cmd", "--debugger", "--pager"]
            .iter()
            .any(|p| v.starts_with(p))
            .then(|| v.to_string())
    });
    if let Some(v) = hit {
        ctx.effect("exec");
        ctx.add("exec.flag", format!("`{v}` can make the tool run a program"), Decision::Ask);
    }
}

fn hg_operand_writes(ctx: &mut Ctx) {
    if !ctx.operands().is_empty()
        || ctx.inv.argv.iter().any(|a| {
            a.value().is_none_or(|v| {
                v.starts_with("-d") || v.starts_with("--delete") || v.starts_with("-m") || v.starts_with("--rename")
            })
        })
    {
        ctx.effect("write");
        ctx.add("write.command", "creating, moving or deleting a bookmark writes", Decision::Ask);
    }
}

fn hg_config_hook(ctx: &mut Ctx) {
    if ctx.inv.argv.iter().any(|a| a.value().is_none_or(|v| v == "-e" || v == "--edit")) {
        ctx.effect("exec");
        ctx.add("exec.editor", "`hg config --edit` opens an editor", Decision::Ask);
    }
}

fn svn_url_hook(ctx: &mut Ctx) {
    let urls: Vec<String> = ctx
        .operands()
        .iter()
        .map(|a| a.value().unwrap_or("$").to_string())
        .filter(|v| v.contains("://") || v.starts_with('^') || v == "$")
        .collect();
    for u in urls {
        ctx.host(&u);
        ctx.effect("network");
        ctx.add("net.access", format!("`{u}` is a repository URL"), Decision::Ask);
    }
}

/// `git show HEAD:.env` prints a committed file: classify the path part as a read.
fn git_rev_path_hook(ctx: &mut Ctx) {
    let paths: Vec<crate::resolve::Arg> = ctx
        .operands()
        .iter()
        .filter_map(|a| {
            let v = a.value()?;
            let (_, path) = v.split_once(':')?;
            (!path.is_empty()).then(|| crate::resolve::Arg::lit(path.trim_start_matches("./"), a.span))
        })
        .collect();
    for p in paths {
        ctx.path(&p, crate::classify::PathAccess::Read);
    }
    git_dashdash_paths(ctx);
}

fn git_branch_hook(ctx: &mut Ctx) {
    // `git branch NAME` creates a branch; listing takes no operands (or patterns with --list).
    let listing = ctx.has(
        "-l|--list|-a|--all|-r|--remotes|--contains|--merged|--no-merged|--points-at|--show-current|-v|-vv|--verbose",
    );
    if !ctx.operands().is_empty() && !listing {
        ctx.effect("write");
        ctx.add("write.command", "`git branch NAME` creates a branch", Decision::Ask);
    }
}

fn git_tag_hook(ctx: &mut Ctx) {
    let listing = ctx.has("-l|--list|--contains|--merged|--no-merged|--points-at|-n");
    if !ctx.operands().is_empty() && !listing {
        ctx.effect("write");
        ctx.add("write.command", "`git tag NAME` creates a tag", Decision::Ask);
    }
}

fn git_config_hook(ctx: &mut Ctx) {
    // `--blob=REV:PATH` reads a committed file.
    if let Some(blob) = ctx.value("--blob").map(str::to_string)
        && let Some((_, path)) = blob.split_once(':')
        && !path.is_empty()
    {
        let arg = crate::resolve::Arg::lit(path.trim_start_matches("./"), ctx.span());
        ctx.path(&arg, crate::classify::PathAccess::Read);
    }
    // git >= 2.46: `git config VERB ...` (a key always has a section, so a bare verb is one).
    let verb = ctx.operands().first().and_then(|a| a.value()).map(str::to_string);
    match verb.as_deref() {
        Some("get" | "list") => {
            if verb.as_deref() == Some("get") {
                config_secret_read(ctx, 1);
            }
            if ctx.parsed.iter().any(|p| matches!(p, super::ParsedArg::Unknown { .. })) {
                ctx.effect("write");
                ctx.add(
                    "write.command",
                    "`git config` with an option we do not know may change settings",
                    Decision::Ask,
                );
            }
            return;
        }
        Some("edit") => {
            ctx.effect("exec");
            ctx.add("exec.editor", "`git config edit` opens an editor", Decision::Ask);
            return;
        }
        Some("set" | "unset" | "rename-section" | "remove-section") => {
            ctx.effect("write");
            ctx.add("write.command", "`git config set/unset` changes settings", Decision::Ask);
            return;
        }
        _ => {}
    }
    let reading =
        ctx.parsed.iter().any(|p| matches!(p, super::ParsedArg::Flag { flag, .. } if flag.effect == PatternGiven));
    let operands = ctx.operands().len();
    if !reading && operands != 1 {
        ctx.effect("write");
        ctx.add("write.command", "`git config NAME VALUE` changes settings", Decision::Ask);
    } else if !ctx.has("-l|--list") {
        config_secret_read(ctx, 0);
    }
    if ctx.parsed.iter().any(|p| matches!(p, super::ParsedArg::Unknown { .. })) {
        ctx.effect("write");
        ctx.add("write.command", "`git config` with an option we do not know may change settings", Decision::Ask);
    }
}

/// Config sections whose values are credentials: credential helpers and usernames, `http.*`
/// (`extraheader` holds CI tokens, `proxy` a proxy password), `sendemail.smtppass`, and the
/// tokens hub-style tools keep.
const SECRET_CONFIG_SECTIONS: &[&str] = &["credential", "github", "gitlab", "http", "hub", "sendemail"];
/// Words in a key's last part that name a credential.
const SECRET_CONFIG_WORDS: &[&str] = &["cookie", "cred", "extraheader", "pass", "secret", "token"];

/// Reading a config key that holds a credential (`git config --get http.extraheader`,
/// `--get-regexp` with a pattern that may match one) asks. `--list` and remote URLs are not
/// judged here: like `git remote -v` they are everyday reads, and only the forms whose
/// secret name is visible in the command are caught. `skip` is 1 after a `get` verb.
fn config_secret_read(ctx: &mut Ctx, skip: usize) {
    let ops = ctx.operands();
    let Some(key) = ops.get(skip) else { return };
    // Exact spellings: `ctx.has` would take `--get` for an abbreviation of `--get-regexp`.
    let regexp = ctx.inv.argv.iter().filter_map(|a| a.value()).any(|v| {
        v.len() > "--get-".len() && "--get-regexp".starts_with(v)
            || skip == 1 && v.len() > "--r".len() && "--regexp".starts_with(v.split('=').next().unwrap_or(v))
    });
    let secret = match key.value().map(str::to_ascii_lowercase) {
        None => true,
        Some(k) if regexp => secret_config_pattern(&k),
        Some(k) => {
            let section = k.split('.').next().unwrap_or("");
            let last = k.rsplit('.').next().unwrap_or("");
            SECRET_CONFIG_SECTIONS.contains(&section) || SECRET_CONFIG_WORDS.iter().any(|w| last.contains(w))
        }
    };
    if secret {
        ctx.effect("secret");
        ctx.add("read.secret", "this git config key may hold a credential or token", Decision::Ask);
    }
}

/// May a `--get-regexp` pattern match a credential key? Only a pattern anchored at a
/// section that is not a credential section (`^remote\.`, `^alias`) is safe: an unanchored
/// one also matches URL subsections (`credential.https://user@host.helper`).
fn secret_config_pattern(p: &str) -> bool {
    let Some(rest) = p.strip_prefix('^') else { return true };
    let lit: String = rest.chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '-').collect();
    lit.is_empty()
        || SECRET_CONFIG_SECTIONS.iter().any(|s| s.starts_with(&lit) || lit.starts_with(s))
        || SECRET_CONFIG_WORDS.iter().any(|w| p.contains(w))
        || p.contains("header")
}

fn git_clean_hook(ctx: &mut Ctx) {
    if ctx.inv.argv.iter().any(|a| matches!(a.value(), Some("-n" | "--dry-run"))) {
        super::clear_effects(ctx);
    }
}

fn git_apply_hook(ctx: &mut Ctx) {
    let check_only =
        ctx.parsed.iter().any(|p| matches!(p, super::ParsedArg::Flag { flag, .. } if flag.effect == PatternGiven))
            && !ctx.inv.argv.iter().any(|a| a.value() == Some("--apply"));
    if check_only {
        ctx.out.reasons.retain(|r| r.code != "write.command");
        ctx.out.decision = ctx.out.reasons.iter().map(|r| r.decision).max().unwrap_or_default();
        ctx.out.effects.retain(|e| *e != "write");
    }
}

fn git_writes_file(ctx: &mut Ctx) {
    ctx.effect("write");
    ctx.add("write.command", "writes a report file", Decision::Ask);
}

fn git_submodule_foreach(ctx: &mut Ctx) {
    ctx.effect("exec");
    ctx.add("exec.runs-code", "`git submodule foreach` runs a command in each submodule", Decision::Ask);
}

fn git_remote_hook(ctx: &mut Ctx) {
    for a in ctx.operands() {
        let t = a.text.clone();
        if t.contains("://") || t.contains('@') || t.contains(':') {
            ctx.host(&t);
        }
    }
}

/// Force-pushing or deleting `main` or `master` is denied; other force pushes ask (as any
/// push does).
fn git_push_hook(ctx: &mut Ctx) {
    git_remote_hook(ctx);
    let force_flag = ctx.has("-f|--force|--force-with-lease|--force-if-includes|--mirror")
        || ctx
            .inv
            .argv
            .iter()
            .any(|a| a.value().is_some_and(|v| v.starts_with("--force-with-lease=") || v.starts_with("--force")));
    let ops = ctx.operands();
    // The first operand is the remote; the rest are refspecs.
    let refspecs: Vec<String> = ops.iter().skip(1).map(|a| a.value().unwrap_or(&a.text).to_string()).collect();
    let protected = |name: &str| {
        let name = name.trim_start_matches("refs/heads/");
        matches!(name, "main" | "master")
    };
    let delete_flag = ctx.has("-d|--delete");
    for spec in &refspecs {
        let forced = force_flag || spec.starts_with('+');
        let s = spec.trim_start_matches('+');
        let dest = s.rsplit(':').next().unwrap_or(s);
        // `git push origin :main`, `git push --delete origin main`: deletes the remote branch.
        if (delete_flag || s.starts_with(':')) && protected(dest) {
            ctx.add("git.force-push-protected", format!("deletes the remote branch `{dest}`"), Decision::Deny);
        } else if forced && protected(dest) {
            ctx.add("git.force-push-protected", format!("force-pushes `{dest}`"), Decision::Deny);
        } else if forced && dest.contains('*') {
            ctx.add(
                "git.force-push-protected",
                format!("force-pushes every branch matching `{dest}`, main included"),
                Decision::Deny,
            );
        }
    }
    if force_flag && ctx.has("--all|--branches") {
        ctx.add("git.force-push-protected", "a forced `--all` overwrites every branch of the remote", Decision::Deny);
    }
    if force_flag && ctx.has("--mirror") {
        ctx.add("git.force-push-protected", "`--mirror` overwrites every branch of the remote", Decision::Deny);
    }
}
