//! Certificates of the verifier's verdicts and the independent checker
//! (issue 25): a certificate is written for every round judged and the
//! checker accepts it; tampering with one number, one player of a barrier
//! set, one pair of a candidate or one board of the pairing under test is
//! rejected, naming what failed; the checker's module imports nothing of the
//! engine, the solvers or SAT.

use crate::common;

use pairproof::certificate::check::check;
use pairproof::certificate::{Evidence, MatchingDual, RoundCertificate};
use pairproof::generator::{self, GeneratorConfig};
use pairproof::pairing::Pairing;
use pairproof::state::RoundRequest;
use pairproof::systems::SystemId;
use pairproof::tournament::Round;
use pairproof::verifier::verify_certified;

/// The round of `verifier_findings.rs` with a worse pairing in each of two
/// brackets (1 v 3, 2 v 4 and 5 v 7, 6 v 8 after round 1).
fn suboptimal() -> RoundCertificate {
    let t = common::tournament(8, 5, &["1-5:1 6-2:0 3-7:1 8-4:0"]);
    let request = RoundRequest::next_round(&t).unwrap();
    let tested = common::pairing(&[(1, 3), (2, 4), (5, 7), (6, 8)], None);
    let (report, certificate) =
        verify_certified(SystemId::Dutch2017, &t, &request, &tested).unwrap();
    assert_eq!(report.verdict.word(), "suboptimal");
    certificate
}

/// The certificate of every round of a generated `dutch-2017` tournament,
/// each accepted by the checker as written.
fn certified_rounds(players: u32, rounds: u32, seed: u64) -> Vec<RoundCertificate> {
    let t = generator::generate(
        SystemId::Dutch2017,
        &GeneratorConfig {
            players: Some(players),
            rounds: Some(rounds),
            ..Default::default()
        },
        seed,
    )
    .unwrap();
    Round::all(t.rounds_in_file())
        .map(|round| {
            let request = RoundRequest::recorded_round(&t, round, t.total_rounds());
            let tested = Pairing::from_round(&t, round);
            let (_, c) = verify_certified(SystemId::Dutch2017, &t, &request, &tested).unwrap();
            check(&c).unwrap();
            c
        })
        .collect()
}

fn rejected(c: &RoundCertificate) -> String {
    check(c).expect_err("a tampered certificate is rejected")
}

#[test]
fn a_suboptimal_round_is_proved_by_its_candidates() {
    let c = suboptimal();
    let done = check(&c).unwrap();
    let better: Vec<&String> = done
        .proved
        .iter()
        .filter(|p| p.contains("a candidate equal on the earlier levels is better"))
        .collect();
    assert_eq!(better.len(), 2, "{done:?}");
    assert!(
        done.proved
            .iter()
            .any(|p| p == "round 2: the pairing under test is suboptimal"),
        "{done:?}"
    );
}

/// One pair of a candidate replaced by another edge: no longer a better
/// candidate (or no matching at all).
#[test]
fn a_tampered_candidate_is_rejected() {
    let mut c = suboptimal();
    let b = c
        .brackets
        .iter_mut()
        .find(|b| b.verdict == "suboptimal")
        .unwrap();
    let level = b
        .levels
        .iter_mut()
        .find(|l| matches!(l.evidence, Evidence::Candidate { .. }))
        .unwrap();
    let Evidence::Candidate { edges, .. } = &mut level.evidence else {
        unreachable!()
    };
    let tested_edge = b.tested_edges[0];
    edges[0] = tested_edge;
    let why = rejected(&c);
    assert!(why.contains("candidate"), "{why}");
}

/// The value under test of a level counting only the bracket's own pairs is
/// recomputed from the pairing: one number changed is caught.
#[test]
fn a_tampered_value_is_rejected() {
    let mut c = suboptimal();
    c.brackets[0].levels[0].tested -= 1;
    let why = rejected(&c);
    assert!(why.starts_with("bracket 1: level 1 (C.5)"), "{why}");
}

/// A board of the pairing under test changed: the certificate's pairs under
/// test are no longer its boards.
#[test]
fn a_tampered_pairing_is_rejected() {
    let mut c = suboptimal();
    c.tested.boards[0] = (1, 2);
    let why = rejected(&c);
    assert!(why.contains("no board of the pairing under test"), "{why}");
}

/// A Tutte-Berge barrier with one player added or taken out: the odd
/// components (or the bound) no longer match.
#[test]
fn a_tampered_barrier_is_rejected() {
    let mut tampered = 0;
    for c in certified_rounds(15, 5, 3) {
        for (b, bracket) in c.brackets.iter().enumerate() {
            for (l, level) in bracket.levels.iter().enumerate() {
                let Evidence::Barrier { set, .. } = &level.evidence else {
                    continue;
                };
                let mut wrong = c.clone();
                let Evidence::Barrier { set: s, .. } = &mut wrong.brackets[b].levels[l].evidence
                else {
                    unreachable!()
                };
                match set.first() {
                    Some(_) => {
                        s.remove(0);
                    }
                    None => s.push(0),
                }
                let why = rejected(&wrong);
                assert!(why.contains("barrier"), "{why}");
                tampered += 1;
            }
        }
    }
    assert!(tampered > 0, "some barrier written");
}

