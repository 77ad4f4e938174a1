//! Colours of a team match: the preferences of 1.7 (Type A, Type B or none,
//! as the competition's `192` code chooses) and the allocation of 4.3, once
//! the round is paired. The colour is board 1's (1.6.1); the other boards
//! follow the competition's pattern (`352`).

use super::readings::{History, InitialParity, LastRoundStrong};
use crate::state::{ColourPreference, PlayerState, Strength};
use crate::teams::TeamColours;
use crate::tournament::Colour;

/// 1.7: the colour preference of a team under `kind`, when pairing the
/// last round or not.
pub fn s1_7_preference(
    s: &PlayerState,
    kind: TeamColours,
    last_round: bool,
    lapse: LastRoundStrong,
) -> ColourPreference {
    match kind {
        TeamColours::None => ColourPreference::NONE,
        TeamColours::TypeA => s1_7_1_type_a(s),
        TeamColours::TypeB => s1_7_2_type_b(s, last_round, lapse),
    }
}

fn preference(colour: Colour, strength: Strength) -> ColourPreference {
    ColourPreference {
        colour: Some(colour),
        strength,
    }
}

/// The colour both of the team's last two matches played had, if the same.
fn last_two(s: &PlayerState) -> Option<Colour> {
    match s.colours.as_slice() {
        [.., x, y] if x == y => Some(*x),
        _ => None,
    }
}

/// 1.7.1 (and Type B's strong preferences): White below CD -1, or at CD 0
/// or -1 after two Blacks; Black the mirror image. Type A's preferences are
/// of one kind: recorded as strong, so that [C9] and 4.3.4 weigh them as [C8]
/// and 4.3.2 do.
fn s1_7_1_type_a(s: &PlayerState) -> ColourPreference {
    let cd = s.colour_difference();
    let last_two = last_two(s);
    if cd < -1 || ((cd == 0 || cd == -1) && last_two == Some(Colour::Black)) {
        return preference(Colour::White, Strength::Strong);
    }
    if cd > 1 || ((cd == 0 || cd == 1) && last_two == Some(Colour::White)) {
        return preference(Colour::Black, Strength::Strong);
    }
    ColourPreference::NONE
}

/// 1.7.2: strong as Type A; mild White at CD -1, or at CD 0 after a Black
/// when the round is not the last; Black the mirror image. None before the
/// first match, and at CD 0 in the last round (reading `last_round_strong`
/// for a CD 0 after two matches of one colour).
fn s1_7_2_type_b(s: &PlayerState, last_round: bool, lapse: LastRoundStrong) -> ColourPreference {
    let cd = s.colour_difference();
    if s.colours.is_empty() || (cd == 0 && last_round && lapse == LastRoundStrong::None) {
        return ColourPreference::NONE;
    }
    let strong = s1_7_1_type_a(s);
    if strong.colour.is_some() {
        return strong;
    }
    let last = s.colours.last().copied();
    match cd {
        -1 => preference(Colour::White, Strength::Mild),
        1 => preference(Colour::Black, Strength::Mild),
        0 if !last_round => match last {
            Some(c) => preference(c.opposite(), Strength::Mild),
            None => ColourPreference::NONE,
        },
        _ => ColourPreference::NONE,
    }
}

/// [C8] 2.3.5: the teams of a pair whose preference would not be met: one
/// when both want the same colour.
pub fn c8_unmet(a: &PlayerState, b: &PlayerState) -> u32 {
    u32::from(a.preference.colour.is_some() && a.preference.colour == b.preference.colour)
}

/// [C9] 2.3.6: the teams of a pair whose strong preference would not be
/// met: one when both strongly want the same colour (a strong preference
/// beats a mild one, 4.3.4).
pub fn c9_strong_unmet(a: &PlayerState, b: &PlayerState) -> u32 {
    let strong = |s: &PlayerState| s.preference.strength >= Strength::Strong;
    u32::from(c8_unmet(a, b) == 1 && strong(a) && strong(b))
}

