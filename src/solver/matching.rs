//! Maximum-cardinality matching in a general graph (Edmonds' blossom
//! algorithm), for the quick completability checks of A.9 (can these players
//! still all be paired?) and for the yes/no questions of the generation order
//! on a graph of optimal candidates ([`super::candidates`]); and the least
//! cost of a matching of a given size (Edmonds' weighted blossom algorithm),
//! the verifier's exact bound where a fractional one falls short.

use super::assignment::hungarian_rows;
use std::collections::VecDeque;

/// The mate of an unmatched vertex.
pub const NONE: usize = usize::MAX;

/// A vertex as an adjacency list holds it: a `usize`, or a `u32` in the
/// large graphs of candidates (half the size, on millions of pairs).
pub trait Vertex: Copy {
    fn index(self) -> usize;
}

impl Vertex for usize {
    fn index(self) -> usize {
        self
    }
}

impl Vertex for u32 {
    fn index(self) -> usize {
        self as usize
    }
}

/// Returns `mate[v]` for a maximum matching of the graph given by adjacency lists.
pub fn maximum_matching<V: Vertex>(adjacency: &[Vec<V>]) -> Vec<Option<usize>> {
    maximum_matching_from(adjacency, vec![NONE; adjacency.len()])
}

/// [`maximum_matching`] grown from `mate`, a matching of the graph ([`NONE`]
/// for unmatched vertices): the vertices it leaves unmatched are first
/// matched greedily, then by augmenting paths. A start close to the
/// matching wanted spares the searches that would move pairs there.
pub fn maximum_matching_from<V: Vertex>(
    adjacency: &[Vec<V>],
    mut mate: Vec<usize>,
) -> Vec<Option<usize>> {
    let n = adjacency.len();
    debug_assert_eq!(mate.len(), n);
    let mut search = Search::new(n);
    greedy_start(adjacency, &mut mate);
    let usable = vec![true; n];
    for root in 0..n {
        if mate[root] == NONE {
            if let Some(end) = search.augmenting_path_within(adjacency, &mate, root, &usable) {
                search.augment(&mut mate, end);
            }
        }
    }
    mate.into_iter().map(|m| (m != NONE).then_some(m)).collect()
}

/// Size of a maximum matching.
pub fn matching_size(adjacency: &[Vec<usize>]) -> usize {
    maximum_matching(adjacency).iter().flatten().count() / 2
}

/// Augments `mate` (with [`NONE`] for unmatched vertices) along a path from
/// the unmatched vertex `root` to another unmatched vertex, through `usable`
/// vertices only. Returns whether there was one: when not, no maximum matching
/// of the usable graph covers `root` together with the vertices `mate` covers.
pub fn augment_from<V: Vertex>(
    adjacency: &[Vec<V>],
    mate: &mut [usize],
    root: usize,
    usable: &[bool],
) -> bool {
    let mut search = Search::new(adjacency.len());
    match search.augmenting_path_within(adjacency, mate, root, usable) {
        Some(end) => {
            search.augment(mate, end);
            true
        }
        None => false,
    }
}

/// A maximum matching of the usable graph without `v`, from `mate`, a maximum
/// matching of the usable graph, if it has as many pairs; `None` otherwise.
pub fn without(
    adj: &[Vec<usize>],
    mate: &[usize],
    v: usize,
    usable: &mut [bool],
) -> Option<Vec<usize>> {
    let mut mate = mate.to_vec();
    let partner = mate[v];
    usable[v] = false;
    let kept = partner == NONE || {
        mate[v] = NONE;
        mate[partner] = NONE;
        augment_from(adj, &mut mate, partner, usable)
    };
    usable[v] = true;
    kept.then_some(mate)
}

/// The vertices some maximum matching leaves unmatched (the D of the
/// Gallai-Edmonds decomposition), given `mate`, a maximum matching ([`NONE`]
/// for unmatched vertices). They are the outer vertices of one alternating
/// forest grown from every unmatched vertex at once, blossoms contracted: a
/// vertex an even alternating path reaches from an unmatched one is left
/// unmatched by the matching that path's exchange gives. One search for the
/// whole graph, where asking [`without`] of each vertex searches once per
/// vertex (quadratic in the edges on the large dense scoregroups).
pub fn deficient_vertices(adj: &[Vec<usize>], mate: &[usize]) -> Vec<bool> {
    let mut search = Search::new(adj.len());
    search.grow_forest(adj, mate);
    search.in_queue
}

/// Why a graph has no perfect matching (Tutte's theorem, as the Gallai-Edmonds
/// decomposition gives it): removing the `barrier` leaves the `odd_groups`,
/// components of odd size, more of them than the barrier has vertices, so
/// each maximum matching leaves at least one vertex of some group unmatched.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Barrier {
    pub barrier: Vec<usize>,
    pub odd_groups: Vec<Vec<usize>>,
}

/// The Gallai-Edmonds barrier of a graph without a perfect matching; `None`
/// when it has one. The odd groups are the components of the vertices some
/// maximum matching leaves unmatched; the barrier is their other neighbours.
pub fn tutte_barrier(adj: &[Vec<usize>]) -> Option<Barrier> {
    let n = adj.len();
    let mate: Vec<usize> = maximum_matching(adj)
        .into_iter()
        .map(|m| m.unwrap_or(NONE))
        .collect();
    if mate.iter().all(|&m| m != NONE) {
        return None;
    }
    let deficient = deficient_vertices(adj, &mate);
    let mut barrier: Vec<usize> = (0..n)
        .filter(|&v| !deficient[v] && adj[v].iter().any(|&u| deficient[u]))
        .collect();
    barrier.sort_unstable();
    let mut group_of = vec![usize::MAX; n];
    let mut odd_groups = Vec::new();
    for root in (0..n).filter(|&v| deficient[v]) {
        if group_of[root] != usize::MAX {
            continue;
        }
        let mut group = vec![root];
        group_of[root] = odd_groups.len();
        let mut next = 0;
        while next < group.len() {
            let v = group[next];
            next += 1;
            for &u in &adj[v] {
                if deficient[u] && group_of[u] == usize::MAX {
                    group_of[u] = odd_groups.len();
                    group.push(u);
                }
            }
        }
        group.sort_unstable();
        odd_groups.push(group);
    }
    Some(Barrier {
        barrier,
        odd_groups,
    })
}

