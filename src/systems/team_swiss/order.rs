//! The text's order among candidates equally good on the criteria: upfloater
//! sets in lexicographic order (3.5.3-3.5.4), pairings of a bracket by
//! identifier (3.6.1-3.6.3). Team numbers (TPN, 1.1) throughout.

use crate::engine::bracket::BracketModel;
use crate::engine::optimal::{bracket_partners, moved_down_then_residents, Optimal};
use crate::identifier_order::s3_6_by_identifier;
use crate::solver::SolveError;

/// The first candidate in the text's order among those `optimal` holds: the
/// moved-down teams with their upfloaters by identifier (3.5.5 having
/// chosen them, the criteria's last levels), then the residents with theirs.
pub fn first_in_text_order(
    m: &BracketModel,
    optimal: &mut dyn Optimal,
) -> Result<Vec<bool>, SolveError> {
    moved_down_then_residents(m, optimal, &mut |o, group| {
        s3_6_with_the_upfloater(m, o, group)
    })
}

/// A member of a text bracket: a team of the walk bracket, or the one
/// upfloater from below (known by TPN only).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Member {
    Here(usize),
    Below(u32),
}

/// 3.6.1-3.6.4 on `players`, with the upfloater below the bracket that the
/// optimal candidates all give one of them, where there is exactly one: his
/// TPN takes its place in the identifier (top member when smaller than his
/// opponent's). Otherwise each team meeting a team below counts as a top
/// member.
fn s3_6_with_the_upfloater(
    m: &BracketModel,
    optimal: &mut dyn Optimal,
    players: &[usize],
) -> Result<(), SolveError> {
    let below = upfloaters_below(m, optimal, players);
    let [u] = below.as_slice() else {
        return s3_6_by_identifier(m, optimal, players);
    };
    let u = *u;
    let tpn = |v: usize| m.state(v).id;
    let mut members: Vec<Member> = players.iter().map(|&p| Member::Here(p)).collect();
    members.push(Member::Below(u));
    let number = |x: &Member| match *x {
        Member::Here(v) => tpn(v),
        Member::Below(n) => n,
    };
    members.sort_by_key(number);
    let mut tops = Vec::new();
    for &x in &members {
        let kept = match x {
            Member::Here(p) => optimal.restrict(m, &|a, w| {
                a != p || w.map_or(u > tpn(p), |w| tpn(w) > tpn(p))
            })?,
            Member::Below(_) => optimal.restrict(m, &|a, w| {
                w.is_some() || !players.contains(&a) || tpn(a) > u
            })?,
        };
        if kept {
            tops.push(x);
        }
    }
    for top in tops {
        match top {
            Member::Here(t) => {
                let partners = bracket_partners(m, t);
                let mut options: Vec<(u32, Option<usize>)> = players
                    .iter()
                    .filter(|&&q| tpn(q) > tpn(t) && partners.contains(&q))
                    .map(|&q| (tpn(q), Some(q)))
                    .collect();
                if u > tpn(t) {
                    options.push((u, None));
                }
                options.sort_by_key(|&(n, _)| n);
                let options: Vec<Option<usize>> = options.into_iter().map(|(_, o)| o).collect();
                optimal.first(m, t, &options)?;
            }
            Member::Below(_) => {
                let mut above: Vec<usize> =
                    players.iter().copied().filter(|&q| tpn(q) > u).collect();
                above.sort_by_key(|&q| tpn(q));
                for q in above {
                    if optimal.first(m, q, &[None])?.is_some() {
                        break;
                    }
                }
            }
        }
    }
    Ok(())
}

/// The TPNs of the teams below the bracket that `players` meet in the
/// candidate `optimal` holds (the set is the same in every optimal one).
fn upfloaters_below(m: &BracketModel, optimal: &dyn Optimal, players: &[usize]) -> Vec<u32> {
    let candidate = optimal.candidate(m);
    let nb = m.bracket_size();
    let mut below: Vec<u32> = (0..m.edges.len())
        .filter(|&e| candidate[e])
        .filter_map(|e| {
            let (a, b) = m.edges[e];
            let (here, there) = if a < nb { (a, b) } else { (b, a) };
            let beyond = there >= nb && m.vertex_state[there].is_some();
            (here < nb && beyond && players.contains(&here)).then(|| m.state(there).id)
        })
        .collect();
    below.sort_unstable();
    below
}

