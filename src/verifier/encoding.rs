//! The SAT side of the verifier: matchings and integer linear forms as CNF
//! for varisat. Nothing here is floating point: sums are order-encoded
//! (a literal per reachable value, true when the sum is at least that value)
//! by a totalizer whose nodes are merged pairwise.

use crate::solver::{Constraint, LinearForm, MatchingModel, Relation};
use varisat::{ExtendFormula, Lit, Solver};

/// A CNF formula over edge literals, with the solver that decides it.
pub struct Cnf {
    solver: Solver<'static>,
    truth: Lit,
    /// The effort budget ran out: the solver cannot be used any more.
    exhausted: bool,
    /// When a certificate is to be written: every clause, for a refutation
    /// (see [`Cnf::refutation`]).
    recorded: Option<Vec<Vec<Lit>>>,
}

/// An unsatisfiable question's formula (DIMACS) and its DRAT refutation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refutation {
    pub cnf: String,
    pub drat: String,
}

/// What a SAT call found.
pub enum Answer {
    Sat(Model),
    Unsat,
    /// The effort budget ran out before an answer.
    Unknown,
}

/// The effort a formula may take, in bytes of the (binary) proof varisat
/// writes as it learns clauses: a deterministic stand-in for a conflict
/// limit, which varisat does not offer. Hard formulas (counting arguments
/// are pigeonhole formulas for resolution) stop with [`Answer::Unknown`]
/// instead of running for hours.
pub const EFFORT_BUDGET: u64 = 16 << 20;

/// A proof sink that fails once the budget is spent, stopping the solver;
/// it keeps what it is written when `kept` is given (a refutation).
struct Budget {
    left: u64,
    kept: Option<Vec<u8>>,
}

impl std::io::Write for Budget {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        let n = buf.len() as u64;
        if n > self.left {
            return Err(std::io::Error::other("effort budget spent"));
        }
        self.left -= n;
        if let Some(kept) = &mut self.kept {
            kept.extend_from_slice(buf);
        }
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl Default for Cnf {
    fn default() -> Self {
        Cnf::new()
    }
}

impl Cnf {
    pub fn new() -> Cnf {
        let mut solver = Solver::new();
        solver.write_proof(
            Budget {
                left: EFFORT_BUDGET,
                kept: None,
            },
            varisat::ProofFormat::Varisat,
        );
        let truth = solver.new_lit();
        solver.add_clause(&[truth]);
        Cnf {
            solver,
            truth,
            exhausted: false,
            recorded: None,
        }
    }

    /// A formula that keeps its clauses, so that an unsatisfiable question
    /// can be refuted again with a proof ([`Cnf::refutation`]).
    pub fn recording() -> Cnf {
        let mut cnf = Cnf::new();
        cnf.recorded = Some(vec![vec![cnf.truth]]);
        cnf
    }

    /// For a question found unsatisfiable under `assumptions`: the formula
    /// with the assumptions as unit clauses, in DIMACS, and a DRAT refutation
    /// of it by a fresh solver (which writes DRAT only without assumptions
    /// and clauses added after solving). `None` when the formula is not
    /// recorded, turns out satisfiable, or the refutation exceeds the budget.
    pub fn refutation(&self, assumptions: &[Lit]) -> Option<Refutation> {
        let recorded = self.recorded.as_ref()?;
        let mut sink = Budget {
            left: 4 * EFFORT_BUDGET,
            kept: Some(Vec::new()),
        };
        let units: Vec<[Lit; 1]> = assumptions.iter().map(|&a| [a]).collect();
        let clauses = || {
            recorded
                .iter()
                .map(Vec::as_slice)
                .chain(units.iter().map(|u| u.as_slice()))
        };
        {
            let mut solver = Solver::new();
            solver.write_proof(&mut sink, varisat::ProofFormat::Drat);
            for c in clauses() {
                solver.add_clause(c);
            }
            if solver.solve().ok()? {
                return None;
            }
            solver.close_proof().ok()?;
        }
        let variables = clauses()
            .flatten()
            .map(|l| l.index() + 1)
            .max()
            .unwrap_or(0);
        let mut cnf = format!("p cnf {variables} {}\n", clauses().count());
        for c in clauses() {
            for l in c {
                cnf.push_str(&format!("{} ", l.to_dimacs()));
            }
            cnf.push_str("0\n");
        }
        let drat = String::from_utf8(sink.kept?).ok()?;
        Some(Refutation { cnf, drat })
    }

    pub fn truth(&self) -> Lit {
        self.truth
    }

    pub fn fresh(&mut self) -> Lit {
        self.solver.new_lit()
    }

    pub fn clause(&mut self, lits: &[Lit]) {
        self.solver.add_clause(lits);
        if let Some(recorded) = &mut self.recorded {
            recorded.push(lits.to_vec());
        }
    }

