import { useState } from 'react';
import { ConfirmationDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/text-field';
import { toastFailure } from '@/components/ui/toast/use-toast';
import { useLocalSignOut } from '@/lib/auth/use-local-sign-out';
import { clearSelectedCompany } from '@/lib/company/company-store';
import { useDeleteAccount } from '../api/delete-account';

const WHAT_GOES =
  'This permanently deletes your account and everything in it: your companies, their interviews and generated content, and your sessions on every device. Feedback you sent stays, without your name. This cannot be undone.';

/**
 * The profile's 'Delete account': a confirmation that names what goes and asks for the account's
 * email address, then DELETE /api/users/me; the app then signs out here and goes to /.
 */
export function DeleteAccount({ email }: { email: string }) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const remove = useDeleteAccount();
  const signOutLocally = useLocalSignOut();
  const confirmed = typed.trim().toLowerCase() === email.toLowerCase();

  function close() {
    setOpen(false);
    setTyped('');
  }

  function confirm() {
    remove.mutate(undefined, {
      onSuccess: () => {
        // The selected company was this account's.
        clearSelectedCompany();
        close();
        void signOutLocally({ title: 'Account deleted', description: 'Your account and all its data have been deleted.' });
      },
      onError: (error) => {
        // The confirmation stays open: the reason shows, and the user can retry or cancel.
        toastFailure('Failed to delete account', error);
      },
    });
  }

  return (
    <Card className="mt-8 border-red-200">
      <h2 className="text-lg font-semibold text-slate-900">Delete account</h2>
      <p className="mt-2 text-sm text-slate-600">
        Delete your account with your companies, interviews, generated content and sessions.
      </p>
      <Button
        variant="destructive"
        className="mt-4"
        onClick={() => {
          setOpen(true);
        }}
      >
        Delete account
      </Button>
      <ConfirmationDialog
        open={open}
        onCancel={close}
        busy={remove.isPending}
        title="Delete your account?"
        description={WHAT_GOES}
        body={
          <TextField
            label={`Type ${email} to confirm`}
            autoComplete="off"
            value={typed}
            disabled={remove.isPending}
            onChange={(event) => {
              setTyped(event.target.value);
            }}
          />
        }
      >
        <Button variant="destructive" disabled={!confirmed || remove.isPending} onClick={confirm}>
          {remove.isPending ? 'Deleting...' : 'Delete my account'}
        </Button>
      </ConfirmationDialog>
    </Card>
  );
}
