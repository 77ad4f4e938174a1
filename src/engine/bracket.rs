//! The integer program of one bracket: its players in bracket order (moved-
//! down players first), the pairs the absolute criteria allow, and what the
//! bracket's role adds: the next scoregroup for a look-ahead criterion, the
//! rest of the round for the penultimate bracket, or the bye (last bracket).
//! The rule set supplies the criteria and the generation order.

use super::context::RoundContext;
use super::criteria::{Criterion, Level, LevelKind};
use super::rules::Rules;
use crate::points::Points;
use crate::solver::lexmatching::{as_plain_perfect, lexicographic_perfect_matching};
use crate::solver::strategy::{self, Problem, Settled, Solver};
use crate::solver::{
    Constraint, Lexicographic, LinearForm, MatchingModel, Relation, SolveError, SolveStats,
};
use crate::state::PlayerState;
use crate::tournament::{Colour, Round};
use std::sync::Arc;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EdgeKind {
    /// A pair of this bracket.
    Bracket,
    /// A pair of the following bracket (C.7).
    Next,
    /// A pair completing the round below the PPB (C.4).
    Completion,
    /// The pairing-allocated bye, as an edge to a dummy vertex (C.4).
    Bye,
}

/// What the bracket is in the round.
#[derive(Debug, Clone)]
pub enum Role {
    /// An ordinary bracket; `next` is the following scoregroup, whose players
    /// join the model for a look-ahead criterion (the Dutch C.7) when the rule
    /// set could not settle it beforehand (empty when it is void). When it is
    /// the last scoregroup, the following bracket is the last one: its pairing
    /// has to give the bye to an eligible player, so the model gets a bye
    /// vertex too.
    Normal {
        next: Vec<usize>,
        next_is_last: bool,
    },
    /// An ordinary bracket whose look-ahead criterion is a cost of each
    /// player when he floats, by player id, computed beforehand by the rule
    /// set (for the Dutch C.7: the rank of the following bracket when one
    /// player floats; 0 for the players of the best sets of floaters, 1 for
    /// the others, when several do).
    FloaterCosts {
        c7_cost: std::collections::HashMap<crate::tournament::PlayerId, i64>,
    },
    /// An ordinary bracket whose criteria and order look at whom each of its
    /// players could meet in the adjacent scoregroup (compatible players of
    /// it, by player id), given beforehand by the rule set (Lim 3.3, 3.9).
    AdjacentOpponents {
        of: std::collections::HashMap<
            crate::tournament::PlayerId,
            Vec<crate::tournament::PlayerId>,
        >,
    },
    /// The penultimate pairing bracket; `rest` is everybody below it.
    /// `quota`, when the text prescribes it, is the number of pairs being tried.
    Penultimate {
        rest: Vec<usize>,
        quota: Option<PairQuota>,
    },
    /// A bracket paired so that the rest of the round stays pairable (a
    /// text applying completion to every bracket): `rest` is everybody
    /// below it, every vertex matched, the bye as a dummy vertex; the first
    /// `next` players of `rest` are the next scoregroup, which forms the
    /// following bracket with this bracket's downfloaters.
    Completion { rest: Vec<usize>, next: usize },
    /// The last bracket (possibly the CLB): completes the round, bye included.
    Last,
}

impl Role {
    /// An ordinary bracket for which the following bracket does not count
    /// (nothing to choose, or the text does not look ahead here).
    pub fn next_bracket_void(&self) -> bool {
        matches!(self, Role::Normal { next, .. } if next.is_empty())
    }

    /// The role's name in error messages.
    pub fn name(&self) -> &'static str {
        match self {
            Role::Normal { .. }
            | Role::FloaterCosts { .. }
            | Role::AdjacentOpponents { .. }
            | Role::Completion { .. } => "ordinary",
            Role::Penultimate { .. } => "PPB",
            Role::Last => "last",
        }
    }
}

/// A number of pairs the penultimate bracket must make, and how many of them
/// with a moved-down player.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PairQuota {
    pub pairs: usize,
    pub mdp_pairs: usize,
    /// The moved-down players from this one on (A.2 order), if any, are not
    /// paired: the pairs hold only the ones before it.
    pub unpaired_from: Option<usize>,
}

impl PairQuota {
    /// `pairs` pairs, `mdp_pairs` of them with any moved-down players.
    pub fn new(pairs: usize, mdp_pairs: usize) -> PairQuota {
        PairQuota {
            pairs,
            mdp_pairs,
            unpaired_from: None,
        }
    }

