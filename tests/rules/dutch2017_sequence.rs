//! Section D of the Dutch rules (2017): the generation order of candidates,
//! checked against the examples of the rule text (seed 000, D.1-D.3) and of
//! `shared/docs/systems.md`, and against sequences worked out by hand.

use pairproof::dutch_common::sequence::{
    candidate_count, candidates, mdp_exchanges, parting_step, resident_exchanges, transpositions,
    BracketShape, Candidate,
};

fn range(a: usize, b: usize) -> Vec<usize> {
    (a..=b).collect()
}

// ---------------------------------------------------------------- D.1

/// systems.md, D.1: "an 11-player homogeneous bracket runs 6-7-8-9-10,
/// 6-7-8-9-11, ..., 11-10-9-8-7 (720 transpositions)".
#[test]
fn d1_eleven_player_homogeneous_bracket() {
    let t = transpositions(&range(6, 11), 5);
    assert_eq!(t.len(), 720);
    assert_eq!(t[0], vec![6, 7, 8, 9, 10]);
    assert_eq!(t[1], vec![6, 7, 8, 9, 11]);
    // Third: the fourth position moves on to 10, the fifth takes the lowest left.
    assert_eq!(t[2], vec![6, 7, 8, 10, 9]);
    assert_eq!(t[719], vec![11, 10, 9, 8, 7]);
    let mut sorted = t.clone();
    sorted.sort();
    sorted.dedup();
    assert_eq!(
        sorted, t,
        "strictly increasing lexicographic order, no repeats"
    );
}

/// systems.md, D.1: "with two MDPs it runs 3-4, 3-5, ..., 11-10 (72 transpositions)".
#[test]
fn d1_eleven_player_bracket_with_two_mdps() {
    let t = transpositions(&range(3, 11), 2);
    assert_eq!(t.len(), 72);
    assert_eq!(t[0], vec![3, 4]);
    assert_eq!(t[1], vec![3, 5]);
    assert_eq!(t[8], vec![4, 3], "after 3-4 .. 3-11 (8 of them) comes 4-3");
    assert_eq!(t[71], vec![11, 10]);
}

#[test]
fn d1_edge_cases() {
    assert_eq!(transpositions(&[5, 3, 4], 3).len(), 6);
    assert_eq!(
        transpositions(&[5, 3, 4], 3)[0],
        vec![3, 4, 5],
        "S2 is read in BSN order"
    );
    assert_eq!(transpositions(&[], 0), vec![Vec::<usize>::new()]);
    assert!(transpositions(&[7], 2).is_empty());
}

// ---------------------------------------------------------------- D.2

fn position(list: &[(Vec<usize>, Vec<usize>)], out: &[usize], inn: &[usize]) -> usize {
    list.iter()
        .position(|(o, i)| o == out && i == inn)
        .unwrap_or_else(|| panic!("exchange {out:?} <-> {inn:?} not listed"))
}

/// D.2.b: "in a bracket containing eleven players, exchanging 6 with 4 is
/// better than exchanging 8 with 5; similarly exchanging 8+6 with 4+3 is
/// better than exchanging 9+8 with 5+4".
#[test]
fn d2_rule_text_examples_b() {
    let x = resident_exchanges(&range(1, 5), &range(6, 11));
    assert!(position(&x, &[4], &[6]) < position(&x, &[5], &[8]));
    assert!(position(&x, &[3, 4], &[6, 8]) < position(&x, &[4, 5], &[8, 9]));
}

/// D.2.c: "moving 5 from S1 to S2 is better than moving 4; similarly, 5-2 is
/// better than 4-3; 5-4-1 is better than 5-3-2" (with the same S2 players
/// moved, so that a and b tie).
#[test]
fn d2_rule_text_examples_c() {
    let x = resident_exchanges(&range(1, 5), &range(6, 11));
    // 5<->7 and 4<->6: both one BSN, both a difference of 2.
    assert!(position(&x, &[5], &[7]) < position(&x, &[4], &[6]));
    // 2+5 and 3+4 both sum to 7: moved in 6+7 for both.
    assert!(position(&x, &[2, 5], &[6, 7]) < position(&x, &[3, 4], &[6, 7]));
    // 1+4+5 and 2+3+5 both sum to 10.
    assert!(position(&x, &[1, 4, 5], &[6, 7, 8]) < position(&x, &[2, 3, 5], &[6, 7, 8]));
}

