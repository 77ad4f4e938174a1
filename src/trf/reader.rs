//! TRF text to [`Tournament`]: one pass over the lines (player lines in fixed
//! columns, extension lines interpreted, every other line kept verbatim), then the
//! checks that need the whole file ([`super::validate`]).

use crate::error::{Error, Result};
use crate::points::parse_points;
use crate::tournament::{Colour, HeaderLine, Player, PlayerId, ResultCode, RoundEntry, Tournament};
use std::path::Path;

use super::extensions::{parse_id, Extensions};
use super::layout::{self, Field, RoundColumns};
use super::lines::{decode, shown, split_lines, Columns};
use super::validate;
use crate::error::Location;

/// How a file's conventions are taken: [`Reading::Strict`] refuses every field
/// the TRF layout leaves no blank in; [`Reading::Lenient`] reads the
/// conventions real writers use (a blank opponent field or a blank result
/// after `0000 -` for a round not played), each with a [`Warning`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Reading {
    #[default]
    Strict,
    Lenient,
}

/// A convention the reader applied: where, and the reading it took.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Warning {
    #[serde(serialize_with = "location_text")]
    pub at: Location,
    pub message: String,
}

fn location_text<S: serde::Serializer>(
    at: &Location,
    s: S,
) -> std::result::Result<S::Ok, S::Error> {
    s.serialize_str(&at.to_string())
}

impl std::fmt::Display for Warning {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: warning: {}", self.at, self.message)
    }
}

/// A tournament as read, with the conventions applied to read it.
#[derive(Debug, Clone)]
pub struct Read {
    pub tournament: Tournament,
    pub warnings: Vec<Warning>,
}

/// Reads a TRF file. A file that cannot be read is [`Error::File`] (exit code 5);
/// its contents are then checked as by [`parse`].
pub fn read_file(path: &Path) -> Result<Tournament> {
    read_file_as(path, Reading::Strict).map(|r| r.tournament)
}

/// [`read_file`] under `reading`, with the warnings of the conventions applied.
pub fn read_file_as(path: &Path, reading: Reading) -> Result<Read> {
    let bytes = std::fs::read(path).map_err(|e| Error::file(path, e))?;
    read_bytes_as(&bytes, path, reading)
}

/// Reads a TRF file's bytes obtained elsewhere (standard input); `path` names
/// the input in messages. Decoded as by [`read_file`].
pub fn read_bytes(bytes: &[u8], path: &Path) -> Result<Tournament> {
    read_bytes_as(bytes, path, Reading::Strict).map(|r| r.tournament)
}

/// [`read_bytes`] under `reading`: a byte-order mark is a warning too.
pub fn read_bytes_as(bytes: &[u8], path: &Path, reading: Reading) -> Result<Read> {
    let mut read = parse_as(&decode(bytes), path, reading)?;
    if reading == Reading::Lenient && bytes.starts_with(b"\xEF\xBB\xBF") {
        read.warnings
            .insert(0, warning(path, 1, 1, "a UTF-8 byte-order mark: dropped"));
    }
    Ok(read)
}

pub(super) fn warning(
    path: &Path,
    line: usize,
    column: usize,
    message: impl Into<String>,
) -> Warning {
    Warning {
        at: Location {
            file: path.to_path_buf(),
            line,
            column,
        },
        message: message.into(),
    }
}

