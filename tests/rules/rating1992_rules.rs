//! The Swiss System based on rating, 1992-98 (seed 003, `rating-1992`),
//! hand-worked, each test naming the paragraph it holds the rule set to:
//! section D's lists (D.1's transpositions, D.2's two matrices and the remark
//! on 7 players), A.7's +0/-0, A.8's x, each step C.9-C.14 on a tournament
//! where it changes the pairing, and F.1, F.3, F.4.
//!
//! Tournaments are written in the notation of `tests/common` ("3-5:1" is 3
//! with white against 5, 3 scoring 1; "4:U" the pairing-allocated bye).
//! `XXA` lines set pairing scores (one value per round) where a short history
//! cannot give them (a float needs a pair of unequal scores, which round 1
//! has only so); `XXP` lines forbid pairs, which the rules treat as B.1.a.

use crate::common;

use common::{assert_pairs, next_round, tournament, tournament_with};
use pairproof::engine::bracket::{solve_bracket, Role};
use pairproof::engine::{round_context, round_states};
use pairproof::state::{RoundRequest, Strength};
use pairproof::systems::rating1992::a8::{x, x_allowed, PreferenceCounts};
use pairproof::systems::rating1992::criteria::same_preference;
use pairproof::systems::rating1992::{sequence, RATING_1992};
use pairproof::systems::SystemId;
use pairproof::tournament::{Colour, PlayerId, Tournament};
use std::collections::BTreeSet;

const SYSTEM: SystemId = SystemId::Rating1992;

/// `XXA` for `id`: its pairing points added in rounds 1, 2, ... (tenths).
fn xxa(id: PlayerId, tenths: &[u32]) -> String {
    let values: String = tenths
        .iter()
        .map(|t| format!("  {}.{}", t / 10, t % 10))
        .collect();
    format!("XXA {id:>4}{values}")
}

fn with(players: usize, headers: &[String], played: &[&str]) -> Tournament {
    let headers: Vec<&str> = headers.iter().map(String::as_str).collect();
    tournament_with(players, 9, &headers, played)
}

/// The pairs of the next round as sets of pairing numbers (colours aside).
fn pairs(t: &Tournament) -> BTreeSet<(PlayerId, PlayerId)> {
    next_round(SYSTEM, t)
        .boards
        .iter()
        .map(|b| (b.white.min(b.black), b.white.max(b.black)))
        .collect()
}

fn has(t: &Tournament, expected: &[(PlayerId, PlayerId)]) {
    let got = pairs(t);
    for &(a, b) in expected {
        assert!(
            got.contains(&(a.min(b), a.max(b))),
            "{a}-{b} expected in {got:?}\n{}",
            next_round(SYSTEM, t).to_list()
        );
    }
}

// ---------------------------------------------------------------------------
// Section D
// ---------------------------------------------------------------------------

/// D.1: "5-6-8-7; 5-7-6-8; 5-7-8-6; 5-8-6-7; 5-8-7-6; 6-5-7-8; 6-5-8-7, etc."
/// after S2 itself, "all numbers constructable with the digits 5, 6, 7 and 8
/// in ascending order".
#[test]
fn d1_transpositions_of_the_text() {
    let t = sequence::transpositions(&[5, 6, 7, 8]);
    assert_eq!(t.len(), 24);
    assert_eq!(t[0], vec![5, 6, 7, 8]);
    let text = [
        [5, 6, 8, 7],
        [5, 7, 6, 8],
        [5, 7, 8, 6],
        [5, 8, 6, 7],
        [5, 8, 7, 6],
        [6, 5, 7, 8],
        [6, 5, 8, 7],
    ];
    for (i, expected) in text.iter().enumerate() {
        assert_eq!(t[i + 1], expected.to_vec(), "transposition {}", i + 1);
    }
    let as_number = |v: &Vec<usize>| v.iter().fold(0, |n, d| 10 * n + d);
    assert!(
        t.windows(2).all(|w| as_number(&w[0]) < as_number(&w[1])),
        "ascending numbers"
    );
}

