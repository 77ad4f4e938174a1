//! The text's order among the candidates equally good on the criteria: the
//! first candidate generated in that order wins ("exchanged until a
//! compatible pairing is found").
//!
//! A bracket is generated as the text pairs a scoregroup: the floaters from
//! the neighbouring group first (3.6, 3.7), each against the opponents of
//! 3.8, else floating on; then the players transferred (2.3, 3.2-3.4) in the
//! order of the direction; then the proposed pairings of 2.4 with the
//! exchanges of 4.1-4.3 for the rest. Every optimal candidate is reached by
//! that generation, so the first one is found by taking, at each step, the
//! first choice some optimal candidate still makes: an [`Optimal`] set
//! answers (the graph of optimal candidates, or the integer model with the
//! optima fixed).
//!
//! In a Maxi-tournament (parameter `maxi`) the colours are settled here, not
//! by the criteria: an opponent is exchanged for one who gives both players
//! their due colour only within 100 rating points of the opponent he
//! replaces (3.8 for a floater, 5.2 with 5.7 for the others).

use super::colours::{due, s2_2_median_score};
use super::criteria::adjacent_opponents;
use super::readings::{AdjacentOpponent, FloaterOpponent, FloaterOrder, Maxi, Readings};
use crate::engine::bracket::{BracketModel, Role};
pub use crate::engine::optimal::{bracket_partners, bye_vertex, Optimal};
use crate::solver::matching::matching_size;
use crate::solver::SolveError;
use crate::tournament::PlayerId;
use std::collections::HashSet;

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
    if m.state(resident).pairing_score >= s2_2_median_score(m.round.index()) {
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
    let half = (players.len() / 2).max(1).min(players.len());
    players[half..]
        .iter()
        .chain(players[1..half].iter().rev())
        .copied()
        .collect()
}

/// 2.4 with 4.1-4.3: every pairing of `players` (in scrutiny order) in the
/// order the exchanges reach them, with `compatible` deciding 2.1.
pub fn s4_exchange_sequence(
    players: &[usize],
    compatible: &dyn Fn(usize, usize) -> bool,
) -> Vec<Vec<(usize, usize)>> {
    let mut out = Vec::new();
    let mut pairs = Vec::new();
    sequence(players, compatible, &mut pairs, &mut out);
    out
}

fn sequence(
    players: &[usize],
    compatible: &dyn Fn(usize, usize) -> bool,
    pairs: &mut Vec<(usize, usize)>,
    out: &mut Vec<Vec<(usize, usize)>>,
) {
    let Some(&p) = players.first() else {
        out.push(pairs.clone());
        return;
    };
    for r in s4_2_exchange_order(players) {
        if compatible(p, r) {
            pairs.push((p, r));
            let rest: Vec<usize> = players
                .iter()
                .copied()
                .filter(|&q| q != p && q != r)
                .collect();
            sequence(&rest, compatible, pairs, out);
            pairs.pop();
        }
    }
}

/// The first candidate in the text's order among those `optimal` holds.
pub fn first_in_text_order(
    m: &BracketModel,
    optimal: &mut dyn Optimal,
    readings: &Readings,
) -> Result<Vec<bool>, SolveError> {
    let start = optimal.candidate(m);
    let pairs = (0..m.edges.len())
        .filter(|&e| start[e] && m.is_bracket_edge(e))
        .count();
    let mut order = TextOrder {
        m,
        decided: HashSet::new(),
        budget: m.bracket_size().saturating_sub(2 * pairs),
        direction: s2_2_direction(m),
        maxi: readings.maxi,
        floater_order: readings.floater_order,
        floater_opponent: readings.floater_opponent,
        adjacent: readings.adjacent,
        floated: Vec::new(),
    };
    order.floaters(optimal)?;
    order.transfers(optimal)?;
    order.exchanges(optimal)?;
    Ok(optimal.candidate(m))
}

/// The generation of one bracket, decision by decision.
struct TextOrder<'m, 'a> {
    m: &'m BracketModel<'a>,
    /// Bracket players paired or left unpaired so far.
    decided: HashSet<usize>,
    /// Players still to be left unpaired.
    budget: usize,
    direction: Direction,
    maxi: Maxi,
    floater_order: FloaterOrder,
    floater_opponent: FloaterOpponent,
    adjacent: AdjacentOpponent,
    /// Bracket players left unpaired so far (floaters), in that order.
    floated: Vec<usize>,
}

impl TextOrder<'_, '_> {
    fn undecided(&self) -> Vec<usize> {
        (0..self.m.bracket_size())
            .filter(|v| !self.decided.contains(v))
            .collect()
    }

