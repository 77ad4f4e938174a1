//! The certificate's model against the checker's own derivation from the
//! tournament file (see [`super::dutch`]): the brackets' players, the
//! compatible pairs, the constraints and the linear forms the derivation
//! knows; a difference is a rejection naming the bracket, the level or
//! the edge. What it cannot derive yet is listed as trusted, by name.

use super::check::Checked;
use super::dutch::{self, Float, Form, Model, Player, Text, WalkBracket};
use super::tournament::TournamentText;
use super::{BracketCertificate, RoundCertificate};
use std::collections::{BTreeMap, BTreeSet};

/// The paragraphs whose forms the derivation writes, per text, and a
/// function giving them for a model whose first `following` vertices are
/// the following bracket (the bracket's own alone when it has none).
type Derivation = fn(&Model, &str, usize, usize) -> Vec<(&'static str, Option<Vec<Form>>)>;

/// 2017: C.5, C.6, C.7 (the following bracket settled beforehand as
/// floater costs is not derived).
fn dutch_2017(
    m: &Model,
    role: &str,
    following: usize,
    _: usize,
) -> Vec<(&'static str, Option<Vec<Form>>)> {
    let c7 = match role {
        "floater-costs" => None,
        "normal" if following > m.own => Some(dutch::c7_following_bracket(m)),
        _ => Some(Vec::new()),
    };
    // C.8, C.9: the colours topscorers get, which E.1-E.5 decide: not
    // derived yet, but void without a topscorer in the bracket.
    let topscorers = dutch::no_topscorer(m).then(Vec::new);
    let float = |float, back, by_sd| {
        Some(vec![dutch::c12_to_c19_repeated_float(
            m, float, back, by_sd,
        )])
    };
    vec![
        ("C.5", Some(vec![dutch::c5_max_pairs(m)])),
        ("C.6", Some(dutch::c6_min_psd(m))),
        ("C.7", c7),
        ("C.8", topscorers.clone()),
        ("C.9", topscorers),
        ("C.10", Some(vec![dutch::c10_colour_preference(m)])),
        ("C.11", Some(vec![dutch::c11_strong_colour_preference(m)])),
        ("C.12", float(Float::Down, 1, false)),
        ("C.13", float(Float::Up, 1, false)),
        ("C.14", float(Float::Down, 2, false)),
        ("C.15", float(Float::Up, 2, false)),
        ("C.16", float(Float::Down, 1, true)),
        ("C.17", float(Float::Up, 1, true)),
        ("C.18", float(Float::Down, 2, true)),
        ("C.19", float(Float::Up, 2, true)),
    ]
}

/// 2026: C5 (in the last bracket; the PAB over the rest of the round is
/// not derived), C6, C7, C8 (not where the rest of the round or floater
/// costs stand for the following bracket).
fn dutch_2026(
    m: &Model,
    role: &str,
    following: usize,
    rounds_before: usize,
) -> Vec<(&'static str, Option<Vec<Form>>)> {
    let c5 = match role {
        "last" => Some(vec![dutch::c5_pab_score_last(m)]),
        "completion" => Some(vec![dutch::c5_pab_score_completion(m)]),
        "penultimate" => None,
        _ => Some(Vec::new()),
    };
    let c8 = match role {
        "floater-costs" => None,
        "completion" if following > m.own => Some(dutch::c8_following_bracket_of(m, following)),
        "completion" => Some(Vec::new()),
        _ if following > m.own => Some(dutch::c8_following_bracket(m)),
        _ => Some(Vec::new()),
    };
    let topscorers = dutch::no_topscorer(m).then(Vec::new);
    vec![
        ("C5", c5),
        ("C6", Some(vec![dutch::c5_max_pairs(m)])),
        ("C7", Some(dutch::c7_downfloater_scores(m))),
        ("C8", c8),
        // C9 over the rest of the round (its note's scope) is not derived yet.
        (
            "C9",
            (role == "last").then(|| vec![dutch::c9_pab_unplayed_games_last(m, rounds_before)]),
        ),
        ("C10", topscorers.clone()),
        ("C11", topscorers),
        ("C12", Some(vec![dutch::c10_colour_preference(m)])),
        ("C13", Some(vec![dutch::c11_strong_colour_preference(m)])),
        (
            "C14",
            Some(vec![dutch::c14_c16_resident_downfloaters(m, 1)]),
        ),
        ("C15", Some(vec![dutch::c15_c17_mdp_opponents(m, 1)])),
        (
            "C16",
            Some(vec![dutch::c14_c16_resident_downfloaters(m, 2)]),
        ),
        ("C17", Some(vec![dutch::c15_c17_mdp_opponents(m, 2)])),
        (
            "C18",
            Some(dutch::c18_to_c21_repeated_float_sds(m, Float::Down, 1)),
        ),
        (
            "C19",
            Some(dutch::c18_to_c21_repeated_float_sds(m, Float::Up, 1)),
        ),
        (
            "C20",
            Some(dutch::c18_to_c21_repeated_float_sds(m, Float::Down, 2)),
        ),
        (
            "C21",
            Some(dutch::c18_to_c21_repeated_float_sds(m, Float::Up, 2)),
        ),
    ]
}

/// The paragraphs whose forms the derivation writes, for reports.
fn derived_paragraphs(text: Text) -> &'static str {
    match text {
        Text::Dutch2017 => "C.5-C.7 and C.10-C.19 (C.8, C.9 where no topscorer plays)",
        Text::Dutch2026 => {
            "C5-C8, C9 in the last bracket, C12-C21 (C10, C11 where no topscorer plays)"
        }
    }
}

