//! The Dubov rule set (C.04.4.1, the edition applied from 1 February 2026)
//! held to its paragraphs: colour preferences (1.6), the bye (3.1), the
//! subgroups and the order of 3.2 and Article 4 (S1 by ARO, the first
//! transposition of G2, the shifters of 4.3), colours (5.2). Every round is
//! worked by hand in the test's comment.

use crate::common;

use pairproof::engine::bracket::{BracketModel, Role};
use pairproof::engine::{round_context, round_states};
use pairproof::solver::Solver;
use pairproof::state::RoundRequest;
use pairproof::state::{PlayerState, Strength};
use pairproof::systems::dubov::colours::{s1_6_preference, s5_2_allocate};
use pairproof::systems::dubov::criteria::s1_8_2_max_t;
use pairproof::systems::dubov::order::s4_3_middle_out;
use pairproof::systems::dubov::readings::ColourHistory;
use pairproof::systems::{pair, rule_set, Setup, SystemId};
use pairproof::tiebreak::aro::mean_rounded_half_up;
use pairproof::tournament::Colour::{self, Black as B, White as W};

fn with_colours(id: u32, colours: &[Colour]) -> PlayerState {
    let mut s = PlayerState::without_history(id, 2000, 0, 0);
    s.colours = colours.to_vec();
    s.colour_rounds = (0..colours.len()).collect();
    s.preference = s1_6_preference(&s);
    s
}

fn preference(colours: &[Colour]) -> (Option<Colour>, Strength) {
    let p = with_colours(1, colours).preference;
    (p.colour, p.strength)
}

/// 1.6: absolute beyond ±1 or after the same colour twice (1.6.1), strong
/// at ±1 (1.6.2), mild at 0 alternating the last game (1.6.3), and a mild
/// preference for black before any game (1.6.4).
#[test]
fn s1_6_colour_preferences() {
    assert_eq!(preference(&[]), (Some(B), Strength::Mild));
    assert_eq!(preference(&[W]), (Some(B), Strength::Strong));
    assert_eq!(preference(&[B]), (Some(W), Strength::Strong));
    assert_eq!(preference(&[W, B]), (Some(W), Strength::Mild));
    assert_eq!(preference(&[B, W]), (Some(B), Strength::Mild));
    assert_eq!(preference(&[W, W]), (Some(B), Strength::Absolute));
    assert_eq!(preference(&[B, W, W]), (Some(B), Strength::Absolute));
    assert_eq!(preference(&[W, B, W, B, B]), (Some(W), Strength::Absolute));
    assert_eq!(
        preference(&[B, W, W, B, W, W]),
        (Some(B), Strength::Absolute)
    );
}

fn allocated(a: &PlayerState, b: &PlayerState, a_higher: bool) -> (Colour, &'static str) {
    s5_2_allocate(a, b, W, a_higher, ColourHistory::ByGames)
}

/// 5.2.1: neither has played: the higher-ranked gets the initial colour
/// (white, `XXC white1`) with an odd pairing number, black with an even one.
#[test]
fn s5_2_1_without_games_by_the_parity_of_the_higher_ranked() {
    let (one, two, four) = (
        with_colours(1, &[]),
        with_colours(2, &[]),
        with_colours(4, &[]),
    );
    assert_eq!(allocated(&one, &four, true), (W, "5.2.1"));
    assert_eq!(allocated(&four, &two, false), (W, "5.2.1"));
}

/// 5.2.2 both preferences granted; 5.2.3 the stronger one (a strong black
/// against a mild black); 5.2.4 both mildly due black, the most recent
/// game in which their colours differed decides, each alternating it;
/// 5.2.5 the higher-ranked's preference when the histories are the same.
#[test]
fn s5_2_2_to_5_2_5_in_turn() {
    let white_due = with_colours(1, &[B]);
    let black_due = with_colours(2, &[W]);
    assert_eq!(allocated(&white_due, &black_due, true), (W, "5.2.2"));
    let strong = with_colours(3, &[W]);
    let mild = with_colours(4, &[B, W]);
    assert_eq!(allocated(&mild, &strong, false), (W, "5.2.3"));
    // 5 had W B B W, 6 had B W B W: from the last game back W/W, B/B, then
    // B (5) against W (6): 5 alternates to white, 6 gets black.
    let five = with_colours(5, &[W, B, B, W]);
    let six = with_colours(6, &[B, W, B, W]);
    assert_eq!(allocated(&five, &six, false), (W, "5.2.4"));
    let seven = with_colours(7, &[W, B, W]);
    let eight = with_colours(8, &[W, B, W]);
    // Identical histories, both strongly due black: the higher-ranked (7) gets it.
    assert_eq!(allocated(&seven, &eight, true), (B, "5.2.5"));
}

