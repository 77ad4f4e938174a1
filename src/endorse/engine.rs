//! Calling the engine under test the way JaVaFo and bbpPairings are called:
//! a command line with `{in}` (the tournament so far, TRF) and `{out}` (the
//! pairing list it writes), run by `/bin/sh` as `exec CMD` with both
//! replaced by quoted paths, so that the engine is the process started and
//! a hanging one is killed by its id (a script that starts a program of its
//! own should `exec` it too, or that program outlives the kill).

use crate::pairing::{parse_list, Pairing};
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// What the engine did with one round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EngineRun {
    /// Exit 0 and a pairing list that parses.
    Paired(Pairing),
    /// Exit 1: the engine says no pairing exists (the convention of both).
    NoPairing,
    /// Any other exit, or killed by a signal: the code and the end of stderr.
    Crashed(String),
    /// Still running after the time limit: killed.
    TimedOut(Duration),
    /// Exit 0 but no output file, or one that is no pairing list.
    Garbage(String),
}

/// How the engine is called.
#[derive(Debug, Clone)]
pub struct EngineCommand {
    /// The command line with `{in}` and `{out}`.
    pub template: String,
    pub timeout: Duration,
}

impl EngineCommand {
    /// The shell command for the two files: each placeholder replaced by
    /// the path in single quotes.
    fn line(&self, input: &Path, output: &Path) -> String {
        let line = self
            .template
            .replace("{in}", &quoted(input))
            .replace("{out}", &quoted(output));
        format!("exec {line}")
    }

    /// Runs the engine on `input`, its pairing expected in `output`; the
    /// environment tells it which tournament (1-based) and round it pairs
    /// (`PAIRPROOF_TOURNAMENT`, `PAIRPROOF_ROUND`), for logs of its own.
    pub fn run(
        &self,
        input: &Path,
        output: &Path,
        tournament: usize,
        round: crate::tournament::Round,
    ) -> EngineRun {
        let stderr_path = output.with_extension("stderr");
        let stderr = match std::fs::File::create(&stderr_path) {
            Ok(f) => f,
            Err(e) => {
                return EngineRun::Crashed(format!("cannot create {}: {e}", stderr_path.display()))
            }
        };
        let mut command = Command::new("/bin/sh");
        command
            .arg("-c")
            .arg(self.line(input, output))
            .env("PAIRPROOF_TOURNAMENT", tournament.to_string())
            .env("PAIRPROOF_ROUND", round.to_string())
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(stderr);
        let mut child = match command.spawn() {
            Ok(child) => child,
            Err(e) => return EngineRun::Crashed(format!("cannot start /bin/sh: {e}")),
        };
        let start = Instant::now();
        let status = loop {
            match child.try_wait() {
                Ok(Some(status)) => break status,
                Ok(None) if start.elapsed() >= self.timeout => {
                    let _ = child.kill();
                    let _ = child.wait();
                    return EngineRun::TimedOut(self.timeout);
                }
                Ok(None) => std::thread::sleep(Duration::from_millis(5)),
                Err(e) => return EngineRun::Crashed(format!("waiting for the engine: {e}")),
            }
        };
        let tail = stderr_tail(&stderr_path);
        match status.code() {
            Some(0) => match std::fs::read_to_string(output) {
                Ok(text) => match parse_list(&text, output) {
                    Ok(pairing) => EngineRun::Paired(pairing),
                    Err(e) => EngineRun::Garbage(e.to_string()),
                },
                Err(e) => EngineRun::Garbage(format!("no pairing list written: {e}")),
            },
            Some(1) => EngineRun::NoPairing,
            Some(code) => EngineRun::Crashed(format!("exit code {code}{tail}")),
            None => EngineRun::Crashed(format!("killed by a signal{tail}")),
        }
    }
}

/// A path in single quotes for `/bin/sh`.
fn quoted(path: &Path) -> String {
    format!("'{}'", path.to_string_lossy().replace('\'', r"'\''"))
}

/// The last line the engine wrote on stderr, for the report.
fn stderr_tail(path: &Path) -> String {
    let text = std::fs::read_to_string(path).unwrap_or_default();
    match text.lines().rev().find(|l| !l.trim().is_empty()) {
        Some(line) => format!(": {}", line.chars().take(200).collect::<String>()),
        None => String::new(),
    }
}
