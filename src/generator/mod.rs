//! The random tournament generator (RTG): `pairproof generate --system S
//! [--config cfg] [--seed N] -o out.trf`, and the `-g [cfg] -o out -s N` form
//! the ecosystem expects (`shared/docs/trf.md`).
//!
//! A tournament is made from a configuration ([`GeneratorConfig`], missing keys
//! drawn at random) and a seed; the same configuration, seed and pairing engine
//! give the same tournament on every platform (one `ChaCha8Rng` seeded with
//! `seed_from_u64`, integer draws made as `u32`).
//!
//! Round by round (see [`run`]):
//! 1. the absences planned before round 1 ([`players::Absences`]) are written
//!    for the round: `0000 - Z` before a late entry, `0000 - -` once withdrawn,
//!    `0000 - H` for a half-point bye;
//! 2. the pairing engine pairs [`RoundRequest::next_round`] (the players with no
//!    entry in that round);
//! 3. each board gets a result ([`results`]): forfeits (`+`/`-`) at
//!    `ForfeitRate`, else a game drawn from the ratings; the pairing-allocated
//!    bye is `0000 - U`. The points column is kept equal to the results.
//!
//! When the engine finds no pairing ([`Error::NoPairing`]) the tournament ends
//! there, as the reference generators do: the round's absences are removed
//! again, so the file has fewer round columns than its `XXR`.
//!
//! - [`config`]: the configuration file and the resolved [`Settings`].
//! - [`players`]: players, header lines and the absence plan.
//! - [`results`]: the result model.
//! - [`teams`]: Swiss team events (C.04.6), written as TRF-2026 team files.

pub mod config;
pub mod players;
pub mod results;
pub mod teams;

pub use config::{parse_config, read_config, GeneratorConfig, Settings};
pub use players::Absences;

use crate::error::{Error, Result};
use crate::pairing::Pairing;
use crate::state::RoundRequest;
use crate::systems::SystemId;
use crate::tournament::{PlayerId, Round, RoundEntry, Tournament};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::collections::BTreeSet;

/// A generated tournament with what it was made from.
#[derive(Debug, Clone, PartialEq)]
pub struct Generated {
    pub tournament: Tournament,
    /// The configuration with every missing key decided.
    pub settings: Settings,
    /// The absences planned before round 1.
    pub absences: Absences,
    /// Rounds paired and played: `settings.rounds` unless the engine found no
    /// pairing for round `rounds_played + 1`.
    pub rounds_played: usize,
    /// The [`Error::NoPairing`] that ended the tournament early.
    pub stopped: Option<Error>,
}

/// Generates a tournament paired with `system`. See [`run`].
pub fn generate(system: SystemId, config: &GeneratorConfig, seed: u64) -> Result<Tournament> {
    generate_with(config, seed, |t, request| {
        crate::systems::pair(system, t, request)
    })
}

/// Generates a tournament paired by `engine`. See [`run`].
pub fn generate_with<F>(config: &GeneratorConfig, seed: u64, engine: F) -> Result<Tournament>
where
    F: FnMut(&Tournament, &RoundRequest) -> Result<Pairing>,
{
    run(config, seed, engine).map(|g| g.tournament)
}

/// Generates a tournament paired by `engine` (called once a round with the
/// tournament so far and [`RoundRequest::next_round`]), with the details.
///
/// Random numbers are drawn in a fixed order: missing configuration keys, the
/// initial colour, the ratings, the absence plan, then each board's result in
/// board order. An engine error other than [`Error::NoPairing`] is returned as
/// is; a pairing that leaves out a player to be paired, or pairs one who is
/// not, is [`Error::Unexpected`].
pub fn run<F>(config: &GeneratorConfig, seed: u64, engine: F) -> Result<Generated>
where
    F: FnMut(&Tournament, &RoundRequest) -> Result<Pairing>,
{
    run_with_results(
        config,
        seed,
        engine,
        |rng, settings, _round, white, black| {
            results::board_result(rng, settings, white.1, black.1)
        },
    )
}

/// A board of a round: a player's id and rating.
pub type Seat = (PlayerId, u32);

/// [`run`] with each board's result drawn by `result(rng, settings, round,
/// white, black)` instead of from the generator's own stream: a caller that
/// compares pairing rules draws a pair's result from a stream of its own, so
/// that the same pair gets the same result under either rules.
pub fn run_with_results<F, R>(
    config: &GeneratorConfig,
    seed: u64,
    engine: F,
    result: R,
) -> Result<Generated>
where
    F: FnMut(&Tournament, &RoundRequest) -> Result<Pairing>,
    R: FnMut(&mut ChaCha8Rng, &Settings, Round, Seat, Seat) -> crate::tournament::ResultCode,
{
    run_prepared(config, seed, |_| {}, engine, result)
}

