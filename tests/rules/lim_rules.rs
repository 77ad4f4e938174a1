//! The Lim system (C.04.4.3) held to its own text: the exchange tables of
//! 4.2-4.3, the cases of 4.4, round one of 7.2, the order of 8.3, 2.6, the
//! floater types of 3.9, 3.10, 5.4 and 6. Scoregroups are built from player
//! states (a bracket at a time) or from tournaments in the notation of
//! `tests/common`.

use crate::common;

use common::{tournament, tournament_with};
use pairproof::engine::bracket::{BracketOutcome, OrdinaryPairing};
use pairproof::engine::walk::{self, Bracket, Step, Visitor};
use pairproof::engine::{round_context, round_states, RoundContext, RuleSet};
use pairproof::solver::SolveError;
use pairproof::state::{Float, PlayerState, RoundRequest};
use pairproof::systems::lim::order::s4_exchange_sequence;
use pairproof::systems::lim::{readings, Lim, LIM};
use pairproof::systems::{pair, SystemId};
use pairproof::tournament::{Colour, PlayerId, Round};

// ---------------------------------------------------------------------------
// Section 4: the exchanges
// ---------------------------------------------------------------------------

/// The first pairing of `sequence` for each new opponent of player `who`,
/// as the tables of 4.2 and 4.3 list them (pairs in order of their first player).
fn table_for(sequence: &[Vec<(usize, usize)>], who: usize) -> Vec<Vec<(usize, usize)>> {
    let mut seen = Vec::new();
    let mut rows = Vec::new();
    for pairing in sequence {
        let opponent = pairing
            .iter()
            .find_map(|&(a, b)| {
                if a == who {
                    Some(b)
                } else if b == who {
                    Some(a)
                } else {
                    None
                }
            })
            .unwrap();
        if !seen.contains(&opponent) {
            seen.push(opponent);
            let mut row: Vec<(usize, usize)> =
                pairing.iter().map(|&(a, b)| (a.min(b), a.max(b))).collect();
            row.sort_unstable();
            rows.push(row);
        }
    }
    rows
}

/// 2.4 and 4.2: the proposed pairing of six players and the exchanges that
/// find a compatible opponent for #1, exactly as the table of 4.2.
#[test]
fn s4_2_exchange_table_for_player_1() {
    let sequence = s4_exchange_sequence(&[1, 2, 3, 4, 5, 6], &|_, _| true);
    assert_eq!(
        sequence[0],
        vec![(1, 4), (2, 5), (3, 6)],
        "2.4: the proposed pairing"
    );
    let without_1_4 =
        s4_exchange_sequence(&[1, 2, 3, 4, 5, 6], &|a, b| (a.min(b), a.max(b)) != (1, 4));
    assert_eq!(
        without_1_4[0],
        vec![(1, 5), (2, 4), (3, 6)],
        "4.2: 1 v 4 incompatible, #4 and #5 exchanged"
    );
    assert_eq!(
        table_for(&sequence, 1),
        vec![
            vec![(1, 4), (2, 5), (3, 6)],
            vec![(1, 5), (2, 4), (3, 6)],
            vec![(1, 6), (2, 4), (3, 5)],
            vec![(1, 3), (2, 5), (4, 6)],
            vec![(1, 2), (3, 5), (4, 6)],
        ]
    );
}

/// 4.3: #1 found #6 (1 v 4 and 1 v 5 incompatible); the exchanges that find
/// a compatible opponent for #2, exactly as the table of 4.3.
#[test]
fn s4_3_exchange_table_for_player_2() {
    let incompatible = |a: usize, b: usize| matches!((a.min(b), a.max(b)), (1, 4) | (1, 5));
    let sequence = s4_exchange_sequence(&[1, 2, 3, 4, 5, 6], &|a, b| !incompatible(a, b));
    assert_eq!(
        table_for(&sequence, 2),
        vec![
            vec![(1, 6), (2, 4), (3, 5)],
            vec![(1, 6), (2, 5), (3, 4)],
            vec![(1, 6), (2, 3), (4, 5)],
            vec![(1, 3), (2, 6), (4, 5)],
            vec![(1, 2), (3, 5), (4, 6)],
        ]
    );
}

