import { describe, expect, it } from 'vitest';

import {
  QUIZ_SIZE,
  SEEN_STORAGE_KEY,
  SEEN_TTL_MS,
  drawQuestions,
  newQuizId,
  pruneSeen,
  readSeen,
  writeSeen,
  type SeenMap,
} from './quiz-draw';

const bank = Array.from({ length: 12 }, (_, i) => ({ id: `q${i + 1}` }));
const ids = (list: { id: string }[]) => list.map((q) => q.id);
const T0 = Date.UTC(2026, 0, 1, 9, 0, 0);
const MINUTE = 60_000;

/** A seeded generator, so a "random" draw is repeatable. */
function seeded(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

describe('drawQuestions', () => {
  it('draws 5 distinct questions from a fresh bank and remembers them as seen now', () => {
    const { questions, seen } = drawQuestions(bank, {}, T0, seeded(1));
    expect(questions).toHaveLength(QUIZ_SIZE);
    expect(new Set(ids(questions)).size).toBe(QUIZ_SIZE);
    expect(Object.keys(seen).sort()).toEqual(ids(questions).sort());
    expect(Object.values(seen).every((at) => at === T0)).toBe(true);
  });

  it('draws at random: different generators give different rounds', () => {
    const rounds = new Set([1, 2, 3, 4, 5].map((seed) => ids(drawQuestions(bank, {}, T0, seeded(seed)).questions).join()));
    expect(rounds.size).toBeGreaterThan(1);
  });

  it('never repeats a question seen within the last 10 minutes while unseen ones remain', () => {
    const first = drawQuestions(bank, {}, T0, seeded(7));
    const second = drawQuestions(bank, first.seen, T0 + 5 * MINUTE, seeded(8));
    expect(ids(second.questions).filter((id) => ids(first.questions).includes(id))).toEqual([]);
    expect(Object.keys(second.seen)).toHaveLength(10);
  });

  it('tops up with the oldest seen questions when fewer than 5 unseen remain', () => {
    // 12 questions: 10 seen at different times, 2 unseen.
    const seen: SeenMap = {};
    bank.slice(0, 10).forEach((q, i) => {
      seen[q.id] = T0 + i * 1000; // q1 oldest … q10 newest
    });
    const now = T0 + 2 * MINUTE;
    const { questions, seen: after } = drawQuestions(bank, seen, now, seeded(3));
    expect(questions).toHaveLength(5);
    expect(ids(questions).slice(0, 2).sort()).toEqual(['q11', 'q12']);
    expect(ids(questions).slice(2)).toEqual(['q1', 'q2', 'q3']);
    expect(after.q1).toBe(now);
    expect(after.q4).toBe(T0 + 3000);
  });

  it('forgets questions seen 10 minutes ago, so they can be drawn again', () => {
    const seen: SeenMap = Object.fromEntries(bank.map((q) => [q.id, T0]));
    const later = drawQuestions(bank, seen, T0 + SEEN_TTL_MS, seeded(4));
    expect(Object.keys(later.seen).sort()).toEqual(ids(later.questions).sort());
    const sooner = drawQuestions(bank, seen, T0 + SEEN_TTL_MS - 1, seeded(4));
    expect(Object.keys(sooner.seen)).toHaveLength(12);
  });

  it('gives the whole bank when it holds fewer than 5 questions, and nothing from an empty one', () => {
    expect(drawQuestions(bank.slice(0, 3), {}, T0).questions).toHaveLength(3);
    expect(drawQuestions([], {}, T0).questions).toEqual([]);
  });
});

describe('pruneSeen', () => {
  it('keeps entries younger than 10 minutes only', () => {
    const seen = { a: T0, b: T0 + 4 * MINUTE, c: T0 + 9 * MINUTE };
    expect(pruneSeen(seen, T0 + 10 * MINUTE)).toEqual({ b: T0 + 4 * MINUTE, c: T0 + 9 * MINUTE });
    expect(pruneSeen(seen, T0 + 20 * MINUTE)).toEqual({});
  });
});

describe('seen memory in storage', () => {
  it('round-trips through storage and expires with the clock', () => {
    const first = drawQuestions(bank, readSeen(window.localStorage, T0), T0, seeded(9));
    writeSeen(window.localStorage, first.seen);
    expect(Object.keys(readSeen(window.localStorage, T0 + 9 * MINUTE))).toHaveLength(5);
    expect(readSeen(window.localStorage, T0 + 10 * MINUTE)).toEqual({});
  });

  it('works with fake timers as the clock', () => {
    vi.useFakeTimers();
    try {
      vi.setSystemTime(T0);
      const round = drawQuestions(bank, readSeen(window.localStorage, Date.now()), Date.now());
      writeSeen(window.localStorage, round.seen);
      vi.advanceTimersByTime(9 * MINUTE + 59_000);
      expect(Object.keys(readSeen(window.localStorage, Date.now()))).toHaveLength(5);
      vi.advanceTimersByTime(1_000);
      expect(readSeen(window.localStorage, Date.now())).toEqual({});
    } finally {
      vi.useRealTimers();
    }
  });

  it('reads garbage as nothing seen', () => {
    window.localStorage.setItem(SEEN_STORAGE_KEY, '{not json');
    expect(readSeen(window.localStorage, T0)).toEqual({});
    window.localStorage.setItem(SEEN_STORAGE_KEY, JSON.stringify({ a: 'x', b: T0 }));
    expect(readSeen(window.localStorage, T0)).toEqual({ b: T0 });
  });
});

describe('newQuizId', () => {
  it('is a fresh v4 UUID each time', () => {
    const a = newQuizId();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newQuizId()).not.toBe(a);
  });
});
