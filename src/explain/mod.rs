//! `pairproof explain`: a round as the rules build it, bracket by bracket,
//! for people. The generator pairs the round and shows each bracket to an
//! observer (`engine::Observer`) that keeps what a reader needs:
//! who is in the bracket and why, each player's colour preference and float
//! history, the pairs chosen with the optimum of every quality criterion (in
//! the rule set's own paragraphs), the players handed down and the bye.
//!
//! With another pairing of the same round (an arbiter's, another engine's),
//! the verifier judges it ([`crate::verifier::verify`]) and the explanation
//! says in which bracket the two part and which paragraph decides.
//!
//! What is not shown exactly: the engine settles each criterion's optimum
//! and then takes the candidate the generation order reaches first, without
//! listing the other optimal candidates; so for the rules' own pairing the
//! explanation names the paragraphs of the generation order, not the single
//! step that parted the rules' candidate from the next one. For a pairing
//! under test the verifier names that step when the pairing is equally good
//! but later in the order.
//!
//! [`Explanation`] is the data; [`text`] and [`html`] render it.

pub mod html;
mod reasons;
pub mod text;
mod why_not;

pub use why_not::{parse_pairs, WhyNot};

use crate::engine::bracket::{BracketOutcome, Role};
use crate::engine::walk::Bracket;
use crate::engine::{self, Observer, RoundContext, Stage};
use crate::error::Result;
use crate::pairing::Pairing;
use crate::points::format_points;
use crate::state::{Float, PlayerState, RoundRequest, Strength};
use crate::systems::Setup;
use crate::tournament::{Colour, PlayerId, Round, Tournament};
use serde::Serialize;
use std::collections::{BTreeMap, BTreeSet};

/// A round explained.
#[derive(Debug, Clone, Serialize)]
pub struct Explanation {
    /// The rule set's name.
    pub system: String,
    pub round: Round,
    pub players: usize,
    /// The paragraphs of the quality criteria, of the generation order and
    /// of the colour allocation, as the rule set names them.
    pub criteria_paragraphs: &'static str,
    pub order_paragraphs: &'static str,
    pub colour_paragraphs: &'static str,
    pub brackets: Vec<BracketExplained>,
    /// The boards of the rules' pairing, in board order.
    pub boards: Vec<BoardLine>,
    pub bye: Option<PlayerLine>,
    /// The pairing under test, when one was given.
    pub other: Option<OtherPairing>,
    /// The answers to `--why-not`, in the order asked.
    pub why_not: Vec<WhyNot>,
}

/// A player as a bracket shows him.
#[derive(Debug, Clone, Serialize)]
pub struct PlayerLine {
    pub id: PlayerId,
    pub name: String,
    pub rating: u32,
    /// Pairing score.
    pub score: String,
    /// `absolute White`, `mild Black`, `none`.
    pub preference: String,
    /// Colours of his played games, oldest first (`W`/`B`), `-` when none.
    pub colours: String,
    /// Float of each earlier round (`D` down, `U` up, `.` none).
    pub floats: String,
    /// Where a moved player came from: the bracket (1-based) and its score.
    pub from: Option<(usize, String)>,
}

/// Why something of the pairing is as it is: the paragraph that decides
/// and the reason in words, naming the players.
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct Reason {
    /// An absolute criterion, a quality criterion or a step of the
    /// generation order, as the rule set's text names it.
    pub paragraph: String,
    pub text: String,
    /// The pair of the text's first candidate this reason is about (the
    /// pair the rules' pairing displaced), when it is one.
    pub displaced: Option<(PlayerId, PlayerId)>,
    /// The bracket cannot hold the displaced pair as it stands: the round
    /// as a whole answers (`--why-not` of the pair), after the walk.
    #[serde(skip)]
    pub deferred: bool,
}

/// A pair of a bracket.
#[derive(Debug, Clone, Serialize)]
pub struct PairLine {
    pub first: PlayerId,
    pub second: PlayerId,
    pub first_name: String,
    pub second_name: String,
    /// Who has White, and the colour step of the rule set that decided it.
    pub white: PlayerId,
    pub black: PlayerId,
    pub colour_step: String,
    /// The resident who meets a moved-down player (he floats up), if any.
    pub upfloater: Option<PlayerId>,
    pub reason: Reason,
}

