//! A rule set as a model configures it: the base system's rule set (its own
//! readings applied), with the history readings, the criteria dropped or
//! moved and the parameters of the model. Every question not changed is the
//! base's answer.

use crate::engine::bracket::{BracketModel, BracketOutcome, OrdinaryPairing, Role};
use crate::engine::criteria::Level;
use crate::engine::readings::{Choices, ModelTable};
use crate::engine::rules::{Absolute, ColourDecision, RuleSet};
use crate::engine::walk::BracketOrder;
use crate::engine::RoundContext;
use crate::solver::candidates::CandidateGraph;
use crate::solver::{Lexicographic, SolveError};
use crate::state::{DerivationRules, PlayerState, RoundRequest};
use crate::tournament::Colour;

/// Who counts as a topscorer (A.7).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Topscorers {
    /// The text's: over 50% of the maximum score, in the last round.
    LastRound,
    /// Nobody: topscorers lose their colour exceptions.
    None,
}

pub struct ModelRules {
    pub name: &'static str,
    pub base: &'static dyn RuleSet,
    pub derivation: DerivationRules,
    /// Paragraphs whose levels are left out.
    pub dropped: Vec<&'static str>,
    /// The paragraphs in the model's priority order (after its moves).
    pub order: Vec<&'static str>,
    pub topscorers: Topscorers,
}

impl ModelRules {
    fn rank(&self, paragraph: &str) -> usize {
        self.order
            .iter()
            .position(|p| *p == paragraph)
            .unwrap_or(usize::MAX)
    }
}

impl RuleSet for ModelRules {
    fn name(&self) -> &'static str {
        self.name
    }
    fn model_table(&self) -> &'static ModelTable {
        self.base.model_table()
    }
    fn bracket_order(&self, ctx: &RoundContext, present: &[usize]) -> BracketOrder {
        self.base.bracket_order(ctx, present)
    }
    fn completion_in_every_bracket(&self) -> bool {
        self.base.completion_in_every_bracket()
    }
    fn configured(&self, choices: &Choices) -> Option<Box<dyn RuleSet>> {
        self.base.configured(choices)
    }
    fn derivation(&self) -> DerivationRules {
        self.derivation
    }
    fn criteria_summary(&self) -> &'static str {
        self.base.criteria_summary()
    }
    fn first_candidate_pairs_s1_against_s2(&self) -> bool {
        self.base.first_candidate_pairs_s1_against_s2()
    }
    fn order_paragraphs(&self) -> &'static str {
        self.base.order_paragraphs()
    }
    fn order_step(
        &self,
        ctx: &RoundContext,
        bracket: &[usize],
        mdps: usize,
        first: &[(usize, usize)],
        other: &[(usize, usize)],
    ) -> Option<(String, std::cmp::Ordering)> {
        self.base.order_step(ctx, bracket, mdps, first, other)
    }
    fn colour_paragraphs(&self) -> &'static str {
        self.base.colour_paragraphs()
    }
    fn paragraph(&self, rule: Absolute) -> &'static str {
        self.base.paragraph(rule)
    }
    fn paragraphs(&self) -> &'static crate::engine::paragraphs::Paragraphs {
        self.base.paragraphs()
    }
    fn ranks(&self, t: &crate::tournament::Tournament) -> Option<Vec<u32>> {
        self.base.ranks(t)
    }
    fn cracked_pair(&self) -> crate::engine::CrackedPair {
        self.base.cracked_pair()
    }
    fn prepare_states(&self, states: &mut [PlayerState], request: &RoundRequest) {
        self.base.prepare_states(states, request);
        if self.topscorers == Topscorers::None {
            states.iter_mut().for_each(|s| s.topscorer = false);
        }
    }
    fn initial_colour(&self, request: &RoundRequest) -> Colour {
        self.base.initial_colour(request)
    }
    fn prepare_round(&self, ctx: &mut RoundContext, present: &[usize]) {
        self.base.prepare_round(ctx, present)
    }
    fn mdps_treated(&self, ctx: &RoundContext, players: &[usize], mdps: usize) -> usize {
        self.base.mdps_treated(ctx, players, mdps)
    }
    fn mdps_treated_penultimate(
        &self,
        ctx: &RoundContext,
        players: &[usize],
        mdps: usize,
    ) -> usize {
        self.base.mdps_treated_penultimate(ctx, players, mdps)
    }
    fn mdps_meet_as_last_resort(&self) -> bool {
        self.base.mdps_meet_as_last_resort()
    }
    fn colours_yield(&self, a: &PlayerState, b: &PlayerState) -> bool {
        self.base.colours_yield(a, b)
    }
    fn allocate(&self, a: &PlayerState, b: &PlayerState, initial: Colour) -> ColourDecision {
        self.base.allocate(a, b, initial)
    }
    fn ranks_higher(&self, a: &PlayerState, b: &PlayerState) -> bool {
        self.base.ranks_higher(a, b)
    }
    fn colour_breach(
        &self,
        s: &PlayerState,
        given: Colour,
        decided: &ColourDecision,
    ) -> &'static str {
        self.base.colour_breach(s, given, decided)
    }
    /// The base's levels without the dropped paragraphs, in the model's order
    /// (a stable sort: the levels of one paragraph keep their own order).
    fn criteria(&self, m: &BracketModel) -> Vec<Level> {
        let mut levels = self.base.criteria(m);
        levels.retain(|l| !self.dropped.contains(&l.criterion.paragraph));
        levels.sort_by_key(|l| self.rank(l.criterion.paragraph));
        levels
    }
    fn ordinary_pairing(
        &self,
        ctx: &RoundContext,
        bracket: &[usize],
        mdps: usize,
        lower: &[Vec<usize>],
    ) -> OrdinaryPairing {
        self.base.ordinary_pairing(ctx, bracket, mdps, lower)
    }
    fn next_bracket_counts(&self, pairing: &OrdinaryPairing) -> bool {
        self.base.next_bracket_counts(pairing)
    }
    fn penultimate_pairing(
        &self,
        ctx: &RoundContext,
        bracket: &[usize],
        mdps: usize,
        rest: &[usize],
    ) -> Result<Option<BracketOutcome>, SolveError> {
        self.base.penultimate_pairing(ctx, bracket, mdps, rest)
    }
    fn penultimate_steps(&self) -> Option<&'static str> {
        self.base.penultimate_steps()
    }
    fn judged_role(&self, pairing: &OrdinaryPairing) -> Option<Role> {
        self.base.judged_role(pairing)
    }
    fn best_floater_set(
        &self,
        ctx: &RoundContext,
        bracket: &[usize],
        mdps: usize,
        next: &[usize],
        next_is_last: bool,
        floaters: &[usize],
    ) -> Option<bool> {
        self.base
            .best_floater_set(ctx, bracket, mdps, next, next_is_last, floaters)
    }
    fn first_candidate(&self, m: &BracketModel) -> Option<Vec<bool>> {
        self.base.first_candidate(m)
    }
    fn first_candidate_pairs(
        &self,
        ctx: &RoundContext,
        players: &[usize],
        pairs: usize,
    ) -> Option<Vec<(usize, usize)>> {
        self.base.first_candidate_pairs(ctx, players, pairs)
    }
    fn first_of_candidates(&self, m: &BracketModel, g: &mut CandidateGraph) -> Option<Vec<bool>> {
        self.base.first_of_candidates(m, g)
    }
    fn generation_order(
        &self,
        m: &BracketModel,
        lex: &mut Lexicographic,
    ) -> Result<(), SolveError> {
        self.base.generation_order(m, lex)
    }
}
