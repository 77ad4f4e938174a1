//! `explain --why-not A-B`: the best pairing the rules make that holds the
//! pairs asked (the generator with those pairs fixed), judged by the
//! verifier against the rules: the first criterion on which it is worse,
//! with both values and the players whose games change; or why no legal
//! pairing holds them.

use super::{board_lines, BoardLine, BracketExplained};
use crate::engine::bracket::{solve_bracket, Role};
use crate::engine::walk::Bracket;
use crate::engine::{self, RoundContext, Stage};
use crate::error::{Error, Result};
use crate::pairing::{Board, Pairing};
use crate::state::RoundRequest;
use crate::systems::Setup;
use crate::tournament::{PlayerId, Tournament};
use crate::verifier::RoundReport;
use serde::Serialize;
use std::collections::BTreeMap;

/// The answer to one `--why-not` question.
#[derive(Debug, Clone, Serialize)]
pub struct WhyNot {
    /// The pairs asked about.
    pub pairs: Vec<(PlayerId, PlayerId)>,
    /// `in the pairing`, `illegal`, `worse`, `later` (as good on every
    /// criterion, generated later) or `undecided`.
    pub answer: String,
    /// The paragraph that decides: an absolute criterion, the first
    /// quality criterion on which the pairs lose, or the order's step.
    pub paragraph: Option<String>,
    /// What that paragraph asks, from the rule set's glossary.
    pub meaning: Option<&'static str>,
    /// The bracket (1-based, the walk's) where the two pairings part.
    pub bracket: Option<usize>,
    /// That criterion's value in the round's pairing and in the best
    /// pairing holding the pairs.
    pub rules_value: Option<i64>,
    pub value: Option<i64>,
    pub text: String,
    /// The best pairing holding the pairs, when there is one.
    pub boards: Vec<BoardLine>,
    pub bye: Option<PlayerId>,
    /// The players whose game (opponent or bye) differs from the round's pairing.
    pub concerned: Vec<PlayerId>,
}

impl WhyNot {
    /// The best pairing holding the pairs on one line (`w-b w-b, bye N`),
    /// when there is one.
    pub fn best_pairing_listed(&self) -> Option<String> {
        if self.boards.is_empty() {
            return None;
        }
        let boards: Vec<String> = self
            .boards
            .iter()
            .map(|b| format!("{}-{}", b.white, b.black))
            .collect();
        let bye = self.bye.map_or(String::new(), |b| format!(", bye {b}"));
        Some(format!("{}{bye}", boards.join(" ")))
    }
}

/// Pairs as `--why-not` takes them: `A-B`, several separated by commas.
pub fn parse_pairs(text: &str) -> Result<Vec<(PlayerId, PlayerId)>> {
    text.split(',')
        .map(|pair| {
            let bad = || {
                Error::Request(format!(
                    "--why-not {text}: expected a pair of pairing numbers such as 3-9, got {pair:?}"
                ))
            };
            let (a, b) = pair.trim().split_once('-').ok_or_else(bad)?;
            let a: PlayerId = a.trim().parse().map_err(|_| bad())?;
            let b: PlayerId = b.trim().parse().map_err(|_| bad())?;
            if a == b {
                return Err(bad());
            }
            Ok((a, b))
        })
        .collect()
}

/// The answer to "why not `pairs`?" in the round `request`, whose rules'
/// pairing is `rules` (its brackets `brackets`).
pub(super) fn answer(
    setup: Setup,
    t: &Tournament,
    request: &RoundRequest,
    rules: &Pairing,
    brackets: &[BracketExplained],
    pairs: &[(PlayerId, PlayerId)],
) -> Result<WhyNot> {
    let mut w = answer_pairs(setup, t, request, rules, brackets, pairs)?;
    let text = setup.rules().for_round(request).text();
    w.meaning = w.paragraph.as_deref().and_then(|p| text.meaning(p));
    Ok(w)
}

