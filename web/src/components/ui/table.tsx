import { useId, type ComponentProps } from 'react';
import { cn } from '@/lib/cn';

type TableProps = ComponentProps<'table'> & {
  /** Names the table (a visually hidden caption) and its scrollable region. */
  label: string;
};

/**
 * A data table in a white panel. From the `sm` width up it is a table whose panel scrolls sideways
 * when needed: the panel takes its width from the page, never from the table, and (positioned) it
 * also clips the visually hidden texts of its cells. It is a named, focusable region so keyboard
 * users can scroll it too. Below `sm` (phones) each row is a card: its cells stack, each after its
 * column's name (`TableCell`'s `label`), so a row's name and buttons are on screen without scrolling.
 *
 * The explicit roles keep the table's semantics when rows are cards: browsers may drop them from
 * table elements that are not displayed as tables.
 */
export function Table({ label, className, children, ...props }: TableProps) {
  const captionId = useId();
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      className="relative w-full overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm [contain:inline-size]"
    >
      <table
        role="table"
        aria-labelledby={captionId}
        className={cn('w-full border-collapse text-left text-sm max-sm:block', className)}
        {...props}
      >
        <caption id={captionId} className="sr-only">
          {label}
        </caption>
        {children}
      </table>
    </div>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  // On phones the cells name their columns themselves; the headings stay for screen readers.
  return (
    <thead role="rowgroup" className={cn('border-b border-slate-200 bg-slate-50 max-sm:sr-only', className)} {...props} />
  );
}

/** The header row of a table whose column headings are plain texts. */
export function TableHeaderRow({ columns }: { columns: readonly string[] }) {
  return (
    <TableHeader>
      <tr role="row">
        {columns.map((column) => (
          <TableHead key={column}>{column}</TableHead>
        ))}
      </tr>
    </TableHeader>
  );
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody role="rowgroup" className={cn('divide-y divide-slate-100 max-sm:block', className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return (
    <tr
      role="row"
      className={cn('hover:bg-slate-50/60 max-sm:flex max-sm:flex-col max-sm:gap-1.5 max-sm:px-4 max-sm:py-3', className)}
      {...props}
    />
  );
}

export function TableHead({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      scope="col"
      role="columnheader"
      className={cn(
        'whitespace-nowrap px-4 py-3 text-xs font-semibold uppercase tracking-wide text-slate-600',
        className,
      )}
      {...props}
    />
  );
}

/** Where a cell goes on a phone's card: first as the row's name, or last with the row's buttons. */
export type CardPlace = 'title' | 'actions';

const cardPlaceClasses: Record<CardPlace, string> = {
  title: 'max-sm:order-first max-sm:text-base max-sm:font-semibold max-sm:text-slate-900',
  actions: 'max-sm:pt-1.5',
};

type TableCellProps = ComponentProps<'td'> & {
  /** The column's name, shown before the value on a phone's card. */
  label?: string;
  /** Or the cell's place on that card, without its column's name. */
  card?: CardPlace;
};

export function TableCell({ label, card, className, children, ...props }: TableCellProps) {
  const labelled = label !== undefined;
  return (
    <td
      role="cell"
      // CSS content shows the column's name, so it is no part of the cell's text.
      data-label={label}
      className={cn(
        'px-4 py-3 align-middle text-slate-800 max-sm:p-0 max-sm:wrap-anywhere',
        labelled &&
          'max-sm:flex max-sm:items-baseline max-sm:gap-3 max-sm:before:w-24 max-sm:before:shrink-0 max-sm:before:text-xs max-sm:before:font-semibold max-sm:before:uppercase max-sm:before:tracking-wide max-sm:before:text-slate-600 max-sm:before:content-[attr(data-label)]',
        card && cardPlaceClasses[card],
        className,
      )}
      {...props}
    >
      {/* One flex item beside the column's name, however many parts the value has. */}
      {labelled ? <div className="min-w-0">{children}</div> : children}
    </td>
  );
}

/** Grey placeholder rows while a table loads; `rowClassName` matches the real rows' height. */
export function TableSkeletonRows({
  columns,
  rows = 5,
  rowClassName,
}: {
  columns: number;
  rows?: number;
  rowClassName?: string;
}) {
  return Array.from({ length: rows }, (_, row) => (
    <TableRow key={row} aria-hidden="true" className={rowClassName}>
      {Array.from({ length: columns }, (_, column) => (
        <TableCell key={column}>
          <span className="block h-4 w-3/4 animate-pulse rounded bg-slate-200 motion-reduce:animate-none" />
        </TableCell>
      ))}
    </TableRow>
  ));
}

/** A row spanning the whole table, for "nothing here yet". */
export function TableEmptyRow({ columns, children }: { columns: number; children: string }) {
  return (
    <tr role="row" className="max-sm:block">
      <td role="cell" colSpan={columns} className="px-4 py-10 text-center text-sm text-slate-600 max-sm:block">
        {children}
      </td>
    </tr>
  );
}
