// POST /api/ask with the spec's 30 s client timeout, and the error catalogue (spec §8) that turns
// any failure into the toast to show.
import { defineMessages, type MessageDescriptor } from 'react-intl';

import { ApiError, api } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema.gen';

export type AskRequest = components['schemas']['AskRequest'];
export type AskResponse = components['schemas']['AskResponse'];

export const ASK_TIMEOUT_MS = 30_000;

export const askMessages = defineMessages({
  tooShortTitle: { id: 'ask.error.tooShort.title', defaultMessage: 'Question too short' },
  tooShort: { id: 'ask.error.tooShort.message', defaultMessage: 'Please enter at least 10 characters for your question.' },
  tooLongTitle: { id: 'ask.error.tooLong.title', defaultMessage: 'Question too long' },
  tooLong: { id: 'ask.error.tooLong.message', defaultMessage: 'Please keep your question under 500 characters.' },
  missingTitle: { id: 'ask.error.missing.title', defaultMessage: 'Missing Information' },
  missing: { id: 'ask.error.missing.message', defaultMessage: 'Please select both your role and city.' },
  unavailableTitle: { id: 'ask.error.unavailable.title', defaultMessage: 'Service Unavailable' },
  unavailable: {
    id: 'ask.error.unavailable.message',
    defaultMessage: 'The expert service is not available right now. Please try again later.',
  },
  timeoutTitle: { id: 'ask.error.timeout.title', defaultMessage: 'Request Timeout' },
  timeout: { id: 'ask.error.timeout.message', defaultMessage: 'Request timed out. Please try again.' },
  networkTitle: { id: 'ask.error.network.title', defaultMessage: 'Connection Error' },
  network: { id: 'ask.error.network.message', defaultMessage: 'Network error. Please check your connection.' },
  offTopicTitle: { id: 'ask.error.offTopic.title', defaultMessage: 'Question Outside Food Waste Domain' },
  offTopic: {
    id: 'ask.error.offTopic.message',
    defaultMessage: '{serverMessage} Please ask about food, cooking, storage, or waste management topics.',
  },
  failedTitle: { id: 'ask.error.failed.title', defaultMessage: 'Question Failed' },
  failed: { id: 'ask.error.failed.message', defaultMessage: 'Please try again.' },
  unexpected: { id: 'ask.error.unexpected', defaultMessage: 'Unexpected response' },
});

/** A toast to show, still to be formatted in the active language. */
export interface AskProblem {
  title: MessageDescriptor;
  /** A message of ours, or the server's own text. */
  description: MessageDescriptor | string;
  values?: Record<string, string>;
}

/** The rule the server applies too (spec §5): length first, then role and city. */
export function validateAsk(question: string, persona: string, city: string): AskProblem | null {
  const length = [...question.trim()].length;
  if (length < 10) return { title: askMessages.tooShortTitle, description: askMessages.tooShort };
  if (length > 500) return { title: askMessages.tooLongTitle, description: askMessages.tooLong };
  if (!persona || !city) return { title: askMessages.missingTitle, description: askMessages.missing };
  return null;
}

/** A 200 whose `success` is not true. */
export class UnsuccessfulAnswer extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnsuccessfulAnswer';
  }
}

/** The ask call was stopped by its 30 s timer. */
export class AskTimeout extends Error {
  constructor() {
    super('Request timed out. Please try again.');
    this.name = 'AskTimeout';
  }
}

/**
 * Asks; rejects with AskTimeout after 30 s, with ApiError for a non-OK answer, with
 * UnsuccessfulAnswer when `success` is false, and with the fetch error when the network fails.
 * `signal` lets the caller cancel (an AbortError then, which callers ignore).
 */
export async function askQuestion(body: AskRequest, signal?: AbortSignal, timeoutMs = ASK_TIMEOUT_MS): Promise<AskResponse> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onCancel = () => controller.abort();
  signal?.addEventListener('abort', onCancel);
  try {
    const { data } = await api.POST('/api/ask', { body, signal: controller.signal });
    if (!data?.success) throw new UnsuccessfulAnswer(data?.message ?? '');
    return data;
  } catch (error) {
    if (timedOut) throw new AskTimeout();
    throw error;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onCancel);
  }
}

export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

const serverValidation: Record<string, AskProblem> = {
  'Please enter at least 10 characters for your question.': { title: askMessages.tooShortTitle, description: askMessages.tooShort },
  'Please keep your question under 500 characters.': { title: askMessages.tooLongTitle, description: askMessages.tooLong },
  'Please select both your role and city.': { title: askMessages.missingTitle, description: askMessages.missing },
};

/** The catalogue of spec §8: which toast a failed ask shows. */
export function describeAskError(error: unknown): AskProblem {
  if (error instanceof AskTimeout) return { title: askMessages.timeoutTitle, description: askMessages.timeout };
  if (error instanceof UnsuccessfulAnswer) {
    return { title: askMessages.failedTitle, description: error.message || askMessages.unexpected };
  }
  if (error instanceof ApiError) {
    const message = error.serverMessage;
    if (error.code === 'service_unavailable' || error.status === 503 || /api[\s_-]?key/i.test(message ?? '')) {
      return { title: askMessages.unavailableTitle, description: message || askMessages.unavailable };
    }
    if (error.code === 'timeout' || error.status === 504) {
      return { title: askMessages.timeoutTitle, description: askMessages.timeout };
    }
    if (error.code === 'non_food_question') {
      return { title: askMessages.offTopicTitle, description: askMessages.offTopic, values: { serverMessage: message ?? '' } };
    }
    const known = message ? serverValidation[message] : undefined;
    if (error.code === 'validation_error' && known) return known;
    return { title: askMessages.failedTitle, description: message || askMessages.failed };
  }
  // fetch rejects with a TypeError when the network is down.
  if (error instanceof TypeError) return { title: askMessages.networkTitle, description: askMessages.network };
  return { title: askMessages.failedTitle, description: askMessages.failed };
}

/** An answer with what was asked, remembered for sharing and feedback once the form clears. */
export interface AskedAnswer {
  answer: AskResponse;
  question: string;
  persona: components['schemas']['Persona'];
  city: components['schemas']['City'];
}
