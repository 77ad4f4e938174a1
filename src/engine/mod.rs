//! The pairing engine every rule set runs on.
//!
//! A round flows through it as follows: the tournament's history is read
//! into player states as the rule set reads it ([`round_states`]); the round
//! gets a [`RoundContext`] (compatibility, bye rule, colours); the brackets
//! are walked from the top ([`walk`]), each an integer program
//! ([`bracket`]) whose criteria the rule set supplies ([`RuleSet`]); the
//! pairs get colours and boards ([`boards`]). The verifier walks the same
//! brackets with its own [`walk::Visitor`].

pub mod bracket;
pub mod bye_first;
pub mod context;
pub mod criteria;
mod median;
pub mod optimal;
pub use median::CrackedPair;
pub mod paragraphs;
pub mod readings;
pub mod rules;
pub mod unpairable;
pub mod walk;

pub use context::{ByeRule, RoundContext};
pub use rules::{Judging, RuleSet, RuleText, Rules, Tailoring};
pub use unpairable::Unpairable;

use crate::error::{Error, Result};
use crate::pairing::{Board, Pairing};
use crate::solver::{SolveError, Solver};
use crate::state::{derive, PlayerState, RoundRequest};
use crate::tournament::{Colour, PlayerId, Tournament};
use bracket::{solve_bracket, BracketOutcome, OrdinaryPairing, Role};
use walk::{upfloaters_of, Bracket, Step, Visitor};

/// Pairs the round `request` describes under `rules`, the brackets settled by `solver`.
pub fn pair_round<'r>(
    rules: impl Into<Rules<'r>>,
    solver: Solver,
    t: &Tournament,
    request: &RoundRequest,
) -> Result<Pairing> {
    pair_round_observed(rules.into(), solver, t, request, &mut ())
}

/// Where a bracket stands in the walk, as an [`Observer`] sees it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stage {
    Ordinary,
    Penultimate,
    Last,
}

/// Sees each bracket as the generator settles it (`pairproof explain`): its
/// stage, its role (what of the rest of the round its model holds) and the
/// rules' outcome (`None`: a penultimate bracket that moves down whole).
pub trait Observer {
    fn settled(
        &mut self,
        ctx: &RoundContext,
        b: &Bracket,
        stage: Stage,
        role: &Role,
        outcome: Option<&BracketOutcome>,
    );

    /// Before a bracket is settled: the rules take back the pairs of
    /// `cracked` (its players, who go to the last bracket) so that the last
    /// bracket can be paired (Lim 2.6).
    fn cracked(&mut self, _ctx: &RoundContext, _b: &Bracket, _cracked: &[usize]) {}
}

impl Observer for () {
    fn settled(
        &mut self,
        _: &RoundContext,
        _: &Bracket,
        _: Stage,
        _: &Role,
        _: Option<&BracketOutcome>,
    ) {
    }
}

/// [`pair_round`], showing `observer` every bracket as it is settled.
pub fn pair_round_observed(
    rules: Rules<'_>,
    solver: Solver,
    t: &Tournament,
    request: &RoundRequest,
    observer: &mut dyn Observer,
) -> Result<Pairing> {
    pair_round_fixed(rules, solver, t, request, &[], observer)
}

/// [`pair_round_observed`] with each of `fixed` (pairs of players present)
/// held in the pairing: the best pairing the rules make that holds them
/// (`explain --why-not`).
pub fn pair_round_fixed(
    rules: Rules<'_>,
    solver: Solver,
    t: &Tournament,
    request: &RoundRequest,
    fixed: &[(PlayerId, PlayerId)],
    observer: &mut dyn Observer,
) -> Result<Pairing> {
    let rules = rules.for_round(request);
    let (states, present) = round_states(rules, t, request)?;
    let mut ctx = round_context(rules, t, request, &states, &present);
    ctx.use_solver(solver);
    if !fixed.is_empty() {
        let index = |id: PlayerId| {
            present
                .iter()
                .copied()
                .find(|&i| states[i].id == id)
                .ok_or_else(|| {
                    Error::Request(format!(
                        "player {id} is not paired in round {}",
                        request.round
                    ))
                })
        };
        let pairs = fixed
            .iter()
            .map(|&(a, b)| Ok((index(a)?, index(b)?)))
            .collect::<Result<Vec<_>>>()?;
        ctx.fix_pairs(&pairs, &present);
    }
    if let Some(reason) = unpairable::unpairable(&ctx, &present) {
        return Err(Error::NoPairing(format!(
            "round {}: the {} players cannot all be paired under {} (with at most one bye): {reason}",
            request.round,
            present.len(),
            rules.text().absolute.summary
        )));
    }
    let mut generator = Generator {
        pairs: Vec::new(),
        observer,
    };
    let bye = walk::walk(&ctx, &present, &mut generator)?;
    Ok(boards(&ctx, generator.pairs, bye))
}

