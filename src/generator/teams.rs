//! Random Swiss team tournaments (C.04.6): `pairproof generate --system
//! team-swiss`, written as a TRF-2026 team file (`shared/rules/trf-2026-teams.md`).
//!
//! `TeamsNumber` teams of `BoardsNumber` players; the other keys are read per
//! team where a team has them (`RoundsNumber`, the absence rates of the
//! [`Absences`] plan) and per board where a game has them (`DrawPercentage`,
//! the points of `162`). `ForfeitRate` forfeits a whole match (`330`).
//!
//! Round by round (see [`run`]), as a team file records a round:
//! 1. the teams absent from the round get a `240` record (`H` for a
//!    half-point bye, `Z` before a late entry and once withdrawn) and
//!    `0000 - H` / `0000 - Z` on every board;
//! 2. the file is read back and the engine pairs its tournament of teams
//!    ([`crate::teams::team_tournament`]);
//! 3. every pair of teams becomes its board games: on board b the White
//!    team's player b has the colour `352` gives board b, the Black team's
//!    player b the other. Each board is played with the result model
//!    ([`super::results`]); a forfeited match is `+` on every board of the
//!    team that came, `-` on the other's, with the scheduled colours. The
//!    PAB is `0000 - U` on every board and its team is named in `320`.
//!
//! When the engine finds no pairing ([`Error::NoPairing`]) the event ends
//! there, with a `###` line saying so; the round's `240` records stay.
//!
//! The generator keeps each team's match and game points itself, from the
//! results it draws, and writes them in `310`: a reader that rebuilds them
//! from the games ([`crate::teams::team_totals`]) has something to check.

use super::config::{uniform, GeneratorConfig, Settings};
use super::players::Absences;
use super::results::{chance, play_game};
use crate::error::{Error, Result};
use crate::pairing::Pairing;
use crate::points::{format_points, PointSystem, Points};
use crate::state::RoundRequest;
use crate::teams::{team_scoring, TeamScoring};
use crate::tournament::{
    Colour, MatchForfeit, Player, ResultCode, Round, RoundEntry, TeamId, Tournament,
};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::path::Path;

/// The `192` code of a team event whose configuration names none.
pub const DEFAULT_TYPE: &str = "FIDE_TEAM_TYPEA_MP_GP";

/// `362`'s match points of a won, drawn and lost match: the record's defaults.
pub const MATCH_POINTS: MatchValues = MatchValues {
    win: 20,
    draw: 10,
    loss: 0,
};

/// Match points of a won, drawn and lost match (`362` TW, TD, TL).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MatchValues {
    pub win: Points,
    pub draw: Points,
    pub loss: Points,
}

/// A team event's configuration with every value decided.
#[derive(Debug, Clone, PartialEq)]
pub struct TeamSettings {
    /// The settings of the teams: `players` is the number of teams, the
    /// points those of one board (`162`, `P` the PAB's per board).
    pub settings: Settings,
    pub boards: u32,
    /// The `192` code.
    pub code: String,
    /// `320`: the PAB's match points and game points.
    pub pab: (Points, Points),
}

/// A generated team event: the file and what it was made from.
#[derive(Debug, Clone, PartialEq)]
pub struct GeneratedTeams {
    /// The team file as read back (its `teams` read from the records).
    pub tournament: Tournament,
    /// The file's text.
    pub text: String,
    pub settings: TeamSettings,
    pub absences: Absences,
    pub rounds_played: usize,
    /// The [`Error::NoPairing`] that ended the event early.
    pub stopped: Option<Error>,
}

/// Decides the missing keys: the teams (6 to 40), the boards (2 to 6), then
/// the keys of an individual event for that many teams. `PlayersNumber` is
/// refused (a team event has teams of players), and `162` has one value for
/// a zero-point bye and a forfeit loss (`Z`), so the two must agree.
pub fn resolve<R: Rng + ?Sized>(config: &GeneratorConfig, rng: &mut R) -> Result<TeamSettings> {
    let refuse = |why: &str| Err(Error::Request(format!("RTG configuration: {why}")));
    if config.players.is_some() {
        return refuse("PlayersNumber is for individual events: give TeamsNumber and BoardsNumber");
    }
    let teams = config.teams.unwrap_or_else(|| uniform(rng, 6, 40));
    let boards = config.boards.unwrap_or_else(|| uniform(rng, 2, 6));
    if teams * boards > 9999 {
        return refuse(&format!(
            "{teams} teams of {boards} boards are more than 9999 players"
        ));
    }
    let code = config
        .team_type
        .clone()
        .unwrap_or_else(|| DEFAULT_TYPE.to_string());
    let base = GeneratorConfig {
        players: Some(teams),
        ..config.clone()
    };
    let mut settings = base.resolve(rng)?;
    let p = &mut settings.points;
    if p.zero_bye != p.forfeit_loss {
        return refuse(
            "a team file's 162 Z is both PointsForZPB and PointsForForfeitLoss: they must be equal",
        );
    }
    // A team's PAB: per board `PointsForPAB`, by default a draw, and the
    // match those game points make against the same share (a drawn match).
    p.pairing_bye = config.points_for_pab.unwrap_or(p.draw);
    let pab_match = match p.pairing_bye.cmp(&p.draw) {
        std::cmp::Ordering::Greater => MATCH_POINTS.win,
        std::cmp::Ordering::Equal => MATCH_POINTS.draw,
        std::cmp::Ordering::Less => MATCH_POINTS.loss,
    };
    let pab = (pab_match, p.pairing_bye * boards as Points);
    Ok(TeamSettings {
        settings,
        boards,
        code,
        pab,
    })
}

