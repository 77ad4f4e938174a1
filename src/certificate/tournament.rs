//! The tournament a certificate judged, as the checker reads it on its own:
//! the hash of the file's bytes, and the `001` lines and the few records
//! that change scores or pairings, read line by line (TRF-16 columns).
//! Depends on std alone.

/// FNV-1a, 64 bits, of `bytes`: enough to tell a file from another one
/// (not a defence against a forger, who could as well forge the checker's input).
pub fn fnv1a64(bytes: &[u8]) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in bytes {
        hash ^= u64::from(b);
        hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
    }
    hash
}

/// The hash as the certificate writes it: 16 hexadecimal digits.
pub fn hash_text(bytes: &[u8]) -> String {
    format!("{:016x}", fnv1a64(bytes))
}

/// One round of a `001` line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Game {
    pub opponent: Option<u32>,
    /// `w`, `b` or none.
    pub colour: Option<char>,
    pub result: char,
}

impl Game {
    /// A game over the board (not a forfeit, not a bye).
    pub fn played(&self) -> bool {
        self.opponent.is_some() && matches!(self.result, '1' | '=' | '0' | 'W' | 'D' | 'L')
    }

    /// A bye made by the pairing: `0000 - U`, or JaVaFo's `0000 - +`.
    pub fn pairing_bye(&self) -> bool {
        self.opponent.is_none() && matches!(self.result, 'U' | '+')
    }

    pub fn forfeit_win(&self) -> bool {
        self.opponent.is_some() && self.result == '+'
    }
}

/// A player's `001` line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayerLine {
    pub id: u32,
    /// Index = round (0-based); none where the field is blank.
    pub games: Vec<Option<Game>>,
}

/// Points in tenths, per result.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Points {
    pub win: i64,
    pub draw: i64,
    pub loss: i64,
    pub forfeit_win: i64,
    pub forfeit_loss: i64,
    pub half_bye: i64,
    pub full_bye: i64,
    pub zero_bye: i64,
    pub pairing_bye: i64,
    pub absence: i64,
}

impl Points {
    /// C.04.1's defaults: 1, ½, 0; a bye made by the pairing a win's points.
    pub const FIDE: Points = Points {
        win: 10,
        draw: 5,
        loss: 0,
        forfeit_win: 10,
        forfeit_loss: 0,
        half_bye: 5,
        full_bye: 10,
        zero_bye: 0,
        pairing_bye: 10,
        absence: 0,
    };

    /// What `g` scores.
    pub fn of(&self, g: &Game) -> i64 {
        match (g.opponent, g.result) {
            (None, '+') | (_, 'U') => self.pairing_bye,
            (None, '-') => self.absence,
            (_, '1' | 'W') => self.win,
            (_, '=' | 'D') => self.draw,
            (_, '0' | 'L') => self.loss,
            (_, '+') => self.forfeit_win,
            (_, '-') => self.forfeit_loss,
            (_, 'H') => self.half_bye,
            (_, 'F') => self.full_bye,
            _ => self.zero_bye,
        }
    }
}

/// What the checker reads of a tournament file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TournamentText {
    pub players: Vec<PlayerLine>,
    pub points: Points,
    /// `XXA`: the acceleration of a player by round, in tenths.
    pub acceleration: Vec<(u32, Vec<i64>)>,
    /// `XXR` / `142`.
    pub rounds: Option<usize>,
    /// Records that change the pairing which the checker does not read (`XXP`, `XXS`, ...).
    pub unread: Vec<String>,
}

impl TournamentText {
    /// The number of rounds of the event: `XXR`, else the columns recorded.
    pub fn total_rounds(&self) -> usize {
        let recorded = self.players.iter().map(|p| p.games.len()).max();
        self.rounds.unwrap_or(recorded.unwrap_or(0))
    }

    pub fn acceleration(&self, id: u32, round: usize) -> i64 {
        self.acceleration
            .iter()
            .find(|(p, _)| *p == id)
            .and_then(|(_, v)| v.get(round).copied())
            .unwrap_or(0)
    }
}

/// `1.5` as 15 tenths; `at` names the place for the error.
fn tenths(text: &str, at: &str) -> Result<i64, String> {
    let text = text.trim();
    let (whole, frac) = text.split_once('.').unwrap_or((text, "0"));
    let whole: i64 = whole
        .parse()
        .map_err(|_| format!("{at}: `{text}` is no number of points"))?;
    let first = frac.chars().next().unwrap_or('0');
    let tenth = first
        .to_digit(10)
        .ok_or(format!("{at}: `{text}` is no number of points"))?;
    if frac.chars().skip(1).any(|c| c != '0') {
        return Err(format!("{at}: `{text}` is finer than a tenth"));
    }
    Ok(whole * 10 + i64::from(tenth))
}