/// Checks `c` against the derivation from `t`; the error names what differs.
pub fn check(c: &RoundCertificate, t: &TournamentText, done: &mut Checked) -> Result<(), String> {
    if let Some(model) = &c.model {
        done.trusted.push(format!(
            "the model (players, edges, fixed edges, rows, forms) as the rule model {model} wrote it: the checker derives the texts' own readings only"
        ));
        done.levels_trusted += c.brackets.iter().map(|b| b.levels.len()).sum::<usize>();
        return Ok(());
    }
    let Some(text) = Text::of(&c.system) else {
        done.trusted.push(format!(
            "the model (players, edges, fixed edges, rows, forms) as the {} rule set wrote it: the checker derives only dutch-2017 and dutch-2026",
            c.system
        ));
        done.levels_trusted += c.brackets.iter().map(|b| b.levels.len()).sum::<usize>();
        return Ok(());
    };
    if !t.unread.is_empty() {
        done.trusted.push(format!(
            "the model as the {} rule set wrote it: the tournament holds {} which the derivation does not read",
            c.system,
            t.unread.join(", ")
        ));
        done.levels_trusted += c.brackets.iter().map(|b| b.levels.len()).sum::<usize>();
        return Ok(());
    }
    // A round of the file or the one after it: the state before a later
    // one is not in the file (nor worth building round by round).
    let recorded = t.players.iter().map(|p| p.games.len()).max().unwrap_or(0);
    if c.round == 0 || c.round > recorded + 1 {
        return Err(format!(
            "round {}, not one of the tournament's {recorded} rounds nor the next",
            c.round
        ));
    }
    let players = dutch::players_before(t, text, c.round);
    let walk = dutch::walk(&players, &c.tested.boards, c.tested.bye)?;
    let derivation: Derivation = match text {
        Text::Dutch2017 => dutch_2017,
        Text::Dutch2026 => dutch_2026,
    };
    for b in &c.brackets {
        let at = format!("bracket {}", b.bracket);
        let w = walk.get(b.bracket.wrapping_sub(1)).ok_or(format!(
            "{at}: the pairing under test walks through {} brackets",
            walk.len()
        ))?;
        check_bracket(b, w, &players, text, derivation, done).map_err(|e| format!("{at}: {e}"))?;
    }
    done.proved.push(format!(
        "round {}: every certified bracket's players and compatible pairs (C.1-C.3), and the forms of {}, derived from the tournament",
        c.round,
        derived_paragraphs(text)
    ));
    Ok(())
}