    /// Whether `v` may be left unpaired: the last bracket leaves only the
    /// player with the bye.
    fn may_leave(&self, v: usize) -> bool {
        self.budget > 0 && !(matches!(self.m.role, Role::Last) && self.m.state(v).bye_ineligible)
    }

    /// Asks `optimal` for the first of `options` for `v` and records it.
    fn decide(
        &mut self,
        optimal: &mut dyn Optimal,
        v: usize,
        options: &[Option<usize>],
    ) -> Result<bool, SolveError> {
        let Some(k) = optimal.first(self.m, v, options)? else {
            return Ok(false);
        };
        self.decided.insert(v);
        match options[k] {
            Some(r) => {
                self.decided.insert(r);
            }
            None => {
                self.budget -= 1;
                self.floated.push(v);
            }
        }
        Ok(true)
    }

    /// 3.6 (down): highest score first, then the highest-numbered; 3.6.3:
    /// in the median group the down-floaters before the up-floaters. 3.7
    /// (up): lowest score first, then the lowest-numbered. Which end of the
    /// pairing list is "the highest pairing number": reading `FloaterOrder`.
    fn s3_6_floater_order(&self) -> Vec<usize> {
        let mut order: Vec<usize> = (0..self.m.moved_down.min(self.m.bracket_size())).collect();
        let score = |v: usize| self.m.state(v).pairing_score;
        let top_first = match self.floater_order {
            FloaterOrder::HighestNumberedIsTop => self.direction == Direction::Down,
            FloaterOrder::HighestNumberedIsBottom => self.direction == Direction::Up,
        };
        // A bracket's players are in pairing-list order: the top one first.
        let place = |v: usize| if top_first { v as i64 } else { -(v as i64) };
        match self.direction {
            Direction::Down => order.sort_by_key(|&v| (-score(v), place(v))),
            Direction::Up => order.sort_by_key(|&v| (score(v), place(v))),
        }
        order
    }

    /// 3.8: the floater's opponents, those "due the alternate colour" first
    /// (reading `FloaterOpponent`: due the other colour than he is, or due
    /// the colour he had last), each part from the highest-numbered down
    /// (pairing down) or the lowest-numbered up (pairing up).
    /// In a Maxi-tournament the opponents stay in that order (the proposed
    /// one first) and [`Self::s5_7_exchanges_within_100`] brings forward
    /// those due the other colour.
    fn s3_8_opponents(&self, f: usize) -> Vec<usize> {
        let partners = bracket_partners(self.m, f);
        let mut open: Vec<usize> = self
            .undecided()
            .into_iter()
            .filter(|r| partners.contains(r))
            .collect();
        if self.direction == Direction::Up {
            open.reverse();
        }
        if self.maxi == Maxi::Within100 {
            return open;
        }
        let (first, then): (Vec<usize>, Vec<usize>) = match self.floater_opponent {
            FloaterOpponent::DueTheOtherColour => open
                .into_iter()
                .partition(|&r| self.s5_2_colours_suit(f, r)),
            FloaterOpponent::AlternatingTheFloater => {
                let last = self.m.state(f).last_colour();
                open.into_iter()
                    .partition(|&r| last.is_none() || due(self.m.state(r)) == last)
            }
        };
        first.into_iter().chain(then).collect()
    }

    /// 3.8, 5.2: whether `r` is due the other colour than `a` (any player
    /// when `a` is due none).
    fn s5_2_colours_suit(&self, a: usize, r: usize) -> bool {
        let wanted = due(self.m.state(a));
        wanted.is_none() || due(self.m.state(r)).is_some_and(|c| Some(c) != wanted)
    }

    /// 3.8 and 5.7 in a Maxi-tournament: `v`'s proposed opponent is the first
    /// of `options` some candidate left makes; when the two are not both
    /// given their due colour, he is exchanged for a later option that
    /// gives it, only if their ratings differ by 100 points or less.
    /// Returns the options from the proposed one on, those exchanges first.
    fn s5_7_exchanges_within_100(
        &self,
        optimal: &mut dyn Optimal,
        v: usize,
        options: &[Option<usize>],
    ) -> Result<Vec<Option<usize>>, SolveError> {
        let mut proposed = None;
        for (k, &option) in options.iter().enumerate() {
            if optimal.possible(self.m, v, option)? {
                proposed = Some(k);
                break;
            }
        }
        let Some(k) = proposed else {
            return Ok(options.to_vec());
        };
        let Some(r0) = options[k].filter(|&r0| !self.s5_2_colours_suit(v, r0)) else {
            return Ok(options[k..].to_vec());
        };
        let near = |r: usize| self.m.state(r).rating.abs_diff(self.m.state(r0).rating) <= 100;
        let exchanges = options[k + 1..]
            .iter()
            .filter(|o| o.is_some_and(|r| self.s5_2_colours_suit(v, r) && near(r)));
        Ok(exchanges.chain(&options[k..]).copied().collect())
    }

