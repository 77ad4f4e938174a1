//! The quality criteria C.5-C.19 of the Dutch System (2017) as linear forms
//! over a bracket model. Each criterion is one function named after its
//! paragraph; the verifier evaluates the same definitions.

use super::bracket::{BracketModel, EdgeKind, Role};
use std::collections::HashMap;
use crate::points::{Points, ONE_POINT};
use crate::solver::LinearForm;
use crate::state::{Float, PlayerState, Strength};
use crate::systems::colours::gets_preference;
use crate::tournament::{Colour, PlayerId};

/// A named quality criterion: the rule paragraph and the form to minimise.
#[derive(Debug, Clone)]
pub struct Level {
    pub criterion: &'static str,
    pub form: LinearForm,
    /// A proven lower bound of the form over the bracket's candidates, when
    /// known: a candidate reaching it needs no solve for this level.
    pub bound: Option<i64>,
    /// What the level is about, for the verifier's special proofs.
    pub kind: LevelKind,
}

/// The levels the verifier proves in their own ways.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LevelKind {
    /// The number of pairs (C.5 of 2017; P of 2012).
    MaxPairs,
    /// The following bracket (C.7 of 2017; C.12 of 2012).
    NextBracket,
    /// Any other quality criterion.
    Other,
}

impl Level {
    fn of_kind(self, kind: LevelKind) -> Level {
        Level { kind, ..self }
    }
}

/// All quality levels of a bracket, in priority order.
pub fn quality_levels(m: &BracketModel) -> Vec<Level> {
    let mut levels = all_levels(m);
    levels.retain(|l| !l.form.is_constant());
    levels
}

fn all_levels(m: &BracketModel) -> Vec<Level> {
    if m.edition == super::Edition::Istanbul2012 {
        return crate::systems::dutch2012::criteria::all_levels(m);
    }
    let mut levels = vec![c5_max_pairs(m)];
    levels.extend(c6_min_psd(m));
    if m.has_next_bracket() {
        levels.push(c7_next_bracket_pairs(m));
        levels.extend(c7_next_bracket_psd(m));
    }
    if let Role::FloaterCosts { c7_cost } = &m.role {
        levels.push(c7_floater_costs(m, c7_cost));
    }
    levels.push(c8_topscorer_colour_difference(m));
    levels.push(c9_topscorer_colour_streak(m));
    levels.push(c10_colour_preference(m));
    levels.push(c11_strong_colour_preference(m));
    levels.push(c12_repeated_downfloat(m));
    levels.push(c13_repeated_upfloat(m));
    levels.push(c14_downfloat_two_rounds_before(m));
    levels.push(c15_upfloat_two_rounds_before(m));
    levels.push(c16_repeated_downfloat_score_difference(m));
    levels.push(c17_repeated_upfloat_score_difference(m));
    levels.push(c18_downfloat_two_rounds_before_score_difference(m));
    levels.push(c19_upfloat_two_rounds_before_score_difference(m));
    levels
}

/// C.5: maximise the number of pairs.
pub fn c5_max_pairs(m: &BracketModel) -> Level {
    m.bracket_level("C.5", |_, _, _| -1, |_| 0).of_kind(LevelKind::MaxPairs)
}

/// A.8: the score difference of a pair.
pub fn pair_sd(a: &PlayerState, b: &PlayerState) -> Points {
    (a.pairing_score - b.pairing_score).abs()
}

/// A.8: the SD of a downfloater, against one point less than the lowest score.
pub fn downfloater_sd(s: &PlayerState, lowest: Points) -> Points {
    s.pairing_score - (lowest - ONE_POINT)
}

/// C.6: minimise the PSD. PSDs of equal length are compared from their largest
/// SD down, so the lexicographic minimum is: fewest SDs of the largest value,
/// then of the next value, and so on (one level per distinct value).
pub fn c6_min_psd(m: &BracketModel) -> Vec<Level> {
    psd_levels("C.6", m, EdgeKind::Bracket, m.lowest_score())
}

/// C.7 (first part): maximise the pairs of the following bracket. Counted
/// as players it settles: two per pair, and one for a bye to an eligible
/// player when the following bracket is the last (C.2), so that among equal
/// numbers of pairs a legal bye comes first.
pub fn c7_next_bracket_pairs(m: &BracketModel) -> Level {
    let mut form = LinearForm::new();
    for (e, kind) in m.kinds.iter().enumerate() {
        match kind {
            EdgeKind::Next => form.add(e, -2),
            EdgeKind::Bye => form.add(e, -1),
            _ => {}
        }
    }
    level("C.7", form).of_kind(LevelKind::NextBracket)
}

