// Add Entry / Edit Entry (spec §2, §5): venue, month, kg rescued, AED saved, meals donated. Kg and
// AED are sent as decimals, meals as a whole number. The server's refusals (an entry already there
// for that venue and month, figures out of range) show under their field.
import { useState } from 'react';
import { FormattedMessage, defineMessages, useIntl } from 'react-intl';

import { cityMessages, parseCity } from '../../../components/answer/options';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api/client';
import { Field, inputClass } from '../components/field';
import { FormDialog } from '../components/form-dialog';
import { saveEntry, type Entry, type Venue } from './data';
import { emptyEntry, entryRequest, hasErrors, validateEntry, type EntryForm, type FormErrors } from './forms';
import { toastMessages } from './messages';
import styles from './leaderboard-admin.module.css';

const messages = defineMessages({
  addTitle: { id: 'admin.leaderboard.entryDialog.addTitle', defaultMessage: 'Add Leaderboard Entry' },
  editTitle: { id: 'admin.leaderboard.entryDialog.editTitle', defaultMessage: 'Edit Leaderboard Entry' },
  description: {
    id: 'admin.leaderboard.entryDialog.description',
    defaultMessage: "A venue's figures for one month; its Batala score is computed from them.",
  },
  venuePlaceholder: { id: 'admin.leaderboard.entryDialog.venuePlaceholder', defaultMessage: 'Select a venue' },
  exists: {
    id: 'admin.leaderboard.entryDialog.exists',
    defaultMessage: 'This venue already has an entry for this period.',
  },
  venueGone: { id: 'admin.leaderboard.entryDialog.venueGone', defaultMessage: 'This venue no longer exists.' },
});

export type EntryDialogState = { mode: 'add' } | { mode: 'edit'; entry: Entry } | null;

type Key = keyof EntryForm;
type ServerErrors = { field: Partial<Record<Key, string>>; form: string | null };

function formOf(state: EntryDialogState): EntryForm {
  if (state?.mode === 'edit') {
    const { entry } = state;
    return {
      venue_id: entry.venue.id,
      period: entry.period,
      kg_rescued: String(entry.kg_rescued),
      aed_saved: String(entry.aed_saved),
      meals_donated: String(entry.meals_donated),
    };
  }
  return emptyEntry();
}

function serverErrors(error: unknown, text: { exists: string; venueGone: string }): ServerErrors {
  if (!(error instanceof ApiError)) return { field: {}, form: error instanceof Error ? error.message : null };
  const message = error.serverMessage ?? error.message;
  if (error.status === 409) return { field: { period: text.exists }, form: null };
  if (error.status === 404 && /venue/i.test(message)) return { field: { venue_id: text.venueGone }, form: null };
  if (error.status === 400) {
    if (/^kg/i.test(message)) return { field: { kg_rescued: message }, form: null };
    if (/^aed/i.test(message)) return { field: { aed_saved: message }, form: null };
    if (/^meals/i.test(message)) return { field: { meals_donated: message }, form: null };
    if (/^period/i.test(message)) return { field: { period: message }, form: null };
    if (/^venue/i.test(message)) return { field: { venue_id: message }, form: null };
  }
  return { field: {}, form: message };
}

interface Props {
  state: EntryDialogState;
  venues: readonly Venue[];
  onClose: () => void;
  onSaved: (entry: Entry) => void | Promise<void>;
}

export function EntryDialog(props: Props) {
  const { state } = props;
  return state ? <EntryDialogBody key={state.mode === 'edit' ? state.entry.id : 'add'} {...props} /> : null;
}

