//! Exact lexicographic optimisation of matching models that reduce to a
//! perfect assignment (a bipartite graph with as many rows as columns), in
//! integers: the Hungarian method with potentials, level by level.
//!
//! Why it is exact: after a level is minimised, the potentials are an optimal
//! dual, so by complementary slackness the optimal assignments of that level
//! are exactly the perfect assignments that use only arcs of zero reduced cost
//! ("tight" arcs). Dropping the other arcs therefore leaves a graph whose
//! perfect assignments are the lexicographic optima so far, and the next level
//! is minimised over it. No floating point, no tolerance.
//!
//! Two reductions of a [`MatchingModel`] are provided:
//!
//! - [`LexAssignment::saturating`]: the matchings saturating one side of a
//!   bipartite model (the others of the far side stay unpaired);
//! - [`LexAssignment::relaxation`]: the continuous relaxation of a general
//!   model restricted to a number of pairs (the fractional matchings), through
//!   its bipartite double cover, whose optima are twice the relaxation's.
//!
//! In both, "unpaired" is a dummy row or vertex matched at no cost, so that
//! every candidate is a perfect assignment.

use super::candidates::{CandidateGraph, Pair};
use super::matching::Cost;
use super::model::{LinearForm, MatchingModel, Relation};

/// Largest magnitude allowed for the potentials: far from `i64` overflow.
const POTENTIAL_LIMIT: i64 = 1 << 50;

/// An arc of the assignment: its column, and the model edge it stands for
/// (none for a dummy arc, which costs nothing). Held as two `u32`, a third of
/// `(usize, Option<usize>)`: a bracket's assignment holds up to twice its
/// pairs as arcs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Arc {
    col: u32,
    edge: u32,
}

impl Arc {
    const DUMMY: u32 = u32::MAX;

    fn of_edge(col: usize, edge: usize) -> Arc {
        Arc {
            col: narrow(col),
            edge: narrow(edge),
        }
    }

    fn dummy(col: usize) -> Arc {
        Arc {
            col: narrow(col),
            edge: Arc::DUMMY,
        }
    }

    fn col(&self) -> usize {
        self.col as usize
    }

    fn edge(&self) -> Option<usize> {
        (self.edge != Arc::DUMMY).then_some(self.edge as usize)
    }
}

/// An index as an arc holds it; a model of 2^32 edges is far beyond any
/// bracket a TRF can hold (9,999 players make 50 million pairs).
fn narrow(index: usize) -> u32 {
    u32::try_from(index)
        .ok()
        .filter(|&i| i != Arc::DUMMY)
        .expect("an index beyond u32")
}

/// How the rows and columns of the assignment map back to the model.
#[derive(Debug, Clone)]
enum Reduction {
    /// Rows are the saturated side then dummies, columns the other side.
    Saturating { rows: Vec<usize>, cols: Vec<usize> },
    /// Rows and columns are both the model's vertices then dummies.
    DoubleCover { vertices: usize },
}

/// A perfect assignment problem whose arcs shrink to the tight ones level by level.
#[derive(Debug, Clone)]
pub struct LexAssignment {
    arcs: Vec<Vec<Arc>>,
    col_of_row: Vec<usize>,
    reduction: Reduction,
    /// How many edges the model has (the costs are indexed by edge).
    edge_count: usize,
    /// A level's cost of every edge, kept between levels (all zero between
    /// them, only the form's terms written and cleared): a fresh dense vector
    /// per level was a large short-lived allocation on brackets of millions
    /// of pairs. In `i8` when the level's costs fit (most do: counts, pairs),
    /// small enough to stay in the cache while the arcs look their costs up
    /// in no particular order; else in `i32`; a level whose costs fit
    /// neither gets a dense `i64` copy of its own. Each empty until used.
    small_costs: Vec<i8>,
    costs: Vec<i32>,
    /// When a certificate is to be written: the potentials of every
    /// minimisation so far, in order (the start's included).
    recorded: Option<Vec<Potentials>>,
}

/// The potentials of one minimisation, rows then columns: an optimal dual of
/// the assignment, which a certificate gives as the evidence of its bound
/// (every arc's cost is at least its row's and column's potentials, and the
/// potentials add up to the optimum).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Potentials {
    pub rows: Vec<i64>,
    pub cols: Vec<i64>,
}