/// C.7 (second part): minimise the PSD of the following bracket, made of this
/// bracket's downfloaters and the next scoregroup.
pub fn c7_next_bracket_psd(m: &BracketModel) -> Vec<Level> {
    psd_levels("C.7", m, EdgeKind::Next, m.next_lowest_score())
}

/// C.7 settled beforehand as a cost of each player when he floats, by player
/// id: with one floater, the rank of the following bracket's (pairs, PSD) with
/// that player as its MDP; with several, whether he is in none of the best
/// sets of floaters (see [`super::next_bracket`]).
pub fn c7_floater_costs(m: &BracketModel, cost: &HashMap<PlayerId, i64>) -> Level {
    m.bracket_level("C.7", |_, _, _| 0, |s| cost[&s.id]).of_kind(LevelKind::NextBracket)
}

/// Shared by C.6 and C.7: one level per distinct SD value, largest first, for
/// the bracket whose pairs are the `pair_kind` edges. A player is unpaired
/// there unless an edge of that bracket or (for the following bracket) of
/// this one takes him.
fn psd_levels(criterion: &'static str, m: &BracketModel, pair_kind: EdgeKind, lowest: Points) -> Vec<Level> {
    let pair = pair_sd;
    let unpaired = |s: &PlayerState| downfloater_sd(s, lowest);
    let covers = |kind: EdgeKind| kind == pair_kind || kind == EdgeKind::Bracket;
    let members: Vec<usize> = m.psd_members(pair_kind);
    let mut values: Vec<Points> = members.iter().map(|&v| unpaired(m.state(v))).collect();
    for (e, kind) in m.kinds.iter().enumerate() {
        if *kind == pair_kind {
            let (a, b) = m.edges[e];
            values.push(pair(m.state(a), m.state(b)));
        }
    }
    values.sort_unstable_by(|a, b| b.cmp(a));
    values.dedup();
    let mut levels = Vec::new();
    // The smallest value needs no level: the length of the PSD is fixed by C.5.
    for &value in values.iter().take(values.len().saturating_sub(1)) {
        let mut form = LinearForm::new();
        for &v in &members {
            if unpaired(m.state(v)) == value {
                form.constant += 1;
                for &e in &m.incidence[v] {
                    if covers(m.kinds[e]) {
                        form.add(e, -1);
                    }
                }
            }
        }
        for (e, kind) in m.kinds.iter().enumerate() {
            if *kind == pair_kind {
                let (a, b) = m.edges[e];
                if pair(m.state(a), m.state(b)) == value {
                    form.add(e, 1);
                }
            }
        }
        let bound = (pair_kind == EdgeKind::Bracket)
            .then(|| {
                let unpaired_costs = members.iter().map(|&v| i64::from(unpaired(m.state(v)) == value));
                let pair_costs = m.kinds.iter().enumerate().filter(|(_, k)| **k == pair_kind).map(|(e, _)| {
                    let (a, b) = m.edges[e];
                    i64::from(pair(m.state(a), m.state(b)) == value)
                });
                m.bound_for(unpaired_costs.collect(), pair_costs.min())
            })
            .flatten();
        let kind = if pair_kind == EdgeKind::Next { LevelKind::NextBracket } else { LevelKind::Other };
        levels.push(Level {
            criterion,
            form: form.normalised(),
            bound,
            kind,
        });
    }
    levels
}

/// C.8: topscorers or their opponents who get a colour difference beyond ±2.
pub fn c8_topscorer_colour_difference(m: &BracketModel) -> Level {
    m.colour_level("C.8", |a, b, colour_a| {
            if !(a.topscorer || b.topscorer) {
                return 0;
            }
            let beyond = |s: &PlayerState, c: Colour| {
                let d = s.colour_difference() + if c == Colour::White { 1 } else { -1 };
                i64::from(d.abs() > 2)
            };
            beyond(a, colour_a) + beyond(b, colour_a.opposite())
        })
}

/// C.9: topscorers or their opponents who get the same colour three times in a row.
pub fn c9_topscorer_colour_streak(m: &BracketModel) -> Level {
    m.colour_level("C.9", |a, b, colour_a| {
            if !(a.topscorer || b.topscorer) {
                return 0;
            }
            let streak = |s: &PlayerState, c: Colour| i64::from(s.last_two_same() == Some(c));
            streak(a, colour_a) + streak(b, colour_a.opposite())
        })
}

