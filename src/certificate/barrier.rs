//! The Tutte-Berge bound the checker recomputes for a barrier: removing a
//! set of vertices from a graph leaves some odd components, and every
//! matching leaves a vertex of each unmatched unless the set's vertices
//! match it, so no matching has more than (vertices + |set| - odd) / 2 pairs.

use std::collections::BTreeSet;

/// The bound of the barrier `set` in the graph of the vertices marked in
/// `inside` and `edges` (those with an end outside are ignored), once the
/// odd components are counted and found to be `odd`.
pub fn tutte_berge(
    inside: &[bool],
    edges: &[(usize, usize)],
    set: &[usize],
    odd: usize,
) -> Result<usize, String> {
    let removed: BTreeSet<usize> = set.iter().copied().collect();
    if removed.len() != set.len()
        || set
            .iter()
            .any(|&v| !inside.get(v).copied().unwrap_or(false))
    {
        return Err("the set is not a set of the graph's vertices".into());
    }
    let kept = |v: usize| inside[v] && !removed.contains(&v);
    let mut adjacent = vec![Vec::new(); inside.len()];
    for &(a, b) in edges.iter().filter(|&&(a, b)| kept(a) && kept(b)) {
        adjacent[a].push(b);
        adjacent[b].push(a);
    }
    let mut seen = vec![false; inside.len()];
    let mut counted = 0;
    for start in (0..inside.len()).filter(|&v| kept(v)) {
        if seen[start] {
            continue;
        }
        seen[start] = true;
        let (mut stack, mut size) = (vec![start], 0usize);
        while let Some(v) = stack.pop() {
            size += 1;
            for &w in &adjacent[v] {
                if !seen[w] {
                    seen[w] = true;
                    stack.push(w);
                }
            }
        }
        counted += size % 2;
    }
    if counted != odd {
        return Err(format!(
            "{counted} odd components, the certificate says {odd}"
        ));
    }
    let vertices = inside.iter().filter(|&&x| x).count();
    Ok((vertices + set.len() - odd) / 2)
}
