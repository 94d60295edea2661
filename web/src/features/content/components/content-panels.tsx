import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { CopyButton } from '@/components/ui/copy-button';
import { LoadErrorAlert } from '@/components/ui/load-error-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import {
  CORE_FIELDS,
  keyPointsText,
  PAIR_PARTS,
  pathLabel,
  pitchLength,
  PITCHES,
  PROOF_TO_GATHER,
  spokenLength,
  valuePropositionsText,
  type FieldLabels,
} from '../fields';
import { useEditedText } from '../hooks/use-text-editor';
import { qualityOf } from '../quality';
import type {
  ContentVersion,
  CoreMessaging,
  FieldQuality,
  ObjectionSheet,
  PitchContent,
  QualityReport,
  WebsiteContent,
} from '../types';
import { ContentField, Prose } from './content-field';
import { RegenerateDialog } from './regenerate-dialog';
import { EditableItem, EditButton, TextEditorForm } from './text-editor';
import { QualityIssues, QualityLine, type QualityIssue } from './quality-notes';

/** What every tab's fields need besides their own texts. */
export type PanelContext = {
  labels: FieldLabels;
  /** The version shown (the active one, or one viewed): the quality report of its texts and its assets' lives on it. */
  version: ContentVersion;
};

type ContentPanelProps<T> = {
  query: UseQueryResult<T>;
  /** The field labels and the version shown; the fields wait for both (the page shows their errors). */
  labels: FieldLabels | undefined;
  version: ContentVersion | undefined;
  /** What failed, e.g. 'Failed to load the website content'. */
  errorMessage: string;
  /** The fields the loading placeholder stands in for. */
  fieldCount: number;
  children: (data: T, context: PanelContext) => ReactNode;
};

/**
 * A tab's fields once their query, the labels and the active version are in; grey fields of about
 * their size while they load; the query's error with 'Try again'.
 */
