//! Team events as their records describe them (`shared/rules/trf-2026-teams.md`,
//! "How a team match is recorded and rebuilt"): each team's round rebuilt
//! from its board games (the opponent team, match points, game points), and
//! which of the two scores is primary as the `192 FIDE_TEAM...` code says.
//! No record states a match directly; the `001` games, `300`/`310` line-ups,
//! `320` byes, `330` forfeits and `240` team byes give it.

use crate::points::Points;
use crate::tournament::{
    Colour, MatchForfeit, Player, PlayerId, ResultCode, Round, RoundEntry, TeamId, TeamUnits,
    Teams, Tournament,
};

/// A team's score (C.04.6): match points or game points.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
pub enum TeamScore {
    MatchPoints,
    GamePoints,
}

/// The colour preferences a team code asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
pub enum TeamColours {
    /// No colour preferences (a code without `TYPEA`/`TYPEB`).
    None,
    TypeA,
    TypeB,
}

/// What a `192 FIDE_TEAM[_TYPEA|_TYPEB][_MP|_GP][_GP|_MP][_BAKU]` code selects.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
pub struct TeamScoring {
    pub primary: TeamScore,
    /// The second score, used for colours; `None` when the code names one.
    pub secondary: Option<TeamScore>,
    pub colours: TeamColours,
    pub baku: bool,
}

/// Reads a team code (case-insensitive); `None` for any other code. A code
/// naming neither score is `_MP_GP`; a bare `FIDE_TEAM` (and `FIDE_TEAM_BAKU`)
/// is Type A, as ETT26 gives the defaults (a reading: older gacrux reads a
/// bare `FIDE_TEAM` as no colour preferences).
pub fn team_scoring(code: &str) -> Option<TeamScoring> {
    let upper = code.trim().to_ascii_uppercase();
    let rest = upper.strip_prefix("FIDE_TEAM")?;
    let words: Vec<&str> = rest.split('_').filter(|w| !w.is_empty()).collect();
    let mut scoring = TeamScoring {
        primary: TeamScore::MatchPoints,
        secondary: None,
        colours: TeamColours::None,
        baku: false,
    };
    let mut scores = Vec::new();
    for (i, word) in words.iter().enumerate() {
        match *word {
            "TYPEA" if i == 0 => scoring.colours = TeamColours::TypeA,
            "TYPEB" if i == 0 => scoring.colours = TeamColours::TypeB,
            "MP" if !scores.contains(&TeamScore::MatchPoints) => {
                scores.push(TeamScore::MatchPoints)
            }
            "GP" if !scores.contains(&TeamScore::GamePoints) => scores.push(TeamScore::GamePoints),
            "BAKU" if i + 1 == words.len() => scoring.baku = true,
            _ => return None,
        }
    }
    if words.iter().all(|w| *w == "BAKU") {
        scoring.colours = TeamColours::TypeA;
    }
    match scores.as_slice() {
        [] => scoring.secondary = Some(TeamScore::GamePoints),
        [one] => scoring.primary = *one,
        [first, second] => {
            scoring.primary = *first;
            scoring.secondary = Some(*second);
        }
        _ => return None,
    }
    // C.04.7 1.4.4: Baku acceleration for teams exists with match points first.
    if scoring.baku && scoring.primary != TeamScore::MatchPoints {
        return None;
    }
    Some(scoring)
}

impl TeamScoring {
    /// `score` of a team with these match and game points.
    pub fn pick(score: TeamScore, match_points: Points, game_points: Points) -> Points {
        match score {
            TeamScore::MatchPoints => match_points,
            TeamScore::GamePoints => game_points,
        }
    }

    /// The primary score of a team with these match and game points.
    pub fn primary_of(&self, match_points: Points, game_points: Points) -> Points {
        TeamScoring::pick(self.primary, match_points, game_points)
    }

    /// The secondary score, if the code names one.
    pub fn secondary_of(&self, match_points: Points, game_points: Points) -> Option<Points> {
        self.secondary
            .map(|s| TeamScoring::pick(s, match_points, game_points))
    }
}

/// How a team's round went.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
pub enum TeamRoundKind {
    /// A match against the team (played, or forfeited per `330`).
    Match { opponent: TeamId, forfeited: bool },
    /// The pairing-allocated bye (`320`).
    PairingBye,
    /// An announced bye or absence (`240` F, H or Z).
    Announced(ResultCode),
    /// Nothing recorded.
    Absent,
}

/// A team's round: what it was and what it scored.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
pub struct TeamRound {
    pub kind: TeamRoundKind,
    pub match_points: Points,
    pub game_points: Points,
}