    /// The constraints of the quota on the bracket model `m`.
    pub fn constraints(self, m: &BracketModel) -> Vec<Constraint> {
        let mut mdp_pairs = LinearForm::new();
        let mut pairs = LinearForm::new();
        for (e, &(a, b)) in m.edges.iter().enumerate() {
            if !m.is_bracket_edge(e) {
                continue;
            }
            pairs.add(e, 1);
            if a.min(b) < m.moved_down {
                mdp_pairs.add(e, 1);
            }
        }
        let mut constraints = vec![
            Constraint {
                form: pairs,
                relation: Relation::Equal,
                rhs: self.pairs as i64,
            },
            Constraint {
                form: mdp_pairs,
                relation: Relation::Equal,
                rhs: self.mdp_pairs as i64,
            },
        ];
        for v in self
            .unpaired_from
            .map_or(m.moved_down, |first| first.min(m.moved_down))..m.moved_down
        {
            let mut form = LinearForm::new();
            for e in m.incident(v).filter(|&e| m.is_bracket_edge(e)) {
                form.add(e, 1);
            }
            constraints.push(Constraint {
                form,
                relation: Relation::Equal,
                rhs: 0,
            });
        }
        constraints
    }
}

/// An ordinary bracket as the rules pair it.
#[derive(Debug, Clone)]
pub struct OrdinaryPairing {
    /// What of the following bracket counts.
    pub role: Role,
    pub outcome: Result<BracketOutcome, SolveError>,
    /// A backtracking from below reached this bracket and it could not
    /// help: the search goes on to the bracket above.
    pub sends_backtracking_up: bool,
}

impl OrdinaryPairing {
    pub fn new(role: Role, outcome: Result<BracketOutcome, SolveError>) -> OrdinaryPairing {
        OrdinaryPairing {
            role,
            outcome,
            sends_backtracking_up: false,
        }
    }
}

/// A bracket as a matching model. Vertices `0..players.len()` are the bracket's
/// players in BSN order (BSN = vertex + 1), MDPs first; then the players the
/// role adds; then possibly a dummy vertex standing for the bye.
pub struct BracketModel<'a> {
    pub rules: Rules<'a>,
    pub round: Round,
    pub states: &'a [PlayerState],
    pub players: Vec<usize>,
    /// Moved-down players paired as such: the first `mdps` vertices (none
    /// when the text treats the bracket as homogeneous).
    pub mdps: usize,
    /// Players moved down from above, the first vertices, before A.3.
    pub moved_down: usize,
    pub vertex_state: Vec<Option<usize>>,
    /// Shared with the bracket's matching model (not copied into it).
    pub edges: Arc<Vec<(usize, usize)>>,
    pub kinds: Vec<EdgeKind>,
    /// Each vertex's edges, as `u32` (half the size of `usize`: a large
    /// bracket lists millions of pairs twice here); read by [`Self::incident`].
    incidence: Vec<Vec<u32>>,
    /// For the bracket's own pairs: the colour the rules give to the edge's first player.
    pub colour_a: Vec<Option<Colour>>,
    pub role: Role,
    /// The number of pairs C.5 will give, when known before any solve
    /// (a maximum matching of the bracket; the whole bracket in the last one).
    pub known_pairs: Option<usize>,
    extra: usize,
    /// The players below who meet the bracket's players are its upfloaters
    /// (a text with `upfloaters_in_bracket`, in a model holding the rest of
    /// the round): those pairs are the bracket's own.
    upfloaters: bool,
    /// The model holds only the pairs of one candidate (a sketch, see
    /// [`Self::sketch`]), not every compatible pair: a level's bound then
    /// holds only where it is known without the missing pairs.
    sketch: bool,
}

/// What a level knows of its pair cost over pairs the model may not hold,
/// for a sketch's bounds.
#[derive(Clone, Copy, PartialEq, Eq)]
enum PairCost {
    /// The same for every pair.
    Constant,
    /// A count (players, score differences): never negative.
    Counting,
    /// Anything: no bound without every pair.
    Any,
}

