//! Every tournament type code of TRF-2026 (`192`, FIDE's code table), run as
//! a tournament manager would: the system chosen and named on stderr, or the
//! exit code and a message naming the code; `--dutch` on a file typed for
//! another system; `--system` against the file's type; `--baku`.

use crate::cli_support;

use cli_support::{assert_code, run, scratch, write};

/// Ten players before round 1 (XXR 5, XXC white1), with header `header`.
fn ten_players(header: &str) -> String {
    let mut text = format!("012 type test\n{header}\nXXR 5\nXXC white1\n");
    for i in 1..=10u32 {
        let line = format!(
            "001 {i:>4}      {:<33} {:>4}{:28}{:>4}{:7}",
            format!("Player {i}"),
            2400 - 10 * i,
            "",
            "0.0",
            ""
        );
        text.push_str(line.trim_end());
        text.push('\n');
    }
    text
}

/// Round 1 without acceleration, and with C.04.7's (GA = 1-6).
const PLAIN: &str = "5\n1 6\n7 2\n3 8\n9 4\n5 10\n";
const BAKU: &str = "5\n1 4\n5 2\n3 6\n7 9\n10 8\n";

#[test]
fn every_dutch_code_names_its_system_case_insensitively() {
    let dir = scratch("types-dutch");
    let cases = [
        ("FIDE_DUTCH", "dutch-2026", PLAIN),
        ("FIDE_DUTCH_BAKU", "dutch-2026", BAKU),
        ("FIDE_DUTCH_2017", "dutch-2017", PLAIN),
        ("FIDE_DUTCH_2017_BAKU", "dutch-2017", BAKU),
        ("FIDE_DUTCH_2025", "dutch-2026", PLAIN),
        ("FIDE_DUTCH_2025_BAKU", "dutch-2026", BAKU),
        ("FIDE_DUTCH_2026", "dutch-2026", PLAIN),
        ("FIDE_DUTCH_2026_BAKU", "dutch-2026", BAKU),
        ("fide_dutch_2026_baku", "dutch-2026", BAKU),
        ("Fide_Dutch_2017", "dutch-2017", PLAIN),
    ];
    for (code, system, list) in cases {
        let file = write(&dir, "t.trf", &ten_players(&format!("192 {code}")));
        for args in [
            vec!["pair", file.as_str()],
            vec!["--dutch", file.as_str(), "-p"],
        ] {
            let r = run(&args);
            assert_code(&r, 0);
            assert!(
                r.stderr
                    .contains(&format!("pairing under {system} (tournament type {code})")),
                "{code} {args:?}: {}",
                r.stderr
            );
            assert_eq!(r.stdout, list, "{code} {args:?}");
        }
    }
}

/// FIDE_DUBOV[_BAKU] pair under dubov: round one pairs the first half
/// against the second (3.2.3), with C.04.7's virtual points the GA (1-6)
/// and GB groups each so; colours by 5.2.1.
#[test]
fn the_dubov_codes_name_dubov() {
    let dir = scratch("types-dubov");
    for (code, list) in [("FIDE_DUBOV", PLAIN), ("FIDE_DUBOV_BAKU", BAKU)] {
        let file = write(&dir, "t.trf", &ten_players(&format!("192 {code}")));
        let r = run(&["pair", file.as_str()]);
        assert_code(&r, 0);
        assert!(
            r.stderr
                .contains(&format!("pairing under dubov (tournament type {code})")),
            "{code}: {}",
            r.stderr
        );
        assert_eq!(r.stdout, list, "{code}");
    }
}

