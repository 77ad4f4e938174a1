//! Quality criteria both Dutch texts define the same way, each under its own
//! paragraph: the number of pairs, the PSD of a bracket (A.8), the following
//! bracket (2017 C.7, 2012 C.12), and the score differences and floats of a
//! pair (A.4, A.8).

use super::colours::gets_preference;
use crate::engine::bracket::{BracketModel, EdgeKind, Role};
use crate::engine::criteria::{Criterion, Level, LevelKind};
use crate::points::{Points, ONE_POINT};
use crate::solver::LinearForm;
use crate::state::{Float, PlayerState, Strength};
use crate::tournament::Colour;
use crate::tournament::PlayerId;
use std::collections::HashMap;

/// What a PSD level counts, for reports.
pub const PSD_MEASURE: &str = "score differences of one size in the PSD";

/// Maximise the number of pairs.
pub fn max_pairs(m: &BracketModel, criterion: Criterion) -> Level {
    m.constant_pair_level(criterion, -1, |_| 0)
        .of_kind(LevelKind::MaxPairs)
}

/// A.8: the score difference of a pair.
pub fn pair_sd(a: &PlayerState, b: &PlayerState) -> Points {
    (a.pairing_score - b.pairing_score).abs()
}

/// A.8: the SD of a downfloater, against one point less than the lowest score.
pub fn downfloater_sd(s: &PlayerState, lowest: Points) -> Points {
    s.pairing_score - (lowest - ONE_POINT)
}

/// A.4.b: in a pair of different scores, the higher floats down, the lower up.
pub fn floats_of_pair(a: &PlayerState, b: &PlayerState) -> (Float, Float) {
    match a.pairing_score.cmp(&b.pairing_score) {
        std::cmp::Ordering::Greater => (Float::Down, Float::Up),
        std::cmp::Ordering::Less => (Float::Up, Float::Down),
        std::cmp::Ordering::Equal => (Float::None, Float::None),
    }
}

/// Minimise the bracket's PSD. PSDs of equal length are compared from their
/// largest SD down, so the lexicographic minimum is: fewest SDs of the
/// largest value, then of the next value, and so on (one level per value).
pub fn bracket_psd(m: &BracketModel, criterion: Criterion) -> Vec<Level> {
    psd_levels(criterion, m, EdgeKind::Bracket, m.lowest_score())
}

/// The following bracket's pairs, counted as players it settles: two per
/// pair, and one for a bye to an eligible player when it is the last
/// bracket, so that among equal numbers of pairs a legal bye comes first.
pub fn next_bracket_pairs(m: &BracketModel, criterion: Criterion) -> Level {
    let mut form = LinearForm::new();
    for (e, kind) in m.kinds.iter().enumerate() {
        match kind {
            EdgeKind::Next => form.add(e, -2),
            EdgeKind::Bye => form.add(e, -1),
            _ => {}
        }
    }
    Level::new(criterion, form).of_kind(LevelKind::NextBracket)
}

/// The PSD of the following bracket, made of this bracket's downfloaters
/// and the next scoregroup.
pub fn next_bracket_psd(m: &BracketModel, criterion: Criterion) -> Vec<Level> {
    psd_levels(criterion, m, EdgeKind::Next, m.next_lowest_score())
}

/// The following bracket settled beforehand as a cost of each player when
/// he floats, by player id (see [`super::next_bracket`]).
pub fn floater_costs(
    m: &BracketModel,
    criterion: Criterion,
    cost: &HashMap<PlayerId, i64>,
) -> Level {
    m.constant_pair_level(criterion, 0, |s| cost[&s.id])
        .of_kind(LevelKind::NextBracket)
}

/// The following bracket as a criterion (2017 C.7, 2012 and 1992 C.12):
/// its pairs then its PSD when the model holds it, the cost of each floater
/// when the rule set settled it beforehand, nothing when it does not count.
pub fn following_bracket(m: &BracketModel, criterion: Criterion) -> Vec<Level> {
    match &m.role {
        Role::FloaterCosts { c7_cost } => vec![floater_costs(m, criterion, c7_cost)],
        _ if m.has_next_bracket() => {
            let mut levels = vec![next_bracket_pairs(m, criterion)];
            levels.extend(next_bracket_psd(m, criterion));
            levels
        }
        _ => Vec::new(),
    }
}

