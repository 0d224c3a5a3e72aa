//! Usage analytics: the events the public side records, the admin overview and (in a later
//! issue) summaries and CSV export.

mod event;
mod overview;

pub use event::{AnalyticsEvent, EventKind, EventKindError, NewAnalyticsEvent};
pub use overview::{
    AnalyticsService, AnalyticsStore, DateRange, DateRangeError, KindCount, Overview,
    OverviewError, OverviewQuery,
};

#[cfg(any(test, feature = "mocks"))]
pub use overview::MockAnalyticsStore;
