//! The candidates of a lexicographic optimum as a graph: the optimal
//! matchings are exactly its perfect matchings (see [`super::assignment`]).
//! Vertices are the model's, then dummy vertices standing for "unpaired".
//! Tie-breaks then become yes/no questions (is there still a perfect matching
//! with this pair?), answered by augmenting paths on a current perfect matching.

use super::matching::{augment_from, maximum_matching_from, NONE};

/// A candidate pair: a model edge, or a model vertex left unpaired (matched
/// to the dummy vertex of that index). Indices held as `u32`, half the size
/// of `usize`: a large bracket lists millions of pairs before its graph.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pair {
    Edge(u32),
    Unpaired(u32, u32),
}

impl Pair {
    pub fn edge(e: usize) -> Pair {
        Pair::Edge(narrow(e))
    }

    pub fn unpaired(v: usize, dummy: usize) -> Pair {
        Pair::Unpaired(narrow(v), narrow(dummy))
    }
}

/// An index as a pair holds it; a model of 2^32 edges is far beyond any
/// bracket a TRF can hold (9,999 players make 50 million pairs).
fn narrow(index: usize) -> u32 {
    u32::try_from(index).expect("an index beyond u32")
}

/// A change to a candidate graph's lists, kept to be undone: a list as it
/// was, or a pair taken out of one at a position.
enum Undo {
    List(usize, Vec<u32>),
    Taken(usize, usize, u32),
}

/// A graph whose perfect matchings are the candidates still allowed, with one
/// of them; pairs fixed so far are taken out of the graph.
#[derive(Debug, Clone)]
pub struct CandidateGraph {
    vertices: usize,
    /// Each vertex's neighbours, as `u32` (half the size of `usize`: the
    /// lists hold every candidate pair twice).
    adjacency: Vec<Vec<u32>>,
    /// The model edges among the candidate pairs, by their first vertex
    /// (those of vertex `a` at `model_edges[model_start[a]..model_start[a + 1]]`),
    /// each as its other vertex and the edge (as `u32`, as in [`Pair`]).
    model_start: Vec<usize>,
    model_edges: Vec<(u32, u32)>,
    mate: Vec<usize>,
    /// Vertices not yet in a fixed pair.
    free: Vec<bool>,
}

impl CandidateGraph {
    /// `vertices` model vertices, `dummies` dummy vertices, the candidate
    /// pairs over `edges` (the model's), listed by `pairs` anew each time
    /// (in the same order) rather than held: a large bracket's graph holds
    /// millions of pairs, and a list of them besides would be as large again.
    /// `start`, pairs of vertices (dummies numbered after the model's) of a
    /// candidate known beforehand, is where the current candidate starts
    /// from, as far as its pairs are in the graph: the questions that follow
    /// (which pairs some candidate has) do not depend on it, but a start far
    /// from the candidates they leave costs an augmenting path for each pair
    /// they take away. `None` if it has no perfect matching.
    pub fn new<I: Iterator<Item = Pair>>(
        vertices: usize,
        edges: &[(usize, usize)],
        dummies: usize,
        pairs: impl Fn() -> I,
        start: impl IntoIterator<Item = (usize, usize)>,
    ) -> Option<CandidateGraph> {
        let ends = |pair: Pair| match pair {
            Pair::Edge(e) => edges[e as usize],
            Pair::Unpaired(v, d) => (v as usize, vertices + d as usize),
        };
        // Lists at their exact size: a large bracket's graph holds millions
        // of pairs, and growing lists leave up to as much again unused.
        let mut degree = vec![0usize; vertices + dummies];
        let mut model_start = vec![0usize; vertices + 1];
        for pair in pairs() {
            let (a, b) = ends(pair);
            degree[a] += 1;
            degree[b] += 1;
            if let Pair::Edge(_) = pair {
                model_start[a + 1] += 1;
            }
        }
        for a in 0..vertices {
            model_start[a + 1] += model_start[a];
        }
        let mut adjacency: Vec<Vec<u32>> = degree.into_iter().map(Vec::with_capacity).collect();
        let mut model_edges = vec![(0, 0); model_start[vertices]];
        let mut next_of = model_start[..vertices].to_vec();
        for pair in pairs() {
            let (a, b) = ends(pair);
            if let Pair::Edge(e) = pair {
                model_edges[next_of[a]] = (narrow(b), e);
                next_of[a] += 1;
            }
            adjacency[a].push(narrow(b));
            adjacency[b].push(narrow(a));
        }
        let mut mate = vec![NONE; adjacency.len()];
        for (a, b) in start {
            if mate[a] == NONE && mate[b] == NONE && adjacency[a].contains(&narrow(b)) {
                mate[a] = b;
                mate[b] = a;
            }
        }
        let mate: Vec<usize> = maximum_matching_from(&adjacency, mate)
            .into_iter()
            .map(|m| m.unwrap_or(NONE))
            .collect();
        if mate.contains(&NONE) {
            return None;
        }
        Some(CandidateGraph {
            vertices,
            free: vec![true; adjacency.len()],
            adjacency,
            model_start,
            model_edges,
            mate,
        })
    }

