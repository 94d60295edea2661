import { useParams } from 'react-router';
import { CompanyUnavailable } from '@/components/company-load-error';
import { parseCompanyId } from '@/features/companies/types';
import { ContentPage } from '@/features/content/components/content-page';
import { GenerateFirstVersionButton } from '@/features/content/components/generate-version-button';
import { NoContentYet } from '@/features/interviews/components/no-content-yet';

/**
 * /content/{companyId}: the company's generated content; an id that is not one is 'Company not
 * found.', as a company that is not the user's. Without content yet, the interview says what to
 * do, with 'Generate Content' once it is complete.
 */
export function ContentRoute() {
  const companyId = parseCompanyId(useParams().companyId ?? '');
  if (Number.isNaN(companyId)) return <CompanyUnavailable title="Content" notFound />;
  const generateButton = <GenerateFirstVersionButton companyId={companyId} className="sm:max-w-72" />;
  return <ContentPage companyId={companyId} emptyState={<NoContentYet companyId={companyId} generateButton={generateButton} />} />;
}
