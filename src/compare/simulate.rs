//! `compare --simulate N --seed S`: N random tournaments played under each
//! model, with the same players, the same absences and the same game model.
//!
//! Tournament `i` is the generator's tournament of seed `mix(S, i)` (players,
//! ratings and absences drawn before round 1, so identical under every
//! model). A game's result is drawn from a stream of its own, seeded by the
//! tournament, the round and the pair: two models that pair the same players
//! in the same round see the same result, whatever else they pair
//! differently. Colour gives no advantage in the game model, so the result is
//! drawn from the lower pairing number's side.

use super::measures::{measure, Measures};
use super::ModelSummary;
use crate::error::{Error, Result};
use crate::generator::{self, results, GeneratorConfig, Seat, Settings};
use crate::model::Model;
use crate::points::Points;
use crate::solver::Solver;
use crate::tournament::{Colour, PlayerId, ResultCode, Tournament};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use rayon::prelude::*;
use serde::Serialize;
use std::collections::BTreeSet;
use std::time::Instant;

/// How many of the highest-rated players count as the top players.
const TOP_PLAYERS: usize = 8;

/// One tournament as one model played it.
#[derive(Debug, Clone, Serialize)]
pub struct Played {
    pub players: usize,
    pub rounds_played: usize,
    /// The round the model could not pair (1-based), if any.
    pub unpaired_round: Option<usize>,
    /// Kendall's tau-b between the final scores and the ratings.
    pub kendall_tau: f64,
    /// Games played between the top players (by rating).
    pub top_meetings: usize,
    /// The mean absolute colour difference (whites minus blacks) at the end.
    pub mean_colour_imbalance: f64,
    /// Players ending with a colour difference beyond ±1.
    pub colour_imbalanced_players: usize,
    /// The measures of each round's pairing.
    pub by_round: Vec<Measures>,
}

/// One model over all the simulated tournaments.
#[derive(Debug, Clone, Serialize)]
pub struct SimulatedModel {
    pub model: ModelSummary,
    pub measures: Measures,
    pub by_round: Vec<Measures>,
    pub mean_kendall_tau: f64,
    pub mean_top_meetings: f64,
    pub mean_colour_imbalance: f64,
    pub unpaired_rounds: usize,
    pub tournaments: Vec<Played>,
}

/// The report of `compare --simulate`.
#[derive(Debug, Clone, Serialize)]
pub struct SimulationReport {
    pub tournaments: usize,
    pub seed: u64,
    /// Tournaments whose final scores differ between the models.
    pub differing_tournaments: usize,
    pub top_players: usize,
    pub models: Vec<SimulatedModel>,
}

/// Plays `n` tournaments of `config` under each model, in parallel over the
/// tournaments, calling `progress` after each tournament.
pub fn simulate(models: &[Model], config: &GeneratorConfig, n: usize, seed: u64, progress: impl Fn() + Sync) -> Result<SimulationReport> {
    let played: Vec<Vec<(Played, Vec<Points>)>> = (0..n)
        .into_par_iter()
        .map(|i| {
            let one = models.iter().map(|m| play(m, config, mix(seed, i as u64))).collect::<Result<Vec<_>>>();
            progress();
            one
        })
        .collect::<Result<_>>()?;
    let differing_tournaments = played.iter().filter(|per_model| per_model.iter().any(|(_, s)| *s != per_model[0].1)).count();
    let models = models
        .iter()
        .enumerate()
        .map(|(k, m)| summarise(m, played.iter().map(|per_model| per_model[k].0.clone()).collect()))
        .collect();
    Ok(SimulationReport { tournaments: n, seed, differing_tournaments, top_players: TOP_PLAYERS, models })
}

fn summarise(model: &Model, tournaments: Vec<Played>) -> SimulatedModel {
    let mut measures = Measures::default();
    let mut by_round: Vec<Measures> = Vec::new();
    for p in &tournaments {
        for (r, m) in p.by_round.iter().enumerate() {
            measures.add(m);
            if by_round.len() <= r {
                by_round.resize(r + 1, Measures::default());
            }
            by_round[r].add(m);
        }
    }
    let mean = |f: &dyn Fn(&Played) -> f64| if tournaments.is_empty() { 0.0 } else { tournaments.iter().map(f).sum::<f64>() / tournaments.len() as f64 };
    SimulatedModel {
        model: ModelSummary::of(model),
        mean_kendall_tau: mean(&|p| p.kendall_tau),
        mean_top_meetings: mean(&|p| p.top_meetings as f64),
        mean_colour_imbalance: mean(&|p| p.mean_colour_imbalance),
        unpaired_rounds: tournaments.iter().filter(|p| p.unpaired_round.is_some()).count(),
        measures,
        by_round,
        tournaments,
    }
}