impl<'a> BracketModel<'a> {
    pub fn build(
        ctx: &RoundContext<'a>,
        players: Vec<usize>,
        moved_down: usize,
        role: Role,
    ) -> Self {
        let mdps = match role {
            Role::Penultimate { .. } => ctx.mdps_treated_penultimate(&players, moved_down),
            _ => ctx.mdps_treated(&players, moved_down),
        };
        let extra_players: Vec<usize> = match &role {
            Role::Normal { next, .. } => next.clone(),
            Role::Penultimate { rest, .. } | Role::Completion { rest, .. } => rest.clone(),
            Role::Last | Role::FloaterCosts { .. } | Role::AdjacentOpponents { .. } => Vec::new(),
        };
        let nb = players.len();
        let mut vertex_state: Vec<Option<usize>> = players
            .iter()
            .chain(&extra_players)
            .map(|&p| Some(p))
            .collect();
        let mut m = BracketModel {
            rules: ctx.rules,
            round: ctx.round,
            states: ctx.states,
            players,
            mdps,
            moved_down,
            vertex_state: Vec::new(),
            edges: Arc::default(),
            kinds: Vec::new(),
            incidence: Vec::new(),
            colour_a: Vec::new(),
            role,
            known_pairs: None,
            extra: extra_players.len(),
            upfloaters: false,
            sketch: false,
        };
        // Bracket pairs: MDP-resident and resident-resident (B.2: S2 holds residents).
        for i in 0..nb {
            for j in (i + 1)..nb {
                if j < mdps {
                    continue;
                }
                if ctx.compatible(m.players[i], m.players[j]) {
                    let colour = ctx.allocate(m.players[i], m.players[j]).colour;
                    m.push_edge(i, j, EdgeKind::Bracket, Some(colour));
                }
            }
        }
        let kind = match m.role {
            Role::Normal { .. } => EdgeKind::Next,
            _ => EdgeKind::Completion,
        };
        m.upfloaters = matches!(m.role, Role::Completion { .. })
            && ctx.rules.text().upfloaters_in_bracket.is_some();
        // Below the bracket: any bracket player may float down and meet them;
        // two players floating from this bracket cannot meet each other there.
        // Where the players below are upfloaters into the bracket, their
        // pairs with its players are its own, and get their colours.
        for x in nb..nb + m.extra {
            for v in 0..x {
                let (p, q) = (vertex_state[v].unwrap(), vertex_state[x].unwrap());
                if ctx.compatible(p, q) {
                    let colour = (m.upfloaters && v < nb).then(|| ctx.allocate(p, q).colour);
                    m.push_edge(v, x, kind, colour);
                }
            }
        }
        let following_is_last = matches!(
            m.role,
            Role::Normal {
                next_is_last: true,
                ..
            }
        ) && m.extra > 0;
        if (m.completes_the_round() || following_is_last) && (nb + m.extra) % 2 == 1 {
            let dummy = nb + m.extra;
            vertex_state.push(None);
            for (v, player) in vertex_state[..dummy].iter().enumerate() {
                if ctx.bye_eligible(player.unwrap()) {
                    m.push_edge(v, dummy, EdgeKind::Bye, None);
                }
            }
        }
        m.vertex_state = vertex_state;
        m.index_incidence();
        m.known_pairs = match m.role {
            Role::Normal { .. } | Role::FloaterCosts { .. } | Role::AdjacentOpponents { .. } => {
                Some(m.max_bracket_pairs())
            }
            Role::Last => Some(nb / 2),
            Role::Penultimate { .. } | Role::Completion { .. } => None,
        };
        m
    }

    /// A homogeneous bracket holding only the pairs of one candidate
    /// (`pairs`, as bracket positions, the first of each pair in S1), as
    /// many as a bracket of its size can make: enough to evaluate every
    /// level on the candidate, and to bound the levels whose pair costs are
    /// known without the other pairs (a constant, or a count). Only for the
    /// roles without players from below (the last bracket, or an ordinary
    /// one whose following bracket is void or settled as floater costs).
    pub fn sketch(
        ctx: &RoundContext<'a>,
        players: Vec<usize>,
        role: Role,
        pairs: &[(usize, usize)],
    ) -> Self {
        debug_assert!(
            matches!(role, Role::Last | Role::FloaterCosts { .. }) || role.next_bracket_void()
        );
        debug_assert_eq!(pairs.len(), players.len() / 2);
        let mut m = BracketModel {
            rules: ctx.rules,
            round: ctx.round,
            states: ctx.states,
            vertex_state: players.iter().map(|&p| Some(p)).collect(),
            players,
            mdps: 0,
            moved_down: 0,
            edges: Arc::default(),
            kinds: Vec::new(),
            incidence: Vec::new(),
            colour_a: Vec::new(),
            role,
            known_pairs: Some(pairs.len()),
            extra: 0,
            upfloaters: false,
            sketch: true,
        };
        for &(i, j) in pairs {
            let colour = ctx.allocate(m.players[i], m.players[j]).colour;
            m.push_edge(i, j, EdgeKind::Bracket, Some(colour));
        }
        m.index_incidence();
        m
    }

