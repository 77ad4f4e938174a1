//! C.04.7, the Baku Acceleration Method, as pairproof derives it: the
//! initial groups division (GA's size, and bbpPairings 6.0.0's reading of
//! it), the virtual points round by round, late entries, explicit `XXA`/`250`
//! lines taking precedence, the point systems the text covers, and a round 1
//! paired as the text demands.

use crate::common;

use pairproof::acceleration::baku::{self, GaSize};
use pairproof::error::{Error, ExitCode};
use pairproof::state::RoundRequest;
use pairproof::systems::{self, Setup, SystemId};
use pairproof::tournament::{Round, Tournament};
use std::path::Path;

const BAKU: &str = "192 FIDE_DUTCH_2026_BAKU";

/// `t` with the acceleration a `dutch-2026` command derives for it.
fn accelerated(mut t: Tournament, ga_size: GaSize) -> Tournament {
    let mut setup = Setup::new(SystemId::Dutch2026, Default::default());
    setup.acceleration.ga_size = ga_size;
    setup
        .accelerate(&mut t, Path::new("t.trf"))
        .expect("C.04.7 applies");
    t
}

/// A player's virtual points (tenths) in rounds 1..=rounds.
fn schedule_of(t: &Tournament, id: u32, rounds: usize) -> Vec<i32> {
    Round::all(rounds).map(|r| t.acceleration(id, r)).collect()
}

#[test]
fn c04_7_initial_groups_division_ga_is_the_first_half_rounded_up_to_even() {
    // 2 x ceil(N/4): 10 -> 6, 12 -> 6, 14 -> 8; the note's 161 -> 82.
    for (n, ga) in [(10, 6), (12, 6), (14, 8), (161, 82)] {
        assert_eq!(GaSize::Text.ga(n), ga, "{n} players");
    }
    let t = accelerated(common::tournament_with(10, 9, &[BAKU], &[]), GaSize::Text);
    let derived = t.config.derived_acceleration.as_ref().expect("derived");
    assert_eq!((derived.players, derived.ga, derived.last_ga), (10, 6, 6));
    assert_eq!(schedule_of(&t, 6, 1), vec![10]);
    assert_eq!(schedule_of(&t, 7, 1), vec![0]);
}

#[test]
fn c04_7_bbp_first_half_reading_gives_bbppairings_ga() {
    // bbpPairings 6.0.0: the first half rounded up, not to an even number.
    for (n, ga) in [(10, 5), (12, 6), (14, 7), (161, 81)] {
        assert_eq!(GaSize::BbpFirstHalf.ga(n), ga, "{n} players");
    }
    let t = accelerated(
        common::tournament_with(10, 9, &[BAKU], &[]),
        GaSize::BbpFirstHalf,
    );
    assert_eq!(t.config.derived_acceleration.as_ref().unwrap().last_ga, 5);
    assert_eq!(schedule_of(&t, 5, 1), vec![10]);
    assert_eq!(schedule_of(&t, 6, 1), vec![0]);
}

#[test]
fn c04_7_virtual_points_for_nine_rounds_are_1_1_1_half_half_then_0() {
    // Nine rounds: five accelerated, a win's worth before the first three.
    assert_eq!(baku::schedule(9), (3, 5));
    let t = accelerated(common::tournament_with(12, 9, &[BAKU], &[]), GaSize::Text);
    assert_eq!(schedule_of(&t, 1, 9), vec![10, 10, 10, 5, 5, 0, 0, 0, 0]);
    // GB players never get any.
    assert_eq!(schedule_of(&t, 7, 9), vec![0; 9]);
    // Other lengths: 5 rounds (3 accelerated, 2 full), 11 rounds (6, 3).
    assert_eq!(
        (baku::schedule(5), baku::schedule(11), baku::schedule(1)),
        ((2, 3), (3, 6), (1, 1))
    );
}

