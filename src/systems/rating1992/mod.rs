//! C.04.1 Swiss System based on rating, approved by the 1992, 1997 and 1998
//! General Assemblies (`rating-1992`), the ancestor of the Dutch system.
//!
//! On the engine, like every rule set: each bracket is an integer program,
//! its relative criteria B.3-B.6 minimised in the order section C gives
//! them up ([`criteria`]), ties broken by the generation order of section D
//! (the same transpositions and exchanges as the later Dutch texts, shared in
//! [`crate::dutch_common`]; [`sequence`] lists the text's own). What
//! is the 1992 text's own is named here after its paragraph: A.3, A.7.a for
//! players over 50%, C.12, C.13/C.14 in the penultimate bracket, E.2, B.1.b,
//! and the history (A.4, A.5, F.2). The readings the text leaves open are
//! listed in [`readings`].

pub mod a8;
pub mod criteria;
mod glossary;
pub mod readings;
pub mod sequence;

use crate::dutch_common::backtracking::{
    a3_mdps_treated, b1b_relaxed_until_pairable, c12_memoised, c14_first_step, most_mdp_pairs,
};
use crate::dutch_common::colours::{self, AbsoluteColourBreach, AbsoluteTie};
use crate::dutch_common::next_bracket::{best_floater_set_ahead, following_bracket, role_for};
use crate::dutch_common::order::{self, RemainderNumbering};
use crate::engine::bracket::{
    solve_bracket, BracketModel, BracketOutcome, OrdinaryPairing, PairQuota, Role,
};
use crate::engine::criteria::Level;
use crate::engine::paragraphs::Paragraphs;
use crate::engine::readings::Choices;
use crate::engine::rules::{
    AbsoluteParagraphs, BracketStage, ColourDecision, Judging, RuleSet, RuleText,
};
use crate::engine::walk::Bracket;
use crate::engine::RoundContext;
use crate::solver::candidates::CandidateGraph;
use crate::solver::{Lexicographic, SolveError};
use crate::state::{
    ColourPreference, DerivationRules, PlayerState, RoundRequest, Strength, UnplayedFloat,
};
use crate::tournament::{Colour, Tournament};
use crate::trace::trace;
use readings::{A2Order, C12Acceptance, C14Order, TopscorerPreference};

/// How the 1992 rules read the history:
/// - F.2: a pairing not actually played "is not considered to be illegal in
///   future rounds": a forfeit is no meeting for B.1.a, and such games do not
///   count for colours;
/// - A.4 writes a float down when the pairing is made, so a pairing of
///   unequal scores gives its floats whether played or not; A.5: "a bye is
///   considered to be a downfloat" (the pairing-allocated one; an absence
///   scores 0 and floats nobody, F.5);
/// - B.1.b: "a point without playing, either through a bye or due to an
///   opponent not appearing": the bye, a forfeit win, a full-point bye (not a
///   half point, which the text does not know);
/// - A.7: [`a7_colour_preference`].
pub const RULES: DerivationRules = DerivationRules {
    forfeit_counts_as_met: false,
    unplayed_float: UnplayedFloat::PairingOrBye,
    any_point_unplayed_blocks_bye: false,
    win_unplayed_blocks_bye: true,
    preference: a7_colour_preference,
};

/// A.7.a-c: absolute beyond ±1 or after the same colour in the two latest
/// games (F.2: played ones), strong when the colour difference is not zero,
/// mild at +0/-0 (the other colour than the previous game's); none before a
/// first game. The text's "white when the colour difference is < 0 or the
/// last two games were black" only disagrees with the later Dutch texts'
/// wording when a player at -1 had white twice (or at +1 black twice): B.2.b
/// then forbids the colour A.7.a would name, and the preference is the other.
pub fn a7_colour_preference(s: &PlayerState) -> ColourPreference {
    colours::colour_preference(s)
}

