//! The rules in force for a tournament: what its records name (the TRF-2026
//! type code `192`, or a code of FIDE's table in `092`; else the start date
//! `042`), read against the systems of the registry ([`super::SystemId`]).

use super::SystemId;
use crate::error::{Error, Result};
use crate::tournament::Tournament;

/// What an encoded tournament type (TRF-2026 `192`, FIDE's code table; also
/// an encoded `092`) names, `_BAKU` left aside.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TypeSystem {
    /// A system pairproof has.
    Available(SystemId),
    /// A code of the table for a system pairproof does not have (the system named).
    Lacking(&'static str),
    /// Not a code of the table.
    Unknown,
}

/// The codes of FIDE's table for systems pairproof has, and the rules they
/// name: `FIDE_DUTCH` is the Dutch rules in force; `_2025` the same text,
/// whose effective date moved to 2026.
const SYSTEM_CODES: [(&str, SystemId); 7] = [
    ("FIDE_DUTCH", SystemId::Dutch2026),
    ("FIDE_DUTCH_2017", SystemId::Dutch2017),
    ("FIDE_DUTCH_2025", SystemId::Dutch2026),
    ("FIDE_DUTCH_2026", SystemId::Dutch2026),
    ("FIDE_DUBOV", SystemId::Dubov),
    ("FIDE_BURSTEIN", SystemId::Burstein),
    ("FIDE_DOUBLESWISS", SystemId::DoubleSwiss),
];

/// The codes of FIDE's table for systems pairproof does not have.
const LACKING_CODES: [(&str, &str); 2] = [
    ("CUSTOM_SWISS", "a custom Swiss system"),
    ("CUSTOM_DOUBLESWISS", "a custom Double-Swiss system"),
];

/// The system a tournament type code names (case-insensitive, `_BAKU` allowed).
pub fn system_of_type(code: &str) -> TypeSystem {
    let base = crate::tournament::PairingRules::from_code(code).base;
    if let Some((_, id)) = SYSTEM_CODES.iter().find(|(c, _)| *c == base) {
        return TypeSystem::Available(*id);
    }
    if let Some((_, name)) = LACKING_CODES.iter().find(|(c, _)| *c == base) {
        return TypeSystem::Lacking(name);
    }
    if crate::teams::team_scoring(code).is_some() {
        return TypeSystem::Available(SystemId::TeamSwiss);
    }
    if base.starts_with("FIDE_TEAM") {
        return TypeSystem::Lacking("a team pairing system");
    }
    TypeSystem::Unknown
}

/// The rules a tournament names, and why: its type code (`192`, else an
/// encoded `092`); else its start date ([`rules_on`]); else the rules in
/// force (dutch-2026). A code of a system pairproof lacks is
/// [`Error::Unavailable`] (exit 2), a `192` that is no code of the table
/// invalid input.
pub fn rules_in_force(t: &Tournament) -> Result<(SystemId, String)> {
    rules_in_force_noted(t).map(|r| (r.system, r.why))
}

/// The rules in force for a tournament ([`rules_in_force`]) with what the
/// caller should warn of: a date field that is no date, a date before the
/// earliest text pairproof has.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InForce {
    pub system: SystemId,
    pub why: String,
    pub warnings: Vec<String>,
}

