//! B.8 judged independently of the generator, on every round of `corpora/`.
//!
//! The generator finds the first candidate of a bracket by its order steps
//! (`dutch_common::order`, decision by decision on the graph of optimal
//! candidates). The verifier has its own account of section D
//! (`dutch_common::sequence::parting_step`: each candidate placed at the
//! earliest choice that generates it, checked against the literal sequence
//! of B.6/B.7 in `tests/rules/dutch2017_sequence.rs`). Here, in every bracket of
//! every round, SAT looks for other candidates equal to the generator's on
//! every criterion, one leaving out each of its pairs, and the account must
//! place each of them after the generator's pairing.

use crate::common;

use std::path::Path;

use common::corpus_files;

use pairproof::state::RoundRequest;
use pairproof::systems::{pair, SystemId};
use pairproof::tournament::Round;
use pairproof::trf;
use pairproof::verifier::{cross_check_order, Verdict};
use rayon::prelude::*;

#[derive(Default)]
struct Totals {
    rounds: usize,
    agreed: usize,
    unplaced: usize,
    undecided: usize,
    failures: Vec<String>,
}

impl Totals {
    fn add(mut self, other: Totals) -> Totals {
        self.rounds += other.rounds;
        self.agreed += other.agreed;
        self.unplaced += other.unplaced;
        self.undecided += other.undecided;
        self.failures.extend(other.failures);
        self
    }
}

fn cross_check_file(system: SystemId, file: &Path) -> Totals {
    let t = trf::read_file(file).unwrap_or_else(|e| panic!("{e}"));
    let name = file.file_name().unwrap().to_string_lossy().to_string();
    let mut totals = Totals::default();
    for round in Round::all(t.rounds_in_file()) {
        let request = RoundRequest::recorded_round(&t, round, t.rounds_in_file());
        let Ok(generated) = pair(system, &t, &request) else {
            continue;
        };
        let (report, check) = cross_check_order(system, &t, &request, &generated).unwrap();
        totals.rounds += 1;
        if report.verdict != Verdict::Optimal && report.verdict != Verdict::Colours {
            totals.failures.push(format!(
                "{name} round {}: the generator's pairing is {:?}",
                round, report.verdict
            ));
        }
        totals.agreed += check.agreed;
        totals.unplaced += check.unplaced;
        totals.undecided += check.undecided;
        totals.failures.extend(
            check
                .disagreements
                .iter()
                .map(|d| format!("{name} round {round}: {d}")),
        );
    }
    totals
}

/// Cross-checks every round of `corpora/<folder>`; at least `min_agreed`
/// other optimal candidates must have been placed, so that the check
/// cannot pass by finding none.
fn assert_order_agrees(system: SystemId, folder: &str, min_agreed: usize) {
    let files = corpus_files(folder);
    assert!(!files.is_empty(), "no files in corpora/{folder}");
    let totals = files
        .par_iter()
        .map(|f| cross_check_file(system, f))
        .reduce(Totals::default, Totals::add);
    eprintln!(
        "{folder}: {} rounds, {} other optimal candidates placed after the generator's, {} not placed, {} undecided",
        totals.rounds, totals.agreed, totals.unplaced, totals.undecided
    );
    assert!(totals.failures.is_empty(), "{}", totals.failures.join("\n"));
    assert!(
        totals.agreed >= min_agreed,
        "only {} candidates compared",
        totals.agreed
    );
}

#[test]
fn dutch_2017_generation_order_agrees_with_the_account_on_every_round() {
    assert_order_agrees(SystemId::Dutch2017, "dutch-2017", 100);
}

#[test]
fn dutch_2012_generation_order_agrees_with_the_account_on_every_round() {
    assert_order_agrees(SystemId::Dutch2012, "dutch-2012", 100);
}

#[test]
fn dutch_2026_generation_order_agrees_with_the_account_on_every_round() {
    assert_order_agrees(SystemId::Dutch2026, "dutch-2026", 100);
}
