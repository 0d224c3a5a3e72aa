import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { render } from '../../../testing/render';
import { CHALLENGE_STORAGE_KEY } from './challenge-progress';
import ChallengesPanel from './challenges-panel';
import { CHALLENGES } from './challenges.data';

describe('ChallengesPanel', () => {
  it('shows each challenge with its fields, and tracks the visitor’s own progress', async () => {
    const user = userEvent.setup();
    render(<ChallengesPanel />);
    expect(screen.getAllByRole('article')).toHaveLength(CHALLENGES.length);
    const first = CHALLENGES[0]!;
    const card = screen.getByRole('article', { name: first.title.en });
    expect(within(card).getByText(first.description.en)).toBeInTheDocument();
    expect(within(card).getByText(first.reward.en)).toBeInTheDocument();
    expect(within(card).getByText(`${first.durationDays} days`)).toBeInTheDocument();
    expect(within(card).getByRole('spinbutton', { name: 'Your team' })).toHaveValue(1);
    expect(within(card).getByRole('progressbar', { name: 'Your completion' })).toHaveAttribute('aria-valuenow', '0');
    expect(within(card).queryByRole('checkbox')).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Start challenge' }));
    const steps = within(card).getAllByRole('checkbox');
    expect(steps).toHaveLength(first.steps.length);
    for (const step of steps) await user.click(step);
    expect(within(card).getByRole('progressbar', { name: 'Your completion' })).toHaveAttribute('aria-valuenow', '100');
    expect(within(card).getByText(/Challenge complete!/)).toBeInTheDocument();

    const team = within(card).getByRole('spinbutton', { name: 'Your team' });
    await user.clear(team);
    await user.type(team, '6');
    await user.tab();
    const stored = JSON.parse(window.localStorage.getItem(CHALLENGE_STORAGE_KEY) ?? '{}');
    expect(stored[first.id]).toMatchObject({ team: 6, done: first.steps.map((_, i) => i) });

    await user.click(within(card).getByRole('button', { name: 'Reset' }));
    expect(within(card).getByRole('progressbar', { name: 'Your completion' })).toHaveAttribute('aria-valuenow', '0');
    expect(within(card).getByRole('spinbutton', { name: 'Your team' })).toHaveValue(6);
  });

  it('keeps the team size within bounds', async () => {
    const user = userEvent.setup();
    render(<ChallengesPanel />);
    const card = screen.getAllByRole('article')[0]!;
    const team = within(card).getByRole('spinbutton', { name: 'Your team' });
    await user.clear(team);
    await user.type(team, '0');
    await user.tab();
    expect(team).toHaveValue(1);
  });
});
