//! The solver driver: lexicographic optimisation of a [`MatchingModel`] with
//! HiGHS through good_lp. Each level minimises one linear form with the optima
//! of the earlier levels fixed as equality constraints.

use super::model::{Constraint, LinearForm, MatchingModel, Reduced, Relation};
use super::relaxation::{RelaxationSession, SessionSlot};
use good_lp::{
    solvers::highs::highs, variable, Expression, ProblemVariables, ResolutionError, Solution,
    SolverModel, Variable, WithInitialSolution,
};
use std::time::{Duration, Instant};

/// Largest product of weights in a merged objective: HiGHS works in doubles,
/// and its tolerances must not blur a difference of one unit of the least
/// significant criterion.
pub const MERGED_WEIGHT_LIMIT: i128 = 1 << 20;

/// Why a solve did not give an optimum.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SolveError {
    Infeasible,
    TimeLimit(Duration),
    /// A relaxation expected to be integral was not.
    Fractional,
    Solver(String),
}

impl std::fmt::Display for SolveError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SolveError::Infeasible => write!(f, "the constraints cannot be satisfied"),
            SolveError::TimeLimit(d) => write!(f, "HiGHS reached its time limit of {:?}", d),
            SolveError::Fractional => write!(f, "the relaxation had a fractional optimum"),
            SolveError::Solver(m) => write!(f, "HiGHS failed: {m}"),
        }
    }
}

/// The HiGHS solves of a model and their time, for the trace of its bracket.
#[derive(Debug, Clone, Default)]
pub struct SolveStats {
    pub solves: u64,
    pub solve_time: Duration,
}

/// A model being optimised level by level, with its current best matching.
#[derive(Clone)]
pub struct Lexicographic {
    pub model: MatchingModel,
    /// The incumbent: a feasible matching, optimal for every level so far.
    pub chosen: Vec<bool>,
    pub stats: SolveStats,
    time_limit: Duration,
    /// Whether a level the incumbent reaches a proven bound of is skipped
    /// (else HiGHS solves every level).
    trust_bounds: bool,
    /// The relaxation HiGHS keeps between this model's solves.
    relaxation: SessionSlot,
}

impl Lexicographic {
    /// Starts from a feasible matching found by the solver (any one).
    pub fn new(model: MatchingModel, time_limit: Duration) -> Result<Lexicographic, SolveError> {
        let mut lex = Lexicographic {
            chosen: vec![false; model.edges.len()],
            model,
            stats: SolveStats::default(),
            time_limit,
            trust_bounds: true,
            relaxation: SessionSlot::default(),
        };
        if !lex.model.is_feasible(&lex.chosen) {
            lex.chosen = lex.solve(&LinearForm::new())?;
        }
        Ok(lex)
    }

    /// Starts from a known feasible matching.
    pub fn with_incumbent(
        model: MatchingModel,
        chosen: Vec<bool>,
        time_limit: Duration,
    ) -> Lexicographic {
        Lexicographic {
            model,
            chosen,
            stats: SolveStats::default(),
            time_limit,
            trust_bounds: true,
            relaxation: SessionSlot::default(),
        }
    }

    /// HiGHS solves every level from now on, even one the incumbent
    /// already reaches a proven bound of.
    pub fn every_level_solved(self) -> Lexicographic {
        Lexicographic {
            trust_bounds: false,
            ..self
        }
    }

    /// Minimises `form` over the optimal set so far and fixes its optimum.
    /// `lower_bound`, when known, lets the level be skipped if the incumbent
    /// already reaches it. Returns the optimum.
    pub fn minimise(
        &mut self,
        form: &LinearForm,
        lower_bound: Option<i64>,
    ) -> Result<i64, SolveError> {
        if !self.at_bound(form, lower_bound) {
            self.chosen = self.solve(form)?;
        }
        Ok(self.fix_value(form))
    }

    /// Minimises `forms` lexicographically (the first has priority). Runs of
    /// consecutive forms are merged into one weighted objective whenever the
    /// exact integer weights stay below [`MERGED_WEIGHT_LIMIT`], which saves
    /// one solve per merged level. Returns the optimum of every form.
    pub fn minimise_all(
        &mut self,
        levels: &[(LinearForm, Option<i64>)],
    ) -> Result<Vec<i64>, SolveError> {
        let mut optima = Vec::with_capacity(levels.len());
        let mut start = 0;
        while start < levels.len() {
            let forms: Vec<&LinearForm> = levels[start..].iter().map(|(f, _)| f).collect();
            let end = self.mergeable_run(&forms) + start;
            let group = &levels[start..end];
            let at_bound = group.iter().all(|(f, bound)| self.at_bound(f, *bound));
            let merged = self.merged_form(group.iter().map(|(f, _)| f));
            if !at_bound {
                self.chosen = self.solve(&merged)?;
            }
            // Fixing the merged optimum fixes every level of the group.
            self.fix_value(&merged);
            optima.extend(group.iter().map(|(f, _)| f.value(&self.chosen)));
            start = end;
        }
        Ok(optima)
    }

