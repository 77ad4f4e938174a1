//! The verifier's visitor of the engine's bracket walk: at each bracket it
//! hands down the players the pairing under test moves down, and asks
//! whether a better candidate exists (see [`super::levels`]). The criteria
//! are the rule set's own; the solver and the encoding are different (SAT
//! instead of the generator's assignment and HiGHS).

use super::cracking::{normalised, s2_6_pairs_taken_back, MedianGroup, SidePairs};
use super::levels::{
    exact_proofs, first_better_or_equals, lexicographic_minimum_with, Better, Effort, Judgement,
    LevelSpec, PairsScope, Relaxation,
};
use super::{BracketWitness, Finding, OrderCrossCheck, RoundReport, Verdict};
use crate::engine::bracket::{
    outcome, quality_levels, solve_bracket, BracketModel, BracketOutcome, EdgeKind,
    OrdinaryPairing, Role,
};
use crate::engine::criteria::{Level, LevelKind};
use crate::engine::walk::{self, Bracket, BracketOrder, Step, Visitor};
use crate::engine::{round_context, round_states, RoundContext, Rules};
use crate::error::Result;
use crate::pairing::Pairing;
use crate::points::format_points;
use crate::solver::matching::matching_size;
use crate::solver::{MatchingModel, SolveError, Solver};
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
    verify_with(rules, solver, t, request, tested, None, false, None).map(|(report, _)| report)
}

/// [`verify`] listing every finding of the round (see [`super::findings`]).
pub fn verify_every(
    rules: Rules<'_>,
    solver: Solver,
    t: &Tournament,
    request: &RoundRequest,
    tested: &Pairing,
) -> Result<RoundReport> {
    verify_with(rules, solver, t, request, tested, None, true, None).map(|(report, _)| report)
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
    let (report, _) = verify_with(
        rules,
        solver,
        t,
        request,
        tested,
        None,
        every,
        Some(&mut certificates),
    )?;
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
    let (report, check) = verify_with(
        rules,
        solver,
        t,
        request,
        tested,
        Some(OrderCrossCheck::default()),
        false,
        None,
    )?;
    Ok((report, check.unwrap_or_default()))
}

