//! `pairproof endorse`: FIDE's endorsement test run against another engine.
//!
//! N tournaments are generated with pairproof's own generator, as
//! `pairproof generate` makes them for the system (team files for teams,
//! both games of every match for two-game matches), each of a kind
//! ([`kinds`]) and a seed of its own. Every round, the tournament so far is
//! written as TRF (a team event: its TRF-2026 team file) and the
//! engine under test pairs it through the command-line convention of JaVaFo
//! and bbpPairings ([`engine`]); pairproof pairs the same round, and every
//! difference is judged by the verifier ([`crate::verifier::verify_every`]):
//! the engine's pairing illegal, suboptimal at a paragraph (pairproof's
//! better candidate the witness), wrong in its colours, or as good as
//! pairproof's and parting from it at a step of the generation order, or
//! pairproof's own pairing the wrong one.
//!
//! The engine drives the tournament, as in FIDE's procedure, where the
//! candidate's own tournaments are checked round by round: each round is
//! played with the engine's pairing whenever it places exactly the players
//! to be paired (even when it breaks a rule: the later rounds then test the
//! engine on its own history); when it crashes, hangs, writes no pairing or
//! one that leaves a player out or in twice, pairproof's pairing is played
//! instead and the round is reported. A round neither can pair ends the
//! tournament, as in the generator.

pub mod engine;
pub mod kinds;
pub mod report;

use crate::error::{Error, Result};
use crate::generator::GeneratorConfig;
use crate::pairing::Pairing;
use crate::state::RoundRequest;
use crate::systems::Setup;
use crate::tournament::{PlayerId, Tournament};
use crate::verifier::{self, findings::Listed, BracketWitness, Verdict};
use engine::{EngineCommand, EngineRun};
use kinds::Kind;
use rayon::prelude::*;
use serde::Serialize;
use std::collections::BTreeSet;
use std::path::PathBuf;

/// What one run is asked.
#[derive(Debug, Clone)]
pub struct Plan {
    pub setup: Setup,
    pub engine: EngineCommand,
    pub tournaments: usize,
    pub seed: u64,
    pub config: GeneratorConfig,
    pub kinds: Vec<Kind>,
    pub dialect: crate::trf::Dialect,
    /// Where each tournament's round files go (removed after the round
    /// unless `keep`).
    pub work: PathBuf,
    /// Keep the TRF and the engine's output of every round with a difference.
    pub keep: bool,
}

/// How a round compared.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Class {
    /// The engine's pairing breaks an absolute criterion (or leaves a player out).
    Illegal,
    /// A better candidate exists: the engine's pairing is suboptimal.
    Suboptimal,
    /// The right pairs, colours against the allocation.
    Colours,
    /// Equally good on every criterion, parting from pairproof's at a step
    /// of the generation order.
    Order,
    /// The engine's pairing is proved optimal and first in the generation
    /// order (or pairproof finds no pairing where the engine's is legal):
    /// pairproof's pairing is the wrong one.
    PairproofWrong,
    /// The verifier could not decide within its budget, or failed.
    Undecided,
    /// The engine says no pairing exists; pairproof pairs the round.
    EngineNoPairing,
    /// The engine exited with an error code or a signal.
    Crashed,
    /// The engine did not finish within `--timeout`.
    TimedOut,
    /// The engine wrote no pairing list, or an unreadable one.
    Garbage,
}

impl Class {
    pub fn word(self) -> &'static str {
        match self {
            Class::Illegal => "illegal",
            Class::Suboptimal => "suboptimal",
            Class::Colours => "colours",
            Class::Order => "order",
            Class::PairproofWrong => "pairproof-wrong",
            Class::Undecided => "undecided",
            Class::EngineNoPairing => "engine-no-pairing",
            Class::Crashed => "crashed",
            Class::TimedOut => "timed-out",
            Class::Garbage => "garbage",
        }
    }

    /// What the class means, for the reports.
    pub fn meaning(self) -> &'static str {
        match self {
            Class::Illegal => "the engine's pairing breaks an absolute criterion",
            Class::Suboptimal => "a better candidate exists (pairproof's witness given)",
            Class::Colours => "right pairs, colours against the allocation",
            Class::Order => "both optimal, parting at a step of the generation order",
            Class::PairproofWrong => {
                "the engine's pairing is optimal and first in order: pairproof's is wrong"
            }
            Class::Undecided => "the verifier could not decide",
            Class::EngineNoPairing => "the engine finds no pairing; pairproof pairs the round",
            Class::Crashed => "the engine crashed",
            Class::TimedOut => "the engine did not finish in time",
            Class::Garbage => "the engine wrote no readable pairing list",
        }
    }
}

