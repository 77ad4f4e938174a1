//! The tournament state for the round to be paired, as the pairing systems need it.
mod request;
pub use request::{first_unpaired_round, initial_colour, RoundRequest};
mod player;
pub use player::{
    derive, ColourPreference, DerivationRules, Float, PlayerState, Strength, UnplayedFloat,
};