/// A player a bracket leaves unpaired: he floats down, or gets the bye.
#[derive(Debug, Clone, Serialize)]
pub struct FloaterLine {
    pub id: PlayerId,
    pub name: String,
    pub goes: String,
    pub reason: Reason,
}

/// Another candidate of a bracket, equal to the rules' on every criterion,
/// and the step of the generation order that puts the rules' first.
#[derive(Debug, Clone, Serialize)]
pub struct Alternative {
    pub pairs: Vec<(PlayerId, PlayerId)>,
    pub unpaired: Vec<PlayerId>,
    pub step: String,
}

impl Alternative {
    /// Its pairs and who stays unpaired, on one line.
    pub fn listed(&self) -> String {
        let mut out = listed_pairs(&self.pairs, " ");
        if !self.unpaired.is_empty() {
            let rest: Vec<String> = self.unpaired.iter().map(u32::to_string).collect();
            out.push_str(&format!(", unpaired {}", rest.join(" ")));
        }
        out
    }
}

/// Pairs written `a-b`, joined by `sep`: as the text, the page and the
/// answers list them.
pub(crate) fn listed_pairs(pairs: &[(PlayerId, PlayerId)], sep: &str) -> String {
    let listed: Vec<String> = pairs.iter().map(|(a, b)| format!("{a}-{b}")).collect();
    listed.join(sep)
}

/// A board of the round's pairing.
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct BoardLine {
    pub board: usize,
    pub white: PlayerId,
    pub black: PlayerId,
    /// The colour step that gave White (empty where not known: another
    /// pairing's boards), and what it asks.
    pub colour_step: String,
    pub colour_meaning: String,
}

/// A quality criterion's optimum in a bracket.
#[derive(Debug, Clone, Serialize)]
pub struct CriterionValue {
    pub paragraph: &'static str,
    pub measure: &'static str,
    pub value: i64,
    /// The pairs of the rules' pairing it counts (where it charges pairs
    /// alone), with the amount where more than 1.
    pub counted: Vec<String>,
    /// What the paragraph asks, from the rule set's glossary (else what a value counts).
    pub meaning: &'static str,
}

/// One bracket of the walk.
#[derive(Debug, Clone, Serialize)]
pub struct BracketExplained {
    /// 1-based, in the walk's order.
    pub number: usize,
    /// `ordinary`, `penultimate` or `last`.
    pub kind: &'static str,
    /// What of the following bracket counts (the engine's role name).
    pub role: String,
    /// The score of its residents.
    pub score: String,
    /// The players moved into it, then its residents.
    pub moved: Vec<PlayerLine>,
    pub residents: Vec<PlayerLine>,
    pub pairs: Vec<PairLine>,
    /// Players left unpaired: handed to the next bracket, or the bye.
    pub unpaired: Vec<PlayerId>,
    pub unpaired_go: String,
    pub criteria: Vec<CriterionValue>,
    /// How the remaining tie was broken, in the text's words.
    pub decided_by: String,
    /// The text's first candidate the reasons start from, and its name.
    pub start: Vec<(PlayerId, PlayerId)>,
    pub start_name: String,
    /// The players left unpaired, each with his reason.
    pub floaters: Vec<FloaterLine>,
    /// Other candidates as good on every criterion, at most a few.
    pub alternatives: Vec<Alternative>,
    /// Whether the bracket's criteria alone give the rules' values (else
    /// the text's own procedure, e.g. a backtracking, decided it).
    pub faithful: bool,
    /// The bracket as the walk made it, for `--why-not`.
    #[serde(skip)]
    pub(crate) walked: Walked,
}

/// A bracket as the walk made it (state indices): where `--why-not` pairs
/// it again holding the pair asked.
#[derive(Debug, Clone)]
pub(crate) struct Walked {
    pub index: usize,
    pub players: Vec<usize>,
    pub mdps: usize,
    pub lower: Vec<Vec<usize>>,
    pub stage: Stage,
}

/// The pairing under test beside the rules'.
#[derive(Debug, Clone, Serialize)]
pub struct OtherPairing {
    /// The verifier's verdict word.
    pub verdict: String,
    /// Whether its pairs are the rules' pairs.
    pub same_pairs: bool,
    /// The first bracket (1-based) where the rules pair a player otherwise.
    pub parting_bracket: Option<usize>,
    /// The paragraph that decides between the two, and why.
    pub deciding_paragraph: Option<String>,
    pub reason: String,
    pub boards: Vec<BoardLine>,
    pub bye: Option<PlayerId>,
    /// The verifier's own report, as `verify` prints it.
    pub report: String,
}

