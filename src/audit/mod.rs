//! Batch audits: every recorded round of every tournament under some paths,
//! verified in parallel, reported as CSV rows and a summary of verdicts; the
//! reports of a sharded audit merged into one ([`merge`]).

pub mod merge;

use crate::error::{Error, Result};
use crate::solver::calls::{self, Calls};
use crate::systems::Setup;
use crate::tournament::Round;
use crate::verifier::{self, RoundReport, Verdict};
use rayon::prelude::*;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The verifier's answer for one recorded round, or why there is none.
#[derive(Debug, Clone, serde::Serialize)]
pub struct RoundAudit {
    pub round: Round,
    pub report: Option<RoundReport>,
    pub error: Option<String>,
    /// The solver calls judging the round took.
    #[serde(skip)]
    pub calls: Calls,
}

#[derive(Debug, Clone, serde::Serialize)]
pub struct FileAudit {
    pub path: PathBuf,
    pub rounds: Vec<RoundAudit>,
    /// The file could not be read.
    pub error: Option<String>,
    /// The conventions applied to read it (`file:line:column: warning: ...`).
    pub warnings: Vec<String>,
}

/// The tournament files under `paths` (files as given, directories
/// recursively, as [`crate::trf::find_files`] finds them), sorted.
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

/// The setup a file is audited under, given the tournament read from it
/// (which it may accelerate, C.04.7).
pub type SetupOf<'a> =
    dyn Fn(&mut crate::tournament::Tournament, &Path) -> crate::error::Result<Setup> + Sync + 'a;

/// Audits one file under the setup `setup_of` chooses for it, writing each
/// round's certificate into `certificates` when given (see
/// [`crate::certificate`]) as `<path with / as _>-round<N>.json`.
pub fn audit_file_with(
    setup_of: &SetupOf,
    path: &Path,
    reading: crate::trf::Reading,
    certificates: Option<&Path>,
) -> FileAudit {
    let read = crate::trf::read_file_as(path, reading).and_then(|read| {
        let mut t = read.tournament;
        setup_of(&mut t, path).map(|setup| (setup, t, read.warnings))
    });
    let (system, t, warnings) = match read {
        Ok(read) => read,
        Err(e) => {
            return FileAudit {
                path: path.to_path_buf(),
                rounds: Vec::new(),
                error: Some(e.to_string()),
                warnings: Vec::new(),
            }
        }
    };
    let warnings = warnings.iter().map(ToString::to_string).collect();
    let rounds = (0..t.rounds_in_file())
        .into_par_iter()
        .map(Round::at_index)
        .map(|r| {
            let (verified, calls) =
                calls::counted(|| verify_round(system, &t, r, path, certificates));
            match verified {
                Ok(report) => RoundAudit {
                    round: r,
                    report: Some(report),
                    error: None,
                    calls,
                },
                Err(e) => RoundAudit {
                    round: r,
                    report: None,
                    error: Some(e.to_string()),
                    calls,
                },
            }
        })
        .collect();
    FileAudit {
        path: path.to_path_buf(),
        rounds,
        error: None,
        warnings,
    }
}

/// Verifies round `r` of `t`, read from `path`, writing its
/// certificate into the folder `certificates` when given.
fn verify_round(
    system: Setup,
    t: &crate::tournament::Tournament,
    r: Round,
    path: &Path,
    certificates: Option<&Path>,
) -> Result<RoundReport> {
    let Some(dir) = certificates else {
        return verifier::verify_recorded(system, t, r);
    };
    let (report, certificate) = verifier::verify_recorded_certified(system, t, r)?;
    write_certificate(dir, path, r, &certificate)?;
    Ok(report)
}