    /// Whether the incumbent already reaches a proven lower bound of `form`.
    fn at_bound(&self, form: &LinearForm, bound: Option<i64>) -> bool {
        let bound = bound
            .unwrap_or(i64::MIN)
            .max(self.model.trivial_lower_bound(form));
        form.is_constant() || (self.trust_bounds && form.value(&self.chosen) <= bound)
    }

    /// How many forms from the front can be merged with exact weights.
    /// The merged form's whole range stays within the limit, the first
    /// form's own range included (large coefficients, as the squares of D.4
    /// of 2012, break HiGHS's tolerances otherwise).
    fn mergeable_run(&self, forms: &[&LinearForm]) -> usize {
        let mut product: i128 = forms.first().map_or(1, |f| i128::from(self.range(f)) + 1);
        let mut count = 1;
        for f in forms.iter().skip(1) {
            product *= i128::from(self.range(f)) + 1;
            if product > MERGED_WEIGHT_LIMIT {
                break;
            }
            count += 1;
        }
        count
    }

    /// Mixed-radix weights: each form outweighs every later one at its widest.
    fn merged_form<'f>(
        &self,
        group: impl DoubleEndedIterator<Item = &'f LinearForm>,
    ) -> LinearForm {
        let mut merged = LinearForm::new();
        let mut weight: i64 = 1;
        for f in group.rev() {
            for (e, c) in &f.terms {
                merged.add(e, c * weight);
            }
            merged.constant += f.constant * weight;
            weight *= self.range(f) + 1;
        }
        merged.normalised()
    }

    /// Width of the values a form can take over matchings of the model.
    fn range(&self, form: &LinearForm) -> i64 {
        self.model.magnitude_bound(&LinearForm {
            terms: form.terms.clone(),
            constant: 0,
        }) * 2
    }

    /// Records the incumbent's value of `form` as a constraint.
    fn fix_value(&mut self, form: &LinearForm) -> i64 {
        let value = form.value(&self.chosen);
        if !form.is_constant() {
            self.model.constraints.push(Constraint {
                form: form.clone(),
                relation: Relation::Equal,
                rhs: value,
            });
        }
        value
    }

    /// Fixes an edge in or out for the rest of the optimisation.
    pub fn fix_edge(&mut self, edge: usize, value: bool) {
        debug_assert!(self.chosen[edge] == value);
        self.model.fixed[edge] = Some(value);
    }

    /// One HiGHS solve: minimise `form` subject to the model, in integers.
    fn solve(&mut self, form: &LinearForm) -> Result<Vec<bool>, SolveError> {
        // Presolve off first (see `run_highs`); a numerically doubtful answer
        // is tried again with presolve on before giving up.
        match self.solve_once(form, false) {
            Err(SolveError::Fractional | SolveError::Solver(_)) => self.solve_once(form, true),
            other => other,
        }
    }

    fn solve_once(&mut self, form: &LinearForm, presolve: bool) -> Result<Vec<bool>, SolveError> {
        if !presolve {
            if let Some(chosen) = self.integral_relaxation(form) {
                return Ok(chosen);
            }
        }
        let started = Instant::now();
        let result = self.run_reduced(form, presolve);
        super::calls::highs_integer();
        self.stats.solves += 1;
        self.stats.solve_time += started.elapsed();
        crate::trace::trace(|| {
            let (edges, rows, terms) = (
                self.model.edges.len(),
                self.model.constraints.len(),
                form.terms.len(),
            );
            format!("HiGHS integer program: {edges} edges, {rows} level rows, {terms} terms, presolve {presolve}: {:?}", started.elapsed())
        });
        let values = result?;
        let chosen: Vec<bool> = values.iter().map(|&v| v > 0.5).collect();
        if values.iter().any(|&v| v.min(1.0 - v).abs() > 1e-6) {
            return Err(SolveError::Fractional);
        }
        if !self.model.is_feasible(&chosen) {
            return Err(SolveError::Solver(
                "HiGHS returned a solution that breaks the model".into(),
            ));
        }
        Ok(chosen)
    }

    /// The optimum of `form` from the relaxation kept since the last solve,
    /// when it is integral (then it is the integer optimum).
    fn integral_relaxation(&mut self, form: &LinearForm) -> Option<Vec<bool>> {
        let started = Instant::now();
        let (model, time_limit) = (&self.model, self.time_limit);
        let session = self
            .relaxation
            .0
            .get_or_insert_with(|| RelaxationSession::new(model, time_limit));
        let chosen = session.integral_optimum(&self.model, form);
        if session.is_spent() {
            // A fresh session from the model as it stands serves the next solve.
            self.relaxation.0 = None;
        }
        super::calls::highs_lp();
        self.stats.solves += 1;
        self.stats.solve_time += started.elapsed();
        crate::trace::trace(|| {
            format!(
                "HiGHS relaxation kept between solves: {} edges, integral {}: {:?}",
                self.model.edges.len(),
                chosen.is_some(),
                started.elapsed()
            )
        });
        chosen
    }

    /// HiGHS on the model without its decided edges ([`Reduced`]): as the
    /// order steps fix pairs, the programs shrink instead of carrying every
    /// fixed pair and the pairs it excludes.
    fn run_reduced(&self, form: &LinearForm, presolve: bool) -> Result<Vec<f64>, SolveError> {
        let reduced = Reduced::of(&self.model).ok_or(SolveError::Infeasible)?;
        let incumbent = self
            .model
            .is_feasible(&self.chosen)
            .then(|| reduced.restrict(&self.chosen));
        let values = run_highs(
            &reduced.model,
            &reduced.form(form),
            false,
            incumbent.as_deref(),
            self.time_limit,
            presolve,
        )?;
        Ok(reduced.expand(&values))
    }
}

