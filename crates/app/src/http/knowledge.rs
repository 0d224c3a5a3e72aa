use actix_web::{HttpResponse, delete, get, post, web};
use batala_kernel::{City, Persona, SourceId};
use batala_knowledge::{
    IngestError, IngestOutcome, Language, NewSource, SearchFilters, SearchQuery, Source,
};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::admin::Admin;
use crate::error::{ApiError, ErrorBody};
use crate::state::AppState;

/// The largest Add Content body: room for the longest content a source may hold.
pub const ADD_CONTENT_LIMIT_BYTES: usize = 2 * 1024 * 1024;

/// A knowledge-base source as the admin content list shows it.
#[derive(Debug, Serialize, ToSchema)]
pub struct SourceView {
    pub id: SourceId,
    pub title: String,
    pub url: Option<String>,
    pub content_text: String,
    pub source_type: String,
    #[schema(example = "en")]
    pub language: String,
    pub authority_level: String,
    pub publisher: Option<String>,
    pub created_at: DateTime<Utc>,
    pub chunk_count: u32,
}

impl From<Source> for SourceView {
    fn from(source: Source) -> Self {
        Self {
            id: source.id,
            title: source.title.as_str().to_owned(),
            url: source.url.map(|url| url.as_str().to_owned()),
            content_text: source.content.as_str().to_owned(),
            source_type: source.source_type.as_str().to_owned(),
            language: source.language.as_str().to_owned(),
            authority_level: source.authority_level.as_str().to_owned(),
            publisher: source.publisher,
            created_at: source.ingested_at,
            chunk_count: source.chunk_count,
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct SourcesResponse {
    pub sources: Vec<SourceView>,
}

/// The admin "Add Content" form.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct AddContentRequest {
    #[schema(pattern = "$NON_BLANK", max_length = 300)]
    pub title: String,
    /// A valid http(s) URL, or empty.
    #[serde(default)]
    #[schema(pattern = "$WEB_URL_OR_BLANK", max_length = 2048)]
    pub url: Option<String>,
    #[schema(pattern = "$NON_BLANK", max_length = 500_000)]
    pub content: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct AddContentResponse {
    pub success: bool,
    pub message: String,
    /// False when the same content was already in the knowledge base (nothing was added).
    pub created: bool,
    pub source: SourceView,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct DeleteSourceResponse {
    pub success: bool,
    pub message: String,
}

/// The admin's retrieval probe.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct KnowledgeSearchParams {
    /// The text to search for.
    #[param(pattern = "$NON_BLANK")]
    pub q: String,
    /// How many chunks to return, 1 to 20 (default 6).
    #[param(minimum = 1, maximum = 20)]
    pub k: Option<u32>,
    /// `en` or `ar`.
    #[param(pattern = "^ *(en|ar)? *$")]
    pub language: Option<String>,
    pub persona: Option<Persona>,
    /// Either city spelling.
    pub city: Option<City>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct KnowledgeHit {
    pub chunk_id: batala_kernel::ChunkId,
    pub source_id: SourceId,
    pub source_title: String,
    pub source_url: Option<String>,
    pub text: String,
    /// The fused relevance score (higher is better).
    pub score: f64,
    /// 1 for the best chunk.
    pub rank: u32,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct KnowledgeSearchResponse {
    pub results: Vec<KnowledgeHit>,
}

/// Every knowledge-base source, newest first, with its chunk count.
#[utoipa::path(
    tag = "knowledge",
    operation_id = "list_sources",
    responses(
        (status = 200, body = SourcesResponse),
        (status = 401, description = "Not signed in as admin", body = ErrorBody),
    ),
    security(("admin_session" = []), ("admin_key" = []))
)]
#[get("/sources")]
pub async fn list_sources(
    _admin: Admin,
    state: web::Data<AppState>,
) -> Result<HttpResponse, ApiError> {
    let sources = state.knowledge.list().await?;
    Ok(HttpResponse::Ok().json(SourcesResponse {
        sources: sources.into_iter().map(SourceView::from).collect(),
    }))
}

/// Adds a source: its content is cut into chunks, embedded and stored in one transaction.
/// Adding the same content again changes nothing.
#[utoipa::path(
    tag = "knowledge",
    operation_id = "add_content",
    request_body = AddContentRequest,
    responses(
        (status = 201, description = "Added", body = AddContentResponse),
        (status = 200, description = "The same content was already there", body = AddContentResponse),
        (status = 400, description = "Title is required / URL must be a valid URL or empty / Content is required", body = ErrorBody),
        (status = 401, description = "Not signed in as admin", body = ErrorBody),
        (status = 403, description = "Cookie-authenticated without X-Requested-With", body = ErrorBody),
        (status = 413, description = "The body is over 2 MiB", body = ErrorBody),
        (status = 503, description = "The embedder or the database is unavailable", body = ErrorBody),
    ),
    security(("admin_session" = []), ("admin_key" = []))
)]
#[post("/add-content")]
pub async fn add_content(
    _admin: Admin,
    state: web::Data<AppState>,
    body: web::Json<AddContentRequest>,
) -> Result<HttpResponse, ApiError> {
    let source = NewSource::from_form(&body.title, body.url.as_deref(), &body.content)
        .map_err(ApiError::invalid)?;
    match state.knowledge.ingest(source).await {
        Ok(IngestOutcome::Created(source)) => {
            Ok(HttpResponse::Created().json(AddContentResponse {
                success: true,
                message: "New content has been added and processed successfully.".to_owned(),
                created: true,
                source: source.into(),
            }))
        }
        Ok(IngestOutcome::AlreadyPresent(source)) => {
            Ok(HttpResponse::Ok().json(AddContentResponse {
                success: true,
                message: "This content is already in the knowledge base.".to_owned(),
                created: false,
                source: source.into(),
            }))
        }
        Err(IngestError::EmbedderUnavailable(reason)) => Err(ApiError::unexpected(
            anyhow::Error::new(batala_kernel::Unavailable::new("the embedder")).context(reason),
        )),
        Err(IngestError::Unknown(cause)) => Err(ApiError::unexpected(cause)),
    }
}

/// Deletes a source and all its chunks.
#[utoipa::path(
    tag = "knowledge",
    operation_id = "delete_source",
    params(("id" = String, Path, description = "The source's id")),
    responses(
        (status = 200, body = DeleteSourceResponse),
        (status = 401, description = "Not signed in as admin", body = ErrorBody),
        (status = 404, description = "No source has this id", body = ErrorBody),
    ),
    security(("admin_session" = []), ("admin_key" = []))
)]
#[delete("/sources/{id}")]
pub async fn delete_source(
    _admin: Admin,
    state: web::Data<AppState>,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let id: SourceId = id
        .parse()
        .map_err(|_| ApiError::not_found("Content source not found"))?;
    state.knowledge.delete(id).await?;
    Ok(HttpResponse::Ok().json(DeleteSourceResponse {
        success: true,
        message: "Content source and associated chunks have been deleted successfully.".to_owned(),
    }))
}

