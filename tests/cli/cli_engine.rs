//! The engine form tournament managers call, as JaVaFo and bbpPairings
//! (`--dutch in.trf -p out`, `-l`, `-c`, `-g`), run as a black box.

use crate::cli_support;
use cli_support::*;

const DEMO: &str = "corpora/examples/demo-round5.trf";

/// The pairing of the demo's round 5 as the `pair` command prints it under
/// the rules `--dutch` uses for it (no tournament type, no start date: 2026).
fn demo_list() -> String {
    let r = run(&["pair", "--system", "dutch-2026", &repo(DEMO)]);
    assert_code(&r, 0);
    r.stdout
}

#[test]
fn dutch_p_writes_the_list_format_to_the_file() {
    let dir = scratch("engine-p");
    let out = arg(&dir.join("out.txt"));
    let r = run(&["--dutch", &repo(DEMO), "-p", &out]);
    assert_code(&r, 0);
    assert_eq!(r.stdout, "", "the pairing goes to the file only");
    let list = read(&out);
    let count: usize = list.lines().next().unwrap().parse().unwrap();
    assert_eq!(count, list.lines().count() - 1, "{list}");
    assert_eq!(count, 14, "27 players: 13 boards and the bye\n{list}");
    assert!(
        list.lines().last().unwrap().ends_with(" 0"),
        "the bye last as `id 0`\n{list}"
    );
    assert_eq!(list, demo_list());
    assert_eq!(listing(&dir), ["out.txt"], "no temporary file left");
}

#[test]
fn dutch_p_without_a_file_prints_the_list() {
    let r = run(&["--dutch", &repo(DEMO), "-p"]);
    assert_code(&r, 0);
    assert_eq!(r.stdout, demo_list());
}

#[test]
fn dutch_l_writes_the_checklist_beside_the_output() {
    let dir = scratch("engine-l");
    let out = arg(&dir.join("out.txt"));
    let r = run(&["--dutch", &repo(DEMO), "-p", &out, "-l"]);
    assert_code(&r, 0);
    let list = read(&arg(&dir.join("out.list")));
    assert!(
        list.starts_with("round 5 (dutch-2026), 27 players\n"),
        "{list}"
    );
    assert_eq!(
        list.lines().count(),
        2 + 27,
        "title, header, one line per player\n{list}"
    );

    let named = arg(&dir.join("check.txt"));
    assert_code(&run(&["--dutch", &repo(DEMO), "-p", &out, "-l", &named]), 0);
    assert_eq!(read(&named), list);
}

#[test]
fn dutch_l_goes_to_stderr_when_the_pairing_goes_to_stdout() {
    let r = run(&["--dutch", &repo(DEMO), "-p", "-l"]);
    assert_code(&r, 0);
    assert_eq!(r.stdout, demo_list(), "stdout holds the pairing only");
    let (rules, list) = r.stderr.split_once('\n').unwrap();
    assert!(
        rules.starts_with("--dutch: pairing under dutch-2026"),
        "{}",
        r.stderr
    );
    assert!(list.starts_with("round 5 (dutch-2026)"), "{}", r.stderr);
}

#[test]
fn dutch_pairs_under_the_rules_of_the_start_date_or_tournament_type() {
    let dir = scratch("engine-rules");
    let demo = read(&repo(DEMO));
    let before = write(
        &dir,
        "before.trf",
        &demo.replacen("XXR 11", "XXR 11\n042 2025/12/30", 1),
    );
    let r = run(&["--dutch", &before, "-p"]);
    assert_code(&r, 0);
    assert!(
        r.stderr
            .starts_with("--dutch: pairing under dutch-2017 (start date 2025/12/30)"),
        "{}",
        r.stderr
    );
    assert_eq!(
        r.stdout,
        run(&["pair", "--system", "dutch-2017", &repo(DEMO)]).stdout
    );
    let typed = write(
        &dir,
        "typed.trf",
        &demo.replacen("XXR 11", "XXR 11\n042 2025/12/30\n092 FIDE_DUTCH_2025", 1),
    );
    let r = run(&["--dutch", &typed, "-p"]);
    assert!(
        r.stderr
            .starts_with("--dutch: pairing under dutch-2026 (tournament type FIDE_DUTCH_2025)"),
        "{}",
        r.stderr
    );
    assert_eq!(r.stdout, demo_list());
}

#[test]
fn dutch_c_checks_every_round_of_the_file() {
    let r = run(&["--dutch", &repo("corpora/dutch-2026/small-2.trf"), "-c"]);
    assert_code(&r, 0);
    assert!(
        r.stdout.starts_with("tournaments identical: 1/1 (100.00%)"),
        "{}",
        r.stdout
    );
}

#[test]
fn dutch_g_generates_the_same_tournament_from_the_same_seed() {
    let dir = scratch("engine-g");
    let config = write(&dir, "rtg.properties", "PlayersNumber=12\nRoundsNumber=4\n");
    let (a, b) = (arg(&dir.join("a.trf")), arg(&dir.join("b.trf")));
    assert_code(&run(&["--dutch", "-g", &config, "-o", &a, "-s", "7"]), 0);
    assert_code(&run(&["--dutch", "-g", &config, "-o", &b, "-s", "7"]), 0);
    assert_eq!(read(&a), read(&b));
    assert_eq!(
        read(&a).lines().filter(|l| l.starts_with("001")).count(),
        12
    );
    let check = run(&["--dutch", &a, "-c"]);
    assert_code(&check, 0);
    assert!(
        check.stdout.contains("rounds identical: 4/4"),
        "{}",
        check.stdout
    );
}

/// `generate --trf 2026` writes TRF-2026 records (`142` rounds, `162` points,
/// `152` initial colour) instead of the TRF(x) lines, and the same tournament
/// otherwise: `check` re-pairs every round of it identically.
#[test]
fn generate_writes_trf_2026_on_request() {
    let dir = scratch("generate-trf-2026");
    let config = write(
        &dir,
        "rtg.properties",
        "PlayersNumber=12\nRoundsNumber=4\nPointsForWin=3\nPointsForDraw=1\n",
    );
    let (x, y) = (arg(&dir.join("x.trf")), arg(&dir.join("y.trf")));
    assert_code(
        &run(&[
            "generate",
            "--system",
            "dutch-2017",
            "--config",
            &config,
            "-s",
            "5",
            "-o",
            &x,
        ]),
        0,
    );
    assert_code(
        &run(&[
            "generate",
            "--system",
            "dutch-2017",
            "--config",
            &config,
            "-s",
            "5",
            "--trf",
            "2026",
            "-o",
            &y,
        ]),
        0,
    );
    let (trfx, trf2026) = (read(&x), read(&y));
    assert!(trfx.lines().any(|l| l.starts_with("XXR 4")), "{trfx}");
    assert!(trf2026.lines().any(|l| l.starts_with("142 4")), "{trf2026}");
    assert!(trf2026.lines().any(|l| l.starts_with("162 ")), "{trf2026}");
    assert!(
        !trf2026
            .lines()
            .any(|l| l.starts_with("XXR") || l.starts_with("BBW")),
        "{trf2026}"
    );
    let players = |text: &str| {
        text.lines()
            .filter(|l| l.starts_with("001"))
            .map(str::to_string)
            .collect::<Vec<_>>()
    };
    assert_eq!(players(&trfx), players(&trf2026));
    let check = run(&["check", "--system", "dutch-2017", &y]);
    assert_code(&check, 0);
    assert!(
        check.stdout.contains("rounds identical: 4/4"),
        "{}",
        check.stdout
    );
}
