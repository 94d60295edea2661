import { useMutation } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast/use-toast';
import { api } from '@/lib/api-client';
import { useLocalSignOut } from '@/lib/auth/use-local-sign-out';
import { getCsrfToken } from './get-csrf-token';

/** Ends the session: POST /auth/signout with the form-encoded CSRF token. */
export async function signOut(): Promise<void> {
  const csrfToken = await getCsrfToken();
  await api.post('/auth/signout', new URLSearchParams({ csrfToken }));
}

/** Signs out, goes to / and says so (spec section 7); a failed one says so. */
export function useSignOut() {
  const signOutLocally = useLocalSignOut();

  return useMutation({
    mutationFn: signOut,
    onSuccess: () => signOutLocally({ title: 'Logged out', description: 'You have been successfully logged out.' }),
    onError: (error) => {
      console.error('Sign-out failed.', error);
      toast({ title: 'Sign-out failed', description: 'Please try again.', variant: 'destructive' });
    },
  });
}