type Exchange = (Vec<usize>, Vec<usize>);

fn exchange(s1: &[usize], s2: &[usize]) -> Exchange {
    (s1.to_vec(), s2.to_vec())
}

/// The exchanges of the general order among those the matrices show.
fn in_matrix(all: Vec<Exchange>, shown: impl Fn(&Exchange) -> bool) -> Vec<Exchange> {
    all.into_iter().filter(|e| shown(e)).collect()
}

/// D.2, one player, 8 players (S1 1-4, S2 5-8): "a) 4 and 5; b) 4 and 6;
/// c) 3 and 5; etc. until i) 2 and 7", read from the matrix (columns 4, 3, 2;
/// rows 5, 6, 7: a c f / b e h / d g i).
#[test]
fn d2_one_player_matrix() {
    let all = sequence::exchanges(&[1, 2, 3, 4], &[5, 6, 7, 8], 1);
    let shown = in_matrix(all, |(i, j)| !i.contains(&1) && !j.contains(&8));
    let text: Vec<Exchange> = [
        (4, 5),
        (4, 6),
        (3, 5),
        (4, 7),
        (3, 6),
        (2, 5),
        (3, 7),
        (2, 6),
        (2, 7),
    ]
    .iter()
    .map(|&(a, b)| exchange(&[a], &[b]))
    .collect();
    assert_eq!(shown, text, "a-i");
}

/// D.2, two players, 8 players: "j) 3+4 with 5+6; k) 3+4 with 5+7; l) 2+4
/// with 5+6 etc." (columns 3+4, 2+4, 2+3; rows 5+6, 5+7, 6+7: j l o / k n q /
/// m p r).
#[test]
fn d2_two_player_matrix() {
    let all = sequence::exchanges(&[1, 2, 3, 4], &[5, 6, 7, 8], 2);
    let shown = in_matrix(all, |(i, j)| !i.contains(&1) && !j.contains(&8));
    let text = vec![
        exchange(&[3, 4], &[5, 6]), // j
        exchange(&[3, 4], &[5, 7]), // k
        exchange(&[2, 4], &[5, 6]), // l
        exchange(&[3, 4], &[6, 7]), // m
        exchange(&[2, 4], &[5, 7]), // n
        exchange(&[2, 3], &[5, 6]), // o
        exchange(&[2, 4], &[6, 7]), // p
        exchange(&[2, 3], &[5, 7]), // q
        exchange(&[2, 3], &[6, 7]), // r
    ];
    assert_eq!(shown, text, "j-r");
}

/// D.2, the remark: with 7 players S1 holds 1, 2, 3 and S2 4-7; the
/// exchanges are the matrices' with every number lowered by one, and "the
/// last column of the second matrix" (1+2) is obsolete.
#[test]
fn d2_seven_players_remark() {
    let s1 = [1, 2, 3];
    let s2 = [4, 5, 6, 7];
    let one = in_matrix(sequence::exchanges(&s1, &s2, 1), |(_, j)| !j.contains(&7));
    let text: Vec<Exchange> = [
        (4, 5),
        (4, 6),
        (3, 5),
        (4, 7),
        (3, 6),
        (2, 5),
        (3, 7),
        (2, 6),
        (2, 7),
    ]
    .iter()
    .map(|&(a, b)| exchange(&[a - 1], &[b - 1]))
    .collect();
    assert_eq!(one, text, "a-i lowered by one");
    let two = in_matrix(sequence::exchanges(&s1, &s2, 2), |(i, j)| {
        !j.contains(&7) && *i != vec![1, 2]
    });
    let text = vec![
        exchange(&[2, 3], &[4, 5]), // j
        exchange(&[2, 3], &[4, 6]), // k
        exchange(&[1, 3], &[4, 5]), // l
        exchange(&[2, 3], &[5, 6]), // m
        exchange(&[1, 3], &[4, 6]), // n
        exchange(&[1, 3], &[5, 6]), // p (o, q and r were the last column)
    ];
    assert_eq!(two, text, "j-r lowered by one, the last column gone");
}

