//! How a bracket's lexicographic problem is solved: exact combinatorial
//! methods first, HiGHS where they cannot settle a level; or, for a second
//! opinion, HiGHS for every level.
//!
//! The exact path (the solver notes' shortcut): with the first `P` players
//! as one side and the others as the other, the model is a bipartite
//! assignment whose lexicographic optimum is computed exactly
//! ([`LexAssignment`]). Its values are then proved optimal for the whole
//! model, level by level, by the relaxation of the general model: exactly as
//! far as the combinatorial relaxation reaches ([`exact_proof`]), then by
//! HiGHS's LP. From the first level where that proof fails, HiGHS solves the
//! integer program, starting from the bipartite answer.

use super::assignment::LexAssignment;
use super::candidates::CandidateGraph;
use super::driver::relaxation_bound;
use super::{Constraint, Lexicographic, LinearForm, MatchingModel, Relation, SolveError};
use crate::trace::trace;
use std::time::Duration;

/// Which solver settles a bracket's levels.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Solver {
    /// Exact combinatorial methods first, HiGHS where they cannot prove a level.
    #[default]
    Exact,
    /// HiGHS's integer program for every level and every step of the order.
    Highs,
}

impl Solver {
    /// Longest a single HiGHS solve may run before the pairing is given up.
    /// The second opinion gets longer: with presolve off (see the driver),
    /// HiGHS needs tens of seconds on a large first round, and a busy
    /// machine stretches that, while giving up would leave the round
    /// without the opinion it was asked for.
    pub fn time_limit(self) -> Duration {
        match self {
            Solver::Exact => Duration::from_secs(120),
            Solver::Highs => Duration::from_secs(1800),
        }
    }
}

/// A bracket's problem as the strategy sees it.
pub struct Problem<'p> {
    /// The whole model, with the constraints of the bracket's role.
    pub general: &'p MatchingModel,
    /// The levels in order, each with a proven lower bound when known.
    pub levels: &'p [(LinearForm, Option<i64>)],
    /// The number of pairs every candidate makes, when known beforehand.
    pub known_pairs: Option<usize>,
    /// The side S1 of the bipartite restriction (the first `P` players, all
    /// paired against the others, by the general model's edges across),
    /// where it applies; taken once its optimum is known.
    pub bipartite: std::cell::Cell<Option<Vec<bool>>>,
    /// Whether the bipartite restriction's optimal candidates are all the
    /// candidates that matter for the order (else the relaxation's are).
    pub bipartite_orders: bool,
    /// A feasible starting candidate, if one is known; asked for only when
    /// the integer model starts without the bipartite answer.
    pub start: Box<dyn Fn() -> Option<Vec<bool>> + 'p>,
    pub time_limit: Duration,
    /// How many LP relaxations HiGHS solved to prove levels.
    pub lp_proofs: std::cell::Cell<u64>,
}

/// Where the levels leave the bracket: the graph of the optimal candidates
/// (for the order to be settled combinatorially, with the integer model to
/// fall back on), or only the integer model.
pub enum Settled<'p> {
    Candidates {
        graph: CandidateGraph,
        fallback: Fallback<'p>,
    },
    Integer(Lexicographic),
}

/// The integer model with every level's optimum fixed, built only when the
/// candidates' graph cannot settle the order.
pub struct Fallback<'p> {
    general: &'p MatchingModel,
    /// The levels and their proved optima, fixed only when the model is
    /// built (constraints over every pair are as large as the levels).
    levels: &'p [(LinearForm, Option<i64>)],
    optima: Vec<i64>,
    start: Vec<bool>,
    time_limit: Duration,
}

impl Fallback<'_> {
    pub fn integer(self) -> Result<Lexicographic, SolveError> {
        let mut model = self.general.clone();
        model
            .constraints
            .extend(proved(self.levels, &self.optima, self.levels.len()));
        start_from(model, Some(self.start), self.time_limit)
    }
}

/// An integer model starting from `start` when it is feasible.
fn start_from(
    model: MatchingModel,
    start: Option<Vec<bool>>,
    time_limit: Duration,
) -> Result<Lexicographic, SolveError> {
    match start.filter(|c| model.is_feasible(c)) {
        Some(chosen) => Ok(Lexicographic::with_incumbent(model, chosen, time_limit)),
        None => Lexicographic::new(model, time_limit),
    }
}

/// The optimum of every level, and what is left for the generation order.
pub fn solve<'p>(
    problem: &Problem<'p>,
    solver: Solver,
) -> Result<(Settled<'p>, Vec<i64>), SolveError> {
    match solver {
        Solver::Highs => {
            let mut lex = Lexicographic::new(problem.general.clone(), problem.time_limit)?
                .every_level_solved();
            let optima = lex.minimise_all(problem.levels)?;
            Ok((Settled::Integer(lex), optima))
        }
        Solver::Exact => exact_first(problem),
    }
}