#[test]
fn codes_of_systems_pairproof_lacks_exit_2_naming_the_code() {
    let dir = scratch("types-lacking");
    let cases = [
        ("FIDE_TEAM_DUTCH", "team"),
        ("FIDE_TEAM_BURSTEIN_BAKU", "team"),
        ("CUSTOM_SWISS", "custom Swiss"),
        ("CUSTOM_SWISS_BAKU", "custom Swiss"),
        ("CUSTOM_DOUBLESWISS", "custom Double-Swiss"),
        ("custom_doubleswiss_baku", "custom Double-Swiss"),
    ];
    for (code, system) in cases {
        let file = write(&dir, "t.trf", &ten_players(&format!("192 {code}")));
        for command in ["pair", "check", "verify", "audit"] {
            let csv = dir.join("a.csv").to_string_lossy().into_owned();
            let mut args = vec![command, file.as_str()];
            match command {
                "verify" => args.extend(["--round", "1"]),
                "audit" => args.extend(["--csv", csv.as_str()]),
                _ => {}
            }
            let r = run(&args);
            if command == "check" || command == "audit" {
                // Many files: the file is reported as unreadable, the run goes
                // on, and the exit code says a file was left out.
                assert_code(&r, 7);
                let report = if command == "audit" {
                    std::fs::read_to_string(&csv).unwrap()
                } else {
                    r.stdout.clone()
                };
                assert!(
                    report.contains(code) && report.contains(system),
                    "{code} {command}: {report}"
                );
                continue;
            }
            assert_code(&r, 2);
            assert!(
                r.stderr.contains(code) && r.stderr.contains(system),
                "{code} {command}: {}",
                r.stderr
            );
            assert!(
                r.stdout.is_empty(),
                "{code} {command}: nothing paired: {}",
                r.stdout
            );
        }
        // The engine form asks for the Dutch system: a file typed for another is invalid input.
        let r = run(&["--dutch", &file, "-p"]);
        assert_code(&r, 3);
        assert!(
            r.stderr.contains("Dutch") && r.stderr.contains(code) && r.stderr.contains(system),
            "{code}: {}",
            r.stderr
        );
        // --system says which rules to use: a warning naming both, and the pairing.
        let r = run(&["pair", "--system", "dutch-2026", &file]);
        assert_code(&r, 0);
        assert!(
            r.stderr.contains("warning")
                && r.stderr.contains(code)
                && r.stderr.contains("dutch-2026"),
            "{code}: {}",
            r.stderr
        );
    }
}

#[test]
fn a_192_that_is_no_code_of_the_table_is_invalid_input() {
    let dir = scratch("types-unknown");
    let file = write(&dir, "t.trf", &ten_players("192 FIDE_SWISS_SOMETHING"));
    let r = run(&["pair", &file]);
    assert_code(&r, 3);
    assert!(r.stderr.contains("FIDE_SWISS_SOMETHING"), "{}", r.stderr);
    // 092 is free text: a text that is no code says nothing; the rules in force.
    let file = write(&dir, "u.trf", &ten_players("092 Individual: Swiss-System"));
    let r = run(&["pair", &file]);
    assert_code(&r, 0);
    assert!(
        r.stderr
            .contains("pairing under dutch-2026 (no tournament type or start date"),
        "{}",
        r.stderr
    );
    assert_eq!(r.stdout, PLAIN);
}

#[test]
fn system_against_the_type_warns_naming_both_and_the_flag_wins() {
    let dir = scratch("types-conflict");
    let file = write(&dir, "t.trf", &ten_players("192 FIDE_DUTCH_2017"));
    let r = run(&["pair", "--system", "dutch-2026", &file]);
    assert_code(&r, 0);
    assert!(
        r.stderr.contains("warning")
            && r.stderr.contains("FIDE_DUTCH_2017")
            && r.stderr.contains("dutch-2017")
            && r.stderr.contains("dutch-2026"),
        "{}",
        r.stderr
    );
    let same = run(&["pair", "--system", "dutch-2017", &file]);
    assert_code(&same, 0);
    assert!(!same.stderr.contains("warning"), "{}", same.stderr);
}

#[test]
fn without_system_the_start_date_then_the_rules_in_force_decide() {
    let dir = scratch("types-date");
    let before = write(&dir, "b.trf", &ten_players("042 2025/06/01"));
    let r = run(&["pair", &before]);
    assert_code(&r, 0);
    assert!(
        r.stderr
            .contains("pairing under dutch-2017 (start date 2025/06/01)"),
        "{}",
        r.stderr
    );
    let after = write(&dir, "a.trf", &ten_players("042 2026/02/01"));
    let r = run(&["check", &after]);
    assert_code(&r, 0);
    assert!(
        r.stderr
            .contains("pairing under dutch-2026 (start date 2026/02/01)"),
        "{}",
        r.stderr
    );
}

