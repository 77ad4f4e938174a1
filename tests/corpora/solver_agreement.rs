//! Two independent solvers, one answer: every round of `corpora/` paired
//! with the exact combinatorial path (HiGHS only where it cannot prove a
//! level) and with HiGHS for every level and every step of the generation
//! order must give the same pairing, board for board.

use crate::common;

use pairproof::checker::{check_tournament, Produced};
use pairproof::solver::Solver;
use pairproof::systems::{Setup, SystemId};
use pairproof::trf::read_file;
use rayon::prelude::*;
use std::path::PathBuf;

/// Every round of `files` paired both ways; returns the number of rounds compared.
fn assert_solvers_agree(system: SystemId, files: &[PathBuf]) -> usize {
    let compared: Vec<Result<usize, String>> = files
        .par_iter()
        .map(|file| {
            let t = read_file(file).map_err(|e| e.to_string())?;
            let exact = check_tournament(Setup::new(system, Solver::Exact), &t, None);
            let highs = check_tournament(Setup::new(system, Solver::Highs), &t, None);
            for (e, h) in exact.iter().zip(&highs) {
                if e.produced != h.produced {
                    return Err(format!(
                        "{} round {}: exact {:?}, highs {:?}",
                        file.display(),
                        e.round,
                        e.produced,
                        h.produced
                    ));
                }
            }
            let paired = exact
                .iter()
                .filter(|r| matches!(r.produced, Produced::Paired(_)))
                .count();
            Ok(paired)
        })
        .collect();
    let failures: Vec<&String> = compared.iter().filter_map(|c| c.as_ref().err()).collect();
    assert!(
        failures.is_empty(),
        "{} files differ:\n{:?}",
        failures.len(),
        failures
    );
    compared.iter().flatten().sum()
}

#[test]
fn dutch_2017_corpus_paired_alike_by_both_solvers() {
    let mut files = common::corpus_files("dutch-2017");
    files.extend(common::corpus_files("disputed"));
    files.extend(common::corpus_files("examples"));
    files.extend(common::corpus_files("realworld"));
    assert!(assert_solvers_agree(SystemId::Dutch2017, &files) > 250);
}

#[test]
fn dutch_2012_corpus_paired_alike_by_both_solvers() {
    let files = common::corpus_files("dutch-2012");
    assert!(assert_solvers_agree(SystemId::Dutch2012, &files) > 190);
}
