//! The players of a random tournament, the header lines, and who is absent when.

use super::config::{uniform, Settings};
use super::results::chance;
use crate::points::{format_points, PointSystem};
use crate::tournament::{Colour, Config, HeaderLine, Player, ResultCode, Tournament};
use rand::Rng;
use std::collections::BTreeSet;

/// The tournament before round 1: players with ratings drawn uniformly between
/// `LowestRating` and `HighestRating`, sorted by rating (highest first, a tie kept
/// in drawing order) and numbered 1..n in that order, named `Player0001`...; the
/// header lines `012 pairproof random tournament seed N`, `XXR`, `XXC white1` or
/// `black1` (drawn at random), and the six `BBx` lines stating the point system.
///
/// `config` agrees with the header lines, so the TRF writer writes them verbatim,
/// and every `Player::line` is the line the player is written on (headers first):
/// writing and reading the file back gives an equal tournament.
pub fn new_tournament<R: Rng + ?Sized>(settings: &Settings, seed: u64, rng: &mut R) -> Tournament {
    let initial_colour = match rng.gen::<bool>() {
        true => Colour::White,
        false => Colour::Black,
    };
    let mut ratings: Vec<u32> = (0..settings.players)
        .map(|_| uniform(rng, settings.lowest_rating, settings.highest_rating))
        .collect();
    ratings.sort_by(|a, b| b.cmp(a));
    let config = Config {
        total_rounds: Some(settings.rounds),
        initial_colour: Some(initial_colour),
        points: settings.points.clone(),
        ..Config::default()
    };
    let headers = header_lines(seed, &config);
    let first_line = headers.len() + 1;
    let players = ratings
        .into_iter()
        .enumerate()
        .map(|(i, rating)| {
            let id = u32::try_from(i + 1).expect("at most 9999 players");
            Player::named(id, format!("Player{id:04}"), rating, first_line + i)
        })
        .collect();
    Tournament {
        headers,
        players,
        config,
        teams: None,
    }
}

fn header_lines(seed: u64, config: &Config) -> Vec<HeaderLine> {
    let mut lines = vec![format!("012 pairproof random tournament seed {seed}")];
    if let Some(rounds) = config.total_rounds {
        lines.push(format!("XXR {rounds}"));
    }
    match config.initial_colour {
        Some(Colour::White) => lines.push("XXC white1".to_string()),
        Some(Colour::Black) => lines.push("XXC black1".to_string()),
        None => {}
    }
    lines.extend(point_lines(&config.points));
    lines
        .into_iter()
        .map(|text| HeaderLine {
            code: text.chars().take(3).collect(),
            text,
        })
        .collect()
}

/// `BBW BBD BBL BBZ BBF BBU`, all six even when they hold the default values, so
/// that the file states its point system. They can say everything a generated
/// point system holds: a forfeit win and a full-point bye are worth a win, a
/// half-point bye a draw.
fn point_lines(p: &PointSystem) -> Vec<String> {
    [
        ("BBW", p.win),
        ("BBD", p.draw),
        ("BBL", p.loss),
        ("BBZ", p.zero_bye),
        ("BBF", p.forfeit_loss),
        ("BBU", p.pairing_bye),
    ]
    .iter()
    .map(|(code, value)| format!("{code} {:>4}", format_points(*value)))
    .collect()
}

/// Who is absent in which round, decided before round 1 (by player index in
/// [`Tournament::players`], rounds 0-based).
///
/// At least two players are available in every round: an absence that would
/// leave fewer is not made (its random numbers are still drawn, so the plan
/// stays reproducible).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Absences {
    /// First round each player plays (0 = from round 1; later = late entry).
    pub enters: Vec<usize>,
    /// Round from which each player is withdrawn, if he retires.
    pub retires: Vec<Option<usize>>,
    /// `(round, player index)` of every half-point bye.
    pub half_byes: BTreeSet<(usize, usize)>,
}

impl Absences {
    /// Draws the plan: for each player in id order a late entry (`LateEntryRate`,
    /// first round uniform from round 2 on), then a retirement (`RetiredRate`,
    /// withdrawal round uniform among the rounds after his first one); then for
    /// each round and each player available in it a half-point bye
    /// (`HalfPointByeRate`).
    pub fn plan<R: Rng + ?Sized>(settings: &Settings, rng: &mut R) -> Absences {
        let n = settings.players as usize;
        let rounds = settings.rounds as usize;
        let last = settings.rounds.saturating_sub(1);
        let mut available = vec![n; rounds];
        let mut enters = vec![0; n];
        let mut retires = vec![None; n];
        for i in 0..n {
            if chance(rng, settings.late_entry_rate) && last >= 1 {
                let first = uniform(rng, 1, last) as usize;
                if take(&mut available, 0..first) {
                    enters[i] = first;
                }
            }
            if chance(rng, settings.retired_rate) && (enters[i] as u32) < last {
                let from = uniform(rng, enters[i] as u32 + 1, last) as usize;
                if take(&mut available, from..rounds) {
                    retires[i] = Some(from);
                }
            }
        }
        let mut half_byes = BTreeSet::new();
        for (round, available) in available.iter_mut().enumerate() {
            for i in 0..n {
                let plays = enters[i] <= round && retires[i].is_none_or(|r| round < r);
                if plays && chance(rng, settings.half_point_bye_rate) && *available > 2 {
                    *available -= 1;
                    half_byes.insert((round, i));
                }
            }
        }
        Absences {
            enters,
            retires,
            half_byes,
        }
    }

    /// The entry of a player who does not take part in `round`: `Z` before his
    /// late entry, `-` once withdrawn, `H` for a half-point bye; `None` when he is
    /// to be paired.
    pub fn code(&self, index: usize, round: usize) -> Option<ResultCode> {
        if round < self.enters[index] {
            Some(ResultCode::ZeroBye)
        } else if self.retires[index].is_some_and(|r| round >= r) {
            Some(ResultCode::ForfeitLoss)
        } else if self.half_byes.contains(&(round, index)) {
            Some(ResultCode::HalfBye)
        } else {
            None
        }
    }
}

/// Takes a player out of the rounds of `range` if every one of them keeps at
/// least two available players.
fn take(available: &mut [usize], range: std::ops::Range<usize>) -> bool {
    let ok = available[range.clone()].iter().all(|&a| a > 2);
    if ok {
        available[range].iter_mut().for_each(|a| *a -= 1);
    }
    ok
}
