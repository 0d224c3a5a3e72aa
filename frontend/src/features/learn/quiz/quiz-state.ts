// A quiz round's state (spec §4): one question at a time; a pick locks the options and scores a
// point when right; Next advances; after the last question the round is complete.
import type { QuizQuestion } from '../types';

export interface QuizState {
  quizId: string;
  questions: QuizQuestion[];
  index: number;
  /** The option picked for the current question, or null before a pick. */
  selected: number | null;
  score: number;
  complete: boolean;
}

export type QuizAction =
  | { type: 'start'; quizId: string; questions: QuizQuestion[] }
  | { type: 'pick'; option: number }
  | { type: 'next' };

export function startState(quizId: string, questions: QuizQuestion[]): QuizState {
  return { quizId, questions, index: 0, selected: null, score: 0, complete: false };
}

export function quizReducer(state: QuizState, action: QuizAction): QuizState {
  switch (action.type) {
    case 'start':
      return startState(action.quizId, action.questions);
    case 'pick': {
      const question = state.questions[state.index];
      if (!question || state.complete || state.selected !== null) return state;
      if (!Number.isInteger(action.option) || action.option < 0 || action.option > 3) return state;
      return {
        ...state,
        selected: action.option,
        score: state.score + (action.option === question.correct ? 1 : 0),
      };
    }
    case 'next': {
      if (state.complete || state.selected === null) return state;
      if (state.index + 1 >= state.questions.length) return { ...state, complete: true };
      return { ...state, index: state.index + 1, selected: null };
    }
  }
}

/** Share of the round answered so far, 0 to 1: the question index, plus the current one once picked. */
export function progress(state: QuizState): number {
  const total = state.questions.length;
  if (total === 0) return 0;
  if (state.complete) return 1;
  return (state.index + (state.selected === null ? 0 : 1)) / total;
}
