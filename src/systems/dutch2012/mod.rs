//! C.04.3 FIDE Dutch System, Istanbul 2012 (`dutch-2012`).
//!
//! On the engine, like every rule set: each bracket is an integer program,
//! optimised lexicographically and tie-broken by the generation order of
//! section D (shared with the 2017 text in [`crate::dutch_common`]). What
//! is the 2012 text's own is named here after its paragraph: the quality
//! order of A.11 ([`criteria`]), A.3, the backtracking of C.12, C.13/C.14 in
//! the penultimate bracket, E.2 and E.5, and B.1.b.

pub mod a8;
pub mod criteria;
mod glossary;
pub mod readings;
pub mod sequence;

use crate::dutch_common::backtracking::{
    a3_mdps_treated, b1b_relaxed_until_pairable, c12_memoised, c14_first_step, most_mdp_pairs,
};
use crate::dutch_common::colours::{self, colour_preference, AbsoluteTie};
use crate::dutch_common::next_bracket::{
    best_floater_set_ahead, best_sets_costs, floater_set_psd, following_bracket, look_ahead_key,
    max_pairs_floater_sets, per_set_scores, role_for,
};
use crate::dutch_common::order::{self, RemainderNumbering};
use crate::dutch_common::sequence::{parting_step_in, PartingStep};
use crate::engine::bracket::{
    solve_bracket, BracketModel, BracketOutcome, OrdinaryPairing, PairQuota, Role,
};
use crate::engine::criteria::Level;
use crate::engine::paragraphs::Paragraphs;
use crate::engine::readings::Choices;
use crate::engine::rules::{
    AbsoluteParagraphs, BracketStage, ColourDecision, Judging, RuleSet, RuleText,
};
use crate::engine::walk::with_mdps;
use crate::engine::walk::Bracket;
use crate::engine::RoundContext;
use crate::solver::candidates::CandidateGraph;
use crate::solver::matching::matching_size;
use crate::solver::{Lexicographic, SolveError};
use crate::state::{DerivationRules, PlayerState, RoundRequest};
use crate::tournament::{Colour, Round, Tournament};
use crate::trace::trace;
use readings::{
    A3Floaters, A3Half, A3PpbMdps, A3PpbSingleMdp, C12Backtracking, C12Floaters, C12LastBracket,
    C12OtherSet, C12When, C14SingleMdp, E5LaterRounds, E5Numbers, C14M1, D4B3,
};

/// How the 2012 rules are read from the history. A forfeited game was not
/// played, so it is no meeting for B.1.a: the 2012 corpus pairs such players
/// again (absent-1: 7 and 13, forfeit in round 2, meet in round 4).
pub const RULES: DerivationRules = DerivationRules {
    forfeit_counts_as_met: false,
    unplayed_float: crate::state::UnplayedFloat::WhenScoring,
    any_point_unplayed_blocks_bye: true,
    win_unplayed_blocks_bye: false,
    preference: colour_preference,
};

/// The 2012 text as a rule set of the engine, with the readings it leaves
/// open (`readings.rs`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Dutch2012 {
    pub d2_remainder_numbering: RemainderNumbering,
    pub e2_absolute_tie: AbsoluteTie,
    pub e5_numbers: E5Numbers,
    pub e5_later_rounds: E5LaterRounds,
    pub c12_backtracking: C12Backtracking,
    pub c12_when: C12When,
    pub c12_floaters: C12Floaters,
    pub c12_other_set: C12OtherSet,
    pub c12_last_bracket: C12LastBracket,
    pub c14_m1: C14M1,
    pub c14_single_mdp: C14SingleMdp,
    pub d4_b3: D4B3,
    pub a3_floaters: A3Floaters,
    pub a3_ppb_mdps: A3PpbMdps,
    pub a3_half: A3Half,
    pub a3_ppb_single_mdp: A3PpbSingleMdp,
}

/// The 2012 rules as pairproof reads them by default (measured against JaVaFo 1.4).
pub const DUTCH_2012: Dutch2012 = Dutch2012 {
    d2_remainder_numbering: RemainderNumbering::Afresh,
    e2_absolute_tie: AbsoluteTie::EquallyStrong,
    e5_numbers: E5Numbers::PairingNumber,
    e5_later_rounds: E5LaterRounds::OtherColour,
    c12_backtracking: C12Backtracking::NextBracketOnly,
    c12_when: C12When::HeterogeneousAllPaired,
    c12_floaters: C12Floaters::AllowsP1OrMostPairs,
    c12_other_set: C12OtherSet::HigherPaired,
    c12_last_bracket: C12LastBracket::WithBye,
    c14_m1: C14M1::OneByOne,
    c14_single_mdp: C14SingleMdp::HighestFirst,
    d4_b3: D4B3::FactorOnly,
    a3_floaters: A3Floaters::Residents,
    a3_ppb_mdps: A3PpbMdps::AsManyAsPossible,
    a3_half: A3Half::AfterC1,
    a3_ppb_single_mdp: A3PpbSingleMdp::HighestFirst,
};

