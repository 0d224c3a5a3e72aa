import { askQuestion, describeAskError, AskTimeout } from './ask';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('askQuestion', () => {
  it('gives up after its timeout with "Request Timeout"', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (request: Request) =>
          new Promise((_, reject) => {
            request.signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
          }),
      ),
    );

    const error: unknown = await askQuestion({ question: 'How long does rice keep?', persona: 'household', location: 'dubai' }, undefined, 20).catch(
      (reason: unknown) => reason,
    );

    expect(error).toBeInstanceOf(AskTimeout);
    expect(describeAskError(error).title.defaultMessage).toBe('Request Timeout');
    expect(describeAskError(error).description).toMatchObject({ defaultMessage: 'Request timed out. Please try again.' });
  });

  it('waits 30 seconds by default', async () => {
    const { ASK_TIMEOUT_MS } = await import('./ask');
    expect(ASK_TIMEOUT_MS).toBe(30_000);
  });
});