/// The pairings (pairs, each lower number first) S1 and S2 give, one per
/// transposition (D.1); with an odd bracket the last S2 player is unpaired.
fn pairings_of(s1: &[usize], s2: &[usize]) -> BTreeSet<BTreeSet<(usize, usize)>> {
    sequence::transpositions(s2)
        .into_iter()
        .map(|t| {
            s1.iter()
                .zip(&t)
                .map(|(&a, &b)| (a.min(b), a.max(b)))
                .collect()
        })
        .collect()
}

/// Why the matrices leave some exchanges out (D.2): every pairing such an
/// exchange gives was given before, by the original subgroups or an earlier
/// exchange. Player 1 of an even bracket is the higher of his pair
/// whoever he meets, the last player always the lower; with 7 players the
/// last one likewise, and of 1 and 2 one is paired, as the higher.
#[test]
fn d2_the_exchanges_the_matrices_leave_out_repeat_pairings() {
    for (s1, s2) in [
        (vec![1, 2, 3, 4], vec![5, 6, 7, 8]),
        (vec![1, 2, 3], vec![4, 5, 6, 7]),
    ] {
        let odd = s2.len() > s1.len();
        let last = *s2.last().unwrap();
        let mut seen = pairings_of(&s1, &s2);
        for n in 1..=s1.len() {
            for (out, inn) in sequence::exchanges(&s1, &s2, n) {
                let new_s1: Vec<usize> = {
                    let mut v: Vec<usize> = s1
                        .iter()
                        .copied()
                        .filter(|p| !out.contains(p))
                        .chain(inn.iter().copied())
                        .collect();
                    v.sort();
                    v
                };
                let new_s2: Vec<usize> = {
                    let mut v: Vec<usize> = s2
                        .iter()
                        .copied()
                        .filter(|p| !inn.contains(p))
                        .chain(out.iter().copied())
                        .collect();
                    v.sort();
                    v
                };
                let given = pairings_of(&new_s1, &new_s2);
                let left_out = inn.contains(&last)
                    || (!odd && out.contains(&1))
                    || (odd && n == 2 && out == vec![1, 2]);
                if left_out {
                    assert!(
                        given.is_subset(&seen),
                        "{out:?}/{inn:?} gives a new pairing"
                    );
                }
                seen.extend(given);
            }
        }
    }
}

// ---------------------------------------------------------------------------
// A.7, A.8
// ---------------------------------------------------------------------------

/// A.7.c: a colour difference of zero is written +0 or -0 after a game with
/// white or black, a mild preference for the other colour; A.7.b strong at
/// ±1; A.7.a absolute beyond ±1 or after the same colour twice; none before
/// a first game.
#[test]
fn a7_mild_preferences_plus_and_minus_zero() {
    // 1: W B (-0), 2: B W (+0), 3: W W, 4: B B, 5: W -, 6: B -.
    let t = tournament(
        10,
        9,
        &[
            "1-2:= 3-4:= 5-6:1 7-8:= 9-10:=",
            "7-1:= 2-8:= 3-9:= 10-4:= 5:- 6:-",
        ],
    );
    let request = RoundRequest::next_round(&t).unwrap();
    let (states, _) = round_states(&RATING_1992, &t, &request).unwrap();
    let pref = |id: PlayerId| states.iter().find(|s| s.id == id).unwrap().preference;
    assert_eq!(
        (pref(1).colour, pref(1).strength),
        (Some(Colour::White), Strength::Mild),
        "-0"
    );
    assert_eq!(
        (pref(2).colour, pref(2).strength),
        (Some(Colour::Black), Strength::Mild),
        "+0"
    );
    assert_eq!(
        (pref(3).colour, pref(3).strength),
        (Some(Colour::Black), Strength::Absolute)
    );
    assert_eq!(
        (pref(4).colour, pref(4).strength),
        (Some(Colour::White), Strength::Absolute)
    );
    assert_eq!(
        (pref(5).colour, pref(5).strength),
        (Some(Colour::Black), Strength::Strong)
    );
    assert_eq!(
        (pref(6).colour, pref(6).strength),
        (Some(Colour::White), Strength::Strong)
    );
}

