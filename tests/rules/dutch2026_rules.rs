//! The Dutch rules in force since 1 February 2026, hand-made: the float
//! definitions of 1.4, PAB eligibility (C.04.1 Art. 4, [C2]), the PAB's
//! score ([C5]) and unplayed games ([C9]), the downfloaters' scores ([C7]),
//! the following bracket ([C8]), the MDP sets of 4.4 and the remainder's
//! fresh BSNs (4.1). Tournaments in the notation of `tests/common`.

use crate::common;

use common::tournament;
use pairproof::dutch_common::colours::colour_preference;
use pairproof::engine::bracket::{solve_bracket, Role};
use pairproof::engine::walk::Bracket;
use pairproof::engine::{round_states, RoundContext, RuleSet};
use pairproof::state::{Float, PlayerState, RoundRequest};
use pairproof::systems::{dutch2017::DUTCH_2017, dutch2026::DUTCH_2026};
use pairproof::tournament::{Colour, Round};

/// 1.4: a zero-point absence (`Z`, `-`) and a forfeit loss give no float; a
/// half-point bye, a full-point bye and a forfeit win a downfloat (2017 gave
/// every player without a game one).
#[test]
fn float_definitions_of_1_4() {
    let t = tournament(8, 5, &["1-2:1 3-4:+ 5:Z 6:H 7:F 8:-"]);
    let request = RoundRequest::next_round(&t).unwrap();
    let (states, _) = round_states(&DUTCH_2026, &t, &request).unwrap();
    let float = |id: usize| states[id - 1].floats[0];
    assert_eq!(
        [float(3), float(4), float(5), float(6), float(7), float(8)],
        [
            Float::Down,
            Float::None,
            Float::None,
            Float::Down,
            Float::Down,
            Float::None
        ]
    );
    let (states, _) = round_states(&DUTCH_2017, &t, &request).unwrap();
    assert_eq!(
        states[4].floats[0],
        Float::Down,
        "2017: every unplayed round"
    );
}

/// [C2], C.04.1 Art. 4: no PAB after a full-point bye (a win's points
/// without playing); a half-point bye does not block it.
#[test]
fn c2_full_point_bye_blocks_the_pab_half_point_bye_does_not() {
    let t = tournament(4, 5, &["1-2:1 3:F 4:H"]);
    let request = RoundRequest::next_round(&t).unwrap();
    let (states, _) = round_states(&DUTCH_2026, &t, &request).unwrap();
    assert!(states[2].bye_ineligible, "full-point bye");
    assert!(!states[3].bye_ineligible, "half-point bye");
    let (states, _) = round_states(&DUTCH_2017, &t, &request).unwrap();
    assert!(
        !states[2].bye_ineligible,
        "2017: only the PAB and a forfeit win"
    );
}

/// Players 1-5 with no point in round 3 (index 2), the colours of their
/// played games; the others no preference.
fn zero_point_states(colours: &[&str]) -> Vec<PlayerState> {
    colours
        .iter()
        .enumerate()
        .map(|(i, played)| {
            let mut s = PlayerState::without_history(i as u32 + 1, 2000 - i as u32, 0, 0);
            s.colours = played
                .chars()
                .map(|c| {
                    if c == 'w' {
                        Colour::White
                    } else {
                        Colour::Black
                    }
                })
                .collect();
            s.floats = vec![Float::None; 2];
            s.preference = colour_preference(&s);
            s
        })
        .collect()
}

/// The last bracket of `states` (all of them) paired under `rules` in round 3.
fn last_bracket(rules: &dyn RuleSet, states: &[PlayerState]) -> (Vec<(usize, usize)>, Vec<usize>) {
    let ctx = RoundContext::for_states(rules, Round::new(3).unwrap(), states, Colour::White);
    let outcome = solve_bracket(&ctx, (0..states.len()).collect(), 0, Role::Last).unwrap();
    (outcome.pairs, outcome.unpaired)
}

