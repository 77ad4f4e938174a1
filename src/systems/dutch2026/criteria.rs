//! The quality criteria [C5]-[C21] of the 2026 text (Art. 2) as linear forms
//! over a bracket model, one function per criterion.

use super::readings::{C9Scope, DownfloaterScoreDifference, FloatScope, Readings};
use crate::dutch_common::criteria as dutch;
use crate::engine::bracket::{BracketModel, EdgeKind, Role};
use crate::engine::criteria::{Criterion, Level};
use crate::points::Points;
use crate::solver::matching::matching_size;
use crate::solver::LinearForm;
use crate::state::{Float, PlayerState};

const PLAYERS: &str = "players concerned";
const REPEATS: &str = "players repeating the float";
const REPEAT_SDS: &str = "score differences of repeated floats of one size";

pub const C5: Criterion = Criterion::new("C5", "score of the PAB assignee, in tenths");
pub const C6: Criterion = Criterion::new("C6", "minus the number of pairs");
pub const C7: Criterion = Criterion::new("C7", "downfloaters of one score");
pub const C8: Criterion = Criterion::new(
    "C8",
    "the following bracket's pairs, then its downfloaters of one score",
);
pub const C9: Criterion = Criterion::new("C9", "unplayed games of the PAB assignee");
pub const C10: Criterion = Criterion::new("C10", PLAYERS);
pub const C11: Criterion = Criterion::new("C11", PLAYERS);
pub const C12: Criterion = Criterion::new("C12", PLAYERS);
pub const C13: Criterion = Criterion::new("C13", PLAYERS);
pub const C14: Criterion = Criterion::new("C14", REPEATS);
pub const C15: Criterion = Criterion::new("C15", REPEATS);
pub const C16: Criterion = Criterion::new("C16", REPEATS);
pub const C17: Criterion = Criterion::new("C17", REPEATS);
pub const C18: Criterion = Criterion::new("C18", REPEAT_SDS);
pub const C19: Criterion = Criterion::new("C19", REPEAT_SDS);
pub const C20: Criterion = Criterion::new("C20", REPEAT_SDS);
pub const C21: Criterion = Criterion::new("C21", REPEAT_SDS);

/// All quality levels of a bracket, in priority order.
pub fn all_levels(m: &BracketModel, r: Readings) -> Vec<Level> {
    let mut levels = Vec::new();
    levels.extend(c5_pab_score(m));
    levels.push(c6_max_pairs(m));
    levels.extend(c7_downfloater_scores(m));
    levels.extend(c8_following_bracket(m));
    levels.extend(c9_pab_unplayed_games(m, r));
    levels.push(dutch::topscorer_colour_difference(m, C10));
    levels.push(dutch::topscorer_colour_streak(m, C11));
    levels.push(dutch::colour_preference(m, C12));
    levels.push(dutch::strong_colour_preference(m, C13));
    levels.push(c14_resident_downfloaters_downfloated_before(m, r));
    levels.push(c15_mdp_opponents_upfloated_before(m));
    levels.push(c16_resident_downfloaters_downfloated_two_before(m, r));
    levels.push(c17_mdp_opponents_upfloated_two_before(m));
    levels.extend(c18_downfloat_score_differences(m, r));
    levels.extend(c19_upfloat_score_differences(m, r));
    levels.extend(c20_downfloat_two_before_score_differences(m, r));
    levels.extend(c21_upfloat_two_before_score_differences(m, r));
    levels
}

