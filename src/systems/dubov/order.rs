//! The text's order among the candidates equally good on the criteria
//! (Articles 3.2 and 4): the first candidate generated in that order wins.
//!
//! A bracket is generated as 3.2 pairs it: the players moved down from above
//! first, each meeting the first resident by pairing number who leaves an
//! optimal candidate (their upfloaters, 4.2: the first set by sequence
//! number); then 3.2.3's subgroups, G1 the players due white (in a bracket
//! where nobody has played, the first half by pairing number), G2 the
//! others; S1 is G1 by ascending ARO, then pairing number (3.2.5), and each
//! S1 player in turn meets the first G2 player by pairing number some
//! optimal candidate still allows (the first transposition, 4.4), failing
//! that a player of his own subgroup shifted to the other one (4.3: the
//! shifters in their sequence, from the middle outwards), failing that
//! nobody; the players left meet each other in the same way.

use crate::engine::bracket::BracketModel;
use crate::engine::optimal::{bracket_edge, Optimal};
use crate::solver::SolveError;
use crate::tournament::Colour;

/// 4.3.3: a sorted list numbered from its (remaining) middle outwards, the
/// higher of two middle players first.
pub fn s4_3_middle_out<T: Copy>(sorted: &[T]) -> Vec<T> {
    let mut rest: Vec<T> = sorted.to_vec();
    let mut out = Vec::with_capacity(rest.len());
    while !rest.is_empty() {
        let k = if !rest.len().is_multiple_of(2) {
            rest.len() / 2
        } else {
            rest.len() / 2 - 1
        };
        out.push(rest.remove(k));
    }
    out
}

/// The first candidate in the text's order among those `optimal` holds.
pub fn first_in_text_order(
    m: &BracketModel,
    optimal: &mut dyn Optimal,
) -> Result<Vec<bool>, SolveError> {
    let nb = m.bracket_size();
    let mut decided = vec![false; nb];
    let tpn = |v: usize| m.state(v).id;
    let moved_down = m.moved_down.min(nb);
    let mut residents: Vec<usize> = (moved_down..nb).collect();
    residents.sort_by_key(|&v| tpn(v));
    for v in 0..moved_down {
        let partners: Vec<usize> = residents.iter().copied().filter(|&r| !decided[r]).collect();
        decide(m, optimal, &mut decided, v, &partners)?;
    }
    let undecided: Vec<usize> = residents.iter().copied().filter(|&v| !decided[v]).collect();
    let (g1, g2) = s3_2_3_subgroups(m, &undecided);
    let mut s1 = g1.clone();
    s1.sort_by_key(|&v| (m.state(v).aro, tpn(v)));
    let white_shifters = s4_3_middle_out(&s1);
    let black_shifters = s4_3_middle_out(&g2);
    for &v in &s1 {
        if decided[v] {
            continue;
        }
        let partners: Vec<usize> = g2
            .iter()
            .chain(&white_shifters)
            .copied()
            .filter(|&r| r != v && !decided[r])
            .collect();
        decide(m, optimal, &mut decided, v, &partners)?;
    }
    for &v in &g2 {
        if decided[v] {
            continue;
        }
        let partners: Vec<usize> = black_shifters
            .iter()
            .copied()
            .filter(|&r| r != v && !decided[r])
            .collect();
        decide(m, optimal, &mut decided, v, &partners)?;
    }
    Ok(optimal.candidate(m))
}

/// 3.2.3: G1 the players due white, unless nobody in the bracket has played
/// (then the first half by pairing number); G2 the others, by pairing number.
fn s3_2_3_subgroups(m: &BracketModel, players: &[usize]) -> (Vec<usize>, Vec<usize>) {
    let nobody_played = players.iter().all(|&v| m.state(v).colours.is_empty());
    if nobody_played {
        let half = players.len() / 2;
        return (players[..half].to_vec(), players[half..].to_vec());
    }
    players
        .iter()
        .partition(|&&v| m.state(v).preference.colour == Some(Colour::White))
}

/// Fixes `v`'s partner: the first of `partners` (compatible ones) that an
/// optimal candidate still allows, else nobody.
fn decide(
    m: &BracketModel,
    optimal: &mut dyn Optimal,
    decided: &mut [bool],
    v: usize,
    partners: &[usize],
) -> Result<(), SolveError> {
    let options: Vec<Option<usize>> = partners
        .iter()
        .copied()
        .filter(|&r| bracket_edge(m, v, r).is_some())
        .map(Some)
        .chain(std::iter::once(None))
        .collect();
    if let Some(k) = optimal.first(m, v, &options)? {
        decided[v] = true;
        if let Some(r) = options[k] {
            decided[r] = true;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::s4_3_middle_out;

    /// 4.3.3's example: seven players A-G are numbered D, C, E, B, F, A, G.
    #[test]
    fn shifters_numbered_from_the_middle_outwards() {
        let order = s4_3_middle_out(&['A', 'B', 'C', 'D', 'E', 'F', 'G']);
        assert_eq!(order, vec!['D', 'C', 'E', 'B', 'F', 'A', 'G']);
    }

    /// Six players: the higher of the two middle players first (C), then
    /// the middle of the five left (D), and so on.
    #[test]
    fn an_even_list_starts_with_the_higher_middle_player() {
        let order = s4_3_middle_out(&['A', 'B', 'C', 'D', 'E', 'F']);
        assert_eq!(order, vec!['C', 'D', 'B', 'E', 'A', 'F']);
    }
}
