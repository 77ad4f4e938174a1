//! The statistics of a simulation study, exact and deterministic:
//!
//! - a mean with its 95% confidence interval by the percentile bootstrap
//!   ([`mean_interval`]): [`RESAMPLES`] resamples drawn with replacement from
//!   a `ChaCha8Rng` of a fixed seed, the interval between the 2.5th and the
//!   97.5th percentile of the resampled means;
//! - the paired difference of two models over the same tournaments
//!   ([`paired_test`]): its mean, the paired bootstrap interval (the same
//!   resampled tournaments for both models), and the exact two-sided sign test
//!   (binomial with p = 1/2 over the tournaments whose values differ; ties
//!   dropped), so that a model compared with itself has p = 1 and the interval
//!   [0, 0];
//! - Kendall's tau-b ([`kendall_tau_b`]), ties counted in both rankings.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::Serialize;
use std::cmp::Ordering;

/// Bootstrap resamples per interval.
pub const RESAMPLES: usize = 2000;
/// The bootstrap's own seed: the same values always give the same interval.
pub const BOOTSTRAP_SEED: u64 = 0x5EED_B007;

/// A mean and its 95% confidence interval.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Interval {
    pub mean: f64,
    pub low: f64,
    pub high: f64,
    /// How many values the mean is over.
    pub n: usize,
}

impl Interval {
    pub fn width(&self) -> f64 {
        self.high - self.low
    }

    pub fn contains(&self, x: f64) -> bool {
        self.low <= x && x <= self.high
    }
}

/// The paired comparison of two models on one measure.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct PairedTest {
    /// Mean of (second − first) over the tournaments, with its paired bootstrap interval.
    pub difference: Interval,
    /// Tournaments where the second model's value is higher, and lower.
    pub higher: usize,
    pub lower: usize,
    /// Exact two-sided sign test p-value (1 when no tournament differs).
    pub p_value: f64,
}

pub fn mean(xs: &[f64]) -> f64 {
    if xs.is_empty() {
        0.0
    } else {
        xs.iter().sum::<f64>() / xs.len() as f64
    }
}

/// The mean of `xs` with its 95% percentile-bootstrap interval (see the
/// module notes). No values: a zero interval over 0 values.
pub fn mean_interval(xs: &[f64]) -> Interval {
    let n = xs.len();
    let m = mean(xs);
    if n == 0 {
        return Interval {
            mean: 0.0,
            low: 0.0,
            high: 0.0,
            n,
        };
    }
    let mut rng = ChaCha8Rng::seed_from_u64(BOOTSTRAP_SEED);
    let mut means: Vec<f64> = (0..RESAMPLES)
        .map(|_| (0..n).map(|_| xs[rng.gen_range(0..n)]).sum::<f64>() / n as f64)
        .collect();
    means.sort_by(|a, b| a.partial_cmp(b).unwrap_or(Ordering::Equal));
    // The percentiles, never outside the values themselves: a constant sample
    // has the interval [c, c] exactly.
    let low = percentile(&means, 0.025);
    let high = percentile(&means, 0.975);
    Interval {
        mean: m,
        low,
        high,
        n,
    }
}

/// The `q` quantile of sorted values (the nearest-rank definition).
fn percentile(sorted: &[f64], q: f64) -> f64 {
    let rank = ((q * sorted.len() as f64).ceil() as usize).clamp(1, sorted.len());
    sorted[rank - 1]
}

/// The paired comparison of `first` and `second`, values of the same
/// tournaments in the same order (see the module notes).
pub fn paired_test(first: &[f64], second: &[f64]) -> PairedTest {
    let differences: Vec<f64> = first.iter().zip(second).map(|(a, b)| b - a).collect();
    let higher = differences.iter().filter(|&&d| d > 0.0).count();
    let lower = differences.iter().filter(|&&d| d < 0.0).count();
    PairedTest {
        difference: mean_interval(&differences),
        higher,
        lower,
        p_value: sign_test(higher, lower),
    }
}

/// The exact two-sided sign test of `higher` against `lower` successes:
/// twice the smaller binomial tail at p = 1/2, at most 1.
pub fn sign_test(higher: usize, lower: usize) -> f64 {
    let n = higher + lower;
    if n == 0 {
        return 1.0;
    }
    let k = higher.min(lower);
    // P(X <= k), X ~ Bin(n, 1/2), summed in logs so that large n stays exact enough.
    let ln_half_n = n as f64 * 0.5f64.ln();
    let mut ln_choose = 0.0; // ln C(n, 0)
    let mut tail = 0.0;
    for i in 0..=k {
        if i > 0 {
            ln_choose += ((n - i + 1) as f64).ln() - (i as f64).ln();
        }
        tail += (ln_choose + ln_half_n).exp();
    }
    (2.0 * tail).min(1.0)
}

