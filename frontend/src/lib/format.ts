// Numbers, money and dates through Intl, in the active locale (Arabic uses Latin digits, as UAE
// businesses do, via the `latn` numbering system).
import type { IntlShape } from 'react-intl';

export function formatAed(intl: IntlShape, amount: number, maximumFractionDigits = 0): string {
  return intl.formatNumber(amount, {
    style: 'currency',
    currency: 'AED',
    currencyDisplay: 'code',
    maximumFractionDigits,
    numberingSystem: 'latn',
  });
}

export function formatNumber(intl: IntlShape, value: number, maximumFractionDigits = 0): string {
  return intl.formatNumber(value, { maximumFractionDigits, numberingSystem: 'latn' });
}

export function formatPercent(intl: IntlShape, ratio: number): string {
  return intl.formatNumber(ratio, { style: 'percent', maximumFractionDigits: 0, numberingSystem: 'latn' });
}

export function formatDate(intl: IntlShape, value: Date | string): string {
  return intl.formatDate(value, { year: 'numeric', month: 'long', day: 'numeric', numberingSystem: 'latn' });
}
