//! Whole random tournaments, paired by a simple test engine: every board
//! recorded on both players, points equal to results, absences as planned,
//! reproducible from the seed, early end when no pairing exists.

mod generator {
    use pairproof::error::{Error, Result};
    use pairproof::generator::{self, parse_config, run, Generated, GeneratorConfig};
    use pairproof::pairing::{Board, Pairing};
    use pairproof::state::RoundRequest;
    use pairproof::systems::SystemId;
    use pairproof::tournament::{ResultCode, Round, Tournament};
    use std::path::Path;

    /// Pairs the present players in id order, 1-2, 3-4, ...; the last of an odd
    /// number gets the bye. Colours alternate by board and round. Repeats allowed.
    fn in_order(_: &Tournament, request: &RoundRequest) -> Result<Pairing> {
        let mut ids = request.present.clone();
        ids.sort_unstable();
        let bye = if ids.len() % 2 == 1 { ids.pop() } else { None };
        let boards = ids
            .chunks(2)
            .enumerate()
            .map(|(k, pair)| match (k + request.round.index()) % 2 {
                0 => Board {
                    white: pair[0],
                    black: pair[1],
                },
                _ => Board {
                    white: pair[1],
                    black: pair[0],
                },
            })
            .collect();
        Ok(Pairing { boards, bye })
    }

    fn config(text: &str) -> GeneratorConfig {
        parse_config(text, Path::new("test.properties")).unwrap()
    }

    const BUSY: &str = "\
PlayersNumber=31
RoundsNumber=9
ForfeitRate=15
RetiredRate=30
HalfPointByeRate=8
LateEntryRate=30
PointsForWin=3
PointsForDraw=1
PointsForZPB=0.5
PointsForPAB=2
";

    /// Checks everything a generated tournament must satisfy.
    fn check_consistent(g: &Generated) {
        let t = &g.tournament;
        let s = &g.settings;
        assert_eq!(t.players.len(), s.players as usize);
        assert_eq!(t.config.total_rounds, Some(s.rounds));
        assert_eq!(t.config.points, s.points);
        for p in &t.players {
            assert_eq!(p.rounds.len(), g.rounds_played, "player {}", p.id);
        }
        for (i, p) in t.players.iter().enumerate() {
            let mut total = 0;
            for (round, entry) in p.rounds.iter().enumerate() {
                let e = entry.unwrap_or_else(|| {
                    panic!(
                        "player {} has a blank entry in round {}",
                        p.id,
                        Round::at_index(round)
                    )
                });
                total += e.points(&t.config.points);
                match g.absences.code(i, round) {
                    Some(code) => {
                        assert_eq!(
                            (e.opponent, e.colour, e.result),
                            (None, None, code),
                            "player {} round {}",
                            p.id,
                            Round::at_index(round)
                        );
                    }
                    None => match e.opponent {
                        Some(o) => {
                            let other = t.player(o).unwrap().entry(round).copied().unwrap();
                            assert_eq!(other.opponent, Some(p.id));
                            assert_eq!(other.colour, e.colour.map(|c| c.opposite()));
                            assert!(e.colour.is_some());
                            assert_eq!(other.result, e.result.mirrored().unwrap());
                            assert!(matches!(
                                e.result,
                                ResultCode::Win
                                    | ResultCode::Draw
                                    | ResultCode::Loss
                                    | ResultCode::ForfeitWin
                                    | ResultCode::ForfeitLoss
                            ));
                        }
                        None => assert_eq!((e.colour, e.result), (None, ResultCode::PairingBye)),
                    },
                }
            }
            assert_eq!(p.declared_points, total, "points of player {}", p.id);
        }
        for round in Round::all(g.rounds_played) {
            let byes = t
                .players
                .iter()
                .filter(|p| p.entry(round.index()).unwrap().is_pairing_bye())
                .count();
            let paired = t
                .players
                .iter()
                .filter(|p| p.entry(round.index()).unwrap().was_paired())
                .count();
            assert!(paired >= 2, "round {round}");
            assert_eq!(byes, paired % 2, "round {round}");
        }
        // The TRF reader (which checks mirrored games, colours and the points
        // column) reads the written file back to the same tournament.
        let text = pairproof::trf::write(t);
        let back = pairproof::trf::parse(&text, Path::new("generated.trf")).unwrap();
        assert_eq!(&back, t);
    }

    #[test]
    fn generated_tournaments_are_consistent() {
        for seed in 0..40u64 {
            let g = run(&GeneratorConfig::default(), seed, in_order).unwrap();
            assert_eq!(g.rounds_played, g.settings.rounds as usize);
            assert!(g.stopped.is_none());
            check_consistent(&g);
        }
    }

