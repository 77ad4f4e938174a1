//! A [`Config`] written as header lines, in either dialect: the TRF(x)
//! extension lines (`XXR XXC XXA XXP`, `BBx`/`XXS`) or the TRF-2026 records
//! (`142 152 162 250 260`, `shared/rules/trf-2026.md`).
//!
//! What one dialect cannot say is written with the other's line, so that the
//! lines always state the whole configuration (a reader accepts both dialects in
//! one file): `192`, `240` and the ranged `260` in TRF(x); `XXC rank` in
//! TRF-2026, whose `172` says how ranks were assigned only in free form; `XXS`
//! in TRF-2026 for point values `162` has no letter for; `162 A` in TRF(x) for
//! the value of an absence.

use crate::points::{format_points, PointSystem, Points};
use crate::tournament::{Config, ForbiddenRounds, PlayerId};
use std::collections::BTreeMap;

use super::extensions::{letter_152, xxc_word, XXS_KEYS};

/// The dialect in which a [`Config`] is written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Dialect {
    /// The JaVaFo / bbpPairings extension lines (engines of the 2017 generation
    /// read only these): `x` on the command line.
    #[default]
    Trfx,
    /// The records of TRF-2026: `2026` on the command line.
    Trf2026,
    /// TRF(x) as JaVaFo 1.4 reads it: the extension lines, and a round
    /// without an opponent in the three codes it knows (`+` the
    /// pairing-allocated or a full-point bye, `=` a half-point bye, `-` a
    /// zero-point bye or an absence): `javafo` on the command line.
    Javafo,
}

/// Last round written in a `260` that stands for an all-rounds `XXP` when the
/// number of rounds is unknown: the largest the 3-column field holds.
const ALL_ROUNDS: u32 = 999;

/// The header lines that state `config` in `dialect`, in a canonical order:
/// `092` and `192` first, then the dialect's lines in code order.
pub fn config_lines(config: &Config, dialect: Dialect) -> Vec<String> {
    let mut lines = Vec::new();
    if let Some(text) = &config.type_text {
        lines.push(format!("092 {text}"));
    }
    match dialect {
        Dialect::Trfx | Dialect::Javafo => trfx_lines(config, &mut lines),
        Dialect::Trf2026 => trf2026_lines(config, &mut lines),
    }
    lines
}

/// `192`, `XXR`, `XXC`, `XXA`, `XXP`, `260`, `240`, then the point values.
fn trfx_lines(config: &Config, lines: &mut Vec<String>) {
    lines.extend(type_line(config));
    if let Some(n) = config.total_rounds {
        lines.push(format!("XXR {n}"));
    }
    let mut xxc: Vec<String> = config.initial_colour.map(xxc_word).into_iter().collect();
    if config.use_rank {
        xxc.push(if xxc.is_empty() { "XXC rank" } else { "rank" }.to_string());
    }
    if !xxc.is_empty() {
        lines.push(xxc.join(" "));
    }
    for (id, points) in &config.acceleration {
        // pp.p fields of 5 columns from column 10, as JaVaFo writes them.
        let fields: String = points
            .iter()
            .map(|p| format!(" {:>4}", format_points(*p)))
            .collect();
        lines.push(format!("XXA {id:>4}{fields}"));
    }
    for group in &config.forbidden {
        let ids: String = group.iter().map(|id| format!(" {id:>4}")).collect();
        lines.push(format!("XXP{ids}"));
    }
    lines.extend(config.forbidden_in_rounds.iter().map(line_260));
    lines.extend(announced_lines(config));
    lines.extend(trfx_point_lines(&config.points));
    lines.extend(absence_line(&config.points));
}

