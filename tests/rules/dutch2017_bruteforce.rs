//! The Dutch 2017 engine against a brute-force reading of the rule text.
//!
//! Small random tournaments (6-12 players) are played for a few rounds with a
//! random pairing engine (any pairing that avoids rematches, colours mostly by
//! preference), then the next round is paired twice:
//!
//! - by the engine with the `dutch-2017` rule set (integer programs, criteria as linear forms);
//! - by the reference below, written from the rule text (seed 000, A.8, A.9,
//!   B, C, D): brackets top-down; in each bracket every candidate is
//!   generated in the rules' order (`sequence::candidates`, B.6/B.7 with
//!   D.1-D.3), those breaking C.1-C.3 (or C.4 in the PPB, or the completion
//!   of the round in the last bracket) are dropped, each survivor gets the
//!   vector C.5-C.19, evaluated here independently of `criteria.rs`, and the
//!   smallest vector wins, the earliest generated on ties (B.8).
//!
//! Readings the reference takes (each also the engine's, see the report):
//! - MaxPairs and M1 are those of the best candidate: all pair counts from the
//!   largest down, all M1 from the largest down (larger M1 first on ties);
//! - C.7: the following bracket = this bracket's downfloaters (who cannot
//!   meet each other) + the next scoregroup; its pairs maximised, then its
//!   PSD minimised, over every matching;
//! - C.11 counts absolute preferences as strong ones;
//! - C.16-C.19 sum the SDs (a downfloater's SD as in A.8);
//! - a player left unpaired in a bracket (or given the bye) receives a downfloat.
//!
//! Three sets of cases: random histories of 1-4 rounds (the general check),
//! round 1 with forbidden pairs (XXP) forcing resident-exchanges (D.2), and
//! round 2 with forbidden pairs across scoregroups (MDPs, Limbo, D.3).
//! `BRUTEFORCE_SEEDS=a..b` runs other seeds than the fixed default lists.
//!
//! Every mismatch prints the TRF, both pairings, both criteria vectors (the
//! reference's and the engine's own forms from `criteria.rs`) and the state
//! of every player.

use pairproof::dutch_common::colours::{allocate, AbsoluteTie};
use pairproof::dutch_common::next_bracket;
use pairproof::dutch_common::sequence::{candidate_count, candidates, BracketShape};
use pairproof::engine::bracket::{quality_levels, BracketModel, EdgeKind, Role};
use pairproof::engine::RoundContext;
use pairproof::error::{Error, Result};
use pairproof::generator::{parse_config, run};
use pairproof::pairing::{Board, Pairing};
use pairproof::points::{Points, ONE_POINT};
use pairproof::solver::matching::matching_size;
use pairproof::state::{derive, Float, PlayerState, RoundRequest, Strength};
use pairproof::systems::dutch2017::{DUTCH_2017, RULES};
use pairproof::tournament::{Colour, PlayerId, Tournament};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::cell::RefCell;
use std::collections::{BTreeSet, HashMap, HashSet};
use std::path::Path;
use std::time::Instant;

/// Largest number of candidates enumerated for one (bracket, pairs, M1).
const CANDIDATE_LIMIT: u128 = 1_500_000;

// ------------------------------------------------------------------ history

/// A pairing engine for the rounds before the one under test: random pairs
/// without rematches (C.1), sometimes grouped by score, colours mostly by
/// preference; the bye to a random player who may still get one.
fn random_engine(
    seed: u64,
    by_preference: f64,
) -> impl FnMut(&Tournament, &RoundRequest) -> Result<Pairing> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x9e37_79b9_7f4a_7c15);
    move |t, request| {
        let states = derive(t, request, &RULES);
        let state = |id: PlayerId| &states[t.index_of(id).expect("present players exist")];
        let by_score = rng.gen_bool(0.6);
        for _ in 0..200 {
            let mut ids = request.present.clone();
            ids.shuffle(&mut rng);
            if by_score {
                ids.sort_by_key(|&id| -state(id).pairing_score);
            }
            let mut bye = None;
            if ids.len() % 2 == 1 {
                let eligible: Vec<usize> = (0..ids.len())
                    .filter(|&i| !state(ids[i]).bye_ineligible)
                    .collect();
                // Under a score order the bye goes low, as it tends to.
                let pick = if by_score {
                    eligible.last().copied()
                } else {
                    eligible.choose(&mut rng).copied()
                };
                let Some(i) = pick else { break };
                bye = Some(ids.remove(i));
            }
            let mut boards = Vec::new();
            let mut left = ids.clone();
            let mut ok = true;
            while let Some(a) = left.first().copied() {
                left.remove(0);
                let Some(j) = left.iter().position(|&b| !state(a).opponents.contains(&b)) else {
                    ok = false;
                    break;
                };
                let b = left.remove(j);
                let (sa, sb) = (state(a), state(b));
                let white_a = if rng.gen_bool(by_preference) {
                    match (sa.preference.colour, sb.preference.colour) {
                        (Some(Colour::White), _) | (_, Some(Colour::Black)) => true,
                        (Some(Colour::Black), _) | (_, Some(Colour::White)) => false,
                        _ => rng.gen_bool(0.5),
                    }
                } else {
                    rng.gen_bool(0.5)
                };
                boards.push(if white_a {
                    Board { white: a, black: b }
                } else {
                    Board { white: b, black: a }
                });
            }
            if ok {
                return Ok(Pairing { boards, bye });
            }
        }
        Err(Error::NoPairing(
            "the random engine found no pairing".into(),
        ))
    }
}

