//! The quality criteria of Article 2.3 as linear forms over a bracket of
//! 1.3.2: the scoregroup's residents and, where they cannot all be paired
//! among themselves, their upfloaters, any players of lower scores (the
//! model then holds the whole rest of the round, which has to stay
//! pairable, C4). A pair of a resident with a player below is an upfloater
//! pair, the lower player the upfloater. One function per criterion; the
//! verifier evaluates the same definitions.

use super::colours::preferences_missed;
use super::readings::C9Measure;
use crate::engine::bracket::BracketModel;
use crate::engine::criteria::{Criterion, Level, LevelKind};
use crate::points::Points;
use crate::solver::LinearForm;
use crate::state::{Float, PlayerState};

pub const C5: Criterion = Criterion::new("C5", "minus the number of pairs of two residents");
pub const C6: Criterion = Criterion::new("C6", "upfloaters of one score, the lowest first");
pub const C7: Criterion = Criterion::new("C7", "players not getting their colour preference");
pub const C8: Criterion = Criterion::new("C8", "upfloaters who are maximum upfloaters");
pub const C9: Criterion = Criterion::new("C9", "times maximum upfloaters were upfloated");
pub const C10: Criterion = Criterion::new("C10", "upfloaters who upfloated the round before");

/// All quality levels of a bracket, in priority order (2.3): C5, C6 one
/// level per upfloater score from the lowest, C7 over every pair of the
/// bracket, then C8-C10 over its upfloaters.
pub fn levels(m: &BracketModel, c9: C9Measure) -> Vec<Level> {
    let upfloats = upfloater_pairs(m);
    let mut scores: Vec<Points> = upfloats
        .iter()
        .map(|&(_, x)| m.state(x).pairing_score)
        .collect();
    scores.sort_unstable();
    scores.dedup();
    let mut levels = vec![c5_min_upfloaters(m)];
    levels.extend(
        scores
            .into_iter()
            .map(|score| c6_upfloater_scores(&upfloats, m, score)),
    );
    levels.push(c7_colour_preferences(m));
    levels.push(c8_maximum_upfloaters(m, &upfloats));
    levels.push(c9_maximum_upfloats(m, &upfloats, c9));
    levels.push(c10_repeated_upfloaters(m, &upfloats));
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
pub fn upfloats_of(s: &PlayerState) -> u32 {
    s.floats.iter().filter(|&&f| f == Float::Up).count() as u32
}

/// The bracket's upfloater pairs, as (edge, upfloater): a resident (a
/// player moved down into the bracket is the bye's, on his way to the last
/// bracket) with a player below (1.3.2).
pub fn upfloater_pairs(m: &BracketModel) -> Vec<(usize, usize)> {
    let mut pairs = Vec::new();
    for v in m.moved_down..m.bracket_size() {
        for e in m.incident(v).filter(|&e| m.is_upfloater_edge(e)) {
            let (a, b) = m.edges[e];
            pairs.push((e, if a == v { b } else { a }));
        }
    }
    pairs.sort_unstable();
    pairs
}

/// C5 (2.3.1, 3.2.1): minimise the number of upfloaters: as many pairs of
/// residents as can be, each resident left without one needing an
/// upfloater.
pub fn c5_min_upfloaters(m: &BracketModel) -> Level {
    m.constant_pair_level(C5, -1, |_| 0)
        .of_kind(LevelKind::MaxPairs)
}

/// C6 (2.3.2) at upfloater score `score`: the upfloaters' scores, taken
/// from the lowest, as high as can be, so the fewest upfloaters of each
/// score in turn from the lowest (the number of upfloaters is C5's).
pub fn c6_upfloater_scores(upfloats: &[(usize, usize)], m: &BracketModel, score: Points) -> Level {
    let mut form = LinearForm::new();
    for &(e, x) in upfloats {
        if m.state(x).pairing_score == score {
            form.add(e, 1);
        }
    }
    Level::new(C6, form)
}

/// C7 (2.3.3): minimise the players who do not get their colour
/// preference, over every pair of the bracket, its upfloaters' included.
pub fn c7_colour_preferences(m: &BracketModel) -> Level {
    let nb = m.bracket_size();
    let mut edges: Vec<usize> = (0..nb)
        .flat_map(|v| m.incident(v))
        .filter(|&e| m.is_own_pair(e))
        .collect();
    edges.sort_unstable();
    edges.dedup();
    let mut form = LinearForm::new();
    for e in edges {
        let (a, b) = m.edges[e];
        let colour = m.colour_a[e].expect("a pair of the bracket has its colours");
        form.add(
            e,
            i64::from(preferences_missed(m.state(a), m.state(b), colour)),
        );
    }
    Level::new(C7, form)
}

/// A count over the bracket's upfloaters, void in the last round.
fn upfloater_level(
    m: &BracketModel,
    criterion: Criterion,
    upfloats: &[(usize, usize)],
    cost: impl Fn(&PlayerState) -> u32,
) -> Level {
    if !float_criteria_apply(m) {
        return m.zero_level(criterion);
    }
    let mut form = LinearForm::new();
    for &(e, x) in upfloats {
        form.add(e, i64::from(cost(m.state(x))));
    }
    Level::new(criterion, form)
}

/// C8 (2.3.4): minimise the upfloaters who are maximum upfloaters (1.8).
pub fn c8_maximum_upfloaters(m: &BracketModel, upfloats: &[(usize, usize)]) -> Level {
    let max_t = s1_8_max_t(m);
    upfloater_level(m, C8, upfloats, |s| u32::from(upfloats_of(s) >= max_t))
}

/// C9 (2.3.5): minimise the times maximum upfloaters are upfloated (reading
/// `C9Measure`).
pub fn c9_maximum_upfloats(
    m: &BracketModel,
    upfloats: &[(usize, usize)],
    measure: C9Measure,
) -> Level {
    let max_t = s1_8_max_t(m);
    upfloater_level(m, C9, upfloats, |s| {
        let n = upfloats_of(s);
        match (n >= max_t, measure) {
            (false, _) => 0,
            (true, C9Measure::Upfloats) => n,
            (true, C9Measure::BeyondMaxT) => n - max_t + 1,
        }
    })
}

/// C10 (2.3.6): minimise the upfloaters who upfloated in the previous round.
pub fn c10_repeated_upfloaters(m: &BracketModel, upfloats: &[(usize, usize)]) -> Level {
    upfloater_level(m, C10, upfloats, |s| {
        u32::from(s.floats.last() == Some(&Float::Up))
    })
}
