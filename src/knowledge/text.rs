//! text: search, filter and view tools (grep family, sed, awk, jq, pagers, editors).
//!
//! Mostly read-only; the per-flag dangers are listed on each entry: `rg --pre` runs a
//! program, `sed -i` writes and its `e`/`w` commands run or write, `awk` programs can call
//! `system()` or redirect, `less` can run commands. Editors are interactive: they ask.

use super::FlagEffect::*;
use super::{Flag, Kind, Operands, Spec, danger, danger_opt, flag, opt, pattern, pattern_file};
use crate::classify::{Ctx, PathAccess};
use crate::report::Decision;

/// GNU grep and BSD/macOS grep (also egrep, fgrep, zgrep, ... which pass them on). Nothing
/// writes: `--exclude-from` reads a file of globs, `-f` a file of patterns. `--color` and
/// `--colour` take their value only as `--color=WHEN`.
const GREP_FLAGS: &[Flag] = &[
    pattern("-e|--regexp"),
    pattern_file("-f|--file"),
    danger_opt("--exclude-from", ReadsValue),
    opt(
        "-NUM|-A|--after-context|-B|--before-context|-C|--context|-m|--max-count|-d|--directories|-D|--devices|--binary-files|--include|--exclude|--exclude-dir|--include-dir|--label|--group-separator",
    ),
    flag(
        "-E|--extended-regexp|-F|--fixed-strings|-G|--basic-regexp|-P|--perl-regexp|-i|--ignore-case|--no-ignore-case|-y|-w|--word-regexp|-x|--line-regexp|-z|--null-data|-s|--no-messages|-v|--invert-match|-V|--version|--help|-b|--byte-offset|-n|--line-number|--line-buffered|-H|--with-filename|-h|--no-filename|-o|--only-matching|-q|--quiet|--silent|-a|--text|-I|-r|--recursive|-R|--dereference-recursive|-L|--files-without-match|-l|--files-with-matches|-c|--count|-T|--initial-tab|-Z|--null|--no-group-separator|--color|--colour|-U|--binary|-u|--unix-byte-offsets",
    ),
    // BSD/macOS grep: decompression and symlink handling.
    flag("-J|--bz2decompress|-M|--lzma|-X|--xz|--decompress|-O|-S|-p|--mmap"),
    // Context digits inside a cluster (`-n5` is `-n -5`).
    flag("-0|-1|-2|-3|-4|-5|-6|-7|-8|-9"),
];
/// ripgrep 14. `--pre` and `--hostname-bin` run programs, `-z` runs decompressors; the
/// listing modes (`--files`, `--type-list`) take no pattern.
const RG_FLAGS: &[Flag] = &[
    pattern("-e|--regexp"),
    pattern_file("-f|--file"),
    danger_opt("--pre", Exec),
    danger_opt("--ignore-file", ReadsValue),
    danger_opt("--hostname-bin", Exec),
    danger("-z|--search-zip", Exec),
    Flag::new("--files", false, PatternGiven),
    Flag::new("--type-list", false, PatternGiven),
    opt(
        "-g|--glob|--iglob|-t|--type|-T|--type-not|-m|--max-count|-A|--after-context|-B|--before-context|-C|--context|-M|--max-columns|--max-depth|--maxdepth|-d|--max-filesize|-j|--threads|--color|--colors|--sort|--sortr|-E|--encoding|--engine|--type-add|--type-clear|--pre-glob|--path-separator|-r|--replace|--context-separator|--field-context-separator|--field-match-separator|--dfa-size-limit|--regex-size-limit|--generate|--hyperlink-format",
    ),
    flag(
        "-s|--case-sensitive|-i|--ignore-case|-S|--smart-case|--crlf|--no-crlf|--no-encoding|-F|--fixed-strings|--no-fixed-strings|-v|--invert-match|--no-invert-match|-x|--line-regexp|-w|--word-regexp|--mmap|--no-mmap|-U|--multiline|--no-multiline|--multiline-dotall|--no-multiline-dotall|--unicode|--no-unicode|--null-data|--pcre2-unicode|--no-pcre2-unicode|-P|--pcre2|--no-pcre2|--auto-hybrid-regex|--no-auto-hybrid-regex|--stop-on-nonmatch|-a|--text|--no-text|--no-search-zip|--no-pre|--binary|--no-binary|-L|--follow|--no-follow|--glob-case-insensitive|--no-glob-case-insensitive|-.|--hidden|--no-hidden|--ignore-file-case-insensitive|--no-ignore-file-case-insensitive|--no-ignore|--ignore|--no-ignore-dot|--ignore-dot|--no-ignore-exclude|--ignore-exclude|--no-ignore-files|--ignore-files|--no-ignore-global|--ignore-global|--no-ignore-messages|--ignore-messages|--no-ignore-parent|--ignore-parent|--no-ignore-vcs|--ignore-vcs|--no-require-git|--require-git|--one-file-system|--no-one-file-system|-u|--unrestricted|--column|--no-column|--no-context-separator|--heading|--no-heading|-h|--help|--include-zero|--no-include-zero|--line-buffered|--no-line-buffered|--block-buffered|--no-block-buffered|-n|--line-number|-N|--no-line-number|--max-columns-preview|--no-max-columns-preview|-0|--null|-o|--only-matching|--passthru|--passthrough|-p|--pretty|-q|--quiet|--trim|--no-trim|-b|--byte-offset|--no-byte-offset|--vimgrep|-H|--with-filename|-I|--no-filename|--json|--no-json|--debug|--trace|--stats|--no-stats|-c|--count|--count-matches|-l|--files-with-matches|--files-without-match|--no-config|--pcre2-version|-V|--version|--no-messages|--messages|--sort-files|--no-sort-files",
    ),
];
/// The silver searcher. `-z` runs decompressors, `--pager` a program, `-p` reads an ignore
/// file; `--TYPE` options (`--python`) restrict the search to a language.
const AG_FLAGS: &[Flag] = &[
    opt(
        "-A|--after|-B|--before|-C|--context|-G|--file-search-regex|-g|--ignore|--ignore-dir|-m|--max-count|--depth|-W|--width|--color-line-number|--color-match|--color-path|--workers|--ackmate-dir-filter",
    ),
    danger_opt("-p|--path-to-ignore", ReadsValue),
    danger("-z|--search-zip", Exec),
    danger_opt("--pager", Exec),
    flag(
        "-a|--all-types|--break|--nobreak|-c|--count|--color|--nocolor|--column|--filename|--nofilename|-f|--follow|-F|--fixed-strings|--group|--nogroup|--heading|--noheading|-H|--hidden|-i|--ignore-case|-l|--files-with-matches|-L|--files-without-matches|--list-file-types|--numbers|--nonumbers|-n|--norecurse|-o|--only-matching|--passthrough|--passthru|-Q|--literal|-r|--recurse|-s|--case-sensitive|-S|--smart-case|--search-binary|--silent|--stats|--stats-only|-t|--all-text|-u|--unrestricted|-U|--skip-vcs-ignores|-v|--invert-match|--vimgrep|-w|--word-regexp|-0|--null|--print0|--one-device|--print-long-lines|--ackmate|--affinity|--noaffinity|-D|--debug|-V|--version|-h|--help|--nopager|--mmap|--nommap",
    ),
    flag(
        "--actionscript|--ada|--asm|--batch|--cc|--cfmx|--chpl|--clojure|--coffee|--cpp|--csharp|--css|--cython|--dart|--delphi|--docker|--elisp|--elixir|--erlang|--fortran|--fsharp|--go|--groovy|--haml|--handlebars|--haskell|--hh|--html|--ini|--jade|--java|--js|--json|--jsp|--julia|--kotlin|--less|--lisp|--lua|--m4|--make|--markdown|--mason|--matlab|--md|--nim|--objc|--objcpp|--ocaml|--octave|--perl|--php|--pike|--plone|--powershell|--proto|--puppet|--python|--r|--racket|--rake|--rst|--ruby|--rust|--sass|--scala|--scheme|--shell|--smalltalk|--sql|--stylus|--swift|--tcl|--terraform|--tex|--tf|--ts|--vala|--vb|--verilog|--vhdl|--vim|--vue|--wsdl|--xml|--yaml",
    ),
];
/// ack 3: `--output` evaluates a Perl expression, `--pager` runs a program, `--ackrc` loads
/// options (which may set them), `--files-from` reads a list of files. `--TYPE`/`--noTYPE`
/// restrict the search to a language. Optional-value options (`-C`, `--color`) are plain.
const ACK_FLAGS: &[Flag] = &[
    danger_opt("--output", Exec),
    danger_opt("--ackrc", Exec),
    danger_opt("--pager", Exec),
    danger_opt("--files-from", ReadsValue),
    opt(
        "--type|-t|-T|-A|--after-context|-B|--before-context|--ignore-dir|--noignore-dir|--ignore-directory|--noignore-directory|--ignore-file|--match|-m|--max-count|-g|--type-add|--type-set|--type-del|--color-filename|--color-match|--color-colno|--color-lineno|--range-start|--range-end",
    ),
    flag(
        "-C|--context|-i|--ignore-case|-I|--no-ignore-case|-S|--smart-case|--no-smart-case|-v|--invert-match|-w|--word-regexp|-x|--line-regexp|-Q|--literal|-l|--files-with-matches|-L|--files-without-matches|-c|--count|-h|--no-filename|-H|--with-filename|-o|--passthru|-1|--column|--nocolumn|--heading|--noheading|--break|--nobreak|--group|--nogroup|--color|--colour|--nocolor|--nocolour|--flush|--print0|-f|--sort-files|--show-types|-r|-R|--recurse|-n|--no-recurse|--follow|--nofollow|-k|--known-types|--noenv|--env|--ignore-ack-defaults|--dump|--filter|--nofilter|--nopager|--help|--help-types|--help-colors|--help-rgb-colors|--man|--version|--thpppt|--bar|--cathy|-s|-p|--proximate|-P|--underline|--nounderline",
    ),
    flag(
        "--cc|--cpp|--csharp|--css|--go|--html|--java|--js|--json|--kotlin|--lua|--make|--markdown|--perl|--php|--python|--ruby|--rust|--scala|--shell|--sql|--swift|--ts|--xml|--yaml|--nocc|--nocpp|--nocss|--nogo|--nohtml|--nojava|--nojs|--nojson|--nomarkdown|--noperl|--nophp|--nopython|--noruby|--norust|--noshell|--nosql|--nots|--noxml|--noyaml",
    ),
];
/// GNU and BSD sed. `-l` is a flag here: GNU's `-l N` takes a value but BSD's `-l` does
/// not, and a wrongly swallowed script would hide the file operands. BSD `-i EXT`/`-I EXT`
/// and GNU `-i[SUF]` all write in place.
const SED_FLAGS: &[Flag] = &[
    pattern("-e|--expression"),
    pattern_file("-f|--file"),
    danger("-i|--in-place|-I", Writes),
    opt("--line-length"),
    flag(
        "-n|--quiet|--silent|-E|-r|--regexp-extended|-s|--separate|-z|--null-data|-u|--unbuffered|-l|-a|-b|--binary|--posix|--debug|--sandbox|--follow-symlinks|--help|--version",
    ),
];
/// awk, gawk, mawk, nawk and BSD awk. gawk's `-d`, `-o`, `-p` take an optional attached
/// file and write it (`awkvars.out`, `awkprof.out` by default); `-D` starts the debugger,
/// which evaluates awk code; mawk's `-W exec FILE` runs a program file (hook).
const AWK_FLAGS: &[Flag] = &[
    opt("-F|--field-separator|-v|--assign"),
    pattern_file("-f|--file|-E|--exec"),
    danger_opt("-i|--include|-l|--load", Exec),
    danger("-o|--pretty-print|-p|--profile|-d|--dump-variables", Writes),
    danger("-D|--debug", Exec),
    opt("-W"),
    pattern("-e|--source"),
    flag(
        "-b|--characters-as-bytes|-c|--traditional|-C|--copyright|-g|--gen-pot|-h|--help|-I|--trace|-k|--csv|-L|--lint|-M|--bignum|-N|--use-lc-numeric|-n|--non-decimal-data|-O|--optimize|-P|--posix|-r|--re-interval|-s|--no-optimize|-S|--sandbox|-t|--lint-old|-V|--version|-version|-safe",
    ),
];
/// jq, gojq, jaq: `--arg NAME V`-style flags take two words (the hook finds the files of
/// `--rawfile`/`--slurpfile`); `-L` adds module search paths.
const JQ_FLAGS: &[Flag] = &[
    opt("--arg|--argjson|--slurpfile|--rawfile|--argfile|--indent"),
    danger_opt("-L|--library-path", Ask),
    danger("--run-tests", Ask),
    pattern_file("-f|--from-file"),
    flag(
        "-r|--raw-output|--raw-output0|-c|--compact-output|-s|--slurp|-n|--null-input|-e|--exit-status|-S|--sort-keys|-j|--join-output|-a|--ascii-output|-C|--color-output|-M|--monochrome-output|--tab|--raw-input|-R|--seq|--stream|--stream-errors|--unbuffered|-b|--binary|--args|--jsonargs|-h|--help|-V|--version|--build-configuration|--debug-dump-disasm|--debug-trace",
    ),
    // gojq and jaq.
    flag("--yaml-input|--yaml-output|--raw-input0"),
];
/// less, and the `more` pagers (macOS `more` is less; util-linux `more` adds `-NUM` and the
/// long options at the end): `-o`/`-O` copy the input to a log file; a lesskey file (`-k`)
/// can set `LESSOPEN`, which runs a program; `+cmd` is checked in the hook; `-T` reads a
/// tags file.
const LESS_FLAGS: &[Flag] = &[
    danger_opt("-o|-O|--log-file|--LOG-FILE", WritesValue),
    danger_opt("-k|--lesskey-file|--lesskey-src|--lesskey-content", Exec),
    danger_opt("-T|--tag-file", ReadsValue),
    opt(
        "-b|--buffers|-D|--color|-h|--max-back-scroll|-j|--jump-target|-p|--pattern|-P|--prompt|-t|--tag|-x|--tabs|-y|--max-forw-scroll|-z|--window|-\"|--quotes|-#|--shift|--line-num-width|--rscroll|--status-col-width|--wheel-lines|--header|--intr|--match-shift|--search-options|--status-line",
    ),
    flag(
        "-?|--help|-a|--search-skip-screen|-A|--SEARCH-SKIP-SCREEN|-B|--auto-buffers|-c|--clear-screen|-C|-d|--dumb|-e|--quit-at-eof|-E|--QUIT-AT-EOF|-f|--force|-F|--quit-if-one-screen|-g|--hilite-search|-G|--HILITE-SEARCH|-i|--ignore-case|-I|--IGNORE-CASE|-J|--status-column|-K|--quit-on-intr|-L|--no-lessopen|-m|--long-prompt|-M|--LONG-PROMPT|-n|--line-numbers|-N|--LINE-NUMBERS|-q|--quiet|--silent|-Q|--QUIET|--SILENT|-r|--raw-control-chars|-R|--RAW-CONTROL-CHARS|-s|--squeeze-blank-lines|-S|--chop-long-lines|-u|--underline-special|-U|--UNDERLINE-SPECIAL|-V|--version|-w|--hilite-unread|-W|--HILITE-UNREAD|-X|--no-init|-~|--tilde|--file-size|--follow-name|--incsearch|--mouse|--no-keypad|--no-histdups|--save-marks|--use-backslash|--use-color|--exit-follow-on-close|--no-number-headers|--no-search-headers|--no-vbell|--proc-backspace|--proc-return|--proc-tab|--redraw-on-quit|--show-preproc-errors|--wordwrap|--modelines|--form-feed",
    ),
    flag("-NUM|--lines|--logical|--no-pause|--print-over|--clean-print|--squeeze|--plain|--exit-on-eof"),
];
/// GNU diff (for colordiff and the zdiff/bzdiff/xzdiff wrappers, which pass options on).
/// `--context[=N]`/`--unified[=N]` take their value only after `=`.
const DIFF_LIKE: &[Flag] = &[
    danger_opt("-X|--exclude-from|--from-file|--to-file|-S|--starting-file", ReadsValue),
    opt(
        "-C|-U|-W|--width|-F|--show-function-line|--label|--tabsize|-x|--exclude|-I|--ignore-matching-lines|-D|--ifdef|--line-format|--old-line-format|--new-line-format|--unchanged-line-format|--old-group-format|--new-group-format|--unchanged-group-format|--changed-group-format|--horizon-lines|--palette|--difftype|--color-mode",
    ),
    flag(
        "-NUM|--normal|-q|--brief|-s|--report-identical-files|-c|--context|-u|--unified|-e|--ed|-n|--rcs|-y|--side-by-side|--left-column|--suppress-common-lines|-p|--show-c-function|-t|--expand-tabs|-T|--initial-tab|--suppress-blank-empty|-l|--paginate|-r|--recursive|--no-dereference|-N|--new-file|--unidirectional-new-file|--ignore-file-name-case|--no-ignore-file-name-case|-i|--ignore-case|-E|--ignore-tab-expansion|-Z|--ignore-trailing-space|-b|--ignore-space-change|-w|--ignore-all-space|-B|--ignore-blank-lines|--strip-trailing-cr|-a|--text|-d|--minimal|--speed-large-files|--color|--help|-v|--version",
    ),
];
/// GNU cmp (for zcmp, bzcmp, xzcmp).
const CMP_LIKE: &[Flag] = &[
    opt("-i|--ignore-initial|-n|--bytes"),
    flag("-b|--print-bytes|-l|--verbose|-s|--quiet|--silent|--help|-v|--version"),
];
/// more, zmore, bzmore, xzmore: macOS `more` is less, util-linux `more` has its own letters;
/// where they differ the letter is a plain flag so it never swallows a file (util-linux
/// `-p` clears the screen, less's `-p PATTERN` searches).
const MORE_FLAGS: &[Flag] = &[
    danger_opt("-o|-O|--log-file|--LOG-FILE", WritesValue),
    danger_opt("-k|--lesskey-file|--lesskey-src|--lesskey-content", Exec),
    danger_opt("-T|--tag-file", ReadsValue),
    opt(
        "-b|--buffers|-D|--color|-j|--jump-target|--pattern|-P|--prompt|-t|--tag|-x|--tabs|-y|--max-forw-scroll|-z|--window|-#|--shift",
    ),
    flag(
        "-NUM|-p|-h|--help|-a|-c|-d|--silent|-e|-E|-f|-F|-i|-I|-l|--logical|-m|-M|-n|--lines|-N|-q|-Q|-r|-R|-s|--squeeze|-S|-u|--plain|-U|-V|--version|-w|-W|-X|--no-init|--no-pause|--print-over|--clean-print|--exit-on-eof|--quit-if-one-screen|--raw-control-chars|--RAW-CONTROL-CHARS|--chop-long-lines|--line-numbers|--LINE-NUMBERS|--ignore-case|--IGNORE-CASE",
    ),
];
/// pg: a pager whose `!cmd` runs only interactively; `+cmd` is checked in the hook.
const PG_FLAGS: &[Flag] = &[opt("-p"), flag("-NUM|-c|-e|-f|-n|-r|-s|-h|--help|-V|--version")];
/// bat: `--pager` runs a program, `--lessopen` runs LESSOPEN preprocessors,
/// `--generate-config-file` writes the config (`--config-file` only prints its location).
const BAT_FLAGS: &[Flag] = &[
    danger_opt("--pager", Exec),
    danger("--lessopen", Exec),
    danger("--generate-config-file", Writes),
    opt(
        "-l|--language|-H|--highlight-line|-r|--line-range|--theme|--theme-light|--theme-dark|--style|--tabs|--wrap|--color|--paging|-m|--map-syntax|--file-name|--diff-context|--terminal-width|--italic-text|--decorations|--nonprintable-notation|--binary|--ignored-suffix|--squeeze-limit|--strip-ansi|--completion",
    ),
    flag(
        "-A|--show-all|-p|--plain|-P|-d|--diff|-S|--chop-long-lines|-n|--number|-f|--force-colorization|-s|--squeeze-blank|-L|--list-languages|--list-themes|-u|--unbuffered|--no-lessopen|--no-config|--no-custom-assets|--config-file|--config-dir|--cache-dir|--diagnostic|--acknowledgements|--set-terminal-title|-h|--help|-V|--version",
    ),
];
/// delta: `--pager` runs a program; `--config` reads a gitconfig-style file that may set one.
const DELTA_FLAGS: &[Flag] = &[
    danger_opt("--pager", Exec),
    danger_opt("--config", Exec),
    opt(
        "--features|--syntax-theme|-w|--width|--tabs|--wrap-max-lines|--max-line-length|--max-line-distance|--word-diff-regex|--hyperlinks-file-link-format|--hyperlinks-commit-link-format|--line-numbers-left-format|--line-numbers-right-format|--line-numbers-left-style|--line-numbers-right-style|--line-numbers-minus-style|--line-numbers-plus-style|--line-numbers-zero-style|--file-style|--file-decoration-style|--hunk-header-style|--hunk-header-decoration-style|--minus-style|--plus-style|--minus-emph-style|--plus-emph-style|--zero-style|--commit-style|--commit-decoration-style|--file-added-label|--file-removed-label|--file-modified-label|--file-renamed-label|--inspect-raw-lines|--default-language|--map-styles|--blame-format|--blame-palette|--grep-match-line-style|--merge-conflict-begin-symbol|--paging|--true-color|--24-bit-color|--whitespace-error-style",
    ),
    flag(
        "-n|--line-numbers|-s|--side-by-side|--no-gitconfig|--hyperlinks|--show-config|--list-languages|--list-syntax-themes|--show-syntax-themes|--show-themes|--show-colors|--navigate|--dark|--light|--diff-highlight|--diff-so-fancy|--color-only|--raw|--keep-plus-minus-markers|--relative-paths|--parse-ansi|--help|-h|-V|--version",
    ),
];
/// difftastic.
const DIFFT_FLAGS: &[Flag] = &[
    opt(
        "--background|--color|--display|--context|--width|--tab-width|--syntax-highlight|--override|--override-binary|--byte-limit|--graph-limit|--parse-error-limit|--language",
    ),
    flag(
        "--strip-cr|--exit-code|--check-only|--ignore-comments|--skip-unchanged|--list-languages|--sort-paths|--missing-as-empty|--dump-syntax|--dump-syntax-dot|--dump-ts|-h|--help|-V|--version",
    ),
];
/// man-db and BSD man. `-P`, `-H`, `-X`, `-Z`, `-t` run other programs; `-C` loads a
/// configuration that names them; `-u` rebuilds the index caches.
const MAN_FLAGS: &[Flag] = &[
    danger_opt("-P|--pager", Exec),
    danger("-H|--html|-X|--gxditview|-Z|--ditroff|-t|--troff", Exec),
    danger_opt("-C|--config-file", Exec),
    danger("-u|--update", Writes),
    opt(
        "-M|--manpath|-S|-s|--sections|--section|-L|--locale|-m|--systems|-e|--extension|-E|--encoding|-R|--recode|-p|--preprocessor|-r|--prompt",
    ),
    flag(
        "-T|--troff-device|-a|--all|-c|--catman|-d|--debug|-D|--default|--warnings|-f|--whatis|-k|--apropos|-K|--global-apropos|-l|--local-file|-w|--where|--path|--location|-W|--where-cat|--location-cat|-i|--ignore-case|-I|--match-case|--regex|--wildcard|--names-only|--no-subpages|-7|--ascii|--no-hyphenation|--nh|--no-justification|--nj|-h|--help|--usage|-V|--version|-?",
    ),
];
/// apropos and whatis (man-db, BSD).
const APROPOS_FLAGS: &[Flag] = &[
    danger_opt("-C|--config-file", ReadsValue),
    opt("-L|--locale|-m|--systems|-M|--manpath|-s|--sections|--section|-S"),
    flag(
        "-d|--debug|-v|--verbose|-e|--exact|-r|--regex|-w|--wildcard|-a|--and|-l|--long|-f|-k|-?|--help|--usage|-V|--version",
    ),
];
/// csvkit's options across its tools. `-i` and `-r` take a value in some tools
/// (`csvjson -i 4`, `csvgrep -r RE`) and not in others (`csvgrep -i`, `csvsort -r`): they are
/// flags, so a file operand is never swallowed.
const CSVKIT_FLAGS: &[Flag] = &[
    opt(
        "-d|--delimiter|-q|--quotechar|-u|--quoting|-p|--escapechar|-z|--maxfieldsize|-e|--encoding|-L|--locale|--null-value|--date-format|--datetime-format|-K|--skip-lines|-c|--columns|-C|--not-columns|-m|--match|--regex|--indent|-k|--key|--lat|--lon|--type|--geometry|--crs|-y|--snifflimit|--max-rows|--max-columns|--max-column-width|--max-precision|--decimal-format|--freq-count",
    ),
    danger_opt("-f|--file", ReadsValue),
    flag(
        "-t|--tabs|-b|--no-doublequote|-S|--skipinitialspace|--blanks|-H|--no-header-row|-v|--verbose|-l|--linenumbers|--zero|-I|--no-inference|-n|--names|-x|--delete-empty-rows|-a|--any-match|--invert-match|--stream|--no-bbox|--no-number-ellipsis|--csv|--json|--count|--unique|--sum|--len|--max|--min|--mean|--median|--stdev|--nulls|--freq|--non-nulls|--maxlength|-G|--no-grouping-separator|-r|--reverse|-i|--ignore-case|-h|--help|-V|--version",
    ),
];
/// pv: `-o` and `-U` write, `-P` writes a pid file, `-d`/`-R` act on other processes.
const PV_FLAGS: &[Flag] = &[
    danger_opt("-o|--output|-U|--store-and-forward|-P|--pidfile", WritesValue),
    danger_opt("-d|--watchfd|-R|--remote", System),
    opt(
        "-L|--rate-limit|-s|--size|-N|--name|-i|--interval|-w|--width|-H|--height|-F|--format|-B|--buffer-size|-A|--last-written|-D|--delay-start|-x|--extra-display|-m|--average-rate-window|-Z|--error-skip-block|-u|--bar-style",
    ),
    flag(
        "-p|--progress|-t|--timer|-e|--eta|-I|--fineta|-r|--rate|-a|--average-rate|-b|--bytes|-8|--bits|-T|--buffer-percent|-n|--numeric|-q|--quiet|-f|--force|-c|--cursor|-l|--line-mode|-0|--null|-W|--wait|-S|--stop-at-size|-Y|--sync|-K|--direct-io|-E|--skip-errors|-C|--no-splice|-v|--stats|-g|--gauge|-k|--si|-X|--discard|-h|--help|-V|--version",
    ),
];
/// highlight: `-o`, `-c` and `-d` write; Lua plugins, language definitions and the data
/// directories run Lua code.
const HIGHLIGHT_FLAGS: &[Flag] = &[
    danger_opt("-o|--output|-c|--style-outfile|-d|--outdir", WritesValue),
    danger("-P|--print-style", Writes),
    danger_opt("--config-file|-p|--plug-in|-D|--data-dir|--add-data-dir|--add-config-dir", Exec),
    danger_opt("-e|--style-infile|-i|--input", ReadsValue),
    opt(
        "-O|--out-format|-S|--syntax|-s|--style|--list-scripts|-j|--line-number-length|-m|--line-number-start|-t|--replace-tabs|-k|--font|-K|--font-size|-T|--doc-title|--encoding|-N|--anchor-prefix|--plug-in-param|--syntax-by-name|--line-range|--max-size",
    ),
    flag(
        "-f|--fragment|--inline-css|-l|--line-numbers|-z|--zeroes|-W|--wrap|-V|-a|--anchors|-y|--anchor-filename|-C|--print-index|-B|--batch-recursive|-q|--quiet|-v|--version|-h|--help|--force|-r|--replace-quotes|-I|--include-style|--no-trailing-nl|--no-version-info|--keep-injections|--reformat|--stdout|--list-cats|--list-langs|--list-themes|--validate-input|--isolate|--ls-profile|--print-config|--skip|--wrap-simple|--canvas|--base16",
    ),
];
/// fzf: key bindings, previews and the listen server run or expose commands. Options with
/// an optional value (`-m[MAX]`, `--border[=STYLE]`, `--listen[=ADDR]`) are flags here, so
/// they never swallow the next option.
const FZF_FLAGS: &[Flag] = &[
    danger_opt("--preview|--execute|--info-command|--with-shell|--become|--cmd", Exec),
    opt("--bind"),
    danger("--listen|--listen-unsafe", Network),
    danger_opt("--history", WritesValue),
    opt(
        "-q|--query|-f|--filter|-d|--delimiter|-n|--nth|--with-nth|--accept-nth|--id-nth|--algo|--height|--min-height|--layout|--prompt|--header|--header-lines|--preview-window|--color|--tiebreak|--expect|--scheme|--margin|--padding|--pointer|--marker|--marker-multi-line|--info|--separator|--ellipsis|--tabstop|--jump-labels|--walker-skip|--footer|--ghost|--history-size|--scroll-off|--hscroll-off|--border-label|--border-label-pos|--preview-label|--preview-label-pos|--list-label|--list-label-pos|--input-label|--input-label-pos|--header-label|--header-label-pos|--footer-label|--footer-label-pos|--style|--wrap-sign|--freeze-left|--freeze-right|--tail|--gutter|--gutter-raw",
    ),
    flag(
        "-m|--multi|+m|--no-multi|-x|--extended|+x|--no-extended|-e|--exact|-i|--ignore-case|+i|--no-ignore-case|--smart-case|--literal|+s|--no-sort|--tac|--no-tac|--disabled|--enabled|--track|--no-track|--cycle|--no-cycle|--keep-right|--no-hscroll|--filepath-word|--reverse|--border|--no-border|--list-border|--input-border|--header-border|--footer-border|--no-input|--no-info|--inline-info|--no-separator|--scrollbar|--no-scrollbar|--header-first|--ansi|--no-bold|--black|--no-unicode|--ambidouble|--no-mouse|--no-clear|-1|--select-1|-0|--exit-0|--print-query|--print0|--read0|--sync|--async|--walker|--walker-root|--tmux|--gap|--highlight-line|--wrap|--no-wrap|--multi-line|--no-multi-line|--raw|--no-raw|--phony|--preview-border|--header-lines-border|--bash|--zsh|--fish|--nushell|--man|--version|-h|--help",
    ),
];
/// fd: `-x`/`-X` run a command per result (`-l` runs only `ls -l`); `--strip-cwd-prefix`
/// and `--hyperlink` take an optional `=WHEN`, so they are flags.
const FD_FLAGS: &[Flag] = &[
    danger_opt("-x|--exec|-X|--exec-batch", Exec),
    danger_opt("--ignore-file|--search-path|--base-directory", ReadsValue),
    opt(
        "-e|--extension|-t|--type|-d|--max-depth|--min-depth|--exact-depth|-E|--exclude|-S|--size|--changed-within|--change-newer-than|--changed-before|--change-older-than|--newer|--older|-o|--owner|-c|--color|-j|--threads|--max-results|--path-separator|--format|--batch-size|--and|--max-buffer-time",
    ),
    flag(
        "-H|--hidden|--no-hidden|-I|--no-ignore|--ignore|--no-ignore-vcs|--ignore-vcs|--no-ignore-parent|--no-global-ignore-file|--no-require-git|--require-git|-u|--unrestricted|-s|--case-sensitive|-i|--ignore-case|-g|--glob|--regex|-F|--fixed-strings|-a|--absolute-path|--relative-path|-l|--list-details|-L|--follow|--no-follow|-p|--full-path|-0|--print0|-1|-q|--quiet|--show-errors|--strip-cwd-prefix|--one-file-system|--mount|--xdev|--prune|--hyperlink|-h|--help|-V|--version",
    ),
];
const PANDOC_FLAGS: &[Flag] = &[
    danger_opt("-o|--output|--extract-media|--log", WritesValue),
    opt("-D|--print-default-template|--print-default-data-file|--syntax-highlighting"),
    danger_opt("--data-dir|--defaults|-d", Exec),
    flag("--list-extensions"),
    danger_opt("--lua-filter|-L|--filter|-F|--pdf-engine|--pdf-engine-opt", Exec),
    danger_opt(
        "--template|--metadata-file|-H|--include-in-header|-B|--include-before-body|-A|--include-after-body|--reference-doc|--css|-c|--bibliography|--csl|--citation-abbreviations|--syntax-definition|--abbreviations|--epub-cover-image|--epub-metadata|--epub-embed-font",
        ReadsValue,
    ),
    danger_opt("--request-header|--resource-path", Network),
    danger("--embed-resources|--self-contained", Network),
    opt("-f|-r|--from|--read|-t|-w|--to|--write"),
    opt(
        "-M|--metadata|-V|--variable|--columns|--tab-stop|--shift-heading-level-by|--toc-depth|--wrap|--eol|--dpi|--top-level-division|--number-offset|--highlight-style|--title-prefix|--id-prefix|--email-obfuscation|--reference-location|--markdown-headings|--ipynb-output|--track-changes|--slide-level|--default-image-extension|--split-level|--chunk-template",
    ),
    flag(
        "-s|--standalone|--toc|--table-of-contents|-N|--number-sections|--mathjax|--katex|--mathml|--gladtex|--list-input-formats|--list-output-formats|--list-highlight-languages|--list-highlight-styles|-v|--version|-h|--help|--verbose|--quiet|--fail-if-warnings|--no-highlight|--section-divs|--html-q-tags|--ascii|--reference-links|--file-scope|--preserve-tabs|--strip-comments|-C|--citeproc|--listings|-i|--incremental|--trace|--sandbox|--no-check-certificate|--natbib|--biblatex|-p",
    ),
];

