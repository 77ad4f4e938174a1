//! `compare --simulate N --seed S`: N random tournaments played under each
//! model, with the same players, the same absences and the same game model.
//!
//! Tournament `i` is the generator's tournament of seed `mix(S, i)` (players,
//! ratings and absences drawn before round 1, so identical under every
//! model). Each player has a latent strength ([`StrengthModel`]): his rating
//! unless the study draws strengths of its own; the games are decided by the
//! strengths, the pairings see the ratings. A game's result is drawn from a
//! stream of its own, seeded by the tournament, the round and the pair: two
//! models that pair the same players in the same round (with the same
//! colours, when White has an advantage) see the same result, whatever else
//! they pair differently. The result is drawn from the lower pairing number's
//! side.
//!
//! Every measure of [`STUDY_MEASURES`] is kept per tournament (the JSON's raw
//! values) and summarised with its 95% interval, and every two models are
//! compared on it over the same tournaments ([`super::stats`]).

use super::measures::{measure, Measures};
use super::stats::{kendall_tau_b, mean_interval, paired_test, Interval, PairedTest};
use super::ModelSummary;
use crate::error::{Error, Result};
use crate::generator::{self, results, GeneratorConfig, Seat, Settings};
use crate::model::Model;
use crate::points::Points;
use crate::solver::Solver;
use crate::tournament::{Colour, PlayerId, ResultCode, Round, Tournament};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use rayon::prelude::*;
use serde::Serialize;
use std::cell::OnceCell;
use std::collections::{BTreeMap, BTreeSet};
use std::time::Instant;

/// How many of the highest-rated players count as the top players.
const TOP_PLAYERS: usize = 8;

/// The players' latent strengths and the game model a study adds to the
/// generator's configuration (whose `DrawPercentage` stays the draw model).
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct StrengthModel {
    /// Elo strengths drawn from a normal law of this mean and `spread`
    /// (standard deviation), sorted and given as the players' ratings; `None`:
    /// the generator's uniform ratings (`LowestRating`..`HighestRating`).
    pub mean: f64,
    pub spread: Option<f64>,
    /// The standard deviation of the gap between a player's latent strength
    /// and his rating (0: the rating is the strength).
    pub rating_noise: f64,
    /// Elo points added to White's strength in every game (0: colour gives
    /// no advantage).
    pub white_elo: f64,
}

impl Default for StrengthModel {
    fn default() -> Self {
        StrengthModel {
            mean: 1800.0,
            spread: None,
            rating_noise: 0.0,
            white_elo: 0.0,
        }
    }
}

/// One measure a study keeps per tournament.
pub struct StudyMeasure {
    pub name: &'static str,
    pub value: fn(&Played) -> Option<f64>,
}

/// The measures of a study, in report order.
pub const STUDY_MEASURES: &[StudyMeasure] = &[
    StudyMeasure {
        name: "Kendall's tau-b, final scores against latent strengths",
        value: |p| Some(p.strength_tau),
    },
    StudyMeasure {
        name: "Kendall's tau-b, final scores against ratings",
        value: |p| Some(p.kendall_tau),
    },
    StudyMeasure {
        name: "white advantage (Csato): points of +1 White minus points of +1 Black",
        value: |p| p.white_advantage,
    },
    StudyMeasure {
        name: "games among the top players",
        value: |p| Some(p.top_meetings as f64),
    },
    StudyMeasure {
        name: "absolute colour difference at the end (mean per player)",
        value: |p| Some(p.mean_colour_imbalance),
    },
    StudyMeasure {
        name: "players ending with a colour difference beyond 1",
        value: |p| Some(p.colour_imbalanced_players as f64),
    },
    StudyMeasure {
        name: "floaters (pairs of different scores)",
        value: |p| Some(total(p, |m| m.floaters as f64)),
    },
    StudyMeasure {
        name: "colour preferences not granted",
        value: |p| {
            Some(total(p, |m| {
                (m.colours_not_granted.absolute
                    + m.colours_not_granted.strong
                    + m.colours_not_granted.mild) as f64
            }))
        },
    },
    StudyMeasure {
        name: "repeated floats",
        value: |p| Some(total(p, |m| m.repeated_floats as f64)),
    },
    StudyMeasure {
        name: "pairs across more than one scoregroup",
        value: |p| Some(total(p, |m| m.wide_pairs as f64)),
    },
];