    /// The edges at vertex `v`, in increasing order.
    pub fn incident(&self, v: usize) -> impl Iterator<Item = usize> + '_ {
        self.incidence[v].iter().map(|&e| e as usize)
    }

    /// The vertices' incident edges, each list at its exact size, and the
    /// edge lists trimmed: a large bracket holds millions of pairs, and
    /// growing vectors leave up to as much again unused.
    fn index_incidence(&mut self) {
        Arc::make_mut(&mut self.edges).shrink_to_fit();
        self.kinds.shrink_to_fit();
        self.colour_a.shrink_to_fit();
        let mut degree = vec![0usize; self.vertex_state.len()];
        for &(a, b) in self.edges.iter() {
            degree[a] += 1;
            degree[b] += 1;
        }
        self.incidence = degree.into_iter().map(Vec::with_capacity).collect();
        for (e, &(a, b)) in self.edges.iter().enumerate() {
            let e = u32::try_from(e).expect("a bracket of fewer than 2^32 pairs");
            self.incidence[a].push(e);
            self.incidence[b].push(e);
        }
    }

    /// Whether the model holds only one candidate's pairs (see [`Self::sketch`]).
    pub fn is_sketch(&self) -> bool {
        self.sketch
    }

    /// [`Self::pair_floor`] of a count whose least over the pairs held is `min_held`.
    pub fn count_floor(&self, min_held: Option<i64>) -> Option<i64> {
        self.pair_floor(min_held, PairCost::Counting).flatten()
    }

    /// Whether the model holds the rest of the round, every vertex matched.
    pub fn completes_the_round(&self) -> bool {
        matches!(
            self.role,
            Role::Penultimate { .. } | Role::Completion { .. }
        )
    }

    /// Size of a maximum matching of the bracket's own pairs (MaxPairs, B.1.b).
    pub fn max_bracket_pairs(&self) -> usize {
        let mut adj = vec![Vec::new(); self.bracket_size()];
        for (e, &(a, b)) in self.edges.iter().enumerate() {
            if self.is_bracket_edge(e) {
                adj[a].push(b);
                adj[b].push(a);
            }
        }
        crate::solver::matching::matching_size(&adj)
    }

    fn push_edge(&mut self, a: usize, b: usize, kind: EdgeKind, colour: Option<Colour>) {
        Arc::make_mut(&mut self.edges).push((a, b));
        self.kinds.push(kind);
        self.colour_a.push(colour);
    }

    pub fn bracket_size(&self) -> usize {
        self.players.len()
    }

    pub fn state(&self, v: usize) -> &'a PlayerState {
        &self.states[self.vertex_state[v].expect("not the bye vertex")]
    }

    pub fn has_next_bracket(&self) -> bool {
        matches!(self.role, Role::Normal { .. }) && self.extra > 0
    }

    pub fn lowest_score(&self) -> Points {
        (0..self.bracket_size())
            .map(|v| self.state(v).pairing_score)
            .min()
            .unwrap_or(0)
    }

    pub fn next_lowest_score(&self) -> Points {
        let nb = self.bracket_size();
        (nb..nb + self.extra)
            .map(|v| self.state(v).pairing_score)
            .min()
            .unwrap_or(0)
    }

    /// The players whose unpaired SDs count in the PSD of the bracket whose
    /// pairs are `kind` edges: this bracket's players, plus the next
    /// scoregroup for the following bracket.
    pub fn psd_members(&self, kind: EdgeKind) -> Vec<usize> {
        let nb = self.bracket_size();
        match kind {
            EdgeKind::Next => (0..nb + self.extra).collect(),
            _ => (0..nb).collect(),
        }
    }

    /// A form summing `pair` over the bracket's pairs and `unpaired` over the
    /// bracket's players left unpaired in it (its downfloaters).
    pub fn bracket_form(
        &self,
        pair: impl Fn(&PlayerState, &PlayerState, Colour) -> i64,
        unpaired: impl Fn(&PlayerState) -> i64,
    ) -> LinearForm {
        let mut form = LinearForm::new();
        let unpaired_cost: Vec<i64> = (0..self.bracket_size())
            .map(|v| unpaired(self.state(v)))
            .collect();
        form.constant = unpaired_cost.iter().sum();
        for (e, &(a, b)) in self.edges.iter().enumerate() {
            if self.kinds[e] == EdgeKind::Bracket {
                let colour = self.colour_a[e].expect("bracket edges have colours");
                let cost = pair(self.state(a), self.state(b), colour)
                    - unpaired_cost[a]
                    - unpaired_cost[b];
                form.add(e, cost);
            }
        }
        form
    }

    /// A criterion summing `pair` over the bracket's pairs and `unpaired` over
    /// its downfloaters, with its lower bound when the number of pairs is known.
    pub fn bracket_level(
        &self,
        criterion: Criterion,
        pair: impl Fn(&PlayerState, &PlayerState, Colour) -> i64,
        unpaired: impl Fn(&PlayerState) -> i64,
    ) -> Level {
        self.level_of(criterion, pair, unpaired, PairCost::Any)
    }

    /// [`Self::bracket_level`] where every pair costs `pair`.
    pub fn constant_pair_level(
        &self,
        criterion: Criterion,
        pair: i64,
        unpaired: impl Fn(&PlayerState) -> i64,
    ) -> Level {
        self.level_of(criterion, |_, _, _| pair, unpaired, PairCost::Constant)
    }

    /// [`Self::bracket_level`] counting something (players, score
    /// differences) in each pair and each downfloater.
    pub fn count_level(
        &self,
        criterion: Criterion,
        pair: impl Fn(&PlayerState, &PlayerState, Colour) -> u32,
        unpaired: impl Fn(&PlayerState) -> u32,
    ) -> Level {
        let pair = |a: &PlayerState, b: &PlayerState, c: Colour| i64::from(pair(a, b, c));
        self.level_of(
            criterion,
            pair,
            |s| i64::from(unpaired(s)),
            PairCost::Counting,
        )
    }

    /// [`Self::count_level`] of a count that only `concerned` players
    /// make: a pair holding none of them and an unpaired player who is not
    /// one count nothing. Read through those players' pairs alone, not
    /// every pair of the bracket (a large bracket has millions of pairs,
    /// and few players had the float or are topscorers); the same level.
    pub fn count_level_among(
        &self,
        criterion: Criterion,
        concerned: impl Fn(&PlayerState) -> bool,
        pair: impl Fn(&PlayerState, &PlayerState, Colour) -> u32,
        unpaired: impl Fn(&PlayerState) -> u32,
    ) -> Level {
        let nb = self.bracket_size();
        let concerned: Vec<bool> = (0..nb).map(|v| concerned(self.state(v))).collect();
        let mut edges: Vec<usize> = (0..nb)
            .filter(|&v| concerned[v])
            .flat_map(|v| self.incident(v))
            .filter(|&e| self.is_bracket_edge(e))
            .collect();
        edges.sort_unstable();
        edges.dedup();
        let unpaired_costs: Vec<i64> = (0..nb)
            .map(|v| i64::from(unpaired(self.state(v))))
            .collect();
        debug_assert!((0..nb).all(|v| concerned[v] || unpaired_costs[v] == 0));
        let costs: Vec<i64> = edges
            .iter()
            .map(|&e| {
                let (a, b) = self.edges[e];
                let colour = self.colour_a[e].expect("bracket edge");
                i64::from(pair(self.state(a), self.state(b), colour))
            })
            .collect();
        // Any pair without a concerned player costs 0, the least a count can.
        let bracket_edges = self.kinds.iter().filter(|&&k| k == EdgeKind::Bracket);
        let min_pair = match bracket_edges.count() > edges.len() {
            true => Some(0),
            false => costs.iter().copied().min(),
        };
        let mut form = LinearForm::new();
        form.constant = unpaired_costs.iter().sum();
        for (&e, &cost) in edges.iter().zip(&costs) {
            let (a, b) = self.edges[e];
            form.add(e, cost - unpaired_costs[a] - unpaired_costs[b]);
        }
        let bound = match self.pair_floor(min_pair, PairCost::Counting) {
            Some(floor) => self.bound_for(unpaired_costs.clone(), floor),
            None => None,
        };
        Level {
            criterion,
            form: form.normalised(),
            bound,
            kind: LevelKind::Other,
            unpaired: unpaired_costs,
        }
    }

    fn level_of(
        &self,
        criterion: Criterion,
        pair: impl Fn(&PlayerState, &PlayerState, Colour) -> i64,
        unpaired: impl Fn(&PlayerState) -> i64,
        cost: PairCost,
    ) -> Level {
        let unpaired_costs: Vec<i64> = (0..self.bracket_size())
            .map(|v| unpaired(self.state(v)))
            .collect();
        let min_pair = (0..self.edges.len())
            .filter(|&e| self.is_bracket_edge(e))
            .map(|e| {
                let (a, b) = self.edges[e];
                pair(
                    self.state(a),
                    self.state(b),
                    self.colour_a[e].expect("bracket edge"),
                )
            })
            .min();
        let bound = match self.pair_floor(min_pair, cost) {
            Some(floor) => self.bound_for(unpaired_costs.clone(), floor),
            None => None,
        };
        Level {
            criterion,
            form: self.bracket_form(pair, unpaired).normalised(),
            bound,
            kind: LevelKind::Other,
            unpaired: unpaired_costs,
        }
    }

    /// The smallest cost of a pair the bracket may make, as far as known
    /// (`Some(None)`: no pair at all): the least of the pairs held when the
    /// model holds every pair or all cost the same; 0, the least a count can
    /// be, for a count in a sketch; unknown otherwise.
    fn pair_floor(&self, min_held: Option<i64>, cost: PairCost) -> Option<Option<i64>> {
        match (self.sketch, cost) {
            (false, _) | (true, PairCost::Constant) => Some(min_held),
            (true, PairCost::Counting) => Some(Some(0)),
            (true, PairCost::Any) => None,
        }
    }

    /// A count that is zero on every pair and every downfloater, as
    /// [`Self::count_level`] would give it, without going through the pairs.
    pub fn zero_level(&self, criterion: Criterion) -> Level {
        Level {
            criterion,
            form: LinearForm::new(),
            bound: self.bound_for(vec![0; self.bracket_size()], Some(0)),
            kind: LevelKind::Other,
            unpaired: Vec::new(),
        }
    }

    /// A criterion counting players (or their score differences) over the
    /// bracket's pairs only, given the colours they would get.
    pub fn colour_level(
        &self,
        criterion: Criterion,
        pair: impl Fn(&PlayerState, &PlayerState, Colour) -> u32,
    ) -> Level {
        self.count_level(criterion, pair, |_| 0)
    }

    /// With `P` pairs, at least the `n - 2P` smallest unpaired costs are paid,
    /// and every pair costs at least the cheapest pair.
    /// In a sketch, `min_pair` has to bound every pair's cost the bracket may
    /// make, not only the pairs it holds.
    pub fn bound_for(&self, mut unpaired_costs: Vec<i64>, min_pair: Option<i64>) -> Option<i64> {
        let pairs = self.known_pairs?;
        unpaired_costs.sort_unstable();
        let floaters = self.bracket_size() - 2 * pairs;
        let paid: i64 = unpaired_costs.iter().take(floaters).sum();
        Some(paid + pairs as i64 * min_pair.unwrap_or(0))
    }

    /// The model handed to the solver, with the constraints of the role,
    /// over the bracket's edges (shared, not copied).
    pub fn matching_model(&self, ctx: &RoundContext) -> MatchingModel {
        let mut mm = MatchingModel::over(self.vertex_state.len(), Arc::clone(&self.edges));
        let nb = self.bracket_size();
        match self.role {
            Role::Normal { .. } | Role::FloaterCosts { .. } | Role::AdjacentOpponents { .. } => {}
            Role::Penultimate { quota, .. } => {
                mm.must_match.iter_mut().for_each(|m| *m = true);
                if let Some(quota) = quota {
                    mm.constraints.extend(quota.constraints(self));
                }
            }
            Role::Completion { .. } => mm.must_match.iter_mut().for_each(|m| *m = true),
            Role::Last => {
                // The round is complete: at most one unpaired player, who gets the bye (C.2).
                for v in 0..nb {
                    mm.must_match[v] = !ctx.bye_eligible(self.players[v]);
                }
                // Every pair of the last bracket is one of its own (no players
                // from below, no bye vertex): a count of the model's pairs.
                mm.min_pairs = Some(nb / 2);
                if self.kinds.iter().any(|&k| k != EdgeKind::Bracket) {
                    mm = mm.with_min_pairs_as_constraint();
                }
            }
        }
        mm
    }

    pub fn is_bracket_edge(&self, e: usize) -> bool {
        self.kinds[e] == EdgeKind::Bracket
    }

    /// Whether edge `e` pairs a bracket player with an upfloater from below
    /// into this bracket (see `RuleText::upfloaters_in_bracket`).
    pub fn is_upfloater_edge(&self, e: usize) -> bool {
        self.upfloaters
            && self.kinds[e] == EdgeKind::Completion
            && self.edges[e].0.min(self.edges[e].1) < self.bracket_size()
    }

    /// Whether the players below who meet the bracket's are its upfloaters.
    pub fn has_upfloaters(&self) -> bool {
        self.upfloaters
    }

    /// Whether edge `e` is a pair of this bracket: two of its players, or
    /// one of them and an upfloater.
    pub fn is_own_pair(&self, e: usize) -> bool {
        self.is_bracket_edge(e) || self.is_upfloater_edge(e)
    }
}

