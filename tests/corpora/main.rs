//! The corpora: every round of the subsets in `corpora/` re-paired (and, `#[ignore]`d, the
//! shared corpora in `../shared`), both solvers alike, the order cross-check, 1992 against 2012.
//!
//! One test binary (each links HiGHS once): one module a former test file.

#[path = "../common/mod.rs"]
mod common;

mod dutch2012_corpus;
mod dutch2017_corpus;
mod dutch2026_corpus;
mod order_cross_check;
mod rating1992_compare;
mod realworld;
mod solver_agreement;
mod team_swiss_corpus;
mod trf_shared;
