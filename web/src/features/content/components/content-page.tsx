import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { CompanyUnavailable } from '@/components/company-load-error';
import { DocumentTitle } from '@/components/document-title';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LoadErrorAlert } from '@/components/ui/load-error-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { isNotFoundError } from '@/lib/api-client';
import { useUnauthorizedRedirect } from '@/lib/auth/use-unauthorized-redirect';
import { useCompany } from '@/lib/company/get-company';
import { useSelectOpenedCompany } from '@/lib/company/use-select-opened-company';
import { useContentAsset } from '../api/get-content-asset';
import { useActiveContent } from '../api/get-active-content';
import { useFieldLabels } from '../api/get-content-fields';
import { useObjectionSheet } from '../api/get-objection-sheet';
import { useVersions } from '../api/get-versions';
import { useContentGeneration } from '../hooks/use-content-generation';
import { ContentStudioContext } from '../hooks/use-content-studio';
import { TextEditorContext, useTextEditor } from '../hooks/use-text-editor';
import { assetQuality } from '../quality';
import { describeGuide } from '@/lib/style-guide';
import { writtenBy, type ContentVersion } from '../types';
import { SECTION_TITLES, VERSION_PARTS } from '../fields';
import { coreMessagingText, objectionSheetText, pitchText, websiteHtml, websiteText } from '../copy-all';
import { ContentPanel, CopyAllBar, CoreMessagingFields, ObjectionFields, PitchFields, WebsiteFields } from './content-panels';
import { GenerateVersionButton } from './generate-version-button';
import { InterviewChangedNote } from './interview-changed-note';
import { QualityScore } from './quality-notes';
import { SyncNotice } from './sync-notice';
import { UnsavedEditDialog } from './text-editor';
import { VersionExports } from './version-exports';
import { VersionHistory } from './version-history';

type ContentPageProps = {
  companyId: number;
  /** Shown instead of the tabs while the company has no content yet. */
  emptyState: ReactNode;
};

/** The tabs of fields, in order. */

/**
 * Spec section 9: shown, but not yet available; one compact tab, which goes under the others where
 * the row has no room for it (at 1280 px beside the history).
 */
const COMING_SOON = ['Pitch Deck', 'Video Scripts'];

/**
 * The active version of a company's content (spec section 2): its writer, four tabs of fields
 * (two more coming soon), the version history, its downloads (the server's Markdown and Word
 * files), 'Print' (the print view) and 'Generate New Version'.
 * Its texts are edited in place, written again, chosen among options, or brought in line with the
 * core messaging (each a new version); another version can be viewed without activating it, or
 * compared (the history links there). Nothing is asked for a company without content (its record
 * says so): the empty state shows instead. The history sits beside the tabs when the page has room
 * (a container query), else below them.
 */
