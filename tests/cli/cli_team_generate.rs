//! `generate --system team-swiss` (and `--team -g`): random Swiss team
//! events written as TRF-2026 team files, which `check --system team-swiss`
//! must re-pair round by round and whose records must agree with the games.

use crate::cli_support;
use cli_support::*;
use pairproof::teams::team_totals;
use pairproof::tournament::{Colour, ResultCode, Tournament};
use std::path::Path;

/// Nine teams of four boards, seven rounds, with whole matches forfeited and
/// half-point byes; seed 3 has a `330` forfeit and two `240 H` byes.
const NINE_BY_FOUR: &str = "TeamsNumber=9
BoardsNumber=4
RoundsNumber=7
ForfeitRate=8
HalfPointByeRate=5
DrawPercentage=30
";

fn generate(dir: &Path, name: &str, config: &str, seed: &str) -> String {
    let cfg = write(dir, &format!("{name}.cfg"), config);
    let out = arg(&dir.join(format!("{name}.trf")));
    let r = run(&[
        "generate",
        "--system",
        "team-swiss",
        "--config",
        &cfg,
        "--seed",
        seed,
        "-o",
        &out,
    ]);
    assert_code(&r, 0);
    out
}

fn parse(path: &str) -> Tournament {
    pairproof::trf::parse(&read(path), Path::new(path)).expect("a readable team file")
}

fn records<'a>(text: &'a str, code: &str) -> Vec<&'a str> {
    text.lines().filter(|l| l.starts_with(code)).collect()
}

#[test]
fn a_generated_team_event_re_pairs_identically_and_round_trips() {
    let dir = scratch("team-gen");
    let out = generate(&dir, "nine", NINE_BY_FOUR, "3");
    let text = read(&out);
    assert_eq!(records(&text, "001").len(), 36);
    assert_eq!(records(&text, "310").len(), 9);
    assert_eq!(records(&text, "352"), ["352 WBWB"]);
    assert_eq!(records(&text, "192"), ["192 FIDE_TEAM_TYPEA_MP_GP"]);
    assert!(
        !records(&text, "330").is_empty(),
        "a forfeited match:\n{text}"
    );
    assert!(records(&text, "240").iter().all(|l| l.starts_with("240 H")));
    assert!(
        !records(&text, "240").is_empty(),
        "a half-point bye:\n{text}"
    );
    // Nine teams: a PAB every round, at a drawn match's value (1 MP, 4 x 0.5).
    let byes = records(&text, "320");
    assert_eq!(byes.len(), 1);
    assert!(byes[0].starts_with("320  1.0  2.0 "), "{}", byes[0]);
    assert!(byes[0][14..].split_whitespace().any(|t| t != "0"));

    let r = run(&["check", "--system", "team-swiss", &out]);
    assert_code(&r, 0);
    assert!(
        r.stdout
            .contains("tournaments identical: 1/1 (100.00%), rounds identical: 7/7 (100.00%)"),
        "{}",
        r.stdout
    );
    let r = run(&["roundtrip", &out]);
    assert_code(&r, 0);
    assert!(
        r.stdout.contains("1 files, 1 round-tripped"),
        "{}",
        r.stdout
    );
    // The file is already in the writer's canonical form.
    assert_eq!(pairproof::trf::write(&parse(&out)), text);

    // The engine form makes the same file.
    let cfg = arg(&dir.join("nine.cfg"));
    let again = arg(&dir.join("again.trf"));
    let r = run(&["--team", "-g", &cfg, "-o", &again, "-s", "3"]);
    assert_code(&r, 0);
    assert_eq!(read(&again), text);
}

