//! TRF: reading (TRF-16, TRF(x), TRF-2026), malformed files and their errors, round trips.
//!
//! One test binary (each links HiGHS once): one module a former test file.

#[path = "../common/mod.rs"]
mod common;

mod teams;
mod trf2026;
mod trf_malformed;
mod trf_roundtrip;
mod two_game_matches;
