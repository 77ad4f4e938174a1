//! Why a bracket is paired as it is, pair by pair: the bracket's own model
//! solved again with one thing of the text's first candidate held (a pair,
//! a player kept in the bracket) or one of the rules' pairs left out, and
//! the outcome compared with the rules' criterion by criterion. The first
//! criterion on which it is worse is the paragraph that decides; equal on
//! every criterion, the generation order decides, at the step the rule set
//! names ([`crate::engine::Judging::order_step`]).

use super::{Alternative, CriterionValue, FloaterLine, PairLine, Reason};
use crate::engine::bracket::{outcome, quality_levels, BracketModel, BracketOutcome, Role};
use crate::engine::criteria::{Criterion, LevelKind};
use crate::engine::walk::Bracket;
use crate::engine::RoundContext;
use crate::solver::strategy::{self, Problem, Settled};
use crate::solver::{Constraint, LinearForm, Relation, SolveError};
use crate::state::Strength;
use crate::tournament::{Colour, PlayerId, Tournament};

/// The most alternatives a bracket lists, and the largest model (in pairs)
/// searched for them: each is one more solve of the bracket.
const ALTERNATIVES: usize = 3;
const ALTERNATIVE_EDGES: usize = 20_000;

/// One candidate of the bracket: its pairs and unpaired players (state
/// indices) and the value of every quality level.
struct Candidate {
    pairs: Vec<(usize, usize)>,
    unpaired: Vec<usize>,
    levels: Vec<(Criterion, i64)>,
}

/// How a candidate compares with the rules' pairing of the bracket.
enum Verdict {
    /// No candidate holds what was asked.
    Impossible,
    /// Worse on this level (its index) first.
    Worse(usize),
    /// Better on this level: the text's own procedure paired the bracket
    /// otherwise than its criteria alone would (or a time limit ran out).
    Better(usize),
    /// Equal on every level: the generation order decides.
    Equal,
}

/// What the explanation keeps of one bracket's reasons.
pub(super) struct Reasons {
    pub pairs: Vec<PairLine>,
    pub floaters: Vec<FloaterLine>,
    pub alternatives: Vec<Alternative>,
    /// The pairs the text's first candidate makes, by player id.
    pub start: Vec<(PlayerId, PlayerId)>,
    pub start_name: String,
    /// Whether re-solving the bracket on its criteria alone gives the rules'
    /// values (else the text's own procedure decided it).
    pub faithful: bool,
    /// What each criterion counts in the rules' pairing, by level, with
    /// the level's value.
    pub counted: Vec<(Criterion, i64, Vec<String>)>,
}

