use std::cmp::Ordering;

use crate::LeaderboardEntry;

/// The badge shown beside a rank: the top three get their own, everyone else is a Top
/// Performer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Badge {
    Champion,
    RunnerUp,
    ThirdPlace,
    TopPerformer,
}

impl Badge {
    /// The badge for a 1-based rank.
    #[must_use]
    pub const fn for_rank(rank: u32) -> Self {
        match rank {
            1 => Badge::Champion,
            2 => Badge::RunnerUp,
            3 => Badge::ThirdPlace,
            _ => Badge::TopPerformer,
        }
    }

    /// The English label.
    #[must_use]
    pub const fn label(self) -> &'static str {
        match self {
            Badge::Champion => "Champion",
            Badge::RunnerUp => "Runner-up",
            Badge::ThirdPlace => "Third Place",
            Badge::TopPerformer => "Top Performer",
        }
    }

    /// The code used on the wire.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Badge::Champion => "champion",
            Badge::RunnerUp => "runner_up",
            Badge::ThirdPlace => "third_place",
            Badge::TopPerformer => "top_performer",
        }
    }
}

/// An entry with its place in its period.
#[derive(Debug, Clone, PartialEq)]
pub struct RankedEntry {
    /// 1-based position.
    pub rank: u32,
    pub badge: Badge,
    pub entry: LeaderboardEntry,
}

/// The order of the leaderboard: higher batala score first; on equal scores more kg rescued
/// first; then venue name A to Z (ignoring case, then exactly); then entry id, so that the order
/// is total and never depends on how the store returned the rows.
#[must_use]
pub fn leaderboard_order(a: &LeaderboardEntry, b: &LeaderboardEntry) -> Ordering {
    b.batala_score
        .value()
        .total_cmp(&a.batala_score.value())
        .then_with(|| b.figures.kg_rescued().total_cmp(&a.figures.kg_rescued()))
        .then_with(|| {
            a.venue
                .name
                .as_str()
                .to_lowercase()
                .cmp(&b.venue.name.as_str().to_lowercase())
        })
        .then_with(|| a.venue.name.cmp(&b.venue.name))
        .then_with(|| a.id.cmp(&b.id))
}

/// Ranks one period's entries in [`leaderboard_order`]; ranks are positions 1, 2, 3...
/// (entries tied on every key still get distinct, deterministic ranks).
#[must_use]
pub fn rank_entries(mut entries: Vec<LeaderboardEntry>) -> Vec<RankedEntry> {
    entries.sort_by(leaderboard_order);
    (1_u32..)
        .zip(entries)
        .map(|(rank, entry)| RankedEntry {
            rank,
            badge: Badge::for_rank(rank),
            entry,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use batala_kernel::{City, LeaderboardEntryId, Period, VenueId};

    use super::*;
    use crate::{BatalaScore, EntryFigures, Venue, VenueName};

    type TestResult = Result<(), Box<dyn std::error::Error>>;

    fn entry(
        name: &str,
        kg: f64,
        score: f64,
    ) -> Result<LeaderboardEntry, Box<dyn std::error::Error>> {
        Ok(LeaderboardEntry {
            id: LeaderboardEntryId::new(),
            venue: Venue {
                id: VenueId::new(),
                name: VenueName::parse(name)?,
                city: City::Dubai,
                public_page_slug: None,
            },
            period: Period::parse("2025-09")?,
            figures: EntryFigures::new(kg, 0.0, 0)?,
            batala_score: BatalaScore::from_stored(score)?,
        })
    }

    fn names(ranked: &[RankedEntry]) -> Vec<&str> {
        ranked.iter().map(|r| r.entry.venue.name.as_str()).collect()
    }

    #[test]
    fn higher_scores_rank_first_with_badges() -> TestResult {
        let ranked = rank_entries(vec![
            entry("Low", 10.0, 10.0)?,
            entry("Top", 10.0, 90.0)?,
            entry("Mid", 10.0, 50.0)?,
            entry("Fourth", 10.0, 5.0)?,
        ]);
        assert_eq!(names(&ranked), ["Top", "Mid", "Low", "Fourth"]);
        assert_eq!(
            ranked.iter().map(|r| r.rank).collect::<Vec<_>>(),
            [1, 2, 3, 4]
        );
        assert_eq!(
            ranked.iter().map(|r| r.badge.label()).collect::<Vec<_>>(),
            ["Champion", "Runner-up", "Third Place", "Top Performer"]
        );
        Ok(())
    }

    #[test]
    fn equal_scores_rank_more_kg_rescued_first() -> TestResult {
        let ranked = rank_entries(vec![
            entry("Less", 100.0, 40.0)?,
            entry("More", 200.0, 40.0)?,
        ]);
        assert_eq!(names(&ranked), ["More", "Less"]);
        Ok(())
    }

    #[test]
    fn equal_scores_and_kg_rank_by_venue_name_ignoring_case() -> TestResult {
        let ranked = rank_entries(vec![
            entry("zahra kitchen", 100.0, 40.0)?,
            entry("Barakat", 100.0, 40.0)?,
            entry("al Fanar", 100.0, 40.0)?,
        ]);
        assert_eq!(names(&ranked), ["al Fanar", "Barakat", "zahra kitchen"]);
        Ok(())
    }

    #[test]
    fn ranking_does_not_depend_on_input_order() -> TestResult {
        let rows = vec![
            entry("A", 1.0, 20.0)?,
            entry("B", 2.0, 20.0)?,
            entry("C", 2.0, 30.0)?,
        ];
        let mut reversed = rows.clone();
        reversed.reverse();
        assert_eq!(rank_entries(rows), rank_entries(reversed));
        Ok(())
    }

    #[test]
    fn an_empty_leaderboard_ranks_nothing() {
        assert!(rank_entries(Vec::new()).is_empty());
    }

    #[test]
    fn badge_codes_are_snake_case() {
        assert_eq!(Badge::for_rank(2).as_str(), "runner_up");
        assert_eq!(Badge::for_rank(40), Badge::TopPerformer);
    }
}
