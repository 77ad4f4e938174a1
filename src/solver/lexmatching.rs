//! The lexicographically least perfect matching of a model that asks for
//! nothing but a perfect matching (every vertex matched, no side
//! constraint, no count, nothing fixed), by Edmonds' weighted blossom
//! algorithm instead of integer programs: a bracket paired with the whole
//! rest of the round in its model, where the rest only has to be
//! completable.
//!
//! Exactness. The forms (the levels, then the order's steps) are packed
//! into one cost by mixed-radix weights: `w_last = 1`, `w_i = w_(i+1) *
//! (width_(i+1) + 1)`, where `width_j` bounds how far form `j` can differ
//! between two matchings. Two matchings first differing on form `i` differ
//! there by at least `w_i`, and on the forms after it by at most
//! `sum_(j>i) w_j width_j = w_i - 1` (the sum telescopes): the least packed
//! cost is the lexicographic least. The weights stay within [`Cost::LIMIT`]
//! of `i128`; when the levels alone do not fit, the caller is told so.
//!
//! The order's steps do not all fit at once: they come in chunks, each
//! packed after the levels. A step is a [`VertexStep`]: its form gives each
//! edge at one vertex a distinct nonzero cost, so its optimum tells which of
//! those edges (or none) every matching optimal up to that step holds.
//! That decision is fixed before the next chunk (the edge kept with its two
//! vertices taken out, or the vertex's step edges taken out); every such
//! optimal matching survives, so each chunk minimises over the same
//! matchings as the whole lexicographic problem would.
//!
//! The forms of a bracket that holds the rest of the round reach only the
//! bracket and the scoregroup after it: the rest only has to be
//! completable. That part is solved alone, its players free to float to
//! the rest, and the rest completed afterwards by a maximum matching
//! ([`Split`]); the whole model is solved only when that fails.

use super::matching::{min_cost_perfect_matching, Cost};
use super::model::{LinearForm, MatchingModel};
use super::SolveError;
use ethnum::I256;
use std::collections::{HashMap, HashSet};

/// A step of a generation order that settles one vertex's pair: `form`
/// gives edges at `vertex` nonzero costs (zero, the form's value when none
/// of them is chosen, is then the value of leaving them all out). Distinct
/// costs settle the pair itself; edges sharing a cost are a class of
/// partners (an upfloater meeting any resident), and the step settles
/// which class the vertex's pair is in.
#[derive(Debug, Clone)]
pub struct VertexStep {
    pub vertex: usize,
    pub form: LinearForm,
}

/// How far `form` can differ between two matchings of the edges `open`
/// selects: each vertex is in one edge at most, and each edge has two
/// vertices, so the sum of its chosen costs lies between half the vertices'
/// least (negative) costs and half their largest (positive) ones.
fn form_width(model: &MatchingModel, form: &LinearForm, open: impl Fn(usize) -> bool) -> i128 {
    if let Some(width) = star_width(model, form, &open) {
        return width;
    }
    let mut high = vec![0i128; model.vertices];
    let mut low = vec![0i128; model.vertices];
    for (e, c) in form.terms.iter().filter(|&(e, _)| open(e)) {
        let (a, b) = model.edges[e];
        for v in [a, b] {
            high[v] = high[v].max(i128::from(c));
            low[v] = low[v].min(i128::from(c));
        }
    }
    let spread: i128 = high.iter().zip(&low).map(|(h, l)| h - l).sum();
    (spread + 1) / 2
}

/// The width of a form whose open edges all meet at one vertex (a
/// [`VertexStep`]'s): a matching holds one of them at most, so its value
/// lies between the least cost and the largest, zero (none held) among
/// them. `None` when no vertex is common to them all.
fn star_width(
    model: &MatchingModel,
    form: &LinearForm,
    open: &impl Fn(usize) -> bool,
) -> Option<i128> {
    let mut terms = form.terms.iter().filter(|&(e, _)| open(e));
    let Some((first, c)) = terms.next() else {
        return Some(0);
    };
    let (a, b) = model.edges[first];
    let (mut at_a, mut at_b) = (true, true);
    let (mut high, mut low) = (i128::from(c).max(0), i128::from(c).min(0));
    for (e, c) in terms {
        let (x, y) = model.edges[e];
        at_a &= x == a || y == a;
        at_b &= x == b || y == b;
        if !at_a && !at_b {
            return None;
        }
        high = high.max(i128::from(c));
        low = low.min(i128::from(c));
    }
    Some(high - low)
}

