//! The PAB's order (3.1.3-3.1.5) and the quality criteria [C5]-[C8]
//! (Art. 2.3) as linear forms over a bracket model, one function each.

use crate::dutch_common::criteria as shared;
use crate::engine::bracket::{BracketModel, EdgeKind, Role};
use crate::engine::criteria::{Criterion, Level, LevelKind};
use crate::points::Points;
use crate::solver::LinearForm;
use crate::state::PlayerState;

pub const PAB_SCORE: Criterion = Criterion::new("3.1", "score of the PAB assignee, in tenths (3.1.3)");
pub const PAB_GAMES: Criterion = Criterion::new("3.1", "minus the games the PAB assignee played (3.1.4)");
pub const PAB_RANK: Criterion = Criterion::new("3.1", "minus the 1.8 rank of the PAB assignee (3.1.5)");
pub const C5: Criterion = Criterion::new("C5", "minus the number of pairs");
pub const C6: Criterion = Criterion::new("C6", "outgoing floaters of one score");
pub const C7: Criterion = Criterion::new(
    "C7",
    "the following bracket's pairs, then its outgoing floaters of one score",
);
pub const C8: Criterion = Criterion::new("C8", "players not given their colour preference");

/// Every level of a bracket, in priority order.
pub fn all_levels(m: &BracketModel) -> Vec<Level> {
    let mut levels = s3_1_pab(m);
    levels.push(shared::max_pairs(m, C5));
    levels.extend(c6_floater_scores(m));
    levels.extend(c7_following_bracket(m));
    levels.push(shared::colour_preference(m, C8));
    levels
}

/// 3.1: the PAB goes, among the players [C2] allows and with whom the rest
/// can be paired ([C4], the model's own constraint), to the lowest score
/// (3.1.3), then the most games played (3.1.4), then the lowest 1.8
/// ranking (3.1.5). It is assigned before the brackets are paired, so
/// these come first in every bracket whose model holds the bye.
pub fn s3_1_pab(m: &BracketModel) -> Vec<Level> {
    let round = m.round.index() as i64;
    let played = move |s: &PlayerState| s.colours.len() as i64;
    match m.role {
        Role::Last => vec![
            m.constant_pair_level(PAB_SCORE, 0, |s| i64::from(s.pairing_score)),
            m.constant_pair_level(PAB_GAMES, 0, move |s| round - played(s)),
            m.constant_pair_level(PAB_RANK, 0, |s| -i64::from(s.rank)),
        ],
        Role::Completion { .. } => vec![
            bye_level(m, PAB_SCORE, |s| i64::from(s.pairing_score)),
            bye_level(m, PAB_GAMES, move |s| round - played(s)),
            bye_level(m, PAB_RANK, |s| -i64::from(s.rank)),
        ],
        _ => Vec::new(),
    }
}

/// A form over the bye edges: `cost` of the player who gets the bye.
fn bye_level(m: &BracketModel, criterion: Criterion, cost: impl Fn(&PlayerState) -> i64) -> Level {
    let mut form = LinearForm::new();
    for (e, &(a, _)) in m.edges.iter().enumerate() {
        if m.kinds[e] == EdgeKind::Bye {
            form.add(e, cost(m.state(a)));
        }
    }
    Level::new(criterion, form)
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
    let Role::Completion { next, .. } = &m.role else {
        return Vec::new();
    };
    let members = nb + *next;
    if *next == 0 {
        return Vec::new();
    }
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