    #[test]
    fn forfeits_byes_and_absences_are_recorded_consistently() {
        let mut seen = std::collections::BTreeSet::new();
        for seed in 0..10u64 {
            let g = run(&config(BUSY), seed, in_order).unwrap();
            check_consistent(&g);
            for p in &g.tournament.players {
                for e in p.rounds.iter().flatten() {
                    seen.insert(e.result.trf_char());
                }
            }
            // Late entrants miss round 1 at least, retired players the last round.
            let t = &g.tournament;
            for (i, p) in t.players.iter().enumerate() {
                if g.absences.enters[i] > 0 {
                    assert_eq!(p.entry(0).unwrap().result, ResultCode::ZeroBye);
                }
                if g.absences.retires[i].is_some() {
                    assert_eq!(
                        p.rounds.last().unwrap().unwrap().result,
                        ResultCode::ForfeitLoss
                    );
                    assert!(p.rounds.last().unwrap().unwrap().opponent.is_none());
                }
            }
        }
        for code in ['1', '=', '0', '+', '-', 'H', 'Z', 'U'] {
            assert!(
                seen.contains(&code),
                "no '{code}' in 10 busy tournaments: {seen:?}"
            );
        }
    }

    #[test]
    fn same_seed_same_tournament_different_seed_different() {
        let a = generator::generate_with(&config(BUSY), 42, in_order).unwrap();
        let b = generator::generate_with(&config(BUSY), 42, in_order).unwrap();
        let c = generator::generate_with(&config(BUSY), 43, in_order).unwrap();
        assert_eq!(a, b);
        assert_eq!(pairproof::trf::write(&a), pairproof::trf::write(&b));
        assert_ne!(a, c);
        let r1 = generator::generate_with(&GeneratorConfig::default(), 7, in_order).unwrap();
        let r2 = generator::generate_with(&GeneratorConfig::default(), 7, in_order).unwrap();
        assert_eq!(r1, r2);
    }

    #[test]
    fn the_tournament_ends_where_no_pairing_exists() {
        let stop_at_round_4 = |t: &Tournament, request: &RoundRequest| {
            if request.round.number() == 4 {
                Err(Error::NoPairing("test engine gives up".into()))
            } else {
                in_order(t, request)
            }
        };
        for seed in 0..10u64 {
            let g = run(&config(BUSY), seed, stop_at_round_4).unwrap();
            assert_eq!(g.rounds_played, 3);
            assert!(matches!(g.stopped, Some(Error::NoPairing(_))));
            check_consistent(&g);
            let t = &g.tournament;
            assert_eq!(t.rounds_in_file(), 3);
            assert_eq!(
                t.config.total_rounds,
                Some(9),
                "XXR keeps the planned rounds"
            );
            let text = pairproof::trf::write(t);
            assert!(text.contains("XXR 9"));
        }
        let none = run(
            &config(BUSY),
            1,
            |_: &Tournament, _: &RoundRequest| -> Result<Pairing> {
                Err(Error::NoPairing("never".into()))
            },
        )
        .unwrap();
        assert_eq!(none.rounds_played, 0);
        assert!(none
            .tournament
            .players
            .iter()
            .all(|p| p.rounds.is_empty() && p.declared_points == 0));
    }

    #[test]
    fn engine_errors_and_bad_pairings_are_reported() {
        let unavailable = |_: &Tournament, _: &RoundRequest| -> Result<Pairing> {
            Err(Error::Unexpected("no engine".into()))
        };
        assert!(matches!(
            run(&config(BUSY), 1, unavailable),
            Err(Error::Unexpected(_))
        ));
        let leaves_one_out = |t: &Tournament, request: &RoundRequest| {
            let mut p = in_order(t, request)?;
            p.boards.pop();
            Ok(p)
        };
        let err = run(&config(BUSY), 1, leaves_one_out).unwrap_err();
        assert!(
            matches!(&err, Error::Unexpected(m) if m.contains("left out")),
            "{err}"
        );
        let pairs_an_absent_player = |t: &Tournament, request: &RoundRequest| {
            let mut p = in_order(t, request)?;
            let absent = t
                .players
                .iter()
                .find(|pl| !request.present.contains(&pl.id))
                .map(|pl| pl.id);
            p.bye = absent.or(p.bye);
            Ok(p)
        };
        // Round 1 of this configuration has somebody absent (seed chosen by the loop).
        let found = (0..20u64).any(|seed| {
            matches!(run(&config(BUSY), seed, pairs_an_absent_player), Err(Error::Unexpected(m)) if m.contains("not to be paired"))
        });
        assert!(found);
    }

