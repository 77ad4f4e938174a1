//! `pairproof explain`: a round for people, as text and as an HTML page.

use super::args::ExplainArgs;
use super::input::{at_most_one_stdin, input_name, read_text, read_tournament, RulesChoice};
use super::output::{emit, write_atomically};
use crate::error::{Error, Result};
use crate::explain::{explain as explain_round, html, parse_pairs, text};
use crate::solver::Solver;
use crate::state::RoundRequest;
use crate::tournament::Round;
use std::path::PathBuf;

pub fn explain(a: &ExplainArgs) -> Result<i32> {
    let choice = RulesChoice::new(&a.rules, Solver::default())?;
    let mut inputs: Vec<PathBuf> = vec![a.input.clone()];
    inputs.extend(a.pairing.iter().cloned());
    at_most_one_stdin(&inputs)?;
    let mut t = read_tournament(&a.input, choice.reading)?;
    let (setup, note) = choice.for_tournament(&mut t, &a.input)?;
    if let Some(note) = note {
        super::output::warn(&format!("{note}\n"));
    }
    let recorded = t.rounds_in_file();
    let next = Round::at_index(recorded);
    let request = match a.round.map(|n| (n, Round::new(n))) {
        None => RoundRequest::next_round(&t)?,
        Some((_, Some(round))) if round == next => RoundRequest::next_round(&t)?,
        Some((_, Some(round))) if round < next => {
            RoundRequest::recorded_round(&t, round, t.total_rounds())
        }
        Some((n, _)) => {
            return Err(Error::Request(format!(
                "round {n} cannot be explained: {} records {recorded} rounds (give 1 to {next})",
                input_name(&a.input).display(),
            )))
        }
    };
    let other = match &a.pairing {
        Some(list) => Some(crate::pairing::parse_list(
            &read_text(list)?,
            &input_name(list),
        )?),
        None => None,
    };
    let mut asked = Vec::new();
    for text in &a.why_not {
        asked.extend(parse_pairs(text)?);
    }
    let questions: Vec<_> = (!asked.is_empty()).then_some(asked).into_iter().collect();
    let explanation = explain_round(setup, &t, &request, other.as_ref(), &questions)?;
    emit(&text::render(&explanation))?;
    let inputs: Vec<&std::path::Path> = inputs.iter().map(PathBuf::as_path).collect();
    if let Some(path) = &a.html {
        write_atomically(path, &html::render(&explanation), &inputs)?;
    }
    if let Some(path) = &a.json {
        let json = serde_json::to_string_pretty(&explanation)
            .map_err(|e| Error::Unexpected(e.to_string()))?
            + "\n";
        write_atomically(path, &json, &inputs)?;
    }
    Ok(0)
}
