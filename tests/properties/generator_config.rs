//! The RTG configuration file: syntax, keys, errors with line and column, and
//! the random completion of missing keys.

mod generator {
    use pairproof::error::{Error, ExitCode};
    use pairproof::generator::players::new_tournament;
    use pairproof::generator::{parse_config, GeneratorConfig, Settings};
    use pairproof::points::PointSystem;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;
    use std::path::Path;

    const FULL: &str = "\
# RTG configuration, every key
! a comment in the other style

PlayersNumber = 40
RoundsNumber=9
  DrawPercentage= 30
ForfeitRate =1.5
RetiredRate=2
HalfPointByeRate=3%
LateEntryRate:4
HighestRating=2600
LowestRating=1400
PointsForWin=3
PointsForDraw=1
PointsForLoss=0.0
PointsForZPB=0.5
PointsForForfeitLoss=0
PointsForPAB=2.0
";

    fn parse(text: &str) -> pairproof::error::Result<GeneratorConfig> {
        parse_config(text, Path::new("rtg.properties"))
    }

    /// The line, column and message of an input error.
    fn input_error(text: &str) -> (usize, usize, String) {
        match parse(text) {
            Err(e @ Error::Input { .. }) => {
                assert_eq!(e.exit_code(), ExitCode::InvalidInput);
                let Error::Input { at, message } = e else {
                    unreachable!()
                };
                assert_eq!(at.file, Path::new("rtg.properties"));
                (at.line, at.column, message)
            }
            other => panic!("expected an input error for {text:?}, got {other:?}"),
        }
    }

    #[test]
    fn parses_every_key() {
        let c = parse(FULL).unwrap();
        assert_eq!(
            c,
            GeneratorConfig {
                players: Some(40),
                rounds: Some(9),
                draw_percentage: Some(30.0),
                forfeit_rate: Some(1.5),
                retired_rate: Some(2.0),
                half_point_bye_rate: Some(3.0),
                late_entry_rate: Some(4.0),
                highest_rating: Some(2600),
                lowest_rating: Some(1400),
                points_for_win: Some(30),
                points_for_draw: Some(10),
                points_for_loss: Some(0),
                points_for_zpb: Some(5),
                points_for_forfeit_loss: Some(0),
                points_for_pab: Some(20),
                ..GeneratorConfig::default()
            }
        );
        let teams =
            parse("TeamsNumber=12\nBoardsNumber=4\nTeamType=FIDE_TEAM_TYPEB_GP_MP").unwrap();
        assert_eq!(
            (teams.teams, teams.boards, teams.team_type.as_deref()),
            (Some(12), Some(4), Some("FIDE_TEAM_TYPEB_GP_MP"))
        );
        // A full file leaves nothing to chance.
        let s = c.resolve(&mut ChaCha8Rng::seed_from_u64(1)).unwrap();
        assert_eq!(s, c.resolve(&mut ChaCha8Rng::seed_from_u64(2)).unwrap());
        assert_eq!(
            s.points,
            PointSystem {
                win: 30,
                draw: 10,
                loss: 0,
                zero_bye: 5,
                half_bye: 10,
                full_bye: 30,
                forfeit_win: 30,
                forfeit_loss: 0,
                pairing_bye: 20,
                absence: 0,
            }
        );
        assert_eq!(
            (s.players, s.rounds, s.lowest_rating, s.highest_rating),
            (40, 9, 1400, 2600)
        );
    }

    #[test]
    fn accepts_crlf_cr_bom_and_any_key_case() {
        let crlf = FULL.replace('\n', "\r\n");
        let cr = FULL.replace('\n', "\r");
        let bom = format!("\u{feff}{FULL}");
        let full = parse(FULL).unwrap();
        assert_eq!(parse(&crlf).unwrap(), full);
        assert_eq!(parse(&cr).unwrap(), full);
        assert_eq!(parse(&bom).unwrap(), full);
        assert_eq!(parse("playersnumber=12").unwrap().players, Some(12));
        assert_eq!(parse("").unwrap(), GeneratorConfig::default());
        assert_eq!(
            parse("# only a comment\n\n   \n").unwrap(),
            GeneratorConfig::default()
        );
    }

    #[test]
    fn missing_points_take_the_usual_values() {
        let c = parse("PointsForWin=2").unwrap();
        let s = c.resolve(&mut ChaCha8Rng::seed_from_u64(3)).unwrap();
        assert_eq!(s.points.win, 20);
        assert_eq!(s.points.pairing_bye, 20, "PAB follows the win");
        assert_eq!(s.points.draw, 5);
        assert_eq!(s.points.half_bye, 5);
        let s = GeneratorConfig::randomised(&mut ChaCha8Rng::seed_from_u64(3));
        assert_eq!(s.points, PointSystem::default());
    }

