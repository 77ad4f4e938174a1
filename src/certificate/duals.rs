//! The check of `relaxation` evidence: the duals of the continuous
//! relaxation of a scope of the bracket, re-checked arc by arc.
//!
//! Why it proves the level: a candidate equal to the pairing under test on
//! the earlier levels is, restricted to the scope, a matching `x` of `pairs`
//! pairs there; `(x, x)` with each unpaired vertex given a dummy is a perfect
//! assignment of the double cover costing twice the form (less its
//! constant). Potentials with every arc's reduced cost nonnegative add up to
//! at most any assignment's cost (weak duality). A step whose bound equals
//! the value under test leaves the candidates equal there only arcs of zero
//! reduced cost (complementary slackness), so the next step ranges over
//! those. Integers throughout; sums in `i128`.

use super::{BracketCertificate, DualStep, PairsBy, RelaxationChain, RelaxationScope};

/// One arc of the double cover: row, column and the edge it stands for
/// (none for a dummy's arc, which costs nothing).
#[derive(Clone, Copy)]
struct Arc {
    row: usize,
    col: usize,
    edge: Option<usize>,
}

/// Checks that `chain` up to `step` proves level `k` of bracket `b`;
/// returns the scope's reason taken on trust, if any.
pub fn check(
    b: &BracketCertificate,
    k: usize,
    chain: &RelaxationChain,
    step: usize,
) -> Result<Option<String>, String> {
    let steps = chain
        .steps
        .get(..=step)
        .ok_or(format!("step {step} of a chain of {}", chain.steps.len()))?;
    if steps[step].level != Some(k) {
        return Err(format!(
            "step {step} minimises {:?}, not this level",
            steps[step].level
        ));
    }
    let chained: Vec<usize> = steps.iter().filter_map(|s| s.level).collect();
    if chained.windows(2).any(|w| w[0] >= w[1]) {
        return Err("the chain's levels are not in increasing order".into());
    }
    let bracket_only = bracket_only(&chain.scope)?;
    for &j in &chained {
        scope_holds_form(b, j, bracket_only)?;
    }
    let trusted = pairs_hold(b, k, &chain.scope, bracket_only)?;
    let mut arcs = double_cover(b, chain, bracket_only)?;
    // The vertices and their dummies (`double_cover` checked their number).
    let size = 2 * b.vertices.len() - 2 * chain.scope.pairs;
    for (s, st) in steps.iter().enumerate() {
        let cost = costs(b, st);
        let bound = bound_of(st, &cost, &arcs, size).map_err(|e| format!("step {s}: {e}"))?;
        let last = s == step;
        match st.level {
            None if bound != 0 => {
                return Err(format!("step {s} (the start) bounds at {bound}, not 0"));
            }
            None => {}
            Some(j) => {
                let level = &b.levels[j];
                let twice_tested = 2 * (i128::from(level.tested) - i128::from(level.constant));
                if last && bound < twice_tested {
                    return Err(format!(
                        "step {s}: the duals bound the level at {} + {bound}/2, below the value under test {}",
                        level.constant, level.tested
                    ));
                }
                if !last && bound != twice_tested {
                    return Err(format!(
                        "step {s}: the duals bound level {} at {} + {bound}/2, not at its value under test {}",
                        j + 1,
                        level.constant,
                        level.tested
                    ));
                }
            }
        }
        arcs.retain(|a| reduced(st, &cost, a) == 0);
    }
    Ok(trusted)
}

/// Every step of `chain`, whether or not a level's evidence reaches it, has
/// one potential per row and per column of the double cover and minimises
/// a level of the bracket (or none, the start): a chain is evidence of its
/// own, not filler the checker skips.
pub fn check_shape(b: &BracketCertificate, chain: &RelaxationChain) -> Result<(), String> {
    let n = b.vertices.len();
    let pairs = chain.scope.pairs;
    let size = pairs
        .checked_mul(2)
        .and_then(|twice| (2 * n).checked_sub(twice))
        .ok_or(format!("{pairs} pairs of {n} vertices"))?;
    bracket_only(&chain.scope)?;
    for (s, st) in chain.steps.iter().enumerate() {
        if st.rows.len() != size || st.cols.len() != size {
            return Err(format!(
                "step {s}: {} row and {} column potentials for a double cover of {size}",
                st.rows.len(),
                st.cols.len()
            ));
        }
        if st.level.is_some_and(|j| j >= b.levels.len()) {
            return Err(format!("step {s} minimises a level the bracket lacks"));
        }
    }
    Ok(())
}

