//! The certificate of one judged bracket (see [`crate::certificate`]): the
//! model as the verifier judged it, each level's linear form and value under
//! test, and the evidence: the better candidate SAT found, a Tutte-Berge
//! barrier where the number of pairs under test is a maximum matching of
//! the bracket, else the method that proved the level, claimed.

use super::bounds::{Bounds, PairsBy, Scope};
use super::edmonds::MatchingProof;
use super::encoding::Refutation;
use super::levels::{DualChain, Judgement};
use crate::certificate::{
    self, BracketCertificate, DualStep, Edge, Evidence, LevelCertificate, MatchingDual,
    RelaxationChain, RelaxationScope, Row, Wide,
};
use crate::engine::bracket::{BracketModel, EdgeKind, Role};
use crate::engine::criteria::{Level, LevelKind};
use crate::solver::matching::matching_size;
use crate::solver::model::Relation;
use crate::solver::MatchingModel;

/// What the verifier knows of one bracket when it has judged it.
pub struct Judged<'a> {
    pub index: usize,
    pub model: &'a MatchingModel,
    pub quality: &'a [Level],
    pub values: &'a [i64],
    pub tested: &'a [bool],
    /// The pairing under test completed below the bracket at its best: it
    /// reaches every value under test.
    pub completed: &'a [bool],
    /// Levels proved by a bound before any SAT question.
    pub proved: &'a [bool],
    /// The relaxations' proofs, with their duals.
    pub bounds: &'a Bounds,
    /// The matching duals that proved levels before SAT was asked.
    pub duals: &'a [Option<MatchingProof>],
    /// The refutations of the SAT questions that proved levels.
    pub refutations: &'a [Option<Refutation>],
    pub judgement: &'a Judgement,
}

/// The bracket's certificate; `None` when the model's edges are not the bracket's.
pub fn bracket(m: &BracketModel, j: &Judged) -> Option<BracketCertificate> {
    if j.model.edges != m.edges || m.kinds.len() != m.edges.len() {
        return None;
    }
    let id = |v: &Option<usize>| v.map_or(0, |s| m.states[s].id);
    let edges = m
        .edges
        .iter()
        .zip(&m.kinds)
        .map(|(&(a, b), kind)| Edge {
            a,
            b,
            kind: kind_word(*kind).to_string(),
        })
        .collect();
    let (better, undecided) = match j.judgement {
        Judgement::Better(b) => (Some(b), None),
        Judgement::Undecided { level } => (None, Some(*level)),
        Judgement::Optimal => (None, None),
    };
    let tested_pairs = j
        .tested
        .iter()
        .zip(&m.kinds)
        .filter(|(t, k)| **t && **k == EdgeKind::Bracket)
        .count();
    let levels: Vec<LevelCertificate> = j
        .quality
        .iter()
        .enumerate()
        .map(|(l, level)| {
            let evidence = match (better, undecided) {
                (Some(b), _) if l == b.level => Evidence::Candidate {
                    edges: chosen(&b.chosen),
                    value: b.better,
                },
                (Some(b), _) if l > b.level => Evidence::NotReached,
                (_, Some(u)) if l >= u => Evidence::Claimed {
                    method: "undecided: the SAT effort budget ran out".into(),
                },
                _ => barrier(m, level, tested_pairs)
                    .or_else(|| following_barrier(m, j, l))
                    .or_else(|| {
                        j.bounds.evidence[l]
                            .map(|(chain, step)| Evidence::Relaxation { chain, step })
                    })
                    .or_else(|| {
                        j.refutations[l].as_ref().map(|r| Evidence::Unsat {
                            cnf: r.cnf.clone(),
                            drat: r.drat.clone(),
                        })
                    })
                    .or_else(|| by_matching_dual(m, j, l))
                    .unwrap_or_else(|| Evidence::Claimed {
                        method: method(j.proved[l]).into(),
                    }),
            };
            LevelCertificate {
                paragraph: level.criterion.paragraph.to_string(),
                measure: level.criterion.measure.to_string(),
                kind: match level.kind {
                    LevelKind::MaxPairs => "max-pairs",
                    LevelKind::NextBracket => "next-bracket",
                    LevelKind::Other => "other",
                }
                .to_string(),
                constant: level.form.constant,
                terms: level.form.terms.to_vec(),
                tested: j.values[l],
                evidence,
            }
        })
        .collect();
    let relaxations = reached_steps(&levels, j.bounds.chains.iter().map(relaxation_chain));
    Some(BracketCertificate {
        bracket: j.index + 1,
        role: role_word(&m.role).to_string(),
        vertices: m.vertex_state.iter().map(id).collect(),
        own: m.players.len(),
        edges,
        must_match: (0..j.model.vertices)
            .filter(|&v| j.model.must_match[v])
            .collect(),
        fixed: j
            .model
            .fixed
            .iter()
            .enumerate()
            .filter_map(|(e, f)| f.map(|f| (e, f)))
            .collect(),
        rows: j.model.constraints.iter().map(row).collect(),
        tested_edges: chosen(j.tested),
        tested_below: (0..m.edges.len())
            .filter(|&e| j.completed[e] && m.kinds[e] != EdgeKind::Bracket)
            .collect(),
        levels,
        verdict: match (better, undecided) {
            (Some(_), _) => "suboptimal",
            (_, Some(_)) => "undecided",
            _ => "optimal",
        }
        .to_string(),
        relaxations,
    })
}