/// Generates a team event paired by `engine`, called once a round with the
/// tournament of teams so far, its [`RoundRequest::next_round`] and the team
/// file it was read from (what another engine would be given).
///
/// Random numbers are drawn in a fixed order: missing keys, the initial
/// colour, the ratings (team by team, board by board), the absence plan, then
/// each match in table order: the forfeit chance, then its boards' results.
pub fn run<F>(config: &GeneratorConfig, seed: u64, mut engine: F) -> Result<GeneratedTeams>
where
    F: FnMut(&Tournament, &RoundRequest, &str) -> Result<Pairing>,
{
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let settings = resolve(config, &mut rng)?;
    let mut event = Event::new(&settings, seed, &mut rng);
    let absences = Absences::plan(&settings.settings, &mut rng);
    let mut stopped = None;
    let mut rounds_played = 0;
    for round in Round::all(settings.settings.rounds as usize) {
        event.announce(&absences, round);
        let text = event.text();
        let file = event.read_text(&text)?;
        let teams = crate::teams::team_tournament(&file)
            .ok_or_else(|| Error::Unexpected("generator: the team file has no teams".into()))?;
        let request = RoundRequest::next_round(&teams)?;
        if request.round != round {
            return Err(Error::Unexpected(format!(
                "generator: round {round} was to be paired, but the teams' next round is {}",
                request.round
            )));
        }
        let pairing = match engine(&teams, &request, &text) {
            Ok(pairing) => pairing,
            Err(e @ Error::NoPairing(_)) => {
                event.withdraw(round);
                event.stopped = Some(round);
                stopped = Some(e);
                break;
            }
            Err(e) => return Err(e),
        };
        super::check_pairing(&pairing, &request)?;
        event.score_absences(round);
        for board in &pairing.boards {
            event.play_match(&mut rng, round, board.white, board.black);
        }
        event.byes.push(pairing.bye);
        if let Some(team) = pairing.bye {
            event.give_pab(round, team);
        }
        rounds_played = round.number();
    }
    let tournament = event.read()?;
    Ok(GeneratedTeams {
        tournament,
        text: event.text(),
        settings,
        absences,
        rounds_played,
        stopped,
    })
}

/// The event as it is being played: what its records will say.
struct Event {
    settings: TeamSettings,
    seed: u64,
    /// `152`: the colour of the first team's board 1 in round 1.
    initial: Colour,
    /// `352`: the White team's colour on each board, alternating from White
    /// (board 1's colour is the team's, C.04.6 1.6.1).
    board_colours: Vec<Colour>,
    /// The `001` players, team by team in board order.
    players: Vec<Player>,
    /// `320`: the team given the PAB in each round played.
    byes: Vec<Option<TeamId>>,
    /// `330` records.
    forfeits: Vec<(MatchForfeit, Round, TeamId, TeamId)>,
    /// `240` records: code, round, teams.
    announced: Vec<(ResultCode, Round, Vec<TeamId>)>,
    /// Each team's match and game points so far, as the generator scored them.
    totals: Vec<(Points, Points)>,
    /// The round that could not be paired.
    stopped: Option<Round>,
}

