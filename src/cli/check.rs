//! `check`: the Free Pairings Checker on files or standard input.

use super::args::CheckArgs;
use super::input::{at_most_one_stdin, input_name, read_tournament, RulesChoice};
use super::output::{emit_line, progress_bar, warn, write_atomically};
use crate::checker::checklist::checklist;
use crate::checker::{self, FileCheck, Produced, Recorded, RoundCheck, Summary};
use crate::error::{Error, Result};
use crate::solver::calls::Calls;
use crate::state::RoundRequest;
use crate::systems::Setup;
use crate::tournament::{Round, Tournament};
use rayon::prelude::*;
use std::path::{Path, PathBuf};

pub fn check(a: &CheckArgs) -> Result<i32> {
    at_most_one_stdin(&a.files)?;
    let files = expand_folders(&a.files)?;
    let keep = a.checklist.is_some() || a.certificates.is_some();
    let choice = RulesChoice::new(&a.rules, a.solving.solver)?;
    let bar = progress_bar(files.len() as u64, "checking");
    let (checks, kept): (Vec<FileCheck>, Vec<Option<(Setup, Tournament)>>) = files
        .par_iter()
        .map(|path| {
            let checked = check_input(&choice, path, a.round, keep, a.quiet);
            bar.inc(1);
            checked
        })
        .unzip();
    bar.finish_and_clear();
    if !a.quiet {
        for check in &checks {
            print_differences(check)?;
            if a.explain {
                explain_differences(check)?;
            }
        }
    }
    if let Some(dir) = &a.certificates {
        certify(dir, &checks, &kept)?;
    }
    report_unreadable(&checks);
    let summary = Summary::of(&checks);
    emit_line(&summary)?;
    let calls: Calls = checks.iter().flat_map(|c| &c.rounds).map(|r| r.calls).sum();
    crate::trace::trace(|| calls.to_string());
    let inputs: Vec<&Path> = files.iter().map(PathBuf::as_path).collect();
    if let Some(json) = &a.json {
        write_atomically(json, &json_report(a, &summary, calls, &checks)?, &inputs)?;
    }
    if let Some(list) = &a.checklist {
        write_atomically(list, &checklists(&checks, &kept)?, &inputs)?;
    }
    let failed = checks
        .iter()
        .flat_map(|c| &c.rounds)
        .any(|r| matches!(r.produced, Produced::Failed(_)));
    Ok(super::verify::batch_exit_code(
        false,
        summary.unreadable_files > 0 || failed,
    ))
}

/// The inputs, a folder standing for the tournament files inside it (as
/// `audit` finds them); files and `-` as given.
fn expand_folders(inputs: &[PathBuf]) -> Result<Vec<PathBuf>> {
    let mut files = Vec::new();
    for path in inputs {
        if path.is_dir() {
            files.extend(crate::audit::collect_files(std::slice::from_ref(path))?);
        } else {
            files.push(path.clone());
        }
    }
    Ok(files)
}

/// On stderr, each file that could not be read (with its reason) and each
/// round pairproof failed to pair.
fn report_unreadable(checks: &[FileCheck]) {
    for c in checks {
        if let Some(e) = &c.error {
            warn(&format!("pairproof: not checked: {e}\n"));
        }
        for r in &c.rounds {
            if let Produced::Failed(m) = &r.produced {
                warn(&format!(
                    "pairproof: {}: round {}: failed: {m}\n",
                    c.path.display(),
                    r.round
                ));
            }
        }
    }
}

/// Checks one input (every round, or only round `only`, 1-based); with
/// `keep`, returns its tournament too, for `--checklist`
/// (standard input cannot be read twice).
/// The JSON report: the system and solver, the summary, the solver calls
/// the run made, and every file's rounds.
fn json_report(
    a: &CheckArgs,
    summary: &Summary,
    calls: Calls,
    checks: &[FileCheck],
) -> Result<String> {
    let report = serde_json::json!({
        "system": a.rules.system,
        "model": a.rules.model,
        "solver": a.solving.solver,
        "summary": summary,
        "solver_calls": calls,
        "files": checks,
    });
    serde_json::to_string_pretty(&report).map_err(|e| Error::Unexpected(e.to_string()))
}

fn check_input(
    choice: &RulesChoice,
    path: &Path,
    only: Option<usize>,
    keep: bool,
    quiet: bool,
) -> (FileCheck, Option<(Setup, Tournament)>) {
    let path_name = input_name(path);
    let read = read_tournament(path, choice.reading).and_then(|mut t| {
        let (setup, note) = choice.for_tournament(&mut t, path)?;
        if let Some(note) = note.filter(|n| !quiet || n.contains("warning:")) {
            warn(&format!("{note}\n"));
        }
        Ok((setup, t))
    });
    match read {
        Ok((setup, t)) => {
            // Round 0 is no round: there is nothing to check.
            let rounds = match only.map(Round::new) {
                Some(None) => Vec::new(),
                only => checker::check_tournament(setup, &t, only.flatten()),
            };
            (
                FileCheck {
                    path: path_name,
                    rounds,
                    error: None,
                },
                keep.then_some((setup, t)),
            )
        }
        Err(e) => {
            let error = Some(e.to_string());
            (
                FileCheck {
                    path: path_name,
                    rounds: Vec::new(),
                    error,
                },
                None,
            )
        }
    }
}

