use std::sync::Arc;

use chrono::{DateTime, Duration, NaiveDate, NaiveTime, Utc};

use crate::event::{EventKind, NewAnalyticsEvent};
use crate::report::{ExportCursor, ExportedEvent, Feature, ReportRange, UsageSummary, fill_days};

/// A half-open span of time `[from, to)`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DateRange {
    from: DateTime<Utc>,
    to: DateTime<Utc>,
}

/// Why a date range was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DateRangeError {
    #[error("window must be between 1 and {max} days", max = DateRange::MAX_DAYS)]
    Window,
    #[error("from must not be after to")]
    Reversed,
    #[error("the range may span at most {max} days", max = DateRange::MAX_DAYS)]
    TooLong,
}

impl DateRange {
    pub const MAX_DAYS: i64 = 366;
    pub const DEFAULT_WINDOW_DAYS: i64 = 7;

    /// The last `days` days up to `now`.
    ///
    /// # Errors
    /// [`DateRangeError::Window`] unless `days` is 1 to 366.
    pub fn last_days(days: i64, now: DateTime<Utc>) -> Result<Self, DateRangeError> {
        if !(1..=Self::MAX_DAYS).contains(&days) {
            return Err(DateRangeError::Window);
        }
        Ok(Self {
            from: now - Duration::days(days),
            to: now,
        })
    }

    /// Whole calendar days from `first` to `last`, both included (UTC).
    ///
    /// # Errors
    /// [`DateRangeError`] when `first` is after `last` or the span exceeds 366 days.
    pub fn days(first: NaiveDate, last: NaiveDate) -> Result<Self, DateRangeError> {
        if first > last {
            return Err(DateRangeError::Reversed);
        }
        if (last - first).num_days() + 1 > Self::MAX_DAYS {
            return Err(DateRangeError::TooLong);
        }
        let start = |day: NaiveDate| day.and_time(NaiveTime::MIN).and_utc();
        Ok(Self {
            from: start(first),
            to: start(last) + Duration::days(1),
        })
    }

    #[must_use]
    pub const fn from(&self) -> DateTime<Utc> {
        self.from
    }

    #[must_use]
    pub const fn to(&self) -> DateTime<Utc> {
        self.to
    }
}

/// What the dashboard asks for: a window of days back from now, or explicit days.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OverviewQuery {
    pub window_days: Option<i64>,
    pub from: Option<NaiveDate>,
    pub to: Option<NaiveDate>,
}

/// How many events of one kind happened.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct KindCount {
    pub kind: EventKind,
    pub events: u64,
    pub unique_visitors: u64,
}

/// The admin dashboard's counts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Overview {
    pub range: DateRange,
    pub total_questions: u64,
    pub published_answers: u64,
    pub pending_events: u64,
    pub registered_venues: u64,
    /// Every kind, in [`EventKind::ALL`] order, zero when nothing happened.
    pub events_by_kind: Vec<KindCount>,
}

/// Why the overview could not be produced.
#[derive(Debug, thiserror::Error)]
pub enum OverviewError {
    #[error(transparent)]
    InvalidRange(#[from] DateRangeError),
    #[error(transparent)]
    Unknown(#[from] anyhow::Error),
}

/// Where analytics events and the counts they feed live.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait::async_trait]
pub trait AnalyticsStore: Send + Sync {
    /// Records one event.
    ///
    /// # Errors
    /// Only infrastructure failures.
    async fn record(&self, event: &NewAnalyticsEvent) -> anyhow::Result<()>;

    /// The dashboard counts: totals over all time for questions, published answers, pending
    /// events and venues; analytics events within `range`, grouped by kind. Kinds with no events
    /// MAY be missing from `events_by_kind`: the service fills them in.
    ///
    /// # Errors
    /// Only infrastructure failures.
    async fn overview(&self, range: DateRange) -> anyhow::Result<Overview>;

    /// Per-feature totals ([`Feature::counted_kind`] events and distinct visitors over the
    /// whole range), the mean quiz duration (see [`UsageSummary::quiz_avg_duration_seconds`])
    /// and the daily series by UAE calendar day, one entry per day of the range, zero-filled.
    ///
    /// # Errors
    /// Only infrastructure failures.
    async fn summary(&self, range: ReportRange) -> anyhow::Result<UsageSummary>;

    /// At most `limit` of the feature's [`Feature::exported_kinds`] events in the range, oldest
    /// first (ties by id), starting after `after` when given.
    ///
    /// # Errors
    /// Only infrastructure failures.
    async fn export_batch(
        &self,
        feature: Feature,
        range: ReportRange,
        after: Option<ExportCursor>,
        limit: u32,
    ) -> anyhow::Result<Vec<ExportedEvent>>;
}

/// The analytics use cases.
pub struct AnalyticsService {
    store: Arc<dyn AnalyticsStore>,
}

impl std::fmt::Debug for AnalyticsService {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("AnalyticsService").finish_non_exhaustive()
    }
}

impl AnalyticsService {
    #[must_use]
    pub fn new(store: Arc<dyn AnalyticsStore>) -> Self {
        Self { store }
    }

