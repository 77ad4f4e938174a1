//! The independent checker of certificates: re-reads the pairing under test,
//! re-computes every value it can from the linear forms, checks every
//! candidate and every barrier, and says what it proved and what it took on
//! trust. Depends on std and serde alone.

use super::{BracketCertificate, Evidence, LevelCertificate, RoundCertificate, FORMAT};
use std::collections::BTreeSet;

/// What a check established.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Checked {
    /// Facts proved from the certificate, one a line.
    pub proved: Vec<String>,
    /// Facts taken on trust, one a line.
    pub trusted: Vec<String>,
    /// Levels whose form the derivation from the tournament gave.
    pub levels_derived: usize,
    /// Levels whose form is taken as the rule set wrote it.
    pub levels_trusted: usize,
    /// Levels whose evidence is `claimed`.
    pub levels_claimed: usize,
}

impl Checked {
    pub fn render(&self) -> String {
        let mut out = String::from("certificate accepted\nproved:\n");
        for p in &self.proved {
            out.push_str(&format!("  {p}\n"));
        }
        out.push_str("trusted:\n");
        for t in &self.trusted {
            out.push_str(&format!("  {t}\n"));
        }
        out
    }
}

/// Checks a certificate given as JSON text; the error names what failed.
pub fn check_text(text: &str) -> Result<Checked, String> {
    let certificate: RoundCertificate =
        serde_json::from_str(text).map_err(|e| format!("not a certificate: {e}"))?;
    check_against(&certificate, None)
}

/// The tournament file a certificate is checked against: its name (for
/// messages) and its bytes.
pub struct TournamentBytes<'a> {
    pub name: &'a str,
    pub bytes: &'a [u8],
}

/// Checks a certificate and its model against the tournament: the hash of
/// its bytes where the certificate records one, then the derivation
/// ([`super::derive`]); without a tournament the model is trusted, by name.
pub fn check_against(
    c: &RoundCertificate,
    tournament: Option<TournamentBytes>,
) -> Result<Checked, String> {
    let Some(t) = tournament else {
        let mut done = check(c)?;
        done.trusted.push(
            format!("the linear forms, edges (compatible pairs), fixed edges and rows as the {} rule set wrote them: no tournament file to derive them from", c.system),
        );
        done.levels_trusted += c.brackets.iter().map(|b| b.levels.len()).sum::<usize>();
        return Ok(done);
    };
    let hash = super::tournament::hash_text(t.bytes);
    let same = match &c.tournament {
        Some(recorded) if recorded.fnv1a64 != hash => {
            return Err(format!(
                "the tournament {} hashes to {hash}, the certificate judged {} hashing to {}",
                t.name, recorded.path, recorded.fnv1a64
            ))
        }
        Some(_) => format!(
            "the tournament {} is the one judged (FNV-1a {hash})",
            t.name
        ),
        None => format!(
            "that the certificate judged {} (it records no tournament)",
            t.name
        ),
    };
    let text = String::from_utf8_lossy(t.bytes);
    let read = super::tournament::read(t.name, &text)?;
    // The model first, so that a model altered is named as such before
    // the evidence built on it fails.
    let mut derived = Checked::default();
    super::derive::check(c, &read, &mut derived)?;
    let mut done = check(c)?;
    match c.tournament {
        Some(_) => done.proved.push(same),
        None => done.trusted.push(same),
    }
    done.proved.extend(derived.proved);
    done.trusted.extend(derived.trusted);
    done.levels_derived += derived.levels_derived;
    done.levels_trusted += derived.levels_trusted;
    Ok(done)
}

