//! The verifier: decides with a proof whether a given pairing of a round is
//! what the rules demand. Absolute criteria are checked directly
//! ([`legality`]); each bracket's quality criteria become SAT questions
//! ([`levels`], [`encoding`]) answered by varisat: "is some candidate equal on
//! the criteria before this one and strictly better on this one?". All
//! unsatisfiable: the pairing is optimal. The criteria are the generator's
//! own definitions; the solver and the encoding are not, so each checks the
//! other.

mod bounds;
mod certify;
mod completion;
mod cracking;
mod edmonds;
pub mod encoding;
pub mod findings;
mod judge;
pub mod legality;
pub mod levels;
mod order_check;
mod round;
mod wording;

use crate::error::Result;
use crate::pairing::Pairing;
use crate::state::RoundRequest;
use crate::systems::Setup;
use crate::tournament::{PlayerId, Round, Tournament};

/// The verdict on a round's pairing, strongest fault first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Verdict {
    /// An absolute criterion (C.1-C.3) or the completion of the round is broken.
    Illegal,
    /// A better candidate exists on some quality criterion (C.5-C.19).
    Suboptimal,
    /// Right pairs, but colours against the colour allocation (E.1-E.5, Lim 5).
    Colours,
    /// No better candidate exists on any criterion (every question unsatisfiable).
    Optimal,
    /// The SAT effort budget ran out before a question was answered.
    Undecided,
}

impl Verdict {
    pub fn word(self) -> &'static str {
        match self {
            Verdict::Illegal => "illegal",
            Verdict::Suboptimal => "suboptimal",
            Verdict::Colours => "colours",
            Verdict::Optimal => "optimal",
            Verdict::Undecided => "undecided",
        }
    }
}

/// A better candidate for one bracket: its pairs and its unpaired players
/// (downfloaters, or the bye in the last bracket).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct BracketWitness {
    pub pairs: Vec<(PlayerId, PlayerId)>,
    pub unpaired: Vec<PlayerId>,
}

/// Why a round is not optimal.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Finding {
    /// The rule paragraph: `C.1`, `C.10`, `E.4`...
    pub criterion: String,
    /// 1-based bracket number, from the top.
    pub bracket: Option<usize>,
    pub bracket_score: Option<String>,
    /// The criterion's value in the pairing under test and in the better candidate.
    pub tested: Option<i64>,
    pub better: Option<i64>,
    pub message: String,
    pub witness: Option<BracketWitness>,
}

impl Finding {
    /// A finding of the whole round, in no bracket (an illegal pair, a colour breach).
    pub fn round_wide(criterion: String, message: String) -> Finding {
        Finding {
            criterion,
            bracket: None,
            bracket_score: None,
            tested: None,
            better: None,
            message,
            witness: None,
        }
    }
}

/// The rule set's account of its generation order checked against a
/// pairing (see [`round::cross_check_order`]): in each bracket where the
/// pairing is optimal, the other optimal candidates SAT found, each leaving
/// out one of its pairs, and where the account placed them.
#[derive(Debug, Clone, Default, PartialEq, Eq, serde::Serialize)]
pub struct OrderCrossCheck {
    /// Candidates the account generates after the pairing's.
    pub agreed: usize,
    /// Candidates the account generates before it, described.
    pub disagreements: Vec<String>,
    /// Candidates the account cannot place (no candidate of B.6/B.7).
    pub unplaced: usize,
    /// SAT questions whose effort budget ran out.
    pub undecided: usize,
}

/// Where a pairing first parts from the rules' generation order.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Parting {
    /// 1-based, in the walk's order.
    pub bracket: usize,
    /// The step of the order, as the rule set's text names it.
    pub step: String,
}