/// What the text says of itself.
pub static TEXT: RuleText = RuleText {
    name: "dutch-2012",
    absolute: AbsoluteParagraphs {
        summary: "B.1-B.2",
        rematch: "B.1.a",
        bye: "B.1.b",
        colours: "B.2",
        completion: "A.5",
    },
    criteria: "A.11: P, A.3, D.4, B.3, C.12, B.2, A.7.d, X, Z, B.5, B.6",
    // Section D: the transpositions and exchanges in their order.
    order: "section D",
    colours: "E.1-E.5",
    findings: Paragraphs {
        look_ahead: "C.12",
        penultimate: "C.13",
        quality: "A.11",
        mdps_meet_residents: "A.6.a",
    },
    penultimate_steps: Some("C.14"),
    upfloaters_in_bracket: None,
    model: &readings::TABLE,
    glossary: glossary::GLOSSARY,
};

impl RuleSet for Dutch2012 {
    fn text(&self) -> &'static RuleText {
        &TEXT
    }

    fn configured(&self, choices: &Choices) -> Option<Box<dyn RuleSet>> {
        Some(Box::new(readings::configured(choices)))
    }

    fn derivation(&self) -> DerivationRules {
        RULES
    }

    fn prepare_states(&self, states: &mut [PlayerState], _t: &Tournament, request: &RoundRequest) {
        if request.round != Round::first() && self.e5_numbers == E5Numbers::PairingNumber {
            e5_numbers(states);
        }
    }

    fn initial_colour(&self, request: &RoundRequest) -> Colour {
        match self.e5_later_rounds {
            E5LaterRounds::OtherColour => e5_colour_of_odd_numbers(request),
            E5LaterRounds::AsRoundOne => request.initial_colour,
        }
    }

    /// B.1.b forbids a bye after any point without playing. When no pairing of
    /// the round keeps that (late rounds of small events), the text gives no
    /// answer and the reference still pairs the round, giving the bye to a
    /// player who scored without playing in as few rounds as the round allows
    /// (small-97 rounds 9-13, absent-16 round 8, small-73 round 7). pairproof
    /// does the same, and says so on stderr.
    fn prepare_round(&self, ctx: &mut RoundContext, present: &[usize]) {
        b1b_relaxed_until_pairable(ctx, present);
    }

    /// In the penultimate bracket C.13 backtracks to, "backtracking is
    /// disallowed when already backtracking from a lower score bracket", so
    /// C.1 sends no moved-down player of it to C.12 and A.3 counts them all
    /// (`A3Half::AfterC1`).
    fn mdps_treated(
        &self,
        ctx: &RoundContext,
        players: &[usize],
        mdps: usize,
        stage: BracketStage,
    ) -> usize {
        let after_c1 = match self.a3_half {
            A3Half::AllPlayers => false,
            A3Half::AfterC1 => stage == BracketStage::Ordinary,
            A3Half::AfterC1Everywhere => true,
        };
        if after_c1 {
            a3_mdps_treated_after_c1(ctx, players, mdps)
        } else {
            a3_mdps_treated(players.len(), mdps)
        }
    }

    /// A.3 makes the remainder of a heterogeneous last bracket homogeneous:
    /// moved-down players it cannot pair with its residents meet each other
    /// (after C.14.a moved a whole bracket down, say).
    fn mdps_meet_as_last_resort(&self) -> bool {
        true
    }

    /// E.1-E.5; E.2 grants only "the stronger colour preference", so two
    /// absolute ones are equally strong and E.3 decides (small-16 round 11).
    fn allocate(&self, a: &PlayerState, b: &PlayerState, initial: Colour) -> ColourDecision {
        let (colour, rule) = colours::allocate(a, b, initial, self.e2_absolute_tie);
        ColourDecision {
            colour,
            paragraph: rule.paragraph(),
        }
    }

    fn criteria(&self, m: &BracketModel) -> Vec<Level> {
        criteria::all_levels(m, self.d4_b3, self.a3_floaters)
    }

    fn ordinary_pairing(&self, ctx: &RoundContext, b: &Bracket) -> OrdinaryPairing {
        c12_pairing(ctx, &b.players, b.mdps, b.lower, *self)
    }

    fn penultimate_pairing(
        &self,
        ctx: &RoundContext,
        b: &Bracket,
    ) -> Result<Option<BracketOutcome>, SolveError> {
        c14_penultimate_pairing(ctx, &b.players, b.mdps, &b.rest(), *self)
    }

    fn first_candidate(&self, m: &BracketModel) -> Option<Vec<bool>> {
        order::first_legal_candidate(m)
    }

    /// A homogeneous bracket starts from S1 against S2 as in the 2017 text
    /// (D.1's transpositions before D.2's exchanges).
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

    /// D.2 numbers the remainder afresh, as a bracket of its own (A.3, C.6:
    /// "continue at C4 with the remainder group").
    fn generation_order(
        &self,
        m: &BracketModel,
        lex: &mut Lexicographic,
    ) -> Result<(), SolveError> {
        order::generation_order(m, lex, self.d2_remainder_numbering)
    }
}

