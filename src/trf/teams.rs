//! The TRF-2026 team records (`shared/rules/trf-2026-teams.md`): `310` teams,
//! `300` line-ups, `320` team byes, `330` forfeited matches, `352` board
//! colours, `362` match points, read into [`Teams`] once the players are known,
//! and the checks that need the teams and the games together: a player in one
//! team only, a line-up of the team's own players, the same number of boards
//! in every match, every board of a match recorded.
//!
//! The lines themselves stay among the tournament's headers, written back
//! verbatim; this module only reads them.

use crate::error::{Error, Result};
use crate::points::{parse_points, Points};
use crate::tournament::{
    Colour, ForfeitedMatch, LineUp, MatchForfeit, MatchPoints, PlayerId, ResultCode, Round, Team,
    TeamByes, TeamId, Teams, Tournament,
};
use std::collections::BTreeMap;
use std::path::Path;

use super::layout::RoundColumns;
use super::lines::{shown, Columns};
use super::reader::{warning, Warning};

/// The team records of `t`'s headers, checked against its players; `None`
/// when the file has no `310` line (an individual event).
pub(super) fn read(t: &Tournament, path: &Path) -> Result<Option<(Teams, Vec<Warning>)>> {
    if !is_team_file(t) {
        return Ok(None);
    }
    let mut reader = TeamRecords {
        path,
        teams: Teams::default(),
        byes_line: None,
    };
    for (line, header) in header_lines(t) {
        let at = Record {
            path,
            line,
            columns: Columns::new(&header.text),
        };
        match header.code.as_str() {
            "310" => reader.teams.teams.push(at.team()?),
            "300" => reader.teams.line_ups.push(at.line_up()?),
            "320" => {
                reader.teams.byes = Some(at.byes()?);
                reader.byes_line = Some(line);
            }
            "330" => reader.teams.forfeits.push(at.forfeit()?),
            "352" => reader.teams.board_colours = at.board_colours()?,
            "362" => reader.teams.match_points = at.match_points()?,
            _ => {}
        }
    }
    reader.check_members(t)?;
    reader.check_line_ups(t)?;
    reader.check_matches(t)?;
    let warnings = reader.follow_board_byes(t);
    Ok(Some((reader.teams, warnings)))
}

/// Whether `t` is a team event with its teams listed: a `192` code naming
/// teams (`FIDE_TEAM...`, `CUSTOM_TEAM...`) and `310` lines. Elsewhere these
/// codes are other programs' lines, kept verbatim unread.
pub(super) fn is_team_file(t: &Tournament) -> bool {
    let team_event = t
        .config
        .type_code()
        .is_some_and(|code| code.to_ascii_uppercase().contains("TEAM"));
    team_event && t.headers.iter().any(|h| h.code == "310")
}

/// Each header with its line number: the lines the players do not take, in
/// order (the reader numbers every line and keeps each player's).
fn header_lines(t: &Tournament) -> Vec<(usize, &crate::tournament::HeaderLine)> {
    let taken: std::collections::BTreeSet<usize> = t.players.iter().map(|p| p.line).collect();
    (1..)
        .filter(|line| !taken.contains(line))
        .zip(&t.headers)
        .collect()
}

/// Column of board `board`'s (0-based) member in a `310` line.
fn member_column(board: usize) -> usize {
    74 + 5 * board
}

/// Column of the team given the PAB in round index `round` of a `320` line.
fn bye_column(round: usize) -> usize {
    15 + 4 * round
}

/// Column of board `board`'s (0-based) player in a `300` line.
fn board_column(board: usize) -> usize {
    17 + 5 * board
}

/// One team record being read.
struct Record<'a> {
    path: &'a Path,
    line: usize,
    columns: Columns,
}

