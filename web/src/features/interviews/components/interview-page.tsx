import { useEffect, type ReactNode } from 'react';
import { CompanyUnavailable } from '@/components/company-load-error';
import { DocumentTitle } from '@/components/document-title';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { LoadErrorAlert } from '@/components/ui/load-error-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { isNotFoundError } from '@/lib/api-client';
import { useUnauthorizedRedirect } from '@/lib/auth/use-unauthorized-redirect';
import { useCompany } from '@/lib/company/get-company';
import { useSelectOpenedCompany } from '@/lib/company/use-select-opened-company';
import { useInterviews } from '../api/get-interviews';
import { useQuestions } from '../api/get-questions';
import { firstIncompleteSection, PREVIEW_MIN_PERCENT, progressPercent, sectionStatus } from '../progress';
import { SECTIONS, type SectionKey } from '../types';
import type { ContentGeneration } from './generate-content-button';
import { ProgressCard } from './progress-card';
import { ReadyToGenerate } from './ready-to-generate';
import { SectionCards } from './section-cards';
import { SectionForm } from './section-form';

/** What the side panel's preview is given: the progress, and the completed sections it draws on. */
type PreviewProgress = {
  percent: number;
  /** The progress a preview needs (spec section 5). */
  minPercent: number;
  completed: readonly { key: SectionKey; title: string }[];
};

type InterviewPageProps = {
  companyId: number;
  section: SectionKey;
  /** Generate Content (the content feature's generation, passed in by the route). */
  generation: ContentGeneration;
  /** The side panel's preview card (the content feature's, passed in by the route). */
  renderPreview: (progress: PreviewProgress) => ReactNode;
};

/**
 * The interview of one company at one section (spec section 2): the company's name and progress,
 * the section cards, the current section's questions, and the side panel (progress, generation,
 * preview). Beside the form when the page has room (a container query), else below it.
 */
export function InterviewPage({ companyId, section, generation, renderPreview }: InterviewPageProps) {
  const company = useCompany(companyId);
  const interviews = useInterviews(companyId);
  const questions = useQuestions();
  const redirectIfUnauthorized = useUnauthorizedRedirect();

  const error = company.error ?? interviews.error ?? questions.error;
  useEffect(() => {
    if (error) redirectIfUnauthorized(error);
  }, [error, redirectIfUnauthorized]);

  // The sidebar's Interview and Content links follow the company being interviewed.
  useSelectOpenedCompany(company.data);

  if (isNotFoundError(company.error) || isNotFoundError(interviews.error)) return <CompanyUnavailable title="Interview" notFound />;
  if (company.isError) return <CompanyUnavailable title="Interview" notFound={false} />;

  const records = interviews.data;
  const percent = records ? progressPercent(records) : undefined;
  const firstIncomplete = records ? firstIncompleteSection(records) : null;
  const questionSection = questions.data?.sections.find((candidate) => candidate.key === section);

  let form: ReactNode;
  if (questions.isError) {
    form = (
      <LoadErrorAlert message="Failed to load the interview questions" error={questions.error} onRetry={() => void questions.refetch()} />
    );
  } else if (interviews.isError && !records) {
    form = <LoadErrorAlert message="Failed to load your answers" error={interviews.error} onRetry={() => void interviews.refetch()} />;
  } else if (records && questions.data && questionSection) {
    form = <SectionForm key={section} companyId={companyId} section={questionSection} questions={questions.data} records={records} />;
  } else {
    form = <SectionFormPlaceholder />;
  }

  return (
    <div className="@container mx-auto w-full max-w-6xl space-y-6 px-4 py-8 sm:px-6">
      <DocumentTitle title={company.data ? `Interview: ${company.data.name}` : 'Interview'} />
      <header className="flex flex-wrap items-center gap-x-4 gap-y-2">
        {company.data ? (
          <h1 className="min-w-0 break-words text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {company.data.name}
          </h1>
        ) : (
          <div role="status" aria-label="Loading company" className="flex h-8 items-center sm:h-9">
            <Skeleton className="h-7 w-48" />
          </div>
        )}
        {percent === undefined ? (
          <Skeleton aria-hidden="true" className="h-5 w-24 rounded-full" />
        ) : (
          <Badge tone={percent === 100 ? 'success' : 'brand'}>{`${percent}% Complete`}</Badge>
        )}
      </header>

      <div className="grid gap-6 @4xl:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="@container min-w-0 space-y-6">
          <SectionCards companyId={companyId} current={section} records={records} />
          {form}
        </div>
        <aside aria-label="Interview progress" className="space-y-6 @4xl:sticky @4xl:top-20 @4xl:self-start">
          {records && percent !== undefined ? (
            <>
              <ProgressCard companyId={companyId} percent={percent} firstIncomplete={firstIncomplete} generation={generation} />
              {firstIncomplete === null && <ReadyToGenerate companyId={companyId} generation={generation} />}
              {renderPreview({
                percent,
                minPercent: PREVIEW_MIN_PERCENT,
                completed: SECTIONS.filter(({ key }) => sectionStatus(records, key) === 'completed'),
              })}
            </>
          ) : (
            <Skeleton role="status" aria-label="Loading progress" className="h-72 rounded-2xl" />
          )}
        </aside>
      </div>
    </div>
  );
}

/** The form's frame while the questions and answers load: four questions' worth of grey bars. */
function SectionFormPlaceholder() {
  return (
    <Card role="status" aria-label="Loading questions" className="space-y-6 p-4 sm:p-6">
      <div className="space-y-2">
        <Skeleton className="h-3 w-40" />
        <Skeleton className="h-6 w-56" />
        <Skeleton className="h-4 w-full" />
      </div>
      {Array.from({ length: 4 }, (_, index) => (
        <div key={index} className="space-y-2">
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-3 w-1/2" />
          <Skeleton className="h-20 rounded-md" />
        </div>
      ))}
    </Card>
  );
}
