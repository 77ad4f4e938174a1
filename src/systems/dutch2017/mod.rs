//! C.04.3 FIDE (Dutch) System, Baku 2016 / Goynuk 2017 (`dutch-2017`).
//!
//! The round is paired bracket by bracket from the top (A.9) by the engine:
//! each bracket is an integer program whose quality criteria C.5-C.19
//! ([`criteria`]) are optimised lexicographically, ties broken by the
//! generation order of section D. When a bracket's downfloaters leave the
//! rest of the round unpairable, it is the PPB: it is paired again under C.4
//! and everybody below forms the CLB.

pub mod criteria;
mod glossary;
pub mod readings;

#[cfg(test)]
mod shortcut_tests;
#[cfg(test)]
mod tests;

use crate::dutch_common::colours::{self, colour_preference, AbsoluteTie};
use crate::dutch_common::next_bracket::{best_floater_set_ahead, looking_ahead};
use crate::dutch_common::order::{self, RemainderNumbering};
use crate::dutch_common::sequence::{parting_step_in, PartingStep};
use crate::engine::bracket::{BracketModel, BracketOutcome, OrdinaryPairing};
use crate::engine::criteria::Level;
use crate::engine::paragraphs::Paragraphs;
use crate::engine::readings::Choices;
use crate::engine::rules::{AbsoluteParagraphs, ColourDecision, Judging, RuleSet, RuleText};
use crate::engine::walk::Bracket;
use crate::engine::RoundContext;
use crate::solver::candidates::CandidateGraph;
use crate::solver::{Lexicographic, SolveError};
use crate::state::{DerivationRules, PlayerState, RoundRequest, UnplayedFloat};
use crate::tournament::{Colour, Tournament};
use readings::E5Numbers;

/// How the 2017 rules read the history (see `shared/docs/systems.md`).
pub const RULES: DerivationRules = DerivationRules {
    forfeit_counts_as_met: false,
    unplayed_float: UnplayedFloat::Always,
    any_point_unplayed_blocks_bye: false,
    win_unplayed_blocks_bye: false,
    preference: colour_preference,
};

/// The 2017 text as a rule set of the engine, with the readings it leaves open.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Dutch2017 {
    /// D.2 in a heterogeneous bracket's remainder: section D numbers "all
    /// players in the bracket" once, before any transposition or exchange,
    /// and B.7 has the remainder paired "with the same rules used for
    /// homogeneous brackets", which the FIDE commission's commentary (on the
    /// same mechanism in 2026) and both engines endorsed for these rules read
    /// as numbering it afresh (see `corpora/disputed/README.md`).
    pub d2_remainder_numbering: RemainderNumbering,
    /// E.2 between two absolute preferences (`readings::E2_ABSOLUTE_TIE`).
    pub e2_absolute_tie: AbsoluteTie,
    /// The number whose parity E.5 reads (`readings::E5_NUMBERS`).
    pub e5_numbers: E5Numbers,
}

/// The 2017 rules as pairproof reads them by default.
pub const DUTCH_2017: Dutch2017 = Dutch2017 {
    d2_remainder_numbering: RemainderNumbering::Afresh,
    e2_absolute_tie: AbsoluteTie::WiderDifference,
    e5_numbers: E5Numbers::Entered,
};

/// What the text says of itself.
pub static TEXT: RuleText = RuleText {
    name: "dutch-2017",
    absolute: AbsoluteParagraphs {
        summary: "C.1-C.3",
        rematch: "C.1",
        bye: "C.2",
        colours: "C.3",
        completion: "A.9",
    },
    criteria: "C.5-C.19",
    // B.8: the candidate generated first among equally good ones.
    order: "B.8",
    colours: "E.1-E.5",
    findings: Paragraphs {
        look_ahead: "C.7",
        penultimate: "C.4",
        quality: "C.5-C.19",
        mdps_meet_residents: "B.2",
    },
    penultimate_steps: None,
    upfloaters_in_bracket: None,
    model: &readings::TABLE,
    glossary: glossary::GLOSSARY,
};

