//! The walk of a text that pairs the median scoregroup last (Lim 2.2): the
//! scoregroups above it from the top down, floaters moving down; those below
//! it from the bottom up, floaters moving up; then the median group with the
//! floaters of both sides. The rules' pairing of every bracket is planned
//! before any is visited, so that a median group the rules leave blocked can
//! be opened by taking back pairs of the brackets next to it (Lim 2.6): the
//! visitor then learns which of a bracket's pairs were taken back.

use super::bracket::OrdinaryPairing;
use super::context::RoundContext;
use super::walk::{last, scoregroups, with_mdps, Bracket, Step, Visitor};
use crate::points::Points;

/// Lim 2.6's "next pairing" of a scoregroup beside a blocked median group
/// (the rule set's reading `cracked_pair`), taken back first.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CrackedPair {
    /// The pair nearest the median group: above it, the pair of the
    /// group's lowest-ranked player; below it, of its highest-ranked.
    NearestTheMedian,
    /// The pairing the group made last, in the order its pairings are made
    /// and listed: above it (paired downward, 4.1a) the pair whose
    /// higher-ranked player ranks lowest; below it (paired upward, 4.1b)
    /// the pair whose lower-ranked player ranks highest.
    LastMade,
}

impl CrackedPair {
    /// Where the pair of players ranked `a` and `b` stands in a bracket
    /// `above` the median group (or below it): above, the pair with the
    /// largest place is taken back first; below, the one with the smallest.
    pub fn place<K: Ord>(self, a: K, b: K, above: bool) -> K {
        match (self, above) {
            (CrackedPair::NearestTheMedian, true) | (CrackedPair::LastMade, false) => a.max(b),
            (CrackedPair::NearestTheMedian, false) | (CrackedPair::LastMade, true) => a.min(b),
        }
    }
}

/// A side of the median group.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Side {
    Above,
    Below,
}

/// One bracket as the rules pair it, before the visit.
struct Planned {
    players: Vec<usize>,
    rules: OrdinaryPairing,
    /// Players whose pairs 2.6 took back: they join the median group.
    cracked: Vec<usize>,
}

/// The scoregroups of the round split around the median score.
struct Halves {
    /// Above the median, from the top.
    above: Vec<Vec<usize>>,
    /// The median group (possibly empty).
    median: Vec<usize>,
    /// Below the median, from the bottom.
    below: Vec<Vec<usize>>,
}

impl Halves {
    fn of(ctx: &RoundContext, present: &[usize], median: Points) -> Halves {
        let mut halves = Halves {
            above: Vec::new(),
            median: Vec::new(),
            below: Vec::new(),
        };
        for g in scoregroups(ctx, present) {
            let score = ctx.states[g[0]].pairing_score;
            match score.cmp(&median) {
                std::cmp::Ordering::Greater => halves.above.push(g),
                std::cmp::Ordering::Equal => halves.median = g,
                std::cmp::Ordering::Less => halves.below.insert(0, g),
            }
        }
        halves
    }

    /// The groups paired after bracket `i` of `side`, the next first; below
    /// the median, `pending` (the floaters waiting in the median group) last.
    fn after(&self, side: Side, i: usize, pending: &[usize]) -> Vec<Vec<usize>> {
        let median = Some(self.median.clone()).filter(|m| !m.is_empty());
        match side {
            Side::Above => {
                let lower_half = self.below.iter().rev().cloned();
                self.above[i + 1..]
                    .iter()
                    .cloned()
                    .chain(median)
                    .chain(lower_half)
                    .collect()
            }
            Side::Below => {
                let waiting = Some(pending.to_vec()).filter(|p| !p.is_empty());
                self.below[i + 1..]
                    .iter()
                    .cloned()
                    .chain(median)
                    .chain(waiting)
                    .collect()
            }
        }
    }

    fn groups(&self, side: Side) -> &[Vec<usize>] {
        match side {
            Side::Above => &self.above,
            Side::Below => &self.below,
        }
    }
}

