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

use crate::engine::bracket::BracketModel;
use crate::engine::RoundContext;
use crate::solver::candidates::CandidateGraph;
use crate::solver::matching::Bipartite;
use crate::solver::{Lexicographic, LinearForm, SolveError};

/// How D.2 numbers the players of a heterogeneous bracket's remainder.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RemainderNumbering {
    /// With the numbers they have in the bracket.
    Bracket,
    /// Afresh, 1, 2, 3..., as a bracket of its own.
    Afresh,
}

/// The generation order as lexicographic steps on `lex` (see the module notes).
pub fn generation_order(
    m: &BracketModel,
    lex: &mut Lexicographic,
    numbering: RemainderNumbering,
) -> Result<(), SolveError> {
    let s1_mdps = d3_paired_mdps(m, lex)?;
    let taken = d1_mdp_opponents(m, lex, &s1_mdps)?;
    let remainder = Remainder::of(m, lex, &taken);
    d2_exchange(m, lex, &remainder, numbering)?;
    d1_transposition(m, lex, &remainder, taken)
}

/// The bracket edge `v` is paired by in the incumbent.
fn partner_edge(m: &BracketModel, lex: &Lexicographic, v: usize) -> Option<usize> {
    m.incident(v)
        .find(|&e| m.is_bracket_edge(e) && lex.chosen[e])
}

/// D.3: which MDPs are in S1 (paired), lowest BSNs first.
fn d3_paired_mdps(m: &BracketModel, lex: &mut Lexicographic) -> Result<Vec<usize>, SolveError> {
    let paired_mdps = (0..m.mdps)
        .filter(|&v| partner_edge(m, lex, v).is_some())
        .count();
    let mut s1_mdps = Vec::new();
    for v in 0..m.mdps {
        if s1_mdps.len() == paired_mdps {
            break;
        }
        let mut form = LinearForm::new();
        for e in m.incident(v) {
            if m.is_bracket_edge(e) {
                form.add(e, -1);
            }
        }
        if lex.minimise(&form, Some(-1))? == -1 {
            s1_mdps.push(v);
        }
    }
    Ok(s1_mdps)
}

/// D.1 on S2 for the MDP-pairing: each S1 MDP's opponent, lowest BSN first.
/// Returns the players the MDP-pairing takes.
fn d1_mdp_opponents(
    m: &BracketModel,
    lex: &mut Lexicographic,
    s1_mdps: &[usize],
) -> Result<Vec<bool>, SolveError> {
    let mut taken = vec![false; m.bracket_size()];
    for &v in s1_mdps {
        fix_lowest_partner(m, lex, v, &taken)?;
        let e = partner_edge(m, lex, v).expect("an S1 MDP is paired");
        let (a, b) = m.edges[e];
        taken[a] = true;
        taken[b] = true;
    }
    Ok(taken)
}

/// The remainder: the resident players not paired with an MDP, its pairs,
/// and its original S1 and S2.
struct Remainder {
    players: Vec<usize>,
    edges: Vec<usize>,
    s1: Vec<usize>,
    s2: Vec<usize>,
}

impl Remainder {
    fn of(m: &BracketModel, lex: &Lexicographic, taken: &[bool]) -> Remainder {
        let players: Vec<usize> = (m.mdps..m.bracket_size()).filter(|&v| !taken[v]).collect();
        let edges: Vec<usize> = (0..m.edges.len())
            .filter(|&e| {
                let (a, b) = m.edges[e];
                m.is_bracket_edge(e) && a >= m.mdps && !taken[a] && !taken[b]
            })
            .collect();
        let pairs = edges.iter().filter(|&&e| lex.chosen[e]).count();
        let s1 = players.iter().copied().take(pairs).collect();
        let s2 = players.iter().copied().skip(pairs).collect();
        Remainder {
            players,
            edges,
            s1,
            s2,
        }
    }

    /// Pairs whose lower BSN is `v` (`v` in S1).
    fn lower_is(&self, m: &BracketModel, v: usize) -> LinearForm {
        let mut form = LinearForm::new();
        for &e in &self.edges {
            if lower(m, e) == v {
                form.add(e, 1);
            }
        }
        form
    }
}

/// The lower BSN of an edge's players.
fn lower(m: &BracketModel, e: usize) -> usize {
    m.edges[e].0.min(m.edges[e].1)
}

/// D.2: the exchange, from the remainder's original S1 and S2.
fn d2_exchange(
    m: &BracketModel,
    lex: &mut Lexicographic,
    r: &Remainder,
    numbering: RemainderNumbering,
) -> Result<(), SolveError> {
    // D.2.a: fewest exchanged players: pairs whose lower end is in the original S2.
    let mut exchanged = LinearForm::new();
    for &e in &r.edges {
        if r.s2.contains(&lower(m, e)) {
            exchanged.add(e, 1);
        }
    }
    let exchange_size = lex.minimise(&exchanged, Some(0))?;
    if exchange_size == 0 {
        return Ok(());
    }
    d2b_bsn_sums(m, lex, r, numbering)?;
    d2c_moved_out(m, lex, r, exchange_size)?;
    d2d_moved_in(m, lex, r, exchange_size)
}

