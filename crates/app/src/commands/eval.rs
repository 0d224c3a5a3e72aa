//! `batala eval`: retrieval and answer quality on the project's development question set
//! (`eval/dev-set.json`). Retrieval: hit@5 and MRR per mode (full text, vector, hybrid), per
//! language and across languages. Answers, through `POST /api/ask` on an app started here:
//! accuracy, false refusals and latency per language, non-food refusals, and the coherence rules
//! of `shared/ANSWER-STYLE.md` on every answer. Any coherence violation or false refusal fails it.

use std::fmt::Write as _;
use std::path::Path;
use std::time::{Duration, Instant};

use batala_ask::{dangling_opening, near_repeat, sentences};
use batala_kernel::{City, Persona, WebUrl};
use batala_knowledge::{
    Language, RetrievalMode, SearchFilters, SearchQuery, authority_of, publisher_of,
};
use batala_postgres::{Database, PoolSettings};
use regex::{Regex, RegexBuilder};
use secrecy::ExposeSecret;
use serde::Deserialize;

use crate::config::Config;
use crate::startup::Knowledge;

#[derive(Debug, Deserialize)]
struct DevSet {
    answerable_en: Vec<DevQuestion>,
    answerable_ar: Vec<DevQuestion>,
    non_food: Vec<NonFoodQuestion>,
    #[serde(default)]
    cross_language: Vec<CrossQuestion>,
}

#[derive(Debug, Deserialize)]
struct NonFoodQuestion {
    q: String,
    p: Persona,
    c: City,
}

#[derive(Debug, Deserialize)]
struct DevQuestion {
    q: String,
    p: Persona,
    c: City,
    expect: Vec<String>,
    /// Patterns of which one must match the answer's first sentence.
    #[serde(default)]
    first: Vec<String>,
}

#[derive(Debug, Deserialize)]
struct CrossQuestion {
    q: String,
    p: Persona,
    c: City,
    /// The language of the chunks searched (`en` or `ar`): the other one than the question's.
    search: String,
    expect: Vec<String>,
}

/// What an evaluation found: the report, and whether the set passes (no coherence violation
/// and no false refusal).
#[derive(Debug)]
pub struct EvalOutcome {
    pub report: String,
    pub passed: bool,
}

/// Hits, reciprocal ranks and latencies of one retrieval mode on one set of questions.
#[derive(Debug, Default)]
struct Tally {
    hits: usize,
    reciprocal_ranks: f64,
    latencies: Vec<Duration>,
    misses: Vec<String>,
}

/// The `p`-th percentile (0–100) of some durations, in milliseconds.
#[must_use]
pub fn percentile_ms(durations: &[Duration], p: f64) -> f64 {
    if durations.is_empty() {
        return 0.0;
    }
    let mut sorted = durations.to_vec();
    sorted.sort();
    #[allow(
        clippy::cast_possible_truncation,
        clippy::cast_sign_loss,
        clippy::cast_precision_loss
    )]
    let index = ((p / 100.0) * (sorted.len() - 1) as f64).round() as usize;
    sorted[index.min(sorted.len() - 1)].as_secs_f64() * 1000.0
}

fn compile(patterns: &[String]) -> anyhow::Result<Vec<Regex>> {
    Ok(patterns
        .iter()
        .map(|p| RegexBuilder::new(p).case_insensitive(true).build())
        .collect::<Result<_, _>>()?)
}

/// One retrieval question: its text, filters and patterns.
struct Probe<'a> {
    text: &'a str,
    persona: Persona,
    city: City,
    language: Language,
    expect: &'a [String],
}

