//! ARO, the average rating of opponents: Dubov 1.7 (2026; A.6 in 2018) and
//! C.07's AROC without cut. Only games played over the board count (the
//! Dubov text: "only played games are used"): a bye of any kind, a forfeit
//! won or lost and an absence add no opponent. The sum of the opponents'
//! ratings is divided by their number and rounded to the nearest integer,
//! a half upwards; a player without a game has ARO 0.
//!
//! The ratings are those of the file (`001` columns 49-52); an unrated
//! opponent counts 0, as the file gives him (Dubov 1.1 has the arbiter give
//! every player a rating, provisional if need be, before pairing).

use crate::tournament::{PlayerId, Tournament};

/// The mean of `ratings` rounded half up; 0 for none.
pub fn mean_rounded_half_up(ratings: impl IntoIterator<Item = u32>) -> u32 {
    let (sum, count) = ratings
        .into_iter()
        .fold((0u64, 0u64), |(s, n), r| (s + u64::from(r), n + 1));
    if count == 0 {
        return 0;
    }
    // (2·sum + count) / (2·count) rounds sum/count to the nearest, .5 up.
    ((2 * sum + count) / (2 * count)) as u32
}

/// The ratings of the opponents `player` met over the board in the first
/// `rounds` rounds, in round order.
pub fn opponents_ratings(t: &Tournament, player: PlayerId, rounds: usize) -> Vec<u32> {
    let Some(p) = t.player(player) else {
        return Vec::new();
    };
    (0..rounds)
        .filter_map(|r| p.entry(r))
        .filter(|e| e.is_played_game())
        .filter_map(|e| e.opponent)
        .map(|o| t.player(o).map_or(0, |q| q.rating))
        .collect()
}

/// ARO of `player` after the first `rounds` rounds (the basis of the
/// pairing of round `rounds + 1`).
pub fn aro(t: &Tournament, player: PlayerId, rounds: usize) -> u32 {
    mean_rounded_half_up(opponents_ratings(t, player, rounds))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::trf;

    /// Four rated players, three rounds (hand-worked below).
    /// Round 1: 1-3 1-0, 2-4 ½; round 2: 4-1 forfeit (1 wins by forfeit),
    /// 3-2 0-1; round 3: 1-2 ½, 3 has a half-point bye, 4 absent.
    fn four_players() -> Tournament {
        let text = "\
012 ARO hand-worked
XXR 3
001    1      Alpha                             2001                             2.5    1     3 w 1     4 b +     2 w =
001    2      Beta                              1800                             2.0    2     4 w =     3 b 1     1 b =
001    3      Gamma                             1650                             0.5    3     1 b 0     2 w 0  0000 - H
001    4      Delta                             1599                             0.5    4     2 b =     1 w -  0000 - -
";
        trf::parse(text, std::path::Path::new("aro.trf")).unwrap()
    }

    #[test]
    fn half_rounds_upwards() {
        assert_eq!(mean_rounded_half_up([2001, 2000]), 2001); // 2000.5
        assert_eq!(mean_rounded_half_up([1650, 1599]), 1625); // 1624.5
        assert_eq!(mean_rounded_half_up([1800, 1650, 1599]), 1683); // 1683.0
        assert_eq!(mean_rounded_half_up([1000, 1001, 1001]), 1001); // 1000.67
        assert_eq!(mean_rounded_half_up([1000, 1000, 1001]), 1000); // 1000.33
    }

    #[test]
    fn no_game_no_aro() {
        assert_eq!(mean_rounded_half_up([]), 0);
        assert_eq!(aro(&four_players(), 1, 0), 0);
    }

    /// 1 met 3 (1650) and 2 (1800) over the board; the forfeit against 4
    /// adds nothing: (1650 + 1800) / 2 = 1725.
    #[test]
    fn a_forfeit_win_adds_no_opponent() {
        let t = four_players();
        assert_eq!(opponents_ratings(&t, 1, 3), vec![1650, 1800]);
        assert_eq!(aro(&t, 1, 3), 1725);
        assert_eq!(aro(&t, 1, 1), 1650);
    }

    /// 2 met 4 (1599), 3 (1650) and 1 (2001): 5250 / 3 = 1750.
    #[test]
    fn every_game_played_counts() {
        assert_eq!(aro(&four_players(), 2, 3), 1750);
        assert_eq!(aro(&four_players(), 2, 2), 1625); // (1599 + 1650) / 2 = 1624.5
    }

    /// 3 met 1 and 2, then had a half-point bye: (2001 + 1800) / 2 = 1900.5,
    /// rounded up to 1901. 4 met only 2 (the forfeit loss and the absence
    /// add nothing): 1800.
    #[test]
    fn byes_forfeit_losses_and_absences_add_no_opponent() {
        let t = four_players();
        assert_eq!(aro(&t, 3, 3), 1901);
        assert_eq!(aro(&t, 4, 3), 1800);
    }
}
