// The Events page (/events): a header, then Upcoming, Past and Submit Event tabs. The tabs are a
// chunk of their own, so the home page's first download does not carry them.
import { lazy, Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import styles from './components/events-page.module.css';

const EventsTabs = lazy(() => import('./components/events-tabs'));

function TabsFallback() {
  return <div className={styles.fallback} aria-busy="true" />;
}

export function EventsPage() {
  const intl = useIntl();
  return (
    <>
      <title>{intl.formatMessage({ id: 'events.meta.title', defaultMessage: 'Food waste events in the UAE | Batala' })}</title>
      <section className={styles.hero} aria-labelledby="events-title">
        <div className={`container ${styles.heroInner}`}>
          <div className={styles.heroText}>
            <p className={styles.eyebrow}>
              <FormattedMessage id="events.hero.eyebrow" defaultMessage="Learn, meet and act together" />
            </p>
            <h1 id="events-title" className={styles.title}>
              <FormattedMessage id="events.title" defaultMessage="Events" />
            </h1>
            <p className={styles.subtitle}>
              <FormattedMessage
                id="events.hero.subtitle"
                defaultMessage="Workshops, masterclasses and community days on cutting food waste and keeping food safe across the UAE. Join one, or submit your own for review."
              />
            </p>
          </div>
          <div className={styles.art} aria-hidden="true">
            <svg viewBox="0 0 200 200" className={styles.artSvg} focusable="false">
              <circle cx="100" cy="100" r="92" className={styles.artRing} />
              <rect x="46" y="52" width="108" height="100" rx="14" className={styles.artCard} />
              <path d="M46 80h108" className={styles.artLine} />
              <path d="M74 40v24M126 40v24" className={styles.artPin} />
              <circle cx="76" cy="104" r="7" className={styles.artDot} />
              <circle cx="100" cy="104" r="7" className={styles.artDotSoft} />
              <circle cx="124" cy="104" r="7" className={styles.artDotSoft} />
              <circle cx="76" cy="128" r="7" className={styles.artDotSoft} />
              <path d="M92 128c0-9 6-15 16-17 0 9-6 15-16 17z" className={styles.artLeaf} />
            </svg>
          </div>
        </div>
      </section>
      <div className={`container ${styles.body}`}>
        <Suspense fallback={<TabsFallback />}>
          <EventsTabs />
        </Suspense>
      </div>
    </>
  );
}
