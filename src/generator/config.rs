//! The RTG configuration file (Java properties style) and the complete settings
//! a tournament is generated from.
//!
//! A configuration file gives some of the keys below; every key it leaves out is
//! drawn at random from the seeded generator ([`GeneratorConfig::resolve`]), so
//! an empty file (or no file) gives a fully random tournament and a full file a
//! tournament whose only randomness is in ratings, absences and results.
//!
//! | key | meaning | when missing |
//! |---|---|---|
//! | `PlayersNumber` | number of players, 2 to 9999 | 6 to 200 (at least `RoundsNumber + 1`) |
//! | `RoundsNumber` | number of rounds (`XXR`), 1 to 999 | 3 to 15, always below the number of players |
//! | `DrawPercentage` | percent of draws between equal ratings (see [`super::results`]) | 10 to 40 |
//! | `ForfeitRate` | percent of paired games that are forfeited | 0.0 to 2.0 |
//! | `RetiredRate` | percent of players who withdraw during the tournament | 0.0 to 5.0 |
//! | `HalfPointByeRate` | percent chance, per player and round, of a half-point bye | 0.0 to 2.0 |
//! | `LateEntryRate` | percent of players who join after round 1 | 0.0 to 5.0 |
//! | `HighestRating` / `LowestRating` | ratings are drawn uniformly between them, 0 to 9999 | lowest 1000 to 2000, highest 200 to 800 above it |
//! | `PointsForWin` | points for a win (also a forfeit win and a full-point bye) | 1.0 |
//! | `PointsForDraw` | points for a draw (also a half-point bye) | 0.5 |
//! | `PointsForLoss` | points for a lost game | 0.0 |
//! | `PointsForZPB` | points for a zero-point bye (`Z`, a late entrant's missed round) | 0.0 |
//! | `PointsForForfeitLoss` | points for a forfeit loss | 0.0 |
//! | `PointsForPAB` | points for the pairing-allocated bye (`U`) | `PointsForWin` (a team event: per board, `PointsForDraw`) |
//! | `TeamsNumber` | a team event (C.04.6): number of teams, 2 to 999 | 6 to 40 |
//! | `BoardsNumber` | a team event: boards of every match (`352`), 1 to 20 | 2 to 6 |
//! | `TeamType` | a team event: its `192` code (`FIDE_TEAM...`) | `FIDE_TEAM_TYPEA_MP_GP` |
//!
//! The three team keys are for team systems only ([`super::teams`]), which
//! read the other keys per team where a team has them (`RoundsNumber`, the
//! absence rates) and per board otherwise (`DrawPercentage`, the points).
//!
//! Point values are not drawn at random: a missing one takes the usual value
//! (the defaults of `BBx` lines), so that random tournaments use the common
//! scoring unless a file asks otherwise. Rates are percentages with decimals
//! allowed (`ForfeitRate=0.5`, `DrawPercentage=33.3`, an optional `%` sign);
//! points have at most one decimal (`1.5`).
//!
//! Syntax: one `key=value` (or `key:value`) a line, blanks around the key and
//! the value ignored; lines starting with `#` or `!` are comments; blank lines
//! are skipped. Keys are matched regardless of case. Unknown keys, repeated
//! keys, malformed or out-of-range values are [`Error::Input`] with
//! `file:line:column` (the column of the key, or of the value).

use crate::error::{Error, Result};
use crate::points::{format_points, parse_points, PointSystem, Points};
use rand::Rng;
use std::path::Path;

/// Largest point value accepted (999.9, as in `BBx` lines).
const MAX_POINTS: Points = 9999;
/// Largest pairing id of a TRF player line (4 columns).
const MAX_PLAYERS: u32 = 9999;
const MAX_ROUNDS: u32 = 999;
const MAX_RATING: u32 = 9999;

