// One upcoming event: when and where, seats, price, instructor, topics, and the ways to act on
// it (register or ask for a custom training by e-mail to the organiser; add it to a calendar
// with the .ics file the server writes).
import { useId } from 'react';
import { FormattedMessage, defineMessages, useIntl, type MessageDescriptor } from 'react-intl';

import { DownloadNarrowIcon, MailIcon, UserIcon } from '../../../components/ui/icons';
import { formatAed, formatNumber } from '../../../lib/format';
import { eventCalendarPath, type EventView } from '../api/use-events';
import { buildMailto } from '../lib/mailto';
import { eventDate, eventShortDate, eventTimeRange } from '../lib/format-event';
import { EventBadges, EventMeta } from './event-parts';
import styles from './events.module.css';

type Key =
  | 'registerSubject'
  | 'registerIntro'
  | 'trainingSubject'
  | 'trainingIntro'
  | 'greeting'
  | 'name'
  | 'organization'
  | 'phone'
  | 'places'
  | 'teamSize'
  | 'preferredDates'
  | 'location'
  | 'thanks'
  | 'seatsLabel';

// Typed loosely: react-intl's typed descriptors refuse values their text names. The mail bodies
// are built line by line, so every catalogue keeps one line per message.
const messages: Record<Key, MessageDescriptor> = defineMessages({
  registerSubject: { id: 'events.upcoming.register.subject', defaultMessage: 'Registration: {title} ({date})' },
  registerIntro: {
    id: 'events.upcoming.register.intro',
    defaultMessage: 'I would like to register for "{title}" on {date}, {time}, at {location}.',
  },
  trainingSubject: { id: 'events.upcoming.training.subject', defaultMessage: 'Custom training request: {title}' },
  trainingIntro: {
    id: 'events.upcoming.training.intro',
    defaultMessage: 'We are interested in a custom training for our team, based on "{title}" ({date}).',
  },
  greeting: { id: 'events.mail.greeting', defaultMessage: 'Hello,' },
  name: { id: 'events.mail.name', defaultMessage: 'Name:' },
  organization: { id: 'events.mail.organization', defaultMessage: 'Organization:' },
  phone: { id: 'events.mail.phone', defaultMessage: 'Phone:' },
  places: { id: 'events.mail.places', defaultMessage: 'Number of places:' },
  teamSize: { id: 'events.mail.teamSize', defaultMessage: 'Team size:' },
  preferredDates: { id: 'events.mail.preferredDates', defaultMessage: 'Preferred dates:' },
  location: { id: 'events.mail.location', defaultMessage: 'Location:' },
  thanks: { id: 'events.mail.thanks', defaultMessage: 'Thank you.' },
  seatsLabel: { id: 'events.upcoming.seats.label', defaultMessage: 'Places taken' },
});

