//! Section D of the 2012 text as sequences of bracket sequence numbers, for
//! the tests and for readers comparing with the text. The engine does not
//! enumerate them: its generation order (`dutch_common::order`) reaches the same
//! first candidate, as the tests of `tests/rules/dutch2012_sequence.rs` check
//! against these lists.

use crate::dutch_common::sequence::{descending, sorted, subsets};

/// D.1.1: the transpositions of S2, from S2 itself to its reverse, in
/// increasing lexicographic order ("starting with the lowest player, with
/// descending priority").
pub fn transpositions(s2: &[usize]) -> Vec<Vec<usize>> {
    crate::dutch_common::sequence::transpositions(s2, s2.len())
}

/// D.2, "exact procedure for exchange of N players": the exchanges of `n`
/// players between S1 and S2, in order, as (players of S1, players of S2).
/// S1LIST holds the subsets of S1 in decreasing lexicographic order (each
/// written from its highest number down), S2LIST those of S2 in increasing
/// order; for DELTA from DIFFMIN to DIFFMAX, every (I, J) whose difference
/// is DELTA is taken, I before J.
pub fn exchanges(s1: &[usize], s2: &[usize], n: usize) -> Vec<(Vec<usize>, Vec<usize>)> {
    let mut s1_list: Vec<Vec<usize>> = subsets(&sorted(s1), n)
        .iter()
        .map(|s| descending(s))
        .collect();
    s1_list.sort_by(|a, b| b.cmp(a));
    let s2_list = subsets(&sorted(s2), n);
    let sum = |s: &[usize]| s.iter().sum::<usize>() as i64;
    let difference = |i: &[usize], j: &[usize]| sum(j) - sum(i);
    let (Some(first1), Some(first2)) = (s1_list.first(), s2_list.first()) else {
        return Vec::new();
    };
    let last1 = s1_list.last().expect("not empty");
    let last2 = s2_list.last().expect("not empty");
    let (min, max) = (difference(first1, first2), difference(last1, last2));
    let mut out = Vec::new();
    for delta in min..=max {
        for i in &s1_list {
            for j in &s2_list {
                if difference(i, j) == delta {
                    out.push((i.clone(), j.clone()));
                }
            }
        }
    }
    out
}

/// D.3: the sets of `m1` moved-down players to put in S1, out of the `m0`
/// numbered `1..=m0`, in descending priority (increasing lexicographic order).
pub fn moved_down_sets(m0: usize, m1: usize) -> Vec<Vec<usize>> {
    subsets(&(1..=m0).collect::<Vec<_>>(), m1)
}
