//! The Istanbul 2012 Dutch System (seed 001), hand-worked: the D.4 example of
//! the lowest bracket (players A-F, and the variant with a seventh player G),
//! X1 and Z1 of A.8 against the engine's own minimum on hand-made brackets,
//! C.12 (backtracking for another set of floaters: when the next bracket
//! falls short), C.13 (the lowest bracket cannot be
//! paired: the penultimate one is paired again) and C.14 there (which P1
//! and M1 are tried).
//!
//! Tournaments are written in the notation of `tests/common` ("3-5:1" is 3
//! with white against 5, 3 scoring 1; "4:F" is a full-point bye, "9:-" an
//! absence). `XXA` lines set pairing scores where the example needs scores a
//! short history cannot give; `XXP` lines forbid pairs.

use crate::common;

use common::{assert_pairs, tournament, tournament_with};
use pairproof::engine::bracket::{solve_bracket, BracketOutcome, Role};
use pairproof::engine::{round_context, round_states};
use pairproof::state::RoundRequest;
use pairproof::systems::dutch2012::a8::{x1, z1, PreferenceCounts};
use pairproof::systems::dutch2012::DUTCH_2012;
use pairproof::systems::SystemId;
use pairproof::tournament::{PlayerId, Tournament};
use std::collections::BTreeSet;

/// A tournament after its first round `round1` (notation of `tests/common`),
/// to be paired in round 2 with `added` pairing points (player, tenths of a
/// point, as `XXA` lines) and the pairs `barred` by `XXP` lines.
fn after_round_one(
    players: usize,
    round1: &str,
    added: &[(PlayerId, u32)],
    barred: &[(PlayerId, PlayerId)],
) -> Tournament {
    let mut headers: Vec<String> = added
        .iter()
        .map(|&(id, tenths)| format!("XXA {id:>4}  0.0  {}.{}", tenths / 10, tenths % 10))
        .collect();
    headers.extend(barred.iter().map(|(a, b)| format!("XXP {a} {b}")));
    let headers: Vec<&str> = headers.iter().map(String::as_str).collect();
    tournament_with(players, 5, &headers, &[round1])
}

/// Solves the bracket of `players` (by pairing number; the first `mdps` moved
/// down) of the next round of `t` under the 2012 rules, in `role`.
fn bracket(
    t: &Tournament,
    players: &[PlayerId],
    mdps: usize,
    role: Role,
) -> (BracketOutcome, Vec<PlayerId>) {
    let request = RoundRequest::next_round(t).unwrap();
    let (states, present) = round_states(&DUTCH_2012, t, &request).unwrap();
    let ctx = round_context(&DUTCH_2012, t, &request, &states, &present);
    let index = |id: PlayerId| states.iter().position(|s| s.id == id).unwrap();
    let outcome = solve_bracket(
        &ctx,
        players.iter().map(|&id| index(id)).collect(),
        mdps,
        role,
    )
    .unwrap();
    let ids = states.iter().map(|s| s.id).collect();
    (outcome, ids)
}

/// The pairs of an outcome as sets of pairing numbers, and the unpaired.
fn pairs_of(
    outcome: &BracketOutcome,
    ids: &[PlayerId],
) -> (BTreeSet<(PlayerId, PlayerId)>, Vec<PlayerId>) {
    let pairs = outcome
        .pairs
        .iter()
        .map(|&(a, b)| (ids[a].min(ids[b]), ids[a].max(ids[b])))
        .collect();
    (pairs, outcome.unpaired.iter().map(|&p| ids[p]).collect())
}

fn level(outcome: &BracketOutcome, criterion: &str) -> i64 {
    outcome
        .levels
        .iter()
        .find(|(c, _)| c.paragraph == criterion)
        .map(|(_, v)| *v)
        .unwrap_or_else(|| panic!("no level {criterion} in {:?}", outcome.levels))
}

