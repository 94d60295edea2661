import { createRoutesFromElements, Route } from 'react-router';
import { NavigationFrame } from '@/components/layouts/navigation-frame';
import { PublicLayout } from '@/components/layouts/public-layout';
import { RouteError } from '@/components/route-error';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { RouteGuard } from '@/features/auth/components/route-guard';
import { lazyPage as page } from '@/lib/lazy-page';
import { LandingRoute } from './routes/landing';

/**
 * Every route of spec section 2, each behind its guard. A data router's routes (not `<Routes>`),
 * because the interview asks before leaving with unsaved answers (`useBlocker`). Every page but the
 * landing loads on first use (`lazyPage`: chunks of their own, so the landing page loads only what
 * it uses; docs/frontend.md, "Code splitting").
 */
export const appRoutes = createRoutesFromElements(
  // Opened from the address bar, a signed-in page shows the guard's loading screen while its chunk loads.
  <Route id="root" element={<NavigationFrame />} HydrateFallback={LoadingScreen} ErrorBoundary={RouteError}>
    <Route element={<PublicLayout />}>
      <Route index element={<LandingRoute />} />
      <Route path="login" lazy={page(() => import('./routes/login'), (m) => m.LoginRoute)} />
      <Route path="waitlist" lazy={page(() => import('./routes/waitlist'), (m) => m.WaitlistRoute)} />
      {/* The mailed link is opened signed out as often as not: the page guards itself (see there). */}
      <Route path="verify-email" lazy={page(() => import('./routes/verify-email'), (m) => m.VerifyEmailRoute)} />
      {/* A public page, but a signed-out visitor is sent to / and waitlisted users may stay. */}
      <Route element={<RouteGuard allowWaitlist />}>
        <Route path="comingsoon" lazy={page(() => import('./routes/coming-soon'), (m) => m.ComingSoonRoute)} />
      </Route>
      <Route path="*" lazy={page(() => import('./routes/not-found'), (m) => m.NotFoundRoute)} />
    </Route>

    <Route element={<RouteGuard />}>
      <Route lazy={page(() => import('./routes/app/layout'), (m) => m.AppLayout)}>
        <Route path="dashboard" lazy={page(() => import('./routes/app/dashboard'), (m) => m.DashboardRoute)} />
        <Route path="profile" lazy={page(() => import('./routes/app/profile'), (m) => m.ProfileRoute)} />
        <Route path="userprofile" lazy={page(() => import('./routes/app/user-profile'), (m) => m.UserProfileRoute)} />
        <Route
          path="interview/:companyId/:section?"
          lazy={page(() => import('./routes/app/interview'), (m) => m.InterviewRoute)}
        />
        <Route path="content/:companyId" lazy={page(() => import('./routes/app/content'), (m) => m.ContentRoute)} />
        <Route
          path="content/:companyId/compare"
          lazy={page(() => import('./routes/app/content-compare'), (m) => m.ContentCompareRoute)}
        />
        <Route path="feedback" lazy={page(() => import('./routes/app/feedback'), (m) => m.FeedbackRoute)} />
      </Route>
      {/* For paper: outside the app shell. */}
      <Route path="content/:companyId/print" lazy={page(() => import('./routes/app/content-print'), (m) => m.ContentPrintRoute)} />
    </Route>

    {/* Anything under /admin is guarded, so non-admins go to /dashboard even on unknown paths. */}
    <Route path="admin" element={<RouteGuard allowedRoles={['admin']} />}>
      <Route lazy={page(() => import('./routes/app/layout'), (m) => m.AppLayout)}>
        <Route path="users" lazy={page(() => import('./routes/app/admin/users'), (m) => m.AdminUsersRoute)} />
        <Route
          path="waitinglist"
          lazy={page(() => import('./routes/app/admin/waiting-list'), (m) => m.AdminWaitingListRoute)}
        />
        <Route
          path="site-content"
          lazy={page(() => import('./routes/app/admin/site-content'), (m) => m.AdminSiteContentRoute)}
        />
        <Route path="feedback" lazy={page(() => import('./routes/app/admin/feedback'), (m) => m.AdminFeedbackRoute)} />
      </Route>
      <Route element={<PublicLayout />}>
        <Route path="*" lazy={page(() => import('./routes/not-found'), (m) => m.NotFoundRoute)} />
      </Route>
    </Route>
  </Route>,
);
