//! coreutils, findutils, util-linux file tools and shell builtins.
//!
//! The commands agents use most. Read-only tools are `Spec::read`; the flags that make them
//! write (`sort -o`, `tee`, `uniq IN OUT`) or run things (`find -exec`) are listed on the entry.
//! Catastrophic forms (`rm -rf /`, `chmod -R 777 /`, `mv /etc x`) are decided in the hooks
//! at the end of this file.

use super::FlagEffect::*;
use super::{Flag, Kind, Operands, Spec, danger, danger_opt, flag, opt};
use crate::classify::{Ctx, PathAccess};
use crate::paths;
use crate::report::Decision;

const CP_FLAGS: &[Flag] =
    &[opt("-t|--target-directory"), opt("-S|--suffix|--backup|--reflink|--sparse|--preserve|--no-preserve")];
const MV_FLAGS: &[Flag] = &[opt("-t|--target-directory"), opt("-S|--suffix|--backup")];
const RM_FLAGS: &[Flag] = &[
    flag("-r|-R|--recursive"),
    flag("-f|--force"),
    flag("-d|--dir"),
    flag("--no-preserve-root"),
    opt("--preserve-root|--interactive"),
];
const CHMOD_FLAGS: &[Flag] = &[flag("-R|--recursive"), opt("--reference")];
const CHOWN_FLAGS: &[Flag] = &[flag("-R|--recursive"), opt("--reference|--from")];
const TOUCH_FLAGS: &[Flag] = &[opt("-d|--date|-t|-r|--reference|--time")];
const MKTEMP_FLAGS: &[Flag] = &[opt("-p|--tmpdir|--suffix")];
const TEE_FLAGS: &[Flag] = &[opt("--output-error")];
const LN_FLAGS: &[Flag] = &[opt("-t|--target-directory"), opt("-S|--suffix|--backup")];
const DD_FLAGS: &[Flag] = &[];
const INSTALL_FLAGS: &[Flag] = &[opt("-t|--target-directory"), opt("-m|--mode|-o|--owner|-g|--group|-S|--suffix")];
const TRUNCATE_FLAGS: &[Flag] = &[opt("-s|--size|-r|--reference")];
/// GNU ls plus the BSD/macOS letters (`-G` colour, `-O` flags, `-,` grouping, `-%`, `-@`).
/// `-T`/`-w` take a value in GNU (tab size, width) and none in BSD; ls only reads metadata, so
/// a swallowed word costs nothing.
const LS_FLAGS: &[Flag] = &[
    flag(
        "-a|--all|-A|--almost-all|--author|-b|--escape|-B|--ignore-backups|-c|-C|--color|--colour|-d|--directory|-D|--dired|-e|-f|-F|--classify|--file-type|--full-time|-g|--group-directories-first|-G|--no-group|-h|--human-readable|--si|-H|--dereference-command-line|--dereference-command-line-symlink-to-dir|--hyperlink|-i|--inode|-k|--kibibytes|-l|-L|--dereference|-m|-n|--numeric-uid-gid|-N|--literal|-o|-O|-p|-P|-q|--hide-control-chars|--show-control-chars|-Q|--quote-name|-r|--reverse|-R|--recursive|-s|--size|-S|-t|-u|-U|-v|-W|-x|-X|-y|-Z|--context|--zero|-1|-@|-%|-,|--help|--version",
    ),
    opt(
        "-I|--ignore|-w|--width|-T|--tabsize|--block-size|--format|--hide|--indicator-style|--quoting-style|--sort|--time|--time-style",
    ),
];
/// exa and eza (eza adds a few long options).
const EZA_FLAGS: &[Flag] = &[
    flag(
        "-1|--oneline|-l|--long|-G|--grid|-x|--across|-R|--recurse|-T|--tree|-X|--dereference|-F|--classify|--color|--colour|--color-scale|--colour-scale|--color-scale-mode|--colour-scale-mode|--icons|--no-icons|--no-quotes|--hyperlink|--absolute|-a|--all|-A|--almost-all|-d|--list-dirs|--treat-dirs-as-files|-r|--reverse|--group-directories-first|--group-directories-last|-D|--only-dirs|-f|--only-files|--git-ignore|-b|--binary|-B|--bytes|-g|--group|--smart-group|-h|--header|-H|--links|-i|--inode|-m|--modified|-M|--mounts|-n|--numeric|-O|--flags|-S|--blocksize|-u|--accessed|-U|--created|--changed|--total-size|--no-permissions|-o|--octal-permissions|--no-filesize|--no-user|--no-time|--git|--no-git|--git-repos|--git-repos-no-status|-@|--extended|-Z|--context|--follow-symlinks|-?|--help|-v|--version",
    ),
    opt("-L|--level|-s|--sort|-t|--time|--time-style|-I|--ignore-glob|-w|--width"),
];
/// lsd (`--config-file` reads a config).
const LSD_FLAGS: &[Flag] = &[
    danger_opt("--config-file", ReadsValue),
    flag(
        "-a|--all|-A|--almost-all|-F|--classify|-l|--long|--ignore-config|-1|--oneline|-R|--recursive|-h|--human-readable|--tree|-d|--directory-only|--total-size|--group-directories-first|--header|--classic|--no-symlink|-i|--inode|-g|--git|-L|--dereference|-Z|--context|-t|--timesort|-S|--sizesort|-X|--extensionsort|-G|--gitsort|-v|--versionsort|-U|--no-sort|-r|--reverse|-N|--literal|--help|-V|--version",
    ),
    opt(
        "--depth|--permission|--size|--date|--color|--icon|--icon-theme|--group-dirs|--blocks|-I|--ignore-glob|--hyperlink|--sort|--truncate-owner-after|--truncate-owner-marker",
    ),
];
/// head; `-5` is a line count.
const HEAD_FLAGS: &[Flag] = &[
    flag("-NUM"),
    flag("-q|--quiet|--silent|-v|--verbose|-z|--zero-terminated|--help|--version"),
    opt("-n|--lines|-c|--bytes"),
];
/// tail; `-20` is a line count, `-f`/`-F` follow (read-only), BSD `-r` reverses, `-b` counts blocks.
const TAIL_FLAGS: &[Flag] = &[
    flag("-NUM"),
    flag("-f|--follow|-F|-q|--quiet|--silent|--retry|-r|-v|--verbose|-z|--zero-terminated|--help|--version"),
    opt("-n|--lines|-c|--bytes|-b|-s|--sleep-interval|--pid|--max-unchanged-stats"),
];
/// GNU and BSD sort; `-NUM` is the obsolete `sort +1 -2` key end.
const SORT_FLAGS: &[Flag] = &[
    danger_opt("-o|--output", WritesValue),
    danger_opt("--compress-program", Exec),
    danger_opt("--files0-from", Ask),
    danger_opt("--random-source", ReadsValue),
    flag("-NUM"),
    flag(
        "-b|--ignore-leading-blanks|-c|--check|-C|-d|--dictionary-order|-f|--ignore-case|-g|--general-numeric-sort|-h|--human-numeric-sort|-i|--ignore-nonprinting|-M|--month-sort|-m|--merge|-n|--numeric-sort|-R|--random-sort|-r|--reverse|-s|--stable|-u|--unique|-V|--version-sort|-z|--zero-terminated|--debug|--heapsort|--mergesort|--mmap|--qsort|--radixsort|--help|--version",
    ),
    opt("-k|--key|-t|--field-separator|-S|--buffer-size|-T|--temporary-directory|--parallel|--batch-size|--sort"),
];
/// GNU and BSD uniq; `-NUM` is the obsolete field skip. `--all-repeated`/`--group` take an
/// optional `=METHOD` only.
const UNIQ_FLAGS: &[Flag] = &[
    flag("-NUM"),
    flag(
        "-c|--count|-d|--repeated|-D|--all-repeated|--group|-i|--ignore-case|-u|--unique|-z|--zero-terminated|--help|--version",
    ),
    opt("-f|--skip-fields|-s|--skip-chars|-w|--check-chars"),
];
/// GNU and BSD du. `--time` takes an optional `=WORD` only; BSD `-I` is a mask to ignore.
const DU_FLAGS: &[Flag] = &[
    danger_opt("--files0-from", ReadsValue),
    flag(
        "-0|--null|-a|--all|-A|--apparent-size|-b|--bytes|-c|--total|-D|--dereference-args|-g|-H|-h|--human-readable|--inodes|-k|-L|--dereference|-l|--count-links|-m|-n|-P|--no-dereference|-r|-S|--separate-dirs|--si|-s|--summarize|--time|-x|--one-file-system|--help|--version",
    ),
    opt("-d|--max-depth|-B|--block-size|-t|--threshold|--exclude|-X|--exclude-from|-I|--time-style"),
];
/// GNU and BSD df. `--output` takes an optional `=FIELDS` only; BSD `-T TYPE` is GNU's
/// `-T` (print type) here: a swallowed type would look like a path, which is harmless.
const DF_FLAGS: &[Flag] = &[
    flag(
        "-a|--all|-b|-c|-g|-h|--human-readable|-H|--si|-i|--inodes|-I|-k|-l|--local|-m|-n|--no-sync|--output|-P|--portability|--sync|--total|-T|--print-type|-v|-Y|-,|--help|--version",
    ),
    opt("-B|--block-size|-t|--type|-x|--exclude-type"),
];
/// `--files0-from` reads the names of the files to count from a file; only counts print.
const WC_FLAGS: &[Flag] = &[
    danger_opt("--files0-from", ReadsValue),
    flag("-c|--bytes|-l|--lines|-L|--max-line-length|-m|--chars|-w|--words|--help|--version"),
    opt("--total"),
];
/// GNU, BSD and toybox cut (`-F`/`-O` are toybox/newer GNU, `-w` FreeBSD).
const CUT_FLAGS: &[Flag] = &[
    flag("-n|--complement|-s|--only-delimited|-w|-z|--zero-terminated|--help|--version"),
    opt("-b|--bytes|-c|--characters|-d|--delimiter|-f|--fields|-F|-O|--output-delimiter"),
];
/// GNU and BSD tr (`-u` unbuffered).
const TR_FLAGS: &[Flag] =
    &[flag("-c|-C|--complement|-d|--delete|-s|--squeeze-repeats|-t|--truncate-set1|-u|--help|--version")];
