//! The TRF(x) extension lines (`XXR XXC XXA XXP XXS`, `BBW BBD BBL BBZ BBF BBU`):
//! reading them into a [`Config`], and writing a [`Config`] back as lines.
//!
//! The lines themselves are also kept verbatim among the header lines; this module
//! only interprets them. Unknown `XX?`/`BB?` codes are not interpreted and are kept
//! like any other header line.

use crate::error::{Error, Result};
use crate::points::{format_points, parse_points, PointSystem, Points};
use crate::tournament::{Colour, Config, PlayerId};
use std::collections::BTreeMap;
use std::path::Path;

use super::lines::{after_chars, shown, words};

/// The codes this module interprets.
const CODES: [&str; 11] = [
    "XXR", "XXC", "XXA", "XXP", "XXS", "BBW", "BBD", "BBL", "BBZ", "BBF", "BBU",
];

/// The `XXS` keys (JaVaFo 2.x, Swiss-Manager) in their usual order.
const XXS_KEYS: [&str; 12] = [
    "WW", "BW", "WD", "BD", "WL", "BL", "ZPB", "HPB", "FPB", "PAB", "FW", "FL",
];

/// The `BBx` codes (bbpPairings) and the `XXS` key giving the same value, which
/// must agree with it when a file has both.
const BB_CODES: [(&str, &str); 6] = [
    ("BBW", "WW"),
    ("BBD", "WD"),
    ("BBL", "WL"),
    ("BBZ", "ZPB"),
    ("BBF", "FL"),
    ("BBU", "PAB"),
];

/// Largest point value accepted in `XXA`/`XXS`/`BBx` (999.9): keeps every total
/// far from integer overflow and every value printable.
const MAX_POINTS: Points = 9999;