#[test]
fn baku_flag_accelerates_and_the_table_and_checklist_show_virtual_points() {
    let dir = scratch("types-baku");
    let file = write(&dir, "t.trf", &ten_players("192 FIDE_DUTCH_2026"));
    let r = run(&["pair", "--baku", &file]);
    assert_code(&r, 0);
    assert_eq!(r.stdout, BAKU);
    let r = run(&["--dutch", &file, "-p", "--baku"]);
    assert_code(&r, 0);
    assert_eq!(r.stdout, BAKU);
    let list = dir.join("t.list");
    let r = run(&[
        "pair",
        "--baku",
        "--format",
        "table",
        &file,
        "--checklist",
        &list.to_string_lossy(),
    ]);
    assert_code(&r, 0);
    let header = r.stdout.lines().next().unwrap();
    assert!(header.contains("score    vp"), "{}", r.stdout);
    let board1 = r.stdout.lines().nth(1).unwrap();
    assert!(board1.trim_end().ends_with("0.0   1.0"), "{board1}");
    let checklist = std::fs::read_to_string(&list).unwrap();
    assert!(checklist.contains("C.04.7 Baku acceleration: GA = players up to 6 (6 of 10 in round 1, ga_size text), virtual points 1.0 in rounds 1-2, 0.5 in round 3"), "{checklist}");
    let line7 = checklist
        .lines()
        .find(|l| l.trim_start().starts_with("7 "))
        .unwrap();
    assert!(line7.contains("0.0   0.0"), "{line7}");
}

#[test]
fn generate_with_baku_records_the_virtual_points() {
    let dir = scratch("types-generate");
    let cfg = write(&dir, "rtg.properties", "PlayersNumber=20\nRoundsNumber=5\n");
    for (trf, code) in [("x", "XXA"), ("2026", "250")] {
        let out = dir.join(format!("g-{trf}.trf"));
        let r = run(&[
            "generate",
            "--system",
            "dutch-2026",
            "--baku",
            "--config",
            &cfg,
            "--trf",
            trf,
            "-o",
            &out.to_string_lossy(),
        ]);
        assert_code(&r, 0);
        let text = std::fs::read_to_string(&out).unwrap();
        assert!(text.lines().any(|l| l.starts_with(code)), "{trf}: {text}");
        // The file written is paired with its own acceleration: check reproduces it.
        let r = run(&[
            "check",
            "--system",
            "dutch-2026",
            "-q",
            &out.to_string_lossy(),
        ]);
        assert_code(&r, 0);
        assert!(
            r.stdout.contains("tournaments identical: 1/1"),
            "{}",
            r.stdout
        );
    }
}

#[test]
fn contradictory_250_and_xxa_and_an_undefined_point_system_exit_3() {
    let dir = scratch("types-bad");
    let contradiction =
        ten_players("192 FIDE_DUTCH_2026_BAKU\nXXA    1  1.0\n250      0.5   1   1    1    2");
    let file = write(&dir, "c.trf", &contradiction);
    let r = run(&["pair", &file]);
    assert_code(&r, 3);
    assert!(
        r.stderr.contains("c.trf:") && r.stderr.contains("contradicts"),
        "{}",
        r.stderr
    );
    let points = write(
        &dir,
        "p.trf",
        &ten_players("192 FIDE_DUTCH_2026_BAKU\n162  W 3.0    D 1.0"),
    );
    let out = dir.join("out.txt");
    let r = run(&["pair", &points, "-o", &out.to_string_lossy()]);
    assert_code(&r, 3);
    assert!(
        r.stderr.contains("p.trf:2:5:") && r.stderr.contains("half a win"),
        "{}",
        r.stderr
    );
    assert!(!out.exists(), "nothing written");
    // --baku on a 3-1-0 file without a _BAKU type: exit 3 too, naming the file.
    let points = write(&dir, "q.trf", &ten_players("162  W 3.0    D 1.0"));
    let r = run(&["pair", "--baku", &points]);
    assert_code(&r, 3);
    assert!(
        r.stderr.contains("q.trf") && r.stderr.contains("half a win"),
        "{}",
        r.stderr
    );
}

