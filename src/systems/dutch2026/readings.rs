//! The points the 2026 text leaves open, each a named reading with its
//! default (listed in docs/systems/dutch-2026.md; `models/dutch-2026.toml` names them).

use crate::engine::readings::{Choices, ModelTable, Reading, ReadingValue};

/// Whom [C14]/[C16] count among a bracket's downfloaters, and whose score
/// differences [C18]/[C20] count.
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
    /// Against one point less than the bracket's lowest score: the only
    /// definition of a downfloater's score difference the Dutch texts give
    /// (2017 A.8), above any pair the floater could make here, and growing
    /// with his score as [C7] orders downfloaters.
    AgainstLowestLessOne,
    /// Greater than that of any pair of the bracket, whatever the floater's
    /// score (a reading of the commentary).
    AboveAnyPair,
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

/// Which brackets [C9]'s note applies to ("a bracket that downfloats exactly
/// one player, who gets the PAB"), in a bracket paired with the rest of the
/// round in its model.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum C9Scope {
    /// Those whose MaxPairs (the bracket on its own) leaves one player.
    MaxPairsLeavesOne,
    /// Those that can downfloat exactly one player in a complete pairing
    /// with the PAB at the lowest score ([C4], [C5] before [C6]): where
    /// completion makes it float three, the note does not apply.
    FloatsExactlyOne,
}

/// The readings the 2026 rule set pairs under.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Readings {
    /// [C14]/[C16].
    pub float_scope: FloatScope,
    /// [C18]/[C20].
    pub float_sd_scope: FloatScope,
    pub downfloater_sd: DownfloaterScoreDifference,
    pub c8_under_c4: C8UnderC4,
    pub c9_scope: C9Scope,
}

/// The defaults: [C14]/[C16] as worded, [C18]/[C20] every downfloater (the
/// reference's choice), a downfloater's score difference as the Dutch texts
/// define it, [C4] applied to the following bracket too, [C9]'s note where
/// exactly one player can float.
pub const DEFAULT: Readings = Readings {
    float_scope: FloatScope::AsWritten,
    float_sd_scope: FloatScope::Every,
    downfloater_sd: DownfloaterScoreDifference::AgainstLowestLessOne,
    c8_under_c4: C8UnderC4::InModel,
    c9_scope: C9Scope::FloatsExactlyOne,
};

const SCOPES: &[ReadingValue] = &[
    ReadingValue {
        name: "as-written",
        doc: "the residents only, as the criteria are worded ('resident downfloaters')",
    },
    ReadingValue {
        name: "every",
        doc: "every downfloater, moved-down players floating on included",
    },
];

pub const FLOAT_SCOPE: Reading = Reading {
    name: "float_scope",
    paragraph: "C14, C16",
    doc: "whom the repeated-downfloat criteria count among a bracket's downfloaters",
    values: SCOPES,
    default: "as-written",
};

pub const FLOAT_SD_SCOPE: Reading = Reading {
    name: "float_sd_scope",
    paragraph: "C18, C20",
    doc: "whose score differences the repeated-downfloat criteria count",
    values: SCOPES,
    default: "every",
};

pub const DOWNFLOATER_SD: Reading = Reading {
    name: "downfloater_sd",
    paragraph: "C18, C20",
    doc: "the score difference of a downfloater, whose opponent below is not known yet",
    values: &[
        ReadingValue {
            name: "against-lowest-less-one",
            doc: "against one point less than the bracket's lowest score (2017 A.8, the only definition the texts give)",
        },
        ReadingValue {
            name: "above-any-pair",
            doc: "greater than that of any pair of the bracket, whatever the floater's score (a reading of the commentary)",
        },
    ],
    default: "against-lowest-less-one",
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

pub const C9_SCOPE: Reading = Reading {
    name: "c9_scope",
    paragraph: "C9",
    doc: "which brackets C9's note (a bracket that downfloats exactly one player, who gets the PAB) applies to",
    values: &[
        ReadingValue { name: "floats-exactly-one", doc: "those that can float exactly one player in a complete pairing with the PAB at the lowest score (bbpPairings 6.0.0)" },
        ReadingValue { name: "max-pairs-leaves-one", doc: "those whose MaxPairs, on their own, leaves one player" },
    ],
    default: "floats-exactly-one",
};

/// The 2026 readings, in the order the model file lists them.
pub const READINGS: &[Reading] = &[
    FLOAT_SCOPE,
    FLOAT_SD_SCOPE,
    DOWNFLOATER_SD,
    C8_UNDER_C4_READING,
    C9_SCOPE,
];

/// The paragraphs of the quality criteria, in the text's order.
pub const CRITERIA: &[&str] = &[
    "C5", "C6", "C7", "C8", "C9", "C10", "C11", "C12", "C13", "C14", "C15", "C16", "C17", "C18",
    "C19", "C20", "C21",
];

fn scope(value: &str) -> FloatScope {
    if value == "every" {
        FloatScope::Every
    } else {
        FloatScope::AsWritten
    }
}

/// The readings `choices` name.
pub fn chosen(choices: &Choices) -> Readings {
    Readings {
        float_scope: scope(choices.of(&FLOAT_SCOPE)),
        float_sd_scope: scope(choices.of(&FLOAT_SD_SCOPE)),
        downfloater_sd: match choices.of(&DOWNFLOATER_SD) {
            "above-any-pair" => DownfloaterScoreDifference::AboveAnyPair,
            _ => DownfloaterScoreDifference::AgainstLowestLessOne,
        },
        c8_under_c4: match choices.of(&C8_UNDER_C4_READING) {
            "alone" => C8UnderC4::Alone,
            _ => C8UnderC4::InModel,
        },
        c9_scope: match choices.of(&C9_SCOPE) {
            "max-pairs-leaves-one" => C9Scope::MaxPairsLeavesOne,
            _ => C9Scope::FloatsExactlyOne,
        },
    }
}

/// What a rule model may change of this rule set.
pub const TABLE: ModelTable = ModelTable {
    readings: READINGS,
    parameters: &[],
    criteria: CRITERIA,
};
