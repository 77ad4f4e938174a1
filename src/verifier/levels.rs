//! Lexicographic questions about a matching model, answered by SAT:
//! "is there a candidate equal on the first k-1 levels and strictly better on
//! level k?" and "what is the lexicographic minimum once some edges are fixed?".
//! Generic over any system whose criteria are integer linear forms.

use super::encoding::{Answer, Cnf, EncodedMatching, Refutation, Sum};
use crate::solver::assignment::{LexAssignment, Potentials};
use crate::solver::matching::{min_cost_matching, min_cost_perfect_matching};
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
    Undecided {
        level: usize,
    },
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
    fn new(model: &'m MatchingModel, record: bool) -> Questions<'m> {
        let mut cnf = if record { Cnf::recording() } else { Cnf::new() };
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
        let assumptions = self.below_assumptions(sum, value);
        effort.sat_calls += 1;
        crate::solver::calls::sat();
        self.cnf.solve(&assumptions)
    }

    fn below_assumptions(&self, sum: &Sum, value: i64) -> Vec<varisat::Lit> {
        let mut assumptions = self.settled.clone();
        assumptions.extend(sum.at_most(&self.cnf, value - 1));
        assumptions
    }

    /// Fixes a level at `value` for the questions that follow.
    fn settle(&mut self, sum: &Sum, value: i64) {
        self.settled.extend(sum.equal(&self.cnf, value));
    }
}

/// The first level on which some feasible candidate of `model` beats the
/// values `tested` while equalling them on every level before; when the
/// values under test are optimal, also other candidates equal to them on
/// every level, asked of the same settled questions: for each edge of
/// `avoid`, one that leaves that edge out (`Ok(None)` when none does), or
/// `Err(())` when the SAT effort budget ran out on it.
/// A candidate equal to the pairing under test on every level (`None`: none
/// exists), or `Err` when SAT's effort ran out.
pub type EqualAnswer = Result<Option<Vec<bool>>, ()>;

/// A lexicographic minimum: its values, level by level, and a candidate.
pub type Minimum = (Vec<i64>, Vec<bool>);

/// What [`first_better_or_equals`] found: the judgement, the answers for
/// the edges to avoid, and with `record`, each level's refutation where an
/// unsatisfiable question proved it.
pub struct Answers {
    pub judgement: Judgement,
    pub equals: Vec<EqualAnswer>,
    pub refutations: Vec<Option<Refutation>>,
}

impl Answers {
    /// A judgement reached without SAT: no answers, no refutations.
    pub fn of<T>(judgement: Judgement, levels: &[T]) -> Answers {
        Answers {
            judgement,
            equals: Vec::new(),
            refutations: vec![None; levels.len()],
        }
    }
}