/// The bracket `b` the rules paired as `rules` (its role `role`), explained.
pub(super) fn explain_bracket(
    ctx: &RoundContext,
    t: &Tournament,
    (b, cracked): (&Bracket, &[usize]),
    role: &Role,
    rules: &BracketOutcome,
    criteria: &[CriterionValue],
) -> Reasons {
    let model = BracketModel::build(ctx, b.players.clone(), b.mdps, text_role(ctx, b, role));
    let a = Analysis {
        ctx,
        t,
        b,
        model: &model,
        rules_pairs: rules.pairs.clone(),
    };
    let base = a.rules_candidate(rules, criteria);
    let faithful = base.is_ok();
    let base = base.unwrap_or_else(|levels| match a.solve(Vec::new()) {
        Ok(Some(best)) => Candidate {
            pairs: rules.pairs.clone(),
            unpaired: rules.unpaired.clone(),
            levels: best.levels,
        },
        _ => Candidate {
            pairs: rules.pairs.clone(),
            unpaired: rules.unpaired.clone(),
            levels,
        },
    });
    let counted = a.counted(rules);
    let (start, start_name) = a.start();
    let partner_in = |pairs: &[(usize, usize)], v: usize| {
        pairs
            .iter()
            .find_map(|&(x, y)| (x == v).then_some(y).or((y == v).then_some(x)))
    };
    let mut alternatives: Vec<Alternative> = Vec::new();
    let mut pair_reasons: Vec<Option<Reason>> = vec![None; rules.pairs.len()];
    let mut floater_reasons: Vec<Option<Reason>> = vec![None; rules.unpaired.len()];
    for &(p, q) in &start {
        let rules_partner = partner_in(&rules.pairs, p);
        if rules_partner == Some(q) {
            continue;
        }
        let reason = match a.taken_back(cracked, p, q) {
            Some(reason) => reason,
            None => a.displaced(&base, p, q, &mut alternatives),
        };
        let slot = match rules.pairs.iter().position(|&(x, y)| x == p || y == p) {
            Some(k) => &mut pair_reasons[k],
            None => match rules.unpaired.iter().position(|&x| x == p) {
                Some(k) => &mut floater_reasons[k],
                None => continue,
            },
        };
        if slot.is_none() {
            *slot = Some(reason);
        }
    }
    let pairs = rules
        .pairs
        .iter()
        .zip(pair_reasons)
        .map(|(&(p, q), reason)| {
            let reason = reason.unwrap_or_else(|| a.as_started(p, q, &start_name));
            a.pair_line(p, q, reason)
        })
        .collect();
    let last = matches!(role, Role::Last);
    let floaters = rules
        .unpaired
        .iter()
        .zip(floater_reasons)
        .map(|(&u, displaced)| {
            let kept = match cracked.contains(&u) {
                true => a.taken_back_floater(cracked, u),
                false => a.kept(&base, u, last, &mut alternatives),
            };
            let reason = match displaced {
                Some(d) if d.deferred || cracked.contains(&u) => d,
                Some(d) => Reason {
                    text: format!("{}; {}", d.text, kept.text),
                    ..d
                },
                None => kept,
            };
            FloaterLine {
                id: ctx.states[u].id,
                name: a.name(u),
                goes: if last {
                    "the bye".to_string()
                } else {
                    "floats down".to_string()
                },
                reason,
            }
        })
        .collect();
    if model.edges.len() <= ALTERNATIVE_EDGES {
        for &(p, q) in &rules.pairs {
            if alternatives.len() >= ALTERNATIVES {
                break;
            }
            a.without(&base, p, q, &mut alternatives);
        }
    }
    alternatives.truncate(ALTERNATIVES);
    Reasons {
        pairs,
        floaters,
        alternatives,
        start: start
            .iter()
            .map(|&(p, q)| (ctx.states[p].id, ctx.states[q].id))
            .collect(),
        start_name,
        faithful,
        counted,
    }
}

/// The role the text judges the bracket under: a text that completes the
/// round from every bracket (the 2026 [C4]) has the rest of the round in
/// every ordinary bracket's model, whatever shortcut the generator took,
/// where the round has a bye to give: the bye's criterion ([C5]) counts
/// there, before the bracket's own. (Without a bye the shortcut's model is
/// kept: the rest in every model makes each reason a solve of the round.)
fn text_role(ctx: &RoundContext, b: &Bracket, role: &Role) -> Role {
    let bye = b.players.len() + b.lower.iter().map(Vec::len).sum::<usize>();
    match role {
        Role::Normal { .. }
            if ctx.rules.completion_in_every_bracket() && !b.lower.is_empty() && bye % 2 == 1 =>
        {
            Role::Completion {
                next: b.lower[0].len(),
                rest: b.rest(),
            }
        }
        role => role.clone(),
    }
}

struct Analysis<'x, 'a> {
    ctx: &'x RoundContext<'a>,
    t: &'x Tournament,
    b: &'x Bracket<'x>,
    model: &'x BracketModel<'a>,
    rules_pairs: Vec<(usize, usize)>,
}

impl Analysis<'_, '_> {
    fn id(&self, p: usize) -> PlayerId {
        self.ctx.states[p].id
    }

    fn name(&self, p: usize) -> String {
        self.t
            .player(self.id(p))
            .map(|x| x.name.clone())
            .unwrap_or_default()
    }

    /// The bracket position of state index `p`.
    fn position(&self, p: usize) -> Option<usize> {
        self.model.players.iter().position(|&x| x == p)
    }

    /// The model's vertex of state index `p` (a bracket player, or one
    /// below it).
    fn vertex(&self, p: usize) -> Option<usize> {
        self.model.vertex_state.iter().position(|&x| x == Some(p))
    }