/// Players `1..=n` with `score` in round `round` (0-based), without
/// colours; `met` lists the pairs that have played each other.
fn states(n: u32, score: i32, round: usize, met: &[(u32, u32)]) -> Vec<PlayerState> {
    let mut states: Vec<PlayerState> = (1..=n)
        .map(|id| {
            let mut s = PlayerState::without_history(id, 2400 - 10 * id, score, score);
            s.floats = vec![Float::None; round];
            s.round_number = id;
            s
        })
        .collect();
    for &(a, b) in met {
        states[a as usize - 1].opponents.insert(b);
        states[b as usize - 1].opponents.insert(a);
    }
    states
}

/// A bracket of `players` (ids, the first `floaters` of them floaters) as
/// the rule set pairs it, `lower` the groups paired after it: its pairs (by
/// id, lower first, sorted) and its floaters.
fn pair_bracket(
    s: &[PlayerState],
    round: usize,
    players: &[u32],
    floaters: usize,
    lower: &[&[u32]],
) -> (Vec<(u32, u32)>, Vec<u32>) {
    pair_bracket_under(&LIM, s, round, players, floaters, lower)
}

/// [`pair_bracket`] under the rule set `lim` (other readings, parameters).
fn pair_bracket_under(
    lim: &Lim,
    s: &[PlayerState],
    round: usize,
    players: &[u32],
    floaters: usize,
    lower: &[&[u32]],
) -> (Vec<(u32, u32)>, Vec<u32>) {
    let ctx = RoundContext::for_states(lim, Round::at_index(round), s, Colour::White);
    let index = |ids: &[u32]| {
        ids.iter()
            .map(|&id| id as usize - 1)
            .collect::<Vec<usize>>()
    };
    let lower: Vec<Vec<usize>> = lower.iter().map(|g| index(g)).collect();
    let rules = lim.ordinary_pairing(&ctx, &Bracket::first(index(players), floaters, &lower));
    let outcome = rules.outcome.expect("a pairing");
    let id = |p: usize| s[p].id;
    let mut pairs: Vec<(u32, u32)> = outcome
        .pairs
        .iter()
        .map(|&(a, b)| (id(a).min(id(b)), id(a).max(id(b))))
        .collect();
    pairs.sort_unstable();
    let mut unpaired: Vec<u32> = outcome.unpaired.iter().map(|&p| id(p)).collect();
    unpaired.sort_unstable();
    (pairs, unpaired)
}

/// 4.2, third row: 1 v 4 and 1 v 5 have been played, so #1 meets #6.
#[test]
fn s4_2_player_1_finds_6() {
    let s = states(6, 20, 2, &[(1, 4), (1, 5)]);
    assert_eq!(
        pair_bracket(&s, 2, &[1, 2, 3, 4, 5, 6], 0, &[]).0,
        vec![(1, 6), (2, 4), (3, 5)]
    );
}

/// 4.3, fourth row: #2 has also met #4, #5 and #3, so he takes #6 and #1
/// meets #3.
#[test]
fn s4_3_player_2_takes_the_opponent_of_1() {
    let s = states(6, 20, 2, &[(1, 4), (1, 5), (2, 3), (2, 4), (2, 5)]);
    assert_eq!(
        pair_bracket(&s, 2, &[1, 2, 3, 4, 5, 6], 0, &[]).0,
        vec![(1, 3), (2, 6), (4, 5)]
    );
}

/// 4.3, last row: #2 has met everybody but #1.
#[test]
fn s4_3_player_2_meets_1() {
    let s = states(6, 20, 2, &[(1, 4), (1, 5), (2, 3), (2, 4), (2, 5), (2, 6)]);
    assert_eq!(
        pair_bracket(&s, 2, &[1, 2, 3, 4, 5, 6], 0, &[]).0,
        vec![(1, 2), (3, 5), (4, 6)]
    );
}

