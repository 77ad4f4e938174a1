//! The endorsement report: differences per 1,000 tournaments as the
//! procedure counts them (a tournament counts once for each class it
//! shows, and once in the total when any round differs), each class with
//! examples, as a terminal table, JSON, CSV and a self-contained HTML page.

use super::{Class, Difference, Played};
use serde::Serialize;
use std::collections::BTreeMap;

/// How many examples each class keeps in the table and the page (the JSON
/// and the CSV list every difference).
const EXAMPLES: usize = 3;

/// One class of difference over the run.
#[derive(Debug, Clone, Serialize)]
pub struct ClassSummary {
    pub class: Class,
    pub meaning: &'static str,
    /// Rounds of the class, and tournaments with at least one.
    pub rounds: usize,
    pub tournaments: usize,
    pub per_1000_tournaments: f64,
    /// Rounds by paragraph (or step of the order).
    pub paragraphs: BTreeMap<String, usize>,
    pub examples: Vec<Difference>,
}

/// The whole run.
#[derive(Debug, Clone, Serialize)]
pub struct Summary {
    pub system: String,
    pub engine: String,
    pub tournaments: usize,
    pub seed: u64,
    pub kinds: Vec<&'static str>,
    pub rounds_compared: usize,
    pub rounds_identical: usize,
    pub rounds_differing: usize,
    /// Tournaments with at least one differing round (what the procedure counts).
    pub tournaments_differing: usize,
    pub tournaments_differing_per_1000: f64,
    /// Tournaments the run could not finish (generator or pairproof failures).
    pub tournaments_failed: usize,
    pub classes: Vec<ClassSummary>,
    /// How the tournament goes on after a difference.
    pub continuation: &'static str,
    /// How to run the other direction.
    pub reverse: String,
}

/// Every difference with the summary, for `--json`.
#[derive(Debug, Serialize)]
pub struct Full<'a> {
    #[serde(flatten)]
    pub summary: &'a Summary,
    pub differences: Vec<&'a Difference>,
    pub failures: Vec<(usize, &'a str)>,
}

pub const CONTINUATION: &str = "each round is played with the engine's pairing when it places exactly the players to be paired (even when it breaks a rule); otherwise with pairproof's, the round reported";

fn per_1000(count: usize, tournaments: usize) -> f64 {
    if tournaments == 0 {
        return 0.0;
    }
    (count as f64 * 10_000.0 / tournaments as f64).round() / 10.0
}

impl Summary {
    pub fn of(
        system: &str,
        engine: &str,
        seed: u64,
        kinds: Vec<&'static str>,
        played: &[Played],
    ) -> Summary {
        let n = played.len();
        let mut classes: BTreeMap<Class, ClassSummary> = BTreeMap::new();
        for p in played {
            let mut seen = std::collections::BTreeSet::new();
            for d in &p.differences {
                let c = classes.entry(d.class).or_insert_with(|| ClassSummary {
                    class: d.class,
                    meaning: d.class.meaning(),
                    rounds: 0,
                    tournaments: 0,
                    per_1000_tournaments: 0.0,
                    paragraphs: BTreeMap::new(),
                    examples: Vec::new(),
                });
                c.rounds += 1;
                if seen.insert(d.class) {
                    c.tournaments += 1;
                }
                *c.paragraphs
                    .entry(d.paragraph.clone().unwrap_or_else(|| "-".into()))
                    .or_insert(0) += 1;
                if c.examples.len() < EXAMPLES {
                    c.examples.push(d.clone());
                }
            }
        }
        let mut classes: Vec<ClassSummary> = classes.into_values().collect();
        for c in &mut classes {
            c.per_1000_tournaments = per_1000(c.tournaments, n);
        }
        let differing = played.iter().filter(|p| !p.differences.is_empty()).count();
        Summary {
            system: system.to_string(),
            engine: engine.to_string(),
            tournaments: n,
            seed,
            kinds,
            rounds_compared: played.iter().map(|p| p.rounds_compared).sum(),
            rounds_identical: played.iter().map(|p| p.identical).sum(),
            rounds_differing: played.iter().map(|p| p.differences.len()).sum(),
            tournaments_differing: differing,
            tournaments_differing_per_1000: per_1000(differing, n),
            tournaments_failed: played.iter().filter(|p| p.error.is_some()).count(),
            classes,
            continuation: CONTINUATION,
            reverse: format!(
                "the other direction: generate tournaments with the other engine's RTG, then `pairproof check --system {system} FILES` (pairproof re-pairs every round) and `pairproof audit --system {system} FILES` (the verifier judges every round of the file)"
            ),
        }
    }