/// One tournament of seed `seed` under `model`, with its final scores.
fn play(model: &Model, config: &GeneratorConfig, seed: u64) -> Result<(Played, Vec<Points>)> {
    let setup = model.setup(Solver::default());
    let mut by_round = Vec::new();
    let generated = generator::run_with_results(
        config,
        seed,
        |t, request| {
            let started = Instant::now();
            let mut t = t.clone();
            setup.accelerate(&mut t, std::path::Path::new("<simulated>"))?;
            let t = &t;
            let paired = crate::systems::pair(setup, t, request);
            let seconds = started.elapsed().as_secs_f64();
            match &paired {
                Ok(pairing) => by_round.push(measure(model.rules.0, t, request, pairing, seconds)?),
                Err(Error::NoPairing(_)) => by_round.push(Measures::unpaired(seconds)),
                Err(_) => {}
            }
            paired
        },
        |_, settings, round, white, black| pair_result(seed, settings, round, white, black),
    )
    .map_err(|e| Error::Unexpected(format!("simulated tournament of seed {seed} under {}: {e}", model.name)))?;
    let t = &generated.tournament;
    let scores: Vec<Points> = t.players.iter().map(|p| p.points_before(generated.rounds_played, &t.config.points)).collect();
    let ratings: Vec<u32> = t.players.iter().map(|p| p.rating).collect();
    let (mean_colour_imbalance, colour_imbalanced_players) = colour_balance(t);
    let played = Played {
        players: t.players.len(),
        rounds_played: generated.rounds_played,
        unpaired_round: generated.stopped.as_ref().map(|_| generated.rounds_played + 1),
        kendall_tau: kendall_tau_b(&scores, &ratings),
        top_meetings: top_meetings(t),
        mean_colour_imbalance,
        colour_imbalanced_players,
        by_round,
    };
    Ok((played, scores))
}

/// The result of the game between `white` and `black` in `round`, from a
/// stream of the pair's own (see the module notes).
fn pair_result(seed: u64, settings: &Settings, round: usize, white: Seat, black: Seat) -> ResultCode {
    let (first, second) = if white.0 <= black.0 { (white, black) } else { (black, white) };
    let pair_seed = mix(mix(mix(seed, round as u64), u64::from(first.0)), u64::from(second.0));
    let mut rng = ChaCha8Rng::seed_from_u64(pair_seed);
    let result = results::board_result(&mut rng, settings, first.1, second.1);
    if first == white {
        result
    } else {
        result.mirrored().unwrap_or(result)
    }
}

/// SplitMix64 of `a` and `b`: independent seeds from a seed and an index.
fn mix(a: u64, b: u64) -> u64 {
    let mut z = a ^ b.wrapping_add(0x9E37_79B9_7F4A_7C15).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Kendall's tau-b between two rankings given as values (ties allowed):
/// 1 when the final scores order the players exactly as their ratings do.
pub fn kendall_tau_b(a: &[Points], b: &[u32]) -> f64 {
    let (mut concordant, mut discordant, mut ties_a, mut ties_b) = (0i64, 0i64, 0i64, 0i64);
    for i in 0..a.len() {
        for j in i + 1..a.len() {
            let x = a[i].cmp(&a[j]);
            let y = b[i].cmp(&b[j]);
            match (x.is_eq(), y.is_eq()) {
                (true, true) => {}
                (true, false) => ties_a += 1,
                (false, true) => ties_b += 1,
                _ if x == y => concordant += 1,
                _ => discordant += 1,
            }
        }
    }
    let denominator = (((concordant + discordant + ties_a) * (concordant + discordant + ties_b)) as f64).sqrt();
    if denominator == 0.0 {
        0.0
    } else {
        (concordant - discordant) as f64 / denominator
    }
}

/// Games played among the [`TOP_PLAYERS`] highest-rated players (at most a
/// quarter of the field).
fn top_meetings(t: &Tournament) -> usize {
    let mut by_rating: Vec<(u32, PlayerId)> = t.players.iter().map(|p| (p.rating, p.id)).collect();
    by_rating.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    let k = TOP_PLAYERS.min(t.players.len() / 4).max(2.min(t.players.len()));
    let top: BTreeSet<PlayerId> = by_rating.iter().take(k).map(|&(_, id)| id).collect();
    let games: usize = t
        .players
        .iter()
        .filter(|p| top.contains(&p.id))
        .flat_map(|p| p.rounds.iter().flatten())
        .filter(|e| e.is_played_game() && e.opponent.is_some_and(|o| top.contains(&o)))
        .count();
    games / 2
}

/// The mean absolute colour difference at the end, and the players beyond ±1.
fn colour_balance(t: &Tournament) -> (f64, usize) {
    let differences: Vec<i32> = t
        .players
        .iter()
        .map(|p| {
            p.rounds
                .iter()
                .flatten()
                .filter(|e| e.is_played_game())
                .map(|e| match e.colour {
                    Some(Colour::White) => 1,
                    Some(Colour::Black) => -1,
                    None => 0,
                })
                .sum()
        })
        .collect();
    let n = differences.len().max(1) as f64;
    let mean = differences.iter().map(|d| f64::from(d.abs())).sum::<f64>() / n;
    (mean, differences.iter().filter(|d| d.abs() > 1).count())
}

#[cfg(test)]
mod tests {
    use super::kendall_tau_b;

    #[test]
    fn kendall_tau_of_same_and_reversed_orders() {
        assert_eq!(kendall_tau_b(&[30, 20, 10], &[2000, 1900, 1800]), 1.0);
        assert_eq!(kendall_tau_b(&[10, 20, 30], &[2000, 1900, 1800]), -1.0);
        let tied = kendall_tau_b(&[20, 20, 10], &[2000, 1900, 1800]);
        assert!(tied > 0.8 && tied < 1.0, "{tied}");
    }
}
