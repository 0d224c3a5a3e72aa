use std::time::Duration;

use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse, get, post, web};
use batala_analytics::{EventKind, NewAnalyticsEvent};
use batala_ask::{AnswerRecord, AskCommand, CitedSource, TranslationRequest};
use batala_kernel::{AnswerId, City, Persona, Slug};
use batala_knowledge::Language;
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::client::client_ip;
use crate::error::{ApiError, ErrorBody};
use crate::state::AppState;
use crate::visitor::visitor;

/// The server gives up on an answer before the browser's 30-second timeout.
pub const ASK_DEADLINE: Duration = Duration::from_secs(25);

/// A question from the ask form.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct AskRequest {
    /// 10 to 500 characters once trimmed.
    #[schema(min_length = 10, max_length = 500, pattern = "$TEN_CHARACTERS")]
    pub question: String,
    /// Required: without it the answer is "Please select both your role and city.".
    #[serde(default)]
    #[schema(value_type = Persona, required = true)]
    pub persona: Option<String>,
    /// Required; `abu-dhabi` is accepted for `abu_dhabi`.
    #[serde(default)]
    #[schema(value_type = City, required = true)]
    pub location: Option<String>,
    /// `web` from the site (the default), `api` from other clients.
    #[serde(default)]
    #[schema(pattern = r"^ *([Ww][Ee][Bb]|[Aa][Pp][Ii]) *$")]
    pub channel: Option<String>,
}

/// A cited source as a client sends it back: the answer's own source object, or (as older clients
/// send it) its address alone.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(untagged)]
pub enum CitedSourceBody {
    Link(CitedSourceLink),
    Address(String),
}

/// The fields of [`CitedSourceView`], as a client sends them back.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct CitedSourceLink {
    pub title: Option<String>,
    pub url: Option<String>,
    pub publisher: Option<String>,
}

/// A source an answer cites.
#[derive(Debug, Serialize, ToSchema)]
pub struct CitedSourceView {
    pub title: Option<String>,
    pub url: Option<String>,
    /// The publisher's name, in the answer's language, when known.
    pub publisher: Option<String>,
}

impl From<&CitedSource> for CitedSourceView {
    fn from(source: &CitedSource) -> Self {
        Self {
            title: source.title().map(ToOwned::to_owned),
            url: source.url().map(|u| u.as_str().to_owned()),
            publisher: source.publisher().map(ToOwned::to_owned),
        }
    }
}

/// The answer to a question.
#[derive(Debug, Serialize, ToSchema)]
pub struct AskResponse {
    pub success: bool,
    pub message: String,
    pub answer: String,
    /// Action steps.
    pub key_tips: Vec<String>,
    /// What applies in the UAE and the asker's emirate.
    pub local_context: String,
    /// Monthly saving in AED for this kind of business; null means "Contact for assessment".
    pub estimated_savings_aed: Option<f64>,
    pub cited_sources: Vec<CitedSourceView>,
    pub answer_id: AnswerId,
    pub slug: String,
    /// 0 to 1.
    pub confidence: f64,
    /// `en` or `ar`: the question's language.
    pub language: String,
}

/// A stored answer as its public page shows it.
#[derive(Debug, Serialize, ToSchema)]
pub struct AnswerView {
    pub id: AnswerId,
    pub answer_text: String,
    pub question_text: String,
    pub slug: String,
    pub published: bool,
    pub created_at: DateTime<Utc>,
    pub confidence: f64,
    /// The action steps (also in `key_tips`).
    pub bullets: Vec<String>,
    pub key_tips: Vec<String>,
    pub cta_text: Option<String>,
    pub cited_sources: Vec<CitedSourceView>,
    pub local_context: String,
    pub estimated_savings_aed: Option<f64>,
    pub language: String,
    pub persona: Persona,
    pub city: City,
}

