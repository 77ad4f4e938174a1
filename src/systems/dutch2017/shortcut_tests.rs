//! Shortcuts that spare building a graph of every pair: a bracket settled
//! by its first candidate, without its model
//! (`engine::bracket::settled_by_first_candidate`), and a round proved
//! completable by a greedy pairing (`RoundContext::pairs_greedily`), C.7 of
//! one floater by one augmenting search from him
//! (`next_bracket::each_floater_alone`), and C.10/C.11 bounded from the
//! colour-preference counts. Each gives what the whole graph gives where it
//! applies, and declines elsewhere.
use super::criteria::{C10, C11};
use super::DUTCH_2017;
use crate::dutch_common::colours::colour_preference;
use crate::dutch_common::next_bracket::{each_floater_alone, following_bracket_key};
use crate::engine::bracket::{
    settled_by_first_candidate, solve_bracket, solve_bracket_model, BracketModel, BracketOutcome,
    Role,
};
use crate::engine::RoundContext;
use crate::engine::RuleSet;
use crate::points::ONE_POINT;
use crate::solver::matching::matching_size;
use crate::state::{Float, PlayerState};
use crate::tournament::{Colour, PlayerId, Round};

const ROUND: usize = 2;

fn fresh(n: usize) -> Vec<PlayerState> {
    (1..=n as PlayerId)
        .map(|id| PlayerState::without_history(id, 2000 - id, ONE_POINT, ONE_POINT))
        .collect()
}

fn context(states: &[PlayerState]) -> RoundContext<'_> {
    RoundContext::for_states(&DUTCH_2017, Round::at_index(ROUND), states, Colour::White)
}

fn pairing(o: &BracketOutcome) -> (Vec<(usize, usize)>, Vec<usize>) {
    (o.pairs.clone(), o.unpaired.clone())
}

fn with_colours(s: &mut PlayerState, colours: &[Colour]) {
    s.colours = colours.to_vec();
    s.preference = colour_preference(s);
}

/// Players without history (a first round): S1 meets S2 in order, the last
/// gets the bye, every level at its bound.
#[test]
fn a_first_round_is_settled_by_its_first_candidate() {
    let states = fresh(9);
    let ctx = context(&states);
    let players: Vec<usize> = (0..9).collect();
    let settled = settled_by_first_candidate(&ctx, &players, 0, &Role::Last).expect("settled");
    assert_eq!(
        pairing(&settled),
        (vec![(0, 4), (1, 5), (2, 6), (3, 7)], vec![8])
    );
    let full = solve_bracket_model(&ctx, players, 0, Role::Last).unwrap();
    assert_eq!(pairing(&settled), pairing(&full));
}

/// 1 and 2 want white, 3 and 4 black: the first candidate 1-3, 2-4 gives
/// everybody his colour and settles the bracket. With 1 and 3 wanting white,
/// 2 and 4 black, it would cost two preferences (C.10 above its bound of 0):
/// the model decides, and pairs otherwise.
#[test]
fn a_level_above_its_bound_leaves_the_bracket_to_the_model() {
    use Colour::{Black as B, White as W};
    let mut states = fresh(4);
    for (s, colours) in states
        .iter_mut()
        .zip([[B, W, B], [B, W, B], [W, B, W], [W, B, W]])
    {
        with_colours(s, &colours);
    }
    let ctx = context(&states);
    let players: Vec<usize> = (0..4).collect();
    let role = Role::Normal {
        next: Vec::new(),
        next_is_last: false,
    };
    assert!(settled_by_first_candidate(&ctx, &players, 0, &role).is_some());

    let mut states = fresh(4);
    for (s, colours) in states
        .iter_mut()
        .zip([[B, W, B], [W, B, W], [B, W, B], [W, B, W]])
    {
        with_colours(s, &colours);
    }
    let ctx = context(&states);
    assert!(settled_by_first_candidate(&ctx, &players, 0, &role).is_none());
    let full = solve_bracket_model(&ctx, players.clone(), 0, role.clone()).unwrap();
    assert_ne!(
        full.pairs,
        vec![(0, 2), (1, 3)],
        "the first candidate is not the optimum"
    );
    assert_eq!(
        pairing(&solve_bracket(&ctx, players, 0, role).unwrap()),
        pairing(&full)
    );
}

/// A small deterministic generator (xorshift), for the brackets below.
struct Random(u64);

impl Random {
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n
    }
}

/// A scoregroup of random history: colours, floats, games already played,
/// byes already had.
fn random_bracket(r: &mut Random) -> Vec<PlayerState> {
    let n = 2 + r.below(9) as usize;
    let mut states = fresh(n);
    for s in &mut states {
        let colours: Vec<Colour> = (0..r.below(3))
            .map(|_| {
                if r.below(2) == 0 {
                    Colour::White
                } else {
                    Colour::Black
                }
            })
            .collect();
        with_colours(s, &colours);
        s.floats = (0..ROUND)
            .map(|_| [Float::None, Float::Down, Float::Up][r.below(3) as usize])
            .collect();
        s.bye_ineligible = r.below(4) == 0;
    }
    for a in 0..n {
        for b in a + 1..n {
            if r.below(5) == 0 {
                let (ia, ib) = (states[a].id, states[b].id);
                states[a].opponents.insert(ib);
                states[b].opponents.insert(ia);
            }
        }
    }
    states
}

