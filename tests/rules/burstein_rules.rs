//! The Burstein system (C.04.4.2, the edition of 1 February 2026) held to
//! its paragraphs: the seeding rounds (1.6), the Index and ranking order
//! (1.7, 1.8), the PAB (3.1), the criteria [C5]-[C8], the order of Article
//! 4 and the colours of 5.2, on hand-made tournaments in the notation of
//! `tests/common`.

use crate::common::{assert_pairs, next_round, tournament};
use pairproof::engine::bracket::{BracketModel, Role};
use pairproof::engine::readings::Choices;
use pairproof::engine::{round_context, round_states};
use pairproof::state::{ColourPreference, PlayerState, RoundRequest, Strength};
use pairproof::systems::burstein::index::{s1_7_2_standings, s1_8_ranks};
use pairproof::systems::burstein::order::s4_3_steps;
use pairproof::systems::burstein::readings::{ZeroByeSeries, HIGHER_RANKED};
use pairproof::systems::burstein::s1_6_2_seeding_rounds;
use pairproof::systems::{pair, rule_set, system_of_type, Setup, SystemId, TypeSystem};
use pairproof::tournament::Colour;

const BURSTEIN: SystemId = SystemId::Burstein;

/// 1.6.2: half the rounds, rounded down, or four, whichever is lower,
/// for every length of event from 1 to 20 rounds (worked by hand: 1 round
/// 0, 2-3 rounds 1, 4-5 2, 6-7 3, from 8 on 4); a file without `XXR` is
/// taken at the cap.
#[test]
fn s1_6_2_seeding_rounds_are_half_the_rounds_at_most_four() {
    let expected = [0, 1, 1, 2, 2, 3, 3, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4];
    for (rounds, &seeding) in (1..=20).zip(&expected) {
        assert_eq!(
            s1_6_2_seeding_rounds(Some(rounds)),
            seeding,
            "{rounds} rounds"
        );
    }
    assert_eq!(s1_6_2_seeding_rounds(None), 4);
}

/// 1.6.1: a seeding round is paired by the FIDE (Dutch) System: round 2 of
/// 5 (two seeding rounds) is handed to the Dutch rules and paired as they
/// pair it; round 3 is Burstein's own.
#[test]
fn s1_6_1_a_seeding_round_is_paired_by_the_dutch_rules() {
    let t = tournament(8, 5, &["1-5:1 6-2:1 3-7:1 8-4:1"]);
    let request = RoundRequest::next_round(&t).unwrap();
    let handed = rule_set(BURSTEIN)
        .round_rules(&request)
        .expect("a seeding round");
    assert_eq!(handed.text().name, "dutch-2026");
    assert_eq!(
        next_round(BURSTEIN, &t),
        next_round(SystemId::Dutch2026, &t)
    );
    // Round 3 of 5 is no seeding round.
    let t = tournament(
        8,
        5,
        &["1-5:1 6-2:1 3-7:1 8-4:1", "2-1:1 3-4:1 5-7:1 6-8:1"],
    );
    let request = RoundRequest::next_round(&t).unwrap();
    assert!(rule_set(BURSTEIN).round_rules(&request).is_none());
}

/// 1.7.1, 1.7.2, 1.8: round 1, 1-2 1-0, 3-4 ½-½; round 2, 1-4 1-0, 2 the
/// PAB, 3 a half-point bye. Buchholz (the unplayed round against the player
/// himself): 1: 1 + ½ = 1½; 2: 2 + 1 = 3; 3: ½ + 1 = 1½; 4: 1 + 2 = 3.
/// Sonneborn-Berger: 1: 1 + ½ = 1½; 2: 0 + 1 = 1; 3: ¼ + ½ = ¾; 4: ½ + 0.
/// Ranking: 2 (3, 1), 4 (3, ½), 1 (1½, 1½), 3 (1½, ¾).
#[test]
fn s1_8_ranks_by_buchholz_then_sonneborn_berger_then_tpn() {
    let t = tournament(4, 5, &["1-2:1 3-4:=", "1-4:1 2:U 3:H"]);
    assert_eq!(s1_8_ranks(&t, 2, ZeroByeSeries::Trailing), vec![3, 1, 4, 2]);
    // Equal Index: the TPN decides (1.8.2).
    let t = tournament(4, 5, &["1-3:= 2-4:="]);
    assert_eq!(s1_8_ranks(&t, 1, ZeroByeSeries::Trailing), vec![1, 2, 3, 4]);
}

/// 1.7.2's exception: player 4 withdrew after round 1 (absent, then a
/// zero-point bye): for his opponents' Index those rounds count as draws;
/// his own score stays 0. Player 3, who has a zero-point bye but played
/// afterwards, is not adjusted.
#[test]
fn s1_7_2_zero_point_byes_up_to_the_round_count_as_draws_for_the_opponents() {
    let t = tournament(4, 5, &["1-4:1 2-3:1", "1-2:= 3:Z 4:-", "1-3:1 2:U 4:Z"]);
    let s = s1_7_2_standings(&t, 3, ZeroByeSeries::Trailing);
    assert_eq!(s.own, vec![25, 25, 0, 0]);
    assert_eq!(s.for_opponents, vec![25, 25, 0, 10]);
    let plain = s1_7_2_standings(&t, 3, ZeroByeSeries::None);
    assert_eq!(plain.for_opponents, vec![25, 25, 0, 0]);
}

