//! Merging the reports of a sharded audit (`audit --shard K/N`) into exactly
//! what one run over all the files writes: the files in the order of the
//! sorted file list (`PathBuf` order, as [`crate::audit::collect_files`] sorts),
//! each with its rows in round order, and the summary counted again from them.
//! The shards may be given in any order; a file in two reports is refused.

use super::{json_report, verdict_named, write_csv, AuditSummary, CSV_HEADER};
use crate::error::{Error, Result};
use crate::verifier::Verdict;
use serde_json::Value;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// A merged report: its text and the summary a single run prints.
#[derive(Debug, Clone)]
pub struct Merged {
    pub text: String,
    pub summary: AuditSummary,
}

/// One report to merge: where it was read from (for messages) and its text.
pub struct Report<'a> {
    pub path: &'a Path,
    pub text: &'a str,
}

/// Adds `value` under `file`, refusing a file already seen in another report.
fn insert_once<T>(
    files: &mut BTreeMap<PathBuf, T>,
    file: PathBuf,
    value: T,
    report: &Path,
) -> Result<()> {
    if files.contains_key(&file) {
        return Err(Error::Request(format!(
            "{} is audited in two reports (again in {}): were the shards cut from the same file list?",
            file.display(),
            report.display()
        )));
    }
    files.insert(file, value);
    Ok(())
}

// ---------------------------------------------------------------------------
// CSV
// ---------------------------------------------------------------------------

/// A CSV row with the line it came from.
struct Row {
    fields: Vec<String>,
    line: u64,
}

/// Merges CSV reports (`audit --csv`). A file audited with no recorded round
/// leaves no row in a CSV report, so it is missing from the merged summary's
/// file count: the JSON reports keep it.
pub fn merge_csv(reports: &[Report]) -> Result<Merged> {
    let mut files: BTreeMap<PathBuf, (&Path, Vec<Row>)> = BTreeMap::new();
    for report in reports {
        for (file, rows) in csv_files(report)? {
            insert_once(&mut files, file, (report.path, rows), report.path)?;
        }
    }
    let mut summary = AuditSummary::default();
    for (report, rows) in files.values() {
        count_csv_file(&mut summary, report, rows)?;
    }
    let rows: Vec<&[String]> = files
        .values()
        .flat_map(|(_, rows)| rows.iter().map(|r| r.fields.as_slice()))
        .collect();
    Ok(Merged {
        text: write_csv(&rows)?,
        summary,
    })
}

/// The rows of one CSV report, grouped by their file (consecutive rows).
fn csv_files(report: &Report) -> Result<Vec<(PathBuf, Vec<Row>)>> {
    let mut reader = csv::ReaderBuilder::new()
        .has_headers(false)
        .from_reader(report.text.as_bytes());
    let mut files: Vec<(PathBuf, Vec<Row>)> = Vec::new();
    for (index, record) in reader.records().enumerate() {
        let line = index as u64 + 1;
        let record = record.map_err(|e| {
            let line = e.position().map_or(line, |p| p.line());
            Error::input(
                report.path,
                line as usize,
                1,
                format!("not a CSV audit report: {e}"),
            )
        })?;
        let fields: Vec<String> = record.iter().map(str::to_string).collect();
        let line = record.position().map_or(line, |p| p.line());
        if index == 0 {
            if fields != CSV_HEADER {
                return Err(Error::input(
                    report.path,
                    1,
                    1,
                    format!("expected the audit CSV header `{}`", CSV_HEADER.join(",")),
                ));
            }
            continue;
        }
        let file = PathBuf::from(&fields[0]);
        let row = Row { fields, line };
        match files.last_mut() {
            Some((last, rows)) if *last == file => rows.push(row),
            _ => files.push((file, vec![row])),
        }
    }
    Ok(files)
}

