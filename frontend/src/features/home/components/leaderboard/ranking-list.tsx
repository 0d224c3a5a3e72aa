// Every venue of the month as a card: rank, name, emirate, badge, score and the three figures.
import { FormattedMessage, useIntl } from 'react-intl';

import { formatScore } from '../../../../lib/format';
import { cityName } from './cities';
import { EntryStats } from './entry-stats';
import { badgeLabel, badgeOf } from './format';
import type { LeaderboardEntry } from './use-leaderboard';
import styles from './leaderboard.module.css';

export function RankingList({ entries }: { entries: readonly LeaderboardEntry[] }) {
  const intl = useIntl();
  return (
    <ol className={styles.ranking}>
      {entries.map((entry, index) => {
        const badge = badgeOf(entry);
        const rank = entry.rank ?? index + 1;
        const score = Math.max(0, Math.min(100, entry.batala_score));
        return (
          <li key={entry.id} className={`${styles.entry} ${styles[badge]}`}>
            <span className={styles.rank}>
              <span className="visually-hidden">
                <FormattedMessage id="leaderboard.rank" defaultMessage="Rank" />{' '}
              </span>
              {rank}
            </span>
            <div className={styles.who}>
              <h4 className={styles.venue}>
                <bdi>{entry.venue_name}</bdi>
              </h4>
              <p className={styles.city}>{cityName(intl, entry.city)}</p>
            </div>
            <span className={styles.badge}>{badgeLabel(intl, badge)}</span>
            <div className={styles.score}>
              <p className={styles.scoreLine}>
                <span className={styles.scoreValue}>{formatScore(intl, entry.batala_score)}</span>
                <span className={styles.scoreLabel}>
                  <FormattedMessage id="leaderboard.score.outOf" defaultMessage="Batala score, out of 100" />
                </span>
              </p>
              <span className={styles.bar} aria-hidden="true">
                <span className={styles.barFill} style={{ inlineSize: `${score}%` }} />
              </span>
            </div>
            <EntryStats entry={entry} className={styles.stats} itemClassName={styles.stat} />
          </li>
        );
      })}
    </ol>
  );
}
