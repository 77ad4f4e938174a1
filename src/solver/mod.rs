//! Generic machinery shared by every pairing system: the integer-program
//! builder ([`model`]), the HiGHS driver for lexicographic objectives
//! ([`driver`]), and a combinatorial matching for quick feasibility checks
//! ([`matching`]).
pub mod assignment;
pub mod candidates;
pub mod driver;
pub mod matching;
pub mod model;

pub use driver::{Lexicographic, SolveError, SolveStats};
pub use model::{Constraint, LinearForm, MatchingModel, Relation};