/// 4.3: the colour `a` gets against `b` (`a_first`: `a` is the first-team
/// of 4.2), and the paragraph of the first rule that decides it.
pub fn s4_3_allocate(
    a: &PlayerState,
    b: &PlayerState,
    initial: Colour,
    a_first: bool,
    parity: InitialParity,
    history: History,
) -> (Colour, &'static str) {
    let (first, other) = if a_first { (a, b) } else { (b, a) };
    let for_a = |first_colour: Colour| first_colour.of_first(a_first);
    if first.colours.is_empty() && other.colours.is_empty() {
        let number = match parity {
            InitialParity::Tpn => first.id,
            InitialParity::Arrived => first.round_number,
        };
        return (for_a(initial.by_parity(number)), "4.3.1");
    }
    let (pa, pb) = (a.preference, b.preference);
    match (pa.colour, pb.colour) {
        (Some(c), None) => return (c, "4.3.2"),
        (None, Some(c)) => return (c.opposite(), "4.3.2"),
        (Some(x), Some(y)) if x != y => return (x, "4.3.3"),
        (Some(c), Some(_))
            if (pa.strength == Strength::Strong) != (pb.strength == Strength::Strong) =>
        {
            let granted = if pa.strength == Strength::Strong {
                c
            } else {
                c.opposite()
            };
            return (granted, "4.3.4");
        }
        _ => {}
    }
    match a.colour_difference().cmp(&b.colour_difference()) {
        std::cmp::Ordering::Less => return (Colour::White, "4.3.5"),
        std::cmp::Ordering::Greater => return (Colour::Black, "4.3.5"),
        std::cmp::Ordering::Equal => {}
    }
    let differing = match history {
        History::AlignedAtEnds => a.latest_game_colours_differing(b),
        History::RoundByRound => a.latest_round_colours_differing(b),
    };
    if let Some((own, _)) = differing {
        return (own.opposite(), "4.3.6");
    }
    if let Some(c) = first.preference.colour {
        return (for_a(c), "4.3.7");
    }
    if let Some(&last) = first.colours.last() {
        return (for_a(last.opposite()), "4.3.8");
    }
    let last = other.colours.last().copied().unwrap_or(initial);
    (for_a(last), "4.3.9")
}

#[cfg(test)]
mod tests {
    use super::*;
    use Colour::{Black as B, White as W};

    fn team(id: u32, colours: &[Colour]) -> PlayerState {
        let mut s = PlayerState::without_history(id, 0, 0, 0);
        s.colours = colours.to_vec();
        s.colour_rounds = (0..colours.len()).collect();
        s
    }

    fn pref(colours: &[Colour], kind: TeamColours, last: bool) -> (Option<Colour>, Strength) {
        let p = s1_7_preference(&team(1, colours), kind, last, LastRoundStrong::Strong);
        (p.colour, p.strength)
    }

    /// 1.7.1's table: White below CD -1 or at CD 0/-1 after two Blacks, and
    /// no Type A preference at CD +1 after two Blacks (unlike C.04.3).
    #[test]
    fn s1_7_1_type_a_table() {
        let a = TeamColours::TypeA;
        assert_eq!(pref(&[B, B], a, false).0, Some(W));
        assert_eq!(pref(&[W, B, B], a, false).0, Some(W));
        assert_eq!(pref(&[B, W, W], a, false).0, Some(B));
        assert_eq!(pref(&[W, W, B, B], a, false).0, Some(W));
        assert_eq!(pref(&[W, W, W, B, B], a, false).0, None);
        assert_eq!(pref(&[W, B], a, false).0, None);
        assert_eq!(pref(&[B], a, false).0, None);
        assert_eq!(pref(&[], a, false).0, None);
    }

