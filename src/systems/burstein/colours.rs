//! Article 5.2: the colours of a pair (1.5's preferences, read as the Dutch
//! A.6 reads them).

use super::readings::HigherRanked;
use crate::state::PlayerState;
use crate::tournament::Colour;
use std::cmp::Ordering;

/// The colour `a` gets against `b`, and the paragraph of 5.2 deciding it.
pub fn s5_2_allocate(
    a: &PlayerState,
    b: &PlayerState,
    initial: Colour,
    higher: HigherRanked,
) -> (Colour, &'static str) {
    let (pa, pb) = (a.preference, b.preference);
    match (pa.colour, pb.colour) {
        (None, None) => return (s5_2_1_first_game(a, b, initial, higher), "5.2.1"),
        // 5.2.2: grant both preferences (1.5.4: a player without games has none).
        (Some(ca), Some(cb)) if ca != cb => return (ca, "5.2.2"),
        (Some(ca), None) => return (ca, "5.2.2"),
        (None, Some(cb)) => return (cb.opposite(), "5.2.2"),
        _ => {}
    }
    let wanted = pa.colour.expect("both have the same preference here");
    // 5.2.3: grant the stronger preference.
    match pa.strength.cmp(&pb.strength) {
        Ordering::Greater => return (wanted, "5.2.3"),
        Ordering::Less => return (wanted.opposite(), "5.2.3"),
        Ordering::Equal => {}
    }
    // 5.2.4: alternate from the latest round in which their colours differed.
    if let Some((ca, _)) = a.latest_game_colours_differing(b) {
        return (ca.opposite(), "5.2.4");
    }
    // 5.2.5: the preference of the higher ranked player.
    (wanted.of_first(s5_2_5_ranks_higher(a, b, higher)), "5.2.5")
}

/// 5.2.1: neither has played: the higher ranked by 1.8 (as `higher` reads
/// it, the same as 5.2.5) gets the initial colour with an odd TPN, the
/// other with an even one.
fn s5_2_1_first_game(
    a: &PlayerState,
    b: &PlayerState,
    initial: Colour,
    higher: HigherRanked,
) -> Colour {
    let a_higher = s5_2_5_ranks_higher(a, b, higher);
    let first = if a_higher { a } else { b };
    initial.by_parity(first.id).of_first(a_higher)
}

/// 5.2.1's and 5.2.5's "higher ranked player (according to / see Article
/// 1.8)", as `higher` reads it.
pub fn s5_2_5_ranks_higher(a: &PlayerState, b: &PlayerState, higher: HigherRanked) -> bool {
    match higher {
        HigherRanked::Index => a.rank < b.rank,
        HigherRanked::ScoreThenIndex => (-a.pairing_score, a.rank) < (-b.pairing_score, b.rank),
    }
}
