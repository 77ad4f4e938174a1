//! The verifier for the Dutch System (2017): walks the brackets as the
//! pairing under test formed them and asks, bracket by bracket, whether a
//! better candidate exists (see [`super::levels`]). The criteria are the
//! generator's own definitions ([`crate::systems::dutch2017::criteria`]); the
//! solver and the encoding are different (SAT instead of HiGHS).

use super::levels::{first_better, lexicographic_minimum, Better, Effort, Judgement, LevelSpec, Relaxation};
use super::{BracketWitness, Finding, RoundReport, Verdict};
use crate::error::Result;
use crate::pairing::Pairing;
use crate::points::format_points;
use crate::solver::MatchingModel;
use crate::state::RoundRequest;
use crate::systems::colours::ranks_higher;
use crate::systems::dutch2017::bracket::{solve_bracket, BracketModel, BracketOutcome, EdgeKind, Role};
use crate::systems::dutch2017::next_bracket::{c7_best_floater_set, max_pairs, ordinary_pairing};
use crate::systems::dutch2017::criteria::{quality_levels, Level, LevelKind};
use crate::systems::dutch2012::{c14_penultimate_pairing, c14_ppb_constraints, C14Step};
use crate::systems::dutch2017::{round_context, round_states, scoregroups, with_mdps, Edition, RoundContext};
use crate::solver::matching::matching_size;
use crate::tournament::{Colour, Tournament};

/// Verifies `tested` as the pairing of the round `request` describes, under
/// the given text of the Dutch System (the criteria are the generator's own,
/// which [`quality_levels`] picks by edition).
pub fn verify(t: &Tournament, request: &RoundRequest, tested: &Pairing, edition: Edition) -> Result<RoundReport> {
    let (states, present) = round_states(t, request, edition)?;
    let ctx = round_context(t, request, &states, &present, edition);
    let mut report = RoundReport::new(request.round + 1, present.len(), edition.criteria());
    let partner = match super::legality::partners(&ctx, &present, tested) {
        Ok(partner) => partner,
        Err(finding) => return Ok(report.with(Verdict::Illegal, finding)),
    };
    let mut walk = Walk {
        ctx: &ctx,
        partner,
        effort: Effort::default(),
        brackets: 0,
        first_in_order: Some(true),
    };
    let outcome = walk.brackets(&present);
    report.brackets = walk.brackets;
    report.sat_calls = walk.effort.sat_calls;
    match outcome.map_err(crate::error::Error::Unexpected)? {
        Judged::Better(finding) => Ok(report.with(Verdict::Suboptimal, finding)),
        Judged::Undecided(finding) => Ok(report.with(Verdict::Undecided, finding)),
        Judged::Optimal | Judged::OptimalPpb | Judged::PpbAsTheRules(_) => {
            report.first_in_order = walk.first_in_order;
            match colours_finding(&ctx, tested) {
                Some(finding) => Ok(report.with(Verdict::Colours, finding)),
                None => Ok(report),
            }
        }
    }
}

/// The bracket-by-bracket walk (A.9) along the pairing under test.
struct Walk<'c, 'a> {
    ctx: &'c RoundContext<'a>,
    /// For each state index: its opponent under test, `None` for the bye.
    partner: Vec<Option<usize>>,
    effort: Effort,
    brackets: usize,
    /// B.8: whether every bracket so far is paired as the rules' generation
    /// order pairs it (the generator's order steps, `order.rs`); `None` when
    /// the generator could not pair a bracket.
    first_in_order: Option<bool>,
}

impl Walk<'_, '_> {
    /// The first bracket where a better candidate exists, if any.
    fn brackets(&mut self, present: &[usize]) -> std::result::Result<Judged, String> {
        let groups = scoregroups(self.ctx, present);
        let mut mdps: Vec<usize> = Vec::new();
        for (k, residents) in groups.iter().enumerate() {
            let bracket = with_mdps(&mdps, residents);
            self.brackets += 1;
            let rest: Vec<usize> = groups[k + 1..].concat();
            if rest.is_empty() {
                return self.last_bracket(k, &bracket, mdps.len());
            }
            let judged = self.ordinary_bracket(k, &bracket, mdps.len(), &groups[k + 1..], &rest)?;
            crate::trace::trace(|| format!("bracket {} of {} ({} MDPs): {}", k + 1, bracket.len(), mdps.len(), judged.name()));
            match judged {
                Judged::Optimal => mdps = self.floaters(&bracket),
                Judged::OptimalPpb => return self.clb(k + 1, &self.floaters(&bracket), &rest),
                Judged::PpbAsTheRules(floaters) => return self.clb(k + 1, &floaters, &rest),
                stop => return Ok(stop),
            }
        }
        Ok(Judged::Optimal)
    }

