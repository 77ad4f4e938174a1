//! C.7: the following bracket. C.7 only depends on the set of players who
//! float (the bracket's players left unpaired), so it is settled here, before
//! the bracket's model is built, whenever that is cheap and exact:
//!
//! - nobody floats, or C.5 leaves no choice of floaters, or every choice gives
//!   the same following bracket: C.7 is void ([`Role::Normal`] without `next`);
//! - exactly one player floats: C.7 is a cost of each player as the floater;
//! - several float and C.5 leaves a few choices: the value of C.7 is computed
//!   for each set of floaters ([`following_bracket_key`]) and the best sets,
//!   among those C.6 keeps ([`floater_set_psd`]), become a cost per player
//!   when such a cost singles them out exactly;
//! - otherwise the next scoregroup joins the bracket's model.
//!
//! In all of these the following bracket is made of the floaters (who do not
//! meet each other) and the next scoregroup, whose players share one score.
//!
//! The paragraphs named here are the 2017 text's; the 2012 and 1992 texts
//! ask the same of the following bracket under their C.12, and the 2026
//! text counts the floaters' pairs (C.5 here) under its [C6], so the
//! functions are named after what they compute, each rule set naming its
//! own paragraph.

use super::criteria::{downfloater_sd, pair_sd};
use crate::engine::bracket::{solve_bracket, OrdinaryPairing, Role};
use crate::engine::RoundContext;
use crate::points::Points;
use crate::solver::matching::{
    deficient_vertices, matching_size, maximum_matching, without, Bipartite, NONE,
};
use crate::tournament::PlayerId;
use crate::trace::trace;
use std::collections::HashMap;

/// Most sets of floaters C.5 may leave for C.7 to be computed set by set.
const MAX_FLOATER_SETS: usize = 200;
/// Most steps of the search for those sets before giving up.
const MAX_SEARCH_STEPS: usize = 5_000;

/// An ordinary bracket paired with the following bracket counting as
/// [`role_for`] settles it. `lower` holds the scoregroups below the bracket,
/// the next one first.
pub fn looking_ahead(
    ctx: &RoundContext,
    bracket: &[usize],
    mdps: usize,
    lower: &[Vec<usize>],
) -> OrdinaryPairing {
    let role = role_for(ctx, bracket, mdps, &lower[0], lower.len() == 1);
    let outcome = solve_bracket(ctx, bracket.to_vec(), mdps, role.clone());
    OrdinaryPairing::new(role, outcome)
}

/// The role of an ordinary bracket, with what C.7 needs.
/// When `next_is_last`, the following bracket must give the bye to an
/// eligible player (C.2), which the costs computed here do not see: C.7 is
/// then settled beforehand only when C.5 leaves a single set of floaters,
/// and otherwise the next scoregroup joins the model with a bye vertex.
pub fn role_for(
    ctx: &RoundContext,
    bracket: &[usize],
    mdps: usize,
    next: &[usize],
    next_is_last: bool,
) -> Role {
    let started = std::time::Instant::now();
    let mdps = ctx.mdps_treated(bracket, mdps);
    let adj = ctx.adjacency(bracket, mdps);
    let pairs = matching_size(&adj);
    let floaters = bracket.len() - 2 * pairs;
    let void = Role::Normal {
        next: Vec::new(),
        next_is_last,
    };
    if floaters == 0 || next.is_empty() {
        return void;
    }
    if floaters == 1 {
        let c7_cost = single_floater_costs(ctx, bracket, next, next_is_last);
        trace(|| {
            let mut v: Vec<_> = c7_cost.iter().collect();
            v.sort();
            format!("look-ahead costs {v:?}")
        });
        return Role::FloaterCosts { c7_cost };
    }
    let (role, how) =
        match several_floaters_role(ctx, bracket, mdps, next, next_is_last, &adj, pairs) {
            Ok(settled) => settled,
            Err(why) => (
                Role::Normal {
                    next: next.to_vec(),
                    next_is_last,
                },
                format!("in the model: {why}"),
            ),
        };
    trace(|| {
        format!(
            "look-ahead with {floaters} floaters {how} ({:.3}s)",
            started.elapsed().as_secs_f64()
        )
    });
    role
}

