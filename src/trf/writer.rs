//! [`Tournament`] to canonical TRF text, and the read-write-read check.

use crate::error::Result;
use crate::points::{format_points, Points};
use crate::tournament::{HeaderLine, Player, ResultCode, RoundEntry, Tournament};
use std::path::Path;

use super::dialect::{config_lines, Dialect};
use super::extensions::{is_extension_code, Extensions};
use super::layout::{self, Field, RoundColumns};
use super::{parse, read_file};

/// Writes a tournament as TRF with LF line endings.
///
/// Header lines are written verbatim and in their place: the reader numbers every
/// line, so the writer interleaves headers and players to put each player back on
/// its `Player::line` (players with `line == 0`, made rather than read, go after
/// all headers). Hence read -> write -> read gives an equal tournament, line
/// numbers included. Player lines are rewritten in the fixed columns, rounds as
/// `oooo c r` every 10 columns from column 92, trailing blanks dropped.
///
/// When the extension lines among the headers (TRF(x) or TRF-2026) no longer
/// state `t.config` (the configuration was changed in memory), they are replaced
/// by canonical TRF(x) ones at the place of the first of them (or after the other
/// headers).
pub fn write(t: &Tournament) -> String {
    write_headers(t, headers_for(t, None))
}

/// Writes a tournament as [`write`] does, with its configuration in `dialect`:
/// the configuration lines are kept verbatim only when they state `t.config`
/// with the very codes [`config_lines`] would use, else they are replaced by
/// those lines (a TRF(x) file written in [`Dialect::Trf2026`] gets `142 152 162
/// 250 260` in place of `XXR XXC BBx XXA XXP`, and the other way round).
pub fn write_in(t: &Tournament, dialect: Dialect) -> String {
    if dialect == Dialect::Javafo {
        let t = javafo_codes(t);
        return write_headers(&t, headers_for(&t, Some(dialect)));
    }
    write_headers(t, headers_for(t, Some(dialect)))
}

/// The tournament with each round without an opponent in the code JaVaFo
/// 1.4 reads for its points: `+` for a full point (the pairing-allocated
/// bye, `F`, `U`), `=` for a half (`H`), `-` for none (`Z`).
fn javafo_codes(t: &Tournament) -> Tournament {
    let mut t = t.clone();
    for entry in t
        .players
        .iter_mut()
        .flat_map(|p| p.rounds.iter_mut().flatten())
    {
        if entry.opponent.is_none() {
            entry.result = match entry.result {
                ResultCode::PairingBye | ResultCode::FullBye => ResultCode::ForfeitWin,
                ResultCode::HalfBye => ResultCode::Draw,
                ResultCode::ZeroBye => ResultCode::ForfeitLoss,
                other => other,
            };
        }
    }
    t
}

fn write_headers(t: &Tournament, headers: Vec<HeaderLine>) -> String {
    let mut out = String::new();
    let (mut h, mut p) = (0, 0);
    let mut line = 1;
    while h < headers.len() || p < t.players.len() {
        let player_due = p < t.players.len()
            && (h == headers.len() || (t.players[p].line != 0 && t.players[p].line <= line));
        if player_due {
            out.push_str(&player_line(&t.players[p], t.config.two_game_matches()));
            p += 1;
        } else {
            out.push_str(&headers[h].text);
            h += 1;
        }
        out.push('\n');
        line += 1;
    }
    out
}

/// Reads `path`, writes it, reads the result again and compares the two
/// tournaments (all fields, `Player::line` included). `Ok(false)` when they differ;
/// an error when the file itself cannot be read or is invalid.
pub fn roundtrip(path: &Path) -> Result<bool> {
    let first = read_file(path)?;
    let second = parse(&write(&first), path)?;
    Ok(first == second)
}

/// A description of the first difference between two tournaments, for reports
/// of failed round trips (`None` when they are equal).
pub fn first_difference(a: &Tournament, b: &Tournament) -> Option<String> {
    if a.headers != b.headers {
        let i = (0..)
            .find(|&i| a.headers.get(i) != b.headers.get(i))
            .unwrap_or(0);
        return Some(format!(
            "header {}: {:?} vs {:?}",
            i + 1,
            a.headers.get(i),
            b.headers.get(i)
        ));
    }
    if a.config != b.config {
        return Some(format!("config: {:?} vs {:?}", a.config, b.config));
    }
    if a.players.len() != b.players.len() {
        return Some(format!(
            "{} players vs {}",
            a.players.len(),
            b.players.len()
        ));
    }
    a.players
        .iter()
        .zip(&b.players)
        .find(|(x, y)| x != y)
        .map(|(x, y)| format!("player on line {}: {x:?} vs {y:?}", x.line))
}

