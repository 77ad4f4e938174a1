//! The TRF(x) extension lines (`XXR XXC XXA XXP XXS`, `BBW BBD BBL BBZ BBF BBU`)
//! and, through [`super::records2026`], the TRF-2026 records that say the same
//! things: reading them into one [`Config`], rejecting contradictions between the
//! two dialects, and writing a [`Config`] back as lines of either dialect.
//!
//! The lines themselves are also kept verbatim among the header lines; this module
//! only interprets them. Unknown `XX?`/`BB?` codes are not interpreted and are kept
//! like any other header line.

use crate::error::{Error, Result};
use crate::points::{format_points, parse_points, PointSystem, Points};
use crate::tournament::{Colour, Config, PlayerId, Round};
use std::collections::BTreeMap;
use std::path::Path;

use super::lines::{after_chars, shown, words};
use super::records2026::{self, Records2026};

/// The codes this module interprets.
const CODES: [&str; 11] = [
    "XXR", "XXC", "XXA", "XXP", "XXS", "BBW", "BBD", "BBL", "BBZ", "BBF", "BBU",
];

/// The `XXS` keys (JaVaFo 2.x, Swiss-Manager) in their usual order.
pub(crate) const XXS_KEYS: [&str; 12] = [
    "WW", "BW", "WD", "BD", "WL", "BL", "ZPB", "HPB", "FPB", "PAB", "FW", "FL",
];

/// Largest point value accepted in `XXA`/`XXS`/`BBx` (999.9): keeps every total
/// far from integer overflow and every value printable.
const MAX_POINTS: Points = 9999;

/// Whether `code` is a line this module interprets (either dialect).
pub(crate) fn is_extension_code(code: &str) -> bool {
    CODES.contains(&code) || records2026::CODES.contains(&code)
}

/// A player id named by an `XXA` or `XXP` line, checked once all players are read.
#[derive(Debug, Clone)]
pub(crate) struct IdReference {
    pub id: PlayerId,
    pub line: usize,
    pub column: usize,
    pub code: &'static str,
}

/// Where the extension lines said what the reader must check against the
/// players: the ids they name, and the `XXR` (or `142`) value.
#[derive(Debug, Clone, Default)]
pub(crate) struct Sources {
    pub references: Vec<IdReference>,
    /// Line, column and code of the number of rounds.
    pub total_rounds_at: Option<(usize, usize, &'static str)>,
    /// Line and column of the tournament type code (`192`, else `092`).
    pub type_at: Option<(usize, usize)>,
}

/// A value with where it was read, for messages that point back at it.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Located<T> {
    pub value: T,
    pub line: usize,
    pub column: usize,
}

/// What the extension lines of a file say, collected line by line.
pub(crate) struct Extensions<'p> {
    path: &'p Path,
    total_rounds: Option<Located<u32>>,
    initial_colour: Option<Located<Colour>>,
    use_rank: bool,
    /// `XXA` values with their columns, by player.
    acceleration: BTreeMap<PlayerId, Located<Vec<(Points, usize)>>>,
    forbidden: Vec<Vec<PlayerId>>,
    references: Vec<IdReference>,
    /// `XXS` values by key, and the line of the `XXS`.
    xxs: Option<(BTreeMap<&'static str, Located<Points>>, usize)>,
    /// `BBx` values by code.
    bb: BTreeMap<&'static str, Located<Points>>,
    /// The TRF-2026 records.
    trf2026: Records2026,
}

