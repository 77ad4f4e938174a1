//! The state a pairing system sees before a round (`pairproof::state::derive`
//! with the `dutch-2017` rules), pinned on small hand-made tournaments written as
//! TRF text. Each test names the paragraph of the Dutch rules (C.04.3, 2017) or
//! of `shared/docs/trf.md` / `shared/docs/systems.md` it checks.

use pairproof::dutch_common::colours::colour_preference;
use pairproof::state::{
    derive, initial_colour, ColourPreference, DerivationRules, Float, PlayerState, RoundRequest,
    Strength,
};
use pairproof::systems::dutch2017::RULES;
use pairproof::tournament::{Colour, PlayerId, Round, Tournament};
use std::collections::BTreeSet;
use std::path::Path;

use Colour::{Black as B, White as W};

fn round(number: usize) -> Round {
    Round::new(number).unwrap()
}

// ---------------------------------------------------------------------------
// Building TRF text
// ---------------------------------------------------------------------------

/// One `001` line in the fixed columns of `trf.md`: id in 5-8, name in 15-47,
/// rating in 49-52, points in 81-84 (blank when `points` is empty), then one
/// 8-column field per round from column 92 on, every 10 columns
/// (`oooo c r`: opponent, colour, result).
fn player_line(id: PlayerId, name: &str, rating: u32, points: &str, rounds: &[String]) -> String {
    let mut line = format!(
        "001 {id:>4}      {name:<33} {rating:>4}{:28}{points:>4}{:7}",
        "", ""
    );
    assert_eq!(
        line.chars().count(),
        91,
        "the first round starts at column 92"
    );
    for (k, field) in rounds.iter().enumerate() {
        assert_eq!(field.chars().count(), 8, "round field {field:?}");
        if k > 0 {
            line.push_str("  ");
        }
        line.push_str(field);
    }
    line.trim_end().to_string()
}

/// What happens to players in one round of a [`Trf`].
#[derive(Clone, Copy)]
enum Entry {
    /// A game: white, black, result from white's side (`1 = 0 + -`, the black
    /// side getting the mirrored result; `x` writes a double forfeit, `-`/`-`).
    Game(PlayerId, PlayerId, char),
    /// `0000 - code` (`U`, `H`, `F`, `Z`, `-`, `+`).
    NoGame(PlayerId, char),
}

fn g(white: PlayerId, black: PlayerId, result: char) -> Entry {
    Entry::Game(white, black, result)
}

fn no(player: PlayerId, code: char) -> Entry {
    Entry::NoGame(player, code)
}

/// Points of one field under the default scoring (1 / ½ / 0, forfeit win and
/// pairing-allocated bye 1, half-point bye ½, full-point bye 1), in tenths.
fn field_points(field: &str) -> u32 {
    let result = field.chars().last().unwrap();
    match result {
        '1' | '+' | 'U' | 'F' | 'W' => 10,
        '=' | 'H' | 'D' => 5,
        _ => 0,
    }
}

/// A tournament of players 1..=n (ratings falling with the id) built round by
/// round; players not named in a round get a blank field there.
struct Trf {
    headers: Vec<String>,
    fields: Vec<Vec<String>>,
    /// Write the points column (else leave it blank for the reader to sum).
    points: bool,
}

impl Trf {
    fn new(players: usize) -> Trf {
        Trf {
            headers: vec!["012 state derivation test".to_string()],
            fields: vec![Vec::new(); players],
            points: true,
        }
    }

    fn header(mut self, line: &str) -> Trf {
        self.headers.push(line.to_string());
        self
    }

    /// Leave the points columns blank (other point systems than 1-½-0).
    fn blank_points(mut self) -> Trf {
        self.points = false;
        self
    }

    fn round(mut self, entries: &[Entry]) -> Trf {
        let round = self.fields[0].len();
        for f in &mut self.fields {
            f.push(" ".repeat(8));
        }
        let mut set = |id: PlayerId, field: String| {
            let slot = &mut self.fields[id as usize - 1][round];
            assert!(
                slot.trim().is_empty(),
                "player {id} twice in round {}",
                Round::at_index(round)
            );
            *slot = field;
        };
        for e in entries {
            match *e {
                Entry::Game(w, b, r) => {
                    let mirrored = match r {
                        '1' => '0',
                        '0' => '1',
                        '=' => '=',
                        '+' => '-',
                        '-' => '+',
                        'x' => '-',
                        other => panic!("result {other} of a game"),
                    };
                    let r = if r == 'x' { '-' } else { r };
                    set(w, format!("{b:>4} w {r}"));
                    set(b, format!("{w:>4} b {mirrored}"));
                }
                Entry::NoGame(p, code) => set(p, format!("0000 - {code}")),
            }
        }
        self
    }