/// skim: `-c`, `--preview`, `--bind` and interactive mode run commands.
const SK_FLAGS: &[Flag] = &[
    danger_opt("-c|--cmd|--preview|--bind", Exec),
    danger("-i|--interactive", Exec),
    danger_opt("--history|--cmd-history", WritesValue),
    danger_opt("--pre-select-file", ReadsValue),
    opt(
        "-q|--query|-f|--filter|-d|--delimiter|-n|--nth|--with-nth|--height|--layout|--prompt|--header|--header-lines|--preview-window|--color|--tiebreak|--expect|--min-height|--margin|--cmd-prompt|--cmd-query|--skip-to-pattern|--algo|--case|--tabstop|--history-size|--cmd-history-size|--pre-select-n|--pre-select-pat|--pre-select-items|--shell|--border",
    ),
    flag(
        "-m|--multi|--no-multi|-e|--exact|--regex|--tac|--no-sort|--ansi|--no-hscroll|--keep-right|--no-clear-if-empty|--no-clear|--show-cmd-error|--reverse|--no-height|--inline-info|--read0|--print0|--print-query|--print-cmd|--print-score|-1|--select-1|-0|--exit-0|--sync|--tmux|-h|--help|-V|--version",
    ),
];
/// tomlq and xq (the Python yq family): jq's flags, `-i` writes in place.
const JQ_INPLACE_FLAGS: &[Flag] = &[
    danger("-i|--in-place", Writes),
    opt(
        "--arg|--argjson|--slurpfile|--rawfile|--argfile|--indent|-w|--width|--xml-dtd|--xml-root|--xml-item-depth|--xml-force-list",
    ),
    danger_opt("-L|--library-path", Ask),
    pattern_file("-f|--from-file"),
    flag(
        "-r|--raw-output|-c|--compact-output|-s|--slurp|-n|--null-input|-e|--exit-status|-S|--sort-keys|-j|--join-output|-a|--ascii-output|-C|--color-output|-M|--monochrome-output|--tab|-R|--raw-input|--seq|--stream|--args|--jsonargs|-x|--xml-output|-t|--toml-output|-y|--yaml-output|-Y|--yaml-roundtrip|-h|--help|--version",
    ),
];
/// ugrep (and `ug`): GNU grep's options and more. `--filter`, `--pager`, `--view` run
/// programs, `--config` loads options, `--save-config` writes, `-Q` opens a TUI that can
/// start an editor. Optional values (`--color[=WHEN]`, `-Z[MAX]`) are plain flags.
const UGREP_FLAGS: &[Flag] = &[
    pattern_file("-f|--file"),
    pattern("-e|--regexp|-N|--neg-regexp|--and|--andnot|--not"),
    danger_opt("--filter", Exec),
    danger("--pager|--view", Exec),
    danger("--save-config", Writes),
    danger("--config", Exec),
    danger("-Q|--query", Exec),
    danger_opt("--exclude-from|--include-from", ReadsValue),
    opt(
        "-m|--max-count|-A|--after-context|-B|--before-context|-C|--context|-d|--directories|-D|--devices|--include|--exclude|--exclude-dir|--include-dir|--exclude-fs|--include-fs|--label|--binary-files|-t|--file-type|-O|--file-extension|-M|--file-magic|-g|--glob|--iglob|--depth|--format|--format-begin|--format-end|--format-open|--format-close|--max-files|--encoding|-J|--jobs|-K|--range|--replace|--delay|--zmax|--filter-magic-label|--colors",
    ),
    flag(
        "-NUM|-0|-1|-2|-3|-4|-5|-6|-7|-8|-9|-E|--extended-regexp|-F|--fixed-strings|-G|--basic-regexp|-P|--perl-regexp|-i|--ignore-case|-j|--smart-case|-w|--word-regexp|-x|--line-regexp|-z|--decompress|-s|--no-messages|-v|--invert-match|-V|--version|--help|-b|--byte-offset|-n|--line-number|--line-buffered|-H|--with-filename|-h|--no-filename|-o|--only-matching|-q|--quiet|--silent|-a|--text|-I|--ignore-binary|-r|--recursive|-R|--dereference-recursive|-S|--dereference-files|-p|--no-dereference|-L|--files-without-match|-l|--files-with-matches|-c|--count|-T|--initial-tab|--null|--null-data|--no-group-separator|--color|--colour|-U|--ascii|--binary|-u|--ungroup|-k|--column-number|--only-line-number|-%|--bool|--break|--cpp|--csv|--json|--xml|--dotall|--free-space|--glob-ignore-case|--heading|--hexdump|-X|--hex|-W|--with-hex|-.|--hidden|--ignore-files|--index|--group-separator|--lines|--match|--mmap|--pretty|--stats|-Y|--empty|-y|--any-line|-Z|--fuzzy|--files|--split|--no-confirm|--plus|--sort|--tabs|--width|--separator|--tag|--hyperlink",
    ),
];

