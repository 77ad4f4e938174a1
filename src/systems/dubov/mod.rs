//! C.04.4.1 Dubov System, the edition applied from 1 February 2026
//! (`dubov`).
//!
//! The pairing-allocated bye is assigned first (3.1); the scoregroups are
//! then paired from the top (3.2), every bracket kept completable (C4). A
//! bracket is its scoregroup's residents and, when they cannot all be
//! paired among themselves, the upfloaters they meet from any lower
//! scoregroup (1.3.2): the model then holds the whole rest of the round,
//! and the walk takes the upfloaters out of their scoregroups
//! (`RuleText::upfloaters_in_bracket`). The quality criteria of 2.3 are in
//! [`criteria`], the text's order of the candidates (upfloaters 4.2,
//! subgroups G1/G2 3.2.3, shifters 4.3, S1 by ARO 3.2.5, transpositions
//! 4.4) in [`order`], colours (1.6, 5.2) in [`colours`], and what the text
//! leaves open in [`readings`]. `docs/systems/dubov.md` describes the text
//! by paragraph.

pub mod colours;
pub mod criteria;
mod glossary;
pub mod order;
pub mod readings;
mod upfloaters;

use crate::engine::bracket::{BracketModel, BracketOutcome, OrdinaryPairing};
use crate::engine::criteria::Level;
use crate::engine::paragraphs::Paragraphs;
use crate::engine::readings::Choices;
use crate::engine::rules::{AbsoluteParagraphs, ColourDecision, Judging, RuleSet, RuleText};
use crate::engine::walk::Bracket;
use crate::engine::RoundContext;
use crate::solver::candidates::CandidateGraph;
use crate::solver::{Lexicographic, SolveError};
use crate::state::{DerivationRules, PlayerState, RoundRequest, Strength, UnplayedFloat};
use crate::tiebreak::aro::mean_rounded_half_up;
use crate::tournament::{Colour, Tournament};
use readings::{PabGames, Readings};
use std::collections::HashMap;

/// How the text reads the history: only games played over the board are
/// meetings (C1, Basic Rules 2) and colours; a float is read from the
/// opponent's score (1.8's "upfloated": paired against a higher score); no
/// second bye for a player who had one or scored a win's points without
/// playing (C2, Basic Rules 4 of 2026).
pub const RULES: DerivationRules = DerivationRules {
    forfeit_counts_as_met: false,
    unplayed_float: UnplayedFloat::Never,
    any_point_unplayed_blocks_bye: false,
    win_unplayed_blocks_bye: true,
    preference: colours::s1_6_preference,
};

/// The Dubov text as a rule set of the engine, with its readings.
pub struct Dubov {
    pub readings: Readings,
}

/// The rule set with the default readings.
pub const DUBOV: Dubov = Dubov {
    readings: readings::DEFAULT,
};

/// What the text says of itself.
pub static TEXT: RuleText = RuleText {
    name: "dubov",
    absolute: AbsoluteParagraphs {
        summary: "C1-C3",
        rematch: "C1",
        bye: "C2",
        colours: "C3",
        completion: "C4",
    },
    criteria: "C5-C10",
    order: "3.2, 4.2-4.4",
    colours: "5.2",
    findings: Paragraphs {
        look_ahead: "C6",
        penultimate: "C4",
        quality: "C5-C10",
        mdps_meet_residents: "3.2.2",
    },
    penultimate_steps: None,
    upfloaters_in_bracket: Some("1.3.2"),
    model: &readings::TABLE,
    glossary: glossary::GLOSSARY,
};