    /// The analytics page's figures for whole UAE days; every daily series has one entry per
    /// day of the range.
    ///
    /// # Errors
    /// Infrastructure failures.
    pub async fn summary(&self, range: ReportRange) -> anyhow::Result<UsageSummary> {
        let mut summary = self.store.summary(range).await?;
        for series in [
            &mut summary.daily_qa,
            &mut summary.daily_quiz,
            &mut summary.daily_calc,
        ] {
            *series = fill_days(&range, series);
        }
        if !summary.quiz_avg_duration_seconds.is_finite() || summary.quiz_avg_duration_seconds < 0.0
        {
            summary.quiz_avg_duration_seconds = 0.0;
        }
        Ok(summary)
    }

    /// One batch of the CSV export: at most `limit` events after `after`, oldest first.
    ///
    /// # Errors
    /// Infrastructure failures.
    pub async fn export_batch(
        &self,
        feature: Feature,
        range: ReportRange,
        after: Option<ExportCursor>,
        limit: u32,
    ) -> anyhow::Result<Vec<ExportedEvent>> {
        self.store.export_batch(feature, range, after, limit).await
    }

    /// Records one usage event.
    ///
    /// # Errors
    /// Infrastructure failures.
    pub async fn record(&self, event: &NewAnalyticsEvent) -> anyhow::Result<()> {
        self.store.record(event).await
    }

    /// The dashboard overview. Explicit days win over the window; the default is the last 7 days.
    ///
    /// # Errors
    /// [`OverviewError::InvalidRange`] for a bad window or range.
    pub async fn overview(
        &self,
        query: OverviewQuery,
        now: DateTime<Utc>,
    ) -> Result<Overview, OverviewError> {
        let range = match (query.from, query.to) {
            (None, None) => DateRange::last_days(
                query.window_days.unwrap_or(DateRange::DEFAULT_WINDOW_DAYS),
                now,
            )?,
            (from, to) => {
                let today = now.date_naive();
                let last = to.unwrap_or(today);
                let first =
                    from.unwrap_or(last - Duration::days(DateRange::DEFAULT_WINDOW_DAYS - 1));
                DateRange::days(first, last)?
            }
        };
        let mut overview = self.store.overview(range).await?;
        overview.events_by_kind = EventKind::ALL
            .into_iter()
            .map(|kind| {
                overview
                    .events_by_kind
                    .iter()
                    .find(|count| count.kind == kind)
                    .copied()
                    .unwrap_or(KindCount {
                        kind,
                        events: 0,
                        unique_visitors: 0,
                    })
            })
            .collect();
        Ok(overview)
    }
}

#[cfg(test)]
mod tests {
    use chrono::TimeZone;

    use super::*;

    fn now() -> DateTime<Utc> {
        Utc.with_ymd_and_hms(2026, 11, 22, 12, 0, 0)
            .single()
            .unwrap_or_default()
    }

    fn date(y: i32, m: u32, d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, d).unwrap_or_default()
    }

    fn store_returning(
        range_check: impl Fn(&DateRange) -> bool + Send + 'static,
    ) -> MockAnalyticsStore {
        let mut store = MockAnalyticsStore::new();
        store
            .expect_overview()
            .withf(range_check)
            .times(1)
            .returning(|range| {
                Ok(Overview {
                    range,
                    total_questions: 4,
                    published_answers: 2,
                    pending_events: 1,
                    registered_venues: 12,
                    events_by_kind: vec![KindCount {
                        kind: EventKind::CalcRun,
                        events: 5,
                        unique_visitors: 3,
                    }],
                })
            });
        store
    }

