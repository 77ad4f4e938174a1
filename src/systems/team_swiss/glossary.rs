//! What each paragraph of C.04.6 asks, one short line each in our own
//! words, for reports that explain a pairing (`pairproof explain`).

/// Paragraph, then what it asks.
pub static GLOSSARY: &[(&str, &str)] = &[
    ("C1", "two teams meet once at most (a forfeited match is no meeting)"),
    (
        "C2",
        "no pairing-allocated bye to a team that had one, won a match by forfeit or had a full-point bye",
    ),
    ("C3", "the rest of the round can still be paired"),
    ("C4", "as few upfloaters as possible"),
    ("C5", "the upfloaters' scores as high as possible"),
    (
        "C6",
        "upfloaters chosen so that the following scoregroup can still be paired",
    ),
    (
        "C7",
        "fewest upfloaters who floated the round before (not in the last two rounds)",
    ),
    ("C8", "fewest teams whose colour preference is not met"),
    ("C9", "fewest teams whose strong colour preference is not met (Type B)"),
    (
        "C10",
        "fewest upfloaters' opponents who floated the round before (not in the last two rounds)",
    ),
    ("3.4", "the pairing-allocated bye is assigned first"),
    ("3.5", "the upfloater sets tried in lexicographic order"),
    ("3.6", "the bracket's pairings tried by their identifier"),
    ("4.3.1", "neither has played: the first-team gets the initial colour by the parity of its TPN"),
    ("4.3.2", "the only preference is granted"),
    ("4.3.3", "opposite preferences are both granted"),
    ("4.3.4", "the only strong preference is granted (Type B)"),
    ("4.3.5", "White to the lower colour difference"),
    ("4.3.6", "both alternate from their latest match in different colours"),
    ("4.3.7", "the first-team's preference is granted"),
    ("4.3.8", "the first-team alternates from its last match"),
    ("4.3.9", "the other team alternates from its last match"),
];