/// Every potential of a relaxation's duals counts: one raised breaks an arc
/// of zero reduced cost, one lowered lowers the bound below the value under
/// test (or below an earlier level's, which then prunes nothing it may).
#[test]
fn a_tampered_dual_is_rejected() {
    let (mut raised, mut lowered) = (0, 0);
    for c in certified_rounds(16, 5, 5) {
        for (b, bracket) in c.brackets.iter().enumerate() {
            for level in &bracket.levels {
                let Evidence::Relaxation { chain, step } = level.evidence else {
                    continue;
                };
                for delta in [1, -1] {
                    let mut wrong = c.clone();
                    let duals = &mut wrong.brackets[b].relaxations[chain].steps[step];
                    duals.rows[0] += delta;
                    let why = rejected(&wrong);
                    assert!(why.contains("relaxation chain"), "{why}");
                    assert!(
                        why.contains("reduced cost") || why.contains("bound"),
                        "{why}"
                    );
                    if delta > 0 {
                        raised += 1
                    } else {
                        lowered += 1
                    }
                }
            }
        }
    }
    assert!(
        raised > 0 && lowered > 0,
        "some relaxation evidence written"
    );
}

/// The look-ahead's barrier: one player more or fewer in the set changes the
/// parity of the odd components, which the checker counts again.
#[test]
fn a_tampered_following_barrier_is_rejected() {
    let mut tampered = 0;
    for c in certified_rounds(21, 6, 7) {
        for (b, bracket) in c.brackets.iter().enumerate() {
            for (l, level) in bracket.levels.iter().enumerate() {
                let Evidence::FollowingBracket { set, .. } = &level.evidence else {
                    continue;
                };
                let players = bracket.vertices.iter().filter(|&&id| id != 0).count();
                let Some(outside) = (0..players).find(|v| !set.contains(v)) else {
                    continue;
                };
                let mut wrong = c.clone();
                let Evidence::FollowingBracket { set, .. } =
                    &mut wrong.brackets[b].levels[l].evidence
                else {
                    unreachable!()
                };
                set.push(outside);
                let why = rejected(&wrong);
                assert!(why.contains("following bracket"), "{why}");
                tampered += 1;
            }
        }
    }
    assert!(tampered > 0, "some look-ahead barrier written");
}

/// A scope's number of pairs must be what the named level counts.
#[test]
fn a_relaxation_over_another_number_of_pairs_is_rejected() {
    let c = suboptimal();
    let Some((b, chain)) = c.brackets.iter().enumerate().find_map(|(b, bracket)| {
        bracket
            .relaxations
            .iter()
            .position(|r| {
                matches!(
                    r.scope.pairs_by,
                    pairproof::certificate::PairsBy::Level { .. }
                )
            })
            .map(|chain| (b, chain))
    }) else {
        panic!("no relaxation whose pairs a level counts");
    };
    let mut wrong = c.clone();
    wrong.brackets[b].relaxations[chain].scope.pairs += 1;
    let used = wrong.brackets[b]
        .levels
        .iter()
        .any(|l| matches!(l.evidence, Evidence::Relaxation { chain: ch, .. } if ch == chain));
    assert!(used, "the chain is evidence of some level");
    let why = rejected(&wrong);
    assert!(why.contains("pairs"), "{why}");
}

/// Every round of generated tournaments under every system: a certificate
/// the checker accepts, whose verdict is the verifier's.
#[test]
fn every_round_certified_and_accepted_under_every_system() {
    for system in [
        SystemId::Dutch2017,
        SystemId::Dutch2012,
        SystemId::Dutch2026,
        SystemId::Lim,
        SystemId::Rating1992,
    ] {
        let t = generator::generate(
            system,
            &GeneratorConfig {
                players: Some(13),
                rounds: Some(5),
                ..Default::default()
            },
            11,
        )
        .unwrap();
        for round in Round::all(t.rounds_in_file()) {
            let request = RoundRequest::recorded_round(&t, round, t.total_rounds());
            let (report, c) =
                verify_certified(system, &t, &request, &Pairing::from_round(&t, round)).unwrap();
            assert_eq!(c.verdict, report.verdict.word());
            let text = serde_json::to_string(&c).unwrap();
            if let Err(why) = pairproof::certificate::check::check_text(&text) {
                panic!("{system:?} round {round}: {why}");
            }
        }
    }
}

/// The checker's module uses std and serde alone.
#[test]
fn the_checker_depends_on_nothing_of_the_engine() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/certificate");
    let mut files: Vec<std::path::PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .collect();
    files.sort();
    assert!(files.len() >= 7, "the checker's files: {files:?}");
    for path in files {
        let file = path.display();
        let text = std::fs::read_to_string(&path).unwrap();
        let code = text.lines().filter(|l| !l.trim_start().starts_with("//"));
        for line in code.filter(|l| l.trim_start().starts_with("use ") || l.contains("crate::")) {
            let allowed = line.contains("super::")
                || line.contains("std::")
                || line.contains("serde")
                || line.contains("crate::certificate");
            assert!(allowed, "{file}: {line}");
        }
        let code: Vec<&str> = text
            .lines()
            .filter(|l| !l.trim_start().starts_with("//"))
            .collect();
        for forbidden in [
            "highs",
            "good_lp",
            "varisat",
            "crate::engine",
            "crate::solver",
            "crate::verifier",
        ] {
            assert!(
                !code.iter().any(|l| l.contains(forbidden)),
                "{file} uses {forbidden}"
            );
        }
    }
}

use crate::cli_support;