/// Runs the development question set; see the module's documentation.
///
/// # Errors
/// When the file is unreadable or invalid, or retrieval or the app fails.
pub async fn eval(config: &Config, file: &Path) -> anyhow::Result<EvalOutcome> {
    let set: DevSet = serde_json::from_str(&std::fs::read_to_string(file)?)?;
    let database = Database::connect(config.database_url.expose_secret(), PoolSettings::default())?;
    let knowledge = Knowledge::wire(config, &database)?;
    let mut report = String::new();
    let _ = writeln!(
        report,
        "Development set {}: {} English, {} Arabic, {} cross-language, {} non-food questions; embedder {}",
        file.display(),
        set.answerable_en.len(),
        set.answerable_ar.len(),
        set.cross_language.len(),
        set.non_food.len(),
        knowledge.ingest_embedder.id()
    );
    let _ = writeln!(report, "\nRetrieval (chunks)");
    let _ = writeln!(
        report,
        "{:<8} {:<6} {:>6} {:>6} {:>8} {:>8}",
        "mode", "lang", "hit@5", "MRR", "p50 ms", "p95 ms"
    );
    fn probes(questions: &[DevQuestion]) -> Vec<Probe<'_>> {
        questions
            .iter()
            .map(|q| Probe {
                text: &q.q,
                persona: q.p,
                city: q.c,
                language: Language::detect(&q.q),
                expect: &q.expect,
            })
            .collect()
    }
    let cross = |search: Language| -> Vec<Probe<'_>> {
        set.cross_language
            .iter()
            .filter(|q| q.search == search.as_str())
            .map(|q| Probe {
                text: &q.q,
                persona: q.p,
                city: q.c,
                language: search,
                expect: &q.expect,
            })
            .collect()
    };
    let groups = [
        ("en", probes(&set.answerable_en)),
        ("ar", probes(&set.answerable_ar)),
        ("ar→en", cross(Language::En)),
        ("en→ar", cross(Language::Ar)),
    ];
    let mut misses = String::new();
    for mode in RetrievalMode::ALL {
        for (label, group) in &groups {
            if group.is_empty() {
                continue;
            }
            let tally = retrieval(&knowledge, group, mode).await?;
            #[allow(clippy::cast_precision_loss)]
            let n = group.len() as f64;
            #[allow(clippy::cast_precision_loss)]
            let hit_rate = tally.hits as f64 / n;
            let _ = writeln!(
                report,
                "{:<8} {:<6} {:>6.3} {:>6.3} {:>8.1} {:>8.1}",
                mode.as_str(),
                label,
                hit_rate,
                tally.reciprocal_ranks / n,
                percentile_ms(&tally.latencies, 50.0),
                percentile_ms(&tally.latencies, 95.0)
            );
            if mode == RetrievalMode::Hybrid {
                for missed in &tally.misses {
                    let _ = writeln!(misses, "  {label}: {missed}");
                }
            }
        }
    }
    if !misses.is_empty() {
        let _ = writeln!(report, "Hybrid misses at 5:\n{misses}");
    }
    let _ = writeln!(
        report,
        "\nRetrieval (guidance cards: answer, steps and notes in the probe's language)"
    );
    let _ = writeln!(
        report,
        "{:<8} {:<6} {:>6} {:>6} {:>8} {:>8}",
        "mode", "lang", "hit@5", "MRR", "p50 ms", "p95 ms"
    );
    let mut card_misses = String::new();
    for mode in RetrievalMode::ALL {
        for (label, group) in &groups {
            if group.is_empty() {
                continue;
            }
            let tally = card_retrieval(&knowledge, group, mode).await?;
            #[allow(clippy::cast_precision_loss)]
            let n = group.len() as f64;
            #[allow(clippy::cast_precision_loss)]
            let hit_rate = tally.hits as f64 / n;
            let _ = writeln!(
                report,
                "{:<8} {:<6} {:>6.3} {:>6.3} {:>8.1} {:>8.1}",
                mode.as_str(),
                label,
                hit_rate,
                tally.reciprocal_ranks / n,
                percentile_ms(&tally.latencies, 50.0),
                percentile_ms(&tally.latencies, 95.0)
            );
            if mode == RetrievalMode::Hybrid {
                for missed in &tally.misses {
                    let _ = writeln!(card_misses, "  {label}: {missed}");
                }
            }
        }
    }
    if !card_misses.is_empty() {
        let _ = writeln!(report, "Hybrid card misses at 5:\n{card_misses}");
    }
    let (answers, passed) = eval_answers(config, &set).await?;
    report.push_str(&answers);
    Ok(EvalOutcome { report, passed })
}

