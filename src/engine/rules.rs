//! The interface a rule set implements: what the engine asks of a pairing
//! system's text. A system answers each question from its own paragraphs;
//! the engine never asks which system it is running.

use super::bracket::{BracketModel, BracketOutcome, OrdinaryPairing, Role};
use super::context::RoundContext;
use super::criteria::Level;
use super::readings::{Choices, ModelTable, Reading};
use super::walk::BracketOrder;
use crate::solver::candidates::CandidateGraph;
use crate::solver::{Lexicographic, SolveError};
use crate::state::{DerivationRules, PlayerState, RoundRequest};
use crate::tournament::{Colour, Tournament};

/// The absolute criteria the legality check reports, by what they forbid.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Absolute {
    /// No second meeting, no forbidden pair.
    Rematch,
    /// No pairing-allocated bye after scoring without playing.
    Bye,
    /// No pair of the same absolute colour preference.
    Colours,
    /// The round is paired completely.
    Completion,
}

/// A colour allocation and the paragraph that decided it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ColourDecision {
    pub colour: Colour,
    pub paragraph: &'static str,
}

/// One pairing system's rules, as the engine's bracket walk asks for them.
pub trait RuleSet: Sync {
    /// The system's CLI name (`dutch-2017`).
    fn name(&self) -> &'static str;

