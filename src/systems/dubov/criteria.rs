//! The quality criteria of Article 2.3 as linear forms over a bracket of
//! the walk (the players left unpaired by the brackets above first, then the
//! scoregroup's residents), one function per criterion. The verifier
//! evaluates the same definitions.
//!
//! The walk pairs a Dubov bracket in two steps: a resident left without a
//! partner in its scoregroup moves down with the players the following
//! bracket pairs first, and whom he meets there is his upfloater. So C6,
//! which ranks a bracket's upfloaters by their scores, is the first level of
//! the bracket below: its moved-down players paired in it, not floating on
//! (their upfloaters then have this scoregroup's score, the highest left).
//! In a pair of two scores the lower-scored player is the upfloater (C8-C10).
//! The criteria of the bracket above on its upfloaters' pairs (C7 on those
//! pairs, C8-C10) come before this bracket's own colours (C7 on the pairs of
//! two residents): 3.2 pairs the bracket above, upfloaters included, before
//! this one. This bracket's number of pairs (C5) still comes first of them:
//! a candidate with fewer pairs is never preferred (see
//! docs/systems/dubov.md, "Departures").

use super::colours::preferences_missed;
use super::readings::C9Measure;
use crate::engine::bracket::BracketModel;
use crate::engine::criteria::{Criterion, Level, LevelKind};
use crate::state::{Float, PlayerState};

pub const C5: Criterion = Criterion::new("C5", "minus the number of pairs");
pub const C6: Criterion = Criterion::new("C6", "moved-down players left without an upfloater here");
pub const C7: Criterion = Criterion::new("C7", "players not getting their colour preference");
pub const C7_UPFLOATERS: Criterion = Criterion::new(
    "C7",
    "players of the upfloaters' pairs not getting their colour preference",
);
pub const C8: Criterion = Criterion::new("C8", "upfloaters who are maximum upfloaters");
pub const C9: Criterion = Criterion::new("C9", "times maximum upfloaters were upfloated");
pub const C10: Criterion = Criterion::new("C10", "upfloaters who upfloated the round before");

/// All quality levels of a bracket, in priority order.
pub fn levels(m: &BracketModel, c9: C9Measure) -> Vec<Level> {
    vec![
        c6_upfloater_scores(m),
        c5_min_upfloaters(m),
        c7_upfloaters_colour_preferences(m),
        c8_maximum_upfloaters(m),
        c9_maximum_upfloats(m, c9),
        c10_repeated_upfloaters(m),
        c7_colour_preferences(m),
    ]
}

/// 1.8: MaxT = 2 + [Rnds/5], Rnds the rounds of the event (the round being
/// paired when the file does not say).
pub fn s1_8_max_t(m: &BracketModel) -> u32 {
    let rounds = (0..m.bracket_size())
        .find_map(|v| m.state(v).event_rounds)
        .unwrap_or(m.round.number());
    2 + (rounds / 5) as u32
}

/// Whether C8-C10 apply: not in the last round (2.3).
fn float_criteria_apply(m: &BracketModel) -> bool {
    let last = (0..m.bracket_size()).find_map(|v| m.state(v).event_rounds);
    last != Some(m.round.number())
}

/// How many times `s` was upfloated before this round.
pub fn upfloats(s: &PlayerState) -> u32 {
    s.floats.iter().filter(|&&f| f == Float::Up).count() as u32
}

/// The upfloater of a pair of two scores.
fn upfloater<'s>(a: &'s PlayerState, b: &'s PlayerState) -> Option<&'s PlayerState> {
    match a.pairing_score.cmp(&b.pairing_score) {
        std::cmp::Ordering::Less => Some(a),
        std::cmp::Ordering::Greater => Some(b),
        std::cmp::Ordering::Equal => None,
    }
}

/// C5: minimise the number of upfloaters: as many pairs as the bracket can
/// make, each of its players left unpaired needing one.
pub fn c5_min_upfloaters(m: &BracketModel) -> Level {
    m.constant_pair_level(C5, -1, |_| 0)
        .of_kind(LevelKind::MaxPairs)
}

/// C6: the upfloaters' scores as high as can be: the players moved down from
/// above are paired in this scoregroup rather than float on to a lower one.
pub fn c6_upfloater_scores(m: &BracketModel) -> Level {
    let resident = (0..m.bracket_size())
        .map(|v| m.state(v).pairing_score)
        .min()
        .unwrap_or(0);
    m.count_level(
        C6,
        |_, _, _| 0,
        move |s| u32::from(s.pairing_score > resident),
    )
}

/// C7 of the bracket above: the players of the pairs with an upfloater
/// (two scores) who do not get their colour preference.
pub fn c7_upfloaters_colour_preferences(m: &BracketModel) -> Level {
    m.colour_level(C7_UPFLOATERS, |a, b, given| {
        if a.pairing_score == b.pairing_score {
            0
        } else {
            preferences_missed(a, b, given)
        }
    })
}

/// C7: minimise the players who do not get their colour preference, here
/// in the pairs of two residents (those with an upfloater counted above).
pub fn c7_colour_preferences(m: &BracketModel) -> Level {
    m.colour_level(C7, |a, b, given| {
        if a.pairing_score == b.pairing_score {
            preferences_missed(a, b, given)
        } else {
            0
        }
    })
}

/// A count over the bracket's upfloaters, void in the last round.
fn upfloater_level(
    m: &BracketModel,
    criterion: Criterion,
    cost: impl Fn(&PlayerState) -> u32,
) -> Level {
    if !float_criteria_apply(m) {
        return m.zero_level(criterion);
    }
    m.count_level(criterion, |a, b, _| upfloater(a, b).map_or(0, &cost), |_| 0)
}

/// C8: minimise the upfloaters who are maximum upfloaters (1.8).
pub fn c8_maximum_upfloaters(m: &BracketModel) -> Level {
    let max_t = s1_8_max_t(m);
    upfloater_level(m, C8, |s| u32::from(upfloats(s) >= max_t))
}

/// C9: minimise the times maximum upfloaters are upfloated (reading
/// `C9Measure`).
pub fn c9_maximum_upfloats(m: &BracketModel, measure: C9Measure) -> Level {
    let max_t = s1_8_max_t(m);
    upfloater_level(m, C9, |s| {
        let n = upfloats(s);
        match (n >= max_t, measure) {
            (false, _) => 0,
            (true, C9Measure::Upfloats) => n,
            (true, C9Measure::BeyondMaxT) => n - max_t + 1,
        }
    })
}

/// C10: minimise the upfloaters who upfloated in the previous round.
pub fn c10_repeated_upfloaters(m: &BracketModel) -> Level {
    upfloater_level(m, C10, |s| u32::from(s.floats.last() == Some(&Float::Up)))
}
