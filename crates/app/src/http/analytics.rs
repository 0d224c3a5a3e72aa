use actix_web::{HttpRequest, HttpResponse, get, post, web};
use batala_analytics::{
    DailyUsage, EventKind, ExportCursor, ExportedEvent, Feature, NewAnalyticsEvent, Overview,
    OverviewError, OverviewQuery, ReportRange, Usage, UsageSummary, uae_offset,
};
use chrono::{DateTime, NaiveDate, SecondsFormat, Utc};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::admin::Admin;
use crate::client::client_ip;
use crate::csv_export::{Batch, stream_csv};
use crate::error::{ApiError, ErrorBody};
use crate::http::schema;
use crate::state::AppState;
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
    /// Knowledge gaps waiting for an admin.
    pub open_gaps: u64,
    /// Every kind, in a stable order, zero when none happened.
    pub events: Vec<KindSummary>,
}

impl OverviewResponse {
    fn new(overview: Overview, open_gaps: u64) -> Self {
        Self {
            open_gaps,
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

/// Dashboard counts: totals of questions, published answers, pending events, venues and open
/// knowledge gaps, and the usage events of the period by kind.
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
    let open_gaps = state.gaps.open_count().await?;
    match state.analytics.overview(query, Utc::now()).await {
        Ok(overview) => Ok(HttpResponse::Ok().json(OverviewResponse::new(overview, open_gaps))),
        Err(OverviewError::InvalidRange(error)) => Err(ApiError::invalid(error)),
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
#[serde(deny_unknown_fields)]
pub struct AnalyticsEventRequest {
    pub kind: AnalyticsKind,
    /// At most 200 characters.
    pub label: Option<String>,
    pub quiz_id: Option<String>,
    #[serde(default, deserialize_with = "schema::object_only")]
    pub meta: Option<EventMeta>,
}

/// An event's extra fields: a finished quiz round's score.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct EventMeta {
    /// Questions answered right in the round, 0 to 105.
    #[serde(default, deserialize_with = "schema::whole_number")]
    #[schema(minimum = 0, maximum = 105)]
    pub score: Option<i64>,
}

impl EventMeta {
    const MAX_SCORE: i64 = 105;
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
    state.limits.events.check(client_ip(&req)).await?;
    let body = body.into_inner();
    let meta = match body.meta.and_then(|meta| meta.score) {
        None => serde_json::json!({}),
        Some(score) if (0..=EventMeta::MAX_SCORE).contains(&score) => {
            serde_json::json!({ "score": score })
        }
        Some(_) => {
            return Err(ApiError::validation(format!(
                "meta.score must be a whole number from 0 to {}",
                EventMeta::MAX_SCORE
            )));
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

/// Whole days in UAE time (Asia/Dubai, UTC+4), both included.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct SummaryParams {
    /// First day, `YYYY-MM-DD` (required).
    #[param(value_type = String, format = Date, example = "2026-11-16")]
    pub start_date: Option<String>,
    /// Last day, included, `YYYY-MM-DD` (required); at most 366 days counting both ends, and
    /// not before `start_date`.
    #[param(value_type = String, format = Date, example = "2026-11-22")]
    pub end_date: Option<String>,
}

/// Which events to export, over whole days in UAE time.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ExportParams {
    /// `qa` (questions asked), `quiz` (quiz starts and completions) or `calc` (calculator runs).
    #[serde(rename = "type")]
    #[param(rename = "type", value_type = String, example = "qa", pattern = "^(qa|quiz|calc)$")]
    pub kind: Option<String>,
    /// First day, `YYYY-MM-DD` (required).
    #[param(value_type = String, format = Date, example = "2026-11-16")]
    pub start_date: Option<String>,
    /// Last day, included, `YYYY-MM-DD` (required).
    #[param(value_type = String, format = Date, example = "2026-11-22")]
    pub end_date: Option<String>,
}

/// Events and distinct visitors of a feature.
#[derive(Debug, Serialize, ToSchema)]
pub struct FeatureUsage {
    pub events: u64,
    /// Distinct anonymous visitors.
    pub users: u64,
}

impl From<Usage> for FeatureUsage {
    fn from(usage: Usage) -> Self {
        Self {
            events: usage.events,
            users: usage.users,
        }
    }
}

/// Quiz rounds started, by how many visitors, and how long a completed round took.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct QuizUsage {
    pub events: u64,
    pub users: u64,
    /// Mean seconds from a quiz_start to the quiz_complete with the same quizId; 0 when none.
    pub avg_duration: f64,
}

/// One UAE calendar day's usage of a feature.
#[derive(Debug, Serialize, ToSchema)]
pub struct DailyUsageView {
    /// `YYYY-MM-DD`, a calendar day in UAE time.
    pub date: NaiveDate,
    pub events: u64,
    pub users: u64,
}

impl From<&DailyUsage> for DailyUsageView {
    fn from(day: &DailyUsage) -> Self {
        Self {
            date: day.date,
            events: day.usage.events,
            users: day.usage.users,
        }
    }
}

/// The analytics page's figures: per-feature totals over the range and one entry per day.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AnalyticsSummaryResponse {
    /// Questions asked (ask_submitted).
    pub qa: FeatureUsage,
    /// Quiz rounds started (quiz_start).
    pub quiz: QuizUsage,
    /// Calculator runs (calc_run).
    pub calc: FeatureUsage,
    /// Every day of the range, in order, zero on days without events.
    pub daily_qa: Vec<DailyUsageView>,
    pub daily_quiz: Vec<DailyUsageView>,
    pub daily_calc: Vec<DailyUsageView>,
}

impl From<UsageSummary> for AnalyticsSummaryResponse {
    fn from(summary: UsageSummary) -> Self {
        let series = |days: &[DailyUsage]| days.iter().map(DailyUsageView::from).collect();
        Self {
            qa: summary.qa.into(),
            quiz: QuizUsage {
                events: summary.quiz.events,
                users: summary.quiz.users,
                avg_duration: summary.quiz_avg_duration_seconds,
            },
            calc: summary.calc.into(),
            daily_qa: series(&summary.daily_qa),
            daily_quiz: series(&summary.daily_quiz),
            daily_calc: series(&summary.daily_calc),
        }
    }
}

fn report_range(start: Option<&str>, end: Option<&str>) -> Result<ReportRange, ApiError> {
    ReportRange::parse(start, end).map_err(ApiError::invalid)
}

/// Usage of the Q&A, the quiz and the calculator over whole days in UAE time (Asia/Dubai,
/// UTC+4): events and distinct visitors per feature, the mean quiz duration, and daily series
/// with every day of the range (zero when nothing happened). Dates are UAE calendar days.
#[utoipa::path(
    tag = "analytics",
    operation_id = "get_analytics_summary",
    params(SummaryParams),
    responses(
        (status = 200, body = AnalyticsSummaryResponse),
        (status = 400, description = "start_date is required, as YYYY-MM-DD / end_date must be a valid date as YYYY-MM-DD / start_date must not be after end_date / the range may span at most 366 days", body = ErrorBody),
        (status = 401, description = "Not signed in as admin", body = ErrorBody),
    ),
    security(("admin_session" = []), ("admin_key" = []))
)]
#[get("/api/analytics/summary")]
pub async fn get_summary(
    _admin: Admin,
    state: web::Data<AppState>,
    params: web::Query<SummaryParams>,
) -> Result<HttpResponse, ApiError> {
    let range = report_range(params.start_date.as_deref(), params.end_date.as_deref())?;
    let summary = state.analytics.summary(range).await?;
    Ok(HttpResponse::Ok().json(AnalyticsSummaryResponse::from(summary)))
}

