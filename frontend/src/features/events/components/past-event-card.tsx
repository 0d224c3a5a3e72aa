// One past event: what it was, how many came, how participants rated it and what it achieved.
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { CheckRingIcon, PartialStarIcon, UsersIcon } from '../../../components/ui/icons';
import { formatNumber } from '../../../lib/format';
import type { EventView } from '../api/use-events';
import { eventDate, eventTimeRange } from '../lib/format-event';
import { EventBadges, EventMeta } from './event-parts';
import styles from './events.module.css';

export const RATING_MAX = 5;

export function Rating({ value }: { value: number }) {
  const intl = useIntl();
  const shown = formatNumber(intl, value, 1);
  const rating = intl.formatNumber(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const max = intl.formatNumber(RATING_MAX, { minimumFractionDigits: 1 });
  return (
    <div className={styles.rating}>
      <span
        className={styles.stars}
        role="img"
        aria-label={intl.formatMessage(
          { id: 'events.past.ratingLabel', defaultMessage: 'Rated {rating} out of {max}' },
          { rating: shown, max: RATING_MAX },
        )}
      >
        {Array.from({ length: RATING_MAX }, (_, index) => (
          <PartialStarIcon key={index} fill={value - index} />
        ))}
      </span>
      <span className={styles.ratingValue} aria-hidden="true">
        <FormattedMessage id="events.past.rating" defaultMessage="{rating} / {max}" values={{ rating, max }} />
      </span>
    </div>
  );
}

export function PastEventCard({ event }: { event: EventView }) {
  const intl = useIntl();
  const titleId = useId();
  const date = eventDate(intl, event.event_date);
  const time = eventTimeRange(intl, event.event_date, event.ends_at);
  const attendance = event.attendance ?? event.expected_attendees ?? null;

  return (
    <article className={`card ${styles.card}`} aria-labelledby={titleId}>
      <div className={styles.cardTop}>
        <EventBadges event={event} />
      </div>
      <h3 id={titleId} className={styles.cardTitle} dir="auto">
        {event.title}
      </h3>
      <p className={styles.description} dir="auto">
        {event.description}
      </p>

      <EventMeta event={event} date={date} time={time} />

      <div className={styles.pastStats}>
        {attendance !== null && (
          <p className={styles.attendance}>
            <UsersIcon />
            <FormattedMessage
              id="events.past.attendance"
              defaultMessage="{count, plural, one {# participant} other {# participants}}"
              values={{ count: attendance }}
            />
          </p>
        )}
        {event.rating !== null && event.rating !== undefined && <Rating value={event.rating} />}
      </div>

      {event.highlights.length > 0 && (
        <div className={styles.highlights}>
          <h4 className={styles.subheading}>
            <FormattedMessage id="events.past.highlights" defaultMessage="Key achievements" />
          </h4>
          <ul className={styles.highlightList}>
            {event.highlights.map((highlight) => (
              <li key={highlight} dir="auto">
                <CheckRingIcon />
                <span>{highlight}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </article>
  );
}