    /// The bracket's pair between state indices `p` and `q` (an upfloater
    /// pair included, where its upfloaters join it).
    fn edge(&self, p: usize, q: usize) -> Option<usize> {
        let (i, j) = (self.vertex(p)?, self.vertex(q)?);
        let key = (i.min(j), i.max(j));
        (0..self.model.edges.len())
            .find(|&e| self.model.is_own_pair(e) && self.model.edges[e] == key)
    }

    fn pair_line(&self, p: usize, q: usize, reason: Reason) -> PairLine {
        let (h, l) = if self
            .ctx
            .rules
            .ranks_higher(&self.ctx.states[p], &self.ctx.states[q])
        {
            (p, q)
        } else {
            (q, p)
        };
        let decision = self.ctx.allocate(h, l);
        let (white, black) = if decision.colour == Colour::White {
            (h, l)
        } else {
            (l, h)
        };
        let mdps = &self.model.players[..self.model.moved_down];
        let upfloater = match (mdps.contains(&p), mdps.contains(&q)) {
            (true, false) => Some(self.id(q)),
            (false, true) => Some(self.id(p)),
            _ => None,
        };
        PairLine {
            first: self.id(p),
            second: self.id(q),
            first_name: self.name(p),
            second_name: self.name(q),
            white: self.id(white),
            black: self.id(black),
            colour_step: decision.paragraph.to_string(),
            upfloater,
            reason,
        }
    }

    /// The text's first candidate: S1 against S2 where the rule set's order
    /// starts there (the moved-down players against the first residents,
    /// then the residents' two halves), else the rule set's own first
    /// candidate C.1-C.3 allow: the first its generation order reaches
    /// among every candidate the absolute criteria allow (Lim's floaters,
    /// transfers and exchanges of 3-4, Dubov's S1 by ARO against S2).
    fn start(&self) -> (Vec<(usize, usize)>, String) {
        let m = self.model;
        let rules = self.ctx.rules;
        if !rules.first_candidate_pairs_s1_against_s2() {
            let chosen = rules
                .first_candidate(m)
                .or_else(|| self.first_in_order().ok().flatten());
            if let Some(chosen) = chosen {
                let o = outcome(m, &chosen, Vec::new());
                return (
                    o.pairs,
                    format!(
                        "the first candidate of {} the absolute criteria allow",
                        rules.text().order
                    ),
                );
            }
        }
        let players = &m.players;
        let mdps = m.mdps.min(players.len());
        let residents = &players[mdps..];
        let heterogeneous = mdps.min(residents.len());
        let mut pairs: Vec<(usize, usize)> = (0..heterogeneous)
            .map(|i| (players[i], residents[i]))
            .collect();
        let rest = &residents[heterogeneous..];
        let half = rest.len() / 2;
        pairs.extend((0..half).map(|i| (rest[i], rest[half + i])));
        (pairs, "S1 against S2".to_string())
    }

    /// The S2 a player of the first candidate meets his opponent from, in
    /// its order (S1 against S2 only): the residents after the moved-down
    /// players' opponents' start, or the second half of a homogeneous rest.
    fn s2_of(&self, p: usize) -> Option<Vec<usize>> {
        let m = self.model;
        if !self.ctx.rules.first_candidate_pairs_s1_against_s2() {
            return None;
        }
        let players = &m.players;
        let mdps = m.mdps.min(players.len());
        let residents = &players[mdps..];
        if players[..mdps].contains(&p) {
            return Some(residents.to_vec());
        }
        let heterogeneous = mdps.min(residents.len());
        let rest = &residents[heterogeneous..];
        let half = rest.len() / 2;
        rest[..half].contains(&p).then(|| rest[half..].to_vec())
    }

    /// The player after `q` in `p`'s S2 (its order) that `p` may meet: the
    /// one the text tries next when `p` and `q` may not meet.
    fn next_in_s2(&self, p: usize, q: usize) -> Option<usize> {
        let s2 = self.s2_of(p)?;
        let at = s2.iter().position(|&x| x == q)?;
        s2[at + 1..]
            .iter()
            .copied()
            .find(|&x| self.edge(p, x).is_some())
    }