/// The optimum of the continuous relaxation of `model` for `form`: a lower
/// bound of its integer optimum.
pub fn relaxation_bound(
    model: &MatchingModel,
    form: &LinearForm,
    time_limit: Duration,
) -> Result<f64, SolveError> {
    super::calls::highs_lp();
    let values = run_highs(model, form, true, None, time_limit, false)?;
    Ok(form.constant as f64
        + form
            .terms
            .iter()
            .map(|(e, c)| c as f64 * values[e])
            .sum::<f64>())
}

fn run_highs(
    model: &MatchingModel,
    form: &LinearForm,
    relaxed: bool,
    incumbent: Option<&[bool]>,
    time_limit: Duration,
    presolve: bool,
) -> Result<Vec<f64>, SolveError> {
    let mut vars = ProblemVariables::new();
    let x: Vec<Variable> = model
        .fixed
        .iter()
        .map(|fixed| {
            let def = if relaxed {
                variable().min(0).max(1)
            } else {
                variable().binary()
            };
            match fixed {
                Some(v) => vars.add(def.min(*v as u8).max(*v as u8)),
                None => vars.add(def),
            }
        })
        .collect();
    let mut problem = vars.minimise(to_expression(&form.terms, &x)).using(highs);
    for row in model
        .matching_rows()
        .into_iter()
        .chain(model.constraints.iter().map(Constraint::row))
    {
        if row.unsatisfiable_when_empty() {
            return Err(SolveError::Infeasible);
        }
        let lhs = to_expression(row.terms.iter().copied(), &x);
        match (row.lower, row.upper) {
            (Some(l), Some(u)) if l == u => {
                problem.add_constraint(lhs.eq(l as f64));
            }
            (lower, upper) => {
                if let Some(u) = upper {
                    problem.add_constraint(lhs.clone().leq(u as f64));
                }
                if let Some(l) = lower {
                    problem.add_constraint(lhs.geq(l as f64));
                }
            }
        }
    }
    let mut problem = problem
        .set_option("mip_rel_gap", 0.0)
        .set_option("mip_abs_gap", 0.5)
        // HiGHS's presolve once returned a non-optimal "optimal" on these
        // models with equality rows (default-151 round 9 of the bbpPairings
        // corpus, a D.1 step): exactness first.
        .set_option("presolve", if presolve { "on" } else { "off" })
        .set_option("output_flag", false)
        // The feasibility-jump heuristic took most of the time of these small
        // programs, which start from a known candidate or find one at once.
        .set_option("mip_heuristic_run_feasibility_jump", false)
        .set_threads(1)
        .set_time_limit(time_limit.as_secs_f64());
    if let (Some(chosen), false) = (incumbent, relaxed) {
        problem = problem.with_initial_solution(
            x.iter()
                .zip(chosen)
                .map(|(v, &c)| (*v, if c { 1.0 } else { 0.0 })),
        );
    }
    let solution = match problem.solve() {
        Ok(s) => s,
        Err(ResolutionError::Infeasible) => return Err(SolveError::Infeasible),
        Err(e) => return Err(SolveError::Solver(e.to_string())),
    };
    if matches!(solution.status(), good_lp::SolutionStatus::TimeLimit) {
        return Err(SolveError::TimeLimit(time_limit));
    }
    Ok(x.iter().map(|v| solution.value(*v)).collect())
}

