//! The optimal candidates of a bracket still allowed, narrowed step by step:
//! how a rule set that generates its candidates choice by choice (Lim's
//! exchanges, Dubov's transpositions) finds the first optimal one in its
//! text's order, on the graph of optimal candidates (the exact path) or on
//! the integer model with the optima fixed.

use super::bracket::BracketModel;
use crate::solver::candidates::CandidateGraph;
use crate::solver::{Lexicographic, LinearForm, SolveError};
use std::collections::HashSet;

/// The optimal candidates of a bracket still allowed, narrowed step by step.
pub trait Optimal {
    /// Fixes the first of `options` for bracket player `v` (a partner, or
    /// `None`: unpaired) that some candidate left makes; returns its index.
    fn first(
        &mut self,
        m: &BracketModel,
        v: usize,
        options: &[Option<usize>],
    ) -> Result<Option<usize>, SolveError>;

    /// The candidate left (one of them).
    fn candidate(&self, m: &BracketModel) -> Vec<bool>;

    /// Whether some candidate left makes `option` for bracket player `v`,
    /// fixing nothing.
    fn possible(
        &mut self,
        m: &BracketModel,
        v: usize,
        option: Option<usize>,
    ) -> Result<bool, SolveError>;

    /// Keeps only the candidates in which every bracket player `v` meets a
    /// partner `w` that `keep(v, Some(w))` accepts (both ways), or, when he
    /// has none in the bracket (unpaired, or paired below it), where
    /// `keep(v, None)` does; returns whether some candidate is left (when
    /// not, nothing changes).
    fn restrict(
        &mut self,
        m: &BracketModel,
        keep: &dyn Fn(usize, Option<usize>) -> bool,
    ) -> Result<bool, SolveError>;

    /// [`Self::restrict`] when `keep` refuses nothing but what concerns the
    /// bracket players `touched` (their partners or their being unpaired):
    /// an implementation may then look at their pairs alone.
    fn restrict_touching(
        &mut self,
        m: &BracketModel,
        _touched: &[usize],
        keep: &dyn Fn(usize, Option<usize>) -> bool,
    ) -> Result<bool, SolveError> {
        self.restrict(m, keep)
    }

    /// Keeps only the candidates whose pairs at the vertices `touched` (any
    /// of the model's) `keep` accepts, given as vertex pairs `(a, b)` with
    /// `a < b` (a vertex for staying unpaired numbered after the model's);
    /// returns whether some candidate is left (when not, nothing changes).
    fn restrict_pairs_at(
        &mut self,
        m: &BracketModel,
        touched: &[usize],
        keep: &dyn Fn(usize, usize) -> bool,
    ) -> Result<bool, SolveError>;

    /// [`Self::restrict`] with the partners below the bracket told apart:
    /// every bracket player `v` meets a team `w` (in the bracket or below
    /// it) that `keep(v, Some(w))` accepts (both ways within the bracket),
    /// or has none (unpaired, or the bye) where `keep(v, None)` does.
    fn restrict_with_below(
        &mut self,
        m: &BracketModel,
        keep: &dyn Fn(usize, Option<usize>) -> bool,
    ) -> Result<bool, SolveError>;
}

/// Whether edge `(a, b)` of `m` (a < b) is kept by `keep` as
/// [`Optimal::restrict`] reads it, or with `below` as
/// [`Optimal::restrict_with_below`] does: a partner below the bracket told
/// apart from having none.
fn kept_pair(
    m: &BracketModel,
    keep: &dyn Fn(usize, Option<usize>) -> bool,
    a: usize,
    b: usize,
    below: bool,
) -> bool {
    let nb = m.bracket_size();
    // The bye, or the graph's own vertex for staying unpaired.
    let nobody = m.vertex_state.get(b).is_none_or(|s| s.is_none());
    if a >= nb {
        true
    } else if b >= nb && (nobody || !below) {
        keep(a, None)
    } else if b >= nb {
        keep(a, Some(b))
    } else {
        keep(a, Some(b)) && keep(b, Some(a))
    }
}

/// The graph of optimal candidates (the exact path).
impl Optimal for CandidateGraph {
    fn first(
        &mut self,
        m: &BracketModel,
        v: usize,
        options: &[Option<usize>],
    ) -> Result<Option<usize>, SolveError> {
        let bye = bye_vertex(m);
        Ok(options.iter().position(|&o| match o {
            Some(r) => self.try_pair(v, r),
            None => self.try_unpair(v) || bye.is_some_and(|b| self.try_pair(v, b)),
        }))
    }

    fn candidate(&self, m: &BracketModel) -> Vec<bool> {
        self.chosen(m.edges.len())
    }

