//! `verify`, `audit` and `merge-reports`: verdicts on pairings, one round or
//! many, and the `--deny` exit code.

use super::args::{AuditArgs, CertificateAction, CertificateArgs, MergeArgs, VerifyArgs};
use super::input::{at_most_one_stdin, input_name, read_text, read_tournament};
use super::output::{emit, progress_bar, write_atomically};
use crate::audit::merge::{merge_csv, merge_json, Report};
use crate::audit::{self, denies, json_report, AuditSummary};
use crate::error::{Error, ExitCode, Result};
use crate::solver::calls::Calls;
use crate::state::RoundRequest;
use crate::tournament::Round;
use crate::verifier;
use std::path::{Path, PathBuf};

/// The exit code once the run is complete: [`ExitCode::Denied`] when it met a
/// verdict the caller denies, else success.
fn exit_code(denied: bool) -> i32 {
    if denied {
        ExitCode::Denied as i32
    } else {
        ExitCode::Success as i32
    }
}

pub fn verify(a: &VerifyArgs) -> Result<i32> {
    let choice = super::input::RulesChoice::new(&a.rules, crate::solver::Solver::default())?;
    let mut t = read_tournament(&a.input, choice.reading)?;
    let (setup, note) = choice.for_tournament(&mut t, &a.input)?;
    if let Some(note) = note {
        super::output::warn(&format!("{note}\n"));
    }
    let recorded = a
        .round
        .and_then(Round::new)
        .filter(|r| r.number() <= t.rounds_in_file());
    let (request, tested) = match (&a.pairing, a.round, recorded) {
        (Some(list), _, _) => {
            at_most_one_stdin(&[a.input.clone(), list.clone()])?;
            let text = read_text(list)?;
            let tested = crate::pairing::parse_list(&text, &input_name(list))?;
            (RoundRequest::next_round(&t)?, tested)
        }
        (None, _, Some(round)) => (
            RoundRequest::recorded_round(&t, round, t.total_rounds()),
            crate::pairing::Pairing::from_round(&t, round),
        ),
        (None, Some(round), None) => {
            return Err(Error::Request(format!(
                "round {round} is not recorded in {} (it has {} rounds)",
                input_name(&a.input).display(),
                t.rounds_in_file()
            )))
        }
        (None, None, _) => {
            return Err(Error::Request(
                "give the pairing under test (--pairing FILE) or a recorded round (--round N)"
                    .into(),
            ))
        }
    };
    let report = match &a.certificate {
        None => verifier::verify_every(setup, &t, &request, &tested)?,
        Some(path) => {
            let (report, mut certificate) =
                verifier::verify_certified(setup, &t, &request, &tested)?;
            certificate.tournament = crate::audit::tournament_file(&a.input);
            let text = serde_json::to_string_pretty(&certificate)
                .map_err(|e| Error::Unexpected(e.to_string()))?;
            write_atomically(path, &(text + "\n"), &[&a.input])?;
            report
        }
    };
    emit(&report.render())?;
    if let Some(json) = &a.json {
        let text =
            serde_json::to_string_pretty(&report).map_err(|e| Error::Unexpected(e.to_string()))?;
        write_atomically(json, &text, &[&a.input])?;
    }
    Ok(exit_code(denies(&a.deny.verdicts, report.verdict)))
}