/// Writes round `r`'s certificate of the tournament read from `source` into
/// the folder `dir`, named after the source's path (`..` as `up`, the
/// separators as `_`: one file a source and round, none hidden).
pub fn write_certificate(
    dir: &Path,
    source: &Path,
    r: Round,
    certificate: &crate::certificate::RoundCertificate,
) -> Result<()> {
    let parts: Vec<String> = source
        .components()
        .filter_map(|c| match c {
            std::path::Component::Normal(x) => Some(x.to_string_lossy().into_owned()),
            std::path::Component::ParentDir => Some("up".to_string()),
            _ => None,
        })
        .collect();
    let name = format!("{}-round{}.json", parts.join("_"), r);
    let mut certificate = certificate.clone();
    certificate.tournament = tournament_file(source);
    let text = serde_json::to_string(&certificate)
        .map_err(|e| crate::error::Error::Unexpected(e.to_string()))?;
    let file = dir.join(name);
    // Written beside its place, then renamed: a run cut short leaves no half certificate.
    let part = file.with_extension("json.part");
    std::fs::write(&part, text + "\n")
        .and_then(|()| std::fs::rename(&part, &file))
        .map_err(|e| crate::error::Error::file(&file, e))
}

/// The tournament file a certificate records: its path and the hash of its
/// bytes (none when it cannot be read again, e.g. standard input).
pub fn tournament_file(source: &Path) -> Option<crate::certificate::TournamentFile> {
    let bytes = std::fs::read(source).ok()?;
    Some(crate::certificate::TournamentFile::of(source, &bytes))
}

/// Audits many files in parallel, calling `progress` after each file.
pub fn audit_files(
    system: impl Into<Setup>,
    files: &[PathBuf],
    progress: impl Fn(&FileAudit) + Sync,
) -> Vec<FileAudit> {
    let system = system.into();
    audit_files_with(
        &|t: &mut crate::tournament::Tournament, path: &Path| {
            system.accelerate(t, path).map(|()| system)
        },
        files,
        crate::trf::Reading::Strict,
        None,
        progress,
    )
}

/// Audits many files in parallel, each under the setup `setup_of` chooses,
/// writing every round's certificate into `certificates` when given.
pub fn audit_files_with(
    setup_of: &SetupOf,
    files: &[PathBuf],
    reading: crate::trf::Reading,
    certificates: Option<&Path>,
    progress: impl Fn(&FileAudit) + Sync,
) -> Vec<FileAudit> {
    files
        .par_iter()
        .map(|f| {
            let audit = audit_file_with(setup_of, f, reading, certificates);
            progress(&audit);
            audit
        })
        .collect()
}

/// The columns of the CSV report.
pub const CSV_HEADER: [&str; 8] = [
    "file",
    "round",
    "players",
    "brackets",
    "verdict",
    "criterion",
    "bracket_score",
    "details",
];

/// One CSV row per round: file, round, players, brackets, verdict, criterion,
/// bracket score, details. An unreadable file is one row with round 0.
pub fn to_csv(audits: &[FileAudit]) -> Result<String> {
    let mut rows = Vec::new();
    for a in audits {
        let file = a.path.display().to_string();
        if let Some(e) = &a.error {
            rows.push(vec![
                file,
                "0".into(),
                String::new(),
                String::new(),
                "error".into(),
                String::new(),
                String::new(),
                e.clone(),
            ]);
            continue;
        }
        rows.extend(a.rounds.iter().map(|r| csv_row(&file, r)));
    }
    write_csv(&rows)
}

fn csv_row(file: &str, r: &RoundAudit) -> Vec<String> {
    match (&r.report, &r.error) {
        (Some(rep), _) => {
            let f = rep.finding.as_ref();
            vec![
                file.to_string(),
                r.round.to_string(),
                rep.players.to_string(),
                rep.brackets.to_string(),
                rep.verdict.word().to_string(),
                f.map(|f| f.criterion.clone()).unwrap_or_default(),
                f.and_then(|f| f.bracket_score.clone()).unwrap_or_default(),
                f.map(|f| f.message.clone()).unwrap_or_default(),
            ]
        }
        (None, e) => vec![
            file.to_string(),
            r.round.to_string(),
            String::new(),
            String::new(),
            "error".to_string(),
            String::new(),
            String::new(),
            e.clone().unwrap_or_default(),
        ],
    }
}

/// The CSV text of a report: [`CSV_HEADER`], then `rows`.
pub fn write_csv<R: AsRef<[String]>>(rows: &[R]) -> Result<String> {
    let mut w = csv::Writer::from_writer(Vec::new());
    let fail = |e: csv::Error| Error::Unexpected(e.to_string());
    w.write_record(CSV_HEADER).map_err(fail)?;
    for row in rows {
        w.write_record(row.as_ref()).map_err(fail)?;
    }
    let bytes = w
        .into_inner()
        .map_err(|e| Error::Unexpected(e.to_string()))?;
    String::from_utf8(bytes).map_err(|e| Error::Unexpected(e.to_string()))
}

