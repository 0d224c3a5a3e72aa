//! The admin's questions and answers: paged, filtered lists, the questions CSV export and
//! publishing answers.

use actix_web::{HttpResponse, get, patch, web};
use batala_ask::{
    AnswerFilter, AnswerRecord, AnsweredFilter, PublishedFilter, QuestionFilter, QuestionRecord,
    QuestionSort, SearchTerm,
};
use batala_feedback::{FeedbackComment, FeedbackSummary};
use batala_kernel::{AnswerId, City, Page, Persona, QuestionId};
use chrono::{DateTime, SecondsFormat, Utc};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::admin::Admin;
use crate::csv_export::{Batch, stream_csv};
use crate::error::{ApiError, ErrorBody};
use crate::http::ask::AnswerView;
use crate::state::AppState;

/// Rows per page of the admin lists.
pub const PAGE_SIZE: u32 = Page::DEFAULT_SIZE;
/// Rows read per batch of a CSV export.
const EXPORT_BATCH: u32 = Page::MAX_SIZE;

/// The questions list's filters; every one optional.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct QuestionsParams {
    /// Searched, ignoring case, in the question text and the answer's slug (at most 200
    /// characters).
    pub q: Option<String>,
    /// `answered` or `unanswered`; `all` or blank for both.
    #[param(pattern = "^ *(all|answered|unanswered)? *$")]
    pub status: Option<String>,
    /// restaurant, hotel, catering, retail or household; `all` or blank for every persona.
    #[param(pattern = "^ *(all|restaurant|hotel|catering|retail|household)? *$")]
    pub persona: Option<String>,
    /// One of the seven emirates (`abu_dhabi` or `abu-dhabi`); `all` or blank for every city.
    #[param(
        pattern = "^ *(all|abu_dhabi|abu-dhabi|dubai|sharjah|ajman|umm_al_quwain|umm-al-quwain|ras_al_khaimah|ras-al-khaimah|fujairah)? *$"
    )]
    pub city: Option<String>,
    /// `newest` (the default), `oldest`, `answered_first` or `unanswered_first`.
    #[param(pattern = "^ *(newest|oldest|answered_first|unanswered_first)? *$")]
    pub sort: Option<String>,
    /// 1-based page of 20 (the default 1). The CSV export checks it and takes every page.
    #[param(value_type = Option<u32>, format = Int64, minimum = 1, maximum = 4294967295_u64)]
    pub page: Option<String>,
}

/// The answers list's filters.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct AnswersParams {
    /// Searched, ignoring case, in the answer text, the question text and the slug.
    pub q: Option<String>,
    /// `true` for published answers only, `false` for unpublished ones; blank for both.
    #[param(value_type = Option<bool>)]
    pub published: Option<String>,
    /// 1-based page of 20 (the default 1).
    #[param(value_type = Option<u32>, format = Int64, minimum = 1, maximum = 4294967295_u64)]
    pub page: Option<String>,
}

/// A question's answer, in the questions list.
#[derive(Debug, Serialize, ToSchema)]
pub struct AdminQuestionAnswer {
    pub id: AnswerId,
    pub slug: String,
    /// The first 200 or so characters of the answer, cut after a whole word, with `…` when cut.
    pub excerpt: String,
    pub published: bool,
}

/// A question as the admin questions list shows it.
#[derive(Debug, Serialize, ToSchema)]
pub struct AdminQuestion {
    pub id: QuestionId,
    pub text: String,
    pub persona: Persona,
    pub city: City,
    /// `web` or `api`; null for a channel this version does not take.
    pub channel: Option<String>,
    pub created_at: DateTime<Utc>,
    /// Null while the question has no answer.
    pub answer: Option<AdminQuestionAnswer>,
}

impl From<QuestionRecord> for AdminQuestion {
    fn from(question: QuestionRecord) -> Self {
        Self {
            id: question.id,
            text: question.text,
            persona: question.persona,
            city: question.city,
            channel: question.channel.map(|c| c.as_str().to_owned()),
            created_at: question.created_at,
            answer: question.answer.map(|answer| AdminQuestionAnswer {
                id: answer.id,
                slug: answer.slug.as_str().to_owned(),
                excerpt: answer.excerpt,
                published: answer.published,
            }),
        }
    }
}