/// Walks the round made of `present` (rank order) with the median group of
/// score `median` paired last; `bye` joins it to be left unpaired.
pub fn walk_median_last<V: Visitor>(
    ctx: &RoundContext,
    present: &[usize],
    median: Points,
    bye: Option<usize>,
    visitor: &mut V,
) -> Result<V::Output, V::Error> {
    let paired: Vec<usize> = present
        .iter()
        .copied()
        .filter(|&p| Some(p) != bye)
        .collect();
    let halves = Halves::of(ctx, &paired, median);
    let mut plan = [plan_side(ctx, &halves, Side::Above, &[]), Vec::new()];
    let down = planned_floaters(&plan[0]);
    plan[1] = plan_side(ctx, &halves, Side::Below, &down);
    crack_blocked_median(ctx, &halves, &mut plan, bye);
    let mut index = 0;
    let mut departed = false;
    let mut floaters = [Vec::new(), Vec::new()];
    for (s, side) in [Side::Above, Side::Below].into_iter().enumerate() {
        let (plan_side, pending) = (&mut plan[s], floaters[0].clone());
        let walk = Visit {
            halves: &halves,
            side,
            bye,
            pending: &pending,
        };
        match visit_side(ctx, &walk, plan_side, &mut index, &mut departed, visitor)? {
            Step::Down(f) | Step::Upfloated { floaters: f, .. } => floaters[s] = f,
            Step::Stop(output) => return Ok(output),
        }
    }
    let mut moved: Vec<usize> = floaters[0].clone();
    moved.extend(&floaters[1]);
    let mdps = moved.len();
    let mut players = with_mdps(&moved, &halves.median);
    players.extend(bye);
    last(ctx, visitor, index, players, mdps)
}

/// The rules' pairing of each bracket of `side`, the floaters of each
/// handed to the next; `pending`: the floaters already waiting in the median.
fn plan_side(ctx: &RoundContext, halves: &Halves, side: Side, pending: &[usize]) -> Vec<Planned> {
    let mut moved: Vec<usize> = Vec::new();
    let mut plan = Vec::new();
    for (i, group) in halves.groups(side).iter().enumerate() {
        let (players, rules) = rules_pairing(ctx, halves, side, i, (&moved, group), pending);
        moved = match &rules.outcome {
            Ok(o) => o.unpaired.clone(),
            Err(_) => Vec::new(),
        };
        plan.push(Planned {
            players,
            rules,
            cracked: Vec::new(),
        });
    }
    plan
}

/// The floaters the last bracket of a side's plan hands to the median group.
fn planned_floaters(plan: &[Planned]) -> Vec<usize> {
    plan.last()
        .and_then(|p| p.rules.outcome.as_ref().ok())
        .map_or(Vec::new(), |o| o.unpaired.clone())
}

/// The floaters the rules' pairing of the brackets of `side` from `from`
/// on hands to the median group, `moved` entering bracket `from`.
fn simulate(
    ctx: &RoundContext,
    halves: &Halves,
    side: Side,
    from: usize,
    moved: &[usize],
    pending: &[usize],
) -> Vec<usize> {
    let mut moved = moved.to_vec();
    for (i, group) in halves.groups(side).iter().enumerate().skip(from) {
        let (_, rules) = rules_pairing(ctx, halves, side, i, (&moved, group), pending);
        moved = rules.outcome.map_or(Vec::new(), |o| o.unpaired);
    }
    moved
}

/// The rules' pairing of bracket `i` of `side`, made of the players
/// `(moved, group)` moved into its scoregroup and the scoregroup; its
/// players (the moved ones first) and that pairing.
fn rules_pairing(
    ctx: &RoundContext,
    halves: &Halves,
    side: Side,
    i: usize,
    (moved, group): (&[usize], &[usize]),
    pending: &[usize],
) -> (Vec<usize>, OrdinaryPairing) {
    let after = halves.after(side, i, pending);
    let bracket = Bracket {
        index: i,
        players: with_mdps(moved, group),
        mdps: moved.len(),
        lower: &after,
    };
    let rules = ctx.rules.ordinary_pairing(ctx, &bracket);
    (bracket.players, rules)
}

/// After the visitor departed from the rules' pairing: whether the rules,
/// pairing the brackets left (from bracket `next` of the walk's side,
/// `moved` entering it, `ready` of that side already bound for the median
/// group), would leave the median group blocked, so that 2.6 would take
/// pairs back.
fn blocked_after(
    ctx: &RoundContext,
    walk: &Visit,
    next: usize,
    moved: &[usize],
    ready: &[usize],
) -> bool {
    let (halves, side, down, bye) = (walk.halves, walk.side, walk.pending, walk.bye);
    let mut this_side = simulate(ctx, halves, side, next, moved, down);
    this_side.extend(ready);
    let (down, up) = match side {
        Side::Above => {
            let up = simulate(ctx, halves, Side::Below, 0, &[], &this_side);
            (this_side, up)
        }
        Side::Below => (down.to_vec(), this_side),
    };
    let mut players: Vec<usize> = down.into_iter().chain(up).collect();
    players.extend(&halves.median);
    players.extend(bye);
    !ctx.completable(&[], &players)
}