/// The verifier's answer for one round.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct RoundReport {
    pub round: Round,
    pub players: usize,
    pub brackets: usize,
    pub verdict: Verdict,
    /// The strongest finding (the first of `findings`), kept for readers
    /// of a single finding.
    pub finding: Option<Finding>,
    /// Every finding, strongest first (see [`findings`]); with
    /// [`verify_every`], else the one the verdict rests on.
    pub findings: Vec<findings::Listed>,
    pub sat_calls: u64,
    /// For an optimal (or colours) verdict: whether the pairs are the
    /// candidate the generation order picks among the equally good ones
    /// (the rule set's `order_paragraphs`), as the order steps shared with the generator (`order.rs`)
    /// decide; `None` when not asked or not known.
    pub first_in_order: Option<bool>,
    /// When not first in order: the bracket (1-based) where the pairs
    /// part from the rules' and the step of the order that parts them
    /// (the rule set's paragraph, e.g. `D.2.b`), when the rule set names it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub parting: Option<Parting>,
    /// The paragraphs of the quality criteria, for the report's wording.
    pub criteria: &'static str,
    /// The paragraphs of the generation order and of the colour
    /// allocation, for the report's wording.
    #[serde(skip)]
    pub order: &'static str,
    #[serde(skip)]
    pub colours: &'static str,
}

impl RoundReport {
    /// An optimal report so far, worded after the paragraphs of `rules`.
    pub fn new(round: Round, players: usize, rules: crate::engine::Rules) -> RoundReport {
        RoundReport {
            criteria: rules.text().criteria,
            order: rules.text().order,
            colours: rules.text().colours,
            round,
            players,
            brackets: 0,
            verdict: Verdict::Optimal,
            finding: None,
            findings: Vec::new(),
            sat_calls: 0,
            first_in_order: None,
            parting: None,
        }
    }

    pub fn with(mut self, verdict: Verdict, finding: Finding) -> RoundReport {
        self.verdict = verdict;
        self.findings = vec![findings::Listed {
            verdict,
            finding: finding.clone(),
        }];
        self.finding = Some(finding);
        self
    }

    /// The report with every finding, strongest first; the verdict and the
    /// single finding are the strongest one's.
    pub fn with_all(mut self, listed: Vec<findings::Listed>) -> RoundReport {
        let (verdict, listed) = findings::strongest_first(listed);
        self.verdict = verdict;
        self.finding = listed.first().map(|l| l.finding.clone());
        self.findings = listed;
        self
    }

    /// The verdict word, then the explanation and the witness, one item a line.
    pub fn render(&self) -> String {
        let mut out = format!("{}\n", self.verdict.word());
        out.push_str(&format!(
            "round {}: {} players, {} brackets examined, {} SAT calls\n",
            self.round, self.players, self.brackets, self.sat_calls
        ));
        match self.first_in_order {
            Some(true) => out.push_str(&format!("first in generation order ({}): yes, the candidate the rules generate first\n", self.order)),
            Some(false) => out.push_str(&format!(
                "first in generation order ({}): no, equally good on {} but generated later than pairproof's{}\n",
                self.order,
                self.criteria,
                self.parting.as_ref().map_or(String::new(), |p| format!(" (bracket {}, {})", p.bracket, p.step))
            )),
            None => {}
        }
        match &self.finding {
            None => out.push_str(&format!(
                "no better candidate exists on any criterion ({}), and colours follow {}\n",
                self.criteria, self.colours
            )),
            Some(f) if self.findings.len() <= 1 => render_finding(&mut out, f),
            Some(_) => {
                out.push_str(&format!(
                    "{} findings, strongest first:\n",
                    self.findings.len()
                ));
                for (k, listed) in self.findings.iter().enumerate() {
                    out.push_str(&format!("{}. {} ", k + 1, listed.verdict.word()));
                    render_finding(&mut out, &listed.finding);
                }
            }
        }
        out
    }
}

/// A finding's paragraph and message, then its better candidate, one item a line.
fn render_finding(out: &mut String, f: &Finding) {
    out.push_str(&format!("{}: {}\n", f.criterion, f.message));
    if let Some(w) = &f.witness {
        let pairs: Vec<String> = w.pairs.iter().map(|(a, b)| format!("{a}-{b}")).collect();
        out.push_str(&format!("better candidate: pairs {}", pairs.join(" ")));
        if !w.unpaired.is_empty() {
            let rest: Vec<String> = w.unpaired.iter().map(|p| p.to_string()).collect();
            out.push_str(&format!("; unpaired {}", rest.join(" ")));
        }
        out.push('\n');
    }
}

