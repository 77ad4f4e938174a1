//! Generic machinery shared by every pairing system: the integer-program
//! builder ([`model`]), the HiGHS driver for lexicographic objectives
//! ([`driver`]), the exact lexicographic assignment for the models that reduce
//! to one ([`assignment`]), the graph of the optimal candidates it leaves
//! ([`candidates`]), the combinatorial matchings ([`matching`]: blossom and
//! augmenting paths; [`lexmatching`]: a perfect matching least on several
//! criteria by the weighted blossom), and the strategy that chooses among them
//! ([`strategy`]).
pub mod assignment;
#[cfg(test)]
pub mod brute_force;
pub mod calls;
pub mod candidates;
pub mod driver;
pub mod lexmatching;
pub mod matching;
pub mod model;
pub mod relaxation;
pub mod strategy;
pub mod terms;

pub use driver::{Lexicographic, SolveError, SolveStats};
pub use model::{Constraint, LinearForm, MatchingModel, Relation};
pub use strategy::Solver;
pub use terms::Terms;