/// The line endings and trailing blanks of `text` as warnings (a lenient
/// reading says which conventions it read): one per convention, at its
/// first line.
fn layout_warnings(text: &str, path: &Path) -> Vec<Warning> {
    let mut found = Vec::new();
    let bytes = text.as_bytes();
    let (mut line, mut crlf, mut cr) = (1, None, None);
    let (mut crlf_lines, mut cr_lines) = (0, 0);
    for (i, &b) in bytes.iter().enumerate() {
        match b {
            b'\r' if bytes.get(i + 1) == Some(&b'\n') => {
                crlf_lines += 1;
                crlf.get_or_insert(line);
            }
            b'\r' => {
                cr_lines += 1;
                cr.get_or_insert(line);
                line += 1;
            }
            b'\n' => line += 1,
            _ => {}
        }
    }
    if let Some(first) = crlf {
        found.push(warning(
            path,
            first,
            1,
            format!("{crlf_lines} lines end in CRLF (Windows): read as line ends"),
        ));
    }
    if let Some(first) = cr {
        found.push(warning(
            path,
            first,
            1,
            format!("{cr_lines} lines end in CR alone: read as line ends"),
        ));
    }
    let trailing: Vec<(usize, &str)> = split_lines(text)
        .into_iter()
        .enumerate()
        .filter(|(_, l)| l.ends_with([' ', '\t']))
        .collect();
    if let Some((first, l)) = trailing.first() {
        let column = l.trim_end().chars().count() + 1;
        found.push(warning(
            path,
            first + 1,
            column,
            format!("{} lines end in blanks: read without them", trailing.len()),
        ));
    }
    found
}

/// Reads TRF text; `path` is only used in messages. (A byte-order mark is
/// dropped by [`read_file`]; here it would be part of the first line.)
///
/// Lines may end in LF, CRLF or CR. Inconsistent input is rejected with
/// [`Error::Input`] pointing at the offending field (1-based line and character
/// column).
pub fn parse(text: &str, path: &Path) -> Result<Tournament> {
    parse_as(text, path, Reading::Strict).map(|r| r.tournament)
}

/// [`parse`] under `reading`, with the warnings of the conventions applied.
pub fn parse_as(text: &str, path: &Path, reading: Reading) -> Result<Read> {
    let mut warnings = match reading {
        Reading::Lenient => layout_warnings(text, path),
        Reading::Strict => Vec::new(),
    };
    let mut notes = Vec::new();
    let mut headers = Vec::new();
    let mut players = Vec::new();
    let mut points_given = Vec::new();
    let mut extensions = Extensions::new(path);
    for (index, text) in split_lines(text).into_iter().enumerate() {
        let line = index + 1;
        let code: String = text.chars().take(3).collect();
        if code == "001" {
            let (player, has_points) = PlayerLine {
                path,
                line,
                columns: Columns::new(text),
                reading,
            }
            .read(&mut notes)?;
            players.push(player);
            points_given.push(has_points);
        } else {
            extensions.read(&code, text, line)?;
            headers.push(HeaderLine {
                code,
                text: text.to_string(),
            });
        }
    }
    if players.is_empty() {
        return Err(Error::input(
            path,
            1,
            1,
            "the file has no player lines (001)",
        ));
    }
    let ids: Vec<_> = players.iter().map(|p: &Player| p.id).collect();
    let (config, sources) = extensions.finish(&ids)?;
    let mut tournament = Tournament {
        headers,
        players,
        config,
        teams: None,
    };
    tournament.normalise_rounds();
    if tournament.config.two_game_matches() {
        super::matches::fold(&mut tournament, path)?;
        tournament.normalise_rounds();
    }
    validate::check(&mut tournament, &sources, &points_given, path)?;
    if let Some((teams, team_warnings)) = super::teams::read(&tournament, path)? {
        tournament.teams = Some(teams);
        warnings.extend(team_warnings);
    }
    warnings.extend(field_warnings(&notes, path));
    Ok(Read {
        tournament,
        warnings,
    })
}

/// A convention applied to a round field (lenient reading).
struct FieldNote {
    line: usize,
    column: usize,
    round: crate::tournament::Round,
    what: &'static str,
}

const BLANK_OPPONENT: &str =
    "a blank opponent field with no colour read as 0000 (no opponent: a round not played)";
const BLANK_COLOUR: &str = "a blank colour after 0000 read as '-'";
const BLANK_RESULT: &str = "a blank result after 0000 read as '-' (not played, no points)";