impl Record<'_> {
    fn error(&self, column: usize, message: impl Into<String>) -> Error {
        Error::input(self.path, self.line, column, message)
    }

    fn code(&self) -> String {
        self.columns.span(1, 3)
    }

    /// Columns that separate fields must be blank: a character there means a
    /// field out of its columns.
    fn blank(&self, columns: &[usize]) -> Result<()> {
        for &column in columns {
            let c = self.columns.at(column);
            if c != ' ' {
                return Err(self.error(
                    column,
                    format!(
                        "expected a blank in column {column} of {} (a field out of its columns), found '{c}'",
                        self.code()
                    ),
                ));
            }
        }
        Ok(())
    }

    /// A number of digits in `first..=last`, blank allowed when `blank_ok`.
    fn number(&self, first: usize, last: usize, what: &str) -> Result<Option<u32>> {
        let text = self.columns.field(first, last);
        if text.is_empty() {
            return Ok(None);
        }
        match text.chars().all(|c| c.is_ascii_digit()) {
            true => Ok(text.parse().ok()),
            false => Err(self.error(
                first,
                format!(
                    "expected {what} (digits) in columns {first}-{last} of {}, found {}",
                    self.code(),
                    shown(&text)
                ),
            )),
        }
    }

    fn required(&self, first: usize, last: usize, what: &str) -> Result<u32> {
        match self.number(first, last, what)? {
            Some(n) if n > 0 => Ok(n),
            _ => Err(self.error(
                first,
                format!(
                    "expected {what} (a number from 1 up) in columns {first}-{last} of {}, found {}",
                    self.code(),
                    shown(&self.columns.span(first, last))
                ),
            )),
        }
    }

    fn points(&self, first: usize, last: usize, what: &str) -> Result<Option<Points>> {
        let text = self.columns.field(first, last);
        if text.is_empty() {
            return Ok(None);
        }
        parse_points(&text).map(Some).ok_or_else(|| {
            self.error(
                first,
                format!(
                    "expected {what} (like 1.5) in columns {first}-{last} of {}, found {}",
                    self.code(),
                    shown(&text)
                ),
            )
        })
    }

    /// Player ids of 4 columns every 5 from `first`; `0000` an empty place.
    fn ids(&self, first: usize, what: &str) -> Result<Vec<Option<PlayerId>>> {
        let mut ids = Vec::new();
        let mut column = first;
        while column <= self.columns.len() {
            self.blank(&[column - 1])?;
            let id = self.number(column, column + 3, what)?.ok_or_else(|| {
                self.error(
                    column,
                    format!(
                        "expected {what} in columns {column}-{} of {}, found a blank",
                        column + 3,
                        self.code()
                    ),
                )
            })?;
            ids.push((id != 0).then_some(id));
            column += 5;
        }
        Ok(ids)
    }

    /// `310`: TPN 5-7, name 9-40, nickname 42-46, strength 48-53, match points
    /// 55-60, game points 62-67, rank 69-71, members from 74.
    fn team(&self) -> Result<Team> {
        self.blank(&[4, 8, 41, 47, 54, 61, 68, 72])?;
        let id = self.required(5, 7, "a team number")?;
        let members = self.ids(member_column(0), "a member's player id")?;
        let members = members
            .into_iter()
            .enumerate()
            .map(|(board, id)| {
                id.ok_or_else(|| {
                    self.error(
                        member_column(board),
                        "expected a member's player id in a 310 line, found 0000",
                    )
                })
            })
            .collect::<Result<Vec<_>>>()?;
        if members.is_empty() {
            return Err(self.error(
                member_column(0),
                "a 310 line needs its members' player ids from column 74",
            ));
        }
        Ok(Team {
            id,
            name: self.columns.field(9, 40),
            members,
            declared_match_points: self.points(55, 60, "match points")?,
            declared_game_points: self.points(62, 67, "game points")?,
            line: self.line,
        })
    }

    /// `300 RRR TTT OOO PPPP ...`: round 5-7, team 9-11, opponent 13-15, the
    /// player of each board from 17, every 5 columns.
    fn line_up(&self) -> Result<LineUp> {
        self.blank(&[4, 8, 12])?;
        let boards = self.ids(board_column(0), "a player id or 0000")?;
        if boards.is_empty() {
            return Err(self.error(
                board_column(0),
                "a 300 line needs the player of each board from column 17",
            ));
        }
        Ok(LineUp {
            round: self.required(5, 7, "the round")?,
            team: self.required(9, 11, "a team number")?,
            opponent: self.required(13, 15, "a team number")?,
            boards,
            line: self.line,
        })
    }

    /// `320 MMMM GGGG TTT TTT ...`: the bye's match points 5-8 and game points
    /// 10-13, then the team given it in each round from 15, every 4 columns.
    fn byes(&self) -> Result<TeamByes> {
        self.blank(&[4, 9])?;
        let mut by_round = Vec::new();
        while bye_column(by_round.len()) <= self.columns.len() {
            let column = bye_column(by_round.len());
            self.blank(&[column - 1])?;
            let team = self.number(column, column + 2, "a team number")?;
            by_round.push(team.filter(|&t| t != 0));
        }
        Ok(TeamByes {
            match_points: self.points(5, 8, "match points")?.unwrap_or(0),
            game_points: self.points(10, 13, "game points")?.unwrap_or(0),
            by_round,
        })
    }

    /// `330 TT RRR WWW BBB`: type 5-6, round 8-10, White team 12-14, Black
    /// team 16-18.
    fn forfeit(&self) -> Result<ForfeitedMatch> {
        self.blank(&[4, 7, 11, 15])?;
        let outcome = match self.columns.span(5, 6).as_str() {
            "+-" => MatchForfeit::WhiteWins,
            "-+" => MatchForfeit::BlackWins,
            "--" => MatchForfeit::Neither,
            other => {
                return Err(self.error(
                    5,
                    format!(
                        "expected the type of a forfeited match (+-, -+ or --) in columns 5-6 of 330, found {}",
                        shown(other)
                    ),
                ))
            }
        };
        Ok(ForfeitedMatch {
            outcome,
            round: self.required(8, 10, "the round")?,
            white: self.required(12, 14, "a team number")?,
            black: self.required(16, 18, "a team number")?,
        })
    }

    /// `352 WBWB`: a colour letter a board from column 5.
    fn board_colours(&self) -> Result<Vec<Colour>> {
        (5..=self.columns.len())
            .map(|column| match self.columns.at(column) {
                'W' | 'w' => Ok(Colour::White),
                'B' | 'b' => Ok(Colour::Black),
                c => Err(self.error(
                    column,
                    format!("expected a board colour (W or B) in 352, found '{c}'"),
                )),
            })
            .collect()
    }

    /// `362 TW 2.0   TD 1.0   TL 0.0`: a symbol at 5-6 and its points at
    /// 7-10, then every 9 columns.
    fn match_points(&self) -> Result<MatchPoints> {
        let mut points = MatchPoints::default();
        let mut column = 5;
        while column <= self.columns.len() {
            let symbol = self.columns.span(column, column + 1);
            let value = self
                .points(column + 2, column + 5, "match points")?
                .ok_or_else(|| {
                    self.error(
                        column + 2,
                        format!("expected the points of {symbol} in 362"),
                    )
                })?;
            match symbol.as_str() {
                "TW" => points.win = value,
                "TD" => points.draw = value,
                "TL" => points.loss = value,
                _ => {
                    return Err(self.error(
                        column,
                        format!("expected TW, TD or TL in 362, found {}", shown(&symbol)),
                    ))
                }
            }
            column += 9;
        }
        Ok(points)
    }
}

