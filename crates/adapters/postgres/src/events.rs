use async_trait::async_trait;
use batala_events::{
    AdminNotes, Approver, Event, EventDetails, EventError, EventFilter, EventStatus, EventStore,
    EventSubmission, NewEvent, RawEventSubmission, StatusChange,
};
use batala_kernel::{EventId, WebUrl};
use bigdecimal::BigDecimal;
use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel_async::RunQueryDsl;
use uuid::Uuid;

use crate::database::Database;
use crate::error::query_error;
use crate::numeric::{from_f64, to_f64};
use crate::schema::events;
use crate::sql_functions::{lower, replace, strpos};

/// Events (visitors' submissions and curated demo events) in the `events` table.
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

#[derive(Queryable, Selectable)]
#[diesel(table_name = events, check_for_backend(diesel::pg::Pg))]
struct EventRow {
    id: Uuid,
    title: String,
    description: String,
    event_type: String,
    event_date: DateTime<Utc>,
    location: String,
    city: String,
    organizer_name: String,
    organizer_email: String,
    organizer_phone: Option<String>,
    organization: Option<String>,
    website_url: Option<String>,
    registration_url: Option<String>,
    expected_attendees: Option<i32>,
    food_waste_focus: String,
    status: String,
    admin_notes: Option<String>,
    featured: bool,
    created_at: DateTime<Utc>,
    updated_at: DateTime<Utc>,
    approved_at: Option<DateTime<Utc>>,
    approved_by: Option<String>,
    ends_at: Option<DateTime<Utc>>,
    capacity: Option<i32>,
    registered: Option<i32>,
    price_aed: Option<BigDecimal>,
    instructor: Option<String>,
    topics: Vec<Option<String>>,
    attendance: Option<i32>,
    rating: Option<BigDecimal>,
    highlights: Vec<Option<String>>,
}

/// A new event's columns; approval follows its status.
#[derive(Insertable)]
#[diesel(table_name = events)]
struct NewEventRow<'a> {
    title: &'a str,
    description: &'a str,
    event_type: &'a str,
    event_date: DateTime<Utc>,
    location: &'a str,
    city: &'a str,
    organizer_name: &'a str,
    organizer_email: &'a str,
    organizer_phone: Option<&'a str>,
    organization: Option<&'a str>,
    website_url: Option<&'a str>,
    registration_url: Option<&'a str>,
    expected_attendees: Option<i32>,
    food_waste_focus: &'a str,
    status: &'a str,
    featured: bool,
    approved_at: Option<DateTime<Utc>>,
    approved_by: Option<&'a str>,
    ends_at: Option<DateTime<Utc>>,
    capacity: Option<i32>,
    registered: Option<i32>,
    price_aed: Option<BigDecimal>,
    instructor: Option<&'a str>,
    topics: Vec<Option<&'a str>>,
    attendance: Option<i32>,
    rating: Option<BigDecimal>,
    highlights: Vec<Option<&'a str>>,
}

impl<'a> NewEventRow<'a> {
    fn of(
        submission: &'a EventSubmission,
        details: &'a EventDetails,
        status: EventStatus,
    ) -> anyhow::Result<Self> {
        let approved = matches!(status, EventStatus::Approved | EventStatus::Featured);
        Ok(Self {
            title: submission.title(),
            description: submission.description(),
            event_type: submission.event_type().as_str(),
            event_date: submission.event_date(),
            location: submission.location(),
            city: submission.city().as_str(),
            organizer_name: submission.organizer_name(),
            organizer_email: submission.organizer_email().as_str(),
            organizer_phone: submission.organizer_phone().map(|p| p.as_str()),
            organization: submission.organization(),
            website_url: submission.website_url().map(WebUrl::as_str),
            registration_url: submission.registration_url().map(WebUrl::as_str),
            expected_attendees: stored_count(submission.expected_attendees())?,
            food_waste_focus: submission.food_waste_focus(),
            status: status.as_str(),
            featured: status == EventStatus::Featured,
            approved_at: approved.then(Utc::now),
            approved_by: approved.then_some(Approver::DEFAULT),
            ends_at: details.ends_at,
            capacity: stored_count(details.capacity)?,
            registered: stored_count(details.registered)?,
            price_aed: details.price_aed.map(from_f64).transpose()?,
            instructor: details.instructor.as_deref(),
            topics: details.topics.iter().map(|t| Some(t.as_str())).collect(),
            attendance: stored_count(details.attendance)?,
            rating: details.rating.map(from_f64).transpose()?,
            highlights: details
                .highlights
                .iter()
                .map(|h| Some(h.as_str()))
                .collect(),
        })
    }
}

