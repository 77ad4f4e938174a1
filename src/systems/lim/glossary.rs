//! What each paragraph of C.04.4.3 asks, one short line each in our own
//! words, for reports that explain a pairing (`pairproof explain`).

/// Paragraph, then what it asks.
pub static GLOSSARY: &[(&str, &str)] = &[
    (
        "2.1",
        "two players meet at most once, and colours allow the game",
    ),
    ("1.1", "no bye to a player who had one"),
    (
        "2.3",
        "no more players transferred between score groups than needed",
    ),
    (
        "3.9a",
        "fewest floaters floating again with no compatible opponent in the next group",
    ),
    ("3.9b", "fewest floaters floating again"),
    (
        "3.9c",
        "fewest floaters with no compatible opponent in the next group",
    ),
    ("3.10", "fewest floaters who floated the round before"),
    ("3.2", "floaters due the colour most of the group is due"),
    ("5.2", "fewest players not given the colour they are due"),
    ("5.1", "fewest players not given the alternate colour"),
    ("5.3", "an absolute colour preference is granted"),
    ("5.4", "both due the same colour: the history decides"),
    (
        "7.2",
        "no colour history: the higher-ranked player's position decides",
    ),
];
