//! Drawing the result of a board from the players' ratings.
//!
//! The model: with rating difference `d` (white minus black), white's expected
//! score is the Elo one, `E = 1 / (1 + 10^(-d/400))`. Between equal ratings a
//! game is drawn with probability `D = DrawPercentage / 100`; in general
//!
//! ```text
//! P(draw)      = D * 2 * min(E, 1 - E)
//! P(white win) = E - P(draw) / 2
//! P(black win) = 1 - E - P(draw) / 2
//! ```
//!
//! so that `P(white win) + P(draw) / 2 = E` exactly: the expected score is the Elo
//! one whatever the draw percentage, and the draw chance fades as the rating gap
//! grows (a lopsided game is rarely drawn), reaching `D` at equal ratings. The
//! three probabilities are never negative for `0 <= D <= 1`, since
//! `P(draw) / 2 <= min(E, 1 - E)`. The colour itself gives no advantage.
//!
//! Forfeits come first: with probability `ForfeitRate / 100` the game is not
//! played, and either player, with equal chance, wins it by forfeit.

use super::config::Settings;
use crate::tournament::ResultCode;
use rand::Rng;

/// The chances of the three outcomes of a game, from white's side.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Probabilities {
    pub white_wins: f64,
    pub draw: f64,
    pub black_wins: f64,
}

impl Probabilities {
    /// White's expected score: `white_wins + draw / 2`.
    pub fn expected_score(&self) -> f64 {
        self.white_wins + self.draw / 2.0
    }
}

/// The Elo expected score of a player rated `rating` against one rated `opponent`.
pub fn expected_score(rating: u32, opponent: u32) -> f64 {
    let d = f64::from(rating) - f64::from(opponent);
    1.0 / (1.0 + 10f64.powf(-d / 400.0))
}

/// The chances of a game between `white` and `black` (ratings), with
/// `draw_percentage` percent of draws between equal ratings (clamped to 0-100).
pub fn probabilities(white: u32, black: u32, draw_percentage: f64) -> Probabilities {
    probabilities_of_difference(f64::from(white) - f64::from(black), draw_percentage)
}

/// [`probabilities`] of a strength difference `d` (white minus black, Elo points).
pub fn probabilities_of_difference(d: f64, draw_percentage: f64) -> Probabilities {
    let e = 1.0 / (1.0 + 10f64.powf(-d / 400.0));
    let d = (draw_percentage / 100.0).clamp(0.0, 1.0);
    let draw = d * 2.0 * e.min(1.0 - e);
    let white_wins = (e - draw / 2.0).max(0.0);
    let black_wins = (1.0 - white_wins - draw).max(0.0);
    Probabilities {
        white_wins,
        draw,
        black_wins,
    }
}

/// Draws the result of a game played over the board, as white's result code
/// (`1`, `=` or `0`). Uses one number from `rng`.
pub fn play_game<R: Rng + ?Sized>(
    rng: &mut R,
    white: u32,
    black: u32,
    draw_percentage: f64,
) -> ResultCode {
    play_game_of_difference(rng, f64::from(white) - f64::from(black), draw_percentage)
}

/// [`play_game`] with a strength difference `d` (white minus black, Elo points).
pub fn play_game_of_difference<R: Rng + ?Sized>(
    rng: &mut R,
    d: f64,
    draw_percentage: f64,
) -> ResultCode {
    let p = probabilities_of_difference(d, draw_percentage);
    let u: f64 = rng.gen();
    if u < p.white_wins {
        ResultCode::Win
    } else if u < p.white_wins + p.draw {
        ResultCode::Draw
    } else {
        ResultCode::Loss
    }
}

/// Draws the result of a paired board, as white's result code: a forfeit
/// (`+` or `-`) with probability `ForfeitRate` percent, else a played game
/// ([`play_game`]).
pub fn board_result<R: Rng + ?Sized>(
    rng: &mut R,
    settings: &Settings,
    white: u32,
    black: u32,
) -> ResultCode {
    board_result_of_difference(rng, settings, f64::from(white) - f64::from(black))
}

/// [`board_result`] with a strength difference `d` (white minus black, Elo points).
pub fn board_result_of_difference<R: Rng + ?Sized>(
    rng: &mut R,
    settings: &Settings,
    d: f64,
) -> ResultCode {
    if chance(rng, settings.forfeit_rate) {
        return match rng.gen::<bool>() {
            true => ResultCode::ForfeitWin,
            false => ResultCode::ForfeitLoss,
        };
    }
    play_game_of_difference(rng, d, settings.draw_percentage)
}

/// True with probability `percent` / 100 (one number from `rng`, always drawn).
pub fn chance<R: Rng + ?Sized>(rng: &mut R, percent: f64) -> bool {
    let u: f64 = rng.gen();
    u * 100.0 < percent
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn probabilities_keep_the_expected_score() {
        for (w, b) in [(2000, 2000), (2400, 2000), (1500, 2700), (2000, 2001)] {
            for d in [0.0, 10.0, 30.0, 50.0, 100.0] {
                let p = probabilities(w, b, d);
                assert!(p.white_wins >= 0.0 && p.draw >= 0.0 && p.black_wins >= 0.0);
                assert!((p.white_wins + p.draw + p.black_wins - 1.0).abs() < 1e-12);
                assert!((p.expected_score() - expected_score(w, b)).abs() < 1e-12);
            }
        }
        let equal = probabilities(1800, 1800, 30.0);
        assert!((equal.draw - 0.3).abs() < 1e-12);
        assert!((equal.white_wins - 0.35).abs() < 1e-12);
    }
}