fn greedy_start<V: Vertex>(adjacency: &[Vec<V>], mate: &mut [usize]) {
    for v in 0..adjacency.len() {
        if mate[v] == NONE {
            let free = adjacency[v]
                .iter()
                .map(|&u| u.index())
                .find(|&u| mate[u] == NONE && u != v);
            if let Some(u) = free {
                mate[v] = u;
                mate[u] = v;
            }
        }
    }
}

struct Search {
    parent: Vec<usize>,
    base: Vec<usize>,
    in_queue: Vec<bool>,
    in_blossom: Vec<bool>,
    queue: VecDeque<usize>,
}

impl Search {
    fn new(n: usize) -> Search {
        Search {
            parent: vec![NONE; n],
            base: (0..n).collect(),
            in_queue: vec![false; n],
            in_blossom: vec![false; n],
            queue: VecDeque::new(),
        }
    }

    /// Breadth-first search for an augmenting path from `root`, contracting
    /// odd cycles (blossoms) as they appear. Returns the free vertex reached.
    fn augmenting_path_within<V: Vertex>(
        &mut self,
        adj: &[Vec<V>],
        mate: &[usize],
        root: usize,
        usable: &[bool],
    ) -> Option<usize> {
        self.parent.iter_mut().for_each(|p| *p = NONE);
        self.in_queue.iter_mut().for_each(|u| *u = false);
        for (i, b) in self.base.iter_mut().enumerate() {
            *b = i;
        }
        self.queue.clear();
        self.in_queue[root] = true;
        self.queue.push_back(root);
        while let Some(v) = self.queue.pop_front() {
            for to in adj[v].iter().map(|&to| to.index()) {
                if !usable[to] || self.base[v] == self.base[to] || mate[v] == to {
                    continue;
                }
                let closes_blossom =
                    to == root || (mate[to] != NONE && self.parent[mate[to]] != NONE);
                if closes_blossom {
                    self.contract_blossom(mate, root, v, to);
                } else if self.parent[to] == NONE {
                    self.parent[to] = v;
                    if mate[to] == NONE {
                        return Some(to);
                    }
                    let next = mate[to];
                    self.in_queue[next] = true;
                    self.queue.push_back(next);
                }
            }
        }
        None
    }

    /// The alternating forest from every unmatched vertex of `mate`, a
    /// maximum matching, grown as far as it goes: afterwards `in_queue`
    /// marks its outer vertices (those in contracted blossoms included).
    /// Two outer vertices of different trees never meet, since their edge
    /// would close an augmenting path; so every edge between outer vertices
    /// closes a blossom within one tree, as in the search from one root.
    fn grow_forest(&mut self, adj: &[Vec<usize>], mate: &[usize]) {
        let n = adj.len();
        self.queue.clear();
        for v in (0..n).filter(|&v| mate[v] == NONE) {
            self.in_queue[v] = true;
            self.queue.push_back(v);
        }
        let outer = |s: &Search, u: usize| mate[u] == NONE || s.parent[mate[u]] != NONE;
        while let Some(v) = self.queue.pop_front() {
            for &to in &adj[v] {
                if self.base[v] == self.base[to] || mate[v] == to {
                    continue;
                }
                if outer(self, to) {
                    self.contract_blossom(mate, v, v, to);
                } else if self.parent[to] == NONE {
                    // `to` is matched (every unmatched vertex is a root, outer).
                    self.parent[to] = v;
                    let next = mate[to];
                    if !self.in_queue[next] {
                        self.in_queue[next] = true;
                        self.queue.push_back(next);
                    }
                }
            }
        }
    }

    /// Contracts the blossom that the edge `v`-`to` closes in the tree of
    /// `root`: every vertex of it takes the blossom's base and, being outer
    /// now, joins the queue.
    fn contract_blossom(&mut self, mate: &[usize], root: usize, v: usize, to: usize) {
        let lca = self.common_base(mate, root, v, to);
        self.in_blossom.iter_mut().for_each(|b| *b = false);
        self.mark_path(mate, v, lca, to);
        self.mark_path(mate, to, lca, v);
        for i in 0..self.base.len() {
            if self.in_blossom[self.base[i]] {
                self.base[i] = lca;
                if !self.in_queue[i] {
                    self.in_queue[i] = true;
                    self.queue.push_back(i);
                }
            }
        }
    }

    fn common_base(&self, mate: &[usize], _root: usize, mut a: usize, mut b: usize) -> usize {
        let mut seen = vec![false; mate.len()];
        loop {
            a = self.base[a];
            seen[a] = true;
            if mate[a] == NONE {
                break;
            }
            a = self.parent[mate[a]];
        }
        loop {
            b = self.base[b];
            if seen[b] {
                return b;
            }
            // Another root: an augmenting path, which a maximum matching
            // (the forest's premise) does not have.
            assert!(
                mate[b] != NONE,
                "the alternating forest needs a maximum matching"
            );
            b = self.parent[mate[b]];
        }
    }

    fn mark_path(&mut self, mate: &[usize], mut v: usize, lca: usize, mut child: usize) {
        while self.base[v] != lca {
            self.in_blossom[self.base[v]] = true;
            self.in_blossom[self.base[mate[v]]] = true;
            self.parent[v] = child;
            child = mate[v];
            v = self.parent[mate[v]];
        }
    }

