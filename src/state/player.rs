//! Per-player state derived from the rounds already played.

use crate::points::Points;
use crate::state::RoundRequest;
use crate::tournament::{Colour, PlayerId, Round, Tournament};
use std::collections::BTreeSet;

/// The float a player received in a round (A.4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize)]
pub enum Float {
    None,
    Down,
    Up,
}

/// How strongly a player wants a colour (A.6 of the Dutch rules; each system
/// maps its own definitions onto these levels).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize)]
pub enum Strength {
    None,
    Mild,
    Strong,
    Absolute,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize)]
pub struct ColourPreference {
    pub colour: Option<Colour>,
    pub strength: Strength,
}

impl ColourPreference {
    pub const NONE: ColourPreference = ColourPreference {
        colour: None,
        strength: Strength::None,
    };
}

/// What a pairing system knows of one player when pairing a round.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct PlayerState {
    pub id: PlayerId,
    pub rating: u32,
    /// Points from the rounds played (no acceleration).
    pub score: Points,
    /// Score used for pairing: points plus the acceleration of this round (XXA).
    pub pairing_score: Points,
    /// Colours of played games, oldest first (unplayed rounds skipped).
    pub colours: Vec<Colour>,
    /// The round (0-based) of each game of `colours`.
    pub colour_rounds: Vec<usize>,
    /// Float received in each earlier round (index = round).
    pub floats: Vec<Float>,
    /// Opponents met in played games (C.1).
    pub opponents: BTreeSet<PlayerId>,
    /// Opponents met in any pairing, forfeited games included.
    pub paired_with: BTreeSet<PlayerId>,
    /// Had a pairing-allocated bye or a forfeit win (C.2: no bye again), or
    /// under the 2012 rules any point without playing (B.1.b).
    pub bye_ineligible: bool,
    /// Rounds in which he scored without playing (byes, forfeit wins).
    pub unplayed_scoring_rounds: u32,
    pub preference: ColourPreference,
    /// A.7: only in the last round.
    pub topscorer: bool,
    /// The number whose parity E.5 reads: the 1-based position, in pairing-id
    /// order, among the players who have entered the tournament by this round
    /// (see `number_for_e5`). In round 1 that is the position among the players
    /// taking part; it equals the pairing number once nobody is still to enter.
    pub round_number: u32,
    /// A.2's order within a score: the pairing number, unless the rule set
    /// ranks otherwise (`RuleSet::ranks`).
    pub rank: u32,
    /// The average rating of the opponents met over the board, as a rule
    /// set that pairs by it sets it (Dubov 1.7); 0 otherwise.
    pub aro: u32,
    /// The number of rounds of the event (`XXR`), as a rule set that needs
    /// it sets it (Dubov's MaxT, 1.8); `None` otherwise.
    pub event_rounds: Option<usize>,
    /// The score of the next scoregroup below his among the units paired in
    /// the round, where the rule set asks (C.04.6 [C6]'s "following
    /// scoregroup"); `None` otherwise.
    pub following_score: Option<Points>,
}

impl PlayerState {
    /// A player before any round: no colours, floats, opponents or preference.
    pub fn without_history(
        id: PlayerId,
        rating: u32,
        score: Points,
        pairing_score: Points,
    ) -> PlayerState {
        PlayerState {
            id,
            rating,
            score,
            pairing_score,
            colours: Vec::new(),
            colour_rounds: Vec::new(),
            floats: Vec::new(),
            opponents: BTreeSet::new(),
            paired_with: BTreeSet::new(),
            bye_ineligible: false,
            unplayed_scoring_rounds: 0,
            preference: ColourPreference::NONE,
            topscorer: false,
            round_number: 0,
            rank: id,
            aro: 0,
            event_rounds: None,
            following_score: None,
        }
    }
    /// Leaves a float only in the rounds he played (a colour recorded): the
    /// texts whose floater is one who played an opponent of another score
    /// (C.04.5 and C.04.6 1.5), a forfeited match making none.
    pub fn keep_floats_of_games_played(&mut self) {
        for (r, float) in self.floats.iter_mut().enumerate() {
            if !self.colour_rounds.contains(&r) {
                *float = Float::None;
            }
        }
    }

    /// Games with white minus games with black (A.6).
    pub fn colour_difference(&self) -> i32 {
        self.colours
            .iter()
            .map(|c| if *c == Colour::White { 1 } else { -1 })
            .sum()
    }

    pub fn last_colour(&self) -> Option<Colour> {
        self.colours.last().copied()
    }