fn answer_pairs(
    setup: Setup,
    t: &Tournament,
    request: &RoundRequest,
    rules: &Pairing,
    brackets: &[BracketExplained],
    pairs: &[(PlayerId, PlayerId)],
) -> Result<WhyNot> {
    let mut seen = BTreeMap::new();
    for &(a, b) in pairs {
        for p in [a, b] {
            if !request.present.contains(&p) {
                return Err(Error::Request(format!(
                    "--why-not {a}-{b}: player {p} is not paired in round {}",
                    request.round
                )));
            }
            if let Some(other) = seen.insert(p, (a, b)) {
                return Err(Error::Request(format!(
                    "--why-not: player {p} is in two pairs ({}-{} and {a}-{b})",
                    other.0, other.1
                )));
            }
        }
    }
    let asked = super::listed_pairs(pairs, ", ");
    let mut answer = WhyNot {
        pairs: pairs.to_vec(),
        answer: String::new(),
        paragraph: None,
        meaning: None,
        bracket: None,
        rules_value: None,
        value: None,
        text: String::new(),
        boards: Vec::new(),
        bye: None,
        concerned: Vec::new(),
    };
    let paired = |a: PlayerId, b: PlayerId| {
        rules
            .boards
            .iter()
            .position(|x| (x.white, x.black) == (a, b) || (x.white, x.black) == (b, a))
    };
    if pairs.iter().all(|&(a, b)| paired(a, b).is_some()) {
        let boards: Vec<String> = pairs
            .iter()
            .map(|&(a, b)| format!("{a}-{b} on board {}", paired(a, b).unwrap_or(0) + 1))
            .collect();
        answer.answer = "in the pairing".to_string();
        answer.text = format!("the round's pairing holds {}", boards.join(", "));
        return Ok(answer);
    }
    if let Some((pair, paragraph, why)) = illegal(setup, t, request, pairs)? {
        answer.answer = "illegal".to_string();
        answer.text = format!("illegal: {paragraph}, {why} ({}-{})", pair.0, pair.1);
        answer.paragraph = Some(paragraph);
        return Ok(answer);
    }
    let rules_set = setup.rules();
    let fixed = match engine::pair_round_fixed(rules_set, setup.solver, t, request, pairs, &mut ())
    {
        Ok(p) => p,
        Err(Error::NoPairing(_)) => {
            let text = rules_set.for_round(request).text();
            let paragraph = text.absolute.completion.to_string();
            answer.answer = "illegal".to_string();
            answer.text = format!(
                "illegal: {paragraph}, no complete pairing of the round holds {asked} ({} with at most one bye)",
                text.absolute.summary
            );
            answer.paragraph = Some(paragraph);
            return Ok(answer);
        }
        Err(e) => return Err(e),
    };
    answer.boards = board_lines(&fixed);
    answer.bye = fixed.bye;
    answer.concerned = concerned(rules, &fixed);
    let report = crate::verifier::verify(setup, t, request, &fixed)?;
    judged(&mut answer, &report, brackets, &asked);
    if let Some(local) = in_deciding_bracket(setup, t, request, brackets, pairs, &report)? {
        let whole = answer.text.clone();
        judged(&mut answer, &local, brackets, &asked);
        answer.text = format!(
            "{} first share bracket {}, and the text pairs the brackets above it before it comes to them, as the round's pairing has them; there {}. A complete pairing holding {asked} has to part from the round's earlier: {whole}",
            describe_pair(pairs),
            answer.bracket.unwrap_or(0),
            in_bracket_words(&mut answer, &local, &asked),
        );
    }
    Ok(answer)
}

/// The players of the one pair asked.
fn describe_pair(pairs: &[(PlayerId, PlayerId)]) -> String {
    match pairs {
        [(a, b)] => format!("{a} and {b}"),
        _ => "the players".to_string(),
    }
}

