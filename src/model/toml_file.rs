//! A model file read with toml_edit into a small tree that keeps every key's
//! and value's position, so that errors name the line and column.

use crate::error::{Error, Result};
use std::ops::Range;
use std::path::{Path, PathBuf};

/// A TOML value as a model file may hold it.
#[derive(Debug, Clone)]
pub enum Node {
    Str(String),
    Bool(bool),
    Table(Table),
    Array(Vec<(Node, Range<usize>)>),
    /// Any other value, by its TOML type name.
    Other(&'static str),
}

#[derive(Debug, Clone)]
pub struct Table {
    pub entries: Vec<Entry>,
    span: Range<usize>,
}

impl Table {
    pub fn span(&self) -> Range<usize> {
        self.span.clone()
    }
}

#[derive(Debug, Clone)]
pub struct Entry {
    pub key: String,
    key_span: Range<usize>,
    pub value: Node,
    value_span: Range<usize>,
}

impl Entry {
    pub fn key_span(&self) -> Range<usize> {
        self.key_span.clone()
    }
    pub fn value_span(&self) -> Range<usize> {
        self.value_span.clone()
    }
}

/// A parsed model file.
pub struct Doc {
    path: PathBuf,
    text: String,
    root: Table,
}

impl Doc {
    pub fn parse(text: &str, path: &Path) -> Result<Doc> {
        let blank = Doc {
            path: path.to_path_buf(),
            text: text.to_string(),
            root: Table {
                entries: Vec::new(),
                span: 0..0,
            },
        };
        let parsed = toml_edit::Document::parse(text.to_string()).map_err(|e| {
            blank.error_at(
                e.span().unwrap_or(0..0),
                format!("not valid TOML: {}", e.message().trim()),
            )
        })?;
        let root = table_of(parsed.as_table(), 0..0);
        Ok(Doc { root, ..blank })
    }

    pub fn root(&self) -> &Table {
        &self.root
    }

    /// An input error at the byte range `span`, with its line and column.
    pub fn error_at(&self, span: Range<usize>, message: String) -> Error {
        let before = &self.text[..span.start.min(self.text.len())];
        let line = before.matches('\n').count() + 1;
        let column = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
        Error::input(&self.path, line, column, message)
    }

    /// Fails on the first key of `table` not in `allowed`.
    pub fn only_keys(&self, table: &Table, allowed: &[&str], place: &str) -> Result<()> {
        match table
            .entries
            .iter()
            .find(|e| !allowed.contains(&e.key.as_str()))
        {
            Some(e) => Err(self.error_at(
                e.key_span(),
                format!(
                    "unknown key '{}' in {place}; allowed: {}",
                    e.key,
                    allowed.join(", ")
                ),
            )),
            None => Ok(()),
        }
    }

    pub fn get(&self, table: &Table, key: &str) -> Option<Entry> {
        table.entries.iter().find(|e| e.key == key).cloned()
    }

    pub fn required(&self, table: &Table, key: &str) -> Result<Entry> {
        self.get(table, key)
            .ok_or_else(|| self.error_at(table.span(), format!("missing key '{key}'")))
    }

