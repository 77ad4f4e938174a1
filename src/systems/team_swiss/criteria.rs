//! The quality criteria of Article 2.3 as linear forms over a bracket of
//! the walk, one function per criterion.
//!
//! Every bracket is paired with the rest of the round in its model ([C3]),
//! so a team of the bracket may meet a team below it: that team is its
//! upfloater (1.3.2, 3.5.1), and the criteria weigh it as the text does,
//! the upfloater set first ([C4]-[C7], then its order, 3.5.5), the pairs of
//! the whole bracket after ([C8]-[C10], 3.6.4). A team that meets an
//! upfloater moves down with him to the next walk bracket, which pairs them
//! again before its own scoregroup: there the same criteria, restricted to
//! those teams (by the score they come from, the highest first), choose the
//! same upfloaters.

use super::colours::{c8_unmet, c9_strong_unmet};
use crate::engine::bracket::{BracketModel, Role};
use crate::engine::criteria::{Criterion, Level, LevelKind};
use crate::points::Points;
use crate::solver::model::LinearForm;
use crate::state::{Float, PlayerState};

pub const C4: Criterion = Criterion::new("C4", "minus the number of pairs");
pub const C5: Criterion = Criterion::new("C5", "upfloaters of this score or lower");
pub const C6: Criterion = Criterion::new("C6", "minus the pairs the following scoregroup keeps");
pub const C7: Criterion = Criterion::new("C7", "upfloaters who floated in the round before");
pub const S3_5_5: Criterion = Criterion::new(
    "3.5.5",
    "teams of 3.5.3's order left out of the upfloaters, each weighing more than all after him",
);
pub const C8: Criterion = Criterion::new("C8", "teams whose colour preference is not met");
pub const C9: Criterion = Criterion::new("C9", "teams whose strong colour preference is not met");
pub const C10: Criterion = Criterion::new(
    "C10",
    "upfloaters' opponents who floated in the round before",
);

/// Whose pair an edge of the model is, for the text's brackets.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Side {
    /// A moved-down team (of `origin`) and its upfloater: a resident, or a
    /// team further below.
    MovedDown { origin: Points },
    /// A resident with a resident, or with a team below (its upfloater).
    Residents { upfloater: bool },
    /// Two teams below the bracket: the following scoregroup's pair when
    /// both are of the next score.
    Below { next: bool },
}

/// The edges of the model that pair two teams (the bye vertex left out),
/// each with its side.
fn sides(m: &BracketModel) -> Vec<Option<Side>> {
    let nb = m.bracket_size();
    let next_score = next_score(m);
    (0..m.edges.len())
        .map(|e| {
            let (a, b) = m.edges[e];
            if m.vertex_state[a].is_none() || m.vertex_state[b].is_none() {
                return None;
            }
            let (a, b) = (a.min(b), a.max(b));
            Some(match (a < m.moved_down, b < nb) {
                (true, _) => Side::MovedDown {
                    origin: m.state(a).pairing_score,
                },
                (false, true) => Side::Residents { upfloater: false },
                (false, false) if a < nb => Side::Residents { upfloater: true },
                (false, false) => Side::Below {
                    next: Some(m.state(a).pairing_score) == next_score
                        && Some(m.state(b).pairing_score) == next_score,
                },
            })
        })
        .collect()
}

/// The score of the scoregroup below the bracket, if the model holds it.
fn next_score(m: &BracketModel) -> Option<Points> {
    (m.bracket_size()..m.vertex_state.len())
        .filter(|&v| m.vertex_state[v].is_some())
        .map(|v| m.state(v).pairing_score)
        .max()
}

/// A level summing `cost` over the model's pairs of two teams.
fn level(
    m: &BracketModel,
    sides: &[Option<Side>],
    criterion: Criterion,
    cost: impl Fn(Side, &PlayerState, &PlayerState) -> i64,
) -> Level {
    let mut form = LinearForm::new();
    for (e, side) in sides.iter().enumerate() {
        let Some(side) = *side else { continue };
        let (a, b) = m.edges[e];
        let (a, b) = (a.min(b), a.max(b));
        form.add(e, cost(side, m.state(a), m.state(b)));
    }
    Level::new(criterion, form)
}

