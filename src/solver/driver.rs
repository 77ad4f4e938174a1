//! The solver driver: lexicographic optimisation of a [`MatchingModel`] with
//! HiGHS through good_lp. Each level minimises one linear form with the optima
//! of the earlier levels fixed as equality constraints.

use super::model::{Constraint, LinearForm, MatchingModel, Relation};
use good_lp::{
    solvers::highs::highs, variable, Expression, ProblemVariables, ResolutionError, Solution,
    SolverModel, Variable, WithInitialSolution,
};
use std::time::{Duration, Instant};

/// Largest product of weights in a merged objective: HiGHS works in doubles,
/// and its tolerances must not blur a difference of one unit of the least
/// significant criterion.
pub const MERGED_WEIGHT_LIMIT: i128 = 1 << 31;

/// Why a solve did not give an optimum.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SolveError {
    Infeasible,
    TimeLimit(Duration),
    Solver(String),
}

impl std::fmt::Display for SolveError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SolveError::Infeasible => write!(f, "the constraints cannot be satisfied"),
            SolveError::TimeLimit(d) => write!(f, "HiGHS reached its time limit of {:?}", d),
            SolveError::Solver(m) => write!(f, "HiGHS failed: {m}"),
        }
    }
}

/// Counters for benchmarks and reports.
#[derive(Debug, Clone, Default)]
pub struct SolveStats {
    pub solves: u64,
    pub skipped_levels: u64,
    pub solve_time: Duration,
}

/// A model being optimised level by level, with its current best matching.
pub struct Lexicographic {
    pub model: MatchingModel,
    /// The incumbent: a feasible matching, optimal for every level so far.
    pub chosen: Vec<bool>,
    pub stats: SolveStats,
    time_limit: Duration,
}

impl Lexicographic {
    /// Starts from a feasible matching found by the solver (any one).
    pub fn new(model: MatchingModel, time_limit: Duration) -> Result<Lexicographic, SolveError> {
        let mut lex = Lexicographic {
            chosen: vec![false; model.edges.len()],
            model,
            stats: SolveStats::default(),
            time_limit,
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
        debug_assert!(model.is_feasible(&chosen));
        Lexicographic {
            model,
            chosen,
            stats: SolveStats::default(),
            time_limit,
        }
    }

    /// Minimises `form` over the optimal set so far and fixes its optimum.
    /// `lower_bound`, when known, lets the level be skipped if the incumbent
    /// already reaches it. Returns the optimum.
    pub fn minimise(&mut self, form: &LinearForm, lower_bound: Option<i64>) -> Result<i64, SolveError> {
        let current = form.value(&self.chosen);
        let bound = lower_bound
            .unwrap_or(i64::MIN)
            .max(self.model.trivial_lower_bound(form));
        if form.is_constant() || current <= bound {
            self.stats.skipped_levels += 1;
        } else {
            self.chosen = self.solve(form)?;
        }
        Ok(self.fix_value(form))
    }

    /// Minimises `forms` lexicographically (the first has priority). Runs of
    /// consecutive forms are merged into one weighted objective whenever the
    /// exact integer weights stay below [`MERGED_WEIGHT_LIMIT`], which saves
    /// one solve per merged level. Returns the optimum of every form.
    pub fn minimise_all(&mut self, forms: &[LinearForm]) -> Result<Vec<i64>, SolveError> {
        let mut optima = Vec::with_capacity(forms.len());
        let mut start = 0;
        while start < forms.len() {
            let end = self.mergeable_run(&forms[start..]) + start;
            let group = &forms[start..end];
            if group.len() == 1 {
                optima.push(self.minimise(&group[0], None)?);
            } else {
                let merged = self.merged_form(group);
                let at_bound = group
                    .iter()
                    .all(|f| f.is_constant() || f.value(&self.chosen) <= self.model.trivial_lower_bound(f));
                if at_bound {
                    self.stats.skipped_levels += 1;
                } else {
                    self.chosen = self.solve(&merged)?;
                }
                for f in group {
                    optima.push(self.fix_value(f));
                }
            }
            start = end;
        }
        Ok(optima)
    }

    /// How many forms from the front can be merged with exact weights.
    fn mergeable_run(&self, forms: &[LinearForm]) -> usize {
        let mut product: i128 = 1;
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
    fn merged_form(&self, group: &[LinearForm]) -> LinearForm {
        let mut merged = LinearForm::new();
        let mut weight: i64 = 1;
        for f in group.iter().rev() {
            for &(e, c) in &f.terms {
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

    /// One HiGHS solve: minimise `form` subject to the model.
    fn solve(&mut self, form: &LinearForm) -> Result<Vec<bool>, SolveError> {
        let started = Instant::now();
        let model = &self.model;
        let mut vars = ProblemVariables::new();
        let x: Vec<Variable> = model
            .edges
            .iter()
            .enumerate()
            .map(|(e, _)| match model.fixed[e] {
                Some(v) => vars.add(variable().binary().min(v as u8).max(v as u8)),
                None => vars.add(variable().binary()),
            })
            .collect();
        let objective = to_expression(form, &x);
        let mut problem = vars.minimise(objective).using(highs);
        for (v, edges) in model.incidence().iter().enumerate() {
            if edges.is_empty() {
                continue;
            }
            let degree: Expression = edges.iter().map(|&e| x[e]).sum();
            problem.add_constraint(if model.must_match[v] {
                degree.eq(1)
            } else {
                degree.leq(1)
            });
        }
        for c in &model.constraints {
            // The form's constant moves to the right-hand side.
            let lhs = to_expression(&c.form, &x);
            let rhs = (c.rhs - c.form.constant) as f64;
            problem.add_constraint(match c.relation {
                Relation::AtMost => lhs.leq(rhs),
                Relation::Equal => lhs.eq(rhs),
                Relation::AtLeast => lhs.geq(rhs),
            });
        }
        let incumbent_ok = model.is_feasible(&self.chosen);
        let mut problem = problem
            .set_option("mip_rel_gap", 0.0)
            .set_option("mip_abs_gap", 0.5)
            .set_option("output_flag", false)
            .set_threads(1)
            .set_time_limit(self.time_limit.as_secs_f64());
        if incumbent_ok {
            problem = problem.with_initial_solution(
                x.iter()
                    .zip(&self.chosen)
                    .map(|(v, &c)| (*v, if c { 1.0 } else { 0.0 })),
            );
        }
        let result = problem.solve();
        self.stats.solves += 1;
        self.stats.solve_time += started.elapsed();
        let solution = match result {
            Ok(s) => s,
            Err(ResolutionError::Infeasible) => return Err(SolveError::Infeasible),
            Err(e) => return Err(SolveError::Solver(e.to_string())),
        };
        if matches!(solution.status(), good_lp::SolutionStatus::TimeLimit) {
            return Err(SolveError::TimeLimit(self.time_limit));
        }
        let chosen: Vec<bool> = x.iter().map(|v| solution.value(*v) > 0.5).collect();
        if !model.is_feasible(&chosen) {
            return Err(SolveError::Solver(
                "HiGHS returned a solution that breaks the model".into(),
            ));
        }
        Ok(chosen)
    }
}

fn to_expression(form: &LinearForm, x: &[Variable]) -> Expression {
    let mut expr = Expression::with_capacity(form.terms.len());
    for &(e, c) in &form.terms {
        expr.add_mul(c as f64, x[e]);
    }
    expr
}