    /// The last bracket made of the PPB's `floaters` and the `rest`.
    fn clb(&mut self, k: usize, floaters: &[usize], rest: &[usize]) -> std::result::Result<Judged, String> {
        self.brackets += 1;
        self.last_bracket(k, &with_mdps(floaters, rest), floaters.len())
    }

    /// Players of the bracket whose opponent under test is outside it (or
    /// who have the bye), in BSN order.
    fn floaters(&self, bracket: &[usize]) -> Vec<usize> {
        bracket.iter().copied().filter(|&p| !self.paired_inside(bracket, p)).collect()
    }

    /// Whether player `p` of `bracket` meets another of its players under test.
    fn paired_inside(&self, bracket: &[usize], p: usize) -> bool {
        self.partner[p].is_some_and(|q| bracket.contains(&q))
    }

    /// An ordinary bracket, or the PPB: the pairing under test is judged as
    /// an ordinary bracket unless every better ordinary candidate would leave
    /// the rest of the round unpairable, which makes the bracket the PPB
    /// (A.9), judged under C.4 without C.7.
    fn ordinary_bracket(
        &mut self,
        k: usize,
        bracket: &[usize],
        mdps: usize,
        lower: &[Vec<usize>],
        rest: &[usize],
    ) -> std::result::Result<Judged, String> {
        let (next_group, next_is_last) = (&lower[0], lower.len() == 1);
        let (role, rules) = ordinary_pairing(self.ctx, bracket, mdps, lower);
        // C.12 of 2012 counts only when the rules pair the bracket again by backtracking.
        let c12_void = self.ctx.edition == Edition::Istanbul2012 && role.next_bracket_void();
        if self.rules_make_it_the_ppb(bracket, rules.ok(), rest) {
            return self.ppb_bracket(k, bracket, mdps, rest);
        }
        let floats = bracket.len() > 2 * max_pairs(self.ctx, bracket, mdps);
        let next_counts = floats && !c12_void;
        let next = if next_counts { next_group.to_vec() } else { Vec::new() };
        let ordinary = BracketModel::build(self.ctx, bracket.to_vec(), mdps, Role::Normal { next, next_is_last });
        // C.7 depends on the set of floaters only: when the sets C.5 allows
        // can be enumerated, the generator's exact per-set values
        // (next_bracket.rs) settle C.7 without counting in SAT.
        let floaters: Vec<usize> = (0..bracket.len()).filter(|&v| !self.paired_inside(bracket, bracket[v])).collect();
        let c7_settled = ordinary.has_next_bracket()
            && c7_best_floater_set(self.ctx, bracket, mdps, next_group, next_is_last, &floaters) == Some(true);
        self.judge(k, &ordinary, c7_settled)
    }

    /// A.9: the bracket is the PPB when its pairing by the rules (the best
    /// ordinary candidate, first in generation order) leaves the rest of the
    /// round unpairable. Which candidate comes first is settled by the
    /// generator's order steps (`order.rs`), as for B.8.
    fn rules_make_it_the_ppb(&mut self, bracket: &[usize], rules: Option<BracketOutcome>, rest: &[usize]) -> bool {
        match rules {
            // The ordinary pairing is then not the rules' pairing: the PPB's is.
            Some(rules) if !self.ctx.completable(&rules.unpaired, rest) => true,
            Some(rules) => {
                let same = self.pairs_as_the_rules(bracket, &rules);
                self.note_order(Some(same));
                false
            }
            None => {
                self.note_order(None);
                false
            }
        }
    }

