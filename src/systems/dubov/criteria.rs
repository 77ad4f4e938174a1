//! The quality criteria of Article 2.3 as linear forms over a bracket of
//! the walk (the players left unpaired by the brackets above first, then the
//! scoregroup's residents), one function per criterion. The verifier
//! evaluates the same definitions.
//!
//! The walk pairs a Dubov bracket of 1.3.2 (residents and their upfloaters)
//! in two brackets of its own: the residents' pairs in the upper one; the
//! residents left without a resident partner move down and meet their
//! upfloaters in the bracket below, whose residents they are. So the
//! bracket below first settles those upfloaters by the criteria of the
//! bracket above (C6-C10 on the pairs of the players moved down),
//! scoregroup by scoregroup from the highest (3.2 and 1.9.2 pair the
//! scoregroups from the top), and only then its own number of pairs (C5)
//! and colours (C7). A pair of two scores makes the lower-scored player the
//! upfloater. What the upper bracket cannot see of the players below (which
//! of its residents wait) is `docs/systems/dubov.md`'s departure (b).

use super::colours::preferences_missed;
use super::readings::C9Measure;
use crate::engine::bracket::BracketModel;
use crate::engine::criteria::{Criterion, Level, LevelKind};
use crate::points::Points;
use crate::solver::LinearForm;
use crate::state::{Float, PlayerState};

pub const C5: Criterion = Criterion::new("C5", "minus the number of pairs");
pub const C6: Criterion = Criterion::new(
    "C6",
    "players moved down from one scoregroup left without an upfloater here",
);
pub const C7: Criterion = Criterion::new("C7", "players not getting their colour preference");
pub const C8: Criterion = Criterion::new("C8", "upfloaters who are maximum upfloaters");
pub const C9: Criterion = Criterion::new("C9", "times maximum upfloaters were upfloated");
pub const C10: Criterion = Criterion::new("C10", "upfloaters who upfloated the round before");

/// All quality levels of a bracket, in priority order: C6-C10 of each
/// scoregroup above whose residents moved down into it (their upfloaters
/// here), the highest first, then C5 and C7 of its own residents.
pub fn levels(m: &BracketModel, c9: C9Measure) -> Vec<Level> {
    let residents = m.lowest_score();
    let mut origins: Vec<Points> = (0..m.bracket_size())
        .map(|v| m.state(v).pairing_score)
        .filter(|&score| score > residents)
        .collect();
    origins.sort_unstable_by(|a, b| b.cmp(a));
    origins.dedup();
    let mut levels = Vec::new();
    for origin in origins {
        levels.push(c6_upfloater_scores(m, origin));
        levels.push(c7_colour_preferences(m, origin));
        levels.push(c8_maximum_upfloaters(m, origin));
        levels.push(c9_maximum_upfloats(m, origin, c9));
        levels.push(c10_repeated_upfloaters(m, origin));
    }
    levels.push(c5_min_upfloaters(m));
    levels.push(c7_colour_preferences(m, residents));
    levels
}

/// 1.8.2: MaxT = 2 + [Rnds/5] for an event of `rounds` rounds.
pub fn s1_8_2_max_t(rounds: usize) -> u32 {
    2 + (rounds / 5) as u32
}

