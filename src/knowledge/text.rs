//! text: search, filter and view tools (grep family, sed, awk, jq, pagers, editors).
//!
//! Mostly read-only; the per-flag dangers are listed on each entry: `rg --pre` runs a
//! program, `sed -i` writes and its `e`/`w` commands run or write, `awk` programs can call
//! `system()` or redirect, `less` can run commands. Editors are interactive: they ask.

use super::FlagEffect::*;
use super::{Flag, Kind, Operands, Spec, danger, danger_opt, flag, opt, pattern_file};
use crate::classify::{Ctx, PathAccess};
use crate::report::Decision;

const GREP_FLAGS: &[Flag] = &[
    Flag::new("-e|--regexp", true, PatternGiven),
    pattern_file("-f|--file"),
    opt(
        "-m|--max-count|-A|--after-context|-B|--before-context|-C|--context|-d|--directories|-D|--devices|--include|--exclude|--exclude-dir|--exclude-from|--label|--color|--colour|--binary-files|--group-separator",
    ),
    flag("-r|-R|--recursive|--dereference-recursive"),
];
const RG_FLAGS: &[Flag] = &[
    Flag::new("-e|--regexp", true, PatternGiven),
    pattern_file("-f|--file"),
    danger_opt("--pre", Exec),
    danger_opt("--ignore-file", ReadsValue),
    danger_opt("--hostname-bin", Exec),
    danger("-z|--search-zip", Exec),
    Flag::new("--files", false, PatternGiven),
    Flag::new("--type-list", false, PatternGiven),
    opt(
        "-g|--glob|--iglob|-t|--type|-T|--type-not|-m|--max-count|-A|--after-context|-B|--before-context|-C|--context|-M|--max-columns|--max-depth|--maxdepth|-d|--max-filesize|-j|--threads|--color|--colors|--sort|--sortr|-E|--encoding|--engine|--type-add|--type-clear|--pre-glob|--path-separator|-r|--replace|--context-separator|--field-context-separator|--field-match-separator|--dfa-size-limit|--regex-size-limit|--generate|--hyperlink-format|-V",
    ),
];
const AG_FLAGS: &[Flag] = &[
    opt(
        "-A|--after|-B|--before|-C|--context|-G|--file-search-regex|--ignore|--ignore-dir|-m|--max-count|--depth|-p|--path-to-ignore|-W|--width",
    ),
    danger("-z|--search-zip", Exec),
    danger_opt("--pager", Exec),
];
const SED_FLAGS: &[Flag] = &[
    Flag::new("-e|--expression", true, PatternGiven),
    pattern_file("-f|--file"),
    danger("-i|--in-place", Writes),
    opt("-l|--line-length"),
    flag(
        "-n|--quiet|--silent|-E|-r|--regexp-extended|-s|--separate|-z|--null-data|-u|--unbuffered|--posix|--debug|--sandbox",
    ),
];
const AWK_FLAGS: &[Flag] = &[
    opt("-F|--field-separator|-v|--assign"),
    pattern_file("-f|--file|-E|--exec"),
    danger_opt("-i|--include|-l|--load", Exec),
    danger_opt("-o|--pretty-print|-p|--profile|-d|--dump-variables", WritesValue),
    Flag::new("-e|--source", true, PatternGiven),
];
const JQ_FLAGS: &[Flag] = &[
    opt("--arg|--argjson|--slurpfile|--rawfile|--argfile|--indent"),
    danger_opt("-L|--library-path", Ask),
    danger("--run-tests", Ask),
    pattern_file("-f|--from-file"),
    flag(
        "-r|--raw-output|-c|--compact-output|-s|--slurp|-n|--null-input|-e|--exit-status|-S|--sort-keys|-j|--join-output|-a|--ascii-output|-C|--color-output|-M|--monochrome-output|--tab|--raw-input|-R|--seq|--stream",
    ),
];
/// less: `-o`/`-O` copy the input to a log file; a lesskey file (`-k`) can set `LESSOPEN`,
/// which runs a program; `+cmd` is checked in the hook.
const LESS_FLAGS: &[Flag] = &[
    danger_opt("-o|-O|--log-file|--LOG-FILE", WritesValue),
    danger_opt("-k|--lesskey-file|--lesskey-src|--lesskey-content", Exec),
    opt("-b|-h|-j|-p|-P|-t|-T|-x|-y|-z|-#|--tag|--tag-file|--pattern|--prompt|--shift|--tabs|--window"),
];
const DIFF_LIKE: &[Flag] = &[];
/// fzf and skim: key bindings, previews and the listen server run or expose commands.
const FZF_FLAGS: &[Flag] = &[
    danger_opt("--preview|--execute|--info-command|--with-shell|--become|--cmd", Exec),
    opt("--bind"),
    danger_opt("--listen|--listen-unsafe", Network),
    danger_opt("--history", WritesValue),
    opt(
        "-q|--query|-f|--filter|-d|--delimiter|-n|--nth|--with-nth|--height|--layout|--prompt|--header|--header-lines|--preview-window|--color|--tiebreak|--expect|--tac|--scheme|--border|--margin|--padding|--pointer|--marker|--info|--separator|--scrollbar|--ellipsis|--tabstop|--jump-labels|--walker|--walker-root|--walker-skip|--footer|--ghost|-m|--multi|--min-height",
    ),
];