export function ContentPanel<T>({ query, labels, version, errorMessage, fieldCount, children }: ContentPanelProps<T>) {
  if (query.data !== undefined && labels && version) {
    return <Card className="space-y-6 p-5 sm:p-6">{children(query.data, { labels, version })}</Card>;
  }
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

/** A tab's 'Copy all' (plain text with headings) and, for the website, 'Copy HTML' for a site builder. */
export function CopyAllBar({ tab, text, html }: { tab: string; text: string; html?: string }) {
  return (
    <div className="flex flex-wrap justify-end gap-2 border-b border-slate-200 pb-4">
      <CopyButton shown="all" label={`of the ${tab}`} text={text} />
      {html !== undefined && <CopyButton shown="HTML" label={`of the ${tab}`} text={html} />}
    </div>
  );
}

type FieldsProps<T> = { content: T; labels: FieldLabels; quality: QualityReport | null };

const issuesOf = (quality: FieldQuality | undefined, label?: string): QualityIssue[] =>
  quality?.flags.map(({ message }) => ({ message, label })) ?? [];

/** A field of one text: its words, range and grade under the title, its issues under that. */
function qualityProps(quality: FieldQuality | undefined, title: string, spoken?: string) {
  if (!quality) return {};
  return {
    meta: <QualityLine quality={quality} spoken={spoken} />,
    notes: <QualityIssues issues={issuesOf(quality)} context={title} />,
  };
}

/** The quiet line under an item of a list (a value proposition, a key point, a pair). */
const itemLineClass = 'text-xs tabular-nums text-slate-600';

type ItemCardProps = {
  /** The item's path, what Regenerate writes again: `website.valuePropositions.2`, `objections.pairs.0`. */
  item: string;
  /** Its texts' paths and labels, for their quality lines. */
  parts: readonly { path: string; label: string }[];
  labels: FieldLabels;
  quality: QualityReport | null;
  className?: string;
  /** Its texts. */
  children: ReactNode;
};

/**
 * An item of a list whose items have several texts (a value proposition, an objection sheet's
 * pair), as a card: its texts, a quality line per text and one disclosure of the card's issues, and
 * Regenerate for the whole item at its foot (level across a row of cards).
 */
function ItemCard({ item, parts, labels, quality, className, children }: ItemCardProps) {
  const reports = parts
    .map((part) => ({ label: part.label, quality: qualityOf(quality, part.path) }))
    .filter((part): part is { label: string; quality: FieldQuality } => part.quality !== undefined);
  return (
    <li className={cn('flex min-w-0 flex-col gap-1 rounded-xl border border-slate-200 bg-slate-50 p-4', className)}>
      {children}
      {reports.length > 0 && (
        <div className="mt-3 space-y-1 border-t border-slate-200 pt-2">
          {reports.map((part) => (
            <p key={part.label} className={itemLineClass}>
              <QualityLine quality={part.quality} label={part.label} />
            </p>
          ))}
          <QualityIssues issues={reports.flatMap((part) => issuesOf(part.quality, part.label))} context={pathLabel(item, labels)} />
        </div>
      )}
      <div className="mt-auto flex justify-end pt-2 empty:hidden">
        <RegenerateDialog field={item} label={pathLabel(item, labels)} />
      </div>
    </li>
  );
}

export function CoreMessagingFields({ content, labels, quality }: FieldsProps<CoreMessaging>) {
  return (
    <>
      {CORE_FIELDS.map((key) => {
        const title = labels[`core.${key}`];
        return (
          <ContentField
            key={key}
            title={title}
            copyText={content[key]}
            editField={`core.${key}`}
            {...qualityProps(qualityOf(quality, `core.${key}`), title)}
          >
            <Prose text={content[key]} />
          </ContentField>
        );
      })}
    </>
  );
}

export function WebsiteFields({ content, labels, quality }: FieldsProps<WebsiteContent>) {
  const listTitle = labels['website.valuePropositions[]'];
  return (
    <>
      <ContentField
        title={labels['website.headline']}
        copyText={content.headline}
        editField="website.headline"
        {...qualityProps(qualityOf(quality, 'website.headline'), labels['website.headline'])}
      >
        <Prose text={content.headline} className="text-2xl font-bold tracking-tight text-slate-900" />
      </ContentField>
      <ContentField
        title={labels['website.subheading']}
        copyText={content.subheading}
        editField="website.subheading"
        {...qualityProps(qualityOf(quality, 'website.subheading'), labels['website.subheading'])}
      >
        <Prose text={content.subheading} className="text-lg text-slate-700" />
      </ContentField>
      <ContentField title={listTitle} copyText={valuePropositionsText(content.valuePropositions)}>
        <ul className="grid gap-3 @xl:grid-cols-2">
          {content.valuePropositions.map(({ title, description }, index) => {
            const item = `website.valuePropositions.${index}`;
            const parts = [
              { path: `${item}.title`, label: labels['website.valuePropositions[].title'] },
              { path: `${item}.description`, label: labels['website.valuePropositions[].description'] },
            ];
            return (
              <ItemCard key={index} item={item} parts={parts} labels={labels} quality={quality}>
                <EditableItem field={`${item}.title`} label={pathLabel(`${item}.title`, labels)} text={title}>
                  <h3 className="break-words font-semibold text-slate-900">{title}</h3>
                </EditableItem>
                <EditableItem field={`${item}.description`} label={pathLabel(`${item}.description`, labels)} text={description}>
                  <Prose text={description} className="text-sm" />
                </EditableItem>
              </ItemCard>
            );
          })}
        </ul>
      </ContentField>
      <ContentField
        title={labels['website.ctaText']}
        copyText={content.ctaText}
        editField="website.ctaText"
        {...qualityProps(qualityOf(quality, 'website.ctaText'), labels['website.ctaText'])}
      >
        <p>
          <span className="inline-block max-w-full break-words rounded-md border border-indigo-200 bg-indigo-50 px-4 py-2 font-medium text-indigo-800">
            {content.ctaText}
          </span>
        </p>
      </ContentField>
    </>
  );
}

export function PitchFields({ content, labels, quality }: FieldsProps<PitchContent>) {
  const listTitle = labels['pitch.keyPoints[]'];
  return (
    <>
      {PITCHES.map((key) => {
        const title = labels[`pitch.${key}`];
        const report = qualityOf(quality, `pitch.${key}`);
        return (
          <ContentField
            key={key}
            title={title}
            copyText={content[key]}
            editField={`pitch.${key}`}
            meta={pitchLength(content[key])}
            {...qualityProps(report, title, report && spokenLength(report.words))}
          >
            <Prose text={content[key]} />
          </ContentField>
        );
      })}
      <ContentField title={listTitle} copyText={keyPointsText(content.keyPoints)} group="pitch.keyPoints">
        <ul className="list-disc space-y-1.5 pl-5 leading-relaxed text-slate-800 marker:text-indigo-600">
          {content.keyPoints.map((point, index) => {
            const item = `pitch.keyPoints.${index}`;
            const report = qualityOf(quality, item);
            return (
              <li key={index} className="break-words">
                <EditableItem field={item} label={pathLabel(item, labels)} text={point}>
                  {point}
                </EditableItem>
                {report && (
                  <>
                    <p className={itemLineClass}>
                      <QualityLine quality={report} />
                    </p>
                    <QualityIssues issues={issuesOf(report)} context={pathLabel(item, labels)} className="mt-0.5" />
                  </>
                )}
              </li>
            );
          })}
        </ul>
      </ContentField>
    </>
  );
}

type PairTextProps = {
  /** The text's path: `objections.pairs.1.response`. */
  field: string;
  /** Over the text: 'Response', 'Proof to gather:'. */
  caption: string;
  text: string;
  labels: FieldLabels;
  /** The text as read. */
  children: ReactNode;
};

/**
 * A text of an objection sheet's pair: its caption and buttons in a row over it (Edit while the
 * active version shows, and Copy, each named with the text's place: 'Copy Response, item 2'), so
 * the text keeps the card's width at 320 px; its editor while open.
 */
function PairText({ field, caption, text, labels, children }: PairTextProps) {
  const { open } = useEditedText(field);
  const label = pathLabel(field, labels);
  return (
    <div className="min-w-0 space-y-1">
      <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
        <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">{caption}</p>
        <div className="flex shrink-0 items-center gap-1.5">
          <EditButton field={field} label={label} text={text} compact />
          <CopyButton text={text} label={label} />
        </div>
      </div>
      {open ? <TextEditorForm /> : children}
    </div>
  );
}

/**
 * The objection sheet, a list named by its field's label: each pair a card (as a value
 * proposition) with the objection in the customer's words (a quote), the brand's response and the
 * proof the owner should gather; each text edited and copied on its own, the pair written again as
 * a whole. 'Copy all' copies the sheet.
 */
export function ObjectionFields({ content, labels, quality }: FieldsProps<ObjectionSheet>) {
  return (
    <ul aria-label={labels['objections.pairs[]']} className="grid gap-3">
      {content.pairs.map(({ objection, response, proofPoint }, index) => {
        const item = `objections.pairs.${index}`;
        const parts = PAIR_PARTS.map((part) => ({ path: `${item}.${part}`, label: labels[`objections.pairs[].${part}`] }));
        return (
          <ItemCard key={index} item={item} parts={parts} labels={labels} quality={quality} className="gap-3">
            <PairText field={`${item}.objection`} caption={labels['objections.pairs[].objection']} text={objection} labels={labels}>
              <blockquote className="border-l-4 border-indigo-300 pl-3">
                <p className="whitespace-pre-line break-words text-lg font-semibold leading-snug text-slate-900 before:content-['“'] after:content-['”']">
                  {objection}
                </p>
              </blockquote>
            </PairText>
            <PairText field={`${item}.response`} caption={labels['objections.pairs[].response']} text={response} labels={labels}>
              <Prose text={response} />
            </PairText>
            <PairText field={`${item}.proofPoint`} caption={PROOF_TO_GATHER} text={proofPoint} labels={labels}>
              <Prose text={proofPoint} className="text-sm" />
            </PairText>
          </ItemCard>
        );
      })}
    </ul>
  );
}
