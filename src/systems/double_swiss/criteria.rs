//! The quality criteria of Article 2.3 as linear forms over a bracket of
//! the walk (the players left unpaired by the bracket above first, then the
//! scoregroup's residents), one function per criterion.
//!
//! The walk holds the text's brackets (a top-scoregroup and its upfloaters,
//! 3.3.2) split at the upfloaters: the residents of a scoregroup left
//! without a partner in it move down with the players the next bracket
//! pairs first, and whom they meet there are their upfloaters (a pair of
//! two scores: the lower-scored player is the upfloater, the other his
//! opponent). So [C5] of the bracket above (its upfloaters' scores as high
//! as can be) is the first level here: the moved-down players paired in this
//! scoregroup rather than in a lower one. Then this scoregroup's own [C4]
//! (as many pairs as it can make), which is also the bracket above's [C6]
//! read as a count (its following scoregroup paired with as few upfloaters
//! as it can), then [C7] and [C8] on the upfloaters' pairs, and [C8] once
//! more on the residents who move down: each will meet an upfloater.

use super::readings::FloatRelaxation;
use crate::engine::bracket::BracketModel;
use crate::engine::criteria::{Criterion, Level, LevelKind};
use crate::state::{Float, PlayerState};

pub const C4: Criterion = Criterion::new("C4", "minus the number of pairs");
pub const C5: Criterion = Criterion::new("C5", "moved-down players left without an upfloater here");
pub const C7: Criterion = Criterion::new("C7", "upfloaters who floated in the round before");
pub const C8: Criterion = Criterion::new(
    "C8",
    "upfloaters' opponents paired here who floated in the round before",
);
pub const C8_MOVING_DOWN: Criterion = Criterion::new(
    "C8",
    "residents left to meet an upfloater who floated in the round before",
);

/// All quality levels of a bracket, in priority order.
pub fn levels(m: &BracketModel, relaxation: FloatRelaxation) -> Vec<Level> {
    let floats = float_criteria_apply(m, relaxation);
    vec![
        c5_upfloater_scores(m),
        c4_min_upfloaters(m),
        c7_repeated_floaters(m, floats),
        c8_opponents_of_upfloaters(m, floats),
        c8_residents_moving_down(m, floats),
    ]
}

/// Whether [C7] and [C8] apply: not in the last round (2.3.4, 2.3.5; the
/// last two under the reading `float_relaxation`).
fn float_criteria_apply(m: &BracketModel, relaxation: FloatRelaxation) -> bool {
    let Some(last) = (0..m.bracket_size()).find_map(|v| m.state(v).event_rounds) else {
        return true;
    };
    let relaxed = match relaxation {
        FloatRelaxation::LastRound => 1,
        FloatRelaxation::LastTwoRounds => 2,
    };
    m.round.number() + relaxed <= last
}

/// 1.5: a floater in the round before: he met an opponent of another score.
pub fn floated_last_round(s: &PlayerState) -> bool {
    s.floats.last().is_some_and(|&f| f != Float::None)
}

/// [C4] 2.3.1: the fewest upfloaters: as many pairs as the bracket can make,
/// each player it leaves unpaired needing one.
pub fn c4_min_upfloaters(m: &BracketModel) -> Level {
    m.constant_pair_level(C4, -1, |_| 0)
        .of_kind(LevelKind::MaxPairs)
}

/// [C5] 2.3.2: the upfloaters' scores as high as can be: the players moved
/// down from above meet this scoregroup rather than a lower one. It comes
/// before [C4], so no bound from a known number of pairs holds for it (the
/// verifier must ask whether fewer moved-down players can be left).
pub fn c5_upfloater_scores(m: &BracketModel) -> Level {
    let resident = (0..m.bracket_size())
        .map(|v| m.state(v).pairing_score)
        .min()
        .unwrap_or(0);
    let level = m.count_level(
        C5,
        |_, _, _| 0,
        move |s| u32::from(s.pairing_score > resident),
    );
    Level {
        bound: None,
        ..level
    }
}

/// [C7] 2.3.4: the fewest upfloaters who were floaters in the round before.
pub fn c7_repeated_floaters(m: &BracketModel, apply: bool) -> Level {
    if !apply {
        return m.zero_level(C7);
    }
    m.count_level(
        C7,
        |a, b, _| match a.pairing_score.cmp(&b.pairing_score) {
            std::cmp::Ordering::Less => u32::from(floated_last_round(a)),
            std::cmp::Ordering::Greater => u32::from(floated_last_round(b)),
            std::cmp::Ordering::Equal => 0,
        },
        |_| 0,
    )
}

/// [C8] 2.3.5: the fewest upfloaters' opponents who were floaters in the
/// round before, in the pairs made here.
pub fn c8_opponents_of_upfloaters(m: &BracketModel, apply: bool) -> Level {
    if !apply {
        return m.zero_level(C8);
    }
    m.count_level(
        C8,
        |a, b, _| match a.pairing_score.cmp(&b.pairing_score) {
            std::cmp::Ordering::Less => u32::from(floated_last_round(b)),
            std::cmp::Ordering::Greater => u32::from(floated_last_round(a)),
            std::cmp::Ordering::Equal => 0,
        },
        |_| 0,
    )
}

/// [C8] 2.3.5 for the residents this bracket leaves unpaired: each will be
/// an upfloater's opponent below.
pub fn c8_residents_moving_down(m: &BracketModel, apply: bool) -> Level {
    if !apply {
        return m.zero_level(C8_MOVING_DOWN);
    }
    let resident = (0..m.bracket_size())
        .map(|v| m.state(v).pairing_score)
        .min()
        .unwrap_or(0);
    m.count_level(
        C8_MOVING_DOWN,
        |_, _, _| 0,
        move |s| u32::from(s.pairing_score == resident && floated_last_round(s)),
    )
}
