import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
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
    <AlertDialog
      open={open}
      onOpenChange={(isOpen) => {
        if (!isOpen && !saving) onStay();
      }}
    >
      <AlertDialogContent className="max-w-xl">
        <AlertDialogHeader>
          <AlertDialogTitle>Unsaved Changes</AlertDialogTitle>
          <AlertDialogDescription>
            {`Your answers in ${sectionTitle} are not saved yet. Save them before you go, or leave without saving.`}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel asChild>
            <Button variant="outline" disabled={saving}>
              Stay Here
            </Button>
          </AlertDialogCancel>
          <Button variant="outline" disabled={saving} onClick={onDiscard}>
            Continue Without Saving
          </Button>
          <Button disabled={saving} onClick={onSave}>
            {saving ? 'Saving...' : 'Save and Continue'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
