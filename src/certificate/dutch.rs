//! The checker's own reading of the Dutch texts (C.04.3, 2017 and 2026):
//! from the tournament file alone, each player's state before the round
//! (A.2-A.7 of 2017, 1.2-1.8 of 2026), the compatible pairs (the absolute
//! criteria), the brackets the pairing under test walks through, and the
//! linear forms of the criteria it can derive. Written from the rule text,
//! with nothing of the engine or the rule sets; depends on std alone.
//!
//! Scores are in tenths of a point throughout, as in the certificate.

use super::tournament::{Game, TournamentText};
use std::collections::{BTreeMap, BTreeSet};

/// Which text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Text {
    Dutch2017,
    Dutch2026,
}

impl Text {
    pub fn of(system: &str) -> Option<Text> {
        match system {
            "dutch-2017" => Some(Text::Dutch2017),
            "dutch-2026" => Some(Text::Dutch2026),
            _ => None,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Strength {
    None,
    Mild,
    Strong,
    Absolute,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Float {
    None,
    Down,
    Up,
}

/// A player as the round sees him.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Player {
    pub id: u32,
    /// Points scored so far, without acceleration.
    pub score: i64,
    /// The score the pairing uses: points plus this round's acceleration.
    pub pairing_score: i64,
    /// Colours of the games played, oldest first: `w` or `b`.
    pub colours: Vec<char>,
    /// The float of each earlier round.
    pub floats: Vec<Float>,
    pub opponents: BTreeSet<u32>,
    pub bye_ineligible: bool,
    pub preference: (Option<char>, Strength),
    pub topscorer: bool,
}

/// 2017 A.6 / 2026 1.7: the colour preference from the colour difference
/// and the last two colours played; none before the first game.
pub fn a6_colour_preference(colours: &[char]) -> (Option<char>, Strength) {
    let Some(&last) = colours.last() else {
        return (None, Strength::None);
    };
    let difference: i64 = colours.iter().map(|&c| if c == 'w' { 1 } else { -1 }).sum();
    let other = |c: char| if c == 'w' { 'b' } else { 'w' };
    let twice = colours.len() >= 2 && colours[colours.len() - 2] == last;
    match difference {
        d if d < -1 => (Some('w'), Strength::Absolute),
        d if d > 1 => (Some('b'), Strength::Absolute),
        _ if twice => (Some(other(last)), Strength::Absolute),
        -1 => (Some('w'), Strength::Strong),
        1 => (Some('b'), Strength::Strong),
        _ => (Some(other(last)), Strength::Mild),
    }
}

/// 2017 A.7 / 2026 1.8: in the last round, over half the maximum score
/// possible so far (a win in every round played).
pub fn a7_topscorer(score: i64, win: i64, rounds_played: usize, last_round: bool) -> bool {
    last_round && 2 * score > win * rounds_played as i64
}

/// 2017 A.4 / 2026 1.4: the float a player got in a round: against a
/// higher score up, a lower one down. Unplayed: 2017 A.4.a makes every
/// unplayed round a downfloat; 2026 1.4 only the PAB and an unplayed round
/// scoring more than a loss.
fn a4_float(
    text: Text,
    own: i64,
    other: Option<i64>,
    game: Option<&Game>,
    points: i64,
    loss: i64,
) -> Float {
    match (other, text) {
        (Some(o), _) if game.is_some_and(Game::played) => match own.cmp(&o) {
            std::cmp::Ordering::Greater => Float::Down,
            std::cmp::Ordering::Less => Float::Up,
            std::cmp::Ordering::Equal => Float::None,
        },
        (_, Text::Dutch2017) => Float::Down,
        (_, Text::Dutch2026) if game.is_some_and(Game::pairing_bye) || points > loss => Float::Down,
        _ => Float::None,
    }
}

/// 2017 C.2 / 2026 C2 with C.04.1 Art. 4: no PAB after a PAB or a forfeit
/// win; under 2026 neither after a win's points scored without playing.
fn c2_bye_barred(text: Text, game: &Game, points: i64, win: i64) -> bool {
    match game.opponent {
        Some(_) => game.forfeit_win(),
        None => game.pairing_bye() || (text == Text::Dutch2026 && points >= win),
    }
}

/// Every player's state before `round` (1-based), indexed by pairing number.
// Round `r` indexes every player's games and scores alike.
#[allow(clippy::needless_range_loop)]
pub fn players_before(t: &TournamentText, text: Text, round: usize) -> BTreeMap<u32, Player> {
    let r0 = round - 1;
    let last_round = round == t.total_rounds();
    let index: BTreeMap<u32, usize> = t
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| (p.id, i))
        .collect();
    let points_of = |i: usize, r: usize| {
        t.players[i]
            .games
            .get(r)
            .copied()
            .flatten()
            .map_or(0, |g| t.points.of(&g))
    };
    // The pairing score of every player at the start of every round up to this one.
    let scores_at: Vec<Vec<i64>> = (0..t.players.len())
        .map(|i| {
            let mut sum = 0;
            (0..=r0)
                .map(|r| {
                    let at = sum + t.acceleration(t.players[i].id, r);
                    sum += points_of(i, r);
                    at
                })
                .collect()
        })
        .collect();
    let mut out = BTreeMap::new();
    for (i, p) in t.players.iter().enumerate() {
        let mut s = Player {
            id: p.id,
            score: (0..r0).map(|r| points_of(i, r)).sum(),
            pairing_score: scores_at[i][r0],
            colours: Vec::new(),
            floats: Vec::new(),
            opponents: BTreeSet::new(),
            bye_ineligible: false,
            preference: (None, Strength::None),
            topscorer: false,
        };
        for r in 0..r0 {
            let game = p.games.get(r).copied().flatten();
            let points = points_of(i, r);
            let other = game
                .and_then(|g| g.opponent)
                .and_then(|o| index.get(&o))
                .map(|&j| scores_at[j][r]);
            s.floats.push(a4_float(
                text,
                scores_at[i][r],
                other,
                game.as_ref(),
                points,
                t.points.loss,
            ));
            let Some(g) = game else { continue };
            if g.played() {
                s.opponents.extend(g.opponent);
                s.colours.extend(g.colour);
            }
            s.bye_ineligible |= c2_bye_barred(text, &g, points, t.points.win);
        }
        s.preference = a6_colour_preference(&s.colours);
        s.topscorer = a7_topscorer(s.score, t.points.win, r0, last_round);
        out.insert(p.id, s);
    }
    out
}

/// 2017 C.1 / 2026 C1: no two players meet twice.
pub fn c1_not_met(a: &Player, b: &Player) -> bool {
    !a.opponents.contains(&b.id)
}

/// 2017 C.3 / 2026 C3: two players with the same absolute colour preference
/// do not meet, unless one of them is a topscorer.
pub fn c3_absolute_colours(a: &Player, b: &Player) -> bool {
    let absolute = |p: &Player| p.preference.1 == Strength::Absolute;
    let same = absolute(a) && absolute(b) && a.preference.0 == b.preference.0;
    !same || a.topscorer || b.topscorer
}

/// The absolute criteria of a pair.
pub fn compatible(a: &Player, b: &Player) -> bool {
    c1_not_met(a, b) && c3_absolute_colours(a, b)
}

/// 2017 C.2 / 2026 C2: may get the PAB.
pub fn c2_bye_eligible(p: &Player) -> bool {
    !p.bye_ineligible
}

/// One bracket of the walk: its moved-down players, its residents, the
/// next scoregroup.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WalkBracket {
    pub moved_down: Vec<u32>,
    pub residents: Vec<u32>,
    /// The next scoregroup; `next_is_last` when it is the lowest.
    pub next: Vec<u32>,
    pub next_is_last: bool,
    /// The residents of every scoregroup below this one.
    pub below: Vec<u32>,
}

/// 2017 A.3/B.1 / 2026 1.3, 3.1: the scoregroups of the players paired,
/// from the highest; each bracket is the players the brackets above
/// leave unpaired in the pairing under test, then the next scoregroup.
pub fn walk(
    players: &BTreeMap<u32, Player>,
    boards: &[(u32, u32)],
    bye: Option<u32>,
) -> Result<Vec<WalkBracket>, String> {
    let mut partner: BTreeMap<u32, Option<u32>> = BTreeMap::new();
    for &(w, b) in boards {
        partner.insert(w, Some(b));
        partner.insert(b, Some(w));
    }
    if let Some(p) = bye {
        partner.insert(p, None);
    }
    let mut present: Vec<&Player> = Vec::new();
    for id in partner.keys() {
        present.push(players.get(id).ok_or(format!(
            "player {id} of the pairing under test is not in the tournament"
        ))?);
    }
    // A.2: score, then pairing number.
    present.sort_by_key(|p| (-p.pairing_score, p.id));
    let mut groups: Vec<Vec<u32>> = Vec::new();
    for (k, p) in present.iter().enumerate() {
        if k == 0 || present[k - 1].pairing_score != p.pairing_score {
            groups.push(Vec::new());
        }
        groups.last_mut().expect("a group").push(p.id);
    }
    let mut out = Vec::new();
    let mut moved: Vec<u32> = Vec::new();
    for (k, residents) in groups.iter().enumerate() {
        let next = groups.get(k + 1).cloned().unwrap_or_default();
        let own: BTreeSet<u32> = moved.iter().chain(residents).copied().collect();
        let next_moved: Vec<u32> = moved
            .iter()
            .chain(residents)
            .copied()
            .filter(|p| !partner[p].is_some_and(|q| own.contains(&q)))
            .collect();
        out.push(WalkBracket {
            moved_down: std::mem::replace(&mut moved, next_moved),
            residents: residents.clone(),
            next,
            next_is_last: k + 2 == groups.len(),
            below: groups[k + 1..].concat(),
        });
    }
    Ok(out)
}

/// A linear form: constant and weight by edge (no zero weight).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Form {
    pub constant: i64,
    pub terms: BTreeMap<usize, i64>,
}

