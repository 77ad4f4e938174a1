//! The tournament as a TRF file describes it: players, their round entries,
//! and the TRF(x) configuration. Nothing here is derived; see [`crate::state`].

use crate::points::{PointSystem, Points};
use std::collections::BTreeMap;
use std::num::NonZeroU32;

/// A player's pairing number (TRF columns 5-8, the starting rank).
pub type PlayerId = u32;

/// A round of the event, numbered from 1 as the file, the rules and every report
/// number it. Per-round history (a player's round columns, acceleration points)
/// is an array; [`Round::index`] and [`Round::at_index`] are the one place a
/// round number and its position in such an array are converted.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize)]
#[serde(transparent)]
pub struct Round(NonZeroU32);

impl Round {
    /// Round 1.
    pub const fn first() -> Round {
        Round(NonZeroU32::MIN)
    }

    /// Round `number`, if it is a round number (at least 1).
    pub fn new(number: usize) -> Option<Round> {
        u32::try_from(number)
            .ok()
            .and_then(NonZeroU32::new)
            .map(Round)
    }

    /// The round at position `index` of a per-round history (round `index + 1`).
    pub fn at_index(index: usize) -> Round {
        Round::new(index + 1).expect("a round index fits a round number")
    }

    /// Rounds `1..=count`: every round of a history of `count` rounds.
    pub fn all(count: usize) -> impl DoubleEndedIterator<Item = Round> + Clone {
        (0..count).map(Round::at_index)
    }

    /// The round's number (1 for the first round).
    pub fn number(self) -> usize {
        self.0.get() as usize
    }

    /// The round's position in a per-round history (0 for the first round).
    pub fn index(self) -> usize {
        self.number() - 1
    }

    /// The round after this one.
    pub fn next(self) -> Round {
        Round(self.0.checked_add(1).expect("a round number fits u32"))
    }

    /// The round before this one; none before round 1.
    pub fn previous(self) -> Option<Round> {
        Round::new(self.index())
    }
}

impl std::fmt::Display for Round {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize)]
pub enum Colour {
    White,
    Black,
}

impl Colour {
    pub fn opposite(self) -> Colour {
        match self {
            Colour::White => Colour::Black,
            Colour::Black => Colour::White,
        }
    }

    /// The colour of pairing number `number` when the odd numbers get this
    /// one (the initial colour) and the even ones the other.
    pub fn by_parity(self, number: u32) -> Colour {
        if number % 2 == 1 {
            self
        } else {
            self.opposite()
        }
    }

    /// The first of two players' colour, this one being the colour of the
    /// first when `first_has_it`, else of the second.
    pub fn of_first(self, first_has_it: bool) -> Colour {
        if first_has_it {
            self
        } else {
            self.opposite()
        }
    }
    pub fn trf_char(self) -> char {
        match self {
            Colour::White => 'w',
            Colour::Black => 'b',
        }
    }
}

/// The result code of one round entry (TRF-16, column "result").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize)]
pub enum ResultCode {
    /// `1`
    Win,
    /// `=`
    Draw,
    /// `0`
    Loss,
    /// `+`: forfeit win (with an opponent) or, with `0000`, JaVaFo's pairing-allocated bye.
    ForfeitWin,
    /// `-`: forfeit loss (with an opponent) or, with `0000`, absent.
    ForfeitLoss,
    /// `W`
    UnratedWin,
    /// `D`
    UnratedDraw,
    /// `L`
    UnratedLoss,
    /// `H`: half-point bye.
    HalfBye,
    /// `F`: full-point bye.
    FullBye,
    /// `U`: pairing-allocated bye (TRF-16).
    PairingBye,
    /// `Z`: zero-point bye.
    ZeroBye,
}

impl ResultCode {
    pub fn from_char(c: char) -> Option<ResultCode> {
        Some(match c {
            '1' => ResultCode::Win,
            '=' => ResultCode::Draw,
            '0' => ResultCode::Loss,
            '+' => ResultCode::ForfeitWin,
            '-' => ResultCode::ForfeitLoss,
            'W' | 'w' => ResultCode::UnratedWin,
            'D' | 'd' => ResultCode::UnratedDraw,
            'L' | 'l' => ResultCode::UnratedLoss,
            'H' | 'h' => ResultCode::HalfBye,
            'F' | 'f' => ResultCode::FullBye,
            'U' | 'u' => ResultCode::PairingBye,
            'Z' | 'z' => ResultCode::ZeroBye,
            _ => return None,
        })
    }

