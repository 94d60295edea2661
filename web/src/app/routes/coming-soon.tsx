import { Navigate } from 'react-router';
import { DocumentTitle } from '@/components/document-title';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { IconBadge } from '@/components/ui/icon-badge';
import { LineIcon } from '@/components/ui/line-icon';
import { useSignOut } from '@/features/auth/api/sign-out';
import { useAuthStatusRecheck } from '@/features/auth/hooks/use-auth-status-recheck';
import { useSiteTexts } from '@/features/site-content/hooks/use-site-texts';
import { useAuth } from '@/lib/auth/use-auth';

/**
 * /comingsoon, where waitlisted users wait. It reads the sign-in status again (now, on focus and
 * every 30 s), so an approved user goes on to the dashboard without reloading.
 */
export function ComingSoonRoute() {
  const { user } = useAuth();
  const signOut = useSignOut();
  const { text } = useSiteTexts();
  useAuthStatusRecheck();

  if (user?.status === 'active') return <Navigate to="/dashboard" replace />;

  const title = text('comingsoon.title');
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-16">
      <DocumentTitle title={title} />
      <Card className="w-full max-w-lg text-center sm:p-10">
        <IconBadge>
          <LineIcon className="size-7">
            <path d="M7 3h10M7 21h10M8 3v3.5a4 4 0 0 0 1.6 3.2L12 12l2.4-2.3A4 4 0 0 0 16 6.5V3M8 21v-3.5a4 4 0 0 1 1.6-3.2L12 12l2.4 2.3a4 4 0 0 1 1.6 3.2V21" />
          </LineIcon>
        </IconBadge>
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
        <p className="mt-3 text-lg text-slate-700">{text('comingsoon.text')}</p>
        <p className="mt-4 text-sm text-slate-600">{text('comingsoon.note')}</p>
        {user && (
          <p className="mt-6 text-sm text-slate-500">
            Signed in as <span className="font-medium text-slate-700">{user.email}</span>
          </p>
        )}
        <Button
          variant="outline"
          className="mt-6"
          disabled={signOut.isPending}
          onClick={() => {
            signOut.mutate();
          }}
        >
          Log out
        </Button>
      </Card>
    </div>
  );
}
