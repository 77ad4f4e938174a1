//! Property test: random small tournaments generated and paired by the Lim
//! rule set (`generator::generate`) keep 2.1 in every round, checked from
//! the TRF history: no two players meet who have played a game before
//! (forfeits are not games); no player gets one colour a third time in a
//! row, nor three more of one colour than the other, except in the last
//! round, where 6 lets pairing players of one score come first.

use pairproof::generator::{self, GeneratorConfig};
use pairproof::systems::SystemId;
use pairproof::tournament::{Colour, Round, Tournament};
use proptest::prelude::*;
use proptest::test_runner::Config as ProptestConfig;

fn config(players: u32, rounds: u32, forfeit: f64, half_bye: f64) -> GeneratorConfig {
    GeneratorConfig {
        players: Some(players),
        rounds: Some(rounds),
        forfeit_rate: Some(forfeit),
        retired_rate: Some(0.0),
        half_point_bye_rate: Some(half_bye),
        late_entry_rate: Some(0.0),
        ..GeneratorConfig::default()
    }
}

/// The first breach of 2.1 in `t`, in words.
fn breach_of_2_1(t: &Tournament) -> Option<String> {
    let rounds = t.rounds_in_file();
    let last = t.total_rounds();
    for p in &t.players {
        let mut met = Vec::new();
        let mut colours: Vec<Colour> = Vec::new();
        for r in Round::all(rounds) {
            let Some(e) = p.entry(r.index()) else {
                continue;
            };
            if let (Some(opp), true) = (e.opponent, e.is_played_game()) {
                if met.contains(&opp) {
                    return Some(format!("round {r}: {} meets {} again", p.id, opp));
                }
                met.push(opp);
                let Some(c) = e.colour else { continue };
                colours.push(c);
                if r.number() == last {
                    continue; // 6
                }
                let third =
                    colours.len() >= 3 && colours[colours.len() - 3..].iter().all(|&x| x == c);
                let difference: i32 = colours
                    .iter()
                    .map(|&x| if x == Colour::White { 1 } else { -1 })
                    .sum();
                if third || difference.abs() >= 3 {
                    return Some(format!(
                        "round {}: {} gets {:?} (colours {:?})",
                        r, p.id, c, colours
                    ));
                }
            }
        }
    }
    None
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: std::env::var("PROPTEST_CASES").ok().and_then(|v| v.parse().ok()).unwrap_or(8),
        failure_persistence: None,
        max_shrink_iters: 8,
        ..ProptestConfig::default()
    })]

    #[test]
    fn generated_lim_rounds_keep_2_1(players in 5u32..30, rounds in 3u32..9, forfeit in 0.0f64..0.05, half_bye in 0.0f64..0.05, seed in 0u64..10_000) {
        let cfg = config(players, rounds, forfeit, half_bye);
        let t = generator::generate(SystemId::Lim, &cfg, seed);
        prop_assert!(t.is_ok(), "seed {seed}, {cfg:?}: {:?}", t.err());
        let t = t.unwrap();
        prop_assert!(t.rounds_in_file() > 0, "seed {seed}: no round paired");
        if let Some(why) = breach_of_2_1(&t) {
            prop_assert!(false, "seed {seed}, {cfg:?}: {why}");
        }
    }
}

/// A few fixed cases, whatever proptest draws.
#[test]
fn fixed_seeds_keep_2_1() {
    for (players, rounds, seed) in [(9, 7, 1), (16, 9, 2), (24, 5, 3), (7, 6, 4)] {
        let t =
            generator::generate(SystemId::Lim, &config(players, rounds, 0.02, 0.02), seed).unwrap();
        assert_eq!(breach_of_2_1(&t), None, "seed {seed}");
    }
}
