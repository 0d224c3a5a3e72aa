// /admin/login: the admin key, sent once; the server answers with an HttpOnly session cookie.
// An admin who is already signed in goes straight to the dashboard.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';

import { LanguageSwitch } from '../../components/layout/language-switch';
import { AlertIcon, EyeIcon, EyeOffIcon, KeyIcon } from '../../components/ui/icons';
import { checkSignedIn, signIn, type SignInFailure } from './api/auth';
import { Button } from './components/button';
import styles from './admin-login-page.module.css';

const messages = defineMessages({
  metaTitle: { id: 'admin.login.metaTitle', defaultMessage: 'Admin Sign In | Batala' },
  title: { id: 'admin.login.title', defaultMessage: 'Admin Sign In' },
  subtitle: { id: 'admin.login.subtitle', defaultMessage: 'Enter the admin key to manage questions, answers, events and content.' },
  keyLabel: { id: 'admin.login.keyLabel', defaultMessage: 'Admin Key' },
  keyPlaceholder: { id: 'admin.login.keyPlaceholder', defaultMessage: 'Enter your admin key' },
  show: { id: 'admin.login.showKey', defaultMessage: 'Show admin key' },
  hide: { id: 'admin.login.hideKey', defaultMessage: 'Hide admin key' },
  submit: { id: 'admin.login.submit', defaultMessage: 'Sign In' },
  pending: { id: 'admin.login.pending', defaultMessage: 'Signing In...' },
  required: { id: 'admin.login.required', defaultMessage: 'Admin key is required' },
  failed: { id: 'admin.login.failed', defaultMessage: 'Login failed' },
  invalid: { id: 'admin.login.invalid', defaultMessage: 'Invalid admin key' },
  tooMany: { id: 'admin.login.tooMany', defaultMessage: 'Too many sign-in attempts. Please wait a minute and try again.' },
  network: { id: 'admin.login.network', defaultMessage: 'Authentication failed. Please try again.' },
  backToSite: { id: 'admin.login.backToSite', defaultMessage: 'Back to the site' },
  note: { id: 'admin.login.note', defaultMessage: 'The key is sent once; the browser keeps only a secure session cookie.' },
});

/** The banner's text for a failed sign-in (the server's words, in the visitor's language when known). */
function failureMessage(intl: ReturnType<typeof useIntl>, failure: SignInFailure): string {
  if (failure.kind === 'network') return intl.formatMessage(messages.network);
  if (failure.code === 'unauthorized') return intl.formatMessage(messages.invalid);
  if (failure.code === 'rate_limited') return intl.formatMessage(messages.tooMany);
  if (failure.code === 'validation_error' || failure.code === 'bad_request') {
    return failure.message?.trim() || intl.formatMessage(messages.required);
  }
  if (failure.status >= 500) return intl.formatMessage(messages.network);
  return failure.message?.trim() || intl.formatMessage(messages.failed);
}

export function AdminLoginPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const inputId = useId();
  const [adminKey, setAdminKey] = useState('');
  const [visible, setVisible] = useState(false);
  const [pending, setPending] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [banner, setBanner] = useState<string | null>(null);

  // Already signed in? Then the dashboard. A failure here is ignored silently.
  useEffect(() => {
    let cancelled = false;
    void checkSignedIn().then((signedIn) => {
      if (signedIn && !cancelled) navigate('/admin', { replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [navigate]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBanner(null);
    const key = adminKey.trim();
    if (!key) {
      setFieldError(intl.formatMessage(messages.required));
      return;
    }
    setFieldError(null);
    setPending(true);
    const result = await signIn(key);
    if (result.ok) {
      navigate('/admin', { replace: true });
      return;
    }
    setPending(false);
    setBanner(failureMessage(intl, result.failure));
  };

  return (
    <div className={styles.page}>
      <title>{intl.formatMessage(messages.metaTitle)}</title>
      <meta name="robots" content="noindex, nofollow" />
      <div className={styles.topbar}>
        <Link to="/" className={styles.back}>
          {intl.formatMessage(messages.backToSite)}
        </Link>
        <LanguageSwitch />
      </div>
      <main id="main" className={styles.main}>
        <div className={styles.card}>
          <span className={styles.badge} aria-hidden="true">
            <KeyIcon size={26} />
          </span>
          <h1 className={styles.title}>{intl.formatMessage(messages.title)}</h1>
          <p className={styles.subtitle}>{intl.formatMessage(messages.subtitle)}</p>

          {banner && (
            <div className={styles.banner} role="alert">
              <AlertIcon size={18} />
              <span>{banner}</span>
            </div>
          )}

          <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
            <label htmlFor={inputId} className={styles.label}>
              {intl.formatMessage(messages.keyLabel)}
            </label>
            <div className={styles.inputWrap}>
              <input
                id={inputId}
                name="adminKey"
                type={visible ? 'text' : 'password'}
                className={styles.input}
                value={adminKey}
                placeholder={intl.formatMessage(messages.keyPlaceholder)}
                autoComplete="current-password"
                autoCapitalize="off"
                spellCheck={false}
                aria-invalid={fieldError ? true : undefined}
                aria-describedby={fieldError ? `${inputId}-error` : undefined}
                disabled={pending}
                onChange={(event) => {
                  setAdminKey(event.target.value);
                  if (fieldError) setFieldError(null);
                }}
              />
              <button
                type="button"
                className={styles.reveal}
                aria-label={intl.formatMessage(visible ? messages.hide : messages.show)}
                aria-pressed={visible}
                onClick={() => setVisible((value) => !value)}
              >
                {visible ? <EyeOffIcon /> : <EyeIcon />}
              </button>
            </div>
            {fieldError && (
              <p id={`${inputId}-error`} className={styles.fieldError}>
                {fieldError}
              </p>
            )}
            <Button type="submit" className={styles.submit} disabled={pending}>
              {intl.formatMessage(pending ? messages.pending : messages.submit)}
            </Button>
          </form>
          <p className={styles.note}>{intl.formatMessage(messages.note)}</p>
        </div>
      </main>
    </div>
  );
}

export default AdminLoginPage;
