//! What each command does, on top of the library: dispatch, the engine form,
//! `pair`, `generate` and `roundtrip` (`check` is in check.rs; `verify`,
//! `audit` and `merge-reports` in verify.rs).

use super::args::{
    Cli, Command, EngineForm, Format, GenerateArgs, NamedRules, PairArgs, RulesArgs, SolverArgs,
};
use super::check::check;
use super::input::{read_tournament, rules_setup, RulesChoice};
use super::output::{emit, emit_line, warn, write_atomically};
use super::verify::{audit, merge_reports, verify};
use crate::checker::checklist::{checklist, engine_checklist};
use crate::error::{Error, Result};
use crate::generator;
use crate::pairing::Pairing;
use crate::solver::Solver;
use crate::state::RoundRequest;
use crate::systems::{self, Setup, SystemId};
use crate::tournament::Tournament;
use crate::trf;
use crate::trf::Reading;
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
        Some(Command::Endorse(a)) => super::endorse::endorse(&a),
        Some(Command::Certificate(a)) => super::verify::certificate(&a),
        Some(Command::Explain(a)) => super::explain::explain(&a),
        Some(Command::Roundtrip(a)) => roundtrip(&a.files),
        None => engine_form(cli.engine),
    }
}

/// `--dutch in.trf -p [out] [-l [list]]`, `--dutch in.trf -c`, `--dutch -g [cfg] -o out -s N`
/// (or `--burstein`, `--dubov`, `--lim`, `--double-swiss`, `--team` in place of `--dutch`).
fn engine_form(e: EngineForm) -> Result<i32> {
    let Some((flag, named)) = engine_system(&e) else {
        return Err(Error::Request(
            "no command given: use a subcommand (see --help) or --dutch/--burstein/--dubov/--lim/--double-swiss/--team with -p, -c or -g".into(),
        ));
    };
    let input = || {
        e.input
            .clone()
            .ok_or_else(|| Error::Request("an input file is required".into()))
    };
    let (system, why) = match (&e.input, e.generate.is_some(), named) {
        (Some(path), false, Some(system)) => {
            flag_matches_type(&read_tournament(path, Reading::Strict)?, flag, system)?;
            (system, flag.to_string())
        }
        (_, _, Some(system)) => (system, flag.to_string()),
        (Some(path), false, None) => dutch_rules_of(&read_tournament(path, Reading::Strict)?)?,
        _ => (systems::IN_FORCE, "a new tournament".to_string()),
    };
    warn(&format!("{flag}: pairing under {system} ({why})\n"));
    if let Some(output) = &e.pair {
        let setup = Setup::from(system).with_baku(e.baku);
        return engine_pair(setup, &input()?, output.as_deref(), e.checklist.as_ref());
    }
    if e.check {
        return check(&super::args::CheckArgs {
            rules: RulesArgs {
                system: Some(system),
                baku: e.baku,
                model: None,
                strict: true,
            },
            files: vec![input()?],
            json: None,
            quiet: false,
            round: None,
            explain: false,
            certificates: None,
            solving: SolverArgs {
                solver: Solver::Exact,
            },
            checklist: None,
        });
    }
    if let Some(config) = &e.generate {
        let output = e
            .output
            .clone()
            .ok_or_else(|| Error::Request("-g needs -o <file>".into()))?;
        return generate(&GenerateArgs {
            rules: NamedRules {
                system: Some(system),
                model: None,
            },
            baku: e.baku,
            config: config.clone(),
            seed: e.seed.unwrap_or(1),
            output,
            checklist: None,
            trf: trf::Dialect::Trfx,
        });
    }
    Err(Error::Request(format!("{flag} needs one of -p, -c or -g")))
}

