//! Quality criteria as the engine sees them: a named paragraph of a rule
//! text and, for one bracket, the linear forms to minimise in order.

use crate::solver::LinearForm;
use std::fmt;

/// A quality criterion of a rule text: its paragraph (`C.6`, `B.4 X`) and
/// what a value of it counts, for reports.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Criterion {
    pub paragraph: &'static str,
    pub measure: &'static str,
}

impl Criterion {
    pub const fn new(paragraph: &'static str, measure: &'static str) -> Criterion {
        Criterion { paragraph, measure }
    }
}

impl fmt::Display for Criterion {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.paragraph)
    }
}

/// One level of a bracket's lexicographic objective: the criterion and the
/// form to minimise.
#[derive(Debug, Clone)]
pub struct Level {
    pub criterion: Criterion,
    pub form: LinearForm,
    /// A proven lower bound of the form over the bracket's candidates, when
    /// known: a candidate reaching it needs no solve for this level.
    pub bound: Option<i64>,
    /// What the level is about, for the verifier's special proofs.
    pub kind: LevelKind,
    /// What each of the bracket's players costs it left unpaired (by bracket
    /// vertex), where the level is made of such costs and pairs' own; empty
    /// otherwise. The explanation names the floaters it counts.
    pub unpaired: Vec<i64>,
}

/// The levels the verifier proves in their own ways.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LevelKind {
    /// The number of pairs of the bracket.
    MaxPairs,
    /// The following bracket (a look-ahead criterion).
    NextBracket,
    /// Any other quality criterion.
    Other,
}

impl Level {
    /// A level over `form`, without a known bound.
    pub fn new(criterion: Criterion, form: LinearForm) -> Level {
        Level {
            criterion,
            form: form.normalised(),
            bound: None,
            kind: LevelKind::Other,
            unpaired: Vec::new(),
        }
    }

    pub fn of_kind(self, kind: LevelKind) -> Level {
        Level { kind, ..self }
    }

    /// The same level under another text's paragraph.
    pub fn renamed(self, criterion: Criterion) -> Level {
        Level { criterion, ..self }
    }
}
