//! C.7: the following bracket. When the bracket can pair everybody, C.7 is
//! void; when exactly one player floats, the following bracket depends only on
//! who he is, so C.7 becomes a cost per player, computed here exactly with
//! maximum matchings; otherwise the next scoregroup joins the bracket's model.

use super::bracket::Role;
use super::criteria::{downfloater_sd, pair_sd};
use super::RoundContext;
use crate::points::Points;
use crate::solver::matching::matching_size;
use crate::tournament::PlayerId;
use std::collections::HashMap;

/// The role of an ordinary bracket, with what C.7 needs.
/// When `next_is_last`, the following bracket must give the bye to an
/// eligible player, which the per-player costs do not see: the next
/// scoregroup then joins the model even for one floater.
pub fn role_for(ctx: &RoundContext, bracket: &[usize], mdps: usize, next: &[usize], next_is_last: bool) -> Role {
    let pairs = matching_size(&adjacency(ctx, bracket, mdps));
    match bracket.len() - 2 * pairs {
        0 => Role::Normal {
            next: Vec::new(),
            next_is_last,
        },
        1 if !next_is_last => Role::SingleFloater {
            c7_cost: single_floater_costs(ctx, bracket, next),
        },
        _ => Role::Normal {
            next: next.to_vec(),
            next_is_last,
        },
    }
}

/// Compatible pairs among `players`, of whom the first `mdps` never meet each other.
fn adjacency(ctx: &RoundContext, players: &[usize], mdps: usize) -> Vec<Vec<usize>> {
    let n = players.len();
    let mut adj = vec![Vec::new(); n];
    for i in 0..n {
        for j in (i + 1)..n {
            if j >= mdps && ctx.compatible(players[i], players[j]) {
                adj[i].push(j);
                adj[j].push(i);
            }
        }
    }
    adj
}

/// For each player of the bracket, the rank of the following bracket's
/// (most pairs, then least PSD) if he were the one floater: 0 is best.
fn single_floater_costs(ctx: &RoundContext, bracket: &[usize], next: &[usize]) -> HashMap<PlayerId, i64> {
    let resident_pairs = matching_size(&adjacency(ctx, next, 0));
    let keys: Vec<(usize, (i64, Vec<Points>))> = bracket
        .iter()
        .map(|&d| (d, next_bracket_key(ctx, d, next, resident_pairs)))
        .collect();
    let mut distinct: Vec<&(i64, Vec<Points>)> = keys.iter().map(|(_, k)| k).collect();
    distinct.sort();
    distinct.dedup();
    keys.iter()
        .map(|(d, key)| (ctx.states[*d].id, distinct.binary_search(&key).expect("a key of the list") as i64))
        .collect()
}

/// (−pairs, PSD sorted from the largest SD) of the following bracket made of
/// `floater` and the next scoregroup: smaller is better (C.5, C.6 there).
fn next_bracket_key(ctx: &RoundContext, floater: usize, next: &[usize], resident_pairs: usize) -> (i64, Vec<Points>) {
    if next.is_empty() {
        return (0, Vec::new());
    }
    let mut players = vec![floater];
    players.extend_from_slice(next);
    let pairs = matching_size(&adjacency(ctx, &players, 1));
    // C.6 there: with as many pairs, pairing the MDP always lowers the PSD.
    let floater_paired = pairs > resident_pairs || floater_in_some_maximum(ctx, floater, next, pairs);
    let lowest = next.iter().map(|&p| ctx.states[p].pairing_score).min().unwrap_or(0);
    let state = |p: usize| &ctx.states[p];
    let mut psd = Vec::new();
    let residents_paired = if floater_paired { pairs - 1 } else { pairs };
    if floater_paired {
        let partner = next
            .iter()
            .copied()
            .find(|&q| ctx.compatible(floater, q))
            .expect("a paired floater has a compatible opponent");
        psd.push(pair_sd(state(floater), state(partner)));
    } else {
        psd.push(downfloater_sd(state(floater), lowest));
    }
    psd.extend(std::iter::repeat_n(0, residents_paired));
    let unpaired_residents = next.len() - 2 * residents_paired - usize::from(floater_paired);
    psd.extend(next.iter().take(unpaired_residents).map(|&p| downfloater_sd(state(p), lowest)));
    psd.sort_unstable_by(|a, b| b.cmp(a));
    (-(pairs as i64), psd)
}

/// Whether some maximum matching (of `pairs` pairs) of the following bracket
/// pairs the floater.
fn floater_in_some_maximum(ctx: &RoundContext, floater: usize, next: &[usize], pairs: usize) -> bool {
    next.iter().enumerate().any(|(i, &q)| {
        if !ctx.compatible(floater, q) {
            return false;
        }
        let others: Vec<usize> = next.iter().enumerate().filter(|(j, _)| *j != i).map(|(_, &p)| p).collect();
        1 + matching_size(&adjacency(ctx, &others, 0)) == pairs
    })
}