export function ContentPage({ companyId, emptyState }: ContentPageProps) {
  const company = useCompany(companyId);
  const hasContent = company.data?.hasContent === true;
  const [viewedId, setViewedId] = useState<number | null>(null);
  const tabs = useRef<HTMLDivElement>(null);
  const versions = useVersions(companyId, { enabled: hasContent });
  // The version viewed instead of the active one; activating it makes it the active one.
  const viewed = versions.data?.find((candidate) => candidate.id === viewedId && !candidate.isActive);
  const active = useActiveContent(companyId, { enabled: hasContent });
  const website = useContentAsset(companyId, 'website', { versionId: viewed?.id, enabled: hasContent });
  const pitch = useContentAsset(companyId, 'pitch', { versionId: viewed?.id, enabled: hasContent });
  const objections = useObjectionSheet(companyId, { versionId: viewed?.id, enabled: hasContent });
  const labels = useFieldLabels();
  const editor = useTextEditor(companyId, active.data);
  const contentGeneration = useContentGeneration(companyId, 'content');
  // A new version is the active one: the page shows it.
  const generation = {
    ...contentGeneration,
    generate: () => {
      setViewedId(null);
      return contentGeneration.generate();
    },
  };
  const redirectIfUnauthorized = useUnauthorizedRedirect();
  useSelectOpenedCompany(company.data);
  // Where the keyboard goes on when what had focus is gone: the open tab's texts.
  const focusOpenTab = () => {
    tabs.current?.querySelector<HTMLElement>('[role="tabpanel"][data-state="active"]')?.focus();
  };

  const error = company.error ?? active.error ?? labels.error;
  useEffect(() => {
    if (error) redirectIfUnauthorized(error);
  }, [error, redirectIfUnauthorized]);

  if (isNotFoundError(company.error)) return <CompanyUnavailable title="Content" notFound />;
  if (company.isError) return <CompanyUnavailable title="Content" notFound={false} />;

  const noContent = company.data?.hasContent === false || (!active.data && isNotFoundError(active.error));
  const version = viewed ?? active.data;
  // The core tab waits for the version shown: a viewed one's core messaging is in the version list.
  const coreQuery: UseQueryResult = viewed ? versions : active;
  // Every tab waits for the field labels and the active version (whose report covers the assets too).
  const panelContext = { labels: labels.data, version };
  // Only the active version's texts are changed; a viewed one is read.
  const studio =
    active.data && !viewed
      ? { companyId, version: active.data, waiting: generation.isGenerating || editor.editing !== null }
      : null;
  let main: ReactNode;
  if (noContent) {
    main = emptyState;
  } else if (active.isError && !active.data) {
    main = <LoadErrorAlert message="Failed to load your content" error={active.error} onRetry={() => void active.refetch()} />;
  } else if (labels.isError && !labels.data) {
    main = <LoadErrorAlert message="Failed to load your content" error={labels.error} onRetry={() => void labels.refetch()} />;
  } else {
    main = (
      <TextEditorContext value={viewed ? null : editor}>
      <ContentStudioContext value={studio}>
      <div className="grid gap-6 @4xl:grid-cols-[minmax(0,1fr)_18rem]">
        <Tabs ref={tabs} defaultValue="core" className="@container min-w-0 space-y-4">
          {viewed && (
            <ViewedVersionNote
              versionNumber={viewed.versionNumber}
              onBack={() => {
                setViewedId(null);
                // The note is gone: the keyboard goes on in the texts, now the active version's.
                focusOpenTab();
              }}
            />
          )}
          <TabsList aria-label="Content">
            {VERSION_PARTS.map((section) => (
              <TabsTrigger key={section} value={section}>
                {SECTION_TITLES[section]}
              </TabsTrigger>
            ))}
            <TabsTrigger value="soon" disabled className="text-xs">
              {COMING_SOON.join(', ')} <Badge>Soon</Badge>
            </TabsTrigger>
          </TabsList>
          <TabsContent value="core">
            <ContentPanel query={coreQuery} {...panelContext} errorMessage="Failed to load the core messaging" fieldCount={3}>
              {(_, { labels, version: shown }) => (
                <>
                  <CopyAllBar tab={SECTION_TITLES.core} text={coreMessagingText(shown.content, labels)} />
                  <CoreMessagingFields content={shown.content} labels={labels} quality={shown.quality} />
                </>
              )}
            </ContentPanel>
          </TabsContent>
          <TabsContent value="website">
            {labels.data && <SyncNotice asset="website" labels={labels.data} onSynced={focusOpenTab} />}
            <ContentPanel query={website} {...panelContext} errorMessage="Failed to load the website content" fieldCount={4}>
              {(asset, context) => (
                <>
                  <CopyAllBar
                    tab={SECTION_TITLES.website}
                    text={websiteText(asset.content, context.labels)}
                    html={websiteHtml(asset.content)}
                  />
                  <WebsiteFields content={asset.content} labels={context.labels} quality={assetQuality(asset, context.version)} />
                </>
              )}
            </ContentPanel>
          </TabsContent>
          <TabsContent value="pitch">
            {labels.data && <SyncNotice asset="pitch" labels={labels.data} onSynced={focusOpenTab} />}
            <ContentPanel query={pitch} {...panelContext} errorMessage="Failed to load the pitch content" fieldCount={4}>
              {(asset, context) => (
                <>
                  <CopyAllBar tab={SECTION_TITLES.pitch} text={pitchText(asset.content, context.labels)} />
                  <PitchFields content={asset.content} labels={context.labels} quality={assetQuality(asset, context.version)} />
                </>
              )}
            </ContentPanel>
          </TabsContent>
          <TabsContent value="objections">
            <ContentPanel query={objections} {...panelContext} errorMessage="Failed to load the objection sheet" fieldCount={4}>
              {(sheet, context) =>
                'missing' in sheet ? (
                  // A version written before sheets: the server's words say so, and what to do.
                  <p className="text-slate-700">{sheet.missing}</p>
                ) : (
                  <>
                    <CopyAllBar tab={SECTION_TITLES.objections} text={objectionSheetText(sheet.content, context.labels)} />
                    <ObjectionFields content={sheet.content} labels={context.labels} quality={assetQuality(sheet, context.version)} />
                  </>
                )
              }
            </ContentPanel>
          </TabsContent>
        </Tabs>
        <VersionHistory
          companyId={companyId}
          versions={versions}
          labels={labels.data}
          generating={generation.isGenerating}
          viewedId={viewed?.id ?? null}
          onView={setViewedId}
        />
      </div>
      </ContentStudioContext>
      </TextEditorContext>
    );
  }

  return (
    <div className="@container mx-auto w-full max-w-6xl space-y-6 px-4 py-8 sm:px-6">
      <DocumentTitle title={company.data ? `Content: ${company.data.name}` : 'Content'} />
      <header className="flex flex-col gap-4 @3xl:flex-row @3xl:items-start @3xl:justify-between">
        <div className="min-w-0 space-y-1">
          {company.data ? (
            <h1 className="break-words text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{company.data.name}</h1>
          ) : (
            <div role="status" aria-label="Loading company" className="flex h-8 items-center sm:h-9">
              <Skeleton className="h-7 w-48" />
            </div>
          )}
          {version ? (
            <VersionLine version={version} />
          ) : (
            active.isPending && <Skeleton aria-hidden="true" className="h-5 w-64 max-w-full" />
          )}
          {!noContent && (
            <div className="pt-2">
              <VersionExports companyId={companyId} version={version} />
            </div>
          )}
        </div>
        {!noContent && (
          <div className="flex flex-col gap-1.5 @md:max-w-64">
            <GenerateVersionButton generation={generation} />
            {active.data?.interviewChangedSince && <InterviewChangedNote changedAt={active.data.interviewChangedSince} />}
          </div>
        )}
      </header>
      {main}
      <UnsavedEditDialog editor={editor} />
    </div>
  );
}

