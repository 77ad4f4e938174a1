//! Two-game matches (C.04.5, Double-Swiss): a file whose type code is
//! `FIDE_DOUBLESWISS` gives each round as two round columns, game 1 and
//! game 2; the reader folds them into one match, the writer unfolds it. Each
//! test names the paragraph of the Preface it holds the model to.

use crate::common;
use pairproof::points::PointSystem;
use pairproof::state::{derive, RoundRequest};
use pairproof::systems::dutch2026;
use pairproof::tournament::{Colour, PlayerId, ResultCode, Round, Tournament};
use pairproof::trf::{parse, write, write_in, Dialect};
use std::path::Path;

/// A `001` line in the TRF columns: id, points text, round fields.
fn player(id: PlayerId, points: &str, fields: &[&str]) -> String {
    let line = format!(
        "001 {id:>4}      {:<33} {:>4} {:3} {:11} {:10} {points:>4} {:4}  {}",
        format!("Player {id}"),
        2500 - 10 * id,
        "",
        "",
        "",
        "",
        fields.join("  ")
    );
    line.trim_end().to_string()
}

/// Five players, two matches (four game columns):
/// - round 1: 1-3 (1-0, ½-½), 4-2 (2 forfeits game 1, wins game 2), 5 gets the
///   pairing-allocated bye;
/// - round 2: 1-2 (2 forfeits both games), 3-5 (½-½, 1-0), 4 a half-point bye.
const FIELDS: [[&str; 4]; 5] = [
    ["   3 w 1", "   3 b =", "   2 b +", "   2 w +"],
    ["   4 b -", "   4 w 1", "   1 w -", "   1 b -"],
    ["   1 b 0", "   1 w =", "   5 w =", "   5 b 1"],
    ["   2 w +", "   2 b 0", "0000 - H", "0000 - H"],
    ["0000 - U", "0000 - U", "   3 b =", "   3 w 0"],
];
const TOTALS: [&str; 5] = ["3.5", "1.0", "2.0", "2.0", "2.5"];

fn file_with(fields: &[[&str; 4]; 5], code: &str) -> String {
    let mut text = format!("012 Double-Swiss sample\n142 4\n192 {code}\n");
    for id in 1..=5u32 {
        let i = id as usize - 1;
        text += &(player(id, TOTALS[i], &fields[i]) + "\n");
    }
    text
}

fn sample() -> Tournament {
    parse(&file_with(&FIELDS, "FIDE_DOUBLESWISS"), Path::new("ds.trf")).expect("a valid file")
}

/// The error of reading `text`: its exit code and message.
fn rejected(text: &str) -> (i32, String) {
    let error = parse(text, Path::new("ds.trf")).expect_err("an invalid file");
    (error.exit_code() as i32, error.to_string())
}

fn with_field(player: usize, game: usize, field: &'static str) -> String {
    let mut fields = FIELDS;
    fields[player - 1][game] = field;
    file_with(&fields, "FIDE_DOUBLESWISS")
}

#[test]
fn preface_a_round_is_one_match_of_two_games_with_alternating_colours() {
    let t = sample();
    assert!(t.config.two_game_matches());
    let one = &t.players[0];
    assert_eq!(one.rounds.len(), 2, "four game columns are two rounds");
    let first = one.entry(0).unwrap();
    assert_eq!(first.opponent, Some(3));
    assert_eq!(first.colour, Some(Colour::White));
    assert_eq!(first.result, ResultCode::Win);
    let second = first.second.expect("the match's second game");
    assert_eq!(second.colour, Some(Colour::Black));
    assert_eq!(second.result, ResultCode::Draw);
}

#[test]
fn preface_points_are_given_for_each_game_and_the_match_adds_them() {
    let t = sample();
    let system = PointSystem::default();
    let score = |id: usize, round: usize| t.players[id - 1].entry(round).unwrap().points(&system);
    assert_eq!(score(1, 0), 15, "1-0 and ½-½ is 1½");
    assert_eq!(score(3, 0), 5);
    assert_eq!(score(3, 1), 15, "½-½ and 1-0");
    assert_eq!(score(5, 1), 5);
    // The points column (checked by the reader) is the sum over the matches.
    let totals: Vec<i32> = t.players.iter().map(|p| p.declared_points).collect();
    assert_eq!(totals, vec![35, 10, 20, 20, 25]);
}