/// 3.5.3-3.5.4: the order of two upfloater sets, each member given as
/// (score, TPN): each set listed by score descending, then TPN ascending,
/// the lists compared TPN by TPN.
pub fn s3_5_4_set_order<S: Ord + Copy>(a: &[(S, u32)], b: &[(S, u32)]) -> std::cmp::Ordering {
    s3_5_3_listed(a).cmp(&s3_5_3_listed(b))
}

/// 3.5.3: a set's TPNs, by score descending, then TPN ascending.
pub fn s3_5_3_listed<S: Ord + Copy>(set: &[(S, u32)]) -> Vec<u32> {
    let mut list = set.to_vec();
    list.sort_by_key(|&(score, tpn)| (std::cmp::Reverse(score), tpn));
    list.into_iter().map(|(_, tpn)| tpn).collect()
}

/// 3.6.1-3.6.2: the identifier of a pairing: the top members' TPNs (the
/// smaller TPN of each pair, whatever the scores) ascending, then the
/// bottom member of each of those pairs in the same order.
pub fn s3_6_2_identifier(pairs: &[(u32, u32)]) -> Vec<u32> {
    let mut ordered: Vec<(u32, u32)> = pairs.iter().map(|&(a, b)| (a.min(b), a.max(b))).collect();
    ordered.sort_unstable();
    ordered
        .iter()
        .map(|&(top, _)| top)
        .chain(ordered.iter().map(|&(_, bottom)| bottom))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 3.5.4's worked example: 2, 6, 8 have 3 points, 1, 3, 5 have 2.5
    /// (scores doubled here), three upfloaters, two of 3 and one of 2.5.
    #[test]
    fn s3_5_4_worked_example_orders_the_nine_sets() {
        let threes = [2, 6, 8];
        let halves = [1, 3, 5];
        let mut sets = Vec::new();
        for i in 0..3 {
            for j in (i + 1)..3 {
                for &h in &halves {
                    sets.push(vec![(5, h), (6, threes[j]), (6, threes[i])]);
                }
            }
        }
        sets.reverse();
        sets.sort_by(|a, b| s3_5_4_set_order(a, b));
        let listed: Vec<Vec<u32>> = sets.iter().map(|s| s3_5_3_listed(s)).collect();
        let expected: Vec<Vec<u32>> = vec![
            vec![2, 6, 1],
            vec![2, 6, 3],
            vec![2, 6, 5],
            vec![2, 8, 1],
            vec![2, 8, 3],
            vec![2, 8, 5],
            vec![6, 8, 1],
            vec![6, 8, 3],
            vec![6, 8, 5],
        ];
        assert_eq!(listed, expected);
    }

    /// 3.6.2's worked example: 11-24 16-6 10-9 8-4 has the identifier
    /// 4 6 9 11 8 16 10 24.
    #[test]
    fn s3_6_2_worked_example_identifier() {
        assert_eq!(
            s3_6_2_identifier(&[(11, 24), (16, 6), (10, 9), (8, 4)]),
            vec![4, 6, 9, 11, 8, 16, 10, 24]
        );
    }

    /// 3.6.1: the top member is the smaller TPN even when it is the
    /// upfloater, so 1-4 2-5 comes before 1-2 4-5 (1 2 4 5 < 1 4 2 5).
    #[test]
    fn s3_6_1_top_member_by_tpn_only() {
        let a = s3_6_2_identifier(&[(1, 4), (2, 5)]);
        let b = s3_6_2_identifier(&[(1, 2), (4, 5)]);
        assert_eq!(a, vec![1, 2, 4, 5]);
        assert_eq!(b, vec![1, 4, 2, 5]);
        assert!(a < b);
    }
}
