//! What every bracket of a round needs to know: the players' states, the
//! rule set, compatibility (the absolute criteria every system shares: no
//! rematch, no forbidden pair, no two players of the same absolute colour
//! preference unless a topscorer is among them) and the bye rule.

use super::bracket::OrdinaryPairing;
use super::rules::{BracketStage, ColourDecision, Rules};
use crate::solver::{matching, Solver};
use crate::state::{PlayerState, RoundRequest, Strength};
use crate::tournament::{Colour, PlayerId, Round, Tournament};
use std::cell::RefCell;
use std::collections::{HashMap, HashSet};
use std::time::Duration;

/// Who may get the pairing-allocated bye.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum ByeRule {
    /// Nobody who had a bye or a forfeit win (or, as the text reads the
    /// history, scored without playing).
    Strict,
    /// Also players who scored without playing in at most this many rounds:
    /// a relaxation some texts need when the round cannot be paired otherwise.
    AtMost(u32),
    /// Only this player (a state index): a text that assigns the bye
    /// before any bracket is paired (Burstein 3.1).
    Assigned(usize),
}

/// Everything a bracket needs to know about the round.
pub struct RoundContext<'a> {
    pub rules: Rules<'a>,
    pub bye_rule: ByeRule,
    pub round: Round,
    pub states: &'a [PlayerState],
    pub initial_colour: Colour,
    pub time_limit: Duration,
    /// Which solver settles the brackets' levels.
    pub solver: Solver,
    forbidden: HashSet<(PlayerId, PlayerId)>,
    /// Players a question fixes in a pair (`explain --why-not`): never the bye.
    bye_barred: Vec<usize>,
    /// Ordinary brackets already paired by the rules in this round, by their
    /// players (moved-down players first) and number of moved-down players:
    /// a text that looks down the brackets below (backtracking) meets the
    /// same brackets again when the round's own walk reaches them.
    pub(crate) ordinary_memo: RefCell<HashMap<(Vec<usize>, usize), OrdinaryPairing>>,
}

impl<'a> RoundContext<'a> {
    pub fn new(
        rules: impl Into<Rules<'a>>,
        t: &Tournament,
        request: &RoundRequest,
        states: &'a [PlayerState],
    ) -> Self {
        let rules = rules.into();
        RoundContext {
            rules,
            bye_rule: ByeRule::Strict,
            round: request.round,
            states,
            initial_colour: rules.initial_colour(request),
            time_limit: Solver::default().time_limit(),
            solver: Solver::default(),
            forbidden: forbidden_pairs(t, request.round),
            bye_barred: Vec::new(),
            ordinary_memo: RefCell::default(),
        }
    }

    /// A context without forbidden pairs, for tests of single brackets.
    pub fn for_states(
        rules: impl Into<Rules<'a>>,
        round: Round,
        states: &'a [PlayerState],
        initial_colour: Colour,
    ) -> Self {
        RoundContext {
            rules: rules.into(),
            bye_rule: ByeRule::Strict,
            round,
            states,
            initial_colour,
            time_limit: Solver::default().time_limit(),
            solver: Solver::default(),
            forbidden: HashSet::new(),
            bye_barred: Vec::new(),
            ordinary_memo: RefCell::default(),
        }
    }

    /// Settles the brackets with `solver`, under its time limit.
    pub fn use_solver(&mut self, solver: Solver) {
        self.solver = solver;
        self.time_limit = solver.time_limit();
    }

    /// No second meeting, no forbidden pair of `XXP`, and no two players
    /// with the same absolute colour preference unless the rule set lets the
    /// colours yield for them (by default, a topscorer among them).
    pub fn compatible(&self, a: usize, b: usize) -> bool {
        let (sa, sb) = (&self.states[a], &self.states[b]);
        if sa.opponents.contains(&sb.id) || self.forbidden_pair(a, b) {
            return false;
        }
        let same_absolute = sa.preference.strength == Strength::Absolute
            && sb.preference.strength == Strength::Absolute
            && sa.preference.colour == sb.preference.colour;
        !same_absolute || self.rules.colours_yield(sa, sb)
    }

