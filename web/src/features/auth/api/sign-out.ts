import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast/use-toast';
import { api } from '@/lib/api-client';
import { useAuth } from '../hooks/use-auth';
import { authStatusQueryOptions } from './get-auth-status';
import { getCsrfToken } from './get-csrf-token';

/** Ends the session: POST /auth/signout with the form-encoded CSRF token. */
export async function signOut(): Promise<void> {
  const csrfToken = await getCsrfToken();
  await api.post('/auth/signout', new URLSearchParams({ csrfToken }));
}

/** Signs out, goes to / and says so (spec section 7); a failed one says so. */
export function useSignOut() {
  const navigate = useNavigate();
  const { refresh } = useAuth();
  const queryClient = useQueryClient();

  return useMutation({
    mutationFn: signOut,
    onSuccess: async () => {
      const { queryKey: authStatusKey } = authStatusQueryOptions();
      // Nothing read for this user may show to the next one; the next sign-in reloads the app anyway.
      queryClient.removeQueries({ predicate: ({ queryKey }) => queryKey[0] !== authStatusKey[0] });
      // Signed out at once, so guarded pages leave without a 'Loading...' flash; then ask the server.
      queryClient.setQueryData(authStatusKey, { isSignedIn: false });
      await navigate('/');
      await refresh();
      toast({ title: 'Logged out', description: 'You have been successfully logged out.' });
    },
    onError: (error) => {
      console.error('Sign-out failed.', error);
      toast({ title: 'Sign-out failed', description: 'Please try again.', variant: 'destructive' });
    },
  });
}
