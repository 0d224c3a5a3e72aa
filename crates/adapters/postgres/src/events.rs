use async_trait::async_trait;
use batala_events::{
    AdminNotes, Approver, Event, EventDetails, EventError, EventFilter, EventStatus, EventStore,
    EventSubmission, NewEvent, RawEventSubmission, StatusChange,
};
use batala_kernel::{EventId, WebUrl};
use chrono::{DateTime, Utc};
use diesel::OptionalExtension;
use diesel::sql_types::{
    Array, Bool, Double, Integer, Nullable, Text, Timestamptz, Uuid as SqlUuid,
};
use diesel_async::RunQueryDsl;
use uuid::Uuid;

use crate::database::Database;
use crate::error::query_error;

/// Events (visitors' submissions and curated demo events) in the `events` table. Numeric
/// details are written from `f64` through `::numeric` casts and read back as `float8`.
#[derive(Debug, Clone)]
pub struct PgEventStore {
    db: Database,
}

impl PgEventStore {
    #[must_use]
    pub fn new(db: Database) -> Self {
        Self { db }
    }
}

/// The columns of [`EventRow`], from `events` (in a `SELECT` or a `RETURNING`).
const EVENT_COLUMNS: &str = "id, title, description, event_type, event_date, location, city, \
    organizer_name, organizer_email, organizer_phone, organization, website_url, \
    registration_url, expected_attendees, food_waste_focus, status, admin_notes, featured, \
    created_at, updated_at, approved_at, approved_by, ends_at, capacity, registered, \
    price_aed::float8 AS price_aed, instructor, topics, attendance, rating::float8 AS rating, \
    highlights";

#[derive(diesel::QueryableByName)]
struct EventRow {
    #[diesel(sql_type = SqlUuid)]
    id: Uuid,
    #[diesel(sql_type = Text)]
    title: String,
    #[diesel(sql_type = Text)]
    description: String,
    #[diesel(sql_type = Text)]
    event_type: String,
    #[diesel(sql_type = Timestamptz)]
    event_date: DateTime<Utc>,
    #[diesel(sql_type = Text)]
    location: String,
    #[diesel(sql_type = Text)]
    city: String,
    #[diesel(sql_type = Text)]
    organizer_name: String,
    #[diesel(sql_type = Text)]
    organizer_email: String,
    #[diesel(sql_type = Nullable<Text>)]
    organizer_phone: Option<String>,
    #[diesel(sql_type = Nullable<Text>)]
    organization: Option<String>,
    #[diesel(sql_type = Nullable<Text>)]
    website_url: Option<String>,
    #[diesel(sql_type = Nullable<Text>)]
    registration_url: Option<String>,
    #[diesel(sql_type = Nullable<Integer>)]
    expected_attendees: Option<i32>,
    #[diesel(sql_type = Text)]
    food_waste_focus: String,
    #[diesel(sql_type = Text)]
    status: String,
    #[diesel(sql_type = Nullable<Text>)]
    admin_notes: Option<String>,
    #[diesel(sql_type = Bool)]
    featured: bool,
    #[diesel(sql_type = Timestamptz)]
    created_at: DateTime<Utc>,
    #[diesel(sql_type = Timestamptz)]
    updated_at: DateTime<Utc>,
    #[diesel(sql_type = Nullable<Timestamptz>)]
    approved_at: Option<DateTime<Utc>>,
    #[diesel(sql_type = Nullable<Text>)]
    approved_by: Option<String>,
    #[diesel(sql_type = Nullable<Timestamptz>)]
    ends_at: Option<DateTime<Utc>>,
    #[diesel(sql_type = Nullable<Integer>)]
    capacity: Option<i32>,
    #[diesel(sql_type = Nullable<Integer>)]
    registered: Option<i32>,
    #[diesel(sql_type = Nullable<Double>)]
    price_aed: Option<f64>,
    #[diesel(sql_type = Nullable<Text>)]
    instructor: Option<String>,
    #[diesel(sql_type = Array<Nullable<Text>>)]
    topics: Vec<Option<String>>,
    #[diesel(sql_type = Nullable<Integer>)]
    attendance: Option<i32>,
    #[diesel(sql_type = Nullable<Double>)]
    rating: Option<f64>,
    #[diesel(sql_type = Array<Nullable<Text>>)]
    highlights: Vec<Option<String>>,
}

fn count(value: Option<i32>) -> anyhow::Result<Option<u32>> {
    Ok(value.map(u32::try_from).transpose()?)
}

fn stored_count(value: Option<u32>) -> anyhow::Result<Option<i32>> {
    Ok(value.map(i32::try_from).transpose()?)
}

