//! Every exit code of docs/exit-codes.md that input can give, from the binary (2, an
//! internal failure, has no input that gives it): 0 success; 1 no
//! valid pairing; 3 invalid input or request; 4 too large; 5 a
//! file that cannot be read or written; 6 a verdict denied by `--deny`.

use crate::cli_support;
use crate::common;
use cli_support::*;

const SMALL: &str = "corpora/dutch-2017/small-1.trf";

/// Four players after two rounds (`XXR 3`): 1 beat 3 and 4 (downfloating in
/// round 2), 2 beat 4 and drew 3. Round 3 can only be 1-2, 3-4.
fn four_players() -> String {
    trf_text(&common::tournament(4, 3, &["1-3:1 2-4:1", "4-1:0 2-3:="]))
}

#[test]
fn code_0_success() {
    assert_code(&run(&["pair", "--system", "dutch-2017", &repo(SMALL)]), 0);
}

#[test]
fn code_1_no_valid_pairing() {
    // Two players who have met: round 2 cannot be paired under C.1.
    let dir = scratch("code-1");
    let input = write(
        &dir,
        "met.trf",
        &trf_text(&common::tournament(2, 2, &["1-2:1"])),
    );
    let r = run(&["pair", "--system", "dutch-2017", &input]);
    assert_code(&r, 1);
    assert!(
        r.stderr.starts_with("pairproof: no valid pairing"),
        "{}",
        r.stderr
    );
}

/// With `--format json` a round without a pairing still exits 1, and the
/// output is the reason as data for the program that called.
#[test]
fn code_1_with_json_gives_the_reason_as_data() {
    let dir = scratch("code-1-json");
    let input = write(
        &dir,
        "met.trf",
        &trf_text(&common::tournament(2, 2, &["1-2:1"])),
    );
    let r = run(&["pair", "--system", "dutch-2017", "--format", "json", &input]);
    assert_code(&r, 1);
    let json: serde_json::Value = serde_json::from_str(&r.stdout).expect(&r.stdout);
    assert_eq!(json["round"], 2);
    assert_eq!(
        json["reason"],
        serde_json::json!({ "kind": "no-compatible-opponent", "player": 1 })
    );
    assert!(
        r.stderr.starts_with("pairproof: no valid pairing"),
        "{}",
        r.stderr
    );
}

#[test]
fn code_3_invalid_input_names_file_line_and_column() {
    let input = repo("tests/malformed/01-result-code.trf");
    let r = run(&["pair", "--system", "dutch-2017", &input]);
    assert_code(&r, 3);
    let at = r.stderr.strip_prefix("pairproof: ").unwrap_or_default();
    let mut parts = at.splitn(4, ':');
    assert_eq!(parts.next(), Some(input.as_str()), "{}", r.stderr);
    assert!(
        parts.next().unwrap().parse::<usize>().is_ok(),
        "a line number: {}",
        r.stderr
    );
    assert!(
        parts.next().unwrap().parse::<usize>().is_ok(),
        "a column: {}",
        r.stderr
    );
}

#[test]
fn code_3_invalid_request() {
    assert_code(&run(&["pair", "--system", "dutch-2017"]), 3);
    assert_code(
        &run(&[
            "audit",
            "--system",
            "dutch-2017",
            "--shard",
            "4/3",
            &repo(SMALL),
        ]),
        3,
    );
    assert_code(
        &run(&[
            "verify",
            "--system",
            "dutch-2017",
            "--deny",
            "bad",
            &repo(SMALL),
        ]),
        3,
    );
}

// Code 4 (too large: the solver's time limit) needs a round big enough to
// exhaust HiGHS's time limit, minutes of work on a large tournament; it is not
// triggered here. Its mapping (Error::TooLarge -> 4) is the error module's.

#[test]
fn code_5_file_cannot_be_read_or_written() {
    let r = run(&["pair", "--system", "dutch-2017", "/nonexistent/in.trf"]);
    assert_code(&r, 5);
    assert!(r.stderr.contains("/nonexistent/in.trf"), "{}", r.stderr);
    let w = run(&[
        "pair",
        "--system",
        "dutch-2017",
        &repo(SMALL),
        "-o",
        "/nonexistent/out.txt",
    ]);
    assert_code(&w, 5);
}

#[test]
fn code_6_a_denied_verdict_after_a_complete_run() {
    let dir = scratch("code-6");
    let input = write(&dir, "four.trf", &four_players());
    // 1 and 3 have met: an illegal pairing (C.1).
    let pairing = write(&dir, "theirs.txt", "2\n1 3\n2 4\n");
    let json = arg(&dir.join("report.json"));
    let args = [
        "verify",
        "--system",
        "dutch-2017",
        &input,
        "--pairing",
        &pairing,
        "--json",
        &json,
    ];
    let plain = run(&args);
    assert_code(&plain, 0);
    assert!(plain.stdout.starts_with("illegal"), "{}", plain.stdout);

    let denied = run(&[&args[..], &["--deny", "suboptimal,illegal"]].concat());
    assert_code(&denied, 6);
    assert!(
        denied.stdout.starts_with("illegal"),
        "the report is printed: {}",
        denied.stdout
    );
    assert!(read(&json).contains("\"illegal\""), "the report is written");

    let other = run(&[&args[..], &["--deny", "colours,undecided,error"]].concat());
    assert_code(&other, 0);
}

#[test]
fn audit_deny_passes_on_an_all_optimal_corpus_file() {
    let r = run(&[
        "audit",
        "--system",
        "dutch-2017",
        &repo(SMALL),
        "--deny",
        "suboptimal,illegal,colours,undecided,error",
    ]);
    assert_code(&r, 0);
    assert!(r.stdout.contains("optimal"), "{}", r.stdout);
}

#[test]
fn audit_deny_error_counts_an_unreadable_file() {
    let r = run(&[
        "audit",
        "--system",
        "dutch-2017",
        &repo("tests/malformed/01-result-code.trf"),
        "--deny",
        "error",
    ]);
    assert_code(&r, 6);
    assert!(r.stdout.contains("1 files (1 unreadable)"), "{}", r.stdout);
}
