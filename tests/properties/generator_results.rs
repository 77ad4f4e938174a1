//! The result model of the RTG: draw percentage, Elo expected score, forfeits.

mod generator {
    use pairproof::generator::results::{board_result, expected_score, play_game, probabilities};
    use pairproof::generator::GeneratorConfig;
    use pairproof::tournament::ResultCode;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    /// Counts of white wins, draws and black wins, and white's mean score.
    fn sample(
        white: u32,
        black: u32,
        draw_percentage: f64,
        games: usize,
        seed: u64,
    ) -> (usize, usize, usize, f64) {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let (mut w, mut d, mut b) = (0, 0, 0);
        for _ in 0..games {
            match play_game(&mut rng, white, black, draw_percentage) {
                ResultCode::Win => w += 1,
                ResultCode::Draw => d += 1,
                ResultCode::Loss => b += 1,
                other => panic!("a played game cannot end in {other:?}"),
            }
        }
        let score = (w as f64 + d as f64 / 2.0) / games as f64;
        (w, d, b, score)
    }

    #[test]
    fn equal_ratings_draw_at_the_draw_percentage() {
        let (w, d, b, score) = sample(2000, 2000, 30.0, 10_000, 11);
        let draws = d as f64 / 10_000.0;
        // Standard deviation of the draw share: sqrt(0.3 * 0.7 / 10000) = 0.0046.
        assert!((draws - 0.30).abs() < 0.015, "{draws}");
        assert!((score - 0.5).abs() < 0.015, "{score}");
        assert!(
            (w as f64 / 10_000.0 - 0.35).abs() < 0.015
                && (b as f64 / 10_000.0 - 0.35).abs() < 0.015
        );
    }

    #[test]
    fn the_mean_score_is_the_elo_expected_score() {
        for (white, black, draw_percentage) in [
            (2200, 2000, 30.0),
            (1800, 2300, 10.0),
            (2500, 2490, 50.0),
            (2400, 1400, 40.0),
        ] {
            let (_, d, _, score) = sample(white, black, draw_percentage, 20_000, 12);
            let expected = expected_score(white, black);
            assert!(
                (score - expected).abs() < 0.012,
                "{white}-{black}: {score} vs {expected}"
            );
            let p = probabilities(white, black, draw_percentage);
            assert!(
                (d as f64 / 20_000.0 - p.draw).abs() < 0.012,
                "{white}-{black}: draws"
            );
        }
        assert!((expected_score(2200, 2000) - 0.7597).abs() < 1e-4);
        assert!((expected_score(2000, 2000) - 0.5).abs() < 1e-12);
        assert!((expected_score(1600, 2000) + expected_score(2000, 1600) - 1.0).abs() < 1e-12);
    }

    #[test]
    fn draws_fade_with_the_rating_gap() {
        let near = probabilities(2000, 1950, 30.0).draw;
        let far = probabilities(2000, 1500, 30.0).draw;
        let huge = probabilities(2800, 1000, 30.0).draw;
        assert!(0.30 > near && near > far && far > huge && huge >= 0.0);
        assert_eq!(probabilities(2000, 2000, 0.0).draw, 0.0);
        let all = probabilities(2000, 2000, 100.0);
        assert!((all.draw - 1.0).abs() < 1e-12 && all.white_wins.abs() < 1e-12);
    }

    #[test]
    fn forfeits_come_at_the_forfeit_rate_with_either_winner() {
        let config = GeneratorConfig {
            forfeit_rate: Some(10.0),
            draw_percentage: Some(30.0),
            ..Default::default()
        };
        let settings = config.resolve(&mut ChaCha8Rng::seed_from_u64(0)).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(13);
        let (mut plus, mut minus, mut played) = (0, 0, 0);
        for _ in 0..10_000 {
            match board_result(&mut rng, &settings, 2000, 2000) {
                ResultCode::ForfeitWin => plus += 1,
                ResultCode::ForfeitLoss => minus += 1,
                _ => played += 1,
            }
        }
        let forfeits = (plus + minus) as f64 / 10_000.0;
        assert!((forfeits - 0.10).abs() < 0.01, "{forfeits}");
        assert!((plus as f64 / (plus + minus) as f64 - 0.5).abs() < 0.06);
        assert_eq!(plus + minus + played, 10_000);
        let none = GeneratorConfig {
            forfeit_rate: Some(0.0),
            ..Default::default()
        };
        let settings = none.resolve(&mut ChaCha8Rng::seed_from_u64(0)).unwrap();
        for _ in 0..1000 {
            assert!(board_result(&mut rng, &settings, 2000, 1900).is_played_game());
        }
    }

    #[test]
    fn the_same_seed_draws_the_same_results() {
        let draw = |seed| {
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            (0..200)
                .map(|i| play_game(&mut rng, 2000 + i, 2100, 25.0))
                .collect::<Vec<_>>()
        };
        assert_eq!(draw(4), draw(4));
        assert_ne!(draw(4), draw(5));
    }
}