/// Every round of the file for `team`, rebuilt from its players' games.
/// Game points add up the `162` points of the players on its boards; the
/// match goes to the side with more of them (`362`), unless `330` says it was
/// forfeited. `320` gives the pairing-allocated bye its value, `240 F`/`H`
/// a won/drawn match and a win/draw on every board.
pub fn team_rounds(t: &Tournament, teams: &Teams, team: TeamId) -> Vec<TeamRound> {
    Round::all(t.rounds_in_file())
        .map(|round| team_round(t, teams, team, round))
        .collect()
}

/// The match and game points of `team` over every round of the file.
pub fn team_totals(t: &Tournament, teams: &Teams, team: TeamId) -> (Points, Points) {
    team_rounds(t, teams, team)
        .iter()
        .fold((0, 0), |(mp, gp), r| {
            (mp + r.match_points, gp + r.game_points)
        })
}

/// Team `team`'s round `round`.
pub fn team_round(t: &Tournament, teams: &Teams, team: TeamId, round: Round) -> TeamRound {
    let mp = teams.match_points;
    let boards = board_count(teams) as Points;
    if let Some(byes) = &teams.byes {
        if byes.by_round.get(round.index()).copied().flatten() == Some(team) {
            return TeamRound {
                kind: TeamRoundKind::PairingBye,
                match_points: byes.match_points,
                game_points: byes.game_points,
            };
        }
    }
    let announced = t
        .config
        .announced
        .iter()
        .find(|a| a.round as usize == round.number() && a.players.contains(&team));
    if let Some(a) = announced {
        let points = &t.config.points;
        let (match_points, game_points) = match a.result {
            ResultCode::FullBye => (mp.win, points.full_bye * boards),
            ResultCode::HalfBye => (mp.draw, points.half_bye * boards),
            _ => (mp.loss, points.zero_bye * boards),
        };
        return TeamRound {
            kind: TeamRoundKind::Announced(a.result),
            match_points,
            game_points,
        };
    }
    let Some(opponent) = opponent_team(t, teams, team, round) else {
        return TeamRound {
            kind: TeamRoundKind::Absent,
            match_points: 0,
            game_points: 0,
        };
    };
    let ours = game_points(t, teams, team, round);
    let theirs = game_points(t, teams, opponent, round);
    let forfeit = teams.forfeits.iter().find(|f| {
        f.round as usize == round.number()
            && ((f.white, f.black) == (team, opponent) || (f.black, f.white) == (team, opponent))
    });
    let match_points = match forfeit {
        Some(f) => {
            let won = match f.outcome {
                MatchForfeit::WhiteWins => f.white == team,
                MatchForfeit::BlackWins => f.black == team,
                MatchForfeit::Neither => false,
            };
            if won {
                mp.win
            } else {
                mp.loss
            }
        }
        None => match ours.cmp(&theirs) {
            std::cmp::Ordering::Greater => mp.win,
            std::cmp::Ordering::Equal => mp.draw,
            std::cmp::Ordering::Less => mp.loss,
        },
    };
    TeamRound {
        kind: TeamRoundKind::Match {
            opponent,
            forfeited: forfeit.is_some(),
        },
        match_points,
        game_points: ours,
    }
}

/// The scoring of a team event whose code names none (`CUSTOM_TEAM...`, or
/// another system's code): 1.2.2's default, match points first, game points
/// for colours, and 1.7's Type A.
pub const DEFAULT_SCORING: TeamScoring = TeamScoring {
    primary: TeamScore::MatchPoints,
    secondary: Some(TeamScore::GamePoints),
    colours: TeamColours::TypeA,
    baku: false,
};

/// The scoring `t`'s `192` code selects ([`DEFAULT_SCORING`] when it names none).
pub fn scoring_of(t: &Tournament) -> TeamScoring {
    t.config
        .type_code()
        .and_then(team_scoring)
        .unwrap_or(DEFAULT_SCORING)
}

/// The tournament of teams a team system pairs (`None` for an individual
/// event): one player per `310` team, its TPN, name and its members' mean
/// rating; one entry per round rebuilt from the board games
/// ([`team_round`]), worth the primary score, the secondary kept in
/// [`TeamUnits`]. A match's colour is board 1's (C.04.6 1.6.1); a
/// forfeited match is recorded unplayed, its scheduled colour kept.
pub fn team_tournament(t: &Tournament) -> Option<Tournament> {
    let teams = t.teams.as_ref()?;
    let scoring = scoring_of(t);
    let boards = board_count(teams);
    let mut secondary = std::collections::BTreeMap::new();
    let players = teams
        .teams
        .iter()
        .map(|team| {
            let rounds = team_rounds(t, teams, team.id);
            let entries = rounds
                .iter()
                .zip(Round::all(rounds.len()))
                .map(|(r, round)| team_entry(t, teams, team.id, round, r, &scoring))
                .collect();
            let extra: Vec<Points> = rounds
                .iter()
                .map(|r| {
                    scoring
                        .secondary_of(r.match_points, r.game_points)
                        .unwrap_or(0)
                })
                .collect();
            secondary.insert(team.id, extra);
            let primary = rounds
                .iter()
                .map(|r| scoring.primary_of(r.match_points, r.game_points))
                .sum();
            Player {
                declared_points: primary,
                rounds: entries,
                ..Player::named(
                    team.id,
                    team.name.clone(),
                    mean_rating(t, &team.members),
                    team.line,
                )
            }
        })
        .collect();
    let mut config = t.config.clone();
    config.points = match_values(t, teams, scoring.primary, boards);
    config.forbidden.clear();
    config.team_units = Some(TeamUnits { boards, secondary });
    Some(Tournament {
        headers: t.headers.clone(),
        players,
        config,
        teams: None,
    })
}