/// The pairs 4.4 describes: #1 and #2 have met each other and everybody of
/// `group` but #6.
fn s4_4_met(group: &[u32]) -> Vec<(u32, u32)> {
    let mut met = vec![(1, 2)];
    for &p in group.iter().filter(|&&p| p > 2 && p != 6) {
        met.push((1, p));
        met.push((2, p));
    }
    met
}

/// 4.4 a: a group of seven, #7 the floater making it even; #2 cannot be
/// paired with 1 v 6 kept, so #2 floats in place of #7.
#[test]
fn s4_4_a_odd_group_2_exchanged_with_the_floater() {
    let group = [1, 2, 3, 4, 5, 6, 7];
    let s = states(9, 20, 2, &s4_4_met(&group));
    let (pairs, floaters) = pair_bracket(&s, 2, &group, 0, &[&[8, 9]]);
    assert_eq!(pairs, vec![(1, 6), (3, 5), (4, 7)]);
    assert_eq!(floaters, vec![2]);
}

/// 4.4 b: a group of six; 1 v 6 kept, #2 floats in company with the
/// lowest-numbered player remaining (#5).
#[test]
fn s4_4_b_even_group_2_floats_with_the_lowest_numbered() {
    let group = [1, 2, 3, 4, 5, 6];
    let s = states(8, 20, 2, &s4_4_met(&group));
    let (pairs, floaters) = pair_bracket(&s, 2, &group, 0, &[&[7, 8]]);
    assert_eq!(pairs, vec![(1, 6), (3, 4)]);
    assert_eq!(floaters, vec![2, 5]);
}

// ---------------------------------------------------------------------------
// Section 3: floaters
// ---------------------------------------------------------------------------

/// 3.2: pairing downward, the lowest-numbered player floats to make the
/// group even; 3.9 c decides against him when he, unlike #2, has no
/// compatible opponent in the adjacent group (#4).
#[test]
fn s3_9_c_floater_without_an_opponent_below_avoided() {
    let mut s = states(4, 20, 2, &[]);
    s[3].pairing_score = 10;
    assert_eq!(
        pair_bracket(&s, 2, &[1, 2, 3], 0, &[&[4]]),
        (vec![(1, 2)], vec![3]),
        "3.2: the lowest-numbered floats"
    );
    let mut s = states(4, 20, 2, &[(3, 4)]);
    s[3].pairing_score = 10;
    assert_eq!(
        pair_bracket(&s, 2, &[1, 2, 3], 0, &[&[4]]),
        (vec![(1, 3)], vec![2]),
        "3.9 c"
    );
}

/// 3.9 a before b: of two floaters received (#1, #2, who have met), the one
/// paired first by 3.6 (#1) would take the only resident (#3); but #2 has
/// no compatible opponent in the adjacent group (#4) and #1 has, so #2 is
/// paired and #1 floats on.
#[test]
fn s3_9_a_floater_floating_again_without_an_opponent_avoided() {
    let mut s = states(4, 20, 2, &[(1, 2), (2, 4)]);
    s[2].pairing_score = 15;
    s[3].pairing_score = 10;
    assert_eq!(
        pair_bracket(&s, 2, &[1, 2, 3], 2, &[&[4]]),
        (vec![(2, 3)], vec![1])
    );
    let mut s = states(4, 20, 2, &[(1, 2)]);
    s[2].pairing_score = 15;
    s[3].pairing_score = 10;
    assert_eq!(
        pair_bracket(&s, 2, &[1, 2, 3], 2, &[&[4]]),
        (vec![(1, 3)], vec![2]),
        "3.6: without 3.9 a, #1 first"
    );
}

/// 3.9 b before c: the floater received (#1, who has an opponent below)
/// is paired with #2 although that floats #3, who has none (type c); with
/// c before b, 2 v 3 would float #1 on.
#[test]
fn s3_9_b_floater_floating_again_avoided_before_c() {
    let mut s = states(4, 20, 2, &[(1, 3), (3, 4)]);
    s[1].pairing_score = 15;
    s[2].pairing_score = 15;
    s[3].pairing_score = 10;
    assert_eq!(
        pair_bracket(&s, 2, &[1, 2, 3], 1, &[&[4]]),
        (vec![(1, 2)], vec![3])
    );
}

