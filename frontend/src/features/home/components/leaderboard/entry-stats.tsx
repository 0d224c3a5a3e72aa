// An entry's three figures: food rescued, money saved and meals donated.
import { FormattedMessage, useIntl } from 'react-intl';

import { formatAed, formatKg, formatNumber } from '../../../../lib/format';
import type { LeaderboardEntry } from './use-leaderboard';

interface Props {
  entry: LeaderboardEntry;
  className: string | undefined;
  itemClassName?: string | undefined;
}

export function EntryStats({ entry, className, itemClassName }: Props) {
  const intl = useIntl();
  return (
    <dl className={className}>
      <div className={itemClassName}>
        <dt>
          <FormattedMessage id="leaderboard.stat.kg" defaultMessage="Food rescued" />
        </dt>
        <dd>{formatKg(intl, entry.kg_rescued)}</dd>
      </div>
      <div className={itemClassName}>
        <dt>
          <FormattedMessage id="leaderboard.stat.aed" defaultMessage="Money saved" />
        </dt>
        <dd>{formatAed(intl, entry.aed_saved)}</dd>
      </div>
      <div className={itemClassName}>
        <dt>
          <FormattedMessage id="leaderboard.stat.meals" defaultMessage="Meals donated" />
        </dt>
        <dd>{formatNumber(intl, entry.meals_donated)}</dd>
      </div>
    </dl>
  );
}
