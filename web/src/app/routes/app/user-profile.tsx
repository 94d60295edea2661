import { DocumentTitle } from '@/components/document-title';
import { DeleteAccount } from '@/features/users/components/delete-account';
import { UserDetails } from '@/features/users/components/user-details';
import { useCurrentUser } from '@/lib/auth/current-user';

export function UserProfileRoute() {
  const { data: user } = useCurrentUser();

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6">
      <DocumentTitle title="User Profile" />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">User Profile</h1>
      <p className="mt-2 text-slate-600">Your account as Pitchwise knows it.</p>
      <div className="mt-8">
        <UserDetails />
      </div>
      {user && <DeleteAccount email={user.email} />}
    </div>
  );
}
