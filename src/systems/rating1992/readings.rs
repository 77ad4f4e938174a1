//! The points the 1992 text leaves open, each a named reading with its
//! default (listed in the README). The readings fixed in code are named in
//! the doc comment of the function that applies them:
//!
//! - `A2_BY_PAIRING_NUMBERS`: A.2 ranks by score, rating, title and name;
//!   rating, title and name do not change during the event, so within a
//!   score that is the order "made before the first round", which the text
//!   makes the pairing numbers: pairproof ranks by score, then pairing number
//!   (the TRF's starting rank), and takes the file's numbers as given.
//! - `TOPSCORER_PREFERENCE` (`super::a7_topscorers`): A.7.a "is not in
//!   effect" for players over 50% in the last round: their preference is the
//!   strong or mild one of A.7.b/c.
//! - `B4_MINIMISED` (`super::criteria::b4_colour_preferences`): C.11 raises
//!   x until a pairing fits, so the pairs missing a preference are minimised.
//! - `FLOATS_AS_A4` (`super::criteria`): B.5/B.6 count every float A.4 and
//!   A.5 give (pairs of unequal scores, players moved down, the bye).
//! - `PPB_MDP_PAIRS_FIRST` (`super::c13_penultimate_pairing`): C.14 lowers
//!   the remainder's p before the moved-down players' p.

/// When the previous bracket's new pairing is accepted at C.12.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum C12Acceptance {
    /// As written: "and this now allows p pairings to be made" in the current
    /// bracket (all its moved-down players, and its remainder's pairs).
    AllowsP,
    /// Whenever the current bracket then makes more pairs (2012's reading of
    /// its "P1 pairings").
    MorePairs,
}

/// Default: as written.
pub const C12_ACCEPTANCE: C12Acceptance = C12Acceptance::AllowsP;
