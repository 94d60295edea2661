import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { LoadErrorAlert } from '@/components/ui/load-error-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { FIELD_TITLES, keyPointsText, pitchLength, PITCHES, valuePropositionsText } from '../fields';
import type { CoreMessaging, PitchContent, WebsiteContent } from '../types';
import { ContentField, Prose } from './content-field';

type ContentPanelProps<T> = {
  query: UseQueryResult<T>;
  /** What failed, e.g. 'Failed to load the website content'. */
  errorMessage: string;
  /** The fields the loading placeholder stands in for. */
  fieldCount: number;
  children: (data: T) => ReactNode;
};

/** A tab's fields once their query has them; grey fields of about their size while it loads; its error with 'Try again'. */
export function ContentPanel<T>({ query, errorMessage, fieldCount, children }: ContentPanelProps<T>) {
  if (query.data !== undefined) return <Card className="space-y-6 p-5 sm:p-6">{children(query.data)}</Card>;
  if (query.isError) {
    return <LoadErrorAlert message={errorMessage} error={query.error} onRetry={() => void query.refetch()} />;
  }
  return <PanelSkeleton fieldCount={fieldCount} />;
}

/** The frame of a tab's fields while they load: a title and four lines each. */
function PanelSkeleton({ fieldCount }: { fieldCount: number }) {
  return (
    <Card role="status" aria-label="Loading content" className="space-y-6 p-5 sm:p-6">
      {Array.from({ length: fieldCount }, (_, index) => (
        <div key={index} className="space-y-3 border-b border-slate-200 pb-6 last:border-b-0 last:pb-0">
          <div className="flex items-start justify-between gap-3">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-7 w-22 rounded-md" />
          </div>
          <div className="space-y-2">
            <Skeleton className="h-5 w-full" />
            <Skeleton className="h-5 w-full" />
            <Skeleton className="h-5 w-11/12" />
            <Skeleton className="h-5 w-2/3" />
          </div>
        </div>
      ))}
    </Card>
  );
}

export function CoreMessagingFields({ content }: { content: CoreMessaging }) {
  return (
    <>
      {(['problemStatement', 'valueProposition', 'competitiveDifferentiation'] as const).map((key) => (
        <ContentField key={key} title={FIELD_TITLES[key]} copyText={content[key]}>
          <Prose text={content[key]} />
        </ContentField>
      ))}
    </>
  );
}

export function WebsiteFields({ content }: { content: WebsiteContent }) {
  return (
    <>
      <ContentField title={FIELD_TITLES.headline} copyText={content.headline}>
        <Prose text={content.headline} className="text-2xl font-bold tracking-tight text-slate-900" />
      </ContentField>
      <ContentField title={FIELD_TITLES.subheading} copyText={content.subheading}>
        <Prose text={content.subheading} className="text-lg text-slate-700" />
      </ContentField>
      <ContentField title={FIELD_TITLES.valuePropositions} copyText={valuePropositionsText(content.valuePropositions)}>
        <ul className="grid gap-3 @xl:grid-cols-2">
          {content.valuePropositions.map(({ title, description }, index) => (
            <li key={index} className="rounded-xl border border-slate-200 bg-slate-50 p-4">
              <h3 className="font-semibold text-slate-900">{title}</h3>
              <Prose text={description} className="mt-1 text-sm" />
            </li>
          ))}
        </ul>
      </ContentField>
      <ContentField title={FIELD_TITLES.ctaText} copyText={content.ctaText}>
        <p>
          <span className="inline-block rounded-md border border-indigo-200 bg-indigo-50 px-4 py-2 font-medium text-indigo-800">
            {content.ctaText}
          </span>
        </p>
      </ContentField>
    </>
  );
}

export function PitchFields({ content }: { content: PitchContent }) {
  return (
    <>
      {PITCHES.map((key) => (
        <ContentField key={key} title={FIELD_TITLES[key]} copyText={content[key]} meta={pitchLength(content[key])}>
          <Prose text={content[key]} />
        </ContentField>
      ))}
      <ContentField title={FIELD_TITLES.keyPoints} copyText={keyPointsText(content.keyPoints)}>
        <ul className="list-disc space-y-1.5 pl-5 leading-relaxed text-slate-800 marker:text-indigo-600">
          {content.keyPoints.map((point, index) => (
            <li key={index}>{point}</li>
          ))}
        </ul>
      </ContentField>
    </>
  );
}
