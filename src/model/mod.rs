//! Rule models (`models/*.toml`): a base system with named readings
//! switched, criteria dropped or moved by paragraph, and parameters. A model
//! is checked against the base rule set's own tables when it is loaded: an
//! unknown key or value is an [`Error::Input`] naming the file, line, column
//! and key, with what is allowed.
//!
//! ```toml
//! name = "forfeit-counts-as-meeting"
//! system = "dutch-2017"
//! [readings]
//! forfeit_counts_as_meeting = "yes"
//! [criteria]
//! drop = ["C.9"]
//! move = [{ criterion = "C.10", before = "C.8" }]
//! [parameters]
//! topscorers = "none"
//! ```

pub mod history;
mod toml_file;

use crate::acceleration::{Acceleration, GaPlayers, GaSize};
use crate::engine::readings::{Choices, Reading, ReadingValue};
use crate::engine::rules::{Rules, Tailoring};
use crate::engine::RuleSet;
use crate::error::{Error, Result};
use crate::solver::Solver;
use crate::systems::{self, Configured, Setup, SystemId};
use std::path::{Path, PathBuf};
use toml_file::{Doc, Entry};

/// A loaded rule model: its rule set and what it changes, for reports.
#[derive(Debug, Clone)]
pub struct Model {
    pub name: String,
    pub system: SystemId,
    pub path: PathBuf,
    pub rules: Configured,
    /// Every reading with the value the model pairs under (its own or the default).
    pub readings: Vec<(String, String)>,
    /// Every parameter with the value the model pairs under.
    pub parameters: Vec<(String, String)>,
    pub dropped: Vec<String>,
    /// The criteria in the model's priority order, when it moved some.
    pub order: Option<Vec<String>>,
    /// The parameters `acceleration`, `ga_size` and `ga_players` (C.04.7).
    pub acceleration: Acceleration,
}

impl Model {
    /// The setup commands run this model with.
    pub fn setup(&self, solver: Solver) -> Setup {
        Setup {
            system: self.system,
            solver,
            model: Some(self.rules),
            acceleration: self.acceleration,
        }
    }

    /// The readings and parameters that differ from the base system's defaults.
    pub fn changes(&self) -> Vec<String> {
        let base = systems::rule_set(self.system);
        let defaults: Vec<Reading> = all_readings(base)
            .into_iter()
            .chain(PARAMETERS.iter().chain(base.text().parameters()).copied())
            .collect();
        let mut changed: Vec<String> = self
            .readings
            .iter()
            .chain(&self.parameters)
            .filter(|(k, v)| defaults.iter().any(|r| r.name == k && r.default != v))
            .map(|(k, v)| format!("{k} = {v}"))
            .collect();
        changed.extend(self.dropped.iter().map(|p| format!("{p} dropped")));
        if self.order.is_some() {
            changed.push("criteria moved".to_string());
        }
        changed
    }
}

/// The top-level keys of a model file.
const TOP_KEYS: &[&str] = &[
    "name",
    "system",
    "description",
    "readings",
    "criteria",
    "parameters",
];
const CRITERIA_KEYS: &[&str] = &["drop", "move"];
const MOVE_KEYS: &[&str] = &["criterion", "before", "after"];

/// The parameters a model may set, with their values.
pub const PARAMETERS: &[Reading] = &[
    Reading {
        name: "topscorers",
        paragraph: "A.7",
        doc: "who counts as a topscorer, with the colour exceptions of C.3 and E.2",
        values: &[
            ReadingValue { name: "last-round", doc: "over 50% of the maximum score, in the last round (the text)" },
            ReadingValue { name: "none", doc: "nobody: topscorers lose their colour exceptions" },
        ],
        default: "last-round",
    },
    Reading {
        name: "acceleration",
        paragraph: "C.04.7",
        doc: "the acceleration paired with: the file's (XXA/250 lines, or C.04.7's virtual points when its 192 type ends in _BAKU), or C.04.7's for every tournament (never over XXA/250 lines)",
        values: &[
            ReadingValue { name: "file", doc: "as the file says" },
            ReadingValue { name: "baku", doc: "C.04.7 Baku acceleration unless the file has XXA/250 lines (as --baku)" },
        ],
        default: "file",
    },
    Reading {
        name: "ga_size",
        paragraph: "C.04.7 (Initial groups division)",
        doc: "how many of the N players of round 1 are in GA",
        values: &[
            ReadingValue { name: "text", doc: "the first half rounded up to an even number, 2 x ceil(N/4) (161 players: 82)" },
            ReadingValue { name: "bbp-first-half", doc: "the first half rounded up, ceil(N/2) (161 players: 81), N counting every player of the file, as bbpPairings 6.0.0" },
        ],
        default: "text",
    },
    Reading {
        name: "ga_players",
        paragraph: "C.04.7 1.2 (Initial groups division)",
        doc: "who the N players of the initial groups division are (the list of participants before round 1)",
        values: &[
            ReadingValue { name: "round-one-pairing", doc: "the players of round 1's pairing: paired or given the PAB" },
            ReadingValue { name: "round-one-list", doc: "every player with a round 1 of any kind, a requested bye or an absence too; only a blank round 1 (a late entry) left out" },
        ],
        default: "round-one-pairing",
    },
];

