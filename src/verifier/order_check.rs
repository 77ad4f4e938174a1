//! The generation order seen from the verifier: whether the pairing under
//! test is the candidate the rules generate first in each bracket, where it
//! first parts from it, and the rule set's own account of the order checked
//! against the other optimal candidates SAT finds (the order cross-check).

use super::judge::Judge;
use crate::engine::bracket::{BracketModel, BracketOutcome, EdgeKind};
use crate::engine::walk::Bracket;
use crate::engine::RoundContext;

impl Judge {
    /// Whether the pairing under test pairs `bracket` as `rules` does (the generation order).
    pub(super) fn pairs_as_the_rules(&self, bracket: &[usize], rules: &BracketOutcome) -> bool {
        rules.pairs.iter().all(|&(a, b)| self.partner[a] == Some(b))
            && rules
                .unpaired
                .iter()
                .all(|&p| !self.paired_inside(bracket, p))
    }

    /// At the first bracket paired otherwise than the rules pair it: the
    /// step of the generation order that parts the two (for reports).
    pub(super) fn note_parting(&mut self, ctx: &RoundContext, b: &Bracket, rules: &BracketOutcome) {
        if self.parting.is_some() || self.pairs_as_the_rules(&b.players, rules) {
            return;
        }
        let tested: Vec<(usize, usize)> = b
            .players
            .iter()
            .filter_map(|&p| {
                self.partner[p]
                    .filter(|&q| p < q && b.players.contains(&q))
                    .map(|q| (p, q))
            })
            .collect();
        let step = ctx.rules.order_step(ctx, b, &rules.pairs, &tested);
        self.parting = Some(step.map(|(step, _)| super::Parting {
            bracket: b.index + 1,
            step,
        }));
    }

    pub(super) fn note_order(&mut self, same: Option<bool>) {
        self.first_in_order = match (self.first_in_order, same) {
            (Some(first), Some(same)) => Some(first && same),
            _ => None,
        };
    }

    /// The order cross-check of one bracket whose pairs under test are
    /// optimal: each other optimal candidate SAT found without one of those
    /// pairs (`equals`) must be generated later by the rule set's account.
    pub(super) fn check_order(
        &mut self,
        ctx: &RoundContext,
        k: usize,
        m: &BracketModel,
        tested: &[bool],
        equals: Vec<std::result::Result<Option<Vec<bool>>, ()>>,
    ) {
        let Some(mut check) = self.order_check.take() else {
            return;
        };
        let pairs_of = |chosen: &[bool]| -> Vec<(usize, usize)> {
            (0..m.edges.len())
                .filter(|&e| chosen[e] && m.kinds[e] == EdgeKind::Bracket)
                .map(|e| (m.players[m.edges[e].0], m.players[m.edges[e].1]))
                .collect()
        };
        let under_test = pairs_of(tested);
        for answer in equals {
            match answer {
                Err(()) => check.undecided += 1,
                Ok(None) => {}
                Ok(Some(chosen)) => match ctx.rules.order_step(
                    ctx,
                    &Bracket::detached(m.players.clone(), m.mdps),
                    &under_test,
                    &pairs_of(&chosen),
                ) {
                    None => check.unplaced += 1,
                    Some((_, std::cmp::Ordering::Less)) => check.agreed += 1,
                    Some((step, _)) => check.disagreements.push(format!(
                        "bracket {}: {} is generated before the pairs under test ({step})",
                        k + 1,
                        pairs_of(&chosen)
                            .iter()
                            .map(|&(a, b)| format!("{}-{}", ctx.states[a].id, ctx.states[b].id))
                            .collect::<Vec<_>>()
                            .join(" ")
                    )),
                },
            }
        }
        self.order_check = Some(check);
    }
}