    /// The first candidate in the rule set's generation order among every
    /// one the absolute criteria allow with as many pairs as the bracket
    /// can make (no other quality criterion weighed).
    fn first_in_order(&self) -> Result<Option<Vec<bool>>, SolveError> {
        self.solve_levels(Vec::new(), false)
            .map(|c| c.map(|(chosen, _)| chosen))
    }

    /// The rules' pairing of the bracket as a candidate of the model (every
    /// level's value on it); `Err` with the rules' own values when the model
    /// cannot hold it.
    fn rules_candidate(
        &self,
        rules: &BracketOutcome,
        criteria: &[CriterionValue],
    ) -> Result<Candidate, Vec<(Criterion, i64)>> {
        let fallback = || {
            criteria
                .iter()
                .map(|c| (Criterion::new(c.paragraph, c.measure), c.value))
                .collect::<Vec<_>>()
        };
        let mut fixed = Vec::new();
        for &(p, q) in &rules.pairs {
            match self.edge(p, q) {
                Some(e) => fixed.push(equal(&[e], 1)),
                None => return Err(fallback()),
            }
        }
        for &u in &rules.unpaired {
            match self.position(u) {
                Some(v) => fixed.push(equal(&self.bracket_edges_at(v), 0)),
                None => return Err(fallback()),
            }
        }
        match self.solve(fixed) {
            Ok(Some(c)) => Ok(c),
            _ => Err(fallback()),
        }
    }

    /// The bracket's pairs at bracket vertex `v` (its upfloater pairs
    /// included).
    fn bracket_edges_at(&self, v: usize) -> Vec<usize> {
        self.model
            .incident(v)
            .filter(|&e| self.model.is_own_pair(e))
            .collect()
    }

    /// The best candidate of the bracket under `extra` constraints, as the
    /// rules' criteria then generation order choose it; `None` when none holds them.
    fn solve(&self, extra: Vec<Constraint>) -> Result<Option<Candidate>, SolveError> {
        let Some((chosen, levels)) = self.solve_levels(extra, true)? else {
            return Ok(None);
        };
        let o = outcome(self.model, &chosen, levels);
        Ok(Some(Candidate {
            pairs: o.pairs,
            unpaired: o.unpaired,
            levels: o.levels,
        }))
    }

    /// The edges the rules' criteria (with `weighed`, else the number of
    /// pairs alone) then
    /// generation order choose under `extra`, and every level's value.
    #[allow(clippy::type_complexity)]
    fn solve_levels(
        &self,
        extra: Vec<Constraint>,
        weighed: bool,
    ) -> Result<Option<(Vec<bool>, Vec<(Criterion, i64)>)>, SolveError> {
        let (ctx, model) = (self.ctx, self.model);
        let mut general = model.matching_model(ctx);
        general.constraints.extend(extra);
        if general.min_pairs.is_some() {
            general = general.with_min_pairs_as_constraint();
        }
        let mut quality = quality_levels(model);
        if !weighed {
            quality.retain(|l| l.kind == LevelKind::MaxPairs);
        }
        let criteria: Vec<Criterion> = quality.iter().map(|l| l.criterion).collect();
        let forms: Vec<(LinearForm, Option<i64>)> =
            quality.into_iter().map(|l| (l.form, None)).collect();
        let problem = Problem {
            general: &general,
            levels: &forms,
            known_pairs: None,
            bipartite: None.into(),
            bipartite_orders: false,
            start: Box::new(|| None),
            time_limit: ctx.time_limit,
            lp_proofs: Default::default(),
        };
        let (settled, optima) = match strategy::solve(&problem, ctx.solver) {
            Ok(solved) => solved,
            Err(SolveError::Infeasible) => return Ok(None),
            Err(e) => return Err(e),
        };
        let chosen = match settled {
            Settled::Candidates {
                mut graph,
                fallback,
            } => match ctx.rules.first_of_candidates(model, &mut graph) {
                Some(chosen) => chosen,
                None => {
                    let mut lex = fallback.integer()?;
                    ctx.rules.generation_order(model, &mut lex)?;
                    lex.chosen
                }
            },
            Settled::Integer(mut lex) => {
                ctx.rules.generation_order(model, &mut lex)?;
                lex.chosen
            }
        };
        let levels: Vec<(Criterion, i64)> = criteria.into_iter().zip(optima).collect();
        Ok(Some((chosen, levels)))
    }

