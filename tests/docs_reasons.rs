//! `docs/reasons.md` is generated from `shanalyze::reasons::markdown()`: this test fails when
//! it is stale. Regenerate with `SHANALYZE_BLESS=1 cargo test --test docs_reasons`.

#[test]
fn reasons_doc_is_current() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/reasons.md");
    let want = shanalyze::reasons::markdown();
    if std::env::var_os("SHANALYZE_BLESS").is_some() {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, &want).unwrap();
        return;
    }
    let have = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        have == want,
        "docs/reasons.md is not current: run `SHANALYZE_BLESS=1 cargo test --test docs_reasons` and commit it"
    );
}

#[test]
fn every_reason_code_is_in_the_doc() {
    let doc = shanalyze::reasons::markdown();
    for r in shanalyze::reasons::REASONS {
        assert!(doc.contains(&format!("`{}`", r.code)), "{} missing", r.code);
    }
}