/// One warning a convention, at its first field, with how many fields it
/// was applied to: a file that writes every round not played so says it once.
fn field_warnings(notes: &[FieldNote], path: &Path) -> Vec<Warning> {
    let mut kinds: Vec<&'static str> = Vec::new();
    for n in notes {
        if !kinds.contains(&n.what) {
            kinds.push(n.what);
        }
    }
    kinds
        .into_iter()
        .filter_map(|what| {
            let mut of_kind = notes.iter().filter(|n| n.what == what);
            let first = of_kind.next()?;
            let more = of_kind.count();
            let extent = match more {
                0 => format!("round {}", first.round),
                n => format!("round {} here, {} round fields in all", first.round, n + 1),
            };
            Some(warning(
                path,
                first.line,
                first.column,
                format!("{what} ({extent})"),
            ))
        })
        .collect()
}

/// One `001` line being read.
struct PlayerLine<'a> {
    path: &'a Path,
    line: usize,
    columns: Columns,
    reading: Reading,
}

impl PlayerLine<'_> {
    fn error(&self, column: usize, message: impl Into<String>) -> Error {
        Error::input(self.path, self.line, column, message)
    }

    /// The player, and whether the points column was filled in (a blank one is
    /// tolerated and later set to the total of the results).
    fn read(&self, notes: &mut Vec<FieldNote>) -> Result<(Player, bool)> {
        self.check_gaps()?;
        let id_text = self.text(layout::ID);
        let id = parse_id(&id_text).ok_or_else(|| {
            self.error(
                layout::ID.first,
                format!(
                    "expected a player id (a number from 1 to 9999) in columns 5-8, found {}",
                    shown(&id_text)
                ),
            )
        })?;
        let points_text = self.text(layout::POINTS);
        let declared_points = if points_text.is_empty() {
            0
        } else {
            parse_points(&points_text)
                .filter(|p| *p >= 0)
                .ok_or_else(|| {
                    self.error(
                        layout::POINTS.first,
                        format!(
                            "expected points (like 3.5) in columns 81-84, found {}",
                            shown(&points_text)
                        ),
                    )
                })?
        };
        let player = Player {
            id,
            sex: self.text(layout::SEX),
            title: self.text(layout::TITLE),
            name: self.text(layout::NAME),
            rating: self
                .optional_number(layout::RATING, "a rating")?
                .unwrap_or(0),
            federation: self.text(layout::FEDERATION),
            fide_id: self.text(layout::FIDE_ID),
            birth_date: self.text(layout::BIRTH),
            declared_points,
            rank: self.optional_number(layout::RANK, "a rank")?,
            rounds: self.rounds(notes)?,
            line: self.line,
        };
        Ok((player, !points_text.is_empty()))
    }

    fn text(&self, field: Field) -> String {
        self.columns.field(field.first, field.last)
    }

    /// The blank columns between fields.
    fn check_gaps(&self) -> Result<()> {
        for (column, between) in layout::GAPS {
            self.expect_blank(column, between)?;
        }
        Ok(())
    }

    fn expect_blank(&self, column: usize, between: &str) -> Result<()> {
        match self.columns.at(column) {
            ' ' => Ok(()),
            c => Err(self.error(column, format!("expected a blank {between}, found '{c}'"))),
        }
    }

    /// A field of digits, or blank (`None`).
    fn optional_number(&self, field: Field, what: &str) -> Result<Option<u32>> {
        let text = self.text(field);
        if text.is_empty() {
            return Ok(None);
        }
        match text.chars().all(|c| c.is_ascii_digit()) {
            true => Ok(text.parse().ok()),
            false => Err(self.error(
                field.first,
                format!(
                    "expected {what} (digits) in columns {}-{}, found '{text}'",
                    field.first, field.last
                ),
            )),
        }
    }

    fn rounds(&self, notes: &mut Vec<FieldNote>) -> Result<Vec<Option<RoundEntry>>> {
        (0..layout::round_fields(self.columns.len()))
            .map(|round| self.round(round, notes))
            .collect()
    }

    /// One round field; `None` when it is entirely blank (not paired, withdrawn).
    fn round(&self, round: usize, notes: &mut Vec<FieldNote>) -> Result<Option<RoundEntry>> {
        let at = RoundColumns::of(round);
        for (column, between) in at.gaps(round) {
            self.expect_blank(column, &between)?;
        }
        if self.columns.span(at.first(), at.last()).trim().is_empty() {
            return Ok(None);
        }
        let mut note = |column: usize, what: &'static str| {
            notes.push(FieldNote {
                line: self.line,
                column,
                round: crate::tournament::Round::at_index(round),
                what,
            })
        };
        let lenient = self.reading == Reading::Lenient;
        let blank_opponent = self.text(at.opponent).is_empty();
        let colourless = matches!(self.columns.at(at.colour), ' ' | '-');
        // A blank opponent field with no colour: lichess and Swiss Perfect
        // write a round not played so; with a colour it is a game whose
        // opponent is missing, an error.
        let opponent = if lenient && blank_opponent && colourless {
            note(at.opponent.first, BLANK_OPPONENT);
            None
        } else {
            self.opponent(at.opponent)?
        };
        let colour = if lenient && opponent.is_none() && self.columns.at(at.colour) == ' ' {
            if !blank_opponent {
                note(at.colour, BLANK_COLOUR);
            }
            None
        } else {
            self.colour(at.colour)?
        };
        // A blank result after `0000 -`: Swiss Perfect's round not played.
        let result = if lenient && opponent.is_none() && self.columns.at(at.result) == ' ' {
            note(at.result, BLANK_RESULT);
            ResultCode::ForfeitLoss
        } else {
            self.result(at.result)?
        };
        let entry = RoundEntry::game(opponent, colour, result);
        self.check_entry(&entry, at)?;
        Ok(Some(entry))
    }

    fn opponent(&self, field: Field) -> Result<Option<PlayerId>> {
        let text = self.text(field);
        if text.is_empty() || !text.chars().all(|c| c.is_ascii_digit()) {
            return Err(self.error(
                field.first,
                format!("expected an opponent id or 0000, found {}", shown(&text)),
            ));
        }
        // At most 4 digits, so the number always fits; 0000 means no opponent.
        let id: PlayerId = text.parse().unwrap_or(0);
        Ok((id != 0).then_some(id))
    }

    fn colour(&self, column: usize) -> Result<Option<Colour>> {
        match self.columns.at(column) {
            'w' | 'W' => Ok(Some(Colour::White)),
            'b' | 'B' => Ok(Some(Colour::Black)),
            '-' => Ok(None),
            c => Err(self.error(
                column,
                format!(
                    "expected a colour (w, b or -), found {}",
                    shown(&c.to_string())
                ),
            )),
        }
    }

    fn result(&self, column: usize) -> Result<ResultCode> {
        let c = self.columns.at(column);
        ResultCode::from_char(c).ok_or_else(|| {
            self.error(
                column,
                format!(
                    "expected a result code (1 = 0 + - W D L H F U Z), found {}",
                    shown(&c.to_string())
                ),
            )
        })
    }

    /// An entry must make sense on its own: a bye or absence (`0000`) has no
    /// colour and no game result; a game has no bye result. `0000 - =` is allowed:
    /// `trf.md` and JaVaFo use it for a half-point bye.
    fn check_entry(&self, entry: &RoundEntry, at: RoundColumns) -> Result<()> {
        let code = entry.result.trf_char();
        match entry.opponent {
            None if entry.colour.is_some() => Err(self.error(at.colour, format!(
                "expected colour '-' for an entry without opponent (0000), found '{}'",
                self.columns.at(at.colour)
            ))),
            None if entry.result.is_played_game() && entry.result != ResultCode::Draw => {
                Err(self.error(at.result, format!("result '{code}' needs an opponent, but the opponent is 0000")))
            }
            Some(opponent) if entry.result.mirrored().is_none() => Err(self.error(at.result, format!(
                "result '{code}' is a bye and takes no opponent (expected 0000), found opponent {opponent}"
            ))),
            _ => Ok(()),
        }
    }
}
