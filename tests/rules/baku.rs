//! C.04.7, the Baku Acceleration Method, as pairproof derives it: the
//! initial groups division (GA's size, and bbpPairings 6.0.0's reading of
//! it), the virtual points round by round, late entries, explicit `XXA`/`250`
//! lines taking precedence, the point systems the text covers, and a round 1
//! paired as the text demands.

use crate::common;

use pairproof::acceleration::baku::{self, GaPlayers, GaSize};
use pairproof::error::{Error, ExitCode};
use pairproof::state::RoundRequest;
use pairproof::systems::{self, Setup, SystemId};
use pairproof::tournament::{Round, Tournament};
use std::path::Path;

const BAKU: &str = "192 FIDE_DUTCH_2026_BAKU";

/// `t` with the acceleration a `dutch-2026` command derives for it.
fn accelerated(t: Tournament, ga_size: GaSize) -> Tournament {
    accelerated_among(t, ga_size, GaPlayers::RoundOnePairing)
}

/// [`accelerated`] with the reading of who N counts.
fn accelerated_among(mut t: Tournament, ga_size: GaSize, who: GaPlayers) -> Tournament {
    let mut setup = Setup::new(SystemId::Dutch2026, Default::default());
    setup.acceleration.ga_size = ga_size;
    setup.acceleration.ga_players = who;
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

/// 1.2's worked example: 161 participants, GA the first 82 (the first half,
/// 80.5, rounded up to an even number), GB the other 79.
#[test]
fn c04_7_1_2_one_hundred_and_sixty_one_players_put_82_in_ga() {
    let t = accelerated(common::tournament_with(161, 9, &[BAKU], &[]), GaSize::Text);
    let derived = t.config.derived_acceleration.as_ref().expect("derived");
    assert_eq!(
        (derived.players, derived.ga, derived.last_ga),
        (161, 82, 82)
    );
    assert_eq!(schedule_of(&t, 82, 2), vec![10, 10]);
    assert_eq!(schedule_of(&t, 83, 2), vec![0, 0]);
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

/// 1.3 across several late entries: of 12 players, 2 enters in round 2 and
/// 9 in round 3 (blank before). Round 1 lists 10 players (1 3 4 5 6 7 8 10
/// 11 12): GA 6 of them, the last being 7. He stays the last GA participant
/// in every later round: 2 (numbered above him) is in GA from his first
/// round, 9 (below him) never.
#[test]
fn c04_7_1_3_the_last_ga_participant_stays_across_late_entries() {
    let rounds = [
        "1-7:1 8-3:0 4-10:1 11-5:0 6-12:1",
        "1-3:1 2-4:0 5-6:= 7-8:1 10-11:= 12:U",
        "1-2:0 3-4:1 9-5:0 6-7:1 8-10:1 11-12:=",
    ];
    let t = accelerated(
        common::tournament_with(12, 7, &[BAKU], &rounds),
        GaSize::Text,
    );
    let derived = t.config.derived_acceleration.as_ref().unwrap();
    assert_eq!((derived.players, derived.ga, derived.last_ga), (10, 6, 7));
    // Seven rounds: four accelerated, a win's worth in the first two.
    assert_eq!(schedule_of(&t, 2, 5), vec![10, 10, 5, 5, 0]);
    assert_eq!(schedule_of(&t, 7, 5), vec![10, 10, 5, 5, 0]);
    assert_eq!(schedule_of(&t, 8, 5), vec![0; 5]);
    assert_eq!(schedule_of(&t, 9, 5), vec![0; 5]);
}

/// `ga_players`, 1.2's "list of participants": in round 1 player 2 takes a
/// requested half-point bye, 9 a zero-point one. Counting round 1's pairing
/// (the default), N = 10 and GA ends with 7 (the sixth of 1 3 4 5 6 7), 2
/// inside it as a player numbered above him; counting everyone with a
/// round 1 of any kind, N = 12, GA = 2 x ceil(12/4) = 6 ends with 6, and 7
/// is in GB.
#[test]
fn c04_7_ga_players_reading_decides_whether_a_round_one_bye_counts() {
    let rounds = ["1-7:1 8-3:0 4-10:1 11-5:0 6-12:1 2:H 9:Z"];
    let t = common::tournament_with(12, 5, &[BAKU], &rounds);
    let pairing = accelerated_among(t.clone(), GaSize::Text, GaPlayers::RoundOnePairing);
    let d = pairing.config.derived_acceleration.as_ref().unwrap();
    assert_eq!((d.players, d.ga, d.last_ga), (10, 6, 7));
    let list = accelerated_among(t, GaSize::Text, GaPlayers::RoundOneList);
    let d = list.config.derived_acceleration.as_ref().unwrap();
    assert_eq!((d.players, d.ga, d.last_ga), (12, 6, 6));
    assert_eq!(schedule_of(&list, 7, 1), vec![0]);
    assert_eq!(schedule_of(&pairing, 7, 1), vec![10]);
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

/// 1.4.4's second example, as far as it applies without a team system: an
/// 11-round event on match points (2 for a win, 1 for a draw) has six
/// accelerated rounds, two virtual points in the first three, one in the
/// next three. The schedule follows the point system's win, here on a
/// 2-1-0 individual event.
#[test]
fn c04_7_1_4_4_eleven_rounds_on_match_points_give_2_2_2_1_1_1() {
    assert_eq!(baku::schedule(11), (3, 6));
    assert_eq!(baku::virtual_points(11, 20), vec![20, 20, 20, 10, 10, 10]);
    let t = accelerated(
        common::tournament_with(12, 11, &[BAKU, "162  W 2.0    D 1.0"], &[]),
        GaSize::Text,
    );
    assert_eq!(
        schedule_of(&t, 1, 11),
        vec![20, 20, 20, 10, 10, 10, 0, 0, 0, 0, 0]
    );
    assert_eq!(schedule_of(&t, 7, 11), vec![0; 11]);
}

/// 1.5: the pairing score (points plus virtual points) defines the
/// scoregroups and also orders the boards (C.04.2 3.6). Round 2 after
/// 1-4 1-0, 5-2 0-1, 3-6 1-0, 7-9 1-0, 10-8 0-1: 1, 2, 3 on 2.0; 4, 5, 6
/// (GA, lost) and 7, 8 (GB, won) on 1.0; 9, 10 on 0. Boards 2-1, 4-3,
/// 8-5, 6-7, 9-10: 8-5 and 6-7 both stand on 1.0 + 1.0, the higher-ranked
/// player, 5, puts 8-5 first; by real scores (8 on 1 and 5 on 0, 7 on 1
/// and 6 on 0) 7 would put 6-7 first.
#[test]
fn c04_7_1_5_the_pairing_score_orders_the_boards() {
    let t = common::tournament_with(10, 9, &[BAKU], &["1-4:1 5-2:0 3-6:1 7-9:1 10-8:0"]);
    common::assert_pairs(
        SystemId::Dutch2026,
        &t,
        &[(2, 1), (4, 3), (8, 5), (6, 7), (9, 10)],
        None,
    );
}

/// 1.1, the premise: any point system in which a win is worth two draws and
/// a loss nothing (2-1-0 above); not 3-1-0, nor one that pays a loss.
#[test]
fn c04_7_1_1_other_point_systems() {
    let head = "012 Baku test\n192 FIDE_DUTCH_2026_BAKU\nXXR 5\n";
    let player = "001    1      Test Player                       2000                             0.0    1\n";
    let paid_loss = format!("{head}162  W 2.0    D 1.0    L 0.5\n{player}");
    match pairproof::trf::parse(&paid_loss, Path::new("bad.trf")) {
        Err(Error::Input { message, .. }) => {
            assert!(message.contains("a loss nothing"), "{message}")
        }
        other => panic!("expected an input error, got {other:?}"),
    }
    let doubled = format!("{head}162  W 2.0    D 1.0\n{player}");
    assert!(pairproof::trf::parse(&doubled, Path::new("ok.trf")).is_ok());
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
