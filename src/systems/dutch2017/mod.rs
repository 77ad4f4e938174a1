//! C.04.3 FIDE (Dutch) System, Baku 2016 / Goynuk 2017 (`dutch-2017`).
//!
//! The round is paired bracket by bracket from the top (A.9): each bracket is
//! an integer program ([`bracket`]) whose quality criteria ([`criteria`]) are
//! optimised lexicographically, ties broken by the generation order ([`order`]).
//! When a bracket's downfloaters leave the rest of the round unpairable, it is
//! the PPB: it is paired again under C.4 and everybody below forms the CLB.

pub mod bracket;
pub mod criteria;
pub mod next_bracket;
pub mod order;
pub mod sequence;

use crate::error::{Error, Result};
use crate::pairing::{Board, Pairing};
use crate::solver::{matching, SolveError, SolveStats};
use crate::state::{derive, DerivationRules, PlayerState, RoundRequest};
use crate::systems::colours::{allocate, dutch2017_preference, AbsoluteTie, ColourRule};
use crate::tournament::{Colour, PlayerId, Tournament};
use bracket::{solve_bracket, BracketOutcome, Role};
use std::cell::RefCell;
use std::collections::HashSet;
use std::time::Duration;

/// How the 2017 rules read the history (see `shared/docs/systems.md`).
pub const RULES: DerivationRules = DerivationRules {
    forfeit_counts_as_met: false,
    unplayed_float: crate::state::UnplayedFloat::Always,
    any_point_unplayed_blocks_bye: false,
    preference: dutch2017_preference,
};

/// Longest a single HiGHS solve may run before the pairing is given up.
pub const SOLVE_TIME_LIMIT: Duration = Duration::from_secs(120);

/// Which text of the Dutch System the shared bracket machinery follows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Edition {
    /// Baku 2016 / Goynuk 2017 (this module).
    Baku2017,
    /// Istanbul 2012 (see [`crate::systems::dutch2012`]).
    Istanbul2012,
}

impl Edition {
    /// How the text reads the history.
    pub fn rules(self) -> DerivationRules {
        match self {
            Edition::Baku2017 => RULES,
            Edition::Istanbul2012 => crate::systems::dutch2012::RULES,
        }
    }

    /// How its E.2 settles two absolute preferences for the same colour.
    pub fn absolute_tie(self) -> AbsoluteTie {
        match self {
            Edition::Baku2017 => AbsoluteTie::WiderDifference,
            Edition::Istanbul2012 => AbsoluteTie::EquallyStrong,
        }
    }

    /// The paragraphs of its quality criteria, for reports.
    pub fn criteria(self) -> &'static str {
        match self {
            Edition::Baku2017 => "C.5-C.19",
            Edition::Istanbul2012 => "A.11: P, D.4, B.3, C.12, B.2, A.7.d, X, Z, B.5, B.6",
        }
    }
}

/// Who may get the pairing-allocated bye (C.2 of 2017, B.1.b of 2012).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum ByeRule {
    /// Nobody who had a bye or a forfeit win.
    Strict,
    /// Players who scored without playing in at most this many rounds: the
    /// 2012 reference's relaxation when the round cannot be paired otherwise.
    AtMost(u32),
}

/// Everything a bracket needs to know about the round.
pub struct RoundContext<'a> {
    pub edition: Edition,
    pub bye_rule: ByeRule,
    pub round: usize,
    pub states: &'a [PlayerState],
    pub initial_colour: Colour,
    pub time_limit: Duration,
    forbidden: HashSet<(PlayerId, PlayerId)>,
    stats: RefCell<SolveStats>,
    /// 2012 C.12 looks down the brackets below; each bracket it pairs there
    /// is kept, as the round's own pairing will meet the same brackets.
    pub(crate) c12_memo: RefCell<crate::systems::dutch2012::C12Memo>,
}

impl<'a> RoundContext<'a> {
    pub fn new(t: &Tournament, request: &RoundRequest, states: &'a [PlayerState], edition: Edition) -> Self {
        let mut forbidden = HashSet::new();
        for group in t.config.forbidden_in_round(request.round) {
            for &a in group {
                for &b in group {
                    if a != b {
                        forbidden.insert((a, b));
                    }
                }
            }
        }
        RoundContext {
            edition,
            bye_rule: ByeRule::Strict,
            round: request.round,
            states,
            initial_colour: match edition {
                Edition::Baku2017 => request.initial_colour,
                Edition::Istanbul2012 => crate::systems::dutch2012::e5_colour_of_odd_numbers(request),
            },
            time_limit: SOLVE_TIME_LIMIT,
            forbidden,
            stats: RefCell::new(SolveStats::default()),
            c12_memo: RefCell::default(),
        }
    }

