use actix_web::{HttpRequest, HttpResponse, delete, get, post, put, web};
use batala_analytics::{EventKind, NewAnalyticsEvent};
use batala_calculator::RawCalculatorInputs;
use batala_kernel::{City, LeaderboardEntryId, Period, VenueId};
use batala_leaderboard::{Badge, LeaderboardEntry, NewEntry, NewVenue, RankedEntry, Venue};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::admin::Admin;
use crate::client::client_ip;
use crate::error::{ApiError, ErrorBody};
use crate::http::schema;
use crate::state::AppState;
use crate::visitor::visitor;

/// The savings calculator's form; only `food_wasted_kg` is required.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct CalculateRequest {
    /// Food wasted per month, above 0 and at most 1000 kg.
    #[schema(exclusive_minimum = 0, maximum = 1000)]
    pub food_wasted_kg: Option<f64>,
    /// A venue id; `none` or blank for none.
    #[schema(
        pattern = "^ *([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|none)? *$"
    )]
    pub venue_id: Option<String>,
    /// At most 100 AED per kg; absent or 0 for the default of 10.
    #[schema(minimum = 0, maximum = 100)]
    pub cost_per_kg_aed: Option<f64>,
    /// A persona code: restaurant, hotel, catering, retail or household; blank for none.
    #[schema(pattern = "^ *(restaurant|hotel|catering|retail|household)? *$")]
    pub business_type: Option<String>,
    /// With `current_waste_percentage`, instead of `food_wasted_kg`.
    #[schema(exclusive_minimum = 0, maximum = 1_000_000_000)]
    pub monthly_revenue_aed: Option<f64>,
    #[schema(minimum = 0, maximum = 100)]
    pub current_waste_percentage: Option<f64>,
    #[schema(minimum = 0, maximum = 100)]
    pub reduction_target_percentage: Option<f64>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct CalculationResults {
    pub monthly_cost_saved: f64,
    pub annual_cost_saved: f64,
    /// CO2-equivalent avoided per year, kg.
    pub co2_reduced_kg: f64,
    /// Meals' worth of food saved per year.
    pub meals_saved: u64,
    pub food_wasted_kg: f64,
    pub cost_per_kg_aed: f64,
}

