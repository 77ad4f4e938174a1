//! C.04.3 FIDE (Dutch) System in force since 1 February 2026 (`dutch-2026`).
//!
//! The round is paired bracket by bracket from the top by the engine, each
//! bracket an integer program whose quality criteria [C5]-[C21]
//! ([`criteria`]) are optimised lexicographically, ties broken by the
//! generation order (Art. 4, the remainder numbered afresh). [C4] applies to
//! every bracket ([`completion`]): its pairing must leave the rest of the
//! round pairable, with the PAB at the lowest score [C5] allows.

pub mod completion;
pub mod criteria;
mod glossary;
pub mod lookahead;
pub mod readings;

use crate::dutch_common::colours::{self, colour_preference, AbsoluteTie};
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
use crate::state::{DerivationRules, PlayerState, UnplayedFloat};
use crate::tournament::Colour;

/// How the 2026 text reads the history: 1.4 (floats: the PAB and unplayed
/// rounds scoring more than a loss are downfloats, nothing else unplayed);
/// C.04.1 Art. 4 (no PAB after a PAB or a win's points without playing).
pub const RULES: DerivationRules = DerivationRules {
    forfeit_counts_as_met: false,
    unplayed_float: UnplayedFloat::AboveLoss,
    any_point_unplayed_blocks_bye: false,
    win_unplayed_blocks_bye: true,
    preference: colour_preference,
};

/// The 2026 text as a rule set of the engine, with the readings it leaves open.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Dutch2026 {
    pub readings: readings::Readings,
}

/// The 2026 rules as pairproof reads them by default.
pub const DUTCH_2026: Dutch2026 = Dutch2026 {
    readings: readings::DEFAULT,
};

/// What the text says of itself.
pub static TEXT: RuleText = RuleText {
    name: "dutch-2026",
    absolute: AbsoluteParagraphs {
        summary: "C1-C3",
        rematch: "C1",
        bye: "C2",
        colours: "C3",
        completion: "C4",
    },
    criteria: "C5-C21",
    // Art. 4: the candidate generated first among equally good ones; colours 5.2 (the 2017 E.1-E.5).
    order: "Art. 4",
    colours: "5.2.1-5.2.5",
    findings: Paragraphs {
        look_ahead: "C8",
        penultimate: "C4",
        quality: "C5-C21",
        mdps_meet_residents: "3.2",
    },
    penultimate_steps: None,
    upfloaters_in_bracket: None,
    model: &readings::TABLE,
    glossary: glossary::GLOSSARY,
};

impl RuleSet for Dutch2026 {
    fn text(&self) -> &'static RuleText {
        &TEXT
    }

    fn configured(&self, choices: &Choices) -> Option<Box<dyn RuleSet>> {
        Some(Box::new(Dutch2026 {
            readings: readings::chosen(choices),
        }))
    }

    fn derivation(&self) -> DerivationRules {
        RULES
    }

    /// 5.2.1-5.2.5; 5.2.2 grants the wider colour difference between two absolute preferences.
    fn allocate(&self, a: &PlayerState, b: &PlayerState, initial: Colour) -> ColourDecision {
        let (colour, rule) = colours::allocate(a, b, initial, AbsoluteTie::WiderDifference);
        ColourDecision {
            colour,
            paragraph: s5_2_paragraph(rule),
        }
    }

    fn criteria(&self, m: &BracketModel) -> Vec<Level> {
        criteria::all_levels(m, self.readings)
    }

    /// [C4] in every bracket, [C8] one bracket ahead.
    fn ordinary_pairing(&self, ctx: &RoundContext, b: &Bracket) -> OrdinaryPairing {
        let c8_under_c4 = self.readings.c8_under_c4;
        completion::c4_ordinary_pairing(ctx, &b.players, b.mdps, b.lower, c8_under_c4)
    }

    /// Not reached: [`Self::ordinary_pairing`] keeps the round complete. The
    /// same pairing under [C4], should the walk ask.
    fn penultimate_pairing(
        &self,
        ctx: &RoundContext,
        b: &Bracket,
    ) -> Result<Option<BracketOutcome>, SolveError> {
        completion::c4_with_rest(ctx, &b.players, b.mdps, &b.rest(), 0)
            .outcome
            .map(Some)
    }

    /// [C4] in every bracket: the verifier judges each ordinary bracket with
    /// the rest of the round in its model, [C5]-[C9] over it.
    fn completion_in_every_bracket(&self) -> bool {
        true
    }

    fn first_candidate(&self, m: &BracketModel) -> Option<Vec<bool>> {
        order::first_legal_candidate(m)
    }

    /// Art. 4 starts a homogeneous bracket from S1 against S2 as the 2017
    /// text does: its first legal candidate follows from compatibility alone.
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

    /// 4.1: the remainder's players are numbered afresh (ANN p.41).
    fn generation_order(
        &self,
        m: &BracketModel,
        lex: &mut Lexicographic,
    ) -> Result<(), SolveError> {
        order::generation_order(m, lex, RemainderNumbering::Afresh)
    }
}

impl Judging for Dutch2026 {
    /// Art. 4: where two candidates part (4.4 the MDPs, 4.3 the exchanges).
    fn order_step(
        &self,
        ctx: &RoundContext,
        b: &Bracket,
        first: &[(usize, usize)],
        other: &[(usize, usize)],
    ) -> Option<(String, std::cmp::Ordering)> {
        let (step, ordering) = parting_step_in(ctx, &b.players, b.mdps, first, other, true)?;
        let name = match step {
            PartingStep::MdpSet { .. } => "4.4".to_string(),
            PartingStep::MdpOpponents => "Art. 4: transposition (MDP-pairing)".to_string(),
            PartingStep::Exchange('a') => "4.3: fewest players exchanged".to_string(),
            PartingStep::Exchange('b') => "4.3: smallest difference of the sums".to_string(),
            PartingStep::Exchange('c') => "4.3: highest differing BSN from S1".to_string(),
            PartingStep::Exchange(_) => "4.3: lowest differing BSN from S2".to_string(),
            PartingStep::Transposition => "Art. 4: transposition".to_string(),
        };
        Some((name, ordering))
    }

    fn next_bracket_counts(&self, _pairing: &OrdinaryPairing) -> bool {
        true
    }
}

/// 5.2.1-5.2.5: the 2017 colour rules E.1-E.5, numbered as this text numbers them.
fn s5_2_paragraph(rule: colours::ColourRule) -> &'static str {
    match rule {
        colours::ColourRule::E1 => "5.2.1",
        colours::ColourRule::E2 => "5.2.2",
        colours::ColourRule::E3 => "5.2.3",
        colours::ColourRule::E4 => "5.2.4",
        colours::ColourRule::E5 => "5.2.5",
    }
}
