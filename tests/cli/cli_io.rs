//! Input and output as scripts rely on them: `-` for standard input, outputs
//! written atomically and never over an input, and quiet exits on a closed pipe.

use crate::cli_support;
use crate::common;
use cli_support::*;
use std::process::Stdio;

const DEMO: &str = "corpora/examples/demo-round5.trf";

fn unpairable() -> String {
    trf_text(&common::tournament(2, 2, &["1-2:1"]))
}

/// `pair` writes nothing when no pairing exists; the engine form leaves its
/// `-p` file empty instead (bbpPairings truncates it before pairing, and
/// managers read an empty file as "no pairing"), never a stale pairing.
#[test]
fn a_failed_pairing_leaves_no_file_and_the_engine_form_an_empty_one() {
    let dir = scratch("atomic-fail");
    let input = write(&dir, "met.trf", &unpairable());
    let out = arg(&dir.join("out.txt"));
    assert_code(
        &run(&["pair", "--system", "dutch-2017", &input, "-o", &out]),
        1,
    );
    assert_eq!(listing(&dir), ["met.trf"], "no output, no temporary file");

    write(&dir, "out.txt", "the previous round's pairing\n");
    assert_code(&run(&["--dutch", &input, "-p", &out]), 1);
    assert_eq!(read(&out), "");
    assert_eq!(listing(&dir), ["met.trf", "out.txt"]);
}

#[test]
fn an_output_naming_the_input_is_refused() {
    let dir = scratch("atomic-input");
    let text = read(&repo(DEMO));
    let input = write(&dir, "in.trf", &text);
    for args in [
        vec![
            "pair",
            "--system",
            "dutch-2017",
            input.as_str(),
            "-o",
            input.as_str(),
        ],
        vec!["--dutch", input.as_str(), "-p", input.as_str()],
        vec![
            "check",
            "--system",
            "dutch-2017",
            input.as_str(),
            "--json",
            input.as_str(),
        ],
    ] {
        let r = run(&args);
        assert_code(&r, 3);
        assert!(
            r.stderr.contains("refusing to overwrite the input file"),
            "{}",
            r.stderr
        );
        assert_eq!(read(&input), text, "{args:?} left the input as it was");
    }
    assert_eq!(listing(&dir), ["in.trf"]);
}

/// `-o /dev/null` or a FIFO is written in place: the temporary-file-and-rename
/// of a regular output would put a regular file where the device or pipe was
/// (as root, `/dev/null` itself). Shown on a FIFO read by a thread.
#[test]
fn an_output_that_is_a_pipe_stays_a_pipe() {
    use std::os::unix::fs::FileTypeExt;
    let dir = scratch("atomic-fifo");
    let fifo = dir.join("pairing.fifo");
    let made = std::process::Command::new("mkfifo").arg(&fifo).status();
    if !made.is_ok_and(|s| s.success()) {
        eprintln!("skipped: mkfifo is not available");
        return;
    }
    let reader = {
        let fifo = fifo.clone();
        std::thread::spawn(move || std::fs::read_to_string(fifo).unwrap())
    };
    let demo = repo(DEMO);
    let r = run(&["pair", "--system", "dutch-2017", &demo, "-o", &arg(&fifo)]);
    assert_code(&r, 0);
    let read_back = reader.join().unwrap();
    let expected = run(&["pair", "--system", "dutch-2017", &demo]).stdout;
    assert!(!expected.is_empty(), "the pairing printed on stdout");
    assert_eq!(read_back, expected);
    let kind = std::fs::symlink_metadata(&fifo).unwrap().file_type();
    assert!(kind.is_fifo(), "the FIFO was replaced by {kind:?}");
    assert_eq!(listing(&dir), ["pairing.fifo"], "no temporary file left");
}

/// An output that is a symbolic link keeps the link and changes its target.
#[test]
fn an_output_through_a_symbolic_link_writes_its_target() {
    let dir = scratch("atomic-symlink");
    let target = write(&dir, "round.txt", "old\n");
    let link = dir.join("latest.txt");
    std::os::unix::fs::symlink("round.txt", &link).unwrap();
    let demo = repo(DEMO);
    let r = run(&["pair", "--system", "dutch-2017", &demo, "-o", &arg(&link)]);
    assert_code(&r, 0);
    assert!(std::fs::symlink_metadata(&link).unwrap().is_symlink());
    let expected = run(&["pair", "--system", "dutch-2017", &demo]).stdout;
    assert_eq!(read(&target), expected);
    assert_eq!(listing(&dir), ["latest.txt", "round.txt"]);
}

#[test]
fn dash_reads_the_tournament_from_stdin() {
    let text = read(&repo(DEMO));
    let from_file = run(&["pair", "--system", "dutch-2017", &repo(DEMO)]);
    let from_stdin = run_with_stdin(&["pair", "--system", "dutch-2017", "-"], &text);
    assert_code(&from_stdin, 0);
    assert_eq!(from_stdin.stdout, from_file.stdout);

    // No tournament type or start date: --dutch pairs under the 2026 rules.
    let engine = run_with_stdin(&["--dutch", "-", "-p"], &text);
    assert_code(&engine, 0);
    assert_eq!(
        engine.stdout,
        run(&["pair", "--system", "dutch-2026", &repo(DEMO)]).stdout
    );

    let small = read(&repo("corpora/dutch-2017/small-1.trf"));
    let check = run_with_stdin(&["check", "--system", "dutch-2017", "-"], &small);
    assert_code(&check, 0);
    assert!(
        check.stdout.starts_with("tournaments identical: 1/1"),
        "{}",
        check.stdout
    );

    let verify = run_with_stdin(
        &["verify", "--system", "dutch-2017", "-", "--round", "2"],
        &small,
    );
    assert_code(&verify, 0);
    assert!(verify.stdout.starts_with("optimal"), "{}", verify.stdout);
}

