//! The readings of the 2012 text a rule model may switch
//! (`models/dutch-2012.toml` lists them with their defaults; what each was
//! measured against is in `corpora/disputed/README.md`).

use super::Dutch2012;
use crate::dutch_common::colours::AbsoluteTie;
use crate::dutch_common::order::RemainderNumbering;
use crate::engine::readings::{Choices, ModelTable, Reading, ReadingValue};

pub const D2_REMAINDER_NUMBERING: Reading = Reading {
    name: "d2_remainder_numbering",
    paragraph: "D.2, C.6",
    doc: "how D.2 numbers the remainder of a heterogeneous bracket ('continue at C.4 with the remainder group')",
    values: &[
        ReadingValue { name: "afresh", doc: "numbered 1, 2, 3... as a bracket of its own" },
        ReadingValue { name: "bracket", doc: "the remainder keeps the numbers of the whole bracket" },
    ],
    default: "afresh",
};

pub const E2_ABSOLUTE_TIE: Reading = Reading {
    name: "e2_absolute_tie",
    paragraph: "E.2",
    doc: "two topscorers with absolute preferences for the same colour: E.2 grants only 'the stronger colour preference'",
    values: &[
        ReadingValue { name: "equally-strong", doc: "both are equally strong and E.3 decides (small-16 round 11)" },
        ReadingValue { name: "wider-difference", doc: "the wider colour difference is granted (the 2017 text)" },
    ],
    default: "equally-strong",
};

pub const E5_NUMBERS: Reading = Reading {
    name: "e5_numbers",
    paragraph: "E.5",
    doc: "the number whose parity E.5 reads after round 1",
    values: &[
        ReadingValue {
            name: "pairing-number",
            doc: "the pairing number itself",
        },
        ReadingValue {
            name: "entered",
            doc:
                "the position among the players who have entered the tournament (the 2017 reading)",
        },
    ],
    default: "pairing-number",
};

pub const E5_LATER_ROUNDS: Reading = Reading {
    name: "e5_later_rounds",
    paragraph: "E.5",
    doc: "the colour of the odd-numbered higher player of two without colour history after round 1 (the text speaks of round 1 only)",
    values: &[
        ReadingValue { name: "other-colour", doc: "the other colour than in round 1 (all 215 such pairs of JaVaFo's corpus)" },
        ReadingValue { name: "as-round-one", doc: "the same colour as in round 1" },
    ],
    default: "other-colour",
};

pub const C12_BACKTRACKING: Reading = Reading {
    name: "c12_backtracking",
    paragraph: "C.12",
    doc: "when the next bracket needs C.12 itself and has no other pairing to offer ('backtracking is disallowed when already backtracking')",
    values: &[
        ReadingValue { name: "next-bracket-only", doc: "a bracket backtracks only for the bracket right below it: the bracket reached by a backtracking does not backtrack further" },
        ReadingValue { name: "goes-on-up", doc: "the search for a bracket that can help goes on up" },
    ],
    default: "next-bracket-only",
};

pub const C12_WHEN: Reading = Reading {
    name: "c12_when",
    paragraph: "C.1, C.12",
    doc: "when the players a bracket moves down make C.12 needed in the next bracket ('if this player was moved down from a higher score bracket apply C12'; C.12: 'this now allows P1 pairings')",
    values: &[
        ReadingValue { name: "all-paired", doc: "the next bracket cannot pair all its moved-down players, or cannot make the P0 pairs of the players C.1 leaves in it" },
        ReadingValue { name: "c1-or-p0", doc: "a moved-down player has no compatible opponent in the next bracket (C.1), or the players C.1 leaves cannot make their P0 pairs" },
        ReadingValue { name: "heterogeneous-all-paired", doc: "as all-paired, but a next bracket that A.3 treats as homogeneous (at least half of it moved down) pairs no moved-down player as such: only C.1 and its P0 pairs count there" },
    ],
    default: "heterogeneous-all-paired",
};

pub const C12_FLOATERS: Reading = Reading {
    name: "c12_floaters",
    paragraph: "C.12",
    doc: "which pairing of the previous bracket C.12 takes: one 'whereby another set of players of the same size and with the same scores will be moved down' and that 'now allows P1 pairings to be made'",
    values: &[
        ReadingValue { name: "most-pairs", doc: "the next bracket ranked by its pairs (then its PSD), before the bracket's own colour and float criteria" },
        ReadingValue { name: "allows-p1", doc: "the first pairing, by the bracket's own criteria and order, whose floaters let the next bracket make its P1 pairs" },
        ReadingValue { name: "allows-p1-or-most-pairs", doc: "as allows-p1, accepted whenever the next bracket then makes its P1 pairs; when no set of floaters lets it, the next bracket ranked by its pairs (then its PSD) as most-pairs" },
    ],
    default: "allows-p1-or-most-pairs",
};