/// 4.3.3's example: seven players in order A-G get the sequence numbers
/// D, C, E, B, F, A, G (from the middle outwards, the higher of two first).
#[test]
fn s4_3_3_shifters_from_the_middle_outwards() {
    assert_eq!(
        s4_3_middle_out(&['A', 'B', 'C', 'D', 'E', 'F', 'G']),
        vec!['D', 'C', 'E', 'B', 'F', 'A', 'G']
    );
}

/// Round one of six players: nobody has played, so G1 is the first half by
/// pairing number, 1 2 3 (3.2.3), S1 in that order (all AROs 0, 3.2.5),
/// and the first transposition of G2 is 4 5 6 (4.4): 1-4, 2-5, 3-6. Colours
/// by 5.2.1: 1 and 3 (odd) get white, 2 (even) black.
#[test]
fn s3_2_round_one_pairs_the_first_half_against_the_second() {
    let t = common::tournament(6, 5, &[]);
    common::assert_pairs(SystemId::Dubov, &t, &[(1, 4), (5, 2), (3, 6)], None);
}

/// Round two of eight players rated 2400 down to 1700 by 100. Round one
/// (5.2.1): 1-5, 6-2, 3-7, 8-4, won by 1, 2, 3 and 4. On 1 point, 2 and 4
/// (black in round one) are due white: G1; 1 and 3: G2. S1 by ascending
/// ARO (3.2.5): 4 (met 8, 1700) before 2 (met 6, 1900); the first
/// transposition of G2 (1, 3) is legal: 4-1, 2-3, the lowest ARO against
/// the highest rating. On 0, 5 and 7 are due white, S1 7 (ARO 2200) then
/// 5 (2400) against 6, 8: 7-6, 5-8 (boards by the higher-ranked player).
#[test]
fn s3_2_5_s1_by_ascending_aro_meets_the_first_transposition() {
    let ratings = [2400, 2300, 2200, 2100, 2000, 1900, 1800, 1700];
    let t = common::tournament_rated(&ratings, 5, &[], &["1-5:1 6-2:0 3-7:1 8-4:0"]);
    common::assert_pairs(SystemId::Dubov, &t, &[(4, 1), (2, 3), (5, 8), (7, 6)], None);
}

/// 3.1: five players; round one's bye goes to the lowest score, the most
/// games, then the largest pairing number: 5. Then G1 = 1 2, G2 = 3 4:
/// 1-3, 4-2 (5.2.1).
#[test]
fn s3_1_round_one_bye_to_the_last_player() {
    let t = common::tournament(5, 5, &[]);
    common::assert_pairs(SystemId::Dubov, &t, &[(1, 3), (4, 2)], Some(5));
}

/// 3.1 and C5-C7 in round two. Round one: 1-3 won by 1, 4-2 won by 2, 5 the
/// bye. On 0 points 3 and 4 have one game each: the bye to the larger
/// pairing number, 4 (C2 bars 5). The group on 1 (1, 2, 5) is odd: one
/// upfloater, 3 (C5), who has met 1; 1-2 and 5 against 3 give everybody
/// his preference (1 black, 2 white, 5 mild black, 3 white): 2-1, 3-5.
#[test]
fn s3_1_the_bye_then_one_upfloater() {
    let t = common::tournament(5, 5, &["1-3:1 4-2:0 5:U"]);
    common::assert_pairs(SystemId::Dubov, &t, &[(2, 1), (3, 5)], Some(4));
}

/// 5.2.4 under each `colour_history` reading. Both mildly due white: 1 had
/// white in round 1 and black in round 4 (absent in rounds 2 and 3); 2 had
/// black, white, white, black. Their games from the last back agree (black,
/// then white) until 1 has none left: no difference, so 5.2.5 gives the
/// higher-ranked 1 his white (`by-games`). Round by round, rounds 2 and 3
/// are skipped (1 did not play) and round 1 differs: 1 had white then and
/// alternates to black (`by-rounds`).
#[test]
fn s5_2_4_colour_history_by_games_or_by_rounds() {
    let mut one = with_colours(1, &[W, B]);
    one.colour_rounds = vec![0, 3];
    let two = with_colours(2, &[B, W, W, B]);
    assert_eq!(one.preference.colour, Some(W));
    assert_eq!(two.preference.colour, Some(W));
    assert_eq!(
        s5_2_allocate(&one, &two, W, true, ColourHistory::ByGames),
        (W, "5.2.5")
    );
    assert_eq!(
        s5_2_allocate(&one, &two, W, true, ColourHistory::ByRounds),
        (B, "5.2.4")
    );
}

