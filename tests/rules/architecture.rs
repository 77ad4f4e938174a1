//! The invariants of `ARCHITECTURE.md` that a reading of the sources can hold the code to:
//! which module may name which (`crate::<module>` outside comments and `#[cfg(test)]` code).
//! A failure names the file, the line and the module it must not name.

use std::path::{Path, PathBuf};

/// Every `.rs` file under `src/<dir>` (or the single file `src/<dir>.rs`).
fn sources(dir: &str) -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let single = root.join(format!("{dir}.rs"));
    if single.is_file() {
        return vec![single];
    }
    let mut files = Vec::new();
    let mut stack = vec![root.join(dir)];
    while let Some(d) = stack.pop() {
        for entry in std::fs::read_dir(&d).unwrap_or_else(|e| panic!("{}: {e}", d.display())) {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                files.push(path);
            }
        }
    }
    files.sort();
    assert!(!files.is_empty(), "no sources under src/{dir}");
    files
}

/// The lines of `file` that are code: comments dropped, and no test code (tests may
/// reach further than the code they test): a `#[cfg(test)] mod name;` line is left
/// out, and an inline `#[cfg(test)]` module ends the file's code.
fn code_lines(file: &Path) -> Vec<(usize, String)> {
    let text = std::fs::read_to_string(file).unwrap();
    let mut lines = Vec::new();
    let mut after_cfg_test = false;
    for (i, line) in text.lines().enumerate() {
        let code = line.split("//").next().unwrap_or("").trim();
        if code.starts_with("#[cfg(test)]") {
            after_cfg_test = true;
            continue;
        }
        if after_cfg_test && !code.is_empty() {
            if !code.ends_with(';') {
                break;
            }
            after_cfg_test = false;
            continue;
        }
        lines.push((i + 1, code.to_string()));
    }
    lines
}

/// The modules of the crate a line names: `crate::m` and each `m` of `crate::{m, ...}`.
fn named_modules(line: &str) -> Vec<String> {
    let mut names = Vec::new();
    for (at, _) in line.match_indices("crate::") {
        let rest = &line[at + "crate::".len()..];
        if let Some(group) = rest.strip_prefix('{') {
            let group = group.split('}').next().unwrap_or("");
            for item in group.split(',') {
                let name: String = item
                    .trim()
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                    .collect();
                if !name.is_empty() {
                    names.push(name);
                }
            }
        } else {
            let name: String = rest
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect();
            names.push(name);
        }
    }
    names
}

/// Every place under `src/<dir>` that names one of `forbidden`.
fn breaches(dir: &str, forbidden: &[&str]) -> Vec<String> {
    let mut found = Vec::new();
    for file in sources(dir) {
        for (n, line) in code_lines(&file) {
            for name in named_modules(&line) {
                if forbidden.contains(&name.as_str()) {
                    found.push(format!("{}:{n} names crate::{name}", file.display()));
                }
            }
        }
    }
    found
}

/// Every place under `src/<dir>` that names a module of the crate outside `allowed`.
fn outside(dir: &str, allowed: &[&str]) -> Vec<String> {
    let mut found = Vec::new();
    for file in sources(dir) {
        for (n, line) in code_lines(&file) {
            for name in named_modules(&line) {
                if name != dir && !allowed.contains(&name.as_str()) {
                    found.push(format!("{}:{n} names crate::{name}", file.display()));
                }
            }
        }
    }
    found
}

#[test]
fn the_foundation_imports_nothing_of_the_crate() {
    for module in ["error", "points", "trace"] {
        let found = outside(module, &[]);
        assert!(found.is_empty(), "{found:#?}");
    }
}

#[test]
fn the_tournament_knows_only_points() {
    let found = outside("tournament", &["points"]);
    assert!(found.is_empty(), "{found:#?}");
}

#[test]
fn the_state_knows_no_rule_set_and_no_solver() {
    let found = outside("state", &["tournament", "points", "error"]);
    assert!(found.is_empty(), "{found:#?}");
}

/// The solver knows no chess: it solves problems over numbered vertices.
#[test]
fn the_solver_knows_no_chess() {
    let found = outside("solver", &["trace"]);
    assert!(found.is_empty(), "{found:#?}");
}

/// The engine never asks which system runs, and knows nothing built over it.
#[test]
fn the_engine_never_asks_which_system_runs() {
    let above = [
        "systems",
        "dutch_common",
        "model",
        "verifier",
        "generator",
        "certificate",
        "cli",
    ];
    let found = breaches("engine", &above);
    assert!(found.is_empty(), "{found:#?}");
    for file in sources("engine") {
        for (n, line) in code_lines(&file) {
            assert!(
                !line.contains("SystemId"),
                "{}:{n} names SystemId",
                file.display()
            );
        }
    }
}