/// GNU stat and BSD stat. `-f` is GNU's file-system flag and BSD's format: taken as a value
/// (stat only reads metadata, so a swallowed path costs nothing). `-t` is GNU's terse flag
/// and BSD's time format: taken as a flag.
const STAT_FLAGS: &[Flag] = &[
    flag("-F|-l|-L|--dereference|-n|-q|-r|-s|-t|--terse|-x|--help|--version"),
    opt("-c|--format|--printf|--cached|-f|--file-system"),
];
/// GNU and BSD date: `-s` sets the clock; BSD `-j` only parses (see `date_hook`), `-v`
/// adjusts the shown date, `-f` is BSD's input format (GNU: a file of dates).
const DATE_FLAGS: &[Flag] = &[
    danger_opt("-s|--set", System),
    danger_opt("-f|--file", ReadsValue),
    flag("--debug|--iso-8601|-j|-n|-R|--rfc-email|--resolution|-u|--utc|--universal|--help|--version"),
    opt("-d|--date|-r|--reference|-I|--rfc-3339|-v|-z"),
];
/// split writes its pieces (the spec's hook asks); `--filter` runs a shell command per piece.
const SPLIT_FLAGS: &[Flag] = &[
    danger_opt("--filter", Exec),
    flag("-NUM"),
    flag("-d|--numeric-suffixes|-x|--hex-suffixes|-e|--elide-empty-files|-u|--unbuffered|--verbose|--help|--version"),
    opt("-a|--suffix-length|-b|--bytes|-C|--line-bytes|-l|--lines|-n|--number|-p|-t|--separator|--additional-suffix"),
];
/// xxd: single-dash long options are matched exactly.
const XXD_FLAGS: &[Flag] = &[
    flag(
        "-a|-autoskip|-b|-bits|-C|-capitalize|-d|-e|-E|-EBCDIC|-h|-help|-i|-include|-p|-ps|-postscript|-plain|-r|-revert|-u|-v|-version",
    ),
    opt("-c|-cols|-g|-groupsize|-l|-len|-o|-offset|-s|-seek|-n|-name|-R"),
];
/// GNU and BSD od. GNU `-w[BYTES]` takes an attached value only: the digits are listed so
/// that `-w16` is known (od has no digit options, so they cannot hide anything).
const OD_FLAGS: &[Flag] = &[
    flag("-0|-1|-2|-3|-4|-5|-6|-7|-8|-9"),
    flag(
        "-a|-b|-B|-c|-d|-D|-e|-f|-F|-h|-H|-i|-I|-l|-L|-o|-O|-s|-v|--output-duplicates|-w|--width|-x|-X|--traditional|--help|--version",
    ),
    opt("-A|--address-radix|--endian|-j|--skip-bytes|-N|--read-bytes|-S|--strings|-t|--format"),
];
/// GNU and BSD nl.
const NL_FLAGS: &[Flag] = &[
    flag("-p|--no-renumber|--help|--version"),
    opt(
        "-b|--body-numbering|-d|--section-delimiter|-f|--footer-numbering|-h|--header-numbering|-i|--line-increment|-l|--join-blank-lines|-n|--number-format|-s|--number-separator|-v|--starting-line-number|-w|--number-width",
    ),
];
const FIND_FLAGS: &[Flag] = &[];
/// GNU realpath; BSD has `-q`.
const REALPATH_FLAGS: &[Flag] = &[
    flag(
        "-e|--canonicalize-existing|-m|--canonicalize-missing|-L|--logical|-P|--physical|-q|--quiet|-s|--strip|--no-symlinks|-z|--zero|--help|--version",
    ),
    opt("--relative-to|--relative-base"),
];
/// GNU and BSD readlink.
const READLINK_FLAGS: &[Flag] = &[flag(
    "-f|--canonicalize|-e|--canonicalize-existing|-m|--canonicalize-missing|-n|--no-newline|-q|--quiet|-s|--silent|-v|--verbose|-z|--zero|--help|--version",
)];
/// hostname: `-F FILE` and `-b` set the host name.
const HOSTNAME_FLAGS: &[Flag] = &[
    danger_opt("-F|--file", System),
    danger("-b|--boot", System),
    flag(
        "-a|--alias|-A|--all-fqdns|-d|--domain|-f|--fqdn|--long|-i|--ip-address|-I|--all-ip-addresses|-s|--short|-v|--verbose|-y|--yp|--nis|--help|-V|--version",
    ),
];
/// GNU and BSD pr. `-e`, `-i`, `-n`, `-s`, `-S` take an attached value only; `-4` is a
/// column count (digits in a cluster too: `-4t`).
const PR_FLAGS: &[Flag] = &[
    flag("-NUM"),
    flag("-0|-1|-2|-3|-4|-5|-6|-7|-8|-9"),
    flag(
        "-a|--across|-c|--show-control-chars|-d|--double-space|-e|--expand-tabs|-F|-f|--form-feed|-i|--output-tabs|-J|--join-lines|-m|--merge|-n|--number-lines|-p|-r|--no-file-warnings|-s|--separator|-S|--sep-string|-t|--omit-header|-T|--omit-pagination|-v|--show-nonprinting|--help|--version",
    ),
    opt(
        "--columns|-D|--date-format|-h|--header|-l|--length|-L|-N|--first-line-number|-o|--indent|-w|--width|-W|--page-width",
    ),
];
/// GNU and BSD fold; `-80` is the obsolete width.
/// Digits inside a cluster build the width too (`-b16`).
const FOLD_FLAGS: &[Flag] = &[
    flag("-NUM"),
    flag("-0|-1|-2|-3|-4|-5|-6|-7|-8|-9"),
    flag("-b|--bytes|-s|--spaces|--help|--version"),
    opt("-w|--width"),
];
/// GNU cat plus BSD `-l` (lock the output).
const CAT_FLAGS: &[Flag] = &[flag(
    "-A|--show-all|-b|--number-nonblank|-e|-E|--show-ends|-l|-n|--number|-s|--squeeze-blank|-t|-T|--show-tabs|-u|-v|--show-nonprinting|--help|--version",
)];
/// GNU and BSD comm (BSD `-i` ignores case).
const COMM_FLAGS: &[Flag] = &[
    flag("-1|-2|-3|-i|--check-order|--nocheck-order|--total|-z|--zero-terminated|--help|--version"),
    opt("--output-delimiter"),
];
/// GNU md5sum, sha*sum and b2sum (`-c` reads a checksum list operand).
const SUM_FLAGS: &[Flag] = &[flag(
    "-b|--binary|-c|--check|--tag|-t|--text|-z|--zero|--ignore-missing|--quiet|--status|--strict|-w|--warn|--help|--version",
)];
/// b2sum: the GNU sums plus a digest length.
const B2SUM_FLAGS: &[Flag] = &[
    flag(
        "-b|--binary|-c|--check|--tag|-t|--text|-z|--zero|--ignore-missing|--quiet|--status|--strict|-w|--warn|--help|--version",
    ),
    opt("-l|--length"),
];
/// BSD md5, sha1, sha256...: `-s STRING` hashes a string, `-c DIGEST` compares.
const BSD_SUM_FLAGS: &[Flag] = &[flag("-b|-p|-q|-r|-t|-x|--help|--version"), opt("-c|-s")];
/// base64 (GNU, and BSD/macOS where `-i FILE` is the input: a flag here, so the file is
/// checked as a read operand; `--input FILE` is read, `-o FILE` writes).
const BASE64_FLAGS: &[Flag] = &[
    danger_opt("-o|--output", WritesValue),
    danger_opt("--input", ReadsValue),
    flag("-d|-D|--decode|-i|--ignore-garbage|-h|--help|--version"),
    opt("-w|--wrap|-b|--break"),
];
/// GNU uname and the BSD letters.
const UNAME_FLAGS: &[Flag] = &[flag(
    "-a|--all|-b|-i|--hardware-platform|-K|-m|--machine|-n|--nodename|-o|--operating-system|-p|--processor|-r|--kernel-release|-s|--kernel-name|-U|-v|--kernel-version|--help|--version",
)];
/// GNU and BSD id.
const ID_FLAGS: &[Flag] = &[flag(
    "-a|-A|-c|-F|-g|--group|-G|--groups|-M|-n|--name|-p|-P|-r|--real|-u|--user|-z|--zero|-Z|--context|--help|--version",
)];
/// GNU and BSD who.
const WHO_FLAGS: &[Flag] = &[flag(
    "-a|--all|-b|--boot|-d|--dead|-H|--heading|--ips|-l|--login|--lookup|-m|-p|--process|-q|--count|-r|--runlevel|-s|--short|-t|--time|-T|-w|--mesg|--message|--writable|-u|--users|--help|--version",
)];
/// GNU and BSD seq; `-5` is a negative number.
const SEQ_FLAGS: &[Flag] =
    &[flag("-NUM"), flag("-w|--equal-width|--help|--version"), opt("-f|--format|-s|--separator|-t")];
