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
    paragraph: "5.2.5",
    doc: "who is 'the higher ranked player (see Article 1.8)' of a pair of different scores",
    values: &[
        ReadingValue {
            name: "index",
            doc: "1.8 as written: the higher Index, then the smaller TPN, scores not used",
        },
        ReadingValue {
            name: "score-then-index",
            doc: "the higher score first, then 1.8 (as 5.2.1 ranks the players)",
        },
    ],
    default: "index",
};

/// The Burstein readings, in the order the model file lists them.
pub const READINGS: &[Reading] = &[ZERO_BYE_SERIES, HIGHER_RANKED];

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

/// The readings one Burstein rule set follows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Readings {
    pub zero_bye_series: ZeroByeSeries,
    pub higher_ranked: HigherRanked,
}

pub const DEFAULT: Readings = Readings {
    zero_bye_series: ZeroByeSeries::Trailing,
    higher_ranked: HigherRanked::Index,
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
        },
    }
}

/// What a rule model may change of this rule set.
pub const TABLE: ModelTable = ModelTable {
    readings: READINGS,
    parameters: &[],
    criteria: CRITERIA,
};