const FD_FLAGS: &[Flag] = &[
    danger_opt("-x|--exec|-X|--exec-batch", Exec),
    danger_opt("--ignore-file|--search-path|--base-directory", ReadsValue),
    opt(
        "-e|--extension|-t|--type|-d|--max-depth|--min-depth|--exact-depth|-E|--exclude|-S|--size|--changed-within|--changed-before|--newer|--older|-o|--owner|-c|--color|-j|--threads|--max-results|--path-separator|--format|--batch-size|--and|--max-buffer-time|--hyperlink",
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
const MAN_FLAGS: &[Flag] = &[
    danger_opt("-P|--pager|-H|--html|-X|--gxditview", Exec),
    danger("-Z|--ditroff|-t|--troff", Exec),
    danger_opt("-C|--config-file", Exec),
    opt(
        "-M|--manpath|-S|-s|--sections|-L|--locale|-m|--systems|-e|--extension|-E|--encoding|-R|--recode|-p|--preprocessor|-T|--troff-device",
    ),
];

const SK_FLAGS: &[Flag] = &[
    danger_opt("-c|--cmd|--preview|--bind|-i|--interactive", Exec),
    danger_opt("--history|--cmd-history", WritesValue),
    opt(
        "-q|--query|-f|--filter|-d|--delimiter|-n|--nth|--with-nth|--height|--layout|--prompt|--header|--header-lines|--preview-window|--color|--tiebreak|--expect|--tac|-m|--multi|--min-height|--margin|--cmd-prompt|--cmd-query|--skip-to-pattern",
    ),
];
const JQ_INPLACE_FLAGS: &[Flag] = &[
    danger("-i|--in-place", Writes),
    opt("--arg|--argjson|--slurpfile|--rawfile|--argfile|--indent"),
    danger_opt("-L|--library-path", Ask),
    pattern_file("-f|--from-file"),
];
const UGREP_FLAGS: &[Flag] = &[
    pattern_file("-f|--file"),
    Flag::new("-e|--regexp", true, PatternGiven),
    danger_opt("--filter|--pager", Exec),
    danger_opt("--save-config", WritesValue),
    danger_opt("--config", Exec),
    opt(
        "-m|--max-count|-A|--after-context|-B|--before-context|-C|--context|-d|--directories|-D|--devices|--include|--exclude|--exclude-dir|--include-dir|--exclude-from|--label|--color|--colour|--binary-files|--group-separator|-t|--file-type|-O|--file-extension|-M|--file-magic|-g|--glob|--iglob|--depth|--format|--max-files|--sort|--tabs|--width|--encoding|-Q|--query|-P|--perl-regexp",
    ),
];

/// Sorted by name.
pub const COMMANDS: &[Spec] = &[
    Spec::new("ack", Kind::Read, Operands::PatternThenRead, "search files for a pattern").flags(&[opt("--type|-t|-A|-B|-C|--ignore-dir|--match|-m|--max-count"), danger_opt("--output", Exec), danger_opt("--ackrc", Exec), danger_opt("--pager", Exec)]),
    Spec::new("ag", Kind::Read, Operands::PatternThenRead, "the silver searcher: search files").flags(AG_FLAGS),
    Spec::new("apropos", Kind::Read, Operands::Data, "search manual page names and descriptions"),
    Spec::new("awk", Kind::Read, Operands::PatternThenRead, "pattern scanning language (system(), pipes and redirects in the program are checked)").flags(AWK_FLAGS).hook(awk_hook),
    Spec::read("bat", "print files with syntax highlighting").flags(&[opt("-l|--language|-H|--highlight-line|-r|--line-range|--theme|--style|--tabs|--wrap|--color|--paging|-m|--map-syntax|--file-name|--diff-context|--terminal-width"), danger_opt("--pager", Exec)]),
    Spec::read("batcat", "print files with syntax highlighting (Debian name of bat)").flags(&[opt("-l|--language|-H|--highlight-line|-r|--line-range|--theme|--style|--tabs|--wrap|--color|--paging|-m|--map-syntax|--file-name|--terminal-width"), danger_opt("--pager", Exec)]),
    Spec::read("bc", "arbitrary precision calculator (operands are files of bc code; bc cannot run commands)"),
    Spec::read("bzcmp", "compare .bz2 files"),
    Spec::read("bzdiff", "diff .bz2 files"),
    Spec::new("bzgrep", Kind::Read, Operands::PatternThenRead, "grep .bz2 files").flags(GREP_FLAGS),
    Spec::read("bzless", "page through .bz2 files").hook(less_hook),
    Spec::read("bzmore", "page through .bz2 files").hook(less_hook),
    Spec::new("code", Kind::Ask("exec.editor"), Operands::Data, "VS Code: opens an editor that runs extensions and tasks"),
    Spec::read("col", "filter reverse line feeds from input"),
    Spec::read("colordiff", "compare files, coloured").flags(DIFF_LIKE),
    Spec::read("colrm", "remove columns from input").operands(Operands::Data),
    Spec::new("convert", Kind::Write, Operands::ReadThenWrite, "ImageMagick 6 convert: the last operand is written").hook(magick_hook),
    Spec::read("csvcut", "csvkit: select CSV columns"),
    Spec::read("csvgrep", "csvkit: filter CSV rows").flags(&[opt("-c|--columns|-m|--match|-r|--regex|-f|--file")]),
    Spec::read("csvjson", "csvkit: convert CSV to JSON"),
    Spec::read("csvlook", "csvkit: render CSV as a table"),
    Spec::read("csvsort", "csvkit: sort CSV rows").flags(&[opt("-c|--columns")]),
    Spec::read("csvstat", "csvkit: print CSV statistics").flags(&[opt("-c|--columns")]),
    Spec::read("datamash", "command-line statistics on text input").operands(Operands::Data),
    Spec::read("delta", "pretty diffs (a pager, `--pager` runs a program)").flags(&[danger_opt("--pager", Exec), opt("--features|--syntax-theme|-w|--width|--tabs|--config")]),
    Spec::inert("demandoc", "print the text of manual pages").operands(Operands::Read),
    Spec::read("diffstat", "summarise a diff").flags(&[danger_opt("-o", WritesValue)]),
    Spec::read("difft", "difftastic: structural diff of two files"),
    Spec::new("ed", Kind::Ask("exec.editor"), Operands::Data, "line editor: `!cmd` runs commands, `w` writes"),
    Spec::new("egrep", Kind::Read, Operands::PatternThenRead, "grep -E").flags(GREP_FLAGS),
    Spec::new("emacs", Kind::Ask("exec.editor"), Operands::Data, "an editor: interactive, may run anything"),
    Spec::read("encguess", "guess the encoding of files"),
    Spec::new("ex", Kind::Ask("exec.editor"), Operands::Data, "vi's line mode: runs commands"),
    Spec::read("exiftool", "read file metadata (tag assignments, `-w`, `-o`, `-if`, `-config`, `-@` ask)").hook(exiftool_hook),
    Spec::new("fd", Kind::Read, Operands::PatternThenRead, "find files by name (`-x`/`-X` run a command per result)").flags(FD_FLAGS),
    Spec::new("fdfind", Kind::Read, Operands::PatternThenRead, "fd (Debian name): find files (`-x`/`-X` run commands)").flags(FD_FLAGS),
    Spec::new("fgrep", Kind::Read, Operands::PatternThenRead, "grep -F").flags(GREP_FLAGS),
    Spec::new("fx", Kind::Exec, Operands::Data, "JSON viewer whose arguments are JavaScript code"),
    Spec::new("fzf", Kind::Read, Operands::Data, "interactive fuzzy finder (`--preview`, `--bind`, `--listen`, `--history` checked)").flags(FZF_FLAGS).hook(no_operands_hook),
    Spec::new("gawk", Kind::Read, Operands::PatternThenRead, "GNU awk (system(), pipes and redirects in the program are checked)").flags(AWK_FLAGS).hook(awk_hook),
    Spec::new("ggrep", Kind::Read, Operands::PatternThenRead, "GNU grep (Homebrew name)").flags(GREP_FLAGS),
    Spec::read("glow", "render Markdown (a URL operand is fetched)").hook(url_operand_hook),
    Spec::new("gojq", Kind::Read, Operands::PatternThenRead, "jq in Go (imports and `-f` ask)").flags(JQ_FLAGS).hook(jq_hook),
    Spec::new("grep", Kind::Read, Operands::PatternThenRead, "search files for a pattern").flags(GREP_FLAGS),
    Spec::read("gron", "flatten JSON to greppable lines (a URL operand is fetched)").hook(url_operand_hook),
    Spec::new("gsed", Kind::Read, Operands::PatternThenRead, "GNU sed (Homebrew name; `-i`, `e`, `w` checked)").flags(SED_FLAGS).hook(sed_hook),
    Spec::read("highlight", "syntax-highlight source files").flags(&[danger_opt("-o|--output|-P|--print-style", WritesValue), danger_opt("--config-file|--style-infile|--plug-in", ReadsValue)]),
    Spec::new("hx", Kind::Ask("exec.editor"), Operands::Data, "Helix editor: runs shell commands"),
    Spec::read("iconv", "convert text encoding (`-o` writes)").flags(&[danger_opt("-o|--output", WritesValue), opt("-f|--from-code|-t|--to-code")]),
    Spec::read("identify", "ImageMagick: describe images (coder prefixes such as `msl:` ask)").hook(magick_hook),
    Spec::read("info", "read Info documents (`-o` writes; `--dribble` records keys)").flags(&[danger_opt("-o|--output|--dribble", WritesValue), danger_opt("--restore|-f|--file|--init-file", ReadsValue), opt("-d|--directory|-n|--node|--index-search")]).operands(Operands::Data),
    Spec::new("jaq", Kind::Read, Operands::PatternThenRead, "jq clone (imports and `-f` ask)").flags(JQ_FLAGS).hook(jq_hook),
    Spec::read("jc", "convert command output to JSON (`jc COMMAND` runs the command)").hook(jc_hook),
    Spec::read("jless", "JSON viewer"),
    Spec::new("jq", Kind::Read, Operands::PatternThenRead, "JSON processor (module imports, `-L`, `-f`, `--run-tests` ask; `--rawfile` reads)").flags(JQ_FLAGS).hook(jq_hook),
    Spec::read("json_pp", "pretty-print JSON from stdin").flags(&[opt("-f|-t|-json_opt")]).operands(Operands::Data),
    Spec::read("json_xs", "convert JSON (`-e CODE` runs Perl)").flags(&[danger_opt("-e", Exec), opt("-f|-t")]).operands(Operands::Data),
    Spec::read("jsonlint", "validate JSON files (`-i` rewrites them)").flags(&[danger("-i|--in-place", Writes)]),
    Spec::new("kak", Kind::Ask("exec.editor"), Operands::Data, "Kakoune editor: runs shell commands"),
    Spec::read("less", "page through files (`+!` or LESSOPEN can run commands)").flags(LESS_FLAGS).hook(less_hook),
    Spec::new("look", Kind::Read, Operands::PatternThenRead, "print dictionary lines starting with a string").flags(&[opt("-t|--terminate")]),
    Spec::new("magick", Kind::Write, Operands::ReadThenWrite, "ImageMagick: the last operand is written (`--version` reads)").hook(magick_hook),
    Spec::read("man", "show manual pages (`-P`, `-H`, `-t` run programs)").flags(MAN_FLAGS).operands(Operands::Data).hook(man_hook),
    Spec::read("mandoc", "format manual pages").flags(&[opt("-T|-O|-I|-K|-W|-m|-M|-S")]),
    Spec::inert("manpath", "print the manual search path"),
    Spec::new("mawk", Kind::Read, Operands::PatternThenRead, "mawk (system(), pipes and redirects in the program are checked)").flags(AWK_FLAGS).hook(awk_hook),
    Spec::new("micro", Kind::Ask("exec.editor"), Operands::Data, "micro editor: runs shell commands and plugins"),
    Spec::read("mlr", "Miller: CSV/JSON processing (DSL `system`, `exec`, `tee`, redirects and `split`/`tee` verbs ask)").hook(mlr_hook),
    Spec::new("mogrify", Kind::Write, Operands::Write, "ImageMagick: rewrite images in place"),
    Spec::read("more", "page through files").hook(less_hook),
    Spec::read("most", "page through files").hook(less_hook),
    Spec::new("nano", Kind::Write, Operands::Write, "a terminal editor: writes the files it opens"),
    Spec::new("nawk", Kind::Read, Operands::PatternThenRead, "new awk (system(), pipes and redirects in the program are checked)").flags(AWK_FLAGS).hook(awk_hook),
    Spec::new("nvim", Kind::Ask("exec.editor"), Operands::Data, "Neovim: interactive, `-c`/`+cmd` run commands"),
    Spec::read("pandoc", "convert documents (`-o` writes; filters run programs; URL inputs are fetched)").flags(PANDOC_FLAGS).hook(pandoc_hook),
    Spec::new("patch", Kind::Write, Operands::Data, "apply a diff to files (`--dry-run` only reads)").flags(&[danger_opt("-o|--output|-r|--reject-file|-B|--prefix", WritesValue), danger_opt("-i|--input", ReadsValue), opt("-p|--strip|-d|--directory|-F|--fuzz|-z|--suffix|-V|--version-control|-D|--ifdef")]).hook(patch_hook),
    Spec::read("pcre2test", "test PCRE2 patterns from a file (a second operand is written)").flags(&[opt("-S|-t|-T")]).hook(second_operand_writes),
    Spec::new("pcregrep", Kind::Read, Operands::PatternThenRead, "grep with Perl regular expressions").flags(GREP_FLAGS),
    Spec::read("pcretest", "test PCRE patterns from a file (a second operand is written)").hook(second_operand_writes),
    Spec::new("pdfgrep", Kind::Read, Operands::PatternThenRead, "grep PDF files").flags(GREP_FLAGS),
    Spec::read("pdfinfo", "print PDF metadata"),
    Spec::read("pdftotext", "extract PDF text (a second operand is written)").hook(second_operand_writes),
    Spec::read("pg", "page through files"),
    Spec::new("pico", Kind::Write, Operands::Write, "terminal editor: writes the files it opens"),
    Spec::read("podchecker", "check POD syntax"),
    Spec::read("ptx", "permuted index of words"),
    Spec::read("pv", "show the progress of data through a pipe (`-o` writes; `-d`/`-R` act on other processes)")
        .flags(&[danger_opt("-o|--output", WritesValue), danger_opt("-d|--watchfd|-R|--remote", System), opt("-L|--rate-limit|-s|--size|-N|--name|-i|--interval|-w|--width|-H|--height|-F|--format|-B|--buffer-size|-A|--last-written")]),
    Spec::read("pygmentize", "syntax-highlight files (`-o` writes; `-x` loads lexer code)").flags(&[danger_opt("-o", WritesValue), danger("-x", Exec), opt("-l|-f|-O|-P|-F|-S|-a")]),
    Spec::new("rg", Kind::Read, Operands::PatternThenRead, "ripgrep: search files (`--pre`, `-z`, `--hostname-bin` run programs)").flags(RG_FLAGS),
    Spec::new("rgrep", Kind::Read, Operands::PatternThenRead, "grep -r").flags(GREP_FLAGS),
    Spec::new("sd", Kind::Read, Operands::Data, "find and replace (file operands are rewritten in place unless `-p`)").hook(sd_hook),
    Spec::new("sed", Kind::Read, Operands::PatternThenRead, "stream editor (`-i` writes; `e`, `w`, `s///e`, `s///w` in the script are checked)").flags(SED_FLAGS).hook(sed_hook),
    Spec::new("sk", Kind::Read, Operands::Data, "skim fuzzy finder (`-c`, `--preview`, `--bind` run commands)").flags(SK_FLAGS).hook(no_operands_hook),
    Spec::new("sponge", Kind::Write, Operands::Write, "soak up stdin and write it to a file"),
    Spec::new("subl", Kind::Ask("exec.editor"), Operands::Data, "Sublime Text: an editor with plugins"),
    Spec::new("tldr", Kind::Network, Operands::Data, "show example pages (downloads the page cache)"),
    Spec::new("tomlq", Kind::Read, Operands::PatternThenRead, "jq for TOML (`-i` writes)").flags(JQ_INPLACE_FLAGS).hook(jq_hook),
    Spec::new("ugrep", Kind::Read, Operands::PatternThenRead, "grep clone (`--filter` runs programs; `--save-config` writes)").flags(UGREP_FLAGS),
    Spec::read("unvis", "decode visually encoded text"),
    Spec::new("vi", Kind::Ask("exec.editor"), Operands::Data, "vi: interactive, `-c`/`+cmd` run commands"),
    Spec::new("view", Kind::Ask("exec.editor"), Operands::Data, "vi read-only mode: still runs `-c` commands"),
    Spec::new("vim", Kind::Ask("exec.editor"), Operands::Data, "Vim: interactive, `-c`/`+cmd` run commands"),
    Spec::read("vis", "show non-printable characters visibly"),
    Spec::read("wdiff", "word-by-word diff"),
    Spec::inert("whatis", "print one-line manual descriptions"),
    Spec::read("xmllint", "parse and check XML (`-o` writes; DTD, schema and XInclude loading may fetch URLs; `--shell` is interactive)").flags(&[danger_opt("-o|--output", WritesValue), danger("--valid|--loaddtd|--dtdattr|--postvalid|--xinclude|--catalogs|--load-trace", Network), danger_opt("--dtdvalid|--dtdvalidfpi|--schema|--relaxng|--schematron|--path", Network), danger("--shell|--debug", Ask), opt("--encode|--maxmem|--xpath|--pretty")]),
    Spec::new("xq", Kind::Read, Operands::PatternThenRead, "jq for XML (`-i` writes)").flags(JQ_INPLACE_FLAGS).hook(jq_hook),
    Spec::read("xsv", "CSV toolkit (`-o` writes; `split`, `index` write files)").flags(&[danger_opt("-o|--output", WritesValue)]).hook(xsv_hook),
    Spec::read("xzcmp", "compare .xz files"),
    Spec::read("xzdiff", "diff .xz files"),
    Spec::new("xzgrep", Kind::Read, Operands::PatternThenRead, "grep .xz files").flags(GREP_FLAGS),
    Spec::read("xzless", "page through .xz files").hook(less_hook),
    Spec::read("xzmore", "page through .xz files").hook(less_hook),
    Spec::new("yq", Kind::Read, Operands::PatternThenRead, "YAML processor (`-i` writes; `load()` and `--from-file` ask)").flags(&[danger("-i|--inplace", Writes), pattern_file("--from-file"), danger_opt("--split-exp|-s", Writes), opt("-o|--output-format|-p|--input-format|--arg|--indent|-I|--expression")]).hook(yq_hook),
    Spec::read("zcmp", "compare .gz files"),
    Spec::read("zdiff", "diff .gz files"),
    Spec::new("zed", Kind::Ask("exec.editor"), Operands::Data, "Zed editor: runs tasks and extensions"),
    Spec::new("zegrep", Kind::Read, Operands::PatternThenRead, "grep -E .gz files").flags(GREP_FLAGS),
    Spec::new("zfgrep", Kind::Read, Operands::PatternThenRead, "grep -F .gz files").flags(GREP_FLAGS),
    Spec::new("zgrep", Kind::Read, Operands::PatternThenRead, "grep compressed files").flags(GREP_FLAGS),
    Spec::new("zipgrep", Kind::Read, Operands::PatternThenRead, "grep files inside a zip archive").flags(GREP_FLAGS),
    Spec::read("zmore", "page through .gz files").hook(less_hook),
    Spec::new("zstdgrep", Kind::Read, Operands::PatternThenRead, "grep .zst files").flags(GREP_FLAGS),
    Spec::read("zstdless", "page through .zst files").hook(less_hook),
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
            'r' | 'R' | 'a' | 'i' | 'c' | 'b' | 't' | 'T' | ':' | 'L' | 'q' | 'Q' | 'l' => {
                // Text or label to the end of the line (or `;` for labels/branches in GNU sed).
                let to_semicolon = matches!(c, 'b' | 't' | 'T' | 'q' | 'Q' | 'l' | 'L');
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
    if !ctx.operands().is_empty() || ctx.inv.argv.iter().any(|a| a.value() == Some("--")) {
        ctx.effect("unknown");
        ctx.add("ask.flag", "arguments fzf does not take; they may be options in disguise", Decision::Ask);
    }
}

fn yq_hook(ctx: &mut Ctx) {
    let (scripts, from_file) = scripts(ctx);
    if from_file {
        ctx.effect("exec");
        ctx.add("exec.script", "`yq --from-file` runs an expression file we cannot see", Decision::Ask);
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

/// `jc COMMAND ARGS` ("magic" syntax) runs the command; `jc --parser` reads stdin.
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
    for a in ctx.operands() {
        let t = a.value().unwrap_or(&a.text);
        if t.contains('/') {
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

/// exiftool: tag assignments (`-TAG=V`, `-TAG<=FILE`), `-w`/`-o` outputs, `-if` and
/// `-config` (Perl code) and `-@` argument files all ask; plain reads are allowed.
fn exiftool_hook(ctx: &mut Ctx) {
    let args: Vec<String> = ctx.inv.argv.iter().skip(1).map(|a| a.value().unwrap_or("$").to_string()).collect();
    let risky = args.iter().any(|a| {
        let l = a.to_ascii_lowercase();
        a == "$"
            || a.starts_with('-') && (a.contains('=') || a.contains('<') || a.contains('>'))
            || l.starts_with("-w")
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
            || l == "-execute"
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

/// `sd FIND REPLACE FILE...` rewrites the files unless `-p`/`--preview`.
fn sd_hook(ctx: &mut Ctx) {
    let preview = ctx.inv.argv.iter().any(|a| matches!(a.value(), Some("-p" | "--preview")));
    let ops = ctx.operands();
    for a in ops.iter().skip(2) {
        let a = (*a).clone();
        ctx.path(&a, if preview { PathAccess::Read } else { PathAccess::Write });
    }
}

/// `xsv split OUTDIR` writes chunk files; `xsv index` writes `FILE.idx`.
fn xsv_hook(ctx: &mut Ctx) {
    let verb = ctx.operands().first().and_then(|a| a.value()).map(str::to_string);
    if matches!(verb.as_deref(), Some("split" | "index")) || verb.is_none() && !ctx.operands().is_empty() {
        ctx.effect("write");
        ctx.add("write.command", "`xsv split`/`xsv index` write files", Decision::Ask);
    }
}

fn less_hook(ctx: &mut Ctx) {
    for a in &ctx.inv.argv[1..] {
        let t = a.value().unwrap_or(&a.text);
        if t.starts_with('+') && (t.contains('!') || t.contains('|') || t.contains('s')) || t.starts_with("--lesskey") {
            ctx.effect("exec");
            ctx.add("exec.flag", format!("`{t}` runs pager commands"), Decision::Ask);
        }
    }
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
    }

    #[test]
    fn awk_programs() {
        assert!(!awk_print_redirects(&strip_awk_strings("{print $1}")));
        assert!(!awk_print_redirects(&strip_awk_strings("NR>5 {print \"a > b\"}")));
        assert!(awk_print_redirects(&strip_awk_strings("{print $1 > \"out\"}")));
        assert!(awk_print_redirects(&strip_awk_strings("{print | \"sh\"}")));
        assert!(!awk_print_redirects(&strip_awk_strings("{ if (a || b) print }")));
    }
}