    pub fn trf_char(self) -> char {
        match self {
            ResultCode::Win => '1',
            ResultCode::Draw => '=',
            ResultCode::Loss => '0',
            ResultCode::ForfeitWin => '+',
            ResultCode::ForfeitLoss => '-',
            ResultCode::UnratedWin => 'W',
            ResultCode::UnratedDraw => 'D',
            ResultCode::UnratedLoss => 'L',
            ResultCode::HalfBye => 'H',
            ResultCode::FullBye => 'F',
            ResultCode::PairingBye => 'U',
            ResultCode::ZeroBye => 'Z',
        }
    }

    /// The result seen from the opponent's side of the same game.
    pub fn mirrored(self) -> Option<ResultCode> {
        Some(match self {
            ResultCode::Win => ResultCode::Loss,
            ResultCode::Loss => ResultCode::Win,
            ResultCode::Draw => ResultCode::Draw,
            ResultCode::ForfeitWin => ResultCode::ForfeitLoss,
            ResultCode::ForfeitLoss => ResultCode::ForfeitWin,
            ResultCode::UnratedWin => ResultCode::UnratedLoss,
            ResultCode::UnratedLoss => ResultCode::UnratedWin,
            ResultCode::UnratedDraw => ResultCode::UnratedDraw,
            _ => return None,
        })
    }

    /// A game over the board (`1 = 0 W D L`): counts for colours and for C.1.
    pub fn is_played_game(self) -> bool {
        matches!(
            self,
            ResultCode::Win
                | ResultCode::Draw
                | ResultCode::Loss
                | ResultCode::UnratedWin
                | ResultCode::UnratedDraw
                | ResultCode::UnratedLoss
        )
    }
}

/// One round column of a player line: `opponent colour result`; in a
/// tournament of two-game matches (C.04.5), one round is a match and its entry
/// holds both games (two round columns of the file, see `trf/matches.rs`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
pub struct RoundEntry {
    /// `None` for `0000` (no opponent).
    pub opponent: Option<PlayerId>,
    /// `None` for `-` (no colour). In a match: the first game's colour, which
    /// is the match's colour for the pairing history.
    pub colour: Option<Colour>,
    /// In a match: the first game's result.
    pub result: ResultCode,
    /// The second game of a two-game match; `None` for a round of one game.
    pub second: Option<SecondGame>,
    /// The round's points when no point system gives them: a team's round in
    /// a tournament of teams ([`crate::teams::team_tournament`]), its primary
    /// score (game points are not a win, draw or loss).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub points: Option<Points>,
}

/// The second game of a two-game match, against the same opponent as the
/// first (or, for a bye or an absence, the same code: byes apply to matches).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
pub struct SecondGame {
    /// As the file says it: the first game's colour reversed, or `-`.
    pub colour: Option<Colour>,
    pub result: ResultCode,
    /// C.04.5 Preface: the match ends by forfeit only when at least one of
    /// the two players forfeited both games. Which player forfeited a game
    /// takes both sides of the match (a `-` may be a double forfeit), so the
    /// reader settles it once from both lines.
    pub match_forfeited: bool,
}

impl RoundEntry {
    /// A round of one game (every system but Double-Swiss).
    pub fn game(opponent: Option<PlayerId>, colour: Option<Colour>, result: ResultCode) -> Self {
        RoundEntry {
            opponent,
            colour,
            result,
            second: None,
            points: None,
        }
    }

    /// A game played over the board against a real opponent; for a two-game
    /// match, a match not ended by forfeit (C.04.5 Preface: a single forfeited
    /// game leaves the match regularly played).
    pub fn is_played_game(&self) -> bool {
        self.opponent.is_some()
            && match self.second {
                None => self.result.is_played_game(),
                Some(second) => !second.match_forfeited,
            }
    }

    /// The round was won without playing because the opponent did not play:
    /// a forfeit win, or a match the opponent forfeited (both games `+`).
    pub fn is_forfeit_win(&self) -> bool {
        self.opponent.is_some()
            && self.result == ResultCode::ForfeitWin
            && self.second.is_none_or(|second| {
                second.match_forfeited && second.result == ResultCode::ForfeitWin
            })
    }