impl Form {
    pub fn add(&mut self, e: usize, w: i64) {
        let entry = self.terms.entry(e).or_insert(0);
        *entry += w;
        if *entry == 0 {
            self.terms.remove(&e);
        }
    }

    pub fn of(constant: i64, terms: &[(usize, i64)]) -> Form {
        let mut f = Form {
            constant,
            terms: BTreeMap::new(),
        };
        terms.iter().for_each(|&(e, w)| f.add(e, w));
        f
    }
}

/// The model of one bracket as the derivation sees it: the players of its
/// vertices (none for the bye vertex), how many are its own and moved
/// down, and its edges with their kinds.
pub struct Model<'a> {
    pub vertex: Vec<Option<&'a Player>>,
    pub own: usize,
    pub moved_down: usize,
    pub edges: Vec<(usize, usize, &'a str)>,
}

impl Model<'_> {
    fn score(&self, v: usize) -> i64 {
        self.vertex[v].map_or(0, |p| p.pairing_score)
    }

    /// Vertices holding a player (the bye vertex left out).
    pub fn players(&self) -> usize {
        self.vertex.iter().flatten().count()
    }
}

/// The edge a model should hold between vertices `a < b`, and its kind.
pub fn expected_edge(m: &Model, a: usize, b: usize, normal: bool) -> Option<&'static str> {
    match (m.vertex[a], m.vertex[b]) {
        (Some(p), None) | (None, Some(p)) => c2_bye_eligible(p).then_some("bye"),
        (Some(p), Some(q)) if compatible(p, q) => {
            if b < m.own {
                // B.2 / 3.2: moved-down players meet residents, not each other, in their bracket.
                (b >= m.moved_down).then_some("bracket")
            } else if normal {
                Some("next")
            } else {
                Some("completion")
            }
        }
        _ => None,
    }
}

