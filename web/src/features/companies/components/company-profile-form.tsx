import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ConfirmationDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast/use-toast';
import { useAuth } from '@/lib/auth/use-auth';
import { useUnauthorizedRedirect } from '@/lib/auth/use-unauthorized-redirect';
import { useSelectedCompany } from '@/lib/company/company-store';
import type { Company } from '@/lib/company/types';
import { showServerFieldErrors } from '@/lib/form-errors';
import { useCreateCompany } from '../api/create-company';
import { useUpdateCompany } from '../api/update-company';
import { COMPANY_FORM_FIELDS, companyFormSchema, companyFormValues, SAMPLE_COMPANIES, type CompanyFormValues } from '../types';
import { CompanyFields } from './company-fields';

type CompanyProfileFormProps = {
  /** The company to edit; without one the form creates a new company. */
  company?: Company;
};

/** The /profile form (spec sections 2, 5 and 8): create a company, or edit one. */
export function CompanyProfileForm({ company }: CompanyProfileFormProps) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const form = useForm<CompanyFormValues>({
    resolver: zodResolver(companyFormSchema),
    defaultValues: companyFormValues(company),
  });
  const create = useCreateCompany();
  const update = useUpdateCompany();
  const redirectIfUnauthorized = useUnauthorizedRedirect();
  const { selectCompany } = useSelectedCompany();
  // The sample-data button goes round the five samples, so each press shows a different one.
  const nextSample = useRef(0);
  // A sample waiting for the user to say it may replace what they typed.
  const [replacingWith, setReplacingWith] = useState<CompanyFormValues | null>(null);
  // Read while rendering, so the form tracks it: typed since the last fill (or since the start).
  const { isDirty } = form.formState;

  if (!user) {
    return (
      <div role="status" className="flex items-center gap-3 text-slate-600">
        <Spinner size="md" />
        Loading user information...
      </div>
    );
  }

  /** Field messages for a 422; otherwise the toast (a 401 leaves for / instead). Values stay as typed. */
  function onFailure(error: Error, title: string, description: string) {
    if (redirectIfUnauthorized(error) || showServerFieldErrors(error, COMPANY_FORM_FIELDS, form.setError)) return;
    toast({ variant: 'destructive', title, description });
  }

  const onSubmit = form.handleSubmit((values) => {
    if (!company) {
      create.mutate(
        { ...values, userId: user.cobaltId },
        {
          onSuccess: (created) => {
            // The new company becomes the current one, as 'Continue Interview' does.
            selectCompany(created);
            void navigate(`/interview/${created.id}/heuristics`);
          },
          onError: (error) => {
            onFailure(error, 'Error creating company', 'There was a problem creating your company profile. Please try again.');
          },
        },
      );
      return;
    }
    update.mutate(
      { id: company.id, changes: values },
      {
        onSuccess: (updated) => {
          form.reset(companyFormValues(updated));
          toast({ title: 'Company updated', description: 'Company information has been successfully updated.' });
        },
        onError: (error) => {
          onFailure(error, 'Error updating company', 'There was a problem updating your company profile. Please try again.');
        },
      },
    );
  });

  /** Every field from the sample: none of a previous fill or of the user's typing stays. */
  function fillWith(sample: CompanyFormValues) {
    form.reset({ ...companyFormValues(), ...sample });
  }

  const isPending = create.isPending || update.isPending;
  const pendingLabel = company ? 'Saving...' : 'Creating...';
  const submitLabel = company ? 'Save Changes' : 'Create Company';

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-5">
      {!company && (
        <div className="flex flex-col gap-3 rounded-lg bg-indigo-50 p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-indigo-900">Trying Pitchwise out? Start from a sample company and change what you like.</p>
          <Button
            type="button"
            variant="outline"
            className="shrink-0"
            onClick={() => {
              const sample = SAMPLE_COMPANIES[nextSample.current % SAMPLE_COMPANIES.length];
              nextSample.current += 1;
              if (!sample) return;
              if (isDirty) setReplacingWith(sample);
              else fillWith(sample);
            }}
          >
            Fill with Sample Data
          </Button>
        </div>
      )}
      <ConfirmationDialog
        open={replacingWith !== null}
        onCancel={() => {
          setReplacingWith(null);
        }}
        title="Replace what you typed?"
        description="The sample company fills every field of the form, so what you typed here is replaced."
        cancelLabel="Keep What I Typed"
      >
        <Button
          type="button"
          onClick={() => {
            if (replacingWith) fillWith(replacingWith);
            setReplacingWith(null);
          }}
        >
          Replace
        </Button>
      </ConfirmationDialog>
      <CompanyFields form={form} variant="profile" />
      <div className="flex justify-end border-t border-slate-200 pt-5">
        <Button type="submit" busy={isPending} className="w-full sm:w-auto">
          {isPending ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