/// D.2.d: "moving 6 from S2 to S1 is better than moving 7; similarly, 6-9 is
/// better than 7-8; 6-7-10 is better than 6-8-9" (same S1 players moved out).
#[test]
fn d2_rule_text_examples_d() {
    // Same moved-out set and same difference, so that only d decides:
    let x = resident_exchanges(&range(1, 5), &range(6, 11));
    // (For single exchanges "6 before 7" is already decided by b.)
    assert!(position(&x, &[5], &[6]) < position(&x, &[5], &[7]));
    assert!(position(&x, &[4, 5], &[6, 9]) < position(&x, &[4, 5], &[7, 8]));
    assert!(position(&x, &[3, 4, 5], &[6, 7, 10]) < position(&x, &[3, 4, 5], &[6, 8, 9]));
}

/// The start of the exchange sequence of an 11-player homogeneous bracket,
/// S1 = 1..5, S2 = 6..11, worked out by hand:
///
/// a) all 30 single exchanges come first. Among them, b) orders by the
///    difference in - out, from 6-5 = 1 up to 11-1 = 10; within one
///    difference c) prefers the highest BSN moved out of S1 (5, then 4, ...),
///    which fixes the BSN moved in. d) never decides for single exchanges.
/// Then the two-BSN exchanges: the smallest difference is (6+7) - (4+5) = 4;
/// difference 5: out 4+5 with in 6+8, out 3+5 with in 6+7 (c: 5-4 before
/// 5-3); difference 6: out 4+5 with in 6+9 or 7+8 (d: 6-9 first), then out
/// 3+5 with 6+8, then out 2+5 and out 3+4 (both sum 7) with 6+7 (c: 5-2
/// before 4-3).
#[test]
fn d2_first_exchanges_of_an_eleven_player_bracket() {
    let x = resident_exchanges(&range(1, 5), &range(6, 11));
    let singles: Vec<(usize, usize)> = vec![
        (5, 6),
        (5, 7),
        (4, 6),
        (5, 8),
        (4, 7),
        (3, 6),
        (5, 9),
        (4, 8),
        (3, 7),
        (2, 6),
        (5, 10),
        (4, 9),
        (3, 8),
        (2, 7),
        (1, 6),
        (5, 11),
        (4, 10),
        (3, 9),
        (2, 8),
        (1, 7),
        (4, 11),
        (3, 10),
        (2, 9),
        (1, 8),
        (3, 11),
        (2, 10),
        (1, 9),
        (2, 11),
        (1, 10),
        (1, 11),
    ];
    for (k, &(out, inn)) in singles.iter().enumerate() {
        assert_eq!(x[k], (vec![out], vec![inn]), "single exchange #{}", k + 1);
    }
    let doubles: Vec<(Vec<usize>, Vec<usize>)> = vec![
        (vec![4, 5], vec![6, 7]), // difference 4
        (vec![4, 5], vec![6, 8]), // difference 5
        (vec![3, 5], vec![6, 7]),
        (vec![4, 5], vec![6, 9]), // difference 6
        (vec![4, 5], vec![7, 8]),
        (vec![3, 5], vec![6, 8]),
        (vec![2, 5], vec![6, 7]),
        (vec![3, 4], vec![6, 7]),
        (vec![4, 5], vec![6, 10]), // difference 7
        (vec![4, 5], vec![7, 9]),
        (vec![3, 5], vec![6, 9]),
        (vec![3, 5], vec![7, 8]),
        (vec![2, 5], vec![6, 8]),
        (vec![1, 5], vec![6, 7]),
        (vec![3, 4], vec![6, 8]),
        (vec![2, 4], vec![6, 7]),
    ];
    for (k, d) in doubles.iter().enumerate() {
        assert_eq!(&x[30 + k], d, "two-BSN exchange #{}", k + 1);
    }
    // Every S1 of 5 among the 11 but the original one: C(11,5) - 1.
    assert_eq!(x.len(), 461);
    // The very last: all of S1 out, the five highest in (difference 30);
    // before it, difference 29.
    assert_eq!(x[460], (range(1, 5), range(7, 11)));
    assert_eq!(x[459], (range(1, 5), vec![6, 8, 9, 10, 11]));
}

