//! C.04.4.2 Burstein System (`burstein`), the edition applied from 1 July
//! 2025 as renumbered from 1 February 2026 (`docs/systems/burstein.md`).
//!
//! The seeding rounds (1.6) are handed to the Dutch rules the registry
//! gives this rule set ([`Burstein::seeding`]; it imports no sibling).
//! Afterwards the PAB is assigned first (3.1), then each bracket, from the
//! top, is paired by [C5]-[C8] (Art. 2.3) with the rest of the round kept
//! pairable ([C4]), ties broken by Article 4's order over the players
//! ranked by their Index (1.7, 1.8): the highest Index against the lowest.

pub mod colours;
pub mod criteria;
mod glossary;
pub mod index;
pub mod order;
pub mod pab;
pub mod readings;

use crate::dutch_common::colours::colour_preference;
use crate::engine::bracket::{BracketModel, BracketOutcome, OrdinaryPairing};
use crate::engine::criteria::Level;
use crate::engine::paragraphs::Paragraphs;
use crate::engine::readings::Choices;
use crate::engine::rules::{AbsoluteParagraphs, ColourDecision, Judging, RuleSet, RuleText};
use crate::engine::walk::Bracket;
use crate::engine::{ByeRule, RoundContext};
use crate::solver::candidates::CandidateGraph;
use crate::solver::lexmatching::VertexStep;
use crate::solver::{Lexicographic, SolveError};
use crate::state::{DerivationRules, PlayerState, RoundRequest, UnplayedFloat};
use crate::tournament::{Colour, Tournament};

/// How the text reads the history: [C1] (Basic Rules Art. 2: a forfeit is
/// no game), [C2] (no PAB after a PAB or a win's points without playing),
/// 1.5's colour preferences (the Dutch A.6 in its words). Floats play no part.
pub const RULES: DerivationRules = DerivationRules {
    forfeit_counts_as_met: false,
    unplayed_float: UnplayedFloat::AboveLoss,
    any_point_unplayed_blocks_bye: false,
    win_unplayed_blocks_bye: true,
    preference: colour_preference,
};

/// The Burstein text as a rule set of the engine.
#[derive(Clone, Copy)]
pub struct Burstein {
    /// 1.6.1: the FIDE (Dutch) System that pairs the seeding rounds.
    pub seeding: &'static dyn RuleSet,
    pub readings: readings::Readings,
}

impl std::fmt::Debug for Burstein {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "Burstein(seeding: {}, {:?})",
            self.seeding.text().name,
            self.readings
        )
    }
}

impl Burstein {
    /// The text's rule set, its seeding rounds paired by `seeding`.
    pub const fn new(seeding: &'static dyn RuleSet) -> Burstein {
        Burstein {
            seeding,
            readings: readings::DEFAULT,
        }
    }
}

/// 1.6.2: the number of seeding rounds, half the rounds (rounded down) but
/// at most four. A file that does not say how many rounds the event has
/// (no `XXR`) is taken at the cap.
pub fn s1_6_2_seeding_rounds(total_rounds: Option<usize>) -> usize {
    total_rounds.map_or(4, |n| (n / 2).min(4))
}

/// What the text says of itself.
pub static TEXT: RuleText = RuleText {
    name: "burstein",
    absolute: AbsoluteParagraphs {
        summary: "C1-C3",
        rematch: "C1",
        bye: "C2, 3.1",
        colours: "C3",
        completion: "C4",
    },
    criteria: "C5-C8",
    order: "Art. 4",
    colours: "5.2.1-5.2.5",
    findings: Paragraphs {
        look_ahead: "C7",
        penultimate: "C4",
        quality: "C5-C8",
        mdps_meet_residents: "3.2",
    },
    penultimate_steps: None,
    upfloaters_in_bracket: None,
    model: &readings::TABLE,
    glossary: glossary::GLOSSARY,
};

impl RuleSet for Burstein {
    fn text(&self) -> &'static RuleText {
        &TEXT
    }

    fn configured(&self, choices: &Choices) -> Option<Box<dyn RuleSet>> {
        Some(Box::new(readings::configured(self, choices)))
    }

    fn derivation(&self) -> DerivationRules {
        RULES
    }

    /// 1.6: the seeding rounds follow the FIDE (Dutch) System.
    fn round_rules(&self, request: &RoundRequest) -> Option<&'static dyn RuleSet> {
        (request.round.number() <= s1_6_2_seeding_rounds(request.total_rounds))
            .then_some(self.seeding)
    }

    /// 1.8: within a score, the Index before the round, then the TPN.
    fn ranks(&self, t: &Tournament, request: &RoundRequest) -> Option<Vec<u32>> {
        Some(index::s1_8_ranks(
            t,
            request.round.index(),
            self.readings.zero_bye_series,
        ))
    }

    /// 3.1: the PAB is assigned before the brackets are paired: nobody
    /// else may get it.
    fn prepare_round(&self, ctx: &mut RoundContext, present: &[usize]) {
        if let Some(p) = pab::s3_1_assignee(ctx, present, self.readings.pab_games) {
            ctx.bye_rule = ByeRule::Assigned(p);
        }
    }

    /// [C3] knows no exception (no topscorers in this text).
    fn colours_yield(&self, _a: &PlayerState, _b: &PlayerState) -> bool {
        false
    }

    fn allocate(&self, a: &PlayerState, b: &PlayerState, initial: Colour) -> ColourDecision {
        let (colour, paragraph) =
            colours::s5_2_allocate(a, b, initial, self.readings.higher_ranked);
        ColourDecision { colour, paragraph }
    }

    fn criteria(&self, m: &BracketModel) -> Vec<Level> {
        criteria::all_levels(m)
    }

    /// 3.2 with [C4]: the bracket paired with the whole rest of the round
    /// in its model (`Role::Completion`), every player matched, the
    /// following bracket ([C7]) among them; settled by weighted matchings
    /// (Article 4's order is [`RuleSet::order_by_vertex`]).
    fn ordinary_pairing(&self, ctx: &RoundContext, b: &Bracket) -> OrdinaryPairing {
        b.paired_with_the_rest(ctx)
    }

    /// Not reached: [`Self::ordinary_pairing`] keeps the round complete.
    fn penultimate_pairing(
        &self,
        ctx: &RoundContext,
        b: &Bracket,
    ) -> Result<Option<BracketOutcome>, SolveError> {
        self.ordinary_pairing(ctx, b).outcome.map(Some)
    }

    fn completion_in_every_bracket(&self) -> bool {
        true
    }

    /// Article 4 is no S1-against-S2 order: BSN 1 meets the highest BSN.
    fn first_candidate_pairs_s1_against_s2(&self) -> bool {
        false
    }

    fn first_candidate(&self, _m: &BracketModel) -> Option<Vec<bool>> {
        None
    }

    fn first_of_candidates(&self, _m: &BracketModel, _g: &mut CandidateGraph) -> Option<Vec<bool>> {
        None
    }

    fn generation_order(
        &self,
        m: &BracketModel,
        lex: &mut Lexicographic,
    ) -> Result<(), SolveError> {
        order::s4_3_order(m, lex)
    }

    /// Article 4's order settles each player's opponent in turn.
    fn order_by_vertex(&self, m: &BracketModel) -> Option<Vec<VertexStep>> {
        Some(order::s4_3_steps(m))
    }
}

impl Judging for Burstein {}