    fn augment(&self, mate: &mut [usize], mut v: usize) {
        while v != NONE {
            let pv = self.parent[v];
            let next = mate[pv];
            mate[v] = pv;
            mate[pv] = v;
            v = next;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn graph(n: usize, edges: &[(usize, usize)]) -> Vec<Vec<usize>> {
        let mut adj = vec![Vec::new(); n];
        for &(a, b) in edges {
            adj[a].push(b);
            adj[b].push(a);
        }
        adj
    }

    #[test]
    fn odd_cycle_with_tail_is_perfectly_matchable() {
        // A triangle 0-1-2 with a tail 2-3: the blossom must be contracted.
        let adj = graph(4, &[(0, 1), (1, 2), (0, 2), (2, 3)]);
        assert_eq!(matching_size(&adj), 2);
    }

    #[test]
    fn two_triangles_joined_by_an_edge() {
        let adj = graph(6, &[(0, 1), (1, 2), (0, 2), (3, 4), (4, 5), (3, 5), (2, 3)]);
        assert_eq!(matching_size(&adj), 3);
    }

    #[test]
    fn star_matches_one_edge() {
        let adj = graph(5, &[(0, 1), (0, 2), (0, 3), (0, 4)]);
        assert_eq!(matching_size(&adj), 1);
    }

    #[test]
    fn mates_are_symmetric_and_edges() {
        let edges = [(0, 1), (1, 2), (2, 3), (3, 4), (4, 5), (5, 0), (1, 4)];
        let adj = graph(6, &edges);
        let mate = maximum_matching(&adj);
        for (v, m) in mate.iter().enumerate() {
            if let Some(u) = m {
                assert_eq!(mate[*u], Some(v));
                assert!(adj[v].contains(u));
            }
        }
        assert_eq!(mate.iter().flatten().count(), 6);
    }
}

/// A matching of a bipartite graph (left players `0..left`, right players
/// `0..right`, adjacency given by a closure), grown by augmenting paths
/// (Kuhn's method). Left players can be fixed to their partner: later
/// augmentations do not move them. The search visits right players in
/// increasing order, so the matching found is the same on every run.
pub struct Bipartite {
    partner: Vec<Option<usize>>,
    owner: Vec<Option<usize>>,
    fixed: Vec<bool>,
}

impl Bipartite {
    pub fn new(left: usize, right: usize) -> Bipartite {
        Bipartite {
            partner: vec![None; left],
            owner: vec![None; right],
            fixed: vec![false; left],
        }
    }

    /// The right partner of left player `i`.
    pub fn partner(&self, i: usize) -> Option<usize> {
        self.partner[i]
    }

    /// Keeps left player `i` with his partner from now on.
    pub fn fix(&mut self, i: usize) {
        self.fixed[i] = true;
    }

    /// Gives the unmatched left player `i` the lowest free right player
    /// adjacent to him, if any, moving nobody.
    pub fn take_free(&mut self, i: usize, adjacent: &impl Fn(usize, usize) -> bool) -> bool {
        match (0..self.owner.len()).find(|&r| self.owner[r].is_none() && adjacent(i, r)) {
            Some(r) => {
                self.partner[i] = Some(r);
                self.owner[r] = Some(i);
                true
            }
            None => false,
        }
    }

    /// Whether right player `r` is kept by a fixed left player.
    pub fn held(&self, r: usize) -> bool {
        self.owner[r].is_some_and(|p| self.fixed[p])
    }

    /// Finds a partner for the unmatched left player `i`, moving unfixed others.
    pub fn augment(&mut self, i: usize, adjacent: &impl Fn(usize, usize) -> bool) -> bool {
        let mut seen = vec![false; self.owner.len()];
        self.augment_from(i, adjacent, &mut seen)
    }

    fn augment_from(
        &mut self,
        i: usize,
        adjacent: &impl Fn(usize, usize) -> bool,
        seen: &mut [bool],
    ) -> bool {
        for r in 0..self.owner.len() {
            if seen[r] || !adjacent(i, r) {
                continue;
            }
            seen[r] = true;
            let free = match self.owner[r] {
                None => true,
                Some(p) => !self.fixed[p] && self.augment_from(p, adjacent, seen),
            };
            if free {
                self.partner[i] = Some(r);
                self.owner[r] = Some(i);
                return true;
            }
        }
        false
    }

    /// Pairs `i` with `r` if the other unfixed left players can still be matched.
    pub fn try_move(
        &mut self,
        i: usize,
        r: usize,
        adjacent: &impl Fn(usize, usize) -> bool,
    ) -> bool {
        if self.partner[i] == Some(r) {
            return true;
        }
        if self.owner[r].is_some_and(|p| self.fixed[p]) {
            return false;
        }
        let saved = (self.partner.clone(), self.owner.clone());
        let displaced = self.owner[r];
        if let Some(old) = self.partner[i] {
            self.owner[old] = None;
        }
        self.partner[i] = Some(r);
        self.owner[r] = Some(i);
        self.fixed[i] = true;
        let ok = match displaced {
            None => true,
            Some(p) => {
                self.partner[p] = None;
                self.augment(p, adjacent)
            }
        };
        self.fixed[i] = false;
        if !ok {
            (self.partner, self.owner) = saved;
        }
        ok
    }
}

/// The least cost of a matching of `n` vertices by `edges` (`(a, b, cost)`)
/// that pairs every vertex marked in `must_match` and makes exactly `pairs`
/// pairs; `None` when there is none.
///
/// Reduction: `n - 2 pairs` dummy vertices are added, each joined at no cost
/// to every vertex that may stay unpaired, and never to each other (as
/// [`super::assignment::LexAssignment::relaxation`] does). A perfect matching
/// then gives every dummy one real vertex, so the real vertices left make
/// exactly `pairs` pairs among themselves; and each such matching extends to
/// a perfect one by giving its unpaired vertices the dummies. The costs are
/// the same, so the minima are.
pub fn min_cost_matching(
    n: usize,
    edges: &[(usize, usize, i64)],
    must_match: &[bool],
    pairs: usize,
) -> Option<i64> {
    let dummies = n.checked_sub(2 * pairs)?;
    let mut all = edges.to_vec();
    for v in (0..n).filter(|&v| !must_match[v]) {
        all.extend((n..n + dummies).map(|d| (v, d, 0)));
    }
    min_cost_perfect_matching(n + dummies, &all).map(|(cost, _)| cost)
}

/// The least cost of a perfect matching and its mates, by Edmonds' weighted
/// blossom algorithm (primal-dual; see [`Weighted`]); `None` when the graph
/// has no perfect matching or its costs are too large for exact duals
/// ([`Cost::LIMIT`]). At most `n/2` stages of at most `O(n)` dual changes,
/// each found by a scan of the edges: `O(n^2 m)`, cubic on sparse graphs.
pub fn min_cost_perfect_matching<C: Cost>(
    n: usize,
    edges: &[(usize, usize, C)],
) -> Option<(C, Vec<usize>)> {
    let w = Weighted::solved(n, edges)?;
    Some((w.matched_cost(), w.mate))
}

/// An optimal dual of the perfect matching polytope, doubled as the blossom
/// algorithm keeps it: a potential per vertex and a nonnegative value per
/// odd set, such that every edge's `y[a] + y[b] + 2 z` (over the sets
/// holding both ends) is at least minus twice its cost; every perfect
/// matching then costs at least `-(sum y + sum z (|set| - 1)) / 2`, and the
/// least one exactly that.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PerfectMatchingDual<C> {
    pub potentials: Vec<C>,
    pub odd_sets: Vec<(Vec<usize>, C)>,
}

/// [`min_cost_perfect_matching`] with the optimal dual that proves it.
pub fn min_cost_perfect_matching_dual<C: Cost>(
    n: usize,
    edges: &[(usize, usize, C)],
) -> Option<(C, PerfectMatchingDual<C>)> {
    let w = Weighted::solved(n, edges)?;
    let odd_sets = (n..2 * n)
        .filter(|&b| !w.children[b].is_empty() && w.dual[b] != C::ZERO)
        .map(|b| (w.leaves(b), w.dual[b]))
        .collect();
    let dual = PerfectMatchingDual {
        potentials: w.dual[..n].to_vec(),
        odd_sets,
    };
    Some((w.matched_cost(), dual))
}

/// The integers a weighted matching's costs and duals are held in: `i64`,
/// or `i128` for several criteria's costs packed into one
/// (`super::lexmatching`).
pub trait Cost:
    Copy
    + Ord
    + std::fmt::Debug
    + std::ops::Add<Output = Self>
    + std::ops::Sub<Output = Self>
    + std::ops::Neg<Output = Self>
    + std::ops::AddAssign
    + std::ops::SubAssign
    + std::iter::Sum
{
    const ZERO: Self;
    const ONE: Self;
    const MAX: Self;
    /// Largest cost magnitude accepted: the duals stay far from overflow.
    const LIMIT: Self;
    fn abs(self) -> Self;
    fn is_even(self) -> bool;
    /// Half of an even value.
    fn halved(self) -> Self;
}

impl Cost for i64 {
    const ZERO: i64 = 0;
    const ONE: i64 = 1;
    const MAX: i64 = i64::MAX;
    const LIMIT: i64 = 1 << 40;
    fn abs(self) -> i64 {
        i64::abs(self)
    }
    fn is_even(self) -> bool {
        self % 2 == 0
    }
    fn halved(self) -> i64 {
        self / 2
    }
}

impl Cost for i128 {
    const ZERO: i128 = 0;
    const ONE: i128 = 1;
    const MAX: i128 = i128::MAX;
    const LIMIT: i128 = 1 << 100;
    fn abs(self) -> i128 {
        i128::abs(self)
    }
    fn is_even(self) -> bool {
        self % 2 == 0
    }
    fn halved(self) -> i128 {
        self / 2
    }
}

impl Cost for ethnum::I256 {
    const ZERO: ethnum::I256 = ethnum::I256::ZERO;
    const ONE: ethnum::I256 = ethnum::I256::ONE;
    const MAX: ethnum::I256 = ethnum::I256::MAX;
    const LIMIT: ethnum::I256 = ethnum::I256::from_words(1 << 72, 0);
    fn abs(self) -> ethnum::I256 {
        ethnum::I256::abs(self)
    }
    fn is_even(self) -> bool {
        self % 2 == 0
    }
    fn halved(self) -> ethnum::I256 {
        self / 2
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Label {
    Free,
    /// Even distance from a tree's root (S).
    Outer,
    /// Odd distance (T).
    Inner,
}

/// What ends a dual change.
enum Step {
    /// An edge from this outer vertex became tight.
    Tight(usize),
    /// This inner blossom's dual reached zero.
    Expand(usize),
}

/// The state of the weighted blossom algorithm, maximising `-2 cost` (costs
/// are doubled so that every dual change stays an integer: the unmatched
/// vertices' duals start of one parity and change alike, every outer vertex
/// is joined to one of them by tight edges of even weight, so the slack of
/// an edge between outer vertices is even).
///
/// Nodes `0..n` are the vertices, `n..2n` the blossoms. The dual of an edge
/// inside blossoms is `y[a] + y[b] + 2 z` over the blossoms holding both; only
/// edges between different top-level blossoms are ever tested, and their
/// slack is `y[a] + y[b] - weight`. Matched edges and blossom links are tight.
struct Weighted<C: Cost> {
    n: usize,
    /// `(a, b, weight)` with weight `-2 cost`.
    edges: Vec<(usize, usize, C)>,
    incident: Vec<Vec<usize>>,
    mate: Vec<usize>,
    /// Top-level node of each vertex.
    top: Vec<usize>,
    parent: Vec<usize>,
    /// A blossom's sub-nodes around its odd cycle, the base's first, and
    /// `links[i]` the edge (vertex of child `i`, vertex of child `i + 1`).
    children: Vec<Vec<usize>>,
    links: Vec<Vec<(usize, usize)>>,
    base: Vec<usize>,
    label: Vec<Label>,
    /// The tree edge that labelled a top-level node: (vertex outside, vertex inside).
    from: Vec<Option<(usize, usize)>>,
    dual: Vec<C>,
    unused: Vec<usize>,
    /// Outer vertices whose edges are still to be scanned.
    queue: Vec<usize>,
    mark: Vec<bool>,
}

impl<C: Cost> Weighted<C> {
    /// The algorithm run to a perfect matching; `None` when there is none.
    fn solved(n: usize, edges: &[(usize, usize, C)]) -> Option<Weighted<C>> {
        let mut w = Weighted::new(n, edges)?;
        for _ in 0..n.div_ceil(2) {
            if w.mate.iter().all(|&m| m != NONE) {
                break;
            }
            if !w.stage() {
                return None;
            }
            w.expand_spent_blossoms();
        }
        (!w.mate.contains(&NONE)).then_some(w)
    }

    fn matched_cost(&self) -> C {
        (0..self.n)
            .filter(|&v| v < self.mate[v])
            .map(|v| self.cost_between(v, self.mate[v]))
            .sum()
    }

    fn new(n: usize, edges: &[(usize, usize, C)]) -> Option<Weighted<C>> {
        if edges
            .iter()
            .any(|&(a, b, c)| a == b || a >= n || b >= n || c.abs() > C::LIMIT)
        {
            return None;
        }
        // Only the cheapest of parallel edges can be in a least matching.
        let mut sorted: Vec<(usize, usize, C)> = edges
            .iter()
            .map(|&(a, b, c)| (a.min(b), a.max(b), c))
            .collect();
        sorted.sort_unstable();
        sorted.dedup_by_key(|e| (e.0, e.1));
        let start = sorted.iter().map(|e| -e.2).max().unwrap_or(C::ZERO);
        let mut incident = vec![Vec::new(); n];
        for (e, &(a, b, _)) in sorted.iter().enumerate() {
            incident[a].push(e);
            incident[b].push(e);
        }
        let mut dual = vec![start; n];
        dual.resize(2 * n, C::ZERO);
        let mut w = Weighted {
            n,
            edges: sorted
                .into_iter()
                .map(|(a, b, c)| (a, b, -(c + c)))
                .collect(),
            incident,
            mate: vec![NONE; n],
            top: (0..n).collect(),
            parent: vec![NONE; 2 * n],
            children: vec![Vec::new(); 2 * n],
            links: vec![Vec::new(); 2 * n],
            base: (0..2 * n).collect(),
            label: vec![Label::Free; 2 * n],
            from: vec![None; 2 * n],
            dual,
            unused: (n..2 * n).rev().collect(),
            queue: Vec::new(),
            mark: vec![false; 2 * n],
        };
        w.relaxed_start();
        Some(w)
    }

    /// Starts from the bipartite relaxation (each edge an arc both ways, by
    /// the Hungarian method) instead of equal duals and no matching: its
    /// potentials, summed per vertex, are feasible duals here, and the edges
    /// it takes both ways are tight, so they start the matching; most
    /// vertices are then matched before the first stage. The unmatched
    /// vertices' duals get one parity (they are the roots of every stage,
    /// and the slacks between outer vertices stay even only so).
    fn relaxed_start(&mut self) {
        let this = &*self;
        let arcs = |v: usize| {
            this.incident[v]
                .iter()
                .map(move |&e| (this.other(e, v), (-this.edges[e].2).halved()))
        };
        let Some((col, u, v)) = hungarian_rows(self.n, arcs, &[]) else {
            return;
        };
        for x in 0..self.n {
            self.dual[x] = -(u[x] + v[x]);
        }
        for x in 0..self.n {
            if self.mate[x] == NONE && col[col[x]] == x {
                self.mate[x] = col[x];
                self.mate[col[x]] = x;
            }
        }
        for x in 0..self.n {
            if self.mate[x] != NONE {
                continue;
            }
            let tight = self.incident[x]
                .iter()
                .copied()
                .find(|&e| self.slack(e) == C::ZERO && self.mate[self.other(e, x)] == NONE);
            if let Some(e) = tight {
                let y = self.other(e, x);
                self.mate[x] = y;
                self.mate[y] = x;
            }
        }
        let parity = (0..self.n)
            .find(|&x| self.mate[x] == NONE)
            .map(|x| self.dual[x]);
        for x in 0..self.n {
            if self.mate[x] == NONE && parity.is_some_and(|p| !(self.dual[x] - p).is_even()) {
                self.dual[x] += C::ONE;
            }
        }
    }

    fn cost_between(&self, a: usize, b: usize) -> C {
        let e = self.incident[a]
            .iter()
            .find(|&&e| self.other(e, a) == b)
            .expect("a matched edge");
        (-self.edges[*e].2).halved()
    }

    fn other(&self, e: usize, v: usize) -> usize {
        let (a, b, _) = self.edges[e];
        if a == v {
            b
        } else {
            a
        }
    }

    fn slack(&self, e: usize) -> C {
        let (a, b, w) = self.edges[e];
        self.dual[a] + self.dual[b] - w
    }

    fn leaves(&self, b: usize) -> Vec<usize> {
        let mut leaves = Vec::new();
        self.push_leaves(b, &mut leaves);
        leaves
    }

    /// The vertices inside node `b`, in the order of its cycles, appended
    /// to `out` (one buffer for the whole nest of blossoms).
    fn push_leaves(&self, b: usize, out: &mut Vec<usize>) {
        if b < self.n {
            out.push(b);
        } else {
            for &c in &self.children[b] {
                self.push_leaves(c, out);
            }
        }
    }

    fn top_blossoms(&self) -> Vec<usize> {
        (self.n..2 * self.n)
            .filter(|&b| !self.children[b].is_empty() && self.parent[b] == NONE)
            .collect()
    }

    /// Grows alternating trees from every unmatched vertex until one
    /// augmentation; `false` when no perfect matching exists.
    fn stage(&mut self) -> bool {
        self.label.fill(Label::Free);
        self.from.fill(None);
        self.queue.clear();
        for v in 0..self.n {
            if self.mate[v] == NONE {
                self.label_outer(self.top[v], None);
            }
        }
        loop {
            if self.scan_queue() {
                return true;
            }
            let Some((delta, step)) = self.delta() else {
                return false;
            };
            self.change_duals(delta);
            match step {
                Step::Tight(v) => self.queue.push(v),
                Step::Expand(b) => self.expand(b, false),
            }
        }
    }

    /// Follows the tight edges of the queued outer vertices; `true` after an augmentation.
    fn scan_queue(&mut self) -> bool {
        while let Some(v) = self.queue.pop() {
            for i in 0..self.incident[v].len() {
                let e = self.incident[v][i];
                let w = self.other(e, v);
                if self.top[v] == self.top[w] || self.slack(e) != C::ZERO {
                    continue;
                }
                match self.label[self.top[w]] {
                    Label::Free => self.label_inner(self.top[w], (v, w)),
                    Label::Outer => match self.meeting(v, w) {
                        Some(bb) => self.add_blossom(bb, v, w),
                        None => {
                            self.augment(v, w);
                            return true;
                        }
                    },
                    Label::Inner => {}
                }
            }
        }
        false
    }

    fn label_outer(&mut self, b: usize, from: Option<(usize, usize)>) {
        self.label[b] = Label::Outer;
        self.from[b] = from;
        self.queue_leaves(b);
    }

    /// Queues the vertices inside node `b` for their edges to be scanned.
    fn queue_leaves(&mut self, b: usize) {
        let mut queue = std::mem::take(&mut self.queue);
        self.push_leaves(b, &mut queue);
        self.queue = queue;
    }

    /// A free blossom reached from an outer vertex, and its mate's blossom.
    fn label_inner(&mut self, b: usize, from: (usize, usize)) {
        self.label[b] = Label::Inner;
        self.from[b] = Some(from);
        let base = self.base[b];
        let mate = self.mate[base];
        debug_assert_ne!(mate, NONE, "free blossoms are matched");
        self.label_outer(self.top[mate], Some((base, mate)));
    }

    /// The outer blossom above outer blossom `b` in its tree.
    fn outer_above(&self, b: usize) -> Option<usize> {
        let (t, _) = self.from[b]?;
        let (s, _) = self.from[self.top[t]].expect("an inner blossom has its tree edge");
        Some(self.top[s])
    }

    /// The nearest common outer blossom of two outer vertices' trees; `None`
    /// when they are in different trees.
    fn meeting(&mut self, v: usize, w: usize) -> Option<usize> {
        let mut ends = [Some(self.top[v]), Some(self.top[w])];
        let mut marked = Vec::new();
        let mut found = None;
        'walk: while ends.iter().any(Option::is_some) {
            for end in ends.iter_mut() {
                let Some(b) = *end else { continue };
                if self.mark[b] {
                    found = Some(b);
                    break 'walk;
                }
                self.mark[b] = true;
                marked.push(b);
                *end = self.outer_above(b);
            }
        }
        for b in marked {
            self.mark[b] = false;
        }
        found
    }

    /// Contracts the odd cycle closed by the tight edge `v-w` between two
    /// outer vertices whose paths meet at the outer blossom `bb`.
    fn add_blossom(&mut self, bb: usize, v: usize, w: usize) {
        let id = self.unused.pop().expect("at most n/2 blossoms");
        let path = |s: &Self, x: usize| {
            let mut steps = Vec::new();
            let mut b = s.top[x];
            while b != bb {
                let f = s.from[b].expect("below the meeting blossom");
                steps.push((b, f));
                b = s.top[f.0];
            }
            steps
        };
        let (down, up) = (path(self, v), path(self, w));
        let mut children = vec![bb];
        let mut links = Vec::new();
        for &(b, f) in down.iter().rev() {
            links.push(f);
            children.push(b);
        }
        links.push((v, w));
        for &(b, (outside, inside)) in &up {
            children.push(b);
            links.push((inside, outside));
        }
        for &c in &children {
            self.parent[c] = id;
            if self.label[c] == Label::Inner {
                // Its vertices are outer now: their edges are to be scanned.
                self.queue_leaves(c);
            }
        }
        for leaf in self.leaves_of(&children) {
            self.top[leaf] = id;
        }
        self.base[id] = self.base[bb];
        self.label[id] = Label::Outer;
        self.from[id] = self.from[bb];
        self.dual[id] = C::ZERO;
        self.children[id] = children;
        self.links[id] = links;
    }

    fn leaves_of(&self, nodes: &[usize]) -> Vec<usize> {
        let mut leaves = Vec::new();
        nodes.iter().for_each(|&c| self.push_leaves(c, &mut leaves));
        leaves
    }

    /// Flips the augmenting path through the tight edge `v-w` between two trees.
    fn augment(&mut self, v: usize, w: usize) {
        for (mut s, mut j) in [(v, w), (w, v)] {
            loop {
                let bs = self.top[s];
                self.rotate(bs, s);
                self.mate[s] = j;
                let Some((t, _)) = self.from[bs] else { break };
                let bt = self.top[t];
                let (s2, t2) = self.from[bt].expect("an inner blossom has its tree edge");
                self.rotate(bt, t2);
                self.mate[t2] = s2;
                (s, j) = (s2, t2);
            }
        }
    }

    /// Rematches blossom `b` inside so that its vertex `v` becomes its base:
    /// around the cycle, the even path from `v`'s child to the base child
    /// swaps matched and unmatched links.
    fn rotate(&mut self, b: usize, v: usize) {
        if b < self.n {
            return;
        }
        let mut c = v;
        while self.parent[c] != b {
            c = self.parent[c];
        }
        self.rotate(c, v);
        let len = self.children[b].len();
        let i = self.children[b]
            .iter()
            .position(|&x| x == c)
            .expect("a child");
        let newly: Vec<usize> = if i % 2 == 0 {
            (0..i).step_by(2).collect()
        } else {
            (i + 1..len).step_by(2).collect()
        };
        for j in newly {
            let (x, y) = self.links[b][j];
            let (cx, cy) = (self.children[b][j], self.children[b][(j + 1) % len]);
            self.rotate(cx, x);
            self.rotate(cy, y);
            self.mate[x] = y;
            self.mate[y] = x;
        }
        self.children[b].rotate_left(i);
        self.links[b].rotate_left(i);
        self.base[b] = v;
    }

    /// The largest dual change that keeps every slack and blossom dual
    /// nonnegative, and what it makes tight; `None` when nothing limits it,
    /// which happens only when no perfect matching exists (the inner
    /// vertices then form a Tutte barrier for the outer blossoms).
    fn delta(&self) -> Option<(C, Step)> {
        let mut best: Option<(C, Step)> = None;
        let mut offer = |d: C, step: Step| {
            if best.as_ref().is_none_or(|(b, _)| d < *b) {
                best = Some((d, step));
            }
        };
        for e in 0..self.edges.len() {
            let (a, b, _) = self.edges[e];
            let (ta, tb) = (self.top[a], self.top[b]);
            if ta == tb {
                continue;
            }
            match (self.label[ta], self.label[tb]) {
                (Label::Outer, Label::Free) => offer(self.slack(e), Step::Tight(a)),
                (Label::Free, Label::Outer) => offer(self.slack(e), Step::Tight(b)),
                (Label::Outer, Label::Outer) => {
                    let s = self.slack(e);
                    assert!(s.is_even(), "outer slacks are even");
                    offer(s.halved(), Step::Tight(a));
                }
                _ => {}
            }
        }
        for b in self.top_blossoms() {
            if self.label[b] == Label::Inner {
                offer(self.dual[b], Step::Expand(b));
            }
        }
        best
    }

    fn change_duals(&mut self, delta: C) {
        for v in 0..self.n {
            match self.label[self.top[v]] {
                Label::Outer => self.dual[v] -= delta,
                Label::Inner => self.dual[v] += delta,
                Label::Free => {}
            }
        }
        for b in self.top_blossoms() {
            match self.label[b] {
                Label::Outer => self.dual[b] += delta,
                Label::Inner => self.dual[b] -= delta,
                Label::Free => {}
            }
        }
    }

    /// Dissolves top-level blossom `b` into its children. An inner one in
    /// mid-stage keeps its tree: the children on the even path from the
    /// entry to the base become alternately inner and outer, the others free.
    fn expand(&mut self, b: usize, end_of_stage: bool) {
        let children = std::mem::take(&mut self.children[b]);
        let links = std::mem::take(&mut self.links[b]);
        for &c in &children {
            self.parent[c] = NONE;
            for leaf in self.leaves(c) {
                self.top[leaf] = c;
            }
        }
        if end_of_stage {
            for &c in &children {
                if c >= self.n && self.dual[c] == C::ZERO {
                    self.expand(c, true);
                }
            }
        } else if self.label[b] == Label::Inner {
            self.relabel_expanded(b, &children, &links);
        }
        self.label[b] = Label::Free;
        self.from[b] = None;
        self.unused.push(b);
    }

    fn relabel_expanded(&mut self, b: usize, children: &[usize], links: &[(usize, usize)]) {
        let (outside, entry) = self.from[b].expect("an inner blossom has its tree edge");
        let len = children.len();
        let i = children
            .iter()
            .position(|&c| c == self.top[entry])
            .expect("the entry's child");
        for &c in children {
            self.label[c] = Label::Free;
            self.from[c] = None;
        }
        self.label[children[i]] = Label::Inner;
        self.from[children[i]] = Some((outside, entry));
        // The even path from child `i` to the base child, with the edge into each.
        let path: Vec<(usize, (usize, usize))> = if i % 2 == 0 {
            (0..i)
                .rev()
                .map(|j| (j, (links[j].1, links[j].0)))
                .collect()
        } else {
            (i + 1..=len).map(|j| (j % len, links[j - 1])).collect()
        };
        for (step, &(j, edge)) in path.iter().enumerate() {
            if step % 2 == 0 {
                self.label_outer(children[j], Some(edge));
            } else {
                self.label[children[j]] = Label::Inner;
                self.from[children[j]] = Some(edge);
            }
        }
    }

    /// After an augmentation: top-level blossoms whose dual is zero are
    /// dissolved, as the algorithm's bound on the number of blossoms needs.
    fn expand_spent_blossoms(&mut self) {
        for b in self.top_blossoms() {
            if self.dual[b] == C::ZERO {
                self.expand(b, true);
            }
        }
    }
}

#[cfg(test)]
mod weighted_tests {
    use super::*;
    use crate::solver::assignment::LexAssignment;
    use crate::solver::{LinearForm, MatchingModel};
    use proptest::prelude::*;
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    /// The least cost over every matching with `pairs` pairs covering
    /// `must_match`, by trying each choice for the lowest undecided vertex.
    fn brute_minimum(
        n: usize,
        edges: &[(usize, usize, i64)],
        must_match: &[bool],
        pairs: usize,
    ) -> Option<i64> {
        type Graph<'a> = (usize, &'a [(usize, usize, i64)], &'a [bool]);
        fn go(v: usize, done: &mut Vec<bool>, left: usize, g: &Graph) -> Option<i64> {
            let (n, edges, must) = *g;
            let Some(v) = (v..n).find(|&u| !done[u]) else {
                return (left == 0).then_some(0);
            };
            done[v] = true;
            let mut best = if must[v] {
                None
            } else {
                go(v + 1, done, left, g)
            };
            if left > 0 {
                for &(a, b, c) in edges {
                    let u = if a == v {
                        b
                    } else if b == v {
                        a
                    } else {
                        continue;
                    };
                    if done[u] {
                        continue;
                    }
                    done[u] = true;
                    if let Some(rest) = go(v + 1, done, left - 1, g) {
                        best = Some(best.map_or(rest + c, |x: i64| x.min(rest + c)));
                    }
                    done[u] = false;
                }
            }
            done[v] = false;
            best
        }
        go(0, &mut vec![false; n], pairs, &(n, edges, must_match))
    }