/// The records read, being checked against the players.
struct TeamRecords<'a> {
    path: &'a Path,
    teams: Teams,
    /// The line of the `320` record, if any.
    byes_line: Option<usize>,
}

impl TeamRecords<'_> {
    fn error(&self, line: usize, column: usize, message: impl Into<String>) -> Error {
        Error::input(self.path, line, column, message)
    }

    /// Every member a player, in one team only; team numbers unique.
    fn check_members(&self, t: &Tournament) -> Result<()> {
        let mut team_of: BTreeMap<PlayerId, &Team> = BTreeMap::new();
        let mut numbers: BTreeMap<TeamId, usize> = BTreeMap::new();
        for team in &self.teams.teams {
            if let Some(first) = numbers.insert(team.id, team.line) {
                return Err(self.error(
                    team.line,
                    5,
                    format!("duplicate team number {} (first on line {first})", team.id),
                ));
            }
            for (board, &member) in team.members.iter().enumerate() {
                let column = member_column(board);
                if t.player(member).is_none() {
                    return Err(self.error(
                        team.line,
                        column,
                        format!("310 names player {member}, who has no 001 line"),
                    ));
                }
                if let Some(other) = team_of.insert(member, team) {
                    return Err(self.error(
                        team.line,
                        column,
                        format!(
                            "player {member} is in team {} and in team {} (line {})",
                            team.id, other.id, other.line
                        ),
                    ));
                }
            }
        }
        Ok(())
    }

    /// A line-up names its own team's players, on as many boards as every
    /// other match has.
    fn check_line_ups(&self, t: &Tournament) -> Result<()> {
        let boards = self.boards(t);
        for line_up in &self.teams.line_ups {
            for id in [line_up.team, line_up.opponent] {
                if self.teams.team(id).is_none() {
                    let column = if id == line_up.team { 9 } else { 13 };
                    return Err(self.error(
                        line_up.line,
                        column,
                        format!("300 names team {id}, which has no 310 line"),
                    ));
                }
            }
            for (board, player) in line_up.boards.iter().enumerate() {
                let Some(player) = *player else { continue };
                let owner = self.teams.team_of(player);
                if owner != Some(line_up.team) {
                    let whose = match owner.and_then(|o| self.teams.team(o)) {
                        Some(other) => format!("of team {} (line {})", other.id, other.line),
                        None => "in no team".to_string(),
                    };
                    return Err(self.error(
                        line_up.line,
                        board_column(board),
                        format!(
                            "the line-up of team {} names player {player}, who is {whose}",
                            line_up.team
                        ),
                    ));
                }
            }
            if line_up.boards.len() != boards {
                return Err(self.error(
                    line_up.line,
                    board_column(line_up.boards.len().min(boards)),
                    format!(
                        "the line-up of team {} in round {} has {} boards, but the matches have {boards} ({})",
                        line_up.team,
                        line_up.round,
                        line_up.boards.len(),
                        self.boards_source()
                    ),
                ));
            }
        }
        Ok(())
    }

    /// The number of boards: `352`'s length, else the first line-up's, else
    /// the most players a team fielded in a round.
    fn boards(&self, t: &Tournament) -> usize {
        if !self.teams.board_colours.is_empty() {
            return self.teams.board_colours.len();
        }
        if let Some(first) = self.teams.line_ups.first() {
            return first.boards.len();
        }
        let rounds = t.rounds_in_file();
        self.teams
            .teams
            .iter()
            .flat_map(|team| Round::all(rounds).map(move |r| fielded(t, team, r).len()))
            .max()
            .unwrap_or(0)
    }

    fn boards_source(&self) -> &'static str {
        if self.teams.board_colours.is_empty() {
            "as the first 300 line-up"
        } else {
            "352 gives their colours"
        }
    }

    /// Where no `300` gives a team's line-up, the members who played make it:
    /// no more of them than there are boards, and every board recorded
    /// (an empty board needs a `300` line-up), all against one team.
    fn check_matches(&self, t: &Tournament) -> Result<()> {
        let boards = self.boards(t);
        for round in Round::all(t.rounds_in_file()) {
            for team in &self.teams.teams {
                if self.teams.line_up(team.id, round).is_some() {
                    continue;
                }
                let played = fielded(t, team, round);
                let Some(&(first, first_opponent)) = played.first() else {
                    continue;
                };
                let opponent_team = self.teams.team_of(first_opponent);
                for &(player, opponent) in &played {
                    if self.teams.team_of(opponent) != opponent_team {
                        return Err(self.at_round(
                            t,
                            player,
                            round,
                            format!(
                                "round {round}: team {} meets two teams (player {first} plays {first_opponent}, player {player} plays {opponent})",
                                team.id
                            ),
                        ));
                    }
                }
                if played.len() > boards {
                    return Err(self.at_round(
                        t,
                        played[boards].0,
                        round,
                        format!(
                            "round {round}: team {} fields {} players, but the matches have {boards} boards ({})",
                            team.id,
                            played.len(),
                            self.boards_source()
                        ),
                    ));
                }
                let opponent_line_up = opponent_team.and_then(|o| self.teams.line_up(o, round));
                if played.len() < boards && opponent_line_up.is_none() {
                    let against =
                        opponent_team.map_or("no team".to_string(), |o| format!("team {o}"));
                    return Err(self.at_round(
                        t,
                        first,
                        round,
                        format!(
                            "round {round}: the match of team {} against {against} has {} of its {boards} games recorded (an empty board needs a 300 line-up)",
                            team.id,
                            played.len()
                        ),
                    ));
                }
            }
        }
        Ok(())
    }

    /// An error at `player`'s opponent column of `round`.
    fn at_round(&self, t: &Tournament, player: PlayerId, round: Round, message: String) -> Error {
        let line = t.player(player).map_or(0, |p| p.line);
        let column = RoundColumns::of(round.index()).opponent.first;
        self.error(line, column, message)
    }
}

