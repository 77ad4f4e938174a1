//! The certificate checker on arbitrary bytes read as a JSON certificate
//! (seeds: certificates `pairproof verify --certificate` writes, see
//! scripts/fuzz): it accepts or gives an error, never panics; with the
//! demo tournament also the derivation from the TRF runs.
#![no_main]

use libfuzzer_sys::fuzz_target;
use pairproof::certificate::check::{check_against, TournamentBytes};
use pairproof::certificate::RoundCertificate;

const DEMO: &[u8] = include_bytes!("../../corpora/examples/demo-round5.trf");

fuzz_target!(|data: &[u8]| {
    let Ok(c) = serde_json::from_slice::<RoundCertificate>(data) else {
        return;
    };
    let _ = check_against(&c, None);
    let demo = TournamentBytes {
        name: "demo-round5.trf",
        bytes: DEMO,
    };
    let _ = check_against(&c, Some(demo));
});