#[test]
fn preface_a_match_ends_by_forfeit_only_when_a_player_forfeits_both_games() {
    let t = sample();
    let entry = |id: usize, round: usize| *t.players[id - 1].entry(round).unwrap();
    // 2 forfeited game 1 of round 1 and won game 2: a regularly played match.
    assert!(entry(2, 0).is_played_game());
    assert!(entry(4, 0).is_played_game());
    assert!(
        !entry(4, 0).is_forfeit_win(),
        "one forfeited game is no forfeit win"
    );
    // 2 forfeited both games of round 2: the match ended by forfeit.
    assert!(!entry(1, 1).is_played_game());
    assert!(!entry(2, 1).is_played_game());
    assert!(entry(1, 1).is_forfeit_win());
}

#[test]
fn preface_a_forfeited_match_may_be_repeated_a_regular_one_may_not() {
    let t = sample();
    let request = RoundRequest::next_round(&t).unwrap();
    assert_eq!(request.round, Round::new(3).unwrap());
    // The history as a rule set reads it (here the 2026 Dutch reading: a
    // forfeit is no meeting), over matches instead of games.
    let states = derive(&t, &request, &dutch2026::RULES);
    let of = |id: PlayerId| states.iter().find(|s| s.id == id).unwrap();
    // 1 and 2 met only in a forfeited match: they count as not having played.
    assert!(!of(1).opponents.contains(&2));
    // 2 and 4 played a match in which one game was forfeited: they have met.
    assert!(of(2).opponents.contains(&4));
    // The match's colour is its first game's: 1 had white in round 1's game 1,
    // and round 2's match (forfeited) gives no colour.
    assert_eq!(of(1).colours, vec![Colour::White]);
    assert_eq!(of(3).colours, vec![Colour::Black, Colour::White]);
}

#[test]
fn preface_byes_apply_to_matches_and_are_written_in_both_game_columns() {
    let t = sample();
    let five = t.players[4].entry(0).unwrap();
    assert!(five.is_pairing_bye());
    assert_eq!(five.points(&PointSystem::default()), 20, "one per game");
    let four = t.players[3].entry(1).unwrap();
    assert_eq!(four.result, ResultCode::HalfBye);
    assert_eq!(four.second.unwrap().result, ResultCode::HalfBye);
}

#[test]
fn a_double_swiss_file_round_trips_column_for_column() {
    let text = file_with(&FIELDS, "FIDE_DOUBLESWISS");
    let t = sample();
    let written = write(&t);
    for (id, fields) in (1..=5).zip(FIELDS) {
        let line = written
            .lines()
            .find(|l| l.starts_with(&format!("001 {id:>4}")))
            .unwrap();
        assert_eq!(line, player(id, TOTALS[id as usize - 1], &fields));
    }
    assert_eq!(
        parse(&written, Path::new("again.trf")).unwrap(),
        t,
        "re-read as it was"
    );
    assert_eq!(written, text, "the file written back as it was read");
}

#[test]
fn the_same_columns_under_a_one_game_type_are_four_rounds_of_one_game() {
    let t = parse(&file_with(&FIELDS, "FIDE_DUTCH_2026"), Path::new("d.trf"));
    // Under a one-game code, 2's round 2 game ("4 w 1") and 4's ("2 b 0")
    // are ordinary games: the same columns read as four rounds.
    let t = t.expect("the columns are valid games one by one");
    assert!(!t.config.two_game_matches());
    assert_eq!(t.players[0].rounds.len(), 4);
    assert!(t.players[0]
        .rounds
        .iter()
        .flatten()
        .all(|e| e.second.is_none()));
}

#[test]
fn a_match_with_one_game_recorded_is_rejected_with_its_column() {
    // Player 3's game 2 of round 2 left blank: the line ends after game 1.
    let mut fields: Vec<Vec<&str>> = FIELDS.iter().map(|f| f.to_vec()).collect();
    fields[2].truncate(3);
    fields[4].truncate(3);
    let mut text = "012 x\n142 4\n192 FIDE_DOUBLESWISS\n".to_string();
    let totals = ["3.5", "1.0", "1.0", "2.0", "2.5"];
    for id in 1..=5u32 {
        let i = id as usize - 1;
        text += &(player(id, totals[i], &fields[i]) + "\n");
    }
    let (code, message) = rejected(&text);
    assert_eq!(code, 3);
    // Line 6 is player 3; game 2 of round 2 is the fourth column field, 122.
    assert!(
        message.starts_with(
            "ds.trf:6:122: round 2 (game 2): game 1 of the match is recorded, game 2 is not"
        ),
        "{message}"
    );
}

