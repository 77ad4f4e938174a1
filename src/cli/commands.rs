//! What each command does, on top of the library.

use super::args::{AuditArgs, CheckArgs, Cli, Command, EngineForm, Format, GenerateArgs, PairArgs, VerifyArgs};
use super::output::{progress_bar, write_atomically};
use crate::checker::{self, FileCheck, Produced, Recorded, Summary};
use crate::error::{Error, Result};
use crate::generator;
use crate::state::RoundRequest;
use crate::solver::calls::Calls;
use crate::solver::Solver;
use crate::systems::{self, Setup, SystemId};
use crate::trf;
use crate::verifier;
use std::path::{Path, PathBuf};

pub fn dispatch(cli: Cli) -> Result<i32> {
    match cli.command {
        Some(Command::Pair(a)) => pair(&a),
        Some(Command::Check(a)) => check(&a),
        Some(Command::Generate(a)) => generate(&a),
        Some(Command::Verify(a)) => verify(&a),
        Some(Command::Audit(a)) => audit(&a),
        Some(Command::Roundtrip(a)) => roundtrip(&a.files),
        None => engine_form(cli.engine),
    }
}

/// `--dutch in.trf -p [out]`, `--dutch in.trf -c`, `--dutch -g [cfg] -o out -s N`.
fn engine_form(e: EngineForm) -> Result<i32> {
    if !e.dutch {
        return Err(Error::Request(
            "no command given: use a subcommand (see --help) or --dutch with -p, -c or -g".into(),
        ));
    }
    let system = SystemId::Dutch2017;
    let input = || {
        e.input
            .clone()
            .ok_or_else(|| Error::Request("an input file is required".into()))
    };
    if let Some(output) = &e.pair {
        return pair(&PairArgs {
            system,
            input: input()?,
            output: output.clone(),
            format: Format::List,
            solver: Solver::Exact,
        });
    }
    if e.check {
        return check(&CheckArgs {
            system,
            files: vec![input()?],
            json: None,
            quiet: false,
            round: None,
            explain: false,
            solver: Solver::Exact,
        });
    }
    if let Some(config) = &e.generate {
        let output = e
            .output
            .clone()
            .ok_or_else(|| Error::Request("-g needs -o <file>".into()))?;
        return generate(&GenerateArgs {
            system,
            config: config.clone(),
            seed: e.seed.unwrap_or(1),
            output,
        });
    }
    Err(Error::Request("--dutch needs one of -p, -c or -g".into()))
}

fn pair(a: &PairArgs) -> Result<i32> {
    let t = trf::read_file(&a.input)?;
    let request = RoundRequest::next_round(&t)?;
    let pairing = systems::pair(Setup { system: a.system, solver: a.solver }, &t, &request)?;
    let text = match a.format {
        Format::List => pairing.to_list(),
        Format::Json => pairing.to_json() + "\n",
    };
    match &a.output {
        Some(out) => write_atomically(out, &text, &[&a.input])?,
        None => print!("{text}"),
    }
    Ok(0)
}

fn check(a: &CheckArgs) -> Result<i32> {
    let bar = progress_bar(a.files.len() as u64, "checking");
    let setup = Setup { system: a.system, solver: a.solver };
    let checks = checker::check_files(setup, &a.files, a.round, |_| bar.inc(1));
    bar.finish_and_clear();
    if !a.quiet {
        for c in &checks {
            print_differences(c);
            if a.explain {
                explain_differences(setup, c);
            }
        }
    }
    let summary = Summary::of(&checks);
    println!("{summary}");
    crate::trace::trace(|| Calls::now().to_string());
    if let Some(json) = &a.json {
        let report = serde_json::json!({ "system": a.system, "solver": a.solver, "summary": summary, "solver_calls": Calls::now(), "files": checks });
        let text = serde_json::to_string_pretty(&report).map_err(|e| Error::Unexpected(e.to_string()))?;
        write_atomically(json, &text, &[])?;
    }
    Ok(0)
}

fn print_differences(c: &FileCheck) {
    if let Some(e) = &c.error {
        println!("{}: cannot be read: {e}", c.path.display());
        return;
    }
    for r in c.rounds.iter().filter(|r| !r.identical) {
        println!("{}: round {} differs", c.path.display(), r.round);
        let theirs = match &r.recorded {
            Recorded::Paired(p) => list_lines(&p.to_list()),
            Recorded::Unpairable => vec!["(unpairable)".to_string()],
        };
        let ours = match &r.produced {
            Produced::Paired(p) => list_lines(&p.to_list()),
            Produced::Unpairable(m) => vec![format!("(unpairable: {m})")],
            Produced::Failed(m) => vec![format!("(failed: {m})")],
        };
        println!("  {:<24} {}", "pairproof", "file");
        for i in 0..ours.len().max(theirs.len()) {
            let left = ours.get(i).map_or("", String::as_str);
            let right = theirs.get(i).map_or("", String::as_str);
            println!("  {left:<24} {right}");
        }
    }
}