    #[test]
    fn reports_errors_with_line_and_column() {
        let (line, column, message) = input_error("PlayersNumber=40\nColours=white\n");
        assert_eq!((line, column), (2, 1));
        assert!(message.contains("unknown key 'Colours'"), "{message}");

        let (line, column, message) = input_error("# c\n  RoundsNumber = x\n");
        assert_eq!((line, column), (2, 18));
        assert!(
            message.contains("whole number for RoundsNumber"),
            "{message}"
        );

        let (line, column, message) = input_error("DrawPercentage=120");
        assert_eq!((line, column), (1, 16));
        assert!(message.contains("from 0 to 100"), "{message}");

        let (line, column, message) = input_error("\n\nPlayersNumber=1");
        assert_eq!((line, column), (3, 15));
        assert!(message.contains("from 2 to 9999"), "{message}");

        let (line, column, message) =
            input_error("RoundsNumber=5\nDrawPercentage=20\nroundsnumber=6\n");
        assert_eq!((line, column), (3, 1));
        assert!(
            message.contains("RoundsNumber is given twice (first on line 1)"),
            "{message}"
        );

        let (line, column, message) = input_error("PlayersNumber 40");
        assert_eq!((line, column), (1, 1));
        assert!(message.contains("KEY=VALUE"), "{message}");

        let (line, column, message) = input_error("ForfeitRate=");
        assert_eq!((line, column), (1, 13));
        assert!(
            message.contains("missing value for ForfeitRate"),
            "{message}"
        );

        let (line, column, _) = input_error("=3");
        assert_eq!((line, column), (1, 1));

        let (line, column, message) = input_error("PointsForDraw=0.25");
        assert_eq!((line, column), (1, 15));
        assert!(message.contains("at most one decimal"), "{message}");

        let (line, column, _) = input_error("PointsForLoss=-1");
        assert_eq!((line, column), (1, 15));

        let (line, column, message) = input_error("PlayersNumber=30 # trailing comment");
        assert_eq!((line, column), (1, 15));
        assert!(message.contains("'30 # trailing comment'"), "{message}");

        let (line, column, message) = input_error("LowestRating = 2500\nHighestRating=2000\n");
        assert_eq!((line, column), (1, 16));
        assert!(
            message.contains("above HighestRating 2000 (line 2)"),
            "{message}"
        );

        let full = input_error("PlayersNumber=40\nFoo=1").2;
        let shown = Error::input(Path::new("rtg.properties"), 2, 1, full).to_string();
        assert!(
            shown.starts_with("rtg.properties:2:1: unknown key 'Foo'"),
            "{shown}"
        );
    }

    #[test]
    fn code_built_configurations_are_checked() {
        let mut rng = ChaCha8Rng::seed_from_u64(0);
        let bad = GeneratorConfig {
            players: Some(1),
            ..Default::default()
        };
        assert!(matches!(bad.resolve(&mut rng), Err(Error::Request(_))));
        let bad = GeneratorConfig {
            forfeit_rate: Some(-2.0),
            ..Default::default()
        };
        assert!(matches!(bad.resolve(&mut rng), Err(Error::Request(_))));
        let bad = GeneratorConfig {
            lowest_rating: Some(2000),
            highest_rating: Some(1000),
            ..Default::default()
        };
        assert!(matches!(bad.resolve(&mut rng), Err(Error::Request(_))));
    }

    fn check_ranges(s: &Settings) {
        assert!((6..=200).contains(&s.players), "{s:?}");
        assert!(
            s.rounds >= 1 && s.rounds < s.players && s.rounds <= 15,
            "{s:?}"
        );
        assert!((10.0..=40.0).contains(&s.draw_percentage), "{s:?}");
        assert!((0.0..=2.0).contains(&s.forfeit_rate), "{s:?}");
        assert!((0.0..=5.0).contains(&s.retired_rate), "{s:?}");
        assert!((0.0..=2.0).contains(&s.half_point_bye_rate), "{s:?}");
        assert!((0.0..=5.0).contains(&s.late_entry_rate), "{s:?}");
        assert!(s.lowest_rating + 200 <= s.highest_rating, "{s:?}");
        assert!(
            (1000..=2000).contains(&s.lowest_rating) && s.highest_rating <= 2800,
            "{s:?}"
        );
    }