/// 4.3 with 1.8: eight players on ½ after one seeding round (XXR 2), all
/// Indices equal, so BSN = TPN. BSN 1 meets the largest BSN he may (8),
/// BSN 2 the next (7), and so on: 1-8, 2-7, 3-6, 4-5 (the Dutch rules would
/// pair S1 against S2). Colours 5.2.2: each gets his due colour.
#[test]
fn s4_3_the_highest_ranked_meets_the_lowest_ranked() {
    let t = tournament(8, 2, &["1-5:= 2-6:= 3-7:= 4-8:="]);
    assert_pairs(BURSTEIN, &t, &[(8, 1), (7, 2), (6, 3), (5, 4)], None);
}

/// 3.1, [C7], [C8], 5.2.2: five players, round 2 of 2 (one seeding round).
/// Round 1: 1-4 1-0, 2-5 1-0, 3 the PAB. 3.1: 3 may not have it again
/// (3.1.1); of 4 and 5 (lowest score, one game each) the lower ranked by
/// 1.8, their Index being equal, is 5. The bracket on 1 is {3, 1, 2} by
/// Index (3's unplayed round counts his own point). One floats ([C5]);
/// [C7]: not 1, who met 4, the only player below. [C8]: 3-1 gives both their
/// colour (3 has none), 1-2 would not. So 3-1 and 2 floats to 4.
#[test]
fn s3_1_the_pab_is_assigned_first_then_c7_and_c8_choose_the_floater() {
    let t = tournament(5, 2, &["1-4:1 2-5:1 3:U"]);
    assert_pairs(BURSTEIN, &t, &[(3, 1), (4, 2)], Some(5));
}

/// 5.2.5 as [`HIGHER_RANKED`] reads it, switchable: two players due White
/// with the same strength and the same colour history (5.2.3 and 5.2.4
/// undecided), A on 2 points ranked second by 1.8, B on 1 point ranked
/// first. By default ("index", 1.8 as written) B is the higher ranked and
/// gets White; "score-then-index" gives it to A.
#[test]
fn s5_2_5_higher_ranked_is_a_named_reading() {
    let state = |id, score, rank| {
        let mut s = PlayerState::without_history(id, 2000, score, score);
        s.colours = vec![Colour::Black, Colour::White, Colour::Black];
        s.preference = ColourPreference {
            colour: Some(Colour::White),
            strength: Strength::Strong,
        };
        s.rank = rank;
        s
    };
    let (a, b) = (state(1, 20, 2), state(2, 10, 1));
    let plain = rule_set(BURSTEIN).allocate(&a, &b, Colour::White);
    assert_eq!((plain.colour, plain.paragraph), (Colour::Black, "5.2.5"));
    let mut choices = Choices::new();
    choices.set(HIGHER_RANKED.name, "score-then-index");
    let switched = rule_set(BURSTEIN).configured(&choices).unwrap();
    let decided = switched.allocate(&a, &b, Colour::White);
    assert_eq!(
        (decided.colour, decided.paragraph),
        (Colour::White, "5.2.5")
    );
}

/// The whole round under [C1]-[C4]: every pairing the rule set makes from
/// round 3 on is a complete, legal round (a six-round event of ten).
#[test]
fn a_pairing_after_the_seeding_rounds_is_complete() {
    let t = tournament(
        10,
        6,
        &[
            "1-6:1 7-2:0 3-8:= 9-4:1 5-10:1",
            "2-1:= 4-3:1 6-5:0 8-7:1 10-9:=",
            "1-4:1 5-2:= 3-10:1 7-6:0 9-8:0",
        ],
    );
    let request = RoundRequest::next_round(&t).unwrap();
    let p = pair(Setup::from(BURSTEIN), &t, &request).unwrap();
    assert_eq!(p.boards.len(), 5);
    assert_eq!(p.bye, None);
}

/// TRF-2026 `192`: `FIDE_BURSTEIN` (and `_BAKU`) name this rule set.
#[test]
fn the_192_code_fide_burstein_names_burstein() {
    assert_eq!(
        system_of_type("FIDE_BURSTEIN"),
        TypeSystem::Available(BURSTEIN)
    );
    assert_eq!(
        system_of_type("fide_burstein_baku"),
        TypeSystem::Available(BURSTEIN)
    );
    assert_eq!(
        system_of_type("FIDE_TEAM_BURSTEIN"),
        TypeSystem::Lacking("a team pairing system")
    );
}