    /// The colour of player `a` against `b`, and the paragraph deciding it.
    pub fn allocate(&self, a: usize, b: usize) -> ColourDecision {
        self.rules
            .allocate(&self.states[a], &self.states[b], self.initial_colour)
    }

    /// Fixes each of `pairs` (state indices) in the round: both players
    /// forbidden with everybody else of `present` and barred from the bye,
    /// so that every pairing of the round holds the pair (the best pairing
    /// holding a pair, for `explain --why-not`).
    pub fn fix_pairs(&mut self, pairs: &[(usize, usize)], present: &[usize]) {
        for &(a, b) in pairs {
            for &x in present {
                for (p, q) in [(a, b), (b, a)] {
                    if x != p && x != q {
                        let (id, other) = (self.states[p].id, self.states[x].id);
                        self.forbidden.insert((id, other));
                        self.forbidden.insert((other, id));
                    }
                }
            }
            self.bye_barred.extend([a, b]);
        }
    }

    /// A pair forbidden by `XXP`.
    pub fn forbidden_pair(&self, a: usize, b: usize) -> bool {
        // Most tournaments forbid nothing: no hashing then, in the hot loop of every graph.
        !self.forbidden.is_empty()
            && self
                .forbidden
                .contains(&(self.states[a].id, self.states[b].id))
    }

    /// The moved-down players (the first `mdps` of `players`) a bracket pairs as such.
    pub fn mdps_treated(&self, players: &[usize], mdps: usize) -> usize {
        self.rules
            .mdps_treated(self, players, mdps, BracketStage::Ordinary)
    }

    /// [`Self::mdps_treated`] in a penultimate bracket (C.13 and the like).
    pub fn mdps_treated_penultimate(&self, players: &[usize], mdps: usize) -> usize {
        self.rules
            .mdps_treated(self, players, mdps, BracketStage::Penultimate)
    }

    /// Whether player `a` may get the pairing-allocated bye.
    pub fn bye_eligible(&self, a: usize) -> bool {
        let s = &self.states[a];
        if self.bye_barred.contains(&a) {
            return false;
        }
        match self.bye_rule {
            ByeRule::Strict => !s.bye_ineligible,
            ByeRule::AtMost(rounds) => !s.bye_ineligible || s.unplayed_scoring_rounds <= rounds,
            ByeRule::Assigned(p) => a == p,
        }
    }

    /// The score of a bracket's residents (its first `mdps` players moved
    /// down; the last of them when it has no resident).
    pub fn bracket_score(&self, bracket: &[usize], mdps: usize) -> crate::points::Points {
        self.states[bracket[mdps.min(bracket.len() - 1)]].pairing_score
    }

    /// The moved-down players the last `bracket` keeps apart (its first
    /// `mdps`): all of them, unless the rule set lets them meet when no
    /// complete pairing keeps them apart.
    pub fn last_bracket_mdps(&self, bracket: &[usize], mdps: usize) -> usize {
        let apart = mdps == 0 || self.completable(&bracket[..mdps], &bracket[mdps..]);
        if self.rules.mdps_meet_as_last_resort() && !apart {
            0
        } else {
            mdps
        }
    }

    /// Compatible pairs among `players`, of whom the first `mdps` never meet
    /// each other.
    pub fn adjacency(&self, players: &[usize], mdps: usize) -> Vec<Vec<usize>> {
        let n = players.len();
        let mut adj = vec![Vec::new(); n];
        for i in 0..n {
            for j in (i + 1)..n {
                if j >= mdps && self.compatible(players[i], players[j]) {
                    adj[i].push(j);
                    adj[j].push(i);
                }
            }
        }
        adj
    }

    /// The most pairs a bracket can make, its moved-down players (as the
    /// rule set treats them) meeting only residents.
    pub fn max_pairs(&self, bracket: &[usize], mdps: usize) -> usize {
        matching::matching_size(&self.adjacency(bracket, self.mdps_treated(bracket, mdps)))
    }

