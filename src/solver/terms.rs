//! The terms of a linear form, `(edge, coefficient)`, held in 8 bytes each
//! while every edge fits a `u32` and every coefficient an `i32` (the levels
//! of a large bracket have millions of terms, nearly all of them small
//! counts and score differences), and in 16 otherwise: a term that does not
//! fit turns the whole list wide, so that no value is ever cut.

/// The terms of a form, read as `(usize, i64)` whatever they are held in.
#[derive(Debug, Clone)]
pub enum Terms {
    Narrow(Vec<(u32, i32)>),
    Wide(Vec<(usize, i64)>),
}

impl Default for Terms {
    fn default() -> Terms {
        Terms::Narrow(Vec::new())
    }
}

/// A term in 8 bytes, when it fits.
fn narrow((edge, coef): (usize, i64)) -> Option<(u32, i32)> {
    Some((u32::try_from(edge).ok()?, i32::try_from(coef).ok()?))
}

fn wide((edge, coef): (u32, i32)) -> (usize, i64) {
    (edge as usize, i64::from(coef))
}

impl Terms {
    pub fn new() -> Terms {
        Terms::default()
    }

    pub fn len(&self) -> usize {
        match self {
            Terms::Narrow(t) => t.len(),
            Terms::Wide(t) => t.len(),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    pub fn iter(&self) -> Iter<'_> {
        match self {
            Terms::Narrow(t) => Iter::Narrow(t.iter()),
            Terms::Wide(t) => Iter::Wide(t.iter()),
        }
    }

    /// Appends a term, the list turned wide first when it does not fit.
    pub fn push(&mut self, term: (usize, i64)) {
        match (&mut *self, narrow(term)) {
            (Terms::Narrow(t), Some(small)) => t.push(small),
            (Terms::Narrow(t), None) => {
                let mut all: Vec<(usize, i64)> = Vec::with_capacity(t.len() + 1);
                all.extend(t.iter().copied().map(wide));
                all.push(term);
                *self = Terms::Wide(all);
            }
            (Terms::Wide(t), _) => t.push(term),
        }
    }

    /// Whether the edges increase strictly from term to term (each edge once).
    pub fn increasing(&self) -> bool {
        match self {
            Terms::Narrow(t) => t.windows(2).all(|w| w[0].0 < w[1].0),
            Terms::Wide(t) => t.windows(2).all(|w| w[0].0 < w[1].0),
        }
    }

    pub fn shrink_to_fit(&mut self) {
        match self {
            Terms::Narrow(t) => t.shrink_to_fit(),
            Terms::Wide(t) => t.shrink_to_fit(),
        }
    }

    /// The terms as `(usize, i64)`, in a list of their own.
    pub fn to_vec(&self) -> Vec<(usize, i64)> {
        self.iter().collect()
    }
}

impl FromIterator<(usize, i64)> for Terms {
    fn from_iter<I: IntoIterator<Item = (usize, i64)>>(terms: I) -> Terms {
        let terms = terms.into_iter();
        let mut all = Terms::Narrow(Vec::with_capacity(terms.size_hint().0));
        terms.for_each(|term| all.push(term));
        all
    }
}

impl From<Vec<(usize, i64)>> for Terms {
    fn from(terms: Vec<(usize, i64)>) -> Terms {
        terms.into_iter().collect()
    }
}

/// Two lists are equal when they read the same, whatever they are held in.
impl PartialEq for Terms {
    fn eq(&self, other: &Terms) -> bool {
        self.len() == other.len() && self.iter().eq(other.iter())
    }
}

impl Eq for Terms {}

impl<'t> IntoIterator for &'t Terms {
    type Item = (usize, i64);
    type IntoIter = Iter<'t>;

    fn into_iter(self) -> Iter<'t> {
        self.iter()
    }
}

/// The terms of [`Terms`] in order, as `(usize, i64)`.
#[derive(Debug, Clone)]
pub enum Iter<'t> {
    Narrow(std::slice::Iter<'t, (u32, i32)>),
    Wide(std::slice::Iter<'t, (usize, i64)>),
}

impl Iterator for Iter<'_> {
    type Item = (usize, i64);

    fn next(&mut self) -> Option<(usize, i64)> {
        match self {
            Iter::Narrow(t) => t.next().map(|&term| wide(term)),
            Iter::Wide(t) => t.next().copied(),
        }
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        match self {
            Iter::Narrow(t) => t.size_hint(),
            Iter::Wide(t) => t.size_hint(),
        }
    }

    /// One loop per representation, not a choice per term: the sums and
    /// walks over a level's millions of terms go through here.
    fn fold<B, F: FnMut(B, (usize, i64)) -> B>(self, init: B, f: F) -> B {
        match self {
            Iter::Narrow(t) => t.map(|&term| wide(term)).fold(init, f),
            Iter::Wide(t) => t.copied().fold(init, f),
        }
    }
}

impl ExactSizeIterator for Iter<'_> {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn terms_stay_narrow_while_they_fit_and_turn_wide_otherwise() {
        let mut terms: Terms = vec![(0, 1), (5, -3), (7, i64::from(i32::MAX))].into();
        assert!(matches!(terms, Terms::Narrow(_)));
        terms.push((9, i64::from(i32::MIN)));
        assert!(matches!(terms, Terms::Narrow(_)));
        terms.push((11, i64::from(i32::MAX) + 1));
        assert!(matches!(terms, Terms::Wide(_)));
        terms.push((1 << 33, -(1 << 40)));
        let expected = vec![
            (0, 1),
            (5, -3),
            (7, i64::from(i32::MAX)),
            (9, i64::from(i32::MIN)),
            (11, i64::from(i32::MAX) + 1),
            (1 << 33, -(1 << 40)),
        ];
        assert_eq!(terms.to_vec(), expected);
        assert_eq!(terms.iter().map(|(_, c)| c).sum::<i64>(), {
            expected.iter().map(|&(_, c)| c).sum::<i64>()
        });
        assert_eq!(terms.len(), 6);
    }

    #[test]
    fn equal_terms_compare_equal_in_either_representation() {
        let narrow: Terms = vec![(2, 4), (3, -1)].into();
        let wide = Terms::Wide(vec![(2, 4), (3, -1)]);
        assert_eq!(narrow, wide);
        assert_ne!(narrow, Terms::Wide(vec![(2, 4)]));
        assert!(narrow.increasing());
        assert!(!Terms::from(vec![(3, 1), (3, 2)]).increasing());
    }
}
