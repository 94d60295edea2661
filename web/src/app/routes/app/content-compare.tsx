import { useParams, useSearchParams } from 'react-router';
import { CompanyUnavailable } from '@/components/company-load-error';
import { parseCompanyId } from '@/features/companies/types';
import { ComparePage } from '@/features/content/components/compare-page';
import { parseVersionNumber } from '@/features/content/types';

/**
 * /content/{companyId}/compare?from=1&to=2: two versions of the company's content, text by text; a
 * number that is not one is left for the page to choose.
 */
export function ContentCompareRoute() {
  const companyId = parseCompanyId(useParams().companyId ?? '');
  const [searchParams, setSearchParams] = useSearchParams();
  if (Number.isNaN(companyId)) return <CompanyUnavailable title="Compare versions" notFound />;
  return (
    <ComparePage
      companyId={companyId}
      from={parseVersionNumber(searchParams.get('from'))}
      to={parseVersionNumber(searchParams.get('to'))}
      onChange={(from, to) => {
        setSearchParams({ from: String(from), to: String(to) }, { replace: true });
      }}
    />
  );
}
