//! A catalogue of malformed TRF files (`tests/malformed/`), each with one fault,
//! and the exact `line:column: message` the reader must give for it (exit code 3).
//! `00-valid-base.trf` is the file they were all made from: it must read.

use pairproof::error::ExitCode;
use pairproof::trf::{read_file, read_file_as, Reading};
use std::path::{Path, PathBuf};

const CATALOGUE: &[(&str, &str)] = &[
    ("01-result-code.trf", "4:109: expected a result code (1 = 0 + - W D L H F U Z), found 'Q'"),
    ("02-colour-char.trf", "5:97: expected a colour (w, b or -), found 'x'"),
    ("03-id-not-numeric.trf", "5:5: expected a player id (a number from 1 to 9999) in columns 5-8, found 'ab'"),
    ("04-id-zero.trf", "5:5: expected a player id (a number from 1 to 9999) in columns 5-8, found '0000'"),
    ("05-rating-not-numeric.trf", "4:49: expected a rating (digits) in columns 49-52, found '19x0'"),
    ("06-points-not-numeric.trf", "3:81: expected points (like 3.5) in columns 81-84, found 'two'"),
    ("07-opponent-not-numeric.trf", "3:92: expected an opponent id or 0000, found '2a'"),
    ("08-rank-not-numeric.trf", "6:86: expected a rank (digits) in columns 86-89, found '2nd'"),
    ("09-duplicate-id.trf", "7:5: duplicate player id 3 (first on line 5)"),
    ("10-opponent-missing.trf", "3:102: opponent 9 does not exist (no 001 line has that id)"),
    ("11-paired-with-himself.trf", "3:102: player 1 is paired against himself"),
    (
        "12-opponent-not-pointing-back.trf",
        "3:102: round 2: player 1 plays 3, but player 3 (line 5) does not play 1 in that round",
    ),
    ("13-same-colours.trf", "3:107: round 2: players 1 and 3 both have colour 'b'"),
    (
        "14-results-not-mirrored.trf",
        "3:109: round 2: result '1' of player 1 does not mirror result '1' of player 3 (expected '0')",
    ),
    (
        "15-forfeit-vs-loss.trf",
        "3:109: round 2: result '+' of player 1 does not mirror result '0' of player 3 (expected '-')",
    ),
    ("16-bye-with-game-result.trf", "6:119: result '1' needs an opponent, but the opponent is 0000"),
    (
        "17-bye-with-colour.trf",
        "6:117: expected colour '-' for an entry without opponent (0000), found 'w'",
    ),
    (
        "18-opponent-with-bye-result.trf",
        "3:109: result 'H' is a bye and takes no opponent (expected 0000), found opponent 3",
    ),
    ("19-points-mismatch.trf", "4:81: points column says 1.0, but the results add up to 0.0"),
    (
        "20-points-mismatch-last-round.trf",
        "6:81: points column says 3.0, but the results add up to 2.0 (1.5 without the last round)",
    ),
    ("21-blank-result.trf", "5:99: expected a result code (1 = 0 + - W D L H F U Z), found a blank"),
    ("22-blank-opponent.trf", "5:92: expected an opponent id or 0000, found a blank"),
    ("23-name-overflows.trf", "3:48: expected a blank between name and rating, found 'X'"),
    ("24-stray-between-rounds.trf", "3:101: expected a blank between rounds 1 and 2, found 'x'"),
    (
        "25-xxr-not-a-number.trf",
        "2:5: expected the number of rounds after XXR (a number from 1 up), found 'nine'",
    ),
    ("26-xxr-zero.trf", "2:5: expected the number of rounds after XXR (a number from 1 up), found '0'"),
    ("27-xxr-twice.trf", "3:1: second XXR line (the first is on line 2)"),
    ("28-xxc-unknown-word.trf", "3:12: unknown XXC word 'fast' (expected white1, black1 or rank)"),
    ("29-xxc-both-colours.trf", "3:12: XXC gives both white1 and black1"),
    ("30-xxa-bad-points.trf", "7:16: expected acceleration points (like 1.0), found '1,5'"),
    ("31-xxa-unknown-player.trf", "7:8: XXA names player 7, who has no 001 line"),
    ("32-xxa-twice.trf", "8:8: second XXA line for player 1 (the first is on line 7)"),
    ("33-xxp-unknown-player.trf", "7:12: XXP names player 12, who has no 001 line"),
    ("34-xxp-one-player.trf", "7:8: XXP needs at least two player ids"),
    (
        "35-xxs-unknown-key.trf",
        "7:12: unknown XXS key 'XW' (expected one of WW BW WD BD WL BL ZPB HPB FPB PAB FW FL)",
    ),
    ("36-xxs-bad-value.trf", "7:15: expected points (like 1.0) for XXS BW, found 'one'"),
    ("37-xxs-not-key-value.trf", "7:12: expected KEY=points in XXS (like WW=1.0), found 'BW'"),
    ("38-bb-bad-value.trf", "7:5: expected points (like 1.0) after BBW, found '3,0'"),
    ("39-bb-contradicts-xxs.trf", "8:6: BBW 3.0 contradicts WW=1.0 of the XXS line (line 7)"),
    ("40-no-players.trf", "1:1: the file has no player lines (001)"),
    ("41-crlf-result-code.trf", "4:109: expected a result code (1 = 0 + - W D L H F U Z), found 'Q'"),
    ("42-cr-same-colours.trf", "3:107: round 2: players 1 and 3 both have colour 'b'"),
    (
        "43-xxr-below-rounds-paired.trf",
        "2:5: XXR gives 1 rounds, but round 2 is already paired",
    ),
    // TRF-2026 records (shared/rules/trf-2026.md), alone and beside TRF(x) lines.
    (
        "44-142-not-a-number.trf",
        "2:5: expected the number of rounds after 142 (a number from 1 up), found 'nine'",
    ),
    ("45-142-contradicts-xxr.trf", "7:5: 142 4 contradicts XXR 3 (line 2)"),
    ("46-142-twice.trf", "8:1: second 142 line (the first is on line 7)"),
    ("47-152-bad-letter.trf", "7:5: expected W or B after 152, found 'X'"),
    ("48-152-contradicts-xxc.trf", "8:5: 152 B contradicts XXC white1 (line 7)"),
    (
        "49-162-bad-letter.trf",
        "7:6: expected a point-system letter (W D L Z P A X) in column 6 of 162, found 'Q'",
    ),
    (
        "50-162-bad-value.trf",
        "7:7: expected the points of W (like 1.0) in columns 7-10 of 162, found '1,0'",
    ),
    ("51-162-misaligned.trf", "7:14: expected a blank in column 14 of 162, found 'D'"),
    ("52-162-contradicts-bbw.trf", "8:7: 162 W 3.0 contradicts BBW 1.0 (line 7)"),
    ("53-162-letter-twice.trf", "7:15: second W in 162 (the first is in column 6)"),
    (
        "54-192-two-words.trf",
        "7:5: expected one tournament type code after 192 (like FIDE_DUTCH_2026), found 'FIDE DUTCH'",
    ),
    (
        "55-240-bad-code.trf",
        "7:5: expected a bye code (F, H or Z) in column 5 of 240, found 'X'",
    ),
    (
        "56-240-bad-round.trf",
        "7:7: expected the round (a number from 1 up) in columns 7-9 of 240, found 'x'",
    ),
    ("57-240-unknown-player.trf", "7:11: 240 names player 9, who has no 001 line"),
    (
        "58-250-bad-points.trf",
        "7:10: expected game points (like 1.0) in columns 10-13 of 250, found 'x.5'",
    ),
    (
        "59-250-rounds-reversed.trf",
        "7:19: expected the last round of 250 to be at least the first (3), found 1",
    ),
    (
        "60-250-contradicts-xxa.trf",
        "8:10: 250 0.5 for player 1 in round 1 contradicts XXA 1.0 for player 1 in round 1 (line 7)",
    ),
    ("61-260-one-player.trf", "7:13: 260 needs at least two player ids from column 13"),
    (
        "62-260-bad-id.trf",
        "7:18: expected a player id in columns 18-21 of 260, found 'x2'",
    ),
    ("63-260-unknown-player.trf", "7:18: 260 names player 9, who has no 001 line"),
    (
        "64-142-below-rounds-paired.trf",
        "2:5: 142 gives 1 rounds, but round 2 is already paired",
    ),
    ("65-bbf-contradicts-162-z.trf", "8:6: BBF 0.5 contradicts 162 Z 0.0 (line 7)"),
    (
        "70-team-board-count-changes.trf",
        "12:27: the line-up of team 1 in round 1 has 3 boards, but the matches have 2 (352 gives their colours)",
    ),
    (
        "71-team-match-one-game.trf",
        "6:92: round 1: the match of team 1 against team 2 has 1 of its 2 games recorded (an empty board needs a 300 line-up)",
    ),
    ("72-team-player-in-two-teams.trf", "11:79: player 2 is in team 2 and in team 1 (line 10)"),
    (
        "73-team-310-out-of-columns.trf",
        "10:41: expected a blank in column 41 of 310 (a field out of its columns), found 'f'",
    ),
    (
        "74-team-300-other-team.trf",
        "12:22: the line-up of team 1 names player 3, who is of team 2 (line 11)",
    ),
];

