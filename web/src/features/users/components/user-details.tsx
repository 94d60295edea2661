import type { ReactNode } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useCurrentUser } from '@/lib/auth/current-user';
import { statusLabels } from '../labels';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="rounded-lg bg-slate-50 px-4 py-3">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{term}</dt>
      <dd className="mt-1 break-words text-sm font-medium text-slate-900">{children}</dd>
    </div>
  );
}

/** The signed-in user's own details, read from GET /api/users/me. */
export function UserDetails() {
  const { data: user, isPending, isError } = useCurrentUser();

  if (isPending) {
    return (
      <div role="status" className="flex items-center gap-3 text-slate-600">
        <Spinner size="md" />
        Loading user details...
      </div>
    );
  }
  if (isError) {
    return (
      <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        Failed to load user details.
      </p>
    );
  }

  const name = user.name.trim();
  return (
    <Card className="flex flex-col gap-6 sm:flex-row sm:items-start">
      <Avatar src={user.avatar} name={name || user.username} alt="Profile picture" className="size-20 text-2xl" />
      <dl className="grid flex-1 gap-3 sm:grid-cols-2">
        {/* Spec section 2: Name is the username; the name from the sign-in shows beside it. */}
        <Detail term="Name">{user.username}</Detail>
        <Detail term="Display name">{name || 'Not given'}</Detail>
        <Detail term="Email">{user.email}</Detail>
        <Detail term="Credits">{user.credits}</Detail>
        <Detail term="Status">{statusLabels[user.status]}</Detail>
      </dl>
    </Card>
  );
}
