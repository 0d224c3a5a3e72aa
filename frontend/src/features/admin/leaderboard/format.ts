// The leaderboard's figures as the admin list shows them, in the active language with Latin digits
// (the same forms as the public leaderboard; features do not import each other).
import type { IntlShape, MessageDescriptor } from 'react-intl';

/** `2025-09` as "September 2025" / "سبتمبر 2025"; anything else as sent. */
export function periodLabel(intl: IntlShape, period: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(period);
  if (!match) return period;
  const date = Date.UTC(Number(match[1]), Number(match[2]) - 1, 1);
  return intl.formatDate(date, { year: 'numeric', month: 'long', timeZone: 'UTC', numberingSystem: 'latn' });
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

/** The Batala score with one decimal: 66.0. */
export function formatScore(intl: IntlShape, score: number): string {
  return intl.formatNumber(score, { minimumFractionDigits: 1, maximumFractionDigits: 1, numberingSystem: 'latn' });
}

/** react-intl types a defined message as taking no values; this lets ICU placeholders through. */
export function untyped<K extends string>(messages: Record<K, MessageDescriptor>): Record<K, MessageDescriptor> {
  return messages;
}