/// One level per distinct SD value, largest first, for the bracket whose
/// pairs are the `pair_kind` edges. A player is unpaired there unless an
/// edge of that bracket or (for the following bracket) of this one takes him.
fn psd_levels(
    criterion: Criterion,
    m: &BracketModel,
    pair_kind: EdgeKind,
    lowest: Points,
) -> Vec<Level> {
    let unpaired = |s: &PlayerState| downfloater_sd(s, lowest);
    let covers = |kind: EdgeKind| kind == pair_kind || kind == EdgeKind::Bracket;
    let members: Vec<usize> = m.psd_members(pair_kind);
    let pair_edges: Vec<usize> = (0..m.edges.len())
        .filter(|&e| m.kinds[e] == pair_kind)
        .collect();
    let edge_sd = |e: usize| pair_sd(m.state(m.edges[e].0), m.state(m.edges[e].1));
    // The distinct values, largest first (a set: the pairs are many, their values few).
    let mut distinct: std::collections::BTreeSet<Points> =
        members.iter().map(|&v| unpaired(m.state(v))).collect();
    distinct.extend(pair_edges.iter().map(|&e| edge_sd(e)));
    let values: Vec<Points> = distinct.into_iter().rev().collect();
    let kind = if pair_kind == EdgeKind::Next {
        LevelKind::NextBracket
    } else {
        LevelKind::Other
    };
    // The smallest value needs no level: the length of the PSD is fixed by
    // the number of pairs. A sketch, not holding every pair, may miss smaller
    // values, unless its smallest is 0, the least an SD can be.
    let smallest_needs_no_level = !m.is_sketch() || values.last() == Some(&0);
    let mut levels = Vec::new();
    for &value in values.iter().take(
        values
            .len()
            .saturating_sub(usize::from(smallest_needs_no_level)),
    ) {
        // Built edge by edge, so that its terms come sorted: each covering
        // pair takes its players of this value out of the unpaired ones.
        let mut of_value = vec![false; m.vertex_state.len()];
        members
            .iter()
            .filter(|&&v| unpaired(m.state(v)) == value)
            .for_each(|&v| of_value[v] = true);
        let mut form = LinearForm::new();
        form.constant = of_value.iter().filter(|&&x| x).count() as i64;
        for (e, &(a, b)) in m.edges.iter().enumerate() {
            let taken = if covers(m.kinds[e]) {
                i64::from(of_value[a]) + i64::from(of_value[b])
            } else {
                0
            };
            let counted = m.kinds[e] == pair_kind && edge_sd(e) == value;
            form.add(e, i64::from(counted) - taken);
        }
        let bound = (pair_kind == EdgeKind::Bracket)
            .then(|| {
                let unpaired_costs = members
                    .iter()
                    .map(|&v| i64::from(unpaired(m.state(v)) == value));
                let pair_costs = pair_edges.iter().map(|&e| i64::from(edge_sd(e) == value));
                m.bound_for(unpaired_costs.collect(), m.count_floor(pair_costs.min()))
            })
            .flatten();
        // The floaters' costs, where the pairs are this bracket's.
        let unpaired_costs = match pair_kind == EdgeKind::Bracket {
            true => members
                .iter()
                .map(|&v| i64::from(unpaired(m.state(v)) == value))
                .collect(),
            false => Vec::new(),
        };
        levels.push(Level {
            criterion,
            form: form.normalised(),
            bound,
            kind,
            unpaired: unpaired_costs,
        });
    }
    levels
}

/// Topscorers or their opponents who get a colour difference beyond ±2
/// (2017 C.8, 2026 [C10]).
pub fn topscorer_colour_difference(m: &BracketModel, criterion: Criterion) -> Level {
    m.count_level_among(
        criterion,
        |s| s.topscorer,
        |a, b, colour_a| {
            if !(a.topscorer || b.topscorer) {
                return 0;
            }
            let beyond = |s: &PlayerState, c: Colour| {
                let d = s.colour_difference() + if c == Colour::White { 1 } else { -1 };
                u32::from(d.abs() > 2)
            };
            beyond(a, colour_a) + beyond(b, colour_a.opposite())
        },
        |_| 0,
    )
}

/// Topscorers or their opponents who get the same colour three times in a
/// row (2017 C.9, 2026 [C11]).
pub fn topscorer_colour_streak(m: &BracketModel, criterion: Criterion) -> Level {
    m.count_level_among(
        criterion,
        |s| s.topscorer,
        |a, b, colour_a| {
            if !(a.topscorer || b.topscorer) {
                return 0;
            }
            let streak = |s: &PlayerState, c: Colour| u32::from(s.last_two_same() == Some(c));
            streak(a, colour_a) + streak(b, colour_a.opposite())
        },
        |_| 0,
    )
}

