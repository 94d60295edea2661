import { createRoutesFromElements, Route } from 'react-router';
import { NavigationFrame } from '@/components/layouts/navigation-frame';
import { PublicLayout } from '@/components/layouts/public-layout';
import { RouteGuard } from '@/features/auth/components/route-guard';
import { ContentRoute } from './routes/app/content';
import { ContentCompareRoute } from './routes/app/content-compare';
import { DashboardRoute } from './routes/app/dashboard';
import { FeedbackRoute } from './routes/app/feedback';
import { InterviewRoute } from './routes/app/interview';
import { AppLayout } from './routes/app/layout';
import { ProfileRoute } from './routes/app/profile';
import { UserProfileRoute } from './routes/app/user-profile';
import { AdminFeedbackRoute } from './routes/app/admin/feedback';
import { AdminSiteContentRoute } from './routes/app/admin/site-content';
import { AdminUsersRoute } from './routes/app/admin/users';
import { AdminWaitingListRoute } from './routes/app/admin/waiting-list';
import { ComingSoonRoute } from './routes/coming-soon';
import { LandingRoute } from './routes/landing';
import { LoginRoute } from './routes/login';
import { NotFoundRoute } from './routes/not-found';
import { VerifyEmailRoute } from './routes/verify-email';
import { WaitlistRoute } from './routes/waitlist';

/**
 * Every route of spec section 2, each behind its guard. A data router's routes (not `<Routes>`),
 * because the interview asks before leaving with unsaved answers (`useBlocker`).
 */
export const appRoutes = createRoutesFromElements(
  <Route id="root" element={<NavigationFrame />}>
    <Route element={<PublicLayout />}>
      <Route index element={<LandingRoute />} />
      <Route path="login" element={<LoginRoute />} />
      <Route path="waitlist" element={<WaitlistRoute />} />
      {/* The mailed link is opened signed out as often as not: the page guards itself (see there). */}
      <Route path="verify-email" element={<VerifyEmailRoute />} />
      {/* A public page, but a signed-out visitor is sent to / and waitlisted users may stay. */}
      <Route element={<RouteGuard allowWaitlist />}>
        <Route path="comingsoon" element={<ComingSoonRoute />} />
      </Route>
      <Route path="*" element={<NotFoundRoute />} />
    </Route>

    <Route element={<RouteGuard />}>
      <Route element={<AppLayout />}>
        <Route path="dashboard" element={<DashboardRoute />} />
        <Route path="profile" element={<ProfileRoute />} />
        <Route path="userprofile" element={<UserProfileRoute />} />
        <Route path="interview/:companyId/:section?" element={<InterviewRoute />} />
        <Route path="content/:companyId" element={<ContentRoute />} />
        <Route path="content/:companyId/compare" element={<ContentCompareRoute />} />
        <Route path="feedback" element={<FeedbackRoute />} />
      </Route>
    </Route>

    {/* Anything under /admin is guarded, so non-admins go to /dashboard even on unknown paths. */}
    <Route path="admin" element={<RouteGuard allowedRoles={['admin']} />}>
      <Route element={<AppLayout />}>
        <Route path="users" element={<AdminUsersRoute />} />
        <Route path="waitinglist" element={<AdminWaitingListRoute />} />
        <Route path="site-content" element={<AdminSiteContentRoute />} />
        <Route path="feedback" element={<AdminFeedbackRoute />} />
      </Route>
      <Route element={<PublicLayout />}>
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
    </Route>
  </Route>,
);
