// Events moderation (/admin/events, spec §2): search (title, description, city, organizer) and a
// status filter on the server, a count badge, a card per event with every field, and the moves
// the spec allows: Approve or Reject a pending event, Feature an approved one, each with an
// optional note for the record.
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';

import { cityMessages, parseCity } from '../../../components/answer/options';
import { CalendarIcon, CheckIcon, StarIcon, XIcon } from '../../../components/ui/icons';
import { toast } from '../../../components/ui/toast';
import { formatNumber } from '../../../lib/format';
import { useUnauthorizedRedirect } from '../api/unauthorized';
import { Button } from '../components/button';
import { ConfirmDialog } from '../components/confirm-dialog';
import { EmptyState } from '../components/empty-state';
import { ErrorState } from '../components/error-state';
import { Toolbar } from '../components/field';
import { FilterSelect } from '../components/filter-select';
import { LoadingState } from '../components/loading-state';
import { NoteField } from '../components/note-field';
import { untyped } from '../components/messages';
import { PageHeader } from '../components/page-header';
import { SearchInput } from '../components/search-input';
import { StatusBadge } from '../components/status-badge';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import {
  EVENT_STATUSES,
  changeEventStatus,
  movesFrom,
  useAdminEvents,
  useRefreshEvents,
  type AdminEvent,
  type EventMove,
  type EventStatusFilter,
} from './api';
import { eventStatusMessages, eventStatusTones, eventTypeMessages } from './messages';
import styles from './events-admin-page.module.css';

const messages = untyped(
  defineMessages({
    title: { id: 'admin.events.title', defaultMessage: 'Events' },
    subtitle: { id: 'admin.events.subtitle', defaultMessage: 'Review events submitted by the public: approve, reject or feature them.' },
    search: { id: 'admin.events.search', defaultMessage: 'Search title, description, city or organizer' },
    searchLabel: { id: 'admin.events.searchLabel', defaultMessage: 'Search events' },
    statusFilter: { id: 'admin.events.filter.status', defaultMessage: 'Status' },
    all: { id: 'admin.events.filter.all', defaultMessage: 'All statuses' },
    count: { id: 'admin.events.count', defaultMessage: '{count, plural, one {# event} other {# events}}' },
    loading: { id: 'admin.events.loading', defaultMessage: 'Loading events...' },
    error: { id: 'admin.events.error', defaultMessage: 'Error loading events. Please try again.' },
    emptyTitle: { id: 'admin.events.empty.title', defaultMessage: 'No events' },
    emptyFiltered: { id: 'admin.events.empty.filtered', defaultMessage: 'No events match your search criteria.' },
    emptyNone: { id: 'admin.events.empty.none', defaultMessage: 'No events have been submitted yet.' },
    clearFilters: { id: 'admin.events.clearFilters', defaultMessage: 'Clear Filters' },
    organizer: { id: 'admin.events.field.organizer', defaultMessage: 'Organizer' },
    email: { id: 'admin.events.field.email', defaultMessage: 'Organizer e-mail' },
    phone: { id: 'admin.events.field.phone', defaultMessage: 'Phone' },
    location: { id: 'admin.events.field.location', defaultMessage: 'Location' },
    attendees: { id: 'admin.events.field.attendees', defaultMessage: 'Expected attendees' },
    focus: { id: 'admin.events.field.focus', defaultMessage: 'Food waste focus' },
    notes: { id: 'admin.events.field.notes', defaultMessage: 'Admin notes' },
    submitted: { id: 'admin.events.field.submitted', defaultMessage: 'Submitted' },
    approvedAt: { id: 'admin.events.field.approved', defaultMessage: 'Approved' },
    approvedBy: { id: 'admin.events.field.approvedBy', defaultMessage: '{date} by {name}' },
    website: { id: 'admin.events.field.website', defaultMessage: 'Website' },
    registration: { id: 'admin.events.field.registration', defaultMessage: 'Registration' },
    notSet: { id: 'admin.events.field.notSet', defaultMessage: 'Not set' },
    approve: { id: 'admin.events.action.approve', defaultMessage: 'Approve' },
    reject: { id: 'admin.events.action.reject', defaultMessage: 'Reject' },
    feature: { id: 'admin.events.action.feature', defaultMessage: 'Feature' },
    approveTitle: { id: 'admin.events.confirm.approveTitle', defaultMessage: 'Approve this event?' },
    rejectTitle: { id: 'admin.events.confirm.rejectTitle', defaultMessage: 'Reject this event?' },
    featureTitle: { id: 'admin.events.confirm.featureTitle', defaultMessage: 'Feature this event?' },
    approveText: { id: 'admin.events.confirm.approveText', defaultMessage: '"{title}" will be published on the events page.' },
    rejectText: { id: 'admin.events.confirm.rejectText', defaultMessage: '"{title}" will not be published. This cannot be undone.' },
    featureText: { id: 'admin.events.confirm.featureText', defaultMessage: '"{title}" will be highlighted at the top of the events page.' },
    noteLabel: { id: 'admin.events.confirm.note', defaultMessage: 'Admin note (optional)' },
    noteHint: { id: 'admin.events.confirm.noteHint', defaultMessage: 'Kept with the event for the team; never shown publicly.' },
    updatedTitle: { id: 'admin.events.toast.updated', defaultMessage: 'Event Updated' },
    updatedText: { id: 'admin.events.toast.updatedText', defaultMessage: '"{title}" is now {status}.' },
    errorTitle: { id: 'admin.toast.error', defaultMessage: 'Error' },
    failed: { id: 'admin.events.toast.failed', defaultMessage: 'Failed to update event status.' },
  }),
);

