//! Sharded audits: `audit --shard K/N` of `corpora/dutch-2017` in three
//! shards, merged with `merge-reports`, equals one run over the whole corpus
//! (CSV and JSON byte for byte, and the printed summary).

use crate::cli_support;
use cli_support::*;

const SHARDS: usize = 3;

/// The first line of a CSV audit report.
const HEADER: &str = "file,round,players,brackets,verdict,criterion,bracket_score,details\n";

/// Writes a CSV report of the given rows.
fn csv_report(dir: &std::path::Path, name: &str, rows: &str) -> String {
    write(dir, name, &format!("{HEADER}{rows}"))
}

/// Audits the corpus (or one shard of it) writing `name.csv` and `name.json`.
fn audit(dir: &std::path::Path, name: &str, shard: Option<usize>) -> Run {
    let (csv, json) = (
        arg(&dir.join(format!("{name}.csv"))),
        arg(&dir.join(format!("{name}.json"))),
    );
    let corpus = repo("corpora/dutch-2017");
    let mut args = vec![
        "audit",
        "--system",
        "dutch-2017",
        corpus.as_str(),
        "--csv",
        csv.as_str(),
        "--json",
        json.as_str(),
    ];
    let shard = shard.map(|k| format!("{k}/{SHARDS}"));
    if let Some(shard) = &shard {
        args.extend(["--shard", shard.as_str()]);
    }
    let r = run(&args);
    assert_code(&r, 0);
    r
}

/// The number of files a summary reports (`N files (M unreadable), R rounds`).
fn files_in(summary: &str) -> usize {
    summary.split_whitespace().next().unwrap().parse().unwrap()
}

#[test]
fn three_shards_merged_equal_one_run() {
    let dir = scratch("shards");
    let whole = audit(&dir, "whole", None);
    let shards: Vec<Run> = (1..=SHARDS)
        .map(|k| audit(&dir, &format!("shard{k}"), Some(k)))
        .collect();
    let sizes: Vec<usize> = shards.iter().map(|r| files_in(&r.stdout)).collect();
    assert_eq!(
        sizes.iter().sum::<usize>(),
        files_in(&whole.stdout),
        "{sizes:?}"
    );
    assert!(
        sizes.iter().all(|&n| n >= files_in(&whole.stdout) / SHARDS),
        "round-robin slices: {sizes:?}"
    );

    // Shards given out of order on purpose: the merge sorts by file.
    for ext in ["csv", "json"] {
        let reports: Vec<String> = [3, 1, 2]
            .iter()
            .map(|k| arg(&dir.join(format!("shard{k}.{ext}"))))
            .collect();
        let merged = arg(&dir.join(format!("merged.{ext}")));
        let mut args = vec!["merge-reports"];
        args.extend(reports.iter().map(String::as_str));
        args.extend(["-o", merged.as_str()]);
        if ext == "json" {
            args.push("--json");
        }
        let r = run(&args);
        assert_code(&r, 0);
        assert_eq!(r.stdout, whole.stdout, "{ext}: the same summary");
        assert!(
            read(&merged) == read(&arg(&dir.join(format!("whole.{ext}")))),
            "{ext}: merged report differs from one run"
        );
    }
}

#[test]
fn a_file_in_two_reports_is_refused() {
    let dir = scratch("shards-twice");
    let csv = csv_report(&dir, "a.csv", "x.trf,1,4,1,optimal,,,\n");
    let r = run(&["merge-reports", &csv, &csv, "-o", &arg(&dir.join("m.csv"))]);
    assert_code(&r, 3);
    assert!(
        r.stderr.contains("x.trf is audited in two reports"),
        "{}",
        r.stderr
    );
}

#[test]
fn merge_reports_counts_and_denies() {
    let dir = scratch("shards-deny");
    let a = csv_report(
        &dir,
        "a.csv",
        "b.trf,1,4,1,optimal,,,\nb.trf,2,4,2,suboptimal,C.10,1.0,better\n",
    );
    let b = csv_report(&dir, "b.csv", "a.trf,0,,,error,,,unreadable\n");
    let out = arg(&dir.join("m.csv"));
    let r = run(&["merge-reports", &a, &b, "-o", &out, "--deny", "suboptimal"]);
    assert_code(&r, 6);
    assert!(
        r.stdout.starts_with("2 files (1 unreadable), 2 rounds\n"),
        "{}",
        r.stdout
    );
    assert!(r.stdout.contains("suboptimal C.10"), "{}", r.stdout);
    assert!(
        read(&out).lines().nth(1).unwrap().starts_with("a.trf,0,"),
        "sorted by file"
    );
    let bad = write(&dir, "bad.csv", "not,a,report\n");
    let e = run(&["merge-reports", &bad, "-o", &out]);
    assert_code(&e, 3);
    assert!(e.stderr.contains("bad.csv:1:1"), "{}", e.stderr);
}
