//! The check-list JaVaFo and bbpPairings write beside a pairing (`-l`): what the
//! pairing system knows of each player before a round, so that an arbiter can
//! follow the pairing by hand. Built from the same [`PlayerState`] the system
//! pairs from, so it shows the system's own reading of the history.
//!
//! One line per player to be paired, by pairing score (highest first, as the
//! brackets are formed), then pairing id:
//!
//! ```text
//! round 5 (dutch-2017), 27 players
//!   id  score  colours  cd  preference  floats  bye  opponents
//!    1    3.5  BWBW      0  B mild      --      yes  4 6 8 14
//! ```
//!
//! `score` is the pairing score (points, plus the acceleration of the round);
//! when the tournament is accelerated (`XXA`/`250` lines, or C.04.7's virtual
//! points, which the title line then describes), `vp` shows that acceleration; `colours` the colours of the games played, oldest first; `cd` the
//! colour difference (whites minus blacks); `preference` the colour and its
//! strength (`-` for none); `floats` the floats received two rounds and one round
//! before (`D` down, `U` up, `-` none); `bye` whether the pairing-allocated bye
//! may still be given; `opponents` the players met in played games (C.1), by id.

use crate::error::Result;
use crate::pairing::Pairing;
use crate::points::{format_points, Points};
use crate::state::{derive, Float, PlayerState, RoundRequest, Strength};
use crate::systems::Setup;
use crate::tournament::{Colour, Round, Tournament};

/// The check-list of the round `request` describes, as text.
pub fn checklist(
    setup: impl Into<Setup>,
    t: &Tournament,
    request: &RoundRequest,
) -> Result<String> {
    let setup = setup.into();
    let t = &*setup.accelerated(t)?;
    let rules = setup.rules();
    let system = rules.name();
    let states = derive(t, request, &rules.derivation());
    let mut present: Vec<&PlayerState> = states
        .iter()
        .filter(|s| request.present.contains(&s.id))
        .collect();
    present.sort_by_key(|s| (std::cmp::Reverse(s.pairing_score), s.id));
    let width = colours_width(&present);
    let accelerated = !t.config.acceleration.is_empty();
    let mut out = format!(
        "round {} ({system}), {} players{}\n",
        request.round,
        present.len(),
        derived_note(t)
    );
    let vp_header = if accelerated {
        format!("  {:>4}", "vp")
    } else {
        String::new()
    };
    out.push_str(&format!(
        "{:>4}  {:>5}{vp_header}  {:<width$}  {:>3}  {:<10}  {:<6}  {:<3}  opponents\n",
        "id", "score", "colours", "cd", "preference", "floats", "bye",
    ));
    for s in present {
        let vp = accelerated.then(|| t.acceleration(s.id, request.round));
        out.push_str(&player_line(s, request.round, width, vp));
    }
    Ok(out)
}

/// The title's account of derived virtual points (C.04.7), if any.
fn derived_note(t: &Tournament) -> String {
    let Some(d) = &t.config.derived_acceleration else {
        return String::new();
    };
    let win = t.config.points.win;
    let rounds = |from: usize, to: usize| {
        if from == to {
            format!("round {from}")
        } else {
            format!("rounds {from}-{to}")
        }
    };
    let mut note = format!(
        ", C.04.7 Baku acceleration: GA = players up to {} ({} of {} in round 1, ga_size {}), virtual points {} in {}",
        d.last_ga,
        d.ga,
        d.players,
        d.ga_reading,
        format_points(win),
        rounds(1, d.full_rounds),
    );
    if d.accelerated_rounds > d.full_rounds {
        note.push_str(&format!(
            ", {} in {}",
            format_points(win / 2),
            rounds(d.full_rounds + 1, d.accelerated_rounds)
        ));
    }
    note
}

/// Width of the colour-history column: the longest history, at least the header.
fn colours_width(states: &[&PlayerState]) -> usize {
    states
        .iter()
        .map(|s| s.colours.len())
        .max()
        .unwrap_or(0)
        .max("colours".len())
}

fn player_line(
    s: &PlayerState,
    round: Round,
    colours_width: usize,
    vp: Option<crate::points::Points>,
) -> String {
    let floats: String = [2, 1]
        .iter()
        .map(|&back| float_letter(s.float_before(round, back)))
        .collect();
    let opponents: Vec<String> = s.opponents.iter().map(|id| id.to_string()).collect();
    let vp = vp.map_or(String::new(), |vp| format!("  {:>4}", format_points(vp)));
    let line = format!(
        "{:>4}  {:>5}{vp}  {:<colours_width$}  {:>3}  {:<10}  {:<6}  {:<3}  {}",
        s.id,
        format_points(s.pairing_score),
        colour_history(&s.colours),
        signed(s.colour_difference()),
        preference(s),
        floats,
        if s.bye_ineligible { "no" } else { "yes" },
        opponents.join(" "),
    );
    // No trailing blanks when a player has met nobody yet.
    format!("{}\n", line.trim_end())
}

/// `+2`, `0`, `-1`: the sign says which colour a player has had more.
fn signed(n: i32) -> String {
    if n > 0 {
        format!("+{n}")
    } else {
        n.to_string()
    }
}

fn colour_letter(c: Colour) -> char {
    match c {
        Colour::White => 'W',
        Colour::Black => 'B',
    }
}

fn colour_history(colours: &[Colour]) -> String {
    colours.iter().copied().map(colour_letter).collect()
}