/// A.8's counts over `players` before the next round of `t`.
fn counts_of(t: &Tournament, players: &[PlayerId]) -> PreferenceCounts {
    let request = RoundRequest::next_round(t).unwrap();
    let (states, _) = round_states(&DUTCH_2012, t, &request).unwrap();
    PreferenceCounts::of(
        states.iter().filter(|s| players.contains(&s.id)),
        request.round,
    )
}

fn set(pairs: &[(PlayerId, PlayerId)]) -> BTreeSet<(PlayerId, PlayerId)> {
    pairs.iter().copied().collect()
}

// ---------------------------------------------------------------------------
// D.4: the B3-factor in the lowest score bracket
// ---------------------------------------------------------------------------

/// The players of D.4: A 3.0, B and C 2.5, D 2.0, E 1.5, F 1.0 (pairing
/// numbers 1-6), G (7) with 2.0; F can only play A (XXP). Round 1 of this
/// hand-made file gives everybody but G a bye, so that (B.1.b) G alone may get
/// the bye in round 2; the XXA lines bring the pairing scores of round 2 to
/// those of the example.
fn d4_players(with_g: bool) -> Tournament {
    let mut headers = vec![
        "XXA    1  0.0  2.0",
        "XXA    2  0.0  1.5",
        "XXA    3  0.0  1.5",
        "XXA    4  0.0  1.0",
        "XXA    5  0.0  0.5",
        "XXA    6  0.0  0.0",
        "XXP 6 2",
        "XXP 6 3",
        "XXP 6 4",
        "XXP 6 5",
    ];
    if with_g {
        headers.extend(["XXA    7  0.0  2.0", "XXP 6 7"]);
    }
    let round_1 = if with_g {
        "1:U 2:U 3:U 4:U 5:U 6:U 7:-"
    } else {
        "1:U 2:U 3:U 4:U 5:U 6:U"
    };
    tournament_with(if with_g { 7 } else { 6 }, 5, &headers, &[round_1])
}

/// D.4: six players, three of them from the penultimate bracket: at least
/// half came from above, so the bracket is treated as homogeneous (A.3) and
/// exchanges are allowed; the B3-factor picks Png2 = AF, BC, DE (4.25)
/// over Png1 = AF, BD, CE (5.25).
#[test]
fn d4_lowest_bracket_six_players() {
    let t = d4_players(false);
    let (outcome, ids) = bracket(&t, &[1, 2, 3, 4, 5, 6], 3, Role::Last);
    let (pairs, unpaired) = pairs_of(&outcome, &ids);
    assert_eq!(pairs, set(&[(1, 6), (2, 3), (4, 5)]));
    assert!(unpaired.is_empty());
    // 2.0² + 0² + 0.5² = 4.25 points², in tenths of a point squared.
    assert_eq!(level(&outcome, "D.4"), 425);
}

/// D.4, "Warning": a seventh player G (2.0 here) who alone may get the bye
/// makes the lowest bracket heterogeneous (three of seven came from above):
/// the moved-down players are paired first with the others and no exchange
/// reaches S1, so the pairing is AF, BD, CE and G gets the bye.
#[test]
fn d4_lowest_bracket_with_a_seventh_player() {
    let t = d4_players(true);
    let (outcome, ids) = bracket(&t, &[1, 2, 3, 4, 7, 5, 6], 3, Role::Last);
    let (pairs, unpaired) = pairs_of(&outcome, &ids);
    assert_eq!(pairs, set(&[(1, 6), (2, 4), (3, 5)]));
    assert_eq!(unpaired, vec![7]);
}