/// [`run_with_results`] with the players changed by `prepare` before round 1
/// (a study draws its own ratings); `prepare` must keep the players' ids and
/// their order by rating. The generator's own draws are made as in [`run`].
pub fn run_prepared<P, F, R>(
    config: &GeneratorConfig,
    seed: u64,
    prepare: P,
    mut engine: F,
    mut result: R,
) -> Result<Generated>
where
    P: FnOnce(&mut Tournament),
    F: FnMut(&Tournament, &RoundRequest) -> Result<Pairing>,
    R: FnMut(&mut ChaCha8Rng, &Settings, Round, Seat, Seat) -> crate::tournament::ResultCode,
{
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let settings = config.resolve(&mut rng)?;
    let mut t = players::new_tournament(&settings, seed, &mut rng);
    prepare(&mut t);
    let absences = Absences::plan(&settings, &mut rng);
    // A tournament of two-game matches (C.04.5, its type code set by `prepare`)
    // plays each board's two games and records the round as matches.
    let matches = t.config.two_game_matches();
    let mut stopped = None;
    let mut rounds_played = 0;
    for round in Round::all(settings.rounds as usize) {
        let ids: Vec<PlayerId> = t.players.iter().map(|p| p.id).collect();
        for (index, id) in ids.into_iter().enumerate() {
            if let Some(result) = absences.code(index, round.index()) {
                t.set_entry(id, round, Some(absence(result, matches)));
            }
        }
        let request = RoundRequest::next_round(&t)?;
        if request.round != round {
            return Err(Error::Unexpected(format!(
                "generator: round {} was to be paired, but the tournament's next round is {}",
                round, request.round
            )));
        }
        let pairing = match engine(&t, &request) {
            Ok(pairing) => pairing,
            Err(e @ Error::NoPairing(_)) => {
                t = t.truncated(round.index());
                stopped = Some(e);
                break;
            }
            Err(e) => return Err(e),
        };
        check_pairing(&pairing, &request)?;
        let mut results = Vec::with_capacity(pairing.boards.len());
        let mut match_results = Vec::new();
        for board in &pairing.boards {
            let rating = |id| t.player(id).map_or(0, |p| p.rating);
            let white = (board.white, rating(board.white));
            let black = (board.black, rating(board.black));
            let first = result(&mut rng, &settings, round, white, black);
            match matches {
                // Game 2 with the colours reversed, its result drawn for its
                // own white and kept as game 1's white sees it.
                true => {
                    let second = result(&mut rng, &settings, round, black, white);
                    let second = second.mirrored().unwrap_or(second);
                    match_results.push((board.white, [first, second]));
                }
                false => results.push((board.white, first)),
            }
        }
        match matches {
            true => t.record_match_round(round, &pairing, &match_results)?,
            false => t.record_round(round, &pairing, &results)?,
        }
        rounds_played = round.number();
    }
    Ok(Generated {
        tournament: t,
        settings,
        absences,
        rounds_played,
        stopped,
    })
}

/// Makes `t` a tournament of two-game matches (C.04.5): its type code, as a
/// `192` line before the players, so that [`run_prepared`] plays each
/// board's two games and the file says what it holds.
pub fn two_game_matches(t: &mut Tournament) {
    t.config.tournament_type = Some("FIDE_DOUBLESWISS".to_string());
    t.headers.push(crate::tournament::HeaderLine {
        code: "192".to_string(),
        text: "192 FIDE_DOUBLESWISS".to_string(),
    });
    for p in &mut t.players {
        p.line += 1;
    }
}

/// A planned absence's entry: one code, for the whole match when the rounds
/// are two-game matches (C.04.5 Preface: byes apply to matches).
fn absence(result: crate::tournament::ResultCode, matches: bool) -> RoundEntry {
    let entry = RoundEntry::game(None, None, result);
    RoundEntry {
        second: matches.then_some(crate::tournament::SecondGame {
            colour: None,
            result,
            match_forfeited: false,
        }),
        ..entry
    }
}

/// The pairing must place exactly the players of the request.
pub(crate) fn check_pairing(pairing: &Pairing, request: &RoundRequest) -> Result<()> {
    let number = request.round;
    let present: BTreeSet<PlayerId> = request.present.iter().copied().collect();
    let mut placed = BTreeSet::new();
    let all = pairing
        .boards
        .iter()
        .flat_map(|b| [b.white, b.black])
        .chain(pairing.bye);
    for id in all {
        if !placed.insert(id) {
            return Err(Error::Unexpected(format!(
                "round {number}: the engine placed player {id} twice"
            )));
        }
        if !present.contains(&id) {
            return Err(Error::Unexpected(format!(
                "round {number}: the engine paired player {id}, who is not to be paired"
            )));
        }
    }
    match present.difference(&placed).next() {
        Some(id) => Err(Error::Unexpected(format!(
            "round {number}: the engine left out player {id}"
        ))),
        None => Ok(()),
    }
}