    /// A bye made by the pairing: `0000 - U`, or JaVaFo's `0000 - +`.
    pub fn is_pairing_bye(&self) -> bool {
        self.opponent.is_none()
            && matches!(self.result, ResultCode::PairingBye | ResultCode::ForfeitWin)
    }

    /// The player was part of that round's pairing (paired with somebody, even
    /// if the game was then forfeited, or given the pairing-allocated bye).
    pub fn was_paired(&self) -> bool {
        self.opponent.is_some() || self.is_pairing_bye()
    }

    /// Points earned under the point system; a match earns its two games'
    /// points (C.04.5 Preface: points are given for each game).
    pub fn points(&self, system: &PointSystem) -> Points {
        if let Some(points) = self.points {
            return points;
        }
        let second = self.second.map_or(0, |second| {
            RoundEntry::game(self.opponent, second.colour, second.result).game_points(system)
        });
        self.game_points(system) + second
    }

    fn game_points(&self, system: &PointSystem) -> Points {
        match (self.opponent, self.result) {
            (None, ResultCode::ForfeitWin) | (_, ResultCode::PairingBye) => system.pairing_bye,
            (None, ResultCode::ForfeitLoss) => system.absence,
            (_, ResultCode::Win) | (_, ResultCode::UnratedWin) => system.win,
            (_, ResultCode::Draw) | (_, ResultCode::UnratedDraw) => system.draw,
            (_, ResultCode::Loss) | (_, ResultCode::UnratedLoss) => system.loss,
            (_, ResultCode::ForfeitWin) => system.forfeit_win,
            (_, ResultCode::ForfeitLoss) => system.forfeit_loss,
            (_, ResultCode::HalfBye) => system.half_bye,
            (_, ResultCode::FullBye) => system.full_bye,
            (_, ResultCode::ZeroBye) => system.zero_bye,
        }
    }
}

/// A `001` line.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Player {
    pub id: PlayerId,
    pub sex: String,
    pub title: String,
    pub name: String,
    pub rating: u32,
    pub federation: String,
    pub fide_id: String,
    pub birth_date: String,
    /// The points column as written in the file.
    pub declared_points: Points,
    /// The rank column (`None` when blank).
    pub rank: Option<u32>,
    /// Round columns in order; `None` is a blank field (not paired, e.g. withdrawn).
    pub rounds: Vec<Option<RoundEntry>>,
    /// Line of the file the player was read from (1-based), for messages.
    pub line: usize,
}

impl Player {
    /// A player known by number, name and rating alone (no title, federation,
    /// FIDE id or birth date), with no round yet, read from line `line`.
    pub fn named(id: PlayerId, name: String, rating: u32, line: usize) -> Player {
        Player {
            id,
            sex: String::new(),
            title: String::new(),
            name,
            rating,
            federation: String::new(),
            fide_id: String::new(),
            birth_date: String::new(),
            declared_points: 0,
            rank: None,
            rounds: Vec::new(),
            line,
        }
    }

    /// The entry at position `round` of the history (see [`Round::index`]).
    pub fn entry(&self, round: usize) -> Option<&RoundEntry> {
        self.rounds.get(round).and_then(|e| e.as_ref())
    }

    /// Points earned in rounds `0..rounds` (0-based, exclusive).
    pub fn points_before(&self, rounds: usize, system: &PointSystem) -> Points {
        self.rounds
            .iter()
            .take(rounds)
            .flatten()
            .map(|e| e.points(system))
            .sum()
    }
}

/// A header line kept verbatim (code and the whole line).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct HeaderLine {
    pub code: String,
    pub text: String,
}