#[test]
fn the_310_totals_are_those_the_games_rebuild() {
    let dir = scratch("team-gen-totals");
    let configs = [
        NINE_BY_FOUR,
        // Game points first, Type B, a PAB worth a won match, late and
        // withdrawn teams (`240 Z`).
        "TeamsNumber=7\nBoardsNumber=3\nRoundsNumber=5\nTeamType=FIDE_TEAM_TYPEB_GP_MP\n\
         PointsForPAB=1.0\nForfeitRate=10\nLateEntryRate=10\nRetiredRate=10\n",
    ];
    for (c, config) in configs.iter().enumerate() {
        for seed in ["1", "2", "3", "4"] {
            let out = generate(&dir, &format!("c{c}-s{seed}"), config, seed);
            let t = parse(&out);
            let teams = t.teams.as_ref().expect("team records");
            for team in &teams.teams {
                let (mp, gp) = team_totals(&t, teams, team.id);
                assert_eq!(
                    (team.declared_match_points, team.declared_game_points),
                    (Some(mp), Some(gp)),
                    "{out}: team {}",
                    team.id
                );
            }
        }
    }
}

/// Every match as the README of the team corpus writes it: board b of the
/// White team (the team whose board 1 is White, `352` starting with W) meets
/// board b of the other team with the colour `352` gives board b, and a
/// whole team has the PAB or the same bye on every board.
#[test]
fn every_match_is_board_b_against_board_b_with_the_352_colours() {
    let dir = scratch("team-gen-boards");
    let config =
        "TeamsNumber=11\nBoardsNumber=5\nRoundsNumber=6\nForfeitRate=10\nHalfPointByeRate=4\n";
    let out = generate(&dir, "eleven", config, "5");
    let t = parse(&out);
    let teams = t.teams.as_ref().expect("team records");
    let pattern = &teams.board_colours;
    assert_eq!(pattern.len(), 5);
    for round in 0..t.rounds_in_file() {
        for team in &teams.teams {
            let entries: Vec<_> = team
                .members
                .iter()
                .map(|&m| *t.player(m).unwrap().entry(round).unwrap())
                .collect();
            let Some(first) = entries[0].opponent else {
                assert!(entries.iter().all(|e| e.opponent.is_none()
                    && e.result == entries[0].result
                    && matches!(e.result, ResultCode::PairingBye | ResultCode::HalfBye)));
                continue;
            };
            let opponent = teams.team(teams.team_of(first).unwrap()).unwrap();
            let white_team = entries[0].colour == Some(Colour::White);
            for (b, e) in entries.iter().enumerate() {
                assert_eq!(
                    e.opponent,
                    Some(opponent.members[b]),
                    "{out}: round {}",
                    round + 1
                );
                let colour = if white_team {
                    pattern[b]
                } else {
                    pattern[b].opposite()
                };
                assert_eq!(e.colour, Some(colour), "{out}: round {}", round + 1);
            }
        }
    }
}

#[test]
fn a_field_that_runs_out_stops_and_checks() {
    let dir = scratch("team-gen-stop");
    let out = generate(
        &dir,
        "four",
        "TeamsNumber=4\nBoardsNumber=2\nRoundsNumber=6\n",
        "1",
    );
    let text = read(&out);
    assert_eq!(records(&text, "142"), ["142 6"]);
    let stop = records(&text, "###");
    assert_eq!(stop.len(), 1, "{text}");
    let played = parse(&out).rounds_in_file();
    assert!(played < 6);
    let r = run(&["check", "--system", "team-swiss", &out]);
    assert_code(&r, 0);
    let rounds = format!("rounds identical: {0}/{0} (100.00%)", played + 1);
    assert!(r.stdout.contains(&rounds), "{}", r.stdout);
}

#[test]
fn team_keys_belong_to_team_systems() {
    let dir = scratch("team-gen-keys");
    let out = arg(&dir.join("x.trf"));
    let refused = |system: &str, name: &str, config: &str, message: &str| {
        let cfg = write(&dir, name, config);
        let r = run(&["generate", "--system", system, "--config", &cfg, "-o", &out]);
        assert_code(&r, 3);
        assert!(r.stderr.contains(message), "{}", r.stderr);
    };
    refused(
        "dutch-2026",
        "teams.cfg",
        "TeamsNumber=8\n",
        "are for team systems",
    );
    refused(
        "team-swiss",
        "players.cfg",
        "PlayersNumber=8\n",
        "PlayersNumber is for individual events",
    );
    refused(
        "team-swiss",
        "code.cfg",
        "TeamType=FIDE_DUTCH_2026\n",
        "code.cfg:1:10",
    );
    assert!(!dir.join("x.trf").exists());
}
