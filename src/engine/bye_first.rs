//! The texts that give the pairing-allocated bye before the pairing (Dubov
//! 3.1, Double-Swiss and Swiss Team 3.4): with an odd number to pair, the
//! eligible unit that leaves the others pairable gets it, the lowest score
//! first, then the most played, then the largest pairing number; nobody
//! else may have it.

use crate::solver::matching::matching_size;
use crate::state::{PlayerState, RoundRequest};

/// Marks every present unit but the one the bye goes to as ineligible for
/// it. `played` counts what the text's "has played the most" counts;
/// `compatible` says who may meet (the absolute criteria the rule set
/// checks beforehand; forbidden pairs of the file are the context's).
pub fn assign(
    states: &mut [PlayerState],
    request: &RoundRequest,
    played: impl Fn(&PlayerState) -> usize,
    compatible: impl Fn(&PlayerState, &PlayerState) -> bool,
) {
    let present: Vec<usize> = (0..states.len())
        .filter(|&i| request.present.contains(&states[i].id))
        .collect();
    if present.len().is_multiple_of(2) {
        return;
    }
    let mut candidates: Vec<usize> = present
        .iter()
        .copied()
        .filter(|&i| !states[i].bye_ineligible)
        .collect();
    candidates.sort_by_key(|&i| {
        let s = &states[i];
        (
            s.pairing_score,
            std::cmp::Reverse(played(s)),
            std::cmp::Reverse(s.id),
        )
    });
    let bye = candidates
        .iter()
        .copied()
        .find(|&c| pairable_without(states, &present, c, &compatible))
        .or(candidates.first().copied());
    for i in present {
        states[i].bye_ineligible = Some(i) != bye;
    }
}

/// Whether `present` without `bye` can be paired completely.
fn pairable_without(
    states: &[PlayerState],
    present: &[usize],
    bye: usize,
    compatible: &impl Fn(&PlayerState, &PlayerState) -> bool,
) -> bool {
    let others: Vec<usize> = present.iter().copied().filter(|&p| p != bye).collect();
    let mut adj = vec![Vec::new(); others.len()];
    for i in 0..others.len() {
        for j in (i + 1)..others.len() {
            if compatible(&states[others[i]], &states[others[j]]) {
                adj[i].push(j);
                adj[j].push(i);
            }
        }
    }
    2 * matching_size(&adj) == others.len()
}
