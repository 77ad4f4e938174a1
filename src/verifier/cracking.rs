//! A blocked median group opened by taking back pairs next to it (Lim 2.6),
//! judged on the pairing under test rather than taken from the generator.
//!
//! The walk names the pairs the rules take back; the verifier then holds the
//! pairing under test to the text in three parts: each bracket that gave up
//! pairs is judged with them restored (its pairing before 2.6, which the
//! bracket's criteria must find optimal); the median group with every
//! floater, taken-back players included, is judged as one last bracket with
//! the same criteria; and here, 2.6's own steps are replayed on the pairs
//! under test: from the floaters of both sides, while the median group
//! cannot be paired, take back the next pair of the lower side when more
//! floaters came from above than from below, else of the higher side. The
//! pairs so taken back must be the pairs the pairing under test took back.

use crate::engine::RoundContext;
use crate::points::Points;

/// The pairs under test of the brackets on both sides of the median group,
/// each bracket's pairs (those 2.6 took back restored) in the walk's order.
#[derive(Default)]
pub struct SidePairs {
    /// Above the median, from the top down: the last is next to the median group.
    pub above: Vec<Vec<(usize, usize)>>,
    /// Below the median, from the bottom up: the last is next to the median group.
    pub below: Vec<Vec<(usize, usize)>>,
}

/// The median group as the walk hands it to the last bracket.
pub struct MedianGroup<'a> {
    pub score: Points,
    pub bye: Option<usize>,
    /// The last bracket's players: every floater, the median scoregroup, the bye.
    pub players: &'a [usize],
}

/// 2.6 on the pairs under test: the pairs the text takes back, in its order.
pub fn s2_6_pairs_taken_back(
    ctx: &RoundContext,
    group: &MedianGroup,
    sides: &SidePairs,
    taken_back: &[(usize, usize)],
) -> Vec<(usize, usize)> {
    let undone: Vec<usize> = taken_back.iter().flat_map(|&(a, b)| [a, b]).collect();
    let score = |p: usize| ctx.states[p].pairing_score;
    let base: Vec<usize> = group
        .players
        .iter()
        .copied()
        .filter(|p| !undone.contains(p))
        .collect();
    let floaters = |side: std::cmp::Ordering| {
        base.iter()
            .filter(|&&p| Some(p) != group.bye && score(p).cmp(&group.score) == side)
            .count()
    };
    let mut from = [
        floaters(std::cmp::Ordering::Greater),
        floaters(std::cmp::Ordering::Less),
    ];
    let mut next = [
        nearest_first(ctx, &sides.above, true),
        nearest_first(ctx, &sides.below, false),
    ];
    let mut players = base;
    let mut taken = Vec::new();
    while !ctx.completable(&[], &players) {
        // More floaters from above: the lower side's next pair, else the higher side's.
        let first = usize::from(from[0] > from[1]);
        let Some(side) = [first, 1 - first]
            .into_iter()
            .find(|&s| !next[s].is_empty())
        else {
            break;
        };
        let pair = next[side].remove(0);
        from[side] += 2;
        players.extend([pair.0, pair.1]);
        taken.push(pair);
    }
    taken
}

/// The pairs of one side in the order 2.6 takes them back: the bracket
/// next to the median group first; in it, as the rule set's reading
/// `CrackedPair` places them (above the median the largest place first,
/// below it the smallest).
fn nearest_first(
    ctx: &RoundContext,
    brackets: &[Vec<(usize, usize)>],
    above: bool,
) -> Vec<(usize, usize)> {
    let rank = |p: usize| (-ctx.states[p].pairing_score, ctx.states[p].rank);
    let reading = ctx.rules.cracked_pair();
    let mut order = Vec::new();
    for pairs in brackets.iter().rev() {
        let mut pairs = pairs.clone();
        if above {
            pairs.sort_by_key(|&(a, b)| std::cmp::Reverse(reading.place(rank(a), rank(b), true)));
        } else {
            pairs.sort_by_key(|&(a, b)| reading.place(rank(a), rank(b), false));
        }
        order.extend(pairs);
    }
    order
}

/// The pairs of `pairs` as sets of two, in one order, for comparing.
pub fn normalised(pairs: &[(usize, usize)]) -> Vec<(usize, usize)> {
    let mut out: Vec<(usize, usize)> = pairs.iter().map(|&(a, b)| (a.min(b), a.max(b))).collect();
    out.sort_unstable();
    out
}
