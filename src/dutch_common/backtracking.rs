//! The procedures the 1992 and 2012 texts share for a bracket that cannot
//! be paired as it stands: A.3's heterogeneous brackets treated as
//! homogeneous, C.12 (the bracket above paired again, memoised for the
//! round), C.13/C.14 (the penultimate bracket's number of pairs lowered step
//! by step) and B.1.b relaxed when no pairing of the round keeps it. Each
//! rule set decides the steps; the loops are here once.

use crate::engine::bracket::{solve_bracket, BracketOutcome, OrdinaryPairing, PairQuota, Role};
use crate::engine::{ByeRule, RoundContext};
use crate::solver::matching::matching_size;
use crate::solver::SolveError;
use crate::trace::trace;

/// A.3 (both texts): a bracket of which at least half came from above is
/// treated as homogeneous: none of its moved-down players is paired as such.
pub fn a3_mdps_treated(size: usize, mdps: usize) -> usize {
    if 2 * mdps >= size {
        0
    } else {
        mdps
    }
}

/// The most moved-down players (the first `mdps` of `bracket`) that can be
/// paired with its residents at once.
pub fn most_mdp_pairs(ctx: &RoundContext, bracket: &[usize], mdps: usize) -> usize {
    let mut adj = ctx.adjacency(bracket, mdps);
    for (v, opponents) in adj.iter_mut().enumerate() {
        opponents.retain(|&u| (u < mdps) != (v < mdps));
    }
    matching_size(&adj)
}

/// C.12 looks down the brackets below and meets them again when the round's
/// own walk reaches them: each ordinary bracket is paired once per round.
pub fn c12_memoised(
    ctx: &RoundContext,
    bracket: &[usize],
    mdps: usize,
    pair: impl FnOnce() -> OrdinaryPairing,
) -> OrdinaryPairing {
    let key = (bracket.to_vec(), mdps);
    if let Some(known) = ctx.ordinary_memo.borrow().get(&key) {
        return known.clone();
    }
    let paired = pair();
    ctx.ordinary_memo.borrow_mut().insert(key, paired.clone());
    paired
}

/// C.13/C.14: the penultimate bracket paired at the first of `steps` that
/// lets the rest of the round be paired (`describe` names the step in the
/// trace); `None` when none does (the whole bracket moves down).
pub fn c14_first_step(
    ctx: &RoundContext,
    bracket: &[usize],
    mdps: usize,
    rest: &[usize],
    steps: impl IntoIterator<Item = PairQuota>,
    describe: impl Fn(&PairQuota) -> String,
) -> Result<Option<BracketOutcome>, SolveError> {
    for quota in steps {
        let role = Role::Penultimate {
            rest: rest.to_vec(),
            quota: Some(quota),
        };
        match solve_bracket(ctx, bracket.to_vec(), mdps, role) {
            Ok(outcome) => {
                trace(|| {
                    format!(
                        "C.14: the penultimate bracket paired with {}",
                        describe(&quota)
                    )
                });
                return Ok(Some(outcome));
            }
            Err(SolveError::Infeasible) => continue,
            Err(e) => return Err(e),
        }
    }
    Ok(None)
}

/// B.1.b (both texts) is absolute, and neither says more. When no pairing of
/// the round keeps it (late rounds of small events, where everybody has had
/// a point without playing), the bye goes to a player who scored without
/// playing in as few rounds as the round allows, with a warning on stderr.
pub fn b1b_relaxed_until_pairable(ctx: &mut RoundContext, present: &[usize]) {
    let most = present
        .iter()
        .map(|&p| ctx.states[p].unplayed_scoring_rounds)
        .max()
        .unwrap_or(0);
    for rounds in 1..=most {
        if ctx.completable(&[], present) {
            return;
        }
        ctx.bye_rule = ByeRule::AtMost(rounds);
        eprintln!(
            "warning: round {}: no pairing keeps B.1.b for the bye; it may go to a player who scored without playing in {rounds} round(s)",
            ctx.round
        );
    }
}