    /// C.1 (no second meeting, forbidden pairs of XXP) and C.3 (non-topscorers
    /// with the same absolute colour preference do not meet).
    pub fn compatible(&self, a: usize, b: usize) -> bool {
        let (sa, sb) = (&self.states[a], &self.states[b]);
        if sa.opponents.contains(&sb.id) || self.forbidden.contains(&(sa.id, sb.id)) {
            return false;
        }
        let absolute = crate::state::Strength::Absolute;
        let same_absolute = sa.preference.strength == absolute
            && sb.preference.strength == absolute
            && sa.preference.colour == sb.preference.colour;
        !(same_absolute && !sa.topscorer && !sb.topscorer)
    }

    /// E.1-E.5: the colour of player `a` against `b`, and the rule deciding it.
    pub fn allocate(&self, a: usize, b: usize) -> (Colour, ColourRule) {
        allocate(&self.states[a], &self.states[b], self.initial_colour, self.edition.absolute_tie())
    }

    /// C.1: a pair forbidden by `XXP`.
    pub fn forbidden_pair(&self, a: usize, b: usize) -> bool {
        self.forbidden.contains(&(self.states[a].id, self.states[b].id))
    }

    /// The MDPs a bracket of `size` players is paired with: all of them, but
    /// none under the 2012 text when at least half the bracket came from
    /// above (A.3: such a bracket is treated as homogeneous).
    pub fn mdps_treated(&self, size: usize, mdps: usize) -> usize {
        match self.edition {
            Edition::Istanbul2012 if 2 * mdps >= size => 0,
            _ => mdps,
        }
    }

    /// C.2: no pairing-allocated bye after a bye or a forfeit win.
    pub fn bye_eligible(&self, a: usize) -> bool {
        let s = &self.states[a];
        match self.bye_rule {
            ByeRule::Strict => !s.bye_ineligible,
            ByeRule::AtMost(rounds) => !s.bye_ineligible || s.unplayed_scoring_rounds <= rounds,
        }
    }

    pub fn add_stats(&self, s: &SolveStats) {
        let mut total = self.stats.borrow_mut();
        total.solves += s.solves;
        total.skipped_levels += s.skipped_levels;
        total.solve_time += s.solve_time;
    }

    pub fn stats(&self) -> SolveStats {
        self.stats.borrow().clone()
    }

    /// The score of a bracket's residents (its first `mdps` players moved
    /// down; the last of them when it has no resident).
    pub fn bracket_score(&self, bracket: &[usize], mdps: usize) -> crate::points::Points {
        self.states[bracket[mdps.min(bracket.len() - 1)]].pairing_score
    }

    /// The moved-down players the last `bracket` keeps apart (its first
    /// `mdps`): all of them, except under the 2012 text when no complete
    /// pairing keeps them apart. There A.3 makes the remainder of a
    /// heterogeneous bracket homogeneous, so moved-down players it cannot
    /// pair with its residents meet each other (after C.14.a moved a whole
    /// bracket down, say).
    pub fn last_bracket_mdps(&self, bracket: &[usize], mdps: usize) -> usize {
        let apart = mdps == 0 || self.completable(&bracket[..mdps], &bracket[mdps..]);
        if self.edition == Edition::Istanbul2012 && !apart {
            0
        } else {
            mdps
        }
    }

    /// A.9: can `floaters` (players leaving a bracket) and `rest` (everybody
    /// below) still be paired completely, with at most one bye? Two floaters of
    /// the same bracket never meet below it.
    pub fn completable(&self, floaters: &[usize], rest: &[usize]) -> bool {
        let all: Vec<usize> = floaters.iter().chain(rest).copied().collect();
        let n = all.len();
        let odd = n % 2 == 1;
        let mut adj = vec![Vec::new(); n + usize::from(odd)];
        for i in 0..n {
            for j in (i + 1)..n {
                let both_floaters = j < floaters.len();
                if !both_floaters && self.compatible(all[i], all[j]) {
                    adj[i].push(j);
                    adj[j].push(i);
                }
            }
            if odd && self.bye_eligible(all[i]) {
                adj[i].push(n);
                adj[n].push(i);
            }
        }
        let size = matching::matching_size(&adj);
        2 * size == adj.len()
    }
}

