//! The paragraphs of a rule text that the verifier names in its findings,
//! beyond the absolute criteria ([`super::rules::Absolute`]) and the quality
//! criteria (each `Level` carries its own): each text numbers them its own
//! way, so each rule set gives them from its own text.

/// Paragraphs of one text, for the verifier's findings. Each field's doc
/// gives the 2017 text's paragraph as an example.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Paragraphs {
    /// The look-ahead: a bracket's downfloaters chosen for what the
    /// following bracket can make of them (C.7).
    pub look_ahead: &'static str,
    /// The penultimate bracket's downfloaters chosen so that the round can
    /// be completed (C.4).
    pub penultimate: &'static str,
    /// The quality criteria as a whole, by which the last bracket is judged
    /// (C.5-C.19).
    pub quality: &'static str,
    /// Moved-down players are paired with resident players, not with each
    /// other (B.2, the subgroups S1 and S2).
    pub mdps_meet_residents: &'static str,
}
