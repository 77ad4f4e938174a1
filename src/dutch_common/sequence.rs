//! Section D of the Dutch rules (2017) made explicit: the order in which the
//! rules generate the candidates of a bracket (B.6, B.7 with D.1-D.3).
//!
//! Everything here works on in-bracket sequence numbers (BSNs, 1-based, A.2
//! order: MDPs first). The engine never enumerates candidates; this module is
//! the literal reading of the rules that tests (and the verifier) hold the
//! engine's "first in generation order" against.
//!
//! - [`transpositions`] (D.1): orderings of S2, by the lexicographic value of
//!   the BSNs that face S1;
//! - [`resident_exchanges`] (D.2): swaps between the original S1 and S2 of a
//!   homogeneous bracket or remainder, by D.2.a-d;
//! - [`mdp_exchanges`] (D.3): swaps between the original S1 and the Limbo of a
//!   heterogeneous bracket, by D.3.a-b;
//! - [`candidates`]: every candidate of a bracket, in generation order.

use std::cmp::{Ordering, Reverse};

/// D.1: the transpositions of S2 facing an S1 of `n1` players, in order.
///
/// A transposition only matters through its first `n1` BSNs (the others
/// float, or form the remainder), so each distinct sequence of `n1` BSNs taken
/// from `s2` is listed once, in lexicographic order of the BSNs. The original
/// order (S2 sorted) comes first. `n1 = 0` gives one empty transposition;
/// `n1 > s2.len()` gives none.
///
/// An 11-player homogeneous bracket (S2 = 6..11, N1 = 5) runs 6-7-8-9-10,
/// 6-7-8-9-11, ..., 11-10-9-8-7: 720 transpositions.
pub fn transpositions(s2: &[usize], n1: usize) -> Vec<Vec<usize>> {
    Transpositions::new(s2, n1).collect()
}

/// Lazy form of [`transpositions`].
#[derive(Debug, Clone)]
pub struct Transpositions {
    items: Vec<usize>,
    /// Indices into `items` of the current transposition's first `k` BSNs.
    idx: Vec<usize>,
    used: Vec<bool>,
    k: usize,
    state: IterState,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum IterState {
    Fresh,
    Running,
    Done,
}

impl Transpositions {
    pub fn new(s2: &[usize], n1: usize) -> Transpositions {
        let mut items = s2.to_vec();
        items.sort_unstable();
        items.dedup();
        let n = items.len();
        Transpositions {
            items,
            idx: Vec::with_capacity(n1),
            used: vec![false; n],
            k: n1,
            state: if n1 > n {
                IterState::Done
            } else {
                IterState::Fresh
            },
        }
    }

    fn current(&self) -> Vec<usize> {
        self.idx.iter().map(|&i| self.items[i]).collect()
    }

    /// Fills positions `idx.len()..k` with the smallest unused items, ascending.
    fn fill(&mut self) {
        let mut j = 0;
        while self.idx.len() < self.k {
            while self.used[j] {
                j += 1;
            }
            self.used[j] = true;
            self.idx.push(j);
        }
    }

    /// The next sequence in lexicographic order; false when there is none.
    fn advance(&mut self) -> bool {
        while let Some(last) = self.idx.pop() {
            self.used[last] = false;
            if let Some(j) = (last + 1..self.items.len()).find(|&j| !self.used[j]) {
                self.used[j] = true;
                self.idx.push(j);
                self.fill();
                return true;
            }
        }
        false
    }
}

impl Iterator for Transpositions {
    type Item = Vec<usize>;

