// A tab's list of events, with its loading, empty and error states.
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { CalendarIcon } from '../../../components/ui/icons';
import { useEvents, type EventView, type When } from '../api/use-events';
import styles from './events.module.css';

interface Props {
  when: When;
  renderCard: (event: EventView) => ReactNode;
  empty: ReactNode;
}

function Skeleton() {
  return (
    <div className={`card ${styles.card} ${styles.skeleton}`} aria-hidden="true">
      <span className={styles.skeletonLine} style={{ inlineSize: '30%' }} />
      <span className={styles.skeletonTitle} />
      <span className={styles.skeletonLine} />
      <span className={styles.skeletonLine} style={{ inlineSize: '85%' }} />
      <span className={styles.skeletonLine} style={{ inlineSize: '60%' }} />
    </div>
  );
}

export function EventList({ when, renderCard, empty }: Props) {
  const intl = useIntl();
  const { data, error, isLoading, mutate } = useEvents(when);

  if (error && !data) {
    return (
      <div className={`card ${styles.state}`} role="alert">
        <p className={styles.stateTitle}>
          <FormattedMessage id="events.list.errorTitle" defaultMessage="We could not load the events" />
        </p>
        <p className={styles.stateText}>
          <FormattedMessage id="events.list.errorText" defaultMessage="Please check your connection and try again." />
        </p>
        <button type="button" className="button button-secondary" onClick={() => void mutate()}>
          <FormattedMessage id="events.list.retry" defaultMessage="Try again" />
        </button>
      </div>
    );
  }

  if (isLoading || !data) {
    return (
      <div className={styles.list} aria-busy="true">
        <p role="status" className="visually-hidden">
          {intl.formatMessage({ id: 'events.list.loading', defaultMessage: 'Loading events…' })}
        </p>
        <Skeleton />
        <Skeleton />
      </div>
    );
  }

  if (data.length === 0) {
    return (
      <div className={`card ${styles.state}`}>
        <span className={styles.stateIcon}>
          <CalendarIcon size={28} />
        </span>
        {empty}
      </div>
    );
  }

  return (
    <ul className={`${styles.list} ${when === 'past' ? styles.listPast : ''}`} role="list">
      {data.map((event) => (
        <li key={event.id} className={styles.listItem}>
          {renderCard(event)}
        </li>
      ))}
    </ul>
  );
}
