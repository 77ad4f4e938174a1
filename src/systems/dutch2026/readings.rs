//! The points the 2026 text leaves open, each a named reading with its
//! default (listed in the README; `models/dutch-2026.toml` will name them).

/// Whom [C14]/[C16] (and the downfloaters of [C18]/[C20]) count among a
/// bracket's downfloaters.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FloatScope {
    /// The residents only, as the criteria are worded ("resident downfloaters").
    AsWritten,
    /// Every downfloater, moved-down players floating on included.
    Every,
}

/// Default: as written.
pub const FLOAT_SCOPE: FloatScope = FloatScope::AsWritten;

/// The score difference of a downfloater in [C18]/[C20], whose opponent
/// below is not known yet.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DownfloaterScoreDifference {
    /// Greater than that of any pair of the bracket (the commentary).
    AboveAnyPair,
    /// Against one point less than the bracket's lowest score (2017 A.8).
    AgainstLowestLessOne,
}

/// Default: the commentary's.
pub const DOWNFLOATER_SD: DownfloaterScoreDifference = DownfloaterScoreDifference::AboveAnyPair;
