//! `cargo fuzz run monotonic`: see `shanalyze_fuzz::props::monotonic` for the property.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| shanalyze_fuzz::props::monotonic(data));
