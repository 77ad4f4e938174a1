//! Writing rounds into a [`Tournament`] (used by the random tournament generator):
//! both players' entries of a game at once, and the points column kept equal to
//! the results, so that the tournament always writes as a valid TRF.

use crate::error::{Error, Result};
use crate::pairing::Pairing;
use crate::tournament::{Colour, PlayerId, ResultCode, Round, RoundEntry, SecondGame, Tournament};
use std::collections::{HashMap, HashSet};

use super::validate::results_mirror;

impl Tournament {
    /// Records round `round`: every board of `pairing` (white and black
    /// entries with mirrored results), the pairing-allocated bye as `0000 - U`, and
    /// `0000 - r` for players outside the pairing who have a result in `results`
    /// (`-` absent, `H` `F` `Z` byes, `=` JaVaFo's half-point bye).
    ///
    /// `results` gives a board's result for either player (or both, then they must
    /// mirror); the bye's result, if given, must be `U` or JaVaFo's `+`. Players in
    /// neither keep whatever entry they had for that round (e.g. a `0000 - H`
    /// written before pairing). Every player's points column is then set to the
    /// total of his results. Nothing is changed when an error is returned
    /// ([`Error::Request`]).
    pub fn record_round(
        &mut self,
        round: Round,
        pairing: &Pairing,
        results: &[(PlayerId, ResultCode)],
    ) -> Result<()> {
        if self.config.two_game_matches() {
            return Err(Error::Request(format!(
                "round {round}: every round of this tournament is a match of two games, recorded with both games' results"
            )));
        }
        let entries = self.round_entries(round, pairing, results)?;
        for (id, entry) in entries {
            self.put_entry(id, round.index(), Some(entry));
        }
        self.normalise_rounds();
        self.refresh_declared_points();
        Ok(())
    }

    /// Records round `round` of a tournament of two-game matches (C.04.5
    /// Preface): as [`Tournament::record_round`], each player's result given
    /// for both games. A board's white has white in game 1 and black in game 2
    /// (the colours alternate); a bye or an absence is one code for the whole
    /// match. The match ends by forfeit when a player forfeited both games.
    pub fn record_match_round(
        &mut self,
        round: Round,
        pairing: &Pairing,
        results: &[(PlayerId, [ResultCode; 2])],
    ) -> Result<()> {
        if !self.config.two_game_matches() {
            return Err(Error::Request(format!(
                "round {round}: this tournament plays one game a round, not matches"
            )));
        }
        let game = |g: usize| {
            results
                .iter()
                .map(move |&(id, r)| (id, r[g]))
                .collect::<Vec<_>>()
        };
        let first = self.round_entries(round, pairing, &game(0))?;
        let second = self.round_entries(round, pairing, &game(1))?;
        let mut entries = Vec::with_capacity(first.len());
        // Both games' entries come from the same pairing and ids, in one order.
        for ((id, one), (_, two)) in first.into_iter().zip(second) {
            if one.opponent.is_none() && one.result != two.result {
                return Err(Error::Request(format!(
                    "round {round}: player {id} has '{}' and '{}': byes apply to matches, never to single games",
                    one.result.trf_char(),
                    two.result.trf_char()
                )));
            }
            entries.push((id, one, two.result));
        }
        let forfeited_both: HashSet<PlayerId> = entries
            .iter()
            .filter(|(_, one, two)| {
                one.opponent.is_some()
                    && one.result == ResultCode::ForfeitLoss
                    && *two == ResultCode::ForfeitLoss
            })
            .map(|(id, _, _)| *id)
            .collect();
        for (id, one, two) in entries {
            let forfeited = forfeited_both.contains(&id)
                || one.opponent.is_some_and(|o| forfeited_both.contains(&o));
            let second = SecondGame {
                colour: one.colour.map(Colour::opposite),
                result: two,
                match_forfeited: forfeited,
            };
            let entry = RoundEntry {
                second: Some(second),
                ..one
            };
            self.put_entry(id, round.index(), Some(entry));
        }
        self.normalise_rounds();
        self.refresh_declared_points();
        Ok(())
    }

    /// Sets one entry (`None` = blank field) of one player, without touching his
    /// opponent's entry, and updates his points column. Unknown ids are ignored.
    pub fn set_entry(&mut self, id: PlayerId, round: Round, entry: Option<RoundEntry>) {
        self.put_entry(id, round.index(), entry);
        self.normalise_rounds();
        let system = self.config.points.clone();
        if let Some(p) = self.players.iter_mut().find(|p| p.id == id) {
            p.declared_points = p.points_before(p.rounds.len(), &system);
        }
    }

    /// Sets every player's points column to the total of his results.
    pub fn refresh_declared_points(&mut self) {
        let system = self.config.points.clone();
        for p in &mut self.players {
            p.declared_points = p.points_before(p.rounds.len(), &system);
        }
    }

