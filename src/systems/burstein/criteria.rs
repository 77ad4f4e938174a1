//! The quality criteria [C5]-[C8]
//! (Art. 2.3) as linear forms over a bracket model, one function each.

use crate::dutch_common::criteria as shared;
use crate::engine::bracket::{BracketModel, EdgeKind, Role};
use crate::engine::criteria::{Criterion, Level, LevelKind};
use crate::points::Points;
use crate::solver::LinearForm;

pub const C5: Criterion = Criterion::new("C5", "minus the number of pairs");
pub const C6: Criterion = Criterion::new("C6", "outgoing floaters of one score");
pub const C7: Criterion = Criterion::new(
    "C7",
    "the following bracket's pairs, then its outgoing floaters of one score",
);
pub const C8: Criterion = Criterion::new("C8", "players not given their colour preference");

/// Every level of a bracket, in priority order.
pub fn all_levels(m: &BracketModel) -> Vec<Level> {
    let mut levels = vec![shared::max_pairs(m, C5)];
    levels.extend(c6_floater_scores(m));
    levels.extend(c7_following_bracket(m));
    levels.push(shared::colour_preference(m, C8));
    levels
}

/// [C6]: the outgoing floaters' scores, taken in descending order, as low
/// as possible: one level per score from the highest, counting the floaters
/// of that score (their number is fixed by [C5]).
pub fn c6_floater_scores(m: &BracketModel) -> Vec<Level> {
    let scores = distinct_scores((0..m.bracket_size()).map(|v| m.state(v).pairing_score));
    scores
        .iter()
        .take(scores.len().saturating_sub(1))
        .map(|&score| m.bracket_level(C6, |_, _, _| 0, |s| i64::from(s.pairing_score == score)))
        .collect()
}

/// Distinct scores, highest first.
fn distinct_scores(scores: impl Iterator<Item = Points>) -> Vec<Points> {
    let mut scores: Vec<Points> = scores.collect();
    scores.sort_unstable_by(|a, b| b.cmp(a));
    scores.dedup();
    scores
}

/// [C7]: the outgoing floaters chosen so that the following bracket (they
/// and the next scoregroup) complies as well as it can with [C1]-[C6]: its
/// most pairs ([C5]), then its own floaters' scores in descending order
/// ([C6]). [C1]-[C4] are the model's constraints.
pub fn c7_following_bracket(m: &BracketModel) -> Vec<Level> {
    let nb = m.bracket_size();
    let next = match &m.role {
        Role::Completion { next, .. } => *next,
        Role::Normal { next, .. } => next.len(),
        _ => 0,
    };
    if next == 0 {
        return Vec::new();
    }
    let members = nb + next;
    let in_following = |e: usize| {
        let (a, b) = m.edges[e];
        matches!(m.kinds[e], EdgeKind::Next | EdgeKind::Completion) && a < members && b < members
    };
    let mut pairs = LinearForm::new();
    (0..m.edges.len())
        .filter(|&e| in_following(e))
        .for_each(|e| pairs.add(e, -1));
    let mut levels = vec![Level::new(C7, pairs).of_kind(LevelKind::NextBracket)];
    // Its floaters by score: members neither paired in this bracket nor in it.
    let scores = distinct_scores((0..members).map(|v| m.state(v).pairing_score));
    for &score in &scores {
        let mut form = LinearForm::new();
        for v in (0..members).filter(|&v| m.state(v).pairing_score == score) {
            form.constant += 1;
            for e in m.incident(v) {
                if m.kinds[e] == EdgeKind::Bracket || in_following(e) {
                    form.add(e, -1);
                }
            }
        }
        levels.push(Level::new(C7, form).of_kind(LevelKind::NextBracket));
    }
    levels
}
