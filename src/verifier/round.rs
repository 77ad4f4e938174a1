//! A round verified: the absolute criteria checked on the pairing under
//! test ([`super::legality`]), then the walk along it judging each bracket
//! ([`super::judge`]), then the colour breaches, into the round's report.

use super::cracking::SidePairs;
use super::judge::{Judge, Judged};
use super::levels::Effort;
use super::{Finding, OrderCrossCheck, RoundReport, Verdict};
use crate::engine::walk::{self, BracketOrder};
use crate::engine::{round_context, round_states, RoundContext, Rules};
use crate::error::Result;
use crate::pairing::Pairing;
use crate::solver::Solver;
use crate::state::RoundRequest;
use crate::tournament::Tournament;

/// Verifies `tested` as the pairing of the round `request` describes, under `rules`.
pub fn verify(
    rules: Rules<'_>,
    solver: Solver,
    t: &Tournament,
    request: &RoundRequest,
    tested: &Pairing,
) -> Result<RoundReport> {
    let asked = Asked::default();
    verify_with(rules, solver, t, request, tested, asked).map(|(report, _)| report)
}

/// [`verify`] listing every finding of the round (see [`super::findings`]).
pub fn verify_every(
    rules: Rules<'_>,
    solver: Solver,
    t: &Tournament,
    request: &RoundRequest,
    tested: &Pairing,
) -> Result<RoundReport> {
    let asked = Asked {
        every: true,
        ..Asked::default()
    };
    verify_with(rules, solver, t, request, tested, asked).map(|(report, _)| report)
}

/// [`verify`] (or, with `every`, [`verify_every`]) with the certificate of every bracket judged.
pub fn verify_certified(
    rules: Rules<'_>,
    solver: Solver,
    t: &Tournament,
    request: &RoundRequest,
    tested: &Pairing,
    every: bool,
) -> Result<(RoundReport, Vec<crate::certificate::BracketCertificate>)> {
    let mut certificates = Vec::new();
    let asked = Asked {
        every,
        certificates: Some(&mut certificates),
        ..Asked::default()
    };
    let (report, _) = verify_with(rules, solver, t, request, tested, asked)?;
    Ok((report, certificates))
}

/// Verifies `tested` and, in each bracket where it is optimal, checks the
/// rule set's own account of the generation order against it: every other
/// candidate equal on every level that SAT finds leaving out one of the
/// bracket's pairs under test must come later (see [`OrderCrossCheck`]).
/// Asked of the generator's pairing, this checks the generator's order
/// steps against the account, each found independently of the other.
pub fn cross_check_order(
    rules: Rules<'_>,
    solver: Solver,
    t: &Tournament,
    request: &RoundRequest,
    tested: &Pairing,
) -> Result<(RoundReport, OrderCrossCheck)> {
    let asked = Asked {
        order_check: Some(OrderCrossCheck::default()),
        ..Asked::default()
    };
    let (report, check) = verify_with(rules, solver, t, request, tested, asked)?;
    Ok((report, check.unwrap_or_default()))
}

/// [`verify`] of a pairing under test that holds only the brackets of the
/// walk up to the one of walk index `through` (those below it unpaired):
/// judged bracket by bracket up to it, the brackets above it being the
/// text's own before it reaches that one. The absolute criteria are
/// checked on the pairs it has; the colours are not judged.
pub fn verify_through(
    rules: Rules<'_>,
    solver: Solver,
    t: &Tournament,
    request: &RoundRequest,
    tested: &Pairing,
    through: usize,
) -> Result<RoundReport> {
    let asked = Asked {
        through: Some(through),
        ..Asked::default()
    };
    verify_with(rules, solver, t, request, tested, asked).map(|(report, _)| report)
}

/// What a `verify*` entry point asks beyond the verdict.
#[derive(Default)]
struct Asked<'c> {
    /// The generation order cross-checked in each optimal bracket.
    order_check: Option<OrderCrossCheck>,
    /// Every finding of the round, not only the first.
    every: bool,
    /// Where the certificate of every bracket judged goes.
    certificates: Option<&'c mut Vec<crate::certificate::BracketCertificate>>,
    /// The walk index of the last bracket the pairing under test holds.
    through: Option<usize>,
}