/// Checks a certificate; the error names the bracket, the level and what failed.
pub fn check(c: &RoundCertificate) -> Result<Checked, String> {
    if c.format != FORMAT {
        return Err(format!("format `{}`, expected `{FORMAT}`", c.format));
    }
    known_system(c)?;
    let mut done = Checked::default();
    let mut suboptimal_proved = false;
    for b in &c.brackets {
        let at = format!("bracket {}", b.bracket);
        let better = check_bracket(c, b, &mut done).map_err(|e| format!("{at}: {e}"))?;
        suboptimal_proved |= better;
    }
    let uncertified = c.brackets.len() < c.brackets_judged;
    match c.verdict.as_str() {
        "suboptimal" if !suboptimal_proved && uncertified => done.trusted.push(format!(
            "round {}: the verdict suboptimal, which rests on a bracket judged without a certificate (a step of the text such as a quota of the penultimate bracket)",
            c.round
        )),
        "suboptimal" if !suboptimal_proved => return Err("verdict suboptimal, but no bracket holds a better candidate".into()),
        "suboptimal" => done.proved.push(format!("round {}: the pairing under test is suboptimal", c.round)),
        "optimal" if c.brackets.iter().any(|b| b.verdict != "optimal") => {
            return Err("verdict optimal, but a bracket is not".into());
        }
        _ => {}
    }
    if uncertified {
        done.trusted.push(format!(
            "{} of {} brackets judged are not certified",
            c.brackets_judged - c.brackets.len(),
            c.brackets_judged
        ));
    }
    Ok(done)
}

/// The systems whose certificates pairproof writes: their names as the
/// certificate gives them. A certificate of any other is refused, not
/// checked with its whole model on trust: nobody wrote it for a rule set.
pub const SYSTEMS: [&str; 9] = [
    "dutch-2017",
    "dutch-2012",
    "dutch-2026",
    "rating-1992",
    "lim",
    "dubov",
    "burstein",
    "double-swiss",
    "team-swiss",
];

/// The certificate's system is one of [`SYSTEMS`], or, written under a rule
/// model (`model`), that model's name (the name its reports give).
fn known_system(c: &RoundCertificate) -> Result<(), String> {
    if SYSTEMS.contains(&c.system.as_str()) || c.model.as_deref() == Some(c.system.as_str()) {
        return Ok(());
    }
    Err(format!(
        "system `{}` is none the checker knows ({}{})",
        c.system,
        SYSTEMS.join(", "),
        match &c.model {
            Some(m) => format!(", or the rule model's name `{m}`"),
            None => String::new(),
        }
    ))
}

