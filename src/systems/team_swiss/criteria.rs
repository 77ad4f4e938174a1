//! The quality criteria of Article 2.3 as linear forms over a bracket of
//! the walk (the teams left unpaired by the bracket above first, then the
//! scoregroup's residents), one function per criterion.
//!
//! As for the Double-Swiss text, whose Articles 3.3-3.6 these are, the walk
//! splits the text's bracket (a top-scoregroup and its upfloaters, 3.3.2)
//! at the upfloaters: residents left without a partner move down with the
//! teams the next bracket pairs first, and whom they meet there are their
//! upfloaters (in a pair of two scores the lower-scored team is the
//! upfloater). So [C5] of the bracket above comes first, then this
//! scoregroup's [C4] (also the bracket above's [C6], read as a count), then
//! [C7] on the upfloaters, the colours of [C8] and [C9], and [C10] on the
//! upfloaters' opponents, here and among the residents who move down.

use super::colours::{c8_unmet, c9_strong_unmet};
use crate::engine::bracket::BracketModel;
use crate::engine::criteria::{Criterion, Level, LevelKind};
use crate::points::Points;
use crate::state::{Float, PlayerState};
use std::cmp::Ordering;

pub const C4: Criterion = Criterion::new("C4", "minus the number of pairs");
pub const C5: Criterion = Criterion::new("C5", "moved-down teams left without an upfloater here");
pub const C7: Criterion = Criterion::new("C7", "upfloaters who floated in the round before");
pub const C8: Criterion = Criterion::new("C8", "teams whose colour preference is not met");
pub const C9: Criterion = Criterion::new("C9", "teams whose strong colour preference is not met");
pub const C10: Criterion = Criterion::new(
    "C10",
    "upfloaters' opponents paired here who floated in the round before",
);
pub const C10_MOVING_DOWN: Criterion = Criterion::new(
    "C10",
    "residents left to meet an upfloater who floated in the round before",
);

/// All quality levels of a bracket, in priority order: the text pairs each
/// top-scoregroup with its upfloaters before the next (3.3.2), so the
/// moved-down teams are weighed by the score they come from, the highest
/// first, each origin's [C5], [C7]-[C10] before the next origin's; the
/// lowest origin's following scoregroup is this one, whose [C4] is its
/// [C6]. Then the residents' own pairs.
pub fn levels(m: &BracketModel) -> Vec<Level> {
    let floats = float_criteria_apply(m);
    let origins = origins(m);
    let mut levels = Vec::new();
    for (k, &origin) in origins.iter().enumerate() {
        levels.push(c5_upfloater_scores(m, origin));
        if k + 1 == origins.len() {
            levels.push(c4_min_upfloaters(m));
        }
        levels.push(c7_repeated_floaters(m, origin, floats));
        levels.push(c8_colour_preferences(m, Some(origin)));
        levels.push(c9_strong_preferences(m, Some(origin)));
        levels.push(c10_opponents_of_upfloaters(m, origin, floats));
    }
    if origins.is_empty() {
        levels.push(c4_min_upfloaters(m));
    }
    levels.push(c8_colour_preferences(m, None));
    levels.push(c9_strong_preferences(m, None));
    levels.push(c10_residents_moving_down(m, floats));
    levels
}

/// The scores the moved-down teams come from, highest first.
fn origins(m: &BracketModel) -> Vec<Points> {
    let residents = resident_score(m);
    let mut origins: Vec<Points> = (0..m.bracket_size())
        .map(|v| m.state(v).pairing_score)
        .filter(|&score| score > residents)
        .collect();
    origins.sort_unstable_by(|a, b| b.cmp(a));
    origins.dedup();
    origins
}

/// The score of the top-scoregroup whose bracket a pair belongs to: its
/// higher-scored team's.
fn bracket_of(a: &PlayerState, b: &PlayerState) -> Points {
    a.pairing_score.max(b.pairing_score)
}

/// Whether [C7] and [C10] apply: not in the last two rounds (2.3.4, 2.3.7).
fn float_criteria_apply(m: &BracketModel) -> bool {
    let Some(last) = (0..m.bracket_size()).find_map(|v| m.state(v).event_rounds) else {
        return true;
    };
    m.round.number() + 2 <= last
}

/// 1.5: a floater in the round before: it met an opponent of another score.
pub fn floated_last_round(s: &PlayerState) -> bool {
    s.floats.last().is_some_and(|&f| f != Float::None)
}

