import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { authStatusQueryOptions, getAuthStatus } from '@/lib/auth/auth-status';

/** How often the status is read again while the page is open. */
export const RECHECK_INTERVAL_MS = 30_000;

/**
 * Reads the sign-in status again now, whenever the window gets focus and every 30 s while mounted,
 * and hands each answer to the app's auth status (the coming-soon page learns of an approval this
 * way). The reads are not the status query's own refetches, so guarded pages do not show
 * 'Loading...' meanwhile. A failed read changes nothing; answers after unmount are dropped.
 */
export function useAuthStatusRecheck() {
  const queryClient = useQueryClient();

  useEffect(() => {
    let mounted = true;
    const recheck = () => {
      getAuthStatus().then(
        (status) => {
          if (mounted) queryClient.setQueryData(authStatusQueryOptions().queryKey, status);
        },
        (error: unknown) => {
          console.warn('Could not read the sign-in status again; keeping the last one.', error);
        },
      );
    };
    recheck();
    const timer = window.setInterval(recheck, RECHECK_INTERVAL_MS);
    window.addEventListener('focus', recheck);
    return () => {
      mounted = false;
      window.clearInterval(timer);
      window.removeEventListener('focus', recheck);
    };
  }, [queryClient]);
}
