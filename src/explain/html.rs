//! The explanation as one self-contained HTML page: inline CSS, no script,
//! font or image from elsewhere, readable offline and on a phone (the
//! tables scroll sideways inside their box, the text wraps).

use super::{listed_pairs, BracketExplained, Explanation, PlayerLine, WhyNot};

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

const STYLE: &str = "body{font-family:system-ui,sans-serif;margin:0 auto;padding:0.8em;max-width:60em;line-height:1.4}\
h1{font-size:1.4em}h2{font-size:1.15em;margin-top:1.4em}section{border-top:1px solid #ccc;padding-top:0.3em}\
.wrap{overflow-x:auto;-webkit-overflow-scrolling:touch}table{border-collapse:collapse;font-size:0.92em}\
td,th{border:1px solid #bbb;padding:2px 6px;text-align:left;vertical-align:top}td.v,td code{white-space:nowrap}th{background:#eee}\
.moved{background:#fff4d6}.pairs li{margin:0.1em 0}.note{color:#444;font-size:0.92em}\
.differs{background:#ffe0e0}code{font-size:0.95em}.reason{color:#333}.para{font-weight:bold;white-space:nowrap}\
.whynot{background:#eef4ff;padding:0.3em 0.6em;border-radius:4px}\
@media (max-width:600px){body{padding:0.4em;font-size:15px}td,th{padding:2px 4px}}";

/// The page.
pub fn render(e: &Explanation) -> String {
    let title = format!("Round {} under {}", e.round, e.system);
    let mut out = format!(
        "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <title>{t}</title><style>{STYLE}</style></head><body>\n<h1>{t}</h1>\n",
        t = escape(&title)
    );
    out.push_str(&format!(
        "<p>{} players. Each bracket is paired by the quality criteria ({}) in order, then the generation order ({}); colours by {}.</p>\n",
        e.players,
        escape(e.criteria_paragraphs),
        escape(e.order_paragraphs),
        escape(e.colour_paragraphs)
    ));
    // The answers to the questions asked come first: on a phone they are
    // what the reader opened the page for.
    for w in &e.why_not {
        out.push_str(&why_not(w));
    }
    for b in &e.brackets {
        out.push_str(&bracket(b));
    }
    out.push_str("<section id=\"pairing\"><h2>The pairing</h2>\n<div class=\"wrap\"><table><tr><th>board</th><th>White</th><th>Black</th><th>colour step</th><th>what it asks</th></tr>\n");
    for b in &e.boards {
        out.push_str(&format!(
            "<tr class=\"board\"><td>{}</td><td>{}</td><td>{}</td><td class=\"para\">{}</td><td>{}</td></tr>\n",
            b.board,
            b.white,
            b.black,
            escape(&b.colour_step),
            escape(&b.colour_meaning)
        ));
    }
    out.push_str("</table></div>\n");
    match &e.bye {
        Some(p) => out.push_str(&format!(
            "<p id=\"bye\">Bye: {} {}</p>\n",
            p.id,
            escape(&p.name)
        )),
        None => out.push_str("<p id=\"bye\">Bye: none</p>\n"),
    }
    out.push_str("</section>\n");
    if let Some(o) = &e.other {
        out.push_str(&format!(
            "<section id=\"other\"><h2>The pairing under test: {}</h2>\n",
            escape(&o.verdict)
        ));
        if let Some(b) = o.parting_bracket {
            out.push_str(&format!(
                "<p>The two pairings part in <a href=\"#bracket-{b}\">bracket {b}</a>.</p>\n"
            ));
        }
        if let Some(p) = &o.deciding_paragraph {
            out.push_str(&format!(
                "<p id=\"deciding\">Deciding paragraph: <strong>{}</strong></p>\n",
                escape(p)
            ));
        }
        out.push_str(&format!("<p>{}</p>\n", escape(&o.reason)));
        out.push_str("<div class=\"wrap\"><table><tr><th>board</th><th>the rules</th><th>under test</th></tr>\n");
        for i in 0..e.boards.len().max(o.boards.len()) {
            let left = e
                .boards
                .get(i)
                .map_or(String::new(), |b| format!("{} - {}", b.white, b.black));
            let right = o
                .boards
                .get(i)
                .map_or(String::new(), |b| format!("{} - {}", b.white, b.black));
            let class = if left == right {
                ""
            } else {
                " class=\"differs\""
            };
            out.push_str(&format!(
                "<tr{class}><td>{}</td><td>{left}</td><td>{right}</td></tr>\n",
                i + 1
            ));
        }
        let bye = |b: Option<u32>| b.map_or("none".to_string(), |b| b.to_string());
        out.push_str(&format!(
            "<tr><td>bye</td><td>{}</td><td>{}</td></tr>\n</table></div>\n",
            bye(e.bye.as_ref().map(|p| p.id)),
            bye(o.bye)
        ));
        out.push_str(&format!("<details><summary>The verifier's report</summary><pre>{}</pre></details>\n</section>\n", escape(&o.report)));
    }
    out.push_str("</body></html>\n");
    out
}

