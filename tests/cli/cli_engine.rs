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

/// Four players after round 1 (1 beat 3, 2 and 4 drew): round 2 pairs 2-1
/// and 3-4 under the Dutch rules (the 1-point player floats down to the
/// first of the 0.5 group, colours alternated).
const FOUR: &str = "012 Four players
XXR 3
XXC white1
001    1      Player A                          2000                             1.0    1     3 w 1
001    2      Player B                          1900                             0.5    2     4 b =
001    3      Player C                          1800                             0.0    4     1 b 0
001    4      Player D                          1700                             0.5    3     2 w =
";

/// bbpPairings' check-list of FOUR's round 2, byte for byte: a blank line,
/// the header, a blank line before each score, two blank lines at the end;
/// every field right-aligned to its column and followed by a tab.
const FOUR_LIST: &str = "\nID\tPts\t--\tPref\tC2\tC14\tC16\t Cur\t\tR1\t\n\
\n 1\t1.0\t W\t (B)\t Y\t   \t   \t(2B)\t\t 3\t\n\
\n 2\t0.5\t B\t (W)\t Y\t   \t   \t(1W)\t\t 4\t\n\
\x204\t0.5\t W\t (B)\t Y\t   \t   \t(3B)\t\t 2\t\n\
\n 3\t0.0\t B\t (W)\t Y\t   \t   \t(4W)\t\t 1\t\n\n\n";

#[test]
fn dutch_l_writes_bbppairings_checklist_layout_beside_the_input() {
    let dir = scratch("engine-l");
    let input = write(&dir, "four.trf", FOUR);
    let out = arg(&dir.join("out.txt"));
    let r = run(&["--dutch", &input, "-p", &out, "-l"]);
    assert_code(&r, 0);
    assert_eq!(read(&out), "2\n2 1\n3 4\n");
    assert_eq!(read(&arg(&dir.join("four.list"))), FOUR_LIST);

    let named = arg(&dir.join("check.txt"));
    assert_code(&run(&["--dutch", &input, "-p", &out, "-l", &named]), 0);
    assert_eq!(read(&named), FOUR_LIST);
}

/// The check-list of a larger round: one row per player present, the header
/// naming the rounds played, and the score groups apart.
#[test]
fn dutch_l_lists_every_player_of_the_demo() {
    let dir = scratch("engine-l-demo");
    let input = write(&dir, "demo.trf", &read(&repo(DEMO)));
    let out = arg(&dir.join("out.txt"));
    assert_code(&run(&["--dutch", &input, "-p", &out, "-l"]), 0);
    let list = read(&arg(&dir.join("demo.list")));
    let header = list.lines().nth(1).unwrap();
    assert_eq!(
        header.trim_start(),
        "ID\tPts\t-----\tPref\tC2\tC14\tC16\t  Cur\t\tR1\tR2\tR3\tR4\t",
        "{list}"
    );
    let rows: Vec<&str> = list.lines().skip(2).filter(|l| !l.is_empty()).collect();
    assert_eq!(rows.len(), 27, "{list}");
    assert!(rows.iter().all(|r| r.split('\t').count() == 14), "{list}");
}

#[test]
fn dutch_l_goes_to_stderr_when_the_pairing_goes_to_stdout() {
    let dir = scratch("engine-l-stderr");
    let input = write(&dir, "four.trf", FOUR);
    let r = run_with_stdin(&["--dutch", "-", "-p", "-l"], &read(&input));
    assert_code(&r, 0);
    assert_eq!(r.stdout, "2\n2 1\n3 4\n", "stdout holds the pairing only");
    let (rules, list) = r.stderr.split_once('\n').unwrap();
    assert!(
        rules.starts_with("--dutch: pairing under dutch-2026"),
        "{}",
        r.stderr
    );
    assert_eq!(list, FOUR_LIST);
}

/// Exit 1 (no valid pairing: the two players have met) leaves the `-p` file
/// empty, so that a caller reading it finds no pairs rather than no file, and
/// the check-list lists the players with no current game, as bbpPairings
/// writes them.
#[test]
fn no_pairing_leaves_the_pairing_empty_and_lists_the_players() {
    let dir = scratch("engine-no-pairing");
    let input = write(
        &dir,
        "two.trf",
        "012 Two players
XXR 2
XXC white1
001    1      Player A                          2000                             1.0    1     2 w 1
001    2      Player B                          1900                             0.0    2     1 b 0
",
    );
    let (out, list) = (arg(&dir.join("out.txt")), arg(&dir.join("out.list")));
    let r = run(&["--dutch", &input, "-p", &out, "-l", &list]);
    assert_code(&r, 1);
    assert_eq!(read(&out), "");
    assert_eq!(
        read(&list),
        "\nID\tPts\t--\tPref\tC2\tC14\tC16\tCur\t\tR1\t\n\
         \n 1\t1.0\t W\t (B)\t Y\t   \t   \t   \t\t 2\t\n\
         \n 2\t0.0\t B\t (W)\t Y\t   \t   \t   \t\t 1\t\n\n\n"
    );
    assert!(r.stderr.contains("no valid pairing"), "{}", r.stderr);
}

/// `--burstein`, `--dubov` and `--lim` pair as `pair --system` does; a file
/// whose type names another system is invalid input for the flag (exit 3).
#[test]
fn system_flags_pair_as_the_pair_command() {
    for (flag, system) in [
        ("--burstein", "burstein"),
        ("--dubov", "dubov"),
        ("--lim", "lim"),
    ] {
        let r = run(&[flag, &repo(DEMO), "-p"]);
        assert_code(&r, 0);
        assert!(
            r.stderr
                .starts_with(&format!("{flag}: pairing under {system}")),
            "{}",
            r.stderr
        );
        assert_eq!(
            r.stdout,
            run(&["pair", "--system", system, &repo(DEMO)]).stdout,
            "{flag}"
        );
    }
    let dir = scratch("engine-flag-type");
    let typed = write(
        &dir,
        "typed.trf",
        &read(&repo(DEMO)).replacen("XXR 11", "XXR 11\n192 FIDE_DUBOV", 1),
    );
    let r = run(&["--lim", &typed, "-p"]);
    assert_code(&r, 3);
    assert!(
        r.stderr
            .contains("--lim asks for lim, but the tournament type FIDE_DUBOV names dubov"),
        "{}",
        r.stderr
    );
    assert_code(&run(&["--dubov", &typed, "-p"]), 0);
    assert_code(&run(&["--dubov", "--lim", &typed, "-p"]), 3);
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