#[test]
fn c04_7_a_late_entry_keeps_the_last_ga_player() {
    // Player 3 enters in round 2 (absent in round 1): round 1 lists 10
    // players, GA 6 of them, the last being 7 (the sixth of 1 2 4 5 6 7).
    // Player 3 ranks above him, so GA holds 7 players from round 2 on.
    let round1 = ["1-7:1 8-2:0 4-9:1 10-5:0 6-11:1 3:Z"];
    let t = accelerated(
        common::tournament_with(11, 5, &[BAKU], &round1),
        GaSize::Text,
    );
    let derived = t.config.derived_acceleration.as_ref().unwrap();
    assert_eq!((derived.players, derived.ga, derived.last_ga), (10, 6, 7));
    assert_eq!(schedule_of(&t, 3, 3), vec![10, 10, 5]);
    assert_eq!(schedule_of(&t, 7, 3), vec![10, 10, 5]);
    assert_eq!(schedule_of(&t, 8, 3), vec![0, 0, 0]);
    // Counting all 11 players would have made 6 the last GA player, as the
    // bbpPairings reading does (ceil(11/2) = 6 of every listed player).
    assert_eq!(GaSize::Text.ga(11), 6);
    let bbp = accelerated(
        common::tournament_with(11, 5, &[BAKU], &round1),
        GaSize::BbpFirstHalf,
    );
    assert_eq!(bbp.config.derived_acceleration.as_ref().unwrap().last_ga, 6);
}

#[test]
fn c04_7_explicit_xxa_or_250_lines_mean_no_derived_acceleration() {
    let t = accelerated(
        common::tournament_with(10, 5, &[BAKU, "XXA    9  1.0"], &[]),
        GaSize::Text,
    );
    assert_eq!(t.config.derived_acceleration, None);
    assert_eq!(schedule_of(&t, 1, 1), vec![0]);
    assert_eq!(schedule_of(&t, 9, 1), vec![10]);
    let t = accelerated(
        common::tournament_with(10, 5, &[BAKU, "250      0.5   1   1    8    9"], &[]),
        GaSize::Text,
    );
    assert_eq!(t.config.derived_acceleration, None);
    assert_eq!(
        (
            t.acceleration(1, Round::first()),
            t.acceleration(8, Round::first()),
            t.acceleration(9, Round::first())
        ),
        (0, 5, 5)
    );
}

#[test]
fn c04_7_no_acceleration_without_baku_type_or_request() {
    let t = accelerated(
        common::tournament_with(10, 5, &["192 FIDE_DUTCH_2026"], &[]),
        GaSize::Text,
    );
    assert!(t.config.acceleration.is_empty());
    // --baku (or a model's acceleration = "baku") asks for it regardless.
    let mut t = common::tournament_with(10, 5, &["192 FIDE_DUTCH_2026"], &[]);
    Setup::new(SystemId::Dutch2026, Default::default())
        .with_baku(true)
        .accelerate(&mut t, Path::new("t.trf"))
        .unwrap();
    assert_eq!(t.config.derived_acceleration.as_ref().unwrap().last_ga, 6);
}

/// Round 1 of 10 players under FIDE_DUTCH_2026_BAKU, worked by hand: GA =
/// players 1-6 with a virtual point, GB = 7-10 without. The scoregroup 1.0
/// (1-6) pairs S1 1 2 3 against S2 4 5 6, the scoregroup 0 (7-10) 7 8
/// against 9 10; colours by 5.2.5 (XXC white1: odd-numbered higher players
/// get white): 1-4, 5-2, 3-6, 7-9, 10-8. Without acceleration it would be
/// 1-6, 7-2, 3-8, 9-4, 5-10.
#[test]
fn c04_7_round_one_of_ten_players_is_paired_in_two_groups() {
    let t = common::tournament_with(10, 5, &[BAKU], &[]);
    common::assert_pairs(
        SystemId::Dutch2026,
        &t,
        &[(1, 4), (5, 2), (3, 6), (7, 9), (10, 8)],
        None,
    );
    let plain = common::tournament_with(10, 5, &["192 FIDE_DUTCH_2026"], &[]);
    common::assert_pairs(
        SystemId::Dutch2026,
        &plain,
        &[(1, 6), (7, 2), (3, 8), (9, 4), (5, 10)],
        None,
    );
}

