//! The verifier's visitor of the engine's bracket walk: at each bracket it
//! hands down the players the pairing under test moves down, and asks
//! whether a better candidate exists (see [`super::levels`]). The criteria
//! are the rule set's own; the solver and the encoding are different (SAT
//! instead of the generator's assignment and HiGHS).

use super::bounds::{most_settled_ahead, relaxation_proofs, specs, total_pairs};
use super::cracking::SidePairs;
use super::levels::{
    exact_proofs, first_better_or_equals, lexicographic_minimum_with, Answers, Effort, Judgement,
};
use super::wording::{below_the_bracket, judged, mdps_paired_together, undecided, undecided_model};
use super::{Finding, OrderCrossCheck, Verdict};
use crate::engine::bracket::{
    quality_levels, solve_bracket, BracketModel, BracketOutcome, EdgeKind, OrdinaryPairing, Role,
};
use crate::engine::criteria::{Level, LevelKind};
use crate::engine::walk::{Bracket, Step, Visitor};
use crate::engine::RoundContext;
use crate::solver::SolveError;

/// The verifier's walk along the pairing under test.
pub(super) struct Judge {
    /// For each state index: its opponent under test, `None` for the bye.
    pub(super) partner: Vec<Option<usize>>,
    pub(super) effort: Effort,
    pub(super) brackets: usize,
    /// Whether every bracket so far is paired as the rules' generation
    /// order pairs it (the generator's order steps); `None` when the
    /// generator could not pair a bracket.
    pub(super) first_in_order: Option<bool>,
    /// At the first bracket paired otherwise than the rules' order pairs
    /// it: that bracket and the step that parts them, when named.
    pub(super) parting: Option<Option<super::Parting>>,
    /// The median score and the bye of a median-last walk (Lim 2.2, 1.1).
    pub(super) median: Option<(crate::points::Points, Option<usize>)>,
    /// The pairs 2.6 takes back from the bracket about to be judged.
    pub(super) restoring: Vec<(usize, usize)>,
    /// Every pair 2.6 took back so far.
    pub(super) taken_back: Vec<(usize, usize)>,
    /// The pairs under test of the brackets beside the median group, those
    /// taken back restored.
    pub(super) sides: SidePairs,
    /// When asked: the account of the generation order checked bracket by
    /// bracket against the pairs under test.
    pub(super) order_check: Option<OrderCrossCheck>,
    /// Whether the walk carries on past a bracket with a finding (with the
    /// floaters under test), collecting every finding in `found`.
    pub(super) every: bool,
    pub(super) found: Vec<(Verdict, Finding)>,
    /// When asked: the certificate of each bracket judged.
    pub(super) certificates: Option<Vec<crate::certificate::BracketCertificate>>,
    /// When asked: the walk index of the last bracket judged (a pairing
    /// under test that stops there, see [`super::verify_through`]).
    pub(super) through: Option<usize>,
    /// The players below who meet a bracket's players are its upfloaters
    /// (`RuleText::upfloaters_in_bracket`): taken from their scoregroups,
    /// not meeting floaters below.
    pub(super) upfloaters_in_bracket: bool,
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
        // Those pairs are not the pairing under test's: a step of the text,
        // which its certificate leaves out (and says so).
        let uncertified = match restoring.is_empty() {
            true => None,
            false => self.certificates.take(),
        };
        let saved = self.restore(&restoring);
        let judged = self.ordinary_bracket(ctx, b, &rules);
        self.note_side(ctx, b);
        self.put_back(saved);
        if uncertified.is_some() {
            self.certificates = uncertified;
        }
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
        let step = self.carry_on(judged, &b.players);
        Ok(self.stop_through(b, step))
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
            let step = self.ppb_by_steps(ctx, b, paragraph, rules)?;
            return Ok(self.stop_through(b, step));
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
        let step = self.carry_on(judged, &b.players);
        Ok(self.stop_through(b, step))
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
    /// group (Lim 2.6), judged in [`super::cracking`].
    fn cracked(
        &mut self,
        ctx: &RoundContext,
        b: &Bracket,
        cracked: &[usize],
    ) -> std::result::Result<Option<Judged>, String> {
        self.judge_cracked(ctx, b, cracked)
    }
}

