import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { useAuth } from './use-auth';

/** Spec section 8: a 401, or the message 'Unauthorized', means the session is gone. */
export function isUnauthorized(error: unknown): boolean {
  return (error instanceof ApiError && error.status === 401) || (error instanceof Error && error.message === 'Unauthorized');
}

/**
 * Returns a handler that sends the user to / when `error` says the session is gone (and then
 * asks for the sign-in status again, so the guards know); true when it did.
 */
export function useUnauthorizedRedirect() {
  const navigate = useNavigate();
  const { refresh } = useAuth();

  return useCallback(
    (error: unknown): boolean => {
      if (!isUnauthorized(error)) return false;
      void navigate('/', { replace: true });
      void refresh();
      return true;
    },
    [navigate, refresh],
  );
}