/// Events read per batch of an analytics export.
const EXPORT_BATCH: u32 = 500;

fn export_header(feature: Feature) -> &'static [&'static str] {
    match feature {
        Feature::Qa | Feature::Calc => &["occurred_at", "kind", "visitor", "label", "meta"],
        Feature::Quiz => &["occurred_at", "kind", "visitor", "quiz_id", "score", "meta"],
    }
}

fn export_row(feature: Feature, event: ExportedEvent) -> Vec<String> {
    let occurred_at = event
        .created_at
        .with_timezone(&uae_offset())
        .to_rfc3339_opts(SecondsFormat::Secs, false);
    let kind = event.kind.as_str().to_owned();
    let visitor = event.visitor_id.clone().unwrap_or_default();
    let meta = event.meta.to_string();
    match feature {
        Feature::Qa | Feature::Calc => vec![
            occurred_at,
            kind,
            visitor,
            event.label.unwrap_or_default(),
            meta,
        ],
        Feature::Quiz => vec![
            occurred_at,
            kind,
            visitor,
            event.quiz_id.clone().unwrap_or_default(),
            event.score().unwrap_or_default(),
            meta,
        ],
    }
}

/// The raw events of one feature over whole UAE days, oldest first, as a CSV download
/// `batala-{type}-{start_date}-to-{end_date}.csv` (RFC 4180, CRLF; cells starting with `=`,
/// `+`, `-`, `@`, a tab or a carriage return get a leading `'`). `occurred_at` is in UAE time
/// (`+04:00`). Columns: qa and calc `occurred_at,kind,visitor,label,meta`; quiz
/// `occurred_at,kind,visitor,quiz_id,score,meta` (quiz_start and quiz_complete events).
#[utoipa::path(
    tag = "analytics",
    operation_id = "export_analytics",
    params(ExportParams),
    responses(
        (status = 200, description = "The CSV file", content_type = "text/csv", body = String),
        (status = 400, description = "type must be qa, quiz or calc / a missing, invalid, reversed or over-long date range", body = ErrorBody),
        (status = 401, description = "Not signed in as admin", body = ErrorBody),
    ),
    security(("admin_session" = []), ("admin_key" = []))
)]
#[get("/api/analytics/export.csv")]
pub async fn export_events(
    _admin: Admin,
    state: web::Data<AppState>,
    params: web::Query<ExportParams>,
) -> Result<HttpResponse, ApiError> {
    let feature = Feature::parse(params.kind.as_deref()).map_err(ApiError::invalid)?;
    let range = report_range(params.start_date.as_deref(), params.end_date.as_deref())?;
    let filename = format!("batala-{feature}-{}.csv", range.label());
    let next = move |after: Option<ExportCursor>| {
        let state = state.clone();
        async move {
            let events = state
                .analytics
                .export_batch(feature, range, after, EXPORT_BATCH)
                .await?;
            let full = events.len() == EXPORT_BATCH as usize;
            let cursor = events.last().map(|event| event.cursor.clone());
            let rows = events
                .into_iter()
                .map(|event| export_row(feature, event))
                .collect();
            Ok::<Batch<Option<ExportCursor>>, ApiError>((rows, cursor.filter(|_| full).map(Some)))
        }
    };
    stream_csv(filename, export_header(feature), None, next).await
}