/// Checks one bracket; true when it proves a better candidate.
fn check_bracket(
    c: &RoundCertificate,
    b: &BracketCertificate,
    done: &mut Checked,
) -> Result<bool, String> {
    let n = b.vertices.len();
    if b.own > n {
        return Err(format!("own = {} but only {n} vertices", b.own));
    }
    for (e, edge) in b.edges.iter().enumerate() {
        if edge.a >= n || edge.b >= n || edge.a == edge.b {
            return Err(format!(
                "edge {e} ({}, {}) is no pair of the {n} vertices",
                edge.a, edge.b
            ));
        }
    }
    let edge_ok = |e: usize, what: &str| {
        if e < b.edges.len() {
            Ok(())
        } else {
            Err(format!("{what}: edge {e} does not exist"))
        }
    };
    for &v in &b.must_match {
        if v >= n {
            return Err(format!("must-match vertex {v} does not exist"));
        }
    }
    for &(e, _) in &b.fixed {
        edge_ok(e, "fixed")?;
    }
    for row in &b.rows {
        for &(e, _) in &row.terms {
            edge_ok(e, "row")?;
        }
    }
    check_tested(c, b)?;
    let completed = check_completion(b)?;
    if completed {
        done.proved.push(format!(
            "bracket {}: the pairing under test completed below the bracket ({} edges) reaches every value under test",
            b.bracket,
            b.tested_below.len()
        ));
    }
    let mut better = false;
    let mut after_better = false;
    for (k, level) in b.levels.iter().enumerate() {
        let at = format!("level {} ({})", k + 1, level.paragraph);
        for &(e, _) in &level.terms {
            edge_ok(e, &at)?;
        }
        if after_better {
            if level.evidence != Evidence::NotReached {
                return Err(format!(
                    "{at}: evidence after the level with a better candidate"
                ));
            }
            continue;
        }
        if completed {
            // Checked with the completion below.
        } else if own_only(b, level) {
            let value = value(level, &b.tested_edges);
            if value != i128::from(level.tested) {
                return Err(format!(
                    "{at}: the value under test is {value}, the certificate says {}",
                    level.tested
                ));
            }
        } else {
            done.trusted.push(format!(
                "bracket {} {at}: the value under test {} (the best of the round below the bracket, found by the verifier)",
                b.bracket, level.tested
            ));
        }
        match &level.evidence {
            Evidence::Candidate {
                edges,
                value: claimed,
            } => {
                check_candidate(b, k, edges, *claimed)
                    .map_err(|e| format!("{at}: candidate: {e}"))?;
                done.proved.push(format!(
                    "bracket {} {at}: a candidate equal on the earlier levels is better here ({claimed} against {})",
                    b.bracket, level.tested
                ));
                better = true;
                after_better = true;
            }
            Evidence::Barrier { set, odd, pairs } => {
                check_barrier(b, level, set, *odd, *pairs)
                    .map_err(|e| format!("{at}: barrier: {e}"))?;
                done.proved.push(format!(
                    "bracket {} {at}: no candidate has more than {pairs} pairs (Tutte-Berge barrier of {} players)",
                    b.bracket,
                    set.len()
                ));
            }
            Evidence::FollowingBracket { set, odd, pairs } => {
                super::following::check(b, k, set, *odd, *pairs)
                    .map_err(|e| format!("{at}: following bracket: {e}"))?;
                done.proved.push(format!(
                    "bracket {} {at}: no candidate settles more players below (Tutte-Berge barrier of {} players: at most {pairs} pairs in the bracket and the following one)",
                    b.bracket,
                    set.len()
                ));
            }
            Evidence::Relaxation { chain, step } => {
                let relaxation = b
                    .relaxations
                    .get(*chain)
                    .ok_or(format!("{at}: relaxation chain {chain} does not exist"))?;
                let trusted = super::duals::check(b, k, relaxation, *step)
                    .map_err(|e| format!("{at}: relaxation chain {chain}: {e}"))?;
                done.proved.push(format!(
                    "bracket {} {at}: no candidate equal on the earlier levels does better (the duals of {} steps of the continuous relaxation over {} pairs)",
                    b.bracket,
                    step + 1,
                    relaxation.scope.pairs
                ));
                if let Some(reason) = trusted {
                    done.trusted
                        .push(format!("bracket {} {at}: {reason}", b.bracket));
                }
            }
            Evidence::Matching { dual } => {
                let trusted = super::edmonds::check(b, k, dual)
                    .map_err(|e| format!("{at}: matching dual: {e}"))?;
                done.proved.push(format!(
                    "bracket {} {at}: no candidate equal on the earlier levels does better (an optimal dual of the perfect matching polytope, {} odd sets, over {} levels packed)",
                    b.bracket,
                    dual.odd_sets.len(),
                    dual.levels.len()
                ));
                if let Some(reason) = trusted {
                    done.trusted
                        .push(format!("bracket {} {at}: {reason}", b.bracket));
                }
            }
            Evidence::Unsat { cnf, drat } => {
                super::unsat::check(cnf, drat).map_err(|e| format!("{at}: refutation: {e}"))?;
                done.proved.push(format!(
                    "bracket {} {at}: the SAT question for a better candidate is unsatisfiable (DRAT refutation of {} lines)",
                    b.bracket,
                    drat.lines().count()
                ));
                done.trusted.push(format!(
                    "bracket {} {at}: the formula encodes the question (the verifier's encoding of the model, the earlier levels' values and this level's bound)",
                    b.bracket
                ));
            }
            Evidence::Claimed { method } => {
                done.levels_claimed += 1;
                done.trusted.push(format!(
                    "bracket {} {at}: no better value ({method})",
                    b.bracket
                ));
            }
            Evidence::NotReached => {
                return Err(format!(
                    "{at}: marked not reached before any better candidate"
                ))
            }
        }
    }
    // After the levels, whose evidence names what fails in the chains it
    // uses: every chain in shape, and no step beyond the last a level's
    // evidence reaches (a number the checker would not read).
    for (i, chain) in b.relaxations.iter().enumerate() {
        super::duals::check_shape(b, chain).map_err(|e| format!("relaxation chain {i}: {e}"))?;
        let reached = b
            .levels
            .iter()
            .filter_map(|l| match l.evidence {
                Evidence::Relaxation { chain, step } if chain == i => Some(step + 1),
                _ => None,
            })
            .max()
            .unwrap_or(0);
        if chain.steps.len() > reached {
            return Err(format!(
                "relaxation chain {i}: {} steps, but the levels' evidence reaches {reached}",
                chain.steps.len()
            ));
        }
    }
    match (b.verdict.as_str(), better) {
        ("suboptimal", false) => Err("verdict suboptimal without a candidate".into()),
        ("optimal", true) => Err("verdict optimal with a better candidate".into()),
        _ => Ok(better),
    }
}