/// [C9]: among PAB assignees of the lowest score, the one with the fewest
/// unplayed games. Five players on zero points, all wanting black (no
/// pairing gives more than two players their colour); player 5 played only
/// one of the two rounds. The 2017 rules leave 5, the last, unpaired; the
/// 2026 rules give the PAB to 4 and pair 5 (the generation order then
/// decides as before: 1-3, 2-5).
#[test]
fn c9_pab_to_the_fewest_unplayed_games() {
    let states = zero_point_states(&["wb", "wb", "wb", "wb", "b"]);
    assert_eq!(last_bracket(&DUTCH_2017, &states).1, vec![4]);
    let (pairs, unpaired) = last_bracket(&DUTCH_2026, &states);
    assert_eq!(unpaired, vec![3]);
    assert_eq!(pairs, vec![(0, 2), (1, 4)]);
}

/// Players with the given pairing scores (tenths), no history, in round 2.
fn scored_states(scores: &[i32]) -> Vec<PlayerState> {
    scores
        .iter()
        .enumerate()
        .map(|(i, &score)| {
            let mut s = PlayerState::without_history(i as u32 + 1, 2000 - i as u32, score, score);
            s.floats = vec![Float::None];
            s
        })
        .collect()
}

/// An ordinary bracket of all `states`, the first `mdps` moved down, with
/// the pairs `met` already played, paired under the 2026 rules in round 2.
fn ordinary_bracket(
    states: &mut [PlayerState],
    mdps: usize,
    met: &[(usize, usize)],
) -> (Vec<(usize, usize)>, Vec<usize>) {
    for &(a, b) in met {
        let (ia, ib) = (states[a].id, states[b].id);
        states[a].opponents.insert(ib);
        states[b].opponents.insert(ia);
    }
    let ctx = RoundContext::for_states(&DUTCH_2026, Round::new(2).unwrap(), states, Colour::White);
    let role = Role::Normal {
        next: Vec::new(),
        next_is_last: false,
    };
    let outcome = solve_bracket(&ctx, (0..states.len()).collect(), mdps, role).unwrap();
    (outcome.pairs, outcome.unpaired)
}

/// [C7]: the downfloaters' scores as low as possible. Moved-down players on
/// 2.0 and 1.5, one resident on 1.0 who can meet either: the 2.0 plays, the
/// 1.5 floats on (floating the 2.0 would give the scores [2.0]).
#[test]
fn c7_the_lowest_downfloater_scores() {
    let mut states = scored_states(&[20, 15, 10]);
    assert_eq!(
        ordinary_bracket(&mut states, 2, &[]),
        (vec![(0, 2)], vec![1])
    );
}

/// 4.4: of the valid sets of M1 moved-down players, the one with the
/// smallest differing BSN. Three on 2.0 (BSNs 1-3) and two residents on
/// 1.0: {1, 2} before {1, 3} and {2, 3}; 1 meets the first resident, 2
/// the second, 3 floats on.
#[test]
fn a4_4_mdp_sets_in_bsn_order() {
    let mut states = scored_states(&[20, 20, 20, 10, 10]);
    assert_eq!(
        ordinary_bracket(&mut states, 3, &[]),
        (vec![(0, 3), (1, 4)], vec![2])
    );
    // 1 met both residents: {2, 3} is the only valid set.
    let mut states = scored_states(&[20, 20, 20, 10, 10]);
    assert_eq!(
        ordinary_bracket(&mut states, 3, &[(0, 3), (0, 4)]),
        (vec![(1, 3), (2, 4)], vec![0])
    );
}

