// The one typed API client. Types come from openapi/openapi.json (`npm run gen:api`); nothing
// here is written by hand. Every call sends cookies; a non-OK response throws an ApiError whose
// message is "status: body" (or the status text when the body is empty), as the spec asks.
import createClient, { type Middleware } from 'openapi-fetch';

import type { components, paths } from './schema.gen';

export type ErrorBody = components['schemas']['ErrorBody'];
export type ErrorCode = components['schemas']['ErrorCode'];

export class ApiError extends Error {
  readonly status: number;
  /** The server's error body, when it sent one of ours. */
  readonly body: ErrorBody | undefined;

  constructor(status: number, text: string, statusText: string) {
    super(`${status}: ${text || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = parseErrorBody(text);
  }

  /** The human message to show: the server's own when it gave one. */
  get serverMessage(): string | undefined {
    return this.body?.message;
  }

  get code(): ErrorCode | undefined {
    return this.body?.error;
  }
}

function parseErrorBody(text: string): ErrorBody | undefined {
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && 'error' in value && 'message' in value) {
      return value as ErrorBody;
    }
  } catch {
    // Not JSON: keep the text in the message only.
  }
  return undefined;
}

const throwOnError: Middleware = {
  async onResponse({ response }) {
    if (!response.ok) {
      const text = await response.clone().text();
      throw new ApiError(response.status, text, response.statusText);
    }
    return undefined;
  },
};

export const api = createClient<paths>({
  baseUrl: window.location.origin,
  credentials: 'include',
  // The app's reads always revalidate with the server (an unchanged one is a bodiless 304), so a
  // page shows an admin's change at once; the server's max-age is for other caches.
  cache: 'no-cache',
  // Looked up per call, so tests can stub the global fetch.
  fetch: (request: Request) => globalThis.fetch(request),
  // Marks our own calls, which the server's CSRF rule asks of cookie-authenticated writes.
  headers: { 'X-Requested-With': 'batala' },
});
api.use(throwOnError);