/// 3.10: a player who floated in the round before is not floated to make
/// the group even when another can be, at no cost of 3.9 a-c.
#[test]
fn s3_10_no_second_float_in_a_row() {
    let mut s = states(4, 20, 2, &[]);
    s[3].pairing_score = 10;
    s[2].floats[1] = Float::Down;
    assert_eq!(
        pair_bracket(&s, 2, &[1, 2, 3], 0, &[&[4]]),
        (vec![(1, 3)], vec![2])
    );
}

// ---------------------------------------------------------------------------
// Section 5, 6, 7, 8: colours, the last round, rounds one and two, 2.6
// ---------------------------------------------------------------------------

/// A player of `score` after the games of `colours` (`w`/`b`).
fn coloured(id: PlayerId, score: i32, colours: &str) -> PlayerState {
    let mut s = PlayerState::without_history(id, 2400 - 10 * id, score, score);
    s.colours = colours
        .chars()
        .map(|c| {
            if c == 'w' {
                Colour::White
            } else {
                Colour::Black
            }
        })
        .collect();
    s.floats = vec![Float::None; s.colours.len()];
    s.preference = (LIM.derivation().preference)(&s);
    s
}

/// 5.4: identical histories, both due black (one white more): in the
/// median group or above the higher ranked gets it, below it the lower
/// ranked. The median after three rounds is 1.5.
#[test]
fn s5_4_identical_histories_above_and_below_the_median() {
    let (a, b) = (coloured(1, 20, "wbw"), coloured(2, 20, "wbw"));
    assert_eq!(
        LIM.allocate(&a, &b, Colour::White).colour,
        Colour::Black,
        "above: the higher ranked #1 gets black"
    );
    let (a, b) = (coloured(1, 15, "wbw"), coloured(2, 15, "wbw"));
    assert_eq!(
        LIM.allocate(&a, &b, Colour::White).colour,
        Colour::Black,
        "median group: as above"
    );
    let (a, b) = (coloured(1, 10, "wbw"), coloured(2, 10, "wbw"));
    assert_eq!(
        LIM.allocate(&a, &b, Colour::White).colour,
        Colour::White,
        "below: the lower ranked #2 gets black"
    );
}

/// 5.4: both had white last; going back, the latest round with different
/// colours decides: #1 had black then, so #2 is given black.
#[test]
fn s5_4_earlier_colours_decide() {
    let (a, b) = (coloured(1, 20, "wbbw"), coloured(2, 20, "bwbw"));
    assert_eq!(LIM.allocate(&a, &b, Colour::White).colour, Colour::White);
    assert_eq!(LIM.allocate(&b, &a, Colour::White).colour, Colour::Black);
}

/// 7.2: round one of forty players: 1 v 21, 22 v 2, 3 v 23, ... 40 v 20
/// (white first) with white drawn for #1, the mirror with black.
#[test]
fn s7_2_round_one_of_forty_players_both_colours() {
    for first in ["white1", "black1"] {
        let header = format!("XXC {first}");
        let mut t = tournament_with(40, 9, &[], &[]);
        t = pairproof::trf::parse(
            &pairproof::trf::write(&t).replace("XXC white1", &header),
            std::path::Path::new("r1.trf"),
        )
        .unwrap();
        let request = RoundRequest::next_round(&t).unwrap();
        let got = pair(SystemId::Lim, &t, &request).unwrap();
        let expected: Vec<(u32, u32)> = (1..=20u32)
            .map(|k| {
                let top_white = (k % 2 == 1) == (first == "white1");
                if top_white {
                    (k, k + 20)
                } else {
                    (k + 20, k)
                }
            })
            .collect();
        let boards: Vec<(u32, u32)> = got.boards.iter().map(|b| (b.white, b.black)).collect();
        assert_eq!(boards, expected, "XXC {first}");
        assert_eq!(got.bye, None);
    }
}

/// Records the brackets of the walk, in order, by their players' ids.
struct Order(Vec<Vec<u32>>);

