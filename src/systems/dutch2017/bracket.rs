//! The integer program of one bracket (A.3, B.1-B.3): its players in BSN
//! order, the pairs C.1-C.3 allow, and what the bracket's role adds: the next
//! scoregroup for C.7, the rest of the round for C.4 (PPB), or the bye
//! (last bracket).

use super::criteria::quality_levels;
use super::order::generation_order;
use super::RoundContext;
use crate::points::Points;
use crate::solver::{Constraint, Lexicographic, LinearForm, MatchingModel, Relation, SolveError};
use crate::state::PlayerState;
use crate::systems::colours::allocate;
use crate::tournament::Colour;

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

/// What the bracket is in the round (A.9).
#[derive(Debug, Clone)]
pub enum Role {
    /// An ordinary bracket; `next` is the following scoregroup (for C.7).
    Normal { next: Vec<usize> },
    /// The penultimate pairing bracket; `rest` is everybody below it.
    Penultimate { rest: Vec<usize> },
    /// The last bracket (possibly the CLB): completes the round, bye included.
    Last,
}

/// A bracket as a matching model. Vertices `0..players.len()` are the bracket's
/// players in BSN order (BSN = vertex + 1), MDPs first; then the players the
/// role adds; then possibly a dummy vertex standing for the bye.
pub struct BracketModel<'a> {
    pub round: usize,
    pub states: &'a [PlayerState],
    pub players: Vec<usize>,
    pub mdps: usize,
    pub vertex_state: Vec<Option<usize>>,
    pub edges: Vec<(usize, usize)>,
    pub kinds: Vec<EdgeKind>,
    pub incidence: Vec<Vec<usize>>,
    /// For bracket edges: the colour E.1-E.5 give to the edge's first player.
    pub colour_a: Vec<Option<Colour>>,
    pub role: Role,
    extra: usize,
}

impl<'a> BracketModel<'a> {
    pub fn build(ctx: &RoundContext<'a>, players: Vec<usize>, mdps: usize, role: Role) -> Self {
        let extra_players: Vec<usize> = match &role {
            Role::Normal { next } => next.clone(),
            Role::Penultimate { rest } => rest.clone(),
            Role::Last => Vec::new(),
        };
        let nb = players.len();
        let mut vertex_state: Vec<Option<usize>> =
            players.iter().chain(&extra_players).map(|&p| Some(p)).collect();
        let mut m = BracketModel {
            round: ctx.round,
            states: ctx.states,
            players,
            mdps,
            vertex_state: Vec::new(),
            edges: Vec::new(),
            kinds: Vec::new(),
            incidence: Vec::new(),
            colour_a: Vec::new(),
            role,
            extra: extra_players.len(),
        };
        // Bracket pairs: MDP-resident and resident-resident (B.2: S2 holds residents).
        for i in 0..nb {
            for j in (i + 1)..nb {
                if j < mdps {
                    continue;
                }
                if ctx.compatible(m.players[i], m.players[j]) {
                    let colour = allocate(
                        &ctx.states[m.players[i]],
                        &ctx.states[m.players[j]],
                        ctx.initial_colour,
                    )
                    .0;
                    m.push_edge(i, j, EdgeKind::Bracket, Some(colour));
                }
            }
        }
        let kind = match m.role {
            Role::Normal { .. } => EdgeKind::Next,
            _ => EdgeKind::Completion,
        };
        // Below the bracket: any bracket player may float down and meet them;
        // two players floating from this bracket cannot meet each other there.
        for x in nb..nb + m.extra {
            for v in 0..x {
                if ctx.compatible(vertex_state[v].unwrap(), vertex_state[x].unwrap()) {
                    m.push_edge(v, x, kind, None);
                }
            }
        }
        if matches!(m.role, Role::Penultimate { .. }) && (nb + m.extra) % 2 == 1 {
            let dummy = nb + m.extra;
            vertex_state.push(None);
            for v in 0..dummy {
                if ctx.bye_eligible(vertex_state[v].unwrap()) {
                    m.push_edge(v, dummy, EdgeKind::Bye, None);
                }
            }
        }
        m.vertex_state = vertex_state;
        m.incidence = vec![Vec::new(); m.vertex_state.len()];
        for (e, &(a, b)) in m.edges.iter().enumerate() {
            m.incidence[a].push(e);
            m.incidence[b].push(e);
        }
        m
    }

