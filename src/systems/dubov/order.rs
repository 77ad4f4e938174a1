//! The text's order among the candidates equally good on the criteria
//! (Articles 3.2 and 4): the first candidate generated in that order wins.
//!
//! A bracket is generated as 3.2 pairs it. Where its residents need
//! upfloaters, those come first: the first set of players below in 4.2's
//! order (sequence numbers by descending score, then pairing number; sets
//! by the smallest differing sequence number) that an optimal candidate
//! pairs with residents (3.2.2). The bracket, residents and upfloaters, is
//! then paired by 3.2.3-3.2.6: G1 the players due white (in a bracket
//! where nobody has played, the first half by pairing number), G2 the
//! others (3.2.3); the shifters chosen as sets beforehand (3.2.4): first
//! the players of the smaller subgroup who must meet one of their own
//! subgroup, then those of the larger one who must, each set the first in
//! 4.3's order (from the middle outwards) that an optimal candidate
//! allows; S1 the new G1 by ascending ARO, then pairing number (3.2.5),
//! each S1 player in turn meeting the first player of the new G2 by
//! pairing number that an optimal candidate still allows (the first
//! transposition, 4.4, 3.2.6).

use crate::engine::bracket::BracketModel;
use crate::engine::optimal::{bracket_partners, Optimal};
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

/// The first candidate in the text's order among those `optimal` holds:
/// the upfloaters (3.2.2, 4.2), then 3.2.3-3.2.6 over the bracket they
/// make with the residents. A player moved down into the bracket is the
/// bye's, on his way to the last bracket: no player of theirs.
pub fn first_in_text_order(
    m: &BracketModel,
    optimal: &mut dyn Optimal,
) -> Result<Vec<bool>, SolveError> {
    let mut bracket: Vec<usize> = (m.moved_down..m.bracket_size()).collect();
    bracket.extend(s4_2_upfloaters(m, optimal)?);
    bracket.sort_by_key(|&v| m.state(v).id);
    let mut decided = vec![false; m.vertex_state.len()];
    s3_2_3_to_3_2_6(m, optimal, &bracket, &mut decided)?;
    Ok(optimal.candidate(m))
}

/// 3.2.2 with 4.2: the first set of upfloaters, the players below taken in
/// 4.2's sequence (descending score, then pairing number), each an
/// upfloater whenever an optimal candidate left pairs him with a resident,
/// until there are as many as every optimal candidate has (C5); the others
/// barred from the residents.
pub fn s4_2_upfloaters(
    m: &BracketModel,
    optimal: &mut dyn Optimal,
) -> Result<Vec<usize>, SolveError> {
    let nb = m.bracket_size();
    let upfloats = super::criteria::upfloater_pairs(m);
    let needed = {
        let candidate = optimal.candidate(m);
        upfloats.iter().filter(|&&(e, _)| candidate[e]).count()
    };
    let mut chosen = Vec::new();
    for x in s4_2_sequence(m, &upfloats) {
        if chosen.len() == needed {
            break;
        }
        let meets_a_resident = |a: usize, _: usize| a < nb;
        if optimal.restrict_pairs_at(m, &[x], &meets_a_resident)? {
            chosen.push(x);
        } else {
            optimal.restrict_pairs_at(m, &[x], &|a, _| a >= nb)?;
        }
    }
    Ok(chosen)
}

/// 4.2.1-4.2.2: the possible upfloaters, the players below meeting a
/// resident by one of `upfloats`, in sequence: descending score, then
/// pairing number.
pub fn s4_2_sequence(m: &BracketModel, upfloats: &[(usize, usize)]) -> Vec<usize> {
    let mut possible: Vec<usize> = upfloats.iter().map(|&(_, x)| x).collect();
    possible.sort_unstable();
    possible.dedup();
    possible.sort_by_key(|&x| (std::cmp::Reverse(m.state(x).pairing_score), m.state(x).id));
    possible
}