/// Whether the scope is the bracket's own edges (else all of them).
pub(super) fn bracket_only(scope: &RelaxationScope) -> Result<bool, String> {
    match scope.edges.as_str() {
        "all" => Ok(false),
        "bracket" => Ok(true),
        other => Err(format!(
            "scope edges `{other}`, expected `all` or `bracket`"
        )),
    }
}

/// A form the scope bounds counts only edges of the scope: a candidate's
/// value is then its restriction's.
pub(super) fn scope_holds_form(
    b: &BracketCertificate,
    j: usize,
    bracket_only: bool,
) -> Result<(), String> {
    let level = b.levels.get(j).ok_or(format!(
        "the chain names level {}, which does not exist",
        j + 1
    ))?;
    let fixed_out = fixed_out(b);
    match level
        .terms
        .iter()
        .find(|&&(e, c)| c != 0 && !fixed_out[e] && !in_scope(b, e, bracket_only))
    {
        Some(&(e, _)) => Err(format!(
            "level {} counts edge {e}, outside the scope",
            j + 1
        )),
        None => Ok(()),
    }
}

/// Every candidate equal on the earlier levels makes the scope's number of
/// pairs in it and matches the vertices the scope says it must.
pub(super) fn pairs_hold(
    b: &BracketCertificate,
    k: usize,
    scope: &RelaxationScope,
    bracket_only: bool,
) -> Result<Option<String>, String> {
    let fixed_out = fixed_out(b);
    if scope.must_match && bracket_only {
        // The restriction to the bracket must still match them.
        for &v in &b.must_match {
            let outside = b.edges.iter().enumerate().any(|(e, edge)| {
                (edge.a == v || edge.b == v) && !fixed_out[e] && edge.kind != "bracket"
            });
            if outside {
                return Err(format!(
                    "must-match vertex {v} can be matched outside the bracket's edges"
                ));
            }
        }
    }
    match &scope.pairs_by {
        PairsBy::Trusted { reason } => Ok(Some(reason.clone())),
        PairsBy::Row { row } => {
            let r = b
                .rows
                .get(*row)
                .ok_or(format!("row {row} does not exist"))?;
            let coefficient = coefficients(b, &r.terms);
            let mut touched = vec![false; b.vertices.len()];
            for (e, edge) in b.edges.iter().enumerate() {
                if !fixed_out[e] && in_scope(b, e, bracket_only) {
                    touched[edge.a] = true;
                    touched[edge.b] = true;
                }
            }
            let most = touched.iter().filter(|&&t| t).count() / 2;
            if !counts_scope_pairs(b, &coefficient, bracket_only, 1)
                || r.lower.map(i128::from) != i128::try_from(scope.pairs).ok()
                || most != scope.pairs
            {
                return Err(format!(
                    "row {row} does not hold the scope at {} pairs",
                    scope.pairs
                ));
            }
            Ok(None)
        }
        PairsBy::Everybody => {
            let n = b.vertices.len();
            if bracket_only
                || !scope.must_match
                || b.must_match.len() != n
                || n.checked_sub(scope.pairs) != Some(scope.pairs)
            {
                return Err(format!(
                    "not everybody of {n} vertices must be matched in {} pairs",
                    scope.pairs
                ));
            }
            Ok(None)
        }
        PairsBy::Levels { own, following } => {
            levels_hold(b, k, *own, *following, scope.pairs, bracket_only)?;
            Ok(None)
        }
        PairsBy::Level { level } => {
            let l = b.levels.get(*level).filter(|_| *level < k).ok_or(format!(
                "the pairs' level {} is no earlier level",
                level + 1
            ))?;
            let coefficient = coefficients(b, &l.terms);
            if !counts_scope_pairs(b, &coefficient, bracket_only, -1) {
                return Err(format!(
                    "level {} does not count minus one per pair of the scope",
                    level + 1
                ));
            }
            let made = i128::from(l.constant) - i128::from(l.tested);
            if i128::try_from(scope.pairs).ok() != Some(made) {
                return Err(format!(
                    "level {} under test makes {made} pairs, the scope {}",
                    level + 1,
                    scope.pairs
                ));
            }
            Ok(None)
        }
    }
}

