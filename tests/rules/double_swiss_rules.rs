//! The Double-Swiss rule set (C.04.5, applied from 1 February 2026) held to
//! its articles: the text's two worked examples (3.5.4's upfloater sets,
//! 3.6.2's identifier), the bye first (3.4), upfloaters and brackets
//! (3.5, 3.6), the colour chain of 4.3 step by step, [C1] over matches.
//! Every round is worked by hand in the test's comment.

use pairproof::pairing::Board;
use pairproof::state::PlayerState;
use pairproof::state::RoundRequest;
use pairproof::systems::double_swiss::colours::s4_3_allocate;
use pairproof::systems::double_swiss::order::{s3_5_4_set_order, s3_6_2_identifier};
use pairproof::systems::double_swiss::readings::InitialParity;
use pairproof::systems::{pair, SystemId};
use pairproof::tournament::Colour::{self, Black as B, White as W};
use pairproof::trf::parse;
use std::path::Path;

/// A `001` line: id, points, round fields (two a match: game 1, game 2).
fn player(id: u32, points: &str, fields: &[&str]) -> String {
    let line = format!(
        "001 {id:>4}      {:<33} {:>4} {:3} {:11} {:10} {points:>4} {:4}  {}",
        format!("Player {id}"),
        2500 - 10 * id,
        "",
        "",
        "",
        "",
        fields.join("  ")
    );
    line.trim_end().to_string()
}

/// A Double-Swiss file of three matches, white to the higher-ranked player
/// on an odd TPN in round 1 (`XXC white1`).
fn file(players: &[(&str, &[&str])]) -> String {
    let mut text = "012 Double-Swiss\n142 3\n192 FIDE_DOUBLESWISS\nXXC white1\n".to_string();
    for (i, (points, fields)) in players.iter().enumerate() {
        text += &(player(i as u32 + 1, points, fields) + "\n");
    }
    text
}

/// The next round's boards (white, black) and bye.
fn paired(text: &str) -> (Vec<(u32, u32)>, Option<u32>) {
    let t = parse(text, Path::new("ds.trf")).expect("a valid file");
    let request = RoundRequest::next_round(&t).unwrap();
    let p = pair(SystemId::DoubleSwiss, &t, &request).unwrap();
    let boards = p
        .boards
        .iter()
        .map(|&Board { white, black }| (white, black))
        .collect();
    (boards, p.bye)
}

/// 3.5.4's example: 2, 6, 8 have 3 points, 1, 3, 5 have 2.5; with two
/// upfloaters of 3 points and one of 2.5 the sets are ordered
/// {2,6,1} < {2,6,3} < {2,6,5} < {2,8,1} < ... < {6,8,5}.
#[test]
fn s3_5_4_upfloater_sets_in_lexicographic_order() {
    let three = |tpn| (30, tpn);
    let half = |tpn| (25, tpn);
    let mut sets = Vec::new();
    for (a, b) in [(6, 8), (2, 8), (2, 6)] {
        for c in [5, 3, 1] {
            sets.push(vec![half(c), three(b), three(a)]);
        }
    }
    sets.sort_by(|a, b| s3_5_4_set_order(a, b));
    let listed: Vec<Vec<u32>> = sets
        .iter()
        .map(|s| {
            let mut s = s.clone();
            s.sort_by_key(|&(score, tpn)| (std::cmp::Reverse(score), tpn));
            s.into_iter().map(|(_, tpn)| tpn).collect()
        })
        .collect();
    let expected: Vec<Vec<u32>> = vec![
        vec![2, 6, 1],
        vec![2, 6, 3],
        vec![2, 6, 5],
        vec![2, 8, 1],
        vec![2, 8, 3],
        vec![2, 8, 5],
        vec![6, 8, 1],
        vec![6, 8, 3],
        vec![6, 8, 5],
    ];
    assert_eq!(listed, expected);
}

/// 3.6.2's example: the pairing 11-24 16-6 10-9 8-4 has the identifier
/// 4 6 9 11 8 16 10 24; 3.6.3 orders pairings by it.
#[test]
fn s3_6_2_identifier_of_the_texts_example() {
    assert_eq!(
        s3_6_2_identifier(&[(11, 24), (16, 6), (10, 9), (8, 4)]),
        [4, 6, 9, 11, 8, 16, 10, 24]
    );
    // 3.6.3: of 1-3 2-4 (1 2 3 4) and 1-2 3-4 (1 3 2 4), the first comes first.
    assert!(s3_6_2_identifier(&[(1, 3), (2, 4)]) < s3_6_2_identifier(&[(1, 2), (3, 4)]));
}