impl LexAssignment {
    /// The matchings of `model` that pair every vertex with `left[v]` to a
    /// vertex of the other side, by the model's edges across the two sides
    /// (its edges inside a side are left out: the restriction is read off
    /// the model instead of being a copy of it). `None` when the model is
    /// not of that shape (an edge fixed in, a side constraint that is not
    /// constant over such matchings) or has no such matching.
    pub fn saturating(model: &MatchingModel, left: &[bool]) -> Option<LexAssignment> {
        let rows: Vec<usize> = (0..model.vertices).filter(|&v| left[v]).collect();
        let cols: Vec<usize> = (0..model.vertices).filter(|&v| !left[v]).collect();
        if rows.len() > cols.len() {
            return None;
        }
        let usable = usable_edges(model, rows.len(), |(a, b)| left[a] != left[b])?;
        let mut index = vec![0; model.vertices];
        for (i, &v) in rows.iter().enumerate() {
            index[v] = i;
        }
        for (j, &v) in cols.iter().enumerate() {
            index[v] = j;
        }
        let row_of = |(a, b): (usize, usize)| if left[a] { (a, b) } else { (b, a) };
        let mut degree = vec![0; cols.len()];
        for e in usable() {
            degree[index[row_of(model.edges[e]).0]] += 1;
        }
        let mut arcs = exact_rows(degree);
        for e in usable() {
            let (row, col) = row_of(model.edges[e]);
            arcs[index[row]].push(Arc::of_edge(index[col], e));
        }
        // One dummy row per column left over: it takes a column that may stay unpaired.
        let optional: Vec<Arc> = (0..cols.len())
            .filter(|&j| !model.must_match[cols[j]])
            .map(Arc::dummy)
            .collect();
        for arcs in &mut arcs[rows.len()..] {
            arcs.clone_from(&optional);
        }
        LexAssignment::start(arcs, Reduction::Saturating { rows, cols }, model, false)
    }

    /// The continuous relaxation of `model` over matchings of exactly `pairs`
    /// edges, as its double cover: vertex `v` is row `v` and column `v`, edge
    /// `ab` the arcs `a -> b` and `b -> a`, and `n - 2 pairs` dummy vertices
    /// may take any vertex that need not be matched. A fractional perfect
    /// matching `x` gives the assignment `(x, x)` of twice its cost, and an
    /// assignment `y` the fractional matching `(y_ab + y_ba) / 2` of half of
    /// its cost: the optima correspond, level by level, at a factor of two.
    /// `None` when the model is not of that shape or has no fractional matching.
    pub fn relaxation(model: &MatchingModel, pairs: usize) -> Option<LexAssignment> {
        Self::double_cover(model, pairs, false)
    }

    /// [`Self::relaxation`], keeping the potentials of every minimisation
    /// (see [`Self::potentials`]): the double cover's rows and columns are
    /// the model's vertices, then the `n - 2 pairs` dummies.
    pub fn relaxation_recorded(model: &MatchingModel, pairs: usize) -> Option<LexAssignment> {
        Self::double_cover(model, pairs, true)
    }

    fn double_cover(model: &MatchingModel, pairs: usize, record: bool) -> Option<LexAssignment> {
        let arcs = double_cover_arcs(model, pairs)?;
        let reduction = Reduction::DoubleCover {
            vertices: model.vertices,
        };
        LexAssignment::start(arcs, reduction, model, record)
    }

    fn start(
        arcs: Vec<Vec<Arc>>,
        reduction: Reduction,
        model: &MatchingModel,
        record: bool,
    ) -> Option<LexAssignment> {
        let mut lex = LexAssignment {
            recorded: record.then(Vec::new),
            arcs,
            col_of_row: Vec::new(),
            reduction,
            edge_count: model.edges.len(),
            small_costs: Vec::new(),
            costs: Vec::new(),
        };
        lex.minimise(&LinearForm::new())?;
        Some(lex)
    }

    /// Minimises `form` over the candidates left and keeps only the arcs of
    /// its optimal ones. Returns the optimum: of the form over the matchings
    /// for [`Self::saturating`], twice the relaxation's for
    /// [`Self::relaxation`]. `None` when the coefficients are too large for
    /// exact potentials.
    pub fn minimise(&mut self, form: &LinearForm) -> Option<i64> {
        let mut small = std::mem::take(&mut self.small_costs);
        let optimum = if write_costs(&mut small, self.edge_count, form) {
            Some(self.minimise_costs(form, |e| small.get(e).map_or(0, |&c| i64::from(c))))
        } else {
            None
        };
        clear_costs(&mut small, form);
        self.small_costs = small;
        if let Some(optimum) = optimum {
            return optimum;
        }
        let mut cost = std::mem::take(&mut self.costs);
        let optimum = if write_costs(&mut cost, self.edge_count, form) {
            self.minimise_costs(form, |e| cost.get(e).map_or(0, |&c| i64::from(c)))
        } else {
            let wide = dense_costs(form, self.edge_count);
            self.minimise_costs(form, |e| wide[e])
        };
        clear_costs(&mut cost, form);
        self.costs = cost;
        optimum
    }