/// The bracket's pairs under test are a matching of its edges, and exactly
/// the boards of the pairing under test between its own players.
fn check_tested(c: &RoundCertificate, b: &BracketCertificate) -> Result<(), String> {
    let id = |v: usize| b.vertices[v];
    let boards: BTreeSet<(u32, u32)> = c
        .tested
        .boards
        .iter()
        .map(|&(w, x)| (w.min(x), w.max(x)))
        .collect();
    let mut used = BTreeSet::new();
    for &e in &b.tested_edges {
        let edge = b
            .edges
            .get(e)
            .ok_or(format!("tested edge {e} does not exist"))?;
        if edge.kind != "bracket" {
            return Err(format!("tested edge {e} is no pair of the bracket"));
        }
        if !used.insert(edge.a) || !used.insert(edge.b) {
            return Err(format!("tested edges meet at a vertex (edge {e})"));
        }
        let pair = (id(edge.a).min(id(edge.b)), id(edge.a).max(id(edge.b)));
        if !boards.contains(&pair) {
            return Err(format!(
                "tested edge {e} pairs {} and {}, no board of the pairing under test",
                pair.0, pair.1
            ));
        }
    }
    let own: BTreeSet<u32> = b.vertices[..b.own].iter().copied().collect();
    let inside = boards
        .iter()
        .filter(|(w, x)| own.contains(w) && own.contains(x))
        .count();
    if inside != b.tested_edges.len() {
        return Err(format!(
            "the pairing under test has {inside} boards inside the bracket, the certificate {} tested edges",
            b.tested_edges.len()
        ));
    }
    Ok(())
}

/// Whether a level's form counts only the bracket's own pairs (so that its
/// value under test follows from the pairs under test alone).
fn own_only(b: &BracketCertificate, level: &LevelCertificate) -> bool {
    level
        .terms
        .iter()
        .all(|&(e, _)| b.edges[e].kind == "bracket")
}

/// The form's value on the edges `chosen`, in `i128`: no sum of a
/// certificate's `i64` numbers overflows it (a form of fewer than 2^64 terms).
fn value(level: &LevelCertificate, chosen: &[usize]) -> i128 {
    let set: BTreeSet<usize> = chosen.iter().copied().collect();
    i128::from(level.constant)
        + level
            .terms
            .iter()
            .filter(|(e, _)| set.contains(e))
            .map(|&(_, w)| i128::from(w))
            .sum::<i128>()
}

/// Whether the bracket gives the pairing under test completed below it,
/// checked: a matching of the model keeping its constraints, its edges below
/// the bracket none of the bracket's, every level at its value under test.
/// A completion reaching the values shows the values are no worse than the
/// pairing's best completion; the levels' evidence, that no candidate,
/// that completion included, is better: so they are its values.
fn check_completion(b: &BracketCertificate) -> Result<bool, String> {
    if b.tested_below.is_empty() {
        return Ok(false);
    }
    if let Some(e) = b
        .tested_below
        .iter()
        .find(|&&e| b.edges.get(e).is_none_or(|edge| edge.kind == "bracket"))
    {
        return Err(format!("completion: edge {e} is no edge below the bracket"));
    }
    let edges: Vec<usize> = b
        .tested_edges
        .iter()
        .chain(&b.tested_below)
        .copied()
        .collect();
    check_matching(b, &edges)
        .and_then(|()| equal_on(&b.levels, &edges))
        .map_err(|e| format!("completion: {e}"))?;
    Ok(true)
}

