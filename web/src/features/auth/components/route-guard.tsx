import { useDeferredValue } from 'react';
import { Navigate, Outlet } from 'react-router';
import { LoadingScreen } from '@/components/ui/loading-screen';
import type { Role } from '@/lib/auth/user';
import { useAuth } from '@/lib/auth/use-auth';

type RouteGuardProps = {
  /** Roles that may open the route; any signed-in role when omitted. */
  allowedRoles?: Role[];
  /** Let waitlisted users in (the coming-soon and verify-email pages). */
  allowWaitlist?: boolean;
};

/** Layout route that lets its child routes render only for the right visitors (spec section 2). */
export function RouteGuard({ allowedRoles, allowWaitlist = false }: RouteGuardProps) {
  // Deferred: when the status arrives, the pages behind the guard (the whole app shell at first)
  // render in a transition, in slices, not in one long task on a slow phone.
  const { isSignedIn, user, loading } = useDeferredValue(useAuth());

  if (isSignedIn === undefined || loading) return <LoadingScreen />;
  if (!isSignedIn || !user) return <Navigate to="/" replace />;
  if (!allowWaitlist && user.status === 'waitlist') return <Navigate to="/comingsoon" replace />;
  if (allowedRoles && !allowedRoles.includes(user.role)) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
