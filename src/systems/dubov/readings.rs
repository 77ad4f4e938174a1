//! The points the Dubov text (C.04.4.1, 2026) leaves open, each a named
//! reading with its default (listed in docs/systems/dubov.md and in
//! `models/dubov.toml`).

use crate::engine::readings::{Choices, ModelTable, Reading, ReadingValue};

/// 5.2.4: "the most recent round in which their colours differed".
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ColourHistory {
    /// Their games' colours, each player's unplayed rounds left out,
    /// compared from the last game back.
    ByGames,
    /// Round by round, the rounds in which either had no game skipped.
    ByRounds,
}

/// 2.3.5 (C9): "the number of times a maximum upfloater is upfloated".
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum C9Measure {
    /// Each maximum upfloater upfloated counts his upfloats so far.
    Upfloats,
    /// Each maximum upfloater upfloated counts his upfloats beyond MaxT, one
    /// more than that with this one.
    BeyondMaxT,
}

/// 3.1.4: "has played the highest number of games".
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PabGames {
    /// Games played over the board.
    OverTheBoard,
    /// Rounds in which he was paired (forfeited games included).
    Paired,
}

/// The readings of the rule set, with their defaults.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Readings {
    pub colour_history: ColourHistory,
    pub c9: C9Measure,
    pub pab_games: PabGames,
}

pub const DEFAULT: Readings = Readings {
    colour_history: ColourHistory::ByGames,
    c9: C9Measure::Upfloats,
    pab_games: PabGames::OverTheBoard,
};

pub const COLOUR_HISTORY: Reading = Reading::first_default(
    "colour_history",
    "5.2.4",
    "'the most recent round in which their colours differed'",
    &[
        ReadingValue {
            name: "by-games",
            doc: "their games' colours, unplayed rounds left out, compared from the last game back",
        },
        ReadingValue {
            name: "by-rounds",
            doc: "round by round, a round either of them did not play skipped",
        },
    ],
);
pub const C9_MEASURE: Reading = Reading::first_default(
    "c9_measure",
    "2.3.5",
    "'the number of times a maximum upfloater is upfloated'",
    &[
        ReadingValue {
            name: "upfloats",
            doc: "each maximum upfloater upfloated counts all his upfloats so far",
        },
        ReadingValue {
            name: "beyond-maxt",
            doc: "each counts his upfloats beyond MaxT, this one included",
        },
    ],
);
pub const PAB_GAMES: Reading = Reading::first_default(
    "pab_games",
    "3.1",
    "'has played the highest number of games'",
    &[
        ReadingValue {
            name: "over-the-board",
            doc: "games played over the board",
        },
        ReadingValue {
            name: "paired",
            doc: "rounds in which he was paired, forfeited games included",
        },
    ],
);

/// The readings of the Dubov text, in the order `models/dubov.toml` lists them.
pub const READINGS: &[Reading] = &[COLOUR_HISTORY, C9_MEASURE, PAB_GAMES];

/// The paragraphs of the quality criteria, in priority order.
pub const CRITERIA: &[&str] = &["C5", "C6", "C7", "C8", "C9", "C10"];

/// The readings with a model's `choices` applied.
pub fn configured(choices: &Choices) -> Readings {
    Readings {
        colour_history: match choices.of(&COLOUR_HISTORY) {
            "by-rounds" => ColourHistory::ByRounds,
            _ => ColourHistory::ByGames,
        },
        c9: match choices.of(&C9_MEASURE) {
            "beyond-maxt" => C9Measure::BeyondMaxT,
            _ => C9Measure::Upfloats,
        },
        pab_games: match choices.of(&PAB_GAMES) {
            "paired" => PabGames::Paired,
            _ => PabGames::OverTheBoard,
        },
    }
}

/// What a rule model may change of this rule set.
pub const TABLE: ModelTable = ModelTable {
    readings: READINGS,
    parameters: &[],
    criteria: CRITERIA,
};
