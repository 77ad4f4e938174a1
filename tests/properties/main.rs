//! Properties: the random tournament generator (configuration, results, whole runs), property
//! tests over generated tournaments, and the TRF reader fuzzed.
//!
//! One test binary (each links HiGHS once): one module a former test file.

mod explain_properties;
mod generator_config;
mod generator_properties;
mod generator_results;
mod generator_run;
mod lim_properties;
mod trf_fuzz;
