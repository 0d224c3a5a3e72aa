use std::fmt::Write as _;
use std::path::Path;
use std::time::{Duration, Instant};

use batala_kernel::{City, Persona};
use batala_knowledge::{Language, RetrievalMode, SearchFilters, SearchQuery};
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
}

/// Hits, reciprocal ranks and latencies of one retrieval mode on one language.
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

/// Runs the development question set through retrieval in each mode and reports hit@5 (every
/// `expect` pattern found in the top 5 chunk texts), MRR (1/r for the smallest r whose top-r
/// texts hold every pattern, within 10) and latency.
///
/// # Errors
/// When the file is unreadable or invalid, or retrieval fails.
pub async fn eval(config: &Config, file: &Path) -> anyhow::Result<String> {
    let set: DevSet = serde_json::from_str(&std::fs::read_to_string(file)?)?;
    let database = Database::connect(config.database_url.expose_secret(), PoolSettings::default())?;
    let knowledge = Knowledge::wire(config, &database)?;
    let mut report = String::new();
    let _ = writeln!(
        report,
        "Retrieval on {} ({} English, {} Arabic questions), embedder {}",
        file.display(),
        set.answerable_en.len(),
        set.answerable_ar.len(),
        if config.openai.is_some() {
            "openai"
        } else {
            "offline hashing"
        }
    );
    let _ = writeln!(
        report,
        "{:<8} {:<4} {:>6} {:>6} {:>8} {:>8}",
        "mode", "lang", "hit@5", "MRR", "p50 ms", "p95 ms"
    );
    let mut misses = String::new();
    for mode in RetrievalMode::ALL {
        for (language, questions) in [("en", &set.answerable_en), ("ar", &set.answerable_ar)] {
            let mut tally = Tally::default();
            for question in questions {
                let patterns: Vec<Regex> = question
                    .expect
                    .iter()
                    .map(|p| RegexBuilder::new(p).case_insensitive(true).build())
                    .collect::<Result<_, _>>()?;
                let filters = SearchFilters {
                    language: Some(Language::detect(&question.q)),
                    persona: Some(question.p),
                    city: Some(question.c),
                };
                let query = SearchQuery::new(&question.q, filters, Some(10))?.with_mode(mode);
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
                    tally.misses.push(question.q.clone());
                }
                if let Some(rank) = (1..=texts.len()).find(|&n| all_match(n)) {
                    #[allow(clippy::cast_precision_loss)]
                    let reciprocal = 1.0 / rank as f64;
                    tally.reciprocal_ranks += reciprocal;
                }
            }
            #[allow(clippy::cast_precision_loss)]
            let n = questions.len().max(1) as f64;
            #[allow(clippy::cast_precision_loss)]
            let hit_rate = tally.hits as f64 / n;
            let _ = writeln!(
                report,
                "{:<8} {:<4} {:>6.3} {:>6.3} {:>8.1} {:>8.1}",
                mode.as_str(),
                language,
                hit_rate,
                tally.reciprocal_ranks / n,
                percentile_ms(&tally.latencies, 50.0),
                percentile_ms(&tally.latencies, 95.0)
            );
            for missed in &tally.misses {
                let _ = writeln!(misses, "  {} {}: {missed}", mode.as_str(), language);
            }
        }
    }
    if !misses.is_empty() {
        let _ = writeln!(report, "Missed at 5:\n{misses}");
    }
    report.push_str(&eval_answers(config, &set).await?);
    Ok(report)
}

fn compile(patterns: &[String]) -> anyhow::Result<Vec<Regex>> {
    Ok(patterns
        .iter()
        .map(|p| RegexBuilder::new(p).case_insensitive(true).build())
        .collect::<Result<_, _>>()?)
}

/// Runs the whole set through `POST /api/ask` on an app started here (rate limits off):
/// answer accuracy (every pattern in answer + key tips + local context, and a cited source),
/// Arabic in → Arabic out, refusal of the non-food questions, and latency.
async fn eval_answers(config: &Config, set: &DevSet) -> anyhow::Result<String> {
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
    let ask = async |q: &str,
                     p: Persona,
                     c: City|
           -> anyhow::Result<(u16, serde_json::Value, Duration)> {
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
        Ok((status, body, started.elapsed()))
    };

    let mut report = String::from("\nAnswers through POST /api/ask\n");
    let mut latencies = Vec::new();
    let mut failures = String::new();
    for (language, questions) in [("en", &set.answerable_en), ("ar", &set.answerable_ar)] {
        let (mut accurate, mut same_language) = (0, 0);
        for question in questions {
            let (status, body, elapsed) = ask(&question.q, question.p, question.c).await?;
            latencies.push(elapsed);
            let text = |key: &str| body[key].as_str().unwrap_or_default().to_owned();
            let tips: Vec<String> = body["key_tips"]
                .as_array()
                .map(|t| {
                    t.iter()
                        .filter_map(|v| v.as_str().map(ToOwned::to_owned))
                        .collect()
                })
                .unwrap_or_default();
            let whole = format!(
                "{}\n{}\n{}",
                text("answer"),
                tips.join("\n"),
                text("local_context")
            );
            let cited = body["cited_sources"]
                .as_array()
                .is_some_and(|s| !s.is_empty());
            let matched = compile(&question.expect)?
                .iter()
                .all(|p| p.is_match(&whole));
            if status == 200 && matched && cited {
                accurate += 1;
            } else {
                let _ = writeln!(
                    failures,
                    "  {language}: {} (status {status}, patterns {matched}, cited {cited})",
                    question.q
                );
            }
            if text("language") == language
                && Language::detect(&text("answer")).as_str() == language
            {
                same_language += 1;
            }
        }
        #[allow(clippy::cast_precision_loss)]
        let n = questions.len().max(1) as f64;
        #[allow(clippy::cast_precision_loss)]
        let (accuracy, kept) = (f64::from(accurate) / n, f64::from(same_language) / n);
        let _ = writeln!(
            report,
            "  {language}: accuracy {accuracy:.3} ({accurate}/{}), answered in {language} {kept:.3}",
            questions.len()
        );
    }
    let mut refused = 0;
    for question in &set.non_food {
        let (status, body, elapsed) = ask(&question.q, question.p, question.c).await?;
        latencies.push(elapsed);
        if status == 400 && body["error"] == "non_food_question" {
            refused += 1;
        } else {
            let _ = writeln!(failures, "  not refused: {} (status {status})", question.q);
        }
    }
    #[allow(clippy::cast_precision_loss)]
    let refusal_rate = f64::from(refused) / set.non_food.len().max(1) as f64;
    let _ = writeln!(
        report,
        "  non-food refusals {refusal_rate:.3} ({refused}/{})",
        set.non_food.len()
    );
    let _ = writeln!(
        report,
        "  latency p50 {:.1} ms, p95 {:.1} ms",
        percentile_ms(&latencies, 50.0),
        percentile_ms(&latencies, 95.0)
    );
    if !failures.is_empty() {
        let _ = writeln!(report, "Not accurate:\n{failures}");
    }
    server.abort();
    Ok(report)
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
}
