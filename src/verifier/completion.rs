//! Exact proofs for the levels of a bracket model that holds the rest of the
//! round (`Role::Completion`: completion in every bracket, the 2026 [C4]).
//! There the SAT questions range over the whole rest of the round, and the
//! counting ones (how many pairs the following bracket makes, who is left
//! in it) need proofs that SAT finds only at great cost. Each level proved
//! here is proved by an argument that holds for every candidate equal on
//! the levels before it, checked on the model itself:
//!
//! - a form over the bye edges only (the PAB's score, [C5]): its exact
//!   minimum over the complete pairings, by maximum matchings with the bye
//!   allowed to the cheapest players first;
//! - the number of the bracket's own pairs: at most a maximum matching of
//!   the bracket;
//! - the pairs the following bracket makes: at most half its players (the
//!   bracket's floaters, whose number the bracket's pairs fix, and the next
//!   scoregroup);
//! - the players of one score the following bracket leaves unpaired, a form
//!   recognised as exactly that count: at least those that cannot be placed
//!   lower, given how many are unpaired in all and above.
//!
//! Whatever is not proved is left to the relaxation and to SAT.

use crate::engine::bracket::{BracketModel, EdgeKind, Role};
use crate::engine::criteria::{Level, LevelKind};
use crate::points::Points;
use crate::solver::matching::matching_size;
use crate::solver::{LinearForm, MatchingModel};

/// Which of `quality` are proved at `values` (the values under test) by the
/// arguments above; all `false` when the model does not hold the rest of
/// the round.
///
/// Besides: the look-ahead levels depend on the bracket's pairs only through
/// its set of floaters (and the PAB's score, an earlier level), and the
/// values under test are the best the rest can do for the floaters under
/// test; so only another set of floaters can do better there. When no other
/// set is possible they are all proved, and the following bracket's pairs
/// are when no other set could pair more players there.
pub fn proofs(
    m: &BracketModel,
    model: &MatchingModel,
    quality: &[Level],
    values: &[i64],
    tested: &[bool],
) -> Vec<bool> {
    let mut proved: Vec<bool> = (0..quality.len())
        .map(|k| {
            level_bound(m, model, quality, k, &values[..k], None)
                .is_some_and(|least| values[k] <= least)
        })
        .collect();
    let Role::Completion { next, .. } = m.role else {
        return proved;
    };
    let members = m.bracket_size() + next;
    let floaters = bracket_floaters(m, tested);
    let own = (m.bracket_size() - floaters.len()) / 2;
    let Some(sets) = floater_sets(m, own) else {
        return proved;
    };
    let others: Vec<&Vec<usize>> = sets.iter().filter(|&f| *f != floaters).collect();
    let first = quality
        .iter()
        .position(|l| l.kind == LevelKind::NextBracket);
    for (k, level) in quality.iter().enumerate() {
        if level.kind != LevelKind::NextBracket {
            continue;
        }
        if others.is_empty() {
            proved[k] = true;
        } else if Some(k) == first && counts_following_pairs(m, &level.form, members) {
            let most = others
                .iter()
                .map(|f| following_bracket_matching(m, f, members))
                .max()
                .unwrap_or(0);
            proved[k] |= -(most as i64) >= values[k];
        }
    }
    proved
}