    fn text(&self) -> String {
        let mut text = self.headers.join("\n");
        text.push('\n');
        for (i, fields) in self.fields.iter().enumerate() {
            let total: u32 = fields
                .iter()
                .filter(|f| !f.trim().is_empty())
                .map(|f| field_points(f))
                .sum();
            let points = if self.points {
                format!("{}.{}", total / 10, total % 10)
            } else {
                String::new()
            };
            let name = format!("Player {}", i + 1);
            text.push_str(&player_line(
                i as PlayerId + 1,
                &name,
                2400 - 10 * i as u32,
                &points,
                fields,
            ));
            text.push('\n');
        }
        text
    }

    fn parse(&self) -> Tournament {
        let text = self.text();
        pairproof::trf::parse(&text, Path::new("test.trf"))
            .unwrap_or_else(|e| panic!("{e}\n{text}"))
    }
}

/// The state before the next round (`RoundRequest::next_round`), dutch-2017 rules.
fn states(t: &Tournament) -> (RoundRequest, Vec<PlayerState>) {
    let request = RoundRequest::next_round(t).expect("a round to pair");
    let states = derive(t, &request, &RULES);
    (request, states)
}

fn state(states: &[PlayerState], id: PlayerId) -> &PlayerState {
    states.iter().find(|s| s.id == id).unwrap()
}

fn pref(colour: Colour, strength: Strength) -> ColourPreference {
    ColourPreference {
        colour: Some(colour),
        strength,
    }
}

fn ids(v: &[PlayerId]) -> BTreeSet<PlayerId> {
    v.iter().copied().collect()
}

// ---------------------------------------------------------------------------
// The helper itself
// ---------------------------------------------------------------------------

#[test]
fn helper_writes_the_trf_columns() {
    let line = player_line(
        12,
        "Alpha, Anna",
        2345,
        "1.5",
        &["   3 w 1".to_string(), "0000 - H".to_string()],
    );
    let col = |first: usize, last: usize| {
        line.chars()
            .skip(first - 1)
            .take(last - first + 1)
            .collect::<String>()
    };
    assert_eq!(col(1, 3), "001");
    assert_eq!(col(5, 8), "  12");
    assert_eq!(col(15, 47).trim_end(), "Alpha, Anna");
    assert_eq!(col(49, 52), "2345");
    assert_eq!(col(81, 84), " 1.5");
    assert_eq!(col(92, 99), "   3 w 1");
    assert_eq!(col(102, 109), "0000 - H");
}

// ---------------------------------------------------------------------------
// A.6: colour preferences
// ---------------------------------------------------------------------------

/// A.6.a: absolute when the colour difference is beyond ±1, even though the
/// last two games had different colours (W W B W: +2; B B W B: -2).
#[test]
fn a6a_absolute_preference_from_colour_difference() {
    let t = Trf::new(2)
        .round(&[g(1, 2, '1')])
        .round(&[g(1, 2, '=')])
        .round(&[g(2, 1, '0')])
        .round(&[g(1, 2, '0')])
        .parse();
    let (_, s) = states(&t);
    let p1 = state(&s, 1);
    assert_eq!(p1.colours, vec![W, W, B, W]);
    assert_eq!(p1.colour_difference(), 2);
    assert_eq!(p1.last_two_same(), None);
    assert_eq!(p1.preference, pref(B, Strength::Absolute));
    let p2 = state(&s, 2);
    assert_eq!(p2.colours, vec![B, B, W, B]);
    assert_eq!(p2.colour_difference(), -2);
    assert_eq!(p2.preference, pref(W, Strength::Absolute));
}

