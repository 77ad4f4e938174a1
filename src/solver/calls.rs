//! Counts of the solver calls a run makes, for the trace statistics and
//! reports: how many brackets the exact combinatorial path settled alone,
//! and how often HiGHS (integer programs and LP relaxations) and the SAT
//! solver were called. Each run counts its own: [`counted`] returns the calls
//! a piece of work made with its result, and the caller adds up the counts of
//! the pieces it spread over threads.

use std::cell::Cell;
use std::iter::Sum;
use std::ops::{Add, AddAssign};

thread_local! {
    /// The calls made on this thread since the innermost [`counted`] began.
    static COUNTED: Cell<Calls> = Cell::new(Calls::default());
}

/// Solver calls, by kind.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, serde::Serialize)]
pub struct Calls {
    /// Brackets paired by the generator (its own and those the verifier asks for).
    pub brackets: u64,
    /// Of those, the brackets settled without any HiGHS call.
    pub brackets_without_highs: u64,
    /// HiGHS integer programs solved.
    pub highs_integer: u64,
    /// HiGHS LP relaxations solved (proofs of a level's optimum).
    pub highs_lp: u64,
    /// SAT questions asked by the verifier.
    pub sat: u64,
}

impl AddAssign for Calls {
    fn add_assign(&mut self, other: Calls) {
        self.brackets += other.brackets;
        self.brackets_without_highs += other.brackets_without_highs;
        self.highs_integer += other.highs_integer;
        self.highs_lp += other.highs_lp;
        self.sat += other.sat;
    }
}

impl Add for Calls {
    type Output = Calls;
    fn add(mut self, other: Calls) -> Calls {
        self += other;
        self
    }
}

impl Sum for Calls {
    fn sum<I: Iterator<Item = Calls>>(calls: I) -> Calls {
        calls.fold(Calls::default(), Add::add)
    }
}

impl std::fmt::Display for Calls {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "solver calls: {} brackets, {} settled without HiGHS; HiGHS: {} integer programs, {} LP relaxations; SAT: {} questions",
            self.brackets, self.brackets_without_highs, self.highs_integer, self.highs_lp, self.sat
        )
    }
}

/// Runs `work` and returns its result with the solver calls it made. The
/// engine and the verifier do a round's work on the thread that asks for it,
/// so the calls are counted on the calling thread: work a caller hands to
/// rayon's workers is counted where each piece runs, and the caller adds up
/// what the pieces return. A run inside another counts in both.
pub fn counted<T>(work: impl FnOnce() -> T) -> (T, Calls) {
    let outer = COUNTED.replace(Calls::default());
    let result = work();
    let inner = COUNTED.replace(outer);
    count(|calls| *calls += inner);
    (result, inner)
}

/// Adds to the calls of the innermost [`counted`] run on this thread.
fn count(add: impl FnOnce(&mut Calls)) {
    COUNTED.with(|cell| {
        let mut calls = cell.get();
        add(&mut calls);
        cell.set(calls);
    });
}

/// A bracket paired; `highs` whether HiGHS was called for it.
pub fn bracket(highs: bool) {
    count(|calls| {
        calls.brackets += 1;
        calls.brackets_without_highs += u64::from(!highs);
    });
}

pub fn highs_integer() {
    count(|calls| calls.highs_integer += 1);
}

pub fn highs_lp() {
    count(|calls| calls.highs_lp += 1);
}

pub fn sat() {
    count(|calls| calls.sat += 1);
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A run counts the calls made inside it, those of the runs inside it
    /// too, and none of another thread's.
    #[test]
    fn a_run_counts_its_own_calls_and_those_of_runs_inside_it() {
        let ((), outer) = counted(|| {
            sat();
            let ((), inner) = counted(|| {
                bracket(false);
                highs_lp();
            });
            let one_bracket = Calls {
                brackets: 1,
                brackets_without_highs: 1,
                highs_lp: 1,
                ..Calls::default()
            };
            assert_eq!(inner, one_bracket);
            std::thread::spawn(|| counted(highs_integer))
                .join()
                .unwrap();
            bracket(true);
        });
        let expected = Calls {
            brackets: 2,
            brackets_without_highs: 1,
            highs_integer: 0,
            highs_lp: 1,
            sat: 1,
        };
        assert_eq!(outer, expected);
        // A second run starts from nothing.
        assert_eq!(
            counted(sat).1,
            Calls {
                sat: 1,
                ..Calls::default()
            }
        );
    }
}