/// For each player of the bracket, the rank of the following bracket's
/// (most pairs, then least PSD) if he were the one floater: 0 is best.
fn single_floater_costs(
    ctx: &RoundContext,
    bracket: &[usize],
    next: &[usize],
    next_is_last: bool,
) -> HashMap<PlayerId, i64> {
    let legal_bye = LegalByeWithOneFloater::new(ctx, next, next_is_last);
    let alone = each_floater_alone(ctx, bracket, next);
    let keys: Vec<(usize, LookAheadKey)> = bracket
        .iter()
        .zip(alone)
        .map(|(&d, alone)| {
            let key = match legal_bye
                .as_ref()
                .and_then(|b| b.key(ctx, d, next, &alone.1))
            {
                Some(key) => key,
                None => look_ahead_key_of(ctx, &[d], next, next_is_last, alone),
            };
            (d, key)
        })
        .collect();
    let mut distinct: Vec<&LookAheadKey> = keys.iter().map(|(_, k)| k).collect();
    distinct.sort();
    distinct.dedup();
    keys.iter()
        .map(|(d, key)| {
            (
                ctx.states[*d].id,
                distinct.binary_search(&key).expect("a key of the list") as i64,
            )
        })
        .collect()
}

/// C.7 of one set of floaters: (−pairs, PSD sorted from the largest SD) of
/// the following bracket; smaller is better.
pub type LookAheadKey = (i64, Vec<Points>);

/// Several floaters: C.7 set by set when C.5 leaves few sets (see the module
/// notes); `Err` says why the next scoregroup must join the model instead.
fn several_floaters_role(
    ctx: &RoundContext,
    bracket: &[usize],
    mdps: usize,
    next: &[usize],
    next_is_last: bool,
    adj: &[Vec<usize>],
    pairs: usize,
) -> Result<(Role, String), &'static str> {
    let sets = max_pairs_floater_sets(adj, pairs).ok_or("too many sets of floaters")?;
    if sets.len() == 1 {
        return Ok((
            Role::Normal {
                next: Vec::new(),
                next_is_last,
            },
            "void: C.5 leaves one set".into(),
        ));
    }
    per_set_scores(ctx, bracket, mdps, next)?;
    let keys: Vec<SetKey> = sets
        .iter()
        .map(|set| set_key(ctx, bracket, mdps, pairs, next, next_is_last, set))
        .collect();
    if keys.iter().all(|(_, c7)| *c7 == keys[0].1) {
        let how = format!(
            "void: the {} sets C.5 leaves are equal under C.7",
            sets.len()
        );
        return Ok((
            Role::Normal {
                next: Vec::new(),
                next_is_last,
            },
            how,
        ));
    }
    let c7_cost = best_sets_costs(ctx, bracket, &sets, &keys)
        .ok_or("no cost per player singles out the best sets of floaters")?;
    Ok((
        Role::FloaterCosts { c7_cost },
        format!("by set of floaters: {} sets", sets.len()),
    ))
}

/// A cost per player of `bracket` that singles out the best sets of floaters
/// (vertices) by their keys (the bracket's own criterion, then the following
/// bracket's): 0 for the players of the best sets, 1 for the others; `None`
/// unless every set as good on the first part that floats only such players
/// is a best one.
pub fn best_sets_costs<K: Ord>(
    ctx: &RoundContext,
    bracket: &[usize],
    sets: &[Vec<usize>],
    keys: &[(Vec<Points>, K)],
) -> Option<HashMap<PlayerId, i64>> {
    let best = keys.iter().min()?;
    let mut in_best = vec![false; bracket.len()];
    for (set, key) in sets.iter().zip(keys) {
        if key == best {
            set.iter().for_each(|&v| in_best[v] = true);
        }
    }
    let exact = sets
        .iter()
        .zip(keys)
        .all(|(set, key)| key.0 != best.0 || !set.iter().all(|&v| in_best[v]) || key.1 == best.1);
    exact.then(|| {
        bracket
            .iter()
            .enumerate()
            .map(|(v, &p)| (ctx.states[p].id, i64::from(!in_best[v])))
            .collect()
    })
}

