//! The bounds that save SAT calls: levels proved at the values under test by
//! the continuous relaxation, and the exact counts of the following bracket
//! by maximum matchings, so that SAT is asked only what they leave open.

use super::levels::{DualChain, LevelSpec, PairsScope, Relaxation};
use crate::engine::bracket::{BracketModel, EdgeKind, Role};
use crate::engine::criteria::{Level, LevelKind};
use crate::solver::matching::matching_size;
use crate::solver::model::Relation;
use crate::solver::MatchingModel;

pub(super) fn specs(levels: &[Level]) -> Vec<LevelSpec> {
    levels
        .iter()
        .map(|l| LevelSpec {
            form: l.form.clone(),
            bound: l.bound,
        })
        .collect()
}

/// Which matchings a relaxation ranges over, as its certificate states it.
#[derive(Debug, Clone)]
pub(super) struct Scope {
    /// The bracket's own edges only (the others fixed out).
    pub bracket_only: bool,
    /// The model's must-match vertices kept (else none must be matched).
    pub must_match: bool,
    pub pairs: usize,
    pub pairs_by: PairsBy,
}

/// Why every candidate equal on the earlier levels makes `pairs` pairs in a scope.
#[derive(Debug, Clone)]
pub(super) enum PairsBy {
    /// This level counts the scope's pairs (minus one per pair).
    Level(usize),
    /// This row of the model holds the scope's pairs at least at the most
    /// its vertices can make.
    Row(usize),
    /// Every vertex must be matched.
    Everybody,
    /// The bracket's own pairs (this level, minus one per bracket edge),
    /// then the following bracket's and the bye (this level, C.7's count).
    Levels {
        own: Option<usize>,
        following: usize,
    },
    /// The rule set's reading, taken on trust.
    Trusted(&'static str),
}

/// The levels the relaxations proved, and where duals were recorded, the
/// chains of duals behind each (with the scope each ranges over).
#[derive(Debug, Clone, Default)]
pub(super) struct Bounds {
    pub proved: Vec<bool>,
    pub chains: Vec<(Scope, DualChain)>,
    /// Per level: (chain, step) in `chains`.
    pub evidence: Vec<Option<(usize, usize)>>,
    /// Every relaxation tried: its scope and the levels it left out, where
    /// a level it did not prove may still be proved by a matching dual.
    pub attempts: Vec<(Scope, Vec<bool>)>,
}

impl Bounds {
    /// The relaxation of `model` in `scope`, leaving out the levels in `skip`.
    fn relax(
        model: &MatchingModel,
        scope: Scope,
        record: bool,
        levels: &[LevelSpec],
        values: &[i64],
        skip: &[bool],
    ) -> Bounds {
        let relaxation = match record {
            true => Relaxation::recorded(model, Some(scope.pairs)),
            false => Relaxation::new(model, Some(scope.pairs)),
        };
        let proofs = relaxation.proofs_skipping(levels, values, skip);
        Bounds {
            attempts: vec![(scope.clone(), skip.to_vec())],
            proved: proofs.proved,
            chains: proofs
                .chains
                .into_iter()
                .map(|c| (scope.clone(), c))
                .collect(),
            evidence: proofs.evidence,
        }
    }

    /// Each level proved by either, with the first's evidence where it has some.
    fn or(mut self, other: Bounds) -> Bounds {
        let offset = self.chains.len();
        for (k, (p, e)) in other.proved.into_iter().zip(other.evidence).enumerate() {
            self.proved[k] |= p;
            if self.evidence[k].is_none() {
                self.evidence[k] = e.map(|(c, s)| (c + offset, s));
            }
        }
        self.chains.extend(other.chains);
        self.attempts.extend(other.attempts);
        self
    }

