//! What each command does, on top of the library: dispatch, the engine form,
//! `pair`, `generate` and `roundtrip` (`check` is in check.rs; `verify`,
//! `audit` and `merge-reports` in verify.rs).

use super::args::{Cli, Command, EngineForm, Format, GenerateArgs, PairArgs};
use super::check::check;
use super::input::{read_tournament, rules_setup};
use super::output::{emit, emit_line, warn, write_atomically};
use super::verify::{audit, merge_reports, verify};
use crate::checklist::checklist;
use crate::error::{Error, Result};
use crate::generator;
use crate::pairing::Pairing;
use crate::state::RoundRequest;
use crate::solver::Solver;
use crate::systems::{self, Setup, SystemId};
use crate::tournament::Tournament;
use crate::trf;
use std::path::{Path, PathBuf};

pub fn dispatch(cli: Cli) -> Result<i32> {
    match cli.command {
        Some(Command::Pair(a)) => pair(&a),
        Some(Command::Check(a)) => check(&a),
        Some(Command::Generate(a)) => generate(&a),
        Some(Command::Verify(a)) => verify(&a),
        Some(Command::Audit(a)) => audit(&a),
        Some(Command::MergeReports(a)) => merge_reports(&a),
        Some(Command::Compare(a)) => super::compare::compare(&a),
        Some(Command::Explain(a)) => super::explain::explain(&a),
        Some(Command::Roundtrip(a)) => roundtrip(&a.files),
        None => engine_form(cli.engine),
    }
}

/// `--dutch in.trf -p [out] [-l [list]]`, `--dutch in.trf -c`, `--dutch -g [cfg] -o out -s N`.
fn engine_form(e: EngineForm) -> Result<i32> {
    if !e.dutch {
        return Err(Error::Request(
            "no command given: use a subcommand (see --help) or --dutch with -p, -c or -g".into(),
        ));
    }
    let input = || {
        e.input
            .clone()
            .ok_or_else(|| Error::Request("an input file is required".into()))
    };
    let (system, why) = match (&e.input, e.generate.is_some()) {
        (Some(path), false) => rules_in_force(&read_tournament(path)?),
        _ => (SystemId::Dutch2026, "a new tournament".to_string()),
    };
    warn(&format!("--dutch: pairing under {system} ({why})\n"));
    if let Some(output) = &e.pair {
        return engine_pair(system.into(), &input()?, output.as_deref(), e.checklist.as_ref());
    }
    if e.check {
        return check(&super::args::CheckArgs {
            system: Some(system),
            model: None,
            files: vec![input()?],
            json: None,
            quiet: false,
            round: None,
            explain: false,
            solver: Solver::Exact,
            checklist: None,
        });
    }
    if let Some(config) = &e.generate {
        let output = e
            .output
            .clone()
            .ok_or_else(|| Error::Request("-g needs -o <file>".into()))?;
        return generate(&GenerateArgs {
            system: Some(system),
            model: None,
            config: config.clone(),
            seed: e.seed.unwrap_or(1),
            output,
            checklist: None,
            trf: trf::Dialect::Trfx,
        });
    }
    Err(Error::Request("--dutch needs one of -p, -c or -g".into()))
}

/// The Dutch rules in force for `t`: those its tournament type (`192`, else
/// `092`) names; else those of its start date (`042`: the 2026 text from
/// 1 February 2026, the 2017 text before); else the 2026 text. With the reason.
pub fn rules_in_force(t: &Tournament) -> (SystemId, String) {
    use crate::tournament::PairingRules;
    // Another code (or `092` free text) says nothing of the Dutch rules: the date decides.
    if let Some(PairingRules::Dutch2026 { .. }) = t.config.pairing_rules() {
        return (SystemId::Dutch2026, format!("tournament type {}", t.config.type_code().unwrap_or_default().trim()));
    }
    let start = t.headers.iter().find(|h| h.code == "042").map(|h| h.text.get(3..).unwrap_or_default().trim().to_string());
    match start.as_deref().and_then(start_date) {
        Some(date) if date >= (2026, 2, 1) => (SystemId::Dutch2026, format!("start date {}", start.unwrap_or_default())),
        Some(_) => (SystemId::Dutch2017, format!("start date {}", start.unwrap_or_default())),
        None => (SystemId::Dutch2026, "no tournament type or start date: the rules in force".to_string()),
    }
}

/// A `042` start date as (year, month, day): `YYYY/MM/DD`, `YYYY-MM-DD`,
/// `YYYY.MM.DD` or `DD.MM.YYYY` (any of those separators).
fn start_date(text: &str) -> Option<(u32, u32, u32)> {
    let parts: Vec<&str> = text.split(|c: char| !c.is_ascii_digit()).filter(|p| !p.is_empty()).collect();
    let [a, b, c] = parts.as_slice() else { return None };
    let number = |p: &str| p.parse::<u32>().ok();
    let (y, m, d) = if a.len() == 4 { (number(a)?, number(b)?, number(c)?) } else if c.len() == 4 { (number(c)?, number(b)?, number(a)?) } else { return None };
    ((1..=12).contains(&m) && (1..=31).contains(&d)).then_some((y, m, d))
}

