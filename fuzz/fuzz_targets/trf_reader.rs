//! The TRF reader on arbitrary text: it reads or gives an error, never
//! panics; whatever reads survives write -> read unchanged.
#![no_main]

use libfuzzer_sys::fuzz_target;
use pairproof::trf::{parse, write};
use std::path::Path;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let path = Path::new("fuzz.trf");
    if let Ok(t) = parse(text, path) {
        let written = write(&t);
        let again = parse(&written, path).expect("a written tournament reads again");
        assert_eq!(again, t, "write -> read changed the tournament");
    }
});
