use actix_web::http::header::{
    self, Charset, ContentDisposition, DispositionParam, DispositionType, ExtendedValue,
};
use actix_web::{HttpRequest, HttpResponse, get, patch, post, web};
use batala_events::{
    AdminNotes, Approver, Event, EventFilter, EventStatus, EventSubmission, EventType,
    RawEventSubmission, SearchTerm, StatusChange, SubmissionError, When,
};
use batala_kernel::{City, EventId, WebUrl};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::admin::Admin;
use crate::calendar::{self, Language};
use crate::client::client_ip;
use crate::error::{ApiError, ErrorBody};
use crate::http::leaderboard::Numeric;
use crate::http::schema;
use crate::state::AppState;

/// The message a successful submission answers with (shown in the success toast).
pub const SUBMITTED_MESSAGE: &str =
    "Thank you! Your event has been submitted for review. We will review it within 48 hours.";

/// The public "Submit Event" form. Required: title, event_type, event_date, location,
/// description, food_waste_focus (at least 10 characters), organizer_name, organizer_email.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct SubmitEventRequest {
    #[schema(value_type = String, required = true, pattern = "$NON_BLANK", max_length = 200)]
    pub title: Option<String>,
    #[schema(value_type = String, required = true, pattern = "$NON_BLANK", max_length = 5000)]
    pub description: Option<String>,
    /// workshop, seminar, conference, masterclass, community or training.
    #[schema(value_type = String, required = true, pattern = "$EVENT_TYPE")]
    pub event_type: Option<String>,
    /// RFC 3339, or a local date-time (`2025-10-20T18:00`) or date read in UAE time; must be in
    /// the future.
    #[schema(
        value_type = String,
        required = true,
        example = "2025-10-20T18:00",
        pattern = "$EVENT_DATE"
    )]
    pub event_date: Option<String>,
    #[schema(value_type = String, required = true, pattern = "$NON_BLANK", max_length = 200)]
    pub location: Option<String>,
    /// One of the seven emirates (`abu_dhabi` or `abu-dhabi`); Dubai when blank.
    #[schema(pattern = "$CITY_OR_BLANK")]
    pub city: Option<String>,
    #[schema(value_type = String, required = true, pattern = "$NON_BLANK", max_length = 120)]
    pub organizer_name: Option<String>,
    #[schema(value_type = String, required = true, pattern = "$EMAIL", max_length = 254)]
    pub organizer_email: Option<String>,
    #[schema(pattern = "$PHONE_OR_BLANK", max_length = 40)]
    pub organizer_phone: Option<String>,
    #[schema(max_length = 200)]
    pub organization: Option<String>,
    #[schema(pattern = "$WEB_URL_OR_BLANK", max_length = 2048)]
    pub website_url: Option<String>,
    #[schema(pattern = "$WEB_URL_OR_BLANK", max_length = 2048)]
    pub registration_url: Option<String>,
    /// A whole number from 1 to 100,000; blank for none.
    #[schema(schema_with = schema::attendees)]
    pub expected_attendees: Option<Numeric>,
    /// At least 10 characters once trimmed.
    #[schema(
        value_type = String,
        required = true,
        pattern = "$TEN_CHARACTERS",
        max_length = 2000
    )]
    pub food_waste_focus: Option<String>,
}

impl TryFrom<SubmitEventRequest> for EventSubmission {
    type Error = ApiError;
    fn try_from(body: SubmitEventRequest) -> Result<Self, ApiError> {
        let expected_attendees = match body.expected_attendees {
            None => None,
            Some(Numeric::Number(n)) => Some(n),
            Some(Numeric::Text(text)) if text.trim().is_empty() => None,
            Some(Numeric::Text(text)) => Some(text.trim().parse::<f64>().map_err(|_| {
                ApiError::validation(SubmissionError::ExpectedAttendees.to_string())
            })?),
        };
        EventSubmission::parse(&RawEventSubmission {
            title: body.title.unwrap_or_default(),
            description: body.description.unwrap_or_default(),
            event_type: body.event_type.unwrap_or_default(),
            event_date: body.event_date.unwrap_or_default(),
            location: body.location.unwrap_or_default(),
            city: body.city,
            organizer_name: body.organizer_name.unwrap_or_default(),
            organizer_email: body.organizer_email.unwrap_or_default(),
            organizer_phone: body.organizer_phone,
            organization: body.organization,
            website_url: body.website_url,
            registration_url: body.registration_url,
            expected_attendees,
            food_waste_focus: body.food_waste_focus.unwrap_or_default(),
        })
        .map_err(ApiError::invalid)
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct SubmitEventResponse {
    pub success: bool,
    /// "Thank you! Your event has been submitted for review. We will review it within 48 hours."
    pub message: String,
    pub id: EventId,
}

/// Where an event stands in moderation.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum EventStatusCode {
    Pending,
    Approved,
    Rejected,
    Featured,
}

impl From<EventStatus> for EventStatusCode {
    fn from(status: EventStatus) -> Self {
        match status {
            EventStatus::Pending => Self::Pending,
            EventStatus::Approved => Self::Approved,
            EventStatus::Rejected => Self::Rejected,
            EventStatus::Featured => Self::Featured,
        }
    }
}

/// The kind of event.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum EventTypeCode {
    Workshop,
    Seminar,
    Conference,
    Masterclass,
    Community,
    Training,
}