fn exact_first<'p>(p: &Problem<'p>) -> Result<(Settled<'p>, Vec<i64>), SolveError> {
    let with_levels = |fixed: &[Constraint]| {
        let mut general = p.general.clone();
        general.constraints.extend_from_slice(fixed);
        general
    };
    let integer = |start: Option<Vec<bool>>, fixed: &[Constraint]| {
        start_from(with_levels(fixed), start, p.time_limit)
    };
    let bipartite = p.bipartite.take().and_then(|s1| {
        let mut lex = LexAssignment::saturating(p.general, &s1)?;
        let optima = lex.minimise_all(p.levels.iter().map(|(f, _)| f))?;
        Some((lex, optima))
    });
    let Some((bipartite, optima)) = bipartite else {
        trace(|| "integer model: no bipartite start".into());
        let mut lex = integer((p.start)(), &[])?;
        let optima = lex.minimise_all(p.levels)?;
        return Ok((Settled::Integer(lex), optima));
    };
    // The bipartite answer is kept as its candidate's pairs only, unless its
    // graph is wanted: the relaxation is as large again.
    let start_pairs: Vec<usize> = (bipartite.chosen().iter().enumerate())
        .filter_map(|(e, &chosen)| chosen.then_some(e))
        .collect();
    let bipartite = p.bipartite_orders.then_some(bipartite);
    let (exact, relaxed_candidates) =
        exact_proof(p, &optima, relaxation_needed(p, &optima), &start_pairs);
    let mut start = vec![false; p.general.edges.len()];
    start_pairs.into_iter().for_each(|e| start[e] = true);
    for (k, (level, &value)) in p.levels.iter().zip(&optima).enumerate().skip(exact) {
        let form = &level.0;
        if !proved_by_bound(level, value)
            && !lp_proves(p, &proved(p.levels, &optima, k), form, value)?
        {
            trace(|| format!("integer model: level {k} not proved"));
            let mut lex = integer(Some(start), &proved(p.levels, &optima, k))?;
            let mut rest = optima[..k].to_vec();
            rest.extend(lex.minimise_all(&p.levels[k..])?);
            return Ok((Settled::Integer(lex), rest));
        }
    }
    let fallback = Fallback {
        general: p.general,
        levels: p.levels,
        optima: optima.clone(),
        start,
        time_limit: p.time_limit,
    };
    let candidates = match bipartite {
        Some(bipartite) => bipartite.candidates(p.general, &[]),
        None => relaxed_candidates,
    };
    Ok(match candidates {
        Some(graph) => (Settled::Candidates { graph, fallback }, optima),
        None => {
            trace(|| {
                format!(
                    "integer model for the order: {exact} of {} levels proved exactly",
                    p.levels.len()
                )
            });
            (Settled::Integer(fallback.integer()?), optima)
        }
    })
}

/// Whether HiGHS's LP, with the levels `proved` so far fixed, proves that
/// nothing goes below `value` on `form`.
fn lp_proves(
    p: &Problem,
    proved: &[Constraint],
    form: &LinearForm,
    value: i64,
) -> Result<bool, SolveError> {
    let mut relaxed = p.general.clone();
    relaxed.constraints.extend_from_slice(proved);
    p.lp_proofs.set(p.lp_proofs.get() + 1);
    let lower = match relaxation_bound(&relaxed, form, p.time_limit) {
        Ok(lower) => lower,
        Err(SolveError::Solver(_) | SolveError::Fractional) => f64::NEG_INFINITY,
        Err(e) => return Err(e),
    };
    Ok(lower != f64::NEG_INFINITY && ((lower - 1e-6).ceil() as i64) >= value)
}

/// The first `k` levels fixed at their optima.
fn proved(levels: &[(LinearForm, Option<i64>)], optima: &[i64], k: usize) -> Vec<Constraint> {
    levels[..k]
        .iter()
        .zip(optima)
        .map(|((form, _), &value)| equal(form, value))
        .collect()
}

fn equal(form: &LinearForm, value: i64) -> Constraint {
    Constraint {
        form: form.clone(),
        relation: Relation::Equal,
        rhs: value,
    }
}

/// Whether the bipartite optimum `value` of a level is proved by the level
/// alone: it is constant, or its proven lower bound reaches it.
fn proved_by_bound((form, bound): &(LinearForm, Option<i64>), value: i64) -> bool {
    form.is_constant() || bound.is_some_and(|b| value <= b)
}

/// How many leading levels the relaxation has to go through. Every level,
/// when its optimal candidates are the ones to order; otherwise it only
/// proves values, and the levels after the last one its bound does not
/// prove are proved by their bounds (a bound holds over every candidate, so
/// over those optimal on the levels before it too).
fn relaxation_needed(p: &Problem, optima: &[i64]) -> usize {
    if !p.bipartite_orders {
        return p.levels.len();
    }
    (0..p.levels.len())
        .rev()
        .find(|&k| !proved_by_bound(&p.levels[k], optima[k]))
        .map_or(0, |k| k + 1)
}

/// How many of the `needed` leading levels the exact relaxation of the
/// general model proves (its lexicographic optimum, with the known number
/// of pairs, equals the bipartite one), and when it proves them all and they
/// are all the levels, the graph of the candidates: every integral matching
/// of the relaxation's optimal face is one, and nothing else is (see
/// [`LexAssignment::relaxation`]).
/// The graph starts from `start`, the bipartite optimum's chosen edges.
fn exact_proof(
    p: &Problem,
    optima: &[i64],
    needed: usize,
    start: &[usize],
) -> (usize, Option<CandidateGraph>) {
    if needed == 0 {
        return (0, None);
    }
    let Some(mut relaxation) = p
        .known_pairs
        .and_then(|pairs| LexAssignment::relaxation(p.general, pairs))
    else {
        return (0, None);
    };
    for (k, ((form, _), &value)) in p.levels.iter().zip(optima).enumerate().take(needed) {
        // The relaxation's optimum, doubled, against the bipartite value.
        if relaxation.minimise(form) != Some(2 * value) {
            return (k, None);
        }
    }
    if needed < p.levels.len() {
        return (needed, None);
    }
    (p.levels.len(), relaxation.candidates(p.general, start))
}