/// 4.4: transpositions in lexicographic order of G2. The round of
/// [`s3_2_5_s1_by_ascending_aro_meets_the_first_transposition`] with 4 and
/// 1 kept apart (`XXP 4 1`): the first transposition of G2 (1, 3) is not
/// legal, the next (3, 1) is: 4-3, 2-1.
#[test]
fn s4_4_the_next_transposition_when_the_first_is_illegal() {
    let ratings = [2400, 2300, 2200, 2100, 2000, 1900, 1800, 1700];
    let t = common::tournament_rated(&ratings, 5, &["XXP 4 1"], &["1-5:1 6-2:0 3-7:1 8-4:0"]);
    common::assert_pairs(SystemId::Dubov, &t, &[(2, 1), (4, 3), (5, 8), (7, 6)], None);
}

/// 3.2.4: the shifters are a set chosen before the transposition. Round two
/// of eight players rated 2400 down to 1700 by 100; round one 5-1, 6-2,
/// 7-3, 8-4, every black player winning. On 1 point 1 2 3 4 are all due
/// white: G1, G2 empty. The larger subgroup gives two shifters: 4.3 sorts
/// the white seekers by ARO (4 met 8 at 1700, 3, 2, 1 met 5 at 2000) and
/// numbers them from the middle outwards: 3, 2, 4, 1; the first set of two
/// is {3, 2}. S1 = 4, 1 (by ARO) against G2 = 2, 3 (by pairing number):
/// 4-2, 1-3 (not 4-3, 2-1, which shifting one S1 player at a time gives).
/// On 0 all are due black: the black seekers by pairing number 5 6 7 8
/// are numbered 6, 7, 5, 8; {6, 7} move to G1, S1 by ARO is 7 (met 3,
/// 2200), 6 (2300): 7-5, 6-8. Colours by 5.2.5 (equal histories): the
/// higher-ranked of each pair gets his preference.
#[test]
fn s3_2_4_shifters_chosen_as_a_set_before_the_transposition() {
    let ratings = [2400, 2300, 2200, 2100, 2000, 1900, 1800, 1700];
    let t = common::tournament_rated(&ratings, 5, &[], &["5-1:0 6-2:0 7-3:0 8-4:0"]);
    common::assert_pairs(SystemId::Dubov, &t, &[(1, 3), (2, 4), (7, 5), (8, 6)], None);
}

/// 3.2.2 and 4.2: the upfloaters are chosen as a set, then paired with the
/// bracket's residents by 3.2.3-3.2.6. Six players rated 2400 down by 10;
/// round one 1-4 drawn, 2-5 and 3-6 won by white. On 1 point 2 and 3 (both
/// due black) meet: 3-2 (5.2.5, 2 ranks higher). On 0.5, 1 and 4 have met:
/// they need two upfloaters, the only set {5, 6}. The bracket 1 4 5 6: 1 is
/// due black (G2), 4 5 6 due white (G1). Nobody of G2 must meet his own
/// subgroup; G1 shifts one: by ARO 6 (met 3, 2380), 5 (2390), 4 (2400),
/// numbered 5, 6, 4 by 4.3; shifting 5 leaves a legal pairing. S1 = 6, 4
/// against G2 = 1, 5: 6-1, 4-5 (not 1-5, 4-6, the first resident for
/// each player moved down in turn).
#[test]
fn s4_2_the_upfloaters_a_set_then_paired_by_subgroups() {
    let t = common::tournament(6, 5, &["1-4:= 2-5:1 3-6:1"]);
    common::assert_pairs(SystemId::Dubov, &t, &[(3, 2), (6, 1), (4, 5)], None);
}

