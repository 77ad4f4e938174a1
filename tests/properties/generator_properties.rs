//! Property test: random small tournaments generated and paired by pairproof's
//! own `dutch-2017`, `dutch-2012` and `rating-1992` engines (`generator::run` / `generator::generate`) obey the
//! absolute criteria in every round, checked from the TRF history (and, for
//! C.3, the preferences `state::derive` gives before each round):
//!
//! - C.1: no two players are paired who already played a game (forfeits are
//!   not games, `systems.md`);
//! - C.2 (B.1.b of 2012): no pairing-allocated bye for a player who had one
//!   or won by forfeit (2012: or had any point without playing), unless no
//!   complete pairing gives it to an eligible player (the 2012 relaxation);
//! - C.3: non-topscorers with the same absolute colour preference do not meet
//!   (preferences recomputed with `state::derive` before each round); and an
//!   absolute preference is granted unless the opponent wants the same colour
//!   absolutely (E.1-E.2);
//! - every player present in a round (not absent, late, withdrawn or on a
//!   half-point bye) is paired exactly once or gets the single bye; a bye only
//!   when the number of present players is odd;
//! - when the generator stops early (the engine found no pairing), no complete
//!   pairing of that round exists under C.1-C.3 (exhaustive search);
//! - the Free Pairings Checker re-pairs every generated round identically;
//! - the SAT verifier proves every round optimal on C.5-C.19 and the candidate
//!   the generation order picks first (B.8);
//! - the same seed gives the same TRF text.
//!
//! An engine error on a generated input fails the test with the seed and the
//! configuration, so that the case can be replayed.

use pairproof::error::Error;
use pairproof::generator::{self, Generated, GeneratorConfig};
use pairproof::pairing::{Board, Pairing};
use pairproof::state::{derive, RoundRequest, Strength};
use pairproof::systems::{self, SystemId};
use pairproof::tournament::{PlayerId, Round, Tournament};
use proptest::prelude::*;
use proptest::test_runner::Config as ProptestConfig;
use std::collections::{BTreeSet, HashSet};

fn config(
    players: u32,
    rounds: u32,
    forfeit: f64,
    retired: f64,
    half_bye: f64,
    late: f64,
) -> GeneratorConfig {
    GeneratorConfig {
        players: Some(players),
        rounds: Some(rounds),
        forfeit_rate: Some(forfeit),
        retired_rate: Some(retired),
        half_point_bye_rate: Some(half_bye),
        late_entry_rate: Some(late),
        ..GeneratorConfig::default()
    }
}

/// Whether `a` and `b` played a game (not a forfeit) before round `round`.
fn played_before(t: &Tournament, a: PlayerId, b: PlayerId, round: usize) -> bool {
    let p = t.player(a).unwrap();
    (0..round).any(|r| {
        p.entry(r)
            .is_some_and(|e| e.opponent == Some(b) && e.is_played_game())
    })
}

/// Whether the players of `request` can all be paired under C.1-C.3 with at
/// most one pairing-allocated bye (exhaustive search, memoised on the set of
/// players still to pair).
fn completable(system: SystemId, t: &Tournament, request: &RoundRequest) -> bool {
    let states = derive(t, request, &systems::derivation_rules(system));
    let present: Vec<usize> = request
        .present
        .iter()
        .map(|id| t.index_of(*id).unwrap())
        .collect();
    let n = present.len();
    assert!(n <= 32);
    let compatible = |a: usize, b: usize| {
        let (sa, sb) = (&states[present[a]], &states[present[b]]);
        let same_absolute = sa.preference.strength == Strength::Absolute
            && sb.preference.strength == Strength::Absolute
            && sa.preference.colour == sb.preference.colour;
        let forbidden = t
            .config
            .forbidden
            .iter()
            .any(|g| g.contains(&sa.id) && g.contains(&sb.id));
        // Absolute preferences for the same colour clash unless one is a topscorer's.
        let colours_clash = same_absolute && !sa.topscorer && !sb.topscorer;
        let barred =
            played_before(t, sa.id, sb.id, request.round.index()) || forbidden || colours_clash;
        !barred
    };
    let mut adj = vec![0u32; n];
    for (a, row) in adj.iter_mut().enumerate() {
        for b in 0..n {
            if a != b && compatible(a, b) {
                *row |= 1 << b;
            }
        }
    }
    let bye_ok: u32 = (0..n)
        .filter(|&a| n % 2 == 1 && !states[present[a]].bye_ineligible)
        .fold(0, |m, a| m | 1 << a);
    fn search(
        left: u32,
        adj: &[u32],
        bye_ok: u32,
        bye_used: bool,
        failed: &mut HashSet<u32>,
    ) -> bool {
        if left == 0 {
            return true;
        }
        if failed.contains(&left) {
            return false;
        }
        let i = left.trailing_zeros() as usize;
        let rest = left & !(1 << i);
        let mut found =
            !bye_used && bye_ok & (1 << i) != 0 && search(rest, adj, bye_ok, true, failed);
        let mut partners = adj[i] & rest;
        while !found && partners != 0 {
            let j = partners.trailing_zeros();
            partners &= partners - 1;
            found = search(rest & !(1 << j), adj, bye_ok, bye_used, failed);
        }
        if !found {
            failed.insert(left);
        }
        found
    }
    let all = if n == 32 { u32::MAX } else { (1u32 << n) - 1 };
    // With an odd number of players the bye is used once the set left is even,
    // so the set of players left determines the rest of the search.
    search(all, &adj, bye_ok, false, &mut HashSet::new())
}