/// GNU, Debian and BSD which.
const WHICH_FLAGS: &[Flag] = &[flag(
    "-a|--all|-i|--read-alias|--skip-alias|--read-functions|--skip-functions|--skip-dot|--skip-tilde|--show-dot|--show-tilde|--tty-only|-s|-v|-V|--version|--help",
)];
/// paste (GNU and BSD).
const PASTE_FLAGS: &[Flag] = &[flag("-s|--serial|-z|--zero-terminated|--help|--version"), opt("-d|--delimiters")];
/// tac.
const TAC_FLAGS: &[Flag] = &[flag("-b|--before|-r|--regex|--help|--version"), opt("-s|--separator")];
/// basename (GNU and BSD).
const BASENAME_FLAGS: &[Flag] = &[flag("-a|--multiple|-z|--zero|--help|--version"), opt("-s|--suffix")];
/// expand and unexpand; `-4` is the obsolete tab list.
const EXPAND_FLAGS: &[Flag] =
    &[flag("-NUM"), flag("-a|--all|--first-only|-i|--initial|--help|--version"), opt("-t|--tabs")];
/// GNU and BSD cmp.
const CMP_FLAGS: &[Flag] = &[
    flag("-b|--print-bytes|-c|-h|-l|--verbose|-s|--quiet|--silent|-x|-z|--help|-v|--version"),
    opt("-i|--ignore-initial|-n|--bytes"),
];
/// GNU and BSD diff.
const DIFF_FLAGS: &[Flag] = &[
    danger_opt("--from-file|--to-file", ReadsValue),
    flag(
        "--normal|-q|--brief|-s|--report-identical-files|-c|-e|--ed|-f|--forward-ed|-n|--rcs|-u|-y|--side-by-side|--left-column|--suppress-common-lines|-p|--show-c-function|-P|-t|--expand-tabs|-T|--initial-tab|--suppress-blank-empty|-l|--paginate|-r|--recursive|--no-dereference|-N|--new-file|--unidirectional-new-file|--ignore-file-name-case|--no-ignore-file-name-case|-i|--ignore-case|-E|--ignore-tab-expansion|-Z|--ignore-trailing-space|-b|--ignore-space-change|-w|--ignore-all-space|-B|--ignore-blank-lines|-a|--text|--strip-trailing-cr|-d|--minimal|-H|--speed-large-files|-h|--color|--help|-v|--version",
    ),
    opt(
        "-C|--context|-U|--unified|-W|--width|-x|--exclude|-X|--exclude-from|-I|--ignore-matching-lines|-F|--show-function-line|-S|--starting-file|-L|--label|--line-format|--old-line-format|--new-line-format|--unchanged-line-format|--changed-group-format|--old-group-format|--new-group-format|--unchanged-group-format|--horizon-lines|--palette|--tabsize|-D|--ifdef",
    ),
];
/// ps (procps and BSD); its operands are data, so a value taken wrongly costs nothing.
const PS_FLAGS: &[Flag] = &[
    flag(
        "-A|-a|-c|-d|-e|-E|-f|-F|-H|-h|-j|-l|-L|-m|-M|-N|--deselect|-r|-S|-T|-v|-w|-x|-X|-y|-Z|--context|--cumulative|--forest|--headers|--heading|--no-headers|--no-heading|--noheaders|--info|-V|--version|--help",
    ),
    opt(
        "-o|-O|-p|-q|-u|-U|-g|-G|-C|-t|-s|--pid|--ppid|--quick-pid|--user|--User|--group|--Group|--sid|--tty|--sort|--format|--cols|--columns|--lines|--rows|--width",
    ),
];
/// tree: `-o FILE` writes, `-R` reruns itself writing `00Tree.html` in each directory,
/// `--infofile`/`--gitfile`/`--hintro`/`--houtro` read files.
const TREE_FLAGS: &[Flag] = &[
    danger_opt("-o", WritesValue),
    danger("-R", Writes),
    danger_opt("--infofile|--gitfile|--hintro|--houtro", ReadsValue),
    flag(
        "-a|-A|-C|-c|-d|-D|-f|-F|-g|-h|-i|-J|-l|-n|-N|-p|-q|-Q|-r|-s|-S|-t|-u|-U|-v|-x|-X|--gitignore|--hyperlink|--ignore-case|--matchdirs|--metafirst|--prune|--info|--noreport|--si|--du|--inodes|--device|--dirsfirst|--filesfirst|--nolinks|--fromfile|--fromtabfile|--fflinks|--opt-toggle|--help|--version",
    ),
    opt("-L|-P|-I|-H|-T|--charset|--filelimit|--timefmt|--sort|--scheme|--authority"),
];
/// util-linux and BSD column.
const COLUMN_FLAGS: &[Flag] = &[
    flag(
        "-m|--table-maxout|-t|--table|-d|--table-noheadings|-e|--table-header-repeat|-L|--keep-empty-lines|-J|--json|-x|--fillrows|-h|--help|-V|--version",
    ),
    opt(
        "-s|--separator|-o|--output-separator|-c|--columns|--output-width|-N|--table-columns|-R|--table-right|-H|--table-hide|-E|--table-noextreme|-W|--table-wrap|-l|--table-columns-limit|-C|--table-column|-n|--table-name|-O|--table-order|-T|--table-truncate|-r|--tree|-i|--tree-id|-p|--tree-parent|-S|--use-spaces",
    ),
];
/// file (`-C` compiles a magic file: writes). `-f FILE` reads names from a file.
const FILE_FLAGS: &[Flag] = &[
    danger("-C|--compile", Writes),
    danger_opt("-f|--files-from|-m|--magic-file|-M", ReadsValue),
    flag(
        "-0|--print0|-b|--brief|-c|--checking-printout|-d|--debug|-D|-E|-h|--no-dereference|-i|--mime|-I|--mime-type|--mime-encoding|--apple|--extension|-k|--keep-going|-l|--list|-L|--dereference|-n|--no-buffer|-N|--no-pad|-p|--preserve-date|-r|--raw|-s|--special-files|-S|--no-sandbox|-v|--version|-z|--uncompress|-Z|--uncompress-noreport|--help",
    ),
    opt("-e|--exclude|--exclude-quiet|-F|--separator|-P|--parameter"),
];
/// csplit writes its pieces (the spec's hook asks).
const CSPLIT_FLAGS: &[Flag] = &[
    flag("-k|--keep-files|--suppress-matched|-s|-q|--quiet|--silent|-z|--elide-empty-files|--help|--version"),
    opt("-b|--suffix-format|-f|--prefix|-n|--digits"),
];
/// GNU and BSD fmt; `-72` is the obsolete width. BSD's `-p` is a flag and GNU's a prefix:
/// taken as a flag.
const FMT_FLAGS: &[Flag] = &[
    flag("-NUM"),
    flag("-c|--crown-margin|-m|-n|-p|-s|--split-only|-t|--tagged-paragraph|-u|--uniform-spacing|--help|--version"),
    opt("-w|--width|-g|--goal|--prefix|-d|-l"),
];
/// join (GNU and BSD).
const JOIN_FLAGS: &[Flag] = &[
    flag("-i|--ignore-case|--check-order|--nocheck-order|--header|-z|--zero-terminated|--help|--version"),
    opt("-a|-e|-j|-o|-t|-v|-1|-2"),
];
/// strings (binutils and BSD); `-8` is the minimum length.
const STRINGS_FLAGS: &[Flag] = &[
    flag("-NUM"),
    flag("-a|--all|-d|--data|-f|--print-file-name|-o|-w|--include-all-whitespace|-h|--help|-v|-V|--version"),
    opt("-n|--bytes|-t|--radix|-e|--encoding|-s|--output-separator|-T|--target|-U|--unicode|-arch"),
];
/// mlocate, plocate and BSD locate (`-d` reads another database).
const LOCATE_FLAGS: &[Flag] = &[
    danger_opt("-d|--database", ReadsValue),
    flag(
        "-0|--null|-A|--all|-b|--basename|-c|--count|-e|--existing|-H|-L|--follow|-P|--nofollow|-h|--help|-i|--ignore-case|-m|--mmap|-N|--literal|-q|--quiet|--regex|-s|--stdio|-S|--statistics|-V|--version|-w|--wholename",
    ),
    opt("-l|--limit|-n|-r|--regexp"),
];
/// lsof; its operands are data.
const LSOF_FLAGS: &[Flag] = &[
    flag("-a|-b|-C|-E|-h|-l|-M|-n|-N|-O|-P|-Q|-R|-t|-U|-v|-V|-w|-X|-x|-?"),
    opt("-p|-u|-c|-g|-i|-d|-D|-s|-F|-T|-k|-K|-o|-r|-S|-z|-Z"),
];
/// util-linux lsblk.
const LSBLK_FLAGS: &[Flag] = &[
    flag(
        "-A|--noempty|-a|--all|-b|--bytes|--hyperlink|-D|--discard|-d|--nodeps|-f|--fs|-H|--list-columns|-i|--ascii|-J|--json|-l|--list|-M|--merge|-m|--perms|-N|--nvme|-n|--noheadings|-O|--output-all|-P|--pairs|-p|--paths|-r|--raw|-S|--scsi|-s|--inverse|-T|--tree|-t|--topology|-v|--virtio|-y|--shell|-z|--zoned|-h|--help|-V|--version",
    ),
    opt(
        "-E|--dedup|-e|--exclude|-I|--include|-o|--output|-Q|--filter|-w|--width|-x|--sort|--sysroot|--ct|--ct-filter|--highlight|--properties-by",
    ),
];
/// hexdump (util-linux and BSD); `-f FILE` reads a format file.
const HEXDUMP_FLAGS: &[Flag] = &[
    danger_opt("-f|--format-file", ReadsValue),
    flag(
        "-b|--one-byte-octal|-X|--one-byte-hex|-c|--one-byte-char|-C|--canonical|-d|--two-bytes-decimal|-o|--two-bytes-octal|-x|--two-bytes-hex|-L|--color|-v|--no-squeezing|-h|--help|-V|--version",
    ),
    opt("-e|--format|-n|--length|-s|--skip"),
];
/// ncdu: `-o`/`-O` export, `-f` imports, `--enable-delete`/`--enable-shell` allow deleting
/// and spawning a shell from the UI.
const NCDU_FLAGS: &[Flag] = &[
    danger_opt("-o|-O", WritesValue),
    danger_opt("-f", ReadsValue),
    danger("--enable-delete|--enable-shell", Exec),
    flag(
        "-0|-1|-2|-c|--compress|-e|--extended|--no-extended|-h|--help|-L|--follow-symlinks|--no-follow-symlinks|-q|--slow-ui-updates|--fast-ui-updates|-r|-v|-V|--version|-x|--one-file-system|--cross-file-system|--exclude-caches|--include-caches|--exclude-kernfs|--include-kernfs|--si|--no-si|--apparent-size|--disk-usage|--show-hidden|--hide-hidden|--show-itemcount|--hide-itemcount|--show-mtime|--hide-mtime|--show-graph|--hide-graph|--show-percent|--hide-percent|--group-directories-first|--no-group-directories-first|--confirm-quit|--no-confirm-quit|--confirm-delete|--no-confirm-delete|--disable-delete|--disable-shell|--enable-refresh|--disable-refresh|--enable-natsort|--disable-natsort|--ignore-config",
    ),
    opt(
        "--exclude|-X|--exclude-from|--color|-t|--threads|--graph-style|--shared-column|--sort|--compress-level|--export-block-size",
    ),
];
/// dust.
const DUST_FLAGS: &[Flag] = &[
    danger_opt("-I|--ignore-all-in-file|--files0-from", ReadsValue),
    flag(
        "-p|--full-paths|-L|--dereference-links|-x|--limit-filesystem|-s|--apparent-size|-r|--reverse|-c|--no-colors|-C|--force-colors|-b|--no-percent-bars|-B|--bars-on-right|-R|--screen-reader|--skip-total|-f|--filecount|-i|--ignore-hidden|-t|--file-types|-P|--no-progress|--print-errors|-D|--only-dir|-F|--only-file|-j|--output-json|--collapse|-h|--help|-V|--version",
    ),
    opt(
        "-d|--depth|-T|--threads|-n|--number-of-lines|-X|--ignore-directory|-z|--min-size|-v|--invert-filter|-e|--filter|-w|--terminal-width|-o|--output-format|-S|--stack-size|-M|--mtime|-A|--atime|-y|--ctime|-m|--filetime",
    ),
];
/// dua (subcommands `aggregate`/`interactive` are operands; the hook asks for interactive;
/// `--log-file` writes).
const DUA_FLAGS: &[Flag] = &[
    flag(
        "-A|--apparent-size|-l|--count-hard-links|-x|--stay-on-filesystem|--no-entry-check|--stats|--no-sort|--no-total|-h|--help|-V|--version",
    ),
    danger_opt("--log-file", WritesValue),
    opt("-t|--threads|-f|--format|-i|--ignore-dirs"),
];
/// GNU and BSD whereis (`-B`/`-M`/`-S` start directory lists, ended by `-f`).
const WHEREIS_FLAGS: &[Flag] = &[flag("-a|-b|-B|-f|-g|-l|-m|-M|-q|-s|-S|-u|-h|--help|-V|--version")];
/// `read`: the values are a variable, delimiter, prompt, count, timeout or fd.
/// zsh adds `-A` (array), `-c`, `-k` (characters), `-l`, `-q`, `-z`.
const READ_FLAGS: &[Flag] = &[flag("-A|-c|-e|-E|-k|-l|-q|-r|-s|-z|--help"), opt("-a|-d|-i|-n|-N|-p|-t|-u")];
/// `set` (bash and zsh): `-o NAME` names an option.
const SET_FLAGS: &[Flag] = &[flag("-a|-A|-b|-B|-C|-e|-E|-f|-h|-H|-k|-m|-n|-p|-P|-s|-t|-T|-u|-v|-x"), opt("-o")];
/// `history`: `-c` clears and `-d N` deletes entries, `-a`/`-w` write the history file.
/// zsh's `history -10` lists the last entries.
const HISTORY_FLAGS: &[Flag] = &[
    danger("-c", Deletes),
    danger_opt("-d", Deletes),
    danger("-a|-w", Writes),
    flag("-NUM"),
    flag("-D|-E|-f|-i|-n|-p|-r|-s"),
    opt("-m"),
];
/// `hash -p PATH NAME` binds a name to another program.
const HASH_FLAGS: &[Flag] = &[danger_opt("-p", Ask), flag("-d|-l|-r|-t|--help")];
/// `jobs -x CMD` runs a command.
const JOBS_FLAGS: &[Flag] = &[danger("-x", Exec), flag("-l|-n|-p|-r|-s")];
/// `ulimit`: limits of this shell and its children only (a value is an operand).
const ULIMIT_FLAGS: &[Flag] = &[flag("-a|-b|-c|-d|-e|-f|-H|-i|-k|-l|-m|-n|-p|-P|-q|-r|-R|-s|-S|-t|-T|-u|-v|-x")];
/// `type` (bash and zsh).
const TYPE_FLAGS: &[Flag] = &[flag("-a|-c|-f|-m|-p|-P|-s|-S|-t|-w")];
/// `cd` (bash and zsh).
const CD_FLAGS: &[Flag] = &[flag("-e|-L|-P|-q|-s|-@")];
/// `dirs`, `pushd`, `popd`: `-2` names a stack entry.
const DIRSTACK_FLAGS: &[Flag] = &[flag("-NUM"), flag("-c|-l|-n|-p|-v")];
/// `exit`, `return`: a status.
const STATUS_FLAGS: &[Flag] = &[flag("-NUM")];
/// numfmt (GNU).
const NUMFMT_FLAGS: &[Flag] = &[
    flag("--debug|--grouping|--header|-z|--zero-terminated|--help|--version"),
    opt(
        "-d|--delimiter|--field|--format|--from|--from-unit|--invalid|--padding|--round|--suffix|--to|--to-unit|--unit-separator",
    ),
];
/// Only `--help` and `--version` (GNU tools without options).
const HELP_FLAGS: &[Flag] = &[flag("--help|--version")];

