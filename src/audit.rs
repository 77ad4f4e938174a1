//! Batch audits: every recorded round of every tournament under some paths,
//! verified in parallel, reported as CSV rows and a summary of verdicts.

use crate::error::{Error, Result};
use crate::systems::Setup;
use crate::verifier::{self, RoundReport, Verdict};
use rayon::prelude::*;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The verifier's answer for one recorded round, or why there is none.
#[derive(Debug, Clone, serde::Serialize)]
pub struct RoundAudit {
    pub round: usize,
    pub report: Option<RoundReport>,
    pub error: Option<String>,
}

#[derive(Debug, Clone, serde::Serialize)]
pub struct FileAudit {
    pub path: PathBuf,
    pub rounds: Vec<RoundAudit>,
    /// The file could not be read.
    pub error: Option<String>,
}

/// The `*.trf` files under `paths` (files as given, directories recursively), sorted.
pub fn collect_files(paths: &[PathBuf]) -> Result<Vec<PathBuf>> {
    let mut files = Vec::new();
    for p in paths {
        if p.is_dir() {
            files.extend(crate::trf::find_files(p));
        } else if p.exists() {
            files.push(p.clone());
        } else {
            return Err(Error::file(p, "no such file or directory"));
        }
    }
    files.sort();
    files.dedup();
    Ok(files)
}

/// Audits one file: every round it records.
pub fn audit_file(system: impl Into<Setup>, path: &Path) -> FileAudit {
    let system = system.into();
    let t = match crate::trf::read_file(path) {
        Ok(t) => t,
        Err(e) => {
            return FileAudit {
                path: path.to_path_buf(),
                rounds: Vec::new(),
                error: Some(e.to_string()),
            }
        }
    };
    let rounds = (0..t.rounds_in_file())
        .into_par_iter()
        .map(|r| match verifier::verify_recorded(system, &t, r) {
            Ok(report) => RoundAudit {
                round: r + 1,
                report: Some(report),
                error: None,
            },
            Err(e) => RoundAudit {
                round: r + 1,
                report: None,
                error: Some(e.to_string()),
            },
        })
        .collect();
    FileAudit {
        path: path.to_path_buf(),
        rounds,
        error: None,
    }
}

/// Audits many files in parallel, calling `progress` after each file.
pub fn audit_files(system: impl Into<Setup>, files: &[PathBuf], progress: impl Fn(&FileAudit) + Sync) -> Vec<FileAudit> {
    let system = system.into();
    files
        .par_iter()
        .map(|f| {
            let audit = audit_file(system, f);
            progress(&audit);
            audit
        })
        .collect()
}

/// One CSV row per round: file, round, players, brackets, verdict, criterion,
/// bracket score, details. An unreadable file is one row with round 0.
pub fn to_csv(audits: &[FileAudit]) -> Result<String> {
    let mut w = csv::Writer::from_writer(Vec::new());
    let fail = |e: csv::Error| Error::Unexpected(e.to_string());
    w.write_record(["file", "round", "players", "brackets", "verdict", "criterion", "bracket_score", "details"])
        .map_err(fail)?;
    for a in audits {
        let file = a.path.display().to_string();
        if let Some(e) = &a.error {
            w.write_record([file.as_str(), "0", "", "", "error", "", "", e.as_str()]).map_err(fail)?;
            continue;
        }
        for r in &a.rounds {
            let row = match (&r.report, &r.error) {
                (Some(rep), _) => {
                    let f = rep.finding.as_ref();
                    [
                        file.clone(),
                        r.round.to_string(),
                        rep.players.to_string(),
                        rep.brackets.to_string(),
                        rep.verdict.word().to_string(),
                        f.map(|f| f.criterion.clone()).unwrap_or_default(),
                        f.and_then(|f| f.bracket_score.clone()).unwrap_or_default(),
                        f.map(|f| f.message.clone()).unwrap_or_default(),
                    ]
                }
                (None, e) => [
                    file.clone(),
                    r.round.to_string(),
                    String::new(),
                    String::new(),
                    "error".to_string(),
                    String::new(),
                    String::new(),
                    e.clone().unwrap_or_default(),
                ],
            };
            w.write_record(&row).map_err(fail)?;
        }
    }
    let bytes = w.into_inner().map_err(|e| Error::Unexpected(e.to_string()))?;
    String::from_utf8(bytes).map_err(|e| Error::Unexpected(e.to_string()))
}

/// Rounds per verdict (and per first failing criterion), files and errors.
#[derive(Debug, Clone, Default, serde::Serialize)]
pub struct AuditSummary {
    pub files: usize,
    pub unreadable_files: usize,
    pub rounds: usize,
    pub errors: usize,
    pub verdicts: BTreeMap<Verdict, usize>,
    pub criteria: BTreeMap<String, usize>,
}

impl AuditSummary {
    pub fn of(audits: &[FileAudit]) -> AuditSummary {
        let mut s = AuditSummary::default();
        for a in audits {
            s.files += 1;
            s.unreadable_files += usize::from(a.error.is_some());
            for r in &a.rounds {
                s.rounds += 1;
                match &r.report {
                    Some(rep) => {
                        *s.verdicts.entry(rep.verdict).or_default() += 1;
                        if let Some(f) = &rep.finding {
                            *s.criteria.entry(format!("{} {}", rep.verdict.word(), f.criterion)).or_default() += 1;
                        }
                    }
                    None => s.errors += 1,
                }
            }
        }
        s
    }
}

impl std::fmt::Display for AuditSummary {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        writeln!(f, "{} files ({} unreadable), {} rounds", self.files, self.unreadable_files, self.rounds)?;
        writeln!(f, "{:<12} {:>8}", "verdict", "rounds")?;
        for v in [Verdict::Optimal, Verdict::Colours, Verdict::Suboptimal, Verdict::Illegal, Verdict::Undecided] {
            writeln!(f, "{:<12} {:>8}", v.word(), self.verdicts.get(&v).copied().unwrap_or(0))?;
        }
        writeln!(f, "{:<12} {:>8}", "error", self.errors)?;
        for (criterion, n) in &self.criteria {
            writeln!(f, "  {criterion:<18} {n:>6}")?;
        }
        Ok(())
    }
}