/// Counts one file's rows as [`AuditSummary::of`] counts the audit they were written from.
fn count_csv_file(summary: &mut AuditSummary, report: &Path, rows: &[Row]) -> Result<()> {
    let unreadable = matches!(rows, [only] if only.fields[1] == "0" && only.fields[4] == "error");
    summary.add_file(unreadable);
    if unreadable {
        return Ok(());
    }
    for row in rows {
        let criterion = Some(row.fields[5].as_str()).filter(|c| !c.is_empty());
        let outcome =
            verdict_of(&row.fields[4], report, row.line as usize, 5)?.map(|v| (v, criterion));
        summary.add_round(outcome);
    }
    Ok(())
}

/// The verdict a report names; `None` for `error`.
fn verdict_of(word: &str, report: &Path, line: usize, column: usize) -> Result<Option<Verdict>> {
    if word == "error" {
        return Ok(None);
    }
    verdict_named(word)
        .map(Some)
        .ok_or_else(|| Error::input(report, line, column, format!("unknown verdict '{word}'")))
}

// ---------------------------------------------------------------------------
// JSON
// ---------------------------------------------------------------------------

/// Merges JSON reports (`audit --json`) of one system.
pub fn merge_json(reports: &[Report]) -> Result<Merged> {
    // The system as the reports write it, compared and written back as is.
    let mut system: Option<Value> = None;
    let mut files: BTreeMap<PathBuf, Value> = BTreeMap::new();
    for report in reports {
        let (report_system, entries) = json_files(report)?;
        if system.as_ref().is_some_and(|s| *s != report_system) {
            return Err(Error::Request(format!(
                "{} is a {report_system} audit, the reports before it are not",
                report.path.display()
            )));
        }
        system = Some(report_system);
        for (file, entry) in entries {
            insert_once(&mut files, file, entry, report.path)?;
        }
    }
    let system = system.ok_or_else(|| Error::Request("no report to merge".into()))?;
    let mut summary = AuditSummary::default();
    for (file, entry) in &files {
        count_json_file(&mut summary, file, entry)?;
    }
    let entries: Vec<&Value> = files.values().collect();
    Ok(Merged {
        text: json_report(&system, &summary, &entries)?,
        summary,
    })
}

/// The system and the per-file entries of one JSON report.
fn json_files(report: &Report) -> Result<(Value, Vec<(PathBuf, Value)>)> {
    let value: Value = serde_json::from_str(report.text).map_err(|e| {
        Error::input(
            report.path,
            e.line(),
            e.column(),
            format!("not a JSON audit report: {e}"),
        )
    })?;
    let malformed = |what: &str| {
        Error::input(
            report.path,
            1,
            1,
            format!("not a JSON audit report: {what}"),
        )
    };
    let system = value["system"].clone();
    if !system.is_string() {
        return Err(malformed("no \"system\""));
    }
    let entries = value["files"]
        .as_array()
        .ok_or_else(|| malformed("no \"files\" list"))?;
    let mut files = Vec::new();
    for entry in entries {
        let path = entry["path"]
            .as_str()
            .ok_or_else(|| malformed("a file without \"path\""))?;
        files.push((PathBuf::from(path), entry.clone()));
    }
    Ok((system, files))
}

/// Counts one file entry as [`AuditSummary::of`] counts the audit it was written from.
fn count_json_file(summary: &mut AuditSummary, file: &Path, entry: &Value) -> Result<()> {
    summary.add_file(!entry["error"].is_null());
    let warned = entry["warnings"].as_array().is_some_and(|w| !w.is_empty());
    summary.warned_files += usize::from(warned);
    for round in entry["rounds"].as_array().map_or(&[][..], Vec::as_slice) {
        let report = &round["report"];
        if report.is_null() {
            summary.add_round(None);
            continue;
        }
        let word = report["verdict"].as_str().unwrap_or_default();
        let verdict = verdict_named(word).ok_or_else(|| {
            Error::Request(format!(
                "{}: round {}: unknown verdict '{word}'",
                file.display(),
                round["round"]
            ))
        })?;
        summary.add_round(Some((verdict, report["finding"]["criterion"].as_str())));
    }
    Ok(())
}