    /// The floaters in the order of 3.6/3.7, each paired by 3.8 or floating on.
    fn floaters(&mut self, optimal: &mut dyn Optimal) -> Result<(), SolveError> {
        for f in self.s3_6_floater_order() {
            if self.decided.contains(&f) {
                continue;
            }
            let mut options: Vec<Option<usize>> =
                self.s3_8_opponents(f).into_iter().map(Some).collect();
            if self.may_leave(f) {
                options.push(None);
            }
            if self.maxi == Maxi::Within100 {
                options = self.s5_7_exchanges_within_100(optimal, f, &options)?;
            }
            self.decide(optimal, f, &options)?;
        }
        Ok(())
    }

    /// 2.3, 3.2-3.4: the players transferred out of the group, the
    /// lowest-numbered first pairing down, the highest-numbered pairing up;
    /// first those who keep a compatible opponent in the adjacent group
    /// (3.3, 3.4), then the others.
    fn transfers(&mut self, optimal: &mut dyn Optimal) -> Result<(), SolveError> {
        let mut candidates = self.undecided();
        if self.direction == Direction::Down {
            candidates.reverse();
        }
        let (first, then): (Vec<usize>, Vec<usize>) = candidates
            .into_iter()
            .partition(|&v| self.s3_3_opponent_left(v));
        for v in first.into_iter().chain(then) {
            if self.budget == 0 {
                break;
            }
            if self.may_leave(v) {
                self.decide(optimal, v, &[None])?;
            }
        }
        Ok(())
    }

    /// 3.3, 3.4 (reading `AdjacentOpponent`): whether `v` has a compatible
    /// opponent in the adjacent group once the opponents of other floaters
    /// are excluded: those floating on from a higher group (pairing down; a
    /// lower one pairing up), who have a higher (lower) score; with
    /// `ExcludingHigherFloaters`, also the group's players ranked above him
    /// (below him pairing up) who must float by 2.3 a-c. Each gets a
    /// distinct opponent, so `v` has one left when he adds a pair to the
    /// most the floaters can make there.
    fn s3_3_opponent_left(&self, v: usize) -> bool {
        let mut excluded = self.floated.clone();
        if self.adjacent == AdjacentOpponent::ExcludingHigherFloaters {
            let residents = self.m.moved_down..self.m.bracket_size();
            let beyond = |r: usize| {
                if self.direction == Direction::Down {
                    r < v
                } else {
                    r > v
                }
            };
            let s2_3_floater = |r: usize| {
                !bracket_partners(self.m, r)
                    .iter()
                    .any(|q| residents.contains(q))
            };
            let forced: Vec<usize> = residents
                .clone()
                .filter(|&r| beyond(r) && s2_3_floater(r) && !self.floated.contains(&r))
                .collect();
            excluded.extend(forced);
        }
        let with_v: Vec<usize> = excluded.iter().copied().chain([v]).collect();
        let pairs = |floaters: &[usize]| {
            let lists: Vec<Vec<PlayerId>> = floaters
                .iter()
                .map(|&f| adjacent_opponents(self.m, f))
                .collect();
            let mut ids: Vec<PlayerId> = lists.iter().flatten().copied().collect();
            ids.sort_unstable();
            ids.dedup();
            let mut adj = vec![Vec::new(); floaters.len() + ids.len()];
            for (f, list) in lists.iter().enumerate() {
                for id in list {
                    let o = floaters.len() + ids.binary_search(id).expect("listed");
                    adj[f].push(o);
                    adj[o].push(f);
                }
            }
            matching_size(&adj)
        };
        pairs(&with_v) > pairs(&excluded)
    }

    /// 2.4 and 4.1-4.3 for the players left: the scrutinised player (the top
    /// one pairing down, the bottom one pairing up) against his opponents in
    /// the order of the exchanges.
    fn exchanges(&mut self, optimal: &mut dyn Optimal) -> Result<(), SolveError> {
        let mut players = self.undecided();
        if self.direction == Direction::Up {
            players.reverse();
        }
        while let Some(&p) = players.first() {
            let partners = bracket_partners(self.m, p);
            let mut options: Vec<Option<usize>> = s4_2_exchange_order(&players)
                .into_iter()
                .filter(|r| partners.contains(r))
                .map(Some)
                .collect();
            if self.maxi == Maxi::Within100 {
                options = self.s5_7_exchanges_within_100(optimal, p, &options)?;
            }
            if !self.decide(optimal, p, &options)? {
                // Not reached: every optimal candidate pairs the players left.
                self.decided.insert(p);
            }
            players.retain(|v| !self.decided.contains(v));
        }
        Ok(())
    }
}
