//! text: search, filter and view tools (grep family, sed, awk, jq, pagers, editors).
//!
//! Mostly read-only; the per-flag dangers are listed on each entry: `rg --pre` runs a
//! program, `sed -i` writes and its `e`/`w` commands run or write, `awk` programs can call
//! `system()` or redirect, `less` can run commands. Editors are interactive: they ask.

use super::FlagEffect::*;
use super::{Flag, Kind, Operands, Spec, danger, danger_opt, flag, opt};
use crate::classify::{Ctx, PathAccess};
use crate::report::Decision;

const GREP_FLAGS: &[Flag] = &[
    Flag::new("-e|--regexp", true, PatternGiven),
    Flag::new("-f|--file", true, PatternGiven),
    opt(
        "-m|--max-count|-A|--after-context|-B|--before-context|-C|--context|-d|--directories|-D|--devices|--include|--exclude|--exclude-dir|--exclude-from|--label|--color|--colour|--binary-files|--group-separator",
    ),
    flag("-r|-R|--recursive|--dereference-recursive"),
];
const RG_FLAGS: &[Flag] = &[
    Flag::new("-e|--regexp", true, PatternGiven),
    Flag::new("-f|--file", true, PatternGiven),
    danger_opt("--pre", Exec),
    danger_opt("--hostname-bin", Exec),
    danger("-z|--search-zip", Exec),
    Flag::new("--files", false, PatternGiven),
    Flag::new("--type-list", false, PatternGiven),
    opt(
        "-g|--glob|--iglob|-t|--type|-T|--type-not|-m|--max-count|-A|--after-context|-B|--before-context|-C|--context|-M|--max-columns|--max-depth|--maxdepth|-d|--max-filesize|-j|--threads|--color|--colors|--sort|--sortr|-E|--encoding|--engine|--type-add|--type-clear|--pre-glob|--ignore-file|--path-separator|-r|--replace|--context-separator|--field-context-separator|--field-match-separator|--dfa-size-limit|--regex-size-limit|--generate|--hyperlink-format|-V",
    ),
];
const AG_FLAGS: &[Flag] = &[
    opt(
        "-A|--after|-B|--before|-C|--context|-G|--file-search-regex|--ignore|--ignore-dir|-m|--max-count|--depth|--pager|-p|--path-to-ignore|-W|--width",
    ),
    danger("-z|--search-zip", Exec),
    danger_opt("--pager", Exec),
];
const SED_FLAGS: &[Flag] = &[
    Flag::new("-e|--expression", true, PatternGiven),
    Flag::new("-f|--file", true, PatternGiven),
    danger("-i|--in-place", Writes),
    opt("-l|--line-length"),
    flag(
        "-n|--quiet|--silent|-E|-r|--regexp-extended|-s|--separate|-z|--null-data|-u|--unbuffered|--posix|--debug|--sandbox",
    ),
];
const AWK_FLAGS: &[Flag] = &[
    opt("-F|--field-separator|-v|--assign"),
    Flag::new("-f|--file", true, PatternGiven),
    danger_opt("-i|--include|-l|--load", Exec),
    danger_opt("-o|--pretty-print|-p|--profile|-d|--dump-variables", WritesValue),
    Flag::new("-e|--source", true, PatternGiven),
];
const JQ_FLAGS: &[Flag] = &[
    opt("--arg|--argjson|--slurpfile|--rawfile|--args|--jsonargs|--indent|-L"),
    Flag::new("-f|--from-file", true, PatternGiven),
    flag(
        "-r|--raw-output|-c|--compact-output|-s|--slurp|-n|--null-input|-e|--exit-status|-S|--sort-keys|-j|--join-output|-a|--ascii-output|-C|--color-output|-M|--monochrome-output|--tab|--raw-input|-R|--seq|--stream",
    ),
];
const LESS_FLAGS: &[Flag] = &[opt(
    "-b|-h|-j|-k|-o|-O|-p|-P|-t|-T|-x|-y|-z|-#|--log-file|--LOG-FILE|--tag|--tag-file|--pattern|--prompt|--shift|--tabs|--window|--lesskey-file",
)];
const DIFF_LIKE: &[Flag] = &[];