/// `W strong`, `B absolute`, or `-` without a preference.
fn preference(s: &PlayerState) -> String {
    let strength = match s.preference.strength {
        Strength::None => return "-".to_string(),
        Strength::Mild => "mild",
        Strength::Strong => "strong",
        Strength::Absolute => "absolute",
    };
    match s.preference.colour {
        Some(c) => format!("{} {strength}", colour_letter(c)),
        None => "-".to_string(),
    }
}

fn float_letter(f: Float) -> char {
    match f {
        Float::Down => 'D',
        Float::Up => 'U',
        Float::None => '-',
    }
}

/// The check-list of the engine form (`--dutch in.trf -p out -l list`), in the
/// tab-separated layout bbpPairings writes and the managers that call it parse
/// (Sharly-Chess among them), with the pairing made.
///
/// A blank line, the header, then the players in the order of
/// [`checklist`], a blank line before each new pairing score, and two blank
/// lines at the end. Every field is right-aligned to its column's width and
/// followed by a tab. The columns: `ID`; `Pts` (the pairing score, one
/// decimal); the colours of the games played, under a header of dashes one
/// longer than the rounds played; `Pref` (`W`/`B` absolute, `(W)`/`(B)`
/// strong, `w`/`b` mild, `A` none); `C2`, the pairing-allocated bye still
/// possible (`Y`/`N`); `C14` and `C16`, the float of the round before and of
/// the one before that (`U`, `D`, blank); `Cur`, this round's opponent and
/// colour (`(12W)`, or `(bye)`); an empty column; then `R1`... the opponent
/// of each round played over the board (blank otherwise).
pub fn engine_checklist(
    setup: impl Into<Setup>,
    t: &Tournament,
    request: &RoundRequest,
    pairing: &Pairing,
) -> Result<String> {
    let setup = setup.into();
    let t = &*setup.accelerated(t)?;
    let states = derive(t, request, &setup.rules().derivation());
    let mut present: Vec<&PlayerState> = states
        .iter()
        .filter(|s| request.present.contains(&s.id))
        .collect();
    present.sort_by_key(|s| (std::cmp::Reverse(s.pairing_score), s.id));
    let played = request.round.index();
    let mut header: Vec<String> = ["ID", "Pts", &"-".repeat(played + 1), "Pref"]
        .into_iter()
        .chain(["C2", "C14", "C16", "Cur", ""])
        .map(str::to_string)
        .collect();
    header.extend((1..=played).map(|r| format!("R{r}")));
    let rows: Vec<(Points, Vec<String>)> = present
        .iter()
        .map(|s| (s.pairing_score, engine_row(s, t, request.round, pairing)))
        .collect();
    let mut widths: Vec<usize> = header.iter().map(String::len).collect();
    for (_, row) in &rows {
        for (w, field) in widths.iter_mut().zip(row) {
            *w = (*w).max(field.len());
        }
    }
    let line = |fields: &[String]| -> String {
        fields
            .iter()
            .zip(&widths)
            .map(|(f, &w)| format!("{f:>w$}\t"))
            .collect()
    };
    let mut out = format!("\n{}\n", line(&header));
    let mut previous = None;
    for (score, row) in &rows {
        if previous != Some(*score) {
            out.push('\n');
        }
        out.push_str(&line(row));
        out.push('\n');
        previous = Some(*score);
    }
    out.push_str("\n\n");
    Ok(out)
}

/// One player's fields of [`engine_checklist`].
fn engine_row(s: &PlayerState, t: &Tournament, round: Round, pairing: &Pairing) -> Vec<String> {
    let float = |back| match s.float_before(round, back) {
        Float::Down => "D",
        Float::Up => "U",
        Float::None => "",
    };
    let mut row = vec![
        s.id.to_string(),
        format_points(s.pairing_score),
        colour_history(&s.colours),
        engine_preference(s).to_string(),
        if s.bye_ineligible { "N" } else { "Y" }.to_string(),
        float(1).to_string(),
        float(2).to_string(),
        current_game(s.id, pairing),
        String::new(),
    ];
    let player = t.player(s.id);
    row.extend((0..round.index()).map(|r| {
        player
            .and_then(|p| p.entry(r))
            .filter(|e| e.is_played_game())
            .and_then(|e| e.opponent)
            .map_or(String::new(), |o| o.to_string())
    }));
    row
}

/// bbpPairings' preference marks; the trailing blank keeps the one-letter
/// marks aligned with the bracketed ones.
fn engine_preference(s: &PlayerState) -> &'static str {
    let white = s.preference.colour == Some(Colour::White);
    match (s.preference.colour.is_some(), s.preference.strength) {
        (false, _) | (_, Strength::None) => "A ",
        (true, Strength::Absolute) if white => "W ",
        (true, Strength::Absolute) => "B ",
        (true, Strength::Strong) if white => "(W)",
        (true, Strength::Strong) => "(B)",
        (true, Strength::Mild) if white => "w ",
        (true, Strength::Mild) => "b ",
    }
}

/// `(12W)`: the opponent and the colour this round; `(bye)` for the bye.
fn current_game(id: crate::tournament::PlayerId, pairing: &Pairing) -> String {
    if pairing.bye == Some(id) {
        return "(bye)".to_string();
    }
    pairing
        .boards
        .iter()
        .find_map(|b| match () {
            _ if b.white == id => Some(format!("({}W)", b.black)),
            _ if b.black == id => Some(format!("({}B)", b.white)),
            _ => None,
        })
        .unwrap_or_default()
}
