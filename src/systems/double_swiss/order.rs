//! The text's order among the candidates equally good on the criteria: the
//! upfloater sets in lexicographic order (3.5.3-3.5.5), then the pairings of
//! a bracket by identifier (3.6.1-3.6.4); the first candidate in that order
//! wins.
//!
//! A bracket of the walk holds the players moved down from above (the
//! text's top-scoregroup members still to meet an upfloater) and a
//! scoregroup. Its upfloaters come first: the first set, in 3.5.4's order,
//! that an optimal candidate pairs with the moved-down players. Those and
//! their upfloaters are then paired by identifier, and so are the residents
//! left. A resident who moves down will meet an upfloater of a lower
//! scoregroup, whose TPN the walk does not know yet: the identifier counts
//! him as the top member of that pair (docs/systems/double-swiss.md,
//! "Departures").

use crate::engine::bracket::BracketModel;
use crate::engine::optimal::{bracket_partners, moved_down_then_residents, Optimal};
use crate::points::Points;
use crate::solver::SolveError;
use crate::tournament::PlayerId;

/// 3.5.3-3.5.4: the lexicographic order of two upfloater sets, each member
/// given as (score, TPN): each set listed by score (highest first), then
/// TPN, the lists compared TPN by TPN.
pub fn s3_5_4_set_order(a: &[(Points, PlayerId)], b: &[(Points, PlayerId)]) -> std::cmp::Ordering {
    let listed = |set: &[(Points, PlayerId)]| {
        let mut list = set.to_vec();
        list.sort_by_key(|&(score, tpn)| (std::cmp::Reverse(score), tpn));
        list.into_iter().map(|(_, tpn)| tpn).collect::<Vec<_>>()
    };
    listed(a).cmp(&listed(b))
}

/// 3.6.1-3.6.2: the identifier of a pairing: the top members' TPNs (the
/// smaller of each pair) ascending, then the bottom member of each of those
/// pairs in the same order.
pub fn s3_6_2_identifier(pairs: &[(PlayerId, PlayerId)]) -> Vec<PlayerId> {
    let mut ordered: Vec<(PlayerId, PlayerId)> =
        pairs.iter().map(|&(a, b)| (a.min(b), a.max(b))).collect();
    ordered.sort_unstable();
    ordered
        .iter()
        .map(|&(top, _)| top)
        .chain(ordered.iter().map(|&(_, bottom)| bottom))
        .collect()
}

/// The first candidate in the text's order among those `optimal` holds:
/// 3.5.3-3.5.5, the first upfloater set by TPN (every optimal candidate has
/// as many upfloaters, C4 and C5), then 3.6 in that bracket and in the
/// residents left.
pub fn first_in_text_order(
    m: &BracketModel,
    optimal: &mut dyn Optimal,
) -> Result<Vec<bool>, SolveError> {
    moved_down_then_residents(m, optimal, &mut |o, group| s3_6_by_identifier(m, o, group))
}

/// 3.6.3-3.6.4 on `players` (by TPN): the first identifier an optimal
/// candidate has. Its top members first, the smallest TPNs wherever a
/// candidate left allows (a player is a top member when he meets a larger
/// TPN here, or moves down to meet an upfloater); then each top member in
/// turn meets the smallest TPN a candidate left allows, moving down last.
fn s3_6_by_identifier(
    m: &BracketModel,
    optimal: &mut dyn Optimal,
    players: &[usize],
) -> Result<(), SolveError> {
    let tpn = |v: usize| m.state(v).id;
    let mut tops = Vec::new();
    for &p in players {
        let top = |a: usize, b: Option<usize>| a != p || b.is_none_or(|b| tpn(b) > tpn(p));
        if optimal.restrict_touching(m, &[p], &top)? {
            tops.push(p);
        }
    }
    for &t in &tops {
        let partners = bracket_partners(m, t);
        let options: Vec<Option<usize>> = players
            .iter()
            .filter(|&&q| tpn(q) > tpn(t) && partners.contains(&q))
            .map(|&q| Some(q))
            .chain([None])
            .collect();
        optimal.first(m, t, &options)?;
    }
    Ok(())
}