/// The model of a perfect matching whose perfect matchings are, without
/// their added edges, exactly the matchings of `model`, when `model` asks
/// for every vertex but at most one matched and nothing else (the last
/// bracket: `min_pairs` a pair short of or equal to half its vertices):
/// with an even number of vertices, every one matched; with an odd one, a
/// vertex added, joined to every vertex allowed unmatched. The added edges
/// come after the model's own. `None` for any other model.
pub fn as_plain_perfect(model: &MatchingModel) -> Option<MatchingModel> {
    if is_plain_perfect(model) {
        return Some(model.clone());
    }
    let pairs = model.min_pairs?;
    let plain = model.constraints.is_empty() && model.fixed.iter().all(Option::is_none);
    if !plain || 2 * pairs + 1 < model.vertices || 2 * pairs > model.vertices {
        return None;
    }
    let mut perfect = model.clone();
    perfect.min_pairs = None;
    if model.vertices % 2 == 1 {
        let dummy = model.vertices;
        perfect.vertices += 1;
        perfect.must_match.push(true);
        for v in (0..dummy).filter(|&v| !model.must_match[v]) {
            perfect.add_edge(v, dummy);
        }
    }
    perfect.must_match.iter_mut().for_each(|m| *m = true);
    Some(perfect)
}

/// Mixed-radix weights packing `forms` (over the edges `open` selects) into
/// one cost whose least matching is their lexicographic least (see the
/// module's comment): the last form's weight 1. `None` beyond
/// [`Cost::LIMIT`].
pub fn packing_weights(
    model: &MatchingModel,
    forms: &[&LinearForm],
    open: impl Fn(usize) -> bool + Copy,
) -> Option<Vec<i128>> {
    let mut weights = vec![0i128; forms.len()];
    let mut weight: i128 = 1;
    for (i, form) in forms.iter().enumerate().rev() {
        weights[i] = weight;
        weight = weight.checked_mul(form_width(model, form, open) + 1)?;
        if weight > i128::LIMIT {
            return None;
        }
    }
    Some(weights)
}

/// Whether `model` asks for a perfect matching and nothing else.
pub fn is_plain_perfect(model: &MatchingModel) -> bool {
    model.must_match.iter().all(|&m| m)
        && model.constraints.is_empty()
        && model.min_pairs.is_none()
        && model.fixed.iter().all(Option::is_none)
}

/// The perfect matching of `model` (see [`is_plain_perfect`]) least on
/// `levels` lexicographically, then on `steps` in turn, as chosen edges.
/// `Ok(None)`: the levels' packed costs exceed [`Cost::LIMIT`] (another
/// method must decide); `Err(Infeasible)`: no perfect matching.
pub fn lexicographic_perfect_matching(
    model: &MatchingModel,
    levels: &[&LinearForm],
    steps: &[VertexStep],
) -> Result<Option<Vec<bool>>, SolveError> {
    debug_assert!(is_plain_perfect(model));
    match packed_in::<i128>(model, levels, steps)? {
        Some(chosen) => Ok(Some(chosen)),
        // Many wide levels (a bracket holding the rest of the round, each
        // origin of its moved-down players weighed apart) need more bits.
        None => packed_in::<I256>(model, levels, steps),
    }
}

/// The matching of `model` least on `levels`, then on `steps`, every
/// vertex matched but those that `may_float`: a part of a round its caller
/// has split off itself, its floaters left to the rest (as few as can be
/// for speed: each costs the search absorbing vertices).
pub fn least_with_floaters(
    model: &MatchingModel,
    may_float: &[bool],
    levels: &[&LinearForm],
    steps: &[VertexStep],
) -> Result<Option<Vec<bool>>, SolveError> {
    match least_lexicographic::<i128>(model, may_float, levels, steps)? {
        Some(chosen) => Ok(Some(chosen)),
        None => least_lexicographic::<I256>(model, may_float, levels, steps),
    }
}

