import { Navigate, useParams } from 'react-router';
import { CompanyUnavailable } from '@/components/company-load-error';
import { parseCompanyId } from '@/features/companies/types';
import { GeneratingDialog } from '@/features/content/components/generating-dialog';
import { PreviewCard } from '@/features/content/components/preview-card';
import { useStartContentGeneration } from '@/features/content/hooks/use-start-content-generation';
import { InterviewPage } from '@/features/interviews/components/interview-page';
import { isSectionKey, type SectionKey } from '@/features/interviews/types';

/**
 * /interview/{companyId}/{section}: a missing or unknown section opens the first one (spec
 * section 9); an id that is not one is 'Company not found.', as a company that is not the user's.
 */
export function InterviewRoute() {
  const params = useParams();
  const companyId = parseCompanyId(params.companyId ?? '');

  if (Number.isNaN(companyId)) return <CompanyUnavailable title="Interview" notFound />;
  if (!isSectionKey(params.section)) return <Navigate to={`/interview/${companyId}/heuristics`} replace />;
  return <InterviewWithContent companyId={companyId} section={params.section} />;
}

/**
 * The interview page with what the content feature adds to it: Generate Content (the 'Generating
 * Your Content' overlay, then the content page) and the free preview in the side panel.
 */
function InterviewWithContent({ companyId, section }: { companyId: number; section: SectionKey }) {
  const generation = useStartContentGeneration(companyId);
  return (
    <>
      <InterviewPage
        companyId={companyId}
        section={section}
        generation={generation}
        renderPreview={(progress) => (
          <PreviewCard companyId={companyId} {...progress} generating={generation.isGenerating} />
        )}
      />
      <GeneratingDialog open={generation.overlayOpen} stages={generation.stages} streamed={generation.streamed} />
    </>
  );
}
