// What the leaderboard's place shows while its chunk loads.
import { useIntl } from 'react-intl';

import styles from './leaderboard-skeleton.module.css';

export function LeaderboardSkeleton() {
  const intl = useIntl();
  return (
    <div
      className={styles.skeleton}
      role="status"
      aria-label={intl.formatMessage({ id: 'leaderboard.loading', defaultMessage: 'Loading the rankings…' })}
    >
      <span className={styles.toolbar} />
      <span className={styles.podium} />
    </div>
  );
}
