//! Real archives read whole (issue 38): the conventions of older writers read
//! with a warning naming file:line:column (`--strict` refuses them), every
//! unreadable file reported on stderr and in exit code 7 (docs/exit-codes.md),
//! `check` given a folder as `audit` takes one, the rules in force on the date.

use crate::cli_support::*;

const BASE: &str = "tests/malformed/00-valid-base.trf";

/// The valid base file with player 4's round 3 (`0000 - H`, columns 112-119)
/// replaced by `field`, and his points column by `points`.
fn with_round_3_of_player_4(field: &str, points: &str) -> String {
    read(&repo(BASE))
        .lines()
        .map(|line| match line.strip_suffix("0000 - H") {
            Some(head) if line.starts_with("001    4") => {
                let head = head.replacen(" 1.5 ", &format!(" {points} "), 1);
                format!("{head}{field}")
            }
            _ => line.to_string(),
        })
        .collect::<Vec<_>>()
        .join("\n")
        + "\n"
}

#[test]
fn a_blank_opponent_field_is_a_round_not_played_with_a_warning() {
    let dir = scratch("real-blank-opponent");
    let file = write(&dir, "t.trf", &with_round_3_of_player_4("       H", "1.5"));
    let r = run(&["check", "--system", "dutch-2017", &file]);
    assert_code(&r, 0);
    assert!(
        r.stderr.contains(&format!(
            "{file}:6:112: warning: a blank opponent field with no colour read as 0000 (no opponent: a round not played) (round 3)"
        )),
        "{}",
        r.stderr
    );
    let strict = run(&["check", "--strict", "--system", "dutch-2017", &file]);
    assert_code(&strict, 7);
    assert!(
        strict.stderr.contains(&format!(
            "{file}:6:112: expected an opponent id or 0000, found a blank"
        )),
        "{}",
        strict.stderr
    );
}

#[test]
fn a_blank_result_after_0000_is_not_played_with_a_warning() {
    let dir = scratch("real-blank-result");
    let file = write(&dir, "t.trf", &with_round_3_of_player_4("0000 -", "1.5"));
    let r = run(&["verify", "--system", "dutch-2017", "--round", "2", &file]);
    assert_code(&r, 0);
    assert!(
        r.stderr.contains(&format!(
            "{file}:6:119: warning: a blank result after 0000 read as '-' (not played, no points) (round 3)"
        )),
        "{}",
        r.stderr
    );
    let strict = run(&[
        "verify",
        "--strict",
        "--system",
        "dutch-2017",
        "--round",
        "2",
        &file,
    ]);
    assert_code(&strict, 3);
    assert!(
        strict.stderr.contains(&format!("{file}:6:119:")),
        "{}",
        strict.stderr
    );
}

/// A paired game without a result (21) and a missing opponent of a game with
/// a colour (22) change a pairing whatever the reading: still refused.
#[test]
fn a_game_without_result_or_opponent_stays_an_error() {
    for (file, at) in [
        (
            "tests/malformed/21-blank-result.trf",
            ":5:99: expected a result code",
        ),
        (
            "tests/malformed/22-blank-opponent.trf",
            ":5:92: expected an opponent id",
        ),
    ] {
        let r = run(&[
            "verify",
            "--system",
            "dutch-2017",
            "--round",
            "1",
            &repo(file),
        ]);
        assert_code(&r, 3);
        assert!(r.stderr.contains(at), "{file}: {}", r.stderr);
    }
}

#[test]
fn line_ends_and_trailing_blanks_are_named() {
    let dir = scratch("real-line-ends");
    let text = read(&repo(BASE)).replace('\n', " \r\n");
    let file = write(&dir, "t.trf", &text);
    let r = run(&["check", "--system", "dutch-2017", &file]);
    assert_code(&r, 0);
    assert!(
        r.stderr
            .contains(&format!("{file}:1:1: warning: 6 lines end in CRLF")),
        "{}",
        r.stderr
    );
    assert!(
        r.stderr
            .contains(&format!("{file}:1:24: warning: 6 lines end in blanks")),
        "{}",
        r.stderr
    );
}