impl TryFrom<EventRow> for Event {
    type Error = anyhow::Error;
    fn try_from(row: EventRow) -> anyhow::Result<Self> {
        // The stored row was checked on the way in; it is read back through the same rules.
        let submission = EventSubmission::parse(&RawEventSubmission {
            title: row.title,
            description: row.description,
            event_type: row.event_type,
            event_date: row.event_date.to_rfc3339(),
            location: row.location,
            city: Some(row.city),
            organizer_name: row.organizer_name,
            organizer_email: row.organizer_email,
            organizer_phone: row.organizer_phone,
            organization: row.organization,
            website_url: row.website_url,
            registration_url: row.registration_url,
            expected_attendees: row.expected_attendees.map(f64::from),
            food_waste_focus: row.food_waste_focus,
        })?;
        Ok(Event {
            id: EventId::from_uuid(row.id),
            submission,
            status: EventStatus::parse(&row.status)?,
            admin_notes: AdminNotes::parse(row.admin_notes.as_deref())?,
            featured: row.featured,
            created_at: row.created_at,
            updated_at: row.updated_at,
            approved_at: row.approved_at,
            approved_by: row
                .approved_by
                .as_deref()
                .map(|name| Approver::parse(Some(name)))
                .transpose()?,
            details: EventDetails {
                ends_at: row.ends_at,
                capacity: count(row.capacity)?,
                registered: count(row.registered)?,
                price_aed: row.price_aed,
                instructor: row.instructor,
                topics: row.topics.into_iter().flatten().collect(),
                attendance: count(row.attendance)?,
                rating: row.rating,
                highlights: row.highlights.into_iter().flatten().collect(),
            },
        })
    }
}

fn events(rows: Vec<EventRow>) -> Result<Vec<Event>, EventError> {
    Ok(rows
        .into_iter()
        .map(Event::try_from)
        .collect::<anyhow::Result<_>>()?)
}

#[derive(diesel::QueryableByName)]
struct StatusRow {
    #[diesel(sql_type = Text)]
    status: String,
}

impl PgEventStore {
    /// Inserts an event with its status; approval fields follow the status.
    async fn insert(
        &self,
        submission: &EventSubmission,
        details: &EventDetails,
        status: EventStatus,
    ) -> Result<Event, EventError> {
        let mut conn = self.db.conn().await?;
        let row: EventRow = diesel::sql_query(format!(
            "INSERT INTO events (title, description, event_type, event_date, location, city, \
                organizer_name, organizer_email, organizer_phone, organization, website_url, \
                registration_url, expected_attendees, food_waste_focus, status, featured, \
                approved_at, approved_by, ends_at, capacity, registered, price_aed, instructor, \
                topics, attendance, rating, highlights) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, \
                $15 = 'featured', \
                CASE WHEN $15 IN ('approved', 'featured') THEN now() END, \
                CASE WHEN $15 IN ('approved', 'featured') THEN '{approver}' END, \
                $16, $17, $18, $19::numeric, $20, $21, $22, $23::numeric, $24) \
             RETURNING {EVENT_COLUMNS}",
            approver = Approver::DEFAULT,
        ))
        .bind::<Text, _>(submission.title())
        .bind::<Text, _>(submission.description())
        .bind::<Text, _>(submission.event_type().as_str())
        .bind::<Timestamptz, _>(submission.event_date())
        .bind::<Text, _>(submission.location())
        .bind::<Text, _>(submission.city().as_str())
        .bind::<Text, _>(submission.organizer_name())
        .bind::<Text, _>(submission.organizer_email().as_str())
        .bind::<Nullable<Text>, _>(submission.organizer_phone().map(|p| p.as_str()))
        .bind::<Nullable<Text>, _>(submission.organization())
        .bind::<Nullable<Text>, _>(submission.website_url().map(WebUrl::as_str))
        .bind::<Nullable<Text>, _>(submission.registration_url().map(WebUrl::as_str))
        .bind::<Nullable<Integer>, _>(stored_count(submission.expected_attendees())?)
        .bind::<Text, _>(submission.food_waste_focus())
        .bind::<Text, _>(status.as_str())
        .bind::<Nullable<Timestamptz>, _>(details.ends_at)
        .bind::<Nullable<Integer>, _>(stored_count(details.capacity)?)
        .bind::<Nullable<Integer>, _>(stored_count(details.registered)?)
        .bind::<Nullable<Double>, _>(details.price_aed)
        .bind::<Nullable<Text>, _>(details.instructor.as_deref())
        .bind::<Array<Text>, _>(&details.topics)
        .bind::<Nullable<Integer>, _>(stored_count(details.attendance)?)
        .bind::<Nullable<Double>, _>(details.rating)
        .bind::<Array<Text>, _>(&details.highlights)
        .get_result(&mut conn)
        .await
        .map_err(query_error)?;
        Ok(Event::try_from(row)?)
    }
}

