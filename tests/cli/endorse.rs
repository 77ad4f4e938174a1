//! `pairproof endorse` against a deliberately faulty engine
//! (`tests/engines/faulty.sh`): pairproof itself with faults planted in
//! some rounds (two boards' opponents swapped, board 1's colours reversed,
//! a crash, garbage for output, a hang). Every planted fault is found in its
//! round and classified, and no other round differs.

use crate::cli_support;

use cli_support::{arg, assert_code, repo, run, scratch};
use std::collections::BTreeMap;

#[test]
fn every_planted_fault_found_and_classified() {
    let dir = scratch("endorse-faulty");
    let log = dir.join("planted.log");
    let json = dir.join("report.json");
    let csv = dir.join("report.csv");
    let html = dir.join("report.html");
    // Small tournaments, so that no honest round comes near the time limit.
    let config = dir.join("rtg.properties");
    std::fs::write(&config, "PlayersNumber=16\nRoundsNumber=6\n").unwrap();
    let engine = format!(
        "sh {} {} dutch-2017 {} {{in}} {{out}}",
        repo("tests/engines/faulty.sh"),
        env!("CARGO_BIN_EXE_pairproof"),
        arg(&log)
    );
    let out = run(&[
        "endorse",
        "--system",
        "dutch-2017",
        "--engine",
        &engine,
        "--tournaments",
        "8",
        "--seed",
        "5",
        "--kinds",
        "small,absent,points,accelerated",
        "--timeout",
        "5",
        "--config",
        &arg(&config),
        "--json",
        &arg(&json),
        "--csv",
        &arg(&csv),
        "--html",
        &arg(&html),
    ]);
    assert_code(&out, 0);
    let planted: BTreeMap<(u64, u64), String> = std::fs::read_to_string(&log)
        .unwrap()
        .lines()
        .map(|l| {
            let f: Vec<&str> = l.split_whitespace().collect();
            (
                (f[0].parse().unwrap(), f[1].parse().unwrap()),
                f[2].to_string(),
            )
        })
        .collect();
    let kinds: std::collections::BTreeSet<&str> = planted.values().map(String::as_str).collect();
    assert_eq!(
        kinds.len(),
        5,
        "every kind of fault planted at least once: {planted:?}"
    );

    let report: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&json).unwrap()).unwrap();
    let found: BTreeMap<(u64, u64), String> = report["differences"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| {
            (
                (
                    d["tournament"].as_u64().unwrap(),
                    d["round"].as_u64().unwrap(),
                ),
                d["class"].as_str().unwrap().to_string(),
            )
        })
        .collect();
    assert_eq!(
        found.keys().collect::<Vec<_>>(),
        planted.keys().collect::<Vec<_>>(),
        "the differing rounds are the planted ones\nfound {found:?}\nplanted {planted:?}\n{}",
        out.stdout
    );
    for (at, fault) in &planted {
        let class = found[at].as_str();
        let expected: &[&str] = match fault.as_str() {
            // Other pairs: a rematch, a worse candidate, or as good and later in the order.
            "swap" => &["illegal", "suboptimal", "order", "colours"],
            "colours" => &["colours"],
            "crash" => &["crashed"],
            "garbage" => &["garbage"],
            "hang" => &["timed-out"],
            other => panic!("unknown fault {other}"),
        };
        assert!(
            expected.contains(&class),
            "tournament {} round {}: {fault} classified {class}",
            at.0,
            at.1
        );
    }
    // A colour fault names the allocation's paragraph; a suboptimal swap has pairproof's witness.
    for d in report["differences"].as_array().unwrap() {
        match d["class"].as_str().unwrap() {
            "colours" => assert!(d["paragraph"].as_str().unwrap().starts_with('E'), "{d}"),
            "suboptimal" => assert!(
                d["witness"]["pairs"]
                    .as_array()
                    .is_some_and(|p| !p.is_empty()),
                "{d}"
            ),
            "crashed" => assert!(
                d["message"]
                    .as_str()
                    .unwrap()
                    .contains("exit code 3: faulty engine: planted crash"),
                "{d}"
            ),
            _ => {}
        }
    }
    assert_eq!(
        report["rounds_differing"].as_u64().unwrap() as usize,
        planted.len()
    );
    let tournaments: std::collections::BTreeSet<u64> = planted.keys().map(|k| k.0).collect();
    assert_eq!(
        report["tournaments_differing"].as_u64().unwrap() as usize,
        tournaments.len()
    );
    assert_eq!(
        report["tournaments_differing_per_1000"].as_f64().unwrap(),
        tournaments.len() as f64 * 1000.0 / 8.0
    );
    assert!(out.stdout.contains("per 1000"), "{}", out.stdout);
    let rows = std::fs::read_to_string(&csv).unwrap();
    assert_eq!(rows.lines().count(), planted.len() + 1, "{rows}");
    let page = std::fs::read_to_string(&html).unwrap();
    assert!(
        page.starts_with("<!DOCTYPE html>")
            && page.contains("timed-out")
            && !page.contains("<script"),
        "self-contained page"
    );
}

#[test]
fn an_engine_command_without_placeholders_is_refused() {
    let out = run(&[
        "endorse",
        "--system",
        "dutch-2017",
        "--engine",
        "true",
        "--tournaments",
        "1",
    ]);
    assert_code(&out, 3);
    assert!(
        out.stderr.contains("needs both {in} and {out}"),
        "{}",
        out.stderr
    );
}

/// A team system's engine is given the team file (TRF-2026 team lines, 310) and
/// its pairing is read as teams: pairproof itself as the engine matches every
/// round, and one round with board 1's teams' colours reversed is found.
#[test]
fn a_team_system_engine_pairs_team_files() {
    let dir = scratch("endorse-teams");
    let json = dir.join("report.json");
    let engine = dir.join("engine.sh");
    std::fs::write(
        &engine,
        "grep -q '^310 ' \"$2\" || { echo 'no team lines' >&2; exit 9; }\n\
         \"$1\" pair --system team-swiss \"$2\" -o \"$3\" || exit $?\n\
         if [ \"$PAIRPROOF_ROUND\" = 2 ]; then\n\
         awk 'NR==2 {print $2, $1; next} {print}' \"$3\" > \"$3.tmp\" && mv \"$3.tmp\" \"$3\"\n\
         fi\n",
    )
    .unwrap();
    let command = format!(
        "sh {} {} {{in}} {{out}}",
        arg(&engine),
        env!("CARGO_BIN_EXE_pairproof")
    );
    let out = run(&[
        "endorse",
        "--system",
        "team-swiss",
        "--engine",
        &command,
        "--tournaments",
        "3",
        "--kinds",
        "small",
        "--json",
        &arg(&json),
    ]);
    assert_code(&out, 0);
    let report: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&json).unwrap()).unwrap();
    assert_eq!(report["tournaments_failed"], 0, "{}", out.stdout);
    let rounds: Vec<(u64, &str)> = report["differences"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| (d["round"].as_u64().unwrap(), d["class"].as_str().unwrap()))
        .collect();
    assert_eq!(rounds.len(), 3, "one difference per tournament: {rounds:?}");
    assert!(
        rounds
            .iter()
            .all(|&(round, class)| round == 2 && ["colours", "illegal"].contains(&class)),
        "{rounds:?}"
    );
    let compared = report["rounds_compared"].as_u64().unwrap();
    assert!(compared > 3, "{}", out.stdout);
}