/// The configuration that influences pairing, as the TRF(x) extension lines or
/// the TRF-2026 records state it (both fill the same fields).
#[derive(Debug, Clone, Default, PartialEq, Eq, serde::Serialize)]
pub struct Config {
    /// `XXR n` / `142 n`: total number of rounds.
    pub total_rounds: Option<u32>,
    /// `XXC white1|black1` / `152 W|B`: colour of the higher-ranked player on
    /// board 1 in round 1.
    pub initial_colour: Option<Colour>,
    /// `XXC rank`.
    pub use_rank: bool,
    /// `XXA` / `250`: acceleration points per round (index 0 = round 1), by player.
    pub acceleration: BTreeMap<PlayerId, Vec<Points>>,
    /// `XXP`: groups of players none of whom may meet each other, in any round.
    pub forbidden: Vec<Vec<PlayerId>>,
    /// `260`: groups of players who may not meet in a range of rounds.
    pub forbidden_in_rounds: Vec<ForbiddenRounds>,
    /// `BBx` / `XXS` / `162` point values.
    pub points: PointSystem,
    /// `192`: the encoded tournament type, e.g. `FIDE_DUTCH_2026`.
    pub tournament_type: Option<String>,
    /// `092`: the tournament type as free text (bbpPairings 6.0.0 writes an
    /// encoded type there, `092 FIDE_DUTCH_2025`).
    pub type_text: Option<String>,
    /// `240`: byes and absences announced for a round, in file order.
    pub announced: Vec<Announced>,
    /// Set when [`Config::acceleration`] was derived by pairproof (C.04.7),
    /// not read from `XXA`/`250` lines.
    pub derived_acceleration: Option<DerivedAcceleration>,
    /// Set when the players are the teams of a team event, rebuilt from its
    /// board games ([`crate::teams::team_tournament`]).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub team_units: Option<TeamUnits>,
}

/// What a tournament of teams keeps of its team event besides each team's
/// rounds: the match size and the secondary score (C.04.6 1.2.1).
#[derive(Debug, Clone, Default, PartialEq, Eq, serde::Serialize)]
pub struct TeamUnits {
    /// Boards of every match.
    pub boards: usize,
    /// Each team's secondary score in each round (index 0 = round 1), when
    /// the `192` code names one.
    pub secondary: BTreeMap<PlayerId, Vec<Points>>,
}

impl TeamUnits {
    /// The secondary score of `team` before the round at `round` (0-based).
    pub fn secondary_before(&self, team: PlayerId, round: usize) -> Points {
        self.secondary
            .get(&team)
            .map_or(0, |r| r.iter().take(round).sum())
    }
}

/// A `260` record: none of `players` may meet another of them in rounds
/// `first_round..=last_round` (1-based, as in the file).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct ForbiddenRounds {
    pub first_round: u32,
    pub last_round: u32,
    pub players: Vec<PlayerId>,
}

impl ForbiddenRounds {
    /// Whether the record applies to round `round`.
    pub fn covers(&self, round: Round) -> bool {
        (self.first_round as usize..=self.last_round as usize).contains(&round.number())
    }
}

/// A `240` record: `players` announced a bye or absence for round `round`
/// (1-based); `result` is `F`, `H` or `Z` (full-, half- or zero-point).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Announced {
    pub result: ResultCode,
    pub round: u32,
    pub players: Vec<PlayerId>,
}

/// An encoded tournament type (`192`, else `092`) read as its base code and
/// the optional `_BAKU` suffix (C.04.7 acceleration), case-insensitive:
/// `fide_dutch_2026_baku` is `FIDE_DUTCH_2026` with Baku acceleration. Which
/// system a base code names is [`crate::systems::system_of_type`]'s business.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct PairingRules {
    /// The code in upper case, without `_BAKU`.
    pub base: String,
    /// The code ends in `_BAKU`.
    pub baku_acceleration: bool,
}

/// How pairproof derived the acceleration it pairs with, when the file gives
/// none itself (C.04.7): for the check-list and for messages.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct DerivedAcceleration {
    /// The reading of GA's size (`text`, `bbp-first-half`).
    pub ga_reading: &'static str,
    /// Players in the list of round 1 (N) and in GA at round 1.
    pub players: usize,
    pub ga: usize,
    /// The last GA player (pairing id): every player ranked up to him is in GA.
    pub last_ga: PlayerId,
    /// Rounds with a win's virtual points, and accelerated rounds in all.
    pub full_rounds: usize,
    pub accelerated_rounds: usize,
}

impl Config {
    /// The forbidden groups that apply to round `round`: every `XXP`
    /// group and the `260` groups whose range holds the round.
    pub fn forbidden_in_round(&self, round: Round) -> impl Iterator<Item = &[PlayerId]> {
        let always = self.forbidden.iter().map(Vec::as_slice);
        let ranged = self
            .forbidden_in_rounds
            .iter()
            .filter(move |f| f.covers(round))
            .map(|f| f.players.as_slice());
        always.chain(ranged)
    }