/// The pairing of one bracket.
#[derive(Debug, Clone)]
pub struct BracketOutcome {
    /// Pairs as state indices, in BSN order of their first player.
    pub pairs: Vec<(usize, usize)>,
    /// Players of the bracket left unpaired in it, in BSN order.
    pub unpaired: Vec<usize>,
    /// The optimum of every quality level, in order (for reports).
    pub levels: Vec<(Criterion, i64)>,
    /// The quota the rules imposed on a penultimate bracket paired step by
    /// step (2012 C.14), for the verifier to judge another pairing under it.
    pub quota: Option<PairQuota>,
}

/// The quality levels of a bracket that can tell candidates apart, in order.
pub fn quality_levels(m: &BracketModel) -> Vec<Level> {
    let mut levels = m.rules.criteria(m);
    levels.retain(|l| !l.form.is_constant());
    levels
}

/// Pairs a bracket: its quality criteria lexicographically, then the
/// generation order among the equally good candidates.
pub fn solve_bracket(
    ctx: &RoundContext,
    players: Vec<usize>,
    mdps: usize,
    role: Role,
) -> Result<BracketOutcome, SolveError> {
    match settled_by_first_candidate(ctx, &players, mdps, &role) {
        Some(outcome) => Ok(outcome),
        None => solve_bracket_model(ctx, players, mdps, role),
    }
}

