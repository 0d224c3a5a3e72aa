import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { render } from '../../testing/render';
import { SharePanel } from './share-panel';

const props = {
  question: 'How long does rice keep?',
  persona: 'hotel',
  city: 'abu_dhabi',
  answer: 'Cool cooked rice within one hour and keep it in the fridge for no more than a day. '.repeat(4),
  savings: 1200,
} as const;

afterEach(() => {
  vi.useRealTimers();
});

describe('SharePanel', () => {
  it('links each network back to the prefilled home page, in a new tab', () => {
    render(<SharePanel {...props} />);

    const microblog = screen.getByRole('link', { name: 'Share on X' });
    expect(microblog).toHaveAttribute('target', '_blank');
    const shared = new URL(new URL(microblog.getAttribute('href') ?? '').searchParams.get('url') ?? '');
    expect(shared.origin).toBe(window.location.origin);
    expect(Object.fromEntries(shared.searchParams)).toEqual({ q: props.question, p: 'hotel', c: 'abu_dhabi' });

    const message = new URL(screen.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href') ?? '').searchParams.get('text');
    expect(message).toContain('(Hotel Manager · Abu Dhabi)');
    expect(message).toMatch(/Estimated savings: AED\s1,200\/month/);
    expect(screen.getByRole('link', { name: 'Share on LinkedIn' })).toBeInTheDocument();
  });

  it('keeps the other networks, e-mail and the image behind "More options"', async () => {
    render(<SharePanel {...props} />);
    expect(screen.queryByRole('link', { name: 'Share on Facebook' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'More options' }));

    expect(screen.getByRole('button', { name: 'Fewer options' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Share on Facebook' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Share on Email' }).getAttribute('href')).toMatch(/^mailto:\?subject=/);

    await userEvent.click(screen.getByRole('button', { name: 'Download as image' }));
    expect(await screen.findByText('Coming Soon')).toBeInTheDocument();
    expect(screen.getByText('Image download feature will be available soon!')).toBeInTheDocument();
  });

  it('copies the link, reads "Copied!" for 2 seconds and says so in a toast', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<SharePanel {...props} />);

    await user.click(screen.getByRole('button', { name: 'Copy link' }));

    expect(await screen.findByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    expect(screen.getByText('Link copied to clipboard')).toBeInTheDocument();
    const copied = await navigator.clipboard.readText();
    expect(new URL(copied).searchParams.get('q')).toBe(props.question);

    await act(async () => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  });
});