    fn compare(&self, base: &Candidate, other: Option<&Candidate>) -> Verdict {
        let Some(other) = other else {
            return Verdict::Impossible;
        };
        for (k, ((_, b), (_, o))) in base.levels.iter().zip(&other.levels).enumerate() {
            if o > b {
                return Verdict::Worse(k);
            }
            if o < b {
                return Verdict::Better(k);
            }
        }
        Verdict::Equal
    }

    /// The step of the generation order that parts the rules' candidate
    /// from `other`, as the rule set names it (else its order's paragraphs).
    fn order_step(&self, other: &Candidate) -> String {
        match self
            .ctx
            .rules
            .order_step(self.ctx, self.b, &self.rules_pairs, &other.pairs)
        {
            Some((step, _)) => step,
            None => self.ctx.rules.text().order.to_string(),
        }
    }

    fn pairs_words(&self, pairs: &[(usize, usize)]) -> String {
        pairs
            .iter()
            .map(|&(p, q)| format!("{}-{}", self.id(p), self.id(q)))
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// What `other` pairs otherwise than the rules, in words.
    fn differences(&self, base: &Candidate, other: &Candidate) -> String {
        let key = |&(p, q): &(usize, usize)| (p.min(q), p.max(q));
        let theirs: Vec<_> = base.pairs.iter().map(key).collect();
        let ours: Vec<_> = other.pairs.iter().map(key).collect();
        let new: Vec<(usize, usize)> = other
            .pairs
            .iter()
            .copied()
            .filter(|p| !theirs.contains(&key(p)))
            .collect();
        let old: Vec<(usize, usize)> = base
            .pairs
            .iter()
            .copied()
            .filter(|p| !ours.contains(&key(p)))
            .collect();
        let mut words = format!(
            "it pairs {} for {}",
            self.pairs_words(&new),
            self.pairs_words(&old)
        );
        let float = |c: &Candidate| {
            c.unpaired
                .iter()
                .map(|&u| self.id(u).to_string())
                .collect::<Vec<_>>()
                .join(" ")
        };
        if other.unpaired != base.unpaired {
            let none = |s: String| {
                if s.is_empty() {
                    "nobody".to_string()
                } else {
                    s
                }
            };
            words.push_str(&format!(
                " and leaves {} unpaired for {}",
                none(float(other)),
                none(float(base))
            ));
        }
        words
    }

    /// The reason `p` does not meet `q`, as the first candidate has them.
    fn displaced(
        &self,
        base: &Candidate,
        p: usize,
        q: usize,
        alternatives: &mut Vec<Alternative>,
    ) -> Reason {
        let (ip, iq) = (self.id(p), self.id(q));
        let opening = format!("{ip} would meet {iq}");
        if let Some((paragraph, why)) = self.incompatible(p, q) {
            let partner = base
                .pairs
                .iter()
                .find_map(|&(x, y)| (x == p).then_some(y).or((y == p).then_some(x)));
            let instead = match (self.next_in_s2(p, q), partner) {
                (Some(n), Some(partner)) if n == partner => {
                    format!("; the next in S2 is {}, whom he meets", self.id(n))
                }
                (Some(n), Some(partner)) => format!(
                    "; the next in S2 is {} (the rules' pairing has {ip}-{})",
                    self.id(n),
                    self.id(partner)
                ),
                (Some(n), None) => format!("; the next in S2 is {}", self.id(n)),
                (None, Some(partner)) => format!("; {ip} meets {} instead", self.id(partner)),
                (None, None) => String::new(),
            };
            return Reason {
                deferred: false,
                text: format!("{opening}, but {why} ({paragraph}){instead}"),
                paragraph,
                displaced: Some((ip, iq)),
            };
        }
        let held = match self.edge(p, q) {
            Some(e) => self.solve(vec![equal(&[e], 1)]),
            None => Ok(None),
        };
        self.judged(
            base,
            held,
            &opening,
            (ip, iq),
            alternatives,
            "with them paired",
        )
    }

    /// The reason `p` does not meet `q` when the rules take back the pair of
    /// one of them for the last bracket (Lim 2.6), or `None`.
    fn taken_back(&self, cracked: &[usize], p: usize, q: usize) -> Option<Reason> {
        if !cracked.contains(&p) && !cracked.contains(&q) {
            return None;
        }
        let paragraph = self.ctx.rules.text().absolute.completion.to_string();
        let (ip, iq) = (self.id(p), self.id(q));
        let back: Vec<String> = cracked.iter().map(|&x| self.id(x).to_string()).collect();
        Some(Reason {
            deferred: false,
            text: format!(
                "{ip} would meet {iq}, but the rules take back the pairs of {} so that the last bracket can be paired ({paragraph})",
                back.join(" ")
            ),
            paragraph,
            displaced: Some((ip, iq)),
        })
    }

    /// The reason a player whose pair the rules take back floats on.
    fn taken_back_floater(&self, cracked: &[usize], u: usize) -> Reason {
        let paragraph = self.ctx.rules.text().absolute.completion.to_string();
        let with: Vec<String> = cracked
            .iter()
            .filter(|&&x| x != u)
            .map(|&x| self.id(x).to_string())
            .collect();
        Reason {
            deferred: false,
            text: format!(
                "{} floats on to the last bracket: the rules take back his pair (with {} taken back too) so that the last bracket can be paired ({paragraph})",
                self.id(u),
                with.join(" ")
            ),
            paragraph,
            displaced: None,
        }
    }

    /// The reason `u` is left unpaired (down, or the bye in the last bracket).
    fn kept(
        &self,
        base: &Candidate,
        u: usize,
        last: bool,
        alternatives: &mut Vec<Alternative>,
    ) -> Reason {
        let iu = self.id(u);
        let text = self.ctx.rules.text();
        let opening = if last {
            format!("{iu} gets the bye")
        } else {
            format!("{iu} floats down")
        };
        let partners = self
            .model
            .players
            .iter()
            .filter(|&&x| x != u && self.edge(u, x).is_some())
            .count();
        if partners == 0 {
            let paragraph = format!("{}, {}", text.absolute.rematch, text.absolute.colours);
            return Reason {
                deferred: false,
                text: format!(
                    "{opening}: he has met, or may not meet, everybody else in the bracket ({paragraph})"
                ),
                paragraph,
                displaced: None,
            };
        }
        let held = match self.position(u) {
            Some(v) => self.solve(vec![equal(&self.bracket_edges_at(v), 1)]),
            None => Ok(None),
        };
        let mut reason = self.judged(
            base,
            held,
            &opening,
            (iu, iu),
            alternatives,
            "with him paired here",
        );
        reason.displaced = None;
        if last && reason.paragraph == text.absolute.completion {
            reason.paragraph = text.absolute.bye.to_string();
            reason.text = format!(
                "{opening}: nobody else the bracket could leave unpaired may get it ({})",
                text.absolute.bye
            );
        }
        reason
    }

    /// Why the best candidate holding something (`held`) loses to the rules'.
    fn judged(
        &self,
        base: &Candidate,
        held: Result<Option<Candidate>, SolveError>,
        opening: &str,
        displaced: (PlayerId, PlayerId),
        alternatives: &mut Vec<Alternative>,
        with: &str,
    ) -> Reason {
        let text = self.ctx.rules.text();
        let held = match held {
            Ok(held) => held,
            Err(e) => {
                return Reason {
                    deferred: false,
                    paragraph: String::new(),
                    text: format!("{opening}: not settled ({e})"),
                    displaced: Some(displaced),
                }
            }
        };
        let displaced = Some(displaced);
        match self.compare(base, held.as_ref()) {
            Verdict::Impossible => {
                let paragraph = self.completion_paragraph();
                Reason {
                    deferred: displaced.is_some_and(|(a, b)| a != b),
                    text: format!(
                        "{opening}, but no pairing {} completes {with} ({paragraph})",
                        self.scope()
                    ),
                    paragraph,
                    displaced,
                }
            }
            Verdict::Worse(k) => {
                let other = held.expect("compared");
                let (criterion, value) = other.levels[k];
                let rules_value = base.levels[k].1;
                Reason {
                    deferred: false,
                    paragraph: criterion.paragraph.to_string(),
                    text: format!(
                        "{opening}, but that is worse on {} ({}: {rules_value} in the rules' pairing, {value} {with}; {})",
                        criterion.paragraph,
                        criterion.measure,
                        self.differences(base, &other)
                    ),
                    displaced,
                }
            }
            Verdict::Better(k) => {
                let other = held.expect("compared");
                let (criterion, value) = other.levels[k];
                Reason {
                    deferred: false,
                    paragraph: text.order.to_string(),
                    text: format!(
                        "{opening}; {with} the bracket would be better on {} ({value} against {}), but the text's own procedure ({}) pairs it as shown",
                        criterion.paragraph, base.levels[k].1, text.order
                    ),
                    displaced,
                }
            }
            Verdict::Equal => {
                let other = held.expect("compared");
                let step = self.order_step(&other);
                self.note_alternative(&other, &step, alternatives);
                Reason {
                    deferred: false,
                    text: format!(
                        "{opening}; {with} the bracket is as good on every criterion ({}), but the generation order comes to the rules' pairing first ({step}; {})",
                        text.criteria,
                        self.differences(base, &other)
                    ),
                    paragraph: step,
                    displaced,
                }
            }
        }
    }

    /// A pair as the first candidate has it.
    fn as_started(&self, p: usize, q: usize, start_name: &str) -> Reason {
        let text = self.ctx.rules.text();
        let (ip, iq) = (self.id(p), self.id(q));
        let upfloat = if self.model.moved_down > 0
            && (self.model.players[..self.model.moved_down].contains(&p)
                || self.model.players[..self.model.moved_down].contains(&q))
        {
            " (a moved-down player meets a resident)"
        } else {
            ""
        };
        Reason {
            deferred: false,
            paragraph: text.order.to_string(),
            text: format!(
                "{ip} meets {iq} as the text's first candidate has it ({start_name}, {}){upfloat}",
                text.order
            ),
            displaced: None,
        }
    }

    /// Another optimal candidate: the rules' pairing without the pair `p`-`q`.
    fn without(&self, base: &Candidate, p: usize, q: usize, alternatives: &mut Vec<Alternative>) {
        let Some(e) = self.edge(p, q) else {
            return;
        };
        if let Ok(Some(other)) = self.solve(vec![equal(&[e], 0)]) {
            if matches!(self.compare(base, Some(&other)), Verdict::Equal) {
                let step = self.order_step(&other);
                self.note_alternative(&other, &step, alternatives);
            }
        }
    }

    fn note_alternative(&self, other: &Candidate, step: &str, alternatives: &mut Vec<Alternative>) {
        let pairs: Vec<(PlayerId, PlayerId)> = other
            .pairs
            .iter()
            .map(|&(p, q)| (self.id(p), self.id(q)))
            .collect();
        if alternatives.iter().any(|a| a.pairs == pairs) {
            return;
        }
        alternatives.push(Alternative {
            pairs,
            unpaired: other.unpaired.iter().map(|&u| self.id(u)).collect(),
            step: step.to_string(),
        });
    }

    /// What the bracket's pairing must complete, for a candidate that cannot.
    fn scope(&self) -> &'static str {
        match self.model.role {
            Role::Penultimate { .. } | Role::Completion { .. } => {
                "of this bracket that lets the rest of the round be paired"
            }
            Role::Last => {
                "of the last bracket (every player paired, the bye to one who may get it)"
            }
            _ => "of the bracket",
        }
    }

