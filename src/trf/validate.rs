//! The checks that need the whole file: unique ids, ids named by extension lines,
//! both sides of every game telling the same story, and the points column.

use crate::error::{Error, Result};
use crate::points::{format_points, Points};
use crate::tournament::{Player, PlayerId, ResultCode, Round, Tournament};
use std::collections::HashMap;
use std::path::Path;

use super::extensions::{IdReference, Sources};
use super::layout;

/// Runs every check in a fixed order (ids, references, XXR, games, points) so that a
/// file with several faults always gets the same message. Blank points columns
/// (`points_given[i] == false`) are filled in with the total of the results.
pub(crate) fn check(
    t: &mut Tournament,
    sources: &Sources,
    points_given: &[bool],
    path: &Path,
) -> Result<()> {
    let index = unique_ids(t, path)?;
    check_references(&sources.references, &index, path)?;
    check_total_rounds(t, sources, path)?;
    for player in &t.players {
        check_games(player, &index, t, path)?;
    }
    check_points(t, points_given, path)?;
    check_baku(t, sources, path)
}

/// A `_BAKU` tournament type without `XXA`/`250` lines asks for C.04.7's
/// virtual points: the text must define them for this tournament.
fn check_baku(t: &Tournament, sources: &Sources, path: &Path) -> Result<()> {
    let baku = t
        .config
        .pairing_rules()
        .is_some_and(|r| r.baku_acceleration);
    if !baku || !t.config.acceleration.is_empty() {
        return Ok(());
    }
    let (line, column) = sources.type_at.unwrap_or((1, 1));
    crate::acceleration::baku::check(t).map_err(|message| {
        let code = t.config.type_code().unwrap_or_default().trim().to_string();
        Error::input(path, line, column, format!("{code}: {message}"))
    })
}

/// Each id on one line only; returns the index in `t.players` of every id.
fn unique_ids(t: &Tournament, path: &Path) -> Result<HashMap<PlayerId, usize>> {
    let mut index = HashMap::new();
    for (i, p) in t.players.iter().enumerate() {
        if let Some(first) = index.insert(p.id, i) {
            return Err(Error::input(
                path,
                p.line,
                layout::ID.first,
                format!(
                    "duplicate player id {} (first on line {})",
                    p.id, t.players[first].line
                ),
            ));
        }
    }
    Ok(index)
}

fn check_references(
    references: &[IdReference],
    index: &HashMap<PlayerId, usize>,
    path: &Path,
) -> Result<()> {
    match references.iter().find(|r| !index.contains_key(&r.id)) {
        Some(r) => Err(Error::input(
            path,
            r.line,
            r.column,
            format!("{} names player {}, who has no 001 line", r.code, r.id),
        )),
        None => Ok(()),
    }
}

/// `XXR` (`142`) cannot be less than the rounds already paired. (It may be more: the
/// event goes on, or, in generated files, the next round could not be paired.)
fn check_total_rounds(t: &Tournament, sources: &Sources, path: &Path) -> Result<()> {
    let (Some(total), Some((line, column, code))) =
        (t.config.total_rounds, sources.total_rounds_at)
    else {
        return Ok(());
    };
    let paired = rounds_paired(t);
    match paired > total as usize {
        true => Err(Error::input(
            path,
            line,
            column,
            format!("{code} gives {total} rounds, but round {paired} is already paired"),
        )),
        false => Ok(()),
    }
}

/// Number of rounds up to the last one in which somebody was paired.
fn rounds_paired(t: &Tournament) -> usize {
    t.players
        .iter()
        .filter_map(|p| {
            p.rounds
                .iter()
                .rposition(|e| e.is_some_and(|e| e.was_paired()))
        })
        .max()
        .map_or(0, |last| last + 1)
}

