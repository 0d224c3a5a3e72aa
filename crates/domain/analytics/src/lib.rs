//! Usage analytics: the events the public side records, the admin overview, the analytics
//! page's summary over whole UAE days ([`ReportRange`]) and the CSV export of the raw events.

mod event;
mod overview;
mod report;

pub use event::{AnalyticsEvent, EventKind, EventKindError, NewAnalyticsEvent};
pub use overview::{
    AnalyticsService, AnalyticsStore, DateRange, DateRangeError, KindCount, Overview,
    OverviewError, OverviewQuery,
};

pub use report::{
    DailyUsage, ExportCursor, ExportedEvent, Feature, FeatureError, ReportRange, ReportRangeError,
    UAE_OFFSET_SECONDS, Usage, UsageSummary, fill_days, uae_offset,
};

#[cfg(any(test, feature = "mocks"))]
pub use overview::MockAnalyticsStore;
