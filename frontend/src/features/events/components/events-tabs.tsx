// The three tabs of /events (radix Tabs), the chosen one kept in the address (?tab=past) so it
// can be linked. Loaded as its own chunk by the page.
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { FormattedMessage, defineMessages, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { Tabs } from 'radix-ui';

import { CalendarIcon, CheckRingIcon, SparkleIcon } from '../../../components/ui/icons';
import { CalendarSubscribe } from './calendar-subscribe';
import { EventList } from './event-list';
import { PastEventCard } from './past-event-card';
import { SubmitEventForm } from './submit-event-form';
import { UpcomingEventCard } from './upcoming-event-card';
import styles from './events.module.css';

export const TABS = ['upcoming', 'past', 'submit'] as const;
export type Tab = (typeof TABS)[number];
const DEFAULT_TAB: Tab = 'upcoming';

const tabMessages = defineMessages({
  upcoming: { id: 'events.tab.upcoming', defaultMessage: 'Upcoming Events' },
  past: { id: 'events.tab.past', defaultMessage: 'Past Events' },
  submit: { id: 'events.tab.submit', defaultMessage: 'Submit Event' },
  label: { id: 'events.tab.label', defaultMessage: 'Events' },
});

const tabIcons: Record<Tab, ReactNode> = {
  upcoming: <CalendarIcon />,
  past: <CheckRingIcon />,
  submit: <SparkleIcon />,
};

function isTab(value: string | null): value is Tab {
  return (TABS as readonly (string | null)[]).includes(value);
}

export default function EventsTabs() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: Tab = isTab(raw) ? raw : DEFAULT_TAB;
  const listRef = useRef<HTMLDivElement>(null);

  const select = useCallback(
    (next: string) => {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === DEFAULT_TAB) updated.delete('tab');
          else updated.set('tab', next);
          return updated;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );

  // After a submission the page returns to Upcoming: bring the tabs back into view.
  const backToUpcoming = useCallback(() => {
    select('upcoming');
    listRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [select]);

  // A link with an unknown tab shows the default one; tidy the address to match.
  useEffect(() => {
    if (raw !== null && !isTab(raw)) select(DEFAULT_TAB);
  }, [raw, select]);

  const dir = intl.locale.startsWith('ar') ? 'rtl' : 'ltr';

  return (
    <Tabs.Root value={tab} onValueChange={select} dir={dir} className={styles.tabs}>
      <Tabs.List ref={listRef} className={styles.tabList} aria-label={intl.formatMessage(tabMessages.label)}>
        {TABS.map((value) => (
          <Tabs.Trigger key={value} value={value} className={styles.tabTrigger}>
            <span className={styles.tabIcon}>{tabIcons[value]}</span>
            <span>{intl.formatMessage(tabMessages[value])}</span>
          </Tabs.Trigger>
        ))}
      </Tabs.List>

      <Tabs.Content value="upcoming" className={styles.panel}>
        <CalendarSubscribe />
        <EventList
          when="upcoming"
          renderCard={(event) => <UpcomingEventCard event={event} />}
          empty={
            <>
              <p className={styles.stateTitle}>
                <FormattedMessage id="events.upcoming.empty" defaultMessage="No upcoming events" />
              </p>
              <p className={styles.stateText}>
                <FormattedMessage
                  id="events.upcoming.emptyText"
                  defaultMessage="New events appear here once our team has approved them. Organizing one?"
                />
              </p>
              <button type="button" className="button button-secondary" onClick={() => select('submit')}>
                <FormattedMessage id="events.upcoming.emptyAction" defaultMessage="Submit an event" />
              </button>
            </>
          }
        />
      </Tabs.Content>

      <Tabs.Content value="past" className={styles.panel}>
        <EventList
          when="past"
          renderCard={(event) => <PastEventCard event={event} />}
          empty={
            <p className={styles.stateTitle}>
              <FormattedMessage id="events.past.empty" defaultMessage="No past events yet" />
            </p>
          }
        />
      </Tabs.Content>

      <Tabs.Content value="submit" className={styles.panel}>
        <SubmitEventForm onSubmitted={backToUpcoming} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