/// 3.2 pairs a scoregroup with its upfloaters before the next one: C7 on
/// the pairs with an upfloater comes before the next scoregroup's own
/// colours. Nine players rated 2400 down by 10; round one 1-7, 2-8, 3-9 won
/// by white, 4-5 drawn, 6 a half-point bye. Round two: the bye to 9 (3.1:
/// lowest score, then the largest pairing number). On 1 point 1 2 3 are all
/// due black: 2-1 (2 shifted, 3.2.4), 3 needs an upfloater from 0.5, where
/// 4 is due black, 5 white, 6 (no game) black. 3-5 gives both their
/// colours, 3-4 or 3-6 one miss (C7 of the bracket of 1 point): 3-5, then
/// 4-6 (4 and 5 have met), though 3-4 with 5-6 misses no more colours in
/// all. On 0, 7-8. Colours: 5.2.5 (2-1), 5.2.2 (5-3), 5.2.3 (6-4, 4's
/// strong preference), 5.2.5 (7-8).
#[test]
fn s3_2_the_upfloaters_colours_before_the_next_scoregroup() {
    let t = common::tournament(9, 5, &["1-7:1 2-8:1 3-9:1 4-5:= 6:H"]);
    common::assert_pairs(
        SystemId::Dubov,
        &t,
        &[(2, 1), (5, 3), (6, 4), (7, 8)],
        Some(9),
    );
}

/// 3.2.4: first the players of the smaller subgroup who must meet each
/// other, then the larger subgroup's shifters. Six players rated 2400 down
/// by 10; round one 1-3 and 2-4 drawn, 5 and 6 half-point byes; 3 may not
/// meet 2, 5 or 6, nor 4 meet 1, 5 or 6 (`XXP`). All on 0.5: G1 = 3 4 (due
/// white), G2 = 1 2 5 6 (due black, 5 and 6 having no game, 1.6.4). 3 and 4
/// must meet: one of them shifts (4.3: 4 first, ARO 2390 before 2400). G2
/// then shifts two to equalise, the black seekers by pairing number 1 2 5 6
/// numbered 2, 5, 1, 6: {2, 5}. S1 = 5 (ARO 0), 2 (2370), 3 against the new
/// G2 1 4 6: 5-1, 2-6 (2 met 4), 3-4 (not 1-2, 5-6, which pairing G2's
/// players among themselves one at a time gives). Colours: 5.2.3 (5-1 and
/// 6-2, the strong black preferences), 5.2.5 (3-4).
#[test]
fn s3_2_4_the_smaller_subgroup_first_then_the_larger() {
    let bars = [
        "XXP 3 2", "XXP 3 5", "XXP 3 6", "XXP 4 1", "XXP 4 5", "XXP 4 6",
    ];
    let t = common::tournament_with(6, 5, &bars, &["1-3:= 2-4:= 5:H 6:H"]);
    common::assert_pairs(SystemId::Dubov, &t, &[(5, 1), (6, 2), (3, 4)], None);
}

/// The order's steps (3.2.2's upfloaters, 3.2.4's shifters barred or kept,
/// 3.2.6's partners fixed) asked of the integer model with HiGHS give the
/// pairing the graph of optimal candidates gives, in the rounds above where
/// they decide.
#[test]
fn the_order_alike_on_the_candidate_graph_and_the_integer_model() {
    let ratings = [2400, 2300, 2200, 2100, 2000, 1900, 1800, 1700];
    let bars = [
        "XXP 3 2", "XXP 3 5", "XXP 3 6", "XXP 4 1", "XXP 4 5", "XXP 4 6",
    ];
    let rounds = [
        common::tournament_rated(&ratings, 5, &[], &["5-1:0 6-2:0 7-3:0 8-4:0"]),
        common::tournament(6, 5, &["1-4:= 2-5:1 3-6:1"]),
        common::tournament(9, 5, &["1-7:1 2-8:1 3-9:1 4-5:= 6:H"]),
        common::tournament_with(6, 5, &bars, &["1-3:= 2-4:= 5:H 6:H"]),
    ];
    for t in &rounds {
        let request = RoundRequest::next_round(t).expect("a round to pair");
        let exact = pair(Setup::new(SystemId::Dubov, Solver::Exact), t, &request).unwrap();
        let highs = pair(Setup::new(SystemId::Dubov, Solver::Highs), t, &request).unwrap();
        assert_eq!(
            exact,
            highs,
            "\nexact:\n{}\nhighs:\n{}",
            exact.to_list(),
            highs.to_list()
        );
    }
}

/// 1.7.1: the opponents' mean rating rounded to the nearest integer, the
/// higher on a half: 1500 and 1501 give 1500.5, so 1501; 1500 and 1502
/// give 1501; 2000, 2001, 2001 give 2000.67, so 2001; 1.7.3: no game, 0.
#[test]
fn s1_7_aro_rounded_half_up() {
    assert_eq!(mean_rounded_half_up([1500, 1501]), 1501);
    assert_eq!(mean_rounded_half_up([1500, 1502]), 1501);
    assert_eq!(mean_rounded_half_up([2000, 2001, 2001]), 2001);
    assert_eq!(mean_rounded_half_up([2000, 2000, 2001]), 2000);
    assert_eq!(mean_rounded_half_up([]), 0);
}