/// Round 1 of eight: one scoregroup, the first identifier 1-5 2-6 3-7 4-8
/// (3.6); colours by 4.3.1: the higher-ranked player (the smaller TPN) gets
/// the initial colour (white) on an odd TPN, black on an even one.
#[test]
fn round_1_pairs_the_top_half_against_the_bottom_half() {
    let none: &[&str] = &[];
    let (boards, bye) = paired(&file(&[("0.0", none); 8]));
    assert_eq!(boards, [(1, 5), (6, 2), (3, 7), (8, 4)]);
    assert_eq!(bye, None);
}

/// 3.4 before any bracket: of five players in round 1 the bye goes to the
/// largest TPN (3.4.2-3.4.3 tie, 3.4.4); the others pair 1-3, 2-4.
#[test]
fn s3_4_the_bye_first_to_the_largest_tpn_in_round_1() {
    let none: &[&str] = &[];
    let (boards, bye) = paired(&file(&[("0.0", none); 5]));
    assert_eq!(bye, Some(5));
    assert_eq!(boards, [(1, 3), (4, 2)]);
}

/// Round 2 after 1-3 (2-0), 2-4 (0-2), 5 the bye: [C2] bars 5; 2 and 3
/// have the lowest score and one match each, and 3 has the larger TPN
/// (3.4.2-3.4.4); the others stay pairable without him (3.4.1).
#[test]
fn s3_4_c2_no_second_bye_then_lowest_score_largest_tpn() {
    let text = file(&[
        ("2.0", &["   3 w 1", "   3 b 1"]),
        ("0.0", &["   4 b 0", "   4 w 0"]),
        ("0.0", &["   1 b 0", "   1 w 0"]),
        ("2.0", &["   2 w 1", "   2 b 1"]),
        ("2.0", &["0000 - U", "0000 - U"]),
    ]);
    let (_, bye) = paired(&text);
    assert_eq!(bye, Some(3));
}

/// Round 2 of six after 1-4 (2-0), 2-5 (1-1), 3-6 (1½-½): 1 (2 points)
/// alone needs one upfloater, the highest score: 3 (1.5, [C5]); 2 and 5
/// (1 point) met ([C1]) and need two: 6 (0.5) and 4 (0). Of 2-6 5-4
/// (identifier 2 4 6 5) and 2-4 5-6 (2 5 4 6) the first (3.6.3). Colours:
/// 1 and 3 had one White each (4.3.2 no), the same colours (4.3.3 no): 1,
/// the higher-ranked, alternates to Black (4.3.4); 2 and 6 had Black each:
/// 2 alternates to White (4.3.4); 4 had no White, 5 one: 4 White (4.3.2).
/// Boards by the higher-ranked player's score, then the sum (GHR).
#[test]
fn round_2_upfloaters_by_score_brackets_by_identifier_colours_by_4_3() {
    let text = file(&[
        ("2.0", &["   4 w 1", "   4 b 1"]),
        ("1.0", &["   5 b 1", "   5 w 0"]),
        ("1.5", &["   6 w 1", "   6 b ="]),
        ("0.0", &["   1 b 0", "   1 w 0"]),
        ("1.0", &["   2 w 0", "   2 b 1"]),
        ("0.5", &["   3 b 0", "   3 w ="]),
    ]);
    let (boards, bye) = paired(&text);
    assert_eq!(boards, [(3, 1), (2, 6), (4, 5)]);
    assert_eq!(bye, None);
}

/// [C1] over matches (Preface): a match forfeited (both games of one player
/// `-`) is no meeting, so its players may meet again; one with a single
/// forfeited game is, so they may not.
#[test]
fn c1_a_forfeited_match_is_no_meeting() {
    // Round 1: 1-3 forfeited by 3 (both games), 2-4 with game 1 forfeited by
    // 4 then played. Round 2: 1 and 2 (2 points) meet; 3 and 4 (0) meet.
    let text = file(&[
        ("2.0", &["   3 w +", "   3 b +"]),
        ("2.0", &["   4 b +", "   4 w 1"]),
        ("0.0", &["   1 b -", "   1 w -"]),
        ("0.0", &["   2 w -", "   2 b 0"]),
    ]);
    let (boards, _) = paired(&text);
    let pairs: Vec<(u32, u32)> = boards.iter().map(|&(w, b)| (w.min(b), w.max(b))).collect();
    assert_eq!(pairs, [(1, 2), (3, 4)]);
    // With 1-2 barred by a played match instead, 1 meets 3 again (the
    // forfeited match), 2 meets... 4 would be a rematch of a played match.
    let text = file(&[
        ("2.0", &["   3 w +", "   3 b +"]),
        ("1.0", &["   4 b 1", "   4 w 0"]),
        ("0.0", &["   1 b -", "   1 w -"]),
        ("1.0", &["   2 w 0", "   2 b 1"]),
    ]);
    let (boards, _) = paired(&text);
    let pairs: Vec<(u32, u32)> = boards.iter().map(|&(w, b)| (w.min(b), w.max(b))).collect();
    assert!(!pairs.contains(&(2, 4)), "{pairs:?}");
}