/// What an RTG configuration file says: each key is `None` when the file does
/// not give it (it is then drawn at random, see the [module docs](self)).
/// `GeneratorConfig::default()` is the empty file: everything random.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct GeneratorConfig {
    /// `PlayersNumber`.
    pub players: Option<u32>,
    /// `RoundsNumber`: the `XXR` of the tournament.
    pub rounds: Option<u32>,
    /// `DrawPercentage`: percent of games between equally rated players that are
    /// drawn; for unequal ratings the draw chance shrinks so that the expected
    /// score stays the Elo one ([`super::results::probabilities`]).
    pub draw_percentage: Option<f64>,
    /// `ForfeitRate`: percent chance that a paired game (not the pairing-allocated
    /// bye) is forfeited; the forfeit winner is either player with equal chance,
    /// colours stay as paired (`+` / `-`). `ForfeitRate=1` forfeits about one game
    /// in a hundred.
    pub forfeit_rate: Option<f64>,
    /// `RetiredRate`: percent chance, per player and per tournament, that the
    /// player withdraws; he then plays a first part of the tournament (at least
    /// round 1, or his first round) and is absent (`0000 - -`) from a round drawn
    /// uniformly among the later ones to the end.
    pub retired_rate: Option<f64>,
    /// `HalfPointByeRate`: percent chance, per player and per round in which he
    /// is otherwise available, that he takes a half-point bye (`0000 - H`, worth
    /// `PointsForDraw`).
    pub half_point_bye_rate: Option<f64>,
    /// `LateEntryRate`: percent chance, per player, of joining after round 1: the
    /// first round he plays is drawn uniformly from round 2 to the last, and the
    /// rounds he missed are zero-point byes (`0000 - Z`, worth `PointsForZPB`).
    pub late_entry_rate: Option<f64>,
    /// `HighestRating`.
    pub highest_rating: Option<u32>,
    /// `LowestRating`.
    pub lowest_rating: Option<u32>,
    /// `PointsForWin` (tenths), also a forfeit win and a full-point bye.
    pub points_for_win: Option<Points>,
    /// `PointsForDraw` (tenths), also a half-point bye.
    pub points_for_draw: Option<Points>,
    /// `PointsForLoss` (tenths).
    pub points_for_loss: Option<Points>,
    /// `PointsForZPB` (tenths).
    pub points_for_zpb: Option<Points>,
    /// `PointsForForfeitLoss` (tenths).
    pub points_for_forfeit_loss: Option<Points>,
    /// `PointsForPAB` (tenths); when missing, `PointsForWin`.
    pub points_for_pab: Option<Points>,
    /// `TeamsNumber`: the `310` teams of a team event.
    pub teams: Option<u32>,
    /// `BoardsNumber`: the boards of a team event's matches.
    pub boards: Option<u32>,
    /// `TeamType`: a team event's `192` code.
    pub team_type: Option<String>,
}

/// A configuration with every value decided: what a tournament is generated from.
#[derive(Debug, Clone, PartialEq)]
pub struct Settings {
    pub players: u32,
    pub rounds: u32,
    /// Percent, 0 to 100 (see [`GeneratorConfig::draw_percentage`]).
    pub draw_percentage: f64,
    /// Percent of games (see [`GeneratorConfig::forfeit_rate`]).
    pub forfeit_rate: f64,
    /// Percent of players (see [`GeneratorConfig::retired_rate`]).
    pub retired_rate: f64,
    /// Percent per player and round (see [`GeneratorConfig::half_point_bye_rate`]).
    pub half_point_bye_rate: f64,
    /// Percent of players (see [`GeneratorConfig::late_entry_rate`]).
    pub late_entry_rate: f64,
    pub highest_rating: u32,
    pub lowest_rating: u32,
    /// The point system, as the `BBx` lines of the file state it: a forfeit win
    /// and a full-point bye are worth a win, a half-point bye a draw.
    pub points: PointSystem,
}

/// The keys, in the order [`Settings::to_properties`] writes them.
/// The team keys come last: an individual event's settings have none.
pub const KEYS: [&str; 18] = [
    "PlayersNumber",
    "RoundsNumber",
    "DrawPercentage",
    "ForfeitRate",
    "RetiredRate",
    "HalfPointByeRate",
    "LateEntryRate",
    "HighestRating",
    "LowestRating",
    "PointsForWin",
    "PointsForDraw",
    "PointsForLoss",
    "PointsForZPB",
    "PointsForForfeitLoss",
    "PointsForPAB",
    "TeamsNumber",
    "BoardsNumber",
    "TeamType",
];