    /// The bracket as the generator pairs it under `role`: its unpaired
    /// players and whether the pairing under test pairs it the same (B.8);
    /// `None` when the generator fails.
    fn rules_pairing(&self, bracket: &[usize], mdps: usize, role: Role) -> Option<(Vec<usize>, bool)> {
        let outcome = solve_bracket(self.ctx, bracket.to_vec(), mdps, role).ok()?;
        let same = self.pairs_as_the_rules(bracket, &outcome);
        Some((outcome.unpaired, same))
    }

    /// Whether the pairing under test pairs `bracket` as `rules` does (B.8).
    fn pairs_as_the_rules(&self, bracket: &[usize], rules: &BracketOutcome) -> bool {
        rules.pairs.iter().all(|&(a, b)| self.partner[a] == Some(b))
            && rules.unpaired.iter().all(|&p| !self.paired_inside(bracket, p))
    }

    fn note_order(&mut self, same: Option<bool>) {
        self.first_in_order = match (self.first_in_order, same) {
            (Some(first), Some(same)) => Some(first && same),
            _ => None,
        };
    }

    /// The PPB, judged under C.4 without C.7; its floaters and the rest form the CLB.
    fn ppb_bracket(&mut self, k: usize, bracket: &[usize], mdps: usize, rest: &[usize]) -> std::result::Result<Judged, String> {
        if self.ctx.edition == Edition::Istanbul2012 {
            return self.c14_ppb_bracket(k, bracket, mdps, rest);
        }
        let role = Role::Penultimate { rest: rest.to_vec(), c14: None };
        let same = self.rules_pairing(bracket, mdps, role.clone()).map(|(_, same)| same);
        self.note_order(same);
        let ppb = BracketModel::build(self.ctx, bracket.to_vec(), mdps, role);
        self.judge(k, &ppb, false)
    }

    /// The PPB under C.13/C.14 of 2012. The rules' pairing of it (P1 pairs,
    /// or none: the whole bracket moves down) all under test hands its other
    /// players to the last bracket, which may pair some of them with each
    /// other (A.3). Otherwise the pairing under test must keep P1 and the
    /// MDP-pairs of C.14, and is judged under them.
    fn c14_ppb_bracket(&mut self, k: usize, bracket: &[usize], mdps: usize, rest: &[usize]) -> std::result::Result<Judged, String> {
        let rules = c14_penultimate_pairing(self.ctx, bracket, mdps, rest).map_err(|e| e.to_string())?;
        let Some(rules) = rules else {
            self.note_order(Some(true));
            return Ok(Judged::PpbAsTheRules(bracket.to_vec()));
        };
        if rules.pairs.iter().all(|&(a, b)| self.partner[a] == Some(b)) {
            self.note_order(Some(true));
            return Ok(Judged::PpbAsTheRules(rules.unpaired));
        }
        self.note_order(Some(false));
        let step = C14Step::of(&rules, &bracket[..mdps]);
        let ppb = BracketModel::build(self.ctx, bracket.to_vec(), mdps, Role::Penultimate { rest: rest.to_vec(), c14: Some(step) });
        let keeps = self
            .tested_edges(&ppb)
            .is_some_and(|tested| c14_ppb_constraints(&ppb, step).iter().all(|c| c.holds(&tested)));
        if !keeps {
            return Ok(Judged::Better(Finding {
                criterion: "C.14".to_string(),
                bracket: Some(k + 1),
                bracket_score: None,
                tested: None,
                better: None,
                message: format!(
                    "bracket {} (the penultimate bracket): the rules pair it with P1 = {} pairs, M1 = {} of them with a moved-down player (C.13, C.14); the pairing under test does not",
                    k + 1,
                    step.p1,
                    step.m1
                ),
                witness: None,
            }));
        }
        self.judge(k, &ppb, false)
    }

    /// The last bracket (or the CLB): complete, with the bye (C.2, C.4).
    fn last_bracket(&mut self, k: usize, bracket: &[usize], mdps: usize) -> std::result::Result<Judged, String> {
        let mdps = self.ctx.last_bracket_mdps(bracket, mdps);
        let same = self.rules_pairing(bracket, mdps, Role::Last).map(|(_, same)| same);
        self.note_order(same);
        let last = BracketModel::build(self.ctx, bracket.to_vec(), mdps, Role::Last);
        self.judge(k, &last, false)
    }