impl Event {
    /// Teams of `boards` players with ratings drawn uniformly between the
    /// rating keys, each team in board order by rating (highest first), the
    /// teams numbered by their mean rating (highest first, a tie kept in
    /// drawing order): C.04.6 numbers teams by strength.
    fn new<R: Rng + ?Sized>(settings: &TeamSettings, seed: u64, rng: &mut R) -> Event {
        let s = &settings.settings;
        let initial = match rng.gen::<bool>() {
            true => Colour::White,
            false => Colour::Black,
        };
        let mut teams: Vec<Vec<u32>> = (0..s.players)
            .map(|_| {
                let mut ratings: Vec<u32> = (0..settings.boards)
                    .map(|_| uniform(rng, s.lowest_rating, s.highest_rating))
                    .collect();
                ratings.sort_by(|a, b| b.cmp(a));
                ratings
            })
            .collect();
        teams.sort_by_key(|ratings| std::cmp::Reverse(ratings.iter().sum::<u32>()));
        let players = teams
            .iter()
            .enumerate()
            .flat_map(|(t, ratings)| {
                ratings
                    .iter()
                    .enumerate()
                    .map(move |(b, &rating)| member(t, b, ratings.len(), rating))
            })
            .collect();
        let board_colours = (0..settings.boards)
            .map(|b| match b % 2 {
                0 => Colour::White,
                _ => Colour::Black,
            })
            .collect();
        Event {
            settings: settings.clone(),
            seed,
            initial,
            board_colours,
            players,
            byes: Vec::new(),
            forfeits: Vec::new(),
            announced: Vec::new(),
            totals: vec![(0, 0); s.players as usize],
            stopped: None,
        }
    }

    fn boards(&self) -> usize {
        self.settings.boards as usize
    }

    fn points(&self) -> &PointSystem {
        &self.settings.settings.points
    }

    /// The players of `team` in board order (`310`'s members).
    fn members(&self, team: TeamId) -> std::ops::Range<usize> {
        let first = (team as usize - 1) * self.boards();
        first..first + self.boards()
    }

    /// Sets every board of `team` in `round` to `entry`.
    fn set_boards(&mut self, team: TeamId, round: Round, entry: impl Fn(usize) -> RoundEntry) {
        for (b, i) in self.members(team).enumerate() {
            let rounds = &mut self.players[i].rounds;
            rounds.resize(round.number(), None);
            rounds[round.index()] = Some(entry(b));
        }
    }

    /// Step 1: the `240` records of `round` and the absent teams' boards.
    /// A withdrawn team is `Z` as a late one is: the team records have no
    /// code of their own for a withdrawal.
    fn announce(&mut self, absences: &Absences, round: Round) {
        for code in [ResultCode::HalfBye, ResultCode::ZeroBye] {
            let teams: Vec<TeamId> = (0..self.totals.len())
                .filter(|&i| {
                    let planned = absences.code(i, round.index());
                    let planned = planned.map(|c| match c {
                        ResultCode::ForfeitLoss => ResultCode::ZeroBye,
                        c => c,
                    });
                    planned == Some(code)
                })
                .map(|i| i as TeamId + 1)
                .collect();
            for &team in &teams {
                self.set_boards(team, round, |_| RoundEntry::game(None, None, code));
            }
            if !teams.is_empty() {
                self.announced.push((code, round, teams));
            }
        }
    }

    /// The round could not be paired: its boards are taken back, its `240`
    /// records kept, so that the file says who the engine could not pair (a
    /// `240` for a round not yet paired names the absent teams).
    fn withdraw(&mut self, round: Round) {
        for p in &mut self.players {
            p.rounds.truncate(round.index());
        }
    }

    /// A `240 H` is a drawn match and a draw on every board, a `240 Z` a lost
    /// match and a zero-point bye on every board.
    fn score_absences(&mut self, round: Round) {
        let boards = self.boards() as Points;
        let mut scores = Vec::new();
        for (code, _, teams) in self.announced.iter().filter(|(_, r, _)| *r == round) {
            let score = match code {
                ResultCode::HalfBye => (MATCH_POINTS.draw, self.points().half_bye * boards),
                _ => (MATCH_POINTS.loss, self.points().zero_bye * boards),
            };
            scores.extend(teams.iter().map(|&t| (t, score)));
        }
        for (team, score) in scores {
            self.add(team, score);
        }
    }

    fn add(&mut self, team: TeamId, (mp, gp): (Points, Points)) {
        let total = &mut self.totals[team as usize - 1];
        total.0 += mp;
        total.1 += gp;
    }

