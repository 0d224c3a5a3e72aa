import { lazy, Suspense, useRef } from 'react';
import { FormattedMessage } from 'react-intl';

import { useHoldHashTarget } from './calculator/use-hold-hash-target';
import { LeaderboardSkeleton } from './leaderboard/leaderboard-skeleton';
import styles from './leaderboard-section.module.css';

// Below the fold: the rankings (and the share dialog they bring) are a chunk of their own.
const Leaderboard = lazy(() => import('./leaderboard/leaderboard'));

/** Anchor `leaderboard`: the monthly venue ranking. */
export function LeaderboardSection() {
  const ref = useRef<HTMLElement>(null);
  useHoldHashTarget(ref);
  return (
    <section ref={ref} id="leaderboard" className={`section ${styles.band}`} aria-labelledby="leaderboard-title">
      <div className="container">
        <h2 id="leaderboard-title" className="section-title">
          <FormattedMessage id="home.leaderboard.title" defaultMessage="Sustainability Leaderboard" />
        </h2>
        <p className="section-lead">
          <FormattedMessage
            id="home.leaderboard.lead"
            defaultMessage="Venues across the UAE ranked each month by their Batala score: food rescued, money saved and meals donated."
          />
        </p>
        <Suspense fallback={<LeaderboardSkeleton />}>
          <Leaderboard />
        </Suspense>
      </div>
    </section>
  );
}
