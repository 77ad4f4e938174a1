//! `pairproof explain`: a round of each system explained as text, JSON and
//! HTML. Structural tests (always run): the page names every bracket, every
//! pair, the bye and, beside another pairing, the deciding paragraph; the
//! criteria are the system's own paragraphs. A browser test renders the page
//! with headless Chromium when it is installed (skipped with a message when not).

use crate::cli_support;

use cli_support::{assert_code, read, repo, run, scratch, write};
use serde_json::Value;
use std::path::{Path, PathBuf};

const SYSTEMS: [&str; 5] = [
    "dutch-2017",
    "dutch-2012",
    "dutch-2026",
    "rating-1992",
    "lim",
];

/// Explains round 5 of the demo (27 players: a bye) under `system`, with
/// `pairing` beside it when given; returns the JSON and the page.
fn explain(dir: &Path, system: &str, pairing: Option<&str>) -> (Value, String, String) {
    let (json, html) = (
        dir.join(format!("{system}.json")),
        dir.join(format!("{system}.html")),
    );
    let (json, html) = (
        json.to_string_lossy().into_owned(),
        html.to_string_lossy().into_owned(),
    );
    let demo = repo("corpora/examples/demo-round5.trf");
    let mut args = vec![
        "explain",
        "--system",
        system,
        "--round",
        "5",
        demo.as_str(),
        "--json",
        json.as_str(),
        "--html",
        html.as_str(),
    ];
    if let Some(p) = pairing {
        args.extend(["--pairing", p]);
    }
    let r = run(&args);
    assert_code(&r, 0);
    (
        serde_json::from_str(&read(&json)).unwrap(),
        read(&html),
        r.stdout,
    )
}

fn ids(v: &Value) -> Vec<u64> {
    v.as_array()
        .unwrap()
        .iter()
        .map(|x| x.as_u64().unwrap())
        .collect()
}

#[test]
fn the_page_names_every_bracket_pair_and_the_bye_of_each_system() {
    let dir = scratch("explain-structure");
    for system in SYSTEMS {
        let (e, page, text) = explain(&dir, system, None);
        assert_eq!(e["round"], 5, "{system}");
        let brackets = e["brackets"].as_array().unwrap();
        assert!(brackets.len() >= 2, "{system}: {} brackets", brackets.len());
        let mut paired = 0;
        for b in brackets {
            let n = b["number"].as_u64().unwrap();
            assert!(
                page.contains(&format!(
                    "<section id=\"bracket-{n}\"><h2>Bracket {n}: score {}",
                    b["score"].as_str().unwrap()
                )),
                "{system}: bracket {n}"
            );
            assert!(
                text.contains(&format!("bracket {n} (")),
                "{system}: bracket {n} not in the text"
            );
            for p in b["pairs"].as_array().unwrap() {
                let pair = format!(
                    "<li class=\"pair\">{} {} &ndash; {} {}</li>",
                    p["first"],
                    p["first_name"].as_str().unwrap(),
                    p["second"],
                    p["second_name"].as_str().unwrap()
                );
                assert!(page.contains(&pair), "{system}: {pair}");
                paired += 2;
            }
            // The criteria are the rule set's own paragraphs, each in the page.
            for c in b["criteria"].as_array().unwrap() {
                assert!(
                    page.contains(&format!(
                        "<tr><td>{}</td>",
                        c["paragraph"].as_str().unwrap()
                    )),
                    "{system}: {c}"
                );
            }
        }
        // Everybody is paired once, but the bye (27 players).
        assert_eq!(paired, 26, "{system}");
        assert_eq!(e["boards"].as_array().unwrap().len(), 13, "{system}");
        let bye = e["bye"]["id"].as_u64().expect("a bye");
        assert!(
            page.contains(&format!("<p id=\"bye\">Bye: {bye} ")),
            "{system}: bye {bye}"
        );
        let last = brackets.last().unwrap();
        assert_eq!(
            ids(&last["unpaired"]),
            vec![bye],
            "{system}: the bye is left in the last bracket"
        );
        assert!(
            !page.contains("<script")
                && !page.contains("<link")
                && !page.contains("<img")
                && !page.contains("http"),
            "{system}: the page loads something"
        );
        assert!(
            page.contains("name=\"viewport\""),
            "{system}: not made for phones"
        );
    }
    // Each system in its own words: Lim's criteria are not the Dutch C.x.
    let (lim, _, _) = explain(&dir, "lim", None);
    let (dutch, _, _) = explain(&dir, "dutch-2017", None);
    let paragraphs = |e: &Value| -> Vec<String> {
        e["brackets"]
            .as_array()
            .unwrap()
            .iter()
            .flat_map(|b| {
                b["criteria"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|c| c["paragraph"].as_str().unwrap().to_string())
            })
            .collect()
    };
    assert!(paragraphs(&dutch).contains(&"C.5".to_string()));
    assert!(
        !paragraphs(&lim).iter().any(|p| p == "C.5"),
        "{:?}",
        paragraphs(&lim)
    );
}

