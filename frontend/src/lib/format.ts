// Numbers, money and dates through Intl, in the active locale (whose digits are Latin in Arabic
// too: see intlLocale in i18n/locale.ts).
import type { IntlShape } from 'react-intl';

export function formatAed(intl: IntlShape, amount: number, maximumFractionDigits = 0): string {
  return intl.formatNumber(amount, {
    style: 'currency',
    currency: 'AED',
    currencyDisplay: 'code',
    maximumFractionDigits,
  });
}

export function formatNumber(intl: IntlShape, value: number, maximumFractionDigits = 0): string {
  return intl.formatNumber(value, { maximumFractionDigits });
}

export function formatPercent(intl: IntlShape, ratio: number): string {
  return intl.formatNumber(ratio, { style: 'percent', maximumFractionDigits: 0 });
}

export function formatDate(intl: IntlShape, value: Date | string): string {
  return intl.formatDate(value, { year: 'numeric', month: 'long', day: 'numeric' });
}

/** A leaderboard period, `2025-09`, as "September 2025" / "سبتمبر 2025"; anything else as sent. */
export function periodLabel(intl: IntlShape, period: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(period);
  if (!match) return period;
  const date = Date.UTC(Number(match[1]), Number(match[2]) - 1, 1);
  return intl.formatDate(date, { year: 'numeric', month: 'long', timeZone: 'UTC' });
}

/** Kilograms with one decimal and the unit: 1,230.0 kg. */
export function formatKg(intl: IntlShape, kg: number): string {
  return intl.formatNumber(kg, {
    style: 'unit',
    unit: 'kilogram',
    unitDisplay: 'short',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
}

/** The Batala score, always with one decimal: 66.0. */
export function formatScore(intl: IntlShape, score: number): string {
  return intl.formatNumber(score, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}
