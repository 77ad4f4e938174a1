//! Diagnostic lines on stderr, printed when `PAIRPROOF_TRACE` is set.

/// Prints `line()` (built only when tracing is on).
pub fn trace(line: impl FnOnce() -> String) {
    if std::env::var_os("PAIRPROOF_TRACE").is_some() {
        eprintln!("  {}", line());
    }
}