/// Sorted by name.
pub const COMMANDS: &[Spec] = &[
    Spec::inert(":", "do nothing (builtin)").open_flags(),
    Spec::read("[", "test a condition (builtin `[`)").operands(Operands::Data).open_flags(),
    Spec::read("b2sum", "print BLAKE2 checksums of files").flags(B2SUM_FLAGS),
    Spec::read("base32", "encode or decode base32 from files or stdin").flags(&[flag("-d|--decode|-i|--ignore-garbage|--help|--version"), opt("-w|--wrap")]),
    Spec::read("base64", "encode or decode base64 from files or stdin (BSD `-o` writes)").flags(BASE64_FLAGS),
    Spec::inert("basename", "strip directory and suffix from a name").flags(BASENAME_FLAGS),
    Spec::inert("break", "leave a loop (builtin)"),
    Spec::read("cat", "print files").flags(CAT_FLAGS),
    Spec::inert("cd", "change the shell's directory (tracked for later relative paths)").flags(CD_FLAGS),
    Spec::new("chcon", Kind::Write, Operands::ModeThenChange, "change SELinux security context").flags(CHOWN_FLAGS).hook(perm_hook),
    Spec::new("chgrp", Kind::Write, Operands::ModeThenChange, "change group ownership").flags(CHOWN_FLAGS).hook(perm_hook),
    Spec::new("chmod", Kind::Write, Operands::ModeThenChange, "change file modes").flags(CHMOD_FLAGS).hook(perm_hook),
    Spec::new("chown", Kind::Write, Operands::ModeThenChange, "change file owner").flags(CHOWN_FLAGS).hook(perm_hook),
    Spec::read("cksum", "print CRC checksums of files").flags(&[flag("-b|--base64|-c|--check|--debug|--ignore-missing|--quiet|--raw|--status|--strict|--tag|--untagged|-w|--warn|-z|--zero|--help|--version"), opt("-a|--algorithm|-l|--length|-o")]),
    Spec::inert("clear", "clear the terminal").flags(&[flag("-V|-x"), opt("-T")]),
    Spec::read("cmp", "compare two files byte by byte").flags(CMP_FLAGS),
    Spec::read("column", "format input into columns (operands are read)").flags(COLUMN_FLAGS),
    Spec::read("comm", "compare two sorted files line by line").flags(COMM_FLAGS),
    Spec::inert("continue", "next loop iteration (builtin)"),
    Spec::new("cp", Kind::Write, Operands::ReadThenWrite, "copy files (the last operand is written)").flags(CP_FLAGS),
    Spec::read("csplit", "split a file by context (writes pieces)").flags(CSPLIT_FLAGS).operands(Operands::Read).hook(writes_always),
    Spec::read("cut", "print selected parts of lines").flags(CUT_FLAGS),
    Spec::read("date", "print the date (`-s` or a `MMDDhhmm` operand sets it)").flags(DATE_FLAGS).operands(Operands::Data).hook(date_hook),
    Spec::new("dd", Kind::Write, Operands::Data, "copy and convert raw data (`of=` is written)").flags(DD_FLAGS).hook(dd_hook),
    Spec::read("df", "report file system disk space").flags(DF_FLAGS),
    Spec::read("diff", "compare files line by line").flags(DIFF_FLAGS),
    Spec::read("diff3", "compare three files (`-m` merges to stdout)").flags(&[danger_opt("--diff-program", Exec), flag("-3|--easy-only|-a|--text|-A|--show-all|-e|--ed|-E|--show-overlap|-i|-m|--merge|-T|--initial-tab|-x|--overlap-only|-X|--strip-trailing-cr|--help|-v|--version"), opt("-L|--label")]),
    Spec::read("dir", "list directory contents").flags(LS_FLAGS),
    Spec::read("dircolors", "print LS_COLORS settings").flags(&[flag("-b|--sh|--bourne-shell|-c|--csh|--c-shell|-p|--print-database|--print-ls-colors|--help|--version")]),
    Spec::inert("dirname", "strip the last component of a name").flags(&[flag("-z|--zero|--help|--version")]),
    Spec::inert("dirs", "print the directory stack (builtin)").flags(DIRSTACK_FLAGS),
    Spec::read("du", "estimate file space usage").flags(DU_FLAGS),
    Spec::read("dua", "disk usage analyser (`i`/`interactive` can delete: asks)").flags(DUA_FLAGS).hook(dua_hook),
    Spec::read("dust", "show disk usage as a tree").flags(DUST_FLAGS),
    Spec::inert("echo", "print its arguments").open_flags(),
    Spec::read("exa", "list directory contents").flags(EZA_FLAGS),
    Spec::inert("exit", "exit the shell (builtin)").flags(STATUS_FLAGS),
    Spec::inert("expand", "convert tabs to spaces").flags(EXPAND_FLAGS).operands(Operands::Read),
    Spec::inert("expr", "evaluate an expression").open_flags(),
    Spec::read("eza", "list directory contents").flags(EZA_FLAGS),
    Spec::inert("factor", "print prime factors").flags(&[flag("-h|--exponents|--help|--version")]),
    Spec::inert("false", "do nothing, unsuccessfully").open_flags(),
    Spec::read("file", "determine file types (`-C` compiles a magic file: writes)").flags(FILE_FLAGS),
    Spec::read("find", "search for files (actions such as -delete, -exec, -fprint are checked)").flags(FIND_FLAGS).operands(Operands::Data).hook(find_hook).open_flags(),
    Spec::read("fmt", "reformat paragraphs").flags(FMT_FLAGS),
    Spec::read("fold", "wrap lines to a width").flags(FOLD_FLAGS),
    Spec::read("gb2sum", "GNU b2sum (Homebrew name)").flags(B2SUM_FLAGS),
    Spec::inert("gbasename", "GNU basename (Homebrew name)").flags(BASENAME_FLAGS),
    Spec::read("gcat", "GNU cat (Homebrew name)").flags(CAT_FLAGS),
    Spec::read("gcut", "GNU cut (Homebrew name)").flags(CUT_FLAGS),
    Spec::read("gdate", "GNU date (Homebrew name; `-s` sets the clock)").flags(DATE_FLAGS).operands(Operands::Data).hook(date_hook),
    Spec::read("gdf", "GNU df (Homebrew name)").flags(DF_FLAGS),
    Spec::inert("gdirname", "GNU dirname (Homebrew name)").flags(&[flag("-z|--zero|--help|--version")]),
    Spec::inert("gecho", "GNU echo (Homebrew name)").open_flags(),
    Spec::inert("getconf", "print system configuration values").flags(&[flag("-a"), opt("-v")]),
    Spec::inert("getopts", "parse positional parameters (builtin)").open_flags(),
    Spec::inert("gexpr", "GNU expr (Homebrew name)").open_flags(),
    Spec::read("gfind", "GNU find (Homebrew name; actions are checked)").flags(FIND_FLAGS).operands(Operands::Data).hook(find_hook).open_flags(),
    Spec::read("ghead", "GNU head (Homebrew name)").flags(HEAD_FLAGS),
    Spec::inert("gid", "GNU id (Homebrew name)").flags(ID_FLAGS),
    Spec::inert("glogname", "GNU logname (Homebrew name)").flags(HELP_FLAGS),
    Spec::read("gls", "GNU ls (Homebrew name)").flags(LS_FLAGS),
    Spec::read("gmd5sum", "GNU md5sum (Homebrew name)").flags(SUM_FLAGS),
    Spec::read("gnl", "GNU nl (Homebrew name)").flags(NL_FLAGS),
    Spec::inert("gnproc", "GNU nproc (Homebrew name)").flags(&[flag("--all|--help|--version"), opt("--ignore")]),
    Spec::inert("gnumfmt", "GNU numfmt (Homebrew name)").flags(NUMFMT_FLAGS),
    Spec::read("greadlink", "GNU readlink (Homebrew name)").flags(READLINK_FLAGS),
    Spec::read("grealpath", "GNU realpath (Homebrew name)").flags(REALPATH_FLAGS),
    Spec::inert("groups", "print group memberships").flags(HELP_FLAGS),
    Spec::inert("gseq", "GNU seq (Homebrew name)").flags(SEQ_FLAGS),
    Spec::read("gsha1sum", "GNU sha1sum (Homebrew name)").flags(SUM_FLAGS),
    Spec::read("gsha224sum", "GNU sha224sum (Homebrew name)").flags(SUM_FLAGS),
    Spec::read("gsha256sum", "GNU sha256sum (Homebrew name)").flags(SUM_FLAGS),
    Spec::read("gsha384sum", "GNU sha384sum (Homebrew name)").flags(SUM_FLAGS),
    Spec::read("gsha512sum", "GNU sha512sum (Homebrew name)").flags(SUM_FLAGS),
    Spec::inert("gsleep", "GNU sleep (Homebrew name)").flags(HELP_FLAGS),
    Spec::read("gsort", "GNU sort (Homebrew name; `-o` writes, `--compress-program` runs)").flags(SORT_FLAGS),
    Spec::read("gstat", "GNU stat (Homebrew name)").flags(STAT_FLAGS),
    Spec::read("gtac", "GNU tac (Homebrew name)").flags(TAC_FLAGS),
    Spec::read("gtail", "GNU tail (Homebrew name)").flags(TAIL_FLAGS),
    Spec::inert("guname", "GNU uname (Homebrew name)").flags(UNAME_FLAGS),
    Spec::read("guniq", "GNU uniq (Homebrew name; a second operand is written)").flags(UNIQ_FLAGS).hook(uniq_hook),
    Spec::inert("gusers", "GNU users (Homebrew name)").flags(HELP_FLAGS),
    Spec::read("gwc", "GNU wc (Homebrew name)").flags(WC_FLAGS),
    Spec::inert("gwho", "GNU who (Homebrew name)").flags(WHO_FLAGS),
    Spec::inert("gwhoami", "GNU whoami (Homebrew name)").flags(HELP_FLAGS),
    Spec::inert("hash", "remember or print command locations (builtin)").flags(HASH_FLAGS),
    Spec::read("head", "print the first lines of files").flags(HEAD_FLAGS),
    Spec::read("hexdump", "print files in hex").flags(HEXDUMP_FLAGS),
    Spec::inert("history", "print the shell history (builtin)").flags(HISTORY_FLAGS),
    Spec::inert("hostid", "print the host identifier").flags(HELP_FLAGS),
    Spec::inert("hostname", "print the host name (an operand sets it)").flags(HOSTNAME_FLAGS).hook(hostname_hook),
    Spec::inert("id", "print user and group ids").flags(ID_FLAGS),
    Spec::new("install", Kind::Write, Operands::ReadThenWrite, "copy files and set attributes").flags(INSTALL_FLAGS),
    Spec::inert("jobs", "list background jobs (builtin)").flags(JOBS_FLAGS),
    Spec::read("join", "join lines of two files on a common field").flags(JOIN_FLAGS),
    Spec::new("kill", Kind::System, Operands::Data, "send a signal to processes").hook(kill_hook),
    Spec::inert("let", "evaluate arithmetic (builtin)").open_flags(),
    Spec::new("link", Kind::Write, Operands::ReadThenWrite, "create a hard link"),
    Spec::new("ln", Kind::Write, Operands::ReadThenWrite, "create links (the last operand is written)").flags(LN_FLAGS),
    Spec::read("locate", "find files by name in a database").flags(LOCATE_FLAGS).operands(Operands::Data),
    Spec::inert("logname", "print the login name").flags(HELP_FLAGS),
    Spec::read("ls", "list directory contents").flags(LS_FLAGS),
    Spec::read("lsblk", "list block devices").flags(LSBLK_FLAGS),
    Spec::read("lsd", "list directory contents").flags(LSD_FLAGS),
    Spec::read("lsof", "list open files").flags(LSOF_FLAGS).operands(Operands::Data),
    Spec::inert("machine", "print the machine type").flags(HELP_FLAGS),
    Spec::inert("mcookie", "print a random hex string").flags(&[danger_opt("-f|--file", ReadsValue), flag("-v|--verbose|-h|--help|-V|--version"), opt("-m|--max-size")]),
    Spec::read("md5", "BSD md5: print MD5 checksums").flags(BSD_SUM_FLAGS),
    Spec::read("md5sum", "print MD5 checksums of files").flags(SUM_FLAGS),
    Spec::new("mkdir", Kind::Write, Operands::Write, "create directories").flags(&[opt("-m|--mode"), opt("--context")]),
    Spec::new("mkfifo", Kind::Write, Operands::Write, "create named pipes").flags(&[opt("-m|--mode")]),
    Spec::new("mknod", Kind::System, Operands::Write, "create device files"),
    Spec::new("mktemp", Kind::Write, Operands::Data, "create a temporary file or directory").flags(MKTEMP_FLAGS).hook(mktemp_hook),
    Spec::new("mv", Kind::Write, Operands::MoveTo, "move or rename files (sources disappear, the last operand is written)").flags(MV_FLAGS).hook(mv_hook),
    Spec::read("namei", "follow a path to its end, printing each step").flags(&[flag("-x|--mountpoints|-m|--modes|-o|--owners|-l|--long|-n|--nosymlinks|-v|--vertical|-Z|--context|-h|--help|-V|--version")]),
    Spec::read("ncdu", "disk usage browser (`-o` exports; deleting needs `d` in the UI)").flags(NCDU_FLAGS),
    Spec::read("nl", "number lines of files").flags(NL_FLAGS),
    Spec::inert("nproc", "print the number of processors").flags(&[flag("--all|--help|--version"), opt("--ignore")]),
    Spec::inert("numfmt", "format numbers").flags(NUMFMT_FLAGS),
    Spec::read("od", "dump files in octal and other formats").flags(OD_FLAGS),
    Spec::inert("pagesize", "print the memory page size").flags(HELP_FLAGS),
    Spec::read("paste", "merge lines of files").flags(PASTE_FLAGS),
    Spec::inert("pathchk", "check whether file names are valid").flags(&[flag("-p|-P|--portability|--help|--version")]),
    Spec::inert("pinky", "print user information").flags(&[flag("-b|-f|-h|-i|-l|-p|-q|-s|-w|--lookup|--help|--version")]),
    Spec::read("plocate", "find files by name in a database").flags(LOCATE_FLAGS).operands(Operands::Data),
    Spec::inert("popd", "pop the directory stack (builtin)").flags(DIRSTACK_FLAGS),
    Spec::read("pr", "paginate files for printing").flags(PR_FLAGS),
    Spec::read("printenv", "print environment variables").flags(&[flag("-0|--null|--help|--version")]),
    Spec::inert("printf", "format and print its arguments").hook(printf_hook).open_flags(),
    Spec::read("ps", "list processes").flags(PS_FLAGS).operands(Operands::Data),
    Spec::inert("pushd", "push a directory on the stack and change to it (builtin)").flags(DIRSTACK_FLAGS),
    Spec::inert("pwd", "print the working directory").flags(&[flag("-L|--logical|-P|--physical|--help|--version")]),
    Spec::inert("read", "read a line into variables (builtin)").flags(READ_FLAGS),
    Spec::read("readlink", "print the target of a symbolic link").flags(READLINK_FLAGS),
    Spec::read("realpath", "print the resolved absolute path").flags(REALPATH_FLAGS),
    Spec::new("rename", Kind::Exec, Operands::Data, "rename files (the Perl version runs its expression as code)"),
    Spec::inert("return", "return from a function (builtin)").flags(STATUS_FLAGS),
    Spec::read("rev", "reverse characters of each line").flags(&[flag("-0|--zero|-h|--help|-V|--version")]),
    Spec::new("rm", Kind::Delete, Operands::Delete, "remove files (recursive deletes of /, ~ or system directories are denied)").flags(RM_FLAGS).hook(rm_hook),
    Spec::new("rmdir", Kind::Delete, Operands::Delete, "remove empty directories").flags(&[flag("-p|--parents")]),
    Spec::read("sdiff", "side-by-side diff (`-o FILE` writes the interactive merge)").flags(&[danger_opt("-o|--output", WritesValue), danger_opt("--diff-program", Exec), flag("-a|--text|-b|--ignore-space-change|-B|--ignore-blank-lines|-d|--minimal|-E|--ignore-tab-expansion|-H|--speed-large-files|-i|--ignore-case|-l|--left-column|-s|--suppress-common-lines|--strip-trailing-cr|-t|--expand-tabs|-W|--ignore-all-space|-Z|--ignore-trailing-space|--help|-v|--version"), opt("-w|--width|-I|--ignore-matching-lines|--tabsize")]),
    Spec::inert("seq", "print a sequence of numbers").flags(SEQ_FLAGS),
    Spec::inert("set", "set shell options or positional parameters (builtin)").flags(SET_FLAGS),
    Spec::read("sha1", "BSD sha1: print SHA-1 checksums").flags(BSD_SUM_FLAGS),
    Spec::read("sha1sum", "print SHA-1 checksums of files").flags(SUM_FLAGS),
    Spec::read("sha224", "BSD sha224: print checksums").flags(BSD_SUM_FLAGS),
    Spec::read("sha224sum", "print SHA-224 checksums of files").flags(SUM_FLAGS),
    Spec::read("sha256", "BSD sha256: print checksums").flags(BSD_SUM_FLAGS),
    Spec::read("sha256sum", "print SHA-256 checksums of files").flags(SUM_FLAGS),
    Spec::read("sha384", "BSD sha384: print checksums").flags(BSD_SUM_FLAGS),
    Spec::read("sha384sum", "print SHA-384 checksums of files").flags(SUM_FLAGS),
    Spec::read("sha512", "BSD sha512: print checksums").flags(BSD_SUM_FLAGS),
    Spec::read("sha512sum", "print SHA-512 checksums of files").flags(SUM_FLAGS),
    Spec::read("shasum", "print SHA checksums of files").flags(&[flag("-0|--01|-b|--binary|-c|--check|--ignore-missing|-q|--quiet|-s|--status|--strict|-t|--text|-U|--UNIVERSAL|--tag|-w|--warn|-h|--help|-v|--version"), opt("-a|--algorithm")]),
    Spec::inert("shift", "shift positional parameters (builtin)"),
    Spec::inert("shopt", "set shell options (builtin; `expand_aliases` is tracked)").flags(&[flag("-o|-p|-q|-s|-u")]),
    Spec::new("shred", Kind::Delete, Operands::Delete, "overwrite files to hide their contents").flags(&[opt("-n|--iterations|-s|--size|--random-source"), flag("-u|--remove")]),
    Spec::read("shuf", "shuffle lines").flags(&[danger_opt("-o|--output", WritesValue), flag("-e|--echo|-r|--repeat|-z|--zero-terminated|--help|--version"), danger_opt("--random-source", ReadsValue), opt("-n|--head-count|-i|--input-range")]),
    Spec::inert("sleep", "wait for a time").flags(HELP_FLAGS),
    Spec::read("sort", "sort lines of files (`-o` writes, `--compress-program` runs a program)").flags(SORT_FLAGS),
    Spec::read("split", "split a file into pieces (writes the pieces)").flags(SPLIT_FLAGS).hook(writes_always),
    Spec::new("srm", Kind::Delete, Operands::Delete, "secure remove: overwrite, then remove files (like rm)").flags(RM_FLAGS).hook(rm_hook),
    Spec::read("stat", "print file status").flags(STAT_FLAGS),
    Spec::read("strings", "print printable strings in files").flags(STRINGS_FLAGS),
    Spec::read("sum", "print checksums of files").flags(&[flag("-r|-s|--sysv|--help|--version")]),
    Spec::inert("sync", "flush file system buffers").flags(&[flag("-d|--data|-f|--file-system|--help|--version")]),
    Spec::read("tac", "print files with lines reversed").flags(TAC_FLAGS),
    Spec::read("tail", "print the last lines of files").flags(TAIL_FLAGS),
    Spec::new("tee", Kind::Write, Operands::Write, "copy stdin to files and stdout").flags(TEE_FLAGS),
    Spec::read("test", "test a condition (builtin)").operands(Operands::Data).open_flags(),
    Spec::inert("times", "print process times (builtin)"),
    Spec::new("touch", Kind::Write, Operands::Write, "create files or change their times").flags(TOUCH_FLAGS),
    Spec::read("tr", "translate characters from stdin").flags(TR_FLAGS).operands(Operands::Data),
    Spec::read("tree", "list directories as a tree").flags(TREE_FLAGS),
    Spec::inert("true", "do nothing, successfully").open_flags(),
    Spec::new("truncate", Kind::Write, Operands::Write, "shrink or extend files").flags(TRUNCATE_FLAGS),
    Spec::read("tsort", "topological sort").flags(&[flag("-d|-l|-q|-w|--help|--version")]),
    Spec::inert("tty", "print the terminal name").flags(&[flag("-s|--silent|--quiet|--help|--version")]),
    Spec::inert("type", "describe how a name would be run (builtin)").flags(TYPE_FLAGS),
    Spec::inert("ulimit", "print or set resource limits (builtin)").flags(ULIMIT_FLAGS),
    Spec::inert("umask", "print or set the file mode mask (builtin)").flags(&[flag("-p|-S")]),
    Spec::inert("unalias", "remove aliases (builtin)").flags(&[flag("-a")]),
    Spec::inert("uname", "print system information").flags(UNAME_FLAGS),
    Spec::read("unexpand", "convert spaces to tabs").flags(EXPAND_FLAGS),
    Spec::read("uniq", "report or omit repeated lines (a second operand is written)").flags(UNIQ_FLAGS).hook(uniq_hook),
    Spec::new("unlink", Kind::Delete, Operands::Delete, "remove one file"),
    Spec::inert("unset", "unset variables or functions (builtin)").flags(&[flag("-f|-n|-v")]),
    Spec::new("updatedb", Kind::System, Operands::Data, "rebuild the locate database"),
    Spec::inert("uptime", "print how long the system has run").flags(&[flag("-c|--container|-p|--pretty|-r|--raw|-s|--since|-h|--help|-V|--version")]),
    Spec::inert("users", "print logged-in users").flags(HELP_FLAGS),
    Spec::read("vdir", "list directory contents verbosely").flags(LS_FLAGS),
    Spec::inert("wait", "wait for background jobs (builtin)").flags(&[flag("-f|-n|--help"), opt("-p")]),
    Spec::read("wc", "count lines, words and bytes").flags(WC_FLAGS),
    Spec::inert("whereis", "locate a command's binary, source and manual").flags(WHEREIS_FLAGS),
    Spec::inert("which", "locate a command").flags(WHICH_FLAGS),
    Spec::inert("who", "print who is logged in").flags(WHO_FLAGS),
    Spec::inert("whoami", "print the user name").flags(HELP_FLAGS),
    Spec::read("xxd", "hex dump a file (`-r` with an output operand writes)").flags(XXD_FLAGS).hook(xxd_hook),
    Spec::inert("yes", "print a string repeatedly").flags(HELP_FLAGS),
];

