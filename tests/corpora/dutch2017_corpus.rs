//! The `corpora/dutch-2017` subset of the bbpPairings corpus, checked round by
//! round the way FIDE tests a program for endorsement: every round re-paired
//! from the rounds before it must equal the reference engine's pairing, and a
//! file that stops short of its `XXR` must have its next round unpairable.

use crate::common;

use pairproof::checker::{check_file, Produced, Recorded};
use pairproof::systems::SystemId;
use pairproof::tournament::Round;
use std::path::PathBuf;

fn corpus_files() -> Vec<PathBuf> {
    common::corpus_files("dutch-2017")
}

#[test]
fn every_round_of_the_subset_equals_bbppairings() {
    let files = corpus_files();
    assert!(files.len() >= 20, "the subset has {} files", files.len());
    common::assert_every_round_identical(SystemId::Dutch2017, &files, 150);
}

#[test]
fn files_stopping_short_of_xxr_end_in_an_unpairable_round() {
    let mut seen = 0;
    for file in corpus_files() {
        let t = pairproof::trf::read_file(&file).unwrap();
        let Some(total) = t.config.total_rounds else {
            continue;
        };
        if (total as usize) <= t.rounds_in_file() {
            continue;
        }
        seen += 1;
        let check = check_file(
            SystemId::Dutch2017,
            &file,
            Some(Round::at_index(t.rounds_in_file())),
        );
        let last = check
            .rounds
            .last()
            .expect("the round after the file's last");
        assert_eq!(last.recorded, Recorded::Unpairable);
        assert!(
            matches!(last.produced, Produced::Unpairable { .. }),
            "{}: round {} should be unpairable, got {:?}",
            file.display(),
            last.round,
            last.produced
        );
    }
    assert!(seen >= 2, "only {seen} files stop short of XXR");
}