/// Sorted by name.
pub const COMMANDS: &[Spec] = &[
    Spec::new("ack", Kind::Read, Operands::PatternThenRead, "search files for a pattern").flags(&[opt("--type|-t|-A|-B|-C|--ignore-dir|--match|-m|--max-count|--output"), danger_opt("--pager", Exec)]),
    Spec::new("ag", Kind::Read, Operands::PatternThenRead, "the silver searcher: search files").flags(AG_FLAGS),
    Spec::new("awk", Kind::Read, Operands::PatternThenRead, "pattern scanning language (system(), pipes and redirects in the program are checked)").flags(AWK_FLAGS).hook(awk_hook),
    Spec::read("bat", "print files with syntax highlighting").flags(&[opt("-l|--language|-H|--highlight-line|-r|--line-range|--theme|--style|--tabs|--wrap|--color|--paging|-m|--map-syntax|--file-name|--diff-context|--terminal-width"), danger_opt("--pager", Exec)]),
    Spec::read("batcat", "print files with syntax highlighting (Debian name of bat)").flags(&[opt("-l|--language|-H|--highlight-line|-r|--line-range|--theme|--style|--tabs|--wrap|--color|--paging|-m|--map-syntax|--file-name|--terminal-width"), danger_opt("--pager", Exec)]),
    Spec::read("colordiff", "compare files, coloured").flags(DIFF_LIKE),
    Spec::new("egrep", Kind::Read, Operands::PatternThenRead, "grep -E").flags(GREP_FLAGS),
    Spec::new("emacs", Kind::Ask("exec.editor"), Operands::Data, "an editor: interactive, may run anything"),
    Spec::new("fgrep", Kind::Read, Operands::PatternThenRead, "grep -F").flags(GREP_FLAGS),
    Spec::read("fzf", "interactive fuzzy finder").flags(&[danger_opt("--preview|--bind|-c|--execute", Exec)]),
    Spec::new("gawk", Kind::Read, Operands::PatternThenRead, "GNU awk (system(), pipes and redirects in the program are checked)").flags(AWK_FLAGS).hook(awk_hook),
    Spec::new("grep", Kind::Read, Operands::PatternThenRead, "search files for a pattern").flags(GREP_FLAGS),
    Spec::new("jq", Kind::Read, Operands::PatternThenRead, "JSON processor").flags(JQ_FLAGS),
    Spec::read("less", "page through files (`+!` or LESSOPEN can run commands)").flags(LESS_FLAGS).hook(less_hook),
    Spec::new("mawk", Kind::Read, Operands::PatternThenRead, "mawk (system(), pipes and redirects in the program are checked)").flags(AWK_FLAGS).hook(awk_hook),
    Spec::read("more", "page through files").hook(less_hook),
    Spec::new("nano", Kind::Write, Operands::Write, "a terminal editor: writes the files it opens"),
    Spec::new("nawk", Kind::Read, Operands::PatternThenRead, "new awk (system(), pipes and redirects in the program are checked)").flags(AWK_FLAGS).hook(awk_hook),
    Spec::new("nvim", Kind::Ask("exec.editor"), Operands::Data, "Neovim: interactive, `-c`/`+cmd` run commands"),
    Spec::new("pcregrep", Kind::Read, Operands::PatternThenRead, "grep with Perl regular expressions").flags(GREP_FLAGS),
    Spec::new("rg", Kind::Read, Operands::PatternThenRead, "ripgrep: search files (`--pre`, `-z`, `--hostname-bin` run programs)").flags(RG_FLAGS),
    Spec::new("sed", Kind::Read, Operands::PatternThenRead, "stream editor (`-i` writes; `e`, `w`, `s///e`, `s///w` in the script are checked)").flags(SED_FLAGS).hook(sed_hook),
    Spec::new("vi", Kind::Ask("exec.editor"), Operands::Data, "vi: interactive, `-c`/`+cmd` run commands"),
    Spec::new("view", Kind::Ask("exec.editor"), Operands::Data, "vi read-only mode: still runs `-c` commands"),
    Spec::new("vim", Kind::Ask("exec.editor"), Operands::Data, "Vim: interactive, `-c`/`+cmd` run commands"),
    Spec::new("yq", Kind::Read, Operands::PatternThenRead, "YAML processor (`-i` writes)").flags(&[danger("-i|--inplace", Writes), opt("-o|--output-format|-p|--input-format|--arg|--indent|-I")]),
    Spec::new("zgrep", Kind::Read, Operands::PatternThenRead, "grep compressed files").flags(GREP_FLAGS),
];

/// The script operand or `-e` values of sed/awk/jq-like commands.
fn scripts(ctx: &Ctx) -> (Vec<Option<String>>, bool) {
    let mut scripts: Vec<Option<String>> = Vec::new();
    let mut from_file = false;
    for p in &ctx.parsed {
        if let super::ParsedArg::Flag { flag, value, .. } = p
            && flag.effect == PatternGiven
        {
            if flag.names.contains("-f") {
                from_file = true;
            } else {
                scripts.push(value.clone());
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
                .any(|p| matches!(p, super::ParsedArg::Flag { flag, .. } if flag.effect == PatternGiven));
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
            Some(text) => match sed_script_effects(&text) {
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

#[derive(Debug, PartialEq, Eq)]
enum SedEffects {
    Safe,
    Writes,
    Exec,
    Unclear,
}

/// Reads a sed script just far enough to find `e`, `w`, `W`, `r`-less commands and the `e`/`w`
/// flags of `s`. Anything it cannot follow is `Unclear`.
fn sed_script_effects(script: &str) -> SedEffects {
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
                if worst == SedEffects::Writes {
                    while i < chars.len() && chars[i] != '\n' {
                        i += 1;
                    }
                }
            }
            'e' => {
                bump(&mut worst, SedEffects::Exec);
                i += 1;
            }
            'w' | 'W' => {
                bump(&mut worst, SedEffects::Writes);
                while i < chars.len() && chars[i] != '\n' {
                    i += 1;
                }
            }
            'r' | 'R' | 'a' | 'i' | 'c' | 'b' | 't' | 'T' | ':' | 'L' | 'q' | 'Q' | 'l' => {
                // Text or label to the end of the line (or `;` for labels/branches in GNU sed).
                let to_semicolon = matches!(c, 'b' | 't' | 'T' | 'q' | 'Q' | 'l' | 'L');
                i += 1;
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

fn awk_hook(ctx: &mut Ctx) {
    let (scripts, from_file) = scripts(ctx);
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
                '>' if depth <= 0 => return true,
                '|' if depth <= 0 && bytes.get(k + 1) != Some(&'|') && (k == 0 || bytes[k - 1] != '|') => return true,
                _ => {}
            }
        }
    }
    false
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