    /// [`Self::minimise`] with the form's cost of each edge.
    fn minimise_costs(&mut self, form: &LinearForm, cost: impl Fn(usize) -> i64) -> Option<i64> {
        let arc_cost = |a: &Arc| a.edge().map_or(0, &cost);
        let limit = POTENTIAL_LIMIT / (4 * self.arcs.len() as i64 + 4);
        // The largest cost of any edge with a term bounds the arcs' (a
        // subset of the edges, dummies free): the arcs are read only when
        // that bound is over the limit.
        let largest_term = form.terms.iter().map(|(e, _)| cost(e).abs()).max();
        if largest_term.unwrap_or(0) > limit {
            let largest = self
                .arcs
                .iter()
                .flatten()
                .map(|a| arc_cost(a).abs())
                .max()
                .unwrap_or(0);
            if largest > limit {
                return None;
            }
        }
        // The costed rows are read off the arcs, not built: on a bracket of
        // millions of pairs a costed copy would be the largest allocation.
        let arcs = &self.arcs;
        // The last level's assignment is a start: it is a perfect assignment
        // over the arcs kept, and where this level's costs leave its arcs
        // cheapest in their rows (a sparse level, most of them) those rows
        // need no augmenting path.
        let (col_of_row, u, v) = hungarian_rows(
            arcs.len(),
            |r| arcs[r].iter().map(|a| (a.col(), arc_cost(a))),
            &self.col_of_row,
        )?;
        // Strong duality: the optimum is the dual objective.
        let total: i64 = u.iter().sum::<i64>() + v.iter().sum::<i64>();
        for (r, row) in self.arcs.iter_mut().enumerate() {
            row.retain(|a| arc_cost(a) - u[r] - v[a.col()] == 0);
        }
        self.col_of_row = col_of_row;
        if let Some(recorded) = &mut self.recorded {
            recorded.push(Potentials { rows: u, cols: v });
        }
        Some(match self.reduction {
            Reduction::Saturating { .. } => form.constant + total,
            Reduction::DoubleCover { .. } => 2 * form.constant + total,
        })
    }

    /// The potentials of every minimisation so far, the start's first, when
    /// made by [`Self::relaxation_recorded`].
    pub fn potentials(&self) -> Option<&[Potentials]> {
        self.recorded.as_deref()
    }

    fn release_costs(&mut self) {
        self.small_costs = Vec::new();
        self.costs = Vec::new();
    }

