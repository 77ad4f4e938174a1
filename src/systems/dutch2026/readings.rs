//! The points the 2026 text leaves open, each a named reading with its
//! default (listed in the README; `models/dutch-2026.toml` will name them).

/// Whom [C14]/[C16] count among a bracket's downfloaters ([`FLOAT_SCOPE`]),
/// and whose score differences [C18]/[C20] count ([`FLOAT_SD_SCOPE`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FloatScope {
    /// The residents only, as the criteria are worded ("resident downfloaters").
    AsWritten,
    /// Every downfloater, moved-down players floating on included.
    Every,
}

/// [C14]/[C16], default: as written ("resident downfloaters").
pub const FLOAT_SCOPE: FloatScope = FloatScope::AsWritten;

/// [C18]/[C20], default: every downfloater (the reference's choice).
pub const FLOAT_SD_SCOPE: FloatScope = FloatScope::Every;

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

/// Whether [C8] judges the following bracket with [C4] applied to it (its
/// pairing leaving the rest of the round pairable, the PAB as [C5] wants).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum C8UnderC4 {
    /// Yes: the bracket is paired with the rest of the round in its model
    /// whenever [C8] has a choice.
    InModel,
    /// No: the following bracket on its own.
    Alone,
}

/// Default: [C4] applies to the following bracket too.
pub const C8_UNDER_C4: C8UnderC4 = C8UnderC4::InModel;

/// Which brackets [C9]'s note applies to ("a bracket that downfloats exactly
/// one player, who gets the PAB"), in a bracket paired with the rest of the
/// round in its model.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum C9Scope {
    /// Those whose MaxPairs (the bracket on its own) leaves one player.
    MaxPairsLeavesOne,
    /// Those that can downfloat exactly one player in a complete pairing
    /// with the PAB at the lowest score ([C4], [C5] before [C6]): where
    /// completion makes it float three, the note does not apply.
    FloatsExactlyOne,
}

/// Default: the bracket as paired, the reference's choice.
pub const C9_SCOPE: C9Scope = C9Scope::FloatsExactlyOne;
