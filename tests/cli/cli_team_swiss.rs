//! Swiss Team (C.04.6) through the binary: `pair`, `check`, `verify` and the
//! engine form `--team`, on a team file whose rounds are worked by hand.

use crate::cli_support;
use cli_support::*;

/// Five teams of two boards (`352 WB`), Type A, match points first. Round 1,
/// by hand: the PAB to 5 (3.4.4, the largest TPN of five equal teams), then
/// 1-3 and 2-4 (3.6: first half against second half), 1 White (4.3.1: odd
/// TPN, initial White) and 4 White (4.3.1: the first-team 2 is even); 1 beat
/// 3 2-0, 4 and 2 drew.
const FIVE: &str = "012 Team test
042 2026/03/01
142 4
152 W
162  W 1.0    D 0.5    L 0.0
192 FIDE_TEAM_TYPEA_MP_GP
352 WB
362 TW 2.0   TD 1.0   TL 0.0
001    1 m    T01 Board1, Player                2490 FID    10000001 2000/01/01  1.0    1  0005 w 1
001    2 m    T01 Board2, Player                2480 FID    10000002 2000/01/01  1.0    2  0006 b 1
001    3 m    T02 Board1, Player                2470 FID    10000003 2000/01/01  0.0    3  0007 b 0
001    4 m    T02 Board2, Player                2460 FID    10000004 2000/01/01  1.0    4  0008 w 1
001    5 m    T03 Board1, Player                2450 FID    10000005 2000/01/01  0.0    5  0001 b 0
001    6 m    T03 Board2, Player                2440 FID    10000006 2000/01/01  0.0    6  0002 w 0
001    7 m    T04 Board1, Player                2430 FID    10000007 2000/01/01  1.0    7  0003 w 1
001    8 m    T04 Board2, Player                2420 FID    10000008 2000/01/01  0.0    8  0004 b 0
001    9 m    T05 Board1, Player                2410 FID    10000009 2000/01/01  1.0    9  0000 - U
001   10 m    T05 Board2, Player                2400 FID    10000010 2000/01/01  1.0   10  0000 - U
310   1 Team 1                           T01             2.0    2.0   1     1    2
310   2 Team 2                           T02             1.0    1.0   2     3    4
310   3 Team 3                           T03             0.0    0.0   3     5    6
310   4 Team 4                           T04             1.0    1.0   4     7    8
310   5 Team 5                           T05             1.0    1.0   5     9   10
320    1  1.0   5
";

/// Round 2, by hand: the PAB to 3 (3.4.2, the lowest score; 1, 2, 4, 5 stay
/// pairable without 2-4). 1 (2 MP) needs one upfloater of 1 MP ([C4],
/// [C5]); the first set by TPN is {2} (3.5.4), leaving 4-5. Colours: no
/// Type A preference after one match; 4.3.5 gives White to the lower CD:
/// 2 (CD -1) against 1 (+1), 5 (0, the PAB gives no colour) against 4 (+1).
const FIVE_ROUND_2: &str = "3\n2 1\n5 4\n3 0\n";

#[test]
fn pair_and_the_team_engine_form_pair_a_hand_worked_round() {
    let dir = scratch("ts-pair");
    let input = write(&dir, "five.trf", FIVE);
    let r = run(&["pair", &input]);
    assert_code(&r, 0);
    assert_eq!(r.stdout, FIVE_ROUND_2);
    assert!(
        r.stderr
            .contains("pairing under team-swiss (tournament type FIDE_TEAM_TYPEA_MP_GP)"),
        "{}",
        r.stderr
    );
    let out = arg(&dir.join("out.txt"));
    let r = run(&["--team", &input, "-p", &out]);
    assert_code(&r, 0);
    assert_eq!(read(&out), FIVE_ROUND_2);
}

#[test]
fn check_finds_round_one_as_the_text_pairs_it() {
    let dir = scratch("ts-check");
    let input = write(&dir, "five.trf", FIVE);
    let r = run(&["check", &input, "--round", "1"]);
    assert_code(&r, 0);
    assert!(r.stdout.contains("rounds identical: 1/1"), "{}", r.stdout);
}

