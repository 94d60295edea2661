import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useAuth } from '@/lib/auth/use-auth';
import { useSignOut } from '../api/sign-out';

/** The top bar's account button: the user's first name, and a menu with credits, profile and sign-out. */
export function AccountMenu() {
  const { user } = useAuth();
  const signOut = useSignOut();
  if (!user) return null;

  const displayName = user.name.trim() || user.username;
  const firstName = displayName.split(/\s+/)[0];

  return (
    <DropdownMenu>
      <DropdownMenuTrigger className="inline-flex min-w-0 shrink-0 items-center gap-2 rounded-full py-1 pl-1 pr-2 text-sm font-medium text-slate-800 hover:bg-slate-100 data-[state=open]:bg-slate-100 sm:pr-3">
        <Avatar src={user.avatar} name={displayName} className="size-8 text-xs" />
        <span className="max-w-28 truncate sm:max-w-40">{firstName}</span>
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0 fill-slate-500">
          <path d="M5.22 8.22a.75.75 0 0 1 1.06 0L10 11.94l3.72-3.72a.75.75 0 1 1 1.06 1.06l-4.25 4.25a.75.75 0 0 1-1.06 0L5.22 9.28a.75.75 0 0 1 0-1.06Z" />
        </svg>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-56">
        <DropdownMenuLabel>My Account</DropdownMenuLabel>
        <p className="px-2 pb-1.5 text-sm text-slate-600">{`Credits: ${user.credits}`}</p>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/userprofile">User Profile</Link>
        </DropdownMenuItem>
        <DropdownMenuItem
          disabled={signOut.isPending}
          onSelect={() => {
            signOut.mutate();
          }}
        >
          Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
