//! `cargo fuzz run analyze`: see `shanalyze_fuzz::props::analyze` for the property.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| shanalyze_fuzz::props::analyze(data));
