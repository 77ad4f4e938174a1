//! The continuous relaxation of a [`Lexicographic`](super::Lexicographic)'s
//! model, kept alive in HiGHS from one solve to the next. The order steps and
//! levels only add rows, fix columns and change the objective, so each solve
//! starts from the last optimal basis instead of from nothing. When its
//! optimum is integral it is the integer optimum (the relaxation bounds the
//! integer program from below and this point is a matching of the model);
//! otherwise the integer program is solved as before.

use super::model::{Constraint, LinearForm, MatchingModel, Row};
use highs::{Col, HighsModelStatus, Model, RowProblem, Sense};
use std::time::Duration;

/// A relaxation in HiGHS and how much of its model it has been given.
pub struct RelaxationSession {
    highs: Option<Model>,
    cols: Vec<Col>,
    /// The model's constraints already passed as rows.
    rows: usize,
    /// The column bounds already passed (an edge's fixed value).
    bounds: Vec<Option<bool>>,
    /// The columns the last objective gave a cost.
    costed: Vec<usize>,
}

/// A session that a copy of its owner does not share: the copy starts its
/// own when it first solves.
#[derive(Default)]
pub struct SessionSlot(pub Option<RelaxationSession>);

impl Clone for SessionSlot {
    fn clone(&self) -> SessionSlot {
        SessionSlot(None)
    }
}

impl RelaxationSession {
    pub fn new(model: &MatchingModel, time_limit: Duration) -> RelaxationSession {
        let mut problem = RowProblem::default();
        let cols: Vec<Col> = model
            .fixed
            .iter()
            .map(|&f| problem.add_column(0.0, bounds(f)))
            .collect();
        for row in model.matching_rows() {
            problem.add_row(
                row_bounds(&row),
                row.terms.iter().map(|&(e, k)| (cols[e], k as f64)),
            );
        }
        let mut highs = problem.optimise(Sense::Minimise);
        highs.make_quiet();
        highs.set_option("presolve", "off");
        // Primal simplex: a new objective leaves the last basis primal
        // feasible, so a solve takes tens of pivots; the dual simplex would
        // start over from a dual-infeasible basis (about a thousand pivots on
        // a round 1 of 175 players).
        highs.set_option("simplex_strategy", 4);
        highs.set_option("time_limit", time_limit.as_secs_f64());
        highs.set_threads(std::num::NonZeroU32::MIN);
        let mut session = RelaxationSession {
            highs: Some(highs),
            cols,
            rows: 0,
            bounds: model.fixed.clone(),
            costed: Vec::new(),
        };
        session.add_constraints(model);
        session
    }

    /// Minimises `form` over the relaxation of `model` (the model this
    /// session was created for, since grown by rows and fixed edges).
    /// `Some` only for a proven optimum at a 0/1 point that is a matching of
    /// the model with the optimum's value.
    /// When HiGHS fails on the kept model (it has, with an error status after
    /// many modifications), the session is spent ([`Self::is_spent`]) and the
    /// answer is `None`: the integer program then decides, as for any
    /// fractional optimum.
    pub fn integral_optimum(
        &mut self,
        model: &MatchingModel,
        form: &LinearForm,
    ) -> Option<Vec<bool>> {
        self.highs.as_ref()?;
        self.add_constraints(model);
        self.fix_columns(model);
        self.set_objective(form);
        let solved = match self.highs.take()?.try_solve() {
            Ok(solved) => solved,
            Err(status) => {
                crate::trace::trace(|| {
                    format!("HiGHS failed on the kept relaxation ({status:?}): the integer program decides")
                });
                return None;
            }
        };
        let optimal = solved.status() == HighsModelStatus::Optimal;
        let values = optimal.then(|| solved.get_solution().columns().to_vec());
        let objective = solved.objective_value() + form.constant as f64;
        self.highs = Some(Model::from(solved));
        let values = values?;
        if values.iter().any(|&v| v.min(1.0 - v).abs() > 1e-6) {
            return None;
        }
        let chosen: Vec<bool> = values.iter().map(|&v| v > 0.5).collect();
        let exact = (form.value(&chosen) as f64 - objective).abs() < 0.5;
        (exact && model.is_feasible(&chosen)).then_some(chosen)
    }

    /// Whether HiGHS failed on this session's model, which is then gone.
    pub fn is_spent(&self) -> bool {
        self.highs.is_none()
    }

    fn add_constraints(&mut self, model: &MatchingModel) {
        let highs = self
            .highs
            .as_mut()
            .expect("a session holds its model between solves");
        for row in model.constraints[self.rows..].iter().map(Constraint::row) {
            highs.add_row(
                row_bounds(&row),
                row.terms.iter().map(|&(e, k)| (self.cols[e], k as f64)),
            );
        }
        self.rows = model.constraints.len();
    }

    fn fix_columns(&mut self, model: &MatchingModel) {
        let highs = self
            .highs
            .as_mut()
            .expect("a session holds its model between solves");
        for (e, &fixed) in model.fixed.iter().enumerate() {
            if self.bounds[e] != fixed {
                highs.change_column_bounds(self.cols[e], bounds(fixed));
                self.bounds[e] = fixed;
            }
        }
    }

    fn set_objective(&mut self, form: &LinearForm) {
        let highs = self
            .highs
            .as_mut()
            .expect("a session holds its model between solves");
        for e in self.costed.drain(..) {
            highs.change_column_cost(self.cols[e], 0.0);
        }
        for (e, c) in &form.clone().normalised().terms {
            highs.change_column_cost(self.cols[e], c as f64);
            self.costed.push(e);
        }
    }
}

fn row_bounds(row: &Row) -> std::ops::RangeInclusive<f64> {
    row.lower.map_or(f64::NEG_INFINITY, |l| l as f64)
        ..=row.upper.map_or(f64::INFINITY, |u| u as f64)
}

fn bounds(fixed: Option<bool>) -> std::ops::RangeInclusive<f64> {
    match fixed {
        Some(true) => 1.0..=1.0,
        Some(false) => 0.0..=0.0,
        None => 0.0..=1.0,
    }
}