const MOVE_LABEL = { approved: messages.approve, rejected: messages.reject, featured: messages.feature } as const;
const MOVE_TITLE = { approved: messages.approveTitle, rejected: messages.rejectTitle, featured: messages.featureTitle } as const;
const MOVE_TEXT = { approved: messages.approveText, rejected: messages.rejectText, featured: messages.featureText } as const;
const MOVE_VARIANT = { approved: 'success', rejected: 'danger', featured: 'primary' } as const;
const MOVE_ICON = { approved: <CheckIcon />, rejected: <XIcon />, featured: <StarIcon /> } as const;

interface PendingMove {
  event: AdminEvent;
  move: EventMove;
  note: string;
  busy: boolean;
}

export function EventsAdminPage() {
  const intl = useIntl();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<EventStatusFilter>('all');
  const q = useDebouncedValue(search, 300);
  const events = useAdminEvents(status, q);
  const refresh = useRefreshEvents();
  const redirectIfSignedOut = useUnauthorizedRedirect();
  const [pending, setPending] = useState<PendingMove | null>(null);

  const filtered = status !== 'all' || q.trim() !== '';
  const list = events.data ?? [];

  const statusOptions = [
    { value: 'all' as const, label: intl.formatMessage(messages.all) },
    ...EVENT_STATUSES.map((value) => ({ value, label: intl.formatMessage(eventStatusMessages[value]) })),
  ];

  const confirm = async () => {
    if (!pending) return;
    setPending({ ...pending, busy: true });
    try {
      const updated = await changeEventStatus(pending.event.id, pending.move, pending.note);
      toast({
        title: intl.formatMessage(messages.updatedTitle),
        description: intl.formatMessage(messages.updatedText, {
          title: updated.title,
          status: intl.formatMessage(eventStatusMessages[updated.status]),
        }),
        variant: 'success',
      });
      setPending(null);
      await refresh();
    } catch (error) {
      setPending(null);
      if (redirectIfSignedOut(error)) return;
      toast({
        title: intl.formatMessage(messages.errorTitle),
        description: intl.formatMessage(messages.failed),
        variant: 'destructive',
      });
    }
  };

  const clear = () => {
    setSearch('');
    setStatus('all');
  };

  return (
    <>
      <PageHeader
        title={intl.formatMessage(messages.title)}
        subtitle={intl.formatMessage(messages.subtitle)}
        actions={
          events.data && <StatusBadge tone="info">{intl.formatMessage(messages.count, { count: list.length })}</StatusBadge>
        }
      />
      <Toolbar>
        <div className={styles.searchCell}>
          <SearchInput
            value={search}
            onChange={setSearch}
            label={intl.formatMessage(messages.searchLabel)}
            placeholder={intl.formatMessage(messages.search)}
          />
        </div>
        <FilterSelect label={intl.formatMessage(messages.statusFilter)} value={status} onChange={setStatus} options={statusOptions} />
      </Toolbar>

      {events.error ? (
        <ErrorState message={intl.formatMessage(messages.error)} onRetry={() => void events.mutate()} />
      ) : !events.data ? (
        <LoadingState label={intl.formatMessage(messages.loading)} />
      ) : list.length === 0 ? (
        <EmptyState
          icon={<CalendarIcon size={28} />}
          title={intl.formatMessage(messages.emptyTitle)}
          description={intl.formatMessage(filtered ? messages.emptyFiltered : messages.emptyNone)}
          action={
            filtered && (
              <Button variant="secondary" onClick={clear}>
                {intl.formatMessage(messages.clearFilters)}
              </Button>
            )
          }
        />
      ) : (
        <ul className={styles.list}>
          {list.map((event) => (
            <li key={event.id}>
              <EventCard event={event} onMove={(move) => setPending({ event, move, note: '', busy: false })} />
            </li>
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open && !pending?.busy) setPending(null);
        }}
        title={pending ? intl.formatMessage(MOVE_TITLE[pending.move]) : ''}
        description={pending ? intl.formatMessage(MOVE_TEXT[pending.move], { title: pending.event.title }) : ''}
        confirmLabel={pending ? intl.formatMessage(MOVE_LABEL[pending.move]) : ''}
        destructive={pending?.move === 'rejected'}
        pending={pending?.busy ?? false}
        onConfirm={() => void confirm()}
      >
        {pending && (
          <NoteField
            label={intl.formatMessage(messages.noteLabel)}
            hint={intl.formatMessage(messages.noteHint)}
            value={pending.note}
            disabled={pending.busy}
            onChange={(note) => setPending({ ...pending, note })}
          />
        )}
      </ConfirmDialog>
    </>
  );
}

function EventCard({ event, onMove }: { event: AdminEvent; onMove: (move: EventMove) => void }) {
  const intl = useIntl();
  const city = parseCity(event.city);
  const dateTime = (value: string) =>
    intl.formatDate(value, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Asia/Dubai',
    });
  const moves = movesFrom(event.status);
  const notSet = <span className={styles.muted}>{intl.formatMessage(messages.notSet)}</span>;

  return (
    <article className={styles.card} aria-labelledby={`event-${event.id}`}>
      <header className={styles.cardHeader}>
        <div className={styles.titleBlock}>
          <h2 id={`event-${event.id}`} className={styles.cardTitle} dir="auto">
            {event.title}
          </h2>
          <p className={styles.meta}>
            <span>{intl.formatMessage(eventTypeMessages[event.event_type])}</span>
            <span aria-hidden="true">·</span>
            <span>{city ? intl.formatMessage(cityMessages[city]) : event.city}</span>
            <span aria-hidden="true">·</span>
            <time dateTime={event.event_date}>{dateTime(event.event_date)}</time>
          </p>
        </div>
        <StatusBadge tone={eventStatusTones[event.status]}>{intl.formatMessage(eventStatusMessages[event.status])}</StatusBadge>
      </header>

      <p className={styles.description} dir="auto">{event.description}</p>

      <dl className={styles.details}>
        <div>
          <dt>{intl.formatMessage(messages.organizer)}</dt>
          <dd>
            <bdi>{event.organizer_name}</bdi>
            {event.organization && (
              <span className={styles.muted}>
                {' · '}
                <bdi>{event.organization}</bdi>
              </span>
            )}
          </dd>
        </div>
        <div>
          <dt>{intl.formatMessage(messages.email)}</dt>
          <dd>
            <a href={`mailto:${event.organizer_email}`} dir="ltr">
              {event.organizer_email}
            </a>
          </dd>
        </div>
        {event.organizer_phone && (
          <div>
            <dt>{intl.formatMessage(messages.phone)}</dt>
            <dd>
              <span dir="ltr">{event.organizer_phone}</span>
            </dd>
          </div>
        )}
        <div>
          <dt>{intl.formatMessage(messages.location)}</dt>
          <dd dir="auto">{event.location}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(messages.attendees)}</dt>
          <dd>{event.expected_attendees != null ? formatNumber(intl, event.expected_attendees) : notSet}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(messages.submitted)}</dt>
          <dd>{dateTime(event.created_at)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(messages.approvedAt)}</dt>
          <dd>
            {event.approved_at
              ? event.approved_by
                ? intl.formatMessage(messages.approvedBy, { date: dateTime(event.approved_at), name: event.approved_by })
                : dateTime(event.approved_at)
              : notSet}
          </dd>
        </div>
        <div className={styles.wide}>
          <dt>{intl.formatMessage(messages.focus)}</dt>
          <dd dir="auto">{event.food_waste_focus}</dd>
        </div>
        <div className={styles.wide}>
          <dt>{intl.formatMessage(messages.notes)}</dt>
          <dd>{event.admin_notes?.trim() ? <span dir="auto">{event.admin_notes}</span> : notSet}</dd>
        </div>
        {(event.website_url || event.registration_url) && (
          <div className={styles.wide}>
            <dt>{intl.formatMessage(messages.website)}</dt>
            <dd className={styles.links}>
              {event.website_url && (
                <a href={event.website_url} target="_blank" rel="noopener noreferrer" dir="ltr">
                  {event.website_url}
                </a>
              )}
              {event.registration_url && (
                <a href={event.registration_url} target="_blank" rel="noopener noreferrer">
                  {intl.formatMessage(messages.registration)}
                </a>
              )}
            </dd>
          </div>
        )}
      </dl>

      {moves.length > 0 && (
        <footer className={styles.actions}>
          {moves.map((move) => (
            <Button key={move} variant={MOVE_VARIANT[move]} size="sm" icon={MOVE_ICON[move]} onClick={() => onMove(move)}>
              {intl.formatMessage(MOVE_LABEL[move])}
            </Button>
          ))}
        </footer>
      )}
    </article>
  );
}
