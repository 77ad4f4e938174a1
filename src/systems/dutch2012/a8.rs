//! A.8: X1 and Z1, the least numbers of pairs of a bracket that cannot
//! fulfil all colour preferences (X1) and, in even rounds, all strong colour
//! preferences (Z1), provided the bracket makes P0 pairs. The engine does not
//! need them (its X and Z levels are minimised exactly); they are the text's
//! own lower bounds, which the tests hold the engine's optima to.

use crate::state::{PlayerState, Strength};
use crate::tournament::{Colour, Round};

/// The counts of A.8 over a bracket.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct PreferenceCounts {
    /// `W`: players (other than those of `w`) with a colour preference white.
    pub white: i64,
    /// `B`: the same for black.
    pub black: i64,
    /// `w`: in even rounds, players with an odd number of unplayed games and a
    /// mild preference for white (A.7.e); 0 in odd rounds.
    pub mild_white_unplayed: i64,
    /// `b`: the same for black.
    pub mild_black_unplayed: i64,
    /// `a`: players who have not played a game yet (no preference, A.7.f).
    pub no_game: i64,
}

impl PreferenceCounts {
    /// Counts the players of a bracket before round `round`.
    pub fn of<'a>(players: impl IntoIterator<Item = &'a PlayerState>, round: Round) -> Self {
        let even_round = round.number().is_multiple_of(2);
        let mut c = PreferenceCounts::default();
        for s in players {
            let unplayed = round.index() - s.colours.len();
            let a7e = even_round && s.preference.strength == Strength::Mild && unplayed % 2 == 1;
            match (s.preference.colour, a7e) {
                (None, _) => c.no_game += 1,
                (Some(Colour::White), true) => c.mild_white_unplayed += 1,
                (Some(Colour::Black), true) => c.mild_black_unplayed += 1,
                (Some(Colour::White), false) => c.white += 1,
                (Some(Colour::Black), false) => c.black += 1,
            }
        }
        c
    }
}

/// A.8.a: X1 for a bracket of `p0` pairs.
pub fn x1(p0: i64, c: &PreferenceCounts) -> i64 {
    let x1 = if c.black + c.mild_black_unplayed > c.white + c.mild_white_unplayed {
        p0 - c.white - c.mild_white_unplayed - c.no_game
    } else {
        p0 - c.black - c.mild_black_unplayed - c.no_game
    };
    x1.max(0)
}

/// A.8.b: Z1 (even rounds) for a bracket of `p0` pairs.
pub fn z1(p0: i64, c: &PreferenceCounts) -> i64 {
    let flexible = c.mild_white_unplayed + c.mild_black_unplayed + c.no_game;
    let z1 = if c.black > c.white {
        p0 - c.white - flexible
    } else {
        p0 - c.black - flexible
    };
    z1.max(0)
}
