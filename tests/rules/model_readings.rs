//! Each switchable reading of the rule models on a small hand-made
//! tournament: the system's own model (`models/<system>.toml`) pairs the next
//! round one way, the model with that one reading switched pairs it the way
//! the reading's doc line says. The doc comments give the scores and the
//! reason, so that each outcome can be checked by hand.

use crate::common;

use pairproof::model;
use pairproof::pairing::Pairing;
use pairproof::solver::Solver;
use pairproof::state::RoundRequest;
use pairproof::systems;
use pairproof::tournament::{PlayerId, Round, Tournament};
use std::path::{Path, PathBuf};

/// The next round of `t` under the system's own model file.
fn own(system: &str, t: &Tournament) -> Pairing {
    under_file(&format!("models/{system}.toml"), t)
}

/// The next round of `t` under the model file `file` of the repository.
fn under_file(file: &str, t: &Tournament) -> Pairing {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(file);
    let model = model::load(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    pair(&model, t)
}

/// The next round of `t` under `system` with one key of `section` switched.
fn switched(system: &str, section: &str, key: &str, value: &str, t: &Tournament) -> Pairing {
    let text =
        format!("name = \"switched\"\nsystem = \"{system}\"\n[{section}]\n{key} = \"{value}\"\n");
    let model = model::parse(&text, Path::new("switched.toml")).unwrap();
    if section == "readings" {
        assert_eq!(
            model.changes(),
            vec![format!("{key} = {value}")],
            "{key} = {value} is not a change of {system}"
        );
    }
    pair(&model, t)
}

fn pair(model: &model::Model, t: &Tournament) -> Pairing {
    let request = RoundRequest::next_round(t).unwrap();
    systems::pair(model.setup(Solver::Exact), t, &request).unwrap_or_else(|e| panic!("{e}"))
}

/// Asserts the exact pairing: boards `(white, black)` in board order, and the bye.
fn assert_pairing(
    got: &Pairing,
    boards: &[(PlayerId, PlayerId)],
    bye: Option<PlayerId>,
    what: &str,
) {
    assert_eq!(
        *got,
        common::pairing(boards, bye),
        "{what}:\n{}",
        got.to_list()
    );
}

/// Seven players; 7 took a bye of `code` (½ point `H`, or a full point `F`,
/// in round 1) and lost rounds 2 and 3; 6 and 5 had the pairing-allocated
/// bye (PAB) in rounds 2 and 3. Before round 4: 2 and 3 on 2½, 1 on 2,
/// 4 and 5 on 1½, 6 on 1, 7 at the bottom (½ after `H`, 1 after `F`).
fn bye_in_round_one(code: char) -> Tournament {
    let first = format!("1-4:1 2-5:1 3-6:1 7:{code}");
    common::tournament(
        7,
        5,
        &[&first, "1-2:= 3-7:1 4-5:= 6:U", "3-1:= 2-6:1 7-4:0 5:U"],
    )
}

/// The PAB of round 4 with 7 eligible: 7 (the lowest score, alone) gets it.
const BYE_TO_7: [(PlayerId, PlayerId); 3] = [(2, 3), (5, 1), (6, 4)];
/// With 7 blocked (C.2): 6 and 5 had the PAB, 4 (1½) is the lowest
/// eligible and gets it, and 7 meets 6.
const BYE_TO_4: [(PlayerId, PlayerId); 3] = [(2, 3), (5, 1), (6, 7)];

/// `any_point_unplayed_blocks_bye`, C.2 (2012: B.1.b): 7's half-point bye of
/// round 1 is a point scored without playing. The 2017 model reads C.2's
/// "scored a point without playing" as a (forfeit) win only: 7 stays eligible
/// and, alone at the bottom, gets the PAB. Switched to `yes`, the half point
/// blocks it and the PAB goes to 4 (see [`BYE_TO_4`]). The 2012 model reads
/// it the other way by default, and switched to `no` gives 7 the PAB.
#[test]
fn a_half_point_bye_blocks_the_pab_when_any_point_unplayed_blocks_it() {
    let t = bye_in_round_one('H');
    assert_pairing(&own("dutch-2017", &t), &BYE_TO_7, Some(7), "dutch-2017");
    assert_pairing(
        &switched(
            "dutch-2017",
            "readings",
            "any_point_unplayed_blocks_bye",
            "yes",
            &t,
        ),
        &BYE_TO_4,
        Some(4),
        "dutch-2017, yes",
    );
    assert_pairing(&own("dutch-2012", &t), &BYE_TO_4, Some(4), "dutch-2012");
    assert_pairing(
        &switched(
            "dutch-2012",
            "readings",
            "any_point_unplayed_blocks_bye",
            "no",
            &t,
        ),
        &BYE_TO_7,
        Some(7),
        "dutch-2012, no",
    );
}

/// `win_unplayed_blocks_bye`, C.2 (2026: C.04.1 Art. 4): 7's full-point
/// bye of round 1 is a win's points scored without playing. The 2017 model
/// blocks the PAB only after a PAB or a forfeit win: 7 (1 point, the lowest
/// with 6, who had the PAB) gets it. Switched to `yes`, the full-point bye
/// blocks it, and the PAB goes to 4 (see [`BYE_TO_4`]). The 2026 model
/// (Art. 4: "as many points as a win, without playing") blocks it by default,
/// and switched to `no` gives 7 the PAB.
#[test]
fn a_full_point_bye_blocks_the_pab_when_a_win_unplayed_blocks_it() {
    let t = bye_in_round_one('F');
    assert_pairing(&own("dutch-2017", &t), &BYE_TO_7, Some(7), "dutch-2017");
    assert_pairing(
        &switched(
            "dutch-2017",
            "readings",
            "win_unplayed_blocks_bye",
            "yes",
            &t,
        ),
        &BYE_TO_4,
        Some(4),
        "dutch-2017, yes",
    );
    assert_pairing(&own("dutch-2026", &t), &BYE_TO_4, Some(4), "dutch-2026");
    assert_pairing(
        &switched(
            "dutch-2026",
            "readings",
            "win_unplayed_blocks_bye",
            "no",
            &t,
        ),
        &BYE_TO_7,
        Some(7),
        "dutch-2026, no",
    );
}

/// `unplayed_float`, A.4.b, on round 2 of five players where 1 beat 2
/// (1 white), 3 beat 4 (3 black) and 5 had no game, in three ways:
/// - `Z` (absent, nothing scored): 1 and 3 meet on 1 (3-1, both get their
///   due colour); 2, 4, 5 on 0 make a pair and the PAB, a downfloat. Only
///   `always` (every round without a game, the 2017 text and the 2017
///   model) counts 5's absence as a downfloat, and C.14 keeps the PAB from
///   him: 2-5, PAB 4. Otherwise the first candidate, 2-4 (2 due white, 4
///   black), stands and 5, the lowest, gets the PAB.
/// - `F` (a full-point bye): 1, 3, 5 on 1 float one player down. `always`,
///   `when-scoring` (it scored) and `above-loss` (more than a loss) count
///   5's bye as a downfloat, so C.14 keeps 5 in the bracket: 5-1, and 3
///   floats to 2 (3-2), PAB 4. `never` and `pairing-or-bye` do not: 3-1
///   (the first candidate, colours granted) and 5, the lowest, floats: 2-5.
/// - `U` (the PAB): as `F`, but `pairing-or-bye` counts the PAB too; only
///   `never` reads no float from it.
#[test]
fn unplayed_rounds_counted_as_downfloats_as_each_value_says() {
    type Expected = (&'static [(PlayerId, PlayerId)], PlayerId);
    const PAB_NOT_TO_5: Expected = (&[(3, 1), (2, 5)], 4);
    const PAB_TO_5: Expected = (&[(3, 1), (2, 4)], 5);
    const FIVE_KEPT_IN: Expected = (&[(5, 1), (3, 2)], 4);
    const FIVE_FLOATS: Expected = (&[(3, 1), (2, 5)], 4);
    let cases: [(char, [Expected; 5]); 3] = [
        ('Z', [PAB_NOT_TO_5, PAB_TO_5, PAB_TO_5, PAB_TO_5, PAB_TO_5]),
        (
            'F',
            [
                FIVE_KEPT_IN,
                FIVE_KEPT_IN,
                FIVE_KEPT_IN,
                FIVE_FLOATS,
                FIVE_FLOATS,
            ],
        ),
        (
            'U',
            [
                FIVE_KEPT_IN,
                FIVE_KEPT_IN,
                FIVE_KEPT_IN,
                FIVE_FLOATS,
                FIVE_KEPT_IN,
            ],
        ),
    ];
    let values = [
        "always",
        "when-scoring",
        "above-loss",
        "never",
        "pairing-or-bye",
    ];
    for (code, expected) in cases {
        let first = format!("1-2:1 4-3:0 5:{code}");
        let t = common::tournament(5, 5, &[&first]);
        let (boards, bye) = expected[0];
        assert_pairing(
            &own("dutch-2017", &t),
            boards,
            Some(bye),
            &format!("5:{code}, dutch-2017"),
        );
        for (value, (boards, bye)) in values.into_iter().zip(expected).skip(1) {
            let got = switched("dutch-2017", "readings", "unplayed_float", value, &t);
            assert_pairing(&got, boards, Some(bye), &format!("5:{code}, {value}"));
        }
    }
}

/// `e5_numbers`, E.5: 1 is absent in rounds 1 and 2, 6 and 7 are absent in
/// round 1; 2-4 and 3-5 were drawn. Round 2 pairs 6-7 at score 0, both
/// without colour history, so E.5 gives the higher, 6, the initial colour
/// (white, XXC white1) if his number is odd. Having never been paired, 1 has
/// not entered the tournament yet: among the players who have (2 to 7), 6 is
/// the 5th, odd, and gets white in the 2017 model (`entered`). By the bare
/// pairing number, 6 is even and gets black. The 2012 model reads the
/// pairing number and E.5's later rounds give the other colour than round 1
/// (`e5_later_rounds`): 6 white; switched to `entered`, 6 black.
#[test]
fn e5_reads_the_position_among_the_players_who_have_entered() {
    let t = common::tournament(7, 5, &["1:Z 2-4:= 3-5:= 6:Z 7:Z", "1:Z"]);
    let others = [(5, 2), (4, 3)];
    let with = |board: (PlayerId, PlayerId)| [others[0], others[1], board];
    assert_pairing(&own("dutch-2017", &t), &with((6, 7)), None, "dutch-2017");
    assert_pairing(
        &switched("dutch-2017", "readings", "e5_numbers", "pairing-number", &t),
        &with((7, 6)),
        None,
        "dutch-2017, pairing-number",
    );
    assert_pairing(&own("dutch-2012", &t), &with((6, 7)), None, "dutch-2012");
    assert_pairing(
        &switched("dutch-2012", "readings", "e5_numbers", "entered", &t),
        &with((7, 6)),
        None,
        "dutch-2012, entered",
    );
}

/// The last round (3 of 3): 1 and 2 won twice with black (absolute
/// preferences for white) and are the only players over 50% (2 of 2).
/// A.7: they are topscorers, so C.3 lets them meet: 1-2, 1 white (E.4:
/// equal histories, the higher-ranked's preference). Without topscorers
/// (`topscorers = "none"`), C.3 forbids 1-2; 2 meets 3 (1 point) and 1
/// meets 5 (½), whom he has not met.
#[test]
fn without_topscorers_two_absolute_white_preferences_do_not_meet() {
    let t = common::tournament(6, 3, &["4-1:0 5-2:0 3-6:1", "3-1:0 6-2:0 4-5:="]);
    assert_pairing(
        &own("dutch-2017", &t),
        &[(1, 2), (5, 3), (6, 4)],
        None,
        "dutch-2017",
    );
    assert_pairing(
        &switched("dutch-2017", "parameters", "topscorers", "none", &t),
        &[(2, 3), (1, 5), (6, 4)],
        None,
        "none",
    );
}

/// `e2_absolute_tie`, E.2 in the 2012 model, on the last round of the 2017
/// test (`models.rs`): topscorers 1 (B B W B, colour difference -2) and 2
/// (W W B B, 0), both 4/4 with absolute preferences for white, meet. Read
/// as equally strong (the 2012 default, E.2 speaks of the stronger
/// preference only), E.3 alternates from round 3, the latest where their
/// colours differed (1 had white): 2 gets white. Granting the wider
/// difference (the 2017 text), 1 gets white.
#[test]
fn e2_wider_difference_gives_white_to_the_wider_difference_in_the_2012_model() {
    let rounds = [
        "5-1:0 2-3:1 4-6:= 7-8:=",
        "6-1:0 2-4:1 3-7:= 5-8:=",
        "1-7:1 5-2:0 4-8:= 6-3:=",
        "8-1:0 6-2:0 3-4:= 5-7:=",
    ];
    let t = common::tournament(8, 5, &rounds);
    let others = [(8, 3), (4, 5), (7, 6)];
    let with = |board: (PlayerId, PlayerId)| [board, others[0], others[1], others[2]];
    assert_pairing(&own("dutch-2012", &t), &with((2, 1)), None, "dutch-2012");
    assert_pairing(
        &switched(
            "dutch-2012",
            "readings",
            "e2_absolute_tie",
            "wider-difference",
            &t,
        ),
        &with((1, 2)),
        None,
        "wider-difference",
    );
}

/// `float_scope`, C14/C16 of 2026. Before round 4 (of 6): 1 and 2 on 2½
/// (they have met), 3 and 4 on 1½ (met), 5 on 1, 6 on 0. Downfloats:
/// round 3: 1 (against 5) and 4 (against 6); round 2: 3 (against 4).
/// 1 and 2 move down to the 1½ bracket, where 1 can meet only 3 and 2
/// only 4: either 2-4 (1 and 3 float on) or 1-3 (2 and 4 float on). Both
/// float a 2½ and a 1½ (C6, C7), lead to complete pairings (C8), and leave
/// two strong colour preferences ungranted (C12, C13). C14 counts the
/// "resident downfloaters" who downfloated in round 3: read as written,
/// 2-4 floats the resident 3 (no) and 1-3 the resident 4 (yes), so the
/// 2026 model pairs 4-2 (then 6-1, 3-5). Counting every downfloater, 1
/// floating on counts too: one each, and C16 (a downfloat in round 2)
/// counts 3 against nobody: 1-3 (then 6-2, 4-5).
#[test]
fn float_scope_every_counts_the_moved_down_player_floating_on() {
    let t = common::tournament(
        6,
        6,
        &[
            "2-5:1 4-1:0 6-3:0",
            "1-2:= 3-4:= 5-6:1",
            "2-3:1 4-6:1 5-1:0",
        ],
    );
    assert_pairing(
        &own("dutch-2026", &t),
        &[(4, 2), (6, 1), (3, 5)],
        None,
        "dutch-2026",
    );
    assert_pairing(
        &switched("dutch-2026", "readings", "float_scope", "every", &t),
        &[(1, 3), (6, 2), (4, 5)],
        None,
        "every",
    );
}

/// `float_sd_scope`, C18 of 2026. Before round 4 (of 6): 2 and 4 on 2½
/// (they have met), 3 on 2, 1 and 5 on 1½, 7 and 8 on 1, 6 on 0. 4
/// downfloated in round 3 (against 7), 2 did not. 2 and 4 move down to
/// 3's bracket: 3-4 (2 floats on, to 5) or 3-2 (4 floats on, to 1); both
/// grant 3's white and the other's black (C12, C13) and float no resident
/// (C14). C18 weighs the score differences of the repeated downfloats:
/// in 3-4, 4's pair (½); in 3-2, 4 floating on. The 2026 model counts
/// every downfloater, and 4's difference floating on, 2½ against one point
/// less than the lowest score 2 (`downfloater_sd`), is 1½: 3-4 wins (then
/// 5-2, 1-8, 6-7). Counting the
/// residents only, 4 floating on is not counted, and 3-2 has nothing to
/// count: 3-2 (then 1-4, 8-5, 6-7).
#[test]
fn float_sd_scope_as_written_ignores_the_moved_down_player_floating_on() {
    let t = common::tournament(
        8,
        6,
        &[
            "2-6:1 4-8:1 5-1:= 7-3:1",
            "1-7:1 3-5:1 4-2:= 6-8:0",
            "2-1:1 5-6:1 7-4:0 8-3:0",
        ],
    );
    assert_pairing(
        &own("dutch-2026", &t),
        &[(3, 4), (5, 2), (1, 8), (6, 7)],
        None,
        "dutch-2026",
    );
    assert_pairing(
        &switched("dutch-2026", "readings", "float_sd_scope", "as-written", &t),
        &[(3, 2), (1, 4), (8, 5), (6, 7)],
        None,
        "as-written",
    );
}

/// `c8_under_c4`, C8 of 2026. Before round 4 (of 6): 8 on 3, 1 and 4 on 2,
/// 2 and 3 on 1½, 6 on 1, 5 and 7 on ½ (5-7 was played). 8 has met 4, so
/// 8-1 and 4 moves down to 2 and 3, whom he has not met: 4-3 (2 floats on)
/// or 4-2 (3 floats on). 2 has met 6; 3 has not, but 3-6 would leave 5
/// and 7, who have met, without opponents (C4). C8 judges the following
/// bracket (6 and the floater): with C4 applied (the 2026 model) it makes
/// no pair either way, so the colours decide (C12): 4 (B W B) and 2 (B W B)
/// both want white, 3 (W W B) black: 4-3 (then 2-5, 7-6). Judged alone,
/// 3-6 is a pair and 2-6 is not, so C8 (C6 in the following bracket)
/// wants 3 to float: 4-2; 3-6 is then refused by C4 all the same (5-3, 7-6).
#[test]
fn c8_alone_judges_the_following_bracket_without_the_completion_criterion() {
    let t = common::tournament(
        8,
        6,
        &[
            "1-5:1 3-7:1 6-2:0 8-4:1",
            "2-8:0 3-1:= 4-6:1 5-7:=",
            "1-2:= 6-5:1 7-4:0 8-3:1",
        ],
    );
    assert_pairing(
        &own("dutch-2026", &t),
        &[(1, 8), (4, 3), (2, 5), (7, 6)],
        None,
        "dutch-2026",
    );
    assert_pairing(
        &switched("dutch-2026", "readings", "c8_under_c4", "alone", &t),
        &[(1, 8), (4, 2), (5, 3), (7, 6)],
        None,
        "alone",
    );
}

/// `XXA` lines giving `ids` an acceleration of `tenths` (a round-1 score).
fn accelerated(ids: &[PlayerId], tenths: u32) -> Vec<String> {
    ids.iter()
        .map(|id| format!("XXA {id:>4}  {}.{}", tenths / 10, tenths % 10))
        .collect()
}

/// `c12_backtracking`, C.12 of 2012, in round 1 with scores set by
/// acceleration: 1, 2, 3 on 3; 4, 5, 6 on 2; 7, 8 on 1; 9, 10 on 0; and 5
/// may meet neither 3, 4, 6, 7 nor 8 (`XXP`). The top bracket first pairs
/// 1-2 and moves 3 down. The 2-bracket (3; 4, 5, 6) makes one pair, 3-4,
/// and moves 5 down with one more, whatever it does: 5 may meet none of
/// them, nor anyone on 1, so the 1-bracket falls short (it cannot pair 5)
/// and no other pairing of the 2-bracket helps.
/// Read as the text says (`next-bracket-only`, the 2012 model: "backtracking
/// is disallowed when already backtracking"), the top bracket backtracks
/// only for the bracket right below it, which can pair 3: 1-2 and 3-4 stand,
/// 6 and 5 move down, 7-6 and 8, 5 move on to 9, 10. With `goes-on-up`, the
/// search goes on up to the top bracket, which, paired again, moves 2 down
/// (1-3): the 2-bracket now makes two pairs (2-5, 4-6) instead of one, so
/// C.12 accepts it, and 7-8, 9-10 follow.
#[test]
fn c12_backtracking_next_bracket_only_keeps_the_top_bracket_pairing() {
    let mut headers = accelerated(&[1, 2, 3], 30);
    headers.extend(accelerated(&[4, 5, 6], 20));
    headers.extend(accelerated(&[7, 8], 10));
    headers.extend([3, 4, 6, 7, 8].map(|other| format!("XXP 5 {other}")));
    let headers: Vec<&str> = headers.iter().map(String::as_str).collect();
    let t = common::tournament_with(10, 9, &headers, &[]);
    assert_pairing(
        &own("dutch-2012", &t),
        &[(1, 2), (3, 4), (7, 6), (5, 9), (10, 8)],
        None,
        "dutch-2012",
    );
    let goes_on_up = switched(
        "dutch-2012",
        "readings",
        "c12_backtracking",
        "goes-on-up",
        &t,
    );
    assert_pairing(
        &goes_on_up,
        &[(1, 3), (5, 2), (6, 4), (7, 8), (9, 10)],
        None,
        "goes-on-up",
    );
}

/// `c14_m1`, C.14.b of 2012, on the hand-made round of
/// `tests/rules/dutch2012_rules.rs` (`c14_heterogeneous_penultimate_bracket_lowers_m1_by_one`):
/// three moved-down players (1, 2, 3 on 2) in a penultimate bracket of 7
/// whose pairing with all three leaves a resident for 8, who can meet only
/// 3. Reducing M1 by one (`one-by-one`, the 2012 model) pairs 1-6 2-7 4-5
/// and moves 3 down to 8. Going from three straight to one (`all-then-one`)
/// finds no P1 = 3 pairing with one moved-down player (only 4-5 pair among
/// the residents), so P1 drops to 2: 1-6 2-7, and 3-8 4-9 5-10 11-12 below.
#[test]
fn c14_m1_all_then_one_skips_two_moved_down_players() {
    let mut headers: Vec<String> = [1, 2, 3, 6, 7]
        .iter()
        .map(|id| format!("XXA {id:>4}  0.0  1.0"))
        .collect();
    let mut barred = vec![
        (1, 2),
        (1, 3),
        (2, 3),
        (4, 7),
        (5, 6),
        (6, 7),
        (1, 7),
        (4, 10),
        (5, 9),
        (3, 9),
    ];
    barred.extend([2, 4, 5, 6, 7, 9, 10, 11, 12].map(|p| (8, p)));
    barred.extend([
        (6, 9),
        (6, 10),
        (6, 11),
        (6, 12),
        (7, 9),
        (7, 10),
        (7, 11),
        (7, 12),
    ]);
    barred.extend([(4, 11), (4, 12), (5, 11), (5, 12), (3, 11), (3, 12)]);
    headers.extend(barred.iter().map(|(a, b)| format!("XXP {a} {b}")));
    let headers: Vec<&str> = headers.iter().map(String::as_str).collect();
    let t = common::tournament_with(
        12,
        5,
        &headers,
        &["1-8:1 2-9:1 3-10:1 4-6:1 5-7:1 11:- 12:-"],
    );
    assert_pairing(
        &own("dutch-2012", &t),
        &[(6, 1), (7, 2), (8, 3), (5, 4), (9, 11), (10, 12)],
        None,
        "dutch-2012",
    );
    let all_then_one = switched("dutch-2012", "readings", "c14_m1", "all-then-one", &t);
    assert_pairing(
        &all_then_one,
        &[(6, 1), (7, 2), (8, 3), (9, 4), (10, 5), (12, 11)],
        None,
        "all-then-one",
    );
}

/// Whether the model pairs round `round` of `corpora/dutch-2012/{file}` as JaVaFo did.
fn javafo_round_identical(model: &model::Model, file: &str, round: usize) -> bool {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("corpora/dutch-2012")
        .join(file);
    let check =
        pairproof::checker::check_file(model.setup(Solver::Exact), &path, Round::new(round));
    assert!(check.error.is_none(), "{file}: {:?}", check.error);
    check.rounds[0].identical
}

/// `c14_m1 = after-remainder` (C.14.b1 read as lowering only P1 once the
/// moved-down players could be paired) on JaVaFo's small-15 round 4: the
/// penultimate bracket of 1 (moved down 2, 7; residents 4, 8, 10) can pair
/// both moved-down players, but then leaves a resident of 1 point for 9,
/// who has met every one of them. JaVaFo pairs 7-4 8-10 and moves 2 down to
/// 9: P1 = 2 with M1 = 1, as `one-by-one` does; `after-remainder` goes to
/// P1 = 1 and pairs the round otherwise.
#[test]
fn c14_m1_after_remainder_misses_javafo_small_15_round_4() {
    let own_model =
        model::load(&PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("models/dutch-2012.toml"))
            .unwrap();
    assert!(javafo_round_identical(&own_model, "small-15.trf", 4));
    let text =
        "name = \"switched\"\nsystem = \"dutch-2012\"\n[readings]\nc14_m1 = \"after-remainder\"\n";
    let after_remainder = model::parse(text, Path::new("switched.toml")).unwrap();
    assert!(!javafo_round_identical(&after_remainder, "small-15.trf", 4));
}

/// Whether `corpora/dutch-2012/{file}` round `round` is paired as JaVaFo did
/// by the 2012 model (`true`) and not by the model with `key = value`.
fn only_the_2012_model_pairs_as_javafo(file: &str, round: usize, key: &str, value: &str) {
    let own_model =
        model::load(&PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("models/dutch-2012.toml"))
            .unwrap();
    assert!(
        javafo_round_identical(&own_model, file, round),
        "{file} round {round}: the 2012 model"
    );
    let text =
        format!("name = \"switched\"\nsystem = \"dutch-2012\"\n[readings]\n{key} = \"{value}\"\n");
    let other = model::parse(&text, Path::new("switched.toml")).unwrap();
    assert_eq!(other.changes(), vec![format!("{key} = {value}")]);
    assert!(
        !javafo_round_identical(&other, file, round),
        "{file} round {round}: {key} = {value}"
    );
}

/// `a3_ppb_mdps = fewer-before-p1` (A.3, C.14.a) on the recorded round 11 of
/// `corpora/dutch-2012-endorse/javafo-16-38.trf`: the penultimate bracket
/// treated as homogeneous can pair four moved-down players at P1 = 4, but
/// the rest is then unpairable; C.14.a lowers only P1, and at P1 = 4 the
/// pairing with three of them and a pair of residents (1-6 3-8 5-11 4-14)
/// lets the rest be paired: JaVaFo's. The 2012 model reaches P1 = 3.
#[test]
fn a3_ppb_mdps_fewer_before_p1_pairs_the_recorded_endorse_round_as_javafo() {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("corpora/dutch-2012-endorse/javafo-16-38.trf");
    let identical = |model: &model::Model| {
        let check =
            pairproof::checker::check_file(model.setup(Solver::Exact), &path, Round::new(11));
        assert!(check.error.is_none(), "{:?}", check.error);
        check.rounds[0].identical
    };
    let own_model =
        model::load(&PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("models/dutch-2012.toml"))
            .unwrap();
    assert!(!identical(&own_model), "the 2012 model");
    let text = "name = \"switched\"\nsystem = \"dutch-2012\"\n[readings]\na3_ppb_mdps = \"fewer-before-p1\"\n";
    let other = model::parse(text, Path::new("switched.toml")).unwrap();
    assert!(identical(&other), "fewer-before-p1");
}

/// `c12_last_bracket` (C.12 with C.13 and B.1.b) on JaVaFo's small-1147
/// round 6: the bracket above the lowest one can move down either of two
/// players of the same score; one of them could meet a resident of the
/// lowest bracket only by leaving the bye to a player B.1.b bars from it,
/// so with him the lowest bracket cannot pair its moved-down player.
/// `with-bye` (the 2012 model) backtracks and moves the other down, as
/// JaVaFo does; `ignoring-bye` counts him as paired and keeps the first
/// pairing (he gets the bye).
#[test]
fn c12_last_bracket_ignoring_bye_misses_javafo_small_1147_round_6() {
    only_the_2012_model_pairs_as_javafo("small-1147.trf", 6, "c12_last_bracket", "ignoring-bye");
}

/// `c12_floaters` (C.12) on JaVaFo's default-1197 round 9: the moved-down 2
/// has no compatible opponent in the bracket of 4.5 (3, 6, 10), so the
/// bracket of 5.0 (moved down 1, 4; residents 2, 5, 11) is paired again.
/// Floating 5 or 11 instead, the bracket of 4.5 pairs its moved-down player
/// and makes its P0 pairs after C.1 (with 5: 5-10, 3 has no opponent; with
/// 11: 3-11, 6-10). `allows-p1-or-most-pairs` (the 2012 model) accepts the
/// first of these by the bracket's own criteria, 1-2 4-11 (B.4), as JaVaFo
/// does; `most-pairs` ranks the next bracket's pairs first and floats 11.
#[test]
fn c12_floaters_most_pairs_misses_javafo_default_1197_round_9() {
    only_the_2012_model_pairs_as_javafo("default-1197.trf", 9, "c12_floaters", "most-pairs");
}

/// `c12_when` (C.12 with A.3) on JaVaFo's default-1247 round 9: the bracket
/// of 5.0 first moves 1 and 7 down to the bracket of 4.5 (8, 11); both can
/// meet only 11, and 8 no one. Half of that bracket moved down: A.3 treats
/// it as homogeneous, C.1 moves 8 on and the other three make their one
/// pair, so C.12 is not needed (`heterogeneous-all-paired`, the 2012
/// model), as in JaVaFo's pairing; `all-paired` backtracks because 7 is
/// left unpaired.
#[test]
fn c12_when_all_paired_misses_javafo_default_1247_round_9() {
    only_the_2012_model_pairs_as_javafo("default-1247.trf", 9, "c12_when", "all-paired");
}

/// `c12_when` on JaVaFo's absent-1096 round 10: the bracket of 6.5 (moved
/// down 2, 10; residents 9, 16) can pair one of them, with 16; D.3 takes
/// 2-16 first and moves 10 and 9 down to the bracket of 6.0 (4, 5, 17),
/// which is heterogeneous and cannot pair both. `heterogeneous-all-paired`
/// (the 2012 model) backtracks and pairs 16-10, as JaVaFo does; `c1-or-p0`
/// does not (each has an opponent there and P0 pairs are made).
#[test]
fn c12_when_c1_or_p0_misses_javafo_absent_1096_round_10() {
    only_the_2012_model_pairs_as_javafo("absent-1096.trf", 10, "c12_when", "c1-or-p0");
}

/// `d4_b3` (B.3's note, D.4) on JaVaFo's small-1200 round 9: in the merged
/// lowest bracket two pairings have the same B3-factor (17.75); one has a
/// score difference of 3.5, the other an A.7.d clash. With the B3-factor as
/// B.3 there (`factor-only`, the 2012 model) A.7.d decides, as in JaVaFo's
/// pairing; `then-psd` ranks the PSD first and takes the other.
#[test]
fn d4_b3_then_psd_misses_javafo_small_1200_round_9() {
    only_the_2012_model_pairs_as_javafo("small-1200.trf", 9, "d4_b3", "then-psd");
}

/// `c14_single_mdp` (C.8.b, C.14.b) on JaVaFo's small-1141 round 7: the
/// penultimate bracket of 3 holds the moved-down 2 (5½) and 1 (5) and the
/// residents 5, 6, 7; 2 can meet only 6, 1 only 7, and the lowest bracket
/// needs one of 1, 2, 6 for its 8. Both moved-down players paired leave 5 to
/// it; at P1 = 2, M1 = 1, 2-6 leaves 5-7, who may not meet (B.2). With
/// `highest-first` (the 2012 model) P1 is lowered to keep 2 paired: 2-6, as
/// JaVaFo pairs it (1 meets 8 below); `any` takes the other moved-down
/// player at P1 = 2 (1-7 5-6) and floats 2.
#[test]
fn c14_single_mdp_any_misses_javafo_small_1141_round_7() {
    only_the_2012_model_pairs_as_javafo("small-1141.trf", 7, "c14_single_mdp", "any");
}

/// `a3_ppb_mdps` (A.3, C.14.a) on JaVaFo's small-1222 round 11: the
/// penultimate bracket of 6 holds four moved-down players (3, 2, 1, 4) of
/// eight, so A.3 treats it as homogeneous; only 4 can meet a resident. With
/// the moved-down players "paired first whenever possible"
/// (`as-many-as-possible`, the 2012 model) P1 = 2 gives 4-9 5-7, as JaVaFo
/// pairs it; `every-pair` wants a moved-down player in each pair and reaches
/// only P1 = 1 (4-5).
#[test]
fn a3_ppb_mdps_every_pair_misses_javafo_small_1222_round_11() {
    only_the_2012_model_pairs_as_javafo("small-1222.trf", 11, "a3_ppb_mdps", "every-pair");
}

/// `a3_half` (A.3, C.1) on JaVaFo's small-2063 round 6: the bracket of 3.0
/// holds moved-down 2 (4.5) and 1 (4.0) and residents 3 and 5; 2 has met all
/// three. Counted after C.1 moves 2 on (`after-c1`, the 2012 model), one of
/// three came from above: the bracket is heterogeneous, B.5 for upfloaters
/// holds, and 1 meets 5 (3 had an upfloat last round, 5 two rounds before),
/// as JaVaFo pairs it. `all-players` counts 2: half of four, treated as
/// homogeneous, no upfloater criteria, and D.1 pairs 1-3.
#[test]
fn a3_half_all_players_misses_javafo_small_2063_round_6() {
    only_the_2012_model_pairs_as_javafo("small-2063.trf", 6, "a3_half", "all-players");
}

/// `a3_half` on JaVaFo's small-2115 round 9: the bracket of 4.5 (moved down
/// 2, 3, 4, 9; residents 1, 6, 8), 2 and 3 without an opponent in it. After
/// C.1, two of five came from above: B.5 for upfloaters makes 9 meet 6 (1
/// had an upfloat last round), as JaVaFo does; counting all seven,
/// `all-players` treats it as homogeneous and pairs 9-1.
#[test]
fn a3_half_all_players_misses_javafo_small_2115_round_9() {
    only_the_2012_model_pairs_as_javafo("small-2115.trf", 9, "a3_half", "all-players");
}

/// `a3_half` in the penultimate bracket, on JaVaFo's small-120 round 11:
/// C.13 sends the search back to the bracket of 5.0 (moved down 5, 2, 3, 4;
/// residents 8, 9, 10), 5 and 2 without an opponent in it. Being reached by
/// a backtracking, it sends none of them to C.12 (C.1) and A.3 counts all
/// seven (`after-c1`, the 2012 model): treated as homogeneous, its two
/// moved-down players that can be paired cannot both be with the rest
/// pairable, and P1 = 1 gives 4-10, as JaVaFo pairs it.
/// `after-c1-everywhere` makes it heterogeneous and pairs 4-10 8-9.
#[test]
fn a3_half_after_c1_everywhere_misses_javafo_small_120_round_11() {
    only_the_2012_model_pairs_as_javafo("small-120.trf", 11, "a3_half", "after-c1-everywhere");
}

/// `a3_ppb_single_mdp` (A.3, C.14) on JaVaFo's absent-2061 round 7: the
/// penultimate bracket of 3.5 (moved down 2, 3, 1; residents 4, 5, 6) is
/// treated as homogeneous; 2 and 3 can meet only 6, 1 no one. At P1 = 2
/// 2-6 4-5 leaves the rest unpairable, 3-6 4-5 does not. `highest-first`
/// (the 2012 model) keeps 2, the highest, and lowers P1: 2-6 alone, as
/// JaVaFo pairs it; `any` pairs 3-6 4-5.
#[test]
fn a3_ppb_single_mdp_any_misses_javafo_absent_2061_round_7() {
    only_the_2012_model_pairs_as_javafo("absent-2061.trf", 7, "a3_ppb_single_mdp", "any");
}

/// `c14_single_mdp = highest-then-down` (C.8.b, C.14.b), the reading of
/// the recorded small-2055 round 8: the penultimate bracket of 4.0 (moved
/// down 1, 6; residents 2, 4, 7) cannot let the rest be paired with 1 at
/// any P1 of one or more. The 2012 model (`highest-first`) then pairs the
/// lower 6 at P1 = 1 (2-6), as C.8.b gives before C.14 lowers P1;
/// `highest-then-down` moves the whole bracket down first, JaVaFo's
/// pairing (1-9 8-6 10-2 11-7, 4 the bye), a reading that loses 25
/// tournaments elsewhere (`corpora/disputed/README.md`).
#[test]
fn c14_single_mdp_highest_then_down_pairs_the_disputed_small_2055_round_8_as_javafo() {
    let own_model =
        model::load(&PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("models/dutch-2012.toml"))
            .unwrap();
    assert!(
        !javafo_round_identical(&own_model, "small-2055.trf", 8),
        "the 2012 model"
    );
    let text = "name = \"switched\"\nsystem = \"dutch-2012\"\n[readings]\nc14_single_mdp = \"highest-then-down\"\n";
    let other = model::parse(text, Path::new("switched.toml")).unwrap();
    assert!(
        javafo_round_identical(&other, "small-2055.trf", 8),
        "highest-then-down"
    );
}

/// `a3_floaters` (A.3, C.3.e-f) on JaVaFo's small-1114 round 9: the bracket
/// of 4 (moved down 2, 3, 5; residents 4, 8, 9) is treated as homogeneous
/// and makes two pairs, 2-9 and 3-8 or 5-8. 5 had a downfloat two rounds
/// before, 3 an upfloat. `all-moved-down` counts 5 moving on against B.6
/// and pairs 5-8, as JaVaFo does (a reading that loses elsewhere,
/// `corpora/disputed/README.md`); the 2012 model gets there by C.12
/// (`c12_other_set`, below).
#[test]
fn a3_floaters_all_moved_down_pairs_small_1114_round_9_as_javafo() {
    let text = "name = \"switched\"\nsystem = \"dutch-2012\"\n[readings]\na3_floaters = \"all-moved-down\"\n";
    let all_moved_down = model::parse(text, Path::new("switched.toml")).unwrap();
    assert!(javafo_round_identical(&all_moved_down, "small-1114.trf", 9));
}

/// `c12_other_set` (A.3, C.12) on JaVaFo's small-1114 round 9: with 3-8 the
/// bracket of 4 moves 5 and 4 down to the bracket of 3.5 (6, 7); 5 has met
/// both (C.1: C.12). With 5-8 it moves 3 and 4 instead: both can meet only
/// 6, so one of them is left unpaired, but a lower one (4, not 5½).
/// `higher-paired` (the 2012 model) accepts it, as JaVaFo does
/// (2-9 5-8 ... 3-13); `all-paired` wants both paired and keeps 3-8.
#[test]
fn c12_other_set_all_paired_misses_javafo_small_1114_round_9() {
    only_the_2012_model_pairs_as_javafo("small-1114.trf", 9, "c12_other_set", "all-paired");
}

/// `c12_other_set` on JaVaFo's small-1120 round 12: the bracket of 5.5
/// (moved down 1, 4, 6, 9, 16; residents 3, 5) makes one pair; with 4-5, 6
/// (8.0) has no opponent in the bracket of 5.0 (8, 10, 11, 15), treated as
/// homogeneous. With 6-5 the moved-down players left unpaired there are 16
/// and 3 instead of 6 and 3: `higher-paired` takes 6-5, as JaVaFo does;
/// `all-paired` keeps 4-5 (B.4).
#[test]
fn c12_other_set_all_paired_misses_javafo_small_1120_round_12() {
    only_the_2012_model_pairs_as_javafo("small-1120.trf", 12, "c12_other_set", "all-paired");
}

/// `c12_other_set` on JaVaFo's default-26 round 11: the bracket of 7.0
/// pairs 3-13 4-6 and moves 9 and 11 down to the bracket of 6.5 (1, 2); 11
/// has met 1, 2 and 9 (C.1: C.12). With 4-11 it would move 6 and 9, who can
/// both meet only 1: a 7.0 player is left unpaired either way, so
/// `higher-paired` keeps 4-6, as JaVaFo does; `as-c12-when` accepts 4-11.
#[test]
fn c12_other_set_as_c12_when_misses_javafo_default_26_round_11() {
    only_the_2012_model_pairs_as_javafo("default-26.trf", 11, "c12_other_set", "as-c12-when");
}

/// `c9_scope`, C9's note of 2026. Round 1: 3-1 and 2-4 drawn, 6 won by
/// forfeit against 5, 7 took a full-point bye; so 6 and 7 may not get the
/// PAB (C2, Art. 4), and 5 has one unplayed game. Round 2 is paired with an
/// acceleration (`XXA`) that puts 1 to 5 on 1½ above 6 and 7 on 1, and
/// `XXP` lets 6 meet only 1 and 7 only 2. Every complete pairing is 1-6,
/// 2-7, a pair of 3, 4, 5 and the PAB to the third: the 1½-bracket moves
/// three players down, never exactly one. Read as bbpPairings does
/// (`floats-exactly-one`, the 2026 model), C9's note does not apply there;
/// 3-4, 3-5 and 4-5 all grant the colours (3 had white, 4 black, 5 none),
/// so the first candidate, 4-3, stands and 5 gets the PAB. When MaxPairs of
/// the bracket on its own (two pairs of five) leaving one is enough, C9
/// gives the PAB to the fewest unplayed games: 5 plays 3 and 4 gets it.
#[test]
fn c9_max_pairs_leaves_one_keeps_the_pab_from_the_unplayed_game() {
    let mut headers: Vec<String> = (1..=4).map(|id| format!("XXA {id:>4}  0.0 1.0")).collect();
    headers.push("XXA    5  0.0 1.5".into());
    headers.extend(
        [
            "6 7", "6 2", "6 3", "6 4", "6 5", "7 1", "7 3", "7 4", "7 5",
        ]
        .map(|pair| format!("XXP {pair}")),
    );
    let headers: Vec<&str> = headers.iter().map(String::as_str).collect();
    let t = common::tournament_with(7, 7, &headers, &["3-1:= 2-4:= 6-5:+ 7:F"]);
    assert_pairing(
        &own("dutch-2026", &t),
        &[(4, 3), (1, 6), (7, 2)],
        Some(5),
        "dutch-2026",
    );
    let max_pairs = switched(
        "dutch-2026",
        "readings",
        "c9_scope",
        "max-pairs-leaves-one",
        &t,
    );
    assert_pairing(
        &max_pairs,
        &[(5, 3), (1, 6), (7, 2)],
        Some(4),
        "max-pairs-leaves-one",
    );
}

/// `downfloater_sd`, C18 of 2026. Round 1: 1 and 3 took half-point byes
/// (a downfloat, 1.4), the others drew (2-4, 5-6, 7-8). Round 2 is paired
/// with an acceleration (`XXA`): 1, 2 on 3½, 3, 4 on 2½, 5, 6 on 1½,
/// 7, 8 on ½; and `XXP` keeps 1, 2, 3, 4 apart, 1 and 2 from 6, 2 and 4
/// from 8, 1 and 3 from 7. So all four move down to 5 and 6: 5 can take
/// 1 or 2, 6 can take 3 or 4, and the bracket floats one of 1, 2 and one
/// of 3, 4 (C6, C7). Of the four ways, floating 2 and 4 (or 1 and 3)
/// leaves two players who can meet only 7 (or 8), and the round cannot be
/// completed (C4). Two remain: A =
/// 1-5, 4-6 (2, 3 float on) and B = 2-5, 3-6 (1, 4 float on); each misses
/// one colour (C12, C13). C18 compares the score differences of the
/// repeated downfloaters 1 and 3 (the bracket's lowest score is 1½):
/// A counts 1's pair (2) and 3 floating on, B 3's pair (1) and 1 floating
/// on. Against one point less than the lowest score (2017 A.8, the 2026
/// model), A counts 2 and 2½ - ½ = 2, B 1 and 3½ - ½ = 3: A, with 2-7, 3-8
/// below. Above any pair, one floater each, then A's 2 against B's 1: B,
/// with 1-8, 4-7 below.
#[test]
fn downfloater_sd_against_the_lowest_less_one_weighs_the_floater_by_its_score() {
    let acceleration = [
        (1, "3.0"),
        (2, "3.0"),
        (3, "2.0"),
        (4, "2.0"),
        (5, "1.0"),
        (6, "1.0"),
    ];
    let mut headers: Vec<String> = acceleration
        .iter()
        .map(|(id, a)| format!("XXA {id:>4}  0.0 {a}"))
        .collect();
    headers.extend(
        ["1 2 3 4", "1 6", "2 6", "2 8", "4 8", "1 7", "3 7"].map(|group| format!("XXP {group}")),
    );
    let headers: Vec<&str> = headers.iter().map(String::as_str).collect();
    let t = common::tournament_with(8, 7, &headers, &["2-4:= 5-6:= 7-8:= 1:H 3:H"]);
    assert_pairing(
        &own("dutch-2026", &t),
        &[(1, 5), (7, 2), (4, 6), (8, 3)],
        None,
        "dutch-2026",
    );
    let above = switched(
        "dutch-2026",
        "readings",
        "downfloater_sd",
        "above-any-pair",
        &t,
    );
    assert_pairing(
        &above,
        &[(5, 2), (8, 1), (6, 3), (4, 7)],
        None,
        "above-any-pair",
    );
}

/// `maxi` (a Lim parameter), 3.2: six players rated 2400, 2300, 2100,
/// 1900, 1700, 1500; round 1: 1-4 1-0, 2-5 1-0, 6-3 0-1. In round 2 the
/// median score ½ is empty, so the group on 1 (1, 2, 3) floats one player
/// down and the group on 0 (4, 5, 6) one up, and the floaters meet. 1 and
/// 2 had white and are due black, 3 is due white: the floater chosen to
/// equalise the colours is 2, and below, 4 (4 and 5 due white, 6 black).
/// The Lim model (not a Maxi-tournament) pairs 4-2, 3-1 and 5-6, every
/// player getting his due colour. In a Maxi-tournament (`within-100`) the
/// chosen floater may be at most 100 points from the lowest-numbered
/// player of the group, 3 (2100); 2 (2300) is not, so 3 floats down (4 is
/// still the floater up, being the default himself): 3-4, 2-1 (the
/// higher-ranked of two due the same colour keeps it) and 5-6.
#[test]
fn maxi_within_100_floats_the_lowest_when_the_equalising_floater_is_too_far() {
    let t = common::tournament_rated(
        &[2400, 2300, 2100, 1900, 1700, 1500],
        5,
        &[],
        &["1-4:1 2-5:1 6-3:0"],
    );
    assert_pairing(&own("lim", &t), &[(3, 1), (4, 2), (5, 6)], None, "lim");
    assert_pairing(
        &switched("lim", "parameters", "maxi", "within-100", &t),
        &[(2, 1), (3, 4), (5, 6)],
        None,
        "within-100",
    );
}

/// `d2_remainder_numbering`, D.2 (2017 B.7; 2012 C.6) in a remainder. Round
/// 1: 1-6, 7-2, 8-3, 4-9, 10-5, all drawn; round 2 is paired with 1 and 2
/// accelerated by a point (`XXA`), and `XXP` keeps 1 from 2 and 2 from 4.
/// 1, 7, 8, 4, 10 had white and are due black, the others white. 1 and 2
/// move down to the bracket of 3 to 10 (numbers 1 to 10) and take 3 (3-1)
/// and 8 (2-8), the first residents due the other colour they may meet.
/// The remainder 4, 5, 6 | 7, 9, 10 has no pairing of S1 against S2 where
/// everybody gets his colour (4 is due black and has met 9, the only S2
/// player due white), so D.2 exchanges, the smallest difference of numbers
/// first. Exchanging 6 with 7 (a difference of 1 either way) fails: 5 would
/// need 10, whom he has met. Numbered afresh (1 to 6: 4, 5, 6, 7, 9, 10),
/// 6 with 9 and 5 with 7 both differ by 2, and the one moving the higher
/// S1 number, 6, comes first: 6-4, 5-7, 9-10, all colours granted. With
/// the bracket's numbers, 6 with 9 differs by 3 (8 is between them) and 5
/// with 7 by 2, so 5 with 7 comes first: 5-4, 6-10, 9-7, also perfect. Both the 2017 and 2012 models
/// number afresh; `models/remainder-renumbered.toml` is the 2017 one with
/// the bracket's numbers.
#[test]
fn d2_remainder_with_the_bracket_numbers_exchanges_in_another_order() {
    let headers = [
        "XXA    1  0.0 1.0",
        "XXA    2  0.0 1.0",
        "XXP 1 2",
        "XXP 2 4",
    ];
    let t = common::tournament_with(10, 9, &headers, &["1-6:= 7-2:= 8-3:= 4-9:= 10-5:="]);
    let afresh = [(3, 1), (2, 8), (6, 4), (5, 7), (9, 10)];
    let bracket = [(3, 1), (2, 8), (5, 4), (6, 10), (9, 7)];
    for system in ["dutch-2017", "dutch-2012"] {
        assert_pairing(&own(system, &t), &afresh, None, system);
        let numbered = switched(system, "readings", "d2_remainder_numbering", "bracket", &t);
        assert_pairing(&numbered, &bracket, None, &format!("{system}, bracket"));
    }
    assert_pairing(
        &under_file("models/remainder-renumbered.toml", &t),
        &bracket,
        None,
        "remainder-renumbered.toml",
    );
}

/// `floaters_meet` (Lim 2.3, 3.6, 3.8). Round 1 of ten players: 1-6, 3-8
/// and 5-10 won by white, 7-2 and 9-4 drawn. In round 2 the median score is
/// ½ (2, 4, 7, 9). The group on 1 (1, 3, 5, all due black) floats 5 down
/// (2.3 d; the lowest-numbered, 3.2) and pairs 3-1; the group on 0 (6, 8,
/// 10, all due white) floats 6 up (the highest-numbered, pairing upward)
/// and pairs 10-8. In the median group 5 is paired first (3.6.3) with the
/// highest-numbered player due white (3.8), which the Lim model reads as
/// any player of the group, the up-floater 6 included: 6-5, then 2-9, 4-7
/// (2-7 and 4-9 have met). Two floaters forbidden to meet, 5 meets the
/// highest-numbered resident due white, 2 (2-5), and 6 meets 9 (6-9, both
/// given their due colour; 4-7).
#[test]
fn lim_floaters_forbidden_to_meet_are_paired_with_the_group() {
    let t = common::tournament(10, 5, &["1-6:1 7-2:= 3-8:1 9-4:= 5-10:1"]);
    assert_pairing(
        &own("lim", &t),
        &[(3, 1), (6, 5), (2, 9), (4, 7), (10, 8)],
        None,
        "lim",
    );
    let forbidden = switched("lim", "readings", "floaters_meet", "forbidden", &t);
    assert_pairing(
        &forbidden,
        &[(3, 1), (2, 5), (4, 7), (6, 9), (10, 8)],
        None,
        "forbidden",
    );
}

/// `pair_side` (Lim 5.4). Round 1 of six players: 1-4 and 3-6 won by
/// white, 5-2 by black; `XXP` keeps 1 from 2 and 3, and 5 from 4 and 6. In
/// round 2 nobody has the median score ½: the group on 1 floats 1 down
/// (2.3 a) and pairs 2-3, the group on 0 floats 5 up and pairs 6-4, and 1
/// and 5 meet in the empty median group. Both had white, so both are due
/// black with identical histories: 5.4 gives the alternate colour to the
/// higher-ranked "in the median score-group or above", to the lower-ranked
/// below it. Read by the higher-ranked player (1, on 1, above), 1 gets
/// black: 5-1. Read by the lower-ranked (5, on 0, below), 5 gets black:
/// 1-5.
#[test]
fn lim_pair_side_by_the_lower_player_gives_the_alternate_colour_to_the_lower() {
    let t = common::tournament_with(
        6,
        5,
        &["XXP 1 2", "XXP 1 3", "XXP 5 4", "XXP 5 6"],
        &["1-4:1 5-2:0 3-6:1"],
    );
    assert_pairing(&own("lim", &t), &[(2, 3), (5, 1), (6, 4)], None, "lim");
    assert_pairing(
        &switched("lim", "readings", "pair_side", "lower-player", &t),
        &[(2, 3), (1, 5), (6, 4)],
        None,
        "lower-player",
    );
}

/// `no_history` (Lim 7.2). Round 1 of six players: 1-3 and 2-5 drawn, 4
/// and 6 absent. In round 2, 4 and 6 on 0 meet without a game behind them
/// (the median group 1, 2, 3, 5 pairs 5-1 and 3-2). The Lim model applies
/// 7.2 in any round: 4, the higher-ranked, is fourth in the pairing list,
/// even, and gets the other colour than the one drawn (`XXC white1`): 6-4.
/// Read as round one's rule only, the higher-ranked gets the drawn colour,
/// white: 4-6.
#[test]
fn lim_no_history_after_round_one_gives_the_drawn_colour_to_the_higher() {
    let t = common::tournament(6, 5, &["1-3:= 2-5:= 4:Z 6:Z"]);
    assert_pairing(&own("lim", &t), &[(5, 1), (3, 2), (6, 4)], None, "lim");
    assert_pairing(
        &switched("lim", "readings", "no_history", "first-round-only", &t),
        &[(5, 1), (3, 2), (4, 6)],
        None,
        "first-round-only",
    );
}

/// `floated_before` (Lim 3.10). Round 1 of eight players: 1-5 and 3-7 won
/// by white, 6-2 and 8-4 drawn; round 2: 8 beat 1 (8 floating up, 1 down),
/// 2-3 drawn (3 down, 2 up), 6 beat 4, 5-7 drawn. In round 3 (median 1:
/// 1, 2) the group on 1½ (3, 6, 8, all due white) is paired downward and
/// floats one player (2.3 d); each has a compatible opponent in the median
/// group. Read either way, 3 (down) and 8 (up) floated in round 2, so 6
/// floats: 3-8, then 6 meets the up-floater 5 (6-5), 2-1 and 7-4. Read as
/// the same direction only, 8's up-float does not count, and 8, the
/// lowest-numbered (3.2), floats: 3-6, 8-5, 2-1, 7-4.
#[test]
fn lim_floated_before_in_the_same_direction_floats_the_earlier_up_floater_down() {
    let t = common::tournament(
        8,
        5,
        &["1-5:1 6-2:= 3-7:1 8-4:=", "1-8:0 2-3:= 4-6:0 5-7:="],
    );
    assert_pairing(
        &own("lim", &t),
        &[(3, 8), (6, 5), (2, 1), (7, 4)],
        None,
        "lim",
    );
    let same = switched("lim", "readings", "floated_before", "same-direction", &t);
    assert_pairing(
        &same,
        &[(3, 6), (8, 5), (2, 1), (7, 4)],
        None,
        "same-direction",
    );
}

/// `floater_order` (Lim 3.6). Round 1 of eight players: 1-5 and 3-7 won
/// by white, 6-2 and 8-4 drawn; `XXP` keeps 1 from 3. In round 2 both
/// players on 1 float down (2.3 a) to the median group (2, 4 due white;
/// 6, 8 due black), and both are due black. The one "with the highest
/// pairing number" is paired first with the highest-numbered player due
/// white (3.8). Read as 4.2 numbers players (#1 the highest numbered), 1
/// goes first: 2-1, 4-3. Read as the largest number, 3 goes first: 2-3,
/// 4-1. Then 8-6 and 7-5 (the group on 0, paired upward) either way.
#[test]
fn lim_floater_order_from_the_bottom_pairs_the_lower_floater_first() {
    let t = common::tournament_with(8, 5, &["XXP 1 3"], &["1-5:1 6-2:= 3-7:1 8-4:="]);
    assert_pairing(
        &own("lim", &t),
        &[(2, 1), (4, 3), (8, 6), (7, 5)],
        None,
        "lim",
    );
    let bottom = switched(
        "lim",
        "readings",
        "floater_order",
        "highest-numbered-is-bottom",
        &t,
    );
    assert_pairing(
        &bottom,
        &[(4, 1), (2, 3), (8, 6), (7, 5)],
        None,
        "highest-numbered-is-bottom",
    );
}

/// `topscorer_preference` (1992 A.7.a), in the last round (5 of 5): 1 and
/// 2 won all four games and meet; 1 had W W B B (colour difference 0, black
/// twice: absolute white), 2 B B W B (difference -2: absolute white). A.7.a
/// "is not in effect" for players over 50% in the last round: read as
/// making their preferences those of A.7.b/c, 1's is mild and 2's strong,
/// and E.2 grants 2 white: 2-1. Read as lifting only the obligatory colour,
/// both stay absolute, equally strong, and E.3 alternates from round 3,
/// where 1 had black and 2 white: 1-2. The others pair alike: 7-4, 3-6, 8-5.
#[test]
fn rating1992_topscorers_keeping_absolute_preferences_alternate_by_e3() {
    let rounds = [
        "1-3:1 4-2:0 5-6:= 7-8:=",
        "1-5:1 6-2:0 3-7:= 4-8:=",
        "7-1:0 2-3:1 4-5:= 6-8:=",
        "8-1:0 5-2:0 3-4:= 6-7:=",
    ];
    let t = common::tournament(8, 5, &rounds);
    let others = [(7, 4), (3, 6), (8, 5)];
    let with = |board: (PlayerId, PlayerId)| [board, others[0], others[1], others[2]];
    assert_pairing(&own("rating-1992", &t), &with((2, 1)), None, "rating-1992");
    let absolute = switched(
        "rating-1992",
        "readings",
        "topscorer_preference",
        "absolute",
        &t,
    );
    assert_pairing(&absolute, &with((1, 2)), None, "absolute");
}

/// `last_round` (Lim 6), round 3 of 3, six players, `XXP 1 5`. Round 1:
/// 1-4, 5-2 and 3-6 won by white; round 2: 1 beat 2 with white, 3-4 and 6-5
/// drawn. Before round 3: 1 on 2 and 3 on 1½ both had white twice (2.1:
/// black now), 5 on 1½, 4 and 6 on ½ (4 had black twice), 2 on 0 (black
/// twice); nobody has the median score 1. 1 floats down to 3 and 5 and,
/// kept from 5, meets 3. The Lim model lets the colour conditions yield for
/// every pair of the last round: 3-1 (5.4: identical histories, 1 ranked
/// higher above the median gets black), 5 floats down; 2 floats up and
/// takes 6 (2-6); 4 floats up and meets 5 (4-5). Read as yielding only for
/// players of the same score, 1 may not meet 3: 3-5 is paired and 1 floats
/// into the empty median group, where 4, floating up, has met him. 2.6
/// opens it: one floater from each side, so the higher side's next pair is
/// cracked (3-5), then, three floaters from above, the lower side's (2-6):
/// 6-1, 4-5, 2-3.
#[test]
fn lim_last_round_for_same_scores_only_keeps_a_floater_to_the_colour_conditions() {
    let t = common::tournament_with(
        6,
        3,
        &["XXP 1 5"],
        &["1-4:1 5-2:1 3-6:1", "1-2:1 3-4:= 6-5:="],
    );
    assert_pairing(&own("lim", &t), &[(3, 1), (4, 5), (2, 6)], None, "lim");
    let same = switched("lim", "readings", "last_round", "same-score", &t);
    assert_pairing(&same, &[(6, 1), (4, 5), (2, 3)], None, "same-score");
}

/// `c14_order` (1992 C.13, C.14), in round 1 with scores set by
/// acceleration: 1, 2 on 2; 3, 4, 5, 6 on 1; 7, 8 on 0; `XXP` keeps 1 from
/// 2 and 7 from 8. 1 and 2 move down to the 1-bracket, which could pair
/// everybody (both moved-down players and one remainder pair), but then 7
/// and 8 are left, and they may not meet: the 1-bracket is the penultimate
/// one, and C.14 lowers p. Read as lowering the remainder's p first (the
/// remainder is what C.6 pairs last), both moved-down players stay paired,
/// 1-3 and 4-2, and the remainder's 5 and 6 move down: 5-7, 8-6. Read as
/// lowering A.6's p of a heterogeneous bracket, the moved-down players',
/// first, the remainder keeps its pair (5-4) and 2 moves down with 6: 1-3,
/// 7-2, 8-6.
#[test]
fn rating1992_c14_lowering_the_moved_down_players_p_first_moves_one_down() {
    let mut headers = accelerated(&[1, 2], 20);
    headers.extend(accelerated(&[3, 4, 5, 6], 10));
    headers.extend(["XXP 1 2".to_string(), "XXP 7 8".to_string()]);
    let headers: Vec<&str> = headers.iter().map(String::as_str).collect();
    let t = common::tournament_with(8, 9, &headers, &[]);
    assert_pairing(
        &own("rating-1992", &t),
        &[(1, 3), (4, 2), (5, 7), (8, 6)],
        None,
        "rating-1992",
    );
    let moved_down_first = switched(
        "rating-1992",
        "readings",
        "c14_order",
        "moved-down-first",
        &t,
    );
    assert_pairing(
        &moved_down_first,
        &[(1, 3), (7, 2), (5, 4), (8, 6)],
        None,
        "moved-down-first",
    );
}

/// `floater_opponent` (Lim 3.8), round 4 of 5, eight players: 1 won all
/// three games (W W B), 2, 3 and 4 won two (2: B W B, 3: W B W, 4: W W B),
/// each against 5 to 8, never against each other. The median score 1½ is
/// empty; 1 floats down to 2, 3, 4. 1 is due black (equalising), his
/// alternate colour is white; 2 is due white, 3 and 4 black, 3's alternate
/// colour being his due one and 4's white. Every pairing of the four then
/// misses one due colour (5.2) and one alternate colour (5.1), so the
/// text's order decides: 1 is paired first (3.6) with "the highest numbered
/// player available who is due the alternate colour". Read as due the other
/// colour than 1 is due, that is 2: 2-1, then 4-3 (5.4: in round 3, the
/// latest their colours differed, 3 had white and now gets black). Read as
/// due the colour 1 had last, so that 1 alternates, it is 3 (due black):
/// 1-3 (5.4: 3 had white in round 3), then 2-4. Below, 5 (B B W, due
/// white) floats up to 6, 7 and 8 and is paired the same way: the first
/// reading gives him 8 (due black; 6-7, 5-8), the second 7 (due white as
/// 5 had last; 5-7, 6-8).
#[test]
fn lim_floater_opponent_alternating_the_floater_pairs_him_with_one_due_his_last_colour() {
    let rounds = [
        "1-5:1 6-2:0 3-7:1 4-8:1",
        "1-6:1 2-5:1 8-3:0 4-7:0",
        "7-1:0 8-2:1 3-6:0 5-4:0",
    ];
    let t = common::tournament(8, 5, &rounds);
    assert_pairing(
        &own("lim", &t),
        &[(2, 1), (4, 3), (6, 7), (5, 8)],
        None,
        "lim",
    );
    let alternating = switched(
        "lim",
        "readings",
        "floater_opponent",
        "alternating-the-floater",
        &t,
    );
    assert_pairing(
        &alternating,
        &[(1, 3), (2, 4), (6, 8), (5, 7)],
        None,
        "alternating-the-floater",
    );
}

/// `c12_when`, C.1/C.12 of 2012, in round 1 with scores set by
/// acceleration: 1, 2, 3, 4 on 2; 5, 6, 7 on 1; 8, 9, 10 on 0; `XXP` keeps
/// 2 from 1, 3 and 4, 3 from 4, and 2 and 4 from 6 and 7. In the 2-bracket
/// 2 has no opponent (C.1 moves him down) and 1, 3, 4 make one pair: first
/// 1-3, so 4 moves down with 2. In the 1-bracket both can meet only 5: one
/// of them is paired (5-2), the residents pair (7-6) and 4 moves on.
/// Read as `all-paired` (the 2012 model), the 1-bracket cannot pair all its
/// moved-down players, so C.12 pairs the 2-bracket again: 1-4, moving down
/// 3 (with 2), who can meet 6: 5-2, 3-6, and 7 moves down to 8 (7-8, 9-10).
/// Read as `c1-or-p0`, each moved-down player has a compatible opponent
/// (C.1) and the bracket makes its P0 pairs (two of five players), so C.12
/// is not needed: 1-3 stands, 5-2, 7-6, and 4 meets 8 (8-4, 9-10).
#[test]
fn c12_when_c1_or_p0_keeps_the_pairing_that_leaves_a_moved_down_player_unpaired() {
    let mut headers = accelerated(&[1, 2, 3, 4], 20);
    headers.extend(accelerated(&[5, 6, 7], 10));
    headers.extend(
        ["1 2", "2 3", "2 4", "3 4", "2 6", "2 7", "4 6", "4 7"].map(|pair| format!("XXP {pair}")),
    );
    let headers: Vec<&str> = headers.iter().map(String::as_str).collect();
    let t = common::tournament_with(10, 5, &headers, &[]);
    assert_pairing(
        &own("dutch-2012", &t),
        &[(1, 4), (5, 2), (3, 6), (7, 8), (9, 10)],
        None,
        "dutch-2012",
    );
    let c1_or_p0 = switched("dutch-2012", "readings", "c12_when", "c1-or-p0", &t);
    assert_pairing(
        &c1_or_p0,
        &[(1, 3), (5, 2), (8, 4), (7, 6), (9, 10)],
        None,
        "c1-or-p0",
    );
}

/// `c12_when` (C.12 with A.3 of 2012), in round 1
/// with scores set by acceleration: 1, 2, 3, 4 on 2; 5, 6 on 1; 7 to 10 on
/// 0; `XXP` keeps 2 from 1, 3 and 4, 3 from 4, 6 from 2, 4 and 5. In the
/// 2-bracket 2 has no opponent and 1, 3, 4 make one pair: first 1-3, so 4
/// moves down with 2. The 1-bracket (2, 4; 5, 6) is half moved down: A.3
/// treats it as homogeneous. C.1 moves 6 on (no opponent in it); 2 and 4
/// can both meet 5, and the three make their one pair (P0), 5 with 2.
/// Read as `heterogeneous-all-paired` (the 2012 model), a bracket A.3 treats
/// as homogeneous pairs no moved-down player as such (C.3.a: P = P1), so
/// C.12 is not needed: 1-3 stands, 5-2, and 4 and 6 move down to the
/// 0-bracket: 7-4, 8-6, 9-10. Read as `all-paired`, the bracket cannot pair
/// both of its moved-down players, so C.12 pairs the 2-bracket again: 1-4,
/// moving down 3 (with 2), who can meet 6: 5-2, 3-6, and 7-9, 10-8 below.
#[test]
fn c12_when_all_paired_backtracks_above_a_bracket_treated_as_homogeneous() {
    let mut headers = accelerated(&[1, 2, 3, 4], 20);
    headers.extend(accelerated(&[5, 6], 10));
    headers.extend(
        ["1 2", "2 3", "2 4", "3 4", "2 6", "4 6", "5 6"].map(|pair| format!("XXP {pair}")),
    );
    let headers: Vec<&str> = headers.iter().map(String::as_str).collect();
    let t = common::tournament_with(10, 5, &headers, &[]);
    assert_pairing(
        &own("dutch-2012", &t),
        &[(1, 3), (5, 2), (7, 4), (8, 6), (9, 10)],
        None,
        "dutch-2012",
    );
    let all_paired = switched("dutch-2012", "readings", "c12_when", "all-paired", &t);
    assert_pairing(
        &all_paired,
        &[(1, 4), (5, 2), (3, 6), (7, 9), (10, 8)],
        None,
        "all-paired",
    );
}

/// `c12_floaters`, C.12 of 2012, in round 1 with scores set by
/// acceleration: 1 to 6 on 2, 7 to 10 on 1, 11 and 12 on 0; `XXP` keeps
/// every two of 1 to 10 apart except 1-3, 1-5, 3-5 and 2-4, 2-6, 4-6 (two
/// triangles: the 2-bracket makes two pairs and floats one of 3, 5 and one
/// of 4, 6; 1 and 2 can meet nobody below) and 3-9, 4-10, 5-7, 7-8. The
/// 2-bracket's own order floats 5 and 6 first (1-3, 2-4), then 4 and 5
/// (1-3, 2-6), and 3 and 4 later (1-5, 2-6). 6 can meet nobody on 1, so
/// the 1-bracket falls short and C.12 pairs the 2-bracket again. With 4
/// and 5 moved down it makes two pairs (4-10, 5-7; 8 and 9 have no partner
/// left), its P1 pairings (P0: 9 has no opponent); with 3 and 4, three
/// (3-9, 4-10, 7-8). Taking the first pairing in the bracket's own order
/// that allows the P1 pairings (`allows-p1-or-most-pairs`, the 2012 model,
/// and `allows-p1`) moves 4 and 5 down: 1-3, 6-2, 10-4, 5-7, and 8 and 9
/// meet 11 and 12 (11-8, 9-12). Ranking the next bracket by its pairs
/// (`most-pairs`) moves 3 and 4 down: 1-5, 6-2, 3-9, 10-4, 7-8, 11-12.
#[test]
fn c12_floaters_most_pairs_ranks_the_next_bracket_before_the_own_order() {
    let mut headers = accelerated(&[1, 2, 3, 4, 5, 6], 20);
    headers.extend(accelerated(&[7, 8, 9, 10], 10));
    let allowed = [
        (1, 3),
        (1, 5),
        (3, 5),
        (2, 4),
        (2, 6),
        (4, 6),
        (3, 9),
        (4, 10),
        (5, 7),
        (7, 8),
    ];
    for a in 1..=10 {
        headers.extend(
            (a + 1..=10)
                .filter(|&b| !allowed.contains(&(a, b)))
                .map(|b| format!("XXP {a} {b}")),
        );
    }
    let headers: Vec<&str> = headers.iter().map(String::as_str).collect();
    let t = common::tournament_with(12, 5, &headers, &[]);
    assert_pairing(
        &own("dutch-2012", &t),
        &[(1, 3), (6, 2), (10, 4), (5, 7), (11, 8), (9, 12)],
        None,
        "dutch-2012",
    );
    let allows_p1 = switched("dutch-2012", "readings", "c12_floaters", "allows-p1", &t);
    assert_pairing(
        &allows_p1,
        &[(1, 3), (6, 2), (10, 4), (5, 7), (11, 8), (9, 12)],
        None,
        "allows-p1",
    );
    let most_pairs = switched("dutch-2012", "readings", "c12_floaters", "most-pairs", &t);
    assert_pairing(
        &most_pairs,
        &[(1, 5), (6, 2), (3, 9), (10, 4), (7, 8), (11, 12)],
        None,
        "most-pairs",
    );
}

/// `a2_order` (1992 A.2), in round 1 of six players whose file numbers do
/// not follow their ratings: 1 (2000), 2 (2300), 3 (2200), 4 (2200, IM),
/// 5 (2100), 6 (2050). Ranked by the file's pairing numbers (the 1992
/// model), S1 is 1, 2, 3 and S2 4, 5, 6 (C.6): 1-4, 5-2, 3-6 (E.5: the odd
/// S1 players get white, `XXC white1`). Ranked by A.2's own keys
/// (`rating-title-name`): 2, then 4 before 3 (equal ratings, the IM first
/// by title), 5, 6, 1: S1 is 2, 4, 3 and S2 5, 6, 1: 2-5, 6-4, 3-1, the
/// boards in that order (F.1).
#[test]
fn rating1992_a2_by_rating_title_and_name_ranks_the_im_above_the_untitled_player() {
    let text = "012 A.2 order\nXXR 5\nXXC white1\n\
        001    1      Adams, Anna                       2000                             0.0    1\n\
        001    2      Brown, Ben                        2300                             0.0    2\n\
        001    3      Clark, Carl                       2200                             0.0    3\n\
        001    4    m Davis, Dan                        2200                             0.0    4\n\
        001    5      Evans, Eve                        2100                             0.0    5\n\
        001    6      Ford, Fay                         2050                             0.0    6\n";
    let t = pairproof::trf::parse(text, Path::new("a2.trf")).unwrap();
    assert_pairing(
        &own("rating-1992", &t),
        &[(1, 4), (5, 2), (3, 6)],
        None,
        "rating-1992",
    );
    let by_rating = switched(
        "rating-1992",
        "readings",
        "a2_order",
        "rating-title-name",
        &t,
    );
    assert_pairing(
        &by_rating,
        &[(2, 5), (6, 4), (3, 1)],
        None,
        "rating-title-name",
    );
}

/// `cracked_pair` (Lim 2.6). Round 1 of ten players: 1-6, 2-7, 3-8 and 4-9
/// won by white, 5-10 drawn; `XXP` keeps 1 from 3. In round 2 the median
/// group (½: 5 and 10) is blocked, they have met. The group on 1 (all due
/// black) is paired downward: 1 v 3 is barred, so 4.2's exchange gives
/// 1 v 4 and 2 v 3. No floater came from either side, so 2.6 cracks "the
/// next pairing" of the higher group. Read as the pair nearest the median
/// group (the Lim model), that is 1-4, the pair of the group's lowest-ranked
/// player: 10-1 and 5-4 in the median group (5.4: 4, ranked higher above
/// the median, gets the alternate colour), 3-2 above. Read as the pairing
/// the group made last (`last-made`), that is 2-3: 10-2, 5-3, and 4-1
/// above. Below, 8-6 and 9-7 either way.
#[test]
fn lim_cracked_pair_last_made_takes_back_the_groups_last_pairing() {
    let t = common::tournament_with(10, 5, &["XXP 1 3"], &["1-6:1 2-7:1 3-8:1 4-9:1 5-10:="]);
    assert_pairing(
        &own("lim", &t),
        &[(3, 2), (10, 1), (5, 4), (8, 6), (9, 7)],
        None,
        "lim",
    );
    let last_made = switched("lim", "readings", "cracked_pair", "last-made", &t);
    assert_pairing(
        &last_made,
        &[(4, 1), (10, 2), (5, 3), (8, 6), (9, 7)],
        None,
        "last-made",
    );
}

/// `history_tie_break` (Lim 5.4), round 5 of eight players, where 2 was
/// absent in round 2 and 8 had the pairing-allocated bye. Before round 5, 1
/// (B W B W) and 2 (W - B W) are alone on 3 and meet, both due black (1
/// alternates, 2 equalises); 3 (W B W B, 2½) meets 8 (B U W B, 2), both
/// due white. Compared game by game from the last one back (the Lim model),
/// each pair's histories agree as far as the shorter goes, so 5.4's
/// identical-history rule gives the alternate colour to the higher-ranked
/// above the median (2): 2-1 and 3-8. Compared round by round
/// (`by-rounds`), the rounds 2 and 8 did not play are skipped and round 1
/// decides: 2 (then white) gets black, 1-2; 8 (then black) gets white, 8-3.
/// 4-6 and 5-7 either way.
#[test]
fn lim_history_tie_break_by_rounds_skips_the_round_one_player_did_not_play() {
    let rounds = [
        "5-1:0 2-6:1 3-7:= 4-8:=",
        "1-3:0 2:Z 4-5:= 6-7:= 8:U",
        "7-1:0 8-2:0 3-4:= 5-6:=",
        "1-4:1 2-5:1 6-3:= 7-8:=",
    ];
    let t = common::tournament(8, 5, &rounds);
    assert_pairing(
        &own("lim", &t),
        &[(2, 1), (3, 8), (4, 6), (5, 7)],
        None,
        "lim",
    );
    let by_rounds = switched("lim", "readings", "history_tie_break", "by-rounds", &t);
    assert_pairing(
        &by_rounds,
        &[(1, 2), (8, 3), (4, 6), (5, 7)],
        None,
        "by-rounds",
    );
}

/// `adjacent_opponent` (Lim 3.3). Round 1 of twelve players: 1-5, 3-7 and
/// 4-8 won by white, 6-2 by black, 9-11 and 10-12 drawn; `XXP` keeps 1
/// from 2, 3, 4, 10, 11, 12 and 4 from 10, 11, 12. In round 2 the group on
/// 1 is paired downward: 1 can meet none of it and floats (2.3 a); of 2, 3,
/// 4 one more floats (2.3 d), due black like most of the group (3.2: 3 or
/// 4, not 2). 3.3 takes "the lowest numbered player ... who has a
/// compatible opponent in the lower score-group, after excluding the
/// opponents of other floaters who have higher scores or higher pairing
/// numbers": 1 and 4 can meet only 9 in the median group. The Lim model
/// excludes the opponents of floaters floating on from above only (none):
/// 4 floats, 2-3; in the median group 1 and 4 both need 9, so 2.6 takes
/// back the pair 5, 7 of the group below: 7-1, 5-4, 12-9, 11-10, 8-6.
/// Excluding also those of 1, ranked above 4 and floating by 2.3 a
/// (`excluding-higher-floaters`), 4 has none left and 3 floats: 2-4, then
/// 9-1, 12-3, 11-10 in the median group and 7-5, 8-6 below.
#[test]
fn lim_adjacent_opponent_excluding_higher_floaters_floats_the_player_with_an_opponent_left() {
    let barred = [
        "1 2", "1 3", "1 4", "1 10", "1 11", "1 12", "4 10", "4 11", "4 12",
    ]
    .map(|pair| format!("XXP {pair}"));
    let headers: Vec<&str> = barred.iter().map(String::as_str).collect();
    let t = common::tournament_with(12, 5, &headers, &["1-5:1 6-2:0 3-7:1 4-8:1 9-11:= 10-12:="]);
    assert_pairing(
        &own("lim", &t),
        &[(2, 3), (7, 1), (5, 4), (12, 9), (11, 10), (8, 6)],
        None,
        "lim",
    );
    let higher = switched(
        "lim",
        "readings",
        "adjacent_opponent",
        "excluding-higher-floaters",
        &t,
    );
    assert_pairing(
        &higher,
        &[(2, 4), (9, 1), (12, 3), (11, 10), (7, 5), (8, 6)],
        None,
        "excluding-higher-floaters",
    );
}

/// `equalising_tie` (Lim 5.6, 5.4). Six players, three rounds: 1 won
/// 3-1, 5-1 and 1-6 (colours black, black, white), 2 won 4-2, 2-6 and 3-2
/// (black, white, black); both are alone on 3 points and, `XXP` keeping 1
/// from 4 and 2 from 5 (the others they have met), meet in round 4, an
/// even round, both one black ahead and due the equalising white (5.6),
/// neither absolutely. Their colour histories, compared from the last game
/// back, differ at once: 1 had white, 2 black, so the history gives the
/// equalising colour to 2: 2-1. Read by 5.4's even-round clause alone, the
/// higher-ranked (1), above the median score, gets it: 1-2. The other
/// boards are the same under both readings.
#[test]
fn lim_equalising_tie_by_rank_gives_the_equalising_colour_to_the_higher_ranked() {
    let t = common::tournament_with(
        6,
        5,
        &["XXP 1 4", "XXP 2 5"],
        &[
            "3-1:0 4-2:0 6-5:0",
            "5-1:0 2-6:1 4-3:=",
            "1-6:1 3-2:0 5-4:=",
        ],
    );
    let history = own("lim", &t);
    let rank = switched("lim", "readings", "equalising_tie", "rank", &t);
    let board_of_1 = |p: &Pairing| {
        p.boards
            .iter()
            .find(|b| b.white == 1 || b.black == 1)
            .map(|b| (b.white, b.black))
            .expect("1 plays")
    };
    assert_eq!(
        board_of_1(&history),
        (2, 1),
        "colour-history:\n{}",
        history.to_list()
    );
    assert_eq!(board_of_1(&rank), (1, 2), "rank:\n{}", rank.to_list());
    let others = |p: &Pairing| {
        p.boards
            .iter()
            .filter(|b| b.white != 1 && b.black != 1)
            .map(|b| (b.white, b.black))
            .collect::<Vec<_>>()
    };
    assert_eq!(others(&history), others(&rank));
    assert_eq!(others(&history).len(), 2);
}

/// The boards of `p` as `(white, black)` pairs, sorted, and its bye.
fn boards_and_bye(p: &Pairing) -> (Vec<(PlayerId, PlayerId)>, Option<PlayerId>) {
    let mut boards: Vec<_> = p.boards.iter().map(|b| (b.white, b.black)).collect();
    boards.sort_unstable();
    (boards, p.bye)
}

/// `pab_games` (Dubov 3.1). Round 1 of five: 1 beat 3, 2 won against 4 by
/// forfeit, 5 had the bye. On 0 points, 3 has played one game over the
/// board and 4 none, but both were paired once. Over the board, 3 has
/// played more and gets the bye; then 1, 2 and 5 (on 1) need one upfloater,
/// 4: 1-2 (1 strongly due black, 5.2.3: 2-1), 5 against 4 (neither has
/// played, 5.2.1: 5 odd, white). Counting rounds paired, both played one and
/// the larger number, 4, gets it; 3, who met 1, meets 5 (3 due white): 2-1,
/// 3-5.
#[test]
fn dubov_pab_games_paired_counts_a_forfeited_game() {
    let t = common::tournament(5, 5, &["1-3:1 2-4:+ 5:U"]);
    assert_eq!(
        boards_and_bye(&own("dubov", &t)),
        (vec![(2, 1), (5, 4)], Some(3)),
        "over-the-board"
    );
    assert_eq!(
        boards_and_bye(&switched("dubov", "readings", "pab_games", "paired", &t)),
        (vec![(2, 1), (3, 5)], Some(4)),
        "paired"
    );
}