fn check_bracket(
    b: &BracketCertificate,
    w: &WalkBracket,
    players: &BTreeMap<u32, Player>,
    text: Text,
    derivation: Derivation,
    done: &mut Checked,
) -> Result<(), String> {
    let normal = b.role == "normal";
    let n = b.vertices.len();
    if b.own > n || b.edges.iter().any(|e| e.a >= n || e.b >= n || e.a == e.b) {
        return Err("its own players or an edge beyond its vertices".into());
    }
    let own_ids: Vec<u32> = b.vertices[..b.own.min(b.vertices.len())].to_vec();
    let mut walked: BTreeSet<u32> = w.moved_down.iter().chain(&w.residents).copied().collect();
    let theirs: BTreeSet<u32> = own_ids.iter().copied().collect();
    if theirs.len() != own_ids.len() {
        return Err("a player twice among its vertices".into());
    }
    // The last bracket: every player left, the scoregroups below collapsed
    // into it where the rule set found them not to be paired on their own.
    let collapsed = b.role == "last" && !w.below.is_empty();
    if collapsed {
        walked.extend(&w.below);
        done.trusted.push(format!(
            "bracket {} (last): that the scoregroups below it collapse into it ({} players)",
            b.bracket,
            w.below.len()
        ));
    }
    if walked != theirs {
        if matches!(b.role.as_str(), "normal" | "last") {
            return Err(format!(
                "its players {} are not the bracket the pairing under test forms ({})",
                ids(&theirs),
                ids(&walked)
            ));
        }
        done.trusted.push(format!(
            "bracket {} ({}): its players {} as the rule set formed them (the walk gives {})",
            b.bracket,
            b.role,
            ids(&theirs),
            ids(&walked)
        ));
        done.levels_trusted += b.levels.len();
        return Ok(());
    }
    check_kinds(b, text)?;
    let moved: BTreeSet<u32> = w.moved_down.iter().copied().collect();
    let first: BTreeSet<u32> = own_ids[..moved.len()].iter().copied().collect();
    if first != moved {
        return Err(format!(
            "its first {} players {} are not the moved-down players {}",
            moved.len(),
            ids(&first),
            ids(&moved)
        ));
    }
    let model = model_of(b, players, moved.len())?;
    check_below(b, w, &model, normal)?;
    check_edges(b, &model, normal)?;
    check_constraints(b, &model, done)?;
    // The following bracket: the next scoregroup, first below the bracket.
    let following = match b.role.as_str() {
        "normal" => model.players(),
        "completion" => b.own + w.next.len(),
        _ => b.own,
    };
    // Every player's floats run over the rounds before this one.
    let rounds_before = players.values().next().map_or(0, |p| p.floats.len());
    check_levels(
        b,
        derivation(&model, &b.role, following, rounds_before),
        done,
    )
}

/// Each level's `kind` is its paragraph's: the most pairs (2017 C.5, 2026
/// C6) `max-pairs`, the following bracket (2017 C.7, 2026 C8, whatever
/// stands for it) `next-bracket`, every other `other`.
fn check_kinds(b: &BracketCertificate, text: Text) -> Result<(), String> {
    let (max_pairs, following) = match text {
        Text::Dutch2017 => ("C.5", "C.7"),
        Text::Dutch2026 => ("C6", "C8"),
    };
    for (k, level) in b.levels.iter().enumerate() {
        let kind = match level.paragraph.as_str() {
            p if p == max_pairs => "max-pairs",
            p if p == following => "next-bracket",
            _ => "other",
        };
        if level.kind != kind {
            return Err(format!(
                "level {} ({}): of kind {}, the paragraph's is {kind}",
                k + 1,
                level.paragraph,
                level.kind
            ));
        }
    }
    Ok(())
}

/// The vertices below the bracket: for a normal role the next scoregroup,
/// then the bye vertex only where the following bracket is the last.
fn check_below(
    b: &BracketCertificate,
    w: &WalkBracket,
    m: &Model,
    normal: bool,
) -> Result<(), String> {
    let below: BTreeSet<u32> = b.vertices[b.own..]
        .iter()
        .copied()
        .filter(|&p| p != 0)
        .collect();
    let bye = b.vertices[b.own..].contains(&0);
    if normal {
        let next: BTreeSet<u32> = w.next.iter().copied().collect();
        if !below.is_empty() && below != next {
            return Err(format!(
                "the players below it {} are not the next scoregroup {}",
                ids(&below),
                ids(&next)
            ));
        }
        let odd = m.players() % 2 == 1;
        if bye && !(w.next_is_last && odd && !below.is_empty()) {
            return Err(
                "a bye vertex, but the following bracket is not the last or is even".into(),
            );
        }
    } else if b.role == "last" && (!below.is_empty() || bye) {
        return Err("vertices below the last bracket".into());
    } else if matches!(b.role.as_str(), "completion" | "penultimate") {
        // The rest of the round, the next scoregroup first.
        let rest: BTreeSet<u32> = w.below.iter().copied().collect();
        let next: BTreeSet<u32> = w.next.iter().copied().collect();
        let first: BTreeSet<u32> = b.vertices[b.own..]
            .iter()
            .take(next.len())
            .copied()
            .collect();
        if below != rest || first != next {
            return Err(format!(
                "the players below it {} are not the rest of the round {}, the next scoregroup first",
                ids(&below),
                ids(&rest)
            ));
        }
    }
    if b.vertices.iter().filter(|&&p| p == 0).count() > 1 {
        return Err("two bye vertices".into());
    }
    Ok(())
}