/// A.7.a "is not in effect when pairing players with a score of over 50% in
/// the last round" (reading `TopscorerPreference::StrongOrMild`): their
/// preference is the strong (colour difference not zero) or mild one of
/// A.7.b/c. So B.2 does not keep them apart (its Note) and E.2 finds their
/// preference no stronger than strong. Read as lifting only the obligatory
/// colour (`Absolute`), the preference stays absolute for E.2, and the Note
/// alone lets B.2 yield.
pub fn a7_topscorers(states: &mut [PlayerState], reading: TopscorerPreference) {
    if reading == TopscorerPreference::Absolute {
        return;
    }
    for s in states
        .iter_mut()
        .filter(|s| s.topscorer && s.preference.strength == Strength::Absolute)
    {
        let cd = s.colour_difference();
        s.preference = if cd != 0 {
            ColourPreference {
                colour: Some(if cd < 0 { Colour::White } else { Colour::Black }),
                strength: Strength::Strong,
            }
        } else {
            ColourPreference {
                colour: s.last_colour().map(Colour::opposite),
                strength: Strength::Mild,
            }
        };
    }
}

/// The 1992 text as a rule set of the engine, with its readings.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rating1992 {
    /// When C.12's new pairing of the previous bracket is accepted.
    pub c12_acceptance: C12Acceptance,
    /// What A.7.a's exception leaves of a topscorer's absolute preference.
    pub topscorer_preference: TopscorerPreference,
    /// Which p C.14 lowers first in a heterogeneous penultimate bracket.
    pub c14_order: C14Order,
    /// The order within a score (A.2).
    pub a2_order: A2Order,
}

/// A.2 read by its own keys (reading `A2Order::RatingTitleName`): each
/// player's rank by rating, then FIDE title "(IGM-WGM-IM-WIM-FM-WFM-no
/// title)", then name ("alphabetically"), the pairing number breaking a full
/// tie; indexed like `t.players`.
pub fn a2_rating_title_name(t: &Tournament) -> Vec<u32> {
    let title = |code: &str| {
        ["g", "wg", "m", "wm", "f", "wf"]
            .iter()
            .position(|&c| c.eq_ignore_ascii_case(code.trim()))
            .unwrap_or(6)
    };
    let mut order: Vec<usize> = (0..t.players.len()).collect();
    order.sort_by(|&i, &j| {
        let (a, b) = (&t.players[i], &t.players[j]);
        (std::cmp::Reverse(a.rating), title(&a.title), &a.name, a.id).cmp(&(
            std::cmp::Reverse(b.rating),
            title(&b.title),
            &b.name,
            b.id,
        ))
    });
    let mut ranks = vec![0; t.players.len()];
    for (position, i) in order.into_iter().enumerate() {
        ranks[i] = position as u32 + 1;
    }
    ranks
}

/// The 1992 text with its default readings.
pub const RATING_1992: Rating1992 = Rating1992 {
    c12_acceptance: readings::C12_ACCEPTANCE,
    topscorer_preference: TopscorerPreference::StrongOrMild,
    c14_order: C14Order::RemainderFirst,
    a2_order: A2Order::PairingNumbers,
};

/// What the text says of itself.
pub static TEXT: RuleText = RuleText {
    name: "rating-1992",
    absolute: AbsoluteParagraphs {
        summary: "B.1-B.2",
        rematch: "B.1.a",
        bye: "B.1.b",
        colours: "B.2",
        completion: "A.5",
    },
    criteria: criteria::SUMMARY,
    // Section D: the transpositions and exchanges in their order.
    order: "section D",
    colours: "E.1-E.5",
    findings: Paragraphs {
        look_ahead: "C.12",
        penultimate: "C.13",
        quality: "B.3-B.6",
        mdps_meet_residents: "A.6",
    },
    penultimate_steps: Some("C.13/C.14"),
    upfloaters_in_bracket: None,
    model: &readings::TABLE,
    glossary: glossary::GLOSSARY,
};

