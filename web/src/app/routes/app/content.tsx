import { useParams } from 'react-router';
import { CompanyUnavailable } from '@/features/companies/components/company-load-error';
import { parseCompanyId } from '@/features/companies/types';
import { ContentPage } from '@/features/content/components/content-page';
import { NoContentYet } from '@/features/interviews/components/no-content-yet';

/**
 * /content/{companyId}: the company's generated content; an id that is not one is 'Company not
 * found.', as a company that is not the user's. Without content yet, the interview says what to do.
 */
export function ContentRoute() {
  const companyId = parseCompanyId(useParams().companyId ?? '');
  if (Number.isNaN(companyId)) return <CompanyUnavailable title="Content" notFound />;
  return <ContentPage companyId={companyId} emptyState={<NoContentYet companyId={companyId} />} />;
}
