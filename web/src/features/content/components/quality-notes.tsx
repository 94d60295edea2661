import { useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { LineIcon } from '@/components/ui/line-icon';
import { cn } from '@/lib/cn';
import { wordsLabel } from '@/lib/words';
import { gradeLabel, issuesLabel, lengthVerdict, scoreLabel, wordRange } from '../quality';
import type { FieldQuality } from '../types';

// The quality gate's report beside each text of the content page: quiet, read with the text, never
// in the way of its Copy button. Versions written before the gate have no report and show none of it.

function WarningIcon({ className }: { className?: string }) {
  return (
    <LineIcon className={cn('inline-block size-3.5 shrink-0 align-[-0.2em]', className)}>
      <path d="m21.73 18-8-14a2 2 0 0 0-3.46 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3" />
      <path d="M12 9v4" />
      <path d="M12 17h.01" />
    </LineIcon>
  );
}

type QualityLineProps = {
  quality: FieldQuality;
  /** Names the text where a field has several: 'Benefit Title: 3 words · 2–5 · Grade 4'. */
  label?: string;
  /** A pitch's spoken length ('about 29 s'), shown after the range. */
  spoken?: string;
};

/**
 * A text's words against its range and its reading grade: '48 words · 35–70 · Grade 7'. A count out
 * of range says so in words and in colour ('120 words, too long'). Screen readers hear it as a
 * sentence: '48 words, within 35 to 70. Reading grade 7.' Inline content, for a line of its own.
 */
export function QualityLine({ quality, label, spoken }: QualityLineProps) {
  const verdict = lengthVerdict(quality);
  const words = wordsLabel(quality.words);
  const grade = gradeLabel(quality.grade);
  const prefix = label ? `${label}: ` : '';
  const range = `${quality.minWords} to ${quality.maxWords}`;
  const said = verdict ? `${words}, ${verdict}: write ${range}` : `${words}, within ${range}`;
  return (
    <>
      <span aria-hidden="true">
        {prefix}
        {verdict ? (
          <span className="font-medium text-amber-800">
            <WarningIcon className="mr-0.5" />
            {`${words}, ${verdict}`}
          </span>
        ) : (
          words
        )}
        {` · ${wordRange(quality)}${spoken ? ` · ${spoken}` : ''} · ${grade}`}
      </span>
      <span className="sr-only">{`${prefix}${said}${spoken ? `, ${spoken}` : ''}. Reading ${grade.toLowerCase()}.`}</span>
    </>
  );
}

export type QualityIssue = { message: string; /** The text it is about, where a field has several. */ label?: string };

type QualityIssuesProps = {
  issues: readonly QualityIssue[];
  /** What the issues are about, for screen readers: the button is '2 issues in {context}'. */
  context: string;
  className?: string;
};

/**
 * '⚠ 2 issues': a disclosure button (keyboard and screen readers: 'collapsed' or 'expanded') that shows
 * the gate's reason for each issue. Nothing when there are none.
 */
export function QualityIssues({ issues, context, className }: QualityIssuesProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  if (issues.length === 0) return null;
  return (
    <div className={cn('text-xs', className)}>
      <button
        type="button"
        aria-label={`${issuesLabel(issues.length)} in ${context}`}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => {
          setOpen((wasOpen) => !wasOpen);
        }}
        className="inline-flex items-center gap-1 rounded font-medium text-amber-800 hover:underline"
      >
        <WarningIcon />
        {issuesLabel(issues.length)}
        <LineIcon className={cn('size-3.5 shrink-0 transition-transform motion-reduce:transition-none', open && 'rotate-180')}>
          <path d="m6 9 6 6 6-6" />
        </LineIcon>
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="mt-1.5 list-disc space-y-1 rounded-md border border-amber-200 bg-amber-50 py-2 pl-7 pr-3 text-amber-950"
      >
        {issues.map(({ message, label }, index) => (
          <li key={index} className="break-words">
            {label && <span className="font-medium">{`${label}: `}</span>}
            {message}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** 'Quality 92/100' by the version line; screen readers hear 'Quality score: 92 out of 100'. */
export function QualityScore({ score }: { score: number }) {
  const rounded = Math.round(score);
  let tone: 'success' | 'warning' | 'danger' = 'danger';
  if (rounded >= 80) tone = 'success';
  else if (rounded >= 50) tone = 'warning';
  return (
    <Badge tone={tone}>
      <span aria-hidden="true">{scoreLabel(rounded)}</span>
      <span className="sr-only">{`Quality score: ${rounded} out of 100`}</span>
    </Badge>
  );
}