pub fn audit(a: &AuditArgs) -> Result<i32> {
    let mut files = audit::collect_files(&a.paths)?;
    if let Some(shard) = a.shard {
        files = shard.select(files);
    }
    let pool = a.workers.pool()?;
    let bar = progress_bar(files.len() as u64, "auditing");
    let choice = super::input::RulesChoice::new(&a.rules, a.solving.solver)?;
    // Each file's rules line, kept to be printed in file order after the run.
    let notes = std::sync::Mutex::new(std::collections::BTreeMap::new());
    let setup_of = |t: &mut crate::tournament::Tournament, path: &Path| {
        let (setup, note) = choice.for_tournament(t, path)?;
        if let (Some(note), Ok(mut notes)) = (note, notes.lock()) {
            notes.insert(path.to_path_buf(), note);
        }
        Ok(setup)
    };
    if let Some(dir) = &a.certificates {
        std::fs::create_dir_all(dir).map_err(|e| Error::file(dir, e))?;
    }
    let audits = pool.install(|| {
        audit::audit_files_with(
            &setup_of,
            &files,
            choice.reading,
            a.certificates.as_deref(),
            |_| bar.inc(1),
        )
    });
    bar.finish_and_clear();
    let notes = notes.into_inner().unwrap_or_default();
    report_incomplete(&audits, &notes);
    let summary = AuditSummary::of(&audits);
    emit(&summary.to_string())?;
    crate::trace::trace(|| {
        let rounds = audits.iter().flat_map(|a| &a.rounds);
        rounds.map(|r| r.calls).sum::<Calls>().to_string()
    });
    if let Some(csv) = &a.csv {
        write_atomically(csv, &audit::to_csv(&audits)?, &as_paths(&files))?;
    }
    if let Some(json) = &a.json {
        write_atomically(
            json,
            &json_report(&choice.named.map(|s| s.system), &summary, &audits)?,
            &as_paths(&files),
        )?;
    }
    Ok(batch_exit_code(
        summary.any_denied(&a.deny.verdicts),
        summary.incomplete(),
    ))
}

/// A batch's exit code: [`ExitCode::Denied`] when it met a verdict the caller
/// denies, else [`ExitCode::Incomplete`] when a file could not be read or a
/// round was left undecided, else success.
pub fn batch_exit_code(denied: bool, incomplete: bool) -> i32 {
    match (denied, incomplete) {
        (true, _) => ExitCode::Denied as i32,
        (false, true) => ExitCode::Incomplete as i32,
        (false, false) => ExitCode::Success as i32,
    }
}

/// On stderr, file by file in order: the conventions applied to read it, the
/// rules it is judged under (`notes`), why it could not be read, each round
/// the verifier failed on or left undecided.
fn report_incomplete(
    audits: &[audit::FileAudit],
    notes: &std::collections::BTreeMap<PathBuf, String>,
) {
    for file in audits {
        let name = file.path.display();
        if let Some(note) = notes.get(&file.path) {
            super::output::warn(&format!("{note}\n"));
        }
        for w in &file.warnings {
            super::output::warn(&format!("{w}\n"));
        }
        if let Some(e) = &file.error {
            super::output::warn(&format!("pairproof: not audited: {e}\n"));
        }
        for r in &file.rounds {
            match (&r.report, &r.error) {
                (None, e) => super::output::warn(&format!(
                    "pairproof: {name}: round {}: error: {}\n",
                    r.round,
                    e.as_deref().unwrap_or_default()
                )),
                (Some(report), _) if report.verdict == verifier::Verdict::Undecided => {
                    let why = report.finding.as_ref().map(|f| f.message.as_str());
                    super::output::warn(&format!(
                        "pairproof: {name}: round {}: undecided{}\n",
                        r.round,
                        why.map(|m| format!(": {m}")).unwrap_or_default()
                    ))
                }
                _ => {}
            }
        }
    }
}

pub fn merge_reports(a: &MergeArgs) -> Result<i32> {
    let texts = a
        .reports
        .iter()
        .map(|path| std::fs::read_to_string(path).map_err(|e| Error::file(path, e)))
        .collect::<Result<Vec<String>>>()?;
    let reports: Vec<Report> = a
        .reports
        .iter()
        .zip(&texts)
        .map(|(path, text)| Report { path, text })
        .collect();
    let merged = if a.json {
        merge_json(&reports)?
    } else {
        merge_csv(&reports)?
    };
    write_atomically(&a.output, &merged.text, &as_paths(&a.reports))?;
    emit(&merged.summary.to_string())?;
    Ok(batch_exit_code(
        merged.summary.any_denied(&a.deny.verdicts),
        merged.summary.incomplete(),
    ))
}

