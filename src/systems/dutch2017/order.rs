//! B.8: among candidates equal on C.5-C.19, the one generated first wins.
//! The order of generation (B.6, B.7 with D.1-D.3) is turned into further
//! lexicographic steps, each fixed before the next:
//!
//! 1. heterogeneous brackets: the set of paired MDPs (D.3.b: lowest BSNs);
//! 2. the MDP-pairing: each MDP's opponent, in S1 order (D.1 on S2);
//! 3. the remainder (or the homogeneous bracket), from its original S1/S2:
//!    D.2.a-d on the exchange, then D.1 on the transposition.
//!
//! A candidate of the remainder is a matching; its S1 is the set of the
//! lower BSN of each pair (any other choice is a later exchange by D.2.a/b).

use super::bracket::BracketModel;
use crate::solver::{Lexicographic, LinearForm, SolveError};

pub fn generation_order(m: &BracketModel, lex: &mut Lexicographic) -> Result<(), SolveError> {
    let nb = m.bracket_size();
    let bracket_edges: Vec<usize> = (0..m.edges.len()).filter(|&e| m.is_bracket_edge(e)).collect();
    let partner_edge = |lex: &Lexicographic, v: usize| {
        m.incidence[v]
            .iter()
            .copied()
            .find(|&e| m.is_bracket_edge(e) && lex.chosen[e])
    };

    // 1. D.3: which MDPs are in S1 (paired), lowest BSNs first.
    let paired_mdps = (0..m.mdps).filter(|&v| partner_edge(lex, v).is_some()).count();
    let mut s1_mdps = Vec::new();
    for v in 0..m.mdps {
        if s1_mdps.len() == paired_mdps {
            break;
        }
        let mut form = LinearForm::new();
        for &e in &m.incidence[v] {
            if m.is_bracket_edge(e) {
                form.add(e, -1);
            }
        }
        if lex.minimise(&form, Some(-1))? == -1 {
            s1_mdps.push(v);
        }
    }

    // 2. D.1 on S2 for the MDP-pairing: each S1 MDP's opponent, lowest BSN first.
    let mut taken = vec![false; nb];
    for &v in &s1_mdps {
        fix_lowest_partner(m, lex, v, &taken)?;
        let e = partner_edge(lex, v).expect("an S1 MDP is paired");
        let (a, b) = m.edges[e];
        taken[a] = true;
        taken[b] = true;
    }

    // 3. The remainder: resident players not paired with an MDP.
    let remainder: Vec<usize> = (m.mdps..nb).filter(|&v| !taken[v]).collect();
    let remainder_edges: Vec<usize> = bracket_edges
        .iter()
        .copied()
        .filter(|&e| {
            let (a, b) = m.edges[e];
            a >= m.mdps && !taken[a] && !taken[b]
        })
        .collect();
    let pairs = remainder_edges.iter().filter(|&&e| lex.chosen[e]).count();
    let s1_original: Vec<usize> = remainder.iter().copied().take(pairs).collect();
    let s2_original: Vec<usize> = remainder.iter().copied().skip(pairs).collect();
    let lower = |e: usize| m.edges[e].0.min(m.edges[e].1);
    let lower_is = |v: usize| {
        let mut form = LinearForm::new();
        for &e in &remainder_edges {
            if lower(e) == v {
                form.add(e, 1);
            }
        }
        form
    };

    // D.2.a: fewest exchanged players: pairs whose lower end is in the original S2.
    let mut exchanged = LinearForm::new();
    for &e in &remainder_edges {
        if s2_original.contains(&lower(e)) {
            exchanged.add(e, 1);
        }
    }
    let exchange_size = lex.minimise(&exchanged, Some(0))?;
    if exchange_size > 0 {
        // D.2.b: smallest difference of the BSN sums = smallest sum of S1's BSNs.
        let mut sum = LinearForm::new();
        for &e in &remainder_edges {
            sum.add(e, lower(e) as i64 + 1);
        }
        lex.minimise(&sum, None)?;
        // D.2.c: the highest BSNs moved out of the original S1.
        let mut moved_out = 0;
        for &v in s1_original.iter().rev() {
            if moved_out == exchange_size {
                break;
            }
            let mut stays = lower_is(v);
            stays.constant = 0;
            if lex.minimise(&stays, Some(0))? == 0 {
                moved_out += 1;
            }
        }
        // D.2.d: the lowest BSNs moved in from the original S2.
        let mut moved_in = 0;
        for &v in &s2_original {
            if moved_in == exchange_size {
                break;
            }
            let mut form = lower_is(v);
            form.terms.iter_mut().for_each(|(_, c)| *c = -*c);
            if lex.minimise(&form, Some(-1))? == -1 {
                moved_in += 1;
            }
        }
    }

    // D.1: transpositions of S2, in S1 order: each S1 player's lowest opponent.
    let s1: Vec<usize> = remainder
        .iter()
        .copied()
        .filter(|&v| {
            remainder_edges
                .iter()
                .any(|&e| lex.chosen[e] && lower(e) == v)
        })
        .collect();
    let mut excluded = taken.clone();
    for &v in &s1 {
        excluded[v] = true;
    }
    for &v in &s1 {
        fix_lowest_partner(m, lex, v, &excluded)?;
        let e = partner_edge(lex, v).expect("an S1 player is paired");
        let (a, b) = m.edges[e];
        excluded[a] = true;
        excluded[b] = true;
    }
    Ok(())
}

/// Minimises the BSN of `v`'s opponent among higher BSNs and fixes the pair.
fn fix_lowest_partner(
    m: &BracketModel,
    lex: &mut Lexicographic,
    v: usize,
    taken: &[bool],
) -> Result<(), SolveError> {
    let mut form = LinearForm::new();
    let mut best_possible = i64::MAX;
    for &e in &m.incidence[v] {
        if !m.is_bracket_edge(e) {
            continue;
        }
        let (a, b) = m.edges[e];
        let other = if a == v { b } else { a };
        if other > v && !taken[other] && lex.model.fixed[e] != Some(false) {
            best_possible = best_possible.min(other as i64 + 1);
            form.add(e, other as i64 + 1);
        }
    }
    lex.minimise(&form, Some(best_possible))?;
    for &e in &m.incidence[v] {
        if m.is_bracket_edge(e) && lex.chosen[e] {
            lex.fix_edge(e, true);
        }
    }
    Ok(())
}
