//! Shared by the black-box tests of the binary (`tests/cli/`): running
//! `pairproof` as a tournament manager or a script would, scratch folders, and
//! hand-made tournaments written as TRF files.
#![allow(dead_code)]

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// What a run of the binary left: exit code, stdout and stderr.
#[derive(Debug)]
pub struct Run {
    pub code: i32,
    pub stdout: String,
    pub stderr: String,
}

pub fn pairproof() -> Command {
    Command::new(env!("CARGO_BIN_EXE_pairproof"))
}

/// Runs the binary with `args` and no standard input.
pub fn run(args: &[&str]) -> Run {
    run_with_stdin(args, "")
}

/// Runs the binary with `args`, feeding `input` on standard input.
pub fn run_with_stdin(args: &[&str], input: &str) -> Run {
    let mut child = pairproof()
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the pairproof binary runs");
    // A command that does not read stdin may exit before the write: ignore that.
    let _ = child
        .stdin
        .take()
        .expect("stdin is piped")
        .write_all(input.as_bytes());
    let out = child.wait_with_output().expect("pairproof finishes");
    Run {
        code: out.status.code().unwrap_or(-1),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

/// Asserts the exit code, showing the run's output when it differs.
pub fn assert_code(run: &Run, code: i32) {
    assert_eq!(
        run.code, code,
        "stdout:\n{}\nstderr:\n{}",
        run.stdout, run.stderr
    );
    assert!(!run.stderr.contains("panicked"), "a panic:\n{}", run.stderr);
}

/// A file of the repository (`corpora/...`).
pub fn repo(path: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join(path)
        .to_string_lossy()
        .into_owned()
}

/// A path as a string for `args`.
pub fn arg(path: &Path) -> String {
    path.to_string_lossy().into_owned()
}

/// An empty folder of its own for one test.
pub fn scratch(test: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("pairproof-{test}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    dir
}

/// Writes `text` to `dir/name` and returns the path as a string for `args`.
pub fn write(dir: &Path, name: &str, text: &str) -> String {
    let path = dir.join(name);
    std::fs::write(&path, text).expect("a scratch file");
    path.to_string_lossy().into_owned()
}

pub fn read(path: &str) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The names in a folder, sorted (to see that no temporary file was left).
pub fn listing(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .expect("a folder")
        .map(|e| {
            e.expect("an entry")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .collect();
    names.sort();
    names
}

/// The TRF text of a tournament built with `common::tournament`.
pub fn trf_text(t: &pairproof::tournament::Tournament) -> String {
    pairproof::trf::write(t)
}
