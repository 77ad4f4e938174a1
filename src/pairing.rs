//! A round's pairing and its output formats (JaVaFo-style list, JSON).

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

    /// Boards for people: board number, then white and black each as pairing
    /// id, name, rating and score before round `round`; the
    /// pairing-allocated bye on a last line.
    /// With acceleration (`XXA`/`250`, or C.04.7's derived virtual points),
    /// each player's virtual points of the round follow his score (`vp`).
    pub fn to_table(&self, t: &Tournament, round: Round) -> String {
        let accelerated = !t.config.acceleration.is_empty();
        let side = |id: PlayerId| PlayerCell::of(t, id, round, accelerated);
        let header = |colour: &str| PlayerCell::header(colour, accelerated);
        let mut out = format!("{:>5}  {}  {}\n", "board", header("white"), header("black"));
        for (number, b) in self.boards.iter().enumerate() {
            out.push_str(&format!(
                "{:>5}  {}  {}\n",
                number + 1,
                side(b.white),
                side(b.black)
            ));
        }
        if let Some(bye) = self.bye {
            out.push_str(&format!("{:>5}  {}\n", "bye", side(bye)));
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

/// One player as a cell of [`Pairing::to_table`].
struct PlayerCell<'a> {
    id: PlayerId,
    name: &'a str,
    rating: u32,
    score: crate::points::Points,
    /// The virtual points of the round, in an accelerated tournament.
    virtual_points: Option<crate::points::Points>,
}

impl<'a> PlayerCell<'a> {
    /// Longest name shown; longer ones are cut so the columns stay aligned.
    const NAME_WIDTH: usize = 24;

    fn of(t: &'a Tournament, id: PlayerId, round: Round, accelerated: bool) -> PlayerCell<'a> {
        let player = t.player(id);
        PlayerCell {
            id,
            name: player.map_or("", |p| p.name.as_str()),
            rating: player.map_or(0, |p| p.rating),
            score: player.map_or(0, |p| p.points_before(round.index(), &t.config.points)),
            virtual_points: accelerated.then(|| t.acceleration(id, round)),
        }
    }

    fn header(colour: &str, accelerated: bool) -> String {
        let vp = if accelerated {
            format!("  {:>4}", "vp")
        } else {
            String::new()
        };
        format!(
            "{:>4}  {:<w$}  {:>6}  {:>5}{vp}",
            "id",
            colour,
            "rating",
            "score",
            w = Self::NAME_WIDTH
        )
    }
}

impl std::fmt::Display for PlayerCell<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let name: String = self.name.chars().take(Self::NAME_WIDTH).collect();
        let score = crate::points::format_points(self.score);
        write!(
            f,
            "{:>4}  {:<w$}  {:>6}  {:>5}",
            self.id,
            name,
            self.rating,
            score,
            w = Self::NAME_WIDTH
        )?;
        match self.virtual_points {
            Some(vp) => write!(f, "  {:>4}", crate::points::format_points(vp)),
            None => Ok(()),
        }
    }
}