/// 2017 C.5 / 2026 C6: the most pairs, as minus one per pair of the bracket.
pub fn c5_max_pairs(m: &Model) -> Form {
    let mut f = Form::default();
    for (e, &(_, _, kind)) in m.edges.iter().enumerate() {
        if kind == "bracket" {
            f.add(e, -1);
        }
    }
    f
}

/// 2017 A.8: a pair's score difference.
fn a8_pair_sd(m: &Model, a: usize, b: usize) -> i64 {
    (m.score(a) - m.score(b)).abs()
}

/// The PSD (2017 A.8) of the bracket whose pairs are the `pair_kind`
/// edges, its members the first `members` vertices, an unpaired member's
/// SD taken against one point less than `lowest`. Compared from the
/// largest SD down (equal length: the number of pairs is fixed before),
/// one level per value, counting the SDs of that value; the smallest value
/// needs none. A pair of this bracket or of the one above takes its two
/// players out of the unpaired ones.
fn a8_psd_levels(m: &Model, pair_kind: &str, members: usize, lowest: i64) -> Vec<Form> {
    let unpaired_sd = |v: usize| m.score(v) - (lowest - 10);
    let mut values: BTreeSet<i64> = (0..members).map(unpaired_sd).collect();
    for &(a, b, kind) in &m.edges {
        if kind == pair_kind {
            values.insert(a8_pair_sd(m, a, b));
        }
    }
    let values: Vec<i64> = values.into_iter().rev().collect();
    let counted = values.len().saturating_sub(1);
    values[..counted]
        .iter()
        .map(|&value| {
            let of_value = |v: usize| i64::from(v < members && unpaired_sd(v) == value);
            let mut f = Form {
                constant: (0..members).map(of_value).sum(),
                terms: BTreeMap::new(),
            };
            for (e, &(a, b, kind)) in m.edges.iter().enumerate() {
                let covers = kind == pair_kind || kind == "bracket";
                let taken = if covers { of_value(a) + of_value(b) } else { 0 };
                let sd_here = i64::from(kind == pair_kind && a8_pair_sd(m, a, b) == value);
                f.add(e, sd_here - taken);
            }
            f
        })
        .collect()
}