#[test]
fn d2_order_is_a_total_order_by_a_b() {
    let x = resident_exchanges(&range(1, 6), &range(7, 12));
    let key = |(o, i): &(Vec<usize>, Vec<usize>)| {
        (
            o.len(),
            i.iter().sum::<usize>() as i64 - o.iter().sum::<usize>() as i64,
        )
    };
    for w in x.windows(2) {
        assert!(key(&w[0]) <= key(&w[1]), "{:?} before {:?}", w[0], w[1]);
        assert_ne!(w[0], w[1]);
    }
    assert_eq!(x.len(), 923);
}

// ---------------------------------------------------------------- D.3

/// D.3 on the resulting S1: a) the highest different score first; b) the
/// lowest BSNs (sorted ascending, lexicographically).
#[test]
fn d3_mdp_exchanges() {
    // MDPs 1 (4 points), 2 and 3 (3 points), 4 (2 points); M1 = 2: S1 = {1,2}.
    let score = |b: usize| [0, 40, 30, 30, 20][b];
    let x = mdp_exchanges(&[1, 2], &[3, 4], score);
    // {1,3}: 4+3; {1,4}: 4+2 (the 4 beats any S1 without it, D.3.a: highest
    // different score); {2,3}: 3+3; {2,4}, {3,4}: 3+2, in BSN order (D.3.b).
    assert_eq!(
        x,
        vec![vec![1, 3], vec![1, 4], vec![2, 3], vec![2, 4], vec![3, 4]]
    );

    // All MDPs on equal scores: pure lexicographic order of the BSNs.
    let x = mdp_exchanges(&[1, 2], &[3, 4], |_| 20);
    assert_eq!(
        x,
        vec![vec![1, 3], vec![1, 4], vec![2, 3], vec![2, 4], vec![3, 4]]
    );

    // One MDP to pair out of three of different scores.
    let x = mdp_exchanges(&[1], &[2, 3], |b| [0, 30, 25, 20][b]);
    assert_eq!(x, vec![vec![2], vec![3]]);

    // No Limbo: nothing to exchange.
    assert!(mdp_exchanges(&[1, 2], &[], |_| 0).is_empty());
}

// ---------------------------------------------------------------- candidates

fn show(c: &Candidate) -> String {
    let pairs: Vec<String> = c.pairs.iter().map(|(a, b)| format!("{a}-{b}")).collect();
    format!("{} | {:?}", pairs.join(" "), c.unpaired)
}

/// B.6 on four players, N1 = 2, by hand: the two transpositions of the
/// original S2, then the exchanges 2<->3 (difference 1), 2<->4 and 1<->3
/// (difference 2; c: moving 2 out beats moving 1), 1<->4, and 1+2<->3+4;
/// each new S1/S2 sorted by BSN, then transposed.
#[test]
fn b6_homogeneous_four_players() {
    let all: Vec<String> = candidates(BracketShape::homogeneous(4, 2), |_| 0)
        .map(|c| show(&c))
        .collect();
    let expected = [
        "1-3 2-4 | []",
        "1-4 2-3 | []",
        "1-2 3-4 | []",
        "1-4 3-2 | []",
        "1-2 4-3 | []",
        "1-3 4-2 | []",
        "2-1 3-4 | []",
        "2-4 3-1 | []",
        "2-1 4-3 | []",
        "2-3 4-1 | []",
        "3-1 4-2 | []",
        "3-2 4-1 | []",
    ];
    assert_eq!(all, expected);
}

