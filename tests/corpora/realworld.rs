//! Every file of `../shared/realworld` (all folders) read as `audit` reads
//! it (the lenient reading of `docs/reading.md`): each convention applied held
//! to its file, line and column, each refusal to its reason and line. Ignored
//! by default (the folder lives outside the repository); run with
//! `cargo test --release --test corpora realworld:: -- --ignored`.

use pairproof::trf::{read_file_as, Reading};
use std::path::Path;

/// Files no reading makes consistent, and the reason with its line and column:
/// a points column never filled (the two versions of the clojure file), points
/// that count rounds the file leaves blank (Swiss Perfect: read as not played,
/// the points column disagrees), `0000 - 0`, a round paired without results.
const REFUSED: &[(&str, &str)] = &[
    (
        "github/FedorovVladimir__clojure-chess-match/test.trf",
        "13:81: points column says 0.0, but the results add up to 4.0",
    ),
    (
        "github/FedorovVladimir__clojure-chess-match/test@73e2bf.trf",
        "13:81: points column says 0.0, but the results add up to 4.5",
    ),
    (
        "github/sanichi__icu_ratings_app/bunratty_masters_2011@4e8c9b.tab",
        "29:81: points column says 2.5, but the results add up to 1.5",
    ),
    (
        "github/sanichi__icu_ratings_app/bunratty_masters_2011@b6d990.txt",
        "29:81: points column says 2.5, but the results add up to 1.5",
    ),
    (
        "github/sanichi__icu_ratings_app/galway_major_2011.tab",
        "26:81: points column says 3.0, but the results add up to 2.5",
    ),
    (
        "github/sanichi__icu_ratings_app/junior_championships_plus.tab",
        "10:99: result '0' needs an opponent, but the opponent is 0000",
    ),
    (
        "github/umut-er__Bilkent-Swiss/outr.trf",
        "3:109: expected a result code (1 = 0 + - W D L H F U Z), found a blank",
    ),
];

/// The conventions applied to read each file that needs one (`line:column:
/// warning: ...`, in the order given); every other file reads without a word.
const CONVENTIONS: &[(&str, &[&str])] = &[
    (
        "chess_results/aeroflot_open_2026/aeroflot_open_2026_r01.trf",
        &[
            "1:90: warning: 169 lines end in blanks: read without them",
        ],
    ),
    (
        "chess_results/budapest_spring_festival_2026_group_a_2200/budapest_spring_festival_2026_group_a_2200_r01.trf",
        &[
            "1:90: warning: 104 lines end in blanks: read without them",
        ],
    ),
    (
        "chess_results/budapest_spring_festival_2026_group_b_2250/budapest_spring_festival_2026_group_b_2250_r01.trf",
        &[
            "1:90: warning: 83 lines end in blanks: read without them",
        ],
    ),
    (
        "chess_results/international_chessopen_graz_2026_a/international_chessopen_graz_2026_a_r01.trf",
        &[
            "1:90: warning: 275 lines end in blanks: read without them",
        ],
    ),
    (
        "chess_results/prague_international_chess_festival_2026_d/prague_international_chess_festival_2026_d_r01.trf",
        &[
            "1:90: warning: 357 lines end in blanks: read without them",
        ],
    ),
    (
        "chess_results/spring_2026_chesshouse/spring_2026_chesshouse_r01.trf",
        &[
            "1:90: warning: 176 lines end in blanks: read without them",
        ],
    ),
    (
        "github/Sharly-Chess__sharly-chess/2020_06.trf",
        &[
            "20:92: warning: a blank opponent field with no colour read as 0000 (no opponent: a round not played) (round 1 here, 18 round fields in all)",
        ],
    ),
    (
        "github/Sharly-Chess__sharly-chess/2021_03.trf",
        &[
            "16:172: warning: a blank opponent field with no colour read as 0000 (no opponent: a round not played) (round 9 here, 9 round fields in all)",
        ],
    ),
    (
        "github/dejbug__bbpPairings-wagi/j8rtJ5GL.trf",
        &[
            "1:34: warning: 1 lines end in blanks: read without them",
            "12:212: warning: a blank opponent field with no colour read as 0000 (no opponent: a round not played) (round 13 here, 1092 round fields in all)",
        ],
    ),
    (
        "github/sanichi__icu_ratings_app/bunratty_masters_2011.tab",
        &[
            "1:1: warning: 53 lines end in CRLF (Windows): read as line ends",
            "47:148: warning: 5 lines end in blanks: read without them",
            "47:112: warning: a blank opponent field with no colour read as 0000 (no opponent: a round not played) (round 3 here, 33 round fields in all)",
            "47:119: warning: a blank result after 0000 read as '-' (not played, no points) (round 3 here, 33 round fields in all)",
        ],
    ),
    (
        "github/sanichi__icu_ratings_app/bunratty_masters_2011@6de1ad.tab",
        &[
            "1:1: warning: 50 lines end in CRLF (Windows): read as line ends",
            "48:148: warning: 2 lines end in blanks: read without them",
            "47:112: warning: a blank opponent field with no colour read as 0000 (no opponent: a round not played) (round 3 here, 19 round fields in all)",
            "47:119: warning: a blank result after 0000 read as '-' (not played, no points) (round 3 here, 19 round fields in all)",
        ],
    ),
    (
        "github/sanichi__icu_ratings_app/bunratty_masters_2011@becfee.tab",
        &[
            "1:1: warning: 47 lines end in CRLF (Windows): read as line ends",
            "47:150: warning: 1 lines end in blanks: read without them",
            "47:112: warning: a blank opponent field with no colour read as 0000 (no opponent: a round not played) (round 3 here, 3 round fields in all)",
            "47:119: warning: a blank result after 0000 read as '-' (not played, no points) (round 3 here, 3 round fields in all)",
        ],
    ),
    (
        "github/sklangen__TRF/2020_06.trf",
        &[
            "20:92: warning: a blank opponent field with no colour read as 0000 (no opponent: a round not played) (round 1 here, 18 round fields in all)",
        ],
    ),
    (
        "github/sklangen__TRF/2021_03.trf",
        &[
            "11:4: warning: 2 lines end in blanks: read without them",
            "16:172: warning: a blank opponent field with no colour read as 0000 (no opponent: a round not played) (round 9 here, 9 round fields in all)",
        ],
    ),
    (
        "github/sklangen__TRF/example1.trf",
        &[
            "26:100: warning: 8 lines end in blanks: read without them",
        ],
    ),
];

