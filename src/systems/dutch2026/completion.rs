//! [C4]: every bracket is paired so that the players not yet paired can
//! still be paired under [C1]-[C3], and [C5]: with the PAB to the lowest
//! score possible. A bracket is first paired on its own (with the next
//! scoregroup for [C8]); when that pairing leaves the rest of the round
//! complete with the PAB at the best score, it is the pairing under [C4] and
//! [C5] too (those only remove candidates). Otherwise the bracket is paired
//! with the rest of the round in its model ([`Role::Completion`]).

use super::lookahead::c8_role;
use super::readings::C8UnderC4;
use crate::engine::bracket::{solve_bracket, OrdinaryPairing, Role};
use crate::engine::RoundContext;
use crate::points::Points;
use crate::solver::matching::{deficient_vertices, maximum_matching, NONE};

/// An ordinary bracket under [C4]-[C8]; `lower` holds the scoregroups below.
pub fn c4_ordinary_pairing(
    ctx: &RoundContext,
    bracket: &[usize],
    mdps: usize,
    lower: &[Vec<usize>],
    c8: C8UnderC4,
) -> OrdinaryPairing {
    let rest = lower.concat();
    let Some(pab) = c5_lowest_pab_score(ctx, bracket, mdps, &rest) else {
        return c4_with_rest(ctx, bracket, mdps, &rest, lower[0].len());
    };
    // The PAB goes to a downfloater of this bracket: [C9] decides among them.
    let lowest = bracket
        .iter()
        .map(|&p| ctx.states[p].pairing_score)
        .min()
        .unwrap_or(Points::MAX);
    if pab != Points::MAX && pab >= lowest {
        return c4_with_rest(ctx, bracket, mdps, &rest, lower[0].len());
    }
    let role = c8_role(ctx, bracket, mdps, &lower[0]);
    let outcome = solve_bracket(ctx, bracket.to_vec(), mdps, role.clone());
    let may_get_pab = |p: usize| ctx.bye_eligible(p) && ctx.states[p].pairing_score <= pab;
    if let Ok(o) = &outcome {
        // Checked whenever players float, even when their sets all look alike
        // on their own ([C8] void for the bracket alone): under [C4] they may not.
        let c8_holds = o.unpaired.is_empty()
            || c8 == C8UnderC4::Alone
            || c8_holds_under_c4(ctx, &o.unpaired, lower, &may_get_pab);
        if c8_holds && ctx.completable_with_bye(&o.unpaired, &rest, may_get_pab) {
            return OrdinaryPairing::new(role, outcome);
        }
    }
    c4_with_rest(ctx, bracket, mdps, &rest, lower[0].len())
}

/// [C8] under [C4]: whether the following bracket of `floaters` reaches its
/// best on [C6]-[C7] (paired on its own) with the rest of the round still
/// pairable. Then no other set of downfloaters does better under [C4]
/// (which only removes pairings of the following bracket), and the
/// bracket's pairing on its own stands; otherwise the model decides.
fn c8_holds_under_c4(
    ctx: &RoundContext,
    floaters: &[usize],
    lower: &[Vec<usize>],
    may_get_pab: &dyn Fn(usize) -> bool,
) -> bool {
    let players: Vec<usize> = floaters.iter().chain(&lower[0]).copied().collect();
    if let Some(holds) = c8_under_c4_by_matchings(ctx, &players, floaters.len(), lower, may_get_pab)
    {
        return holds;
    }
    let alone = Role::Normal {
        next: Vec::new(),
        next_is_last: false,
    };
    let Ok(following) = solve_bracket(ctx, players, floaters.len(), alone) else {
        return false;
    };
    ctx.completable_with_bye(&following.unpaired, &lower[1..].concat(), may_get_pab)
}

/// [`c8_holds_under_c4`] decided by the following bracket's maximum
/// matchings alone, without pairing it, where they decide it: paired on its
/// own, it leaves unpaired as many players as a maximum matching does
/// ([C6]), and with one left, one of the lowest score among those some
/// maximum matching leaves out ([C7]). So: nobody left, and the round below
/// is checked as the pairing would leave it; when it is the last bracket,
/// two or more left never complete it, and one left completes it when every
/// such candidate may get the PAB, never when none may. `None`: the
/// candidates disagree, or the following bracket's pairing must be found.
fn c8_under_c4_by_matchings(
    ctx: &RoundContext,
    players: &[usize],
    floaters: usize,
    lower: &[Vec<usize>],
    may_get_pab: &dyn Fn(usize) -> bool,
) -> Option<bool> {
    let adj = ctx.adjacency(players, ctx.mdps_treated(players, floaters));
    let mate: Vec<usize> = maximum_matching(&adj)
        .into_iter()
        .map(|m| m.unwrap_or(NONE))
        .collect();
    let left = mate.iter().filter(|&&m| m == NONE).count();
    let last = lower.len() == 1;
    match left {
        0 => Some(ctx.completable_with_bye(&[], &lower[1..].concat(), may_get_pab)),
        1 if last => {
            let deficient = deficient_vertices(&adj, &mate);
            let score = |v: usize| ctx.states[players[v]].pairing_score;
            let candidates: Vec<usize> = (0..players.len()).filter(|&v| deficient[v]).collect();
            let lowest = candidates.iter().map(|&v| score(v)).min()?;
            let pab: Vec<bool> = candidates
                .iter()
                .filter(|&&v| score(v) == lowest)
                .map(|&v| may_get_pab(players[v]))
                .collect();
            if pab.iter().all(|&p| p) {
                Some(true)
            } else if pab.iter().all(|&p| !p) {
                Some(false)
            } else {
                None
            }
        }
        _ if last => Some(false),
        _ => None,
    }
}

/// The bracket paired with `rest` (everybody below it, the first `next` the
/// next scoregroup) in its model.
pub fn c4_with_rest(
    ctx: &RoundContext,
    bracket: &[usize],
    mdps: usize,
    rest: &[usize],
    next: usize,
) -> OrdinaryPairing {
    let role = Role::Completion {
        rest: rest.to_vec(),
        next,
    };
    OrdinaryPairing::new(
        role.clone(),
        solve_bracket(ctx, bracket.to_vec(), mdps, role),
    )
}

/// [C5]: the lowest score of a PAB assignee with which the bracket and
/// `rest` can be paired completely; `Points::MAX` when nobody gets the PAB,
/// `None` when they cannot be paired at all.
pub fn c5_lowest_pab_score(
    ctx: &RoundContext,
    bracket: &[usize],
    mdps: usize,
    rest: &[usize],
) -> Option<Points> {
    let (floaters, residents) = bracket.split_at(mdps);
    let others: Vec<usize> = residents.iter().chain(rest).copied().collect();
    if (bracket.len() + rest.len()).is_multiple_of(2) {
        return ctx.completable(floaters, &others).then_some(Points::MAX);
    }
    let mut scores: Vec<Points> = bracket
        .iter()
        .chain(rest)
        .filter(|&&p| ctx.bye_eligible(p))
        .map(|&p| ctx.states[p].pairing_score)
        .collect();
    scores.sort_unstable();
    scores.dedup();
    scores.into_iter().find(|&score| {
        ctx.completable_with_bye(floaters, &others, |p| {
            ctx.bye_eligible(p) && ctx.states[p].pairing_score <= score
        })
    })
}