    /// 1.7.2's table: strong as Type A, mild at CD ±1 and at CD 0 after a
    /// colour when the round is not the last, none before the first match.
    #[test]
    fn s1_7_2_type_b_table() {
        let b = TeamColours::TypeB;
        assert_eq!(pref(&[B, B], b, false), (Some(W), Strength::Strong));
        assert_eq!(pref(&[B], b, false), (Some(W), Strength::Mild));
        assert_eq!(pref(&[W, W, W, B, B], b, false), (Some(B), Strength::Mild));
        assert_eq!(pref(&[W, B], b, false), (Some(W), Strength::Mild));
        assert_eq!(pref(&[W, B], b, true), (None, Strength::None));
        assert_eq!(pref(&[B], b, true), (Some(W), Strength::Mild));
        assert_eq!(pref(&[], b, false), (None, Strength::None));
        // A1: CD 0 after two Blacks in the last round keeps the strong one.
        assert_eq!(pref(&[W, W, B, B], b, true), (Some(W), Strength::Strong));
        let none = s1_7_preference(&team(1, &[W, W, B, B]), b, true, LastRoundStrong::None);
        assert_eq!(none.colour, None);
    }

    #[test]
    fn s1_7_no_preferences_at_all() {
        assert_eq!(pref(&[B, B, B], TeamColours::None, false).0, None);
    }

    fn allocate(a: &PlayerState, b: &PlayerState, a_first: bool) -> (Colour, &'static str) {
        s4_3_allocate(a, b, W, a_first, InitialParity::Tpn, History::AlignedAtEnds)
    }

    fn with_type(mut s: PlayerState, kind: TeamColours, last: bool) -> PlayerState {
        s.preference = s1_7_preference(&s, kind, last, LastRoundStrong::Strong);
        s
    }

    /// 4.3.1: neither has played: the first-team gets the initial colour on
    /// an odd TPN, the other colour on an even one.
    #[test]
    fn s4_3_1_by_the_first_teams_parity() {
        assert_eq!(allocate(&team(3, &[]), &team(8, &[]), true), (W, "4.3.1"));
        assert_eq!(allocate(&team(4, &[]), &team(7, &[]), true), (B, "4.3.1"));
        assert_eq!(allocate(&team(7, &[]), &team(4, &[]), false), (W, "4.3.1"));
    }

    /// 4.3.2 the only preference, 4.3.3 opposite ones, 4.3.4 the only
    /// strong one (Type B).
    #[test]
    fn s4_3_2_to_4_3_4_preferences() {
        let a = TeamColours::TypeA;
        let b = TeamColours::TypeB;
        let bb = with_type(team(1, &[B, B]), a, false);
        let wb = with_type(team(2, &[W, B]), a, false);
        assert_eq!(allocate(&wb, &bb, true), (B, "4.3.2"));
        let ww = with_type(team(3, &[W, W]), a, false);
        assert_eq!(allocate(&ww, &bb, true), (B, "4.3.3"));
        let strong = with_type(team(4, &[B, B]), b, false);
        let mild = with_type(team(5, &[W, B]), b, false);
        assert_eq!(allocate(&mild, &strong, true), (B, "4.3.4"));
        assert_eq!(allocate(&strong, &mild, false), (W, "4.3.4"));
    }

    /// 4.3.5 White to the lower CD; 4.3.6 alternate the latest difference;
    /// 4.3.7 the first-team's preference; 4.3.8, 4.3.9 alternate one's own.
    #[test]
    fn s4_3_5_to_4_3_9_the_fallbacks() {
        let a = TeamColours::TypeA;
        let x = with_type(team(1, &[W, B, B]), a, false);
        let y = with_type(team(2, &[B, W, B, B]), a, false);
        assert_eq!(allocate(&x, &y, true), (B, "4.3.5"));
        let p = with_type(team(1, &[W, B, W, B, B]), a, false);
        let q = with_type(team(2, &[B, W, W, B, B]), a, false);
        assert_eq!(allocate(&p, &q, true), (W, "4.3.6"));
        let none = TeamColours::None;
        let r = with_type(team(1, &[W, B]), none, false);
        let s = with_type(team(2, &[W, B]), none, false);
        assert_eq!(allocate(&r, &s, true), (W, "4.3.8"));
        let fresh = team(3, &[]);
        let old = team(4, &[W, B]);
        assert_eq!(allocate(&fresh, &old, true), (B, "4.3.9"));
        let bb1 = with_type(team(5, &[W, W, B, B]), a, false);
        let bb2 = with_type(team(6, &[W, W, B, B]), a, false);
        assert_eq!(allocate(&bb1, &bb2, false), (B, "4.3.7"));
    }
}
