//! Section D of the Istanbul 2012 text (seed 001): the transpositions of
//! D.1.1, the exchange order of D.2 for one, two and three players (the
//! text's tables and lists), and the moved-down players' order of D.3. Each
//! list is also held to the order the engine's generation order follows
//! (`dutch2017::sequence`), which the 2012 engine reuses.

use pairproof::dutch_common::sequence::{mdp_exchanges, resident_exchanges};
use pairproof::systems::dutch2012::sequence::{exchanges, moved_down_sets, transpositions};

fn range(a: usize, b: usize) -> Vec<usize> {
    (a..=b).collect()
}

/// D.1.1: S1 = 1..5, S2 = 6..11; the text lists transpositions 0-23 and
/// "719. 11-10-9-8-7-6" ("at all 720 figures").
#[test]
fn d1_1_first_24_of_720_transpositions() {
    let text: [[usize; 6]; 24] = [
        [6, 7, 8, 9, 10, 11],
        [6, 7, 8, 9, 11, 10],
        [6, 7, 8, 10, 9, 11],
        [6, 7, 8, 10, 11, 9],
        [6, 7, 8, 11, 9, 10],
        [6, 7, 8, 11, 10, 9],
        [6, 7, 9, 8, 10, 11],
        [6, 7, 9, 8, 11, 10],
        [6, 7, 9, 10, 8, 11],
        [6, 7, 9, 10, 11, 8],
        [6, 7, 9, 11, 8, 10],
        [6, 7, 9, 11, 10, 8],
        [6, 7, 10, 8, 9, 11],
        [6, 7, 10, 8, 11, 9],
        [6, 7, 10, 9, 8, 11],
        [6, 7, 10, 9, 11, 8],
        [6, 7, 10, 11, 8, 9],
        [6, 7, 10, 11, 9, 8],
        [6, 7, 11, 8, 9, 10],
        [6, 7, 11, 8, 10, 9],
        [6, 7, 11, 9, 8, 10],
        [6, 7, 11, 9, 10, 8],
        [6, 7, 11, 10, 8, 9],
        [6, 7, 11, 10, 9, 8],
    ];
    let all = transpositions(&range(6, 11));
    assert_eq!(all.len(), 720);
    for (i, expected) in text.iter().enumerate() {
        assert_eq!(all[i], expected.to_vec(), "transposition {i}");
    }
    assert_eq!(all[24][..3], [6, 8, 7], "24. 6-8-7 ...");
    assert_eq!(all[719], vec![11, 10, 9, 8, 7, 6]);
}

/// The position (1-based) of each exchange in `order`, looked up by its sets.
fn rank(order: &[(Vec<usize>, Vec<usize>)], s1: &[usize], s2: &[usize]) -> usize {
    1 + order
        .iter()
        .position(|(a, b)| a == s1 && b == s2)
        .unwrap_or_else(|| panic!("exchange {s1:?} / {s2:?} missing"))
}

/// D.2, exchange of one player: the text's table (S1 5..1 across, S2 6..11
/// down, each cell the exchange's place in the order).
#[test]
fn d2_exchange_of_one_player_table() {
    let s1_columns = [5, 4, 3, 2, 1];
    let table: [(usize, [usize; 5]); 6] = [
        (6, [1, 3, 6, 10, 15]),
        (7, [2, 5, 9, 14, 20]),
        (8, [4, 8, 13, 19, 24]),
        (9, [7, 12, 18, 23, 27]),
        (10, [11, 17, 22, 26, 29]),
        (11, [16, 21, 25, 28, 30]),
    ];
    let order = exchanges(&range(1, 5), &range(6, 11), 1);
    assert_eq!(order.len(), 30);
    for (s2, places) in table {
        for (s1, place) in s1_columns.iter().zip(places) {
            assert_eq!(
                rank(&order, &[*s1], &[s2]),
                place,
                "exchange {s1} with {s2}"
            );
        }
    }
    // "1. exchange player 5 from S1 with player 6 from S2: difference 1; 2. 5
    // with 7: difference 2; 3. 4 with 6: difference 2".
    assert_eq!(
        order[..3],
        [(vec![5], vec![6]), (vec![5], vec![7]), (vec![4], vec![6])]
    );
}