/// Wherever the first candidate settles a bracket, the whole model pairs it
/// the same way; and both outcomes occur.
#[test]
fn settled_brackets_agree_with_the_whole_model() {
    let mut r = Random(0x2017);
    let (mut settled_count, mut declined) = (0, 0);
    for _ in 0..400 {
        let states = random_bracket(&mut r);
        let ctx = context(&states);
        let players: Vec<usize> = (0..states.len()).collect();
        let role = if r.below(2) == 0 {
            Role::Last
        } else {
            Role::Normal {
                next: Vec::new(),
                next_is_last: false,
            }
        };
        match settled_by_first_candidate(&ctx, &players, 0, &role) {
            Some(settled) => {
                settled_count += 1;
                let full =
                    solve_bracket_model(&ctx, players, 0, role).expect("the candidate is feasible");
                assert_eq!(pairing(&settled), pairing(&full), "{states:?}");
            }
            None => declined += 1,
        }
    }
    assert!(
        settled_count > 50 && declined > 50,
        "{settled_count} settled, {declined} declined"
    );
}

/// 1-2 are paired first, and 3 and 4 have met: the greedy pairing fails,
/// the graph finds 1-3, 2-4.
#[test]
fn a_greedy_pairing_that_fails_leaves_completion_to_the_graph() {
    let mut states = fresh(4);
    states[2].opponents.insert(4);
    states[3].opponents.insert(3);
    let ctx = context(&states);
    let present = [0, 1, 2, 3];
    assert!(!ctx.pairs_greedily(&[], &present, &|_| true));
    assert!(ctx.completable(&[], &present));
    assert!(crate::engine::unpairable::unpairable(&ctx, &present).is_none());
}

/// Completion by the greedy pairing, or else the graph, agrees with a
/// maximum matching of the graph; and both ways occur.
#[test]
fn completion_agrees_with_the_graph() {
    let mut r = Random(0x1992);
    let (mut greedy, mut by_graph) = (0, 0);
    for _ in 0..400 {
        let states = random_bracket(&mut r);
        let ctx = context(&states);
        let n = states.len();
        let floaters: Vec<usize> = (0..r.below(3) as usize).filter(|&f| f < n).collect();
        let rest: Vec<usize> = (floaters.len()..n).collect();
        let (_, adj) = ctx.completion_graph(&floaters, &rest);
        let perfect = 2 * matching_size(&adj) == adj.len();
        let floaters_apart = floaters
            .iter()
            .all(|&a| floaters.iter().all(|&b| !adj[a].contains(&b)));
        assert!(floaters_apart);
        assert_eq!(ctx.completable(&floaters, &rest), perfect, "{states:?}");
        if ctx.pairs_greedily(&floaters, &rest, &|p| ctx.bye_eligible(p)) {
            assert!(perfect);
            greedy += 1;
        } else if perfect {
            by_graph += 1;
        }
    }
    assert!(
        greedy > 50 && by_graph > 5,
        "{greedy} by the greedy pairing, {by_graph} by the graph only"
    );
}

/// C.7 of each player as the one floater above a scoregroup, by one
/// augmenting search from him, is what the following bracket's own graph
/// gives; among the cases, scoregroups without a perfect matching where the
/// floater adds a pair and where he does not.
#[test]
fn one_floater_at_a_time_agrees_with_the_following_brackets_graph() {
    let mut r = Random(0x0c07);
    let (mut grows, mut stays) = (0, 0);
    for _ in 0..300 {
        let states = random_bracket(&mut r);
        let ctx = context(&states);
        let split = 1 + r.below(states.len() as u64 - 1) as usize;
        let (floaters, next): (Vec<usize>, Vec<usize>) =
            ((0..split).collect(), (split..states.len()).collect());
        let next_pairs = matching_size(&ctx.adjacency(&next, 0));
        for (&d, key) in floaters
            .iter()
            .zip(each_floater_alone(&ctx, &floaters, &next))
        {
            assert_eq!(key, following_bracket_key(&ctx, &[d], &next), "{states:?}");
            if 2 * next_pairs < next.len() {
                if -key.0 > next_pairs as i64 {
                    grows += 1
                } else {
                    stays += 1
                }
            }
        }
    }
    assert!(grows > 20 && stays > 20, "{grows} grow, {stays} stay");
}

/// The bound of C.10 and C.11 from the colour-preference counts holds
/// against the whole model's optimum, and is reached there, above zero,
/// often enough to spare the relaxation.
#[test]
fn colour_preference_bounds_hold_and_are_reached() {
    let mut r = Random(0x0c10);
    let mut reached = 0;
    for _ in 0..300 {
        let states = random_bracket(&mut r);
        let ctx = context(&states);
        let players: Vec<usize> = (0..states.len()).collect();
        let role = Role::Normal {
            next: Vec::new(),
            next_is_last: false,
        };
        let model = BracketModel::build(&ctx, players.clone(), 0, role.clone());
        let bounds: Vec<_> = DUTCH_2017
            .criteria(&model)
            .into_iter()
            .filter(|l| [C10, C11].contains(&l.criterion))
            .collect();
        let optimum = solve_bracket_model(&ctx, players, 0, role)
            .expect("a pairing")
            .levels;
        for level in bounds {
            let bound = level.bound.expect("the number of pairs is known");
            let value = optimum
                .iter()
                .find(|(c, _)| *c == level.criterion)
                .map_or(0, |&(_, v)| v);
            assert!(
                bound <= value,
                "{:?}: bound {bound} above the optimum {value}: {states:?}",
                level.criterion
            );
            reached += usize::from(bound == value && bound > 0);
        }
    }
    assert!(reached > 20, "{reached} reached above zero");
}
