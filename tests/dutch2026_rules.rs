//! The Dutch rules in force since 1 February 2026, hand-made: the float
//! definitions of 1.4, PAB eligibility (C.04.1 Art. 4, [C2]), the PAB's
//! score ([C5]) and unplayed games ([C9]), and the downfloaters' scores
//! ([C7]). Tournaments in the notation of `tests/common`.

mod common;

use common::tournament;
use pairproof::engine::bracket::{solve_bracket, Role};
use pairproof::engine::{round_states, RoundContext, RuleSet};
use pairproof::state::{Float, PlayerState, RoundRequest};
use pairproof::systems::dutch::colours::colour_preference;
use pairproof::tournament::Colour;
use pairproof::systems::{dutch2017::Dutch2017, dutch2026::Dutch2026, SystemId};

/// 1.4: a zero-point absence (`Z`, `-`) and a forfeit loss give no float; a
/// half-point bye, a full-point bye and a forfeit win a downfloat (2017 gave
/// every player without a game one).
#[test]
fn float_definitions_of_1_4() {
    let t = tournament(8, 5, &["1-2:1 3-4:+ 5:Z 6:H 7:F 8:-"]);
    let request = RoundRequest::next_round(&t).unwrap();
    let (states, _) = round_states(&Dutch2026, &t, &request).unwrap();
    let float = |id: usize| states[id - 1].floats[0];
    assert_eq!([float(3), float(4), float(5), float(6), float(7), float(8)], [Float::Down, Float::None, Float::None, Float::Down, Float::Down, Float::None]);
    let (states, _) = round_states(&Dutch2017, &t, &request).unwrap();
    assert_eq!(states[4].floats[0], Float::Down, "2017: every unplayed round");
}

/// [C2], C.04.1 Art. 4: no PAB after a full-point bye (a win's points
/// without playing); a half-point bye does not block it.
#[test]
fn c2_full_point_bye_blocks_the_pab_half_point_bye_does_not() {
    let t = tournament(4, 5, &["1-2:1 3:F 4:H"]);
    let request = RoundRequest::next_round(&t).unwrap();
    let (states, _) = round_states(&Dutch2026, &t, &request).unwrap();
    assert!(states[2].bye_ineligible, "full-point bye");
    assert!(!states[3].bye_ineligible, "half-point bye");
    let (states, _) = round_states(&Dutch2017, &t, &request).unwrap();
    assert!(!states[2].bye_ineligible, "2017: only the PAB and a forfeit win");
}

/// Players 1-5 with no point in round 3 (index 2), the colours of their
/// played games; the others no preference.
fn zero_point_states(colours: &[&str]) -> Vec<PlayerState> {
    colours
        .iter()
        .enumerate()
        .map(|(i, played)| {
            let mut s = PlayerState::without_history(i as u32 + 1, 2000 - i as u32, 0, 0);
            s.colours = played.chars().map(|c| if c == 'w' { Colour::White } else { Colour::Black }).collect();
            s.floats = vec![Float::None; 2];
            s.preference = colour_preference(&s);
            s
        })
        .collect()
}

/// The last bracket of `states` (all of them) paired under `rules` in round 3.
fn last_bracket(rules: &dyn RuleSet, states: &[PlayerState]) -> (Vec<(usize, usize)>, Vec<usize>) {
    let ctx = RoundContext::for_states(rules, 2, states, Colour::White);
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
    assert_eq!(last_bracket(&Dutch2017, &states).1, vec![4]);
    let (pairs, unpaired) = last_bracket(&Dutch2026, &states);
    assert_eq!(unpaired, vec![3]);
    assert_eq!(pairs, vec![(0, 2), (1, 4)]);
}
