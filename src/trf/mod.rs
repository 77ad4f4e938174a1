//! Reading and writing TRF-2006, TRF-16, TRF(x) (`shared/docs/trf.md`) and
//! TRF-2026 (`shared/rules/trf-2026.md`) files.
//!
//! - [`parse`] / [`read_file`]: text to [`Tournament`], rejecting inconsistent
//!   input with [`Error::Input`](crate::error::Error::Input) (`file:line:column: message`,
//!   exit code 3). Columns are 1-based and count characters, not bytes, so a name
//!   with an accented letter does not push the later fields "a column off".
//! - [`write()`]: [`Tournament`] to canonical TRF text (LF endings). Header lines
//!   are written back verbatim and in their original place among the player lines,
//!   so `Player::line` survives a round trip. [`write_in`] writes the
//!   configuration in a chosen [`Dialect`] (TRF(x) or TRF-2026, see
//!   `shared/rules/trf-2026.md`); [`config_lines`] gives its lines alone.
//! - Both dialects are read, also mixed in one file: `records2026.rs` reads the
//!   TRF-2026 records, `extensions.rs` the TRF(x) lines and merges the two into
//!   one [`Config`](crate::tournament::Config), rejecting contradictions.
//! - [`roundtrip`]: read, write, re-read and compare (the whole tournament,
//!   `Player::line` included).
//! - `record.rs` adds [`Tournament::record_round`] and [`Tournament::set_entry`].
//!
//! [`Tournament`]: crate::tournament::Tournament
//! [`Tournament::record_round`]: crate::tournament::Tournament::record_round
//! [`Tournament::set_entry`]: crate::tournament::Tournament::set_entry

mod dialect;
mod extensions;
mod layout;
mod lines;
mod matches;
mod reader;
mod record;
mod records2026;
mod teams;
mod validate;
mod writer;

pub use reader::{
    parse, parse_as, read_bytes, read_bytes_as, read_file, read_file_as, Read, Reading, Warning,
};

use std::path::{Path, PathBuf};

/// Every tournament file under `root` (recursively), sorted; `root` itself
/// when it is a file. Unreadable folders are skipped. A tournament file is a
/// `*.trf`, a `*.tab` (Swiss Perfect's export, the same Krause layout) or a
/// `*.txt` whose first line opens with a TRF code (`012 `, `001 `...).
pub fn find_files(root: &Path) -> Vec<PathBuf> {
    let mut found = Vec::new();
    collect_trf(root, &mut found);
    found.sort();
    found
}

fn collect_trf(path: &Path, out: &mut Vec<PathBuf>) {
    if path.is_dir() {
        let Ok(entries) = std::fs::read_dir(path) else {
            return;
        };
        for entry in entries.flatten() {
            collect_trf(&entry.path(), out);
        }
    } else if is_tournament_file(path) {
        out.push(path.to_path_buf());
    }
}

fn is_tournament_file(path: &Path) -> bool {
    let extension = path.extension().and_then(|e| e.to_str()).unwrap_or("");
    match extension.to_ascii_lowercase().as_str() {
        "trf" | "tab" => true,
        "txt" => opens_with_a_trf_code(path),
        _ => false,
    }
}

/// Whether the file's first line starts with three digits and a blank.
fn opens_with_a_trf_code(path: &Path) -> bool {
    use std::io::Read;
    let mut head = [0u8; 7];
    let Ok(n) = std::fs::File::open(path).and_then(|mut f| f.read(&mut head)) else {
        return false;
    };
    let head = head[..n]
        .strip_prefix(b"\xEF\xBB\xBF")
        .unwrap_or(&head[..n]);
    head.len() >= 4 && head[..3].iter().all(u8::is_ascii_digit) && head[3] == b' '
}
pub use dialect::{config_lines, Dialect};
pub(crate) use writer::player_line;
pub use writer::{first_difference, roundtrip, write, write_in};
