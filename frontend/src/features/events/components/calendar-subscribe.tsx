// A standing invitation above the upcoming events: subscribe to the server's feed of upcoming
// events (webcal:// opens the visitor's calendar app), or copy its address for a calendar that
// adds subscriptions by URL.
import { FormattedMessage, useIntl } from 'react-intl';

import { copyText } from '../../../components/answer/copy-text';
import { CalendarIcon, LinkIcon } from '../../../components/ui/icons';
import { toast } from '../../../components/ui/toast';
import { eventsFeedUrl } from '../api/use-events';
import styles from './events.module.css';

export function CalendarSubscribe() {
  const intl = useIntl();
  const feed = eventsFeedUrl(window.location.origin, intl.locale);
  const webcal = feed.replace(/^https?:/, 'webcal:');

  const copyFeed = async () => {
    try {
      await copyText(feed);
      toast({
        title: intl.formatMessage({ id: 'events.subscribe.copied', defaultMessage: 'Calendar link copied' }),
        description: intl.formatMessage({
          id: 'events.subscribe.copiedText',
          defaultMessage: 'Paste it where your calendar adds a calendar from a URL.',
        }),
        variant: 'success',
      });
    } catch {
      toast({
        title: intl.formatMessage({ id: 'share.copyFailed.title', defaultMessage: 'Error' }),
        description: intl.formatMessage({ id: 'share.copyFailed.message', defaultMessage: 'Failed to copy link' }),
        variant: 'destructive',
      });
    }
  };

  return (
    <aside className={styles.subscribe} aria-labelledby="events-subscribe-title">
      <span className={styles.subscribeIcon} aria-hidden="true">
        <CalendarIcon />
      </span>
      <div className={styles.subscribeText}>
        <h2 id="events-subscribe-title" className={styles.subscribeTitle}>
          <FormattedMessage id="events.subscribe.title" defaultMessage="Follow our events in your calendar" />
        </h2>
        <p className={styles.subscribeHint}>
          <FormattedMessage
            id="events.subscribe.text"
            defaultMessage="Subscribe once: new events appear in your calendar as soon as our team approves them, in UAE time."
          />
        </p>
      </div>
      <div className={styles.subscribeActions}>
        <a className="button button-secondary" href={webcal}>
          <CalendarIcon />
          <FormattedMessage id="events.subscribe.action" defaultMessage="Subscribe" />
        </a>
        <button type="button" className={`button button-ghost ${styles.calendarButton}`} onClick={() => void copyFeed()}>
          <LinkIcon />
          <FormattedMessage id="events.subscribe.copy" defaultMessage="Copy calendar link" />
        </button>
      </div>
    </aside>
  );
}
