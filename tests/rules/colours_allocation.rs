//! Colour allocation, E.1-E.5 of the Dutch rules (C.04.3, 2017; one E.2 test
//! of the 2012 text), through
//! `pairproof::dutch_common::colours::allocate`: the colour of the first player and
//! the rule that decided it, on players built directly (`PlayerState` has
//! public fields) and, where the TRF history matters, from TRF text.

use pairproof::dutch_common::colours::{
    allocate, colour_preference, gets_preference, ranks_higher, AbsoluteTie, ColourRule,
};
use pairproof::state::{derive, ColourPreference, PlayerState, RoundRequest, Strength};
use pairproof::systems::dutch2017::RULES;
use pairproof::tournament::{Colour, PlayerId, Tournament};
use std::path::Path;

use Colour::{Black as B, White as W};

/// A player with pairing number `id`, `score` points (tenths) and the colour
/// history `history` of his played games (`"WBW"`, oldest first), preference
/// derived by A.6. `round_number` is the pairing number (any round after the first).
fn player(id: PlayerId, score: i32, history: &str) -> PlayerState {
    let colours = history
        .chars()
        .map(|c| match c {
            'W' => W,
            'B' => B,
            other => panic!("colour {other}"),
        })
        .collect();
    let mut s = PlayerState::without_history(id, 2000, score, score);
    s.colours = colours;
    s.round_number = id;
    s.preference = colour_preference(&s);
    s
}

fn topscorer(mut s: PlayerState) -> PlayerState {
    s.topscorer = true;
    s
}

/// `allocate` both ways round: `a`'s colour and rule, and checks that `b`'s
/// view agrees (the opposite colour by the same rule).
fn colour_of(a: &PlayerState, b: &PlayerState, initial: Colour) -> (Colour, ColourRule) {
    colour_under(a, b, initial, AbsoluteTie::WiderDifference)
}

/// [`colour_of`] with the E.2 of another edition.
fn colour_under(
    a: &PlayerState,
    b: &PlayerState,
    initial: Colour,
    tie: AbsoluteTie,
) -> (Colour, ColourRule) {
    let (ca, rule) = allocate(a, b, initial, tie);
    let (cb, rule_b) = allocate(b, a, initial, tie);
    assert_eq!(
        cb,
        ca.opposite(),
        "allocate({}, {}) and allocate({}, {}) disagree",
        a.id,
        b.id,
        b.id,
        a.id
    );
    assert_eq!(
        rule_b, rule,
        "the rule depends on the order of the arguments"
    );
    (ca, rule)
}

fn strength(s: &PlayerState) -> (Option<Colour>, Strength) {
    (s.preference.colour, s.preference.strength)
}

// ---------------------------------------------------------------------------
// E.1
// ---------------------------------------------------------------------------

/// E.1: different preferences are both granted, whatever their strengths.
#[test]
fn e1_both_preferences_granted() {
    // Strong black (W) against mild white (W B).
    let a = player(1, 10, "W");
    let b = player(2, 10, "WB");
    assert_eq!(strength(&a), (Some(B), Strength::Strong));
    assert_eq!(strength(&b), (Some(W), Strength::Mild));
    assert_eq!(colour_of(&a, &b, W), (B, ColourRule::E1));
    assert!(gets_preference(&a, B) && gets_preference(&b, W));
    // Absolute white (B B) against absolute black (W W), lower-ranked first.
    let a = player(7, 0, "BB");
    let b = player(3, 20, "WW");
    assert_eq!(colour_of(&a, &b, B), (W, ColourRule::E1));
}

/// E.1 with A.6.d: a player without games has no preference, so his
/// opponent's is granted.
#[test]
fn e1_player_without_games_takes_the_other_colour() {
    let fresh = player(1, 10, "");
    assert_eq!(strength(&fresh), (None, Strength::None));
    let mild = player(2, 10, "BW");
    assert_eq!(colour_of(&fresh, &mild, W), (W, ColourRule::E1));
    let strong = player(3, 0, "B");
    assert_eq!(colour_of(&fresh, &strong, W), (B, ColourRule::E1));
    assert!(gets_preference(&fresh, W) && gets_preference(&fresh, B));
}

// ---------------------------------------------------------------------------
// E.2
// ---------------------------------------------------------------------------

