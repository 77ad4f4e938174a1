//! Why a round cannot be paired under the absolute criteria, as data: the
//! player without any compatible opponent, or, by Tutte's theorem, groups of
//! an odd number of players that can meet nobody outside their group but a
//! smaller set of places (players, and the bye when one is to be given).

use super::context::RoundContext;
use crate::solver::matching;
use crate::tournament::PlayerId;
use serde::{Serialize, Serializer};

/// A place a player can be paired with: another player, or the bye.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Place {
    Player(PlayerId),
    Bye,
}

impl Serialize for Place {
    /// A player as their pairing number, the bye as `"bye"`.
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Place::Player(id) => s.serialize_u32(*id),
            Place::Bye => s.serialize_str("bye"),
        }
    }
}

impl std::fmt::Display for Place {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Place::Player(id) => write!(f, "player {id}"),
            Place::Bye => write!(f, "the bye"),
        }
    }
}

/// The reason the players of a round cannot all be paired.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Unpairable {
    /// A player who can meet nobody and may not get the bye.
    NoCompatibleOpponent { player: PlayerId },
    /// Removing `outside` leaves the `groups`, each of an odd number of
    /// places, more groups than `outside` has places: at least
    /// `unpaired_at_least` players stay unpaired in any pairing.
    OddGroups {
        groups: Vec<Vec<Place>>,
        outside: Vec<Place>,
        unpaired_at_least: usize,
    },
}

impl std::fmt::Display for Unpairable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let names = |places: &[Place]| {
            places
                .iter()
                .map(Place::to_string)
                .collect::<Vec<_>>()
                .join(", ")
        };
        match self {
            Unpairable::NoCompatibleOpponent { player } => {
                write!(
                    f,
                    "player {player} has no compatible opponent and cannot get the bye"
                )
            }
            Unpairable::OddGroups {
                groups,
                outside,
                unpaired_at_least,
            } => {
                let listed: Vec<String> =
                    groups.iter().map(|g| format!("{{{}}}", names(g))).collect();
                let outside = if outside.is_empty() {
                    "nobody".to_string()
                } else {
                    names(outside)
                };
                write!(
                    f,
                    "{} groups of an odd number ({}) can meet nobody outside their group but {outside}, so at least {unpaired_at_least} of them cannot be paired",
                    groups.len(),
                    listed.join(" ")
                )
            }
        }
    }
}

/// Why `present` cannot all be paired with at most one bye; `None` when
/// they can.
pub fn unpairable(ctx: &RoundContext, present: &[usize]) -> Option<Unpairable> {
    if ctx.pairs_greedily(&[], present, &|p| ctx.bye_eligible(p)) {
        return None;
    }
    let (players, adj) = ctx.completion_graph(&[], present);
    let found = matching::tutte_barrier(&adj)?;
    let place = |v: usize| {
        players
            .get(v)
            .map_or(Place::Bye, |&p| Place::Player(ctx.states[p].id))
    };
    let places = |vs: &[usize]| vs.iter().map(|&v| place(v)).collect::<Vec<_>>();
    let alone = found
        .odd_groups
        .iter()
        .find(|g| g.len() == 1 && adj[g[0]].is_empty());
    if let Some(Place::Player(player)) = alone.map(|g| place(g[0])) {
        return Some(Unpairable::NoCompatibleOpponent { player });
    }
    Some(Unpairable::OddGroups {
        groups: found.odd_groups.iter().map(|g| places(g)).collect(),
        outside: places(&found.barrier),
        unpaired_at_least: found.odd_groups.len() - found.barrier.len(),
    })
}