/// ptx: with `-G` (System V mode) a second operand is the output file; `-b`, `-i`, `-o`
/// read word lists.
const PTX_FLAGS: &[Flag] = &[
    danger_opt("-b|--break-file|-i|--ignore-file|-o|--only-file", ReadsValue),
    opt("-F|--flag-truncation|-M|--macro-name|-S|--sentence-regexp|-W|--word-regexp|-g|--gap-size|-w|--width|--format"),
    flag(
        "-A|--auto-reference|-G|--traditional|-O|-R|--right-side-refs|-T|-f|--ignore-case|-r|--references|-t|--typeset-mode|--help|--version",
    ),
];
/// pdftotext (poppler): single-dash long options.
const PDFTOTEXT_FLAGS: &[Flag] = &[
    opt("-f|-l|-r|-x|-y|-W|-H|-fixed|-colspacing|-enc|-eol|-opw|-upw"),
    flag("-layout|-raw|-nodiag|-htmlmeta|-bbox|-bbox-layout|-tsv|-cropbox|-nopgbrk|-listenc|-q|-v|-h|-help|--help|-?"),
];
/// pcretest and pcre2test: `[options] [input [output]]`; `-t`/`-T` take an optional
/// separate count, so every operand after the first may be the output file (hook).
const PCRETEST_FLAGS: &[Flag] = &[
    opt("-S|-pattern|-subject|-E"),
    flag(
        "-8|-16|-32|-ac|-AC|-b|-C|-d|-dfa|-error|-help|--help|-v|-i|-jit|-jitfast|-jitverify|-LM|-LP|-LS|-M|-m|-o|-p|-q|-s|-s+|-t|-T|-tm|-TM|-version|--version",
    ),
];
/// pdfgrep: grep's options and a few of its own; `--cache` keeps text under `~/.cache`.
const PDFGREP_FLAGS: &[Flag] = &[
    pattern("-e|--regexp"),
    pattern_file("-f|--file"),
    danger("--cache", Writes),
    opt(
        "-A|--after-context|-B|--before-context|-C|--context|-m|--max-count|--include|--exclude|--password|--page-range|--color|--colour|--match-prefix-separator",
    ),
    flag(
        "-NUM|-i|--ignore-case|-F|--fixed-strings|-P|--perl-regexp|-v|--invert-match|-H|--with-filename|-h|--no-filename|-n|--page-number|-c|--count|-p|--page-count|-l|--files-with-matches|-L|--files-without-match|-o|--only-matching|-q|--quiet|-r|--recursive|-R|--dereference-recursive|-Z|--null|--unac|--warn-empty|--debug|-V|--version|--help",
    ),
];
/// yq: mikefarah's Go yq and the Python yq that wraps jq (its jq flags are accepted).
/// `-i` writes in place, `-s`/`--split-exp` write one file per document.
const YQ_FLAGS: &[Flag] = &[
    danger("-i|--inplace|--in-place", Writes),
    pattern_file("--from-file"),
    danger_opt("--split-exp|-s|--split-exp-file", Writes),
    opt(
        "-o|--output-format|-p|--input-format|--arg|--argjson|--indent|-I|--expression|-w|--width|--yaml-output-grammar-version|--xml-attribute-prefix|--xml-content-name|--xml-proc-inst-prefix|--xml-directive-name|--csv-separator|--properties-separator|--lua-prefix|--front-matter",
    ),
    flag(
        "-C|--colors|-M|--no-colors|-e|--exit-status|-h|--help|--header-preamble|-P|--prettyPrint|-N|--no-doc|-n|--null-input|-r|--unwrapScalar|--raw-output|-0|--nul-output|-v|--verbose|-V|--version|-y|--yaml-output|-Y|--yaml-roundtrip|-x|--xml-output|-t|--toml-output|-c|--compact-output|-S|--sort-keys|-j|--join-output|-a|--ascii-output|-R|--raw-input|--tab|--indentless-lists|--indentless|--xml-keep-namespace|--xml-raw-token|--xml-skip-proc-inst|--xml-skip-directives|--csv-auto-parse|--tsv-auto-parse|--string-interpolation|--security-disable-env-ops|--security-disable-file-ops|--no-security-disable-env-ops",
    ),
];
/// ImageMagick identify: options are single-dash words; none writes or runs programs (the
/// coder prefixes of operands are checked in the hook).
const IDENTIFY_FLAGS: &[Flag] = &[
    opt(
        "-format|-density|-units|-define|-precision|-channel|-colorspace|-depth|-size|-alpha|-limit|-debug|-interlace|-sampling-factor|-seed|-virtual-pixel|-fuzz|-gamma|-endian|-crop|-extract|-features|-list|-auth|-clip-path|-mask|-authenticate|-moments",
    ),
    flag(
        "-verbose|-ping|-quiet|-regard-warnings|-unique|-antialias|-grayscale|-identify|-monitor|-clip|-negate|-strip|-version|-help|-h|--help|--version",
    ),
];

