import { Navigate, useParams } from 'react-router';
import { CompanyUnavailable } from '@/features/companies/components/company-load-error';
import { parseCompanyId } from '@/features/companies/types';
import { InterviewPage } from '@/features/interviews/components/interview-page';
import { isSectionKey } from '@/features/interviews/types';

/**
 * /interview/{companyId}/{section}: a missing or unknown section opens the first one (spec
 * section 9); an id that is not one is 'Company not found.', as a company that is not the user's.
 */
export function InterviewRoute() {
  const params = useParams();
  const companyId = parseCompanyId(params.companyId ?? '');

  if (Number.isNaN(companyId)) return <CompanyUnavailable title="Interview" notFound />;
  if (!isSectionKey(params.section)) return <Navigate to={`/interview/${companyId}/heuristics`} replace />;
  return <InterviewPage companyId={companyId} section={params.section} />;
}
