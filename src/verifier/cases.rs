//! Evidence by cases for a level the continuous relaxation does not reach
//! on its own (its optimum fractional on an odd cycle) though the verifier
//! proved it otherwise: the candidates are split on one edge of the
//! fractional optimum (with it, and then none of the other edges at its two
//! players; or without it) until, in each case, the relaxation over the
//! case's candidates reaches the value under test, bounds an earlier level
//! above its value under test, or has no assignment at all. Branch and
//! bound with the duals kept: the certificate's `cases` evidence.

use super::bounds::{pairs_known_before, scope_model, Scope};
use super::levels::{without_fixed_in, DualChain, LevelSpec};
use crate::engine::bracket::{BracketModel, EdgeKind};
use crate::solver::assignment::LexAssignment;
use crate::solver::MatchingModel;

/// Cases one level may take before it is left claimed: a certificate is a
/// proof of its own size, and each case is a chain of relaxations.
const MOST_CASES: usize = 64;

/// A tree of cases; a leaf's chain indexes [`Cases::chains`].
pub(super) enum CaseTree {
    Split {
        edge: usize,
        with: Box<CaseTree>,
        without: Box<CaseTree>,
    },
    SplitVertex {
        vertex: usize,
        inside: Box<CaseTree>,
        outside: Box<CaseTree>,
    },
    Leaf {
        chain: usize,
    },
}

/// The proof of one level by cases: the tree and the chains of its leaves
/// (each proving the level at its last step).
pub(super) struct Cases {
    pub tree: CaseTree,
    pub chains: Vec<(Scope, DualChain)>,
}

/// Level `k` proved by cases in the first of the bounds' `attempts` (scope,
/// levels left out) whose relaxation asked it; `None` when none closes
/// within the budget.
pub(super) fn prove(
    m: &BracketModel,
    model: &MatchingModel,
    attempts: &[(Scope, Vec<bool>)],
    levels: &[LevelSpec],
    values: &[i64],
    k: usize,
) -> Option<Cases> {
    attempts
        .iter()
        .filter(|(scope, skip)| !skip[k] && pairs_known_before(scope, k))
        .find_map(|(scope, skip)| {
            let chained: Vec<usize> = (0..=k).filter(|&j| !skip[j]).collect();
            let mut search = Search {
                model: scope_model(m, model, scope),
                in_bracket: m.kinds.iter().map(|k| *k == EdgeKind::Bracket).collect(),
                own: m.players.len(),
                scope,
                chained,
                levels,
                values,
                left: MOST_CASES,
                chains: Vec::new(),
            };
            let tree = search.case(&mut Vec::new())?;
            Some(Cases {
                tree,
                chains: search.chains,
            })
        })
}

struct Search<'a> {
    model: MatchingModel,
    /// Per edge: one of the bracket's own.
    in_bracket: Vec<bool>,
    /// The bracket's players are vertices `0..own`.
    own: usize,
    scope: &'a Scope,
    /// The levels the chain minimises, the level to prove last.
    chained: Vec<usize>,
    levels: &'a [LevelSpec],
    values: &'a [i64],
    left: usize,
    chains: Vec<(Scope, DualChain)>,
}

