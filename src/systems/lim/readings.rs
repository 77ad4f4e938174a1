//! The points the Lim text (C.04.4.3) leaves open, each a named reading with
//! its default (listed in docs/systems/lim.md and in `models/lim.toml`). Plain enums
//! and fields of the rule set; [`READINGS`] names them for rule models.
//!
//! Not readings, settled by the text:
//! - the median group when nobody has half the score is that score's group,
//!   empty (2.2 defines it by its score; 8.3 ends round two with "the Median
//!   Score-group (0.5 point)" whether or not a game was drawn);
//! - the due colour is the equalising one when a player's colours are
//!   unequal, else the alternate one (5.6: "due the same equalising colour";
//!   5.5, 5.6, and 5.1's "equal number" at the end of even rounds).

use crate::engine::readings::{Choices, ModelTable, Reading, ReadingValue};

/// 6: in the last round, which pairs the colour conditions of 2.1 yield for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LastRound {
    /// Every pair: no player is kept from an opponent by colours (a floater
    /// as much as two players of one scoregroup).
    EveryPair,
    /// Pairs of players with the same score only: 6 puts first C.04.1.e,
    /// "requiring players with the same score to be paired"; a floater's
    /// pair keeps the colour conditions.
    SameScore,
}

/// 2.6: which pair of a neighbouring scoregroup is "the next pairing" to
/// crack (the engine's walk takes it back; when a group has no pair left,
/// the next group further away).
pub use crate::engine::CrackedPair;

/// 5.4: how "the colours they had in earlier rounds, going back in
/// sequence" decide between two players due the same colour: at the latest
/// difference, the one who then had the other colour than the due one is
/// given the due colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HistoryTieBreak {
    /// Their games' colours, each player's unplayed rounds left out, compared
    /// from the last game back.
    LatestDifference,
    /// Round by round from the previous round back, the rounds in which
    /// either of them had no game skipped.
    ByRounds,
}

/// 5.4: whether a pair is "in the median score-group or above".
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PairSide {
    /// By the score of its higher-ranked player.
    HigherPlayer,
    /// By the score of its lower-ranked player: a pair is in the median
    /// group or above only when both its players are.
    LowerPlayer,
}

/// 7.2: the colours of two players without any game, in any round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NoHistory {
    /// The higher-ranked gets the drawn colour (`XXC`) when his position in
    /// the pairing list is odd, the other colour when it is even.
    ByParityOfTheHigher,
    /// 7.2 is round one's ("the only occasion when colours need be decided
    /// by lot"): after it, the higher-ranked gets the drawn colour, whatever
    /// his position.
    FirstRoundOnly,
}

/// 3.2, 3.8, 5.7: the Maxi-tournament rule (floaters and exchanges within
/// 100 rating points).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Maxi {
    /// Not a Maxi-tournament (the default).
    Off,
    /// A Maxi-tournament: 3.2's floater chosen to equalise the due colours
    /// is within 100 points of the player who would float otherwise (the
    /// lowest-numbered pairing down, the highest-numbered pairing up), else
    /// that player floats. Colours are then given by exchanges in the text's
    /// order rather than by the criteria 5.2 and 5.1: a player's proposed
    /// opponent (the floater's of 3.8, the others' of 2.4 and 4.1-4.3) is
    /// exchanged for one due the other colour only when their ratings differ
    /// by 100 points or less (3.8, 5.7).
    Within100,
}

/// 3.9, 3.3, 3.4: "a compatible opponent in the adjacent score-group".
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AdjacentOpponent {
    /// 3.9's floater types: any compatible player of the next scoregroup in
    /// the pairing order (the next non-empty one). 3.3 (3.4 pairing up):
    /// among the players who may equally float, the first in order who has
    /// a compatible opponent there once the opponents of the floaters chosen
    /// before him, those floating on from a higher (lower) group, are
    /// excluded, each of them taking a distinct one; residents ranked above
    /// him who float are chosen after him in the order and exclude nothing.
    ExcludingEarlierFloaters,
    /// 3.3 (3.4) read for every other floater "who [has] higher scores or
    /// higher pairing numbers" (lower, pairing up): as
    /// `ExcludingEarlierFloaters`, and the opponents of the group's own
    /// players ranked above him (below him pairing up) who must float by
    /// 2.3 a-c, having no compatible opponent in the group, are excluded too.
    ExcludingHigherFloaters,
}

