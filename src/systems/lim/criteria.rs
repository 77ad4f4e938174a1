//! The text's priorities as lexicographic criteria of a bracket, each a
//! table of costs: one per player left unpaired (a floater), one per pair
//! (by the colours it gets). The same tables give the engine its levels and
//! the text's order ([`super::order`]) its values.

use super::colours::{alternate, due};
use super::readings::{FloatedBefore, Maxi, Readings};
use crate::engine::bracket::{BracketModel, EdgeKind, Role};
use crate::engine::criteria::{Criterion, Level, LevelKind};
use crate::engine::RoundContext;
use crate::solver::LinearForm;
use crate::state::Float;
use crate::tournament::Colour;
use crate::tournament::PlayerId;
use std::collections::HashMap;

pub const MAX_PAIRS: Criterion = Criterion::new(
    "2.3",
    "players transferred beyond those 2.3 needs: minus the pairs",
);
pub const FLOATER_A: Criterion = Criterion::new(
    "3.9a",
    "floaters floating again without a compatible opponent in the adjacent group",
);
pub const FLOATER_B: Criterion = Criterion::new(
    "3.9b",
    "floaters floating again with a compatible opponent in the adjacent group",
);
pub const FLOATER_C: Criterion = Criterion::new(
    "3.9c",
    "floaters without a compatible opponent in the adjacent group",
);
pub const FLOATED_BEFORE: Criterion =
    Criterion::new("3.10", "floaters who floated in the previous round");
pub const EQUALISING_FLOATER: Criterion =
    Criterion::new("3.2", "floaters not due the colour most players are due");
pub const DUE_COLOUR: Criterion =
    Criterion::new("5.2", "players not given the colour they are due");
pub const ALTERNATION: Criterion = Criterion::new("5.1", "players not given the alternate colour");

/// One criterion as costs: `unpaired[v]` when bracket player `v` is left
/// unpaired, `pair[e]` when bracket edge `e` is a pair.
pub struct Table {
    pub criterion: Criterion,
    pub kind: LevelKind,
    pub unpaired: Vec<i64>,
    pub pair: Vec<i64>,
}

impl Table {
    /// The criterion's value for the bracket pairs of `chosen`.
    pub fn value(&self, m: &BracketModel, chosen: &[bool]) -> i64 {
        let mut paired = vec![false; m.bracket_size()];
        let mut value = 0;
        for (e, &(a, b)) in m.edges.iter().enumerate() {
            if chosen[e] && m.is_bracket_edge(e) {
                value += self.pair[e];
                paired[a] = true;
                paired[b] = true;
            }
        }
        value
            + (0..m.bracket_size())
                .filter(|&v| !paired[v])
                .map(|v| self.unpaired[v])
                .sum::<i64>()
    }

    fn level(&self, m: &BracketModel) -> Level {
        let mut form = LinearForm::new();
        form.constant = self.unpaired.iter().sum();
        for (e, &(a, b)) in m.edges.iter().enumerate() {
            if m.is_bracket_edge(e) {
                form.add(e, self.pair[e] - self.unpaired[a] - self.unpaired[b]);
            }
        }
        let mut level = Level::new(self.criterion, form).of_kind(self.kind);
        level.unpaired = self.unpaired.clone();
        level.bound = if self.kind == LevelKind::MaxPairs {
            m.known_pairs.map(|p| -(p as i64))
        } else {
            let min_pair = (0..m.edges.len())
                .filter(|&e| m.is_bracket_edge(e))
                .map(|e| self.pair[e])
                .min();
            m.bound_for(self.unpaired.clone(), min_pair)
        };
        level
    }
}

/// The levels of a bracket, in the text's priority order.
pub fn levels(m: &BracketModel, readings: &Readings) -> Vec<Level> {
    tables(m, readings).iter().map(|t| t.level(m)).collect()
}

/// The criteria of a bracket as cost tables, in priority order: 2.3 (a
/// player floats only when he must), the floater types of 3.9 a-c, 3.10,
/// 3.2, then the colours of 5.2 and 5.1.
pub fn tables(m: &BracketModel, readings: &Readings) -> Vec<Table> {
    let maxi = readings.maxi;
    let nb = m.bracket_size();
    let floater = |v: usize| v < m.moved_down;
    let adjacent: Vec<bool> = (0..nb).map(|v| s3_9_has_adjacent_opponent(m, v)).collect();
    let per_player = |criterion, cost: &dyn Fn(usize) -> bool| Table {
        criterion,
        kind: LevelKind::Other,
        unpaired: (0..nb).map(|v| i64::from(cost(v))).collect(),
        pair: vec![0; m.edges.len()],
    };
    let majority = s3_2_majority_due(m);
    let equalising = s3_2_equalising_floaters(m, majority, maxi);
    let mut tables = vec![
        Table {
            criterion: MAX_PAIRS,
            kind: LevelKind::MaxPairs,
            unpaired: vec![0; nb],
            pair: m
                .edges
                .iter()
                .enumerate()
                .map(|(e, _)| -i64::from(m.is_bracket_edge(e)))
                .collect(),
        },
        per_player(FLOATER_A, &|v| floater(v) && !adjacent[v]),
        per_player(FLOATER_B, &|v| floater(v) && adjacent[v]),
        per_player(FLOATER_C, &|v| !floater(v) && !adjacent[v]),
        per_player(FLOATED_BEFORE, &|v| {
            !floater(v) && s3_10_floated_before(m, v, readings.floated_before)
        }),
        per_player(EQUALISING_FLOATER, &|v| !floater(v) && !equalising[v]),
    ];
    // In a Maxi-tournament colours are given by exchanges within 100 points
    // in the text's order (3.8, 5.7), not by the best the bracket allows.
    if maxi == Maxi::Off {
        tables.extend([
            colour_table(m, DUE_COLOUR, due),
            colour_table(m, ALTERNATION, alternate),
        ]);
    }
    tables
}

