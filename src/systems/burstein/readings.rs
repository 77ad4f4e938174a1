//! The readings of the Burstein text a rule model may switch
//! (`models/burstein.toml` lists them with their defaults).

use super::Burstein;
use crate::engine::readings::{Choices, ModelTable, Reading, ReadingValue};

pub const ZERO_BYE_SERIES: Reading = Reading {
    name: "zero_bye_series",
    paragraph: "1.7.2",
    doc: "which rounds make the series of zero-point byes up to the current round that count as draws \
          for the player's opponents' Index",
    values: &[
        ReadingValue {
            name: "trailing",
            doc: "the rounds since the player's last game or scoring round in which he scored nothing without \
                  playing (a zero-point bye, an absence, a round after withdrawal)",
        },
        ReadingValue {
            name: "none",
            doc: "no adjustment: the opponents count the player's actual score",
        },
    ],
    default: "trailing",
};

pub const HIGHER_RANKED: Reading = Reading {
    name: "higher_ranked",
    paragraph: "5.2.1, 5.2.5",
    doc: "who is 'the higher ranked player' of 5.2.1 (according to 1.8) and 5.2.5 (see 1.8) in a pair of different scores",
    values: &[
        ReadingValue {
            name: "index",
            doc: "1.8 as written: the higher Index, then the smaller TPN, scores not used",
        },
        ReadingValue {
            name: "score-then-index",
            doc: "the higher score first, then 1.8 (as the Dubov and Dutch texts rank a pair's players)",
        },
    ],
    default: "index",
};

pub const PAB_GAMES: Reading = Reading {
    name: "pab_games",
    paragraph: "3.1.4",
    doc: "'has played the highest number of games'",
    values: &[
        ReadingValue {
            name: "over-the-board",
            doc: "games played over the board",
        },
        ReadingValue {
            name: "paired",
            doc: "rounds in which he was paired, forfeited games included",
        },
    ],
    default: "over-the-board",
};

/// The Burstein readings, in the order the model file lists them.
pub const READINGS: &[Reading] = &[ZERO_BYE_SERIES, HIGHER_RANKED, PAB_GAMES];

/// The paragraphs of the quality criteria, in the text's order.
pub const CRITERIA: &[&str] = &["C5", "C6", "C7", "C8"];

/// 1.7.2's exception, as [`ZERO_BYE_SERIES`] reads it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ZeroByeSeries {
    Trailing,
    None,
}

/// 5.2.5's higher ranked player, as [`HIGHER_RANKED`] reads it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HigherRanked {
    Index,
    ScoreThenIndex,
}

/// 3.1.4's games played, as [`PAB_GAMES`] reads them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PabGames {
    OverTheBoard,
    Paired,
}

/// The readings one Burstein rule set follows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Readings {
    pub zero_bye_series: ZeroByeSeries,
    pub higher_ranked: HigherRanked,
    pub pab_games: PabGames,
}

pub const DEFAULT: Readings = Readings {
    zero_bye_series: ZeroByeSeries::Trailing,
    higher_ranked: HigherRanked::Index,
    pab_games: PabGames::OverTheBoard,
};

/// `base` with `choices` applied.
pub fn configured(base: &Burstein, choices: &Choices) -> Burstein {
    Burstein {
        seeding: base.seeding,
        readings: Readings {
            zero_bye_series: match choices.of(&ZERO_BYE_SERIES) {
                "none" => ZeroByeSeries::None,
                _ => ZeroByeSeries::Trailing,
            },
            higher_ranked: match choices.of(&HIGHER_RANKED) {
                "score-then-index" => HigherRanked::ScoreThenIndex,
                _ => HigherRanked::Index,
            },
            pab_games: match choices.of(&PAB_GAMES) {
                "paired" => PabGames::Paired,
                _ => PabGames::OverTheBoard,
            },
        },
    }
}

/// What a rule model may change of this rule set.
pub const TABLE: ModelTable = ModelTable {
    readings: READINGS,
    parameters: &[],
    criteria: CRITERIA,
};