function EntryDialogBody({ state, venues, onClose, onSaved }: Props) {
  const intl = useIntl();
  const [form, setForm] = useState<EntryForm>(() => formOf(state));
  const [errors, setErrors] = useState<FormErrors<EntryForm>>({});
  const [server, setServer] = useState<ServerErrors>({ field: {}, form: null });
  const [pending, setPending] = useState(false);
  const editing = state?.mode === 'edit' ? state.entry : null;

  const set = (key: Key) => (value: string) => {
    setForm((current) => ({ ...current, [key]: value }));
    setErrors((current) => {
      const next = { ...current };
      delete next[key];
      return next;
    });
    setServer((current) => ({ field: { ...current.field, [key]: undefined }, form: null }));
  };

  const submit = async () => {
    const found = validateEntry(form);
    setErrors(found);
    if (hasErrors(found)) return;
    setPending(true);
    try {
      const saved = await saveEntry(editing?.id ?? null, entryRequest(form));
      toast({
        title: intl.formatMessage(editing ? toastMessages.entryUpdated : toastMessages.entryCreated),
        description: saved.venue.name,
        variant: 'success',
      });
      await onSaved(saved);
      onClose();
    } catch (error) {
      setServer(serverErrors(error, { exists: intl.formatMessage(messages.exists), venueGone: intl.formatMessage(messages.venueGone) }));
      toast({
        title: intl.formatMessage(toastMessages.error),
        description: intl.formatMessage(editing ? toastMessages.entryUpdateFailed : toastMessages.entryCreateFailed),
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  };

  const errorOf = (key: Key): string | undefined => {
    const local = errors[key];
    return local ? intl.formatMessage(local) : server.field[key];
  };
  const aria = (key: Key) => {
    const error = errorOf(key);
    return {
      id: `entry-${key}`,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `entry-${key}-error` : undefined,
    };
  };
  const cityLabel = (city: string) => {
    const code = parseCity(city);
    return code ? intl.formatMessage(cityMessages[code]) : city;
  };

  return (
    <FormDialog
      open
      onOpenChange={(open) => {
        if (!open && !pending) onClose();
      }}
      title={intl.formatMessage(editing ? messages.editTitle : messages.addTitle)}
      description={intl.formatMessage(messages.description)}
      onSubmit={() => void submit()}
      onCancel={onClose}
      pending={pending}
      pendingLabel={<FormattedMessage id="admin.leaderboard.saving" defaultMessage="Saving..." />}
      submitLabel={
        editing ? (
          <FormattedMessage id="admin.leaderboard.entryDialog.update" defaultMessage="Update Entry" />
        ) : (
          <FormattedMessage id="admin.leaderboard.entryDialog.create" defaultMessage="Create Entry" />
        )
      }
    >
      <Field id="entry-venue_id" label={<FormattedMessage id="admin.leaderboard.entryDialog.venue" defaultMessage="Venue" />} required error={errorOf('venue_id')}>
        <select {...aria('venue_id')} className={inputClass} value={form.venue_id} onChange={(event) => set('venue_id')(event.target.value)}>
          <option value="">{intl.formatMessage(messages.venuePlaceholder)}</option>
          {venues.map((venue) => (
            <option key={venue.id} value={venue.id}>
              {venue.name} · {cityLabel(venue.city)}
            </option>
          ))}
        </select>
      </Field>
      <Field id="entry-period" label={<FormattedMessage id="admin.leaderboard.entryDialog.period" defaultMessage="Period (month)" />} required error={errorOf('period')}>
        <input {...aria('period')} className={inputClass} type="month" value={form.period} onChange={(event) => set('period')(event.target.value)} />
      </Field>
      <div className={styles.figureFields}>
        <Field id="entry-kg_rescued" label={<FormattedMessage id="admin.leaderboard.entryDialog.kg" defaultMessage="Kg Rescued" />} required error={errorOf('kg_rescued')}>
          <input
            {...aria('kg_rescued')}
            className={inputClass}
            type="number"
            inputMode="decimal"
            min={0}
            step="0.1"
            value={form.kg_rescued}
            onChange={(event) => set('kg_rescued')(event.target.value)}
          />
        </Field>
        <Field id="entry-aed_saved" label={<FormattedMessage id="admin.leaderboard.entryDialog.aed" defaultMessage="AED Saved" />} required error={errorOf('aed_saved')}>
          <input
            {...aria('aed_saved')}
            className={inputClass}
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            value={form.aed_saved}
            onChange={(event) => set('aed_saved')(event.target.value)}
          />
        </Field>
        <Field id="entry-meals_donated" label={<FormattedMessage id="admin.leaderboard.entryDialog.meals" defaultMessage="Meals Donated" />} required error={errorOf('meals_donated')}>
          <input
            {...aria('meals_donated')}
            className={inputClass}
            type="number"
            inputMode="numeric"
            min={0}
            step="1"
            value={form.meals_donated}
            onChange={(event) => set('meals_donated')(event.target.value)}
          />
        </Field>
      </div>
      {server.form && (
        <p className={styles.formError} role="alert">
          {server.form}
        </p>
      )}
    </FormDialog>
  );
}