    /// A literal equivalent to the disjunction of `lits`.
    pub fn any(&mut self, lits: &[Lit]) -> Lit {
        match lits {
            [] => !self.truth,
            [one] => *one,
            _ => {
                let y = self.fresh();
                for &l in lits {
                    self.clause(&[!l, y]);
                }
                let mut long: Vec<Lit> = lits.to_vec();
                long.push(!y);
                self.clause(&long);
                y
            }
        }
    }

    /// At most one of `lits` (sequential counter: linear size).
    pub fn at_most_one(&mut self, lits: &[Lit]) {
        if lits.len() <= 5 {
            for i in 0..lits.len() {
                for j in (i + 1)..lits.len() {
                    self.clause(&[!lits[i], !lits[j]]);
                }
            }
            return;
        }
        // s_i: one of lits[..=i] is true.
        let mut prefix = lits[0];
        for &l in &lits[1..] {
            let s = self.fresh();
            self.clause(&[!prefix, s]);
            self.clause(&[!l, s]);
            self.clause(&[!prefix, !l]);
            prefix = s;
        }
    }

    /// Solves under `assumptions`.
    pub fn solve(&mut self, assumptions: &[Lit]) -> Answer {
        if self.exhausted {
            return Answer::Unknown;
        }
        self.solver.assume(assumptions);
        match self.solver.solve() {
            Ok(true) => {
                let lits = self.solver.model().unwrap_or_default();
                let mut value = Vec::new();
                for l in lits {
                    let i = l.index();
                    if value.len() <= i {
                        value.resize(i + 1, false);
                    }
                    value[i] = l.is_positive();
                }
                Answer::Sat(Model { value })
            }
            Ok(false) => Answer::Unsat,
            Err(_) => {
                self.exhausted = true;
                Answer::Unknown
            }
        }
    }
}

/// A satisfying assignment.
pub struct Model {
    value: Vec<bool>,
}

impl Model {
    pub fn holds(&self, l: Lit) -> bool {
        self.value.get(l.index()).copied().unwrap_or(false) == l.is_positive()
    }
}

/// The edges of a matching model as literals, with its degree, fixing and
/// side constraints.
pub struct EncodedMatching {
    pub edges: Vec<Lit>,
}

impl EncodedMatching {
    /// Encodes `model` with fresh edge literals, or with `shared` literals for
    /// the first edges (two models of one bracket share its own pairs).
    pub fn encode(cnf: &mut Cnf, model: &MatchingModel, shared: &[Lit]) -> EncodedMatching {
        let edges: Vec<Lit> = (0..model.edges.len())
            .map(|e| shared.get(e).copied().unwrap_or_else(|| cnf.fresh()))
            .collect();
        for (v, incident) in model.incidence().iter().enumerate() {
            let lits: Vec<Lit> = incident.iter().map(|&e| edges[e]).collect();
            cnf.at_most_one(&lits);
            if model.must_match[v] {
                cnf.clause(&lits);
            }
        }
        for (e, fixed) in model.fixed.iter().enumerate() {
            match fixed {
                Some(true) => cnf.clause(&[edges[e]]),
                Some(false) => cnf.clause(&[!edges[e]]),
                None => {}
            }
        }
        let encoded = EncodedMatching { edges };
        encoded.link_pairs_to_players(cnf, model);
        for c in &model.constraints {
            encoded.impose(cnf, model, c);
        }
        encoded
    }

    /// Redundant clauses that let the solver count: `k` pairs cover `2k`
    /// players, and an odd number of covered players is impossible. Without
    /// them, "no matching of this size" is a pigeonhole formula, which
    /// resolution cannot refute in polynomial size.
    fn link_pairs_to_players(&self, cnf: &mut Cnf, model: &MatchingModel) {
        let mut all = LinearForm::new();
        for e in 0..model.edges.len() {
            all.add(e, 1);
        }
        let cap = model.vertices as i64 / 2 + 1;
        let pairs = Sum::build(cnf, model, &self.edges, &all, cap);
        let covered: Vec<Node> = model
            .incidence()
            .iter()
            .filter(|inc| !inc.is_empty())
            .map(|inc| {
                let lits: Vec<Lit> = inc.iter().map(|&e| self.edges[e]).collect();
                Node {
                    values: vec![1],
                    at_least: vec![cnf.any(&lits)],
                }
            })
            .collect();
        let players = Node::merge_all(cnf, covered, 2 * cap);
        for k in 1..cap {
            let (p, q, r) = (
                pairs.at_least(cnf, k)[0],
                players.at_least(cnf, 2 * k),
                players.at_least(cnf, 2 * k - 1),
            );
            cnf.clause(&[!p, q]);
            cnf.clause(&[!r, p]);
        }
    }