/// The one body of the `verify*` entry points.
fn verify_with(
    rules: Rules<'_>,
    solver: Solver,
    t: &Tournament,
    request: &RoundRequest,
    tested: &Pairing,
    asked: Asked,
) -> Result<(RoundReport, Option<OrderCrossCheck>)> {
    let Asked {
        order_check,
        every,
        certificates,
        through,
    } = asked;
    let rules = rules.for_round(request);
    let (states, present) = round_states(rules, t, request)?;
    let mut ctx = round_context(rules, t, request, &states, &present);
    ctx.use_solver(solver);
    let mut report = RoundReport::new(request.round, present.len(), rules);
    let partner = match super::legality::partners(&ctx, &present, tested, through.is_none()) {
        Ok(partner) => partner,
        Err(breaches) if every => {
            let colours = super::findings::colour_breaches(&ctx, tested);
            let listed = listed(Verdict::Illegal, breaches)
                .chain(listed(Verdict::Colours, colours))
                .collect();
            return Ok((report.with_all(listed), order_check));
        }
        Err(mut breaches) => {
            return Ok((
                report.with(Verdict::Illegal, breaches.swap_remove(0)),
                order_check,
            ))
        }
    };
    let median = match rules.bracket_order(&ctx, &present) {
        BracketOrder::MedianLast { median, bye } => Some((median, bye)),
        BracketOrder::Descending => None,
    };
    let mut judge = Judge {
        partner,
        effort: Effort::default(),
        brackets: 0,
        first_in_order: Some(true),
        parting: None,
        median,
        restoring: Vec::new(),
        taken_back: Vec::new(),
        sides: SidePairs::default(),
        order_check,
        every,
        found: Vec::new(),
        certificates: certificates.as_ref().map(|_| Vec::new()),
        through,
        upfloaters_in_bracket: rules.text().upfloaters_in_bracket.is_some(),
    };
    let outcome = walk::walk(&ctx, &present, &mut judge);
    if let (Some(out), Some(written)) = (certificates, judge.certificates.take()) {
        out.extend(written);
    }
    report.brackets = judge.brackets;
    report.sat_calls = judge.effort.sat_calls;
    if every {
        return every_finding(report, judge, outcome, &ctx, tested);
    }
    let report = match outcome.map_err(crate::error::Error::Unexpected)? {
        Judged::Better(finding) => report.with(Verdict::Suboptimal, finding),
        Judged::Undecided(finding) => report.with(Verdict::Undecided, finding),
        Judged::Optimal => {
            report.first_in_order = judge.first_in_order;
            report.parting = judge
                .parting
                .flatten()
                .filter(|_| judge.first_in_order == Some(false));
            let colours = match through {
                Some(_) => Vec::new(),
                None => super::findings::colour_breaches(&ctx, tested),
            };
            match colours.into_iter().next() {
                Some(finding) => report.with(Verdict::Colours, finding),
                None => report,
            }
        }
    };
    Ok((report, judge.order_check))
}

fn listed(
    verdict: Verdict,
    findings: Vec<Finding>,
) -> impl Iterator<Item = super::findings::Listed> {
    findings
        .into_iter()
        .map(move |finding| super::findings::Listed { verdict, finding })
}

/// The report of a walk that carried on past its findings: those of the
/// brackets, then the colour breaches. A walk that failed after a finding
/// keeps the findings it had; the generation order is reported only when no
/// bracket has a finding.
fn every_finding(
    report: RoundReport,
    mut judge: Judge,
    outcome: std::result::Result<Judged, String>,
    ctx: &RoundContext,
    tested: &Pairing,
) -> Result<(RoundReport, Option<OrderCrossCheck>)> {
    let mut found = std::mem::take(&mut judge.found);
    match outcome {
        Err(e) if found.is_empty() => return Err(crate::error::Error::Unexpected(e)),
        Err(_) | Ok(Judged::Optimal) => {}
        Ok(Judged::Better(f)) => found.push((Verdict::Suboptimal, f)),
        Ok(Judged::Undecided(f)) => found.push((Verdict::Undecided, f)),
    }
    let mut report = report;
    if found.is_empty() {
        report.first_in_order = judge.first_in_order;
        report.parting = judge
            .parting
            .flatten()
            .filter(|_| judge.first_in_order == Some(false));
    }
    let brackets = found
        .into_iter()
        .map(|(verdict, finding)| super::findings::Listed { verdict, finding });
    let colours = listed(
        Verdict::Colours,
        super::findings::colour_breaches(ctx, tested),
    );
    Ok((
        report.with_all(brackets.chain(colours).collect()),
        judge.order_check,
    ))
}
