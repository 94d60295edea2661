import { Link } from 'react-router';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { SECTION_STATUS_LABELS, sectionStatus, type SectionStatus } from '../progress';
import { SECTION_CARD_STATE } from '../section-card-navigation';
import { SECTIONS, type InterviewRecord, type SectionKey } from '../types';

const STATUS_TONES: Record<SectionStatus, BadgeTone> = {
  upcoming: 'neutral',
  'in-progress': 'warning',
  completed: 'success',
};

type SectionCardsProps = {
  companyId: number;
  current: SectionKey;
  /** Undefined while the records load: the statuses show as grey bars of their size. */
  records: readonly InterviewRecord[] | undefined;
};

/**
 * The four sections as links with their status; the current one is marked. The section form asks
 * 'Unsaved Changes' before a card leaves an incomplete section or unsaved answers (it blocks the
 * navigation; the link's state says it came from a card).
 */
export function SectionCards({ companyId, current, records }: SectionCardsProps) {
  return (
    <nav aria-label="Interview sections">
      <ol className="grid grid-cols-2 gap-3 @xl:grid-cols-4">
        {SECTIONS.map(({ key, title }, index) => {
          const isCurrent = key === current;
          const status = records && sectionStatus(records, key);
          return (
            <li key={key} className="min-w-0">
              <Link
                to={`/interview/${companyId}/${key}`}
                state={SECTION_CARD_STATE}
                aria-current={isCurrent ? 'page' : undefined}
                className={cn(
                  'flex h-full flex-col gap-2 rounded-xl border bg-white p-3 shadow-sm transition-colors hover:border-indigo-300 sm:p-4',
                  isCurrent ? 'border-indigo-600 ring-1 ring-indigo-600' : 'border-slate-200',
                )}
              >
                <span className="text-xs font-medium text-slate-500">Section {index + 1}</span>
                <span className="text-sm font-semibold text-slate-900">{title}</span>
                <span className="mt-auto flex h-5 items-center">
                  {status ? (
                    <Badge tone={STATUS_TONES[status]}>{SECTION_STATUS_LABELS[status]}</Badge>
                  ) : (
                    <span aria-hidden="true" className="h-5 w-20 animate-pulse rounded-full bg-slate-200 motion-reduce:animate-none" />
                  )}
                </span>
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