/// A candidate equal on level `own` (minus one per bracket edge) makes
/// `c - t` pairs in the bracket; equal on level `following` (minus two per
/// edge below, one per bye edge, all bye edges at one vertex: at most one
/// is taken) it settles `s = c - t` players below, in `s / 2` pairs and a
/// bye when `s` is odd. The scope (every edge of those kinds) then holds
/// `own pairs + s / 2 + s % 2` pairs.
fn levels_hold(
    b: &BracketCertificate,
    k: usize,
    own: Option<usize>,
    following: usize,
    pairs: usize,
    bracket_only: bool,
) -> Result<(), String> {
    let earlier = |j: usize| {
        b.levels
            .get(j)
            .filter(|_| j < k)
            .ok_or(format!("level {} is no earlier level", j + 1))
    };
    let own_level = own.map(earlier).transpose()?;
    let following_level = earlier(following)?;
    let fixed_out = fixed_out(b);
    let usable: Vec<usize> = (0..b.edges.len()).filter(|&e| !fixed_out[e]).collect();
    let own_c = coefficients(b, own_level.map_or(&[][..], |l| &l.terms));
    let following_c = coefficients(b, &following_level.terms);
    for &e in &usable {
        let edge = &b.edges[e];
        let expected = match edge.kind.as_str() {
            "bracket" if own.is_none() => {
                return Err(format!(
                    "bracket edge {e} usable, but no level counts the bracket's pairs"
                ))
            }
            "bracket" => (-1, 0),
            "next" => (0, -2),
            "bye" => (0, -1),
            other => {
                return Err(format!(
                    "edge {e} of kind `{other}` in a scope counted by C.7's levels"
                ))
            }
        };
        if (own_c[e], following_c[e]) != expected {
            return Err(format!(
                "edge {e} ({}) counts {} and {} on the two levels, not {} and {}",
                edge.kind, own_c[e], following_c[e], expected.0, expected.1
            ));
        }
    }
    let byes: Vec<&super::Edge> = usable
        .iter()
        .map(|&e| &b.edges[e])
        .filter(|edge| edge.kind == "bye")
        .collect();
    if let Some(first) = byes.first() {
        let shared = |v: usize| byes.iter().all(|edge| edge.a == v || edge.b == v);
        if !shared(first.a) && !shared(first.b) {
            return Err("the bye edges share no vertex".into());
        }
    }
    let count = |l: &super::LevelCertificate| i128::from(l.constant) - i128::from(l.tested);
    let (own_pairs, settled) = (own_level.map_or(0, count), count(following_level));
    if bracket_only
        || own_pairs < 0
        || settled < 0
        || own_pairs + settled / 2 + settled % 2 != pairs as i128
    {
        return Err(format!(
            "the levels under test make {own_pairs} pairs in the bracket and settle {settled} players below, not {pairs} pairs"
        ));
    }
    Ok(())
}

/// Each edge's coefficient in `terms` (an edge named twice: their sum), in
/// `i128`, where no sum of a certificate's `i64` weights overflows.
pub(super) fn coefficients(b: &BracketCertificate, terms: &[(usize, i64)]) -> Vec<i128> {
    let mut c = vec![0i128; b.edges.len()];
    for &(e, w) in terms {
        c[e] += i128::from(w);
    }
    c
}

/// Whether `coefficient` is `unit` on every edge of the scope a candidate
/// may use, and nothing on the others it may use.
fn counts_scope_pairs(
    b: &BracketCertificate,
    coefficient: &[i128],
    bracket_only: bool,
    unit: i128,
) -> bool {
    let fixed_out = fixed_out(b);
    (0..b.edges.len()).all(|e| {
        fixed_out[e]
            || coefficient[e]
                == if in_scope(b, e, bracket_only) {
                    unit
                } else {
                    0
                }
    })
}

fn in_scope(b: &BracketCertificate, e: usize, bracket_only: bool) -> bool {
    !bracket_only || b.edges[e].kind == "bracket"
}

/// The edges fixed out in the model itself: no candidate has them.
fn fixed_out(b: &BracketCertificate) -> Vec<bool> {
    let mut out = vec![false; b.edges.len()];
    for &(e, f) in &b.fixed {
        out[e] = !f;
    }
    out
}