/// `pairproof verify RULES TRF --round N --certificate FILE`, which must succeed.
fn certified_by_cli(rules: &[&str], trf: &str, round: usize, file: &std::path::Path) {
    let round = round.to_string();
    let file = cli_support::arg(file);
    let mut args = vec!["verify"];
    args.extend(rules);
    args.extend([trf, "--round", &round, "--certificate", &file]);
    cli_support::assert_code(&cli_support::run(&args), 0);
}

/// As a user runs it: `verify --certificate`, then `certificate check`;
/// a tampered file is exit 3 naming what failed.
#[test]
fn verify_writes_and_certificate_check_reads() {
    use cli_support::{arg, assert_code, repo, run, scratch};
    let dir = scratch("certificate-cli");
    let file = dir.join("round3.json");
    certified_by_cli(
        &["--system", "dutch-2017"],
        &repo("corpora/dutch-2017/absent-1.trf"),
        3,
        &file,
    );
    let checked = run(&["certificate", "check", &arg(&dir)]);
    assert_code(&checked, 0);
    assert!(
        checked.stdout.contains("certificate accepted")
            && checked.stdout.contains("1 certificates accepted"),
        "{}",
        checked.stdout
    );
    assert!(
        checked.stdout.contains("Tutte-Berge barrier")
            && checked.stdout.contains("of the continuous relaxation"),
        "{}",
        checked.stdout
    );
    let text = std::fs::read_to_string(&file).unwrap();
    let mut c: RoundCertificate = serde_json::from_str(&text).unwrap();
    c.brackets[0].vertices.swap(0, 1);
    c.brackets[0].vertices[0] = 999;
    std::fs::write(&file, serde_json::to_string(&c).unwrap()).unwrap();
    let round2 = dir.join("round2.json");
    certified_by_cli(
        &["--system", "dutch-2017"],
        &repo("corpora/dutch-2017/absent-1.trf"),
        2,
        &round2,
    );
    // Every file is checked, the rejected one named on stderr.
    let rejected = run(&["certificate", "check", "-q", &arg(&dir)]);
    assert_code(&rejected, 3);
    assert!(
        rejected
            .stderr
            .contains("round3.json: certificate rejected: bracket 1:"),
        "{}",
        rejected.stderr
    );
    assert!(
        rejected
            .stdout
            .starts_with("1 certificates accepted, 1 rejected"),
        "{}",
        rejected.stdout
    );
}

/// A certificate naming a system the checker does not know is refused (exit
/// 3, naming the system), not accepted with its whole model on trust; with
/// the system's name restored it is accepted again.
#[test]
fn a_certificate_of_an_unknown_system_is_refused() {
    use cli_support::{arg, assert_code, repo, run, scratch};
    let dir = scratch("certificate-unknown-system");
    let file = dir.join("round4.json");
    let demo = repo("corpora/examples/demo-round5.trf");
    certified_by_cli(&["--system", "dutch-2026"], &demo, 4, &file);
    let text = std::fs::read_to_string(&file).unwrap();
    let mut c: RoundCertificate = serde_json::from_str(&text).unwrap();
    assert_eq!(c.system, "dutch-2026");
    c.system = "dutch-2099".into();
    std::fs::write(&file, serde_json::to_string(&c).unwrap()).unwrap();
    let refused = run(&["certificate", "check", &arg(&file)]);
    assert_code(&refused, 3);
    assert!(
        refused.stderr.contains(
            "round4.json: certificate rejected: system `dutch-2099` is none the checker knows"
        ),
        "{}",
        refused.stderr
    );
    assert!(
        refused
            .stdout
            .starts_with("0 certificates accepted, 1 rejected"),
        "{}",
        refused.stdout
    );
    // Without the tournament too: the name is checked before anything else.
    let why = check::check(&c).expect_err("an unknown system is refused");
    assert!(why.starts_with("system `dutch-2099`"), "{why}");
    c.system = "dutch-2026".into();
    std::fs::write(&file, serde_json::to_string(&c).unwrap()).unwrap();
    assert_code(&run(&["certificate", "check", &arg(&file)]), 0);
}

/// The checker's own list of systems is every system pairproof has (the
/// checker imports nothing of the engine, so the list is its own).
#[test]
fn the_checker_knows_every_system_and_no_other() {
    let ours: std::collections::BTreeSet<&str> = check::SYSTEMS.into_iter().collect();
    let engine: std::collections::BTreeSet<&str> = SystemId::ALL.iter().map(|s| s.name()).collect();
    assert_eq!(ours, engine);
}

/// `check --certificates`: the certificate of pairproof's own pairing of
/// every round, named after the file (`..` as `up`, no hidden file), each
/// accepted by the checker; a round that pairproof pairs otherwise than the
/// file still gets its own pairing's certificate.
#[test]
fn check_writes_a_certificate_of_every_round_it_pairs() {
    use cli_support::{arg, assert_code, repo, run, scratch};
    let dir = scratch("check-certificates");
    let out = run(&[
        "check",
        "--system",
        "dutch-2017",
        "-q",
        "--certificates",
        &arg(&dir),
        &repo("corpora/dutch-2017/small-1.trf"),
    ]);
    assert_code(&out, 0);
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    let rounds = pairproof::trf::read_file(std::path::Path::new(&repo(
        "corpora/dutch-2017/small-1.trf",
    )))
    .unwrap()
    .rounds_in_file();
    assert_eq!(names.len(), rounds, "{names:?}");
    assert!(
        names
            .iter()
            .all(|n| !n.starts_with('.') && n.contains("small-1.trf-round")),
        "{names:?}"
    );
    let checked = run(&["certificate", "check", "-q", &arg(&dir)]);
    assert_code(&checked, 0);
    assert!(
        checked
            .stdout
            .starts_with(&format!("{rounds} certificates accepted, 0 rejected")),
        "{}",
        checked.stdout
    );
}

