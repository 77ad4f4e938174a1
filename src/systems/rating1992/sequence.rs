//! Section D of the 1992 text as sequences of bracket numbers, for the tests
//! and for readers comparing with the text. The engine does not enumerate
//! them: its generation order (`dutch_common::order`: the exchange
//! with the fewest players, then the smallest difference, then the lowest
//! player of S1, then the transposition) reaches the same first candidate.

use crate::dutch_common::sequence::{descending, sorted, subsets};

/// D.1: the transpositions of S2 "starting with the lowest players, with
/// descending priority": the hint puts "all numbers constructable with the
/// digits 5, 6, 7 and 8 in ascending order", S2 itself first (5-6-7-8,
/// 5-6-8-7, 5-7-6-8, ...).
pub fn transpositions(s2: &[usize]) -> Vec<Vec<usize>> {
    crate::dutch_common::sequence::transpositions(s2, s2.len())
}

/// D.2: the exchanges of `n` players between S1 and S2, in order, as
/// (players of S1, players of S2), each ascending: "the difference between
/// the numbers exchanged should be as small as possible. When differences of
/// various options are equal take the one concerning the lowest player of
/// S1" (the S1 sets compared from their highest number down, 3+4 before
/// 2+4 before 2+3, as the matrix's columns run); of two options with the same
/// S1 players, the lower S2 players first (the matrix's rows).
///
/// Every exchange is listed. The text's matrices leave out those that only
/// give pairings already generated: in a bracket of 8 no exchange of player 1
/// (the higher of his pair whoever he meets) or of player 8 (always the
/// lower); with 7 players none of player 7, nor of 1 and 2 together (one of
/// them is paired, and the higher of his pair). The tests check that the
/// matrices are this order without those.
pub fn exchanges(s1: &[usize], s2: &[usize], n: usize) -> Vec<(Vec<usize>, Vec<usize>)> {
    let s1_sets = subsets(&sorted(s1), n);
    let s2_sets = subsets(&sorted(s2), n);
    let sum = |s: &[usize]| s.iter().sum::<usize>() as i64;
    let mut all: Vec<(Vec<usize>, Vec<usize>)> = Vec::new();
    for i in &s1_sets {
        for j in &s2_sets {
            all.push((i.clone(), j.clone()));
        }
    }
    all.sort_by(|(i1, j1), (i2, j2)| {
        (sum(j1) - sum(i1))
            .cmp(&(sum(j2) - sum(i2)))
            .then_with(|| descending(i2).cmp(&descending(i1)))
            .then_with(|| j1.cmp(j2))
    });
    all
}