    /// Whether the last two played games had the same colour, and which.
    pub fn last_two_same(&self) -> Option<Colour> {
        match self.colours.as_slice() {
            [.., a, b] if a == b => Some(*a),
            _ => None,
        }
    }

    /// The preference graded by the colour difference and the last two games
    /// (absolute beyond a difference of one or after the same colour twice,
    /// strong at a difference of one, else mild for the other colour than the
    /// last), as the Dutch A.6 and Dubov 1.6 grade it; `None` before any game,
    /// where the texts differ.
    pub fn graded_preference(&self) -> Option<ColourPreference> {
        let last = self.last_colour()?;
        let cd = self.colour_difference();
        let (colour, strength) = if cd < -1 {
            (Colour::White, Strength::Absolute)
        } else if cd > 1 {
            (Colour::Black, Strength::Absolute)
        } else if let Some(twice) = self.last_two_same() {
            (twice.opposite(), Strength::Absolute)
        } else if cd == -1 {
            (Colour::White, Strength::Strong)
        } else if cd == 1 {
            (Colour::Black, Strength::Strong)
        } else {
            (last.opposite(), Strength::Mild)
        };
        Some(ColourPreference {
            colour: Some(colour),
            strength,
        })
    }

    /// The colours of this player and `other` in their games counted back
    /// from the last, at the first place they differ (unplayed rounds left out).
    pub fn latest_game_colours_differing(&self, other: &PlayerState) -> Option<(Colour, Colour)> {
        self.colours
            .iter()
            .rev()
            .zip(other.colours.iter().rev())
            .find(|(x, y)| x != y)
            .map(|(&x, &y)| (x, y))
    }

    /// The colours of this player and `other` in the latest round both
    /// played with different colours (rounds, not games, counted back).
    pub fn latest_round_colours_differing(&self, other: &PlayerState) -> Option<(Colour, Colour)> {
        let colour_in = |s: &PlayerState, round: usize| {
            s.colour_rounds
                .iter()
                .position(|&r| r == round)
                .map(|k| s.colours[k])
        };
        self.colour_rounds.iter().rev().find_map(|&round| {
            match (colour_in(self, round), colour_in(other, round)) {
                (Some(x), Some(y)) if x != y => Some((x, y)),
                _ => None,
            }
        })
    }

    /// Float received `back` rounds before round `round`, the one being paired
    /// (1 = previous).
    pub fn float_before(&self, round: Round, back: usize) -> Float {
        round
            .index()
            .checked_sub(back)
            .and_then(|r| self.floats.get(r))
            .copied()
            .unwrap_or(Float::None)
    }
}

/// Which rounds without a played game are downfloats.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UnplayedFloat {
    /// Every one, whatever it scored (A.4.b of 2017).
    Always,
    /// Those that scored: a bye or a forfeit win (B.1.b of 2012).
    WhenScoring,
    /// None: the float is read from the opponent, if any.
    Never,
    /// The pairing-allocated bye and those that scored more than a loss: a
    /// forfeit win, a full- or half-point bye (1.4 of the 2026 text); a
    /// zero-point absence or a forfeit loss gives none.
    AboveLoss,
    /// The float of every pairing, played or not, read from the opponent
    /// (the 1992 A.4 writes it down when the pairing is made), and the
    /// pairing-allocated bye (1992 A.5); no other round without an opponent.
    PairingOrBye,
}

/// Rules a system uses when deriving the state (where the systems differ).
#[derive(Debug, Clone, Copy)]
pub struct DerivationRules {
    /// A forfeited game counts as a meeting for C.1 (no built-in system reads
    /// it so; see `corpora/disputed/README.md`).
    pub forfeit_counts_as_met: bool,
    /// Which rounds without a played game count as a downfloat.
    pub unplayed_float: UnplayedFloat,
    /// Any point or half point without playing blocks the bye (B.1.b of
    /// 2012), not only a pairing-allocated bye or a forfeit win.
    pub any_point_unplayed_blocks_bye: bool,
    /// As many points as a win in one round without playing (a full-point
    /// bye) blocks the bye too (C.04.1 Art. 4 of 2026).
    pub win_unplayed_blocks_bye: bool,
    /// The system's colour preference from the colour history.
    pub preference: fn(&PlayerState) -> ColourPreference,
}

