// Add Venue / Edit Venue (spec §2, §5): name, city, optional public page slug. A refusal from the
// server (a taken slug, an invalid one) shows under its field, and the failure toast says which
// action failed.
import { useState } from 'react';
import { FormattedMessage, defineMessages, useIntl, type MessageDescriptor } from 'react-intl';

import { CITIES, cityMessages } from '../../../components/answer/options';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api/client';
import { Field, inputClass } from '../components/field';
import { FormDialog } from '../components/form-dialog';
import { untyped } from '../components/messages';
import { saveVenue, type Venue } from './data';
import { EMPTY_VENUE, hasErrors, validateVenue, venueRequest, type FormErrors, type VenueForm } from './forms';
import { toastMessages } from './messages';
import styles from './leaderboard-admin.module.css';

const messages = untyped(defineMessages({
  addTitle: { id: 'admin.leaderboard.venueDialog.addTitle', defaultMessage: 'Add Venue' },
  editTitle: { id: 'admin.leaderboard.venueDialog.editTitle', defaultMessage: 'Edit Venue' },
  description: {
    id: 'admin.leaderboard.venueDialog.description',
    defaultMessage: 'Venues appear on the public leaderboard once they have a monthly entry.',
  },
  cityPlaceholder: { id: 'admin.leaderboard.venueDialog.cityPlaceholder', defaultMessage: 'Select a city' },
  slugHint: {
    id: 'admin.leaderboard.venueDialog.slugHint',
    defaultMessage: 'Optional. Lowercase letters, digits and hyphens, e.g. {example}.',
  },
  slugTaken: {
    id: 'admin.leaderboard.venueDialog.slugTaken',
    defaultMessage: 'Another venue already uses this public page slug.',
  },
}));

export type VenueDialogState = { mode: 'add' } | { mode: 'edit'; venue: Venue } | null;

function formOf(state: VenueDialogState): VenueForm {
  if (state?.mode === 'edit') {
    return { name: state.venue.name, city: state.venue.city, public_page_slug: state.venue.public_page_slug ?? '' };
  }
  return EMPTY_VENUE;
}

type ServerErrors = { field: Partial<Record<keyof VenueForm, string>>; form: string | null };

/** Where the server's refusal belongs: the slug field for a taken or invalid slug, else the form. */
function serverErrors(error: unknown, slugTaken: string): ServerErrors {
  if (!(error instanceof ApiError)) return { field: {}, form: error instanceof Error ? error.message : null };
  const message = error.serverMessage ?? error.message;
  if (error.status === 409) return { field: { public_page_slug: slugTaken }, form: null };
  if (error.status === 400) {
    if (/slug/i.test(message)) return { field: { public_page_slug: message }, form: null };
    if (/name/i.test(message)) return { field: { name: message }, form: null };
    if (/city/i.test(message)) return { field: { city: message }, form: null };
  }
  return { field: {}, form: message };
}

interface Props {
  state: VenueDialogState;
  onClose: () => void;
  onSaved: (venue: Venue) => void | Promise<void>;
}

export function VenueDialog({ state, onClose, onSaved }: Props) {
  // The form starts afresh each time the dialog opens (keyed by the caller).
  return state ? <VenueDialogBody key={state.mode === 'edit' ? state.venue.id : 'add'} state={state} onClose={onClose} onSaved={onSaved} /> : null;
}

function VenueDialogBody({ state, onClose, onSaved }: Props) {
  const intl = useIntl();
  const [form, setForm] = useState<VenueForm>(() => formOf(state));
  const [errors, setErrors] = useState<FormErrors<VenueForm>>({});
  const [server, setServer] = useState<ServerErrors>({ field: {}, form: null });
  const [pending, setPending] = useState(false);
  const editing = state?.mode === 'edit' ? state.venue : null;

  const set = (key: keyof VenueForm) => (value: string) => {
    setForm((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
    setServer((current) => ({ field: { ...current.field, [key]: undefined }, form: null }));
  };

  const submit = async () => {
    const found = validateVenue(form);
    setErrors(found);
    if (hasErrors(found)) return;
    setPending(true);
    try {
      const saved = await saveVenue(editing?.id ?? null, venueRequest(form));
      toast({
        title: intl.formatMessage(editing ? toastMessages.venueUpdated : toastMessages.venueCreated),
        description: saved.name,
        variant: 'success',
      });
      await onSaved(saved);
      onClose();
    } catch (error) {
      setServer(serverErrors(error, intl.formatMessage(messages.slugTaken)));
      toast({
        title: intl.formatMessage(toastMessages.error),
        description: intl.formatMessage(editing ? toastMessages.venueUpdateFailed : toastMessages.venueCreateFailed),
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  };

  const errorOf = (key: keyof VenueForm): string | undefined => {
    const local: MessageDescriptor | undefined = errors[key];
    return local ? intl.formatMessage(local) : server.field[key];
  };
  const aria = (key: keyof VenueForm, hint = false) => {
    const error = errorOf(key);
    return {
      id: `venue-${key}`,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `venue-${key}-error` : hint ? `venue-${key}-hint` : undefined,
    };
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
          <FormattedMessage id="admin.leaderboard.venueDialog.update" defaultMessage="Update Venue" />
        ) : (
          <FormattedMessage id="admin.leaderboard.venueDialog.create" defaultMessage="Create Venue" />
        )
      }
    >
      <Field id="venue-name" label={<FormattedMessage id="admin.leaderboard.venueDialog.name" defaultMessage="Venue Name" />} required error={errorOf('name')}>
        <input
          {...aria('name')}
          className={inputClass}
          type="text"
          autoComplete="off"
          maxLength={120}
          value={form.name}
          onChange={(event) => set('name')(event.target.value)}
        />
      </Field>
      <Field id="venue-city" label={<FormattedMessage id="admin.leaderboard.venueDialog.city" defaultMessage="City" />} required error={errorOf('city')}>
        <select {...aria('city')} className={inputClass} value={form.city} onChange={(event) => set('city')(event.target.value)}>
          <option value="">{intl.formatMessage(messages.cityPlaceholder)}</option>
          {CITIES.map((city) => (
            <option key={city} value={city}>
              {intl.formatMessage(cityMessages[city])}
            </option>
          ))}
        </select>
      </Field>
      <Field
        id="venue-public_page_slug"
        label={<FormattedMessage id="admin.leaderboard.venueDialog.slug" defaultMessage="Public Page Slug" />}
        hint={intl.formatMessage(messages.slugHint, {
          example: (
            <bdi key="example" className={styles.example}>
              al-fanar-kitchen
            </bdi>
          ),
        })}
        error={errorOf('public_page_slug')}
      >
        <input
          {...aria('public_page_slug', true)}
          className={inputClass}
          type="text"
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          value={form.public_page_slug}
          onChange={(event) => set('public_page_slug')(event.target.value)}
        />
      </Field>
      {server.form && (
        <p className={styles.formError} role="alert">
          {server.form}
        </p>
      )}
    </FormDialog>
  );
}