/// E.2: same colour wanted, different strengths: the stronger preference wins,
/// even for the lower-ranked player.
#[test]
fn e2_stronger_preference_wins() {
    // Strong black (W) beats mild black (B W).
    let strong = player(5, 0, "W");
    let mild = player(1, 20, "BW");
    assert_eq!(strength(&mild), (Some(B), Strength::Mild));
    assert_eq!(colour_of(&strong, &mild, W), (B, ColourRule::E2));
    // Absolute white (W B B) beats strong white (B).
    let absolute = player(6, 0, "WBB");
    let strong = player(2, 30, "B");
    assert_eq!(strength(&absolute), (Some(W), Strength::Absolute));
    assert_eq!(colour_of(&strong, &absolute, W), (B, ColourRule::E2));
}

/// E.2: both absolute (topscorers, A.7): the wider colour difference wins.
#[test]
fn e2_both_absolute_wider_colour_difference_wins() {
    // W W B W: +2, absolute black; B W W: +1 but twice white, absolute black.
    let wide = topscorer(player(4, 30, "WWBW"));
    let narrow = topscorer(player(1, 30, "BWW"));
    assert_eq!(strength(&wide), (Some(B), Strength::Absolute));
    assert_eq!(strength(&narrow), (Some(B), Strength::Absolute));
    assert_eq!(wide.colour_difference(), 2);
    assert_eq!(narrow.colour_difference(), 1);
    assert_eq!(colour_of(&wide, &narrow, W), (B, ColourRule::E2));
    // -3 beats -2 for white.
    let wide = topscorer(player(9, 30, "BBWBB"));
    let narrow = topscorer(player(2, 30, "BBWB"));
    assert_eq!(wide.colour_difference(), -3);
    assert_eq!(colour_of(&narrow, &wide, W), (B, ColourRule::E2));
}

/// E.2 of 2012 grants only "the stronger colour preference": two absolute
/// preferences are equally strong whatever the colour differences, and E.3
/// decides (the reference pairs small-16 round 11 so). The players of the
/// 2017 test above: the latest games are both white, the ones before B
/// (wide) and W (narrow), so wide gets white back.
#[test]
fn e2_of_2012_both_absolute_fall_through_to_e3() {
    let wide = topscorer(player(4, 30, "WWBW"));
    let narrow = topscorer(player(1, 30, "BWW"));
    assert_eq!(
        colour_under(&wide, &narrow, W, AbsoluteTie::EquallyStrong),
        (W, ColourRule::E3)
    );
}

/// E.2 then E.3: both absolute with the same colour difference is not
/// decided by E.2.
#[test]
fn e2_equal_absolute_colour_differences_fall_through() {
    let a = topscorer(player(1, 30, "WBWW"));
    let b = topscorer(player(2, 30, "BWWW"));
    assert_eq!(a.colour_difference(), b.colour_difference());
    // Latest games W/W, W/W, then B (a) against W (b): a gets white back.
    assert_eq!(colour_of(&a, &b, W), (W, ColourRule::E3));
}

// ---------------------------------------------------------------------------
// E.3
// ---------------------------------------------------------------------------

/// E.3: same preference and strength; the latest games differ, so the colours
/// alternate from them (W B W against W W B: both strong black, the one who had
/// white last gets black).
#[test]
fn e3_alternate_from_the_latest_differing_game() {
    let a = player(2, 10, "WBW");
    let b = player(1, 10, "WWB");
    assert_eq!(strength(&a), (Some(B), Strength::Strong));
    assert_eq!(strength(&b), (Some(B), Strength::Strong));
    // b is the higher ranked: E.4 would give black to b, E.3 gives it to a.
    assert_eq!(colour_of(&a, &b, W), (B, ColourRule::E3));
    // Going further back: B W W B against W B W B (both mild white): the latest
    // two games agree, the third from the end differs (W against B). Player 3
    // is the higher ranked: E.4 would have given him white.
    let a = player(3, 10, "BWWB");
    let b = player(4, 10, "WBWB");
    assert_eq!(strength(&a), (Some(W), Strength::Mild));
    assert_eq!(strength(&b), (Some(W), Strength::Mild));
    assert_eq!(colour_of(&a, &b, W), (B, ColourRule::E3));
}

/// E.3 (C.04.2.D.5): histories of different lengths are compared from the
/// latest game backwards.
#[test]
fn e3_histories_of_different_lengths_align_at_the_latest_game() {
    // W B W B W (+1, strong black) against B W (0, mild black): E.2 decides.
    let a = player(1, 10, "WBWBW");
    let b = player(2, 10, "BW");
    assert_eq!(strength(&a), (Some(B), Strength::Strong));
    assert_eq!(strength(&b), (Some(B), Strength::Mild));
    // Different strengths: E.2 first.
    assert_eq!(colour_of(&a, &b, W), (B, ColourRule::E2));
    // B W B W against B W (both mild black): compared from the end, W/W and
    // B/B agree, and b has no earlier game: no difference, so E.4 (the higher
    // ranked, player 1, gets black).
    let a = player(1, 10, "BWBW");
    let b = player(2, 10, "BW");
    assert_eq!(strength(&a), (Some(B), Strength::Mild));
    assert_eq!(colour_of(&a, &b, W), (B, ColourRule::E4));
    assert_eq!(colour_of(&b, &a, W), (W, ColourRule::E4));
}

