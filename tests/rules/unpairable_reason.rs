//! A round that cannot be paired under the absolute criteria is reported
//! with its reason (Tutte's theorem): a player without any compatible
//! opponent, or groups of an odd number of players who can meet nobody
//! outside their group but a smaller set of players.

use crate::common;

use pairproof::checker::Produced;
use pairproof::engine::Unpairable;
use pairproof::error::Error;
use pairproof::state::RoundRequest;
use pairproof::systems::{pair, SystemId};
use pairproof::tournament::Tournament;

fn unpairable_message(t: &Tournament) -> String {
    let request = RoundRequest::next_round(t).expect("a round to pair");
    match pair(SystemId::Dutch2017, t, &request) {
        Err(Error::NoPairing(message)) => message,
        other => panic!("expected no pairing, got {other:?}"),
    }
}

/// After a complete round robin of four players (C.1), nobody can meet anybody.
#[test]
fn a_player_without_any_compatible_opponent_is_named() {
    let t = common::tournament(4, 4, &["1-2:1 3-4:1", "3-1:0 4-2:0", "1-4:= 2-3:="]);
    let message = unpairable_message(&t);
    assert_eq!(
        message,
        "round 4: the 4 players cannot all be paired under C.1-C.3 (with at most one bye): player 1 has no compatible opponent and cannot get the bye"
    );
}

/// `XXP` forbids every pair among 2-6 (C.1): each of them can meet player 1
/// only, five odd groups for one player, so four cannot be paired.
#[test]
fn odd_groups_and_their_only_opponents_are_named() {
    let t = common::tournament_with(6, 3, &["XXP 2 3 4 5 6"], &[]);
    let message = unpairable_message(&t);
    assert_eq!(
        message,
        "round 1: the 6 players cannot all be paired under C.1-C.3 (with at most one bye): 5 groups of an odd number ({player 2} {player 3} {player 4} {player 5} {player 6}) can meet nobody outside their group but player 1, so at least 4 of them cannot be paired"
    );
}

/// The same with a seventh player: the bye is one more place to go, so the
/// groups left over are one fewer.
#[test]
fn the_bye_counts_as_a_place_for_one_group() {
    let t = common::tournament_with(7, 3, &["XXP 2 3 4 5 6 7"], &[]);
    let message = unpairable_message(&t);
    assert!(
        message.ends_with("6 groups of an odd number ({player 2} {player 3} {player 4} {player 5} {player 6} {player 7}) can meet nobody outside their group but player 1, the bye, so at least 4 of them cannot be paired"),
        "{message}"
    );
}

/// The reason as data: `check --json` gives it for a round the file's
/// generator found unpairable (`XXR` beyond the recorded rounds), so that a
/// program reads the players and the groups without parsing the message.
#[test]
fn check_gives_the_reason_as_data_for_a_round_the_file_stops_before() {
    let t = common::tournament_with(6, 2, &["XXP 2 3 4 5 6"], &[]);
    let checks = pairproof::checker::check_tournament(SystemId::Dutch2017, &t, None);
    let Produced::Unpairable { message, reason } = &checks[0].produced else {
        panic!("expected no pairing, got {:?}", checks[0].produced);
    };
    assert!(
        checks[0].identical,
        "the file stops before round 1 as pairproof does"
    );
    let reason = reason
        .as_ref()
        .expect("the absolute criteria leave them unpairable");
    assert!(message.ends_with(&reason.to_string()), "{message}");
    let json = serde_json::to_value(reason).unwrap();
    assert_eq!(
        json,
        serde_json::json!({ "kind": "odd-groups", "groups": [[2], [3], [4], [5], [6]], "outside": [1], "unpaired_at_least": 4 })
    );
}

/// A player who can meet nobody, as data: the kind and the player.
#[test]
fn a_player_without_opponents_is_given_by_number() {
    let t = common::tournament(4, 4, &["1-2:1 3-4:1", "3-1:0 4-2:0", "1-4:= 2-3:="]);
    let request = RoundRequest::next_round(&t).unwrap();
    let reason = pairproof::systems::unpairable(SystemId::Dutch2017, &t, &request)
        .unwrap()
        .unwrap();
    assert_eq!(reason, Unpairable::NoCompatibleOpponent { player: 1 });
    assert_eq!(
        serde_json::to_value(&reason).unwrap(),
        serde_json::json!({ "kind": "no-compatible-opponent", "player": 1 })
    );
}

/// The bye is a place of its own in the data (`"bye"`), next to players'
/// numbers.
#[test]
fn the_bye_is_named_among_the_places() {
    let t = common::tournament_with(7, 3, &["XXP 2 3 4 5 6 7"], &[]);
    let request = RoundRequest::next_round(&t).unwrap();
    let reason = pairproof::systems::unpairable(SystemId::Dutch2017, &t, &request)
        .unwrap()
        .unwrap();
    let json = serde_json::to_value(&reason).unwrap();
    assert_eq!(json["outside"], serde_json::json!([1, "bye"]));
    assert_eq!(json["unpaired_at_least"], 4);
}