/// A figure the results rest on, and where it comes from.
#[derive(Debug, Serialize, ToSchema)]
pub struct AssumptionView {
    pub name: String,
    pub value: f64,
    pub unit: String,
    pub source_title: String,
    pub source_url: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct CalculateResponse {
    pub success: bool,
    pub results: CalculationResults,
    pub assumptions: Vec<AssumptionView>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct VenueView {
    pub id: VenueId,
    pub name: String,
    pub city: City,
    pub public_page_slug: Option<String>,
}

impl From<Venue> for VenueView {
    fn from(venue: Venue) -> Self {
        Self {
            id: venue.id,
            name: venue.name.as_str().to_owned(),
            city: venue.city,
            public_page_slug: venue.public_page_slug.map(|s| s.as_str().to_owned()),
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct VenuesResponse {
    pub venues: Vec<VenueView>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct VenueRef {
    pub id: VenueId,
    pub name: String,
    pub city: City,
}

/// One venue's month on the leaderboard.
#[derive(Debug, Serialize, ToSchema)]
pub struct EntryView {
    pub id: LeaderboardEntryId,
    /// 1 for the best; absent in the admin list of all periods.
    pub rank: Option<u32>,
    /// champion, runner_up, third_place or top_performer.
    pub badge: Option<String>,
    pub venue: VenueRef,
    pub venue_name: String,
    pub city: City,
    #[schema(example = "2025-09")]
    pub period: String,
    pub kg_rescued: f64,
    pub aed_saved: f64,
    pub meals_donated: u32,
    /// 0–100, one decimal.
    pub batala_score: f64,
}

fn badge_code(badge: Badge) -> &'static str {
    match badge {
        Badge::Champion => "champion",
        Badge::RunnerUp => "runner_up",
        Badge::ThirdPlace => "third_place",
        Badge::TopPerformer => "top_performer",
    }
}

impl EntryView {
    fn new(entry: LeaderboardEntry, rank: Option<(u32, Badge)>) -> Self {
        Self {
            id: entry.id,
            rank: rank.map(|(rank, _)| rank),
            badge: rank.map(|(_, badge)| badge_code(badge).to_owned()),
            venue_name: entry.venue.name.as_str().to_owned(),
            city: entry.venue.city,
            venue: VenueRef {
                id: entry.venue.id,
                name: entry.venue.name.as_str().to_owned(),
                city: entry.venue.city,
            },
            period: entry.period.to_string(),
            kg_rescued: entry.figures.kg_rescued(),
            aed_saved: entry.figures.aed_saved(),
            meals_donated: entry.figures.meals_donated(),
            batala_score: entry.batala_score.value(),
        }
    }
}

impl From<RankedEntry> for EntryView {
    fn from(ranked: RankedEntry) -> Self {
        Self::new(ranked.entry, Some((ranked.rank, ranked.badge)))
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct LeaderboardResponse {
    /// The period shown; null when no period has entries.
    pub period: Option<String>,
    pub leaderboard: Vec<EntryView>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct PeriodsResponse {
    /// Newest first.
    pub periods: Vec<String>,
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct LeaderboardParams {
    /// `YYYY-MM`; the latest period with data when absent.
    #[param(pattern = "^ *((20[0-9]{2}|2100)-(0[1-9]|1[0-2]))? *$")]
    pub period: Option<String>,
}

/// The venue form.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct VenueRequest {
    #[schema(pattern = "$NON_BLANK", max_length = 120)]
    pub name: String,
    /// Required; `abu-dhabi` is accepted for `abu_dhabi`.
    #[schema(value_type = City, required = true)]
    pub city: Option<String>,
    /// Lowercase words of a-z and 0-9 joined by single hyphens, up to 120 characters; blank for
    /// none.
    #[schema(pattern = "^ *([a-z0-9]+(-[a-z0-9]+)*)? *$", max_length = 120)]
    pub public_page_slug: Option<String>,
}

/// A number, or a string holding one, as the admin form sends them.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(untagged)]
pub enum Numeric {
    Number(f64),
    Text(String),
}

impl Numeric {
    fn read(value: Option<&Self>, field: &str) -> Result<Option<f64>, ApiError> {
        match value {
            None => Ok(None),
            Some(Self::Number(n)) => Ok(Some(*n)),
            Some(Self::Text(text)) if text.trim().is_empty() => Ok(None),
            Some(Self::Text(text)) => text
                .trim()
                .parse()
                .map(Some)
                .map_err(|_| ApiError::validation(format!("{field} must be a number"))),
        }
    }
}

/// The leaderboard entry form.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct EntryRequest {
    #[schema(value_type = uuid::Uuid, required = true)]
    pub venue_id: Option<String>,
    /// `YYYY-MM`, 2000 to 2100.
    #[schema(
        value_type = String,
        required = true,
        example = "2025-09",
        pattern = "^ *(20[0-9]{2}|2100)-(0[1-9]|1[0-2]) *$"
    )]
    pub period: Option<String>,
    #[schema(schema_with = schema::kg_rescued, required = true)]
    pub kg_rescued: Option<Numeric>,
    #[schema(schema_with = schema::aed_saved, required = true)]
    pub aed_saved: Option<Numeric>,
    /// A whole number.
    #[schema(schema_with = schema::meals_donated, required = true)]
    pub meals_donated: Option<Numeric>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct DeletedResponse {
    pub success: bool,
    pub message: String,
}

fn parse_entry(body: &EntryRequest) -> Result<NewEntry, ApiError> {
    let meals = Numeric::read(body.meals_donated.as_ref(), "Meals donated")?;
    let meals = match meals {
        Some(value) if value.fract() != 0.0 => {
            return Err(ApiError::validation("Meals donated must be a whole number"));
        }
        #[allow(clippy::cast_possible_truncation)]
        other => other.map(|v| v as i64),
    };
    NewEntry::parse(
        body.venue_id.as_deref(),
        body.period.as_deref(),
        Numeric::read(body.kg_rescued.as_ref(), "Kg rescued")?,
        Numeric::read(body.aed_saved.as_ref(), "AED saved")?,
        meals,
    )
    .map_err(ApiError::invalid)
}

fn parse_id<T: std::str::FromStr>(raw: &str, what: &str) -> Result<T, ApiError> {
    raw.parse()
        .map_err(|_| ApiError::not_found(format!("{what} not found")))
}

/// What cutting food waste is worth: monthly and annual AED, CO2e and meals per year, with the
/// assumptions and their sources.
#[utoipa::path(
    tag = "leaderboard",
    operation_id = "calculate",
    request_body = CalculateRequest,
    responses(
        (status = 200, body = CalculateResponse),
        (status = 400, description = "Please enter a valid amount of food waste. / bounds of the other fields", body = ErrorBody),
        (status = 404, description = "Unknown venue", body = ErrorBody),
        (status = 429, description = "Too many requests", body = ErrorBody),
    )
)]
#[post("/api/calculate")]
pub async fn calculate(
    state: web::Data<AppState>,
    req: HttpRequest,
    body: web::Json<CalculateRequest>,
) -> Result<HttpResponse, ApiError> {
    state.limits.events.check(client_ip(&req)).await?;
    let body = body.into_inner();
    let raw = RawCalculatorInputs {
        food_wasted_kg: body.food_wasted_kg,
        cost_per_kg_aed: body.cost_per_kg_aed,
        venue_id: body.venue_id,
        business_type: body.business_type,
        monthly_revenue_aed: body.monthly_revenue_aed,
        current_waste_percentage: body.current_waste_percentage,
        reduction_target_percentage: body.reduction_target_percentage,
    };
    let session = state.calculator.calculate(&raw).await?;
    let (visitor_id, cookie) = visitor(&req, state.cookie_secure);
    let event = NewAnalyticsEvent {
        kind: EventKind::CalcRun,
        label: Some("v1".to_owned()),
        quiz_id: None,
        meta: serde_json::json!({}),
        visitor_id: Some(visitor_id),
        session_id: None,
    };
    if let Err(error) = state.analytics.record(&event).await {
        tracing::warn!(?error, "could not record calc_run");
    }
    let results = session.results();
    let response = CalculateResponse {
        success: true,
        results: CalculationResults {
            monthly_cost_saved: results.monthly_cost_saved,
            annual_cost_saved: results.annual_cost_saved,
            co2_reduced_kg: results.co2_reduced_kg,
            meals_saved: results.meals_saved,
            food_wasted_kg: results.food_wasted_kg,
            cost_per_kg_aed: results.cost_per_kg_aed,
        },
        assumptions: results
            .assumptions
            .iter()
            .map(|a| AssumptionView {
                name: a.key.to_owned(),
                value: a.value,
                unit: a.unit.to_owned(),
                source_title: a.source.to_owned(),
                source_url: None,
            })
            .collect(),
    };
    let mut builder = HttpResponse::Ok();
    if let Some(cookie) = cookie {
        builder.cookie(cookie);
    }
    Ok(builder.json(response))
}

/// Every venue, by name.
#[utoipa::path(tag = "leaderboard", operation_id = "list_venues", responses((status = 200, body = VenuesResponse)))]
#[get("/api/venues")]
pub async fn list_venues(state: web::Data<AppState>) -> Result<HttpResponse, ApiError> {
    let venues = state.leaderboard.venues().await?;
    Ok(HttpResponse::Ok().json(VenuesResponse {
        venues: venues.into_iter().map(VenueView::from).collect(),
    }))
}

/// A month's ranking (the latest month with data by default), ties broken by kg rescued then
/// venue name. The Batala score (0–100, one decimal) is
/// `100 × (0.5 × (1 − e^(−kg/1000)) + 0.3 × (1 − e^(−meals/2381)) + 0.2 × (1 − e^(−AED/10000)))`:
/// kilograms rescued weigh most, each term saturates, and one tonne a month (2381 meals, AED 10,000)
/// scores 63.2.
#[utoipa::path(
    tag = "leaderboard",
    operation_id = "get_leaderboard",
    params(LeaderboardParams),
    responses(
        (status = 200, body = LeaderboardResponse),
        (status = 400, description = "A period not written YYYY-MM", body = ErrorBody),
    )
)]
#[get("/api/leaderboard")]
pub async fn get_leaderboard(
    state: web::Data<AppState>,
    params: web::Query<LeaderboardParams>,
) -> Result<HttpResponse, ApiError> {
    let period = params
        .period
        .as_deref()
        .filter(|p| !p.trim().is_empty())
        .map(Period::parse)
        .transpose()
        .map_err(ApiError::invalid)?;
    let board = state.leaderboard.leaderboard(period).await?;
    Ok(HttpResponse::Ok().json(LeaderboardResponse {
        period: board.period.map(|p| p.to_string()),
        leaderboard: board.ranking.into_iter().map(EntryView::from).collect(),
    }))
}

/// The periods with entries, newest first.
#[utoipa::path(tag = "leaderboard", operation_id = "list_periods", responses((status = 200, body = PeriodsResponse)))]
#[get("/api/leaderboard/periods")]
pub async fn list_periods(state: web::Data<AppState>) -> Result<HttpResponse, ApiError> {
    let periods = state.leaderboard.periods().await?;
    Ok(HttpResponse::Ok().json(PeriodsResponse {
        periods: periods.iter().map(ToString::to_string).collect(),
    }))
}

/// Adds a venue.
#[utoipa::path(
    tag = "leaderboard",
    operation_id = "create_venue",
    request_body = VenueRequest,
    responses(
        (status = 201, body = VenueView),
        (status = 400, description = "Venue name is required / City is required / an invalid slug", body = ErrorBody),
        (status = 401, description = "Not signed in as admin", body = ErrorBody),
        (status = 409, description = "The public page slug is taken", body = ErrorBody),
    ),
    security(("admin_session" = []), ("admin_key" = []))
)]
#[post("/api/admin/venues")]
pub async fn create_venue(
    _admin: Admin,
    state: web::Data<AppState>,
    body: web::Json<VenueRequest>,
) -> Result<HttpResponse, ApiError> {
    let venue = NewVenue::parse(
        &body.name,
        body.city.as_deref(),
        body.public_page_slug.as_deref(),
    )
    .map_err(ApiError::invalid)?;
    let created = state.leaderboard.create_venue(&venue).await?;
    Ok(HttpResponse::Created().json(VenueView::from(created)))
}

