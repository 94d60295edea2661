import type { UseQueryResult } from '@tanstack/react-query';
import { useRef } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DateTime } from '@/components/ui/date-time';
import { LoadErrorAlert } from '@/components/ui/load-error-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast/use-toast';
import { cn } from '@/lib/cn';
import { useActivateVersion } from '../api/activate-version';
import { creditCost, originText, type FieldLabels } from '../fields';
import { writtenBy, type ContentVersion } from '../types';
import { VersionDownloads } from './version-exports';

type VersionHistoryProps = {
  companyId: number;
  /** The company's versions, newest first (the page asks for them once it knows there is content). */
  versions: UseQueryResult<ContentVersion[]>;
  /** The field labels, to say which part a version changed. */
  labels: FieldLabels | undefined;
  /** A generation is under way: no activation meanwhile. */
  generating: boolean;
  /** The version the page shows instead of the active one, if any. */
  viewedId: number | null;
  /** Shows a version without activating it; null: the active one again. */
  onView: (versionId: number | null) => void;
};

/**
 * Spec section 2: the company's versions, newest first (number, date, how it came to be and what it
 * cost, a generated one's writer, and its downloads), the active one marked, 'View' and 'Activate'
 * on the others.
 * 'View' (a toggle) shows that version's texts without activating it. Activating reads
 * 'Activating...' until the page shows that version; focus then moves to it (its buttons are gone).
 */
export function VersionHistory({ companyId, versions, labels, generating, viewedId, onView }: VersionHistoryProps) {
  const activate = useActivateVersion(companyId);
  const items = useRef(new Map<number, HTMLLIElement>());

  function activateVersion(version: ContentVersion) {
    activate.mutate(version.id, {
      onSuccess: () => {
        items.current.get(version.id)?.focus();
        toast({ title: 'Version activated', description: `Version ${version.versionNumber} is now active.` });
      },
      onError: () => {
        toast({
          title: 'Error activating version',
          description: 'There was a problem activating this version. Please try again.',
          variant: 'destructive',
        });
      },
    });
  }

  let body;
  if (versions.data) {
    body = (
      <ol className="divide-y divide-slate-200">
        {versions.data.map((version) => {
          const activating = activate.isPending && activate.variables === version.id;
          const viewing = version.id === viewedId;
          return (
            <li
              key={version.id}
              ref={(element) => {
                if (element) items.current.set(version.id, element);
                else items.current.delete(version.id);
              }}
              tabIndex={-1}
              className={cn(
                'flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0 last:pb-0',
                viewing && '-mx-2 rounded-md bg-amber-50 px-2',
              )}
            >
              <div className="min-w-0 text-sm">
                <p className="font-medium text-slate-900">{`Version ${version.versionNumber}`}</p>
                <p className="text-xs text-slate-600">
                  <DateTime value={version.createdAt} />
                </p>
                <p className="break-words text-xs text-slate-600">
                  {labels ? `${originText(version.origin, labels)} · ${creditCost(version)}` : creditCost(version)}
                </p>
                {version.origin.kind === 'generated' && <p className="break-words text-xs text-slate-600">{writtenBy(version.writer)}</p>}
                <VersionDownloads version={version} />
              </div>
              {version.isActive ? (
                <Badge tone="success">Active</Badge>
              ) : (
                <div className="flex shrink-0 gap-2">
                  <Button
                    variant="outline"
                    className="px-3 py-1.5 aria-pressed:border-amber-300 aria-pressed:bg-amber-100"
                    aria-pressed={viewing}
                    onClick={() => {
                      onView(viewing ? null : version.id);
                    }}
                  >
                    {'View '}
                    <span className="sr-only">{`version ${version.versionNumber}`}</span>
                  </Button>
                  <Button
                    variant="outline"
                    className="px-3 py-1.5"
                    disabled={activate.isPending || generating}
                    onClick={() => {
                      activateVersion(version);
                    }}
                  >
                    {activating ? 'Activating... ' : 'Activate '}
                    <span className="sr-only">{`version ${version.versionNumber}`}</span>
                  </Button>
                </div>
              )}
            </li>
          );
        })}
      </ol>
    );
  } else if (versions.isError) {
    body = (
      <LoadErrorAlert message="Failed to load the versions" error={versions.error} onRetry={() => void versions.refetch()} />
    );
  } else {
    body = (
      <div role="status" aria-label="Loading versions" className="space-y-3">
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} className="h-16 rounded-lg" />
        ))}
      </div>
    );
  }

  return (
    <aside aria-labelledby="version-history" className="@4xl:sticky @4xl:top-20 @4xl:self-start">
      <Card className="space-y-4 p-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="version-history" className="text-base font-semibold text-slate-900">
            Version History
          </h2>
          {(versions.data?.length ?? 0) > 1 && (
            <Link to={`/content/${companyId}/compare`} className="text-sm font-medium text-indigo-700 underline-offset-2 hover:underline">
              Compare versions
            </Link>
          )}
        </div>
        {body}
      </Card>
    </aside>
  );
}