/// [`lexicographic_perfect_matching`] with costs packed in `C`.
fn packed_in<C: Packing>(
    model: &MatchingModel,
    levels: &[&LinearForm],
    steps: &[VertexStep],
) -> Result<Option<Vec<bool>>, SolveError> {
    if let Some(split) = Split::of(model, levels, steps) {
        if let Some(chosen) = split.solved::<C>(model, levels, steps)? {
            return Ok(Some(chosen));
        }
    }
    least_lexicographic::<C>(model, &vec![false; model.vertices], levels, steps)
}

/// The integers costs are packed in: a [`Cost`] that multiplies and
/// divides, and holds every `i128`.
trait Packing: Cost + From<i128> + std::ops::Mul<Output = Self> + std::ops::Div<Output = Self> {
    /// `self * factor`, or `None` beyond [`Cost::LIMIT`] (`self` positive,
    /// at most the limit).
    fn times_within(self, factor: i128) -> Option<Self> {
        let factor = Self::from(factor);
        (factor <= Self::LIMIT / self).then(|| self * factor)
    }
}

impl Packing for i128 {}
impl Packing for I256 {}

/// The matching of `model` least on `levels`, then on `steps`, every vertex
/// matched but those that `may_float` (see [`Fixings::least`]).
fn least_lexicographic<C: Packing>(
    model: &MatchingModel,
    may_float: &[bool],
    levels: &[&LinearForm],
    steps: &[VertexStep],
) -> Result<Option<Vec<bool>>, SolveError> {
    let mut state = Fixings::new(model, may_float);
    let mut next = 0;
    // The least matching of the last chunk: optimal on every form when the
    // steps left have nothing to choose.
    let mut settled = None;
    loop {
        // The forms fit while the product of their widths (plus one) does.
        let mut widths: Vec<i128> = levels.iter().map(|f| state.width(f)).collect();
        let mut product = C::from(1);
        for width in &widths {
            match product.times_within(width + 1) {
                Some(p) => product = p,
                None => return Ok(None),
            }
        }
        let mut forms: Vec<&LinearForm> = levels.to_vec();
        let mut chunk = Vec::new();
        while let Some(step) = steps.get(next) {
            debug_assert!(is_vertex_step(model, step));
            let width = state.width(&step.form);
            // A vertex whose pair is settled, or whose step has nothing
            // left to choose, needs no place in the chunk.
            if !state.covered[step.vertex] && width > 0 {
                match product.times_within(width + 1) {
                    Some(p) => product = p,
                    None => break,
                }
                widths.push(width);
                forms.push(&step.form);
                chunk.push(step);
            }
            next += 1;
        }
        if chunk.is_empty() && next < steps.len() {
            return Ok(None);
        }
        if chunk.is_empty() && settled.is_some() {
            return Ok(settled);
        }
        let Some(costs) = state.packed::<C>(&forms, &widths) else {
            return Ok(None);
        };
        let chosen = state.least(&costs)?;
        for step in chunk {
            state.settle(step, &chosen);
        }
        if next == steps.len() {
            return Ok(Some(chosen));
        }
        settled = Some(chosen);
    }
}

/// A perfect matching problem whose forms hold only edges among some of
/// its vertices (the bracket and the players it may meet, in a model that
/// holds the rest of the round): solved first on those vertices alone,
/// each allowed to stay unmatched where it has an edge to the others. Every
/// perfect matching of the whole is one of those matchings with the same
/// costs, so the least of them is the least of the whole as soon as the
/// vertices it leaves unmatched and the others have a perfect matching
/// among the edges that reach the others; else the whole model decides.
struct Split {
    /// The model on the forms' vertices, renumbered, its edges in order.
    part: MatchingModel,
    /// Each vertex's number in `part`, if it is one of its vertices.
    index: Vec<Option<usize>>,
    /// Each edge of `part`, as the whole model's edge.
    edge_of: Vec<usize>,
    /// Each edge of the whole model, as one of `part`'s.
    edge_in: Vec<Option<usize>>,
    may_float: Vec<bool>,
}