/// The SAT side: where a level is asked of SAT (no bound given), the
/// unsatisfiable question's DRAT refutation passes the checker's forward
/// RUP check; one step changed (the first lemma made the negation of the
/// formula's unit "true" literal, which unit propagation does not imply)
/// is rejected at that line.
#[test]
fn a_refutation_is_checked_and_a_tampered_step_is_rejected() {
    use pairproof::certificate::unsat;
    use pairproof::solver::{LinearForm, MatchingModel};
    use pairproof::verifier::levels::{
        first_better_or_equals, lexicographic_minimum_with, Effort, LevelSpec,
    };
    // Two triangles joined by one edge: the relaxation's half-pairs around a
    // triangle are of no use to SAT, which must count.
    let mut model = MatchingModel::new(6);
    for (a, b) in [(0, 1), (1, 2), (0, 2), (2, 3), (3, 4), (4, 5), (3, 5)] {
        model.add_edge(a, b);
    }
    model.must_match = vec![true; 6];
    let mut pairs = LinearForm::new();
    let mut cost = LinearForm::new();
    for e in 0..model.edges.len() {
        pairs.add(e, -1);
        cost.add(e, [3, 1, 2, 5, 2, 4, 1][e]);
    }
    let levels = vec![
        LevelSpec {
            form: pairs,
            bound: None,
        },
        LevelSpec {
            form: cost,
            bound: None,
        },
    ];
    let mut effort = Effort::default();
    let (values, _) =
        lexicographic_minimum_with(&model, &levels, None, None, &mut effort, &|_, _| None)
            .unwrap()
            .unwrap();
    let answers = first_better_or_equals(
        &model,
        &levels,
        &values,
        &[false, false],
        &[],
        &mut effort,
        true,
    );
    assert!(matches!(
        answers.judgement,
        pairproof::verifier::levels::Judgement::Optimal
    ));
    for (k, refutation) in answers.refutations.iter().enumerate() {
        let r = refutation
            .as_ref()
            .unwrap_or_else(|| panic!("level {k} refuted"));
        unsat::check(&r.cnf, &r.drat).unwrap_or_else(|e| panic!("level {k}: {e}"));
        let tampered = format!(
            "-1 0\n{}",
            r.drat.lines().skip(1).collect::<Vec<_>>().join("\n")
        );
        let why = unsat::check(&r.cnf, &tampered).expect_err("a tampered refutation is rejected");
        assert!(
            why.contains("proof line 1") && why.contains("not implied"),
            "{why}"
        );
    }
}

/// One edge of the completion below the bracket moved to another edge, or
/// one level's value under test changed: the completion no longer reaches
/// the values under test.
#[test]
fn a_tampered_completion_below_is_rejected() {
    let mut tampered = 0;
    for c in certified_rounds(21, 6, 7) {
        for (b, bracket) in c.brackets.iter().enumerate() {
            let Some(&first) = bracket.tested_below.first() else {
                continue;
            };
            let Some(l) = bracket
                .levels
                .iter()
                .position(|l| l.terms.iter().any(|&(e, _)| e == first))
            else {
                continue;
            };
            let mut wrong = c.clone();
            wrong.brackets[b].levels[l].tested += 1;
            let why = rejected(&wrong);
            assert!(why.contains("completion") || why.contains("bound"), "{why}");
            let mut wrong = c.clone();
            let Some(elsewhere) =
                (0..bracket.edges.len()).find(|e| bracket.edges[*e].kind == "bracket")
            else {
                continue;
            };
            wrong.brackets[b].tested_below[0] = elsewhere;
            let why = rejected(&wrong);
            assert!(why.contains("completion"), "{why}");
            tampered += 1;
        }
    }
    assert!(tampered > 0, "some completion below a bracket written");
}

/// A scope whose pairs two levels count (the bracket's, then C.7's below):
/// one pair more is rejected.
#[test]
fn a_relaxation_over_more_pairs_than_c7_counts_is_rejected() {
    let mut tampered = 0;
    for c in certified_rounds(21, 6, 7) {
        for (b, bracket) in c.brackets.iter().enumerate() {
            for level in &bracket.levels {
                let Evidence::Relaxation { chain, .. } = level.evidence else {
                    continue;
                };
                let counted = matches!(
                    bracket.relaxations[chain].scope.pairs_by,
                    pairproof::certificate::PairsBy::Levels { .. }
                );
                if !counted {
                    continue;
                }
                let mut wrong = c.clone();
                wrong.brackets[b].relaxations[chain].scope.pairs += 1;
                let why = rejected(&wrong);
                assert!(why.contains("settle") && why.contains("pairs"), "{why}");
                tampered += 1;
            }
        }
    }
    assert!(tampered > 0, "some relaxation counted by C.7's levels");
}

