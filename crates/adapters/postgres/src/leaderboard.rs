use async_trait::async_trait;
use batala_kernel::{City, LeaderboardEntryId, Period, Slug, VenueId};
use batala_leaderboard::{
    BatalaScore, EntryError, EntryFigures, EntryStore, LeaderboardEntry, NewEntry, NewVenue, Venue,
    VenueError, VenueName, VenueStore,
};
use bigdecimal::BigDecimal;
use diesel::dsl::max;
use diesel::prelude::*;
use diesel::result::{DatabaseErrorKind, Error as DieselError};
use diesel_async::{AsyncConnection, RunQueryDsl};
use uuid::Uuid;

use crate::database::Database;
use crate::error::query_error;
use crate::numeric::{from_f64, to_f64};
use crate::schema::{leaderboard_entries, venues};
use crate::sql_functions::{code_point_order, lower};

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
/// with the score the domain computed from its figures.
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

/// Venue names A to Z ignoring case, then exactly (code point order, whatever the database's
/// collation), as [`batala_leaderboard::leaderboard_order`] compares them.
macro_rules! venue_name_order {
    () => {
        (
            code_point_order(lower(venues::name)),
            code_point_order(venues::name),
        )
    };
}

#[derive(Queryable, Selectable)]
#[diesel(table_name = venues, check_for_backend(diesel::pg::Pg))]
struct VenueRow {
    id: Uuid,
    name: String,
    city: String,
    public_page_slug: Option<String>,
}

#[derive(Insertable, AsChangeset)]
#[diesel(table_name = venues, treat_none_as_null = true)]
struct VenueChanges<'a> {
    name: &'a str,
    city: &'a str,
    public_page_slug: Option<&'a str>,
}

impl<'a> From<&'a NewVenue> for VenueChanges<'a> {
    fn from(venue: &'a NewVenue) -> Self {
        Self {
            name: venue.name().as_str(),
            city: venue.city().as_str(),
            public_page_slug: venue.public_page_slug().map(Slug::as_str),
        }
    }
}

impl TryFrom<VenueRow> for Venue {
    type Error = anyhow::Error;
    fn try_from(row: VenueRow) -> anyhow::Result<Self> {
        Ok(Venue {
            id: VenueId::from_uuid(row.id),
            name: VenueName::parse(&row.name)?,
            city: City::parse(&row.city)?,
            public_page_slug: row
                .public_page_slug
                .as_deref()
                .map(Slug::parse)
                .transpose()?,
        })
    }
}

#[derive(Queryable, Selectable)]
#[diesel(table_name = leaderboard_entries, check_for_backend(diesel::pg::Pg))]
struct EntryRow {
    id: Uuid,
    period: String,
    kg_rescued: BigDecimal,
    aed_saved: BigDecimal,
    meals_donated: i32,
    batala_score: BigDecimal,
}

#[derive(Insertable, AsChangeset)]
#[diesel(table_name = leaderboard_entries)]
struct EntryChanges {
    venue_id: Uuid,
    period: String,
    kg_rescued: BigDecimal,
    aed_saved: BigDecimal,
    meals_donated: i32,
    batala_score: BigDecimal,
}

impl EntryChanges {
    fn of(entry: &NewEntry) -> anyhow::Result<Self> {
        let figures = entry.figures();
        Ok(Self {
            venue_id: entry.venue_id().as_uuid(),
            period: entry.period().to_string(),
            kg_rescued: from_f64(figures.kg_rescued())?,
            aed_saved: from_f64(figures.aed_saved())?,
            // The column is an `integer`; the domain caps meals at ten million.
            meals_donated: i32::try_from(figures.meals_donated()).unwrap_or(i32::MAX),
            batala_score: from_f64(entry.batala_score().value())?,
        })
    }
}

fn entry((row, venue): (EntryRow, VenueRow)) -> anyhow::Result<LeaderboardEntry> {
    Ok(LeaderboardEntry {
        id: LeaderboardEntryId::from_uuid(row.id),
        venue: venue.try_into()?,
        period: Period::parse(&row.period)?,
        figures: EntryFigures::new(
            to_f64(&row.kg_rescued)?,
            to_f64(&row.aed_saved)?,
            i64::from(row.meals_donated),
        )?,
        batala_score: BatalaScore::from_stored(to_f64(&row.batala_score)?)?,
    })
}

/// An entry written in `conn` (inside the caller's transaction), read back with its venue.
async fn entry_with_venue(
    conn: &mut diesel_async::AsyncPgConnection,
    row: EntryRow,
    venue_id: Uuid,
) -> Result<(EntryRow, VenueRow), DieselError> {
    let venue = venues::table
        .find(venue_id)
        .select(VenueRow::as_select())
        .get_result(conn)
        .await?;
    Ok((row, venue))
}

#[async_trait]
impl VenueStore for PgVenueStore {
    #[tracing::instrument(skip_all)]
    async fn list_venues(&self) -> Result<Vec<Venue>, VenueError> {
        let mut conn = self.db.conn().await?;
        let rows = venues::table
            .select(VenueRow::as_select())
            .order_by(venue_name_order!())
            .then_order_by(venues::id)
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
        let row = venues::table
            .find(id.as_uuid())
            .select(VenueRow::as_select())
            .get_result(&mut conn)
            .await
            .optional()
            .map_err(query_error)?;
        Ok(row.ok_or(VenueError::NotFound)?.try_into()?)
    }

