//! TRF reading and writing: the repository's corpora round-trip, and a small
//! hand-written file reads field by field as intended.

use pairproof::points::PointSystem;
use pairproof::tournament::{Colour, ResultCode, Round, RoundEntry, Tournament};
use pairproof::trf::{first_difference, parse, read_file, roundtrip, write};
use std::path::{Path, PathBuf};

/// Five players, four round columns (the fourth is the round to be paired, with
/// one pre-set half-point bye), every extension line, 3-1-0 scoring, a blank
/// points column (player 5) and a blank line among the headers.
const SAMPLE: &str = "\
012 Pairproof Test Open
022 Somewhere
092 Individual: Swiss-System
XXR 5
XXC black1 rank
XXA    1  1.0  1.0  0.0
XXA    2  1.0
XXP 1 4
001    1 m GM Alpha, Anna                       2500 GER    12345678 1990/01/01  7.0    1     2 w 1     3 b =     4 w +
001    2 w    Beta, Bea                         2400 FRA                         6.0    2     1 b 0     5 b 1     3 w W
001    3   FM Gamma                             2300                             2.0    3     4 w =     1 w =     2 b L
001    4      Delta                                0                             2.0          3 b =  0000 - H     1 b -  0000 - H
001    5      Epsilon                           1500                                    5  0000 - U     2 w 0  0000 - Z

BBW  3.0
BBD  1.0
BBU  1.0
";

fn sample() -> Tournament {
    parse(SAMPLE, Path::new("sample.trf")).expect("the sample is valid")
}

fn game(opponent: u32, colour: Colour, result: ResultCode) -> Option<RoundEntry> {
    Some(RoundEntry::game(Some(opponent), Some(colour), result))
}

fn bye(result: ResultCode) -> Option<RoundEntry> {
    Some(RoundEntry::game(None, None, result))
}

#[test]
fn trf_sample_player_fields() {
    let t = sample();
    let ids: Vec<u32> = t.players.iter().map(|p| p.id).collect();
    assert_eq!(ids, vec![1, 2, 3, 4, 5]);
    let p1 = &t.players[0];
    assert_eq!(
        (
            p1.sex.as_str(),
            p1.title.as_str(),
            p1.name.as_str(),
            p1.rating
        ),
        ("m", "GM", "Alpha, Anna", 2500)
    );
    assert_eq!(
        (
            p1.federation.as_str(),
            p1.fide_id.as_str(),
            p1.birth_date.as_str()
        ),
        ("GER", "12345678", "1990/01/01")
    );
    assert_eq!((p1.declared_points, p1.rank, p1.line), (70, Some(1), 9));
    assert_eq!(t.players[1].name, "Beta, Bea");
    assert_eq!(t.players[1].title, "");
    assert_eq!(t.players[2].title, "FM");
    assert_eq!(t.players[3].rating, 0);
    assert_eq!(t.players[3].rank, None);
    // A blank points column takes the total of the results: U worth 1.0 (BBU).
    assert_eq!(t.players[4].declared_points, 10);
}

#[test]
fn trf_sample_round_entries() {
    use Colour::{Black, White};
    use ResultCode::*;
    let t = sample();
    assert_eq!(t.rounds_in_file(), 4);
    // Shorter lines are padded with blank fields up to the last column.
    assert!(t.players.iter().all(|p| p.rounds.len() == 4));
    assert_eq!(
        t.players[0].rounds,
        vec![
            game(2, White, Win),
            game(3, Black, Draw),
            game(4, White, ForfeitWin),
            None
        ]
    );
    assert_eq!(
        t.players[1].rounds,
        vec![
            game(1, Black, Loss),
            game(5, Black, Win),
            game(3, White, UnratedWin),
            None
        ]
    );
    assert_eq!(t.players[2].rounds[2], game(2, Black, UnratedLoss));
    assert_eq!(
        t.players[3].rounds,
        vec![
            game(3, Black, Draw),
            bye(HalfBye),
            game(1, Black, ForfeitLoss),
            bye(HalfBye)
        ]
    );
    assert_eq!(
        t.players[4].rounds,
        vec![bye(PairingBye), game(2, White, Loss), bye(ZeroBye), None]
    );
    // Player 4's column says 2.0: the pre-set bye of round 4 is not counted yet.
    assert_eq!(t.players[3].declared_points, 20);
}

