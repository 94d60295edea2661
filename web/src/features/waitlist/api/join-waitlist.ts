import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { z } from '@/lib/zod';
import type { WaitlistEntry } from './get-waitlist';

// The server's bounds and messages (PersonName, EmailAddress), checked before sending.
export const joinWaitlistInputSchema = z.object({
  name: z.string().trim().min(1, 'Please enter your name.').max(100, 'Name must be at most 100 characters.'),
  email: z
    .string()
    .trim()
    .min(1, 'Please enter your email address.')
    .pipe(z.email('Please enter a valid email address.')),
});

export type JoinWaitlistInput = z.infer<typeof joinWaitlistInputSchema>;


/** POST /api/waitlist: 201 with the new entry; 409 'Email already in waitlist'; 422 with fieldErrors. */
export function joinWaitlist(input: JoinWaitlistInput): Promise<WaitlistEntry> {
  return api.post<WaitlistEntry>('/api/waitlist', input);
}

export function useJoinWaitlist() {
  return useMutation({ mutationFn: joinWaitlist });
}
