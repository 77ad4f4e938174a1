//! Certificates of the verifier's verdicts, and their checker.
//!
//! A certificate ([`RoundCertificate`]) is plain JSON, documented field by
//! field in `docs/certificates.md`: per bracket the model the verifier judged
//! (its players, the compatible pairs, the constraints), per criterion level
//! the linear form exactly as the rule set defines it, the value of the
//! pairing under test, and the evidence for that value: a better candidate
//! (a `suboptimal` verdict), a Tutte-Berge barrier (no matching of the
//! bracket has more pairs), or the claim of the method that proved it where
//! no evidence is written yet.
//!
//! This module and [`check`] depend on std and serde alone: neither HiGHS,
//! varisat nor the engine's modules, so that the checker is a second, much
//! smaller program inside the first (`tests/rules/certificates.rs` holds it to that).

mod barrier;
pub mod check;
mod derive;
mod duals;
pub mod dutch;
mod edmonds;
mod following;
pub mod tournament;
pub mod unsat;

use serde::{Deserialize, Serialize};

/// The format's name and version, the first field of every certificate.
pub const FORMAT: &str = "pairproof-certificate/1";

/// One round's certificate.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundCertificate {
    pub format: String,
    pub system: String,
    /// 1-based.
    pub round: usize,
    /// The verifier's verdict: optimal, suboptimal, illegal, colours, undecided.
    pub verdict: String,
    /// The pairing under test.
    pub tested: TestedPairing,
    /// How many brackets the verifier judged; those certified follow.
    pub brackets_judged: usize,
    pub brackets: Vec<BracketCertificate>,
    /// The tournament file judged: where it was read, and the hash of its bytes.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tournament: Option<TournamentFile>,
    /// The rule model the verifier judged under (`--model`), when not the
    /// system's own text: its readings may not be the derivation's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub model: Option<String>,
}

/// The tournament file a certificate judged.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TournamentFile {
    /// The path as the certificate's writer found it (absolute where it could be resolved).
    pub path: String,
    /// FNV-1a (64 bits) of the file's bytes, 16 hexadecimal digits.
    pub fnv1a64: String,
}

impl TournamentFile {
    /// The file at `path` with the hash of `bytes`.
    pub fn of(path: &std::path::Path, bytes: &[u8]) -> TournamentFile {
        let absolute = std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf());
        TournamentFile {
            path: absolute.to_string_lossy().into_owned(),
            fnv1a64: tournament::hash_text(bytes),
        }
    }
}

/// The pairing under test: boards as `[white, black]`, the bye.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TestedPairing {
    pub boards: Vec<(u32, u32)>,
    pub bye: Option<u32>,
}

/// One bracket as a matching model and its levels.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BracketCertificate {
    /// 1-based, in the walk's order.
    pub bracket: usize,
    /// The model's role: normal, penultimate, last, completion, floater-costs, adjacent-opponents.
    pub role: String,
    /// The player id of each model vertex; 0 for the bye vertex.
    pub vertices: Vec<u32>,
    /// The bracket's own players: vertices `0..own` (the rest are the
    /// players below it the role adds, and the bye vertex).
    pub own: usize,
    /// The compatible pairs (the model's edges), as the rule set gives them.
    pub edges: Vec<Edge>,
    /// Vertices every candidate must match.
    pub must_match: Vec<usize>,
    /// Edges fixed in or out before the levels.
    pub fixed: Vec<(usize, bool)>,
    /// Further linear rows every candidate satisfies (a quota, the completion).
    pub rows: Vec<Row>,
    /// The bracket's own pairs under test, as edges.
    pub tested_edges: Vec<usize>,
    /// The edges below the bracket (and the bye) of the pairing under test
    /// completed at its best: with `tested_edges`, a matching of the model
    /// that reaches every level's value under test.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub tested_below: Vec<usize>,
    pub levels: Vec<LevelCertificate>,
    /// optimal, suboptimal or undecided.
    pub verdict: String,
    /// The chains of duals of the continuous relaxation that levels'
    /// `relaxation` evidence points into.
    #[serde(default)]
    pub relaxations: Vec<RelaxationChain>,
}

/// Minimisations of the continuous relaxation of a scope of the bracket
/// (its fractional matchings of `pairs` pairs, as the bipartite double
/// cover: rows and columns are the vertices, then `vertices - 2 pairs`
/// dummies that may take any vertex not bound to be matched), one level
/// after another, each with an optimal dual.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RelaxationChain {
    pub scope: RelaxationScope,
    pub steps: Vec<DualStep>,
}

/// Which matchings a relaxation ranges over.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RelaxationScope {
    /// `all` the model's edges, or the `bracket`'s own (the others left out).
    pub edges: String,
    /// Whether the model's must-match vertices must be matched.
    pub must_match: bool,
    pub pairs: usize,
    /// Why every candidate equal on the earlier levels makes `pairs` pairs here.
    pub pairs_by: PairsBy,
}