/// Counters over every question, whatever the filters.
#[derive(Debug, Serialize, ToSchema)]
pub struct QuestionCounts {
    pub total: u64,
    pub answered: u64,
    pub unanswered: u64,
}

/// One page of the admin questions list.
#[derive(Debug, Serialize, ToSchema)]
pub struct AdminQuestionsResponse {
    pub items: Vec<AdminQuestion>,
    /// Questions matching the filters, on every page.
    pub total: u64,
    pub page: u32,
    /// Always 20.
    pub page_size: u32,
    pub stats: QuestionCounts,
}

/// A visitor's comment on an answer.
#[derive(Debug, Serialize, ToSchema)]
pub struct FeedbackCommentView {
    pub comment: String,
    /// Overall rating, 1 to 5.
    pub rating: Option<u8>,
    pub helpful: Option<bool>,
    pub created_at: DateTime<Utc>,
}

impl From<FeedbackComment> for FeedbackCommentView {
    fn from(comment: FeedbackComment) -> Self {
        Self {
            comment: comment.comment,
            rating: comment.rating,
            helpful: comment.helpful,
            created_at: comment.created_at,
        }
    }
}

/// What visitors said about an answer.
#[derive(Debug, Serialize, ToSchema)]
pub struct AnswerFeedbackView {
    pub count: u64,
    pub helpful: u64,
    pub not_helpful: u64,
    /// Means of the ratings given (1 to 5); null when nobody gave that rating.
    pub average_rating: Option<f64>,
    pub average_accuracy: Option<f64>,
    pub average_clarity: Option<f64>,
    pub average_usefulness: Option<f64>,
    /// At most 3 non-empty comments, newest first.
    pub latest_comments: Vec<FeedbackCommentView>,
}

impl From<FeedbackSummary> for AnswerFeedbackView {
    fn from(summary: FeedbackSummary) -> Self {
        Self {
            count: summary.count,
            helpful: summary.helpful,
            not_helpful: summary.not_helpful,
            average_rating: summary.average_rating,
            average_accuracy: summary.average_accuracy,
            average_clarity: summary.average_clarity,
            average_usefulness: summary.average_usefulness,
            latest_comments: summary
                .latest_comments
                .into_iter()
                .map(FeedbackCommentView::from)
                .collect(),
        }
    }
}

/// An answer as the admin answers list shows it.
#[derive(Debug, Serialize, ToSchema)]
pub struct AdminAnswer {
    pub id: AnswerId,
    pub answer_text: String,
    pub question_text: String,
    pub slug: String,
    pub published: bool,
    pub created_at: DateTime<Utc>,
    /// A decimal from 0 to 1 as a string, e.g. `"0.82"`.
    #[schema(example = "0.82")]
    pub confidence: String,
    /// The action steps (the same as `key_tips`).
    pub bullets: Vec<String>,
    pub cta_text: Option<String>,
    /// Each cited source's label: its title, else the authority's name or the host of its link.
    pub cited_sources: Vec<String>,
    pub key_tips: Vec<String>,
    /// What applies in the UAE; null when the answer has none.
    pub local_context: Option<String>,
    /// Monthly saving in AED; null means "Contact for assessment".
    pub estimated_savings_aed: Option<f64>,
    pub feedback: AnswerFeedbackView,
}

/// A confidence as a decimal string: two to three decimals, `"0.82"`, `"0.875"`, `"1.00"`.
fn confidence_text(value: f64) -> String {
    let text = format!("{value:.3}");
    match text.strip_suffix('0') {
        Some(two) => two.to_owned(),
        None => text,
    }
}