/// Verifies `tested` as [`verify`] does, listing every finding of the
/// round (see [`findings`]): each broken absolute criterion, the first level
/// of each bracket with a better candidate (the walk goes on with the
/// floaters under test), each bracket left undecided, each colour breach.
pub fn verify_every(
    setup: impl Into<Setup>,
    t: &Tournament,
    request: &RoundRequest,
    tested: &Pairing,
) -> Result<RoundReport> {
    let setup = setup.into();
    round::verify_every(setup.rules(), setup.solver, t, request, tested)
}

/// [`verify_every`] with the round's certificate (see [`crate::certificate`]).
pub fn verify_certified(
    setup: impl Into<Setup>,
    t: &Tournament,
    request: &RoundRequest,
    tested: &Pairing,
) -> Result<(RoundReport, crate::certificate::RoundCertificate)> {
    certified(setup.into(), t, request, tested, true)
}

/// [`verify_recorded`] (the first finding only, as audits count) with the
/// round's certificate.
pub fn verify_recorded_certified(
    setup: impl Into<Setup>,
    t: &Tournament,
    round: Round,
) -> Result<(RoundReport, crate::certificate::RoundCertificate)> {
    let request = RoundRequest::recorded_round(t, round, t.total_rounds());
    certified(
        setup.into(),
        t,
        &request,
        &Pairing::from_round(t, round),
        false,
    )
}

fn certified(
    setup: Setup,
    t: &Tournament,
    request: &RoundRequest,
    tested: &Pairing,
    every: bool,
) -> Result<(RoundReport, crate::certificate::RoundCertificate)> {
    let (report, brackets) =
        round::verify_certified(setup.rules(), setup.solver, t, request, tested, every)?;
    let certificate = crate::certificate::RoundCertificate {
        format: crate::certificate::FORMAT.to_string(),
        system: setup.rules().name().to_string(),
        round: report.round.number(),
        verdict: report.verdict.word().to_string(),
        tested: crate::certificate::TestedPairing {
            boards: tested.boards.iter().map(|b| (b.white, b.black)).collect(),
            bye: tested.bye,
        },
        brackets_judged: report.brackets,
        brackets,
        tournament: None,
        model: setup.rules().model_name().map(str::to_string),
    };
    Ok((report, certificate))
}

/// Verifies `tested` as the pairing of the round `request` describes.
pub fn verify(
    setup: impl Into<Setup>,
    t: &Tournament,
    request: &RoundRequest,
    tested: &Pairing,
) -> Result<RoundReport> {
    let setup = setup.into();
    round::verify(setup.rules(), setup.solver, t, request, tested)
}

/// Verifies `tested`, a pairing of the brackets of the walk up to the one of
/// walk index `through`, up to that bracket (see [`round::verify_through`]).
pub fn verify_through(
    setup: impl Into<Setup>,
    t: &Tournament,
    request: &RoundRequest,
    tested: &Pairing,
    through: usize,
) -> Result<RoundReport> {
    let setup = setup.into();
    round::verify_through(setup.rules(), setup.solver, t, request, tested, through)
}

/// Verifies `tested` and checks the rule set's account of the generation
/// order against it in every bracket where it is optimal (B.8 judged
/// independently of the generator's order steps).
pub fn cross_check_order(
    setup: impl Into<Setup>,
    t: &Tournament,
    request: &RoundRequest,
    tested: &Pairing,
) -> Result<(RoundReport, OrderCrossCheck)> {
    let setup = setup.into();
    round::cross_check_order(setup.rules(), setup.solver, t, request, tested)
}

/// Verifies round `round` as the tournament records it.
pub fn verify_recorded(
    setup: impl Into<Setup>,
    t: &Tournament,
    round: Round,
) -> Result<RoundReport> {
    let request = RoundRequest::recorded_round(t, round, t.total_rounds());
    verify(setup, t, &request, &Pairing::from_round(t, round))
}
