//! What each paragraph of C.04.5 asks, one short line each in our own
//! words, for reports that explain a pairing (`pairproof explain`).

/// Paragraph, then what it asks.
pub static GLOSSARY: &[(&str, &str)] = &[
    ("C1", "two players meet in one match at most"),
    (
        "C2",
        "no pairing-allocated bye to a player who had one, won a match by forfeit or had a full-point bye",
    ),
    ("C3", "the rest of the round can still be paired"),
    ("C4", "as few upfloaters as possible"),
    (
        "C5",
        "the smallest score differences in the pairs with upfloaters, largest first",
    ),
    (
        "C6",
        "upfloaters chosen so that the following scoregroup can still be paired",
    ),
    (
        "C7",
        "fewest upfloaters who floated the round before (not in the last round)",
    ),
    (
        "C8",
        "fewest upfloaters' opponents who floated the round before (not in the last round)",
    ),
    ("3.4", "the pairing-allocated bye is assigned first"),
    ("3.5", "the upfloater sets tried in lexicographic order"),
    ("3.6", "the bracket's pairings tried by their identifier"),
    ("4.3.1", "neither has played: the higher ranked gets the initial colour by the parity of his number"),
    ("4.3.2", "White to the player who had fewer Whites"),
    ("4.3.3", "both alternate from their latest match in different colours"),
    ("4.3.4", "the higher ranked player alternates from his last match"),
    ("4.3.5", "the opponent alternates from his last match"),
];