/// [`solve_bracket`] on the bracket's whole model, every compatible pair in it.
pub fn solve_bracket_model(
    ctx: &RoundContext,
    players: Vec<usize>,
    mdps: usize,
    role: Role,
) -> Result<BracketOutcome, SolveError> {
    let started = std::time::Instant::now();
    let model = BracketModel::build(ctx, players, mdps, role);
    let general = model.matching_model(ctx);
    let quality = quality_levels(&model);
    let criteria: Vec<Criterion> = quality.iter().map(|l| l.criterion).collect();
    let forms: Vec<_> = quality.into_iter().map(|l| (l.form, l.bound)).collect();
    if let Some(settled) = settled_by_weighted_matchings(ctx, &model, &general, &forms, &criteria)?
    {
        return Ok(settled);
    }
    let problem = Problem {
        general: &general,
        levels: &forms,
        known_pairs: model.known_pairs,
        bipartite: (ctx.solver == Solver::Exact)
            .then(|| bipartite_side(&model, model.known_pairs))
            .flatten()
            .into(),
        bipartite_orders: bipartite_orders(ctx, &model),
        start: Box::new(|| {
            ctx.rules
                .first_candidate(&model)
                .filter(|c| general.is_feasible(c))
        }),
        time_limit: ctx.time_limit,
        lp_proofs: Default::default(),
    };
    let (settled, optima) = strategy::solve(&problem, ctx.solver)?;
    let lp_proofs = problem.lp_proofs.get();
    let levels: Vec<(Criterion, i64)> = criteria.into_iter().zip(optima).collect();
    let trace = crate::trace::enabled();
    if trace {
        trace_bracket(ctx, &model, &levels);
    }
    let quality_time = started.elapsed();
    let (chosen, stats) = match settled {
        Settled::Candidates {
            mut graph,
            fallback,
        } => match ctx.rules.first_of_candidates(&model, &mut graph) {
            Some(chosen) => (chosen, SolveStats::default()),
            None => generation_order(ctx, &model, fallback.integer()?)?,
        },
        Settled::Integer(lex) => generation_order(ctx, &model, lex)?,
    };
    crate::solver::calls::bracket(stats.solves > 0 || lp_proofs > 0);
    if trace {
        crate::trace::verbatim(format_args!(
            "round {} bracket of {} ({} MDPs, {} edges, {:?}): {:.3}s to the levels, {:.3}s in all, {} HiGHS solves {:.3}s",
            ctx.round,
            model.bracket_size(),
            model.mdps,
            model.edges.len(),
            std::mem::discriminant(&model.role),
            quality_time.as_secs_f64(),
            started.elapsed().as_secs_f64(),
            stats.solves,
            stats.solve_time.as_secs_f64(),
        ));
    }
    Ok(outcome(&model, &chosen, levels))
}