fn to_expression<'t>(
    terms: impl IntoIterator<Item = (usize, i64)> + 't,
    x: &[Variable],
) -> Expression {
    let terms = terms.into_iter();
    let mut expr = Expression::with_capacity(terms.size_hint().0);
    for (e, c) in terms {
        expr.add_mul(c as f64, x[e]);
    }
    expr
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::brute_force::{all_matchings, random_graph};
    use rand::{rngs::StdRng, Rng, SeedableRng};

    /// The least value of `form` over every feasible matching of `model`.
    fn brute_minimum(model: &MatchingModel, form: &LinearForm) -> Option<i64> {
        (0..=model.vertices / 2)
            .flat_map(|pairs| all_matchings(model, pairs))
            .map(|chosen| form.value(&chosen))
            .min()
    }

    fn random_form(rng: &mut StdRng, model: &MatchingModel) -> LinearForm {
        let mut form = LinearForm::new();
        for e in 0..model.edges.len() {
            if rng.gen_bool(0.6) {
                form.add(e, rng.gen_range(-3..=3));
            }
        }
        form
    }

    /// Level after level, with pairs fixed between the levels as the order
    /// steps fix them: every optimum HiGHS gives (through the relaxation kept
    /// between solves, or the integer program on the reduced model) is the
    /// least value over all matchings of the model as it stands.
    #[test]
    fn levels_and_fixed_pairs_reach_the_brute_force_optimum() {
        let mut rng = StdRng::seed_from_u64(12);
        let mut levels = 0;
        for _ in 0..150 {
            let n = rng.gen_range(4..=9);
            let mut model = random_graph(&mut rng, n, 0.55);
            for v in 0..n {
                model.must_match[v] = rng.gen_bool(0.3);
            }
            let Ok(lex) = Lexicographic::new(model.clone(), Duration::from_secs(60)) else {
                assert_eq!(brute_minimum(&model, &LinearForm::new()), None, "{model:?}");
                continue;
            };
            let mut lex = lex.every_level_solved();
            for _ in 0..4 {
                let form = random_form(&mut rng, &lex.model);
                let expected = brute_minimum(&lex.model, &form);
                assert_eq!(
                    lex.minimise(&form, None).ok(),
                    expected,
                    "{:?}\n{form:?}",
                    lex.model
                );
                levels += 1;
                let chosen: Vec<usize> = (0..lex.chosen.len()).filter(|&e| lex.chosen[e]).collect();
                if let Some(&e) = chosen.get(rng.gen_range(0..chosen.len().max(1))) {
                    lex.fix_edge(e, true);
                }
            }
        }
        assert!(levels > 400, "{levels} levels compared");
    }

    /// A least number of pairs kept as a cardinality (as the last bracket's
    /// model has it) gives every level the optimum it has as a side
    /// constraint, as HiGHS solves it with pairs fixed between levels, and as
    /// brute force over the matchings of that many pairs or more finds it.
    #[test]
    fn min_pairs_as_a_cardinality_is_the_side_constraint() {
        let mut rng = StdRng::seed_from_u64(29);
        let mut compared = 0;
        for _ in 0..120 {
            let n = rng.gen_range(4..=9);
            let mut model = random_graph(&mut rng, n, 0.5);
            model.min_pairs = Some(rng.gen_range(1..=n / 2));
            let as_row = model.clone().with_min_pairs_as_constraint();
            assert_eq!((as_row.min_pairs, as_row.constraints.len()), (None, 1));
            let most = (0..=n / 2)
                .rev()
                .find(|&k| !all_matchings(&as_row, k).is_empty());
            let (Ok(lex), Ok(row_lex)) = (
                Lexicographic::new(model.clone(), Duration::from_secs(60)),
                Lexicographic::new(as_row.clone(), Duration::from_secs(60)),
            ) else {
                assert_eq!(most, None, "{model:?}");
                continue;
            };
            let (mut lex, mut row_lex) = (lex.every_level_solved(), row_lex.every_level_solved());
            for _ in 0..3 {
                let form = random_form(&mut rng, &lex.model);
                let expected = brute_minimum(&row_lex.model, &form);
                assert_eq!(
                    lex.minimise(&form, None).ok(),
                    expected,
                    "{model:?}\n{form:?}"
                );
                assert_eq!(row_lex.minimise(&form, None).ok(), expected);
                compared += 1;
                let chosen: Vec<usize> = (0..lex.chosen.len()).filter(|&e| lex.chosen[e]).collect();
                if let Some(&e) = chosen.first() {
                    lex.fix_edge(e, true);
                    row_lex.model.fixed[e] = Some(true);
                    row_lex.chosen = lex.chosen.clone();
                }
            }
        }
        assert!(compared > 150, "{compared} levels compared");
    }
}