impl From<EventType> for EventTypeCode {
    fn from(kind: EventType) -> Self {
        match kind {
            EventType::Workshop => Self::Workshop,
            EventType::Seminar => Self::Seminar,
            EventType::Conference => Self::Conference,
            EventType::Masterclass => Self::Masterclass,
            EventType::Community => Self::Community,
            EventType::Training => Self::Training,
        }
    }
}

/// An event: the submission, its moderation and, for curated events, their details.
#[derive(Debug, Serialize, ToSchema)]
pub struct EventView {
    pub id: EventId,
    pub title: String,
    pub description: String,
    pub event_type: EventTypeCode,
    /// When the event starts.
    pub event_date: DateTime<Utc>,
    /// When it ends, where known.
    pub ends_at: Option<DateTime<Utc>>,
    pub location: String,
    pub city: City,
    pub organizer_name: String,
    pub organizer_email: String,
    pub organizer_phone: Option<String>,
    pub organization: Option<String>,
    pub website_url: Option<String>,
    pub registration_url: Option<String>,
    pub expected_attendees: Option<u32>,
    pub food_waste_focus: String,
    pub status: EventStatusCode,
    pub featured: bool,
    /// Admin lists only; always null in the public listing.
    pub admin_notes: Option<String>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    pub approved_at: Option<DateTime<Utc>>,
    /// Admin lists only; always null in the public listing.
    pub approved_by: Option<String>,
    /// Places available (curated upcoming events).
    pub capacity: Option<u32>,
    /// Places taken.
    pub registered: Option<u32>,
    /// Price in AED; 0 means free.
    pub price_aed: Option<f64>,
    pub instructor: Option<String>,
    pub topics: Vec<String>,
    /// How many came (past events).
    pub attendance: Option<u32>,
    /// Participants' rating out of 5.0 (past events).
    pub rating: Option<f64>,
    /// Key achievements (past events).
    pub highlights: Vec<String>,
}

impl From<Event> for EventView {
    fn from(event: Event) -> Self {
        let s = &event.submission;
        Self {
            id: event.id,
            title: s.title().to_owned(),
            description: s.description().to_owned(),
            event_type: s.event_type().into(),
            event_date: s.event_date(),
            ends_at: event.details.ends_at,
            location: s.location().to_owned(),
            city: s.city(),
            organizer_name: s.organizer_name().to_owned(),
            organizer_email: s.organizer_email().as_str().to_owned(),
            organizer_phone: s.organizer_phone().map(|p| p.as_str().to_owned()),
            organization: s.organization().map(str::to_owned),
            website_url: s.website_url().map(|u| WebUrl::as_str(u).to_owned()),
            registration_url: s.registration_url().map(|u| WebUrl::as_str(u).to_owned()),
            expected_attendees: s.expected_attendees(),
            food_waste_focus: s.food_waste_focus().to_owned(),
            status: event.status.into(),
            featured: event.featured,
            admin_notes: event.admin_notes.as_ref().map(|n| n.as_str().to_owned()),
            created_at: event.created_at,
            updated_at: event.updated_at,
            approved_at: event.approved_at,
            approved_by: event.approved_by.as_ref().map(|a| a.as_str().to_owned()),
            capacity: event.details.capacity,
            registered: event.details.registered,
            price_aed: event.details.price_aed,
            instructor: event.details.instructor,
            topics: event.details.topics,
            attendance: event.details.attendance,
            rating: event.details.rating,
            highlights: event.details.highlights,
        }
    }
}