/// 1.8.2's MaxT in this bracket, Rnds the rounds of the event (the round
/// being paired when the file does not say).
pub fn s1_8_max_t(m: &BracketModel) -> u32 {
    let rounds = (0..m.bracket_size())
        .find_map(|v| m.state(v).event_rounds)
        .unwrap_or(m.round.number());
    s1_8_2_max_t(rounds)
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

/// The upfloater of the pair of bracket edge `e` when its higher-scored
/// player has score `origin` (1.3.2: a player moved down from that
/// scoregroup against a resident of this one).
fn upfloater_of(m: &BracketModel, e: usize, origin: Points) -> Option<usize> {
    let (a, b) = m.edges[e];
    let (sa, sb) = (m.state(a).pairing_score, m.state(b).pairing_score);
    match (sa == origin && sb < origin, sb == origin && sa < origin) {
        (true, _) => Some(b),
        (_, true) => Some(a),
        _ => None,
    }
}

/// The most pairs the bracket's residents (its lowest score) can make among
/// themselves: the fewest an optimal candidate makes (see
/// [`c5_min_upfloaters`]: every other level reads only the pairs of the
/// players moved down).
pub fn residents_max_pairs(m: &BracketModel) -> usize {
    let residents = m.lowest_score();
    let resident = |v: usize| m.state(v).pairing_score == residents;
    let mut adj = vec![Vec::new(); m.bracket_size()];
    for (e, &(a, b)) in m.edges.iter().enumerate() {
        if m.is_bracket_edge(e) && resident(a) && resident(b) {
            adj[a].push(b);
            adj[b].push(a);
        }
    }
    crate::solver::matching::matching_size(&adj)
}

/// C5 (2.3.1, 3.2.1): minimise the number of upfloaters: as many pairs as
/// the bracket can make, each of its residents left without one needing an
/// upfloater below. The pairs of the players moved down are settled by the
/// levels before it, so the pairs it adds are the residents' own.
pub fn c5_min_upfloaters(m: &BracketModel) -> Level {
    m.constant_pair_level(C5, -1, |_| 0)
        .of_kind(LevelKind::MaxPairs)
}

/// C6 (2.3.2) of the scoregroup of score `origin` above: its upfloaters'
/// scores as high as can be, so its players moved down meet this
/// scoregroup, the highest left, rather than float on to a lower one.
pub fn c6_upfloater_scores(m: &BracketModel, origin: Points) -> Level {
    m.count_level(
        C6,
        |_, _, _| 0,
        move |s| u32::from(s.pairing_score == origin),
    )
}

/// C7 (2.3.3): minimise the players who do not get their colour
/// preference in the pairs of the bracket of score `origin`: those of its
/// players moved down with their upfloaters here, or, for this
/// scoregroup's own bracket, its residents' pairs among themselves.
pub fn c7_colour_preferences(m: &BracketModel, origin: Points) -> Level {
    m.colour_level(C7, move |a, b, given| {
        let high = a.pairing_score.max(b.pairing_score);
        let own = a.pairing_score == b.pairing_score;
        let counts = high == origin && (own || a.pairing_score.min(b.pairing_score) < origin);
        if counts {
            preferences_missed(a, b, given)
        } else {
            0
        }
    })
}

/// A count over the upfloaters of the players moved down from score
/// `origin`, void in the last round.
fn upfloater_level(
    m: &BracketModel,
    criterion: Criterion,
    origin: Points,
    cost: impl Fn(&PlayerState) -> u32,
) -> Level {
    if !float_criteria_apply(m) {
        return m.zero_level(criterion);
    }
    let mut form = LinearForm::new();
    for e in (0..m.edges.len()).filter(|&e| m.is_bracket_edge(e)) {
        if let Some(x) = upfloater_of(m, e, origin) {
            form.add(e, i64::from(cost(m.state(x))));
        }
    }
    Level::new(criterion, form)
}

/// C8 (2.3.4): minimise the upfloaters who are maximum upfloaters (1.8).
pub fn c8_maximum_upfloaters(m: &BracketModel, origin: Points) -> Level {
    let max_t = s1_8_max_t(m);
    upfloater_level(m, C8, origin, |s| u32::from(upfloats(s) >= max_t))
}

/// C9 (2.3.5): minimise the times maximum upfloaters are upfloated (reading
/// `C9Measure`).
pub fn c9_maximum_upfloats(m: &BracketModel, origin: Points, measure: C9Measure) -> Level {
    let max_t = s1_8_max_t(m);
    upfloater_level(m, C9, origin, |s| {
        let n = upfloats(s);
        match (n >= max_t, measure) {
            (false, _) => 0,
            (true, C9Measure::Upfloats) => n,
            (true, C9Measure::BeyondMaxT) => n - max_t + 1,
        }
    })
}

/// C10 (2.3.6): minimise the upfloaters who upfloated in the previous round.
pub fn c10_repeated_upfloaters(m: &BracketModel, origin: Points) -> Level {
    upfloater_level(m, C10, origin, |s| {
        u32::from(s.floats.last() == Some(&Float::Up))
    })
}