impl Split {
    /// `None` when the forms reach every vertex: nothing to split off.
    fn of(model: &MatchingModel, levels: &[&LinearForm], steps: &[VertexStep]) -> Option<Split> {
        let mut inside = vec![false; model.vertices];
        let forms = levels.iter().copied().chain(steps.iter().map(|s| &s.form));
        for form in forms {
            for (e, _) in form.terms.iter() {
                let (a, b) = model.edges[e];
                (inside[a], inside[b]) = (true, true);
            }
        }
        steps.iter().for_each(|s| inside[s.vertex] = true);
        if inside.iter().all(|&x| x) {
            return None;
        }
        let mut index = vec![None; model.vertices];
        let mut count = 0;
        for v in (0..model.vertices).filter(|&v| inside[v]) {
            index[v] = Some(count);
            count += 1;
        }
        let mut part = MatchingModel::new(count);
        let mut edge_of = Vec::new();
        let mut edge_in = vec![None; model.edges.len()];
        let mut may_float = vec![false; count];
        for (e, &(a, b)) in model.edges.iter().enumerate() {
            match (index[a], index[b]) {
                (Some(x), Some(y)) => {
                    edge_in[e] = Some(part.add_edge(x, y));
                    edge_of.push(e);
                }
                (Some(x), None) | (None, Some(x)) => may_float[x] = true,
                (None, None) => {}
            }
        }
        part.must_match = may_float.iter().map(|&f| !f).collect();
        Some(Split {
            part,
            index,
            edge_of,
            edge_in,
            may_float,
        })
    }

    /// A form of the whole model as one of `part` (its edges all inside).
    fn form(&self, form: &LinearForm) -> LinearForm {
        form.renumbered(|e| self.edge_in[e])
    }

    /// The least perfect matching of `model` by its part, when the part's
    /// least matching completes; `None` when it does not (or its levels
    /// are too wide to pack): the whole model decides.
    fn solved<C: Packing>(
        &self,
        model: &MatchingModel,
        levels: &[&LinearForm],
        steps: &[VertexStep],
    ) -> Result<Option<Vec<bool>>, SolveError> {
        let levels: Vec<LinearForm> = levels.iter().map(|f| self.form(f)).collect();
        let level_refs: Vec<&LinearForm> = levels.iter().collect();
        let steps: Vec<VertexStep> = steps
            .iter()
            .map(|s| VertexStep {
                vertex: self.index[s.vertex].expect("a step's vertex is inside"),
                form: self.form(&s.form),
            })
            .collect();
        let Some(inside) =
            least_lexicographic::<C>(&self.part, &self.may_float, &level_refs, &steps)?
        else {
            return Ok(None);
        };
        let mut chosen = vec![false; model.edges.len()];
        let mut matched = vec![false; model.vertices];
        for (i, _) in inside.iter().enumerate().filter(|&(_, &x)| x) {
            let e = self.edge_of[i];
            let (a, b) = model.edges[e];
            chosen[e] = true;
            (matched[a], matched[b]) = (true, true);
        }
        Ok(self.completed(model, &matched).map(|rest| {
            rest.into_iter().for_each(|e| chosen[e] = true);
            chosen
        }))
    }

    /// Edges matching every vertex not `matched` (the part's unmatched
    /// ones and all outside it), each reaching outside the part; `None`
    /// when there is no such perfect matching.
    fn completed(&self, model: &MatchingModel, matched: &[bool]) -> Option<Vec<usize>> {
        let mut local = vec![usize::MAX; model.vertices];
        let left: Vec<usize> = (0..model.vertices).filter(|&v| !matched[v]).collect();
        left.iter().enumerate().for_each(|(i, &v)| local[v] = i);
        let mut adjacency: Vec<Vec<usize>> = vec![Vec::new(); left.len()];
        let mut edge_between = HashMap::new();
        for (e, &(a, b)) in model.edges.iter().enumerate() {
            let reaches_out = self.index[a].is_none() || self.index[b].is_none();
            if reaches_out && !matched[a] && !matched[b] {
                let (x, y) = (local[a], local[b]);
                adjacency[x].push(y);
                adjacency[y].push(x);
                edge_between.entry((x.min(y), x.max(y))).or_insert(e);
            }
        }
        let mate = super::matching::maximum_matching(&adjacency);
        let mut edges = Vec::new();
        for (x, m) in mate.iter().enumerate() {
            let y = (*m)?;
            if x < y {
                edges.push(edge_between[&(x, y)]);
            }
        }
        Some(edges)
    }
}

