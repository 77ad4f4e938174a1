//! Shared by the tests: hand-made tournaments (a compact notation of the
//! rounds played, written out as TRF text and read back) and the corpora
//! subsets of `corpora/`.
#![allow(dead_code)]

use pairproof::checker::check_file;
use pairproof::pairing::{Board, Pairing};
use pairproof::state::RoundRequest;
use pairproof::systems::{pair, SystemId};
use pairproof::tournament::{PlayerId, Tournament};
use std::path::{Path, PathBuf};

// ---------------------------------------------------------------------------
// Building tournaments
// ---------------------------------------------------------------------------

/// Points of a result code in tenths (1 / ½ / 0; forfeit win, pairing-allocated
/// bye and full-point bye 1; half-point bye ½).
pub fn tenths(code: char) -> u32 {
    match code {
        '1' | '+' | 'U' | 'F' => 10,
        '=' | 'H' => 5,
        '0' | '-' | 'Z' => 0,
        other => panic!("result code {other}"),
    }
}

/// The result of the black player of a game whose white player scored `code`.
pub fn mirrored(code: char) -> char {
    match code {
        '1' => '0',
        '0' => '1',
        '=' => '=',
        '+' => '-',
        '-' => '+',
        other => panic!("result {other} of a game"),
    }
}

/// One round field of a player line (`oooo c r`).
pub fn field(opponent: PlayerId, colour: char, result: char) -> String {
    format!("{opponent:>4} {colour} {result}")
}

/// A tournament of players `1..=players` (ratings falling with the number, so
/// pairing number = rank), `XXR rounds`, `XXC white1`, and the rounds already
/// played in a compact notation, one string per round:
/// - `"3-5:1"`: 3 (white) against 5 (black), 3 scored `1` (`1 = 0 + -`);
/// - `"4:U"`: 4 had no game, with result code `U` (pairing-allocated bye),
///   `H`, `F`, `Z` or `-` (absent).
///
/// Every player without a field in a round is left blank there; the points
/// column is the sum of the fields, so the text is always consistent.
pub fn tournament(players: usize, rounds: usize, played: &[&str]) -> Tournament {
    tournament_with(players, rounds, &[], played)
}

/// [`tournament`] with extra header lines (e.g. `XXP 1 2`, a forbidden pair,
/// which the engine treats like a previous meeting under C.1).
pub fn tournament_with(
    players: usize,
    rounds: usize,
    headers: &[&str],
    played: &[&str],
) -> Tournament {
    let ratings: Vec<u32> = (0..players as u32).map(|i| 2400 - 10 * i).collect();
    tournament_rated(&ratings, rounds, headers, played)
}

/// [`tournament_with`] with the players' ratings given (player `i + 1` has
/// `ratings[i]`; give them falling, so that pairing number = rank).
pub fn tournament_rated(
    ratings: &[u32],
    rounds: usize,
    headers: &[&str],
    played: &[&str],
) -> Tournament {
    let players = ratings.len();
    let mut fields: Vec<Vec<String>> = vec![Vec::new(); players];
    for (r, round) in played.iter().enumerate() {
        for f in &mut fields {
            f.push(" ".repeat(8));
        }
        let mut set = |id: PlayerId, text: String| {
            let slot = &mut fields[id as usize - 1][r];
            assert!(
                slot.trim().is_empty(),
                "player {id} twice in round {}",
                r + 1
            );
            *slot = text;
        };
        for token in round.split_whitespace() {
            let (who, code) = token
                .split_once(':')
                .unwrap_or_else(|| panic!("token {token}"));
            let code = code.chars().next().expect("a result code");
            match who.split_once('-') {
                Some((w, b)) => {
                    let (w, b): (PlayerId, PlayerId) = (w.parse().unwrap(), b.parse().unwrap());
                    set(w, field(b, 'w', code));
                    set(b, field(w, 'b', mirrored(code)));
                }
                None => set(who.parse().unwrap(), format!("0000 - {code}")),
            }
        }
    }
    let mut text = format!("012 hand-made tournament\nXXR {rounds}\nXXC white1\n");
    for h in headers {
        text.push_str(h);
        text.push('\n');
    }
    for (i, f) in fields.iter().enumerate() {
        let total: u32 = f
            .iter()
            .filter(|x| !x.trim().is_empty())
            .map(|x| tenths(x.chars().last().unwrap()))
            .sum();
        let points = format!("{}.{}", total / 10, total % 10);
        let mut line = format!(
            "001 {:>4}      {:<33} {:>4}{:28}{points:>4}{:7}",
            i + 1,
            format!("Player {}", i + 1),
            ratings[i],
            "",
            ""
        );
        assert_eq!(
            line.chars().count(),
            91,
            "the first round starts at column 92"
        );
        line.push_str(&f.join("  "));
        text.push_str(line.trim_end());
        text.push('\n');
    }
    pairproof::trf::parse(&text, Path::new("criteria.trf"))
        .unwrap_or_else(|e| panic!("{e}\n{text}"))
}

