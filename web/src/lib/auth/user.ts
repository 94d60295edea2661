import { z } from '@/lib/zod';

/** An account, as the server answers it (GET /isSignedIn, /api/users/me). */
export const userSchema = z.object({
  id: z.number(),
  username: z.string(),
  /** Display name from the sign-in provider. */
  name: z.string(),
  email: z.string(),
  credits: z.number(),
  status: z.enum(['waitlist', 'active', 'inactive']),
  role: z.enum(['user', 'admin']),
  avatar: z.string().nullish(),
  cobaltId: z.string(),
});

export type User = z.infer<typeof userSchema>;
export type Role = User['role'];