/// The verifier's judgement of the deciding bracket in words; its values
/// are the verifier's own on that bracket (the best candidate's is the
/// rules' own value there, the bracket being the rules').
fn in_bracket_words(answer: &mut WhyNot, local: &RoundReport, asked: &str) -> String {
    if let Some(f) = &local.finding {
        answer.rules_value = f.better;
        let values = match (f.better, f.tested) {
            (Some(r), Some(v)) => format!(" ({r} in the round's pairing, {v} with {asked})"),
            _ => String::new(),
        };
        return format!(
            "the rules' best pairing of it holding {asked} is worse on {}{values}: {}",
            f.criterion, f.message
        );
    }
    match &local.parting {
        Some(p) => format!(
            "the rules' best pairing of it holding {asked} is as good on every criterion ({}), but the generation order comes to the round's first ({})",
            local.criteria, p.step
        ),
        None => String::new(),
    }
}

/// The answer as the verifier's report on a pairing holding the pairs
/// words it: the first criterion on which it is worse, else the step of the
/// generation order that comes to the round's pairing first.
fn judged(answer: &mut WhyNot, report: &RoundReport, brackets: &[BracketExplained], asked: &str) {
    let changed = answer
        .concerned
        .iter()
        .map(u32::to_string)
        .collect::<Vec<_>>()
        .join(" ");
    if let Some(f) = &report.finding {
        let rules_value = f.bracket.and_then(|k| {
            brackets
                .iter()
                .find(|b| b.walked.index + 1 == k)?
                .criteria
                .iter()
                .find(|c| c.paragraph == f.criterion)
                .map(|c| c.value)
        });
        let rules_value = rules_value.or(f.better);
        answer.answer = report.verdict.word().replace("suboptimal", "worse");
        answer.paragraph = Some(f.criterion.clone());
        answer.bracket = f.bracket;
        answer.rules_value = rules_value;
        answer.value = f.tested;
        let values = match (rules_value, f.tested) {
            (Some(r), Some(v)) => format!(": {r} in the round's pairing, {v} with {asked}"),
            _ => String::new(),
        };
        let at = f
            .bracket
            .map_or(String::new(), |b| format!(" in bracket {b}"));
        answer.text = format!(
            "the best pairing holding {asked} is worse on {}{at}{values} ({}); the players whose games change: {changed}",
            f.criterion, f.message
        );
        return;
    }
    if let Some(p) = &report.parting {
        answer.answer = "later".to_string();
        answer.paragraph = Some(p.step.clone());
        answer.bracket = Some(p.bracket);
        answer.text = format!(
            "the best pairing holding {asked} is as good on every criterion ({}), but the generation order comes to the round's pairing first: {} decides in bracket {}; the players whose games change: {changed}",
            report.criteria, p.step, p.bracket
        );
        return;
    }
    answer.answer = report.verdict.word().to_string();
    answer.paragraph = Some(report.order.to_string());
    answer.text = format!(
        "the best pairing holding {asked} is {} on {}; the round's pairing comes first in the generation order ({}); the players whose games change: {changed}",
        report.verdict.word(),
        report.criteria,
        report.order
    );
}