impl Judging for Dutch2012 {
    /// B.2: a colour that makes a third in a row or a difference beyond ±2
    /// breaks the absolute criterion, whatever E.1-E.5 would have given
    /// (topscorers aside: its note lets them ignore B.2).
    fn colour_breach(
        &self,
        s: &PlayerState,
        given: Colour,
        decided: &ColourDecision,
    ) -> &'static str {
        match colours::absolute_colour_breach(s, given) {
            Some(_) if !s.topscorer => "B.2",
            _ => decided.paragraph,
        }
    }

    /// Section D: where two candidates part (D.2's exchanges by the number
    /// of players, DELTA, then the S1 and S2 lists).
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
            PartingStep::MdpSet { .. } => "D.3".to_string(),
            PartingStep::MdpOpponents => "D.1.2".to_string(),
            PartingStep::Exchange('a') => "D.2 (number exchanged)".to_string(),
            PartingStep::Exchange('b') => "D.2 (difference)".to_string(),
            PartingStep::Exchange('c') => "D.2 (S1 list)".to_string(),
            PartingStep::Exchange(_) => "D.2 (S2 list)".to_string(),
            PartingStep::Transposition => "D.1.1".to_string(),
        };
        Some((name, ordering))
    }

    /// C.12 counts only when the rules pair the bracket again by backtracking.
    fn next_bracket_counts(&self, pairing: &OrdinaryPairing) -> bool {
        !pairing.role.next_bracket_void()
    }

    /// C.12 read as taking the first pairing that allows the P1 pairings:
    /// the bracket paired again is judged by the rules' cost of each floater
    /// (the sets that allow them), not by the following bracket's pairs.
    fn judged_role(&self, pairing: &OrdinaryPairing) -> Option<Role> {
        let costs = matches!(pairing.role, Role::FloaterCosts { .. });
        (self.c12_floaters != C12Floaters::MostPairs && costs).then(|| pairing.role.clone())
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

/// A.3 counted over the players C.1 leaves in the bracket (`A3Half::AfterC1`):
/// a player without a compatible opponent in it is moved on (or, moved down
/// from above, sent to C.12) before C.2 determines P0 and M0. A bracket left
/// without a moved-down player who can be paired there is homogeneous.
fn a3_mdps_treated_after_c1(ctx: &RoundContext, players: &[usize], mdps: usize) -> usize {
    let has_opponent = |&p: &usize| players.iter().any(|&o| o != p && ctx.compatible(p, o));
    let staying = players.iter().filter(|p| has_opponent(p)).count();
    let staying_mdps = players[..mdps].iter().filter(|p| has_opponent(p)).count();
    if staying_mdps == 0 || 2 * staying_mdps >= staying {
        0
    } else {
        mdps
    }
}

/// E.5 for two players without a colour history: the text speaks of the
/// first round only ("even numbered players in S1"). In the reference's later
/// rounds the odd-numbered higher player gets the other colour than he would
/// have had in round 1 (see `corpora/disputed/README.md`).
pub fn e5_colour_of_odd_numbers(request: &RoundRequest) -> Colour {
    if request.round == Round::first() {
        request.initial_colour
    } else {
        request.initial_colour.opposite()
    }
}

/// After round 1, E.5 reads the pairing number itself.
pub fn e5_numbers(states: &mut [PlayerState]) {
    for s in states {
        s.round_number = s.id;
    }
}

/// C.12, backtracking to this bracket from below: the role and the pairing
/// the rules give an ordinary bracket; `lower` holds the scoregroups below
/// it, the next one first.
///
/// The bracket is first paired by its own criteria (first in generation
/// order). C.12 is needed when, with the players that pairing moves down:
/// - the next bracket falls short (`next_bracket_falls_short`);
/// - or, with `C12Backtracking::GoesOnUp`, the next bracket, paired the same
///   way, needs C.12 itself and cannot help.
///
/// The bracket is then paired again among the sets of floaters of the same
/// size and scores, ranked after B.3 by what C.12 asks of the next bracket
/// (`C12Floaters`: by default the first pairing, in the bracket's own order,
/// whose floaters allow its P1 pairings, `c12_allows_p1_role`; else its
/// pairs, then its PSD). That pairing "will be accepted" when it "now allows
/// P1 pairings" (`c12_accepted`). Otherwise the first pairing stands and the
/// backtracking stops there: "Backtracking is disallowed when already
/// backtracking from a lower score bracket", so the bracket a backtracking
/// reached does not backtrack further up (`C12Backtracking::GoesOnUp` is the
/// other reading; the readings measured are in `corpora/disputed/README.md`).
///
/// Each bracket paired is memoised for the round: looking down meets the
/// brackets the round's own walk pairs later.
pub fn c12_pairing(
    ctx: &RoundContext,
    bracket: &[usize],
    mdps: usize,
    lower: &[Vec<usize>],
    rules: Dutch2012,
) -> OrdinaryPairing {
    c12_memoised(ctx, bracket, mdps, || {
        c12_pairing_afresh(ctx, bracket, mdps, lower, rules)
    })
}

fn c12_pairing_afresh(
    ctx: &RoundContext,
    bracket: &[usize],
    mdps: usize,
    lower: &[Vec<usize>],
    rules: Dutch2012,
) -> OrdinaryPairing {
    let (next, next_is_last) = (&lower[0], lower.len() == 1);
    let mut c12_role = role_for(ctx, bracket, mdps, next, next_is_last);
    if rules.c12_floaters == C12Floaters::AllowsP1 && !c12_role.next_bracket_void() {
        if let Some(role) =
            c12_allows_p1_role(ctx, bracket, mdps, next, next_is_last, rules, 0, &[])
        {
            c12_role = role;
        }
    }
    let own = Role::Normal {
        next: Vec::new(),
        next_is_last,
    };
    let solve = |role: &Role| solve_bracket(ctx, bracket.to_vec(), mdps, role.clone());
    let done = |role: Role, outcome, sends_backtracking_up: bool| {
        if sends_backtracking_up {
            trace(|| {
                format!(
                    "C.12: the bracket of {} cannot help; backtracking goes on up",
                    crate::points::format_points(ctx.bracket_score(bracket, mdps))
                )
            });
        }
        OrdinaryPairing {
            role,
            outcome,
            sends_backtracking_up,
        }
    };
    if c12_role.next_bracket_void() {
        // No other set of floaters to choose: C.12 cannot help here.
        let outcome = solve(&own);
        let needed = outcome
            .as_ref()
            .is_ok_and(|first| c12_needed(ctx, &first.unpaired, lower, rules));
        return done(own, outcome, needed);
    }
    let first = match solve(&own) {
        Ok(first) => first,
        // A bracket that cannot be paired on its own reports its failure with the full role.
        Err(_) => return done(c12_role.clone(), solve(&c12_role), false),
    };
    if !c12_needed(ctx, &first.unpaired, lower, rules) {
        return done(own, Ok(first), false);
    }
    let p1 = c12_p1(ctx, &first.unpaired, next);
    // A backtracking sent up from further below (`C12Backtracking::GoesOnUp`)
    // ranks the next bracket by its pairs.
    if rules.c12_floaters == C12Floaters::AllowsP1OrMostPairs
        && next_bracket_falls_short(ctx, &first.unpaired, next, next_is_last, rules)
    {
        if let Some(role) = c12_allows_p1_role(
            ctx,
            bracket,
            mdps,
            next,
            next_is_last,
            rules,
            p1,
            &first.unpaired,
        ) {
            c12_role = role;
        }
    }
    match solve(&c12_role) {
        Ok(again)
            if c12_accepted(
                ctx,
                &first.unpaired,
                &again.unpaired,
                next,
                next_is_last,
                rules,
                p1,
            ) =>
        {
            trace(|| {
                format!(
                    "C.12: the bracket of {} paired again",
                    crate::points::format_points(ctx.bracket_score(bracket, mdps))
                )
            });
            done(c12_role, Ok(again), false)
        }
        Ok(_) => done(own, Ok(first), true),
        Err(e) => done(c12_role, Err(e), false),
    }
}

/// C.12: the pairing made again "will be accepted" when its floaters `again`
/// "now allow P1 pairings" in the next bracket: it makes more pairs than with
/// the first floaters or, when it is complete either way, pairs more of its
/// moved-down players; with `C12Floaters::AllowsP1OrMostPairs`, also when the
/// next bracket no longer falls short ([`next_bracket_falls_short`]).
fn c12_accepted(
    ctx: &RoundContext,
    first: &[usize],
    again: &[usize],
    next: &[usize],
    next_is_last: bool,
    rules: Dutch2012,
    p1: usize,
) -> bool {
    let compared =
        |floaters: &[usize]| p1_pairings(ctx, floaters, next, next_is_last, rules.c12_last_bracket);
    if compared(again) > compared(first) {
        return true;
    }
    rules.c12_floaters == C12Floaters::AllowsP1OrMostPairs
        && c12_allows_p1(ctx, again, next, next_is_last, rules, p1, first)
}

/// C.12's P1: the P1 of the bracket that backtracks (C.2.a: P1 = P0), with
/// the players `moved_down` into it, after C.1 has moved on its residents
/// without a compatible opponent in it.
fn c12_p1(ctx: &RoundContext, moved_down: &[usize], next: &[usize]) -> usize {
    following_bracket(ctx, moved_down, next).with_opponent / 2
}

/// Whether another set of players `moved_down` "now allows P1 pairings to be
/// made" in the next bracket: it does not fall short
/// ([`next_bracket_falls_short`]) and makes at least `p1` pairs, the P1 of
/// the bracket that backtracked ([`c12_p1`]). With
/// `C12Floaters::AllowsP1OrMostPairs`, by `C12OtherSet`: the next bracket
/// must pair all of them even where A.3 treats it as homogeneous
/// (`AllPaired`), or is judged as C.12's need is (`AsC12When`), and there
/// leaves unpaired only lower moved-down players than the first set did
/// (`HigherPaired`, [`c12_higher_paired`]).
fn c12_allows_p1(
    ctx: &RoundContext,
    moved_down: &[usize],
    next: &[usize],
    next_is_last: bool,
    rules: Dutch2012,
    p1: usize,
    first: &[usize],
) -> bool {
    let mut rules = rules;
    if rules.c12_floaters == C12Floaters::AllowsP1OrMostPairs
        && rules.c12_other_set == C12OtherSet::AllPaired
    {
        rules.c12_when = C12When::AllPaired;
    }
    let a3_higher_paired = rules.c12_floaters != C12Floaters::AllowsP1OrMostPairs
        || rules.c12_other_set != C12OtherSet::HigherPaired
        || !a3_treated_as_homogeneous(ctx, moved_down, next)
        || c12_higher_paired(ctx, moved_down, first, next);
    a3_higher_paired
        && !next_bracket_falls_short(ctx, moved_down, next, next_is_last, rules)
        && following_bracket(ctx, moved_down, next).pairs >= p1
}

/// C.1, C.12 in a next bracket A.3 treats as homogeneous
/// (`C12OtherSet::HigherPaired`): C.12 backtracks for the moved-down players
/// the next bracket cannot pair, so another set "now allows" its pairings
/// only if the moved-down players it leaves unpaired there score lower (or
/// are fewer) than those the `first` set left.
fn c12_higher_paired(
    ctx: &RoundContext,
    moved_down: &[usize],
    first: &[usize],
    next: &[usize],
) -> bool {
    let unpaired_scores = |floaters: &[usize]| {
        let mut scores: Vec<_> = following_bracket(ctx, floaters, next)
            .unpaired_floaters
            .iter()
            .map(|&p| ctx.states[p].pairing_score)
            .collect();
        scores.sort_unstable_by(|a, b| b.cmp(a));
        scores
    };
    unpaired_scores(moved_down) < unpaired_scores(first)
}

/// Whether the players a bracket moves down into `lower` make C.12 needed:
/// the next bracket cannot pair them well ([`next_bracket_falls_short`]), or
/// it needs C.12 itself and sends it up. The last bracket (C.13) sends
/// nothing up, nor does a next bracket whose pairing leaves the rest
/// unpairable: that is C.13's penultimate bracket.
fn c12_needed(
    ctx: &RoundContext,
    moved_down: &[usize],
    lower: &[Vec<usize>],
    rules: Dutch2012,
) -> bool {
    if moved_down.is_empty() {
        return false;
    }
    let next = &lower[0];
    if next_bracket_falls_short(ctx, moved_down, next, lower.len() == 1, rules) {
        return true;
    }
    if lower.len() == 1 || rules.c12_backtracking == C12Backtracking::NextBracketOnly {
        return false;
    }
    let bracket = with_mdps(moved_down, next);
    let below = c12_pairing(ctx, &bracket, moved_down.len(), &lower[1..], rules);
    let rest = lower[1..].concat();
    below.sends_backtracking_up
        && below
            .outcome
            .is_ok_and(|o| ctx.completable(&o.unpaired, &rest))
}

/// The next bracket, made of `moved_down` and the scoregroup `next`, after
/// C.1 has moved on its residents without a compatible opponent in it,
/// cannot make the P0 pairs of the players C.1 leaves (C.14 would lower P1:
/// "If there are moved down players", C.12 comes first). Nor, by `when`:
/// - `AllPaired`: pair all its moved-down players (C.14.b2 would lower M1);
/// - `HeterogeneousAllPaired`: the same when it is heterogeneous; one that
///   A.3 treats as homogeneous ([`a3_treated_as_homogeneous`]) sets P = P1,
///   not M1 (C.3.a), and only C.1 and its P0 pairs count;
/// - `C1OrP0`: give each moved-down player a compatible opponent in it (C.1:
///   "if this player was moved down from a higher score bracket apply C12").
fn next_bracket_falls_short(
    ctx: &RoundContext,
    moved_down: &[usize],
    next: &[usize],
    next_is_last: bool,
    rules: Dutch2012,
) -> bool {
    let following = following_bracket(ctx, moved_down, next);
    let when = match rules.c12_when {
        C12When::HeterogeneousAllPaired if a3_treated_as_homogeneous(ctx, moved_down, next) => {
            C12When::C1OrP0
        }
        C12When::HeterogeneousAllPaired => C12When::AllPaired,
        when => when,
    };
    if next_is_last
        && rules.c12_last_bracket == C12LastBracket::WithBye
        && when == C12When::AllPaired
        && !last_bracket_pairs_all(ctx, moved_down, next)
    {
        return true;
    }
    let moved_down_short = match when {
        C12When::AllPaired | C12When::HeterogeneousAllPaired => {
            following.paired_floaters < moved_down.len()
        }
        C12When::C1OrP0 => c1_without_opponent(ctx, moved_down, next),
    };
    moved_down_short || following.pairs < following.with_opponent / 2
}

/// C.1: a moved-down player has no compatible opponent in the next bracket
/// ("if this player was moved down from a higher score bracket apply C12").
fn c1_without_opponent(ctx: &RoundContext, moved_down: &[usize], next: &[usize]) -> bool {
    moved_down
        .iter()
        .any(|&d| !next.iter().any(|&r| ctx.compatible(d, r)))
}

/// A.3: "a heterogeneous score bracket of which at least half of the players
/// have come from a higher score bracket is also treated as though it was
/// homogeneous", counted after C.1 has moved on the residents without a
/// compatible opponent in it (C.2 determines P0 and M0 after C.1).
fn a3_treated_as_homogeneous(ctx: &RoundContext, moved_down: &[usize], next: &[usize]) -> bool {
    let staying = next
        .iter()
        .filter(|&&r| {
            moved_down
                .iter()
                .chain(next)
                .any(|&o| o != r && ctx.compatible(o, r))
        })
        .count();
    a3_mdps_treated(moved_down.len() + staying, moved_down.len()) == 0
}

/// C.12 read as a yes or no (`C12Floaters::AllowsP1`): the sets of floaters
/// C.5 leaves are ranked by the bracket's PSD, then by whether the next
/// bracket, with them, makes its P1 pairings ([`c12_allows_p1`], `p1` the
/// P1 of the bracket that backtracked, 0 with `AllowsP1`), and nothing more;
/// the bracket's own criteria and order choose among those that do. With
/// `AllowsP1OrMostPairs`, the sets that do not are ranked
/// among themselves by the next bracket's pairs, then its PSD (C.7's key), as
/// `MostPairs` ranks them: "now allows P1 pairings" when none reaches P1 is
/// read as allowing more of them. `None` when the sets cannot be enumerated
/// or singled out by a cost per player.
// The bracket, its successor and C.12's reading: what the paragraph weighs.
#[allow(clippy::too_many_arguments)]
fn c12_allows_p1_role(
    ctx: &RoundContext,
    bracket: &[usize],
    mdps: usize,
    next: &[usize],
    next_is_last: bool,
    rules: Dutch2012,
    p1: usize,
    first: &[usize],
) -> Option<Role> {
    let treated = ctx.mdps_treated(bracket, mdps);
    let adj = ctx.adjacency(bracket, treated);
    let pairs = matching_size(&adj);
    let sets = max_pairs_floater_sets(&adj, pairs)?;
    if rules.c12_floaters == C12Floaters::AllowsP1OrMostPairs {
        per_set_scores(ctx, bracket, treated, next).ok()?;
    }
    let keys: Vec<_> = sets
        .iter()
        .map(|set| {
            let players: Vec<usize> = set.iter().map(|&v| bracket[v]).collect();
            let short = !c12_allows_p1(ctx, &players, next, next_is_last, rules, p1, first);
            let shortfall = (short && rules.c12_floaters == C12Floaters::AllowsP1OrMostPairs)
                .then(|| look_ahead_key(ctx, &players, next, next_is_last));
            (
                floater_set_psd(ctx, bracket, treated, pairs, set),
                (short, shortfall),
            )
        })
        .collect();
    let c7_cost = best_sets_costs(ctx, bracket, &sets, &keys)?;
    Some(Role::FloaterCosts { c7_cost })
}

/// Whether the last bracket, made of `moved_down` and the lowest scoregroup
/// `next`, has a complete pairing (the bye, if any, to an eligible resident:
/// B.1.b, A.5) that pairs every moved-down player (C.12 with C.13: M1 is
/// lowered only when backtracking cannot help).
fn last_bracket_pairs_all(ctx: &RoundContext, moved_down: &[usize], next: &[usize]) -> bool {
    ctx.completable_with_bye(moved_down, next, |p| {
        ctx.bye_eligible(p) && !moved_down.contains(&p)
    })
}

/// What C.12 compares of the next bracket made of `moved_down` and `next`:
/// its pairs, then, when it is complete, how many moved-down players it pairs.
fn p1_pairings(
    ctx: &RoundContext,
    moved_down: &[usize],
    next: &[usize],
    next_is_last: bool,
    reading: C12LastBracket,
) -> (usize, usize) {
    if next_is_last && reading == C12LastBracket::WithBye {
        return (
            usize::from(ctx.completable(moved_down, next)),
            usize::from(last_bracket_pairs_all(ctx, moved_down, next)),
        );
    }
    let following = following_bracket(ctx, moved_down, next);
    let complete = following.pairs == (moved_down.len() + next.len()) / 2;
    (
        following.pairs,
        if complete {
            following.paired_floaters
        } else {
            0
        },
    )
}

/// C.13 with C.14: the penultimate bracket is paired again with P1 lowered
/// one by one from the most pairs it can make. At each P1:
/// - a heterogeneous bracket pairs M1 of its moved-down players with
///   residents ([`c14_m1_steps`]), or none when none of them can meet
///   anybody in it (C.14.b2 sets M1 = 0 and manages it as homogeneous);
/// - a bracket of which at least half came from above is treated as
///   homogeneous (A.3, C.14.a), but its moved-down players are still "always
///   paired first whenever possible" ([`a3_ppb_mdp_pairs`]).
///
/// The bracket's criteria rank the pairings of a step; the first step whose
/// pairing lets the rest be paired wins. When none does, P1 reaches zero and
/// the whole bracket moves down (C.14.a). At M1 = 1 the moved-down player
/// paired is one of the highest score, P1 lowered before a lower one is
/// taken (`C14SingleMdp`: the steps are run first with that restriction,
/// then without it). Returns the PPB's pairing, or
/// `None` for "the whole bracket moves down". The readings measured are in
/// `corpora/disputed/README.md`.
pub fn c14_penultimate_pairing(
    ctx: &RoundContext,
    bracket: &[usize],
    mdps: usize,
    rest: &[usize],
    rules: Dutch2012,
) -> std::result::Result<Option<BracketOutcome>, SolveError> {
    let passes: &[bool] = match rules.c14_single_mdp {
        C14SingleMdp::HighestFirst | C14SingleMdp::HighestThenDown => &[true, false],
        C14SingleMdp::Any => &[false],
    };
    for &highest in passes {
        if let Some(outcome) = c14_steps(ctx, bracket, mdps, rest, rules, highest)? {
            return Ok(Some(outcome));
        }
        if highest
            && rules.c14_single_mdp == C14SingleMdp::HighestThenDown
            && whole_bracket_down_completes(ctx, bracket, rest)
        {
            return Ok(None);
        }
    }
    Ok(None)
}

/// C.14.b1, C.13: P1 lowered to zero, the whole bracket joins the lowest one,
/// where anybody may meet anybody: can the round then be paired?
fn whole_bracket_down_completes(ctx: &RoundContext, bracket: &[usize], rest: &[usize]) -> bool {
    let merged: Vec<usize> = bracket.iter().chain(rest).copied().collect();
    ctx.completable(&[], &merged)
}

/// C.14's steps from the most pairs down: the first pairing of the bracket
/// that lets the rest be paired; with `highest`, at M1 = 1 only a
/// moved-down player of the highest score ([`c14_single_mdp_pairable`]).
fn c14_steps(
    ctx: &RoundContext,
    bracket: &[usize],
    mdps: usize,
    rest: &[usize],
    rules: Dutch2012,
    highest: bool,
) -> Result<Option<BracketOutcome>, SolveError> {
    let most = ctx.max_pairs_penultimate(bracket, mdps);
    let steps = (1..=most).rev().flat_map(|p1| {
        c14_m1_steps(ctx, bracket, mdps, p1, rules)
            .into_iter()
            .map(move |m1| PairQuota {
                pairs: p1,
                mdp_pairs: m1,
                unpaired_from: if highest {
                    c14_single_mdp_pairable(ctx, bracket, mdps, m1, rules)
                } else {
                    None
                },
            })
    });
    c14_first_step(ctx, bracket, mdps, rest, steps, |q| {
        format!("P1 = {}, M1 = {}", q.pairs, q.mdp_pairs)
    })
}

/// C.8.b, C.14.b at M1 = 1 (`C14SingleMdp::HighestFirst`): the moved-down
/// players (A.2 order) from the returned one on stay unpaired, so that the
/// one paired has the highest score; `None` when M1 is not 1, or when the
/// bracket is treated as homogeneous (A.3) and `A3PpbSingleMdp::Any` reads it.
fn c14_single_mdp_pairable(
    ctx: &RoundContext,
    bracket: &[usize],
    mdps: usize,
    m1: usize,
    rules: Dutch2012,
) -> Option<usize> {
    let homogeneous = ctx.mdps_treated_penultimate(bracket, mdps) == 0;
    if m1 != 1 || mdps == 0 || (homogeneous && rules.a3_ppb_single_mdp == A3PpbSingleMdp::Any) {
        return None;
    }
    let score = |v: usize| ctx.states[bracket[v]].pairing_score;
    Some((0..mdps).filter(|&v| score(v) == score(0)).count())
}

/// The values of M1 C.14 tries at P1 = `p1` (see [`c14_penultimate_pairing`]).
///
/// C.14.b2 reduces M1 "by 1" as long as it is greater than 1, and sets it
/// to 0 (the bracket managed as homogeneous) when not even one moved-down
/// player can meet a resident. C.14.b1 reduces P1 instead once "the pairing
/// procedure has got to the remainder"; how the two interleave when the
/// moved-down players can be paired but the rest of the round then cannot
/// is left open (`C14M1`): by default, at each P1, M1 from min(M0, P1)
/// down to one (C.3.a: P = M1, so M1 is at most P1).
fn c14_m1_steps(
    ctx: &RoundContext,
    bracket: &[usize],
    mdps: usize,
    p1: usize,
    rules: Dutch2012,
) -> Vec<usize> {
    if mdps == 0 {
        return vec![0];
    }
    if ctx.mdps_treated_penultimate(bracket, mdps) == 0 {
        return a3_ppb_mdp_pairs(ctx, bracket, mdps, p1, rules.a3_ppb_mdps);
    }
    let pairable = most_mdp_pairs(ctx, bracket, mdps);
    if pairable == 0 {
        return vec![0];
    }
    match rules.c14_m1 {
        C14M1::OneByOne => (1..=mdps.min(p1)).rev().collect(),
        C14M1::AllThenOne => {
            let all = mdps.min(p1);
            if all > 1 {
                vec![all, 1]
            } else {
                vec![all]
            }
        }
        C14M1::AfterRemainder => vec![pairable.min(p1)],
    }
}

/// A.3, C.14.a: the numbers of pairs holding a moved-down player tried, in
/// turn, in a penultimate bracket treated as homogeneous at P1 = `p1`: its
/// moved-down players "are always paired first whenever possible"
/// (`A3PpbMdps`); C.14.a lowers only P1, so with `FewerBeforeP1` a pairing
/// of P1 pairs holding fewer of them comes before P1 is lowered.
fn a3_ppb_mdp_pairs(
    ctx: &RoundContext,
    bracket: &[usize],
    mdps: usize,
    p1: usize,
    reading: A3PpbMdps,
) -> Vec<usize> {
    let most = || p1.min(most_mdp_pairs(ctx, bracket, mdps));
    match reading {
        A3PpbMdps::EveryPair => vec![p1],
        A3PpbMdps::AsManyAsPossible => vec![most()],
        A3PpbMdps::FewerBeforeP1 => (0..=most()).rev().collect(),
    }
}