    /// Step 3: the match of `white` (the White team) and `black`: forfeited
    /// as a whole at `ForfeitRate` (either team the one that came, with equal
    /// chance; `330` keeps the scheduled colours), else played board by board.
    fn play_match<R: Rng + ?Sized>(
        &mut self,
        rng: &mut R,
        round: Round,
        white: TeamId,
        black: TeamId,
    ) {
        let settings = &self.settings.settings;
        if chance(rng, settings.forfeit_rate) {
            let white_came = rng.gen::<bool>();
            self.forfeit_match(round, white, black, white_came);
            return;
        }
        let draw_percentage = settings.draw_percentage;
        let whites = self.members(white);
        let blacks = self.members(black);
        let mut game_points = (0, 0);
        for (b, (w, k)) in whites.zip(blacks).enumerate() {
            let colour = self.board_colours[b];
            // The result is drawn for the board's White player.
            let (first, second) = match colour {
                Colour::White => (w, k),
                Colour::Black => (k, w),
            };
            let result = play_game(
                rng,
                self.players[first].rating,
                self.players[second].rating,
                draw_percentage,
            );
            let mirrored = result.mirrored().expect("a game's result has a mirror");
            let (ours, theirs) = match colour {
                Colour::White => (result, mirrored),
                Colour::Black => (mirrored, result),
            };
            let points =
                |result| RoundEntry::game(Some(0), Some(colour), result).points(self.points());
            game_points.0 += points(ours);
            game_points.1 += points(theirs);
            self.set_game(round, w, k, colour, ours);
            self.set_game(round, k, w, colour.opposite(), theirs);
        }
        // `362`: the match goes to the side with more game points.
        let (mp_white, mp_black) = match game_points.0.cmp(&game_points.1) {
            std::cmp::Ordering::Greater => (MATCH_POINTS.win, MATCH_POINTS.loss),
            std::cmp::Ordering::Equal => (MATCH_POINTS.draw, MATCH_POINTS.draw),
            std::cmp::Ordering::Less => (MATCH_POINTS.loss, MATCH_POINTS.win),
        };
        self.add(white, (mp_white, game_points.0));
        self.add(black, (mp_black, game_points.1));
    }

    /// Player index `player`'s game against index `opponent` in `round`.
    fn set_game(
        &mut self,
        round: Round,
        player: usize,
        opponent: usize,
        colour: Colour,
        result: ResultCode,
    ) {
        let opponent = self.players[opponent].id;
        let rounds = &mut self.players[player].rounds;
        rounds.resize(round.number(), None);
        rounds[round.index()] = Some(RoundEntry::game(Some(opponent), Some(colour), result));
    }

    /// A forfeited match: `330 +-` (or `-+`), the team that came `+` on
    /// every board and a won match, the other `-` and a lost one.
    fn forfeit_match(&mut self, round: Round, white: TeamId, black: TeamId, white_came: bool) {
        let outcome = match white_came {
            true => MatchForfeit::WhiteWins,
            false => MatchForfeit::BlackWins,
        };
        self.forfeits.push((outcome, round, white, black));
        let (won, lost) = match white_came {
            true => (ResultCode::ForfeitWin, ResultCode::ForfeitLoss),
            false => (ResultCode::ForfeitLoss, ResultCode::ForfeitWin),
        };
        for (b, (w, k)) in self.members(white).zip(self.members(black)).enumerate() {
            let colour = self.board_colours[b];
            self.set_game(round, w, k, colour, won);
            self.set_game(round, k, w, colour.opposite(), lost);
        }
        let boards = self.boards() as Points;
        let came = (MATCH_POINTS.win, self.points().forfeit_win * boards);
        let absent = (MATCH_POINTS.loss, self.points().forfeit_loss * boards);
        let (w, k) = if white_came {
            (came, absent)
        } else {
            (absent, came)
        };
        self.add(white, w);
        self.add(black, k);
    }

    /// The PAB: `0000 - U` on every board, worth `320`'s value.
    fn give_pab(&mut self, round: Round, team: TeamId) {
        self.set_boards(team, round, |_| {
            RoundEntry::game(None, None, ResultCode::PairingBye)
        });
        self.add(team, self.settings.pab);
    }

    /// The file read back: its team records read by the TRF reader.
    fn read(&self) -> Result<Tournament> {
        self.read_text(&self.text())
    }

    /// [`Self::read`] of the text already written.
    fn read_text(&self, text: &str) -> Result<Tournament> {
        crate::trf::parse(text, Path::new("<generated team file>"))
    }