    /// What a rule model may change of this rule set (its folder's
    /// `readings.rs`); nothing by default.
    fn model_table(&self) -> &'static ModelTable {
        &ModelTable::NONE
    }

    /// The readings a rule model may switch.
    fn readings(&self) -> &'static [Reading] {
        self.model_table().readings
    }

    /// The parameters of this rule set's own a rule model may set (beyond
    /// the engine's, e.g. Lim's Maxi-tournament rule). A model's choices of
    /// them reach [`Self::configured`] with the readings.
    fn parameters(&self) -> &'static [Reading] {
        self.model_table().parameters
    }

    /// The paragraphs of the quality criteria `criteria` returns, in order,
    /// for a rule model to drop or move.
    fn criterion_paragraphs(&self) -> &'static [&'static str] {
        self.model_table().criteria
    }

    /// This rule set with `choices` (checked against [`Self::readings`])
    /// applied; `None` when it has no readings to switch.
    fn configured(&self, _choices: &Choices) -> Option<Box<dyn RuleSet>> {
        None
    }

    /// How the text reads the history (forfeits, floats, colour preferences).
    fn derivation(&self) -> DerivationRules;

    /// The paragraphs of its quality criteria, for reports.
    fn criteria_summary(&self) -> &'static str;

    /// The paragraphs of the order that breaks ties between equally good
    /// candidates (the candidate generated first wins), for reports.
    fn order_paragraphs(&self) -> &'static str;

    /// The paragraphs of the colour allocation, for reports.
    fn colour_paragraphs(&self) -> &'static str;

    /// The paragraph of an absolute criterion, for reports.
    fn paragraph(&self, rule: Absolute) -> &'static str;

    /// The other paragraphs the verifier's findings name, from this text.
    fn paragraphs(&self) -> &'static super::paragraphs::Paragraphs;

    /// A.2's order within a score, when it is not the pairing numbers': each
    /// player's rank, indexed like `t.players`. `None` (the default): the
    /// pairing numbers.
    fn ranks(&self, _t: &Tournament) -> Option<Vec<u32>> {
        None
    }

    /// Lim 2.6: which pair of a scoregroup beside a blocked median group is
    /// taken back first (texts with a median-last walk).
    fn cracked_pair(&self) -> super::CrackedPair {
        super::CrackedPair::NearestTheMedian
    }

    /// Adjusts the derived states before the round is paired.
    fn prepare_states(&self, _states: &mut [PlayerState], _request: &RoundRequest) {}

    /// The colour the text gives to the higher-ranked of two players
    /// without colour history on an odd board (its E.5).
    fn initial_colour(&self, request: &RoundRequest) -> Colour {
        request.initial_colour
    }

    /// The order in which the walk pairs the scoregroups of the round made
    /// of `present` (in rank order): by default from the top down.
    fn bracket_order(&self, _ctx: &RoundContext, _present: &[usize]) -> BracketOrder {
        BracketOrder::Descending
    }

    /// Adjusts the round before it is paired (e.g. a bye rule relaxed).
    fn prepare_round(&self, _ctx: &mut RoundContext, _present: &[usize]) {}

    /// The moved-down players (the first `mdps` of `players`) a bracket pairs as such.
    fn mdps_treated(&self, _ctx: &RoundContext, _players: &[usize], mdps: usize) -> usize {
        mdps
    }

    /// [`Self::mdps_treated`] in the penultimate bracket the pairing of the
    /// lowest one sends the search back to.
    fn mdps_treated_penultimate(
        &self,
        ctx: &RoundContext,
        players: &[usize],
        mdps: usize,
    ) -> usize {
        self.mdps_treated(ctx, players, mdps)
    }

    /// Whether the colour conditions yield for the pair `a`, `b`, so that two
    /// players with the same absolute colour preference may meet: by
    /// default when either is a topscorer.
    fn colours_yield(&self, a: &PlayerState, b: &PlayerState) -> bool {
        a.topscorer || b.topscorer
    }

    /// Whether the last bracket's moved-down players may meet each other
    /// when no complete pairing keeps them apart.
    fn mdps_meet_as_last_resort(&self) -> bool {
        false
    }

    /// The colour `a` gets against `b`, and the paragraph deciding it.
    fn allocate(&self, a: &PlayerState, b: &PlayerState, initial: Colour) -> ColourDecision;

    /// The paragraph a board breaks when it gives `s` the colour `given`
    /// against the allocation `decided` (the verifier's colour findings): by
    /// default the allocation's own paragraph; a text whose colour rules
    /// forbid the colour outright names that rule.
    fn colour_breach(
        &self,
        s: &PlayerState,
        given: Colour,
        decided: &ColourDecision,
    ) -> &'static str {
        let _ = (s, given);
        decided.paragraph
    }

    /// Whether `a` is the higher-ranked of the two (board order, colours):
    /// by default the higher pairing score, then the lower rank (`PlayerState::rank`).
    fn ranks_higher(&self, a: &PlayerState, b: &PlayerState) -> bool {
        (-a.pairing_score, a.rank) < (-b.pairing_score, b.rank)
    }

    /// The quality criteria of a bracket, in priority order.
    fn criteria(&self, m: &BracketModel) -> Vec<Level>;

    /// An ordinary bracket as the rules pair it; `lower` holds the
    /// scoregroups below it, the next one first.
    fn ordinary_pairing(
        &self,
        ctx: &RoundContext,
        bracket: &[usize],
        mdps: usize,
        lower: &[Vec<usize>],
    ) -> OrdinaryPairing;

    /// Whether the following bracket counts in the quality of an ordinary
    /// bracket paired under `pairing`'s role (for the verifier's model).
    fn next_bracket_counts(&self, pairing: &OrdinaryPairing) -> bool;

    /// The penultimate pairing bracket as the rules pair it, `rest` being
    /// everybody below it; `None` when the whole bracket moves down.
    fn penultimate_pairing(
        &self,
        ctx: &RoundContext,
        bracket: &[usize],
        mdps: usize,
        rest: &[usize],
    ) -> Result<Option<BracketOutcome>, SolveError>;

    /// The paragraph that prescribes the penultimate bracket's number of
    /// pairs step by step, when the text does: a pairing of it is then judged
    /// against those steps.
    fn penultimate_steps(&self) -> Option<&'static str> {
        None
    }

    /// For the verifier: the role under which an ordinary bracket the rules
    /// paired as `pairing` is judged, when the rule set's look-ahead is not
    /// the following bracket's pairs then PSD (the rules' own cost of each
    /// floater, settled exactly beforehand); `None`: the following bracket
    /// joins the model when it counts ([`Self::next_bracket_counts`]).
    fn judged_role(&self, _pairing: &OrdinaryPairing) -> Option<Role> {
        None
    }

    /// For the verifier: whether the set of `floaters` (bracket positions)
    /// is best under the look-ahead criterion among the sets the number of
    /// pairs allows, when the rule set can settle it exactly; `None` otherwise.
    fn best_floater_set(
        &self,
        _ctx: &RoundContext,
        _bracket: &[usize],
        _mdps: usize,
        _next: &[usize],
        _next_is_last: bool,
        _floaters: &[usize],
    ) -> Option<bool> {
        None
    }

    /// Whether the text applies completion to every bracket (the 2026 [C4]):
    /// an ordinary bracket is then judged with the rest of the round in its
    /// model (`Role::Completion`), every player matched, not with the
    /// following scoregroup alone.
    fn completion_in_every_bracket(&self) -> bool {
        false
    }

    /// Whether the candidate the generation order reaches first in a bracket
    /// without moved-down players pairs its first P players against the
    /// others (S1 against S2, as the Dutch texts number a bracket), so that
    /// only those candidates need ordering. Yes by default.
    fn first_candidate_pairs_s1_against_s2(&self) -> bool {
        true
    }

    /// The rule set's own account of its generation order, independent of
    /// the generator's order steps: the step at which two candidates of
    /// `bracket` (pairs of players) part, named as the text names it, and
    /// which of them the order generates first (`Less`: `first`); `None`
    /// when the rule set has no such account or cannot place them.
    fn order_step(
        &self,
        _ctx: &RoundContext,
        _bracket: &[usize],
        _mdps: usize,
        _first: &[(usize, usize)],
        _other: &[(usize, usize)],
    ) -> Option<(String, std::cmp::Ordering)> {
        None
    }

    /// The first candidate in generation order that C.1-C.3 allow, if cheap.
    fn first_candidate(&self, m: &BracketModel) -> Option<Vec<bool>>;

    /// [`Self::first_candidate`] of a homogeneous bracket of `players` with
    /// `pairs` pairs, from their compatibility alone (no model): its pairs
    /// as bracket positions, the first of each in S1; `None` when the rule
    /// set cannot tell it so.
    fn first_candidate_pairs(
        &self,
        _ctx: &RoundContext,
        _players: &[usize],
        _pairs: usize,
    ) -> Option<Vec<(usize, usize)>> {
        None
    }

    /// The candidate generated first among the optimal ones of `g`, when the
    /// graph of optimal candidates settles it.
    fn first_of_candidates(&self, m: &BracketModel, g: &mut CandidateGraph) -> Option<Vec<bool>>;

    /// The generation order as further lexicographic steps on `lex`.
    fn generation_order(&self, m: &BracketModel, lex: &mut Lexicographic)
        -> Result<(), SolveError>;
}
