use async_trait::async_trait;
use batala_kernel::{City, LeaderboardEntryId, Period, Slug, VenueId};
use batala_leaderboard::{
    BatalaScore, EntryError, EntryFigures, EntryStore, LeaderboardEntry, NewEntry, NewVenue, Venue,
    VenueError, VenueName, VenueStore,
};
use diesel::OptionalExtension;
use diesel::result::{DatabaseErrorKind, Error as DieselError};
use diesel::sql_types::{Double, Integer, Nullable, Text, Uuid as SqlUuid};
use diesel_async::RunQueryDsl;
use uuid::Uuid;

use crate::database::Database;
use crate::error::query_error;

/// Venues in the `venues` table.
#[derive(Debug, Clone)]
pub struct PgVenueStore {
    db: Database,
}

impl PgVenueStore {
    #[must_use]
    pub fn new(db: Database) -> Self {
        Self { db }
    }
}

/// Monthly results in the `leaderboard_entries` table, one per venue and period, each stored
/// with the score the domain computed from its figures. The numeric columns are written from
/// `f64` through `::numeric` casts and read back as `float8`.
#[derive(Debug, Clone)]
pub struct PgEntryStore {
    db: Database,
}

impl PgEntryStore {
    #[must_use]
    pub fn new(db: Database) -> Self {
        Self { db }
    }
}

/// The unique constraint PostgreSQL names for `venues.public_page_slug`.
const SLUG_CONSTRAINT: &str = "venues_public_page_slug_key";
/// The foreign key PostgreSQL names for `leaderboard_entries.venue_id`.
const ENTRY_VENUE_CONSTRAINT: &str = "leaderboard_entries_venue_id_fkey";
/// The unique constraint PostgreSQL names for `leaderboard_entries (venue_id, period)`.
const ENTRY_PERIOD_CONSTRAINT: &str = "leaderboard_entries_venue_id_period_key";

/// Venue names A to Z ignoring case, then exactly (code point order, whatever the database's
/// collation), as [`batala_leaderboard::leaderboard_order`] compares them.
const VENUE_NAME_ORDER: &str = "lower(v.name) COLLATE \"C\", v.name COLLATE \"C\"";

const VENUE_COLUMNS: &str = "v.id, v.name, v.city, v.public_page_slug";

/// The columns of [`EntryRow`], from an entry `e` joined to its venue `v`.
const ENTRY_COLUMNS: &str = "e.id, e.venue_id, v.name AS venue_name, v.city AS venue_city, \
    v.public_page_slug AS venue_slug, e.period, e.kg_rescued::float8 AS kg_rescued, \
    e.aed_saved::float8 AS aed_saved, e.meals_donated, e.batala_score::float8 AS batala_score";

/// Which constraint a write broke, for the unique and foreign-key violations the ports name.
fn violated_constraint(error: &DieselError) -> Option<&str> {
    match error {
        DieselError::DatabaseError(
            DatabaseErrorKind::UniqueViolation | DatabaseErrorKind::ForeignKeyViolation,
            info,
        ) => info.constraint_name(),
        _ => None,
    }
}

fn venue_error(error: DieselError) -> VenueError {
    if violated_constraint(&error) == Some(SLUG_CONSTRAINT) {
        VenueError::SlugTaken
    } else {
        VenueError::Unknown(query_error(error))
    }
}

fn entry_error(error: DieselError) -> EntryError {
    match violated_constraint(&error) {
        Some(ENTRY_VENUE_CONSTRAINT) => EntryError::VenueNotFound,
        Some(ENTRY_PERIOD_CONSTRAINT) => EntryError::AlreadyExists,
        _ => EntryError::Unknown(query_error(error)),
    }
}

#[derive(diesel::QueryableByName)]
struct VenueRow {
    #[diesel(sql_type = SqlUuid)]
    id: Uuid,
    #[diesel(sql_type = Text)]
    name: String,
    #[diesel(sql_type = Text)]
    city: String,
    #[diesel(sql_type = Nullable<Text>)]
    public_page_slug: Option<String>,
}

fn venue(id: Uuid, name: &str, city: &str, slug: Option<&str>) -> anyhow::Result<Venue> {
    Ok(Venue {
        id: VenueId::from_uuid(id),
        name: VenueName::parse(name)?,
        city: City::parse(city)?,
        public_page_slug: slug.map(Slug::parse).transpose()?,
    })
}

impl TryFrom<VenueRow> for Venue {
    type Error = anyhow::Error;
    fn try_from(row: VenueRow) -> anyhow::Result<Self> {
        venue(
            row.id,
            &row.name,
            &row.city,
            row.public_page_slug.as_deref(),
        )
    }
}

#[derive(diesel::QueryableByName)]
struct EntryRow {
    #[diesel(sql_type = SqlUuid)]
    id: Uuid,
    #[diesel(sql_type = SqlUuid)]
    venue_id: Uuid,
    #[diesel(sql_type = Text)]
    venue_name: String,
    #[diesel(sql_type = Text)]
    venue_city: String,
    #[diesel(sql_type = Nullable<Text>)]
    venue_slug: Option<String>,
    #[diesel(sql_type = Text)]
    period: String,
    #[diesel(sql_type = Double)]
    kg_rescued: f64,
    #[diesel(sql_type = Double)]
    aed_saved: f64,
    #[diesel(sql_type = Integer)]
    meals_donated: i32,
    #[diesel(sql_type = Double)]
    batala_score: f64,
}