pub const C12_OTHER_SET: Reading = Reading {
    name: "c12_other_set",
    paragraph: "A.3, C.12",
    doc: "what the next bracket must do with another set of floaters for C.12 to take it ('this now allows P1 pairings'), where A.3 treats that bracket as homogeneous (at least half of it moved down)",
    values: &[
        ReadingValue { name: "all-paired", doc: "pair all of them, even where A.3 treats it as homogeneous" },
        ReadingValue { name: "as-c12-when", doc: "the same test as the one that makes C.12 needed (c12_when): where A.3 treats it as homogeneous, only C.1 and its P0 pairs count" },
        ReadingValue { name: "higher-paired", doc: "as as-c12-when, and where A.3 treats it as homogeneous the moved-down players it cannot pair score lower than those it could not pair with the first set (C.1's moved-down players are what C.12 backtracks for)" },
    ],
    default: "higher-paired",
};

pub const C12_LAST_BRACKET: Reading = Reading {
    name: "c12_last_bracket",
    paragraph: "C.12, C.13, B.1.b",
    doc: "when the next bracket is the lowest one, whether it pairs all its moved-down players ('this now allows P1 pairings'; C.13 lowers M1 only after C.12)",
    values: &[
        ReadingValue { name: "with-bye", doc: "only if a complete pairing of the lowest bracket, with the bye to an eligible resident (B.1.b), pairs them all" },
        ReadingValue { name: "ignoring-bye", doc: "if some matching pairs them all, whoever is left for the bye" },
    ],
    default: "with-bye",
};

pub const C14_M1: Reading = Reading {
    name: "c14_m1",
    paragraph: "C.14.b",
    doc: "which M1 a heterogeneous penultimate bracket tries at each P1: C.14.b2 reduces M1 'by 1', C.14.b1 reduces P1 once 'the pairing procedure has got to the remainder at least once'; the text leaves open how the two interleave when the moved-down players can be paired but the rest of the round then cannot",
    values: &[
        ReadingValue { name: "one-by-one", doc: "at each P1, M1 from min(M0, P1) down to one, one by one (b2 before b1)" },
        ReadingValue { name: "all-then-one", doc: "at each P1, all the moved-down players it can (min(M0, P1)), then one" },
        ReadingValue { name: "after-remainder", doc: "M1 lowered only while no M1 moved-down players can be paired; once they can (the remainder is reached), only P1 is lowered, M1 kept (at most P1)" },
    ],
    default: "one-by-one",
};

pub const C14_SINGLE_MDP: Reading = Reading {
    name: "c14_single_mdp",
    paragraph: "C.8.b, C.13, C.14.b",
    doc: "which moved-down player a heterogeneous penultimate bracket pairs at M1 = 1 when the highest cannot be paired there with the rest of the round pairable: C.8.b takes 'another set of M1 players' by D.3, C.14.b1 lowers P1 once 'the pairing procedure has got to the remainder'",
    values: &[
        ReadingValue { name: "highest-first", doc: "one of the highest score, at the highest P1 that lets the rest be paired; a lower one only when no P1 does" },
        ReadingValue { name: "any", doc: "any, by D.3 and the bracket's criteria, at each P1 before P1 is lowered" },
        ReadingValue { name: "highest-then-down", doc: "as highest-first, but when no P1 lets the rest be paired with one of the highest, P1 goes on down to zero (the whole bracket moves down, C.14.b1) if the round can then be paired; a lower one only when it cannot (small-2055 round 8)" },
    ],
    default: "highest-first",
};

pub const D4_B3: Reading = Reading {
    name: "d4_b3",
    paragraph: "B.3, D.4",
    doc: "B.3 in the lowest bracket ('see section D.4 regarding how to use this criterion after repeated application of rule C.13'): the B3-factor (sum of squared score differences)",
    values: &[
        ReadingValue { name: "factor-only", doc: "the B3-factor is B.3 there: pairings of equal B3-factor are equally close, the colour and float criteria decide" },
        ReadingValue { name: "then-psd", doc: "the B3-factor, then the PSD of the other brackets (fewest large differences first)" },
    ],
    default: "factor-only",
};

pub const A3_FLOATERS: Reading = Reading {
    name: "a3_floaters",
    paragraph: "A.3, C.3.e-h, B.5, B.6",
    doc: "whom B.5 and B.6 concern in a bracket A.3 treats as homogeneous (at least half of it moved down): C.3.e-f name the downfloaters the bracket produces",
    values: &[
        ReadingValue { name: "residents", doc: "only its own residents it moves down; its moved-down players moving on were produced by the bracket above" },
        ReadingValue { name: "all-moved-down", doc: "every player it moves down, its moved-down players included: treated as homogeneous, all its players are its own (small-1114 round 9)" },
    ],
    default: "residents",
};

