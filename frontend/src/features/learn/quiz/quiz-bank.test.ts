// The built-in bank as the spec sets it (§3, §9): 105 bilingual questions, each resting on a fact
// of the sourced UAE fact sheet (numbered 1–142).
import { describe, expect, it } from 'vitest';

import partOne from './bank/part-1.json';
import partTwo from './bank/part-2.json';
import type { QuizQuestion } from '../types';
import { loadQuizBank } from './quiz-bank';

const bank = [...partOne, ...partTwo] as QuizQuestion[];

const nonEmpty = (text: unknown) => typeof text === 'string' && text.trim().length > 0;

describe('quiz bank', () => {
  it('holds 105 questions with unique ids', () => {
    expect(bank).toHaveLength(105);
    expect(new Set(bank.map((q) => q.id)).size).toBe(bank.length);
  });

  it('gives every question, its four options and its explanation in English and Arabic', () => {
    for (const q of bank) {
      for (const lang of ['en', 'ar'] as const) {
        const text = q[lang];
        expect(nonEmpty(text?.question), `${q.id} ${lang} question`).toBe(true);
        expect(text?.options, `${q.id} ${lang} options`).toHaveLength(4);
        expect(text?.options.every(nonEmpty), `${q.id} ${lang} options`).toBe(true);
        expect(new Set(text?.options.map((o) => o.trim())).size, `${q.id} ${lang} distinct options`).toBe(4);
        expect(nonEmpty(text?.explanation), `${q.id} ${lang} explanation`).toBe(true);
      }
    }
  });

  it('marks one of the four options correct and cites a fact from the sheet', () => {
    for (const q of bank) {
      expect([0, 1, 2, 3], `${q.id} correct`).toContain(q.correct);
      expect(Number.isInteger(q.fact) && q.fact >= 1 && q.fact <= 142, `${q.id} fact ${q.fact}`).toBe(true);
    }
  });

  it('loads both parts, concatenated, through the lazy loader', async () => {
    const loaded = await loadQuizBank();
    expect(loaded.map((q) => q.id)).toEqual(bank.map((q) => q.id));
  });
});