/// A proven lower bound of level `k` over the candidates of `model` equal
/// to `earlier` on the levels before it; with `tested` (the bracket's own
/// pairs fixed as under test) the bounds use them. `None` where no argument
/// above applies.
pub fn level_bound(
    m: &BracketModel,
    model: &MatchingModel,
    quality: &[Level],
    k: usize,
    earlier: &[i64],
    tested: Option<&[bool]>,
) -> Option<i64> {
    let Role::Completion { next, .. } = m.role else {
        return None;
    };
    if !model.constraints.is_empty() {
        return None;
    }
    let nb = m.bracket_size();
    let members = nb + next;
    let level = &quality[k];
    let value_of = |kind: LevelKind| {
        quality[..k]
            .iter()
            .position(|l| l.kind == kind)
            .map(|j| earlier[j])
    };
    // The bracket's own pairs, as under test or as the earlier level fixes them.
    let own_pairs = match tested {
        Some(t) => Some(
            t.iter()
                .zip(&m.kinds)
                .filter(|(x, kind)| **x && **kind == EdgeKind::Bracket)
                .count(),
        ),
        None => value_of(LevelKind::MaxPairs).map(|v| (-v).max(0) as usize),
    };
    match level.kind {
        // No candidate has more pairs than a maximum matching of the bracket.
        LevelKind::MaxPairs => Some(-(m.max_bracket_pairs() as i64)),
        LevelKind::NextBracket if value_of(LevelKind::NextBracket).is_none() => {
            let own = own_pairs?;
            if !counts_following_pairs(m, &level.form, members) {
                return None;
            }
            // Candidates with as many pairs in the bracket float as many
            // players: the following bracket pairs at most half of them and
            // the next scoregroup; with the floaters known, at most a
            // maximum matching of the following bracket.
            let mut most = (nb.checked_sub(2 * own)? + next) / 2;
            match tested {
                Some(t) => {
                    most = most.min(following_bracket_matching(
                        m,
                        &bracket_floaters(m, t),
                        members,
                    ))
                }
                None => {
                    if let Some(best) = floater_sets(m, own).map(|sets| {
                        sets.iter()
                            .map(|f| following_bracket_matching(m, f, members))
                            .max()
                            .unwrap_or(0)
                    }) {
                        most = most.min(best);
                    }
                }
            }
            Some(-(most as i64))
        }
        LevelKind::NextBracket => {
            let own = own_pairs?;
            let first = quality[..k]
                .iter()
                .position(|l| l.kind == LevelKind::NextBracket)?;
            let pairs = (-earlier[first]).max(0) as usize;
            let unpaired = members.checked_sub(2 * own + 2 * pairs)?;
            unpaired_of_one_score(m, quality, earlier, k, members, unpaired)
        }
        LevelKind::Other if bye_only(m, &level.form) => bye_form_minimum(m, model, &level.form),
        LevelKind::Other => None,
    }
}

/// The bracket's players (vertices) left unpaired by the bracket edges `chosen`.
fn bracket_floaters(m: &BracketModel, chosen: &[bool]) -> Vec<usize> {
    let mut paired = vec![false; m.bracket_size()];
    for (e, &(a, b)) in m.edges.iter().enumerate() {
        if chosen[e] && m.kinds[e] == EdgeKind::Bracket {
            paired[a] = true;
            paired[b] = true;
        }
    }
    (0..m.bracket_size()).filter(|&v| !paired[v]).collect()
}

/// The most sets of floaters enumerated for a bound.
const MOST_FLOATER_SETS: usize = 2000;

/// Every set of the bracket's players that can float when it makes `pairs`
/// pairs (the others then have a perfect matching among the bracket's
/// edges); `None` when there are too many to enumerate.
fn floater_sets(m: &BracketModel, pairs: usize) -> Option<Vec<Vec<usize>>> {
    let nb = m.bracket_size();
    let size = nb.checked_sub(2 * pairs)?;
    let mut count: usize = 1;
    for i in 0..size {
        count = count.checked_mul(nb - i)? / (i + 1);
        if count > MOST_FLOATER_SETS {
            return None;
        }
    }
    let mut sets = Vec::new();
    let mut set: Vec<usize> = (0..size).collect();
    loop {
        let floating: Vec<bool> = (0..nb).map(|v| set.contains(&v)).collect();
        let mut adj = vec![Vec::new(); nb];
        for (e, &(a, b)) in m.edges.iter().enumerate() {
            if m.kinds[e] == EdgeKind::Bracket && !floating[a] && !floating[b] {
                adj[a].push(b);
                adj[b].push(a);
            }
        }
        if 2 * matching_size(&adj) == nb - size {
            sets.push(set.clone());
        }
        // The next combination in lexicographic order.
        let Some(i) = (0..size).rev().find(|&i| set[i] < nb - size + i) else {
            break;
        };
        set[i] += 1;
        for j in i + 1..size {
            set[j] = set[j - 1] + 1;
        }
    }
    Some(sets)
}

/// The most pairs the following bracket can make with the bracket's
/// `floaters`: a maximum matching of them and the next scoregroup, by the
/// model's edges below the bracket (floaters never meet each other there).
fn following_bracket_matching(m: &BracketModel, floaters: &[usize], members: usize) -> usize {
    let nb = m.bracket_size();
    let present: Vec<bool> = (0..members)
        .map(|v| v >= nb || floaters.contains(&v))
        .collect();
    let mut adj = vec![Vec::new(); members];
    for (e, &(a, b)) in m.edges.iter().enumerate() {
        if m.kinds[e] == EdgeKind::Completion
            && a < members
            && b < members
            && present[a]
            && present[b]
        {
            adj[a].push(b);
            adj[b].push(a);
        }
    }
    matching_size(&adj)
}

/// Whether `form` is minus the number of pairs among the first `members`
/// vertices made by edges below the bracket (the following bracket's pairs).
fn counts_following_pairs(m: &BracketModel, form: &LinearForm, members: usize) -> bool {
    let mut expected = LinearForm::new();
    for (e, &(a, b)) in m.edges.iter().enumerate() {
        if m.kinds[e] == EdgeKind::Completion && a < members && b < members {
            expected.add(e, -1);
        }
    }
    expected.normalised() == *form
}

