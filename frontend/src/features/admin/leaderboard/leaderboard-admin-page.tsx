// Leaderboard admin (/admin/leaderboard, spec §2): venues and their monthly entries. Search across
// venue name, city and period; a venues grid and a period's entries, each with edit and delete;
// Add/Edit Venue and Add/Edit Entry dialogs. Every change refetches the venues and the leaderboard,
// the public home page's copies included.
import { useId, useState } from 'react';
import { FormattedMessage, defineMessages, useIntl } from 'react-intl';

import { cityMessages, parseCity } from '../../../components/answer/options';
import {
  CalendarIcon,
  CupIcon,
  EditIcon,
  LinkIcon,
  MapPinIcon,
  PlusIcon,
  TrashIcon,
} from '../../../components/ui/icons';
import { toast } from '../../../components/ui/toast';
import { formatAed, formatKg, formatNumber, formatScore, periodLabel } from '../../../lib/format';
import { Button } from '../components/button';
import { ConfirmDialog } from '../components/confirm-dialog';
import { EmptyState } from '../components/empty-state';
import { ErrorState } from '../components/error-state';
import { LoadingState } from '../components/loading-state';
import { untyped } from '../components/messages';
import { PageHeader } from '../components/page-header';
import { SearchInput } from '../components/search-input';
import { StatusBadge } from '../components/status-badge';
import { deleteEntry, deleteVenue, useAdminEntries, useAdminPeriods, useAdminVenues, useRefreshLeaderboard, type Entry, type Venue } from './data';
import { EntryDialog, type EntryDialogState } from './entry-dialog';
import { matchesSearch } from './forms';
import { confirmMessages, toastMessages } from './messages';
import { VenueDialog, type VenueDialogState } from './venue-dialog';
import styles from './leaderboard-admin.module.css';

const messages = untyped(defineMessages({
  search: { id: 'admin.leaderboard.search', defaultMessage: 'Search venues, cities or periods' },
  editVenue: { id: 'admin.leaderboard.venue.edit', defaultMessage: 'Edit {name}' },
  deleteVenue: { id: 'admin.leaderboard.venue.delete', defaultMessage: 'Delete {name}' },
  editEntry: { id: 'admin.leaderboard.entry.edit', defaultMessage: 'Edit the entry of {name}, {period}' },
  deleteEntry: { id: 'admin.leaderboard.entry.delete', defaultMessage: 'Delete the entry of {name}, {period}' },
  latest: { id: 'admin.leaderboard.period.latest', defaultMessage: 'Latest period' },
  latestOf: { id: 'admin.leaderboard.period.latestOf', defaultMessage: 'Latest: {period}' },
}));

type Pending<T> = { item: T; busy: boolean } | null;

