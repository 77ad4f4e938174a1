//! The HTML report of `pairproof compare --html FILE`: one self-contained
//! page (inline CSS, SVG charts embedded, no script or network), readable
//! offline. It shows the same figures as the terminal table, the charts of
//! their distributions and per-round curves, and holds the JSON report.

mod charts;

use crate::compare::measures::Measures;
use crate::compare::report::{corpus_figures, simulation_figures, Figures};
use crate::compare::simulate::SimulationReport;
use crate::compare::CorpusReport;
use crate::error::Result;
use crate::tournament::Round;
use charts::{bars, curves, histogram, Series};
use std::collections::BTreeSet;

/// The page of a corpus comparison; `json` is the JSON report.
pub fn corpus_page(r: &CorpusReport, json: &str) -> Result<String> {
    let names: Vec<&str> = r.models.iter().map(|m| m.model.name.as_str()).collect();
    let by_round: Vec<&[Measures]> = r.models.iter().map(|m| m.by_round.as_slice()).collect();
    let totals: Vec<&Measures> = r.models.iter().map(|m| &m.measures).collect();
    let mut charts = vec![
        per_round(
            &names,
            &by_round,
            "Floaters per round (mean per tournament)",
            "floating pairs",
            |m| m.floaters as f64,
        )?,
        per_round(
            &names,
            &by_round,
            "Colour preferences not granted per round (mean per tournament)",
            "players",
            |m| {
                (m.colours_not_granted.absolute
                    + m.colours_not_granted.strong
                    + m.colours_not_granted.mild) as f64
            },
        )?,
        score_differences(&names, &totals)?,
    ];
    charts.push(colour_misses(&names, &totals)?);
    let differences: Vec<String> = r
        .differences
        .iter()
        .take(500)
        .map(|d| format!("{} round {}", d.file.display(), d.round))
        .collect();
    Ok(page(
        "pairproof compare",
        &corpus_figures(r),
        &charts,
        &differences,
        json,
    ))
}

/// The page of a simulation; `json` is the JSON report.
pub fn simulation_page(r: &SimulationReport, json: &str) -> Result<String> {
    let names: Vec<&str> = r.models.iter().map(|m| m.model.name.as_str()).collect();
    let by_round: Vec<&[Measures]> = r.models.iter().map(|m| m.by_round.as_slice()).collect();
    let totals: Vec<&Measures> = r.models.iter().map(|m| &m.measures).collect();
    let samples =
        |f: &dyn Fn(&crate::compare::simulate::Played) -> f64| -> Vec<(String, Vec<f64>)> {
            r.models
                .iter()
                .map(|m| (m.model.name.clone(), m.tournaments.iter().map(f).collect()))
                .collect()
        };
    let charts = vec![
        histogram(
            "Kendall's tau of final scores against ratings",
            "tau",
            &samples(&|p| p.kendall_tau),
            12,
        )?,
        histogram(
            "Kendall's tau of final scores against latent strengths",
            "tau",
            &samples(&|p| p.strength_tau),
            12,
        )?,
        per_round(
            &names,
            &by_round,
            "Floaters per round (mean per tournament)",
            "floating pairs",
            |m| m.floaters as f64,
        )?,
        histogram(
            "Absolute colour difference at the end (mean per player)",
            "colour difference",
            &samples(&|p| p.mean_colour_imbalance),
            12,
        )?,
        histogram(
            &format!("Games among the top players (at most {})", r.top_players),
            "games",
            &samples(&|p| p.top_meetings as f64),
            10,
        )?,
        score_differences(&names, &totals)?,
        colour_misses(&names, &totals)?,
    ];
    Ok(page(
        "pairproof compare --simulate",
        &simulation_figures(r),
        &charts,
        &[],
        json,
    ))
}

/// A per-round curve of `value` per round paired, one curve per model.
fn per_round(
    names: &[&str],
    by_round: &[&[Measures]],
    title: &str,
    y: &str,
    value: impl Fn(&Measures) -> f64,
) -> Result<String> {
    let series: Vec<Series> = names
        .iter()
        .zip(by_round)
        .map(|(name, rounds)| Series {
            name: name.to_string(),
            values: rounds
                .iter()
                .enumerate()
                .filter(|(_, m)| m.rounds > 0)
                .map(|(r, m)| {
                    (
                        Round::at_index(r).number() as f64,
                        value(m) / m.rounds as f64,
                    )
                })
                .collect(),
        })
        .collect();
    curves(title, "round", y, &series)
}