/// Players who do not get their colour preference (2017 C.10, 2026 [C12]).
pub fn colour_preference(m: &BracketModel, criterion: Criterion) -> Level {
    let level = m.colour_level(criterion, |a, b, colour_a| {
        u32::from(!gets_preference(a, colour_a))
            + u32::from(!gets_preference(b, colour_a.opposite()))
    });
    with_floor(level, unmet_preferences_floor(m, |_| true))
}

/// Players who do not get their strong colour preference, an absolute one
/// being at least as strong (2017 C.11, 2026 [C13]).
pub fn strong_colour_preference(m: &BracketModel, criterion: Criterion) -> Level {
    let strong = |s: &PlayerState| s.preference.strength >= Strength::Strong;
    let missed = |s: &PlayerState, c: Colour| u32::from(strong(s) && !gets_preference(s, c));
    let level = m.colour_level(criterion, |a, b, colour_a| {
        missed(a, colour_a) + missed(b, colour_a.opposite())
    });
    with_floor(level, unmet_preferences_floor(m, strong))
}

/// `level` with its bound raised to `floor`, another proven lower bound.
fn with_floor(mut level: Level, floor: Option<i64>) -> Level {
    level.bound = level.bound.map(|b| floor.map_or(b, |f| b.max(f)));
    level
}

/// A lower bound, from counts alone, of the paired players among those
/// `counted` who miss their colour preference, when every candidate makes
/// the same number `P` of pairs: each pair gives white to one player and
/// black to the other, so of the `W` counted players wanting white at most
/// `P` get it, and as many of `B` wanting black; the `f` players left
/// unpaired miss nothing here, and may all be among the others. Hence at
/// least `(W - P)⁺ + (B - P)⁺ - f` (each unpaired player lowers that sum by
/// at most one: he is one of `W` or `B`, not of both).
fn unmet_preferences_floor(
    m: &BracketModel,
    counted: impl Fn(&PlayerState) -> bool,
) -> Option<i64> {
    let pairs = m.known_pairs? as i64;
    let unpaired = m.bracket_size() as i64 - 2 * pairs;
    let wanting = |colour: Colour| {
        (0..m.bracket_size())
            .filter(|&v| counted(m.state(v)) && m.state(v).preference.colour == Some(colour))
            .count() as i64
    };
    let beyond = |wanting: i64| (wanting - pairs).max(0);
    Some((beyond(wanting(Colour::White)) + beyond(wanting(Colour::Black)) - unpaired).max(0))
}

/// Distinct values, highest first.
pub fn distinct_descending<T: Ord>(values: impl Iterator<Item = T>) -> Vec<T> {
    let mut values: Vec<T> = values.collect();
    values.sort_unstable_by(|a, b| b.cmp(a));
    values.dedup();
    values
}

/// The floaters' scores as low as possible (2026 [C7], Burstein [C6]): one
/// level per score of the bracket from the highest, the lowest needing
/// none, counting the floaters of that score (their number is fixed by the
/// level of pairs before).
pub fn floater_scores(m: &BracketModel, criterion: Criterion) -> Vec<Level> {
    let scores = distinct_descending((0..m.bracket_size()).map(|v| m.state(v).pairing_score));
    scores
        .iter()
        .take(scores.len().saturating_sub(1))
        .map(|&score| {
            m.bracket_level(
                criterion,
                |_, _, _| 0,
                |s| i64::from(s.pairing_score == score),
            )
        })
        .collect()
}

/// The following bracket of the model's first `members` vertices (the
/// bracket's floaters and the next scoregroup) as good as possible (2026
/// [C8], Burstein [C7]): its most pairs, then its own floaters' scores in
/// descending order, one level per score.
pub fn following_bracket_by_score(
    m: &BracketModel,
    criterion: Criterion,
    members: usize,
) -> Vec<Level> {
    let in_following = |e: usize| {
        let (a, b) = m.edges[e];
        matches!(m.kinds[e], EdgeKind::Next | EdgeKind::Completion) && a < members && b < members
    };
    let mut pairs = LinearForm::new();
    (0..m.edges.len())
        .filter(|&e| in_following(e))
        .for_each(|e| pairs.add(e, -1));
    let mut levels = vec![Level::new(criterion, pairs).of_kind(LevelKind::NextBracket)];
    // Its floaters by score: members paired neither in the bracket nor in it.
    for score in distinct_descending((0..members).map(|v| m.state(v).pairing_score)) {
        let mut form = LinearForm::new();
        for v in (0..members).filter(|&v| m.state(v).pairing_score == score) {
            form.constant += 1;
            for e in m.incident(v) {
                if m.kinds[e] == EdgeKind::Bracket || in_following(e) {
                    form.add(e, -1);
                }
            }
        }
        levels.push(Level::new(criterion, form).of_kind(LevelKind::NextBracket));
    }
    levels
}
