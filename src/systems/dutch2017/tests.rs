//! C.7 under the 2017 rules, on hand-made brackets (`dutch_common/next_bracket.rs`).
use super::DUTCH_2017;
use crate::dutch_common::next_bracket::{
    floater_set_psd, following_bracket_key, max_pairs_floater_sets, role_for,
};
use crate::engine::bracket::{solve_bracket, Role};
use crate::engine::RoundContext;
use crate::points::ONE_POINT;
use crate::state::PlayerState;
use crate::tournament::{Colour, PlayerId, Round};

/// Players 1-4 with 2 points, 5-6 with 1; `met` the games already played.
fn states(met: &[(PlayerId, PlayerId)]) -> Vec<PlayerState> {
    let mut states: Vec<PlayerState> = (1..=6)
        .map(|id| {
            let score = if id <= 4 { 2 * ONE_POINT } else { ONE_POINT };
            PlayerState::without_history(id, 2000 - id, score, score)
        })
        .collect();
    for &(a, b) in met {
        states[a as usize - 1].opponents.insert(b);
        states[b as usize - 1].opponents.insert(a);
    }
    states
}

fn context(states: &[PlayerState]) -> RoundContext<'_> {
    RoundContext::for_states(&DUTCH_2017, Round::at_index(2), states, Colour::White)
}

/// The bracket 1-4 can only pair 1-2 or 1-3, so {3, 4} or {2, 4} float.
/// Below, 2 and 4 can both be paired (2-5, 4-6), 3 and 4 only once (5-6
/// met, 3 met both): C.7 wants 1-3, though the generation order (B.6)
/// would give 1-2 first.
#[test]
fn c7_chooses_among_sets_of_floaters() {
    let met = [
        (2, 3),
        (2, 4),
        (3, 4),
        (1, 4),
        (5, 6),
        (3, 5),
        (3, 6),
        (4, 5),
    ];
    let states = states(&met);
    let ctx = context(&states);
    let (bracket, next) = (vec![0, 1, 2, 3], vec![4, 5]);
    let adj = ctx.adjacency(&bracket, 0);
    assert_eq!(
        max_pairs_floater_sets(&adj, 1),
        Some(vec![vec![1, 3], vec![2, 3]])
    );
    // C.6: both sets give the PSD [1, 1, 0] of a homogeneous bracket.
    assert_eq!(
        floater_set_psd(&ctx, &bracket, 0, 1, &[1, 3]),
        vec![ONE_POINT, ONE_POINT, 0]
    );
    assert_eq!(
        floater_set_psd(&ctx, &bracket, 0, 1, &[2, 3]),
        vec![ONE_POINT, ONE_POINT, 0]
    );
    // C.7: {2, 4} gives two pairs of SD 1; {3, 4} one pair, 4-6 (SD 1),
    // with 3 (SD 2) and 5 (SD 1) unpaired.
    assert_eq!(
        following_bracket_key(&ctx, &[1, 3], &next),
        (-2, vec![ONE_POINT, ONE_POINT])
    );
    assert_eq!(
        following_bracket_key(&ctx, &[2, 3], &next),
        (-1, vec![2 * ONE_POINT, ONE_POINT, ONE_POINT])
    );
    let role = role_for(&ctx, &bracket, 0, &next, false);
    let Role::FloaterCosts { c7_cost } = &role else {
        panic!("C.7 as a cost per floater, not {role:?}");
    };
    assert_eq!(
        (c7_cost[&1], c7_cost[&2], c7_cost[&3], c7_cost[&4]),
        (1, 0, 1, 0)
    );
    let settled = solve_bracket(&ctx, bracket.clone(), 0, role).unwrap();
    assert_eq!(
        (settled.pairs.clone(), settled.unpaired.clone()),
        (vec![(0, 2)], vec![1, 3])
    );
    // The same as with the next scoregroup in the model.
    let joint = solve_bracket(
        &ctx,
        bracket,
        0,
        Role::Normal {
            next,
            next_is_last: false,
        },
    )
    .unwrap();
    assert_eq!(
        (joint.pairs, joint.unpaired),
        (settled.pairs, settled.unpaired)
    );
}

/// C.5 leaves no choice (1-4 pair, 2 and 3 met each other and 1 and 4):
/// C.7 is void and the next scoregroup stays out of the model.
#[test]
fn c7_void_when_c5_leaves_one_set_of_floaters() {
    let met = [(2, 3), (1, 2), (1, 3), (4, 2), (4, 3)];
    let states = states(&met);
    let ctx = context(&states);
    let adj = ctx.adjacency(&[0, 1, 2, 3], 0);
    assert_eq!(max_pairs_floater_sets(&adj, 1), Some(vec![vec![1, 2]]));
    let role = role_for(&ctx, &[0, 1, 2, 3], 0, &[4, 5], false);
    assert!(role.next_bracket_void(), "{role:?}");
}

/// 1 (3 points) and 2 (2 points) float, and only one of them can meet 5:
/// 1 does (SD 2, and 2 unpaired: SD 2) rather than 2 (SD 1, and 1 unpaired: SD 3).
#[test]
fn c7_pairs_the_highest_floaters_below() {
    let mut states = states(&[]);
    states[0].pairing_score = 3 * ONE_POINT;
    let ctx = context(&states);
    assert_eq!(
        following_bracket_key(&ctx, &[0, 1], &[4]),
        (-1, vec![2 * ONE_POINT, 2 * ONE_POINT])
    );
}