fn total(p: &Played, f: impl Fn(&Measures) -> f64) -> f64 {
    p.by_round.iter().map(f).sum()
}

/// How the report's intervals and tests are made, for the reader.
pub const METHOD: &str = "95% intervals: percentile bootstrap of the mean over the tournaments (2000 resamples, fixed seed); \
paired differences (second model minus first) over the same tournaments: paired bootstrap interval and exact two-sided sign test";

/// One tournament as one model played it.
#[derive(Debug, Clone, Serialize)]
pub struct Played {
    pub players: usize,
    pub rounds_played: usize,
    /// The round the model could not pair, if any.
    pub unpaired_round: Option<Round>,
    /// Kendall's tau-b between the final scores and the ratings.
    pub kendall_tau: f64,
    /// Kendall's tau-b between the final scores and the latent strengths.
    pub strength_tau: f64,
    /// Csato's white advantage: the mean final points of the players with one
    /// more White than Black, minus that of the players with one more Black;
    /// `None` when either group is empty.
    pub white_advantage: Option<f64>,
    /// Games played between the top players (by rating).
    pub top_meetings: usize,
    /// The mean absolute colour difference (whites minus blacks) at the end.
    pub mean_colour_imbalance: f64,
    /// Players ending with a colour difference beyond ±1.
    pub colour_imbalanced_players: usize,
    /// The value of each of [`STUDY_MEASURES`], in order (`null`: not defined).
    pub study: Vec<Option<f64>>,
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
    /// Each of [`STUDY_MEASURES`]: the mean over the tournaments where it is
    /// defined, with its 95% interval.
    pub intervals: Vec<Interval>,
    pub tournaments: Vec<Played>,
}

/// Two models compared on one measure over the same tournaments.
#[derive(Debug, Clone, Serialize)]
pub struct PairedComparison {
    pub measure: String,
    pub first: String,
    pub second: String,
    pub test: PairedTest,
}

/// The report of `compare --simulate`.
#[derive(Debug, Clone, Serialize)]
pub struct SimulationReport {
    pub tournaments: usize,
    pub seed: u64,
    /// Tournaments whose final scores differ between the models.
    pub differing_tournaments: usize,
    pub top_players: usize,
    pub strength: StrengthModel,
    pub method: &'static str,
    /// The names of the study measures, the order of `intervals` and `study`.
    pub study_measures: Vec<&'static str>,
    pub models: Vec<SimulatedModel>,
    /// Every two models (in the order given) on every study measure.
    pub paired: Vec<PairedComparison>,
}

/// Plays `n` tournaments of `config` under each model, in parallel over the
/// tournaments, calling `progress` after each tournament.
pub fn simulate(
    models: &[Model],
    config: &GeneratorConfig,
    strength: StrengthModel,
    n: usize,
    seed: u64,
    progress: impl Fn() + Sync,
) -> Result<SimulationReport> {
    let played: Vec<Vec<(Played, Vec<Points>)>> = (0..n)
        .into_par_iter()
        .map(|i| {
            let one = models
                .iter()
                .map(|m| play_guarded(m, config, &strength, i, mix(seed, i as u64)))
                .collect::<Result<Vec<_>>>();
            progress();
            one
        })
        .collect::<Result<_>>()?;
    let differing_tournaments = played
        .iter()
        .filter(|per_model| per_model.iter().any(|(_, s)| *s != per_model[0].1))
        .count();
    let models: Vec<SimulatedModel> = models
        .iter()
        .enumerate()
        .map(|(k, m)| {
            summarise(
                m,
                played
                    .iter()
                    .map(|per_model| per_model[k].0.clone())
                    .collect(),
            )
        })
        .collect();
    let paired = paired_comparisons(&models);
    Ok(SimulationReport {
        tournaments: n,
        seed,
        differing_tournaments,
        top_players: TOP_PLAYERS,
        strength,
        method: METHOD,
        study_measures: STUDY_MEASURES.iter().map(|m| m.name).collect(),
        models,
        paired,
    })
}