/// `verify`: the text's round 2 is optimal and first in the text's order; 1
/// against 4 instead of 2 takes the second set by TPN where the first is
/// legal: suboptimal at 3.5.5, the text's pairing as the better candidate.
#[test]
fn verify_accepts_the_texts_round_and_refuses_a_later_set() {
    let dir = scratch("ts-verify");
    let input = write(&dir, "five.trf", FIVE);
    let good = write(&dir, "good.txt", FIVE_ROUND_2);
    let r = run(&["verify", &input, "--pairing", &good]);
    assert_code(&r, 0);
    assert!(r.stdout.starts_with("optimal\n"), "{}", r.stdout);
    assert!(r.stdout.contains("3.6.4): yes"), "{}", r.stdout);
    let later = write(&dir, "later.txt", "3\n4 1\n2 5\n3 0\n");
    let r = run(&["verify", &input, "--pairing", &later]);
    assert_code(&r, 0);
    assert!(r.stdout.starts_with("suboptimal\n"), "{}", r.stdout);
    assert_code(
        &run(&[
            "verify",
            &input,
            "--pairing",
            &later,
            "--deny",
            "suboptimal",
        ]),
        6,
    );
    assert!(r.stdout.contains("3.5.5: bracket 2"), "{}", r.stdout);
    assert!(
        r.stdout.contains("better candidate: pairs 1-2 4-5"),
        "{}",
        r.stdout
    );
}

/// The players' points columns are informative in a team event (TRF-2026
/// team records, item 6): a manager writing 0.0 for the PAB's boards
/// (`0000 - U`) is read, and the round paired as from the exact columns.
#[test]
fn team_points_columns_that_disagree_with_the_boards_are_informative() {
    let dir = scratch("ts-informative-points");
    let zeroed = FIVE.replace(
        "1.0    9  0000 - U\n001   10 m    T05 Board2, Player                2400 FID    10000010 2000/01/01  1.0",
        "0.0    9  0000 - U\n001   10 m    T05 Board2, Player                2400 FID    10000010 2000/01/01  0.0",
    );
    assert_ne!(zeroed, FIVE);
    let input = write(&dir, "five.trf", &zeroed);
    let r = run(&["pair", &input]);
    assert_code(&r, 0);
    assert_eq!(r.stdout, FIVE_ROUND_2, "{}", r.stderr);
}

/// The boards record the PAB (`0000 - U`, item 1 of how a match is rebuilt);
/// `320` naming a team that played is overruled with a warning at its
/// column, and a file without `320` takes the PAB from the boards. Trusting
/// `320` would leave team 3 without a PAB due in round 2 (3.4.2).
#[test]
fn the_pab_follows_the_boards_where_320_disagrees_or_is_missing() {
    let dir = scratch("ts-pab-boards");
    let wrong = write(
        &dir,
        "wrong.trf",
        &FIVE.replace("320    1  1.0   5", "320    1  1.0   3"),
    );
    let r = run(&["pair", &wrong]);
    assert_code(&r, 0);
    assert_eq!(r.stdout, FIVE_ROUND_2, "{}", r.stderr);
    assert!(
        r.stderr.contains(
            "wrong.trf:24:15: warning: 320 names team 3 as round 1's PAB, but team 5's boards record it (0000 U): the boards are followed"
        ),
        "{}",
        r.stderr
    );
    let missing = write(
        &dir,
        "missing.trf",
        &FIVE.replace("320    1  1.0   5\n", ""),
    );
    let r = run(&["pair", &missing]);
    assert_code(&r, 0);
    assert_eq!(r.stdout, FIVE_ROUND_2, "{}", r.stderr);
    assert!(!r.stderr.contains("warning"), "{}", r.stderr);
}

/// A file without `310` teams under the team system is refused (exit 3).
#[test]
fn an_individual_file_under_team_swiss_exits_3() {
    let dir = scratch("ts-individual");
    let input = write(
        &dir,
        "solo.trf",
        "012 Solo\n001    1      Player 1                          2490                             0.0\n001    2      Player 2                          2480                             0.0\n",
    );
    let r = run(&["pair", "--system", "team-swiss", &input]);
    assert_code(&r, 3);
    assert!(r.stderr.contains("no 310 team records"), "{}", r.stderr);
}