/// Pairs a round under the 2017 Dutch rules.
pub fn pair(t: &Tournament, request: &RoundRequest) -> Result<Pairing> {
    pair_edition(t, request, Edition::Baku2017)
}

/// Pairs a round under the given text of the Dutch System.
pub fn pair_edition(t: &Tournament, request: &RoundRequest, edition: Edition) -> Result<Pairing> {
    let (states, present) = round_states(t, request, edition)?;
    let ctx = round_context(t, request, &states, &present, edition);
    if !ctx.completable(&[], &present) {
        return Err(Error::NoPairing(format!(
            "round {}: the {} players cannot all be paired under C.1-C.3 (with at most one bye)",
            request.round + 1,
            present.len()
        )));
    }
    let pairs = pair_brackets(&ctx, &present)?;
    Ok(boards(&ctx, pairs.0, pairs.1))
}

/// The state of every player before the round, as `edition` reads the
/// history, and the players to pair in A.2 order.
pub fn round_states(t: &Tournament, request: &RoundRequest, edition: Edition) -> Result<(Vec<PlayerState>, Vec<usize>)> {
    let mut states = derive(t, request, &edition.rules());
    if edition == Edition::Istanbul2012 && request.round > 0 {
        crate::systems::dutch2012::e5_numbers(&mut states);
    }
    let present = present_in_rank_order(t, request, &states)?;
    Ok((states, present))
}

/// The context of the round, with the bye rule the edition applies to it.
pub fn round_context<'a>(
    t: &Tournament,
    request: &RoundRequest,
    states: &'a [PlayerState],
    present: &[usize],
    edition: Edition,
) -> RoundContext<'a> {
    let mut ctx = RoundContext::new(t, request, states, edition);
    if edition == Edition::Istanbul2012 {
        crate::systems::dutch2012::relax_bye_rule_if_unpairable(&mut ctx, present);
    }
    ctx
}

/// The players to pair, in A.2 order (pairing score, then pairing number).
pub(crate) fn present_in_rank_order(
    t: &Tournament,
    request: &RoundRequest,
    states: &[PlayerState],
) -> Result<Vec<usize>> {
    let mut present = Vec::with_capacity(request.present.len());
    for id in &request.present {
        let index = t
            .index_of(*id)
            .ok_or_else(|| Error::Request(format!("player {id} is not in the tournament")))?;
        present.push(index);
    }
    present.sort_by_key(|&i| (-states[i].pairing_score, states[i].id));
    Ok(present)
}

/// Scoregroups in descending order (A.3), each in A.2 order.
pub(crate) fn scoregroups(ctx: &RoundContext, present: &[usize]) -> Vec<Vec<usize>> {
    let mut groups: Vec<Vec<usize>> = Vec::new();
    for &p in present {
        match groups.last_mut() {
            Some(g) if ctx.states[g[0]].pairing_score == ctx.states[p].pairing_score => g.push(p),
            _ => groups.push(vec![p]),
        }
    }
    groups
}

/// A.9: bracket by bracket from the top; returns the pairs and the bye.
fn pair_brackets(ctx: &RoundContext, present: &[usize]) -> Result<(Vec<(usize, usize)>, Option<usize>)> {
    let groups = scoregroups(ctx, present);
    let mut pairs = Vec::new();
    let mut mdps: Vec<usize> = Vec::new();
    for (k, residents) in groups.iter().enumerate() {
        let rest: Vec<usize> = groups[k + 1..].concat();
        let bracket = with_mdps(&mdps, residents);
        if rest.is_empty() {
            return last_bracket(ctx, k, bracket, mdps.len(), pairs);
        }
        let (role, outcome) = next_bracket::ordinary_pairing(ctx, &bracket, mdps.len(), &groups[k + 1..]);
        let outcome = outcome.map_err(|e| failure(ctx, k, &bracket, mdps.len(), role_name(&role), e))?;
        if ctx.completable(&outcome.unpaired, &rest) {
            pairs.extend(outcome.pairs);
            mdps = outcome.unpaired;
            continue;
        }
        // A.9: this bracket is the PPB; pair it again under C.4, then the CLB.
        let ppb = match ctx.edition {
            Edition::Baku2017 => {
                bracket_or_fail(ctx, k, bracket, mdps.len(), Role::Penultimate { rest: rest.clone(), c14: None })?
            }
            Edition::Istanbul2012 => crate::systems::dutch2012::c14_penultimate_pairing(ctx, &bracket, mdps.len(), &rest)
                .map_err(|e| failure(ctx, k, &bracket, mdps.len(), "PPB", e))?
                // C.14.a: P1 reached zero, the whole bracket moves down.
                .unwrap_or(BracketOutcome { pairs: Vec::new(), unpaired: bracket.clone(), levels: Vec::new() }),
        };
        pairs.extend(ppb.pairs);
        let clb = with_mdps(&ppb.unpaired, &rest);
        return last_bracket(ctx, k + 1, clb, ppb.unpaired.len(), pairs);
    }
    Ok((pairs, None))
}

