//! Colour preferences (A.6) and colour allocation (E.1-E.5) of the Dutch
//! systems, shared by `dutch-2017` and `dutch-2012` where their texts agree.

use crate::state::{ColourPreference, PlayerState, Strength};
use crate::tournament::Colour;
use std::cmp::Ordering;

/// A.6 (2017): absolute when the colour difference is beyond ±1 or the last two
/// games had the same colour; strong at ±1; mild at 0 (alternate); none
/// without a played game (A.6.d).
pub fn colour_preference(s: &PlayerState) -> ColourPreference {
    s.graded_preference().unwrap_or(ColourPreference::NONE)
}

/// A.2: ranking order for pairing purposes: pairing score, then rank
/// (the pairing number unless the rule set ranks otherwise).
pub fn ranks_higher(a: &PlayerState, b: &PlayerState) -> bool {
    match a.pairing_score.cmp(&b.pairing_score) {
        Ordering::Greater => true,
        Ordering::Less => false,
        Ordering::Equal => a.rank < b.rank,
    }
}

/// The E rule that decided a colour allocation (for reports).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
pub enum ColourRule {
    E1,
    E2,
    E3,
    E4,
    E5,
}

impl ColourRule {
    /// The paragraph, as reports name it.
    pub fn paragraph(self) -> &'static str {
        match self {
            ColourRule::E1 => "E.1",
            ColourRule::E2 => "E.2",
            ColourRule::E3 => "E.3",
            ColourRule::E4 => "E.4",
            ColourRule::E5 => "E.5",
        }
    }
}

/// E.2 between two absolute preferences for the same colour (topscorers).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AbsoluteTie {
    /// 2017 E.2: "if both are absolute, grant the wider colour difference".
    WiderDifference,
    /// 2012 E.2 only grants "the stronger colour preference": two absolute
    /// ones are equally strong and E.3 decides (small-16 round 11).
    EquallyStrong,
}

/// E.1-E.5: the colour `a` gets when paired with `b`, and the rule deciding it.
pub fn allocate(
    a: &PlayerState,
    b: &PlayerState,
    initial: Colour,
    tie: AbsoluteTie,
) -> (Colour, ColourRule) {
    let (pa, pb) = (a.preference, b.preference);
    let a_higher = ranks_higher(a, b);
    match (pa.colour, pb.colour) {
        // E.1: grant both preferences (or the only one there is).
        (Some(ca), Some(cb)) if ca != cb => return (ca, ColourRule::E1),
        (Some(ca), None) => return (ca, ColourRule::E1),
        (None, Some(cb)) => return (cb.opposite(), ColourRule::E1),
        (None, None) => return (e5_colour(a, b, a_higher, initial), ColourRule::E5),
        _ => {}
    }
    let wanted = pa.colour.expect("both have the same preference here");
    // E.2: grant the stronger preference; both absolute: see `AbsoluteTie`.
    match pa.strength.cmp(&pb.strength) {
        Ordering::Greater => return (wanted, ColourRule::E2),
        Ordering::Less => return (wanted.opposite(), ColourRule::E2),
        Ordering::Equal
            if pa.strength == Strength::Absolute && tie == AbsoluteTie::WiderDifference =>
        {
            let (da, db) = (a.colour_difference().abs(), b.colour_difference().abs());
            match da.cmp(&db) {
                Ordering::Greater => return (wanted, ColourRule::E2),
                Ordering::Less => return (wanted.opposite(), ColourRule::E2),
                Ordering::Equal => {}
            }
        }
        Ordering::Equal => {}
    }
    // E.3: alternate to the most recent round where their colours differed.
    if let Some(colour) = e3_alternation(&a.colours, &b.colours) {
        return (colour, ColourRule::E3);
    }
    // E.4: grant the preference of the higher ranked player.
    (wanted.of_first(a_higher), ColourRule::E4)
}

/// E.3 with C.04.2.D.5: both histories compacted (unplayed rounds already
/// removed), compared from the latest game backwards. Returns `a`'s colour.
fn e3_alternation(a: &[Colour], b: &[Colour]) -> Option<Colour> {
    a.iter()
        .rev()
        .zip(b.iter().rev())
        .find(|(ca, cb)| ca != cb)
        .map(|(ca, _)| ca.opposite())
}

/// E.5: the higher ranked player gets the initial colour if his pairing number
/// is odd, the other colour if it is even. The number is counted among the
/// players who have entered the tournament (see [`PlayerState::round_number`]).
fn e5_colour(a: &PlayerState, b: &PlayerState, a_higher: bool, initial: Colour) -> Colour {
    let higher = if a_higher { a } else { b };
    initial.by_parity(higher.round_number).of_first(a_higher)
}

/// Whether `s` gets his preference when given `colour` (no preference: always).
pub fn gets_preference(s: &PlayerState, colour: Colour) -> bool {
    s.preference.colour.is_none_or(|c| c == colour)
}

/// What the 2012 and 1992 texts' absolute colour rule (their B.2) forbids
/// in giving `s` the colour `given`: the same colour a third time in a row,
/// or a colour difference beyond ±2.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AbsoluteColourBreach {
    ThirdInARow,
    Difference,
}

/// [`AbsoluteColourBreach`] of giving `s` the colour `given`, if any.
pub fn absolute_colour_breach(s: &PlayerState, given: Colour) -> Option<AbsoluteColourBreach> {
    let step = if given == Colour::White { 1 } else { -1 };
    if s.last_two_same() == Some(given) {
        Some(AbsoluteColourBreach::ThirdInARow)
    } else if (s.colour_difference() + step).abs() > 2 {
        Some(AbsoluteColourBreach::Difference)
    } else {
        None
    }
}
