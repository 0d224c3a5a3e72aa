import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { render } from '../../testing/render';
import { Header } from './header';

describe('Header', () => {
  it('switches the whole page to Arabic, right to left, and remembers it', async () => {
    render(<Header />);
    expect(screen.getByRole('navigation', { name: 'Main' })).toHaveTextContent('Leaderboard');

    await userEvent.click(screen.getByRole('button', { name: 'Switch language to Arabic' }));

    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    const nav = screen.getByRole('navigation', { name: 'القائمة الرئيسية' });
    expect(within(nav).getByText('لوحة المتصدرين')).toBeInTheDocument();
    expect(window.localStorage.getItem('batala.lang')).toBe('ar');
    expect(screen.getByRole('button', { name: 'تغيير اللغة إلى الإنجليزية' })).toHaveTextContent('English');
  });

  it('opens and closes the mobile menu, which holds Login and Get Started', async () => {
    render(<Header />);
    const button = screen.getByRole('button', { name: /menu/i });
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(button);

    expect(button).toHaveAttribute('aria-expanded', 'true');
    const mobile = screen.getByRole('navigation', { name: 'Mobile' });
    expect(within(mobile).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/admin/login');
    expect(within(mobile).getByRole('link', { name: 'Get Started' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });
});