impl GeneratorConfig {
    /// The fully random configuration (an empty file), decided by `rng`.
    pub fn randomised<R: Rng + ?Sized>(rng: &mut R) -> Settings {
        GeneratorConfig::default()
            .resolve(rng)
            .expect("the empty configuration is always consistent")
    }

    /// Fills every missing key from `rng` (always drawing in the same order, so
    /// a seeded `rng` gives the same settings on every platform). A configuration
    /// built in code with out-of-range or contradictory values is
    /// [`Error::Request`]; one from [`parse_config`] never is.
    pub fn resolve<R: Rng + ?Sized>(&self, rng: &mut R) -> Result<Settings> {
        self.check()?;
        let (players, rounds) = match (self.players, self.rounds) {
            (Some(p), Some(r)) => (p, r),
            (Some(p), None) => (p, uniform(rng, 3.min(p - 1), (p - 1).min(15))),
            (None, Some(r)) => {
                let low = 6.max(r + 1);
                (uniform(rng, low, 200.max(low)), r)
            }
            (None, None) => {
                let p = uniform(rng, 6, 200);
                (p, uniform(rng, 3, (p - 1).min(15)))
            }
        };
        let draw_percentage = self
            .draw_percentage
            .unwrap_or_else(|| f64::from(uniform(rng, 10, 40)));
        let forfeit_rate = self.forfeit_rate.unwrap_or_else(|| tenths(rng, 20));
        let retired_rate = self.retired_rate.unwrap_or_else(|| tenths(rng, 50));
        let half_point_bye_rate = self.half_point_bye_rate.unwrap_or_else(|| tenths(rng, 20));
        let late_entry_rate = self.late_entry_rate.unwrap_or_else(|| tenths(rng, 50));
        let (lowest_rating, highest_rating) = match (self.lowest_rating, self.highest_rating) {
            (Some(low), Some(high)) => (low, high),
            (Some(low), None) => (low, uniform(rng, low, (low + 1000).min(MAX_RATING))),
            (None, Some(high)) => (uniform(rng, high.saturating_sub(1000), high), high),
            (None, None) => {
                let low = uniform(rng, 1000, 2000);
                (low, uniform(rng, low + 200, low + 800))
            }
        };
        let win = self.points_for_win.unwrap_or(10);
        let draw = self.points_for_draw.unwrap_or(5);
        let points = PointSystem {
            win,
            draw,
            loss: self.points_for_loss.unwrap_or(0),
            zero_bye: self.points_for_zpb.unwrap_or(0),
            half_bye: draw,
            full_bye: win,
            forfeit_win: win,
            forfeit_loss: self.points_for_forfeit_loss.unwrap_or(0),
            pairing_bye: self.points_for_pab.unwrap_or(win),
            absence: 0,
        };
        Ok(Settings {
            players,
            rounds,
            draw_percentage,
            forfeit_rate,
            retired_rate,
            half_point_bye_rate,
            late_entry_rate,
            highest_rating,
            lowest_rating,
            points,
        })
    }

    /// Ranges and the one relation between keys (lowest rating at most the highest).
    fn check(&self) -> Result<()> {
        let bad =
            |key: &str, why: String| Err(Error::Request(format!("RTG configuration: {key} {why}")));
        for key in KEYS {
            let problem = match self.value(key) {
                None => None,
                Some(Value::Count(n)) => count_range(key).and_then(|(lo, hi)| {
                    (!(lo..=hi).contains(&n)).then(|| format!("must be from {lo} to {hi}, not {n}"))
                }),
                Some(Value::Percent(x)) => (!(0.0..=100.0).contains(&x))
                    .then(|| format!("must be a percentage from 0 to 100, not {x}")),
                Some(Value::Points(p)) => (!(0..=MAX_POINTS).contains(&p))
                    .then(|| format!("must be from 0.0 to 999.9 points, not {}", format_points(p))),
                Some(Value::Text(code)) => crate::teams::team_scoring(&code)
                    .is_none()
                    .then(|| format!("must be a FIDE_TEAM... code, not {code}")),
            };
            if let Some(why) = problem {
                return bad(key, why);
            }
        }
        if let (Some(low), Some(high)) = (self.lowest_rating, self.highest_rating) {
            if low > high {
                return bad(
                    "LowestRating",
                    format!("{low} is above HighestRating {high}"),
                );
            }
        }
        Ok(())
    }

