//! C.04.7 Baku Acceleration Method (in force since 1 February 2026; earlier
//! C.04.5.1), derived from the tournament:
//!
//! - *Premise*: the method is defined for the point system in which a draw is
//!   worth half a win and a loss nothing (1 - ½ - 0 and its multiples): its
//!   virtual points are a win and half a win, real score steps there.
//! - *Initial groups division*: before round 1 the properly sorted list of the
//!   players to be paired (N) is split; GA holds the first half rounded up to
//!   an even number, 2 × ⌈N/4⌉ (161 players: 82).
//! - *Late entries*: the last GA player stays the same: GA is every player
//!   ranked up to him, late entries placed above him included (GA may then
//!   be odd).
//! - *Virtual points*: the accelerated rounds are the first half of the
//!   rounds, rounded up; before the first half of them (rounded up) every GA
//!   player gets a win's worth, before the rest half of it, later nothing.
//!
//! What N counts ("the list of participants" before round 1) is a reading,
//! [`GaPlayers`]: by default the players in the pairing of round 1 (paired
//! or given the PAB when round 1 is recorded; else those round 1 would
//! pair), in the order of their pairing numbers.

use crate::points::Points;
use crate::tournament::{DerivedAcceleration, PlayerId, Round, Tournament};
use std::collections::BTreeMap;

/// How many players GA holds at round 1: the text's count, or bbpPairings
/// 6.0.0's (the first half rounded up, not to an even number), a named
/// reading so that its files can be reproduced.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum GaSize {
    /// 2 × ⌈N/4⌉ (Initial groups division and its note).
    #[default]
    Text,
    /// ⌈N/2⌉ of every player the file lists, late entries included
    /// (bbpPairings 6.0.0).
    BbpFirstHalf,
}

impl GaSize {
    pub fn name(self) -> &'static str {
        match self {
            GaSize::Text => "text",
            GaSize::BbpFirstHalf => "bbp-first-half",
        }
    }

    /// Initial groups division: the number of GA players among `n`.
    pub fn ga(self, n: usize) -> usize {
        match self {
            GaSize::Text => 2 * n.div_ceil(4),
            GaSize::BbpFirstHalf => n.div_ceil(2),
        }
    }
}

/// Who the N of the initial groups division counts, a named reading: the
/// text splits "the list of participants" before round 1 and does not say
/// whether a participant who is not paired in round 1 (a requested bye, an
/// announced absence) is on it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum GaPlayers {
    /// The players of round 1's pairing: paired or given the PAB (before
    /// round 1 is recorded: every player not announced absent).
    #[default]
    RoundOnePairing,
    /// Every player with a round 1 of any kind (a requested bye, an absence
    /// or a forfeit too); only a blank round 1, a late entry, is left out
    /// (before round 1 is recorded: every player).
    RoundOneList,
}

impl GaPlayers {
    pub fn name(self) -> &'static str {
        match self {
            GaPlayers::RoundOnePairing => "round-one-pairing",
            GaPlayers::RoundOneList => "round-one-list",
        }
    }
}

/// Virtual points: (rounds with a win's worth, accelerated rounds) of a
/// tournament of `rounds` rounds; nine rounds: (3, 5).
pub fn schedule(rounds: usize) -> (usize, usize) {
    let accelerated = rounds.div_ceil(2);
    (accelerated.div_ceil(2), accelerated)
}

/// The virtual points of a GA player in each round (index 0 = round 1).
pub fn virtual_points(rounds: usize, win: Points) -> Vec<Points> {
    let (full, accelerated) = schedule(rounds);
    (0..accelerated)
        .map(|r| if r < full { win } else { win / 2 })
        .collect()
}

/// The derived acceleration of a tournament.
pub struct Derived {
    pub virtual_points: BTreeMap<PlayerId, Vec<Points>>,
    pub summary: DerivedAcceleration,
}

/// Premise: the point systems the method is defined for.
pub fn covers_point_system(t: &Tournament) -> Result<(), String> {
    let p = &t.config.points;
    if p.loss == 0 && p.win > 0 && p.draw * 2 == p.win {
        return Ok(());
    }
    Err(format!(
        "C.04.7 (Baku acceleration) is defined for point systems in which a draw is worth half a win and a loss nothing; this tournament counts win {}, draw {}, loss {}",
        crate::points::format_points(p.win),
        crate::points::format_points(p.draw),
        crate::points::format_points(p.loss)
    ))
}

/// The N players of the initial groups division as `who` reads them, by
/// pairing number.
pub fn round_one_players(t: &Tournament, who: GaPlayers) -> Vec<PlayerId> {
    let recorded = t
        .players
        .iter()
        .any(|p| p.entry(0).is_some_and(|e| e.was_paired()));
    let announced: Vec<PlayerId> = t.config.announced_absent(Round::first()).collect();
    let mut ids: Vec<PlayerId> = t
        .players
        .iter()
        .filter(|p| match (recorded, who) {
            (true, GaPlayers::RoundOnePairing) => p.entry(0).is_some_and(|e| e.was_paired()),
            (true, GaPlayers::RoundOneList) => p.entry(0).is_some(),
            (false, GaPlayers::RoundOnePairing) => {
                p.entry(0).is_none() && !announced.contains(&p.id)
            }
            (false, GaPlayers::RoundOneList) => true,
        })
        .map(|p| p.id)
        .collect();
    ids.sort_unstable();
    ids
}

/// Whether the text defines the virtual points of `t`: its point system,
/// a number of rounds the file states, and somebody in round 1.
pub fn check(t: &Tournament) -> Result<(), String> {
    covers_point_system(t)?;
    if t.config.total_rounds.is_none() && t.rounds_in_file() == 0 {
        return Err(
            "C.04.7 (Baku acceleration) needs the number of rounds: give it with XXR or 142".into(),
        );
    }
    if round_one_players(t, GaPlayers::RoundOnePairing).is_empty() {
        return Err(
            "C.04.7 (Baku acceleration) needs the players of round 1, and the tournament has none"
                .into(),
        );
    }
    Ok(())
}

/// Every GA player's virtual points, round by round.
pub fn derive(t: &Tournament, ga_size: GaSize, who: GaPlayers) -> Result<Derived, String> {
    check(t)?;
    let listed = match ga_size {
        GaSize::Text => round_one_players(t, who),
        GaSize::BbpFirstHalf => {
            let mut all: Vec<PlayerId> = t.players.iter().map(|p| p.id).collect();
            all.sort_unstable();
            all
        }
    };
    let ga = ga_size.ga(listed.len()).min(listed.len());
    let last_ga = listed[ga - 1];
    let rounds = t.total_rounds();
    let points = virtual_points(rounds, t.config.points.win);
    let virtual_points = t
        .players
        .iter()
        .filter(|p| p.id <= last_ga)
        .map(|p| (p.id, points.clone()))
        .collect();
    let (full_rounds, accelerated_rounds) = schedule(rounds);
    let summary = DerivedAcceleration {
        ga_reading: ga_size.name(),
        players: listed.len(),
        ga,
        last_ga,
        full_rounds,
        accelerated_rounds,
    };
    Ok(Derived {
        virtual_points,
        summary,
    })
}