    fn possible(
        &mut self,
        m: &BracketModel,
        v: usize,
        option: Option<usize>,
    ) -> Result<bool, SolveError> {
        self.clone().first(m, v, &[option]).map(|k| k.is_some())
    }

    fn restrict(
        &mut self,
        m: &BracketModel,
        keep: &dyn Fn(usize, Option<usize>) -> bool,
    ) -> Result<bool, SolveError> {
        Ok(self.try_restrict(|a, b| kept_pair(m, keep, a, b, false)))
    }

    fn restrict_touching(
        &mut self,
        m: &BracketModel,
        touched: &[usize],
        keep: &dyn Fn(usize, Option<usize>) -> bool,
    ) -> Result<bool, SolveError> {
        Ok(self.try_restrict_touching(touched, |a, b| kept_pair(m, keep, a, b, false)))
    }

    fn restrict_with_below(
        &mut self,
        m: &BracketModel,
        keep: &dyn Fn(usize, Option<usize>) -> bool,
    ) -> Result<bool, SolveError> {
        Ok(self.try_restrict(|a, b| kept_pair(m, keep, a, b, true)))
    }

    fn restrict_pairs_at(
        &mut self,
        _m: &BracketModel,
        touched: &[usize],
        keep: &dyn Fn(usize, usize) -> bool,
    ) -> Result<bool, SolveError> {
        Ok(self.try_restrict_touching(touched, keep))
    }
}

/// The integer model with the optima fixed: one weighted step per choice,
/// the `k`-th option costing `k`, anything else as many as there are options.
impl Optimal for Lexicographic {
    fn first(
        &mut self,
        m: &BracketModel,
        v: usize,
        options: &[Option<usize>],
    ) -> Result<Option<usize>, SolveError> {
        let other = options.len() as i64;
        let mut form = LinearForm::new();
        form.constant = other;
        for (k, option) in options.iter().enumerate() {
            let saving = other - k as i64;
            match option {
                Some(r) => form.add(
                    bracket_edge(m, v, *r).expect("an option is a pair of the bracket"),
                    -saving,
                ),
                None => {
                    form.constant -= saving;
                    for e in m.incident(v).filter(|&e| m.is_own_pair(e)) {
                        form.add(e, saving);
                    }
                }
            }
        }
        let value = self.minimise(&form.normalised(), Some(0))?;
        Ok(usize::try_from(value).ok().filter(|&k| k < options.len()))
    }

    fn candidate(&self, _m: &BracketModel) -> Vec<bool> {
        self.chosen.clone()
    }

    fn possible(
        &mut self,
        m: &BracketModel,
        v: usize,
        option: Option<usize>,
    ) -> Result<bool, SolveError> {
        self.clone().first(m, v, &[option]).map(|k| k.is_some())
    }

    /// The pairs `keep` refuses, and the players it wants paired in the
    /// bracket left without a partner there, minimised on a copy: the copy
    /// kept when none is left.
    fn restrict(
        &mut self,
        m: &BracketModel,
        keep: &dyn Fn(usize, Option<usize>) -> bool,
    ) -> Result<bool, SolveError> {
        let refused = refused_form(
            m,
            keep,
            |e, a, b| m.is_bracket_edge(e) && !(keep(a, Some(b)) && keep(b, Some(a))),
            |e, _| m.is_bracket_edge(e),
        );
        self.keep_none_of(refused)
    }

    fn restrict_with_below(
        &mut self,
        m: &BracketModel,
        keep: &dyn Fn(usize, Option<usize>) -> bool,
    ) -> Result<bool, SolveError> {
        let refused = refused_form(
            m,
            keep,
            |_, a, b| !kept_pair(m, keep, a.min(b), a.max(b), true),
            |_, other| m.vertex_state[other].is_some(),
        );
        self.keep_none_of(refused)
    }

    fn restrict_pairs_at(
        &mut self,
        m: &BracketModel,
        touched: &[usize],
        keep: &dyn Fn(usize, usize) -> bool,
    ) -> Result<bool, SolveError> {
        let mut refused = LinearForm::new();
        let mut edges: Vec<usize> = touched.iter().flat_map(|&v| m.incident(v)).collect();
        edges.sort_unstable();
        edges.dedup();
        for e in edges {
            let (a, b) = m.edges[e];
            if !keep(a.min(b), a.max(b)) {
                refused.add(e, 1);
            }
        }
        self.keep_none_of(refused)
    }
}

