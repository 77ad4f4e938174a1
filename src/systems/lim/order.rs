//! The text's order among the candidates equally good on the criteria: the
//! first candidate generated in that order wins ("exchanged until a
//! compatible pairing is found").
//!
//! A bracket is generated as the text pairs a scoregroup: the floaters from
//! the neighbouring group first (3.6, 3.7), each against the opponents of
//! 3.8, else floating on; then the players transferred (2.3, 3.2-3.4) in the
//! order of the direction; then the proposed pairings of 2.4 with the
//! exchanges of 4.1-4.3 for the rest. The search keeps to candidates that
//! can still reach the optimum of every criterion, and gives up (leaving the
//! solver's optimal candidate) after [`NODE_LIMIT`] steps.

use super::colours::{due, s2_2_median_score};
use super::criteria::{tables, Table};
use crate::engine::bracket::{BracketModel, Role};
use crate::engine::criteria::LevelKind;
use crate::solver::matching::matching_size;
use std::collections::HashMap;

/// The most steps the search takes before it gives the order up.
pub const NODE_LIMIT: usize = 20_000;

/// Which way a scoregroup is paired (2.2, 3.2, 4.1).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Direction {
    /// Above the median and the median group itself: floaters move down,
    /// scrutiny starts with the highest-numbered (top) player.
    Down,
    /// Below the median: floaters move up, scrutiny starts with the
    /// lowest-numbered (bottom) player.
    Up,
}

/// 2.2: the direction of a bracket, from its own players' score.
pub fn s2_2_direction(m: &BracketModel) -> Direction {
    if matches!(m.role, Role::Last) || m.bracket_size() == 0 {
        return Direction::Down;
    }
    let resident = m.moved_down.min(m.bracket_size() - 1);
    if m.state(resident).pairing_score >= s2_2_median_score(m.round) {
        Direction::Down
    } else {
        Direction::Up
    }
}

/// 4.1-4.3: the order in which the scrutinised player (the first of
/// `players`, in scrutiny order) meets the others: the players of the
/// lower half from his proposed opponent on (2.4), then those of his own
/// half from the bottom up.
pub fn s4_2_exchange_order(players: &[usize]) -> Vec<usize> {
    let half = players.len() / 2;
    players[half..].iter().chain(players[1..half].iter().rev()).copied().collect()
}

/// 2.4 with 4.1-4.3: every pairing of `players` (in scrutiny order) in the
/// order the exchanges reach them, with `compatible` deciding 2.1.
pub fn s4_exchange_sequence(players: &[usize], compatible: &dyn Fn(usize, usize) -> bool) -> Vec<Vec<(usize, usize)>> {
    let mut out = Vec::new();
    let mut pairs = Vec::new();
    sequence(players, compatible, &mut pairs, &mut out);
    out
}

fn sequence(players: &[usize], compatible: &dyn Fn(usize, usize) -> bool, pairs: &mut Vec<(usize, usize)>, out: &mut Vec<Vec<(usize, usize)>>) {
    let Some(&p) = players.first() else {
        out.push(pairs.clone());
        return;
    };
    for r in s4_2_exchange_order(players) {
        if compatible(p, r) {
            pairs.push((p, r));
            let rest: Vec<usize> = players.iter().copied().filter(|&q| q != p && q != r).collect();
            sequence(&rest, compatible, pairs, out);
            pairs.pop();
        }
    }
}

/// The first candidate in the text's order whose criteria equal those of
/// `optimal` (an optimal candidate); `None` when the search gave up.
pub fn first_in_text_order(m: &BracketModel, optimal: &[bool]) -> Option<Vec<bool>> {
    let mut all = tables(m);
    let pairs_table = all.iter().position(|t| t.kind == LevelKind::MaxPairs)?;
    let pairs = -all[pairs_table].value(m, optimal);
    all.remove(pairs_table);
    let target: Vec<i64> = all.iter().map(|t| t.value(m, optimal)).collect();
    let mut search = Search::new(m, all, target, pairs as usize);
    let found = search.floaters(&search.s3_6_floater_order(), 0);
    crate::trace::trace(|| format!("lim order: {} steps, {}", search.nodes, if found.is_some() { "found" } else { "gave up" }));
    found
}