/// A.3 and D.4 in a heterogeneous lowest bracket (the round of JaVaFo 1.4's
/// endorse run recorded in `corpora/disputed/README.md`, in miniature):
/// moved down A, B (4.5); residents C, D (4.0), E (3.0), F, G (2.5). B can
/// meet only A and E, F only A and D, C and D have met, and only A, B, D may
/// get the bye (B.1.b). The moved-down players "are always paired first
/// whenever possible" (A.3), and D.4's B3-factor ranks the pairings of the
/// homogeneous "bracket or remainder" only: the one pairing of both is
/// A-F, B-E, C-G with D the bye (B3-factor 14.75), though B's bye with
/// A-C, D-F, E-G would give 11.75.
#[test]
fn d4_heterogeneous_lowest_bracket_pairs_its_moved_down_players_first() {
    let headers = [
        "XXA    1  0.0  4.5",
        "XXA    2  0.0  4.5",
        "XXA    3  0.0  3.0",
        "XXA    4  0.0  4.0",
        "XXA    5  0.0  2.0",
        "XXA    6  0.0  1.5",
        "XXA    7  0.0  1.5",
        "XXP 2 3",
        "XXP 2 4",
        "XXP 2 6",
        "XXP 2 7",
        "XXP 6 3",
        "XXP 6 5",
        "XXP 6 7",
        "XXP 3 4",
    ];
    let t = tournament_with(7, 5, &headers, &["1:- 2:- 3:U 4:- 5:U 6:U 7:U"]);
    let (outcome, ids) = bracket(&t, &[1, 2, 3, 4, 5, 6, 7], 2, Role::Last);
    let (pairs, unpaired) = pairs_of(&outcome, &ids);
    assert_eq!(pairs, set(&[(1, 6), (2, 5), (3, 7)]));
    assert_eq!(unpaired, vec![4]);
    assert_eq!(level(&outcome, "A.3"), 0);
    // 2.0² + 1.5² + 1.5² + (4.0 - 1.5)², in hundredths of a point squared.
    assert_eq!(level(&outcome, "D.4"), 1475);
}

/// D.4 through the whole round: the six players of the example are the whole
/// tournament. A must stay for F, so the bracket of 2.5 pairs B-C and sends
/// A down (A.3, C.13), and the rest is AF, DE: Png2.
#[test]
fn d4_six_players_as_a_round() {
    let t = d4_players(false);
    let pairing = common::next_round(SystemId::Dutch2012, &t);
    let pairs: BTreeSet<(PlayerId, PlayerId)> = pairing
        .boards
        .iter()
        .map(|b| (b.white.min(b.black), b.white.max(b.black)))
        .collect();
    assert_eq!(pairs, set(&[(1, 6), (2, 3), (4, 5)]));
}

// ---------------------------------------------------------------------------
// A.8: X1 and Z1
// ---------------------------------------------------------------------------

/// X1 in an odd round (3): eight players on 1 point (all draws; 9 and 10,
/// their round-1 and round-2 opponents, are absent in round 3). Histories:
/// 1 2 3 4 7 are WB (mild W), 5 6 8 are BW (mild B). W = 5, B = 3, P0 = 4:
/// W > B, so X1 = P0 - B - b - a = 1. The engine's least X is X1.
#[test]
fn a8_x1_odd_round() {
    let t = tournament(
        10,
        5,
        &[
            "1-9:= 2-10:= 3-5:= 4-6:= 7-8:=",
            "9-1:= 10-2:= 5-3:= 6-4:= 8-7:=",
            "9:- 10:-",
        ],
    );
    let players = [1, 2, 3, 4, 5, 6, 7, 8];
    let counts = counts_of(&t, &players);
    assert_eq!(
        counts,
        PreferenceCounts {
            white: 5,
            black: 3,
            mild_white_unplayed: 0,
            mild_black_unplayed: 0,
            no_game: 0
        }
    );
    assert_eq!(x1(4, &counts), 1);
    let (outcome, _) = bracket(&t, &players, 0, Role::Last);
    assert_eq!(level(&outcome, "B.4 X"), x1(4, &counts));
}

