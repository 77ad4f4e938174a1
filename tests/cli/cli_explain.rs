//! `pairproof explain`: a round of each system explained as text, JSON and
//! HTML. Structural tests (always run): the page names every bracket, every
//! pair, the bye and, beside another pairing, the deciding paragraph; the
//! criteria are the system's own paragraphs. A browser test renders the page
//! with headless Chromium when it is installed (skipped with a message when not).

use crate::cli_support;

use cli_support::{assert_code, read, repo, run, scratch, write};
use serde_json::Value;
use std::path::{Path, PathBuf};

const SYSTEMS: [&str; 7] = [
    "dutch-2017",
    "dutch-2012",
    "dutch-2026",
    "rating-1992",
    "lim",
    "dubov",
    "burstein",
];

/// Explains round 5 of the demo (27 players: a bye) under `system`, with
/// `pairing` beside it when given; returns the JSON and the page.
fn explain(dir: &Path, system: &str, pairing: Option<&str>) -> (Value, String, String) {
    let demo = repo("corpora/examples/demo-round5.trf");
    explain_round(dir, system, system, &demo, 5, pairing)
}

/// Explains `round` of `file` under `system`, the JSON and the page kept as
/// `stem.json` and `stem.html` in `dir`; returns them and the text.
fn explain_round(
    dir: &Path,
    system: &str,
    stem: &str,
    file: &str,
    round: usize,
    pairing: Option<&str>,
) -> (Value, String, String) {
    let json = dir
        .join(format!("{stem}.json"))
        .to_string_lossy()
        .into_owned();
    let html = dir
        .join(format!("{stem}.html"))
        .to_string_lossy()
        .into_owned();
    let round = round.to_string();
    let mut args = vec![
        "explain", "--system", system, "--round", &round, file, "--json", &json, "--html", &html,
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
        let paired = every_pair_floater_board_and_bye_reasoned(system, &e, &page, &text);
        // Everybody is paired once, but the bye (27 players).
        assert_eq!(paired, 26, "{system}");
        assert_eq!(e["boards"].as_array().unwrap().len(), 13, "{system}");
        assert!(e["bye"]["id"].is_u64(), "{system}: a bye");
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

/// Every bracket of `e` in the page and the text, every pair with who has
/// White, the colour step and a reason naming a paragraph, every floater
/// and the bye with theirs, the criteria in the system's own words; a page
/// that loads nothing. Returns the number of players paired in brackets.
fn every_pair_floater_board_and_bye_reasoned(
    system: &str,
    e: &Value,
    page: &str,
    text: &str,
) -> usize {
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
            // Each pair with who has White, the colour step that decided
            // it, and its reason naming a paragraph.
            let step = p["colour_step"].as_str().unwrap();
            assert!(!step.is_empty(), "{system}: {p}");
            let pair = format!(
                "<li class=\"pair\"><strong>{} {} &ndash; {} {}</strong>: White {} (<span class=\"para colour\">{step}</span>)",
                p["first"],
                p["first_name"].as_str().unwrap(),
                p["second"],
                p["second_name"].as_str().unwrap(),
                p["white"]
            );
            assert!(page.contains(&pair), "{system}: {pair}");
            assert!(
                p["white"] == p["first"] || p["white"] == p["second"],
                "{system}: {p}"
            );
            reasoned(system, page, &p["reason"]);
            paired += 2;
        }
        for f in b["floaters"].as_array().unwrap() {
            reasoned(system, page, &f["reason"]);
            assert!(
                page.contains(&format!("<li class=\"floater\"><strong>{} ", f["id"])),
                "{system}: {f}"
            );
        }
        assert_eq!(
            ids(&b["unpaired"]),
            b["floaters"]
                .as_array()
                .unwrap()
                .iter()
                .map(|f| f["id"].as_u64().unwrap())
                .collect::<Vec<_>>(),
            "{system}: every player left unpaired has his reason"
        );
        // The criteria are the rule set's own paragraphs, each in the page
        // with what it asks from the system's glossary.
        for c in b["criteria"].as_array().unwrap() {
            assert_ne!(
                c["meaning"], c["measure"],
                "{system}: no glossary line for {c}"
            );
            assert!(
                page.contains(&format!(
                    "<tr><td>{}</td>",
                    c["paragraph"].as_str().unwrap()
                )),
                "{system}: {c}"
            );
        }
    }
    assert_eq!(
        paired,
        2 * e["boards"].as_array().unwrap().len(),
        "{system}: every board's players paired in a bracket"
    );
    // Every board with the colour step that gave White, in the text too.
    for b in e["boards"].as_array().unwrap() {
        let step = b["colour_step"].as_str().unwrap();
        assert!(!step.is_empty(), "{system}: {b}");
        // What the step asks, from the system's own glossary.
        assert!(
            !b["colour_meaning"].as_str().unwrap().is_empty(),
            "{system}: {b}"
        );
        assert!(
            page.contains(&format!(
                "<tr class=\"board\"><td>{}</td><td>{}</td><td>{}</td><td class=\"para\">{step}</td><td>{}</td></tr>",
                b["board"], b["white"], b["black"], b["colour_meaning"].as_str().unwrap()
            )),
            "{system}: {b}"
        );
        assert!(
            text.contains(&format!(
                ": {} - {}   (White by {step})",
                b["white"], b["black"]
            )),
            "{system}: {b}"
        );
    }
    let last = brackets.last().unwrap();
    match e["bye"]["id"].as_u64() {
        Some(bye) => {
            assert!(
                page.contains(&format!("<p id=\"bye\">Bye: {bye} ")),
                "{system}: bye {bye}"
            );
            assert_eq!(
                ids(&last["unpaired"]),
                vec![bye],
                "{system}: the bye is left in the last bracket"
            );
        }
        None => assert_eq!(ids(&last["unpaired"]), Vec::<u64>::new(), "{system}"),
    }
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
    paired
}