/// 3.10: which floats count as "floated the round just before".
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FloatedBefore {
    /// An up- or down-float in the previous round (from the opponent's
    /// score); a criterion after 3.9 a-c on every resident left unpaired.
    EitherWay,
    /// Only a float the same way as the one now made: a down-float in the
    /// previous round when the group is paired downward, an up-float when
    /// it is paired upward.
    SameDirection,
}

/// 2.3, 3.6: whether two floaters of a scoregroup may meet each other.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FloatersMeet {
    /// Yes: the text forbids it nowhere (a down-floater meets an up-floater
    /// in the median group, 3.6.3).
    Allowed,
    /// No: a floater is transferred to meet a player of the group he floats
    /// to (2.3, 3.8), so two floaters of a group meet only when the round
    /// cannot be paired otherwise.
    Forbidden,
}

/// 3.6, 3.7: "the floater with the highest pairing number" (and lowest).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FloaterOrder {
    /// As 4.2 numbers players (#1 "the highest numbered player"): pairing
    /// down, among floaters of one score the top of the pairing list first;
    /// pairing up, the bottom first.
    HighestNumberedIsTop,
    /// The highest pairing number is the largest one, the bottom of the
    /// pairing list: pairing down, among floaters of one score the bottom
    /// first; pairing up, the top first.
    HighestNumberedIsBottom,
}

/// 3.8: "the highest numbered player available who is due the alternate
/// colour".
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FloaterOpponent {
    /// Due the other colour than the floater is due (every player when the
    /// floater is due none); failing those, the others in the same order.
    DueTheOtherColour,
    /// Due the colour the floater had last, so that the floater gets his
    /// alternate colour (5.1; every player when he has no game yet);
    /// failing those, the others in the same order.
    AlternatingTheFloater,
}

/// 5.6 with 5.4: in an even-numbered round, two players of a pair due the
/// same equalising colour, only one of whom can get it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EqualisingTie {
    /// 5.6's own words: "the colour history will decide ... as in Rule 5.4",
    /// their earlier colours first (reading `HistoryTieBreak`), the rank
    /// only when the histories are identical.
    ColourHistory,
    /// 5.4's clause for even-numbered rounds read alone: the higher-ranked
    /// is given the equalising colour in the median group or above, the
    /// lower-ranked below it, whatever their earlier colours.
    Rank,
}

/// The readings of the rule set, with their defaults.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Readings {
    pub last_round: LastRound,
    pub cracked_pair: CrackedPair,
    pub history: HistoryTieBreak,
    pub pair_side: PairSide,
    pub no_history: NoHistory,
    pub maxi: Maxi,
    pub adjacent: AdjacentOpponent,
    pub floated_before: FloatedBefore,
    pub floaters_meet: FloatersMeet,
    pub floater_order: FloaterOrder,
    pub floater_opponent: FloaterOpponent,
    pub equalising_tie: EqualisingTie,
}

pub const DEFAULT: Readings = Readings {
    last_round: LastRound::EveryPair,
    cracked_pair: CrackedPair::NearestTheMedian,
    history: HistoryTieBreak::LatestDifference,
    pair_side: PairSide::HigherPlayer,
    no_history: NoHistory::ByParityOfTheHigher,
    maxi: Maxi::Off,
    adjacent: AdjacentOpponent::ExcludingEarlierFloaters,
    floated_before: FloatedBefore::EitherWay,
    floaters_meet: FloatersMeet::Allowed,
    floater_order: FloaterOrder::HighestNumberedIsTop,
    floater_opponent: FloaterOpponent::DueTheOtherColour,
    equalising_tie: EqualisingTie::ColourHistory,
};

