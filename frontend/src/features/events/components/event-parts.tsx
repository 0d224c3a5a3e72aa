// Pieces both kinds of event card share: the type and featured badges, and when/where.
import { FormattedMessage, useIntl } from 'react-intl';

import { CalendarIcon, ClockIcon, PinIcon, SparkleIcon } from '../../../components/ui/icons';
import type { EventView } from '../api/use-events';
import { cityName, eventTypeName } from './messages';
import styles from './events.module.css';

export function EventBadges({ event }: { event: EventView }) {
  const intl = useIntl();
  return (
    <div className={styles.badges}>
      <span className={styles.typeBadge}>{eventTypeName(intl, event.event_type)}</span>
      {event.featured && (
        <span className={styles.featuredBadge}>
          <SparkleIcon size={14} />
          <FormattedMessage id="events.badge.featured" defaultMessage="Featured" />
        </span>
      )}
    </div>
  );
}

/** True when the location already ends with the emirate ("Emirates Palace, Abu Dhabi"). */
function namesCity(location: string, city: string): boolean {
  return location.trim().toLowerCase().endsWith(city.replace(/_/g, ' '));
}

export function EventMeta({ event, date, time }: { event: EventView; date: string; time: string }) {
  const intl = useIntl();
  const city = cityName(intl, event.city);
  const showCity = !namesCity(event.location, event.city);
  return (
    <dl className={styles.meta}>
      <div className={styles.metaItem}>
        <dt>
          <CalendarIcon />
          <span className="visually-hidden">
            <FormattedMessage id="events.meta.date" defaultMessage="Date" />
          </span>
        </dt>
        <dd>{date}</dd>
      </div>
      <div className={styles.metaItem}>
        <dt>
          <ClockIcon />
          <span className="visually-hidden">
            <FormattedMessage id="events.meta.time" defaultMessage="Time" />
          </span>
        </dt>
        <dd>
          <FormattedMessage id="events.meta.timeValue" defaultMessage="{time} (UAE time)" values={{ time }} />
        </dd>
      </div>
      <div className={styles.metaItem}>
        <dt>
          <PinIcon />
          <span className="visually-hidden">
            <FormattedMessage id="events.meta.location" defaultMessage="Location" />
          </span>
        </dt>
        <dd>
          {showCity ? (
            <FormattedMessage
              id="events.meta.locationValue"
              defaultMessage="{location}, {city}"
              values={{ location: <bdi>{event.location}</bdi>, city }}
            />
          ) : (
            <bdi>{event.location}</bdi>
          )}
        </dd>
      </div>
    </dl>
  );
}
