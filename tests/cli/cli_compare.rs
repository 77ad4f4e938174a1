//! `pairproof compare` and `--model` as a user runs them: exit codes of a
//! malformed model, and a small simulation whose HTML page holds the charts
//! and the figures of its JSON report.

use crate::cli_support;

use cli_support::{assert_code, read, repo, run, scratch, write};

#[test]
fn a_malformed_model_exits_3_naming_file_line_and_key() {
    let dir = scratch("bad-model");
    let bad = write(
        &dir,
        "bad.toml",
        "system = \"dutch-2017\"\n[readings]\nforfeit_counts_as_meeting = \"sometimes\"\n",
    );
    let demo = repo("corpora/examples/demo-round5.trf");
    for command in ["pair", "check", "verify", "audit", "generate"] {
        let mut args = vec![command, "--model", bad.as_str(), demo.as_str()];
        if command == "generate" {
            args = vec![command, "--model", bad.as_str(), "-o", "/dev/null"];
        }
        let r = run(&args);
        assert_code(&r, 3);
        assert!(
            r.stderr.contains("bad.toml:3:29")
                && r.stderr.contains("forfeit_counts_as_meeting")
                && r.stderr.contains("allowed: yes, no"),
            "{command}: {}",
            r.stderr
        );
    }
}

#[test]
fn pair_with_a_model_is_pair_with_its_system() {
    let demo = repo("corpora/examples/demo-round5.trf");
    let by_model = run(&["pair", "--model", &repo("models/dutch-2017.toml"), &demo]);
    let by_system = run(&["pair", "--system", "dutch-2017", &demo]);
    assert_code(&by_model, 0);
    assert_eq!(by_model.stdout, by_system.stdout);
    let both = run(&[
        "pair",
        "--model",
        &repo("models/dutch-2017.toml"),
        "--system",
        "dutch-2017",
        &demo,
    ]);
    assert_code(&both, 3);
}

#[test]
fn compare_needs_two_models() {
    let r = run(&[
        "compare",
        "--model",
        &repo("models/dutch-2017.toml"),
        &repo("corpora/examples/demo-round5.trf"),
    ]);
    assert_code(&r, 3);
    assert!(r.stderr.contains("two or more --model"), "{}", r.stderr);
}

/// Five small tournaments under the 2017 and 2012 models: the HTML page has
/// its charts inline and every figure the JSON report gives per model.
#[test]
fn a_simulation_report_in_html_holds_the_charts_and_the_json_figures() {
    let dir = scratch("simulate");
    let config = write(
        &dir,
        "rtg.properties",
        "PlayersNumber=12\nRoundsNumber=5\nForfeitRate=5\n",
    );
    let (json, html) = (dir.join("report.json"), dir.join("report.html"));
    let (json, html) = (
        json.to_string_lossy().into_owned(),
        html.to_string_lossy().into_owned(),
    );
    let r = run(&[
        "compare",
        "--simulate",
        "5",
        "--seed",
        "3",
        "--config",
        &config,
        "--model",
        &repo("models/dutch-2017.toml"),
        "--model",
        &repo("models/dutch-2012.toml"),
        "--json",
        &json,
        "--html",
        &html,
    ]);
    assert_code(&r, 0);
    let report: serde_json::Value = serde_json::from_str(&read(&json)).unwrap();
    let page = read(&html);
    assert!(page.matches("<svg").count() >= 4, "charts missing");
    assert!(
        !page.contains("<script src") && !page.contains("<link") && !page.contains("<img"),
        "the page loads something"
    );
    assert_eq!(report["tournaments"], 5);
    let models = report["models"].as_array().unwrap();
    assert_eq!(models.len(), 2);
    for m in models {
        let name = m["model"]["name"].as_str().unwrap();
        assert!(
            page.contains(&format!("<th>{name}</th>")),
            "{name} has no column"
        );
        let tau = format!(
            "<td class=\"n\">{:.4}</td>",
            m["mean_kendall_tau"].as_f64().unwrap()
        );
        let floaters = format!("<td class=\"n\">{}</td>", m["measures"]["floaters"]);
        let rounds = format!("<td class=\"n\">{}</td>", m["measures"]["rounds"]);
        for figure in [&tau, &floaters, &rounds] {
            assert!(
                page.contains(figure.as_str()),
                "{name}: {figure} not in the page"
            );
        }
        assert_eq!(m["tournaments"].as_array().unwrap().len(), 5);
    }
    assert!(r.stdout.contains("Kendall's tau"), "{}", r.stdout);
}
