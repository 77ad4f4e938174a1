//! The `corpora/team-swiss-gacrux` subset of the gacrux team corpus (C.04.6,
//! 2026), checked round by round under `team-swiss`. gacrux is another
//! implementer's reading, not the rule; on these files it pairs as the text
//! does (the rounds worked by hand are named in docs/systems/team-swiss.md).

use pairproof::checker::{check_file, Produced, Recorded};
use pairproof::systems::SystemId;
use std::path::PathBuf;

fn subset() -> Vec<PathBuf> {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("corpora/team-swiss-gacrux");
    pairproof::trf::find_files(&root)
}

/// Every round identical, the stop round of team-6 included.
#[test]
fn every_round_of_the_subset_equals_gacrux() {
    let files = subset();
    assert_eq!(files.len(), 7, "the subset's files");
    let mut rounds = 0;
    let mut differing = Vec::new();
    for file in &files {
        let check = check_file(SystemId::TeamSwiss, file, None);
        assert!(
            check.error.is_none(),
            "{}: {:?}",
            file.display(),
            check.error
        );
        for r in &check.rounds {
            rounds += 1;
            if !r.identical {
                let name = file.file_name().unwrap().to_string_lossy().to_string();
                differing.push(format!("{name} round {}", r.round.number()));
            }
        }
    }
    assert_eq!(rounds, 40);
    assert_eq!(differing, Vec::<String>::new());
}

/// team-6 stops before round 6 of 10: both teams still without a PAB had won
/// a match by forfeit ([C2]), so no round 6 exists; pairproof finds none.
#[test]
fn the_stopped_file_ends_in_an_unpairable_round() {
    let file = subset()
        .into_iter()
        .find(|f| f.ends_with("team-6.trf"))
        .expect("team-6 in the subset");
    let check = check_file(SystemId::TeamSwiss, &file, None);
    let last = check.rounds.last().expect("rounds");
    assert_eq!(last.round.number(), 6);
    assert_eq!(last.recorded, Recorded::Unpairable);
    assert!(
        matches!(last.produced, Produced::Unpairable { .. }),
        "{:?}",
        last.produced
    );
}
