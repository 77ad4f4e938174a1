//! The interface a rule set implements, in three parts: its text (a
//! constant [`RuleText`]: name, paragraphs, readings), the questions the
//! engine's walk asks of it ([`RuleSet`]) and the hooks the verifier judges
//! a pairing by ([`Judging`], with defaults). A rule model does not wrap a
//! rule set: it is a [`Tailoring`] the engine applies through [`Rules`], so
//! a new question reaches every model without a line of forwarding.

use super::bracket::{BracketModel, BracketOutcome, OrdinaryPairing, Role};
use super::context::RoundContext;
use super::criteria::Level;
use super::paragraphs::Paragraphs;
use super::readings::{Choices, ModelTable, Reading};
use super::walk::{Bracket, BracketOrder};
use crate::solver::candidates::CandidateGraph;
use crate::solver::lexmatching::VertexStep;
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

/// Where in the walk a bracket is paired, for the texts that treat its
/// moved-down players differently there ([`RuleSet::mdps_treated`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BracketStage {
    /// A bracket paired on the way down.
    Ordinary,
    /// The penultimate bracket the pairing of the lowest one sends the
    /// search back to.
    Penultimate,
}

/// A colour allocation and the paragraph that decided it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ColourDecision {
    pub colour: Colour,
    pub paragraph: &'static str,
}

/// What a rule set's text says of itself: the names reports and models use.
#[derive(Debug)]
pub struct RuleText {
    /// The system's CLI name (`dutch-2017`).
    pub name: &'static str,
    /// The paragraphs of the absolute criteria, by what they forbid.
    pub absolute: AbsoluteParagraphs,
    /// The paragraphs of its quality criteria, for reports.
    pub criteria: &'static str,
    /// The paragraphs of the order that breaks ties between equally good
    /// candidates (the candidate generated first wins), for reports.
    pub order: &'static str,
    /// The paragraphs of the colour allocation, for reports.
    pub colours: &'static str,
    /// The other paragraphs the verifier's findings name.
    pub findings: Paragraphs,
    /// The paragraph that prescribes the penultimate bracket's number of
    /// pairs step by step, when the text does: a pairing of it is then
    /// judged against those steps.
    pub penultimate_steps: Option<&'static str>,
    /// The paragraph that makes a bracket its residents and the players
    /// below who meet them, its upfloaters (Dubov 1.3.2), when the text
    /// does: those pairs are the bracket's own, and the walk takes the
    /// upfloaters out of their scoregroups. `None`: a player left without a
    /// partner in his bracket moves down to the next one.
    pub upfloaters_in_bracket: Option<&'static str>,
    /// What a rule model may change of this rule set (its folder's
    /// `readings.rs`): readings, parameters, criterion paragraphs.
    pub model: &'static ModelTable,
    /// What its paragraphs ask, one short line each (its folder's
    /// `glossary.rs`), for reports that explain a pairing.
    pub glossary: &'static [(&'static str, &'static str)],
}

/// The paragraph of each absolute criterion in one text.
#[derive(Debug, Clone, Copy)]
pub struct AbsoluteParagraphs {
    /// The criteria a round must meet as the text sums them up (2017: C.1-C.3).
    pub summary: &'static str,
    pub rematch: &'static str,
    pub bye: &'static str,
    pub colours: &'static str,
    pub completion: &'static str,
}

impl RuleText {
    /// The paragraph of an absolute criterion, for reports.
    pub fn paragraph(&self, rule: Absolute) -> &'static str {
        match rule {
            Absolute::Rematch => self.absolute.rematch,
            Absolute::Bye => self.absolute.bye,
            Absolute::Colours => self.absolute.colours,
            Absolute::Completion => self.absolute.completion,
        }
    }

    /// What `paragraph` asks, in one short line, when the glossary has it.
    pub fn meaning(&self, paragraph: &str) -> Option<&'static str> {
        self.glossary
            .iter()
            .find(|(p, _)| *p == paragraph)
            .map(|(_, m)| *m)
    }

    /// The readings a rule model may switch.
    pub fn readings(&self) -> &'static [Reading] {
        self.model.readings
    }

    /// The parameters of this rule set's own a rule model may set (beyond
    /// the engine's, e.g. Lim's Maxi-tournament rule).
    pub fn parameters(&self) -> &'static [Reading] {
        self.model.parameters
    }

    /// The paragraphs of the quality criteria `criteria` returns, in order,
    /// for a rule model to drop or move.
    pub fn criterion_paragraphs(&self) -> &'static [&'static str] {
        self.model.criteria
    }
}

/// One pairing system's rules, as the engine's bracket walk asks for them.
pub trait RuleSet: Judging + Sync {
    /// What the text says of itself.
    fn text(&self) -> &'static RuleText;

