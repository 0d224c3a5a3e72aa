// Every admin page but sign-in sits behind this: it asks GET /api/auth/user, shows its children
// when an admin is signed in, and otherwise says so in a toast and, after 1 second, goes to
// /admin/login (the client-side twin of the server's /api/login redirect).
import { useEffect, useState, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';

import { toast } from '../../../components/ui/toast';
import { checkSignedIn } from '../api/auth';
import { LOGIN_PATH } from '../api/unauthorized';
import { LoadingState } from '../components/loading-state';

export const REDIRECT_DELAY_MS = 1000;

const messages = defineMessages({
  checking: { id: 'admin.guard.checking', defaultMessage: 'Checking authentication...' },
  redirecting: { id: 'admin.guard.redirecting', defaultMessage: 'Redirecting to login...' },
  unauthorizedTitle: { id: 'admin.guard.unauthorized.title', defaultMessage: 'Unauthorized' },
  unauthorizedText: {
    id: 'admin.guard.unauthorized.text',
    defaultMessage: 'You need to log in to access the admin panel. Redirecting to login...',
  },
});

type GuardState = 'checking' | 'signed-in' | 'redirecting';

export function AuthGuard({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [state, setState] = useState<GuardState>('checking');

  useEffect(() => {
    let cancelled = false;
    let timer: number | undefined;
    void checkSignedIn().then((signedIn) => {
      if (cancelled) return;
      if (signedIn) {
        setState('signed-in');
        return;
      }
      setState('redirecting');
      toast({
        title: intl.formatMessage(messages.unauthorizedTitle),
        description: intl.formatMessage(messages.unauthorizedText),
        variant: 'destructive',
      });
      timer = window.setTimeout(() => navigate(LOGIN_PATH, { replace: true }), REDIRECT_DELAY_MS);
    });
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
    // Checked once per visit to the admin area; the toast's language is the one at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [navigate]);

  if (state === 'signed-in') return children;
  return (
    <main id="main">
      <LoadingState fullScreen label={intl.formatMessage(state === 'checking' ? messages.checking : messages.redirecting)} />
    </main>
  );
}
