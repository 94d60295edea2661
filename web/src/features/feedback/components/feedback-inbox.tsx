import { Badge, type BadgeTone } from '@/components/ui/badge';
import { DateTime } from '@/components/ui/date-time';
import { LoadErrorAlert } from '@/components/ui/load-error-alert';
import { Pagination } from '@/components/ui/pagination';
import { cn } from '@/lib/cn';
import { PAGE_SIZE } from '@/lib/paging';
import { useFeedbackPage, type FeedbackItem } from '../api/get-feedback';
import type { FeedbackType } from '../types';

const typeTones: Record<FeedbackType, BadgeTone> = {
  Improvement: 'brand',
  'Share an Idea': 'success',
  'Report an Issue': 'danger',
  'General Feedback': 'neutral',
};

const cardClasses = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm';

function FeedbackCard({ item }: { item: FeedbackItem }) {
  return (
    <article className={cardClasses}>
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <Badge tone={typeTones[item.type as FeedbackType]}>{item.type}</Badge>
        {item.username ? (
          <span className="min-w-0 break-all">
            <span className="font-medium text-slate-900">{item.username}</span>
            {item.email && <span className="text-slate-600">{` · ${item.email}`}</span>}
          </span>
        ) : (
          <span className="italic text-slate-600">Deleted account</span>
        )}
        <span className="ml-auto whitespace-nowrap text-slate-600">
          <DateTime value={item.createdAt} />
        </span>
      </header>
      <p className="mt-3 max-w-prose whitespace-pre-wrap break-words text-sm text-slate-800">{item.message}</p>
    </article>
  );
}

function FeedbackCardSkeleton() {
  return (
    <div aria-hidden="true" className={cardClasses}>
      <div className="flex items-center gap-3">
        <span className="h-5 w-24 animate-pulse rounded-full bg-slate-200 motion-reduce:animate-none" />
        <span className="h-4 w-40 animate-pulse rounded bg-slate-200 motion-reduce:animate-none" />
      </div>
      <span className="mt-4 block h-4 w-full animate-pulse rounded bg-slate-100 motion-reduce:animate-none" />
      <span className="mt-2 block h-4 w-2/3 animate-pulse rounded bg-slate-100 motion-reduce:animate-none" />
    </div>
  );
}

type FeedbackInboxProps = {
  /** The page to show, from 1. */
  page: number;
  onPageChange: (page: number) => void;
};

/** Everyone's feedback, newest first, a page at a time, with its type, author and date. */
export function FeedbackInbox({ page, onPageChange }: FeedbackInboxProps) {
  const feedback = useFeedbackPage(page);

  if (feedback.isError) {
    return (
      <LoadErrorAlert
        message="Failed to fetch feedback"
        error={feedback.error}
        onRetry={() => void feedback.refetch()}
      />
    );
  }
  if (feedback.isPending) {
    return (
      <div className="space-y-3">
        <p role="status" className="sr-only">
          Loading feedback...
        </p>
        {Array.from({ length: 3 }, (_, index) => (
          <FeedbackCardSkeleton key={index} />
        ))}
      </div>
    );
  }

  const { items, total } = feedback.data;
  return (
    <div className="space-y-4">
      {items.length === 0 ? (
        <p className={cn(cardClasses, 'text-center text-sm text-slate-600')}>
          {total === 0 ? 'No feedback yet.' : 'No feedback on this page.'}
        </p>
      ) : (
        <ul
          aria-label="Feedback"
          aria-busy={feedback.isPlaceholderData}
          className={cn('space-y-3 transition-opacity', feedback.isPlaceholderData && 'opacity-60')}
        >
          {items.map((item) => (
            <li key={item.id}>
              <FeedbackCard item={item} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} pageSize={PAGE_SIZE} total={total} itemsLabel="messages" onPageChange={onPageChange} />
    </div>
  );
}
