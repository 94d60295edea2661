import { matchPath, Outlet, useLocation } from 'react-router';
import { AppShell } from '@/components/layouts/app-shell/app-shell';
import {
  BuildingIcon,
  ClipboardListIcon,
  DashboardIcon,
  FileTextIcon,
  InboxIcon,
  MessageIcon,
  MicIcon,
  PencilIcon,
  UsersIcon,
} from '@/components/layouts/app-shell/icons';
import type { SidebarNavGroup, SidebarNavItem } from '@/components/layouts/app-shell/sidebar';
import { AccountMenu } from '@/features/auth/components/account-menu';
import { CompanySwitcher } from '@/features/companies/components/company-switcher';
import { useCompanySelection } from '@/features/companies/hooks/use-company-selection';
import { useAuth } from '@/lib/auth/use-auth';

const SELECT_COMPANY_FIRST = 'Select a company first.';

/** The top bar's title per route, first match wins (spec section 2). */
const PAGE_TITLES: { path: string; title: string }[] = [
  { path: '/dashboard', title: 'Dashboard' },
  { path: '/profile', title: 'Company Profile' },
  { path: '/userprofile', title: 'User Profile' },
  { path: '/interview/*', title: 'Interview' },
  { path: '/content/*', title: 'Content' },
  { path: '/feedback', title: 'Feedback' },
  { path: '/admin/waitinglist', title: 'Waiting List' },
  { path: '/admin/users', title: 'Users' },
  { path: '/admin/site-content', title: 'Site Content' },
  { path: '/admin/feedback', title: 'Feedback Inbox' },
];

const ADMIN_GROUP: SidebarNavGroup = {
  label: 'ADMIN',
  items: [
    { label: 'Waiting List', icon: ClipboardListIcon, to: '/admin/waitinglist' },
    { label: 'Users', icon: UsersIcon, to: '/admin/users' },
    { label: 'Site Content', icon: PencilIcon, to: '/admin/site-content' },
    { label: 'Feedback Inbox', icon: InboxIcon, to: '/admin/feedback' },
  ],
};

const FOOTER_ITEMS: SidebarNavItem[] = [{ label: 'Feedback', icon: MessageIcon, to: '/feedback' }];

/** The app shell around every signed-in page: sidebar (spec section 2's groups), top bar and page. */
export function AppLayout() {
  const { user } = useAuth();
  const { selectedCompany } = useCompanySelection();
  const { pathname } = useLocation();
  const title = PAGE_TITLES.find(({ path }) => matchPath(path, pathname))?.title ?? '';

  const companyId = selectedCompany?.id;
  const navGroups: SidebarNavGroup[] = [
    {
      label: 'COMPANY',
      items: [
        {
          label: 'Profile',
          icon: BuildingIcon,
          // Spec section 2: /profile edits the company whose id it is given, else creates one. The
          // group is the selected company's, so Profile edits it; 'Add Company' is the way to create.
          to: companyId === undefined ? '/profile' : `/profile?companyId=${companyId}`,
          activePath: '/profile',
        },
      ],
    },
    {
      label: 'CONTENT',
      items: [
        {
          label: 'Interview',
          icon: MicIcon,
          // Spec section 9: the sidebar opens the interview at its first section.
          to: companyId === undefined ? undefined : `/interview/${companyId}/heuristics`,
          activePath: '/interview/:companyId',
          disabledHint: SELECT_COMPANY_FIRST,
        },
        {
          label: 'Content',
          icon: FileTextIcon,
          to: companyId === undefined ? undefined : `/content/${companyId}`,
          activePath: '/content/:companyId',
          disabledHint: SELECT_COMPANY_FIRST,
        },
      ],
    },
    { label: 'SETTINGS', items: [{ label: 'Dashboard', icon: DashboardIcon, to: '/dashboard' }] },
    ...(user?.role === 'admin' ? [ADMIN_GROUP] : []),
  ];

  return (
    <AppShell
      title={title}
      homePath="/dashboard"
      sidebarHeader={<CompanySwitcher />}
      navGroups={navGroups}
      footerItems={FOOTER_ITEMS}
      topBarEnd={<AccountMenu />}
    >
      <Outlet />
    </AppShell>
  );
}