/// The rules' pairing with the black players of the first two boards
/// exchanged, as a JaVaFo list.
fn spoiled(e: &Value) -> String {
    let mut boards: Vec<(u64, u64)> = e["boards"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| (b["white"].as_u64().unwrap(), b["black"].as_u64().unwrap()))
        .collect();
    let (b0, b1) = (boards[0].1, boards[1].1);
    boards[0].1 = b1;
    boards[1].1 = b0;
    let mut list = format!("{}\n", boards.len() + 1);
    for (w, b) in boards {
        list.push_str(&format!("{w} {b}\n"));
    }
    list.push_str(&format!("{} 0\n", e["bye"]["id"]));
    list
}

#[test]
fn beside_another_pairing_the_page_names_where_they_part_and_the_deciding_paragraph() {
    let dir = scratch("explain-other");
    for system in SYSTEMS {
        let (rules, _, _) = explain(&dir, system, None);
        let list = write(&dir, &format!("{system}.txt"), &spoiled(&rules));
        let (e, page, text) = explain(&dir, system, Some(&list));
        let other = &e["other"];
        assert!(
            ["suboptimal", "illegal"].contains(&other["verdict"].as_str().unwrap()),
            "{system}: {other}"
        );
        assert_eq!(other["same_pairs"], false);
        let paragraph = other["deciding_paragraph"]
            .as_str()
            .expect("a deciding paragraph");
        assert!(
            page.contains(&format!(
                "<p id=\"deciding\">Deciding paragraph: <strong>{paragraph}</strong></p>"
            )),
            "{system}: {paragraph}"
        );
        assert!(
            text.contains(&format!("deciding paragraph: {paragraph}")),
            "{system}"
        );
        // The boards exchanged are in the first bracket that pairs them.
        let part = other["parting_bracket"]
            .as_u64()
            .expect("a parting bracket");
        assert!(
            page.contains(&format!("<a href=\"#bracket-{part}\">bracket {part}</a>")),
            "{system}"
        );
        assert!(
            page.contains("class=\"differs\""),
            "{system}: the differing boards are not marked"
        );
    }
    // The rules' own pairing beside itself: the same pairs, nothing decides.
    let (rules, _, _) = explain(&dir, "dutch-2017", None);
    let mut list = format!("{}\n", rules["boards"].as_array().unwrap().len() + 1);
    for b in rules["boards"].as_array().unwrap() {
        list.push_str(&format!("{} {}\n", b["white"], b["black"]));
    }
    list.push_str(&format!("{} 0\n", rules["bye"]["id"]));
    let same = write(&dir, "same.txt", &list);
    let (e, _, _) = explain(&dir, "dutch-2017", Some(&same));
    assert_eq!(e["other"]["verdict"], "optimal");
    assert_eq!(e["other"]["same_pairs"], true);
    assert!(e["other"]["deciding_paragraph"].is_null());
}

#[test]
fn a_round_beyond_the_file_is_refused_with_exit_3() {
    let r = run(&[
        "explain",
        "--system",
        "dutch-2017",
        "--round",
        "9",
        &repo("corpora/examples/demo-round5.trf"),
    ]);
    assert_code(&r, 3);
    assert!(
        r.stderr.contains("round 9 cannot be explained") && r.stderr.contains("give 1 to 5"),
        "{}",
        r.stderr
    );
}

/// Renders the page with headless Chromium, as a phone-sized window; the
/// screenshot is kept under target/explain-browser/.
#[test]
fn the_page_renders_in_a_headless_browser() {
    let browser = ["/usr/bin/chromium", "/usr/bin/chromium-browser"]
        .into_iter()
        .map(PathBuf::from)
        .find(|p| p.exists());
    let Some(browser) = browser else {
        println!("skipped: no Chromium installed (apt-get install chromium to run this test)");
        return;
    };
    let dir = scratch("explain-browser");
    let (rules, _, _) = explain(&dir, "dutch-2017", None);
    let list = write(&dir, "other.txt", &spoiled(&rules));
    let (_, _, _) = explain(&dir, "dutch-2017", Some(&list));
    let out = Path::new(env!("CARGO_MANIFEST_DIR")).join("target/explain-browser");
    std::fs::create_dir_all(&out).unwrap();
    let shot = out.join("dutch-2017-round5-phone.png");
    let _ = std::fs::remove_file(&shot);
    let profile = dir.join("profile");
    let status = std::process::Command::new(browser)
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--hide-scrollbars",
        ])
        .arg(format!("--user-data-dir={}", profile.display()))
        .arg("--window-size=412,2400")
        .arg(format!("--screenshot={}", shot.display()))
        .arg(format!("file://{}", dir.join("dutch-2017.html").display()))
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .status()
        .expect("chromium runs");
    assert!(status.success(), "chromium failed: {status}");
    let png = std::fs::read(&shot).expect("a screenshot");
    assert!(
        png.len() > 10_000 && png.starts_with(b"\x89PNG"),
        "{} bytes",
        png.len()
    );
    println!("screenshot: {}", shot.display());
}
