//! 1.7 (Opposition evaluation) and 1.8 (ranking order): after the seeding
//! rounds the players of a bracket are ranked by their Index, Buchholz then
//! Sonneborn-Berger, then by TPN; scores do not enter the ranking.

use super::readings::ZeroByeSeries;
use crate::points::Points;
use crate::tiebreak::buchholz::{buchholz, Standings, UnplayedRound};
use crate::tiebreak::sonneborn_berger::sonneborn_berger;
use crate::tournament::Tournament;

/// 1.8: each player's rank (1 the highest) before round `rounds + 1`,
/// indexed like `t.players`: 1.8.1 the Index (1.7.1.1 Buchholz, then
/// 1.7.1.2 Sonneborn-Berger, both highest first), 1.8.2 the TPN.
pub fn s1_8_ranks(t: &Tournament, rounds: usize, series: ZeroByeSeries) -> Vec<u32> {
    let s = s1_7_2_standings(t, rounds, series);
    // 1.7.2: an unplayed round is evaluated as a game against the player himself.
    let bh = buchholz(t, &s, UnplayedRound::OwnScore);
    let sb = sonneborn_berger(t, &s, UnplayedRound::OwnScore);
    let mut order: Vec<usize> = (0..t.players.len()).collect();
    order.sort_by_key(|&i| (-bh[i], -sb[i], t.players[i].id));
    let mut ranks = vec![0; t.players.len()];
    for (position, i) in order.into_iter().enumerate() {
        ranks[i] = position as u32 + 1;
    }
    ranks
}

/// 1.7.2: the scores the Index reads, the tournament's own results (the
/// virtual points of an acceleration left out); a series of zero-point
/// byes up to the current round counts as draws for the player's opponents.
pub fn s1_7_2_standings(t: &Tournament, rounds: usize, series: ZeroByeSeries) -> Standings {
    let mut s = Standings::after(t, rounds);
    if series == ZeroByeSeries::Trailing {
        let draw = t.config.points.draw;
        for (i, p) in t.players.iter().enumerate() {
            let trailing = (0..rounds)
                .rev()
                .take_while(|&r| scored_nothing_without_playing(t, p, r))
                .count();
            // A player who never played is nobody's opponent: nothing to adjust.
            if trailing < rounds {
                s.for_opponents[i] += draw * trailing as Points;
            }
        }
    }
    s
}

/// Whether round `r` of `p` was a zero-point bye in 1.7.2's sense: no
/// opponent, and no point (a requested zero-point bye, an absence, a round
/// after withdrawal).
fn scored_nothing_without_playing(t: &Tournament, p: &crate::tournament::Player, r: usize) -> bool {
    p.entry(r)
        .is_none_or(|e| e.opponent.is_none() && e.points(&t.config.points) == 0)
}