impl RuleSet for Dutch2017 {
    fn text(&self) -> &'static RuleText {
        &TEXT
    }

    fn configured(&self, choices: &Choices) -> Option<Box<dyn RuleSet>> {
        Some(Box::new(readings::configured(choices)))
    }

    fn derivation(&self) -> DerivationRules {
        RULES
    }

    /// E.5 under the pairing-number reading reads the pairing number itself.
    fn prepare_states(&self, states: &mut [PlayerState], _t: &Tournament, _request: &RoundRequest) {
        if self.e5_numbers == E5Numbers::PairingNumber {
            for s in states {
                s.round_number = s.id;
            }
        }
    }

    /// E.1-E.5; E.2 grants the wider colour difference between two absolute
    /// preferences (unless a model reads it otherwise).
    fn allocate(&self, a: &PlayerState, b: &PlayerState, initial: Colour) -> ColourDecision {
        let (colour, rule) = colours::allocate(a, b, initial, self.e2_absolute_tie);
        ColourDecision {
            colour,
            paragraph: rule.paragraph(),
        }
    }

    fn criteria(&self, m: &BracketModel) -> Vec<Level> {
        criteria::all_levels(m)
    }

    /// C.7 looks at the following bracket in every ordinary bracket.
    fn ordinary_pairing(&self, ctx: &RoundContext, b: &Bracket) -> OrdinaryPairing {
        looking_ahead(ctx, &b.players, b.mdps, b.lower)
    }

    /// A.9: the PPB is paired under C.4 (the rest of the round complete), without C.7.
    fn penultimate_pairing(
        &self,
        ctx: &RoundContext,
        b: &Bracket,
    ) -> Result<Option<BracketOutcome>, SolveError> {
        b.paired_completing_the_rest(ctx).map(Some)
    }

    fn first_candidate(&self, m: &BracketModel) -> Option<Vec<bool>> {
        order::first_legal_candidate(m)
    }

    fn first_candidate_pairs(
        &self,
        ctx: &RoundContext,
        players: &[usize],
        pairs: usize,
    ) -> Option<Vec<(usize, usize)>> {
        order::first_legal_pairs_of(ctx, players, pairs)
    }

    fn first_of_candidates(&self, m: &BracketModel, g: &mut CandidateGraph) -> Option<Vec<bool>> {
        order::exact_generation_order(m, g)
    }

    fn generation_order(
        &self,
        m: &BracketModel,
        lex: &mut Lexicographic,
    ) -> Result<(), SolveError> {
        order::generation_order(m, lex, self.d2_remainder_numbering)
    }
}

impl Judging for Dutch2017 {
    /// B.8 made explicit by section D: where two candidates part.
    fn order_step(
        &self,
        ctx: &RoundContext,
        b: &Bracket,
        first: &[(usize, usize)],
        other: &[(usize, usize)],
    ) -> Option<(String, std::cmp::Ordering)> {
        let afresh = self.d2_remainder_numbering == RemainderNumbering::Afresh;
        let (step, ordering) = parting_step_in(ctx, &b.players, b.mdps, first, other, afresh)?;
        let name = match step {
            PartingStep::MdpSet { by_score: true } => "D.3.a".to_string(),
            PartingStep::MdpSet { by_score: false } => "D.3.b".to_string(),
            PartingStep::MdpOpponents => "D.1 (MDP-pairing)".to_string(),
            PartingStep::Exchange(rule) => format!("D.2.{rule}"),
            PartingStep::Transposition => "D.1".to_string(),
        };
        Some((name, ordering))
    }

    fn next_bracket_counts(&self, _pairing: &OrdinaryPairing) -> bool {
        true
    }

    fn best_floater_set(
        &self,
        ctx: &RoundContext,
        b: &Bracket,
        next: &[usize],
        next_is_last: bool,
        floaters: &[usize],
    ) -> Option<bool> {
        best_floater_set_ahead(ctx, &b.players, b.mdps, next, next_is_last, floaters)
    }
}