/// The reason a scope's number of pairs holds for the candidates.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum PairsBy {
    /// An earlier level (0-based) whose form is minus one per edge of the scope.
    Level { level: usize },
    /// A row (0-based) of the model at least `pairs` on one per edge of the
    /// scope, while the vertices those edges meet make at most `pairs` pairs.
    Row { row: usize },
    /// Every vertex must be matched, and there are `2 pairs` of them.
    Everybody,
    /// Two earlier levels (0-based): `own`, minus one per bracket edge (none
    /// when the bracket has no usable edge: no pair), and `following`, minus
    /// two per edge below the bracket and one per bye edge (the bye edges
    /// sharing the bye vertex): the scope's pairs are the bracket's pairs,
    /// those below and the bye.
    Levels {
        #[serde(default)]
        own: Option<usize>,
        following: usize,
    },
    /// The rule set's reading, taken on trust.
    Trusted { reason: String },
}

/// One minimisation: the level (0-based; none for the start, which costs
/// nothing and only leaves out the arcs no assignment uses) and the
/// potentials of the double cover's rows and columns. After a step the
/// next ranges over the arcs whose reduced cost was zero.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DualStep {
    pub level: Option<usize>,
    pub rows: Vec<i64>,
    pub cols: Vec<i64>,
}

/// An edge between two vertices: `bracket` (both of the bracket), `next`
/// (below it), `completion` (the rest of the round), `bye` (to the bye vertex).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Edge {
    pub a: usize,
    pub b: usize,
    pub kind: String,
}

/// `lower <= sum weight * x_edge <= upper`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Row {
    pub terms: Vec<(usize, i64)>,
    pub lower: Option<i64>,
    pub upper: Option<i64>,
}

/// One criterion level: minimise `constant + sum weight * x_edge`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LevelCertificate {
    pub paragraph: String,
    pub measure: String,
    /// `max-pairs` (minus the bracket's own pairs), `next-bracket` (the look-ahead), `other`.
    pub kind: String,
    pub constant: i64,
    pub terms: Vec<(usize, i64)>,
    /// The value of the pairing under test (with the rest below the bracket
    /// at its best where the form reaches below it).
    pub tested: i64,
    pub evidence: Evidence,
}

/// Why the value under test is what it is, or where a better one is.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Evidence {
    /// A candidate equal on every earlier level and better on this one:
    /// its edges (a matching of the model) and its value here.
    Candidate { edges: Vec<usize>, value: i64 },
    /// A Tutte-Berge barrier of the bracket's own pairs: removing the
    /// vertices `set` leaves `odd` odd components, so no matching has more
    /// than `pairs` = (own + |set| - odd) / 2 pairs.
    Barrier {
        set: Vec<usize>,
        odd: usize,
        pairs: usize,
    },
    /// The look-ahead's first measure (minus two per pair of the following
    /// bracket, one for the bye) bounded by a Tutte-Berge barrier of the
    /// players by the bracket's and the following bracket's edges: removing
    /// the vertices `set` leaves `odd` odd components, so no candidate makes
    /// more than `pairs` = (players + |set| - odd) / 2 pairs there; with the
    /// bracket's own pairs fixed by an earlier level, and each settled
    /// player counted once, no candidate settles more below than the value
    /// under test says.
    FollowingBracket {
        set: Vec<usize>,
        odd: usize,
        pairs: usize,
    },
    /// The continuous relaxation's duals: step `step` of the bracket's
    /// relaxation chain `chain` minimises this level, and the chain's
    /// potentials bound it below by the value under test.
    Relaxation { chain: usize, step: usize },
    /// The SAT question "a candidate equal on the earlier levels and lower
    /// on this one?" as the verifier encoded it (DIMACS, the earlier levels'
    /// values and this level's bound as unit clauses) and a DRAT refutation.
    Unsat { cnf: String, drat: String },
    /// An optimal dual of the perfect matching polytope (Edmonds'): the
    /// scope's matchings of `pairs` pairs made perfect by `vertices - 2
    /// pairs` dummies (joined at no cost to every vertex not bound to be
    /// matched), costed by the levels `levels` (earlier ones, then this
    /// one) times their weights; see [`MatchingDual`].
    Matching { dual: MatchingDual },
    /// Proved by the verifier, no evidence written yet: how.
    Claimed { method: String },
    /// After the level with a better candidate: not asked.
    NotReached,
}

/// Vertex potentials (the vertices, then the dummies) and odd sets with
/// nonnegative values, doubled: every edge's `y[a] + y[b] + 2 z` over the
/// sets holding both ends is at least minus twice its cost.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MatchingDual {
    pub scope: RelaxationScope,
    /// (level, weight), the levels in increasing order, this level last.
    pub levels: Vec<(usize, Wide)>,
    pub potentials: Vec<Wide>,
    pub odd_sets: Vec<(Vec<usize>, Wide)>,
}

/// An integer up to 2^127 in magnitude, written as a JSON string of decimal
/// digits (JSON numbers are commonly read as 64-bit or as floating point).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Wide(pub i128);

impl Serialize for Wide {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.0.to_string())
    }
}

impl<'de> Deserialize<'de> for Wide {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Wide, D::Error> {
        let text = String::deserialize(d)?;
        text.parse()
            .map(Wide)
            .map_err(|_| serde::de::Error::custom(format!("`{text}` is no integer")))
    }
}
