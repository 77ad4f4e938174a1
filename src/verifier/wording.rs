//! The wording of a bracket's findings: a better candidate on a level, a
//! bracket left undecided, a pair the model cannot hold, each named after
//! the rule set's paragraphs, with the better candidate as its witness.

use super::judge::Judged;
use super::levels::{Better, Judgement};
use super::{BracketWitness, Finding};
use crate::engine::bracket::{outcome, BracketModel, Role};
use crate::engine::criteria::{Level, LevelKind};
use crate::engine::RoundContext;
use crate::points::format_points;

/// A judgement of the SAT questions as the walk's outcome.
pub(super) fn judged(
    ctx: &RoundContext,
    j: Judgement,
    k: usize,
    m: &BracketModel,
    quality: &[Level],
) -> Judged {
    match j {
        Judgement::Optimal => Judged::Optimal,
        Judgement::Better(b) => Judged::Better(finding(ctx, k, m, quality, &b)),
        Judgement::Undecided { level } => {
            let paragraph = quality[level].criterion.paragraph;
            undecided(ctx, k, m, paragraph, paragraph)
        }
    }
}

/// A bracket whose pairing under test the model cannot hold: undecided
/// rather than a verdict on another question.
pub(super) fn undecided_model(
    ctx: &RoundContext,
    k: usize,
    m: &BracketModel,
    what: &str,
) -> Judged {
    let criterion = ctx
        .rules
        .text()
        .paragraph(crate::engine::rules::Absolute::Completion);
    undecided_because(
        ctx,
        k,
        m,
        criterion,
        &format!("not judged, the model does not hold {what}"),
    )
}

pub(super) fn undecided(
    ctx: &RoundContext,
    k: usize,
    m: &BracketModel,
    criterion: &str,
    what: &str,
) -> Judged {
    undecided_because(
        ctx,
        k,
        m,
        criterion,
        &format!("the SAT effort budget ran out on {what}"),
    )
}

pub(super) fn undecided_because(
    ctx: &RoundContext,
    k: usize,
    m: &BracketModel,
    criterion: &str,
    why: &str,
) -> Judged {
    Judged::Undecided(Finding {
        criterion: criterion.to_string(),
        bracket: Some(k + 1),
        bracket_score: Some(format_points(bracket_score(ctx, m))),
        tested: None,
        better: None,
        message: format!("bracket {} ({} players): {why}", k + 1, m.players.len()),
        witness: None,
    })
}

pub(super) fn finding(
    ctx: &RoundContext,
    k: usize,
    m: &BracketModel,
    quality: &[Level],
    better: &Better,
) -> Finding {
    let level = &quality[better.level];
    let ppb = matches!(m.role, Role::Penultimate { .. });
    Finding {
        criterion: level.criterion.to_string(),
        bracket: Some(k + 1),
        bracket_score: Some(format_points(bracket_score(ctx, m))),
        tested: Some(better.tested),
        better: Some(better.better),
        message: format!(
            "bracket {} (score {}, {} players{}): a candidate is better on {} ({}: {} under test, {} possible)",
            k + 1,
            format_points(bracket_score(ctx, m)),
            m.players.len(),
            if ppb { ", the PPB" } else { "" },
            level.criterion,
            describe(better.level, quality, m),
            better.tested,
            better.better
        ),
        witness: Some(witness(ctx, m, &better.chosen)),
    }
}

/// Two moved-down players paired with each other: no edge of the model.
pub(super) fn mdps_paired_together(ctx: &RoundContext, k: usize, m: &BracketModel) -> Finding {
    let paragraph = m.rules.text().findings.mdps_meet_residents;
    Finding {
        criterion: paragraph.to_string(),
        bracket: Some(k + 1),
        bracket_score: Some(format_points(bracket_score(ctx, m))),
        tested: None,
        better: None,
        message: format!(
            "bracket {}: two moved-down players are paired with each other; MDPs meet only resident players ({paragraph})",
            k + 1
        ),
        witness: None,
    }
}

/// The criterion whose values below the bracket the values under test need,
/// as the rule set's text names it.
pub(super) fn below_the_bracket(m: &BracketModel) -> &'static str {
    let paragraphs = m.rules.text().findings;
    match m.role {
        Role::Penultimate { .. } => paragraphs.penultimate,
        Role::Completion { .. } => m
            .rules
            .text()
            .paragraph(crate::engine::rules::Absolute::Completion),
        Role::Last => paragraphs.quality,
        _ => paragraphs.look_ahead,
    }
}

pub(super) fn witness(ctx: &RoundContext, m: &BracketModel, chosen: &[bool]) -> BracketWitness {
    let id = |p: usize| ctx.states[p].id;
    let better = outcome(m, chosen, Vec::new());
    BracketWitness {
        pairs: better
            .pairs
            .into_iter()
            .map(|(a, b)| (id(a), id(b)))
            .collect(),
        unpaired: better.unpaired.into_iter().map(id).collect(),
    }
}

pub(super) fn bracket_score(ctx: &RoundContext, m: &BracketModel) -> crate::points::Points {
    ctx.bracket_score(&m.players, m.mdps)
}

/// What a level's value counts, for the report.
pub(super) fn describe(index: usize, quality: &[Level], m: &BracketModel) -> &'static str {
    let level = &quality[index];
    // The look-ahead of a text completing every bracket is its own ([C8]).
    if matches!(m.role, Role::Completion { .. }) {
        return level.criterion.measure;
    }
    let first_of_its_criterion = index == 0 || quality[index - 1].criterion != level.criterion;
    match level.kind {
        LevelKind::MaxPairs => "minus the number of pairs",
        LevelKind::NextBracket if first_of_its_criterion => {
            "minus the pairs of the following bracket, or the rank of the floater"
        }
        LevelKind::NextBracket => "score differences of one size in the following bracket's PSD",
        LevelKind::Other => level.criterion.measure,
    }
}
