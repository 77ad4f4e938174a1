//! The figures of a compare report as rows (a measure, then one value per
//! model), shared by the terminal table, the CSV and the HTML page so that
//! they all show the same numbers.

use super::measures::Measures;
use super::simulate::{SimulationReport, StrengthModel};
use super::stats::Interval;
use super::CorpusReport;
use crate::points::format_points;

/// A report's headline and its rows of figures.
#[derive(Debug, Clone)]
pub struct Figures {
    pub headline: Vec<String>,
    pub models: Vec<String>,
    pub rows: Vec<(String, Vec<String>)>,
    /// Further tables (a study's intervals and paired tests).
    pub tables: Vec<Table>,
}

/// A table of its own: a title, the column names and the rows.
#[derive(Debug, Clone)]
pub struct Table {
    pub title: String,
    pub header: Vec<String>,
    pub rows: Vec<Vec<String>>,
}

impl Table {
    /// Plain text, columns aligned (the first to the left).
    pub fn to_text(&self) -> String {
        let widths: Vec<usize> = (0..self.header.len())
            .map(|k| {
                self.rows
                    .iter()
                    .map(|r| r[k].chars().count())
                    .chain([self.header[k].chars().count()])
                    .max()
                    .unwrap_or(0)
            })
            .collect();
        let line = |cells: &[String]| {
            let mut out = String::new();
            for (k, (cell, w)) in cells.iter().zip(&widths).enumerate() {
                let pad = w - cell.chars().count();
                match k {
                    0 => out.push_str(&format!("{cell}{}", " ".repeat(pad))),
                    _ => out.push_str(&format!("  {}{cell}", " ".repeat(pad))),
                }
            }
            out.trim_end().to_string() + "\n"
        };
        let mut out = format!("\n{}\n", self.title);
        out.push_str(&line(&self.header));
        for r in &self.rows {
            out.push_str(&line(r));
        }
        out
    }
}

impl Figures {
    /// A text table, one column per model.
    pub fn to_table(&self) -> String {
        let width = self
            .rows
            .iter()
            .map(|(label, _)| label.len())
            .max()
            .unwrap_or(0)
            .max(7);
        let columns: Vec<usize> = (0..self.models.len())
            .map(|k| {
                self.rows
                    .iter()
                    .map(|(_, v)| v[k].len())
                    .chain([self.models[k].len()])
                    .max()
                    .unwrap_or(0)
            })
            .collect();
        let mut out: String = self.headline.iter().map(|l| format!("{l}\n")).collect();
        out.push_str(&format!("{:width$}", "measure"));
        for (name, w) in self.models.iter().zip(&columns) {
            out.push_str(&format!("  {name:>w$}"));
        }
        out.push('\n');
        for (label, values) in &self.rows {
            out.push_str(&format!("{label:width$}"));
            for (value, w) in values.iter().zip(&columns) {
                out.push_str(&format!("  {value:>w$}"));
            }
            out.push('\n');
        }
        for t in &self.tables {
            out.push_str(&t.to_text());
        }
        out
    }

    /// CSV: `measure,<model>,<model>...`, one line per row.
    pub fn to_csv(&self) -> crate::error::Result<String> {
        let mut w = csv::Writer::from_writer(Vec::new());
        let fail = |e: csv::Error| crate::error::Error::Unexpected(e.to_string());
        w.write_record(std::iter::once("measure").chain(self.models.iter().map(String::as_str)))
            .map_err(fail)?;
        for (label, values) in &self.rows {
            w.write_record(
                std::iter::once(label.as_str()).chain(values.iter().map(String::as_str)),
            )
            .map_err(fail)?;
        }
        let bytes = w
            .into_inner()
            .map_err(|e| crate::error::Error::Unexpected(e.to_string()))?;
        Ok(String::from_utf8_lossy(&bytes).into_owned())
    }
}

/// The rows every report has: the pairing measures of each model.
fn measure_rows(all: &[&Measures]) -> Vec<(String, Vec<String>)> {
    let row = |label: &str, f: &dyn Fn(&Measures) -> String| {
        (label.to_string(), all.iter().map(|m| f(m)).collect())
    };
    vec![
        row("rounds paired", &|m| m.rounds.to_string()),
        row("rounds not paired", &|m| m.unpaired_rounds.to_string()),
        row("floaters (pairs of different scores)", &|m| {
            m.floaters.to_string()
        }),
        row("score differences of floaters (sum)", &|m| {
            format_points(m.float_score_difference)
        }),
        row("colours not granted: absolute", &|m| {
            m.colours_not_granted.absolute.to_string()
        }),
        row("colours not granted: strong", &|m| {
            m.colours_not_granted.strong.to_string()
        }),
        row("colours not granted: mild", &|m| {
            m.colours_not_granted.mild.to_string()
        }),
        row("repeated floats", &|m| m.repeated_floats.to_string()),
        row("byes", &|m| m.byes.to_string()),
        row("pairs across more than one scoregroup", &|m| {
            m.wide_pairs.to_string()
        }),
        row("time (s)", &|m| format!("{:.2}", m.seconds)),
    ]
}

