import { Button } from '@/components/ui/button';

const numberFormat = new Intl.NumberFormat('en-US');

type PaginationProps = {
  /** The current page, from 1. */
  page: number;
  pageSize: number;
  /** Items on all pages together. */
  total: number;
  /** What the items are, plural, e.g. 'entries'. */
  itemsLabel: string;
  onPageChange: (page: number) => void;
};

/** 'Showing 51–100 of 1,234 entries', 'Page 2 of 25', and Previous and Next buttons. */
export function Pagination({ page, pageSize, total, itemsLabel, onPageChange }: PaginationProps) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const shown = first <= last ? `${numberFormat.format(first)}–${numberFormat.format(last)}` : '0';

  return (
    <nav
      aria-label="Pagination"
      className="flex flex-col gap-3 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between"
    >
      <p>{`Showing ${shown} of ${numberFormat.format(total)} ${itemsLabel}`}</p>
      <div className="flex items-center gap-3">
        <Button
          type="button"
          variant="outline"
          disabled={page <= 1}
          onClick={() => {
            onPageChange(Math.min(page - 1, pageCount));
          }}
        >
          Previous
        </Button>
        <span aria-live="polite" className="whitespace-nowrap">
          {`Page ${numberFormat.format(page)} of ${numberFormat.format(pageCount)}`}
        </span>
        <Button
          type="button"
          variant="outline"
          disabled={page >= pageCount}
          onClick={() => {
            onPageChange(page + 1);
          }}
        >
          Next
        </Button>
      </div>
    </nav>
  );
}
