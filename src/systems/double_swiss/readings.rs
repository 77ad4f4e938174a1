//! The points the Double-Swiss text (C.04.5) leaves open, where the shared
//! reconstruction marks an article ONE-SOURCE or UNKNOWN: each a named
//! reading with its default (listed in docs/systems/double-swiss.md and in
//! `models/double-swiss.toml`).

use crate::engine::readings::{Choices, ModelTable, Reading, ReadingValue};

/// 3.4.3: "has played the most matches".
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PabMatches {
    /// Matches played (a forfeited match and a bye left out).
    Played,
    /// Rounds in which he was paired, forfeited matches included.
    Paired,
}

/// 4.3.1: the parity of the higher-ranked player's TPN.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum InitialParity {
    /// The TPN itself, as the text says.
    Tpn,
    /// His number among the players who have entered the tournament by this
    /// round (the parity the Dutch E.5 reads, an SPP answer for the
    /// individual rules).
    Arrived,
}

/// 1.5: whether a forfeited match makes a floater.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ForfeitFloat {
    /// Only a match played makes a floater.
    PlayedOnly,
    /// Any match paired against a different score, forfeited or not.
    Paired,
}

/// 2.3.4-2.3.5: the rounds in which [C7] and [C8] are not applied.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FloatRelaxation {
    /// The last round only.
    LastRound,
    /// The last two rounds (as C.04.6 drops its float criteria).
    LastTwoRounds,
}

/// The readings of the rule set, with their defaults.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Readings {
    pub pab_matches: PabMatches,
    pub initial_parity: InitialParity,
    pub forfeit_float: ForfeitFloat,
    pub float_relaxation: FloatRelaxation,
}

pub const DEFAULT: Readings = Readings {
    pab_matches: PabMatches::Played,
    initial_parity: InitialParity::Tpn,
    forfeit_float: ForfeitFloat::PlayedOnly,
    float_relaxation: FloatRelaxation::LastRound,
};

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
            doc: "rounds in which he was paired, forfeited matches included",
        },
    ],
);
pub const INITIAL_PARITY: Reading = Reading::first_default(
    "initial_parity",
    "4.3.1",
    "the parity of the higher-ranked player's TPN",
    &[
        ReadingValue {
            name: "tpn",
            doc: "the TPN itself",
        },
        ReadingValue {
            name: "arrived",
            doc: "his number among the players who have entered the tournament by this round",
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
pub const FLOAT_RELAXATION: Reading = Reading::first_default(
    "float_relaxation",
    "2.3.4-2.3.5",
    "the rounds in which [C7] and [C8] are not applied",
    &[
        ReadingValue {
            name: "last-round",
            doc: "the last round only",
        },
        ReadingValue {
            name: "last-two-rounds",
            doc: "the last two rounds, as C.04.6",
        },
    ],
);

/// The readings of the Double-Swiss text, in the order `models/double-swiss.toml` lists them.
pub const READINGS: &[Reading] = &[PAB_MATCHES, INITIAL_PARITY, FORFEIT_FLOAT, FLOAT_RELAXATION];

/// The paragraphs of the quality criteria, in priority order.
pub const CRITERIA: &[&str] = &["C5", "C4", "C7", "C8"];

/// The readings with a model's `choices` applied.
pub fn configured(choices: &Choices) -> Readings {
    Readings {
        pab_matches: match choices.of(&PAB_MATCHES) {
            "paired" => PabMatches::Paired,
            _ => PabMatches::Played,
        },
        initial_parity: match choices.of(&INITIAL_PARITY) {
            "arrived" => InitialParity::Arrived,
            _ => InitialParity::Tpn,
        },
        forfeit_float: match choices.of(&FORFEIT_FLOAT) {
            "paired" => ForfeitFloat::Paired,
            _ => ForfeitFloat::PlayedOnly,
        },
        float_relaxation: match choices.of(&FLOAT_RELAXATION) {
            "last-two-rounds" => FloatRelaxation::LastTwoRounds,
            _ => FloatRelaxation::LastRound,
        },
    }
}

/// What a rule model may change of this rule set.
pub const TABLE: ModelTable = ModelTable {
    readings: READINGS,
    parameters: &[],
    criteria: CRITERIA,
};
