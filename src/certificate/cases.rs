//! The check of `cases` evidence: a tree of splits on one edge each, every
//! leaf a relaxation chain over the candidates of its case.
//!
//! Why it proves the level: a matching either has the split's edge, and then
//! none of the other edges at its two vertices, or does not have it; so
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
                let others: Vec<usize> = (0..self.b.edges.len())
                    .filter(|&f| {
                        let o = &self.b.edges[f];
                        f != *edge && [o.a, o.b].iter().any(|&v| v == e.a || v == e.b)
                    })
                    .filter(|f| !left_out.contains(f))
                    .collect();
                left_out.extend(&others);
                let with = self.node(with, left_out, depth + 1);
                others.iter().for_each(|f| {
                    left_out.remove(f);
                });
                with.map_err(|err| format!("with edge {edge}: {err}"))?;
                let fresh = left_out.insert(*edge);
                let without = self.node(without, left_out, depth + 1);
                if fresh {
                    left_out.remove(edge);
                }
                without.map_err(|err| format!("without edge {edge}: {err}"))
            }
        }
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