impl EventView {
    /// The view without the moderators' fields.
    fn public(event: Event) -> Self {
        Self {
            admin_notes: None,
            approved_by: None,
            ..Self::from(event)
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct EventsResponse {
    pub events: Vec<EventView>,
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PublicEventsParams {
    /// `upcoming` (the default) or `past`.
    #[param(pattern = "^(upcoming|past)?$")]
    pub when: Option<String>,
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct AdminEventsParams {
    /// pending, approved, rejected or featured; `all` or blank for every status.
    #[param(pattern = "^ *(all|pending|approved|rejected|featured)? *$")]
    pub status: Option<String>,
    /// Searched, ignoring case, in title, description, city and organizer name.
    pub q: Option<String>,
}

/// A moderation request.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct StatusRequest {
    /// approved or rejected (from pending), featured (from approved).
    #[schema(pattern = "^ *(pending|approved|rejected|featured) *$")]
    pub status: String,
    #[schema(max_length = 2000)]
    pub admin_notes: Option<String>,
    /// Who moderates; `admin` when blank.
    #[schema(max_length = 100)]
    pub approved_by: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct StatusResponse {
    pub success: bool,
    pub message: String,
    pub event: EventView,
}

/// Submits an event for review; it is stored as pending and published once an admin approves
/// it.
#[utoipa::path(
    tag = "events",
    operation_id = "submit_event",
    request_body = SubmitEventRequest,
    responses(
        (status = 201, body = SubmitEventResponse),
        (status = 400, description = "Title is required / Please describe how your event relates to food waste (minimum 10 characters) / Please enter a valid e-mail address / The event date must be in the future / …", body = ErrorBody),
        (status = 429, description = "Too many submissions", body = ErrorBody),
    )
)]
#[post("/api/events/submit")]
pub async fn submit_event(
    state: web::Data<AppState>,
    req: HttpRequest,
    body: web::Json<SubmitEventRequest>,
) -> Result<HttpResponse, ApiError> {
    state
        .limits
        .event_submissions
        .check(client_ip(&req))
        .await?;
    let submission = EventSubmission::try_from(body.into_inner())?;
    let event = state.events.submit(&submission, Utc::now()).await?;
    Ok(HttpResponse::Created().json(SubmitEventResponse {
        success: true,
        message: SUBMITTED_MESSAGE.to_owned(),
        id: event.id,
    }))
}

/// The published (approved and featured) events: upcoming ones soonest first, or past ones most
/// recent first; featured events come first in both.
#[utoipa::path(
    tag = "events",
    operation_id = "list_events",
    params(PublicEventsParams),
    responses(
        (status = 200, body = EventsResponse),
        (status = 400, description = "when is neither upcoming nor past", body = ErrorBody),
    )
)]
#[get("/api/events")]
pub async fn list_events(
    state: web::Data<AppState>,
    params: web::Query<PublicEventsParams>,
) -> Result<HttpResponse, ApiError> {
    let when = match params.when.as_deref().map(str::trim) {
        None | Some("" | "upcoming") => When::Upcoming,
        Some("past") => When::Past,
        Some(_) => return Err(ApiError::validation("when must be upcoming or past")),
    };
    let events = state.events.public(when, Utc::now()).await?;
    Ok(HttpResponse::Ok().json(EventsResponse {
        events: events.into_iter().map(EventView::public).collect(),
    }))
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct CalendarParams {
    /// `en` (the default) or `ar`: the language of the calendar's name and of the labels in
    /// each event's notes.
    #[param(pattern = "^(en|ar)?$")]
    pub lang: Option<String>,
}

impl CalendarParams {
    fn language(&self) -> Result<Language, ApiError> {
        match self.lang.as_deref().map(str::trim) {
            None | Some("" | "en") => Ok(Language::English),
            Some("ar") => Ok(Language::Arabic),
            Some(_) => Err(ApiError::validation("lang must be en or ar")),
        }
    }
}

/// How long a calendar (or a proxy) may keep a copy before asking again.
const CALENDAR_CACHE_CONTROL: &str = "public, max-age=300";

/// An iCalendar body, downloaded as `file_name` or shown inline.
fn calendar_response(body: String, disposition: DispositionType, file_name: &str) -> HttpResponse {
    let ascii_name: String = file_name
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '.' || c == '-' {
                c
            } else {
                '_'
            }
        })
        .collect();
    HttpResponse::Ok()
        .insert_header((header::CONTENT_TYPE, "text/calendar; charset=utf-8"))
        .insert_header(ContentDisposition {
            disposition,
            parameters: vec![
                DispositionParam::Filename(ascii_name),
                DispositionParam::FilenameExt(ExtendedValue {
                    charset: Charset::Ext("UTF-8".to_owned()),
                    language_tag: None,
                    value: file_name.as_bytes().to_vec(),
                }),
            ],
        })
        .insert_header((header::CACHE_CONTROL, CALENDAR_CACHE_CONTROL))
        .body(body)
}

