//! The Free Pairings Checker: re-pairs every round of a tournament from the
//! rounds before it and compares with what the file records ([`outcome`]),
//! explains each difference by the verifier's verdicts ([`classify`]), and
//! writes the check-list an arbiter follows a pairing by ([`checklist`]).

pub mod checklist;
pub mod classify;
pub mod outcome;

pub use outcome::{Produced, Recorded};

use crate::error::Error;
use crate::pairing::Pairing;
use crate::solver::calls::{self, Calls};
use crate::state::RoundRequest;
use crate::systems::{self, Setup};
use crate::tournament::{Round, Tournament};
use crate::trf;
use classify::{classify, Difference};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::Instant;

#[derive(Debug, Clone, serde::Serialize)]
pub struct RoundCheck {
    pub round: Round,
    pub recorded: Recorded,
    pub produced: Produced,
    pub identical: bool,
    pub seconds: f64,
    /// Why it differs, by the verifier's verdicts on both pairings.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub difference: Option<Difference>,
    /// The solver calls the round took (pairing, and judging a difference).
    #[serde(skip)]
    pub calls: Calls,
}

#[derive(Debug, Clone, serde::Serialize)]
pub struct FileCheck {
    pub path: PathBuf,
    pub rounds: Vec<RoundCheck>,
    /// The file could not be read.
    pub error: Option<String>,
}

impl FileCheck {
    pub fn identical(&self) -> bool {
        self.error.is_none() && self.rounds.iter().all(|r| r.identical)
    }
}

/// Checks every round of one file (or only round `only`).
pub fn check_file(system: impl Into<Setup>, path: &Path, only: Option<Round>) -> FileCheck {
    let system = system.into();
    let read = trf::read_file(path).and_then(|mut t| system.accelerate(&mut t, path).map(|()| t));
    match read {
        Ok(t) => FileCheck {
            path: path.to_path_buf(),
            rounds: check_tournament(system, &t, only),
            error: None,
        },
        Err(e) => FileCheck {
            path: path.to_path_buf(),
            rounds: Vec::new(),
            error: Some(e.to_string()),
        },
    }
}

/// Re-pairs rounds 1..n of a tournament; n is `XXR` when the file stops short
/// of it (the next round must then be unpairable), else the rounds in the file.
pub fn check_tournament(
    system: impl Into<Setup>,
    t: &Tournament,
    only: Option<Round>,
) -> Vec<RoundCheck> {
    let system = system.into();
    let played = t.rounds_in_file();
    let total = t.total_rounds();
    let wanted = |r: Round| only.is_none_or(|o| o == r);
    let mut checks: Vec<RoundCheck> = Round::all(played)
        .filter(|&r| wanted(r))
        .map(|r| {
            let request = RoundRequest::recorded_round(t, r, total);
            let recorded = Recorded::Paired(Pairing::from_round(t, r));
            check_round(system, t, &request, recorded)
        })
        .collect();
    let stop = Round::at_index(played);
    if total > played && wanted(stop) {
        let request = stop_round_request(t, stop, total);
        checks.push(check_round(system, t, &request, Recorded::Unpairable));
    }
    checks
}

/// The round after the last recorded one: everybody who was still taking part
/// (a non-blank entry in the last round, or everybody before round 1), less
/// those a TRF-2026 `240` record announces as not playing it.
fn stop_round_request(t: &Tournament, round: Round, total: usize) -> RoundRequest {
    let mut request = RoundRequest::recorded_round(t, round, total);
    let announced: Vec<_> = t.config.announced_absent(round).collect();
    request.present = t
        .players
        .iter()
        .filter(|p| {
            round
                .previous()
                .is_none_or(|r| p.entry(r.index()).is_some())
                && !announced.contains(&p.id)
        })
        .map(|p| p.id)
        .collect();
    request
}

fn check_round(
    system: Setup,
    t: &Tournament,
    request: &RoundRequest,
    recorded: Recorded,
) -> RoundCheck {
    let (check, calls) = calls::counted(|| check_round_counted(system, t, request, recorded));
    RoundCheck { calls, ..check }
}