/// A level proved by an optimal dual of the perfect matching polytope: one
/// potential lowered, one odd set's value raised and one weight changed are
/// each rejected, naming the dual.
#[test]
fn a_tampered_matching_dual_is_rejected() {
    let mut tampered = 0;
    for (players, rounds, seed) in [(21, 6, 7), (17, 7, 3), (25, 7, 11)] {
        for c in certified_rounds(players, rounds, seed) {
            for (b, bracket) in c.brackets.iter().enumerate() {
                for (l, level) in bracket.levels.iter().enumerate() {
                    let Evidence::Matching { dual } = &level.evidence else {
                        continue;
                    };
                    let with = |change: &dyn Fn(&mut MatchingDual)| {
                        let mut wrong = c.clone();
                        let Evidence::Matching { dual } = &mut wrong.brackets[b].levels[l].evidence
                        else {
                            unreachable!()
                        };
                        change(dual);
                        let why = rejected(&wrong);
                        assert!(why.contains("matching dual"), "{why}");
                    };
                    // Every potential is on some tight edge of the optimum: lowering one breaks it.
                    with(&|d| d.potentials[0].0 -= 1);
                    with(&|d| d.levels.last_mut().expect("this level").1 .0 = 0);
                    if !dual.odd_sets.is_empty() {
                        with(&|d| d.odd_sets[0].1 .0 = -1);
                    }
                    tampered += 1;
                }
            }
        }
    }
    assert!(tampered > 0, "some level proved by a matching dual");
}

/// The certificate of `verify --round ROUND FILE` under `system` (as the CLI
/// writes it: with the tournament's path and hash), and the file's bytes.
fn certified_file(system: SystemId, file: &str, round: usize) -> (RoundCertificate, Vec<u8>) {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(file);
    let t = pairproof::trf::read_file(&path).unwrap();
    let round = Round::new(round).unwrap();
    let request = RoundRequest::recorded_round(&t, round, t.total_rounds());
    let tested = Pairing::from_round(&t, round);
    let (_, mut c) = verify_certified(system, &t, &request, &tested).unwrap();
    c.tournament = pairproof::audit::tournament_file(&path);
    (c, std::fs::read(&path).unwrap())
}

fn against(c: &RoundCertificate, bytes: &[u8]) -> Result<check::Checked, String> {
    check::check_against(
        c,
        Some(check::TournamentBytes {
            name: "demo-round5.trf",
            bytes,
        }),
    )
}

fn demo() -> (RoundCertificate, Vec<u8>) {
    certified_file(SystemId::Dutch2017, "corpora/examples/demo-round5.trf", 4)
}

use pairproof::certificate::check;

/// Issue 40's own example: one coefficient of bracket 1's second level
/// (C.7, the PSD of the following bracket) raised. Without the tournament
/// the checker cannot tell (the form is the rule set's word); with it, the
/// derivation from the TRF rejects the level by name.
#[test]
fn a_raised_coefficient_is_rejected_by_the_derivation() {
    let (mut c, bytes) = demo();
    assert!(against(&c, &bytes).is_ok());
    c.brackets[0].levels[1].terms[0].1 += 1;
    let why = against(&c, &bytes).expect_err("a tampered form is rejected");
    assert!(
        why.starts_with("bracket 1: level 2 (C.7): the form differs from the derivation's"),
        "{why}"
    );
}

/// An edge moved to another pair of players, an edge removed, an edge's
/// kind changed: the compatible pairs are the derivation's (C.1-C.3).
#[test]
fn a_tampered_or_removed_edge_is_rejected() {
    let (c, bytes) = demo();
    // Bracket 4 (8, 13, 14, 19): 5 edges of its 6 pairs, 13 and 19 having met.
    let b = c.brackets.iter().position(|b| b.bracket == 4).unwrap();
    let vertices = &c.brackets[b].vertices;
    let held: std::collections::BTreeSet<(usize, usize)> = c.brackets[b]
        .edges
        .iter()
        .map(|e| (e.a.min(e.b), e.a.max(e.b)))
        .collect();
    let met = (0..vertices.len())
        .flat_map(|i| (i + 1..vertices.len()).map(move |j| (i, j)))
        .find(|p| !held.contains(p))
        .expect("a pair of bracket 4 that met before");
    let mut moved = c.clone();
    moved.brackets[b].edges[0].a = met.0;
    moved.brackets[b].edges[0].b = met.1;
    let why = against(&moved, &bytes).expect_err("an incompatible pair is rejected");
    let named = format!(
        "bracket 4: edge 0 ({}-{}, bracket) is no compatible pair",
        vertices[met.0], vertices[met.1]
    );
    assert!(why.starts_with(&named), "{why}");
    // Bracket 3: all 28 pairs of its 8 players are compatible.
    let b = c.brackets.iter().position(|b| b.bracket == 3).unwrap();
    let mut removed = c.clone();
    removed.brackets[b].edges.pop();
    let why = against(&removed, &bytes).expect_err("a compatible pair left out is rejected");
    assert!(
        why.starts_with("bracket 3: the compatible pair")
            && why.ends_with("is missing from its edges"),
        "{why}"
    );
    let mut kind = c.clone();
    kind.brackets[b].edges[0].kind = "next".into();
    let why = against(&kind, &bytes).expect_err("an edge of another kind is rejected");
    assert!(
        why.starts_with("bracket 3: edge 0 (")
            && why.contains("is of kind next, the derivation gives bracket"),
        "{why}"
    );
}

/// A fixed edge, a row or a must-match vertex added to a normal bracket:
/// the rules fix nothing there.
#[test]
fn a_tampered_fixed_edge_is_rejected() {
    let (c, bytes) = demo();
    let mut fixed = c.clone();
    fixed.brackets[2].fixed.push((0, true));
    let why = against(&fixed, &bytes).expect_err("a fixed edge is rejected");
    assert!(
        why.starts_with("bracket 3: fixed edges in a normal bracket"),
        "{why}"
    );
    let mut row = c.clone();
    let last = row.brackets.len() - 1;
    row.brackets[last].rows[0].lower = Some(0);
    let why = against(&row, &bytes).expect_err("a row relaxed is rejected");
    assert!(why.starts_with("bracket 6: its rows"), "{why}");
}