    fn next(&mut self) -> Option<Vec<usize>> {
        match self.state {
            IterState::Done => None,
            IterState::Fresh => {
                self.state = IterState::Running;
                self.fill();
                Some(self.current())
            }
            IterState::Running => {
                if self.advance() {
                    Some(self.current())
                } else {
                    self.state = IterState::Done;
                    None
                }
            }
        }
    }
}

/// All subsets of `items` of size `k`, each sorted as `items` is.
pub(crate) fn subsets(items: &[usize], k: usize) -> Vec<Vec<usize>> {
    fn walk(
        items: &[usize],
        k: usize,
        from: usize,
        cur: &mut Vec<usize>,
        out: &mut Vec<Vec<usize>>,
    ) {
        if cur.len() == k {
            out.push(cur.clone());
            return;
        }
        for i in from..items.len() {
            if items.len() - i < k - cur.len() {
                break;
            }
            cur.push(items[i]);
            walk(items, k, i + 1, cur, out);
            cur.pop();
        }
    }
    let mut out = Vec::new();
    if k <= items.len() {
        walk(items, k, 0, &mut Vec::with_capacity(k), &mut out);
    }
    out
}

pub(crate) fn sorted(v: &[usize]) -> Vec<usize> {
    let mut v = v.to_vec();
    v.sort_unstable();
    v
}

pub(crate) fn descending(v: &[usize]) -> Vec<usize> {
    let mut v = v.to_vec();
    v.sort_unstable_by(|a, b| b.cmp(a));
    v
}

/// D.2: the resident-exchanges between the original S1 and S2, in order, as
/// (BSNs moved out of S1, BSNs moved in from S2), each sorted ascending. The
/// original subgroups themselves (no exchange) are not listed.
///
/// The order: a) fewest BSNs exchanged; b) smallest sum(in) - sum(out);
/// c) the highest different BSN among those moved out of S1 (the moved-out
/// sets compared from their highest BSN down: 5 before 4, 5-2 before 4-3,
/// 5-4-1 before 5-3-2); d) the lowest different BSN among those moved in
/// from S2 (the moved-in sets compared from their lowest BSN up: 6 before 7,
/// 6-9 before 7-8, 6-7-10 before 6-8-9). Two distinct exchanges always
/// differ in c) or d), so the order is total.
pub fn resident_exchanges(s1: &[usize], s2: &[usize]) -> Vec<(Vec<usize>, Vec<usize>)> {
    let (s1, s2) = (sorted(s1), sorted(s2));
    let mut all = Vec::new();
    for k in 1..=s1.len().min(s2.len()) {
        let outs = subsets(&s1, k);
        let ins = subsets(&s2, k);
        for out in &outs {
            for inn in &ins {
                all.push((out.clone(), inn.clone()));
            }
        }
    }
    all.sort_by_cached_key(|(out, inn)| exchange_key(out, inn));
    all
}

/// The sort key of D.2.a-d (smaller is earlier).
fn exchange_key(out: &[usize], inn: &[usize]) -> (usize, i64, Reverse<Vec<usize>>, Vec<usize>) {
    let sum = |v: &[usize]| v.iter().map(|&x| x as i64).sum::<i64>();
    (
        out.len(),
        sum(inn) - sum(out),
        Reverse(descending(out)),
        sorted(inn),
    )
}

/// D.3: the MDP-exchanges between the original S1 and the Limbo of a
/// heterogeneous bracket, in order, as the resulting S1 (BSNs ascending). The
/// original S1 is not listed (it comes before every exchange).
///
/// The order is decided on the resulting S1: a) the highest different score
/// (the sets' scores compared from the highest down, higher first); b) the
/// lowest lexicographic value of the BSNs sorted ascending.
pub fn mdp_exchanges(
    s1: &[usize],
    limbo: &[usize],
    score: impl Fn(usize) -> i32,
) -> Vec<Vec<usize>> {
    let original = sorted(s1);
    let mut pool: Vec<usize> = s1.iter().chain(limbo).copied().collect();
    pool.sort_unstable();
    pool.dedup();
    let mut sets: Vec<Vec<usize>> = subsets(&pool, original.len())
        .into_iter()
        .filter(|s| *s != original)
        .collect();
    sets.sort_by_cached_key(|s| mdp_key(s, &score));
    sets
}

/// The sort key of D.3.a-b (smaller is earlier).
fn mdp_key(set: &[usize], score: &impl Fn(usize) -> i32) -> (Reverse<Vec<i32>>, Vec<usize>) {
    let mut scores: Vec<i32> = set.iter().map(|&b| score(b)).collect();
    scores.sort_unstable_by(|a, b| b.cmp(a));
    (Reverse(scores), sorted(set))
}

/// One candidate of a bracket (B.3), in BSNs.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Candidate {
    /// The pairs S1[i]-S2[i]: first the MDP-pairing (heterogeneous brackets),
    /// then the pairs of the remainder (or of the homogeneous bracket).
    pub pairs: Vec<(usize, usize)>,
    /// The players left unpaired (Limbo, and S2 players facing nobody), ascending.
    pub unpaired: Vec<usize>,
}

impl Candidate {
    /// The pairs with the lower BSN first, sorted: the same set of pairs
    /// generated twice (from different S1 choices) gives the same key.
    pub fn matching_key(&self) -> Vec<(usize, usize)> {
        let mut key: Vec<(usize, usize)> = self
            .pairs
            .iter()
            .map(|&(a, b)| (a.min(b), a.max(b)))
            .collect();
        key.sort_unstable();
        key
    }
}

