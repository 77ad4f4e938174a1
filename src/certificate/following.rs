//! The check of `following-bracket` evidence: the look-ahead's first
//! measure bounded by a barrier of the bracket and the following bracket.
//!
//! Why it proves the level: a candidate equal on the earlier levels makes the
//! bracket's own number of pairs `p` (an earlier level counts them, or the
//! bracket has no pair to make). Its pairs below, `n`, and its bye, `y` (0 or
//! 1), are then bounded twice: its own and lower pairs are one matching of
//! the players by the bracket's and following bracket's edges, so
//! `p + n <= pairs` of the barrier; and they settle distinct players outside
//! its own pairs, so `2n + y <= players - 2p`. The measure, `-(2n + y)`, is
//! therefore at least `-min(players - 2p, 2 (pairs - p) + [a bye edge])`.

use super::barrier::tutte_berge;
use super::BracketCertificate;

/// Checks that the barrier `set` proves level `k` of bracket `b`.
pub fn check(
    b: &BracketCertificate,
    k: usize,
    set: &[usize],
    odd: usize,
    pairs: usize,
) -> Result<(), String> {
    let usable = usable(b);
    let level = &b.levels[k];
    let coefficient = super::duals::coefficients(b, &level.terms);
    let settles = (0..b.edges.len()).all(|e| {
        !usable[e]
            || coefficient[e]
                == match b.edges[e].kind.as_str() {
                    "next" => -2,
                    "bye" => -1,
                    _ => 0,
                }
    });
    if level.constant != 0 || !settles {
        return Err(
            "the level is not minus two per pair of the following bracket and one for the bye"
                .into(),
        );
    }
    let own = own_pairs(b, k, &usable)?;
    let players: Vec<bool> = b.vertices.iter().map(|&id| id != 0).collect();
    let edges: Vec<(usize, usize)> = (0..b.edges.len())
        .filter(|&e| usable[e] && matches!(b.edges[e].kind.as_str(), "bracket" | "next"))
        .map(|e| (b.edges[e].a, b.edges[e].b))
        .collect();
    let bound = tutte_berge(&players, &edges, set, odd)?;
    if bound != pairs {
        return Err(format!(
            "the bound is {bound} pairs, the certificate says {pairs}"
        ));
    }
    let count = players.iter().filter(|&&p| p).count();
    let below = own
        .checked_mul(2)
        .and_then(|twice| count.checked_sub(twice))
        .ok_or(format!("{own} own pairs of {count} players"))?;
    let bye = (0..b.edges.len()).any(|e| usable[e] && b.edges[e].kind == "bye");
    let most = below.min(2 * pairs.saturating_sub(own) + usize::from(bye));
    if -(most as i64) < level.tested {
        return Err(format!(
            "the barrier lets a candidate settle {most} players below, more than the value under test {}",
            level.tested
        ));
    }
    Ok(())
}

/// The bracket's own pairs every candidate equal on the levels before `k`
/// makes: what an earlier level counts at minus one per usable bracket edge,
/// or none when the bracket has no usable edge.
fn own_pairs(b: &BracketCertificate, k: usize, usable: &[bool]) -> Result<usize, String> {
    let bracket = |e: usize| usable[e] && b.edges[e].kind == "bracket";
    if !(0..b.edges.len()).any(bracket) {
        return Ok(0);
    }
    let counts = |l: &super::LevelCertificate| {
        let coefficient = super::duals::coefficients(b, &l.terms);
        l.constant == 0
            && (0..b.edges.len())
                .all(|e| !usable[e] || coefficient[e] == if bracket(e) { -1 } else { 0 })
    };
    b.levels[..k]
        .iter()
        .find(|l| counts(l))
        .ok_or("no earlier level counts the bracket's own pairs".to_string())
        .and_then(|l| {
            usize::try_from((-i128::from(l.tested)).max(0))
                .map_err(|_| format!("{} own pairs", l.tested))
        })
}

/// The edges a candidate may use: all but those fixed out.
fn usable(b: &BracketCertificate) -> Vec<bool> {
    let mut usable = vec![true; b.edges.len()];
    for &(e, f) in &b.fixed {
        usable[e] = f;
    }
    usable
}