impl Visitor for Order {
    type Output = ();
    type Error = String;
    fn ordinary(
        &mut self,
        ctx: &RoundContext,
        b: &Bracket,
        rules: OrdinaryPairing,
    ) -> Result<Step<()>, String> {
        self.0
            .push(b.players.iter().map(|&p| ctx.states[p].id).collect());
        Ok(Step::Down(
            rules.outcome.map_err(|e| e.to_string())?.unpaired,
        ))
    }
    fn penultimate(
        &mut self,
        _: &RoundContext,
        _: &Bracket,
        _: Result<Option<BracketOutcome>, SolveError>,
    ) -> Result<Step<()>, String> {
        Err("no penultimate bracket in the Lim walk".into())
    }
    fn last(&mut self, ctx: &RoundContext, b: &Bracket) -> Result<(), String> {
        self.0
            .push(b.players.iter().map(|&p| ctx.states[p].id).collect());
        Ok(())
    }
}

/// 8.3 (2.2): round two is paired from the top group (1 point), then the
/// bottom group (0), and the median group (½) last.
#[test]
fn s8_3_round_two_top_bottom_then_median() {
    let t = tournament(8, 5, &["1-5:1 6-2:= 3-7:1 8-4:="]);
    let request = RoundRequest::next_round(&t).unwrap();
    let (states, present) = round_states(&LIM, &t, &request).unwrap();
    let ctx = round_context(&LIM, &t, &request, &states, &present);
    let mut order = Order(Vec::new());
    walk::walk(&ctx, &present, &mut order).unwrap();
    assert_eq!(order.0, vec![vec![1, 3], vec![5, 7], vec![2, 4, 6, 8]]);
    let got = pair(SystemId::Lim, &t, &request).unwrap();
    let mut pairs: Vec<(u32, u32)> = got
        .boards
        .iter()
        .map(|b| (b.white.min(b.black), b.white.max(b.black)))
        .collect();
    pairs.sort_unstable();
    // 2.5, 4.1: 2 v 6 (proposed) was played: #2 meets #8 and #4 meets #6.
    assert_eq!(pairs, vec![(1, 3), (2, 8), (4, 6), (5, 7)]);
}

/// 2.6: the median group (#3, #4, who have met) is blocked; as many
/// floaters came from above as from below (none), so the pairing of the
/// higher group (1 v 2) is cracked and its players pair the median group.
#[test]
fn s2_6_blocked_median_group_cracks_the_higher_group() {
    let t = tournament(6, 5, &["3-4:= 1-5:1 2-6:1", "4-3:= 6-1:= 5-2:="]);
    let request = RoundRequest::next_round(&t).unwrap();
    let got = pair(SystemId::Lim, &t, &request).unwrap();
    let mut pairs: Vec<(u32, u32)> = got
        .boards
        .iter()
        .map(|b| (b.white.min(b.black), b.white.max(b.black)))
        .collect();
    pairs.sort_unstable();
    // 3.8: #1 (due white) meets #4 (due black) first; #2 then meets #3.
    assert_eq!(pairs, vec![(1, 4), (2, 3), (5, 6)]);
    // The verifier judges 1 v 2 restored in the higher group, 2.6's step
    // replayed on the pairs, and the median group with #1 and #2 in it.
    let report = pairproof::verifier::verify(SystemId::Lim, &t, &request, &got).unwrap();
    assert_eq!(
        report.verdict,
        pairproof::verifier::Verdict::Optimal,
        "{}",
        report.render()
    );
}

/// 6: in the last round two players of one score who have not met are
/// paired even if one gets a colour a third time in a row; before the last
/// round 2.1 forbids it and the round cannot be paired.
#[test]
fn s6_last_round_colours_yield() {
    let played = ["3-1:= 4-2:=", "4-1:= 3-2:="];
    let t = tournament(4, 3, &played);
    let request = RoundRequest::next_round(&t).unwrap();
    let got = pair(SystemId::Lim, &t, &request).unwrap();
    let mut pairs: Vec<(u32, u32)> = got
        .boards
        .iter()
        .map(|b| (b.white.min(b.black), b.white.max(b.black)))
        .collect();
    pairs.sort_unstable();
    assert_eq!(pairs, vec![(1, 2), (3, 4)]);
    let t = tournament(4, 5, &played);
    let request = RoundRequest::next_round(&t).unwrap();
    assert!(
        pair(SystemId::Lim, &t, &request).is_err(),
        "2.1 before the last round"
    );
}

