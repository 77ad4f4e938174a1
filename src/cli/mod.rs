//! The command line: `pairproof <command>` and the engine form tournament
//! managers call (`pairproof --dutch in.trf -p out`).

mod args;
mod check;
mod commands;
mod compare;
mod endorse;
mod explain;
mod input;
mod output;
mod table;
mod values;
mod verify;

pub use args::Cli;

use crate::error::Error;
use clap::Parser;

/// Parses the command line, runs it and returns the process exit code.
pub fn run() -> i32 {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            let code = if e.use_stderr() { 3 } else { 0 };
            let _ = e.print();
            return code;
        }
    };
    match commands::dispatch(cli) {
        Ok(code) => code,
        Err(e) => report(&e),
    }
}

fn report(e: &Error) -> i32 {
    output::warn(&format!("pairproof: {e}\n"));
    e.exit_code() as i32
}