/// Miller: its main options, then the verbs' own options (`sort -f`, `head -n`, `nest
/// --ivar`), which come after the verb: single letters are listed as plain flags, so a verb
/// option's value is checked as a read operand. `--prepipe`, `--load` run programs, `-I`
/// rewrites the files, `-s` reads more arguments from a file; the DSL and the `tee`/`split`
/// verbs are checked in the hook.
const MLR_FLAGS: &[Flag] = &[
    danger_opt("--prepipe|--prepipex|--load|--mload", Exec),
    danger("--prepipe-gunzip|--prepipe-zcat|--prepipe-bz2|--prepipe-zstdcat", Exec),
    danger("-I|--in-place", Writes),
    // An arguments file can hold `--prepipe`, which runs a program.
    danger_opt("-s", Exec),
    danger_opt("--from|--files", ReadsValue),
    opt(
        "--io|--ifs|--ofs|--fs|--ips|--ops|--ps|--irs|--ors|--rs|--ofmt|--fflatsep|--flatsep|--jflatsep|--oflatsep|--iflatsep|--records-per-batch|--nr-progress-mod|--tz|--key-color|--value-color|--pass-color|--fail-color|--help-color|--nidx-fs|--seed|--ivar|--evar|--nested-fs|--nested-ps|--fill-with|--only-if-blank",
    ),
    flag(
        "--icsv|--ocsv|--csv|--itsv|--otsv|--tsv|--ijson|--ojson|--json|--ijsonl|--ojsonl|--jsonl|--inidx|--onidx|--nidx|--ixtab|--oxtab|--xtab|--ipprint|--opprint|--pprint|--imd|--omd|--imarkdown|--omarkdown|--iusv|--ousv|--usv|--iasv|--oasv|--asv|--idkvp|--odkvp|--dkvp|--icsvlite|--ocsvlite|--csvlite|--itsvlite|--otsvlite|--tsvlite|--ixvright|--xvright|--repifs|--implicit-csv-header|--headerless-csv-output|--hi|--ho|--implicit-tsv-header|--headerless-tsv-output|--implicit-pprint-header|--headerless-pprint-output|--allow-ragged-csv-input|--ragged|--barred|--barred-input|--barred-output|--right|--jvstack|--no-jvstack|--jlistwrap|--no-jlistwrap|--jvquoteall|--no-color|--always-color|--no-auto-flatten|--no-auto-unflatten|--mfrom|--gzin|--bz2in|--zin|--zstdin|--infer-none|--infer-int-as-float|--infer-octal|--infer-no-octal|--no-dedupe-field-names|--dedupe-field-names|--lazy-quotes|--quote-all|--quote-original|--csv-trim-leading-space|--no-fflatsep|--norc-processing|--version|--help|--explode|--implode|--values|--pairs|--across-records|--across-fields|-a|-b|-c|-d|-e|-f|-g|-h|-i|-j|-k|-l|-m|-n|-o|-p|-q|-r|-t|-u|-v|-w|-x|-z|-A|-B|-C|-D|-E|-F|-G|-H|-J|-K|-L|-M|-N|-O|-P|-Q|-R|-S|-T|-U|-V|-W|-X|-Y|-Z|-0|-1|-2|-3|-4|-5|-6|-7|-8|-9",
    ),
    flag(
        "--c2t|--c2j|--c2l|--c2d|--c2n|--c2x|--c2p|--c2b|--c2m|--t2c|--t2j|--t2l|--t2d|--t2n|--t2x|--t2p|--t2b|--t2m|--j2c|--j2t|--j2l|--j2d|--j2n|--j2x|--j2p|--j2b|--j2m|--l2c|--l2t|--l2j|--l2d|--l2n|--l2x|--l2p|--l2b|--l2m|--d2c|--d2t|--d2j|--d2l|--d2n|--d2x|--d2p|--d2b|--d2m|--n2c|--n2t|--n2j|--n2l|--n2d|--n2x|--n2p|--n2b|--n2m|--x2c|--x2t|--x2j|--x2l|--x2d|--x2n|--x2p|--x2b|--x2m|--p2c|--p2t|--p2j|--p2l|--p2d|--p2n|--p2x|--p2b|--p2m",
    ),
];

/// xmllint: `-o` writes; loading DTDs, entities, schemas, catalogs and XIncludes may fetch
/// URLs; `--shell` and `--debug` are interactive or dump internals.
const XMLLINT_FLAGS: &[Flag] = &[
    danger_opt("-o|--output", WritesValue),
    danger(
        "--valid|--loaddtd|--dtdattr|--postvalid|--xinclude|--noxincludenode|--catalogs|--load-trace|--noent",
        Network,
    ),
    danger_opt("--dtdvalid|--dtdvalidfpi|--schema|--relaxng|--schematron|--path", Network),
    danger("--shell|--debug", Ask),
    opt("--encode|--maxmem|--xpath|--pretty|--repeat"),
    flag(
        "--html|--format|--noout|--recover|--nonet|--nocdata|--nsclean|--nowarning|--pedantic|--debugent|--copy|--noblanks|--c14n|--c14n11|--exc-c14n|--timing|--insert|--compress|--xmlout|--nodefdtd|--push|--pushsmall|--memory|--stream|--walker|--sax|--sax1|--oldxml10|--quiet|--version|--auto|--huge|--dropdtd|--nofixup-base-uris|--testIO|--htmlout|--nowrap|--nocatalogs|--nodict|--noenc|--nocompact",
    ),
];
/// xsv: `-o` writes; the verbs' own options are listed too (`search -i`, `sort -N`).
const XSV_FLAGS: &[Flag] = &[
    danger_opt("-o|--output", WritesValue),
    opt(
        "-d|--delimiter|-s|--select|-l|--limit|-e|--end|-i|--index|-c|--condense|-w|--width|-j|--jobs|--out-delimiter|--quote|--escape|--seed|--dates-whitelist|--length|--size|--filename",
    ),
    flag(
        "-n|--no-headers|-v|--invert-match|--no-case|-N|--numeric|-R|--reverse|--everything|--mode|--cardinality|--median|--nulls|--no-nulls|--asc|--intersect|--left|--right|--full|--cross|-t|--crlf|--ascii|--quote-always|--no-quoting|-p|--pad|-u|--unique|-h|--help|--version|-a|--all",
    ),
];

