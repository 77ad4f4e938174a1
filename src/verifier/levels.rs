//! Lexicographic questions about a matching model, answered by SAT:
//! "is there a candidate equal on the first k-1 levels and strictly better on
//! level k?" and "what is the lexicographic minimum once some edges are fixed?".
//! Generic over any system whose criteria are integer linear forms.

use super::encoding::{Answer, Cnf, EncodedMatching, Sum};
use crate::solver::assignment::LexAssignment;
use crate::solver::{LinearForm, MatchingModel};
use crate::trace::trace;

/// One quality level: the form to minimise and, when known, a proven lower
/// bound (a value at the bound needs no SAT call).
#[derive(Debug, Clone)]
pub struct LevelSpec {
    pub form: LinearForm,
    pub bound: Option<i64>,
}

/// A candidate strictly better than the one under test.
#[derive(Debug, Clone)]
pub struct Better {
    pub level: usize,
    pub tested: i64,
    pub better: i64,
    pub chosen: Vec<bool>,
}

/// How many SAT calls a question took (for reports and benchmarks).
#[derive(Debug, Clone, Copy, Default)]
pub struct Effort {
    pub sat_calls: u64,
}

/// The answer to "is some candidate lexicographically better?".
#[derive(Debug, Clone)]
pub enum Judgement {
    /// Every question was unsatisfiable: the values under test are optimal.
    Optimal,
    Better(Better),
    /// The SAT effort budget ran out on this level.
    Undecided { level: usize },
}

/// One model's CNF with the levels settled so far: each question adds the
/// equalities of the earlier levels to its own bound as assumptions, so the
/// solver keeps what it learnt from one level to the next.
struct Questions<'m> {
    model: &'m MatchingModel,
    cnf: Cnf,
    enc: EncodedMatching,
    settled: Vec<varisat::Lit>,
}