/// Runs retrieval as the expert does (hybrid, filtered) and shows what it finds.
#[utoipa::path(
    tag = "knowledge",
    operation_id = "search_knowledge",
    params(KnowledgeSearchParams),
    responses(
        (status = 200, body = KnowledgeSearchResponse),
        (status = 400, description = "A blank query, k outside 1–20 or an unknown language", body = ErrorBody),
        (status = 401, description = "Not signed in as admin", body = ErrorBody),
    ),
    security(("admin_session" = []), ("admin_key" = []))
)]
#[get("/knowledge/search")]
pub async fn search_knowledge(
    _admin: Admin,
    state: web::Data<AppState>,
    params: web::Query<KnowledgeSearchParams>,
) -> Result<HttpResponse, ApiError> {
    let language = params
        .language
        .as_deref()
        .filter(|l| !l.trim().is_empty())
        .map(Language::parse)
        .transpose()
        .map_err(ApiError::invalid)?;
    let filters = SearchFilters {
        language,
        persona: params.persona,
        city: params.city,
    };
    let query = SearchQuery::new(&params.q, filters, params.k).map_err(ApiError::invalid)?;
    let found = state.retriever.search(&query).await?;
    let results = (1_u32..)
        .zip(found)
        .map(|(rank, hit)| KnowledgeHit {
            chunk_id: hit.chunk.id,
            source_id: hit.source.id,
            source_title: hit.source.title.as_str().to_owned(),
            source_url: hit.source.url.map(|url| url.as_str().to_owned()),
            text: hit.chunk.text,
            score: hit.score,
            rank,
        })
        .collect();
    Ok(HttpResponse::Ok().json(KnowledgeSearchResponse { results }))
}