impl AdminAnswer {
    fn new(record: AnswerRecord, feedback: FeedbackSummary) -> Self {
        let cited_sources = record
            .cited_sources
            .iter()
            .enumerate()
            .map(|(index, source)| source.label(index + 1))
            .collect();
        // The public answer page's mapping, so both show the same fields the same way.
        let view = AnswerView::from(record);
        Self {
            id: view.id,
            answer_text: view.answer_text,
            question_text: view.question_text,
            slug: view.slug,
            published: view.published,
            created_at: view.created_at,
            confidence: confidence_text(view.confidence),
            bullets: view.bullets,
            cta_text: view.cta_text,
            cited_sources,
            key_tips: view.key_tips,
            local_context: Some(view.local_context).filter(|text| !text.trim().is_empty()),
            estimated_savings_aed: view.estimated_savings_aed,
            feedback: feedback.into(),
        }
    }
}

/// One page of the admin answers list.
#[derive(Debug, Serialize, ToSchema)]
pub struct AdminAnswersResponse {
    pub items: Vec<AdminAnswer>,
    /// Answers matching the filters, on every page.
    pub total: u64,
    pub page: u32,
    /// Always 20.
    pub page_size: u32,
}

/// Publishes or unpublishes an answer.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct PublishRequest {
    pub published: bool,
}

fn blank_or_all(raw: Option<&str>) -> Option<&str> {
    raw.map(str::trim)
        .filter(|text| !text.is_empty() && !text.eq_ignore_ascii_case("all"))
}

/// The page a query asks for: absent for the first, else digits only, as the schema's integer.
pub(crate) fn page_number(raw: Option<&str>) -> Result<u32, ApiError> {
    let Some(text) = raw else {
        return Ok(1);
    };
    let digits = !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit());
    digits
        .then(|| text.parse::<u32>().ok())
        .flatten()
        .filter(|n| *n >= 1)
        .ok_or_else(|| {
            ApiError::validation(format!(
                "page must be a whole number of 1 or more, not {text:?}"
            ))
        })
}

pub(crate) fn page(number: u32, size: u32) -> Result<Page, ApiError> {
    Page::new(Some(number), Some(size)).map_err(ApiError::invalid)
}

impl TryFrom<&QuestionsParams> for QuestionFilter {
    type Error = ApiError;
    fn try_from(params: &QuestionsParams) -> Result<Self, ApiError> {
        Ok(Self {
            search: SearchTerm::parse(params.q.as_deref()).map_err(ApiError::invalid)?,
            status: blank_or_all(params.status.as_deref())
                .map(AnsweredFilter::parse)
                .transpose()
                .map_err(|_| ApiError::validation("status must be all, answered or unanswered"))?
                .unwrap_or_default(),
            persona: blank_or_all(params.persona.as_deref())
                .map(Persona::parse)
                .transpose()
                .map_err(ApiError::invalid)?,
            city: blank_or_all(params.city.as_deref())
                .map(City::parse)
                .transpose()
                .map_err(ApiError::invalid)?,
            asked_until: None,
            sort: params
                .sort
                .as_deref()
                .map(str::trim)
                .filter(|text| !text.is_empty())
                .map(QuestionSort::parse)
                .transpose()
                .map_err(|_| {
                    ApiError::validation(
                        "sort must be newest, oldest, answered_first or unanswered_first",
                    )
                })?
                .unwrap_or_default(),
        })
    }
}

impl TryFrom<&AnswersParams> for AnswerFilter {
    type Error = ApiError;
    fn try_from(params: &AnswersParams) -> Result<Self, ApiError> {
        let published = match blank_or_all(params.published.as_deref()) {
            None => PublishedFilter::All,
            Some(text) if text.eq_ignore_ascii_case("true") || text == "published" => {
                PublishedFilter::Published
            }
            Some(text) if text.eq_ignore_ascii_case("false") || text == "unpublished" => {
                PublishedFilter::Unpublished
            }
            Some(_) => return Err(ApiError::validation("published must be true or false")),
        };
        Ok(Self {
            search: SearchTerm::parse(params.q.as_deref()).map_err(ApiError::invalid)?,
            published,
            persona: None,
            language: None,
            topic: None,
        })
    }
}