/// The engine's pairing of the next round under `system`.
pub fn next_round(system: SystemId, t: &Tournament) -> Pairing {
    let request = RoundRequest::next_round(t).expect("a round to pair");
    pair(system, t, &request).expect("a pairing")
}

/// A pairing from its boards (`(white, black)`, in board order) and its bye.
pub fn pairing(boards: &[(PlayerId, PlayerId)], bye: Option<PlayerId>) -> Pairing {
    Pairing {
        boards: boards
            .iter()
            .map(|&(white, black)| Board { white, black })
            .collect(),
        bye,
    }
}

/// Pairs the next round of `t` and compares with the expected boards
/// (`(white, black)` in board order) and bye.
pub fn assert_pairs(
    system: SystemId,
    t: &Tournament,
    boards: &[(PlayerId, PlayerId)],
    bye: Option<PlayerId>,
) {
    let got = next_round(system, t);
    assert_eq!(got, pairing(boards, bye), "\ngot:\n{}", got.to_list());
}

/// The TRF files of `corpora/<folder>`.
pub fn corpus_files(folder: &str) -> Vec<PathBuf> {
    pairproof::trf::find_files(
        &PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("corpora")
            .join(folder),
    )
}

/// Re-pairs every round of `files` under `system` and asserts that each
/// equals the file's, the way FIDE tests a program for endorsement; checks
/// that more than `min_rounds` rounds were compared. A file that cannot be
/// read fails the test.
pub fn assert_every_round_identical(system: SystemId, files: &[PathBuf], min_rounds: usize) {
    assert_every_round_identical_but(system, files, min_rounds, &[]);
}

/// As [`assert_every_round_identical`], but the rounds of `disputed` (file
/// name, round), recorded in `corpora/disputed/README.md` as the reference
/// engine's departures from the text, must differ.
pub fn assert_every_round_identical_but(
    system: SystemId,
    files: &[PathBuf],
    min_rounds: usize,
    disputed: &[(&str, usize)],
) {
    let mut rounds = 0;
    let mut failures = Vec::new();
    for file in files {
        let check = check_file(system, file, None);
        assert!(
            check.error.is_none(),
            "{}: {:?}",
            file.display(),
            check.error
        );
        let name = file.file_name().unwrap().to_string_lossy().to_string();
        rounds += check.rounds.len();
        failures.extend(
            check
                .rounds
                .iter()
                .filter(|r| r.identical == disputed.contains(&(name.as_str(), r.round.number())))
                .map(|r| {
                    let what = if r.identical {
                        "identical, but recorded as disputed"
                    } else {
                        "differs"
                    };
                    format!(
                        "{name} round {} {what}: file {:?}, pairproof {:?}",
                        r.round, r.recorded, r.produced
                    )
                }),
        );
    }
    assert!(rounds > min_rounds, "only {rounds} rounds checked");
    assert!(
        failures.is_empty(),
        "{} rounds:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