/// The upcoming published events as an iCalendar feed (RFC 5545) to subscribe to, soonest
/// first; times are in UAE time (`Asia/Dubai`) and each event keeps its `UID`, so a subscribed
/// calendar updates its entries.
#[utoipa::path(
    tag = "events",
    operation_id = "events_calendar",
    params(CalendarParams),
    responses(
        (status = 200, description = "An iCalendar feed (`BEGIN:VCALENDAR`) of the upcoming events", content_type = "text/calendar", body = String),
        (status = 400, description = "lang must be en or ar", body = ErrorBody),
    )
)]
#[get("/api/events/calendar.ics")]
pub async fn events_calendar(
    state: web::Data<AppState>,
    params: web::Query<CalendarParams>,
) -> Result<HttpResponse, ApiError> {
    let language = params.language()?;
    let events = state.events.public(When::Upcoming, Utc::now()).await?;
    Ok(calendar_response(
        calendar::calendar(&events, language),
        DispositionType::Inline,
        "batala-events.ics",
    ))
}

/// One published event as an iCalendar file (RFC 5545) for "Add to calendar", in UAE time
/// (`Asia/Dubai`), with the same `UID` as in the feed.
#[utoipa::path(
    tag = "events",
    operation_id = "event_calendar",
    params(("id" = String, Path, description = "The event's id"), CalendarParams),
    responses(
        (status = 200, description = "An iCalendar file (`BEGIN:VCALENDAR`) holding the event", content_type = "text/calendar", body = String),
        (status = 400, description = "lang must be en or ar", body = ErrorBody),
        (status = 404, description = "Event not found (unknown, or not approved)", body = ErrorBody),
    )
)]
#[get("/api/events/{id}/calendar.ics")]
pub async fn event_calendar(
    state: web::Data<AppState>,
    id: web::Path<String>,
    params: web::Query<CalendarParams>,
) -> Result<HttpResponse, ApiError> {
    let language = params.language()?;
    let id: EventId = id
        .parse()
        .map_err(|_| ApiError::not_found("Event not found"))?;
    let event = state.events.published(id).await?;
    let file_name = calendar::file_name(event.submission.title());
    Ok(calendar_response(
        calendar::calendar(std::slice::from_ref(&event), language),
        DispositionType::Attachment,
        &file_name,
    ))
}

/// Every event for moderation, newest submission first, optionally filtered by status and a
/// search.
#[utoipa::path(
    tag = "events",
    operation_id = "admin_list_events",
    params(AdminEventsParams),
    responses(
        (status = 200, body = EventsResponse),
        (status = 400, description = "An unknown status or an over-long search", body = ErrorBody),
        (status = 401, description = "Not signed in as admin", body = ErrorBody),
    ),
    security(("admin_session" = []), ("admin_key" = []))
)]
#[get("/api/admin/events")]
pub async fn admin_list_events(
    _admin: Admin,
    state: web::Data<AppState>,
    params: web::Query<AdminEventsParams>,
) -> Result<HttpResponse, ApiError> {
    let status = match params.status.as_deref().map(str::trim) {
        None | Some("" | "all") => None,
        Some(code) => Some(EventStatus::parse(code).map_err(ApiError::invalid)?),
    };
    let search = SearchTerm::parse(params.q.as_deref()).map_err(ApiError::invalid)?;
    let events = state.events.list(&EventFilter { status, search }).await?;
    Ok(HttpResponse::Ok().json(EventsResponse {
        events: events.into_iter().map(EventView::from).collect(),
    }))
}

/// Moderates an event: pending → approved or rejected, approved → featured; any other move is
/// a 409. Approving records when and by whom; featuring also sets `featured`.
#[utoipa::path(
    tag = "events",
    operation_id = "change_event_status",
    request_body = StatusRequest,
    params(("id" = String, Path)),
    responses(
        (status = 200, body = StatusResponse),
        (status = 400, description = "An unknown status or over-long notes", body = ErrorBody),
        (status = 401, description = "Not signed in as admin", body = ErrorBody),
        (status = 404, description = "Event not found", body = ErrorBody),
        (status = 409, description = "The move is not allowed from the event's status, e.g. An event that is rejected cannot become approved.", body = ErrorBody),
    ),
    security(("admin_session" = []), ("admin_key" = []))
)]
#[patch("/api/admin/events/{id}/status")]
pub async fn change_event_status(
    _admin: Admin,
    state: web::Data<AppState>,
    id: web::Path<String>,
    body: web::Json<StatusRequest>,
) -> Result<HttpResponse, ApiError> {
    let id: EventId = id
        .parse()
        .map_err(|_| ApiError::not_found("Event not found"))?;
    let change = StatusChange::new(
        EventStatus::parse(&body.status).map_err(ApiError::invalid)?,
        AdminNotes::parse(body.admin_notes.as_deref()).map_err(ApiError::invalid)?,
        Approver::parse(body.approved_by.as_deref()).map_err(ApiError::invalid)?,
    );
    let event = state.events.change_status(id, &change).await?;
    Ok(HttpResponse::Ok().json(StatusResponse {
        success: true,
        message: format!("Event {}", event.status),
        event: EventView::from(event),
    }))
}
