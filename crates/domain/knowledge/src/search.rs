use std::collections::HashMap;

use batala_kernel::{City, Persona, SourceId};

use crate::{AuthorityLevel, Chunk, Language, SourceTitle, WebUrl};

/// Optional narrowing of a search. An absent filter matches everything.
///
/// Sources tagged with no persona (or no city) apply to every persona (or city), so a filter on
/// persona keeps the chunks of sources tagged with that persona and of untagged sources; see
/// [`SearchFilters::matches`], which adapters reproduce in their queries.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct SearchFilters {
    pub language: Option<Language>,
    pub persona: Option<Persona>,
    pub city: Option<City>,
}

impl SearchFilters {
    /// Whether a source with this language and these tags passes the filters.
    #[must_use]
    pub fn matches(&self, language: Language, personas: &[Persona], cities: &[City]) -> bool {
        let language_ok = self.language.is_none_or(|wanted| wanted == language);
        let persona_ok = self
            .persona
            .is_none_or(|wanted| personas.is_empty() || personas.contains(&wanted));
        let city_ok = self
            .city
            .is_none_or(|wanted| cities.is_empty() || cities.contains(&wanted));
        language_ok && persona_ok && city_ok
    }
}

/// What to look for in the knowledge base: a text of 1 to 1000 characters, filters, and how many
/// chunks to return (1 to 20, default 6).
/// How the store ranks chunks: by full-text match, by vector similarity, or both fused with
/// Reciprocal Rank Fusion (the default, and what the evaluation keeps).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Hash)]
pub enum RetrievalMode {
    FullText,
    Vector,
    #[default]
    Hybrid,
}

impl RetrievalMode {
    pub const ALL: [RetrievalMode; 3] = [Self::FullText, Self::Vector, Self::Hybrid];

    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Self::FullText => "fts",
            Self::Vector => "vector",
            Self::Hybrid => "hybrid",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SearchQuery {
    text: String,
    filters: SearchFilters,
    limit: u32,
    mode: RetrievalMode,
}

/// Why a search query was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SearchQueryError {
    #[error("a search needs some text")]
    Empty,
    #[error("a search text is at most {max} characters", max = SearchQuery::MAX_CHARS)]
    TooLong,
    #[error("a search returns between 1 and {max} chunks", max = SearchQuery::MAX_LIMIT)]
    Limit,
}

impl SearchQuery {
    pub const MAX_CHARS: usize = 1000;
    pub const DEFAULT_LIMIT: u32 = 6;
    pub const MAX_LIMIT: u32 = 20;

    /// Builds a query from trimmed text, filters and an optional result count.
    ///
    /// # Errors
    /// [`SearchQueryError`] for blank or over-long text or a limit outside 1 to 20.
    pub fn new(
        text: &str,
        filters: SearchFilters,
        limit: Option<u32>,
    ) -> Result<Self, SearchQueryError> {
        let text = text.trim();
        if text.is_empty() {
            return Err(SearchQueryError::Empty);
        }
        if text.chars().count() > Self::MAX_CHARS {
            return Err(SearchQueryError::TooLong);
        }
        let limit = limit.unwrap_or(Self::DEFAULT_LIMIT);
        if !(1..=Self::MAX_LIMIT).contains(&limit) {
            return Err(SearchQueryError::Limit);
        }
        Ok(Self {
            text: text.to_owned(),
            filters,
            limit,
            mode: RetrievalMode::default(),
        })
    }

    /// The same query ranked another way (the evaluation compares the three).
    #[must_use]
    pub fn with_mode(mut self, mode: RetrievalMode) -> Self {
        self.mode = mode;
        self
    }

    #[must_use]
    pub fn mode(&self) -> RetrievalMode {
        self.mode
    }

    #[must_use]
    pub fn text(&self) -> &str {
        &self.text
    }

    #[must_use]
    pub fn filters(&self) -> SearchFilters {
        self.filters
    }

    #[must_use]
    pub fn limit(&self) -> u32 {
        self.limit
    }
}

/// The source a retrieved chunk comes from, enough to cite it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SourceRef {
    pub id: SourceId,
    pub title: SourceTitle,
    pub url: Option<WebUrl>,
    pub authority_level: AuthorityLevel,
    pub language: Language,
}

/// A chunk found by a search, with its source and its fused relevance score (higher is better).
#[derive(Debug, Clone, PartialEq)]
pub struct ScoredChunk {
    pub chunk: Chunk,
    pub source: SourceRef,
    pub score: f64,
}

/// The `k` of Reciprocal Rank Fusion used by hybrid retrieval.
pub const RRF_K: f64 = 60.0;