impl<'m> Questions<'m> {
    fn new(model: &'m MatchingModel) -> Questions<'m> {
        let mut cnf = Cnf::new();
        let enc = EncodedMatching::encode(&mut cnf, model, &[]);
        Questions {
            model,
            cnf,
            enc,
            settled: Vec::new(),
        }
    }

    /// The counter of a level, exact up to `cap`.
    fn counter(&mut self, form: &LinearForm, cap: i64) -> Sum {
        Sum::build(&mut self.cnf, self.model, &self.enc.edges, form, cap)
    }

    /// Is there a candidate equal on the settled levels with `sum` below `value`?
    fn below(&mut self, sum: &Sum, value: i64, effort: &mut Effort) -> Answer {
        let mut assumptions = self.settled.clone();
        assumptions.extend(sum.at_most(&self.cnf, value - 1));
        effort.sat_calls += 1;
        crate::solver::calls::sat();
        self.cnf.solve(&assumptions)
    }

    /// Fixes a level at `value` for the questions that follow.
    fn settle(&mut self, sum: &Sum, value: i64) {
        self.settled.extend(sum.equal(&self.cnf, value));
    }
}

/// The first level on which some feasible candidate of `model` beats the
/// values `tested` while equalling them on every level before.
pub fn first_better(
    model: &MatchingModel,
    levels: &[LevelSpec],
    tested: &[i64],
    proved: &[bool],
    effort: &mut Effort,
) -> Judgement {
    first_better_or_equals(model, levels, tested, proved, &[], effort).0
}

/// [`first_better`]; when the values under test are optimal, also other
/// candidates equal to them on every level, asked of the same settled
/// questions: for each edge of `avoid`, one that leaves that edge out
/// (`Ok(None)` when none does), or `Err(())` when the SAT effort budget ran
/// out on it.
pub fn first_better_or_equals(
    model: &MatchingModel,
    levels: &[LevelSpec],
    tested: &[i64],
    proved: &[bool],
    avoid: &[usize],
    effort: &mut Effort,
) -> (Judgement, Vec<Result<Option<Vec<bool>>, ()>>) {
    let mut q = Questions::new(model);
    for (k, (level, &t)) in levels.iter().zip(tested).enumerate() {
        let sum = q.counter(&level.form, t + 1);
        let at_bound = level.bound.is_some_and(|b| t <= b) || proved.get(k) == Some(&true);
        if !at_bound && !level.form.is_constant() {
            trace(|| format!("better: level {k} below {t}? ({} terms)", level.form.terms.len()));
            match q.below(&sum, t, effort) {
                Answer::Sat(m) => {
                    let chosen = q.enc.chosen(&m);
                    let better = Better {
                        level: k,
                        tested: t,
                        better: level.form.value(&chosen),
                        chosen,
                    };
                    return (Judgement::Better(better), Vec::new());
                }
                Answer::Unsat => {}
                Answer::Unknown => return (Judgement::Undecided { level: k }, Vec::new()),
            }
        }
        q.settle(&sum, t);
    }
    let equals = avoid
        .iter()
        .map(|&e| {
            let mut assumptions = q.settled.clone();
            assumptions.push(!q.enc.edges[e]);
            effort.sat_calls += 1;
            crate::solver::calls::sat();
            match q.cnf.solve(&assumptions) {
                Answer::Sat(m) => Ok(Some(q.enc.chosen(&m))),
                Answer::Unsat => Ok(None),
                Answer::Unknown => Err(()),
            }
        })
        .collect();
    (Judgement::Optimal, equals)
}

/// The lexicographic minimum of `levels` over the feasible matchings of
/// `model`, starting from `start` when it is feasible; also returns the
/// matching reaching it. `Ok(None)` when the SAT effort budget ran out.
pub fn lexicographic_minimum(
    model: &MatchingModel,
    levels: &[LevelSpec],
    start: Option<Vec<bool>>,
    pairs: Option<usize>,
    effort: &mut Effort,
) -> Result<Option<(Vec<i64>, Vec<bool>)>, String> {
    lexicographic_minimum_with(model, levels, start, pairs, effort, &|_, _| None)
}

/// [`lexicographic_minimum`], with `bound(k, values)` a proven lower bound
/// of level `k` over the matchings equal to `values` on the levels before
/// it, where one is known (a level at its bound needs no SAT call).
pub fn lexicographic_minimum_with(
    model: &MatchingModel,
    levels: &[LevelSpec],
    start: Option<Vec<bool>>,
    pairs: Option<usize>,
    effort: &mut Effort,
    bound: &dyn Fn(usize, &[i64]) -> Option<i64>,
) -> Result<Option<(Vec<i64>, Vec<bool>)>, String> {
    let mut relaxation = Relaxation::new(model, pairs);
    let decided = |form: &LinearForm| form.terms.iter().all(|&(e, _)| model.fixed[e].is_some());
    let mut q = Questions::new(model);
    let mut current = match start.filter(|s| model.is_feasible(s)) {
        Some(start) => start,
        None => {
            effort.sat_calls += 1;
            crate::solver::calls::sat();
            match q.cnf.solve(&[]) {
                Answer::Sat(m) => q.enc.chosen(&m),
                Answer::Unsat => return Err("the model has no feasible matching".into()),
                Answer::Unknown => return Ok(None),
            }
        }
    };
    let mut values = Vec::with_capacity(levels.len());
    for (k, level) in levels.iter().enumerate() {
        let mut value = level.form.value(&current);
        let sum = q.counter(&level.form, value + 1);
        let least = level.bound.into_iter().chain(bound(k, &values)).max();
        if !decided(&level.form) && !relaxation.proves(&level.form, value) {
            while !least.is_some_and(|b| value <= b) {
                trace(|| format!("minimum: level {} below {value}? ({} terms)", values.len(), level.form.terms.len()));
                match q.below(&sum, value, effort) {
                    Answer::Sat(m) => {
                        current = q.enc.chosen(&m);
                        value = level.form.value(&current);
                    }
                    Answer::Unsat => break,
                    Answer::Unknown => return Ok(None),
                }
            }
            relaxation.confirm(value);
        }
        q.settle(&sum, value);
        values.push(value);
    }
    Ok(Some((values, current)))
}

/// Lower bounds from the continuous relaxation of a model over matchings of
/// a given number of pairs (fractional matchings, solved exactly in integers
/// by [`LexAssignment`]), level after level. Where its optimum equals a
/// candidate's value, no candidate equal on the earlier levels does better:
/// the level is proved without SAT. This matters because a SAT solver needs
/// exponentially long proofs for the counting arguments (pigeonhole) that
/// the relaxation's duals give at once.
pub struct Relaxation {
    lex: Option<LexAssignment>,
    /// The relaxation's optimum of the last level it failed to prove (twice
    /// the fractional value), to see whether SAT confirmed it after all.
    pending: Option<i64>,
}

impl Relaxation {
    /// The relaxation of `model` with exactly `pairs` pairs; edges fixed in
    /// become the only edges of their two players, who must be paired.
    pub fn new(model: &MatchingModel, pairs: Option<usize>) -> Relaxation {
        let lex = pairs.and_then(|pairs| LexAssignment::relaxation(&without_fixed_in(model), pairs));
        Relaxation { lex, pending: None }
    }

