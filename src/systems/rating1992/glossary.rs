//! What each paragraph of the 1992 text asks, one short line each in our own
//! words, for reports that explain a pairing (`pairproof explain`).

/// Paragraph, then what it asks.
pub static GLOSSARY: &[(&str, &str)] = &[
    ("B.1.a", "two players meet at most once"),
    (
        "B.1.b",
        "no bye to a player who had one or scored without playing",
    ),
    (
        "B.2",
        "two players with the same absolute colour preference do not meet",
    ),
    ("C.14 p", "as many pairs as possible"),
    (
        "B.3",
        "the smallest score differences between paired and floating players",
    ),
    (
        "C.12",
        "downfloaters chosen so that the next bracket pairs as well as it can",
    ),
    (
        "B.4 x",
        "fewest pairs where the two colour preferences cannot both be granted",
    ),
    ("B.5 up", "fewest players floating up in two rounds running"),
    (
        "B.6 up",
        "fewest players floating up again after two rounds",
    ),
    (
        "B.5 down",
        "fewest players floating down in two rounds running",
    ),
    (
        "B.6 down",
        "fewest players floating down again after two rounds",
    ),
    ("E.1", "both players get the colour they prefer"),
    ("E.2", "the stronger preference is granted"),
    (
        "E.3",
        "colours alternate from the latest round in which the two had different colours",
    ),
    ("E.4", "the higher-ranked player gets his preference"),
    (
        "E.5",
        "the higher-ranked player's pairing number and the initial colour decide",
    ),
];