/// The tournaments of one seed: a random event, cut after each of its rounds.
fn cases(seed: u64) -> Vec<Tournament> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    // One seed in three: crowded scoregroups (many draws, 8-12 players) and
    // colours mostly at random (strong and absolute preferences, C.3), where
    // exchanges (D.2) and their order matter more.
    let crowded = seed.is_multiple_of(3);
    let players = if crowded {
        rng.gen_range(8..=12)
    } else {
        rng.gen_range(6..=12)
    };
    let rounds = rng.gen_range(2..=5);
    let football = rng.gen_bool(0.15);
    let draws = if crowded {
        rng.gen_range(60..=90)
    } else {
        rng.gen_range(10..=50)
    };
    let by_preference = if crowded { 0.3 } else { 0.8 };
    let config = format!(
        "PlayersNumber={players}\nRoundsNumber={rounds}\nDrawPercentage={}\nForfeitRate={}\n\
         RetiredRate=0\nHalfPointByeRate={}\nLateEntryRate={}\n{}",
        draws,
        if rng.gen_bool(0.3) { 8 } else { 0 },
        if rng.gen_bool(0.3) { 5 } else { 0 },
        if rng.gen_bool(0.2) { 10 } else { 0 },
        if football {
            "PointsForWin=3\nPointsForDraw=1\n"
        } else {
            ""
        },
    );
    let config = parse_config(&config, Path::new("bruteforce.properties")).unwrap();
    let generated = run(&config, seed, random_engine(seed, by_preference)).unwrap();
    let t = generated.tournament;
    // Round 1 too: one homogeneous bracket without colours or floats, so
    // only C.5 and the generation order decide; with forbidden pairs (XXP)
    // that make exchanges (D.2) necessary.
    let mut out = Vec::new();
    for r in 0..=generated.rounds_played.min(rounds as usize - 1) {
        let mut cut = t.truncated(r);
        let ids: Vec<PlayerId> = cut.players.iter().map(|p| p.id).collect();
        if r == 0 && players > 10 {
            continue; // 12 players in one bracket: 665 280 candidates, too slow here
        }
        if r == 0 {
            let density = rng.gen_range(0.1..0.45);
            for (i, &a) in ids.iter().enumerate() {
                for &b in &ids[i + 1..] {
                    if rng.gen_bool(density) {
                        cut.config.forbidden.push(vec![a, b]);
                    }
                }
            }
        } else if rng.gen_bool(0.4) {
            // A few forbidden pairs inside scoregroups.
            let scores: HashMap<PlayerId, Points> = cut
                .players
                .iter()
                .map(|p| (p.id, p.points_before(r, &cut.config.points)))
                .collect();
            let score = |id: PlayerId| scores[&id];
            for _ in 0..rng.gen_range(1..=4) {
                let a = *ids.choose(&mut rng).unwrap();
                let same: Vec<PlayerId> = ids
                    .iter()
                    .copied()
                    .filter(|&b| b != a && score(b) == score(a))
                    .collect();
                if let Some(&b) = same.choose(&mut rng) {
                    cut.config.forbidden.push(vec![a.min(b), a.max(b)]);
                }
            }
        }
        out.push(cut);
    }
    out
}

/// A tournament of `players` before round `played + 1`, the earlier rounds
/// paired by the random engine with mostly decisive results.
fn played(seed: u64, players: u32, played: usize) -> Tournament {
    let config = format!("PlayersNumber={players}\nRoundsNumber=5\nDrawPercentage=20\nForfeitRate=0\nRetiredRate=0\nHalfPointByeRate=0\nLateEntryRate=0\n");
    let config = parse_config(&config, Path::new("bruteforce.properties")).unwrap();
    let generated = run(&config, seed, random_engine(seed, 0.8)).unwrap();
    generated.tournament.truncated(played)
}

/// Round 1 (one homogeneous bracket, BSN = pairing number, no colour or
/// float criteria, so D.1 and D.2 alone decide): random forbidden pairs,
/// plus S1 players forbidden against (almost) all of S2, so that only
/// exchanges give MaxPairs.
fn round_one_cases(seed: u64) -> Vec<Tournament> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed.wrapping_mul(7919));
    let n = rng.gen_range(6..=10u32);
    let mut t = played(seed, n, 0);
    let n1 = (n / 2) as usize;
    let ids: Vec<PlayerId> = (1..=n).collect();
    let mut forbidden = BTreeSet::new();
    // One seed in four: dense forbidden pairs only, often no candidate
    // before the late exchanges.
    let dense = seed % 4 == 3;
    let density = if dense {
        rng.gen_range(0.45..0.7)
    } else {
        rng.gen_range(0.0..0.4)
    };
    for (i, &a) in ids.iter().enumerate() {
        for &b in &ids[i + 1..] {
            if rng.gen_bool(density) {
                forbidden.insert((a, b));
            }
        }
    }
    if !dense && seed.is_multiple_of(2) {
        // Two S1 players who may meet neither S2 nor each other: every legal
        // candidate exchanges two BSNs, so D.2.c and D.2.d get to decide.
        let x = rng.gen_range(0..n1);
        let y = (x + rng.gen_range(1..n1)) % n1;
        forbidden.insert((ids[x.min(y)], ids[x.max(y)]));
        for &z in &ids[n1..] {
            forbidden.insert((ids[x], z));
            forbidden.insert((ids[y], z));
        }
    } else if !dense {
        for _ in 0..rng.gen_range(1..=3) {
            let x = ids[rng.gen_range(0..n1)];
            let spared = ids[n1 + rng.gen_range(0..ids.len() - n1)];
            for &y in &ids[n1..] {
                if y != spared || rng.gen_bool(0.5) {
                    forbidden.insert((x, y));
                }
            }
        }
    }
    t.config.forbidden = forbidden.into_iter().map(|(a, b)| vec![a, b]).collect();
    vec![t]
}