pub const LAST_ROUND: Reading = Reading::first_default(
    "last_round",
    "6",
    "which pairs the colour conditions of 2.1 yield for in the last round",
    &[
        ReadingValue {
            name: "every-pair",
            doc: "every pair",
        },
        ReadingValue {
            name: "same-score",
            doc: "pairs of players with the same score (C.04.1.e's), not a floater's",
        },
    ],
);
pub const CRACKED_PAIR: Reading = Reading::first_default("cracked_pair", "2.6", "the 'next pairing' cracked for a blocked median group", &[
    ReadingValue { name: "nearest-the-median", doc: "the pair of the neighbouring group nearest the median group: above it the pair of its lowest-ranked player, below it of its highest-ranked" },
    ReadingValue { name: "last-made", doc: "the pairing the neighbouring group made last: above it (paired downward, 4.1a) the pair whose higher-ranked player ranks lowest, below it (paired upward) the pair whose lower-ranked player ranks highest" },
]);
pub const HISTORY_TIE_BREAK: Reading = Reading::first_default("history_tie_break", "5.4", "how earlier colours decide between two players due the same colour", &[
    ReadingValue { name: "latest-difference", doc: "the latest difference of their games' colours, compared from the last game back (unplayed rounds left out)" },
    ReadingValue { name: "by-rounds", doc: "the latest round in which both played with different colours, round by round (a round either did not play skipped)" },
]);
pub const ADJACENT_OPPONENT: Reading = Reading::first_default("adjacent_opponent", "3.9, 3.3, 3.4", "a compatible opponent in the adjacent scoregroup", &[
    ReadingValue { name: "excluding-earlier-floaters", doc: "3.9: any compatible player of the next group; 3.3/3.4: one left once the floaters floating on from beyond have theirs" },
    ReadingValue { name: "excluding-higher-floaters", doc: "as excluding-earlier-floaters, and 3.3/3.4 also exclude the opponents of the group's players ranked above him (below him pairing up) who must float by 2.3 a-c" },
]);
pub const PAIR_SIDE: Reading = Reading::first_default(
    "pair_side",
    "5.4",
    "whether a pair is in the median group or above",
    &[
        ReadingValue {
            name: "higher-player",
            doc: "by the score of its higher-ranked player",
        },
        ReadingValue {
            name: "lower-player",
            doc: "by the score of its lower-ranked player: only when both players are",
        },
    ],
);
pub const NO_HISTORY: Reading = Reading::first_default("no_history", "7.2", "the colours of two players without a game", &[
    ReadingValue { name: "by-parity-of-the-higher", doc: "in any round, the drawn colour to the higher-ranked when his position is odd" },
    ReadingValue { name: "first-round-only", doc: "by parity in round one only; later the drawn colour to the higher-ranked, whatever his position" },
]);
pub const FLOATED_BEFORE: Reading = Reading::first_default("floated_before", "3.10", "which floats count as floated the round just before", &[
    ReadingValue { name: "either-way", doc: "an up- or down-float in the previous round" },
    ReadingValue { name: "same-direction", doc: "a float the same way as now: a down-float pairing downward, an up-float pairing upward" },
]);
pub const FLOATERS_MEET: Reading = Reading::first_default("floaters_meet", "2.3, 3.6, 3.8", "whether two floaters of a scoregroup may meet", &[
    ReadingValue { name: "allowed", doc: "yes: the text forbids it nowhere" },
    ReadingValue { name: "forbidden", doc: "no: a floater meets a player of the group he floats to, unless the round cannot be paired otherwise" },
]);
pub const FLOATER_ORDER: Reading = Reading::first_default("floater_order", "3.6, 3.7", "'the floater with the highest pairing number'", &[
    ReadingValue { name: "highest-numbered-is-top", doc: "as 4.2 numbers players: #1 is the highest numbered" },
    ReadingValue { name: "highest-numbered-is-bottom", doc: "the largest pairing number: pairing down, the bottom floater of a score first; pairing up, the top one" },
]);

pub const FLOATER_OPPONENT: Reading = Reading::first_default("floater_opponent", "3.8", "'the highest numbered player available who is due the alternate colour'", &[
    ReadingValue { name: "due-the-other-colour", doc: "due the other colour than the floater, failing those the others" },
    ReadingValue { name: "alternating-the-floater", doc: "due the colour the floater had last, so that he alternates (5.1), failing those the others" },
]);
pub const EQUALISING_TIE: Reading = Reading::first_default("equalising_tie", "5.6, 5.4", "in an even round, two players due the same equalising colour", &[
    ReadingValue { name: "colour-history", doc: "5.6: their colour histories decide as in 5.4, the rank only when they are identical" },
    ReadingValue { name: "rank", doc: "5.4's even-round clause alone: the higher-ranked gets it in the median group or above, the lower-ranked below" },
]);

