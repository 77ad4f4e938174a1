//! What each paragraph of C.04.3 (2026) asks, one short line each in our own
//! words, for reports that explain a pairing (`pairproof explain`).

/// Paragraph, then what it asks.
pub static GLOSSARY: &[(&str, &str)] = &[
    ("C1", "two players meet at most once"),
    (
        "C2",
        "no pairing-allocated bye to a player who had one or scored a win's points without playing",
    ),
    (
        "C3",
        "two non-topscorers with the same absolute colour preference do not meet",
    ),
    ("C4", "the players not yet paired can still all be paired"),
    ("C5", "the bye goes to the lowest score possible"),
    ("C6", "as many pairs as possible"),
    ("C7", "the lowest downfloater scores, highest first"),
    (
        "C8",
        "downfloaters chosen so that the next bracket pairs as well as it can",
    ),
    ("C9", "the bye to the player with the fewest unplayed games"),
    (
        "C10",
        "fewest topscorers or opponents of topscorers beyond a colour difference of 2",
    ),
    (
        "C11",
        "fewest topscorers or opponents of topscorers with one colour three times running",
    ),
    (
        "C12",
        "fewest players who do not get their colour preference",
    ),
    (
        "C13",
        "fewest players who do not get their strong colour preference",
    ),
    (
        "C14",
        "fewest resident downfloaters who floated down the round before",
    ),
    (
        "C15",
        "fewest opponents of moved-down players who floated up the round before",
    ),
    (
        "C16",
        "fewest resident downfloaters who floated down two rounds before",
    ),
    (
        "C17",
        "fewest opponents of moved-down players who floated up two rounds before",
    ),
    (
        "C18",
        "smallest score differences of the players C14 counts",
    ),
    (
        "C19",
        "smallest score differences of the players C15 counts",
    ),
    (
        "C20",
        "smallest score differences of the players C16 counts",
    ),
    (
        "C21",
        "smallest score differences of the players C17 counts",
    ),
    ("5.2.1", "both players get the colour they prefer"),
    ("5.2.2", "the stronger preference is granted"),
    (
        "5.2.3",
        "colours alternate from the latest round in which the two had different colours",
    ),
    ("5.2.4", "the higher-ranked player gets his preference"),
    (
        "5.2.5",
        "the higher-ranked player's pairing number and the initial colour decide",
    ),
];