/// Each chain up to the last step some level's `relaxation` evidence
/// reaches (none where no level uses it): the checker refuses steps no
/// evidence reaches, which it would otherwise not read.
fn reached_steps(
    levels: &[LevelCertificate],
    chains: impl Iterator<Item = RelaxationChain>,
) -> Vec<RelaxationChain> {
    chains
        .enumerate()
        .map(|(c, mut chain)| {
            let reached = levels
                .iter()
                .filter_map(|l| match l.evidence {
                    Evidence::Relaxation { chain, step } if chain == c => Some(step + 1),
                    _ => None,
                })
                .max()
                .unwrap_or(0);
            chain.steps.truncate(reached);
            chain
        })
        .collect()
}

/// Level `l` proved by an optimal dual of the perfect matching polytope:
/// the one found before SAT, else sought now.
fn by_matching_dual(m: &BracketModel, j: &Judged, l: usize) -> Option<Evidence> {
    let proof = match &j.duals[l] {
        Some(proof) => proof.clone(),
        None => super::edmonds::prove(m, j.model, &j.bounds.attempts, j.quality, j.values, l)?,
    };
    Some(Evidence::Matching {
        dual: MatchingDual {
            scope: relaxation_scope(&proof.scope),
            levels: proof
                .levels
                .into_iter()
                .map(|(j, w)| (j, Wide(w)))
                .collect(),
            potentials: proof.dual.potentials.into_iter().map(Wide).collect(),
            odd_sets: proof
                .dual
                .odd_sets
                .into_iter()
                .map(|(set, z)| (set, Wide(z)))
                .collect(),
        },
    })
}

fn relaxation_chain((scope, chain): &(Scope, DualChain)) -> RelaxationChain {
    RelaxationChain {
        scope: relaxation_scope(scope),
        steps: chain
            .steps
            .iter()
            .map(|(level, p)| DualStep {
                level: *level,
                rows: p.rows.clone(),
                cols: p.cols.clone(),
            })
            .collect(),
    }
}

fn relaxation_scope(scope: &Scope) -> RelaxationScope {
    RelaxationScope {
        edges: if scope.bracket_only { "bracket" } else { "all" }.to_string(),
        must_match: scope.must_match,
        pairs: scope.pairs,
        pairs_by: match &scope.pairs_by {
            PairsBy::Level(level) => certificate::PairsBy::Level { level: *level },
            PairsBy::Row(row) => certificate::PairsBy::Row { row: *row },
            PairsBy::Everybody => certificate::PairsBy::Everybody,
            PairsBy::Levels { own, following } => certificate::PairsBy::Levels {
                own: *own,
                following: *following,
            },
            PairsBy::Trusted(reason) => certificate::PairsBy::Trusted {
                reason: reason.to_string(),
            },
        },
    }
}

fn chosen(edges: &[bool]) -> Vec<usize> {
    (0..edges.len()).filter(|&e| edges[e]).collect()
}

fn method(by_bound: bool) -> &'static str {
    if by_bound {
        "a bound: the relaxation, a maximum or least-cost matching (no evidence written yet)"
    } else {
        "SAT: the question was unsatisfiable (no proof written yet)"
    }
}

fn row(c: &crate::solver::model::Constraint) -> Row {
    let rhs = c.rhs - c.form.constant;
    let (lower, upper) = match c.relation {
        Relation::AtMost => (None, Some(rhs)),
        Relation::Equal => (Some(rhs), Some(rhs)),
        Relation::AtLeast => (Some(rhs), None),
    };
    Row {
        terms: c.form.terms.to_vec(),
        lower,
        upper,
    }
}

fn kind_word(kind: EdgeKind) -> &'static str {
    match kind {
        EdgeKind::Bracket => "bracket",
        EdgeKind::Next => "next",
        EdgeKind::Completion => "completion",
        EdgeKind::Bye => "bye",
    }
}

fn role_word(role: &Role) -> &'static str {
    match role {
        Role::Normal { .. } => "normal",
        Role::FloaterCosts { .. } => "floater-costs",
        Role::AdjacentOpponents { .. } => "adjacent-opponents",
        Role::Penultimate { .. } => "penultimate",
        Role::Completion { .. } => "completion",
        Role::Last => "last",
    }
}