/// Parameters a researcher may look for that the engine takes from the
/// tournament file instead, and why.
const NOT_PARAMETERS: &[(&str, &str)] = &[
    ("bye_value", "the points of the pairing-allocated bye are the tournament's point system (XXS, TRF-2026 records, the generator's PointsForPAB)"),
    ("bye_points", "the points of the pairing-allocated bye are the tournament's point system (XXS, TRF-2026 records, the generator's PointsForPAB)"),
];

/// Loads and checks the model file at `path`.
pub fn load(path: &Path) -> Result<Model> {
    let text = std::fs::read_to_string(path).map_err(|e| Error::file(path, e))?;
    parse(&text, path)
}

/// Every reading of `base`: the history ones, then the system's own.
fn all_readings(base: &dyn RuleSet) -> Vec<Reading> {
    let mut readings = history::readings_of(&base.derivation());
    readings.extend_from_slice(base.text().readings());
    readings
}

/// Parses and checks a model's text (`path` names it in errors).
pub fn parse(text: &str, path: &Path) -> Result<Model> {
    let doc = Doc::parse(text, path)?;
    doc.only_keys(doc.root(), TOP_KEYS, "a model's top level")?;
    let system_entry = doc.required(doc.root(), "system")?;
    let system_name = doc.string(&system_entry)?;
    let system: SystemId = system_name
        .parse()
        .map_err(|e: String| doc.error_at(system_entry.value_span(), e))?;
    let base = systems::rule_set(system);
    let name = match doc.get(doc.root(), "name") {
        Some(entry) => doc.string(&entry)?,
        None => path.file_stem().map_or_else(
            || system.name().to_string(),
            |s| s.to_string_lossy().into_owned(),
        ),
    };
    let readings = all_readings(base);
    let choices = read_choices(&doc, "readings", &readings, "reading", system)?;
    let paragraphs = base.text().criterion_paragraphs();
    let (dropped, order) = read_criteria(&doc, paragraphs, system)?;
    let allowed_parameters: Vec<Reading> = PARAMETERS
        .iter()
        .chain(base.text().parameters())
        .copied()
        .collect();
    let parameters = read_choices(&doc, "parameters", &allowed_parameters, "parameter", system)?;
    let mut system_choices = choices.clone();
    for (name, value) in parameters.iter() {
        system_choices.set(name, value);
    }
    let tailoring = Tailoring {
        name: name.clone(),
        derivation: history::apply(base.derivation(), &choices),
        dropped: dropped.clone(),
        order: order.clone().unwrap_or_else(|| paragraphs.to_vec()),
        no_topscorers: parameters.of(&PARAMETERS[0]) == "none",
    };
    let rules = Loaded::leak(base.configured(&system_choices), tailoring).rules(base);
    let acceleration = Acceleration {
        baku: parameters.of(&PARAMETERS[1]) == "baku",
        ga_size: match parameters.of(&PARAMETERS[2]) {
            "bbp-first-half" => GaSize::BbpFirstHalf,
            _ => GaSize::Text,
        },
        ga_players: match parameters.of(&PARAMETERS[3]) {
            "round-one-list" => GaPlayers::RoundOneList,
            _ => GaPlayers::RoundOnePairing,
        },
    };
    Ok(Model {
        name,
        system,
        path: path.to_path_buf(),
        rules: Configured(rules),
        readings: readings
            .iter()
            .map(|r| (r.name.to_string(), choices.of(r).to_string()))
            .collect(),
        parameters: allowed_parameters
            .iter()
            .map(|r| (r.name.to_string(), parameters.of(r).to_string()))
            .collect(),
        dropped: dropped.iter().map(|p| p.to_string()).collect(),
        order: order.map(|o| o.iter().map(|p| p.to_string()).collect()),
        acceleration,
    })
}