impl From<AnswerRecord> for AnswerView {
    fn from(record: AnswerRecord) -> Self {
        Self {
            id: record.id,
            answer_text: record.answer_text,
            question_text: record.question_text,
            slug: record.slug.as_str().to_owned(),
            published: record.published,
            created_at: record.created_at,
            confidence: record.confidence.value(),
            bullets: record.key_tips.clone(),
            key_tips: record.key_tips,
            cta_text: record.cta_text,
            cited_sources: record
                .cited_sources
                .iter()
                .map(CitedSourceView::from)
                .collect(),
            local_context: record.local_context,
            estimated_savings_aed: record.estimated_savings_aed,
            language: record.language.as_str().to_owned(),
            persona: record.persona,
            city: record.city,
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct AnswerResponse {
    pub success: bool,
    pub answer: AnswerView,
}

/// An answer to put into Arabic.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct TranslateRequest {
    #[schema(pattern = "$NON_BLANK")]
    pub answer: String,
    #[serde(default)]
    pub key_tips: Vec<String>,
    #[serde(default)]
    pub local_context: String,
    /// Accepted and ignored: figures are not translated.
    #[serde(default)]
    pub estimated_savings_aed: Option<f64>,
    /// Accepted and ignored: sources keep their titles.
    #[serde(default)]
    pub cited_sources: Option<Vec<CitedSourceBody>>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct TranslationView {
    pub answer: String,
    pub key_tips: Vec<String>,
    pub local_context: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct TranslateResponse {
    pub success: bool,
    pub translation: TranslationView,
}

/// Answers a food-waste or food-safety question from the knowledge base, in the question's
/// language, and stores it under a shareable slug. Limited to 20 a minute per client IP.
#[utoipa::path(
    tag = "ask",
    operation_id = "ask",
    request_body = AskRequest,
    responses(
        (status = 200, body = AskResponse),
        (status = 400, description = "A question too short or too long, a missing persona or city (validation_error), or a question outside the food domain (non_food_question)", body = ErrorBody),
        (status = 429, description = "Too many questions; see Retry-After", body = ErrorBody),
        (status = 503, description = "The database is unavailable (a failing model is answered for by the offline composer)", body = ErrorBody),
        (status = 504, description = "Request timed out. Please try again.", body = ErrorBody),
    )
)]
#[post("/api/ask")]
pub async fn ask(
    state: web::Data<AppState>,
    req: HttpRequest,
    body: web::Json<AskRequest>,
) -> Result<HttpResponse, ApiError> {
    state.limits.ask.check(client_ip(&req)).await?;
    let command = AskCommand::parse(
        &body.question,
        body.persona.as_deref(),
        body.location.as_deref(),
        body.channel.as_deref(),
    )
    .map_err(ApiError::invalid)?;
    let answer = tokio::time::timeout(ASK_DEADLINE, state.ask.ask(&command))
        .await
        .map_err(|_| ApiError::timeout())??;
    let (visitor_id, cookie) = visitor(&req, state.cookie_secure);
    let event = NewAnalyticsEvent {
        kind: EventKind::AskSubmitted,
        label: Some(command.persona().as_str().to_owned()),
        quiz_id: None,
        meta: serde_json::json!({ "city": command.city().as_str(), "language": answer.language.as_str() }),
        visitor_id: Some(visitor_id),
        session_id: None,
    };
    if let Err(error) = state.analytics.record(&event).await {
        tracing::warn!(?error, "could not record ask_submitted");
    }
    let response = AskResponse {
        success: true,
        message: "Answer generated".to_owned(),
        key_tips: answer.key_tips.clone(),
        cited_sources: answer
            .cited_sources
            .iter()
            .map(CitedSourceView::from)
            .collect(),
        answer_id: answer.id,
        slug: answer.slug.as_str().to_owned(),
        confidence: answer.confidence.value(),
        language: answer.language.as_str().to_owned(),
        answer: answer.answer_text,
        local_context: answer.local_context,
        estimated_savings_aed: answer.estimated_savings_aed,
    };
    let mut builder = HttpResponse::Ok();
    if let Some(cookie) = cookie {
        builder.cookie(cookie);
    }
    Ok(builder.json(response))
}

/// A stored answer by its slug, published or not (the slug is unguessable).
#[utoipa::path(
    tag = "ask",
    operation_id = "get_answer",
    params(("slug" = String, Path, description = "The answer's slug")),
    responses(
        (status = 200, body = AnswerResponse),
        (status = 404, description = "No answer has this slug", body = ErrorBody),
    )
)]
#[get("/api/answers/{slug}")]
pub async fn get_answer(
    state: web::Data<AppState>,
    slug: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let not_found = || ApiError::not_found("Answer not found");
    let slug = Slug::parse(&slug).map_err(|_| not_found())?;
    let answer = state.ask.answer(&slug).await?;
    // Unpublished answers are reachable by link but kept out of search engines.
    let robots = if answer.published {
        "index, follow"
    } else {
        "noindex"
    };
    Ok(HttpResponse::Ok()
        .insert_header((header::HeaderName::from_static("x-robots-tag"), robots))
        .json(AnswerResponse {
            success: true,
            answer: answer.into(),
        }))
}

/// Puts an answer into Arabic. Limited to 20 a minute per client IP.
#[utoipa::path(
    tag = "ask",
    operation_id = "translate",
    request_body = TranslateRequest,
    responses(
        (status = 200, body = TranslateResponse),
        (status = 400, description = "Nothing to translate, or too much", body = ErrorBody),
        (status = 429, description = "Too many requests", body = ErrorBody),
        (status = 503, description = "The translation provider is unavailable", body = ErrorBody),
    )
)]
#[post("/api/translate")]
pub async fn translate(
    state: web::Data<AppState>,
    req: HttpRequest,
    body: web::Json<TranslateRequest>,
) -> Result<HttpResponse, ApiError> {
    state.limits.ask.check(client_ip(&req)).await?;
    let request = TranslationRequest::new(
        &body.answer,
        &body.key_tips,
        &body.local_context,
        Language::Ar,
    )
    .map_err(ApiError::invalid)?;
    let translation = tokio::time::timeout(ASK_DEADLINE, state.ask.translate(&request))
        .await
        .map_err(|_| ApiError::timeout())??;
    Ok(HttpResponse::Ok().json(TranslateResponse {
        success: true,
        translation: TranslationView {
            answer: translation.answer,
            key_tips: translation.key_tips,
            local_context: translation.local_context,
        },
    }))
}
