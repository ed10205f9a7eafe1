//! Pins for tree-sitter-bash's silent mis-parses (DESIGN §10) and our fix-ups in
//! `syntax::lower`. Each test records a fact about the raw tree (so a grammar upgrade that
//! changes it is noticed) and asserts what our analysis makes of the text.

use shanalyze::{Decision, Report, analyze, syntax::debug_tree};

fn pin(command: &str, tree_fact: &str) -> Report {
    let tree = debug_tree(command);
    assert!(tree.contains(tree_fact), "grammar changed for {command:?}: expected {tree_fact:?} in\n{tree}");
    analyze(command)
}

fn top_names(report: &Report) -> Vec<String> {
    report.invocations.iter().filter(|i| i.via.is_empty() && !i.argv.is_empty()).map(|i| i.argv[0].clone()).collect()
}

fn codes(report: &Report) -> Vec<&'static str> {
    report.reasons.iter().map(|r| r.code).collect()
}

#[test]
fn redirect_before_command_words_keeps_the_words() {
    let r = pin("sudo > /dev/null rm -rf /", "destination: word [17..19] \"rm\"");
    assert_eq!(r.verdict, Decision::Deny);
    let inner = r.invocations.iter().find(|i| i.via == ["sudo"]).expect("rm via sudo");
    assert_eq!(inner.argv, ["rm", "-rf", "/"]);
}

#[test]
fn trailing_redirect_belongs_to_the_last_pipeline_command() {
    let r = pin("d | cat > out.txt", "body: pipeline");
    let cat = r.invocations.iter().find(|i| i.argv[0] == "cat").unwrap();
    assert_eq!(cat.redirects.len(), 1);
    let d = r.invocations.iter().find(|i| i.argv[0] == "d").unwrap();
    assert!(d.redirects.is_empty());
}

#[test]
fn trailing_redirect_belongs_to_the_last_list_command() {
    let r = pin("ls && cat x > /dev/sda", "body: list");
    assert_eq!(r.verdict, Decision::Deny);
    let ls = r.invocations.iter().find(|i| i.argv[0] == "ls").unwrap();
    assert!(ls.redirects.is_empty());
}

#[test]
fn line_continuation_inside_a_word_joins_it() {
    let r = pin("r\\\nm -rf /", "word [0..1] \"r\"");
    assert_eq!(top_names(&r), ["rm"]);
    assert_eq!(r.verdict, Decision::Deny);
}

#[test]
fn nested_escaped_backticks_are_parsed_again() {
    let r = pin("echo `echo \\`rm -rf /\\``", "\"\\\\`rm\"");
    assert_eq!(r.verdict, Decision::Deny);
    assert!(top_names(&r).contains(&"rm".to_string()));
}

#[test]
fn time_with_a_group_body() {
    let r = pin("time { rm -rf /; }", "argument: word [5..6] \"{\"");
    assert_eq!(r.verdict, Decision::Deny);
    assert_eq!(top_names(&r), ["rm"], "`time` is a keyword, `{{` and `}}` are punctuation");
}

#[test]
fn coproc_with_a_name_and_group_body() {
    let r = pin("coproc worker { rm -rf /; }", "argument: word [14..15] \"{\"");
    assert_eq!(r.verdict, Decision::Deny);
    assert_eq!(top_names(&r), ["rm"]);
}

#[test]
fn time_with_a_subshell_body() {
    let r = pin("time (rm -rf /)", "subshell [5..15]");
    assert_eq!(r.verdict, Decision::Deny);
    assert_eq!(top_names(&r), ["rm"]);
}

#[test]
fn double_semicolon_outside_case_is_a_syntax_error() {
    let r = pin("ls ;; echo x", "\";;\" [3..5]");
    assert_eq!(r.verdict, Decision::Ask);
    assert!(codes(&r).contains(&"opaque.parse-error"));
}

#[test]
fn heredoc_trailer_pipe_is_a_pipeline() {
    let r = pin("cat <<EOF | sh\nrm -rf /\nEOF", "heredoc_redirect");
    assert_eq!(r.verdict, Decision::Deny);
    assert_eq!(top_names(&r), ["cat", "sh"]);
    assert!(r.invocations.iter().any(|i| i.via == ["sh |"] && i.argv[0] == "rm"));
}

#[test]
fn heredoc_trailer_and_list() {
    let r = pin("cat <<EOF > f.txt && rm -rf /\nbody\nEOF", "right: command");
    assert_eq!(r.verdict, Decision::Deny);
    assert_eq!(top_names(&r), ["cat", "rm"]);
}

#[test]
fn read_write_redirect_is_understood() {
    let r = pin("exec 3<>lock.file", "ERROR");
    assert!(!codes(&r).contains(&"opaque.parse-error"), "{:?}", r.reasons);
    assert_eq!(r.invocations[0].redirects[0].op, "<>");
}

#[test]
fn text_the_parser_skips_is_a_parse_error() {
    let r = pin("a | \\ egrep x", "command [6..13]");
    assert_eq!(r.verdict, Decision::Ask);
    assert!(codes(&r).contains(&"opaque.parse-error"));
}

#[test]
fn lone_dollar_before_a_word() {
    let r = pin("$ find .", "variable_name [2..6] \"find\"");
    assert_eq!(top_names(&r), ["$"]);
}

#[test]
fn array_element_assignment_is_not_a_command_name() {
    let r = pin("arr[$(id)]=1 ls", "name: subscript [0..10]");
    assert_eq!(top_names(&r), ["id", "ls"]);
}
