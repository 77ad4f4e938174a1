//! The rules: worked examples and hand-made rounds held to the paragraph they test, the
//! readings and rule models, state derivation, colour allocation, the generation order, the
//! verifier's findings and certificates.
//!
//! One test binary (each links HiGHS once): one module a former test file.

#[path = "../cli_support/mod.rs"]
mod cli_support;
#[path = "../common/mod.rs"]
mod common;

mod architecture;
mod baku;
mod burstein_rules;
mod certificates;
mod check_classification;
mod colours_allocation;
mod double_swiss_rules;
mod dubov_rules;
mod dutch2012_rules;
mod dutch2012_sequence;
mod dutch2017_bruteforce;
mod dutch2017_criteria;
mod dutch2017_readings;
mod dutch2017_sequence;
mod dutch2026_rules;
mod dutch2026_verifier;
mod lim_rules;
mod lim_verifier;
mod model_readings;
mod models;
mod rating1992_rules;
mod settled_rounds;
mod state_derivation;
mod unpairable_reason;
mod verifier_findings;
mod verifier_spoiled;