/// Strips trailing glob components: `/etc/*` → `/etc`, `~/.*` → `~`.
pub fn glob_base(path: &str) -> String {
    let mut parts: Vec<&str> = path.split('/').collect();
    if let Some(i) = parts.iter().position(|p| p.contains(['*', '?', '['])) {
        parts.truncate(i);
    }
    let joined = parts.join("/");
    if joined.is_empty() && path.starts_with('/') {
        "/".to_string()
    } else if joined.is_empty() {
        ".".to_string()
    } else {
        joined
    }
}

/// The catastrophic reason for recursively destroying `path`, if any.
pub fn catastrophic_target(path: &str) -> Option<(&'static str, String)> {
    let p = paths::normalize(path);
    if p == "/" {
        return Some(("delete.recursive-root", "/".into()));
    }
    if p == "~"
        || p == "/root"
        || p.starts_with("/home/") && p.matches('/').count() == 2
        || p.starts_with("/Users/") && p.matches('/').count() == 2
    {
        return Some(("delete.recursive-home", p));
    }
    if paths::is_critical_dir(&p) {
        return Some(("delete.recursive-system", p));
    }
    None
}

fn rm_hook(ctx: &mut Ctx) {
    let recursive = ctx.has("-r|-R|--recursive");
    if !recursive {
        return;
    }
    for arg in ctx.operands() {
        // `rm -rf ${x:-/}`: when `x` is unset or empty, the default is deleted.
        if arg.value.is_none()
            && let Some(default) = expansion_default(&arg.text)
            && let Some((code, what)) = catastrophic_target(default)
        {
            ctx.add(code, format!("recursive delete of `{what}` when the variable is unset"), Decision::Deny);
            ctx.effect("delete");
            continue;
        }
        let p = ctx.resolve_path(arg);
        if p.dynamic && !(arg.home && arg.value.is_some()) {
            continue;
        }
        let base = if p.glob { glob_base(&p.path) } else { p.path.clone() };
        if let Some((code, what)) = catastrophic_target(&base) {
            let everything = if p.glob { " (everything in it)" } else { "" };
            ctx.add(code, format!("recursive delete of `{what}`{everything}"), Decision::Deny);
            ctx.effect("delete");
        }
    }
    // `cd x || cd /; rm -rf *`: the directory is unknown, but one of the ways here is `/`.
    if ctx.inv.cwd == crate::resolve::Cwd::Unknown {
        for arg in ctx.operands() {
            let Some(v) = arg.value() else { continue };
            if v.starts_with('/') || v.starts_with('~') {
                continue;
            }
            for dir in &ctx.inv.cwd_maybe {
                let joined = paths::join(dir, v);
                let base = if arg.glob { glob_base(&joined) } else { joined };
                if let Some((code, what)) = catastrophic_target(&base) {
                    let message = format!("recursive delete of `{what}` when an earlier `cd` went to `{dir}`");
                    ctx.add(code, message, Decision::Deny);
                    ctx.effect("delete");
                }
            }
        }
    }
}