/// The candidates of a bracket of six (BSN 1-6) making two pairs, as 4.3
/// orders them by the engine's steps (`s4_3_steps`, the forms the
/// generator minimises in turn): each written as the text's note writes
/// them, BSN by BSN, a floater against 0.
fn candidates_in_s4_3_order() -> Vec<String> {
    // Twelve players, round 1 of 2 (1.6.2: one seeding round) all drawn,
    // 1-6 against 7-12: players 1-6 share a score and an Index (1.7), so
    // their BSNs are their TPNs (1.8.2), and none has met another.
    let t = tournament(12, 2, &["1-7:= 8-2:= 3-9:= 10-4:= 5-11:= 12-6:="]);
    let request = RoundRequest::next_round(&t).unwrap();
    let rules = rule_set(BURSTEIN);
    let (states, present) = round_states(rules, &t, &request).unwrap();
    let ctx = round_context(rules, &t, &request, &states, &present);
    let six: Vec<usize> = (0..6).collect();
    let m = BracketModel::build(&ctx, six, 0, Role::Last);
    assert_eq!(m.edges.len(), 15, "every pair of the six allowed");
    let steps = s4_3_steps(&m);
    let bsn = |v: usize| m.state(v).id as usize;
    let mut candidates: Vec<(Vec<i64>, String)> = Vec::new();
    for e in 0..m.edges.len() {
        for f in e + 1..m.edges.len() {
            let (a, b) = m.edges[e];
            let (c, d) = m.edges[f];
            if [a, b].contains(&c) || [a, b].contains(&d) {
                continue;
            }
            let mut chosen = vec![false; m.edges.len()];
            chosen[e] = true;
            chosen[f] = true;
            let key: Vec<i64> = steps.iter().map(|s| s.form.value(&chosen)).collect();
            let mut opponent = [0usize; 7];
            for (x, y) in [(a, b), (c, d)] {
                opponent[bsn(x)] = bsn(y);
                opponent[bsn(y)] = bsn(x);
            }
            let mut written = Vec::new();
            let mut done = [false; 7];
            for p in 1..=6 {
                if done[p] {
                    continue;
                }
                done[p] = true;
                done[opponent[p]] = true;
                written.push(format!("{p}-{}", opponent[p]));
            }
            candidates.push((key, written.join(", ")));
        }
    }
    candidates.sort();
    candidates.into_iter().map(|(_, c)| c).collect()
}

/// 4.3 and its note: six players, two pairs, two virtual players of BSN
/// 0 (4.2). The 45 distinct candidates in the engine's order begin as the
/// note prints them (its first nine lines), hold in 22nd-24th place the
/// three lines MarkDechamps/fide-swiss-pairing-engine quotes from the
/// middle of the note's list (the note prints one of them twice), and end
/// with the note's last line.
#[test]
fn s4_3_the_note_s_candidates_in_order() {
    let order = candidates_in_s4_3_order();
    assert_eq!(order.len(), 45);
    let first = [
        "1-6, 2-5, 3-0, 4-0",
        "1-6, 2-4, 3-0, 5-0",
        "1-6, 2-3, 4-0, 5-0",
        "1-6, 2-0, 3-5, 4-0",
        "1-6, 2-0, 3-4, 5-0",
        "1-6, 2-0, 3-0, 4-5",
        "1-5, 2-6, 3-0, 4-0",
        "1-5, 2-4, 3-0, 6-0",
        "1-5, 2-3, 4-0, 6-0",
    ];
    assert_eq!(&order[..9], &first);
    let middle = [
        "1-3, 2-0, 4-6, 5-0",
        "1-3, 2-0, 4-5, 6-0",
        "1-3, 2-0, 4-0, 5-6",
    ];
    assert_eq!(&order[21..24], &middle);
    assert_eq!(order[44], "1-0, 2-0, 3-4, 5-6");
}

/// 5.2.1 (2026): neither has played, and the higher ranked "according to
/// Article 1.8" takes the initial colour with an odd TPN. A on 1 point
/// (TPN 3) is ranked below B on 0 (TPN 2) by 1.8; the rule set gives B,
/// even, the opposite of the initial White: A gets White. Read with the
/// score first (`higher_ranked = score-then-index`), A ranks higher and,
/// odd, gets the initial colour: White as well; with A's TPN 4, Black.
#[test]
fn s5_2_1_the_higher_ranked_by_1_8() {
    let state = |id, score, rank| {
        let mut s = PlayerState::without_history(id, 2000, score, score);
        s.rank = rank;
        s
    };
    let (a, b) = (state(3, 10, 2), state(2, 0, 1));
    let plain = rule_set(BURSTEIN).allocate(&a, &b, Colour::White);
    assert_eq!((plain.colour, plain.paragraph), (Colour::White, "5.2.1"));
    let a4 = state(4, 10, 2);
    let plain = rule_set(BURSTEIN).allocate(&a4, &b, Colour::White);
    assert_eq!((plain.colour, plain.paragraph), (Colour::White, "5.2.1"));
    let mut choices = Choices::new();
    choices.set(HIGHER_RANKED.name, "score-then-index");
    let switched = rule_set(BURSTEIN).configured(&choices).unwrap();
    let decided = switched.allocate(&a4, &b, Colour::White);
    assert_eq!(
        (decided.colour, decided.paragraph),
        (Colour::Black, "5.2.1")
    );
}