/// 3.2.3-3.2.6 on `players` (by pairing number): the subgroups, the
/// shifters, S1 by ARO and the first transposition of G2.
fn s3_2_3_to_3_2_6(
    m: &BracketModel,
    optimal: &mut dyn Optimal,
    players: &[usize],
    decided: &mut [bool],
) -> Result<(), SolveError> {
    let players: Vec<usize> = players.iter().copied().filter(|&v| !decided[v]).collect();
    if players.is_empty() {
        return Ok(());
    }
    let tpn = |v: usize| m.state(v).id;
    let by_aro = |list: &mut Vec<usize>| list.sort_by_key(|&v| (m.state(v).aro, tpn(v)));
    let (mut g1, g2) = s3_2_3_subgroups(m, &players);
    by_aro(&mut g1);
    let nv = m.vertex_state.len();
    let mut subgroups = Subgroups {
        member: vec![false; nv],
        in_g1: vec![false; nv],
        shifted: vec![None; nv],
    };
    for &v in &players {
        subgroups.member[v] = true;
    }
    for &v in &g1 {
        subgroups.in_g1[v] = true;
    }
    // 4.3.2: white seekers by ARO then pairing number, black seekers by
    // pairing number; 4.3.3 numbers each list from the middle outwards.
    let white_seekers = s4_3_middle_out(&g1);
    let black_seekers = s4_3_middle_out(&g2);
    let (smaller, larger) = if g1.len() <= g2.len() {
        (white_seekers, black_seekers)
    } else {
        (black_seekers, white_seekers)
    };
    subgroups.s3_2_4_shift(m, optimal, &smaller)?;
    subgroups.s3_2_4_shift(m, optimal, &larger)?;
    let in_new_g1 = |v: usize| subgroups.in_g1[v] != (subgroups.shifted[v] == Some(true));
    let mut s1: Vec<usize> = players.iter().copied().filter(|&v| in_new_g1(v)).collect();
    by_aro(&mut s1);
    let new_g2: Vec<usize> = players.iter().copied().filter(|&v| !in_new_g1(v)).collect();
    for &v in &s1 {
        if !decided[v] {
            let partners: Vec<usize> = new_g2.iter().copied().filter(|&r| !decided[r]).collect();
            decide(m, optimal, decided, v, &partners)?;
        }
    }
    // The players of the new G2 no S1 player met: unpaired here.
    for &v in &players {
        if !decided[v] {
            let partners: Vec<usize> = players
                .iter()
                .copied()
                .filter(|&r| r != v && !decided[r])
                .collect();
            decide(m, optimal, decided, v, &partners)?;
        }
    }
    Ok(())
}

/// The subgroups of 3.2.3 over the bracket's vertices, and the shifts of
/// 3.2.4 decided so far (`None`: not yet).
struct Subgroups {
    member: Vec<bool>,
    in_g1: Vec<bool>,
    shifted: Vec<Option<bool>>,
}

impl Subgroups {
    /// Whether members `a` and `b` may meet under the shifts decided so
    /// far: two players of one subgroup only when exactly one of them is
    /// shifted to the other, two of different subgroups only when neither
    /// is (S1 meets G2 after 3.2.4).
    fn may_meet(&self, a: usize, b: usize) -> bool {
        let (sa, sb) = (self.shifted[a], self.shifted[b]);
        if self.in_g1[a] == self.in_g1[b] {
            !(sa.is_some() && sa == sb)
        } else {
            sa != Some(true) && sb != Some(true)
        }
    }

    /// Keeps the candidates that agree with the shifts decided so far, of
    /// which only those of `changed` are new; a shifted player is shifted
    /// to meet someone of the bracket, so he is paired in it.
    fn apply(
        &self,
        optimal: &mut dyn Optimal,
        m: &BracketModel,
        changed: &[usize],
    ) -> Result<bool, SolveError> {
        let member = |v: usize| self.member.get(v).copied().unwrap_or(false);
        optimal.restrict_pairs_at(m, changed, &|a, b| match (member(a), member(b)) {
            (true, true) => self.may_meet(a, b),
            (true, false) => self.shifted[a] != Some(true),
            (false, true) => self.shifted[b] != Some(true),
            (false, false) => true,
        })
    }

    /// 3.2.4: the shifters of one subgroup, `sequence` its players in 4.3's
    /// order. Nobody when no optimal candidate needs two of them to meet;
    /// else each in turn is shifted whenever a candidate left pairs him with
    /// an unshifted player of his own subgroup: the first set in 4.3's order.
    fn s3_2_4_shift(
        &mut self,
        m: &BracketModel,
        optimal: &mut dyn Optimal,
        sequence: &[usize],
    ) -> Result<(), SolveError> {
        for &v in sequence {
            self.shifted[v] = Some(false);
        }
        if self.apply(optimal, m, sequence)? {
            return Ok(());
        }
        for &v in sequence {
            self.shifted[v] = None;
        }
        for &v in sequence {
            self.shifted[v] = Some(true);
            if !self.apply(optimal, m, &[v])? {
                self.shifted[v] = Some(false);
                self.apply(optimal, m, &[v])?;
            }
        }
        Ok(())
    }
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
    let compatible = bracket_partners(m, v);
    let options: Vec<Option<usize>> = partners
        .iter()
        .copied()
        .filter(|r| compatible.contains(r))
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