/// 2017 C.6: minimise the PSD of the bracket.
pub fn c6_min_psd(m: &Model) -> Vec<Form> {
    let lowest = (0..m.own).map(|v| m.score(v)).min().unwrap_or(0);
    a8_psd_levels(m, "bracket", m.own, lowest)
}

/// 2017 C.7: the following bracket (this one's downfloaters and the next
/// scoregroup): its most pairs, two players settled per pair and one for
/// the PAB, then its PSD.
pub fn c7_following_bracket(m: &Model) -> Vec<Form> {
    let mut pairs = Form::default();
    for (e, &(_, _, kind)) in m.edges.iter().enumerate() {
        match kind {
            "next" => pairs.add(e, -2),
            "bye" => pairs.add(e, -1),
            _ => {}
        }
    }
    let members = m.players();
    let lowest = (m.own..members).map(|v| m.score(v)).min().unwrap_or(0);
    let mut levels = vec![pairs];
    levels.extend(a8_psd_levels(m, "next", members, lowest));
    levels
}

/// 2026 C5 in the last bracket: the PAB assignee's score as low as
/// possible (the player the bracket leaves unpaired).
pub fn c5_pab_score_last(m: &Model) -> Form {
    let mut f = Form {
        constant: (0..m.own).map(|v| m.score(v)).sum(),
        terms: BTreeMap::new(),
    };
    for (e, &(a, b, kind)) in m.edges.iter().enumerate() {
        if kind == "bracket" {
            f.add(e, -m.score(a) - m.score(b));
        }
    }
    f
}

/// 2026 C7: the downfloaters' scores as low as possible, compared from the
/// highest: one level per score of the bracket but the lowest, counting
/// the downfloaters of that score.
pub fn c7_downfloater_scores(m: &Model) -> Vec<Form> {
    let scores: BTreeSet<i64> = (0..m.own).map(|v| m.score(v)).collect();
    let scores: Vec<i64> = scores.into_iter().rev().collect();
    let counted = scores.len().saturating_sub(1);
    scores[..counted]
        .iter()
        .map(|&s| {
            let of = |v: usize| i64::from(m.score(v) == s);
            let mut f = Form {
                constant: (0..m.own).map(of).sum(),
                terms: BTreeMap::new(),
            };
            for (e, &(a, b, kind)) in m.edges.iter().enumerate() {
                if kind == "bracket" {
                    f.add(e, -of(a) - of(b));
                }
            }
            f
        })
        .collect()
}

/// 2026 C8: the following bracket as good as C6 and C7 make a bracket:
/// its most pairs, then its downfloaters' scores from the highest (every
/// score, the lowest too: the number of its pairs is not fixed here).
pub fn c8_following_bracket(m: &Model) -> Vec<Form> {
    let members = m.players();
    let in_following = |&(a, b, kind): &(usize, usize, &str)| {
        matches!(kind, "next" | "completion") && a < members && b < members
    };
    let mut pairs = Form::default();
    for (e, edge) in m.edges.iter().enumerate() {
        if in_following(edge) {
            pairs.add(e, -1);
        }
    }
    let scores: BTreeSet<i64> = (0..members).map(|v| m.score(v)).collect();
    let mut levels = vec![pairs];
    for &s in scores.iter().rev() {
        let of = |v: usize| i64::from(v < members && m.score(v) == s);
        let mut f = Form {
            constant: (0..members).map(of).sum(),
            terms: BTreeMap::new(),
        };
        for (e, edge) in m.edges.iter().enumerate() {
            if edge.2 == "bracket" || in_following(edge) {
                f.add(e, -of(edge.0) - of(edge.1));
            }
        }
        levels.push(f);
    }
    levels
}

