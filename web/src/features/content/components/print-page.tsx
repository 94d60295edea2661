import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { CompanyUnavailable } from '@/components/company-load-error';
import { DocumentTitle } from '@/components/document-title';
import { Button } from '@/components/ui/button';
import { DateTime } from '@/components/ui/date-time';
import { LoadErrorAlert } from '@/components/ui/load-error-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { isNotFoundError } from '@/lib/api-client';
import { useUnauthorizedRedirect } from '@/lib/auth/use-unauthorized-redirect';
import { useCompany } from '@/lib/company/get-company';
import { useContentAsset } from '../api/get-content-asset';
import { useFieldLabels } from '../api/get-content-fields';
import { useObjectionSheet } from '../api/get-objection-sheet';
import { useVersions } from '../api/get-versions';
import { CORE_FIELDS, PITCHES, PROOF_TO_GATHER, SECTION_TITLES, type FieldLabels } from '../fields';
import { parseVersionNumber, type ContentVersion } from '../types';

type PrintPageProps = {
  companyId: number;
  /** The address's `version`, a version number; null: the active version. */
  version: string | null;
};

/**
 * A version of the company's content for paper (or a PDF): the company and 'Content version N'
 * with its date, then every field under its label, section by section (h1 the company, h2 the
 * sections, h3 the fields), in a serif type. A small toolbar ('Print or save as PDF', 'Back to
 * content') is not printed; no field is split across pages where it fits on one. The version is
 * found by number in the version list, its assets read by id; a number the company has no version
 * of says so, with the way back.
 */
export function PrintPage({ companyId, version: asked }: PrintPageProps) {
  const company = useCompany(companyId);
  const versions = useVersions(companyId, { enabled: company.data?.hasContent === true });
  const labels = useFieldLabels();
  const wanted = asked === null ? null : parseVersionNumber(asked);
  const version = versions.data?.find((candidate) => (asked === null ? candidate.isActive : candidate.versionNumber === wanted));
  const redirectIfUnauthorized = useUnauthorizedRedirect();

  const error = company.error ?? versions.error ?? labels.error;
  useEffect(() => {
    if (error) redirectIfUnauthorized(error);
  }, [error, redirectIfUnauthorized]);

  const backLink = <Link to={`/content/${companyId}`}>Back to content</Link>;
  let body: ReactNode;
  if (company.isError) {
    body = <CompanyUnavailable title="Print" notFound={isNotFoundError(company.error)} />;
  } else if (company.data?.hasContent === false) {
    body = <Unavailable message="No content has been generated yet." backLink={backLink} />;
  } else if (versions.isError) {
    body = <LoadErrorAlert message="Failed to load the versions" error={versions.error} onRetry={() => void versions.refetch()} />;
  } else if (labels.isError) {
    body = <LoadErrorAlert message="Failed to load your content" error={labels.error} onRetry={() => void labels.refetch()} />;
  } else if (versions.data && !version) {
    const message = asked === null ? 'No content has been generated yet.' : `Version ${asked} does not exist.`;
    body = <Unavailable message={message} backLink={backLink} />;
  } else if (company.data && version && labels.data) {
    body = (
      <>
        {/* For the screen only: nothing here is any use on paper. */}
        <div className="mx-auto mb-6 flex max-w-3xl flex-wrap justify-between gap-2 print:hidden">
          <Button asChild variant="outline">
            {backLink}
          </Button>
          <Button
            type="button"
            onClick={() => {
              window.print();
            }}
          >
            Print or save as PDF
          </Button>
        </div>
        <PrintedVersion companyId={companyId} companyName={company.data.name} version={version} labels={labels.data} />
      </>
    );
  } else {
    body = (
      <div role="status" aria-label="Loading content" className="mx-auto max-w-3xl space-y-4">
        <Skeleton className="h-9 w-full" />
        <Skeleton className="h-96 w-full" />
      </div>
    );
  }

  return (
    <main className="min-h-screen px-4 py-6 sm:px-6 print:min-h-0 print:p-0">
      {/* Also the file name a browser suggests for a PDF. */}
      {!company.isError && (
        <DocumentTitle title={company.data && version ? `${company.data.name}: Content version ${version.versionNumber}` : 'Print'} />
      )}
      {body}
    </main>
  );
}

/** In place of the version: why there is none to print, and the way back. */
function Unavailable({ message, backLink }: { message: string; backLink: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl space-y-4 rounded-2xl border border-slate-200 bg-white p-6 sm:p-8">
      <p className="text-slate-800">{message}</p>
      <Button asChild variant="outline">
        {backLink}
      </Button>
    </div>
  );
}

type PrintedVersionProps = { companyId: number; companyName: string; version: ContentVersion; labels: FieldLabels };