/// 1.8.2: MaxT = 2 + [Rnds/5], the quotient rounded down: 2 for up to 4
/// rounds, 3 for 5-9, 4 for 10-14, 5 for 15.
#[test]
fn s1_8_2_max_t_by_the_rounds_of_the_event() {
    let by_rounds: Vec<u32> = (1..=15).map(s1_8_2_max_t).collect();
    assert_eq!(by_rounds, [2, 2, 2, 2, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 5]);
}

/// 4.4.2 and its note: the transpositions of G2 = A B C (by TPN) come in
/// the order A B C, A C B, B A C, B C A, C A B, C B A, and 3.2.6 takes the
/// first that is legal. Round one of six: G1 = 1 2 3 (the first half by
/// TPN, 3.2.3), S1 in that order (every ARO 0, 3.2.5), G2 = A B C = 4 5 6.
/// Every pair misses one colour preference (all mildly due black, 1.6.4),
/// so C5-C10 tie and forbidden pairs (`XXP`, C1) alone decide which
/// transposition is the first legal one: none, then 2-5, then 1-4, then
/// 1-4 and 2-4, then 1-4 and 1-5, then 1-4, 1-5 and 2-4. Colours by 5.2.1:
/// 1 and 3 (odd) white, 2 black.
#[test]
fn s4_4_2_the_transpositions_of_the_note_in_order() {
    let cases: [(&[&str], [u32; 3]); 6] = [
        (&[], [4, 5, 6]),
        (&["XXP 2 5"], [4, 6, 5]),
        (&["XXP 1 4"], [5, 4, 6]),
        (&["XXP 1 4", "XXP 2 4"], [5, 6, 4]),
        (&["XXP 1 4", "XXP 1 5"], [6, 4, 5]),
        (&["XXP 1 4", "XXP 1 5", "XXP 2 4"], [6, 5, 4]),
    ];
    for (bars, [a, b, c]) in cases {
        let t = common::tournament_with(6, 5, bars, &[]);
        common::assert_pairs(SystemId::Dubov, &t, &[(1, a), (b, 2), (3, c)], None);
    }
}

/// 3.2 and 2.3, departure (a) of `docs/systems/dubov.md` mended: the
/// bracket above chooses its upfloater by its own C7 before the bracket
/// below counts its pairs (C5). Six players rated 2400 down by 10; round
/// one 1-5 won by 1, 3-2 drawn, 4 a half-point bye, 6 a zero-point bye;
/// 3 and 4 may not meet (`XXP`). Round two: 1 (1 point, due black) needs
/// an upfloater from 0.5, where 2 is due white, 3 black, 4 (no game) mildly
/// black. 1-2 gives both their colours (C7 of the bracket of 1 point: 0),
/// 1-3 or 1-4 one miss; so 1-2, though 3 and 4 cannot meet and both need
/// upfloaters from 0 (C5 of the bracket of 0.5: no pair), where 1-3 with
/// 2-4 would have paired everybody on 0.5. Then 3 and 4 with 5 (due white)
/// and 6 (no game): G1 = 5, G2 = 3 4 6; equalising shifts 4 (4.3: the
/// black seekers 3 4 6 numbered 4, 3, 6); S1 = 4 (ARO 0), 5 (2400) against
/// 3 6: 4-3 is barred, so 4-6 and 5-3. Colours: 5.2.2 (2-1), 5.2.2 (5-3),
/// 5.2.1 (6-4: 4, the higher ranked, even, gets black).
#[test]
fn s3_2_the_bracket_above_s_colours_before_the_number_of_pairs_below() {
    let t = common::tournament_with(6, 5, &["XXP 3 4"], &["1-5:1 3-2:= 4:H 6:Z"]);
    common::assert_pairs(SystemId::Dubov, &t, &[(2, 1), (5, 3), (6, 4)], None);
}

