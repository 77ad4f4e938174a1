//! Two-game matches (C.04.5, the Double-Swiss system): a round of such an
//! event is a match, which a TRF file gives as two consecutive round columns,
//! game 1 then game 2 (the reading `two-columns-per-match` of
//! `docs/systems/double-swiss.md`). The reader folds each pair of columns into
//! one [`RoundEntry`] holding both games; the writer unfolds it.
//!
//! The Preface of C.04.5 says what a match is, and so what a file must hold:
//! both games against the same opponent with alternating colours, a bye (or an
//! absence) for the whole match, never for one game, and a match that ends by
//! forfeit only when one of the players forfeited both games.

use crate::error::{Error, Result};
use crate::tournament::{Player, PlayerId, ResultCode, Round, RoundEntry, SecondGame, Tournament};
use std::collections::HashMap;
use std::path::Path;

use super::layout::RoundColumns;

/// The column field of game `game` (0 or 1) of round `round` (0-based), in a
/// tournament of two-game matches or of one game a round.
pub(crate) fn columns(round: usize, game: usize, two_game_matches: bool) -> RoundColumns {
    match two_game_matches {
        true => RoundColumns::of(2 * round + game),
        false => RoundColumns::of(round),
    }
}

/// Folds every player's round columns, read one game each, into matches.
pub(crate) fn fold(t: &mut Tournament, path: &Path) -> Result<()> {
    let games: HashMap<PlayerId, Vec<Option<RoundEntry>>> =
        t.players.iter().map(|p| (p.id, p.rounds.clone())).collect();
    let code = t.config.type_code().unwrap_or_default().trim().to_string();
    for player in &mut t.players {
        let matches = player.rounds.len().div_ceil(2);
        let folded = (0..matches)
            .map(|round| {
                MatchFields {
                    player,
                    round,
                    code: &code,
                    path,
                }
                .fold(&games)
            })
            .collect::<Result<Vec<_>>>()?;
        player.rounds = folded;
    }
    Ok(())
}

/// The two columns of one player's match being folded.
struct MatchFields<'a> {
    player: &'a Player,
    round: usize,
    code: &'a str,
    path: &'a Path,
}

impl MatchFields<'_> {
    fn error(&self, game: usize, column: impl Fn(RoundColumns) -> usize, text: String) -> Error {
        let number = Round::at_index(self.round);
        Error::input(
            self.path,
            self.player.line,
            column(columns(self.round, game, true)),
            format!(
                "round {number} (game {}): {text} (tournament type {}: every round is a match of two games, C.04.5)",
                game + 1,
                self.code
            ),
        )
    }

    fn game(&self, game: usize) -> Option<RoundEntry> {
        self.player
            .rounds
            .get(2 * self.round + game)
            .copied()
            .flatten()
    }

    fn fold(
        &self,
        games: &HashMap<PlayerId, Vec<Option<RoundEntry>>>,
    ) -> Result<Option<RoundEntry>> {
        match (self.game(0), self.game(1)) {
            (None, None) => Ok(None),
            (Some(_), None) => Err(self.error(
                1,
                |c| c.first(),
                "game 1 of the match is recorded, game 2 is not: a match is recorded with both games".into(),
            )),
            (None, Some(_)) => Err(self.error(
                0,
                |c| c.first(),
                "game 2 of the match is recorded, game 1 is not: a match is recorded with both games".into(),
            )),
            (Some(first), Some(second)) => self.both(first, second, games).map(Some),
        }
    }

    fn both(
        &self,
        first: RoundEntry,
        second: RoundEntry,
        games: &HashMap<PlayerId, Vec<Option<RoundEntry>>>,
    ) -> Result<RoundEntry> {
        if first.opponent != second.opponent {
            let shown = |o: Option<PlayerId>| o.map_or("0000".to_string(), |o| o.to_string());
            return Err(self.error(1, |c| c.opponent.first, format!(
                "game 2 names opponent {}, game 1 opponent {}: both games of a match are against the same opponent, and a bye or an absence is for the whole match",
                shown(second.opponent),
                shown(first.opponent)
            )));
        }
        if first.opponent.is_none() && first.result != second.result {
            return Err(self.error(1, |c| c.result, format!(
                "game 2 has code '{}', game 1 '{}': byes apply to matches, never to single games (C.04.5 Preface)",
                second.result.trf_char(),
                first.result.trf_char()
            )));
        }
        if let (Some(a), Some(b)) = (first.colour, second.colour) {
            if a == b {
                return Err(self.error(
                    1,
                    |c| c.colour,
                    format!(
                        "both games have colour '{}': a match's two games alternate colours",
                        a.trf_char()
                    ),
                ));
            }
        }
        Ok(RoundEntry {
            second: Some(SecondGame {
                colour: second.colour,
                result: second.result,
                match_forfeited: self.forfeited(first, second, games),
            }),
            ..first
        })
    }

    /// C.04.5 Preface: a match ends by forfeit when one of the two players
    /// forfeited both games; a player forfeited a game he holds `-` for (a
    /// double forfeit is `-` on both lines), so the opponent's line is read too.
    fn forfeited(
        &self,
        first: RoundEntry,
        second: RoundEntry,
        games: &HashMap<PlayerId, Vec<Option<RoundEntry>>>,
    ) -> bool {
        let forfeited_both = |a: Option<RoundEntry>, b: Option<RoundEntry>| {
            [a, b]
                .iter()
                .all(|g| g.is_some_and(|g| g.result == ResultCode::ForfeitLoss))
        };
        let Some(opponent) = first.opponent else {
            return false;
        };
        let theirs = |game: usize| {
            games
                .get(&opponent)
                .and_then(|g| g.get(2 * self.round + game).copied().flatten())
        };
        forfeited_both(Some(first), Some(second)) || forfeited_both(theirs(0), theirs(1))
    }
}

/// The two columns a match entry is written as: game 1, game 2 (`None` for
/// blank columns).
pub(crate) fn unfold(entry: Option<&RoundEntry>) -> [Option<RoundEntry>; 2] {
    let Some(entry) = entry else {
        return [None, None];
    };
    let second = entry
        .second
        .map(|second| RoundEntry::game(entry.opponent, second.colour, second.result));
    [
        Some(RoundEntry {
            second: None,
            ..*entry
        }),
        second,
    ]
}