fn as_paths(files: &[PathBuf]) -> Vec<&Path> {
    files.iter().map(PathBuf::as_path).collect()
}

/// `certificate check FILES`: the independent checker on each file, every
/// rejection named on stderr; exit 3 (invalid input) when any is rejected.
pub fn certificate(a: &CertificateArgs) -> Result<i32> {
    let CertificateAction::Check { files, quiet, trf } = &a.action;
    let expanded = certificate_files(files)?;
    let given = match trf {
        Some(path) => Some((
            path.clone(),
            std::fs::read(path).map_err(|e| Error::file(path, e))?,
        )),
        None => None,
    };
    let mut total = crate::certificate::check::Checked::default();
    let (mut accepted, mut rejected) = (0, 0);
    for file in &expanded {
        let text = read_text(file)?;
        let name = input_name(file);
        let checked = serde_json::from_str::<crate::certificate::RoundCertificate>(&text)
            .map_err(|e| format!("not a certificate: {e}"))
            .and_then(|c| {
                let found = match &given {
                    Some(g) => Some(g.clone()),
                    None => tournament_of(&c, file),
                };
                let shown = found.as_ref().map(|(p, _)| p.display().to_string());
                let bytes = found.as_ref().map(|(_, b)| b.as_slice());
                let t = shown.as_deref().zip(bytes).map(|(name, bytes)| {
                    crate::certificate::check::TournamentBytes { name, bytes }
                });
                crate::certificate::check::check_against(&c, t)
            });
        match checked {
            Ok(checked) => {
                accepted += 1;
                total
                    .proved
                    .extend(checked.proved.iter().map(|_| String::new()));
                total
                    .trusted
                    .extend(checked.trusted.iter().map(|_| String::new()));
                total.levels_derived += checked.levels_derived;
                total.levels_trusted += checked.levels_trusted;
                total.levels_claimed += checked.levels_claimed;
                if !quiet {
                    emit(&format!("{}: {}", name.display(), checked.render()))?
                }
            }
            Err(why) => {
                rejected += 1;
                eprintln!("pairproof: {}: certificate rejected: {why}", name.display());
            }
        }
    }
    emit(&format!(
        "{accepted} certificates accepted, {rejected} rejected ({} facts proved, {} taken on trust; levels accepted: {} forms derived from the tournament, {} forms trusted, {} claimed)\n",
        total.proved.len(),
        total.trusted.len(),
        total.levels_derived,
        total.levels_trusted,
        total.levels_claimed
    ))?;
    Ok(if rejected > 0 { 3 } else { 0 })
}

/// The tournament a certificate names: its path as written, else the file
/// of that name beside the certificate.
fn tournament_of(
    c: &crate::certificate::RoundCertificate,
    certificate: &Path,
) -> Option<(PathBuf, Vec<u8>)> {
    let recorded = PathBuf::from(&c.tournament.as_ref()?.path);
    let beside = certificate
        .parent()
        .zip(recorded.file_name())
        .map(|(dir, name)| dir.join(name));
    let relative = certificate.parent().map(|dir| dir.join(&recorded));
    [Some(recorded), relative, beside]
        .into_iter()
        .flatten()
        .find_map(|p| std::fs::read(&p).ok().map(|bytes| (p, bytes)))
}

/// The files named, a folder standing for every `*.json` inside it (sorted).
fn certificate_files(files: &[PathBuf]) -> Result<Vec<PathBuf>> {
    let mut expanded = Vec::new();
    for path in files {
        if path.is_dir() {
            let mut inside: Vec<PathBuf> = std::fs::read_dir(path)
                .map_err(|e| Error::file(path, e))?
                .filter_map(|entry| entry.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|x| x == "json"))
                .collect();
            inside.sort();
            expanded.extend(inside);
        } else {
            expanded.push(path.clone());
        }
    }
    Ok(expanded)
}
