import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { CompanyUnavailable } from '@/components/company-load-error';
import { DocumentTitle } from '@/components/document-title';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadErrorAlert } from '@/components/ui/load-error-alert';
import { SelectField } from '@/components/ui/select-field';
import { Skeleton } from '@/components/ui/skeleton';
import { isNotFoundError } from '@/lib/api-client';
import { useCompany } from '@/lib/company/get-company';
import { useContentAsset } from '../api/get-content-asset';
import { useFieldLabels } from '../api/get-content-fields';
import { useObjectionSheet, type ObjectionSheetAnswer } from '../api/get-objection-sheet';
import { useVersions } from '../api/get-versions';
import { compareTexts, comparisonsByPart, versionTextList, type TextComparison } from '../compare';
import { SECTION_TITLES } from '../fields';
import type { ContentVersion } from '../types';

type ComparePageProps = {
  companyId: number;
  /** The version numbers asked for (the address's `from` and `to`); null: the newest two. */
  from: number | null;
  to: number | null;
  onChange: (from: number, to: number) => void;
};

/**
 * Two versions of a company's content, text by text (issue 20), part by part: for each text that
 * differs, its words removed and added; the texts that are the same are listed, folded. The versions are
 * chosen by number and kept in the address (`/content/{id}/compare?from=1&to=2`).
 */
export function ComparePage({ companyId, from, to, onChange }: ComparePageProps) {
  const company = useCompany(companyId);
  const versions = useVersions(companyId, { enabled: company.data?.hasContent === true });
  const list = versions.data ?? [];
  const byNumber = (n: number | null) => list.find((version) => version.versionNumber === n);
  // Newest first: by default the newest against the one before it.
  const newer = byNumber(to) ?? list[0];
  const older = byNumber(from) ?? list.find((version) => version !== newer) ?? newer;

  if (isNotFoundError(company.error)) return <CompanyUnavailable title="Compare versions" notFound />;
  if (company.isError) return <CompanyUnavailable title="Compare versions" notFound={false} />;

  const options = list.map((version) => ({ value: String(version.versionNumber), label: `Version ${version.versionNumber}` }));
  let body;
  if (versions.isError) {
    body = <LoadErrorAlert message="Failed to load the versions" error={versions.error} onRetry={() => void versions.refetch()} />;
  } else if (company.data && !company.data.hasContent) {
    body = <p className="text-slate-600">No content has been generated yet.</p>;
  } else if (older && newer) {
    body = (
      <>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="From"
            options={options}
            value={String(older.versionNumber)}
            onChange={(value) => {
              onChange(Number(value), newer.versionNumber);
            }}
          />
          <SelectField
            label="To"
            options={options}
            value={String(newer.versionNumber)}
            onChange={(value) => {
              onChange(older.versionNumber, Number(value));
            }}
          />
        </div>
        <Comparison companyId={companyId} older={older} newer={newer} />
      </>
    );
  } else {
    body = <Skeleton role="status" aria-label="Loading versions" className="h-16" />;
  }

  return (
    <div className="mx-auto w-full max-w-4xl space-y-6 px-4 py-8 sm:px-6">
      <DocumentTitle title={company.data ? `Compare versions: ${company.data.name}` : 'Compare versions'} />
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Compare versions</h1>
          <p className="break-words text-sm text-slate-600">{company.data?.name}</p>
        </div>
        <Button asChild variant="outline">
          <Link to={`/content/${companyId}`}>Back to Content</Link>
        </Button>
      </header>
      {body}
    </div>
  );
}

/**
 * The texts of both versions compared, once their assets are in: a status line, then each part
 * under its title (as the content page's tabs name it), its changed texts and, folded, those that
 * are the same. A version written before objection sheets has none: its side says so in the
 * Objections part, in the server's words, and the other's pairs show as all added or all removed.
 */