    /// Judges the pairing under test in the bracket model `m`, whose role
    /// says which criteria apply: its values, the levels the relaxation (or,
    /// with `c7_settled`, the per-set values of C.7) proves, then one SAT
    /// question for each level left.
    fn judge(&mut self, k: usize, m: &BracketModel, c7_settled: bool) -> std::result::Result<Judged, String> {
        let Some(tested) = self.tested_edges(m) else {
            return Ok(Judged::Better(self.mdps_paired_together(k, m)));
        };
        let quality = quality_levels(m);
        let Some(values) = self.tested_values(m, &tested, &quality)? else {
            let criterion = below_the_bracket(m);
            return Ok(self.undecided(k, m, criterion, &format!("the values under test ({criterion})")));
        };
        let model = m.matching_model(self.ctx);
        let mut proved = relaxation_proofs(m, &model, &quality, &values);
        if c7_settled {
            for (l, level) in quality.iter().enumerate() {
                proved[l] |= level.kind == LevelKind::NextBracket;
            }
        }
        let judgement = first_better(&model, &specs(&quality), &values, &proved, &mut self.effort);
        let ppb = matches!(m.role, Role::Penultimate { .. });
        Ok(match self.judged(judgement, k, m, &quality, ppb) {
            Judged::Optimal if ppb => Judged::OptimalPpb,
            other => other,
        })
    }

    /// A judgement of the SAT questions as the walk's outcome.
    fn judged(&self, j: Judgement, k: usize, m: &BracketModel, quality: &[Level], ppb: bool) -> Judged {
        match j {
            Judgement::Optimal => Judged::Optimal,
            Judgement::Better(b) => Judged::Better(self.finding(k, m, quality, &b, ppb)),
            Judgement::Undecided { level } => self.undecided(k, m, quality[level].criterion, quality[level].criterion),
        }
    }

    fn undecided(&self, k: usize, m: &BracketModel, criterion: &str, what: &str) -> Judged {
        Judged::Undecided(Finding {
            criterion: criterion.to_string(),
            bracket: Some(k + 1),
            bracket_score: Some(format_points(bracket_score(self.ctx, m))),
            tested: None,
            better: None,
            message: format!(
                "bracket {} ({} players): the SAT effort budget ran out on {what}",
                k + 1,
                m.players.len()
            ),
            witness: None,
        })
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
        let inside = m.players.iter().filter(|&&p| self.paired_inside(&m.players, p)).count();
        (2 * found == inside).then_some(chosen)
    }

    /// The criteria's values for the pairing under test. Its own pairs are
    /// fixed; what C.7 and C.4 look at below the bracket is the best the
    /// rest can do, found by SAT from the pairs under test there.
    fn tested_values(
        &mut self,
        m: &BracketModel,
        tested: &[bool],
        quality: &[Level],
    ) -> std::result::Result<Option<Vec<i64>>, String> {
        let mut model = m.matching_model(self.ctx);
        let mut start = tested.to_vec();
        for (e, &(a, b)) in m.edges.iter().enumerate() {
            match m.kinds[e] {
                EdgeKind::Bracket => model.fixed[e] = Some(tested[e]),
                EdgeKind::Next | EdgeKind::Completion => {
                    start[e] = self.partner[m.vertex_state[a].expect("a player")] == m.vertex_state[b];
                }
                EdgeKind::Bye => start[e] = self.partner[m.vertex_state[a].expect("a player")].is_none(),
            }
        }
        // Two floaters of the bracket meeting below are no edge of the model:
        // the SAT search then starts from any feasible matching.
        let start = model.is_feasible(&start).then_some(start);
        let mut levels = specs(quality);
        if let Some(c7) = quality.iter().position(|l| l.kind == LevelKind::NextBracket) {
            if m.has_next_bracket() {
                levels[c7].bound = Some(-c7_most_settled(m, tested));
            }
        }
        let pairs = total_pairs(m, tested, &model);
        let minimum = lexicographic_minimum(&model, &levels, start, Some(pairs), &mut self.effort)?;
        Ok(minimum.map(|(values, _)| values))
    }

