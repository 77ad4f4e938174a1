//! The quality of a bracket's pairing under the 1992 text. Its relative
//! criteria B.3-B.6 are "in descending priority" and "should be fulfilled
//! as much as possible": each is the number of pairs (or players) missing it,
//! minimised. Their order is the order in which section C gives them up, the
//! last one given up ranking first:
//!
//! 1. the pairs: `p` is lowered only at C.14, the last step;
//! 2. B.3, the closeness of scores (the moved-down players are paired first,
//!    A.3), read as the PSD the later Dutch texts define for the same words;
//! 3. C.12, the next bracket, when the bracket is paired again for it;
//! 4. B.4 with x: C.11 raises x only after C.9 and C.10;
//! 5. B.5 then B.6 for upfloats: C.10 drops B.6 first, then B.5;
//! 6. B.5 then B.6 for downfloats: C.9, the first criteria given up.
//!
//! So upfloats rank above downfloats here, the other way round from 2012
//! (whose A.11 puts the criteria for downfloaters first).

use crate::dutch_common::criteria::{self as dutch, floats_of_pair, PSD_MEASURE};
use crate::engine::bracket::BracketModel;
use crate::engine::criteria::{Criterion, Level};
use crate::state::{Float, PlayerState};

const REPEATS: &str = "players repeating the float";

pub const P: Criterion = Criterion::new("C.14 p", "minus the number of pairs");
pub const B3: Criterion = Criterion::new("B.3", PSD_MEASURE);
pub const C12: Criterion = Criterion::new("C.12", "the next bracket's pairs, then its PSD");
pub const X: Criterion = Criterion::new("B.4 x", "pairs not granting both colour preferences");
pub const B5_UP: Criterion = Criterion::new("B.5 up", REPEATS);
pub const B6_UP: Criterion = Criterion::new("B.6 up", REPEATS);
pub const B5_DOWN: Criterion = Criterion::new("B.5 down", REPEATS);
pub const B6_DOWN: Criterion = Criterion::new("B.6 down", REPEATS);

/// The criteria, as reports list them.
pub const SUMMARY: &str = "C.14 p, B.3, C.12, B.4 x, B.5 up, B.6 up, B.5 down, B.6 down";

/// All quality levels of a bracket, in priority order.
pub fn all_levels(m: &BracketModel) -> Vec<Level> {
    let mut levels = vec![c14_pairs(m)];
    levels.extend(b3_score_closeness(m));
    levels.extend(c12_next_bracket(m));
    levels.push(b4_colour_preferences(m));
    levels.push(float_repeat(m, B5_UP, Float::Up, 1));
    levels.push(float_repeat(m, B6_UP, Float::Up, 2));
    levels.push(float_repeat(m, B5_DOWN, Float::Down, 1));
    levels.push(float_repeat(m, B6_DOWN, Float::Down, 2));
    levels
}

/// C.6/C.14: as many pairs as the bracket allows (`p` is lowered last).
pub fn c14_pairs(m: &BracketModel) -> Level {
    dutch::max_pairs(m, P)
}

/// B.3: "the difference of the scores of two players paired against each
/// other should be as small as possible", the moved-down players paired
/// first (A.3): the PSD, fewest large differences first, a player moved
/// down counting against one point less than the lowest score.
pub fn b3_score_closeness(m: &BracketModel) -> Vec<Level> {
    dutch::bracket_psd(m, B3)
}

/// C.12: when the bracket is paired again so that the next bracket can make
/// its pairs, that bracket's pairs then its PSD, after B.3 (the previous
/// bracket's pairing must still be one its own procedure makes).
fn c12_next_bracket(m: &BracketModel) -> Vec<Level> {
    dutch::following_bracket(m, C12)
}

/// Both players prefer the same colour (of any strength, A.7.a-c): one of
/// them cannot have it.
pub fn same_preference(a: &PlayerState, b: &PlayerState) -> bool {
    a.preference.colour.is_some() && a.preference.colour == b.preference.colour
}

/// B.4: "as many players as possible receive their colour preference" (a
/// rule, no reading): the pairs not fulfilling all colour preferences. C.11
/// accepts a pairing with at most x of them and raises x from A.8's value
/// one by one: the first x that admits a pairing is the least number of such
/// pairs, which is what this level minimises (x of A.8 is its lower bound
/// when the bracket pairs everybody, see [`super::a8`]).
pub fn b4_colour_preferences(m: &BracketModel) -> Level {
    m.colour_level(X, |a, b, _| u32::from(same_preference(a, b)))
}

/// B.5 (`back` = 1) and B.6 (`back` = 2): players who receive `float` again.
/// A.4: in a pair of unequal scores the higher player receives a downfloat,
/// the lower an upfloat; a player moved down receives his downfloat below
/// (or the bye, a downfloat by A.5). The Note exempts the players over 50%
/// in the last round.
fn float_repeat(m: &BracketModel, criterion: Criterion, float: Float, back: usize) -> Level {
    let round = m.round;
    let repeats = move |s: &PlayerState, got: Float| {
        got == float && !s.topscorer && s.float_before(round, back) == float
    };
    m.bracket_level(
        criterion,
        |a, b, _| {
            let (fa, fb) = floats_of_pair(a, b);
            i64::from(repeats(a, fa)) + i64::from(repeats(b, fb))
        },
        |s| i64::from(repeats(s, Float::Down)),
    )
}
