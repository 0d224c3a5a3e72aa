// A 401 from any admin call means the session is gone: back to the sign-in page.
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

import { ApiError } from '../../../lib/api/client';

export const LOGIN_PATH = '/admin/login';

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/**
 * For mutations (SWR reads are handled by the admin layout): call it with the caught error;
 * it sends the user to /admin/login and returns true on a 401, else returns false so you can
 * show your own error toast.
 */
export function useUnauthorizedRedirect(): (error: unknown) => boolean {
  const navigate = useNavigate();
  return useCallback(
    (error: unknown) => {
      if (!isUnauthorized(error)) return false;
      navigate(LOGIN_PATH, { replace: true });
      return true;
    },
    [navigate],
  );
}
