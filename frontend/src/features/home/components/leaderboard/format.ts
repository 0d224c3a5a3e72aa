// The leaderboard's badges in the visitor's language (its figures: periodLabel, formatKg and
// formatScore in lib/format).
import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';

import type { LeaderboardEntry } from './use-leaderboard';

export type Badge = 'champion' | 'runner_up' | 'third_place' | 'top_performer';

const badgeMessages: Record<Badge, MessageDescriptor> = defineMessages({
  champion: { id: 'leaderboard.badge.champion', defaultMessage: 'Champion' },
  runner_up: { id: 'leaderboard.badge.runnerUp', defaultMessage: 'Runner-up' },
  third_place: { id: 'leaderboard.badge.thirdPlace', defaultMessage: 'Third Place' },
  top_performer: { id: 'leaderboard.badge.topPerformer', defaultMessage: 'Top Performer' },
});

function isBadge(value: unknown): value is Badge {
  return typeof value === 'string' && value in badgeMessages;
}

/** The entry's badge as the server gave it, else by rank: the top 3, then Top Performer. */
export function badgeOf(entry: Pick<LeaderboardEntry, 'badge' | 'rank'>): Badge {
  if (isBadge(entry.badge)) return entry.badge;
  switch (entry.rank) {
    case 1:
      return 'champion';
    case 2:
      return 'runner_up';
    case 3:
      return 'third_place';
    default:
      return 'top_performer';
  }
}

export function badgeLabel(intl: IntlShape, badge: Badge): string {
  return intl.formatMessage(badgeMessages[badge]);
}
