import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useReturnFocus } from '@/components/ui/use-return-focus';
import type { Company } from '@/lib/company/types';
import { useLoadedModule } from '@/lib/lazy-page';
import type { EditCompanyFormProps } from './edit-company-form';
import { editCompanyForm } from './load-edit-company-form';

/** The form, from its chunk: at once when the card's menu has loaded it, else after 'Loading the form...'. */
function LoadedEditCompanyForm(props: EditCompanyFormProps) {
  const { module, failed } = useLoadedModule(editCompanyForm);
  if (failed) {
    return (
      <p role="alert" className="text-sm text-red-700">
        The form could not be loaded. Check your connection, then close this dialog and try again.
      </p>
    );
  }
  if (!module) return <EditFormLoading />;
  return <module.EditCompanyForm {...props} />;
}

/** In the form's place while its chunk loads (a slow connection that chose Edit at once). */
function EditFormLoading() {
  return (
    <div role="status" className="flex min-h-80 items-center justify-center gap-3 text-sm text-slate-600">
      <Spinner size="md" />
      Loading the form...
    </div>
  );
}

type EditCompanyDialogProps = {
  /** The company being edited; the dialog is open while there is one. */
  company: Company | null;
  /** Where focus goes when the dialog closes (the card's menu button). */
  returnFocusTo: HTMLElement | null;
  onClose: () => void;
};

/** The dashboard's Edit dialog (spec sections 2, 4 and 8). */
export function EditCompanyDialog({ company, returnFocusTo, onClose }: EditCompanyDialogProps) {
  // Opened from the card's menu: focus goes back to its button, not to the menu item that opened it.
  const returnFocus = useReturnFocus(returnFocusTo);
  return (
    <Dialog
      open={company !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent {...returnFocus}>
        <DialogHeader>
          <DialogTitle>Edit Company</DialogTitle>
          <DialogDescription>Update your company information.</DialogDescription>
        </DialogHeader>
        {/* Keyed, so each company opens a form prefilled with its own values. */}
        {company && <LoadedEditCompanyForm key={company.id} company={company} onSaved={onClose} />}
      </DialogContent>
    </Dialog>
  );
}