/// [C8]: the downfloaters chosen for the following bracket. Players 1-4 on
/// 2.0, 5-6 on 1.0, 7-8 on 0. The bracket 1-4 can only pair 1-2 or 1-3
/// ({3, 4} or {2, 4} float). Below, 2 and 4 both meet someone (2-5, 4-6),
/// 3 and 4 only once (3 met 5 and 6, 4 met 5): [C8] wants 1-3, though the
/// generation order would give 1-2 first.
#[test]
fn c8_the_following_bracket_decides_the_downfloaters() {
    let mut states = scored_states(&[20, 20, 20, 20, 10, 10, 0, 0]);
    for (a, b) in [
        (2, 3),
        (2, 4),
        (3, 4),
        (1, 4),
        (5, 6),
        (3, 5),
        (3, 6),
        (4, 5),
    ] {
        states[a - 1].opponents.insert(b as u32);
        states[b - 1].opponents.insert(a as u32);
    }
    let ctx = RoundContext::for_states(&DUTCH_2026, Round::new(2).unwrap(), &states, Colour::White);
    let lower = [vec![4, 5], vec![6, 7]];
    let pairing = DUTCH_2026.ordinary_pairing(&ctx, &Bracket::first(vec![0, 1, 2, 3], 0, &lower));
    let outcome = pairing.outcome.unwrap();
    assert_eq!(
        (outcome.pairs, outcome.unpaired),
        (vec![(0, 2)], vec![1, 3])
    );
}

/// [C5] before [C6]: the PAB to the lowest score, even at the cost of pairs
/// in the bracket. Players 1-2 on 2.0 (who may meet), 3 on 1.0, 4-7 on 0;
/// 3 met everybody but 1. Pairing 1-2 leaves 3 nobody but the PAB (score
/// 1.0); floating 1 and 2 lets 1 meet 3 and 2 meet someone on 0, the PAB
/// going to a player on 0. So the bracket of 1-2 pairs nobody.
#[test]
fn c5_the_pab_to_the_lowest_score_before_the_pairs() {
    let mut states = scored_states(&[20, 20, 10, 0, 0, 0, 0]);
    for b in [2, 4, 5, 6, 7] {
        states[2].opponents.insert(b);
        states[b as usize - 1].opponents.insert(3);
    }
    let ctx = RoundContext::for_states(&DUTCH_2026, Round::new(2).unwrap(), &states, Colour::White);
    let lower = [vec![2], vec![3, 4, 5, 6]];
    let outcome = DUTCH_2026
        .ordinary_pairing(&ctx, &Bracket::first(vec![0, 1], 0, &lower))
        .outcome
        .unwrap();
    assert_eq!((outcome.pairs, outcome.unpaired), (vec![], vec![0, 1]));
}

/// 4.1: the remainder of a heterogeneous bracket numbered afresh. An MDP
/// on 2.0 (BSN 1) who met BSNs 2-4, and residents BSN 2-7 on 1.0, of whom
/// 4, 6 and 7 downfloated the round before ([C14]: 2 or 3 floats); 2 met
/// 6 and 7. The MDP meets 5; the remainder 2, 3, 4, 6, 7 is 1-5 afresh.
/// Its first exchange (3 for 4) only floats 3 with 2-6 or 2-7; afresh the
/// next is 3 for 6 (difference of sums 2): 2-4, 6-7, 3 floats. Numbered
/// as in the bracket it would be 2 for 4 (difference 2 before 3): 3-6,
/// 4-7, 2 floats (what the rule set gives with `RemainderNumbering::Bracket`).
#[test]
fn a4_1_fresh_bsns_in_the_remainder() {
    let mut states = scored_states(&[20, 10, 10, 10, 10, 10, 10]);
    let met = |states: &mut Vec<PlayerState>, a: usize, b: usize| {
        let (ia, ib) = (states[a - 1].id, states[b - 1].id);
        states[a - 1].opponents.insert(ib);
        states[b - 1].opponents.insert(ia);
    };
    for (a, b) in [(1, 2), (1, 3), (1, 4), (2, 6), (2, 7)] {
        met(&mut states, a, b);
    }
    for p in [4, 6, 7] {
        states[p - 1].floats = vec![Float::Down];
    }
    let ctx = RoundContext::for_states(&DUTCH_2026, Round::new(2).unwrap(), &states, Colour::White);
    let role = Role::Normal {
        next: Vec::new(),
        next_is_last: false,
    };
    let outcome = solve_bracket(&ctx, (0..7).collect(), 1, role).unwrap();
    assert_eq!(
        (outcome.pairs, outcome.unpaired),
        (vec![(0, 4), (1, 3), (5, 6)], vec![2])
    );
}