    /// Minimises every form in turn; the optima, as [`Self::minimise`] gives them.
    pub fn minimise_all<'f>(
        &mut self,
        forms: impl IntoIterator<Item = &'f LinearForm>,
    ) -> Option<Vec<i64>> {
        let optima = forms.into_iter().map(|f| self.minimise(f)).collect();
        // The levels are done: the cost buffers are not kept alive with the answer.
        self.release_costs();
        optima
    }

    /// The current assignment as chosen model edges (saturating reduction only).
    pub fn chosen(&self) -> Vec<bool> {
        let mut chosen = vec![false; self.edge_count];
        for (r, &c) in self.col_of_row.iter().enumerate() {
            if let Some(e) = self.arcs[r]
                .iter()
                .find(|a| a.col() == c)
                .and_then(Arc::edge)
            {
                chosen[e] = true;
            }
        }
        chosen
    }

    /// The graph of the optimal candidates. Saturating: every model edge left,
    /// its rows' dummies as dummy vertices. Double cover: the model edges
    /// whose two arcs are both left (an integral matching is optimal exactly
    /// when `(x, x)` is an optimal assignment), and the dummies. Takes the
    /// assignment: on a large bracket its arcs and the graph are the two
    /// largest things held, and the double cover's arcs go before the graph
    /// is built. The graph's current candidate starts from the assignment's
    /// own (saturating), or from `start`, the chosen edges of a candidate
    /// known to be optimal (double cover, whose assignment need not be an
    /// integral matching).
    pub fn candidates(mut self, model: &MatchingModel, start: &[usize]) -> Option<CandidateGraph> {
        self.release_costs();
        debug_assert_eq!(
            model.edges.len(),
            self.edge_count,
            "candidates of another model"
        );
        match &self.reduction {
            Reduction::Saturating { rows, cols } => {
                let saturated = rows.len();
                let pairs = || {
                    self.arcs.iter().enumerate().flat_map(move |(r, arcs)| {
                        arcs.iter().map(move |a| match a.edge() {
                            Some(e) => Pair::edge(e),
                            None => Pair::unpaired(cols[a.col()], r - saturated),
                        })
                    })
                };
                let vertices = rows.len() + cols.len();
                let current = self.col_of_row.iter().enumerate().map(|(r, &c)| {
                    let dummy = || vertices + r - saturated;
                    (rows.get(r).copied().unwrap_or_else(dummy), cols[c])
                });
                CandidateGraph::new(
                    vertices,
                    &model.edges,
                    cols.len() - saturated,
                    pairs,
                    current,
                )
            }
            Reduction::DoubleCover { vertices } => {
                let n = *vertices;
                let dummies = self.arcs.len() - n;
                // Arcs left per model edge, and per (vertex, dummy) pair.
                let mut edge_arcs = vec![0u8; self.edge_count];
                let mut dummy_arcs = vec![0u8; n * dummies];
                for (r, arcs) in self.arcs.iter().enumerate() {
                    for a in arcs {
                        match a.edge() {
                            Some(e) => edge_arcs[e] += 1,
                            None if r < n => dummy_arcs[r * dummies + a.col() - n] += 1,
                            None => dummy_arcs[a.col() * dummies + r - n] += 1,
                        }
                    }
                }
                drop(self.arcs);
                let (edge_arcs, dummy_arcs) = (&edge_arcs, &dummy_arcs);
                let pairs = || {
                    let edges = (0..edge_arcs.len())
                        .filter(|&e| edge_arcs[e] == 2)
                        .map(Pair::edge);
                    let unpaired = (0..n).flat_map(move |v| {
                        (0..dummies)
                            .filter(move |&d| dummy_arcs[v * dummies + d] == 2)
                            .map(move |d| Pair::unpaired(v, d))
                    });
                    edges.chain(unpaired)
                };
                let start = start.iter().map(|&e| model.edges[e]);
                CandidateGraph::new(n, &model.edges, dummies, pairs, start)
            }
        }
    }
}

/// The edges a candidate may use, those `allowed` and not fixed out, listed
/// anew by the function returned (not held: a large bracket has millions),
/// after checking the rest of the model: no edge is fixed in, `pairs` is
/// at least the model's least number of pairs, and every side constraint
/// takes one value on all matchings of `pairs` usable edges (each usable
/// edge has the same coefficient).
fn usable_edges<'m>(
    model: &'m MatchingModel,
    pairs: usize,
    allowed: impl Fn((usize, usize)) -> bool + Copy + 'm,
) -> Option<impl Fn() -> Box<dyn Iterator<Item = usize> + 'm> + 'm> {
    if model.fixed.contains(&Some(true)) || model.min_pairs.is_some_and(|least| pairs < least) {
        return None;
    }
    let usable = move || -> Box<dyn Iterator<Item = usize> + 'm> {
        Box::new(
            (0..model.edges.len())
                .filter(move |&e| model.fixed[e].is_none() && allowed(model.edges[e])),
        )
    };
    for c in &model.constraints {
        let coef = one_coefficient(&c.form, usable(), model.edges.len())?;
        let value = c.form.constant + coef * pairs as i64;
        let holds = match c.relation {
            Relation::AtMost => value <= c.rhs,
            Relation::Equal => value == c.rhs,
            Relation::AtLeast => value >= c.rhs,
        };
        if !holds {
            return None;
        }
    }
    Some(usable)
}

/// Whether `model`'s matchings of `pairs` pairs are of the shape the
/// relaxation reduces (no edge fixed in, at least the least number of
/// pairs, every side constraint one value on them all).
pub fn fixed_pairs_shape(model: &MatchingModel, pairs: usize) -> bool {
    usable_edges(model, pairs, |_| true).is_some()
}

