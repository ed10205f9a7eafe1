//! `docs/commands.md` is generated from `shanalyze::knowledge::markdown()`: this test fails
//! when it is stale. Regenerate with `SHANALYZE_BLESS=1 cargo test --test docs_commands`.

mod common;

#[test]
fn commands_doc_is_current() {
    common::check_generated("docs/commands.md", &shanalyze::knowledge::markdown(), "docs_commands");
}

#[test]
fn every_command_is_in_the_doc() {
    let doc = shanalyze::knowledge::markdown();
    for (_, spec) in shanalyze::knowledge::all() {
        assert!(doc.contains(&format!("| `{}` |", spec.name.replace('|', "\\|"))), "{} missing", spec.name);
    }
}

#[test]
fn the_knowledge_base_is_wide() {
    let n = shanalyze::knowledge::all().count();
    assert!(n >= 600, "only {n} commands are known; issue 4 asks for at least 600");
}