    /// The terminal table: totals, then one line per class and its examples.
    pub fn table(&self) -> String {
        let mut out = format!(
            "endorse {} against `{}`: {} tournaments (seed {}, kinds {})\n",
            self.system,
            self.engine,
            self.tournaments,
            self.seed,
            self.kinds.join(",")
        );
        out.push_str(&format!(
            "rounds compared {}, identical {}, differing {}; tournaments with a difference {} ({} per 1,000){}\n",
            self.rounds_compared,
            self.rounds_identical,
            self.rounds_differing,
            self.tournaments_differing,
            self.tournaments_differing_per_1000,
            if self.tournaments_failed > 0 { format!("; {} tournaments not finished", self.tournaments_failed) } else { String::new() }
        ));
        if self.classes.is_empty() {
            out.push_str("no differences\n");
            return out;
        }
        out.push_str(&format!(
            "{:<18} {:>7} {:>11} {:>9}  paragraphs\n",
            "class", "rounds", "tournaments", "per 1000"
        ));
        for c in &self.classes {
            let paragraphs: Vec<String> = c
                .paragraphs
                .iter()
                .map(|(p, n)| format!("{p} ({n})"))
                .collect();
            out.push_str(&format!(
                "{:<18} {:>7} {:>11} {:>9}  {}\n",
                c.class.word(),
                c.rounds,
                c.tournaments,
                c.per_1000_tournaments,
                paragraphs.join(", ")
            ));
        }
        for c in &self.classes {
            out.push_str(&format!("\n{} ({}):\n", c.class.word(), c.meaning));
            for d in &c.examples {
                out.push_str(&format!("  {}\n", example_line(d)));
            }
        }
        out
    }

    /// One row per difference.
    pub fn csv(played: &[Played]) -> std::result::Result<String, String> {
        let mut w = csv::Writer::from_writer(Vec::new());
        let header = [
            "tournament",
            "kind",
            "seed",
            "round",
            "class",
            "paragraph",
            "replaced",
            "message",
            "engine",
            "pairproof",
        ];
        w.write_record(header).map_err(|e| e.to_string())?;
        for d in played.iter().flat_map(|p| &p.differences) {
            let row = [
                d.tournament.to_string(),
                d.kind.word().to_string(),
                d.seed.to_string(),
                d.round.to_string(),
                d.class.word().to_string(),
                d.paragraph.clone().unwrap_or_default(),
                d.replaced.to_string(),
                d.message.clone(),
                one_line(d.engine.as_deref()),
                one_line(d.pairproof.as_deref()),
            ];
            w.write_record(row).map_err(|e| e.to_string())?;
        }
        String::from_utf8(w.into_inner().map_err(|e| e.to_string())?).map_err(|e| e.to_string())
    }

    pub fn json(&self, played: &[Played]) -> String {
        let full = Full {
            summary: self,
            differences: played.iter().flat_map(|p| &p.differences).collect(),
            failures: played
                .iter()
                .filter_map(|p| p.error.as_deref().map(|e| (p.tournament, e)))
                .collect(),
        };
        serde_json::to_string_pretty(&full).expect("plain data serialises") + "\n"
    }