    /// This rule set with `choices` (checked against the text's readings
    /// and parameters) applied; `None` when it has no readings to switch.
    fn configured(&self, _choices: &Choices) -> Option<Box<dyn RuleSet>> {
        None
    }

    /// How the text reads the history (forfeits, floats, colour preferences).
    fn derivation(&self) -> DerivationRules;

    /// The rule set that pairs the round `request` asks for, when the text
    /// hands that round to another (Burstein 1.6: its seeding rounds follow
    /// the Dutch rules); `None` (the default): this one.
    fn round_rules(&self, _request: &RoundRequest) -> Option<&'static dyn RuleSet> {
        None
    }

    /// A.2's order within a score, when it is not the pairing numbers': each
    /// player's rank before the round `request` asks for, indexed like
    /// `t.players`. `None` (the default): the pairing numbers.
    fn ranks(&self, _t: &Tournament, _request: &RoundRequest) -> Option<Vec<u32>> {
        None
    }

    /// Lim 2.6: which pair of a scoregroup beside a blocked median group is
    /// taken back first (texts with a median-last walk).
    fn cracked_pair(&self) -> super::CrackedPair {
        super::CrackedPair::NearestTheMedian
    }

    /// Adjusts the derived states before the round is paired.
    fn prepare_states(
        &self,
        _states: &mut [PlayerState],
        _t: &Tournament,
        _request: &RoundRequest,
    ) {
    }

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

    /// The moved-down players (the first `mdps` of `players`) a bracket pairs
    /// as such, in a bracket of the walk's `stage`.
    fn mdps_treated(
        &self,
        _ctx: &RoundContext,
        _players: &[usize],
        mdps: usize,
        _stage: BracketStage,
    ) -> usize {
        mdps
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

    /// Whether `a` is the higher-ranked of the two (board order, colours):
    /// by default the higher pairing score, then the lower rank (`PlayerState::rank`).
    fn ranks_higher(&self, a: &PlayerState, b: &PlayerState) -> bool {
        (-a.pairing_score, a.rank) < (-b.pairing_score, b.rank)
    }

    /// The quality criteria of a bracket, in priority order.
    fn criteria(&self, m: &BracketModel) -> Vec<Level>;

    /// An ordinary bracket as the rules pair it (`b.lower`: the
    /// scoregroups below it, the next one first).
    fn ordinary_pairing(&self, ctx: &RoundContext, b: &Bracket) -> OrdinaryPairing;

    /// The penultimate pairing bracket as the rules pair it, everybody
    /// below it (`b.rest()`) to be paired too; `None` when the whole
    /// bracket moves down.
    fn penultimate_pairing(
        &self,
        ctx: &RoundContext,
        b: &Bracket,
    ) -> Result<Option<BracketOutcome>, SolveError>;

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

    /// [`Self::generation_order`] as steps that each settle one player's
    /// pair, where the text's order is of that kind: a bracket whose model
    /// asks for a perfect matching alone (the rest of the round in it) is
    /// then settled by weighted matchings instead of integer programs
    /// (`solver::lexmatching`). `None` by default.
    fn order_by_vertex(&self, _m: &BracketModel) -> Option<Vec<VertexStep>> {
        None
    }
}

/// What the verifier asks of a rule set to judge another engine's pairing,
/// beyond the questions of the walk; every answer has a default that keeps
/// to the walk's own.
pub trait Judging {
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

    /// Whether the following bracket counts in the quality of an ordinary
    /// bracket paired under `pairing`'s role: yes by default.
    fn next_bracket_counts(&self, _pairing: &OrdinaryPairing) -> bool {
        true
    }

    /// The role under which an ordinary bracket the rules paired as
    /// `pairing` is judged, when the rule set's look-ahead is not the
    /// following bracket's pairs then PSD (the rules' own cost of each
    /// floater, settled exactly beforehand); `None`: the following bracket
    /// joins the model when it counts ([`Self::next_bracket_counts`]).
    fn judged_role(&self, _pairing: &OrdinaryPairing) -> Option<Role> {
        None
    }

    /// Whether the set of `floaters` (positions in `b.players`) is best
    /// under the look-ahead criterion among the sets the number of pairs
    /// allows, when the rule set can settle it exactly; `None` otherwise.
    fn best_floater_set(
        &self,
        _ctx: &RoundContext,
        _b: &Bracket,
        _next: &[usize],
        _next_is_last: bool,
        _floaters: &[usize],
    ) -> Option<bool> {
        None
    }

    /// The rule set's own account of its generation order, independent of
    /// the generator's order steps: the step at which two candidates of
    /// `b` (pairs of players) part, named as the text names it, and which
    /// of them the order generates first (`Less`: `first`); `None` when the
    /// rule set has no such account or cannot place them.
    fn order_step(
        &self,
        _ctx: &RoundContext,
        _b: &Bracket,
        _first: &[(usize, usize)],
        _other: &[(usize, usize)],
    ) -> Option<(String, std::cmp::Ordering)> {
        None
    }
}