/// 1.1: the bye to the lowest-ranked player of the lowest scoregroup.
#[test]
fn s1_1_bye_to_the_lowest_of_the_lowest_group() {
    let t = tournament(5, 5, &["1-2:0 3-4:1 5:U"]);
    let request = RoundRequest::next_round(&t).unwrap();
    let got = pair(SystemId::Lim, &t, &request).unwrap();
    // Lowest group (0): #1 and #4; #5 had the bye; #4 is the lowest ranked.
    assert_eq!(got.bye, Some(4));
}

/// The verifier under the Lim criteria: in 8.3's round two, pairing the
/// median group 2 v 4 and 6 v 8 (instead of 2 v 8, 4 v 6) gives two players
/// of each board the colour they are not due: 5.2 finds the better candidate.
#[test]
fn verifier_finds_5_2_in_a_worse_median_pairing() {
    let t = tournament(8, 5, &["1-5:1 6-2:= 3-7:1 8-4:="]);
    let request = RoundRequest::next_round(&t).unwrap();
    let tested = common::pairing(&[(1, 3), (2, 4), (6, 8), (5, 7)], None);
    let report = pairproof::verifier::verify(SystemId::Lim, &t, &request, &tested).unwrap();
    assert_eq!(report.verdict, pairproof::verifier::Verdict::Suboptimal);
    assert_eq!(report.finding.unwrap().criterion, "5.2");
    let rules = pair(SystemId::Lim, &t, &request).unwrap();
    let report = pairproof::verifier::verify(SystemId::Lim, &t, &request, &rules).unwrap();
    assert_eq!(report.verdict, pairproof::verifier::Verdict::Optimal);
}

/// 2.2 with nobody on half the score (reading `AbsentMedian::Empty`): after
/// a round of decisive games the groups on 1 and on 0 are paired as groups
/// above and below the (empty) median; 1.1 gives the bye to #5, the lowest
/// of the lowest group. The verifier walks the same brackets (the lowest
/// group has nothing paired after it) and proves the round optimal.
#[test]
fn s2_2_no_median_group() {
    let t = tournament(7, 5, &["1-4:1 2-5:1 3-6:0 7:U"]);
    let request = RoundRequest::next_round(&t).unwrap();
    let got = pair(SystemId::Lim, &t, &request).unwrap();
    let mut pairs: Vec<(u32, u32)> = got
        .boards
        .iter()
        .map(|b| (b.white.min(b.black), b.white.max(b.black)))
        .collect();
    pairs.sort_unstable();
    assert_eq!(pairs, vec![(1, 6), (2, 7), (3, 4)]);
    assert_eq!(got.bye, Some(5));
    let report = pairproof::verifier::verify(SystemId::Lim, &t, &request, &got).unwrap();
    assert_eq!(report.verdict, pairproof::verifier::Verdict::Optimal);
}

/// 4.1 a and b: #2 and #5 have met. Pairing downward, #1 keeps #4 and #2
/// takes #6 (1 v 4, 2 v 6, 3 v 5); pairing upward, scrutiny begins with the
/// lowest-numbered, #6 keeps #3, and #5 takes #1 (1 v 5, 2 v 4, 3 v 6).
#[test]
fn s4_1_scrutiny_downward_and_upward() {
    let group = [1, 2, 3, 4, 5, 6];
    let above = states(6, 20, 2, &[(2, 5)]);
    assert_eq!(
        pair_bracket(&above, 2, &group, 0, &[]).0,
        vec![(1, 4), (2, 6), (3, 5)],
        "4.1 a"
    );
    let below = states(6, 0, 2, &[(2, 5)]);
    assert_eq!(
        pair_bracket(&below, 2, &group, 0, &[]).0,
        vec![(1, 5), (2, 4), (3, 6)],
        "4.1 b"
    );
}

