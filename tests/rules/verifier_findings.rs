//! `verify` lists every finding of a round, strongest first (issue 25):
//! each broken absolute criterion, the first better level of each bracket,
//! each colour breach named after the rule set's own paragraph.

use crate::common;
use pairproof::pairing::{Board, Pairing};

use pairproof::state::RoundRequest;
use pairproof::systems::SystemId;
use pairproof::tournament::Round;
use pairproof::verifier::{verify, verify_every, Verdict};

/// The Lim round of `lim_verifier.rs` (2.6 takes 1 v 2 back into the
/// median group, where 1 v 3, 2 v 4 gives everybody his due colour): the
/// pairing 1 v 4, 2 v 3 is worse on 5.2 in the median group, and giving #1
/// (white in both rounds) white again is his third white in a row, which
/// 5.1 a forbids (5.3 gives him black). Both are found, the 5.2 finding
/// first; the single-finding verifier reports 5.2 alone, as before.
#[test]
fn lim_suboptimal_at_5_2_and_a_third_colour_in_a_row() {
    let t = common::tournament(6, 5, &["3-4:= 1-5:1 2-6:1", "4-3:= 1-6:= 5-2:="]);
    let request = RoundRequest::next_round(&t).unwrap();
    let tested = common::pairing(&[(1, 4), (2, 3), (5, 6)], None);
    let report = verify_every(SystemId::Lim, &t, &request, &tested).unwrap();
    assert_eq!(report.verdict, Verdict::Suboptimal, "{}", report.render());
    let listed: Vec<(Verdict, &str)> = report
        .findings
        .iter()
        .map(|l| (l.verdict, l.finding.criterion.as_str()))
        .collect();
    assert_eq!(
        listed[0],
        (Verdict::Suboptimal, "5.2"),
        "{}",
        report.render()
    );
    assert_eq!(
        report.findings[0].finding.bracket,
        Some(3),
        "the median group"
    );
    assert!(
        listed.contains(&(Verdict::Colours, "5.1(a)")),
        "{}",
        report.render()
    );
    assert_eq!(
        report.finding.as_ref().map(|f| f.criterion.as_str()),
        Some("5.2")
    );
    let rendered = report.render();
    assert!(rendered.contains("findings, strongest first"), "{rendered}");
    assert!(rendered.contains("5.1(a): board 1-4"), "{rendered}");

    let single = verify(SystemId::Lim, &t, &request, &tested).unwrap();
    assert_eq!(single.findings.len(), 1);
    assert_eq!(single.findings[0].finding.criterion, "5.2");
}

/// A Lim colour breach alone: the right pairs, #1 given a third white.
#[test]
fn lim_colour_breach_named_5_1_a_not_the_allocation() {
    let t = common::tournament(6, 5, &["3-4:= 1-5:1 2-6:1", "4-3:= 1-6:= 5-2:="]);
    let request = RoundRequest::next_round(&t).unwrap();
    let right = pairproof::systems::pair(SystemId::Lim, &t, &request).unwrap();
    let (tested, _) = white_to_1(&right);
    let report = verify_every(SystemId::Lim, &t, &request, &tested).unwrap();
    assert_eq!(report.verdict, Verdict::Colours, "{}", report.render());
    assert_eq!(report.findings.len(), 1, "{}", report.render());
    assert_eq!(report.findings[0].finding.criterion, "5.1(a)");
}

/// Two rematches in one round (C.1), a player paired twice and one left
/// out (the completion): every one is listed, board by board.
#[test]
fn every_illegal_pair_listed() {
    let t = common::tournament(8, 5, &["1-5:1 2-6:1 3-7:1 4-8:1"]);
    let request = RoundRequest::next_round(&t).unwrap();
    let tested = common::pairing(&[(5, 1), (6, 2), (4, 3), (7, 3)], None);
    let report = verify_every(SystemId::Dutch2017, &t, &request, &tested).unwrap();
    assert_eq!(report.verdict, Verdict::Illegal, "{}", report.render());
    let illegal: Vec<&str> = report
        .findings
        .iter()
        .filter(|l| l.verdict == Verdict::Illegal)
        .map(|l| l.finding.message.as_str())
        .collect();
    assert_eq!(illegal.len(), 4, "{}", report.render());
    assert!(illegal[0].contains("players 5 and 1"), "{illegal:?}");
    assert!(illegal[1].contains("players 6 and 2"), "{illegal:?}");
    assert!(illegal[2].contains("player 3 appears twice"), "{illegal:?}");
    assert!(illegal[3].contains("player 8 takes part"), "{illegal:?}");

    let missing = common::pairing(&[(5, 2), (6, 1), (7, 4)], None);
    let report = verify_every(SystemId::Dutch2017, &t, &request, &missing).unwrap();
    let messages: Vec<&str> = report
        .findings
        .iter()
        .map(|l| l.finding.message.as_str())
        .collect();
    assert!(
        messages.iter().any(|m| m.contains("player 3 takes part")),
        "{messages:?}"
    );
    assert!(
        messages.iter().any(|m| m.contains("player 8 takes part")),
        "{messages:?}"
    );
}

