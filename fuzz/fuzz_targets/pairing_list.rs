//! The pairing-list reader on arbitrary text: it reads or gives an error,
//! never panics; whatever reads survives to_list -> read unchanged.
#![no_main]

use libfuzzer_sys::fuzz_target;
use pairproof::pairing::parse_list;
use std::path::Path;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let path = Path::new("fuzz.txt");
    if let Ok(p) = parse_list(text, path) {
        let again = parse_list(&p.to_list(), path).expect("a written pairing list reads again");
        assert_eq!(again.boards, p.boards);
        assert_eq!(again.bye, p.bye);
    }
});
