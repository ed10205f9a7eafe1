//! `cargo fuzz run equivalence`: see `shanalyze_fuzz::props::equivalence` for the property.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| shanalyze_fuzz::props::equivalence(data));