/// 3.9: whether bracket player `v` has a compatible opponent in the
/// adjacent scoregroup (the next one in the pairing order).
fn s3_9_has_adjacent_opponent(m: &BracketModel, v: usize) -> bool {
    !adjacent_opponents(m, v).is_empty()
}

/// The compatible players of the adjacent scoregroup (ids) of bracket
/// player `v`: given beforehand by [`s3_9_adjacent_opponents`], or read
/// from the adjacent group in the model (the verifier's).
pub fn adjacent_opponents(m: &BracketModel, v: usize) -> Vec<PlayerId> {
    match &m.role {
        Role::AdjacentOpponents { of } => of.get(&m.state(v).id).cloned().unwrap_or_default(),
        _ => m
            .incident(v)
            .filter(|&e| m.kinds[e] == EdgeKind::Next)
            .map(|e| {
                let (a, b) = m.edges[e];
                m.state(if a == v { b } else { a }).id
            })
            .collect(),
    }
}

/// 3.3, 3.9: for each player of `bracket`, his compatible opponents in
/// `adjacent`, by id.
pub fn s3_9_adjacent_opponents(
    ctx: &RoundContext,
    bracket: &[usize],
    adjacent: &[usize],
) -> HashMap<PlayerId, Vec<PlayerId>> {
    bracket
        .iter()
        .map(|&p| {
            (
                ctx.states[p].id,
                adjacent
                    .iter()
                    .filter(|&&q| ctx.compatible(p, q))
                    .map(|&q| ctx.states[q].id)
                    .collect(),
            )
        })
        .collect()
}

/// 3.10: the player floated in the round just before (reading
/// `FloatedBefore`: either way, or the way the group floats now).
fn s3_10_floated_before(m: &BracketModel, v: usize, reading: FloatedBefore) -> bool {
    let before = m.state(v).float_before(m.round, 1);
    match reading {
        FloatedBefore::EitherWay => before != Float::None,
        FloatedBefore::SameDirection => match super::order::s2_2_direction(m) {
            super::order::Direction::Down => before == Float::Down,
            super::order::Direction::Up => before == Float::Up,
        },
    }
}

/// 3.2: the colour more of the bracket's own players are due, if any: the
/// floater chosen among them should be due it.
fn s3_2_majority_due(m: &BracketModel) -> Option<Colour> {
    let count = |c| {
        (m.moved_down..m.bracket_size())
            .filter(|&v| due(m.state(v)) == Some(c))
            .count()
    };
    let (white, black) = (count(Colour::White), count(Colour::Black));
    match white.cmp(&black) {
        std::cmp::Ordering::Greater => Some(Colour::White),
        std::cmp::Ordering::Less => Some(Colour::Black),
        std::cmp::Ordering::Equal => None,
    }
}

/// 3.2: which of the bracket's players are floaters that tend to equalise
/// the due colours (all when neither colour has more players); in a
/// Maxi-tournament only those within 100 points of the player who would
/// float otherwise, and he himself.
fn s3_2_equalising_floaters(m: &BracketModel, majority: Option<Colour>, maxi: Maxi) -> Vec<bool> {
    let nb = m.bracket_size();
    let Some(majority) = majority else {
        return vec![true; nb];
    };
    let residents = m.moved_down..nb;
    let default = match super::order::s2_2_direction(m) {
        super::order::Direction::Down => residents.clone().last(),
        super::order::Direction::Up => residents.clone().next(),
    };
    let due_majority: Vec<bool> = (0..nb).map(|v| due(m.state(v)) == Some(majority)).collect();
    let (Maxi::Within100, Some(d)) = (maxi, default) else {
        return due_majority;
    };
    let near: Vec<bool> = (0..nb)
        .map(|v| {
            due_majority[v]
                && residents.contains(&v)
                && m.state(v).rating.abs_diff(m.state(d).rating) <= 100
        })
        .collect();
    if near.contains(&true) {
        near
    } else {
        (0..nb).map(|v| v == d).collect()
    }
}

/// A colour criterion: for each pair, how many of its players do not get
/// the colour `wanted` names for them.
fn colour_table(
    m: &BracketModel,
    criterion: Criterion,
    wanted: fn(&crate::state::PlayerState) -> Option<Colour>,
) -> Table {
    let pair = m
        .edges
        .iter()
        .enumerate()
        .map(|(e, &(a, b))| {
            let Some(colour) = m.colour_a[e].filter(|_| m.is_bracket_edge(e)) else {
                return 0;
            };
            let misses = |v: usize, c: Colour| wanted(m.state(v)).is_some_and(|w| w != c);
            i64::from(misses(a, colour)) + i64::from(misses(b, colour.opposite()))
        })
        .collect();
    Table {
        criterion,
        kind: LevelKind::Other,
        unpaired: vec![0; m.bracket_size()],
        pair,
    }
}
