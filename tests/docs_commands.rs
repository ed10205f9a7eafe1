//! `docs/commands.md` is generated from `shanalyze::knowledge::markdown()`: this test fails
//! when it is stale. Regenerate with `SHANALYZE_BLESS=1 cargo test --test docs_commands`.

#[test]
fn commands_doc_is_current() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/commands.md");
    let want = shanalyze::knowledge::markdown();
    if std::env::var_os("SHANALYZE_BLESS").is_some() {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, &want).unwrap();
        return;
    }
    let have = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        have == want,
        "docs/commands.md is not current: run `SHANALYZE_BLESS=1 cargo test --test docs_commands` and commit it"
    );
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