/// A.7.a "is not in effect when pairing players with a score of over 50% in
/// the last round": two such players after white twice meet (B.2's Note),
/// their preference strong.
#[test]
fn a7_absolute_preference_not_in_effect_for_topscorers_in_the_last_round() {
    let t = tournament_with(6, 3, &[], &["1-3:1 2-4:1 5-6:=", "1-4:1 2-5:1 6-3:="]);
    let request = RoundRequest::next_round(&t).unwrap();
    let (states, _) = round_states(&RATING_1992, &t, &request).unwrap();
    assert!(states[0].topscorer && states[1].topscorer);
    assert_eq!(states[0].preference.strength, Strength::Strong);
    assert_eq!(
        states[2].preference.strength,
        Strength::Absolute,
        "3 is not over 50%"
    );
    has(&t, &[(1, 2)]);
}

/// The bracket `ids` of the next round of `t`, paired by the 1992 rules on
/// its own: the pairs missing a colour preference, and A.8's counts.
fn colour_misses(t: &Tournament, ids: &[PlayerId]) -> (i64, PreferenceCounts) {
    let request = RoundRequest::next_round(t).unwrap();
    let (states, present) = round_states(&RATING_1992, t, &request).unwrap();
    let ctx = round_context(&RATING_1992, t, &request, &states, &present);
    let players: Vec<usize> = ids
        .iter()
        .map(|&id| states.iter().position(|s| s.id == id).unwrap())
        .collect();
    let outcome = solve_bracket(
        &ctx,
        players.clone(),
        0,
        Role::Normal {
            next: Vec::new(),
            next_is_last: false,
        },
    )
    .unwrap();
    assert_eq!(outcome.pairs.len(), ids.len() / 2, "everybody paired");
    let misses = outcome
        .pairs
        .iter()
        .filter(|&&(a, b)| same_preference(&states[a], &states[b]))
        .count() as i64;
    (
        misses,
        PreferenceCounts::of(players.iter().map(|&p| &states[p])),
    )
}

/// A.8: x = b - q if b > w, else w - q (q = half the players, rounded up):
/// the pairs of the bracket that cannot get both preferences, which is what
/// B.4 and C.11 leave when nothing else stands in the way.
#[test]
fn a8_x_on_hand_made_brackets() {
    // After round 1: winners 1, 2, 3 had white (prefer black), 4 black.
    let t = tournament(8, 9, &["1-5:1 2-6:1 3-7:1 8-4:0"]);
    let (misses, counts) = colour_misses(&t, &[1, 2, 3, 4]);
    assert_eq!((counts.white, counts.black, counts.q()), (1, 3, 2));
    assert_eq!(x(&counts), 1);
    assert_eq!(misses, 1);
    // Two white, two black: x = 0.
    let t = tournament(8, 9, &["1-5:1 2-6:1 7-3:0 8-4:0"]);
    let (misses, counts) = colour_misses(&t, &[1, 2, 3, 4]);
    assert_eq!((x(&counts), misses), (0, 0));
    // Five players, four preferring black: q = 3, x = 1, one of them floats.
    let t = tournament(10, 9, &["1-6:1 2-7:1 3-8:1 4-9:1 10-5:0"]);
    let (misses, counts) = colour_misses(&t, &[1, 2, 3, 4, 5]);
    assert_eq!(
        (counts.black, counts.white, counts.q(), x(&counts)),
        (4, 1, 3, 1)
    );
    assert_eq!(misses, 1);
    // Round 1: nobody has a preference, x = -q: none missed.
    let t = tournament(6, 9, &[]);
    let (misses, counts) = colour_misses(&t, &[1, 2, 3, 4, 5, 6]);
    assert_eq!((x(&counts), x_allowed(&counts), misses), (-3, 0, 0));
}