/// `check --explain`: the verifier's verdict on both pairings of every
/// differing round.
fn explain_differences(system: Setup, c: &FileCheck) {
    let Ok(t) = trf::read_file(&c.path) else { return };
    for r in c.rounds.iter().filter(|r| !r.identical) {
        let request = RoundRequest::recorded_round(&t, r.round - 1, t.total_rounds());
        let candidates = [
            ("file", match &r.recorded {
                Recorded::Paired(p) => Some(p),
                Recorded::Unpairable => None,
            }),
            ("pairproof", match &r.produced {
                Produced::Paired(p) => Some(p),
                _ => None,
            }),
        ];
        for (whose, pairing) in candidates {
            let Some(pairing) = pairing else { continue };
            match verifier::verify(system, &t, &request, pairing) {
                Ok(report) => {
                    let mut lines = report.render().lines().map(str::to_string).collect::<Vec<_>>();
                    let verdict = lines.remove(0);
                    println!("  verifier on the {whose}'s pairing: {verdict}");
                    for line in lines.iter().skip(1) {
                        println!("    {line}");
                    }
                }
                Err(e) => println!("  verifier on the {whose}'s pairing: error: {e}"),
            }
        }
    }
}

/// The board lines of a pairing list, sorted, without the count line.
fn list_lines(list: &str) -> Vec<String> {
    let mut lines: Vec<String> = list.lines().skip(1).map(str::to_string).collect();
    lines.sort_by_key(|l| {
        l.split_whitespace()
            .map(|x| x.parse::<u32>().unwrap_or(0))
            .collect::<Vec<_>>()
    });
    lines
}

fn generate(a: &GenerateArgs) -> Result<i32> {
    let config = match &a.config {
        Some(path) => generator::config::read_config(path)?,
        None => generator::config::GeneratorConfig::default(),
    };
    let t = generator::generate(a.system, &config, a.seed)?;
    let inputs: Vec<&Path> = a.config.iter().map(PathBuf::as_path).collect();
    write_atomically(&a.output, &trf::write(&t), &inputs)?;
    Ok(0)
}

fn roundtrip(files: &[PathBuf]) -> Result<i32> {
    let mut ok = 0;
    for f in files {
        match trf::roundtrip(f) {
            Ok(true) => ok += 1,
            Ok(false) => println!("{}: does not round-trip", f.display()),
            Err(e) => println!("{e}"),
        }
    }
    println!("{} files, {} round-tripped", files.len(), ok);
    Ok(if ok == files.len() { 0 } else { 3 })
}

fn verify(a: &VerifyArgs) -> Result<i32> {
    let t = trf::read_file(&a.input)?;
    let report = match (&a.pairing, a.round) {
        (Some(list), _) => {
            let text = std::fs::read_to_string(list).map_err(|e| Error::file(list, e))?;
            let tested = crate::pairing::parse_list(&text, list)?;
            let request = RoundRequest::next_round(&t)?;
            verifier::verify(a.system, &t, &request, &tested)?
        }
        (None, Some(round)) if round >= 1 && round <= t.rounds_in_file() => {
            verifier::verify_recorded(a.system, &t, round - 1)?
        }
        (None, Some(round)) => {
            return Err(Error::Request(format!(
                "round {round} is not recorded in {} (it has {} rounds)",
                a.input.display(),
                t.rounds_in_file()
            )))
        }
        (None, None) => return Err(Error::Request("give the pairing under test (--pairing FILE) or a recorded round (--round N)".into())),
    };
    print!("{}", report.render());
    if let Some(json) = &a.json {
        let text = serde_json::to_string_pretty(&report).map_err(|e| Error::Unexpected(e.to_string()))?;
        write_atomically(json, &text, &[&a.input])?;
    }
    Ok(0)
}

fn audit(a: &AuditArgs) -> Result<i32> {
    let files = crate::audit::collect_files(&a.paths)?;
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(a.jobs.unwrap_or(0))
        .build()
        .map_err(|e| Error::Unexpected(e.to_string()))?;
    let bar = progress_bar(files.len() as u64, "auditing");
    let setup = Setup { system: a.system, solver: a.solver };
    let audits = pool.install(|| crate::audit::audit_files(setup, &files, |_| bar.inc(1)));
    bar.finish_and_clear();
    let summary = crate::audit::AuditSummary::of(&audits);
    print!("{summary}");
    crate::trace::trace(|| Calls::now().to_string());
    if let Some(csv) = &a.csv {
        write_atomically(csv, &crate::audit::to_csv(&audits)?, &[])?;
    }
    if let Some(json) = &a.json {
        let report = serde_json::json!({ "system": a.system, "solver": a.solver, "summary": summary, "solver_calls": Calls::now(), "files": audits });
        let text = serde_json::to_string_pretty(&report).map_err(|e| Error::Unexpected(e.to_string()))?;
        write_atomically(json, &text, &[])?;
    }
    Ok(0)
}
