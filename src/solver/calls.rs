//! Counts of the solver calls a run makes, for the trace statistics and
//! reports: how many brackets the exact combinatorial path settled alone,
//! and how often HiGHS (integer programs and LP relaxations) and the SAT
//! solver were called. Process-wide, so that parallel workers add up.

use std::sync::atomic::{AtomicU64, Ordering};

static BRACKETS: AtomicU64 = AtomicU64::new(0);
static BRACKETS_WITHOUT_HIGHS: AtomicU64 = AtomicU64::new(0);
static HIGHS_INTEGER: AtomicU64 = AtomicU64::new(0);
static HIGHS_LP: AtomicU64 = AtomicU64::new(0);
static SAT: AtomicU64 = AtomicU64::new(0);

/// The counts so far.
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

impl Calls {
    pub fn now() -> Calls {
        Calls {
            brackets: BRACKETS.load(Ordering::Relaxed),
            brackets_without_highs: BRACKETS_WITHOUT_HIGHS.load(Ordering::Relaxed),
            highs_integer: HIGHS_INTEGER.load(Ordering::Relaxed),
            highs_lp: HIGHS_LP.load(Ordering::Relaxed),
            sat: SAT.load(Ordering::Relaxed),
        }
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

/// A bracket paired; `highs` whether HiGHS was called for it.
pub fn bracket(highs: bool) {
    BRACKETS.fetch_add(1, Ordering::Relaxed);
    if !highs {
        BRACKETS_WITHOUT_HIGHS.fetch_add(1, Ordering::Relaxed);
    }
}

pub fn highs_integer() {
    HIGHS_INTEGER.fetch_add(1, Ordering::Relaxed);
}

pub fn highs_lp() {
    HIGHS_LP.fetch_add(1, Ordering::Relaxed);
}

pub fn sat() {
    SAT.fetch_add(1, Ordering::Relaxed);
}
