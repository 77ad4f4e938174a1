//! The quality criteria of the Dutch rules (C.04.3, 2017, `dutch-2017`), one
//! hand-worked tournament each: C.5-C.19 (C.6 and C.7 each also with the
//! lexicographic PSD comparison of A.8, where the sums of the score
//! differences tie), the PPB / collapsed last bracket of A.9 (as paraphrased
//! in `shared/docs/systems.md`) and the pairing-allocated bye of C.2.
//!
//! Every tournament is written as TRF text and its next round is paired with
//! `pairproof::systems::pair`. The expected pairing of each test was derived by
//! hand from the rule text (seed 000): candidates in the generation order of
//! B.6/B.7 and D.1-D.3, the first of the equally good ones winning (B.8),
//! colours by E.1-E.5 with `XXC white1`, boards in the order of `trf.md`
//! (higher score of the pair, then the sum of the scores, then the rank of the
//! higher player). Each test's comment names the first candidate in generation
//! order and the criterion that rejects it, so that the test fails if the
//! engine loses that criterion.
//!
//! Notation of the comments: players are named by their pairing numbers, which
//! are also their ranks (ratings fall with the number); `W`/`B` is a colour
//! history, oldest first; "pref W (strong)" is a colour preference of A.6.

use pairproof::state::RoundRequest;
use pairproof::systems::SystemId;
use pairproof::tournament::{PlayerId, Tournament};

use crate::common;

use common::{tournament, tournament_with};

/// Pairs the next round of `t` under the 2017 rules and compares with the
/// expected boards (`(white, black)` in board order) and bye.
fn assert_pairs(t: &Tournament, boards: &[(PlayerId, PlayerId)], bye: Option<PlayerId>) {
    common::assert_pairs(SystemId::Dutch2017, t, boards, bye);
}

// ---------------------------------------------------------------------------
// The builder itself
// ---------------------------------------------------------------------------

#[test]
fn builder_writes_consistent_trf() {
    let t = tournament(4, 5, &["1-3:1 2-4:=", "4-1:0 3:H 2:-"]);
    let request = RoundRequest::next_round(&t).unwrap();
    assert_eq!(request.round.number(), 3);
    assert_eq!(request.present.len(), 4);
}

// ---------------------------------------------------------------------------
// Colour criteria
// ---------------------------------------------------------------------------

/// C.10: minimise the number of players who do not get their colour preference.
///
/// Six players, two rounds, all draws: one homogeneous bracket of six on 1
/// point, every player with colour difference 0, hence only mild preferences
/// (A.6.c: alternate the last colour), so C.11 counts 0 everywhere and no
/// float criterion applies.
/// Preferences: 1 W, 2 W, 3 B, 4 B, 5 W, 6 B.
///
/// S1 = 1 2 3, S2 = 4 5 6. The first candidate 1-4 2-5 3-6 is legal (none of
/// these met) but 2-5 both want W and 3-6 both want B: two players miss their
/// preference. The next transposition 1-4 2-6 3-5 grants all six (C.10 = 0), so
/// C.10 alone rejects the first candidate.
/// Colours (E.1): 1-4, 2-6, 5-3.
#[test]
fn c10_colour_preferences() {
    let t = tournament(6, 5, &["1-6:= 2-3:= 5-4:=", "3-1:= 4-2:= 6-5:="]);
    assert_pairs(&t, &[(1, 4), (2, 6), (5, 3)], None);
}

