//! The quality criteria C.5-C.19 of the 2017 text as linear forms over a
//! bracket model, one function per paragraph. The verifier evaluates the
//! same definitions.

use crate::dutch_common::criteria::{
    self as dutch, downfloater_sd, floats_of_pair, pair_sd, PSD_MEASURE,
};
use crate::engine::bracket::BracketModel;
use crate::engine::criteria::{Criterion, Level};
use crate::points::Points;
use crate::state::{Float, PlayerState};

const PLAYERS: &str = "players concerned";
const REPEATS: &str = "players repeating the float";
const REPEAT_SDS: &str = "score differences of repeated floats, in tenths";

pub const C5: Criterion = Criterion::new("C.5", "minus the number of pairs");
pub const C6: Criterion = Criterion::new("C.6", PSD_MEASURE);
pub const C7: Criterion = Criterion::new("C.7", "the following bracket's pairs, then its PSD");
pub const C8: Criterion = Criterion::new("C.8", PLAYERS);
pub const C9: Criterion = Criterion::new("C.9", PLAYERS);
pub const C10: Criterion = Criterion::new("C.10", PLAYERS);
pub const C11: Criterion = Criterion::new("C.11", PLAYERS);
pub const C12: Criterion = Criterion::new("C.12", REPEATS);
pub const C13: Criterion = Criterion::new("C.13", REPEATS);
pub const C14: Criterion = Criterion::new("C.14", REPEATS);
pub const C15: Criterion = Criterion::new("C.15", REPEATS);
pub const C16: Criterion = Criterion::new("C.16", REPEAT_SDS);
pub const C17: Criterion = Criterion::new("C.17", REPEAT_SDS);
pub const C18: Criterion = Criterion::new("C.18", REPEAT_SDS);
pub const C19: Criterion = Criterion::new("C.19", REPEAT_SDS);

/// All quality levels of a bracket, in priority order.
pub fn all_levels(m: &BracketModel) -> Vec<Level> {
    let mut levels = vec![c5_max_pairs(m)];
    levels.extend(c6_min_psd(m));
    levels.extend(c7_following_bracket(m));
    levels.push(c8_topscorer_colour_difference(m));
    levels.push(c9_topscorer_colour_streak(m));
    levels.push(c10_colour_preference(m));
    levels.push(c11_strong_colour_preference(m));
    levels.push(c12_repeated_downfloat(m));
    levels.push(c13_repeated_upfloat(m));
    levels.push(c14_downfloat_two_rounds_before(m));
    levels.push(c15_upfloat_two_rounds_before(m));
    levels.push(c16_repeated_downfloat_score_difference(m));
    levels.push(c17_repeated_upfloat_score_difference(m));
    levels.push(c18_downfloat_two_rounds_before_score_difference(m));
    levels.push(c19_upfloat_two_rounds_before_score_difference(m));
    levels
}

/// C.5: maximise the number of pairs.
pub fn c5_max_pairs(m: &BracketModel) -> Level {
    dutch::max_pairs(m, C5)
}

/// C.6: minimise the PSD.
pub fn c6_min_psd(m: &BracketModel) -> Vec<Level> {
    dutch::bracket_psd(m, C6)
}

/// C.7: the following bracket's pairs, then its PSD; or, settled
/// beforehand, a cost of each player when he floats.
pub fn c7_following_bracket(m: &BracketModel) -> Vec<Level> {
    dutch::following_bracket(m, C7)
}

/// C.8: topscorers or their opponents who get a colour difference beyond ±2.
pub fn c8_topscorer_colour_difference(m: &BracketModel) -> Level {
    dutch::topscorer_colour_difference(m, C8)
}

/// C.9: topscorers or their opponents who get the same colour three times in a row.
pub fn c9_topscorer_colour_streak(m: &BracketModel) -> Level {
    dutch::topscorer_colour_streak(m, C9)
}

/// C.10: players who do not get their colour preference.
pub fn c10_colour_preference(m: &BracketModel) -> Level {
    dutch::colour_preference(m, C10)
}

/// C.11: players who do not get their strong colour preference (an absolute
/// preference is at least as strong).
pub fn c11_strong_colour_preference(m: &BracketModel) -> Level {
    dutch::strong_colour_preference(m, C11)
}

/// What a repeated float costs: one per player (C.12-C.15) or its score
/// difference (C.16-C.19).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Weight {
    Count,
    ScoreDifference,
}

/// Players who receive `float` in this pairing and had it `back` rounds
/// before. The higher score of a pair floats down, the lower up (A.4.b); a
/// downfloater of the bracket floats down, his SD counted as in A.8.
fn repeated_float(
    m: &BracketModel,
    criterion: Criterion,
    float: Float,
    back: usize,
    weight: Weight,
) -> Level {
    let round = m.round;
    // Nobody of the bracket had this float then: nobody can repeat it, the
    // level is zero whatever the pairing (no need to look at every pair).
    if (0..m.bracket_size()).all(|v| m.state(v).float_before(round, back) != float) {
        return m.zero_level(criterion);
    }
    let lowest = m.lowest_score();
    let repeats =
        move |s: &PlayerState, got: Float| got == float && s.float_before(round, back) == float;
    // Score differences are never negative (A.8).
    let cost = move |sd: Points| {
        if weight == Weight::Count {
            1
        } else {
            sd.unsigned_abs()
        }
    };
    m.count_level_among(
        criterion,
        |s| s.float_before(round, back) == float,
        |a, b, _| {
            let (fa, fb) = floats_of_pair(a, b);
            let sd = pair_sd(a, b);
            u32::from(repeats(a, fa)) * cost(sd) + u32::from(repeats(b, fb)) * cost(sd)
        },
        |s| u32::from(repeats(s, Float::Down)) * cost(downfloater_sd(s, lowest)),
    )
}

/// C.12: players who receive the same downfloat as the previous round.
pub fn c12_repeated_downfloat(m: &BracketModel) -> Level {
    repeated_float(m, C12, Float::Down, 1, Weight::Count)
}

/// C.13: players who receive the same upfloat as the previous round.
pub fn c13_repeated_upfloat(m: &BracketModel) -> Level {
    repeated_float(m, C13, Float::Up, 1, Weight::Count)
}

/// C.14: players who receive the same downfloat as two rounds before.
pub fn c14_downfloat_two_rounds_before(m: &BracketModel) -> Level {
    repeated_float(m, C14, Float::Down, 2, Weight::Count)
}

/// C.15: players who receive the same upfloat as two rounds before.
pub fn c15_upfloat_two_rounds_before(m: &BracketModel) -> Level {
    repeated_float(m, C15, Float::Up, 2, Weight::Count)
}

/// C.16: score differences of players who repeat the previous round's downfloat.
pub fn c16_repeated_downfloat_score_difference(m: &BracketModel) -> Level {
    repeated_float(m, C16, Float::Down, 1, Weight::ScoreDifference)
}

/// C.17: score differences of players who repeat the previous round's upfloat.
pub fn c17_repeated_upfloat_score_difference(m: &BracketModel) -> Level {
    repeated_float(m, C17, Float::Up, 1, Weight::ScoreDifference)
}

/// C.18: score differences of players who repeat the downfloat of two rounds before.
pub fn c18_downfloat_two_rounds_before_score_difference(m: &BracketModel) -> Level {
    repeated_float(m, C18, Float::Down, 2, Weight::ScoreDifference)
}

/// C.19: score differences of players who repeat the upfloat of two rounds before.
pub fn c19_upfloat_two_rounds_before_score_difference(m: &BracketModel) -> Level {
    repeated_float(m, C19, Float::Up, 2, Weight::ScoreDifference)
}