/// C.5: every set of players (vertices of `adj`) that a maximum matching, of
/// `pairs` pairs, leaves unpaired, in increasing order; `None` when there are
/// more than [`MAX_FLOATER_SETS`]. Only players some maximum matching leaves
/// unpaired qualify (the D of the Gallai-Edmonds decomposition); a partial
/// set is extended only while the others still have a matching of `pairs`.
pub fn max_pairs_floater_sets(adj: &[Vec<usize>], pairs: usize) -> Option<Vec<Vec<usize>>> {
    let n = adj.len();
    let size = n - 2 * pairs;
    let mate: Vec<usize> = maximum_matching(adj)
        .into_iter()
        .map(|m| m.unwrap_or(NONE))
        .collect();
    let mut usable = vec![true; n];
    let is_deficient = deficient_vertices(adj, &mate);
    let deficient: Vec<usize> = (0..n).filter(|&v| is_deficient[v]).collect();
    let mut search = FloaterSearch {
        adj,
        deficient: &deficient,
        size,
        sets: Vec::new(),
        steps: 0,
    };
    search
        .extend(&mate, &mut usable, &mut Vec::new(), 0)
        .then_some(search.sets)
}

struct FloaterSearch<'a> {
    adj: &'a [Vec<usize>],
    deficient: &'a [usize],
    size: usize,
    sets: Vec<Vec<usize>>,
    steps: usize,
}

impl FloaterSearch<'_> {
    /// Extends `chosen` (unusable in `usable`; `mate` a maximum matching of the
    /// others, still of the bracket's size) with deficient vertices from
    /// `from` on. Returns false when the limits are reached.
    fn extend(
        &mut self,
        mate: &[usize],
        usable: &mut [bool],
        chosen: &mut Vec<usize>,
        from: usize,
    ) -> bool {
        if chosen.len() == self.size {
            self.sets.push(chosen.clone());
            return self.sets.len() <= MAX_FLOATER_SETS;
        }
        let missing = self.size - chosen.len();
        for i in from..self.deficient.len().saturating_sub(missing - 1) {
            self.steps += 1;
            if self.steps > MAX_SEARCH_STEPS {
                return false;
            }
            let v = self.deficient[i];
            if let Some(rest) = without(self.adj, mate, v, usable) {
                usable[v] = false;
                chosen.push(v);
                let go_on = self.extend(&rest, usable, chosen, i + 1);
                chosen.pop();
                usable[v] = true;
                if !go_on {
                    return false;
                }
            }
        }
        true
    }
}

/// C.6 (the PSD of A.8) of the bracket when `floaters` (vertices) float and
/// the others are paired, in `pairs` pairs, sorted from the largest SD. It
/// depends on the floaters only: the residents share a score, and each MDP
/// that does not float meets a resident.
pub fn floater_set_psd(
    ctx: &RoundContext,
    bracket: &[usize],
    mdps: usize,
    pairs: usize,
    floaters: &[usize],
) -> Vec<Points> {
    let state = |v: usize| &ctx.states[bracket[v]];
    let resident = state(mdps);
    let lowest = (0..bracket.len())
        .map(|v| state(v).pairing_score)
        .min()
        .expect("a bracket");
    let mut floats = vec![false; bracket.len()];
    floaters.iter().for_each(|&v| floats[v] = true);
    let mut psd: Vec<Points> = (0..mdps)
        .filter(|&v| !floats[v])
        .map(|v| pair_sd(state(v), resident))
        .collect();
    psd.extend(std::iter::repeat_n(0, pairs - psd.len()));
    psd.extend(floaters.iter().map(|&v| downfloater_sd(state(v), lowest)));
    psd.sort_unstable_by(|a, b| b.cmp(a));
    psd
}

/// For the verifier: whether the set of `floaters` (bracket positions) is
/// best on C.6 then C.7 among the sets of floaters C.5 allows, computed set
/// by set as the generator does; `None` when the sets cannot be enumerated
/// or the scores are not of the shape these computations assume.
pub fn best_floater_set_ahead(
    ctx: &RoundContext,
    bracket: &[usize],
    mdps: usize,
    next: &[usize],
    next_is_last: bool,
    floaters: &[usize],
) -> Option<bool> {
    let mdps = ctx.mdps_treated(bracket, mdps);
    let adj = ctx.adjacency(bracket, mdps);
    let pairs = matching_size(&adj);
    if next.is_empty() || mdps >= bracket.len() || bracket.len() - 2 * pairs != floaters.len() {
        return None;
    }
    per_set_scores(ctx, bracket, mdps, next).ok()?;
    let sets = max_pairs_floater_sets(&adj, pairs)?;
    let key = |set: &[usize]| set_key(ctx, bracket, mdps, pairs, next, next_is_last, set);
    let tested = key(floaters);
    Some(sets.iter().all(|set| key(set) >= tested))
}

