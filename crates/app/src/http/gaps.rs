//! Knowledge gaps for admins: questions answered unsurely, not covered, or rated unhelpful,
//! grouped by the card nearest them, and their review (resolve, dismiss, reopen).

use actix_web::{HttpResponse, get, post, web};
use batala_ask::{
    GapGroup, GapNote, GapQuestion, GapReason, GapReview, GapSort, GapStatus, MAX_REVIEWED,
};
use batala_kernel::{City, Persona, QuestionId};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::admin::Admin;
use crate::error::{ApiError, ErrorBody};
use crate::state::AppState;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct GapsParams {
    /// `open` (the default), `resolved` or `dismissed`.
    #[param(pattern = "^(open|resolved|dismissed)?$")]
    pub status: Option<String>,
    /// `count` (the default: the groups asked most first) or `recent` (asked most recently first).
    #[param(pattern = "^(count|recent)?$")]
    pub sort: Option<String>,
}

/// Why a question is a gap.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum GapReasonCode {
    /// It got the "not covered yet" answer.
    NotCovered,
    /// A card answered, but not surely.
    Unsure,
    /// A visitor rated the answer not helpful, or 2 stars or fewer.
    RatedUnhelpful,
}

impl From<GapReason> for GapReasonCode {
    fn from(reason: GapReason) -> Self {
        match reason {
            GapReason::NotCovered => Self::NotCovered,
            GapReason::Unsure => Self::Unsure,
            GapReason::RatedUnhelpful => Self::RatedUnhelpful,
        }
    }
}

/// Where a gap stands in review.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum GapStatusCode {
    Open,
    Resolved,
    Dismissed,
}

impl From<GapStatus> for GapStatusCode {
    fn from(status: GapStatus) -> Self {
        match status {
            GapStatus::Open => Self::Open,
            GapStatus::Resolved => Self::Resolved,
            GapStatus::Dismissed => Self::Dismissed,
        }
    }
}

/// A card's title in both languages.
#[derive(Debug, Serialize, ToSchema)]
pub struct CardTitle {
    pub en: String,
    pub ar: String,
}

/// One question that is a gap.
#[derive(Debug, Serialize, ToSchema)]
pub struct GapQuestionView {
    pub question_id: QuestionId,
    pub text: String,
    /// The answer it got, at `/q/{slug}`.
    pub slug: String,
    pub persona: Persona,
    pub city: City,
    /// `en` or `ar`.
    pub language: String,
    pub asked_at: DateTime<Utc>,
    /// The answer's confidence, 0 to 1.
    pub confidence: f64,
    pub reasons: Vec<GapReasonCode>,
    /// What visitors wrote about the answer, oldest first.
    pub comments: Vec<String>,
    pub status: GapStatusCode,
    pub note: Option<String>,
}

impl From<GapQuestion> for GapQuestionView {
    fn from(question: GapQuestion) -> Self {
        Self {
            reasons: question.reasons().into_iter().map(Into::into).collect(),
            question_id: question.question_id,
            text: question.text,
            slug: question.slug.as_str().to_owned(),
            persona: question.persona,
            city: question.city,
            language: question.language.as_str().to_owned(),
            asked_at: question.asked_at,
            confidence: question.confidence,
            comments: question.comments,
            status: question.status.into(),
            note: question.note,
        }
    }
}

/// The gaps nearest one card (or nearest none).
#[derive(Debug, Serialize, ToSchema)]
pub struct GapGroupView {
    /// The nearest card's id; null for questions no card was near.
    pub card_id: Option<String>,
    pub card_title: Option<CardTitle>,
    pub count: u64,
    pub last_asked: Option<DateTime<Utc>>,
    /// Who asked, each once, most recent first.
    pub personas: Vec<Persona>,
    /// From where, each once, most recent first.
    pub cities: Vec<City>,
    /// In which languages (`en`, `ar`), each once, most recent first.
    pub languages: Vec<String>,
    /// The group's questions, newest first.
    pub questions: Vec<GapQuestionView>,
}

