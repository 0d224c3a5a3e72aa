use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse, post, web};
use batala_feedback::{RawFeedback, RequestContext};
use batala_kernel::FeedbackId;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::client::client_ip;
use crate::error::{ApiError, ErrorBody};
use crate::http::schema;
use crate::state::AppState;
use crate::visitor::VISITOR_COOKIE;

/// A visitor's feedback on an answer. `website_url` and `company_name` are hidden honeypots:
/// people leave them empty.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct FeedbackRequest {
    #[schema(value_type = uuid::Uuid)]
    pub answer_id: String,
    pub helpful: Option<bool>,
    /// general (default), correction, suggestion or complaint.
    #[schema(pattern = "$FEEDBACK_TYPE_OR_BLANK")]
    pub feedback_type: Option<String>,
    #[schema(pattern = "$WEB_URL_OR_BLANK", max_length = 2048)]
    pub page_url: Option<String>,
    /// Seconds, 0 to 3600.
    #[schema(minimum = 0, maximum = 3600)]
    pub time_on_page: Option<f64>,
    #[schema(pattern = "$BLANK")]
    pub website_url: Option<String>,
    #[schema(pattern = "$BLANK")]
    pub company_name: Option<String>,
    /// Whole numbers 1 to 5.
    #[serde(default, deserialize_with = "schema::whole_number")]
    #[schema(minimum = 1, maximum = 5)]
    pub rating: Option<i64>,
    #[serde(default, deserialize_with = "schema::whole_number")]
    #[schema(minimum = 1, maximum = 5)]
    pub accuracy_rating: Option<i64>,
    #[serde(default, deserialize_with = "schema::whole_number")]
    #[schema(minimum = 1, maximum = 5)]
    pub clarity_rating: Option<i64>,
    #[serde(default, deserialize_with = "schema::whole_number")]
    #[schema(minimum = 1, maximum = 5)]
    pub usefulness_rating: Option<i64>,
    #[schema(max_length = 2000)]
    pub comment: Option<String>,
    #[schema(pattern = "$EMAIL_OR_BLANK", max_length = 254)]
    pub user_email: Option<String>,
    #[schema(max_length = 100)]
    pub user_location: Option<String>,
    #[schema(max_length = 100)]
    pub user_persona: Option<String>,
    /// Any text; kept only when it is an http(s) URL of at most 2048 characters.
    pub referrer_url: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct FeedbackResponse {
    pub success: bool,
    pub message: String,
    pub id: FeedbackId,
}

/// Records feedback on an answer, with the client's IP, user agent and referrer. Limited to 10
/// a minute per client IP.
#[utoipa::path(
    tag = "ask",
    operation_id = "submit_feedback",
    request_body = FeedbackRequest,
    responses(
        (status = 201, body = FeedbackResponse),
        (status = 400, description = "A rule of the form is broken (the message says which)", body = ErrorBody),
        (status = 404, description = "No answer has this id", body = ErrorBody),
        (status = 429, description = "Too many requests", body = ErrorBody),
    )
)]
#[post("/api/feedback")]
pub async fn submit_feedback(
    state: web::Data<AppState>,
    req: HttpRequest,
    body: web::Json<FeedbackRequest>,
) -> Result<HttpResponse, ApiError> {
    let ip = client_ip(&req);
    state.limits.feedback.check(ip).await?;
    let body = body.into_inner();
    let referrer = body.referrer_url.or_else(|| {
        req.headers()
            .get(header::REFERER)
            .and_then(|v| v.to_str().ok())
            .map(ToOwned::to_owned)
    });
    let raw = RawFeedback {
        answer_id: body.answer_id,
        helpful: body.helpful,
        feedback_type: body.feedback_type,
        page_url: body.page_url,
        time_on_page: body.time_on_page,
        website_url: body.website_url,
        company_name: body.company_name,
        rating: body.rating,
        accuracy_rating: body.accuracy_rating,
        clarity_rating: body.clarity_rating,
        usefulness_rating: body.usefulness_rating,
        comment: body.comment,
        user_email: body.user_email,
        user_location: body.user_location,
        user_persona: body.user_persona,
        referrer_url: referrer,
    };
    let user_agent = req
        .headers()
        .get(header::USER_AGENT)
        .and_then(|v| v.to_str().ok());
    let session = req.cookie(VISITOR_COOKIE).map(|c| c.value().to_owned());
    let context = RequestContext::new(Some(ip), user_agent, session.as_deref());
    let id = state.feedback.submit(&raw, &context).await?;
    Ok(HttpResponse::Created().json(FeedbackResponse {
        success: true,
        message: "Thank you for your feedback!".to_owned(),
        id,
    }))
}