/// A.6.a: absolute when the two latest games had the same colour, even with a
/// colour difference of ±1 (B W W: black; W B B: white).
#[test]
fn a6a_absolute_preference_from_two_equal_colours_in_a_row() {
    let t = Trf::new(2)
        .round(&[g(2, 1, '1')])
        .round(&[g(1, 2, '1')])
        .round(&[g(1, 2, '=')])
        .parse();
    let (_, s) = states(&t);
    let p1 = state(&s, 1);
    assert_eq!(p1.colours, vec![B, W, W]);
    assert_eq!(p1.colour_difference(), 1);
    assert_eq!(p1.last_two_same(), Some(W));
    assert_eq!(p1.preference, pref(B, Strength::Absolute));
    let p2 = state(&s, 2);
    assert_eq!(p2.colours, vec![W, B, B]);
    assert_eq!(p2.preference, pref(W, Strength::Absolute));
}

/// A.6.b: strong at a colour difference of +1 (black) or -1 (white), with the
/// last two games of different colours (or only one game).
#[test]
fn a6b_strong_preference_at_colour_difference_one() {
    let t = Trf::new(4)
        .round(&[g(1, 2, '1'), g(3, 4, '=')])
        .round(&[g(2, 1, '=')])
        .round(&[g(1, 2, '0')])
        .parse();
    let (_, s) = states(&t);
    // W B W: +1, strong black.
    assert_eq!(state(&s, 1).colours, vec![W, B, W]);
    assert_eq!(state(&s, 1).preference, pref(B, Strength::Strong));
    // B W B: -1, strong white.
    assert_eq!(state(&s, 2).preference, pref(W, Strength::Strong));
    // A single game (W, then absent twice): +1, strong black; B: strong white.
    assert_eq!(state(&s, 3).colours, vec![W]);
    assert_eq!(state(&s, 3).preference, pref(B, Strength::Strong));
    assert_eq!(state(&s, 4).preference, pref(W, Strength::Strong));
}

/// A.6.c: mild at a colour difference of 0, alternating with the last game.
#[test]
fn a6c_mild_preference_alternates_at_colour_difference_zero() {
    let t = Trf::new(2)
        .round(&[g(1, 2, '1')])
        .round(&[g(2, 1, '1')])
        .parse();
    let (_, s) = states(&t);
    assert_eq!(state(&s, 1).colours, vec![W, B]);
    assert_eq!(state(&s, 1).preference, pref(W, Strength::Mild));
    assert_eq!(state(&s, 2).colours, vec![B, W]);
    assert_eq!(state(&s, 2).preference, pref(B, Strength::Mild));
}

/// A.6.d: no played game, no preference, whatever the player did instead
/// (pairing-allocated bye, forfeit win or loss, half-point bye, absence).
#[test]
fn a6d_no_preference_without_a_played_game() {
    let t = Trf::new(7)
        .round(&[g(1, 2, '+'), no(3, 'U'), no(4, 'H'), g(5, 6, '1')])
        .round(&[g(2, 1, '-'), no(3, 'Z'), no(4, '-'), g(6, 5, '=')])
        .parse();
    let (_, s) = states(&t);
    for id in [1, 2, 3, 4, 7] {
        assert!(state(&s, id).colours.is_empty(), "player {id}");
        assert_eq!(
            state(&s, id).preference,
            ColourPreference::NONE,
            "player {id}"
        );
    }
    // Players 5 and 6 played W B / B W: mild preferences.
    assert_eq!(state(&s, 5).preference, pref(W, Strength::Mild));
    assert_eq!(state(&s, 6).preference, pref(B, Strength::Mild));
}

