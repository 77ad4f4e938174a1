//! The integer-program builder: a matching model over players, with linear
//! forms (criteria) and side constraints, all with integer coefficients.

use super::terms::Terms;
use std::sync::Arc;

/// A linear form over the edge variables: `constant + sum coef * x_edge`.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct LinearForm {
    pub terms: Terms,
    pub constant: i64,
}

impl LinearForm {
    pub fn new() -> LinearForm {
        LinearForm::default()
    }

    pub fn add(&mut self, edge: usize, coef: i64) {
        if coef != 0 {
            self.terms.push((edge, coef));
        }
    }

    /// Value of the form when `chosen[e]` tells which edges are in the matching.
    pub fn value(&self, chosen: &[bool]) -> i64 {
        self.constant
            + self
                .terms
                .iter()
                .filter(|&(e, _)| chosen[e])
                .map(|(_, c)| c)
                .sum::<i64>()
    }

    /// The form over another numbering of the edges: edge `e` becomes
    /// `place(e)`; terms on edges `place` leaves out (`None`) are dropped.
    pub fn renumbered(&self, place: impl Fn(usize) -> Option<usize>) -> LinearForm {
        let mut out = LinearForm::new();
        out.constant = self.constant;
        for (e, c) in self.terms.iter() {
            if let Some(i) = place(e) {
                out.add(i, c);
            }
        }
        out
    }

    /// Merges duplicate edges (sums their coefficients) and drops zeros.
    /// Not done at all for a form already in that shape (as the engine
    /// builds its forms, edge after edge): a form can hold millions of terms.
    pub fn normalised(mut self) -> LinearForm {
        let normal = self.terms.increasing() && self.terms.iter().all(|(_, c)| c != 0);
        if normal {
            // At its exact size: a form grown term by term may hold as much again unused.
            self.terms.shrink_to_fit();
            return self;
        }
        let mut terms = std::mem::take(&mut self.terms).to_vec();
        terms.sort_unstable_by_key(|(e, _)| *e);
        terms.dedup_by(|(e, c), (kept, acc)| {
            let same = *e == *kept;
            if same {
                *acc += *c;
            }
            same
        });
        terms.retain(|(_, c)| *c != 0);
        self.terms = terms.into();
        self.terms.shrink_to_fit();
        self
    }

    /// The same form with every sign turned: its minimum is the maximum of this one, negated.
    pub fn negated(&self) -> LinearForm {
        LinearForm {
            terms: self.terms.iter().map(|(e, c)| (e, -c)).collect(),
            constant: -self.constant,
        }
    }

