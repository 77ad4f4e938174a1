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
    if base.starts_with("FIDE_TEAM_") {
        return TypeSystem::Lacking("a team pairing system");
    }
    TypeSystem::Unknown
}

/// The rules a tournament names, and why: its type code (`192`, else an
/// encoded `092`); else its start date (`042`: the 2026 Dutch text from
/// 1 February 2026, the 2017 text before); else the rules in force (dutch-2026).
/// A code of a system pairproof lacks is [`Error::Unavailable`] (exit 2), a
/// `192` that is no code of the table invalid input.
pub fn rules_in_force(t: &Tournament) -> Result<(SystemId, String)> {
    if let Some(code) = t.config.type_code() {
        let code = code.trim();
        let from_192 = t.config.tournament_type.is_some();
        match system_of_type(code) {
            TypeSystem::Available(id) => return Ok((id, format!("tournament type {code}"))),
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
    let start = t
        .headers
        .iter()
        .find(|h| h.code == "042")
        .map(|h| h.text.get(3..).unwrap_or_default().trim().to_string());
    Ok(match start.as_deref().and_then(start_date) {
        Some(date) if date >= (2026, 2, 1) => (
            SystemId::Dutch2026,
            format!("start date {}", start.unwrap_or_default()),
        ),
        Some(_) => (
            SystemId::Dutch2017,
            format!("start date {}", start.unwrap_or_default()),
        ),
        None => (
            IN_FORCE,
            "no tournament type or start date: the rules in force".to_string(),
        ),
    })
}

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

/// A `042` start date as (year, month, day): `YYYY/MM/DD`, `YYYY-MM-DD`,
/// `YYYY.MM.DD` or `DD.MM.YYYY` (any of those separators).
fn start_date(text: &str) -> Option<(u32, u32, u32)> {
    let parts: Vec<&str> = text
        .split(|c: char| !c.is_ascii_digit())
        .filter(|p| !p.is_empty())
        .collect();
    let [a, b, c] = parts.as_slice() else {
        return None;
    };
    let number = |p: &str| p.parse::<u32>().ok();
    let (y, m, d) = if a.len() == 4 {
        (number(a)?, number(b)?, number(c)?)
    } else if c.len() == 4 {
        (number(c)?, number(b)?, number(a)?)
    } else {
        return None;
    };
    ((1..=12).contains(&m) && (1..=31).contains(&d)).then_some((y, m, d))
}
