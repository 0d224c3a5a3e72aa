// The top 3 on a podium: 2nd, 1st, 3rd side by side on wide screens (mirrored in Arabic, since
// the row follows the reading direction), a swipeable row starting with the champion on phones.
import { FormattedMessage, useIntl } from 'react-intl';

import { formatScore } from '../../../../lib/format';
import { cityName } from './cities';
import { EntryStats } from './entry-stats';
import { badgeLabel, badgeOf } from './format';
import type { LeaderboardEntry } from './use-leaderboard';
import styles from './podium.module.css';

export function Podium({ entries }: { entries: readonly LeaderboardEntry[] }) {
  const intl = useIntl();
  const top = entries.slice(0, 3);
  return (
    <div className={styles.wrap}>
      <ol
        className={styles.podium}
        aria-label={intl.formatMessage({ id: 'leaderboard.podium.label', defaultMessage: 'Top 3 venues' })}
        // Scrollable on phones: reachable by keyboard.
        tabIndex={0}
      >
        {top.map((entry, index) => {
          const badge = badgeOf(entry);
          const rank = entry.rank ?? index + 1;
          return (
            <li key={entry.id} className={`${styles.place} ${styles[badge]}`} data-rank={rank}>
              <div className={styles.card}>
                <span className={styles.medal} aria-hidden="true">
                  {rank}
                </span>
                <span className={styles.badge}>{badgeLabel(intl, badge)}</span>
                <p className={styles.name}>
                  <bdi>{entry.venue_name}</bdi>
                </p>
                <p className={styles.city}>{cityName(intl, entry.city)}</p>
                <p className={styles.score}>
                  <span className={styles.scoreValue}>{formatScore(intl, entry.batala_score)}</span>
                  <span className={styles.scoreLabel}>
                    <FormattedMessage id="leaderboard.score.label" defaultMessage="Batala score" />
                  </span>
                </p>
                <EntryStats entry={entry} className={styles.stats} />
              </div>
              <div className={styles.pedestal} aria-hidden="true">
                {rank}
              </div>
            </li>
          );
        })}
      </ol>
      {top.length > 1 && (
        <p className={styles.swipeHint} aria-hidden="true">
          <FormattedMessage id="leaderboard.podium.swipe" defaultMessage="Swipe to see the top 3" />
          <span className={styles.swipeArrow}>→</span>
        </p>
      )}
    </div>
  );
}
