//! Sonneborn-Berger (C.07; Burstein 1.7.1.2): the sum, over the rounds
//! played so far, of the points a player earned against each opponent
//! times that opponent's score. In hundredths of a point squared (tenths
//! times tenths), exact.

use super::buchholz::{opponent_score, Standings, UnplayedRound};
use crate::tournament::Tournament;

/// Each player's Sonneborn-Berger after `s.rounds` rounds, indexed like
/// `t.players`; a round without a game over the board counts as `unplayed` says.
pub fn sonneborn_berger(t: &Tournament, s: &Standings, unplayed: UnplayedRound) -> Vec<i64> {
    let system = &t.config.points;
    (0..t.players.len())
        .map(|i| {
            (0..s.rounds)
                .map(|r| {
                    let earned = t.players[i].entry(r).map_or(0, |e| e.points(system));
                    i64::from(earned) * i64::from(opponent_score(t, s, i, r, unplayed))
                })
                .sum()
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tiebreak::tests_support::{four_players, line, tournament};

    /// `tests_support::four_players` by hand: 1 beat 2 (1) and 4 (½): 1x1 +
    /// 1x½ = 1½. 2 lost to 1, then the PAB's point against himself (1): 1.
    /// 3 drew 4 (½): ¼, then a half-point bye against himself (1): ½; ¾.
    /// 4 drew 3 (1): ½, lost to 1: ½.
    #[test]
    fn sonneborn_berger_weights_each_opponent_by_the_points_earned() {
        let t = four_players();
        let s = Standings::after(&t, 2);
        assert_eq!(
            sonneborn_berger(&t, &s, UnplayedRound::OwnScore),
            vec![150, 100, 75, 50]
        );
        assert_eq!(
            sonneborn_berger(&t, &s, UnplayedRound::Skipped),
            vec![150, 0, 25, 50]
        );
    }

    /// A forfeit is no game over the board: the forfeit winner's point
    /// counts against himself, the loser's zero against himself.
    #[test]
    fn a_forfeit_counts_against_the_player_himself() {
        let t = tournament(
            &[
                line(1, "1.0", &["2 w +"]),
                line(2, "0.0", &["1 b -"]),
                line(3, "1.0", &["4 w 1"]),
                line(4, "0.0", &["3 b 0"]),
            ],
            3,
        );
        let s = Standings::after(&t, 1);
        assert_eq!(
            sonneborn_berger(&t, &s, UnplayedRound::OwnScore),
            vec![100, 0, 0, 0]
        );
        let b = super::super::buchholz::buchholz(&t, &s, UnplayedRound::OwnScore);
        assert_eq!(b, vec![10, 0, 0, 10]);
    }
}