fn bracket(b: &BracketExplained) -> String {
    let mut out = format!(
        "<section id=\"bracket-{n}\"><h2>Bracket {n}: score {s} ({k}{r})</h2>\n",
        n = b.number,
        s = escape(&b.score),
        k = b.kind,
        r = if b.role == b.kind {
            String::new()
        } else {
            format!(", {}", escape(&b.role))
        }
    );
    out.push_str(&format!(
        "<p>{} moved in, {} residents.</p>\n",
        b.moved.len(),
        b.residents.len()
    ));
    out.push_str("<div class=\"wrap\"><table><tr><th>player</th><th>rating</th><th>score</th><th>colour pref.</th><th>colours</th><th>floats</th><th>why here</th></tr>\n");
    for p in &b.moved {
        out.push_str(&player(p, true));
    }
    for p in &b.residents {
        out.push_str(&player(p, false));
    }
    out.push_str("</table></div>\n");
    if !b.start.is_empty() {
        out.push_str(&format!(
            "<p>The text starts from {}: <code>{}</code>.</p>\n",
            escape(&b.start_name),
            listed_pairs(&b.start, " ")
        ));
    }
    if !b.pairs.is_empty() {
        out.push_str("<ul class=\"pairs\">\n");
        for p in &b.pairs {
            let up = p
                .upfloater
                .map_or(String::new(), |u| format!("; {u} floats up"));
            out.push_str(&format!(
                "<li class=\"pair\"><strong>{} {} &ndash; {} {}</strong>: White {} (<span class=\"para colour\">{}</span>){up}<br><span class=\"reason\">{}</span> <span class=\"para\">[{}]</span></li>\n",
                p.first,
                escape(&p.first_name),
                p.second,
                escape(&p.second_name),
                p.white,
                escape(&p.colour_step),
                escape(&p.reason.text),
                escape(&p.reason.paragraph)
            ));
        }
        out.push_str("</ul>\n");
    }
    if !b.floaters.is_empty() {
        out.push_str("<ul class=\"floaters\">\n");
        for f in &b.floaters {
            out.push_str(&format!(
                "<li class=\"floater\"><strong>{} {}</strong> {}: <span class=\"reason\">{}</span> <span class=\"para\">[{}]</span></li>\n",
                f.id,
                escape(&f.name),
                escape(&f.goes),
                escape(&f.reason.text),
                escape(&f.reason.paragraph)
            ));
        }
        out.push_str("</ul>\n");
    }
    if !b.unpaired.is_empty() {
        let rest: Vec<String> = b.unpaired.iter().map(u32::to_string).collect();
        out.push_str(&format!(
            "<p>Unpaired: {} ({}).</p>\n",
            rest.join(", "),
            escape(&b.unpaired_go)
        ));
    }
    if !b.criteria.is_empty() {
        let counting: Vec<String> = b
            .criteria
            .iter()
            .filter(|c| c.value > 0)
            .map(|c| format!("{} = {}", c.paragraph, c.value))
            .collect();
        let summary = if counting.is_empty() {
            "nothing counted".to_string()
        } else {
            counting.join(", ")
        };
        out.push_str(&format!(
            "<details class=\"criteria\"><summary>The criteria: {}</summary>\n<div class=\"wrap\"><table><tr><th>paragraph</th><th>value</th><th>what it asks</th><th>what it counts</th><th>counted in</th></tr>\n",
            escape(&summary)
        ));
        for c in &b.criteria {
            out.push_str(&format!(
                "<tr><td>{}</td><td class=\"v\">{}</td><td>{}</td><td>{}</td><td>{}</td></tr>\n",
                escape(c.paragraph),
                c.value,
                escape(c.meaning),
                escape(c.measure),
                escape(&c.counted.join(" "))
            ));
        }
        out.push_str("</table></div></details>\n");
    }
    if !b.faithful {
        out.push_str("<p class=\"note\">The bracket's criteria alone do not give the rules' pairing here: the text's own procedure decided it.</p>\n");
    }
    if !b.alternatives.is_empty() {
        out.push_str(
            "<p>Other candidates as good on every criterion:</p>\n<ul class=\"alternatives\">\n",
        );
        for a in &b.alternatives {
            out.push_str(&format!(
                "<li><code>{}</code>: <span class=\"para\">{}</span> puts the rules' pairing first</li>\n",
                escape(&a.listed()),
                escape(&a.step)
            ));
        }
        out.push_str("</ul>\n");
    }
    if !b.decided_by.is_empty() {
        out.push_str(&format!(
            "<p class=\"note\">Decided: {}</p>\n",
            escape(&b.decided_by)
        ));
    }
    out.push_str("</section>\n");
    out
}

fn player(p: &PlayerLine, moved: bool) -> String {
    let why = match &p.from {
        Some((bracket, score)) if moved => {
            format!("moved from bracket {bracket} (score {})", escape(score))
        }
        _ if moved => "moved in".to_string(),
        _ => "resident".to_string(),
    };
    format!(
        "<tr{}><td>{} {}</td><td>{}</td><td>{}</td><td>{}</td><td><code>{}</code></td><td><code>{}</code></td><td>{why}</td></tr>\n",
        if moved { " class=\"moved\"" } else { "" },
        p.id,
        escape(&p.name),
        p.rating,
        escape(&p.score),
        escape(&p.preference),
        escape(&p.colours),
        escape(&p.floats)
    )
}

fn why_not(w: &WhyNot) -> String {
    let asked = listed_pairs(&w.pairs, ", ");
    let mut out = format!(
        "<section class=\"whynot\"><h2>Why not {}? {}</h2>\n",
        escape(&asked),
        escape(&w.answer)
    );
    if let Some(p) = &w.paragraph {
        let meaning = w
            .meaning
            .map_or(String::new(), |m| format!(": {}", escape(m)));
        out.push_str(&format!(
            "<p>Deciding paragraph: <strong class=\"para\">{}</strong>{meaning}</p>\n",
            escape(p)
        ));
    }
    out.push_str(&format!("<p>{}</p>\n", escape(&w.text)));
    if let Some(best) = w.best_pairing_listed() {
        out.push_str(&format!(
            "<p>The best pairing holding it: <code>{best}</code></p>\n"
        ));
    }
    out.push_str("</section>\n");
    out
}
