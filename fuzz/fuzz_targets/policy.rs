//! `cargo fuzz run policy`: see `shanalyze_fuzz::props::policy` for the property.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| shanalyze_fuzz::props::policy(data));