/// `-p [out] -l [list]`: the list format; the check-list goes to `list`, else
/// beside `out` with the extension `.list` (as bbpPairings names it), else,
/// when the pairing goes to stdout, to stderr so the two stay apart.
fn engine_pair(system: Setup, input: &Path, output: Option<&Path>, list: Option<&Option<PathBuf>>) -> Result<i32> {
    let paired = Paired::next_round(system, input)?;
    write_or_print(output, &paired.pairing.to_list(), &[input])?;
    let Some(list) = list else { return Ok(0) };
    let text = checklist(system, &paired.tournament, &paired.request)?;
    let inputs: Vec<&Path> = [Some(input), output].into_iter().flatten().collect();
    match (list, output) {
        (Some(list), _) => write_atomically(list, &text, &inputs)?,
        (None, Some(out)) => write_atomically(&out.with_extension("list"), &text, &inputs)?,
        (None, None) => warn(&text),
    }
    Ok(0)
}

/// The next round of a tournament, paired.
struct Paired {
    tournament: Tournament,
    request: RoundRequest,
    pairing: Pairing,
}

impl Paired {
    fn next_round(system: Setup, input: &Path) -> Result<Paired> {
        let tournament = read_tournament(input)?;
        Paired::paired(system, tournament)
    }

    fn paired(system: Setup, tournament: Tournament) -> Result<Paired> {
        let request = RoundRequest::next_round(&tournament)?;
        let pairing = systems::pair(system, &tournament, &request)?;
        Ok(Paired { tournament, request, pairing })
    }
}

/// A round without a pairing, for programs: the message and, when the
/// absolute criteria alone leave the players unpairable, the reason as data.
fn unpairable_json(setup: Setup, tournament: &Tournament, message: &str) -> Result<String> {
    let request = RoundRequest::next_round(tournament)?;
    let reason = systems::unpairable(setup, tournament, &request)?;
    let report = serde_json::json!({ "round": request.round + 1, "unpairable": message, "reason": reason });
    Ok(serde_json::to_string_pretty(&report).expect("plain data serialises") + "\n")
}

fn pair(a: &PairArgs) -> Result<i32> {
    let setup = rules_setup(a.system, a.model.as_deref(), a.solver)?;
    let tournament = read_tournament(&a.input)?;
    let paired = match Paired::paired(setup, tournament.clone()) {
        Err(Error::NoPairing(message)) if matches!(a.format, Format::Json) => {
            write_or_print(a.output.as_deref(), &unpairable_json(setup, &tournament, &message)?, &[&a.input])?;
            return Err(Error::NoPairing(message));
        }
        other => other?,
    };
    let text = match a.format {
        Format::List => paired.pairing.to_list(),
        Format::Json => paired.pairing.to_json() + "\n",
        Format::Table => paired.pairing.to_table(&paired.tournament, paired.request.round),
    };
    write_or_print(a.output.as_deref(), &text, &[&a.input])?;
    if let Some(list) = &a.checklist {
        let inputs: Vec<&Path> = [Some(a.input.as_path()), a.output.as_deref()].into_iter().flatten().collect();
        write_atomically(list, &checklist(setup, &paired.tournament, &paired.request)?, &inputs)?;
    }
    Ok(0)
}

/// Writes `text` to `output` (atomically, never over one of `inputs`), or prints it.
fn write_or_print(output: Option<&Path>, text: &str, inputs: &[&Path]) -> Result<()> {
    match output {
        Some(out) => write_atomically(out, text, inputs),
        None => emit(text),
    }
}

fn generate(a: &GenerateArgs) -> Result<i32> {
    let config = match &a.config {
        Some(path) => generator::config::read_config(path)?,
        None => generator::config::GeneratorConfig::default(),
    };
    let setup = rules_setup(a.system, a.model.as_deref(), Solver::default())?;
    let mut lists = String::new();
    let t = generator::generate_with(&config, a.seed, |t, request| {
        if a.checklist.is_some() {
            lists.push_str(&checklist(setup, t, request)?);
            lists.push('\n');
        }
        systems::pair(setup, t, request)
    })?;
    let inputs: Vec<&Path> = a.config.iter().map(PathBuf::as_path).collect();
    let text = match a.trf {
        trf::Dialect::Trfx => trf::write(&t),
        dialect => trf::write_in(&t, dialect),
    };
    write_atomically(&a.output, &text, &inputs)?;
    if let Some(list) = &a.checklist {
        let inputs: Vec<&Path> = inputs.into_iter().chain([a.output.as_path()]).collect();
        write_atomically(list, &lists, &inputs)?;
    }
    Ok(0)
}

fn roundtrip(files: &[PathBuf]) -> Result<i32> {
    let mut ok = 0;
    for f in files {
        match trf::roundtrip(f) {
            Ok(true) => ok += 1,
            Ok(false) => emit_line(format_args!("{}: does not round-trip", f.display()))?,
            Err(e) => emit_line(e)?,
        }
    }
    emit_line(format_args!("{} files, {} round-tripped", files.len(), ok))?;
    Ok(if ok == files.len() { 0 } else { 3 })
}