#[async_trait]
impl EventStore for PgEventStore {
    #[tracing::instrument(skip_all)]
    async fn submit(&self, submission: &EventSubmission) -> Result<Event, EventError> {
        self.insert(submission, &EventDetails::default(), EventStatus::Pending)
            .await
    }

    #[tracing::instrument(skip_all, fields(status = %event.status))]
    async fn create(&self, event: &NewEvent) -> Result<Event, EventError> {
        self.insert(&event.submission, &event.details, event.status)
            .await
    }

    #[tracing::instrument(skip_all)]
    async fn list(&self, filter: &EventFilter) -> Result<Vec<Event>, EventError> {
        let mut conn = self.db.conn().await?;
        // The city is searched by code and by name ("abu_dhabi" and "abu dhabi").
        let rows: Vec<EventRow> = diesel::sql_query(format!(
            "SELECT {EVENT_COLUMNS} FROM events \
             WHERE ($1::text IS NULL OR status = $1) \
               AND ($2::text IS NULL \
                    OR strpos(lower(title), $2) > 0 \
                    OR strpos(lower(description), $2) > 0 \
                    OR strpos(lower(city), $2) > 0 \
                    OR strpos(replace(lower(city), '_', ' '), $2) > 0 \
                    OR strpos(lower(organizer_name), $2) > 0) \
             ORDER BY created_at DESC, id"
        ))
        .bind::<Nullable<Text>, _>(filter.status.map(EventStatus::as_str))
        .bind::<Nullable<Text>, _>(filter.search.as_ref().map(|term| term.as_str()))
        .load(&mut conn)
        .await
        .map_err(query_error)?;
        events(rows)
    }

    #[tracing::instrument(skip_all)]
    async fn list_public(&self) -> Result<Vec<Event>, EventError> {
        let mut conn = self.db.conn().await?;
        let rows: Vec<EventRow> = diesel::sql_query(format!(
            "SELECT {EVENT_COLUMNS} FROM events \
             WHERE status IN ('approved', 'featured') ORDER BY event_date, id"
        ))
        .load(&mut conn)
        .await
        .map_err(query_error)?;
        events(rows)
    }

    #[tracing::instrument(skip_all, fields(event_id = %id))]
    async fn get(&self, id: EventId) -> Result<Event, EventError> {
        let mut conn = self.db.conn().await?;
        let row: Option<EventRow> =
            diesel::sql_query(format!("SELECT {EVENT_COLUMNS} FROM events WHERE id = $1"))
                .bind::<SqlUuid, _>(id.as_uuid())
                .get_result(&mut conn)
                .await
                .optional()
                .map_err(query_error)?;
        Ok(Event::try_from(row.ok_or(EventError::NotFound)?)?)
    }

    #[tracing::instrument(skip_all, fields(event_id = %id, to = %change.status()))]
    async fn change_status(
        &self,
        id: EventId,
        expected: EventStatus,
        change: &StatusChange,
    ) -> Result<Event, EventError> {
        let mut conn = self.db.conn().await?;
        let row: Option<EventRow> = diesel::sql_query(format!(
            "UPDATE events SET status = $3, \
                admin_notes = COALESCE($4, admin_notes), \
                featured = featured OR $3 = 'featured', \
                approved_at = CASE WHEN $3 = 'approved' THEN now() ELSE approved_at END, \
                approved_by = CASE WHEN $3 = 'approved' THEN $5 ELSE approved_by END \
             WHERE id = $1 AND status = $2 \
             RETURNING {EVENT_COLUMNS}"
        ))
        .bind::<SqlUuid, _>(id.as_uuid())
        .bind::<Text, _>(expected.as_str())
        .bind::<Text, _>(change.status().as_str())
        .bind::<Nullable<Text>, _>(change.admin_notes().map(AdminNotes::as_str))
        .bind::<Text, _>(change.approved_by().as_str())
        .get_result(&mut conn)
        .await
        .optional()
        .map_err(query_error)?;
        if let Some(row) = row {
            return Ok(Event::try_from(row)?);
        }
        // Nothing changed: either there is no such event or its status moved on.
        let current: Option<StatusRow> =
            diesel::sql_query("SELECT status FROM events WHERE id = $1")
                .bind::<SqlUuid, _>(id.as_uuid())
                .get_result(&mut conn)
                .await
                .optional()
                .map_err(query_error)?;
        match current {
            None => Err(EventError::NotFound),
            Some(row) => Err(EventError::StatusConflict {
                current: EventStatus::parse(&row.status).map_err(anyhow::Error::new)?,
            }),
        }
    }
}