/// X1 and Z1 in an even round (2): 1-4 won with white (strong B each), 10
/// had a full-point bye (no game: `a`). The bracket of 1 point: P0 = 2, B = 4,
/// W = 0, a = 1: X1 = P0 - W - w - a = 1 and Z1 = P0 - W - b - w - a = 1.
/// The engine's least X and Z are X1 and Z1.
#[test]
fn a8_x1_z1_even_round() {
    let t = tournament(10, 5, &["1-5:1 2-6:1 3-7:1 4-8:1 10:F 9:-"]);
    let players = [1, 2, 3, 4, 10];
    let counts = counts_of(&t, &players);
    assert_eq!(
        counts,
        PreferenceCounts {
            white: 0,
            black: 4,
            mild_white_unplayed: 0,
            mild_black_unplayed: 0,
            no_game: 1
        }
    );
    assert_eq!((x1(2, &counts), z1(2, &counts)), (1, 1));
    let role = Role::Normal {
        next: Vec::new(),
        next_is_last: false,
    };
    let (outcome, _) = bracket(&t, &players, 0, role);
    assert_eq!(level(&outcome, "B.4 X"), 1);
    assert_eq!(level(&outcome, "B.4 Z"), 1);
}

/// A.8 formulas on counts alone: more black than white preferences, with the
/// A.7.e players (w, b) and players without a game (a).
#[test]
fn a8_formulas() {
    let c = PreferenceCounts {
        white: 1,
        black: 5,
        mild_white_unplayed: 1,
        mild_black_unplayed: 1,
        no_game: 0,
    };
    // B + b = 6 > W + w = 2: X1 = P0 - W - w - a = 4 - 1 - 1 = 2.
    assert_eq!(x1(4, &c), 2);
    // B > W: Z1 = P0 - W - b - w - a = 4 - 1 - 1 - 1 = 1.
    assert_eq!(z1(4, &c), 1);
    // Never below zero.
    assert_eq!(x1(1, &c), 0);
    assert_eq!(z1(1, &c), 0);
}

// ---------------------------------------------------------------------------
// C.12 and C.13
// ---------------------------------------------------------------------------

/// C.12: after two rounds 1 2 3 have 2 points, 4 has 1, 7 and 8 ½, 5 and 6
/// none. Colours: 1 WB (mild W), 2 WW and 3 WW (absolute B: 2-3 is barred by
/// B.2), 4 BW, 7 BW, 8 WB, 5 BB and 6 BB (absolute W). 3-4 and 7-8 met.
///
/// Bracket of 2: S1 = 1, S2 = 2 3. 1-2 comes first and meets every
/// requirement, but it moves 3 down, who met 4, the only player of the next
/// bracket: there P1 = 1 pairing cannot be made. C.12 backtracks and finds 1-3,
/// moving down 2 (same size, same score), which lets 2-4 be paired. Bracket
/// of ½: 7-8 met, both move down (C.1); the lowest bracket 7 8 + 5 6 pairs
/// 7-5 and 8-6 (5-6 would break B.2). Colours by E.1/E.2.
#[test]
fn c12_backtracking_for_another_floater() {
    let t = tournament(
        8,
        5,
        &["1-5:1 2-6:1 3-4:1 8-7:=", "7-1:0 2-8:1 3-5:1 4-6:1"],
    );
    assert_pairs(
        SystemId::Dutch2012,
        &t,
        &[(1, 3), (4, 2), (5, 7), (6, 8)],
        None,
    );
}

/// C.13: after two rounds 1-4 have 1½ points, 5 and 6 none; 5 and 6 both
/// have an absolute W preference (BB), so B.2 forbids 5-6 and the lowest
/// bracket cannot be paired. C.13 backtracks to the penultimate bracket
/// (1 2 3 4; met: 1-2 3-4, and 2-3 barred by B.2): its P1 = 2 pairings
/// all leave 5 and 6 alone, so P drops to 1 (C.14): S1 = 1, S2 = 2 3 4; 1-2
/// met; 1-3 moves 2 and 4 down, who both met 6; 1-4 moves 2 and 3 down, and
/// 2-5 3-6 pair the lowest bracket. Colours: 1-4 (E.1), 5-2 and 6-3 (E.1).
#[test]
fn c13_penultimate_bracket_paired_again() {
    let t = tournament(6, 5, &["1-5:1 2-6:1 3-4:=", "2-1:= 3-5:1 4-6:1"]);
    assert_pairs(SystemId::Dutch2012, &t, &[(1, 4), (5, 2), (6, 3)], None);
}

