//! Writing results safely, and progress on a terminal.

use crate::error::{Error, Result};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use std::io::{ErrorKind, IsTerminal, Write};
use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};

/// Set once standard output turned out to be a pipe whose reader has gone.
static STDOUT_CLOSED: AtomicBool = AtomicBool::new(false);

/// Prints on standard output; every command prints through here (never
/// `print!`, which panics on a closed pipe). When the reader of a pipe has gone
/// (`pairproof check ... | head -1`), the reader has what it wanted: the rest of
/// the output is dropped and the command finishes quietly with its usual exit
/// code (files it was asked to write are still written). Any other failure (a
/// full disk behind a redirection) is exit code 5.
pub fn emit(text: &str) -> Result<()> {
    if STDOUT_CLOSED.load(Ordering::Relaxed) {
        return Ok(());
    }
    let mut out = std::io::stdout().lock();
    match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        Err(e) if e.kind() == ErrorKind::BrokenPipe => {
            STDOUT_CLOSED.store(true, Ordering::Relaxed);
            Ok(())
        }
        Err(e) => Err(Error::file(Path::new("<stdout>"), e)),
        Ok(()) => Ok(()),
    }
}

/// [`emit`] with a line ending.
pub fn emit_line(line: impl std::fmt::Display) -> Result<()> {
    emit(&format!("{line}\n"))
}

/// Prints on standard error, ignoring failures: a message nobody can read is
/// no reason to panic.
pub fn warn(text: &str) {
    let _ = std::io::stderr().lock().write_all(text.as_bytes());
}

/// Writes `text` to a temporary file beside `path` and renames it, so an
/// interrupted run never leaves half a file. Refuses to overwrite an input.
/// A device or pipe (`-o /dev/null`, `/dev/stdout`, a FIFO) is written in
/// place: renaming over it would replace the device with a regular file.
/// A symbolic link is followed, so the link stays and its target changes.
pub fn write_atomically(path: &Path, text: &str, inputs: &[&Path]) -> Result<()> {
    for input in inputs {
        if same_file(path, input) {
            return Err(Error::Request(format!(
                "refusing to overwrite the input file {}",
                input.display()
            )));
        }
    }
    match std::fs::metadata(path) {
        Ok(m) if !m.is_file() && !m.is_dir() => return write_in_place(path, text),
        Ok(m) if m.is_file() && path.is_symlink() => {
            let target = path.canonicalize().map_err(|e| Error::file(path, e))?;
            return write_by_rename(&target, text);
        }
        _ => {}
    }
    write_by_rename(path, text)
}

fn write_in_place(path: &Path, text: &str) -> Result<()> {
    std::fs::OpenOptions::new()
        .write(true)
        .open(path)
        .and_then(|mut f| f.write_all(text.as_bytes()))
        .map_err(|e| Error::file(path, e))
}

fn write_by_rename(path: &Path, text: &str) -> Result<()> {
    let dir = path
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let name = path
        .file_name()
        .ok_or_else(|| Error::Request(format!("{} is not a file name", path.display())))?;
    let tmp = dir.join(format!(
        ".{}.{}.tmp",
        name.to_string_lossy(),
        std::process::id()
    ));
    let write = || -> std::io::Result<()> {
        let mut f = std::fs::File::create(&tmp)?;
        f.write_all(text.as_bytes())?;
        f.sync_all()?;
        std::fs::rename(&tmp, path)
    };
    write().map_err(|e| {
        let _ = std::fs::remove_file(&tmp);
        Error::file(path, e)
    })
}

fn same_file(a: &Path, b: &Path) -> bool {
    match (a.canonicalize(), b.canonicalize()) {
        (Ok(x), Ok(y)) => x == y,
        _ => false,
    }
}

/// A progress bar on stderr when it is a terminal; hidden otherwise.
pub fn progress_bar(len: u64, what: &str) -> ProgressBar {
    progress_bar_of(len, what, "files")
}

/// [`progress_bar`] counting `unit` (`tournaments`).
pub fn progress_bar_of(len: u64, what: &str, unit: &str) -> ProgressBar {
    let bar = ProgressBar::new(len);
    if std::io::stderr().is_terminal() {
        bar.set_draw_target(ProgressDrawTarget::stderr());
        bar.set_style(
            ProgressStyle::with_template(&format!(
                "{{msg}} [{{bar:40}}] {{pos}}/{{len}} {unit}, {{elapsed}} (eta {{eta}})"
            ))
            .expect("a valid template")
            .progress_chars("=> "),
        );
        bar.set_message(what.to_string());
    } else {
        bar.set_draw_target(ProgressDrawTarget::hidden());
    }
    bar
}