/// Where the best complete pairing holding the one pair asked parts from
/// the round's pairing in a bracket above the first one that has both its
/// players: the text settles those brackets before it ever reaches the pair
/// (brackets are paired from the first, each as well as it can be, A.9 and
/// B.8 of the Dutch texts; Lim and Dubov pair scoregroup by scoregroup too),
/// so the pair is decided in that bracket. The verifier judges, up to that
/// bracket, the round's pairs of the brackets above it and the rules' best
/// pairing of that bracket holding the pair; `None` when the complete
/// pairing parts no earlier, or that bracket cannot hold the pair.
fn in_deciding_bracket(
    setup: Setup,
    t: &Tournament,
    request: &RoundRequest,
    brackets: &[BracketExplained],
    pairs: &[(PlayerId, PlayerId)],
    whole: &RoundReport,
) -> Result<Option<RoundReport>> {
    let [(a, b)] = pairs else {
        return Ok(None);
    };
    let holds =
        |x: &BracketExplained, id: PlayerId| x.moved.iter().chain(&x.residents).any(|p| p.id == id);
    let Some(k) = brackets.iter().position(|x| holds(x, *a) && holds(x, *b)) else {
        return Ok(None);
    };
    let deciding = &brackets[k].walked;
    let parted = (whole.finding.as_ref().and_then(|f| f.bracket))
        .or(whole.parting.as_ref().map(|p| p.bracket));
    if parted.is_none_or(|n| n > deciding.index) {
        return Ok(None);
    }
    let rules = setup.rules().for_round(request);
    let (states, present) = engine::round_states(rules, t, request)?;
    let mut ctx = engine::round_context(rules, t, request, &states, &present);
    ctx.use_solver(setup.solver);
    let index = |id: PlayerId| present.iter().copied().find(|&i| states[i].id == id);
    let (Some(p), Some(q)) = (index(*a), index(*b)) else {
        return Ok(None);
    };
    ctx.fix_pairs(&[(p, q)], &present);
    let bracket = Bracket {
        index: deciding.index,
        players: deciding.players.clone(),
        mdps: deciding.mdps,
        lower: &deciding.lower,
    };
    let outcome = match deciding.stage {
        Stage::Ordinary => ctx.rules.ordinary_pairing(&ctx, &bracket).outcome.ok(),
        Stage::Penultimate => ctx.rules.penultimate_pairing(&ctx, &bracket).ok().flatten(),
        Stage::Last => solve_bracket(&ctx, bracket.players.clone(), bracket.mdps, Role::Last).ok(),
    };
    let Some(outcome) = outcome else {
        return Ok(None);
    };
    let mut boards: Vec<Board> = brackets[..k]
        .iter()
        .flat_map(|x| &x.pairs)
        .map(|p| Board {
            white: p.white,
            black: p.black,
        })
        .collect();
    boards.extend(outcome.pairs.iter().map(|&(x, y)| Board {
        white: states[x].id,
        black: states[y].id,
    }));
    let partial = Pairing { boards, bye: None };
    let local = crate::verifier::verify_through(setup, t, request, &partial, deciding.index)?;
    Ok((local.finding.is_some() || local.parting.is_some()).then_some(local))
}

/// A pair no pairing may hold, the paragraph that forbids it and why.
type Illegal = ((PlayerId, PlayerId), String, String);

/// The first pair asked that no pairing may hold, its paragraph and why.
fn illegal(
    setup: Setup,
    t: &Tournament,
    request: &RoundRequest,
    pairs: &[(PlayerId, PlayerId)],
) -> Result<Option<Illegal>> {
    let rules = setup.rules().for_round(request);
    let (states, present) = engine::round_states(rules, t, request)?;
    let ctx: RoundContext = engine::round_context(rules, t, request, &states, &present);
    let index = |id: PlayerId| present.iter().copied().find(|&i| states[i].id == id);
    for &(a, b) in pairs {
        let (Some(p), Some(q)) = (index(a), index(b)) else {
            continue;
        };
        if let Some((paragraph, why)) = super::reasons::incompatibility(&ctx, t, p, q) {
            return Ok(Some(((a, b), paragraph, why)));
        }
    }
    Ok(None)
}

/// The players whose opponent (or bye) differs between the two pairings.
fn concerned(rules: &Pairing, other: &Pairing) -> Vec<PlayerId> {
    let opponents = |p: &Pairing| {
        let mut map: BTreeMap<PlayerId, Option<PlayerId>> = BTreeMap::new();
        for b in &p.boards {
            map.insert(b.white, Some(b.black));
            map.insert(b.black, Some(b.white));
        }
        if let Some(bye) = p.bye {
            map.insert(bye, None);
        }
        map
    };
    let (ours, theirs) = (opponents(rules), opponents(other));
    ours.iter()
        .filter(|(p, o)| theirs.get(p) != Some(o))
        .map(|(p, _)| *p)
        .collect()
}