/// One round where the engine's pairing is not pairproof's.
#[derive(Debug, Clone, Serialize)]
pub struct Difference {
    /// 1-based.
    pub tournament: usize,
    pub kind: Kind,
    /// The generator's seed of the tournament (`pairproof generate --seed`).
    pub seed: u64,
    pub round: crate::tournament::Round,
    pub class: Class,
    /// The paragraph of the first finding, or the step of the order.
    pub paragraph: Option<String>,
    pub message: String,
    /// The engine's pairing and pairproof's, as pairing lists.
    pub engine: Option<String>,
    pub pairproof: Option<String>,
    /// For a suboptimal engine: pairproof's better candidate in the bracket.
    pub witness: Option<BracketWitness>,
    /// Every finding of the verifier on the engine's pairing.
    pub findings: Vec<Listed>,
    /// Whether the round was played with pairproof's pairing instead of the engine's.
    pub replaced: bool,
}

/// One tournament as the engine paired it.
#[derive(Debug, Clone, Serialize)]
pub struct Played {
    pub tournament: usize,
    pub kind: Kind,
    pub seed: u64,
    pub players: usize,
    pub rounds: usize,
    /// Rounds compared (paired by both, or by one of them).
    pub rounds_compared: usize,
    pub identical: usize,
    pub differences: Vec<Difference>,
    /// A failure of the run itself (the generator or pairproof), if any.
    pub error: Option<String>,
}

/// Runs the whole plan over both cores (rayon), `tick` called once a tournament.
pub fn run(plan: &Plan, tick: impl Fn() + Sync) -> Vec<Played> {
    (0..plan.tournaments)
        .into_par_iter()
        .map(|i| {
            let played = play(plan, i);
            tick();
            played
        })
        .collect()
}

/// Plays tournament `index` (0-based) with the engine pairing it.
pub fn play(plan: &Plan, index: usize) -> Played {
    let kind = plan.kinds[index % plan.kinds.len()];
    let seed = kinds::tournament_seed(plan.seed, index);
    let teams = plan.setup.system.pairs_teams();
    let config = kind.config(&plan.config, seed, teams);
    let dir = plan.work.join(format!("t{:05}", index + 1));
    let mut played = Played {
        tournament: index + 1,
        kind,
        seed,
        players: 0,
        rounds: 0,
        rounds_compared: 0,
        identical: 0,
        differences: Vec::new(),
        error: None,
    };
    if let Err(e) = std::fs::create_dir_all(&dir) {
        played.error = Some(format!("{}: {e}", dir.display()));
        return played;
    }
    let mut round = |t: &Tournament, request: &RoundRequest, file: Option<&str>| {
        let t = kind.prepare(t);
        played.players = t.players.len();
        let round = Round {
            plan,
            dir: &dir,
            t: &t,
            file,
            request,
            tournament: index + 1,
        };
        let (pairing, difference) = round.compare();
        played.rounds_compared += 1;
        match difference {
            None => played.identical += 1,
            Some(mut d) => {
                d.kind = kind;
                d.seed = seed;
                played.differences.push(d);
            }
        }
        pairing
    };
    let outcome = generate(plan, &config, seed, &mut round);
    match outcome {
        Ok(rounds) => played.rounds = rounds,
        Err(e) => played.error = Some(e.to_string()),
    }
    if !plan.keep || played.differences.is_empty() {
        let _ = std::fs::remove_dir_all(&dir);
    }
    played
}