/// Every two models on every study measure, over the tournaments where both
/// values are defined.
fn paired_comparisons(models: &[SimulatedModel]) -> Vec<PairedComparison> {
    let mut out = Vec::new();
    for (i, first) in models.iter().enumerate() {
        for second in &models[i + 1..] {
            for (k, m) in STUDY_MEASURES.iter().enumerate() {
                let (a, b): (Vec<f64>, Vec<f64>) = first
                    .tournaments
                    .iter()
                    .zip(&second.tournaments)
                    .filter_map(|(x, y)| Some((x.study[k]?, y.study[k]?)))
                    .unzip();
                out.push(PairedComparison {
                    measure: m.name.to_string(),
                    first: first.model.name.clone(),
                    second: second.model.name.clone(),
                    test: paired_test(&a, &b),
                });
            }
        }
    }
    out
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
    let mean = |f: &dyn Fn(&Played) -> f64| {
        if tournaments.is_empty() {
            0.0
        } else {
            tournaments.iter().map(f).sum::<f64>() / tournaments.len() as f64
        }
    };
    let intervals = (0..STUDY_MEASURES.len())
        .map(|k| {
            mean_interval(
                &tournaments
                    .iter()
                    .filter_map(|p| p.study[k])
                    .collect::<Vec<f64>>(),
            )
        })
        .collect();
    SimulatedModel {
        model: ModelSummary::of(model),
        mean_kendall_tau: mean(&|p| p.kendall_tau),
        mean_top_meetings: mean(&|p| p.top_meetings as f64),
        mean_colour_imbalance: mean(&|p| p.mean_colour_imbalance),
        unpaired_rounds: tournaments
            .iter()
            .filter(|p| p.unpaired_round.is_some())
            .count(),
        measures,
        by_round,
        intervals,
        tournaments,
    }
}

impl StrengthModel {
    /// The ratings (`None`: the generator's stay) and the gaps between
    /// strength and rating of the `players` of the tournament of seed `seed`,
    /// from a stream of their own (the same under every model).
    fn draw(&self, seed: u64, players: usize) -> (Option<Vec<u32>>, Vec<f64>) {
        let model = self;
        let mut rng = ChaCha8Rng::seed_from_u64(mix(seed, 0x57_2E_4E_67));
        let ratings = model.spread.map(|sd| {
            let mut r: Vec<u32> = (0..players)
                .map(|_| {
                    (model.mean + sd * normal(&mut rng))
                        .round()
                        .clamp(0.0, 9999.0) as u32
                })
                .collect();
            r.sort_by(|a, b| b.cmp(a));
            r
        });
        let noise = (0..players)
            .map(|_| model.rating_noise * normal(&mut rng))
            .collect();
        (ratings, noise)
    }
}

/// A standard normal draw (Box-Muller; two uniforms).
fn normal<R: Rng>(rng: &mut R) -> f64 {
    let u: f64 = 1.0 - rng.gen::<f64>();
    let v: f64 = rng.gen();
    (-2.0 * u.ln()).sqrt() * (std::f64::consts::TAU * v).cos()
}

/// [`play`], an engine panic turned into an error naming the tournament and
/// the model, so that a long study says which tournament to reproduce.
fn play_guarded(
    model: &Model,
    config: &GeneratorConfig,
    strength: &StrengthModel,
    index: usize,
    seed: u64,
) -> Result<(Played, Vec<Points>)> {
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| play(model, config, strength, seed))).unwrap_or_else(|_| {
        Err(Error::Unexpected(format!(
            "simulated tournament {} (generator seed {seed}) under {}: the engine panicked (see the message above)",
            index + 1,
            model.name
        )))
    })
}
/// One tournament of seed `seed` under `model`, with its final scores.
fn play(
    model: &Model,
    config: &GeneratorConfig,
    strength: &StrengthModel,
    seed: u64,
) -> Result<(Played, Vec<Points>)> {
    let setup = model.setup(Solver::default());
    let mut by_round = Vec::new();
    let latent: OnceCell<BTreeMap<PlayerId, f64>> = OnceCell::new();
    let no_strengths = BTreeMap::new();
    let generated = generator::run_prepared(
        config,
        seed,
        |t| {
            let (ratings, noise) = strength.draw(seed, t.players.len());
            if let Some(ratings) = &ratings {
                t.players
                    .iter_mut()
                    .zip(ratings)
                    .for_each(|(p, &r)| p.rating = r);
            }
            let _ = latent.set(
                t.players
                    .iter()
                    .zip(&noise)
                    .map(|(p, e)| (p.id, f64::from(p.rating) + e))
                    .collect(),
            );
        },
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
        |_, settings, round, white, black| {
            pair_result(
                seed,
                settings,
                strength.white_elo,
                latent.get().unwrap_or(&no_strengths),
                round,
                white,
                black,
            )
        },
    )
    .map_err(|e| {
        Error::Unexpected(format!(
            "simulated tournament of seed {seed} under {}: {e}",
            model.name
        ))
    })?;
    let t = &generated.tournament;
    let scores: Vec<Points> = t
        .players
        .iter()
        .map(|p| p.points_before(generated.rounds_played, &t.config.points))
        .collect();
    let ratings: Vec<u32> = t.players.iter().map(|p| p.rating).collect();
    let strengths: Vec<f64> = t
        .players
        .iter()
        .map(|p| {
            latent
                .get()
                .and_then(|l| l.get(&p.id))
                .copied()
                .unwrap_or(f64::from(p.rating))
        })
        .collect();
    let (mean_colour_imbalance, colour_imbalanced_players) = colour_balance(t);
    let mut played = Played {
        players: t.players.len(),
        rounds_played: generated.rounds_played,
        unpaired_round: generated
            .stopped
            .as_ref()
            .map(|_| Round::at_index(generated.rounds_played)),
        kendall_tau: kendall_tau_b(&scores, &ratings),
        strength_tau: kendall_tau_b(&scores, &strengths),
        white_advantage: white_advantage(t, &scores),
        top_meetings: top_meetings(t),
        mean_colour_imbalance,
        colour_imbalanced_players,
        study: Vec::new(),
        by_round,
    };
    played.study = STUDY_MEASURES.iter().map(|m| (m.value)(&played)).collect();
    Ok((played, scores))
}