// ---------------------------------------------------------------------------
// C.9-C.14
// ---------------------------------------------------------------------------

/// C.9 drops B.6 before B.5 for downfloats. Round 3, bracket 2.0 = {1, 2, 3}:
/// 1 had the bye in round 1 (a downfloat, A.5), 2 in round 2; 1 and 2 both
/// prefer black, 3 white, so B.4 wants 3 paired. Floating 2 breaks B.5,
/// floating 1 only B.6: 2-3 is paired and 1 moves down (the generation
/// order alone would pair 1-3). B.4 (C.11) ranks above both: floating 3
/// would break no float rule, but 1-2 would miss a preference.
#[test]
fn c9_b6_is_dropped_before_b5_for_downfloats() {
    // XXA makes the round-2 games pairs of equal scores (no float).
    let t = with(
        7,
        &[xxa(6, &[0, 5]), xxa(4, &[0, 10])],
        &["1:U 2-4:1 3-5:1 6-7:=", "2:U 1-6:1 4-3:0 5-7:="],
    );
    has(&t, &[(2, 3)]);
    assert!(!pairs(&t).contains(&(1, 3)));
}

/// C.10 drops B.6 before B.5 for upfloats, and finds the moved-down player
/// another opponent first. Round 3: 1 (3.0) moves down to 2, 3, 4 (2.0); 1
/// may not meet 4. 2 floated up in round 2 (B.5), 3 in round 1 (B.6): 1
/// meets 3, the generation order alone would pair 1-2.
#[test]
fn c10_b6_is_dropped_before_b5_for_upfloats() {
    let headers = vec![
        xxa(1, &[0, 0, 20]),
        xxa(2, &[0, 0, 10]),
        xxa(3, &[0, 0, 10]),
        xxa(4, &[0, 0, 10]),
        xxa(5, &[10, 0, 0]),
        xxa(6, &[0, 10, 0]),
        "XXP 1 4".to_string(),
    ];
    let t = with(
        8,
        &headers,
        &["3-5:= 2-7:= 6-1:= 8-4:=", "7-3:= 6-2:= 1-8:= 4-5:="],
    );
    has(&t, &[(1, 3), (2, 4)]);
}

/// Upfloats rank above downfloats (C.9 gives the downfloat criteria up
/// first; 2012's A.11 ranks them the other way). Round 3: 1 (3.0) moves down
/// to 2, 3, 4, 5 (2.0) and may meet 2 or 3; 2 may meet neither 4 nor 5. 2
/// floated down in round 1 and up in round 2. 1-2 (4-5, 3 moves down)
/// breaks B.5 for upfloats; 1-3 (4-5, 2 moves down) only B.6 for
/// downfloats: 1-3 is paired.
#[test]
fn c9_c10_upfloats_rank_above_downfloats() {
    let headers = vec![
        xxa(1, &[0, 0, 20]),
        xxa(2, &[10, 0, 10]),
        xxa(3, &[0, 0, 10]),
        xxa(4, &[0, 0, 10]),
        xxa(5, &[0, 0, 10]),
        xxa(6, &[0, 10, 0]),
        "XXP 1 5".to_string(),
        "XXP 2 4".to_string(),
        "XXP 2 5".to_string(),
    ];
    let t = with(
        8,
        &headers,
        &["2-7:= 3-5:= 4-6:= 8-1:=", "6-2:= 1-4:= 5-7:= 8-3:="],
    );
    has(&t, &[(1, 3), (4, 5)]);
}

