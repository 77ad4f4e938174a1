//! The `pairproof` binary: everything lives in the library's `cli` module.
fn main() {
    std::process::exit(pairproof::cli::run());
}