/// The literal default of a word that is one `${NAME:-WORD}` / `${NAME-WORD}` / `${NAME:=WORD}` /
/// `${NAME=WORD}` expansion (quoted or not), if WORD is plain text.
fn expansion_default(text: &str) -> Option<&str> {
    let inner = text.trim_matches('"').strip_prefix("${")?.strip_suffix('}')?;
    let name_len = inner.bytes().take_while(|b| b.is_ascii_alphanumeric() || *b == b'_').count();
    let rest = inner[name_len..].trim_start_matches(':');
    let word = rest.strip_prefix('-').or_else(|| rest.strip_prefix('='))?;
    (name_len > 0 && !word.is_empty() && !word.contains(['$', '`', '{', '}', '"', '\''])).then_some(word)
}

/// `date [MMDDhhmm[[CC]YY][.ss]]`: an operand that is not `+FORMAT` sets the clock, unless
/// BSD `-j` says only to parse it (`date -j -f %Y-%m-%d 2020-01-01 +%s`).
fn date_hook(ctx: &mut Ctx) {
    if !ctx.has("-j") && ctx.operands().iter().any(|a| a.value().is_none_or(|v| !v.starts_with('+'))) {
        ctx.effect("system");
        ctx.add("system.flag", "a date operand sets the system clock", Decision::Ask);
    }
}