/// Derives the state of every player of the tournament before `request.round`.
/// The result is indexed like `t.players`.
// Round `r` indexes every player's entries and scores alike.
#[allow(clippy::needless_range_loop)]
pub fn derive(t: &Tournament, request: &RoundRequest, rules: &DerivationRules) -> Vec<PlayerState> {
    let round = request.round.index();
    let system = &t.config.points;
    let scores_at: Vec<Vec<Points>> = t
        .players
        .iter()
        .map(|p| {
            (0..=round)
                .map(|r| p.points_before(r, system) + t.acceleration(p.id, Round::at_index(r)))
                .collect()
        })
        .collect();
    let mut states: Vec<PlayerState> = t
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let mut s = PlayerState::without_history(
                p.id,
                p.rating,
                p.points_before(round, system),
                scores_at[i][round],
            );
            for r in 0..round {
                let entry = p.entry(r);
                let played = entry.is_some_and(|e| e.is_played_game());
                let points = entry.map_or(0, |e| e.points(system));
                let scored = points > 0;
                let pairing_bye = entry.is_some_and(|e| e.is_pairing_bye());
                let float = match (entry.and_then(|e| e.opponent), rules.unplayed_float) {
                    (Some(opp), unplayed)
                        if played
                            || matches!(
                                unplayed,
                                UnplayedFloat::Never | UnplayedFloat::PairingOrBye
                            ) =>
                    {
                        let j = t
                            .index_of(opp)
                            .expect("opponents are validated by the reader");
                        float_between(scores_at[i][r], scores_at[j][r])
                    }
                    (_, UnplayedFloat::Always) => Float::Down,
                    (_, UnplayedFloat::PairingOrBye) if pairing_bye => Float::Down,
                    (_, UnplayedFloat::WhenScoring) if scored => Float::Down,
                    (_, UnplayedFloat::AboveLoss) if pairing_bye || points > system.loss => {
                        Float::Down
                    }
                    _ => Float::None,
                };
                s.floats.push(float);
                s.unplayed_scoring_rounds += u32::from(scored && !played);
                let Some(e) = entry else { continue };
                if let Some(opp) = e.opponent {
                    s.paired_with.insert(opp);
                    if played || rules.forfeit_counts_as_met {
                        s.opponents.insert(opp);
                    }
                    if played {
                        if let Some(c) = e.colour {
                            s.colours.push(c);
                            s.colour_rounds.push(r);
                        }
                    }
                    if e.is_forfeit_win() {
                        s.bye_ineligible = true;
                    }
                } else if pairing_bye
                    || (rules.any_point_unplayed_blocks_bye && scored)
                    || (rules.win_unplayed_blocks_bye && !played && points >= system.win)
                {
                    s.bye_ineligible = true;
                }
            }
            s
        })
        .collect();
    number_for_e5(t, &mut states, request);
    let max_score = max_possible_score(t, request);
    for s in &mut states {
        s.preference = (rules.preference)(s);
        // A.7: "over 50% of the maximum possible score": 2 * score > max.
        s.topscorer = max_score.is_some_and(|max| 2 * s.score > max);
    }
    states
}

/// E.5 reads the parity of the pairing number, and its note sends us to
/// C.04.2.B/C (initial order, late entries) for managing those numbers. A player
/// enters the tournament in the first round he is paired in (opponent, even if
/// the game is then forfeited, or the pairing-allocated bye); until then,
/// however many requested byes or absences he has, he holds no number, like a
/// late entry, and the players below him move up. So the number is the position
/// among the players who have been paired in an earlier round or take part in
/// this one. In round 1 this is the position among the players taking part;
/// from round 2 on it differs from the pairing id only below a player absent
/// from every round so far. This is how bbpPairings 5.0.1 numbers them: a
/// player with `0000` in rounds 1 and 2 flips the colours of the round-2 E.5
/// pairs below him (the measurement is in `corpora/disputed/README.md`).
fn number_for_e5(t: &Tournament, states: &mut [PlayerState], request: &RoundRequest) {
    let mut entered: Vec<usize> = (0..states.len())
        .filter(|&i| {
            request.present.contains(&states[i].id)
                || (0..request.round.index())
                    .any(|r| t.players[i].entry(r).is_some_and(|e| e.was_paired()))
        })
        .collect();
    entered.sort_by_key(|&i| states[i].id);
    for (position, i) in entered.into_iter().enumerate() {
        states[i].round_number = position as u32 + 1;
    }
}

fn float_between(own: Points, other: Points) -> Float {
    match own.cmp(&other) {
        std::cmp::Ordering::Greater => Float::Down,
        std::cmp::Ordering::Less => Float::Up,
        std::cmp::Ordering::Equal => Float::None,
    }
}

/// A.7: topscorers exist only when pairing the last round; the maximum score
/// possible so far is a win in every round played.
fn max_possible_score(t: &Tournament, request: &RoundRequest) -> Option<Points> {
    request
        .is_last_round()
        .then(|| t.config.points.win * request.round.index() as Points)
}