/// 2.1.3 (C3): two players with the same absolute colour preference never
/// meet, though pairing them would save two upfloaters (C5). Six players;
/// round one 1-3 and 2-4 won by white, 5-6 drawn; round two 1-5 and 2-6 won
/// by white, 3 and 4 half-point byes. 1 and 2 (2 points, white twice) are
/// both absolutely due black: each needs an upfloater from 0.5 (3.2.1).
/// 4.2's sets from 3 4 5 6: {3, 4} leaves 5-6, who have met (C4); {3, 5}
/// has no legal pairing (1 met 3 and 5); {3, 6} gives 1-6, 2-3 and leaves
/// 4-5, every upfloater getting his colour (C7 as good as {4, 5}'s).
/// Colours: 5.2.2 (6-1, 3-2), 5.2.3 (4-5, 4's strong white).
#[test]
fn s2_1_3_c3_no_two_absolute_preferences_for_the_same_colour() {
    let t = common::tournament(6, 5, &["1-3:1 2-4:1 5-6:=", "1-5:1 2-6:1 3:H 4:H"]);
    common::assert_pairs(SystemId::Dubov, &t, &[(6, 1), (3, 2), (4, 5)], None);
}

/// 1.3.2 and 3.2.2: the bracket is its residents with their upfloaters,
/// so which resident waits for an upfloater is chosen with the players
/// below in view. Six players rated 2400 down by 10, 3 may not meet 4
/// (`XXP`); round one 1-5 and 2-6 won by white, 3 a pairing-allocated bye,
/// 4 a half-point bye. Round two: 1 2 3 on 1 point, all due black (1 and 2
/// strong, 3 mild having no game), 4 on 0.5 (mild black), 5 6 on 0 (strong
/// white). The three residents need one upfloater (C5); C6 wants him on
/// 0.5: 4, whom only 1 or 2 may meet. Every such bracket misses two
/// preferences (C7: the residents' pair and the pair with 4, all black
/// seekers), so 3.2.3-3.2.6 decide over 1 2 3 4: G1 empty, G2 all four;
/// equalising shifts the first set of two in 4.3's numbering of 1 2 3 4
/// (2, 3, 1, 4): {2, 3}; S1 by ARO = 3 (no game), 2 against G2 = 1 4:
/// 3-1, 2-4. Then 5-6. Pairing the residents first (2-1 by 4.3) and
/// sending 3 down, who may not meet 4 and floats on to 0, gives an
/// upfloater on 0 (C6). Colours: 5.2.3 (3-1, 4-2: the strong preferences),
/// 5.2.5 (5-6, both due white, their colours never differed).
#[test]
fn s3_2_2_the_residents_waiting_for_an_upfloater_chosen_with_those_below() {
    let t = common::tournament_with(6, 5, &["XXP 3 4"], &["1-5:1 2-6:1 3:U 4:H"]);
    common::assert_pairs(SystemId::Dubov, &t, &[(3, 1), (4, 2), (5, 6)], None);
}

/// The order a rule model that moves a criterion sorts the levels by
/// (`readings::CRITERIA`) is the order the rule set gives them in (2.3:
/// C5, C6 one level per upfloater score, C7, C8-C10). The round of
/// `s3_2_2_the_residents_waiting_for_an_upfloater_chosen_with_those_below`,
/// its bracket of 1 point with the rest of the round below it: upfloaters
/// of two scores (0.5 and 0), so two C6 levels.
#[test]
fn the_model_s_criteria_order_is_the_levels_order() {
    let t = common::tournament_with(6, 5, &["XXP 3 4"], &["1-5:1 2-6:1 3:U 4:H"]);
    let request = RoundRequest::next_round(&t).unwrap();
    let rules = rule_set(SystemId::Dubov);
    let (states, present) = round_states(rules, &t, &request).unwrap();
    let ctx = round_context(rules, &t, &request, &states, &present);
    let index = |id: u32| states.iter().position(|s| s.id == id).unwrap();
    let bracket: Vec<usize> = [1, 2, 3].map(index).to_vec();
    let rest: Vec<usize> = [4, 5, 6].map(index).to_vec();
    let m = BracketModel::build(&ctx, bracket, 0, Role::Completion { rest, next: 1 });
    let order = rules.text().model.criteria;
    let paragraphs: Vec<&str> = rules
        .criteria(&m)
        .iter()
        .map(|l| l.criterion.paragraph)
        .collect();
    assert_eq!(paragraphs, ["C5", "C6", "C6", "C7", "C8", "C9", "C10"]);
    let ranks: Vec<usize> = (paragraphs.iter())
        .map(|p| order.iter().position(|q| q == p).unwrap())
        .collect();
    assert!(
        ranks.windows(2).all(|w| w[0] <= w[1]),
        "{order:?} against {paragraphs:?}"
    );
}