/// C.11: minimise the number of players who do not get their strong colour
/// preference.
///
/// Bracket of six on 1 point (3 and 6 played one game only, the others two):
/// 1 pref B (mild, BW), 2 B (mild, BW), 4 W (mild, WB), 5 W (mild, WB),
/// 3 W (strong, one game with black), 6 W (strong, one game with black).
/// Four players want W and two want B, so every pairing leaves at least one
/// player without his preference (C.10 = 1 at best).
///
/// S1 = 1 2 3, S2 = 4 5 6. The first candidate 1-4 2-5 3-6 has C.10 = 1, but
/// the loser is 3 or 6, a strong preference (C.11 = 1). The next transposition
/// 1-4 2-6 3-5 also has C.10 = 1, the loser being 5, whose preference is mild
/// (E.2 grants 3's strong one): C.11 = 0. Without C.11 the first would win.
/// Colours: 4-1, 6-2, 3-5 (E.2). Players 7 and 8 (0 points, both one game
/// with white, strong B) form the last bracket: 8-7 (E.2 equal, E.3 equal
/// histories, E.4 grants 7's preference).
#[test]
fn c11_strong_colour_preferences() {
    let t = tournament(
        8,
        5,
        &["4-3:0 5-1:0 7-2:0 6:- 8:-", "1-6:0 2-4:0 8-5:0 3:- 7:-"],
    );
    assert_pairs(&t, &[(4, 1), (6, 2), (3, 5), (8, 7)], None);
}

/// C.8: minimise the number of topscorers or topscorers' opponents who get a
/// colour difference above +2 or below -2.
///
/// Last round (XXR 5, four rounds played). Topscorers (A.7: more than 2 of 4
/// points) 1, 2, 3, 4 on 3 points:
/// 1 WWBW and 3 WWBW (difference +2: absolute B, but not two W in a row),
/// 2 WBW plus a bye (strong B), 4 WBWB (mild W). 3-4 met; 1-2 cannot meet
/// (both were always on the same colour) and did not.
///
/// S1 = 1 2, S2 = 3 4. The first candidate 1-3 2-4 is legal (topscorers are
/// exempt from C.3) but one of 1 and 3 gets white for a colour difference of
/// +3: C.8 = 1. The second, 1-4 2-3, gives 4 white (+1) and 2 white (+2):
/// C.8 = 0. C.9 is 0 for both (nobody gets a third W in a row); C.10 is 1 for
/// both (2 or 3 must miss, three players want B); C.11 is 1 for the second
/// and at most 1 for the first. So without C.8 the first candidate would win.
/// Colours: 4-1, 2-3 (E.2: 1 and 3 absolute). Players 5-8 (1 point) are
/// paired 5-7 8-6: 5 abs W, 6 mild W, 7 abs B, 8 strong W, 5-6 met; the first
/// candidate 5-7 6-8 is the better of the two legal ones (C.11 0 against 1).
#[test]
fn c8_topscorer_colour_difference_above_two() {
    let t = tournament(
        8,
        5,
        &[
            "1-5:1 3-7:1 4-6:1 2:U 8:-",
            "1-8:1 2-7:1 3-4:1 6-5:1",
            "4-5:1 7-1:1 6-2:0 8-3:0",
            "1-6:1 2-8:0 3-5:0 7-4:0",
        ],
    );
    assert_pairs(&t, &[(4, 1), (2, 3), (5, 7), (8, 6)], None);
}

/// C.9: minimise the number of topscorers or topscorers' opponents who get the
/// same colour three times in a row.
///
/// Last round (XXR 4). Topscorers 1-4 on 2½ of 3: 1 BWW, 3 BWW (absolute B,
/// two W in a row), 2 WBW, 4 WBW (strong B). 1-2 and 3-4 met. All four want
/// B, so every pairing has two players without their preference (C.10 = 2).
///
/// S1 = 1 2, S2 = 3 4. The first candidate 1-3 2-4 is legal (topscorers are
/// exempt from C.3) but 1 or 3 gets a third W in a row: C.9 = 1. The second,
/// 1-4 2-3, gives W to 4 and 2 (WBW-W, no three in a row): C.9 = 0, C.8 = 0
/// for both (no difference beyond +2), C.10 = 2 for both, C.11 no better for
/// the second. So without C.9 the first candidate would win.
/// Colours: 4-1, 2-3 (E.2). Bracket of ½ point: 5, 6 WBB (absolute W, so
/// 5-6 is barred by C.3), 7, 8 BWB; 5-7 and 6-8 met; only 5-8 6-7 is legal.
#[test]
fn c9_topscorer_same_colour_three_times() {
    let t = tournament(
        8,
        4,
        &[
            "2-1:= 4-3:= 5-7:= 6-8:=",
            "1-5:1 3-6:1 7-2:0 8-4:0",
            "1-6:1 2-5:1 3-8:1 4-7:1",
        ],
    );
    assert_pairs(&t, &[(4, 1), (2, 3), (5, 8), (6, 7)], None);
}