fn model_of<'a>(
    b: &'a BracketCertificate,
    players: &'a BTreeMap<u32, Player>,
    moved_down: usize,
) -> Result<Model<'a>, String> {
    let mut vertex = Vec::new();
    let mut seen = BTreeSet::new();
    for &id in &b.vertices {
        if id != 0 && !seen.insert(id) {
            return Err(format!("player {id} is two vertices"));
        }
        vertex.push(match id {
            0 => None,
            id => Some(
                players
                    .get(&id)
                    .ok_or(format!("player {id} is not in the tournament"))?,
            ),
        });
    }
    let edges = b
        .edges
        .iter()
        .map(|e| (e.a.min(e.b), e.a.max(e.b), e.kind.as_str()))
        .collect();
    Ok(Model {
        vertex,
        own: b.own,
        moved_down,
        edges,
    })
}

/// Every edge the derivation expects, of its kind, and no other.
fn check_edges(b: &BracketCertificate, m: &Model, normal: bool) -> Result<(), String> {
    let name = |v: usize| match b.vertices[v] {
        0 => "the bye".to_string(),
        id => id.to_string(),
    };
    let mut held = BTreeSet::new();
    for (e, &(x, y, kind)) in m.edges.iter().enumerate() {
        if !held.insert((x, y)) {
            return Err(format!("edge {e} ({}-{}) twice", name(x), name(y)));
        }
        match dutch::expected_edge(m, x, y, normal) {
            Some(k) if k == kind => {}
            Some(k) => {
                return Err(format!("edge {e} ({}-{}) is of kind {kind}, the derivation gives {k}", name(x), name(y)))
            }
            None => {
                return Err(format!(
                    "edge {e} ({}-{}, {kind}) is no compatible pair (C.1-C.3, C.2 for the bye, B.2 for moved-down players)",
                    name(x),
                    name(y)
                ))
            }
        }
    }
    let n = b.vertices.len();
    for x in 0..n {
        for y in x + 1..n {
            if let Some(kind) = dutch::expected_edge(m, x, y, normal) {
                if !held.contains(&(x, y)) {
                    return Err(format!(
                        "the compatible pair {}-{} ({kind}) is missing from its edges",
                        name(x),
                        name(y)
                    ));
                }
            }
        }
    }
    Ok(())
}

/// The constraints of the role: none in an ordinary bracket; in the last
/// one (2017 C.2/A.9, 2026 C2: the round complete, one player at most left
/// for the PAB) the players who may not get the PAB matched and every
/// player but one paired (a row: at least own/2 of its pairs); in a model
/// holding the rest of the round, everybody matched.
fn check_constraints(b: &BracketCertificate, m: &Model, done: &mut Checked) -> Result<(), String> {
    let n = b.vertices.len();
    let must: BTreeSet<usize> = b.must_match.iter().copied().collect();
    if !b.fixed.is_empty() {
        return Err(format!(
            "fixed edges in a {} bracket: the rules fix none",
            b.role
        ));
    }
    let (expected, rows_ok): (BTreeSet<usize>, bool) = match b.role.as_str() {
        "last" => {
            let barred =
                (0..b.own).filter(|&v| m.vertex[v].is_some_and(|p| !dutch::c2_bye_eligible(p)));
            let row_ok = |row: &super::Row| {
                let all: Vec<(usize, i64)> = (0..b.edges.len()).map(|e| (e, 1)).collect();
                row.terms == all && row.lower == Some((b.own / 2) as i64) && row.upper.is_none()
            };
            (
                barred.collect(),
                b.rows.len() <= 1 && b.rows.iter().all(row_ok),
            )
        }
        "penultimate" | "completion" => ((0..n).collect(), b.rows.is_empty()),
        _ => (BTreeSet::new(), b.rows.is_empty()),
    };
    if must != expected || must.len() != b.must_match.len() {
        return Err(format!(
            "its must-match vertices {:?}, the derivation gives {:?}",
            b.must_match, expected
        ));
    }
    if !rows_ok {
        if b.role == "penultimate" {
            done.trusted.push(format!(
                "bracket {} (penultimate): its rows (a quota) as the rule set wrote them",
                b.bracket
            ));
        } else {
            return Err(format!("its rows {:?} are not the role's", b.rows));
        }
    }
    Ok(())
}

