//! The points the 1992 text leaves open, each a named reading with its
//! default (listed in docs/systems/rating-1992.md). `c12_acceptance`,
//! `topscorer_preference`, `c14_order` and `a2_order` switch.
//!
//! Not readings, settled by the text:
//! - B.5/B.6 count every float A.4 and A.5 give (pairs of unequal scores,
//!   players moved down, the bye; `super::criteria`), as A.4 writes a float
//!   down for every pairing of unequal scores and A.5 makes the bye one.
//! - B.4 minimises the pairs missing a colour preference
//!   (`super::criteria::b4_colour_preferences`): "as many players as
//!   possible receive their colour preference"; x is only the procedure's
//!   count of them (A.8's least number, raised by one by C.11 when no
//!   pairing fits).

use super::Rating1992;
use crate::engine::readings::{Choices, ModelTable, Reading, ReadingValue};

pub const C12_ACCEPTANCE_READING: Reading = Reading {
    name: "c12_acceptance",
    paragraph: "C.12",
    doc: "when the previous bracket's new pairing is accepted at C.12",
    values: &[
        ReadingValue {
            name: "allows-p",
            doc: "when it now allows p pairings in the current bracket (as written)",
        },
        ReadingValue {
            name: "more-pairs",
            doc: "whenever the current bracket then makes more pairs (2012's reading of its P1)",
        },
    ],
    default: "allows-p",
};

pub const TOPSCORER_PREFERENCE_READING: Reading = Reading {
    name: "topscorer_preference",
    paragraph: "A.7.a",
    doc: "what A.7.a's exception for players over 50% in the last round leaves of an absolute preference",
    values: &[
        ReadingValue { name: "strong-or-mild", doc: "A.7.a is not in effect: their preference is the strong or mild one of A.7.b/c" },
        ReadingValue { name: "absolute", doc: "only the obligatory colour is lifted (B.2 yields by the Note): the preference stays absolute for E.2" },
    ],
    default: "strong-or-mild",
};

pub const C14_ORDER_READING: Reading = Reading {
    name: "c14_order",
    paragraph: "C.13, C.14",
    doc: "which p a heterogeneous penultimate bracket lowers first",
    values: &[
        ReadingValue { name: "remainder-first", doc: "the remainder's p (the one being paired when C.14 is reached), then the moved-down players'" },
        ReadingValue { name: "moved-down-first", doc: "the moved-down players' p (A.6's p of a heterogeneous bracket), then the remainder's" },
    ],
    default: "remainder-first",
};

pub const A2_ORDER_READING: Reading = Reading {
    name: "a2_order",
    paragraph: "A.2",
    doc: "the order within a score",
    values: &[
        ReadingValue { name: "pairing-numbers", doc: "the file's pairing numbers, taken as the order A.2 made before round 1" },
        ReadingValue { name: "rating-title-name", doc: "A.2's own keys: rating, then title (IGM-WGM-IM-WIM-FM-WFM-none), then name, whatever the file's numbers" },
    ],
    default: "pairing-numbers",
};

/// The 1992 readings, in the order the model file lists them.
pub const READINGS: &[Reading] = &[
    C12_ACCEPTANCE_READING,
    TOPSCORER_PREFERENCE_READING,
    C14_ORDER_READING,
    A2_ORDER_READING,
];

/// The paragraphs of the quality criteria, in priority order.
pub const CRITERIA: &[&str] = &[
    "C.14 p", "B.3", "C.12", "B.4 x", "B.5 up", "B.6 up", "B.5 down", "B.6 down",
];

/// The 1992 rule set with `choices` applied.
pub fn configured(choices: &Choices) -> Rating1992 {
    Rating1992 {
        c12_acceptance: match choices.of(&C12_ACCEPTANCE_READING) {
            "more-pairs" => C12Acceptance::MorePairs,
            _ => C12Acceptance::AllowsP,
        },
        c14_order: match choices.of(&C14_ORDER_READING) {
            "moved-down-first" => C14Order::MovedDownFirst,
            _ => C14Order::RemainderFirst,
        },
        topscorer_preference: match choices.of(&TOPSCORER_PREFERENCE_READING) {
            "absolute" => TopscorerPreference::Absolute,
            _ => TopscorerPreference::StrongOrMild,
        },
        a2_order: match choices.of(&A2_ORDER_READING) {
            "rating-title-name" => A2Order::RatingTitleName,
            _ => A2Order::PairingNumbers,
        },
    }
}

/// A.2: the order of the players within a score.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum A2Order {
    /// Rating, title and name do not change during the event, so within a
    /// score A.2's order is the one "made before the first round", which
    /// the text makes the pairing numbers: the file's numbers, as given.
    PairingNumbers,
    /// A.2's keys themselves, whatever the file's numbers: rating (as the
    /// file has it, F.7's corrections included), then FIDE title
    /// (IGM-WGM-IM-WIM-FM-WFM-no title), then name; the pairing number
    /// breaks a full tie.
    RatingTitleName,
}

/// When the previous bracket's new pairing is accepted at C.12.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum C12Acceptance {
    /// As written: "and this now allows p pairings to be made" in the current
    /// bracket (all its moved-down players, and its remainder's pairs).
    AllowsP,
    /// Whenever the current bracket then makes more pairs (2012's reading of
    /// its "P1 pairings").
    MorePairs,
}

/// C.14 in a heterogeneous penultimate bracket: which p is lowered first.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum C14Order {
    /// The remainder's, the group being paired when C.14 is reached (C.6
    /// pairs the moved-down players first), down to zero; then the
    /// moved-down players'.
    RemainderFirst,
    /// The moved-down players', A.6's p of a heterogeneous bracket; then
    /// the remainder's.
    MovedDownFirst,
}

/// A.7.a's exception: what remains of a topscorer's absolute preference.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TopscorerPreference {
    /// "This rule is not in effect": the preference is A.7.b/c's, strong or
    /// mild.
    StrongOrMild,
    /// The parenthesis follows "the (obligatory) colour is already written
    /// down" and lifts only that: the preference stays absolute in
    /// strength (E.2), the Note lifting B.2.
    Absolute,
}

/// Default: as written.
pub const C12_ACCEPTANCE: C12Acceptance = C12Acceptance::AllowsP;

/// What a rule model may change of this rule set.
pub const TABLE: ModelTable = ModelTable {
    readings: READINGS,
    parameters: &[],
    criteria: CRITERIA,
};