/// Another tournament than the one the certificate judged: the hash differs.
#[test]
fn a_wrong_tournament_is_rejected_by_its_hash() {
    let (c, mut bytes) = demo();
    bytes.extend_from_slice(b"\n");
    let why = against(&c, &bytes).expect_err("another file is rejected");
    assert!(
        why.contains("hashes to") && why.contains("demo-round5.trf"),
        "{why}"
    );
    // The recorded hash is FNV-1a 64 of the bytes.
    assert_eq!(
        pairproof::certificate::tournament::fnv1a64(b""),
        0xcbf29ce484222325
    );
    assert_eq!(
        pairproof::certificate::tournament::fnv1a64(b"a"),
        0xaf63dc4c8601ec8c
    );
}

/// The players of a bracket changed (one swapped for a player of another
/// score): not the bracket the pairing under test forms.
#[test]
fn a_bracket_of_other_players_is_rejected() {
    let (mut c, bytes) = demo();
    let b = c.brackets.iter().position(|b| b.bracket == 4).unwrap();
    c.brackets[b].vertices[0] = 1;
    let why = against(&c, &bytes).expect_err("another bracket is rejected");
    assert!(why.starts_with("bracket 4: its players"), "{why}");
}

/// The examples' certificates, untouched, are accepted with the derivation
/// saying what it derived, and naming the forms it trusts.
#[test]
fn untouched_certificates_are_accepted_with_the_derivation() {
    for (system, file, rounds) in [
        (SystemId::Dutch2017, "corpora/examples/demo-round5.trf", 4),
        (SystemId::Dutch2026, "corpora/examples/demo-round5.trf", 4),
    ] {
        for round in 2..=rounds {
            let (c, bytes) = certified_file(system, file, round);
            let done =
                against(&c, &bytes).unwrap_or_else(|e| panic!("{system:?} round {round}: {e}"));
            assert!(
                done.proved
                    .iter()
                    .any(|p| p.contains("derived from the tournament")),
                "{done:?}"
            );
            assert!(
                done.levels_derived > 0,
                "{system:?} round {round}: {done:?}"
            );
            assert!(
                done.trusted
                    .iter()
                    .all(|t| !t.contains("no tournament file")),
                "{done:?}"
            );
        }
    }
}

/// As a user runs it: the certificate names its tournament and `certificate
/// check` finds it; `--trf` gives another file, whose hash differs: exit 3.
#[test]
fn certificate_check_reads_the_tournament_named_or_given() {
    use cli_support::{arg, assert_code, repo, run, scratch};
    let dir = scratch("certificate-trf");
    let file = dir.join("round4.json");
    let demo = repo("corpora/examples/demo-round5.trf");
    certified_by_cli(&["--system", "dutch-2017"], &demo, 4, &file);
    let checked = run(&["certificate", "check", &arg(&file)]);
    assert_code(&checked, 0);
    assert!(
        checked.stdout.contains("derived from the tournament"),
        "{}",
        checked.stdout
    );
    let checked = run(&["certificate", "check", "--trf", &demo, &arg(&file)]);
    assert_code(&checked, 0);
    let other = repo("corpora/examples/highs-error-round10.trf");
    let rejected = run(&["certificate", "check", "-q", "--trf", &other, &arg(&file)]);
    assert_code(&rejected, 3);
    assert!(
        rejected
            .stderr
            .contains("certificate rejected: the tournament")
            && rejected.stderr.contains("hashes to"),
        "{}",
        rejected.stderr
    );
}

/// A certificate written under a rule model names it, and the checker takes
/// its model on trust rather than reject it against the text's own readings.
#[test]
fn a_rule_models_certificate_names_the_model_and_is_not_derived() {
    use cli_support::{arg, assert_code, repo, run, scratch};
    let dir = scratch("certificate-model");
    let file = dir.join("round4.json");
    let demo = repo("corpora/examples/demo-round5.trf");
    let model = repo("models/no-topscorers.toml");
    certified_by_cli(&["--model", &model], &demo, 4, &file);
    let c: RoundCertificate =
        serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
    assert_eq!(c.model.as_deref(), Some("no-topscorers"));
    let checked = run(&["certificate", "check", &arg(&file)]);
    assert_code(&checked, 0);
    assert!(
        checked
            .stdout
            .contains("as the rule model no-topscorers wrote it")
            && checked
                .stdout
                .contains("0 forms derived from the tournament"),
        "{}",
        checked.stdout
    );
}

