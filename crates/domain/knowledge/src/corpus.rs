//! The curated bilingual corpus: Markdown files with front matter, compiled into the crate and
//! turned into [`NewSource`]s for the ingestion pipeline.

use batala_kernel::{City, Persona, Slug, WebUrl};
use chrono::NaiveDate;

use crate::{AuthorityLevel, Language, NewSource, SourceContent, SourceTitle, SourceType};

mod files {
    include!(concat!(env!("OUT_DIR"), "/corpus_files.rs"));
}

/// Why a corpus file cannot be read; names the file and the problem.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("corpus file {file}: {problem}")]
pub struct CorpusError {
    pub file: String,
    pub problem: String,
}

/// Every corpus file as a source ready to ingest, in file-name order.
///
/// # Errors
/// [`CorpusError`] for the first file whose front matter is missing or invalid.
pub fn corpus_sources() -> Result<Vec<NewSource>, CorpusError> {
    files::FILES
        .iter()
        .map(|(name, text)| parse_document(name, text))
        .collect()
}

/// How many files the corpus holds.
#[must_use]
pub fn corpus_file_count() -> usize {
    files::FILES.len()
}

/// Reads one corpus file: `---` front matter of `key: value` lines, `---`, then the body.
///
/// # Errors
/// [`CorpusError`] naming the missing or invalid key.
pub fn parse_document(name: &str, text: &str) -> Result<NewSource, CorpusError> {
    let fail = |problem: String| CorpusError {
        file: name.to_owned(),
        problem,
    };
    let rest = text
        .trim_start_matches('\u{feff}')
        .strip_prefix("---")
        .ok_or_else(|| fail("no front matter".into()))?;
    let (front, body) = rest
        .split_once("\n---")
        .ok_or_else(|| fail("front matter is not closed by ---".into()))?;
    let fields: Vec<(&str, &str)> = front
        .lines()
        .filter(|line| !line.trim().is_empty())
        .filter_map(|line| line.split_once(':').map(|(k, v)| (k.trim(), v.trim())))
        .collect();
    let get = |key: &str| {
        fields
            .iter()
            .find(|(k, _)| *k == key)
            .map(|(_, v)| *v)
            .filter(|v| !v.is_empty())
            .ok_or_else(|| fail(format!("`{key}` is missing")))
    };
    let invalid =
        |key: &str, error: &dyn std::fmt::Display| fail(format!("`{key}` is invalid: {error}"));

    let title = SourceTitle::parse(get("title")?).map_err(|e| invalid("title", &e))?;
    let content = SourceContent::parse(body.trim_start_matches('-').trim())
        .map_err(|e| invalid("body", &e))?;
    let url = WebUrl::parse(get("url")?).map_err(|e| invalid("url", &e))?;
    let date = NaiveDate::parse_from_str(get("source_date")?, "%Y-%m-%d")
        .map_err(|e| invalid("source_date", &e))?;
    let authority = AuthorityLevel::parse(get("authority_level")?)
        .map_err(|e| invalid("authority_level", &e))?;
    let source_type =
        SourceType::parse(get("source_type")?).map_err(|e| invalid("source_type", &e))?;
    let language = Language::parse(get("language")?).map_err(|e| invalid("language", &e))?;
    let pair = Slug::parse(get("pair")?).map_err(|e| invalid("pair", &e))?;
    let personas = tags(get("personas")?, Persona::parse).map_err(|e| invalid("personas", &e))?;
    let cities = tags(get("cities")?, City::parse).map_err(|e| invalid("cities", &e))?;

    Ok(NewSource::new(title, content)
        .with_url(url)
        .with_source_date(date)
        .with_authority_level(authority)
        .with_source_type(source_type)
        .with_language(language)
        .with_publisher(get("publisher")?)
        .with_pair_key(pair)
        .with_personas(personas)
        .with_cities(cities))
}

/// A comma-separated list, or `all` for none in particular (the source applies everywhere).
fn tags<T, E>(raw: &str, parse: impl Fn(&str) -> Result<T, E>) -> Result<Vec<T>, E> {
    let raw = raw.trim().trim_start_matches('[').trim_end_matches(']');
    if raw.eq_ignore_ascii_case("all") {
        return Ok(Vec::new());
    }
    raw.split(',')
        .map(str::trim)
        .filter(|tag| !tag.is_empty())
        .map(parse)
        .collect()
}

#[cfg(test)]
mod tests {
    use std::collections::HashMap;

    use super::*;

    const DOC: &str = "---\ntitle: Cooling cooked food\nurl: https://www.example.org/cooling\npublisher: Dubai Municipality\nsource_date: 2023-05-01\nauthority_level: government\nsource_type: guideline\nlanguage: en\npair: cooling-cooked-food\npersonas: restaurant, catering\ncities: all\n---\nCool cooked food quickly.\n\nThen refrigerate it.\n";

    #[test]
    fn reads_the_front_matter_and_the_body() -> Result<(), CorpusError> {
        let source = parse_document("en/x.md", DOC)?;
        assert_eq!(source.title().as_str(), "Cooling cooked food");
        assert_eq!(source.publisher(), Some("Dubai Municipality"));
        assert_eq!(source.personas(), [Persona::Restaurant, Persona::Catering]);
        assert!(source.cities().is_empty(), "`all` means no particular city");
        assert_eq!(
            source.pair_key().map(Slug::as_str),
            Some("cooling-cooked-food")
        );
        assert_eq!(
            source.content().as_str(),
            "Cool cooked food quickly.\n\nThen refrigerate it."
        );
        Ok(())
    }

    #[test]
    fn names_the_file_and_the_missing_key() {
        let error = parse_document(
            "ar/y.md",
            &DOC.replace("publisher: Dubai Municipality\n", ""),
        );
        assert_eq!(
            error.err().map(|e| e.to_string()),
            Some("corpus file ar/y.md: `publisher` is missing".to_owned())
        );
        assert!(parse_document("z.md", "no front matter").is_err());
        assert!(parse_document("z.md", &DOC.replace("cities: all", "cities: riyadh")).is_err());
    }

    #[test]
    fn every_corpus_file_parses_and_pairs_english_with_arabic() -> Result<(), CorpusError> {
        let sources = corpus_sources()?;
        let mut pairs: HashMap<String, Vec<Language>> = HashMap::new();
        for source in &sources {
            let pair = source
                .pair_key()
                .map(|p| p.as_str().to_owned())
                .unwrap_or_default();
            pairs.entry(pair).or_default().push(source.language());
            assert_eq!(
                Language::detect(source.content().as_str()),
                source.language(),
                "{}",
                source.title()
            );
        }
        for (pair, languages) in &pairs {
            assert!(
                languages.contains(&Language::En) && languages.contains(&Language::Ar),
                "{pair} lacks a language: {languages:?}"
            );
        }
        Ok(())
    }

    #[test]
    fn every_corpus_source_is_its_publishers_own_page() -> Result<(), CorpusError> {
        for source in corpus_sources()? {
            let url = source.url();
            assert!(
                url.is_some_and(|url| crate::publisher_of(url).is_some()),
                "{}: {:?} is not on the publishers' allow-list",
                source.title(),
                url.map(WebUrl::as_str)
            );
        }
        Ok(())
    }
}