export function LeaderboardAdminPage() {
  const intl = useIntl();
  const ids = useId();
  const [query, setQuery] = useState('');
  const [period, setPeriod] = useState<string | null>(null);
  const [venueDialog, setVenueDialog] = useState<VenueDialogState>(null);
  const [entryDialog, setEntryDialog] = useState<EntryDialogState>(null);
  const [venueToDelete, setVenueToDelete] = useState<Pending<Venue>>(null);
  const [entryToDelete, setEntryToDelete] = useState<Pending<Entry>>(null);

  const venues = useAdminVenues();
  const periods = useAdminPeriods();
  const entries = useAdminEntries(period);
  const refresh = useRefreshLeaderboard();

  const cityLabel = (city: string) => {
    const code = parseCity(city);
    return code ? intl.formatMessage(cityMessages[code]) : city;
  };
  const shownPeriod = entries.data?.period ?? null;

  const venueList = (venues.data ?? []).filter((venue) => matchesSearch(query, [venue.name, venue.city, cityLabel(venue.city)]));
  const entryList = (entries.data?.leaderboard ?? []).filter((entry) =>
    matchesSearch(query, [entry.venue.name, entry.venue.city, cityLabel(entry.venue.city), entry.period, periodLabel(intl, entry.period)]),
  );

  const periodOptions = [...(periods.data ?? [])];
  if (shownPeriod && !periodOptions.includes(shownPeriod)) periodOptions.unshift(shownPeriod);

  const confirmDeleteVenue = async () => {
    if (!venueToDelete) return;
    setVenueToDelete({ ...venueToDelete, busy: true });
    try {
      await deleteVenue(venueToDelete.item.id);
      toast({ title: intl.formatMessage(toastMessages.venueDeleted), description: venueToDelete.item.name, variant: 'success' });
      setVenueToDelete(null);
      await refresh();
    } catch {
      toast({ title: intl.formatMessage(toastMessages.error), description: intl.formatMessage(toastMessages.venueDeleteFailed), variant: 'destructive' });
      setVenueToDelete(null);
    }
  };

  const confirmDeleteEntry = async () => {
    if (!entryToDelete) return;
    setEntryToDelete({ ...entryToDelete, busy: true });
    try {
      await deleteEntry(entryToDelete.item.id);
      toast({ title: intl.formatMessage(toastMessages.entryDeleted), description: entryToDelete.item.venue.name, variant: 'success' });
      setEntryToDelete(null);
      await refresh();
    } catch {
      toast({ title: intl.formatMessage(toastMessages.error), description: intl.formatMessage(toastMessages.entryDeleteFailed), variant: 'destructive' });
      setEntryToDelete(null);
    }
  };

  let venuesBody;
  if (venues.error && !venues.data) {
    venuesBody = (
      <ErrorState
        message={<FormattedMessage id="admin.leaderboard.venues.error" defaultMessage="Error loading venues. Please try again." />}
        onRetry={() => void venues.mutate()}
      />
    );
  } else if (!venues.data) {
    venuesBody = <LoadingState label={<FormattedMessage id="admin.leaderboard.venues.loading" defaultMessage="Loading venues..." />} />;
  } else if (venueList.length === 0) {
    venuesBody = (
      <EmptyState
        title={<FormattedMessage id="admin.leaderboard.venues.emptyTitle" defaultMessage="No Venues" />}
        description={
          query.trim() ? (
            <FormattedMessage id="admin.leaderboard.venues.noMatch" defaultMessage="No venues match your search criteria." />
          ) : (
            <FormattedMessage id="admin.leaderboard.venues.none" defaultMessage="No venues have been added yet." />
          )
        }
      />
    );
  } else {
    venuesBody = (
      <ul className={styles.venueGrid}>
        {venueList.map((venue) => (
          <li key={venue.id} className={styles.venueCard}>
            <div className={styles.venueText}>
              <h3 className={styles.venueName}>
                <bdi>{venue.name}</bdi>
              </h3>
              <p className={styles.meta}>
                <MapPinIcon size={16} />
                <span>{cityLabel(venue.city)}</span>
              </p>
              {venue.public_page_slug && (
                <p className={`${styles.meta} ${styles.slugRow}`}>
                  <LinkIcon size={16} />
                  <span dir="ltr" className={styles.slug} title={venue.public_page_slug}>
                    {venue.public_page_slug}
                  </span>
                </p>
              )}
            </div>
            <div className={styles.rowActions}>
              <Button
                variant="ghost"
                size="sm"
                iconOnly
                aria-label={intl.formatMessage(messages.editVenue, { name: venue.name })}
                title={intl.formatMessage(messages.editVenue, { name: venue.name })}
                onClick={() => setVenueDialog({ mode: 'edit', venue })}
                icon={<EditIcon size={16} />}
              />
              <Button
                variant="ghost"
                size="sm"
                iconOnly
                className={styles.dangerIcon}
                aria-label={intl.formatMessage(messages.deleteVenue, { name: venue.name })}
                title={intl.formatMessage(messages.deleteVenue, { name: venue.name })}
                onClick={() => setVenueToDelete({ item: venue, busy: false })}
                icon={<TrashIcon size={16} />}
              />
            </div>
          </li>
        ))}
      </ul>
    );
  }

  let entriesBody;
  if (entries.error && !entries.data) {
    entriesBody = (
      <ErrorState
        message={<FormattedMessage id="admin.leaderboard.entries.error" defaultMessage="Error loading leaderboard entries. Please try again." />}
        onRetry={() => void entries.mutate()}
      />
    );
  } else if (!entries.data) {
    entriesBody = (
      <LoadingState label={<FormattedMessage id="admin.leaderboard.entries.loading" defaultMessage="Loading leaderboard entries..." />} />
    );
  } else if (entryList.length === 0) {
    entriesBody = (
      <EmptyState
        icon={<CupIcon size={28} />}
        title={<FormattedMessage id="admin.leaderboard.entries.emptyTitle" defaultMessage="No Entries" />}
        description={
          query.trim() ? (
            <FormattedMessage id="admin.leaderboard.entries.noMatch" defaultMessage="No entries match your search criteria." />
          ) : (
            <FormattedMessage id="admin.leaderboard.entries.none" defaultMessage="No leaderboard entries for this period yet." />
          )
        }
      />
    );
  } else {
    entriesBody = (
      <ul className={`${styles.entryList} ${entries.isLoading ? styles.switching : ''}`} aria-busy={entries.isLoading || undefined}>
        {entryList.map((entry) => {
          const label = periodLabel(intl, entry.period);
          return (
            <li key={entry.id} className={styles.entryRow}>
              <div className={styles.entryHead}>
                {entry.rank != null && (
                  <span className={styles.rank} aria-label={`#${entry.rank}`}>
                    {formatNumber(intl, entry.rank)}
                  </span>
                )}
                <div className={styles.venueText}>
                  <h3 className={styles.venueName}>
                    <bdi>{entry.venue.name}</bdi>
                  </h3>
                  <p className={styles.meta}>
                    <span className={styles.metaItem}>
                      <MapPinIcon size={16} />
                      {cityLabel(entry.venue.city)}
                    </span>
                    <span className={styles.metaItem}>
                      <CalendarIcon size={16} />
                      {label}
                    </span>
                  </p>
                </div>
              </div>
              <dl className={styles.figures}>
                <div>
                  <dt>
                    <FormattedMessage id="admin.leaderboard.entry.kg" defaultMessage="Kg rescued" />
                  </dt>
                  <dd>{formatKg(intl, entry.kg_rescued)}</dd>
                </div>
                <div>
                  <dt>
                    <FormattedMessage id="admin.leaderboard.entry.aed" defaultMessage="AED saved" />
                  </dt>
                  <dd>{formatAed(intl, entry.aed_saved)}</dd>
                </div>
                <div>
                  <dt>
                    <FormattedMessage id="admin.leaderboard.entry.meals" defaultMessage="Meals donated" />
                  </dt>
                  <dd>{formatNumber(intl, entry.meals_donated)}</dd>
                </div>
                <div>
                  <dt>
                    <FormattedMessage id="admin.leaderboard.entry.score" defaultMessage="Batala score" />
                  </dt>
                  <dd>{formatScore(intl, entry.batala_score)}</dd>
                </div>
              </dl>
              <div className={styles.rowActions}>
                <Button
                  variant="ghost"
                  size="sm"
                  iconOnly
                  aria-label={intl.formatMessage(messages.editEntry, { name: entry.venue.name, period: label })}
                  title={intl.formatMessage(messages.editEntry, { name: entry.venue.name, period: label })}
                  onClick={() => setEntryDialog({ mode: 'edit', entry })}
                  icon={<EditIcon size={16} />}
                />
                <Button
                  variant="ghost"
                  size="sm"
                  iconOnly
                  className={styles.dangerIcon}
                  aria-label={intl.formatMessage(messages.deleteEntry, { name: entry.venue.name, period: label })}
                  title={intl.formatMessage(messages.deleteEntry, { name: entry.venue.name, period: label })}
                  onClick={() => setEntryToDelete({ item: entry, busy: false })}
                  icon={<TrashIcon size={16} />}
                />
              </div>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <div className={styles.page}>
      <PageHeader
        title={<FormattedMessage id="admin.leaderboard.title" defaultMessage="Leaderboard Management" />}
        subtitle={
          <FormattedMessage
            id="admin.leaderboard.subtitle"
            defaultMessage="Manage venues and their monthly results on the sustainability leaderboard."
          />
        }
        actions={
          <>
            <Button variant="secondary" icon={<PlusIcon />} onClick={() => setVenueDialog({ mode: 'add' })}>
              <FormattedMessage id="admin.leaderboard.addVenue" defaultMessage="Add Venue" />
            </Button>
            <Button icon={<PlusIcon />} onClick={() => setEntryDialog({ mode: 'add' })} disabled={!venues.data?.length}>
              <FormattedMessage id="admin.leaderboard.addEntry" defaultMessage="Add Entry" />
            </Button>
          </>
        }
      />

      <div className={styles.searchRow}>
        <SearchInput value={query} onChange={setQuery} label={intl.formatMessage(messages.search)} />
      </div>

      <section className={styles.section} aria-labelledby={`${ids}-venues`}>
        <div className={styles.sectionHead}>
          <h2 id={`${ids}-venues`} className={styles.sectionTitle}>
            <FormattedMessage id="admin.leaderboard.venues.title" defaultMessage="Venues" />
          </h2>
          {venues.data && <StatusBadge tone="info">{formatNumber(intl, venueList.length)}</StatusBadge>}
        </div>
        {venuesBody}
      </section>

      <section className={styles.section} aria-labelledby={`${ids}-entries`}>
        <div className={styles.sectionHead}>
          <h2 id={`${ids}-entries`} className={styles.sectionTitle}>
            <FormattedMessage id="admin.leaderboard.entries.title" defaultMessage="Leaderboard Entries" />
          </h2>
          {entries.data && <StatusBadge tone="info">{formatNumber(intl, entryList.length)}</StatusBadge>}
          <div className={styles.periodField}>
            <label htmlFor={`${ids}-period`} className={styles.periodLabel}>
              <FormattedMessage id="admin.leaderboard.period.label" defaultMessage="Period" />
            </label>
            <select
              id={`${ids}-period`}
              className={styles.periodSelect}
              value={period ?? ''}
              onChange={(event) => setPeriod(event.target.value || null)}
            >
              <option value="">
                {shownPeriod && period === null
                  ? intl.formatMessage(messages.latestOf, { period: periodLabel(intl, shownPeriod) })
                  : intl.formatMessage(messages.latest)}
              </option>
              {periodOptions.map((value) => (
                <option key={value} value={value}>
                  {periodLabel(intl, value)}
                </option>
              ))}
            </select>
          </div>
        </div>
        {entriesBody}
      </section>

      <VenueDialog state={venueDialog} onClose={() => setVenueDialog(null)} onSaved={() => refresh()} />
      <EntryDialog
        state={entryDialog}
        venues={venues.data ?? []}
        onClose={() => setEntryDialog(null)}
        onSaved={async (saved) => {
          // Show the month just written.
          setPeriod(saved.period);
          await refresh();
        }}
      />
      <ConfirmDialog
        open={venueToDelete !== null}
        onOpenChange={(open) => {
          if (!open && !venueToDelete?.busy) setVenueToDelete(null);
        }}
        title={intl.formatMessage(confirmMessages.deleteVenueTitle)}
        description={intl.formatMessage(confirmMessages.deleteVenue)}
        confirmLabel={intl.formatMessage(venueToDelete?.busy ? confirmMessages.deleting : confirmMessages.delete)}
        destructive
        pending={venueToDelete?.busy ?? false}
        onConfirm={() => void confirmDeleteVenue()}
      >
        {venueToDelete && (
          <p className={styles.confirmSubject}>
            <bdi>{venueToDelete.item.name}</bdi>
          </p>
        )}
      </ConfirmDialog>
      <ConfirmDialog
        open={entryToDelete !== null}
        onOpenChange={(open) => {
          if (!open && !entryToDelete?.busy) setEntryToDelete(null);
        }}
        title={intl.formatMessage(confirmMessages.deleteEntryTitle)}
        description={intl.formatMessage(confirmMessages.deleteEntry)}
        confirmLabel={intl.formatMessage(entryToDelete?.busy ? confirmMessages.deleting : confirmMessages.delete)}
        destructive
        pending={entryToDelete?.busy ?? false}
        onConfirm={() => void confirmDeleteEntry()}
      >
        {entryToDelete && (
          <p className={styles.confirmSubject}>
            <bdi>{entryToDelete.item.venue.name}</bdi> · {periodLabel(intl, entryToDelete.item.period)}
          </p>
        )}
      </ConfirmDialog>
    </div>
  );
}

export default LeaderboardAdminPage;