/// 3.2: two of three players are due white (#1, #2), one black (#3): the
/// floater making the group even is due white, the lowest-numbered such
/// (#2), not the lowest-numbered of all (#3).
#[test]
fn s3_2_floater_equalises_the_due_colours() {
    let s = vec![
        coloured(1, 10, "b"),
        coloured(2, 10, "b"),
        coloured(3, 10, "w"),
        coloured(4, 0, "w"),
    ];
    assert_eq!(
        pair_bracket(&s, 1, &[1, 2, 3], 0, &[&[4]]),
        (vec![(1, 3)], vec![2])
    );
}

/// 3.2 in a Maxi-tournament (reading `Maxi::Within100`): the floater due
/// the colour most are due (#2) is more than 100 points above the
/// lowest-numbered (#3), so #3 floats; within 100 points, #2 does.
#[test]
fn s3_2_maxi_tournament_100_points() {
    let maxi = Lim {
        readings: readings::Readings {
            maxi: readings::Maxi::Within100,
            ..readings::DEFAULT
        },
    };
    let mut s = vec![
        coloured(1, 10, "b"),
        coloured(2, 10, "b"),
        coloured(3, 10, "w"),
        coloured(4, 0, "w"),
    ];
    s[1].rating = 2300;
    s[2].rating = 2150;
    let pair_with = |rules: &Lim, s: &[PlayerState]| {
        let ctx = RoundContext::for_states(rules, Round::new(2).unwrap(), s, Colour::White);
        let outcome = rules
            .ordinary_pairing(&ctx, &Bracket::first(vec![0, 1, 2], 0, &[vec![3]]))
            .outcome
            .unwrap();
        outcome
            .unpaired
            .iter()
            .map(|&p| s[p].id)
            .collect::<Vec<_>>()
    };
    assert_eq!(pair_with(&maxi, &s), vec![3], "151 points apart");
    assert_eq!(pair_with(&LIM, &s), vec![2], "not a Maxi-tournament");
    s[1].rating = 2250;
    assert_eq!(pair_with(&maxi, &s), vec![2], "100 points apart");
}

/// The rule set in a Maxi-tournament (parameter `maxi = within-100`).
const MAXI: Lim = Lim {
    readings: readings::Readings {
        maxi: readings::Maxi::Within100,
        ..readings::DEFAULT
    },
};

/// 3.8 in a Maxi-tournament: the floater #1 (due white) is proposed the
/// highest-numbered player, #2, also due white; #3 is the highest-numbered
/// due black. Without the Maxi rule #1 meets #3 (and #2 #4). In a
/// Maxi-tournament #3 replaces #2 only if their ratings differ by 100
/// points or less: 2370 against 2380, 1 v 3; 2150 against 2380, the
/// exchange is not made and #1 meets #2 (#3 then #4).
#[test]
fn s3_8_maxi_floater_exchanged_within_100_points() {
    let mut s = vec![
        coloured(1, 30, "bwb"),
        coloured(2, 20, "bwb"),
        coloured(3, 20, "wbw"),
        coloured(4, 20, "bwb"),
    ];
    let bracket = [1, 2, 3, 4];
    assert_eq!(
        pair_bracket(&s, 3, &bracket, 1, &[]).0,
        vec![(1, 3), (2, 4)],
        "not a Maxi-tournament"
    );
    assert_eq!(
        pair_bracket_under(&MAXI, &s, 3, &bracket, 1, &[]).0,
        vec![(1, 3), (2, 4)],
        "10 points apart"
    );
    s[2].rating = 2150;
    assert_eq!(
        pair_bracket_under(&MAXI, &s, 3, &bracket, 1, &[]).0,
        vec![(1, 2), (3, 4)],
        "230 points apart"
    );
    assert_eq!(
        pair_bracket(&s, 3, &bracket, 1, &[]).0,
        vec![(1, 3), (2, 4)],
        "not a Maxi-tournament, whatever the ratings"
    );
}

