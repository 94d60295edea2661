import type { User } from '@/lib/auth/user';

/** How a user's status reads on screen. */
export const statusLabels: Record<User['status'], string> = {
  active: 'Active',
  waitlist: 'Waitlist',
  inactive: 'Inactive',
};

/** How a user's role reads on screen. */
export const roleLabels: Record<User['role'], string> = {
  user: 'User',
  admin: 'Admin',
};
