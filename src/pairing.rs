//! A round's pairing, and the pairing list of the engine form (JaVaFo-style) read and written.

use crate::tournament::{PlayerId, Round, Tournament};

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

    /// Whether a player is on some board or has the bye.
    pub fn contains(&self, id: PlayerId) -> bool {
        self.bye == Some(id) || self.boards.iter().any(|b| b.white == id || b.black == id)
    }

    /// The pairing actually recorded in round `round` of a tournament:
    /// boards with colours as written (forfeited games included, since they were
    /// paired), and the pairing-allocated bye. Boards are in order of the white
    /// player's position in the file; see [`Pairing::sort_boards`].
    pub fn from_round(t: &Tournament, round: Round) -> Pairing {
        let mut pairing = Pairing::default();
        for p in &t.players {
            let Some(entry) = p.entry(round.index()) else {
                continue;
            };
            match entry.opponent {
                Some(opp) => {
                    let white = match entry.colour {
                        Some(crate::tournament::Colour::White) => true,
                        Some(crate::tournament::Colour::Black) => false,
                        None => p.id < opp,
                    };
                    if white {
                        pairing.boards.push(Board {
                            white: p.id,
                            black: opp,
                        });
                    }
                }
                None if entry.is_pairing_bye() => pairing.bye = Some(p.id),
                None => {}
            }
        }
        pairing
    }
}

/// Reads a JaVaFo / bbpPairings pairing list: the number of pairs, then one
/// `white black` line per board, the bye as `id 0`. Errors name the line and
/// column of `path`.
pub fn parse_list(text: &str, path: &std::path::Path) -> crate::error::Result<Pairing> {
    use crate::error::Error;
    let mut lines = text
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty());
    let (first_no, first) = lines.next().ok_or_else(|| {
        Error::input(
            path,
            1,
            1,
            "empty pairing list: expected the number of pairs",
        )
    })?;
    let count: usize = first.trim().parse().map_err(|_| {
        Error::input(
            path,
            first_no + 1,
            column_of(first, first.trim()),
            "expected the number of pairs",
        )
    })?;
    let mut pairing = Pairing::default();
    let mut read = 0;
    for (no, line) in lines {
        let fields: Vec<&str> = line.split_whitespace().collect();
        let number = |i: usize| -> crate::error::Result<PlayerId> {
            let field = fields.get(i).copied().unwrap_or("");
            field.parse().map_err(|_| {
                let col = if field.is_empty() {
                    line.len() + 1
                } else {
                    column_of(line, field)
                };
                Error::input(
                    path,
                    no + 1,
                    col,
                    "expected two player numbers: `white black` (`id 0` for the bye)",
                )
            })
        };
        if fields.len() != 2 {
            return Err(Error::input(
                path,
                no + 1,
                1,
                "expected two player numbers: `white black` (`id 0` for the bye)",
            ));
        }
        let (white, black) = (number(0)?, number(1)?);
        match (white, black) {
            (0, _) => {
                return Err(Error::input(
                    path,
                    no + 1,
                    1,
                    "player number 0 can only stand second, for the bye",
                ))
            }
            (bye, 0) if pairing.bye.is_none() => pairing.bye = Some(bye),
            (_, 0) => return Err(Error::input(path, no + 1, 1, "a second bye")),
            _ => pairing.boards.push(Board { white, black }),
        }
        read += 1;
    }
    if read != count {
        return Err(Error::input(
            path,
            first_no + 1,
            1,
            format!("the list announces {count} pairs but has {read}"),
        ));
    }
    Ok(pairing)
}

/// 1-based character column of `field` (a subslice of `line`).
fn column_of(line: &str, field: &str) -> usize {
    let offset = field.as_ptr() as usize - line.as_ptr() as usize;
    line[..offset].chars().count() + 1
}
