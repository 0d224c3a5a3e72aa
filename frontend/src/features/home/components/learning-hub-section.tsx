import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { useHoldHashTarget } from './calculator/use-hold-hash-target';
import styles from './learning-hub-section.module.css';

// Below the fold: the hub (its tabs, the quiz bank, the challenges and the vendor directory) is
// loaded only when the section comes near the screen, each tab's content as a chunk of its own.
const LearningHub = lazy(() => import('../../learn/learning-hub'));

/** True once the element is within a screen or so of the viewport (at once without IntersectionObserver). */
function useNearViewport(ref: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref]);
  return near;
}

function HubSkeleton() {
  const intl = useIntl();
  return (
    <div
      className={styles.skeleton}
      role="status"
      aria-label={intl.formatMessage({ id: 'home.engagement.loading', defaultMessage: 'Loading the Learning Hub…' })}
    >
      <span className={styles.skeletonTabs} />
      <span className={styles.skeletonPanel} />
    </div>
  );
}

/** Anchor `engagement`: the learning hub with its three tabs, Knowledge Quiz, Challenges and Local Vendors. */
export function LearningHubSection() {
  const ref = useRef<HTMLElement>(null);
  useHoldHashTarget(ref);
  const near = useNearViewport(ref);
  return (
    <section ref={ref} id="engagement" className="section" aria-labelledby="engagement-title">
      <div className="container">
        <h2 id="engagement-title" className="section-title">
          <FormattedMessage id="home.engagement.title" defaultMessage="Learning Hub" />
        </h2>
        <p className="section-lead">
          <FormattedMessage
            id="home.engagement.lead"
            defaultMessage="Build food-saving habits: test your knowledge, take on a challenge and find local partners for your surplus."
          />
        </p>
        {near ? (
          <Suspense fallback={<HubSkeleton />}>
            <LearningHub />
          </Suspense>
        ) : (
          <HubSkeleton />
        )}
      </div>
    </section>
  );
}