#[test]
fn a_bye_for_one_game_only_is_rejected() {
    let (code, message) = rejected(&with_field(4, 3, "0000 - Z"));
    assert_eq!(code, 3);
    assert!(message.starts_with("ds.trf:7:129: round 2 (game 2): game 2 has code 'Z', game 1 'H': byes apply to matches"), "{message}");
}

#[test]
fn games_of_one_match_against_two_opponents_are_rejected() {
    let (code, message) = rejected(&with_field(1, 1, "   4 b ="));
    assert_eq!(code, 3);
    assert!(
        message.starts_with(
            "ds.trf:4:102: round 1 (game 2): game 2 names opponent 4, game 1 opponent 3"
        ),
        "{message}"
    );
}

#[test]
fn a_match_whose_games_share_a_colour_is_rejected() {
    let (code, message) = rejected(&with_field(3, 3, "   5 w 1"));
    assert_eq!(code, 3);
    assert!(
        message.starts_with("ds.trf:6:127: round 2 (game 2): both games have colour 'w'"),
        "{message}"
    );
}

#[test]
fn a_second_game_that_does_not_mirror_is_rejected_in_its_own_column() {
    // 3 claims the win of round 2's game 2 and 5 does too.
    let (code, message) = rejected(&with_field(5, 3, "   3 w 1"));
    assert_eq!(code, 3);
    assert!(message.contains("round 2, game 2: result"), "{message}");
    assert!(message.starts_with("ds.trf:6:129:"), "{message}");
}

/// The sample's players before round 1.
fn before_round_one() -> Tournament {
    let mut text = "012 Double-Swiss sample\n142 4\n192 FIDE_DOUBLESWISS\n".to_string();
    for id in 1..=5u32 {
        text += &(player(id, "0.0", &[]) + "\n");
    }
    parse(&text, Path::new("ds.trf")).unwrap()
}

#[test]
fn preface_recording_matches_gives_both_games_and_alternates_colours() {
    use ResultCode::{Draw, ForfeitLoss, ForfeitWin, HalfBye, Loss, Win};
    let mut t = before_round_one();
    let first = common::pairing(&[(1, 3), (4, 2)], Some(5));
    t.record_match_round(
        Round::new(1).unwrap(),
        &first,
        &[(1, [Win, Draw]), (4, [ForfeitWin, Loss])],
    )
    .unwrap();
    let second = common::pairing(&[(2, 1), (3, 5)], None);
    t.record_match_round(
        Round::new(2).unwrap(),
        &second,
        &[
            (2, [ForfeitLoss, ForfeitLoss]),
            (3, [Draw, Win]),
            (4, [HalfBye, HalfBye]),
        ],
    )
    .unwrap();
    // The recorded tournament is the one the sample file reads as, and it
    // writes as that file.
    assert_eq!(t, sample());
    assert_eq!(write(&t), file_with(&FIELDS, "FIDE_DOUBLESWISS"));
}

#[test]
fn recording_a_bye_for_one_game_or_one_game_for_a_match_is_refused() {
    use ResultCode::{HalfBye, Win, ZeroBye};
    let mut t = before_round_one();
    let pairing = common::pairing(&[(1, 2), (3, 4)], Some(5));
    let error = t
        .record_match_round(
            Round::new(1).unwrap(),
            &common::pairing(&[(1, 2)], Some(5)),
            &[(1, [Win, Win]), (3, [HalfBye, ZeroBye])],
        )
        .expect_err("a bye for one game");
    assert!(
        error.to_string().contains("byes apply to matches"),
        "{error}"
    );
    let error = t
        .record_round(Round::new(1).unwrap(), &pairing, &[(1, Win), (3, Win)])
        .expect_err("one game for a match");
    assert!(error.to_string().contains("match of two games"), "{error}");
    assert_eq!(t, before_round_one(), "nothing recorded");
}

#[test]
fn a_double_swiss_file_written_in_either_dialect_keeps_its_matches() {
    let t = sample();
    for dialect in [Dialect::Trfx, Dialect::Trf2026] {
        let text = write_in(&t, dialect);
        assert!(
            text.contains("192 FIDE_DOUBLESWISS"),
            "{dialect:?}:\n{text}"
        );
        let back = parse(&text, Path::new("again.trf")).unwrap();
        assert!(back.config.two_game_matches());
        let rounds: Vec<_> = back.players.iter().map(|p| p.rounds.clone()).collect();
        let before: Vec<_> = t.players.iter().map(|p| p.rounds.clone()).collect();
        assert_eq!(rounds, before, "{dialect:?}");
    }
}