    /// A self-contained page: the totals, the classes with bars, the examples.
    pub fn html(&self) -> String {
        let mut rows = String::new();
        let most = self
            .classes
            .iter()
            .map(|c| c.rounds)
            .max()
            .unwrap_or(1)
            .max(1);
        for c in &self.classes {
            let paragraphs: Vec<String> = c
                .paragraphs
                .iter()
                .map(|(p, n)| format!("{} ({n})", escape(p)))
                .collect();
            rows.push_str(&format!(
                "<tr><td>{}</td><td>{}</td><td class=n>{}</td><td class=n>{}</td><td class=n>{}</td><td><div class=bar style=\"width:{}px\"></div></td><td>{}</td></tr>\n",
                c.class.word(),
                escape(c.meaning),
                c.rounds,
                c.tournaments,
                c.per_1000_tournaments,
                (c.rounds * 200).div_ceil(most),
                paragraphs.join(", ")
            ));
        }
        let mut examples = String::new();
        for c in &self.classes {
            examples.push_str(&format!("<h3>{}</h3>\n", c.class.word()));
            for d in &c.examples {
                examples.push_str(&format!(
                    "<div class=ex><p>{}</p><table><tr><th>engine</th><th>pairproof</th></tr><tr><td><pre>{}</pre></td><td><pre>{}</pre></td></tr></table></div>\n",
                    escape(&example_line(d)),
                    escape(d.engine.as_deref().unwrap_or("-")),
                    escape(d.pairproof.as_deref().unwrap_or("-"))
                ));
            }
        }
        format!(
            "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>pairproof endorse: {system}</title>\n<style>\
body{{font-family:sans-serif;margin:2em;max-width:70em}}table{{border-collapse:collapse}}td,th{{border:1px solid #ccc;padding:.2em .5em;vertical-align:top}}\
td.n{{text-align:right}}.bar{{background:#4a7ab5;height:1em}}.ex{{margin:1em 0}}pre{{margin:0}}</style></head><body>\n\
<h1>Endorsement test: {system} against <code>{engine}</code></h1>\n\
<p>{n} tournaments (seed {seed}, kinds {kinds}). Rounds compared {compared}, identical {identical}, differing {differing}. \
Tournaments with a difference: <b>{tdiff}</b> ({per} per 1,000).</p>\n\
<p>Continuation: {continuation}.</p>\n\
<table><tr><th>class</th><th>meaning</th><th>rounds</th><th>tournaments</th><th>per 1,000 tournaments</th><th></th><th>paragraphs</th></tr>\n{rows}</table>\n\
<h2>Examples</h2>\n{examples}<h2>The other direction</h2><p>{reverse}</p>\n</body></html>\n",
            system = escape(&self.system),
            engine = escape(&self.engine),
            n = self.tournaments,
            seed = self.seed,
            kinds = self.kinds.join(", "),
            compared = self.rounds_compared,
            identical = self.rounds_identical,
            differing = self.rounds_differing,
            tdiff = self.tournaments_differing,
            per = self.tournaments_differing_per_1000,
            continuation = escape(self.continuation),
            reverse = escape(&self.reverse),
        )
    }
}

/// `tournament 3 (small, seed S) round 4: C.10: message; better: 1-4 2-3`.
fn example_line(d: &Difference) -> String {
    let mut line = format!(
        "tournament {} ({}, seed {}) round {}",
        d.tournament,
        d.kind.word(),
        d.seed,
        d.round
    );
    if let Some(p) = &d.paragraph {
        line.push_str(&format!(": {p}"));
    }
    line.push_str(&format!(": {}", d.message));
    if let Some(w) = &d.witness {
        let pairs: Vec<String> = w.pairs.iter().map(|(a, b)| format!("{a}-{b}")).collect();
        line.push_str(&format!(
            "; pairproof's better candidate: {}",
            pairs.join(" ")
        ));
    }
    if d.findings.len() > 1 {
        line.push_str(&format!(" (+{} more findings)", d.findings.len() - 1));
    }
    line
}

fn one_line(list: Option<&str>) -> String {
    list.map(|l| l.lines().skip(1).collect::<Vec<_>>().join(" "))
        .unwrap_or_default()
}

fn escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}