    fn value(&self, key: &str) -> Option<Value> {
        use Value::*;
        match key {
            "PlayersNumber" => self.players.map(Count),
            "RoundsNumber" => self.rounds.map(Count),
            "DrawPercentage" => self.draw_percentage.map(Percent),
            "ForfeitRate" => self.forfeit_rate.map(Percent),
            "RetiredRate" => self.retired_rate.map(Percent),
            "HalfPointByeRate" => self.half_point_bye_rate.map(Percent),
            "LateEntryRate" => self.late_entry_rate.map(Percent),
            "HighestRating" => self.highest_rating.map(Count),
            "LowestRating" => self.lowest_rating.map(Count),
            "PointsForWin" => self.points_for_win.map(Points),
            "PointsForDraw" => self.points_for_draw.map(Points),
            "PointsForLoss" => self.points_for_loss.map(Points),
            "PointsForZPB" => self.points_for_zpb.map(Points),
            "PointsForForfeitLoss" => self.points_for_forfeit_loss.map(Points),
            "PointsForPAB" => self.points_for_pab.map(Points),
            "TeamsNumber" => self.teams.map(Count),
            "BoardsNumber" => self.boards.map(Count),
            "TeamType" => self.team_type.clone().map(Text),
            _ => None,
        }
    }

    fn set(&mut self, key: &str, value: Value) {
        match (key, value) {
            ("PlayersNumber", Value::Count(n)) => self.players = Some(n),
            ("RoundsNumber", Value::Count(n)) => self.rounds = Some(n),
            ("HighestRating", Value::Count(n)) => self.highest_rating = Some(n),
            ("LowestRating", Value::Count(n)) => self.lowest_rating = Some(n),
            ("DrawPercentage", Value::Percent(x)) => self.draw_percentage = Some(x),
            ("ForfeitRate", Value::Percent(x)) => self.forfeit_rate = Some(x),
            ("RetiredRate", Value::Percent(x)) => self.retired_rate = Some(x),
            ("HalfPointByeRate", Value::Percent(x)) => self.half_point_bye_rate = Some(x),
            ("LateEntryRate", Value::Percent(x)) => self.late_entry_rate = Some(x),
            ("PointsForWin", Value::Points(p)) => self.points_for_win = Some(p),
            ("PointsForDraw", Value::Points(p)) => self.points_for_draw = Some(p),
            ("PointsForLoss", Value::Points(p)) => self.points_for_loss = Some(p),
            ("PointsForZPB", Value::Points(p)) => self.points_for_zpb = Some(p),
            ("PointsForForfeitLoss", Value::Points(p)) => self.points_for_forfeit_loss = Some(p),
            ("PointsForPAB", Value::Points(p)) => self.points_for_pab = Some(p),
            ("TeamsNumber", Value::Count(n)) => self.teams = Some(n),
            ("BoardsNumber", Value::Count(n)) => self.boards = Some(n),
            ("TeamType", Value::Text(code)) => self.team_type = Some(code),
            _ => unreachable!("value kinds follow the key"),
        }
    }
}

impl Settings {
    /// The settings as a configuration file that [`parse_config`] reads back to
    /// the same settings (to replay or edit a random configuration).
    pub fn to_properties(&self) -> String {
        let p = &self.points;
        let values = [
            self.players.to_string(),
            self.rounds.to_string(),
            self.draw_percentage.to_string(),
            self.forfeit_rate.to_string(),
            self.retired_rate.to_string(),
            self.half_point_bye_rate.to_string(),
            self.late_entry_rate.to_string(),
            self.highest_rating.to_string(),
            self.lowest_rating.to_string(),
            format_points(p.win),
            format_points(p.draw),
            format_points(p.loss),
            format_points(p.zero_bye),
            format_points(p.forfeit_loss),
            format_points(p.pairing_bye),
        ];
        KEYS.iter()
            .zip(values)
            .map(|(k, v)| format!("{k}={v}\n"))
            .collect()
    }
}

/// A value as the key wants it.
#[derive(Debug, Clone)]
enum Value {
    Count(u32),
    Percent(f64),
    Points(Points),
    Text(String),
}