/// The header lines to write: verbatim when their extension lines say exactly
/// `t.config` (in `dialect`'s codes, when one is asked for), else with those
/// lines replaced by canonical ones (TRF(x) when no dialect is asked for).
fn headers_for(t: &Tournament, dialect: Option<Dialect>) -> Vec<HeaderLine> {
    let lines = config_lines(&t.config, dialect.unwrap_or_default());
    let same_codes = dialect.is_none()
        || extension_codes(t.headers.iter().map(|h| h.code.as_str()))
            == extension_codes(lines.iter().map(|l| code_of(l)));
    if same_codes && headers_state_config(t) {
        return t.headers.clone();
    }
    let canonical = lines.into_iter().map(|text| HeaderLine {
        code: code_of(&text).to_string(),
        text,
    });
    let first_extension = t.headers.iter().position(|h| is_extension_code(&h.code));
    let mut headers: Vec<HeaderLine> = t
        .headers
        .iter()
        .filter(|h| !is_extension_code(&h.code))
        .cloned()
        .collect();
    let at = first_extension.unwrap_or(headers.len());
    headers.splice(at..at, canonical);
    headers
}

fn headers_state_config(t: &Tournament) -> bool {
    let mut extensions = Extensions::new(Path::new("<headers>"));
    let read_all = t
        .headers
        .iter()
        .try_for_each(|h| extensions.read(&h.code, &h.text, 0));
    let ids: Vec<_> = t.players.iter().map(|p| p.id).collect();
    read_all.is_ok()
        && extensions
            .finish(&ids)
            .is_ok_and(|(config, _)| config == t.config)
}

/// The code of a line: its first 3 characters.
fn code_of(line: &str) -> &str {
    line.char_indices()
        .nth(3)
        .map_or(line, |(end, _)| &line[..end])
}

/// The distinct configuration codes among `codes`.
fn extension_codes<'a>(
    codes: impl Iterator<Item = &'a str>,
) -> std::collections::BTreeSet<&'a str> {
    codes.filter(|c| is_extension_code(c)).collect()
}

/// A `001` line in the fixed columns of [`layout`]; in a tournament of
/// two-game matches, each round as its two games' columns.
pub(crate) fn player_line(p: &Player, two_game_matches: bool) -> String {
    let mut line = String::from("001");
    let fields: [(Field, String, bool); 10] = [
        (layout::ID, p.id.to_string(), true),
        (layout::SEX, p.sex.clone(), false),
        (layout::TITLE, p.title.clone(), true),
        (layout::NAME, p.name.clone(), false),
        (
            layout::RATING,
            if p.rating == 0 {
                String::new()
            } else {
                p.rating.to_string()
            },
            true,
        ),
        (layout::FEDERATION, p.federation.clone(), false),
        (layout::FIDE_ID, p.fide_id.clone(), true),
        (layout::BIRTH, p.birth_date.clone(), false),
        (layout::POINTS, points_field(p.declared_points), true),
        (
            layout::RANK,
            p.rank.map_or(String::new(), |r| r.to_string()),
            true,
        ),
    ];
    for (field, text, right) in fields {
        put(&mut line, field, &text, right);
    }
    let fields: Vec<Option<RoundEntry>> = match two_game_matches {
        true => p
            .rounds
            .iter()
            .flat_map(|entry| super::matches::unfold(entry.as_ref()))
            .collect(),
        false => p.rounds.clone(),
    };
    for (round, entry) in fields.iter().enumerate() {
        let at = RoundColumns::of(round);
        put(
            &mut line,
            Field {
                first: at.first(),
                last: at.last(),
            },
            &round_field(entry.as_ref()),
            false,
        );
    }
    line.trim_end().to_string()
}

/// Places `text` in `field`, padding the line with blanks up to it. Text longer
/// than the field (only possible for tournaments made in memory) is cut, so that
/// the later fields stay in their columns.
fn put(line: &mut String, field: Field, text: &str, right_aligned: bool) {
    let current = line.chars().count();
    line.extend(std::iter::repeat_n(
        ' ',
        (field.first - 1).saturating_sub(current),
    ));
    let text: String = text.chars().take(field.width()).collect();
    let width = field.width();
    match right_aligned {
        true => line.push_str(&format!("{text:>width$}")),
        false => line.push_str(&format!("{text:<width$}")),
    }
}

/// Points in 4 columns: `3.5`, `10.0`; from 100 on, whole points without the
/// decimal (`100`) so that they still fit.
fn points_field(points: Points) -> String {
    let text = format_points(points);
    if text.chars().count() > layout::POINTS.width() && points % 10 == 0 {
        (points / 10).to_string()
    } else {
        text
    }
}

/// `oooo c r` (opponent `0000` for none, colour `-` for none), or 8 blanks.
fn round_field(entry: Option<&RoundEntry>) -> String {
    match entry {
        None => String::new(),
        Some(e) => format!(
            "{:>4} {} {}",
            e.opponent.map_or("0000".to_string(), |o| o.to_string()),
            e.colour.map_or('-', |c| c.trf_char()),
            e.result.trf_char()
        ),
    }
}
