//! The bracket walk: brackets from the top, each made of the players moved
//! down from above and a scoregroup. At each bracket the rule set says how
//! its rules pair it; when that pairing leaves the rest of the round
//! unpairable, the bracket is the penultimate one and everybody below forms
//! the last bracket with its floaters. The generator and the verifier walk
//! the same way: a [`Visitor`] decides what each bracket hands down (the
//! generator: the rules' pairing; the verifier: the pairing under test).

use super::bracket::{solve_bracket, BracketOutcome, OrdinaryPairing, Role};
use super::context::RoundContext;
use crate::points::Points;
use crate::solver::SolveError;

/// The order in which a text pairs the scoregroups of a round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BracketOrder {
    /// From the highest scoregroup down, floaters moving down (the Dutch texts).
    Descending,
    /// The scoregroups above `median` from the top down, floaters moving
    /// down; those below it from the bottom up, floaters moving up; the
    /// scoregroup of score `median` (possibly empty) last, with the floaters
    /// of both sides (Lim 2.2). `bye`, the player given the bye before the
    /// pairing (Lim 1.1), joins that last bracket and is left unpaired there.
    /// When the last bracket cannot be paired, the pairs of the brackets next
    /// to it are taken back one by one (Lim 2.6, see `engine/median.rs`).
    MedianLast { median: Points, bye: Option<usize> },
}

/// A bracket of the walk.
pub struct Bracket<'w> {
    /// Its place in the walk, from 0.
    pub index: usize,
    /// Its players, the moved-down ones first, each part in rank order.
    pub players: Vec<usize>,
    /// How many of `players` were moved down into it.
    pub mdps: usize,
    /// The scoregroups below it, the next one first (empty for the last bracket).
    pub lower: &'w [Vec<usize>],
}

impl<'w> Bracket<'w> {
    /// The first bracket of a walk: `players` (the first `mdps` moved down)
    /// above the scoregroups `lower`.
    pub fn first(players: Vec<usize>, mdps: usize, lower: &'w [Vec<usize>]) -> Bracket<'w> {
        Bracket {
            index: 0,
            players,
            mdps,
            lower,
        }
    }

    /// A bracket seen outside a walk: nobody below it (a question about its
    /// own players).
    pub fn detached(players: Vec<usize>, mdps: usize) -> Bracket<'static> {
        Bracket::first(players, mdps, &[])
    }

    /// Everybody below the bracket.
    pub fn rest(&self) -> Vec<usize> {
        self.lower.concat()
    }

    /// The bracket as a penultimate one, paired so that everybody below it
    /// can be paired too, with no quota of pairs: the texts that complete
    /// the round from it without stepping its pairs down.
    pub fn paired_completing_the_rest(
        &self,
        ctx: &RoundContext,
    ) -> Result<BracketOutcome, SolveError> {
        let role = Role::Penultimate {
            rest: self.rest(),
            quota: None,
        };
        solve_bracket(ctx, self.players.clone(), self.mdps, role)
    }

    /// The bracket paired with everybody below it in its model
    /// (`Role::Completion`): the texts that keep the round complete from
    /// every bracket.
    pub fn paired_with_the_rest(&self, ctx: &RoundContext) -> OrdinaryPairing {
        let role = self.completion_role();
        let outcome = solve_bracket(ctx, self.players.clone(), self.mdps, role.clone());
        OrdinaryPairing::new(role, outcome)
    }

    /// The role of the bracket with everybody below it in its model.
    pub fn completion_role(&self) -> Role {
        Role::Completion {
            next: self.lower.first().map_or(0, Vec::len),
            rest: self.rest(),
        }
    }

    /// The bracket's best pairing on its own when the rest of the round can
    /// still be paired with its leftovers (and, where its upfloaters join
    /// it, when it leaves none but the bye's player), else
    /// [`Self::paired_with_the_rest`]: the same pairing whenever the first
    /// is complete, found without the rest of the round in the model.
    pub fn paired_alone_or_with_the_rest(&self, ctx: &RoundContext) -> OrdinaryPairing {
        self.paired_alone(ctx)
            .unwrap_or_else(|| self.paired_with_the_rest(ctx))
    }

