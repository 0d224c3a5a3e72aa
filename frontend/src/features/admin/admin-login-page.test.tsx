import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';

import { render } from '../../testing/render';
import { AdminLoginPage } from './admin-login-page';

interface Reply {
  status: number;
  body?: unknown;
}

/** Stubs fetch: /api/auth/user answers `user`, POST /admin/login answers `login` (or throws). */
function stubServer({ user = { status: 401 }, login }: { user?: Reply; login?: Reply | Error }) {
  const fetch = vi.fn(async (request: Request) => {
    const url = new URL(request.url);
    const reply = (r: Reply) =>
      new Response(r.body === undefined ? null : JSON.stringify(r.body), {
        status: r.status,
        headers: { 'content-type': 'application/json' },
      });
    if (url.pathname === '/api/auth/user') {
      return reply(user.status === 401 ? { status: 401, body: { success: false, error: 'unauthorized', message: 'Not signed in' } } : user);
    }
    if (url.pathname === '/admin/login' && login) {
      if (login instanceof Error) throw login;
      return reply(login);
    }
    return reply({ status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function loginCalls(fetch: ReturnType<typeof stubServer>) {
  return fetch.mock.calls.map(([request]) => request).filter((request) => new URL(request.url).pathname === '/admin/login');
}

function renderLogin() {
  return render(
    <Routes>
      <Route path="/admin/login" element={<AdminLoginPage />} />
      <Route path="/admin" element={<p>Dashboard here</p>} />
    </Routes>,
    { route: '/admin/login' },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AdminLoginPage', () => {
  it('asks for the key when the field is empty or only spaces, without calling the server', async () => {
    const fetch = stubServer({});
    const user = userEvent.setup();
    renderLogin();

    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Admin key is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Admin Key')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('Admin Key'), '   ');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Admin key is required')).toBeInTheDocument();
    expect(loginCalls(fetch)).toHaveLength(0);
  });

  it('shows and hides the key', async () => {
    stubServer({});
    const user = userEvent.setup();
    renderLogin();
    const input = screen.getByLabelText('Admin Key');
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show admin key' }));
    expect(input).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide admin key' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('sends the trimmed key and shows a wrong key in the banner', async () => {
    const fetch = stubServer({
      login: { status: 401, body: { success: false, ok: false, error: 'unauthorized', message: 'Invalid admin key' } },
    });
    const user = userEvent.setup();
    renderLogin();

    await user.type(screen.getByLabelText('Admin Key'), '  wrong-key  ');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid admin key');
    const [request] = loginCalls(fetch);
    expect(await request!.clone().json()).toEqual({ adminKey: 'wrong-key' });
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it("shows the server's message, or 'Login failed' when it gave none", async () => {
    stubServer({ login: { status: 400, body: { success: false, error: 'validation_error', message: 'The admin key is too long' } } });
    const user = userEvent.setup();
    const { unmount } = renderLogin();
    await user.type(screen.getByLabelText('Admin Key'), 'x');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The admin key is too long');
    unmount();

    stubServer({ login: { status: 200, body: { ok: false, message: '' } } });
    renderLogin();
    await user.type(screen.getByLabelText('Admin Key'), 'x');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed');
  });

  it('says authentication failed when the server cannot be reached', async () => {
    stubServer({ login: new TypeError('Failed to fetch') });
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByLabelText('Admin Key'), 'some-key');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Authentication failed. Please try again.');
  });

  it('reads Signing In... while pending, then goes to the dashboard', async () => {
    let release: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        if (new URL(request.url).pathname === '/api/auth/user') return new Response('{}', { status: 401 });
        return new Promise<Response>((resolve) => (release = resolve));
      }),
    );
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByLabelText('Admin Key'), 'right-key');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('button', { name: 'Signing In...' })).toBeDisabled();
    release(new Response(JSON.stringify({ ok: true, message: 'Signed in' }), { status: 200, headers: { 'content-type': 'application/json' } }));
    expect(await screen.findByText('Dashboard here')).toBeInTheDocument();
  });

  it('goes straight to the dashboard when already signed in', async () => {
    stubServer({ user: { status: 200, body: { role: 'admin' } } });
    renderLogin();
    await waitFor(() => expect(screen.getByText('Dashboard here')).toBeInTheDocument());
  });
});