/// C.6 then C.7 of one set of floaters (bracket positions).
type SetKey = (Vec<Points>, LookAheadKey);

fn set_key(
    ctx: &RoundContext,
    bracket: &[usize],
    mdps: usize,
    pairs: usize,
    next: &[usize],
    next_is_last: bool,
    set: &[usize],
) -> SetKey {
    let floaters: Vec<usize> = set.iter().map(|&v| bracket[v]).collect();
    (
        floater_set_psd(ctx, bracket, mdps, pairs, set),
        look_ahead_key(ctx, &floaters, next, next_is_last),
    )
}

/// What the per-set C.6 and C.7 assume of the scores: one resident score in
/// the bracket, one in the next scoregroup, every floater above it.
pub fn per_set_scores(
    ctx: &RoundContext,
    bracket: &[usize],
    mdps: usize,
    next: &[usize],
) -> Result<(), &'static str> {
    let score = |p: usize| ctx.states[p].pairing_score;
    let resident_score = score(bracket[mdps]);
    let next_score = score(next[0]);
    if bracket[mdps..].iter().any(|&p| score(p) != resident_score)
        || next.iter().any(|&p| score(p) != next_score)
    {
        return Err("scoregroups of several scores");
    }
    if bracket.iter().any(|&p| score(p) <= next_score) {
        return Err("a floater not above the next scoregroup");
    }
    Ok(())
}

/// C.7's key of a set of floaters. When the following bracket is the last,
/// its pairing must complete the round with the bye to an eligible player
/// (C.2, A.9): it is paired as the last bracket, and its key counts the
/// players it settles (everybody, or two per pair when no such pairing
/// exists), then its PSD.
pub fn look_ahead_key(
    ctx: &RoundContext,
    floaters: &[usize],
    next: &[usize],
    next_is_last: bool,
) -> LookAheadKey {
    look_ahead_key_of(
        ctx,
        floaters,
        next,
        next_is_last,
        following_bracket_key(ctx, floaters, next),
    )
}

/// [`look_ahead_key`] given the following bracket's [`following_bracket_key`].
fn look_ahead_key_of(
    ctx: &RoundContext,
    floaters: &[usize],
    next: &[usize],
    next_is_last: bool,
    (pairs, psd): LookAheadKey,
) -> LookAheadKey {
    if !next_is_last || next.is_empty() {
        return (pairs, psd);
    }
    if (floaters.len() + next.len()).is_multiple_of(2) {
        // No bye: the most pairs and the least PSD are all C.7 asks.
        return (2 * pairs, psd);
    }
    last_bracket_key(ctx, floaters, next).unwrap_or((2 * pairs, psd))
}

/// A shortcut for one floater `d` when the following bracket is the last
/// and has an odd number of players with him: if the next scoregroup has a
/// perfect matching `M` and `d` can take the partner `r` of some resident
/// `q` who may get the bye (C.2), the best unconstrained pairing (d paired,
/// one resident unpaired) is legal, so C.7's key needs no solve.
struct LegalByeWithOneFloater {
    mate: Vec<Option<usize>>,
}

impl LegalByeWithOneFloater {
    fn new(ctx: &RoundContext, next: &[usize], next_is_last: bool) -> Option<Self> {
        if !next_is_last || next.len() % 2 == 1 {
            return None;
        }
        let mate = maximum_matching(&ctx.adjacency(next, 0));
        mate.iter()
            .all(Option::is_some)
            .then_some(LegalByeWithOneFloater { mate })
    }

    /// `psd`: the following bracket's PSD with `d` as the one floater.
    fn key(
        &self,
        ctx: &RoundContext,
        d: usize,
        next: &[usize],
        psd: &[Points],
    ) -> Option<LookAheadKey> {
        let legal = (0..next.len()).any(|r| {
            let q = self.mate[r].expect("a perfect matching");
            ctx.compatible(d, next[r]) && ctx.bye_eligible(next[q])
        });
        legal.then(|| (-((next.len() + 1) as i64), psd.to_vec()))
    }
}

