//! A round's pairing and its output formats (JaVaFo-style list, JSON).

use crate::tournament::{PlayerId, Tournament};

/// One board: `white` plays `black`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize)]
pub struct Board {
    pub white: PlayerId,
    pub black: PlayerId,
}

/// The pairing of one round: boards in board order, and the pairing-allocated bye.
#[derive(Debug, Clone, Default, PartialEq, Eq, serde::Serialize)]
pub struct Pairing {
    pub boards: Vec<Board>,
    pub bye: Option<PlayerId>,
}

impl Pairing {
    /// The JaVaFo / bbpPairings list: number of pairs, then `white black`
    /// per line, the bye as `id 0`.
    pub fn to_list(&self) -> String {
        let count = self.boards.len() + usize::from(self.bye.is_some());
        let mut out = format!("{count}\n");
        for b in &self.boards {
            out.push_str(&format!("{} {}\n", b.white, b.black));
        }
        if let Some(bye) = self.bye {
            out.push_str(&format!("{bye} 0\n"));
        }
        out
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("a pairing always serialises")
    }

    /// Whether a player is on some board or has the bye.
    pub fn contains(&self, id: PlayerId) -> bool {
        self.bye == Some(id) || self.boards.iter().any(|b| b.white == id || b.black == id)
    }

    /// The pairing actually recorded in round `round` (0-based) of a tournament:
    /// boards with colours as written (forfeited games included, since they were
    /// paired), and the pairing-allocated bye. Boards are in order of the white
    /// player's position in the file; see [`Pairing::sort_boards`].
    pub fn from_round(t: &Tournament, round: usize) -> Pairing {
        let mut pairing = Pairing::default();
        for p in &t.players {
            let Some(entry) = p.entry(round) else { continue };
            match entry.opponent {
                Some(opp) => {
                    let white = match entry.colour {
                        Some(crate::tournament::Colour::White) => true,
                        Some(crate::tournament::Colour::Black) => false,
                        None => p.id < opp,
                    };
                    if white {
                        pairing.boards.push(Board { white: p.id, black: opp });
                    }
                }
                None if entry.is_pairing_bye() => pairing.bye = Some(p.id),
                None => {}
            }
        }
        pairing
    }
}