/// `142`, `152`, `162`, `192`, `240`, `250`, `260`, then `XXC rank`.
fn trf2026_lines(config: &Config, lines: &mut Vec<String>) {
    if let Some(n) = config.total_rounds {
        lines.push(format!("142 {n}"));
    }
    lines.extend(config.initial_colour.map(letter_152));
    match line_162(&config.points) {
        Some(line) => lines.extend(line),
        None => {
            lines.push(xxs_line(&config.points));
            lines.extend(absence_line(&config.points));
        }
    }
    lines.extend(type_line(config));
    lines.extend(announced_lines(config));
    lines.extend(acceleration_lines(&config.acceleration));
    let last_round = config.total_rounds.unwrap_or(ALL_ROUNDS);
    let all_rounds = config.forbidden.iter().map(|players| ForbiddenRounds {
        first_round: 1,
        last_round,
        players: players.clone(),
    });
    let ranged = config.forbidden_in_rounds.iter().cloned();
    lines.extend(all_rounds.chain(ranged).map(|f| line_260(&f)));
    if config.use_rank {
        lines.push("XXC rank".to_string());
    }
}

fn type_line(config: &Config) -> Option<String> {
    config
        .tournament_type
        .as_ref()
        .map(|code| format!("192 {code}"))
}

/// `240 H   3    1    5`: code in column 5, round in 7-9, ids from 11.
fn announced_lines(config: &Config) -> Vec<String> {
    config
        .announced
        .iter()
        .map(|a| {
            format!(
                "240 {} {:>3}{}",
                a.result.trf_char(),
                a.round,
                id_fields(&a.players)
            )
        })
        .collect()
}

/// `260   1   3    1    2`: rounds in 5-7 and 9-11, ids from 13.
fn line_260(f: &ForbiddenRounds) -> String {
    format!(
        "260 {:>3} {:>3}{}",
        f.first_round,
        f.last_round,
        id_fields(&f.players)
    )
}

/// Ids of 4 columns, each after one blank.
fn id_fields(ids: &[PlayerId]) -> String {
    ids.iter().map(|id| format!(" {id:>4}")).collect()
}

/// The point values as `BBx` lines when `BBx` can express them (forfeit win and
/// full-point bye worth a win, half-point bye a draw), else as one `XXS` line;
/// none for the default values.
fn trfx_point_lines(p: &PointSystem) -> Vec<String> {
    let defaults = PointSystem::default();
    if (PointSystem {
        absence: 0,
        ..p.clone()
    }) == defaults
    {
        return Vec::new();
    }
    let bb_expressible = p.forfeit_win == p.win && p.full_bye == p.win && p.half_bye == p.draw;
    if !bb_expressible {
        return vec![xxs_line(p)];
    }
    let values = game_values_and(p, [(p.forfeit_loss, 0), (p.pairing_bye, p.win)]);
    differing(["BBW", "BBD", "BBL", "BBZ", "BBF", "BBU"], values)
        .into_iter()
        .map(|(code, value)| format!("{code} {:>4}", format_points(value)))
        .collect()
}

/// Win, draw, played loss and zero-point bye, each with the value a reader
/// assumes when no line gives it (the first four values of `BBx` and of
/// `162`), then the two `more` values.
fn game_values_and(p: &PointSystem, more: [(Points, Points); 2]) -> [(Points, Points); 6] {
    let d = PointSystem::default();
    let [e, f] = more;
    [
        (p.win, d.win),
        (p.draw, d.draw),
        (p.loss, d.loss),
        (p.zero_bye, d.zero_bye),
        e,
        f,
    ]
}

/// The names whose `(value, default)` differ: a line states only what differs
/// from what a reader assumes.
fn differing<K>(names: [K; 6], values: [(Points, Points); 6]) -> Vec<(K, Points)> {
    names
        .into_iter()
        .zip(values)
        .filter(|(_, (value, default))| value != default)
        .map(|(name, (value, _))| (name, value))
        .collect()
}

/// Every value but the absence's, as one `XXS` line.
fn xxs_line(p: &PointSystem) -> String {
    let values = [
        p.win,
        p.win,
        p.draw,
        p.draw,
        p.loss,
        p.loss,
        p.zero_bye,
        p.half_bye,
        p.full_bye,
        p.pairing_bye,
        p.forfeit_win,
        p.forfeit_loss,
    ];
    let pairs: Vec<String> = XXS_KEYS
        .iter()
        .zip(values)
        .map(|(k, v)| format!("{k}={}", format_points(v)))
        .collect();
    format!("XXS {}", pairs.join(" "))
}