    /// `v`'s partner in the current candidate; `None` when unpaired.
    pub fn partner(&self, v: usize) -> Option<usize> {
        Some(self.mate[v]).filter(|&m| m < self.vertices)
    }

    /// Model vertices `v` may still be paired with, in increasing order.
    pub fn neighbours(&self, v: usize) -> Vec<usize> {
        let mut out: Vec<usize> = self.adjacency[v]
            .iter()
            .map(|&u| u as usize)
            .filter(|&u| u < self.vertices && self.free[u])
            .collect();
        out.sort_unstable();
        out.dedup();
        out
    }

    /// Fixes the pair `v`-`r` if some candidate left has it; returns whether.
    pub fn try_pair(&mut self, v: usize, r: usize) -> bool {
        if !self.free[v] || !self.free[r] || !self.adjacency[v].contains(&narrow(r)) {
            return false;
        }
        if self.mate[v] == r {
            self.free[v] = false;
            self.free[r] = false;
            return true;
        }
        // Pair v with r; their former partners must then find each other
        // through an alternating path avoiding the fixed vertices.
        let saved = self.mate.clone();
        let (a, b) = (self.mate[v], self.mate[r]);
        self.mate[a] = NONE;
        self.mate[b] = NONE;
        self.mate[v] = r;
        self.mate[r] = v;
        self.free[v] = false;
        self.free[r] = false;
        if augment_from(&self.adjacency, &mut self.mate, a, &self.free) {
            return true;
        }
        self.mate = saved;
        self.free[v] = true;
        self.free[r] = true;
        false
    }

    /// Fixes `v` unpaired (matched to a dummy vertex) if some candidate left
    /// has it; returns whether.
    pub fn try_unpair(&mut self, v: usize) -> bool {
        let dummies: Vec<usize> = self.adjacency[v]
            .iter()
            .map(|&d| d as usize)
            .filter(|&d| d >= self.vertices)
            .collect();
        dummies.into_iter().any(|d| self.try_pair(v, d))
    }

    /// Keeps only the pairs `keep` accepts (given as vertex pairs, dummies
    /// numbered after the model's vertices), if some candidate is left;
    /// returns whether (when not, nothing changes).
    pub fn try_restrict(&mut self, keep: impl Fn(usize, usize) -> bool) -> bool {
        self.restrict_lists(0..self.adjacency.len(), keep)
    }

    /// [`Self::try_restrict`] when `keep` refuses no pair but those of the
    /// vertices `touched`: only their lists are read, which matters when a
    /// text decides player by player in a bracket of thousands of pairs.
    pub fn try_restrict_touching(
        &mut self,
        touched: &[usize],
        keep: impl Fn(usize, usize) -> bool,
    ) -> bool {
        let mut undo = Vec::new();
        for &a in touched {
            let (kept, refused): (Vec<u32>, Vec<u32>) = (self.adjacency[a].iter())
                .partition(|&&b| keep(a.min(b as usize), a.max(b as usize)));
            if refused.is_empty() {
                continue;
            }
            let list = std::mem::replace(&mut self.adjacency[a], kept);
            undo.push(Undo::List(a, list));
            // The other end loses one pair: found and taken out, not refiltered.
            for b in refused {
                let other = &mut self.adjacency[b as usize];
                if let Some(at) = other.iter().position(|&x| x as usize == a) {
                    other.remove(at);
                    undo.push(Undo::Taken(b as usize, at, narrow(a)));
                }
            }
        }
        self.mend_or_undo(undo, keep)
    }

    /// Filters the lists of `vertices` by `keep` and mends the matching, if
    /// a candidate is left; else puts everything back.
    fn restrict_lists(
        &mut self,
        vertices: impl IntoIterator<Item = usize>,
        keep: impl Fn(usize, usize) -> bool,
    ) -> bool {
        // Only the lists that lose a pair are saved: a copy of the whole
        // graph (millions of pairs in a large bracket) would double its memory.
        let mut undo = Vec::new();
        for a in vertices {
            let list = &mut self.adjacency[a];
            let kept = |b: u32| keep(a.min(b as usize), a.max(b as usize));
            if list.iter().any(|&b| !kept(b)) {
                undo.push(Undo::List(a, list.clone()));
                list.retain(|&b| kept(b));
            }
        }
        self.mend_or_undo(undo, keep)
    }