/// What a rule model changes of a rule set beyond its readings: the
/// history read otherwise, criteria dropped or moved, topscorers. The
/// engine applies it in the three places these are asked ([`Rules`]).
#[derive(Debug, Clone)]
pub struct Tailoring {
    /// The model's name, reported in place of the system's.
    pub name: String,
    /// How the history is read (the text's, with the model's history
    /// readings applied).
    pub derivation: DerivationRules,
    /// Paragraphs whose levels are left out.
    pub dropped: Vec<&'static str>,
    /// The paragraphs in the model's priority order (after its moves).
    pub order: Vec<&'static str>,
    /// Nobody counts as a topscorer (A.7): topscorers lose their colour
    /// exceptions.
    pub no_topscorers: bool,
}

impl Tailoring {
    fn rank(&self, paragraph: &str) -> usize {
        self.order
            .iter()
            .position(|p| *p == paragraph)
            .unwrap_or(usize::MAX)
    }
}

/// The rules a round is paired under: a rule set and, for a rule model,
/// its tailoring. The engine holds this handle, never a bare rule set: the
/// three answers a model may change are this type's own methods
/// ([`Rules::criteria`], [`Rules::derivation`], [`Rules::prepare_states`]),
/// which shadow the rule set's; every other question goes to the rule set
/// unchanged (through `Deref`).
#[derive(Clone, Copy)]
pub struct Rules<'a> {
    set: &'a dyn RuleSet,
    tailoring: Option<&'a Tailoring>,
}

impl<'a> Rules<'a> {
    /// A rule set as its text has it.
    pub fn plain(set: &'a dyn RuleSet) -> Rules<'a> {
        Rules {
            set,
            tailoring: None,
        }
    }

    /// A rule set as a rule model tailors it.
    pub fn tailored(set: &'a dyn RuleSet, tailoring: &'a Tailoring) -> Rules<'a> {
        Rules {
            set,
            tailoring: Some(tailoring),
        }
    }

    /// The rules of the round `request` asks for: these, unless the rule set
    /// hands that round to another ([`RuleSet::round_rules`]), which then
    /// pairs it as its own text says (untailored).
    pub fn for_round(self, request: &RoundRequest) -> Rules<'a> {
        match self.set.round_rules(request) {
            Some(set) => Rules::plain(set),
            None => self,
        }
    }

    /// The rule model's name, when these rules are one's.
    pub fn model_name(&self) -> Option<&'a str> {
        self.tailoring.map(|t| t.name.as_str())
    }

    /// The name reports give: the model's, else the system's.
    pub fn name(&self) -> &'a str {
        match self.tailoring {
            Some(t) => &t.name,
            None => self.set.text().name,
        }
    }

    /// How the history is read (a model may read it otherwise).
    pub fn derivation(&self) -> DerivationRules {
        match self.tailoring {
            Some(t) => t.derivation,
            None => self.set.derivation(),
        }
    }

    /// The rule set's preparation of the states, then the model's.
    pub fn prepare_states(
        &self,
        states: &mut [PlayerState],
        t: &Tournament,
        request: &RoundRequest,
    ) {
        self.set.prepare_states(states, t, request);
        if self.tailoring.is_some_and(|t| t.no_topscorers) {
            states.iter_mut().for_each(|s| s.topscorer = false);
        }
    }

    /// The rule set's levels without the model's dropped paragraphs, in the
    /// model's order (a stable sort: the levels of one paragraph keep their
    /// own order). A model that moves nothing keeps the rule set's order,
    /// which may weigh one paragraph at several places (Dubov's C6, one
    /// level per upfloater score).
    pub fn criteria(&self, m: &BracketModel) -> Vec<Level> {
        let mut levels = self.set.criteria(m);
        if let Some(t) = self.tailoring {
            levels.retain(|l| !t.dropped.contains(&l.criterion.paragraph));
            if t.order != self.set.text().model.criteria {
                levels.sort_by_key(|l| t.rank(l.criterion.paragraph));
            }
        }
        levels
    }
}

impl<'a, R: RuleSet + 'a> From<&'a R> for Rules<'a> {
    fn from(set: &'a R) -> Rules<'a> {
        Rules::plain(set)
    }
}

impl<'a> From<&'a (dyn RuleSet + 'a)> for Rules<'a> {
    fn from(set: &'a (dyn RuleSet + 'a)) -> Rules<'a> {
        Rules::plain(set)
    }
}

impl<'a> std::ops::Deref for Rules<'a> {
    type Target = dyn RuleSet + 'a;
    fn deref(&self) -> &Self::Target {
        self.set
    }
}

impl std::fmt::Debug for Rules<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Rules({})", self.name())
    }
}
