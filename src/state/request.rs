//! Which round is to be paired, and who takes part in it.

use crate::error::{Error, Result};
use crate::tournament::{Colour, PlayerId, Round, Tournament};

/// The round to pair: its number, the players to pair, and what the systems need
/// to know about the tournament as a whole.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RoundRequest {
    /// The round to pair.
    pub round: Round,
    /// The players to pair, by pairing id, in file order.
    pub present: Vec<PlayerId>,
    /// Number of rounds of the event (`XXR`), when known: the last round has topscorers.
    pub total_rounds: Option<usize>,
    /// Colour of the higher-ranked player on board 1 in round 1 (E.5).
    pub initial_colour: Colour,
}

impl RoundRequest {
    /// The round after the last one with any pairing in the file ("round to be
    /// paired" convention of `trf.md`): players with a `0000` entry in that column
    /// (absent, half-point bye, ...) are left out, and so are the players a
    /// TRF-2026 `240` record announces as not playing that round; players with no
    /// entry are paired.
    pub fn next_round(t: &Tournament) -> Result<RoundRequest> {
        let round = first_unpaired_round(t);
        if let Some(total) = t.config.total_rounds {
            if round.number() > total as usize {
                return Err(Error::Request(format!(
                    "all {total} rounds (XXR) are already paired"
                )));
            }
        }
        let announced: Vec<PlayerId> = t.config.announced_absent(round).collect();
        let present = t
            .players
            .iter()
            .filter(|p| p.entry(round.index()).is_none() && !announced.contains(&p.id))
            .map(|p| p.id)
            .collect();
        Ok(RoundRequest {
            round,
            present,
            total_rounds: t.config.total_rounds.map(|n| n as usize),
            initial_colour: initial_colour(t),
        })
    }

    /// Round `round` as it was recorded: the players who were paired in it
    /// (opponent or pairing-allocated bye), for the checker and the verifier.
    pub fn recorded_round(t: &Tournament, round: Round, total_rounds: usize) -> RoundRequest {
        let present = t
            .players
            .iter()
            .filter(|p| p.entry(round.index()).is_some_and(|e| e.was_paired()))
            .map(|p| p.id)
            .collect();
        RoundRequest {
            round,
            present,
            total_rounds: Some(total_rounds),
            initial_colour: initial_colour(t),
        }
    }

    pub fn is_last_round(&self) -> bool {
        self.total_rounds == Some(self.round.number())
    }
}

/// The first round in which nobody was paired.
pub fn first_unpaired_round(t: &Tournament) -> Round {
    t.players
        .iter()
        .filter_map(|p| {
            p.rounds
                .iter()
                .rposition(|e| e.is_some_and(|e| e.was_paired()))
        })
        .max()
        .map_or(Round::first(), |last| Round::at_index(last).next())
}

/// `XXC white1|black1`, else inferred (`trf.md`): in the first round with colours,
/// the colour of the highest-ranked player who took part in it; if he had no
/// colour, the next one's reversed, and so on (E.5 alternates the colours down
/// the players of the round); when no round has colours yet, white.
pub fn initial_colour(t: &Tournament) -> Colour {
    if let Some(c) = t.config.initial_colour {
        return c;
    }
    let rounds = t.rounds_in_file();
    for round in 0..rounds {
        let mut participants: Vec<_> = t
            .players
            .iter()
            .filter_map(|p| p.entry(round).filter(|e| e.was_paired()).map(|e| (p.id, e)))
            .collect();
        if !participants.iter().any(|(_, e)| e.colour.is_some()) {
            continue;
        }
        participants.sort_by_key(|(id, _)| *id);
        for (position, (_, entry)) in participants.into_iter().enumerate() {
            if let Some(c) = entry.colour {
                return if position % 2 == 0 { c } else { c.opposite() };
            }
        }
    }
    Colour::White
}