/// Whether `step` is one: its edges at its vertex, their costs nonzero.
fn is_vertex_step(model: &MatchingModel, step: &VertexStep) -> bool {
    step.form.terms.iter().all(|(e, c)| {
        let (a, b) = model.edges[e];
        c != 0 && (a == step.vertex || b == step.vertex)
    })
}

/// The decisions of the steps settled so far.
struct Fixings<'m> {
    model: &'m MatchingModel,
    /// Edges no matching optimal so far holds.
    dropped: Vec<bool>,
    /// Edges every matching optimal so far holds.
    kept: Vec<bool>,
    /// Vertices a kept edge matches.
    covered: Vec<bool>,
    /// Vertices that may stay unmatched.
    may_float: &'m [bool],
    /// How many of them the last least matching could leave unmatched
    /// (see [`Self::least`]).
    absorbers: usize,
}

impl<'m> Fixings<'m> {
    fn new(model: &'m MatchingModel, may_float: &'m [bool]) -> Fixings<'m> {
        Fixings {
            model,
            dropped: vec![false; model.edges.len()],
            kept: vec![false; model.edges.len()],
            covered: vec![false; model.vertices],
            may_float,
            absorbers: 4,
        }
    }

    /// Whether edge `e` is still to be decided.
    fn open(&self, e: usize) -> bool {
        let (a, b) = self.model.edges[e];
        !self.dropped[e] && !self.covered[a] && !self.covered[b]
    }

    /// How far `form` can differ between two matchings of the open edges.
    fn width(&self, form: &LinearForm) -> i128 {
        form_width(self.model, form, |e| self.open(e))
    }

    /// Each edge's packed cost over `forms` (the first most significant)
    /// of widths `widths` (see the module's comment), or `None` when one
    /// would exceed [`Cost::LIMIT`]. Closed edges cost nothing here.
    fn packed<C: Packing>(&self, forms: &[&LinearForm], widths: &[i128]) -> Option<Vec<C>> {
        let mut weights = vec![C::ZERO; forms.len()];
        let mut weight = C::from(1);
        for i in (0..forms.len()).rev() {
            weights[i] = weight;
            weight = weight.times_within(widths[i] + 1)?;
        }
        let mut costs = vec![C::ZERO; self.model.edges.len()];
        for (form, &weight) in forms.iter().zip(&weights) {
            for (e, c) in form.terms.iter().filter(|&(e, _)| self.open(e)) {
                costs[e] += C::from(i128::from(c)) * weight;
            }
        }
        costs.iter().all(|c| c.abs() <= C::LIMIT).then_some(costs)
    }

    /// The least perfect matching of the open edges under `costs` (an open
    /// edge without a cost costs nothing), with the kept edges, as chosen
    /// edges of the model.
    ///
    /// Vertices that may float are left unmatched by matching them to `k`
    /// absorbing vertices, joined to each of them and to each other at no
    /// cost. With `k` at least their number that is every matching; with
    /// fewer, the least one leaving at most `k` unmatched, which is the
    /// least of all when it leaves at most `k - 2`: the least cost of a
    /// matching of `j` pairs is convex in `j` (two matchings of `j - 1` and
    /// `j + 1` pairs exchange a path of their difference into two of `j`
    /// pairs at the same total), so a least one above the fewest pairs
    /// allowed is least among fewer pairs too. Otherwise `k` is doubled.
    fn least<C: Packing>(&mut self, costs: &[C]) -> Result<Vec<bool>, SolveError> {
        let free: Vec<usize> = (0..self.model.vertices)
            .filter(|&v| !self.covered[v])
            .collect();
        let mut index = vec![usize::MAX; self.model.vertices];
        free.iter().enumerate().for_each(|(i, &v)| index[v] = i);
        let open: Vec<usize> = (0..self.model.edges.len())
            .filter(|&e| self.open(e))
            .collect();
        let mut edges: Vec<(usize, usize, C)> = open
            .iter()
            .map(|&e| {
                let (a, b) = self.model.edges[e];
                (index[a], index[b], costs[e])
            })
            .collect();
        let floating: Vec<usize> = (0..free.len())
            .filter(|&i| self.may_float[free[i]])
            .collect();
        let parity = |k: usize| k + (free.len() + k) % 2;
        let all = parity(floating.len());
        let own_edges = edges.len();
        let mate = loop {
            let k = parity(self.absorbers).min(all);
            edges.truncate(own_edges);
            for d in free.len()..free.len() + k {
                edges.extend(floating.iter().map(|&v| (v, d, C::ZERO)));
                edges.extend((d + 1..free.len() + k).map(|d2| (d, d2, C::ZERO)));
            }
            let least = min_cost_perfect_matching(free.len() + k, &edges);
            let left = least
                .as_ref()
                .map(|(_, mate)| floating.iter().filter(|&&v| mate[v] >= free.len()).count());
            match (least, left) {
                (Some((_, mate)), Some(left)) if k == all || left + 2 <= k => break mate,
                (None, _) if k == all => return Err(SolveError::Infeasible),
                _ => self.absorbers = 2 * k + 2,
            }
        };
        let mut chosen = self.kept.clone();
        // The matched pair's edge (the cheapest, should the model hold two).
        let mut taken: HashMap<(usize, usize), (C, usize)> = HashMap::new();
        for (&e, &(a, b, c)) in open.iter().zip(&edges) {
            if mate[a] == b {
                let slot = taken.entry((a.min(b), a.max(b))).or_insert((c, e));
                if c < slot.0 {
                    *slot = (c, e);
                }
            }
        }
        taken.values().for_each(|&(_, e)| chosen[e] = true);
        Ok(chosen)
    }

    /// Fixes what `chosen`, optimal up to `step`, says of its vertex: the
    /// pair when its cost is its own, else the class of pairs of its cost
    /// (every other edge at the vertex dropped).
    fn settle(&mut self, step: &VertexStep, chosen: &[bool]) {
        match step.form.terms.iter().find(|&(e, _)| chosen[e]) {
            Some((e, c)) if step.form.terms.iter().filter(|&(_, d)| d == c).count() > 1 => {
                let class: HashSet<usize> = (step.form.terms.iter())
                    .filter(|&(_, d)| d == c)
                    .map(|(f, _)| f)
                    .collect();
                debug_assert!(class.contains(&e));
                let v = step.vertex;
                for (f, &(a, b)) in self.model.edges.iter().enumerate() {
                    if (a == v || b == v) && !class.contains(&f) {
                        self.dropped[f] = true;
                    }
                }
            }
            Some((e, _)) => {
                let (a, b) = self.model.edges[e];
                self.kept[e] = true;
                self.covered[a] = true;
                self.covered[b] = true;
            }
            None => step
                .form
                .terms
                .iter()
                .for_each(|(e, _)| self.dropped[e] = true),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::brute_force::{all_matchings, random_graph};
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    /// The lexicographic least of `forms` over every perfect matching.
    fn brute(model: &MatchingModel, forms: &[LinearForm]) -> Option<Vec<i64>> {
        all_matchings(model, model.vertices / 2)
            .into_iter()
            .map(|m| forms.iter().map(|f| f.value(&m)).collect::<Vec<i64>>())
            .min()
    }

    /// A random form, its costs times `scale` (a wide one leaves room for
    /// few steps in a chunk).
    fn random_form(rng: &mut ChaCha8Rng, model: &MatchingModel, scale: i64) -> LinearForm {
        let mut form = LinearForm::new();
        for e in 0..model.edges.len() {
            if rng.gen_bool(0.5) {
                form.add(e, rng.gen_range(-3..4) * scale);
            }
        }
        form.constant = rng.gen_range(-2..3);
        form
    }

    /// Steps maximising each vertex's partner number, as orders do.
    fn partner_steps(model: &MatchingModel, vertices: &[usize]) -> Vec<VertexStep> {
        vertices
            .iter()
            .map(|&v| {
                let mut form = LinearForm::new();
                for (e, &(a, b)) in model.edges.iter().enumerate() {
                    if a == v || b == v {
                        let partner = a + b - v;
                        form.add(e, -(partner as i64 + 1));
                    }
                }
                VertexStep { vertex: v, form }
            })
            .collect()
    }

    #[test]
    fn levels_then_steps_are_the_brute_force_least() {
        levels_then_steps_against_brute_force(1);
    }

    /// Steps whose costs repeat (a class of partners, as an upfloater
    /// meeting any resident): the class settled, not the pair, and the
    /// least matching still the lexicographic least of every form.
    #[test]
    fn class_steps_are_the_brute_force_least() {
        let mut rng = ChaCha8Rng::seed_from_u64(41);
        let mut solved = 0;
        for _ in 0..400 {
            let n = 2 * rng.gen_range(1..5);
            let density = rng.gen_range(0.3..1.0);
            let mut model = random_graph(&mut rng, n, density);
            model.must_match = vec![true; n];
            let levels: Vec<LinearForm> = (0..rng.gen_range(0..3))
                .map(|_| random_form(&mut rng, &model, 1))
                .collect();
            let classes = rng.gen_range(1..3) as i64;
            let steps: Vec<VertexStep> = (0..n)
                .filter(|_| rng.gen_bool(0.7))
                .map(|v| {
                    let mut form = LinearForm::new();
                    for (e, &(a, b)) in model.edges.iter().enumerate() {
                        let partner = (a + b - v) as i64;
                        if (a == v || b == v) && partner % 3 != 0 {
                            form.add(e, -(1 + partner % classes));
                        }
                    }
                    VertexStep { vertex: v, form }
                })
                .collect();
            solved += usize::from(least_is_brute_force(&model, &levels, &steps, false));
        }
        assert!(solved > 150, "only {solved} graphs solved");
    }

    /// Levels so wide that the steps come one or two a chunk: each chunk's
    /// decisions fixed before the next one.
    #[test]
    fn steps_in_many_chunks_are_the_brute_force_least() {
        levels_then_steps_against_brute_force(1 << 26);
    }

    fn levels_then_steps_against_brute_force(scale: i64) {
        let mut rng = ChaCha8Rng::seed_from_u64(30);
        let mut solved = 0;
        for _ in 0..400 {
            let n = 2 * rng.gen_range(1..5);
            let density = rng.gen_range(0.3..1.0);
            let mut model = random_graph(&mut rng, n, density);
            model.must_match = vec![true; n];
            let levels: Vec<LinearForm> = (0..rng.gen_range(0..4))
                .map(|_| random_form(&mut rng, &model, scale))
                .collect();
            let order: Vec<usize> = (0..n).filter(|_| rng.gen_bool(0.7)).collect();
            let steps = partner_steps(&model, &order);
            // Three wide levels may not fit at all.
            let may_not_fit = scale > 1 && levels.len() == 3;
            solved += usize::from(least_is_brute_force(&model, &levels, &steps, may_not_fit));
        }
        assert!(solved > 150, "only {solved} graphs solved");
    }

    /// Whether the weighted matchings solved `model` on `levels` then
    /// `steps`, asserting that their matching's values are brute force's
    /// (or that neither has a perfect matching); the levels not fitting is
    /// a failure unless `may_not_fit`.
    fn least_is_brute_force(
        model: &MatchingModel,
        levels: &[LinearForm],
        steps: &[VertexStep],
        may_not_fit: bool,
    ) -> bool {
        let mut forms = levels.to_vec();
        forms.extend(steps.iter().map(|s| s.form.clone()));
        let expected = brute(model, &forms);
        let level_refs: Vec<&LinearForm> = levels.iter().collect();
        match lexicographic_perfect_matching(model, &level_refs, steps) {
            Ok(Some(chosen)) => {
                assert!(model.is_feasible(&chosen));
                let values: Vec<i64> = forms.iter().map(|f| f.value(&chosen)).collect();
                assert_eq!(Some(values), expected, "{model:?}");
                true
            }
            Err(SolveError::Infeasible) => {
                assert_eq!(expected, None);
                false
            }
            Ok(None) if may_not_fit => false,
            other => panic!("{other:?}"),
        }
    }

    /// A random form over the edges among the first `inside` vertices.
    fn form_inside(
        rng: &mut ChaCha8Rng,
        model: &MatchingModel,
        inside: usize,
        scale: i64,
    ) -> LinearForm {
        let mut form = random_form(rng, model, scale);
        let keep: Vec<(usize, i64)> = form
            .terms
            .iter()
            .filter(|&(e, _)| model.edges[e].0 < inside && model.edges[e].1 < inside)
            .collect();
        form.terms = keep.into();
        form
    }

    /// Forms over some of the vertices only: the part they reach solved
    /// alone (its vertices floating to the others, as many as they like,
    /// the absorbers grown for them), completed or left to the whole.
    #[test]
    fn forms_over_part_of_the_vertices_are_the_brute_force_least() {
        let mut rng = ChaCha8Rng::seed_from_u64(37);
        let (mut split, mut solved) = (0, 0);
        for _ in 0..600 {
            let n = 2 * rng.gen_range(2..6);
            let density = rng.gen_range(0.2..0.9);
            let mut model = random_graph(&mut rng, n, density);
            model.must_match = vec![true; n];
            let inside = rng.gen_range(1..n);
            let scale = if rng.gen_bool(0.3) { 1 << 26 } else { 1 };
            let levels: Vec<LinearForm> = (0..rng.gen_range(0..3))
                .map(|_| form_inside(&mut rng, &model, inside, scale))
                .collect();
            let order: Vec<usize> = (0..inside).filter(|_| rng.gen_bool(0.7)).collect();
            let steps: Vec<VertexStep> = partner_steps(&model, &order)
                .into_iter()
                .map(|mut step| {
                    let keep: Vec<(usize, i64)> = step
                        .form
                        .terms
                        .iter()
                        .filter(|&(e, _)| model.edges[e].0 < inside && model.edges[e].1 < inside)
                        .collect();
                    step.form.terms = keep.into();
                    step
                })
                .collect();
            let level_refs: Vec<&LinearForm> = levels.iter().collect();
            split += usize::from(Split::of(&model, &level_refs, &steps).is_some());
            let mut forms = levels.clone();
            forms.extend(steps.iter().map(|s| s.form.clone()));
            let expected = brute(&model, &forms);
            match lexicographic_perfect_matching(&model, &level_refs, &steps) {
                Ok(Some(chosen)) => {
                    assert!(model.is_feasible(&chosen), "{model:?}");
                    let values: Vec<i64> = forms.iter().map(|f| f.value(&chosen)).collect();
                    assert_eq!(Some(values), expected, "{model:?}");
                    solved += 1;
                }
                Err(SolveError::Infeasible) => assert_eq!(expected, None),
                Ok(None) if scale > 1 => {}
                other => panic!("{other:?}"),
            }
        }
        assert!(
            split > 300 && solved > 200,
            "{split} split, {solved} solved"
        );
    }

    /// A last bracket of odd size: one vertex left out, among those
    /// allowed, by a vertex joined to them.
    #[test]
    fn a_pair_short_of_perfect_is_perfect_with_a_bye_vertex() {
        let mut model = MatchingModel::new(3);
        model.add_edge(0, 1);
        model.add_edge(1, 2);
        model.must_match = vec![true, false, false];
        model.min_pairs = Some(1);
        let perfect = as_plain_perfect(&model).expect("one pair short");
        assert!(is_plain_perfect(&perfect));
        assert_eq!(perfect.vertices, 4);
        assert_eq!(perfect.edges[2..], [(1, 3), (2, 3)]);
        model.min_pairs = Some(0);
        assert!(as_plain_perfect(&model).is_none());
        model.min_pairs = Some(2);
        assert!(as_plain_perfect(&model).is_none());
    }

    #[test]
    fn levels_too_wide_to_pack_are_left_to_another_method() {
        let mut model = MatchingModel::new(2);
        model.add_edge(0, 1);
        model.must_match = vec![true; 2];
        let mut wide = LinearForm::new();
        wide.add(0, 1 << 30);
        // 30 bits each: four fit in 256-bit costs (2^200), eight do not.
        assert!(lexicographic_perfect_matching(&model, &[&wide; 4], &[]).is_ok_and(|c| c.is_some()));
        let levels = vec![&wide; 8];
        assert_eq!(
            lexicographic_perfect_matching(&model, &levels, &[]),
            Ok(None)
        );
    }
}