impl TryFrom<EntryRow> for LeaderboardEntry {
    type Error = anyhow::Error;
    fn try_from(row: EntryRow) -> anyhow::Result<Self> {
        Ok(LeaderboardEntry {
            id: LeaderboardEntryId::from_uuid(row.id),
            venue: venue(
                row.venue_id,
                &row.venue_name,
                &row.venue_city,
                row.venue_slug.as_deref(),
            )?,
            period: Period::parse(&row.period)?,
            figures: EntryFigures::new(
                row.kg_rescued,
                row.aed_saved,
                i64::from(row.meals_donated),
            )?,
            batala_score: BatalaScore::from_stored(row.batala_score)?,
        })
    }
}

#[derive(diesel::QueryableByName)]
struct PeriodRow {
    #[diesel(sql_type = Text)]
    period: String,
}

#[async_trait]
impl VenueStore for PgVenueStore {
    #[tracing::instrument(skip_all)]
    async fn list_venues(&self) -> Result<Vec<Venue>, VenueError> {
        let mut conn = self.db.conn().await?;
        let rows: Vec<VenueRow> = diesel::sql_query(format!(
            "SELECT {VENUE_COLUMNS} FROM venues v ORDER BY {VENUE_NAME_ORDER}, v.id"
        ))
        .load(&mut conn)
        .await
        .map_err(query_error)?;
        Ok(rows
            .into_iter()
            .map(Venue::try_from)
            .collect::<anyhow::Result<_>>()?)
    }

    #[tracing::instrument(skip_all, fields(venue_id = %id))]
    async fn get_venue(&self, id: VenueId) -> Result<Venue, VenueError> {
        let mut conn = self.db.conn().await?;
        let row: Option<VenueRow> = diesel::sql_query(format!(
            "SELECT {VENUE_COLUMNS} FROM venues v WHERE v.id = $1"
        ))
        .bind::<SqlUuid, _>(id.as_uuid())
        .get_result(&mut conn)
        .await
        .optional()
        .map_err(query_error)?;
        Ok(row.ok_or(VenueError::NotFound)?.try_into()?)
    }

    #[tracing::instrument(skip_all)]
    async fn create_venue(&self, venue: &NewVenue) -> Result<Venue, VenueError> {
        let mut conn = self.db.conn().await?;
        let row: VenueRow = diesel::sql_query(
            "INSERT INTO venues AS v (name, city, public_page_slug) VALUES ($1, $2, $3) \
             RETURNING v.id, v.name, v.city, v.public_page_slug",
        )
        .bind::<Text, _>(venue.name().as_str())
        .bind::<Text, _>(venue.city().as_str())
        .bind::<Nullable<Text>, _>(venue.public_page_slug().map(Slug::as_str))
        .get_result(&mut conn)
        .await
        .map_err(venue_error)?;
        Ok(row.try_into()?)
    }

    #[tracing::instrument(skip_all, fields(venue_id = %id))]
    async fn update_venue(&self, id: VenueId, venue: &NewVenue) -> Result<Venue, VenueError> {
        let mut conn = self.db.conn().await?;
        let row: Option<VenueRow> = diesel::sql_query(
            "UPDATE venues AS v SET name = $2, city = $3, public_page_slug = $4 WHERE v.id = $1 \
             RETURNING v.id, v.name, v.city, v.public_page_slug",
        )
        .bind::<SqlUuid, _>(id.as_uuid())
        .bind::<Text, _>(venue.name().as_str())
        .bind::<Text, _>(venue.city().as_str())
        .bind::<Nullable<Text>, _>(venue.public_page_slug().map(Slug::as_str))
        .get_result(&mut conn)
        .await
        .optional()
        .map_err(venue_error)?;
        Ok(row.ok_or(VenueError::NotFound)?.try_into()?)
    }

    /// One statement: the entries go with the venue through `ON DELETE CASCADE` on
    /// `leaderboard_entries.venue_id`, so both are deleted or neither is.
    #[tracing::instrument(skip_all, fields(venue_id = %id))]
    async fn delete_venue(&self, id: VenueId) -> Result<(), VenueError> {
        let mut conn = self.db.conn().await?;
        let deleted = diesel::sql_query("DELETE FROM venues WHERE id = $1")
            .bind::<SqlUuid, _>(id.as_uuid())
            .execute(&mut conn)
            .await
            .map_err(query_error)?;
        if deleted == 0 {
            return Err(VenueError::NotFound);
        }
        Ok(())
    }
}