#[test]
fn stdin_errors_are_named_stdin_line_column() {
    let text = read(&repo("tests/malformed/01-result-code.trf"));
    let r = run_with_stdin(&["pair", "--system", "dutch-2017", "-"], &text);
    assert_code(&r, 3);
    let from_file = run(&[
        "pair",
        "--system",
        "dutch-2017",
        &repo("tests/malformed/01-result-code.trf"),
    ]);
    let expected = from_file
        .stderr
        .replace(&repo("tests/malformed/01-result-code.trf"), "<stdin>");
    assert!(r.stderr.starts_with("pairproof: <stdin>:"), "{}", r.stderr);
    assert_eq!(r.stderr, expected);

    let check = run_with_stdin(&["check", "--system", "dutch-2017", "-"], &text);
    // The file could not be read: the run is incomplete (docs/exit-codes.md).
    assert_code(&check, 7);
    assert!(
        check
            .stderr
            .starts_with("pairproof: not checked: <stdin>:4:109:"),
        "{}",
        check.stderr
    );
    assert!(
        check
            .stdout
            .starts_with("<stdin>: cannot be read: <stdin>:"),
        "{}",
        check.stdout
    );
}

#[test]
fn stdin_can_be_named_only_once() {
    let r = run(&["check", "--system", "dutch-2017", "-", "-"]);
    assert_code(&r, 3);
}

/// Runs the binary with its stdout a pipe whose read end is closed at once,
/// as `pairproof ... | head -0` does, and returns the exit code and stderr.
fn run_into_closed_pipe(args: &[&str]) -> (i32, String) {
    let mut child = pairproof()
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the pairproof binary runs");
    drop(child.stdout.take());
    let out = child.wait_with_output().expect("pairproof finishes");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn a_closed_pipe_ends_the_output_quietly() {
    let small = repo("corpora/dutch-2017/small-1.trf");
    for args in [
        vec!["check", "--system", "dutch-2017", small.as_str()],
        vec![
            "pair",
            "--system",
            "dutch-2017",
            "--format",
            "table",
            &repo(DEMO),
        ],
        vec!["audit", "--system", "dutch-2017", small.as_str()],
        vec![
            "verify",
            "--system",
            "dutch-2017",
            small.as_str(),
            "--round",
            "3",
        ],
    ] {
        let (code, stderr) = run_into_closed_pipe(&args);
        assert_eq!(code, 0, "{args:?}: {stderr}");
        assert_eq!(stderr, "", "{args:?} said something on stderr");
    }
}

#[test]
fn a_closed_pipe_does_not_stop_the_reports_being_written() {
    let dir = scratch("pipe-report");
    let json = arg(&dir.join("report.json"));
    let (code, stderr) = run_into_closed_pipe(&[
        "check",
        "--system",
        "dutch-2017",
        &repo("corpora/dutch-2017/small-1.trf"),
        "--json",
        &json,
    ]);
    assert_eq!((code, stderr.as_str()), (0, ""));
    assert!(read(&json).contains("\"identical_rounds\""));
}

#[test]
fn dash_reads_the_pairing_under_test_from_stdin() {
    let demo = repo(DEMO);
    let paired = run(&["pair", "--system", "dutch-2017", &demo]);
    assert_code(&paired, 0);
    let verify = run_with_stdin(
        &["verify", "--system", "dutch-2017", &demo, "--pairing", "-"],
        &paired.stdout,
    );
    assert_code(&verify, 0);
    assert!(verify.stdout.starts_with("optimal"), "{}", verify.stdout);

    let broken = run_with_stdin(
        &["verify", "--system", "dutch-2017", &demo, "--pairing", "-"],
        "2\n1 x\n",
    );
    assert_code(&broken, 3);
    assert!(
        broken.stderr.starts_with("pairproof: <stdin>:2:"),
        "{}",
        broken.stderr
    );

    let both = run_with_stdin(
        &["verify", "--system", "dutch-2017", "-", "--pairing", "-"],
        &paired.stdout,
    );
    assert_code(&both, 3);
}

/// `check --explain` follows a differing round with the verifier's verdicts
/// on both pairings, those that classify the difference, judged once: round 8
/// of this 2012 tournament, where the file's pairing breaks C.14 in the
/// penultimate bracket and pairproof's is optimal. The solver calls the run
/// reports are those of the run without `--explain`.
#[test]
fn check_explain_prints_the_verdicts_that_classify_a_difference() {
    let dir = scratch("check-explain");
    let file = repo("corpora/dutch-2012/small-2055.trf");
    let calls = |explain: bool| {
        let json = dir.join(format!("explain-{explain}.json"));
        let json = json.to_string_lossy().to_string();
        let mut args = vec!["check", "--system", "dutch-2012", "--json", &json, &file];
        if explain {
            args.push("--explain");
        }
        let r = run(&args);
        assert_code(&r, 0);
        let text = std::fs::read_to_string(&json).expect("the report");
        let report: serde_json::Value = serde_json::from_str(&text).expect("JSON");
        (r.stdout, report["solver_calls"].clone())
    };
    let (explained, with_explain) = calls(true);
    let (_, without_explain) = calls(false);
    for line in [
        "round 8 differs",
        "  verifier on the file's pairing: suboptimal",
        "    C.14: bracket 4 (the penultimate bracket)",
        "  verifier on the pairproof's pairing: optimal",
        "      1 reference suboptimal at C.14",
    ] {
        assert!(explained.contains(line), "{line:?} missing:\n{explained}");
    }
    assert!(with_explain["brackets"].as_u64() > Some(0));
    assert_eq!(with_explain, without_explain);
}