    fn random_graph(
        rng: &mut ChaCha8Rng,
        n: usize,
        density: f64,
        costs: i64,
    ) -> Vec<(usize, usize, i64)> {
        let mut edges = Vec::new();
        for a in 0..n {
            for b in a + 1..n {
                if rng.gen_bool(density) {
                    edges.push((a, b, rng.gen_range(-costs..=costs)));
                }
            }
        }
        edges
    }

    /// Twice the fractional minimum (the relaxation over the double cover).
    fn doubled_fractional(
        n: usize,
        edges: &[(usize, usize, i64)],
        must_match: &[bool],
        pairs: usize,
    ) -> Option<i64> {
        let mut model = MatchingModel::new(n);
        let mut form = LinearForm::new();
        for &(a, b, c) in edges {
            form.add(model.add_edge(a, b), c);
        }
        model.must_match = must_match.to_vec();
        LexAssignment::relaxation(&model, pairs)?.minimise(&form)
    }

    fn is_perfect_matching(n: usize, edges: &[(usize, usize, i64)], mate: &[usize]) -> bool {
        (0..n).all(|v| {
            let m = mate[v];
            m != NONE
                && mate[m] == v
                && edges
                    .iter()
                    .any(|&(a, b, _)| (a, b) == (v, m) || (a, b) == (m, v))
        })
    }

