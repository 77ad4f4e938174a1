//! Maximum-cardinality matching in a general graph (Edmonds' blossom
//! algorithm), for the quick completability checks of A.9 (can these players
//! still all be paired?) and for the yes/no questions of the generation order
//! on a graph of optimal candidates ([`super::candidates`]).

use std::collections::VecDeque;

/// The mate of an unmatched vertex.
pub const NONE: usize = usize::MAX;

/// Returns `mate[v]` for a maximum matching of the graph given by adjacency lists.
pub fn maximum_matching(adjacency: &[Vec<usize>]) -> Vec<Option<usize>> {
    let n = adjacency.len();
    let mut search = Search::new(n);
    let mut mate = vec![NONE; n];
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
pub fn augment_from(adjacency: &[Vec<usize>], mate: &mut [usize], root: usize, usable: &[bool]) -> bool {
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
pub fn without(adj: &[Vec<usize>], mate: &[usize], v: usize, usable: &mut [bool]) -> Option<Vec<usize>> {
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
    let mate: Vec<usize> = maximum_matching(adj).into_iter().map(|m| m.unwrap_or(NONE)).collect();
    if mate.iter().all(|&m| m != NONE) {
        return None;
    }
    let mut usable = vec![true; n];
    let deficient: Vec<bool> = (0..n).map(|v| without(adj, &mate, v, &mut usable).is_some()).collect();
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
    Some(Barrier { barrier, odd_groups })
}

fn greedy_start(adjacency: &[Vec<usize>], mate: &mut [usize]) {
    for v in 0..adjacency.len() {
        if mate[v] == NONE {
            if let Some(&u) = adjacency[v].iter().find(|&&u| mate[u] == NONE && u != v) {
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
    fn augmenting_path_within(
        &mut self,
        adj: &[Vec<usize>],
        mate: &[usize],
        root: usize,
        usable: &[bool],
    ) -> Option<usize> {
        let n = adj.len();
        self.parent.iter_mut().for_each(|p| *p = NONE);
        self.in_queue.iter_mut().for_each(|u| *u = false);
        for (i, b) in self.base.iter_mut().enumerate() {
            *b = i;
        }
        self.queue.clear();
        self.in_queue[root] = true;
        self.queue.push_back(root);
        while let Some(v) = self.queue.pop_front() {
            for &to in &adj[v] {
                if !usable[to] || self.base[v] == self.base[to] || mate[v] == to {
                    continue;
                }
                let closes_blossom =
                    to == root || (mate[to] != NONE && self.parent[mate[to]] != NONE);
                if closes_blossom {
                    let lca = self.common_base(mate, root, v, to);
                    self.in_blossom.iter_mut().for_each(|b| *b = false);
                    self.mark_path(mate, v, lca, to);
                    self.mark_path(mate, to, lca, v);
                    for i in 0..n {
                        if self.in_blossom[self.base[i]] {
                            self.base[i] = lca;
                            if !self.in_queue[i] {
                                self.in_queue[i] = true;
                                self.queue.push_back(i);
                            }
                        }
                    }
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

    fn augment_from(&mut self, i: usize, adjacent: &impl Fn(usize, usize) -> bool, seen: &mut [bool]) -> bool {
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
    pub fn try_move(&mut self, i: usize, r: usize, adjacent: &impl Fn(usize, usize) -> bool) -> bool {
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
