import { ConfirmationDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast/use-toast';
import { useUnauthorizedRedirect } from '@/lib/auth/use-unauthorized-redirect';
import { useSelectedCompany } from '@/lib/company/company-store';
import type { Company } from '@/lib/company/types';
import { useDeleteCompany } from '../api/delete-company';

type DeleteCompanyDialogProps = {
  /** The company to delete; the confirmation is open while there is one. */
  company: Company | null;
  /** Where focus goes when the confirmation closes (the card's menu button). */
  returnFocusTo: HTMLElement | null;
  onClose: () => void;
};

/** The dashboard's delete confirmation (spec sections 2, 4 and 8). */
export function DeleteCompanyDialog({ company, returnFocusTo, onClose }: DeleteCompanyDialogProps) {
  const remove = useDeleteCompany();
  const redirectIfUnauthorized = useUnauthorizedRedirect();
  const { selectedCompany, clearSelectedCompany } = useSelectedCompany();

  function confirm(target: Company) {
    remove.mutate(target.id, {
      onSuccess: () => {
        if (selectedCompany?.id === target.id) clearSelectedCompany();
        toast({ title: 'Company deleted', description: 'The company has been successfully deleted.' });
        onClose();
      },
      onError: (error) => {
        if (redirectIfUnauthorized(error)) return;
        // The confirmation stays open, so the user can try again or cancel.
        toast({
          variant: 'destructive',
          title: 'Failed to delete company',
          description: 'An error occurred while deleting the company. Please try again.',
        });
      },
    });
  }

  return (
    <ConfirmationDialog
      open={company !== null}
      onCancel={onClose}
      returnFocusTo={returnFocusTo}
      title="Are you sure?"
      description={
        <>
          This will permanently delete <strong className="font-semibold text-slate-900">{company?.name}</strong> and all
          associated data, including interview responses and generated content. This action cannot be undone.
        </>
      }
    >
      <Button
        variant="destructive"
        disabled={remove.isPending}
        onClick={() => {
          if (company) confirm(company);
        }}
      >
        {remove.isPending ? 'Deleting...' : 'Delete'}
      </Button>
    </ConfirmationDialog>
  );
}