/// A bracket whose model asks for a perfect matching alone (the rest of the
/// round in it, or a last bracket, whose one player left out at most is a
/// bye vertex's mate), settled by weighted matchings: its levels, then its order
/// where the rule set gives it as steps that each settle one player's pair
/// ([`crate::solver::lexmatching`], exact). `None` where that does not
/// apply (another solver asked for, another model, no such order, costs too
/// wide to pack): the strategy decides.
fn settled_by_weighted_matchings(
    ctx: &RoundContext,
    model: &BracketModel,
    general: &MatchingModel,
    forms: &[(LinearForm, Option<i64>)],
    criteria: &[Criterion],
) -> Result<Option<BracketOutcome>, SolveError> {
    if ctx.solver != Solver::Exact {
        return Ok(None);
    }
    let Some(perfect) = as_plain_perfect(general) else {
        return Ok(None);
    };
    let Some(steps) = ctx.rules.order_by_vertex(model) else {
        return Ok(None);
    };
    let started = std::time::Instant::now();
    let levels: Vec<&LinearForm> = forms.iter().map(|(form, _)| form).collect();
    let Some(mut chosen) = lexicographic_perfect_matching(&perfect, &levels, &steps)? else {
        crate::trace::trace(|| "weighted matchings: the levels too wide to pack".into());
        return Ok(None);
    };
    // The bye vertex a last bracket of odd size is given is no player's.
    chosen.truncate(general.edges.len());
    let values: Vec<(Criterion, i64)> = criteria
        .iter()
        .zip(&levels)
        .map(|(&criterion, form)| (criterion, form.value(&chosen)))
        .collect();
    crate::solver::calls::bracket(false);
    if crate::trace::enabled() {
        trace_bracket(ctx, model, &values);
        crate::trace::verbatim(format_args!(
            "round {} bracket of {} ({} MDPs, {} edges) by weighted matchings: {:.3}s",
            ctx.round,
            model.bracket_size(),
            model.mdps,
            model.edges.len(),
            started.elapsed().as_secs_f64(),
        ));
    }
    Ok(Some(outcome(model, &chosen, values)))
}