/// hit@5 (every pattern found in the top 5 chunk texts), MRR (1/r for the smallest r whose top-r
/// texts hold every pattern, within 10) and latency of one mode on some questions.
async fn retrieval(
    knowledge: &Knowledge,
    probes: &[Probe<'_>],
    mode: RetrievalMode,
) -> anyhow::Result<Tally> {
    let mut tally = Tally::default();
    for probe in probes {
        let patterns = compile(probe.expect)?;
        let filters = SearchFilters {
            language: Some(probe.language),
            persona: Some(probe.persona),
            city: Some(probe.city),
        };
        let query = SearchQuery::new(probe.text, filters, Some(10))?.with_mode(mode);
        let started = Instant::now();
        let found = knowledge.retriever.search(&query).await?;
        tally.latencies.push(started.elapsed());
        let texts: Vec<&str> = found.iter().map(|hit| hit.chunk.text.as_str()).collect();
        let all_match = |n: usize| {
            let joined = texts[..n.min(texts.len())].join("\n");
            patterns.iter().all(|p| p.is_match(&joined))
        };
        if all_match(5) {
            tally.hits += 1;
        } else {
            tally.misses.push(probe.text.to_owned());
        }
        if let Some(rank) = (1..=texts.len()).find(|&n| all_match(n)) {
            #[allow(clippy::cast_precision_loss)]
            let reciprocal = 1.0 / rank as f64;
            tally.reciprocal_ranks += reciprocal;
        }
    }
    Ok(tally)
}

/// The same measures for guidance cards: a card hits when its answer, steps and notes in the
/// probe's language hold every pattern.
async fn card_retrieval(
    knowledge: &Knowledge,
    probes: &[Probe<'_>],
    mode: RetrievalMode,
) -> anyhow::Result<Tally> {
    let mut tally = Tally::default();
    for probe in probes {
        let patterns = compile(probe.expect)?;
        let started = Instant::now();
        let found = knowledge
            .cards
            .search(probe.text, Language::detect(probe.text), mode, 10)
            .await?;
        tally.latencies.push(started.elapsed());
        let language = probe.language;
        let hits = |hit: &batala_knowledge::CardHit| {
            let card = &hit.card;
            let mut text = card.answer.get(language).to_owned();
            for step in &card.steps {
                text.push('\n');
                text.push_str(step.text.get(language));
            }
            text.push('\n');
            text.push_str(card.federal_note.get(language));
            for (_, note) in &card.emirate_notes {
                text.push('\n');
                text.push_str(note.get(language));
            }
            patterns.iter().all(|p| p.is_match(&text))
        };
        match found.iter().position(hits) {
            Some(rank) => {
                if rank < 5 {
                    tally.hits += 1;
                } else {
                    tally.misses.push(probe.text.to_owned());
                }
                #[allow(clippy::cast_precision_loss)]
                let reciprocal = 1.0 / (rank + 1) as f64;
                tally.reciprocal_ranks += reciprocal;
            }
            None => tally.misses.push(probe.text.to_owned()),
        }
    }
    Ok(tally)
}

/// An answer as `POST /api/ask` returned it.
struct Reply {
    status: u16,
    body: serde_json::Value,
    elapsed: Duration,
}

impl Reply {
    fn text(&self, key: &str) -> String {
        self.body[key].as_str().unwrap_or_default().to_owned()
    }

    fn tips(&self) -> Vec<String> {
        self.body["key_tips"]
            .as_array()
            .map(|t| {
                t.iter()
                    .filter_map(|v| v.as_str().map(ToOwned::to_owned))
                    .collect()
            })
            .unwrap_or_default()
    }

    fn source_urls(&self) -> Vec<String> {
        self.body["cited_sources"]
            .as_array()
            .map(|s| {
                s.iter()
                    .filter_map(|v| v["url"].as_str().map(ToOwned::to_owned))
                    .collect()
            })
            .unwrap_or_default()
    }
}

/// The coherence rules an answer breaks, each said in a few words.
/// The coherence rules of an answer to `question`, asked from `city`: the local context may speak
/// of the emirate the question names instead of the asker's.
fn coherence_violations(
    reply: &Reply,
    language: Language,
    city: City,
    question: &str,
) -> Vec<String> {
    let mut found = Vec::new();
    let answer = reply.text("answer");
    let local = reply.text("local_context");
    let tips = reply.tips();
    let mut all: Vec<String> = Vec::new();
    for (part, text) in std::iter::once(("answer", &answer))
        .chain(tips.iter().map(|t| ("step", t)))
        .chain(std::iter::once(("local context", &local)))
    {
        for sentence in sentences(text) {
            if let Some(opening) = dangling_opening(&sentence, language) {
                found.push(format!("{part} opens on {opening:?}: {sentence}"));
            }
            if all.iter().any(|earlier| near_repeat(earlier, &sentence)) {
                found.push(format!("{part} repeats: {sentence}"));
            }
            all.push(sentence);
        }
    }
    for tip in &tips {
        if sentences(tip).len() != 1 || tip.split_whitespace().count() < 5 {
            found.push(format!("step is not one whole sentence of 5+ words: {tip}"));
        }
    }
    let names = |place: City, text: &str| {
        authority_of(place).is_some_and(|authority| {
            let lower = text.to_lowercase();
            authority
                .names
                .iter()
                .any(|name| lower.contains(&name.to_lowercase()))
        })
    };
    let names_place = City::ALL
        .into_iter()
        .filter(|&place| place == city || names(place, question))
        .any(|place| names(place, &local));
    if !names_place {
        found.push(format!(
            "local context names neither {city:?} nor its authority: {local}"
        ));
    }
    for url in reply.source_urls() {
        let listed = WebUrl::parse(&url).is_ok_and(|url| publisher_of(&url).is_some());
        if !listed {
            found.push(format!("source off the publishers' allow-list: {url}"));
        }
    }
    found
}

/// Runs the whole set through `POST /api/ask` on an app started here (rate limits off).
/// Returns the report and whether no coherence rule was broken and no food question refused.
async fn eval_answers(config: &Config, set: &DevSet) -> anyhow::Result<(String, bool)> {
    let mut config = config.clone();
    config.bind_addr = "127.0.0.1:0".parse()?;
    config.rate_limits = false;
    if config.admin_key.is_none() {
        config.admin_key = Some(batala_auth::AdminKey::parse(&format!(
            "eval-{}",
            uuid::Uuid::new_v4().simple()
        ))?);
    }
    let app = crate::Application::build(config).await?;
    let base = format!("http://127.0.0.1:{}", app.port());
    let server = tokio::spawn(app.run_until_stopped());
    let client = reqwest::Client::new();
    let ask = async |q: &str, p: Persona, c: City| -> anyhow::Result<Reply> {
        let started = Instant::now();
        let response = client
            .post(format!("{base}/api/ask"))
            .json(
                &serde_json::json!({"question": q, "persona": p, "location": c, "channel": "web"}),
            )
            .send()
            .await?;
        let status = response.status().as_u16();
        let body = response.json().await?;
        Ok(Reply {
            status,
            body,
            elapsed: started.elapsed(),
        })
    };

    let mut report = String::from("\nAnswers through POST /api/ask\n");
    let mut failures = String::new();
    let mut violations = String::new();
    let (mut violation_count, mut false_refusals) = (0, 0);
    for (language, questions) in [
        (Language::En, &set.answerable_en),
        (Language::Ar, &set.answerable_ar),
    ] {
        let (mut accurate, mut on_topic, mut same_language, mut refused) = (0, 0, 0, 0);
        let mut latencies = Vec::new();
        for question in questions {
            let reply = ask(&question.q, question.p, question.c).await?;
            latencies.push(reply.elapsed);
            if reply.status == 400 && reply.body["error"] == "non_food_question" {
                refused += 1;
                let _ = writeln!(failures, "  {}: refused: {}", language.as_str(), question.q);
                continue;
            }
            let answer = reply.text("answer");
            let whole = format!(
                "{answer}\n{}\n{}",
                reply.tips().join("\n"),
                reply.text("local_context")
            );
            let cited = !reply.source_urls().is_empty();
            let matched = compile(&question.expect)?
                .iter()
                .all(|p| p.is_match(&whole));
            let first_sentence = sentences(&answer).into_iter().next().unwrap_or_default();
            let first_ok = question.first.is_empty()
                || compile(&question.first)?
                    .iter()
                    .any(|p| p.is_match(&first_sentence));
            if first_ok {
                on_topic += 1;
            }
            if reply.status == 200 && matched && cited && first_ok {
                accurate += 1;
            } else {
                let _ = writeln!(
                    failures,
                    "  {}: {} (status {}, patterns {matched}, cited {cited}, first sentence {first_ok}): {first_sentence}",
                    language.as_str(),
                    question.q,
                    reply.status
                );
            }
            if reply.status == 200 {
                for violation in coherence_violations(&reply, language, question.c, &question.q) {
                    violation_count += 1;
                    let _ = writeln!(
                        violations,
                        "  {}: {}\n    {violation}",
                        language.as_str(),
                        question.q
                    );
                }
            }
            if reply.text("language") == language.as_str() && Language::detect(&answer) == language
            {
                same_language += 1;
            }
        }
        false_refusals += refused;
        #[allow(clippy::cast_precision_loss)]
        let n = questions.len().max(1) as f64;
        #[allow(clippy::cast_precision_loss)]
        let rate = |count: usize| count as f64 / n;
        let _ = writeln!(
            report,
            "  {}: accuracy {:.3} ({accurate}/{}), first sentence on topic {:.3}, answered in {} {:.3}, false refusals {refused}, latency p50 {:.1} ms, p95 {:.1} ms",
            language.as_str(),
            rate(accurate),
            questions.len(),
            rate(on_topic),
            language.as_str(),
            rate(same_language),
            percentile_ms(&latencies, 50.0),
            percentile_ms(&latencies, 95.0)
        );
    }
    let mut refused = 0;
    for question in &set.non_food {
        let reply = ask(&question.q, question.p, question.c).await?;
        if reply.status == 400 && reply.body["error"] == "non_food_question" {
            refused += 1;
        } else {
            let _ = writeln!(
                failures,
                "  not refused: {} (status {})",
                question.q, reply.status
            );
        }
    }
    let _ = writeln!(
        report,
        "  non-food refusals {refused}/{}\n  coherence violations {violation_count}, false refusals {false_refusals}",
        set.non_food.len()
    );
    if !violations.is_empty() {
        let _ = writeln!(report, "Coherence violations:\n{violations}");
    }
    if !failures.is_empty() {
        let _ = writeln!(report, "Not accurate:\n{failures}");
    }
    server.abort();
    Ok((report, violation_count == 0 && false_refusals == 0))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn percentiles_pick_from_the_sorted_durations() {
        let durations: Vec<Duration> = (1..=100).map(Duration::from_millis).collect();
        assert!((percentile_ms(&durations, 50.0) - 51.0).abs() < 1.0);
        assert!((percentile_ms(&durations, 95.0) - 95.0).abs() < 1.5);
        assert!(percentile_ms(&[], 50.0).abs() < f64::EPSILON);
    }

    fn reply(answer: &str, tips: &[&str], local: &str, url: &str) -> Reply {
        Reply {
            status: 200,
            body: serde_json::json!({
                "answer": answer, "key_tips": tips, "local_context": local,
                "cited_sources": [{"title": "x", "url": url}],
            }),
            elapsed: Duration::ZERO,
        }
    }

    #[test]
    fn a_coherent_answer_breaks_no_rule() {
        let good = reply(
            "Throw the chicken away. Thaw meat in the fridge next time.",
            &[
                "Put frozen chicken in the fridge the night before.",
                "Cook thawed chicken within a day.",
            ],
            "In Dubai, Dubai Municipality inspects food businesses.",
            "https://www.fsis.usda.gov/",
        );
        assert!(coherence_violations(&good, Language::En, City::Dubai, "").is_empty());
    }

    #[test]
    fn every_rule_is_checked() {
        let bad = reply(
            "This is fine. Keep it cold. Keep it cold.",
            &["Cool it.", "However, label the tray with the date."],
            "Check with the municipality.",
            "https://www.scribd.com/document/1",
        );
        let found = coherence_violations(&bad, Language::En, City::Sharjah, "").join("\n");
        for expected in [
            "opens on \"This\"",
            "repeats",
            "5+ words",
            "opens on \"However\"",
            "names neither",
            "allow-list",
        ] {
            assert!(found.contains(expected), "{expected} in {found}");
        }
    }
}
