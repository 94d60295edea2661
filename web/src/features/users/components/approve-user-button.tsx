import { Button } from '@/components/ui/button';
import { toast, toastFailure } from '@/components/ui/toast/use-toast';
import type { AdminUser } from '../api/get-users';
import { useUpdateUser } from '../api/update-user';

type ApproveUserButtonProps = {
  userId: number;
  /** Who is approved, for screen readers (the visible text is 'Approve'). */
  name: string;
  /** The approved user; the button is gone now, so this is where the caller moves the focus. */
  onApproved: (approved: AdminUser) => void;
};

/**
 * Approves a waitlisted user (status 'active'; the server mails them that their account is ready).
 * The Users page shows it on waitlisted rows, the Waiting List on entries whose account waits.
 */
export function ApproveUserButton({ userId, name, onApproved }: ApproveUserButtonProps) {
  const approve = useUpdateUser();

  function approveUser() {
    approve.mutate(
      { id: userId, changes: { status: 'active' } },
      {
        onSuccess: (approved) => {
          onApproved(approved);
          toast({ title: 'User approved', description: `${approved.username} can now use Pitchwise.` });
        },
        onError: (error) => {
          toastFailure('Failed to update user', error);
        },
      },
    );
  }

  return (
    <Button type="button" disabled={approve.isPending} onClick={approveUser} className="whitespace-nowrap px-3 py-1.5">
      {approve.isPending ? 'Approving...' : 'Approve'} <span className="sr-only">{name}</span>
    </Button>
  );
}
