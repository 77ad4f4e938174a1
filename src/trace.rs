//! Diagnostic lines on stderr, printed when `PAIRPROOF_TRACE` is set.

/// Prints `line()` (built only when tracing is on).
pub fn trace(line: impl FnOnce() -> String) {
    if enabled() {
        eprintln!("  {}", line());
    }
}

/// Whether tracing is on (`PAIRPROOF_TRACE` set).
pub fn enabled() -> bool {
    std::env::var_os("PAIRPROOF_TRACE").is_some()
}

/// Prints `text` as it is formatted, without [`trace`]'s indent, when
/// tracing is on (a caller that prints several lines of one record).
pub fn verbatim(text: std::fmt::Arguments) {
    if enabled() {
        eprintln!("{text}");
    }
}