/// What a status change writes: the notes when given, `featured` once featured, the approval
/// when approved; the rest stays as it is.
#[derive(AsChangeset)]
#[diesel(table_name = events)]
struct StatusChangeRow<'a> {
    status: &'a str,
    admin_notes: Option<&'a str>,
    featured: Option<bool>,
    approved_at: Option<DateTime<Utc>>,
    approved_by: Option<&'a str>,
}

impl<'a> From<&'a StatusChange> for StatusChangeRow<'a> {
    fn from(change: &'a StatusChange) -> Self {
        let approved = change.status() == EventStatus::Approved;
        Self {
            status: change.status().as_str(),
            admin_notes: change.admin_notes().map(AdminNotes::as_str),
            featured: (change.status() == EventStatus::Featured).then_some(true),
            approved_at: approved.then(Utc::now),
            approved_by: approved.then(|| change.approved_by().as_str()),
        }
    }
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
                price_aed: row.price_aed.as_ref().map(to_f64).transpose()?,
                instructor: row.instructor,
                topics: row.topics.into_iter().flatten().collect(),
                attendance: count(row.attendance)?,
                rating: row.rating.as_ref().map(to_f64).transpose()?,
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

impl PgEventStore {
    /// Inserts an event with its status; approval fields follow the status.
    async fn insert(
        &self,
        submission: &EventSubmission,
        details: &EventDetails,
        status: EventStatus,
    ) -> Result<Event, EventError> {
        let row = NewEventRow::of(submission, details, status)?;
        let mut conn = self.db.conn().await?;
        let row = diesel::insert_into(events::table)
            .values(row)
            .returning(EventRow::as_returning())
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
        let mut query = events::table
            .select(EventRow::as_select())
            .order_by((events::created_at.desc(), events::id))
            .into_boxed();
        if let Some(status) = filter.status {
            query = query.filter(events::status.eq(status.as_str()));
        }
        if let Some(term) = &filter.search {
            let term = term.as_str();
            // The city is searched by code and by name ("abu_dhabi" and "abu dhabi").
            query = query.filter(
                strpos(lower(events::title), term)
                    .gt(0)
                    .or(strpos(lower(events::description), term).gt(0))
                    .or(strpos(lower(events::city), term).gt(0))
                    .or(strpos(replace(lower(events::city), "_", " "), term).gt(0))
                    .or(strpos(lower(events::organizer_name), term).gt(0)),
            );
        }
        let rows = query.load(&mut conn).await.map_err(query_error)?;
        events(rows)
    }

    #[tracing::instrument(skip_all)]
    async fn list_public(&self) -> Result<Vec<Event>, EventError> {
        let mut conn = self.db.conn().await?;
        let rows = events::table
            .select(EventRow::as_select())
            .filter(events::status.eq_any([
                EventStatus::Approved.as_str(),
                EventStatus::Featured.as_str(),
            ]))
            .order_by((events::event_date, events::id))
            .load(&mut conn)
            .await
            .map_err(query_error)?;
        events(rows)
    }

    #[tracing::instrument(skip_all, fields(event_id = %id))]
    async fn get(&self, id: EventId) -> Result<Event, EventError> {
        let mut conn = self.db.conn().await?;
        let row = events::table
            .find(id.as_uuid())
            .select(EventRow::as_select())
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
        let row = diesel::update(
            events::table
                .find(id.as_uuid())
                .filter(events::status.eq(expected.as_str())),
        )
        .set(StatusChangeRow::from(change))
        .returning(EventRow::as_returning())
        .get_result(&mut conn)
        .await
        .optional()
        .map_err(query_error)?;
        if let Some(row) = row {
            return Ok(Event::try_from(row)?);
        }
        // Nothing changed: either there is no such event or its status moved on.
        let current: Option<String> = events::table
            .find(id.as_uuid())
            .select(events::status)
            .get_result(&mut conn)
            .await
            .optional()
            .map_err(query_error)?;
        match current {
            None => Err(EventError::NotFound),
            Some(status) => Err(EventError::StatusConflict {
                current: EventStatus::parse(&status).map_err(anyhow::Error::new)?,
            }),
        }
    }
}
