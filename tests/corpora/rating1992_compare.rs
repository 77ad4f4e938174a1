//! Why the 1992 rules pair a 2012 tournament differently, by paragraph on
//! both sides: for every round where `rating-1992` differs from the file
//! (JaVaFo under the 2012 rules), the 1992 verifier's verdict on the file's
//! pairing (the 1992 paragraph it breaks, or "B.8" when both are optimal and
//! only the generation order differs) and the 2012 verifier's verdict on the
//! 1992 pairing (the 2012 paragraph that pairing breaks). A measurement, not
//! a test of correctness: ignored by default.
//!
//! `R92_COMPARE=FILE_LIST cargo test --release --test corpora rating1992_compare:: -- --ignored --nocapture`
//! (FILE_LIST: one TRF path a line).

use pairproof::checker::{check_tournament, Produced, Recorded};
use pairproof::state::RoundRequest;
use pairproof::systems::SystemId;
use pairproof::verifier::{verify, RoundReport, Verdict};
use std::collections::BTreeMap;
use std::path::Path;

fn cause(report: &pairproof::error::Result<RoundReport>) -> String {
    match report {
        Ok(r) => match (r.verdict, &r.finding) {
            (Verdict::Optimal, _) if r.first_in_order == Some(false) => {
                "optimal, later in order (B.8)".into()
            }
            (Verdict::Optimal, _) => "optimal".into(),
            (v, Some(f)) => format!("{} at {}", v.word(), f.criterion),
            (v, None) => v.word().into(),
        },
        Err(e) => format!("error: {e}"),
    }
}

#[test]
#[ignore]
fn rating1992_against_the_2012_corpus() {
    let Some(list) = std::env::var_os("R92_COMPARE") else {
        return;
    };
    let files: Vec<String> = std::fs::read_to_string(list)
        .unwrap()
        .lines()
        .map(str::to_string)
        .collect();
    let mut table: BTreeMap<(String, String), Vec<String>> = BTreeMap::new();
    let (mut rounds, mut differing) = (0, 0);
    for file in &files {
        let t = pairproof::trf::read_file(Path::new(file)).unwrap();
        let name = Path::new(file)
            .file_name()
            .unwrap()
            .to_string_lossy()
            .to_string();
        for check in check_tournament(SystemId::Rating1992, &t, None) {
            rounds += 1;
            if check.identical {
                continue;
            }
            differing += 1;
            let request = RoundRequest::recorded_round(&t, check.round, t.total_rounds());
            let file_side = match &check.recorded {
                Recorded::Paired(p) => cause(&verify(SystemId::Rating1992, &t, &request, p)),
                Recorded::Unpairable => "unpairable".into(),
            };
            let our_side = match &check.produced {
                Produced::Paired(p) => cause(&verify(SystemId::Dutch2012, &t, &request, p)),
                other => format!("{other:?}"),
            };
            table
                .entry((file_side, our_side))
                .or_default()
                .push(format!("{name} r{}", check.round));
        }
    }
    println!("{differing} of {rounds} rounds differ");
    println!(
        "{:>5}  {:<40} {:<40} examples",
        "rounds", "file's pairing under 1992", "1992 pairing under 2012"
    );
    let mut rows: Vec<_> = table.into_iter().collect();
    rows.sort_by_key(|(_, v)| std::cmp::Reverse(v.len()));
    for ((file_side, our_side), examples) in rows {
        let shown: Vec<&str> = examples.iter().take(3).map(String::as_str).collect();
        println!(
            "{:>5}  {file_side:<40} {our_side:<40} {}",
            examples.len(),
            shown.join(", ")
        );
    }
}
