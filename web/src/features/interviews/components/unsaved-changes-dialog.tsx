import { ConfirmationDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';

type UnsavedChangesDialogProps = {
  open: boolean;
  sectionTitle: string;
  saving: boolean;
  onStay: () => void;
  onDiscard: () => void;
  onSave: () => void;
};

/** Spec section 4: leaving a section with unsaved answers asks first. Focus starts on Stay Here. */
export function UnsavedChangesDialog({ open, sectionTitle, saving, onStay, onDiscard, onSave }: UnsavedChangesDialogProps) {
  return (
    <ConfirmationDialog
      open={open}
      onCancel={onStay}
      title="Unsaved Changes"
      description={`Your answers in ${sectionTitle} are not saved yet. Save them before you go, or leave without saving.`}
      cancelLabel="Stay Here"
      busy={saving}
      className="max-w-xl"
    >
      <Button variant="outline" disabled={saving} onClick={onDiscard}>
        Continue Without Saving
      </Button>
      <Button disabled={saving} onClick={onSave}>
        {saving ? 'Saving...' : 'Save and Continue'}
      </Button>
    </ConfirmationDialog>
  );
}
