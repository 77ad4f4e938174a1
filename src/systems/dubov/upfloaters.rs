//! 3.2 for a bracket whose residents need upfloaters: the model holds the
//! whole rest of the round (1.3.2, C4), and asks for nothing but a perfect
//! matching, so its levels and the choice of upfloaters (3.2.2 with 4.2)
//! are settled by weighted matchings (`solver::lexmatching`, exact); the
//! residents and the upfloaters chosen then form a bracket of their own,
//! paired by 3.2.3-3.2.6. Where the weighted matchings cannot decide (the
//! levels too wide to pack, another solver asked for), the engine's
//! integer path pairs the same model in the same order.

use super::criteria::upfloater_pairs;
use super::order::s4_2_sequence;
use crate::engine::bracket::{quality_levels, solve_bracket, BracketModel, BracketOutcome, Role};
use crate::engine::criteria::Level;
use crate::engine::walk::Bracket;
use crate::engine::RoundContext;
use crate::solver::lexmatching::{
    as_plain_perfect, least_with_floaters, lexicographic_perfect_matching, VertexStep,
};
use crate::solver::{LinearForm, MatchingModel, SolveError, Solver};
use std::collections::{HashMap, HashSet};

/// The bracket with everybody below it in its model, its upfloaters chosen
/// by weighted matchings; `Ok(None)` where they cannot decide.
pub fn by_weighted_matchings(
    ctx: &RoundContext,
    b: &Bracket,
    role: &Role,
) -> Result<Option<BracketOutcome>, SolveError> {
    if ctx.solver != Solver::Exact {
        return Ok(None);
    }
    if let Some(outcome) = with_the_next_scoregroup(ctx, b)? {
        return Ok(Some(outcome));
    }
    let m = BracketModel::build(ctx, b.players.clone(), b.mdps, role.clone());
    let general = m.matching_model(ctx);
    let Some(perfect) = as_plain_perfect(&general) else {
        return Ok(None);
    };
    let levels = quality_levels(&m);
    let forms: Vec<&LinearForm> = levels.iter().map(|l| &l.form).collect();
    let upfloats = upfloater_pairs(&m);
    let Some(mut chosen) = s4_2_first_set(&m, &perfect, &forms, &upfloats)? else {
        return Ok(None);
    };
    chosen.truncate(general.edges.len());
    paired_with_upfloaters(ctx, b, &m, &levels, &chosen, &upfloats).map(Some)
}

/// The bracket its residents make with the upfloaters `chosen` holds
/// (every optimal candidate's, the first set of 4.2), paired by 3.2.3-3.2.6;
/// the levels' values are `chosen`'s.
fn paired_with_upfloaters(
    ctx: &RoundContext,
    b: &Bracket,
    m: &BracketModel,
    levels: &[Level],
    chosen: &[bool],
    upfloats: &[(usize, usize)],
) -> Result<BracketOutcome, SolveError> {
    let values = levels
        .iter()
        .map(|l| (l.criterion, l.form.value(chosen)))
        .collect();
    let upfloaters = upfloats.iter().filter(|&&(e, _)| chosen[e]);
    let mut players: Vec<usize> = (m.moved_down..m.bracket_size())
        .chain(upfloaters.map(|&(_, x)| x))
        .map(|v| m.vertex_state[v].expect("a player"))
        .collect();
    players.sort_by_key(|&p| (-ctx.states[p].pairing_score, ctx.states[p].rank));
    let paired = solve_bracket(ctx, players, 0, Role::Last)?;
    let in_pairs: HashSet<usize> = paired.pairs.iter().flat_map(|&(x, y)| [x, y]).collect();
    let unpaired = (b.players.iter().copied())
        .filter(|p| !in_pairs.contains(p))
        .collect();
    Ok(BracketOutcome {
        pairs: paired.pairs,
        unpaired,
        levels: values,
        quota: None,
    })
}

