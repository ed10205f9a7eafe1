//! Shared by the tests that keep generated docs current.

/// Fails when `rel_path` differs from `want`; with `SHANALYZE_BLESS` set, writes it instead.
pub fn check_generated(rel_path: &str, want: &str, test: &str) {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(rel_path);
    if std::env::var_os("SHANALYZE_BLESS").is_some() {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, want).unwrap();
        return;
    }
    let have = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(have == want, "{rel_path} is not current: run `SHANALYZE_BLESS=1 cargo test --test {test}` and commit it");
}
