//! The command-line words of the option values that modules below `cli`
//! define (solvers, `--deny` verdicts, tournament kinds, TRF dialects): clap
//! is the CLI's alone, so the words and their help live here.

use crate::audit::Denied;
use crate::endorse::kinds::Kind;
use crate::solver::Solver;
use crate::trf::Dialect;

/// `clap::ValueEnum` for an enum of another module: each variant, its word
/// and its help (empty: none).
macro_rules! value_enum {
    ($ty:ty { $($variant:path => $word:literal, $help:literal;)* }) => {
        impl clap::ValueEnum for $ty {
            fn value_variants<'a>() -> &'a [Self] {
                &[$($variant),*]
            }

            fn to_possible_value(&self) -> Option<clap::builder::PossibleValue> {
                let (word, help) = match self {
                    $($variant => ($word, $help),)*
                };
                let value = clap::builder::PossibleValue::new(word);
                Some(if help.is_empty() { value } else { value.help(help) })
            }
        }
    };
}

value_enum!(Solver {
    Solver::Exact => "exact", "Exact combinatorial methods first, HiGHS where they cannot prove a level";
    Solver::Highs => "highs", "HiGHS's integer program for every level and every step of the order";
});

value_enum!(Denied {
    Denied::Suboptimal => "suboptimal", "";
    Denied::Illegal => "illegal", "";
    Denied::Colours => "colours", "";
    Denied::Undecided => "undecided", "";
    Denied::Error => "error", "";
});

value_enum!(Kind {
    Kind::Default => "default", "The configuration as given (every missing key drawn at random)";
    Kind::Small => "small", "5 to 14 players and 3 to 7 rounds: small brackets, many floaters";
    Kind::Absent => "absent", "Many absences: withdrawals, half-point byes, late entries";
    Kind::Points => "points", "Another point system: 3 for a win, 1 for a draw (the PAB 3)";
    Kind::Accelerated => "accelerated", "Accelerated pairings: the upper half of the players given one virtual point for the first half of the rounds (`XXA` lines)";
});

value_enum!(Dialect {
    Dialect::Trfx => "x", "The JaVaFo / bbpPairings extension lines (engines of the 2017 generation read only these)";
    Dialect::Trf2026 => "2026", "The records of TRF-2026";
    Dialect::Javafo => "javafo", "TRF(x) as JaVaFo 1.4 reads it: byes and absences as `+`, `=` or `-` against 0000";
});
