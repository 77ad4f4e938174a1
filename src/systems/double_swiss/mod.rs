//! C.04.5 Double-Swiss Pairing System, applied from 1 February 2026
//! (`double-swiss`): every pairing a match of two games, the colours
//! reversed in the second.
//!
//! The pairing-allocated bye is assigned first (3.4); the scoregroups are
//! then paired from the top (3.3.2), every bracket kept completable ([C3]).
//! A resident left without a partner in his scoregroup moves down with the
//! players the next bracket pairs first: whom he meets there is his
//! upfloater, so that the walk's brackets hold the text's (a
//! top-scoregroup plus upfloaters) split at the upfloaters. The quality
//! criteria of 2.3 are in [`criteria`], the text's order (upfloater sets
//! 3.5, identifiers 3.6) in [`order`], colours (Article 4) in [`colours`],
//! and what the text leaves open in [`readings`].
//! `docs/systems/double-swiss.md` describes the text by article and where
//! the walk's reading of it departs.

pub mod colours;
pub mod criteria;
mod glossary;
pub mod order;
pub mod readings;

use crate::engine::bracket::{BracketModel, BracketOutcome, OrdinaryPairing};
use crate::engine::criteria::Level;
use crate::engine::paragraphs::Paragraphs;
use crate::engine::readings::Choices;
use crate::engine::rules::{AbsoluteParagraphs, ColourDecision, Judging, RuleSet, RuleText};
use crate::engine::walk::Bracket;
use crate::engine::RoundContext;
use crate::solver::candidates::CandidateGraph;
use crate::solver::{Lexicographic, SolveError};
use crate::state::{ColourPreference, DerivationRules, PlayerState, RoundRequest};
use crate::tournament::{Colour, Tournament};
use readings::{ForfeitFloat, PabMatches, Readings};

/// How the text reads the history: a match played (not forfeited, Preface)
/// is a meeting ([C1]) and gives a colour, game 1's (1.6); a float is read
/// from the opponent's score (1.5); no bye for a player who had one or won
/// a match by forfeit ([C2]). No colour preferences (Article 4 has none).
pub const RULES: DerivationRules = DerivationRules {
    forfeit_counts_as_met: false,
    unplayed_float: crate::state::UnplayedFloat::Never,
    any_point_unplayed_blocks_bye: false,
    win_unplayed_blocks_bye: false,
    preference: no_preference,
};

/// Article 4 weighs no colour preference.
fn no_preference(_s: &PlayerState) -> ColourPreference {
    ColourPreference::NONE
}

/// The Double-Swiss text as a rule set of the engine, with its readings.
pub struct DoubleSwiss {
    pub readings: Readings,
}

/// The rule set with the default readings.
pub const DOUBLE_SWISS: DoubleSwiss = DoubleSwiss {
    readings: readings::DEFAULT,
};

/// What the text says of itself.
pub static TEXT: RuleText = RuleText {
    name: "double-swiss",
    absolute: AbsoluteParagraphs {
        summary: "C1-C2",
        rematch: "C1",
        bye: "C2",
        colours: "C1",
        completion: "C3",
    },
    criteria: "C4-C8",
    order: "3.5.3-3.5.5, 3.6.1-3.6.4",
    colours: "4.3",
    findings: Paragraphs {
        look_ahead: "C6",
        penultimate: "C3",
        quality: "C4-C8",
        mdps_meet_residents: "3.5.1",
    },
    penultimate_steps: None,
    upfloaters_in_bracket: None,
    model: &readings::TABLE,
    glossary: glossary::GLOSSARY,
};

impl RuleSet for DoubleSwiss {
    fn text(&self) -> &'static RuleText {
        &TEXT
    }

    fn configured(&self, choices: &Choices) -> Option<Box<dyn RuleSet>> {
        Some(Box::new(DoubleSwiss {
            readings: readings::configured(choices),
        }))
    }

    fn derivation(&self) -> DerivationRules {
        RULES
    }

    /// 1.5 (only a match played makes a floater, reading `forfeit_float`),
    /// the rounds of the event (the last-round exceptions of [C7], [C8]), no
    /// topscorers (the text has none), and 3.4 (the bye, assigned first).
    fn prepare_states(&self, states: &mut [PlayerState], _t: &Tournament, request: &RoundRequest) {
        for s in states.iter_mut() {
            if self.readings.forfeit_float == ForfeitFloat::PlayedOnly {
                s.keep_floats_of_games_played();
            }
            s.event_rounds = request.total_rounds;
            s.topscorer = false;
        }
        s3_4_pab(states, request, self.readings.pab_matches);
    }

    fn allocate(&self, a: &PlayerState, b: &PlayerState, initial: Colour) -> ColourDecision {
        let (colour, paragraph) = colours::s4_3_allocate(
            a,
            b,
            initial,
            self.ranks_higher(a, b),
            self.readings.initial_parity,
        );
        ColourDecision { colour, paragraph }
    }

    fn criteria(&self, m: &BracketModel) -> Vec<Level> {
        criteria::levels(m, self.readings.float_relaxation)
    }

    /// [C3] in every bracket: the bracket's best pairing on its own when the
    /// rest of the round can still be paired with its leftovers; otherwise
    /// paired with everybody below it in the model.
    fn ordinary_pairing(&self, ctx: &RoundContext, b: &Bracket) -> OrdinaryPairing {
        b.paired_alone_or_with_the_rest(ctx)
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

    /// No: the identifier's order is not the Dutch S1-S2 transpositions.
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

impl Judging for DoubleSwiss {}

/// 3.4: with an odd number of players, the bye goes to the player who may
/// have it ([C2]) and 3.4.1 leaves a legal pairing of the others, then
/// 3.4.2 has the lowest score, 3.4.3 has played the most matches (reading
/// `pab_matches`), 3.4.4 has the largest TPN. Nobody else may have it.
fn s3_4_pab(states: &mut [PlayerState], request: &RoundRequest, matches: PabMatches) {
    let played = |s: &PlayerState| match matches {
        PabMatches::Played => s.colours.len(),
        PabMatches::Paired => s.paired_with.len(),
    };
    crate::engine::bye_first::assign(states, request, played, |a, b| !a.opponents.contains(&b.id));
}