/// The per-round properties (C.1, C.2, C.3, absolute colours granted, every
/// present player placed once, the bye) of a generated tournament.
fn round_violations(system: SystemId, g: &Generated) -> Result<(), String> {
    let t = &g.tournament;
    let xxr = g.settings.rounds as usize;
    for number in Round::all(g.rounds_played) {
        let round = number.index();
        let request = RoundRequest::recorded_round(t, number, xxr);
        let states = derive(t, &request, &systems::derivation_rules(system));
        let mut present = 0;
        let mut byes = Vec::new();
        for (i, p) in t.players.iter().enumerate() {
            let e = p
                .entry(round)
                .ok_or(format!("round {number}: player {} has a blank field", p.id))?;
            if let Some(code) = g.absences.code(i, round) {
                if e.was_paired() || e.result != code {
                    return Err(format!(
                        "round {number}: player {} is absent ({code:?}) but has {e:?}",
                        p.id
                    ));
                }
                continue;
            }
            present += 1;
            match e.opponent {
                None if e.is_pairing_bye() => {
                    byes.push(p.id);
                    if states[i].bye_ineligible && completable(system, t, &request) {
                        return Err(format!(
                            "C.2: round {number}: player {} gets a second bye",
                            p.id
                        ));
                    }
                }
                None => {
                    return Err(format!(
                        "round {number}: player {} is present but not paired: {e:?}",
                        p.id
                    ))
                }
                Some(q) => {
                    let qi = t.index_of(q).unwrap();
                    if q == p.id || g.absences.code(qi, round).is_some() {
                        return Err(format!(
                            "round {number}: player {} paired with {q}, who is not present",
                            p.id
                        ));
                    }
                    if t.players[qi].entry(round).and_then(|o| o.opponent) != Some(p.id) {
                        return Err(format!(
                            "round {number}: {} plays {q} but not the other way round",
                            p.id
                        ));
                    }
                    if played_before(t, p.id, q, round) {
                        return Err(format!("C.1: round {number}: {} and {q} meet again", p.id));
                    }
                    let (sp, sq) = (&states[i], &states[qi]);
                    let (pp, pq) = (sp.preference, sq.preference);
                    let absolute = Strength::Absolute;
                    let same_absolute = pp.strength == absolute
                        && pq.strength == absolute
                        && pp.colour == pq.colour;
                    if same_absolute && !sp.topscorer && !sq.topscorer {
                        return Err(format!(
                            "C.3: round {number}: {} and {q} both want {:?} absolutely and are not topscorers",
                            p.id, pp.colour
                        ));
                    }
                    // 1992 A.7.a is "not in effect" for players over 50% in the last round.
                    let in_effect = !(system == SystemId::Rating1992 && sp.topscorer);
                    if pp.strength == absolute
                        && !same_absolute
                        && e.colour != pp.colour
                        && in_effect
                    {
                        return Err(format!(
                            "E.1/E.2: round {number}: player {} wants {:?} absolutely, gets {:?} against {q} ({pq:?})",
                            p.id, pp.colour, e.colour
                        ));
                    }
                }
            }
        }
        if byes.len() > 1 || byes.len() != present % 2 {
            return Err(format!(
                "round {number}: {present} players present, byes {byes:?}"
            ));
        }
    }

    Ok(())
}