fn verify_with(
    rules: Rules<'_>,
    solver: Solver,
    t: &Tournament,
    request: &RoundRequest,
    tested: &Pairing,
    order_check: Option<OrderCrossCheck>,
    every: bool,
    certificates: Option<&mut Vec<crate::certificate::BracketCertificate>>,
) -> Result<(RoundReport, Option<OrderCrossCheck>)> {
    let (states, present) = round_states(rules, t, request)?;
    let mut ctx = round_context(rules, t, request, &states, &present);
    ctx.use_solver(solver);
    let mut report = RoundReport::new(request.round, present.len(), rules);
    let partner = match super::legality::partners(&ctx, &present, tested) {
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
            match super::findings::colour_breaches(&ctx, tested)
                .into_iter()
                .next()
            {
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

/// The verifier's walk along the pairing under test.
struct Judge {
    /// For each state index: its opponent under test, `None` for the bye.
    partner: Vec<Option<usize>>,
    effort: Effort,
    brackets: usize,
    /// Whether every bracket so far is paired as the rules' generation
    /// order pairs it (the generator's order steps); `None` when the
    /// generator could not pair a bracket.
    first_in_order: Option<bool>,
    /// At the first bracket paired otherwise than the rules' order pairs
    /// it: that bracket and the step that parts them, when named.
    parting: Option<Option<super::Parting>>,
    /// The median score and the bye of a median-last walk (Lim 2.2, 1.1).
    median: Option<(crate::points::Points, Option<usize>)>,
    /// The pairs 2.6 takes back from the bracket about to be judged.
    restoring: Vec<(usize, usize)>,
    /// Every pair 2.6 took back so far.
    taken_back: Vec<(usize, usize)>,
    /// The pairs under test of the brackets beside the median group, those
    /// taken back restored.
    sides: SidePairs,
    /// When asked: the account of the generation order checked bracket by
    /// bracket against the pairs under test.
    order_check: Option<OrderCrossCheck>,
    /// Whether the walk carries on past a bracket with a finding (with the
    /// floaters under test), collecting every finding in `found`.
    every: bool,
    found: Vec<(Verdict, Finding)>,
    /// When asked: the certificate of each bracket judged.
    certificates: Option<Vec<crate::certificate::BracketCertificate>>,
}

type Judging = std::result::Result<Step<Judged>, String>;

impl Visitor for Judge {
    type Output = Judged;
    type Error = String;

    /// An ordinary bracket: the pairing under test is judged as one (the
    /// walk has found that the rules' pairing of it leaves the rest pairable,
    /// or that the rules cannot pair it at all).
    fn ordinary(&mut self, ctx: &RoundContext, b: &Bracket, rules: OrdinaryPairing) -> Judging {
        self.brackets += 1;
        let same = rules
            .outcome
            .as_ref()
            .ok()
            .map(|o| self.pairs_as_the_rules(&b.players, o));
        self.note_order(same);
        if let Ok(o) = &rules.outcome {
            self.note_parting(ctx, b, o);
        }
        // A bracket 2.6 took pairs back from is judged as the rules paired
        // it before: with those pairs; its floaters are those under test.
        let restoring = std::mem::take(&mut self.restoring);
        let saved = self.restore(&restoring);
        let judged = self.ordinary_bracket(ctx, b, &rules);
        self.note_side(ctx, b);
        self.put_back(saved);
        let judged = judged?;
        crate::trace::trace(|| {
            format!(
                "bracket {} of {} ({} MDPs): {}",
                b.index + 1,
                b.players.len(),
                b.mdps,
                judged.name()
            )
        });
        Ok(self.carry_on(judged, &b.players))
    }

    /// The PPB: judged under the rules' steps when the text prescribes them,
    /// else under the completion of the round without the look-ahead.
    fn penultimate(
        &mut self,
        ctx: &RoundContext,
        b: &Bracket,
        rules: std::result::Result<Option<BracketOutcome>, SolveError>,
    ) -> Judging {
        self.brackets += 1;
        if let Some(paragraph) = ctx.rules.text().penultimate_steps {
            return self.ppb_by_steps(ctx, b, paragraph, rules);
        }
        let rules = rules.ok().flatten();
        let same = rules
            .as_ref()
            .map(|o| self.pairs_as_the_rules(&b.players, o));
        self.note_order(same);
        if let Some(o) = &rules {
            self.note_parting(ctx, b, o);
        }
        let ppb = BracketModel::build(
            ctx,
            b.players.clone(),
            b.mdps,
            Role::Penultimate {
                rest: b.rest(),
                quota: None,
            },
        );
        let judged = self.judge(ctx, b.index, &ppb, false)?;
        Ok(self.carry_on(judged, &b.players))
    }

    /// The last bracket (or the CLB): complete, with the bye.
    fn last(&mut self, ctx: &RoundContext, b: &Bracket) -> std::result::Result<Judged, String> {
        if b.players.is_empty() {
            return Ok(Judged::Optimal);
        }
        self.brackets += 1;
        if let Some(finding) = self.s2_6_finding(ctx, b) {
            return Ok(Judged::Better(finding));
        }
        let rules = solve_bracket(ctx, b.players.clone(), b.mdps, Role::Last).ok();
        let same = rules
            .as_ref()
            .map(|o| self.pairs_as_the_rules(&b.players, o));
        self.note_order(same);
        if let Some(o) = &rules {
            self.note_parting(ctx, b, o);
        }
        let last = BracketModel::build(ctx, b.players.clone(), b.mdps, Role::Last);
        self.judge(ctx, b.index, &last, false)
    }

    /// A bracket some of whose pairs the rules take back to pair the median
    /// group (Lim 2.6): the taken-back pairs are restored when the bracket
    /// is judged, their players join the median group as floaters, and the
    /// last bracket checks the step itself ([`super::cracking`]). When the
    /// pairing under test pairs them in the bracket (it pairs the bracket
    /// otherwise, as well maybe), the pairs it took back are read from it
    /// where [`Self::own_taken_back`] can. Left undecided otherwise, or
    /// (with `cracked` empty) when it departed from the rules' pairing
    /// before and the rules would then take back pairs not known here.
    fn cracked(
        &mut self,
        ctx: &RoundContext,
        b: &Bracket,
        cracked: &[usize],
    ) -> std::result::Result<Option<Judged>, String> {
        let paragraph = ctx
            .rules
            .text()
            .paragraph(crate::engine::rules::Absolute::Completion);
        let ids = |players: &[usize]| {
            players
                .iter()
                .map(|&p| ctx.states[p].id.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        };
        let why = if cracked.is_empty() {
            format!("the rules take back pairs so that the last bracket can be paired ({paragraph}), after the pairing under test departed from theirs; which pairs is not known from the pairing under test")
        } else {
            let kept: Vec<usize> = cracked
                .iter()
                .copied()
                .filter(|&p| self.paired_inside(&b.players, p))
                .collect();
            let pairs = if kept.is_empty() {
                Ownership::Pairs(
                    cracked
                        .chunks(2)
                        .filter(|c| c.len() == 2)
                        .map(|c| (c[0], c[1]))
                        .collect(),
                )
            } else {
                self.own_taken_back(ctx, b, cracked.len() / 2)
            };
            match pairs {
                Ownership::Pairs(pairs) => {
                    self.restoring.extend(&pairs);
                    self.taken_back.extend(pairs);
                    return Ok(None);
                }
                Ownership::NotNearest(floaters) => {
                    self.brackets += 1;
                    return Ok(Some(Judged::Better(Finding {
                        criterion: paragraph.to_string(),
                        bracket: Some(b.index + 1),
                        bracket_score: Some(format_points(ctx.bracket_score(&b.players, b.mdps))),
                        tested: None,
                        better: None,
                        message: format!(
                            "bracket {}: the pairing under test takes back players {} from the bracket, no pair of it nearest the median group; {paragraph} takes back the pair nearest it",
                            b.index + 1,
                            ids(&floaters)
                        ),
                        witness: None,
                    })));
                }
                Ownership::Unknown => {}
            }
            format!("the rules take back the pairs of players {} ({paragraph}); the pairing under test pairs {} in the bracket", ids(cracked), ids(&kept))
        };
        self.brackets += 1;
        Ok(Some(Judged::Undecided(Finding {
            criterion: paragraph.to_string(),
            bracket: Some(b.index + 1),
            bracket_score: Some(format_points(ctx.bracket_score(&b.players, b.mdps))),
            tested: None,
            better: None,
            message: format!("bracket {}: {why}", b.index + 1),
            witness: None,
        })))
    }
}

impl Judge {
    /// The walk's next step after a bracket judged `judged`: down with the
    /// floaters under test when optimal; otherwise stop, or, collecting every
    /// finding, note it and go down all the same (the brackets below are
    /// then judged given the pairs under test above them).
    fn carry_on(&mut self, judged: Judged, bracket: &[usize]) -> Step<Judged> {
        let finding = match judged {
            Judged::Optimal => return Step::Down(self.floaters(bracket)),
            stop if !self.every => return Step::Stop(stop),
            Judged::Better(f) => (Verdict::Suboptimal, f),
            Judged::Undecided(f) => (Verdict::Undecided, f),
        };
        self.found.push(finding);
        Step::Down(self.floaters(bracket))
    }

    /// Makes the pairing under test hold `pairs`, returning what it held.
    fn restore(&mut self, pairs: &[(usize, usize)]) -> Vec<(usize, Option<usize>)> {
        let mut saved = Vec::new();
        for &(a, b) in pairs {
            saved.extend([(a, self.partner[a]), (b, self.partner[b])]);
            self.partner[a] = Some(b);
            self.partner[b] = Some(a);
        }
        saved
    }

    fn put_back(&mut self, saved: Vec<(usize, Option<usize>)>) {
        for (p, partner) in saved.into_iter().rev() {
            self.partner[p] = partner;
        }
    }

    /// The `k` pairs the pairing under test took back from bracket `b` when
    /// it pairs the bracket otherwise than the rules: in the bracket next
    /// to the median group (whose floaters all go there), the one way to
    /// pair `k` pairs of its floaters under test, the others being as many
    /// as the rules float, so that they are the pairs 2.6 takes back first
    /// (the rule set's reading `CrackedPair` places each pair). `None` when
    /// there is no way (the pair taken back is not the next one), unknown
    /// when there is no such bracket or several ways (only `k` = 1 is tried).
    fn own_taken_back(&self, ctx: &RoundContext, b: &Bracket, k: usize) -> Ownership {
        let (Some((median, _)), Some(&resident)) = (self.median, b.players.get(b.mdps)) else {
            return Ownership::Unknown;
        };
        let score = |p: usize| ctx.states[p].pairing_score;
        let side = score(resident).cmp(&median);
        let next_to_median = b
            .lower
            .first()
            .and_then(|g| g.first())
            .is_none_or(|&p| score(p).cmp(&median) != side);
        let floaters = self.floaters(&b.players);
        let ordinary = b.players.len() - 2 * ctx.max_pairs(&b.players, b.mdps);
        if k != 1 || !next_to_median || floaters.len() != ordinary + 2 {
            return Ownership::Unknown;
        }
        let rank = |p: usize| (-score(p), ctx.states[p].rank);
        let above = side == std::cmp::Ordering::Greater;
        let reading = ctx.rules.cracked_pair();
        let place = |x: usize, y: usize| reading.place(rank(x), rank(y), above);
        // Each pair kept in the bracket with its place (one entry per player).
        let kept: Vec<_> = b
            .players
            .iter()
            .filter_map(|&p| {
                self.partner[p]
                    .filter(|q| b.players.contains(q))
                    .map(|q| place(p, q))
            })
            .collect();
        let beyond_kept = |x: usize, y: usize| match side {
            std::cmp::Ordering::Greater => kept.iter().all(|&k| k < place(x, y)),
            _ => kept.iter().all(|&k| k > place(x, y)),
        };
        let mut ways = Vec::new();
        for (i, &x) in floaters.iter().enumerate() {
            for &y in &floaters[i + 1..] {
                if ctx.compatible(x, y) && beyond_kept(x, y) {
                    ways.push((x, y));
                }
            }
        }
        match ways.len() {
            0 => Ownership::NotNearest(floaters),
            1 => Ownership::Pairs(ways),
            _ => Ownership::Unknown,
        }
    }

    /// In a median-last walk, records the pairs under test of a bracket
    /// beside the median group, for 2.6.
    fn note_side(&mut self, ctx: &RoundContext, b: &Bracket) {
        let (Some((median, _)), Some(&resident)) = (self.median, b.players.get(b.mdps)) else {
            return;
        };
        let pairs: Vec<(usize, usize)> = b
            .players
            .iter()
            .filter_map(|&p| {
                self.partner[p]
                    .filter(|&q| b.players.contains(&q) && p < q)
                    .map(|q| (p, q))
            })
            .collect();
        match ctx.states[resident].pairing_score.cmp(&median) {
            std::cmp::Ordering::Greater => self.sides.above.push(pairs),
            std::cmp::Ordering::Less => self.sides.below.push(pairs),
            std::cmp::Ordering::Equal => {}
        }
    }

    /// Lim 2.6 replayed on the pairs under test: the pairs it takes back
    /// must be those the pairing under test took back.
    fn s2_6_finding(&self, ctx: &RoundContext, b: &Bracket) -> Option<Finding> {
        let (score, bye) = self.median?;
        if self.taken_back.is_empty() {
            return None;
        }
        let group = MedianGroup {
            score,
            bye,
            players: &b.players,
        };
        let text = s2_6_pairs_taken_back(ctx, &group, &self.sides, &self.taken_back);
        if normalised(&text) == normalised(&self.taken_back) {
            return None;
        }
        let paragraph = ctx
            .rules
            .text()
            .paragraph(crate::engine::rules::Absolute::Completion);
        let show = |pairs: &[(usize, usize)]| {
            let shown: Vec<String> = pairs
                .iter()
                .map(|&(a, b)| format!("{}-{}", ctx.states[a].id, ctx.states[b].id))
                .collect();
            if shown.is_empty() {
                "none".to_string()
            } else {
                shown.join(" ")
            }
        };
        Some(Finding {
            criterion: paragraph.to_string(),
            bracket: Some(b.index + 1),
            bracket_score: Some(format_points(score)),
            tested: None,
            better: None,
            message: format!(
                "bracket {} (the median group): the pairing under test takes back the pairs {} to pair it; taking back the next pair step by step, {paragraph} takes back {}",
                b.index + 1,
                show(&self.taken_back),
                show(&text)
            ),
            witness: None,
        })
    }

    /// Players of the bracket whose opponent under test is outside it (or
    /// who have the bye), in bracket order.
    fn floaters(&self, bracket: &[usize]) -> Vec<usize> {
        bracket
            .iter()
            .copied()
            .filter(|&p| !self.paired_inside(bracket, p))
            .collect()
    }

    /// Whether player `p` of `bracket` meets another of its players under test.
    fn paired_inside(&self, bracket: &[usize], p: usize) -> bool {
        self.partner[p].is_some_and(|q| bracket.contains(&q))
    }

    /// An ordinary bracket's model: the following bracket joins it when
    /// players float and the look-ahead counts under the rules' role.
    fn ordinary_bracket(
        &mut self,
        ctx: &RoundContext,
        b: &Bracket,
        rules: &OrdinaryPairing,
    ) -> std::result::Result<Judged, String> {
        if ctx.rules.completion_in_every_bracket() {
            return self.completion_bracket(ctx, b);
        }
        // A median-last walk (Lim) may have nothing paired after a bracket.
        let none = Vec::new();
        let (next_group, next_is_last) = (b.lower.first().unwrap_or(&none), b.lower.len() == 1);
        let floats = b.players.len() > 2 * ctx.max_pairs(&b.players, b.mdps);
        // A look-ahead the rule set settles as its own cost of each floater
        // (the 2012 C.12 read as taking the first pairing allowing P1 pairings).
        if let Some(role) = ctx.rules.judged_role(rules).filter(|_| floats) {
            let m = BracketModel::build(ctx, b.players.clone(), b.mdps, role);
            return self.judge(ctx, b.index, &m, false);
        }
        let next_counts = floats && ctx.rules.next_bracket_counts(rules);
        let next = if next_counts {
            next_group.to_vec()
        } else {
            Vec::new()
        };
        let ordinary = BracketModel::build(
            ctx,
            b.players.clone(),
            b.mdps,
            Role::Normal { next, next_is_last },
        );
        // The look-ahead depends on the set of floaters only: when the sets
        // the number of pairs allows can be enumerated, the generator's exact
        // per-set values settle it without counting in SAT.
        let floaters: Vec<usize> = (0..b.players.len())
            .filter(|&v| !self.paired_inside(&b.players, b.players[v]))
            .collect();
        let c7_settled = ordinary.has_next_bracket()
            && ctx
                .rules
                .best_floater_set(ctx, b, next_group, next_is_last, &floaters)
                == Some(true);
        self.judge(ctx, b.index, &ordinary, c7_settled)
    }

    /// A bracket under completion in every bracket (the 2026 [C4]): the
    /// bracket with everybody below it in the model, every vertex matched,
    /// the bye a dummy vertex; the first scoregroup below is the one the
    /// look-ahead ([C8]) judges. This is the text's definition, whatever
    /// shortcut the generator took to its pairing.
    fn completion_bracket(
        &mut self,
        ctx: &RoundContext,
        b: &Bracket,
    ) -> std::result::Result<Judged, String> {
        let role = Role::Completion {
            rest: b.rest(),
            next: b.lower[0].len(),
        };
        let m = BracketModel::build(ctx, b.players.clone(), b.mdps, role);
        // The model keeps two floaters of the bracket apart below it (they
        // would be moved-down players of one bracket meeting each other);
        // a pairing under test that pairs them is outside what it can judge.
        let floaters = self.floaters(&b.players);
        if let Some(&p) = floaters
            .iter()
            .find(|&&p| self.partner[p].is_some_and(|q| floaters.contains(&q)))
        {
            let q = self.partner[p].expect("paired");
            let what = format!(
                "players {} and {}, both floating from this bracket, meeting each other below it",
                ctx.states[p].id, ctx.states[q].id
            );
            return Ok(undecided_model(ctx, b.index, &m, &what));
        }
        // No pair possible in the bracket: its only candidate is the one under
        // test (who floats is settled), whatever the levels' values.
        if !m.kinds.contains(&EdgeKind::Bracket) && self.tested_edges(&m).is_some() {
            return Ok(Judged::Optimal);
        }
        self.judge(ctx, b.index, &m, false)
    }

    /// Whether the pairing under test pairs `bracket` as `rules` does (the generation order).
    fn pairs_as_the_rules(&self, bracket: &[usize], rules: &BracketOutcome) -> bool {
        rules.pairs.iter().all(|&(a, b)| self.partner[a] == Some(b))
            && rules
                .unpaired
                .iter()
                .all(|&p| !self.paired_inside(bracket, p))
    }

    /// At the first bracket paired otherwise than the rules pair it: the
    /// step of the generation order that parts the two (for reports).
    fn note_parting(&mut self, ctx: &RoundContext, b: &Bracket, rules: &BracketOutcome) {
        if self.parting.is_some() || self.pairs_as_the_rules(&b.players, rules) {
            return;
        }
        let tested: Vec<(usize, usize)> = b
            .players
            .iter()
            .filter_map(|&p| {
                self.partner[p]
                    .filter(|&q| p < q && b.players.contains(&q))
                    .map(|q| (p, q))
            })
            .collect();
        let step = ctx.rules.order_step(ctx, b, &rules.pairs, &tested);
        self.parting = Some(step.map(|(step, _)| super::Parting {
            bracket: b.index + 1,
            step,
        }));
    }

    fn note_order(&mut self, same: Option<bool>) {
        self.first_in_order = match (self.first_in_order, same) {
            (Some(first), Some(same)) => Some(first && same),
            _ => None,
        };
    }

    /// The PPB whose pairs the text prescribes step by step (2012 C.13/C.14).
    /// The rules' pairing of it (a number of pairs, or none: the whole
    /// bracket moves down) all under test hands its other players to the
    /// last bracket, which may pair some of them with each other. Otherwise
    /// the pairing under test must keep the rules' quota, and is judged under it.
    fn ppb_by_steps(
        &mut self,
        ctx: &RoundContext,
        b: &Bracket,
        paragraph: &str,
        rules: std::result::Result<Option<BracketOutcome>, SolveError>,
    ) -> Judging {
        let Some(rules) = rules.map_err(|e| e.to_string())? else {
            self.note_order(Some(true));
            return Ok(Step::Down(b.players.clone()));
        };
        if rules.pairs.iter().all(|&(x, y)| self.partner[x] == Some(y)) {
            self.note_order(Some(true));
            return Ok(Step::Down(rules.unpaired));
        }
        self.note_order(Some(false));
        // The steps solve the bracket under the quota they reached.
        let quota = rules
            .quota
            .ok_or("the rules' pairing of the penultimate bracket came without its quota")?;
        let ppb = BracketModel::build(
            ctx,
            b.players.clone(),
            b.mdps,
            Role::Penultimate {
                rest: b.rest(),
                quota: Some(quota),
            },
        );
        let keeps = self
            .tested_edges(&ppb)
            .is_some_and(|tested| quota.constraints(&ppb).iter().all(|c| c.holds(&tested)));
        if !keeps {
            let judged = Judged::Better(Finding {
                criterion: paragraph.to_string(),
                bracket: Some(b.index + 1),
                bracket_score: None,
                tested: None,
                better: None,
                message: format!(
                    "bracket {} (the penultimate bracket): the rules pair it with P1 = {} pairs, M1 = {} of them with a moved-down player{} ({paragraph}); the pairing under test does not",
                    b.index + 1,
                    quota.pairs,
                    quota.mdp_pairs,
                    if quota.unpaired_from.is_some_and(|first| first < b.mdps) { ", one of the highest score" } else { "" }
                ),
                witness: None,
            });
            return Ok(self.carry_on(judged, &b.players));
        }
        let judged = self.judge(ctx, b.index, &ppb, false)?;
        Ok(self.carry_on(judged, &b.players))
    }
    /// Judges the pairing under test in the bracket model `m`, whose role
    /// says which criteria apply: its values, the levels the relaxation (or,
    /// with `c7_settled`, the per-set values of C.7) proves, then one SAT
    /// question for each level left.
    fn judge(
        &mut self,
        ctx: &RoundContext,
        k: usize,
        m: &BracketModel,
        c7_settled: bool,
    ) -> std::result::Result<Judged, String> {
        let Some(tested) = self.tested_edges(m) else {
            return Ok(Judged::Better(mdps_paired_together(ctx, k, m)));
        };
        let quality = quality_levels(m);
        let Some(values) = self.tested_values(ctx, m, &tested, &quality)? else {
            let criterion = below_the_bracket(m);
            return Ok(undecided(
                ctx,
                k,
                m,
                criterion,
                &format!("the values under test ({criterion})"),
            ));
        };
        let model = m.matching_model(ctx);
        let (mut proved, scopes) = relaxation_proofs(m, &model, &quality, &values);
        for (p, c) in proved.iter_mut().zip(super::completion::proofs(
            m, &model, &quality, &values, &tested,
        )) {
            *p |= c;
        }
        if c7_settled {
            for (l, level) in quality.iter().enumerate() {
                proved[l] |= level.kind == LevelKind::NextBracket;
            }
        }
        // Last before SAT, being the dearest: the integral minima where the
        // relaxation's fractional ones fell short.
        exact_proofs(&scopes, &specs(&quality), &values, &mut proved);
        // The order cross-check asks its questions of the same settled levels.
        let avoid: Vec<usize> = match self.order_check {
            Some(_) => (0..m.edges.len())
                .filter(|&e| tested[e] && m.kinds[e] == EdgeKind::Bracket)
                .collect(),
            None => Vec::new(),
        };
        let (judgement, equals) = first_better_or_equals(
            &model,
            &specs(&quality),
            &values,
            &proved,
            &avoid,
            &mut self.effort,
        );
        if let Some(certificates) = self.certificates.as_mut() {
            let judged = super::certify::Judged {
                index: k,
                model: &model,
                quality: &quality,
                values: &values,
                tested: &tested,
                proved: &proved,
                judgement: &judgement,
            };
            certificates.extend(super::certify::bracket(m, &judged));
        }
        self.check_order(ctx, k, m, &tested, equals);
        Ok(judged(ctx, judgement, k, m, &quality))
    }

    /// The order cross-check of one bracket whose pairs under test are
    /// optimal: each other optimal candidate SAT found without one of those
    /// pairs (`equals`) must be generated later by the rule set's account.
    fn check_order(
        &mut self,
        ctx: &RoundContext,
        k: usize,
        m: &BracketModel,
        tested: &[bool],
        equals: Vec<std::result::Result<Option<Vec<bool>>, ()>>,
    ) {
        let Some(mut check) = self.order_check.take() else {
            return;
        };
        let pairs_of = |chosen: &[bool]| -> Vec<(usize, usize)> {
            (0..m.edges.len())
                .filter(|&e| chosen[e] && m.kinds[e] == EdgeKind::Bracket)
                .map(|e| (m.players[m.edges[e].0], m.players[m.edges[e].1]))
                .collect()
        };
        let under_test = pairs_of(tested);
        for answer in equals {
            match answer {
                Err(()) => check.undecided += 1,
                Ok(None) => {}
                Ok(Some(chosen)) => match ctx.rules.order_step(
                    ctx,
                    &Bracket::detached(m.players.clone(), m.mdps),
                    &under_test,
                    &pairs_of(&chosen),
                ) {
                    None => check.unplaced += 1,
                    Some((_, std::cmp::Ordering::Less)) => check.agreed += 1,
                    Some((step, _)) => check.disagreements.push(format!(
                        "bracket {}: {} is generated before the pairs under test ({step})",
                        k + 1,
                        pairs_of(&chosen)
                            .iter()
                            .map(|&(a, b)| format!("{}-{}", ctx.states[a].id, ctx.states[b].id))
                            .collect::<Vec<_>>()
                            .join(" ")
                    )),
                },
            }
        }
        self.order_check = Some(check);
    }

    /// The bracket's own pairs under test as edges of the model; `None` when
    /// a pair is not an edge (two MDPs paired with each other, B.2).
    fn tested_edges(&self, m: &BracketModel) -> Option<Vec<bool>> {
        let mut chosen = vec![false; m.edges.len()];
        let mut found = 0;
        for (e, &(a, b)) in m.edges.iter().enumerate() {
            if m.kinds[e] == EdgeKind::Bracket && self.partner[m.players[a]] == Some(m.players[b]) {
                chosen[e] = true;
                found += 1;
            }
        }
        let inside = m
            .players
            .iter()
            .filter(|&&p| self.paired_inside(&m.players, p))
            .count();
        (2 * found == inside).then_some(chosen)
    }

    /// The criteria's values for the pairing under test. Its own pairs are
    /// fixed; what C.7 and C.4 look at below the bracket is the best the
    /// rest can do, found by SAT from the pairs under test there.
    fn tested_values(
        &mut self,
        ctx: &RoundContext,
        m: &BracketModel,
        tested: &[bool],
        quality: &[Level],
    ) -> std::result::Result<Option<Vec<i64>>, String> {
        let mut model = m.matching_model(ctx);
        let mut start = tested.to_vec();
        for (e, &(a, b)) in m.edges.iter().enumerate() {
            match m.kinds[e] {
                EdgeKind::Bracket => model.fixed[e] = Some(tested[e]),
                EdgeKind::Next | EdgeKind::Completion => {
                    start[e] =
                        self.partner[m.vertex_state[a].expect("a player")] == m.vertex_state[b];
                }
                EdgeKind::Bye => {
                    start[e] = self.partner[m.vertex_state[a].expect("a player")].is_none()
                }
            }
        }
        // Two floaters of the bracket meeting below are no edge of the model:
        // the SAT search then starts from any feasible matching.
        let start = model.is_feasible(&start).then_some(start);
        let mut levels = specs(quality);
        if let Some(c7) = quality
            .iter()
            .position(|l| l.kind == LevelKind::NextBracket)
        {
            if m.has_next_bracket() {
                levels[c7].bound = Some(-c7_most_settled(m, tested));
            }
        }
        let pairs = total_pairs(m, tested, &model);
        // With the rest of the round in the model, the counting levels are
        // bounded by maximum matchings rather than proved by SAT.
        let bound = |k: usize, earlier: &[i64]| {
            super::completion::level_bound(m, &model, quality, k, earlier, Some(tested))
        };
        let minimum = lexicographic_minimum_with(
            &model,
            &levels,
            start,
            Some(pairs),
            &mut self.effort,
            &bound,
        )?;
        Ok(minimum.map(|(values, _)| values))
    }
}

/// A judgement of the SAT questions as the walk's outcome.
fn judged(
    ctx: &RoundContext,
    j: Judgement,
    k: usize,
    m: &BracketModel,
    quality: &[Level],
) -> Judged {
    match j {
        Judgement::Optimal => Judged::Optimal,
        Judgement::Better(b) => Judged::Better(finding(ctx, k, m, quality, &b)),
        Judgement::Undecided { level } => {
            let paragraph = quality[level].criterion.paragraph;
            undecided(ctx, k, m, paragraph, paragraph)
        }
    }
}

/// A bracket whose pairing under test the model cannot hold: undecided
/// rather than a verdict on another question.
fn undecided_model(ctx: &RoundContext, k: usize, m: &BracketModel, what: &str) -> Judged {
    let criterion = ctx
        .rules
        .text()
        .paragraph(crate::engine::rules::Absolute::Completion);
    undecided_because(
        ctx,
        k,
        m,
        criterion,
        &format!("not judged, the model does not hold {what}"),
    )
}

fn undecided(
    ctx: &RoundContext,
    k: usize,
    m: &BracketModel,
    criterion: &str,
    what: &str,
) -> Judged {
    undecided_because(
        ctx,
        k,
        m,
        criterion,
        &format!("the SAT effort budget ran out on {what}"),
    )
}

fn undecided_because(
    ctx: &RoundContext,
    k: usize,
    m: &BracketModel,
    criterion: &str,
    why: &str,
) -> Judged {
    Judged::Undecided(Finding {
        criterion: criterion.to_string(),
        bracket: Some(k + 1),
        bracket_score: Some(format_points(bracket_score(ctx, m))),
        tested: None,
        better: None,
        message: format!("bracket {} ({} players): {why}", k + 1, m.players.len()),
        witness: None,
    })
}

fn finding(
    ctx: &RoundContext,
    k: usize,
    m: &BracketModel,
    quality: &[Level],
    better: &Better,
) -> Finding {
    let level = &quality[better.level];
    let ppb = matches!(m.role, Role::Penultimate { .. });
    Finding {
        criterion: level.criterion.to_string(),
        bracket: Some(k + 1),
        bracket_score: Some(format_points(bracket_score(ctx, m))),
        tested: Some(better.tested),
        better: Some(better.better),
        message: format!(
            "bracket {} (score {}, {} players{}): a candidate is better on {} ({}: {} under test, {} possible)",
            k + 1,
            format_points(bracket_score(ctx, m)),
            m.players.len(),
            if ppb { ", the PPB" } else { "" },
            level.criterion,
            describe(better.level, quality, m),
            better.tested,
            better.better
        ),
        witness: Some(witness(ctx, m, &better.chosen)),
    }
}

/// Two moved-down players paired with each other: no edge of the model.
fn mdps_paired_together(ctx: &RoundContext, k: usize, m: &BracketModel) -> Finding {
    Finding {
        criterion: "B.2".to_string(),
        bracket: Some(k + 1),
        bracket_score: Some(format_points(bracket_score(ctx, m))),
        tested: None,
        better: None,
        message: format!(
            "bracket {}: two moved-down players are paired with each other; MDPs meet only resident players (B.2)",
            k + 1
        ),
        witness: None,
    }
}

impl Judged {
    fn name(&self) -> &'static str {
        match self {
            Judged::Optimal => "optimal",
            Judged::Better(_) => "better candidate",
            Judged::Undecided(_) => "undecided",
        }
    }
}

/// The pairs a pairing under test took back from a bracket (Lim 2.6).
enum Ownership {
    Pairs(Vec<(usize, usize)>),
    /// Its floaters there, of whom no pair is the nearest the median group.
    NotNearest(Vec<usize>),
    Unknown,
}

/// How a bracket, or the round, was judged.
enum Judged {
    Optimal,
    Better(Finding),
    Undecided(Finding),
}

fn specs(levels: &[Level]) -> Vec<LevelSpec> {
    levels
        .iter()
        .map(|l| LevelSpec {
            form: l.form.clone(),
            bound: l.bound,
        })
        .collect()
}

/// The criterion whose values below the bracket the values under test need.
fn below_the_bracket(m: &BracketModel) -> &'static str {
    match m.role {
        Role::Penultimate { .. } => "C.4",
        Role::Completion { .. } => m
            .rules
            .text()
            .paragraph(crate::engine::rules::Absolute::Completion),
        Role::Last => "C.5-C.19",
        _ => "C.7",
    }
}

/// Levels proved at the values under test by the continuous relaxation (see
/// [`Relaxation`]), so that SAT is asked only the rest. Candidates equal on
/// C.5 have the same number of pairs when only the bracket's own pairs count
/// or everybody is paired (PPB); with the following bracket in the model,
/// C.5-C.6 are proved on the bracket's own pairs, C.7's number of pairs by
/// the relaxation with one pair more (no fractional candidate as good on
/// C.5-C.6 means no integral one), and the later levels with C.7's pairs.
fn relaxation_proofs(
    m: &BracketModel,
    model: &MatchingModel,
    quality: &[Level],
    values: &[i64],
) -> (Vec<bool>, Vec<PairsScope>) {
    let levels = specs(quality);
    let own_pairs = match quality.first() {
        Some(l) if l.kind == LevelKind::MaxPairs => (-values[0]).max(0) as usize,
        // A text whose PAB level comes before the number of pairs (the 2026
        // [C5]): the number of pairs is a later level, or fixed (the last
        // bracket pairs all but the PAB assignee).
        _ if m.rules.completion_in_every_bracket() => {
            match quality.iter().position(|l| l.kind == LevelKind::MaxPairs) {
                Some(k) => (-values[k]).max(0) as usize,
                None => m.known_pairs.unwrap_or(0),
            }
        }
        _ => 0,
    };
    let own_scope = |model: &MatchingModel, levels: Vec<bool>| {
        own_pairs_scope(m, model, quality, own_pairs, levels)
    };
    let everybody = |model: &MatchingModel| {
        PairsScope::new(model, model.vertices / 2, vec![true; quality.len()])
    };
    // With the number of own pairs fixed, C.5 itself proves nothing: it is
    // left to its bound (a maximum matching) or to SAT.
    if matches!(m.role, Role::Completion { .. }) {
        // Everybody is paired; besides, the levels over the bracket's own
        // pairs are bounded by the bracket alone with as many pairs as under
        // test (candidates equal on the number of pairs range over fewer).
        let full = Relaxation::new(model, Some(model.vertices / 2)).proofs(&levels, values);
        let Some(own_pairs) = quality
            .iter()
            .zip(values)
            .find(|(l, _)| l.kind == LevelKind::MaxPairs)
            .map(|(_, v)| (-v).max(0) as usize)
        else {
            return (full, vec![everybody(model)]);
        };
        let mut bracket_only = model.clone();
        bracket_only.must_match.iter_mut().for_each(|x| *x = false);
        for (e, kind) in m.kinds.iter().enumerate() {
            if *kind != EdgeKind::Bracket {
                bracket_only.fixed[e] = Some(false);
            }
        }
        let skip: Vec<bool> = quality
            .iter()
            .map(|l| {
                l.kind == LevelKind::MaxPairs
                    || l.form
                        .terms
                        .iter()
                        .any(|&(e, _)| m.kinds[e] != EdgeKind::Bracket)
            })
            .collect();
        let own =
            Relaxation::new(&bracket_only, Some(own_pairs)).proofs_skipping(&levels, values, &skip);
        let scopes = vec![
            everybody(model),
            own_pairs_scope(
                m,
                &bracket_only,
                quality,
                own_pairs,
                vec![true; quality.len()],
            ),
        ];
        return (
            full.into_iter().zip(own).map(|(a, b)| a || b).collect(),
            scopes,
        );
    }
    if m.completes_the_round() {
        // Everybody is paired: candidates differ in their own pairs, not in the total.
        return (
            Relaxation::new(model, Some(model.vertices / 2)).proofs(&levels, values),
            vec![everybody(model)],
        );
    }
    let all = vec![true; quality.len()];
    if !m.has_next_bracket() {
        let not_c5: Vec<bool> = quality
            .iter()
            .map(|l| l.kind == LevelKind::MaxPairs)
            .collect();
        let proved =
            Relaxation::new(model, Some(own_pairs)).proofs_skipping(&levels, values, &not_c5);
        return (proved, vec![own_scope(model, all)]);
    }
    let mut bracket_only = model.clone();
    for (e, kind) in m.kinds.iter().enumerate() {
        if *kind != EdgeKind::Bracket {
            bracket_only.fixed[e] = Some(false);
        }
    }
    let Some(c7) = quality
        .iter()
        .position(|l| l.kind == LevelKind::NextBracket)
    else {
        // The following bracket is in the model only for what it tells of
        // the bracket's players (Lim 3.9): every level counts the bracket's
        // own pairs, which the relaxation without the following bracket bounds.
        let not_c5: Vec<bool> = quality
            .iter()
            .map(|l| l.kind == LevelKind::MaxPairs)
            .collect();
        let proved = Relaxation::new(&bracket_only, Some(own_pairs))
            .proofs_skipping(&levels, values, &not_c5);
        return (proved, vec![own_scope(&bracket_only, all)]);
    };
    // The bracket's own pairs alone: every level but C.7 counts only them, so
    // with C.5 and C.7 left out this relaxation bounds them all.
    let own_only: Vec<bool> = quality
        .iter()
        .map(|l| l.kind == LevelKind::MaxPairs || l.kind == LevelKind::NextBracket)
        .collect();
    let own =
        Relaxation::new(&bracket_only, Some(own_pairs)).proofs_skipping(&levels, values, &own_only);
    let mut proved = own[..c7].to_vec();
    // C.7's first level counts two per pair below and one for a bye.
    let settled = (-values[c7]).max(0) as usize;
    let next_edges = settled / 2 + settled % 2;
    let total = Some(own_pairs + next_edges);
    let rest = Relaxation::new(model, total).proofs(&levels, values);
    // An odd bracket's relaxation trades half pairs of its own for pairs
    // below, which breaks the chain at C.5; without C.5-C.7's count it
    // ranges over more candidates but still bounds the later levels.
    let skip: Vec<bool> = (0..levels.len()).map(|l| l <= c7).collect();
    let loose = Relaxation::new(model, total).proofs_skipping(&levels, values, &skip);
    let with_bye = m.kinds.contains(&EdgeKind::Bye);
    let following = m.vertex_state.iter().flatten().count() - 2 * own_pairs;
    proved.push(if with_bye {
        // Everybody of the following bracket settled: nothing can do better.
        settled >= following
    } else {
        no_candidate_with_more_pairs(
            model,
            &levels[..c7],
            &values[..c7],
            own_pairs + next_edges + 1,
        )
    });
    proved.extend((c7 + 1..levels.len()).map(|l| rest[l] || loose[l] || own[l]));
    let scopes = vec![
        own_scope(&bracket_only, (0..levels.len()).map(|l| l != c7).collect()),
        PairsScope::new(
            model,
            own_pairs + next_edges,
            (0..levels.len()).map(|l| l > c7).collect(),
        ),
    ];
    (proved, scopes)
}

/// The scope of the bracket's own pairs (`model` holds only its edges, or
/// all of them when it is the whole round), over the `levels` asked for that
/// come after the number of own pairs and count only the bracket's edges:
/// another form's terms below the bracket would be left out of the bound.
fn own_pairs_scope(
    m: &BracketModel,
    model: &MatchingModel,
    quality: &[Level],
    own_pairs: usize,
    levels: Vec<bool>,
) -> PairsScope {
    let c5 = quality.iter().position(|l| l.kind == LevelKind::MaxPairs);
    // Without a level for it, the number of own pairs is known only where the text fixes it.
    let known = c5.is_some() || (m.rules.completion_in_every_bracket() && m.known_pairs.is_some());
    let levels = levels
        .into_iter()
        .zip(quality)
        .enumerate()
        .map(|(k, (asked, l))| {
            asked
                && known
                && c5.is_none_or(|c5| k > c5)
                && l.form
                    .terms
                    .iter()
                    .all(|&(e, _)| m.kinds[e] == EdgeKind::Bracket)
        })
        .collect();
    PairsScope::new(model, own_pairs, levels)
}

/// Whether no fractional matching with `pairs` pairs is as good as `values`
/// on `levels` (which count only the bracket's own pairs).
fn no_candidate_with_more_pairs(
    model: &MatchingModel,
    levels: &[LevelSpec],
    values: &[i64],
    pairs: usize,
) -> bool {
    // The ordinary model has no fixed edge and no side constraint, so `None`
    // means no fractional matching has that many pairs.
    let Some(mut lex) = crate::solver::assignment::LexAssignment::relaxation(model, pairs) else {
        return true;
    };
    for (level, &v) in levels.iter().zip(values) {
        match lex.minimise(&level.form) {
            Some(r) if r > 2 * v => return true,
            Some(r) if r == 2 * v => continue,
            _ => return false,
        }
    }
    false
}

/// The number of pairs of the candidates that reach the lexicographic
/// minimum with the bracket's own pairs fixed: those pairs, plus the most
/// the following bracket can make, or everybody paired in the PPB model.
fn total_pairs(m: &BracketModel, tested: &[bool], model: &MatchingModel) -> usize {
    if m.completes_the_round() {
        return model.vertices / 2;
    }
    let own = tested
        .iter()
        .zip(&m.kinds)
        .filter(|(t, k)| **t && **k == EdgeKind::Bracket)
        .count();
    if !m.has_next_bracket() {
        return own;
    }
    let settled = c7_most_settled(m, tested) as usize;
    // Pairs below, plus the bye edge when the count is odd.
    own + settled / 2 + settled % 2
}

/// C.7's first part for a fixed candidate, as `c7_next_bracket_pairs`
/// counts it (two per pair, one for a legal bye): a proven upper bound.
/// Without a bye vertex it is exact (a maximum matching); with one, the
/// following bracket can at best settle everybody.
fn c7_most_settled(m: &BracketModel, tested: &[bool]) -> i64 {
    let pairs = next_bracket_max_pairs(m, tested) as i64;
    if m.kinds.contains(&EdgeKind::Bye) {
        let paired_here = 2 * tested
            .iter()
            .zip(&m.kinds)
            .filter(|(t, k)| **t && **k == EdgeKind::Bracket)
            .count();
        let following = m.vertex_state.iter().flatten().count() - paired_here;
        (2 * pairs + 1).min(following as i64)
    } else {
        2 * pairs
    }
}

/// C.7's first part for a fixed candidate: the most pairs the following
/// bracket (the candidate's floaters and the next scoregroup) can make, by a
/// maximum matching, so that no SAT search has to count them.
fn next_bracket_max_pairs(m: &BracketModel, tested: &[bool]) -> usize {
    let mut adj = vec![Vec::new(); m.vertex_state.len()];
    for (e, &(a, b)) in m.edges.iter().enumerate() {
        if m.kinds[e] == EdgeKind::Next {
            adj[a].push(b);
            adj[b].push(a);
        }
    }
    for (e, &(a, b)) in m.edges.iter().enumerate() {
        if tested[e] && m.kinds[e] == EdgeKind::Bracket {
            // Paired in the bracket: not in the following one.
            for v in [a, b] {
                for w in std::mem::take(&mut adj[v]) {
                    adj[w].retain(|&x| x != v);
                }
            }
        }
    }
    matching_size(&adj)
}

fn witness(ctx: &RoundContext, m: &BracketModel, chosen: &[bool]) -> BracketWitness {
    let id = |p: usize| ctx.states[p].id;
    let better = outcome(m, chosen, Vec::new());
    BracketWitness {
        pairs: better
            .pairs
            .into_iter()
            .map(|(a, b)| (id(a), id(b)))
            .collect(),
        unpaired: better.unpaired.into_iter().map(id).collect(),
    }
}

fn bracket_score(ctx: &RoundContext, m: &BracketModel) -> crate::points::Points {
    ctx.bracket_score(&m.players, m.mdps)
}

/// What a level's value counts, for the report.
fn describe(index: usize, quality: &[Level], m: &BracketModel) -> &'static str {
    let level = &quality[index];
    // The look-ahead of a text completing every bracket is its own ([C8]).
    if matches!(m.role, Role::Completion { .. }) {
        return level.criterion.measure;
    }
    let first_of_its_criterion = index == 0 || quality[index - 1].criterion != level.criterion;
    match level.kind {
        LevelKind::MaxPairs => "minus the number of pairs",
        LevelKind::NextBracket if first_of_its_criterion => {
            "minus the pairs of the following bracket, or the rank of the floater"
        }
        LevelKind::NextBracket => "score differences of one size in the following bracket's PSD",
        LevelKind::Other => level.criterion.measure,
    }
}
