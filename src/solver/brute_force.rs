//! Brute force for the tests of the exact methods: every matching of a small
//! model, to compare their optima with.

use super::MatchingModel;

/// Every feasible matching of `model` (its `must_match`, fixed edges and
/// side constraints kept) with exactly `pairs` pairs, each as chosen edges.
pub fn all_matchings(model: &MatchingModel, pairs: usize) -> Vec<Vec<bool>> {
    fn grow(
        m: &MatchingModel,
        e: usize,
        chosen: &mut Vec<bool>,
        used: &mut Vec<bool>,
        out: &mut Vec<Vec<bool>>,
    ) {
        if e == m.edges.len() {
            if m.is_feasible(chosen) {
                out.push(chosen.clone());
            }
            return;
        }
        grow(m, e + 1, chosen, used, out);
        let (a, b) = m.edges[e];
        if !used[a] && !used[b] && m.fixed[e] != Some(false) {
            (used[a], used[b], chosen[e]) = (true, true, true);
            grow(m, e + 1, chosen, used, out);
            (used[a], used[b], chosen[e]) = (false, false, false);
        }
    }
    let mut out = Vec::new();
    grow(
        model,
        0,
        &mut vec![false; model.edges.len()],
        &mut vec![false; model.vertices],
        &mut out,
    );
    out.retain(|c| c.iter().filter(|&&x| x).count() == pairs);
    out
}

/// A model on `n` vertices with each pair an edge with probability `p`
/// (pairs drawn in order, so a seed gives one graph).
pub fn random_graph(rng: &mut impl rand::Rng, n: usize, p: f64) -> MatchingModel {
    let mut model = MatchingModel::new(n);
    for a in 0..n {
        for b in a + 1..n {
            if rng.gen_bool(p) {
                model.add_edge(a, b);
            }
        }
    }
    model
}