pub const A3_PPB_MDPS: Reading = Reading {
    name: "a3_ppb_mdps",
    paragraph: "A.3, C.14.a",
    doc: "how many pairs of a penultimate bracket A.3 treats as homogeneous hold a moved-down player ('these players moved down are always paired first whenever possible')",
    values: &[
        ReadingValue { name: "as-many-as-possible", doc: "as many as can be paired with residents at once, at most P1; its other pairs are residents' (small-1222 round 11)" },
        ReadingValue { name: "every-pair", doc: "every pair it makes (P1 of them)" },
        ReadingValue { name: "fewer-before-p1", doc: "as many as possible first, then fewer at the same P1 before C.14.a lowers P1 (seed 16, tournament 38, round 11 of the JaVaFo 1.4 endorse run)" },
    ],
    default: "as-many-as-possible",
};

pub const A3_HALF: Reading = Reading {
    name: "a3_half",
    paragraph: "A.3, C.1, C.2",
    doc: "whom A.3 counts for 'at least half of the players have come from a higher score bracket' (the bracket then treated as homogeneous): C.1 moves on the players without a compatible opponent in the bracket before C.2 determines P0 and M0",
    values: &[
        ReadingValue { name: "after-c1", doc: "the players C.1 leaves in the bracket: those with a compatible opponent in it (small-2063 round 6, small-2115 round 9); in the penultimate bracket C.13 backtracks to, every player (C.1 sends none of them to C.12 when already backtracking: small-120 round 11, absent-1102 round 9)" },
        ReadingValue { name: "all-players", doc: "every player of the bracket, those C.1 moves on included" },
        ReadingValue { name: "after-c1-everywhere", doc: "as after-c1, in the penultimate bracket too" },
    ],
    default: "after-c1",
};

pub const A3_PPB_SINGLE_MDP: Reading = Reading {
    name: "a3_ppb_single_mdp",
    paragraph: "A.3, C.14",
    doc: "which moved-down player a penultimate bracket A.3 treats as homogeneous pairs when it pairs only one of them (c14_single_mdp's question there)",
    values: &[
        ReadingValue { name: "any", doc: "any, by the bracket's criteria and order, at each P1" },
        ReadingValue { name: "highest-first", doc: "as c14_single_mdp = highest-first: one of the highest score, P1 lowered before a lower one is paired (absent-2061 round 7)" },
    ],
    default: "highest-first",
};

/// The 2012 readings, in the order the model file lists them.
pub const READINGS: &[Reading] = &[
    D2_REMAINDER_NUMBERING,
    E2_ABSOLUTE_TIE,
    E5_NUMBERS,
    E5_LATER_ROUNDS,
    C12_BACKTRACKING,
    C12_WHEN,
    C12_FLOATERS,
    C12_OTHER_SET,
    C12_LAST_BRACKET,
    C14_M1,
    C14_SINGLE_MDP,
    D4_B3,
    A3_FLOATERS,
    A3_PPB_MDPS,
    A3_HALF,
    A3_PPB_SINGLE_MDP,
];

/// The paragraphs of the quality criteria (A.11's order).
pub const CRITERIA: &[&str] = &[
    "A.11 P", "A.3", "D.4", "B.3", "C.12", "B.2", "A.7.d", "B.4 X", "B.4 Z", "B.5 down",
    "B.6 down", "B.5 up", "B.6 up",
];

/// The number E.5 reads after round 1.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum E5Numbers {
    PairingNumber,
    Entered,
}

/// E.5's colour for the odd-numbered higher player after round 1.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum E5LaterRounds {
    OtherColour,
    AsRoundOne,
}

/// How far C.12's backtracking reaches.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum C12Backtracking {
    GoesOnUp,
    NextBracketOnly,
}

/// When C.12 is needed below a bracket.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum C12When {
    AllPaired,
    C1OrP0,
    HeterogeneousAllPaired,
}

/// Which pairing of the previous bracket C.12 takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum C12Floaters {
    MostPairs,
    AllowsP1,
    AllowsP1OrMostPairs,
}

/// B.3 in the lowest bracket.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum D4B3 {
    FactorOnly,
    ThenPsd,
}

/// What C.12 asks of the next bracket with another set of floaters.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum C12OtherSet {
    AllPaired,
    AsC12When,
    HigherPaired,
}

/// Whether C.12 sees the bye of the lowest bracket.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum C12LastBracket {
    WithBye,
    IgnoringBye,
}

/// The values of M1 C.14.b tries at each P1 in a heterogeneous penultimate bracket.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum C14M1 {
    OneByOne,
    AllThenOne,
    AfterRemainder,
}