    /// Gives every player the same number of round fields, the number of columns
    /// holding at least one entry (blank fields as `None`). The reader does the
    /// same, so a tournament changed here equals the one its TRF reads back as.
    pub(crate) fn normalise_rounds(&mut self) {
        let rounds = self
            .players
            .iter()
            .filter_map(|p| p.rounds.iter().rposition(Option::is_some))
            .max()
            .map_or(0, |last| last + 1);
        for p in &mut self.players {
            p.rounds.resize(rounds, None);
        }
    }

    fn put_entry(&mut self, id: PlayerId, round: usize, entry: Option<RoundEntry>) {
        if let Some(p) = self.players.iter_mut().find(|p| p.id == id) {
            if p.rounds.len() <= round {
                p.rounds.resize(round + 1, None);
            }
            p.rounds[round] = entry;
        }
    }

    /// The entries a round's pairing and results give, checked before anything
    /// is written.
    fn round_entries(
        &self,
        round: Round,
        pairing: &Pairing,
        results: &[(PlayerId, ResultCode)],
    ) -> Result<Vec<(PlayerId, RoundEntry)>> {
        let number = round.number();
        let mut given: HashMap<PlayerId, ResultCode> = HashMap::new();
        for &(id, result) in results {
            self.require_player(id, number)?;
            if given.insert(id, result).is_some_and(|r| r != result) {
                return Err(Error::Request(format!(
                    "round {number}: two different results for player {id}"
                )));
            }
        }
        let mut paired = HashSet::new();
        let mut entries = Vec::new();
        for board in &pairing.boards {
            for id in [board.white, board.black] {
                self.require_player(id, number)?;
                if !paired.insert(id) {
                    return Err(Error::Request(format!(
                        "round {number}: player {id} is paired twice"
                    )));
                }
            }
            let (white, black) = board_results(board.white, board.black, &given, number)?;
            entries.push((board.white, game(board.black, Colour::White, white)));
            entries.push((board.black, game(board.white, Colour::Black, black)));
        }
        if let Some(bye) = pairing.bye {
            self.require_player(bye, number)?;
            if !paired.insert(bye) {
                return Err(Error::Request(format!(
                    "round {number}: player {bye} has the bye and a game"
                )));
            }
            let result = match given.get(&bye) {
                None | Some(ResultCode::PairingBye) => ResultCode::PairingBye,
                Some(ResultCode::ForfeitWin) => ResultCode::ForfeitWin,
                Some(r) => {
                    return Err(Error::Request(format!(
                        "round {number}: player {bye} has the pairing-allocated bye, so his result is U (or +), not '{}'",
                        r.trf_char()
                    )))
                }
            };
            entries.push((bye, absence(result)));
        }
        let mut unpaired: Vec<_> = given
            .iter()
            .filter(|(id, _)| !paired.contains(*id))
            .collect();
        unpaired.sort_by_key(|(id, _)| **id);
        for (&id, &result) in unpaired {
            if !is_absence_code(result) {
                return Err(Error::Request(format!(
                    "round {number}: player {id} is not paired, so his result must be - H F Z or =, not '{}'",
                    result.trf_char()
                )));
            }
            entries.push((id, absence(result)));
        }
        Ok(entries)
    }

    fn require_player(&self, id: PlayerId, number: usize) -> Result<()> {
        match self.index_of(id) {
            Some(_) => Ok(()),
            None => Err(Error::Request(format!(
                "round {number}: there is no player {id}"
            ))),
        }
    }
}

/// The results of white and black from what `given` says about either.
fn board_results(
    white: PlayerId,
    black: PlayerId,
    given: &HashMap<PlayerId, ResultCode>,
    number: usize,
) -> Result<(ResultCode, ResultCode)> {
    let not_a_game = |id: PlayerId, r: ResultCode| {
        Error::Request(format!(
            "round {number}: '{}' is not the result of a game (player {id})",
            r.trf_char()
        ))
    };
    let mirror = |id: PlayerId, r: ResultCode| r.mirrored().ok_or_else(|| not_a_game(id, r));
    match (given.get(&white).copied(), given.get(&black).copied()) {
        (Some(w), Some(b)) => {
            mirror(white, w)?;
            mirror(black, b)?;
            match results_mirror(w, b) {
                true => Ok((w, b)),
                false => Err(Error::Request(format!(
                    "round {number}: results '{}' of {white} and '{}' of {black} do not mirror",
                    w.trf_char(),
                    b.trf_char()
                ))),
            }
        }
        (Some(w), None) => Ok((w, mirror(white, w)?)),
        (None, Some(b)) => Ok((mirror(black, b)?, b)),
        (None, None) => Err(Error::Request(format!(
            "round {number}: no result for board {white}-{black}"
        ))),
    }
}

fn game(opponent: PlayerId, colour: Colour, result: ResultCode) -> RoundEntry {
    RoundEntry::game(Some(opponent), Some(colour), result)
}

