//! C.04.6 Swiss Team Pairing System, 2026 edition (`team-swiss`): teams
//! paired by their matches, the colour a match's board 1's.
//!
//! The engine pairs the tournament of teams
//! ([`crate::teams::team_tournament`]): one unit per team, scored by the
//! primary score the `192` code names, its secondary score ordering teams of
//! one score (4.2.2). Articles 3.3-3.6 are those of C.04.5, so the walk is
//! Double-Swiss's: the PAB first (3.4), the scoregroups from the top with
//! every bracket kept completable ([C3]), a resident left without a partner
//! moving down to meet his upfloater. The quality criteria of 2.3 are in
//! [`criteria`], the text's order (3.5, 3.6) in [`order`], preferences (1.7)
//! and colours (Article 4) in [`colours`], what the text leaves open in
//! [`readings`]. `docs/systems/team-swiss.md` describes the text by article
//! and where the walk's reading departs from it.

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

/// How the text reads the history: a match played (not forfeited, GHR 3.5)
/// is a meeting ([C1]) and gives a colour (1.6.1); a float is read from the
/// opponent's score (1.5); no PAB for a team that had one, won a match by
/// forfeit or had a full-point bye ([C2]). Preferences are set in
/// [`TeamSwiss::prepare_states`], where the competition's type is known.
pub const RULES: DerivationRules = DerivationRules {
    forfeit_counts_as_met: false,
    unplayed_float: crate::state::UnplayedFloat::Never,
    any_point_unplayed_blocks_bye: false,
    win_unplayed_blocks_bye: true,
    preference: no_preference,
};

fn no_preference(_s: &PlayerState) -> ColourPreference {
    ColourPreference::NONE
}

/// The Swiss Team text as a rule set of the engine, with its readings.
pub struct TeamSwiss {
    pub readings: Readings,
}

/// The rule set with the default readings.
pub const TEAM_SWISS: TeamSwiss = TeamSwiss {
    readings: readings::DEFAULT,
};

/// What the text says of itself.
pub static TEXT: RuleText = RuleText {
    name: "team-swiss",
    absolute: AbsoluteParagraphs {
        summary: "C1-C2",
        rematch: "C1",
        bye: "C2",
        colours: "C1",
        completion: "C3",
    },
    criteria: "C4-C10",
    order: "3.5.3-3.5.5, 3.6.1-3.6.4",
    colours: "4.3",
    findings: Paragraphs {
        look_ahead: "C6",
        penultimate: "C3",
        quality: "C4-C10",
        mdps_meet_residents: "3.5.1",
    },
    penultimate_steps: None,
    upfloaters_in_bracket: None,
    model: &readings::TABLE,
    glossary: glossary::GLOSSARY,
};

impl RuleSet for TeamSwiss {
    fn text(&self) -> &'static RuleText {
        &TEXT
    }

    fn configured(&self, choices: &Choices) -> Option<Box<dyn RuleSet>> {
        Some(Box::new(TeamSwiss {
            readings: readings::configured(choices),
        }))
    }

    fn derivation(&self) -> DerivationRules {
        RULES
    }

    /// 4.2: the first-team of one score has the higher secondary score
    /// (where the competition uses one), then the smaller TPN.
    fn ranks(&self, t: &Tournament, request: &RoundRequest) -> Option<Vec<u32>> {
        let units = t.config.team_units.as_ref()?;
        crate::teams::scoring_of(t).secondary?;
        let mut order: Vec<usize> = (0..t.players.len()).collect();
        let secondary = |i: usize| units.secondary_before(t.players[i].id, request.round.index());
        order.sort_by_key(|&i| (std::cmp::Reverse(secondary(i)), t.players[i].id));
        let mut ranks = vec![0; order.len()];
        for (position, i) in order.into_iter().enumerate() {
            ranks[i] = position as u32 + 1;
        }
        Some(ranks)
    }

    /// 1.5 (only a match played makes a floater, reading `forfeit_float`),
    /// 1.7 (the preferences of the type the `192` code chooses), the rounds
    /// of the event (the last-two-rounds exceptions of [C7], [C10]), no
    /// topscorers, and 3.4 (the PAB, assigned first).
    fn prepare_states(&self, states: &mut [PlayerState], t: &Tournament, request: &RoundRequest) {
        let kind = crate::teams::scoring_of(t).colours;
        let last_round = request.is_last_round();
        for s in states.iter_mut() {
            if self.readings.forfeit_float == ForfeitFloat::PlayedOnly {
                s.keep_floats_of_games_played();
            }
            s.preference =
                colours::s1_7_preference(s, kind, last_round, self.readings.last_round_strong);
            s.event_rounds = request.total_rounds;
            s.topscorer = false;
        }
        s3_4_pab(states, request, self.readings.pab_matches);
        following_scores(states, request);
    }

    fn allocate(&self, a: &PlayerState, b: &PlayerState, initial: Colour) -> ColourDecision {
        let (colour, paragraph) = colours::s4_3_allocate(
            a,
            b,
            initial,
            self.ranks_higher(a, b),
            self.readings.initial_parity,
            self.readings.history,
        );
        ColourDecision { colour, paragraph }
    }

    fn criteria(&self, m: &BracketModel) -> Vec<Level> {
        criteria::levels(m)
    }

    /// [C3] in every bracket, and the upfloaters in the model: every bracket
    /// is paired with everybody below it.
    fn ordinary_pairing(&self, ctx: &RoundContext, b: &Bracket) -> OrdinaryPairing {
        b.paired_with_the_rest(ctx)
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

impl Judging for TeamSwiss {}

/// [C6]'s following scoregroup of each team: the next score below his
/// among the teams paired in the round.
fn following_scores(states: &mut [PlayerState], request: &RoundRequest) {
    let mut scores: Vec<crate::points::Points> = states
        .iter()
        .filter(|s| request.present.contains(&s.id))
        .map(|s| s.pairing_score)
        .collect();
    scores.sort_unstable();
    scores.dedup();
    for s in states.iter_mut() {
        s.following_score = scores.iter().rev().copied().find(|&x| x < s.pairing_score);
    }
}

/// 3.4: with an odd number of teams, the PAB goes to the team that may have
/// it ([C2]) and 3.4.1 leaves a legal pairing of the others, then 3.4.2 has
/// the lowest score, 3.4.3 has played the most matches (reading
/// `pab_matches`), 3.4.4 has the largest TPN. No other team may have it.
fn s3_4_pab(states: &mut [PlayerState], request: &RoundRequest, matches: PabMatches) {
    let played = |s: &PlayerState| match matches {
        PabMatches::Played => s.colours.len(),
        PabMatches::Paired => s.paired_with.len(),
    };
    crate::engine::bye_first::assign(states, request, played, |a, b| !a.opponents.contains(&b.id));
}