#[async_trait]
impl EntryStore for PgEntryStore {
    /// Newest period first, then each period in the leaderboard's order (score, kg rescued,
    /// venue name, id), so a caller can show the rows as they come.
    #[tracing::instrument(skip_all)]
    async fn list_entries(
        &self,
        period: Option<Period>,
    ) -> Result<Vec<LeaderboardEntry>, EntryError> {
        let mut conn = self.db.conn().await?;
        let rows: Vec<EntryRow> = diesel::sql_query(format!(
            "SELECT {ENTRY_COLUMNS} FROM leaderboard_entries e JOIN venues v ON v.id = e.venue_id \
             WHERE ($1::text IS NULL OR e.period = $1) \
             ORDER BY e.period COLLATE \"C\" DESC, e.batala_score DESC, e.kg_rescued DESC, \
               {VENUE_NAME_ORDER}, e.id"
        ))
        .bind::<Nullable<Text>, _>(period.map(|period| period.to_string()))
        .load(&mut conn)
        .await
        .map_err(query_error)?;
        Ok(rows
            .into_iter()
            .map(LeaderboardEntry::try_from)
            .collect::<anyhow::Result<_>>()?)
    }

    #[tracing::instrument(skip_all)]
    async fn periods(&self) -> Result<Vec<Period>, EntryError> {
        let mut conn = self.db.conn().await?;
        // `YYYY-MM` sorts as text in calendar order.
        let rows: Vec<PeriodRow> = diesel::sql_query(
            "SELECT DISTINCT period COLLATE \"C\" AS period FROM leaderboard_entries \
             ORDER BY period DESC",
        )
        .load(&mut conn)
        .await
        .map_err(query_error)?;
        Ok(rows
            .iter()
            .map(|row| Period::parse(&row.period).map_err(anyhow::Error::from))
            .collect::<anyhow::Result<_>>()?)
    }

    #[tracing::instrument(skip_all, fields(venue_id = %entry.venue_id(), period = %entry.period()))]
    async fn create_entry(&self, entry: &NewEntry) -> Result<LeaderboardEntry, EntryError> {
        let mut conn = self.db.conn().await?;
        let figures = entry.figures();
        let row: EntryRow = diesel::sql_query(format!(
            "WITH e AS (\
               INSERT INTO leaderboard_entries \
                 (venue_id, period, kg_rescued, aed_saved, meals_donated, batala_score) \
               VALUES ($1, $2, $3::numeric, $4::numeric, $5, $6::numeric) \
               RETURNING *) \
             SELECT {ENTRY_COLUMNS} FROM e JOIN venues v ON v.id = e.venue_id"
        ))
        .bind::<SqlUuid, _>(entry.venue_id().as_uuid())
        .bind::<Text, _>(entry.period().to_string())
        .bind::<Double, _>(figures.kg_rescued())
        .bind::<Double, _>(figures.aed_saved())
        .bind::<Integer, _>(meals(figures))
        .bind::<Double, _>(entry.batala_score().value())
        .get_result(&mut conn)
        .await
        .map_err(entry_error)?;
        Ok(row.try_into()?)
    }

    #[tracing::instrument(skip_all, fields(entry_id = %id))]
    async fn update_entry(
        &self,
        id: LeaderboardEntryId,
        entry: &NewEntry,
    ) -> Result<LeaderboardEntry, EntryError> {
        let mut conn = self.db.conn().await?;
        let figures = entry.figures();
        let row: Option<EntryRow> = diesel::sql_query(format!(
            "WITH e AS (\
               UPDATE leaderboard_entries SET venue_id = $2, period = $3, \
                 kg_rescued = $4::numeric, aed_saved = $5::numeric, meals_donated = $6, \
                 batala_score = $7::numeric \
               WHERE id = $1 \
               RETURNING *) \
             SELECT {ENTRY_COLUMNS} FROM e JOIN venues v ON v.id = e.venue_id"
        ))
        .bind::<SqlUuid, _>(id.as_uuid())
        .bind::<SqlUuid, _>(entry.venue_id().as_uuid())
        .bind::<Text, _>(entry.period().to_string())
        .bind::<Double, _>(figures.kg_rescued())
        .bind::<Double, _>(figures.aed_saved())
        .bind::<Integer, _>(meals(figures))
        .bind::<Double, _>(entry.batala_score().value())
        .get_result(&mut conn)
        .await
        .optional()
        .map_err(entry_error)?;
        Ok(row.ok_or(EntryError::NotFound)?.try_into()?)
    }

    #[tracing::instrument(skip_all, fields(entry_id = %id))]
    async fn delete_entry(&self, id: LeaderboardEntryId) -> Result<(), EntryError> {
        let mut conn = self.db.conn().await?;
        let deleted = diesel::sql_query("DELETE FROM leaderboard_entries WHERE id = $1")
            .bind::<SqlUuid, _>(id.as_uuid())
            .execute(&mut conn)
            .await
            .map_err(query_error)?;
        if deleted == 0 {
            return Err(EntryError::NotFound);
        }
        Ok(())
    }
}

/// Meals donated as the column's `integer` (the domain caps them at ten million).
fn meals(figures: &EntryFigures) -> i32 {
    i32::try_from(figures.meals_donated()).unwrap_or(i32::MAX)
}
