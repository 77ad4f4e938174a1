//! The check of `matching` evidence: an optimal dual of the perfect
//! matching polytope (Edmonds') for the levels packed into one cost.
//!
//! Why it proves the level: with `d = vertices - 2 pairs` dummies, each
//! joined at no cost to every vertex the scope need not match, a matching of
//! `pairs` pairs is a perfect matching of the enlarged graph. For any
//! perfect matching `M`, summing the edge inequalities over `M`:
//! `-2 cost(M) <= sum y + sum_sets 2 z |M inside set| <= sum y + sum z
//! (|set| - 1)` (a perfect matching has at most `(|set| - 1) / 2` edges
//! inside an odd set; `z >= 0`). So `2 cost(M) >= -U`, `U` that sum. The
//! cost is the weighted sum of the levels' forms (less their constants); a
//! candidate equal on the earlier levels has their values under test, so
//! its value on this level is at least what `-U` leaves for it. Sound for
//! any weights (the level's positive): they need not even order the levels.
//! Integers throughout, in `i128`, every operation checked.

use super::duals::{bracket_only, pairs_hold, scope_graph, scope_holds_form};
use super::{BracketCertificate, MatchingDual};

/// Checks that `dual` proves level `k` of bracket `b`; returns the scope's
/// reason taken on trust, if any.
pub fn check(
    b: &BracketCertificate,
    k: usize,
    dual: &MatchingDual,
) -> Result<Option<String>, String> {
    let bracket_only = bracket_only(&dual.scope)?;
    let (levels, weights): (Vec<usize>, Vec<i128>) =
        dual.levels.iter().map(|&(j, w)| (j, w.0)).unzip();
    if levels.last() != Some(&k) || levels.windows(2).any(|w| w[0] >= w[1]) {
        return Err("the levels are not earlier ones in increasing order, this one last".into());
    }
    if weights.last().is_none_or(|&w| w <= 0) {
        return Err("this level's weight is not positive".into());
    }
    for &j in &levels {
        scope_holds_form(b, j, bracket_only)?;
    }
    let trusted = pairs_hold(b, k, &dual.scope, bracket_only)?;
    let n = b.vertices.len();
    let dummies = dual
        .scope
        .pairs
        .checked_mul(2)
        .and_then(|twice| n.checked_sub(twice))
        .ok_or(format!("{} pairs of {n} vertices", dual.scope.pairs))?;
    let size = n + dummies;
    if dual.potentials.len() != size {
        return Err(format!(
            "{} potentials for {size} vertices and dummies",
            dual.potentials.len()
        ));
    }
    let sets = odd_sets(dual, size)?;
    let cost = edge_costs(b, dual)?;
    let (usable, must) = scope_graph(b, &dual.scope, bracket_only);
    let mut edges: Vec<(usize, usize, i128)> = usable
        .iter()
        .map(|&e| (b.edges[e].a, b.edges[e].b, cost[e]))
        .collect();
    for v in (0..n).filter(|&v| !must[v]) {
        edges.extend((n..size).map(|d| (v, d, 0)));
    }
    for &(x, y, c) in &edges {
        let mut inside: i128 = 0;
        for &(_, z) in sets.iter().filter(|(members, _)| members[x] && members[y]) {
            inside = add(inside, z)?;
        }
        let covered = add(
            add(dual.potentials[x].0, dual.potentials[y].0)?,
            mul(2, inside)?,
        )?;
        if covered < mul(-2, c)? {
            return Err(format!(
                "the edge ({x}, {y}) is covered {covered}, below minus twice its cost {c}"
            ));
        }
    }
    let mut u: i128 = 0;
    for p in &dual.potentials {
        u = add(u, p.0)?;
    }
    for (members, z) in &sets {
        let size = members.iter().filter(|&&m| m).count() as i128;
        u = add(u, mul(*z, size - 1)?)?;
    }
    // 2 * sum over the levels of weight * (value - constant) at the values
    // under test: no candidate equal on the earlier levels is below it.
    let mut tested: i128 = 0;
    for &(j, w) in &dual.levels {
        let w = w.0;
        let level = &b.levels[j];
        let value = i128::from(level.tested) - i128::from(level.constant);
        tested = add(tested, mul(2, mul(w, value)?)?)?;
    }
    let bound = mul(-1, u)?;
    if bound < tested {
        return Err(format!(
            "the dual bounds twice the weighted levels at {bound}, below {tested} under test"
        ));
    }
    Ok(trusted)
}

/// The odd sets as membership vectors, each checked: odd, at least three
/// distinct vertices, a nonnegative value.
fn odd_sets(dual: &MatchingDual, size: usize) -> Result<Vec<(Vec<bool>, i128)>, String> {
    dual.odd_sets
        .iter()
        .enumerate()
        .map(|(i, (vertices, z))| {
            let mut members = vec![false; size];
            for &v in vertices {
                if v >= size || std::mem::replace(&mut members[v], true) {
                    return Err(format!("odd set {i}: vertex {v} out of range or twice"));
                }
            }
            let z = z.0;
            if vertices.len() < 3 || vertices.len() % 2 == 0 || z < 0 {
                return Err(format!(
                    "odd set {i}: {} vertices with value {z}, not an odd set of three or more with a nonnegative value",
                    vertices.len()
                ));
            }
            Ok((members, z))
        })
        .collect()
}

/// Each edge's cost: the levels' forms times their weights.
fn edge_costs(b: &BracketCertificate, dual: &MatchingDual) -> Result<Vec<i128>, String> {
    let mut cost = vec![0i128; b.edges.len()];
    for &(j, w) in &dual.levels {
        let level = b
            .levels
            .get(j)
            .ok_or(format!("level {} does not exist", j + 1))?;
        for &(e, c) in &level.terms {
            cost[e] = add(cost[e], mul(w.0, i128::from(c))?)?;
        }
    }
    Ok(cost)
}

fn add(a: i128, b: i128) -> Result<i128, String> {
    a.checked_add(b)
        .ok_or_else(|| "a sum beyond i128".to_string())
}

fn mul(a: i128, b: i128) -> Result<i128, String> {
    a.checked_mul(b)
        .ok_or_else(|| "a product beyond i128".to_string())
}