    fn completion_paragraph(&self) -> String {
        let text = self.ctx.rules.text();
        match self.model.role {
            Role::Penultimate { .. } => text.findings.penultimate.to_string(),
            _ => text.absolute.completion.to_string(),
        }
    }

    /// Why `p` and `q` may not meet in this bracket: the paragraph and the words.
    fn incompatible(&self, p: usize, q: usize) -> Option<(String, String)> {
        if let Some(why) = incompatibility(self.ctx, self.t, p, q) {
            return Some(why);
        }
        self.edge(p, q).is_none().then(|| {
            (
                self.ctx
                    .rules
                    .text()
                    .findings
                    .mdps_meet_residents
                    .to_string(),
                "both were moved down into the bracket".to_string(),
            )
        })
    }

    /// What each level counts in the rules' pairing: the rules' pairs its
    /// form charges and, where the level says what a player left unpaired
    /// costs it, the bracket's floaters (or the bye) it charges, each with
    /// the amount where more than 1. Nothing where the level charges
    /// unpaired players without saying who.
    fn counted(&self, rules: &BracketOutcome) -> Vec<(Criterion, i64, Vec<String>)> {
        let chosen: Vec<Option<usize>> =
            rules.pairs.iter().map(|&(p, q)| self.edge(p, q)).collect();
        let mut chosen_vector = vec![false; self.model.edges.len()];
        chosen
            .iter()
            .flatten()
            .for_each(|&e| chosen_vector[e] = true);
        let amount = |what: String, n: i64| match n {
            1 => what,
            n => format!("{what} ({n})"),
        };
        quality_levels(self.model)
            .iter()
            .map(|level| {
                let nb = self.model.bracket_size();
                let value = level.form.value(&chosen_vector);
                let costs_known = level.unpaired.len() >= nb;
                if value <= 0 || (level.form.constant != 0 && !costs_known) {
                    return (level.criterion, value, Vec::new());
                }
                let unpaired_cost = |v: usize| level.unpaired.get(v).copied().unwrap_or(0);
                let mut counted: Vec<String> = rules
                    .pairs
                    .iter()
                    .zip(&chosen)
                    .filter_map(|(&(p, q), e)| {
                        let e = (*e)?;
                        let coefficient: i64 = level
                            .form
                            .terms
                            .iter()
                            .filter(|&(x, _)| x == e)
                            .map(|(_, c)| c)
                            .sum();
                        let (i, j) = self.model.edges[e];
                        let cost = coefficient + unpaired_cost(i) + unpaired_cost(j);
                        (cost > 0).then(|| amount(format!("{}-{}", self.id(p), self.id(q)), cost))
                    })
                    .collect();
                counted.extend(rules.unpaired.iter().filter_map(|&u| {
                    let cost = self.position(u).map_or(0, unpaired_cost);
                    (cost > 0).then(|| amount(format!("{} unpaired", self.id(u)), cost))
                }));
                (level.criterion, value, counted)
            })
            .collect()
    }
}

