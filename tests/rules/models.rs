//! Rule models (`models/*.toml`): the built-in models pair as the systems do,
//! readings switched change the pairing as their doc lines say (one test per
//! switchable reading in `model_readings.rs`), and a malformed model is an
//! error naming file, line, column and key.

use crate::common;

use pairproof::checker::{check_file, same_pairing};
use pairproof::error::{Error, ExitCode};
use pairproof::model::{self, Model};
use pairproof::pairing::Pairing;
use pairproof::solver::Solver;
use pairproof::state::RoundRequest;
use pairproof::systems;
use pairproof::tournament::Round;
use std::path::{Path, PathBuf};

fn repo(path: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(path)
}

fn load(path: &str) -> Model {
    model::load(&repo(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn pairs_of(p: &Pairing) -> Vec<(u32, u32)> {
    let mut pairs: Vec<(u32, u32)> = p
        .boards
        .iter()
        .map(|b| (b.white.min(b.black), b.white.max(b.black)))
        .collect();
    pairs.sort_unstable();
    pairs
}

/// Every round of (the first `n`) files of `corpora/<folder>` paired under the
/// model equals the round the file records (the reference engine's), but
/// the rounds of `disputed` (file name, round: the reference's departures
/// from the text recorded in `corpora/disputed/README.md`), which must differ.
fn assert_model_pairs_corpus_as_recorded(
    model_file: &str,
    folder: &str,
    n: usize,
    disputed: &[(&str, usize)],
) {
    let model = load(model_file);
    let files: Vec<PathBuf> = common::corpus_files(folder).into_iter().take(n).collect();
    let mut rounds = 0;
    let mut failures = Vec::new();
    for file in &files {
        let check = check_file(model.setup(Solver::Exact), file, None);
        assert!(
            check.error.is_none(),
            "{}: {:?}",
            file.display(),
            check.error
        );
        rounds += check.rounds.len();
        let name = file.file_name().unwrap().to_string_lossy().to_string();
        let unexpected =
            |identical: bool, round: usize| identical == disputed.contains(&(name.as_str(), round));
        failures.extend(
            check
                .rounds
                .iter()
                .filter(|r| unexpected(r.identical, r.round.number()))
                .map(|r| {
                    format!(
                        "{} round {} (identical: {})",
                        file.display(),
                        r.round,
                        r.identical
                    )
                }),
        );
    }
    assert!(rounds >= 20, "only {rounds} rounds compared");
    assert!(
        failures.is_empty(),
        "{model_file}: {} rounds not as expected:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn the_dutch_2017_model_pairs_its_corpus_as_recorded() {
    assert_model_pairs_corpus_as_recorded("models/dutch-2017.toml", "dutch-2017", usize::MAX, &[]);
}

#[test]
fn the_dutch_2012_model_pairs_its_corpus_as_recorded() {
    assert_model_pairs_corpus_as_recorded(
        "models/dutch-2012.toml",
        "dutch-2012",
        usize::MAX,
        &[
            ("small-47.trf", 13),
            ("small-2055.trf", 8),
            ("small-2035.trf", 10),
        ],
    );
}

#[test]
fn the_dutch_2026_model_pairs_its_corpus_as_recorded() {
    assert_model_pairs_corpus_as_recorded("models/dutch-2026.toml", "dutch-2026", usize::MAX, &[]);
}

/// Each system's model file lists every reading of the system explicitly,
/// at its default, so that a researcher copying it sees them all.
#[test]
fn each_system_model_lists_every_reading_at_its_default() {
    for file in [
        "models/dutch-2017.toml",
        "models/dutch-2012.toml",
        "models/dutch-2026.toml",
        "models/rating-1992.toml",
        "models/lim.toml",
        "models/dubov.toml",
        "models/burstein.toml",
        "models/double-swiss.toml",
    ] {
        let text = std::fs::read_to_string(repo(file)).unwrap();
        let model = load(file);
        assert!(
            model.changes().is_empty(),
            "{file} changes {:?}",
            model.changes()
        );
        let rules = systems::rule_set(model.system);
        let own: Vec<&str> = rules.text().readings().iter().map(|r| r.name).collect();
        assert!(!own.is_empty(), "{file}: the system names no reading");
        for (name, _) in &model.readings {
            assert!(
                text.lines().any(|l| l.starts_with(&format!("{name} = "))),
                "{file} does not list {name}"
            );
        }
    }
}

/// C.1, `forfeit_counts_as_meeting = "yes"`: 1 and 2 forfeited their game of
/// round 1 (both scored nothing) and are alone at score 0. By default the
/// forfeit is no meeting and they meet again; under the model they may not,
/// and each is paired with a player of 0.5.
#[test]
fn a_forfeit_counted_as_a_meeting_keeps_the_players_apart() {
    let path = repo("tests/models/double-forfeit.trf");
    let t = pairproof::trf::read_file(&path).unwrap();
    let request = RoundRequest::next_round(&t).unwrap();
    let default = systems::pair(
        load("models/dutch-2017.toml").setup(Solver::Exact),
        &t,
        &request,
    )
    .unwrap();
    assert!(
        pairs_of(&default).contains(&(1, 2)),
        "{}",
        default.to_list()
    );
    let model = systems::pair(
        load("models/forfeit-counts-as-meeting.toml").setup(Solver::Exact),
        &t,
        &request,
    )
    .unwrap();
    let pairs = pairs_of(&model);
    assert!(!pairs.contains(&(1, 2)), "{}", model.to_list());
    assert_eq!(pairs.len(), 3);
    assert!(pairs
        .iter()
        .all(|&(a, b)| (a <= 2) != (b <= 2) || (a > 2 && b > 2)));
    assert_eq!(
        pairs.iter().filter(|&&(a, _)| a <= 2).count(),
        2,
        "{}",
        model.to_list()
    );
}

/// E.5 in the 2012 model, `e5_later_rounds`: two players without colour
/// history after round 1 (5 and 6 were absent in round 1, and are alone at
/// score 0). By default the odd-numbered higher player gets the other colour
/// than in round 1; read "as in round 1", the colours of their board swap.
#[test]
fn e5_later_rounds_swaps_the_colours_of_players_without_history() {
    let t = common::tournament(6, 3, &["1-2:= 3-4:= 5:Z 6:Z"]);
    let request = RoundRequest::next_round(&t).unwrap();
    let default = systems::pair(
        load("models/dutch-2012.toml").setup(Solver::Exact),
        &t,
        &request,
    )
    .unwrap();
    let text =
        "name = \"e5\"\nsystem = \"dutch-2012\"\n[readings]\ne5_later_rounds = \"as-round-one\"\n";
    let other = model::parse(text, Path::new("e5.toml")).unwrap();
    let swapped = systems::pair(other.setup(Solver::Exact), &t, &request).unwrap();
    let board = |p: &Pairing| {
        p.boards
            .iter()
            .find(|b| [b.white, b.black].contains(&5))
            .map(|b| (b.white, b.black))
    };
    let (a, b) = (board(&default).unwrap(), board(&swapped).unwrap());
    assert!([a.0, a.1].contains(&6), "5 meets 6:\n{}", default.to_list());
    assert_eq!(
        a,
        (b.1, b.0),
        "default:\n{}\nas round one:\n{}",
        default.to_list(),
        swapped.to_list()
    );
}

/// Criteria dropped and moved, by paragraph.
#[test]
fn criteria_are_dropped_and_moved_by_paragraph() {
    let text = "system = \"dutch-2017\"\n[criteria]\ndrop = [\"C.9\"]\nmove = [{ criterion = \"C.10\", before = \"C.8\" }, { criterion = \"C.5\", after = \"C.6\" }]\n";
    let m = model::parse(text, Path::new("moved.toml")).unwrap();
    assert_eq!(m.dropped, vec!["C.9"]);
    let order = m.order.unwrap();
    assert_eq!(&order[..5], &["C.6", "C.5", "C.7", "C.10", "C.8"]);
}

fn input_error(text: &str) -> (usize, usize, String) {
    match model::parse(text, Path::new("bad.toml")) {
        Err(e @ Error::Input { .. }) => {
            assert_eq!(e.exit_code(), ExitCode::InvalidInput);
            let Error::Input { at, message } = e else {
                unreachable!()
            };
            assert_eq!(at.file, Path::new("bad.toml"));
            (at.line, at.column, message)
        }
        other => panic!("expected an input error, got {other:?}"),
    }
}

#[test]
fn an_unknown_reading_names_its_line_and_the_readings_allowed() {
    let (line, column, message) =
        input_error("system = \"dutch-2017\"\n\n[readings]\nd2_numbering = \"afresh\"\n");
    assert_eq!((line, column), (4, 1));
    assert!(
        message.contains("unknown reading 'd2_numbering'"),
        "{message}"
    );
    assert!(
        message.contains("d2_remainder_numbering") && message.contains("forfeit_counts_as_meeting"),
        "{message}"
    );
}

#[test]
fn an_unknown_value_names_the_key_and_the_values_allowed() {
    let (line, column, message) =
        input_error("system = \"dutch-2017\"\n[readings]\nd2_remainder_numbering = \"sideways\"\n");
    assert_eq!((line, column), (3, 26));
    assert!(
        message.contains("readings.d2_remainder_numbering")
            && message.contains("allowed: afresh, bracket"),
        "{message}"
    );
}

#[test]
fn an_unknown_criterion_lists_the_paragraphs_of_the_system() {
    let (line, column, message) =
        input_error("system = \"dutch-2012\"\n[criteria]\ndrop = [\"B.3\", \"C.9\"]\n");
    assert_eq!((line, column), (3, 16));
    assert!(
        message.contains("unknown criterion 'C.9' for dutch-2012")
            && message.contains("A.11 P, A.3, D.4, B.3"),
        "{message}"
    );
}

#[test]
fn a_parameter_the_engine_reads_from_the_file_says_so() {
    let (line, column, message) =
        input_error("system = \"dutch-2017\"\n[parameters]\nbye_value = \"1.0\"\n");
    assert_eq!((line, column), (3, 1));
    assert!(
        message.contains("unknown parameter 'bye_value'")
            && message.contains("XXS")
            && message.contains("allowed: topscorers, acceleration, ga_size, ga_players"),
        "{message}"
    );
}

/// C.04.7 by a model: `acceleration = "baku"` asks for the virtual points,
/// `ga_size` names the reading of GA's size.
#[test]
fn c04_7_a_model_asks_for_baku_acceleration_and_names_the_ga_reading() {
    use pairproof::acceleration::{Acceleration, GaPlayers, GaSize};
    let text = "system = \"dutch-2026\"\n[parameters]\nacceleration = \"baku\"\nga_size = \"bbp-first-half\"\n";
    let m = model::parse(text, Path::new("baku.toml")).unwrap();
    assert_eq!(
        m.acceleration,
        Acceleration {
            baku: true,
            ga_size: GaSize::BbpFirstHalf,
            ga_players: GaPlayers::RoundOnePairing,
        }
    );
    assert_eq!(m.setup(Solver::Exact).acceleration, m.acceleration);
    let plain = model::parse("system = \"dutch-2026\"\n", Path::new("plain.toml")).unwrap();
    assert_eq!(plain.acceleration, Acceleration::default());
    let (line, column, message) =
        input_error("system = \"dutch-2026\"\n[parameters]\nga_size = \"half\"\n");
    assert_eq!((line, column), (3, 11));
    assert!(
        message.contains("allowed: text, bbp-first-half"),
        "{message}"
    );
}

#[test]
fn unknown_keys_missing_system_and_bad_toml_are_located() {
    let (line, _, message) = input_error("system = \"dutch-2017\"\nreadingz = 1\n");
    assert_eq!(line, 2);
    assert!(
        message.contains("unknown key 'readingz'")
            && message.contains("readings, criteria, parameters"),
        "{message}"
    );
    let (_, _, message) = input_error("name = \"x\"\n");
    assert!(message.contains("missing key 'system'"), "{message}");
    let (line, _, message) = input_error("system = \"dutch-2017\"\n[readings\n");
    assert_eq!(line, 2);
    assert!(message.contains("not valid TOML"), "{message}");
    let (line, column, message) = input_error("system = \"dutch-1999\"\n");
    assert_eq!((line, column), (1, 10));
    assert!(message.contains("unknown system 'dutch-1999'"), "{message}");
}

/// Criteria dropped by a model reach the brackets: without C.10 and C.11
/// (colour preferences) the 2017 rules grant fewer preferences on the same
/// recorded histories, and `compare` says which rounds differ, while the
/// default model pairs every round as the file does.
#[test]
fn dropping_the_colour_preference_criteria_grants_fewer_preferences() {
    let text =
        "name = \"no-c10-c11\"\nsystem = \"dutch-2017\"\n[criteria]\ndrop = [\"C.10\", \"C.11\"]\n";
    let models = vec![
        load("models/dutch-2017.toml"),
        model::parse(text, Path::new("no-c10-c11.toml")).unwrap(),
    ];
    let files: Vec<PathBuf> = common::corpus_files("dutch-2017")
        .into_iter()
        .take(3)
        .collect();
    let report = pairproof::compare::compare_files(&models, &files, Solver::Exact, || {});
    let (default, dropped) = (&report.models[0], &report.models[1]);
    assert_eq!(default.identical_to_file, report.rounds);
    assert!(report.differing_rounds > 0 && dropped.identical_to_file < report.rounds);
    let missed = |m: &pairproof::compare::measures::Measures| {
        m.colours_not_granted.strong + m.colours_not_granted.mild
    };
    assert!(
        missed(&dropped.measures) > missed(&default.measures),
        "{:?}\n{:?}",
        default.measures,
        dropped.measures
    );
}

/// C.12 in the 1992 model, `c12_acceptance`: pairing scores 1, 2, 3 on 2.0,
/// 4, 5 on 1.0, 6, 7 on 0, and 3 may meet neither 4 nor 5. The top bracket
/// first pairs 1-2 and moves 3 down, who has no opponent there; paired again
/// it moves 2 down (1-3), and 2-4 now makes the next bracket's p pairings, so
/// the text accepts it. Read as "more pairs" (2012's P1), the next bracket
/// makes one pair either way (4-5, or 2-4), so the first pairing stands.
#[test]
fn c12_acceptance_more_pairs_keeps_the_first_pairing_of_the_top_bracket() {
    let xxa = |id: u32, tenths: u32| format!("XXA {id:>4}  {}.{}", tenths / 10, tenths % 10);
    let headers = [
        xxa(1, 20),
        xxa(2, 20),
        xxa(3, 20),
        xxa(4, 10),
        xxa(5, 10),
        "XXP 3 4".into(),
        "XXP 3 5".into(),
    ];
    let headers: Vec<&str> = headers.iter().map(String::as_str).collect();
    let t = common::tournament_with(7, 9, &headers, &[]);
    let request = RoundRequest::next_round(&t).unwrap();
    let default = systems::pair(
        load("models/rating-1992.toml").setup(Solver::Exact),
        &t,
        &request,
    )
    .unwrap();
    let pairs = pairs_of(&default);
    assert!(
        pairs.contains(&(1, 3)) && pairs.contains(&(2, 4)),
        "{}",
        default.to_list()
    );
    let text =
        "name = \"c12\"\nsystem = \"rating-1992\"\n[readings]\nc12_acceptance = \"more-pairs\"\n";
    let other = model::parse(text, Path::new("c12.toml")).unwrap();
    let kept = systems::pair(other.setup(Solver::Exact), &t, &request).unwrap();
    let pairs = pairs_of(&kept);
    assert!(
        pairs.contains(&(1, 2)) && pairs.contains(&(4, 5)),
        "{}",
        kept.to_list()
    );
}

/// E.2 in the 2017 model, `e2_absolute_tie`, on a hand-made last round:
/// topscorers 1 (B B W B, difference -2) and 2 (W W B B, difference 0), both
/// 4/4 with absolute preferences for white, meet. The 2017 text grants the
/// wider difference: 1 gets white. Read as equally strong, E.3 alternates
/// from round 3, the latest where their colours differed (1 had white): 2
/// gets white.
#[test]
fn e2_equally_strong_gives_white_by_e3_in_the_2017_model() {
    let rounds = [
        "5-1:0 2-3:1 4-6:= 7-8:=",
        "6-1:0 2-4:1 3-7:= 5-8:=",
        "1-7:1 5-2:0 4-8:= 6-3:=",
        "8-1:0 6-2:0 3-4:= 5-7:=",
    ];
    let t = common::tournament(8, 5, &rounds);
    let request = RoundRequest::next_round(&t).unwrap();
    let board = |p: &Pairing| {
        p.boards
            .iter()
            .find(|b| [b.white, b.black].contains(&1))
            .map(|b| (b.white, b.black))
            .unwrap()
    };
    let default = systems::pair(
        load("models/dutch-2017.toml").setup(Solver::Exact),
        &t,
        &request,
    )
    .unwrap();
    assert_eq!(board(&default), (1, 2), "{}", default.to_list());
    let text = "name = \"e2\"\nsystem = \"dutch-2017\"\n[readings]\ne2_absolute_tie = \"equally-strong\"\n";
    let other = model::parse(text, Path::new("e2.toml")).unwrap();
    let swapped = systems::pair(other.setup(Solver::Exact), &t, &request).unwrap();
    assert_eq!(board(&swapped), (2, 1), "{}", swapped.to_list());
}

/// The Lim model changes nothing: tournaments generated under `--system lim`
/// pair round by round the same under `models/lim.toml` (the model's rule
/// set goes through the wrapper, which must keep Lim's median-last walk).
#[test]
fn the_lim_model_pairs_generated_lim_tournaments_as_recorded() {
    use pairproof::generator::{self, GeneratorConfig};
    let model = load("models/lim.toml");
    let mut rounds = 0;
    for seed in [3, 8] {
        let config = GeneratorConfig {
            players: Some(21),
            rounds: Some(7),
            ..GeneratorConfig::default()
        };
        let t = generator::generate(systems::SystemId::Lim, &config, seed).unwrap();
        for round in Round::all(t.rounds_in_file()).skip(1) {
            let request = RoundRequest::recorded_round(&t, round, t.total_rounds());
            let paired = systems::pair(model.setup(Solver::Exact), &t, &request).unwrap();
            assert!(
                same_pairing(&paired, &Pairing::from_round(&t, round)),
                "seed {seed} round {}:\n{}",
                round,
                paired.to_list()
            );
            rounds += 1;
        }
    }
    assert!(rounds >= 12);
}

/// Lim's Maxi-tournament rule is a parameter of the model (3.2), off by
/// default; an unknown value is refused with the allowed ones.
#[test]
fn the_lim_maxi_parameter_is_checked() {
    let ok = "system = \"lim\"\n[parameters]\nmaxi = \"within-100\"\n";
    assert!(model::parse(ok, Path::new("maxi.toml")).is_ok());
    let (line, _, message) = input_error("system = \"lim\"\n[parameters]\nmaxi = \"within-50\"\n");
    assert_eq!(line, 3);
    assert!(message.contains("off, within-100"), "{message}");
}

/// A model's rules answer the engine's questions as its base does, and
/// keep its text: the model tailors criteria, history and topscorers only,
/// so Lim's walk and 2026's completion in every bracket stay its system's.
#[test]
fn every_system_model_answers_as_its_system() {
    for id in systems::SystemId::ALL {
        let base = systems::rule_set(id);
        let model = load(&format!("models/{}.toml", id.name()));
        let tailored = model.setup(Solver::Exact).rules();
        assert!(std::ptr::eq(tailored.text(), base.text()), "{id}");
        assert_eq!(tailored.name(), id.name(), "{id}");
        assert_eq!(
            tailored.completion_in_every_bracket(),
            base.completion_in_every_bracket(),
            "{id}"
        );
        assert_eq!(
            tailored.mdps_meet_as_last_resort(),
            base.mdps_meet_as_last_resort(),
            "{id}"
        );
        assert_eq!(
            tailored.first_candidate_pairs_s1_against_s2(),
            base.first_candidate_pairs_s1_against_s2(),
            "{id}"
        );
    }
}

/// A model that only sets a parameter says so in its changes (the summary
/// `compare` prints), like one that switches a reading.
#[test]
fn a_parameter_set_by_a_model_is_one_of_its_changes() {
    assert_eq!(
        load("models/no-topscorers.toml").changes(),
        vec!["topscorers = none".to_string()]
    );
    assert!(load("models/dutch-2017.toml").changes().is_empty());
    let maxi = model::parse(
        "system = \"lim\"\n[parameters]\nmaxi = \"within-100\"\n",
        Path::new("maxi.toml"),
    )
    .unwrap();
    assert_eq!(maxi.changes(), vec!["maxi = within-100".to_string()]);
}
