//! Why a re-paired round differs from the file's: the verifier's verdicts on
//! both pairings, read as one class ("reference suboptimal at C.10",
//! "generation order (B.8)", ...), so that a corpus is explained by one
//! command.

use super::outcome::{Produced, Recorded};
use crate::pairing::Pairing;
use crate::state::RoundRequest;
use crate::systems::Setup;
use crate::tournament::Tournament;
use crate::verifier::{self, RoundReport, Verdict};

/// A differing round, classified.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Difference {
    pub class: String,
    /// The verifier on the file's pairing, when there is one.
    pub reference: Option<Judgement>,
    /// The verifier on pairproof's pairing, when there is one.
    pub pairproof: Option<Judgement>,
}

/// The verifier's verdict on one pairing, and the first criterion it names.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Judgement {
    pub verdict: Option<Verdict>,
    pub criterion: Option<String>,
    pub bracket: Option<usize>,
    /// The criterion's value in this pairing and in a better candidate.
    pub tested: Option<i64>,
    pub better: Option<i64>,
    /// Whether the pairing is the candidate the generation order picks.
    pub first_in_order: Option<bool>,
    /// When it is not: the step of the order where it parts from the rules'.
    pub order_step: Option<String>,
    /// The verifier could not judge it.
    pub error: Option<String>,
    /// The verifier's whole report (`check --explain` prints it).
    #[serde(skip)]
    pub report: Option<RoundReport>,
}

/// Classifies the difference between the file's round and pairproof's.
pub fn classify(
    setup: Setup,
    t: &Tournament,
    request: &RoundRequest,
    recorded: &Recorded,
    produced: &Produced,
) -> Difference {
    let judge = |p: &Pairing| judgement(verifier::verify(setup, t, request, p));
    let reference = match recorded {
        Recorded::Paired(p) => Some(judge(p)),
        Recorded::Unpairable => None,
    };
    let pairproof = match produced {
        Produced::Paired(p) => Some(judge(p)),
        _ => None,
    };
    let class = class_of(
        reference.as_ref(),
        pairproof.as_ref(),
        produced,
        setup.rules().text().order,
    );
    Difference {
        class,
        reference,
        pairproof,
    }
}

fn judgement(report: crate::error::Result<RoundReport>) -> Judgement {
    match report {
        Ok(r) => Judgement {
            verdict: Some(r.verdict),
            criterion: r.finding.as_ref().map(|f| f.criterion.clone()),
            bracket: r.finding.as_ref().and_then(|f| f.bracket),
            tested: r.finding.as_ref().and_then(|f| f.tested),
            better: r.finding.as_ref().and_then(|f| f.better),
            first_in_order: r.first_in_order,
            order_step: r.parting.as_ref().map(|p| p.step.clone()),
            error: None,
            report: Some(r),
        },
        Err(e) => Judgement {
            verdict: None,
            criterion: None,
            bracket: None,
            tested: None,
            better: None,
            first_in_order: None,
            order_step: None,
            error: Some(e.to_string()),
            report: None,
        },
    }
}

/// The class of a difference, the worse fault first: pairproof's own, then
/// the reference's, then what neither criterion decides (the generation order).
/// `order`: the paragraphs of the rule set's generation order.
fn class_of(
    reference: Option<&Judgement>,
    pairproof: Option<&Judgement>,
    produced: &Produced,
    order: &str,
) -> String {
    let at = |who: &str, what: &str, j: &Judgement| {
        format!("{who} {what} at {}", j.criterion.as_deref().unwrap_or("?"))
    };
    let (Some(r), Some(p)) = (reference, pairproof) else {
        return match (reference, produced) {
            (None, _) => "reference found no pairing".to_string(),
            (Some(_), Produced::Failed(_)) => "pairproof failed".to_string(),
            (Some(_), _) => "pairproof found no pairing".to_string(),
        };
    };
    let verdicts = (r.verdict, p.verdict);
    match verdicts {
        (None, _) | (_, None) => "not verified".to_string(),
        (_, Some(Verdict::Illegal)) => at("pairproof", "illegal", p),
        (_, Some(Verdict::Suboptimal)) => at("pairproof", "suboptimal", p),
        (Some(Verdict::Illegal), _) => at("reference", "illegal", r),
        (Some(Verdict::Suboptimal), _) => at("reference", "suboptimal", r),
        (Some(Verdict::Undecided), _) => at("reference", "undecided", r),
        (_, Some(Verdict::Undecided)) => at("pairproof", "undecided", p),
        (_, Some(Verdict::Colours)) => at("pairproof", "colours", p),
        (Some(Verdict::Colours), _) => at("reference", "colours", r),
        (Some(Verdict::Optimal), Some(Verdict::Optimal)) => {
            match r.order_step.as_deref().or(p.order_step.as_deref()) {
                Some(step) => format!("both optimal: generation order at {step}"),
                None => format!("both optimal: generation order ({order})"),
            }
        }
    }
}
