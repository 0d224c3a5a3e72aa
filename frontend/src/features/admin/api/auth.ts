// Admin sign-in over the session cookie: the key is sent once to POST /admin/login, which sets an
// HttpOnly cookie; the browser never keeps the key. GET /api/auth/user says whether the cookie
// still holds (200) or not (401).
import { ApiError, api } from '../../../lib/api/client';

/** True when an admin session is active; false on a 401 or any failure. */
export async function checkSignedIn(): Promise<boolean> {
  try {
    const { data } = await api.GET('/api/auth/user');
    return Boolean(data);
  } catch {
    return false;
  }
}

export type SignInFailure =
  | { kind: 'server'; status: number; code: string | undefined; message: string | undefined }
  | { kind: 'network' };

export type SignInResult = { ok: true } | { ok: false; failure: SignInFailure };

/** POST /admin/login with the (already trimmed) key. */
export async function signIn(adminKey: string): Promise<SignInResult> {
  try {
    const { data } = await api.POST('/admin/login', { body: { adminKey } });
    if (data?.ok) return { ok: true };
    return { ok: false, failure: { kind: 'server', status: 200, code: undefined, message: data?.message } };
  } catch (error) {
    if (error instanceof ApiError) {
      return { ok: false, failure: { kind: 'server', status: error.status, code: error.code, message: error.serverMessage } };
    }
    return { ok: false, failure: { kind: 'network' } };
  }
}

/** POST /api/logout; signing out twice, or with an expired session, is fine. */
export async function signOut(): Promise<void> {
  try {
    await api.POST('/api/logout');
  } catch {
    // The cookie is gone or the server is away: the sign-in page is where we go either way.
  }
}