/// Round 3 of the first file of each corpus in `corpora/`, under its
/// system (Baku's under the rules in force, its acceleration from the file).
#[test]
fn a_round_of_each_corpus_is_explained_whole() {
    let dir = scratch("explain-corpora");
    for (system, folder) in [
        ("dutch-2012", "dutch-2012"),
        ("dutch-2017", "dutch-2017"),
        ("dutch-2026", "dutch-2026"),
        ("dutch-2026", "dutch-2026-baku"),
    ] {
        let mut files: Vec<PathBuf> = std::fs::read_dir(repo(&format!("corpora/{folder}")))
            .unwrap()
            .map(|f| f.unwrap().path())
            .filter(|p| p.extension().is_some_and(|x| x == "trf"))
            .collect();
        files.sort();
        let file = files[0].to_string_lossy().into_owned();
        let (e, page, text) = explain_round(&dir, system, folder, &file, 3, None);
        let paired = every_pair_floater_board_and_bye_reasoned(folder, &e, &page, &text);
        assert!(paired >= 4, "{folder}: {file}: {paired} players paired");
    }
}

/// A reason names a paragraph, which the page shows beside its words.
fn reasoned(system: &str, page: &str, reason: &Value) {
    let paragraph = reason["paragraph"].as_str().unwrap();
    let text = reason["text"].as_str().unwrap();
    assert!(!paragraph.is_empty(), "{system}: {reason}");
    let escaped = text
        .replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;");
    assert!(
        page.contains(&format!(
            "<span class=\"reason\">{escaped}</span> <span class=\"para\">[{paragraph}]</span>"
        )),
        "{system}: {reason}"
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
    let browser = [
        "/usr/bin/chromium",
        "/usr/bin/chromium-browser",
        "/usr/bin/chromium-headless-shell",
    ]
    .into_iter()
    .map(PathBuf::from)
    .find(|p| p.exists());
    let Some(browser) = browser else {
        println!(
            "skipped: no Chromium installed (apt-get install chromium-headless-shell, or chromium, to run this test)"
        );
        return;
    };
    let dir = scratch("explain-browser");
    let (rules, _, _) = explain(&dir, "dutch-2017", None);
    let list = write(&dir, "other.txt", &spoiled(&rules));
    let (_, _, _) = explain(&dir, "dutch-2017", Some(&list));
    let (_, _, _) = why_not(&dir, &["20-14"]);
    for (page, name) in [
        ("dutch-2017.html", "dutch-2017-round5-phone.png"),
        ("why-not.html", "dutch-2017-round5-why-not-20-14-phone.png"),
    ] {
        screenshot(&browser, &dir, page, name);
    }
}

/// `page` of `dir` rendered by `browser` at a phone's width, kept as `name`
/// under target/explain-browser/.
fn screenshot(browser: &Path, dir: &Path, page: &str, name: &str) {
    let out = Path::new(env!("CARGO_MANIFEST_DIR")).join("target/explain-browser");
    std::fs::create_dir_all(&out).unwrap();
    let shot = out.join(name);
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
        .arg(format!("file://{}", dir.join(page).display()))
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

/// `explain --why-not` on round 5 of the demo under dutch-2017: the JSON
/// answers, the page and the text.
fn why_not(dir: &Path, pairs: &[&str]) -> (Value, String, String) {
    let json = dir.join("why-not.json").to_string_lossy().into_owned();
    let html = dir.join("why-not.html").to_string_lossy().into_owned();
    let demo = repo("corpora/examples/demo-round5.trf");
    let mut args = vec![
        "explain",
        "--system",
        "dutch-2017",
        demo.as_str(),
        "--json",
        json.as_str(),
        "--html",
        html.as_str(),
    ];
    for p in pairs {
        args.extend(["--why-not", p]);
    }
    let r = run(&args);
    assert_code(&r, 0);
    let e: Value = serde_json::from_str(&read(&json)).unwrap();
    (e["why_not"][0].clone(), read(&html), r.stdout)
}

/// Each answer checked by hand against the demo's history and the 2017 text.
#[test]
fn why_not_answers_with_the_paragraph_the_values_and_the_players() {
    let dir = scratch("explain-why-not");
    // 4 and 11 met in round 2 (4's round-2 entry: 11): C.1 forbids a second game.
    let (w, page, text) = why_not(&dir, &["4-11"]);
    assert_eq!(w["answer"], "illegal");
    assert_eq!(w["paragraph"], "C.1");
    assert_eq!(w["text"], "illegal: C.1, they met in round 2 (4-11)");
    assert!(text.contains("why not 4-11? illegal"), "{text}");
    assert!(page.contains("<h2>Why not 4-11? illegal</h2>"));
    // 20, moved down into the 1.5 bracket, meeting 14 leaves 18 to float
    // down (19 and 24 meet), and 18 floated down in round 3, two rounds
    // before: C.14, 0 against 1.
    let (w, _, text) = why_not(&dir, &["20-14"]);
    assert_eq!(w["answer"], "worse");
    assert_eq!(w["paragraph"], "C.14");
    assert_eq!(
        (w["rules_value"].as_i64(), w["value"].as_i64()),
        (Some(0), Some(1))
    );
    assert_eq!(w["bracket"], 5);
    let concerned = ids(&w["concerned"]);
    assert!(
        [14, 18, 19, 20, 24].iter().all(|p| concerned.contains(p)),
        "{w}"
    );
    assert!(text.contains("deciding paragraph: C.14"), "{text}");
    // 5-15 is as good on C.5-C.19 as 5-11: the D.1 transposition order decides.
    let (w, _, _) = why_not(&dir, &["5-15"]);
    assert_eq!(w["answer"], "later");
    assert_eq!(w["paragraph"], "D.1");
    assert_eq!(w["bracket"], 2);
    // A pair of the rules' own pairing.
    let (w, _, _) = why_not(&dir, &["1-2"]);
    assert_eq!(w["answer"], "in the pairing");
    assert!(w["paragraph"].is_null());
    // Two pairs held together.
    let (w, _, _) = why_not(&dir, &["3-4", "5-9"]);
    assert_eq!(w["pairs"].as_array().unwrap().len(), 2);
    assert!(!w["paragraph"].as_str().unwrap().is_empty(), "{w}");
    // Not a pair of players of the round.
    let demo = repo("corpora/examples/demo-round5.trf");
    for bad in ["4-4", "4", "4-999", "1-2,2-3"] {
        let r = run(&["explain", "--system", "dutch-2017", &demo, "--why-not", bad]);
        assert_code(&r, 3);
        assert!(r.stderr.contains("--why-not"), "{bad}: {}", r.stderr);
    }
}
