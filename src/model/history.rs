//! The readings of the history every rule set has: how its
//! `DerivationRules` read forfeits, unplayed rounds and the bye. Their
//! defaults are the base system's own.

use crate::engine::readings::{Choices, Reading, ReadingValue, YES_NO};
use crate::state::{DerivationRules, UnplayedFloat};

pub const FORFEIT_COUNTS_AS_MEETING: Reading = Reading {
    name: "forfeit_counts_as_meeting",
    paragraph: "C.1 (2012: B.1.a)",
    doc: "whether a forfeited game counts as a meeting, so that the two players may not be paired again",
    values: YES_NO,
    default: "no",
};

pub const UNPLAYED_FLOAT: Reading = Reading {
    name: "unplayed_float",
    paragraph: "A.4.b (2012: B.1.b; 2026: 1.4)",
    doc: "which rounds without a played game count as a downfloat",
    values: &[
        ReadingValue { name: "always", doc: "every one, whatever it scored (A.4.b of 2017)" },
        ReadingValue { name: "when-scoring", doc: "those that scored: a bye or a forfeit win (2012)" },
        ReadingValue { name: "above-loss", doc: "the pairing-allocated bye and those scoring more than a loss (2026)" },
        ReadingValue { name: "never", doc: "none: the float is read from the opponent, if any" },
        ReadingValue { name: "pairing-or-bye", doc: "none but the pairing-allocated bye: an unplayed pairing floats by the opponent's score (1992 A.4, A.5)" },
    ],
    default: "always",
};

pub const ANY_POINT_UNPLAYED_BLOCKS_BYE: Reading = Reading {
    name: "any_point_unplayed_blocks_bye",
    paragraph: "C.2 (2012: B.1.b)",
    doc: "whether any point or half point scored without playing blocks the pairing-allocated bye",
    values: YES_NO,
    default: "no",
};

pub const WIN_UNPLAYED_BLOCKS_BYE: Reading = Reading {
    name: "win_unplayed_blocks_bye",
    paragraph: "C.2 (2026: C.04.1 Art. 4)",
    doc: "whether a win's points scored without playing (a full-point bye) block the pairing-allocated bye",
    values: YES_NO,
    default: "no",
};

/// The history readings, in the order the model files list them.
pub const READINGS: &[Reading] = &[
    FORFEIT_COUNTS_AS_MEETING,
    UNPLAYED_FLOAT,
    ANY_POINT_UNPLAYED_BLOCKS_BYE,
    WIN_UNPLAYED_BLOCKS_BYE,
];

/// The history readings with the defaults of a system deriving by `rules`.
pub fn readings_of(rules: &DerivationRules) -> Vec<Reading> {
    let yes_no = |b: bool| if b { "yes" } else { "no" };
    let float = match rules.unplayed_float {
        UnplayedFloat::Always => "always",
        UnplayedFloat::WhenScoring => "when-scoring",
        UnplayedFloat::AboveLoss => "above-loss",
        UnplayedFloat::Never => "never",
        UnplayedFloat::PairingOrBye => "pairing-or-bye",
    };
    vec![
        Reading {
            default: yes_no(rules.forfeit_counts_as_met),
            ..FORFEIT_COUNTS_AS_MEETING
        },
        Reading {
            default: float,
            ..UNPLAYED_FLOAT
        },
        Reading {
            default: yes_no(rules.any_point_unplayed_blocks_bye),
            ..ANY_POINT_UNPLAYED_BLOCKS_BYE
        },
        Reading {
            default: yes_no(rules.win_unplayed_blocks_bye),
            ..WIN_UNPLAYED_BLOCKS_BYE
        },
    ]
}

/// `base` with the history readings of `choices` applied.
pub fn apply(base: DerivationRules, choices: &Choices) -> DerivationRules {
    let readings = readings_of(&base);
    let yes = |name: &str| choices.named(&readings, name) == "yes";
    DerivationRules {
        forfeit_counts_as_met: yes(FORFEIT_COUNTS_AS_MEETING.name),
        unplayed_float: match choices.named(&readings, UNPLAYED_FLOAT.name) {
            "always" => UnplayedFloat::Always,
            "when-scoring" => UnplayedFloat::WhenScoring,
            "above-loss" => UnplayedFloat::AboveLoss,
            "pairing-or-bye" => UnplayedFloat::PairingOrBye,
            _ => UnplayedFloat::Never,
        },
        any_point_unplayed_blocks_bye: yes(ANY_POINT_UNPLAYED_BLOCKS_BYE.name),
        win_unplayed_blocks_bye: yes(WIN_UNPLAYED_BLOCKS_BYE.name),
        preference: base.preference,
    }
}