fn absence(result: ResultCode) -> RoundEntry {
    RoundEntry::game(None, None, result)
}

/// Results a player outside the pairing may have (`0000 - r`).
fn is_absence_code(r: ResultCode) -> bool {
    matches!(
        r,
        ResultCode::ForfeitLoss
            | ResultCode::HalfBye
            | ResultCode::FullBye
            | ResultCode::ZeroBye
            | ResultCode::Draw
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pairing::Board;
    use std::path::Path;

    fn round(number: usize) -> Round {
        Round::new(number).unwrap()
    }

    const FOUR: &str = "\
012 Test
001    1      A                                 2000                             1.0    1     2 w 1
001    2      B                                 1900                             0.0    2     1 b 0
001    3      C                                 1800                             0.5    3  0000 - H
001    4      D                                 1700                             0.0    4  0000 - -
XXR 3
";

    fn four() -> Tournament {
        crate::trf::parse(FOUR, Path::new("four.trf")).unwrap()
    }

    #[test]
    fn records_games_byes_and_points() {
        let mut t = four();
        let pairing = Pairing {
            boards: vec![Board { white: 3, black: 1 }],
            bye: Some(2),
        };
        t.record_round(
            round(2),
            &pairing,
            &[(1, ResultCode::Win), (4, ResultCode::ZeroBye)],
        )
        .unwrap();
        let e = |id, r| *t.player(id).unwrap().entry(r).unwrap();
        assert_eq!(e(3, 1), game(1, Colour::White, ResultCode::Loss));
        assert_eq!(e(1, 1), game(3, Colour::Black, ResultCode::Win));
        assert_eq!(e(2, 1), absence(ResultCode::PairingBye));
        assert_eq!(e(4, 1), absence(ResultCode::ZeroBye));
        let points: Vec<_> = t.players.iter().map(|p| p.declared_points).collect();
        assert_eq!(points, vec![20, 10, 5, 0]);
        // What was recorded reads back identically.
        let again = crate::trf::parse(&crate::trf::write(&t), Path::new("x")).unwrap();
        assert_eq!(again, t);
    }

    #[test]
    fn extends_rounds_and_keeps_prefilled_byes() {
        let mut t = four();
        t.set_entry(3, round(3), Some(absence(ResultCode::HalfBye)));
        assert!(t.players.iter().all(|p| p.rounds.len() == 3));
        assert_eq!(t.player(3).unwrap().declared_points, 10);
        let pairing = Pairing {
            boards: vec![Board { white: 1, black: 4 }],
            bye: None,
        };
        t.record_round(round(3), &pairing, &[(4, ResultCode::Draw)])
            .unwrap();
        assert_eq!(
            t.player(3).unwrap().entry(2).unwrap().result,
            ResultCode::HalfBye
        );
        assert_eq!(
            t.player(1).unwrap().entry(2).unwrap().result,
            ResultCode::Draw
        );
        assert_eq!(t.player(2).unwrap().entry(2), None);
        assert_eq!(t.player(1).unwrap().declared_points, 15);
    }

    #[test]
    fn rejects_bad_rounds_without_changing_anything() {
        let mut t = four();
        let before = t.clone();
        let twice = Pairing {
            boards: vec![Board { white: 1, black: 2 }, Board { white: 2, black: 3 }],
            bye: None,
        };
        let err = t
            .record_round(
                round(2),
                &twice,
                &[(1, ResultCode::Win), (3, ResultCode::Win)],
            )
            .unwrap_err();
        assert_eq!(
            err.to_string(),
            "invalid request: round 2: player 2 is paired twice"
        );
        let one = Pairing {
            boards: vec![Board { white: 1, black: 2 }],
            bye: None,
        };
        let err = t
            .record_round(
                round(2),
                &one,
                &[(1, ResultCode::Win), (2, ResultCode::Win)],
            )
            .unwrap_err();
        assert_eq!(
            err.to_string(),
            "invalid request: round 2: results '1' of 1 and '1' of 2 do not mirror"
        );
        let err = t.record_round(round(2), &one, &[]).unwrap_err();
        assert_eq!(
            err.to_string(),
            "invalid request: round 2: no result for board 1-2"
        );
        let err = t
            .record_round(
                round(2),
                &one,
                &[(1, ResultCode::Win), (9, ResultCode::HalfBye)],
            )
            .unwrap_err();
        assert_eq!(
            err.to_string(),
            "invalid request: round 2: there is no player 9"
        );
        let err = t
            .record_round(
                round(2),
                &one,
                &[(1, ResultCode::Win), (3, ResultCode::Win)],
            )
            .unwrap_err();
        assert_eq!(
            err.to_string(),
            "invalid request: round 2: player 3 is not paired, so his result must be - H F Z or =, not '1'"
        );
        assert_eq!(t, before);
    }
}
