//! Tie-break values the pairing texts use, computed as the texts and C.07
//! define them: one file per tie-break. Imports `tournament` only.

pub mod aro;
