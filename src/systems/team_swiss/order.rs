//! The text's order among candidates equally good on the criteria: upfloater
//! sets in lexicographic order (3.5.3-3.5.4), pairings of a bracket by
//! identifier (3.6.1-3.6.3). Team numbers (TPN, 1.1) throughout.

use crate::engine::bracket::BracketModel;
use crate::engine::optimal::{moved_down_then_residents, Optimal};
use crate::solver::SolveError;

/// The first candidate in the text's order among those `optimal` holds: the
/// moved-down teams with their upfloaters by identifier (3.5.5 having
/// chosen them, the criteria's last levels), then the residents with theirs.
pub fn first_in_text_order(
    m: &BracketModel,
    optimal: &mut dyn Optimal,
) -> Result<Vec<bool>, SolveError> {
    moved_down_then_residents(m, optimal, &mut |o, group| {
        s3_6_with_the_upfloaters(m, o, group)
    })
}

/// 3.6.1-3.6.4 on `players` and the upfloaters below the bracket that the
/// optimal candidates give them (3.5.5 fixed the set): every member by TPN,
/// wherever he plays. The top members first, the smallest TPNs wherever a
/// candidate left allows (a member is a top member when he meets a larger
/// TPN); then each top member in turn meets the smallest TPN a candidate
/// left allows.
fn s3_6_with_the_upfloaters(
    m: &BracketModel,
    optimal: &mut dyn Optimal,
    players: &[usize],
) -> Result<(), SolveError> {
    let tpn = |v: usize| m.state(v).id;
    let mut members: Vec<usize> = players.to_vec();
    members.extend(upfloaters_below(m, optimal, players));
    members.sort_by_key(|&v| tpn(v));
    let nb = m.bracket_size();
    let mut tops = Vec::new();
    for &x in &members {
        let top = if x < nb {
            optimal.restrict_with_below(m, &|a, w| a != x || w.is_some_and(|w| tpn(w) > tpn(x)))?
        } else {
            optimal.restrict_with_below(m, &|a, w| w != Some(x) || tpn(a) > tpn(x))?
        };
        if top {
            tops.push(x);
        }
    }
    for t in tops {
        let mut partners: Vec<usize> = members
            .iter()
            .copied()
            .filter(|&w| tpn(w) > tpn(t) && (t < nb || w < nb))
            .collect();
        partners.sort_by_key(|&w| tpn(w));
        for w in partners {
            let meets = |a: usize, y: Option<usize>| {
                if t < nb {
                    a != t || y == Some(w)
                } else {
                    (a == w) == (y == Some(t))
                }
            };
            if optimal.restrict_with_below(m, &meets)? {
                break;
            }
        }
    }
    Ok(())
}

/// The teams below the bracket that `players` meet in the candidate
/// `optimal` holds (the set is the same in every optimal one, 3.5.5).
fn upfloaters_below(m: &BracketModel, optimal: &dyn Optimal, players: &[usize]) -> Vec<usize> {
    let candidate = optimal.candidate(m);
    let nb = m.bracket_size();
    (0..m.edges.len())
        .filter(|&e| candidate[e])
        .filter_map(|e| {
            let (a, b) = m.edges[e];
            let (here, there) = (a.min(b), a.max(b));
            let below = here < nb && there >= nb && m.vertex_state[there].is_some();
            (below && players.contains(&here)).then_some(there)
        })
        .collect()
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
