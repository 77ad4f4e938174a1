//! Scores as exact integers: tenths of a point.
//!
//! Every score, acceleration and point value in pairproof is a [`Points`]
//! (tenths of a point), so criteria are compared without floating point.

/// A score in tenths of a point (`15` is 1.5 points).
pub type Points = i32;

/// One point, in tenths: the unit of the artificial score of A.8.
pub const ONE_POINT: Points = 10;

/// Parses `"1.5"`, `"2"`, `" 0.0"`, `"10.5"` into tenths; `None` when the text
/// is not a number with at most one decimal.
pub fn parse_points(text: &str) -> Option<Points> {
    let text = text.trim();
    if text.is_empty() {
        return None;
    }
    let (negative, digits) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text),
    };
    let (whole, tenth) = match digits.split_once('.') {
        Some((w, f)) => (w, f),
        None => (digits, ""),
    };
    if whole.is_empty() && tenth.is_empty() {
        return None;
    }
    if !whole.chars().all(|c| c.is_ascii_digit()) || !tenth.chars().all(|c| c.is_ascii_digit()) {
        return None;
    }
    // More decimals are accepted only when they are zeros ("1.50").
    let (first, rest) = tenth.split_at(tenth.len().min(1));
    if rest.chars().any(|c| c != '0') {
        return None;
    }
    let whole: i32 = if whole.is_empty() {
        0
    } else {
        whole.parse().ok()?
    };
    let first: i32 = if first.is_empty() {
        0
    } else {
        first.parse().ok()?
    };
    let value = whole.checked_mul(10)?.checked_add(first)?;
    Some(if negative { -value } else { value })
}

/// Formats tenths as the TRF writes them: `1.5`, `10.0`.
pub fn format_points(points: Points) -> String {
    let sign = if points < 0 { "-" } else { "" };
    let abs = points.abs();
    format!("{sign}{}.{}", abs / 10, abs % 10)
}

/// The points a result is worth, per the tournament's point system.
///
/// Defaults are the usual 1 / ½ / 0 with a pairing-allocated bye worth a win
/// (C.04.1.c); `BBx` lines (bbpPairings), `XXS` (JaVaFo) and the TRF-2026
/// `162` record override them.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct PointSystem {
    pub win: Points,
    pub draw: Points,
    pub loss: Points,
    pub zero_bye: Points,
    pub half_bye: Points,
    pub full_bye: Points,
    pub forfeit_win: Points,
    pub forfeit_loss: Points,
    pub pairing_bye: Points,
    /// An absence without a bye (`0000 - -`): `162 A` (TRF-2026), 0 by default.
    pub absence: Points,
}

impl Default for PointSystem {
    fn default() -> Self {
        PointSystem {
            win: 10,
            draw: 5,
            loss: 0,
            zero_bye: 0,
            half_bye: 5,
            full_bye: 10,
            forfeit_win: 10,
            forfeit_loss: 0,
            pairing_bye: 10,
            absence: 0,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_and_formats_tenths() {
        assert_eq!(parse_points("1.5"), Some(15));
        assert_eq!(parse_points(" 10.0"), Some(100));
        assert_eq!(parse_points("3"), Some(30));
        assert_eq!(parse_points(".5"), Some(5));
        assert_eq!(parse_points("1.50"), Some(15));
        assert_eq!(parse_points("1.25"), None);
        assert_eq!(parse_points("x"), None);
        assert_eq!(parse_points(""), None);
        assert_eq!(format_points(15), "1.5");
        assert_eq!(format_points(100), "10.0");
        assert_eq!(format_points(0), "0.0");
    }
}