/// Generates one tournament and checks every property; `Err` describes the
/// first violation.
fn check(system: SystemId, cfg: &GeneratorConfig, seed: u64) -> Result<(), String> {
    let mut stop: Option<(Tournament, RoundRequest)> = None;
    let g = generator::run(cfg, seed, |t, request| {
        let result = systems::pair(system, t, request);
        if matches!(result, Err(Error::NoPairing(_))) {
            stop = Some((t.clone(), request.clone()));
        }
        result
    })
    .map_err(|e| format!("the engine failed: {e}"))?;
    let t = &g.tournament;
    let xxr = g.settings.rounds as usize;
    round_violations(system, &g)?;

    // An early end must be a round that really has no complete pairing.
    match (&g.stopped, &stop) {
        (None, _) if g.rounds_played == xxr => {}
        (Some(_), Some((t_stop, request))) => {
            if completable(system, t_stop, request) {
                return Err(format!(
                    "round {}: the engine found no pairing, but a complete pairing under C.1-C.3 exists",
                    request.round
                ));
            }
        }
        _ => {
            return Err(format!(
                "{} of {xxr} rounds played, stopped: {:?}",
                g.rounds_played, g.stopped
            ))
        }
    }

    // The checker re-pairs every recorded round as the generator paired it.
    for r in pairproof::checker::check_tournament(system, t, None) {
        if matches!(r.recorded, pairproof::checker::Recorded::Paired(_)) && !r.identical {
            return Err(format!(
                "the checker re-pairs round {} differently: recorded {:?}, produced {:?}",
                r.round, r.recorded, r.produced
            ));
        }
    }

    // The SAT verifier proves every round optimal and first in generation order.
    for round in Round::all(t.rounds_in_file()) {
        let report = pairproof::verifier::verify_recorded(system, t, round)
            .map_err(|e| format!("the verifier failed on round {round}: {e}"))?;
        if report.verdict != pairproof::verifier::Verdict::Optimal
            || report.first_in_order != Some(true)
        {
            return Err(format!(
                "the verifier on round {}:\n{}",
                round,
                report.render()
            ));
        }
    }

    // Same seed, same tournament, same text.
    let again =
        generator::generate(system, cfg, seed).map_err(|e| format!("second run failed: {e}"))?;
    if pairproof::trf::write(&again) != pairproof::trf::write(t) {
        return Err("the same seed gave a different TRF".to_string());
    }
    Ok(())
}

/// A random small tournament's configuration (sizes and rates of forfeits,
/// withdrawals, half-point byes and late entries) and seed.
fn random_config() -> impl Strategy<Value = (GeneratorConfig, u64)> {
    (
        8u32..=24,
        4u32..=7,
        any::<u64>(),
        0.0f64..10.0,
        0.0f64..20.0,
        0.0f64..8.0,
        0.0f64..10.0,
    )
        .prop_map(
            |(players, rounds, seed, forfeit, retired, half_bye, late)| {
                (
                    config(players, rounds, forfeit, retired, half_bye, late),
                    seed,
                )
            },
        )
}

proptest! {
    #![proptest_config(ProptestConfig {
        // PROPTEST_CASES=200 for a longer hunt.
        cases: std::env::var("PROPTEST_CASES").ok().and_then(|v| v.parse().ok()).unwrap_or(16),
        failure_persistence: None,
        max_shrink_iters: 16,
        ..ProptestConfig::default()
    })]

    #[test]
    fn generated_rounds_obey_the_absolute_criteria((mut cfg, seed) in random_config(), scoring in 0usize..4) {
        // 1-½-0, 3-1-0, 2-1-0, and 1-½-0 with a half-point pairing-allocated bye.
        let (win, draw, pab) = [(10, 5, 10), (30, 10, 30), (20, 10, 20), (10, 5, 5)][scoring];
        cfg.points_for_win = Some(win);
        cfg.points_for_draw = Some(draw);
        cfg.points_for_pab = Some(pab);
        if let Err(why) = check(SystemId::Dutch2017, &cfg, seed) {
            prop_assert!(false, "seed {seed}, config {cfg:?}: {why}");
        }
    }

    #[test]
    fn generated_rounds_obey_the_absolute_criteria_2012((cfg, seed) in random_config()) {
        if let Err(why) = check(SystemId::Dutch2012, &cfg, seed) {
            prop_assert!(false, "seed {seed}, config {cfg:?}: {why}");
        }
    }

    #[test]
    fn generated_rounds_obey_the_absolute_criteria_1992((cfg, seed) in random_config()) {
        if let Err(why) = check(SystemId::Rating1992, &cfg, seed) {
            prop_assert!(false, "seed {seed}, config {cfg:?}: {why}");
        }
    }
}

/// A few fixed cases, so that a regression shows up whatever proptest draws.
#[test]
fn fixed_seeds_obey_the_absolute_criteria() {
    // Found by the property test: with 2-1-0 scoring, round 3 made HiGHS
    // return "a solution that breaks the model" (bracket 3, score 2.0).
    let mut two_one_zero = config(
        19,
        5,
        4.548426433277154,
        15.428403810396475,
        6.746562366061168,
        1.7589891854667017,
    );
    two_one_zero.points_for_win = Some(20);
    two_one_zero.points_for_draw = Some(10);
    two_one_zero.points_for_pab = Some(20);
    for (seed, cfg) in [
        (1, config(9, 7, 5.0, 10.0, 4.0, 5.0)),
        (2, config(16, 6, 8.0, 0.0, 0.0, 0.0)),
        (3, config(21, 5, 2.0, 15.0, 6.0, 10.0)),
        (7381635867724691350, two_one_zero),
    ] {
        for system in [
            SystemId::Dutch2017,
            SystemId::Dutch2012,
            SystemId::Rating1992,
        ] {
            if let Err(why) = check(system, &cfg, seed) {
                panic!("{system}: seed {seed}, config {cfg:?}: {why}");
            }
        }
    }
}

