//! The kinds of tournament `endorse` generates, each a generator
//! configuration on top of the user's (`--config`): the keys a kind sets
//! replace the file's, the others stay as the file (or the generator's
//! random draw) has them.

use crate::generator::GeneratorConfig;
use crate::points::{Points, ONE_POINT};
use crate::tournament::{PlayerId, Tournament};
use std::collections::BTreeMap;

/// A kind of tournament.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Kind {
    /// The configuration as given (every missing key drawn at random).
    Default,
    /// 5 to 14 players and 3 to 7 rounds: small brackets, many floaters.
    Small,
    /// Many absences: withdrawals, half-point byes, late entries.
    Absent,
    /// Another point system: 3 for a win, 1 for a draw (the PAB 3).
    Points,
    /// Accelerated pairings: the upper half of the players given one
    /// virtual point for the first half of the rounds (`XXA` lines).
    Accelerated,
}

impl Kind {
    pub fn word(self) -> &'static str {
        match self {
            Kind::Default => "default",
            Kind::Small => "small",
            Kind::Absent => "absent",
            Kind::Points => "points",
            Kind::Accelerated => "accelerated",
        }
    }

    /// The configuration of tournament `seed` of this kind over `base`;
    /// for a team event (`teams`) `Small` counts teams instead of players.
    pub fn config(self, base: &GeneratorConfig, seed: u64, teams: bool) -> GeneratorConfig {
        let mut c = base.clone();
        match self {
            Kind::Default | Kind::Accelerated => {}
            Kind::Small => {
                let players = 5 + (seed % 10) as u32;
                if teams {
                    c.teams = Some(players);
                } else {
                    c.players = Some(players);
                }
                c.rounds = Some(3 + ((seed >> 8) % u64::from((players - 3).min(5))) as u32);
            }
            Kind::Absent => {
                c.retired_rate = Some(6.0);
                c.half_point_bye_rate = Some(4.0);
                c.late_entry_rate = Some(8.0);
            }
            Kind::Points => {
                c.points_for_win = Some(3 * ONE_POINT);
                c.points_for_draw = Some(ONE_POINT);
                c.points_for_loss = Some(0);
                c.points_for_pab = Some(3 * ONE_POINT);
            }
        }
        c
    }

    /// The tournament as the engines see it: accelerated tournaments get
    /// their `XXA` points (the others are as generated).
    pub fn prepare(self, t: &Tournament) -> Tournament {
        let mut t = t.clone();
        if self == Kind::Accelerated {
            t.config.acceleration = upper_half_accelerated(&t);
        }
        t
    }
}

/// One virtual win for the upper half of the players (by pairing number,
/// the rating order of generated tournaments) in each of the first half of
/// the rounds (rounded up).
fn upper_half_accelerated(t: &Tournament) -> BTreeMap<PlayerId, Vec<Points>> {
    let rounds = t.total_rounds().div_ceil(2);
    let win = t.config.points.win;
    let upper = t.players.len().div_ceil(2);
    t.players
        .iter()
        .take(upper)
        .map(|p| (p.id, vec![win; rounds]))
        .collect()
}

/// The seed of tournament `index` (0-based) of a run seeded `seed`: a
/// splitmix64 step, so that neighbouring tournaments share nothing.
pub fn tournament_seed(seed: u64, index: usize) -> u64 {
    let mut z = seed.wrapping_add((index as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15));
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}