/// One page (20) of the submitted questions, filtered, searched and sorted, with the counters
/// over all questions.
#[utoipa::path(
    tag = "ask",
    operation_id = "admin_list_questions",
    params(QuestionsParams),
    responses(
        (status = 200, body = AdminQuestionsResponse),
        (status = 400, description = "An unknown status, persona, city or sort, a page that is not a whole number of 1 or more, or an over-long search", body = ErrorBody),
        (status = 401, description = "Not signed in as admin", body = ErrorBody),
    ),
    security(("admin_session" = []), ("admin_key" = []))
)]
#[get("/api/admin/questions")]
pub async fn admin_list_questions(
    _admin: Admin,
    state: web::Data<AppState>,
    params: web::Query<QuestionsParams>,
) -> Result<HttpResponse, ApiError> {
    let filter = QuestionFilter::try_from(&*params)?;
    let number = page_number(params.page.as_deref())?;
    let listed = state
        .ask
        .questions(&filter, page(number, PAGE_SIZE)?)
        .await?;
    Ok(HttpResponse::Ok().json(AdminQuestionsResponse {
        items: listed
            .questions
            .into_iter()
            .map(AdminQuestion::from)
            .collect(),
        total: listed.stats.filtered,
        page: number,
        page_size: PAGE_SIZE,
        stats: QuestionCounts {
            total: listed.stats.total,
            answered: listed.stats.answered,
            unanswered: listed.stats.unanswered,
        },
    }))
}

/// The header of the questions CSV export.
pub const QUESTIONS_CSV_HEADER: &[&str] = &[
    "id",
    "created_at",
    "persona",
    "city",
    "channel",
    "question",
    "answered",
    "answer_slug",
    "answer_url_path",
];

fn question_row(question: QuestionRecord) -> Vec<String> {
    let slug = question
        .answer
        .as_ref()
        .map(|answer| answer.slug.as_str().to_owned());
    vec![
        question.id.to_string(),
        question
            .created_at
            .to_rfc3339_opts(SecondsFormat::Secs, true),
        question.persona.as_str().to_owned(),
        question.city.as_str().to_owned(),
        question
            .channel
            .map(|c| c.as_str().to_owned())
            .unwrap_or_default(),
        question.text,
        slug.is_some().to_string(),
        slug.clone().unwrap_or_default(),
        slug.map(|slug| format!("/q/{slug}")).unwrap_or_default(),
    ]
}

/// Every question matching the filters (no paging), in the list's order, as a CSV download
/// `questions-YYYY-MM-DD.csv` (RFC 4180, CRLF; cells starting with `=`, `+`, `-`, `@`, a tab or
/// a carriage return get a leading `'`).
#[utoipa::path(
    tag = "ask",
    operation_id = "admin_export_questions",
    params(QuestionsParams),
    responses(
        (status = 200, description = "Header id,created_at,persona,city,channel,question,answered,answer_slug,answer_url_path", content_type = "text/csv", body = String),
        (status = 400, description = "An unknown status, persona, city or sort, or an over-long search", body = ErrorBody),
        (status = 401, description = "Not signed in as admin", body = ErrorBody),
    ),
    security(("admin_session" = []), ("admin_key" = []))
)]
#[get("/api/admin/questions/export.csv")]
pub async fn admin_export_questions(
    _admin: Admin,
    state: web::Data<AppState>,
    params: web::Query<QuestionsParams>,
) -> Result<HttpResponse, ApiError> {
    // The export takes every page, yet a malformed `page` is refused as on the list.
    page_number(params.page.as_deref())?;
    let now = Utc::now();
    // Pinned to the export's start, so questions asked meanwhile cannot shift its pages.
    let filter = QuestionFilter {
        asked_until: Some(now),
        ..QuestionFilter::try_from(&*params)?
    };
    let filename = format!("questions-{}.csv", now.format("%Y-%m-%d"));
    let next = move |number: u32| {
        let state = state.clone();
        let filter = filter.clone();
        async move {
            let listed = state
                .ask
                .questions(&filter, page(number, EXPORT_BATCH)?)
                .await?;
            let full = listed.questions.len() == EXPORT_BATCH as usize;
            let rows = listed.questions.into_iter().map(question_row).collect();
            Ok::<Batch<u32>, ApiError>((rows, full.then_some(number + 1)))
        }
    };
    stream_csv(filename, QUESTIONS_CSV_HEADER, 1, next).await
}

