//! Reading the TRF-2026 records that state the pairing configuration
//! (`shared/rules/trf-2026.md`): `142` rounds, `152` initial colour, `162` point
//! system, `192` tournament type (and the `092` text), `240` announced byes,
//! `250` acceleration by ranges, `260` forbidden pairs for a range of rounds.
//!
//! The records are collected here with where they were read; [`super::extensions`]
//! merges them with the TRF(x) lines and rejects contradictions between the two
//! dialects. Every other TRF-2026 record (`172 182 202 212 222 299`, the team
//! records, `###` comments) is a header line kept verbatim and not interpreted.

use crate::error::{Error, Result};
use crate::points::Points;
use crate::tournament::{Announced, Colour, ForbiddenRounds, PlayerId, ResultCode};
use std::collections::BTreeMap;
use std::path::Path;

use super::extensions::{parse_count, parse_id, parse_value, IdReference, Located};
use super::lines::{after_chars, shown, words, Columns};

/// The codes this module interprets.
pub(crate) const CODES: [&str; 8] = ["092", "142", "152", "162", "192", "240", "250", "260"];

/// The `162` letters: win, draw, played loss, zero-point bye and forfeit loss,
/// pairing-allocated bye, absence, other codes.
pub(crate) const POINT_LETTERS: [char; 7] = ['W', 'D', 'L', 'Z', 'P', 'A', 'X'];

/// Width of one `162` group (a letter and a 4-column value, then blanks), and
/// the column of the first letter.
pub(crate) const GROUP_WIDTH: usize = 9;
pub(crate) const FIRST_GROUP: usize = 6;

/// Ids in `240` and `260` take 4 columns and are separated by one blank.
const ID_PERIOD: usize = 5;

/// A `250` record: `points` for the players `first_id..=last_id` in the rounds
/// `first_round..=last_round` (1-based).
#[derive(Debug, Clone, Copy)]
pub(crate) struct AccelerationRange {
    pub points: Points,
    pub first_round: u32,
    pub last_round: u32,
    pub first_id: PlayerId,
    pub last_id: PlayerId,
}

/// What the TRF-2026 records of a file say, each with where it was read.
#[derive(Default)]
pub(crate) struct Records2026 {
    pub total_rounds: Option<Located<u32>>,
    pub initial_colour: Option<Located<Colour>>,
    /// `162` values by letter.
    pub points: BTreeMap<char, Located<Points>>,
    /// Line of the `162` record.
    pub points_line: Option<usize>,
    pub tournament_type: Option<Located<String>>,
    pub type_text: Option<Located<String>>,
    pub announced: Vec<Announced>,
    /// `250` ranges; located at their game points.
    pub acceleration: Vec<Located<AccelerationRange>>,
    pub forbidden: Vec<ForbiddenRounds>,
    pub references: Vec<IdReference>,
}

/// One record being read, addressed by 1-based columns.
struct Record<'a> {
    path: &'a Path,
    line: usize,
    code: &'static str,
    columns: Columns,
}

impl Record<'_> {
    fn error(&self, column: usize, message: impl Into<String>) -> Error {
        Error::input(self.path, self.line, column, message)
    }

    fn expect_blank(&self, column: usize) -> Result<()> {
        match self.columns.at(column) {
            ' ' => Ok(()),
            c => Err(self.error(
                column,
                format!(
                    "expected a blank in column {column} of {}, found '{c}'",
                    self.code
                ),
            )),
        }
    }

    fn expect_blanks(&self, columns: &[usize]) -> Result<()> {
        columns.iter().try_for_each(|&c| self.expect_blank(c))
    }

    /// A number from 1 up in columns `first..=last`.
    fn count(&self, first: usize, last: usize, what: &str) -> Result<u32> {
        let what = format!("{what} (a number from 1 up)");
        self.field(first, last, &what, parse_count)
    }

    fn id(&self, first: usize) -> Result<PlayerId> {
        self.field(first, first + 3, "a player id", parse_id)
    }

    fn points(&self, first: usize, last: usize, what: &str) -> Result<Points> {
        self.field(first, last, &format!("{what} (like 1.0)"), parse_value)
    }

    /// Columns `first..=last` read by `parse`, or an error saying what was expected.
    fn field<T>(
        &self,
        first: usize,
        last: usize,
        what: &str,
        parse: fn(&str) -> Option<T>,
    ) -> Result<T> {
        let text = self.columns.field(first, last);
        parse(&text).ok_or_else(|| {
            self.error(
                first,
                format!(
                    "expected {what} in columns {first}-{last} of {}, found {}",
                    self.code,
                    shown(&text)
                ),
            )
        })
    }

    /// First and last round, 3 columns each from `first` and `last`.
    fn round_range(&self, first: usize, last: usize) -> Result<(u32, u32)> {
        let first_round = self.count(first, first + 2, "the first round")?;
        let last_round = self.count(last, last + 2, "the last round")?;
        self.ordered((first_round, first), (last_round, last), "round")?;
        Ok((first_round, last_round))
    }

    /// Two numbers that must not decrease (first and last round or id).
    fn ordered(&self, first: (u32, usize), last: (u32, usize), what: &str) -> Result<()> {
        match first.0 <= last.0 {
            true => Ok(()),
            false => Err(self.error(
                last.1,
                format!(
                    "expected the last {what} of {} to be at least the first ({}), found {}",
                    self.code, first.0, last.0
                ),
            )),
        }
    }

    /// Player ids of 4 columns, one blank apart, from column `first` to the end
    /// of the line (at least `least`, one or two), each recorded as a reference
    /// to check against the players.
    fn ids_from(
        &self,
        first: usize,
        least: usize,
        references: &mut Vec<IdReference>,
    ) -> Result<Vec<PlayerId>> {
        let mut ids = Vec::new();
        let mut column = first;
        while column <= self.columns.len() {
            let id = self.id(column)?;
            references.push(IdReference {
                id,
                line: self.line,
                column,
                code: self.code,
            });
            ids.push(id);
            self.expect_blank(column + 4)?;
            column += ID_PERIOD;
        }
        if ids.len() < least {
            let count = if least == 1 {
                "one player id"
            } else {
                "two player ids"
            };
            return Err(self.error(
                first,
                format!("{} needs at least {count} from column {first}", self.code),
            ));
        }
        Ok(ids)
    }
}