#[derive(Clone, Copy)]
enum Kind {
    Count,
    Percent,
    Points,
    Text,
}

fn kind(key: &str) -> Kind {
    match key {
        "PlayersNumber" | "RoundsNumber" | "HighestRating" | "LowestRating" | "TeamsNumber"
        | "BoardsNumber" => Kind::Count,
        "TeamType" => Kind::Text,
        k if k.starts_with("PointsFor") => Kind::Points,
        _ => Kind::Percent,
    }
}

/// Allowed range of an integer key.
fn count_range(key: &str) -> Option<(u32, u32)> {
    match key {
        "PlayersNumber" => Some((2, MAX_PLAYERS)),
        "RoundsNumber" => Some((1, MAX_ROUNDS)),
        "HighestRating" | "LowestRating" => Some((0, MAX_RATING)),
        // Team numbers have 3 columns in `310`, `320` and `330`.
        "TeamsNumber" => Some((2, 999)),
        "BoardsNumber" => Some((1, 20)),
        _ => None,
    }
}

/// Reads an RTG configuration file; an unreadable file is [`Error::File`].
pub fn read_config(path: &Path) -> Result<GeneratorConfig> {
    let bytes = std::fs::read(path).map_err(|e| Error::file(path, e))?;
    let text = match String::from_utf8(bytes) {
        Ok(text) => text,
        // Java reads properties files as Latin-1.
        Err(e) => e.into_bytes().iter().map(|&b| char::from(b)).collect(),
    };
    parse_config(&text, path)
}

/// Parses the text of an RTG configuration file; `path` is only used in messages.
/// See the [module docs](self) for the syntax and the keys.
pub fn parse_config(text: &str, path: &Path) -> Result<GeneratorConfig> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut config = GeneratorConfig::default();
    // Line of each key given, and the column of its value, for later messages.
    let mut seen: Vec<(&'static str, usize, usize)> = Vec::new();
    for (index, line) in lines(text).into_iter().enumerate() {
        let number = index + 1;
        let error = |column: usize, message: String| Error::input(path, number, column, message);
        let chars: Vec<char> = line.chars().collect();
        let Some(start) = chars.iter().position(|c| !c.is_whitespace()) else {
            continue;
        };
        if matches!(chars[start], '#' | '!') {
            continue;
        }
        let Some(separator) = chars.iter().position(|&c| c == '=' || c == ':') else {
            return Err(error(
                start + 1,
                format!(
                    "expected KEY=VALUE (like PlayersNumber=40), found '{}'",
                    line.trim()
                ),
            ));
        };
        let key_text: String = chars[start..separator]
            .iter()
            .collect::<String>()
            .trim_end()
            .to_string();
        if key_text.is_empty() {
            return Err(error(
                separator + 1,
                "expected a key before the separator".to_string(),
            ));
        }
        let Some(key) = KEYS
            .iter()
            .copied()
            .find(|k| k.eq_ignore_ascii_case(&key_text))
        else {
            return Err(error(
                start + 1,
                format!(
                    "unknown key '{key_text}' (expected one of {})",
                    KEYS.join(", ")
                ),
            ));
        };
        if let Some((_, first, _)) = seen.iter().find(|(k, _, _)| *k == key) {
            return Err(error(
                start + 1,
                format!("{key} is given twice (first on line {first})"),
            ));
        }
        let value_start = (separator + 1..chars.len())
            .find(|&i| !chars[i].is_whitespace())
            .unwrap_or(chars.len());
        let value_text: String = chars[value_start..]
            .iter()
            .collect::<String>()
            .trim_end()
            .to_string();
        let value_column = value_start + 1;
        if value_text.is_empty() {
            return Err(error(value_column, format!("missing value for {key}")));
        }
        let value = parse_value(key, &value_text).map_err(|why| error(value_column, why))?;
        config.set(key, value);
        seen.push((key, number, value_column));
    }
    if let (Some(low), Some(high)) = (config.lowest_rating, config.highest_rating) {
        if low > high {
            let (_, line, column) = *seen
                .iter()
                .find(|(k, _, _)| *k == "LowestRating")
                .expect("seen");
            let (_, high_line, _) = *seen
                .iter()
                .find(|(k, _, _)| *k == "HighestRating")
                .expect("seen");
            return Err(Error::input(
                path,
                line,
                column,
                format!("LowestRating {low} is above HighestRating {high} (line {high_line})"),
            ));
        }
    }
    Ok(config)
}

