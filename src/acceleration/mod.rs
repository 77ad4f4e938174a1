//! Acceleration pairproof derives from a rule text rather than reads from the
//! file: C.04.7, the Baku acceleration ([`baku`]). Explicit acceleration
//! (`XXA` lines, TRF-2026 `250` records) always takes precedence: then nothing
//! is derived. The derived virtual points go where the explicit ones are read
//! to ([`Config::acceleration`](crate::tournament::Config)), so that the
//! pairing score, the check-list and a written TRF all see them alike.

pub mod baku;

pub use baku::{GaPlayers, GaSize};

use crate::tournament::Tournament;

/// How a command accelerates: C.04.7 asked for regardless of the file
/// (`--baku`, a model's `acceleration = "baku"`), and the readings of GA's
/// size and of the players it is taken among.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Acceleration {
    pub baku: bool,
    pub ga_size: GaSize,
    pub ga_players: GaPlayers,
}

/// Whether C.04.7's virtual points are asked for and not derived yet.
pub fn pending(t: &Tournament, choice: Acceleration) -> bool {
    let explicit = !t.config.acceleration.is_empty() || t.config.derived_acceleration.is_some();
    let by_type = t
        .config
        .pairing_rules()
        .is_some_and(|r| r.baku_acceleration);
    !explicit && (choice.baku || by_type)
}

/// Derives C.04.7's virtual points into `t` when they are asked for (by
/// `choice` or a `_BAKU` tournament type) and the file states no acceleration
/// of its own. `Err` says why the text leaves them undefined for `t`.
pub fn apply(t: &mut Tournament, choice: Acceleration) -> Result<(), String> {
    if !pending(t, choice) {
        return Ok(());
    }
    let derived = baku::derive(t, choice.ga_size, choice.ga_players)?;
    t.config.acceleration = derived.virtual_points;
    t.config.derived_acceleration = Some(derived.summary);
    Ok(())
}