/// The bracket with upfloaters from the next scoregroup only, solved apart
/// from the rest of the round: the residents all paired, the players of
/// the next scoregroup meeting them, each other, or nobody (left to the
/// rest). It is the bracket's pairing when the residents pair among
/// themselves as much as they can at all (C5 at its best) and the rest of
/// the round without its upfloaters can still be paired (C4). For C5 at its
/// best, its upfloaters, all of the highest score below, are C6 at its
/// best, so every optimal candidate of the whole has them there too; each
/// such candidate is a pairing of the part completed, its levels read on
/// the bracket's pairs alone. `None`: the whole model decides (also where
/// a player of the bracket is the bye's).
fn with_the_next_scoregroup(
    ctx: &RoundContext,
    b: &Bracket,
) -> Result<Option<BracketOutcome>, SolveError> {
    let rest = b.rest();
    let odd = (b.players.len() + rest.len()) % 2 == 1;
    let bye_here = odd && b.players.iter().any(|&p| ctx.bye_eligible(p));
    let Some(next) = b.lower.first().filter(|_| b.mdps == 0 && !bye_here) else {
        return Ok(None);
    };
    let role = Role::Completion {
        rest: next.clone(),
        next: next.len(),
    };
    let m = BracketModel::build(ctx, b.players.clone(), 0, role);
    let levels = quality_levels(&m);
    let upfloats = upfloater_pairs(&m);
    let nb = m.bracket_size();
    // The bracket's pairs, and the next scoregroup's among themselves (so
    // that few of its players are left to float); no bye.
    let kept = |e: usize| m.is_own_pair(e) || m.edges[e].0.min(m.edges[e].1) >= nb;
    let players = m.vertex_state.iter().filter(|s| s.is_some()).count();
    let mut part = MatchingModel::new(players);
    let place: Vec<Option<usize>> = (m.edges.iter().enumerate())
        .map(|(e, &(x, y))| (kept(e) && x.max(y) < players).then(|| part.add_edge(x, y)))
        .collect();
    let may_float: Vec<bool> = (0..players).map(|v| v >= nb).collect();
    part.must_match = may_float.iter().map(|&f| !f).collect();
    let forms: Vec<LinearForm> = (levels.iter())
        .map(|l| l.form.renumbered(|e| place[e]))
        .collect();
    let form_refs: Vec<&LinearForm> = forms.iter().collect();
    let part_upfloats: Vec<(usize, usize)> = (upfloats.iter())
        .filter_map(|&(e, x)| place[e].map(|i| (i, x)))
        .collect();
    let solve = |steps: &[VertexStep]| least_with_floaters(&part, &may_float, &form_refs, steps);
    let found = match first_set_by(&solve, &s4_2_steps(&m, &part_upfloats), &part_upfloats) {
        Ok(Some(found)) => found,
        Ok(None) | Err(SolveError::Infeasible) => return Ok(None),
        Err(e) => return Err(e),
    };
    let chosen: Vec<bool> = (place.iter())
        .enumerate()
        .map(|(e, i)| m.is_own_pair(e) && i.is_some_and(|i| found[i]))
        .collect();
    let resident_pairs = (0..m.edges.len())
        .filter(|&e| chosen[e] && m.is_bracket_edge(e))
        .count();
    let taken: HashSet<usize> = (upfloats.iter())
        .filter(|&&(e, _)| chosen[e])
        .map(|&(_, x)| m.vertex_state[x].expect("a player"))
        .collect();
    let left: Vec<usize> = rest.into_iter().filter(|p| !taken.contains(p)).collect();
    if resident_pairs != ctx.max_pairs(&b.players, 0) || !ctx.completable(&[], &left) {
        return Ok(None);
    }
    paired_with_upfloaters(ctx, b, &m, &levels, &chosen, &upfloats).map(Some)
}

/// The least matching on the levels, then on 4.2's steps: the first set
/// of upfloaters. The steps are asked for the first players of the
/// sequence only, more when needed: once the matching's upfloaters are all
/// among them, every later step is zero in each matching as good (C5 fixes
/// how many upfloaters there are), so the matching is least on them too.
fn s4_2_first_set(
    m: &BracketModel,
    perfect: &MatchingModel,
    forms: &[&LinearForm],
    upfloats: &[(usize, usize)],
) -> Result<Option<Vec<bool>>, SolveError> {
    let solve = |steps: &[VertexStep]| lexicographic_perfect_matching(perfect, forms, steps);
    first_set_by(&solve, &s4_2_steps(m, upfloats), upfloats)
}

/// The least matching on the levels and the steps given, `None` where
/// they cannot be packed.
type LeastOn<'a> = dyn Fn(&[VertexStep]) -> Result<Option<Vec<bool>>, SolveError> + 'a;

/// [`s4_2_first_set`] with the least matching on the levels and some
/// steps given by `solve`.
fn first_set_by(
    solve: &LeastOn,
    steps: &[VertexStep],
    upfloats: &[(usize, usize)],
) -> Result<Option<Vec<bool>>, SolveError> {
    let mut asked = 64;
    loop {
        let first = &steps[..asked.min(steps.len())];
        let Some(chosen) = solve(first)? else {
            return Ok(None);
        };
        let upfloaters = upfloats.iter().filter(|&&(e, _)| chosen[e]).count();
        let within: usize = first
            .iter()
            .map(|step| step.form.terms.iter().filter(|&(e, _)| chosen[e]).count())
            .sum();
        if within == upfloaters || asked >= steps.len() {
            return Ok(Some(chosen));
        }
        asked *= 4;
    }
}

/// 4.2's sequence as steps, one per player below who may upfloat: whether
/// he meets a resident (the class of his pairs with them).
fn s4_2_steps(m: &BracketModel, upfloats: &[(usize, usize)]) -> Vec<VertexStep> {
    let mut at: HashMap<usize, LinearForm> = HashMap::new();
    for &(e, x) in upfloats {
        at.entry(x).or_default().add(e, -1);
    }
    s4_2_sequence(m, upfloats)
        .into_iter()
        .map(|x| VertexStep {
            vertex: x,
            form: at.remove(&x).unwrap_or_default(),
        })
        .collect()
}