/// Sorted by name.
pub const COMMANDS: &[Spec] = &[
    Spec::new("ack", Kind::Read, Operands::PatternThenRead, "search files for a pattern").flags(ACK_FLAGS),
    Spec::new("ag", Kind::Read, Operands::PatternThenRead, "the silver searcher: search files").flags(AG_FLAGS),
    Spec::new("apropos", Kind::Read, Operands::Data, "search manual page names and descriptions").flags(APROPOS_FLAGS),
    Spec::new("awk", Kind::Read, Operands::PatternThenRead, "pattern scanning language (system(), pipes and redirects in the program are checked)").flags(AWK_FLAGS).hook(awk_hook),
    Spec::read("bat", "print files with syntax highlighting (`--pager`, `--lessopen` run programs)").flags(BAT_FLAGS),
    Spec::read("batcat", "print files with syntax highlighting (Debian name of bat)").flags(BAT_FLAGS),
    Spec::read("bc", "arbitrary precision calculator (operands are files of bc code; bc cannot run commands)").flags(&[danger_opt("-f|--file", ReadsValue), opt("-e|--expression"), flag("-h|--help|-i|--interactive|-l|--mathlib|-q|--quiet|-s|--standard|-w|--warn|-v|-V|--version|-g|--global-stacks|-P|--no-prompt|-R|--no-read-prompt|-z|--leading-zeroes|-C|--no-digit-clamp|-c|--digit-clamp")]),
    Spec::read("bzcmp", "compare .bz2 files").flags(CMP_LIKE),
    Spec::read("bzdiff", "diff .bz2 files").flags(DIFF_LIKE),
    Spec::new("bzgrep", Kind::Read, Operands::PatternThenRead, "grep .bz2 files").flags(GREP_FLAGS),
    Spec::read("bzless", "page through .bz2 files").flags(LESS_FLAGS).hook(less_hook),
    Spec::read("bzmore", "page through .bz2 files").flags(MORE_FLAGS).hook(less_hook),
    Spec::new("code", Kind::Ask("exec.editor"), Operands::Data, "VS Code: opens an editor that runs extensions and tasks"),
    Spec::read("col", "filter reverse line feeds from input").flags(&[opt("-l|--lines"), flag("-b|--no-backspaces|-f|--fine|-p|--pass|-h|--tabs|-x|--spaces|-H|--help|-v|-V|--version")]),
    Spec::read("colordiff", "compare files, coloured").flags(DIFF_LIKE),
    Spec::read("colrm", "remove columns from input").operands(Operands::Data).flags(&[flag("-h|--help|-V|--version")]),
    Spec::new("convert", Kind::Write, Operands::ReadThenWrite, "ImageMagick 6 convert: the last operand is written").hook(magick_hook),
    Spec::read("csvcut", "csvkit: select CSV columns").flags(CSVKIT_FLAGS),
    Spec::read("csvgrep", "csvkit: filter CSV rows (`-f` reads a file of match strings)").flags(CSVKIT_FLAGS),
    Spec::read("csvjson", "csvkit: convert CSV to JSON").flags(CSVKIT_FLAGS),
    Spec::read("csvlook", "csvkit: render CSV as a table").flags(CSVKIT_FLAGS),
    Spec::read("csvsort", "csvkit: sort CSV rows").flags(CSVKIT_FLAGS),
    Spec::read("csvstat", "csvkit: print CSV statistics").flags(CSVKIT_FLAGS),
    Spec::read("datamash", "command-line statistics on text input").operands(Operands::Data).flags(&[danger_opt("--sort-cmd", Exec), opt("-t|--field-separator|-g|--group|--filler|-R|--round|--format|--output-delimiter|-c|--collapse-delimiter"), flag("-W|--whitespace|-s|--sort|-i|--ignore-case|-H|--headers|--header-in|--header-out|-C|--skip-comments|--full|--narm|-z|--zero-terminated|--no-strict|--vnlog|-h|--help|-V|--version")]),
    Spec::read("delta", "pretty diffs (a pager, `--pager` runs a program)").flags(DELTA_FLAGS),
    Spec::inert("demandoc", "print the text of manual pages").operands(Operands::Read).flags(&[flag("-i|-k|-m|-w")]),
    Spec::read("diffstat", "summarise a diff").flags(&[danger_opt("-o", WritesValue), opt("-D|-S|-w|-W|-p|-M|-O|-N"), flag("-b|-c|-C|-d|-e|-E|-f|-h|-H|-k|-K|-l|-m|-n|-q|-r|-R|-s|-t|-T|-u|-v|-V")]),
    Spec::read("difft", "difftastic: structural diff of two files").flags(DIFFT_FLAGS),
    Spec::new("ed", Kind::Ask("exec.editor"), Operands::Data, "line editor: `!cmd` runs commands, `w` writes"),
    Spec::new("egrep", Kind::Read, Operands::PatternThenRead, "grep -E").flags(GREP_FLAGS),
    Spec::new("emacs", Kind::Ask("exec.editor"), Operands::Data, "an editor: interactive, may run anything"),
    Spec::read("encguess", "guess the encoding of files").flags(&[opt("-s|--suspects"), flag("-S|--show-supported|-u|--unicode|-h|--help")]),
    Spec::new("ex", Kind::Ask("exec.editor"), Operands::Data, "vi's line mode: runs commands"),
    Spec::read("exiftool", "read file metadata (tag assignments, `-w`, `-o`, `-if`, `-config`, `-@` ask; every other `-NAME` reads a tag)").open_flags().hook(exiftool_hook),
    Spec::new("fd", Kind::Read, Operands::PatternThenRead, "find files by name (`-x`/`-X` run a command per result)").flags(FD_FLAGS),
    Spec::new("fdfind", Kind::Read, Operands::PatternThenRead, "fd (Debian name): find files (`-x`/`-X` run commands)").flags(FD_FLAGS),
    Spec::new("fgrep", Kind::Read, Operands::PatternThenRead, "grep -F").flags(GREP_FLAGS),
    Spec::new("fx", Kind::Exec, Operands::Data, "JSON viewer whose arguments are JavaScript code"),
    Spec::new("fzf", Kind::Read, Operands::Data, "interactive fuzzy finder (`--preview`, `--bind`, `--listen`, `--history` checked)").flags(FZF_FLAGS).hook(no_operands_hook),
    Spec::new("gawk", Kind::Read, Operands::PatternThenRead, "GNU awk (system(), pipes and redirects in the program are checked)").flags(AWK_FLAGS).hook(awk_hook),
    Spec::new("ggrep", Kind::Read, Operands::PatternThenRead, "GNU grep (Homebrew name)").flags(GREP_FLAGS),
    Spec::read("glow", "render Markdown (a URL operand is fetched)").flags(&[danger_opt("--config", ReadsValue), opt("-s|--style|-w|--width"), flag("-p|--pager|-l|--local|-a|--all|-t|--tui|-n|--line-numbers|--preserve-new-lines|-v|--version|-h|--help")]).hook(url_operand_hook),
    Spec::new("gojq", Kind::Read, Operands::PatternThenRead, "jq in Go (imports and `-f` ask)").flags(JQ_FLAGS).hook(jq_hook),
    Spec::new("grep", Kind::Read, Operands::PatternThenRead, "search files for a pattern").flags(GREP_FLAGS),
    Spec::read("gron", "flatten JSON to greppable lines (a URL operand is fetched)").flags(&[flag("-u|--ungron|-v|--values|-c|--colorize|-m|--monochrome|-s|--stream|-k|--insecure|-j|--json|--no-sort|--version|-h|--help")]).hook(url_operand_hook),
    Spec::new("gsed", Kind::Read, Operands::PatternThenRead, "GNU sed (Homebrew name; `-i`, `e`, `w` checked)").flags(SED_FLAGS).hook(sed_hook),
    Spec::read("highlight", "syntax-highlight source files (`-o`, `-d` write; Lua plugins run code)").flags(HIGHLIGHT_FLAGS),
    Spec::new("hx", Kind::Ask("exec.editor"), Operands::Data, "Helix editor: runs shell commands"),
    Spec::read("iconv", "convert text encoding (`-o` writes)").flags(&[danger_opt("-o|--output", WritesValue), opt("-f|--from-code|-t|--to-code"), flag("-l|--list|-c|-s|--silent|--verbose|-?|--help|--usage|-V|--version")]),
    Spec::read("identify", "ImageMagick: describe images (coder prefixes such as `msl:` ask)").flags(IDENTIFY_FLAGS).hook(magick_hook),
    Spec::read("info", "read Info documents (`-o` writes; `--dribble` records keys)").flags(&[danger_opt("-o|--output|--dribble", WritesValue), danger_opt("--restore|-f|--file|--init-file", ReadsValue), opt("-d|--directory|-n|--node|--index-search|-k|--apropos|-v|--variable|--debug"), flag("-a|--all|-O|--show-options|--usage|-w|--where|--location|--subnodes|--vi-keys|--raw-escapes|--no-raw-escapes|--strict-node-location|--show-malformed-multibytes|-h|--help|--version")]).operands(Operands::Data),
    Spec::new("jaq", Kind::Read, Operands::PatternThenRead, "jq clone (imports and `-f` ask)").flags(JQ_FLAGS).hook(jq_hook),
    Spec::read("jc", "convert command output to JSON (`jc COMMAND` runs the command; every `--NAME` is a parser of stdin)").open_flags().hook(jc_hook),
    Spec::read("jless", "JSON viewer").flags(&[opt("-m|--mode|--scrolloff"), flag("-n|--line-numbers|-N|--no-line-numbers|-r|--relative-line-numbers|-R|--no-relative-line-numbers|--json|--yaml|-h|--help|-V|--version")]),
    Spec::new("jq", Kind::Read, Operands::PatternThenRead, "JSON processor (module imports, `-L`, `-f`, `--run-tests` ask; `--rawfile` reads)").flags(JQ_FLAGS).hook(jq_hook),
    Spec::read("json_pp", "pretty-print JSON from stdin").flags(&[opt("-f|-t|-json_opt"), flag("-v|-V")]).operands(Operands::Data),
    Spec::read("json_xs", "convert JSON (`-e CODE` runs Perl)").flags(&[danger_opt("-e", Exec), opt("-f|-t")]).operands(Operands::Data),
    Spec::read("jsonlint", "validate JSON files (`-i` rewrites them; `-V` reads a schema)").flags(&[danger("-i|--in-place", Writes), danger_opt("-V|--validate", ReadsValue), opt("-t|--indent|-e|--environment"), flag("-s|--sort-keys|-c|--compact|-q|--quiet|-p|--pretty-print|-v|--version|-h|--help")]),
    Spec::new("kak", Kind::Ask("exec.editor"), Operands::Data, "Kakoune editor: runs shell commands"),
    Spec::read("less", "page through files (`+!` or LESSOPEN can run commands)").flags(LESS_FLAGS).hook(less_hook),
    Spec::new("look", Kind::Read, Operands::PatternThenRead, "print dictionary lines starting with a string").flags(&[opt("-t|--terminate"), flag("-a|--alternative|-b|-d|--alphanum|-f|--ignore-case|-h|--help|-V|--version")]),
    Spec::new("magick", Kind::Write, Operands::ReadThenWrite, "ImageMagick: the last operand is written (`--version` reads)").hook(magick_hook),
    Spec::read("man", "show manual pages (`-P`, `-H`, `-t` run programs)").flags(MAN_FLAGS).operands(Operands::Data).hook(man_hook),
    Spec::read("mandoc", "format manual pages").flags(&[opt("-T|-O|-I|-K|-W|-m|-M|-S|-s"), flag("-a|-c|-C|-f|-h|-k|-l|-w|-V")]),
    Spec::inert("manpath", "print the manual search path").flags(&[danger_opt("-C|--config-file", ReadsValue), opt("-m|--systems"), flag("-g|--global|-c|--catpath|-d|--debug|-q|--quiet|-L|-?|--help|--usage|-V|--version")]),
    Spec::new("mawk", Kind::Read, Operands::PatternThenRead, "mawk (system(), pipes and redirects in the program are checked)").flags(AWK_FLAGS).hook(awk_hook),
    Spec::new("micro", Kind::Ask("exec.editor"), Operands::Data, "micro editor: runs shell commands and plugins"),
    Spec::read("mlr", "Miller: CSV/JSON processing (DSL `system`, `exec`, `tee`, redirects and `split`/`tee` verbs ask)").flags(MLR_FLAGS).hook(mlr_hook),
    Spec::new("mogrify", Kind::Write, Operands::Write, "ImageMagick: rewrite images in place"),
    Spec::read("more", "page through files").flags(MORE_FLAGS).hook(less_hook),
    Spec::read("most", "page through files").flags(LESS_FLAGS).hook(less_hook),
    Spec::new("nano", Kind::Write, Operands::Write, "a terminal editor: writes the files it opens"),
    Spec::new("nawk", Kind::Read, Operands::PatternThenRead, "new awk (system(), pipes and redirects in the program are checked)").flags(AWK_FLAGS).hook(awk_hook),
    Spec::new("nvim", Kind::Ask("exec.editor"), Operands::Data, "Neovim: interactive, `-c`/`+cmd` run commands"),
    Spec::read("pandoc", "convert documents (`-o` writes; filters run programs; URL inputs are fetched)").flags(PANDOC_FLAGS).hook(pandoc_hook),
    Spec::new("patch", Kind::Write, Operands::Data, "apply a diff to files (`--dry-run` only reads)").flags(&[danger_opt("-o|--output|-r|--reject-file|-B|--prefix", WritesValue), danger_opt("-i|--input", ReadsValue), opt("-p|--strip|-d|--directory|-F|--fuzz|-z|--suffix|-V|--version-control|-D|--ifdef")]).hook(patch_hook),
    Spec::read("pcre2test", "test PCRE2 patterns from a file (a second operand is written)").flags(PCRETEST_FLAGS).hook(pcretest_hook),
    Spec::new("pcregrep", Kind::Read, Operands::PatternThenRead, "grep with Perl regular expressions").flags(GREP_FLAGS),
    Spec::read("pcretest", "test PCRE patterns from a file (a second operand is written)").flags(PCRETEST_FLAGS).hook(pcretest_hook),
    Spec::new("pdfgrep", Kind::Read, Operands::PatternThenRead, "grep PDF files (`--cache` writes a cache under the home directory)").flags(PDFGREP_FLAGS),
    Spec::read("pdfinfo", "print PDF metadata").flags(&[opt("-f|-l|-enc|-opw|-upw"), flag("-box|-meta|-custom|-js|-struct|-struct-text|-isodates|-rawdates|-dests|-url|-listenc|-v|-h|-help|--help")]),
    Spec::read("pdftotext", "extract PDF text (a second operand is written)").flags(PDFTOTEXT_FLAGS).hook(second_operand_writes),
    Spec::read("pg", "page through files").flags(PG_FLAGS).hook(less_hook),
    Spec::new("pico", Kind::Write, Operands::Write, "terminal editor: writes the files it opens"),
    Spec::read("podchecker", "check POD syntax").flags(&[flag("-warnings|-nowarnings|-quiet|-help|-man|-version")]),
    Spec::read("ptx", "permuted index of words (`-G` makes a second operand the output file)").flags(PTX_FLAGS).hook(ptx_hook),
    Spec::read("pv", "show the progress of data through a pipe (`-o` writes; `-d`/`-R` act on other processes)").flags(PV_FLAGS),
    Spec::read("pygmentize", "syntax-highlight files (`-o` writes; `-x` loads lexer code)").flags(&[danger_opt("-o", WritesValue), danger("-x", Exec), opt("-l|-f|-O|-P|-F|-S|-a|-N"), flag("-L|-C|-g|-s|-v|-h|-V|--help|--version|--json")]),
    Spec::new("rg", Kind::Read, Operands::PatternThenRead, "ripgrep: search files (`--pre`, `-z`, `--hostname-bin` run programs)").flags(RG_FLAGS),
    Spec::new("rgrep", Kind::Read, Operands::PatternThenRead, "grep -r").flags(GREP_FLAGS),
    Spec::new("sd", Kind::Read, Operands::Data, "find and replace (file operands are rewritten in place unless `-p`)").flags(&[opt("-n|--max-replacements|-f|--flags"), flag("-p|--preview|-F|--fixed-strings|-s|--string-mode|-h|--help|-V|--version")]).hook(sd_hook),
    Spec::new("sed", Kind::Read, Operands::PatternThenRead, "stream editor (`-i` writes; `e`, `w`, `s///e`, `s///w` in the script are checked)").flags(SED_FLAGS).hook(sed_hook),
    Spec::new("sk", Kind::Read, Operands::Data, "skim fuzzy finder (`-c`, `--preview`, `--bind` run commands)").flags(SK_FLAGS).hook(no_operands_hook),
    Spec::new("sponge", Kind::Write, Operands::Write, "soak up stdin and write it to a file"),
    Spec::new("subl", Kind::Ask("exec.editor"), Operands::Data, "Sublime Text: an editor with plugins"),
    Spec::new("tldr", Kind::Network, Operands::Data, "show example pages (downloads the page cache)"),
    Spec::new("tomlq", Kind::Read, Operands::PatternThenRead, "jq for TOML (`-i` writes)").flags(JQ_INPLACE_FLAGS).hook(jq_hook),
    Spec::new("ugrep", Kind::Read, Operands::PatternThenRead, "grep clone (`--filter` runs programs; `--save-config` writes)").flags(UGREP_FLAGS),
    Spec::read("unvis", "decode visually encoded text").flags(&[flag("-e|-H|-h|-m")]),
    Spec::new("vi", Kind::Ask("exec.editor"), Operands::Data, "vi: interactive, `-c`/`+cmd` run commands"),
    Spec::new("view", Kind::Ask("exec.editor"), Operands::Data, "vi read-only mode: still runs `-c` commands"),
    Spec::new("vim", Kind::Ask("exec.editor"), Operands::Data, "Vim: interactive, `-c`/`+cmd` run commands"),
    Spec::read("vis", "show non-printable characters visibly").flags(&[opt("-F|-e"), flag("-b|-c|-f|-h|-l|-M|-m|-N|-n|-o|-S|-s|-t|-w")]),
    Spec::read("wdiff", "word-by-word diff").flags(&[opt("-w|--start-delete|-x|--end-delete|-y|--start-insert|-z|--end-insert"), flag("-1|--no-deleted|-2|--no-inserted|-3|--no-common|-a|--auto-pager|-d|--diff-input|-i|--ignore-case|-l|--less-mode|-n|--avoid-wraps|-p|--printer|-s|--statistics|-t|--terminal|-K|--no-init-term|-h|--help|-v|--version")]),
    Spec::inert("whatis", "print one-line manual descriptions").flags(APROPOS_FLAGS),
    Spec::read("xmllint", "parse and check XML (`-o` writes; DTD, schema, entity and XInclude loading may fetch URLs; `--shell` is interactive)").flags(XMLLINT_FLAGS),
    Spec::new("xq", Kind::Read, Operands::PatternThenRead, "jq for XML (`-i` writes)").flags(JQ_INPLACE_FLAGS).hook(jq_hook),
    Spec::read("xsv", "CSV toolkit (`-o` writes; `split`, `index`, `partition` write files)").flags(XSV_FLAGS).hook(xsv_hook),
    Spec::read("xzcmp", "compare .xz files").flags(CMP_LIKE),
    Spec::read("xzdiff", "diff .xz files").flags(DIFF_LIKE),
    Spec::new("xzgrep", Kind::Read, Operands::PatternThenRead, "grep .xz files").flags(GREP_FLAGS),
    Spec::read("xzless", "page through .xz files").flags(LESS_FLAGS).hook(less_hook),
    Spec::read("xzmore", "page through .xz files").flags(MORE_FLAGS).hook(less_hook),
    Spec::new("yq", Kind::Read, Operands::PatternThenRead, "YAML processor, Go or Python (`-i` writes; `load()` and `--from-file` ask)").flags(YQ_FLAGS).hook(yq_hook),
    Spec::read("zcmp", "compare .gz files").flags(CMP_LIKE),
    Spec::read("zdiff", "diff .gz files").flags(DIFF_LIKE),
    Spec::new("zed", Kind::Ask("exec.editor"), Operands::Data, "Zed editor: runs tasks and extensions"),
    Spec::new("zegrep", Kind::Read, Operands::PatternThenRead, "grep -E .gz files").flags(GREP_FLAGS),
    Spec::new("zfgrep", Kind::Read, Operands::PatternThenRead, "grep -F .gz files").flags(GREP_FLAGS),
    Spec::new("zgrep", Kind::Read, Operands::PatternThenRead, "grep compressed files").flags(GREP_FLAGS),
    Spec::new("zipgrep", Kind::Read, Operands::PatternThenRead, "grep files inside a zip archive").flags(GREP_FLAGS),
    Spec::read("zmore", "page through .gz files").flags(MORE_FLAGS).hook(less_hook),
    Spec::new("zstdgrep", Kind::Read, Operands::PatternThenRead, "grep .zst files").flags(GREP_FLAGS),
    Spec::read("zstdless", "page through .zst files").flags(LESS_FLAGS).hook(less_hook),
];

