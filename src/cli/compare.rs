//! `pairproof compare`: rule models over a corpus or simulated tournaments.

use super::args::CompareArgs;
use super::output::{emit, progress_bar, write_atomically};
use crate::compare::report::{corpus_figures, simulation_figures, Figures};
use crate::compare::{
    compare_files,
    simulate::{simulate, StrengthModel},
};
use crate::error::{Error, Result};
use crate::generator::{self, GeneratorConfig};
use crate::model::{self, Model};
use crate::solver::Solver;
use std::path::{Path, PathBuf};

pub fn compare(a: &CompareArgs) -> Result<i32> {
    if a.models.len() < 2 {
        return Err(Error::Request(
            "compare needs two or more --model files".into(),
        ));
    }
    let models = a
        .models
        .iter()
        .map(|p| model::load(p))
        .collect::<Result<Vec<Model>>>()?;
    let pool = a.workers.pool()?;
    let mut inputs: Vec<PathBuf> = a.models.clone();
    let (figures, json, html) = match a.simulate {
        Some(n) => {
            let config = match &a.config {
                Some(path) => {
                    inputs.push(path.clone());
                    generator::read_config(path)?
                }
                None => GeneratorConfig::default(),
            };
            let bar = progress_bar(n as u64, "simulating");
            let strength = study_strength(a)?;
            let report =
                pool.install(|| simulate(&models, &config, strength, n, a.seed, || bar.inc(1)))?;
            bar.finish_and_clear();
            let json = to_json(&report)?;
            let html = a
                .reports
                .html
                .as_ref()
                .map(|_| crate::html_report::simulation_page(&report, &json))
                .transpose()?;
            (simulation_figures(&report), json, html)
        }
        None => {
            let files = crate::audit::collect_files(&a.paths)?;
            inputs.extend(files.iter().cloned());
            let bar = progress_bar(files.len() as u64, "comparing");
            let report =
                pool.install(|| compare_files(&models, &files, Solver::default(), || bar.inc(1)));
            bar.finish_and_clear();
            let json = to_json(&report)?;
            let html = a
                .reports
                .html
                .as_ref()
                .map(|_| crate::html_report::corpus_page(&report, &json))
                .transpose()?;
            (corpus_figures(&report), json, html)
        }
    };
    write_outputs(a, &figures, &json, html, &inputs)
}

/// The strength model of `--strength-spread`, `--rating-noise` and `--white-elo`.
fn study_strength(a: &CompareArgs) -> Result<StrengthModel> {
    let finite = |name: &str, x: f64| {
        if x.is_finite() && x >= 0.0 {
            Ok(x)
        } else {
            Err(Error::Request(format!(
                "{name} must be a finite number of Elo points, at least 0 (got {x})"
            )))
        }
    };
    Ok(StrengthModel {
        mean: finite("--strength-mean", a.strength_mean)?,
        spread: a
            .strength_spread
            .map(|x| finite("--strength-spread", x))
            .transpose()?,
        rating_noise: finite("--rating-noise", a.rating_noise)?,
        white_elo: if a.white_elo.is_finite() {
            a.white_elo
        } else {
            return Err(Error::Request("--white-elo must be a finite number".into()));
        },
    })
}

fn to_json(report: &impl serde::Serialize) -> Result<String> {
    serde_json::to_string_pretty(report)
        .map(|s| s + "\n")
        .map_err(|e| Error::Unexpected(e.to_string()))
}

fn write_outputs(
    a: &CompareArgs,
    figures: &Figures,
    json: &str,
    html: Option<String>,
    inputs: &[PathBuf],
) -> Result<i32> {
    let inputs: Vec<&Path> = inputs.iter().map(PathBuf::as_path).collect();
    emit(&figures.to_table())?;
    if let Some(path) = &a.reports.csv {
        write_atomically(path, &figures.to_csv()?, &inputs)?;
    }
    if let Some(path) = &a.reports.json {
        write_atomically(path, json, &inputs)?;
    }
    if let (Some(path), Some(html)) = (&a.reports.html, html) {
        write_atomically(path, &html, &inputs)?;
    }
    Ok(0)
}
