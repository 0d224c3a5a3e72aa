import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { render } from '../../testing/render';
import { BackButtons } from './back-buttons';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('BackButtons', () => {
  it('stays out of the way at the top of the page and appears once the reader scrolls down', () => {
    scrollTo(0);
    render(<BackButtons />);
    expect(screen.queryByRole('link', { name: 'Back to Home' })).toBeNull();

    scrollTo(800);
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeInTheDocument();

    scrollTo(0);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
  });
});