/// D.2, exchange of two players: the text's table (S1 pairs across, S2 pairs
/// down) and its first six exchanges.
#[test]
fn d2_exchange_of_two_players_table() {
    let s1_columns: [[usize; 2]; 10] = [
        [5, 4],
        [5, 3],
        [5, 2],
        [5, 1],
        [4, 3],
        [4, 2],
        [4, 1],
        [3, 2],
        [3, 1],
        [2, 1],
    ];
    let table: [([usize; 2], [usize; 10]); 15] = [
        ([6, 7], [1, 3, 7, 14, 8, 16, 28, 29, 45, 65]),
        ([6, 8], [2, 6, 13, 24, 15, 27, 43, 44, 64, 85]),
        ([6, 9], [4, 11, 22, 37, 25, 41, 60, 62, 83, 104]),
        ([6, 10], [9, 20, 35, 53, 39, 58, 79, 81, 102, 120]),
        ([6, 11], [17, 32, 50, 71, 55, 76, 96, 99, 117, 132]),
        ([7, 8], [5, 12, 23, 38, 26, 42, 61, 63, 84, 105]),
        ([7, 9], [10, 21, 36, 54, 40, 59, 80, 82, 103, 121]),
        ([7, 10], [18, 33, 51, 72, 56, 77, 97, 100, 118, 133]),
        ([7, 11], [30, 48, 69, 90, 74, 94, 113, 115, 130, 141]),
        ([8, 9], [19, 34, 52, 73, 57, 78, 98, 101, 119, 134]),
        ([8, 10], [31, 49, 70, 91, 75, 95, 114, 116, 131, 142]),
        ([8, 11], [46, 67, 88, 108, 92, 111, 126, 128, 139, 146]),
        ([9, 10], [47, 68, 89, 109, 93, 112, 127, 129, 140, 147]),
        ([9, 11], [66, 87, 107, 123, 110, 125, 137, 138, 145, 149]),
        ([10, 11], [86, 106, 122, 135, 124, 136, 143, 144, 148, 150]),
    ];
    let order = exchanges(&range(1, 5), &range(6, 11), 2);
    assert_eq!(order.len(), 150);
    for (s2, places) in table {
        for (s1, place) in s1_columns.iter().zip(places) {
            assert_eq!(rank(&order, s1, &s2), place, "exchange {s1:?} with {s2:?}");
        }
    }
    let first_six: Vec<(Vec<usize>, Vec<usize>)> = [
        ([5, 4], [6, 7]),
        ([5, 4], [6, 8]),
        ([5, 3], [6, 7]),
        ([5, 4], [6, 9]),
        ([5, 4], [7, 8]),
        ([5, 3], [6, 8]),
    ]
    .iter()
    .map(|(a, b)| (a.to_vec(), b.to_vec()))
    .collect();
    assert_eq!(order[..6], first_six[..]);
}