/// The readings of the Lim text, in the order `models/lim.toml` lists them.
pub const READINGS: &[Reading] = &[
    LAST_ROUND,
    CRACKED_PAIR,
    HISTORY_TIE_BREAK,
    PAIR_SIDE,
    NO_HISTORY,
    ADJACENT_OPPONENT,
    FLOATED_BEFORE,
    FLOATERS_MEET,
    FLOATER_ORDER,
    FLOATER_OPPONENT,
    EQUALISING_TIE,
];

/// 3.2, 3.8, 5.7: the Maxi-tournament rule, a parameter of a model.
pub const MAXI: Reading = Reading {
    name: "maxi",
    paragraph: "3.2, 3.8, 5.7",
    doc: "whether the tournament is a Maxi-tournament (floaters and exchanges for colours within 100 rating points)",
    values: &[
        ReadingValue { name: "off", doc: "not a Maxi-tournament (the default)" },
        ReadingValue { name: "within-100", doc: "3.2's floater chosen for colours within 100 points of the one who would float otherwise; an opponent exchanged for colours only within 100 points of the proposed one (3.8, 5.7), colours by exchanges instead of the criteria 5.2/5.1" },
    ],
    default: "off",
};

/// The parameters of the Lim text a model may set.
pub const PARAMETERS: &[Reading] = &[MAXI];

/// The paragraphs of the quality criteria, in priority order.
pub const CRITERIA: &[&str] = &["2.3", "3.9a", "3.9b", "3.9c", "3.10", "3.2", "5.2", "5.1"];

/// The readings with a model's `choices` applied.
pub fn configured(choices: &Choices) -> Readings {
    let maxi = match choices.of(&MAXI) {
        "within-100" => Maxi::Within100,
        _ => Maxi::Off,
    };
    let last_round = match choices.of(&LAST_ROUND) {
        "same-score" => LastRound::SameScore,
        _ => LastRound::EveryPair,
    };
    let cracked_pair = match choices.of(&CRACKED_PAIR) {
        "last-made" => CrackedPair::LastMade,
        _ => CrackedPair::NearestTheMedian,
    };
    let adjacent = match choices.of(&ADJACENT_OPPONENT) {
        "excluding-higher-floaters" => AdjacentOpponent::ExcludingHigherFloaters,
        _ => AdjacentOpponent::ExcludingEarlierFloaters,
    };
    let history = match choices.of(&HISTORY_TIE_BREAK) {
        "by-rounds" => HistoryTieBreak::ByRounds,
        _ => HistoryTieBreak::LatestDifference,
    };
    let pair_side = match choices.of(&PAIR_SIDE) {
        "lower-player" => PairSide::LowerPlayer,
        _ => PairSide::HigherPlayer,
    };
    let no_history = match choices.of(&NO_HISTORY) {
        "first-round-only" => NoHistory::FirstRoundOnly,
        _ => NoHistory::ByParityOfTheHigher,
    };
    let floated_before = match choices.of(&FLOATED_BEFORE) {
        "same-direction" => FloatedBefore::SameDirection,
        _ => FloatedBefore::EitherWay,
    };
    let floaters_meet = match choices.of(&FLOATERS_MEET) {
        "forbidden" => FloatersMeet::Forbidden,
        _ => FloatersMeet::Allowed,
    };
    let floater_order = match choices.of(&FLOATER_ORDER) {
        "highest-numbered-is-bottom" => FloaterOrder::HighestNumberedIsBottom,
        _ => FloaterOrder::HighestNumberedIsTop,
    };
    let floater_opponent = match choices.of(&FLOATER_OPPONENT) {
        "alternating-the-floater" => FloaterOpponent::AlternatingTheFloater,
        _ => FloaterOpponent::DueTheOtherColour,
    };
    let equalising_tie = match choices.of(&EQUALISING_TIE) {
        "rank" => EqualisingTie::Rank,
        _ => EqualisingTie::ColourHistory,
    };
    Readings {
        equalising_tie,
        maxi,
        floater_opponent,
        cracked_pair,
        history,
        adjacent,
        last_round,
        pair_side,
        no_history,
        floated_before,
        floaters_meet,
        floater_order,
    }
}

/// What a rule model may change of this rule set.
pub const TABLE: ModelTable = ModelTable {
    readings: READINGS,
    parameters: PARAMETERS,
    criteria: CRITERIA,
};
