//! SVG charts drawn with plotters (its SVG backend, no font files: the SVG
//! names a generic family and the browser draws the text).

use crate::error::{Error, Result};
use plotters::prelude::*;

const SIZE: (u32, u32) = (720, 360);
const COLOURS: [RGBColor; 6] = [
    RGBColor(31, 119, 180),
    RGBColor(214, 39, 40),
    RGBColor(44, 160, 44),
    RGBColor(148, 103, 189),
    RGBColor(255, 127, 14),
    RGBColor(23, 190, 207),
];

/// One named series of a chart.
pub struct Series {
    pub name: String,
    pub values: Vec<(f64, f64)>,
}

fn fail(e: impl std::fmt::Display) -> Error {
    Error::Unexpected(format!("drawing a chart: {e}"))
}

fn colour(k: usize) -> RGBColor {
    COLOURS[k % COLOURS.len()]
}

/// The white page, caption and axes both kinds of chart share, y from 0.
fn frame<'a, 'b>(
    root: &'a DrawingArea<SVGBackend<'b>, plotters::coord::Shift>,
    title: &str,
    x: std::ops::Range<f64>,
    y_max: f64,
) -> Result<
    ChartContext<
        'a,
        SVGBackend<'b>,
        Cartesian2d<plotters::coord::types::RangedCoordf64, plotters::coord::types::RangedCoordf64>,
    >,
> {
    root.fill(&WHITE).map_err(fail)?;
    ChartBuilder::on(root)
        .caption(title, ("sans-serif", 18))
        .margin(12)
        .x_label_area_size(40)
        .y_label_area_size(55)
        .build_cartesian_2d(x, 0.0..y_max)
        .map_err(fail)
}

/// A chart of curves (a per-round curve), x from the series' points.
pub fn curves(title: &str, x_desc: &str, y_desc: &str, series: &[Series]) -> Result<String> {
    let points = series.iter().flat_map(|s| s.values.iter());
    let (x_min, x_max, y_max) = points.fold((f64::MAX, f64::MIN, 0.0f64), |(a, b, c), &(x, y)| {
        (a.min(x), b.max(x), c.max(y))
    });
    let (x_min, x_max) = if x_min > x_max {
        (0.0, 1.0)
    } else if x_min == x_max {
        (x_min - 0.5, x_max + 0.5)
    } else {
        (x_min, x_max)
    };
    let y_max = if y_max <= 0.0 { 1.0 } else { y_max * 1.1 };
    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, SIZE).into_drawing_area();
        let mut chart = frame(&root, title, x_min..x_max, y_max)?;
        chart
            .configure_mesh()
            .x_desc(x_desc)
            .y_desc(y_desc)
            .draw()
            .map_err(fail)?;
        for (k, s) in series.iter().enumerate() {
            let c = colour(k);
            chart
                .draw_series(LineSeries::new(s.values.iter().copied(), c.stroke_width(2)))
                .map_err(fail)?
                .label(s.name.as_str())
                .legend(move |(x, y)| {
                    PathElement::new(vec![(x, y), (x + 20, y)], c.stroke_width(2))
                });
            chart
                .draw_series(s.values.iter().map(|&p| Circle::new(p, 3, c.filled())))
                .map_err(fail)?;
        }
        chart
            .configure_series_labels()
            .background_style(WHITE.mix(0.85))
            .border_style(BLACK)
            .draw()
            .map_err(fail)?;
        root.present().map_err(fail)?;
    }
    Ok(svg)
}

/// Grouped bars: for each category (x labels), one bar per series; the
/// series' values are (category index, value).
pub fn bars(title: &str, categories: &[String], y_desc: &str, series: &[Series]) -> Result<String> {
    let n = categories.len().max(1);
    let y_max = series
        .iter()
        .flat_map(|s| s.values.iter().map(|v| v.1))
        .fold(0.0f64, f64::max);
    let y_max = if y_max <= 0.0 { 1.0 } else { y_max * 1.1 };
    let width = 0.8 / series.len().max(1) as f64;
    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, SIZE).into_drawing_area();
        let mut chart = frame(&root, title, -0.5..(n as f64 - 0.5), y_max)?;
        let label = |x: &f64| {
            let i = x.round();
            if (x - i).abs() < 1e-6 && i >= 0.0 {
                categories.get(i as usize).cloned().unwrap_or_default()
            } else {
                String::new()
            }
        };
        chart
            .configure_mesh()
            .disable_x_mesh()
            .x_labels(n.min(30))
            .x_label_formatter(&label)
            .y_desc(y_desc)
            .draw()
            .map_err(fail)?;
        for (k, s) in series.iter().enumerate() {
            let c = colour(k);
            let left = move |i: f64| i - 0.4 + k as f64 * width;
            chart
                .draw_series(s.values.iter().map(|&(i, v)| {
                    Rectangle::new([(left(i), 0.0), (left(i) + width, v)], c.filled())
                }))
                .map_err(fail)?
                .label(s.name.as_str())
                .legend(move |(x, y)| Rectangle::new([(x, y - 5), (x + 12, y + 5)], c.filled()));
        }
        chart
            .configure_series_labels()
            .background_style(WHITE.mix(0.85))
            .border_style(BLACK)
            .draw()
            .map_err(fail)?;
        root.present().map_err(fail)?;
    }
    Ok(svg)
}

/// A histogram of each series' samples over `bins` equal bins spanning all of them.
pub fn histogram(
    title: &str,
    x_desc: &str,
    samples: &[(String, Vec<f64>)],
    bins: usize,
) -> Result<String> {
    let all = samples.iter().flat_map(|(_, v)| v.iter().copied());
    let (lo, hi) = all.fold((f64::MAX, f64::MIN), |(a, b), x| (a.min(x), b.max(x)));
    let (lo, hi) = if lo > hi {
        (0.0, 1.0)
    } else if lo == hi {
        (lo - 0.5, hi + 0.5)
    } else {
        (lo, hi)
    };
    let step = (hi - lo) / bins as f64;
    let categories: Vec<String> = (0..bins)
        .map(|b| format!("{:.2}", lo + step * (b as f64 + 0.5)))
        .collect();
    let series: Vec<Series> = samples
        .iter()
        .map(|(name, values)| {
            let mut counts = vec![0usize; bins];
            for v in values {
                let b = (((v - lo) / step) as usize).min(bins - 1);
                counts[b] += 1;
            }
            Series {
                name: name.clone(),
                values: counts
                    .iter()
                    .enumerate()
                    .map(|(i, &c)| (i as f64, c as f64))
                    .collect(),
            }
        })
        .collect();
    bars(
        title,
        &categories,
        &format!("tournaments ({x_desc}, bin centres)"),
        &series,
    )
}