/// Explains the round `request` of `t` as `setup`'s rules pair it, and
/// `other` beside it when given.
pub fn explain(
    setup: Setup,
    t: &Tournament,
    request: &RoundRequest,
    other: Option<&Pairing>,
    why_not: &[Vec<(PlayerId, PlayerId)>],
) -> Result<Explanation> {
    let rules = setup.rules().for_round(request);
    let mut explainer = Explainer {
        t,
        brackets: Vec::new(),
        origin: BTreeMap::new(),
        bye: None,
        cracked: Vec::new(),
    };
    let pairing = engine::pair_round_observed(rules, setup.solver, t, request, &mut explainer)?;
    let mut boards = board_lines(&pairing);
    for board in &mut boards {
        board.colour_step = explainer
            .brackets
            .iter()
            .flat_map(|b| &b.pairs)
            .find(|p| p.white == board.white && p.black == board.black)
            .map(|p| p.colour_step.clone())
            .unwrap_or_default();
        board.colour_meaning = rules
            .text()
            .meaning(&board.colour_step)
            .unwrap_or_default()
            .to_string();
    }
    let mut brackets = std::mem::take(&mut explainer.brackets);
    settle_deferred(setup, t, request, &pairing, &mut brackets)?;
    explainer.brackets = brackets;
    let why_not = why_not
        .iter()
        .map(|pairs| why_not::answer(setup, t, request, &pairing, &explainer.brackets, pairs))
        .collect::<Result<Vec<_>>>()?;
    let other = other
        .map(|o| judge_other(setup, t, request, &pairing, o, &explainer.brackets))
        .transpose()?;
    Ok(Explanation {
        system: rules.name().to_string(),
        round: request.round,
        players: request.present.len(),
        criteria_paragraphs: rules.text().criteria,
        order_paragraphs: rules.text().order,
        colour_paragraphs: rules.text().colours,
        bye: explainer.bye,
        brackets: explainer.brackets,
        boards,
        other,
        why_not,
    })
}

fn board_lines(p: &Pairing) -> Vec<BoardLine> {
    p.boards
        .iter()
        .enumerate()
        .map(|(i, b)| BoardLine {
            board: i + 1,
            white: b.white,
            black: b.black,
            colour_step: String::new(),
            colour_meaning: String::new(),
        })
        .collect()
}

/// The set of pairs of a pairing, each as (lower id, higher id).
fn pair_set(p: &Pairing) -> BTreeSet<(PlayerId, PlayerId)> {
    p.boards
        .iter()
        .map(|b| (b.white.min(b.black), b.white.max(b.black)))
        .collect()
}

/// The reasons whose bracket could not hold the displaced pair, answered
/// by the round as a whole: the best pairing holding the pair, judged.
fn settle_deferred(
    setup: Setup,
    t: &Tournament,
    request: &RoundRequest,
    pairing: &Pairing,
    brackets: &mut [BracketExplained],
) -> Result<()> {
    let snapshot = brackets.to_vec();
    for b in brackets.iter_mut() {
        let reasons = b
            .pairs
            .iter_mut()
            .map(|p| &mut p.reason)
            .chain(b.floaters.iter_mut().map(|f| &mut f.reason));
        for r in reasons {
            let Some(pair) = r.displaced.filter(|_| r.deferred) else {
                continue;
            };
            let w = why_not::answer(setup, t, request, pairing, &snapshot, &[pair])?;
            if let Some(paragraph) = w.paragraph {
                r.paragraph = paragraph;
                r.text = format!("{} would meet {}: {}", pair.0, pair.1, w.text);
            }
            r.deferred = false;
        }
    }
    Ok(())
}