fn perm_hook(ctx: &mut Ctx) {
    if !ctx.has("-R|--recursive") {
        return;
    }
    let skip = if ctx.has("--reference") { 0 } else { 1 };
    for arg in ctx.operands().into_iter().skip(skip) {
        let p = ctx.resolve_path(arg);
        if p.dynamic {
            continue;
        }
        let base = if p.glob { glob_base(&p.path) } else { p.path.clone() };
        if catastrophic_target(&base).is_some() {
            let name = ctx.arg(0).text.clone();
            ctx.add("system.perm-root", format!("recursive `{name}` of `{base}`"), Decision::Deny);
        }
    }
}

fn mv_hook(ctx: &mut Ctx) {
    let ops = ctx.operands();
    let n = ops.len();
    for (i, arg) in ops.into_iter().enumerate() {
        if i + 1 == n && ctx.value("-t|--target-directory").is_none() {
            break;
        }
        let p = ctx.resolve_path(arg);
        if p.dynamic {
            continue;
        }
        let base = if p.glob { glob_base(&p.path) } else { p.path.clone() };
        if let Some((code, what)) = catastrophic_target(&base) {
            ctx.add(code, format!("moves `{what}` away"), Decision::Deny);
        }
    }
}

fn dd_hook(ctx: &mut Ctx) {
    let mut wrote = false;
    for arg in ctx.inv.argv.iter().skip(ctx.args_start) {
        let Some(v) = arg.value() else {
            if arg.text.starts_with("of=") {
                let mut a = arg.clone();
                a.shape = Some(arg.text[3..].to_string());
                ctx.path(&a, PathAccess::Write);
                wrote = true;
            }
            continue;
        };
        if let Some(target) = v.strip_prefix("of=") {
            let mut a = arg.clone();
            a.value = Some(target.to_string());
            ctx.path(&a, PathAccess::Write);
            wrote = true;
        } else if let Some(source) = v.strip_prefix("if=") {
            let mut a = arg.clone();
            a.value = Some(source.to_string());
            ctx.path(&a, PathAccess::Read);
        }
    }
    if !wrote {
        // Without `of=`, dd writes to stdout only. Reasons from `if=`, redirects and the
        // environment stay.
        super::clear_effects(ctx);
    }
}