/// The figures of a corpus comparison.
pub fn corpus_figures(r: &CorpusReport) -> Figures {
    let mut rows = measure_rows(&r.models.iter().map(|m| &m.measures).collect::<Vec<_>>());
    rows.insert(
        0,
        (
            "rounds identical to the file".to_string(),
            r.models
                .iter()
                .map(|m| m.identical_to_file.to_string())
                .collect(),
        ),
    );
    let mut headline = vec![
        format!("{} tournaments, {} rounds", r.tournaments, r.rounds),
        format!(
            "rounds paired differently: {} of {} (in {} of {} tournaments)",
            r.differing_rounds, r.rounds, r.differing_tournaments, r.tournaments
        ),
    ];
    if !r.unreadable.is_empty() {
        headline.push(format!("files not read: {}", r.unreadable.len()));
    }
    headline.extend(model_lines(r.models.iter().map(|m| &m.model)));
    Figures {
        headline,
        models: r.models.iter().map(|m| m.model.name.clone()).collect(),
        rows,
        tables: Vec::new(),
    }
}

/// The figures of a simulation.
pub fn simulation_figures(r: &SimulationReport) -> Figures {
    let mut rows = vec![
        (
            "Kendall's tau, final scores against ratings (mean)".to_string(),
            r.models
                .iter()
                .map(|m| format!("{:.4}", m.mean_kendall_tau))
                .collect(),
        ),
        (
            format!(
                "games among the top players (at most {}, a quarter of the field) (mean)",
                r.top_players
            ),
            r.models
                .iter()
                .map(|m| format!("{:.2}", m.mean_top_meetings))
                .collect(),
        ),
        (
            "absolute colour difference at the end (mean)".to_string(),
            r.models
                .iter()
                .map(|m| format!("{:.4}", m.mean_colour_imbalance))
                .collect(),
        ),
        (
            "tournaments stopped by an unpairable round".to_string(),
            r.models
                .iter()
                .map(|m| m.unpaired_rounds.to_string())
                .collect(),
        ),
    ];
    rows.extend(measure_rows(
        &r.models.iter().map(|m| &m.measures).collect::<Vec<_>>(),
    ));
    let mut headline = vec![
        format!("{} simulated tournaments, seed {}", r.tournaments, r.seed),
        format!(
            "tournaments whose final scores differ: {} of {}",
            r.differing_tournaments, r.tournaments
        ),
    ];
    headline.extend(model_lines(r.models.iter().map(|m| &m.model)));
    headline.push(strength_line(&r.strength));
    headline.push(format!("method: {}", r.method));
    Figures {
        headline,
        models: r.models.iter().map(|m| m.model.name.clone()).collect(),
        rows,
        tables: study_tables(r),
    }
}

fn strength_line(s: &StrengthModel) -> String {
    let strengths = match s.spread {
        Some(sd) => format!("Elo strengths drawn from a normal law (mean {}, standard deviation {sd}), given as ratings", s.mean),
        None => "Elo strengths: the configuration's uniform ratings".to_string(),
    };
    format!("players: {strengths}; strength minus rating: normal, standard deviation {}; White's advantage: {} Elo", s.rating_noise, s.white_elo)
}

/// The study's tables: each measure with its interval per model, then the
/// paired differences.
fn study_tables(r: &SimulationReport) -> Vec<Table> {
    let mut header = vec!["measure (mean [95% interval])".to_string()];
    header.extend(r.models.iter().map(|m| m.model.name.clone()));
    let rows = r
        .study_measures
        .iter()
        .enumerate()
        .map(|(k, name)| {
            let mut row = vec![name.to_string()];
            row.extend(r.models.iter().map(|m| interval_text(&m.intervals[k])));
            row
        })
        .collect();
    let intervals = Table {
        title: "Measures per tournament, with 95% intervals".to_string(),
        header,
        rows,
    };
    let paired = Table {
        title: "Paired differences over the same tournaments (second minus first)".to_string(),
        header: [
            "measure",
            "first",
            "second",
            "difference [95% interval]",
            "higher/lower",
            "sign test p",
        ]
        .map(String::from)
        .to_vec(),
        rows: r
            .paired
            .iter()
            .map(|c| {
                vec![
                    c.measure.clone(),
                    c.first.clone(),
                    c.second.clone(),
                    interval_text(&c.test.difference),
                    format!("{}/{}", c.test.higher, c.test.lower),
                    p_text(c.test.p_value),
                ]
            })
            .collect(),
    };
    vec![intervals, paired]
}

/// A p-value: four decimals, or in scientific notation below 0.0001 (so
/// that a tiny p never reads as 0).
fn p_text(p: f64) -> String {
    if p >= 1e-4 {
        format!("{p:.4}")
    } else {
        format!("{p:.1e}")
    }
}

/// `mean [low, high] n=N`, over the N tournaments where the value is defined.
pub fn interval_text(i: &Interval) -> String {
    format!("{:.4} [{:.4}, {:.4}] n={}", i.mean, i.low, i.high, i.n)
}

fn model_lines<'a>(models: impl Iterator<Item = &'a super::ModelSummary>) -> Vec<String> {
    models
        .map(|m| {
            let changes = if m.changes.is_empty() {
                "its defaults".to_string()
            } else {
                m.changes.join(", ")
            };
            format!(
                "model {} ({}): {} on {changes}",
                m.name,
                m.path.display(),
                m.system
            )
        })
        .collect()
}
