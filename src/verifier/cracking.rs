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

use super::judge::{Judge, Judged};
use super::Finding;
use crate::engine::walk::Bracket;
use crate::engine::RoundContext;
use crate::points::{format_points, Points};

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

impl Judge {
    /// A bracket some of whose pairs the rules take back to pair the median
    /// group (Lim 2.6): the taken-back pairs are restored when the bracket
    /// is judged, their players join the median group as floaters, and the
    /// last bracket checks the step itself (here). When the
    /// pairing under test pairs them in the bracket (it pairs the bracket
    /// otherwise, as well maybe), the pairs it took back are read from it
    /// where [`Judge::own_taken_back`] can. Left undecided otherwise, or
    /// (with `cracked` empty) when it departed from the rules' pairing
    /// before and the rules would then take back pairs not known here.
    pub(super) fn judge_cracked(
        &mut self,
        ctx: &RoundContext,
        b: &Bracket,
        cracked: &[usize],
    ) -> std::result::Result<Option<Judged>, String> {
        let paragraph = ctx
            .rules
            .text()
            .paragraph(crate::engine::rules::Absolute::Completion);
        let ids = |players: &[usize]| {
            players
                .iter()
                .map(|&p| ctx.states[p].id.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        };
        let why = if cracked.is_empty() {
            format!("the rules take back pairs so that the last bracket can be paired ({paragraph}), after the pairing under test departed from theirs; which pairs is not known from the pairing under test")
        } else {
            let kept: Vec<usize> = cracked
                .iter()
                .copied()
                .filter(|&p| self.paired_inside(&b.players, p))
                .collect();
            let pairs = if kept.is_empty() {
                Ownership::Pairs(
                    cracked
                        .chunks(2)
                        .filter(|c| c.len() == 2)
                        .map(|c| (c[0], c[1]))
                        .collect(),
                )
            } else {
                self.own_taken_back(ctx, b, cracked.len() / 2)
            };
            match pairs {
                Ownership::Pairs(pairs) => {
                    self.restoring.extend(&pairs);
                    self.taken_back.extend(pairs);
                    return Ok(None);
                }
                Ownership::NotNearest(floaters) => {
                    self.brackets += 1;
                    return Ok(Some(Judged::Better(Finding {
                        criterion: paragraph.to_string(),
                        bracket: Some(b.index + 1),
                        bracket_score: Some(format_points(ctx.bracket_score(&b.players, b.mdps))),
                        tested: None,
                        better: None,
                        message: format!(
                            "bracket {}: the pairing under test takes back players {} from the bracket, no pair of it nearest the median group; {paragraph} takes back the pair nearest it",
                            b.index + 1,
                            ids(&floaters)
                        ),
                        witness: None,
                    })));
                }
                Ownership::Unknown => {}
            }
            format!("the rules take back the pairs of players {} ({paragraph}); the pairing under test pairs {} in the bracket", ids(cracked), ids(&kept))
        };
        self.brackets += 1;
        Ok(Some(Judged::Undecided(Finding {
            criterion: paragraph.to_string(),
            bracket: Some(b.index + 1),
            bracket_score: Some(format_points(ctx.bracket_score(&b.players, b.mdps))),
            tested: None,
            better: None,
            message: format!("bracket {}: {why}", b.index + 1),
            witness: None,
        })))
    }

    /// Makes the pairing under test hold `pairs`, returning what it held.
    pub(super) fn restore(&mut self, pairs: &[(usize, usize)]) -> Vec<(usize, Option<usize>)> {
        let mut saved = Vec::new();
        for &(a, b) in pairs {
            saved.extend([(a, self.partner[a]), (b, self.partner[b])]);
            self.partner[a] = Some(b);
            self.partner[b] = Some(a);
        }
        saved
    }

    pub(super) fn put_back(&mut self, saved: Vec<(usize, Option<usize>)>) {
        for (p, partner) in saved.into_iter().rev() {
            self.partner[p] = partner;
        }
    }

    /// The `k` pairs the pairing under test took back from bracket `b` when
    /// it pairs the bracket otherwise than the rules: in the bracket next
    /// to the median group (whose floaters all go there), the one way to
    /// pair `k` pairs of its floaters under test, the others being as many
    /// as the rules float, so that they are the pairs 2.6 takes back first
    /// (the rule set's reading `CrackedPair` places each pair). `None` when
    /// there is no way (the pair taken back is not the next one), unknown
    /// when there is no such bracket or several ways (only `k` = 1 is tried).
    pub(super) fn own_taken_back(&self, ctx: &RoundContext, b: &Bracket, k: usize) -> Ownership {
        let (Some((median, _)), Some(&resident)) = (self.median, b.players.get(b.mdps)) else {
            return Ownership::Unknown;
        };
        let score = |p: usize| ctx.states[p].pairing_score;
        let side = score(resident).cmp(&median);
        let next_to_median = b
            .lower
            .first()
            .and_then(|g| g.first())
            .is_none_or(|&p| score(p).cmp(&median) != side);
        let floaters = self.floaters(&b.players);
        let ordinary = b.players.len() - 2 * ctx.max_pairs(&b.players, b.mdps);
        if k != 1 || !next_to_median || floaters.len() != ordinary + 2 {
            return Ownership::Unknown;
        }
        let rank = |p: usize| (-score(p), ctx.states[p].rank);
        let above = side == std::cmp::Ordering::Greater;
        let reading = ctx.rules.cracked_pair();
        let place = |x: usize, y: usize| reading.place(rank(x), rank(y), above);
        // Each pair kept in the bracket with its place (one entry per player).
        let kept: Vec<_> = b
            .players
            .iter()
            .filter_map(|&p| {
                self.partner[p]
                    .filter(|q| b.players.contains(q))
                    .map(|q| place(p, q))
            })
            .collect();
        let beyond_kept = |x: usize, y: usize| match side {
            std::cmp::Ordering::Greater => kept.iter().all(|&k| k < place(x, y)),
            _ => kept.iter().all(|&k| k > place(x, y)),
        };
        let mut ways = Vec::new();
        for (i, &x) in floaters.iter().enumerate() {
            for &y in &floaters[i + 1..] {
                if ctx.compatible(x, y) && beyond_kept(x, y) {
                    ways.push((x, y));
                }
            }
        }
        match ways.len() {
            0 => Ownership::NotNearest(floaters),
            1 => Ownership::Pairs(ways),
            _ => Ownership::Unknown,
        }
    }

    /// In a median-last walk, records the pairs under test of a bracket
    /// beside the median group, for 2.6.
    pub(super) fn note_side(&mut self, ctx: &RoundContext, b: &Bracket) {
        let (Some((median, _)), Some(&resident)) = (self.median, b.players.get(b.mdps)) else {
            return;
        };
        let pairs: Vec<(usize, usize)> = b
            .players
            .iter()
            .filter_map(|&p| {
                self.partner[p]
                    .filter(|&q| b.players.contains(&q) && p < q)
                    .map(|q| (p, q))
            })
            .collect();
        match ctx.states[resident].pairing_score.cmp(&median) {
            std::cmp::Ordering::Greater => self.sides.above.push(pairs),
            std::cmp::Ordering::Less => self.sides.below.push(pairs),
            std::cmp::Ordering::Equal => {}
        }
    }

    /// Lim 2.6 replayed on the pairs under test: the pairs it takes back
    /// must be those the pairing under test took back.
    pub(super) fn s2_6_finding(&self, ctx: &RoundContext, b: &Bracket) -> Option<Finding> {
        let (score, bye) = self.median?;
        if self.taken_back.is_empty() {
            return None;
        }
        let group = MedianGroup {
            score,
            bye,
            players: &b.players,
        };
        let text = s2_6_pairs_taken_back(ctx, &group, &self.sides, &self.taken_back);
        if normalised(&text) == normalised(&self.taken_back) {
            return None;
        }
        let paragraph = ctx
            .rules
            .text()
            .paragraph(crate::engine::rules::Absolute::Completion);
        let show = |pairs: &[(usize, usize)]| {
            let shown: Vec<String> = pairs
                .iter()
                .map(|&(a, b)| format!("{}-{}", ctx.states[a].id, ctx.states[b].id))
                .collect();
            if shown.is_empty() {
                "none".to_string()
            } else {
                shown.join(" ")
            }
        };
        Some(Finding {
            criterion: paragraph.to_string(),
            bracket: Some(b.index + 1),
            bracket_score: Some(format_points(score)),
            tested: None,
            better: None,
            message: format!(
                "bracket {} (the median group): the pairing under test takes back the pairs {} to pair it; taking back the next pair step by step, {paragraph} takes back {}",
                b.index + 1,
                show(&self.taken_back),
                show(&text)
            ),
            witness: None,
        })
    }
}

/// The pairs a pairing under test took back from a bracket (Lim 2.6).
pub(super) enum Ownership {
    Pairs(Vec<(usize, usize)>),
    /// Its floaters there, of whom no pair is the nearest the median group.
    NotNearest(Vec<usize>),
    Unknown,
}