fn check_round_counted(
    system: Setup,
    t: &Tournament,
    request: &RoundRequest,
    recorded: Recorded,
) -> RoundCheck {
    let started = Instant::now();
    let produced = match systems::pair(system, t, request) {
        Ok(p) => Produced::Paired(p),
        Err(Error::NoPairing(message)) => Produced::Unpairable {
            message,
            reason: systems::unpairable(system, t, request).ok().flatten(),
        },
        Err(e) => Produced::Failed(e.to_string()),
    };
    let identical = match (&recorded, &produced) {
        (Recorded::Paired(a), Produced::Paired(b)) => same_pairing(a, b),
        (Recorded::Unpairable, Produced::Unpairable { .. }) => true,
        _ => false,
    };
    let seconds = started.elapsed().as_secs_f64();
    let difference = (!identical).then(|| classify(system, t, request, &recorded, &produced));
    RoundCheck {
        round: request.round,
        recorded,
        produced,
        identical,
        seconds,
        difference,
        calls: Calls::default(),
    }
}

/// Writes into `dir` the verifier's certificate of pairproof's own pairing
/// of every round `checks` re-paired (an unpairable round has none);
/// returns how many were written.
pub fn certify_produced(
    system: Setup,
    t: &Tournament,
    checks: &[RoundCheck],
    source: &Path,
    dir: &Path,
) -> Result<usize, Error> {
    let total = t.total_rounds();
    let mut written = 0;
    for check in checks {
        let Produced::Paired(pairing) = &check.produced else {
            continue;
        };
        let request = RoundRequest::recorded_round(t, check.round, total);
        let (_, certificate) = crate::verifier::verify_certified(system, t, &request, pairing)?;
        crate::audit::write_certificate(dir, source, check.round, &certificate)?;
        written += 1;
    }
    Ok(written)
}

/// Same boards with the same colours, and the same bye (board order aside).
pub fn same_pairing(a: &Pairing, b: &Pairing) -> bool {
    let mut x = a.boards.clone();
    let mut y = b.boards.clone();
    x.sort_by_key(|b| (b.white, b.black));
    y.sort_by_key(|b| (b.white, b.black));
    x == y && a.bye == b.bye
}

/// Tournaments identical / total and rounds identical / total.
#[derive(Debug, Clone, Default, PartialEq, Eq, serde::Serialize)]
pub struct Summary {
    pub tournaments: usize,
    pub identical_tournaments: usize,
    pub rounds: usize,
    pub identical_rounds: usize,
    /// Rounds pairproof could not pair although the file did.
    pub unpaired_rounds: usize,
    pub unreadable_files: usize,
    /// Differing rounds by class (see [`classify`]).
    pub differences: BTreeMap<String, usize>,
}

impl Summary {
    pub fn of(checks: &[FileCheck]) -> Summary {
        let mut s = Summary::default();
        for c in checks {
            s.tournaments += 1;
            s.identical_tournaments += usize::from(c.identical());
            s.unreadable_files += usize::from(c.error.is_some());
            for r in &c.rounds {
                s.rounds += 1;
                s.identical_rounds += usize::from(r.identical);
                let failed = !matches!(r.produced, Produced::Paired(_));
                s.unpaired_rounds +=
                    usize::from(failed && matches!(r.recorded, Recorded::Paired(_)));
                if let Some(d) = &r.difference {
                    *s.differences.entry(d.class.clone()).or_default() += 1;
                }
            }
        }
        s
    }
}

impl std::fmt::Display for Summary {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let pct = |a: usize, b: usize| {
            if b == 0 {
                100.0
            } else {
                100.0 * a as f64 / b as f64
            }
        };
        write!(
            f,
            "tournaments identical: {}/{} ({:.2}%), rounds identical: {}/{} ({:.2}%), rounds not paired: {}, unreadable files: {}",
            self.identical_tournaments,
            self.tournaments,
            pct(self.identical_tournaments, self.tournaments),
            self.identical_rounds,
            self.rounds,
            pct(self.identical_rounds, self.rounds),
            self.unpaired_rounds,
            self.unreadable_files
        )?;
        for (class, rounds) in &self.differences {
            write!(f, "\n  {rounds:>5} {class}")?;
        }
        Ok(())
    }
}