/// All quality levels of a bracket, in priority order: the moved-down teams'
/// brackets first (the highest origin first), then the residents'.
pub fn levels(m: &BracketModel) -> Vec<Level> {
    let sides = sides(m);
    let floats = float_criteria_apply(m);
    let mut origins: Vec<Points> = (0..m.moved_down.min(m.bracket_size()))
        .map(|v| m.state(v).pairing_score)
        .collect();
    origins.sort_unstable_by(|a, b| b.cmp(a));
    origins.dedup();
    let residents_score = (m.moved_down.min(m.bracket_size())..m.bracket_size())
        .map(|v| m.state(v).pairing_score)
        .max();
    let mut c4_weighed = false;
    let mut levels = Vec::new();
    for &origin in &origins {
        let mine = move |s: Side| s == Side::MovedDown { origin };
        for score in partner_scores(m) {
            levels.push(c5_upfloater_scores(m, &sides, &mine, score));
        }
        // [C6]: this scoregroup follows the origin's (not emptied, since
        // it has residents): its [C4] is weighed here.
        let follows = (0..m.moved_down.min(m.bracket_size()))
            .map(|v| m.state(v))
            .find(|s| s.pairing_score == origin)
            .and_then(|s| s.following_score);
        if !c4_weighed && follows.is_some() && follows == residents_score {
            levels.push(c4_min_upfloaters(m));
            c4_weighed = true;
        }
        levels.extend(the_texts_bracket(m, &sides, &mine, floats));
    }
    if !c4_weighed {
        levels.push(c4_min_upfloaters(m));
    }
    let residents = |s: Side| matches!(s, Side::Residents { .. });
    for score in upfloater_scores(m) {
        levels.push(c5_upfloater_scores(m, &sides, &residents, score));
    }
    levels.push(c6_following_scoregroup(m, &sides));
    levels.extend(the_texts_bracket(m, &sides, &residents, floats));
    levels
}

/// [C7], the order of 3.5.5, [C8]-[C10] over the pairs `mine` of one text
/// bracket (its top-scoregroup's pairs and those with its upfloaters).
fn the_texts_bracket(
    m: &BracketModel,
    sides: &[Option<Side>],
    mine: &dyn Fn(Side) -> bool,
    floats: bool,
) -> Vec<Level> {
    let mut levels = Vec::new();
    if floats {
        levels.push(level(m, sides, C7, |s, a, b| {
            i64::from(mine(s) && upfloater(a, b).is_some_and(floated_last_round))
        }));
    }
    levels.extend(s3_5_5_set_order(m, sides, mine));
    levels.push(level(m, sides, C8, |s, a, b| {
        i64::from(mine(s)) * i64::from(c8_unmet(a, b))
    }));
    levels.push(level(m, sides, C9, |s, a, b| {
        i64::from(mine(s)) * i64::from(c9_strong_unmet(a, b))
    }));
    if floats {
        levels.push(level(m, sides, C10, |s, a, b| {
            i64::from(mine(s) && opponent_of_upfloater(a, b).is_some_and(floated_last_round))
        }));
    }
    levels
}

/// How many teams of 3.5.3's order one level of [`s3_5_5_set_order`]
/// weighs: weights up to 2^15, exact in the integer programs' arithmetic.
pub const SET_ORDER_BLOCK: usize = 16;

/// 3.5.3-3.5.5: among the sets equally good on [C4]-[C7], the first in
/// lexicographic order: each team that could upfloat in `mine`'s pairs, by
/// score (highest first) then TPN, does so where a candidate left allows.
/// The teams come [`SET_ORDER_BLOCK`] to a level, each left out costing
/// more than all after him in the block: the least value is the block's
/// lexicographically first choice.
fn s3_5_5_set_order(
    m: &BracketModel,
    sides: &[Option<Side>],
    mine: &dyn Fn(Side) -> bool,
) -> Vec<Level> {
    let mut teams: Vec<(Points, u32)> = Vec::new();
    for (e, side) in sides.iter().enumerate() {
        let Some(side) = *side else { continue };
        if !mine(side) {
            continue;
        }
        let (a, b) = m.edges[e];
        if let Some(up) = upfloater(m.state(a), m.state(b)) {
            teams.push((up.pairing_score, up.id));
        }
    }
    teams.sort_unstable_by_key(|&(score, tpn)| (std::cmp::Reverse(score), tpn));
    teams.dedup();
    teams
        .chunks(SET_ORDER_BLOCK)
        .map(|block| {
            let weight = |tpn: u32| {
                block
                    .iter()
                    .position(|&(_, t)| t == tpn)
                    .map(|k| 1i64 << (block.len() - 1 - k))
            };
            let mut level = level(m, sides, S3_5_5, move |s, a, b| {
                let up = upfloater(a, b).and_then(|u| weight(u.id)).unwrap_or(0);
                -i64::from(mine(s)) * up
            });
            // Every team left out: the block's whole weight.
            level.form.constant += (1i64 << block.len()) - 1;
            level
        })
        .collect()
}

