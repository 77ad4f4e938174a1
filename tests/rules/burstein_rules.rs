//! The Burstein system (C.04.4.2, the edition of 1 February 2026) held to
//! its paragraphs: the seeding rounds (1.6), the Index and ranking order
//! (1.7, 1.8), the PAB (3.1), the criteria [C5]-[C8], the order of Article
//! 4 and the colours of 5.2, on hand-made tournaments in the notation of
//! `tests/common`.

use crate::common::{assert_pairs, next_round, tournament};
use pairproof::engine::readings::Choices;
use pairproof::state::{ColourPreference, PlayerState, RoundRequest, Strength};
use pairproof::systems::burstein::index::{s1_7_2_standings, s1_8_ranks};
use pairproof::systems::burstein::readings::{ZeroByeSeries, HIGHER_RANKED};
use pairproof::systems::burstein::s1_6_2_seeding_rounds;
use pairproof::systems::{pair, rule_set, system_of_type, Setup, SystemId, TypeSystem};
use pairproof::tournament::Colour;

const BURSTEIN: SystemId = SystemId::Burstein;

/// 1.6.2: half the rounds, rounded down, at most four.
#[test]
fn s1_6_2_seeding_rounds_are_half_the_rounds_at_most_four() {
    assert_eq!(s1_6_2_seeding_rounds(Some(5)), 2);
    assert_eq!(s1_6_2_seeding_rounds(Some(7)), 3);
    assert_eq!(s1_6_2_seeding_rounds(Some(8)), 4);
    assert_eq!(s1_6_2_seeding_rounds(Some(11)), 4);
    assert_eq!(s1_6_2_seeding_rounds(Some(1)), 0);
}

/// 1.6.1: a seeding round is paired by the FIDE (Dutch) System: round 2 of
/// 5 (two seeding rounds) is handed to the Dutch rules and paired as they
/// pair it; round 3 is Burstein's own.
#[test]
fn s1_6_1_a_seeding_round_is_paired_by_the_dutch_rules() {
    let t = tournament(8, 5, &["1-5:1 6-2:1 3-7:1 8-4:1"]);
    let request = RoundRequest::next_round(&t).unwrap();
    let handed = rule_set(BURSTEIN)
        .round_rules(&request)
        .expect("a seeding round");
    assert_eq!(handed.text().name, "dutch-2026");
    assert_eq!(
        next_round(BURSTEIN, &t),
        next_round(SystemId::Dutch2026, &t)
    );
    // Round 3 of 5 is no seeding round.
    let t = tournament(
        8,
        5,
        &["1-5:1 6-2:1 3-7:1 8-4:1", "2-1:1 3-4:1 5-7:1 6-8:1"],
    );
    let request = RoundRequest::next_round(&t).unwrap();
    assert!(rule_set(BURSTEIN).round_rules(&request).is_none());
}

/// 1.7.1, 1.7.2, 1.8: round 1, 1-2 1-0, 3-4 ½-½; round 2, 1-4 1-0, 2 the
/// PAB, 3 a half-point bye. Buchholz (the unplayed round against the player
/// himself): 1: 1 + ½ = 1½; 2: 2 + 1 = 3; 3: ½ + 1 = 1½; 4: 1 + 2 = 3.
/// Sonneborn-Berger: 1: 1 + ½ = 1½; 2: 0 + 1 = 1; 3: ¼ + ½ = ¾; 4: ½ + 0.
/// Ranking: 2 (3, 1), 4 (3, ½), 1 (1½, 1½), 3 (1½, ¾).
#[test]
fn s1_8_ranks_by_buchholz_then_sonneborn_berger_then_tpn() {
    let t = tournament(4, 5, &["1-2:1 3-4:=", "1-4:1 2:U 3:H"]);
    assert_eq!(s1_8_ranks(&t, 2, ZeroByeSeries::Trailing), vec![3, 1, 4, 2]);
    // Equal Index: the TPN decides (1.8.2).
    let t = tournament(4, 5, &["1-3:= 2-4:="]);
    assert_eq!(s1_8_ranks(&t, 1, ZeroByeSeries::Trailing), vec![1, 2, 3, 4]);
}

/// 1.7.2's exception: player 4 withdrew after round 1 (absent, then a
/// zero-point bye): for his opponents' Index those rounds count as draws;
/// his own score stays 0. Player 3, who has a zero-point bye but played
/// afterwards, is not adjusted.
#[test]
fn s1_7_2_zero_point_byes_up_to_the_round_count_as_draws_for_the_opponents() {
    let t = tournament(4, 5, &["1-4:1 2-3:1", "1-2:= 3:Z 4:-", "1-3:1 2:U 4:Z"]);
    let s = s1_7_2_standings(&t, 3, ZeroByeSeries::Trailing);
    assert_eq!(s.own, vec![25, 25, 0, 0]);
    assert_eq!(s.for_opponents, vec![25, 25, 0, 10]);
    let plain = s1_7_2_standings(&t, 3, ZeroByeSeries::None);
    assert_eq!(plain.for_opponents, vec![25, 25, 0, 0]);
}