/**
 * Over the tabs while another version than the active one is shown. It takes focus when it comes
 * (so it is read out, and on a phone, where 'View' sits below the texts, scrolled to).
 */
function ViewedVersionNote({ versionNumber, onBack }: { versionNumber: number; onBack: () => void }) {
  const note = useRef<HTMLDivElement>(null);
  useEffect(() => {
    note.current?.focus();
  }, [versionNumber]);
  return (
    <div
      ref={note}
      tabIndex={-1}
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 outline-none focus-visible:ring-2 focus-visible:ring-indigo-600"
    >
      <p className="text-sm text-amber-900">{`You are viewing Version ${versionNumber}. It is not the active version.`}</p>
      <Button variant="outline" className="px-3 py-1.5" onClick={onBack}>
        Back to Active Version
      </Button>
    </div>
  );
}

/** 'Version 2 · Written by gpt-4o-mini', its quality score when it has a report, and its voice when not the default. */
function VersionLine({ version }: { version: ContentVersion }) {
  const voice = version.styleGuide && describeGuide(version.styleGuide);
  const line = (
    <p className="text-sm text-slate-600">
      {`Version ${version.versionNumber} · `}
      <span className="font-medium text-slate-800">{writtenBy(version.writer)}</span>
    </p>
  );
  const header = version.quality ? (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      {line}
      <QualityScore score={version.quality.score} />
    </div>
  ) : (
    line
  );
  if (!voice) return header;
  return (
    <div className="grid gap-1">
      {header}
      <p className="break-words text-xs text-slate-600">{`Voice: ${voice}`}</p>
    </div>
  );
}
