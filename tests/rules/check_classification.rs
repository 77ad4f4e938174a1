//! `check` classifies every round that differs from the file's by the
//! verifier's verdicts on both pairings. Rounds of `corpora/dutch-2017`
//! (bbpPairings, identical to pairproof's) are spoiled on purpose so that
//! the file's pairing is wrong in a known way.

use pairproof::checker::classify::classify;
use pairproof::checker::{check_tournament, Produced, Recorded};
use pairproof::pairing::{Board, Pairing};
use pairproof::state::RoundRequest;
use pairproof::systems::{pair, SystemId};
use pairproof::tournament::{PlayerId, Round, Tournament};
use std::path::PathBuf;

fn corpus(folder: &str, name: &str) -> Tournament {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("corpora")
        .join(folder)
        .join(name);
    pairproof::trf::read_file(&path).unwrap()
}

/// The class of `recorded` as the file's pairing of round `round`.
fn class_of(t: &Tournament, round: Round, recorded: Pairing) -> String {
    let request = RoundRequest::recorded_round(t, round, t.rounds_in_file());
    let ours = Produced::Paired(pair(SystemId::Dutch2017, t, &request).unwrap());
    classify(
        SystemId::Dutch2017.into(),
        t,
        &request,
        &Recorded::Paired(recorded),
        &ours,
    )
    .class
}

/// A round identical with the file's carries no classification.
#[test]
fn identical_rounds_are_not_classified() {
    let t = corpus("dutch-2017", "small-1.trf");
    let checks = check_tournament(SystemId::Dutch2017, &t, Round::new(5));
    assert!(checks[0].identical);
    assert_eq!(checks[0].difference, None);
}

/// E.1-E.5: the first board's colours swapped.
#[test]
fn swapped_colours_are_the_references_colours_fault() {
    let t = corpus("dutch-2017", "small-1.trf");
    let round = Round::new(5).unwrap();
    let mut p = Pairing::from_round(&t, round);
    let b = p.boards[0];
    p.boards[0] = Board {
        white: b.black,
        black: b.white,
    };
    let class = class_of(&t, round, p);
    assert!(class.starts_with("reference colours at E."), "{class}");
}

/// C.1: two boards' opponents exchanged so that two earlier opponents meet.
#[test]
fn a_rematch_is_the_references_illegality_at_c1() {
    let t = corpus("dutch-2017", "small-1.trf");
    let round = Round::new(5).unwrap();
    let mut p = Pairing::from_round(&t, round);
    let met = |a: PlayerId, b: PlayerId| {
        let player = t.player(a).unwrap();
        (0..round.index()).any(|r| {
            player
                .entry(r)
                .is_some_and(|e| e.opponent == Some(b) && e.is_played_game())
        })
    };
    let (i, j) = (0..p.boards.len())
        .flat_map(|i| (0..p.boards.len()).map(move |j| (i, j)))
        .find(|&(i, j)| i != j && met(p.boards[i].white, p.boards[j].white))
        .expect("some earlier opponents on two boards");
    let (bi, bj) = (p.boards[i], p.boards[j]);
    p.boards[i] = Board {
        white: bi.white,
        black: bj.white,
    };
    p.boards[j] = Board {
        white: bi.black,
        black: bj.black,
    };
    assert_eq!(class_of(&t, round, p), "reference illegal at C.1");
}

/// The worse fault is pairproof's own: the spoiled pairing on pairproof's
/// side makes the class "pairproof illegal", whatever the file says.
#[test]
fn pairproofs_own_fault_comes_first() {
    let t = corpus("dutch-2017", "small-1.trf");
    let round = Round::new(5).unwrap();
    let request = RoundRequest::recorded_round(&t, round, t.rounds_in_file());
    // The last board dropped, its white player given the bye: its black
    // player is left out of the round (completion).
    let mut spoiled = Pairing::from_round(&t, round);
    let board = spoiled.boards.pop().unwrap();
    spoiled.bye = Some(board.white);
    let recorded = Recorded::Paired(Pairing::from_round(&t, round));
    let class = classify(
        SystemId::Dutch2017.into(),
        &t,
        &request,
        &recorded,
        &Produced::Paired(spoiled),
    )
    .class;
    assert!(class.starts_with("pairproof illegal at "), "{class}");
}

/// A round pairproof cannot pair while the file pairs it.
#[test]
fn no_pairing_of_pairproofs_is_its_own_class() {
    let t = corpus("dutch-2017", "small-1.trf");
    let round = Round::new(5).unwrap();
    let request = RoundRequest::recorded_round(&t, round, t.rounds_in_file());
    let recorded = Recorded::Paired(Pairing::from_round(&t, round));
    let produced = Produced::Unpairable {
        message: "no pairing".into(),
        reason: None,
    };
    let d = classify(
        SystemId::Dutch2017.into(),
        &t,
        &request,
        &recorded,
        &produced,
    );
    assert_eq!(d.class, "pairproof found no pairing");
    assert_eq!(
        d.reference.and_then(|r| r.verdict),
        Some(pairproof::verifier::Verdict::Optimal)
    );
}

/// Both optimal: the class names the step of section D where the two part.
/// default-256 round 7 under the bracket-number reading of D.2 (the model
/// file's `d2_remainder_numbering = "bracket"`): bbpPairings numbers the
/// remainder afresh, and the bracket's own numbers make another exchange
/// come first by its smaller difference of the sums (D.2.b).
#[test]
fn both_optimal_names_the_exchange_rule_that_parts_them() {
    let t = corpus("dutch-2017", "default-256.trf");
    let text = "system = \"dutch-2017\"\n[readings]\nd2_remainder_numbering = \"bracket\"\n";
    let model = pairproof::model::parse(text, std::path::Path::new("bracket.toml")).unwrap();
    let checks = check_tournament(
        model.setup(pairproof::solver::Solver::Exact),
        &t,
        Round::new(7),
    );
    let difference = checks[0]
        .difference
        .as_ref()
        .expect("round 7 differs under the bracket numbers");
    assert_eq!(difference.class, "both optimal: generation order at D.2.b");
    let reference = difference.reference.as_ref().unwrap();
    assert_eq!(
        (reference.first_in_order, reference.order_step.as_deref()),
        (Some(false), Some("D.2.b"))
    );
    assert_eq!(
        difference.pairproof.as_ref().unwrap().first_in_order,
        Some(true)
    );
}
