//! The binary as a black box: the engine form, exit codes, standard input, pipes, atomic
//! writes, check-lists, tables, sharded audits, compare, explain, endorse.
//!
//! One test binary (each links HiGHS once): one module a former test file.

#[path = "../cli_support/mod.rs"]
mod cli_support;
#[path = "../common/mod.rs"]
mod common;

mod cli_checklist;
mod cli_compare;
mod cli_compare_study;
mod cli_double_swiss;
mod cli_engine;
mod cli_exit_codes;
mod cli_explain;
mod cli_io;
mod cli_real_archives;
mod cli_shards;
mod cli_team_generate;
mod cli_team_swiss;
mod cli_tournament_types;
mod endorse;