/// A.6 with `systems.md`: unplayed rounds are skipped in the colour history.
/// W, forfeit win as white, pairing-allocated bye, W: the two latest PLAYED
/// games are white, so the preference is absolute black although round 3 was
/// no game and the forfeit "colour" was white too.
#[test]
fn a6_unplayed_rounds_are_left_out_of_the_colour_history() {
    let t = Trf::new(5)
        .round(&[g(1, 2, '1'), g(3, 4, '=')])
        .round(&[g(1, 3, '+'), g(4, 2, '-')])
        .round(&[no(1, 'U'), g(2, 3, '1'), no(4, 'H')])
        .round(&[g(1, 4, '='), g(3, 2, '0')])
        .parse();
    let (_, s) = states(&t);
    let p1 = state(&s, 1);
    assert_eq!(p1.colours, vec![W, W]);
    assert_eq!(p1.preference, pref(B, Strength::Absolute));
    // Player 2: B, (forfeit win as b), W, B: compacted B W B, colour difference -1, strong white. Had the forfeit
    // counted, B B W B would be absolute white.
    let p2 = state(&s, 2);
    assert_eq!(p2.colours, vec![B, W, B]);
    assert_eq!(p2.preference, pref(W, Strength::Strong));
    // Player 4: B, (forfeit loss as w), (half-point bye), B: compacted B B, absolute white.
    let p4 = state(&s, 4);
    assert_eq!(p4.colours, vec![B, B]);
    assert_eq!(p4.preference, pref(W, Strength::Absolute));
    // Player 3: W, (forfeit loss as b), B, W: compacted W B W, strong black
    // (with the forfeit, W B B W would be mild black).
    let p3 = state(&s, 3);
    assert_eq!(p3.colours, vec![W, B, W]);
    assert_eq!(p3.preference, pref(B, Strength::Strong));
}

/// A.6 with an unplayed round between two games of different colours: W,
/// (forfeit loss as b), B gives W B (mild white), not W B B (absolute white).
#[test]
fn a6_forfeit_between_two_games_does_not_make_two_in_a_row() {
    let t = Trf::new(4)
        .round(&[g(1, 2, '1'), g(3, 4, '1')])
        .round(&[g(3, 1, '+'), g(4, 2, '=')])
        .round(&[g(4, 1, '0'), g(2, 3, '0')])
        .parse();
    let (_, s) = states(&t);
    let p1 = state(&s, 1);
    assert_eq!(p1.colours, vec![W, B]);
    assert_eq!(p1.preference, pref(W, Strength::Mild));
}

// ---------------------------------------------------------------------------
// A.4.b: floats
// ---------------------------------------------------------------------------

/// Five players, four rounds (scores before each round in brackets):
///
/// | round | boards | floats |
/// |---|---|---|
/// | 1 (all 0) | 1-2 1, 3-4 =, 5 bye U | 5 down (bye) |
/// | 2 (1:1 2:0 3:½ 4:½ 5:1) | 5-1 =, 2-3 forfeit (+), 4 H | 2, 3 down (forfeit), 4 down (H) |
/// | 3 (1:1½ 2:1 3:½ 4:1 5:1½) | 1-3 0, 4-5 1, 2 bye U | 1 down / 3 up, 4 up / 5 down, 2 down |
/// | 4 (1:1½ 2:2 3:1½ 4:2 5:1½) | 2-1 0, 3-5 =, 4 blank | 1 up / 2 down, 3-5 none, 4 down (not paired) |
fn float_tournament(extra_header: Option<&str>) -> Tournament {
    let mut trf = Trf::new(5);
    if let Some(h) = extra_header {
        trf = trf.header(h);
    }
    trf.round(&[g(1, 2, '1'), g(3, 4, '='), no(5, 'U')])
        .round(&[g(5, 1, '='), g(2, 3, '+'), no(4, 'H')])
        .round(&[g(1, 3, '0'), g(4, 5, '1'), no(2, 'U')])
        .round(&[g(2, 1, '0'), g(3, 5, '=')])
        .parse()
}

#[test]
fn a4b_floats_by_score_difference_and_unplayed_rounds() {
    use Float::{Down as D, None as N, Up as U};
    let t = float_tournament(None);
    let (request, s) = states(&t);
    assert_eq!(request.round.number(), 5);
    let expected: [(PlayerId, [Float; 4]); 5] = [
        // Equal scores: none; higher score: down; lower: up.
        (1, [N, N, D, U]),
        // Forfeit win in round 2 and bye in round 3: unplayed, downfloats.
        (2, [N, D, D, D]),
        // Forfeit loss in round 2: unplayed, downfloat.
        (3, [N, D, U, N]),
        // Half-point bye in round 2 and not paired at all in round 4: downfloats.
        (4, [N, D, U, D]),
        // Pairing-allocated bye in round 1: downfloat.
        (5, [D, N, D, N]),
    ];
    for (id, floats) in expected {
        assert_eq!(
            state(&s, id).floats,
            floats.to_vec(),
            "floats of player {id}"
        );
    }
    let p1 = state(&s, 1);
    assert_eq!(p1.float_before(round(5), 1), U, "previous round");
    assert_eq!(p1.float_before(round(5), 2), D, "two rounds before");
    assert_eq!(p1.float_before(round(5), 5), N, "before round 1");
    assert_eq!(state(&s, 2).float_before(round(5), 1), D);
    assert_eq!(state(&s, 2).float_before(round(5), 2), D);
    assert_eq!(
        state(&s, 5).float_before(round(2), 1),
        D,
        "the bye of round 1, seen from round 2"
    );
    assert_eq!(state(&s, 5).float_before(round(2), 2), N);
}