/// C.11 raises x above A.8's value only when B.1 leaves no other pairing:
/// 1 and 3 prefer white, 2 and 4 black (x = 0), but 1 may meet neither 2
/// nor 4: 1-3 and 2-4, x = 2.
#[test]
fn c11_x_is_raised_when_the_bracket_needs_it() {
    let t = with(
        8,
        &["XXP 1 2".into(), "XXP 1 4".into()],
        &["5-1:0 2-6:1 7-3:0 4-8:1"],
    );
    let (misses, counts) = colour_misses(&t, &[1, 2, 3, 4]);
    assert_eq!((x(&counts), misses), (0, 2));
    has(&t, &[(1, 3), (2, 4)]);
}

/// C.12: the moved-down player of a heterogeneous bracket has no opponent
/// there (C.1), so the previous bracket is paired again with another player
/// moved down. Round 1 with pairing scores: 1, 2, 3 on 2.0, 4, 5 on 1.0, 6,
/// 7 on 0; 3 may meet neither 4 nor 5. The top bracket would pair 1-2 and
/// move 3 down; paired again it moves 2 down (1-3), who meets 4.
#[test]
fn c12_the_previous_bracket_moves_another_player_down() {
    let headers = vec![
        xxa(1, &[20]),
        xxa(2, &[20]),
        xxa(3, &[20]),
        xxa(4, &[10]),
        xxa(5, &[10]),
        "XXP 3 4".into(),
        "XXP 3 5".into(),
    ];
    let t = with(7, &headers, &[]);
    has(&t, &[(1, 3), (2, 4)]);
}

/// C.13: the lowest bracket (5, 6, who may not meet) cannot be paired; the
/// penultimate one (3, 4) is undone, p becomes zero and the two lowest
/// brackets are joined: 3 and 4 meet 5 and 6.
#[test]
fn c13_the_two_lowest_brackets_are_joined() {
    let headers = vec![
        xxa(1, &[20]),
        xxa(2, &[20]),
        xxa(3, &[10]),
        xxa(4, &[10]),
        "XXP 5 6".into(),
    ];
    let t = with(6, &headers, &[]);
    let got = pairs(&t);
    assert!(got.contains(&(1, 2)));
    assert!(!got.contains(&(3, 4)) && !got.contains(&(5, 6)), "{got:?}");
}

/// C.13 with C.14 in the penultimate bracket: 1-4 on 1.0, 5 and 6 on 0 may
/// not meet. The penultimate bracket gives up one pair (p = 1): 1-2 and
/// 3, 4 move down to meet 5 and 6.
#[test]
fn c13_c14_the_penultimate_bracket_lowers_p() {
    let headers = vec![
        xxa(1, &[10]),
        xxa(2, &[10]),
        xxa(3, &[10]),
        xxa(4, &[10]),
        "XXP 5 6".into(),
    ];
    let t = with(6, &headers, &[]);
    has(&t, &[(1, 2)]);
    let got = pairs(&t);
    assert!(!got.contains(&(5, 6)) && !got.contains(&(3, 4)), "{got:?}");
}

/// C.14 in an ordinary bracket: 1, 2, 3, 4 on 1.0, where 1 and 2 may only
/// meet 3 and 4 only 3: p = 2 cannot be reached, p = 1 pairs 1-3 and moves
/// 2 and 4 down.
#[test]
fn c14_p_is_lowered() {
    let headers = vec![
        xxa(1, &[10]),
        xxa(2, &[10]),
        xxa(3, &[10]),
        xxa(4, &[10]),
        "XXP 1 2".into(),
        "XXP 1 4".into(),
        "XXP 2 4".into(),
    ];
    let t = with(8, &headers, &[]);
    let got = pairs(&t);
    assert!(got.contains(&(1, 3)), "{got:?}");
    assert!(!got.contains(&(2, 3)) && !got.contains(&(3, 4)));
}