/// find primaries without a value.
const FIND_NOARG: &[&str] = &[
    "-a",
    "-and",
    "-o",
    "-or",
    "-not",
    "-true",
    "-false",
    "-empty",
    "-nouser",
    "-nogroup",
    "-readable",
    "-writable",
    "-executable",
    "-depth",
    "-d",
    "-prune",
    "-quit",
    "-mount",
    "-xdev",
    "-x",
    "-follow",
    "-noleaf",
    "-daystart",
    "-ignore_readdir_race",
    "-noignore_readdir_race",
    "-warn",
    "-nowarn",
    "-print",
    "-print0",
    "-ls",
    "-delete",
    "-help",
    "--help",
    "-version",
    "--version",
    "-H",
    "-L",
    "-P",
    "-E",
    "-s",
    "-X",
    "-acl",
    "-xattr",
    "-sparse",
];
/// find primaries that take one value.
const FIND_ONEARG: &[&str] = &[
    "-name",
    "-iname",
    "-path",
    "-ipath",
    "-wholename",
    "-iwholename",
    "-regex",
    "-iregex",
    "-regextype",
    "-type",
    "-xtype",
    "-size",
    "-newer",
    "-anewer",
    "-cnewer",
    "-mtime",
    "-mmin",
    "-atime",
    "-amin",
    "-ctime",
    "-cmin",
    "-used",
    "-user",
    "-group",
    "-uid",
    "-gid",
    "-perm",
    "-links",
    "-inum",
    "-samefile",
    "-lname",
    "-ilname",
    "-maxdepth",
    "-mindepth",
    "-fstype",
    "-context",
    "-printf",
    "-Bmin",
    "-Btime",
    "-Bnewer",
    "-flags",
    "-xattrname",
    "-f",
    "-files0-from",
];

/// find's expression: `-delete`, `-exec rm`, `-fprint FILE` are checked, and anything we
/// cannot read (a word known only at run time, a glob that could expand to `-delete`, a
/// primary we do not know) asks.
fn find_hook(ctx: &mut Ctx) {
    let argv = &ctx.inv.argv[ctx.args_start..];
    let mut starts = Vec::new();
    let mut unclear: Option<String> = None;
    let mut i = 0;
    // Leading options -H -L -P -D x -Ox.
    while i < argv.len() {
        match argv[i].value() {
            Some("-H" | "-L" | "-P" | "-E" | "-X" | "-s" | "-x") => i += 1,
            Some("-D" | "-f") => i += 2,
            Some(v) if v.starts_with("-O") => i += 1,
            _ => break,
        }
    }
    while i < argv.len() {
        match argv[i].value() {
            Some(v) if v.starts_with('-') || v == "(" || v == "!" || v == ")" => break,
            _ => {
                if argv[i].value.is_none() || argv[i].glob && argv[i].text.starts_with(['*', '?', '[']) {
                    unclear.get_or_insert_with(|| argv[i].text.clone());
                }
                starts.push(argv[i].clone());
                i += 1;
            }
        }
    }
    if ctx.inv.extra_operands {
        // `xargs find ...`: words from stdin are appended and may be actions.
        unclear.get_or_insert_with(|| "arguments appended by xargs".to_string());
    }
    let mut deletes = false;
    let mut exec_delete = false;
    let mut writes: Vec<crate::resolve::Arg> = Vec::new();
    while i < argv.len() {
        let a = &argv[i];
        let Some(v) = a.value() else {
            unclear.get_or_insert_with(|| a.text.clone());
            i += 1;
            continue;
        };
        if a.glob && v.starts_with(['*', '?', '[']) {
            unclear.get_or_insert_with(|| a.text.clone());
        }
        match v {
            "(" | ")" | "!" | "," | "\\(" | "\\)" => i += 1,
            "-delete" => {
                deletes = true;
                i += 1;
            }
            "-fprint" | "-fprint0" | "-fls" => {
                if let Some(target) = argv.get(i + 1) {
                    writes.push(target.clone());
                }
                i += 2;
            }
            "-fprintf" => {
                if let Some(target) = argv.get(i + 1) {
                    writes.push(target.clone());
                }
                i += 3;
            }
            "-exec" | "-execdir" | "-ok" | "-okdir" => {
                let cmd =
                    argv.get(i + 1).and_then(|a| a.value()).map(|c| c.rsplit('/').next().unwrap_or(c).to_string());
                if matches!(cmd.as_deref(), Some("rm" | "shred" | "unlink" | "rmdir")) {
                    exec_delete = true;
                }
                i += 1;
                while i < argv.len() && !matches!(argv[i].value(), Some(";" | "+")) {
                    i += 1;
                }
                i += 1;
            }
            _ if FIND_NOARG.contains(&v) => i += 1,
            _ if FIND_ONEARG.contains(&v) || v.starts_with("-newer") => {
                if let Some(val) = argv.get(i + 1)
                    && val.value.is_none()
                    && !val.text.starts_with('"')
                {
                    unclear.get_or_insert_with(|| val.text.clone());
                }
                i += 2;
            }
            _ if v.starts_with('-') => {
                unclear.get_or_insert_with(|| v.to_string());
                i += 1;
            }
            _ => i += 1,
        }
    }
    for t in writes {
        ctx.path(&t, PathAccess::Write);
    }
    if starts.is_empty() {
        starts.push(crate::resolve::Arg::lit(".", ctx.span()));
    }
    for s in &starts {
        ctx.path(s, PathAccess::Read);
    }
    if let Some(word) = unclear {
        ctx.effect("unknown");
        ctx.add(
            "ask.flag",
            format!("`find ... {word}`: a primary we do not know, or a word that may expand to one (`-delete`)"),
            Decision::Ask,
        );
    }
    if deletes {
        ctx.effect("delete");
        ctx.add("delete.flag", "`find -delete` deletes what it finds", Decision::Ask);
    }
    if deletes || exec_delete {
        for s in &starts {
            let p = ctx.resolve_path(s);
            if p.dynamic {
                continue;
            }
            if let Some((code, what)) = catastrophic_target(&p.path) {
                ctx.add(code, format!("`find {what}` deletes what it finds under `{what}`"), Decision::Deny);
            }
        }
    }
}

fn kill_hook(ctx: &mut Ctx) {
    let argv = &ctx.inv.argv[ctx.args_start..];
    let mut i = 0;
    let mut signal_seen = false;
    while i < argv.len() {
        let v = argv[i].value().unwrap_or("");
        match v {
            "-s" | "-n" | "--signal" => {
                i += 2;
                signal_seen = true;
                continue;
            }
            // Listing signal names signals nothing.
            "-l" | "-L" | "--list" | "--table" => {
                super::clear_effects(ctx);
                return;
            }
            "--" => {
                i += 1;
                break;
            }
            _ if v.starts_with('-') && !signal_seen && v.len() > 1 => {
                signal_seen = true;
                i += 1;
                continue;
            }
            _ => break,
        }
    }
    for a in &argv[i.min(argv.len())..] {
        // bash's kill reads the pid as a number: `-01`, ` -1` and `-0001` are `-1` too.
        let every = a.value().is_some_and(|v| {
            v.trim().strip_prefix('-').is_some_and(|n| {
                !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()) && n.trim_start_matches('0') == "1"
            })
        });
        if every {
            ctx.add("system.kill-all", "signals every process (`-1`)", Decision::Deny);
        }
    }
}

fn uniq_hook(ctx: &mut Ctx) {
    let ops = ctx.operands();
    if let Some(out) = ops.get(1) {
        ctx.path(out, PathAccess::Write);
    }
}

fn xxd_hook(ctx: &mut Ctx) {
    let ops = ctx.operands();
    if let Some(out) = ops.get(1) {
        ctx.path(out, PathAccess::Write);
    }
}

fn hostname_hook(ctx: &mut Ctx) {
    let has_operand = !ctx.operands().is_empty();
    if has_operand {
        ctx.effect("system");
        ctx.add("system.change", "`hostname NAME` sets the host name", Decision::Ask);
    }
}

fn printf_hook(ctx: &mut Ctx) {
    // `printf -v NAME` assigns a variable: harmless. Nothing else to check.
    let _ = ctx;
}

fn mktemp_hook(ctx: &mut Ctx) {
    if ctx.has("-u|--dry-run") {
        // Only prints a name.
        super::clear_effects(ctx);
        return;
    }
    ctx.effect("write");
    ctx.add("write.command", "`mktemp` creates a file or directory", Decision::Ask);
}

fn dua_hook(ctx: &mut Ctx) {
    if ctx.inv.argv.iter().skip(1).any(|a| a.value().is_none_or(|v| matches!(v, "i" | "interactive"))) {
        ctx.effect("delete");
        ctx.add("delete.command", "`dua interactive` can delete what it shows", Decision::Ask);
    }
}

fn writes_always(ctx: &mut Ctx) {
    let name = ctx.out.matched.join(" ");
    ctx.effect("write");
    ctx.add("write.command", format!("`{name}` writes output files"), Decision::Ask);
}
