//! The check of `cases` evidence: a tree of splits on one edge each, every
//! leaf a relaxation chain over the candidates of its case.
//!
//! Why it proves the level: a matching either has the split's edge, and then
//! none of the other edges at its two vertices, or does not have it; it
//! meets a split vertex by at most one edge, a bracket edge (then by no
//! other) or another (then by no bracket edge); so
//! every candidate lies in the case of some leaf, the case of the candidates
//! without every edge the splits above it left out. A leaf's chain ranges
//! over the candidates without its `removed` edges, which are among those
//! (fewer left out, more candidates): its bound holds for the leaf's case
//! (see `duals.rs`).

use super::{BracketCertificate, CaseNode};
use std::collections::BTreeSet;

/// Splits at most this deep: a tree is a proof of its own size, and the
/// checker walks it recursively.
const DEEPEST: usize = 64;

/// Checks that `tree` proves level `k` of bracket `b`; returns the reasons
/// the leaves' scopes take on trust, and the number of leaves.
pub fn check(
    b: &BracketCertificate,
    k: usize,
    tree: &CaseNode,
) -> Result<(BTreeSet<String>, usize), String> {
    let mut walk = Walk {
        b,
        k,
        trusted: BTreeSet::new(),
        leaves: 0,
    };
    walk.node(tree, &mut BTreeSet::new(), 0)?;
    Ok((walk.trusted, walk.leaves))
}

struct Walk<'b> {
    b: &'b BracketCertificate,
    k: usize,
    trusted: BTreeSet<String>,
    leaves: usize,
}

impl Walk<'_> {
    fn node(
        &mut self,
        node: &CaseNode,
        left_out: &mut BTreeSet<usize>,
        depth: usize,
    ) -> Result<(), String> {
        if depth > DEEPEST {
            return Err(format!("cases deeper than {DEEPEST} splits"));
        }
        match node {
            CaseNode::Leaf { chain, step } => self.leaf(*chain, *step, left_out),
            CaseNode::Split {
                edge,
                with,
                without,
            } => {
                let e = self
                    .b
                    .edges
                    .get(*edge)
                    .ok_or(format!("split on edge {edge}, which does not exist"))?;
                let others = self.edges_at(&[e.a, e.b], |f| f != *edge);
                self.both(
                    (with, others, format!("with edge {edge}")),
                    (without, vec![*edge], format!("without edge {edge}")),
                    left_out,
                    depth,
                )
            }
            CaseNode::SplitVertex {
                vertex,
                inside,
                outside,
            } => {
                if *vertex >= self.b.vertices.len() {
                    return Err(format!("split on vertex {vertex}, which does not exist"));
                }
                let bracket = |f: usize| self.b.edges[f].kind == "bracket";
                let others = self.edges_at(&[*vertex], |f| !bracket(f));
                let own = self.edges_at(&[*vertex], bracket);
                self.both(
                    (
                        inside,
                        others,
                        format!("vertex {vertex} paired in the bracket"),
                    ),
                    (
                        outside,
                        own,
                        format!("vertex {vertex} not paired in the bracket"),
                    ),
                    left_out,
                    depth,
                )
            }
        }
    }

    /// The edges at any of `vertices` that `keep` selects.
    fn edges_at(&self, vertices: &[usize], keep: impl Fn(usize) -> bool) -> Vec<usize> {
        (0..self.b.edges.len())
            .filter(|&f| {
                let o = &self.b.edges[f];
                keep(f) && vertices.iter().any(|&v| v == o.a || v == o.b)
            })
            .collect()
    }

    /// The two cases of a split, each with its edges left out.
    fn both(
        &mut self,
        first: (&CaseNode, Vec<usize>, String),
        second: (&CaseNode, Vec<usize>, String),
        left_out: &mut BTreeSet<usize>,
        depth: usize,
    ) -> Result<(), String> {
        for (node, edges, what) in [first, second] {
            let fresh: Vec<usize> = edges.into_iter().filter(|&f| left_out.insert(f)).collect();
            let result = self.node(node, left_out, depth + 1);
            fresh.iter().for_each(|f| {
                left_out.remove(f);
            });
            result.map_err(|err| format!("{what}: {err}"))?;
        }
        Ok(())
    }

    fn leaf(
        &mut self,
        chain: usize,
        step: usize,
        left_out: &BTreeSet<usize>,
    ) -> Result<(), String> {
        let relaxation = self
            .b
            .relaxations
            .get(chain)
            .ok_or(format!("relaxation chain {chain} does not exist"))?;
        if let Some(e) = relaxation.removed.iter().find(|e| !left_out.contains(e)) {
            return Err(format!(
                "chain {chain} leaves out edge {e}, which this case keeps"
            ));
        }
        let trusted = super::duals::check_case(self.b, self.k, relaxation, step)
            .map_err(|e| format!("chain {chain}: {e}"))?;
        self.trusted.extend(trusted);
        self.leaves += 1;
        Ok(())
    }
}