/// Round 2 (scoregroups 1, 0.5, 0 with MDPs): many forbidden pairs between
/// neighbouring scoregroups, so that some MDPs cannot all be paired (Limbo,
/// D.3) and remainders need exchanges.
fn round_two_cases(seed: u64) -> Vec<Tournament> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed.wrapping_mul(104_729));
    let n = rng.gen_range(7..=11u32);
    let mut t = played(seed, n, 1);
    let score: HashMap<PlayerId, Points> = t
        .players
        .iter()
        .map(|p| (p.id, p.points_before(1, &t.config.points)))
        .collect();
    let ids: Vec<PlayerId> = t.players.iter().map(|p| p.id).collect();
    let (cross, inside) = (rng.gen_range(0.3..0.7), rng.gen_range(0.0..0.25));
    for (i, &a) in ids.iter().enumerate() {
        for &b in &ids[i + 1..] {
            let p = if score[&a] == score[&b] {
                inside
            } else {
                cross
            };
            if rng.gen_bool(p) {
                t.config.forbidden.push(vec![a, b]);
            }
        }
    }
    vec![t]
}

// ------------------------------------------------------------------ criteria

/// The following bracket's (minus pairs, PSD), for C.7.
type NextKey = (i64, Vec<Points>);

/// C.5-C.19 of one candidate, compared field by field (B.8).
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
struct Criteria {
    /// C.5: minus the number of pairs.
    c5: i64,
    /// C.6: the PSD, SDs from the highest down (A.8).
    c6: Vec<Points>,
    /// C.7: minus the pairs, then the PSD, of the following bracket.
    c7: Option<NextKey>,
    /// C.8-C.19 in order.
    rest: [i64; 12],
}

/// The vector under other readings of the text, to measure how much they
/// matter (not asserted): C.11 counting only strong (not absolute)
/// preferences; C.16-C.19 as lists of SDs compared from the highest down
/// (like a PSD) instead of sums.
type SdLists = (
    i64,
    Vec<Points>,
    Option<NextKey>,
    [i64; 8],
    [Vec<Points>; 4],
);

#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
struct Alternatives {
    strong_only: Criteria,
    sd_lists: SdLists,
}

/// A bracket's role in the round, for the reference.
#[derive(Clone)]
enum Mode {
    /// Neither PPB nor last: C.7 looks at `next` (the following scoregroup).
    Normal { next: Vec<usize> },
    /// The PPB: C.4 with everybody below.
    Penultimate { rest: Vec<usize> },
    /// The last bracket (or the CLB): complete the round.
    Last,
}

struct Reference<'a> {
    ctx: &'a RoundContext<'a>,
    states: &'a [PlayerState],
    round: usize,
    initial: Colour,
}

/// The reference's pairing of one bracket.
#[derive(Debug, Clone)]
struct Choice {
    players: Vec<usize>,
    mdps: usize,
    /// State indices.
    pairs: Vec<(usize, usize)>,
    unpaired: Vec<usize>,
    criteria: Criteria,
    /// Position in the generation order (over all M1 tried).
    index: usize,
    /// Distinct matchings with the optimal vector (>1: the order decided).
    ties: usize,
    m1: usize,
    candidates_seen: usize,
    /// Whether the best candidate under each alternative reading is another one.
    strong_only_differs: bool,
    sd_lists_differs: bool,
}

#[derive(Debug)]
enum Skip {
    TooBig,
    NoCandidate(String),
}

impl<'a> Reference<'a> {
    fn score(&self, p: usize) -> Points {
        self.states[p].pairing_score
    }

    /// Every matching among `players` (the first `mdps` never meet each other)
    /// with the most pairs, keyed by (minus pairs, PSD): the best key.
    fn following_bracket(&self, floaters: &[usize], next: &[usize]) -> NextKey {
        let all: Vec<usize> = floaters.iter().chain(next).copied().collect();
        let m = floaters.len();
        let lowest = next
            .iter()
            .map(|&p| self.score(p))
            .min()
            .expect("a following scoregroup");
        let n = all.len();
        let compat: Vec<Vec<bool>> = (0..n)
            .map(|i| {
                (0..n)
                    .map(|j| i != j && (i >= m || j >= m) && self.ctx.compatible(all[i], all[j]))
                    .collect()
            })
            .collect();
        let mut best: Option<NextKey> = None;
        let mut partner = vec![usize::MAX; n];
        fn walk(
            i: usize,
            partner: &mut Vec<usize>,
            compat: &[Vec<bool>],
            eval: &dyn Fn(&[usize]) -> NextKey,
            best: &mut Option<NextKey>,
        ) {
            let n = partner.len();
            if i == n {
                let key = eval(partner);
                if best.as_ref().is_none_or(|b| key < *b) {
                    *best = Some(key);
                }
                return;
            }
            if partner[i] != usize::MAX {
                return walk(i + 1, partner, compat, eval, best);
            }
            partner[i] = i; // unpaired
            walk(i + 1, partner, compat, eval, best);
            for j in i + 1..n {
                if partner[j] == usize::MAX && compat[i][j] {
                    partner[i] = j;
                    partner[j] = i;
                    walk(i + 1, partner, compat, eval, best);
                    partner[j] = usize::MAX;
                }
            }
            partner[i] = usize::MAX;
        }
        let eval = |partner: &[usize]| {
            let mut pairs = 0;
            let mut psd = Vec::new();
            for (i, &j) in partner.iter().enumerate() {
                if j == i {
                    psd.push(self.score(all[i]) - (lowest - ONE_POINT));
                } else if i < j {
                    pairs += 1;
                    psd.push((self.score(all[i]) - self.score(all[j])).abs());
                }
            }
            psd.sort_unstable_by(|a, b| b.cmp(a));
            (-(pairs as i64), psd)
        };
        walk(0, &mut partner, &compat, &eval, &mut best);
        best.expect("the empty matching at least")
    }