/// The shape of a bracket for [`candidates`]. BSNs run `1..=size`; the first
/// `mdps` of them are the MDPs (A.2 order puts them first); the others are
/// the resident players.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BracketShape {
    pub size: usize,
    /// M0: the MDPs of the bracket (0 for a homogeneous bracket).
    pub mdps: usize,
    /// M1: the MDPs to pair (the size of S1 of a heterogeneous bracket, B.2).
    pub m1: usize,
    /// N1 of the homogeneous bracket or of the remainder: its number of pairs
    /// (the size of its S1, B.2).
    pub pairs: usize,
}

impl BracketShape {
    /// A homogeneous bracket of `size` players whose S1 holds `pairs` players.
    pub fn homogeneous(size: usize, pairs: usize) -> BracketShape {
        BracketShape {
            size,
            mdps: 0,
            m1: 0,
            pairs,
        }
    }
}

/// Every candidate of a bracket, in the order the rules generate them (B.5-B.7).
///
/// Homogeneous (B.6): S1 = BSNs `1..=N1`, S2 the rest; for the original
/// subgroups and then each resident-exchange (D.2, the new S1 and S2 sorted by
/// A.2 = BSN), every transposition of S2 (D.1).
///
/// Heterogeneous (B.7): for the original S1 (the first M1 MDPs) and then each
/// MDP-exchange (D.3), with S2 restored to all the resident players: every
/// transposition of S2 (D.1 with N1 = M1) gives the MDP-pairing S1[i]-S2[i];
/// the residents not in it form the remainder, whose S1R (its first `pairs`
/// players) and S2R are formed right after the MDP-pairing and processed as a
/// homogeneous bracket. The Limbo (MDPs not in S1) is unpaired.
///
/// Candidates are produced whatever C.1-C.3 say: filtering is the caller's job.
/// `score` gives the score of a BSN (D.3.a). Nothing is produced when the
/// shape cannot be filled (`m1 > mdps`, or too few residents).
pub fn candidates(
    shape: BracketShape,
    score: impl Fn(usize) -> i32,
) -> impl Iterator<Item = Candidate> {
    let BracketShape {
        size,
        mdps,
        m1,
        pairs,
    } = shape;
    let residents: Vec<usize> = (mdps + 1..=size).collect();
    let fits = mdps <= size && m1 <= mdps && m1 + 2 * pairs <= residents.len();
    let all_mdps: Vec<usize> = (1..=mdps).collect();
    let mut s1_sets = Vec::new();
    if fits {
        let original: Vec<usize> = (1..=m1).collect();
        let limbo: Vec<usize> = (m1 + 1..=mdps).collect();
        s1_sets.push(original.clone());
        s1_sets.extend(mdp_exchanges(&original, &limbo, &score));
    }
    s1_sets.into_iter().flat_map(move |s1| {
        let limbo: Vec<usize> = all_mdps
            .iter()
            .copied()
            .filter(|b| !s1.contains(b))
            .collect();
        let residents = residents.clone();
        Transpositions::new(&residents, s1.len()).flat_map(move |t| {
            let mdp_pairs: Vec<(usize, usize)> =
                s1.iter().copied().zip(t.iter().copied()).collect();
            let remainder: Vec<usize> = residents
                .iter()
                .copied()
                .filter(|r| !t.contains(r))
                .collect();
            let limbo = limbo.clone();
            homogeneous(remainder, pairs).map(move |(rest_pairs, rest_unpaired)| {
                let mut all_pairs = mdp_pairs.clone();
                all_pairs.extend(rest_pairs);
                let mut unpaired: Vec<usize> = limbo.iter().copied().chain(rest_unpaired).collect();
                unpaired.sort_unstable();
                Candidate {
                    pairs: all_pairs,
                    unpaired,
                }
            })
        })
    })
}