/// C.10: players who do not get their colour preference.
pub fn c10_colour_preference(m: &BracketModel) -> Level {
    m.colour_level("C.10", |a, b, colour_a| {
            i64::from(!gets_preference(a, colour_a)) + i64::from(!gets_preference(b, colour_a.opposite()))
        })
}

/// C.11: players who do not get their strong colour preference (an absolute
/// preference is at least as strong).
pub fn c11_strong_colour_preference(m: &BracketModel) -> Level {
    let missed = |s: &PlayerState, c: Colour| {
        i64::from(s.preference.strength >= Strength::Strong && !gets_preference(s, c))
    };
    m.colour_level("C.11", |a, b, colour_a| missed(a, colour_a) + missed(b, colour_a.opposite()))
}

/// Floats this pairing gives: the higher score floats down, the lower up (A.4.b);
/// a downfloater of the bracket floats down.
/// What a repeated float costs: one per player (C.12-C.15) or its score
/// difference (C.16-C.19).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Weight {
    Count,
    ScoreDifference,
}

/// Players who receive `float` in this pairing and had it `back` rounds
/// before. The higher score of a pair floats down, the lower up (A.4.b); a
/// downfloater of the bracket floats down, his SD counted as in A.8.
fn repeated_float(m: &BracketModel, criterion: &'static str, float: Float, back: usize, weight: Weight) -> Level {
    let round = m.round;
    let lowest = m.lowest_score();
    let repeats = move |s: &PlayerState, got: Float| got == float && s.float_before(round, back) == float;
    let cost = move |sd: Points| if weight == Weight::Count { 1 } else { i64::from(sd) };
    m.bracket_level(
        criterion,
        |a, b, _| {
            let (fa, fb) = floats_of_pair(a, b);
            let sd = pair_sd(a, b);
            i64::from(repeats(a, fa)) * cost(sd) + i64::from(repeats(b, fb)) * cost(sd)
        },
        |s| i64::from(repeats(s, Float::Down)) * cost(downfloater_sd(s, lowest)),
    )
}

/// A.4.b: in a pair of different scores, the higher floats down, the lower up.
pub fn floats_of_pair(a: &PlayerState, b: &PlayerState) -> (Float, Float) {
    match a.pairing_score.cmp(&b.pairing_score) {
        std::cmp::Ordering::Greater => (Float::Down, Float::Up),
        std::cmp::Ordering::Less => (Float::Up, Float::Down),
        std::cmp::Ordering::Equal => (Float::None, Float::None),
    }
}

/// C.12: players who receive the same downfloat as the previous round.
pub fn c12_repeated_downfloat(m: &BracketModel) -> Level {
    repeated_float(m, "C.12", Float::Down, 1, Weight::Count)
}

/// C.13: players who receive the same upfloat as the previous round.
pub fn c13_repeated_upfloat(m: &BracketModel) -> Level {
    repeated_float(m, "C.13", Float::Up, 1, Weight::Count)
}

/// C.14: players who receive the same downfloat as two rounds before.
pub fn c14_downfloat_two_rounds_before(m: &BracketModel) -> Level {
    repeated_float(m, "C.14", Float::Down, 2, Weight::Count)
}

/// C.15: players who receive the same upfloat as two rounds before.
pub fn c15_upfloat_two_rounds_before(m: &BracketModel) -> Level {
    repeated_float(m, "C.15", Float::Up, 2, Weight::Count)
}

/// C.16: score differences of players who repeat the previous round's downfloat.
pub fn c16_repeated_downfloat_score_difference(m: &BracketModel) -> Level {
    repeated_float(m, "C.16", Float::Down, 1, Weight::ScoreDifference)
}

/// C.17: score differences of players who repeat the previous round's upfloat.
pub fn c17_repeated_upfloat_score_difference(m: &BracketModel) -> Level {
    repeated_float(m, "C.17", Float::Up, 1, Weight::ScoreDifference)
}

/// C.18: score differences of players who repeat the downfloat of two rounds before.
pub fn c18_downfloat_two_rounds_before_score_difference(m: &BracketModel) -> Level {
    repeated_float(m, "C.18", Float::Down, 2, Weight::ScoreDifference)
}

/// C.19: score differences of players who repeat the upfloat of two rounds before.
pub fn c19_upfloat_two_rounds_before_score_difference(m: &BracketModel) -> Level {
    repeated_float(m, "C.19", Float::Up, 2, Weight::ScoreDifference)
}

pub(crate) fn level(criterion: &'static str, form: LinearForm) -> Level {
    Level {
        criterion,
        form: form.normalised(),
        bound: None,
        kind: LevelKind::Other,
    }
}