/** The version as printed: a sheet of paper on the screen, the page itself in print. */
function PrintedVersion({ companyId, companyName, version, labels }: PrintedVersionProps) {
  const assetOptions = { versionId: version.id };
  const website = useContentAsset(companyId, 'website', assetOptions);
  const pitch = useContentAsset(companyId, 'pitch', assetOptions);
  const objections = useObjectionSheet(companyId, assetOptions);
  const core = version.content;
  return (
    <article className="mx-auto max-w-3xl space-y-10 rounded-2xl border border-slate-200 bg-white p-6 font-serif text-slate-900 shadow-sm sm:p-10 print:max-w-none print:space-y-8 print:rounded-none print:border-0 print:p-0 print:text-[11pt] print:text-black print:shadow-none">
      <header className="space-y-1 border-b border-slate-300 pb-4">
        <h1 className="break-words font-sans text-3xl font-bold tracking-tight">{companyName}</h1>
        <p className="text-slate-700 print:text-black">
          {`Content version ${version.versionNumber} · `}
          <DateTime value={version.createdAt} />
        </p>
      </header>
      <PrintSection title={SECTION_TITLES.core}>
        {CORE_FIELDS.map((key) => (
          <PrintField key={key} title={labels[`core.${key}`]}>
            <PrintText text={core[key]} />
          </PrintField>
        ))}
      </PrintSection>
      <PrintSection title={SECTION_TITLES.website}>
        <Loaded query={website} errorMessage="Failed to load the website content">
          {({ content }) => (
            <>
              <PrintField title={labels['website.headline']}>
                <PrintText text={content.headline} />
              </PrintField>
              <PrintField title={labels['website.subheading']}>
                <PrintText text={content.subheading} />
              </PrintField>
              <PrintField title={labels['website.valuePropositions[]']}>
                <ul className="list-disc space-y-2 pl-5">
                  {content.valuePropositions.map(({ title, description }, index) => (
                    <li key={index} className="break-inside-avoid">
                      <span className="font-semibold">{title}</span>
                      <PrintText text={description} />
                    </li>
                  ))}
                </ul>
              </PrintField>
              <PrintField title={labels['website.ctaText']}>
                <PrintText text={content.ctaText} />
              </PrintField>
            </>
          )}
        </Loaded>
      </PrintSection>
      <PrintSection title={SECTION_TITLES.pitch}>
        <Loaded query={pitch} errorMessage="Failed to load the pitch content">
          {({ content }) => (
            <>
              {PITCHES.map((key) => (
                <PrintField key={key} title={labels[`pitch.${key}`]}>
                  <PrintText text={content[key]} />
                </PrintField>
              ))}
              <PrintField title={labels['pitch.keyPoints[]']}>
                <ul className="list-disc space-y-1 pl-5">
                  {content.keyPoints.map((point, index) => (
                    <li key={index}>{point}</li>
                  ))}
                </ul>
              </PrintField>
            </>
          )}
        </Loaded>
      </PrintSection>
      <PrintSection title={SECTION_TITLES.objections}>
        <Loaded query={objections} errorMessage="Failed to load the objection sheet">
          {(sheet) =>
            'missing' in sheet ? (
              <p className="font-sans text-slate-700">{sheet.missing}</p>
            ) : (
              <PrintField title={labels['objections.pairs[]']}>
                <ol className="list-decimal space-y-4 pl-5">
                  {sheet.content.pairs.map(({ objection, response, proofPoint }, index) => (
                    <li key={index} className="break-inside-avoid space-y-1">
                      <p className="whitespace-pre-line font-semibold italic before:content-['“'] after:content-['”']">{objection}</p>
                      <p className="whitespace-pre-line">
                        <span className="font-semibold">{`${labels['objections.pairs[].response']}: `}</span>
                        {response}
                      </p>
                      <p className="whitespace-pre-line">
                        <span className="font-semibold">{`${PROOF_TO_GATHER} `}</span>
                        {proofPoint}
                      </p>
                    </li>
                  ))}
                </ol>
              </PrintField>
            )
          }
        </Loaded>
      </PrintSection>
    </article>
  );
}

function PrintSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-5">
      <h2 id={headingId} className="break-after-avoid border-b border-slate-200 pb-1 font-sans text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A field under its label, kept on one page where it fits. */
function PrintField({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="break-inside-avoid space-y-1.5">
      <h3 className="break-after-avoid font-sans text-sm font-semibold uppercase tracking-wide text-slate-600 print:text-black">{title}</h3>
      {children}
    </div>
  );
}

/** A text as paragraphs, its line breaks kept. */
function PrintText({ text }: { text: string }) {
  return <p className="whitespace-pre-line break-words leading-relaxed">{text}</p>;
}

type LoadedProps<T> = {
  query: UseQueryResult<T>;
  /** What failed, e.g. 'Failed to load the website content'. */
  errorMessage: string;
  children: (data: T) => ReactNode;
};

/** A section's fields once its asset is in; a grey block while it loads; its error with 'Try again' (not printed). */
function Loaded<T>({ query, errorMessage, children }: LoadedProps<T>) {
  if (query.data !== undefined) return children(query.data);
  if (query.isError) {
    return (
      <div className="print:hidden">
        <LoadErrorAlert message={errorMessage} error={query.error} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  return <Skeleton role="status" aria-label="Loading content" className="h-48 w-full" />;
}
