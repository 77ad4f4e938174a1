//! What the Dutch texts (Istanbul 2012, Baku 2017) share, imported by both:
//! colour preferences and allocation ([`colours`]), the criteria they define
//! alike ([`criteria`]), the following bracket ([`next_bracket`]: 2017 C.7,
//! 2012 C.12), the generation order of section D ([`order`]) and its literal
//! candidate sequence ([`sequence`]).

pub mod colours;
pub mod criteria;
pub mod next_bracket;
pub mod order;
pub mod sequence;