/// The floats of a round are fixed once played: pairing round 3 of the same
/// tournament sees the same first two rounds.
#[test]
fn a4b_floats_before_an_earlier_round() {
    use Float::{Down as D, None as N};
    let t = float_tournament(None);
    let request = RoundRequest::recorded_round(&t, round(3), 4);
    let s = derive(&t, &request, &RULES);
    assert_eq!(state(&s, 2).floats, vec![N, D]);
    assert_eq!(state(&s, 5).floats, vec![D, N]);
    assert_eq!(state(&s, 4).float_before(round(3), 1), D);
    assert_eq!(state(&s, 4).float_before(round(3), 2), N);
}

/// The flags of `DerivationRules`: an unplayed round is no downfloat, a
/// forfeit compares the scores, and a forfeit counts as met.
#[test]
fn derivation_rules_flags_change_floats_and_opponents() {
    use Float::{Down as D, None as N, Up as U};
    let t = float_tournament(None);
    let request = RoundRequest::next_round(&t).unwrap();
    let rules = DerivationRules {
        forfeit_counts_as_met: true,
        unplayed_float: pairproof::state::UnplayedFloat::Never,
        any_point_unplayed_blocks_bye: false,
        win_unplayed_blocks_bye: false,
        preference: colour_preference,
    };
    let s = derive(&t, &request, &rules);
    // Player 2 (0 points) forfeited against 3 (½) in round 2: an upfloat by score.
    assert_eq!(state(&s, 2).floats, vec![N, U, N, D]);
    assert_eq!(state(&s, 3).floats, vec![N, D, U, N]);
    assert_eq!(state(&s, 5).floats, vec![N, N, D, N]);
    assert_eq!(state(&s, 4).floats, vec![N, N, U, N]);
    assert_eq!(state(&s, 2).opponents, ids(&[1, 3]));
}

// ---------------------------------------------------------------------------
// C.1: opponents
// ---------------------------------------------------------------------------

/// C.1 (dutch-2017, as bbpPairings reads it): a forfeited game is no meeting,
/// so `opponents` leaves it out; `paired_with` keeps every pairing.
#[test]
fn c1_forfeited_games_are_not_meetings() {
    let t = Trf::new(6)
        .round(&[g(1, 2, '1'), g(3, 4, '+'), g(5, 6, 'x')])
        .round(&[g(1, 3, '='), g(2, 5, '-'), g(4, 6, '0')])
        .parse();
    let (_, s) = states(&t);
    let expected: [(PlayerId, &[PlayerId], &[PlayerId]); 6] = [
        (1, &[2, 3], &[2, 3]),
        (2, &[1], &[1, 5]),
        (3, &[1], &[4, 1]),
        (4, &[6], &[3, 6]),
        // 5-6 in round 1 was a double forfeit (`-`/`-`), 2-5 a forfeit.
        (5, &[], &[6, 2]),
        (6, &[4], &[5, 4]),
    ];
    for (id, opponents, paired) in expected {
        assert_eq!(state(&s, id).opponents, ids(opponents), "opponents of {id}");
        assert_eq!(state(&s, id).paired_with, ids(paired), "paired with {id}");
    }
}

// ---------------------------------------------------------------------------
// C.2: bye eligibility
// ---------------------------------------------------------------------------

