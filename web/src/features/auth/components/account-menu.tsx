import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { useSignOut } from '../api/sign-out';
import { useAuth } from '../hooks/use-auth';

const itemClasses =
  'flex w-full cursor-default select-none items-center rounded-md px-2 py-1.5 text-sm text-slate-800 outline-none data-[disabled]:opacity-50 data-[highlighted]:bg-indigo-50 data-[highlighted]:text-indigo-700';

/** The top bar's account button: the user's first name, and a menu with credits, profile and sign-out. */
export function AccountMenu() {
  const { user } = useAuth();
  const signOut = useSignOut();
  if (!user) return null;

  const displayName = user.name.trim() || user.username;
  const firstName = displayName.split(/\s+/)[0];

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className="inline-flex items-center gap-2 rounded-full py-1 pl-1 pr-3 text-sm font-medium text-slate-800 hover:bg-slate-100 data-[state=open]:bg-slate-100">
        <Avatar src={user.avatar} name={displayName} className="size-8 text-xs" />
        {firstName}
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-slate-500">
          <path d="M5.22 8.22a.75.75 0 0 1 1.06 0L10 11.94l3.72-3.72a.75.75 0 1 1 1.06 1.06l-4.25 4.25a.75.75 0 0 1-1.06 0L5.22 9.28a.75.75 0 0 1 0-1.06Z" />
        </svg>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Label className="px-2 pt-1.5 text-sm font-semibold text-slate-900">
            My Account
          </DropdownMenu.Label>
          <DropdownMenu.Label className="px-2 pb-1.5 text-sm text-slate-600">
            {`Credits: ${user.credits}`}
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item asChild className={itemClasses}>
            <Link to="/userprofile">User Profile</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item
            className={itemClasses}
            disabled={signOut.isPending}
            onSelect={() => {
              signOut.mutate();
            }}
          >
            Log out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