/// Each of `levels` at its value under test on the matching `edges`.
fn equal_on(levels: &[LevelCertificate], edges: &[usize]) -> Result<(), String> {
    for (j, level) in levels.iter().enumerate() {
        let v = value(level, edges);
        if v != i128::from(level.tested) {
            return Err(format!(
                "level {} ({}) is {v}, not {} as under test",
                j + 1,
                level.paragraph,
                level.tested
            ));
        }
    }
    Ok(())
}

/// `edges` are a matching of the model keeping its must-match vertices,
/// fixed edges and rows.
fn check_matching(b: &BracketCertificate, edges: &[usize]) -> Result<(), String> {
    let mut matched = BTreeSet::new();
    for &e in edges {
        let edge = b.edges.get(e).ok_or(format!("edge {e} does not exist"))?;
        if !matched.insert(edge.a) || !matched.insert(edge.b) {
            return Err(format!(
                "edges meet at vertex {} or {} (edge {e})",
                edge.a, edge.b
            ));
        }
    }
    if let Some(v) = b.must_match.iter().find(|v| !matched.contains(v)) {
        return Err(format!("vertex {v} must be matched"));
    }
    let chosen: BTreeSet<usize> = edges.iter().copied().collect();
    if let Some((e, in_)) = b.fixed.iter().find(|(e, in_)| chosen.contains(e) != *in_) {
        return Err(format!(
            "edge {e} is fixed {}",
            if *in_ { "in" } else { "out" }
        ));
    }
    for (r, row) in b.rows.iter().enumerate() {
        let sum: i128 = row
            .terms
            .iter()
            .filter(|(e, _)| chosen.contains(e))
            .map(|&(_, w)| i128::from(w))
            .sum();
        if row.lower.is_some_and(|l| sum < i128::from(l))
            || row.upper.is_some_and(|u| sum > i128::from(u))
        {
            return Err(format!("row {r} not kept ({sum})"));
        }
    }
    Ok(())
}

/// A candidate better at level `k`: a matching of the model keeping its
/// constraints, equal on the earlier levels, better on this one.
fn check_candidate(
    b: &BracketCertificate,
    k: usize,
    edges: &[usize],
    claimed: i64,
) -> Result<(), String> {
    check_matching(b, edges)?;
    equal_on(&b.levels[..k], edges)?;
    let level = &b.levels[k];
    let v = value(level, edges);
    if v != i128::from(claimed) {
        return Err(format!("its value is {v}, the certificate says {claimed}"));
    }
    if v >= i128::from(level.tested) {
        return Err(format!(
            "its value {v} is not below {} under test",
            level.tested
        ));
    }
    Ok(())
}

/// A Tutte-Berge barrier for a level that is minus the bracket's own pairs:
/// the odd components of the bracket without `set` are `odd`, so no
/// matching has more than `pairs`, the number under test.
fn check_barrier(
    b: &BracketCertificate,
    level: &LevelCertificate,
    set: &[usize],
    odd: usize,
    pairs: usize,
) -> Result<(), String> {
    let bracket_edges: Vec<usize> = (0..b.edges.len())
        .filter(|&e| b.edges[e].kind == "bracket")
        .collect();
    let form: BTreeSet<(usize, i64)> = level.terms.iter().copied().collect();
    let minus_pairs: BTreeSet<(usize, i64)> = bracket_edges.iter().map(|&e| (e, -1)).collect();
    if level.constant != 0 || form != minus_pairs {
        return Err("the level is not minus the number of the bracket's own pairs".into());
    }
    let inside: Vec<bool> = (0..b.vertices.len()).map(|v| v < b.own).collect();
    let edges: Vec<(usize, usize)> = bracket_edges
        .iter()
        .map(|&e| (b.edges[e].a, b.edges[e].b))
        .collect();
    let bound = super::barrier::tutte_berge(&inside, &edges, set, odd)?;
    if bound != pairs {
        return Err(format!(
            "the bound is {bound} pairs, the certificate says {pairs}"
        ));
    }
    if level.tested != -(pairs as i64) || b.tested_edges.len() != pairs {
        return Err(format!(
            "the pairing under test has {} pairs, the bound {pairs}",
            b.tested_edges.len()
        ));
    }
    Ok(())
}
