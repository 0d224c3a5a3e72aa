import { describe, expect, it } from 'vitest';

import {
  CHALLENGE_STORAGE_KEY,
  EMPTY_PROGRESS,
  TEAM_MAX,
  clampTeam,
  completionPercent,
  readProgress,
  reset,
  start,
  toggleStep,
  writeProgress,
} from './challenge-progress';

describe('challenge progress', () => {
  it('counts ticked steps as a rounded percent', () => {
    const started = start(EMPTY_PROGRESS, 1);
    expect(completionPercent(started, 3)).toBe(0);
    const one = toggleStep(started, 1);
    expect(completionPercent(one, 3)).toBe(33);
    expect(completionPercent(toggleStep(toggleStep(one, 0), 2), 3)).toBe(100);
    expect(completionPercent(toggleStep(one, 1), 3)).toBe(0);
    expect(completionPercent(one, 0)).toBe(0);
  });

  it('reset clears the start and the steps but keeps the team size', () => {
    const progress = { startedAt: 5, done: [0, 2], team: 4 };
    expect(reset(progress)).toEqual({ startedAt: null, done: [], team: 4 });
  });

  it('keeps the team size between 1 and the maximum', () => {
    expect(clampTeam(0)).toBe(1);
    expect(clampTeam(3.6)).toBe(4);
    expect(clampTeam(Number.NaN)).toBe(1);
    expect(clampTeam(1e9)).toBe(TEAM_MAX);
  });

  it('round-trips through storage and drops what it cannot read', () => {
    writeProgress(window.localStorage, { zero: { startedAt: 10, done: [2, 0], team: 3 } });
    expect(readProgress(window.localStorage)).toEqual({ zero: { startedAt: 10, done: [0, 2], team: 3 } });
    window.localStorage.setItem(CHALLENGE_STORAGE_KEY, '[1,2]');
    expect(readProgress(window.localStorage)).toEqual({});
    window.localStorage.setItem(CHALLENGE_STORAGE_KEY, 'nope');
    expect(readProgress(window.localStorage)).toEqual({});
  });
});