    /// Players announced (`240`) as not playing round `round`.
    pub fn announced_absent(&self, round: Round) -> impl Iterator<Item = PlayerId> + '_ {
        self.announced
            .iter()
            .filter(move |a| a.round as usize == round.number())
            .flat_map(|a| a.players.iter().copied())
    }

    /// The encoded tournament type: `192`, else the `092` text. (`092` is free
    /// text in TRF-16; only the caller knows whether it holds a code.)
    pub fn type_code(&self) -> Option<&str> {
        self.tournament_type
            .as_deref()
            .or(self.type_text.as_deref())
    }

    /// The rules the encoded tournament type names, if any.
    pub fn pairing_rules(&self) -> Option<PairingRules> {
        self.type_code().map(PairingRules::from_code)
    }

    /// Every round is a match of two games (C.04.5 Preface), as the encoded
    /// tournament type says: the file gives two round columns per round.
    pub fn two_game_matches(&self) -> bool {
        self.pairing_rules()
            .is_some_and(|rules| rules.two_game_matches())
    }
}

impl PairingRules {
    /// The TRF-2026 codes of Double-Swiss events (`FIDE_DOUBLESWISS`,
    /// `CUSTOM_DOUBLESWISS`): the event's format, which the reader needs
    /// before any system is chosen, not a pairing rule.
    pub fn two_game_matches(&self) -> bool {
        matches!(
            self.base.as_str(),
            "FIDE_DOUBLESWISS" | "CUSTOM_DOUBLESWISS"
        )
    }

    /// Reads a code like `FIDE_DUTCH_2026_BAKU` (case-insensitive).
    pub fn from_code(code: &str) -> PairingRules {
        let upper = code.trim().to_ascii_uppercase();
        match upper.strip_suffix("_BAKU") {
            Some(base) => PairingRules {
                base: base.to_string(),
                baku_acceleration: true,
            },
            None => PairingRules {
                base: upper,
                baku_acceleration: false,
            },
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Tournament {
    /// Header lines (anything not `001`), in file order, written back untouched.
    pub headers: Vec<HeaderLine>,
    /// Players in file order.
    pub players: Vec<Player>,
    pub config: Config,
    /// The teams of a team event (TRF-2026 `310` and the records about them),
    /// `None` for an individual event. Their lines stay among
    /// [`Tournament::headers`], written back verbatim.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub teams: Option<Teams>,
}

/// A team number (TRF-2026 `310` columns 5-7, the team pairing number).
pub type TeamId = u32;

/// The team records of a TRF-2026 file (`shared/rules/trf-2026-teams.md`), as
/// the file gives them; what follows from them (matches, scores) is in
/// [`crate::teams`].
#[derive(Debug, Clone, Default, PartialEq, Eq, serde::Serialize)]
pub struct Teams {
    /// `310` lines, in file order.
    pub teams: Vec<Team>,
    /// `300` line-ups given for a round, in file order.
    pub line_ups: Vec<LineUp>,
    /// `320`: the pairing-allocated byes of teams.
    pub byes: Option<TeamByes>,
    /// `330` forfeited matches.
    pub forfeits: Vec<ForfeitedMatch>,
    /// `352`: the colour of the first-named (White) team's player on each
    /// board; its length is the number of boards.
    pub board_colours: Vec<Colour>,
    /// `362` match points (default 2 / 1 / 0).
    pub match_points: MatchPoints,
}

/// A `310` team: its members' ids in board order (the registration order).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Team {
    pub id: TeamId,
    pub name: String,
    pub members: Vec<PlayerId>,
    /// Match and game points the line states (informative: the totals after
    /// the last round played).
    pub declared_match_points: Option<Points>,
    pub declared_game_points: Option<Points>,
    /// The file's line.
    pub line: usize,
}

/// A `300` line-up: who played on each board of `team`'s match against
/// `opponent` in `round` (`None`, `0000`, an empty board).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct LineUp {
    pub round: u32,
    pub team: TeamId,
    pub opponent: TeamId,
    pub boards: Vec<Option<PlayerId>>,
    pub line: usize,
}

/// The `320` record: the value of a team's pairing-allocated bye and the team
/// that got it in each round (index 0 = round 1).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct TeamByes {
    pub match_points: Points,
    pub game_points: Points,
    pub by_round: Vec<Option<TeamId>>,
}