function Comparison({ companyId, older, newer }: { companyId: number; older: ContentVersion; newer: ContentVersion }) {
  const labels = useFieldLabels();
  const assets = [
    useContentAsset(companyId, 'website', { versionId: older.id }),
    useContentAsset(companyId, 'pitch', { versionId: older.id }),
    useObjectionSheet(companyId, { versionId: older.id }),
    useContentAsset(companyId, 'website', { versionId: newer.id }),
    useContentAsset(companyId, 'pitch', { versionId: newer.id }),
    useObjectionSheet(companyId, { versionId: newer.id }),
  ] as const;
  const [oldWebsite, oldPitch, oldSheet, newWebsite, newPitch, newSheet] = assets;
  const failed = [labels, ...assets].find((query) => query.isError);
  if (failed) {
    return <LoadErrorAlert message="Failed to load the versions" error={failed.error} onRetry={() => void failed.refetch()} />;
  }
  if (!labels.data || !oldWebsite.data || !oldPitch.data || !oldSheet.data || !newWebsite.data || !newPitch.data || !newSheet.data) {
    return <Skeleton role="status" aria-label="Loading the texts" className="h-64" />;
  }
  const sheetOf = (answer: ObjectionSheetAnswer) => ('missing' in answer ? null : answer.content);
  const before = versionTextList(
    { core: older.content, website: oldWebsite.data.content, pitch: oldPitch.data.content, objections: sheetOf(oldSheet.data) },
    labels.data,
  );
  const after = versionTextList(
    { core: newer.content, website: newWebsite.data.content, pitch: newPitch.data.content, objections: sheetOf(newSheet.data) },
    labels.data,
  );
  const comparisons = compareTexts(before, after);
  const changedCount = comparisons.filter((text) => text.changes !== null).length;
  // The versions without a sheet, each once (both sides may be the same version).
  const sides = [
    { version: older, sheet: oldSheet.data },
    ...(newer.id === older.id ? [] : [{ version: newer, sheet: newSheet.data }]),
  ];
  const noSheet = sides.flatMap(({ version, sheet }) => ('missing' in sheet ? [{ version, message: sheet.missing }] : []));
  return (
    <div className="space-y-8">
      <p role="status" className="text-sm text-slate-700">
        {`${changedCount} of ${comparisons.length} texts differ between Version ${older.versionNumber} and Version ${newer.versionNumber}.`}
      </p>
      {comparisonsByPart(comparisons).map(({ part, texts }) => (
        <ComparedPart key={part} title={SECTION_TITLES[part]} texts={texts}>
          {part === 'objections' &&
            noSheet.map(({ version, message }) => (
              <p key={version.id} className="break-words text-slate-700">
                <span className="font-medium text-slate-900">{`Version ${version.versionNumber}: `}</span>
                {message}
              </p>
            ))}
        </ComparedPart>
      ))}
    </div>
  );
}

type ComparedPartProps = {
  /** The part's title: 'Core Messaging', 'Objections'. */
  title: string;
  /** Its texts compared. */
  texts: readonly TextComparison[];
  /** What is said about the part before its texts (a version that has none of it). */
  children?: ReactNode;
};

/** A part of both versions under its title (h2): its texts that differ, then those that are the same, folded. */
function ComparedPart({ title, texts, children }: ComparedPartProps) {
  const headingId = useId();
  const changed = texts.filter((text) => text.changes !== null);
  const same = texts.filter((text) => text.changes === null);
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="break-words text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
      {changed.map((text) => (
        <ChangedText key={text.path} text={text} />
      ))}
      {same.length > 0 && (
        <details className="rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700">
          <summary className="cursor-pointer font-medium text-slate-900">
            {same.length === 1 ? '1 text is the same' : `${same.length} texts are the same`}
          </summary>
          <p className="mt-2 break-words">{same.map((text) => text.label).join(', ')}</p>
        </details>
      )}
    </section>
  );
}

/** A text that differs: its words removed (struck through) and added (underlined), each said to screen readers. */
function ChangedText({ text }: { text: TextComparison }) {
  return (
    <Card className="space-y-2 p-5">
      <h3 className="break-words text-sm font-semibold uppercase tracking-wide text-slate-600">{text.label}</h3>
      <p className="whitespace-pre-line break-words leading-relaxed text-slate-800">
        {text.changes?.map((change, index) => {
          if (change.removed) {
            return (
              <del key={index} className="rounded-sm bg-red-50 text-red-800">
                <span className="sr-only">Removed: </span>
                {change.value}
              </del>
            );
          }
          if (change.added) {
            return (
              <ins key={index} className="rounded-sm bg-emerald-50 text-emerald-900 decoration-emerald-600">
                <span className="sr-only">Added: </span>
                {change.value}
              </ins>
            );
          }
          return <span key={index}>{change.value}</span>;
        })}
      </p>
    </Card>
  );
}
