//! Double-Swiss (C.04.5) through the binary: `pair`, `check`, `generate`,
//! `verify`, `audit`, `roundtrip` and the engine form `--double-swiss`, on a
//! round worked by hand and on generated tournaments of two-game matches.

use crate::cli_support;
use cli_support::*;

/// Round 2 of six after 1-4 (2-0), 2-5 (1-1), 3-6 (1½-½), each match two
/// round columns: 1 meets the upfloater of the highest score (3), 2 and 5
/// (who met) meet 6 and 4 by the first identifier (2-6 5-4); colours by 4.3
/// (tests/rules/double_swiss_rules.rs works it in full).
const SIX: &str = "012 Double-Swiss
142 3
192 FIDE_DOUBLESWISS
XXC white1
001    1      Player 1                          2490                             2.0          4 w 1     4 b 1
001    2      Player 2                          2480                             1.0          5 b 1     5 w 0
001    3      Player 3                          2470                             1.5          6 w 1     6 b =
001    4      Player 4                          2460                             0.0          1 b 0     1 w 0
001    5      Player 5                          2450                             1.0          2 w 0     2 b 1
001    6      Player 6                          2440                             0.5          3 b 0     3 w =
";

const SIX_LIST: &str = "3\n3 1\n2 6\n4 5\n";

#[test]
fn pair_and_the_engine_form_pair_a_hand_worked_round() {
    let dir = scratch("ds-pair");
    let input = write(&dir, "six.trf", SIX);
    let r = run(&["pair", &input]);
    assert_code(&r, 0);
    assert_eq!(r.stdout, SIX_LIST);
    assert!(
        r.stderr
            .contains("pairing under double-swiss (tournament type FIDE_DOUBLESWISS)"),
        "{}",
        r.stderr
    );
    let out = arg(&dir.join("out.txt"));
    let r = run(&["--double-swiss", &input, "-p", &out, "-l"]);
    assert_code(&r, 0);
    assert_eq!(read(&out), SIX_LIST);
    let list = read(&arg(&dir.join("six.list")));
    assert!(list.contains("\t(3B)\t"), "{list}");
    // A Double-Swiss file under another system's flag: exit 3.
    assert_code(&run(&["--dubov", &input, "-p"]), 3);
}

/// `verify`: the round's own pairing is optimal; giving 1 the 1-point 2
/// instead of the 1.5-point 3 is suboptimal on [C5], with a better candidate.
#[test]
fn verify_names_c5_when_a_lower_upfloater_is_taken() {
    let dir = scratch("ds-verify");
    let input = write(&dir, "six.trf", SIX);
    let good = write(&dir, "good.txt", SIX_LIST);
    let r = run(&["verify", &input, "--pairing", &good]);
    assert_code(&r, 0);
    assert!(r.stdout.starts_with("optimal\n"), "{}", r.stdout);
    let bad = write(&dir, "bad.txt", "3\n1 2\n3 4\n6 5\n");
    let r = run(&["verify", &input, "--pairing", &bad]);
    assert_code(&r, 0);
    assert!(r.stdout.starts_with("suboptimal\n"), "{}", r.stdout);
    assert!(
        r.stdout.contains("suboptimal C5: bracket 2"),
        "{}",
        r.stdout
    );
}

/// `generate` plays two-game matches under `192 FIDE_DOUBLESWISS`; the file
/// round-trips, `check` re-pairs every round identically, `audit` proves
/// each one optimal.
#[test]
fn generate_check_audit_and_roundtrip_a_tournament_of_matches() {
    let dir = scratch("ds-generate");
    let trf = arg(&dir.join("g.trf"));
    assert_code(
        &run(&[
            "generate",
            "--system",
            "double-swiss",
            "--seed",
            "3",
            "-o",
            &trf,
        ]),
        0,
    );
    let text = read(&trf);
    assert!(text.contains("\n192 FIDE_DOUBLESWISS\n"), "{text}");
    let line = text.lines().find(|l| l.starts_with("001")).unwrap();
    let rounds = text
        .lines()
        .find_map(|l| l.strip_prefix("XXR "))
        .unwrap()
        .trim()
        .parse::<usize>()
        .unwrap();
    assert!(
        line.len() > 91 + 10 * (2 * rounds - 1),
        "two columns a match: {line}"
    );
    let r = run(&["roundtrip", &trf]);
    assert_code(&r, 0);
    assert!(r.stdout.contains("1 round-tripped"), "{}", r.stdout);
    let r = run(&["check", &trf]);
    assert_code(&r, 0);
    assert!(
        r.stdout.starts_with("tournaments identical: 1/1"),
        "{}",
        r.stdout
    );
    let csv = arg(&dir.join("audit.csv"));
    let r = run(&["audit", "--system", "double-swiss", "--csv", &csv, &trf]);
    assert_code(&r, 0);
    let audit = read(&csv);
    let verdicts: Vec<&str> = audit
        .lines()
        .skip(1)
        .map(|l| l.split(',').nth(4).unwrap())
        .collect();
    assert_eq!(verdicts.len(), rounds, "{audit}");
    assert!(verdicts.iter().all(|&v| v == "optimal"), "{audit}");
    let r = run(&["--double-swiss", &trf, "-c"]);
    assert_code(&r, 0);
}
