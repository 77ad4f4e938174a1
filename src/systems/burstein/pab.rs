//! 3.1: the pairing-allocated bye is assigned before any bracket is paired.

use super::readings::PabGames;
use crate::engine::RoundContext;

/// 3.1: among the players [C2] allows (3.1.1) and with whom all the others
/// can still be paired ([C4], 3.1.2), the one of the lowest score (3.1.3),
/// then the most games played (3.1.4), then the lowest ranking of 1.8
/// (3.1.5). `None` when the round is even or nobody qualifies. `games`
/// reads 3.1.4's games played.
pub fn s3_1_assignee(ctx: &RoundContext, present: &[usize], games: PabGames) -> Option<usize> {
    if present.len().is_multiple_of(2) {
        return None;
    }
    let mut candidates: Vec<usize> = present
        .iter()
        .copied()
        .filter(|&p| ctx.bye_eligible(p))
        .collect();
    let s = ctx.states;
    let played = |p: usize| match games {
        PabGames::OverTheBoard => s[p].colours.len(),
        PabGames::Paired => s[p].paired_with.len(),
    };
    candidates.sort_by_key(|&p| {
        (
            s[p].pairing_score,
            std::cmp::Reverse(played(p)),
            std::cmp::Reverse(s[p].rank),
        )
    });
    candidates
        .into_iter()
        .find(|&p| ctx.completable_with_bye(&[], present, |q| q == p))
}
