//! The reader never panics: random bytes and random edits of valid files (byte
//! flips, deleted, duplicated and truncated lines) either read or give an error.
//! Whatever reads must also survive write -> read unchanged.

use pairproof::trf::{parse, write};
use proptest::prelude::*;
use std::path::{Path, PathBuf};

const BASE: &str = include_str!("../malformed/00-valid-base.trf");

/// Valid files to mutate: the catalogue's base, and one real corpus file of each
/// kind when the corpora are there (small ones, to keep the test fast).
fn sources() -> Vec<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("corpora");
    let candidates: [PathBuf; 4] = [
        root.join("dutch-2017/absent-46.trf"),
        root.join("dutch-2017/points-22.trf"),
        root.join("dutch-2017/accel-14.trf"),
        root.join("dutch-2012/small-15.trf"),
    ];
    let mut texts = vec![BASE.to_string()];
    texts.extend(
        candidates
            .iter()
            .filter_map(|p| std::fs::read_to_string(p).ok()),
    );
    texts
}

#[derive(Debug, Clone)]
enum Edit {
    /// Replace the byte at (position modulo length) by this byte.
    Flip(usize, u8),
    /// Put one of the characters a TRF uses at a position.
    Insert(usize, char),
    DeleteLine(usize),
    DuplicateLine(usize),
    /// Cut a line after (length modulo its length) bytes.
    TruncateLine(usize, usize),
}

fn edit() -> impl Strategy<Value = Edit> {
    let trf_char = prop::sample::select(vec![
        ' ', '0', '1', '9', '=', '+', '-', 'w', 'b', 'H', 'U', '.', '\r', '\n', 'é',
    ]);
    prop_oneof![
        (any::<usize>(), any::<u8>()).prop_map(|(p, b)| Edit::Flip(p, b)),
        (any::<usize>(), trf_char).prop_map(|(p, c)| Edit::Insert(p, c)),
        any::<usize>().prop_map(Edit::DeleteLine),
        any::<usize>().prop_map(Edit::DuplicateLine),
        (any::<usize>(), any::<usize>()).prop_map(|(l, n)| Edit::TruncateLine(l, n)),
    ]
}

fn apply(text: &str, edit: &Edit) -> String {
    let mut lines: Vec<String> = text.split('\n').map(str::to_string).collect();
    match *edit {
        Edit::Flip(p, b) => {
            let mut bytes = text.as_bytes().to_vec();
            if !bytes.is_empty() {
                let i = p % bytes.len();
                bytes[i] = b;
            }
            return String::from_utf8_lossy(&bytes).into_owned();
        }
        Edit::Insert(p, c) => {
            let chars: Vec<char> = text.chars().collect();
            let i = p % (chars.len() + 1);
            return chars[..i]
                .iter()
                .chain(std::iter::once(&c))
                .chain(&chars[i..])
                .collect();
        }
        Edit::DeleteLine(l) => {
            let i = l % lines.len();
            lines.remove(i);
        }
        Edit::DuplicateLine(l) => {
            let i = l % lines.len();
            let line = lines[i].clone();
            lines.insert(i, line);
        }
        Edit::TruncateLine(l, n) => {
            let i = l % lines.len();
            let chars: Vec<char> = lines[i].chars().collect();
            let keep = n % (chars.len() + 1);
            lines[i] = chars[..keep].iter().collect();
        }
    }
    lines.join("\n")
}

/// Reading must not panic; what reads must write and read back the same.
fn check(text: &str) -> Result<(), TestCaseError> {
    let path = Path::new("fuzz.trf");
    if let Ok(t) = parse(text, path) {
        let written = write(&t);
        let again = parse(&written, path);
        prop_assert!(
            again.is_ok(),
            "re-read failed: {:?}\n{written}",
            again.err()
        );
        prop_assert_eq!(again.unwrap(), t);
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn trf_random_bytes_never_panic(bytes in prop::collection::vec(any::<u8>(), 0..3000)) {
        check(&String::from_utf8_lossy(&bytes))?;
    }

    #[test]
    fn trf_random_player_like_lines_never_panic(tail in "[ 0-9wb=+\\-HUZ.]{0,160}") {
        check(&format!("001    1      X{tail}"))?;
        check(&format!("{BASE}001    5 {tail}\n"))?;
    }

    #[test]
    fn trf_edited_real_files_never_panic(
        source in any::<prop::sample::Index>(),
        edits in prop::collection::vec(edit(), 1..6),
    ) {
        let sources = sources();
        let mut text = sources[source.index(sources.len())].clone();
        for e in &edits {
            text = apply(&text, e);
        }
        check(&text)?;
    }
}

#[test]
fn trf_sources_are_valid() {
    for text in sources() {
        parse(&text, Path::new("source.trf")).unwrap();
    }
}