    fn push_edge(&mut self, a: usize, b: usize, kind: EdgeKind, colour: Option<Colour>) {
        self.edges.push((a, b));
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

    /// A form over the bracket's pairs only, given the colours they would get.
    pub fn colour_form(&self, pair: impl Fn(&PlayerState, &PlayerState, Colour) -> i64) -> LinearForm {
        self.bracket_form(pair, |_| 0)
    }

    /// The model handed to the solver, with the constraints of the role.
    pub fn matching_model(&self, ctx: &RoundContext) -> MatchingModel {
        let mut mm = MatchingModel::new(self.vertex_state.len());
        for &(a, b) in &self.edges {
            mm.add_edge(a, b);
        }
        let nb = self.bracket_size();
        match self.role {
            Role::Normal { .. } => {}
            Role::Penultimate { .. } => mm.must_match.iter_mut().for_each(|m| *m = true),
            Role::Last => {
                // The round is complete: at most one unpaired player, who gets the bye (C.2).
                for v in 0..nb {
                    mm.must_match[v] = !ctx.bye_eligible(self.players[v]);
                }
                let mut pairs = LinearForm::new();
                for (e, kind) in self.kinds.iter().enumerate() {
                    if *kind == EdgeKind::Bracket {
                        pairs.add(e, 1);
                    }
                }
                mm.constraints.push(Constraint {
                    form: pairs,
                    relation: Relation::AtLeast,
                    rhs: (nb / 2) as i64,
                });
            }
        }
        mm
    }

    pub fn is_bracket_edge(&self, e: usize) -> bool {
        self.kinds[e] == EdgeKind::Bracket
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
    pub levels: Vec<(&'static str, i64)>,
}

/// Pairs a bracket: quality criteria C.5-C.19 lexicographically, then the
/// generation order of B.6-B.8 among the equally good candidates.
pub fn solve_bracket(
    ctx: &RoundContext,
    players: Vec<usize>,
    mdps: usize,
    role: Role,
) -> Result<BracketOutcome, SolveError> {
    let model = BracketModel::build(ctx, players, mdps, role);
    let mut lex = Lexicographic::new(model.matching_model(ctx), ctx.time_limit)?;
    let quality = quality_levels(&model);
    let forms: Vec<_> = quality.iter().map(|l| l.form.clone()).collect();
    let optima = lex.minimise_all(&forms)?;
    let levels = quality.iter().map(|l| l.criterion).zip(optima).collect();
    generation_order(&model, &mut lex)?;
    ctx.add_stats(&lex.stats);
    Ok(outcome(&model, &lex.chosen, levels))
}

fn outcome(model: &BracketModel, chosen: &[bool], levels: Vec<(&'static str, i64)>) -> BracketOutcome {
    let nb = model.bracket_size();
    let mut paired = vec![false; nb];
    let mut pairs = Vec::new();
    for (e, &(a, b)) in model.edges.iter().enumerate() {
        if chosen[e] && model.is_bracket_edge(e) {
            paired[a] = true;
            paired[b] = true;
            pairs.push((a, b));
        }
    }
    pairs.sort_unstable();
    BracketOutcome {
        pairs: pairs
            .into_iter()
            .map(|(a, b)| (model.players[a], model.players[b]))
            .collect(),
        unpaired: (0..nb).filter(|&v| !paired[v]).map(|v| model.players[v]).collect(),
        levels,
    }
}
