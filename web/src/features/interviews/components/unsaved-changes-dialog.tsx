import { ConfirmationDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';

type UnsavedChangesDialogProps = {
  open: boolean;
  sectionTitle: string;
  /** Answers differ from the saved ones; otherwise the section is only incomplete. */
  hasUnsavedAnswers: boolean;
  saving: boolean;
  onStay: () => void;
  onDiscard: () => void;
  onSave: () => void;
};

/**
 * Spec section 4: leaving a section with unsaved answers, or leaving an incomplete one through its
 * cards, asks first. Focus starts on Stay Here.
 */
export function UnsavedChangesDialog({
  open,
  sectionTitle,
  hasUnsavedAnswers,
  saving,
  onStay,
  onDiscard,
  onSave,
}: UnsavedChangesDialogProps) {
  return (
    <ConfirmationDialog
      open={open}
      onCancel={onStay}
      title="Unsaved Changes"
      description={
        hasUnsavedAnswers
          ? `Your answers in ${sectionTitle} are not saved yet. Save them before you go, or leave without saving.`
          : `${sectionTitle} is not complete yet. Save it as it is before you go, or leave without saving; you can come back to it at any time.`
      }
      cancelLabel="Stay Here"
      busy={saving}
      className="max-w-xl"
    >
      <Button variant="outline" disabled={saving} onClick={onDiscard}>
        Continue Without Saving
      </Button>
      <Button busy={saving} onClick={onSave}>
        {saving ? 'Saving...' : 'Save and Continue'}
      </Button>
    </ConfirmationDialog>
  );
}