impl From<GapGroup> for GapGroupView {
    fn from(group: GapGroup) -> Self {
        Self {
            count: group.questions.len() as u64,
            last_asked: group.last_asked(),
            personas: group.personas(),
            cities: group.cities(),
            languages: group
                .languages()
                .into_iter()
                .map(|language| language.as_str().to_owned())
                .collect(),
            card_id: group.nearest_card.as_ref().map(|card| card.id.clone()),
            card_title: group.nearest_card.map(|card| CardTitle {
                en: card.title.en,
                ar: card.title.ar,
            }),
            questions: group.questions.into_iter().map(Into::into).collect(),
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct GapsResponse {
    pub groups: Vec<GapGroupView>,
    /// Open gaps, whatever the list's status.
    pub open_count: u64,
}

/// A decision on some gaps.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct GapReviewRequest {
    /// 1 to 500 question ids (UUIDs), each a gap.
    #[schema(min_items = 1, max_items = 500, value_type = Vec<uuid::Uuid>)]
    pub question_ids: Vec<String>,
    /// `resolved`, `dismissed`, or `open` to reopen.
    #[schema(pattern = "^(open|resolved|dismissed)$")]
    pub status: String,
    /// At most 2000 characters.
    #[schema(max_length = 2000)]
    pub note: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct GapReviewResponse {
    pub success: bool,
    pub message: String,
    pub open_count: u64,
}

fn status(raw: Option<&str>) -> Result<GapStatus, ApiError> {
    match raw.map(str::trim).filter(|text| !text.is_empty()) {
        None => Ok(GapStatus::Open),
        Some(code) => GapStatus::parse(code).map_err(ApiError::invalid),
    }
}

/// The gaps with a status, grouped by the card nearest each question, with the open count.
#[utoipa::path(
    tag = "ask",
    operation_id = "admin_list_gaps",
    params(GapsParams),
    responses(
        (status = 200, body = GapsResponse),
        (status = 400, description = "status must be open, resolved or dismissed / sort must be count or recent", body = ErrorBody),
        (status = 401, description = "Not signed in as admin", body = ErrorBody),
    ),
    security(("admin_session" = []), ("admin_key" = []))
)]
#[get("/api/admin/gaps")]
pub async fn admin_list_gaps(
    _admin: Admin,
    state: web::Data<AppState>,
    params: web::Query<GapsParams>,
) -> Result<HttpResponse, ApiError> {
    let status = status(params.status.as_deref())?;
    let sort = match params.sort.as_deref().map(str::trim) {
        None | Some("" | "count") => GapSort::Count,
        Some("recent") => GapSort::Recent,
        Some(_) => return Err(ApiError::validation("sort must be count or recent")),
    };
    let groups = state.gaps.groups(status, sort).await?;
    let open_count = state.gaps.open_count().await?;
    Ok(HttpResponse::Ok().json(GapsResponse {
        groups: groups.into_iter().map(Into::into).collect(),
        open_count,
    }))
}

/// Resolves, dismisses or reopens gaps, all or none, with an optional note.
#[utoipa::path(
    tag = "ask",
    operation_id = "admin_review_gaps",
    request_body = GapReviewRequest,
    responses(
        (status = 200, body = GapReviewResponse),
        (status = 400, description = "No question or more than 500, an id that is not a UUID, an unknown status, or a note over 2000 characters", body = ErrorBody),
        (status = 401, description = "Not signed in as admin", body = ErrorBody),
        (status = 409, description = "A question is not a knowledge gap (nothing was changed)", body = ErrorBody),
    ),
    security(("admin_session" = []), ("admin_key" = []))
)]
#[post("/api/admin/gaps/review")]
pub async fn admin_review_gaps(
    _admin: Admin,
    state: web::Data<AppState>,
    body: web::Json<GapReviewRequest>,
) -> Result<HttpResponse, ApiError> {
    let review = GapReview {
        status: status(Some(&body.status))?,
        note: GapNote::parse(body.note.as_deref()).map_err(ApiError::invalid)?,
    };
    if body.question_ids.is_empty() || body.question_ids.len() > MAX_REVIEWED {
        return Err(ApiError::validation(format!(
            "Choose between 1 and {MAX_REVIEWED} questions"
        )));
    }
    let ids = body
        .question_ids
        .iter()
        .map(|raw| raw.parse::<QuestionId>())
        .collect::<Result<Vec<_>, _>>()
        .map_err(|_| ApiError::validation("Every question id must be a UUID"))?;
    state.gaps.review(&ids, &review).await?;
    let open_count = state.gaps.open_count().await?;
    Ok(HttpResponse::Ok().json(GapReviewResponse {
        success: true,
        message: format!(
            "{} {}",
            ids.len(),
            match (review.status, ids.len()) {
                (GapStatus::Open, 1) => "question reopened",
                (GapStatus::Open, _) => "questions reopened",
                (GapStatus::Resolved, 1) => "question resolved",
                (GapStatus::Resolved, _) => "questions resolved",
                (GapStatus::Dismissed, 1) => "question dismissed",
                (GapStatus::Dismissed, _) => "questions dismissed",
            }
        ),
        open_count,
    }))
}
