//! Evidence from Edmonds' weighted blossom algorithm for a level the
//! continuous relaxation does not reach (its optimum fractional on odd
//! cycles): the levels up to it packed into one cost by mixed-radix weights
//! (`solver/lexmatching.rs`), whose least perfect matching is their
//! lexicographic least, and the algorithm's optimal dual of the perfect
//! matching polytope, vertex potentials and odd sets, which bounds every
//! candidate at once. The polytope being integral, the bound is exact: it
//! reaches the values under test whenever they are the lexicographic least.
//! The same least decides a bracket SAT's budget left undecided, where the
//! model asks a perfect matching alone.

use super::bounds::{pairs_known_before, scope_model, Scope};
use super::levels::{without_fixed_in, Better, Judgement};
use crate::engine::bracket::BracketModel;
use crate::engine::criteria::Level;
use crate::solver::assignment::fixed_pairs_shape;
use crate::solver::lexmatching::{
    as_plain_perfect, lexicographic_perfect_matching, packing_weights,
};
use crate::solver::matching::{min_cost_perfect_matching_dual, PerfectMatchingDual};
use crate::solver::model::LinearForm;
use crate::solver::MatchingModel;

/// Level `k` proved by the dual: the scope, the levels with their weights
/// (this one last), the dual.
#[derive(Clone)]
pub(super) struct MatchingProof {
    pub scope: Scope,
    pub levels: Vec<(usize, i128)>,
    pub dual: PerfectMatchingDual<i128>,
}

/// Level `k` proved in the first of the bounds' `attempts` (scope, levels
/// left out) that asked it and whose packed costs fit; `None` otherwise.
pub(super) fn prove(
    m: &BracketModel,
    model: &MatchingModel,
    attempts: &[(Scope, Vec<bool>)],
    levels: &[Level],
    values: &[i64],
    k: usize,
) -> Option<MatchingProof> {
    attempts
        .iter()
        .filter(|(scope, skip)| !skip[k] && pairs_known_before(scope, k))
        .find_map(|(scope, skip)| {
            let region = without_fixed_in(&scope_model(m, model, scope));
            if !fixed_pairs_shape(&region, scope.pairs) {
                return None;
            }
            let chained: Vec<usize> = (0..=k).filter(|&j| !skip[j]).collect();
            let forms: Vec<&LinearForm> = chained.iter().map(|&j| &levels[j].form).collect();
            let usable = |e: usize| region.fixed[e].is_none();
            let weights = packing_weights(&region, &forms, usable)?;
            let (least, dual) = least_packed(&region, scope.pairs, &forms, &weights)?;
            let tested = chained
                .iter()
                .zip(&weights)
                .try_fold(0i128, |sum, (&j, &w)| {
                    let value = i128::from(values[j]) - i128::from(levels[j].form.constant);
                    sum.checked_add(w.checked_mul(value)?)
                })?;
            (least >= tested).then(|| MatchingProof {
                scope: scope.clone(),
                levels: chained.into_iter().zip(weights).collect(),
                dual,
            })
        })
}

/// The least packed cost of a matching of `pairs` pairs of `region`, as a
/// perfect matching with `vertices - 2 pairs` dummies (see
/// `solver::matching::min_cost_matching`), and its dual.
fn least_packed(
    region: &MatchingModel,
    pairs: usize,
    forms: &[&LinearForm],
    weights: &[i128],
) -> Option<(i128, PerfectMatchingDual<i128>)> {
    let mut cost = vec![0i128; region.edges.len()];
    for (form, &w) in forms.iter().zip(weights) {
        for (e, c) in &form.terms {
            cost[e] = cost[e].checked_add(w.checked_mul(i128::from(c))?)?;
        }
    }
    let n = region.vertices;
    let dummies = n.checked_sub(2 * pairs)?;
    let mut edges: Vec<(usize, usize, i128)> = (0..region.edges.len())
        .filter(|&e| region.fixed[e].is_none())
        .map(|e| (region.edges[e].0, region.edges[e].1, cost[e]))
        .collect();
    for v in (0..n).filter(|&v| !region.must_match[v]) {
        edges.extend((n..n + dummies).map(|d| (v, d, 0)));
    }
    min_cost_perfect_matching_dual(n + dummies, &edges)
}

/// The judgement of a model that asks a perfect matching alone (every
/// vertex matched but one at most, nothing else), by its lexicographic
/// least on the levels (`solver/lexmatching.rs`, exact): optimal when it
/// equals the values under test, else better at the first level where it
/// is lower. `None` for another model, levels too wide to pack, or values
/// under test the least does not bear out.
pub(super) fn decided_exactly(
    model: &MatchingModel,
    levels: &[Level],
    values: &[i64],
) -> Option<Judgement> {
    let plain = as_plain_perfect(model)?;
    let forms: Vec<&LinearForm> = levels.iter().map(|l| &l.form).collect();
    let mut chosen = lexicographic_perfect_matching(&plain, &forms, &[]).ok()??;
    // The vertex added for an odd count comes with edges after the model's.
    chosen.truncate(model.edges.len());
    for (level, (form, &tested)) in forms.iter().zip(values).enumerate() {
        let least = form.value(&chosen);
        match least.cmp(&tested) {
            std::cmp::Ordering::Less => {
                return Some(Judgement::Better(Better {
                    level,
                    tested,
                    better: least,
                    chosen,
                }))
            }
            std::cmp::Ordering::Greater => return None,
            std::cmp::Ordering::Equal => {}
        }
    }
    Some(Judgement::Optimal)
}

/// The lexicographic least of `levels` over the matchings of `model` that
/// keep its fixed edges, when the model asks nothing else than a perfect
/// matching of what is left (at most one player unpaired, no side
/// constraint): the fixed edges taken out, the rest solved exactly
/// (`solver/lexmatching.rs`). The values under test of a bracket holding
/// the rest of the round, its own pairs fixed: SAT would have to prove
/// each value a minimum by counting. `None` for another model, or levels
/// too wide to pack.
pub(super) fn least_keeping_fixed(
    model: &MatchingModel,
    levels: &[Level],
) -> Option<(Vec<i64>, Vec<bool>)> {
    if !model.constraints.is_empty() {
        return None;
    }
    let reduced = without_fixed_in(model);
    let open: Vec<usize> = (0..model.edges.len())
        .filter(|&e| reduced.fixed[e] != Some(false))
        .collect();
    let mut rest = MatchingModel::new(model.vertices);
    for &e in &open {
        let (a, b) = model.edges[e];
        rest.add_edge(a, b);
    }
    rest.must_match = reduced.must_match.clone();
    rest.min_pairs = model.min_pairs;
    let plain = as_plain_perfect(&rest)?;
    // Each form over the open edges, numbered by their place in `open`.
    let mut place = vec![None; model.edges.len()];
    open.iter()
        .enumerate()
        .for_each(|(i, &e)| place[e] = Some(i));
    let forms: Vec<LinearForm> = levels
        .iter()
        .map(|l| l.form.renumbered(|e| place[e]))
        .collect();
    let chosen_open =
        lexicographic_perfect_matching(&plain, &forms.iter().collect::<Vec<_>>(), &[]).ok()??;
    let mut chosen = vec![false; model.edges.len()];
    for (i, &e) in open.iter().enumerate() {
        chosen[e] = chosen_open[i];
    }
    if !model.is_feasible(&chosen) {
        return None;
    }
    Some((
        levels.iter().map(|l| l.form.value(&chosen)).collect(),
        chosen,
    ))
}