/// The colour preferences of a pair of the bracket: the same colour wanted
/// by both. E.1 grants two different preferences or the only one, so a
/// pair misses a preference exactly when both want the same colour; then
/// one of them gets it (E.2-E.4 decide who, not whether).
fn same_preference(p: &Player, q: &Player) -> bool {
    p.preference.0.is_some() && p.preference.0 == q.preference.0
}

/// A form over the bracket's own pairs: `pair` of each pair, `unpaired`
/// of each of its players left unpaired in it.
fn bracket_form(
    m: &Model,
    pair: impl Fn(&Player, &Player) -> i64,
    unpaired: impl Fn(&Player) -> i64,
) -> Form {
    let own = |v: usize| m.vertex[v].expect("the bracket's own players are players");
    let mut f = Form {
        constant: (0..m.own).map(|v| unpaired(own(v))).sum(),
        terms: BTreeMap::new(),
    };
    for (e, &(a, b, kind)) in m.edges.iter().enumerate() {
        if kind == "bracket" {
            f.add(
                e,
                pair(own(a), own(b)) - unpaired(own(a)) - unpaired(own(b)),
            );
        }
    }
    f
}

/// 2017 C.10 / 2026 C12: fewest players who do not get their colour preference.
pub fn c10_colour_preference(m: &Model) -> Form {
    bracket_form(m, |p, q| i64::from(same_preference(p, q)), |_| 0)
}

/// 2017 C.11 / 2026 C13: fewest players who do not get their strong colour
/// preference (an absolute one is at least as strong): E.2 grants the
/// stronger one, so the player who misses is the weaker of the two (or of
/// equal strength).
pub fn c11_strong_colour_preference(m: &Model) -> Form {
    bracket_form(
        m,
        |p, q| {
            i64::from(
                same_preference(p, q) && p.preference.1.min(q.preference.1) >= Strength::Strong,
            )
        },
        |_| 0,
    )
}

/// Whether the colour criteria of topscorers (2017 C.8, C.9; 2026 C10,
/// C11) are void in the bracket: nobody of it is a topscorer.
pub fn no_topscorer(m: &Model) -> bool {
    (0..m.own).all(|v| m.vertex[v].is_some_and(|p| !p.topscorer))
}

/// The float `p` got `back` rounds before this one.
fn float_before(p: &Player, back: usize) -> Float {
    p.floats
        .len()
        .checked_sub(back)
        .map_or(Float::None, |r| p.floats[r])
}

/// 2017 C.12-C.19: the players who get `float` again, `back` rounds after
/// the same float (C.12-C.15: one each; C.16-C.19: their score difference,
/// A.8: against the opponent, or for a downfloater of the bracket against
/// one point less than its lowest score). A.4.b: in a pair the higher score
/// floats down, the lower up.
pub fn c12_to_c19_repeated_float(m: &Model, float: Float, back: usize, by_sd: bool) -> Form {
    let lowest = (0..m.own).map(|v| m.score(v)).min().unwrap_or(0);
    let cost = |sd: i64| if by_sd { sd } else { 1 };
    let again = |p: &Player, got: Float| got == float && float_before(p, back) == float;
    let pair = |p: &Player, q: &Player| {
        let (fp, fq) = match p.pairing_score.cmp(&q.pairing_score) {
            std::cmp::Ordering::Greater => (Float::Down, Float::Up),
            std::cmp::Ordering::Less => (Float::Up, Float::Down),
            std::cmp::Ordering::Equal => (Float::None, Float::None),
        };
        let sd = (p.pairing_score - q.pairing_score).abs();
        (i64::from(again(p, fp)) + i64::from(again(q, fq))) * cost(sd)
    };
    let unpaired =
        |p: &Player| i64::from(again(p, Float::Down)) * cost(p.pairing_score - (lowest - 10));
    bracket_form(m, pair, unpaired)
}

