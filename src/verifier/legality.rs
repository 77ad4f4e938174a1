//! The absolute criteria and the completion of the round, checked directly
//! on the pairing under test: every present player paired once or given the
//! bye (A.9), no second meeting or forbidden pair (C.1), the bye only to an
//! eligible player (C.2), no clash of absolute colour preferences (C.3).

use super::Finding;
use crate::engine::rules::Absolute;
use crate::engine::RoundContext;
use crate::pairing::Pairing;
use crate::tournament::PlayerId;
use std::collections::HashMap;

/// Each present player's opponent under test (by state index; `None` for the
/// bye), or every absolute criterion the pairing breaks, in board order;
/// with `complete`, every present player must be paired or get the bye.
pub fn partners(
    ctx: &RoundContext,
    present: &[usize],
    tested: &Pairing,
    complete: bool,
) -> Result<Vec<Option<usize>>, Vec<Finding>> {
    let index: HashMap<PlayerId, usize> = present.iter().map(|&i| (ctx.states[i].id, i)).collect();
    let mut partner: Vec<Option<usize>> = vec![None; ctx.states.len()];
    let mut seen: HashMap<PlayerId, ()> = HashMap::new();
    let mut breaches = Vec::new();
    let mut place = |id: PlayerId, breaches: &mut Vec<Finding>| -> Option<usize> {
        let Some(&i) = index.get(&id) else {
            breaches.push(illegal(
                paragraph(ctx, Absolute::Completion),
                format!("player {id} is paired but does not take part in this round"),
            ));
            return None;
        };
        if seen.insert(id, ()).is_some() {
            breaches.push(illegal(
                paragraph(ctx, Absolute::Completion),
                format!("player {id} appears twice in the pairing"),
            ));
            return None;
        }
        Some(i)
    };
    for board in &tested.boards {
        let (w, b) = (
            place(board.white, &mut breaches),
            place(board.black, &mut breaches),
        );
        let (Some(w), Some(b)) = (w, b) else { continue };
        partner[w] = Some(b);
        partner[b] = Some(w);
        breaches.extend(pair_breach(ctx, w, b));
    }
    if let Some(bye) = tested.bye {
        if let Some(i) = place(bye, &mut breaches) {
            if present.len().is_multiple_of(2) {
                breaches.push(illegal(
                    paragraph(ctx, Absolute::Completion),
                    format!("player {bye} gets a bye although everybody can be paired"),
                ));
            } else if !ctx.bye_eligible(i) {
                breaches.push(illegal(
                    paragraph(ctx, Absolute::Bye),
                    format!(
                        "player {bye} gets the pairing-allocated bye after a bye or a forfeit win"
                    ),
                ));
            }
        }
    }
    for &missing in present
        .iter()
        .filter(|&&i| complete && !seen.contains_key(&ctx.states[i].id))
    {
        breaches.push(illegal(
            paragraph(ctx, Absolute::Completion),
            format!(
                "player {} takes part but is neither paired nor given the bye",
                ctx.states[missing].id
            ),
        ));
    }
    if breaches.is_empty() {
        Ok(partner)
    } else {
        Err(breaches)
    }
}

/// The absolute criterion the pair `a`, `b` breaks, if any.
fn pair_breach(ctx: &RoundContext, a: usize, b: usize) -> Option<Finding> {
    if ctx.compatible(a, b) {
        return None;
    }
    let (sa, sb) = (&ctx.states[a], &ctx.states[b]);
    let (rule, why) = if sa.opponents.contains(&sb.id) {
        (Absolute::Rematch, "they have already played each other")
    } else if ctx.forbidden_pair(a, b) {
        (Absolute::Rematch, "they are a forbidden pair (XXP)")
    } else {
        (
            Absolute::Colours,
            "both have the same absolute colour preference and neither is a topscorer",
        )
    };
    Some(illegal(
        paragraph(ctx, rule),
        format!("players {} and {} are paired but {why}", sa.id, sb.id),
    ))
}

/// The paragraph of the rule set's text for an absolute criterion.
fn paragraph(ctx: &RoundContext, rule: Absolute) -> String {
    ctx.rules.text().paragraph(rule).to_string()
}

fn illegal(criterion: String, message: String) -> Finding {
    Finding::round_wide(criterion, message)
}