// ---------------------------------------------------------------------------
// Float criteria
// ---------------------------------------------------------------------------

/// C.12: minimise the number of players who receive the same downfloat as the
/// previous round.
///
/// After three rounds 1, 2, 3 have 2 points and 4, 5, 6 have 1. In round 3,
/// 3 (2 points) lost to 6 (0 points): a downfloat (A.4.b). 1 and 2 had no
/// downfloat in rounds 2 and 3. 2-3 met.
/// Colours: 1 WBW (strong B), 2 BWB (strong W), 3 WBB (absolute W), so 1-2
/// and 1-3 both grant everything.
///
/// Bracket of 2 points: S1 = 1, S2 = 2 3. The first candidate 1-2 floats 3,
/// who floated down last round: C.12 = 1. The second, 1-3, floats 2: C.12 = 0.
/// Both leave a bracket of 1 point that pairs completely with the same PSD
/// (3-5 4-6, or 2-4 5-6: C.7 equal), and nothing else differs.
/// Colours: 3-1 (E.2). Last bracket 2 (MDP) + 4 5 6: 2 met 3 5 6, so 2-4, and
/// 5-6; 2 strong W against 4 WWB strong B: 2-4; 6 BBW strong W, 5 BWW
/// absolute B: 6-5.
#[test]
fn c12_same_downfloat_as_previous_round() {
    let t = tournament(
        6,
        5,
        &[
            "1-6:1 3-2:1 4-5:1",
            "2-6:1 5-1:1 4-3:0",
            "1-4:1 5-2:0 6-3:1",
        ],
    );
    assert_pairs(&t, &[(3, 1), (2, 4), (6, 5)], None);
}

/// C.14: minimise the number of players who receive the same downfloat as two
/// rounds before.
///
/// Five players on 1 point after two rounds of draws and half-point byes:
/// 5 had a half-point bye in round 1 and 2 one in round 2 (not playing is a
/// downfloat, A.4.b). The pairing-allocated bye is the downfloat of the last
/// bracket. 1-2, 3-4, 1-4, 3-5 met; `XXP 1 5` forbids 1-5.
/// Preferences: 1 W (mild), 2 W (strong), 3 W (mild), 4 B (mild), 5 B (strong).
/// Only 2 can meet a B-player, so C.10 = 1 at best.
///
/// S1 = 1 2, S2 = 3 4 5. The first candidate 1-3 2-4, bye 5, gives the bye to
/// 5, who floated down two rounds before: C.14 = 1. The second, 1-3 2-5,
/// bye 4, has C.14 = 0; both have C.10 = 1 (1-3), C.11 = 0, C.12 = 0 (2 is
/// paired). So without C.14 the first would win.
/// Colours: 1-3 (same histories: E.4 grants 1's preference), 2-5.
#[test]
fn c14_same_downfloat_as_two_rounds_before() {
    let t = tournament_with(5, 5, &["XXP 1 5"], &["1-2:= 3-4:= 5:H", "2:H 4-1:= 5-3:="]);
    assert_pairs(&t, &[(1, 3), (2, 5)], Some(4));
}