    /// Only what it proves of the levels after `level`.
    fn after(mut self, level: usize) -> Bounds {
        for k in 0..=level.min(self.proved.len().saturating_sub(1)) {
            self.proved[k] = false;
            self.evidence[k] = None;
        }
        self
    }
}

/// Levels proved at the values under test by the continuous relaxation (see
/// [`Relaxation`]), so that SAT is asked only the rest; with `record`, the
/// duals that prove them, for a certificate. Candidates equal on
/// C.5 have the same number of pairs when only the bracket's own pairs count
/// or everybody is paired (PPB); with the following bracket in the model,
/// C.5-C.6 are proved on the bracket's own pairs, C.7's number of pairs by
/// the relaxation with one pair more (no fractional candidate as good on
/// C.5-C.6 means no integral one), and the later levels with C.7's pairs.
pub(super) fn relaxation_proofs(
    m: &BracketModel,
    model: &MatchingModel,
    quality: &[Level],
    values: &[i64],
    record: bool,
) -> (Bounds, Vec<PairsScope>) {
    let levels = specs(quality);
    let max_pairs = quality.iter().position(|l| l.kind == LevelKind::MaxPairs);
    let own_pairs = match quality.first() {
        Some(l) if l.kind == LevelKind::MaxPairs => (-values[0]).max(0) as usize,
        // A text whose PAB level comes before the number of pairs (the 2026
        // [C5]): the number of pairs is a later level, or fixed (the last
        // bracket pairs all but the PAB assignee).
        _ if m.rules.completion_in_every_bracket() => match max_pairs {
            Some(k) => (-values[k]).max(0) as usize,
            None => m.known_pairs.unwrap_or(0),
        },
        _ => 0,
    };
    let own = |bracket_only: bool, must_match: bool| Scope {
        bracket_only,
        must_match,
        pairs: own_pairs,
        pairs_by: match (pairs_row(m, model, bracket_only, own_pairs), max_pairs) {
            (Some(row), _) => PairsBy::Row(row),
            (None, Some(k)) => PairsBy::Level(k),
            (None, None) => PairsBy::Trusted("the text fixes how many pairs the bracket makes"),
        },
    };
    let everybody = Scope {
        bracket_only: false,
        must_match: true,
        pairs: model.vertices / 2,
        pairs_by: if model.must_match.iter().all(|&x| x) && model.vertices.is_multiple_of(2) {
            PairsBy::Everybody
        } else {
            PairsBy::Trusted("the round pairs everybody (the completion model)")
        },
    };
    let relax = |model: &MatchingModel, scope: Scope, skip: &[bool]| {
        Bounds::relax(model, scope, record, &levels, values, skip)
    };
    let none = vec![false; quality.len()];
    let own_scope = |model: &MatchingModel, levels: Vec<bool>| {
        own_pairs_scope(m, model, quality, own_pairs, levels)
    };
    let everybody_scope = |model: &MatchingModel| {
        PairsScope::new(model, model.vertices / 2, vec![true; quality.len()])
    };
    // With the number of own pairs fixed, C.5 itself proves nothing: it is
    // left to its bound (a maximum matching) or to SAT.
    if matches!(m.role, Role::Completion { .. }) {
        // Everybody is paired; besides, the levels over the bracket's own
        // pairs are bounded by the bracket alone with as many pairs as under
        // test (candidates equal on the number of pairs range over fewer).
        let full = relax(model, everybody, &none);
        let Some(c5) = max_pairs else {
            return (full, vec![everybody_scope(model)]);
        };
        let own_pairs = (-values[c5]).max(0) as usize;
        let own = Scope {
            bracket_only: true,
            must_match: false,
            pairs: own_pairs,
            pairs_by: PairsBy::Level(c5),
        };
        let bracket_only = scope_model(m, model, &own);
        // The number of own pairs is fixed only for the candidates equal on
        // C5 and the levels before it: a level before C5 (a text ranking
        // the brackets above first, Dubov's upfloaters) ranges over
        // candidates with any number of pairs, so this scope bounds none.
        let skip: Vec<bool> = quality
            .iter()
            .enumerate()
            .map(|(k, l)| {
                k <= c5
                    || l.form
                        .terms
                        .iter()
                        .any(|(e, _)| m.kinds[e] != EdgeKind::Bracket)
            })
            .collect();
        let scopes = vec![
            everybody_scope(model),
            own_pairs_scope(
                m,
                &bracket_only,
                quality,
                own_pairs,
                vec![true; quality.len()],
            ),
        ];
        return (full.or(relax(&bracket_only, own, &skip)), scopes);
    }
    if m.completes_the_round() {
        // Everybody is paired: candidates differ in their own pairs, not in the total.
        return (relax(model, everybody, &none), vec![everybody_scope(model)]);
    }
    let all = vec![true; quality.len()];
    let not_c5: Vec<bool> = quality
        .iter()
        .map(|l| l.kind == LevelKind::MaxPairs)
        .collect();
    if !m.has_next_bracket() {
        let proved = relax(model, own(false, true), &not_c5);
        return (proved, vec![own_scope(model, all)]);
    }
    let bracket_only = scope_model(m, model, &own(true, true));
    let Some(c7) = quality
        .iter()
        .position(|l| l.kind == LevelKind::NextBracket)
    else {
        // The following bracket is in the model only for what it tells of
        // the bracket's players (Lim 3.9): every level counts the bracket's
        // own pairs, which the relaxation without the following bracket bounds.
        let proved = relax(&bracket_only, own(true, true), &not_c5);
        return (proved, vec![own_scope(&bracket_only, all)]);
    };
    // The bracket's own pairs alone: every level but C.7 counts only them, so
    // with C.5 and C.7 left out this relaxation bounds them all.
    let own_only: Vec<bool> = quality
        .iter()
        .map(|l| l.kind == LevelKind::MaxPairs || l.kind == LevelKind::NextBracket)
        .collect();
    let own_bounds = relax(&bracket_only, own(true, true), &own_only);
    // C.7's first level counts two per pair below and one for a bye.
    let settled = (-values[c7]).max(0) as usize;
    let next_edges = settled / 2 + settled % 2;
    let total = Scope {
        bracket_only: false,
        must_match: true,
        pairs: own_pairs + next_edges,
        pairs_by: match counts_pairs(m, model, quality, max_pairs, c7) {
            true => PairsBy::Levels {
                own: max_pairs,
                following: c7,
            },
            false => PairsBy::Trusted(
                "the candidates equal on the levels up to the following bracket's make the bracket's pairs and the following bracket's (C.7's count)",
            ),
        },
    };
    let rest = relax(model, total.clone(), &none);
    // An odd bracket's relaxation trades half pairs of its own for pairs
    // below, which breaks the chain at C.5; without C.5-C.7's count it
    // ranges over more candidates but still bounds the later levels.
    let skip: Vec<bool> = (0..levels.len()).map(|l| l <= c7).collect();
    let loose = relax(model, total, &skip);
    let with_bye = m.kinds.contains(&EdgeKind::Bye);
    let following = m.vertex_state.iter().flatten().count() - 2 * own_pairs;
    let c7_proved = if with_bye {
        // Everybody of the following bracket settled: nothing can do better.
        settled >= following
    } else {
        no_candidate_with_more_pairs(
            model,
            &levels[..c7],
            &values[..c7],
            own_pairs + next_edges + 1,
        )
    };
    let mut bounds = own_bounds.or(rest.after(c7)).or(loose.after(c7));
    bounds.proved[c7] = c7_proved;
    bounds.evidence[c7] = None;
    let scopes = vec![
        own_scope(&bracket_only, (0..levels.len()).map(|l| l != c7).collect()),
        PairsScope::new(
            model,
            own_pairs + next_edges,
            (0..levels.len()).map(|l| l > c7).collect(),
        ),
    ];
    (bounds, scopes)
}

/// Whether level `own` counts minus one per bracket edge (no level: the
/// bracket has no usable edge) and `following` minus two per edge below and
/// one per bye edge (nothing else on the usable edges): a candidate's values
/// on the two then give its pairs.
fn counts_pairs(
    m: &BracketModel,
    model: &MatchingModel,
    quality: &[Level],
    own: Option<usize>,
    following: usize,
) -> bool {
    let coefficients = |k: Option<usize>| {
        let mut c = vec![0i64; model.edges.len()];
        for (e, w) in k.iter().flat_map(|&k| quality[k].form.terms.iter()) {
            c[e] += w;
        }
        c
    };
    let (own_level, own, following) = (own, coefficients(own), coefficients(Some(following)));
    (0..model.edges.len())
        .filter(|&e| model.fixed[e] != Some(false))
        .all(|e| {
            let expected = match m.kinds[e] {
                EdgeKind::Bracket if own_level.is_none() => None,
                EdgeKind::Bracket => Some((-1, 0)),
                EdgeKind::Next => Some((0, -2)),
                EdgeKind::Bye => Some((0, -1)),
                EdgeKind::Completion => None,
            };
            expected == Some((own[e], following[e]))
        })
}

/// A row of `model` that holds every candidate at `pairs` pairs in the
/// scope (all edges, or the bracket's): at least `pairs` on one per edge of
/// the scope, when the vertices those edges meet can make no more.
fn pairs_row(
    m: &BracketModel,
    model: &MatchingModel,
    bracket_only: bool,
    pairs: usize,
) -> Option<usize> {
    let in_scope = |e: usize| !bracket_only || m.kinds[e] == EdgeKind::Bracket;
    let usable = |e: usize| model.fixed[e] != Some(false);
    let mut touched = vec![false; model.vertices];
    for (e, &(a, b)) in model.edges.iter().enumerate() {
        if usable(e) && in_scope(e) {
            touched[a] = true;
            touched[b] = true;
        }
    }
    if touched.iter().filter(|&&t| t).count() / 2 != pairs {
        return None;
    }
    model.constraints.iter().position(|c| {
        let mut coefficient = vec![0i64; model.edges.len()];
        for (e, k) in &c.form.terms {
            coefficient[e] += k;
        }
        c.relation == Relation::AtLeast
            && c.form.constant == 0
            && c.rhs == pairs as i64
            && (0..model.edges.len())
                .all(|e| !usable(e) || coefficient[e] == i64::from(in_scope(e)))
    })
}

/// The scope of the bracket's own pairs (`model` holds only its edges, or
/// all of them when it is the whole round), over the `levels` asked for that
/// come after the number of own pairs and count only the bracket's edges:
/// another form's terms below the bracket would be left out of the bound.
pub(super) fn own_pairs_scope(
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
                    .all(|(e, _)| m.kinds[e] == EdgeKind::Bracket)
        })
        .collect();
    PairsScope::new(model, own_pairs, levels)
}

