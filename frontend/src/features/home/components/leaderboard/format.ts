// The leaderboard's figures in the visitor's language (Latin digits in Arabic too, as elsewhere).
import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';

import type { LeaderboardEntry } from './use-leaderboard';

/** `2025-09` as "September 2025" / "سبتمبر 2025"; anything else as sent. */
export function periodLabel(intl: IntlShape, period: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(period);
  if (!match) return period;
  const date = Date.UTC(Number(match[1]), Number(match[2]) - 1, 1);
  return intl.formatDate(date, { year: 'numeric', month: 'long', timeZone: 'UTC', numberingSystem: 'latn' });
}

/** The Batala score, always with one decimal: 66.0. */
export function formatScore(intl: IntlShape, score: number): string {
  return intl.formatNumber(score, { minimumFractionDigits: 1, maximumFractionDigits: 1, numberingSystem: 'latn' });
}

/** Kilograms with one decimal and the unit: 1,230.0 kg. */
export function formatKg(intl: IntlShape, kg: number): string {
  return intl.formatNumber(kg, {
    style: 'unit',
    unit: 'kilogram',
    unitDisplay: 'short',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    numberingSystem: 'latn',
  });
}

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
