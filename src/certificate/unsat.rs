//! The check of `unsat` evidence: a DRAT refutation of a DIMACS formula,
//! checked forwards. Each added clause must follow from the clauses so far
//! by unit propagation alone (RUP: assuming its literals false propagates to
//! a conflict), and the empty clause must be reached. Deletions only drop
//! clauses (a deleted unit is kept, as DRAT checkers do); clauses that need
//! the RAT rule are rejected: the solver behind these proofs learns only
//! RUP clauses.

use std::collections::HashMap;

/// Checks that `drat` refutes `cnf`.
pub fn check(cnf: &str, drat: &str) -> Result<(), String> {
    let (variables, clauses) = parse_dimacs(cnf)?;
    let mut steps = Vec::new();
    for (line, step) in drat.lines().enumerate() {
        let line = line + 1;
        let step = step.trim();
        if step.is_empty() || step.starts_with('c') {
            continue;
        }
        let (delete, body) = match step.strip_prefix('d') {
            Some(rest) => (true, rest),
            None => (false, step),
        };
        let clause = literals(body, variables).map_err(|e| format!("proof line {line}: {e}"))?;
        steps.push((line, delete, clause));
    }
    // Room for the variables the texts use, not for the header's count,
    // which a header may give far beyond them (and beyond memory).
    let used = clauses
        .iter()
        .chain(steps.iter().map(|(_, _, c)| c))
        .flatten()
        .map(|l| l.unsigned_abs() as usize)
        .max()
        .unwrap_or(0);
    let mut db = Database::new(used);
    for c in clauses {
        db.add(c);
    }
    for (line, delete, clause) in steps {
        if delete {
            db.delete(&clause);
            continue;
        }
        if !db.implies(&clause) {
            return Err(format!(
                "proof line {line}: the clause is not implied by unit propagation"
            ));
        }
        if clause.is_empty() {
            return Ok(());
        }
        db.add(clause);
    }
    if db.implies(&[]) {
        return Ok(());
    }
    Err("the proof does not reach the empty clause".into())
}

/// The header's number of variables and the clauses.
fn parse_dimacs(text: &str) -> Result<(usize, Vec<Vec<i64>>), String> {
    let mut lines = text
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty() && !l.starts_with('c'));
    let (_, header) = lines.next().ok_or("an empty formula")?;
    let words: Vec<&str> = header.split_whitespace().collect();
    let (variables, count) = match words.as_slice() {
        ["p", "cnf", v, c] => (
            v.parse::<usize>()
                .map_err(|_| "formula header: a number of variables")?,
            c.parse::<usize>()
                .map_err(|_| "formula header: a number of clauses")?,
        ),
        _ => return Err("formula header: expected `p cnf VARIABLES CLAUSES`".into()),
    };
    let clauses: Vec<Vec<i64>> = lines
        .map(|(i, l)| literals(l, variables).map_err(|e| format!("formula line {}: {e}", i + 1)))
        .collect::<Result<_, _>>()?;
    if clauses.len() != count {
        return Err(format!(
            "formula: {} clauses, the header says {count}",
            clauses.len()
        ));
    }
    Ok((variables, clauses))
}

/// A clause's literals, ended by 0.
fn literals(text: &str, variables: usize) -> Result<Vec<i64>, String> {
    let mut numbers: Vec<i64> = text
        .split_whitespace()
        .map(|w| w.parse::<i64>().map_err(|_| format!("`{w}` is no literal")))
        .collect::<Result<_, _>>()?;
    if numbers.pop() != Some(0) {
        return Err("a clause not ended by 0".into());
    }
    match numbers
        .iter()
        .find(|&&l| l == 0 || l.unsigned_abs() as usize > variables)
    {
        Some(l) => Err(format!("literal {l} out of the {variables} variables")),
        None => Ok(numbers),
    }
}

/// The clauses so far, with the clauses each literal occurs in.
struct Database {
    clauses: Vec<Vec<i64>>,
    alive: Vec<bool>,
    occurrences: Vec<Vec<usize>>,
    by_literals: HashMap<Vec<i64>, Vec<usize>>,
    units: Vec<usize>,
}

/// Makes `l` true (queued for propagation); false when it is already false.
fn assign_true(l: i64, value: &mut [i8], queue: &mut Vec<i64>) -> bool {
    let v = l.unsigned_abs() as usize;
    let want = if l > 0 { 1 } else { -1 };
    match value[v] {
        0 => {
            value[v] = want;
            queue.push(l);
            true
        }
        x => x == want,
    }
}

fn code(literal: i64) -> usize {
    2 * (literal.unsigned_abs() as usize - 1) + usize::from(literal < 0)
}

impl Database {
    fn new(variables: usize) -> Database {
        Database {
            clauses: Vec::new(),
            alive: Vec::new(),
            occurrences: vec![Vec::new(); 2 * variables],
            by_literals: HashMap::new(),
            units: Vec::new(),
        }
    }

    fn add(&mut self, clause: Vec<i64>) {
        let id = self.clauses.len();
        for &l in &clause {
            self.occurrences[code(l)].push(id);
        }
        if clause.len() == 1 {
            self.units.push(id);
        }
        let mut key = clause.clone();
        key.sort_unstable();
        self.by_literals.entry(key).or_default().push(id);
        self.clauses.push(clause);
        self.alive.push(true);
    }

    fn delete(&mut self, clause: &[i64]) {
        if clause.len() == 1 {
            return;
        }
        let mut key = clause.to_vec();
        key.sort_unstable();
        if let Some(id) = self.by_literals.get_mut(&key).and_then(|ids| ids.pop()) {
            self.alive[id] = false;
        }
    }

    /// Whether assuming every literal of `clause` false propagates to a conflict.
    fn implies(&self, clause: &[i64]) -> bool {
        // value[v]: 1 true, -1 false, 0 unassigned (variables 1-based).
        let mut value = vec![0i8; self.occurrences.len() / 2 + 1];
        let mut queue: Vec<i64> = Vec::new();
        for &l in clause {
            if !assign_true(-l, &mut value, &mut queue) {
                return true; // a tautology
            }
        }
        for &u in self.units.iter().filter(|&&u| self.alive[u]) {
            if !assign_true(self.clauses[u][0], &mut value, &mut queue) {
                return true;
            }
        }
        let truth = |l: i64, value: &[i8]| {
            let x = value[l.unsigned_abs() as usize];
            if l > 0 {
                x
            } else {
                -x
            }
        };
        while let Some(l) = queue.pop() {
            // `l` became true: the clauses holding its negation may be unit now.
            for &id in &self.occurrences[code(-l)] {
                if !self.alive[id] {
                    continue;
                }
                let mut open = None;
                let mut open_count = 0;
                let mut satisfied = false;
                for &x in &self.clauses[id] {
                    match truth(x, &value) {
                        1 => {
                            satisfied = true;
                            break;
                        }
                        0 => {
                            open = Some(x);
                            open_count += 1;
                        }
                        _ => {}
                    }
                }
                if satisfied || open_count > 1 {
                    continue;
                }
                match open {
                    None => return true,
                    Some(x) => {
                        assign_true(x, &mut value, &mut queue);
                    }
                }
            }
        }
        false
    }
}