struct Search<'m, 'a> {
    m: &'m BracketModel<'a>,
    tables: Vec<Table>,
    target: Vec<i64>,
    partial: Vec<i64>,
    edge: HashMap<(usize, usize), usize>,
    mate: Vec<Option<usize>>,
    unpaired: Vec<bool>,
    /// Players still to be left unpaired.
    budget: usize,
    direction: Direction,
    nodes: usize,
}

impl<'m, 'a> Search<'m, 'a> {
    fn new(m: &'m BracketModel<'a>, tables: Vec<Table>, target: Vec<i64>, pairs: usize) -> Self {
        let edge = (0..m.edges.len())
            .filter(|&e| m.is_bracket_edge(e))
            .map(|e| {
                let (a, b) = m.edges[e];
                ((a.min(b), a.max(b)), e)
            })
            .collect();
        let nb = m.bracket_size();
        Search {
            m,
            partial: vec![0; tables.len()],
            tables,
            target,
            edge,
            mate: vec![None; nb],
            unpaired: vec![false; nb],
            budget: nb.saturating_sub(2 * pairs),
            direction: s2_2_direction(m),
            nodes: 0,
        }
    }

    fn compatible(&self, a: usize, b: usize) -> bool {
        self.edge.contains_key(&(a.min(b), a.max(b)))
    }

    fn decided(&self, v: usize) -> bool {
        self.mate[v].is_some() || self.unpaired[v]
    }

    fn undecided(&self) -> Vec<usize> {
        (0..self.m.bracket_size()).filter(|&v| !self.decided(v)).collect()
    }

    fn pair(&mut self, a: usize, b: usize, sign: i64) {
        let e = self.edge[&(a.min(b), a.max(b))];
        for (t, table) in self.tables.iter().enumerate() {
            self.partial[t] += sign * table.pair[e];
        }
        (self.mate[a], self.mate[b]) = if sign > 0 { (Some(b), Some(a)) } else { (None, None) };
    }

    fn leave(&mut self, v: usize, sign: i64) {
        for (t, table) in self.tables.iter().enumerate() {
            self.partial[t] += sign * table.unpaired[v];
        }
        self.unpaired[v] = sign > 0;
        if sign > 0 {
            self.budget -= 1;
        } else {
            self.budget += 1;
        }
    }

    /// Whether `v` may be left unpaired: the last bracket leaves only the
    /// player with the bye.
    fn may_leave(&self, v: usize) -> bool {
        self.budget > 0 && !(matches!(self.m.role, Role::Last) && self.m.state(v).bye_ineligible)
    }

    /// Still on the way to the optimum: no criterion beyond it (every cost
    /// is non-negative), and the undecided players can make the pairs left.
    fn viable(&mut self) -> bool {
        self.nodes += 1;
        if self.nodes > NODE_LIMIT || self.partial.iter().zip(&self.target).any(|(p, t)| p > t) {
            return false;
        }
        let open = self.undecided();
        let needed = (open.len() - self.budget.min(open.len())) / 2;
        let index: HashMap<usize, usize> = open.iter().enumerate().map(|(i, &v)| (v, i)).collect();
        let adj: Vec<Vec<usize>> = open
            .iter()
            .map(|&v| open.iter().filter(|&&w| w != v && self.compatible(v, w)).map(|w| index[w]).collect())
            .collect();
        matching_size(&adj) >= needed
    }

    /// A complete candidate at the optimum, as edges of the model.
    fn leaf(&self) -> Option<Vec<bool>> {
        if self.partial != self.target || self.budget != 0 {
            return None;
        }
        let mut chosen = vec![false; self.m.edges.len()];
        for (a, mate) in self.mate.iter().enumerate() {
            if let Some(b) = *mate {
                chosen[self.edge[&(a.min(b), a.max(b))]] = true;
            }
        }
        Some(chosen)
    }

