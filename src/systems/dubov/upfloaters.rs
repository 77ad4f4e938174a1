//! 3.2 for a bracket whose residents need upfloaters: the model holds the
//! whole rest of the round (1.3.2, C4), and asks for nothing but a perfect
//! matching, so its levels and the choice of upfloaters (3.2.2 with 4.2)
//! are settled by weighted matchings (`solver::lexmatching`, exact); the
//! residents and the upfloaters chosen then form a bracket of their own,
//! paired by 3.2.3-3.2.6. Where the weighted matchings cannot decide (the
//! levels too wide to pack, another solver asked for), the engine's
//! integer path pairs the same model in the same order.

use super::criteria::upfloater_pairs;
use crate::engine::bracket::{quality_levels, solve_bracket, BracketModel, BracketOutcome, Role};
use crate::engine::walk::Bracket;
use crate::engine::RoundContext;
use crate::solver::lexmatching::{as_plain_perfect, lexicographic_perfect_matching, VertexStep};
use crate::solver::{LinearForm, SolveError, Solver};

/// The bracket with everybody below it in its model, its upfloaters chosen
/// by weighted matchings; `Ok(None)` where they cannot decide.
pub fn by_weighted_matchings(
    ctx: &RoundContext,
    b: &Bracket,
    role: &Role,
) -> Result<Option<BracketOutcome>, SolveError> {
    if ctx.solver != Solver::Exact {
        return Ok(None);
    }
    let m = BracketModel::build(ctx, b.players.clone(), b.mdps, role.clone());
    let general = m.matching_model(ctx);
    let Some(perfect) = as_plain_perfect(&general) else {
        return Ok(None);
    };
    let levels = quality_levels(&m);
    let forms: Vec<&LinearForm> = levels.iter().map(|l| &l.form).collect();
    let Some(optimal) = lexicographic_perfect_matching(&perfect, &forms, &[])? else {
        return Ok(None);
    };
    let steps = s4_2_steps(&m, &optimal);
    let Some(mut chosen) = lexicographic_perfect_matching(&perfect, &forms, &steps)? else {
        return Ok(None);
    };
    chosen.truncate(general.edges.len());
    let values = levels
        .iter()
        .map(|l| (l.criterion, l.form.value(&chosen)))
        .collect();
    let mut players: Vec<usize> = (m.moved_down..m.bracket_size())
        .chain(
            upfloater_pairs(&m)
                .into_iter()
                .filter(|&(e, _)| chosen[e])
                .map(|(_, x)| x),
        )
        .map(|v| m.vertex_state[v].expect("a player"))
        .collect();
    players.sort_by_key(|&p| (-ctx.states[p].pairing_score, ctx.states[p].rank));
    let paired = solve_bracket(ctx, players, 0, Role::Last)?;
    let unpaired = b
        .players
        .iter()
        .copied()
        .filter(|p| !paired.pairs.iter().any(|&(x, y)| x == *p || y == *p))
        .collect();
    Ok(Some(BracketOutcome {
        pairs: paired.pairs,
        unpaired,
        levels: values,
        quota: None,
    }))
}

/// 4.2's sequence as steps, one per player below who may upfloat, by
/// descending score, then pairing number: whether he meets a resident
/// (the class of his pairs with them). Only the scores C6 gives upfloaters
/// in `optimal` (every optimal candidate has as many of each): the players
/// of the others upfloat in none.
fn s4_2_steps(m: &BracketModel, optimal: &[bool]) -> Vec<VertexStep> {
    let upfloats = upfloater_pairs(m);
    let used: Vec<_> = upfloats
        .iter()
        .filter(|&&(e, _)| optimal[e])
        .map(|&(_, x)| m.state(x).pairing_score)
        .collect();
    let mut steps: Vec<VertexStep> = Vec::new();
    let mut possible: Vec<usize> = upfloats
        .iter()
        .map(|&(_, x)| x)
        .filter(|&x| used.contains(&m.state(x).pairing_score))
        .collect();
    possible.sort_unstable();
    possible.dedup();
    possible.sort_by_key(|&x| (std::cmp::Reverse(m.state(x).pairing_score), m.state(x).id));
    for x in possible {
        let mut form = LinearForm::new();
        for &(e, _) in upfloats.iter().filter(|&&(_, y)| y == x) {
            form.add(e, -1);
        }
        steps.push(VertexStep { vertex: x, form });
    }
    steps
}