/// A Tutte-Berge barrier for a level that is minus the bracket's own pairs,
/// when the pairs under test are a maximum matching of the bracket: the
/// Edmonds-Gallai set A (the neighbours of the vertices some maximum
/// matching leaves out, D, not in D themselves).
fn barrier(m: &BracketModel, level: &Level, tested_pairs: usize) -> Option<Evidence> {
    if level.kind != LevelKind::MaxPairs || level.form.constant != 0 {
        return None;
    }
    let own = m.players.len();
    let bracket: Vec<usize> = (0..m.edges.len())
        .filter(|&e| m.kinds[e] == EdgeKind::Bracket)
        .collect();
    let mut form: Vec<(usize, i64)> = level.form.terms.to_vec();
    form.sort_unstable();
    if form != bracket.iter().map(|&e| (e, -1)).collect::<Vec<_>>() {
        return None;
    }
    let graph = |without: Option<usize>| {
        let mut adj = vec![Vec::new(); own];
        for &e in &bracket {
            let (a, b) = m.edges[e];
            if Some(a) != without && Some(b) != without {
                adj[a].push(b);
                adj[b].push(a);
            }
        }
        adj
    };
    let full = graph(None);
    let nu = matching_size(&full);
    if nu != tested_pairs {
        return None;
    }
    let left_out: Vec<bool> = (0..own)
        .map(|v| matching_size(&graph(Some(v))) == nu)
        .collect();
    let set: Vec<usize> = (0..own)
        .filter(|&v| !left_out[v] && full[v].iter().any(|&w| left_out[w]))
        .collect();
    let odd = odd_components(&full, &set);
    let pairs = (own + set.len()).checked_sub(odd)? / 2;
    (pairs == nu).then_some(Evidence::Barrier { set, odd, pairs })
}

/// For the look-ahead's first measure (two per pair below, one for the
/// bye): the Gallai-Edmonds barrier of the players by the bracket's and the
/// following bracket's edges, when the bound it gives (see
/// `certificate/following.rs`) reaches the value under test.
fn following_barrier(m: &BracketModel, j: &Judged, l: usize) -> Option<Evidence> {
    let first = j
        .quality
        .iter()
        .position(|q| q.kind == LevelKind::NextBracket);
    if first != Some(l) {
        return None;
    }
    let usable = |e: usize| j.model.fixed[e] != Some(false);
    let mut coefficient = vec![0i64; m.edges.len()];
    for (e, c) in &j.quality[l].form.terms {
        coefficient[e] += c;
    }
    let settles = (0..m.edges.len()).all(|e| {
        !usable(e)
            || coefficient[e]
                == match m.kinds[e] {
                    EdgeKind::Next => -2,
                    EdgeKind::Bye => -1,
                    _ => 0,
                }
    });
    if j.quality[l].form.constant != 0 || !settles {
        return None;
    }
    let n = m.vertex_state.len();
    let mut adj = vec![Vec::new(); n];
    for (e, &(a, b)) in m.edges.iter().enumerate() {
        if usable(e) && matches!(m.kinds[e], EdgeKind::Bracket | EdgeKind::Next) {
            adj[a].push(b);
            adj[b].push(a);
        }
    }
    let set = crate::solver::matching::tutte_barrier(&adj).map_or(Vec::new(), |b| b.barrier);
    let players = m.vertex_state.iter().flatten().count();
    let odd = odd_components(&adj, &set) - m.vertex_state.iter().filter(|v| v.is_none()).count();
    let pairs = (players + set.len()).checked_sub(odd)? / 2;
    let own = j
        .tested
        .iter()
        .zip(&m.kinds)
        .filter(|(t, k)| **t && **k == EdgeKind::Bracket)
        .count();
    let bye = (0..m.edges.len()).any(|e| usable(e) && m.kinds[e] == EdgeKind::Bye);
    let most = (players.checked_sub(2 * own)?).min(2 * pairs.checked_sub(own)? + usize::from(bye));
    (-(most as i64) >= j.values[l]).then_some(Evidence::FollowingBracket { set, odd, pairs })
}

fn odd_components(adj: &[Vec<usize>], removed: &[usize]) -> usize {
    let mut seen = vec![false; adj.len()];
    removed.iter().for_each(|&v| seen[v] = true);
    let mut odd = 0;
    for start in 0..adj.len() {
        if seen[start] {
            continue;
        }
        seen[start] = true;
        let (mut stack, mut size) = (vec![start], 0);
        while let Some(v) = stack.pop() {
            size += 1;
            for &w in &adj[v] {
                if !seen[w] {
                    seen[w] = true;
                    stack.push(w);
                }
            }
        }
        odd += size % 2;
    }
    odd
}
