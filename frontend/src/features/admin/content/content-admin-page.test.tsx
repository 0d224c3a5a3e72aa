import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { render } from '../../../testing/render';
import { ContentAdminPage } from './content-admin-page';

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function source(index: number, extra: Partial<Record<string, unknown>> = {}) {
  return {
    id: `s${index}`,
    title: `Source ${index}`,
    url: index % 2 ? `https://example.org/${index}` : null,
    content_text: index === 1 ? 'x'.repeat(700) : `Text about leftovers number ${index}`,
    source_type: 'note',
    language: 'en',
    authority_level: 'ngo',
    created_at: '2026-11-01T10:00:00Z',
    chunk_count: 2,
    ...extra,
  };
}

function stubApi(sources: unknown[], overrides: (url: URL, request: Request) => Response | Promise<Response> | undefined = () => undefined) {
  const fetch = vi.fn(async (request: Request) => {
    const url = new URL(request.url);
    const override = await overrides(url, request);
    if (override) return override;
    if (url.pathname === '/api/admin/sources') return json(200, { sources });
    return json(404, { success: false, error: 'not_found', message: 'No such route' });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('content admin', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows 20 sources, then more on request, with a 500-character preview', async () => {
    stubApi(Array.from({ length: 25 }, (_, index) => source(index + 1)));
    render(<ContentAdminPage />);
    expect(screen.getByText('Loading content sources...')).toBeInTheDocument();
    expect(await screen.findByText('25 sources')).toBeInTheDocument();
    const list = screen.getAllByRole('list')[0] as HTMLElement;
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    expect(screen.getByText(`${'x'.repeat(500)}…`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(25);
  });

  it('searches title, url and text, ignoring case, with the count', async () => {
    stubApi([source(1), source(2), source(3)]);
    render(<ContentAdminPage />);
    await screen.findByText('3 sources');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search sources by title, URL or content' }), 'NUMBER 2');
    expect(screen.getByText('1 source')).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search sources by title, URL or content' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search sources by title, URL or content' }), 'nothing like it');
    expect(screen.getByText('No Content Sources')).toBeInTheDocument();
    expect(screen.getByText('No sources match your search criteria.')).toBeInTheDocument();
  });

  it('says so when there are no sources, or when they fail to load', async () => {
    stubApi([]);
    const { unmount } = render(<ContentAdminPage />);
    expect(await screen.findByText('No knowledge base sources have been added yet.')).toBeInTheDocument();
    unmount();
    stubApi([], (url) => (url.pathname === '/api/admin/sources' ? json(500, { success: false, error: 'internal_error', message: 'x' }) : undefined));
    render(<ContentAdminPage />);
    expect(await screen.findByText('Error loading content sources. Please try again.')).toBeInTheDocument();
  });

  it('validates the Add Content form, then adds, closes and toasts', async () => {
    let release: () => void = () => undefined;
    const fetch = stubApi([source(1)], (url, request) =>
      url.pathname === '/api/admin/add-content' && request.method === 'POST'
        ? new Promise<Response>((resolve) => {
            release = () => resolve(json(201, { success: true, message: 'ok', created: true, source: source(9) }));
          })
        : undefined,
    );
    render(<ContentAdminPage />);
    await screen.findByText('1 source');
    await userEvent.click(screen.getByRole('button', { name: 'Add Content' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Content' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /URL/ }), 'nope');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Content' }));
    expect(within(dialog).getByText('Title is required')).toBeInTheDocument();
    expect(within(dialog).getByText('URL must be a valid URL or empty')).toBeInTheDocument();
    expect(within(dialog).getByText('Content is required')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'New guide');
    await userEvent.clear(within(dialog).getByRole('textbox', { name: /URL/ }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Content/ }), 'Some text');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Content' }));
    expect(await within(dialog).findByRole('button', { name: 'Processing...' })).toBeDisabled();
    const post = fetch.mock.calls.map(([request]) => request as Request).find((request) => request.method === 'POST');
    expect(await post?.clone().json()).toEqual({ title: 'New guide', url: null, content: 'Some text' });
    release();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Content Added')).toBeInTheDocument();
    expect(screen.getByText('New content has been added and processed successfully.')).toBeInTheDocument();

    // Opened again, the form is empty.
    await userEvent.click(screen.getByRole('button', { name: 'Add Content' }));
    expect(within(screen.getByRole('dialog')).getByRole('textbox', { name: /Title/ })).toHaveValue('');
  });

  it('asks before deleting, then deletes and toasts', async () => {
    const fetch = stubApi([source(2)], (_url, request) =>
      request.method === 'DELETE' ? json(200, { success: true, message: 'deleted' }) : undefined,
    );
    render(<ContentAdminPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete "Source 2"' }));
    const confirm = screen.getByRole('alertdialog');
    expect(confirm).toHaveTextContent('Are you sure you want to delete "Source 2" and all its associated content chunks?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Content Deleted')).toBeInTheDocument();
    expect(screen.getByText('Content source and associated chunks have been deleted successfully.')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([request]) => (request as Request).method === 'DELETE' && (request as Request).url.endsWith('/api/admin/sources/s2'))).toBe(true);
  });
});