/// The script operand or `-e` values of sed/awk/jq-like commands.
fn scripts(ctx: &Ctx) -> (Vec<Option<String>>, bool) {
    let mut scripts: Vec<Option<String>> = Vec::new();
    let mut from_file = false;
    for p in &ctx.parsed {
        if let super::ParsedArg::Flag { flag, value, .. } = p {
            match flag.effect {
                PatternFile => from_file = true,
                PatternGiven => scripts.push(value.clone()),
                _ => {}
            }
        }
    }
    if scripts.is_empty()
        && !from_file
        && let Some(first) = ctx.operands().first()
    {
        scripts.push(first.value.clone());
    }
    (scripts, from_file)
}

fn sed_hook(ctx: &mut Ctx) {
    let (scripts, from_file) = scripts(ctx);
    if from_file {
        ctx.effect("exec");
        ctx.add(
            "exec.script",
            "`sed -f` runs a script file we cannot see (it may write or run commands)",
            Decision::Ask,
        );
    }
    if ctx.has("-i|--in-place") {
        let pattern_given = scripts.len() != 1
            || ctx
                .parsed
                .iter()
                .any(|p| matches!(p, super::ParsedArg::Flag { flag, .. } if matches!(flag.effect, PatternGiven | PatternFile)));
        for a in ctx.operands().into_iter().skip(if pattern_given { 0 } else { 1 }) {
            ctx.path(a, PathAccess::Write);
        }
    }
    // GNU sed also accepts `-i.bak` / `--in-place=SUF`, which parse as unknown flags.
    let glued_inplace = ctx
        .parsed
        .iter()
        .any(|p| matches!(p, super::ParsedArg::Unknown { text, .. } if text.starts_with("--in-place")));
    if glued_inplace {
        ctx.effect("write");
        ctx.add("write.flag", "`sed --in-place` writes files", Decision::Ask);
    }
    for s in scripts {
        match s {
            None => {
                ctx.effect("opaque");
                ctx.add("opaque.dynamic-script", "sed script known only at run time", Decision::Ask);
            }
            Some(text) => match sed_effects_and_reads(ctx, &text) {
                SedEffects::Safe => {}
                SedEffects::Writes => {
                    ctx.effect("write");
                    ctx.add("write.flag", "the sed script writes files (`w`/`W`)", Decision::Ask);
                }
                SedEffects::Exec => {
                    ctx.effect("exec");
                    ctx.add("exec.flag", "the sed script runs commands (`e`, `s///e`)", Decision::Ask);
                }
                SedEffects::Unclear => {
                    ctx.effect("unknown");
                    ctx.add("ask.flag", "the sed script is not one we can read with confidence", Decision::Ask);
                }
            },
        }
    }
}

/// The script's effects; the files its `r`/`R` commands read are classified as reads.
fn sed_effects_and_reads(ctx: &mut Ctx, text: &str) -> SedEffects {
    let (mut reads, mut writes) = (Vec::new(), Vec::new());
    let effects = sed_script_scan(text, &mut reads, &mut writes);
    for file in reads {
        let arg = crate::resolve::Arg::lit(&file, ctx.span());
        ctx.path(&arg, PathAccess::Read);
    }
    // `w FILE` writes FILE (a block device denies); GNU sed's /dev/stdout and /dev/stderr
    // are its own streams.
    for file in writes {
        if !matches!(file.as_str(), "/dev/stdout" | "/dev/stderr") {
            let arg = crate::resolve::Arg::lit(&file, ctx.span());
            ctx.path(&arg, PathAccess::Write);
        }
    }
    effects
}

#[derive(Debug, PartialEq, Eq)]
enum SedEffects {
    Safe,
    Writes,
    Exec,
    Unclear,
}

/// Reads a sed script just far enough to find `e`, `w`, `W`, `r`-less commands and the `e`/`w`
/// flags of `s`. Anything it cannot follow is `Unclear`.
#[cfg(test)]
fn sed_script_effects(script: &str) -> SedEffects {
    sed_script_scan(script, &mut Vec::new(), &mut Vec::new())
}

/// Like [`sed_script_effects`], also collecting the files `r`/`R` read into the output and
/// the files `w`/`W` (and `s///w`) write.
fn sed_script_scan(script: &str, reads: &mut Vec<String>, writes: &mut Vec<String>) -> SedEffects {
    let chars: Vec<char> = script.chars().collect();
    let mut i = 0;
    let mut worst = SedEffects::Safe;
    let bump = |worst: &mut SedEffects, e: SedEffects| {
        let rank = |e: &SedEffects| match e {
            SedEffects::Safe => 0,
            SedEffects::Writes => 1,
            SedEffects::Unclear => 2,
            SedEffects::Exec => 3,
        };
        if rank(&e) > rank(worst) {
            *worst = e;
        }
    };
    while i < chars.len() {
        let c = chars[i];
        // Skip separators, whitespace and addresses.
        if c.is_whitespace() || c == ';' || c == '{' || c == '}' || c == '!' {
            i += 1;
            continue;
        }
        if c.is_ascii_digit() || c == '$' || c == ',' || c == '~' || c == '+' {
            i += 1;
            continue;
        }
        if c == '/' || c == '\\' {
            // A regex address: /re/ or \cREc.
            let delim = if c == '\\' {
                i += 1;
                match chars.get(i) {
                    Some(d) => *d,
                    None => return SedEffects::Unclear,
                }
            } else {
                '/'
            };
            i += 1;
            while i < chars.len() && chars[i] != delim {
                if chars[i] == '\\' {
                    i += 1;
                }
                i += 1;
            }
            i += 1;
            // Address flags I and M.
            while i < chars.len() && matches!(chars[i], 'I' | 'M') {
                i += 1;
            }
            continue;
        }
        match c {
            's' | 'y' => {
                let Some(&delim) = chars.get(i + 1) else { return SedEffects::Unclear };
                if delim == '\n' || delim == '\\' {
                    return SedEffects::Unclear;
                }
                i += 2;
                for _ in 0..2 {
                    while i < chars.len() && chars[i] != delim {
                        if chars[i] == '\\' {
                            i += 1;
                        }
                        i += 1;
                    }
                    if i >= chars.len() {
                        return SedEffects::Unclear;
                    }
                    i += 1;
                }
                if c == 's' {
                    while i < chars.len() && !matches!(chars[i], ';' | '\n' | '}') {
                        match chars[i] {
                            'e' => bump(&mut worst, SedEffects::Exec),
                            'w' | 'W' => {
                                bump(&mut worst, SedEffects::Writes);
                                break;
                            }
                            'g' | 'p' | 'i' | 'I' | 'm' | 'M' | ' ' => {}
                            d if d.is_ascii_digit() => {}
                            _ => return SedEffects::Unclear,
                        }
                        i += 1;
                    }
                }
                // A `w` flag's file name runs to the end of the line.
                if chars.get(i).is_some_and(|c| matches!(c, 'w' | 'W')) {
                    let start = i + 1;
                    while i < chars.len() && chars[i] != '\n' {
                        i += 1;
                    }
                    let name: String = chars[start..i].iter().collect();
                    if !name.trim().is_empty() {
                        writes.push(name.trim().to_string());
                    }
                }
            }
            'e' => {
                bump(&mut worst, SedEffects::Exec);
                i += 1;
            }
            'w' | 'W' => {
                bump(&mut worst, SedEffects::Writes);
                let start = i + 1;
                while i < chars.len() && chars[i] != '\n' {
                    i += 1;
                }
                let name: String = chars[start..i].iter().collect();
                if !name.trim().is_empty() {
                    writes.push(name.trim().to_string());
                }
            }
            ':' | 'b' | 't' | 'T' => {
                // GNU sed ends a label at `;` or a blank (`:a;e`, `:a e`, `b end; :end e`); BSD
                // sed reads it to the end of the line. The shorter reading sees every later command.
                i += 1;
                while i < chars.len() && matches!(chars[i], ' ' | '\t') {
                    i += 1;
                }
                while i < chars.len() && !chars[i].is_whitespace() && chars[i] != ';' {
                    i += 1;
                }
            }
            'r' | 'R' | 'a' | 'i' | 'c' | 'L' | 'q' | 'Q' | 'l' => {
                // Text or file name to the end of the line (`;` ends `q`, `l` and `L`).
                let to_semicolon = matches!(c, 'q' | 'Q' | 'l' | 'L');
                i += 1;
                if matches!(c, 'r' | 'R') {
                    let name: String = chars[i..].iter().take_while(|&&ch| ch != '\n').collect();
                    let name = name.trim();
                    if !name.is_empty() {
                        reads.push(name.to_string());
                    }
                }
                // `a\` continues its text on the next lines while they end in a backslash.
                while i < chars.len() && !(to_semicolon && chars[i] == ';') {
                    if chars[i] == '\n' && chars[i - 1] != '\\' {
                        break;
                    }
                    i += 1;
                }
            }
            'p' | 'P' | 'd' | 'D' | 'n' | 'N' | 'g' | 'G' | 'h' | 'H' | 'x' | '=' | 'z' | 'F' => i += 1,
            '#' => {
                while i < chars.len() && chars[i] != '\n' {
                    i += 1;
                }
            }
            _ => return SedEffects::Unclear,
        }
    }
    worst
}