/// [`following_bracket_key`] of each of `floaters` as the one floater above
/// the next scoregroup `next` (not empty), by [`OneFloaterBelow`].
pub fn each_floater_alone(
    ctx: &RoundContext,
    floaters: &[usize],
    next: &[usize],
) -> Vec<LookAheadKey> {
    let mut following = OneFloaterBelow::new(ctx, next);
    floaters.iter().map(|&d| following.key(ctx, d)).collect()
}

/// [`following_bracket_key`] for one floater at a time over the same next
/// scoregroup, whose maximum matchings and the players some of them leave
/// unmatched (`deficient`) are found once. With `d` added, a maximum
/// matching grows by one pair exactly when `d` can meet a deficient player:
/// if he can, a maximum matching leaving that player out takes the pair
/// too; if a matching with `d` has one more pair, dropping `d`'s pair leaves
/// a maximum matching of the scoregroup without his partner.
struct OneFloaterBelow {
    deficient: Vec<bool>,
    pairs: usize,
    next: Vec<usize>,
}

impl OneFloaterBelow {
    fn new(ctx: &RoundContext, next: &[usize]) -> OneFloaterBelow {
        let adj = ctx.adjacency(next, 0);
        let mate: Vec<usize> = maximum_matching(&adj)
            .into_iter()
            .map(|m| m.unwrap_or(NONE))
            .collect();
        let pairs = mate.iter().filter(|&&m| m != NONE).count() / 2;
        // A perfect matching leaves nobody out: no search needed.
        let perfect = 2 * pairs == next.len();
        let deficient = if perfect {
            vec![false; next.len()]
        } else {
            deficient_vertices(&adj, &mate)
        };
        OneFloaterBelow {
            deficient,
            pairs,
            next: next.to_vec(),
        }
    }

    /// C.7's (−pairs, PSD) of the following bracket made of `d` and the next scoregroup.
    fn key(&mut self, ctx: &RoundContext, d: usize) -> LookAheadKey {
        let following = self.following(ctx, d);
        (-(following.pairs as i64), following.psd)
    }

    /// The following bracket made of `d` and the next scoregroup, as
    /// [`following_bracket`] finds it (`with_opponent` left at 0).
    fn following(&mut self, ctx: &RoundContext, d: usize) -> FollowingBracket {
        let n = self.next.len();
        let opponents: Vec<usize> = (0..n)
            .filter(|&r| ctx.compatible(d, self.next[r]))
            .collect();
        let grows = opponents.iter().any(|&r| self.deficient[r]);
        let pairs = self.pairs + usize::from(grows);
        following_with_pairs(ctx, &[d], &self.next, pairs, |i, r| {
            i == 0 && opponents.binary_search(&r).is_ok()
        })
    }
}

/// [`following_bracket`] of each of `floaters` as the one floater above the
/// next scoregroup `next` (not empty), by [`OneFloaterBelow`]: the
/// scoregroup's matching is found once, not once per floater.
pub fn each_floater_following(
    ctx: &RoundContext,
    floaters: &[usize],
    next: &[usize],
) -> Vec<FollowingBracket> {
    let mut following = OneFloaterBelow::new(ctx, next);
    floaters
        .iter()
        .map(|&d| following.following(ctx, d))
        .collect()
}

/// The following bracket paired as the last bracket; `None` when no pairing
/// completes it.
fn last_bracket_key(
    ctx: &RoundContext,
    floaters: &[usize],
    next: &[usize],
) -> Option<LookAheadKey> {
    let state = |p: usize| &ctx.states[p];
    let mut mdps = floaters.to_vec();
    mdps.sort_by_key(|&p| (-state(p).pairing_score, state(p).rank));
    let players: Vec<usize> = mdps.iter().chain(next).copied().collect();
    let outcome = solve_bracket(ctx, players.clone(), mdps.len(), Role::Last).ok()?;
    let lowest = state(next[0]).pairing_score;
    let mut psd: Vec<Points> = outcome
        .pairs
        .iter()
        .map(|&(a, b)| pair_sd(state(a), state(b)))
        .collect();
    psd.extend(
        outcome
            .unpaired
            .iter()
            .map(|&p| downfloater_sd(state(p), lowest)),
    );
    psd.sort_unstable_by(|a, b| b.cmp(a));
    Some((-(players.len() as i64), psd))
}