    fn finding(&self, k: usize, m: &BracketModel, quality: &[Level], better: &Better, ppb: bool) -> Finding {
        let level = &quality[better.level];
        let witness = witness(self.ctx, m, &better.chosen);
        Finding {
            criterion: level.criterion.to_string(),
            bracket: Some(k + 1),
            bracket_score: Some(format_points(bracket_score(self.ctx, m))),
            tested: Some(better.tested),
            better: Some(better.better),
            message: format!(
                "bracket {} (score {}, {} players{}): a candidate is better on {} ({}: {} under test, {} possible)",
                k + 1,
                format_points(bracket_score(self.ctx, m)),
                m.players.len(),
                if ppb { ", the PPB" } else { "" },
                level.criterion,
                describe(level.criterion, better.level, quality),
                better.tested,
                better.better
            ),
            witness: Some(witness),
        }
    }

    fn mdps_paired_together(&self, k: usize, m: &BracketModel) -> Finding {
        Finding {
            criterion: "B.2".to_string(),
            bracket: Some(k + 1),
            bracket_score: Some(format_points(bracket_score(self.ctx, m))),
            tested: None,
            better: None,
            message: format!(
                "bracket {}: two moved-down players are paired with each other; MDPs meet only resident players (B.2)",
                k + 1
            ),
            witness: None,
        }
    }
}

impl Judged {
    fn name(&self) -> &'static str {
        match self {
            Judged::Optimal => "optimal",
            Judged::OptimalPpb => "optimal as the PPB",
            Judged::PpbAsTheRules(_) => "the PPB as the rules pair it (C.13, C.14)",
            Judged::Better(_) => "better candidate",
            Judged::Undecided(_) => "undecided",
        }
    }
}

enum Judged {
    Optimal,
    /// Optimal as the PPB: the rest forms the CLB.
    OptimalPpb,
    /// The PPB of 2012 paired as the rules pair it (C.13, C.14), possibly
    /// not at all (C.14.a); these of its players form the last bracket with
    /// the rest.
    PpbAsTheRules(Vec<usize>),
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
fn relaxation_proofs(m: &BracketModel, model: &MatchingModel, quality: &[Level], values: &[i64]) -> Vec<bool> {
    let levels = specs(quality);
    let own_pairs = match quality.first() {
        Some(l) if l.kind == LevelKind::MaxPairs => (-values[0]).max(0) as usize,
        _ => 0,
    };
    // With the number of own pairs fixed, C.5 itself proves nothing: it is
    // left to its bound (a maximum matching) or to SAT.
    if matches!(m.role, Role::Penultimate { .. }) {
        // Everybody is paired: candidates differ in their own pairs, not in the total.
        return Relaxation::new(model, Some(model.vertices / 2)).proofs(&levels, values);
    }
    if !m.has_next_bracket() {
        let not_c5: Vec<bool> = quality.iter().map(|l| l.kind == LevelKind::MaxPairs).collect();
        return Relaxation::new(model, Some(own_pairs)).proofs_skipping(&levels, values, &not_c5);
    }
    let Some(c7) = quality.iter().position(|l| l.kind == LevelKind::NextBracket) else {
        return vec![false; levels.len()];
    };
    let mut bracket_only = model.clone();
    for (e, kind) in m.kinds.iter().enumerate() {
        if *kind != EdgeKind::Bracket {
            bracket_only.fixed[e] = Some(false);
        }
    }
    // The bracket's own pairs alone: every level but C.7 counts only them, so
    // with C.5 and C.7 left out this relaxation bounds them all.
    let own_only: Vec<bool> = quality.iter().map(|l| l.kind == LevelKind::MaxPairs || l.kind == LevelKind::NextBracket).collect();
    let own = Relaxation::new(&bracket_only, Some(own_pairs)).proofs_skipping(&levels, values, &own_only);
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
        no_candidate_with_more_pairs(model, &levels[..c7], &values[..c7], own_pairs + next_edges + 1)
    });
    proved.extend((c7 + 1..levels.len()).map(|l| rest[l] || loose[l] || own[l]));
    proved
}

