//! Reads and round-trips every TRF file under `../shared/corpora` and
//! `../shared/realworld` (about 1050 files). Ignored by default because those
//! folders live outside the repository; run with
//! `cargo test --release --test corpora trf_shared:: -- --ignored --nocapture`.

use pairproof::trf::{self, Reading};
use std::path::Path;

#[test]
#[ignore = "reads ../shared, outside the repository"]
fn trf_every_shared_file_reads_and_round_trips() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared");
    let mut files = Vec::new();
    files.extend(pairproof::trf::find_files(&root.join("corpora")));
    files.extend(pairproof::trf::find_files(&root.join("realworld")));
    files.sort();
    assert!(!files.is_empty(), "no TRF file under {}", root.display());
    check_accented_name(&root);
    let mut failures = Vec::new();
    let mut refused = 0;
    for path in &files {
        // The corpora read strictly; the real files as `audit` reads them,
        // their refusals held to their lines by `realworld.rs`.
        let real = path.starts_with(root.join("realworld"));
        let reading = if real {
            Reading::Lenient
        } else {
            Reading::Strict
        };
        let first = match trf::read_file_as(path, reading) {
            Ok(read) => read.tournament,
            Err(_) if real => {
                refused += 1;
                continue;
            }
            Err(e) => {
                failures.push(format!("read: {e}"));
                continue;
            }
        };
        match trf::parse(&trf::write(&first), path) {
            Ok(second) => {
                if let Some(diff) = trf::first_difference(&first, &second) {
                    failures.push(format!("{}: round trip differs: {diff}", path.display()));
                }
            }
            Err(e) => failures.push(format!("re-read: {e}")),
        }
    }
    println!(
        "{} files, {} read and round-tripped, {refused} real files refused",
        files.len(),
        files.len() - failures.len() - refused
    );
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// In the Graz files player 69 is "Oberhofer, Cédric": in UTF-8 the é takes two
/// bytes, which puts every later field one *byte* to the right. Columns count
/// characters, so his rating and rounds read where they are.
fn check_accented_name(root: &Path) {
    let path = root.join(
        "realworld/chess_results/international_chessopen_graz_2026_a/international_chessopen_graz_2026_a_r09.trf",
    );
    let Ok(t) = trf::read_file(&path) else { return };
    let p = t.player(69).expect("player 69");
    assert_eq!(
        (p.name.as_str(), p.rating, p.declared_points),
        ("Oberhofer, Cédric", 2311, 45)
    );
    let first = p.entry(0).expect("round 1");
    assert_eq!((first.opponent, first.result.trf_char()), (Some(204), '1'));
}