/// Reciprocal Rank Fusion of several rankings (best first), as hybrid retrieval fuses its
/// full-text and vector rankings: each chunk scores `Σ 1 / (k + rank)` over the rankings it
/// appears in, with ranks counted from 1. The result is sorted by score, best first; ties keep
/// the order of first appearance (earlier ranking, then better rank).
#[must_use]
pub fn reciprocal_rank_fusion<Id: Clone + Eq + std::hash::Hash>(
    rankings: &[Vec<Id>],
    k: f64,
) -> Vec<(Id, f64)> {
    let mut scores: HashMap<Id, (f64, usize)> = HashMap::new();
    let mut seen = 0_usize;
    for ranking in rankings {
        for (position, id) in ranking.iter().enumerate() {
            #[allow(clippy::cast_precision_loss)] // rankings are short
            let contribution = 1.0 / (k + (position + 1) as f64);
            let entry = scores.entry(id.clone()).or_insert_with(|| {
                seen += 1;
                (0.0, seen)
            });
            entry.0 += contribution;
        }
    }
    let mut fused: Vec<(Id, f64, usize)> = scores
        .into_iter()
        .map(|(id, (score, order))| (id, score, order))
        .collect();
    fused.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.2.cmp(&b.2)));
    fused
        .into_iter()
        .map(|(id, score, _)| (id, score))
        .collect()
}

#[cfg(test)]
mod tests {
    use batala_kernel::ChunkId;

    use super::*;

    #[test]
    fn empty_filters_match_everything() {
        let filters = SearchFilters::default();
        assert!(filters.matches(Language::Ar, &[Persona::Hotel], &[City::Ajman]));
        assert!(filters.matches(Language::En, &[], &[]));
    }

    #[test]
    fn a_persona_filter_keeps_tagged_and_untagged_sources() {
        let filters = SearchFilters {
            persona: Some(Persona::Hotel),
            ..SearchFilters::default()
        };
        assert!(filters.matches(Language::En, &[Persona::Hotel, Persona::Catering], &[]));
        assert!(filters.matches(Language::En, &[], &[]));
        assert!(!filters.matches(Language::En, &[Persona::Household], &[]));
    }

    #[test]
    fn language_and_city_filters_narrow_the_results() {
        let filters = SearchFilters {
            language: Some(Language::Ar),
            persona: None,
            city: Some(City::Dubai),
        };
        assert!(filters.matches(Language::Ar, &[], &[City::Dubai]));
        assert!(!filters.matches(Language::En, &[], &[City::Dubai]));
        assert!(!filters.matches(Language::Ar, &[], &[City::AbuDhabi]));
    }

    #[test]
    fn a_query_is_trimmed_and_takes_the_default_limit() -> Result<(), SearchQueryError> {
        let query = SearchQuery::new("  rice storage ", SearchFilters::default(), None)?;
        assert_eq!(query.text(), "rice storage");
        assert_eq!(query.limit(), 6);
        assert_eq!(query.filters(), SearchFilters::default());
        Ok(())
    }

    #[test]
    fn a_query_rejects_blank_text_long_text_and_bad_limits() {
        let filters = SearchFilters::default();
        assert_eq!(
            SearchQuery::new(" ", filters, None),
            Err(SearchQueryError::Empty)
        );
        assert_eq!(
            SearchQuery::new(&"a".repeat(1001), filters, None),
            Err(SearchQueryError::TooLong)
        );
        assert_eq!(
            SearchQuery::new("a", filters, Some(0)),
            Err(SearchQueryError::Limit)
        );
        assert_eq!(
            SearchQuery::new("a", filters, Some(21)),
            Err(SearchQueryError::Limit)
        );
    }

    #[test]
    fn fusion_rewards_chunks_found_by_both_rankings() {
        let (a, b, c) = (ChunkId::new(), ChunkId::new(), ChunkId::new());
        let fused = reciprocal_rank_fusion(&[vec![a, b], vec![c, b]], RRF_K);
        let ids: Vec<ChunkId> = fused.iter().map(|(id, _)| *id).collect();
        assert_eq!(ids, [b, a, c]);
        let b_score = fused.first().map_or(0.0, |(_, score)| *score);
        assert!((b_score - (1.0 / 62.0 + 1.0 / 62.0)).abs() < 1e-12);
    }

    #[test]
    fn fusion_breaks_ties_by_first_appearance() {
        let (a, b) = (ChunkId::new(), ChunkId::new());
        let fused = reciprocal_rank_fusion(&[vec![a], vec![b]], RRF_K);
        assert_eq!(fused.iter().map(|(id, _)| *id).collect::<Vec<_>>(), [a, b]);
        assert!(reciprocal_rank_fusion::<ChunkId>(&[], RRF_K).is_empty());
    }
}