/// `162  A x.x` when an absence is worth points (no TRF(x) line says it).
fn absence_line(p: &PointSystem) -> Option<String> {
    (p.absence != 0).then(|| groups_162(&[('A', p.absence)]))
}

/// The `162` record for `p`: `Some(None)` for the default values, `None` when
/// `162` cannot express them (it has one letter, `Z`, for the zero-point bye and
/// the forfeit loss, and none for a forfeit win, a full- or half-point bye,
/// which follow the win and the draw).
fn line_162(p: &PointSystem) -> Option<Option<String>> {
    let expressible = p.forfeit_win == p.win
        && p.full_bye == p.win
        && p.half_bye == p.draw
        && p.zero_bye == p.forfeit_loss;
    if !expressible {
        return None;
    }
    let values = game_values_and(p, [(p.pairing_bye, p.win), (p.absence, 0)]);
    let groups = differing(['W', 'D', 'L', 'Z', 'P', 'A'], values);
    Some((!groups.is_empty()).then(|| groups_162(&groups)))
}

/// `162  W 3.0    D 1.0`: groups of 9 columns from column 6, a letter and a
/// 4-column value each.
fn groups_162(groups: &[(char, Points)]) -> String {
    let fields: Vec<String> = groups
        .iter()
        .map(|(letter, value)| format!("{letter}{:>4}", format_points(*value)))
        .collect();
    format!("162  {}", fields.join("    "))
}

/// `250` records stating every player's acceleration exactly: each run of
/// rounds with the same points (zeros included, so that the number of rounds
/// is kept), merged over consecutive ids with the same runs.
fn acceleration_lines(acceleration: &BTreeMap<PlayerId, Vec<Points>>) -> Vec<String> {
    let mut ranges: Vec<(PlayerId, PlayerId, Points, usize, usize)> = Vec::new();
    for (&id, points) in acceleration {
        for (value, first, last) in runs(points) {
            let joins = ranges
                .iter_mut()
                .rev()
                .find(|r| (r.2, r.3, r.4) == (value, first, last));
            match joins {
                Some(range) if range.1 + 1 == id => range.1 = id,
                _ => ranges.push((id, id, value, first, last)),
            }
        }
    }
    ranges.sort_by_key(|r| (r.0, r.3));
    ranges
        .into_iter()
        .map(|(first_id, last_id, value, first, last)| {
            format!(
                "250      {:>4} {:>3} {:>3} {first_id:>4} {last_id:>4}",
                format_points(value),
                first + 1,
                last + 1
            )
        })
        .collect()
}

/// Runs of equal values: (value, first index, last index).
fn runs(points: &[Points]) -> Vec<(Points, usize, usize)> {
    let mut runs: Vec<(Points, usize, usize)> = Vec::new();
    for (i, &p) in points.iter().enumerate() {
        match runs.last_mut() {
            Some(run) if run.0 == p => run.2 = i,
            _ => runs.push((p, i, i)),
        }
    }
    runs
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::Colour;

    #[test]
    fn runs_and_ranges() {
        assert_eq!(
            runs(&[10, 10, 0, 5]),
            vec![(10, 0, 1), (0, 2, 2), (5, 3, 3)]
        );
        let mut a = BTreeMap::new();
        a.insert(1, vec![10, 10]);
        a.insert(2, vec![10, 10]);
        a.insert(4, vec![10, 10]);
        assert_eq!(
            acceleration_lines(&a),
            vec![
                "250       1.0   1   2    1    2",
                "250       1.0   1   2    4    4"
            ]
        );
        assert_eq!(groups_162(&[('W', 30), ('D', 10)]), "162  W 3.0    D 1.0");
        assert_eq!(letter_152(Colour::Black), "152 B");
    }
}
