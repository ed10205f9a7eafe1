//! `docs/reasons.md` is generated from `shanalyze::reasons::markdown()`: this test fails when
//! it is stale. Regenerate with `SHANALYZE_BLESS=1 cargo test --test docs_reasons`.

mod common;

#[test]
fn reasons_doc_is_current() {
    common::check_generated("docs/reasons.md", &shanalyze::reasons::markdown(), "docs_reasons");
}

#[test]
fn every_reason_code_is_in_the_doc() {
    let doc = shanalyze::reasons::markdown();
    for r in shanalyze::reasons::REASONS {
        assert!(doc.contains(&format!("`{}`", r.code)), "{} missing", r.code);
    }
}
