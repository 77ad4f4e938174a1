//! C.04.4.3 Lim System (`lim`).
//!
//! The scoregroups are paired from the top down to just above the median
//! group, then from the bottom up, the median group last (2.2): the engine's
//! walk does so when asked ([`crate::engine::walk::BracketOrder::MedianLast`]),
//! taking back pairs next to a blocked median group (2.6). Each scoregroup,
//! with the floaters it receives, is a bracket whose criteria are the text's
//! priorities ([`criteria`]: 2.3, the floater types of 3.9, 3.10, 3.2, the
//! colours of 5.2 and 5.1); among equally good candidates the text's order
//! decides ([`order`]: 3.6-3.8, 2.3/3.2-3.4, 2.4 and section 4). Colours are
//! in [`colours`]; what the text leaves open in [`readings`].

pub mod colours;
pub mod criteria;
mod glossary;
pub mod order;
pub mod readings;

use crate::engine::bracket::{solve_bracket, BracketModel, BracketOutcome, OrdinaryPairing, Role};
use crate::engine::criteria::Level;
use crate::engine::paragraphs::Paragraphs;
use crate::engine::readings::Choices;
use crate::engine::rules::{
    AbsoluteParagraphs, BracketStage, ColourDecision, Judging, RuleSet, RuleText,
};
use crate::engine::walk::Bracket;
use crate::engine::walk::BracketOrder;
use crate::engine::RoundContext;
use crate::solver::candidates::CandidateGraph;
use crate::solver::{Lexicographic, SolveError};
use crate::state::{DerivationRules, PlayerState, RoundRequest, UnplayedFloat};
use crate::tournament::{Colour, Tournament};
use readings::{FloatersMeet, LastRound, Readings};

/// How the Lim text reads the history: 2.1 (a forfeited game is no
/// meeting; colours of played games only), floats from the opponent's score
/// (3.10), C.04.1 (no second bye, none after a forfeit win).
pub const RULES: DerivationRules = DerivationRules {
    forfeit_counts_as_met: false,
    unplayed_float: UnplayedFloat::Never,
    any_point_unplayed_blocks_bye: false,
    win_unplayed_blocks_bye: false,
    preference: colours::s2_1_preference,
};

/// The Lim text as a rule set of the engine, with its readings.
pub struct Lim {
    pub readings: Readings,
}

/// The rule set with the default readings.
pub const LIM: Lim = Lim {
    readings: readings::DEFAULT,
};

/// What the text says of itself.
pub static TEXT: RuleText = RuleText {
    name: "lim",
    absolute: AbsoluteParagraphs {
        summary: "1.1, 2.1",
        rematch: "2.1",
        bye: "1.1",
        colours: "2.1",
        completion: "2.6",
    },
    criteria: "2.3, 3.9a-c, 3.10, 3.2, 5.2, 5.1",
    // The order of 3.6-3.8, 2.4 and 4.1-4.4 (`order.rs`); colours by section 5.
    order: "2.4, 3.6-3.8, 4.1-4.4",
    colours: "section 5",
    findings: Paragraphs {
        look_ahead: "3.9",
        penultimate: "2.6",
        quality: "2.3, 3.9a-c, 3.10, 3.2, 5.2, 5.1",
        mdps_meet_residents: "2.3, 3.6, 3.8",
    },
    penultimate_steps: None,
    upfloaters_in_bracket: None,
    model: &readings::TABLE,
    glossary: glossary::GLOSSARY,
};

