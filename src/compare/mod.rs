//! `pairproof compare`: two or more rule models side by side.
//!
//! - Over a corpus ([`compare_files`]): every recorded round of every
//!   tournament is paired again under each model from the same recorded
//!   history; the report counts the rounds and tournaments the models pair
//!   differently and, per model, the measures of [`measures`].
//! - Over simulated tournaments ([`simulate`]): each model plays the same
//!   players with the same game model; the report gives outcome measures.

pub mod measures;
pub mod report;
pub mod simulate;
pub mod stats;

use crate::checker::same_pairing;
use crate::model::Model;
use crate::pairing::Pairing;
use crate::solver::Solver;
use crate::state::RoundRequest;
use crate::tournament::{Round, Tournament};
use measures::{measure, Measures};
use rayon::prelude::*;
use serde::Serialize;
use std::path::PathBuf;
use std::time::Instant;

/// What a report says of one model.
#[derive(Debug, Clone, Serialize)]
pub struct ModelSummary {
    pub name: String,
    pub path: PathBuf,
    pub system: String,
    /// The readings, criteria and parameters it changes from its system's defaults.
    pub changes: Vec<String>,
}

impl ModelSummary {
    pub fn of(model: &Model) -> ModelSummary {
        ModelSummary {
            name: model.name.clone(),
            path: model.path.clone(),
            system: model.system.to_string(),
            changes: model.changes(),
        }
    }
}

/// One model's pairings of a corpus.
#[derive(Debug, Clone, Serialize)]
pub struct CorpusModel {
    pub model: ModelSummary,
    pub measures: Measures,
    /// Rounds paired as the file records them.
    pub identical_to_file: usize,
    /// The measures of each round number (index 0: round 1), summed over the tournaments.
    pub by_round: Vec<Measures>,
}

/// A round the models pair differently.
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct RoundDifference {
    pub file: PathBuf,
    pub round: Round,
}

/// The report of `compare` over a corpus.
#[derive(Debug, Clone, Serialize)]
pub struct CorpusReport {
    pub tournaments: usize,
    pub rounds: usize,
    pub differing_rounds: usize,
    pub differing_tournaments: usize,
    pub differences: Vec<RoundDifference>,
    /// Files that could not be read, with the reason.
    pub unreadable: Vec<(PathBuf, String)>,
    pub models: Vec<CorpusModel>,
}

/// One model's outcome on one round.
struct RoundOutcome {
    pairing: Option<Pairing>,
    measures: Measures,
    /// The pairing is the one the file records.
    as_recorded: bool,
}

/// Pairs every recorded round of every file under each model (in parallel
/// over the files), calling `progress` after each file.
/// Each round's outcome under each model, or why the file could not be read.
type FileOutcomes = Result<Vec<Vec<RoundOutcome>>, String>;

pub fn compare_files(
    models: &[Model],
    files: &[PathBuf],
    solver: Solver,
    progress: impl Fn() + Sync,
) -> CorpusReport {
    let per_file: Vec<(PathBuf, FileOutcomes)> = files
        .par_iter()
        .map(|path| {
            let outcome = crate::trf::read_file(path)
                .and_then(|t| rounds_of(models, &t, solver, path))
                .map_err(|e| e.to_string());
            progress();
            (path.clone(), outcome)
        })
        .collect();
    let mut report = CorpusReport {
        tournaments: 0,
        rounds: 0,
        differing_rounds: 0,
        differing_tournaments: 0,
        differences: Vec::new(),
        unreadable: Vec::new(),
        models: models
            .iter()
            .map(|m| CorpusModel {
                model: ModelSummary::of(m),
                measures: Measures::default(),
                identical_to_file: 0,
                by_round: Vec::new(),
            })
            .collect(),
    };
    for (path, outcome) in per_file {
        match outcome {
            Ok(rounds) => add_tournament(&mut report, path, rounds),
            Err(e) => report.unreadable.push((path, e)),
        }
    }
    report
}

fn add_tournament(report: &mut CorpusReport, path: PathBuf, rounds: Vec<Vec<RoundOutcome>>) {
    report.tournaments += 1;
    let mut differs = false;
    for (r, outcomes) in rounds.into_iter().enumerate() {
        report.rounds += 1;
        let Some(first) = outcomes.first().map(|o| &o.pairing) else {
            continue;
        };
        let same = outcomes.iter().all(|o| match (&o.pairing, first) {
            (Some(a), Some(b)) => same_pairing(a, b),
            (None, None) => true,
            _ => false,
        });
        if !same {
            differs = true;
            report.differing_rounds += 1;
            report.differences.push(RoundDifference {
                file: path.clone(),
                round: Round::at_index(r),
            });
        }
        for (model, outcome) in report.models.iter_mut().zip(outcomes) {
            model.measures.add(&outcome.measures);
            if model.by_round.len() <= r {
                model.by_round.resize(r + 1, Measures::default());
            }
            model.by_round[r].add(&outcome.measures);
            model.identical_to_file += usize::from(outcome.as_recorded);
        }
    }
    report.differing_tournaments += usize::from(differs);
}

/// Every recorded round of `t` paired under each model: `[round][model]`.
fn rounds_of(
    models: &[Model],
    t: &Tournament,
    solver: Solver,
    path: &std::path::Path,
) -> crate::error::Result<Vec<Vec<RoundOutcome>>> {
    let total = t.total_rounds();
    // Each model pairs the tournament with the acceleration it asks for (C.04.7).
    let accelerated = models
        .iter()
        .map(|m| {
            let mut t = t.clone();
            m.setup(solver).accelerate(&mut t, path).map(|()| t)
        })
        .collect::<crate::error::Result<Vec<Tournament>>>()?;
    Ok(Round::all(t.rounds_in_file())
        .map(|r| {
            let request = RoundRequest::recorded_round(t, r, total);
            let recorded = Pairing::from_round(t, r);
            models
                .iter()
                .zip(&accelerated)
                .map(|(m, t)| {
                    let mut outcome = pair_and_measure(m, solver, t, &request);
                    outcome.as_recorded = outcome
                        .pairing
                        .as_ref()
                        .is_some_and(|p| same_pairing(p, &recorded));
                    outcome
                })
                .collect()
        })
        .collect())
}

/// Pairs the round under `model` and measures the pairing.
fn pair_and_measure(
    model: &Model,
    solver: Solver,
    t: &Tournament,
    request: &RoundRequest,
) -> RoundOutcome {
    let started = Instant::now();
    let paired = crate::systems::pair(model.setup(solver), t, request);
    let seconds = started.elapsed().as_secs_f64();
    match paired {
        Ok(pairing) => match measure(model.rules.0, t, request, &pairing, seconds) {
            Ok(measures) => RoundOutcome {
                pairing: Some(pairing),
                measures,
                as_recorded: false,
            },
            Err(_) => RoundOutcome {
                pairing: Some(pairing),
                measures: Measures::unpaired(seconds),
                as_recorded: false,
            },
        },
        // No pairing under the absolute criteria, or the engine's failure: either way unpaired.
        Err(_) => RoundOutcome {
            pairing: None,
            measures: Measures::unpaired(seconds),
            as_recorded: false,
        },
    }
}