/// The tournament generated as `pairproof generate` would for the plan's
/// system (a team file for teams, both games of a match for two-game
/// matches), paired round by round by `round` (given the team file so far
/// for teams); the rounds played.
fn generate<F>(plan: &Plan, config: &GeneratorConfig, seed: u64, mut round: F) -> Result<usize>
where
    F: FnMut(&Tournament, &RoundRequest, Option<&str>) -> Result<Pairing>,
{
    let system = plan.setup.system;
    if system.pairs_teams() {
        return crate::generator::teams::run(config, seed, |t, r, text| round(t, r, Some(text)))
            .map(|g| g.rounds_played);
    }
    let prepare = |t: &mut Tournament| {
        if system.plays_matches() {
            crate::generator::two_game_matches(t);
        }
    };
    crate::generator::run_prepared(
        config,
        seed,
        prepare,
        |t, r| round(t, r, None),
        |rng, s, _, w, b| crate::generator::results::board_result(rng, s, w.1, b.1),
    )
    .map(|g| g.rounds_played)
}

/// One round of one tournament.
struct Round<'a> {
    plan: &'a Plan,
    dir: &'a std::path::Path,
    t: &'a Tournament,
    /// The team file the tournament of teams was read from (teams only):
    /// the engine is given it instead of `t` written as TRF.
    file: Option<&'a str>,
    request: &'a RoundRequest,
    tournament: usize,
}

