//! What each paragraph of C.04.4.1 asks, one short line each in our own
//! words, for reports that explain a pairing (`pairproof explain`).

/// Paragraph, then what it asks.
pub static GLOSSARY: &[(&str, &str)] = &[
    ("C1", "two players meet at most once"),
    (
        "C2",
        "no bye to a player who had one or scored without playing",
    ),
    (
        "C3",
        "two players with the same absolute colour preference do not meet",
    ),
    ("C4", "the players not yet paired can still all be paired"),
    (
        "C5",
        "fewest upfloaters: as many pairs of residents as possible",
    ),
    (
        "C6",
        "the upfloaters' scores as high as possible, from the lowest",
    ),
    (
        "C7",
        "fewest players who do not get their colour preference",
    ),
    ("C8", "fewest upfloaters who are maximum upfloaters"),
    (
        "C9",
        "maximum upfloaters upfloated as few times as possible",
    ),
    ("C10", "fewest upfloaters who upfloated the round before"),
    (
        "5.2.1",
        "the first game: the higher-ranked player's colour by the initial colour",
    ),
    ("5.2.2", "both players get the colour they prefer"),
    ("5.2.3", "the stronger preference is granted"),
    (
        "5.2.4",
        "colours alternate from the latest round in which the two had different colours",
    ),
    ("5.2.5", "the higher-ranked player gets his preference"),
];