impl Judge {
    /// The walk ends after the bracket asked for, its pairing under test
    /// optimal (the players below it are not in that pairing).
    fn stop_through(&self, b: &Bracket, step: Step<Judged>) -> Step<Judged> {
        match step {
            Step::Down(_) | Step::Upfloated { .. } if self.through == Some(b.index) => {
                Step::Stop(Judged::Optimal)
            }
            step => step,
        }
    }

    /// The walk's next step after a bracket judged `judged`: down with the
    /// floaters under test when optimal; otherwise stop, or, collecting every
    /// finding, note it and go down all the same (the brackets below are
    /// then judged given the pairs under test above them).
    pub(super) fn carry_on(&mut self, judged: Judged, bracket: &[usize]) -> Step<Judged> {
        let finding = match judged {
            Judged::Optimal => return self.down(bracket),
            stop if !self.every => return Step::Stop(stop),
            Judged::Better(f) => (Verdict::Suboptimal, f),
            Judged::Undecided(f) => (Verdict::Undecided, f),
        };
        self.found.push(finding);
        self.down(bracket)
    }

    /// Down with the floaters under test; where the players below who meet
    /// the bracket's are its upfloaters, those are taken instead, and only
    /// the players without a partner (the bye's) float.
    fn down(&self, bracket: &[usize]) -> Step<Judged> {
        if !self.upfloaters_in_bracket {
            return Step::Down(self.floaters(bracket));
        }
        let floaters = bracket
            .iter()
            .copied()
            .filter(|&p| self.partner[p].is_none())
            .collect();
        let upfloaters = bracket
            .iter()
            .filter_map(|&p| self.partner[p])
            .filter(|q| !bracket.contains(q))
            .collect();
        Step::down_taking(floaters, upfloaters)
    }

    /// Players of the bracket whose opponent under test is outside it (or
    /// who have the bye), in bracket order.
    pub(super) fn floaters(&self, bracket: &[usize]) -> Vec<usize> {
        bracket
            .iter()
            .copied()
            .filter(|&p| !self.paired_inside(bracket, p))
            .collect()
    }