/// The upfloater of a pair of two scores: its lower-scored team.
fn upfloater<'s>(a: &'s PlayerState, b: &'s PlayerState) -> Option<&'s PlayerState> {
    match a.pairing_score.cmp(&b.pairing_score) {
        std::cmp::Ordering::Less => Some(a),
        std::cmp::Ordering::Greater => Some(b),
        std::cmp::Ordering::Equal => None,
    }
}

/// The upfloater's opponent in a pair of two scores: its higher-scored team.
fn opponent_of_upfloater<'s>(a: &'s PlayerState, b: &'s PlayerState) -> Option<&'s PlayerState> {
    upfloater(a, b).map(|u| if std::ptr::eq(u, a) { b } else { a })
}

/// Whether [C7] and [C10] apply: not in the last two rounds (2.3.4, 2.3.7).
fn float_criteria_apply(m: &BracketModel) -> bool {
    let Some(last) = (0..m.bracket_size()).find_map(|v| m.state(v).event_rounds) else {
        return true;
    };
    m.round.number() + 2 <= last
}

/// 1.5: a floater in the round before: it met an opponent of another score.
pub fn floated_last_round(s: &PlayerState) -> bool {
    s.floats.last().is_some_and(|&f| f != Float::None)
}

/// [C4] 2.3.1: the fewest upfloaters: as many pairs in the bracket as can
/// be, each team it leaves to meet a team below needing one.
pub fn c4_min_upfloaters(m: &BracketModel) -> Level {
    m.constant_pair_level(C4, -1, |_| 0)
        .of_kind(LevelKind::MaxPairs)
}

/// The scores below the bracket an upfloater may have, lowest first, the
/// highest left out (every upfloater has it or a lower one).
fn upfloater_scores(m: &BracketModel) -> Vec<Points> {
    scores_from(m, m.bracket_size())
}

/// The scores a moved-down team's upfloater may have: the residents' and
/// those below, lowest first, the highest left out.
fn partner_scores(m: &BracketModel) -> Vec<Points> {
    scores_from(m, m.moved_down.min(m.bracket_size()))
}

/// The distinct scores of the teams from vertex `first` on, lowest first,
/// the highest left out.
fn scores_from(m: &BracketModel, first: usize) -> Vec<Points> {
    let mut scores: Vec<Points> = (first..m.vertex_state.len())
        .filter(|&v| m.vertex_state[v].is_some())
        .map(|v| m.state(v).pairing_score)
        .collect();
    scores.sort_unstable();
    scores.dedup();
    scores.pop();
    scores
}

/// [C5] 2.3.2: the smallest score differences, largest first: the fewest
/// upfloaters of `score` or lower in the pairs `mine`, the lowest scores
/// counted first.
pub fn c5_upfloater_scores(
    m: &BracketModel,
    sides: &[Option<Side>],
    mine: &dyn Fn(Side) -> bool,
    score: Points,
) -> Level {
    level(m, sides, C5, move |s, a, b| {
        i64::from(mine(s) && upfloater(a, b).is_some_and(|u| u.pairing_score <= score))
    })
}

/// [C6] 2.3.3: the upfloaters leave the following scoregroup as many pairs
/// as it can make ([C4] in its bracket), read as a count.
pub fn c6_following_scoregroup(m: &BracketModel, sides: &[Option<Side>]) -> Level {
    if !matches!(m.role, Role::Completion { .. }) {
        return m.zero_level(C6);
    }
    level(m, sides, C6, |s, _, _| {
        -i64::from(s == Side::Below { next: true })
    })
}