#[test]
fn trf_sample_extension_lines() {
    let t = sample();
    let c = &t.config;
    assert_eq!(c.total_rounds, Some(5));
    assert_eq!(c.initial_colour, Some(Colour::Black));
    assert!(c.use_rank);
    assert_eq!(c.acceleration.get(&1), Some(&vec![10, 10, 0]));
    assert_eq!(c.acceleration.get(&2), Some(&vec![10]));
    assert_eq!(t.acceleration(1, Round::new(2).unwrap()), 10);
    assert_eq!(t.acceleration(3, Round::first()), 0);
    assert_eq!(c.forbidden, vec![vec![1, 4]]);
    let expected = PointSystem {
        win: 30,
        draw: 10,
        loss: 0,
        zero_bye: 0,
        half_bye: 10,
        full_bye: 30,
        forfeit_win: 30,
        forfeit_loss: 0,
        pairing_bye: 10,
        absence: 0,
    };
    assert_eq!(c.points, expected);
    // Every non-player line is kept verbatim, in order, blank line included.
    let texts: Vec<&str> = t.headers.iter().map(|h| h.text.as_str()).collect();
    assert_eq!(texts[0], "012 Pairproof Test Open");
    assert_eq!(texts[5], "XXA    1  1.0  1.0  0.0");
    assert_eq!(&texts[8..], &["", "BBW  3.0", "BBD  1.0", "BBU  1.0"]);
    assert_eq!(t.headers[3].code, "XXR");
}

#[test]
fn trf_crlf_and_cr_read_like_lf() {
    let lf = sample();
    let crlf = parse(&SAMPLE.replace('\n', "\r\n"), Path::new("sample.trf")).unwrap();
    let cr = parse(&SAMPLE.replace('\n', "\r"), Path::new("sample.trf")).unwrap();
    assert_eq!(crlf, lf);
    assert_eq!(cr, lf);
    // Without the final line ending too.
    let cut = parse(SAMPLE.trim_end_matches('\n'), Path::new("sample.trf")).unwrap();
    assert_eq!(cut, lf);
}

#[test]
fn trf_writer_is_canonical_and_keeps_headers_in_place() {
    let t = sample();
    let text = write(&t);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), SAMPLE.lines().count());
    assert!(!text.contains('\r'));
    assert_eq!(lines[3], "XXR 5");
    assert_eq!(lines[13], "");
    assert_eq!(lines[14], "BBW  3.0");
    assert_eq!(
        lines[8],
        "001    1 m GM Alpha, Anna                       2500 GER    12345678 1990/01/01  7.0    1     2 w 1     3 b =     4 w +"
    );
    // Rating 0 is written blank, the blank points column gets the total.
    assert_eq!(
        lines[11],
        "001    4      Delta                                                              2.0          3 b =  0000 - H     1 b -  0000 - H"
    );
    assert_eq!(
        lines[12],
        "001    5      Epsilon                           1500                             1.0    5  0000 - U     2 w 0  0000 - Z"
    );
    assert_eq!(parse(&text, Path::new("again.trf")).unwrap(), t);
}

#[test]
fn trf_changed_config_is_written_as_canonical_extension_lines() {
    let mut t = sample();
    t.config.total_rounds = Some(7);
    t.config.points.half_bye = 5;
    let text = write(&t);
    let again = parse(&text, Path::new("again.trf")).unwrap();
    assert_eq!(again.config, t.config, "written:\n{text}");
    assert!(text.contains("\nXXR 7\n"));
    assert!(text.contains("XXS WW=3.0 BW=3.0 WD=1.0 BD=1.0 WL=0.0 BL=0.0 ZPB=0.0 HPB=0.5 FPB=3.0 PAB=1.0 FW=3.0 FL=0.0"));
    assert!(!text.contains("BBW"));
}