/// The double cover's arcs (see [`LexAssignment::relaxation`]): `None`
/// when the model is not of that shape.
fn double_cover_arcs(model: &MatchingModel, pairs: usize) -> Option<Vec<Vec<Arc>>> {
    let n = model.vertices;
    let dummies = n.checked_sub(2 * pairs)?;
    let usable = usable_edges(model, pairs, |_| true)?;
    let optional = (0..n).filter(|&v| !model.must_match[v]).count();
    let mut degree = vec![0; n + dummies];
    for e in usable() {
        let (a, b) = model.edges[e];
        degree[a] += 1;
        degree[b] += 1;
    }
    for (v, degree) in degree.iter_mut().enumerate() {
        *degree += match v {
            v if v >= n => optional,
            v if !model.must_match[v] => dummies,
            _ => 0,
        };
    }
    let mut arcs = exact_rows(degree);
    for e in usable() {
        let (a, b) = model.edges[e];
        arcs[a].push(Arc::of_edge(b, e));
        arcs[b].push(Arc::of_edge(a, e));
    }
    for v in (0..n).filter(|&v| !model.must_match[v]) {
        for d in n..n + dummies {
            arcs[v].push(Arc::dummy(d));
            arcs[d].push(Arc::dummy(v));
        }
    }
    Some(arcs)
}

/// Rows of arcs, each with room for exactly `degree` arcs (growing lists
/// leave up to as much again unused, on millions of arcs).
fn exact_rows(degree: Vec<usize>) -> Vec<Vec<Arc>> {
    degree.into_iter().map(Vec::with_capacity).collect()
}

/// The coefficient `form` gives every edge of `usable` (increasing), when it
/// gives them all the same (0 when there are none); `None` otherwise. Read by
/// walking the terms along the edges when the terms are in increasing edge
/// order, each edge once (as the engine builds them): a dense copy of a form
/// over millions of pairs is a large allocation.
fn one_coefficient<'u>(
    form: &'u LinearForm,
    usable: impl Iterator<Item = usize> + 'u,
    edges: usize,
) -> Option<i64> {
    let increasing = form.terms.increasing();
    let coefficients: Box<dyn Iterator<Item = i64> + 'u> = if increasing {
        let mut terms = form.terms.iter().peekable();
        Box::new(usable.map(move |e| {
            while terms.next_if(|&(t, _)| t < e).is_some() {}
            terms.next_if(|&(t, _)| t == e).map_or(0, |(_, c)| c)
        }))
    } else {
        let cost = dense_costs(form, edges);
        Box::new(usable.map(move |e| cost[e]))
    };
    let mut coefficients = coefficients.peekable();
    let coef = coefficients.peek().copied().unwrap_or(0);
    coefficients.all(|c| c == coef).then_some(coef)
}

/// Writes the costs of `form` by edge into `buffer` (all zero, or empty: then
/// made `edges` long when the form has terms); whether they all fit its type.
/// Part of them may be written when not: [`clear_costs`] clears them either way.
fn write_costs<T>(buffer: &mut Vec<T>, edges: usize, form: &LinearForm) -> bool
where
    T: Copy + Default + Into<i64> + TryFrom<i64>,
{
    if buffer.is_empty() && !form.terms.is_empty() {
        *buffer = vec![T::default(); edges];
    }
    form.terms.iter().all(|(e, c)| {
        T::try_from(buffer[e].into() + c).is_ok_and(|sum| {
            buffer[e] = sum;
            true
        })
    })
}

/// Sets back to zero what [`write_costs`] wrote of `form`.
fn clear_costs<T: Default>(buffer: &mut [T], form: &LinearForm) {
    if !buffer.is_empty() {
        for (e, _) in &form.terms {
            buffer[e] = T::default();
        }
    }
}

fn dense_costs(form: &LinearForm, edges: usize) -> Vec<i64> {
    let mut cost = vec![0i64; edges];
    for (e, c) in &form.terms {
        cost[e] += c;
    }
    cost
}

/// Minimum-cost perfect assignment of a square problem given by the arcs of
/// each row (`(column, cost)`), by shortest augmenting paths with potentials
/// (the Hungarian method as in Jonker-Volgenant, sparse rows, dense columns).
/// Returns the column of each row and the potentials `u` (rows) and `v`
/// (columns), with `cost - u[row] - v[col] >= 0` on every arc and `= 0` on
/// the chosen ones; `None` when there is no perfect assignment. The
/// solver itself reads its rows through [`hungarian_rows`].
#[cfg(test)]
fn hungarian(arcs: &[Vec<(usize, i64)>]) -> Option<(Vec<usize>, Vec<i64>, Vec<i64>)> {
    hungarian_rows(arcs.len(), |r| arcs[r].iter().copied(), &[])
}