/// C.16: minimise the score differences of players who receive the same
/// downfloat as the previous round.
///
/// After round 1: 1 (beat 5) and 2 (pairing-allocated bye: a downfloat) on 1
/// point, 3 (half-point bye) on ½, 4, 5, 6 on 0. `XXP 1 2`: 1 and 2 float
/// from their bracket, and only one of them can be paired with 3 (M1 = 1).
///
/// Bracket of ½: S1 = 1, Limbo = 2, S2 = 3. The first candidate 1-3 floats 2.
/// The MDP-exchange (D.3) gives 2-3, floating 1. Both: C.5 1 pair, PSD
/// [1½, ½] (C.6), both floaters pair below (C.7), no colour conflict, C.12 = 1
/// (2 receives a downfloat either way, paired with a lower player or floating).
/// C.16 takes 2's score difference: ½ when paired with 3, 1½ when floating
/// (A.8: 1 minus the artificial value ½ - 1). So the exchange wins; without
/// C.16 the first candidate would.
/// Colours: 3-2 (no preferences: E.5, 2 has an even number). Last bracket
/// 1 (MDP) + 4 5 6: 1-4 (1 met 5) and 5-6: 4-1 (1 strong B), 5-6 (5 strong W).
#[test]
fn c16_score_difference_of_repeated_downfloat() {
    let t = tournament_with(6, 5, &["XXP 1 2"], &["1-5:1 2:U 3:H 4:- 6:-"]);
    assert_pairs(&t, &[(3, 2), (4, 1), (5, 6)], None);
}

/// C.18: minimise the score differences of players who receive the same
/// downfloat as two rounds before.
///
/// The tournament of the C.16 test, plus a round 2 in which 1, 2, 3 and 6 had
/// half-point byes (a downfloat for each) and 4-5 drew: 1 and 2 on 1½, 3 on 1,
/// 4 5 6 on ½. Now both 1 and 2 floated down in the previous round (C.12 and
/// C.16 tie: 2 each, ½ + 1½ each), but only 2 two rounds before (the
/// pairing-allocated bye of round 1).
///
/// Bracket of 1: S1 = 1, Limbo = 2, S2 = 3. The first candidate 1-3 floats 2
/// (score difference 1½ by A.8), the MDP-exchange 2-3 floats 1 (2's
/// difference ½). C.14 = 1 for both, C.18 = 1½ against ½, so the exchange wins.
/// Colours: 3-2 (E.5). Last bracket 1 + 4 5 6: only 1-4 5-6 is legal (1-5,
/// 4-5 met); 1 and 4 both strong B with equal histories: E.4, 4-1; 5 BB
/// (absolute W): 5-6.
#[test]
fn c18_score_difference_of_downfloat_two_rounds_before() {
    let t = tournament_with(
        6,
        5,
        &["XXP 1 2"],
        &["1-5:1 2:U 3:H 4:- 6:-", "1:H 2:H 3:H 4-5:= 6:H"],
    );
    assert_pairs(&t, &[(3, 2), (4, 1), (5, 6)], None);
}

/// C.13: minimise the number of players who receive the same upfloat as the
/// previous round.
///
/// Two rounds with byes (a bye or an absence is a downfloat, A.4.b, and meets
/// nobody): 1 won and had the pairing-allocated bye (2 points); 2 was absent,
/// then beat 6 (0 against ½ before the round: an upfloat in round 2); 3 had
/// two half-point byes, 4 a draw and a half-point bye (1 point each, both
/// downfloated in round 2); 6 ½, 5 none. Met: 1-5, 4-6, 2-6.
/// Colours: 1 W (strong B), 2 B (strong W), 3 none (A.6.d), 4 W (strong B),
/// 5 B (strong W), 6 BW (mild B).
///
/// 1 floats alone into the bracket of 1: S1 = 1, S2 = 2 3 4. The first
/// candidate 1-2 3-4 gives 2 an upfloat again: C.13 = 1. The next, 1-3 2-4,
/// floats up 3 (a downfloat last round): C.13 = 0. Both pair everybody with
/// PSD [1, 0], grant every preference (3 has none) and float 1 down again
/// (C.12 = 1 each); nobody upfloated in round 1 (C.15 = 0). So without C.13
/// the first candidate would win. (1-4 2-3 would cost a preference.)
/// Colours: 3-1 (A.6.d), 2-4 (E.1). Bracket of ½: 6 floats; 5-6 (E.1).
#[test]
fn c13_same_upfloat_as_previous_round() {
    let t = tournament(6, 5, &["1-5:1 4-6:= 2:- 3:H", "6-2:0 1:U 3:H 4:H 5:-"]);
    assert_pairs(&t, &[(3, 1), (2, 4), (5, 6)], None);
}

