import { ConfirmationDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { toast, toastFailure } from '@/components/ui/toast/use-toast';
import { useDeleteWaitlistEntry } from '../api/delete-waitlist-entry';
import type { ListedEntry } from '../api/get-waitlist';

type DeleteWaitlistEntryDialogProps = {
  /** The entry to delete; the confirmation is open while there is one. */
  entry: ListedEntry | null;
  onClose: () => void;
};

/** The waiting list's delete confirmation: a failure toasts and leaves it open, to retry or cancel. */
export function DeleteWaitlistEntryDialog({ entry, onClose }: DeleteWaitlistEntryDialogProps) {
  const remove = useDeleteWaitlistEntry();

  function confirm(target: ListedEntry) {
    remove.mutate(target.id, {
      onSuccess: () => {
        toast({ title: 'Entry deleted', description: `${target.email} is no longer on the waiting list.` });
        onClose();
      },
      onError: (error) => {
        toastFailure('Failed to delete entry', error);
      },
    });
  }

  return (
    <ConfirmationDialog
      open={entry !== null}
      onCancel={onClose}
      busy={remove.isPending}
      title="Delete this entry?"
      description={
        <>
          <strong className="font-semibold text-slate-900">{entry?.name}</strong> ({entry?.email}) will be removed from
          the waiting list. An account with this address stays. This cannot be undone.
        </>
      }
    >
      <Button
        variant="destructive"
        disabled={remove.isPending}
        onClick={() => {
          if (entry) confirm(entry);
        }}
      >
        {remove.isPending ? 'Deleting...' : 'Delete'}
      </Button>
    </ConfirmationDialog>
  );
}