/// `audit` over a folder with a file it cannot read: the reason on stderr
/// with its line, the count in the summary, exit code 7.
#[test]
fn audit_reports_every_unreadable_file_and_exits_7() {
    let dir = scratch("real-audit-unreadable");
    write(&dir, "good.trf", &read(&repo(BASE)));
    let bad = write(
        &dir,
        "bad.trf",
        &read(&repo("tests/malformed/01-result-code.trf")),
    );
    let folder = dir.to_string_lossy().into_owned();
    let r = run(&["audit", "--system", "dutch-2017", &folder]);
    assert_code(&r, 7);
    assert!(
        r.stderr.contains(&format!(
            "pairproof: not audited: {bad}:4:109: expected a result code"
        )),
        "{}",
        r.stderr
    );
    assert!(
        r.stdout.starts_with("2 files (1 unreadable), 3 rounds"),
        "{}",
        r.stdout
    );
    // `--deny error` asks for the denial's own code.
    let denied = run(&[
        "audit",
        "--system",
        "dutch-2017",
        &folder,
        "--deny",
        "error",
    ]);
    assert_code(&denied, 6);
}

/// `check` given a folder checks the files inside, as `audit` does.
#[test]
fn check_takes_a_folder_and_reports_its_unreadable_files() {
    let dir = scratch("real-check-folder");
    write(&dir, "good.trf", &read(&repo(BASE)));
    let bad = write(
        &dir,
        "bad.trf",
        &read(&repo("tests/malformed/02-colour-char.trf")),
    );
    let folder = dir.to_string_lossy().into_owned();
    let r = run(&["check", "--system", "dutch-2017", &folder]);
    assert_code(&r, 7);
    assert!(
        r.stderr.contains(&format!(
            "pairproof: not checked: {bad}:5:97: expected a colour"
        )),
        "{}",
        r.stderr
    );
    assert!(r.stdout.contains("unreadable files: 1"), "{}", r.stdout);
    assert!(
        r.stdout.contains("tournaments identical: 0/2"),
        "{}",
        r.stdout
    );
}

/// The Dutch text in force on the start date, in the formats real files use;
/// a date before the 2012 text takes the nearest with a warning; a start
/// date that is no date is quoted, never "no start date".
#[test]
fn the_rules_in_force_on_the_date_the_file_gives() {
    let dir = scratch("real-dates");
    let cases = [
        (
            "042 Feb 14, 2026",
            "dutch-2026 (start date Feb 14, 2026)",
            None,
        ),
        (
            "042 May 29, 2020",
            "dutch-2017 (start date May 29, 2020)",
            None,
        ),
        ("042 10.09.13", "dutch-2012 (start date 10.09.13)", None),
        ("042 2016/06/28", "dutch-2012 (start date 2016/06/28)", None),
        ("042 2017/07/01", "dutch-2017 (start date 2017/07/01)", None),
        (
            "042 28. 07. 2005",
            "dutch-2012 (start date 28. 07. 2005)",
            Some("warning: start date 28. 07. 2005: before 1 July 2013"),
        ),
        (
            "042 summer\n052 2026/03/01",
            "dutch-2026 (end date (052) 2026/03/01)",
            Some("warning: the start date (042) 'summer' is no date"),
        ),
        (
            "042 summer",
            "dutch-2026 (no tournament type or date read: the rules in force)",
            Some("warning: the start date (042) 'summer' is no date"),
        ),
    ];
    for (header, rules, warning) in cases {
        let text = read(&repo(BASE)).replacen("XXR 3\n", &format!("XXR 3\n{header}\n"), 1);
        let file = write(&dir, "t.trf", &text);
        let r = run(&["check", &file]);
        assert_code(&r, 0);
        assert!(
            r.stderr.contains(&format!("pairing under {rules}")),
            "{header}: {}",
            r.stderr
        );
        if let Some(w) = warning {
            assert!(r.stderr.contains(w), "{header}: {}", r.stderr);
        }
        assert!(
            !r.stderr.contains("no tournament type or start date"),
            "{}",
            r.stderr
        );
    }
}