impl RuleSet for Lim {
    fn text(&self) -> &'static RuleText {
        &TEXT
    }

    fn configured(&self, choices: &Choices) -> Option<Box<dyn RuleSet>> {
        Some(Box::new(Lim {
            readings: readings::configured(choices),
        }))
    }

    fn derivation(&self) -> DerivationRules {
        RULES
    }

    fn prepare_states(&self, states: &mut [PlayerState], _t: &Tournament, request: &RoundRequest) {
        s6_last_round(states, request);
        s1_1_bye(states, request);
    }

    fn bracket_order(&self, ctx: &RoundContext, present: &[usize]) -> BracketOrder {
        let bye = (present.len() % 2 == 1)
            .then(|| {
                present
                    .iter()
                    .copied()
                    .find(|&p| !ctx.states[p].bye_ineligible)
            })
            .flatten();
        BracketOrder::MedianLast {
            median: colours::s2_2_median_score(ctx.round.index()),
            bye,
        }
    }

    /// Reading `FloatersMeet`: a floater is paired like any player of the
    /// group (`Allowed`), or only with the group's own players (`Forbidden`).
    fn mdps_treated(
        &self,
        _ctx: &RoundContext,
        _players: &[usize],
        mdps: usize,
        _stage: BracketStage,
    ) -> usize {
        match self.readings.floaters_meet {
            FloatersMeet::Allowed => 0,
            FloatersMeet::Forbidden => mdps,
        }
    }

    /// Reading `FloatersMeet::Forbidden`: floaters meet in the last bracket
    /// when nothing else pairs the round.
    /// 2.6: "the next pairing" of a neighbouring group (reading `CrackedPair`).
    fn cracked_pair(&self) -> crate::engine::CrackedPair {
        self.readings.cracked_pair
    }

    fn mdps_meet_as_last_resort(&self) -> bool {
        self.readings.floaters_meet == FloatersMeet::Forbidden
    }

    /// 6 (reading `LastRound`): in the last round (every player a
    /// "topscorer", [`s6_last_round`]) for every pair, or for two players of
    /// the same score only.
    fn colours_yield(&self, a: &PlayerState, b: &PlayerState) -> bool {
        match self.readings.last_round {
            LastRound::EveryPair => a.topscorer || b.topscorer,
            LastRound::SameScore => {
                a.topscorer && b.topscorer && a.pairing_score == b.pairing_score
            }
        }
    }

    fn allocate(&self, a: &PlayerState, b: &PlayerState, initial: Colour) -> ColourDecision {
        let (colour, paragraph) =
            colours::allocate(a, b, initial, self.ranks_higher(a, b), &self.readings);
        ColourDecision { colour, paragraph }
    }

    fn criteria(&self, m: &BracketModel) -> Vec<Level> {
        criteria::levels(m, &self.readings)
    }

    /// A scoregroup with its floaters; when somebody must float, 3.9 asks
    /// which of its players have a compatible opponent in the adjacent
    /// group (the next in the pairing order): a fact about each player
    /// when he floats, given to the model beforehand (the verifier's model
    /// holds the adjacent group itself).
    fn ordinary_pairing(&self, ctx: &RoundContext, b: &Bracket) -> OrdinaryPairing {
        let floats = b.players.len() > 2 * ctx.max_pairs(&b.players, b.mdps);
        let role = match b.lower.first().filter(|_| floats) {
            Some(adjacent) => Role::AdjacentOpponents {
                of: criteria::s3_9_adjacent_opponents(ctx, &b.players, adjacent),
            },
            None => Role::Normal {
                next: Vec::new(),
                next_is_last: false,
            },
        };
        OrdinaryPairing::new(
            role.clone(),
            solve_bracket(ctx, b.players.clone(), b.mdps, role),
        )
    }

    /// Not reached: the median-last walk has no penultimate bracket (2.6
    /// takes its place). The bracket completing the round, should it be asked.
    fn penultimate_pairing(
        &self,
        ctx: &RoundContext,
        b: &Bracket,
    ) -> Result<Option<BracketOutcome>, SolveError> {
        b.paired_completing_the_rest(ctx).map(Some)
    }

    /// No: a floater meets the highest-numbered player due the other colour
    /// (3.8), and 4.2's exchanges end in the scrutinised player's own half.
    fn first_candidate_pairs_s1_against_s2(&self) -> bool {
        false
    }

    fn first_candidate(&self, _m: &BracketModel) -> Option<Vec<bool>> {
        None
    }

    fn first_of_candidates(&self, m: &BracketModel, g: &mut CandidateGraph) -> Option<Vec<bool>> {
        order::first_in_text_order(m, g, &self.readings).ok()
    }

    fn generation_order(
        &self,
        m: &BracketModel,
        lex: &mut Lexicographic,
    ) -> Result<(), SolveError> {
        let first = order::first_in_text_order(m, lex, &self.readings)?;
        lex.chosen = first;
        Ok(())
    }
}

impl Judging for Lim {
    /// 5.1 a, b: the colour 5.3 gives a player with an absolute colour
    /// withheld from him (a third one in a row, or three more of one colour).
    fn colour_breach(
        &self,
        s: &PlayerState,
        given: Colour,
        decided: &ColourDecision,
    ) -> &'static str {
        colours::s5_1_breach(s, given)
            .filter(|_| decided.paragraph == "5.3")
            .unwrap_or(decided.paragraph)
    }

    fn next_bracket_counts(&self, _pairing: &OrdinaryPairing) -> bool {
        true
    }
}

/// 6 (reading `LastRound`): in the last round the colour conditions of 2.1
/// yield to pairing players who have not met; the engine lets two players
/// of the same absolute colour meet when one of them is a "topscorer".
fn s6_last_round(states: &mut [PlayerState], request: &RoundRequest) {
    let last = request.is_last_round();
    for s in states {
        s.topscorer = last;
    }
}

/// 1.1 (and 7.1): with an odd number of players, the bye goes to the
/// lowest-ranked player of the lowest scoregroup among those C.04.1 allows;
/// ranked by score first, he is in the lowest group that has one (not a
/// reading: C.04.1 bars the others, and 1.1's lowest rank is his). Nobody
/// else may have it.
fn s1_1_bye(states: &mut [PlayerState], request: &RoundRequest) {
    let present: Vec<usize> = states
        .iter()
        .enumerate()
        .filter(|(_, s)| request.present.contains(&s.id))
        .map(|(i, _)| i)
        .collect();
    if present.len().is_multiple_of(2) {
        return;
    }
    let bye = present
        .iter()
        .copied()
        .filter(|&i| !states[i].bye_ineligible)
        .min_by_key(|&i| (states[i].pairing_score, std::cmp::Reverse(states[i].id)));
    for i in present {
        states[i].bye_ineligible = Some(i) != bye;
    }
}
