//! C.04.6 Swiss Team Pairing System, 2026 edition (`team-swiss`, issue 42):
//! the pieces written so far, each after its article of
//! `shared/rules/team-swiss.md`. Not yet a rule set of the engine: the
//! team-level tournament it would pair and the `RuleSet` implementation are
//! still to come (docs/systems/team-swiss.md, "Status").
//!
//! - [`order`]: 3.5.3-3.5.4 upfloater sets, 3.6.1-3.6.2 identifiers;

pub mod order;