/// The levels of each derived paragraph, in order (a level of constant form
/// left out: it tells no candidates apart), are the derived forms; the
/// paragraphs derived come first, in the text's order; a paragraph the
/// derivation does not reach in this role is trusted.
fn check_levels(
    b: &BracketCertificate,
    derived: Vec<(&'static str, Option<Vec<Form>>)>,
    done: &mut Checked,
) -> Result<(), String> {
    let mut k = 0;
    let mut trusted = Vec::new();
    let mut derived_here = Vec::new();
    for (paragraph, forms) in derived {
        let Some(forms) = forms else {
            while b.levels.get(k).is_some_and(|l| l.paragraph == paragraph) {
                trusted.push(k);
                k += 1;
            }
            continue;
        };
        derived_here.push(paragraph);
        for (j, form) in forms
            .into_iter()
            .filter(|f| !f.terms.is_empty())
            .enumerate()
        {
            let level = b.levels.get(k).ok_or(format!(
                "the derivation gives {paragraph} level {} which the certificate lacks (it has {} levels)",
                j + 1,
                b.levels.len()
            ))?;
            let at = format!("level {} ({})", k + 1, level.paragraph);
            if level.paragraph != paragraph {
                return Err(format!("{at}: the derivation gives {paragraph} here"));
            }
            let theirs = Form::of(level.constant, &level.terms);
            if theirs != form {
                return Err(format!(
                    "{at}: the form differs from the derivation's: {}",
                    first_difference(&theirs, &form)
                ));
            }
            k += 1;
            done.levels_derived += 1;
        }
        if let Some(level) = b.levels.get(k) {
            if level.paragraph == paragraph {
                return Err(format!(
                    "level {} ({paragraph}): a level the derivation does not give",
                    k + 1
                ));
            }
        }
    }
    let rest = k..b.levels.len();
    if let Some(l) = b.levels[k..]
        .iter()
        .position(|l| derived_here.contains(&l.paragraph.as_str()))
    {
        return Err(format!(
            "level {} ({}): after the levels of later paragraphs",
            k + l + 1,
            b.levels[k + l].paragraph
        ));
    }
    trusted.extend(rest);
    if !trusted.is_empty() {
        let names: Vec<String> = trusted
            .iter()
            .map(|&l| format!("{} ({})", l + 1, b.levels[l].paragraph))
            .collect();
        done.trusted.push(format!(
            "bracket {} levels {}: the forms as the rule set wrote them",
            b.bracket,
            names.join(", ")
        ));
        done.levels_trusted += trusted.len();
    }
    Ok(())
}

fn first_difference(theirs: &Form, ours: &Form) -> String {
    if theirs.constant != ours.constant {
        return format!("constant {} where it is {}", theirs.constant, ours.constant);
    }
    let edges: BTreeSet<usize> = theirs
        .terms
        .keys()
        .chain(ours.terms.keys())
        .copied()
        .collect();
    for e in edges {
        let (t, o) = (
            theirs.terms.get(&e).copied().unwrap_or(0),
            ours.terms.get(&e).copied().unwrap_or(0),
        );
        if t != o {
            return format!("edge {e} weighs {t} where it weighs {o}");
        }
    }
    "none".into()
}

fn ids(set: &BTreeSet<u32>) -> String {
    let list: Vec<String> = set.iter().map(u32::to_string).collect();
    format!("{{{}}}", list.join(", "))
}