/// [`hungarian`] on `n` rows whose arcs `row(r)` gives, in the same order
/// each time it is asked, started from `hint` (a column for each row, or
/// empty) as far as its arcs are the cheapest of their rows: any optimal
/// assignment and optimal potentials are the answer, whatever the start.
pub(super) fn hungarian_rows<C: Cost, I: Iterator<Item = (usize, C)>>(
    n: usize,
    row: impl Fn(usize) -> I,
    hint: &[usize],
) -> Option<(Vec<usize>, Vec<C>, Vec<C>)> {
    let unreached = C::MAX;
    // 1-based rows and columns; column 0 is the root of each search.
    let (mut u, mut v, mut row_of_col) = greedy_start(n, &row, hint)?;
    let mut matched = vec![false; n + 1];
    row_of_col.iter().for_each(|&r| matched[r] = true);
    let mut way = vec![0usize; n + 1];
    let mut minv = vec![unreached; n + 1];
    let mut used = vec![false; n + 1];
    for i in (1..=n).filter(|&i| !matched[i]) {
        row_of_col[0] = i;
        let mut j0 = 0;
        minv.fill(unreached);
        used.fill(false);
        loop {
            used[j0] = true;
            let i0 = row_of_col[j0];
            for (col, cost) in row(i0 - 1) {
                let j = col + 1;
                if !used[j] {
                    let reduced = cost - u[i0] - v[j];
                    if reduced < minv[j] {
                        minv[j] = reduced;
                        way[j] = j0;
                    }
                }
            }
            // The nearest column; among equally near ones a free one, which
            // ends the search (the costs of these models tie a lot).
            let (mut delta, mut j1) = (unreached, 0);
            for j in 1..=n {
                if !used[j]
                    && (minv[j] < delta
                        || (minv[j] == delta && row_of_col[j] == 0 && row_of_col[j1] != 0))
                {
                    delta = minv[j];
                    j1 = j;
                }
            }
            if delta == unreached {
                return None;
            }
            for j in 0..=n {
                if used[j] {
                    u[row_of_col[j]] += delta;
                    v[j] -= delta;
                } else if minv[j] != unreached {
                    minv[j] -= delta;
                }
            }
            j0 = j1;
            if row_of_col[j0] == 0 {
                break;
            }
        }
        while j0 != 0 {
            let j1 = way[j0];
            row_of_col[j0] = row_of_col[j1];
            j0 = j1;
        }
    }
    let mut col_of_row = vec![0; n];
    for j in 1..=n {
        col_of_row[row_of_col[j] - 1] = j - 1;
    }
    Some((col_of_row, u[1..].to_vec(), v[1..].to_vec()))
}

/// The usual start of the Hungarian method, 1-based: each row's potential is
/// its cheapest arc (every reduced cost is then nonnegative; less the
/// column minima first when restarting from a hint), and rows take
/// free columns over arcs of zero reduced cost while they can: first the
/// column `hint` gives the row (0-based, when it has one) where that arc is
/// among the cheapest, then the first free one. Returns the potentials and
/// the column assignment (`row_of_col[j]`, 0 when free); `None` when a row
/// has no arc at all.
fn greedy_start<C: Cost, I: Iterator<Item = (usize, C)>>(
    n: usize,
    row: impl Fn(usize) -> I,
    hint: &[usize],
) -> Option<(Vec<C>, Vec<C>, Vec<usize>)> {
    let mut u = vec![C::ZERO; n + 1];
    let v = if hint.is_empty() {
        vec![C::ZERO; n + 1]
    } else {
        column_minima(n, &row)
    };
    let mut row_of_col = vec![0usize; n + 1];
    // Rows whose hinted arc is not among their cheapest, for the greedy pass.
    let mut unhinted = Vec::new();
    for r in 0..n {
        let Some(&col) = hint.get(r) else {
            unhinted.push(r);
            continue;
        };
        let (mut least, mut hinted) = (None::<C>, None);
        for (c, cost) in row(r) {
            let cost = cost - v[c + 1];
            least = Some(least.map_or(cost, |l| l.min(cost)));
            if c == col {
                hinted = Some(cost);
            }
        }
        u[r + 1] = least?;
        match hinted {
            Some(cost) if Some(cost) == least && row_of_col[col + 1] == 0 => {
                row_of_col[col + 1] = r + 1;
            }
            _ => unhinted.push(r),
        }
    }
    for r in unhinted {
        // The cheapest arc's cost and the first free column at that cost,
        // in one pass over the row (its costs are looked up once).
        let mut cheapest: Option<(C, Option<usize>)> = None;
        for (col, c) in row(r) {
            let c = c - v[col + 1];
            let free = row_of_col[col + 1] == 0;
            cheapest = match cheapest {
                Some((least, at)) if c > least || (c == least && at.is_some()) => Some((least, at)),
                Some((least, None)) if c == least => Some((least, free.then_some(col))),
                _ => Some((c, free.then_some(col))),
            };
        }
        let (least, at) = cheapest?;
        u[r + 1] = least;
        if let Some(col) = at {
            row_of_col[col + 1] = r + 1;
        }
    }
    Some((u, v, row_of_col))
}