/// Two brackets each paired worse than possible: the walk carries on past
/// the first with the floaters under test and finds the second. After
/// round 1 (1, 2, 3, 4 won) 1 and 3 are due black, 2 and 4 white; pairing
/// 1 v 3 and 2 v 4 leaves two players of each pair without their colour
/// preference where 1 v 2, 3 v 4 (or 1 v 4, 2 v 3) gives everybody his;
/// the losers' bracket 5 v 7, 6 v 8 likewise.
#[test]
fn a_finding_in_each_of_two_brackets() {
    let t = common::tournament(8, 5, &["1-5:1 6-2:0 3-7:1 8-4:0"]);
    let request = RoundRequest::next_round(&t).unwrap();
    let tested = common::pairing(&[(1, 3), (2, 4), (5, 7), (6, 8)], None);
    let report = verify_every(SystemId::Dutch2017, &t, &request, &tested).unwrap();
    assert_eq!(report.verdict, Verdict::Suboptimal, "{}", report.render());
    let brackets: Vec<Option<usize>> = report
        .findings
        .iter()
        .filter(|l| l.verdict == Verdict::Suboptimal)
        .map(|l| l.finding.bracket)
        .collect();
    assert_eq!(brackets, vec![Some(1), Some(2)], "{}", report.render());
    let single = verify(SystemId::Dutch2017, &t, &request, &tested).unwrap();
    assert_eq!(single.verdict, Verdict::Suboptimal);
    assert_eq!(single.findings.len(), 1);
}

/// After two rounds of draws #1, #2, #7 and #8 have had white twice and #3-#6
/// black twice: each has an absolute colour preference, and nobody is a
/// topscorer in round 3 of 5. Pairing #1 with #2 (both due black) breaks
/// the rule that keeps such players apart, which each text numbers its own
/// way: the 2017 C.3, the 2012 and 1992 B.2 (a colour rule there, not the
/// 2017 subgroups), the 2026 [C3], Lim's compatibility of 2.1.
#[test]
fn an_absolute_colour_clash_names_each_texts_own_paragraph() {
    let t = common::tournament(
        8,
        5,
        &["1-5:= 2-6:= 7-3:= 8-4:=", "1-6:= 2-5:= 7-4:= 8-3:="],
    );
    let request = RoundRequest::next_round(&t).unwrap();
    let tested = common::pairing(&[(1, 2), (3, 4), (5, 7), (6, 8)], None);
    for (system, paragraph) in [
        (SystemId::Dutch2017, "C.3"),
        (SystemId::Dutch2012, "B.2"),
        (SystemId::Rating1992, "B.2"),
        (SystemId::Dutch2026, "C3"),
        (SystemId::Lim, "2.1"),
    ] {
        let report = verify(system, &t, &request, &tested).unwrap();
        assert_eq!(
            report.verdict,
            Verdict::Illegal,
            "{system:?}: {}",
            report.render()
        );
        let finding = report.finding.as_ref().unwrap();
        assert_eq!(
            finding.criterion,
            paragraph,
            "{system:?}: {}",
            report.render()
        );
        assert!(
            finding.message.contains("players 1 and 2"),
            "{system:?}: {}",
            report.render()
        );
    }
}

/// The four rounds of an eight-player round robin (Berger tables), all
/// drawn: #1 has had white, white, black, white, three whites to one, so
/// 5.1(b) forbids him a fourth (his last two colours differ: 5.1(a) does
/// not apply), and 5.3 gives him black. The rules' pairing of round 5 with
/// #1's colours swapped breaches 5.1(b), and the finding names it, not 5.3
/// and not a Dutch paragraph.
#[test]
fn lim_colour_breach_named_5_1_b() {
    let t = drawn_round_robin();
    let request = RoundRequest::next_round(&t).unwrap();
    let right = pairproof::systems::pair(SystemId::Lim, &t, &request).unwrap();
    let report = verify_every(SystemId::Lim, &t, &request, &right).unwrap();
    assert_eq!(report.verdict, Verdict::Optimal, "{}", report.render());
    let (tested, b) = white_to_1(&right);
    assert_eq!(b.black, 1, "5.3 gives #1 black: {right:?}");
    let report = verify_every(SystemId::Lim, &t, &request, &tested).unwrap();
    assert_eq!(report.verdict, Verdict::Colours, "{}", report.render());
    assert_eq!(report.findings.len(), 1, "{}", report.render());
    let finding = &report.findings[0].finding;
    assert_eq!(finding.criterion, "5.1(b)", "{}", report.render());
    assert!(
        finding.message.contains("break 5.1(b); 5.3 gives white to"),
        "{}",
        report.render()
    );
}

/// The recorded round `round` (1-based) of a corpus file, verified under `system`.
fn recorded(system: SystemId, file: &str, round: usize) -> pairproof::verifier::RoundReport {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(file);
    let t = pairproof::trf::read_file(&path).unwrap();
    let round = Round::new(round).unwrap();
    let request = RoundRequest::recorded_round(&t, round, t.total_rounds());
    let tested = pairproof::pairing::Pairing::from_round(&t, round);
    verify(system, &t, &request, &tested).unwrap()
}