    /// The TRF-2026 team file: the header records, the `001` players, then
    /// the team records `310`, `320`, `330`, `240`.
    fn text(&self) -> String {
        let mut lines = self.header_lines();
        lines.extend(self.players.iter().map(|p| {
            let mut p = p.clone();
            p.declared_points = p.points_before(p.rounds.len(), self.points());
            crate::trf::player_line(&p, false)
        }));
        lines.extend(self.team_lines());
        lines.push(self.bye_line());
        lines.extend(self.forfeits.iter().map(|&(outcome, round, w, b)| {
            let kind = match outcome {
                MatchForfeit::WhiteWins => "+-",
                MatchForfeit::BlackWins => "-+",
                MatchForfeit::Neither => "--",
            };
            format!("330 {kind} {:>3} {w:>3} {b:>3}", round.number())
        }));
        lines.extend(self.announced.iter().map(|(code, round, teams)| {
            let ids: Vec<String> = teams.iter().map(|t| format!("{t:>4}")).collect();
            format!(
                "240 {} {:>3} {}",
                code.trf_char(),
                round.number(),
                ids.join(" ")
            )
        }));
        if let Some(round) = self.stopped {
            lines.push(format!(
                "### pairproof could not pair round {round}; the file stops after round {} of {}",
                round.index(),
                self.settings.settings.rounds
            ));
        }
        lines.into_iter().map(|l| l + "\n").collect()
    }

    /// `012`, `062`, `082`, `142` rounds, `152` initial colour, `162` board
    /// points (`P` the PAB's per board), `192`, `352`, `362`.
    fn header_lines(&self) -> Vec<String> {
        let p = self.points();
        let s = &self.settings;
        let mut points = vec![('W', p.win), ('D', p.draw), ('L', p.loss)];
        if p.zero_bye != 0 {
            points.push(('Z', p.zero_bye));
        }
        points.push(('P', p.pairing_bye));
        let points: Vec<String> = points
            .iter()
            .map(|(letter, v)| format!("{letter}{:>4}", format_points(*v)))
            .collect();
        let colours: String = self
            .board_colours
            .iter()
            .map(|c| match c {
                Colour::White => 'W',
                Colour::Black => 'B',
            })
            .collect();
        let m = MATCH_POINTS;
        vec![
            format!("012 pairproof random team tournament seed {}", self.seed),
            format!("062 {}", self.players.len()),
            format!("082 {}", s.settings.players),
            format!("142 {}", s.settings.rounds),
            format!(
                "152 {}",
                match self.initial {
                    Colour::White => 'W',
                    Colour::Black => 'B',
                }
            ),
            format!("162  {}", points.join("    ")),
            format!("192 {}", s.code),
            format!("352 {colours}"),
            format!(
                "362 TW{:>4}   TD{:>4}   TL{:>4}",
                format_points(m.win),
                format_points(m.draw),
                format_points(m.loss)
            ),
        ]
    }

    /// `310`: TPN 5-7, name 9-40, nickname 42-46, match points 55-60, game
    /// points 62-67, rank 69-71, members from 74 every 5 columns.
    fn team_lines(&self) -> Vec<String> {
        let ranks = self.ranks();
        (1..=self.totals.len() as TeamId)
            .map(|team| {
                let (mp, gp) = self.totals[team as usize - 1];
                let members: Vec<String> = self
                    .members(team)
                    .map(|i| format!("{:>4}", self.players[i].id))
                    .collect();
                format!(
                    "310 {team:>3} {:<32} {:<5}{:8}{:>6} {:>6} {:>3}  {}",
                    format!("Team {team:02}"),
                    format!("T{team:02}"),
                    "",
                    format_points(mp),
                    format_points(gp),
                    ranks[team as usize - 1],
                    members.join(" ")
                )
            })
            .collect()
    }

    /// Each team's rank by the primary score, then the secondary (ties share
    /// a rank), as the `192` code orders them.
    fn ranks(&self) -> Vec<usize> {
        let scoring: TeamScoring =
            team_scoring(&self.settings.code).unwrap_or(crate::teams::DEFAULT_SCORING);
        let key = |&(mp, gp): &(Points, Points)| {
            (
                scoring.primary_of(mp, gp),
                scoring.secondary_of(mp, gp).unwrap_or(0),
            )
        };
        self.totals
            .iter()
            .map(|t| 1 + self.totals.iter().filter(|o| key(o) > key(t)).count())
            .collect()
    }

    /// `320`: the PAB's match points 5-8 and game points 10-13, then the team
    /// given it in each round from 15, every 4 columns (`0` for none).
    fn bye_line(&self) -> String {
        let (mp, gp) = self.settings.pab;
        let mut line = format!("320 {:>4} {:>4}", format_points(mp), format_points(gp));
        for bye in &self.byes {
            line.push_str(&format!(" {:>3}", bye.unwrap_or(0)));
        }
        line
    }
}

/// Board `board` of team index `team` (of `boards` boards), rated `rating`.
fn member(team: usize, board: usize, boards: usize, rating: u32) -> Player {
    let id = u32::try_from(team * boards + board + 1).expect("at most 9999 players");
    let name = format!("T{:02} Board{}", team + 1, board + 1);
    Player::named(id, name, rating, 0)
}