/// The single word of a record like `142 9` (column and text; empty when missing).
fn value_word(text: &str) -> (usize, String) {
    let values = words(after_chars(text, 3), 4);
    let (column, _) = values.first().copied().unwrap_or((5, ""));
    let joined = values.iter().map(|v| v.1).collect::<Vec<_>>().join(" ");
    (column, joined)
}

impl Records2026 {
    /// Interprets `text` (line `line`) if its code is one of [`CODES`].
    pub(crate) fn read(&mut self, path: &Path, code: &str, text: &str, line: usize) -> Result<()> {
        let Some(code) = CODES.iter().copied().find(|c| *c == code) else {
            return Ok(());
        };
        let record = Record {
            path,
            line,
            code,
            columns: Columns::new(text),
        };
        match code {
            "092" => self.read_type_text(text, line),
            "142" => self.read_rounds(&record, text),
            "152" => self.read_colour(&record, text),
            "162" => self.read_points(&record),
            "192" => self.read_type(&record, text),
            "240" => self.read_announced(&record),
            "250" => self.read_acceleration(&record),
            _ => self.read_forbidden(&record),
        }
    }

    /// `092` is free text: any content is accepted, a blank one says nothing.
    fn read_type_text(&mut self, text: &str, line: usize) -> Result<()> {
        let value = after_chars(text, 3).trim();
        if !value.is_empty() && self.type_text.is_none() {
            self.type_text = Some(Located {
                value: value.to_string(),
                line,
                column: 5,
            });
        }
        Ok(())
    }

    fn read_rounds(&mut self, record: &Record, text: &str) -> Result<()> {
        check_first(record, self.total_rounds.as_ref().map(|r| r.line))?;
        let (column, word) = value_word(text);
        let rounds = parse_count(&word).ok_or_else(|| {
            record.error(
                column,
                format!(
                    "expected the number of rounds after 142 (a number from 1 up), found {}",
                    shown(&word)
                ),
            )
        })?;
        self.total_rounds = Some(record.located(rounds, column));
        Ok(())
    }

    fn read_colour(&mut self, record: &Record, text: &str) -> Result<()> {
        check_first(record, self.initial_colour.as_ref().map(|c| c.line))?;
        let (column, word) = value_word(text);
        let colour = match word.as_str() {
            "W" | "w" => Colour::White,
            "B" | "b" => Colour::Black,
            _ => {
                return Err(record.error(
                    column,
                    format!("expected W or B after 152, found {}", shown(&word)),
                ))
            }
        };
        self.initial_colour = Some(record.located(colour, column));
        Ok(())
    }

    /// Groups of 9 columns from column 6: a letter, a 4-column value, 4 blanks.
    fn read_points(&mut self, record: &Record) -> Result<()> {
        check_first(record, self.points_line)?;
        record.expect_blanks(&[4, 5])?;
        if record.columns.len() < FIRST_GROUP {
            return Err(record.error(
                FIRST_GROUP,
                "expected a point value (like W 1.0) from column 6 of 162, found a blank",
            ));
        }
        let mut column = FIRST_GROUP;
        while column <= record.columns.len() {
            let (letter, value) = read_point_group(record, column)?;
            if let Some(first) = self.points.get(&letter) {
                return Err(record.error(
                    column,
                    format!(
                        "second {letter} in 162 (the first is in column {})",
                        first.column - 1
                    ),
                ));
            }
            self.points
                .insert(letter, record.located(value, column + 1));
            column += GROUP_WIDTH;
        }
        self.points_line = Some(record.line);
        Ok(())
    }

