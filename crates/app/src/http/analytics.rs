use actix_web::{HttpRequest, HttpResponse, get, post, web};
use batala_analytics::{EventKind, NewAnalyticsEvent, Overview, OverviewError, OverviewQuery};
use chrono::{DateTime, NaiveDate, Utc};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::admin::Admin;
use crate::error::{ApiError, ErrorBody};
use crate::state::{AppState, client_ip};
use crate::visitor::visitor;

/// Which period the overview covers: `from`/`to` (whole UTC days) win over `window`.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct OverviewParams {
    /// Days back from now, 1 to 366 (default 7).
    #[param(minimum = 1, maximum = 366, example = 7)]
    pub window: Option<i64>,
    /// First day, `YYYY-MM-DD`.
    pub from: Option<NaiveDate>,
    /// Last day, included, `YYYY-MM-DD`.
    pub to: Option<NaiveDate>,
}

/// A usage event kind.
#[derive(Debug, Clone, Copy, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum AnalyticsKind {
    AskSubmitted,
    CalcRun,
    QuizStart,
    QuizComplete,
}

impl From<EventKind> for AnalyticsKind {
    fn from(kind: EventKind) -> Self {
        match kind {
            EventKind::AskSubmitted => Self::AskSubmitted,
            EventKind::CalcRun => Self::CalcRun,
            EventKind::QuizStart => Self::QuizStart,
            EventKind::QuizComplete => Self::QuizComplete,
        }
    }
}

/// Events of one kind in the range.
#[derive(Debug, Serialize, ToSchema)]
pub struct KindSummary {
    pub kind: AnalyticsKind,
    pub events: u64,
    /// Distinct anonymous visitors.
    pub unique_users: u64,
}

/// The span of time counted, `[from, to)`.
#[derive(Debug, Serialize, ToSchema)]
pub struct TimeRange {
    pub from: DateTime<Utc>,
    pub to: DateTime<Utc>,
}

/// The admin dashboard's counts.
#[derive(Debug, Serialize, ToSchema)]
pub struct OverviewResponse {
    pub success: bool,
    pub range: TimeRange,
    pub total_questions: u64,
    pub published_answers: u64,
    pub pending_events: u64,
    pub registered_venues: u64,
    /// Every kind, in a stable order, zero when none happened.
    pub events: Vec<KindSummary>,
}

impl From<Overview> for OverviewResponse {
    fn from(overview: Overview) -> Self {
        Self {
            success: true,
            range: TimeRange {
                from: overview.range.from(),
                to: overview.range.to(),
            },
            total_questions: overview.total_questions,
            published_answers: overview.published_answers,
            pending_events: overview.pending_events,
            registered_venues: overview.registered_venues,
            events: overview
                .events_by_kind
                .into_iter()
                .map(|count| KindSummary {
                    kind: count.kind.into(),
                    events: count.events,
                    unique_users: count.unique_visitors,
                })
                .collect(),
        }
    }
}

/// Dashboard counts: totals of questions, published answers, pending events and venues, and the
/// usage events of the period by kind.
#[utoipa::path(
    tag = "analytics",
    operation_id = "get_analytics_overview",
    params(OverviewParams),
    responses(
        (status = 200, description = "The dashboard counts", body = OverviewResponse),
        (status = 400, description = "A bad window or range", body = ErrorBody),
        (status = 401, description = "Not signed in as admin", body = ErrorBody),
        (status = 503, description = "The database does not answer", body = ErrorBody),
    ),
    security(("admin_session" = []), ("admin_key" = []))
)]
#[get("/api/analytics/overview")]
pub async fn get_overview(
    _admin: Admin,
    state: web::Data<AppState>,
    params: web::Query<OverviewParams>,
) -> Result<HttpResponse, ApiError> {
    let query = OverviewQuery {
        window_days: params.window,
        from: params.from,
        to: params.to,
    };
    match state.analytics.overview(query, Utc::now()).await {
        Ok(overview) => Ok(HttpResponse::Ok().json(OverviewResponse::from(overview))),
        Err(OverviewError::InvalidRange(error)) => Err(ApiError::validation(error.to_string())),
        Err(OverviewError::Unknown(cause)) => Err(ApiError::unexpected(cause)),
    }
}

impl From<AnalyticsKind> for EventKind {
    fn from(kind: AnalyticsKind) -> Self {
        match kind {
            AnalyticsKind::AskSubmitted => Self::AskSubmitted,
            AnalyticsKind::CalcRun => Self::CalcRun,
            AnalyticsKind::QuizStart => Self::QuizStart,
            AnalyticsKind::QuizComplete => Self::QuizComplete,
        }
    }
}

/// A usage event from the site.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AnalyticsEventRequest {
    pub kind: AnalyticsKind,
    /// At most 200 characters.
    pub label: Option<String>,
    pub quiz_id: Option<String>,
    /// Extra fields, such as `{"score": 4}` for quiz_complete.
    #[schema(value_type = Option<Object>)]
    pub meta: Option<serde_json::Value>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct AcceptedResponse {
    pub success: bool,
}

fn short(value: Option<String>, max: usize, name: &str) -> Result<Option<String>, ApiError> {
    match value.map(|v| v.trim().to_owned()).filter(|v| !v.is_empty()) {
        Some(v) if v.chars().count() > max => Err(ApiError::validation(format!(
            "{name} must be at most {max} characters"
        ))),
        other => Ok(other),
    }
}

/// Records a usage event; an anonymous first-party cookie counts unique visitors. Limited to
/// 120 a minute per client IP.
#[utoipa::path(
    tag = "analytics",
    operation_id = "record_analytics_event",
    request_body = AnalyticsEventRequest,
    responses(
        (status = 202, body = AcceptedResponse),
        (status = 400, description = "An unknown kind or an oversized field", body = ErrorBody),
        (status = 429, description = "Too many events", body = ErrorBody),
    )
)]
#[post("/api/analytics/event")]
pub async fn record_event(
    state: web::Data<AppState>,
    req: HttpRequest,
    body: web::Json<AnalyticsEventRequest>,
) -> Result<HttpResponse, ApiError> {
    state.limits.events.check(client_ip(&req))?;
    let body = body.into_inner();
    let meta = match body.meta {
        None | Some(serde_json::Value::Null) => serde_json::json!({}),
        Some(object @ serde_json::Value::Object(_)) if object.to_string().len() <= 2000 => object,
        Some(_) => {
            return Err(ApiError::validation(
                "meta must be a JSON object of at most 2000 characters",
            ));
        }
    };
    let (visitor_id, cookie) = visitor(&req, state.cookie_secure);
    let event = NewAnalyticsEvent {
        kind: body.kind.into(),
        label: short(body.label, 200, "label")?,
        quiz_id: short(body.quiz_id, 100, "quizId")?,
        meta,
        visitor_id: Some(visitor_id),
        session_id: None,
    };
    state.analytics.record(&event).await?;
    let mut response = HttpResponse::Accepted();
    if let Some(cookie) = cookie {
        response.cookie(cookie);
    }
    Ok(response.json(AcceptedResponse { success: true }))
}