/// B.6 on `players` (BSNs, ascending) with an S1 of `n1` players: the
/// original subgroups, then each resident-exchange; for each, every
/// transposition. Yields (pairs, unpaired).
fn homogeneous(
    players: Vec<usize>,
    n1: usize,
) -> impl Iterator<Item = (Vec<(usize, usize)>, Vec<usize>)> {
    let s1: Vec<usize> = players[..n1].to_vec();
    let s2: Vec<usize> = players[n1..].to_vec();
    let exchanges = resident_exchanges(&s1, &s2);
    let original = (s1.clone(), s2.clone());
    std::iter::once(original)
        .chain(exchanges.into_iter().map(move |(out, inn)| {
            let mut new_s1: Vec<usize> = s1
                .iter()
                .copied()
                .filter(|b| !out.contains(b))
                .chain(inn.iter().copied())
                .collect();
            let mut new_s2: Vec<usize> = s2
                .iter()
                .copied()
                .filter(|b| !inn.contains(b))
                .chain(out.iter().copied())
                .collect();
            new_s1.sort_unstable();
            new_s2.sort_unstable();
            (new_s1, new_s2)
        }))
        .flat_map(move |(s1, s2)| {
            Transpositions::new(&s2, n1).map(move |t| {
                let pairs: Vec<(usize, usize)> =
                    s1.iter().copied().zip(t.iter().copied()).collect();
                let unpaired: Vec<usize> = s2.iter().copied().filter(|b| !t.contains(b)).collect();
                (pairs, unpaired)
            })
        })
}

/// How many candidates [`candidates`] yields for `shape` (without making
/// them): lets a caller decide whether a full enumeration is affordable.
pub fn candidate_count(shape: BracketShape) -> u128 {
    let BracketShape {
        size,
        mdps,
        m1,
        pairs,
    } = shape;
    if mdps > size || m1 > mdps {
        return 0;
    }
    let residents = size - mdps;
    if m1 + 2 * pairs > residents {
        return 0;
    }
    let choose = |n: usize, k: usize| -> u128 {
        if k > n {
            return 0;
        }
        (0..k).fold(1u128, |acc, i| acc * (n - i) as u128 / (i + 1) as u128)
    };
    let perm = |n: usize, k: usize| -> u128 { (0..k).map(|i| (n - i) as u128).product() };
    let rem = residents - m1;
    let s2r = rem - pairs;
    choose(mdps, m1) * perm(residents, m1) * choose(rem, pairs) * perm(s2r, pairs)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn transpositions_of_small_s2() {
        assert_eq!(
            transpositions(&[3, 4, 5], 2),
            vec![
                vec![3, 4],
                vec![3, 5],
                vec![4, 3],
                vec![4, 5],
                vec![5, 3],
                vec![5, 4]
            ]
        );
        assert_eq!(transpositions(&[3, 4], 0), vec![Vec::<usize>::new()]);
        assert!(transpositions(&[3], 2).is_empty());
    }
}

/// The step of the generation order at which two candidates of one bracket
/// part: the first decision of B.6/B.7 (with section D) that puts one before
/// the other.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PartingStep {
    /// D.3: different sets of paired MDPs, told apart by their scores (a)
    /// or their BSNs (b).
    MdpSet { by_score: bool },
    /// D.1 on the MDP-pairing: the same MDPs, facing other residents.
    MdpOpponents,
    /// D.2: different resident-exchanges of the remainder (or the
    /// homogeneous bracket), told apart by the rule `a`..=`d`.
    Exchange(char),
    /// D.1: the same exchange, another transposition.
    Transposition,
}

/// Where the candidates `first` and `other` (pairs of BSNs of a bracket of
/// `size` players whose first `mdps` are its MDPs) part in the generation
/// order, and which comes first (`Less`: `first`);
/// `None` when they are the same or one is no candidate B.6/B.7 generate
/// (two MDPs meeting, or remainders of different sizes of S1).
///
/// Each candidate is placed at the earliest choice that generates it: its
/// paired MDPs form S1 (D.3); in the remainder, S1 is the lower BSN of each
/// pair, the least exchange that lets the pairs face each other (the lower
/// player staying or moving in first is what D.2.a-d prefer). The
/// remainder's BSNs are numbered afresh when `afresh`, else kept.
pub fn parting_step(
    size: usize,
    mdps: usize,
    first: &[(usize, usize)],
    other: &[(usize, usize)],
    afresh: bool,
    score: impl Fn(usize) -> i32,
) -> Option<(PartingStep, Ordering)> {
    let (a, b) = (Placed::of(mdps, first)?, Placed::of(mdps, other)?);
    if a.s1_mdps != b.s1_mdps {
        let (ka, kb) = (mdp_key(&a.s1_mdps, &score), mdp_key(&b.s1_mdps, &score));
        return Some((
            PartingStep::MdpSet {
                by_score: ka.0 != kb.0,
            },
            ka.cmp(&kb),
        ));
    }
    if a.mdp_opponents != b.mdp_opponents {
        return Some((
            PartingStep::MdpOpponents,
            a.mdp_opponents.cmp(&b.mdp_opponents),
        ));
    }
    if a.remainder_pairs.len() != b.remainder_pairs.len() || a.remainder_pairs == b.remainder_pairs
    {
        return None;
    }
    let residents: Vec<usize> = (mdps + 1..=size)
        .filter(|r| !a.mdp_opponents.contains(r))
        .collect();
    let number = |bsn: usize| {
        if afresh {
            residents
                .iter()
                .position(|&r| r == bsn)
                .map_or(bsn, |i| i + 1)
        } else {
            bsn
        }
    };
    let (xa, xb) = (
        a.exchange(&residents, &number),
        b.exchange(&residents, &number),
    );
    if xa == xb {
        // D.1: the BSNs facing S1, in S1's order, read as one number.
        return Some((
            PartingStep::Transposition,
            a.remainder_pairs.cmp(&b.remainder_pairs),
        ));
    }
    let (ka, kb) = (exchange_key(&xa.0, &xa.1), exchange_key(&xb.0, &xb.1));
    let rule = if ka.0 != kb.0 {
        'a'
    } else if ka.1 != kb.1 {
        'b'
    } else if ka.2 != kb.2 {
        'c'
    } else {
        'd'
    };
    Some((PartingStep::Exchange(rule), ka.cmp(&kb)))
}