/// Why the round `request` describes cannot be paired under `rules`' absolute
/// criteria; `None` when it can (a round may still find no pairing later,
/// when a rule set's own hard constraints leave none).
pub fn unpairable_round<'r>(
    rules: impl Into<Rules<'r>>,
    t: &Tournament,
    request: &RoundRequest,
) -> Result<Option<Unpairable>> {
    let rules = rules.into().for_round(request);
    let (states, present) = round_states(rules, t, request)?;
    let ctx = round_context(rules, t, request, &states, &present);
    Ok(unpairable::unpairable(&ctx, &present))
}

/// The state of every player before the round, as `rules` read the
/// history, and the players to pair in rank order.
pub fn round_states<'r>(
    rules: impl Into<Rules<'r>>,
    t: &Tournament,
    request: &RoundRequest,
) -> Result<(Vec<PlayerState>, Vec<usize>)> {
    let rules = rules.into().for_round(request);
    let mut states = derive(t, request, &rules.derivation());
    if let Some(ranks) = rules.ranks(t, request) {
        rank_otherwise(&mut states, &ranks);
    }
    rules.prepare_states(&mut states, t, request);
    let present = present_in_rank_order(t, request, &states)?;
    Ok((states, present))
}

/// Gives the players the ranks a rule set orders them by within a score,
/// and the numbers E.5 reads the positions in that order (the pairing
/// numbers being made from it).
fn rank_otherwise(states: &mut [PlayerState], ranks: &[u32]) {
    for (s, &rank) in states.iter_mut().zip(ranks) {
        s.rank = rank;
    }
    let mut numbered: Vec<usize> = (0..states.len())
        .filter(|&i| states[i].round_number > 0)
        .collect();
    numbered.sort_by_key(|&i| states[i].rank);
    for (position, i) in numbered.into_iter().enumerate() {
        states[i].round_number = position as u32 + 1;
    }
}

/// The context of the round, as the rule set prepares it.
pub fn round_context<'a>(
    rules: impl Into<Rules<'a>>,
    t: &Tournament,
    request: &RoundRequest,
    states: &'a [PlayerState],
    present: &[usize],
) -> RoundContext<'a> {
    let rules = rules.into().for_round(request);
    let mut ctx = RoundContext::new(rules, t, request, states);
    rules.prepare_round(&mut ctx, present);
    ctx
}

/// The players to pair, in rank order (pairing score, then pairing number).
fn present_in_rank_order(
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
    present.sort_by_key(|&i| (-states[i].pairing_score, states[i].rank));
    Ok(present)
}

/// The generator's walk: every bracket paired as the rules pair it.
struct Generator<'o> {
    pairs: Vec<(usize, usize)>,
    observer: &'o mut dyn Observer,
}

impl Generator<'_> {
    /// The bracket's pairs taken, down with its floaters (and the
    /// upfloaters it took from below).
    fn take(&mut self, b: &Bracket, outcome: BracketOutcome) -> Step<Option<usize>> {
        let upfloaters = upfloaters_of(&outcome.pairs, &b.players);
        self.pairs.extend(outcome.pairs);
        Step::down_taking(outcome.unpaired, upfloaters)
    }
}

