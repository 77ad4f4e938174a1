//! What a pairing commission looks at in a round's pairing: floaters and
//! their score differences, colour preferences not granted, repeated
//! floats, byes, pairs across more than one scoregroup. Measured on the
//! player states the model's own rule set derives.

use crate::engine::{round_states, Rules};
use crate::error::Result;
use crate::pairing::Pairing;
use crate::points::Points;
use crate::state::{Float, PlayerState, RoundRequest, Strength};
use crate::tournament::{Colour, Tournament};
use serde::Serialize;
use std::collections::BTreeMap;

/// Colour preferences not granted, by strength.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize)]
pub struct ColourMisses {
    pub absolute: usize,
    pub strong: usize,
    pub mild: usize,
}

/// The measures of one or more rounds' pairings (sums).
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct Measures {
    /// Rounds measured (paired).
    pub rounds: usize,
    /// Rounds the rules could not pair.
    pub unpaired_rounds: usize,
    /// Pairs of players of different scores (one floats down, one up).
    pub floaters: usize,
    /// The sum of their score differences, in tenths of a point.
    pub float_score_difference: Points,
    /// How many floating pairs have each score difference (tenths).
    pub score_differences: BTreeMap<Points, usize>,
    pub colours_not_granted: ColourMisses,
    /// Players who float this round in the direction they floated the round before.
    pub repeated_floats: usize,
    pub byes: usize,
    /// Pairs whose players' scoregroups have another scoregroup between them.
    pub wide_pairs: usize,
    /// Seconds spent pairing.
    pub seconds: f64,
}

impl Measures {
    /// Adds `other` to these sums.
    pub fn add(&mut self, other: &Measures) {
        self.rounds += other.rounds;
        self.unpaired_rounds += other.unpaired_rounds;
        self.floaters += other.floaters;
        self.float_score_difference += other.float_score_difference;
        for (sd, n) in &other.score_differences {
            *self.score_differences.entry(*sd).or_default() += n;
        }
        self.colours_not_granted.absolute += other.colours_not_granted.absolute;
        self.colours_not_granted.strong += other.colours_not_granted.strong;
        self.colours_not_granted.mild += other.colours_not_granted.mild;
        self.repeated_floats += other.repeated_floats;
        self.byes += other.byes;
        self.wide_pairs += other.wide_pairs;
        self.seconds += other.seconds;
    }

    /// A round the rules could not pair.
    pub fn unpaired(seconds: f64) -> Measures {
        Measures {
            unpaired_rounds: 1,
            seconds,
            ..Measures::default()
        }
    }
}

/// The measures of `pairing` as the round `request` of `t`, read by `rules`.
pub fn measure(
    rules: Rules<'_>,
    t: &Tournament,
    request: &RoundRequest,
    pairing: &Pairing,
    seconds: f64,
) -> Result<Measures> {
    let (states, present) = round_states(rules, t, request)?;
    let state = |id| t.index_of(id).map(|i| &states[i]);
    let groups = scoregroups(present.iter().map(|&i| states[i].pairing_score));
    let mut m = Measures {
        rounds: 1,
        seconds,
        byes: usize::from(pairing.bye.is_some()),
        ..Measures::default()
    };
    for board in &pairing.boards {
        let (Some(white), Some(black)) = (state(board.white), state(board.black)) else {
            continue;
        };
        count_colour(&mut m.colours_not_granted, white, Colour::White);
        count_colour(&mut m.colours_not_granted, black, Colour::Black);
        let sd = (white.pairing_score - black.pairing_score).abs();
        if sd == 0 {
            continue;
        }
        m.floaters += 1;
        m.float_score_difference += sd;
        *m.score_differences.entry(sd).or_default() += 1;
        let (high, low) = if white.pairing_score > black.pairing_score {
            (white, black)
        } else {
            (black, white)
        };
        m.repeated_floats += usize::from(high.float_before(request.round, 1) == Float::Down);
        m.repeated_floats += usize::from(low.float_before(request.round, 1) == Float::Up);
        if group_distance(&groups, white.pairing_score, black.pairing_score) > 1 {
            m.wide_pairs += 1;
        }
    }
    if let Some(bye) = pairing.bye.and_then(state) {
        // A.4: the pairing-allocated bye is a downfloat.
        m.repeated_floats += usize::from(bye.float_before(request.round, 1) == Float::Down);
    }
    Ok(m)
}

/// The distinct scores of the round, highest first.
fn scoregroups(scores: impl Iterator<Item = Points>) -> Vec<Points> {
    let mut groups: Vec<Points> = scores.collect();
    groups.sort_unstable_by(|a, b| b.cmp(a));
    groups.dedup();
    groups
}

fn group_distance(groups: &[Points], a: Points, b: Points) -> usize {
    let index = |s| groups.iter().position(|&g| g == s).unwrap_or(0);
    index(a).abs_diff(index(b))
}

fn count_colour(misses: &mut ColourMisses, s: &PlayerState, got: Colour) {
    if s.preference.colour.is_none_or(|wanted| wanted == got) {
        return;
    }
    match s.preference.strength {
        Strength::Absolute => misses.absolute += 1,
        Strength::Strong => misses.strong += 1,
        Strength::Mild => misses.mild += 1,
        Strength::None => {}
    }
}
