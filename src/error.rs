//! Errors and the exit codes callers rely on (`shared/docs/trf.md`, as bbpPairings):
//! 0 success; 1 no valid pairing exists; 2 unexpected error;
//! 3 invalid input or request; 4 too large; 5 file could not be read or written;
//! and pairproof's own 6: `verify`/`audit --deny` found a denied verdict;
//! 7: `audit`/`check` could not read a file or left a round undecided.

use std::fmt;
use std::path::{Path, PathBuf};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ExitCode {
    Success = 0,
    NoPairing = 1,
    Unexpected = 2,
    InvalidInput = 3,
    TooLarge = 4,
    FileAccess = 5,
    /// `--deny`: some round got a verdict the caller refuses (not an error:
    /// the run completed and its reports were written).
    Denied = 6,
    /// `audit`, `check`: some file could not be read, or some round was left
    /// undecided or failed (the run completed and its reports were written).
    Incomplete = 7,
}

/// Where in an input file something went wrong (1-based line and column).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Location {
    pub file: PathBuf,
    pub line: usize,
    pub column: usize,
}

impl fmt::Display for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}:{}", self.file.display(), self.line, self.column)
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Error {
    /// Malformed or inconsistent input: `file:line:column: message`.
    Input { at: Location, message: String },
    /// A request that makes no sense for this input (e.g. pairing a finished round).
    Request(String),
    /// The round cannot be paired under the absolute criteria.
    NoPairing(String),
    /// A file could not be read or written.
    File { path: PathBuf, message: String },
    /// The problem is beyond the engine's limits (solver time limit, size).
    TooLarge(String),
    /// Anything else (solver failure...).
    Unexpected(String),
    /// A feature pairproof does not have (e.g. the system a tournament type
    /// names): exit code 2, like an unexpected error, as bbpPairings does.
    Unavailable(String),
}

impl Error {
    pub fn input(file: &Path, line: usize, column: usize, message: impl Into<String>) -> Error {
        Error::Input {
            at: Location {
                file: file.to_path_buf(),
                line,
                column,
            },
            message: message.into(),
        }
    }

    pub fn file(path: &Path, err: impl fmt::Display) -> Error {
        Error::File {
            path: path.to_path_buf(),
            message: err.to_string(),
        }
    }

    pub fn exit_code(&self) -> ExitCode {
        match self {
            Error::Input { .. } | Error::Request(_) => ExitCode::InvalidInput,
            Error::NoPairing(_) => ExitCode::NoPairing,
            Error::File { .. } => ExitCode::FileAccess,
            Error::TooLarge(_) => ExitCode::TooLarge,
            Error::Unexpected(_) | Error::Unavailable(_) => ExitCode::Unexpected,
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Input { at, message } => write!(f, "{at}: {message}"),
            Error::Request(m) => write!(f, "invalid request: {m}"),
            Error::NoPairing(m) => write!(f, "no valid pairing: {m}"),
            Error::File { path, message } => write!(f, "{}: {message}", path.display()),
            Error::TooLarge(m) => write!(f, "too large: {m}"),
            Error::Unexpected(m) => write!(f, "unexpected error: {m}"),
            Error::Unavailable(m) => write!(f, "not available: {m}"),
        }
    }
}

impl std::error::Error for Error {}

pub type Result<T> = std::result::Result<T, Error>;
