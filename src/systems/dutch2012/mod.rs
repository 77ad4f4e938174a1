//! C.04.3 FIDE Dutch System, Istanbul 2012 (`dutch-2012`).
//!
//! The 2012 text shares the bracket machinery of [`super::dutch2017`]: each
//! bracket is an integer program, optimised lexicographically and tie-broken
//! by the generation order of section D. What differs is named here after its
//! paragraph: the colour preferences of A.7, the quality order of A.11 (see
//! [`criteria`]) and E.5 in the later rounds.

pub mod a8;
pub mod criteria;
pub mod sequence;

use crate::error::Result;
use crate::pairing::Pairing;
use crate::state::{DerivationRules, PlayerState, RoundRequest};
use crate::systems::colours::dutch2017_preference;
use crate::solver::{Constraint, LinearForm, Relation};
use crate::solver::SolveError;
use crate::trace::trace;
use crate::systems::dutch2017::bracket::{solve_bracket, BracketModel, BracketOutcome, Role};
use crate::systems::dutch2017::next_bracket::{following_bracket, role_for};
use crate::systems::dutch2017::{pair_edition, with_mdps, ByeRule, Edition, RoundContext};
use crate::tournament::{Colour, Tournament};

/// How the 2012 rules are read from the history. A forfeited game was not
/// played, so it is no meeting for B.1.a: the 2012 corpus pairs such players
/// again (absent-1: 7 and 13, forfeit in round 2, meet in round 4).
pub const RULES: DerivationRules = DerivationRules {
    forfeit_counts_as_met: false,
    unplayed_float: crate::state::UnplayedFloat::WhenScoring,
    any_point_unplayed_blocks_bye: true,
    preference: dutch2017_preference,
};

/// Pairs a round under the 2012 rules.
pub fn pair(t: &Tournament, request: &RoundRequest) -> Result<Pairing> {
    pair_edition(t, request, Edition::Istanbul2012)
}