async fn with_feedback(
    state: &AppState,
    answers: Vec<AnswerRecord>,
) -> Result<Vec<AdminAnswer>, ApiError> {
    let ids: Vec<AnswerId> = answers.iter().map(|answer| answer.id).collect();
    let summaries = state
        .feedback
        .summaries(&ids)
        .await
        .map_err(ApiError::unexpected)?;
    Ok(answers
        .into_iter()
        .zip(summaries)
        .map(|(answer, feedback)| AdminAnswer::new(answer, feedback))
        .collect())
}

/// One page (20) of the answers, newest first, filtered by publication and searched, each with
/// its visitors' feedback.
#[utoipa::path(
    tag = "ask",
    operation_id = "admin_list_answers",
    params(AnswersParams),
    responses(
        (status = 200, body = AdminAnswersResponse),
        (status = 400, description = "published is neither true nor false, a page that is not a whole number of 1 or more, or an over-long search", body = ErrorBody),
        (status = 401, description = "Not signed in as admin", body = ErrorBody),
    ),
    security(("admin_session" = []), ("admin_key" = []))
)]
#[get("/api/admin/answers")]
pub async fn admin_list_answers(
    _admin: Admin,
    state: web::Data<AppState>,
    params: web::Query<AnswersParams>,
) -> Result<HttpResponse, ApiError> {
    let filter = AnswerFilter::try_from(&*params)?;
    let number = page_number(params.page.as_deref())?;
    let listed = state.ask.answers(&filter, page(number, PAGE_SIZE)?).await?;
    Ok(HttpResponse::Ok().json(AdminAnswersResponse {
        items: with_feedback(&state, listed.answers).await?,
        total: listed.total,
        page: number,
        page_size: PAGE_SIZE,
    }))
}

/// Publishes an answer (listed publicly and indexable) or unpublishes it (its page then carries
/// `noindex`), and returns it.
#[utoipa::path(
    tag = "ask",
    operation_id = "admin_publish_answer",
    request_body = PublishRequest,
    params(("id" = uuid::Uuid, Path, description = "The answer's id")),
    responses(
        (status = 200, body = AdminAnswer),
        (status = 400, description = "The id is not a UUID or the body is not {\"published\": boolean}", body = ErrorBody),
        (status = 401, description = "Not signed in as admin", body = ErrorBody),
        (status = 404, description = "Answer not found", body = ErrorBody),
    ),
    security(("admin_session" = []), ("admin_key" = []))
)]
#[patch("/api/admin/answers/{id}/publish")]
pub async fn admin_publish_answer(
    _admin: Admin,
    state: web::Data<AppState>,
    id: web::Path<String>,
    body: web::Json<PublishRequest>,
) -> Result<HttpResponse, ApiError> {
    let id: AnswerId = id
        .parse()
        .map_err(|_| ApiError::validation("The answer id must be a UUID"))?;
    let answer = state.ask.set_published(id, body.published).await?;
    let mut answers = with_feedback(&state, vec![answer]).await?;
    let answer = answers
        .pop()
        .ok_or_else(|| ApiError::unexpected(anyhow::anyhow!("the published answer vanished")))?;
    Ok(HttpResponse::Ok().json(answer))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn confidence_reads_as_a_decimal_string() {
        assert_eq!(confidence_text(0.82), "0.82");
        assert_eq!(confidence_text(0.875), "0.875");
        assert_eq!(confidence_text(1.0), "1.00");
        assert_eq!(confidence_text(0.0), "0.00");
    }

    #[test]
    fn a_page_is_a_whole_number_of_one_or_more() {
        assert!(matches!(page_number(None), Ok(1)));
        assert!(matches!(page_number(Some("3")), Ok(3)));
        for bad in ["0", "-1", "abc", "1.5", "", " 3 ", "+3"] {
            let error = page_number(Some(bad)).err().map(|e| e.to_string());
            assert!(
                error
                    .as_deref()
                    .is_some_and(|m| m.starts_with("page must be")),
                "{bad}: {error:?}"
            );
        }
    }
}