/// A candidate as the order's choices see it.
struct Placed {
    s1_mdps: Vec<usize>,
    /// The resident each paired MDP faces, in S1 order.
    mdp_opponents: Vec<usize>,
    /// The remainder's pairs, lower BSN first, sorted.
    remainder_pairs: Vec<(usize, usize)>,
}

impl Placed {
    fn of(mdps: usize, pairs: &[(usize, usize)]) -> Option<Placed> {
        let mut mdp_pairs = Vec::new();
        let mut remainder_pairs = Vec::new();
        for &(x, y) in pairs {
            let (lo, hi) = (x.min(y), x.max(y));
            match (lo <= mdps, hi <= mdps) {
                (true, true) => return None,
                (true, false) => mdp_pairs.push((lo, hi)),
                _ => remainder_pairs.push((lo, hi)),
            }
        }
        mdp_pairs.sort_unstable();
        remainder_pairs.sort_unstable();
        Some(Placed {
            s1_mdps: mdp_pairs.iter().map(|p| p.0).collect(),
            mdp_opponents: mdp_pairs.iter().map(|p| p.1).collect(),
            remainder_pairs,
        })
    }

    /// The least exchange (moved out of S1, moved in from S2, in the
    /// remainder's numbers) whose S1 faces S2 in these pairs: S1 is the
    /// lower BSN of each pair, the original S1 the remainder's first N1.
    fn exchange(
        &self,
        residents: &[usize],
        number: &impl Fn(usize) -> usize,
    ) -> (Vec<usize>, Vec<usize>) {
        let original: Vec<usize> = residents
            .iter()
            .take(self.remainder_pairs.len())
            .map(|&r| number(r))
            .collect();
        let s1: Vec<usize> = self
            .remainder_pairs
            .iter()
            .map(|&(lo, _)| number(lo))
            .collect();
        let out: Vec<usize> = original
            .iter()
            .copied()
            .filter(|b| !s1.contains(b))
            .collect();
        let inn: Vec<usize> = sorted(
            &s1.iter()
                .copied()
                .filter(|b| !original.contains(b))
                .collect::<Vec<_>>(),
        );
        (out, inn)
    }
}

/// [`parting_step`] on a bracket of the engine: `bracket` its players (MDPs
/// first, A.2 order), the candidates as pairs of players.
pub fn parting_step_in(
    ctx: &crate::engine::RoundContext,
    bracket: &[usize],
    mdps: usize,
    first: &[(usize, usize)],
    other: &[(usize, usize)],
    afresh: bool,
) -> Option<(PartingStep, Ordering)> {
    let bsn = |p: usize| bracket.iter().position(|&q| q == p).map(|i| i + 1);
    let in_bsns = |pairs: &[(usize, usize)]| {
        pairs
            .iter()
            .map(|&(x, y)| Some((bsn(x)?, bsn(y)?)))
            .collect::<Option<Vec<_>>>()
    };
    let score = |b: usize| ctx.states[bracket[b - 1]].pairing_score;
    parting_step(
        bracket.len(),
        mdps,
        &in_bsns(first)?,
        &in_bsns(other)?,
        afresh,
        score,
    )
}
