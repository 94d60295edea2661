import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast/use-toast';
import { authStatusQueryOptions } from './auth-status';
import { useAuth } from './use-auth';

export type SignOutNotice = { title: string; description: string };

/**
 * Forgets the signed-in user in this tab once the server has ended the session (a sign-out, a
 * deleted account): drops every cached read, counts as signed out at once, goes to / and says
 * `notice`, then asks the server again.
 */
export function useLocalSignOut() {
  const navigate = useNavigate();
  const { refresh } = useAuth();
  const queryClient = useQueryClient();

  return async (notice: SignOutNotice) => {
    const { queryKey: authStatusKey } = authStatusQueryOptions();
    // Nothing read for this user may show to the next one; the next sign-in reloads the app anyway.
    queryClient.removeQueries({ predicate: ({ queryKey }) => queryKey[0] !== authStatusKey[0] });
    // Signed out at once, so guarded pages leave without a 'Loading...' flash; then ask the server.
    queryClient.setQueryData(authStatusKey, { isSignedIn: false });
    await navigate('/');
    await refresh();
    toast(notice);
  };
}