#[test]
fn trf_xxs_line_sets_every_value() {
    let text = SAMPLE.replace(
        "BBW  3.0\nBBD  1.0\nBBU  1.0\n",
        "XXS WW=3.0 BW=3.0 WD=1.0 BD=1.0 WL=0.0 BL=0.0 ZPB=0.0 HPB=1.0 FPB=3.0 PAB=1.0 FW=3.0 FL=0.0\n",
    );
    let t = parse(&text, Path::new("xxs.trf")).unwrap();
    assert_eq!(t.config.points, sample().config.points);
}

#[test]
fn trf_columns_count_characters_not_bytes() {
    // "Müller" has a 2-byte letter: the rating must still be read at 49-52.
    let line = "001    1      Müller, Jürgen                    2100                             1.0    1  0000 - U";
    let t = parse(line, Path::new("utf8.trf")).unwrap();
    assert_eq!(
        (t.players[0].name.as_str(), t.players[0].rating),
        ("Müller, Jürgen", 2100)
    );
    assert_eq!(t.players[0].rounds, vec![bye(ResultCode::PairingBye)]);
    // The same file in Latin-1 (not valid UTF-8) reads the same.
    let dir = std::env::temp_dir().join(format!("pairproof-trf-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("latin1.trf");
    let latin1: Vec<u8> = line.chars().map(|c| c as u32 as u8).collect();
    std::fs::write(&path, latin1).unwrap();
    let from_file = read_file(&path).unwrap();
    assert_eq!(from_file.players, t.players);
    assert!(roundtrip(&path).unwrap());
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn trf_unreadable_file_is_exit_code_5() {
    let err = read_file(Path::new("/nonexistent/pairproof/x.trf")).unwrap_err();
    assert_eq!(err.exit_code() as i32, 5);
}

/// The TRF files of `corpora/` (or, when it has none, `../shared/corpora`).
fn corpus_files() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    files.extend(pairproof::trf::find_files(&root.join("corpora")));
    if files.is_empty() {
        files.extend(pairproof::trf::find_files(&root.join("../shared/corpora")));
    }
    files.sort();
    files
}

#[test]
fn trf_corpus_files_read_and_round_trip() {
    let files = corpus_files();
    let corpora_has_files =
        std::fs::read_dir(Path::new(env!("CARGO_MANIFEST_DIR")).join("corpora"))
            .map(|d| d.count() > 0)
            .unwrap_or(false);
    if corpora_has_files {
        assert!(
            !files.is_empty(),
            "corpora/ has files but no *.trf was found"
        );
    }
    let mut checked = 0;
    for path in &files {
        let first = read_file(path).unwrap_or_else(|e| panic!("{e}"));
        assert!(!first.players.is_empty(), "{}", path.display());
        let second = parse(&write(&first), path).unwrap_or_else(|e| panic!("re-read: {e}"));
        if let Some(diff) = first_difference(&first, &second) {
            panic!("{}: {diff}", path.display());
        }
        assert!(roundtrip(path).unwrap());
        checked += 1;
    }
    if corpora_has_files {
        assert!(checked >= 1);
    }
    println!("{checked} corpus files round-tripped");
}

#[test]
fn trf_corpus_points_and_byes_are_interpreted() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("corpora/dutch-2017");
    let Ok(t) = read_file(&root.join("points-22.trf")) else {
        // Only when the corpora are not copied in (checked by the test above).
        assert!(corpus_files().is_empty());
        return;
    };
    assert_eq!(
        (
            t.config.points.win,
            t.config.points.draw,
            t.config.points.pairing_bye
        ),
        (20, 10, 20)
    );
    let byes = t
        .players
        .iter()
        .flat_map(|p| &p.rounds)
        .flatten()
        .filter(|e| e.is_pairing_bye())
        .count();
    assert_eq!(
        byes,
        t.rounds_in_file(),
        "one pairing-allocated bye per round in an odd field"
    );
}
