//! The readings the 2017 text leaves open, each switched on a round where it
//! decides the pairing.

use pairproof::checker::classify::classify;
use pairproof::checker::{same_pairing, Produced, Recorded};
use pairproof::dutch_common::order::RemainderNumbering;
use pairproof::engine::pair_round;
use pairproof::pairing::Pairing;
use pairproof::solver::Solver;
use pairproof::state::RoundRequest;
use pairproof::systems::dutch2017::{Dutch2017, DUTCH_2017};
use pairproof::systems::SystemId;
use pairproof::tournament::{Round, Tournament};
use pairproof::verifier::{verify, Verdict};
use std::path::PathBuf;

fn default_256() -> Tournament {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("corpora/dutch-2017/default-256.trf");
    pairproof::trf::read_file(&path).unwrap()
}

fn pairs_of(p: &Pairing) -> Vec<(u32, u32)> {
    let mut pairs: Vec<(u32, u32)> = p
        .boards
        .iter()
        .map(|b| (b.white.min(b.black), b.white.max(b.black)))
        .collect();
    pairs.sort_unstable();
    pairs
}

/// D.2 (B.7) in the remainder of a heterogeneous bracket: default-256 round 7,
/// bracket of score 5 (MDP 12; residents 3, 4, 5, 13, 14, 15), remainder
/// 3, 4, 5, 14, 15 after 12-13. Numbered afresh (the default, as the FIDE
/// commentary and the endorsed engines number it), 3-5 and 14-15 float 4;
/// with the bracket's numbers, 4-14 and 5-15 float 3. Both are optimal on
/// C.5-C.19: only the generation order tells them apart.
#[test]
fn d2_remainder_numbering_decides_default_256_round_7() {
    let t = default_256();
    let round = Round::new(7).unwrap();
    let request = RoundRequest::recorded_round(&t, round, t.rounds_in_file());
    let file = Pairing::from_round(&t, round);
    let afresh = pair_round(&DUTCH_2017, Solver::Exact, &t, &request).unwrap();
    assert!(
        same_pairing(&afresh, &file),
        "afresh:\n{}",
        afresh.to_list()
    );
    assert!(pairs_of(&afresh).contains(&(3, 5)) && pairs_of(&afresh).contains(&(14, 15)));

    let by_bracket = Dutch2017 {
        d2_remainder_numbering: RemainderNumbering::Bracket,
        ..DUTCH_2017
    };
    let bracket = pair_round(&by_bracket, Solver::Exact, &t, &request).unwrap();
    assert!(
        pairs_of(&bracket).contains(&(4, 14)) && pairs_of(&bracket).contains(&(5, 15)),
        "{}",
        bracket.to_list()
    );
    assert!(pairs_of(&bracket).contains(&(12, 13)));

    for pairing in [&file, &bracket] {
        let report = verify(SystemId::Dutch2017, &t, &request, pairing).unwrap();
        assert_eq!(report.verdict, Verdict::Optimal, "{}", report.render());
    }
    let d = classify(
        SystemId::Dutch2017.into(),
        &t,
        &request,
        &Recorded::Paired(file),
        &Produced::Paired(bracket),
    );
    // Numbered afresh, both exchanges differ by 2 (D.2.b): D.2.c, the
    // players moved out of S1, tells them apart.
    assert_eq!(d.class, "both optimal: generation order at D.2.c");
}
