import { useEffect, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { CompanyLoadError } from '@/components/company-load-error';
import { Page } from '@/components/page';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { CompanyProfileForm } from '@/features/companies/components/company-profile-form';
import { parseCompanyId } from '@/features/companies/types';
import { VoicePanel } from '@/features/style-guide/components/voice-panel';
import { isNotFoundError } from '@/lib/api-client';
import { useUnauthorizedRedirect } from '@/lib/auth/use-unauthorized-redirect';
import { useCompany } from '@/lib/company/get-company';

/** The company id of `/profile?companyId=12`, or null when absent; NaN when it is not an id. */
function companyIdParam(value: string | null): number | null {
  return value === null ? null : parseCompanyId(value);
}

function ProfilePage({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <Page title={title} description={description} width="narrow">
      <Card className="p-5 sm:p-8">{children}</Card>
    </Page>
  );
}

/** /profile creates a company; /profile?companyId={id} edits that one (spec section 2). */
export function ProfileRoute() {
  const [searchParams] = useSearchParams();
  const companyId = companyIdParam(searchParams.get('companyId'));

  if (companyId === null) {
    return (
      <ProfilePage title="Company Profile" description="Tell us about your company. The interview and your content build on it.">
        <CompanyProfileForm />
      </ProfilePage>
    );
  }
  return (
    <ProfilePage title="Edit Company Profile" description="Keep your company's details up to date.">
      <EditCompanyProfile companyId={companyId} />
    </ProfilePage>
  );
}

function EditCompanyProfile({ companyId }: { companyId: number }) {
  const isValidId = !Number.isNaN(companyId);
  const company = useCompany(companyId, { enabled: isValidId });
  const redirectIfUnauthorized = useUnauthorizedRedirect();

  useEffect(() => {
    if (company.error) redirectIfUnauthorized(company.error);
  }, [company.error, redirectIfUnauthorized]);

  if (isValidId && company.isPending) {
    return (
      <div role="status" className="flex items-center gap-3 text-slate-600">
        <Spinner size="md" />
        Loading company...
      </div>
    );
  }
  // Keyed, so another company's page starts from that company's values.
  if (company.isSuccess) {
    return (
      <>
        <CompanyProfileForm key={company.data.id} company={company.data} />
        <div className="mt-8 border-t border-slate-200 pt-8">
          <VoicePanel key={company.data.id} companyId={company.data.id} />
        </div>
      </>
    );
  }

  return <CompanyLoadError notFound={!isValidId || isNotFoundError(company.error)} />;
}