impl TeamRecords<'_> {
    /// The PAB of each round as the boards record it (`0000 U` on a team's
    /// boards, no game): the games are the record of a match (item 1 of how
    /// a match is rebuilt), `320` only names the team. Where `320` names
    /// another team, or is missing, the boards' team is taken: a warning
    /// says where they disagree.
    fn follow_board_byes(&mut self, t: &Tournament) -> Vec<Warning> {
        let mut warnings = Vec::new();
        for round in Round::all(t.rounds_in_file()) {
            let [on_boards] = self.board_byes(t, round)[..] else {
                continue;
            };
            let byes = self.teams.byes.get_or_insert_with(|| TeamByes {
                match_points: 0,
                game_points: 0,
                by_round: Vec::new(),
            });
            if byes.by_round.len() < round.number() {
                byes.by_round.resize(round.number(), None);
            }
            let named = byes.by_round[round.index()];
            if named == Some(on_boards) {
                continue;
            }
            byes.by_round[round.index()] = Some(on_boards);
            if let (Some(line), Some(named)) = (self.byes_line, named) {
                warnings.push(warning(
                    self.path,
                    line,
                    bye_column(round.index()),
                    format!(
                        "320 names team {named} as round {round}'s PAB, but team {on_boards}'s boards record it (0000 U): the boards are followed"
                    ),
                ));
            }
        }
        if self.byes_line.is_none() {
            self.value_byes_by_boards(t);
        }
        warnings
    }

    /// The teams whose boards in `round` record a pairing-allocated bye and
    /// no game, outside `240`'s announced byes.
    fn board_byes(&self, t: &Tournament, round: Round) -> Vec<TeamId> {
        let announced = |team: TeamId| {
            t.config
                .announced
                .iter()
                .any(|a| a.round as usize == round.number() && a.players.contains(&team))
        };
        self.teams
            .teams
            .iter()
            .filter(|team| !announced(team.id) && fielded(t, team, round).is_empty())
            .filter(|team| {
                team.members.iter().any(|&m| {
                    t.player(m)
                        .and_then(|p| p.entry(round.index()))
                        .is_some_and(|e| e.result == ResultCode::PairingBye)
                })
            })
            .map(|team| team.id)
            .collect()
    }

    /// Without `320`, a PAB is worth a drawn match in match and game points
    /// (C.04.6 1.4), unless `162` gives the PAB's value per board (`P`).
    fn value_byes_by_boards(&mut self, t: &Tournament) {
        let points = &t.config.points;
        let per_board = match gives_pab_value(t) {
            true => points.pairing_bye,
            false => points.draw,
        };
        let boards = self.boards(t) as Points;
        let mp = self.teams.match_points;
        let Some(byes) = self.teams.byes.as_mut() else {
            return;
        };
        byes.game_points = per_board * boards;
        byes.match_points = match per_board.cmp(&points.draw) {
            std::cmp::Ordering::Greater => mp.win,
            std::cmp::Ordering::Equal => mp.draw,
            std::cmp::Ordering::Less => mp.loss,
        };
    }
}

/// Whether a `162` line names the PAB's points (`P`; symbols at column 6,
/// then every 9 columns).
fn gives_pab_value(t: &Tournament) -> bool {
    t.headers.iter().filter(|h| h.code == "162").any(|h| {
        let columns = Columns::new(&h.text);
        (6..=columns.len()).step_by(9).any(|c| columns.at(c) == 'P')
    })
}

/// The members of `team` who have an opponent in `round`, in board order,
/// each with that opponent.
fn fielded(t: &Tournament, team: &Team, round: Round) -> Vec<(PlayerId, PlayerId)> {
    team.members
        .iter()
        .filter_map(|&member| {
            let entry = t.player(member)?.entry(round.index())?;
            entry.opponent.map(|opponent| (member, opponent))
        })
        .collect()
}