/// A value checked against its key's kind and range; the error is the message.
fn parse_value(key: &str, text: &str) -> std::result::Result<Value, String> {
    match kind(key) {
        Kind::Count => {
            let (lo, hi) = count_range(key).expect("count keys have a range");
            let n = text
                .parse::<u32>()
                .ok()
                .filter(|_| text.chars().all(|c| c.is_ascii_digit()))
                .ok_or_else(|| format!("expected a whole number for {key}, found '{text}'"))?;
            if !(lo..=hi).contains(&n) {
                return Err(format!("{key} must be from {lo} to {hi}, found {n}"));
            }
            Ok(Value::Count(n))
        }
        Kind::Percent => {
            let number = text.strip_suffix('%').map_or(text, str::trim_end);
            let well_formed = !number.is_empty()
                && number.chars().all(|c| c.is_ascii_digit() || c == '.')
                && number.chars().filter(|&c| c == '.').count() <= 1
                && number.chars().any(|c| c.is_ascii_digit());
            let x = number
                .parse::<f64>()
                .ok()
                .filter(|_| well_formed)
                .ok_or_else(|| {
                    format!("expected a percentage (like 2.5) for {key}, found '{text}'")
                })?;
            if x > 100.0 {
                return Err(format!(
                    "{key} is a percentage and must be from 0 to 100, found {number}"
                ));
            }
            Ok(Value::Percent(x))
        }
        Kind::Points => {
            let p = parse_points(text).ok_or_else(|| {
                format!(
                    "expected points with at most one decimal (like 0.5) for {key}, found '{text}'"
                )
            })?;
            if !(0..=MAX_POINTS).contains(&p) {
                return Err(format!("{key} must be from 0.0 to 999.9, found {text}"));
            }
            Ok(Value::Points(p))
        }
        Kind::Text => match crate::teams::team_scoring(text) {
            Some(_) if !text.contains(char::is_whitespace) => Ok(Value::Text(text.to_string())),
            _ => Err(format!(
                "expected a team code (like FIDE_TEAM_TYPEA_MP_GP) for {key}, found '{text}'"
            )),
        },
    }
}

/// Lines split at LF, CRLF or CR.
fn lines(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut rest = text;
    while !rest.is_empty() {
        match rest.find(['\n', '\r']) {
            Some(i) => {
                out.push(&rest[..i]);
                let skip = if rest[i..].starts_with("\r\n") { 2 } else { 1 };
                rest = &rest[i + skip..];
            }
            None => {
                out.push(rest);
                rest = "";
            }
        }
    }
    out
}

/// A uniform integer in `low..=high`, drawn as a `u32` so that the draw is the
/// same on every platform (`usize` ranges would depend on the pointer width).
pub(crate) fn uniform<R: Rng + ?Sized>(rng: &mut R, low: u32, high: u32) -> u32 {
    rng.gen_range(low..=high.max(low))
}

/// A percentage from 0.0 to `max_tenths / 10`, in tenths.
fn tenths<R: Rng + ?Sized>(rng: &mut R, max_tenths: u32) -> f64 {
    f64::from(uniform(rng, 0, max_tenths)) / 10.0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_all_line_endings() {
        assert_eq!(lines("a\nb\r\nc\rd"), vec!["a", "b", "c", "d"]);
        assert_eq!(lines("a\n\nb\n"), vec!["a", "", "b"]);
    }

    #[test]
    fn percentages_accept_decimals_and_percent_sign() {
        assert!(matches!(parse_value("ForfeitRate", "2.5"), Ok(Value::Percent(x)) if x == 2.5));
        assert!(matches!(parse_value("ForfeitRate", "3 %"), Ok(Value::Percent(x)) if x == 3.0));
        assert!(parse_value("ForfeitRate", "1e2").is_err());
        assert!(parse_value("ForfeitRate", "-1").is_err());
        assert!(parse_value("ForfeitRate", ".").is_err());
        assert!(parse_value("ForfeitRate", "100.5").is_err());
    }
}