/// Lim 2.6: while the median group with its floaters cannot be paired, the
/// next pair of the lower side is taken back when more floaters came from
/// above than from below, else the next pair of the higher side; its two
/// players join the median group as floaters of that side.
fn crack_blocked_median(
    ctx: &RoundContext,
    halves: &Halves,
    plan: &mut [Vec<Planned>; 2],
    bye: Option<usize>,
) {
    if plan.iter().flatten().any(|p| p.rules.outcome.is_err()) {
        return;
    }
    let mut from = [planned_floaters(&plan[0]), planned_floaters(&plan[1])];
    loop {
        let mut players: Vec<usize> = from.concat();
        players.extend(&halves.median);
        players.extend(bye);
        if ctx.completable(&[], &players) {
            return;
        }
        let first = if from[0].len() > from[1].len() { 1 } else { 0 };
        let sides = [Side::Above, Side::Below];
        let Some((s, pair)) = [first, 1 - first]
            .into_iter()
            .find_map(|s| next_pair_to_crack(ctx, sides[s], &mut plan[s]).map(|p| (s, p)))
        else {
            return;
        };
        from[s].extend(pair);
    }
}

/// Takes back the next pair of a side's plan (2.6): in the bracket nearest
/// the median group, the pair the rule set's [`CrackedPair`] names; returns
/// its players.
fn next_pair_to_crack(ctx: &RoundContext, side: Side, plan: &mut [Planned]) -> Option<[usize; 2]> {
    let rank = |p: usize| (-ctx.states[p].pairing_score, ctx.states[p].rank);
    let reading = ctx.rules.cracked_pair();
    // Both sides' plans end with the bracket next to the median group.
    for planned in plan.iter_mut().rev() {
        let outcome = planned.rules.outcome.as_mut().ok()?;
        let pairs = outcome.pairs.iter().enumerate();
        let nearest = match side {
            Side::Above => pairs.max_by_key(|(_, &(a, b))| reading.place(rank(a), rank(b), true)),
            Side::Below => pairs.min_by_key(|(_, &(a, b))| reading.place(rank(a), rank(b), false)),
        };
        if let Some((k, &(a, b))) = nearest {
            outcome.pairs.remove(k);
            outcome.unpaired.extend([a, b]);
            planned.cracked.extend([a, b]);
            return Some([a, b]);
        }
    }
    None
}

/// One side of the walk as the visitor sees it.
struct Visit<'h> {
    halves: &'h Halves,
    side: Side,
    bye: Option<usize>,
    /// The floaters from above, waiting in the median group (below it).
    pending: &'h [usize],
}

/// Visits the brackets of one side, the planned pairing of each when the
/// visitor's floaters give the same bracket; returns the side's floaters
/// for the median group (cracked ones included). Once the visitor departed
/// from the plan, the rules' pairing of the rest is checked after each
/// bracket: were the median group blocked, the visitor learns that 2.6
/// would take pairs back (which ones, the plan no longer says).
fn visit_side<V: Visitor>(
    ctx: &RoundContext,
    walk: &Visit,
    plan: &mut [Planned],
    index: &mut usize,
    departed: &mut bool,
    visitor: &mut V,
) -> Result<Step<V::Output>, V::Error> {
    let (halves, side, pending) = (walk.halves, walk.side, walk.pending);
    let mut moved: Vec<usize> = Vec::new();
    let mut to_median: Vec<usize> = Vec::new();
    for (i, group) in halves.groups(side).iter().enumerate() {
        let players = with_mdps(&moved, group);
        let after = halves.after(side, i, pending);
        let planned = &mut plan[i];
        let same = planned.players == players;
        *departed |= !same;
        let bracket = Bracket {
            index: *index,
            players,
            mdps: moved.len(),
            lower: &after,
        };
        *index += 1;
        let rules = if same {
            if !planned.cracked.is_empty() {
                if let Some(output) = visitor.cracked(ctx, &bracket, &planned.cracked)? {
                    return Ok(Step::Stop(output));
                }
            }
            planned.rules.clone()
        } else {
            ctx.rules.ordinary_pairing(ctx, &bracket)
        };
        let cracked = if same {
            planned.cracked.clone()
        } else {
            Vec::new()
        };
        match visitor.ordinary(ctx, &bracket, rules)? {
            // Lim's brackets take no upfloaters (its text has none).
            Step::Down(f) | Step::Upfloated { floaters: f, .. } => {
                to_median.extend(f.iter().filter(|p| cracked.contains(p)));
                moved = f.into_iter().filter(|p| !cracked.contains(p)).collect();
            }
            Step::Stop(output) => return Ok(Step::Stop(output)),
        }
        if *departed && blocked_after(ctx, walk, i + 1, &moved, &to_median) {
            if let Some(output) = visitor.cracked(ctx, &bracket, &[])? {
                return Ok(Step::Stop(output));
            }
        }
    }
    moved.extend(to_median);
    moved.sort_by_key(|&p| (-ctx.states[p].pairing_score, ctx.states[p].rank));
    Ok(Step::Down(moved))
}
