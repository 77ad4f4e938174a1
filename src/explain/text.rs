//! The explanation as plain text, for a terminal.

use super::{listed_pairs, BracketExplained, Explanation, PlayerLine, WhyNot};

/// The whole explanation, bracket by bracket.
pub fn render(e: &Explanation) -> String {
    let mut out = format!(
        "round {} under {}: {} players\n",
        e.round, e.system, e.players
    );
    out.push_str(&format!(
        "each bracket: the quality criteria ({}) in order, then the generation order ({}); colours by {}\n",
        e.criteria_paragraphs, e.order_paragraphs, e.colour_paragraphs
    ));
    for b in &e.brackets {
        out.push_str(&bracket(b));
    }
    out.push_str("\npairing\n");
    for board in &e.boards {
        let step = if board.colour_step.is_empty() {
            String::new()
        } else {
            format!("   (White by {})", board.colour_step)
        };
        out.push_str(&format!(
            "  board {:>3}: {} - {}{step}\n",
            board.board, board.white, board.black
        ));
    }
    match &e.bye {
        Some(p) => out.push_str(&format!("  bye: {} {}\n", p.id, p.name)),
        None => out.push_str("  bye: none\n"),
    }
    for w in &e.why_not {
        out.push_str(&why_not(w));
    }
    if let Some(o) = &e.other {
        out.push_str(&format!("\nthe pairing under test: {}\n", o.verdict));
        match o.parting_bracket {
            Some(b) => out.push_str(&format!("  the two part in bracket {b}\n")),
            None if o.same_pairs => out.push_str("  the same pairs as the rules'\n"),
            None => {}
        }
        if let Some(p) = &o.deciding_paragraph {
            out.push_str(&format!("  deciding paragraph: {p}\n"));
        }
        out.push_str(&format!("  {}\n", o.reason));
        out.push_str("  side by side (rules | under test):\n");
        let rows = e.boards.len().max(o.boards.len());
        for i in 0..rows {
            let left = e
                .boards
                .get(i)
                .map_or(String::new(), |b| format!("{} - {}", b.white, b.black));
            let right = o
                .boards
                .get(i)
                .map_or(String::new(), |b| format!("{} - {}", b.white, b.black));
            out.push_str(&format!("  {:>3}  {left:<13}| {right}\n", i + 1));
        }
        let bye = |b: Option<u32>| b.map_or("none".to_string(), |b| b.to_string());
        out.push_str(&format!(
            "  bye  {:<13}| {}\n",
            bye(e.bye.as_ref().map(|p| p.id)),
            bye(o.bye)
        ));
    }
    out
}

fn bracket(b: &BracketExplained) -> String {
    let role = if b.role == b.kind {
        String::new()
    } else {
        format!(", {}", b.role)
    };
    let mut out = format!(
        "\nbracket {} ({}{role}, score {}): {} moved in, {} residents\n",
        b.number,
        b.kind,
        b.score,
        b.moved.len(),
        b.residents.len()
    );
    for p in &b.moved {
        out.push_str(&player(p, true));
    }
    for p in &b.residents {
        out.push_str(&player(p, false));
    }
    if !b.start.is_empty() {
        out.push_str(&format!(
            "  the text starts from {}: {}\n",
            b.start_name,
            listed_pairs(&b.start, " ")
        ));
    }
    for p in &b.pairs {
        let up = p
            .upfloater
            .map_or(String::new(), |u| format!(", {u} floats up"));
        out.push_str(&format!(
            "  pair {}-{}: White {} ({}){up}\n      {} [{}]\n",
            p.first, p.second, p.white, p.colour_step, p.reason.text, p.reason.paragraph
        ));
    }
    for f in &b.floaters {
        out.push_str(&format!(
            "  {} {}: {} [{}]\n",
            f.goes, f.id, f.reason.text, f.reason.paragraph
        ));
    }
    if !b.unpaired.is_empty() {
        let rest: Vec<String> = b.unpaired.iter().map(u32::to_string).collect();
        out.push_str(&format!(
            "  unpaired: {} ({})\n",
            rest.join(" "),
            b.unpaired_go
        ));
    }
    for c in &b.criteria {
        let counted = if c.counted.is_empty() {
            String::new()
        } else {
            format!(": {}", c.counted.join(" "))
        };
        out.push_str(&format!(
            "  {} = {} ({}; {}){counted}\n",
            c.paragraph, c.value, c.measure, c.meaning
        ));
    }
    if !b.faithful {
        out.push_str("  note: the bracket's criteria alone do not give the rules' pairing here: the text's own procedure decided it\n");
    }
    for a in &b.alternatives {
        out.push_str(&format!(
            "  also optimal: {}; {} puts the rules' first\n",
            a.listed(),
            a.step
        ));
    }
    if !b.decided_by.is_empty() {
        out.push_str(&format!("  decided: {}\n", b.decided_by));
    }
    out
}

fn player(p: &PlayerLine, moved: bool) -> String {
    let from = match &p.from {
        Some((bracket, score)) if moved => format!(", from bracket {bracket} (score {score})"),
        _ => String::new(),
    };
    format!(
        "  {} {:>4} {} ({}), score {}, preference {}, colours {}, floats {}{from}\n",
        if moved { "moved" } else { "     " },
        p.id,
        p.name,
        p.rating,
        p.score,
        p.preference,
        p.colours,
        p.floats
    )
}

fn why_not(w: &WhyNot) -> String {
    let asked = listed_pairs(&w.pairs, ", ");
    let mut out = format!("\nwhy not {}? {}\n", asked, w.answer);
    if let Some(p) = &w.paragraph {
        let meaning = w.meaning.map_or(String::new(), |m| format!(" ({m})"));
        out.push_str(&format!("  deciding paragraph: {p}{meaning}\n"));
    }
    out.push_str(&format!("  {}\n", w.text));
    if let Some(best) = w.best_pairing_listed() {
        out.push_str(&format!("  the best pairing holding it: {best}\n"));
    }
    out
}
