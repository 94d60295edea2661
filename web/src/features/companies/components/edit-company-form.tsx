import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { DialogFormActions } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast/use-toast';
import { useUnauthorizedRedirect } from '@/lib/auth/use-unauthorized-redirect';
import type { Company } from '@/lib/company/types';
import { showServerFieldErrors } from '@/lib/form-errors';
import { useUpdateCompany } from '../api/update-company';
import { COMPANY_EDIT_FIELDS, companyEditSchema, companyFormValues, type CompanyFormValues } from '../types';
import { CompanyFields } from './company-fields';

export type EditCompanyFormProps = { company: Company; onSaved: () => void };

/** The Edit dialog's form, prefilled with `company`'s values (loaded lazily: load-edit-company-form.ts). */
export function EditCompanyForm({ company, onSaved }: EditCompanyFormProps) {
  const form = useForm<CompanyFormValues>({
    resolver: zodResolver(companyEditSchema),
    defaultValues: companyFormValues(company),
  });
  // The form arrives after the dialog has opened (a lazy chunk), so the dialog's own focus went
  // elsewhere: the first field takes it, as it would in a dialog opened with its form.
  const { setFocus } = form;
  useEffect(() => {
    setFocus('name');
  }, [setFocus]);
  const update = useUpdateCompany();
  const redirectIfUnauthorized = useUnauthorizedRedirect();

  const onSubmit = form.handleSubmit((values) => {
    // Only the dialog's fields: the server keeps competitors and products/services as they are.
    const changes = Object.fromEntries(COMPANY_EDIT_FIELDS.map((field) => [field, values[field]]));
    update.mutate(
      { id: company.id, changes },
      {
        onSuccess: () => {
          toast({ title: 'Company updated', description: 'Company information has been successfully updated.' });
          onSaved();
        },
        onError: (error) => {
          if (redirectIfUnauthorized(error) || showServerFieldErrors(error, COMPANY_EDIT_FIELDS, form.setError)) return;
          toast({
            variant: 'destructive',
            title: 'Failed to update company',
            description: 'An error occurred while updating the company. Please try again.',
          });
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
      <CompanyFields form={form} variant="dialog" />
      <DialogFormActions saving={update.isPending} submitLabel="Save Changes" />
    </form>
  );
}