    #[test]
    fn two_cheap_triangles_need_the_dear_bridge() {
        // Fractionally each triangle pairs itself at no cost; integrally one
        // pair must cross the bridge.
        let edges = [
            (0, 1, 0),
            (1, 2, 0),
            (0, 2, 0),
            (3, 4, 0),
            (4, 5, 0),
            (3, 5, 0),
            (2, 3, 10),
        ];
        assert_eq!(min_cost_perfect_matching(6, &edges).map(|r| r.0), Some(10));
        assert_eq!(doubled_fractional(6, &edges, &[true; 6], 3), Some(0));
    }

    #[test]
    fn a_lone_triangle_has_no_perfect_matching() {
        assert_eq!(
            min_cost_perfect_matching(3, &[(0, 1, 1i64), (1, 2, 1), (0, 2, 1)]),
            None
        );
        assert_eq!(
            min_cost_matching(
                3,
                &[(0, 1, 5), (1, 2, 1), (0, 2, 3)],
                &[true, false, false],
                1
            ),
            Some(3)
        );
    }

    #[test]
    fn nested_blossoms_on_many_seeds_match_brute_force() {
        // Dense graphs with few distinct costs build blossoms inside
        // blossoms and expand them again; odd cycles make the fractional
        // minimum strictly lower on some of them.
        let mut rng = ChaCha8Rng::seed_from_u64(17);
        let mut gaps = 0;
        for _ in 0..3000 {
            let n = 2 * rng.gen_range(1..7);
            let (density, costs) = (rng.gen_range(0.3..0.9), rng.gen_range(1..6));
            let edges = random_graph(&mut rng, n, density, costs);
            let brute = brute_minimum(n, &edges, &vec![true; n], n / 2);
            let found = min_cost_perfect_matching(n, &edges);
            assert_eq!(found.as_ref().map(|r| r.0), brute, "{edges:?}");
            if let Some((_, mate)) = &found {
                assert!(is_perfect_matching(n, &edges, mate));
            }
            let fractional = doubled_fractional(n, &edges, &vec![true; n], n / 2);
            if let (Some(f), Some(b)) = (fractional, brute) {
                assert!(f <= 2 * b);
                gaps += usize::from(f < 2 * b);
            }
        }
        assert!(
            gaps > 50,
            "only {gaps} graphs where the fractional minimum is lower"
        );
    }