fn folder() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/malformed")
}

#[test]
fn trf_base_file_is_valid() {
    let t = read_file(&folder().join("00-valid-base.trf")).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(t.players.len(), 4);
}

#[test]
fn trf_every_malformed_file_gives_its_message_and_exit_code_3() {
    assert_catalogue(Reading::Strict);
}

/// The lenient reading (`docs/reading.md`) accepts none of the catalogue: a
/// game without result (21) or a game with a colour and no opponent (22)
/// change a pairing whatever the convention, and give the same message.
#[test]
fn trf_the_lenient_reading_refuses_every_malformed_file_alike() {
    assert_catalogue(Reading::Lenient);
}

fn assert_catalogue(reading: Reading) {
    let mut wrong = Vec::new();
    for (name, expected) in CATALOGUE {
        let path = folder().join(name);
        match read_file_as(&path, reading) {
            Ok(_) => wrong.push(format!("{name}: read without error, expected {expected}")),
            Err(e) => {
                assert_eq!(e.exit_code(), ExitCode::InvalidInput, "{name}: {e}");
                let shown = e.to_string();
                let prefix = format!("{}:", path.display());
                let message = shown.strip_prefix(&prefix).unwrap_or(&shown);
                if message != *expected {
                    wrong.push(format!(
                        "{name}:\n  expected {expected}\n  got      {message}"
                    ));
                }
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn trf_catalogue_lists_every_file() {
    let mut files: Vec<String> = std::fs::read_dir(folder())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".trf") && n != "00-valid-base.trf")
        .collect();
    files.sort();
    let listed: Vec<String> = CATALOGUE.iter().map(|(n, _)| n.to_string()).collect();
    assert_eq!(files, listed);
    assert!(listed.len() >= 25);
}