/// The lowest score in the bracket: its residents'.
fn resident_score(m: &BracketModel) -> Points {
    (0..m.bracket_size())
        .map(|v| m.state(v).pairing_score)
        .min()
        .unwrap_or(0)
}

/// [C4] 2.3.1: the fewest upfloaters: as many pairs as the bracket can make,
/// each team it leaves unpaired needing one.
pub fn c4_min_upfloaters(m: &BracketModel) -> Level {
    m.constant_pair_level(C4, -1, |_| 0)
        .of_kind(LevelKind::MaxPairs)
}

/// [C5] 2.3.2: the upfloaters' scores as high as can be: the teams moved
/// down from score `origin` meet this scoregroup rather than a lower one. It
/// comes before [C4], so no bound from a known number of pairs holds for it.
pub fn c5_upfloater_scores(m: &BracketModel, origin: Points) -> Level {
    let level = m.count_level(
        C5,
        |_, _, _| 0,
        move |s| u32::from(s.pairing_score == origin),
    );
    Level {
        bound: None,
        ..level
    }
}

/// The team of a pair of two scores that `upfloater` picks: the upfloater
/// (lower score) or its opponent.
fn in_pair_of_two_scores(a: &PlayerState, b: &PlayerState, upfloater: bool) -> Option<bool> {
    match a.pairing_score.cmp(&b.pairing_score) {
        Ordering::Less => Some(if upfloater {
            floated_last_round(a)
        } else {
            floated_last_round(b)
        }),
        Ordering::Greater => Some(if upfloater {
            floated_last_round(b)
        } else {
            floated_last_round(a)
        }),
        Ordering::Equal => None,
    }
}

/// [C7] 2.3.4: the fewest upfloaters who were floaters in the round
/// before, among those meeting teams moved down from `origin`.
pub fn c7_repeated_floaters(m: &BracketModel, origin: Points, apply: bool) -> Level {
    if !apply {
        return m.zero_level(C7);
    }
    m.count_level(
        C7,
        move |a, b, _| {
            u32::from(bracket_of(a, b) == origin && in_pair_of_two_scores(a, b, true) == Some(true))
        },
        |_| 0,
    )
}

/// [C8] 2.3.5: the fewest teams whose colour preference is not met, in the
/// bracket of the teams moved down from `origin` (`None`: the residents').
pub fn c8_colour_preferences(m: &BracketModel, origin: Option<Points>) -> Level {
    let residents = resident_score(m);
    let origin = origin.unwrap_or(residents);
    m.count_level(
        C8,
        move |a, b, _| u32::from(bracket_of(a, b) == origin) * c8_unmet(a, b),
        |_| 0,
    )
}

/// [C9] 2.3.6: the fewest teams whose strong preference is not met (only
/// Type B tells strong from mild; Type A's count as [C8]'s), in the bracket
/// of `origin` as [C8].
pub fn c9_strong_preferences(m: &BracketModel, origin: Option<Points>) -> Level {
    let residents = resident_score(m);
    let origin = origin.unwrap_or(residents);
    m.count_level(
        C9,
        move |a, b, _| u32::from(bracket_of(a, b) == origin) * c9_strong_unmet(a, b),
        |_| 0,
    )
}

/// [C10] 2.3.7: the fewest upfloaters' opponents who were floaters in the
/// round before, among the teams moved down from `origin`.
pub fn c10_opponents_of_upfloaters(m: &BracketModel, origin: Points, apply: bool) -> Level {
    if !apply {
        return m.zero_level(C10);
    }
    m.count_level(
        C10,
        move |a, b, _| {
            u32::from(
                bracket_of(a, b) == origin && in_pair_of_two_scores(a, b, false) == Some(true),
            )
        },
        |_| 0,
    )
}

/// [C10] 2.3.7 for the residents this bracket leaves unpaired: each will be
/// an upfloater's opponent below.
pub fn c10_residents_moving_down(m: &BracketModel, apply: bool) -> Level {
    if !apply {
        return m.zero_level(C10_MOVING_DOWN);
    }
    let resident = resident_score(m);
    m.count_level(
        C10_MOVING_DOWN,
        |_, _, _| 0,
        move |s| u32::from(s.pairing_score == resident && floated_last_round(s)),
    )
}
