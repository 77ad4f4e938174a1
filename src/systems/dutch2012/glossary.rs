//! What each paragraph of C.04.3 (2012) asks, one short line each in our own
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
    ("A.11 P", "as many pairs as possible"),
    ("A.3", "as few moved-down players left unpaired as possible"),
    (
        "D.4",
        "the smallest score differences between the paired players",
    ),
    (
        "B.3",
        "the smallest score differences between paired and floating players",
    ),
    (
        "C.12",
        "downfloaters chosen so that the next bracket pairs as well as it can",
    ),
    (
        "A.7.d",
        "fewest pairs against the colour preferences of topscorers",
    ),
    (
        "B.4 X",
        "fewest pairs where one player does not get his colour preference",
    ),
    (
        "B.4 Z",
        "fewest pairs where one player does not get his strong colour preference",
    ),
    (
        "B.5 down",
        "fewest players floating down in two rounds running",
    ),
    (
        "B.6 down",
        "fewest players floating down again after two rounds",
    ),
    ("B.5 up", "fewest players floating up in two rounds running"),
    (
        "B.6 up",
        "fewest players floating up again after two rounds",
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
