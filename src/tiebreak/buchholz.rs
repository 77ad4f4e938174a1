//! Buchholz (C.07; Burstein 1.7.1.1): the sum of the scores of the
//! opponents a player met, over the rounds played so far.

use crate::points::Points;
use crate::tournament::Tournament;

/// What a round without a game over the board adds to the player's own
/// value: C.07 (and Burstein 1.7.2) evaluate it as a game against the
/// player himself (a virtual opponent with the player's own score).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UnplayedRound {
    /// The player's own score stands for the missing opponent's.
    OwnScore,
    /// Nothing is added (the round is left out).
    Skipped,
}

/// The scores a tie-break reads after `rounds` rounds: each player's own
/// score (`own`) and the score he counts for in his opponents' values
/// (`for_opponents`, the same unless a text adjusts it), indexed like
/// `t.players`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Standings {
    pub rounds: usize,
    pub own: Vec<Points>,
    pub for_opponents: Vec<Points>,
}

impl Standings {
    /// The scores after the first `rounds` rounds, as the file's point system counts them.
    pub fn after(t: &Tournament, rounds: usize) -> Standings {
        let own: Vec<Points> = t
            .players
            .iter()
            .map(|p| p.points_before(rounds, &t.config.points))
            .collect();
        Standings {
            rounds,
            for_opponents: own.clone(),
            own,
        }
    }

    /// The score the player at `index` counts for as somebody's opponent, or
    /// (`None`) his own score when `opponent` is no player of `t`.
    fn of_opponent(&self, t: &Tournament, opponent: crate::tournament::PlayerId) -> Option<Points> {
        t.index_of(opponent).map(|i| self.for_opponents[i])
    }
}

/// Each player's Buchholz after `s.rounds` rounds, in tenths, indexed like `t.players`.
pub fn buchholz(t: &Tournament, s: &Standings, unplayed: UnplayedRound) -> Vec<i64> {
    (0..t.players.len())
        .map(|i| {
            (0..s.rounds)
                .map(|r| opponent_score(t, s, i, r, unplayed))
                .map(i64::from)
                .sum()
        })
        .collect()
}

/// The score the round `r` (0-based) of player `i` adds: his opponent's in a
/// game over the board, else as `unplayed` says.
pub(super) fn opponent_score(
    t: &Tournament,
    s: &Standings,
    i: usize,
    r: usize,
    unplayed: UnplayedRound,
) -> Points {
    let entry = t.players[i].entry(r);
    let opponent = entry
        .filter(|e| e.is_played_game())
        .and_then(|e| e.opponent)
        .and_then(|o| s.of_opponent(t, o));
    match (opponent, unplayed) {
        (Some(score), _) => score,
        (None, UnplayedRound::OwnScore) => s.own[i],
        (None, UnplayedRound::Skipped) => 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tiebreak::tests_support::four_players;

    /// The hand-worked event of `tests_support::four_players`.
    #[test]
    fn buchholz_sums_the_opponents_scores_and_the_own_score_for_an_unplayed_round() {
        let t = four_players();
        let s = Standings::after(&t, 2);
        assert_eq!(s.own, vec![20, 10, 10, 5]);
        // 1 met 2 (1) and 4 (½): 1½. 2 met 1 (2), then the PAB: his own 1
        // stands for it, 3. 3 met 4 (½), then a half-point bye: his own 1,
        // 1½. 4 met 3 (1) and 1 (2): 3.
        assert_eq!(
            buchholz(&t, &s, UnplayedRound::OwnScore),
            vec![15, 30, 15, 30]
        );
        assert_eq!(
            buchholz(&t, &s, UnplayedRound::Skipped),
            vec![15, 20, 5, 30]
        );
    }

    #[test]
    fn buchholz_after_one_round_reads_only_that_round() {
        let t = four_players();
        let s = Standings::after(&t, 1);
        assert_eq!(s.own, vec![10, 0, 5, 5]);
        assert_eq!(buchholz(&t, &s, UnplayedRound::OwnScore), vec![0, 10, 5, 5]);
    }
}
