//! The pairing systems, each a rule set of the engine written after its rule
//! text (`shared/seeds/`). Siblings never import each other: what two Dutch
//! texts share lives in [`crate::dutch_common`], outside this folder. This module is the one place that maps a
//! system's name to its rule set.

pub mod dutch2012;
pub mod dutch2017;
pub mod dutch2026;
pub mod lim;
pub mod rating1992;

use crate::acceleration::Acceleration;
use crate::engine::rules::Rules;
use crate::engine::RuleSet;
use crate::error::Result;
use crate::pairing::Pairing;
use crate::solver::Solver;
use crate::state::{DerivationRules, RoundRequest};
use crate::tournament::Tournament;
use std::fmt;
use std::str::FromStr;

/// The pairing systems pairproof knows, by their CLI names.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize)]
pub enum SystemId {
    /// C.04.3 FIDE (Dutch) System, Baku 2016 / Goynuk 2017.
    Dutch2017,
    /// C.04.3 FIDE Dutch System, Istanbul 2012.
    Dutch2012,
    /// C.04.3 FIDE (Dutch) System in force since 1 February 2026.
    Dutch2026,
    /// Swiss System based on rating (1992-98).
    Rating1992,
    /// Lim System (C.04.4.3).
    Lim,
}

impl SystemId {
    pub const ALL: [SystemId; 5] = [
        SystemId::Dutch2017,
        SystemId::Dutch2012,
        SystemId::Dutch2026,
        SystemId::Rating1992,
        SystemId::Lim,
    ];

    pub fn name(self) -> &'static str {
        match self {
            SystemId::Dutch2017 => "dutch-2017",
            SystemId::Dutch2012 => "dutch-2012",
            SystemId::Dutch2026 => "dutch-2026",
            SystemId::Rating1992 => "rating-1992",
            SystemId::Lim => "lim",
        }
    }
}

impl fmt::Display for SystemId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for SystemId {
    type Err = String;
    fn from_str(s: &str) -> std::result::Result<Self, String> {
        SystemId::ALL
            .into_iter()
            .find(|id| id.name() == s)
            .ok_or_else(|| {
                format!("unknown system '{s}' (expected dutch-2017, dutch-2012, dutch-2026, rating-1992 or lim)")
            })
    }
}

/// The rule set of `system` (every system has one).
pub fn rule_set(system: SystemId) -> &'static dyn RuleSet {
    match system {
        SystemId::Dutch2017 => &dutch2017::DUTCH_2017,
        SystemId::Dutch2012 => &dutch2012::DUTCH_2012,
        SystemId::Dutch2026 => &dutch2026::DUTCH_2026,
        SystemId::Rating1992 => &rating1992::RATING_1992,
        SystemId::Lim => &lim::LIM,
    }
}

/// The rules a rule model configured (`crate::model`), as a `Copy` handle.
#[derive(Debug, Clone, Copy)]
pub struct Configured(pub Rules<'static>);

impl PartialEq for Configured {
    fn eq(&self, other: &Configured) -> bool {
        self.0.same_as(&other.0)
    }
}

impl Eq for Configured {}

/// A system as a command runs it: its rules (the system's own, or those a
/// rule model configured), and the solver of its brackets.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Setup {
    pub system: SystemId,
    pub solver: Solver,
    pub model: Option<Configured>,
    /// Acceleration the command derives (C.04.7), besides what the file asks for.
    pub acceleration: Acceleration,
}

impl Setup {
    pub fn new(system: SystemId, solver: Solver) -> Setup {
        Setup {
            system,
            solver,
            model: None,
            acceleration: Acceleration::default(),
        }
    }

    /// The same setup, deriving C.04.7's virtual points for every tournament.
    pub fn with_baku(mut self, baku: bool) -> Setup {
        self.acceleration.baku |= baku;
        self
    }