/// D.2, exchange of three players: the text's lists of S1 and S2 exchanges
/// and its first six exchanges (differences 9, 10, 10, 11, 11, 11).
#[test]
fn d2_exchange_of_three_players() {
    let order = exchanges(&range(1, 5), &range(6, 11), 3);
    assert_eq!(order.len(), 10 * 20);
    let mut s1_list: Vec<Vec<usize>> = Vec::new();
    let mut s2_list: Vec<Vec<usize>> = Vec::new();
    for (a, b) in &order {
        if !s1_list.contains(a) {
            s1_list.push(a.clone());
        }
        if !s2_list.contains(b) {
            s2_list.push(b.clone());
        }
    }
    s1_list.sort_by(|a, b| b.cmp(a));
    s2_list.sort();
    let text_s1: [[usize; 3]; 10] = [
        [5, 4, 3],
        [5, 4, 2],
        [5, 4, 1],
        [5, 3, 2],
        [5, 3, 1],
        [5, 2, 1],
        [4, 3, 2],
        [4, 3, 1],
        [4, 2, 1],
        [3, 2, 1],
    ];
    let text_s2: [[usize; 3]; 20] = [
        [6, 7, 8],
        [6, 7, 9],
        [6, 7, 10],
        [6, 7, 11],
        [6, 8, 9],
        [6, 8, 10],
        [6, 8, 11],
        [6, 9, 10],
        [6, 9, 11],
        [6, 10, 11],
        [7, 8, 9],
        [7, 8, 10],
        [7, 8, 11],
        [7, 9, 10],
        [7, 9, 11],
        [7, 10, 11],
        [8, 9, 10],
        [8, 9, 11],
        [8, 10, 11],
        [9, 10, 11],
    ];
    assert_eq!(
        s1_list,
        text_s1.iter().map(|s| s.to_vec()).collect::<Vec<_>>()
    );
    assert_eq!(
        s2_list,
        text_s2.iter().map(|s| s.to_vec()).collect::<Vec<_>>()
    );
    let first_six = [
        ([5, 4, 3], [6, 7, 8], 9),
        ([5, 4, 3], [6, 7, 9], 10),
        ([5, 4, 2], [6, 7, 8], 10),
        ([5, 4, 3], [6, 7, 10], 11),
        ([5, 4, 3], [6, 8, 9], 11),
        ([5, 4, 2], [6, 7, 9], 11),
    ];
    for (i, (a, b, difference)) in first_six.iter().enumerate() {
        assert_eq!(order[i], (a.to_vec(), b.to_vec()), "exchange {}", i + 1);
        let sum = |s: &[usize]| s.iter().sum::<usize>() as i64;
        assert_eq!(sum(b) - sum(a), *difference);
    }
}

/// The engine's generation order uses the D.2 order of the 2017 text (fewest
/// players, smallest difference, highest S1 number, lowest S2 number): for
/// exchanges of one size it is the order of the 2012 procedure.
#[test]
fn d2_2012_order_is_the_engines_order_for_each_size() {
    for (s1, s2) in [
        (range(1, 5), range(6, 11)),
        (range(1, 3), range(4, 7)),
        (range(1, 4), range(5, 9)),
    ] {
        let engine = resident_exchanges(&s1, &s2);
        for n in 1..=s1.len() {
            let text: Vec<(Vec<usize>, Vec<usize>)> = exchanges(&s1, &s2, n)
                .into_iter()
                .map(|(mut a, b)| {
                    a.sort_unstable();
                    (a, b)
                })
                .collect();
            let of_size: Vec<(Vec<usize>, Vec<usize>)> = engine
                .iter()
                .filter(|(a, _)| a.len() == n)
                .cloned()
                .collect();
            assert_eq!(text, of_size, "S1 {s1:?}, S2 {s2:?}, {n} players");
        }
    }
}

/// D.3: M0 = 5, the players moved down 1..5; the S1 sets for M1 = 5..1 in
/// descending priority, as the text's table gives them.
#[test]
fn d3_moved_down_players_m0_5() {
    let text: [(usize, &[&str]); 5] = [
        (5, &["12345"]),
        (4, &["1234", "1235", "1245", "1345", "2345"]),
        (
            3,
            &[
                "123", "124", "125", "134", "135", "145", "234", "235", "245", "345",
            ],
        ),
        (
            2,
            &["12", "13", "14", "15", "23", "24", "25", "34", "35", "45"],
        ),
        (1, &["1", "2", "3", "4", "5"]),
    ];
    for (m1, sets) in text {
        let expected: Vec<Vec<usize>> = sets
            .iter()
            .map(|s| {
                s.chars()
                    .map(|c| c.to_digit(10).unwrap() as usize)
                    .collect()
            })
            .collect();
        assert_eq!(moved_down_sets(5, m1), expected, "M1 = {m1}");
        // The engine's MDP order with equal scores: S1 first, then the exchanges.
        let (s1, limbo) = (range(1, m1), range(m1 + 1, 5));
        let mut engine = vec![s1.clone()];
        engine.extend(mdp_exchanges(&s1, &limbo, |_| 0));
        assert_eq!(engine, expected, "engine, M1 = {m1}");
    }
}