/// The verifier's judgement of `other`, and where it parts from the rules'.
fn judge_other(
    setup: Setup,
    t: &Tournament,
    request: &RoundRequest,
    rules: &Pairing,
    other: &Pairing,
    brackets: &[BracketExplained],
) -> Result<OtherPairing> {
    let report = crate::verifier::verify(setup, t, request, other)?;
    let theirs = pair_set(other);
    let same_pairs = theirs == pair_set(rules) && other.bye == rules.bye;
    let parting_bracket = brackets
        .iter()
        .find(|b| {
            b.pairs
                .iter()
                .any(|p| !theirs.contains(&(p.first.min(p.second), p.first.max(p.second))))
                || (b.kind == "last" && b.unpaired.first().copied() != other.bye)
        })
        .map(|b| b.number);
    let (deciding_paragraph, reason) = match (&report.finding, &report.parting, same_pairs) {
        (Some(f), _, _) => {
            let values = match (f.tested, f.better) {
                (Some(a), Some(b)) => format!(" (this pairing {a}, the better candidate {b})"),
                _ => String::new(),
            };
            let at = f
                .bracket
                .map_or(String::new(), |b| format!(" in the verifier's bracket {b}"));
            (
                Some(f.criterion.clone()),
                format!("{}{values}{at}: {}", f.criterion, f.message),
            )
        }
        (None, Some(p), _) => (
            Some(p.step.clone()),
            format!(
                "equally good on {} but generated later: {} decides (bracket {})",
                report.criteria, p.step, p.bracket
            ),
        ),
        (None, None, true) => (None, "the same pairs as the rules'".to_string()),
        (None, None, false) => (
            Some(report.order.to_string()),
            format!(
                "no better candidate on {}; the two part in the generation order ({})",
                report.criteria, report.order
            ),
        ),
    };
    Ok(OtherPairing {
        verdict: report.verdict.word().to_string(),
        same_pairs,
        parting_bracket: if same_pairs { None } else { parting_bracket },
        deciding_paragraph,
        reason,
        boards: board_lines(other),
        bye: other.bye,
        report: report.render(),
    })
}

/// A player's line: score, colour preference, colours, floats.
fn player_line(t: &Tournament, s: &PlayerState, from: Option<(usize, String)>) -> PlayerLine {
    let name = t.player(s.id).map(|p| p.name.clone()).unwrap_or_default();
    let preference = match (s.preference.strength, s.preference.colour) {
        (Strength::None, _) | (_, None) => "none".to_string(),
        (strength, Some(colour)) => format!("{} {}", strength_word(strength), colour_word(colour)),
    };
    let colours: String = s
        .colours
        .iter()
        .map(|c| if *c == Colour::White { 'W' } else { 'B' })
        .collect();
    let floats: String = s
        .floats
        .iter()
        .map(|f| match f {
            Float::Down => 'D',
            Float::Up => 'U',
            Float::None => '.',
        })
        .collect();
    PlayerLine {
        id: s.id,
        name,
        rating: s.rating,
        score: format_points(s.pairing_score),
        preference,
        colours: if colours.is_empty() {
            "-".to_string()
        } else {
            colours
        },
        floats: if floats.is_empty() {
            "-".to_string()
        } else {
            floats
        },
        from,
    }
}

fn strength_word(s: Strength) -> &'static str {
    match s {
        Strength::Absolute => "absolute",
        Strength::Strong => "strong",
        Strength::Mild => "mild",
        Strength::None => "none",
    }
}

fn colour_word(c: Colour) -> &'static str {
    match c {
        Colour::White => "White",
        Colour::Black => "Black",
    }
}

/// The generator's observer: every bracket as the generator settles it,
/// kept for the explanation.
struct Explainer<'t> {
    t: &'t Tournament,
    brackets: Vec<BracketExplained>,
    /// Where each moved player was left unpaired: bracket number and score.
    origin: BTreeMap<usize, (usize, String)>,
    bye: Option<PlayerLine>,
    /// The players of the next bracket whose pairs the rules take back for
    /// the last bracket (Lim 2.6).
    cracked: Vec<usize>,
}

impl Observer for Explainer<'_> {
    fn settled(
        &mut self,
        ctx: &RoundContext,
        b: &Bracket,
        stage: Stage,
        role: &Role,
        outcome: Option<&BracketOutcome>,
    ) {
        let kind = match stage {
            Stage::Ordinary => "ordinary",
            Stage::Penultimate => "penultimate",
            Stage::Last => "last",
        };
        if !(stage == Stage::Last && b.players.is_empty()) {
            self.record(ctx, b, (kind, stage), role, outcome);
        }
        self.cracked.clear();
    }

    fn cracked(&mut self, _ctx: &RoundContext, _b: &Bracket, cracked: &[usize]) {
        self.cracked = cracked.to_vec();
    }
}