/// Whether no fractional matching with `pairs` pairs is as good as `values`
/// on `levels` (which count only the bracket's own pairs).
fn no_candidate_with_more_pairs(model: &MatchingModel, levels: &[LevelSpec], values: &[i64], pairs: usize) -> bool {
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
    if matches!(m.role, Role::Penultimate { .. }) {
        return model.vertices / 2;
    }
    let own = tested.iter().zip(&m.kinds).filter(|(t, k)| **t && **k == EdgeKind::Bracket).count();
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
        let paired_here = 2 * tested.iter().zip(&m.kinds).filter(|(t, k)| **t && **k == EdgeKind::Bracket).count();
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

fn unpaired(m: &BracketModel, chosen: &[bool]) -> Vec<usize> {
    let mut paired = vec![false; m.players.len()];
    for (e, &(a, b)) in m.edges.iter().enumerate() {
        if chosen[e] && m.kinds[e] == EdgeKind::Bracket {
            paired[a] = true;
            paired[b] = true;
        }
    }
    (0..m.players.len()).filter(|&v| !paired[v]).map(|v| m.players[v]).collect()
}

fn witness(ctx: &RoundContext, m: &BracketModel, chosen: &[bool]) -> BracketWitness {
    let id = |p: usize| ctx.states[p].id;
    let pairs = m
        .edges
        .iter()
        .enumerate()
        .filter(|&(e, _)| chosen[e] && m.kinds[e] == EdgeKind::Bracket)
        .map(|(_, &(a, b))| (id(m.players[a]), id(m.players[b])))
        .collect();
    BracketWitness {
        pairs,
        unpaired: unpaired(m, chosen).into_iter().map(id).collect(),
    }
}

fn bracket_score(ctx: &RoundContext, m: &BracketModel) -> crate::points::Points {
    let resident = m.players[m.mdps.min(m.players.len() - 1)];
    ctx.states[resident].pairing_score
}

/// What a level's value counts, for the report.
fn describe(criterion: &str, index: usize, quality: &[Level]) -> &'static str {
    let first_of_its_criterion = index == 0 || quality[index - 1].criterion != criterion;
    match (quality[index].kind, criterion) {
        (LevelKind::MaxPairs, _) => "minus the number of pairs",
        (LevelKind::NextBracket, _) if first_of_its_criterion => {
            "minus the pairs of the following bracket, or the rank of the floater"
        }
        (LevelKind::NextBracket, _) => "score differences of one size in the following bracket's PSD",
        (_, "C.6" | "C.7" | "B.3") => "score differences of one size in the PSD",
        (_, "D.4") => "sum of squared score differences, in hundredths of a point squared",
        (_, "B.5 down" | "B.6 down" | "B.5 up" | "B.6 up") => "players repeating the float",
        (_, "B.4 X" | "B.4 Z" | "A.7.d" | "B.2") => "pairs not granting both preferences",
        (_, "C.12" | "C.13" | "C.14" | "C.15") => "players repeating the float",
        (_, "C.16" | "C.17" | "C.18" | "C.19") => "score differences of repeated floats, in tenths",
        _ => "players concerned",
    }
}

/// E.1-E.5 for every board of a pairing whose pairs are right.
fn colours_finding(ctx: &RoundContext, tested: &Pairing) -> Option<Finding> {
    let s = ctx.states;
    let index = |id| s.iter().position(|p| p.id == id).expect("checked by legality");
    for board in &tested.boards {
        let (w, b) = (index(board.white), index(board.black));
        let (high, low, high_is_white) = if ranks_higher(&s[w], &s[b]) { (w, b, true) } else { (b, w, false) };
        let (colour, rule) = ctx.allocate(high, low);
        if (colour == Colour::White) != high_is_white {
            let (white, black) = if colour == Colour::White { (s[high].id, s[low].id) } else { (s[low].id, s[high].id) };
            return Some(Finding {
                criterion: format!("{rule:?}").replace('E', "E."),
                bracket: None,
                bracket_score: None,
                tested: None,
                better: None,
                message: format!(
                    "board {}-{}: {:?} gives white to {} ({} - {})",
                    board.white, board.black, rule, white, white, black
                ),
                witness: None,
            });
        }
    }
    None
}
