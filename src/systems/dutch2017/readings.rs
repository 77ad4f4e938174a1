//! The readings of the 2017 text a rule model may switch
//! (`models/dutch-2017.toml` lists them with their defaults).

use super::Dutch2017;
use crate::dutch_common::colours::AbsoluteTie;
use crate::dutch_common::order::RemainderNumbering;
use crate::engine::readings::{Choices, ModelTable, Reading, ReadingValue};

pub const D2_REMAINDER_NUMBERING: Reading = Reading {
    name: "d2_remainder_numbering",
    paragraph: "D.2, B.7",
    doc: "how D.2 numbers the remainder of a heterogeneous bracket: section D numbers the bracket once; \
          B.7 pairs the remainder 'with the same rules used for homogeneous brackets'",
    values: &[
        ReadingValue { name: "afresh", doc: "numbered 1, 2, 3... as a bracket of its own (bbpPairings 5.0.1, JaVaFo 2.2, the commission on 2026)" },
        ReadingValue { name: "bracket", doc: "the remainder keeps the numbers of the whole bracket" },
    ],
    default: "afresh",
};

pub const E2_ABSOLUTE_TIE: Reading = Reading {
    name: "e2_absolute_tie",
    paragraph: "E.2",
    doc: "two topscorers with absolute preferences for the same colour",
    values: &[
        ReadingValue {
            name: "wider-difference",
            doc: "the wider colour difference is granted (the 2017 text)",
        },
        ReadingValue {
            name: "equally-strong",
            doc: "both are equally strong and E.3 decides (the 2012 reading)",
        },
    ],
    default: "wider-difference",
};

pub const E5_NUMBERS: Reading = Reading {
    name: "e5_numbers",
    paragraph: "E.5",
    doc: "the number whose parity E.5 reads",
    values: &[
        ReadingValue { name: "entered", doc: "the position among the players who have entered the tournament (203/203 E.5 pairs of the absent-* files)" },
        ReadingValue { name: "pairing-number", doc: "the bare pairing number (189/203)" },
    ],
    default: "entered",
};

/// The 2017 readings, in the order the model file lists them.
pub const READINGS: &[Reading] = &[D2_REMAINDER_NUMBERING, E2_ABSOLUTE_TIE, E5_NUMBERS];

/// The paragraphs of the quality criteria, in the text's order.
pub const CRITERIA: &[&str] = &[
    "C.5", "C.6", "C.7", "C.8", "C.9", "C.10", "C.11", "C.12", "C.13", "C.14", "C.15", "C.16",
    "C.17", "C.18", "C.19",
];

/// E.5's number: the pairing number itself instead of the entry position.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum E5Numbers {
    Entered,
    PairingNumber,
}

/// The 2017 rule set with `choices` applied.
pub fn configured(choices: &Choices) -> Dutch2017 {
    Dutch2017 {
        d2_remainder_numbering: match choices.of(&D2_REMAINDER_NUMBERING) {
            "bracket" => RemainderNumbering::Bracket,
            _ => RemainderNumbering::Afresh,
        },
        e2_absolute_tie: match choices.of(&E2_ABSOLUTE_TIE) {
            "equally-strong" => AbsoluteTie::EquallyStrong,
            _ => AbsoluteTie::WiderDifference,
        },
        e5_numbers: match choices.of(&E5_NUMBERS) {
            "pairing-number" => E5Numbers::PairingNumber,
            _ => E5Numbers::Entered,
        },
    }
}

/// What a rule model may change of this rule set.
pub const TABLE: ModelTable = ModelTable {
    readings: READINGS,
    parameters: &[],
    criteria: CRITERIA,
};