/// `pairproof --dutch F -c` on each file of `folder`: the engine form finds
/// the rules (FIDE_DUTCH_2026_BAKU) and reproduces every round.
fn engine_form_reproduces_every_round(folder: &std::path::Path, min_files: usize) {
    let files = pairproof::trf::find_files(folder);
    assert!(
        files.len() >= min_files,
        "{}: {} files",
        folder.display(),
        files.len()
    );
    for file in &files {
        let r = run(&["--dutch", &file.to_string_lossy(), "-c"]);
        assert_code(&r, 0);
        assert!(
            r.stderr
                .contains("pairing under dutch-2026 (tournament type FIDE_DUTCH_2026_BAKU)"),
            "{}",
            r.stderr
        );
        assert!(
            r.stdout.contains("tournaments identical: 1/1 (100.00%)"),
            "{}: {}",
            file.display(),
            r.stdout
        );
    }
}

#[test]
fn engine_form_reproduces_the_baku_subset() {
    engine_form_reproduces_every_round(
        &std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("corpora/dutch-2026-baku"),
        5,
    );
}

#[test]
#[ignore = "reads ../shared, outside the repository"]
fn engine_form_reproduces_the_shared_baku_corpus() {
    engine_form_reproduces_every_round(
        &std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/corpora/dutch-2026-baku"),
        60,
    );
}

/// The help of every command taking `--system` lists every system of the
/// registry (`SystemId::ALL`), none left out of a hand-written list.
#[test]
fn help_names_every_system_of_the_registry() {
    for command in [
        "pair", "check", "verify", "audit", "explain", "generate", "endorse",
    ] {
        let r = run(&[command, "--help"]);
        assert_code(&r, 0);
        for id in pairproof::systems::SystemId::ALL {
            assert!(
                r.stdout.contains(id.name()),
                "{command} --help omits {id}:\n{}",
                r.stdout
            );
        }
    }
}

/// Two players' two-game match of round 1 (C.04.5), game 2 given or not.
fn double_swiss(game_two: bool) -> String {
    let games = |first: &str, second: &str| match game_two {
        true => format!("{first}  {second}"),
        false => first.to_string(),
    };
    let line = |id: u32, points: &str, fields: String| {
        format!(
            "001 {id:>4}      {:<33} {:>4}{:28}{points:>4}{:7}{fields}\n",
            format!("Player {id}"),
            2400 - 10 * id,
            "",
            ""
        )
    };
    let (one, two) = match game_two {
        true => ("1.5", "0.5"),
        false => ("1.0", "0.0"),
    };
    format!(
        "012 double-swiss\n142 3\n192 FIDE_DOUBLESWISS\n{}{}",
        line(1, one, games("   2 w 1", "   2 b =")),
        line(2, two, games("   1 b 0", "   1 w =")),
    )
}

/// `192 FIDE_DOUBLESWISS` selects the Double-Swiss rules: 1 and 2 played
/// their match ([C1]), so round 2 has no pairing (exit 1); `--system` wins,
/// with the warning every type conflict gets, over the same history.
#[test]
fn a_double_swiss_file_of_matches_pairs_under_double_swiss() {
    let dir = scratch("types-double-swiss");
    let file = write(&dir, "t.trf", &double_swiss(true));
    let r = run(&["pair", &file]);
    assert_code(&r, 1);
    assert!(
        r.stderr
            .contains("pairing under double-swiss (tournament type FIDE_DOUBLESWISS)"),
        "{}",
        r.stderr
    );
    let r = run(&["pair", "--system", "dutch-2026", &file]);
    assert_code(&r, 1);
    assert!(
        r.stderr.contains("warning") && r.stderr.contains("FIDE_DOUBLESWISS"),
        "{}",
        r.stderr
    );
}

#[test]
fn a_double_swiss_match_with_one_game_recorded_exits_3_at_its_column() {
    let dir = scratch("types-double-swiss-one-game");
    let file = write(&dir, "t.trf", &double_swiss(false));
    let r = run(&["pair", &file]);
    assert_code(&r, 3);
    // Line 4 is player 1; game 2 of round 1 would start in column 102.
    assert!(
        r.stderr.contains(
            "t.trf:4:102: round 1 (game 2): game 1 of the match is recorded, game 2 is not"
        ),
        "{}",
        r.stderr
    );
}
