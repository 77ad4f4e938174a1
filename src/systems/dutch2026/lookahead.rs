//! [C8]: the following bracket, made of this bracket's downfloaters and the
//! next scoregroup, as good as possible on [C6] then [C7] (most pairs, then
//! the lowest downfloater scores in descending order), one bracket ahead. It
//! depends only on the set of downfloaters, so it is settled before the
//! bracket's model is built when that is exact: nobody floats or [C6] leaves
//! one set (void); one floater (a cost per player); a few sets (the best
//! ones by [C7] then [C8], when a cost per player singles them out).
//! Otherwise the next scoregroup joins the model.

use crate::dutch_common::next_bracket::{
    best_sets_costs, each_floater_following, following_bracket, max_pairs_floater_sets,
    FollowingBracket,
};
use crate::engine::bracket::Role;
use crate::engine::RoundContext;
use crate::points::Points;
use crate::solver::matching::matching_size;

/// [C8] of one set of downfloaters: (−pairs, downfloater scores from the
/// highest) of the following bracket; smaller is better.
pub type C8Key = (i64, Vec<Points>);

/// The following bracket of `floaters` and the next scoregroup `next`.
pub fn c8_following_bracket(ctx: &RoundContext, floaters: &[usize], next: &[usize]) -> C8Key {
    c8_key(ctx, floaters, next, &following_bracket(ctx, floaters, next))
}

/// [`c8_following_bracket`] given the following bracket.
fn c8_key(
    ctx: &RoundContext,
    floaters: &[usize],
    next: &[usize],
    following: &FollowingBracket,
) -> C8Key {
    let paired_floaters = floaters.len() - following.unpaired_floaters.len();
    let resident_pairs = following.pairs.saturating_sub(paired_floaters);
    let unpaired_residents = next
        .len()
        .saturating_sub(paired_floaters + 2 * resident_pairs);
    let mut scores: Vec<Points> = following
        .unpaired_floaters
        .iter()
        .map(|&p| ctx.states[p].pairing_score)
        .collect();
    scores.extend(
        next.iter()
            .take(unpaired_residents)
            .map(|&p| ctx.states[p].pairing_score),
    );
    scores.sort_unstable_by(|a, b| b.cmp(a));
    (-(following.pairs as i64), scores)
}

/// [C7] of one set of downfloaters: their scores from the highest.
fn c7_scores(ctx: &RoundContext, floaters: &[usize]) -> Vec<Points> {
    let mut scores: Vec<Points> = floaters
        .iter()
        .map(|&p| ctx.states[p].pairing_score)
        .collect();
    scores.sort_unstable_by(|a, b| b.cmp(a));
    scores
}

/// The role of a bracket paired on its own, with what [C8] needs.
pub fn c8_role(ctx: &RoundContext, bracket: &[usize], mdps: usize, next: &[usize]) -> Role {
    let void = Role::Normal {
        next: Vec::new(),
        next_is_last: false,
    };
    let adj = ctx.adjacency(bracket, ctx.mdps_treated(bracket, mdps));
    let pairs = matching_size(&adj);
    let floaters = bracket.len() - 2 * pairs;
    if floaters == 0 || next.is_empty() {
        return void;
    }
    if floaters == 1 {
        return if bracket.len() == 1 {
            void
        } else {
            one_floater_role(ctx, bracket, next)
        };
    }
    let in_model = Role::Normal {
        next: next.to_vec(),
        next_is_last: false,
    };
    let Some(sets) = max_pairs_floater_sets(&adj, pairs) else {
        return in_model;
    };
    if sets.len() == 1 {
        return void;
    }
    let keys: Vec<(Vec<Points>, C8Key)> = sets
        .iter()
        .map(|set| {
            let players: Vec<usize> = set.iter().map(|&v| bracket[v]).collect();
            (
                c7_scores(ctx, &players),
                c8_following_bracket(ctx, &players, next),
            )
        })
        .collect();
    if keys.iter().all(|(_, c8)| *c8 == keys[0].1) {
        return void;
    }
    let Some(cost) = best_sets_costs(ctx, bracket, &sets, &keys) else {
        return in_model;
    };
    Role::FloaterCosts { c7_cost: cost }
}

/// One floater: the rank of his following bracket as a cost per player
/// ([C7] comes before it in the model). The next scoregroup's matching is
/// found once for all the bracket's players, not once per player.
fn one_floater_role(ctx: &RoundContext, bracket: &[usize], next: &[usize]) -> Role {
    let keys: Vec<C8Key> = bracket
        .iter()
        .zip(each_floater_following(ctx, bracket, next))
        .map(|(&p, following)| c8_key(ctx, &[p], next, &following))
        .collect();
    let mut distinct: Vec<&C8Key> = keys.iter().collect();
    distinct.sort();
    distinct.dedup();
    let cost = bracket
        .iter()
        .zip(&keys)
        .map(|(&p, key)| {
            (
                ctx.states[p].id,
                distinct.binary_search(&key).expect("listed") as i64,
            )
        })
        .collect();
    Role::FloaterCosts { c7_cost: cost }
}