/// The distribution of the floaters' score differences.
fn score_differences(names: &[&str], totals: &[&Measures]) -> Result<String> {
    let values: BTreeSet<i64> = totals
        .iter()
        .flat_map(|m| m.score_differences.keys().map(|&k| i64::from(k)))
        .collect();
    let values: Vec<i64> = values.into_iter().collect();
    let categories: Vec<String> = values
        .iter()
        .map(|&v| crate::points::format_points(v as crate::points::Points))
        .collect();
    let series = names
        .iter()
        .zip(totals)
        .map(|(name, m)| Series {
            name: name.to_string(),
            values: values
                .iter()
                .enumerate()
                .map(|(i, v)| {
                    (
                        i as f64,
                        m.score_differences
                            .get(&(*v as crate::points::Points))
                            .copied()
                            .unwrap_or(0) as f64,
                    )
                })
                .collect(),
        })
        .collect::<Vec<_>>();
    bars(
        "Score differences of floating pairs",
        &categories,
        "pairs",
        &series,
    )
}

/// Colour preferences not granted, by strength.
fn colour_misses(names: &[&str], totals: &[&Measures]) -> Result<String> {
    let categories = vec![
        "absolute".to_string(),
        "strong".to_string(),
        "mild".to_string(),
    ];
    let series = names
        .iter()
        .zip(totals)
        .map(|(name, m)| {
            let c = m.colours_not_granted;
            Series {
                name: name.to_string(),
                values: vec![
                    (0.0, c.absolute as f64),
                    (1.0, c.strong as f64),
                    (2.0, c.mild as f64),
                ],
            }
        })
        .collect::<Vec<_>>();
    bars(
        "Colour preferences not granted",
        &categories,
        "players",
        &series,
    )
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

fn page(
    title: &str,
    figures: &Figures,
    charts: &[String],
    differences: &[String],
    json: &str,
) -> String {
    let mut out = format!(
        "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>{}</title>\n<style>\
         body{{font-family:sans-serif;margin:2em;max-width:1100px}}table{{border-collapse:collapse}}\
         td,th{{border:1px solid #bbb;padding:3px 8px}}td.n{{text-align:right}}figure{{margin:1em 0}}\
         </style></head><body>\n<h1>{}</h1>\n",
        escape(title),
        escape(title)
    );
    for line in &figures.headline {
        out.push_str(&format!("<p>{}</p>\n", escape(line)));
    }
    out.push_str("<table id=\"figures\"><tr><th>measure</th>");
    for name in &figures.models {
        out.push_str(&format!("<th>{}</th>", escape(name)));
    }
    out.push_str("</tr>\n");
    for (label, values) in &figures.rows {
        out.push_str(&format!("<tr><td>{}</td>", escape(label)));
        for v in values {
            out.push_str(&format!("<td class=\"n\">{}</td>", escape(v)));
        }
        out.push_str("</tr>\n");
    }
    out.push_str("</table>\n");
    for t in &figures.tables {
        out.push_str(&format!(
            "<h2>{}</h2>\n<table class=\"study\"><tr>",
            escape(&t.title)
        ));
        for h in &t.header {
            out.push_str(&format!("<th>{}</th>", escape(h)));
        }
        out.push_str("</tr>\n");
        for row in &t.rows {
            out.push_str("<tr>");
            for (k, cell) in row.iter().enumerate() {
                out.push_str(&format!(
                    "<td{}>{}</td>",
                    if k == 0 { "" } else { " class=\"n\"" },
                    escape(cell)
                ));
            }
            out.push_str("</tr>\n");
        }
        out.push_str("</table>\n");
    }
    out.push_str("<h2>Charts</h2>\n");
    for svg in charts {
        out.push_str(&format!("<figure>{svg}</figure>\n"));
    }
    if !differences.is_empty() {
        out.push_str("<h2>Rounds paired differently</h2>\n<ul>\n");
        for d in differences {
            out.push_str(&format!("<li>{}</li>\n", escape(d)));
        }
        out.push_str("</ul>\n");
    }
    // The JSON report, for whoever wants the numbers behind the page.
    out.push_str(&format!(
        "<script type=\"application/json\" id=\"report\">{}</script>\n",
        json.replace("</", "<\\/")
    ));
    out.push_str("</body></html>\n");
    out
}