/// D.2.b: smallest difference of the BSN sums = smallest sum of S1's BSNs.
fn d2b_bsn_sums(
    m: &BracketModel,
    lex: &mut Lexicographic,
    r: &Remainder,
    numbering: RemainderNumbering,
) -> Result<(), SolveError> {
    let bsn = |v: usize| match numbering {
        RemainderNumbering::Bracket => v as i64 + 1,
        RemainderNumbering::Afresh => r
            .players
            .iter()
            .position(|&p| p == v)
            .map_or(0, |i| i as i64 + 1),
    };
    let mut sum = LinearForm::new();
    for &e in &r.edges {
        sum.add(e, bsn(lower(m, e)));
    }
    lex.minimise(&sum, None)?;
    Ok(())
}

/// D.2.c: the highest BSNs moved out of the original S1.
fn d2c_moved_out(
    m: &BracketModel,
    lex: &mut Lexicographic,
    r: &Remainder,
    exchange_size: i64,
) -> Result<(), SolveError> {
    let mut moved_out = 0;
    for &v in r.s1.iter().rev() {
        if moved_out == exchange_size {
            break;
        }
        let mut stays = r.lower_is(m, v);
        stays.constant = 0;
        if lex.minimise(&stays, Some(0))? == 0 {
            moved_out += 1;
        }
    }
    Ok(())
}

/// D.2.d: the lowest BSNs moved in from the original S2.
fn d2d_moved_in(
    m: &BracketModel,
    lex: &mut Lexicographic,
    r: &Remainder,
    exchange_size: i64,
) -> Result<(), SolveError> {
    let mut moved_in = 0;
    for &v in &r.s2 {
        if moved_in == exchange_size {
            break;
        }
        let form = r.lower_is(m, v).negated();
        if lex.minimise(&form, Some(-1))? == -1 {
            moved_in += 1;
        }
    }
    Ok(())
}