/// A homogeneous bracket settled without its model: the rule set's first
/// candidate (found from compatibility alone) pairing all but at most one
/// player is optimal when it reaches a proven lower bound of every level,
/// bounds that hold over every pair the bracket may make (see
/// [`BracketModel::sketch`]); first in the generation order among all
/// candidates, it is then first among the optimal ones. `None` (the full
/// model decides) when any level's bound is unknown or not reached, when
/// the bracket has moved-down players or players from below in its model,
/// or when the last bracket's candidate leaves the bye to an ineligible player.
pub fn settled_by_first_candidate(
    ctx: &RoundContext,
    players: &[usize],
    moved_down: usize,
    role: &Role,
) -> Option<BracketOutcome> {
    let without_players_below =
        matches!(role, Role::Last | Role::FloaterCosts { .. }) || role.next_bracket_void();
    if ctx.solver != Solver::Exact
        || !without_players_below
        || ctx.mdps_treated(players, moved_down) > 0
    {
        return None;
    }
    let pairs = ctx
        .rules
        .first_candidate_pairs(ctx, players, players.len() / 2)?;
    let mut paired = vec![false; players.len()];
    pairs
        .iter()
        .for_each(|&(a, b)| (paired[a], paired[b]) = (true, true));
    let bye_refused = (0..players.len()).any(|v| !paired[v] && !ctx.bye_eligible(players[v]));
    if matches!(role, Role::Last) && bye_refused {
        return None;
    }
    let sketch = BracketModel::sketch(ctx, players.to_vec(), role.clone(), &pairs);
    let chosen = vec![true; sketch.edges.len()];
    let mut levels = Vec::new();
    for level in ctx.rules.criteria(&sketch) {
        let value = level.form.value(&chosen);
        debug_assert!(
            level.bound.is_none_or(|b| b <= value),
            "a bound above a candidate's value"
        );
        if level.bound != Some(value) {
            return None;
        }
        levels.push((level.criterion, value));
    }
    crate::solver::calls::bracket(false);
    Some(outcome(&sketch, &chosen, levels))
}

/// The side S1 of the bracket's bipartite restriction (its first `P`
/// players, all paired, against the others); `None` where it does not
/// apply (the number of pairs unknown, or the following bracket in the model).
fn bipartite_side(model: &BracketModel, pairs: Option<usize>) -> Option<Vec<bool>> {
    let pairs = pairs?;
    if model.has_next_bracket() {
        return None;
    }
    Some((0..model.vertex_state.len()).map(|v| v < pairs).collect())
}

/// In a homogeneous bracket the original S1 is optimal, so no exchange
/// comes before it and the bipartite candidates are the ones to order
/// (where the rule set's order starts from S1 against S2).
fn bipartite_orders(ctx: &RoundContext, model: &BracketModel) -> bool {
    model.mdps == 0 && ctx.rules.first_candidate_pairs_s1_against_s2()
}

/// The generation order settled on the integer model.
fn generation_order(
    ctx: &RoundContext,
    model: &BracketModel,
    mut lex: Lexicographic,
) -> Result<(Vec<bool>, SolveStats), SolveError> {
    ctx.rules.generation_order(model, &mut lex)?;
    Ok((lex.chosen, lex.stats))
}

fn trace_bracket(ctx: &RoundContext, model: &BracketModel, levels: &[(Criterion, i64)]) {
    let levels: Vec<(&str, i64)> = levels.iter().map(|(c, v)| (c.paragraph, *v)).collect();
    crate::trace::verbatim(format_args!("  levels {levels:?}"));
    for (v, &p) in model.players.iter().enumerate() {
        let s = &ctx.states[p];
        crate::trace::verbatim(format_args!(
            "    {}{} {} {:?}{:?} cols {} floats {:?}",
            if v < model.mdps { "*" } else { " " },
            s.id,
            crate::points::format_points(s.pairing_score),
            s.preference.strength,
            s.preference.colour,
            s.colours
                .iter()
                .map(|c| if *c == Colour::White { 'w' } else { 'b' })
                .collect::<String>(),
            &s.floats
        ));
    }
}

/// The pairing a choice of edges makes of the bracket: its pairs (in bracket
/// order of their first player) and its players left unpaired.
pub fn outcome(
    model: &BracketModel,
    chosen: &[bool],
    levels: Vec<(Criterion, i64)>,
) -> BracketOutcome {
    let nb = model.bracket_size();
    let mut paired = vec![false; model.vertex_state.len()];
    let mut pairs = Vec::new();
    for (e, &(a, b)) in model.edges.iter().enumerate() {
        if chosen[e] && model.is_own_pair(e) {
            paired[a] = true;
            paired[b] = true;
            pairs.push((a, b));
        }
    }
    pairs.sort_unstable();
    let player = |v: usize| model.vertex_state[v].expect("a pair's player");
    BracketOutcome {
        pairs: pairs
            .into_iter()
            .map(|(a, b)| (player(a), player(b)))
            .collect(),
        unpaired: (0..nb)
            .filter(|&v| !paired[v])
            .map(|v| model.players[v])
            .collect(),
        levels,
        quota: match model.role {
            Role::Penultimate { quota, .. } => quota,
            _ => None,
        },
    }
}