/// C.15: minimise the number of players who receive the same upfloat as two
/// rounds before.
///
/// The tournament of the C.13 test plus a round 3 in which 2 (white) and 3
/// drew and 1, 4, 5, 6 took half-point byes: 1 on 2½, 2 3 4 on 1½, 6 on 1,
/// 5 on ½. Nobody upfloated in round 3 (C.13 is 0 for every candidate); in
/// round 2 2 upfloated, 3 and 4 did not. Met: 1-5, 4-6, 2-6, 2-3.
/// Colours: 1 W (strong B), 2 BW (mild B), 3 B (strong W), 4 W (strong B),
/// 5 B (strong W), 6 BW (mild B).
///
/// 1 floats alone into the bracket of 1½: S1 = 1, S2 = 2 3 4. The first
/// candidate 1-2 3-4 floats 2 up again: C.15 = 1. The next, 1-3 2-4, floats
/// up 3: C.15 = 0. Both pair everybody with PSD [1, 0], both leave one
/// player (2, mild) without his preference (C.10 = 1, C.11 = 0), both float
/// 1 down again (C.12 = 1, C.14 = 1). So without C.15 the first would win.
/// (1-4 2-3 repeats 2-3.)
/// Colours: 3-1 (E.1), 2-4 (E.2: 4's strong B). Bracket of 1: 6 floats;
/// 5-6 (E.1).
#[test]
fn c15_same_upfloat_as_two_rounds_before() {
    let t = tournament(
        6,
        5,
        &[
            "1-5:1 4-6:= 2:- 3:H",
            "6-2:0 1:U 3:H 4:H 5:-",
            "2-3:= 1:H 4:H 5:H 6:H",
        ],
    );
    assert_pairs(&t, &[(3, 1), (2, 4), (5, 6)], None);
}

/// C.17: minimise the score differences of players who receive the same
/// upfloat as the previous round.
///
/// After two rounds: 1 (2 points: a win and the pairing-allocated bye),
/// 2 (1½: half-point bye, then beat 5), 3 and 4 (1), 6 (½), 5 (0). 3 was
/// absent in round 1 and beat 6 in round 2 (0 against ½: an upfloat); 4 drew
/// and took a half-point bye (no upfloat). `XXP 1 2`, so 1 and 2 float
/// together into the bracket of 1. Met: 1-5, 4-6, 3-6, 2-5.
/// Colours: 1 W and 2 W (strong B), 3 B and 4 B (strong W), 5 BB (absolute
/// W), 6 WW (absolute B).
///
/// Bracket of 1: S1 = 1 2 (MDPs), S2 = 3 4. The first candidate 1-3 2-4 and
/// the transposition 1-4 2-3 both pair everybody with PSD [1, ½], grant every
/// preference, float 1 and 2 down again (C.12 = 2, C.16 = 1 + ½ either way)
/// and float 3 up again (C.13 = 1 each; nobody upfloated in round 1). C.17
/// takes 3's score difference: 1 against 1 in the first candidate, ½ against
/// 2 in the second, which wins. Without C.17 the first would.
/// Colours: 4-1, 3-2 (E.1). Bracket of ½: 6 floats; 5-6 (E.1).
#[test]
fn c17_score_difference_of_repeated_upfloat() {
    let t = tournament_with(
        6,
        5,
        &["XXP 1 2"],
        &["1-5:1 6-4:= 2:H 3:-", "6-3:0 2-5:1 1:U 4:H"],
    );
    assert_pairs(&t, &[(4, 1), (3, 2), (5, 6)], None);
}