    /// 3.6 (down): highest score first, then the highest-numbered; 3.6.3:
    /// in the median group the down-floaters before the up-floaters. 3.7
    /// (up): lowest score first, then the lowest-numbered.
    fn s3_6_floater_order(&self) -> Vec<usize> {
        let mut order: Vec<usize> = (0..self.m.moved_down.min(self.m.bracket_size())).collect();
        let score = |v: usize| self.m.state(v).pairing_score;
        match self.direction {
            Direction::Down => order.sort_by_key(|&v| (-score(v), v)),
            Direction::Up => order.sort_by_key(|&v| (score(v), std::cmp::Reverse(v))),
        }
        order
    }

    /// 3.8: the floater's opponents, those due the other colour than he is
    /// first, each part from the highest-numbered down (pairing down) or the
    /// lowest-numbered up (pairing up).
    fn s3_8_opponents(&self, f: usize) -> Vec<usize> {
        let mut open: Vec<usize> = self.undecided().into_iter().filter(|&r| r != f && self.compatible(f, r)).collect();
        if self.direction == Direction::Up {
            open.reverse();
        }
        let wanted = due(self.m.state(f));
        let suits = |r: usize| wanted.is_none() || due(self.m.state(r)).is_some_and(|c| Some(c) != wanted);
        let (first, then): (Vec<usize>, Vec<usize>) = open.into_iter().partition(|&r| suits(r));
        first.into_iter().chain(then).collect()
    }

    /// The floaters in the order of 3.6/3.7, each paired by 3.8 or floating on.
    fn floaters(&mut self, order: &[usize], i: usize) -> Option<Vec<bool>> {
        let Some(&f) = order.get(i) else {
            return self.transfers();
        };
        if self.decided(f) {
            return self.floaters(order, i + 1);
        }
        for r in self.s3_8_opponents(f) {
            self.pair(f, r, 1);
            let found = if self.viable() { self.floaters(order, i + 1) } else { None };
            self.pair(f, r, -1);
            if found.is_some() || self.nodes > NODE_LIMIT {
                return found;
            }
        }
        if !self.may_leave(f) {
            return None;
        }
        self.leave(f, 1);
        let found = if self.viable() { self.floaters(order, i + 1) } else { None };
        self.leave(f, -1);
        found
    }

    /// 2.3, 3.2-3.4: the players transferred out of the group, the
    /// lowest-numbered first pairing down, the highest-numbered pairing up;
    /// then 2.4 and section 4 for the others.
    fn transfers(&mut self) -> Option<Vec<bool>> {
        let mut candidates = self.undecided();
        if self.direction == Direction::Down {
            candidates.reverse();
        }
        self.choose(&candidates, 0)
    }

    fn choose(&mut self, candidates: &[usize], from: usize) -> Option<Vec<bool>> {
        if self.budget == 0 {
            let mut players = self.undecided();
            if self.direction == Direction::Up {
                players.reverse();
            }
            return self.exchanges(&players);
        }
        for k in from..candidates.len() {
            let v = candidates[k];
            if !self.may_leave(v) {
                continue;
            }
            self.leave(v, 1);
            let found = if self.viable() { self.choose(candidates, k + 1) } else { None };
            self.leave(v, -1);
            if found.is_some() || self.nodes > NODE_LIMIT {
                return found;
            }
        }
        None
    }

    /// 4.1-4.3: the scrutinised player (the first of `players`) against
    /// his opponents in the order of the exchanges.
    fn exchanges(&mut self, players: &[usize]) -> Option<Vec<bool>> {
        let Some(&p) = players.first() else {
            return self.leaf();
        };
        for r in s4_2_exchange_order(players) {
            if !self.compatible(p, r) {
                continue;
            }
            self.pair(p, r, 1);
            let rest: Vec<usize> = players.iter().copied().filter(|&q| q != p && q != r).collect();
            let found = if self.viable() { self.exchanges(&rest) } else { None };
            self.pair(p, r, -1);
            if found.is_some() || self.nodes > NODE_LIMIT {
                return found;
            }
        }
        None
    }
}