/// Each column's cheapest arc, 1-based (zero for a column no arc reaches),
/// as the start's column potentials when it restarts from a hint: a level
/// whose few costed arcs meet at one column (an MDP's) then leaves the
/// hinted arcs of the other rows cheapest, where row minima alone would
/// send every row to that column.
fn column_minima<C: Cost, I: Iterator<Item = (usize, C)>>(
    n: usize,
    row: &impl Fn(usize) -> I,
) -> Vec<C> {
    let mut least: Vec<Option<C>> = vec![None; n + 1];
    for r in 0..n {
        for (col, cost) in row(r) {
            let slot = &mut least[col + 1];
            *slot = Some(slot.map_or(cost, |l| l.min(cost)));
        }
    }
    least.into_iter().map(|l| l.unwrap_or(C::ZERO)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::brute_force::all_matchings;
    use proptest::prelude::*;
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    /// Every matching of the model (as chosen edges) satisfying its vertex
    /// The matchings lexicographically best for `forms`, and their values.
    fn lex_best(
        mut candidates: Vec<Vec<bool>>,
        forms: &[LinearForm],
    ) -> (Vec<i64>, Vec<Vec<bool>>) {
        let mut values = Vec::new();
        for f in forms {
            let best = candidates
                .iter()
                .map(|c| f.value(c))
                .min()
                .expect("a candidate");
            candidates.retain(|c| f.value(c) == best);
            values.push(best);
        }
        (values, candidates)
    }

    fn random_forms(rng: &mut ChaCha8Rng, edges: usize) -> Vec<LinearForm> {
        (0..rng.gen_range(1..4))
            .map(|_| {
                let mut f = LinearForm::new();
                for e in 0..edges {
                    // Small coefficients: many ties, so many optimal candidates.
                    f.add(e, rng.gen_range(-1..=1));
                }
                f.constant = rng.gen_range(-5..=5);
                f
            })
            .collect()
    }

    /// A bipartite model: vertices `0..left` all matched, the others on the far side.
    fn random_bipartite(rng: &mut ChaCha8Rng) -> (MatchingModel, usize) {
        let left = rng.gen_range(1..5);
        let n = left + rng.gen_range(0..5);
        let mut m = MatchingModel::new(n);
        for a in 0..left {
            for b in left..n {
                if rng.gen_bool(0.7) {
                    m.add_edge(a, b);
                }
            }
        }
        for v in 0..n {
            m.must_match[v] = v < left || rng.gen_bool(0.2);
        }
        (m, left)
    }

    /// The brute-force counterpart: the candidate whose partners, read in
    /// vertex order, are lowest (unpaired counts as highest).
    fn lowest_partners_brute(m: &MatchingModel, candidates: &[Vec<bool>]) -> Vec<bool> {
        let key = |c: &Vec<bool>| {
            let mut partner = vec![usize::MAX; m.vertices];
            for (e, &(a, b)) in m.edges.iter().enumerate() {
                if c[e] {
                    partner[a] = b;
                    partner[b] = a;
                }
            }
            (0..m.vertices)
                .map(|v| if partner[v] > v { partner[v] } else { 0 })
                .collect::<Vec<_>>()
        };
        candidates
            .iter()
            .min_by_key(|c| key(c))
            .expect("a candidate")
            .clone()
    }

    #[test]
    fn hungarian_matches_brute_force_on_small_squares() {
        let mut rng = ChaCha8Rng::seed_from_u64(7);
        for _ in 0..300 {
            let n = rng.gen_range(1..6);
            let mut arcs: Vec<Vec<(usize, i64)>> = vec![Vec::new(); n];
            for row in arcs.iter_mut() {
                for c in 0..n {
                    if rng.gen_bool(0.6) {
                        row.push((c, rng.gen_range(-9..=9)));
                    }
                }
            }
            let brute = permutations(n)
                .into_iter()
                .filter_map(|p| {
                    p.iter()
                        .enumerate()
                        .map(|(r, &c)| arcs[r].iter().find(|a| a.0 == c).map(|a| a.1))
                        .sum::<Option<i64>>()
                })
                .min();
            let found = hungarian(&arcs);
            assert_eq!(found.is_some(), brute.is_some());
            if let Some((cols, u, v)) = found {
                let cost: i64 = cols
                    .iter()
                    .enumerate()
                    .map(|(r, &c)| arcs[r].iter().find(|a| a.0 == c).unwrap().1)
                    .sum();
                assert_eq!(Some(cost), brute);
                for (r, row) in arcs.iter().enumerate() {
                    for &(c, w) in row {
                        assert!(w - u[r] - v[c] >= 0, "dual feasible");
                    }
                }
                assert_eq!(
                    u.iter().sum::<i64>() + v.iter().sum::<i64>(),
                    cost,
                    "strong duality"
                );
            }
        }
    }

    fn permutations(n: usize) -> Vec<Vec<usize>> {
        if n == 0 {
            return vec![Vec::new()];
        }
        let mut out = Vec::new();
        for p in permutations(n - 1) {
            for i in 0..n {
                let mut q = p.clone();
                q.insert(i, n - 1);
                out.push(q);
            }
        }
        out
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 1000, ..ProptestConfig::default() })]

        #[test]
        fn saturating_lex_optimum_is_brute_force(seed in any::<u64>()) {
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let (model, left) = random_bipartite(&mut rng);
            let forms = random_forms(&mut rng, model.edges.len());
            let side: Vec<bool> = (0..model.vertices).map(|v| v < left).collect();
            let all = all_matchings(&model, left);
            let found = LexAssignment::saturating(&model, &side);
            prop_assert_eq!(found.is_some(), !all.is_empty());
            let Some(mut lex) = found else { return Ok(()) };
            let values = lex.minimise_all(&forms).expect("small coefficients");
            let (best, optimal) = lex_best(all, &forms);
            prop_assert_eq!(&values, &best);
            prop_assert!(optimal.contains(&lex.chosen()));
            let mut g = lex.candidates(&model, &[]).expect("the optimum is a candidate");
            prop_assert!(optimal.contains(&g.chosen(model.edges.len())));
            prop_assert_eq!(lowest_partners_in_order(&mut g, &model), lowest_partners_brute(&model, &optimal));
        }

        #[test]
        fn relaxation_bounds_and_when_tight_gives_the_candidates(seed in any::<u64>()) {
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let n = rng.gen_range(2..10);
            let mut model = crate::solver::brute_force::random_graph(&mut rng, n, 0.5);
            for v in 0..n {
                model.must_match[v] = rng.gen_bool(0.3);
            }
            let pairs = rng.gen_range(0..=n / 2);
            // A least number of pairs (the last bracket's) rules out fewer pairs.
            model.min_pairs = rng.gen_bool(0.3).then(|| rng.gen_range(0..=n / 2));
            let forms = random_forms(&mut rng, model.edges.len());
            let all = all_matchings(&model, pairs);
            let Some(mut relaxation) = LexAssignment::relaxation(&model, pairs) else {
                prop_assert!(all.is_empty());
                return Ok(());
            };
            prop_assert!(model.min_pairs.is_none_or(|least| pairs >= least), "fewer pairs than the least");
            if all.is_empty() {
                return Ok(());
            }
            let (best, optimal) = lex_best(all, &forms);
            let mut tight = true;
            for (f, &value) in forms.iter().zip(&best) {
                let doubled = relaxation.minimise(f).expect("small coefficients");
                prop_assert!(doubled <= 2 * value, "a relaxation bounds the integer optimum");
                if doubled < 2 * value {
                    tight = false;
                    break;
                }
            }
            if tight {
                // Started from one of the optimal candidates, or from none:
                // the questions' answers do not depend on the start.
                let start: Vec<usize> = match rng.gen_bool(0.5) {
                    true => {
                        let one = &optimal[rng.gen_range(0..optimal.len())];
                        (0..one.len()).filter(|&e| one[e]).collect()
                    }
                    false => Vec::new(),
                };
                let mut g = relaxation.candidates(&model, &start).expect("the optimum is a candidate");
                prop_assert!(optimal.contains(&g.chosen(model.edges.len())));
                prop_assert_eq!(lowest_partners_in_order(&mut g, &model), lowest_partners_brute(&model, &optimal));
            }
        }
    }

    /// Each vertex in order takes its lowest higher partner that some
    /// candidate left allows (when none does, it stays unpaired).
    fn lowest_partners_in_order(g: &mut CandidateGraph, model: &MatchingModel) -> Vec<bool> {
        for v in 0..model.vertices {
            let higher: Vec<usize> = g.neighbours(v).into_iter().filter(|&r| r > v).collect();
            higher.into_iter().find(|&r| g.try_pair(v, r));
        }
        g.chosen(model.edges.len())
    }
}
