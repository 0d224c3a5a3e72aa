import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { render } from '../../testing/render';
import LearningHub from './learning-hub';

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response('{}', { status: 202 }))));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LearningHub', () => {
  it('opens on the quiz and loads a tab’s content only when it is chosen', async () => {
    const user = userEvent.setup();
    render(<LearningHub />);
    expect(screen.getByRole('tab', { name: 'Knowledge Quiz' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Question 1 of 5', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('searchbox', { name: 'Search vendors' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Local Vendors' }));
    expect(await screen.findByRole('searchbox', { name: 'Search vendors' }, { timeout: 5000 })).toBeVisible();
    // The quiz stays mounted (a round in progress survives) but hidden.
    expect(screen.getByText('Question 1 of 5')).not.toBeVisible();
  });

  it('moves between tabs with the arrow keys, mirrored in Arabic', async () => {
    const user = userEvent.setup();
    render(<LearningHub />, { locale: 'ar' });
    await user.click(screen.getByRole('tab', { name: 'اختبار المعرفة' }));
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'التحديات' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('article', { name: 'أسبوع بلا هدر' }, { timeout: 5000 })).toBeVisible();
  });
});