/// What the Dutch texts share is no rule set: it never reaches into `systems`.
#[test]
fn dutch_common_is_no_rule_set() {
    let found = breaches("dutch_common", &["systems", "model", "verifier", "cli"]);
    assert!(found.is_empty(), "{found:#?}");
}

/// Rule sets are siblings: none names another (shared things go to a shared module).
#[test]
fn rule_sets_never_import_each_other() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/systems");
    let mut sets: Vec<String> = std::fs::read_dir(&root)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.is_dir())
        .map(|p| p.file_name().unwrap().to_string_lossy().into_owned())
        .collect();
    sets.sort();
    assert!(sets.len() >= 5, "rule sets found: {sets:?}");
    for set in &sets {
        for file in sources(&format!("systems/{set}")) {
            for (n, line) in code_lines(&file) {
                for other in sets.iter().filter(|s| *s != set) {
                    assert!(
                        !line.contains(&format!("systems::{other}"))
                            && !line.contains(&format!("super::{other}")),
                        "{}:{n}: {set} imports its sibling {other}",
                        file.display()
                    );
                }
            }
        }
    }
}

/// Nothing below `cli` names it; `main.rs` is one call into it.
#[test]
fn nothing_below_the_cli_names_it() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    for entry in std::fs::read_dir(&root).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_stem().unwrap().to_string_lossy().into_owned();
        if ["cli", "main", "lib"].contains(&name.as_str()) {
            continue;
        }
        let found = breaches(&name, &["cli"]);
        assert!(found.is_empty(), "{found:#?}");
    }
}

/// Every code line below `cli` (`main.rs`, `lib.rs` and `cli/` left out) holding `needle`,
/// as `file:line`, except the files `allowed` (paths under `src/`).
fn below_the_cli_holding(needle: &str, allowed: &[&str]) -> Vec<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut found = Vec::new();
    for entry in std::fs::read_dir(&root).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_stem().unwrap().to_string_lossy().into_owned();
        if ["cli", "main", "lib"].contains(&name.as_str()) {
            continue;
        }
        for file in sources(&name) {
            let relative = file
                .strip_prefix(&root)
                .unwrap()
                .to_string_lossy()
                .into_owned();
            if allowed.contains(&relative.as_str()) {
                continue;
            }
            for (line, code) in code_lines(&file) {
                if code.contains(needle) {
                    found.push(format!("src/{relative}:{line}: {code}"));
                }
            }
        }
    }
    found
}

/// Nothing below `cli` knows the command line: clap's derives and words live in `cli`.
#[test]
fn nothing_below_the_cli_knows_clap() {
    let found = below_the_cli_holding("clap", &[]);
    assert!(found.is_empty(), "{found:#?}");
}

/// Nothing below `cli` prints, but `trace` and the exception ARCHITECTURE.md names
/// (B.1.b's relaxation warns from inside the round).
#[test]
fn nothing_below_the_cli_prints() {
    for needle in ["println!", "print!(", "eprint!("] {
        let found = below_the_cli_holding(needle, &["trace.rs", "dutch_common/backtracking.rs"]);
        assert!(found.is_empty(), "{needle}: {found:#?}");
    }
}

/// The methods of the `RuleSet` trait, each with whether it is required (no default body).
fn rule_set_methods() -> Vec<(String, bool)> {
    let file = sources("engine/rules");
    let text = std::fs::read_to_string(&file[0]).unwrap();
    let start = text
        .find("pub trait RuleSet")
        .expect("src/engine/rules.rs: trait RuleSet");
    let body = &text[start..start + text[start..].find("\n}\n").unwrap()];
    let mut methods = Vec::new();
    for (at, _) in body.match_indices("\n    fn ") {
        let rest = &body[at + "\n    fn ".len()..];
        let name: String = rest
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        let required = match (rest.find(';'), rest.find('{')) {
            (Some(semicolon), Some(brace)) => semicolon < brace,
            (semicolon, _) => semicolon.is_some(),
        };
        methods.push((name, required));
    }
    methods
}

/// Issue 42's bound: new systems, matches and teams fold an old question
/// rather than grow the interface (26 methods, 9 of them required).
#[test]
fn the_rule_set_interface_stays_small() {
    let methods = rule_set_methods();
    let required: Vec<&str> = methods
        .iter()
        .filter(|(_, r)| *r)
        .map(|(n, _)| n.as_str())
        .collect();
    assert!(
        methods.len() <= 26,
        "{} methods: {methods:?}",
        methods.len()
    );
    assert!(
        required.len() <= 9,
        "{} required: {required:?}",
        required.len()
    );
    assert!(required.contains(&"criteria") && required.contains(&"allocate"));
}