/// C.2: a pairing-allocated bye (`0000 - U`, or JaVaFo's `0000 - +`) or a
/// forfeit win against an opponent blocks the bye; byes on request (`H`, `F`,
/// `Z`), absences, forfeit losses and played games do not.
#[test]
fn c2_bye_eligibility() {
    let t = Trf::new(10)
        .round(&[
            no(1, 'U'),
            no(2, 'H'),
            no(3, 'F'),
            no(4, 'Z'),
            no(5, '+'),
            g(6, 7, '+'),
            g(8, 9, '1'),
            no(10, '-'),
        ])
        .parse();
    let (request, s) = states(&t);
    assert_eq!(request.round.number(), 2);
    let ineligible: Vec<PlayerId> = s
        .iter()
        .filter(|s| s.bye_ineligible)
        .map(|s| s.id)
        .collect();
    assert_eq!(ineligible, vec![1, 5, 6]);
    // JaVaFo's `0000 - +` scores as a pairing-allocated bye, like `U`.
    assert_eq!(state(&s, 5).score, state(&s, 1).score);
    assert_eq!(state(&s, 5).score, 10);
}

/// C.2: the bye stays blocked after later rounds, and a forfeit win in black counts too.
#[test]
fn c2_bye_ineligibility_lasts() {
    let t = Trf::new(4)
        .round(&[no(1, 'U'), g(3, 2, '-')])
        .round(&[g(1, 2, '1'), g(3, 4, '=')])
        .round(&[g(4, 1, '='), g(2, 3, '0')])
        .parse();
    let (_, s) = states(&t);
    assert!(state(&s, 1).bye_ineligible, "bye in round 1");
    assert!(
        state(&s, 2).bye_ineligible,
        "forfeit win with black in round 1"
    );
    assert!(!state(&s, 3).bye_ineligible);
    assert!(!state(&s, 4).bye_ineligible);
}

// ---------------------------------------------------------------------------
// A.7: topscorers
// ---------------------------------------------------------------------------

/// A.7: topscorers exist only when pairing the last round (`XXR` = round + 1)
/// and have more than 50% of the maximum score so far (4 rounds: over 2.0).
#[test]
fn a7_topscorers_in_the_last_round_only() {
    // Scores after round 4: 1: 2.5, 2-5: 2.0.
    let t = float_tournament(Some("XXR 5"));
    let (request, s) = states(&t);
    assert_eq!(request.total_rounds, Some(5));
    assert!(request.is_last_round());
    let scores: Vec<(PlayerId, i32)> = s.iter().map(|s| (s.id, s.score)).collect();
    assert_eq!(scores, vec![(1, 25), (2, 20), (3, 20), (4, 20), (5, 20)]);
    let top: Vec<PlayerId> = s.iter().filter(|s| s.topscorer).map(|s| s.id).collect();
    assert_eq!(top, vec![1], "exactly 50% is not over 50%");

    // Not the last round: no topscorers.
    let t = float_tournament(Some("XXR 6"));
    let (request, s) = states(&t);
    assert!(!request.is_last_round());
    assert!(s.iter().all(|s| !s.topscorer));

    // XXR unknown: no topscorers.
    let t = float_tournament(None);
    let (request, s) = states(&t);
    assert_eq!(request.total_rounds, None);
    assert!(s.iter().all(|s| !s.topscorer));

    // The same tournament with the request saying it is the last round.
    let mut request = request;
    request.total_rounds = Some(request.round.number());
    let s = derive(&t, &request, &RULES);
    assert!(state(&s, 1).topscorer);
    assert!(!state(&s, 2).topscorer);
}

/// A.7 with 3-1-0 scoring (`BBW 3.0`, `BBD 1.0`): the maximum is 3 points a round.
#[test]
fn a7_topscorers_with_other_point_values() {
    let t = Trf::new(4)
        .header("XXR 3")
        .header("BBW  3.0")
        .header("BBD  1.0")
        .round(&[g(1, 2, '1'), g(3, 4, '=')])
        .round(&[g(1, 3, '='), g(4, 2, '1')])
        .blank_points()
        .parse();
    let (_, s) = states(&t);
    // Scores: 1: 3+1 = 4, 2: 0+0 = 0, 3: 1+1 = 2, 4: 1+3 = 4; maximum 6, over 3.
    let scores: Vec<i32> = s.iter().map(|s| s.score).collect();
    assert_eq!(scores, vec![40, 0, 20, 40]);
    let top: Vec<PlayerId> = s.iter().filter(|s| s.topscorer).map(|s| s.id).collect();
    assert_eq!(top, vec![1, 4]);
}