/// C.12 accepts the bracket paired again when that "now allows P1
/// pairings" in the next bracket. Round 1: 1-8 2-9 3-7 6-10 won by white,
/// 4-5 drawn; the `XXA` lines bring 1 2 3 to 2 points and 4 5 to 1, with 6;
/// `XXP` bars 3 from 4 5 6, 1 and 2 from 4 and 6, and 4-6. Bracket of 2:
/// 1-2 moves 3 down, who has no opponent there (C.1 sends to C.12). Moving 1
/// or 2 down instead (each can only play 5), C.1 moves 4 (no opponent) on
/// and the other three make their one pair (P1) with the moved-down player
/// in it: the first such pairing by the bracket's own order is accepted
/// (`c12_floaters = allows-p1-or-most-pairs`; under `most-pairs` nothing is
/// gained, the next bracket making one pair either way, and 1-2 stands).
/// 1-3, 5-2, and 4 and 6 move down to 7 8 9 10: 7-4, 8-6, 9-10. Colours by
/// E.1, and E.4 for 3-1 and 9-10.
#[test]
fn c12_accepts_the_first_pairing_whose_floater_is_paired_below() {
    let added = [(1, 10), (2, 10), (3, 10), (4, 5), (5, 5)];
    let barred = [
        (3, 4),
        (3, 5),
        (3, 6),
        (1, 4),
        (1, 6),
        (2, 4),
        (2, 6),
        (4, 6),
    ];
    let t = after_round_one(10, "1-8:1 2-9:1 3-7:1 4-5:= 6-10:1", &added, &barred);
    assert_pairs(
        SystemId::Dutch2012,
        &t,
        &[(3, 1), (5, 2), (7, 4), (8, 6), (9, 10)],
        None,
    );
}

/// C.12 from the bracket right below. Round 1: 1-12
/// 2-11 3-10 4-9 5-8 6-7, won by white; the `XXA` lines make brackets of 3
/// points (1 2 3), 2 (4 5 6), 1 (7) and 0 (8-12), and `XXP` bars 1-3, 5-6,
/// 3-5 and 3-6. Bracket of 3: 1-2 comes first and moves 3 down, who can
/// play 4. But then 5 and 6 (barred from each other) are left: the bracket
/// of 2 cannot make its P0 pairs (C.14 would lower P1), so C.12 takes the
/// backtracking to the bracket of 3. There 2-3 moves 1 down instead, and the bracket of 2
/// makes both its pairs (1-5 4-6): accepted. 7 moves down to 8-12. Colours:
/// everybody keeps the preference of one game; where both want the same, E.4
/// grants the higher-ranked.
#[test]
fn c12_backtracks_when_the_bracket_below_cannot_make_p0_pairs() {
    let added = [
        (1, 20),
        (2, 20),
        (3, 20),
        (4, 10),
        (5, 10),
        (6, 10),
        (7, 10),
    ];
    let barred = [(1, 3), (5, 6), (3, 5), (3, 6)];
    let t = after_round_one(
        12,
        "1-12:1 2-11:1 3-10:1 4-9:1 5-8:1 6-7:1",
        &added,
        &barred,
    );
    assert_pairs(
        SystemId::Dutch2012,
        &t,
        &[(3, 2), (5, 1), (6, 4), (7, 8), (9, 11), (10, 12)],
        None,
    );
}

