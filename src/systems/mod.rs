//! The pairing systems. Each is written after its rule text (`shared/seeds/`).

pub mod colours;
pub mod dutch2012;
pub mod dutch2017;

use crate::error::{Error, Result};
use crate::pairing::Pairing;
use crate::state::RoundRequest;
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
    /// Swiss System based on rating (1992-98).
    Rating1992,
    /// Lim System (C.04.4.3).
    Lim,
}

impl SystemId {
    pub const ALL: [SystemId; 4] = [
        SystemId::Dutch2017,
        SystemId::Dutch2012,
        SystemId::Rating1992,
        SystemId::Lim,
    ];

    pub fn name(self) -> &'static str {
        match self {
            SystemId::Dutch2017 => "dutch-2017",
            SystemId::Dutch2012 => "dutch-2012",
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
                format!("unknown system '{s}' (expected dutch-2017, dutch-2012, rating-1992 or lim)")
            })
    }
}

/// Pairs the round described by `request` under `system`.
pub fn pair(system: SystemId, t: &Tournament, request: &RoundRequest) -> Result<Pairing> {
    match system {
        SystemId::Dutch2017 => dutch2017::pair(t, request),
        SystemId::Dutch2012 => dutch2012::pair(t, request),
        other => Err(Error::NotAvailable(format!(
            "the {other} system is not implemented yet"
        ))),
    }
}

/// How each system reads the history (forfeits, floats, colour preferences),
/// for the state derivation shared by all of them.
pub fn derivation_rules(system: SystemId) -> crate::state::DerivationRules {
    use crate::state::DerivationRules;
    match system {
        SystemId::Dutch2017 => dutch2017::RULES,
        SystemId::Dutch2012 => dutch2012::RULES,
        SystemId::Rating1992 => DerivationRules {
            forfeit_counts_as_met: false,
            unplayed_float: crate::state::UnplayedFloat::Never,
            any_point_unplayed_blocks_bye: false,
            preference: colours::rating1992_preference,
        },
        SystemId::Lim => DerivationRules {
            forfeit_counts_as_met: false,
            unplayed_float: crate::state::UnplayedFloat::Never,
            any_point_unplayed_blocks_bye: false,
            preference: colours::lim_preference,
        },
    }
}
