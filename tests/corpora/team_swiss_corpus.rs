//! The `corpora/team-swiss-gacrux` subset of the gacrux team corpus (C.04.6,
//! 2026), checked round by round under `team-swiss`. gacrux is another
//! implementer's reading, not the rule: the rounds where pairproof's walk
//! differs are pinned here with their class, each worked out against the
//! text in docs/systems/team-swiss.md ("Departures").

use pairproof::checker::{check_file, Produced, Recorded};
use pairproof::systems::SystemId;
use std::path::PathBuf;

fn subset() -> Vec<PathBuf> {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("corpora/team-swiss-gacrux");
    pairproof::trf::find_files(&root)
}

/// Every round identical but team-32 round 6 (docs/systems/team-swiss.md,
/// "The gacrux corpus", works it out).
#[test]
fn every_round_of_the_subset_equals_gacrux_but_one() {
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
    assert_eq!(differing, ["team-32.trf round 6"]);
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