impl<'p> Extensions<'p> {
    pub(crate) fn new(path: &'p Path) -> Extensions<'p> {
        Extensions {
            path,
            total_rounds: None,
            initial_colour: None,
            use_rank: false,
            acceleration: BTreeMap::new(),
            forbidden: Vec::new(),
            references: Vec::new(),
            xxs: None,
            bb: BTreeMap::new(),
            trf2026: Records2026::default(),
        }
    }

    fn error(&self, line: usize, column: usize, message: impl Into<String>) -> Error {
        Error::input(self.path, line, column, message)
    }

    /// Interprets `text` (line `line`) if its code is an extension code.
    pub(crate) fn read(&mut self, code: &str, text: &str, line: usize) -> Result<()> {
        if records2026::CODES.contains(&code) {
            return self.trf2026.read(self.path, code, text, line);
        }
        // The values start after the 3-character code; words keep their columns.
        let values = words(after_chars(text, 3), 4);
        match code {
            "XXR" => self.read_rounds(&values, line),
            "XXC" => self.read_words(&values, line),
            "XXA" => self.read_acceleration(&values, line),
            "XXP" => self.read_forbidden(&values, line),
            "XXS" => self.read_xxs(&values, line),
            _ => match BB_SLOTS.iter().find(|(bb, _)| *bb == code) {
                Some((bb, _)) => self.read_bb(bb, &values, line),
                None => Ok(()),
            },
        }
    }

    fn read_rounds(&mut self, values: &[(usize, &str)], line: usize) -> Result<()> {
        if let Some(first) = self.total_rounds {
            return Err(self.error(
                line,
                1,
                format!("second XXR line (the first is on line {})", first.line),
            ));
        }
        let (column, text) = single_value(values);
        let rounds = parse_count(text).ok_or_else(|| {
            self.error(
                line,
                column,
                format!(
                    "expected the number of rounds after XXR (a number from 1 up), found {}",
                    shown_words(values)
                ),
            )
        })?;
        self.total_rounds = Some(Located {
            value: rounds,
            line,
            column,
        });
        Ok(())
    }

    fn read_words(&mut self, values: &[(usize, &str)], line: usize) -> Result<()> {
        for &(column, word) in values {
            let colour = match word.to_ascii_lowercase().as_str() {
                "white1" => Colour::White,
                "black1" => Colour::Black,
                "rank" => {
                    self.use_rank = true;
                    continue;
                }
                _ => {
                    return Err(self.error(
                        line,
                        column,
                        format!("unknown XXC word '{word}' (expected white1, black1 or rank)"),
                    ))
                }
            };
            match self.initial_colour {
                Some(first) if first.value != colour => {
                    return Err(self.error(line, column, "XXC gives both white1 and black1"))
                }
                _ => {
                    self.initial_colour = Some(Located {
                        value: colour,
                        line,
                        column,
                    })
                }
            }
        }
        Ok(())
    }

    fn read_acceleration(&mut self, values: &[(usize, &str)], line: usize) -> Result<()> {
        let (id_column, id_text) = values.first().copied().unwrap_or((5, ""));
        let id = parse_id(id_text).ok_or_else(|| {
            self.error(
                line,
                id_column,
                format!("expected a player id after XXA, found {}", shown(id_text)),
            )
        })?;
        if let Some(first) = self.acceleration.get(&id) {
            return Err(self.error(
                line,
                id_column,
                format!(
                    "second XXA line for player {id} (the first is on line {})",
                    first.line
                ),
            ));
        }
        let mut points = Vec::new();
        for &(column, text) in &values[1..] {
            let value = parse_value(text).ok_or_else(|| {
                self.error(
                    line,
                    column,
                    format!(
                        "expected acceleration points (like 1.0), found {}",
                        shown(text)
                    ),
                )
            })?;
            points.push((value, column));
        }
        self.references.push(IdReference {
            id,
            line,
            column: id_column,
            code: "XXA",
        });
        self.acceleration.insert(
            id,
            Located {
                value: points,
                line,
                column: id_column,
            },
        );
        Ok(())
    }

    fn read_forbidden(&mut self, values: &[(usize, &str)], line: usize) -> Result<()> {
        let mut group = Vec::new();
        for &(column, text) in values {
            let id = parse_id(text).ok_or_else(|| {
                self.error(
                    line,
                    column,
                    format!("expected a player id in XXP, found {}", shown(text)),
                )
            })?;
            self.references.push(IdReference {
                id,
                line,
                column,
                code: "XXP",
            });
            group.push(id);
        }
        if group.len() < 2 {
            let column = values.first().map_or(5, |v| v.0);
            return Err(self.error(line, column, "XXP needs at least two player ids"));
        }
        self.forbidden.push(group);
        Ok(())
    }

    fn read_xxs(&mut self, values: &[(usize, &str)], line: usize) -> Result<()> {
        if let Some((_, first)) = self.xxs {
            return Err(self.error(
                line,
                1,
                format!("second XXS line (the first is on line {first})"),
            ));
        }
        let mut points = BTreeMap::new();
        for &(column, word) in values {
            let Some((key, value)) = word.split_once('=') else {
                return Err(self.error(
                    line,
                    column,
                    format!("expected KEY=points in XXS (like WW=1.0), found '{word}'"),
                ));
            };
            let Some(key) = XXS_KEYS
                .iter()
                .copied()
                .find(|k| k.eq_ignore_ascii_case(key))
            else {
                return Err(self.error(
                    line,
                    column,
                    format!(
                        "unknown XXS key '{key}' (expected one of {})",
                        XXS_KEYS.join(" ")
                    ),
                ));
            };
            let value_column = column + key.chars().count() + 1;
            let value = parse_value(value).ok_or_else(|| {
                self.error(
                    line,
                    value_column,
                    format!(
                        "expected points (like 1.0) for XXS {key}, found {}",
                        shown(value)
                    ),
                )
            })?;
            points.insert(
                key,
                Located {
                    value,
                    line,
                    column: value_column,
                },
            );
        }
        self.xxs = Some((points, line));
        Ok(())
    }

    fn read_bb(&mut self, code: &'static str, values: &[(usize, &str)], line: usize) -> Result<()> {
        if let Some(first) = self.bb.get(code) {
            return Err(self.error(
                line,
                1,
                format!("second {code} line (the first is on line {})", first.line),
            ));
        }
        let (column, text) = single_value(values);
        let value = parse_value(text)
            .filter(|_| values.len() == 1)
            .ok_or_else(|| {
                self.error(
                    line,
                    column,
                    format!(
                        "expected points (like 1.0) after {code}, found {}",
                        shown_words(values)
                    ),
                )
            })?;
        self.bb.insert(
            code,
            Located {
                value,
                line,
                column,
            },
        );
        Ok(())
    }

    /// The configuration, and what the caller must check against the players.
    /// `known` are the ids of the `001` lines: a `250` range applies to them.
    pub(crate) fn finish(self, known: &[PlayerId]) -> Result<(Config, Sources)> {
        let points = self.point_system()?;
        let total_rounds = self.agreed(
            self.total_rounds,
            self.trf2026.total_rounds,
            |n| format!("XXR {n}"),
            |n| format!("142 {n}"),
        )?;
        let initial_colour = self.agreed(
            self.initial_colour,
            self.trf2026.initial_colour,
            xxc_word,
            letter_152,
        )?;
        let acceleration = self.merged_acceleration(known)?;
        let total_rounds_at = match (self.total_rounds, self.trf2026.total_rounds) {
            (Some(r), _) => Some((r.line, r.column, "XXR")),
            (None, Some(r)) => Some((r.line, r.column, "142")),
            (None, None) => None,
        };
        let type_at = self
            .trf2026
            .tournament_type
            .as_ref()
            .or(self.trf2026.type_text.as_ref())
            .map(|t| (t.line, t.column));
        let mut references = self.references;
        references.extend(self.trf2026.references);
        let config = Config {
            total_rounds: total_rounds.map(|r| r.value),
            initial_colour: initial_colour.map(|c| c.value),
            use_rank: self.use_rank,
            acceleration,
            forbidden: self.forbidden,
            forbidden_in_rounds: self.trf2026.forbidden,
            points,
            tournament_type: self.trf2026.tournament_type.map(|t| t.value),
            type_text: self.trf2026.type_text.map(|t| t.value),
            announced: self.trf2026.announced,
            derived_acceleration: None,
            team_units: None,
        };
        let sources = Sources {
            references,
            total_rounds_at,
            type_at,
        };
        Ok((config, sources))
    }

    /// The value a TRF(x) line and a TRF-2026 record both may give: they must
    /// agree; the one given is taken.
    fn agreed<T: PartialEq + Copy>(
        &self,
        trfx: Option<Located<T>>,
        trf2026: Option<Located<T>>,
        show_trfx: impl Fn(T) -> String,
        show_trf2026: impl Fn(T) -> String,
    ) -> Result<Option<Located<T>>> {
        match (trfx, trf2026) {
            (Some(x), Some(y)) if x.value != y.value => {
                Err(self.contradiction((show_trfx(x.value), x), (show_trf2026(y.value), y)))
            }
            (x, y) => Ok(x.or(y)),
        }
    }

    /// The error for two lines that disagree, at the later one, naming both.
    fn contradiction<T, U>(&self, a: (String, Located<T>), b: (String, Located<U>)) -> Error {
        let ((later, at), (earlier, before)) = match (a.1.line, a.1.column) > (b.1.line, b.1.column)
        {
            true => ((a.0, (a.1.line, a.1.column)), (b.0, b.1.line)),
            false => ((b.0, (b.1.line, b.1.column)), (a.0, a.1.line)),
        };
        self.error(
            at.0,
            at.1,
            format!("{later} contradicts {earlier} (line {before})"),
        )
    }

    /// `XXA` values, then every `250` range over the players it holds; a round
    /// given twice must get the same points. Rounds nobody gives are 0.
    fn merged_acceleration(&self, known: &[PlayerId]) -> Result<BTreeMap<PlayerId, Vec<Points>>> {
        // Per player and round: the points, the line giving them and where.
        type Given = Option<(Points, String, Located<()>)>;
        let mut given: BTreeMap<PlayerId, Vec<Given>> = BTreeMap::new();
        for (&id, xxa) in &self.acceleration {
            let rounds = xxa
                .value
                .iter()
                .enumerate()
                .map(|(round, &(points, column))| {
                    let claim = format!(
                        "XXA {} for player {id} in round {}",
                        format_points(points),
                        Round::at_index(round)
                    );
                    Some((
                        points,
                        claim,
                        Located {
                            value: (),
                            line: xxa.line,
                            column,
                        },
                    ))
                });
            given.insert(id, rounds.collect());
        }
        for range in &self.trf2026.acceleration {
            let r = range.value;
            for &id in known
                .iter()
                .filter(|&&id| (r.first_id..=r.last_id).contains(&id))
            {
                let rounds = given.entry(id).or_default();
                for round in r.first_round..=r.last_round {
                    let claim = format!(
                        "250 {} for player {id} in round {round}",
                        format_points(r.points)
                    );
                    let at = Located {
                        value: (),
                        line: range.line,
                        column: range.column,
                    };
                    let round = Round::new(round as usize).expect("the reader reads rounds from 1");
                    self.give_round(rounds, round.index(), (r.points, claim, at))?;
                }
            }
        }
        Ok(given
            .into_iter()
            .map(|(id, rounds)| {
                (
                    id,
                    rounds.into_iter().map(|r| r.map_or(0, |r| r.0)).collect(),
                )
            })
            .collect())
    }

    /// Sets one round of a player's acceleration, unless another line already
    /// gave it a different value.
    fn give_round(
        &self,
        rounds: &mut Vec<Option<(Points, String, Located<()>)>>,
        round: usize,
        claim: (Points, String, Located<()>),
    ) -> Result<()> {
        if rounds.len() <= round {
            rounds.resize(round + 1, None);
        }
        match &rounds[round] {
            Some((points, _, _)) if *points == claim.0 => Ok(()),
            Some((_, shown, at)) => {
                Err(self.contradiction((shown.clone(), *at), (claim.1, claim.2)))
            }
            None => {
                rounds[round] = Some(claim);
                Ok(())
            }
        }
    }

    /// Every value of the point system, from whichever lines give it (`XXS`,
    /// `BBx`, `162`), which must agree; values nobody gives follow the win /
    /// draw value as in bbpPairings: a forfeit win, a full-point bye and a
    /// pairing-allocated bye are worth a win, a half-point bye a draw. With white
    /// and black `XXS` values that differ (`WW`/`BW`), the white one is taken:
    /// the point system has one value per result.
    fn point_system(&self) -> Result<PointSystem> {
        let claims = self.point_claims();
        let mut agreed: BTreeMap<Slot, Points> = BTreeMap::new();
        for slot in SLOTS {
            let mut of_slot: Vec<&Claim> = claims.iter().filter(|c| c.slot == slot).collect();
            of_slot.sort_by_key(|c| (c.at.line, c.at.column));
            if let Some(first) = of_slot.first() {
                if let Some(other) = of_slot.iter().find(|c| c.value != first.value) {
                    return Err(self.contradiction(
                        (first.shown.clone(), first.at),
                        (other.shown.clone(), other.at),
                    ));
                }
                agreed.insert(slot, first.value);
            }
        }
        let value = |slot: Slot, default: Points| agreed.get(&slot).copied().unwrap_or(default);
        let win = value(Slot::Win, 10);
        let draw = value(Slot::Draw, 5);
        Ok(PointSystem {
            win,
            draw,
            loss: value(Slot::Loss, 0),
            zero_bye: value(Slot::ZeroBye, 0),
            half_bye: value(Slot::HalfBye, draw),
            full_bye: value(Slot::FullBye, win),
            forfeit_win: value(Slot::ForfeitWin, win),
            forfeit_loss: value(Slot::ForfeitLoss, 0),
            pairing_bye: value(Slot::PairingBye, win),
            absence: value(Slot::Absence, 0),
        })
    }

    /// What each `XXS` key, `BBx` line and `162` letter says about the slots of
    /// the point system.
    fn point_claims(&self) -> Vec<Claim> {
        let mut claims = Vec::new();
        if let Some((xxs, _)) = &self.xxs {
            for (keys, slot) in XXS_SLOTS {
                if let Some((key, v)) = keys.iter().find_map(|k| xxs.get(k).map(|v| (k, v))) {
                    claims.push(Claim::new(
                        slot,
                        format!("{key}={} of the XXS line", format_points(v.value)),
                        v,
                    ));
                }
            }
        }
        for (code, slot) in BB_SLOTS {
            if let Some(v) = self.bb.get(code) {
                claims.push(Claim::new(
                    slot,
                    format!("{code} {}", format_points(v.value)),
                    v,
                ));
            }
        }
        for (letter, slots) in LETTER_SLOTS {
            if let Some(v) = self.trf2026.points.get(&letter) {
                for &slot in slots {
                    claims.push(Claim::new(
                        slot,
                        format!("162 {letter} {}", format_points(v.value)),
                        v,
                    ));
                }
            }
        }
        claims
    }
}

/// The values of a [`PointSystem`], as the lines of both dialects name them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Slot {
    Win,
    Draw,
    Loss,
    ZeroBye,
    HalfBye,
    FullBye,
    ForfeitWin,
    ForfeitLoss,
    PairingBye,
    Absence,
}