/// C.19: minimise the score differences of players who receive the same
/// upfloat as two rounds before.
///
/// The tournament of the C.17 test plus a round 3 in which 3 (white) and 4
/// drew and 1, 2, 5, 6 took half-point byes: 1 on 2½, 2 on 2, 3 and 4 on
/// 1½, 6 on 1, 5 on ½. Nobody upfloated in round 3 (C.13 and C.17 are 0);
/// 3 upfloated in round 2, 4 did not. `XXP 1 2` again.
/// Colours: 1 W and 2 W (strong B), 3 BW (mild B), 4 BB (absolute W),
/// 5 BB (absolute W), 6 WW (absolute B).
///
/// Bracket of 1½: S1 = 1 2 (MDPs), S2 = 3 4. The first candidate 1-3 2-4 and
/// the transposition 1-4 2-3 both pair everybody with PSD [1, ½], both leave
/// 3 (mild) without his preference (C.10 = 1, C.11 = 0), float 1 and 2 down
/// again with the same score differences (C.12, C.14, C.16, C.18 equal), and
/// float 3 up again (C.15 = 1 each). C.19 takes 3's score difference: 1
/// against 1 in the first candidate, ½ against 2 in the second, which wins.
/// Colours: 4-1 (E.1), 3-2 (E.2: 2's strong B). Bracket of 1: 6 floats;
/// 5-6 (E.1).
#[test]
fn c19_score_difference_of_upfloat_two_rounds_before() {
    let t = tournament_with(
        6,
        5,
        &["XXP 1 2"],
        &[
            "1-5:1 6-4:= 2:H 3:-",
            "6-3:0 2-5:1 1:U 4:H",
            "3-4:= 1:H 2:H 5:H 6:H",
        ],
    );
    assert_pairs(&t, &[(4, 1), (3, 2), (5, 6)], None);
}

// ---------------------------------------------------------------------------
// Completion: the PPB and the collapsed last bracket
// ---------------------------------------------------------------------------

/// A.9 / C.4: a bracket whose normal pairing leaves the rest unpairable
/// becomes the PPB; it is paired again under C.4, and its downfloaters plus
/// everybody below form the collapsed last bracket (CLB).
///
/// After two rounds 1-4 have 1½ points, 5 and 6 none. 5 (BB) and 6 (BB) both
/// have an absolute W preference, so C.3 forbids 5-6. Colours: 1 WB (mild W),
/// 2 WW (absolute B), 3 WW (absolute B), 4 BW (mild B). Met: 1-5 2-6 3-4 1-2
/// 3-5 4-6; 2-3 is barred by C.3.
///
/// Bracket of 1½, paired normally: S1 = 1 2, S2 = 3 4; 1-3 2-4 is legal and
/// perfect, but it leaves 5 and 6, who cannot meet: the bracket is the PPB.
/// Paired again under C.4, it can keep only one pair (5 and 6 each need a
/// floater), so MaxPairs = 1, S1 = 1, S2 = 2 3 4. 1-2 met (C.1); 1-3 floats
/// 2 and 4, who both met 6: C.4 rejects it; 1-4 floats 2 and 3, and 2-5 3-6
/// complete the round, so 1-4 wins (it is the only completing candidate).
/// Colours: 1-4 (E.1). CLB = 2 3 (MDPs) + 5 6: S1 = 2 3, S2 = 5 6, 2-5 3-6
/// legal: 5-2 and 6-3 (E.1, absolute W against absolute B). Boards: 1-4 first
/// (higher sum), then 5-2 before 6-3 (rank of the higher player).
#[test]
fn a9_ppb_collapsed_last_bracket() {
    let t = tournament(6, 5, &["1-5:1 2-6:1 3-4:=", "2-1:= 3-5:1 4-6:1"]);
    assert_pairs(&t, &[(1, 4), (5, 2), (6, 3)], None);
}

// ---------------------------------------------------------------------------
// The pairing-allocated bye
// ---------------------------------------------------------------------------