impl RuleSet for Rating1992 {
    fn text(&self) -> &'static RuleText {
        &TEXT
    }

    fn configured(&self, choices: &Choices) -> Option<Box<dyn RuleSet>> {
        Some(Box::new(readings::configured(choices)))
    }

    fn derivation(&self) -> DerivationRules {
        RULES
    }

    fn ranks(&self, t: &Tournament, _request: &RoundRequest) -> Option<Vec<u32>> {
        match self.a2_order {
            A2Order::PairingNumbers => None,
            A2Order::RatingTitleName => Some(a2_rating_title_name(t)),
        }
    }

    fn prepare_states(&self, states: &mut [PlayerState], _t: &Tournament, _request: &RoundRequest) {
        a7_topscorers(states, self.topscorer_preference);
    }

    /// B.1.b is absolute, and the text says no more. When no pairing of the
    /// round keeps it (late rounds of small events, where everybody has had a
    /// point without playing), the bye goes to a player who scored without
    /// playing in as few rounds as the round allows, with a warning on stderr.
    fn prepare_round(&self, ctx: &mut RoundContext, present: &[usize]) {
        b1b_relaxed_until_pairable(ctx, present);
    }

    fn mdps_treated(
        &self,
        _ctx: &RoundContext,
        players: &[usize],
        mdps: usize,
        _stage: BracketStage,
    ) -> usize {
        a3_mdps_treated(players.len(), mdps)
    }

    /// C.13 joins the two lowest brackets "into a new lowest score bracket":
    /// its players from above meet each other when no complete pairing keeps
    /// them apart.
    fn mdps_meet_as_last_resort(&self) -> bool {
        true
    }

    /// E.1-E.5. E.2 grants "the stronger colour preference": two absolute
    /// ones are equally strong and E.3 decides. E.3 compares the histories
    /// compacted as F.3 says (BWW-B as -BWWB); E.5 gives the even-numbered
    /// S1 players of round 1 the other colour than the odd-numbered ones.
    fn allocate(&self, a: &PlayerState, b: &PlayerState, initial: Colour) -> ColourDecision {
        let (colour, rule) = colours::allocate(a, b, initial, AbsoluteTie::EquallyStrong);
        ColourDecision {
            colour,
            paragraph: rule.paragraph(),
        }
    }

    fn criteria(&self, m: &BracketModel) -> Vec<Level> {
        criteria::all_levels(m)
    }

    fn ordinary_pairing(&self, ctx: &RoundContext, b: &Bracket) -> OrdinaryPairing {
        c12_pairing(ctx, &b.players, b.mdps, b.lower, self.c12_acceptance)
    }

    fn penultimate_pairing(
        &self,
        ctx: &RoundContext,
        b: &Bracket,
    ) -> Result<Option<BracketOutcome>, SolveError> {
        c13_penultimate_pairing(ctx, &b.players, b.mdps, &b.rest(), self.c14_order)
    }

    fn first_candidate(&self, m: &BracketModel) -> Option<Vec<bool>> {
        order::first_legal_candidate(m)
    }

    fn first_of_candidates(&self, m: &BracketModel, g: &mut CandidateGraph) -> Option<Vec<bool>> {
        order::exact_generation_order(m, g)
    }

    /// D.1/D.2, A.9: the remainder "is always treated as a homogeneous one"
    /// and is paired from C.2 on as a group of its own (C.6), so D.2 numbers
    /// it afresh.
    fn generation_order(
        &self,
        m: &BracketModel,
        lex: &mut Lexicographic,
    ) -> Result<(), SolveError> {
        order::generation_order(m, lex, RemainderNumbering::Afresh)
    }
}