/// The result of the game between `white` and `black` in `round`, from a
/// stream of the pair's own (see the module notes), decided by their latent
/// strengths and White's advantage.
fn pair_result(
    seed: u64,
    settings: &Settings,
    white_elo: f64,
    strengths: &BTreeMap<PlayerId, f64>,
    round: Round,
    white: Seat,
    black: Seat,
) -> ResultCode {
    let (first, second) = if white.0 <= black.0 {
        (white, black)
    } else {
        (black, white)
    };
    let pair_seed = mix(
        mix(mix(seed, round.index() as u64), u64::from(first.0)),
        u64::from(second.0),
    );
    let mut rng = ChaCha8Rng::seed_from_u64(pair_seed);
    let strength = |s: Seat| strengths.get(&s.0).copied().unwrap_or(f64::from(s.1));
    let advantage = if first == white {
        white_elo
    } else {
        -white_elo
    };
    let result = results::board_result_of_difference(
        &mut rng,
        settings,
        strength(first) - strength(second) + advantage,
    );
    if first == white {
        result
    } else {
        result.mirrored().unwrap_or(result)
    }
}

/// SplitMix64 of `a` and `b`: independent seeds from a seed and an index.
fn mix(a: u64, b: u64) -> u64 {
    let mut z = a ^ b
        .wrapping_add(0x9E37_79B9_7F4A_7C15)
        .wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Csato's white advantage (arXiv 2410.19333): the mean final score of the
/// players who played one more game with White than with Black, minus that
/// of the players with one more Black, in points; `None` when either group
/// is empty.
fn white_advantage(t: &Tournament, scores: &[Points]) -> Option<f64> {
    let (mut plus, mut minus) = (Vec::new(), Vec::new());
    for (p, &score) in t.players.iter().zip(scores) {
        match colour_difference(p) {
            1 => plus.push(f64::from(score) / 10.0),
            -1 => minus.push(f64::from(score) / 10.0),
            _ => {}
        }
    }
    (!plus.is_empty() && !minus.is_empty())
        .then(|| super::stats::mean(&plus) - super::stats::mean(&minus))
}

/// Whites minus blacks over a player's played games.
fn colour_difference(p: &crate::tournament::Player) -> i32 {
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
}

/// Games played among the [`TOP_PLAYERS`] highest-rated players (at most a
/// quarter of the field).
fn top_meetings(t: &Tournament) -> usize {
    let mut by_rating: Vec<(u32, PlayerId)> = t.players.iter().map(|p| (p.rating, p.id)).collect();
    by_rating.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    let k = TOP_PLAYERS
        .min(t.players.len() / 4)
        .max(2.min(t.players.len()));
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
    let differences: Vec<i32> = t.players.iter().map(colour_difference).collect();
    let n = differences.len().max(1) as f64;
    let mean = differences.iter().map(|d| f64::from(d.abs())).sum::<f64>() / n;
    (mean, differences.iter().filter(|d| d.abs() > 1).count())
}