// ---------------------------------------------------------------------------
// A.2 / XXA: pairing score
// ---------------------------------------------------------------------------

/// Pairing score = points + the XXA acceleration of the round being paired
/// (not of the earlier rounds); the plain score has no acceleration.
#[test]
fn pairing_score_includes_the_acceleration_of_the_round() {
    let t = Trf::new(4)
        .header("XXA    1  1.0  1.0  0.5  0.0")
        .header("XXA    2  1.0  1.0  0.0")
        .round(&[g(1, 3, '1'), g(2, 4, '=')])
        .round(&[g(3, 1, '='), g(4, 2, '0')])
        .parse();
    let (request, s) = states(&t);
    assert_eq!(request.round.number(), 3);
    let got: Vec<(PlayerId, i32, i32)> =
        s.iter().map(|s| (s.id, s.score, s.pairing_score)).collect();
    assert_eq!(got, vec![(1, 15, 20), (2, 15, 15), (3, 5, 5), (4, 5, 5)]);
    // Round 2 of the same file: a full point of acceleration each.
    let request = RoundRequest::recorded_round(&t, round(2), 4);
    let s = derive(&t, &request, &RULES);
    let got: Vec<(PlayerId, i32, i32)> =
        s.iter().map(|s| (s.id, s.score, s.pairing_score)).collect();
    assert_eq!(got, vec![(1, 10, 20), (2, 5, 15), (3, 0, 0), (4, 5, 5)]);
}

// ---------------------------------------------------------------------------
// The round to be paired (`trf.md`)
// ---------------------------------------------------------------------------

/// `next_round`: the first round in which nobody was paired; players with a
/// `0000` entry there (`H`, `-`, `Z`) are left out, players with a blank field
/// are paired (even after a blank earlier round).
#[test]
fn next_round_leaves_out_players_with_an_entry_in_that_column() {
    let t = Trf::new(7)
        .header("XXR 5")
        .round(&[g(1, 2, '1'), g(3, 4, '='), no(5, 'U')])
        .round(&[g(2, 1, '0'), g(4, 5, '='), no(3, 'H')])
        .round(&[no(3, 'H'), no(5, '-'), no(6, 'Z')])
        .parse();
    let request = RoundRequest::next_round(&t).unwrap();
    assert_eq!(request.round.number(), 3);
    // Player 7 has blank fields only: he is paired.
    assert_eq!(request.present, vec![1, 2, 4, 7]);
    assert_eq!(request.total_rounds, Some(5));
    assert!(!request.is_last_round());
}

#[test]
fn next_round_of_a_tournament_without_rounds_is_round_one() {
    let t = Trf::new(4).parse();
    let request = RoundRequest::next_round(&t).unwrap();
    assert_eq!(request.round.number(), 1);
    assert_eq!(request.present, vec![1, 2, 3, 4]);
    let s = derive(&t, &request, &RULES);
    assert!(s
        .iter()
        .all(|s| s.colours.is_empty() && s.floats.is_empty() && !s.bye_ineligible));
}

#[test]
fn next_round_beyond_xxr_is_an_invalid_request() {
    let t = Trf::new(2)
        .header("XXR 2")
        .round(&[g(1, 2, '1')])
        .round(&[g(2, 1, '1')])
        .parse();
    let err = RoundRequest::next_round(&t).unwrap_err();
    assert!(matches!(err, pairproof::error::Error::Request(_)), "{err}");
}

/// E.5 numbering (`PlayerState::round_number`): in round 1, the position among
/// the players taking part; later, the pairing number itself once everybody has
/// been paired at least once.
#[test]
fn e5_round_number_counts_present_players_in_round_one() {
    let t = Trf::new(5).round(&[no(2, 'H')]).parse();
    let (request, s) = states(&t);
    assert_eq!(request.round.number(), 1);
    assert_eq!(request.present, vec![1, 3, 4, 5]);
    let numbers: Vec<(PlayerId, u32)> = s.iter().map(|s| (s.id, s.round_number)).collect();
    assert_eq!(numbers, vec![(1, 1), (2, 0), (3, 2), (4, 3), (5, 4)]);

    let t = Trf::new(5)
        .round(&[g(1, 3, '1'), g(4, 5, '='), no(2, 'H')])
        .parse();
    let (_, s) = states(&t);
    let numbers: Vec<u32> = s.iter().map(|s| s.round_number).collect();
    assert_eq!(numbers, vec![1, 2, 3, 4, 5]);
}

