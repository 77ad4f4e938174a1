//! A.8: x, "the number of pairings which can be made in a score bracket ...
//! not fulfilling all colour preferences". The engine does not need it (the
//! B.4 level is minimised exactly, which is where C.11's raising of x ends);
//! it is the text's own lower bound, which the tests hold the engine to.

use crate::state::PlayerState;
use crate::tournament::Colour;

/// The counts of A.8 over a bracket.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct PreferenceCounts {
    /// `w`: players having a colour preference white.
    pub white: i64,
    /// `b`: players having a colour preference black.
    pub black: i64,
    /// The players of the bracket (those without a preference included).
    pub players: i64,
}

impl PreferenceCounts {
    pub fn of<'a>(players: impl IntoIterator<Item = &'a PlayerState>) -> PreferenceCounts {
        let mut c = PreferenceCounts::default();
        for s in players {
            c.players += 1;
            match s.preference.colour {
                Some(Colour::White) => c.white += 1,
                Some(Colour::Black) => c.black += 1,
                None => {}
            }
        }
        c
    }

    /// `q`: the number of players divided by 2, rounded upwards.
    pub fn q(&self) -> i64 {
        (self.players + 1) / 2
    }
}

/// A.8: "If b > w then x = b-q, else x = w-q", as the text computes it (it
/// may be negative: no pair need miss a preference then).
pub fn x(c: &PreferenceCounts) -> i64 {
    if c.black > c.white {
        c.black - c.q()
    } else {
        c.white - c.q()
    }
}

/// The number of pairs x allows to miss a preference (never below zero).
pub fn x_allowed(c: &PreferenceCounts) -> i64 {
    x(c).max(0)
}
