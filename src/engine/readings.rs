//! Readings: the points where a rule text is ambiguous and a rule set had to
//! choose. Each rule set lists its own in a small table (`readings()` of
//! [`super::RuleSet`], kept in its folder's `readings.rs`); a rule model
//! (`models/*.toml`) switches them by name.

use std::collections::BTreeMap;

/// One value a reading may take, with what it means.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ReadingValue {
    pub name: &'static str,
    pub doc: &'static str,
}

/// A named reading of a rule text: the paragraph it concerns, what it
/// decides, the values it may take and the one the rule set takes by default.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Reading {
    pub name: &'static str,
    pub paragraph: &'static str,
    pub doc: &'static str,
    pub values: &'static [ReadingValue],
    pub default: &'static str,
}

impl Reading {
    /// A reading of two values or more whose first is the default.
    pub const fn first_default(
        name: &'static str,
        paragraph: &'static str,
        doc: &'static str,
        values: &'static [ReadingValue],
    ) -> Reading {
        Reading {
            name,
            paragraph,
            doc,
            values,
            default: values[0].name,
        }
    }

    /// The value named `name`, if the reading has it.
    pub fn value(&self, name: &str) -> Option<&'static str> {
        self.values.iter().find(|v| v.name == name).map(|v| v.name)
    }

    /// The value names, for error messages.
    pub fn allowed(&self) -> String {
        self.values
            .iter()
            .map(|v| v.name)
            .collect::<Vec<_>>()
            .join(", ")
    }
}

/// The readings a model switches: reading name to value name, both checked
/// against the rule set's table before a rule set is configured with them.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Choices(BTreeMap<&'static str, &'static str>);

impl Choices {
    pub fn new() -> Choices {
        Choices::default()
    }

    pub fn set(&mut self, reading: &'static str, value: &'static str) {
        self.0.insert(reading, value);
    }

    /// The value chosen for `reading`, else its default.
    pub fn of(&self, reading: &Reading) -> &'static str {
        self.0.get(reading.name).copied().unwrap_or(reading.default)
    }

    /// The value chosen for the reading of `readings` named `name`, else its default.
    pub fn named(&self, readings: &[Reading], name: &str) -> &'static str {
        let reading = readings
            .iter()
            .find(|r| r.name == name)
            .expect("a reading of the rule set's own table");
        self.of(reading)
    }

    pub fn iter(&self) -> impl Iterator<Item = (&'static str, &'static str)> + '_ {
        self.0.iter().map(|(k, v)| (*k, *v))
    }
}

/// The two values of a yes/no reading.
pub const YES_NO: &[ReadingValue] = &[
    ReadingValue {
        name: "yes",
        doc: "the reading applies",
    },
    ReadingValue {
        name: "no",
        doc: "it does not",
    },
];

/// What a rule set lets a rule model change, kept in its folder's
/// `readings.rs`: its readings, its own parameters (beyond the engine's),
/// and the paragraphs of its quality criteria in order.
#[derive(Debug, Clone, Copy)]
pub struct ModelTable {
    pub readings: &'static [Reading],
    pub parameters: &'static [Reading],
    pub criteria: &'static [&'static str],
}

impl ModelTable {
    /// A rule set nothing of which a model may change.
    pub const NONE: ModelTable = ModelTable {
        readings: &[],
        parameters: &[],
        criteria: &[],
    };
}
