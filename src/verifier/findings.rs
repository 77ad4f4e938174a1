//! Every finding of a round, strongest first: each absolute criterion the
//! pairing breaks, the first level of each bracket at which a better
//! candidate exists (the walk carried on with the floaters under test), each
//! bracket left undecided, and each board whose colours break the rule
//! set's allocation, named after the rule it breaks.

use super::{Finding, Verdict};
use crate::engine::RoundContext;
use crate::pairing::Pairing;
use crate::tournament::Colour;

/// One finding with the verdict it carries.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Listed {
    pub verdict: Verdict,
    #[serde(flatten)]
    pub finding: Finding,
}

/// How strong a verdict is as a finding: an illegal pairing before a
/// better candidate, before a question left open, before a colour breach.
fn strength(v: Verdict) -> u8 {
    match v {
        Verdict::Illegal => 0,
        Verdict::Suboptimal => 1,
        Verdict::Undecided => 2,
        Verdict::Colours => 3,
        Verdict::Optimal => 4,
    }
}

/// The findings strongest first, in the walk's (or the boards') order within
/// a verdict; the round's verdict is the first one's, optimal without any.
pub fn strongest_first(mut listed: Vec<Listed>) -> (Verdict, Vec<Listed>) {
    listed.sort_by_key(|l| strength(l.verdict));
    let verdict = listed.first().map_or(Verdict::Optimal, |l| l.verdict);
    (verdict, listed)
}

/// Every board whose colours are not the allocation's (`RuleSet::allocate`),
/// named by the rule the colours given break (`RuleSet::colour_breach`).
/// Boards with a player not of the round are left to the legality findings.
pub fn colour_breaches(ctx: &RoundContext, tested: &Pairing) -> Vec<Finding> {
    let s = ctx.states;
    let index = |id| s.iter().position(|p| p.id == id);
    let mut breaches = Vec::new();
    for board in &tested.boards {
        let (Some(w), Some(b)) = (index(board.white), index(board.black)) else {
            continue;
        };
        let (high, low, high_is_white) = if ctx.rules.ranks_higher(&s[w], &s[b]) {
            (w, b, true)
        } else {
            (b, w, false)
        };
        let decision = ctx.allocate(high, low);
        if (decision.colour == Colour::White) == high_is_white {
            continue;
        }
        let given = |p: usize| if p == w { Colour::White } else { Colour::Black };
        let paragraph = [high, low]
            .into_iter()
            .map(|p| ctx.rules.colour_breach(&s[p], given(p), &decision))
            .find(|&p| p != decision.paragraph)
            .unwrap_or(decision.paragraph);
        let (white, black) = if decision.colour == Colour::White {
            (s[high].id, s[low].id)
        } else {
            (s[low].id, s[high].id)
        };
        let message = if paragraph == decision.paragraph {
            format!(
                "board {}-{}: {} gives white to {} ({} - {})",
                board.white, board.black, decision.paragraph, white, white, black
            )
        } else {
            format!(
                "board {}-{}: the colours under test break {paragraph}; {} gives white to {} ({} - {})",
                board.white, board.black, decision.paragraph, white, white, black
            )
        };
        breaches.push(Finding::round_wide(paragraph.to_string(), message));
    }
    breaches
}