/// Round 7 of a 2017 corpus tournament, as bbpPairings paired it (optimal
/// under the 2017 rules), pairs two players who float into bracket 5 under
/// the older texts with each other. The 2012 text pairs the moved-down
/// players of S1 against S2 (A.6.a, with C.3.a and C.4), the 1992 text puts
/// them all in S1 (A.6): each names its own paragraph, not the 2017 B.2,
/// which in both older texts is a colour rule.
#[test]
fn moved_down_players_meeting_named_by_each_texts_subgroups() {
    let file = "corpora/dutch-2017/small-97.trf";
    let own = recorded(SystemId::Dutch2017, file, 7);
    assert_eq!(own.verdict, Verdict::Optimal, "{}", own.render());
    for (system, paragraph) in [
        (SystemId::Dutch2012, "A.6.a"),
        (SystemId::Rating1992, "A.6"),
    ] {
        let report = recorded(system, file, 7);
        assert_eq!(
            report.verdict,
            Verdict::Suboptimal,
            "{system:?}: {}",
            report.render()
        );
        let finding = report.finding.as_ref().unwrap();
        assert_eq!(
            finding.criterion,
            paragraph,
            "{system:?}: {}",
            report.render()
        );
        assert_eq!(finding.bracket, Some(5), "{system:?}: {}", report.render());
        assert!(
            finding
                .message
                .contains(&format!("MDPs meet only resident players ({paragraph})")),
            "{system:?}: {}",
            report.render()
        );
    }
}

/// Round 2 of a 2012 corpus tournament verified under the 2026 text: the
/// pairs are right, but a board's colours are not those of the allocation,
/// which the 2026 text numbers 5.2.1-5.2.5 (the 2017 E.1-E.5): the finding
/// names 5.2.5, the higher-ranked player's colour by his pairing number.
#[test]
fn a_2026_colour_finding_names_5_2_not_e() {
    let report = recorded(SystemId::Dutch2026, "corpora/dutch-2012/absent-1.trf", 2);
    assert_eq!(report.verdict, Verdict::Colours, "{}", report.render());
    let finding = report.finding.as_ref().unwrap();
    assert_eq!(finding.criterion, "5.2.5", "{}", report.render());
    assert_eq!(
        finding.message,
        "board 12-3: 5.2.5 gives white to 3 (3 - 12)",
        "{}",
        report.render()
    );
}

/// The round robin of [`lim_colour_breach_named_5_1_b`] under the 2012 and
/// 1992 texts: #1 (white, white, black, white) may not get a fourth white,
/// which would make his colour difference +3. Their B.2 forbids it outright
/// (the 1992 text as B.2.a), so the finding names B.2, not the E.1-E.5
/// allocation that gives him black.
#[test]
fn a_colour_difference_beyond_two_names_b2_in_the_2012_and_1992_texts() {
    let t = drawn_round_robin();
    let request = RoundRequest::next_round(&t).unwrap();
    for (system, paragraph) in [
        (SystemId::Dutch2012, "B.2"),
        (SystemId::Rating1992, "B.2.a"),
    ] {
        let right = pairproof::systems::pair(system, &t, &request).unwrap();
        let (tested, b) = white_to_1(&right);
        assert_eq!(b.black, 1, "{system:?}: E.1 gives #1 black: {right:?}");
        let report = verify_every(system, &t, &request, &tested).unwrap();
        assert_eq!(report.verdict, Verdict::Colours, "{}", report.render());
        let on_1: Vec<_> = report
            .findings
            .iter()
            .map(|f| &f.finding)
            .filter(|f| f.message.contains(&format!("board 1-{}:", b.white)))
            .collect();
        assert_eq!(on_1.len(), 1, "{system:?}: {}", report.render());
        assert_eq!(
            on_1[0].criterion,
            paragraph,
            "{system:?}: {}",
            report.render()
        );
    }
}

/// The four rounds of an eight-player round robin (Berger tables), all
/// drawn: #1 has had white, white, black, white.
fn drawn_round_robin() -> pairproof::tournament::Tournament {
    common::tournament(
        8,
        9,
        &[
            "1-8:= 2-7:= 3-6:= 4-5:=",
            "8-5:= 6-4:= 7-3:= 1-2:=",
            "2-8:= 3-1:= 4-7:= 5-6:=",
            "8-6:= 7-5:= 1-4:= 2-3:=",
        ],
    )
}

/// `pairing` with #1 given white on his board, and that board as it was.
fn white_to_1(pairing: &Pairing) -> (Pairing, Board) {
    let mut tested = pairing.clone();
    let k = tested
        .boards
        .iter()
        .position(|b| b.white == 1 || b.black == 1)
        .unwrap();
    let b = tested.boards[k];
    let opponent = if b.white == 1 { b.black } else { b.white };
    tested.boards[k] = Board {
        white: 1,
        black: opponent,
    };
    (tested, b)
}