    pub fn entries<'a>(&self, table: &'a Table) -> impl Iterator<Item = &'a Entry> {
        table.entries.iter()
    }

    /// The table under `key`, if any.
    pub fn table(&self, table: &Table, key: &str) -> Result<Option<Table>> {
        match self.get(table, key) {
            None => Ok(None),
            Some(Entry {
                value: Node::Table(t),
                ..
            }) => Ok(Some(t)),
            Some(e) => Err(self.expected(&e, "a table")),
        }
    }

    pub fn string(&self, entry: &Entry) -> Result<String> {
        match &entry.value {
            Node::Str(s) => Ok(s.clone()),
            _ => Err(self.expected(entry, "a string")),
        }
    }

    /// A reading's value: a string, or `true`/`false` for yes/no.
    pub fn reading_value(&self, entry: &Entry) -> Result<String> {
        match &entry.value {
            Node::Str(s) => Ok(s.clone()),
            Node::Bool(b) => Ok(if *b { "yes" } else { "no" }.to_string()),
            _ => Err(self.expected(entry, "a string")),
        }
    }

    /// An array of strings, each with an entry of its own position.
    pub fn strings(&self, entry: &Entry) -> Result<Vec<(String, Entry)>> {
        let Node::Array(items) = &entry.value else {
            return Err(self.expected(entry, "an array of strings"));
        };
        items
            .iter()
            .map(|(node, span)| {
                let item = Entry {
                    key: entry.key.clone(),
                    key_span: entry.key_span(),
                    value: node.clone(),
                    value_span: span.clone(),
                };
                self.string(&item).map(|s| (s, item))
            })
            .collect()
    }

    /// An array of tables (inline or `[[...]]`).
    pub fn tables_in(&self, entry: &Entry) -> Result<Vec<Table>> {
        let Node::Array(items) = &entry.value else {
            return Err(self.expected(entry, "an array of tables"));
        };
        items
            .iter()
            .map(|(node, span)| match node {
                Node::Table(t) => Ok(t.clone()),
                _ => Err(self.error_at(
                    span.clone(),
                    format!(
                        "{}: expected a table such as {{ criterion = \"C.9\", before = \"C.8\" }}",
                        entry.key
                    ),
                )),
            })
            .collect()
    }

    fn expected(&self, entry: &Entry, what: &str) -> Error {
        let found = match &entry.value {
            Node::Str(_) => "a string",
            Node::Bool(_) => "a boolean",
            Node::Table(_) => "a table",
            Node::Array(_) => "an array",
            Node::Other(t) => t,
        };
        self.error_at(
            entry.value_span(),
            format!("{}: expected {what}, found {found}", entry.key),
        )
    }
}

fn table_of(table: &toml_edit::Table, fallback: Range<usize>) -> Table {
    let span = table.span().unwrap_or(fallback);
    let entries = table
        .iter()
        .filter_map(|(k, item)| table.get_key_value(k).map(|(key, _)| (key, item)))
        .map(|(key, item)| {
            let key_span = key.span().unwrap_or_else(|| span.clone());
            let value_span = item.span().unwrap_or_else(|| key_span.clone());
            Entry {
                key: key.get().to_string(),
                key_span,
                value: node_of_item(item, value_span.clone()),
                value_span,
            }
        })
        .collect();
    Table { entries, span }
}

fn node_of_item(item: &toml_edit::Item, span: Range<usize>) -> Node {
    match item {
        toml_edit::Item::Value(v) => node_of_value(v, span),
        toml_edit::Item::Table(t) => Node::Table(table_of(t, span)),
        toml_edit::Item::ArrayOfTables(a) => Node::Array(
            a.iter()
                .map(|t| {
                    let s = t.span().unwrap_or_else(|| span.clone());
                    (Node::Table(table_of(t, s.clone())), s)
                })
                .collect(),
        ),
        toml_edit::Item::None => Node::Other("nothing"),
    }
}

fn node_of_value(value: &toml_edit::Value, span: Range<usize>) -> Node {
    use toml_edit::Value;
    match value {
        Value::String(s) => Node::Str(s.value().clone()),
        Value::Boolean(b) => Node::Bool(*b.value()),
        Value::Array(a) => Node::Array(
            a.iter()
                .map(|v| {
                    let s = v.span().unwrap_or_else(|| span.clone());
                    (node_of_value(v, s.clone()), s)
                })
                .collect(),
        ),
        Value::InlineTable(t) => {
            let entries = t
                .iter()
                .filter_map(|(k, _)| t.get_key_value(k))
                .map(|(key, item)| {
                    let key_span = key.span().unwrap_or_else(|| span.clone());
                    let value_span = item.span().unwrap_or_else(|| key_span.clone());
                    Entry {
                        key: key.get().to_string(),
                        key_span,
                        value: node_of_item(item, value_span.clone()),
                        value_span,
                    }
                })
                .collect();
            Node::Table(Table { entries, span })
        }
        Value::Integer(_) => Node::Other("an integer"),
        Value::Float(_) => Node::Other("a float"),
        Value::Datetime(_) => Node::Other("a date"),
    }
}