pub(crate) fn is_extension_code(code: &str) -> bool {
    CODES.contains(&code)
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
/// players: the ids they name, and the `XXR` value.
#[derive(Debug, Clone, Default)]
pub(crate) struct Sources {
    pub references: Vec<IdReference>,
    /// Line and column of the `XXR` value.
    pub total_rounds_at: Option<(usize, usize)>,
}

/// A value with where it was read, for messages that point back at it.
#[derive(Debug, Clone, Copy)]
struct Located<T> {
    value: T,
    line: usize,
    column: usize,
}

/// What the extension lines of a file say, collected line by line.
pub(crate) struct Extensions<'p> {
    path: &'p Path,
    total_rounds: Option<Located<u32>>,
    initial_colour: Option<Located<Colour>>,
    use_rank: bool,
    acceleration: BTreeMap<PlayerId, Located<Vec<Points>>>,
    forbidden: Vec<Vec<PlayerId>>,
    references: Vec<IdReference>,
    /// `XXS` values by key, and the line of the `XXS`.
    xxs: Option<(BTreeMap<&'static str, Located<Points>>, usize)>,
    /// `BBx` values by code.
    bb: BTreeMap<&'static str, Located<Points>>,
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
        }
    }

    fn error(&self, line: usize, column: usize, message: impl Into<String>) -> Error {
        Error::input(self.path, line, column, message)
    }

    /// Interprets `text` (line `line`) if its code is an extension code.
    pub(crate) fn read(&mut self, code: &str, text: &str, line: usize) -> Result<()> {
        // The values start after the 3-character code; words keep their columns.
        let values = words(after_chars(text, 3), 4);
        match code {
            "XXR" => self.read_rounds(&values, line),
            "XXC" => self.read_words(&values, line),
            "XXA" => self.read_acceleration(&values, line),
            "XXP" => self.read_forbidden(&values, line),
            "XXS" => self.read_xxs(&values, line),
            _ => match BB_CODES.iter().find(|(bb, _)| *bb == code) {
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
        let rounds = text
            .parse::<u32>()
            .ok()
            .filter(|&n| n >= 1 && text.chars().all(|c| c.is_ascii_digit()))
            .ok_or_else(|| {
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
            points.push(value);
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
    pub(crate) fn finish(self) -> Result<(Config, Sources)> {
        let points = self.point_system()?;
        let config = Config {
            total_rounds: self.total_rounds.map(|r| r.value),
            initial_colour: self.initial_colour.map(|c| c.value),
            use_rank: self.use_rank,
            acceleration: self
                .acceleration
                .into_iter()
                .map(|(id, a)| (id, a.value))
                .collect(),
            forbidden: self.forbidden,
            points,
        };
        let sources = Sources {
            references: self.references,
            total_rounds_at: self.total_rounds.map(|r| (r.line, r.column)),
        };
        Ok((config, sources))
    }

    /// `XXS` keys win over defaults, `BBx` lines supply what `XXS` does not say,
    /// and values nobody gives follow the win / draw value as in bbpPairings: a
    /// forfeit win, a full-point bye and a pairing-allocated bye are worth a win, a
    /// half-point bye a draw. With white and black values that differ (`WW`/`BW`),
    /// the white one is taken: the point system has one value per result.
    fn point_system(&self) -> Result<PointSystem> {
        self.check_bb_agrees_with_xxs()?;
        let xxs = |keys: &[&str]| -> Option<Points> {
            let (map, _) = self.xxs.as_ref()?;
            keys.iter().find_map(|k| map.get(k).map(|v| v.value))
        };
        let bb = |code: &str| self.bb.get(code).map(|v| v.value);
        let win = xxs(&["WW", "BW"]).or(bb("BBW")).unwrap_or(10);
        let draw = xxs(&["WD", "BD"]).or(bb("BBD")).unwrap_or(5);
        Ok(PointSystem {
            win,
            draw,
            loss: xxs(&["WL", "BL"]).or(bb("BBL")).unwrap_or(0),
            zero_bye: xxs(&["ZPB"]).or(bb("BBZ")).unwrap_or(0),
            half_bye: xxs(&["HPB"]).unwrap_or(draw),
            full_bye: xxs(&["FPB"]).unwrap_or(win),
            forfeit_win: xxs(&["FW"]).unwrap_or(win),
            forfeit_loss: xxs(&["FL"]).or(bb("BBF")).unwrap_or(0),
            pairing_bye: xxs(&["PAB"]).or(bb("BBU")).unwrap_or(win),
        })
    }

    /// A file with both `XXS` and `BBx` must not give two values for one result.
    fn check_bb_agrees_with_xxs(&self) -> Result<()> {
        let Some((xxs, xxs_line)) = &self.xxs else {
            return Ok(());
        };
        for (code, key) in BB_CODES {
            if let (Some(bb), Some(x)) = (self.bb.get(code), xxs.get(key)) {
                if bb.value != x.value {
                    return Err(self.error(
                        bb.line,
                        bb.column,
                        format!(
                            "{code} {} contradicts {key}={} of the XXS line (line {xxs_line})",
                            format_points(bb.value),
                            format_points(x.value)
                        ),
                    ));
                }
            }
        }
        Ok(())
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

/// A pairing id: 1 to 9999, digits only.
pub(crate) fn parse_id(text: &str) -> Option<PlayerId> {
    if text.is_empty() || text.len() > 4 || !text.chars().all(|c| c.is_ascii_digit()) {
        return None;
    }
    text.parse().ok().filter(|&id| id >= 1)
}

/// A point value of an extension line: 0.0 to 999.9.
fn parse_value(text: &str) -> Option<Points> {
    parse_points(text).filter(|p| (0..=MAX_POINTS).contains(p))
}

/// The extension lines that state `config`, in a canonical form: `XXR`, `XXC`,
/// `XXA`, `XXP`, then the point values as `BBx` lines when `BBx` can express them
/// (forfeit win and full-point bye worth a win, half-point bye a draw), else as
/// one `XXS` line.
pub(crate) fn canonical_lines(config: &Config) -> Vec<String> {
    let mut lines = Vec::new();
    if let Some(n) = config.total_rounds {
        lines.push(format!("XXR {n}"));
    }
    let mut xxc = Vec::new();
    match config.initial_colour {
        Some(Colour::White) => xxc.push("white1"),
        Some(Colour::Black) => xxc.push("black1"),
        None => {}
    }
    if config.use_rank {
        xxc.push("rank");
    }
    if !xxc.is_empty() {
        lines.push(format!("XXC {}", xxc.join(" ")));
    }
    for (id, points) in &config.acceleration {
        // pp.p fields of 5 columns from column 10, as JaVaFo writes them.
        let fields: String = points
            .iter()
            .map(|p| format!(" {:>4}", format_points(*p)))
            .collect();
        lines.push(format!("XXA {id:>4}{fields}"));
    }
    for group in &config.forbidden {
        let ids: String = group.iter().map(|id| format!(" {id:>4}")).collect();
        lines.push(format!("XXP{ids}"));
    }
    lines.extend(point_lines(&config.points));
    lines
}

fn point_lines(p: &PointSystem) -> Vec<String> {
    let defaults = PointSystem::default();
    if *p == defaults {
        return Vec::new();
    }
    let bb_expressible = p.forfeit_win == p.win && p.full_bye == p.win && p.half_bye == p.draw;
    if !bb_expressible {
        let values = [
            p.win,
            p.win,
            p.draw,
            p.draw,
            p.loss,
            p.loss,
            p.zero_bye,
            p.half_bye,
            p.full_bye,
            p.pairing_bye,
            p.forfeit_win,
            p.forfeit_loss,
        ];
        let pairs: Vec<String> = XXS_KEYS
            .iter()
            .zip(values)
            .map(|(k, v)| format!("{k}={}", format_points(v)))
            .collect();
        return vec![format!("XXS {}", pairs.join(" "))];
    }
    let wanted = [
        ("BBW", p.win, defaults.win),
        ("BBD", p.draw, defaults.draw),
        ("BBL", p.loss, defaults.loss),
        ("BBZ", p.zero_bye, defaults.zero_bye),
        ("BBF", p.forfeit_loss, defaults.forfeit_loss),
        ("BBU", p.pairing_bye, p.win),
    ];
    wanted
        .iter()
        .filter(|(_, value, default)| value != default)
        .map(|(code, value, _)| format!("{code} {:>4}", format_points(*value)))
        .collect()
}
