import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { render } from '../../../testing/render';
import type { QuizQuestion } from '../types';
import QuizPanel from './quiz-panel';
import { SEEN_STORAGE_KEY } from './quiz-draw';

function question(n: number): QuizQuestion {
  const en = {
    question: `English question ${n}?`,
    options: [`Right ${n}`, `Wrong ${n}a`, `Wrong ${n}b`, `Wrong ${n}c`] as [string, string, string, string],
    explanation: `Because ${n}.`,
  };
  const ar = {
    question: `سؤال ${n}؟`,
    options: [`صحيح ${n}`, `خطأ ${n}أ`, `خطأ ${n}ب`, `خطأ ${n}ج`] as [string, string, string, string],
    explanation: `لأن ${n}.`,
  };
  return { id: `q${n}`, fact: n, correct: 0, en, ar };
}

const BANK = Array.from({ length: 12 }, (_, i) => question(i + 1));

vi.mock('./quiz-bank', () => ({ loadQuizBank: () => Promise.resolve(BANK) }));

const fetchMock = vi.fn((input: Request) => {
  void input;
  return Promise.resolve(new Response(JSON.stringify({ accepted: true }), { status: 202 }));
});

async function analyticsBodies() {
  return Promise.all(
    fetchMock.mock.calls
      .map(([request]) => request)
      .filter((request) => request.url.endsWith('/api/analytics/event'))
      .map((request) => request.clone().json() as Promise<Record<string, unknown>>),
  );
}

function currentQuestion(): string {
  return screen.getByRole('heading', { level: 3 }).textContent ?? '';
}

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('QuizPanel', () => {
  it('plays a round of 5: locks after a pick, marks right and wrong, scores, and completes', async () => {
    const user = userEvent.setup();
    render(<QuizPanel />);

    expect(await screen.findByText('Question 1 of 5')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Quiz progress' })).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByRole('button', { name: 'Next Question' })).toBeDisabled();

    const asked: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const text = currentQuestion();
      asked.push(text);
      const n = text.match(/\d+/)?.[0] ?? '';
      const options = within(screen.getByRole('list', { name: text }));
      if (i % 2 === 0) {
        await user.click(options.getByRole('button', { name: new RegExp(`Right ${n}`) }));
        expect(screen.getByText('Correct!')).toBeInTheDocument();
        expect(options.getByRole('button', { name: /Right .*Correct answer/ })).toHaveAttribute('aria-pressed', 'true');
      } else {
        await user.click(options.getByRole('button', { name: new RegExp(`Wrong ${n}a`) }));
        expect(screen.getByText(/Not quite\. The right answer is/)).toBeInTheDocument();
        expect(options.getByRole('button', { name: /Wrong .*Your answer, incorrect/ })).toBeInTheDocument();
        expect(options.getByRole('button', { name: /Right .*Correct answer/ })).toBeInTheDocument();
        // Locked: another pick changes nothing.
        await user.click(options.getByRole('button', { name: new RegExp(`Right ${n}`) }));
        expect(screen.getByText(/Not quite/)).toBeInTheDocument();
      }
      expect(screen.getByText(`Because ${n}.`)).toBeInTheDocument();
      expect(screen.getByText(`Score: ${Math.floor(i / 2) + 1}`)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: i < 4 ? 'Next Question' : 'See My Score' }));
    }

    expect(await screen.findByRole('heading', { name: 'Quiz Complete!' })).toHaveFocus();
    expect(screen.getByText('You scored 3 out of 5')).toBeInTheDocument();
    expect(new Set(asked).size).toBe(5);

    await waitFor(async () => expect(await analyticsBodies()).toHaveLength(2));
    const [startEvent, completeEvent] = await analyticsBodies();
    expect(startEvent).toMatchObject({ kind: 'quiz_start' });
    expect(completeEvent).toEqual({ kind: 'quiz_complete', quizId: startEvent?.quizId, meta: { score: 3 } });

    // Try New Questions: a fresh round of 5 unseen ones, a new quiz id.
    await user.click(screen.getByRole('button', { name: 'Try New Questions' }));
    expect(await screen.findByText('Question 1 of 5')).toBeInTheDocument();
    expect(screen.getByText('Score: 0')).toBeInTheDocument();
    expect(asked).not.toContain(currentQuestion());
    await waitFor(async () => expect(await analyticsBodies()).toHaveLength(3));
    const third = (await analyticsBodies())[2];
    expect(third).toMatchObject({ kind: 'quiz_start' });
    expect(third?.quizId).not.toBe(startEvent?.quizId);
    expect(Object.keys(JSON.parse(window.localStorage.getItem(SEEN_STORAGE_KEY) ?? '{}'))).toHaveLength(10);
  });

  it('keeps working when analytics fail', async () => {
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('offline')));
    const user = userEvent.setup();
    render(<QuizPanel />);
    await screen.findByText('Question 1 of 5');
    const n = currentQuestion().match(/\d+/)?.[0] ?? '';
    await user.click(screen.getByRole('button', { name: new RegExp(`Right ${n}`) }));
    expect(screen.getByText('Correct!')).toBeInTheDocument();
  });

  it('asks in Arabic when the page is in Arabic', async () => {
    render(<QuizPanel />, { locale: 'ar' });
    expect(await screen.findByText(/^السؤال 1 من 5$/)).toBeInTheDocument();
    expect(currentQuestion()).toMatch(/^سؤال \d+؟$/);
  });
});
