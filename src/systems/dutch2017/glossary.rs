//! What each paragraph of C.04.3 (2017) asks, one short line each in our own
//! words, for reports that explain a pairing (`pairproof explain`).

/// Paragraph, then what it asks.
pub static GLOSSARY: &[(&str, &str)] = &[
    ("C.1", "two players meet at most once"),
    (
        "C.2",
        "no pairing-allocated bye to a player who had one or scored without playing",
    ),
    (
        "C.3",
        "two non-topscorers with the same absolute colour preference do not meet",
    ),
    (
        "C.4",
        "the penultimate bracket leaves players the rest of the round can pair",
    ),
    ("C.5", "as many pairs as possible"),
    (
        "C.6",
        "the smallest score differences between paired and floating players (the PSD)",
    ),
    (
        "C.7",
        "downfloaters chosen so that the next bracket pairs as well as it can",
    ),
    (
        "C.8",
        "fewest topscorers or opponents of topscorers beyond a colour difference of 2",
    ),
    (
        "C.9",
        "fewest topscorers or opponents of topscorers with one colour three times running",
    ),
    (
        "C.10",
        "fewest players who do not get their colour preference",
    ),
    (
        "C.11",
        "fewest players who do not get their strong colour preference",
    ),
    (
        "C.12",
        "fewest players who float down again after a downfloat the round before",
    ),
    (
        "C.13",
        "fewest players who float up again after an upfloat the round before",
    ),
    (
        "C.14",
        "fewest players who float down again after a downfloat two rounds before",
    ),
    (
        "C.15",
        "fewest players who float up again after an upfloat two rounds before",
    ),
    (
        "C.16",
        "smallest score differences of the repeated downfloaters of C.12",
    ),
    (
        "C.17",
        "smallest score differences of the repeated upfloaters' opponents of C.13",
    ),
    (
        "C.18",
        "smallest score differences of the repeated downfloaters of C.14",
    ),
    (
        "C.19",
        "smallest score differences of the repeated upfloaters' opponents of C.15",
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