/// D.1: transpositions of S2, in S1 order: each S1 player's lowest opponent.
fn d1_transposition(
    m: &BracketModel,
    lex: &mut Lexicographic,
    r: &Remainder,
    taken: Vec<bool>,
) -> Result<(), SolveError> {
    let s1: Vec<usize> = r
        .players
        .iter()
        .copied()
        .filter(|&v| r.edges.iter().any(|&e| lex.chosen[e] && lower(m, e) == v))
        .collect();
    let mut excluded = taken;
    for &v in &s1 {
        excluded[v] = true;
    }
    for &v in &s1 {
        fix_lowest_partner(m, lex, v, &excluded)?;
        let e = partner_edge(m, lex, v).expect("an S1 player is paired");
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
    for e in m.incident(v) {
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
    for e in m.incident(v) {
        if m.is_bracket_edge(e) && lex.chosen[e] {
            lex.fix_edge(e, true);
        }
    }
    Ok(())
}

/// [`generation_order`] on a graph whose perfect matchings are exactly the
/// candidates equal on C.5-C.19 (dummy vertices, numbered after the bracket's
/// players, stand for "unpaired"): every step is a question of whether some
/// candidate is left with one more pair fixed. Returns the chosen edges, or
/// `None` when a step needs more than yes/no questions (an exchange, D.2) or
/// the MDPs paired are not the same in every candidate: the integer model
/// settles those.
pub fn exact_generation_order(m: &BracketModel, g: &mut CandidateGraph) -> Option<Vec<bool>> {
    let nb = m.bracket_size();
    if m.vertex_state.len() != nb {
        return None;
    }
    let s1_mdps = paired_mdps_in_order(m, g)?;
    // D.1 on S2 for the MDP-pairing.
    let mut taken = vec![false; nb];
    for &v in &s1_mdps {
        let r = fix_lowest_candidate_partner(g, v, |r| r > v && !taken[r])?;
        taken[v] = true;
        taken[r] = true;
    }
    // The remainder, from its original S1/S2: D.2.a finds no exchange needed
    // when some candidate pairs each original S1 player with a higher one.
    let in_remainder: Vec<bool> = (0..nb).map(|v| v >= m.mdps && !taken[v]).collect();
    let remainder: Vec<usize> = (0..nb).filter(|&v| in_remainder[v]).collect();
    let pairs = remainder
        .iter()
        .filter(|&&v| g.partner(v).is_some_and(|u| u > v && in_remainder[u]))
        .count();
    let in_s2: Vec<bool> = {
        let mut in_s2 = vec![false; nb];
        remainder[pairs..].iter().for_each(|&v| in_s2[v] = true);
        in_s2
    };
    let crosses = |a: usize, b: usize| b >= nb || !(in_remainder[a] && in_remainder[b] && in_s2[a]);
    if !g.try_restrict(crosses) {
        return None;
    }
    // D.1: transpositions of S2, in S1 order.
    let s1 = &remainder[..pairs];
    let mut excluded = taken;
    s1.iter().for_each(|&v| excluded[v] = true);
    for &v in s1 {
        let r = fix_lowest_candidate_partner(g, v, |r| r > v && !excluded[r])?;
        excluded[r] = true;
    }
    Some(g.chosen(m.edges.len()))
}

/// D.3: the MDPs paired, lowest BSNs first, each kept paired from then on.
/// `None` unless the MDPs after the last one chosen float in every candidate.
fn paired_mdps_in_order(m: &BracketModel, g: &mut CandidateGraph) -> Option<Vec<usize>> {
    let nb = m.bracket_size();
    let count = (0..m.mdps).filter(|&v| g.partner(v).is_some()).count();
    let mut s1_mdps = Vec::new();
    let mut v = 0;
    while s1_mdps.len() < count && v < m.mdps {
        // Keeping v paired = taking away his pairs with a dummy vertex.
        if g.try_restrict(|a, b| !(a == v && b >= nb)) {
            s1_mdps.push(v);
        }
        v += 1;
    }
    for w in v..m.mdps {
        if g.clone().try_restrict(|a, b| !(a == w && b >= nb)) {
            return None;
        }
    }
    Some(s1_mdps)
}

/// Pairs `v` with the lowest-BSN player `allowed` that some candidate left
/// pairs with him.
fn fix_lowest_candidate_partner(
    g: &mut CandidateGraph,
    v: usize,
    allowed: impl Fn(usize) -> bool,
) -> Option<usize> {
    g.neighbours(v)
        .into_iter()
        .filter(|&r| allowed(r))
        .find(|&r| g.try_pair(v, r))
}

/// The first candidate of the generation order that satisfies C.1-C.3 with
/// MaxPairs pairs, ignoring the quality criteria: S1[i] takes the lowest S2
/// player that still lets the rest of S1 be paired (B.3, then D.1). Serves
/// as the solver's starting point; when it reaches every bound, no solve is
/// needed at all. Only for homogeneous brackets without exchange.
pub fn first_legal_candidate(m: &BracketModel) -> Option<Vec<bool>> {
    if m.mdps > 0 || m.completes_the_round() {
        return None;
    }
    let n1 = m.known_pairs?;
    let nb = m.bracket_size();
    let mut edge_of = vec![vec![None; nb]; n1];
    for (e, &(a, b)) in m.edges.iter().enumerate() {
        if m.is_bracket_edge(e) && a < n1 && b >= n1 {
            edge_of[a][b] = Some(e);
        }
    }
    let pairs = first_legal_pairs(n1, nb, |i, j| edge_of[i][j].is_some())?;
    let mut chosen = vec![false; m.edges.len()];
    for (i, j) in pairs {
        chosen[edge_of[i][j]?] = true;
    }
    Some(chosen)
}

/// [`first_legal_pairs`] of the homogeneous bracket of `players` with
/// `pairs` pairs, from their compatibility in the round (2017 and 2026 start
/// a homogeneous bracket from S1 against S2 alike).
pub fn first_legal_pairs_of(
    ctx: &RoundContext,
    players: &[usize],
    pairs: usize,
) -> Option<Vec<(usize, usize)>> {
    first_legal_pairs(pairs, players.len(), |i, j| {
        ctx.compatible(players[i], players[j])
    })
}

/// The pairs of [`first_legal_candidate`] in a homogeneous bracket of `nb`
/// players with `n1` pairs, `compatible` telling which bracket positions
/// (S1 first) may meet: S1 = the first `n1`, each taking the lowest S2
/// player that still lets the rest of S1 be paired. `None` when S1 cannot
/// be paired whole.
pub fn first_legal_pairs(
    n1: usize,
    nb: usize,
    compatible: impl Fn(usize, usize) -> bool,
) -> Option<Vec<(usize, usize)>> {
    // S2 player r of the matching is the bracket's player n1 + r.
    let adjacent = |i: usize, r: usize| compatible(i, n1 + r);
    let mut assign = Bipartite::new(n1, nb.checked_sub(n1)?);
    // Any maximum matching will do as the start; the free partners first
    // spare the augmenting paths in dense brackets.
    for i in 0..n1 {
        if !assign.take_free(i, &adjacent) && !assign.augment(i, &adjacent) {
            return None;
        }
    }
    for i in 0..n1 {
        let chosen = (0..nb - n1)
            .find(|&r| !assign.held(r) && adjacent(i, r) && assign.try_move(i, r, &adjacent));
        chosen?;
        assign.fix(i);
    }
    (0..n1)
        .map(|i| Some((i, n1 + assign.partner(i)?)))
        .collect()
}