impl Search<'_> {
    /// The case of the candidates without the edges `removed`.
    fn case(&mut self, removed: &mut Vec<usize>) -> Option<CaseTree> {
        self.left = self.left.checked_sub(1)?;
        let mut region = self.model.clone();
        for &e in removed.iter() {
            region.fixed[e] = Some(false);
        }
        let region = without_fixed_in(&region);
        let pairs = self.scope.pairs;
        let Some(mut lex) = LexAssignment::relaxation_recorded(&region, pairs) else {
            // No fractional candidate in the case at all.
            let start = LexAssignment::relaxation_infeasible(&region, pairs)?;
            return Some(self.leaf(removed, vec![(None, start)]));
        };
        let last = *self.chained.last()?;
        let mut steps = vec![None];
        for &j in &self.chained {
            let bound = lex.minimise(&self.levels[j].form)?;
            steps.push(Some(j));
            let target = 2 * self.values[j];
            if bound > target || (j == last && bound == target) {
                let potentials = lex.potentials()?.to_vec();
                return Some(self.leaf(removed, steps.into_iter().zip(potentials).collect()));
            }
            if bound < target {
                return match self.fractional(&lex) {
                    Some(Fractional::Vertex(v)) => self.split_vertex(v, removed),
                    Some(Fractional::Edge(e)) => self.split(e, removed),
                    None => None,
                };
            }
        }
        None
    }

    fn split(&mut self, edge: usize, removed: &mut Vec<usize>) -> Option<CaseTree> {
        let (a, b) = self.model.edges[edge];
        let others = self.edges_at(&[a, b], |f| f != edge);
        let (with, without) = self.both(others, vec![edge], removed)?;
        Some(CaseTree::Split {
            edge,
            with: Box::new(with),
            without: Box::new(without),
        })
    }

    /// Split on whether bracket player `v` is paired in the bracket.
    fn split_vertex(&mut self, v: usize, removed: &mut Vec<usize>) -> Option<CaseTree> {
        let others = self.edges_at(&[v], |f| !self.in_bracket[f]);
        let own = self.edges_at(&[v], |f| self.in_bracket[f]);
        let (inside, outside) = self.both(others, own, removed)?;
        Some(CaseTree::SplitVertex {
            vertex: v,
            inside: Box::new(inside),
            outside: Box::new(outside),
        })
    }

    fn edges_at(&self, vertices: &[usize], keep: impl Fn(usize) -> bool) -> Vec<usize> {
        (0..self.model.edges.len())
            .filter(|&f| {
                let (x, y) = self.model.edges[f];
                keep(f) && vertices.iter().any(|&v| v == x || v == y)
            })
            .collect()
    }

    /// The two cases, each without its edges besides `removed`.
    fn both(
        &mut self,
        first: Vec<usize>,
        second: Vec<usize>,
        removed: &mut Vec<usize>,
    ) -> Option<(CaseTree, CaseTree)> {
        let kept = removed.len();
        removed.extend(first);
        let one = self.case(removed);
        removed.truncate(kept);
        let one = one?;
        removed.extend(second);
        let two = self.case(removed);
        removed.truncate(kept);
        Some((one, two?))
    }

    /// Where the relaxation's optimum is fractional, for a split that cuts
    /// it off in both cases: first a bracket player taken half inside the
    /// bracket and half outside it (the relaxation trading half pairs of
    /// the bracket for pairs below), else an edge taken one way only, while
    /// the other end's row or its column's taker takes another edge (a
    /// dummy's arc would survive the split with the edge).
    fn fractional(&self, lex: &LexAssignment) -> Option<Fractional> {
        let assignment = lex.assignment();
        let mut taker = vec![None; assignment.len()];
        for &(c, e) in &assignment {
            taker[c] = Some(e);
        }
        let inside = |e: Option<usize>| e.is_some_and(|e| self.in_bracket[e]);
        // Both ways by real edges: a dummy's arc would survive the inside case.
        let half_inside = (0..self.own).find(|&v| match (assignment[v].1, taker[v].flatten()) {
            (Some(out), Some(into)) => inside(Some(out)) != inside(Some(into)),
            _ => false,
        });
        if let Some(v) = half_inside {
            return Some(Fractional::Vertex(v));
        }
        (0..self.model.vertices).find_map(|v| {
            let (w, Some(e)) = assignment[v] else {
                return None;
            };
            let back = assignment[w].1;
            let into_v = taker[v].flatten();
            let other = |x: Option<usize>| x.is_some_and(|f| f != e);
            (back != Some(e) && (other(back) || other(into_v))).then_some(Fractional::Edge(e))
        })
    }

    fn leaf(
        &mut self,
        removed: &[usize],
        steps: Vec<(Option<usize>, crate::solver::assignment::Potentials)>,
    ) -> CaseTree {
        let mut removed = removed.to_vec();
        removed.sort_unstable();
        removed.dedup();
        let scope = Scope {
            removed,
            ..self.scope.clone()
        };
        self.chains.push((scope, DualChain { steps }));
        CaseTree::Leaf {
            chain: self.chains.len() - 1,
        }
    }
}

/// What to split on.
enum Fractional {
    Vertex(usize),
    Edge(usize),
}