impl RuleSet for Dubov {
    fn text(&self) -> &'static RuleText {
        &TEXT
    }

    fn configured(&self, choices: &Choices) -> Option<Box<dyn RuleSet>> {
        Some(Box::new(Dubov {
            readings: readings::configured(choices),
        }))
    }

    fn derivation(&self) -> DerivationRules {
        RULES
    }

    /// 1.7 (ARO), 1.8 (the rounds MaxT reads), no topscorers (the text has
    /// none), and 3.1 (the bye, assigned before the pairing).
    fn prepare_states(&self, states: &mut [PlayerState], _t: &Tournament, request: &RoundRequest) {
        s1_7_aro(states);
        for s in states.iter_mut() {
            s.event_rounds = request.total_rounds;
            s.topscorer = false;
        }
        s3_1_bye(states, request, self.readings.pab_games);
    }

    fn allocate(&self, a: &PlayerState, b: &PlayerState, initial: Colour) -> ColourDecision {
        let (colour, paragraph) = colours::s5_2_allocate(
            a,
            b,
            initial,
            self.ranks_higher(a, b),
            self.readings.colour_history,
        );
        ColourDecision { colour, paragraph }
    }

    fn criteria(&self, m: &BracketModel) -> Vec<Level> {
        criteria::levels(m, self.readings.c9)
    }

    /// C4 in every bracket: the bracket's best pairing on its own when it
    /// pairs every resident and the rest of the round can still be paired;
    /// otherwise the residents with their upfloaters (3.2.1-3.2.2), the
    /// whole rest of the round in the model.
    fn ordinary_pairing(&self, ctx: &RoundContext, b: &Bracket) -> OrdinaryPairing {
        b.paired_alone(ctx).unwrap_or_else(|| {
            let role = b.completion_role();
            match upfloaters::by_weighted_matchings(ctx, b, &role) {
                Ok(Some(outcome)) => OrdinaryPairing::new(role, Ok(outcome)),
                Ok(None) => b.paired_with_the_rest(ctx),
                Err(e) => OrdinaryPairing::new(role, Err(e)),
            }
        })
    }

    /// Not reached: every bracket keeps the round complete. The same
    /// pairing, should the walk ask.
    fn penultimate_pairing(
        &self,
        ctx: &RoundContext,
        b: &Bracket,
    ) -> Result<Option<BracketOutcome>, SolveError> {
        b.paired_completing_the_rest(ctx).map(Some)
    }

    fn completion_in_every_bracket(&self) -> bool {
        true
    }

    /// No: S1 is ordered by ARO, G1 and G2 by colour preference.
    fn first_candidate_pairs_s1_against_s2(&self) -> bool {
        false
    }

    fn first_candidate(&self, _m: &BracketModel) -> Option<Vec<bool>> {
        None
    }

    fn first_of_candidates(&self, m: &BracketModel, g: &mut CandidateGraph) -> Option<Vec<bool>> {
        order::first_in_text_order(m, g).ok()
    }

    fn generation_order(
        &self,
        m: &BracketModel,
        lex: &mut Lexicographic,
    ) -> Result<(), SolveError> {
        let first = order::first_in_text_order(m, lex)?;
        lex.chosen = first;
        Ok(())
    }
}

impl Judging for Dubov {
    fn next_bracket_counts(&self, _pairing: &OrdinaryPairing) -> bool {
        true
    }
}

/// 1.7: each player's ARO, the mean rating of the opponents he met over the
/// board, rounded half up; 0 before his first game.
fn s1_7_aro(states: &mut [PlayerState]) {
    let rating: HashMap<_, _> = states.iter().map(|s| (s.id, s.rating)).collect();
    for s in states.iter_mut() {
        s.aro = mean_rounded_half_up(
            s.opponents
                .iter()
                .map(|o| rating.get(o).copied().unwrap_or(0)),
        );
    }
}

/// 3.1: with an odd number of players, the bye goes to the player who may
/// have it (C2) and leaves the others pairable (C4), with the lowest score,
/// then the most games played (reading `PabGames`), then the largest
/// pairing number. Nobody else may have it.
fn s3_1_bye(states: &mut [PlayerState], request: &RoundRequest, games: PabGames) {
    let played = |s: &PlayerState| match games {
        PabGames::OverTheBoard => s.colours.len(),
        PabGames::Paired => s.paired_with.len(),
    };
    crate::engine::bye_first::assign(states, request, played, may_meet);
}

/// Whether two players may meet under C1 and C3: they have not met, and
/// they have no absolute preference for the same colour.
fn may_meet(a: &PlayerState, b: &PlayerState) -> bool {
    let absolute = |s: &PlayerState| {
        (s.preference.strength == Strength::Absolute)
            .then_some(s.preference.colour)
            .flatten()
    };
    let met = a.opponents.contains(&b.id);
    let clash = absolute(a).is_some() && absolute(a) == absolute(b);
    !met && !clash
}