/// E.5 for two players without a colour history: the text speaks of the
/// first round only ("even numbered players in S1"). In the reference's later
/// rounds the odd-numbered higher player gets the other colour than he would
/// have had in round 1: all 215 such pairs of the 2012 corpus fit this.
pub fn e5_colour_of_odd_numbers(request: &RoundRequest) -> Colour {
    if request.round == 0 {
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

/// An ordinary bracket as the 2012 rules pair it (see [`c12_pairing`]).
#[derive(Debug, Clone)]
pub struct C12Pairing {
    /// What of the next bracket counts: nothing unless C.12 re-paired it.
    pub role: Role,
    pub outcome: std::result::Result<BracketOutcome, SolveError>,
    /// C.12 was needed and this bracket could not help: the backtracking
    /// goes on to the bracket above.
    sends_c12_up: bool,
}

/// The ordinary brackets [`c12_pairing`] has paired in a round, by their
/// players (moved-down players first) and the number of moved-down players.
pub type C12Memo = std::collections::HashMap<(Vec<usize>, usize), C12Pairing>;

/// C.12, backtracking to this bracket from below: the role and the pairing
/// the rules give an ordinary bracket; `lower` holds the scoregroups below
/// it, the next one first.
///
/// The bracket is first paired by its own criteria (first in generation
/// order). C.12 is needed when, with the players that pairing moves down:
/// - the next bracket falls short (`next_bracket_falls_short`);
/// - or the next bracket, paired the same way, needs C.12 itself and cannot
///   help: its backtracking then reaches this bracket.
///
/// The bracket is then paired again with the next bracket ranked after B.3
/// (its pairs, then its PSD: `c12_role`) among the sets of floaters of the
/// same size and scores. That pairing "will be accepted" when it "now allows
/// P1 pairings": the next bracket makes more pairs than with the first
/// floaters or, when it is complete (P0 pairs) either way, pairs more of its
/// moved-down players. Otherwise the first pairing stands and the
/// backtracking goes on upwards. "Backtracking is disallowed when already
/// backtracking" is read as: a bracket paired again by C.12 does not start a
/// backtracking of its own; the search for a bracket that can help goes on
/// up, as JaVaFo's does (default-114 round 9, small-21 round 11).
///
/// Measured on the JaVaFo corpus (tournaments identical of 342):
/// - the next bracket ranked always: 323;
/// - C.12 only when a moved-down player has no compatible opponent below:
///   333, with the acceptance test 335;
/// - when the moved-down players cannot all be paired below: 337;
/// - with the backtracking going on upwards: 339;
/// - also when the next bracket cannot make P0 pairs: 332, and with its P0
///   counted after C.1: 340. The residents C.1 moves on are the whole
///   difference between default-80 and small-47 round 9, where JaVaFo
///   backtracks, and the eight rounds the plain P0 loses (absent-27 round 6,
///   default-52 round 10, default-98 round 9, small-110 round 8, ...), where
///   it does not.
pub fn c12_pairing(ctx: &RoundContext, bracket: &[usize], mdps: usize, lower: &[Vec<usize>]) -> C12Pairing {
    let key = (bracket.to_vec(), mdps);
    if let Some(known) = ctx.c12_memo.borrow().get(&key) {
        return known.clone();
    }
    let paired = c12_pairing_afresh(ctx, bracket, mdps, lower);
    ctx.c12_memo.borrow_mut().insert(key, paired.clone());
    paired
}

fn c12_pairing_afresh(ctx: &RoundContext, bracket: &[usize], mdps: usize, lower: &[Vec<usize>]) -> C12Pairing {
    let (next, next_is_last) = (&lower[0], lower.len() == 1);
    let c12_role = role_for(ctx, bracket, mdps, next, next_is_last);
    let own = Role::Normal { next: Vec::new(), next_is_last };
    let solve = |role: &Role| solve_bracket(ctx, bracket.to_vec(), mdps, role.clone());
    let done = |role: Role, outcome, sends_c12_up: bool| {
        if sends_c12_up {
            trace(|| format!("C.12: the bracket of {} cannot help; backtracking goes on up", crate::points::format_points(ctx.bracket_score(bracket, mdps))));
        }
        C12Pairing { role, outcome, sends_c12_up }
    };
    if c12_role.next_bracket_void() {
        // No other set of floaters to choose: C.12 cannot help here.
        let outcome = solve(&own);
        let needed = outcome.as_ref().is_ok_and(|first| c12_needed(ctx, &first.unpaired, lower));
        return done(own, outcome, needed);
    }
    let first = match solve(&own) {
        Ok(first) => first,
        // A bracket that cannot be paired on its own reports its failure with the full role.
        Err(_) => return done(c12_role.clone(), solve(&c12_role), false),
    };
    if !c12_needed(ctx, &first.unpaired, lower) {
        return done(own, Ok(first), false);
    }
    match solve(&c12_role) {
        Ok(again) if p1_pairings(ctx, &again.unpaired, next) > p1_pairings(ctx, &first.unpaired, next) => {
            trace(|| format!("C.12: the bracket of {} paired again", crate::points::format_points(ctx.bracket_score(bracket, mdps))));
            done(c12_role, Ok(again), false)
        }
        Ok(_) => done(own, Ok(first), true),
        Err(e) => done(c12_role, Err(e), false),
    }
}

/// Whether the players a bracket moves down into `lower` make C.12 needed:
/// the next bracket cannot pair them well ([`next_bracket_falls_short`]), or
/// it needs C.12 itself and sends it up. The last bracket (C.13) sends
/// nothing up, nor does a next bracket whose pairing leaves the rest
/// unpairable: that is C.13's penultimate bracket.
fn c12_needed(ctx: &RoundContext, moved_down: &[usize], lower: &[Vec<usize>]) -> bool {
    if moved_down.is_empty() {
        return false;
    }
    let next = &lower[0];
    if next_bracket_falls_short(ctx, moved_down, next) {
        return true;
    }
    if lower.len() == 1 {
        return false;
    }
    let bracket = with_mdps(moved_down, next);
    let below = c12_pairing(ctx, &bracket, moved_down.len(), &lower[1..]);
    let rest = lower[1..].concat();
    below.sends_c12_up && below.outcome.is_ok_and(|o| ctx.completable(&o.unpaired, &rest))
}

/// The next bracket, made of `moved_down` and the scoregroup `next`, after
/// C.1 has moved on its residents without a compatible opponent in it: it
/// cannot pair all its moved-down players (C.14.b2 would lower M1), or it
/// cannot make the P0 pairs of the players C.1 leaves (C.14 would lower P1).
/// "If there are moved down players", C.12 comes first.
fn next_bracket_falls_short(ctx: &RoundContext, moved_down: &[usize], next: &[usize]) -> bool {
    let following = following_bracket(ctx, moved_down, next);
    following.paired_floaters < moved_down.len() || following.pairs < following.with_opponent / 2
}

/// What C.12 compares of the next bracket made of `moved_down` and `next`:
/// its pairs, then, when it is complete, how many moved-down players it pairs.
fn p1_pairings(ctx: &RoundContext, moved_down: &[usize], next: &[usize]) -> (usize, usize) {
    let following = following_bracket(ctx, moved_down, next);
    let complete = following.pairs == (moved_down.len() + next.len()) / 2;
    (following.pairs, if complete { following.paired_floaters } else { 0 })
}

/// B.1.b forbids a bye after any point without playing. When no pairing of
/// the round keeps that (late rounds of small events), the text gives no
/// answer and the reference still pairs the round, giving the bye to a
/// player who scored without playing in as few rounds as the round allows
/// (small-97 rounds 9-13, absent-16 round 8, small-73 round 7). pairproof
/// does the same, and says so on stderr.
pub fn relax_bye_rule_if_unpairable(ctx: &mut RoundContext, present: &[usize]) {
    let most = present.iter().map(|&p| ctx.states[p].unplayed_scoring_rounds).max().unwrap_or(0);
    for rounds in 1..=most {
        if ctx.completable(&[], present) {
            return;
        }
        ctx.bye_rule = ByeRule::AtMost(rounds);
        eprintln!(
            "warning: round {}: no pairing keeps B.1.b for the bye; it may go to a player who scored without playing in {rounds} round(s)",
            ctx.round + 1
        );
    }
}

/// One step of C.14 in the penultimate bracket: P1 pairs, M1 of them with a
/// moved-down player.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct C14Step {
    pub p1: usize,
    pub m1: usize,
}

impl C14Step {
    /// The step of a pairing of the bracket whose moved-down players are `mdps`.
    pub fn of(outcome: &BracketOutcome, mdps: &[usize]) -> C14Step {
        let with_mdp = |&&(a, b): &&(usize, usize)| mdps.contains(&a) || mdps.contains(&b);
        C14Step { p1: outcome.pairs.len(), m1: outcome.pairs.iter().filter(with_mdp).count() }
    }
}

/// C.13 with C.14: the penultimate bracket is paired again with P1 lowered
/// one by one from the most pairs it can make. At each P1:
/// - a heterogeneous bracket pairs first all the moved-down players it can
///   (M1 = min(M0, P1)), then only one (C.14.b2 lowers M1 "as long as M1 is
///   greater than 1"; JaVaFo never stops between), or none when none of
///   them can meet anybody in it;
/// - a bracket of which at least half came from above is treated as
///   homogeneous (A.3, C.14.a), but its moved-down players are still "always
///   paired first": each of its pairs has one.
///
/// The bracket's criteria rank the pairings of a step; the first step whose
/// pairing lets the rest be paired wins. When none does, P1 reaches zero and
/// the whole bracket moves down (C.14.a). Returns the PPB's pairing, or
/// `None` for "the whole bracket moves down".
///
/// Measured on the JaVaFo corpus (tournaments identical of 342):
/// - M1 lowered only with P1 (min(M1, P1) MDP-pairs): 326; at least one
///   MDP-pair at each P1: 330; no MDP requirement: 317; the homogeneous
///   treatment once M1 would reach zero (the end of C.14.b2): 317, the
///   reference moves the whole bracket down instead.
/// - Every pair with an MDP in the brackets A.3 treats as homogeneous: 341
///   (small-120 round 11). In the 57 such PPBs where JaVaFo pairs anyone,
///   every pair it makes has a moved-down player (53) or is what the last
///   bracket makes once the whole PPB moved down (4).
/// - M1 = min(M0, P1), then 1: 342 (small-47 round 13, the only one of the
///   487 heterogeneous PPBs where a value between them would have been
///   taken). The table of feasible (P1, M1) of every heterogeneous PPB of
///   the corpus agrees with this order in all 487.
pub fn c14_penultimate_pairing(
    ctx: &RoundContext,
    bracket: &[usize],
    mdps: usize,
    rest: &[usize],
) -> std::result::Result<Option<BracketOutcome>, SolveError> {
    let most = crate::systems::dutch2017::next_bracket::max_pairs(ctx, bracket, mdps);
    for p1 in (1..=most).rev() {
        for m1 in c14_m1_steps(ctx, bracket, mdps, p1) {
            let role = Role::Penultimate { rest: rest.to_vec(), c14: Some(C14Step { p1, m1 }) };
            match solve_bracket(ctx, bracket.to_vec(), mdps, role) {
                Ok(outcome) => return Ok(Some(outcome)),
                Err(SolveError::Infeasible) => continue,
                Err(e) => return Err(e),
            }
        }
    }
    Ok(None)
}

/// The values of M1 C.14 tries at P1 = `p1` (see [`c14_penultimate_pairing`]).
fn c14_m1_steps(ctx: &RoundContext, bracket: &[usize], mdps: usize, p1: usize) -> Vec<usize> {
    if mdps == 0 {
        return vec![0];
    }
    if ctx.mdps_treated(bracket.len(), mdps) == 0 {
        return vec![p1];
    }
    let (moved_down, residents) = bracket.split_at(mdps);
    if !moved_down.iter().any(|&d| residents.iter().any(|&r| ctx.compatible(d, r))) {
        return vec![0];
    }
    let all = mdps.min(p1);
    if all > 1 { vec![all, 1] } else { vec![all] }
}

/// The constraints of [`c14_penultimate_pairing`] for one step: exactly
/// `step.p1` pairs, `step.m1` of them with a moved-down player.
pub fn c14_ppb_constraints(m: &BracketModel, step: C14Step) -> Vec<Constraint> {
    let mut mdp_pairs = LinearForm::new();
    let mut pairs = LinearForm::new();
    for (e, &(a, b)) in m.edges.iter().enumerate() {
        if !m.is_bracket_edge(e) {
            continue;
        }
        pairs.add(e, 1);
        if a.min(b) < m.moved_down {
            mdp_pairs.add(e, 1);
        }
    }
    vec![
        Constraint { form: pairs, relation: Relation::Equal, rhs: step.p1 as i64 },
        Constraint { form: mdp_pairs, relation: Relation::Equal, rhs: step.m1 as i64 },
    ]
}
