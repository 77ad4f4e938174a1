//! A round that cannot be paired under the absolute criteria is reported
//! with its reason (Tutte's theorem): a player without any compatible
//! opponent, or groups of an odd number of players who can meet nobody
//! outside their group but a smaller set of players.

mod common;

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
