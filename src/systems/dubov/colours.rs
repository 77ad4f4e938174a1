//! Colours: the colour preference of 1.6 (the "due colour") and the
//! allocation rules of 5.2.

use super::readings::ColourHistory;
use crate::state::{ColourPreference, PlayerState, Strength};
use crate::tournament::Colour;

/// 1.6: absolute beyond a colour difference of ±1 or after the same colour
/// twice running (1.6.1), strong at ±1 (1.6.2), mild at 0, alternating the
/// last game (1.6.3); a player without a game is mildly due black (1.6.4).
pub fn s1_6_preference(s: &PlayerState) -> ColourPreference {
    s.graded_preference().unwrap_or(ColourPreference {
        colour: Some(Colour::Black),
        strength: Strength::Mild,
    })
}

/// The colour `a` gets against `b`, and the rule of 5.2 that decides it.
pub fn s5_2_allocate(
    a: &PlayerState,
    b: &PlayerState,
    initial: Colour,
    a_higher: bool,
    history: ColourHistory,
) -> (Colour, &'static str) {
    if a.colours.is_empty() && b.colours.is_empty() {
        return (s5_2_1_no_games(a, b, initial, a_higher), "5.2.1");
    }
    let (pa, pb) = (a.preference, b.preference);
    match (pa.colour, pb.colour) {
        (Some(x), Some(y)) if x != y => return (x, "5.2.2"),
        _ => {}
    }
    if pa.strength != pb.strength {
        // 5.2.3: the stronger preference is granted.
        let (stronger, a_stronger) = if pa.strength > pb.strength {
            (pa, true)
        } else {
            (pb, false)
        };
        if let Some(c) = stronger.colour {
            return (c.of_first(a_stronger), "5.2.3");
        }
    }
    if let Some((ca, _)) = s5_2_4_latest_difference(a, b, history) {
        return (ca.opposite(), "5.2.4");
    }
    // 5.2.5: the higher-ranked player's preference.
    let higher = if a_higher { pa } else { pb };
    let colour = higher.colour.unwrap_or(initial);
    (colour.of_first(a_higher), "5.2.5")
}

/// 5.2.1: neither has played: the higher-ranked gets the initial colour when
/// his pairing number is odd, the other one when it is even.
fn s5_2_1_no_games(a: &PlayerState, b: &PlayerState, initial: Colour, a_higher: bool) -> Colour {
    let higher = if a_higher { a } else { b };
    initial.by_parity(higher.id).of_first(a_higher)
}

/// 5.2.4: the colours of `a` and `b` in the most recent round in which they
/// differed (reading `ColourHistory`).
fn s5_2_4_latest_difference(
    a: &PlayerState,
    b: &PlayerState,
    history: ColourHistory,
) -> Option<(Colour, Colour)> {
    match history {
        ColourHistory::ByGames => a.latest_game_colours_differing(b),
        ColourHistory::ByRounds => a.latest_round_colours_differing(b),
    }
}

/// 2.3.3 (C7): how many of the two players do not get their preference
/// when `a` gets `given`.
pub fn preferences_missed(a: &PlayerState, b: &PlayerState, given: Colour) -> u32 {
    u32::from(a.preference.colour.is_some_and(|c| c != given))
        + u32::from(b.preference.colour.is_some_and(|c| c != given.opposite()))
}
