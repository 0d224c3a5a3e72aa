import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import useSWR from 'swr';

import { api } from '../../../lib/api/client';
import { render } from '../../../testing/render';
import { AdminLayout } from './admin-layout';
import { SIDEBAR_COOKIE_MAX_AGE, readSidebarCookie } from './sidebar-state';

function clearCookie() {
  document.cookie = 'batala_sidebar=; path=/; max-age=0';
}

function renderLayout(route = '/admin/questions') {
  vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 200 })));
  return render(
    <Routes>
      <Route path="/admin" element={<AdminLayout />}>
        <Route index element={<p>Dashboard body</p>} />
        <Route path="questions" element={<p>Questions body</p>} />
      </Route>
      <Route path="/admin/login" element={<p>Sign-in page</p>} />
    </Routes>,
    { route },
  );
}

function sidebar() {
  return document.getElementById('admin-sidebar');
}

beforeEach(clearCookie);
afterEach(() => {
  clearCookie();
  vi.unstubAllGlobals();
});

describe('readSidebarCookie', () => {
  it('is open unless the cookie says false', () => {
    expect(readSidebarCookie('')).toBe(true);
    expect(readSidebarCookie('a=1; batala_sidebar=true')).toBe(true);
    expect(readSidebarCookie('a=1; batala_sidebar=false; b=2')).toBe(false);
    expect(readSidebarCookie('other_batala_sidebar=false')).toBe(true);
  });

  it('lasts 7 days', () => {
    expect(SIDEBAR_COOKIE_MAX_AGE).toBe(7 * 24 * 60 * 60);
  });
});

describe('AdminLayout', () => {
  it('links every admin section with the current one active, and View Site', () => {
    renderLayout();
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    for (const name of ['Dashboard', 'Questions', 'Answers', 'Events', 'Leaderboard', 'Content', 'Analytics']) {
      expect(nav).toContainElement(screen.getByRole('link', { name }));
    }
    expect(screen.getByRole('link', { name: 'Questions' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'View Site' })).toHaveAttribute('href', '/');
    expect(screen.getByText('Questions body')).toBeInTheDocument();
  });

  it('collapses and expands with Ctrl+B and Cmd+B, keeping the state in the cookie', () => {
    renderLayout();
    const toggle = screen.getByRole('button', { name: 'Toggle sidebar' });
    expect(sidebar()).toHaveAttribute('data-state', 'expanded');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    act(() => {
      fireEvent.keyDown(window, { key: 'b', ctrlKey: true });
    });
    expect(sidebar()).toHaveAttribute('data-state', 'collapsed');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.cookie).toContain('batala_sidebar=false');

    act(() => {
      fireEvent.keyDown(window, { key: 'B', metaKey: true });
    });
    expect(sidebar()).toHaveAttribute('data-state', 'expanded');
    expect(document.cookie).toContain('batala_sidebar=true');

    // A plain "b" is typing, not a shortcut.
    act(() => {
      fireEvent.keyDown(window, { key: 'b' });
    });
    expect(sidebar()).toHaveAttribute('data-state', 'expanded');
  });

  it('starts collapsed when the cookie says so, and the toggle button works too', async () => {
    document.cookie = 'batala_sidebar=false; path=/';
    renderLayout();
    expect(sidebar()).toHaveAttribute('data-state', 'collapsed');
    await userEvent.click(screen.getByRole('button', { name: 'Toggle sidebar' }));
    expect(sidebar()).toHaveAttribute('data-state', 'expanded');
    expect(document.cookie).toContain('batala_sidebar=true');
  });

  it('signs out and goes to the sign-in page', async () => {
    renderLayout();
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    const calls = vi.mocked(globalThis.fetch).mock.calls.map(([request]) => request as Request);
    expect(calls.some((request) => request.method === 'POST' && new URL(request.url).pathname === '/api/logout')).toBe(true);
  });

  it('sends the admin to sign in when any admin read answers 401', async () => {
    function Reads() {
      useSWR('admin-test-read', () => api.GET('/api/admin/sources'));
      return <p>Reading</p>;
    }
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"success":false,"error":"unauthorized","message":"x"}', { status: 401 })));
    render(
      <Routes>
        <Route path="/admin" element={<AdminLayout />}>
          <Route path="content" element={<Reads />} />
        </Route>
        <Route path="/admin/login" element={<p>Sign-in page</p>} />
      </Routes>,
      { route: '/admin/content' },
    );
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
  });
});
