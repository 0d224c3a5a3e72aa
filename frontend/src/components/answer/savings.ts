import type { IntlShape } from 'react-intl';

import { formatAed } from '../../lib/format';

/** "AED 780/month", or "Contact for assessment" when the answer has no figure. */
export function formatMonthlySavings(intl: IntlShape, amount: number | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) {
    return intl.formatMessage({ id: 'answer.savings.contact', defaultMessage: 'Contact for assessment' });
  }
  return intl.formatMessage(
    { id: 'answer.savings.perMonth', defaultMessage: '{amount}/month' },
    { amount: formatAed(intl, amount) },
  );
}