/// `sum of edges == rhs`.
fn equal(edges: &[usize], rhs: i64) -> Constraint {
    let mut form = LinearForm::new();
    for &e in edges {
        form.add(e, 1);
    }
    Constraint {
        form: form.normalised(),
        relation: Relation::Equal,
        rhs,
    }
}

/// Why state indices `p` and `q` may not meet in the round at all (the
/// absolute criteria): the paragraph and the words; `None` when they may.
pub(super) fn incompatibility(
    ctx: &RoundContext,
    t: &Tournament,
    p: usize,
    q: usize,
) -> Option<(String, String)> {
    let text = ctx.rules.text();
    let (sp, sq) = (&ctx.states[p], &ctx.states[q]);
    if sp.opponents.contains(&sq.id) {
        let when = met_in(ctx, t, sp.id, sq.id).map_or(String::new(), |r| format!(" in round {r}"));
        return Some((text.absolute.rematch.to_string(), format!("they met{when}")));
    }
    if ctx.forbidden_pair(p, q) {
        return Some((
            text.absolute.rematch.to_string(),
            "the pair is forbidden (XXP)".to_string(),
        ));
    }
    let same_absolute = sp.preference.strength == Strength::Absolute
        && sq.preference.strength == Strength::Absolute
        && sp.preference.colour == sq.preference.colour;
    if same_absolute && !ctx.rules.colours_yield(sp, sq) {
        let colour = match sp.preference.colour {
            Some(Colour::White) => "White",
            _ => "Black",
        };
        return Some((
            text.absolute.colours.to_string(),
            format!("both must have {colour}"),
        ));
    }
    None
}

/// The round (1-based) before the one paired in which `a` met `b`.
fn met_in(ctx: &RoundContext, t: &Tournament, a: PlayerId, b: PlayerId) -> Option<usize> {
    t.player(a)?
        .rounds
        .iter()
        .take(ctx.round.index())
        .position(|r| r.as_ref().is_some_and(|r| r.opponent == Some(b)))
        .map(|i| i + 1)
}