    /// C.5-C.19 of a pairing of `players` (state indices).
    fn criteria(
        &self,
        players: &[usize],
        pairs: &[(usize, usize)],
        unpaired: &[usize],
        c7: Option<NextKey>,
    ) -> (Criteria, Alternatives) {
        let s = self.states;
        let lowest = players.iter().map(|&p| self.score(p)).min().unwrap();
        let floater_sd = |p: usize| self.score(p) - (lowest - ONE_POINT);
        let mut psd: Vec<Points> = pairs
            .iter()
            .map(|&(a, b)| (self.score(a) - self.score(b)).abs())
            .collect();
        psd.extend(unpaired.iter().map(|&p| floater_sd(p)));
        psd.sort_unstable_by(|a, b| b.cmp(a));
        let mut rest = [0i64; 12];
        let mut strong_only = 0;
        let mut sd_lists: [Vec<Points>; 4] = Default::default();
        // Colours (E.1-E.5) and C.8-C.11.
        for &(a, b) in pairs {
            let ca = allocate(&s[a], &s[b], self.initial, AbsoluteTie::WiderDifference).0;
            let topscorer_pair = s[a].topscorer || s[b].topscorer;
            for (p, c) in [(a, ca), (b, ca.opposite())] {
                let st = &s[p];
                let delta = if c == Colour::White { 1 } else { -1 };
                let cd = st.colour_difference() + delta;
                if topscorer_pair && !(-2..=2).contains(&cd) {
                    rest[0] += 1; // C.8
                }
                let n = st.colours.len();
                if topscorer_pair && n >= 2 && st.colours[n - 1] == c && st.colours[n - 2] == c {
                    rest[1] += 1; // C.9
                }
                let missed = st.preference.colour.is_some_and(|want| want != c);
                if missed {
                    rest[2] += 1; // C.10
                }
                if missed && st.preference.strength >= Strength::Strong {
                    rest[3] += 1; // C.11
                }
                if missed && st.preference.strength == Strength::Strong {
                    strong_only += 1;
                }
            }
        }
        // Floats (A.4) and C.12-C.19.
        let mut floats: Vec<(usize, Float, Points)> = Vec::new();
        for &(a, b) in pairs {
            let sd = (self.score(a) - self.score(b)).abs();
            match self.score(a).cmp(&self.score(b)) {
                std::cmp::Ordering::Greater => {
                    floats.push((a, Float::Down, sd));
                    floats.push((b, Float::Up, sd));
                }
                std::cmp::Ordering::Less => {
                    floats.push((a, Float::Up, sd));
                    floats.push((b, Float::Down, sd));
                }
                std::cmp::Ordering::Equal => {}
            }
        }
        for &p in unpaired {
            floats.push((p, Float::Down, floater_sd(p)));
        }
        let before = |p: usize, back: usize| -> Float {
            self.round
                .checked_sub(back)
                .and_then(|r| s[p].floats.get(r).copied())
                .unwrap_or(Float::None)
        };
        for &(p, f, sd) in &floats {
            let slot = |down: bool, back1: bool| usize::from(!down) + 2 * usize::from(!back1);
            let down = f == Float::Down;
            if before(p, 1) == f && f != Float::None {
                sd_lists[slot(down, true)].push(sd);
            }
            if before(p, 2) == f && f != Float::None {
                sd_lists[slot(down, false)].push(sd);
            }
            let sd = i64::from(sd);
            let repeat1 = before(p, 1) == f;
            let repeat2 = before(p, 2) == f;
            match f {
                Float::Down => {
                    rest[4] += i64::from(repeat1); // C.12
                    rest[6] += i64::from(repeat2); // C.14
                    rest[8] += if repeat1 { sd } else { 0 }; // C.16
                    rest[10] += if repeat2 { sd } else { 0 }; // C.18
                }
                Float::Up => {
                    rest[5] += i64::from(repeat1); // C.13
                    rest[7] += i64::from(repeat2); // C.15
                    rest[9] += if repeat1 { sd } else { 0 }; // C.17
                    rest[11] += if repeat2 { sd } else { 0 }; // C.19
                }
                Float::None => {}
            }
        }
        for l in &mut sd_lists {
            l.sort_unstable_by(|a, b| b.cmp(a));
        }
        let main = Criteria {
            c5: -(pairs.len() as i64),
            c6: psd,
            c7,
            rest,
        };
        let mut strong = main.clone();
        strong.rest[3] = strong_only;
        let mut first8 = [0; 8];
        first8.copy_from_slice(&rest[..8]);
        // sd_lists slots: 0 C.16, 1 C.17, 2 C.18, 3 C.19.
        let alternatives = Alternatives {
            strong_only: strong,
            sd_lists: (main.c5, main.c6.clone(), main.c7.clone(), first8, sd_lists),
        };
        (main, alternatives)
    }