impl Round<'_> {
    /// Pairs the round both ways and judges a difference; returns the
    /// pairing the tournament goes on with.
    fn compare(&self) -> (Result<Pairing>, Option<Difference>) {
        let number = self.request.round;
        let input = self.dir.join(format!("round{number:03}.trf"));
        let output = self.dir.join(format!("round{number:03}.list"));
        let text = match self.file {
            Some(file) => file.to_string(),
            None => crate::trf::write_in(self.t, self.plan.dialect),
        };
        let engine = match std::fs::write(&input, text) {
            Ok(()) => self
                .plan
                .engine
                .run(&input, &output, self.tournament, number),
            Err(e) => EngineRun::Crashed(format!("cannot write {}: {e}", input.display())),
        };
        let ours = crate::systems::pair(self.plan.setup, self.t, self.request);
        let (continued, difference) = self.judge(engine, ours);
        if difference.is_none() || !self.plan.keep {
            let _ = std::fs::remove_file(&input);
            let _ = std::fs::remove_file(&output);
            let _ = std::fs::remove_file(output.with_extension("stderr"));
        }
        (continued, difference)
    }

    fn difference(&self, class: Class, message: String) -> Difference {
        Difference {
            tournament: self.tournament,
            kind: Kind::Default,
            seed: 0,
            round: self.request.round,
            class,
            paragraph: None,
            message,
            engine: None,
            pairproof: None,
            witness: None,
            findings: Vec::new(),
            replaced: false,
        }
    }

    fn judge(
        &self,
        engine: EngineRun,
        ours: Result<Pairing>,
    ) -> (Result<Pairing>, Option<Difference>) {
        let failed = |class, message: String| {
            let mut d = self.difference(class, message);
            d.pairproof = ours.as_ref().ok().map(Pairing::to_list);
            d.replaced = ours.is_ok();
            (ours.clone(), Some(d))
        };
        let theirs = match engine {
            EngineRun::Paired(p) => p,
            EngineRun::NoPairing => {
                return match &ours {
                    Err(Error::NoPairing(_)) => (ours.clone(), None),
                    _ => failed(
                        Class::EngineNoPairing,
                        "the engine exits 1 (no pairing) where pairproof pairs the round".into(),
                    ),
                };
            }
            EngineRun::Crashed(why) => {
                return failed(Class::Crashed, format!("the engine failed: {why}"))
            }
            EngineRun::TimedOut(limit) => {
                return failed(
                    Class::TimedOut,
                    format!("the engine was killed after {} s", limit.as_secs_f64()),
                )
            }
            EngineRun::Garbage(why) => {
                return failed(Class::Garbage, format!("the engine's output: {why}"))
            }
        };
        if let Ok(o) = &ours {
            if same(o, &theirs) {
                return (ours, None);
            }
        }
        let mut d = self.difference(Class::Undecided, String::new());
        d.engine = Some(theirs.to_list());
        d.pairproof = ours.as_ref().ok().map(Pairing::to_list);
        self.classify(&mut d, &theirs, &ours);
        let complete = places_exactly(&theirs, self.request);
        d.replaced = !complete;
        let continued = if complete { Ok(theirs) } else { ours };
        (continued, Some(d))
    }

    /// The class of a difference, from the verifier's findings on the
    /// engine's pairing (and on pairproof's when the engine's is proved right).
    fn classify(&self, d: &mut Difference, theirs: &Pairing, ours: &Result<Pairing>) {
        let report = match verifier::verify_every(self.plan.setup, self.t, self.request, theirs) {
            Ok(report) => report,
            Err(e) => {
                d.message = format!("the verifier failed: {e}");
                return;
            }
        };
        d.findings = report.findings.clone();
        if let Some(f) = &report.finding {
            d.paragraph = Some(f.criterion.clone());
            d.message = f.message.clone();
            d.witness = f.witness.clone();
        }
        d.class = match report.verdict {
            Verdict::Illegal => Class::Illegal,
            Verdict::Suboptimal => Class::Suboptimal,
            Verdict::Colours => Class::Colours,
            Verdict::Undecided => Class::Undecided,
            Verdict::Optimal => return self.classify_optimal(d, &report, ours),
        };
    }

    /// The engine's pairing is optimal: both optimal and parting in the
    /// order, or pairproof's pairing is the one at fault.
    fn classify_optimal(
        &self,
        d: &mut Difference,
        report: &verifier::RoundReport,
        ours: &Result<Pairing>,
    ) {
        let ours = match ours {
            Ok(ours) => ours,
            Err(e) => {
                d.class = Class::PairproofWrong;
                d.message = format!("the engine's pairing is proved optimal; pairproof: {e}");
                return;
            }
        };
        if report.first_in_order == Some(false) {
            d.class = Class::Order;
            d.paragraph = report.parting.as_ref().map(|p| p.step.clone());
            d.message = match &report.parting {
                Some(p) => format!("both optimal on {}; bracket {}: the engine's pairs come later in the order ({})", report.criteria, p.bracket, p.step),
                None => format!("both optimal on {}; the engine's pairs come later in the generation order ({})", report.criteria, report.order),
            };
            return;
        }
        let own = verifier::verify_every(self.plan.setup, self.t, self.request, ours);
        d.class = if report.first_in_order == Some(true) {
            Class::PairproofWrong
        } else {
            Class::Undecided
        };
        d.message = match own {
            Ok(own) => format!(
                "the engine's pairing is proved optimal{}; pairproof's: {}{}",
                if report.first_in_order == Some(true) {
                    " and first in the generation order"
                } else {
                    " (its place in the order not known)"
                },
                own.verdict.word(),
                own.finding
                    .map(|f| format!(" ({}: {})", f.criterion, f.message))
                    .unwrap_or_default()
            ),
            Err(e) => {
                format!("the engine's pairing is proved optimal; verifying pairproof's failed: {e}")
            }
        };
    }
}

/// The same pairs with the same colours and the same bye, in any board order.
fn same(a: &Pairing, b: &Pairing) -> bool {
    let boards = |p: &Pairing| {
        p.boards
            .iter()
            .map(|x| (x.white, x.black))
            .collect::<BTreeSet<_>>()
    };
    a.bye == b.bye && a.boards.len() == b.boards.len() && boards(a) == boards(b)
}

/// Whether `p` places every player to be paired exactly once, and nobody else.
fn places_exactly(p: &Pairing, request: &RoundRequest) -> bool {
    let mut placed: Vec<PlayerId> = p
        .boards
        .iter()
        .flat_map(|b| [b.white, b.black])
        .chain(p.bye)
        .collect();
    let n = placed.len();
    placed.sort_unstable();
    placed.dedup();
    let mut present = request.present.clone();
    present.sort_unstable();
    placed.len() == n && placed == present
}