pub(crate) fn with_mdps(mdps: &[usize], residents: &[usize]) -> Vec<usize> {
    mdps.iter().chain(residents).copied().collect()
}

fn last_bracket(
    ctx: &RoundContext,
    k: usize,
    bracket: Vec<usize>,
    mdps: usize,
    mut pairs: Vec<(usize, usize)>,
) -> Result<(Vec<(usize, usize)>, Option<usize>)> {
    let mdps = ctx.last_bracket_mdps(&bracket, mdps);
    let outcome = bracket_or_fail(ctx, k, bracket, mdps, Role::Last)?;
    pairs.extend(outcome.pairs);
    match outcome.unpaired.as_slice() {
        [] => Ok((pairs, None)),
        [bye] => Ok((pairs, Some(*bye))),
        more => Err(Error::Unexpected(format!(
            "the last bracket left {} players unpaired",
            more.len()
        ))),
    }
}

fn bracket_or_fail(
    ctx: &RoundContext,
    k: usize,
    bracket: Vec<usize>,
    mdps: usize,
    role: Role,
) -> Result<BracketOutcome> {
    let name = role_name(&role);
    solve_bracket(ctx, bracket.clone(), mdps, role).map_err(|e| failure(ctx, k, &bracket, mdps, name, e))
}

/// The error of a bracket that could not be paired, saying which.
fn failure(ctx: &RoundContext, k: usize, bracket: &[usize], mdps: usize, role: &str, e: SolveError) -> Error {
    let score = ctx.bracket_score(bracket, mdps);
    let describe = |what: &str| {
        format!(
            "round {}, bracket {} (score {}, {} players, {} MDPs, {:?}): {what}",
            ctx.round + 1,
            k + 1,
            crate::points::format_points(score),
            bracket.len(),
            mdps,
            role
        )
    };
    match e {
        SolveError::Infeasible => Error::NoPairing(describe("C.1-C.4 cannot be satisfied")),
        SolveError::TimeLimit(_) => Error::TooLarge(describe(&e.to_string())),
        SolveError::Solver(m) => Error::Unexpected(describe(&m)),
        SolveError::Fractional => Error::Unexpected(describe(&e.to_string())),
    }
}

fn role_name(role: &Role) -> &'static str {
    match role {
        Role::Normal { .. } | Role::FloaterCosts { .. } => "ordinary",
        Role::Penultimate { .. } => "PPB",
        Role::Last => "last",
    }
}

/// Colours by E.1-E.5 and board order: higher score of the pair, then the sum
/// of scores, then the rank of the higher player (`trf.md`).
fn boards(ctx: &RoundContext, pairs: Vec<(usize, usize)>, bye: Option<usize>) -> Pairing {
    let s = ctx.states;
    let mut ordered: Vec<(usize, usize)> = pairs
        .into_iter()
        .map(|(a, b)| {
            if crate::systems::colours::ranks_higher(&s[a], &s[b]) {
                (a, b)
            } else {
                (b, a)
            }
        })
        .collect();
    ordered.sort_by_key(|&(h, l)| {
        (
            -s[h].pairing_score,
            -(s[h].pairing_score + s[l].pairing_score),
            s[h].id,
        )
    });
    let boards = ordered
        .into_iter()
        .map(|(h, l)| {
            let (colour, _) = ctx.allocate(h, l);
            if colour == Colour::White {
                Board { white: s[h].id, black: s[l].id }
            } else {
                Board { white: s[l].id, black: s[h].id }
            }
        })
        .collect();
    Pairing {
        boards,
        bye: bye.map(|b| s[b].id),
    }
}