/// The table `section` as choices among `allowed` (each key a reading or
/// parameter, each value one of its values; `true`/`false` read as yes/no).
fn read_choices(
    doc: &Doc,
    section: &str,
    allowed: &[Reading],
    what: &str,
    system: SystemId,
) -> Result<Choices> {
    let mut choices = Choices::new();
    let Some(table) = doc.table(doc.root(), section)? else {
        return Ok(choices);
    };
    for entry in doc.entries(&table) {
        let Some(reading) = allowed.iter().find(|r| r.name == entry.key) else {
            let names: Vec<&str> = allowed.iter().map(|r| r.name).collect();
            let why = NOT_PARAMETERS
                .iter()
                .find(|(k, _)| *k == entry.key)
                .map(|(_, why)| format!(" ({why})"))
                .unwrap_or_default();
            return Err(doc.error_at(
                entry.key_span(),
                format!(
                    "unknown {what} '{}' for {system}{why}; allowed: {}",
                    entry.key,
                    names.join(", ")
                ),
            ));
        };
        let value = doc.reading_value(entry)?;
        let Some(value) = reading.value(&value) else {
            return Err(doc.error_at(
                entry.value_span(),
                format!(
                    "{section}.{}: unknown value '{value}'; allowed: {}",
                    entry.key,
                    reading.allowed()
                ),
            ));
        };
        choices.set(reading.name, value);
    }
    Ok(choices)
}

/// `[criteria]`: the paragraphs dropped, and the priority order after the
/// moves (`None` when nothing moved).
fn read_criteria(
    doc: &Doc,
    paragraphs: &'static [&'static str],
    system: SystemId,
) -> Result<(Vec<&'static str>, Option<Vec<&'static str>>)> {
    let Some(table) = doc.table(doc.root(), "criteria")? else {
        return Ok((Vec::new(), None));
    };
    doc.only_keys(&table, CRITERIA_KEYS, "[criteria]")?;
    let known = |entry: &Entry, name: &str, what: &str| -> Result<&'static str> {
        paragraphs
            .iter()
            .copied()
            .find(|p| *p == name)
            .ok_or_else(|| {
                doc.error_at(
                    entry.value_span(),
                    format!(
                        "{what}: unknown criterion '{name}' for {system}; allowed: {}",
                        paragraphs.join(", ")
                    ),
                )
            })
    };
    let mut dropped = Vec::new();
    if let Some(entry) = doc.get(&table, "drop") {
        for (name, item) in doc.strings(&entry)? {
            dropped.push(known(&item, &name, "criteria.drop")?);
        }
    }
    let Some(moves) = doc.get(&table, "move") else {
        return Ok((dropped, None));
    };
    let mut order: Vec<&'static str> = paragraphs.to_vec();
    for mv in doc.tables_in(&moves)? {
        doc.only_keys(&mv, MOVE_KEYS, "a criteria.move entry")?;
        let criterion_entry = doc.required(&mv, "criterion")?;
        let criterion = known(
            &criterion_entry,
            &doc.string(&criterion_entry)?,
            "criteria.move",
        )?;
        let (target_entry, after) = match (doc.get(&mv, "before"), doc.get(&mv, "after")) {
            (Some(e), None) => (e, false),
            (None, Some(e)) => (e, true),
            _ => {
                return Err(doc.error_at(
                    mv.span(),
                    "criteria.move: give exactly one of 'before' or 'after'".to_string(),
                ))
            }
        };
        let target = known(&target_entry, &doc.string(&target_entry)?, "criteria.move")?;
        if target == criterion {
            return Err(doc.error_at(
                target_entry.value_span(),
                format!("criteria.move: {criterion} cannot move next to itself"),
            ));
        }
        order.retain(|p| *p != criterion);
        let at = order
            .iter()
            .position(|p| *p == target)
            .unwrap_or(order.len())
            + usize::from(after);
        order.insert(at.min(order.len()), criterion);
    }
    Ok((dropped, Some(order)))
}

/// A model's rule set and tailoring. A model lives for the whole run: it is
/// leaked once, so that `Setup` stays a `Copy` handle like the built-in
/// `&'static` rule sets.
struct Loaded {
    /// The rule set with the model's readings, when the system has readings.
    configured: Option<Box<dyn RuleSet>>,
    tailoring: Tailoring,
}

impl Loaded {
    fn leak(configured: Option<Box<dyn RuleSet>>, tailoring: Tailoring) -> &'static Loaded {
        Box::leak(Box::new(Loaded {
            configured,
            tailoring,
        }))
    }

    fn rules(&'static self, base: &'static dyn RuleSet) -> Rules<'static> {
        let set = self.configured.as_deref().unwrap_or(base);
        Rules::tailored(set, &self.tailoring)
    }
}