/// The engine form's system flag and the system it names (`None` for
/// `--dutch`, whose rules the tournament decides).
fn engine_system(e: &EngineForm) -> Option<(&'static str, Option<SystemId>)> {
    [
        (e.dutch, "--dutch", None),
        (e.burstein, "--burstein", Some(SystemId::Burstein)),
        (e.dubov, "--dubov", Some(SystemId::Dubov)),
        (e.lim, "--lim", Some(SystemId::Lim)),
        (
            e.double_swiss,
            "--double-swiss",
            Some(SystemId::DoubleSwiss),
        ),
        (e.team, "--team", Some(SystemId::TeamSwiss)),
    ]
    .into_iter()
    .find(|(set, _, _)| *set)
    .map(|(_, flag, system)| (flag, system))
}

/// A file whose type code names another system than the flag is invalid
/// input (exit 3, as bbpPairings when the file and the flag disagree).
fn flag_matches_type(t: &Tournament, flag: &str, system: SystemId) -> Result<()> {
    let Some(code) = t.config.type_code() else {
        return Ok(());
    };
    let code = code.trim();
    match systems::system_of_type(code) {
        systems::TypeSystem::Available(id) if id != system => Err(Error::Request(format!(
            "{flag} asks for {system}, but the tournament type {code} names {id}"
        ))),
        systems::TypeSystem::Lacking(name) => Err(Error::Request(format!(
            "{flag} asks for {system}, but the tournament type {code} names {name}"
        ))),
        _ => Ok(()),
    }
}

/// The Dutch rules in force for `t` ([`systems::rules_in_force`]), with the
/// reason. A file typed for another system is invalid input for `--dutch`
/// (exit 3, as bbpPairings), the message naming both.
fn dutch_rules_of(t: &Tournament) -> Result<(SystemId, String)> {
    let (system, why) = systems::rules_in_force(t).map_err(|e| match e {
        Error::Unavailable(m) => {
            Error::Request(format!("--dutch asks for the Dutch system, but the {m}"))
        }
        other => other,
    })?;
    if !system.is_dutch() {
        return Err(Error::Request(format!(
            "--dutch asks for the Dutch system, but the {why} names {system}"
        )));
    }
    Ok((system, why))
}

/// `-p [out] -l [list]`: the list format, and the check-list in bbpPairings'
/// layout: to `list`, else beside the input with the extension `.list` (as
/// bbpPairings names it), else (standard input) beside `out`, else, when the
/// pairing goes to stdout, to stderr so the two stay apart. When no pairing
/// exists (exit 1), the pairing file is left empty and the check-list lists
/// the players with no current game, as bbpPairings does.
fn engine_pair(
    system: Setup,
    input: &Path,
    output: Option<&Path>,
    list: Option<&Option<PathBuf>>,
) -> Result<i32> {
    let list_file = list.and_then(|named| {
        named.clone().or_else(|| {
            let beside = if input == Path::new("-") {
                output?
            } else {
                input
            };
            Some(beside.with_extension("list"))
        })
    });
    let inputs: Vec<&Path> = [Some(input), output].into_iter().flatten().collect();
    let mut tournament = read_tournament(input, Reading::Strict)?;
    system.accelerate(&mut tournament, &super::input::input_name(input))?;
    let request = RoundRequest::next_round(&tournament)?;
    let (pairing, outcome) = match systems::pair(system, &tournament, &request) {
        Err(Error::NoPairing(message)) => (Pairing::default(), Err(Error::NoPairing(message))),
        other => (other?, Ok(0)),
    };
    let listed = match outcome {
        Ok(_) => pairing.to_list(),
        Err(_) => String::new(),
    };
    write_or_print(output, &listed, &[input])?;
    if list.is_some() {
        let text = engine_checklist(system, &tournament, &request, &pairing)?;
        match &list_file {
            Some(file) => write_atomically(file, &text, &inputs)?,
            None => warn(&text),
        }
    }
    outcome
}

/// The next round of a tournament, paired.
struct Paired {
    tournament: Tournament,
    request: RoundRequest,
    pairing: Pairing,
}

impl Paired {
    fn of(system: Setup, tournament: Tournament) -> Result<Paired> {
        let request = RoundRequest::next_round(&tournament)?;
        let pairing = systems::pair(system, &tournament, &request)?;
        Ok(Paired {
            tournament,
            request,
            pairing,
        })
    }
}