    pub fn is_constant(&self) -> bool {
        self.terms.is_empty()
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Relation {
    AtMost,
    Equal,
    AtLeast,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Constraint {
    pub form: LinearForm,
    pub relation: Relation,
    pub rhs: i64,
}

/// One row of a program over the edge variables:
/// `lower <= sum coef * x_edge <= upper`, each edge once.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Row {
    pub terms: Vec<(usize, i64)>,
    pub lower: Option<i64>,
    pub upper: Option<i64>,
}

impl Row {
    /// Whether no choice of edges can meet a row without terms.
    pub fn unsatisfiable_when_empty(&self) -> bool {
        self.terms.is_empty()
            && (self.lower.is_some_and(|l| l > 0) || self.upper.is_some_and(|u| u < 0))
    }
}

impl Constraint {
    /// The constraint as a row, its form's constant moved to the bounds.
    pub fn row(&self) -> Row {
        let rhs = self.rhs - self.form.constant;
        let (lower, upper) = match self.relation {
            Relation::AtMost => (None, Some(rhs)),
            Relation::Equal => (Some(rhs), Some(rhs)),
            Relation::AtLeast => (Some(rhs), None),
        };
        Row {
            terms: self.form.clone().normalised().terms.to_vec(),
            lower,
            upper,
        }
    }

    pub fn holds(&self, chosen: &[bool]) -> bool {
        let v = self.form.value(chosen);
        match self.relation {
            Relation::AtMost => v <= self.rhs,
            Relation::Equal => v == self.rhs,
            Relation::AtLeast => v >= self.rhs,
        }
    }
}

/// A matching problem: binary edge variables, each vertex in at most one
/// chosen edge (exactly one where `must_match`), at least `min_pairs` chosen
/// edges, plus side constraints.
#[derive(Debug, Clone, Default)]
pub struct MatchingModel {
    pub vertices: usize,
    /// Shared with the bracket the model is built from and with the model's
    /// copies (a level's program, a fallback): a large bracket holds
    /// millions of pairs.
    pub edges: Arc<Vec<(usize, usize)>>,
    pub must_match: Vec<bool>,
    /// The least number of pairs: a cardinality the matching layers know
    /// directly, not a side constraint, whose row would list every edge.
    pub min_pairs: Option<usize>,
    pub constraints: Vec<Constraint>,
    /// Edges fixed to a value (decided by an earlier step).
    pub fixed: Vec<Option<bool>>,
}

impl MatchingModel {
    pub fn new(vertices: usize) -> MatchingModel {
        MatchingModel {
            vertices,
            must_match: vec![false; vertices],
            ..Default::default()
        }
    }

    /// A model over `edges` (shared, not copied), none of them fixed.
    pub fn over(vertices: usize, edges: Arc<Vec<(usize, usize)>>) -> MatchingModel {
        debug_assert!(edges
            .iter()
            .all(|&(a, b)| a != b && a < vertices && b < vertices));
        MatchingModel {
            fixed: vec![None; edges.len()],
            edges,
            ..MatchingModel::new(vertices)
        }
    }

    pub fn add_edge(&mut self, a: usize, b: usize) -> usize {
        debug_assert!(a != b && a < self.vertices && b < self.vertices);
        Arc::make_mut(&mut self.edges).push((a, b));
        self.fixed.push(None);
        self.edges.len() - 1
    }

    /// The model with its least number of pairs as a side constraint (the
    /// first) instead: for the readers that see only side constraints.
    pub fn with_min_pairs_as_constraint(mut self) -> MatchingModel {
        if let Some(least) = self.min_pairs.take() {
            self.constraints.insert(0, self.min_pairs_constraint(least));
        }
        self
    }

    /// At least `least` of the edges chosen, as a side constraint.
    fn min_pairs_constraint(&self, least: usize) -> Constraint {
        Constraint {
            form: LinearForm {
                terms: (0..self.edges.len()).map(|e| (e, 1)).collect(),
                constant: 0,
            },
            relation: Relation::AtLeast,
            rhs: least as i64,
        }
    }

    /// Incident edges of every vertex.
    pub fn incidence(&self) -> Vec<Vec<usize>> {
        let mut inc = vec![Vec::new(); self.vertices];
        for (e, &(a, b)) in self.edges.iter().enumerate() {
            inc[a].push(e);
            inc[b].push(e);
        }
        inc
    }

    /// The connected components of an odd number of vertices (three or more),
    /// each as its edges and the most pairs a matching makes in it, `(k-1)/2`
    /// for `k` vertices: the odd-set inequalities of the matching polytope
    /// that the degree rows alone leave out (a fractional optimum of an odd
    /// component otherwise keeps an integer program's bound half a pair off).
    pub fn odd_components(&self) -> Vec<(Vec<usize>, i64)> {
        let mut root: Vec<usize> = (0..self.vertices).collect();
        fn find(root: &mut [usize], v: usize) -> usize {
            let mut r = v;
            while root[r] != r {
                r = root[r];
            }
            root[v] = r;
            r
        }
        let live = |e: usize| self.fixed[e] != Some(false);
        for (_, &(a, b)) in self.edges.iter().enumerate().filter(|&(e, _)| live(e)) {
            let (ra, rb) = (find(&mut root, a), find(&mut root, b));
            root[ra] = rb;
        }
        let mut size = vec![0i64; self.vertices];
        let mut edges = vec![Vec::new(); self.vertices];
        for v in 0..self.vertices {
            size[find(&mut root, v)] += 1;
        }
        for (e, &(a, _)) in self.edges.iter().enumerate().filter(|&(e, _)| live(e)) {
            edges[find(&mut root, a)].push(e);
        }
        (0..self.vertices)
            .filter(|&r| size[r] >= 3 && size[r] % 2 == 1)
            .map(|r| (std::mem::take(&mut edges[r]), (size[r] - 1) / 2))
            .collect()
    }

    /// The rows of the matching polytope the programs use, side constraints
    /// apart: each player in at most one pair (exactly one where
    /// `must_match`; a player without edges gets a row only then), the
    /// odd-set rows of [`Self::odd_components`], and the least number of
    /// pairs, when there is one.
    pub fn matching_rows(&self) -> Vec<Row> {
        let degree = self
            .incidence()
            .into_iter()
            .enumerate()
            .filter(|(v, edges)| self.must_match[*v] || !edges.is_empty())
            .map(|(v, edges)| Row {
                terms: edges.into_iter().map(|e| (e, 1)).collect(),
                lower: self.must_match[v].then_some(1),
                upper: Some(1),
            });
        let odd_sets = self.odd_components().into_iter().map(|(edges, most)| Row {
            terms: edges.into_iter().map(|e| (e, 1)).collect(),
            lower: None,
            upper: Some(most),
        });
        let pairs = self
            .min_pairs
            .map(|least| self.min_pairs_constraint(least).row());
        degree.chain(odd_sets).chain(pairs).collect()
    }

    /// The players an edge fixed to one pairs; `None` if two such edges meet
    /// (no matching keeps both).
    pub fn covered_by_fixed(&self) -> Option<Vec<bool>> {
        let mut covered = vec![false; self.vertices];
        for (e, &(a, b)) in self.edges.iter().enumerate() {
            if self.fixed[e] == Some(true) {
                if covered[a] || covered[b] {
                    return None;
                }
                covered[a] = true;
                covered[b] = true;
            }
        }
        Some(covered)
    }

    /// Whether `chosen` is a matching satisfying every constraint of the model.
    pub fn is_feasible(&self, chosen: &[bool]) -> bool {
        let mut degree = vec![0u32; self.vertices];
        for (e, &(a, b)) in self.edges.iter().enumerate() {
            if chosen[e] {
                degree[a] += 1;
                degree[b] += 1;
            }
            if self.fixed[e].is_some_and(|f| f != chosen[e]) {
                return false;
            }
        }
        let pairs = chosen.iter().filter(|&&c| c).count();
        degree
            .iter()
            .zip(&self.must_match)
            .all(|(&d, &must)| d <= 1 && (!must || d == 1))
            && self.min_pairs.is_none_or(|least| pairs >= least)
            && self.constraints.iter().all(|c| c.holds(chosen))
    }

    /// A bound on `|form|` over all matchings: each vertex contributes at most
    /// the largest |coefficient| of its incident edges (edges are disjoint).
    pub fn magnitude_bound(&self, form: &LinearForm) -> i64 {
        let mut best = vec![0i64; self.vertices];
        for (e, c) in &form.terms {
            let (a, b) = self.edges[e];
            best[a] = best[a].max(c.abs());
            best[b] = best[b].max(c.abs());
        }
        best.iter().sum::<i64>() + form.constant.abs()
    }

    /// The smallest value `form` could take if edges with a negative
    /// coefficient could all be chosen together: a quick lower bound.
    pub fn trivial_lower_bound(&self, form: &LinearForm) -> i64 {
        form.constant
            + form
                .terms
                .iter()
                .filter(|&(e, c)| c < 0 && self.fixed[e] != Some(false))
                .map(|(_, c)| c)
                .sum::<i64>()
    }
}

/// A model with its decided edges taken out: the edges fixed to one, and
/// every other edge at a player they already pair, become constants; only
/// the undecided edges stay variables. The same matchings, in fewer
/// variables and shorter rows (the order steps fix pair after pair).
pub struct Reduced {
    pub model: MatchingModel,
    /// The original edge of each edge of the reduced model.
    original: Vec<usize>,
    /// Each original edge's index in the reduced model, when it is there.
    index: Vec<Option<usize>>,
    /// Each original edge's value, when the reduction decided it.
    decided: Vec<Option<bool>>,
}

impl Reduced {
    /// `None` when the fixed edges already break the model (two at one
    /// player).
    pub fn of(model: &MatchingModel) -> Option<Reduced> {
        let covered = model.covered_by_fixed()?;
        let decided: Vec<Option<bool>> = model
            .edges
            .iter()
            .zip(&model.fixed)
            .map(|(&(a, b), &fixed)| match fixed {
                None if covered[a] || covered[b] => Some(false),
                other => other,
            })
            .collect();
        let original: Vec<usize> = (0..model.edges.len())
            .filter(|&e| decided[e].is_none())
            .collect();
        let mut index = vec![None; model.edges.len()];
        for (i, &e) in original.iter().enumerate() {
            index[e] = Some(i);
        }
        let fixed_in = decided.iter().filter(|&&d| d == Some(true)).count();
        let mut reduced = Reduced {
            model: MatchingModel {
                vertices: model.vertices,
                edges: Arc::new(original.iter().map(|&e| model.edges[e]).collect()),
                must_match: model
                    .must_match
                    .iter()
                    .zip(&covered)
                    .map(|(&m, &c)| m && !c)
                    .collect(),
                // The pairs fixed in count towards the least number of pairs.
                min_pairs: model.min_pairs.map(|least| least.saturating_sub(fixed_in)),
                constraints: Vec::with_capacity(model.constraints.len()),
                fixed: vec![None; original.len()],
            },
            original,
            index,
            decided,
        };
        reduced.model.constraints = model
            .constraints
            .iter()
            .map(|c| Constraint {
                form: reduced.form(&c.form),
                relation: c.relation,
                rhs: c.rhs,
            })
            .collect();
        Some(reduced)
    }

    /// A form over the original edges, over the reduced model's.
    pub fn form(&self, form: &LinearForm) -> LinearForm {
        let mut reduced = LinearForm {
            terms: Terms::new(),
            constant: form.constant,
        };
        for (e, c) in &form.terms {
            match (self.index[e], self.decided[e]) {
                (Some(i), _) => reduced.terms.push((i, c)),
                (None, Some(true)) => reduced.constant += c,
                (None, _) => {}
            }
        }
        reduced
    }

    /// The reduced model's edge values, over the original edges.
    pub fn expand(&self, values: &[f64]) -> Vec<f64> {
        let mut all: Vec<f64> = self
            .decided
            .iter()
            .map(|d| if *d == Some(true) { 1.0 } else { 0.0 })
            .collect();
        for (i, &e) in self.original.iter().enumerate() {
            all[e] = values[i];
        }
        all
    }

    /// A choice of the original edges, restricted to the reduced model's.
    pub fn restrict(&self, chosen: &[bool]) -> Vec<bool> {
        self.original.iter().map(|&e| chosen[e]).collect()
    }
}