/// Changes a venue.
#[utoipa::path(
    tag = "leaderboard",
    operation_id = "update_venue",
    request_body = VenueRequest,
    params(("id" = String, Path)),
    responses(
        (status = 200, body = VenueView),
        (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, body = ErrorBody),
    ),
    security(("admin_session" = []), ("admin_key" = []))
)]
#[put("/api/admin/venues/{id}")]
pub async fn update_venue(
    _admin: Admin,
    state: web::Data<AppState>,
    id: web::Path<String>,
    body: web::Json<VenueRequest>,
) -> Result<HttpResponse, ApiError> {
    let id: VenueId = parse_id(&id, "Venue")?;
    let venue = NewVenue::parse(
        &body.name,
        body.city.as_deref(),
        body.public_page_slug.as_deref(),
    )
    .map_err(ApiError::invalid)?;
    let updated = state.leaderboard.update_venue(id, &venue).await?;
    Ok(HttpResponse::Ok().json(VenueView::from(updated)))
}

/// Deletes a venue and all its leaderboard entries.
#[utoipa::path(
    tag = "leaderboard",
    operation_id = "delete_venue",
    params(("id" = String, Path)),
    responses((status = 200, body = DeletedResponse), (status = 401, body = ErrorBody), (status = 404, body = ErrorBody)),
    security(("admin_session" = []), ("admin_key" = []))
)]
#[delete("/api/admin/venues/{id}")]
pub async fn delete_venue(
    _admin: Admin,
    state: web::Data<AppState>,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let id: VenueId = parse_id(&id, "Venue")?;
    state.leaderboard.delete_venue(id).await?;
    Ok(HttpResponse::Ok().json(DeletedResponse {
        success: true,
        message: "Venue and its leaderboard entries deleted".to_owned(),
    }))
}