/// One `001` line in the fixed columns of `trf.md` (id 5-8, name 15-47, rating
/// 49-52, points 81-84, rounds from column 92 every 10 columns as `oooo c r`).
fn line(id: PlayerId, points: &str, rounds: &[&str]) -> String {
    let rating = 2400 - 10 * id;
    let name = format!("Player {id}");
    let mut line = format!(
        "001 {id:>4}      {name:<33} {rating:>4}{:28}{points:>4}{:7}",
        "", ""
    );
    line.push_str(&rounds.join("  "));
    line.trim_end().to_string()
}

fn parse(header: &[&str], players: &[String]) -> Tournament {
    let text = header
        .iter()
        .map(|h| h.to_string())
        .chain(players.iter().cloned())
        .collect::<Vec<_>>()
        .join("\n")
        + "\n";
    pairproof::trf::parse(&text, Path::new("test.trf")).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

/// E.3 with unplayed rounds compacted (C.04.2.D.5, `systems.md`): player 1
/// played W B (bye) W, player 2 W W B (absent): compacted W B W and W W B, the
/// latest games differ (W against B), so player 1 gets black. Comparing round by
/// round instead would reach round 2 (B against W) and give player 1 white.
#[test]
fn e3_unplayed_rounds_are_compacted() {
    let t = parse(
        &["012 E.3 compaction", "XXR 6"],
        &[
            line(1, "3.0", &["   3 w 1", "   4 b =", "0000 - U", "   5 w ="]),
            line(2, "3.0", &["   4 w =", "   5 w 1", "   3 b 1", "0000 - H"]),
            line(3, "1.0", &["   1 b 0", "   6 w 1", "   2 w 0", "   4 w 0"]),
            line(4, "2.5", &["   2 b =", "   1 w =", "   6 b =", "   3 b 1"]),
            line(5, "2.0", &["   6 w 1", "   2 b 0", "0000 - H", "   1 b ="]),
            line(6, "0.5", &["   5 b 0", "   3 b 0", "   4 w =", "        "]),
        ],
    );
    let request = RoundRequest::next_round(&t).unwrap();
    assert_eq!(request.round.number(), 5);
    let s = derive(&t, &request, &RULES);
    let (p1, p2) = (&s[0], &s[1]);
    assert_eq!(p1.colours, vec![W, B, W]);
    assert_eq!(p2.colours, vec![W, W, B]);
    assert_eq!(
        p1.preference,
        ColourPreference {
            colour: Some(B),
            strength: Strength::Strong
        }
    );
    assert_eq!(
        p2.preference,
        ColourPreference {
            colour: Some(B),
            strength: Strength::Strong
        }
    );
    assert_eq!(colour_of(p1, p2, W), (B, ColourRule::E3));
}

// ---------------------------------------------------------------------------
// E.4
// ---------------------------------------------------------------------------

/// E.4: same preference, same strength, identical histories: the higher ranked
/// player (A.2: score, then pairing number) gets his preference.
#[test]
fn e4_higher_ranked_player_gets_the_preference() {
    let a = player(1, 10, "WB");
    let b = player(2, 10, "WB");
    assert!(ranks_higher(&a, &b));
    assert_eq!(colour_of(&a, &b, B), (W, ColourRule::E4));
    // A higher score outranks a smaller pairing number.
    let a = player(8, 20, "BW");
    let b = player(3, 10, "BW");
    assert!(ranks_higher(&a, &b));
    assert_eq!(colour_of(&a, &b, W), (B, ColourRule::E4));
    assert_eq!(colour_of(&b, &a, W), (W, ColourRule::E4));
}

/// E.4 uses the pairing score (XXA acceleration included), not the plain score.
#[test]
fn e4_ranking_uses_the_pairing_score() {
    let mut a = player(5, 10, "W");
    let b = player(2, 10, "W");
    a.pairing_score = 20;
    assert!(ranks_higher(&a, &b));
    assert_eq!(colour_of(&a, &b, W), (B, ColourRule::E4));
}

// ---------------------------------------------------------------------------
// E.5
// ---------------------------------------------------------------------------

/// E.5: no preferences (first round): the higher ranked player gets the
/// initial colour when his number is odd, the other colour when it is even.
#[test]
fn e5_initial_colour_by_parity_of_the_higher_ranked_number() {
    let (p1, p2, p3, p4) = (
        player(1, 0, ""),
        player(2, 0, ""),
        player(3, 0, ""),
        player(4, 0, ""),
    );
    // 1 (odd) against 2: 1 gets the initial colour.
    assert_eq!(colour_of(&p1, &p2, W), (W, ColourRule::E5));
    assert_eq!(colour_of(&p1, &p2, B), (B, ColourRule::E5));
    // 2 (even) against 4: 2 gets the other colour.
    assert_eq!(colour_of(&p2, &p4, W), (B, ColourRule::E5));
    assert_eq!(colour_of(&p2, &p4, B), (W, ColourRule::E5));
    // Lower ranked first: 4 against 3 (odd, higher): 3 gets the initial colour.
    assert_eq!(colour_of(&p4, &p3, W), (B, ColourRule::E5));
    assert_eq!(colour_of(&p4, &p3, B), (W, ColourRule::E5));
}

/// E.5 reads `round_number`: in round 1, the position among the players taking
/// part. With player 2 absent, player 3 is the second: even.
#[test]
fn e5_round_one_with_an_absent_player() {
    let t = parse(
        &["012 E.5 with an absent player"],
        &[
            line(1, "0.0", &[]),
            line(2, "0.5", &["0000 - H"]),
            line(3, "0.0", &[]),
            line(4, "0.0", &[]),
            line(5, "0.0", &[]),
        ],
    );
    let request = RoundRequest::next_round(&t).unwrap();
    assert_eq!(
        (request.round.number(), request.present.clone()),
        (1, vec![1, 3, 4, 5])
    );
    assert_eq!(request.initial_colour, W);
    let s = derive(&t, &request, &RULES);
    let (p1, p3, p4, p5) = (&s[0], &s[2], &s[3], &s[4]);
    assert_eq!((p3.round_number, p4.round_number), (2, 3));
    assert_eq!(colour_of(p3, p4, W), (B, ColourRule::E5));
    assert_eq!(colour_of(p4, p5, W), (W, ColourRule::E5));
    assert_eq!(colour_of(p1, p5, B), (B, ColourRule::E5));
}

/// E.5 and its note (C.04.2.B/C, late entries): a player not yet paired in any
/// round holds no pairing number, so the players below him move up. Player 1
/// is absent from rounds 1 and 2; players 2 and 3 lost their round-1 games by
/// forfeit (no played game, no preference). In round 2, player 2 is number 1
/// (odd): he gets the initial colour (white, inferred from round 1, where he was
/// the first participant). Had player 1 come back in round 2, player 2 would
/// be number 2 and get black. bbpPairings 5.0.1 coloured the `absent-*` corpus
/// so (absent-9, -18, -20, -58, -75).
#[test]
fn e5_players_not_yet_paired_hold_no_number() {
    let players = |first_player_rounds: &[&str], points: &str| {
        vec![
            line(1, points, first_player_rounds),
            line(2, "0.0", &["   4 w -"]),
            line(3, "0.0", &["   5 b -"]),
            line(4, "1.0", &["   2 b +"]),
            line(5, "1.0", &["   3 w +"]),
            line(6, "1.0", &["0000 - U"]),
        ]
    };
    let t = parse(
        &["012 E.5 late entry"],
        &players(&["0000 - H", "0000 - Z"], "0.5"),
    );
    let request = RoundRequest::next_round(&t).unwrap();
    assert_eq!(
        (request.round.number(), request.present.clone()),
        (2, vec![2, 3, 4, 5, 6])
    );
    assert_eq!(request.initial_colour, W);
    let s = derive(&t, &request, &RULES);
    let (p2, p3) = (&s[1], &s[2]);
    assert_eq!(
        (s[0].round_number, p2.round_number, p3.round_number),
        (0, 1, 2)
    );
    assert_eq!(colour_of(p2, p3, W), (W, ColourRule::E5));

    // Player 1 paired in round 2: he has entered, and the numbers are the ids.
    let t = parse(&["012 E.5 late entry"], &players(&["0000 - H"], "0.5"));
    let request = RoundRequest::next_round(&t).unwrap();
    assert_eq!(
        (request.round.number(), request.present.clone()),
        (2, vec![1, 2, 3, 4, 5, 6])
    );
    let s = derive(&t, &request, &RULES);
    let (p2, p3) = (&s[1], &s[2]);
    assert_eq!((p2.round_number, p3.round_number), (2, 3));
    assert_eq!(colour_of(p2, p3, W), (B, ColourRule::E5));
}