/// 5.7 (with 5.2) in a Maxi-tournament: #1 and #2 have met; 2.4 proposes
/// 1 v 3 and 2 v 4, #1 and #3 both due white, #2 and #4 both due black.
/// Exchanging #3 and #4 gives everybody his due colour: made without the
/// Maxi rule, and in a Maxi-tournament when #3 and #4 are within 100
/// points (2370, 2360), not when they are 170 apart.
#[test]
fn s5_7_maxi_colour_exchange_within_100_points() {
    let mut s = vec![
        coloured(1, 20, "bwb"),
        coloured(2, 20, "wbw"),
        coloured(3, 20, "bwb"),
        coloured(4, 20, "wbw"),
    ];
    s[0].opponents.insert(2);
    s[1].opponents.insert(1);
    let bracket = [1, 2, 3, 4];
    assert_eq!(
        pair_bracket(&s, 3, &bracket, 0, &[]).0,
        vec![(1, 4), (2, 3)],
        "not a Maxi-tournament"
    );
    assert_eq!(
        pair_bracket_under(&MAXI, &s, 3, &bracket, 0, &[]).0,
        vec![(1, 4), (2, 3)],
        "10 points apart"
    );
    s[3].rating = 2200;
    assert_eq!(
        pair_bracket_under(&MAXI, &s, 3, &bracket, 0, &[]).0,
        vec![(1, 3), (2, 4)],
        "170 points apart"
    );
    assert_eq!(
        pair_bracket(&s, 3, &bracket, 0, &[]).0,
        vec![(1, 4), (2, 3)],
        "not a Maxi-tournament, whatever the ratings"
    );
}

/// 3.8: the floater #1 (due white) is paired with the highest-numbered
/// player available who is due black: #2, though he is in the top half;
/// #3 (due white) then meets #4 (due black). Everybody gets his due colour
/// either way (1 v 4, 2 v 3 too), so the text's order decides.
#[test]
fn s3_8_floater_meets_the_highest_numbered_due_the_alternate_colour() {
    let s = vec![
        coloured(1, 30, "bwb"),
        coloured(2, 20, "wbw"),
        coloured(3, 20, "bwb"),
        coloured(4, 20, "wbw"),
    ];
    assert_eq!(
        pair_bracket(&s, 3, &[1, 2, 3, 4], 1, &[]).0,
        vec![(1, 2), (3, 4)]
    );
}

/// 3.3: #1 (3 points) has met every player of the 2-point group, so he
/// floats on to the 1-point group, where only #5 is compatible with him;
/// of the group #2, #3, #4 one more must float. #4, the lowest-numbered,
/// could meet only #5 there, whom #1 (a floater of a higher score) takes:
/// #3, who can meet #6, floats instead, and #2 meets #4.
#[test]
fn s3_3_floater_chosen_after_excluding_the_opponents_of_higher_floaters() {
    let mut s: Vec<PlayerState> = [(1, 30), (2, 20), (3, 20), (4, 20), (5, 10), (6, 10)]
        .iter()
        .map(|&(id, score)| {
            let mut p = PlayerState::without_history(id, 2400 - 10 * id, score, score);
            p.floats = vec![Float::None; 3];
            p.round_number = id;
            p
        })
        .collect();
    for (a, b) in [(1, 2), (1, 3), (1, 4), (1, 6), (4, 6), (3, 5)] {
        s[a as usize - 1].opponents.insert(b);
        s[b as usize - 1].opponents.insert(a);
    }
    assert_eq!(
        pair_bracket(&s, 3, &[1, 2, 3, 4], 1, &[&[5, 6]]),
        (vec![(2, 4)], vec![1, 3])
    );
    // Without #1's claim on #5 (#1 may meet #6 too), #4 floats, the lowest-numbered.
    s[0].opponents.remove(&6);
    s[5].opponents.remove(&1);
    assert_eq!(
        pair_bracket(&s, 3, &[1, 2, 3, 4], 1, &[&[5, 6]]),
        (vec![(2, 3)], vec![1, 4])
    );
}
