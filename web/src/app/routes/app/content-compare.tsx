import { useParams, useSearchParams } from 'react-router';
import { CompanyUnavailable } from '@/components/company-load-error';
import { parseCompanyId } from '@/features/companies/types';
import { ComparePage } from '@/features/content/components/compare-page';

/** A version number from the address, or null when it is not one (then the page chooses). */
function versionNumber(value: string | null): number | null {
  return value !== null && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;
}

/** /content/{companyId}/compare?from=1&to=2: two versions of the company's content, text by text. */
export function ContentCompareRoute() {
  const companyId = parseCompanyId(useParams().companyId ?? '');
  const [searchParams, setSearchParams] = useSearchParams();
  if (Number.isNaN(companyId)) return <CompanyUnavailable title="Compare versions" notFound />;
  return (
    <ComparePage
      companyId={companyId}
      from={versionNumber(searchParams.get('from'))}
      to={versionNumber(searchParams.get('to'))}
      onChange={(from, to) => {
        setSearchParams({ from: String(from), to: String(to) }, { replace: true });
      }}
    />
  );
}