    /// Adds a side constraint of the model as clauses.
    fn impose(&self, cnf: &mut Cnf, model: &MatchingModel, c: &Constraint) {
        let cap = match c.relation {
            Relation::AtMost | Relation::Equal => c.rhs + 1,
            Relation::AtLeast => c.rhs,
        };
        let sum = Sum::build(cnf, model, &self.edges, &c.form, cap);
        let lits = match c.relation {
            Relation::AtMost => sum.at_most(cnf, c.rhs),
            Relation::Equal => sum.equal(cnf, c.rhs),
            Relation::AtLeast => sum.at_least(cnf, c.rhs),
        };
        for l in lits {
            cnf.clause(&[l]);
        }
    }

    pub fn chosen(&self, model: &Model) -> Vec<bool> {
        self.edges.iter().map(|&l| model.holds(l)).collect()
    }
}

/// A linear form over a matching, order-encoded: `offset + S` where `S >= 0`
/// and `at_least[i]` holds exactly when `S >= values[i]` (values ascending,
/// capped: a sum beyond the cap reads as the cap).
pub struct Sum {
    offset: i64,
    root: Node,
}

impl Sum {
    /// Builds the counter. Terms are grouped by the lower vertex of their edge:
    /// a matching takes at most one edge of a group, so a group is one small
    /// leaf; a group's negative coefficients are shifted into the offset.
    pub fn build(
        cnf: &mut Cnf,
        model: &MatchingModel,
        edges: &[Lit],
        form: &LinearForm,
        cap: i64,
    ) -> Sum {
        let form = form.clone().normalised();
        let mut groups: Vec<Vec<(usize, i64)>> = vec![Vec::new(); model.vertices];
        for (e, c) in &form.terms {
            let (a, b) = model.edges[e];
            groups[a.min(b)].push((e, c));
        }
        groups.retain(|g| !g.is_empty());
        let shift = |g: &[(usize, i64)]| g.iter().map(|&(_, c)| c).min().unwrap_or(0).min(0);
        let offset = form.constant + groups.iter().map(|g| shift(g)).sum::<i64>();
        let cap = (cap - offset).max(0);
        let leaves = groups
            .iter()
            .map(|g| Node::leaf(cnf, edges, g, -shift(g), cap))
            .collect();
        let root = Node::merge_all(cnf, leaves, cap);
        Sum { offset, root }
    }

    /// A literal meaning `form >= v` (the truth or its negation when decided).
    fn form_at_least(&self, cnf: &Cnf, v: i64) -> Lit {
        self.root.at_least(cnf, v - self.offset)
    }

    /// Literals whose conjunction means `form >= v`.
    pub fn at_least(&self, cnf: &Cnf, v: i64) -> Vec<Lit> {
        vec![self.form_at_least(cnf, v)]
    }

    /// Literals whose conjunction means `form <= v`; `v` must be below the cap.
    pub fn at_most(&self, cnf: &Cnf, v: i64) -> Vec<Lit> {
        vec![!self.form_at_least(cnf, v + 1)]
    }

    /// Literals whose conjunction means `form == v`; `v` must be below the cap.
    pub fn equal(&self, cnf: &Cnf, v: i64) -> Vec<Lit> {
        vec![self.form_at_least(cnf, v), !self.form_at_least(cnf, v + 1)]
    }
}

/// A node of the totalizer: the distinct positive values its sum can take
/// (capped) and their order literals.
struct Node {
    values: Vec<i64>,
    at_least: Vec<Lit>,
}

impl Node {
    /// A literal meaning "this sum is at least `v`".
    fn at_least(&self, cnf: &Cnf, v: i64) -> Lit {
        if v <= 0 {
            return cnf.truth();
        }
        match self.values.iter().position(|&w| w >= v) {
            Some(i) => self.at_least[i],
            None => !cnf.truth(),
        }
    }

    /// A group of edges of one vertex, at most one of them chosen; with none
    /// chosen the leaf is worth `none`, with edge `e` worth `c_e + none`.
    fn leaf(cnf: &mut Cnf, edges: &[Lit], group: &[(usize, i64)], none: i64, cap: i64) -> Node {
        let worth = |c: i64| (c + none).min(cap);
        let mut values: Vec<i64> = group.iter().map(|&(_, c)| worth(c)).collect();
        values.push(none.min(cap));
        values.retain(|&w| w > 0);
        values.sort_unstable();
        values.dedup();
        let at_least = values
            .iter()
            .map(|&w| {
                if none.min(cap) >= w {
                    // Reached unless an edge worth less is chosen.
                    let low: Vec<Lit> = group
                        .iter()
                        .filter(|&&(_, c)| worth(c) < w)
                        .map(|&(e, _)| edges[e])
                        .collect();
                    !cnf.any(&low)
                } else {
                    let high: Vec<Lit> = group
                        .iter()
                        .filter(|&&(_, c)| worth(c) >= w)
                        .map(|&(e, _)| edges[e])
                        .collect();
                    cnf.any(&high)
                }
            })
            .collect();
        Node { values, at_least }
    }