/// What `keep` refuses, as a form of the candidate: 1 for each edge
/// `refuses`, and 1 for each bracket player `keep(v, None)` refuses that
/// meets nobody by a `partnering` edge (given the edge and the other end).
fn refused_form(
    m: &BracketModel,
    keep: &dyn Fn(usize, Option<usize>) -> bool,
    refuses: impl Fn(usize, usize, usize) -> bool,
    partnering: impl Fn(usize, usize) -> bool,
) -> LinearForm {
    let mut refused = LinearForm::new();
    for (e, &(a, b)) in m.edges.iter().enumerate() {
        if refuses(e, a, b) {
            refused.add(e, 1);
        }
    }
    for v in 0..m.bracket_size() {
        if keep(v, None) {
            continue;
        }
        refused.constant += 1;
        for e in m.incident(v) {
            let (a, b) = m.edges[e];
            if partnering(e, if a == v { b } else { a }) {
                refused.add(e, -1);
            }
        }
    }
    refused
}

impl Lexicographic {
    /// Keeps the candidates of `refused` 0, if any is left.
    fn keep_none_of(&mut self, refused: LinearForm) -> Result<bool, SolveError> {
        if refused.is_constant() && refused.constant == 0 {
            return Ok(true);
        }
        let mut probe = self.clone();
        if probe.minimise(&refused.normalised(), Some(0))? == 0 {
            *self = probe;
            return Ok(true);
        }
        Ok(false)
    }
}

/// The residents who meet the players moved down from above (the first
/// `moved_down` vertices), as the first set in `residents`' order that an
/// optimal candidate has: each resident taken in turn whenever a candidate
/// left allows it, the others barred from the moved-down players. It is the
/// first set only where every optimal candidate has as many such residents,
/// which the caller's criteria must ensure.
fn first_residents_meeting_moved_down(
    m: &BracketModel,
    optimal: &mut dyn Optimal,
    moved_down: usize,
    residents: &[usize],
) -> Result<Vec<usize>, SolveError> {
    let mut chosen = Vec::new();
    for &r in residents {
        let meets_moved_down =
            |a: usize, b: Option<usize>| a != r || b.is_some_and(|b| b < moved_down);
        if optimal.restrict_touching(m, &[r], &meets_moved_down)? {
            chosen.push(r);
        } else {
            let stays = |a: usize, b: Option<usize>| {
                let other = if a == r { b } else { None };
                other.is_none_or(|b| b >= moved_down)
            };
            optimal.restrict_touching(m, &[r], &stays)?;
        }
    }
    Ok(chosen)
}

/// A text's order within one group of players (by pairing number), fixing
/// decisions in `optimal`.
pub type GroupOrder<'a> = dyn FnMut(&mut dyn Optimal, &[usize]) -> Result<(), SolveError> + 'a;

/// The first candidate of a text that pairs the players moved down with the
/// first set of residents meeting them, then the other residents: each group
/// (by pairing number) handed to `pair_group`, the text's own order within it.
pub fn moved_down_then_residents(
    m: &BracketModel,
    optimal: &mut dyn Optimal,
    pair_group: &mut GroupOrder<'_>,
) -> Result<Vec<bool>, SolveError> {
    let nb = m.bracket_size();
    let tpn = |v: usize| m.state(v).id;
    let moved_down = m.moved_down.min(nb);
    let mut residents: Vec<usize> = (moved_down..nb).collect();
    residents.sort_by_key(|&v| tpn(v));
    if moved_down > 0 {
        let upfloaters = first_residents_meeting_moved_down(m, optimal, moved_down, &residents)?;
        let mut group: Vec<usize> = (0..moved_down).chain(upfloaters.iter().copied()).collect();
        group.sort_by_key(|&v| tpn(v));
        pair_group(optimal, &group)?;
        residents.retain(|r| !upfloaters.contains(r));
    }
    pair_group(optimal, &residents)?;
    Ok(optimal.candidate(m))
}

/// The model's vertex standing for the bye (the last bracket), if any.
pub fn bye_vertex(m: &BracketModel) -> Option<usize> {
    (m.bracket_size()..m.vertex_state.len()).find(|&v| m.vertex_state[v].is_none())
}

/// The vertices `a` meets by a pair of the bracket (an upfloater included), in one pass over `a`'s edges:
/// asking [`bracket_edge`] partner by partner scans them every time, which a
/// round-one bracket of thousands of players cannot afford.
pub fn bracket_partners(m: &BracketModel, a: usize) -> HashSet<usize> {
    m.incident(a)
        .filter(|&e| m.is_own_pair(e))
        .map(|e| match m.edges[e] {
            (x, y) if x == a => y,
            (x, _) => x,
        })
        .collect()
}

/// The pair of the bracket between `a` and `b` (one of them an upfloater, where they join it).
pub fn bracket_edge(m: &BracketModel, a: usize, b: usize) -> Option<usize> {
    m.incident(a)
        .find(|&e| m.is_own_pair(e) && (m.edges[e] == (a, b) || m.edges[e] == (b, a)))
}