/// Every leaf of `v` (numbers, booleans, strings) and every array element, by
/// its path, each changed once: a number moved by one, a boolean flipped, a
/// string lengthened, an array element removed.
fn single_field_mutations(v: &serde_json::Value) -> Vec<(String, serde_json::Value)> {
    use serde_json::Value;
    fn walk(v: &Value, path: &mut Vec<String>, out: &mut Vec<(Vec<String>, Value)>) {
        let mutated = match v {
            Value::Number(n) => n
                .as_i64()
                .map(|i| Value::from(i + 1))
                .or_else(|| n.as_f64().map(|f| Value::from(f + 1.0))),
            Value::Bool(b) => Some(Value::Bool(!b)),
            Value::String(s) => Some(Value::String(format!("{s}x"))),
            _ => None,
        };
        if let Some(m) = mutated {
            out.push((path.clone(), m));
        }
        match v {
            Value::Array(items) => {
                for (i, item) in items.iter().enumerate() {
                    let mut shorter = items.clone();
                    shorter.remove(i);
                    out.push((path.clone(), Value::Array(shorter)));
                    path.push(i.to_string());
                    walk(item, path, out);
                    path.pop();
                }
            }
            Value::Object(fields) => {
                for (k, item) in fields {
                    path.push(k.clone());
                    walk(item, path, out);
                    path.pop();
                }
            }
            _ => {}
        }
    }
    let mut found = Vec::new();
    walk(v, &mut Vec::new(), &mut found);
    found
        .into_iter()
        .map(|(path, replacement)| {
            let mut whole = v.clone();
            let pointer = format!("/{}", path.join("/"));
            let slot = if path.is_empty() {
                &mut whole
            } else {
                whole.pointer_mut(&pointer).unwrap()
            };
            *slot = replacement;
            (pointer, whole)
        })
        .collect()
}

/// Whether an accepted change of the field at `path` is one the checker
/// read and found still a proof: a potential or a step's level of a
/// relaxation chain (every step is reached by some level's evidence, the
/// checker refuses any other) or of a matching dual, re-checked arc by arc,
/// as are the levels and weights that dual packs (the edge costs come from
/// them, and the bound holds for any weights);
/// a scope's `must_match`, under which the duals are re-checked;
/// or the level's `measure`, a label for the reader that the checker does
/// not read (docs/certificates.md says so).
fn rechecked_or_label(path: &str) -> bool {
    let parts: Vec<&str> = path.split('/').collect();
    let at = |i: usize| parts.get(i).copied().unwrap_or("");
    let index = |i: usize| at(i).parse::<usize>().is_ok();
    let step_number = at(1) == "brackets"
        && at(3) == "relaxations"
        && at(5) == "steps"
        && index(6)
        && (at(7) == "level" || (matches!(at(7), "rows" | "cols") && index(8)));
    let dual_number = at(3) == "levels"
        && at(5) == "evidence"
        && at(6) == "dual"
        && matches!(at(7), "potentials" | "odd_sets")
        && index(8);
    // The levels a matching dual packs, and their weights: the edge costs
    // the dual is re-checked against are computed from them.
    let dual_packing =
        at(3) == "levels" && at(5) == "evidence" && at(6) == "dual" && at(7) == "levels";
    // Either way a scope every candidate fits (each matches the model's
    // must-match vertices), re-checked with the duals over it.
    let scope_must_match = (at(3) == "relaxations" && at(5) == "scope" && at(6) == "must_match")
        || (at(5) == "evidence" && at(6) == "dual" && at(7) == "scope" && at(8) == "must_match");
    let label = parts.len() == 6 && at(3) == "levels" && at(5) == "measure";
    step_number || dual_number || dual_packing || scope_must_match || label
}

/// Issue 40: every single-field change of a certificate, for a sample of
/// each kind (dutch-2017 and dutch-2026, verdicts by levels, barriers, duals
/// and the following bracket), is refused (by the reader or the checker),
/// accepted only with a fact taken on trust the original did not need (a
/// bracket removed: "not certified"), or, accepted as a proof, a change the
/// checker re-checked ([`rechecked_or_label`]): the checker, with the
/// tournament to derive from, takes nothing else on the certificate's word
/// and reads every number it is given.
#[test]
fn every_single_field_mutation_is_rejected_or_proves_the_same_verdict() {
    let sample = [
        (SystemId::Dutch2017, 4),
        (SystemId::Dutch2026, 4),
        (SystemId::Dutch2026, 2),
    ];
    for (system, round) in sample {
        let (c, bytes) = certified_file(system, "corpora/examples/demo-round5.trf", round);
        let original = against(&c, &bytes).expect("the certificate is accepted");
        let whole = serde_json::to_value(&c).unwrap();
        let mutations = single_field_mutations(&whole);
        // Evenly spread, so that every part of a large certificate is reached.
        let stride = mutations.len().div_ceil(150);
        let (mut tried, mut refused, mut trusting, mut harmless) = (0, 0, 0, Vec::new());
        for (path, mutated) in mutations.iter().step_by(stride) {
            tried += 1;
            let Ok(m) = serde_json::from_value::<RoundCertificate>(mutated.clone()) else {
                refused += 1;
                continue;
            };
            match against(&m, &bytes) {
                Err(_) => refused += 1,
                // Accepted only on trust, and the report says so (a bracket
                // removed is "not certified"): no proof, and not passed off
                // as one. A fact is new when the original's report lacks it
                // (a count of facts would miss one gained for one lost).
                Ok(done) if done.trusted.iter().any(|t| !original.trusted.contains(t)) => {
                    trusting += 1
                }
                Ok(_) => {
                    assert_eq!(
                        (&m.system, m.round, &m.verdict, &m.tested.boards, &m.tested.bye),
                        (&c.system, c.round, &c.verdict, &c.tested.boards, &c.tested.bye),
                        "{system:?} round {round}: {path} changed the verdict or the pairing and was accepted"
                    );
                    harmless.push(path.clone());
                }
            }
        }
        eprintln!(
            "{system:?} round {round}: {tried} mutations, {refused} refused, {trusting} accepted only on trust, {} accepted with the same verdict",
            harmless.len()
        );
        let unread: Vec<&String> = harmless.iter().filter(|p| !rechecked_or_label(p)).collect();
        assert!(
            unread.is_empty(),
            "{system:?} round {round}: changes accepted as proofs though the checker did not re-check them: {unread:?}"
        );
        assert!(refused * 2 > tried, "most changes touch what is checked");
    }
}

