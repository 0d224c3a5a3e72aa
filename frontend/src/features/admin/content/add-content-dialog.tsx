// Add Content (spec §2, §5): title, optional URL and the text. The server cuts it into chunks and
// embeds them; the submit reads 'Processing...' meanwhile. On success the dialog closes and the
// form starts empty next time.
import { useState } from 'react';
import { FormattedMessage, defineMessages, useIntl } from 'react-intl';

import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api/client';
import { formatNumber } from '../../../lib/format';
import { Field, inputClass } from '../components/field';
import { FormDialog } from '../components/form-dialog';
import { EMPTY_CONTENT, contentRequest, validateContent, type ContentErrors, type ContentForm } from './content-form';
import { addContent, type AddContentResponse } from './data';
import { contentMessages, untyped } from './messages';
import styles from './content-admin.module.css';

const messages = untyped(defineMessages({
  title: { id: 'admin.content.dialog.title', defaultMessage: 'Add Content' },
  description: {
    id: 'admin.content.dialog.description',
    defaultMessage: 'Add text to the knowledge base. It is split into chunks the expert can cite.',
  },
  charCount: { id: 'admin.content.dialog.charCount', defaultMessage: '{count} characters' },
}));

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAdded: (response: AddContentResponse) => void | Promise<void>;
}

type Key = keyof ContentForm;

export function AddContentDialog({ open, onOpenChange, onAdded }: Props) {
  const intl = useIntl();
  const [form, setForm] = useState<ContentForm>(EMPTY_CONTENT);
  const [errors, setErrors] = useState<ContentErrors>({});
  const [serverError, setServerError] = useState<{ field: Key | null; message: string } | null>(null);
  const [pending, setPending] = useState(false);

  const reset = () => {
    setForm(EMPTY_CONTENT);
    setErrors({});
    setServerError(null);
  };

  const set = (key: Key) => (value: string) => {
    setForm((current) => ({ ...current, [key]: value }));
    setErrors((current) => {
      const next = { ...current };
      delete next[key];
      return next;
    });
    setServerError(null);
  };

  const submit = async () => {
    const found = validateContent(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    try {
      const response = await addContent(contentRequest(form));
      toast(
        response.created
          ? { title: intl.formatMessage(contentMessages.added), description: intl.formatMessage(contentMessages.addedText), variant: 'success' }
          : { title: intl.formatMessage(contentMessages.alreadyThere), description: intl.formatMessage(contentMessages.alreadyThereText) },
      );
      reset();
      onOpenChange(false);
      await onAdded(response);
    } catch (error) {
      const message = error instanceof ApiError ? (error.serverMessage ?? error.message) : error instanceof Error ? error.message : '';
      const field: Key | null =
        error instanceof ApiError && error.status === 400
          ? /^title/i.test(message)
            ? 'title'
            : /^url/i.test(message)
              ? 'url'
              : /^content/i.test(message)
                ? 'content'
                : null
          : null;
      setServerError(message ? { field, message } : null);
      toast({ title: intl.formatMessage(contentMessages.error), description: intl.formatMessage(contentMessages.addFailed), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };

  const errorOf = (key: Key): string | undefined => {
    const local = errors[key];
    if (local) return intl.formatMessage(local);
    return serverError?.field === key ? serverError.message : undefined;
  };
  const aria = (key: Key, hint = false) => {
    const error = errorOf(key);
    return {
      id: `content-${key}`,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `content-${key}-error` : hint ? `content-${key}-hint` : undefined,
    };
  };
  const chars = Array.from(form.content).length;

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (pending) return;
        onOpenChange(next);
      }}
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
      wide
      onSubmit={() => void submit()}
      onCancel={() => onOpenChange(false)}
      pending={pending}
      pendingLabel={<FormattedMessage id="admin.content.dialog.processing" defaultMessage="Processing..." />}
      submitLabel={<FormattedMessage id="admin.content.dialog.submit" defaultMessage="Add Content" />}
    >
      <Field id="content-title" label={<FormattedMessage id="admin.content.dialog.titleLabel" defaultMessage="Title" />} required error={errorOf('title')}>
        <input
          {...aria('title')}
          className={inputClass}
          type="text"
          autoComplete="off"
          maxLength={300}
          value={form.title}
          onChange={(event) => set('title')(event.target.value)}
        />
      </Field>
      <Field id="content-url" label={<FormattedMessage id="admin.content.dialog.urlLabel" defaultMessage="URL (Optional)" />} error={errorOf('url')}>
        <input
          {...aria('url')}
          className={inputClass}
          type="url"
          dir="ltr"
          inputMode="url"
          autoComplete="off"
          placeholder="https://"
          value={form.url}
          onChange={(event) => set('url')(event.target.value)}
        />
      </Field>
      <Field
        id="content-content"
        label={<FormattedMessage id="admin.content.dialog.contentLabel" defaultMessage="Content" />}
        required
        hint={intl.formatMessage(messages.charCount, { count: formatNumber(intl, chars) })}
        error={errorOf('content')}
      >
        <textarea
          {...aria('content', true)}
          className={`${inputClass} ${styles.contentArea}`}
          rows={10}
          value={form.content}
          onChange={(event) => set('content')(event.target.value)}
        />
      </Field>
      {serverError && serverError.field === null && (
        <p className={styles.formError} role="alert">
          {serverError.message}
        </p>
      )}
    </FormDialog>
  );
}