/// E.5 and its note (C.04.2.B/C, late entries): a player not paired in any
/// round so far, and not taking part in this one, holds no number; a player
/// who was paired once keeps his number while absent, a forfeited game
/// counting as paired. Player 2 is absent from rounds 1 and 2, player 4 plays
/// (a forfeit) in round 1 and is absent from round 2.
#[test]
fn e5_round_number_leaves_out_players_not_yet_paired() {
    let t = Trf::new(6)
        .round(&[g(1, 3, '1'), g(4, 5, '+'), no(2, 'H'), no(6, 'U')])
        .round(&[no(2, 'Z'), no(4, 'H')])
        .parse();
    let (request, s) = states(&t);
    assert_eq!(request.round.number(), 2);
    assert_eq!(request.present, vec![1, 3, 5, 6]);
    let numbers: Vec<(PlayerId, u32)> = s.iter().map(|s| (s.id, s.round_number)).collect();
    assert_eq!(
        numbers,
        vec![(1, 1), (2, 0), (3, 2), (4, 3), (5, 4), (6, 5)]
    );

    // Player 2 back in round 2: he enters, the numbers are the pairing ids.
    let t = Trf::new(6)
        .round(&[g(1, 3, '1'), g(4, 5, '+'), no(2, 'H'), no(6, 'U')])
        .round(&[no(4, 'H')])
        .parse();
    let (request, s) = states(&t);
    assert_eq!(request.present, vec![1, 2, 3, 5, 6]);
    let numbers: Vec<u32> = s.iter().map(|s| s.round_number).collect();
    assert_eq!(numbers, vec![1, 2, 3, 4, 5, 6]);
}

// ---------------------------------------------------------------------------
// E.5 / trf.md: the initial colour
// ---------------------------------------------------------------------------

#[test]
fn initial_colour_from_xxc() {
    // XXC wins over what round 1 shows.
    let white = Trf::new(2)
        .header("XXC white1")
        .round(&[g(2, 1, '1')])
        .parse();
    assert_eq!(initial_colour(&white), W);
    let black = Trf::new(2)
        .header("XXC black1")
        .round(&[g(1, 2, '1')])
        .parse();
    assert_eq!(initial_colour(&black), B);
    assert_eq!(RoundRequest::next_round(&black).unwrap().initial_colour, B);
}

#[test]
fn initial_colour_inferred_from_round_one() {
    // Player 1 had black in round 1.
    let t = Trf::new(4).round(&[g(2, 1, '1'), g(3, 4, '=')]).parse();
    assert_eq!(initial_colour(&t), B);
    let t = Trf::new(4).round(&[g(1, 2, '1'), g(4, 3, '=')]).parse();
    assert_eq!(initial_colour(&t), W);
}

/// The first participant had the bye: the next one's colour, reversed (he is
/// the second player of the round, an even number).
#[test]
fn initial_colour_reversed_when_the_first_participant_had_the_bye() {
    let t = Trf::new(3).round(&[no(1, 'U'), g(2, 3, '1')]).parse();
    assert_eq!(initial_colour(&t), B);
    let t = Trf::new(3).round(&[no(1, 'U'), g(3, 2, '1')]).parse();
    assert_eq!(initial_colour(&t), W);
}

/// A player absent from round 1 (`H`) was not part of its pairing: the first
/// participant is player 2, whose colour is taken as it is.
#[test]
fn initial_colour_skips_players_absent_from_round_one() {
    let t = Trf::new(3).round(&[no(1, 'H'), g(2, 3, '1')]).parse();
    assert_eq!(initial_colour(&t), W);
    // No colours at all yet: white.
    assert_eq!(initial_colour(&Trf::new(3).parse()), W);
    let only_byes = Trf::new(3).round(&[no(1, 'H'), no(2, 'Z')]).parse();
    assert_eq!(initial_colour(&only_byes), W);
}
