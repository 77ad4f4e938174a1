//! The fixed columns of a `001` player line (`shared/docs/trf.md`), shared by the
//! reader and the writer so that both agree on every position. Columns are 1-based
//! and inclusive.

use crate::tournament::Round;

/// A field of the player line: its first and last column.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Field {
    pub first: usize,
    pub last: usize,
}

impl Field {
    /// The field from column `first` to column `last` (1-based, inclusive).
    pub(crate) const fn at(first: usize, last: usize) -> Field {
        Field { first, last }
    }

    pub(crate) const fn width(self) -> usize {
        self.last - self.first + 1
    }
}

pub(crate) const ID: Field = Field { first: 5, last: 8 };
pub(crate) const SEX: Field = Field::at(10, 10);
pub(crate) const TITLE: Field = Field::at(11, 13);
pub(crate) const NAME: Field = Field::at(15, 47);
pub(crate) const RATING: Field = Field::at(49, 52);
pub(crate) const FEDERATION: Field = Field::at(54, 56);
pub(crate) const FIDE_ID: Field = Field::at(58, 68);
pub(crate) const BIRTH: Field = Field::at(70, 79);
pub(crate) const POINTS: Field = Field::at(81, 84);
pub(crate) const RANK: Field = Field::at(86, 89);

/// Columns that separate the fields before the rounds and must be blank: a
/// character there means the line is not laid out in the TRF columns, and reading
/// it anyway would silently cut a name or a number in two.
pub(crate) const GAPS: [(usize, &str); 11] = [
    (4, "after the code 001"),
    (9, "between id and sex"),
    (14, "between title and name"),
    (48, "between name and rating"),
    (53, "between rating and federation"),
    (57, "between federation and FIDE id"),
    (69, "between FIDE id and birth date"),
    (80, "between birth date and points"),
    (85, "between points and rank"),
    (90, "between rank and round 1"),
    (91, "between rank and round 1"),
];

/// Column of the first round field.
pub(crate) const FIRST_ROUND: usize = 92;
/// Each round field takes 8 columns and is followed by 2 blanks.
pub(crate) const ROUND_PERIOD: usize = 10;

/// The columns of round `round` (0-based) of a player line: opponent (4 columns),
/// blank, colour, blank, result; then two blanks before the next round.
#[derive(Debug, Clone, Copy)]
pub(crate) struct RoundColumns {
    pub opponent: Field,
    pub colour: usize,
    pub result: usize,
}

impl RoundColumns {
    pub(crate) fn of(round: usize) -> RoundColumns {
        let start = FIRST_ROUND + ROUND_PERIOD * round;
        RoundColumns {
            opponent: Field {
                first: start,
                last: start + 3,
            },
            colour: start + 5,
            result: start + 7,
        }
    }

    /// First and last column of the whole field (opponent to result).
    pub(crate) fn first(self) -> usize {
        self.opponent.first
    }
    pub(crate) fn last(self) -> usize {
        self.result
    }

    /// Blank columns of this round field, with what they separate.
    pub(crate) fn gaps(self, round: usize) -> [(usize, String); 4] {
        let number = Round::at_index(round);
        [
            (
                self.opponent.last + 1,
                format!("between opponent and colour of round {number}"),
            ),
            (
                self.colour + 1,
                format!("between colour and result of round {number}"),
            ),
            (
                self.result + 1,
                format!("between rounds {number} and {}", number.next()),
            ),
            (
                self.result + 2,
                format!("between rounds {number} and {}", number.next()),
            ),
        ]
    }
}

/// Number of round fields a line of `len` characters (trailing blanks excluded)
/// reaches into: a field counts as soon as one of its columns is there.
pub(crate) fn round_fields(len: usize) -> usize {
    if len < FIRST_ROUND {
        0
    } else {
        (len - FIRST_ROUND) / ROUND_PERIOD + 1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rounds_every_ten_columns_from_92() {
        let r = RoundColumns::of(0);
        assert_eq!(
            (r.opponent.first, r.opponent.last, r.colour, r.result),
            (92, 95, 97, 99)
        );
        let r = RoundColumns::of(2);
        assert_eq!((r.opponent.first, r.colour, r.result), (112, 117, 119));
        assert_eq!(round_fields(91), 0);
        assert_eq!(round_fields(92), 1);
        assert_eq!(round_fields(99), 1);
        assert_eq!(round_fields(101), 1);
        assert_eq!(round_fields(102), 2);
        assert_eq!(NAME.width(), 33);
    }
}
