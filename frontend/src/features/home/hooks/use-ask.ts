import { useCallback, useEffect, useRef, useState } from 'react';

import { askQuestion, describeAskError, isAbort, type AskProblem, type AskRequest, type AskResponse } from '../api/ask';

export type AskOutcome = { ok: true; answer: AskResponse } | { ok: false; problem: AskProblem } | { ok: false; problem: null };

/**
 * The ask flow's state: idle → pending → success or error. A new question cancels the one in
 * flight; leaving the page cancels it too (without a toast).
 */
export function useAsk() {
  const [pending, setPending] = useState(false);
  const inFlight = useRef<AbortController | null>(null);

  useEffect(() => () => inFlight.current?.abort(), []);

  const ask = useCallback(async (body: AskRequest): Promise<AskOutcome> => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setPending(true);
    try {
      return { ok: true, answer: await askQuestion(body, controller.signal) };
    } catch (error) {
      if (controller.signal.aborted && isAbort(error)) return { ok: false, problem: null };
      return { ok: false, problem: describeAskError(error) };
    } finally {
      if (inFlight.current === controller) {
        inFlight.current = null;
        setPending(false);
      }
    }
  }, []);

  return { ask, pending };
}