    /// The best candidate of a bracket by brute force.
    fn solve(
        &self,
        players: &[usize],
        mdps: usize,
        mode: &Mode,
    ) -> std::result::Result<Choice, Skip> {
        let n = players.len();
        let compat: Vec<Vec<bool>> = (0..n)
            .map(|i| {
                (0..n)
                    .map(|j| {
                        i != j
                            && (i >= mdps || j >= mdps)
                            && self.ctx.compatible(players[i], players[j])
                    })
                    .collect()
            })
            .collect();
        let adj: Vec<Vec<usize>> = (0..n)
            .map(|i| (0..n).filter(|&j| compat[i][j]).collect())
            .collect();
        let max_pairs = matching_size(&adj);
        let pair_counts: Vec<usize> = match mode {
            Mode::Last => vec![n / 2],
            Mode::Normal { .. } => vec![max_pairs],
            Mode::Penultimate { .. } => (0..=max_pairs).rev().collect(),
        };
        let next_memo: RefCell<HashMap<Vec<usize>, NextKey>> = RefCell::new(HashMap::new());
        let c4_memo: RefCell<HashMap<Vec<usize>, bool>> = RefCell::new(HashMap::new());
        let mut seen_total = 0;
        for p in pair_counts {
            let mut best: Option<Choice> = None;
            let mut best_strong: Option<(Criteria, Vec<(usize, usize)>)> = None;
            let mut best_lists: Option<(SdLists, Vec<(usize, usize)>)> = None;
            let mut index = 0;
            let mut seen: HashSet<Vec<(usize, usize)>> = HashSet::new();
            for m1 in (0..=mdps.min(p)).rev() {
                let shape = BracketShape {
                    size: n,
                    mdps,
                    m1,
                    pairs: p - m1,
                };
                let count = candidate_count(shape);
                if count == 0 {
                    continue;
                }
                if count > CANDIDATE_LIMIT {
                    return Err(Skip::TooBig);
                }
                for cand in candidates(shape, |b| self.score(players[b - 1])) {
                    index += 1;
                    if !cand.pairs.iter().all(|&(a, b)| compat[a - 1][b - 1]) {
                        continue;
                    }
                    let key = cand.matching_key();
                    if seen.contains(&key) {
                        continue; // generated earlier: same vector, earlier index
                    }
                    let unpaired: Vec<usize> =
                        cand.unpaired.iter().map(|&b| players[b - 1]).collect();
                    let legal = match mode {
                        Mode::Last => {
                            unpaired.len() <= 1
                                && unpaired.iter().all(|&u| self.ctx.bye_eligible(u))
                        }
                        Mode::Penultimate { rest } => *c4_memo
                            .borrow_mut()
                            .entry(unpaired.clone())
                            .or_insert_with(|| self.ctx.completable(&unpaired, rest)),
                        Mode::Normal { .. } => true,
                    };
                    if !legal {
                        continue;
                    }
                    seen.insert(key);
                    let pairs: Vec<(usize, usize)> = cand
                        .pairs
                        .iter()
                        .map(|&(a, b)| (players[a - 1], players[b - 1]))
                        .collect();
                    let c7 = match mode {
                        Mode::Normal { next } if !next.is_empty() => Some(
                            next_memo
                                .borrow_mut()
                                .entry(unpaired.clone())
                                .or_insert_with(|| self.following_bracket(&unpaired, next))
                                .clone(),
                        ),
                        _ => None,
                    };
                    let (criteria, alt) = self.criteria(players, &pairs, &unpaired, c7);
                    if best_strong
                        .as_ref()
                        .is_none_or(|(b, _)| alt.strong_only < *b)
                    {
                        best_strong = Some((alt.strong_only.clone(), key_of(&pairs)));
                    }
                    if best_lists.as_ref().is_none_or(|(b, _)| alt.sd_lists < *b) {
                        best_lists = Some((alt.sd_lists.clone(), key_of(&pairs)));
                    }
                    match &mut best {
                        Some(b) if criteria == b.criteria => b.ties += 1,
                        Some(b) if criteria > b.criteria => {}
                        _ => {
                            best = Some(Choice {
                                players: players.to_vec(),
                                mdps,
                                pairs,
                                unpaired,
                                criteria,
                                index,
                                ties: 1,
                                m1,
                                candidates_seen: 0,
                                strong_only_differs: false,
                                sd_lists_differs: false,
                            })
                        }
                    }
                }
            }
            seen_total += index;
            if let Some(mut b) = best {
                b.candidates_seen = seen_total;
                let chosen = key_of(&b.pairs);
                b.strong_only_differs = best_strong.is_some_and(|(_, k)| k != chosen);
                b.sd_lists_differs = best_lists.is_some_and(|(_, k)| k != chosen);
                return Ok(b);
            }
        }
        Err(Skip::NoCandidate(format!(
            "bracket of {n} ({mdps} MDPs): no legal candidate"
        )))
    }
}