    /// [`Self::max_pairs`] in a penultimate bracket.
    pub fn max_pairs_penultimate(&self, bracket: &[usize], mdps: usize) -> usize {
        matching::matching_size(
            &self.adjacency(bracket, self.mdps_treated_penultimate(bracket, mdps)),
        )
    }

    /// Can `floaters` (players leaving a bracket) and `rest` (everybody
    /// below) still be paired completely, with at most one bye? Two floaters
    /// of the same bracket never meet below it.
    pub fn completable(&self, floaters: &[usize], rest: &[usize]) -> bool {
        self.completable_with_bye(floaters, rest, |p| self.bye_eligible(p))
    }

    /// [`Self::completable`], the bye allowed only to the players `may_get_bye` accepts.
    pub fn completable_with_bye(
        &self,
        floaters: &[usize],
        rest: &[usize],
        may_get_bye: impl Fn(usize) -> bool,
    ) -> bool {
        if self.pairs_greedily(floaters, rest, &may_get_bye) {
            return true;
        }
        let (_, adj) = self.completion_graph_with_bye(floaters, rest, may_get_bye);
        2 * matching::matching_size(&adj) == adj.len()
    }

    /// The players of `floaters` and `rest`, and the graph of the pairs they
    /// may make: vertex `i` is `players[i]`; with an odd number of players, a
    /// last vertex stands for the bye, adjacent to those who may get it.
    pub fn completion_graph(
        &self,
        floaters: &[usize],
        rest: &[usize],
    ) -> (Vec<usize>, Vec<Vec<usize>>) {
        self.completion_graph_with_bye(floaters, rest, |p| self.bye_eligible(p))
    }

    fn completion_graph_with_bye(
        &self,
        floaters: &[usize],
        rest: &[usize],
        may_get_bye: impl Fn(usize) -> bool,
    ) -> (Vec<usize>, Vec<Vec<usize>>) {
        let all: Vec<usize> = floaters.iter().chain(rest).copied().collect();
        let n = all.len();
        let odd = n % 2 == 1;
        let mut adj = vec![Vec::new(); n + usize::from(odd)];
        for i in 0..n {
            for j in (i + 1)..n {
                let both_floaters = j < floaters.len();
                if !both_floaters && self.compatible(all[i], all[j]) {
                    adj[i].push(j);
                    adj[j].push(i);
                }
            }
            if odd && may_get_bye(all[i]) {
                adj[i].push(n);
                adj[n].push(i);
            }
        }
        (all, adj)
    }

    /// Whether pairing each player in turn (floaters, then `rest`) with the
    /// first compatible one after him still unpaired, floaters never with
    /// each other, pairs everybody but at most one player who may get the
    /// bye. Such a pairing proves the round completable without building its
    /// graph; failing proves nothing.
    pub fn pairs_greedily(
        &self,
        floaters: &[usize],
        rest: &[usize],
        may_get_bye: &impl Fn(usize) -> bool,
    ) -> bool {
        let all: Vec<usize> = floaters.iter().chain(rest).copied().collect();
        let n = all.len();
        let mut paired = vec![false; n];
        let mut left_out = None;
        for i in 0..n {
            if paired[i] {
                continue;
            }
            let meets =
                |j: usize| !paired[j] && j >= floaters.len() && self.compatible(all[i], all[j]);
            match (i + 1..n).find(|&j| meets(j)) {
                Some(j) => (paired[i], paired[j]) = (true, true),
                None if n % 2 == 1 && left_out.is_none() && may_get_bye(all[i]) => {
                    left_out = Some(i)
                }
                None => return false,
            }
        }
        true
    }
}

/// Every ordered pair of players an `XXP` line, or a `260` record for the
/// round, forbids.
fn forbidden_pairs(t: &Tournament, round: Round) -> HashSet<(PlayerId, PlayerId)> {
    let mut forbidden = HashSet::new();
    for group in t.config.forbidden_in_round(round) {
        for &a in group {
            for &b in group {
                if a != b {
                    forbidden.insert((a, b));
                }
            }
        }
    }
    forbidden
}
