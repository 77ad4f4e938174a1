//! What the two sides say of a round: the file's record and pairproof's answer.

use crate::engine::Unpairable;
use crate::pairing::Pairing;

/// What the file says of a round.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub enum Recorded {
    /// The pairing the file records.
    Paired(Pairing),
    /// The file stops short of `XXR`: its generator found this round unpairable.
    Unpairable,
}

/// pairproof's answer for a round.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub enum Produced {
    Paired(Pairing),
    /// No pairing: the message, and the reason as data when the absolute
    /// criteria alone leave the players unpairable.
    Unpairable {
        message: String,
        reason: Option<Unpairable>,
    },
    Failed(String),
}