    fn read_type(&mut self, record: &Record, text: &str) -> Result<()> {
        check_first(record, self.tournament_type.as_ref().map(|t| t.line))?;
        let (column, word) = value_word(text);
        if word.is_empty() || word.contains(' ') {
            return Err(record.error(
                column,
                format!(
                    "expected one tournament type code after 192 (like FIDE_DUTCH_2026), found {}",
                    shown(&word)
                ),
            ));
        }
        self.tournament_type = Some(record.located(word, column));
        Ok(())
    }

    /// `240 H   3    1    5`: code in column 5, round in 7-9, ids from 11.
    fn read_announced(&mut self, record: &Record) -> Result<()> {
        record.expect_blanks(&[4, 6, 10])?;
        let result = match record.columns.at(5) {
            'F' | 'f' => ResultCode::FullBye,
            'H' | 'h' => ResultCode::HalfBye,
            'Z' | 'z' => ResultCode::ZeroBye,
            c => {
                return Err(record.error(
                    5,
                    format!(
                        "expected a bye code (F, H or Z) in column 5 of 240, found {}",
                        shown(&c.to_string())
                    ),
                ))
            }
        };
        let round = record.count(7, 9, "the round")?;
        let players = record.ids_from(11, 1, &mut self.references)?;
        self.announced.push(Announced {
            result,
            round,
            players,
        });
        Ok(())
    }

    /// `250` in fixed columns: match points 5-8 (blank for individual events,
    /// checked and otherwise unused), game points 10-13, rounds 15-17 and 19-21,
    /// ids 23-26 and 28-31. Ids of the range need not all exist: the range is
    /// applied to the players it holds.
    fn read_acceleration(&mut self, record: &Record) -> Result<()> {
        record.expect_blanks(&[4, 9, 14, 18, 22, 27])?;
        let match_points = record.columns.field(5, 8);
        if !match_points.is_empty() {
            record.points(5, 8, "match points")?;
            if record.columns.field(10, 13).is_empty() {
                // A team event's acceleration in match points alone (its ids are
                // team numbers): no game points to add to any player.
                return Ok(());
            }
        }
        let points = record.points(10, 13, "game points")?;
        let (first_round, last_round) = record.round_range(15, 19)?;
        let first_id = record.id(23)?;
        let last_id = record.id(28)?;
        record.ordered((first_id, 23), (last_id, 28), "player id")?;
        if record.columns.len() > 31 {
            return Err(record.error(32, "expected the end of the 250 record after column 31"));
        }
        let range = AccelerationRange {
            points,
            first_round,
            last_round,
            first_id,
            last_id,
        };
        self.acceleration.push(record.located(range, 10));
        Ok(())
    }

    /// `260   1   3    1    2`: rounds in 5-7 and 9-11, ids from 13.
    fn read_forbidden(&mut self, record: &Record) -> Result<()> {
        record.expect_blanks(&[4, 8, 12])?;
        let (first_round, last_round) = record.round_range(5, 9)?;
        let players = record.ids_from(13, 2, &mut self.references)?;
        self.forbidden.push(ForbiddenRounds {
            first_round,
            last_round,
            players,
        });
        Ok(())
    }
}

impl Record<'_> {
    fn located<T>(&self, value: T, column: usize) -> Located<T> {
        Located {
            value,
            line: self.line,
            column,
        }
    }
}

/// A record that may appear once: the error for a second one.
fn check_first(record: &Record, first: Option<usize>) -> Result<()> {
    match first {
        Some(first) => Err(record.error(
            1,
            format!("second {} line (the first is on line {first})", record.code),
        )),
        None => Ok(()),
    }
}

/// The `162` group at `column`: its letter and value.
fn read_point_group(record: &Record, column: usize) -> Result<(char, Points)> {
    let letter = record.columns.at(column).to_ascii_uppercase();
    if !POINT_LETTERS.contains(&letter) {
        return Err(record.error(
            column,
            format!(
                "expected a point-system letter (W D L Z P A X) in column {column} of 162, found {}",
                shown(&record.columns.at(column).to_string())
            ),
        ));
    }
    let value = record.points(column + 1, column + 4, &format!("the points of {letter}"))?;
    record.expect_blanks(&[column + 5, column + 6, column + 7, column + 8])?;
    Ok((letter, value))
}