/// 2026 C14, C16: resident downfloaters (players of the bracket's own score
/// left unpaired in it) who had a downfloat `back` rounds before.
pub fn c14_c16_resident_downfloaters(m: &Model, back: usize) -> Form {
    let lowest = (0..m.own).map(|v| m.score(v)).min().unwrap_or(0);
    bracket_form(
        m,
        |_, _| 0,
        |p| i64::from(p.pairing_score == lowest && float_before(p, back) == Float::Down),
    )
}

/// 2026 C15, C17: opponents of MDPs (the lower player of a pair of two
/// scores) who had an upfloat `back` rounds before.
pub fn c15_c17_mdp_opponents(m: &Model, back: usize) -> Form {
    bracket_form(
        m,
        |p, q| {
            let lower = match p.pairing_score.cmp(&q.pairing_score) {
                std::cmp::Ordering::Greater => q,
                std::cmp::Ordering::Less => p,
                std::cmp::Ordering::Equal => return 0,
            };
            i64::from(float_before(lower, back) == Float::Up)
        },
        |_| 0,
    )
}

/// 2026 C18-C21: the score differences of the floats `float` repeating
/// those of `back` rounds before, compared in descending order: one level
/// per difference above zero, the largest first, counting the pairs (A.8:
/// their difference) and the bracket's downfloaters (against one point
/// less than its lowest score) of that difference.
pub fn c18_to_c21_repeated_float_sds(m: &Model, float: Float, back: usize) -> Vec<Form> {
    let lowest = (0..m.own).map(|v| m.score(v)).min().unwrap_or(0);
    let had = |p: &Player| float_before(p, back) == float;
    let downfloater =
        |p: &Player| (float == Float::Down && had(p)).then(|| p.pairing_score - (lowest - 10));
    let pair = |p: &Player, q: &Player| {
        let (fp, fq) = match p.pairing_score.cmp(&q.pairing_score) {
            std::cmp::Ordering::Greater => (Float::Down, Float::Up),
            std::cmp::Ordering::Less => (Float::Up, Float::Down),
            std::cmp::Ordering::Equal => (Float::None, Float::None),
        };
        ((fp == float && had(p)) || (fq == float && had(q)))
            .then(|| (p.pairing_score - q.pairing_score).abs())
    };
    let own = |v: usize| m.vertex[v].expect("the bracket's own players are players");
    let mut values: BTreeSet<i64> = (0..m.own).filter_map(|v| downfloater(own(v))).collect();
    for &(a, b, kind) in &m.edges {
        if kind == "bracket" {
            values.extend(pair(own(a), own(b)));
        }
    }
    values
        .into_iter()
        .rev()
        .filter(|&v| v > 0)
        .map(|value| {
            bracket_form(
                m,
                |p, q| i64::from(pair(p, q) == Some(value)),
                |p| i64::from(downfloater(p) == Some(value)),
            )
        })
        .collect()
}

/// 2026 C5 where the model holds the rest of the round: the PAB assignee's
/// score as low as possible, the score of the player of the bye edge.
pub fn c5_pab_score_completion(m: &Model) -> Form {
    let mut f = Form::default();
    for (e, &(a, b, kind)) in m.edges.iter().enumerate() {
        if kind == "bye" {
            f.add(e, m.score(a).max(m.score(b)));
        }
    }
    f
}

/// [`c8_following_bracket`] of a model holding the rest of the round, the
/// following bracket being its first `members` vertices.
pub fn c8_following_bracket_of(m: &Model, members: usize) -> Vec<Form> {
    let cut = Model {
        vertex: m.vertex[..members].to_vec(),
        own: m.own,
        moved_down: m.moved_down,
        edges: m
            .edges
            .iter()
            .map(|&(a, b, kind)| match a < members && b < members {
                true => (a, b, kind),
                false => (a, b, "outside"),
            })
            .collect(),
    };
    c8_following_bracket(&cut)
}

/// 2026 C9 in the last bracket of an odd number of players: the PAB
/// assignee (the player it leaves unpaired) with the fewest unplayed games
/// (rounds before this one without a game played).
pub fn c9_pab_unplayed_games_last(m: &Model, rounds_before: usize) -> Form {
    if m.own.is_multiple_of(2) {
        return Form::default();
    }
    bracket_form(
        m,
        |_, _| 0,
        |p| rounds_before as i64 - p.colours.len() as i64,
    )
}
