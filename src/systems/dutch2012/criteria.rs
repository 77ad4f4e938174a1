//! The quality of a bracket's pairing under the 2012 text, in the priority
//! order of A.11 and of the requirements C.10 lowers (the last lowered is the
//! most important): the number of pairs (P), the closeness of scores (in the
//! last bracket its moved-down players paired first (A.3), then the
//! B3-factor of D.4; elsewhere B.3), the next bracket (C.12),
//! B.2 for topscorers, A.7.d in odd rounds, the colour preferences (X, then Z
//! in even rounds), then B.5 and B.6 for downfloaters, then for upfloaters.
//! Each is the number of pairs (or players) that miss it, so that "dropped
//! only for the minimum number of pairs" (C.10) is a minimisation.

use super::readings::{A3Floaters, D4B3};
use crate::dutch_common::criteria::{self as dutch, floats_of_pair, PSD_MEASURE};
use crate::engine::bracket::{BracketModel, Role};
use crate::engine::criteria::{Criterion, Level};
use crate::state::{Float, PlayerState, Strength};
use crate::tournament::{Colour, PlayerId};

const PAIRS_MISSING: &str = "pairs not granting both preferences";
const REPEATS: &str = "players repeating the float";

pub const P: Criterion = Criterion::new("A.11 P", "minus the number of pairs");
pub const A3_MDPS: Criterion = Criterion::new("A.3", "moved-down players left unpaired");
pub const D4: Criterion = Criterion::new(
    "D.4",
    "sum of squared score differences, in hundredths of a point squared",
);
pub const B3: Criterion = Criterion::new("B.3", PSD_MEASURE);
pub const C12: Criterion = Criterion::new("C.12", "the next bracket's pairs, then its PSD");
pub const B2: Criterion = Criterion::new("B.2", PAIRS_MISSING);
pub const A7D: Criterion = Criterion::new("A.7.d", PAIRS_MISSING);
pub const X: Criterion = Criterion::new("B.4 X", PAIRS_MISSING);
pub const Z: Criterion = Criterion::new("B.4 Z", PAIRS_MISSING);
pub const B5_DOWN: Criterion = Criterion::new("B.5 down", REPEATS);
pub const B6_DOWN: Criterion = Criterion::new("B.6 down", REPEATS);
pub const B5_UP: Criterion = Criterion::new("B.5 up", REPEATS);
pub const B6_UP: Criterion = Criterion::new("B.6 up", REPEATS);

/// All quality levels of a bracket, in priority order.
/// In the lowest bracket B.3 is D.4's B3-factor ("see section D.4
/// regarding how to use this criterion"), and nothing more of score
/// closeness with `D4B3::FactorOnly`; with `D4B3::ThenPsd` the PSD follows.
pub fn all_levels(m: &BracketModel, d4: D4B3, a3: A3Floaters) -> Vec<Level> {
    let mut levels = vec![dutch::max_pairs(m, P)];
    let last = matches!(m.role, Role::Last);
    if last {
        levels.extend(a3_mdps_paired_first(m));
        levels.push(d4_b3_factor(m));
    }
    if !last || d4 == D4B3::ThenPsd {
        levels.extend(b3_score_closeness(m));
    }
    levels.extend(c12_next_bracket(m));
    levels.push(b2_topscorer_absolute_colours(m));
    if odd_round(m) {
        levels.push(a7d_strong_as_absolute(m));
    }
    levels.push(x_colour_preferences(m));
    if !odd_round(m) {
        levels.push(z_strong_colour_preferences(m));
    }
    levels.push(float_repeat(m, B5_DOWN, Float::Down, 1, a3));
    levels.push(float_repeat(m, B6_DOWN, Float::Down, 2, a3));
    levels.push(float_repeat(m, B5_UP, Float::Up, 1, a3));
    levels.push(float_repeat(m, B6_UP, Float::Up, 2, a3));
    levels
}

/// C.12: the bracket's downfloaters are chosen, among sets of the same size
/// and scores, so that the next bracket can be paired (backtracking, read as
/// a criterion ranking after P and B.3, which fix the size and scores of the
/// set): as in the C.7 of 2017, the most pairs there, then the closest scores.
/// The role carries a next bracket only when the bracket is paired again by
/// backtracking ([`super::c12_pairing`]).
fn c12_next_bracket(m: &BracketModel) -> Vec<Level> {
    dutch::following_bracket(m, C12)
}

fn odd_round(m: &BracketModel) -> bool {
    m.round.number() % 2 == 1
}

/// B.3: the scores of paired players as close as possible; the MDPs are paired
/// first (A.3). Read as the PSD of the 2017 text: fewest large differences first.
pub fn b3_score_closeness(m: &BracketModel) -> Vec<Level> {
    dutch::bracket_psd(m, B3)
}

/// Both prefer the same colour, each at least `strength`: one of them
/// cannot have it.
fn same_preference(a: &PlayerState, b: &PlayerState, strength: Strength) -> bool {
    a.preference.colour.is_some()
        && a.preference.colour == b.preference.colour
        && a.preference.strength >= strength
        && b.preference.strength >= strength
}

