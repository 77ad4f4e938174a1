//! `compare --simulate` as a study: three models over the same simulated
//! tournaments, every measure with its 95% interval and every two models
//! compared with a paired test; intervals shrink as the number of tournaments
//! grows; a model compared with itself differs nowhere.

use crate::cli_support;

use cli_support::{assert_code, read, repo, run, scratch, write};
use serde_json::Value;

fn study(n: usize, models: &[&str], extra: &[&str]) -> (Value, String) {
    let dir = scratch(&format!("study-{n}-{}", models.len()));
    let config = write(&dir, "rtg.properties", "PlayersNumber=12\nRoundsNumber=5\nForfeitRate=0\nRetiredRate=0\nHalfPointByeRate=0\nLateEntryRate=0\nDrawPercentage=30\n");
    let json = dir.join("study.json").to_string_lossy().into_owned();
    let n_text = n.to_string();
    let mut args = vec![
        "compare",
        "--simulate",
        n_text.as_str(),
        "--seed",
        "1",
        "--config",
        config.as_str(),
        "--json",
        json.as_str(),
    ];
    let paths: Vec<String> = models
        .iter()
        .map(|m| repo(&format!("models/{m}.toml")))
        .collect();
    for p in &paths {
        args.extend(["--model", p.as_str()]);
    }
    args.extend(extra);
    let r = run(&args);
    assert_code(&r, 0);
    (serde_json::from_str(&read(&json)).unwrap(), r.stdout)
}

fn interval(m: &Value, k: usize) -> (f64, f64, f64) {
    let i = &m["intervals"][k];
    (
        i["mean"].as_f64().unwrap(),
        i["low"].as_f64().unwrap(),
        i["high"].as_f64().unwrap(),
    )
}

#[test]
fn three_models_get_intervals_and_paired_tests_that_shrink_with_more_tournaments() {
    let models = ["dutch-2017", "dutch-2012", "lim"];
    let extra = [
        "--strength-spread",
        "250",
        "--rating-noise",
        "50",
        "--white-elo",
        "35",
    ];
    let (big, stdout) = study(200, &models, &extra);
    let (small, _) = study(50, &models, &extra);
    let names: Vec<&str> = big["study_measures"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_str().unwrap())
        .collect();
    assert!(
        names.iter().any(|n| n.contains("latent strengths"))
            && names.iter().any(|n| n.contains("Csato"))
    );
    for (m_big, m_small) in big["models"]
        .as_array()
        .unwrap()
        .iter()
        .zip(small["models"].as_array().unwrap())
    {
        for (k, name) in names.iter().enumerate() {
            let (mean, low, high) = interval(m_big, k);
            assert!(
                low <= mean && mean <= high,
                "{name}: {mean} not in [{low}, {high}]"
            );
            let (_, s_low, s_high) = interval(m_small, k);
            // Tau (k = 0) always varies: its interval must be strictly narrower with 4x the tournaments.
            if k == 0 {
                assert!(
                    high - low < s_high - s_low,
                    "{name}: {} against {}",
                    high - low,
                    s_high - s_low
                );
                assert!(high - low > 0.0);
            }
        }
        // The raw values are kept, one per tournament and measure.
        let t = m_big["tournaments"].as_array().unwrap();
        assert_eq!(t.len(), 200);
        assert_eq!(t[0]["study"].as_array().unwrap().len(), names.len());
    }
    // Three models: three pairs of models, each on every measure.
    let paired = big["paired"].as_array().unwrap();
    assert_eq!(paired.len(), 3 * names.len());
    for c in paired {
        let p = c["test"]["p_value"].as_f64().unwrap();
        assert!((0.0..=1.0).contains(&p));
    }
    assert!(
        stdout.contains("sign test p") && stdout.contains("95% interval"),
        "{stdout}"
    );
    assert!(big["method"].as_str().unwrap().contains("bootstrap"));
}

#[test]
fn a_model_compared_with_itself_shows_no_difference() {
    let (r, _) = study(30, &["dutch-2017", "dutch-2017"], &["--white-elo", "35"]);
    for c in r["paired"].as_array().unwrap() {
        let t = &c["test"];
        assert_eq!(t["p_value"].as_f64(), Some(1.0), "{c}");
        assert_eq!(
            (
                t["difference"]["low"].as_f64(),
                t["difference"]["high"].as_f64()
            ),
            (Some(0.0), Some(0.0)),
            "{c}"
        );
    }
}
