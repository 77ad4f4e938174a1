//! Article 4: the order of the pairings of a bracket. 4.1: the players
//! get in-bracket sequence numbers (BSN) in 1.8's order; 4.2: each outgoing
//! floater is paired with a virtual player of BSN 0; 4.3: a pairing comes
//! before another when BSN 1's opponent has the larger BSN, then BSN 2's,
//! and so on: the highest Index meets the lowest it can.

use crate::engine::bracket::BracketModel;
use crate::solver::lexmatching::VertexStep;
use crate::solver::{Lexicographic, LinearForm, SolveError};

/// 4.1: the BSN of each bracket vertex (1-based).
pub fn s4_1_bsns(m: &BracketModel) -> Vec<i64> {
    let mut by_rank: Vec<usize> = (0..m.bracket_size()).collect();
    by_rank.sort_by_key(|&v| m.state(v).rank);
    let mut bsn = vec![0; m.bracket_size()];
    for (position, v) in by_rank.into_iter().enumerate() {
        bsn[v] = position as i64 + 1;
    }
    bsn
}

/// 4.3 as further lexicographic steps: for BSN 1, 2, ... in turn, the
/// largest BSN of his opponent (0, 4.2's virtual player, when he floats),
/// asked together where the solver can weigh several steps exactly.
pub fn s4_3_order(m: &BracketModel, lex: &mut Lexicographic) -> Result<(), SolveError> {
    let steps: Vec<(LinearForm, Option<i64>)> = s4_3_steps(m)
        .into_iter()
        .map(|step| (step.form, None))
        .collect();
    lex.minimise_all(&steps)?;
    Ok(())
}

/// 4.3's steps, one per player in BSN order, each settling his opponent:
/// minus the opponent's BSN (distinct for distinct opponents), nothing
/// when he floats.
pub fn s4_3_steps(m: &BracketModel) -> Vec<VertexStep> {
    let bsn = s4_1_bsns(m);
    let mut in_order: Vec<usize> = (0..m.bracket_size()).collect();
    in_order.sort_by_key(|&v| bsn[v]);
    in_order
        .into_iter()
        .map(|v| {
            let mut form = LinearForm::new();
            for e in m.incident(v).filter(|&e| m.is_bracket_edge(e)) {
                form.add(e, -bsn[opponent(m, e, v)]);
            }
            VertexStep { vertex: v, form }
        })
        .collect()
}

/// The other end of bracket edge `e` from `v`.
fn opponent(m: &BracketModel, e: usize, v: usize) -> usize {
    let (a, b) = m.edges[e];
    if a == v {
        b
    } else {
        a
    }
}