/// awk forms we do not follow: `getline < file` (reads a file the program names), gawk's
/// `@` indirect calls and directives, and programs that rewrite ARGV/ARGC or reach
/// SYMTAB/PROCINFO/FUNCTAB (which can turn data into file names or calls).
fn awk_unclear(code: &str, raw: &str) -> bool {
    let ident = |c: char| c.is_ascii_alphanumeric() || c == '_';
    let chars: Vec<char> = code.chars().collect();
    // gawk's `@f()`, `@include`, `@namespace`: an `@` that starts a token.
    let at_directive = chars.iter().enumerate().any(|(i, &c)| {
        c == '@'
            && (i == 0 || !ident(chars[i - 1]) && chars[i - 1] != '.')
            && chars.get(i + 1).is_some_and(|n| ident(*n) || *n == '"')
    });
    let word = |w: &str| {
        code.match_indices(w).any(|(i, _)| {
            !code[..i].chars().next_back().is_some_and(ident) && !code[i + w.len()..].chars().next().is_some_and(ident)
        })
    };
    code.contains("getline") && code.contains('<')
        || at_directive
        || code.contains("::")
        || ["ARGV", "ARGC", "SYMTAB", "PROCINFO", "FUNCTAB"].iter().any(|w| word(w))
        || raw.contains("@include")
        || raw.contains("@load")
}

/// After the program text, awk takes every word as an input file or a `VAR=value`
/// assignment, even words that look like options (`awk '{print}' -v /etc/shadow`).
fn awk_operands(ctx: &mut Ctx, program_from_flag: bool) {
    let first_operand = ctx.parsed.iter().find_map(|p| match p {
        super::ParsedArg::Operand { index } => Some(*index),
        _ => None,
    });
    let start = match (first_operand, program_from_flag) {
        (Some(i), false) => i + 1,
        (Some(i), true) => i,
        (None, _) => return,
    };
    let listed: Vec<usize> = ctx
        .parsed
        .iter()
        .filter_map(|p| match p {
            super::ParsedArg::Operand { index } => Some(*index),
            _ => None,
        })
        .collect();
    for index in start..ctx.inv.argv.len() {
        let arg = ctx.inv.argv[index].clone();
        let text = arg.value().unwrap_or(&arg.text).to_string();
        if let Some((name, _)) = text.split_once('=')
            && !name.is_empty()
            && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
        {
            if matches!(name, "ARGV" | "ARGC" | "SYMTAB" | "PROCINFO" | "FUNCTAB") {
                ctx.effect("unknown");
                ctx.add("ask.flag", format!("`{text}` rewrites awk's arguments"), Decision::Ask);
            }
            continue;
        }
        if text.starts_with("/inet") {
            ctx.effect("network");
            ctx.add("net.flag", format!("awk opens the network special file `{text}`"), Decision::Ask);
            continue;
        }
        // Operands the generic pass already classified as read paths are skipped.
        if !listed.contains(&index) {
            ctx.path(&arg, PathAccess::Read);
        }
    }
    for p in ctx.parsed.clone() {
        if let super::ParsedArg::Flag { flag, value: Some(v), .. } = p
            && flag.names.contains("--assign")
            && matches!(v.split('=').next(), Some("ARGV" | "ARGC" | "SYMTAB" | "PROCINFO" | "FUNCTAB"))
        {
            ctx.effect("unknown");
            ctx.add("ask.flag", format!("`-v {v}` rewrites awk's arguments"), Decision::Ask);
        }
    }
}

fn awk_hook(ctx: &mut Ctx) {
    let (scripts, from_file) = scripts(ctx);
    let program_from_flag = from_file
        || ctx.parsed.iter().any(|p| matches!(p, super::ParsedArg::Flag { flag, .. } if flag.effect == PatternGiven));
    awk_operands(ctx, program_from_flag);
    if from_file {
        ctx.effect("exec");
        ctx.add("exec.script", "`awk -f` runs a program file we cannot see", Decision::Ask);
    }
    // mawk `-W exec FILE` runs a program file; `-W version`, `-W dump` and the rest only
    // print or tune.
    let w_exec = ctx.parsed.iter().any(|p| {
        matches!(p, super::ParsedArg::Flag { flag, value, .. }
            if flag.names == "-W" && value.as_deref().is_none_or(|v| v.trim_start().starts_with('e')))
    });
    if w_exec {
        ctx.effect("exec");
        ctx.add("exec.script", "`mawk -W exec` runs a program file we cannot see", Decision::Ask);
    }
    for s in scripts {
        match s {
            None => {
                ctx.effect("opaque");
                ctx.add("opaque.dynamic-script", "awk program known only at run time", Decision::Ask);
            }
            Some(text) => {
                let code = strip_awk_strings(&text);
                let squeezed: String = text.chars().filter(|c| !c.is_whitespace()).collect();
                if squeezed.contains("|\"") || squeezed.contains("|getline") {
                    ctx.effect("exec");
                    ctx.add("exec.flag", "the awk program pipes to or from a command", Decision::Ask);
                }
                if awk_unclear(&code, &text) {
                    ctx.effect("unknown");
                    ctx.add(
                        "ask.flag",
                        "the awk program reads files it names, rewrites its arguments or calls functions indirectly",
                        Decision::Ask,
                    );
                }
                if text.contains("/inet") {
                    ctx.effect("network");
                    ctx.add("net.flag", "the awk program opens a network connection (`/inet/...`)", Decision::Ask);
                }
                if code.contains("system") || code.contains("getline") && code.contains('|') || code.contains("@load") {
                    ctx.effect("exec");
                    ctx.add("exec.flag", "the awk program runs commands (`system()`, `| getline`)", Decision::Ask);
                } else if awk_print_redirects(&code) {
                    ctx.effect("write");
                    ctx.add(
                        "write.flag",
                        "the awk program writes files or pipes to commands (`print > f`, `print | cmd`)",
                        Decision::Ask,
                    );
                    for file in awk_redirect_targets(&text) {
                        let arg = crate::resolve::Arg::lit(&file, ctx.span());
                        ctx.path(&arg, PathAccess::Write);
                    }
                }
            }
        }
    }
}

/// The awk program with string literals blanked, so `print "a > b"` is not a redirect.
fn strip_awk_strings(code: &str) -> String {
    let mut out = String::with_capacity(code.len());
    let mut in_str = false;
    let mut chars = code.chars();
    while let Some(c) = chars.next() {
        if in_str {
            if c == '\\' {
                chars.next();
            } else if c == '"' {
                in_str = false;
                out.push('"');
            }
            continue;
        }
        if c == '"' {
            in_str = true;
        }
        out.push(c);
    }
    out
}

/// The literal file names of `print > "FILE"` / `print >> "FILE"` (so a block device denies).
fn awk_redirect_targets(text: &str) -> Vec<String> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let mut in_str = false;
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if in_str {
            if c == '\\' {
                i += 1;
            } else if c == '"' {
                in_str = false;
            }
            i += 1;
            continue;
        }
        if c == '"' {
            in_str = true;
        } else if c == '>' && chars.get(i + 1) != Some(&'=') {
            let mut j = i + 1;
            if chars.get(j) == Some(&'>') {
                j += 1;
            }
            while chars.get(j).is_some_and(|c| c.is_whitespace()) {
                j += 1;
            }
            if chars.get(j) == Some(&'"') {
                let name: String = chars[j + 1..].iter().take_while(|&&c| c != '"').collect();
                if !name.is_empty() && !matches!(name.as_str(), "/dev/stdout" | "/dev/stderr") {
                    out.push(name);
                }
            }
            i = j;
            continue;
        }
        i += 1;
    }
    out
}

/// Does a `print`/`printf` statement redirect (`>`, `>>`, `|`)?
fn awk_print_redirects(code: &str) -> bool {
    for stmt in code.split([';', '{', '}', '\n']) {
        let trimmed = stmt.trim_start();
        let Some(idx) = trimmed.find("print") else { continue };
        let after = &trimmed[idx..];
        let mut depth = 0i32;
        let bytes: Vec<char> = after.chars().collect();
        for (k, &ch) in bytes.iter().enumerate() {
            match ch {
                '(' => depth += 1,
                ')' => depth -= 1,
                '>' if depth <= 0 && bytes.get(k + 1) != Some(&'=') => return true,
                '|' if depth <= 0 && bytes.get(k + 1) != Some(&'|') && (k == 0 || bytes[k - 1] != '|') => return true,
                _ => {}
            }
        }
    }
    false
}

/// jq: `--rawfile NAME FILE` reads FILE; a program that imports modules, a program file
/// and `-L` search paths load code we cannot see.
fn jq_hook(ctx: &mut Ctx) {
    let argv = &ctx.inv.argv;
    let mut files = Vec::new();
    for (i, a) in argv.iter().enumerate().skip(ctx.args_start) {
        if matches!(a.value(), Some("--rawfile" | "--slurpfile" | "--argfile"))
            && let Some(f) = argv.get(i + 2)
        {
            files.push(f.clone());
        }
    }
    for f in files {
        ctx.path(&f, PathAccess::Read);
    }
    let (scripts, from_file) = scripts(ctx);
    if from_file {
        ctx.effect("exec");
        ctx.add("exec.script", "`jq -f` runs a program file we cannot see (it may import other files)", Decision::Ask);
    }
    // `--arg NAME VALUE` takes two words, so the program is not always the first operand:
    // look at every word.
    let words: Vec<String> = ctx.inv.argv.iter().skip(1).filter_map(|a| a.value().map(str::to_string)).collect();
    let mut env = false;
    for s in scripts.into_iter().flatten().chain(words) {
        if ["import", "include", "modulemeta", "get_search_list", "input_filename"].iter().any(|w| s.contains(w)) {
            ctx.effect("unknown");
            ctx.add("ask.flag", "the jq program loads modules or data files", Decision::Ask);
        }
        env |= jq_reads_env(&s);
    }
    if env {
        ctx.effect("secret");
        ctx.add(
            "read.secret",
            "the jq program reads environment variables (`$ENV`, `env`), which often hold tokens",
            Decision::Ask,
        );
    }
}

/// Does a jq program read the environment (`$ENV`, the `env` builtin)?
fn jq_reads_env(s: &str) -> bool {
    let ident = |c: char| c.is_ascii_alphanumeric() || c == '_';
    s.contains("$ENV")
        || s.match_indices("env").any(|(i, _)| {
            !s[..i].chars().next_back().is_some_and(|c| ident(c) || c == '.' || c == '$')
                && !s[i + 3..].chars().next().is_some_and(ident)
        })
}

/// fzf `--bind` actions that run commands (`execute`, `become`, `reload`, `transform`,
/// `preview(...)`, `change-preview(...)`); moving, toggling and prompts are harmless.
fn fzf_bind_runs(value: &str) -> bool {
    let v = value.to_ascii_lowercase();
    if ["execute", "become", "reload", "transform", "bg-", "print("].iter().any(|w| v.contains(w)) {
        return true;
    }
    v.match_indices("preview").any(|(i, _)| {
        let after = v[i + 7..].chars().next();
        after.is_some_and(|c| !(c.is_ascii_alphanumeric() || c == '-' || c == '_' || c == ',' || c == '+'))
    })
}

/// fzf takes no operands: a word after `--` or a stray word is something we do not model.
fn no_operands_hook(ctx: &mut Ctx) {
    let binds: Vec<Option<String>> = ctx
        .parsed
        .iter()
        .filter_map(|p| match p {
            super::ParsedArg::Flag { flag, value, .. } if flag.names == "--bind" => Some(value.clone()),
            _ => None,
        })
        .collect();
    for b in binds {
        if b.as_deref().is_none_or(fzf_bind_runs) {
            ctx.effect("exec");
            ctx.add("exec.flag", "an fzf key binding that runs a command", Decision::Ask);
        }
    }
    // fzf takes no operands, so a word after an option with an optional value
    // (`--tmux 80%`, `--border rounded`) is that option's value.
    const OPTIONAL: &[&str] = &[
        "-m",
        "--multi",
        "--tmux",
        "--border",
        "--list-border",
        "--input-border",
        "--header-border",
        "--footer-border",
        "--preview-border",
        "--header-lines-border",
        "--scrollbar",
        "--gap",
        "--walker",
        "--walker-root",
    ];
    let argv = &ctx.inv.argv;
    let stray = ctx.parsed.iter().any(|p| match p {
        super::ParsedArg::Operand { index } => {
            let after_optional = index.checked_sub(1).and_then(|i| argv.get(i)).and_then(|a| a.value());
            !(after_optional.is_some_and(|f| OPTIONAL.contains(&f))
                && argv.get(*index).and_then(|a| a.value()).is_some())
        }
        _ => false,
    });
    if stray || ctx.inv.argv.iter().any(|a| a.value() == Some("--")) {
        ctx.effect("unknown");
        ctx.add("ask.flag", "arguments fzf does not take; they may be options in disguise", Decision::Ask);
    }
}

fn yq_hook(ctx: &mut Ctx) {
    let (mut scripts, from_file) = scripts(ctx);
    if from_file {
        ctx.effect("exec");
        ctx.add("exec.script", "`yq --from-file` runs an expression file we cannot see", Decision::Ask);
    }
    // Go yq's subcommands `eval`/`e` and `eval-all`/`ea`: the expression is the next operand.
    let operands = ctx.operands();
    let subcommand = operands.first().is_some_and(|a| matches!(a.value(), Some("eval" | "e" | "eval-all" | "ea")));
    if subcommand && scripts.len() == 1 && scripts[0].as_deref() == operands[0].value() {
        scripts = operands.get(1).map(|a| vec![a.value.clone()]).unwrap_or_default();
    }
    for s in scripts.into_iter().flatten() {
        if s.contains("load") || s.contains("env") || s.contains("eval") {
            ctx.effect("unknown");
            ctx.add("ask.flag", "the yq expression loads files or reads the environment", Decision::Ask);
        }
    }
}