/// Kendall's tau-b between two rankings given as values (higher is better
/// in both, ties allowed): (C − D) / sqrt((C + D + Ta)(C + D + Tb)), where Ta
/// counts the pairs tied in `a` only and Tb those tied in `b` only. 1 when
/// `a` orders the players exactly as `b` does; 0 when either has no order.
pub fn kendall_tau_b<A: PartialOrd, B: PartialOrd>(a: &[A], b: &[B]) -> f64 {
    let (mut concordant, mut discordant, mut ties_a, mut ties_b) = (0i64, 0i64, 0i64, 0i64);
    for i in 0..a.len() {
        for j in i + 1..a.len() {
            let x = a[i].partial_cmp(&a[j]).unwrap_or(Ordering::Equal);
            let y = b[i].partial_cmp(&b[j]).unwrap_or(Ordering::Equal);
            match (x.is_eq(), y.is_eq()) {
                (true, true) => {}
                (true, false) => ties_a += 1,
                (false, true) => ties_b += 1,
                _ if x == y => concordant += 1,
                _ => discordant += 1,
            }
        }
    }
    let denominator =
        (((concordant + discordant + ties_a) * (concordant + discordant + ties_b)) as f64).sqrt();
    if denominator == 0.0 {
        0.0
    } else {
        (concordant - discordant) as f64 / denominator
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kendall_tau_b_of_hand_counted_rankings() {
        assert_eq!(kendall_tau_b(&[30, 20, 10], &[2000, 1900, 1800]), 1.0);
        assert_eq!(kendall_tau_b(&[10, 20, 30], &[2000, 1900, 1800]), -1.0);
        // One swapped neighbour among four: C = 5, D = 1, tau = 4/6.
        assert!((kendall_tau_b(&[4, 2, 3, 1], &[4.0, 3.0, 2.0, 1.0]) - 4.0 / 6.0).abs() < 1e-12);
        // A tie in the scores only: C = 5, D = 0, Ta = 1, Tb = 0: 5 / sqrt(6 * 5).
        assert!((kendall_tau_b(&[1, 1, 2, 3], &[1, 2, 3, 4]) - 5.0 / 30f64.sqrt()).abs() < 1e-12);
        // Ties on both sides: a = [2,2,1,1], b = [2,1,1,0]: (0,1) and (2,3) tied in a
        // only (Ta = 2), (1,2) in b only (Tb = 1); C = 3 ((0,2),(0,3),(1,3)); D = 0.
        assert!(
            (kendall_tau_b(&[2, 2, 1, 1], &[2, 1, 1, 0]) - 3.0 / (5f64 * 4.0).sqrt()).abs() < 1e-12
        );
        assert_eq!(kendall_tau_b(&[1, 1, 1], &[3, 2, 1]), 0.0);
    }

    #[test]
    fn sign_test_of_hand_computed_tails() {
        assert_eq!(sign_test(0, 0), 1.0);
        // n = 5, k = 0: 2 * 1/32.
        assert!((sign_test(5, 0) - 2.0 / 32.0).abs() < 1e-12);
        // n = 10, k = 2: 2 * (1 + 10 + 45) / 1024.
        assert!((sign_test(2, 8) - 2.0 * 56.0 / 1024.0).abs() < 1e-12);
        assert_eq!(sign_test(3, 3), 1.0);
    }

    #[test]
    fn bootstrap_interval_of_constant_and_spread_samples() {
        let constant = mean_interval(&[2.5; 40]);
        assert_eq!(
            (constant.mean, constant.low, constant.high),
            (2.5, 2.5, 2.5)
        );
        let xs: Vec<f64> = (0..100).map(|i| f64::from(i % 10)).collect();
        let i = mean_interval(&xs);
        assert_eq!(i.mean, 4.5);
        // The standard error is 2.87/10; the interval is about ±1.96 of it.
        assert!(
            i.low < 4.5 && i.high > 4.5 && i.low > 3.8 && i.high < 5.2,
            "{i:?}"
        );
        assert_eq!(mean_interval(&xs), i, "the bootstrap is deterministic");
        let longer: Vec<f64> = (0..400).map(|i| f64::from(i % 10)).collect();
        assert!(mean_interval(&longer).width() < i.width());
    }

    #[test]
    fn a_model_against_itself_differs_nowhere() {
        let xs = [0.5, 0.25, 0.75, 1.0];
        let t = paired_test(&xs, &xs);
        assert_eq!(
            (t.difference.low, t.difference.high, t.p_value),
            (0.0, 0.0, 1.0)
        );
        assert_eq!((t.higher, t.lower), (0, 0));
        let better = paired_test(&[0.0; 8], &[1.0; 8]);
        assert_eq!(better.higher, 8);
        assert!((better.p_value - 2.0 / 256.0).abs() < 1e-12);
    }
}
