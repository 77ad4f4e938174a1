//! Tie-break values computed from a tournament's history, as the FIDE
//! tie-break regulations (C.07) and the pairing texts that use them define
//! them, one file per tie-break. Every value is exact: scores are integer tenths, products of two
//! scores integer hundredths.

pub mod aro;
pub mod buchholz;
pub mod sonneborn_berger;

#[cfg(test)]
pub(crate) mod tests_support {
    use crate::tournament::Tournament;

    /// A TRF-16 player line: `rounds` as `"opp c r"` (e.g. `"2 w 1"`, `"0000 - U"`).
    pub fn line(id: u32, points: &str, rounds: &[&str]) -> String {
        let mut l = format!(
            "001 {id:>4}      {:<33} {:>4}{:28}{points:>4} {id:>4}",
            format!("Player{id}"),
            2000 - id,
            ""
        );
        for r in rounds {
            let mut parts = r.split(' ');
            let (o, c, x) = (
                parts.next().unwrap(),
                parts.next().unwrap(),
                parts.next().unwrap(),
            );
            l.push_str(&format!("  {o:>4} {c} {x}"));
        }
        l
    }

    /// A tournament of `lines` (XXR `rounds`).
    pub fn tournament(lines: &[String], rounds: u32) -> Tournament {
        let text = format!("012 tie-break test\nXXR {rounds}\n{}\n", lines.join("\n"));
        crate::trf::parse(&text, std::path::Path::new("test.trf")).expect("valid TRF")
    }

    /// Four players, two rounds worked by hand: round 1, 1-2 1-0 and 3-4
    /// ½-½; round 2, 1-4 1-0, 2 the pairing-allocated bye, 3 a half-point
    /// bye. Scores: 1 has 2, 2 has 1, 3 has 1, 4 has ½.
    pub fn four_players() -> Tournament {
        tournament(
            &[
                line(1, "2.0", &["2 w 1", "4 w 1"]),
                line(2, "1.0", &["1 b 0", "0000 - U"]),
                line(3, "1.0", &["4 w =", "0000 - H"]),
                line(4, "0.5", &["3 b =", "1 b 0"]),
            ],
            5,
        )
    }
}
