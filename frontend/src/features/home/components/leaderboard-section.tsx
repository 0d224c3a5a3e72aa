import { FormattedMessage } from 'react-intl';

import { ComingSoonCard } from './coming-soon-card';
import styles from './leaderboard-section.module.css';

/** Anchor `leaderboard`: the monthly venue ranking arrives here. */
export function LeaderboardSection() {
  return (
    <section id="leaderboard" className={`section ${styles.band}`} aria-labelledby="leaderboard-title">
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
        <ComingSoonCard>
          <FormattedMessage id="home.leaderboard.comingSoon" defaultMessage="The monthly rankings are coming soon." />
        </ComingSoonCard>
      </div>
    </section>
  );
}