    /// `t` with its acceleration derived, when that is still to be done (a
    /// caller that read the file itself and did not call [`Setup::accelerate`]).
    pub fn accelerated<'t>(&self, t: &'t Tournament) -> Result<std::borrow::Cow<'t, Tournament>> {
        if !crate::acceleration::pending(t, self.acceleration) {
            return Ok(std::borrow::Cow::Borrowed(t));
        }
        let mut t = t.clone();
        self.accelerate(&mut t, std::path::Path::new("<tournament>"))?;
        Ok(std::borrow::Cow::Owned(t))
    }

    /// `t` as this setup pairs it: with the acceleration C.04.7 derives when
    /// it is asked for (here or by a `_BAKU` tournament type) and the file
    /// gives none (exit code 3 when the text leaves it undefined).
    pub fn accelerate(&self, t: &mut Tournament, path: &std::path::Path) -> Result<()> {
        crate::acceleration::apply(t, self.acceleration)
            .map_err(|m| crate::error::Error::Request(format!("{}: {m}", path.display())))
    }

    /// The rule set this setup pairs under.
    pub fn rules(&self) -> Rules<'static> {
        match self.model {
            Some(Configured(rules)) => rules,
            None => Rules::plain(rule_set(self.system)),
        }
    }
}

impl From<SystemId> for Setup {
    fn from(system: SystemId) -> Setup {
        Setup::new(system, Solver::default())
    }
}

/// Pairs the round described by `request` under `setup`'s rules.
pub fn pair(setup: impl Into<Setup>, t: &Tournament, request: &RoundRequest) -> Result<Pairing> {
    let setup = setup.into();
    let t = setup.accelerated(t)?;
    crate::engine::pair_round(setup.rules(), setup.solver, &t, request)
}

/// Why the round cannot be paired under the absolute criteria, if so.
pub fn unpairable(
    setup: impl Into<Setup>,
    t: &Tournament,
    request: &RoundRequest,
) -> Result<Option<crate::engine::Unpairable>> {
    let setup = setup.into();
    let t = setup.accelerated(t)?;
    crate::engine::unpairable_round(setup.rules(), &t, request)
}

/// How `system` reads the history (forfeits, floats, colour preferences).
pub fn derivation_rules(system: SystemId) -> DerivationRules {
    rule_set(system).derivation()
}

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

/// The Dutch codes of FIDE's table and the rules they name: `FIDE_DUTCH`
/// is the rules in force; `_2025` the same text, whose effective date moved
/// to 2026.
const DUTCH_CODES: [(&str, SystemId); 4] = [
    ("FIDE_DUTCH", SystemId::Dutch2026),
    ("FIDE_DUTCH_2017", SystemId::Dutch2017),
    ("FIDE_DUTCH_2025", SystemId::Dutch2026),
    ("FIDE_DUTCH_2026", SystemId::Dutch2026),
];

/// The codes of FIDE's table for systems pairproof does not have.
const LACKING_CODES: [(&str, &str); 5] = [
    ("FIDE_BURSTEIN", "the Burstein system"),
    ("FIDE_DUBOV", "the Dubov system"),
    ("FIDE_DOUBLESWISS", "the Double-Swiss system"),
    ("CUSTOM_SWISS", "a custom Swiss system"),
    ("CUSTOM_DOUBLESWISS", "a custom Double-Swiss system"),
];

/// The system a tournament type code names (case-insensitive, `_BAKU` allowed).
pub fn system_of_type(code: &str) -> TypeSystem {
    let base = crate::tournament::PairingRules::from_code(code).base;
    if let Some((_, id)) = DUTCH_CODES.iter().find(|(c, _)| *c == base) {
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
pub fn rules_of_file(t: &Tournament) -> Result<(SystemId, String)> {
    if let Some(code) = t.config.type_code() {
        let code = code.trim();
        let from_192 = t.config.tournament_type.is_some();
        match system_of_type(code) {
            TypeSystem::Available(id) => return Ok((id, format!("tournament type {code}"))),
            TypeSystem::Lacking(name) => {
                return Err(crate::error::Error::Unavailable(format!(
                    "tournament type {code} names {name}, which pairproof does not implement"
                )))
            }
            TypeSystem::Unknown if from_192 => {
                return Err(crate::error::Error::Request(format!(
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
            SystemId::Dutch2026,
            "no tournament type or start date: the rules in force".to_string(),
        ),
    })
}

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