/// The pairing score counts the virtual points: after a round 1 in which
/// GA player 1 lost to GB player 7, both stand on 1.0 for round 2.
#[test]
fn c04_7_pairing_score_is_points_plus_virtual_points() {
    let round1 = ["1-4:1 5-2:0 3-6:1 7-9:1 10-8:0"];
    let t = accelerated(
        common::tournament_with(10, 5, &[BAKU], &round1),
        GaSize::Text,
    );
    let request = RoundRequest::next_round(&t).unwrap();
    let states = pairproof::state::derive(
        &t,
        &request,
        &systems::derivation_rules(SystemId::Dutch2026),
    );
    let score = |id: u32| states.iter().find(|s| s.id == id).unwrap().pairing_score;
    // 1 won (1 + 1), 4 lost (0 + 1), 7 won (1 + 0), 9 lost (0 + 0).
    assert_eq!((score(1), score(4), score(7), score(9)), (20, 10, 10, 0));
}

/// The text leaves the virtual points undefined: a point system in which a
/// draw is not half a win (3-1-0), a `_BAKU` type with nobody in round 1, no
/// number of rounds before round 1. Each is an input error at the `192` line.
/// (A file without players is already one, at its first line.)
#[test]
fn c04_7_undefined_acceleration_is_an_input_error_at_the_type_line() {
    let head = "012 Baku test\n192 FIDE_DUTCH_2026_BAKU\nXXR 5\n";
    let player = "001    1      Test Player                       2000                             0.0    1\n";
    let cases = [
        (
            format!("{head}162  W 3.0    D 1.0\n{player}"),
            "a draw is worth half a win",
        ),
        (
            format!("{head}{}  0000 - Z\n", player.trim_end_matches('\n')),
            "needs the players of round 1",
        ),
        (
            format!("012 Baku test\n192 FIDE_DUTCH_2026_BAKU\n{player}"),
            "needs the number of rounds",
        ),
    ];
    for (text, expected) in cases {
        match pairproof::trf::parse(&text, Path::new("bad.trf")) {
            Err(e @ Error::Input { .. }) => {
                assert_eq!(e.exit_code(), ExitCode::InvalidInput);
                let Error::Input { at, message } = e else {
                    unreachable!()
                };
                assert_eq!((at.line, at.column), (2, 5), "{message}");
                assert!(
                    message.contains("FIDE_DUTCH_2026_BAKU") && message.contains(expected),
                    "{message}"
                );
            }
            other => panic!("expected an input error for {expected:?}, got {other:?}"),
        }
    }
    // With explicit acceleration the text is not needed: no error.
    let explicit = format!("{head}162  W 3.0    D 1.0\nXXA    1  3.0\n{player}");
    assert!(pairproof::trf::parse(&explicit, Path::new("ok.trf")).is_ok());
}

/// The shared corpus built with the text's count (`../shared/corpora/
/// dutch-2026-baku`, 60 files naming `192 FIDE_DUTCH_2026_BAKU` and no
/// acceleration line): every round reproduced, the virtual points derived.
#[test]
#[ignore = "reads ../shared, outside the repository"]
fn c04_7_every_round_of_the_shared_baku_corpus() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/corpora/dutch-2026-baku");
    let files = pairproof::trf::find_files(&root);
    assert_eq!(files.len(), 60, "{}", root.display());
    common::assert_every_round_identical(SystemId::Dutch2026, &files, 500);
}

/// The subset of that corpus in `corpora/dutch-2026-baku`.
#[test]
fn c04_7_every_round_of_the_baku_subset() {
    let files = common::corpus_files("dutch-2026-baku");
    assert!(files.len() >= 5, "the subset has {} files", files.len());
    common::assert_every_round_identical(SystemId::Dutch2026, &files, 40);
}