/// B.2 (Note): topscorers may meet with the same absolute colour preference,
/// but only where that is needed for fewer or lower floaters.
pub fn b2_topscorer_absolute_colours(m: &BracketModel) -> Level {
    m.colour_level(B2, |a, b, _| {
        u32::from(same_preference(a, b, Strength::Absolute))
    })
}

/// A.7.d (odd rounds): strong preferences count as absolute unless that costs
/// floaters or score closeness: pairs where two such preferences collide.
pub fn a7d_strong_as_absolute(m: &BracketModel) -> Level {
    m.colour_level(A7D, |a, b, _| {
        u32::from(
            same_preference(a, b, Strength::Strong) && !same_preference(a, b, Strength::Absolute),
        )
    })
}

/// X (A.8.a, B.4): pairs not fulfilling both colour preferences.
pub fn x_colour_preferences(m: &BracketModel) -> Level {
    m.colour_level(X, |a, b, _| {
        u32::from(same_preference(a, b, Strength::Mild))
    })
}

/// Z (A.8.b, even rounds): pairs not fulfilling both strong preferences; the
/// mild preferences of A.7.e bend to whichever side helps, so they never count.
pub fn z_strong_colour_preferences(m: &BracketModel) -> Level {
    m.colour_level(Z, |a, b, _| {
        u32::from(same_preference(a, b, Strength::Strong))
    })
}

/// B.5 (`back` = 1) and B.6 (`back` = 2): players who get `float` again.
/// C.3.e-h say whom they concern: the downfloaters the bracket produces (its
/// own resident players moved down to the next bracket; an MDP moving on was
/// produced by the bracket above) and, in a heterogeneous bracket, its
/// upfloaters (the residents paired with moved-down players). A pair of
/// different scores inside a bracket treated as homogeneous (A.3), or among
/// the residents of a merged last bracket (its remainder, D.4), is neither
/// (see `corpora/disputed/README.md`). In a bracket A.3 treats as
/// homogeneous, `a3` says whether its moved-down players are its own
/// ([`a3_treated_homogeneous`]).
fn float_repeat(
    m: &BracketModel,
    criterion: Criterion,
    float: Float,
    back: usize,
    a3: A3Floaters,
) -> Level {
    let round = m.round;
    let repeats =
        move |s: &PlayerState, got: Float| got == float && s.float_before(round, back) == float;
    let mdps: Vec<PlayerId> = (0..m.mdps).map(|v| m.state(v).id).collect();
    let lowest = m.lowest_score();
    let own_movers = a3 == A3Floaters::AllMovedDown && a3_treated_homogeneous(m);
    // A count of players: a sketch of the first candidate is bounded by 0 on any pair.
    m.count_level(
        criterion,
        |a, b, _: Colour| {
            let (fa, fb) = floats_of_pair(a, b);
            // The upfloater is the resident an MDP meets (C.6: the MDPs are paired first).
            let upfloater = |s: &PlayerState, f: Float, other: &PlayerState| {
                f == Float::Up && mdps.contains(&other.id) && !mdps.contains(&s.id)
            };
            u32::from(repeats(a, fa) && upfloater(a, fa, b))
                + u32::from(repeats(b, fb) && upfloater(b, fb, a))
        },
        |s| u32::from(repeats(s, Float::Down) && (s.pairing_score == lowest || own_movers)),
    )
}

/// A.3: "a heterogeneous score bracket of which at least half of the
/// players have come from a higher score bracket is also treated as though
/// it was homogeneous": it has moved-down players, none paired as such.
fn a3_treated_homogeneous(m: &BracketModel) -> bool {
    m.moved_down > 0 && m.mdps == 0
}

/// A.3 in a heterogeneous lowest bracket: its moved-down players "are
/// always paired first whenever possible"; D.4 minimises the B3-factor only
/// of the bracket "or remainder" that is homogeneous, and C.13 lowers M1
/// (C.14.b2) only when no pairing pairs them all. So the bye goes to a
/// moved-down player only when it must, whatever the B3-factor (in other
/// brackets B.3's PSD already ranks an unpaired moved-down player first).
pub fn a3_mdps_paired_first(m: &BracketModel) -> Option<Level> {
    (m.mdps > 0).then(|| {
        let mdps: Vec<PlayerId> = (0..m.mdps).map(|v| m.state(v).id).collect();
        m.count_level(A3_MDPS, |_, _, _| 0, |s| u32::from(mdps.contains(&s.id)))
    })
}

/// D.4: in the lowest bracket, the sum of the squared score differences of
/// the pairs, the bye counted against one point less than the lowest score.
pub fn d4_b3_factor(m: &BracketModel) -> Level {
    let lowest = m.lowest_score();
    // Squares are never negative: a count for a sketch's bound (a score
    // difference of a TRF, at most a few hundred tenths, squares within u32).
    let square = |d: crate::points::Points| {
        let d = d.unsigned_abs();
        d.saturating_mul(d)
    };
    m.count_level(
        D4,
        |a, b, _| square(dutch::pair_sd(a, b)),
        |s| square(dutch::downfloater_sd(s, lowest)),
    )
}
