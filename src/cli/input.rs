//! Where a command reads its tournament: a file, or standard input for `-`.

use crate::error::{Error, Result};
use crate::tournament::Tournament;
use crate::trf;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

/// How standard input is named in messages (`<stdin>:3:12: ...`).
pub const STDIN_NAME: &str = "<stdin>";

/// Standard input, read once: a command may read its input twice (`check
/// --explain` re-reads each file), and stdin cannot be read again.
static STDIN: OnceLock<std::result::Result<Vec<u8>, String>> = OnceLock::new();

pub fn is_stdin(path: &Path) -> bool {
    path == Path::new("-")
}

/// The name of an input in messages and reports: `<stdin>` for `-`.
pub fn input_name(path: &Path) -> PathBuf {
    if is_stdin(path) {
        PathBuf::from(STDIN_NAME)
    } else {
        path.to_path_buf()
    }
}

/// Reads a tournament from a file, or from standard input for `-`, under
/// `reading`; the warnings of the conventions it applied go to stderr.
pub fn read_tournament(path: &Path, reading: trf::Reading) -> Result<Tournament> {
    let read = read_with_warnings(path, reading)?;
    for w in &read.warnings {
        super::output::warn(&format!("{w}\n"));
    }
    Ok(read.tournament)
}

/// [`read_tournament`] with its warnings returned rather than printed.
pub fn read_with_warnings(path: &Path, reading: trf::Reading) -> Result<trf::Read> {
    if !is_stdin(path) {
        return trf::read_file_as(path, reading);
    }
    trf::read_bytes_as(stdin_bytes()?, Path::new(STDIN_NAME), reading)
}

/// The reading `--strict` asks for.
pub fn reading(strict: bool) -> trf::Reading {
    if strict {
        trf::Reading::Strict
    } else {
        trf::Reading::Lenient
    }
}

/// Reads a text (a pairing list) from a file, or from standard input for `-`.
pub fn read_text(path: &Path) -> Result<String> {
    if !is_stdin(path) {
        return std::fs::read_to_string(path).map_err(|e| Error::file(path, e));
    }
    String::from_utf8(stdin_bytes()?.to_vec())
        .map_err(|_| Error::input(Path::new(STDIN_NAME), 1, 1, "expected UTF-8 text"))
}

/// Standard input's bytes, read on first use.
fn stdin_bytes() -> Result<&'static [u8]> {
    let bytes = STDIN.get_or_init(|| {
        let mut bytes = Vec::new();
        std::io::stdin()
            .read_to_end(&mut bytes)
            .map(|_| bytes)
            .map_err(|e| e.to_string())
    });
    match bytes {
        Ok(bytes) => Ok(bytes),
        Err(e) => Err(Error::file(Path::new(STDIN_NAME), e)),
    }
}

/// At most one input may be standard input.
pub fn at_most_one_stdin(paths: &[PathBuf]) -> Result<()> {
    if paths.iter().filter(|p| is_stdin(p)).count() > 1 {
        return Err(Error::Request(
            "`-` (standard input) can be given only once".into(),
        ));
    }
    Ok(())
}

/// How a command chooses the rules of each tournament: the system or model
/// it names (`--system`, `--model`), else the rules the file names
/// ([`crate::systems::rules_in_force`]); `--baku` on top.
#[derive(Debug, Clone, Copy)]
pub struct RulesChoice {
    pub named: Option<crate::systems::Setup>,
    pub solver: crate::solver::Solver,
    pub baku: bool,
    /// How the files' conventions are read (`--strict`).
    pub reading: trf::Reading,
}

impl RulesChoice {
    /// Loads the model, if any.
    pub fn new(
        args: &super::args::RulesArgs,
        solver: crate::solver::Solver,
    ) -> Result<RulesChoice> {
        let named = match (args.model.as_deref(), args.system) {
            (None, None) => None,
            (model, system) => Some(rules_setup(system, model, solver)?),
        };
        Ok(RulesChoice {
            named,
            solver,
            baku: args.baku,
            reading: reading(args.strict),
        })
    }

    /// The setup `t` (read from `path`) is paired under, with its acceleration
    /// derived (C.04.7) when asked for, and the line stderr gets: which rules
    /// the file named, or the warning that the command's system contradicts it.
    pub fn for_tournament(
        &self,
        t: &mut Tournament,
        path: &Path,
    ) -> Result<(crate::systems::Setup, Option<String>)> {
        let name = input_name(path);
        let (setup, note) = match self.named {
            Some(setup) => {
                let warning = crate::systems::type_conflict(t, setup.system)
                    .map(|w| format!("{}: warning: {w}", name.display()));
                (setup, warning)
            }
            None => {
                let in_force = crate::systems::rules_in_force_noted(t).map_err(|e| match e {
                    Error::Unavailable(m) => Error::Unavailable(format!(
                        "{}: {m} (--system pairs it under another system)",
                        name.display()
                    )),
                    Error::Request(m) => Error::Request(format!("{}: {m}", name.display())),
                    other => other,
                })?;
                let setup = crate::systems::Setup::new(in_force.system, self.solver);
                let mut note = format!(
                    "{}: pairing under {} ({})",
                    name.display(),
                    in_force.system,
                    in_force.why
                );
                for w in &in_force.warnings {
                    note.push_str(&format!("\n{}: warning: {w}", name.display()));
                }
                (setup, Some(note))
            }
        };
        let setup = setup.with_baku(self.baku);
        setup.accelerate(t, &name)?;
        Ok((setup, note))
    }
}

/// The setup of a command given `--system` or `--model`: the system's own
/// rule set, or the model's.
pub fn rules_setup(
    system: Option<crate::systems::SystemId>,
    model: Option<&Path>,
    solver: crate::solver::Solver,
) -> Result<crate::systems::Setup> {
    match (model, system) {
        (Some(path), _) => Ok(crate::model::load(path)?.setup(solver)),
        (None, Some(system)) => Ok(crate::systems::Setup::new(system, solver)),
        (None, None) => Err(Error::Request("give --system or --model".into())),
    }
}
