//! The points the 2026 text leaves open, each a named reading with its
//! default (listed in the README; `models/dutch-2026.toml` names them).

use crate::engine::readings::{Choices, Reading, ReadingValue};

/// Whom [C14]/[C16] (and the downfloaters of [C18]/[C20]) count among a
/// bracket's downfloaters.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FloatScope {
    /// The residents only, as the criteria are worded ("resident downfloaters").
    AsWritten,
    /// Every downfloater, moved-down players floating on included.
    Every,
}


/// The score difference of a downfloater in [C18]/[C20], whose opponent
/// below is not known yet.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DownfloaterScoreDifference {
    /// Greater than that of any pair of the bracket (the commentary).
    AboveAnyPair,
    /// Against one point less than the bracket's lowest score (2017 A.8).
    AgainstLowestLessOne,
}


/// Whether [C8] judges the following bracket with [C4] applied to it (its
/// pairing leaving the rest of the round pairable, the PAB as [C5] wants).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum C8UnderC4 {
    /// Yes: the bracket is paired with the rest of the round in its model
    /// whenever [C8] has a choice.
    InModel,
    /// No: the following bracket on its own.
    Alone,
}


/// The readings the 2026 rule set pairs under.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Readings {
    pub float_scope: FloatScope,
    pub downfloater_sd: DownfloaterScoreDifference,
    pub c8_under_c4: C8UnderC4,
}

/// The defaults: every downfloater, the commentary's score difference, [C4]
/// applied to the following bracket too.
pub const DEFAULT: Readings = Readings {
    float_scope: FloatScope::Every,
    downfloater_sd: DownfloaterScoreDifference::AboveAnyPair,
    c8_under_c4: C8UnderC4::InModel,
};

pub const FLOAT_SCOPE: Reading = Reading {
    name: "float_scope",
    paragraph: "C14, C16, C18, C20",
    doc: "whom the repeated-downfloat criteria count among a bracket's downfloaters",
    values: &[
        ReadingValue { name: "every", doc: "every downfloater, moved-down players floating on included" },
        ReadingValue { name: "as-written", doc: "the residents only, as the criteria are worded ('resident downfloaters')" },
    ],
    default: "every",
};

pub const DOWNFLOATER_SD: Reading = Reading {
    name: "downfloater_sd",
    paragraph: "C18, C20",
    doc: "the score difference of a downfloater, whose opponent below is not known yet",
    values: &[
        ReadingValue { name: "above-any-pair", doc: "greater than that of any pair of the bracket (the commentary)" },
        ReadingValue { name: "against-lowest-less-one", doc: "against one point less than the bracket's lowest score (2017 A.8)" },
    ],
    default: "above-any-pair",
};

pub const C8_UNDER_C4_READING: Reading = Reading {
    name: "c8_under_c4",
    paragraph: "C8, C4",
    doc: "whether C8 judges the following bracket with C4 applied to it (the rest of the round pairable, the PAB as C5 wants)",
    values: &[
        ReadingValue { name: "in-model", doc: "yes: the bracket is paired with the rest of the round whenever C8 has a choice" },
        ReadingValue { name: "alone", doc: "no: the following bracket on its own" },
    ],
    default: "in-model",
};

/// The 2026 readings, in the order the model file lists them.
pub const READINGS: &[Reading] = &[FLOAT_SCOPE, DOWNFLOATER_SD, C8_UNDER_C4_READING];

/// The paragraphs of the quality criteria, in the text's order.
pub const CRITERIA: &[&str] = &[
    "C5", "C6", "C7", "C8", "C9", "C10", "C11", "C12", "C13", "C14", "C15", "C16", "C17", "C18", "C19", "C20", "C21",
];

/// The readings `choices` name.
pub fn chosen(choices: &Choices) -> Readings {
    Readings {
        float_scope: match choices.of(&FLOAT_SCOPE) {
            "as-written" => FloatScope::AsWritten,
            _ => FloatScope::Every,
        },
        downfloater_sd: match choices.of(&DOWNFLOATER_SD) {
            "against-lowest-less-one" => DownfloaterScoreDifference::AgainstLowestLessOne,
            _ => DownfloaterScoreDifference::AboveAnyPair,
        },
        c8_under_c4: match choices.of(&C8_UNDER_C4_READING) {
            "alone" => C8UnderC4::Alone,
            _ => C8UnderC4::InModel,
        },
    }
}