/// Adds a venue's month to the leaderboard; its score is computed and stored with it.
#[utoipa::path(
    tag = "leaderboard",
    operation_id = "create_entry",
    request_body = EntryRequest,
    responses(
        (status = 201, body = EntryView),
        (status = 400, description = "Venue is required / Period is required / Kg rescued is required / AED saved is required / Meals donated is required / out-of-range figures", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 404, description = "Unknown venue", body = ErrorBody),
        (status = 409, description = "The venue already has an entry for this period", body = ErrorBody),
    ),
    security(("admin_session" = []), ("admin_key" = []))
)]
#[post("/api/leaderboard")]
pub async fn create_entry(
    _admin: Admin,
    state: web::Data<AppState>,
    body: web::Json<EntryRequest>,
) -> Result<HttpResponse, ApiError> {
    let entry = parse_entry(&body)?;
    let created = state.leaderboard.create_entry(&entry).await?;
    Ok(HttpResponse::Created().json(EntryView::new(created, None)))
}

/// Changes a leaderboard entry and recomputes its score.
#[utoipa::path(
    tag = "leaderboard",
    operation_id = "update_entry",
    request_body = EntryRequest,
    params(("id" = String, Path)),
    responses((status = 200, body = EntryView), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody)),
    security(("admin_session" = []), ("admin_key" = []))
)]
#[put("/api/admin/leaderboard/{id}")]
pub async fn update_entry(
    _admin: Admin,
    state: web::Data<AppState>,
    id: web::Path<String>,
    body: web::Json<EntryRequest>,
) -> Result<HttpResponse, ApiError> {
    let id: LeaderboardEntryId = parse_id(&id, "Leaderboard entry")?;
    let entry = parse_entry(&body)?;
    let updated = state.leaderboard.update_entry(id, &entry).await?;
    Ok(HttpResponse::Ok().json(EntryView::new(updated, None)))
}

/// Deletes a leaderboard entry.
#[utoipa::path(
    tag = "leaderboard",
    operation_id = "delete_entry",
    params(("id" = String, Path)),
    responses((status = 200, body = DeletedResponse), (status = 401, body = ErrorBody), (status = 404, body = ErrorBody)),
    security(("admin_session" = []), ("admin_key" = []))
)]
#[delete("/api/admin/leaderboard/{id}")]
pub async fn delete_entry(
    _admin: Admin,
    state: web::Data<AppState>,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let id: LeaderboardEntryId = parse_id(&id, "Leaderboard entry")?;
    state.leaderboard.delete_entry(id).await?;
    Ok(HttpResponse::Ok().json(DeletedResponse {
        success: true,
        message: "Leaderboard entry deleted".to_owned(),
    }))
}