/// C.12 when the players moved down cannot all be paired in the next
/// bracket, although each alone could (so C.1 there names none of them).
/// Round 1: 1-6 2-5 3-8 4-7, won by white; the `XXA` lines bring 1-4 to 2
/// points and 5 6 to 1; `XXP` bars 2-3 2-4 3-4, 3-6 and 4-6. Bracket of 2:
/// only pairs with 1 exist, and 1-2 comes first, moving 3 and 4 down; both
/// can only play 5, so the bracket of 1 cannot pair them both (C.14.b2 would
/// lower M1): C.12. Paired again, 1-3 moves 2 and 4 down, and 2-6 4-5 pair
/// the bracket of 1 completely: accepted. Below, 7-8. Colours: E.4 for 1-3
/// and 7-8 (both prefer the same), E.1 for the others.
#[test]
fn c12_when_the_moved_down_players_cannot_all_be_paired() {
    let added = [(1, 10), (2, 10), (3, 10), (4, 10), (5, 10), (6, 10)];
    let barred = [(2, 3), (2, 4), (3, 4), (3, 6), (4, 6)];
    let t = after_round_one(8, "1-6:1 2-5:1 3-8:1 4-7:1", &added, &barred);
    assert_pairs(
        SystemId::Dutch2012,
        &t,
        &[(3, 1), (6, 2), (5, 4), (7, 8)],
        None,
    );
}

/// C.12 when the next bracket cannot make its P0 pairs, although it pairs
/// every player moved down. Round 1: 1-5 2-6 3-7 4-8, won by white; the `XXA`
/// lines bring 1 2 3 to 2 points and 5 6 to 1, with 4; `XXP` bars 3-5, 3-6
/// and 5-6. Bracket of 2: 1-2 comes first and moves 3 down. In the bracket
/// of 1, 3, 5 and 6 can each play only 4 (all have an opponent, so C.1 moves
/// none on): one pair of P0 = 2 (C.14 would lower P1), but there are moved-down
/// players: C.12. Paired again, 1-3 moves 2 down, and 2-5 4-6 make both
/// pairs (2-6 met): accepted. Below, 7-8. Colours: E.4 for 1-3 and 7-8, E.1
/// for the others.
#[test]
fn c12_when_the_next_bracket_cannot_make_p0_pairs() {
    let added = [(1, 10), (2, 10), (3, 10), (5, 10), (6, 10)];
    let barred = [(3, 5), (3, 6), (5, 6)];
    let t = after_round_one(8, "1-5:1 2-6:1 3-7:1 4-8:1", &added, &barred);
    assert_pairs(
        SystemId::Dutch2012,
        &t,
        &[(3, 1), (5, 2), (6, 4), (7, 8)],
        None,
    );
}

/// P0 of the next bracket counts the players C.1 leaves in it. Round 1: 1-4
/// 2-7 3-8 5-6, won by white; the `XXA` lines bring 1 2 3 to 2 points and
/// 4 6 to 1, with 5; `XXP` bars 3-6 and 4-6. Bracket of 2: 1-2 moves 3 down.
/// In the bracket of 1, 6 has no opponent (4-6 and 3-6 barred, 5-6 met), so
/// C.1 moves him on; 3-4 is then the one pair of the three left: no C.12,
/// although moving 2 down instead would give 2-6 4-5. Below, 5 and 6 meet 7
/// and 8 (5-7 6-8). Colours: E.4 for 1-2 and 6-8, E.1 for the others.
#[test]
fn c12_not_needed_when_c1_leaves_p0_pairs() {
    let added = [(1, 10), (2, 10), (3, 10), (4, 10), (6, 10)];
    let barred = [(3, 6), (4, 6)];
    let t = after_round_one(8, "1-4:1 2-7:1 3-8:1 5-6:1", &added, &barred);
    assert_pairs(
        SystemId::Dutch2012,
        &t,
        &[(2, 1), (4, 3), (7, 5), (6, 8)],
        None,
    );
}