/// [`rules_in_force`] with its warnings.
pub fn rules_in_force_noted(t: &Tournament) -> Result<InForce> {
    if let Some(code) = t.config.type_code() {
        let code = code.trim();
        let from_192 = t.config.tournament_type.is_some();
        match system_of_type(code) {
            TypeSystem::Available(id) => {
                return Ok(InForce {
                    system: id,
                    why: format!("tournament type {code}"),
                    warnings: Vec::new(),
                })
            }
            TypeSystem::Lacking(name) => {
                return Err(Error::Unavailable(format!(
                    "tournament type {code} names {name}, which pairproof does not implement"
                )))
            }
            TypeSystem::Unknown if from_192 => {
                return Err(Error::Request(format!(
                    "192 {code} is no tournament type code of TRF-2026 (FIDE_DUTCH[_2017|_2025|_2026], FIDE_BURSTEIN, FIDE_DUBOV, FIDE_DOUBLESWISS, FIDE_TEAM_..., CUSTOM_SWISS, CUSTOM_DOUBLESWISS, each with an optional _BAKU)"
                )))
            }
            // `092` is free text: only a code of the table says something.
            TypeSystem::Unknown => {}
        }
    }
    let mut warnings = Vec::new();
    for code in DATE_CODES {
        let Some(text) = header_text(t, code) else {
            continue;
        };
        let Some(date) = parse_date(&text) else {
            if code == "042" {
                warnings.push(format!(
                    "the start date (042) '{text}' is no date pairproof reads (YYYY/MM/DD, DD.MM.YYYY, 'Feb 14, 2026'...)"
                ));
            }
            continue;
        };
        let what = match code {
            "042" => "start date",
            "052" => "end date (052)",
            _ => "date",
        };
        let (system, note) = rules_on(date);
        warnings.extend(note.map(|n| format!("{what} {text}: {n}")));
        return Ok(InForce {
            system,
            why: format!("{what} {text}"),
            warnings,
        });
    }
    let why = if warnings.is_empty() {
        "no tournament type or start date: the rules in force".to_string()
    } else {
        "no tournament type or date read: the rules in force".to_string()
    };
    Ok(InForce {
        system: IN_FORCE,
        why,
        warnings,
    })
}

/// The records whose text may give the tournament's date, in the order they
/// are tried: the start date, then the end date, then `032` and `062` when a
/// writer put a date there.
const DATE_CODES: [&str; 4] = ["042", "052", "032", "062"];

fn header_text(t: &Tournament, code: &str) -> Option<String> {
    t.headers
        .iter()
        .find(|h| h.code == code)
        .map(|h| h.text.get(3..).unwrap_or_default().trim().to_string())
        .filter(|text| !text.is_empty())
}

/// The Dutch text in force on `date` (year, month, day), and a note when it
/// is the nearest text rather than the one in force: C.04.3 of 2026 from
/// 1 February 2026; of Baku 2016 (dutch-2017) from 1 July 2017; of Istanbul
/// 2012 from 1 July 2013 (agreed by the 83rd Congress, September 2012,
/// applied from 1 July of the year after as the Congress's rules were);
/// before that the 2012 text, the nearest pairproof has.
pub fn rules_on(date: (u32, u32, u32)) -> (SystemId, Option<String>) {
    if date >= (2026, 2, 1) {
        (SystemId::Dutch2026, None)
    } else if date >= (2017, 7, 1) {
        (SystemId::Dutch2017, None)
    } else if date >= DUTCH_2012_FROM {
        (SystemId::Dutch2012, None)
    } else {
        (
            SystemId::Dutch2012,
            Some("before 1 July 2013, when the 2012 Dutch text took effect: the earlier texts are not implemented, so under dutch-2012, the nearest".to_string()),
        )
    }
}

/// The day the Istanbul 2012 text of the Dutch system took effect.
const DUTCH_2012_FROM: (u32, u32, u32) = (2013, 7, 1);

/// The Dutch rules in force today (since 1 February 2026), for a file that
/// does not say which and for a tournament yet to be generated.
pub const IN_FORCE: SystemId = SystemId::Dutch2026;

/// What a command told to pair under `system` should say of the file's own
/// type code: a warning naming both when they differ (the command wins).
pub fn type_conflict(t: &Tournament, system: SystemId) -> Option<String> {
    let code = t.config.tournament_type.as_deref()?.trim();
    match system_of_type(code) {
        TypeSystem::Available(id) if id == system => None,
        TypeSystem::Available(id) => Some(format!("the file's tournament type {code} names {id}; pairing under {system} as asked")),
        TypeSystem::Lacking(name) => Some(format!("the file's tournament type {code} names {name}; pairing under {system} as asked")),
        TypeSystem::Unknown => Some(format!("the file's tournament type {code} is no code of TRF-2026; pairing under {system} as asked")),
    }
}