fn with_colours(id: u32, score: i32, colours: &[Colour]) -> PlayerState {
    let mut s = PlayerState::without_history(id, 2000, score, score);
    s.colours = colours.to_vec();
    s.colour_rounds = (0..colours.len()).collect();
    s
}

fn allocated(a: &PlayerState, b: &PlayerState, a_higher: bool) -> (Colour, &'static str) {
    s4_3_allocate(a, b, W, a_higher, InitialParity::Tpn)
}

/// 4.3.1: neither has played a match: the higher-ranked player gets the
/// initial colour on an odd TPN, the other colour on an even one; under
/// the reading `initial_parity = arrived` his number among the players
/// entered decides instead.
#[test]
fn s4_3_1_first_match_by_the_parity_of_the_higher_ranked() {
    let (one, two, five) = (
        with_colours(1, 0, &[]),
        with_colours(2, 0, &[]),
        with_colours(5, 0, &[]),
    );
    assert_eq!(allocated(&one, &five, true), (W, "4.3.1"));
    assert_eq!(allocated(&five, &two, false), (W, "4.3.1"));
    let mut late = with_colours(4, 0, &[]);
    late.round_number = 3;
    assert_eq!(
        s4_3_allocate(&late, &five, W, true, InitialParity::Arrived),
        (W, "4.3.1")
    );
    assert_eq!(allocated(&late, &five, true), (B, "4.3.1"));
}

/// 4.3.2: White to the player who has had fewer Whites (a count, not a
/// colour difference: W B B against W W B B is one White against two).
#[test]
fn s4_3_2_fewer_whites_gets_white() {
    let a = with_colours(1, 20, &[W, B, B]);
    let b = with_colours(2, 20, &[W, W, B, B]);
    assert_eq!(allocated(&a, &b, true), (W, "4.3.2"));
    assert_eq!(allocated(&b, &a, false), (B, "4.3.2"));
    // One who has not played has had no White against one White.
    let fresh = with_colours(3, 0, &[]);
    let one_white = with_colours(4, 10, &[W]);
    assert_eq!(allocated(&one_white, &fresh, true), (B, "4.3.2"));
}

/// 4.3.3: as many Whites: the most recent match in which their colours
/// differed, read from the ends, each alternating his own: W B W B against
/// B W W B differ last at the second match from the end (B/W... W/W,
/// then B against W): the first alternates to White.
#[test]
fn s4_3_3_the_latest_difference_alternated() {
    let a = with_colours(1, 20, &[W, B, W, B]);
    let b = with_colours(2, 20, &[B, W, W, B]);
    // From the end: B/B, W/W, B/W: a had Black there, so a gets White.
    assert_eq!(allocated(&a, &b, true), (W, "4.3.3"));
    assert_eq!(allocated(&b, &a, false), (B, "4.3.3"));
}

/// 4.3.4: the same histories: the higher-ranked player alternates his last
/// match's colour; 4.3.5: he has none (he has not played, the other has
/// one Black, so no White either way): the other alternates his.
#[test]
fn s4_3_4_and_4_3_5_alternate_the_last_match() {
    let a = with_colours(1, 20, &[B, W]);
    let b = with_colours(2, 20, &[B, W]);
    assert_eq!(allocated(&a, &b, true), (B, "4.3.4"));
    assert_eq!(allocated(&b, &a, false), (W, "4.3.4"));
    let fresh = with_colours(3, 20, &[]);
    let black = with_colours(4, 10, &[B]);
    assert_eq!(allocated(&fresh, &black, true), (B, "4.3.5"));
    assert_eq!(allocated(&black, &fresh, false), (W, "4.3.5"));
}
