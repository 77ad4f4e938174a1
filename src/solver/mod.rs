//! Generic machinery shared by every pairing system: the integer-program
//! builder ([`model`]), the HiGHS driver for lexicographic objectives
//! ([`driver`]), the exact lexicographic assignment for the models that reduce
//! to one ([`assignment`]), the graph of the optimal candidates it leaves
//! ([`candidates`]), and a combinatorial matching ([`matching`]).
pub mod assignment;
pub mod candidates;
pub mod driver;
pub mod matching;
pub mod model;

pub use driver::{Lexicographic, SolveError, SolveStats};
pub use model::{Constraint, LinearForm, MatchingModel, Relation};
