import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';

import { render } from '../../../testing/render';
import { CardEditorPage } from './card-editor-page';
import { CardsAdminPage } from './cards-admin-page';

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function stub(refusal?: string) {
  const saves: { path: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      if (request.method === 'PUT') {
        const body = (await request.json()) as Record<string, unknown>;
        saves.push({ path: url.pathname, body });
        if (refusal) return json({ success: false, error: 'validation_error', message: refusal }, 400);
        return json({ success: true, change: 'created', message: 'Card pickling-lemons created', card: body.card });
      }
      if (url.pathname === '/api/admin/cards') {
        return json({
          cards: [
            {
              id: 'cooked-rice-storage',
              topic: 'storage',
              title: { en: 'How long cooked rice keeps', ar: 'مدة حفظ الأرز المطبوخ' },
              personas: ['household'],
              by_admin: true,
              updated_by: 'Mariam',
              updated_at: '2026-11-20T09:00:00Z',
              retired_at: null,
            },
          ],
        });
      }
      return json({ success: false, error: 'not_found', message: 'Not found' }, 404);
    }),
  );
  return saves;
}

function renderEditor(questions: { question_id: string; text: string; language: string }[] = []) {
  return render(
    <Routes>
      <Route path="/admin/cards/new" element={<CardEditorPage />} />
      <Route path="/admin/cards/:id" element={<p>Saved card page</p>} />
    </Routes>,
    { route: { pathname: '/admin/cards/new', state: { questions } } },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('Guidance cards', { timeout: 20_000 }, () => {
  it('lists the cards with who changed them', async () => {
    stub();
    render(<CardsAdminPage />, { route: '/admin/cards' });

    const row = await screen.findByRole('article', { name: 'How long cooked rice keeps' });
    expect(within(row).getByRole('link', { name: 'How long cooked rice keeps' })).toHaveAttribute('href', '/admin/cards/cooked-rice-storage');
    expect(row).toHaveTextContent('Edited by Mariam');
    expect(screen.getByRole('link', { name: 'New card' })).toHaveAttribute('href', '/admin/cards/new');
  });

  it('starts from the gap questions as phrasings and saving resolves them', async () => {
    const saves = stub();
    const user = userEvent.setup();
    renderEditor([
      { question_id: 'q-1', text: 'How do I pickle lemons?', language: 'en' },
      { question_id: 'q-2', text: 'كيف أخلل الليمون؟', language: 'ar' },
    ]);

    expect(screen.getByText('Written for 2 knowledge gaps: saving resolves them.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /English phrasings/ })).toHaveValue('How do I pickle lemons?');
    expect(screen.getByRole('textbox', { name: /Arabic phrasings/ })).toHaveValue('كيف أخلل الليمون؟');
    await user.type(screen.getByRole('textbox', { name: /^Id/ }), 'pickling-lemons');
    await user.type(screen.getByRole('textbox', { name: /Title \(English\)/ }), 'Pickling lemons at home');
    await user.click(screen.getByRole('button', { name: 'Save and publish' }));

    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]?.path).toBe('/api/admin/cards/pickling-lemons');
    expect(saves[0]?.body.resolves).toEqual(['q-1', 'q-2']);
    const card = saves[0]?.body.card as { phrasings_en: string[]; title_en: string; steps: unknown[] };
    expect(card.phrasings_en).toEqual(['How do I pickle lemons?']);
    expect(card.title_en).toBe('Pickling lemons at home');
    expect(card.steps).toHaveLength(3);
    expect(await screen.findByText('Saved card page')).toBeInTheDocument();
  });

  it('shows the rule a refused card breaks, and keeps what was typed', async () => {
    stub('guidance card pickling-lemons: at least 3 English phrasings');
    const user = userEvent.setup();
    renderEditor();

    await user.type(screen.getByRole('textbox', { name: /^Id/ }), 'pickling-lemons');
    await user.click(screen.getByRole('button', { name: 'Save and publish' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Write at least 3 English phrasings, one a line.');
    expect(screen.getByRole('textbox', { name: /^Id/ })).toHaveValue('pickling-lemons');
  });

  it('adds and removes steps between 3 and 6', async () => {
    stub();
    const user = userEvent.setup();
    renderEditor();

    expect(screen.getAllByRole('group', { name: /^Step \d$/ })).toHaveLength(3);
    for (let i = 0; i < 3; i += 1) await user.click(screen.getByRole('button', { name: 'Add a step' }));
    expect(screen.getAllByRole('group', { name: /^Step \d$/ })).toHaveLength(6);
    expect(screen.queryByRole('button', { name: 'Add a step' })).toBeNull();
    await user.click(within(screen.getByRole('group', { name: 'Step 6' })).getByRole('button', { name: 'Remove' }));
    expect(screen.getAllByRole('group', { name: /^Step \d$/ })).toHaveLength(5);
  });

  it('says the broken rule in Arabic on the Arabic page', async () => {
    stub('guidance card pickling-lemons: www.scribd.com is not on the publishers\' allow-list');
    const user = userEvent.setup();
    render(
      <Routes>
        <Route path="/admin/cards/new" element={<CardEditorPage />} />
      </Routes>,
      { route: '/admin/cards/new', locale: 'ar' },
    );

    await user.type(screen.getByRole('textbox', { name: /المعرّف/ }), 'pickling-lemons');
    await user.click(screen.getByRole('button', { name: 'احفظ وانشر' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('www.scribd.com ليس في قائمة الجهات الناشرة المعتمدة');
  });
});
