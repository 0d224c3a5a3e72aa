import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';

import { render } from '../../../testing/render';
import { checkSignedIn } from '../api/auth';
import { AuthGuard, REDIRECT_DELAY_MS } from './auth-guard';

vi.mock('../api/auth', () => ({ checkSignedIn: vi.fn() }));

function renderGuard() {
  return render(
    <Routes>
      <Route
        path="/admin"
        element={
          <AuthGuard>
            <p>Secret dashboard</p>
          </AuthGuard>
        }
      />
      <Route path="/admin/login" element={<p>Sign-in page</p>} />
    </Routes>,
    { route: '/admin' },
  );
}

/** Lets the mocked check's promise settle and React render what follows. */
async function settle() {
  await act(async () => {
    await Promise.resolve();
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.mocked(checkSignedIn).mockReset();
});

describe('AuthGuard', () => {
  it('says it is checking while the current-user call runs', () => {
    vi.mocked(checkSignedIn).mockReturnValue(new Promise(() => undefined));
    renderGuard();
    expect(screen.getByText('Checking authentication...')).toBeInTheDocument();
    expect(screen.queryByText('Secret dashboard')).not.toBeInTheDocument();
  });

  it('shows the page to a signed-in admin', async () => {
    vi.mocked(checkSignedIn).mockResolvedValue(true);
    renderGuard();
    await settle();
    expect(screen.getByText('Secret dashboard')).toBeInTheDocument();
    expect(screen.queryByText('Checking authentication...')).not.toBeInTheDocument();
  });

  it('toasts Unauthorized, says it is redirecting, and goes to sign in after exactly 1 second', async () => {
    vi.mocked(checkSignedIn).mockResolvedValue(false);
    renderGuard();
    await settle();

    expect(screen.getByText('Redirecting to login...')).toBeInTheDocument();
    expect(screen.getByText('Unauthorized')).toBeInTheDocument();
    expect(
      screen.getByText('You need to log in to access the admin panel. Redirecting to login...'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Secret dashboard')).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(REDIRECT_DELAY_MS - 1));
    expect(screen.queryByText('Sign-in page')).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText('Sign-in page')).toBeInTheDocument();
    expect(REDIRECT_DELAY_MS).toBe(1000);
  });
});