/// C.13/C.14 in a penultimate bracket that A.3 treats as homogeneous: its
/// moved-down players are still paired first, so each of its pairs has one.
/// Round 1: 1-7 2-8 3-9 4-10 5-11 6-12, won by white; the `XXA` lines bring
/// 1 2 3 to 3 points and 4 5 6 to 2; `XXP` bars 1 2 3 from each other, so
/// all three move down to the bracket of 2 (half of it: homogeneous). Below,
/// 7-12 can only pair 7-8 and 9-10 among themselves, 11 only with 2, 12
/// only with 3, 6 with none of them, 4 and 5 only with 9 and 10. The bracket
/// of 2 pairs three games, leaving 11 and 12 alone: it is the penultimate
/// bracket. Two pairs, each with a moved-down player, move down one of them
/// only, and 11 and 12 need both 2 and 3. Two pairs with 4-5 would do (1-6
/// 4-5, 2-11 3-12 below), but pair two residents; so P1 = 1: 1-6, and 4 and
/// 5 move down too: 9-4 10-5 2-11 3-12 7-8. Colours: E.4 for 1-6 and 7-8.
#[test]
fn c14_penultimate_bracket_treated_as_homogeneous_pairs_its_mdps_first() {
    let added = [(1, 20), (2, 20), (3, 20), (4, 10), (5, 10), (6, 10)];
    let mut barred = vec![(1, 2), (1, 3), (2, 3), (7, 9), (7, 10), (8, 9), (8, 10)];
    barred.extend([1, 3, 4, 6, 7, 8, 9, 10, 12].map(|p| (11, p)));
    barred.extend([1, 2, 4, 5, 7, 8, 9, 10].map(|p| (12, p)));
    barred.extend([7, 8, 9, 10].map(|p| (6, p)));
    barred.extend([(4, 7), (4, 8), (5, 7), (5, 8)]);
    let t = after_round_one(
        12,
        "1-7:1 2-8:1 3-9:1 4-10:1 5-11:1 6-12:1",
        &added,
        &barred,
    );
    assert_pairs(
        SystemId::Dutch2012,
        &t,
        &[(6, 1), (11, 2), (12, 3), (9, 4), (10, 5), (7, 8)],
        None,
    );
}

/// C.14.b2 in a heterogeneous penultimate bracket: M1 is reduced "by 1"
/// (at each P1, before P1 is lowered). Round 1: 1-8 2-9 3-10 4-6 5-7, won
/// by white, 11 and 12 absent; the `XXA` lines bring 1 2 3 to 2 points and
/// 6 7 to 1, with 4 5; `XXP` bars 1 2 3 from each other, so all three move
/// down to the bracket of 1 (3 of 7: heterogeneous). Below, 8 can only play
/// 3; among 4-7 only 4-5 can meet; 6 and 7 cannot meet 9-12, nor 4 and 5
/// meet 11 and 12; 1-7, 4-10, 5-9 and 3-9 are barred too. P1 = 3 with M1 = 3
/// leaves a resident for 8: the rest cannot be paired. M1 = 2 can: 1-6 2-7
/// 4-5, and 3 moves down to 8, with 9-11 10-12. Colours: E.4 for 5-4 (both
/// had white, 4 ranks higher), A.7.f for 11 and 12 (no game played, their
/// opponents' preference is granted), E.1 for the others. The reading that
/// goes from all the moved-down players straight to one (`all-then-one`)
/// pairs it otherwise (`tests/rules/model_readings.rs`).
#[test]
fn c14_heterogeneous_penultimate_bracket_lowers_m1_by_one() {
    let added = [(1, 10), (2, 10), (3, 10), (6, 10), (7, 10)];
    let mut barred = vec![
        (1, 2),
        (1, 3),
        (2, 3),
        (4, 7),
        (5, 6),
        (6, 7),
        (1, 7),
        (4, 10),
        (5, 9),
        (3, 9),
    ];
    barred.extend([2, 4, 5, 6, 7, 9, 10, 11, 12].map(|p| (8, p)));
    barred.extend([
        (6, 9),
        (6, 10),
        (6, 11),
        (6, 12),
        (7, 9),
        (7, 10),
        (7, 11),
        (7, 12),
    ]);
    barred.extend([(4, 11), (4, 12), (5, 11), (5, 12), (3, 11), (3, 12)]);
    let t = after_round_one(
        12,
        "1-8:1 2-9:1 3-10:1 4-6:1 5-7:1 11:- 12:-",
        &added,
        &barred,
    );
    assert_pairs(
        SystemId::Dutch2012,
        &t,
        &[(6, 1), (7, 2), (8, 3), (5, 4), (9, 11), (10, 12)],
        None,
    );
}