impl Visitor for Generator<'_> {
    /// The player who gets the bye.
    type Output = Option<usize>;
    type Error = Error;

    fn ordinary(
        &mut self,
        ctx: &RoundContext,
        b: &Bracket,
        rules: OrdinaryPairing,
    ) -> Result<Step<Option<usize>>> {
        let outcome = rules
            .outcome
            .map_err(|e| failure(ctx, b, rules.role.name(), e))?;
        self.observer
            .settled(ctx, b, Stage::Ordinary, &rules.role, Some(&outcome));
        Ok(self.take(b, outcome))
    }

    fn penultimate(
        &mut self,
        ctx: &RoundContext,
        b: &Bracket,
        rules: std::result::Result<Option<BracketOutcome>, SolveError>,
    ) -> Result<Step<Option<usize>>> {
        let outcome = rules.map_err(|e| failure(ctx, b, "PPB", e))?;
        let role = Role::Penultimate {
            rest: b.rest(),
            quota: outcome.as_ref().and_then(|o| o.quota),
        };
        self.observer
            .settled(ctx, b, Stage::Penultimate, &role, outcome.as_ref());
        match outcome {
            Some(outcome) => Ok(self.take(b, outcome)),
            None => Ok(Step::Down(b.players.clone())),
        }
    }

    fn cracked(
        &mut self,
        ctx: &RoundContext,
        b: &Bracket,
        cracked: &[usize],
    ) -> Result<Option<Option<usize>>> {
        if !cracked.is_empty() {
            self.observer.cracked(ctx, b, cracked);
        }
        Ok(None)
    }

    fn last(&mut self, ctx: &RoundContext, b: &Bracket) -> Result<Option<usize>> {
        if b.players.is_empty() {
            return Ok(None);
        }
        let outcome = solve_bracket(ctx, b.players.clone(), b.mdps, Role::Last)
            .map_err(|e| failure(ctx, b, "last", e))?;
        self.observer
            .settled(ctx, b, Stage::Last, &Role::Last, Some(&outcome));
        self.pairs.extend(outcome.pairs);
        match outcome.unpaired.as_slice() {
            [] => Ok(None),
            [bye] => Ok(Some(*bye)),
            more => Err(Error::Unexpected(format!(
                "the last bracket left {} players unpaired",
                more.len()
            ))),
        }
    }
}

/// The error of a bracket that could not be paired, saying which.
fn failure(ctx: &RoundContext, b: &Bracket, role: &str, e: SolveError) -> Error {
    let score = ctx.bracket_score(&b.players, b.mdps);
    let describe = |what: &str| {
        format!(
            "round {}, bracket {} (score {}, {} players, {} MDPs, {:?}): {what}",
            ctx.round,
            b.index + 1,
            crate::points::format_points(score),
            b.players.len(),
            b.mdps,
            role
        )
    };
    match e {
        SolveError::Infeasible => {
            let absolute = &ctx.rules.text().absolute;
            let broken = format!("{} and {}", absolute.summary, absolute.completion);
            Error::NoPairing(describe(&format!("{broken} cannot be satisfied")))
        }
        SolveError::TimeLimit(_) => Error::TooLarge(describe(&e.to_string())),
        SolveError::Solver(m) => Error::Unexpected(describe(&m)),
        SolveError::Fractional => Error::Unexpected(describe(&e.to_string())),
    }
}

/// Colours and board order: higher score of the pair, then the sum of the
/// scores, then the rank of the higher player (`trf.md`).
pub fn boards(ctx: &RoundContext, pairs: Vec<(usize, usize)>, bye: Option<usize>) -> Pairing {
    let s = ctx.states;
    let mut ordered: Vec<(usize, usize)> = pairs
        .into_iter()
        .map(|(a, b)| {
            if ctx.rules.ranks_higher(&s[a], &s[b]) {
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
            s[h].rank,
        )
    });
    let boards = ordered
        .into_iter()
        .map(|(h, l)| {
            if ctx.allocate(h, l).colour == Colour::White {
                Board {
                    white: s[h].id,
                    black: s[l].id,
                }
            } else {
                Board {
                    white: s[l].id,
                    black: s[h].id,
                }
            }
        })
        .collect();
    Pairing {
        boards,
        bye: bye.map(|b| s[b].id),
    }
}