/// B.6 with a downfloater: five players, N1 = 2. S2 = 3,4,5: six
/// transpositions, the S2 player facing nobody floats.
#[test]
fn b6_homogeneous_with_a_floater() {
    let all: Vec<Candidate> = candidates(BracketShape::homogeneous(5, 2), |_| 0).collect();
    assert_eq!(show(&all[0]), "1-3 2-4 | [5]");
    assert_eq!(show(&all[1]), "1-3 2-5 | [4]");
    assert_eq!(show(&all[2]), "1-4 2-3 | [5]");
    assert_eq!(show(&all[5]), "1-5 2-4 | [3]");
    // First exchange: 2<->3 (difference 1): S1 = 1,3; S2 = 2,4,5.
    assert_eq!(show(&all[6]), "1-2 3-4 | [5]");
    assert_eq!(
        all.len() as u128,
        candidate_count(BracketShape::homogeneous(5, 2))
    );
    assert_eq!(all.len(), 10 * 6);
}

/// B.7 by hand: MDPs 1 (2 points) and 2 (1.5), residents 3, 4, 5 (1 point);
/// M1 = 1, one pair in the remainder. S1 = {1} first (Limbo {2}); each
/// transposition of S2 = 3,4,5 gives the MDP-pairing, the remainder's S1R/S2R
/// are formed right after it and transposed/exchanged; then the D.3 exchange
/// S1 = {2} (Limbo {1}) with S2 restored.
#[test]
fn b7_heterogeneous_by_hand() {
    let shape = BracketShape {
        size: 5,
        mdps: 2,
        m1: 1,
        pairs: 1,
    };
    let all: Vec<String> = candidates(shape, |b| [0, 20, 15, 10, 10, 10][b])
        .map(|c| show(&c))
        .collect();
    let expected = [
        "1-3 4-5 | [2]",
        "1-3 5-4 | [2]",
        "1-4 3-5 | [2]",
        "1-4 5-3 | [2]",
        "1-5 3-4 | [2]",
        "1-5 4-3 | [2]",
        "2-3 4-5 | [1]",
        "2-3 5-4 | [1]",
        "2-4 3-5 | [1]",
        "2-4 5-3 | [1]",
        "2-5 3-4 | [1]",
        "2-5 4-3 | [1]",
    ];
    assert_eq!(all, expected);
    assert_eq!(candidate_count(shape), 12);
}

/// The MDP-pairing of an 11-player bracket with two MDPs follows the 72
/// transpositions of systems.md; M1 = 0 goes straight to the remainder.
#[test]
fn b7_mdp_pairings_follow_d1() {
    let shape = BracketShape {
        size: 11,
        mdps: 2,
        m1: 2,
        pairs: 3,
    };
    let mut mdp_pairings: Vec<Vec<(usize, usize)>> = Vec::new();
    for c in candidates(shape, |b| if b <= 2 { 20 } else { 10 }) {
        let p = c.pairs[..2].to_vec();
        if mdp_pairings.last() != Some(&p) {
            mdp_pairings.push(p);
        }
    }
    assert_eq!(mdp_pairings.len(), 72);
    assert_eq!(mdp_pairings[0], vec![(1, 3), (2, 4)]);
    assert_eq!(mdp_pairings[1], vec![(1, 3), (2, 5)]);
    assert_eq!(mdp_pairings[71], vec![(1, 11), (2, 10)]);

    let shape = BracketShape {
        size: 5,
        mdps: 2,
        m1: 0,
        pairs: 1,
    };
    let all: Vec<String> = candidates(shape, |_| 0).map(|c| show(&c)).collect();
    // Remainder 3,4,5 with S1R = {3}: 3-4, 3-5, then exchanges 3<->4 (S1R {4}:
    // 4-3, 4-5), 3<->5 (S1R {5}: 5-3, 5-4). Both MDPs in the Limbo.
    assert_eq!(
        all,
        [
            "3-4 | [1, 2, 5]",
            "3-5 | [1, 2, 4]",
            "4-3 | [1, 2, 5]",
            "4-5 | [1, 2, 3]",
            "5-3 | [1, 2, 4]",
            "5-4 | [1, 2, 3]",
        ]
    );
}