    /// The dual holds on every edge and its bound is the least perfect
    /// matching's cost, on the nested-blossom graphs above.
    #[test]
    fn the_dual_proves_the_least_perfect_matching() {
        let mut rng = ChaCha8Rng::seed_from_u64(23);
        let mut with_sets = 0;
        for _ in 0..3000 {
            let n = 2 * rng.gen_range(1..7);
            let (density, costs) = (rng.gen_range(0.3..0.9), rng.gen_range(1..6));
            let edges = random_graph(&mut rng, n, density, costs);
            let brute = brute_minimum(n, &edges, &vec![true; n], n / 2);
            let Some((cost, dual)) = min_cost_perfect_matching_dual(n, &edges) else {
                assert_eq!(brute, None);
                continue;
            };
            assert_eq!(Some(cost), brute);
            for &(a, b, c) in &edges {
                let inside: i64 = dual
                    .odd_sets
                    .iter()
                    .filter(|(set, _)| set.contains(&a) && set.contains(&b))
                    .map(|&(_, z)| z)
                    .sum();
                assert!(dual.potentials[a] + dual.potentials[b] + 2 * inside >= -2 * c);
            }
            let mut bound: i64 = dual.potentials.iter().sum();
            for (set, z) in &dual.odd_sets {
                assert!(set.len() % 2 == 1 && set.len() >= 3 && *z > 0);
                bound += z * (set.len() as i64 - 1);
            }
            assert_eq!(-bound, 2 * cost, "the dual reaches the optimum");
            with_sets += usize::from(!dual.odd_sets.is_empty());
        }
        assert!(with_sets > 50, "only {with_sets} duals with odd sets");
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

        #[test]
        fn least_matching_of_given_size_is_brute_force(seed in any::<u64>()) {
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let n = rng.gen_range(1..11);
            let (density, costs) = (rng.gen_range(0.2..0.9), rng.gen_range(1..10));
            let edges = random_graph(&mut rng, n, density, costs);
            let must: Vec<bool> = (0..n).map(|_| rng.gen_bool(0.5)).collect();
            let pairs = rng.gen_range(0..=n / 2);
            let brute = brute_minimum(n, &edges, &must, pairs);
            prop_assert_eq!(min_cost_matching(n, &edges, &must, pairs), brute);
            if let (Some(f), Some(b)) = (doubled_fractional(n, &edges, &must, pairs), brute) {
                prop_assert!(f <= 2 * b, "the relaxation bounds the integral minimum");
            }
        }

        /// The one-forest Gallai-Edmonds D against its definition computed
        /// afresh for each vertex: a maximum matching of the graph without
        /// the vertex is as large as one of the whole graph.
        #[test]
        fn deficient_vertices_are_those_a_maximum_matching_can_miss(seed in any::<u64>()) {
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let n = rng.gen_range(1..16);
            let density = rng.gen_range(0.05..0.8);
            let edges = random_graph(&mut rng, n, density, 1);
            let mut adj = vec![Vec::new(); n];
            for &(a, b, _) in &edges {
                adj[a].push(b);
                adj[b].push(a);
            }
            let mate: Vec<usize> = maximum_matching(&adj).into_iter().map(|m| m.unwrap_or(NONE)).collect();
            let size = matching_size(&adj);
            let fresh: Vec<bool> = (0..n)
                .map(|v| {
                    let others: Vec<Vec<usize>> = (0..n)
                        .map(|u| if u == v { Vec::new() } else { adj[u].iter().copied().filter(|&w| w != v).collect() })
                        .collect();
                    matching_size(&others) == size
                })
                .collect();
            prop_assert_eq!(deficient_vertices(&adj, &mate), fresh);
        }
    }
}