/// The edges that pair a member in the bracket or in the following bracket.
fn pairs_a_member(m: &BracketModel, e: usize, members: usize) -> bool {
    let (a, b) = m.edges[e];
    match m.kinds[e] {
        EdgeKind::Bracket => true,
        EdgeKind::Completion => a < members && b < members,
        _ => false,
    }
}

/// The members of score `score` not paired in the bracket or the following
/// bracket, as a form.
fn unpaired_form(m: &BracketModel, members: usize, score: Points) -> LinearForm {
    let mut form = LinearForm::new();
    for v in (0..members).filter(|&v| m.state(v).pairing_score == score) {
        form.constant += 1;
        for e in m.incident(v) {
            if pairs_a_member(m, e, members) {
                form.add(e, -1);
            }
        }
    }
    form.normalised()
}

/// For level `k`, recognised as the number of members of one score left
/// unpaired: the least it can be among the candidates equal on the levels
/// before it, `unpaired` members being left unpaired in all. Those of higher
/// scores are as the earlier levels say (or all of them, for a score whose
/// count no pair can change); at most all of the lower scores take the rest.
fn unpaired_of_one_score(
    m: &BracketModel,
    quality: &[Level],
    values: &[i64],
    k: usize,
    members: usize,
    unpaired: usize,
) -> Option<i64> {
    let mut scores: Vec<Points> = (0..members).map(|v| m.state(v).pairing_score).collect();
    scores.sort_unstable_by(|a, b| b.cmp(a));
    scores.dedup();
    let forms: Vec<LinearForm> = scores
        .iter()
        .map(|&s| unpaired_form(m, members, s))
        .collect();
    let level_of = |form: &LinearForm| forms.iter().position(|f| f == form);
    let own = level_of(&quality[k].form)?;
    let mut above: i64 = 0;
    for form in &forms[..own] {
        if form.is_constant() {
            above += form.constant;
            continue;
        }
        // A higher score's count must be a level before this one, fixed at its value.
        let j = (0..k)
            .find(|&j| quality[j].kind == LevelKind::NextBracket && quality[j].form == *form)?;
        above += values[j];
    }
    let below: i64 = forms[own + 1..].iter().map(|f| f.constant).sum();
    Some((unpaired as i64 - above - below).max(0))
}

/// Whether every term of `form` is on a bye edge.
fn bye_only(m: &BracketModel, form: &LinearForm) -> bool {
    !form.is_constant() && form.terms.iter().all(|(e, _)| m.kinds[e] == EdgeKind::Bye)
}

/// The least value of a form over the bye edges among the model's feasible
/// matchings (every vertex matched, so exactly one bye edge): the first
/// threshold, in ascending order of the bye's cost, at which the graph with
/// only the byes that cheap has a perfect matching. Edges fixed in the
/// model are respected. `None` when no matching is feasible.
pub fn bye_form_minimum(m: &BracketModel, model: &MatchingModel, form: &LinearForm) -> Option<i64> {
    if !model.constraints.is_empty() || !model.must_match.iter().all(|&x| x) {
        return None;
    }
    let cost = |e: usize| {
        form.terms
            .iter()
            .filter(|&(t, _)| t == e)
            .map(|(_, c)| c)
            .sum::<i64>()
    };
    let byes: Vec<usize> = (0..m.edges.len())
        .filter(|&e| m.kinds[e] == EdgeKind::Bye)
        .collect();
    let mut thresholds: Vec<i64> = byes.iter().map(|&e| cost(e)).collect();
    thresholds.sort_unstable();
    thresholds.dedup();
    let n = model.vertices;
    let covered = model.covered_by_fixed()?;
    let fixed_bye = byes.iter().find(|&&e| model.fixed[e] == Some(true));
    for &threshold in &thresholds {
        if let Some(&e) = fixed_bye {
            if cost(e) > threshold {
                continue;
            }
        }
        let mut adj = vec![Vec::new(); n];
        for (e, &(a, b)) in model.edges.iter().enumerate() {
            let usable = model.fixed[e].is_none() && !covered[a] && !covered[b];
            let affordable = m.kinds[e] != EdgeKind::Bye || cost(e) <= threshold;
            if usable && affordable {
                adj[a].push(b);
                adj[b].push(a);
            }
        }
        let free = covered.iter().filter(|&&c| !c).count();
        if 2 * matching_size(&adj) == free {
            return Some(form.constant + fixed_bye.map_or(threshold, |&e| cost(e)));
        }
    }
    None
}
