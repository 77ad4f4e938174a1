//! Turning file contents into numbered lines of characters.

/// Decodes a file's bytes. TRF files are UTF-8 (chess-results, lichess) or, from
/// older Windows programs, a single-byte code page; when the bytes are not valid
/// UTF-8 they are read as Latin-1, which maps every byte to one character and so
/// keeps the fixed columns where they were. A UTF-8 byte-order mark is dropped.
pub(crate) fn decode(bytes: &[u8]) -> String {
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    match std::str::from_utf8(bytes) {
        Ok(text) => text.to_string(),
        Err(_) => bytes.iter().map(|&b| char::from(b)).collect(),
    }
}

/// Splits text into lines at LF, CRLF or CR (bbpPairings writes CR). The last
/// line's terminator is optional; text ending in a terminator has no empty last line.
pub(crate) fn split_lines(text: &str) -> Vec<&str> {
    let bytes = text.as_bytes();
    let mut lines = Vec::new();
    let mut start = 0;
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'\n' => {
                lines.push(&text[start..i]);
                i += 1;
                start = i;
            }
            b'\r' => {
                lines.push(&text[start..i]);
                i += if bytes.get(i + 1) == Some(&b'\n') {
                    2
                } else {
                    1
                };
                start = i;
            }
            _ => i += 1,
        }
    }
    if start < bytes.len() {
        lines.push(&text[start..]);
    }
    lines
}

/// A line as characters, addressed by 1-based columns as the TRF layout is.
/// Reading past the end gives blanks: lines are often cut after their last field.
pub(crate) struct Columns {
    chars: Vec<char>,
}

impl Columns {
    pub(crate) fn new(line: &str) -> Columns {
        Columns {
            chars: line.trim_end().chars().collect(),
        }
    }

    /// Number of characters, trailing blanks excluded.
    pub(crate) fn len(&self) -> usize {
        self.chars.len()
    }

    /// The character at a 1-based column (a blank past the end).
    pub(crate) fn at(&self, column: usize) -> char {
        column
            .checked_sub(1)
            .and_then(|i| self.chars.get(i))
            .copied()
            .unwrap_or(' ')
    }

    /// Columns `first..=last` (1-based), padded with blanks past the end.
    pub(crate) fn span(&self, first: usize, last: usize) -> String {
        (first..=last).map(|c| self.at(c)).collect()
    }

    /// Columns `first..=last`, surrounding blanks removed.
    pub(crate) fn field(&self, first: usize, last: usize) -> String {
        self.span(first, last).trim().to_string()
    }
}

/// Whitespace-separated words of `text`, each with the 1-based column where it
/// starts, counting `text` as starting at column `first_column`.
pub(crate) fn words(text: &str, first_column: usize) -> Vec<(usize, &str)> {
    let mut words = Vec::new();
    let mut start: Option<(usize, usize)> = None; // (byte offset, column)
    for (column, (offset, c)) in (first_column..).zip(text.char_indices()) {
        match (c.is_whitespace(), start) {
            (true, Some((from, col))) => {
                words.push((col, &text[from..offset]));
                start = None;
            }
            (false, None) => start = Some((offset, column)),
            _ => {}
        }
    }
    if let Some((from, col)) = start {
        words.push((col, &text[from..]));
    }
    words
}

/// The text after the first `skip` characters of a line (empty when shorter).
pub(crate) fn after_chars(line: &str, skip: usize) -> &str {
    match line.char_indices().nth(skip) {
        Some((offset, _)) => &line[offset..],
        None => "",
    }
}

/// How a value read from a field is shown in a message: quoted, or "a blank".
pub(crate) fn shown(found: &str) -> String {
    if found.trim().is_empty() {
        "a blank".to_string()
    } else {
        format!("'{}'", found.trim())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_every_line_ending() {
        assert_eq!(split_lines("a\nb\r\nc\rd"), vec!["a", "b", "c", "d"]);
        assert_eq!(split_lines("a\n"), vec!["a"]);
        assert_eq!(split_lines("a\n\nb\r\r\n"), vec!["a", "", "b", ""]);
        assert!(split_lines("").is_empty());
    }

    #[test]
    fn columns_count_characters() {
        let line = Columns::new("001 é2  ");
        assert_eq!(line.len(), 6);
        assert_eq!(line.at(5), 'é');
        assert_eq!(line.span(5, 9), "é2   ");
        assert_eq!(line.field(4, 20), "é2");
    }

    #[test]
    fn words_know_their_columns() {
        assert_eq!(words(" 12  é3 x", 4), vec![(5, "12"), (9, "é3"), (12, "x")]);
        assert_eq!(after_chars("XXRé 5", 3), "é 5");
        assert_eq!(after_chars("XX", 3), "");
    }

    #[test]
    fn decodes_latin1_when_not_utf8() {
        assert_eq!(decode(b"M\xfcller"), "Müller");
        assert_eq!(decode("Müller".as_bytes()), "Müller");
        assert_eq!(decode(b"\xEF\xBB\xBF012 x"), "012 x");
    }
}
