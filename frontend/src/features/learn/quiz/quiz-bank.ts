// The 105-question bank, in two JSON files, fetched only when the quiz is shown.
import type { QuizQuestion } from '../types';

export async function loadQuizBank(): Promise<QuizQuestion[]> {
  const [one, two] = await Promise.all([import('./bank/part-1.json'), import('./bank/part-2.json')]);
  return [...(one.default as QuizQuestion[]), ...(two.default as QuizQuestion[])];
}
