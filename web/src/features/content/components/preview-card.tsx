import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadErrorAlert } from '@/components/ui/load-error-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useFieldLabels } from '../api/get-content-fields';
import { useContentPreview, type ContentPreview } from '../api/get-content-preview';
import type { FieldLabels } from '../fields';
import { writtenBy } from '../types';

type PreviewCardProps = {
  companyId: number;
  /** The interview's progress; below `minPercent` there is no preview yet (the server refuses one). */
  percent: number;
  minPercent: number;
  /** The completed sections the preview draws on; completing another asks for a new preview. */
  completed: readonly { key: string; title: string }[];
  /** Content is being generated: no Regenerate meanwhile (spec section 5). */
  generating: boolean;
};

/**
 * The free preview in the interview's side panel (decisions section 4; the route passes it to the
 * interview page): from 25% progress, the built-in writer's headline, value proposition and
 * 30-second pitch over the answers saved so far. Regenerate asks for new wording; it needs 25%
 * progress and waits while content is generated (spec section 5). A new preview keeps the previous
 * one on screen, dimmed, until it arrives.
 */
export function PreviewCard({ companyId, percent, minPercent, completed, generating }: PreviewCardProps) {
  const available = percent >= minPercent;
  const preview = useContentPreview(companyId, completed.map(({ key }) => key), { enabled: available });
  const labels = useFieldLabels({ enabled: available });
  const refreshing = available && preview.isFetching && preview.data !== undefined;

  let body;
  if (!available) {
    body = <p className="text-sm text-slate-600">{`The preview appears once ${minPercent}% of the interview is complete.`}</p>;
  } else if (preview.data && labels.data) {
    body = (
      <>
        {preview.isError && !refreshing && (
          <LoadErrorAlert message="Failed to regenerate the preview" error={preview.error} />
        )}
        <PreviewText preview={preview.data} labels={labels.data} dimmed={refreshing} />
      </>
    );
  } else if (preview.isError || labels.isError) {
    // The preview's own error first; a failed label list is tried again with it.
    body = (
      <LoadErrorAlert
        message="Failed to load the preview"
        error={preview.error ?? labels.error}
        onRetry={() => {
          if (preview.isError) void preview.refetch();
          if (labels.isError) void labels.refetch();
        }}
      />
    );
  } else {
    body = <PreviewSkeleton />;
  }

  return (
    <Card className="space-y-3 p-5">
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-base font-semibold text-slate-900">Preview</h2>
        <Button
          variant="outline"
          className="min-w-36 px-3 py-1.5"
          disabled={!available || generating || (preview.isFetching && !refreshing)}
          busy={refreshing}
          onClick={() => void preview.refetch()}
        >
          {refreshing ? 'Regenerating...' : 'Regenerate'}
        </Button>
      </div>
      {body}
      <p role="status" className="sr-only">
        {refreshing ? 'Regenerating the preview...' : ''}
      </p>
      {available && (
        <p className="text-xs text-slate-600">
          {`The preview draws on your completed sections: ${completed.map(({ title }) => title).join(', ')}.`}
        </p>
      )}
    </Card>
  );
}

function PreviewText({ preview, labels, dimmed }: { preview: ContentPreview; labels: FieldLabels; dimmed: boolean }) {
  return (
    <div
      aria-busy={dimmed}
      className={cn('space-y-3 transition-opacity motion-reduce:transition-none', dimmed && 'opacity-60')}
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="brand">Free preview</Badge>
        <span className="text-xs text-slate-600">{writtenBy(preview.writer)}</span>
      </div>
      <p className="break-words text-lg font-semibold leading-snug text-slate-900">{preview.website.headline}</p>
      <p className="whitespace-pre-line break-words text-sm text-slate-700">{preview.coreMessaging.valueProposition}</p>
      <div>
        <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-600">{labels['pitch.pitch30sec']}</h3>
        <p className="mt-1 whitespace-pre-line break-words text-sm text-slate-700">{preview.pitch.pitch30sec}</p>
      </div>
    </div>
  );
}

/** The preview's frame while the first one loads. */
function PreviewSkeleton() {
  return (
    <div role="status" aria-label="Loading preview" className="space-y-3">
      <Skeleton className="h-5 w-40 rounded-full" />
      <Skeleton className="h-6 w-11/12" />
      <div className="space-y-1.5">
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
      </div>
      <Skeleton className="h-3 w-28" />
      <div className="space-y-1.5">
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
      </div>
    </div>
  );
}