impl Explainer<'_> {
    fn record(
        &mut self,
        ctx: &RoundContext,
        b: &Bracket,
        (kind, stage): (&'static str, Stage),
        role: &Role,
        outcome: Option<&BracketOutcome>,
    ) {
        let number = self.brackets.len() + 1;
        let score = if b.players.is_empty() {
            String::new()
        } else {
            format_points(ctx.bracket_score(&b.players, b.mdps))
        };
        let line =
            |p: usize, from: Option<(usize, String)>| player_line(self.t, &ctx.states[p], from);
        let moved = b.players[..b.mdps]
            .iter()
            .map(|&p| line(p, self.origin.get(&p).cloned()))
            .collect();
        let residents = b.players[b.mdps..].iter().map(|&p| line(p, None)).collect();
        let (pairs, unpaired, criteria, reasons) = match outcome {
            Some(o) => {
                let mut criteria: Vec<CriterionValue> = o
                    .levels
                    .iter()
                    .map(|(c, v)| CriterionValue {
                        paragraph: c.paragraph,
                        measure: c.measure,
                        value: *v,
                        counted: Vec::new(),
                        meaning: ctx.rules.text().meaning(c.paragraph).unwrap_or(c.measure),
                    })
                    .collect();
                let r =
                    reasons::explain_bracket(ctx, self.t, (b, &self.cracked), role, o, &criteria);
                for (criterion, value, counted) in r.counted.iter().filter(|c| !c.2.is_empty()) {
                    if let Some(c) = criteria.iter_mut().find(|c| {
                        c.paragraph == criterion.paragraph
                            && c.measure == criterion.measure
                            && c.value == *value
                            && c.counted.is_empty()
                    }) {
                        c.counted = counted.clone();
                    }
                }
                (r.pairs.clone(), o.unpaired.clone(), criteria, Some(r))
            }
            None => (Vec::new(), b.players.clone(), Vec::new(), None),
        };
        let unpaired_go = match (kind, unpaired.len()) {
            (_, 0) => "nobody left unpaired".to_string(),
            ("last", _) => "the bye".to_string(),
            _ => format!(
                "handed on to bracket {}, the next the walk pairs",
                number + 1
            ),
        };
        let decided_by = decided_by(ctx, outcome, kind, b.players.len());
        for &p in &unpaired {
            self.origin.insert(p, (number, score.clone()));
        }
        self.brackets.push(BracketExplained {
            number,
            kind,
            role: role.name().to_string(),
            score,
            moved,
            residents,
            pairs,
            unpaired: unpaired.iter().map(|&p| ctx.states[p].id).collect(),
            unpaired_go,
            criteria,
            decided_by,
            start: reasons.as_ref().map_or(Vec::new(), |r| r.start.clone()),
            start_name: reasons
                .as_ref()
                .map_or(String::new(), |r| r.start_name.clone()),
            floaters: reasons.as_ref().map_or(Vec::new(), |r| r.floaters.clone()),
            alternatives: reasons
                .as_ref()
                .map_or(Vec::new(), |r| r.alternatives.clone()),
            faithful: reasons.as_ref().is_none_or(|r| r.faithful),
            walked: Walked {
                index: b.index,
                players: b.players.clone(),
                mdps: b.mdps,
                lower: b.lower.to_vec(),
                stage,
            },
        });
        if let [bye] = unpaired.as_slice() {
            if kind == "last" {
                self.bye = Some(player_line(self.t, &ctx.states[*bye], None));
            }
        }
    }
}

/// What broke the tie among the candidates equal on every criterion (see
/// the module notes for what is not shown).
fn decided_by(
    ctx: &RoundContext,
    outcome: Option<&BracketOutcome>,
    kind: &str,
    size: usize,
) -> String {
    let order = ctx.rules.text().order;
    match outcome {
        None if kind == "penultimate" => "no pairing of this bracket lets the rest of the round be paired: it moves down whole".to_string(),
        None => String::new(),
        Some(_) if size <= 2 => "a single candidate: nothing to decide".to_string(),
        Some(_) => format!(
            "among the candidates equal on every criterion above, the first in the generation order ({order}); \
             the other candidates found as good, and the step that parts each from the rules', are listed"
        ),
    }
}