    /// The first half of [`Self::paired_alone_or_with_the_rest`]: the
    /// bracket's pairing on its own, `None` when it does not do.
    pub fn paired_alone(&self, ctx: &RoundContext) -> Option<OrdinaryPairing> {
        let alone = Role::Normal {
            next: Vec::new(),
            next_is_last: false,
        };
        if let Ok(o) = solve_bracket(ctx, self.players.clone(), self.mdps, alone.clone()) {
            // A player left unpaired needs an upfloater, which a text taking
            // them into the bracket pairs here, unless he is the bye's (the
            // players left to pair are odd, and he may have it).
            let rest = self.rest();
            let odd = (self.players.len() + rest.len()) % 2 == 1;
            let byes = o.unpaired.iter().filter(|&&p| ctx.bye_eligible(p)).count();
            let needs_upfloater = ctx.rules.text().upfloaters_in_bracket.is_some()
                && (o.unpaired.len() > usize::from(odd) || byes < o.unpaired.len());
            if !needs_upfloater && ctx.completable(&o.unpaired, &rest) {
                return Some(OrdinaryPairing::new(alone, Ok(o)));
            }
        }
        None
    }
}

/// What a visitor does after a bracket: hand these players down to the next
/// bracket, or end the walk.
pub enum Step<T> {
    Down(Vec<usize>),
    /// Down with `floaters`, the bracket having paired `upfloaters` from
    /// the scoregroups below with its own players (a text whose brackets
    /// take their upfloaters, `RuleText::upfloaters_in_bracket`): they
    /// leave their scoregroups.
    Upfloated {
        floaters: Vec<usize>,
        upfloaters: Vec<usize>,
    },
    Stop(T),
}

impl<T> Step<T> {
    /// Down with `floaters`, and `upfloaters` taken from below when any.
    pub fn down_taking(floaters: Vec<usize>, upfloaters: Vec<usize>) -> Step<T> {
        match upfloaters.is_empty() {
            true => Step::Down(floaters),
            false => Step::Upfloated {
                floaters,
                upfloaters,
            },
        }
    }
}

/// The players of `pairs` outside `bracket`: the upfloaters a bracket took.
pub fn upfloaters_of(pairs: &[(usize, usize)], bracket: &[usize]) -> Vec<usize> {
    let inside: std::collections::HashSet<usize> = bracket.iter().copied().collect();
    pairs
        .iter()
        .flat_map(|&(a, b)| [a, b])
        .filter(|p| !inside.contains(p))
        .collect()
}

/// `players` without those `taken`.
fn without(players: &[usize], taken: &[usize]) -> Vec<usize> {
    players
        .iter()
        .copied()
        .filter(|p| !taken.contains(p))
        .collect()
}

/// What the walk asks at each kind of bracket.
pub trait Visitor {
    type Output;
    type Error;

    /// An ordinary bracket, with its pairing by the rules; returns the
    /// players it moves down.
    fn ordinary(
        &mut self,
        ctx: &RoundContext,
        b: &Bracket,
        rules: OrdinaryPairing,
    ) -> Result<Step<Self::Output>, Self::Error>;

    /// The penultimate bracket, with its pairing by the rules (`None`: it
    /// moves down whole); returns the players it moves to the last bracket.
    fn penultimate(
        &mut self,
        ctx: &RoundContext,
        b: &Bracket,
        rules: Result<Option<BracketOutcome>, SolveError>,
    ) -> Result<Step<Self::Output>, Self::Error>;

    /// The last bracket, which completes the round.
    fn last(&mut self, ctx: &RoundContext, b: &Bracket) -> Result<Self::Output, Self::Error>;

    /// Before [`Self::ordinary`] of a bracket some of whose pairs by the
    /// rules were taken back (`cracked`, now floaters of the last bracket)
    /// so that the last bracket can be paired (Lim 2.6); or, with `cracked`
    /// empty, after a bracket once the visitor's pairing departed from the
    /// rules', when the rules would take pairs back to pair the last bracket.
    /// `Some` ends the walk.
    fn cracked(
        &mut self,
        _ctx: &RoundContext,
        _b: &Bracket,
        _cracked: &[usize],
    ) -> Result<Option<Self::Output>, Self::Error> {
        Ok(None)
    }
}

