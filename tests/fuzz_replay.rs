//! Replays every committed fuzz seed (`fuzz/corpus/<target>/*`) through the same property
//! the fuzz target checks, on the stable toolchain, so CI keeps the fuzzers' findings fixed
//! without running a campaign. How to run a campaign: `docs/performance.md`.

#[path = "../fuzz/src/props.rs"]
mod props;

use std::path::PathBuf;

fn seeds(target: &str) -> Vec<(PathBuf, Vec<u8>)> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("fuzz/corpus").join(target);
    let mut out: Vec<(PathBuf, Vec<u8>)> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .map(|entry| {
            let path = entry.expect("directory entry").path();
            let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
            (path, bytes)
        })
        .collect();
    out.sort();
    assert!(out.len() >= 10, "{target}: only {} seeds in {}", out.len(), dir.display());
    out
}

fn replay(target: &str, property: fn(&[u8])) {
    let mut failed = Vec::new();
    for (path, bytes) in seeds(target) {
        if let Err(panic) = std::panic::catch_unwind(|| property(&bytes)) {
            let message = panic
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_default();
            failed.push(format!("{}: {message}", path.display()));
        }
    }
    assert!(failed.is_empty(), "{target}: {} seeds fail:\n{}", failed.len(), failed.join("\n"));
}

#[test]
fn analyze_seeds() {
    replay("analyze", props::analyze);
}

#[test]
fn monotonic_seeds() {
    replay("monotonic", props::monotonic);
}

#[test]
fn equivalence_seeds() {
    replay("equivalence", props::equivalence);
}

/// The generators themselves: every catastrophic command is denied alone, and a decoded
/// spelling differs from its canonical text (so the equivalence target tests something).
#[test]
fn generators_are_meaningful() {
    for x in props::CATASTROPHIC {
        assert_eq!(shanalyze::analyze(x).verdict, shanalyze::Decision::Deny, "{x}");
    }
    let differing = (0u8..=255).filter(|b| {
        let (canonical, spelled) = props::spellings(&[*b, 7, 3, 5, 2, 9, 4, 6, 8, 1, 2, 3]);
        canonical != spelled
    });
    assert!(differing.count() > 128);
}

#[test]
fn hook_envelope_seeds() {
    replay("hook_envelope", props::hook_envelope);
}

#[test]
fn policy_seeds() {
    replay("policy", props::policy);
}
