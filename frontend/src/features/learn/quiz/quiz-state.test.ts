import { describe, expect, it } from 'vitest';

import type { QuizQuestion } from '../types';
import { progress, quizReducer, startState, type QuizState } from './quiz-state';

function question(id: string, correct: 0 | 1 | 2 | 3): QuizQuestion {
  const text = { question: id, options: ['a', 'b', 'c', 'd'] as [string, string, string, string], explanation: 'why' };
  return { id, fact: 1, correct, en: text, ar: text };
}

const questions = [question('q1', 0), question('q2', 1), question('q3', 2)];

function run(state: QuizState, ...actions: Parameters<typeof quizReducer>[1][]) {
  return actions.reduce(quizReducer, state);
}

describe('quizReducer', () => {
  it('starts at the first question with no pick and no score', () => {
    const state = startState('id-1', questions);
    expect(state).toMatchObject({ index: 0, selected: null, score: 0, complete: false });
    expect(progress(state)).toBe(0);
  });

  it('scores a correct pick and locks the options after a pick', () => {
    const state = run(startState('id', questions), { type: 'pick', option: 0 }, { type: 'pick', option: 2 });
    expect(state.selected).toBe(0);
    expect(state.score).toBe(1);
    expect(progress(state)).toBeCloseTo(1 / 3);
  });

  it('does not score a wrong pick', () => {
    const state = run(startState('id', questions), { type: 'pick', option: 3 });
    expect(state.selected).toBe(3);
    expect(state.score).toBe(0);
  });

  it('only advances after a pick, and completes after the last question', () => {
    let state = run(startState('id', questions), { type: 'next' });
    expect(state.index).toBe(0);
    state = run(state, { type: 'pick', option: 0 }, { type: 'next' });
    expect(state).toMatchObject({ index: 1, selected: null, score: 1 });
    state = run(state, { type: 'pick', option: 1 }, { type: 'next' }, { type: 'pick', option: 0 }, { type: 'next' });
    expect(state).toMatchObject({ index: 2, complete: true, score: 2 });
    expect(progress(state)).toBe(1);
    expect(run(state, { type: 'pick', option: 2 }, { type: 'next' })).toBe(state);
  });

  it('a new start resets index, selection and score', () => {
    const done = run(startState('a', questions), { type: 'pick', option: 0 }, { type: 'next' });
    const fresh = quizReducer(done, { type: 'start', quizId: 'b', questions: [question('q9', 3)] });
    expect(fresh).toEqual({ quizId: 'b', questions: [question('q9', 3)], index: 0, selected: null, score: 0, complete: false });
  });

  it('ignores options outside 0–3', () => {
    const state = startState('id', questions);
    expect(quizReducer(state, { type: 'pick', option: 4 })).toBe(state);
  });
});