    fn merge_all(cnf: &mut Cnf, mut nodes: Vec<Node>, cap: i64) -> Node {
        nodes.retain(|n| !n.values.is_empty());
        while nodes.len() > 1 {
            let mut next = Vec::with_capacity(nodes.len() / 2 + 1);
            let mut it = nodes.into_iter();
            while let Some(a) = it.next() {
                match it.next() {
                    Some(b) => next.push(Node::merge(cnf, a, b, cap)),
                    None => next.push(a),
                }
            }
            nodes = next;
        }
        nodes.pop().unwrap_or(Node {
            values: Vec::new(),
            at_least: Vec::new(),
        })
    }

    /// The totalizer merge, both directions, so that the parent's literals
    /// are equivalent to the order relations of the children's sum.
    fn merge(cnf: &mut Cnf, a: Node, b: Node, cap: i64) -> Node {
        let av: Vec<i64> = std::iter::once(0).chain(a.values.iter().copied()).collect();
        let bv: Vec<i64> = std::iter::once(0).chain(b.values.iter().copied()).collect();
        let mut values: Vec<i64> = av
            .iter()
            .flat_map(|&x| bv.iter().map(move |&y| (x + y).min(cap)))
            .filter(|&w| w > 0)
            .collect();
        values.sort_unstable();
        values.dedup();
        let at_least: Vec<Lit> = values.iter().map(|_| cnf.fresh()).collect();
        let index = |w: i64| values.binary_search(&w).expect("a reachable value");
        let child = |n: &Node, i: usize| {
            if i == 0 {
                None
            } else {
                Some(n.at_least[i - 1])
            }
        };
        for i in 0..av.len() {
            for j in 0..bv.len() {
                let sum = (av[i] + bv[j]).min(cap);
                // Upward: A >= av[i] and B >= bv[j] give N >= sum.
                if sum > 0 {
                    let mut c = vec![at_least[index(sum)]];
                    c.extend(child(&a, i).map(|l| !l));
                    c.extend(child(&b, j).map(|l| !l));
                    cnf.clause(&c);
                }
                // Downward: A < av[i+1] and B < bv[j+1] give N <= av[i] + bv[j].
                if let Some(k) = values.iter().position(|&w| w > av[i] + bv[j]) {
                    let mut c = vec![!at_least[k]];
                    if i + 1 < av.len() {
                        c.push(a.at_least[i]);
                    }
                    if j + 1 < bv.len() {
                        c.push(b.at_least[j]);
                    }
                    cnf.clause(&c);
                }
            }
        }
        for k in 1..at_least.len() {
            cnf.clause(&[!at_least[k], at_least[k - 1]]);
        }
        Node { values, at_least }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every matching of a small complete graph: the encoded sum agrees with
    /// the form's value, for forms with positive and negative coefficients.
    #[test]
    fn sums_agree_with_brute_force() {
        let mut model = MatchingModel::new(5);
        for a in 0..5 {
            for b in (a + 1)..5 {
                model.add_edge(a, b);
            }
        }
        let mut form = LinearForm::new();
        form.constant = 3;
        for e in 0..model.edges.len() {
            form.add(e, (e as i64 * 7) % 5 - 2);
        }
        for target in -6..8 {
            let mut cnf = Cnf::new();
            let enc = EncodedMatching::encode(&mut cnf, &model, &[]);
            let sum = Sum::build(&mut cnf, &model, &enc.edges, &form, target + 1);
            let mut count_sat = 0;
            let mut count_brute = 0;
            // Enumerate matchings by brute force.
            for mask in 0u32..(1 << model.edges.len()) {
                let chosen: Vec<bool> =
                    (0..model.edges.len()).map(|e| mask >> e & 1 == 1).collect();
                if model.is_feasible(&chosen) && form.value(&chosen) == target {
                    count_brute += 1;
                }
            }
            // Enumerate models with the sum equal to target, blocking each.
            let eq = sum.equal(&cnf, target);
            while let Answer::Sat(m) = cnf.solve(&eq) {
                let chosen = enc.chosen(&m);
                assert!(model.is_feasible(&chosen));
                assert_eq!(form.value(&chosen), target);
                count_sat += 1;
                let block: Vec<Lit> = enc
                    .edges
                    .iter()
                    .zip(&chosen)
                    .map(|(&l, &c)| if c { !l } else { l })
                    .collect();
                cnf.clause(&block);
            }
            assert_eq!(count_sat, count_brute, "target {target}");
        }
    }
}