/// Columns `from..=to` (1-based) of a line, blank where it is shorter.
fn columns(line: &str, from: usize, to: usize) -> &str {
    let to = to.min(line.len());
    if from > to {
        return "";
    }
    line.get(from - 1..to).unwrap_or("")
}

/// Reads the text of a tournament file; an error names `name:line:column`.
pub fn read(name: &str, text: &str) -> Result<TournamentText, String> {
    let mut t = TournamentText {
        players: Vec::new(),
        points: Points::FIDE,
        acceleration: Vec::new(),
        rounds: None,
        unread: Vec::new(),
    };
    let mut set = Vec::new();
    for (n, raw) in text.lines().enumerate() {
        let line = raw.trim_end_matches('\r');
        let at = |column: usize| format!("{name}:{}:{column}", n + 1);
        let code = columns(line, 1, 3);
        let rest = columns(line, 4, line.len()).trim();
        match code {
            "001" => t.players.push(player_line(line, &at)?),
            "XXR" | "142" => {
                let value = rest.split_whitespace().next().unwrap_or("");
                t.rounds = Some(
                    value
                        .parse()
                        .map_err(|_| format!("{}: `{value}` is no number of rounds", at(5)))?,
                );
            }
            "XXA" => {
                let id: u32 = columns(line, 5, 8)
                    .trim()
                    .parse()
                    .map_err(|_| format!("{}: no pairing number after XXA", at(5)))?;
                let values: Result<Vec<i64>, String> = columns(line, 9, line.len())
                    .split_whitespace()
                    .map(|v| tenths(v, &at(10)))
                    .collect();
                t.acceleration.push((id, values?));
            }
            "BBW" | "BBD" | "BBL" | "BBZ" | "BBF" | "BBU" => {
                set.push((code.to_string(), tenths(rest, &at(5))?));
            }
            "162" => {
                let words: Vec<&str> = rest.split_whitespace().collect();
                for pair in words.chunks(2) {
                    let value = pair
                        .get(1)
                        .ok_or(format!("{}: a letter without points", at(5)))?;
                    set.push((format!("162{}", pair[0]), tenths(value, &at(5))?));
                }
            }
            "XXP" | "XXS" | "240" | "250" | "260" => t.unread.push(code.to_string()),
            "192" if rest.contains("BAKU") => t.unread.push(format!("192 {rest}")),
            _ => {}
        }
    }
    for (key, value) in set {
        apply_points(&mut t.points, &key, value, &mut t.unread);
    }
    Ok(t)
}

/// A point value of `BBx` or `162`: a win's and a draw's carry to the
/// results scoring as they do unless a record says otherwise.
fn apply_points(p: &mut Points, key: &str, value: i64, unread: &mut Vec<String>) {
    match key {
        "BBW" | "162W" => {
            p.win = value;
            p.forfeit_win = value;
            p.full_bye = value;
            p.pairing_bye = value;
        }
        "BBD" | "162D" => {
            p.draw = value;
            p.half_bye = value;
        }
        "BBL" | "162L" => p.loss = value,
        "BBZ" => p.zero_bye = value,
        "162Z" => {
            p.zero_bye = value;
            p.forfeit_loss = value;
        }
        "BBF" => p.forfeit_loss = value,
        "BBU" | "162P" => p.pairing_bye = value,
        "162A" => p.absence = value,
        other => unread.push(other.to_string()),
    }
}

fn player_line(line: &str, at: &dyn Fn(usize) -> String) -> Result<PlayerLine, String> {
    let id: u32 = columns(line, 5, 8)
        .trim()
        .parse()
        .map_err(|_| format!("{}: no pairing number", at(5)))?;
    let mut games = Vec::new();
    let mut start = 92;
    while start <= line.len() {
        let field = columns(line, start, start + 7);
        if field.trim().is_empty() {
            games.push(None);
        } else {
            let opponent = columns(line, start, start + 3).trim();
            let opponent: u32 = opponent
                .parse()
                .map_err(|_| format!("{}: `{opponent}` is no pairing number", at(start)))?;
            let colour = columns(line, start + 5, start + 5).chars().next();
            let result = columns(line, start + 7, start + 7)
                .chars()
                .next()
                .ok_or(format!("{}: no result", at(start + 7)))?;
            games.push(Some(Game {
                opponent: (opponent != 0).then_some(opponent),
                colour: colour.filter(|c| matches!(c, 'w' | 'b')),
                result,
            }));
        }
        start += 10;
    }
    // A blank round field at the end is a round not yet recorded.
    while games.last() == Some(&None) {
        games.pop();
    }
    Ok(PlayerLine { id, games })
}