/// The JSON report of a batch command: its system, summary and per-file details.
pub fn json_report(
    system: &impl serde::Serialize,
    summary: &impl serde::Serialize,
    files: &impl serde::Serialize,
) -> Result<String> {
    let report = serde_json::json!({ "system": system, "summary": summary, "files": files });
    serde_json::to_string_pretty(&report).map_err(|e| Error::Unexpected(e.to_string()))
}

/// Rounds per verdict (and per first failing criterion), files and errors.
#[derive(Debug, Clone, Default, serde::Serialize)]
pub struct AuditSummary {
    pub files: usize,
    pub unreadable_files: usize,
    /// Files read with a convention applied (each with its warnings on stderr).
    pub warned_files: usize,
    pub rounds: usize,
    pub errors: usize,
    pub verdicts: BTreeMap<Verdict, usize>,
    pub criteria: BTreeMap<String, usize>,
}

impl AuditSummary {
    pub fn of(audits: &[FileAudit]) -> AuditSummary {
        let mut s = AuditSummary::default();
        for a in audits {
            s.add_file(a.error.is_some());
            s.warned_files += usize::from(!a.warnings.is_empty());
            for r in &a.rounds {
                s.add_round(r.report.as_ref().map(|rep| {
                    (
                        rep.verdict,
                        rep.finding.as_ref().map(|f| f.criterion.as_str()),
                    )
                }));
            }
        }
        s
    }

    pub fn add_file(&mut self, unreadable: bool) {
        self.files += 1;
        self.unreadable_files += usize::from(unreadable);
    }

    /// One round: its verdict and the criterion of its finding, if any;
    /// `None` when the verifier failed on it.
    pub fn add_round(&mut self, outcome: Option<(Verdict, Option<&str>)>) {
        self.rounds += 1;
        let Some((verdict, criterion)) = outcome else {
            self.errors += 1;
            return;
        };
        *self.verdicts.entry(verdict).or_default() += 1;
        if let Some(criterion) = criterion {
            *self
                .criteria
                .entry(format!("{} {criterion}", verdict.word()))
                .or_default() += 1;
        }
    }

    /// Whether the audit is incomplete: a file could not be read, a round
    /// was left undecided or the verifier failed on it ([`crate::error::ExitCode::Incomplete`]).
    pub fn incomplete(&self) -> bool {
        let undecided = self.verdicts.get(&Verdict::Undecided).copied().unwrap_or(0);
        self.unreadable_files + self.errors + undecided > 0
    }

    /// Whether some round got a verdict in `deny` (an unreadable file or a
    /// round the verifier failed on counts as `error`).
    pub fn any_denied(&self, deny: &[Denied]) -> bool {
        deny.iter().any(|d| match d.verdict() {
            Some(v) => self.verdicts.get(&v).is_some_and(|&n| n > 0),
            None => self.errors + self.unreadable_files > 0,
        })
    }
}

/// Verdicts in the order the summary lists them.
pub const VERDICTS: [Verdict; 5] = [
    Verdict::Optimal,
    Verdict::Colours,
    Verdict::Suboptimal,
    Verdict::Illegal,
    Verdict::Undecided,
];

/// The verdict a report calls `word` (`optimal`, `suboptimal`...).
pub fn verdict_named(word: &str) -> Option<Verdict> {
    VERDICTS.into_iter().find(|v| v.word() == word)
}

/// What `--deny` can refuse: a verdict other than `optimal`, or `error` (a file
/// that could not be read, a round the verifier failed on).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Denied {
    Suboptimal,
    Illegal,
    Colours,
    Undecided,
    Error,
}

impl Denied {
    /// The verdict denied; `None` for `error`.
    pub fn verdict(self) -> Option<Verdict> {
        match self {
            Denied::Suboptimal => Some(Verdict::Suboptimal),
            Denied::Illegal => Some(Verdict::Illegal),
            Denied::Colours => Some(Verdict::Colours),
            Denied::Undecided => Some(Verdict::Undecided),
            Denied::Error => None,
        }
    }
}

