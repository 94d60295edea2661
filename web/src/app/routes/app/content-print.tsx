import { useParams, useSearchParams } from 'react-router';
import { CompanyUnavailable } from '@/components/company-load-error';
import { parseCompanyId } from '@/features/companies/types';
import { PrintPage } from '@/features/content/components/print-page';

/**
 * /content/{companyId}/print?version=N: version N of the company's content for paper (without
 * `version`, the active one), outside the app shell; an id that is not one is 'Company not found.'.
 */
export function ContentPrintRoute() {
  const companyId = parseCompanyId(useParams().companyId ?? '');
  const [searchParams] = useSearchParams();
  if (Number.isNaN(companyId)) {
    return (
      <main>
        <CompanyUnavailable title="Print" notFound />
      </main>
    );
  }
  return <PrintPage companyId={companyId} version={searchParams.get('version')} />;
}
