//! `endorse`: the endorsement test against another engine (see [`crate::endorse`]).

use super::args::EndorseArgs;
use super::output::{emit, progress_bar_of, write_atomically};
use crate::endorse::{self, engine::EngineCommand, kinds::Kind, report::Summary, Plan};
use crate::error::{Error, Result};
use std::path::Path;
use std::time::Duration;

pub fn endorse(a: &EndorseArgs) -> Result<i32> {
    if !a.engine.contains("{in}") || !a.engine.contains("{out}") {
        return Err(Error::Request(format!(
            "--engine `{}` needs both {{in}} and {{out}}",
            a.engine
        )));
    }
    if !(a.timeout > 0.0 && a.timeout.is_finite()) {
        return Err(Error::Request(format!(
            "--timeout {} is no positive number of seconds",
            a.timeout
        )));
    }
    if a.tournaments == 0 {
        return Err(Error::Request("--tournaments must be at least 1".into()));
    }
    let setup = super::input::rules_setup(
        a.rules.system,
        a.rules.model.as_deref(),
        crate::solver::Solver::default(),
    )?;
    let config = match &a.config {
        Some(path) => crate::generator::config::read_config(path)?,
        None => crate::generator::GeneratorConfig::default(),
    };
    let mut kinds: Vec<Kind> = a.kinds.clone();
    kinds.dedup();
    if setup.system.pairs_teams() && kinds.contains(&Kind::Accelerated) {
        // Virtual points are `XXA` lines of players; a team file has none for teams.
        return Err(Error::Request(
            "--kinds accelerated: a team file carries no virtual points for its teams".into(),
        ));
    }
    let (work, keep) = match &a.keep {
        Some(dir) => (dir.clone(), true),
        None => (
            std::env::temp_dir().join(format!("pairproof-endorse-{}", std::process::id())),
            false,
        ),
    };
    std::fs::create_dir_all(&work).map_err(|e| Error::file(&work, e))?;
    let plan = Plan {
        setup,
        engine: EngineCommand {
            template: a.engine.clone(),
            timeout: Duration::from_secs_f64(a.timeout),
        },
        tournaments: a.tournaments,
        seed: a.seed,
        config,
        kinds: kinds.clone(),
        dialect: a.trf,
        work: work.clone(),
        keep,
    };
    let pool = a.workers.pool()?;
    let bar = progress_bar_of(a.tournaments as u64, "endorsing", "tournaments");
    let played = pool.install(|| endorse::run(&plan, || bar.inc(1)));
    bar.finish_and_clear();
    if !keep {
        let _ = std::fs::remove_dir_all(&work);
    }
    let system = a
        .rules
        .system
        .map(|s| s.to_string())
        .unwrap_or_else(|| setup.rules().name().to_string());
    let summary = Summary::of(
        &system,
        &a.engine,
        a.seed,
        kinds.iter().map(|k| k.word()).collect(),
        &played,
    );
    emit(&summary.table())?;
    let inputs: Vec<&Path> = a.config.iter().map(|p| p.as_path()).collect();
    if let Some(json) = &a.reports.json {
        write_atomically(json, &summary.json(&played), &inputs)?;
    }
    if let Some(csv) = &a.reports.csv {
        write_atomically(
            csv,
            &Summary::csv(&played).map_err(Error::Unexpected)?,
            &inputs,
        )?;
    }
    if let Some(html) = &a.reports.html {
        write_atomically(html, &summary.html(), &inputs)?;
    }
    Ok(0)
}
