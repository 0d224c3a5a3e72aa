//! The one error body every failure answers with:
//! `{ "success": false, "error": "<snake_case code>", "message": "<human text>" }`.

use std::time::Duration;

use actix_web::http::StatusCode;
use actix_web::http::header::{self, HeaderValue};
use actix_web::{HttpResponse, ResponseError};
use batala_kernel::Unavailable;
use serde::Serialize;
use utoipa::ToSchema;

/// Stable machine-readable error codes; the frontend switches on these.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum ErrorCode {
    BadRequest,
    ValidationError,
    /// The question is not about food, food safety or food waste.
    NonFoodQuestion,
    Unauthorized,
    CsrfRejected,
    NotFound,
    /// The request clashes with what exists (a taken slug, an entry already there).
    Conflict,
    MethodNotAllowed,
    PayloadTooLarge,
    UnsupportedMediaType,
    RateLimited,
    ServiceUnavailable,
    /// The answer took longer than the server allows.
    Timeout,
    InternalError,
}

/// The JSON body of every error response.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[schema(example = json!({"success": false, "error": "not_found", "message": "Not found"}))]
pub struct ErrorBody {
    /// Always `false`.
    pub success: bool,
    pub error: ErrorCode,
    pub message: String,
    /// Present, and `false`, on sign-in failures, whose callers read `{ok, message}`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ok: Option<bool>,
}

/// An error on its way to becoming an HTTP response.
#[derive(Debug, thiserror::Error)]
#[error("{message}")]
pub struct ApiError {
    status: StatusCode,
    code: ErrorCode,
    message: String,
    retry_after: Option<Duration>,
    ok_flag: bool,
    /// The cause of a 500 or 503, logged and never shown.
    cause: Option<anyhow::Error>,
}

impl ApiError {
    fn new(status: StatusCode, code: ErrorCode, message: impl Into<String>) -> Self {
        Self {
            status,
            code,
            message: message.into(),
            retry_after: None,
            ok_flag: false,
            cause: None,
        }
    }

    pub fn bad_request(message: impl Into<String>) -> Self {
        Self::new(StatusCode::BAD_REQUEST, ErrorCode::BadRequest, message)
    }

    pub fn validation(message: impl Into<String>) -> Self {
        Self::new(StatusCode::BAD_REQUEST, ErrorCode::ValidationError, message)
    }

    /// A value the domain refused to parse: a 400 with the parser's own message, which the spec
    /// words for the user (`.map_err(ApiError::invalid)`).
    pub fn invalid(error: impl std::fmt::Display) -> Self {
        Self::validation(error.to_string())
    }

    pub fn unauthorized(message: impl Into<String>) -> Self {
        Self::new(StatusCode::UNAUTHORIZED, ErrorCode::Unauthorized, message)
    }

    pub fn csrf_rejected() -> Self {
        Self::new(
            StatusCode::FORBIDDEN,
            ErrorCode::CsrfRejected,
            "This request must come from the Batala site (send an X-Requested-With header).",
        )
    }

    pub fn conflict(message: impl Into<String>) -> Self {
        Self::new(StatusCode::CONFLICT, ErrorCode::Conflict, message)
    }

    pub fn non_food_question(message: impl Into<String>) -> Self {
        Self::new(StatusCode::BAD_REQUEST, ErrorCode::NonFoodQuestion, message)
    }

    pub fn timeout() -> Self {
        Self::new(
            StatusCode::GATEWAY_TIMEOUT,
            ErrorCode::Timeout,
            "Request timed out. Please try again.",
        )
    }

    /// An outside system is unavailable; the message is shown as it is (say which, never a secret).
    pub fn unavailable(message: impl Into<String>) -> Self {
        Self::new(
            StatusCode::SERVICE_UNAVAILABLE,
            ErrorCode::ServiceUnavailable,
            message,
        )
    }

    pub fn not_found(message: impl Into<String>) -> Self {
        Self::new(StatusCode::NOT_FOUND, ErrorCode::NotFound, message)
    }

    pub fn rate_limited(retry_after: Duration) -> Self {
        let mut error = Self::new(
            StatusCode::TOO_MANY_REQUESTS,
            ErrorCode::RateLimited,
            "Too many requests. Please wait a moment and try again.",
        );
        error.retry_after = Some(retry_after);
        error
    }

    /// Marks a sign-in failure, whose body also carries `ok: false`.
    #[must_use]
    pub fn for_sign_in(mut self) -> Self {
        self.ok_flag = true;
        self
    }

    /// An unexpected failure: 503 when an outside system is unavailable, else 500. The cause is
    /// logged when the response is built; the body says nothing internal.
    pub fn unexpected(cause: anyhow::Error) -> Self {
        let mut error = if Unavailable::caused(cause.as_ref()) {
            Self::new(
                StatusCode::SERVICE_UNAVAILABLE,
                ErrorCode::ServiceUnavailable,
                "The service is temporarily unavailable. Please try again shortly.",
            )
        } else {
            Self::new(
                StatusCode::INTERNAL_SERVER_ERROR,
                ErrorCode::InternalError,
                "Something went wrong on our side. Please try again.",
            )
        };
        error.cause = Some(cause);
        error
    }

    /// The body for a status the framework produced without one of ours.
    pub fn for_status(status: StatusCode) -> Self {
        let (code, message) = match status {
            StatusCode::NOT_FOUND => (ErrorCode::NotFound, "Not found"),
            StatusCode::METHOD_NOT_ALLOWED => (ErrorCode::MethodNotAllowed, "Method not allowed"),
            StatusCode::PAYLOAD_TOO_LARGE => {
                (ErrorCode::PayloadTooLarge, "The request body is too large")
            }
            StatusCode::UNSUPPORTED_MEDIA_TYPE => (
                ErrorCode::UnsupportedMediaType,
                "The request body must be JSON",
            ),
            StatusCode::TOO_MANY_REQUESTS => (ErrorCode::RateLimited, "Too many requests"),
            StatusCode::UNAUTHORIZED => (ErrorCode::Unauthorized, "Authentication required"),
            StatusCode::SERVICE_UNAVAILABLE => (
                ErrorCode::ServiceUnavailable,
                "The service is temporarily unavailable",
            ),
            s if s.is_server_error() => {
                (ErrorCode::InternalError, "Something went wrong on our side")
            }
            _ => (ErrorCode::BadRequest, "Bad request"),
        };
        Self::new(status, code, message)
    }

    pub fn status(&self) -> StatusCode {
        self.status
    }

    /// How long a refused client should wait (`Retry-After`).
    pub fn retry_after(&self) -> Option<Duration> {
        self.retry_after
    }

    pub fn body(&self) -> ErrorBody {
        ErrorBody {
            success: false,
            error: self.code,
            message: self.message.clone(),
            ok: self.ok_flag.then_some(false),
        }
    }
}

impl From<anyhow::Error> for ApiError {
    fn from(cause: anyhow::Error) -> Self {
        Self::unexpected(cause)
    }
}

impl ResponseError for ApiError {
    fn status_code(&self) -> StatusCode {
        self.status
    }

    fn error_response(&self) -> HttpResponse {
        if let Some(cause) = &self.cause {
            tracing::error!(status = self.status.as_u16(), error = ?cause, "request failed");
        }
        let mut response = HttpResponse::build(self.status);
        if let Some(wait) = self.retry_after {
            let seconds = wait.as_secs() + u64::from(wait.subsec_nanos() > 0);
            if let Ok(value) = HeaderValue::from_str(&seconds.max(1).to_string()) {
                response.insert_header((header::RETRY_AFTER, value));
            }
        }
        response.json(self.body())
    }
}