/// A `330` forfeited match, White team and Black team as scheduled.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct ForfeitedMatch {
    pub outcome: MatchForfeit,
    pub round: u32,
    pub white: TeamId,
    pub black: TeamId,
}

/// Who won a forfeited match (`330` type `+-`, `-+`, `--`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
pub enum MatchForfeit {
    WhiteWins,
    BlackWins,
    Neither,
}

/// `362`: the match points of a won, drawn and lost match.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
pub struct MatchPoints {
    pub win: Points,
    pub draw: Points,
    pub loss: Points,
}

impl Default for MatchPoints {
    fn default() -> Self {
        MatchPoints {
            win: 20,
            draw: 10,
            loss: 0,
        }
    }
}

impl Teams {
    /// The team `id`.
    pub fn team(&self, id: TeamId) -> Option<&Team> {
        self.teams.iter().find(|t| t.id == id)
    }

    /// The team `player` belongs to.
    pub fn team_of(&self, player: PlayerId) -> Option<TeamId> {
        self.teams
            .iter()
            .find(|t| t.members.contains(&player))
            .map(|t| t.id)
    }

    /// The `300` line-up of `team` in `round`, if the file gives one.
    pub fn line_up(&self, team: TeamId, round: Round) -> Option<&LineUp> {
        self.line_ups
            .iter()
            .find(|l| l.team == team && l.round as usize == round.number())
    }
}

impl Tournament {
    /// Number of round columns present in the file.
    pub fn rounds_in_file(&self) -> usize {
        self.players
            .iter()
            .map(|p| p.rounds.len())
            .max()
            .unwrap_or(0)
    }

    /// Rounds of the tournament: `XXR` when given, never fewer than the file
    /// holds (a file stopping short of `XXR` ended on an unpairable round).
    pub fn total_rounds(&self) -> usize {
        let played = self.rounds_in_file();
        self.config
            .total_rounds
            .map_or(played, |n| n as usize)
            .max(played)
    }

    pub fn player(&self, id: PlayerId) -> Option<&Player> {
        self.players.iter().find(|p| p.id == id)
    }

    /// Index of a player in [`Tournament::players`].
    pub fn index_of(&self, id: PlayerId) -> Option<usize> {
        self.players.iter().position(|p| p.id == id)
    }

    /// Acceleration points of a player for round `round`.
    pub fn acceleration(&self, id: PlayerId, round: Round) -> Points {
        self.config
            .acceleration
            .get(&id)
            .and_then(|v| v.get(round.index()))
            .copied()
            .unwrap_or(0)
    }

    /// A copy holding only rounds `0..rounds` (what was known before round `rounds`).
    pub fn truncated(&self, rounds: usize) -> Tournament {
        let mut t = self.clone();
        for p in &mut t.players {
            p.rounds.truncate(rounds);
            p.declared_points = p.points_before(rounds, &t.config.points);
        }
        t
    }
}

#[cfg(test)]
mod tests {
    use super::Round;

    #[test]
    fn a_round_is_numbered_from_one_and_stands_at_its_number_less_one() {
        assert_eq!(Round::new(0), None);
        let first = Round::first();
        assert_eq!((first.number(), first.index()), (1, 0));
        assert_eq!(Round::new(1), Some(first));
        let fifth = Round::at_index(4);
        assert_eq!((fifth.number(), fifth.index()), (5, 4));
        assert_eq!(fifth.next().number(), 6);
        assert_eq!(fifth.previous().map(Round::number), Some(4));
        assert_eq!(first.previous(), None);
        let numbers: Vec<usize> = Round::all(3).map(Round::number).collect();
        assert_eq!(numbers, vec![1, 2, 3]);
    }

    #[test]
    fn a_round_prints_and_serialises_as_its_plain_number() {
        let seventh = Round::new(7).unwrap();
        assert_eq!(format!("{seventh} {seventh:03} {seventh:>3}"), "7 007   7");
        assert_eq!(serde_json::to_string(&seventh).unwrap(), "7");
        assert_eq!(
            serde_json::to_string(&Some(seventh)).unwrap(),
            serde_json::to_string(&Some(7)).unwrap()
        );
    }
}