/// The classes of [`rechecked_or_label`] are the ones meant: a removed step,
/// a scope's number or a level's kind are not among them.
#[test]
fn only_rechecked_numbers_and_the_measure_may_change() {
    assert!(rechecked_or_label(
        "/brackets/1/relaxations/2/steps/3/cols/7"
    ));
    assert!(rechecked_or_label(
        "/brackets/0/relaxations/1/steps/3/level"
    ));
    assert!(rechecked_or_label(
        "/brackets/0/levels/4/evidence/dual/potentials/2"
    ));
    assert!(rechecked_or_label(
        "/brackets/2/levels/2/evidence/dual/levels"
    ));
    assert!(rechecked_or_label("/brackets/5/levels/0/measure"));
    assert!(!rechecked_or_label("/brackets/4/relaxations/2/steps"));
    assert!(!rechecked_or_label(
        "/brackets/1/relaxations/2/steps/3/cols"
    ));
    assert!(!rechecked_or_label("/brackets/1/relaxations/2/scope/pairs"));
    assert!(!rechecked_or_label("/brackets/5/levels/0/kind"));
    assert!(rechecked_or_label(
        "/brackets/1/levels/8/evidence/dual/scope/must_match"
    ));
    assert!(!rechecked_or_label(
        "/brackets/1/levels/8/evidence/dual/scope/pairs"
    ));
    assert!(!rechecked_or_label("/brackets"));
}

/// A value under test is recomputed without wrapping: a level whose form,
/// summed in 64 bits, wraps round to the value under test (two weights of
/// `i64::MAX` and a 2 on one pair under test: 2^64) is rejected, and so is
/// a scope's number of pairs whose double cover would wrap.
#[test]
fn numbers_at_the_ends_of_their_range_are_rejected_not_wrapped() {
    let (c, _) = demo();
    let b = c
        .brackets
        .iter()
        .position(|b| !b.tested_edges.is_empty() && b.tested_below.is_empty())
        .expect("a bracket with pairs under test and no completion");
    let e = c.brackets[b].tested_edges[0];
    let mut wrapped = c.clone();
    let level = wrapped.brackets[b].levels.len() - 1;
    let last = &mut wrapped.brackets[b].levels[level];
    last.constant = last.tested;
    last.terms = vec![(e, i64::MAX), (e, i64::MAX), (e, 2)];
    last.evidence = Evidence::Claimed {
        method: "a bound".into(),
    };
    let why = rejected(&wrapped);
    assert!(why.contains("the value under test is"), "{why}");
    // A relaxation over usize::MAX pairs: refused, its double cover unsized.
    let mut huge = c.clone();
    let (bracket, chain) = huge
        .brackets
        .iter()
        .enumerate()
        .find_map(|(i, b)| (!b.relaxations.is_empty()).then_some((i, 0)))
        .expect("a bracket with a relaxation chain");
    huge.brackets[bracket].relaxations[chain].scope.pairs = usize::MAX;
    let why = rejected(&huge);
    assert!(why.contains("pairs"), "{why}");
}

/// A DIMACS header may claim more variables than the formula uses: the
/// refutation is checked with room for the variables used, not the count
/// (which here would not fit in memory); a literal beyond the count is
/// still refused.
#[test]
fn a_refutation_under_a_header_of_any_size_is_checked() {
    use pairproof::certificate::unsat;
    let header = format!("p cnf {} 2\n1 0\n-1 0\n", usize::MAX);
    assert_eq!(unsat::check(&header, "0\n"), Ok(()));
    let why = unsat::check("p cnf 1 2\n1 0\n-1 0\n", "2 0\n0\n").expect_err("literal 2 of 1");
    assert!(why.contains("out of the 1 variables"), "{why}");
}

/// A round beyond the tournament's recorded rounds and the next one is
/// refused by the derivation, not built round by round.
#[test]
fn a_round_beyond_the_tournament_is_refused() {
    let (mut c, bytes) = demo();
    c.round = 1_000_000_000_000;
    let why = against(&c, &bytes).expect_err("no such round");
    assert!(why.contains("not one of the tournament's"), "{why}");
}

/// A team round whose brackets a certificate proves by the perfect matching
/// polytope's dual before SAT: `generate --system team-swiss --seed 16`,
/// round 4 (38 teams, seven brackets) is certified and accepted, with
/// matching-dual evidence, where SAT's refutation of its first bracket's
/// 3.5.5 level does not end.
#[test]
fn a_team_round_is_certified_by_the_matching_dual() {
    use cli_support::{arg, assert_code, run, scratch};
    let dir = scratch("certificate-team");
    let trf = dir.join("seed-16.trf");
    assert_code(
        &run(&[
            "generate",
            "--system",
            "team-swiss",
            "--seed",
            "16",
            "-o",
            &arg(&trf),
        ]),
        0,
    );
    let file = dir.join("round4.json");
    certified_by_cli(&["--system", "team-swiss"], &arg(&trf), 4, &file);
    let checked = run(&["certificate", "check", &arg(&file)]);
    assert_code(&checked, 0);
    assert!(
        checked.stdout.contains("certificate accepted")
            && checked
                .stdout
                .contains("an optimal dual of the perfect matching polytope"),
        "{}",
        checked.stdout
    );
}