/// A round without a pairing, for programs: the message and, when the
/// absolute criteria alone leave the players unpairable, the reason as data.
fn unpairable_json(setup: Setup, tournament: &Tournament, message: &str) -> Result<String> {
    let request = RoundRequest::next_round(tournament)?;
    let reason = systems::unpairable(setup, tournament, &request)?;
    let report =
        serde_json::json!({ "round": request.round, "unpairable": message, "reason": reason });
    Ok(serde_json::to_string_pretty(&report).expect("plain data serialises") + "\n")
}

fn pair(a: &PairArgs) -> Result<i32> {
    let choice = RulesChoice::new(&a.rules, a.solving.solver)?;
    let mut tournament = read_tournament(&a.input, choice.reading)?;
    let (setup, note) = choice.for_tournament(&mut tournament, &a.input)?;
    if let Some(note) = note {
        warn(&format!("{note}\n"));
    }
    let paired = match Paired::of(setup, tournament.clone()) {
        Err(Error::NoPairing(message)) if matches!(a.format, Format::Json) => {
            write_or_print(
                a.output.as_deref(),
                &unpairable_json(setup, &tournament, &message)?,
                &[&a.input],
            )?;
            return Err(Error::NoPairing(message));
        }
        other => other?,
    };
    let text = match a.format {
        Format::List => paired.pairing.to_list(),
        Format::Json => {
            serde_json::to_string_pretty(&paired.pairing).expect("a pairing always serialises")
                + "\n"
        }
        Format::Table => {
            super::table::boards(&paired.pairing, &paired.tournament, paired.request.round)
        }
    };
    write_or_print(a.output.as_deref(), &text, &[&a.input])?;
    if let Some(list) = &a.checklist {
        let inputs: Vec<&Path> = [Some(a.input.as_path()), a.output.as_deref()]
            .into_iter()
            .flatten()
            .collect();
        write_atomically(
            list,
            &checklist(setup, &paired.tournament, &paired.request)?,
            &inputs,
        )?;
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
    let setup =
        rules_setup(a.rules.system, a.rules.model.as_deref(), Solver::default())?.with_baku(a.baku);
    let mut lists = String::new();
    // A system of two-game matches plays both games of every board.
    let prepare = |t: &mut Tournament| {
        if setup.system.plays_matches() {
            generator::two_game_matches(t);
        }
    };
    let mut engine = |t: &Tournament, request: &RoundRequest| {
        let mut t = t.clone();
        setup.accelerate(&mut t, &a.output)?;
        if a.checklist.is_some() {
            lists.push_str(&checklist(setup, &t, request)?);
            lists.push('\n');
        }
        systems::pair(setup, &t, request)
    };
    let inputs: Vec<&Path> = a.config.iter().map(PathBuf::as_path).collect();
    if setup.system.pairs_teams() {
        // A team event is written as a TRF-2026 team file, whatever `--trf` says.
        let generated = generator::teams::run(&config, a.seed, |t, r, _| engine(t, r))?;
        write_atomically(&a.output, &generated.text, &inputs)?;
        if let Some(list) = &a.checklist {
            let inputs: Vec<&Path> = inputs.into_iter().chain([a.output.as_path()]).collect();
            write_atomically(list, &lists, &inputs)?;
        }
        return Ok(0);
    }
    if config.teams.is_some() || config.boards.is_some() || config.team_type.is_some() {
        return Err(Error::Request(format!(
            "TeamsNumber, BoardsNumber and TeamType are for team systems, not {}",
            setup.system
        )));
    }
    let mut t = generator::run_prepared(&config, a.seed, prepare, engine, |rng, s, _, w, b| {
        generator::results::board_result(rng, s, w.1, b.1)
    })?
    .tournament;
    // The file records the virtual points it was paired with (XXA, or 250).
    setup.accelerate(&mut t, &a.output)?;
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