/// C.7: (−pairs, PSD sorted from the largest SD) of the following bracket
/// made of `floaters` (who do not meet each other) and the next scoregroup
/// `next` (one score, below the floaters'): smaller is better.
///
/// Pairs: a maximum matching. PSD, with that many pairs: a floater paired
/// counts his SD against the next score, one unpaired that plus one point,
/// which is more than any SD of a resident (0 paired, 1 point unpaired). So
/// a PSD is the smaller the more floaters are paired, the highest first: the
/// floaters paired are the greedy basis, from the highest score down, of the
/// transversal matroid of the floater-resident pairs (any set of floaters
/// some matching pairs, some maximum matching pairs exactly), and the
/// residents pair up as the remaining pairs allow.
pub fn following_bracket_key(
    ctx: &RoundContext,
    floaters: &[usize],
    next: &[usize],
) -> LookAheadKey {
    let following = following_bracket(ctx, floaters, next);
    (-(following.pairs as i64), following.psd)
}

/// The following bracket of [`following_bracket_key`].
pub struct FollowingBracket {
    /// Its most pairs.
    pub pairs: usize,
    /// How many of the floaters some pairing with that many pairs includes.
    pub paired_floaters: usize,
    /// How many of its players have a compatible opponent in it (those the
    /// 2012 C.1 leaves there).
    pub with_opponent: usize,
    /// Its PSD, sorted from the largest SD.
    pub psd: Vec<Points>,
    /// The floaters left unpaired there (the highest are paired first).
    pub unpaired_floaters: Vec<usize>,
}

/// The following bracket made of `floaters` and the next scoregroup `next`
/// (see [`following_bracket_key`]).
pub fn following_bracket(
    ctx: &RoundContext,
    floaters: &[usize],
    next: &[usize],
) -> FollowingBracket {
    if next.is_empty() {
        return FollowingBracket {
            pairs: 0,
            paired_floaters: 0,
            with_opponent: 0,
            psd: Vec::new(),
            unpaired_floaters: floaters.to_vec(),
        };
    }
    let players: Vec<usize> = floaters.iter().chain(next).copied().collect();
    let adj = ctx.adjacency(&players, floaters.len());
    let pairs = matching_size(&adj);
    let with_opponent = adj.iter().filter(|opponents| !opponents.is_empty()).count();
    let following = following_with_pairs(ctx, floaters, next, pairs, |i, r| {
        ctx.compatible(floaters[i], next[r])
    });
    FollowingBracket {
        with_opponent,
        ..following
    }
}

/// The following bracket of [`following_bracket`] whose most pairs are
/// `pairs`, `meets` telling which floater (by index) may meet which player
/// of `next` (by index); `with_opponent` left at 0.
fn following_with_pairs(
    ctx: &RoundContext,
    floaters: &[usize],
    next: &[usize],
    pairs: usize,
    meets: impl Fn(usize, usize) -> bool,
) -> FollowingBracket {
    let state = |p: usize| &ctx.states[p];
    let lowest = state(next[0]).pairing_score;
    let mut order: Vec<usize> = (0..floaters.len()).collect();
    order.sort_by_key(|&i| std::cmp::Reverse(state(floaters[i]).pairing_score));
    // Augmenting paths, floaters against residents, the highest first.
    let mut matching = Bipartite::new(floaters.len(), next.len());
    let mut psd = Vec::new();
    let mut paired_floaters = 0;
    let mut unpaired_floaters = Vec::new();
    for i in order {
        if matching.augment(i, &meets) {
            paired_floaters += 1;
            psd.push(pair_sd(state(floaters[i]), state(next[0])));
        } else {
            unpaired_floaters.push(floaters[i]);
            psd.push(downfloater_sd(state(floaters[i]), lowest));
        }
    }
    let resident_pairs = pairs - paired_floaters;
    psd.extend(std::iter::repeat_n(0, resident_pairs));
    let unpaired_residents = next.len() - paired_floaters - 2 * resident_pairs;
    psd.extend(
        next.iter()
            .take(unpaired_residents)
            .map(|&p| downfloater_sd(state(p), lowest)),
    );
    psd.sort_unstable_by(|a, b| b.cmp(a));
    FollowingBracket {
        pairs,
        paired_floaters,
        with_opponent: 0,
        psd,
        unpaired_floaters,
    }
}