const SLOTS: [Slot; 10] = [
    Slot::Win,
    Slot::Draw,
    Slot::Loss,
    Slot::ZeroBye,
    Slot::HalfBye,
    Slot::FullBye,
    Slot::ForfeitWin,
    Slot::ForfeitLoss,
    Slot::PairingBye,
    Slot::Absence,
];

/// The `XXS` keys of each slot, the white one first.
const XXS_SLOTS: [(&[&str], Slot); 9] = [
    (&["WW", "BW"], Slot::Win),
    (&["WD", "BD"], Slot::Draw),
    (&["WL", "BL"], Slot::Loss),
    (&["ZPB"], Slot::ZeroBye),
    (&["HPB"], Slot::HalfBye),
    (&["FPB"], Slot::FullBye),
    (&["FW"], Slot::ForfeitWin),
    (&["FL"], Slot::ForfeitLoss),
    (&["PAB"], Slot::PairingBye),
];

const BB_SLOTS: [(&str, Slot); 6] = [
    ("BBW", Slot::Win),
    ("BBD", Slot::Draw),
    ("BBL", Slot::Loss),
    ("BBZ", Slot::ZeroBye),
    ("BBF", Slot::ForfeitLoss),
    ("BBU", Slot::PairingBye),
];

/// The `162` letters (TRF-2026): `Z` is both the zero-point bye and the forfeit
/// loss; `X` (other codes) has no slot and is only checked.
const LETTER_SLOTS: [(char, &[Slot]); 6] = [
    ('W', &[Slot::Win]),
    ('D', &[Slot::Draw]),
    ('L', &[Slot::Loss]),
    ('Z', &[Slot::ZeroBye, Slot::ForfeitLoss]),
    ('P', &[Slot::PairingBye]),
    ('A', &[Slot::Absence]),
];