    #[test]
    fn randomised_configuration_is_reproducible_and_in_range() {
        let mut distinct = std::collections::BTreeSet::new();
        for seed in 0..300u64 {
            let a = GeneratorConfig::randomised(&mut ChaCha8Rng::seed_from_u64(seed));
            let b = GeneratorConfig::randomised(&mut ChaCha8Rng::seed_from_u64(seed));
            assert_eq!(a, b);
            check_ranges(&a);
            distinct.insert((a.players, a.rounds, a.lowest_rating, a.highest_rating));
        }
        assert!(
            distinct.len() > 250,
            "only {} distinct configurations",
            distinct.len()
        );
    }

    #[test]
    fn missing_keys_respect_the_given_ones() {
        for seed in 0..200u64 {
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let s = parse("PlayersNumber=7").unwrap().resolve(&mut rng).unwrap();
            assert!(s.players == 7 && (3..=6).contains(&s.rounds), "{s:?}");
            let s = parse("PlayersNumber=2").unwrap().resolve(&mut rng).unwrap();
            assert_eq!((s.players, s.rounds), (2, 1));
            let s = parse("RoundsNumber=11").unwrap().resolve(&mut rng).unwrap();
            assert!(s.rounds == 11 && (12..=200).contains(&s.players), "{s:?}");
            let s = parse("LowestRating=2700")
                .unwrap()
                .resolve(&mut rng)
                .unwrap();
            assert!(
                s.lowest_rating == 2700 && (2700..=3700).contains(&s.highest_rating),
                "{s:?}"
            );
            let s = parse("HighestRating=500")
                .unwrap()
                .resolve(&mut rng)
                .unwrap();
            assert!(s.highest_rating == 500 && s.lowest_rating <= 500, "{s:?}");
        }
    }

    #[test]
    fn resolved_settings_write_back_as_a_configuration() {
        for seed in 0..50u64 {
            let s = GeneratorConfig::randomised(&mut ChaCha8Rng::seed_from_u64(seed));
            let again = parse(&s.to_properties())
                .unwrap()
                .resolve(&mut ChaCha8Rng::seed_from_u64(999))
                .unwrap();
            assert_eq!(again, s);
        }
    }

    #[test]
    fn player_list_is_reproducible_sorted_and_in_range() {
        let settings = |seed| GeneratorConfig::randomised(&mut ChaCha8Rng::seed_from_u64(seed));
        let list = |seed: u64| {
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            new_tournament(&settings(seed), seed, &mut rng)
        };
        for seed in [1u64, 2, 77, 12345] {
            let t = list(seed);
            assert_eq!(t, list(seed));
            let s = settings(seed);
            assert_eq!(t.players.len(), s.players as usize);
            for (i, p) in t.players.iter().enumerate() {
                assert_eq!(p.id as usize, i + 1);
                assert_eq!(p.name, format!("Player{:04}", i + 1));
                assert!((s.lowest_rating..=s.highest_rating).contains(&p.rating));
                assert!(p.rounds.is_empty() && p.declared_points == 0);
            }
            assert!(t.players.windows(2).all(|w| w[0].rating >= w[1].rating));
            assert_eq!(
                t.headers[0].text,
                format!("012 pairproof random tournament seed {seed}")
            );
            assert_eq!(t.config.total_rounds, Some(s.rounds));
            assert!(t.config.initial_colour.is_some());
            assert_eq!(t.config.points, s.points);
            // The header lines state the configuration: the file reads back equal.
            let text = pairproof::trf::write(&t);
            assert!(text.contains(&format!("XXR {}", s.rounds)));
            assert!(text.contains("BBW  1.0") && text.contains("BBU  1.0"));
            assert_eq!(pairproof::trf::parse(&text, Path::new("x.trf")).unwrap(), t);
        }
        assert_ne!(list(1).players, list(2).players);
    }

    #[test]
    fn point_headers_read_back_as_the_configured_point_system() {
        let c = parse(FULL).unwrap();
        let s = c.resolve(&mut ChaCha8Rng::seed_from_u64(5)).unwrap();
        let t = new_tournament(&s, 5, &mut ChaCha8Rng::seed_from_u64(5));
        let codes: Vec<&str> = t.headers.iter().map(|h| h.code.as_str()).collect();
        assert_eq!(
            codes,
            ["012", "XXR", "XXC", "BBW", "BBD", "BBL", "BBZ", "BBF", "BBU"]
        );
        let text = pairproof::trf::write(&t);
        for line in [
            "BBW  3.0", "BBD  1.0", "BBL  0.0", "BBZ  0.5", "BBF  0.0", "BBU  2.0",
        ] {
            assert!(text.lines().any(|l| l == line), "missing {line} in\n{text}");
        }
        let back = pairproof::trf::parse(&text, Path::new("x.trf")).unwrap();
        assert_eq!(back.config.points, s.points);
        assert_eq!(back, t);
    }
}
