import type { IntlShape } from 'react-intl';

import { formatAed } from '../../../../lib/format';

/** A price per kg: whole dirhams without decimals (AED 10), otherwise with fils (AED 12.50). */
export function formatPrice(intl: IntlShape, amount: number): string {
  return formatAed(intl, amount, Number.isInteger(amount) ? 0 : 2);
}