impl Judging for Rating1992 {
    /// B.2.a (a colour difference beyond ±2) and B.2.b (a colour three
    /// times in a row) are absolute, whatever E.1-E.5 would have given;
    /// topscorers aside, for whom the colours yield (A.7).
    fn colour_breach(
        &self,
        s: &PlayerState,
        given: Colour,
        decided: &ColourDecision,
    ) -> &'static str {
        match colours::absolute_colour_breach(s, given) {
            Some(_) if s.topscorer => decided.paragraph,
            Some(AbsoluteColourBreach::Difference) => "B.2.a",
            Some(AbsoluteColourBreach::ThirdInARow) => "B.2.b",
            None => decided.paragraph,
        }
    }

    /// C.12 counts only when the bracket was paired again for the next one.
    fn next_bracket_counts(&self, pairing: &OrdinaryPairing) -> bool {
        !pairing.role.next_bracket_void()
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

/// C.12: "In case of a heterogeneous group: undo the pairing of the previous
/// score bracket. If in this previous score bracket a pairing can be made
/// whereby another player will be moved down to the current one, and this
/// now allows p pairing to be made then this pairing in the previous score
/// bracket will be accepted." Seen from the previous bracket (the one the
/// walk pairs now, `lower` holding the scoregroups below it):
///
/// - it is first paired by its own criteria;
/// - C.12 is reached when the players that pairing moves down make the next
///   bracket fall short (C.1: one of them has no opponent there, or after
///   C.6-C.11 it cannot make its p pairings: [`next_bracket_falls_short`]);
/// - the bracket is then paired again with the next bracket's pairs, then
///   its PSD, ranked right after B.3 (a pairing its own procedure makes, with
///   another player moved down), and that pairing is accepted when it "now
///   allows p pairings" there ([`readings::C12_ACCEPTANCE`], the default of `c12_acceptance`). Otherwise the
///   first pairing stands and C.14 lowers p in the next bracket.
///
/// Only "the previous score bracket" is undone: unlike 2012, the search does
/// not go further up.
pub fn c12_pairing(
    ctx: &RoundContext,
    bracket: &[usize],
    mdps: usize,
    lower: &[Vec<usize>],
    acceptance: C12Acceptance,
) -> OrdinaryPairing {
    c12_memoised(ctx, bracket, mdps, || {
        c12_pairing_afresh(ctx, bracket, mdps, lower, acceptance)
    })
}

fn c12_pairing_afresh(
    ctx: &RoundContext,
    bracket: &[usize],
    mdps: usize,
    lower: &[Vec<usize>],
    acceptance: C12Acceptance,
) -> OrdinaryPairing {
    let (next, next_is_last) = (&lower[0], lower.len() == 1);
    let own = Role::Normal {
        next: Vec::new(),
        next_is_last,
    };
    let solve = |role: &Role| solve_bracket(ctx, bracket.to_vec(), mdps, role.clone());
    let first = match solve(&own) {
        Ok(first) => first,
        Err(e) => return OrdinaryPairing::new(own, Err(e)),
    };
    if first.unpaired.is_empty() || !next_bracket_falls_short(ctx, &first.unpaired, next) {
        return OrdinaryPairing::new(own, Ok(first));
    }
    let c12_role = role_for(ctx, bracket, mdps, next, next_is_last);
    if c12_role.next_bracket_void() {
        // No other player can be moved down: C.12 cannot help.
        return OrdinaryPairing::new(own, Ok(first));
    }
    match solve(&c12_role) {
        Ok(again) if c12_accepted(ctx, acceptance, &first.unpaired, &again.unpaired, next) => {
            trace(|| {
                format!(
                    "C.12: the bracket of {} paired again",
                    crate::points::format_points(ctx.bracket_score(bracket, mdps))
                )
            });
            OrdinaryPairing::new(c12_role, Ok(again))
        }
        Ok(_) => OrdinaryPairing::new(own, Ok(first)),
        Err(e) => OrdinaryPairing::new(c12_role, Err(e)),
    }
}

/// C.12's acceptance of the players `again` moves down instead of `first`.
fn c12_accepted(
    ctx: &RoundContext,
    acceptance: C12Acceptance,
    first: &[usize],
    again: &[usize],
    next: &[usize],
) -> bool {
    match acceptance {
        C12Acceptance::AllowsP => !next_bracket_falls_short(ctx, again, next),
        C12Acceptance::MorePairs => {
            following_bracket(ctx, again, next).pairs > following_bracket(ctx, first, next).pairs
        }
    }
}

/// The next bracket, made of `moved_down` and the scoregroup `next`, falls
/// short: it cannot pair all its moved-down players (C.1's first case, or
/// C.14 lowering the p of its heterogeneous part), or the players C.1 leaves
/// in it (those with a compatible opponent there; C.1 moves the others on)
/// cannot make their pairs (C.14 lowering its remainder's p).
pub fn next_bracket_falls_short(ctx: &RoundContext, moved_down: &[usize], next: &[usize]) -> bool {
    let following = following_bracket(ctx, moved_down, next);
    following.paired_floaters < moved_down.len() || following.pairs < following.with_opponent / 2
}

/// C.13 with C.14: the lowest bracket cannot be paired, so "the pairing of
/// the penultimate score bracket is undone" and another one is sought "which
/// will allow a pairing in the lowest score bracket", p lowered one by one
/// (C.14) until "p becomes zero": then the two lowest brackets are joined
/// (`None`, the whole bracket moves down). The steps are
/// [`c14_steps`]; at each, the bracket's criteria rank its pairings and the
/// first step with a pairing that lets the rest be paired wins.
pub fn c13_penultimate_pairing(
    ctx: &RoundContext,
    bracket: &[usize],
    mdps: usize,
    rest: &[usize],
    order: C14Order,
) -> std::result::Result<Option<BracketOutcome>, SolveError> {
    let steps = c14_steps(ctx, bracket, mdps, order);
    c14_first_step(ctx, bracket, mdps, rest, steps, |q| {
        format!("p = {} ({} with moved-down players)", q.pairs, q.mdp_pairs)
    })
}

/// The numbers of pairs C.14 tries in the penultimate bracket, in order.
///
/// - A heterogeneous bracket pairs its moved-down players first (p = their
///   number, A.6), then its remainder "at C2" with a p of its own; C.14 lowers
///   the p being worked on, the remainder's first (down to zero: the
///   remainder moves down whole), then, the moved-down players' pairings
///   undone (C.10, C.11), theirs. So for each number of moved-down players
///   paired, from the most down to one, every number of remainder pairs
///   from the most down to zero (reading `C14Order::RemainderFirst`). Read
///   with A.6's p of a heterogeneous bracket, the moved-down players' number
///   (`C14Order::MovedDownFirst`): for each number of remainder pairs, from
///   the most down to zero, every number of moved-down players paired from
///   the most down to one.
/// - A homogeneous bracket (or one A.3 treats so): p from the most down to
///   one; at each p, as many pairs with moved-down players as possible first
///   (A.3: they "are always paired first whenever possible").
pub fn c14_steps(
    ctx: &RoundContext,
    bracket: &[usize],
    mdps: usize,
    order: C14Order,
) -> Vec<PairQuota> {
    let most = ctx.max_pairs(bracket, mdps);
    let mut steps = Vec::new();
    if ctx.mdps_treated(bracket, mdps) == 0 {
        for pairs in (1..=most).rev() {
            for mdp_pairs in (0..=pairs.min(mdps)).rev() {
                steps.push(PairQuota::new(pairs, mdp_pairs));
            }
        }
        return steps;
    }
    let most_mdp = most_mdp_pairs(ctx, bracket, mdps);
    match order {
        C14Order::RemainderFirst => {
            for mdp_pairs in (1..=most_mdp).rev() {
                for remainder in (0..=most - mdp_pairs).rev() {
                    steps.push(PairQuota::new(mdp_pairs + remainder, mdp_pairs));
                }
            }
        }
        C14Order::MovedDownFirst => {
            for remainder in (0..most).rev() {
                for mdp_pairs in (1..=most_mdp.min(most - remainder)).rev() {
                    steps.push(PairQuota::new(mdp_pairs + remainder, mdp_pairs));
                }
            }
        }
    }
    steps
}