/// A date as tournament managers write it, as (year, month, day):
/// `2026/02/14`, `2026-02-14`, `14.02.2026`, `14/02/2026`, `28. 07. 2005`
/// (Swiss-Manager), `Feb 14, 2026` and `14 Feb 2026` (lichess, Vega), `10.09.13`
/// (day, month, two-digit year: 20YY). Numbers alone are year first when
/// the first has four digits, else day first, or month first when only that
/// reading is a date (`09/24/2010`).
pub fn parse_date(text: &str) -> Option<(u32, u32, u32)> {
    let mut numbers = Vec::new();
    let mut month = None;
    for word in text
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
    {
        if word.chars().all(|c| c.is_ascii_digit()) {
            numbers.push((word.parse::<u32>().ok()?, word.len()));
        } else if month.is_none() {
            month = Some(month_named(word)?);
        } else {
            return None;
        }
    }
    let (y, m, d) = match (month, numbers.as_slice()) {
        (Some(m), [first, second]) => {
            let (day, (y, ylen)) = if first.1 == 4 {
                (second.0, *first)
            } else {
                (first.0, *second)
            };
            if ylen != 4 && ylen != 2 {
                return None;
            }
            (full_year(y, ylen), m, day)
        }
        (None, [(y, 4), (m, _), (d, _)]) => (*y, *m, *d),
        (None, [(a, _), (b, _), (y, ylen)]) if *ylen == 4 || *ylen == 2 => {
            let y = full_year(*y, *ylen);
            if *b > 12 && *a <= 12 {
                (y, *a, *b)
            } else {
                (y, *b, *a)
            }
        }
        _ => return None,
    };
    ((1..=12).contains(&m) && (1..=days_in(y, m)).contains(&d)).then_some((y, m, d))
}

/// A two-digit year is of this century (the files that write one are).
fn full_year(y: u32, digits: usize) -> u32 {
    if digits == 2 {
        2000 + y
    } else {
        y
    }
}

fn days_in(year: u32, month: u32) -> u32 {
    match month {
        2 if year.is_multiple_of(4) && (!year.is_multiple_of(100) || year.is_multiple_of(400)) => {
            29
        }
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

/// A month by its English or German name or its first three letters.
fn month_named(word: &str) -> Option<u32> {
    const NAMES: [[&str; 2]; 12] = [
        ["january", "januar"],
        ["february", "februar"],
        ["march", "märz"],
        ["april", "april"],
        ["may", "mai"],
        ["june", "juni"],
        ["july", "juli"],
        ["august", "august"],
        ["september", "september"],
        ["october", "oktober"],
        ["november", "november"],
        ["december", "dezember"],
    ];
    let word = word.to_lowercase();
    let short = |name: &str| name.chars().take(3).collect::<String>();
    let found = NAMES.iter().position(|names| {
        names.iter().any(|name| {
            word == *name
                || (word.chars().count() >= 3
                    && name.starts_with(&word)
                    && word.starts_with(&short(name)))
        })
    })?;
    Some(found as u32 + 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_as_tournament_managers_write_them() {
        let cases = [
            ("2026/02/14", (2026, 2, 14)),
            ("2026-02-14", (2026, 2, 14)),
            ("14.02.2026", (2026, 2, 14)),
            ("28. 07. 2005", (2005, 7, 28)),
            ("Feb 14, 2026", (2026, 2, 14)),
            ("May 29, 2020", (2020, 5, 29)),
            ("14 February 2026", (2026, 2, 14)),
            ("10.09.13", (2013, 9, 10)),
            ("24/09/2010", (2010, 9, 24)),
            ("09/24/2010", (2010, 9, 24)),
            ("2016/06/28", (2016, 6, 28)),
        ];
        for (text, date) in cases {
            assert_eq!(parse_date(text), Some(date), "{text}");
        }
        for bad in [
            "",
            "Lichess",
            "IRL",
            "59",
            "2026/02/30",
            "Feb 2026",
            "Foo 14, 2026",
            "31.31.2020",
        ] {
            assert_eq!(parse_date(bad), None, "{bad}");
        }
    }

    #[test]
    fn the_dutch_text_in_force_on_a_date() {
        assert_eq!(rules_on((2026, 2, 1)).0, SystemId::Dutch2026);
        assert_eq!(rules_on((2026, 1, 31)).0, SystemId::Dutch2017);
        assert_eq!(rules_on((2017, 7, 1)), (SystemId::Dutch2017, None));
        assert_eq!(rules_on((2017, 6, 30)), (SystemId::Dutch2012, None));
        assert_eq!(rules_on((2013, 7, 1)), (SystemId::Dutch2012, None));
        let (before, note) = rules_on((2005, 7, 28));
        assert_eq!(before, SystemId::Dutch2012);
        assert!(note.is_some_and(|n| n.contains("nearest")));
    }
}
