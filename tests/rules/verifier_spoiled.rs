//! The verifier on reference rounds of `corpora/dutch-2017` (bbpPairings,
//! identical to pairproof's) and on the same rounds spoiled on purpose: each
//! spoiled round must get the right verdict and name the right paragraph.

use pairproof::pairing::{Board, Pairing};
use pairproof::state::RoundRequest;
use pairproof::systems::SystemId;
use pairproof::tournament::{PlayerId, Round, Tournament};
use pairproof::verifier::{verify, verify_recorded, Verdict};
use std::path::PathBuf;

fn corpus(name: &str) -> Tournament {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("corpora/dutch-2017")
        .join(name);
    pairproof::trf::read_file(&path).unwrap()
}

fn request(t: &Tournament, round: Round) -> RoundRequest {
    RoundRequest::recorded_round(t, round, t.rounds_in_file())
}

fn verdict_of(t: &Tournament, round: Round, p: &Pairing) -> (Verdict, String) {
    let report = verify(SystemId::Dutch2017, t, &request(t, round), p).unwrap();
    let criterion = report.finding.map(|f| f.criterion).unwrap_or_default();
    (report.verdict, criterion)
}

/// small-1 round 5 (27 players) as bbpPairings paired it: proved optimal.
#[test]
fn reference_round_is_optimal() {
    let t = corpus("small-1.trf");
    let report = verify_recorded(SystemId::Dutch2017, &t, Round::new(5).unwrap()).unwrap();
    assert_eq!(report.verdict, Verdict::Optimal, "{}", report.render());
    assert!(report.render().starts_with("optimal\n"));
}

/// C.1: two players who met in round 1 are paired again (opponents of two
/// boards swapped so that a rematch appears).
#[test]
fn rematch_is_illegal_under_c1() {
    let t = corpus("small-1.trf");
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
    let (i, j, a, b) = (0..p.boards.len())
        .flat_map(|i| (0..p.boards.len()).map(move |j| (i, j)))
        .filter(|(i, j)| i != j)
        .find_map(|(i, j)| {
            let (x, y) = (p.boards[i], p.boards[j]);
            met(x.white, y.white).then_some((i, j, x.white, y.white))
        })
        .expect("some earlier opponents on two boards");
    let (bi, bj) = (p.boards[i], p.boards[j]);
    p.boards[i] = Board { white: a, black: b };
    p.boards[j] = Board {
        white: bi.black,
        black: bj.black,
    };
    assert_eq!(
        verdict_of(&t, round, &p),
        (Verdict::Illegal, "C.1".to_string())
    );
}

/// C.2: the bye given to a player who already had a pairing-allocated bye.
#[test]
fn second_bye_is_illegal_under_c2() {
    let t = corpus("small-1.trf");
    // Find a round with a bye, after a round where someone else had one.
    let rounds = t.rounds_in_file();
    let (round, earlier) = Round::all(rounds)
        .skip(1)
        .find_map(|r| {
            let now = Pairing::from_round(&t, r).bye?;
            let before = Round::all(r.index())
                .find_map(|q| Pairing::from_round(&t, q).bye.filter(|&b| b != now))?;
            Some((r, before))
        })
        .expect("two different byes");
    let mut p = Pairing::from_round(&t, round);
    let now = p.bye.unwrap();
    let board = p
        .boards
        .iter_mut()
        .find(|b| b.white == earlier || b.black == earlier);
    let Some(board) = board else {
        panic!("player {earlier} is not paired in round {round}")
    };
    if board.white == earlier {
        board.white = now;
    } else {
        board.black = now;
    }
    p.bye = Some(earlier);
    let (verdict, criterion) = verdict_of(&t, round, &p);
    assert_eq!(verdict, Verdict::Illegal);
    assert!(criterion == "C.2" || criterion == "C.1", "{criterion}");
}

/// E.1-E.5: the colours of every board reversed; the pairs stay right.
#[test]
fn flipped_colours_are_reported_as_colours() {
    let t = corpus("small-1.trf");
    let round = Round::new(5).unwrap();
    let mut p = Pairing::from_round(&t, round);
    for b in &mut p.boards {
        *b = Board {
            white: b.black,
            black: b.white,
        };
    }
    let (verdict, criterion) = verdict_of(&t, round, &p);
    assert_eq!(verdict, Verdict::Colours);
    assert!(criterion.starts_with("E."), "{criterion}");
}

/// A player left out of the pairing: the round is not complete (A.9).
#[test]
fn missing_player_is_illegal() {
    let t = corpus("small-1.trf");
    let round = Round::new(5).unwrap();
    let mut p = Pairing::from_round(&t, round);
    p.boards.pop();
    assert_eq!(verdict_of(&t, round, &p).0, Verdict::Illegal);
}

/// Swapping opponents between boards of different score groups moves players
/// to another bracket: legal swaps must be found suboptimal on a quality
/// criterion, with a witness.
#[test]
fn opponents_swapped_between_brackets_is_suboptimal() {
    let t = corpus("small-1.trf");
    let round = Round::new(5).unwrap();
    let reference = Pairing::from_round(&t, round);
    let req = request(&t, round);
    let score = |id: PlayerId| {
        t.player(id)
            .unwrap()
            .points_before(round.index(), &t.config.points)
    };
    let mut found = 0;
    for i in 0..reference.boards.len() {
        for j in (i + 1)..reference.boards.len() {
            let (x, y) = (reference.boards[i], reference.boards[j]);
            if score(x.white).max(score(x.black)) == score(y.white).max(score(y.black)) {
                continue;
            }
            let mut p = reference.clone();
            p.boards[i] = Board {
                white: x.white,
                black: y.black,
            };
            p.boards[j] = Board {
                white: y.white,
                black: x.black,
            };
            let report = verify(SystemId::Dutch2017, &t, &req, &p).unwrap();
            match report.verdict {
                Verdict::Illegal => continue,
                Verdict::Suboptimal => {
                    let f = report.finding.unwrap();
                    assert!(f.criterion.starts_with("C."), "{}", f.criterion);
                    assert!(f.witness.is_some());
                    found += 1;
                }
                other => panic!("boards {i} and {j} swapped: {other:?}\n{}", report.render()),
            }
            if found >= 3 {
                return;
            }
        }
    }
    assert!(found > 0, "no legal swap found");
}

/// Every round of `corpora/dutch-2017` (all identical to pairproof's own
/// pairings, see `dutch2017_corpus.rs`): the verifier proves each optimal on
/// every criterion and the candidate the generation order picks first (B.8).
#[test]
fn generator_pairings_of_the_corpus_are_optimal_and_first() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("corpora/dutch-2017");
    let files = pairproof::audit::collect_files(&[dir]).unwrap();
    let audits = pairproof::audit::audit_files(SystemId::Dutch2017, &files, |_| {});
    let mut rounds = 0;
    for audit in &audits {
        assert!(
            audit.error.is_none(),
            "{}: {:?}",
            audit.path.display(),
            audit.error
        );
        for r in &audit.rounds {
            rounds += 1;
            let report = r.report.as_ref().unwrap_or_else(|| {
                panic!("{} round {}: {:?}", audit.path.display(), r.round, r.error)
            });
            assert_eq!(
                report.verdict,
                Verdict::Optimal,
                "{} round {}:\n{}",
                audit.path.display(),
                r.round,
                report.render()
            );
            assert_eq!(
                report.first_in_order,
                Some(true),
                "{} round {}",
                audit.path.display(),
                r.round
            );
        }
    }
    assert!(rounds > 200, "only {rounds} rounds");
}