pub fn first_better_or_equals(
    model: &MatchingModel,
    levels: &[LevelSpec],
    tested: &[i64],
    proved: &[bool],
    avoid: &[usize],
    effort: &mut Effort,
    record: bool,
) -> Answers {
    let mut refutations = vec![None; levels.len()];
    let mut q = Questions::new(model, record);
    for (k, (level, &t)) in levels.iter().zip(tested).enumerate() {
        let sum = q.counter(&level.form, t + 1);
        let at_bound = level.bound.is_some_and(|b| t <= b) || proved.get(k) == Some(&true);
        if !at_bound && !level.form.is_constant() {
            trace(|| {
                format!(
                    "better: level {k} below {t}? ({} terms)",
                    level.form.terms.len()
                )
            });
            match q.below(&sum, t, effort) {
                Answer::Sat(m) => {
                    let chosen = q.enc.chosen(&m);
                    let better = Better {
                        level: k,
                        tested: t,
                        better: level.form.value(&chosen),
                        chosen,
                    };
                    return Answers {
                        judgement: Judgement::Better(better),
                        equals: Vec::new(),
                        refutations,
                    };
                }
                Answer::Unsat if record => {
                    refutations[k] = q.cnf.refutation(&q.below_assumptions(&sum, t));
                }
                Answer::Unsat => {}
                Answer::Unknown => {
                    return Answers {
                        judgement: Judgement::Undecided { level: k },
                        equals: Vec::new(),
                        refutations,
                    }
                }
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
    Answers {
        judgement: Judgement::Optimal,
        equals,
        refutations,
    }
}

/// The lexicographic minimum of `levels` over the feasible matchings of
/// `model`, starting from `start` when it is feasible; also returns the
/// matching reaching it. `Ok(None)` when the SAT effort budget ran out.
/// `bound(k, values)` is a proven lower bound of level `k` over the
/// matchings equal to `values` on the levels before it, where one is known
/// (a level at its bound needs no SAT call).
pub fn lexicographic_minimum_with(
    model: &MatchingModel,
    levels: &[LevelSpec],
    start: Option<Vec<bool>>,
    pairs: Option<usize>,
    effort: &mut Effort,
    bound: &dyn Fn(usize, &[i64]) -> Option<i64>,
) -> Result<Option<Minimum>, String> {
    let mut relaxation = Relaxation::new(model, pairs);
    let decided = |form: &LinearForm| form.terms.iter().all(|(e, _)| model.fixed[e].is_some());
    let mut q = Questions::new(model, false);
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
            while least.is_none_or(|b| value > b) {
                trace(|| {
                    format!(
                        "minimum: level {} below {value}? ({} terms)",
                        values.len(),
                        level.form.terms.len()
                    )
                });
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
    /// The level of each minimisation of `lex` (`None`: the start).
    chain: Vec<Option<usize>>,
}

/// The duals behind levels the relaxation proved, for a certificate: one
/// chain of minimisations, each with its level (`None`: the start, which
/// only prunes the arcs no assignment uses) and its potentials.
#[derive(Debug, Clone, Default)]
pub struct DualChain {
    pub steps: Vec<(Option<usize>, Potentials)>,
}

/// What [`Relaxation::proofs_skipping`] proved: per level, whether, and
/// with recorded duals the chain and step that prove it.
#[derive(Debug, Clone, Default)]
pub struct RelaxationProofs {
    pub proved: Vec<bool>,
    pub chains: Vec<DualChain>,
    /// Per level: (chain, step) in `chains`.
    pub evidence: Vec<Option<(usize, usize)>>,
}

impl Relaxation {
    /// The relaxation of `model` with exactly `pairs` pairs; edges fixed in
    /// become the only edges of their two players, who must be paired.
    pub fn new(model: &MatchingModel, pairs: Option<usize>) -> Relaxation {
        Self::with(model, pairs, false)
    }

    /// [`Self::new`], keeping the duals of what it proves for a certificate.
    pub fn recorded(model: &MatchingModel, pairs: Option<usize>) -> Relaxation {
        Self::with(model, pairs, true)
    }

    fn with(model: &MatchingModel, pairs: Option<usize>, record: bool) -> Relaxation {
        let model = without_fixed_in(model);
        let lex = pairs.and_then(|pairs| match record {
            true => LexAssignment::relaxation_recorded(&model, pairs),
            false => LexAssignment::relaxation(&model, pairs),
        });
        Relaxation {
            lex,
            pending: None,
            chain: vec![None],
        }
    }

    /// Whether `value` is proved optimal for `form`, given the earlier
    /// levels at the values this relaxation proved or was confirmed at.
    pub fn proves(&mut self, form: &LinearForm, value: i64) -> bool {
        let Some(lex) = &mut self.lex else {
            return false;
        };
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
    pub fn proofs(self, levels: &[LevelSpec], values: &[i64]) -> RelaxationProofs {
        self.proofs_skipping(levels, values, &vec![false; levels.len()])
    }

    /// As [`Self::proofs`], leaving out the levels marked in `skip`: the
    /// relaxation then ranges over more candidates, so what it proves for
    /// the others still holds.
    pub fn proofs_skipping(
        mut self,
        levels: &[LevelSpec],
        values: &[i64],
        skip: &[bool],
    ) -> RelaxationProofs {
        let mut out = RelaxationProofs {
            proved: vec![false; levels.len()],
            chains: Vec::new(),
            evidence: vec![None; levels.len()],
        };
        let Some(start) = self.lex.clone() else {
            return out;
        };
        for (k, (level, &v)) in levels.iter().zip(values).enumerate() {
            if skip[k] {
                continue;
            }
            if self.lex.is_none() {
                // A level the relaxation could not prove is left out: replay
                // the proved ones on a fresh relaxation, which then ranges
                // over more candidates, so its later proofs still hold.
                self.lex = Some(start.clone());
                self.chain = vec![None];
                for (j, earlier) in levels[..k].iter().enumerate() {
                    if out.proved[j] && !self.proves_level(j, &earlier.form, values[j]) {
                        self.lex = None;
                        break;
                    }
                }
            }
            out.proved[k] = self.lex.is_some() && self.proves_level(k, &level.form, v);
            if out.proved[k] {
                out.evidence[k] = self.record_into(&mut out.chains);
            } else {
                self.lex = None;
            }
        }
        out
    }

    /// [`Self::proves`] for level `k`, which then joins the chain.
    fn proves_level(&mut self, k: usize, form: &LinearForm, value: i64) -> bool {
        let proved = self.proves(form, value);
        if proved {
            self.chain.push(Some(k));
        }
        proved
    }

    /// The current chain's duals, as the last of `chains` (added, or
    /// extended when it is the same chain): its index and last step.
    fn record_into(&self, chains: &mut Vec<DualChain>) -> Option<(usize, usize)> {
        let potentials = self.lex.as_ref()?.potentials()?;
        let steps: Vec<(Option<usize>, Potentials)> = self
            .chain
            .iter()
            .copied()
            .zip(potentials.iter().cloned())
            .collect();
        let extends = chains.last().is_some_and(|c| {
            c.steps.len() < steps.len()
                && c.steps
                    .iter()
                    .zip(&steps)
                    .all(|(a, b)| a.0 == b.0 && a.1 == b.1)
        });
        if extends {
            *chains.last_mut()? = DualChain { steps };
        } else {
            chains.push(DualChain { steps });
        }
        Some((chains.len() - 1, self.chain.len() - 1))
    }
}

/// A model in which every candidate equal on the levels before a level
/// marked in `levels` makes exactly `pairs` pairs (counted on the model's
/// edges): there the least value of that level over all the model's
/// matchings with `pairs` pairs bounds it. Dropping the earlier levels'
/// equalities only adds matchings, so the bound holds, and where it equals
/// the value under test the level is proved.
pub struct PairsScope {
    /// The model, kept only when small enough for the exact bound
    /// ([`MOST_EXACT_VERTICES`]): a large bracket's is not copied for nothing.
    model: Option<MatchingModel>,
    pairs: usize,
    levels: Vec<bool>,
}

impl PairsScope {
    pub fn new(model: &MatchingModel, pairs: usize, levels: Vec<bool>) -> PairsScope {
        let model = (model.vertices <= MOST_EXACT_VERTICES).then(|| model.clone());
        PairsScope {
            model,
            pairs,
            levels,
        }
    }
}

/// Largest model the exact bound is computed for: the blossom algorithm
/// grows as `n^2 m` in its vertices (and dummies), thrice per level.
const MOST_EXACT_VERTICES: usize = 200;

/// Marks in `proved` the levels not proved yet whose least value, over a
/// scope's matchings as good as the values under test on the earlier levels
/// the scope can settle, reaches the value under test. An exact bound where
/// the relaxation's is not: a fractional matching can use odd cycles
/// (half-pairs around a triangle) that no matching can, so its optimum may
/// lie below every candidate's.
pub fn exact_proofs(
    scopes: &[PairsScope],
    levels: &[LevelSpec],
    values: &[i64],
    proved: &mut [bool],
) {
    for scope in scopes.iter().filter(|s| s.model.is_some()) {
        let last = (0..levels.len())
            .rev()
            .find(|&k| !proved[k] && scope.levels[k] && !levels[k].form.is_constant());
        let Some(last) = last else { continue };
        let mut chain = Chain::default();
        for k in (0..=last).filter(|&k| scope.levels[k] && !levels[k].form.is_constant()) {
            let Some(least) = chain.least_with(scope, &levels[k].form) else {
                break;
            };
            trace(|| format!("exact: level {k} at {} least {least}", values[k]));
            proved[k] |= values[k] <= least;
            if values[k] == least && chain.extend(scope, &levels[k].form, values[k]).is_none() {
                break;
            }
        }
    }
}

/// Where SAT's budget ran out on level `k`: a candidate of `model` better
/// than the values under test on `k` and equal to them before it, found
/// exactly by weighted matchings. In a scope whose exact least of the levels
/// up to `k` (their lexicographic least) lies below the values under test,
/// the least matching itself is that candidate whenever it satisfies the
/// whole model (the scope drops only side constraints); the caller's
/// certificate holds it as the witness, re-checked edge by edge.
pub fn exact_witness(
    scopes: &[PairsScope],
    model: &MatchingModel,
    levels: &[LevelSpec],
    values: &[i64],
    k: usize,
) -> Option<Better> {
    scopes
        .iter()
        .filter(|s| s.model.is_some() && s.levels[k])
        .find_map(|scope| {
            let mut chain = Chain::default();
            for j in (0..k).filter(|&j| scope.levels[j] && !levels[j].form.is_constant()) {
                chain.extend(scope, &levels[j].form, values[j])?;
            }
            let weight = chain.weight_over(scope, &levels[k].form)?;
            let combined = chain.weighted(&levels[k].form, weight)?;
            let (_, chosen) = matching_least(scope.model.as_ref()?, &combined, scope.pairs)?;
            let same_before = (0..k).all(|j| levels[j].form.value(&chosen) == values[j]);
            let better = levels[k].form.value(&chosen);
            (model.is_feasible(&chosen) && same_before && better < values[k]).then_some(Better {
                level: k,
                tested: values[k],
                better,
                chosen,
            })
        })
}

/// Earlier levels folded into one form with weights that keep their order:
/// each level's weight exceeds what all later ones can vary together, so the
/// least value of the weighted sum is their lexicographic minimum. Holds only
/// levels whose value under test is that minimum: the candidates equal to
/// them are then exactly the lexicographically least ones.
#[derive(Default)]
struct Chain {
    form: LinearForm,
    /// The weighted sum's value at the values under test (its minimum).
    value: i64,
}

impl Chain {
    /// The least value of `form` among the scope's matchings least on the chain.
    fn least_with(&self, scope: &PairsScope, form: &LinearForm) -> Option<i64> {
        let weight = self.weight_over(scope, form)?;
        let combined = self.weighted(form, weight)?;
        let least = matching_minimum(scope.model.as_ref()?, &combined, scope.pairs)?;
        Some(least - self.value.checked_mul(weight)?)
    }

    /// Adds a level at its least value.
    fn extend(&mut self, scope: &PairsScope, form: &LinearForm, value: i64) -> Option<()> {
        let weight = self.weight_over(scope, form)?;
        self.form = self.weighted(form, weight)?;
        self.value = self.value.checked_mul(weight)?.checked_add(value)?;
        Some(())
    }

    /// One more than the spread of `form` over the scope's matchings.
    fn weight_over(&self, scope: &PairsScope, form: &LinearForm) -> Option<i64> {
        let least = matching_minimum(scope.model.as_ref()?, form, scope.pairs)?;
        let most = -matching_minimum(scope.model.as_ref()?, &form.negated(), scope.pairs)?;
        Some(most - least + 1)
    }

    /// `weight` times the chain plus `form`, with room left for exact duals.
    fn weighted(&self, form: &LinearForm, weight: i64) -> Option<LinearForm> {
        let mut sum = LinearForm::new();
        for (e, c) in &self.form.terms {
            sum.add(e, c.checked_mul(weight)?);
        }
        for (e, c) in &form.terms {
            sum.add(e, c);
        }
        sum.constant = self
            .form
            .constant
            .checked_mul(weight)?
            .checked_add(form.constant)?;
        let sum = sum.normalised();
        let edges = sum.terms.len().max(1) as i64;
        sum.terms
            .iter()
            .all(|(_, c)| c.abs() <= EXACT_COST_LIMIT / edges)
            .then_some(sum)
    }
}

/// Largest coefficient the weighted forms may reach (well within what
/// [`min_cost_matching`] takes).
const EXACT_COST_LIMIT: i64 = 1 << 36;

/// The least value of `form` over the matchings of `model` with exactly
/// `pairs` pairs (edges fixed in or out kept so, side constraints dropped:
/// fewer constraints only lower it); `None` when there is no such matching.
pub fn matching_minimum(model: &MatchingModel, form: &LinearForm, pairs: usize) -> Option<i64> {
    let m = without_fixed_in(model);
    let mut cost = vec![0i64; m.edges.len()];
    for (e, c) in &form.terms {
        cost[e] += c;
    }
    let edges: Vec<(usize, usize, i64)> = (0..m.edges.len())
        .filter(|&e| m.fixed[e] != Some(false))
        .map(|e| (m.edges[e].0, m.edges[e].1, cost[e]))
        .collect();
    min_cost_matching(m.vertices, &edges, &m.must_match, pairs).map(|c| c + form.constant)
}

/// [`matching_minimum`] with a matching reaching it, as edges of `model`.
fn matching_least(
    model: &MatchingModel,
    form: &LinearForm,
    pairs: usize,
) -> Option<(i64, Vec<bool>)> {
    let m = without_fixed_in(model);
    let mut cost = vec![0i64; m.edges.len()];
    for (e, c) in &form.terms {
        cost[e] += c;
    }
    let usable: Vec<usize> = (0..m.edges.len())
        .filter(|&e| m.fixed[e] != Some(false))
        .collect();
    // The cheapest edge of each pair of vertices (a least matching uses it).
    let mut cheapest: std::collections::HashMap<(usize, usize), usize> = Default::default();
    for &e in &usable {
        let (a, b) = m.edges[e];
        let key = (a.min(b), a.max(b));
        let slot = cheapest.entry(key).or_insert(e);
        if cost[e] < cost[*slot] {
            *slot = e;
        }
    }
    let n = m.vertices;
    let dummies = n.checked_sub(2 * pairs)?;
    let mut edges: Vec<(usize, usize, i64)> = cheapest
        .values()
        .map(|&e| (m.edges[e].0, m.edges[e].1, cost[e]))
        .collect();
    edges.sort_unstable();
    for v in (0..n).filter(|&v| !m.must_match[v]) {
        edges.extend((n..n + dummies).map(|d| (v, d, 0)));
    }
    let (least, mate) = min_cost_perfect_matching(n + dummies, &edges)?;
    let mut chosen = vec![false; model.edges.len()];
    for (v, &u) in mate.iter().enumerate().take(n) {
        if v < u && u < n {
            chosen[*cheapest.get(&(v, u))?] = true;
        }
    }
    Some((least + form.constant, chosen))
}

/// The same matchings without edges fixed in: such an edge is kept as the
/// only edge of its two players, who must then be paired.
pub(super) fn without_fixed_in(model: &MatchingModel) -> MatchingModel {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::brute_force::all_matchings;
    use proptest::prelude::*;
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    fn random_case(seed: u64) -> (MatchingModel, usize, Vec<LevelSpec>) {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let n = rng.gen_range(2..9);
        let mut model = crate::solver::brute_force::random_graph(&mut rng, n, 0.6);
        model.must_match = (0..n).map(|_| rng.gen_bool(0.4)).collect();
        let pairs = rng.gen_range(0..=n / 2);
        let levels = (0..rng.gen_range(1..4))
            .map(|_| {
                let mut form = LinearForm::new();
                for e in 0..model.edges.len() {
                    form.add(e, rng.gen_range(-3..=4));
                }
                form.constant = rng.gen_range(-3..=3);
                LevelSpec { form, bound: None }
            })
            .collect();
        (model, pairs, levels)
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 1000, ..ProptestConfig::default() })]

        /// Where the values under test are the least on the levels before
        /// `k`, the exact witness finds a matching equal to them there and
        /// lower on `k` exactly when one exists, and never offers another.
        #[test]
        fn exact_witnesses_are_sound_and_complete(seed in any::<u64>()) {
            let (model, pairs, levels) = random_case(seed);
            let all = all_matchings(&model, pairs);
            let scope = PairsScope::new(&model, pairs, vec![true; levels.len()]);
            let value_of = |c: &Vec<bool>| levels.iter().map(|l| l.form.value(c)).collect::<Vec<i64>>();
            let Some(lowest) = all.iter().map(value_of).min() else { return Ok(()) };
            for tested in all.iter().map(value_of) {
                for k in 0..levels.len() {
                    let found = exact_witness(std::slice::from_ref(&scope), &model, &levels, &tested, k);
                    if let Some(b) = &found {
                        let v = value_of(&b.chosen);
                        prop_assert!(all.contains(&b.chosen), "a matching of the model");
                        prop_assert!(v[..k] == tested[..k] && v[k] < tested[k] && v[k] == b.better);
                    }
                    let exists = all.iter().map(value_of).any(|v| v[..k] == tested[..k] && v[k] < tested[k]);
                    if tested[..k] == lowest[..k] {
                        prop_assert_eq!(found.is_some(), exists, "level {} at {:?}", k, tested);
                    }
                }
            }
        }

        /// At any matching's values, a level proved has no matching equal on
        /// the levels before it and lower on it; at the lexicographic
        /// minimum's values every level is proved.
        #[test]
        fn exact_proofs_are_sound_and_reach_the_lexicographic_minimum(seed in any::<u64>()) {
            let (model, pairs, levels) = random_case(seed);
            let all = all_matchings(&model, pairs);
            let scope = PairsScope::new(&model, pairs, vec![true; levels.len()]);
            let value_of = |c: &Vec<bool>| levels.iter().map(|l| l.form.value(c)).collect::<Vec<i64>>();
            let Some(lowest) = all.iter().map(value_of).min() else { return Ok(()) };
            let mut proved = vec![false; levels.len()];
            exact_proofs(std::slice::from_ref(&scope), &levels, &lowest, &mut proved);
            for (k, l) in levels.iter().enumerate() {
                prop_assert!(proved[k] || l.form.is_constant(), "level {} of the minimum {:?}", k, lowest);
            }
            for tested in all.iter().map(value_of) {
                let mut proved = vec![false; levels.len()];
                exact_proofs(std::slice::from_ref(&scope), &levels, &tested, &mut proved);
                for k in (0..levels.len()).filter(|&k| proved[k]) {
                    let better = all.iter().map(value_of).any(|v| v[..k] == tested[..k] && v[k] < tested[k]);
                    prop_assert!(!better, "level {} proved at {:?}", k, tested);
                }
            }
        }
    }
}
