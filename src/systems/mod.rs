//! The pairing systems, each a rule set of the engine written after its rule
//! text (`shared/seeds/`). Siblings never import each other: what two Dutch
//! texts share lives in [`crate::dutch_common`], outside this folder. This module is the one place that maps a
//! system's name to its rule set.

pub mod burstein;
pub mod double_swiss;
pub mod dubov;
pub mod dutch2012;
pub mod dutch2017;
pub mod dutch2026;
pub mod lim;
pub mod rating1992;
pub mod team_swiss;

mod in_force;
pub use in_force::{
    parse_date, rules_in_force, rules_in_force_noted, rules_on, system_of_type, type_conflict,
    InForce, TypeSystem, IN_FORCE,
};

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
    /// Dubov System (C.04.4.1), the edition applied from 1 February 2026.
    Dubov,
    /// Burstein System (C.04.4.2).
    Burstein,
    /// Double-Swiss Pairing System (C.04.5): two-game matches.
    DoubleSwiss,
    /// Swiss Team Pairing System (C.04.6): teams, paired by their matches.
    TeamSwiss,
}

impl SystemId {
    pub const ALL: [SystemId; 9] = [
        SystemId::Dutch2017,
        SystemId::Dutch2012,
        SystemId::Dutch2026,
        SystemId::Rating1992,
        SystemId::Lim,
        SystemId::Dubov,
        SystemId::Burstein,
        SystemId::DoubleSwiss,
        SystemId::TeamSwiss,
    ];

    /// Every system's name, in the order of [`SystemId::ALL`]: "a, b or c".
    pub fn names() -> String {
        let names: Vec<&str> = SystemId::ALL.iter().map(|id| id.name()).collect();
        let (last, rest) = names.split_last().expect("systems exist");
        format!("{} or {last}", rest.join(", "))
    }

    /// Whether this is one of the Dutch texts (what the engine form `--dutch` pairs).
    pub fn is_dutch(self) -> bool {
        matches!(
            self,
            SystemId::Dutch2017 | SystemId::Dutch2012 | SystemId::Dutch2026
        )
    }

    /// Whether every pairing of the system is a match of two games (C.04.5).
    pub fn plays_matches(self) -> bool {
        matches!(self, SystemId::DoubleSwiss)
    }

    /// Whether the system pairs the teams of a team event (C.04.6), not its players.
    pub fn pairs_teams(self) -> bool {
        matches!(self, SystemId::TeamSwiss)
    }

    pub fn name(self) -> &'static str {
        match self {
            SystemId::Dutch2017 => "dutch-2017",
            SystemId::Dutch2012 => "dutch-2012",
            SystemId::Dutch2026 => "dutch-2026",
            SystemId::Rating1992 => "rating-1992",
            SystemId::Lim => "lim",
            SystemId::Dubov => "dubov",
            SystemId::Burstein => "burstein",
            SystemId::DoubleSwiss => "double-swiss",
            SystemId::TeamSwiss => "team-swiss",
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
            .ok_or_else(|| format!("unknown system '{s}' (expected {})", SystemId::names()))
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
        SystemId::Dubov => &dubov::DUBOV,
        SystemId::Burstein => &BURSTEIN,
        SystemId::DoubleSwiss => &double_swiss::DOUBLE_SWISS,
        SystemId::TeamSwiss => &team_swiss::TEAM_SWISS,
    }
}

/// Burstein, its seeding rounds (1.6) handed to the Dutch rules in force.
static BURSTEIN: burstein::Burstein = burstein::Burstein::new(&dutch2026::DUTCH_2026);

/// The rules a rule model configured (`crate::model`), as a `Copy` handle.
#[derive(Debug, Clone, Copy)]
pub struct Configured(pub Rules<'static>);

/// A system as a command runs it: its rules (the system's own, or those a
/// rule model configured), and the solver of its brackets.
#[derive(Debug, Clone, Copy)]
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
        let teams_pending = self.system.pairs_teams() && t.teams.is_some();
        if !teams_pending && !crate::acceleration::pending(t, self.acceleration) {
            return Ok(std::borrow::Cow::Borrowed(t));
        }
        let mut t = t.clone();
        self.accelerate(&mut t, std::path::Path::new("<tournament>"))?;
        Ok(std::borrow::Cow::Owned(t))
    }

    /// `t` as this setup pairs it: with the acceleration C.04.7 derives when
    /// it is asked for (here or by a `_BAKU` tournament type) and the file
    /// gives none (exit code 3 when the text leaves it undefined).
    /// A team system pairs the tournament of teams
    /// ([`crate::teams::team_tournament`]); a file without teams is refused.
    pub fn accelerate(&self, t: &mut Tournament, path: &std::path::Path) -> Result<()> {
        if self.system.pairs_teams() && t.config.team_units.is_none() {
            *t = crate::teams::team_tournament(t).ok_or_else(|| {
                crate::error::Error::Request(format!(
                    "{}: {} pairs teams, and the file has no 310 team records",
                    path.display(),
                    self.system
                ))
            })?;
        }
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
