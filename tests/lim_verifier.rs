//! The verifier under the Lim criteria on tournaments the Lim rule set
//! generated: each round as recorded is proved optimal and the candidate the
//! text's order generates first (or left undecided where 2.6 cracks pairs);
//! the same rounds spoiled (the black players of two boards swapped) are
//! never taken for the rules' own pairing.

use pairproof::generator::{self, GeneratorConfig};
use pairproof::pairing::{Board, Pairing};
use pairproof::state::RoundRequest;
use pairproof::systems::SystemId;
use pairproof::verifier::{verify, Verdict};

fn config(players: u32, rounds: u32) -> GeneratorConfig {
    GeneratorConfig { players: Some(players), rounds: Some(rounds), ..GeneratorConfig::default() }
}

#[test]
fn generated_rounds_proved_and_spoiled_rounds_caught() {
    let mut spoiled_verdicts = std::collections::BTreeMap::new();
    for (players, rounds, seed) in [(12, 6, 1), (17, 7, 2), (22, 5, 3)] {
        let t = generator::generate(SystemId::Lim, &config(players, rounds), seed).unwrap();
        for round in 0..t.rounds_in_file() {
            let request = RoundRequest::recorded_round(&t, round, t.total_rounds());
            let recorded = Pairing::from_round(&t, round);
            let report = verify(SystemId::Lim, &t, &request, &recorded).unwrap();
            match report.verdict {
                Verdict::Optimal => assert_eq!(report.first_in_order, Some(true), "seed {seed} round {}", round + 1),
                Verdict::Undecided => assert_eq!(report.finding.unwrap().criterion, "2.6", "seed {seed} round {}", round + 1),
                other => panic!("seed {seed} round {}: {other:?}\n{}", round + 1, report.render()),
            }
            for k in 1..recorded.boards.len() {
                let mut spoiled = recorded.clone();
                let (a, b) = (spoiled.boards[k - 1], spoiled.boards[k]);
                spoiled.boards[k - 1] = Board { white: a.white, black: b.black };
                spoiled.boards[k] = Board { white: b.white, black: a.black };
                let report = verify(SystemId::Lim, &t, &request, &spoiled).unwrap();
                let taken_for_the_rules = report.verdict == Verdict::Optimal && report.first_in_order == Some(true);
                assert!(!taken_for_the_rules, "seed {seed} round {} boards {k}: {}", round + 1, report.render());
                *spoiled_verdicts.entry(format!("{:?}", report.verdict)).or_insert(0) += 1;
            }
        }
    }
    eprintln!("spoiled rounds: {spoiled_verdicts:?}");
    assert!(spoiled_verdicts.contains_key("Suboptimal"), "some spoiled round is suboptimal: {spoiled_verdicts:?}");
}