/// Whom B.5 and B.6 concern in a bracket A.3 treats as homogeneous.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum A3Floaters {
    Residents,
    AllMovedDown,
}

/// How many pairs of a penultimate bracket A.3 treats as homogeneous hold a
/// moved-down player.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum A3PpbMdps {
    EveryPair,
    AsManyAsPossible,
    FewerBeforeP1,
}

/// Which moved-down player a penultimate bracket treated as homogeneous pairs alone.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum A3PpbSingleMdp {
    Any,
    HighestFirst,
}

/// Whom A.3 counts for its "at least half".
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum A3Half {
    AfterC1,
    AllPlayers,
    AfterC1Everywhere,
}

/// Which moved-down player C.14 pairs at M1 = 1 in a heterogeneous
/// penultimate bracket.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum C14SingleMdp {
    HighestFirst,
    Any,
    HighestThenDown,
}

/// The 2012 rule set with `choices` applied.
pub fn configured(choices: &Choices) -> Dutch2012 {
    Dutch2012 {
        d2_remainder_numbering: match choices.of(&D2_REMAINDER_NUMBERING) {
            "bracket" => RemainderNumbering::Bracket,
            _ => RemainderNumbering::Afresh,
        },
        e2_absolute_tie: match choices.of(&E2_ABSOLUTE_TIE) {
            "wider-difference" => AbsoluteTie::WiderDifference,
            _ => AbsoluteTie::EquallyStrong,
        },
        e5_numbers: match choices.of(&E5_NUMBERS) {
            "entered" => E5Numbers::Entered,
            _ => E5Numbers::PairingNumber,
        },
        e5_later_rounds: match choices.of(&E5_LATER_ROUNDS) {
            "as-round-one" => E5LaterRounds::AsRoundOne,
            _ => E5LaterRounds::OtherColour,
        },
        c12_backtracking: match choices.of(&C12_BACKTRACKING) {
            "next-bracket-only" => C12Backtracking::NextBracketOnly,
            _ => C12Backtracking::GoesOnUp,
        },
        c12_when: match choices.of(&C12_WHEN) {
            "c1-or-p0" => C12When::C1OrP0,
            "all-paired" => C12When::AllPaired,
            _ => C12When::HeterogeneousAllPaired,
        },
        c12_floaters: match choices.of(&C12_FLOATERS) {
            "allows-p1" => C12Floaters::AllowsP1,
            "most-pairs" => C12Floaters::MostPairs,
            _ => C12Floaters::AllowsP1OrMostPairs,
        },
        c12_other_set: match choices.of(&C12_OTHER_SET) {
            "all-paired" => C12OtherSet::AllPaired,
            "as-c12-when" => C12OtherSet::AsC12When,
            _ => C12OtherSet::HigherPaired,
        },
        c12_last_bracket: match choices.of(&C12_LAST_BRACKET) {
            "ignoring-bye" => C12LastBracket::IgnoringBye,
            _ => C12LastBracket::WithBye,
        },
        c14_m1: match choices.of(&C14_M1) {
            "all-then-one" => C14M1::AllThenOne,
            "after-remainder" => C14M1::AfterRemainder,
            _ => C14M1::OneByOne,
        },
        c14_single_mdp: match choices.of(&C14_SINGLE_MDP) {
            "any" => C14SingleMdp::Any,
            "highest-then-down" => C14SingleMdp::HighestThenDown,
            _ => C14SingleMdp::HighestFirst,
        },
        d4_b3: match choices.of(&D4_B3) {
            "then-psd" => D4B3::ThenPsd,
            _ => D4B3::FactorOnly,
        },
        a3_floaters: match choices.of(&A3_FLOATERS) {
            "all-moved-down" => A3Floaters::AllMovedDown,
            _ => A3Floaters::Residents,
        },
        a3_ppb_mdps: match choices.of(&A3_PPB_MDPS) {
            "every-pair" => A3PpbMdps::EveryPair,
            "fewer-before-p1" => A3PpbMdps::FewerBeforeP1,
            _ => A3PpbMdps::AsManyAsPossible,
        },
        a3_half: match choices.of(&A3_HALF) {
            "all-players" => A3Half::AllPlayers,
            "after-c1-everywhere" => A3Half::AfterC1Everywhere,
            _ => A3Half::AfterC1,
        },
        a3_ppb_single_mdp: match choices.of(&A3_PPB_SINGLE_MDP) {
            "any" => A3PpbSingleMdp::Any,
            _ => A3PpbSingleMdp::HighestFirst,
        },
    }
}

/// What a rule model may change of this rule set.
pub const TABLE: ModelTable = ModelTable {
    readings: READINGS,
    parameters: &[],
    criteria: CRITERIA,
};