    /// Whether player `p` of `bracket` meets another of its players under test.
    pub(super) fn paired_inside(&self, bracket: &[usize], p: usize) -> bool {
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
        let look_ahead_settled = ordinary.has_next_bracket()
            && ctx
                .rules
                .best_floater_set(ctx, b, next_group, next_is_last, &floaters)
                == Some(true);
        self.judge(ctx, b.index, &ordinary, look_ahead_settled)
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
        // test (who floats is settled), whatever the levels' values. Not so
        // where its players' pairs below are its own (upfloater pairs).
        let own_pairs = m.kinds.contains(&EdgeKind::Bracket) || m.has_upfloaters();
        if !own_pairs && self.tested_edges(&m).is_some() {
            return Ok(Judged::Optimal);
        }
        self.judge(ctx, b.index, &m, false)
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
    /// with `look_ahead_settled`, the per-set values of C.7) proves, then one SAT
    /// question for each level left.
    pub(super) fn judge(
        &mut self,
        ctx: &RoundContext,
        k: usize,
        m: &BracketModel,
        look_ahead_settled: bool,
    ) -> std::result::Result<Judged, String> {
        let Some(tested) = self.tested_edges(m) else {
            return Ok(Judged::Better(mdps_paired_together(ctx, k, m)));
        };
        let quality = quality_levels(m);
        let Some((values, completed)) = self.tested_values(ctx, m, &tested, &quality)? else {
            let criterion = below_the_bracket(m);
            return Ok(undecided(
                ctx,
                k,
                m,
                criterion,
                &format!("the values under test ({criterion})"),
            ));
        };
        let plain = m.matching_model(ctx);
        let model = plain.clone().with_min_pairs_as_constraint();
        let record = self.certificates.is_some();
        let (mut bounds, scopes) = relaxation_proofs(m, &model, &quality, &values, record);
        // The certificate needs only the bounds' evidence, not what they proved.
        let mut proved = std::mem::take(&mut bounds.proved);
        for (p, c) in proved.iter_mut().zip(super::completion::proofs(
            m, &model, &quality, &values, &tested,
        )) {
            *p |= c;
        }
        if look_ahead_settled {
            for (l, level) in quality.iter().enumerate() {
                proved[l] |= level.kind == LevelKind::NextBracket;
            }
        }
        // Last before SAT, being the dearest: the integral minima where the
        // relaxation's fractional ones fell short.
        exact_proofs(&scopes, &specs(&quality), &values, &mut proved);
        // The bracket-only bounds above fix the bracket's number of pairs at
        // the value under test; a level over the bracket's own pairs that
        // comes before the number of pairs (Double-Swiss's [C5])
        // ranges over candidates with any number, so what they proved of it
        // is left to SAT. The last bracket pairs everybody but the bye, and
        // a level over the bye's edges (the 2026 Dutch [C5]) is proved on
        // the whole round: those proofs hold.
        if let Some(pairs) = quality.iter().position(|l| l.kind == LevelKind::MaxPairs) {
            if !matches!(m.role, Role::Last) {
                for (p, level) in proved[..pairs].iter_mut().zip(&quality) {
                    let own_pairs_only = level
                        .form
                        .terms
                        .iter()
                        .all(|(e, _)| m.kinds[e] == EdgeKind::Bracket);
                    if own_pairs_only {
                        *p = false;
                    }
                }
            }
        }
        // A certificate takes the matching dual's evidence where it exists
        // before asking SAT, whose refutations can grow without bound.
        let duals: Vec<Option<super::edmonds::MatchingProof>> = (0..quality.len())
            .map(|l| {
                let sought = record && !proved[l];
                sought.then(|| {
                    super::edmonds::prove(m, &model, &bounds.attempts, &quality, &values, l)
                })?
            })
            .collect();
        for (p, dual) in proved.iter_mut().zip(&duals) {
            *p |= dual.is_some();
        }
        // The order cross-check asks its questions of the same settled levels.
        let avoid: Vec<usize> = match self.order_check {
            Some(_) => (0..m.edges.len())
                .filter(|&e| tested[e] && m.kinds[e] == EdgeKind::Bracket)
                .collect(),
            None => Vec::new(),
        };
        // Where a model asks a perfect matching alone, its exact
        // lexicographic least settles what the bounds left, before SAT (a
        // certificate keeps SAT's refutations as its evidence).
        let all_proved = proved.iter().all(|&p| p);
        let exact = match record || all_proved {
            true => None,
            false => super::edmonds::decided_exactly(&plain, &quality, &values),
        };
        let answers = match exact {
            Some(Judgement::Better(better)) => Answers::of(Judgement::Better(better), &quality),
            Some(Judgement::Optimal) if avoid.is_empty() => {
                Answers::of(Judgement::Optimal, &quality)
            }
            None if all_proved && avoid.is_empty() => Answers::of(Judgement::Optimal, &quality),
            _ => first_better_or_equals(
                &model,
                &specs(&quality),
                &values,
                &proved,
                &avoid,
                &mut self.effort,
                record,
            ),
        };
        // SAT's budget spent on a model that asks a perfect matching alone:
        // weighted matchings find its lexicographic least exactly.
        // Elsewhere, a scope whose exact least lies below the values under
        // test gives its least matching, a better candidate when the whole
        // model admits it.
        let judgement = match answers.judgement {
            Judgement::Undecided { level } => {
                super::edmonds::decided_exactly(&plain, &quality, &values)
                    .or_else(|| {
                        super::levels::exact_witness(
                            &scopes,
                            &model,
                            &specs(&quality),
                            &values,
                            level,
                        )
                        .map(Judgement::Better)
                    })
                    .unwrap_or(answers.judgement)
            }
            decided => decided,
        };
        let equals = answers.equals;
        if let Some(certificates) = self.certificates.as_mut() {
            let judged = super::certify::Judged {
                index: k,
                model: &model,
                quality: &quality,
                values: &values,
                tested: &tested,
                completed: &completed,
                proved: &proved,
                bounds: &bounds,
                duals: &duals,
                refutations: &answers.refutations,
                judgement: &judgement,
            };
            certificates.extend(super::certify::bracket(m, &judged));
        }
        self.check_order(ctx, k, m, &tested, equals);
        Ok(judged(ctx, judgement, k, m, &quality))
    }

    /// The bracket's own pairs under test as edges of the model; `None` when
    /// a pair is not an edge (two MDPs paired with each other, the
    /// rule set's `Paragraphs::mdps_meet_residents`).
    pub(super) fn tested_edges(&self, m: &BracketModel) -> Option<Vec<bool>> {
        let nb = m.bracket_size();
        let mut chosen = vec![false; m.edges.len()];
        let mut covered = 0;
        for (e, &(a, b)) in m.edges.iter().enumerate() {
            let player = |v: usize| m.vertex_state[v].expect("a pair's player");
            if m.is_own_pair(e) && self.partner[player(a)] == Some(player(b)) {
                chosen[e] = true;
                covered += usize::from(a < nb) + usize::from(b < nb);
            }
        }
        // The bracket's players its own pairs hold under test: those paired
        // inside it, or, where its upfloaters join it, every one paired.
        let inside = m
            .players
            .iter()
            .filter(|&&p| match m.has_upfloaters() {
                true => self.partner[p].is_some(),
                false => self.paired_inside(&m.players, p),
            })
            .count();
        (covered == inside).then_some(chosen)
    }

    /// The criteria's values for the pairing under test, and the matching
    /// that reaches them. Its own pairs are fixed; what C.7 and C.4 look at
    /// below the bracket is the best the rest can do, found by SAT from the
    /// pairs under test there.
    fn tested_values(
        &mut self,
        ctx: &RoundContext,
        m: &BracketModel,
        tested: &[bool],
        quality: &[Level],
    ) -> std::result::Result<Option<super::levels::Minimum>, String> {
        let mut model = m.matching_model(ctx);
        let mut start = tested.to_vec();
        for (e, &(a, b)) in m.edges.iter().enumerate() {
            match m.kinds[e] {
                EdgeKind::Bracket => model.fixed[e] = Some(tested[e]),
                EdgeKind::Completion if m.is_upfloater_edge(e) => model.fixed[e] = Some(tested[e]),
                EdgeKind::Next | EdgeKind::Completion => {
                    start[e] =
                        self.partner[m.vertex_state[a].expect("a player")] == m.vertex_state[b];
                }
                EdgeKind::Bye => {
                    start[e] = self.partner[m.vertex_state[a].expect("a player")].is_none()
                }
            }
        }
        if let Some(least) = super::edmonds::least_keeping_fixed(&model, quality) {
            return Ok(Some(least));
        }
        let model = model.with_min_pairs_as_constraint();
        // Two floaters of the bracket meeting below are no edge of the model:
        // the SAT search then starts from any feasible matching.
        let start = model.is_feasible(&start).then_some(start);
        let mut levels = specs(quality);
        if let Some(c7) = quality
            .iter()
            .position(|l| l.kind == LevelKind::NextBracket)
        {
            if m.has_next_bracket() {
                levels[c7].bound = Some(-most_settled_ahead(m, tested));
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
        Ok(minimum)
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

/// How a bracket, or the round, was judged.
pub(super) enum Judged {
    Optimal,
    Better(Finding),
    Undecided(Finding),
}