fn root() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/realworld")
}

#[test]
#[ignore = "reads ../shared, outside the repository"]
fn realworld_every_file_is_read_with_its_conventions_or_refused_at_its_line() {
    let root = root();
    let files = pairproof::trf::find_files(&root);
    assert!(
        files.len() >= 79,
        "{} files under {}",
        files.len(),
        root.display()
    );
    let mut wrong = Vec::new();
    for path in &files {
        let name = path
            .strip_prefix(&root)
            .unwrap()
            .to_string_lossy()
            .replace('\\', "/");
        let prefix = format!("{}:", path.display());
        let refused = REFUSED.iter().find(|(f, _)| *f == name).map(|(_, m)| *m);
        let expected: &[&str] = CONVENTIONS
            .iter()
            .find(|(f, _)| *f == name)
            .map_or(&[], |(_, w)| w);
        match (read_file_as(path, Reading::Lenient), refused) {
            (Ok(read), None) => {
                let got: Vec<String> = read
                    .warnings
                    .iter()
                    .map(|w| {
                        w.to_string()
                            .strip_prefix(&prefix)
                            .unwrap_or_default()
                            .to_string()
                    })
                    .collect();
                if got != expected {
                    wrong.push(format!("{name}: warnings {got:#?}, expected {expected:#?}"));
                }
            }
            (Ok(_), Some(m)) => wrong.push(format!("{name}: read, expected refused: {m}")),
            (Err(e), Some(m)) => {
                let shown = e.to_string();
                if shown.strip_prefix(&prefix) != Some(m) {
                    wrong.push(format!("{name}: refused with {shown}, expected {m}"));
                }
            }
            (Err(e), None) => wrong.push(format!("{name}: refused: {e}")),
        }
    }
    let listed = REFUSED.iter().map(|(f, _)| *f);
    for f in listed.chain(CONVENTIONS.iter().map(|(f, _)| *f)) {
        if !root.join(f).exists() {
            wrong.push(format!("{f}: listed but not found"));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// `--strict` refuses every file whose blank round fields the lenient reading
/// took as rounds not played, at the first such field.
#[test]
#[ignore = "reads ../shared, outside the repository"]
fn realworld_the_strict_reading_refuses_the_blank_fields() {
    let root = root();
    let blank_fields = CONVENTIONS
        .iter()
        .filter_map(|(f, w)| Some((f, w.iter().find(|w| w.contains("a blank"))?)));
    for (f, warning) in blank_fields {
        let at = warning.split(": warning").next().unwrap();
        let path = root.join(f);
        let e = read_file_as(&path, Reading::Strict).expect_err(f);
        assert!(
            e.to_string()
                .starts_with(&format!("{}:{at}:", path.display())),
            "{f}: {e}"
        );
    }
}