/// What a match's results are worth in the primary score: `362`'s match
/// points, or every board's game points under `162`. The rounds carry their
/// own points; these values say what a won match is worth ([C2]: a bye worth
/// one bars the PAB) and what C.04.7 counts in.
fn match_values(
    t: &Tournament,
    teams: &Teams,
    primary: TeamScore,
    boards: usize,
) -> crate::points::PointSystem {
    let games = &t.config.points;
    let (win, draw, loss) = match primary {
        TeamScore::MatchPoints => {
            let mp = teams.match_points;
            (mp.win, mp.draw, mp.loss)
        }
        TeamScore::GamePoints => {
            let b = boards as Points;
            (games.win * b, games.draw * b, games.loss * b)
        }
    };
    crate::points::PointSystem {
        win,
        draw,
        loss,
        zero_bye: loss,
        half_bye: draw,
        full_bye: win,
        forfeit_win: win,
        forfeit_loss: loss,
        pairing_bye: draw,
        absence: loss,
    }
}

/// The entry of `team`'s round `r` in the tournament of teams.
fn team_entry(
    t: &Tournament,
    teams: &Teams,
    team: TeamId,
    round: Round,
    r: &TeamRound,
    scoring: &TeamScoring,
) -> Option<RoundEntry> {
    let mp = teams.match_points;
    let (opponent, colour, result) = match r.kind {
        TeamRoundKind::Match {
            opponent,
            forfeited: false,
        } => {
            let result = if r.match_points == mp.win {
                ResultCode::Win
            } else if r.match_points == mp.draw {
                ResultCode::Draw
            } else {
                ResultCode::Loss
            };
            let colour = board_one_colour(t, teams, team, round);
            (Some(opponent), colour, result)
        }
        TeamRoundKind::Match {
            opponent,
            forfeited: true,
        } => {
            let result = if r.match_points == mp.win {
                ResultCode::ForfeitWin
            } else {
                ResultCode::ForfeitLoss
            };
            (Some(opponent), scheduled_colour(teams, team, round), result)
        }
        TeamRoundKind::PairingBye => (None, None, ResultCode::PairingBye),
        TeamRoundKind::Announced(code) => (None, None, code),
        TeamRoundKind::Absent => return None,
    };
    Some(RoundEntry {
        points: Some(scoring.primary_of(r.match_points, r.game_points)),
        ..RoundEntry::game(opponent, colour, result)
    })
}

/// The colour of `team`'s board 1 in `round`: its first player's colour,
/// turned by `352` when board 1 was empty.
fn board_one_colour(t: &Tournament, teams: &Teams, team: TeamId, round: Round) -> Option<Colour> {
    let boards: Vec<Option<PlayerId>> = match teams.line_up(team, round) {
        Some(given) => given.boards.clone(),
        None => line_up(t, teams, team, round)
            .into_iter()
            .map(Some)
            .collect(),
    };
    let (board, player) = boards
        .iter()
        .enumerate()
        .find_map(|(b, p)| p.map(|p| (b, p)))?;
    let colour = t.player(player)?.entry(round.index())?.colour?;
    let pattern = &teams.board_colours;
    let turned = match (pattern.first(), pattern.get(board)) {
        (Some(first), Some(this)) => first != this,
        _ => false,
    };
    Some(if turned { colour.opposite() } else { colour })
}

/// The colour `330` scheduled for `team` in a forfeited match of `round`.
fn scheduled_colour(teams: &Teams, team: TeamId, round: Round) -> Option<Colour> {
    teams
        .forfeits
        .iter()
        .find(|f| f.round as usize == round.number() && (f.white == team || f.black == team))
        .map(|f| {
            if f.white == team {
                Colour::White
            } else {
                Colour::Black
            }
        })
}