/// `--certificates DIR`: the certificate of pairproof's pairing of every
/// round re-paired, in parallel over the files.
fn certify(dir: &Path, checks: &[FileCheck], kept: &[Option<(Setup, Tournament)>]) -> Result<()> {
    std::fs::create_dir_all(dir).map_err(|e| Error::file(dir, e))?;
    let bar = progress_bar(checks.len() as u64, "certifying");
    let written: Result<Vec<usize>> = checks
        .par_iter()
        .zip(kept.par_iter())
        .map(|(check, kept)| {
            let done = match kept {
                Some((setup, t)) => {
                    checker::certify_produced(*setup, t, &check.rounds, &check.path, dir)
                }
                None => Ok(0),
            };
            bar.inc(1);
            done
        })
        .collect();
    bar.finish_and_clear();
    let written: usize = written?.iter().sum();
    crate::trace::trace(|| format!("{written} certificates written"));
    Ok(())
}

/// `--checklist`: for each file a `== file` heading, then the check-list of
/// every recorded round checked (the round after a file that stops short of
/// `XXR` has none: nobody was paired in it).
fn checklists(checks: &[FileCheck], kept: &[Option<(Setup, Tournament)>]) -> Result<String> {
    let mut out = String::new();
    for (check, kept) in checks.iter().zip(kept) {
        let Some((system, t)) = kept else { continue };
        let system = *system;
        out.push_str(&format!("== {}\n", check.path.display()));
        for r in check
            .rounds
            .iter()
            .filter(|r| r.round.number() <= t.rounds_in_file())
        {
            out.push_str(&checklist(system, t, &recorded_request(t, r))?);
            out.push('\n');
        }
    }
    Ok(out)
}

fn recorded_request(t: &Tournament, r: &RoundCheck) -> RoundRequest {
    RoundRequest::recorded_round(t, r.round, t.total_rounds())
}

fn print_differences(c: &FileCheck) -> Result<()> {
    if let Some(e) = &c.error {
        return emit_line(format_args!("{}: cannot be read: {e}", c.path.display()));
    }
    for r in c.rounds.iter().filter(|r| !r.identical) {
        emit_line(format_args!(
            "{}: round {} differs",
            c.path.display(),
            r.round
        ))?;
        let theirs = match &r.recorded {
            Recorded::Paired(p) => list_lines(&p.to_list()),
            Recorded::Unpairable => vec!["(unpairable)".to_string()],
        };
        let ours = match &r.produced {
            Produced::Paired(p) => list_lines(&p.to_list()),
            Produced::Unpairable { message, .. } => vec![format!("(unpairable: {message})")],
            Produced::Failed(m) => vec![format!("(failed: {m})")],
        };
        emit_line(format_args!("  {:<24} {}", "pairproof", "file"))?;
        for i in 0..ours.len().max(theirs.len()) {
            let left = ours.get(i).map_or("", String::as_str);
            let right = theirs.get(i).map_or("", String::as_str);
            emit_line(format_args!("  {left:<24} {right}"))?;
        }
    }
    Ok(())
}

/// `check --explain`: the verifier's verdict on both pairings of every
/// differing round, as the checker judged them to classify the difference.
fn explain_differences(c: &FileCheck) -> Result<()> {
    let differences = c.rounds.iter().filter_map(|r| r.difference.as_ref());
    for difference in differences {
        let judged = [
            ("file", &difference.reference),
            ("pairproof", &difference.pairproof),
        ];
        for (whose, judgement) in judged {
            let Some(judgement) = judgement else { continue };
            match (&judgement.report, &judgement.error) {
                (Some(report), _) => {
                    let mut lines = report
                        .render()
                        .lines()
                        .map(str::to_string)
                        .collect::<Vec<_>>();
                    let verdict = lines.remove(0);
                    emit_line(format_args!(
                        "  verifier on the {whose}'s pairing: {verdict}"
                    ))?;
                    for line in lines.iter().skip(1) {
                        emit_line(format_args!("    {line}"))?;
                    }
                }
                (None, error) => emit_line(format_args!(
                    "  verifier on the {whose}'s pairing: error: {}",
                    error.as_deref().unwrap_or_default()
                ))?,
            }
        }
    }
    Ok(())
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
