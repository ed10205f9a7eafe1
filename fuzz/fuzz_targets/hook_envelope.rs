//! `cargo fuzz run hook_envelope`: see `shanalyze_fuzz::props::hook_envelope` for the property.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| shanalyze_fuzz::props::hook_envelope(data));