    /// Whether `value` is proved optimal for `form`, given the earlier
    /// levels at the values this relaxation proved or was confirmed at.
    pub fn proves(&mut self, form: &LinearForm, value: i64) -> bool {
        let Some(lex) = &mut self.lex else { return false };
        match lex.minimise(form) {
            Some(r) if r == 2 * value => true,
            Some(r) => {
                self.pending = Some(r);
                false
            }
            None => {
                self.lex = None;
                false
            }
        }
    }

    /// After a level the relaxation did not prove, the value found otherwise:
    /// the relaxation goes on only if it agrees.
    pub fn confirm(&mut self, value: i64) {
        if self.pending.take().is_some_and(|r| r != 2 * value) {
            self.lex = None;
        }
    }

    /// Which of `levels` the relaxation proves at the values `values`, from
    /// the first until it first fails.
    pub fn proofs(self, levels: &[LevelSpec], values: &[i64]) -> Vec<bool> {
        self.proofs_skipping(levels, values, &vec![false; levels.len()])
    }

    /// As [`Self::proofs`], leaving out the levels marked in `skip`: the
    /// relaxation then ranges over more candidates, so what it proves for
    /// the others still holds.
    pub fn proofs_skipping(mut self, levels: &[LevelSpec], values: &[i64], skip: &[bool]) -> Vec<bool> {
        let Some(start) = self.lex.clone() else {
            return vec![false; levels.len()];
        };
        let mut proved = vec![false; levels.len()];
        for (k, (level, &v)) in levels.iter().zip(values).enumerate() {
            if skip[k] {
                continue;
            }
            if self.lex.is_none() {
                // A level the relaxation could not prove is left out: replay
                // the proved ones on a fresh relaxation, which then ranges
                // over more candidates, so its later proofs still hold.
                self.lex = Some(start.clone());
                for (j, earlier) in levels[..k].iter().enumerate() {
                    if proved[j] && !self.proves(&earlier.form, values[j]) {
                        self.lex = None;
                        break;
                    }
                }
            }
            proved[k] = self.lex.is_some() && self.proves(&level.form, v);
            if !proved[k] {
                self.lex = None;
            }
        }
        proved
    }
}

/// The same matchings without edges fixed in: such an edge is kept as the
/// only edge of its two players, who must then be paired.
fn without_fixed_in(model: &MatchingModel) -> MatchingModel {
    let mut m = model.clone();
    let incidence = model.incidence();
    for (e, &(a, b)) in model.edges.iter().enumerate() {
        if model.fixed[e] == Some(true) {
            for &other in incidence[a].iter().chain(&incidence[b]) {
                if other != e {
                    m.fixed[other] = Some(false);
                }
            }
            m.fixed[e] = None;
            m.must_match[a] = true;
            m.must_match[b] = true;
        }
    }
    m
}

