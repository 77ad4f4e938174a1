//! What the Dutch texts (Istanbul 2012, Baku 2017) share, imported by both:
//! colour preferences and allocation ([`colours`]), the criteria they define
//! alike ([`criteria`]), the following bracket ([`next_bracket`]: 2017 C.7,
//! 2012 C.12), the generation order of section D ([`order`]) and its literal
//! candidate sequence ([`sequence`]); with the 1992 ancestor, A.3, C.12's
//! memo, C.13/C.14's steps and B.1.b relaxed ([`backtracking`]).

pub mod backtracking;
pub mod colours;
pub mod criteria;
pub mod next_bracket;
pub mod order;
pub mod sequence;
