//! `--format table`: a round's boards for people.

use crate::pairing::Pairing;
use crate::tournament::{PlayerId, Round, Tournament};

/// Boards for people: board number, then white and black each as pairing
/// id, name, rating and score before round `round`; the
/// pairing-allocated bye on a last line.
/// With acceleration (`XXA`/`250`, or C.04.7's derived virtual points),
/// each player's virtual points of the round follow his score (`vp`).
pub fn boards(pairing: &Pairing, t: &Tournament, round: Round) -> String {
    let accelerated = !t.config.acceleration.is_empty();
    let side = |id: PlayerId| PlayerCell::of(t, id, round, accelerated);
    let header = |colour: &str| PlayerCell::header(colour, accelerated);
    let mut out = format!("{:>5}  {}  {}\n", "board", header("white"), header("black"));
    for (number, b) in pairing.boards.iter().enumerate() {
        out.push_str(&format!(
            "{:>5}  {}  {}\n",
            number + 1,
            side(b.white),
            side(b.black)
        ));
    }
    if let Some(bye) = pairing.bye {
        out.push_str(&format!("{:>5}  {}\n", "bye", side(bye)));
    }
    out
}

/// One player as a cell of [`boards`].
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
