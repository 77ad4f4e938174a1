//! TRF-2026 team files (`shared/rules/trf-2026-teams.md`): the team records
//! read into the tournament, the files re-written unchanged, and each team's
//! match and game points rebuilt from its board games equal to what its `310`
//! line states (the totals gacrux and the TEC sample wrote).

use pairproof::points::format_points;
use pairproof::teams::{team_rounds, team_scoring, team_totals, TeamRoundKind, TeamScore};
use pairproof::tournament::{Colour, MatchForfeit, Tournament};
use pairproof::trf::{parse, read_file, roundtrip, write};
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The gacrux team files: the copies in `corpora/`, and the whole shared set
/// when it is at hand.
fn gacrux_files() -> Vec<PathBuf> {
    let mut files = pairproof::trf::find_files(&root().join("corpora/team-swiss-gacrux"));
    assert!(files.len() >= 7, "corpora/team-swiss-gacrux has its files");
    files.extend(pairproof::trf::find_files(
        &root().join("../shared/corpora/team-swiss-gacrux"),
    ));
    files
}

fn grandmommys_cup() -> PathBuf {
    root().join("tests/fixtures/grandmommyscup.trf")
}

/// Every team's derived totals against its `310` line; the differences.
fn totals_against_310(t: &Tournament) -> Vec<String> {
    let teams = t.teams.as_ref().expect("a team file");
    let mut wrong = Vec::new();
    for team in &teams.teams {
        let (mp, gp) = team_totals(t, teams, team.id);
        if team.declared_match_points != Some(mp) || team.declared_game_points != Some(gp) {
            wrong.push(format!(
                "team {}: derived {} MP {} GP, 310 says {:?} {:?}",
                team.id,
                format_points(mp),
                format_points(gp),
                team.declared_match_points.map(format_points),
                team.declared_game_points.map(format_points),
            ));
        }
    }
    wrong
}

/// A `001` line with each round's opponent written as the writer writes it
/// (blank-padded, `0000` for none): gacrux pads opponents with zeros.
fn opponents_blank_padded(line: &str) -> String {
    if !line.starts_with("001") {
        return line.to_string();
    }
    let mut chars: Vec<char> = line.chars().collect();
    let mut at = 91;
    while at + 4 <= chars.len() {
        let field: String = chars[at..at + 4].iter().collect();
        if let Ok(id) = field.trim().parse::<u32>() {
            let shown = if id == 0 {
                "0000".to_string()
            } else {
                format!("{id:>4}")
            };
            chars.splice(at..at + 4, shown.chars());
        }
        at += 10;
    }
    chars.into_iter().collect()
}

#[test]
fn trf_team_files_are_rewritten_unchanged() {
    for path in gacrux_files() {
        let text = std::fs::read_to_string(&path).unwrap();
        let t = parse(&text, &path).unwrap_or_else(|e| panic!("{e}"));
        assert!(t.teams.is_some(), "{}: teams recognised", path.display());
        let written = write(&t);
        let expected: Vec<String> = text.lines().map(opponents_blank_padded).collect();
        let got: Vec<&str> = written.lines().collect();
        assert_eq!(got, expected, "{}", path.display());
        assert!(roundtrip(&path).unwrap(), "{}", path.display());
    }
}

#[test]
fn trf_team_records_are_read_as_typed_data() {
    // team-22: 12 teams of 4 boards, two forfeited matches.
    let t = read_file(&root().join("corpora/team-swiss-gacrux/team-22.trf")).unwrap();
    let teams = t.teams.as_ref().unwrap();
    assert_eq!(
        teams.teams.len(),
        t.players.len() / teams.board_colours.len()
    );
    let first = &teams.teams[0];
    assert_eq!(first.id, 1);
    let boards = teams.board_colours.len();
    assert_eq!(first.members, (1..=boards as u32).collect::<Vec<_>>());
    assert_eq!(teams.board_colours[0], Colour::White);
    assert_eq!(teams.board_colours[1], Colour::Black);
    assert_eq!(teams.match_points.win, 20);
    assert_eq!(teams.forfeits.len(), 2);
    assert!(teams.byes.is_some());
    for f in &teams.forfeits {
        let kind = team_rounds(&t, teams, f.white)[f.round as usize - 1].kind;
        assert_eq!(
            kind,
            TeamRoundKind::Match {
                opponent: f.black,
                forfeited: true
            }
        );
        let winner_mp = |team| team_rounds(&t, teams, team)[f.round as usize - 1].match_points;
        match f.outcome {
            MatchForfeit::WhiteWins => {
                assert_eq!((winner_mp(f.white), winner_mp(f.black)), (20, 0))
            }
            MatchForfeit::BlackWins => {
                assert_eq!((winner_mp(f.white), winner_mp(f.black)), (0, 20))
            }
            MatchForfeit::Neither => assert_eq!((winner_mp(f.white), winner_mp(f.black)), (0, 0)),
        }
    }
}

#[test]
fn trf_team_scores_rebuilt_from_the_games_equal_the_310_totals() {
    let mut wrong = Vec::new();
    for path in gacrux_files() {
        let t = read_file(&path).unwrap();
        for w in totals_against_310(&t) {
            wrong.push(format!("{}: {w}", path.display()));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn trf_grandmommys_cup_is_read_with_its_teams_and_rewritten_unchanged() {
    let path = grandmommys_cup();
    let t = read_file(&path).unwrap_or_else(|e| panic!("{e}"));
    let teams = t.teams.as_ref().unwrap();
    assert_eq!(teams.teams.len(), 50);
    assert_eq!(teams.board_colours.len(), 4);
    // India 3 (team 16) lists members 242 245 243 244 246: a reserve.
    let india3 = teams.team(16).unwrap();
    assert_eq!(india3.name, "India 3");
    assert_eq!(india3.members, vec![242, 245, 243, 244, 246]);
    // 300   1  16   4  242  246  243  244: round 1, India 3 against Poland.
    let line_up = teams
        .line_up(16, pairproof::tournament::Round::first())
        .unwrap();
    assert_eq!((line_up.opponent, line_up.boards.len()), (4, 4));
    assert_eq!(line_up.boards[1], Some(246));
    // 300   1   5  17   14    0   29   39: France's board 2 empty.
    let france = teams
        .line_up(5, pairproof::tournament::Round::first())
        .unwrap();
    assert_eq!(france.boards, vec![Some(14), None, Some(29), Some(39)]);
    assert_eq!(teams.match_points.win, 20);
    let scoring = team_scoring(t.config.type_code().unwrap()).unwrap();
    assert_eq!(scoring.primary, TeamScore::MatchPoints);
    assert!(scoring.baku);
    assert!(roundtrip(&path).unwrap());
    let again = parse(&write(&t), &path).unwrap();
    assert_eq!(again.teams, t.teams);
}

#[test]
fn trf_an_individual_file_has_no_teams() {
    let t = read_file(Path::new(&root().join("tests/malformed/00-valid-base.trf"))).unwrap();
    assert!(t.teams.is_none());
}