/// Every candidate is a well-formed pairing of the bracket, the count matches
/// `candidate_count`, and every matching with the shape's numbers appears.
#[test]
fn candidates_cover_every_matching() {
    for &(size, mdps, m1, pairs) in &[
        (6, 0, 0, 3),
        (7, 0, 0, 3),
        (7, 2, 1, 2),
        (8, 3, 2, 2),
        (6, 1, 1, 2),
        (9, 3, 3, 1),
    ] {
        let shape = BracketShape {
            size,
            mdps,
            m1,
            pairs,
        };
        let all: Vec<Candidate> =
            candidates(shape, |b| if b <= mdps { 30 - b as i32 } else { 0 }).collect();
        assert_eq!(all.len() as u128, candidate_count(shape), "{shape:?}");
        let mut keys = std::collections::BTreeSet::new();
        for c in &all {
            let mut seen: Vec<usize> = c
                .pairs
                .iter()
                .flat_map(|&(a, b)| [a, b])
                .chain(c.unpaired.iter().copied())
                .collect();
            seen.sort_unstable();
            assert_eq!(seen, range(1, size), "{}", show(c));
            assert_eq!(c.pairs.len(), m1 + pairs);
            for &(a, b) in &c.pairs {
                assert!(a > mdps || b > mdps, "MDPs never meet each other");
            }
            assert_eq!(
                c.pairs
                    .iter()
                    .filter(|&&(a, b)| a <= mdps || b <= mdps)
                    .count(),
                m1
            );
            keys.insert(c.matching_key());
        }
        // Matchings with m1 MDP pairs and `pairs` resident pairs, counted directly.
        let choose = |n: u128, k: u128| (0..k).fold(1u128, |acc, i| acc * (n - i) / (i + 1));
        let residents = (size - mdps) as u128;
        let perm = |n: u128, k: u128| (0..k).map(|i| n - i).product::<u128>();
        let double_fact = |k: u128| (0..k).map(|i| 2 * i + 1).product::<u128>();
        let rem = residents - m1 as u128;
        let expected = choose(mdps as u128, m1 as u128)
            * perm(residents, m1 as u128)
            * choose(rem, 2 * pairs as u128)
            * double_fact(pairs as u128);
        assert_eq!(keys.len() as u128, expected, "{shape:?}");
    }
}

/// The verifier's own account of B.8 (`parting_step`: a candidate placed at
/// the earliest exchange that generates it, then compared by D.3.a-b,
/// D.2.a-d and D.1 directly) against the literal sequence of B.6/B.7: for
/// every two distinct candidates of small brackets, the one the sequence
/// generates first is the one the account puts first.
#[test]
fn b8_account_orders_every_two_candidates_as_the_sequence_does() {
    let shapes = [
        BracketShape::homogeneous(6, 3),
        BracketShape::homogeneous(7, 3),
        BracketShape::homogeneous(8, 3),
        BracketShape {
            size: 7,
            mdps: 2,
            m1: 1,
            pairs: 2,
        },
        BracketShape {
            size: 8,
            mdps: 3,
            m1: 2,
            pairs: 1,
        },
    ];
    // Two scores among the MDPs, so that D.3.a decides some exchanges.
    let score = |bsn: usize| if bsn == 1 { 20 } else { 10 };
    let mut steps = std::collections::BTreeSet::new();
    for shape in shapes {
        let mut seen = std::collections::HashSet::new();
        let order: Vec<Candidate> = candidates(shape, score)
            .filter(|c| seen.insert(c.matching_key()))
            .collect();
        assert!(order.len() > 10, "{shape:?}");
        for (i, earlier) in order.iter().enumerate() {
            for later in &order[i + 1..] {
                let (step, ordering) = parting_step(
                    shape.size,
                    shape.mdps,
                    &earlier.pairs,
                    &later.pairs,
                    false,
                    score,
                )
                .unwrap_or_else(|| panic!("{shape:?}: {earlier:?} and {later:?} not placed"));
                assert_eq!(
                    ordering,
                    std::cmp::Ordering::Less,
                    "{shape:?}: {earlier:?} before {later:?} ({step:?})"
                );
                steps.insert(format!("{step:?}"));
            }
        }
    }
    // Every step of the order decides some pair of candidates.
    for step in [
        "Transposition",
        "MdpOpponents",
        "Exchange('a')",
        "Exchange('b')",
        "Exchange('c')",
        "Exchange('d')",
        "MdpSet { by_score: true }",
        "MdpSet { by_score: false }",
    ] {
        assert!(steps.contains(step), "{step} never decided: {steps:?}");
    }
}