/// Scoregroups in descending order, each in rank order.
pub fn scoregroups(ctx: &RoundContext, present: &[usize]) -> Vec<Vec<usize>> {
    let mut groups: Vec<Vec<usize>> = Vec::new();
    for &p in present {
        match groups.last_mut() {
            Some(g) if ctx.states[g[0]].pairing_score == ctx.states[p].pairing_score => g.push(p),
            _ => groups.push(vec![p]),
        }
    }
    groups
}

/// A bracket's players: the moved-down ones, then the residents.
pub fn with_mdps(mdps: &[usize], residents: &[usize]) -> Vec<usize> {
    mdps.iter().chain(residents).copied().collect()
}

/// Walks the brackets of the round made of `present` (in rank order), in
/// the order the rule set pairs them.
pub fn walk<V: Visitor>(
    ctx: &RoundContext,
    present: &[usize],
    visitor: &mut V,
) -> Result<V::Output, V::Error> {
    match ctx.rules.bracket_order(ctx, present) {
        BracketOrder::Descending => walk_descending(ctx, present, visitor),
        BracketOrder::MedianLast { median, bye } => {
            super::median::walk_median_last(ctx, present, median, bye, visitor)
        }
    }
}

/// The brackets from the top, everybody below a bracket whose pairing leaves
/// the rest unpairable forming the last bracket (the Dutch texts).
fn walk_descending<V: Visitor>(
    ctx: &RoundContext,
    present: &[usize],
    visitor: &mut V,
) -> Result<V::Output, V::Error> {
    let mut groups = scoregroups(ctx, present);
    let mut moved_down: Vec<usize> = Vec::new();
    let mut k = 0;
    while k < groups.len() {
        let players = with_mdps(&moved_down, &groups[k]);
        let lower = &groups[k + 1..];
        if lower.is_empty() {
            return last(ctx, visitor, k, players, moved_down.len());
        }
        let bracket = Bracket {
            index: k,
            players,
            mdps: moved_down.len(),
            lower,
        };
        let rest = bracket.rest();
        let rules = ctx.rules.ordinary_pairing(ctx, &bracket);
        let penultimate = rules.outcome.as_ref().is_ok_and(|o| {
            let left = without(&rest, &upfloaters_of(&o.pairs, &bracket.players));
            !ctx.completable(&o.unpaired, &left)
        });
        if penultimate {
            let rules = ctx.rules.penultimate_pairing(ctx, &bracket);
            return match visitor.penultimate(ctx, &bracket, rules)? {
                Step::Down(floaters) => last(
                    ctx,
                    visitor,
                    k + 1,
                    with_mdps(&floaters, &rest),
                    floaters.len(),
                ),
                Step::Upfloated {
                    floaters,
                    upfloaters,
                } => {
                    let left = without(&rest, &upfloaters);
                    let mdps = floaters.len();
                    last(ctx, visitor, k + 1, with_mdps(&floaters, &left), mdps)
                }
                Step::Stop(output) => Ok(output),
            };
        }
        match visitor.ordinary(ctx, &bracket, rules)? {
            Step::Down(floaters) => moved_down = floaters,
            Step::Upfloated {
                floaters,
                upfloaters,
            } => {
                moved_down = floaters;
                take_out(&mut groups, k + 1, &upfloaters);
            }
            Step::Stop(output) => return Ok(output),
        }
        k += 1;
    }
    // Every scoregroup below taken by upfloating: the players moved down
    // form the last bracket.
    let mdps = moved_down.len();
    last(ctx, visitor, groups.len(), moved_down, mdps)
}

/// The scoregroups without the players `taken`; a scoregroup left empty
/// is no bracket.
fn take_out(groups: &mut Vec<Vec<usize>>, from: usize, taken: &[usize]) {
    let below = groups.split_off(from);
    groups.extend(
        below
            .iter()
            .map(|g| without(g, taken))
            .filter(|g| !g.is_empty()),
    );
}

pub(super) fn last<V: Visitor>(
    ctx: &RoundContext,
    visitor: &mut V,
    k: usize,
    players: Vec<usize>,
    mdps: usize,
) -> Result<V::Output, V::Error> {
    let mdps = if players.is_empty() {
        0
    } else {
        ctx.last_bracket_mdps(&players, mdps)
    };
    visitor.last(
        ctx,
        &Bracket {
            index: k,
            players,
            mdps,
            lower: &[],
        },
    )
}