    #[tokio::test]
    async fn defaults_to_the_last_seven_days() {
        let store = store_returning(|range| {
            range.from() == now() - Duration::days(7) && range.to() == now()
        });
        let query = OverviewQuery {
            window_days: None,
            from: None,
            to: None,
        };

        let overview = AnalyticsService::new(Arc::new(store))
            .overview(query, now())
            .await;

        assert!(matches!(overview, Ok(o) if o.total_questions == 4));
    }

    #[tokio::test]
    async fn fills_in_every_kind_in_a_stable_order() {
        let store = store_returning(|_| true);
        let query = OverviewQuery {
            window_days: Some(30),
            from: None,
            to: None,
        };

        let overview = AnalyticsService::new(Arc::new(store))
            .overview(query, now())
            .await;

        let kinds = overview.map(|o| o.events_by_kind).unwrap_or_default();
        let shown: Vec<_> = kinds.iter().map(|c| (c.kind.as_str(), c.events)).collect();
        assert_eq!(
            shown,
            [
                ("ask_submitted", 0),
                ("calc_run", 5),
                ("quiz_start", 0),
                ("quiz_complete", 0)
            ]
        );
    }

    #[tokio::test]
    async fn explicit_days_win_over_the_window_and_include_the_last_day() {
        let store = store_returning(|range| {
            range.from()
                == Utc
                    .with_ymd_and_hms(2026, 11, 1, 0, 0, 0)
                    .single()
                    .unwrap_or_default()
                && range.to()
                    == Utc
                        .with_ymd_and_hms(2026, 11, 3, 0, 0, 0)
                        .single()
                        .unwrap_or_default()
        });
        let query = OverviewQuery {
            window_days: Some(90),
            from: Some(date(2026, 11, 1)),
            to: Some(date(2026, 11, 2)),
        };

        let overview = AnalyticsService::new(Arc::new(store))
            .overview(query, now())
            .await;

        assert!(overview.is_ok());
    }

    #[tokio::test]
    async fn refuses_a_bad_window_or_range_without_asking_the_store() {
        let service = AnalyticsService::new(Arc::new(MockAnalyticsStore::new()));
        let bad = [
            OverviewQuery {
                window_days: Some(0),
                from: None,
                to: None,
            },
            OverviewQuery {
                window_days: Some(400),
                from: None,
                to: None,
            },
            OverviewQuery {
                window_days: None,
                from: Some(date(2026, 5, 2)),
                to: Some(date(2026, 5, 1)),
            },
            OverviewQuery {
                window_days: None,
                from: Some(date(2024, 1, 1)),
                to: Some(date(2026, 1, 1)),
            },
        ];
        for query in bad {
            assert!(
                matches!(
                    service.overview(query, now()).await,
                    Err(OverviewError::InvalidRange(_))
                ),
                "{query:?}"
            );
        }
    }

    #[tokio::test]
    async fn the_summary_has_every_day_and_never_a_negative_duration() -> anyhow::Result<()> {
        use crate::report::{DailyUsage, Usage};
        let range = ReportRange::new(date(2026, 11, 16), date(2026, 11, 18))?;
        let mut store = MockAnalyticsStore::new();
        store.expect_summary().times(1).returning(move |range| {
            Ok(UsageSummary {
                range,
                qa: Usage {
                    events: 2,
                    users: 1,
                },
                quiz: Usage::default(),
                quiz_avg_duration_seconds: f64::NAN,
                calc: Usage::default(),
                daily_qa: vec![DailyUsage {
                    date: date(2026, 11, 17),
                    usage: Usage {
                        events: 2,
                        users: 1,
                    },
                }],
                daily_quiz: Vec::new(),
                daily_calc: Vec::new(),
            })
        });

        let summary = AnalyticsService::new(Arc::new(store))
            .summary(range)
            .await?;

        let qa: Vec<u64> = summary.daily_qa.iter().map(|d| d.usage.events).collect();
        assert_eq!(qa, [0, 2, 0]);
        assert_eq!(summary.daily_calc.len(), 3);
        assert_eq!(summary.quiz_avg_duration_seconds, 0.0);
        Ok(())
    }
}