/// C.2: a player who already received a pairing-allocated bye, or scored a
/// forfeit win, cannot get the pairing-allocated bye.
///
/// Seven players after three rounds: 1-4 on 2 points, 5 6 7 on 1. In round 1
/// 7 had the pairing-allocated bye and 6 won by forfeit against 4; both three
/// rounds back, so C.14 (two rounds before) does not see them. In round 2 all
/// of 5, 6, 7 floated down (each met a lower player), in round 3 none of them:
/// whoever gets the bye now has the same C.12 (0) and C.14 (1) count.
/// 5 6 7 never met each other. Colours: 5 BWB (strong W), 6 BW (mild B),
/// 7 WB (mild W); 1 WW and 2 WW (absolute B), 3 BBW (strong W), 4 BB (absolute
/// W); 2-3 met.
///
/// Bracket of 2: S1 = 1 2, S2 = 3 4; 1-3 2-4 is legal and perfect: 3-1, 4-2.
/// Last bracket 5 6 7 (one pair and the bye): S1 = 5, S2 = 6 7. The first
/// candidate 5-6 gives the bye to 7 (pairing-allocated bye in round 1): C.2
/// rejects it, though it grants both colours and its float counts equal the
/// answer's. 5-7 gives it to 6 (forfeit win): C.2 again. The exchange 5<->6
/// (S1 = 6, S2 = 5 7): 6-5 repeats the first, 6-7 gives the bye to 5: legal.
/// Colours: 7-6 (E.1).
#[test]
fn c2_bye_not_after_bye_or_forfeit_win() {
    let t = tournament(
        7,
        5,
        &[
            "1-5:= 2-3:1 6-4:+ 7:U",
            "1-6:1 5-3:0 7-4:0 2:H",
            "2-5:= 3-7:1 6-4:0 1:H",
        ],
    );
    assert_pairs(&t, &[(3, 1), (4, 2), (7, 6)], Some(5));
}

// ---------------------------------------------------------------------------
// Pairs and PSD
// ---------------------------------------------------------------------------

/// C.5: maximise the number of pairs.
///
/// After round 1 (1-4 beat 5-8, all with white) 1-4 have 1 point and
/// preference B (mild), 5-8 none and preference W (mild). `XXP 2 4` forbids
/// 2-4.
///
/// Bracket of 1: S1 = 1 2, S2 = 3 4. 1-3 2-4 is illegal (C.1); a one-pair
/// candidate such as 1-3 with 2 and 4 floating would grant more colours (the
/// floaters get B against the W-preferring bottom: C.10 = 1 against 2), but
/// it has fewer pairs, so C.5 rejects it (C.6 agrees: floaters always raise
/// the PSD). The transposition 1-4 2-3 keeps two pairs and wins.
/// Colours: 4-1, 3-2 (E.4, equal histories). Bracket of 0: 5-7 6-8 (E.4).
#[test]
fn c5_maximum_number_of_pairs() {
    let t = tournament_with(8, 5, &["XXP 2 4"], &["1-5:1 2-6:1 3-7:1 4-8:1"]);
    assert_pairs(&t, &[(4, 1), (3, 2), (5, 7), (6, 8)], None);
}

/// C.6 with the PSD comparison of A.8: minimise the PSD, whose score
/// differences are compared one by one from the highest (lexicographically),
/// not by their sum.
///
/// Five players after two rounds: 1 on 1½, 2 on 1, 3 4 5 on ½. `XXP 1 2`,
/// `XXP 1 5`, `XXP 2 5`; 1-4, 2-4 and 3-5 met. So 1 and 2 float together into
/// the last bracket (½), and 3 is the only resident either of them can meet:
/// M1 = 1, S1 = 1, Limbo = 2, S2 = 3 4 5, and the bye goes to an MDP.
/// Colours: 1 W and 3 W (strong B), 2 B and 5 B (strong W), 4 BW (mild B).
/// Nobody had a pairing-allocated bye (C.2 allows either MDP).
///
/// The first candidate 1-3 4-5, bye 2, has PSD [1½, 1, 0] (2 as downfloater:
/// 1 - (½ - 1)); 1 and 3 both want black (C.10 = 1, C.11 = 1). The
/// MDP-exchange (S1 = 2) gives 2-3 4-5, bye 1, PSD [2, ½, 0], and grants every
/// preference. Both PSDs sum to 2½, so an engine comparing sums would let
/// C.10 pick the exchange; compared lexicographically, [1½, 1, 0] is lower and
/// the first candidate wins on C.6. (C.7 does not apply in the last bracket.)
/// Colours: 3-1 (E.2 equal, E.3 equal histories W, E.4 grants 1's
/// preference), 5-4 (E.1).
#[test]
fn c6_psd_compared_lexicographically() {
    let t = tournament_with(
        5,
        5,
        &["XXP 1 2", "XXP 1 5", "XXP 2 5"],
        &["1-4:1 3-5:= 2:H", "4-2:= 1:H 3:- 5:-"],
    );
    assert_pairs(&t, &[(3, 1), (5, 4)], Some(2));
}

