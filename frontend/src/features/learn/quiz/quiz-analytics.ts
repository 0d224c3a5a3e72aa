// The quiz's usage events (spec §7): quiz_start when a round starts, quiz_complete with its score.
// Analytics must never get in the visitor's way: failures are ignored.
import { api } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema.gen';

type EventBody = components['schemas']['AnalyticsEventRequest'];

function send(body: EventBody): void {
  try {
    api.POST('/api/analytics/event', { body }).catch(() => undefined);
  } catch {
    // Ignored, as the spec says.
  }
}

export function trackQuizStart(quizId: string): void {
  send({ kind: 'quiz_start', quizId });
}

export function trackQuizComplete(quizId: string, score: number): void {
  send({ kind: 'quiz_complete', quizId, meta: { score } });
}
