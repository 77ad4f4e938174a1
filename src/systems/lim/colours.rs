//! Colours: 2.1's colour conditions, the colour a player is due (5.1, 5.5,
//! 5.6) and the allocation of a pair (5.3, 5.4, 7.2).

use super::readings::{EqualisingTie, HistoryTieBreak, NoHistory, PairSide, Readings};
use crate::points::{Points, ONE_POINT};
use crate::state::{ColourPreference, PlayerState, Strength};
use crate::tournament::Colour;

/// 2.2: half the number of rounds played so far, in points (7.3: a win one
/// point, whatever the file's point system); a state holds one float entry
/// per round played.
pub fn s2_2_median_score(round: usize) -> Points {
    round as Points * ONE_POINT / 2
}

/// 2.1 and the due colour: absolute when the other colour would give a
/// third one in a row or three more of one colour (5.1 a, b); otherwise the
/// equalising colour when the colours are unequal (5.5, 5.6), else the
/// alternate one (5.1); none before the first game.
pub fn s2_1_preference(s: &PlayerState) -> ColourPreference {
    let Some(last) = s.last_colour() else {
        return ColourPreference::NONE;
    };
    let cd = s.colour_difference();
    let equalising = if cd > 0 { Colour::Black } else { Colour::White };
    let (colour, strength) = if let Some(twice) = s.last_two_same() {
        (twice.opposite(), Strength::Absolute)
    } else if cd.abs() >= 2 {
        (equalising, Strength::Absolute)
    } else if cd != 0 {
        (equalising, Strength::Strong)
    } else {
        (last.opposite(), Strength::Mild)
    };
    ColourPreference {
        colour: Some(colour),
        strength,
    }
}

/// The colour a player is due: the equalising one when his colours are
/// unequal (5.5, 5.6: "due the same equalising colour"), else the alternate
/// one (5.1).
pub fn due(s: &PlayerState) -> Option<Colour> {
    s.preference.colour
}

/// 5.1 a and b: giving `s` the colour `given` makes it his third in a row
/// (a), or gives him three more of one colour than the other (b).
pub fn s5_1_breach(s: &PlayerState, given: Colour) -> Option<&'static str> {
    let step = if given == Colour::White { 1 } else { -1 };
    if s.last_two_same() == Some(given) {
        Some("5.1(a)")
    } else if (s.colour_difference() + step).abs() >= 3 {
        Some("5.1(b)")
    } else {
        None
    }
}

/// 5.1: the alternate colour, the other one than in his last game.
pub fn alternate(s: &PlayerState) -> Option<Colour> {
    s.last_colour().map(Colour::opposite)
}

/// The colour `a` gets against `b`, and the paragraph deciding it.
pub fn allocate(
    a: &PlayerState,
    b: &PlayerState,
    initial: Colour,
    a_higher: bool,
    readings: &Readings,
) -> (Colour, &'static str) {
    let absolute = |s: &PlayerState| {
        (s.preference.strength == Strength::Absolute)
            .then_some(s.preference.colour)
            .flatten()
    };
    match (absolute(a), absolute(b)) {
        (Some(x), Some(y)) if x != y => return (x, "5.3"),
        (Some(x), None) => return (x, "5.3"),
        (None, Some(y)) => return (y.opposite(), "5.3"),
        _ => {}
    }
    match (due(a), due(b)) {
        (Some(x), Some(y)) if x != y => (x, "5.2"),
        (Some(x), None) => (x, "5.2"),
        (None, Some(y)) => (y.opposite(), "5.2"),
        (None, None) => (
            s7_2_no_history(a, b, initial, a_higher, readings.no_history),
            "7.2",
        ),
        (Some(x), Some(_)) => (s5_4_history(a, b, x, a_higher, readings), "5.4"),
    }
}

/// 7.2: the higher-ranked player gets the drawn colour when his position in
/// the pairing list is odd (reading `NoHistory`: in any round, or in round
/// one only, the drawn colour going to the higher-ranked later).
fn s7_2_no_history(
    a: &PlayerState,
    b: &PlayerState,
    initial: Colour,
    a_higher: bool,
    reading: NoHistory,
) -> Colour {
    let higher = if a_higher { a } else { b };
    let by_parity = match reading {
        NoHistory::ByParityOfTheHigher => true,
        NoHistory::FirstRoundOnly => higher.floats.is_empty(),
    };
    let colour_of_higher = match by_parity {
        true => initial.by_parity(higher.round_number),
        false => initial,
    };
    colour_of_higher.of_first(a_higher)
}

/// 5.4, both due `colour`: the latest round in which their colours differed
/// decides (reading `HistoryTieBreak`); with identical histories the higher
/// ranked gets it in the median group or above, the lower ranked below it
/// (reading `PairSide`: the pair's side read from its higher- or its
/// lower-ranked player's score).
fn s5_4_history(
    a: &PlayerState,
    b: &PlayerState,
    colour: Colour,
    a_higher: bool,
    readings: &Readings,
) -> Colour {
    let differing = match readings.history {
        HistoryTieBreak::LatestDifference => a.latest_game_colours_differing(b),
        HistoryTieBreak::ByRounds => a.latest_round_colours_differing(b),
    };
    let by_rank = readings.equalising_tie == EqualisingTie::Rank && s5_6_equalising_tie(a, b);
    let a_gets_it = match differing {
        Some((ca, _)) if !by_rank => ca != colour,
        _ => s5_4_by_rank(a, b, a_higher, readings.pair_side),
    };
    colour.of_first(a_gets_it)
}

/// 5.4's rank clause: the higher ranked gets the contested colour in the
/// median group or above, the lower ranked below it (reading `PairSide`).
fn s5_4_by_rank(a: &PlayerState, b: &PlayerState, a_higher: bool, side: PairSide) -> bool {
    let (higher, lower) = if a_higher { (a, b) } else { (b, a) };
    let by = match side {
        PairSide::HigherPlayer => higher,
        PairSide::LowerPlayer => lower,
    };
    let at_or_above = by.pairing_score >= s2_2_median_score(by.floats.len());
    a_higher == at_or_above
}

/// 5.6's case: the round being paired is even-numbered (a state holds one
/// float entry per round played) and both players are due the same
/// equalising colour (unequal colours, neither preference absolute).
fn s5_6_equalising_tie(a: &PlayerState, b: &PlayerState) -> bool {
    let even_round = (a.floats.len() + 1).is_multiple_of(2);
    let equalising =
        |s: &PlayerState| s.colour_difference() != 0 && s.preference.strength != Strength::Absolute;
    even_round && equalising(a) && equalising(b)
}