/// C.7: choose the downfloaters so that the following bracket pairs as many
/// players as possible.
///
/// After two rounds 1 2 3 have 2 points, 4 has 1, 7 and 8 ½, 5 and 6 none.
/// Colours: 1 WB (mild W), 2 WW and 3 WW (absolute B, so 2-3 is barred by
/// C.3), 4 BW, 7 BW (mild B), 8 WB (mild W), 5 BB and 6 BB (absolute W).
/// 3-4 and 7-8 met. All of 1 2 3 floated down in round 2.
///
/// Bracket of 2 (one pair, one floater): S1 = 1, S2 = 2 3. The first
/// candidate 1-2 grants both colours but floats 3, who met 4, the only
/// resident of the next bracket: it would pair nobody there. 1-3 floats 2,
/// and 2-4 is a pair: C.7 prefers it (C.5, C.6 and the float counts tie:
/// every possible floater floated down in round 2). Both candidates complete
/// the round, so C.4 plays no part. Colours: 1-3 (E.1).
/// Bracket of 1: 2 (MDP) - 4: 4-2 (E.2, 2 absolute B). Bracket of ½: 7-8 met,
/// both float. Last bracket 7 8 + 5 6: 7-5 8-6 legal (5-6 would break C.3):
/// 5-7, 6-8 (E.2); board 5-7 first (rank of its higher player).
#[test]
fn c7_downfloaters_let_next_bracket_pair() {
    let t = tournament(
        8,
        5,
        &["1-5:1 2-6:1 3-4:1 8-7:=", "7-1:0 2-8:1 3-5:1 4-6:1"],
    );
    assert_pairs(&t, &[(1, 3), (4, 2), (5, 7), (6, 8)], None);
}

/// C.7 with the PSD comparison of A.8: the PSD of the following bracket is
/// compared score difference by score difference (lexicographically), not by
/// its sum.
///
/// After two rounds 1 2 3 have 1½ points, 4 and 5 ½, 6 none. 2-3, 2-5, 3-4
/// and 1-6 met; `XXP 3 5`. Nobody in the bracket of 1½ floated in either
/// round except 1 (half-point bye in round 2; he is paired either way).
/// Colours: 1 W (strong B), 2 BB (absolute W), 3 WW (absolute B), 4 B and
/// 6 B (strong W), 5 W (strong B).
///
/// Bracket of 1½ (one pair, one floater): S1 = 1, S2 = 2 3; 2-3 met, so the
/// only candidates are 1-2 (floating 3) and 1-3 (floating 2), equal on C.5
/// and C.6. The first, 1-2, grants both colours; 1-3 costs 1 his strong
/// preference. Following bracket (½) with the floater: 3 can meet neither 4
/// nor 5, so it pairs 4-5 and floats 3: one pair, PSD [2, 0] (3's 1½ minus
/// the artificial -½). With 2 it pairs 2-4 and floats 5: one pair, PSD
/// [1, 1]. Both sum to 2; compared lexicographically [1, 1] is lower, so C.7
/// picks 1-3 before C.10 is reached. An engine comparing sums would tie
/// there and let C.10 pick 1-2.
/// Colours: 1-3 (E.2: 3 absolute). Bracket of ½: 2 (MDP) - 4: 2-4 (E.2,
/// 2 absolute W). Last bracket 5 (MDP) + 6: 6-5 (E.1).
#[test]
fn c7_psd_of_following_bracket_compared_lexicographically() {
    let t = tournament_with(
        6,
        5,
        &["XXP 3 5"],
        &["3-2:= 1-6:1 4:H 5:H", "5-2:0 3-4:1 1:H 6:-"],
    );
    assert_pairs(&t, &[(1, 3), (2, 4), (6, 5)], None);
}