/// [C5]: the lowest score for the PAB assignee. In a model holding the rest
/// of the round, the bye edge's player; in the last bracket, its unpaired one.
pub fn c5_pab_score(m: &BracketModel) -> Option<Level> {
    match m.role {
        // Pairs cost nothing: a bound from the scores alone settles a
        // bracket whose first candidate reaches it without its model.
        Role::Last => Some(m.constant_pair_level(C5, 0, |s| i64::from(s.pairing_score))),
        Role::Completion { .. } => Some(bye_level(m, C5, |s| i64::from(s.pairing_score))),
        _ => None,
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

/// [C6]: the most pairs in the bracket.
pub fn c6_max_pairs(m: &BracketModel) -> Level {
    dutch::max_pairs(m, C6)
}

/// [C7]: the scores of the downfloaters, lowest first when compared in
/// descending order: one level per score, the highest first, counting the
/// downfloaters of that score (their number is fixed by [C6]).
pub fn c7_downfloater_scores(m: &BracketModel) -> Vec<Level> {
    dutch::floater_scores(m, C7)
}

/// [C8]: the following bracket (this bracket's downfloaters and the next
/// scoregroup) as good as possible on [C6], then [C7]: most pairs there,
/// then its downfloaters' scores in descending order. One bracket ahead.
pub fn c8_following_bracket(m: &BracketModel) -> Vec<Level> {
    let nb = m.bracket_size();
    let members = match &m.role {
        Role::FloaterCosts { c7_cost } => return vec![dutch::floater_costs(m, C8, c7_cost)],
        Role::Normal { .. } if m.has_next_bracket() => m.vertex_state.iter().flatten().count(),
        Role::Completion { next, .. } => nb + *next,
        _ => return Vec::new(),
    };
    if members == nb {
        return Vec::new();
    }
    dutch::following_bracket_by_score(m, C8, members)
}

/// [C9] (its note): fewest unplayed games of the PAB assignee, in a bracket
/// that downfloats exactly one player who gets the PAB.
pub fn c9_pab_unplayed_games(m: &BracketModel, r: Readings) -> Option<Level> {
    let round = m.round.index() as i64;
    let unplayed = move |s: &PlayerState| round - s.colours.len() as i64;
    match m.role {
        Role::Last if m.bracket_size() % 2 == 1 => Some(m.constant_pair_level(C9, 0, unplayed)),
        Role::Completion { .. }
            if m.bracket_size() - 2 * m.max_bracket_pairs() == 1
                && c9_note_applies(m, r.c9_scope) =>
        {
            let nb = m.bracket_size();
            Some(bye_level(m, C9, |s| {
                let in_bracket = (0..nb).any(|v| m.state(v).id == s.id);
                if in_bracket {
                    unplayed(s)
                } else {
                    0
                }
            }))
        }
        _ => None,
    }
}

/// [C9]'s note in a model holding the rest of the round, as `scope`
/// reads it: with `FloatsExactlyOne`, whether some player of the bracket
/// can float alone, the others paired among themselves and the rest of the
/// round complete with the PAB at the lowest score any complete pairing
/// allows ([C5] comes before [C6]).
fn c9_note_applies(m: &BracketModel, scope: C9Scope) -> bool {
    if scope == C9Scope::MaxPairsLeavesOne {
        return true;
    }
    let Some(lowest) = lowest_pab_cost(m, &|_| true) else {
        return false;
    };
    (0..m.bracket_size()).any(|v| {
        let others_paired = {
            let mut adj = vec![Vec::new(); m.bracket_size()];
            for (e, &(a, b)) in m.edges.iter().enumerate() {
                if m.kinds[e] == EdgeKind::Bracket && a != v && b != v {
                    adj[a].push(b);
                    adj[b].push(a);
                }
            }
            2 * matching_size(&adj) == m.bracket_size() - 1
        };
        others_paired && lowest_pab_cost(m, &|w| w == v || w >= m.bracket_size()) == Some(lowest)
    })
}

/// The lowest score of a PAB assignee over the perfect matchings of the
/// model's edges below the bracket among the vertices `keep` accepts (all:
/// with the bracket's edges too); `None` when there is none.
fn lowest_pab_cost(m: &BracketModel, keep: &dyn Fn(usize) -> bool) -> Option<Points> {
    let n = m.vertex_state.len();
    let all = (0..n).all(keep);
    let kept: Vec<usize> = (0..n).filter(|&v| keep(v)).collect();
    let mut costs: Vec<Points> = (0..m.edges.len())
        .filter(|&e| m.kinds[e] == EdgeKind::Bye && keep(m.edges[e].0))
        .map(|e| m.state(m.edges[e].0).pairing_score)
        .collect();
    costs.sort_unstable();
    costs.dedup();
    let has_bye = m.vertex_state.last().is_some_and(|s| s.is_none());
    if !has_bye {
        // Nobody gets the PAB: only whether the kept vertices can all be paired.
        let matched = 2 * matching_size(&restricted(m, keep, all, Points::MAX)) == kept.len();
        return matched.then_some(Points::MAX);
    }
    costs
        .into_iter()
        .find(|&c| 2 * matching_size(&restricted(m, keep, all, c)) == kept.len())
}

/// The graph of the model's edges among the vertices `keep` accepts (bracket
/// edges only when `with_bracket`), the PAB allowed up to score `most`.
fn restricted(
    m: &BracketModel,
    keep: &dyn Fn(usize) -> bool,
    with_bracket: bool,
    most: Points,
) -> Vec<Vec<usize>> {
    let mut adj = vec![Vec::new(); m.vertex_state.len()];
    for (e, &(a, b)) in m.edges.iter().enumerate() {
        let usable = match m.kinds[e] {
            EdgeKind::Bracket => with_bracket,
            EdgeKind::Bye => m.state(a).pairing_score <= most,
            _ => true,
        };
        if usable && keep(a) && keep(b) {
            adj[a].push(b);
            adj[b].push(a);
        }
    }
    adj
}

/// Whether a player is a resident of the bracket (the MDPs score more).
fn resident(lowest: Points, s: &PlayerState) -> bool {
    s.pairing_score == lowest
}

/// Downfloaters of the bracket (its players left unpaired, the PAB assignee
/// in the last one) who had a downfloat `back` rounds before; residents
/// only, or every one, as the float-scope reading reads [C14]/[C16].
fn repeated_downfloaters(
    m: &BracketModel,
    r: Readings,
    criterion: Criterion,
    back: usize,
) -> Level {
    let (round, lowest) = (m.round, m.lowest_score());
    m.constant_pair_level(criterion, 0, |s| {
        let counted = r.float_scope == FloatScope::AsWritten && !resident(lowest, s);
        i64::from(!counted && s.float_before(round, back) == Float::Down)
    })
}

/// Opponents of MDPs (the lower player of a pair of different scores) who
/// had an upfloat `back` rounds before.
fn repeated_upfloaters(m: &BracketModel, criterion: Criterion, back: usize) -> Level {
    let round = m.round;
    m.count_level_among(
        criterion,
        |s| s.float_before(round, back) == Float::Up,
        |a, b, _| {
            let lower = match a.pairing_score.cmp(&b.pairing_score) {
                std::cmp::Ordering::Greater => b,
                std::cmp::Ordering::Less => a,
                std::cmp::Ordering::Equal => return 0,
            };
            u32::from(lower.float_before(round, back) == Float::Up)
        },
        |_| 0,
    )
}

/// [C14]: resident downfloaters who had a downfloat the round before.
pub fn c14_resident_downfloaters_downfloated_before(m: &BracketModel, r: Readings) -> Level {
    repeated_downfloaters(m, r, C14, 1)
}

/// [C15]: MDP opponents who had an upfloat the round before.
pub fn c15_mdp_opponents_upfloated_before(m: &BracketModel) -> Level {
    repeated_upfloaters(m, C15, 1)
}

/// [C16]: resident downfloaters who had a downfloat two rounds before.
pub fn c16_resident_downfloaters_downfloated_two_before(m: &BracketModel, r: Readings) -> Level {
    repeated_downfloaters(m, r, C16, 2)
}

/// [C17]: MDP opponents who had an upfloat two rounds before.
pub fn c17_mdp_opponents_upfloated_two_before(m: &BracketModel) -> Level {
    repeated_upfloaters(m, C17, 2)
}

/// The score differences of the players who float `float` in this bracket
/// and had it `back` rounds before, compared in descending order: one
/// level per difference, the largest first. An MDP paired here (down) or
/// his opponent (up) counts the pair's difference; a downfloater of the
/// bracket counts as the downfloater-SD reading reads it.
fn repeated_float_sds(
    m: &BracketModel,
    r: Readings,
    criterion: Criterion,
    float: Float,
    back: usize,
) -> Vec<Level> {
    let (round, lowest) = (m.round, m.lowest_score());
    let had = move |s: &PlayerState| s.float_before(round, back) == float;
    let downfloater_sd = move |s: &PlayerState| -> Option<Points> {
        if float != Float::Down || !had(s) {
            return None;
        }
        if r.float_sd_scope == FloatScope::AsWritten && !resident(lowest, s) {
            return None;
        }
        Some(match r.downfloater_sd {
            DownfloaterScoreDifference::AboveAnyPair => Points::MAX,
            DownfloaterScoreDifference::AgainstLowestLessOne => dutch::downfloater_sd(s, lowest),
        })
    };
    let pair_sd = move |a: &PlayerState, b: &PlayerState| -> Option<Points> {
        let (fa, fb) = dutch::floats_of_pair(a, b);
        let counted = (fa == float && had(a)) || (fb == float && had(b));
        counted.then(|| dutch::pair_sd(a, b))
    };
    let mut values: Vec<Points> = (0..m.bracket_size())
        .filter_map(|v| downfloater_sd(m.state(v)))
        .collect();
    // Only the pairs of players who had the float count: their pairs alone.
    for v in (0..m.bracket_size()).filter(|&v| had(m.state(v))) {
        for e in m.incident(v).filter(|&e| m.is_bracket_edge(e)) {
            let (a, b) = m.edges[e];
            values.extend(pair_sd(m.state(a), m.state(b)));
        }
    }
    let values = dutch::distinct_descending(values.into_iter().filter(|&v| v > 0));
    values
        .into_iter()
        .map(|value| {
            // Counts: a sketch of the first candidate is bounded by 0 on
            // any pair, and a value only pairs outside it carry is 0 there.
            m.count_level_among(
                criterion,
                had,
                |a, b, _| u32::from(pair_sd(a, b) == Some(value)),
                |s| u32::from(downfloater_sd(s) == Some(value)),
            )
        })
        .collect()
}

/// [C18]: score differences of downfloats repeating the round before's.
pub fn c18_downfloat_score_differences(m: &BracketModel, r: Readings) -> Vec<Level> {
    repeated_float_sds(m, r, C18, Float::Down, 1)
}

/// [C19]: score differences of upfloats repeating the round before's.
pub fn c19_upfloat_score_differences(m: &BracketModel, r: Readings) -> Vec<Level> {
    repeated_float_sds(m, r, C19, Float::Up, 1)
}

/// [C20]: score differences of downfloats repeating those of two rounds before.
pub fn c20_downfloat_two_before_score_differences(m: &BracketModel, r: Readings) -> Vec<Level> {
    repeated_float_sds(m, r, C20, Float::Down, 2)
}

/// [C21]: score differences of upfloats repeating those of two rounds before.
pub fn c21_upfloat_two_before_score_differences(m: &BracketModel, r: Readings) -> Vec<Level> {
    repeated_float_sds(m, r, C21, Float::Up, 2)
}