// ---------------------------------------------------------------------------
// E, F
// ---------------------------------------------------------------------------

/// F.4 (with E.5): round 1, 7 players: S1 = 1, 2, 3 against 4, 5, 6; the
/// lowest ranked, 7, gets the bye; 1 has white (XXC white1), 2, an even
/// number in S1, the other colour, 3 white again.
#[test]
fn f4_round_one_with_an_odd_number_of_players() {
    let t = tournament(7, 9, &[]);
    assert_pairs(SYSTEM, &t, &[(1, 4), (5, 2), (3, 6)], Some(7));
}

/// F.1: boards sorted by the higher player's score, then the sum of both
/// scores, then the higher player's rank (A.2).
#[test]
fn f1_board_order() {
    // 2 may meet nobody on 0.5: he floats to 5 (on 0).
    let barred: Vec<String> = [3, 4, 6, 7, 8]
        .iter()
        .map(|p| format!("XXP 2 {p}"))
        .collect();
    let t = with(8, &barred, &["1-5:1 2-6:= 3-7:= 4-8:="]);
    let paired = next_round(SYSTEM, &t);
    let request = RoundRequest::next_round(&t).unwrap();
    let (states, _) = round_states(&RATING_1992, &t, &request).unwrap();
    let score = |id: PlayerId| states.iter().find(|s| s.id == id).unwrap().pairing_score;
    let keys: Vec<(i64, i64, PlayerId)> = paired
        .boards
        .iter()
        .map(|b| {
            let (h, l) = if (score(b.white), std::cmp::Reverse(b.white))
                > (score(b.black), std::cmp::Reverse(b.black))
            {
                (b.white, b.black)
            } else {
                (b.black, b.white)
            };
            (-i64::from(score(h)), -i64::from(score(h) + score(l)), h)
        })
        .collect();
    let mut sorted = keys.clone();
    sorted.sort();
    assert_eq!(keys, sorted, "{}", paired.to_list());
    // 1 (1.0) meets a player on 0.5 on board 1; the boards on 0.5 + 0.5 come
    // before the one whose lower player has 0, whatever the ranks.
    assert_eq!(keys[0].0, -10);
    assert!(
        keys.windows(2)
            .any(|w| w[0].0 == w[1].0 && w[0].1 < w[1].1 && w[0].2 > w[1].2),
        "the sum decides once: {keys:?}"
    );
}

/// F.3: "BWW-B (no valid game in round 4) will be treated as -BWWB with
/// respect to E3": the same colours as with that history.
#[test]
fn f3_colour_history_compacted_for_e3() {
    // 1: B W W - B, against 2: W B W B with a game in every round but one.
    let gap = tournament(
        6,
        9,
        &[
            "3-1:= 2-4:= 5-6:=",
            "1-3:= 4-2:= 5-6:=",
            "1-4:= 2-3:= 5-6:=",
            "1:- 6-2:= 3-5:= 4:-",
            "5-1:= 2:- 3:- 4:- 6:-",
        ],
    );
    let shifted = tournament(
        6,
        9,
        &[
            "1:- 2-4:= 5-6:= 3:-",
            "3-1:= 4-2:= 5-6:=",
            "1-4:= 2-3:= 5-6:=",
            "1-3:= 6-2:= 5:- 4:-",
            "5-1:= 2:- 3:- 4:- 6:-",
        ],
    );
    for t in [&gap, &shifted] {
        let request = RoundRequest::next_round(t).unwrap();
        let (states, present) = round_states(&RATING_1992, t, &request).unwrap();
        assert_eq!(
            states[0].colours,
            vec![Colour::Black, Colour::White, Colour::White, Colour::Black]
        );
        let ctx = round_context(&RATING_1992, t, &request, &states, &present);
        let decision = ctx.allocate(0, 1);
        assert_eq!(
            (decision.colour, decision.paragraph),
            (Colour::Black, "E.3"),
            "1 against 2"
        );
    }
}