    /// Unmatches the pairs `keep` refuses and augments again; when some
    /// vertex stays unmatched, undoes `undo` (latest first) and the matching.
    fn mend_or_undo(&mut self, undo: Vec<Undo>, keep: impl Fn(usize, usize) -> bool) -> bool {
        let saved_mate = self.mate.clone();
        for a in 0..self.mate.len() {
            let b = self.mate[a];
            if b != NONE && !keep(a.min(b), a.max(b)) {
                self.mate[a] = NONE;
                self.mate[b] = NONE;
            }
        }
        for root in 0..self.mate.len() {
            let unmatched = self.mate[root] == NONE;
            if unmatched
                && !(self.free[root]
                    && augment_from(&self.adjacency, &mut self.mate, root, &self.free))
            {
                for step in undo.into_iter().rev() {
                    match step {
                        Undo::List(a, list) => self.adjacency[a] = list,
                        Undo::Taken(b, at, a) => self.adjacency[b].insert(at, a),
                    }
                }
                self.mate = saved_mate;
                return false;
            }
        }
        true
    }

    /// The current candidate as chosen model edges.
    pub fn chosen(&self, edges: usize) -> Vec<bool> {
        let mut chosen = vec![false; edges];
        for a in 0..self.vertices {
            let range = self.model_start[a]..self.model_start[a + 1];
            for &(b, e) in &self.model_edges[range] {
                chosen[e as usize] = self.partner(a) == Some(b as usize);
            }
        }
        chosen
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    /// A random graph with a perfect matching (a hidden one plus random pairs).
    fn random_graph(rng: &mut ChaCha8Rng) -> (usize, Vec<(usize, usize)>) {
        let n = 2 * rng.gen_range(2..7);
        let mut edges: Vec<(usize, usize)> = (0..n / 2).map(|i| (2 * i, 2 * i + 1)).collect();
        for a in 0..n {
            for b in a + 1..n {
                if b != a + 1 && rng.gen_bool(0.4) {
                    edges.push((a, b));
                }
            }
        }
        (n, edges)
    }

    fn graph(n: usize, edges: &[(usize, usize)]) -> CandidateGraph {
        let pairs = || (0..edges.len()).map(Pair::edge);
        CandidateGraph::new(n, edges, 0, pairs, []).expect("a perfect matching")
    }

    /// The graph's pairs as both ends list them, and whether its matching
    /// is a perfect one of them.
    fn pairs_and_matched(g: &CandidateGraph) -> (Vec<(usize, usize)>, bool) {
        let mut pairs: Vec<(usize, usize)> = (0..g.adjacency.len())
            .flat_map(|a| g.adjacency[a].iter().map(move |&b| (a, b as usize)))
            .collect();
        pairs.sort_unstable();
        let matched = (0..g.mate.len()).all(|a| {
            let b = g.mate[a];
            b != NONE && g.mate[b] == a && g.adjacency[a].contains(&narrow(b))
        });
        (pairs, matched)
    }

    proptest! {
        /// `try_restrict_touching` leaves the pairs `try_restrict` leaves when
        /// only the touched vertices' pairs are refused, with a perfect
        /// matching of them; when no candidate is left, the graph as it was.
        #[test]
        fn touching_restriction_is_the_whole_one(seed in any::<u64>()) {
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let (n, edges) = random_graph(&mut rng);
            let touched: Vec<usize> = (0..n).filter(|_| rng.gen_bool(0.3)).collect();
            let refused: Vec<(usize, usize)> = edges
                .iter()
                .copied()
                .filter(|&(a, b)| (touched.contains(&a) || touched.contains(&b)) && rng.gen_bool(0.4))
                .collect();
            let keep = |a: usize, b: usize| !refused.contains(&(a, b));
            let (mut whole, mut touching) = (graph(n, &edges), graph(n, &edges));
            let before = pairs_and_matched(&whole);
            let kept = whole.try_restrict(keep);
            prop_assert_eq!(touching.try_restrict_touching(&touched, keep), kept);
            let (pairs, matched) = pairs_and_matched(&touching);
            prop_assert_eq!(&pairs, &pairs_and_matched(&whole).0);
            prop_assert!(matched);
            if !kept {
                prop_assert_eq!((pairs, matched), before);
            }
        }
    }
}