/// Every game of `player` must be a game of his opponent too, with the opposite
/// colour and the mirrored result.
fn check_games(
    player: &Player,
    index: &HashMap<PlayerId, usize>,
    t: &Tournament,
    path: &Path,
) -> Result<()> {
    for (round, entry) in player.rounds.iter().enumerate() {
        let Some(entry) = entry else { continue };
        let Some(opponent_id) = entry.opponent else {
            continue;
        };
        let matches = t.config.two_game_matches();
        let at = super::matches::columns(round, 0, matches);
        let error =
            |column: usize, message: String| Error::input(path, player.line, column, message);
        let number = Round::at_index(round);
        if opponent_id == player.id {
            return Err(error(
                at.opponent.first,
                format!("player {opponent_id} is paired against himself"),
            ));
        }
        let Some(&opponent_index) = index.get(&opponent_id) else {
            return Err(error(
                at.opponent.first,
                format!("opponent {opponent_id} does not exist (no 001 line has that id)"),
            ));
        };
        let opponent = &t.players[opponent_index];
        let opponent_line = opponent.line;
        let Some(other) = opponent
            .entry(round)
            .filter(|o| o.opponent == Some(player.id))
        else {
            return Err(error(at.opponent.first, format!(
                "round {number}: player {} plays {opponent_id}, but player {opponent_id} (line {opponent_line}) does not play {} in that round",
                player.id, player.id
            )));
        };
        if let (Some(mine), Some(theirs)) = (entry.colour, other.colour) {
            if mine == theirs {
                return Err(error(
                    at.colour,
                    format!(
                        "round {number}: players {} and {opponent_id} both have colour '{}'",
                        player.id,
                        mine.trf_char()
                    ),
                ));
            }
        }
        if !results_mirror(entry.result, other.result) {
            return Err(error(at.result, format!(
                "round {number}: result '{}' of player {} does not mirror result '{}' of player {opponent_id}{}",
                entry.result.trf_char(),
                player.id,
                other.result.trf_char(),
                expected_mirror(entry.result)
            )));
        }
        if let (Some(mine), Some(theirs)) = (entry.second, other.second) {
            let at = super::matches::columns(round, 1, matches);
            if mine.colour.is_some() && mine.colour == theirs.colour {
                return Err(error(
                    at.colour,
                    format!(
                        "round {number}, game 2: players {} and {opponent_id} both have colour '{}'",
                        player.id,
                        mine.colour.map_or('-', |c| c.trf_char())
                    ),
                ));
            }
            if !results_mirror(mine.result, theirs.result) {
                return Err(error(at.result, format!(
                    "round {number}, game 2: result '{}' of player {} does not mirror result '{}' of player {opponent_id}{}",
                    mine.result.trf_char(),
                    player.id,
                    theirs.result.trf_char(),
                    expected_mirror(mine.result)
                )));
            }
        }
    }
    Ok(())
}

/// `1`/`0`, `=`/`=`, `+`/`-`, `W`/`L`, `D`/`D`; and `-`/`-`, a double forfeit
/// (both players absent), which bbpPairings writes in its generated files.
pub(crate) fn results_mirror(a: ResultCode, b: ResultCode) -> bool {
    a.mirrored() == Some(b) || (a == ResultCode::ForfeitLoss && b == ResultCode::ForfeitLoss)
}

fn expected_mirror(result: ResultCode) -> String {
    match result.mirrored() {
        Some(m) => format!(" (expected '{}')", m.trf_char()),
        None => String::new(),
    }
}

/// The points column must be the total of the results under the point system.
///
/// When the last round column is the round to be paired (nobody in it was
/// paired: every entry there is blank or a `0000` bye/absence), the column may
/// either count those byes already or not: both are accepted.
fn check_points(t: &mut Tournament, points_given: &[bool], path: &Path) -> Result<()> {
    let last_is_unpaired = last_round_is_unpaired(t);
    let system = t.config.points.clone();
    // The players' points columns are informative in team events (TRF-2026
    // team records, how a match is rebuilt, item 6): kept as written.
    let informative = super::teams::is_team_file(t);
    for (player, &given) in t.players.iter_mut().zip(points_given) {
        let entries: Vec<Points> = player
            .rounds
            .iter()
            .map(|e| e.map_or(0, |e| e.points(&system)))
            .collect();
        let total: i64 = entries.iter().map(|&p| i64::from(p)).sum();
        let without_last = total - entries.last().map_or(0, |&p| i64::from(p));
        if !given {
            // Totals are bounded (values up to 999.9, at most a few thousand rounds per line).
            player.declared_points = Points::try_from(total).unwrap_or(Points::MAX);
            continue;
        }
        let declared = i64::from(player.declared_points);
        if informative || declared == total || (last_is_unpaired && declared == without_last) {
            continue;
        }
        let alternative = match last_is_unpaired && without_last != total {
            true => format!(" ({} without the last round)", show_total(without_last)),
            false => String::new(),
        };
        return Err(Error::input(
            path,
            player.line,
            layout::POINTS.first,
            format!(
                "points column says {}, but the results add up to {}{alternative}",
                format_points(player.declared_points),
                show_total(total)
            ),
        ));
    }
    Ok(())
}

fn show_total(total: i64) -> String {
    format_points(Points::try_from(total).unwrap_or(Points::MAX))
}

/// Whether nobody was paired in the last round column (the "round to be paired").
fn last_round_is_unpaired(t: &Tournament) -> bool {
    let rounds = t.rounds_in_file();
    rounds > 0
        && t.players.iter().all(|p| match p.entry(rounds - 1) {
            None => true,
            Some(e) => !e.was_paired(),
        })
}