/// The edges a candidate of the scope may use (an edge fixed in is the only
/// edge of its two vertices, which must then be matched) and the vertices
/// it must match.
pub(super) fn scope_graph(
    b: &BracketCertificate,
    scope: &RelaxationScope,
    bracket_only: bool,
) -> (Vec<usize>, Vec<bool>) {
    let n = b.vertices.len();
    let mut fixed: Vec<Option<bool>> = vec![None; b.edges.len()];
    for &(e, f) in &b.fixed {
        fixed[e] = Some(f);
    }
    for (e, edge) in b.edges.iter().enumerate() {
        if bracket_only && edge.kind != "bracket" {
            fixed[e] = Some(false);
        }
    }
    let mut must = vec![false; n];
    if scope.must_match {
        b.must_match.iter().for_each(|&v| must[v] = true);
    }
    let mut usable = fixed.clone();
    for (e, edge) in b.edges.iter().enumerate() {
        if fixed[e] == Some(true) {
            for (other, o) in b.edges.iter().enumerate() {
                let meets = [o.a, o.b].iter().any(|v| *v == edge.a || *v == edge.b);
                if other != e && meets {
                    usable[other] = Some(false);
                }
            }
            usable[e] = None;
            must[edge.a] = true;
            must[edge.b] = true;
        }
    }
    let edges = (0..b.edges.len())
        .filter(|&e| usable[e].is_none())
        .collect();
    (edges, must)
}

/// The double cover of the scope: its edges both ways, and the dummies'
/// arcs to every vertex not bound to be matched.
fn double_cover(
    b: &BracketCertificate,
    chain: &RelaxationChain,
    bracket_only: bool,
) -> Result<Vec<Arc>, String> {
    let n = b.vertices.len();
    let pairs = chain.scope.pairs;
    let dummies = pairs
        .checked_mul(2)
        .and_then(|twice| n.checked_sub(twice))
        .ok_or(format!("{pairs} pairs of {n} vertices"))?;
    let (usable, must) = scope_graph(b, &chain.scope, bracket_only);
    let mut arcs = Vec::new();
    for e in usable {
        let edge = &b.edges[e];
        arcs.push(Arc {
            row: edge.a,
            col: edge.b,
            edge: Some(e),
        });
        arcs.push(Arc {
            row: edge.b,
            col: edge.a,
            edge: Some(e),
        });
    }
    for v in (0..n).filter(|&v| !must[v]) {
        for d in n..n + dummies {
            arcs.push(Arc {
                row: v,
                col: d,
                edge: None,
            });
            arcs.push(Arc {
                row: d,
                col: v,
                edge: None,
            });
        }
    }
    Ok(arcs)
}

/// A step's cost of each edge: its level's form (none for the start).
fn costs(b: &BracketCertificate, st: &DualStep) -> Vec<i128> {
    let mut cost = vec![0i128; b.edges.len()];
    if let Some(level) = st.level.and_then(|j| b.levels.get(j)) {
        for &(e, c) in &level.terms {
            cost[e] += i128::from(c);
        }
    }
    cost
}

/// An arc's reduced cost under a step's potentials.
fn reduced(st: &DualStep, cost: &[i128], a: &Arc) -> i128 {
    a.edge.map_or(0, |e| cost[e]) - i128::from(st.rows[a.row]) - i128::from(st.cols[a.col])
}

/// The sum of the potentials, once their number is the double cover's
/// `size` and every arc's reduced cost is checked nonnegative.
fn bound_of(st: &DualStep, cost: &[i128], arcs: &[Arc], size: usize) -> Result<i128, String> {
    if st.rows.len() != size || st.cols.len() != size {
        return Err(format!(
            "{} row and {} column potentials for a double cover of {size}",
            st.rows.len(),
            st.cols.len()
        ));
    }
    if let Some(a) = arcs.iter().find(|a| reduced(st, cost, a) < 0) {
        return Err(format!(
            "the arc from row {} to column {} has reduced cost {}",
            a.row,
            a.col,
            reduced(st, cost, a)
        ));
    }
    let sum = |p: &[i64]| p.iter().map(|&x| i128::from(x)).sum::<i128>();
    Ok(sum(&st.rows) + sum(&st.cols))
}