/// 4.3 with 1.8: eight players on ½ after one seeding round (XXR 2), all
/// Indices equal, so BSN = TPN. BSN 1 meets the largest BSN he may (8),
/// BSN 2 the next (7), and so on: 1-8, 2-7, 3-6, 4-5 (the Dutch rules would
/// pair S1 against S2). Colours 5.2.2: each gets his due colour.
#[test]
fn s4_3_the_highest_ranked_meets_the_lowest_ranked() {
    let t = tournament(8, 2, &["1-5:= 2-6:= 3-7:= 4-8:="]);
    assert_pairs(BURSTEIN, &t, &[(8, 1), (7, 2), (6, 3), (5, 4)], None);
}

/// 3.1, [C7], [C8], 5.2.2: five players, round 2 of 2 (one seeding round).
/// Round 1: 1-4 1-0, 2-5 1-0, 3 the PAB. 3.1: 3 may not have it again
/// (3.1.1); of 4 and 5 (lowest score, one game each) the lower ranked by
/// 1.8, their Index being equal, is 5. The bracket on 1 is {3, 1, 2} by
/// Index (3's unplayed round counts his own point). One floats ([C5]);
/// [C7]: not 1, who met 4, the only player below. [C8]: 3-1 gives both their
/// colour (3 has none), 1-2 would not. So 3-1 and 2 floats to 4.
#[test]
fn s3_1_the_pab_is_assigned_first_then_c7_and_c8_choose_the_floater() {
    let t = tournament(5, 2, &["1-4:1 2-5:1 3:U"]);
    assert_pairs(BURSTEIN, &t, &[(3, 1), (4, 2)], Some(5));
}

/// 5.2.5 as [`HIGHER_RANKED`] reads it, switchable: two players due White
/// with the same strength and the same colour history (5.2.3 and 5.2.4
/// undecided), A on 2 points ranked second by 1.8, B on 1 point ranked
/// first. By default ("index", 1.8 as written) B is the higher ranked and
/// gets White; "score-then-index" gives it to A.
#[test]
fn s5_2_5_higher_ranked_is_a_named_reading() {
    let state = |id, score, rank| {
        let mut s = PlayerState::without_history(id, 2000, score, score);
        s.colours = vec![Colour::Black, Colour::White, Colour::Black];
        s.preference = ColourPreference {
            colour: Some(Colour::White),
            strength: Strength::Strong,
        };
        s.rank = rank;
        s
    };
    let (a, b) = (state(1, 20, 2), state(2, 10, 1));
    let plain = rule_set(BURSTEIN).allocate(&a, &b, Colour::White);
    assert_eq!((plain.colour, plain.paragraph), (Colour::Black, "5.2.5"));
    let mut choices = Choices::new();
    choices.set(HIGHER_RANKED.name, "score-then-index");
    let switched = rule_set(BURSTEIN).configured(&choices).unwrap();
    let decided = switched.allocate(&a, &b, Colour::White);
    assert_eq!(
        (decided.colour, decided.paragraph),
        (Colour::White, "5.2.5")
    );
}

/// The whole round under [C1]-[C4]: every pairing the rule set makes from
/// round 3 on is a complete, legal round (a six-round event of ten).
#[test]
fn a_pairing_after_the_seeding_rounds_is_complete() {
    let t = tournament(
        10,
        6,
        &[
            "1-6:1 7-2:0 3-8:= 9-4:1 5-10:1",
            "2-1:= 4-3:1 6-5:0 8-7:1 10-9:=",
            "1-4:1 5-2:= 3-10:1 7-6:0 9-8:0",
        ],
    );
    let request = RoundRequest::next_round(&t).unwrap();
    let p = pair(Setup::from(BURSTEIN), &t, &request).unwrap();
    assert_eq!(p.boards.len(), 5);
    assert_eq!(p.bye, None);
}

/// TRF-2026 `192`: `FIDE_BURSTEIN` (and `_BAKU`) name this rule set.
#[test]
fn the_192_code_fide_burstein_names_burstein() {
    assert_eq!(
        system_of_type("FIDE_BURSTEIN"),
        TypeSystem::Available(BURSTEIN)
    );
    assert_eq!(
        system_of_type("fide_burstein_baku"),
        TypeSystem::Available(BURSTEIN)
    );
    assert_eq!(
        system_of_type("FIDE_TEAM_BURSTEIN"),
        TypeSystem::Lacking("a team pairing system")
    );
}
