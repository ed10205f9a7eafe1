//! Shared code of the fuzz targets. The properties live in `props.rs`, which
//! `tests/fuzz_replay.rs` also includes by path, so CI checks the same code on stable.

pub mod props;