export function UpcomingEventCard({ event }: { event: EventView }) {
  const intl = useIntl();
  const titleId = useId();
  const date = eventDate(intl, event.event_date);
  const shortDate = eventShortDate(intl, event.event_date);
  const time = eventTimeRange(intl, event.event_date, event.ends_at);
  const t = (key: Key) => intl.formatMessage(messages[key]);

  const register = buildMailto({
    to: event.organizer_email,
    subject: intl.formatMessage(messages.registerSubject, { title: event.title, date: shortDate }),
    body: [
      t('greeting'),
      '',
      intl.formatMessage(messages.registerIntro, { title: event.title, date, time, location: event.location }),
      '',
      t('name'),
      t('organization'),
      t('phone'),
      t('places'),
      '',
      t('thanks'),
    ].join('\n'),
  });
  const training = buildMailto({
    to: event.organizer_email,
    subject: intl.formatMessage(messages.trainingSubject, { title: event.title }),
    body: [
      t('greeting'),
      '',
      intl.formatMessage(messages.trainingIntro, { title: event.title, date: shortDate }),
      '',
      t('organization'),
      t('teamSize'),
      t('preferredDates'),
      t('location'),
      '',
      t('thanks'),
    ].join('\n'),
  });

  const capacity = event.capacity ?? null;
  const registered = Math.min(event.registered ?? 0, capacity ?? Infinity);
  const left = capacity === null ? null : Math.max(capacity - registered, 0);
  const price = event.price_aed ?? null;

  return (
    <article className={`card ${styles.card}`} aria-labelledby={titleId}>
      <div className={styles.cardTop}>
        <EventBadges event={event} />
        {price !== null && (
          <span className={`${styles.price} ${price === 0 ? styles.priceFree : ''}`}>
            {price === 0 ? (
              <FormattedMessage id="events.upcoming.free" defaultMessage="Free" />
            ) : (
              formatAed(intl, price, Number.isInteger(price) ? 0 : 2)
            )}
          </span>
        )}
      </div>

      <h3 id={titleId} className={styles.cardTitle} dir="auto">
        {event.title}
      </h3>
      <p className={styles.description} dir="auto">
        {event.description}
      </p>

      <EventMeta event={event} date={date} time={time} />

      {event.instructor && (
        <p className={styles.instructor}>
          <UserIcon />
          <span>
            <FormattedMessage
              id="events.upcoming.instructor"
              defaultMessage="Instructor: {name}"
              values={{ name: <bdi className={styles.strong}>{event.instructor}</bdi> }}
            />
          </span>
        </p>
      )}

      {capacity !== null && left !== null && (
        <div className={styles.seats}>
          <div className={styles.seatsLine}>
            <span>
              <FormattedMessage
                id="events.upcoming.registered"
                defaultMessage="{registered} / {capacity} registered"
                values={{ registered: formatNumber(intl, registered), capacity: formatNumber(intl, capacity) }}
              />
            </span>
            <span className={left === 0 ? styles.full : styles.left}>
              {left === 0 ? (
                <FormattedMessage id="events.upcoming.full" defaultMessage="Fully booked" />
              ) : (
                <FormattedMessage
                  id="events.upcoming.seatsLeft"
                  defaultMessage="{count, plural, one {# seat left} other {# seats left}}"
                  values={{ count: left }}
                />
              )}
            </span>
          </div>
          <div
            className={styles.bar}
            role="progressbar"
            aria-label={intl.formatMessage(messages.seatsLabel)}
            aria-valuemin={0}
            aria-valuemax={capacity}
            aria-valuenow={registered}
            aria-valuetext={`${formatNumber(intl, registered)} / ${formatNumber(intl, capacity)}`}
          >
            <span className={styles.barFill} style={{ inlineSize: `${capacity ? (registered / capacity) * 100 : 0}%` }} />
          </div>
        </div>
      )}

      {event.topics.length > 0 && (
        <div className={styles.topics}>
          <h4 className={styles.subheading}>
            <FormattedMessage id="events.upcoming.topics" defaultMessage="Topics" />
          </h4>
          <ul className={styles.chips}>
            {event.topics.map((topic) => (
              <li key={topic} className={styles.chip} dir="auto">
                {topic}
              </li>
            ))}
          </ul>
        </div>
      )}

      <div className={styles.actions}>
        <a className="button" href={register} aria-describedby={titleId}>
          <MailIcon />
          <FormattedMessage id="events.upcoming.register" defaultMessage="Register Now" />
        </a>
        <a
          className="button button-secondary"
          href={training}
          aria-describedby={titleId}
        >
          <FormattedMessage id="events.upcoming.training" defaultMessage="Request Custom Training" />
        </a>
        <a
          className={`button button-ghost ${styles.calendarButton}`}
          href={eventCalendarPath(event.id, intl.locale)}
          download
          aria-describedby={titleId}
        >
          <DownloadNarrowIcon />
          <FormattedMessage id="events.upcoming.calendar" defaultMessage="Add to calendar" />
        </a>
      </div>
    </article>
  );
}
