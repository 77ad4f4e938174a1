//! Article 4: the colour of each match, allocated once the round is paired.
//! The colour decided is game 1's; the players swap colours in game 2 (4.4),
//! which the match records (`RoundEntry::second`), not the pairing. There
//! are no colour preferences (no colour criterion exists), so nothing here
//! weighs on who meets whom.

use super::readings::InitialParity;
use crate::state::PlayerState;
use crate::tournament::Colour;

/// 4.3: the colour `a` gets against `b` (`a_higher`: `a` is the
/// higher-ranked player of 4.2), and the paragraph of the first rule that
/// decides it.
pub fn s4_3_allocate(
    a: &PlayerState,
    b: &PlayerState,
    initial: Colour,
    a_higher: bool,
    parity: InitialParity,
) -> (Colour, &'static str) {
    if a.colours.is_empty() && b.colours.is_empty() {
        return (s4_3_1_first_match(a, b, initial, a_higher, parity), "4.3.1");
    }
    if let Some(colour) = s4_3_2_fewer_whites(a, b) {
        return (colour, "4.3.2");
    }
    if let Some(colour) = s4_3_3_latest_difference(a, b) {
        return (colour, "4.3.3");
    }
    let (higher, lower) = if a_higher { (a, b) } else { (b, a) };
    if let Some(last) = higher.colours.last() {
        // 4.3.4: the higher-ranked player alternates his last match's colour.
        return (last.opposite().of_first(a_higher), "4.3.4");
    }
    // 4.3.5: the other player alternates his (4.3.1 did not apply: he has one).
    let last = lower.colours.last().copied().unwrap_or(initial);
    (last.opposite().of_first(!a_higher), "4.3.5")
}

/// 4.3.1: neither has played a match: the higher-ranked player gets the
/// initial colour when his number is odd, the other colour when it is even.
fn s4_3_1_first_match(
    a: &PlayerState,
    b: &PlayerState,
    initial: Colour,
    a_higher: bool,
    parity: InitialParity,
) -> Colour {
    let higher = if a_higher { a } else { b };
    let number = match parity {
        InitialParity::Tpn => higher.id,
        InitialParity::Arrived => higher.round_number,
    };
    initial.by_parity(number).of_first(a_higher)
}

/// 4.3.2: White to the player who has had fewer Whites (matches with White,
/// not a colour difference); `None` when they have had as many.
fn s4_3_2_fewer_whites(a: &PlayerState, b: &PlayerState) -> Option<Colour> {
    let whites = |s: &PlayerState| s.colours.iter().filter(|&&c| c == Colour::White).count();
    match whites(a).cmp(&whites(b)) {
        std::cmp::Ordering::Less => Some(Colour::White),
        std::cmp::Ordering::Greater => Some(Colour::Black),
        std::cmp::Ordering::Equal => None,
    }
}

/// 4.3.3: the colours of the most recent match in which the two had
/// different colours, both histories (matches played) read from their ends,
/// alternated.
fn s4_3_3_latest_difference(a: &PlayerState, b: &PlayerState) -> Option<Colour> {
    a.colours
        .iter()
        .rev()
        .zip(b.colours.iter().rev())
        .find(|(x, y)| x != y)
        .map(|(x, _)| x.opposite())
}