/// The members' mean rating (0 when none is rated).
fn mean_rating(t: &Tournament, members: &[PlayerId]) -> u32 {
    let ratings: Vec<u32> = members
        .iter()
        .filter_map(|&m| t.player(m))
        .map(|p| p.rating)
        .filter(|&r| r > 0)
        .collect();
    if ratings.is_empty() {
        return 0;
    }
    ratings.iter().sum::<u32>() / ratings.len() as u32
}

/// The number of boards: `352`'s length, else the first `310` team's size.
pub fn board_count(teams: &Teams) -> usize {
    if !teams.board_colours.is_empty() {
        return teams.board_colours.len();
    }
    teams
        .line_ups
        .first()
        .map(|l| l.boards.len())
        .or_else(|| teams.teams.first().map(|t| t.members.len()))
        .unwrap_or(0)
}

/// The players on `team`'s boards in `round`: the `300` line-up where given,
/// else the members who played (had an opponent), in `310` order.
pub fn line_up(t: &Tournament, teams: &Teams, team: TeamId, round: Round) -> Vec<PlayerId> {
    if let Some(given) = teams.line_up(team, round) {
        return given.boards.iter().flatten().copied().collect();
    }
    let Some(members) = teams.team(team).map(|t| &t.members) else {
        return Vec::new();
    };
    members
        .iter()
        .copied()
        .filter(|&m| {
            t.player(m)
                .and_then(|p| p.entry(round.index()))
                .is_some_and(|e| e.opponent.is_some())
        })
        .collect()
}

/// The team `team` met in `round`: the team of its first board's opponent.
fn opponent_team(t: &Tournament, teams: &Teams, team: TeamId, round: Round) -> Option<TeamId> {
    if let Some(given) = teams.line_up(team, round) {
        return Some(given.opponent);
    }
    line_up(t, teams, team, round).iter().find_map(|&m| {
        let opponent = t.player(m)?.entry(round.index())?.opponent?;
        teams.team_of(opponent)
    })
}

/// The game points `team`'s players scored in `round`.
fn game_points(t: &Tournament, teams: &Teams, team: TeamId, round: Round) -> Points {
    line_up(t, teams, team, round)
        .iter()
        .filter_map(|&m| t.player(m)?.entry(round.index()))
        .map(|e| e.points(&t.config.points))
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scoring(
        primary: TeamScore,
        secondary: Option<TeamScore>,
        colours: TeamColours,
        baku: bool,
    ) -> Option<TeamScoring> {
        Some(TeamScoring {
            primary,
            secondary,
            colours,
            baku,
        })
    }

    #[test]
    fn the_192_code_names_the_primary_score_first() {
        use TeamColours::*;
        use TeamScore::*;
        let cases = [
            (
                "FIDE_TEAM",
                scoring(MatchPoints, Some(GamePoints), TypeA, false),
            ),
            (
                "FIDE_TEAM_BAKU",
                scoring(MatchPoints, Some(GamePoints), TypeA, true),
            ),
            (
                "FIDE_TEAM_TYPEA_MP_GP",
                scoring(MatchPoints, Some(GamePoints), TypeA, false),
            ),
            (
                "fide_team_typeb_gp_mp",
                scoring(GamePoints, Some(MatchPoints), TypeB, false),
            ),
            (
                "FIDE_TEAM_MP_GP",
                scoring(MatchPoints, Some(GamePoints), None, false),
            ),
            (
                "FIDE_TEAM_GP",
                scoring(GamePoints, Option::None, None, false),
            ),
            (
                "FIDE_TEAM_TYPEA_MP",
                scoring(MatchPoints, Option::None, TypeA, false),
            ),
            (
                "FIDE_TEAM_TYPEB_MP_GP_BAKU",
                scoring(MatchPoints, Some(GamePoints), TypeB, true),
            ),
            // C.04.7 1.4.4: no Baku acceleration with game points first.
            ("FIDE_TEAM_GP_MP_BAKU", Option::None),
            ("FIDE_TEAM_MP_MP", Option::None),
            ("FIDE_TEAM_MP_TYPEA", Option::None),
            ("FIDE_DUTCH_2026", Option::None),
        ];
        for (code, expected) in cases {
            assert_eq!(team_scoring(code), expected, "{code}");
        }
    }

    #[test]
    fn the_primary_and_secondary_scores_are_picked_as_the_code_says() {
        let gp_first = team_scoring("FIDE_TEAM_TYPEA_GP_MP").unwrap();
        assert_eq!(gp_first.primary_of(40, 95), 95);
        assert_eq!(gp_first.secondary_of(40, 95), Some(40));
        let mp_only = team_scoring("FIDE_TEAM_MP").unwrap();
        assert_eq!(mp_only.primary_of(40, 95), 40);
        assert_eq!(mp_only.secondary_of(40, 95), Option::None);
    }
}