    #[test]
    fn the_engine_sees_the_round_to_be_paired() {
        let mut calls = Vec::new();
        let g = run(
            &config(BUSY),
            3,
            |t: &Tournament, request: &RoundRequest| {
                // Absences of the round are written before the engine is called.
                assert_eq!(t.config.total_rounds, Some(9));
                for p in &t.players {
                    let absent = p.entry(request.round.index()).is_some();
                    assert_eq!(absent, !request.present.contains(&p.id));
                }
                calls.push((request.round.number(), request.present.len()));
                in_order(t, request)
            },
        )
        .unwrap();
        assert_eq!(
            calls.iter().map(|c| c.0).collect::<Vec<_>>(),
            (1..=9).collect::<Vec<_>>()
        );
        assert!(calls.iter().all(|c| c.1 >= 2));
        check_consistent(&g);
    }

    /// The dutch-2017 engine pairs every round of small random tournaments:
    /// `generate` must succeed, and the result must be as consistent as with the
    /// test engine (both sides of every board, points, absences as planned).
    #[test]
    fn generate_uses_the_pairing_system() {
        let dutch = |t: &Tournament, request: &RoundRequest| {
            pairproof::systems::pair(SystemId::Dutch2017, t, request)
        };
        for (seed, text) in [
            (5, "PlayersNumber=12\nRoundsNumber=5\n"),
            (
                6,
                "PlayersNumber=17\nRoundsNumber=6\nForfeitRate=5\nHalfPointByeRate=4\n",
            ),
            (
                7,
                "PlayersNumber=30\nRoundsNumber=7\nRetiredRate=10\nLateEntryRate=10\n",
            ),
        ] {
            let cfg = config(text);
            let t = generator::generate(SystemId::Dutch2017, &cfg, seed)
                .unwrap_or_else(|e| panic!("seed {seed}, {text:?}: {e}"));
            let g = run(&cfg, seed, dutch).unwrap_or_else(|e| panic!("seed {seed}, {text:?}: {e}"));
            assert_eq!(g.tournament, t, "seed {seed}: generate and run agree");
            assert_eq!(t.players.len(), g.settings.players as usize);
            // Small fields, few rounds: every round can be paired.
            assert!(
                g.stopped.is_none(),
                "seed {seed}: stopped early: {:?}",
                g.stopped
            );
            assert_eq!(g.rounds_played, g.settings.rounds as usize);
            check_consistent(&g);
        }
    }

    /// Makes the tournament one of two-game matches (C.04.5): its type code,
    /// as a `192` line before the players.
    fn double_swiss(t: &mut Tournament) {
        t.config.tournament_type = Some("FIDE_DOUBLESWISS".to_string());
        t.headers.push(pairproof::tournament::HeaderLine {
            code: "192".to_string(),
            text: "192 FIDE_DOUBLESWISS".to_string(),
        });
        for p in &mut t.players {
            p.line += 1;
        }
    }

    #[test]
    fn two_game_matches_are_played_game_by_game_and_written_as_read() {
        let (mut forfeited, mut one_game_forfeited) = (0, 0);
        for seed in 0..20 {
            let g = generator::run_prepared(
                &config(BUSY),
                seed,
                double_swiss,
                in_order,
                |rng, s, _, w, b| generator::results::board_result(rng, s, w.1, b.1),
            )
            .unwrap();
            let t = &g.tournament;
            assert!(t.config.two_game_matches());
            for p in &t.players {
                for e in p.rounds.iter().flatten() {
                    // Preface: every round is a match, colours alternating, a
                    // bye or an absence for the whole match.
                    let second = e.second.expect("a match's two games");
                    match e.opponent {
                        Some(_) => assert_eq!(second.colour, e.colour.map(|c| c.opposite())),
                        None => assert_eq!(second.result, e.result),
                    }
                    let forfeits = [e.result, second.result]
                        .iter()
                        .filter(|r| matches!(r, ResultCode::ForfeitWin | ResultCode::ForfeitLoss))
                        .count();
                    if e.opponent.is_some() && !e.is_played_game() {
                        forfeited += 1;
                        assert_eq!(forfeits, 2, "a forfeited match has both games forfeited");
                    }
                    if e.opponent.is_some() && e.is_played_game() && forfeits > 0 {
                        one_game_forfeited += 1;
                    }
                }
            }
            let text = pairproof::trf::write(t);
            let back = pairproof::trf::parse(&text, Path::new("g.trf")).unwrap();
            assert_eq!(&back, t, "seed {seed}: read back as generated");
            // Two round columns a match: the longest line reaches the last
            // game 2 of the rounds played.
            let longest = text
                .lines()
                .filter(|l| l.starts_with("001"))
                .map(|l| l.chars().count())
                .max()
                .unwrap();
            assert_eq!(
                longest,
                91 + 10 * (2 * g.rounds_played - 1) + 8,
                "seed {seed}"
            );
        }
        assert!(
            forfeited > 0 && one_game_forfeited > 0,
            "{forfeited} {one_game_forfeited}"
        );
    }
}
