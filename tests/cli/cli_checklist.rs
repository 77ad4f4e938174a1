//! The check-list (`--checklist`, `-l`) and the table format of `pair`, on a
//! hand-made tournament whose values can be worked out by hand.

use crate::cli_support;
use crate::common;
use cli_support::*;

/// Four players after two rounds (`XXR 3`). Round 1: 1-3 1-0, 2-4 1-0.
/// Round 2: 4-1 0-1 (1 floats down, 4 up), 2-3 draw (2 down, 3 up).
/// Before round 3: 1 has 2.0 (W, B), 2 has 1.5 (W, W), 3 has 0.5 (B, B), 4 has
/// 0.0 (B, W). Round 3 must be 1-2 (2 has an absolute preference for black)
/// and 3-4 (3 absolute for white).
fn four_players(dir: &std::path::Path) -> String {
    write(
        dir,
        "four.trf",
        &trf_text(&common::tournament(4, 3, &["1-3:1 2-4:1", "4-1:0 2-3:="])),
    )
}

/// The fields of the check-list line of player `id`.
fn player_fields(list: &str, id: &str) -> Vec<String> {
    list.lines()
        .map(|l| l.split_whitespace().map(str::to_string).collect::<Vec<_>>())
        .find(|f| f.first().map(String::as_str) == Some(id))
        .unwrap_or_else(|| panic!("no line for player {id}:\n{list}"))
}

#[test]
fn pair_checklist_shows_each_players_state() {
    let dir = scratch("checklist-pair");
    let input = four_players(&dir);
    let list = arg(&dir.join("round3.list"));
    let r = run(&[
        "pair",
        "--system",
        "dutch-2017",
        &input,
        "--checklist",
        &list,
    ]);
    assert_code(&r, 0);
    assert_eq!(r.stdout, "2\n1 2\n3 4\n");
    let text = read(&list);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "round 3 (dutch-2017), 4 players");
    assert_eq!(
        lines[1].split_whitespace().collect::<Vec<_>>(),
        [
            "id",
            "score",
            "colours",
            "cd",
            "preference",
            "floats",
            "bye",
            "opponents"
        ]
    );
    // id, score, colours, colour difference, preference (colour, strength),
    // floats two rounds and one round before, bye eligibility, opponents.
    assert_eq!(
        player_fields(&text, "1"),
        ["1", "2.0", "WB", "0", "W", "mild", "-D", "yes", "3", "4"]
    );
    assert_eq!(
        player_fields(&text, "2"),
        ["2", "1.5", "WW", "+2", "B", "absolute", "-D", "yes", "3", "4"]
    );
    assert_eq!(
        player_fields(&text, "3"),
        ["3", "0.5", "BB", "-2", "W", "absolute", "-U", "yes", "1", "2"]
    );
    assert_eq!(
        player_fields(&text, "4"),
        ["4", "0.0", "BW", "0", "B", "mild", "-U", "yes", "1", "2"]
    );
    let ids: Vec<&str> = lines[2..]
        .iter()
        .map(|l| l.split_whitespace().next().unwrap())
        .collect();
    assert_eq!(ids, ["1", "2", "3", "4"], "by score, highest first");
}

#[test]
fn check_checklist_has_one_list_per_recorded_round() {
    let dir = scratch("checklist-check");
    let input = four_players(&dir);
    let list = arg(&dir.join("all.list"));
    assert_code(
        &run(&[
            "check",
            "--system",
            "dutch-2017",
            &input,
            "--checklist",
            &list,
        ]),
        0,
    );
    let text = read(&list);
    assert!(
        text.starts_with(&format!("== {input}\nround 1 (dutch-2017), 4 players\n")),
        "{text}"
    );
    let titles: Vec<&str> = text.lines().filter(|l| l.starts_with("round ")).collect();
    assert_eq!(
        titles,
        [
            "round 1 (dutch-2017), 4 players",
            "round 2 (dutch-2017), 4 players"
        ]
    );
    // Before round 2, player 1 has beaten 3 with white.
    let round2 = &text[text.find("round 2").unwrap()..];
    assert_eq!(
        player_fields(round2, "1"),
        ["1", "1.0", "W", "+1", "B", "strong", "--", "yes", "3"]
    );
}

#[test]
fn generate_checklist_has_one_list_per_round_paired() {
    let dir = scratch("checklist-generate");
    let config = write(&dir, "rtg.properties", "PlayersNumber=10\nRoundsNumber=3\n");
    let (out, list) = (arg(&dir.join("t.trf")), arg(&dir.join("t.list")));
    assert_code(
        &run(&[
            "generate",
            "--system",
            "dutch-2017",
            "--config",
            &config,
            "-o",
            &out,
            "--checklist",
            &list,
        ]),
        0,
    );
    let text = read(&list);
    let titles: Vec<&str> = text.lines().filter(|l| l.starts_with("round ")).collect();
    assert_eq!(titles.len(), 3, "{text}");
    assert!(titles[0].starts_with("round 1 (dutch-2017)"), "{text}");
}

#[test]
fn pair_table_shows_boards_for_people() {
    let dir = scratch("table");
    let input = four_players(&dir);
    let r = run(&[
        "pair",
        "--system",
        "dutch-2017",
        &input,
        "--format",
        "table",
    ]);
    assert_code(&r, 0);
    let rows: Vec<Vec<&str>> = r
        .stdout
        .lines()
        .map(|l| l.split_whitespace().collect())
        .collect();
    assert_eq!(
        rows[0],
        ["board", "id", "white", "rating", "score", "id", "black", "rating", "score"]
    );
    assert_eq!(
        rows[1],
        ["1", "1", "Player", "1", "2400", "2.0", "2", "Player", "2", "2390", "1.5"]
    );
    assert_eq!(
        rows[2],
        ["2", "3", "Player", "3", "2380", "0.5", "4", "Player", "4", "2370", "0.0"]
    );
    assert_eq!(rows.len(), 3);
}

#[test]
fn pair_table_puts_the_bye_last() {
    let r = run(&[
        "pair",
        "--system",
        "dutch-2017",
        &repo("corpora/examples/demo-round5.trf"),
        "--format",
        "table",
    ]);
    assert_code(&r, 0);
    let list = run(&[
        "pair",
        "--system",
        "dutch-2017",
        &repo("corpora/examples/demo-round5.trf"),
    ])
    .stdout;
    let bye = list
        .lines()
        .last()
        .unwrap()
        .split_whitespace()
        .next()
        .unwrap()
        .to_string();
    let last: Vec<&str> = r
        .stdout
        .lines()
        .last()
        .unwrap()
        .split_whitespace()
        .collect();
    assert_eq!(&last[..2], ["bye", bye.as_str()], "{}", r.stdout);
    assert_eq!(
        r.stdout.lines().count(),
        1 + 13 + 1,
        "header, 13 boards, the bye"
    );
}