/// Whether `verdict` is one of `deny`.
pub fn denies(deny: &[Denied], verdict: Verdict) -> bool {
    deny.iter().any(|d| d.verdict() == Some(verdict))
}

/// `--shard K/N`: the K-th (1-based) of N slices of the sorted file list, the
/// files at (0-based) positions i with i % N == K - 1. Dealt round-robin rather
/// than cut in N blocks because neighbouring names (`big-1`, `big-2`...) often
/// have similar sizes, and a block of big files would make one shard the slowest.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Shard {
    /// 1-based.
    pub index: usize,
    pub count: usize,
}

impl Shard {
    /// This shard's files out of the sorted list [`collect_files`] returns.
    pub fn select(self, files: Vec<PathBuf>) -> Vec<PathBuf> {
        files
            .into_iter()
            .enumerate()
            .filter(|(i, _)| i % self.count == self.index - 1)
            .map(|(_, f)| f)
            .collect()
    }
}

impl std::str::FromStr for Shard {
    type Err = String;
    fn from_str(text: &str) -> std::result::Result<Shard, String> {
        let expected = || format!("expected K/N with 1 <= K <= N (e.g. 2/3), not '{text}'");
        let (k, n) = text.split_once('/').ok_or_else(expected)?;
        let (index, count) = match (k.trim().parse::<usize>(), n.trim().parse::<usize>()) {
            (Ok(k), Ok(n)) if 1 <= k && k <= n => (k, n),
            _ => return Err(expected()),
        };
        Ok(Shard { index, count })
    }
}

impl std::fmt::Display for AuditSummary {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        writeln!(
            f,
            "{} files ({} unreadable), {} rounds",
            self.files, self.unreadable_files, self.rounds
        )?;
        if self.warned_files > 0 {
            writeln!(
                f,
                "{} files read with a convention applied (warnings on stderr)",
                self.warned_files
            )?;
        }
        writeln!(f, "{:<12} {:>8}", "verdict", "rounds")?;
        for v in VERDICTS {
            writeln!(
                f,
                "{:<12} {:>8}",
                v.word(),
                self.verdicts.get(&v).copied().unwrap_or(0)
            )?;
        }
        writeln!(f, "{:<12} {:>8}", "error", self.errors)?;
        for (criterion, n) in &self.criteria {
            writeln!(f, "  {criterion:<18} {n:>6}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shards_deal_the_sorted_files_round_robin() {
        let files: Vec<PathBuf> = (0..7).map(|i| PathBuf::from(format!("f{i}.trf"))).collect();
        let names = |k: usize| -> Vec<String> {
            let shard: Shard = format!("{k}/3").parse().expect("a shard");
            shard
                .select(files.clone())
                .iter()
                .map(|f| f.display().to_string())
                .collect()
        };
        assert_eq!(names(1), ["f0.trf", "f3.trf", "f6.trf"]);
        assert_eq!(names(2), ["f1.trf", "f4.trf"]);
        assert_eq!(names(3), ["f2.trf", "f5.trf"]);
    }

    /// Exit code 7's condition: a file not read, a round the verifier
    /// failed on, or a round left undecided; other verdicts leave it complete.
    #[test]
    fn an_audit_is_incomplete_with_a_file_unread_or_a_round_undecided() {
        let mut s = AuditSummary::default();
        s.add_file(false);
        for v in [
            Verdict::Optimal,
            Verdict::Suboptimal,
            Verdict::Illegal,
            Verdict::Colours,
        ] {
            s.add_round(Some((v, None)));
        }
        assert!(!s.incomplete());
        let mut undecided = s.clone();
        undecided.add_round(Some((Verdict::Undecided, Some("C.10"))));
        assert!(undecided.incomplete());
        let mut failed = s.clone();
        failed.add_round(None);
        assert!(failed.incomplete());
        let mut unread = s;
        unread.add_file(true);
        assert!(unread.incomplete());
    }

    #[test]
    fn a_shard_is_k_of_n_with_k_from_1_to_n() {
        for bad in ["0/3", "4/3", "3", "a/b", "1/0", ""] {
            assert!(bad.parse::<Shard>().is_err(), "{bad}");
        }
        assert_eq!("3/3".parse::<Shard>(), Ok(Shard { index: 3, count: 3 }));
    }
}