fn key_of(pairs: &[(usize, usize)]) -> Vec<(usize, usize)> {
    let mut k: Vec<(usize, usize)> = pairs.iter().map(|&(a, b)| (a.min(b), a.max(b))).collect();
    k.sort_unstable();
    k
}

/// The reference pairing of a round, bracket by bracket (A.9).
struct RoundReference {
    brackets: Vec<(Choice, &'static str)>,
    pairs: BTreeSet<(PlayerId, PlayerId)>,
    bye: Option<PlayerId>,
    collapsed: bool,
}

fn reference(
    t: &Tournament,
    request: &RoundRequest,
) -> std::result::Result<Option<RoundReference>, Skip> {
    let states = derive(t, request, &RULES);
    let ctx = RoundContext::new(&DUTCH_2017, t, request, &states);
    let r = Reference {
        ctx: &ctx,
        states: &states,
        round: request.round.index(),
        initial: request.initial_colour,
    };
    let mut present: Vec<usize> = request
        .present
        .iter()
        .map(|&id| t.index_of(id).unwrap())
        .collect();
    present.sort_by_key(|&i| (-states[i].pairing_score, states[i].id));
    if !ctx.completable(&[], &present) {
        return Ok(None);
    }
    let mut groups: Vec<Vec<usize>> = Vec::new();
    for &p in &present {
        match groups.last_mut() {
            Some(g) if states[g[0]].pairing_score == states[p].pairing_score => g.push(p),
            _ => groups.push(vec![p]),
        }
    }
    let mut brackets = Vec::new();
    let mut mdps: Vec<usize> = Vec::new();
    let mut collapsed = false;
    for k in 0..groups.len() {
        let rest: Vec<usize> = groups[k + 1..].concat();
        let players: Vec<usize> = mdps.iter().chain(&groups[k]).copied().collect();
        if rest.is_empty() {
            brackets.push((r.solve(&players, mdps.len(), &Mode::Last)?, "last"));
            break;
        }
        let choice = r.solve(
            &players,
            mdps.len(),
            &Mode::Normal {
                next: groups[k + 1].clone(),
            },
        )?;
        if ctx.completable(&choice.unpaired, &rest) {
            mdps = choice.unpaired.clone();
            brackets.push((choice, "ordinary"));
            continue;
        }
        collapsed = true;
        let ppb = r.solve(
            &players,
            mdps.len(),
            &Mode::Penultimate { rest: rest.clone() },
        )?;
        let clb: Vec<usize> = ppb.unpaired.iter().chain(&rest).copied().collect();
        let m = ppb.unpaired.len();
        brackets.push((ppb, "PPB"));
        brackets.push((r.solve(&clb, m, &Mode::Last)?, "CLB"));
        break;
    }
    let id = |p: usize| states[p].id;
    let mut pairs = BTreeSet::new();
    for (c, _) in &brackets {
        for &(a, b) in &c.pairs {
            pairs.insert((id(a).min(id(b)), id(a).max(id(b))));
        }
    }
    let last = &brackets.last().unwrap().0;
    let bye = last.unpaired.first().map(|&p| id(p));
    Ok(Some(RoundReference {
        brackets,
        pairs,
        bye,
        collapsed,
    }))
}

// ------------------------------------------------------------------ reports

fn show_pairs(states: &[PlayerState], pairs: &[(usize, usize)], unpaired: &[usize]) -> String {
    let mut s: Vec<String> = pairs
        .iter()
        .map(|&(a, b)| format!("{}-{}", states[a].id, states[b].id))
        .collect();
    s.sort();
    format!(
        "{} | unpaired {:?}",
        s.join(" "),
        unpaired.iter().map(|&u| states[u].id).collect::<Vec<_>>()
    )
}

/// The engine's quality levels (criteria.rs) on a bracket pairing: each
/// form's value with the bracket's edges chosen as given. Next-bracket (C.7)
/// edges are left unchosen, so C.7 values are not meaningful.
fn engine_levels(
    ctx: &RoundContext,
    choice: &Choice,
    role: Role,
    pairs: &[(usize, usize)],
) -> String {
    let model = BracketModel::build(ctx, choice.players.clone(), choice.mdps, role);
    let set: HashSet<(usize, usize)> = pairs.iter().flat_map(|&(a, b)| [(a, b), (b, a)]).collect();
    let chosen: Vec<bool> = model
        .edges
        .iter()
        .enumerate()
        .map(|(e, &(a, b))| {
            model.kinds[e] == EdgeKind::Bracket
                && set.contains(&(model.players[a], model.players[b]))
        })
        .collect();
    quality_levels(&model)
        .iter()
        .map(|l| format!("{}={}", l.criterion, l.form.value(&chosen)))
        .collect::<Vec<_>>()
        .join(" ")
}

fn engine_role(
    ctx: &RoundContext,
    choice: &Choice,
    kind: &str,
    next: Option<&[usize]>,
    rest: &[usize],
) -> Role {
    match kind {
        "ordinary" => {
            let next_is_last = next.is_some_and(|n| n.len() == rest.len());
            next_bracket::role_for(
                ctx,
                &choice.players,
                choice.mdps,
                next.unwrap_or(&[]),
                next_is_last,
            )
        }
        "PPB" => Role::Penultimate {
            rest: rest.to_vec(),
            quota: None,
        },
        _ => Role::Last,
    }
}

#[derive(Default, Debug)]
struct Tally {
    rounds: usize,
    compared: usize,
    agreed: usize,
    mismatches: usize,
    unpairable: usize,
    too_big: usize,
    no_candidate: usize,
    collapsed: usize,
    heterogeneous_brackets: usize,
    brackets: usize,
    order_decided: usize,
    topscorer_rounds: usize,
    largest_enumeration: usize,
    /// Brackets with a following scoregroup and one / several downfloaters.
    /// Homogeneous brackets paired after a resident-exchange (with a choice).
    homogeneous_exchanged: usize,
    homogeneous_exchanged_with_ties: usize,
    /// Heterogeneous brackets whose best candidate leaves MDPs in the Limbo.
    with_limbo: usize,
    c7_single_floater: usize,
    c7_several_floaters: usize,
    /// Brackets whose choice another reading would change (not asserted).
    c11_strong_only_differs: usize,
    c16_c19_lists_differs: usize,
}

fn compare(seed: u64, t: &Tournament, tally: &mut Tally, report: &mut Vec<String>) {
    tally.rounds += 1;
    let request = RoundRequest::next_round(t).unwrap();
    let engine =
        pairproof::engine::pair_round(&DUTCH_2017, pairproof::solver::Solver::Exact, t, &request);
    let reference = match reference(t, &request) {
        Ok(r) => r,
        Err(Skip::TooBig) => {
            tally.too_big += 1;
            return;
        }
        Err(Skip::NoCandidate(m)) => {
            tally.no_candidate += 1;
            report.push(format!(
                "seed {seed} round {}: reference found no candidate: {m}\n{}",
                request.round,
                pairproof::trf::write(t)
            ));
            return;
        }
    };
    let Some(reference) = reference else {
        tally.unpairable += 1;
        if engine.is_ok() {
            tally.mismatches += 1;
            report.push(format!(
                "seed {seed} round {}: unpairable by C.1-C.3, yet the engine paired it",
                request.round
            ));
        }
        return;
    };
    tally.compared += 1;
    tally.collapsed += usize::from(reference.collapsed);
    if request.is_last_round() {
        tally.topscorer_rounds += 1;
    }
    for (c, _) in &reference.brackets {
        tally.brackets += 1;
        tally.heterogeneous_brackets += usize::from(c.mdps > 0);
        tally.order_decided += usize::from(c.ties > 1);
        if c.mdps == 0 {
            // The chosen S1 is not the original one: a resident-exchange (D.2).
            let bsn = |p: usize| c.players.iter().position(|&q| q == p).unwrap() + 1;
            let n1 = c.pairs.len();
            let exchanged = c
                .pairs
                .iter()
                .any(|&(a, b)| (bsn(a) <= n1) == (bsn(b) <= n1));
            tally.homogeneous_exchanged += usize::from(exchanged);
            tally.homogeneous_exchanged_with_ties += usize::from(exchanged && c.ties > 1);
        }
        tally.with_limbo += usize::from(c.m1 < c.mdps);
        tally.largest_enumeration = tally.largest_enumeration.max(c.candidates_seen);
        if c.criteria.c7.is_some() {
            match c.unpaired.len() {
                0 => {}
                1 => tally.c7_single_floater += 1,
                _ => tally.c7_several_floaters += 1,
            }
        }
        tally.c11_strong_only_differs += usize::from(c.strong_only_differs);
        tally.c16_c19_lists_differs += usize::from(c.sd_lists_differs);
    }
    let (engine_pairs, engine_bye) = match &engine {
        Ok(p) => (
            p.boards
                .iter()
                .map(|b| (b.white.min(b.black), b.white.max(b.black)))
                .collect::<BTreeSet<_>>(),
            p.bye,
        ),
        Err(e) => {
            tally.mismatches += 1;
            report.push(format!(
                "seed {seed} round {}: engine error {e}; reference {:?} bye {:?}\n{}",
                request.round,
                reference.pairs,
                reference.bye,
                pairproof::trf::write(t)
            ));
            return;
        }
    };
    if engine_pairs == reference.pairs && engine_bye == reference.bye {
        tally.agreed += 1;
        return;
    }
    tally.mismatches += 1;
    // The first bracket where the engine's pairing differs.
    let states = derive(t, &request, &RULES);
    let ctx = RoundContext::new(&DUTCH_2017, t, &request, &states);
    let r = Reference {
        ctx: &ctx,
        states: &states,
        round: request.round.index(),
        initial: request.initial_colour,
    };
    let index_of = |id: PlayerId| t.index_of(id).unwrap();
    let mut text = format!(
        "=== MISMATCH seed {seed}, round {} (XXR {:?}{})\nengine:    {:?} bye {:?}\nreference: {:?} bye {:?}\n",
        request.round,
        request.total_rounds,
        if reference.collapsed { ", collapsed" } else { "" },
        engine_pairs,
        engine_bye,
        reference.pairs,
        reference.bye
    );
    let mut present: Vec<usize> = request.present.iter().map(|&id| index_of(id)).collect();
    present.sort_by_key(|&i| (-states[i].pairing_score, states[i].id));
    for (k, (choice, kind)) in reference.brackets.iter().enumerate() {
        let inside: HashSet<usize> = choice.players.iter().copied().collect();
        let mut engine_bracket: Vec<(usize, usize)> = engine_pairs
            .iter()
            .map(|&(a, b)| (index_of(a), index_of(b)))
            .filter(|(a, b)| inside.contains(a) && inside.contains(b))
            .collect();
        engine_bracket.sort_unstable();
        let mut ref_sorted: Vec<(usize, usize)> = choice
            .pairs
            .iter()
            .map(|&(a, b)| (a.min(b), a.max(b)))
            .collect();
        ref_sorted.sort_unstable();
        let engine_sorted: Vec<(usize, usize)> = engine_bracket
            .iter()
            .map(|&(a, b)| (a.min(b), a.max(b)))
            .collect();
        if ref_sorted == engine_sorted {
            continue;
        }
        let paired: HashSet<usize> = engine_bracket.iter().flat_map(|&(a, b)| [a, b]).collect();
        let engine_unpaired: Vec<usize> = choice
            .players
            .iter()
            .copied()
            .filter(|p| !paired.contains(p))
            .collect();
        // Scoregroups below this bracket, for C.7 and the PPB's rest.
        let below: Vec<usize> = present
            .iter()
            .copied()
            .filter(|p| {
                !inside.contains(p)
                    && states[*p].pairing_score < r.score(*choice.players.last().unwrap())
            })
            .collect();
        let next: Vec<usize> = below
            .iter()
            .copied()
            .filter(|&p| {
                below
                    .first()
                    .is_some_and(|&f| states[f].pairing_score == states[p].pairing_score)
            })
            .collect();
        let c7 = (*kind == "ordinary" && !next.is_empty())
            .then(|| r.following_bracket(&engine_unpaired, &next));
        let (engine_criteria, _) =
            r.criteria(&choice.players, &engine_bracket, &engine_unpaired, c7);
        let role = || engine_role(&ctx, choice, kind, Some(&next), &below);
        text += &format!(
            "bracket {} ({kind}, {} players, {} MDPs, scores {:?}):\n  players {:?}\n  reference {} [index {}, M1 {}, {} optimal matchings]\n    criteria {:?}\n    engine forms: {}\n  engine    {}\n    criteria {:?}\n    engine forms: {}\n  reference vector {} engine vector\n",
            k + 1,
            choice.players.len(),
            choice.mdps,
            choice.players.iter().map(|&p| states[p].pairing_score).collect::<Vec<_>>(),
            choice.players.iter().map(|&p| states[p].id).collect::<Vec<_>>(),
            show_pairs(&states, &choice.pairs, &choice.unpaired),
            choice.index,
            choice.m1,
            choice.ties,
            choice.criteria,
            engine_levels(&ctx, choice, role(), &choice.pairs),
            show_pairs(&states, &engine_bracket, &engine_unpaired),
            engine_criteria,
            engine_levels(&ctx, choice, role(), &engine_bracket),
            match choice.criteria.cmp(&engine_criteria) {
                std::cmp::Ordering::Less => "<",
                std::cmp::Ordering::Equal => "==",
                std::cmp::Ordering::Greater => ">",
            }
        );
        break;
    }
    text += "players (id score colours pref floats):\n";
    for &p in &present {
        let s = &states[p];
        text += &format!(
            "  {:>3} {:>4} {:?} {:?}/{:?} {:?}{}{}\n",
            s.id,
            s.pairing_score,
            s.colours.iter().map(|c| c.trf_char()).collect::<String>(),
            s.preference.colour,
            s.preference.strength,
            s.floats,
            if s.topscorer { " topscorer" } else { "" },
            if s.bye_ineligible { " no-bye" } else { "" },
        );
    }
    text += &pairproof::trf::write(t);
    report.push(text);
}

/// Seeds from `BRUTEFORCE_SEEDS=a..b` when set (to explore), else `default`.
fn seeds(default: std::ops::RangeInclusive<u64>) -> Vec<u64> {
    match std::env::var("BRUTEFORCE_SEEDS") {
        Ok(range) => {
            let (a, b) = range.split_once("..").expect("BRUTEFORCE_SEEDS=a..b");
            (a.parse().unwrap()..b.parse().unwrap()).collect()
        }
        Err(_) => default.collect(),
    }
}

fn run_cases(name: &str, seeds: &[u64], make: fn(u64) -> Vec<Tournament>, min_compared: usize) {
    let start = Instant::now();
    let mut tally = Tally::default();
    let mut report = Vec::new();
    for &seed in seeds {
        for t in make(seed) {
            compare(seed, &t, &mut tally, &mut report);
        }
    }
    for r in &report {
        eprintln!("{r}");
    }
    eprintln!(
        "{name}: {tally:#?}\nin {:.1}s",
        start.elapsed().as_secs_f64()
    );
    assert!(
        tally.compared >= min_compared,
        "only {} rounds compared",
        tally.compared
    );
    assert_eq!(
        tally.mismatches, 0,
        "{} mismatches (see above)",
        tally.mismatches
    );
}

/// Random histories of 1-4 rounds (and round 1 with forbidden pairs).
#[test]
fn engine_equals_the_brute_force_reading_of_the_rules() {
    run_cases("random histories", &seeds(1..=300), cases, 500);
}

/// Round 1 with forbidden pairs: the generation order (D.1, D.2) alone.
#[test]
fn round_one_exchanges_follow_d2() {
    run_cases("round 1, exchanges", &seeds(1..=400), round_one_cases, 300);
}

/// Round 2 with forbidden pairs across scoregroups: MDPs, Limbo (D.3), remainders.
#[test]
fn round_two_mdps_follow_b7_and_d3() {
    run_cases("round 2, MDPs", &seeds(1..=400), round_two_cases, 300);
}