/// A URL operand (`glow https://...`, `gron https://...`) is fetched.
fn url_operand_hook(ctx: &mut Ctx) {
    let urls: Vec<String> = ctx
        .operands()
        .iter()
        .map(|a| a.value().unwrap_or(&a.text).to_string())
        .filter(|t| t.contains("://") || t.starts_with("github.com/"))
        .collect();
    for u in urls {
        ctx.host(&u);
        ctx.effect("network");
        ctx.add("net.access", format!("fetches `{u}`"), Decision::Ask);
    }
}

/// pandoc: custom Lua readers and writers (`-t x.lua`, `-t lua`), PDF output (runs a
/// TeX engine), the `lua` and `server` modes and options we do not know ask.
fn pandoc_hook(ctx: &mut Ctx) {
    url_operand_hook(ctx);
    let mut unclear: Vec<String> = Vec::new();
    for p in ctx.parsed.clone() {
        match p {
            super::ParsedArg::Unknown { text, .. } => unclear.push(text),
            super::ParsedArg::Flag { flag, value, .. }
                if flag.names.starts_with("-f|")
                    || flag.names.starts_with("-D|")
                    || flag.names.contains("--list-extensions") && value.is_some() =>
            {
                let v = value.unwrap_or_default();
                let format = v.split(['+', '-']).next().unwrap_or("");
                let plain = !format.is_empty()
                    && format.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
                    && !format.contains("lua")
                    && !matches!(format, "pdf" | "typst" | "context" | "ms" | "latex_pdf");
                if !plain || v.ends_with('+') || v.contains("++") || v.contains('=') || v.contains('.') {
                    unclear.push(format!("format `{v}`"));
                }
            }
            _ => {}
        }
    }
    if ctx.operands().first().is_some_and(|a| matches!(a.value(), Some("lua" | "server") | None)) {
        unclear.push("the `lua`/`server` mode".into());
    }
    if let Some(what) = unclear.first() {
        ctx.effect("exec");
        ctx.add(
            "exec.flag",
            format!("pandoc with {what}: custom readers, writers and PDF engines run programs"),
            Decision::Ask,
        );
    }
    crate::knowledge::lang::rts_hook(ctx);
}

/// `jc COMMAND ARGS` ("magic" syntax) runs the command; `jc --parser` reads stdin. The spec
/// has open flags: every `--NAME` is one of jc's 200+ parsers of stdin, and its own options
/// (`-p`, `-r`, `-y`, `-d`, `-a`, `-C`, `-m`, `-M`, `-q`, `-s`, `-u`) only shape output;
/// the one way jc runs anything is a command word, which this hook asks about.
fn jc_hook(ctx: &mut Ctx) {
    // Options may come first (`jc -p dig x`): any word that is not an option is a command.
    let first = ctx
        .inv
        .argv
        .iter()
        .skip(1)
        .map(|a| a.value().unwrap_or("$").to_string())
        .find(|v| !v.starts_with('-'))
        .unwrap_or_default();
    if !first.is_empty() {
        ctx.effect("exec");
        ctx.add("exec.runs-code", format!("`jc {first} ...` runs `{first}`"), Decision::Ask);
    }
}

fn man_hook(ctx: &mut Ctx) {
    // `man -l FILE` / `man ./page.1` read a local file; other operands are page names.
    let local = ctx.has("-l|--local-file");
    for a in ctx.operands() {
        let t = a.value().unwrap_or(&a.text);
        if local || t.contains('/') {
            let arg = (*a).clone();
            ctx.path(&arg, PathAccess::Read);
        }
    }
}

/// Miller's DSL can run commands and write files; the `tee` and `split` verbs write.
fn mlr_hook(ctx: &mut Ctx) {
    let words: Vec<String> = ctx.inv.argv.iter().skip(1).map(|a| a.value().unwrap_or("$").to_string()).collect();
    let dsl_file =
        words.windows(2).any(|p| matches!(p[0].as_str(), "put" | "filter") && matches!(p[1].as_str(), "-f" | "-s"));
    let exec = dsl_file
        || words.iter().any(|w| {
            w.contains("system")
                || w.contains("exec")
                || matches!(w.as_str(), "--prepipe" | "--prepipex" | "--load" | "--mload" | "$")
        });
    let writes = words.iter().any(|w| {
        let squeezed: String = w.chars().filter(|c| !c.is_whitespace()).collect();
        matches!(w.as_str(), "tee" | "split" | "--ofile" | "--tee" | "-I" | "--in-place")
            || [">\"", ">>", "|\"", ">$", ">@", "|$"].iter().any(|p| squeezed.contains(p))
    });
    if exec {
        ctx.effect("exec");
        ctx.add("exec.flag", "the Miller command runs programs (`system`, `exec`, `--prepipe`)", Decision::Ask);
    } else if writes {
        ctx.effect("write");
        ctx.add("write.flag", "the Miller command writes files (`tee`, `split`, redirects)", Decision::Ask);
    }
}

/// exiftool: tag assignments (`-TAG=V`, `-TAG<=FILE`), `-w`/`-textOut`/`-tagOut`/`-efile`/
/// `-o` outputs, `-if`, `-p`, `-api`, `-use` and `-config` (Perl code or modules) and `-@`
/// argument files all ask; plain reads are allowed. The spec has open flags: exiftool takes
/// any `-NAME` that is not one of its (finite) options as a tag to read, so no table can
/// list them; instead this hook knows every option that writes or runs code.
fn exiftool_hook(ctx: &mut Ctx) {
    let args: Vec<String> = ctx.inv.argv.iter().skip(1).map(|a| a.value().unwrap_or("$").to_string()).collect();
    let risky = args.iter().any(|a| {
        let l = a.to_ascii_lowercase();
        a == "$"
            || a.starts_with('-') && (a.contains('=') || a.contains('<') || a.contains('>'))
            || l.starts_with("-w")
            || l.starts_with("-textout")
            || l.starts_with("-tagout")
            || l.starts_with("-efile")
            || l == "-use"
            || l == "-o"
            || l == "-out"
            || l.starts_with("-if")
            || l == "-config"
            || l == "-@"
            || l.starts_with("-tagsfromfile")
            || l.starts_with("-overwrite_original")
            || l.starts_with("-delete_original")
            || l.starts_with("-restore_original")
            || l == "-geotag"
            || l == "-srcfile"
            || l == "-api"
            || l.starts_with("-execute")
            || l == "-stay_open"
            || l == "-userparam"
            || l == "-p"
            || l == "-printformat"
    });
    if risky {
        ctx.effect("write");
        ctx.add("write.flag", "exiftool writes tags or files, or runs Perl code (`-if`, `-config`)", Decision::Ask);
    }
}

/// ImageMagick coders (`msl:`, `ephemeral:`, `|cmd`, `@file`) read or run more than the
/// named file; `--version`/`--help` only print.
fn magick_hook(ctx: &mut Ctx) {
    let args: Vec<Option<&str>> = ctx.inv.argv.iter().skip(1).map(|a| a.value()).collect();
    if !args.is_empty()
        && args
            .iter()
            .all(|a| matches!(a, Some("--version" | "-version" | "--help" | "-help" | "-list" | "format" | "delegate")))
    {
        super::clear_effects(ctx);
        return;
    }
    if ctx.operands().iter().any(|a| {
        a.value().is_none_or(|v| {
            v.starts_with('|')
                || v.starts_with('@')
                || v.split_once(':').is_some_and(|(p, _)| p.len() > 1 && !p.contains('/'))
        })
    }) {
        ctx.effect("exec");
        ctx.add(
            "exec.flag",
            "an ImageMagick coder prefix or pipe (`msl:`, `|cmd`) reads or runs more than a file",
            Decision::Ask,
        );
    }
}

fn patch_hook(ctx: &mut Ctx) {
    if ctx.inv.argv.iter().any(|a| matches!(a.value(), Some("--dry-run" | "-C" | "--check"))) {
        super::clear_effects(ctx);
    }
}

fn second_operand_writes(ctx: &mut Ctx) {
    if let Some(out) = ctx.operands().get(1) {
        let a = (*out).clone();
        if a.value() != Some("-") {
            ctx.path(&a, PathAccess::Write);
        }
    }
}

/// `ptx -G IN OUT` writes OUT.
fn ptx_hook(ctx: &mut Ctx) {
    if ctx.has("-G|--traditional") {
        second_operand_writes(ctx);
    }
}

/// `pcretest [-t [N]] IN OUT`: every operand after the first may be the output file.
fn pcretest_hook(ctx: &mut Ctx) {
    for a in ctx.operands().into_iter().skip(1) {
        let a = a.clone();
        if a.value() != Some("-") {
            ctx.path(&a, PathAccess::Write);
        }
    }
}

/// `sd FIND REPLACE FILE...` rewrites the files unless `-p`/`--preview`.
fn sd_hook(ctx: &mut Ctx) {
    let preview = ctx.inv.argv.iter().any(|a| matches!(a.value(), Some("-p" | "--preview")));
    let ops = ctx.operands();
    for a in ops.iter().skip(2) {
        let a = (*a).clone();
        ctx.path(&a, if preview { PathAccess::Read } else { PathAccess::Write });
    }
}

/// `xsv split OUTDIR`/`xsv partition COL OUTDIR` write chunk files; `xsv index` writes `FILE.idx`.
fn xsv_hook(ctx: &mut Ctx) {
    let verb = ctx.operands().first().and_then(|a| a.value()).map(str::to_string);
    if matches!(verb.as_deref(), Some("split" | "index" | "partition")) || verb.is_none() && !ctx.operands().is_empty()
    {
        ctx.effect("write");
        ctx.add("write.command", "`xsv split`/`xsv index`/`xsv partition` write files", Decision::Ask);
    }
}

/// less `+CMD` runs a pager command at start: `!` and `|` run shell commands, `s` saves to a
/// file, `v` starts an editor, `:e` opens another file, `-`/`_` set options (`-o` writes a
/// log). A search (`+/pattern`) and moves (`+G`, `+F`, `+100`) are harmless; a start command
/// known only at run time asks.
fn less_hook(ctx: &mut Ctx) {
    for a in &ctx.inv.argv[1..] {
        let t = a.value().unwrap_or(&a.text);
        let dynamic_start = a.value().is_none() && t.starts_with('+');
        if dynamic_start || t.starts_with('+') && less_start_command_risky(t) || t.starts_with("--lesskey") {
            ctx.effect("exec");
            ctx.add("exec.flag", format!("`{t}` runs pager commands"), Decision::Ask);
        }
    }
}

fn less_start_command_risky(t: &str) -> bool {
    let cmd = t.trim_start_matches('+');
    if cmd.contains(['\n', '\r']) {
        return true;
    }
    if cmd.starts_with(['/', '?']) {
        return false;
    }
    cmd.contains(['!', '|', 's', 'v', ':', '-', '_'])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sed_scripts() {
        assert_eq!(sed_script_effects("s/a/b/g"), SedEffects::Safe);
        assert_eq!(sed_script_effects("-n '1,5p'".trim_matches('\'')), SedEffects::Unclear);
        assert_eq!(sed_script_effects("1,5p"), SedEffects::Safe);
        assert_eq!(sed_script_effects("/x/d;s|a|b|"), SedEffects::Safe);
        assert_eq!(sed_script_effects("s/x/id/e"), SedEffects::Exec);
        assert_eq!(sed_script_effects("1e id"), SedEffects::Exec);
        assert_eq!(sed_script_effects("w out.txt"), SedEffects::Writes);
        assert_eq!(sed_script_effects("s/a/b/w out"), SedEffects::Writes);
        assert_eq!(sed_script_effects("$a\\\nfoo"), SedEffects::Safe);
        // GNU sed ends a label at `;` or a blank: what follows is a command.
        assert_eq!(sed_script_effects(":a;e"), SedEffects::Exec);
        assert_eq!(sed_script_effects(":a e"), SedEffects::Exec);
        assert_eq!(sed_script_effects("b end; :end e"), SedEffects::Exec);
        assert_eq!(sed_script_effects(":a;s/x/y/w out"), SedEffects::Writes);
        assert_eq!(sed_script_effects(":a;N;$!ba;s/\\n/ /g"), SedEffects::Safe);
        assert_eq!(sed_script_effects(":loop; s/a/b/; t loop"), SedEffects::Safe);
    }

    #[test]
    fn awk_programs() {
        assert!(!awk_print_redirects(&strip_awk_strings("{print $1}")));
        assert!(!awk_print_redirects(&strip_awk_strings("NR>5 {print \"a > b\"}")));
        assert!(awk_print_redirects(&strip_awk_strings("{print $1 > \"out\"}")));
        assert!(awk_print_redirects(&strip_awk_strings("{print | \"sh\"}")));
        assert!(!awk_print_redirects(&strip_awk_strings("{ if (a || b) print }")));
    }

    #[test]
    fn less_start_commands() {
        for safe in ["+G", "+F", "+100", "+/string", "++/needle", "+?back"] {
            assert!(!less_start_command_risky(safe), "{safe}");
        }
        for risky in ["+!id", "+|x", "+sfile", "+v", "+:e .env", "+-o/tmp/log", "+/x\n!id"] {
            assert!(less_start_command_risky(risky), "{risky}");
        }
    }
}