/// The exhaustive search used for early ends: a round where everybody has
/// met everybody cannot be paired.
#[test]
fn completable_detects_an_unpairable_round() {
    // Four players, three rounds, a complete round robin: round 4 is unpairable.
    let line = |id: u32, rounds: [&str; 3]| {
        let name = format!("Player {id}");
        format!(
            "001 {id:>4}      {name:<33} {:>4}{:28} 1.5{:7}{}",
            2400 - id,
            "",
            "",
            rounds.join("  ")
        )
    };
    let lines = [
        line(1, ["   2 w 1", "   3 b =", "   4 w 0"]),
        line(2, ["   1 b 0", "   4 w 1", "   3 b ="]),
        line(3, ["   4 w =", "   1 w =", "   2 w ="]),
        line(4, ["   3 b =", "   2 b 0", "   1 b 1"]),
    ];
    let text = format!("012 round robin\n{}\n", lines.join("\n"));
    let t = pairproof::trf::parse(&text, std::path::Path::new("rr.trf")).unwrap();
    let request = RoundRequest::next_round(&t).unwrap();
    assert!(!completable(SystemId::Dutch2017, &t, &request));
    assert!(matches!(
        systems::pair(SystemId::Dutch2017, &t, &request),
        Err(Error::NoPairing(_))
    ));
    // After two rounds it can still be paired (1-4, 2-3 are left).
    let t2 = t.truncated(2);
    let request = RoundRequest::next_round(&t2).unwrap();
    assert!(completable(SystemId::Dutch2017, &t2, &request));
    let ids: BTreeSet<PlayerId> = request.present.iter().copied().collect();
    assert_eq!(ids.len(), 4);
}

/// The round checks are not vacuous: engines that break C.1, C.2 or C.3 are caught.
#[test]
fn round_checks_catch_broken_engines() {
    let cfg = config(10, 5, 0.0, 0.0, 0.0, 0.0);
    // Always 1-2, 3-4, ...: a rematch in round 2.
    let same_pairs = |_: &Tournament, r: &RoundRequest| -> pairproof::error::Result<Pairing> {
        let mut ids = r.present.clone();
        ids.sort_unstable();
        let bye = if ids.len() % 2 == 1 { ids.pop() } else { None };
        let boards = ids
            .chunks(2)
            .map(|p| Board {
                white: p[0],
                black: p[1],
            })
            .collect();
        Ok(Pairing { boards, bye })
    };
    let g = generator::run(&cfg, 1, same_pairs).unwrap();
    let err = round_violations(SystemId::Dutch2017, &g).unwrap_err();
    assert!(err.starts_with("C.1: round 2"), "{err}");

    // Nine players, the last one always gets the bye: a second bye in round 2.
    let g = generator::run(&config(9, 5, 0.0, 0.0, 0.0, 0.0), 1, same_pairs).unwrap();
    let err = round_violations(SystemId::Dutch2017, &g).unwrap_err();
    assert!(err.contains("C.1") || err.contains("C.2"), "{err}");
    assert!(err.contains("round 2"), "{err}");

    // Pairs rotate (no rematch) but player 1 always has white: from round 3 on
    // he has an absolute preference for black which is not granted (E.1/E.2), and
    // players 1 and 3 (white twice) would then be a C.3 pair.
    let rotating = |_: &Tournament, r: &RoundRequest| -> pairproof::error::Result<Pairing> {
        let mut ids = r.present.clone();
        ids.sort_unstable();
        let n = ids.len();
        // Circle method: player at 0 fixed, the others rotate by the round.
        let mut order = vec![ids[0]];
        for k in 0..n - 1 {
            order.push(ids[1 + (k + r.round.index()) % (n - 1)]);
        }
        let boards = (0..n / 2)
            .map(|k| Board {
                white: order[k],
                black: order[n - 1 - k],
            })
            .collect();
        Ok(Pairing { boards, bye: None })
    };
    let g = generator::run(&cfg, 1, rotating).unwrap();
    let err = round_violations(SystemId::Dutch2017, &g).unwrap_err();
    assert!(
        err.contains("round 3") && (err.starts_with("E.1/E.2") || err.starts_with("C.3")),
        "{err}"
    );
}