/// One line's value for a slot, as a message shows it.
struct Claim {
    slot: Slot,
    shown: String,
    value: Points,
    at: Located<()>,
}

impl Claim {
    fn new(slot: Slot, shown: String, v: &Located<Points>) -> Claim {
        Claim {
            slot,
            shown,
            value: v.value,
            at: Located {
                value: (),
                line: v.line,
                column: v.column,
            },
        }
    }
}

/// `XXC white1` / `XXC black1`.
pub(crate) fn xxc_word(colour: Colour) -> String {
    match colour {
        Colour::White => "XXC white1".to_string(),
        Colour::Black => "XXC black1".to_string(),
    }
}

/// `152 W` / `152 B`.
pub(crate) fn letter_152(colour: Colour) -> String {
    match colour {
        Colour::White => "152 W".to_string(),
        Colour::Black => "152 B".to_string(),
    }
}

/// The one value of a line like `XXR 9` (column and text; empty when missing).
fn single_value<'a>(values: &[(usize, &'a str)]) -> (usize, &'a str) {
    values.first().copied().unwrap_or((5, ""))
}

/// All values of a line for a message (`'9 10'`, or "a blank").
fn shown_words(values: &[(usize, &str)]) -> String {
    shown(&values.iter().map(|v| v.1).collect::<Vec<_>>().join(" "))
}

/// A number of rounds or a round: digits only, from 1 up.
pub(crate) fn parse_count(text: &str) -> Option<u32> {
    let digits = !text.is_empty() && text.chars().all(|c| c.is_ascii_digit());
    text.parse::<u32>().ok().filter(|&n| n >= 1 && digits)
}

/// A pairing id: 1 to 9999, digits only.
pub(crate) fn parse_id(text: &str) -> Option<PlayerId> {
    if text.is_empty() || text.len() > 4 || !text.chars().all(|c| c.is_ascii_digit()) {
        return None;
    }
    text.parse().ok().filter(|&id| id >= 1)
}

/// A point value of an extension line: 0.0 to 999.9.
pub(crate) fn parse_value(text: &str) -> Option<Points> {
    parse_points(text).filter(|p| (0..=MAX_POINTS).contains(p))
}
