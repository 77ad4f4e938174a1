//! The points the Swiss Team text (C.04.6) leaves open, where the shared
//! reconstruction marks an article ONE-SOURCE or UNKNOWN: each a named
//! reading with its default (listed in docs/systems/team-swiss.md and in
//! `models/team-swiss.toml`).

use crate::engine::readings::{Choices, ModelTable, Reading, ReadingValue};

/// A1: Type B in the last round, a team with CD 0 that had the same colour
/// in its last two matches.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LastRoundStrong {
    /// It keeps its strong preference (the lapse is the mild cases').
    Strong,
    /// It has none (CD 0 in the last round).
    None,
}

/// A3/A9 and 3.4.3: "has played the most matches".
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PabMatches {
    /// Matches played (a forfeited match and a bye left out).
    Played,
    /// Rounds in which it was paired, forfeited matches included.
    Paired,
}

/// 4.3.1: the parity of the first-team's TPN.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum InitialParity {
    /// The TPN itself (fixed, 1.1.3).
    Tpn,
    /// Its number among the teams that have entered by this round.
    Arrived,
}

/// A12, 4.3.6: which matches are compared for the latest difference.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum History {
    /// Matches played, both histories aligned at their ends (GHR 3.4).
    AlignedAtEnds,
    /// Round by round, the latest round both played in different colours.
    RoundByRound,
}

/// 1.5: whether a forfeited match makes a floater.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ForfeitFloat {
    /// Only a match played makes a floater.
    PlayedOnly,
    /// Any match paired against a different score, forfeited or not.
    Paired,
}

/// The readings of the rule set, with their defaults.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Readings {
    pub last_round_strong: LastRoundStrong,
    pub pab_matches: PabMatches,
    pub initial_parity: InitialParity,
    pub history: History,
    pub forfeit_float: ForfeitFloat,
}

pub const DEFAULT: Readings = Readings {
    last_round_strong: LastRoundStrong::Strong,
    pab_matches: PabMatches::Played,
    initial_parity: InitialParity::Tpn,
    history: History::AlignedAtEnds,
    forfeit_float: ForfeitFloat::PlayedOnly,
};

pub const LAST_ROUND_STRONG: Reading = Reading::first_default(
    "last_round_strong",
    "1.7.2",
    "Type B, last round: a team with CD 0 and the same colour in its last two matches",
    &[
        ReadingValue {
            name: "strong",
            doc: "keeps its strong preference",
        },
        ReadingValue {
            name: "none",
            doc: "has no preference (CD 0 in the last round)",
        },
    ],
);
pub const PAB_MATCHES: Reading = Reading::first_default(
    "pab_matches",
    "3.4.3",
    "'has played the most matches'",
    &[
        ReadingValue {
            name: "played",
            doc: "matches played (forfeited matches and byes left out)",
        },
        ReadingValue {
            name: "paired",
            doc: "rounds in which it was paired, forfeited matches included",
        },
    ],
);
pub const INITIAL_PARITY: Reading = Reading::first_default(
    "initial_parity",
    "4.3.1",
    "the parity of the first-team's TPN",
    &[
        ReadingValue {
            name: "tpn",
            doc: "the TPN itself",
        },
        ReadingValue {
            name: "arrived",
            doc: "its number among the teams that have entered by this round",
        },
    ],
);
pub const HISTORY: Reading = Reading::first_default(
    "history",
    "4.3.6",
    "the matches compared for the latest colour difference",
    &[
        ReadingValue {
            name: "aligned-at-ends",
            doc: "matches played, both histories aligned at their ends",
        },
        ReadingValue {
            name: "round-by-round",
            doc: "the latest round both played in different colours",
        },
    ],
);
pub const FORFEIT_FLOAT: Reading = Reading::first_default(
    "forfeit_float",
    "1.5",
    "whether a forfeited match makes a floater",
    &[
        ReadingValue {
            name: "played-only",
            doc: "only a match played makes a floater",
        },
        ReadingValue {
            name: "paired",
            doc: "any match paired against a different score, forfeited or not",
        },
    ],
);

/// The readings of the Swiss Team text, in the order `models/team-swiss.toml` lists them.
pub const READINGS: &[Reading] = &[
    LAST_ROUND_STRONG,
    PAB_MATCHES,
    INITIAL_PARITY,
    HISTORY,
    FORFEIT_FLOAT,
];

/// The paragraphs of the quality criteria, in priority order.
pub const CRITERIA: &[&str] = &["C5", "C4", "C7", "C8", "C9", "C10"];

/// The readings with a model's `choices` applied.
pub fn configured(choices: &Choices) -> Readings {
    Readings {
        last_round_strong: match choices.of(&LAST_ROUND_STRONG) {
            "none" => LastRoundStrong::None,
            _ => LastRoundStrong::Strong,
        },
        pab_matches: match choices.of(&PAB_MATCHES) {
            "paired" => PabMatches::Paired,
            _ => PabMatches::Played,
        },
        initial_parity: match choices.of(&INITIAL_PARITY) {
            "arrived" => InitialParity::Arrived,
            _ => InitialParity::Tpn,
        },
        history: match choices.of(&HISTORY) {
            "round-by-round" => History::RoundByRound,
            _ => History::AlignedAtEnds,
        },
        forfeit_float: match choices.of(&FORFEIT_FLOAT) {
            "paired" => ForfeitFloat::Paired,
            _ => ForfeitFloat::PlayedOnly,
        },
    }
}

/// What a rule model may change of this rule set.
pub const TABLE: ModelTable = ModelTable {
    readings: READINGS,
    parameters: &[],
    criteria: CRITERIA,
};