    #[tracing::instrument(skip_all)]
    async fn create_venue(&self, venue: &NewVenue) -> Result<Venue, VenueError> {
        let mut conn = self.db.conn().await?;
        let row = diesel::insert_into(venues::table)
            .values(VenueChanges::from(venue))
            .returning(VenueRow::as_returning())
            .get_result(&mut conn)
            .await
            .map_err(venue_error)?;
        Ok(row.try_into()?)
    }

    #[tracing::instrument(skip_all, fields(venue_id = %id))]
    async fn update_venue(&self, id: VenueId, venue: &NewVenue) -> Result<Venue, VenueError> {
        let mut conn = self.db.conn().await?;
        let row = diesel::update(venues::table.find(id.as_uuid()))
            .set(VenueChanges::from(venue))
            .returning(VenueRow::as_returning())
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
        let deleted = diesel::delete(venues::table.find(id.as_uuid()))
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
        // `YYYY-MM` sorts as text in calendar order.
        let mut query = leaderboard_entries::table
            .inner_join(venues::table)
            .select((EntryRow::as_select(), VenueRow::as_select()))
            .order_by((
                leaderboard_entries::period.desc(),
                leaderboard_entries::batala_score.desc(),
                leaderboard_entries::kg_rescued.desc(),
            ))
            .then_order_by(venue_name_order!())
            .then_order_by(leaderboard_entries::id)
            .into_boxed();
        if let Some(period) = period {
            query = query.filter(leaderboard_entries::period.eq(period.to_string()));
        }
        let rows = query.load(&mut conn).await.map_err(query_error)?;
        Ok(rows.into_iter().map(entry).collect::<anyhow::Result<_>>()?)
    }

    /// The newest period is found in the same statement (a subquery on an alias of the table):
    /// one round trip for the public leaderboard.
    #[tracing::instrument(skip_all)]
    async fn latest_entries(&self) -> Result<Vec<LeaderboardEntry>, EntryError> {
        let latest = diesel::alias!(leaderboard_entries as latest);
        let newest_period = latest
            .select(max(latest.field(leaderboard_entries::period)))
            .single_value();
        let mut conn = self.db.conn().await?;
        let rows = leaderboard_entries::table
            .inner_join(venues::table)
            .select((EntryRow::as_select(), VenueRow::as_select()))
            .filter(leaderboard_entries::period.nullable().eq(newest_period))
            .load(&mut conn)
            .await
            .map_err(query_error)?;
        Ok(rows.into_iter().map(entry).collect::<anyhow::Result<_>>()?)
    }

    #[tracing::instrument(skip_all)]
    async fn periods(&self) -> Result<Vec<Period>, EntryError> {
        let mut conn = self.db.conn().await?;
        let periods: Vec<String> = leaderboard_entries::table
            .select(leaderboard_entries::period)
            .distinct()
            .order_by(leaderboard_entries::period.desc())
            .load(&mut conn)
            .await
            .map_err(query_error)?;
        Ok(periods
            .iter()
            .map(|period| Period::parse(period).map_err(anyhow::Error::from))
            .collect::<anyhow::Result<_>>()?)
    }

    /// The insert and the read of its venue in one transaction: the row the caller gets back is
    /// the one written, with the venue as it was then.
    #[tracing::instrument(skip_all, fields(venue_id = %entry.venue_id(), period = %entry.period()))]
    async fn create_entry(&self, entry: &NewEntry) -> Result<LeaderboardEntry, EntryError> {
        let changes = EntryChanges::of(entry)?;
        let mut conn = self.db.conn().await?;
        let row = conn
            .transaction(async move |conn| {
                let venue_id = changes.venue_id;
                let row = diesel::insert_into(leaderboard_entries::table)
                    .values(changes)
                    .returning(EntryRow::as_returning())
                    .get_result(conn)
                    .await?;
                entry_with_venue(conn, row, venue_id).await
            })
            .await
            .map_err(entry_error)?;
        Ok(self::entry(row)?)
    }

    #[tracing::instrument(skip_all, fields(entry_id = %id))]
    async fn update_entry(
        &self,
        id: LeaderboardEntryId,
        entry: &NewEntry,
    ) -> Result<LeaderboardEntry, EntryError> {
        let changes = EntryChanges::of(entry)?;
        let mut conn = self.db.conn().await?;
        let row = conn
            .transaction(async move |conn| {
                let venue_id = changes.venue_id;
                let row = diesel::update(leaderboard_entries::table.find(id.as_uuid()))
                    .set(changes)
                    .returning(EntryRow::as_returning())
                    .get_result(conn)
                    .await
                    .optional()?;
                match row {
                    Some(row) => entry_with_venue(conn, row, venue_id).await.map(Some),
                    None => Ok(None),
                }
            })
            .await
            .map_err(entry_error)?;
        Ok(self::entry(row.ok_or(EntryError::NotFound)?)?)
    }

    #[tracing::instrument(skip_all, fields(entry_id = %id))]
    async fn delete_entry(&self, id: LeaderboardEntryId) -> Result<(), EntryError> {
        let mut conn = self.db.conn().await?;
        let deleted = diesel::delete(leaderboard_entries::table.find(id.as_uuid()))
            .execute(&mut conn)
            .await
            .map_err(query_error)?;
        if deleted == 0 {
            return Err(EntryError::NotFound);
        }
        Ok(())
    }
}
