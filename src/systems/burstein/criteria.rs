//! The quality criteria [C5]-[C8]
//! (Art. 2.3) as linear forms over a bracket model, one function each.

use crate::dutch_common::criteria as shared;
use crate::engine::bracket::{BracketModel, Role};
use crate::engine::criteria::{Criterion, Level};

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
    shared::floater_scores(m, C6)
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
    shared::following_bracket_by_score(m, C7, nb + next)
}