/// Whether no fractional matching with `pairs` pairs is as good as `values`
/// on `levels` (which count only the bracket's own pairs).
pub(super) fn no_candidate_with_more_pairs(
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
pub(super) fn total_pairs(m: &BracketModel, tested: &[bool], model: &MatchingModel) -> usize {
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
    let settled = most_settled_ahead(m, tested) as usize;
    // Pairs below, plus the bye edge when the count is odd.
    own + settled / 2 + settled % 2
}

/// C.7's first part for a fixed candidate, as `c7_next_bracket_pairs`
/// counts it (two per pair, one for a legal bye): a proven upper bound.
/// Without a bye vertex it is exact (a maximum matching); with one, the
/// following bracket can at best settle everybody.
pub(super) fn most_settled_ahead(m: &BracketModel, tested: &[bool]) -> i64 {
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
pub(super) fn next_bracket_max_pairs(m: &BracketModel, tested: &[bool]) -> usize {
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

/// Whether the levels that give the scope its number of pairs come before `k`.
pub(super) fn pairs_known_before(scope: &Scope, k: usize) -> bool {
    match scope.pairs_by {
        PairsBy::Level(level) => level < k,
        PairsBy::Levels { own, following } => own.is_none_or(|own| own < k) && following < k,
        PairsBy::Row(_) | PairsBy::Everybody | PairsBy::Trusted(_) => true,
    }
}

/// The model a scope's relaxation ranges over, as `relaxation_proofs` built it.
pub(super) fn scope_model(m: &BracketModel, model: &MatchingModel, scope: &Scope) -> MatchingModel {
    let mut out = model.clone();
    if scope.bracket_only {
        for (e, kind) in m.kinds.iter().enumerate() {
            if *kind != EdgeKind::Bracket {
                out.fixed[e] = Some(false);
            }
        }
    }
    if !scope.must_match {
        out.must_match.iter_mut().for_each(|x| *x = false);
    }
    out
}
