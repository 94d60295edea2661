import { useId, type ComponentProps } from 'react';
import { cn } from '@/lib/cn';

type TableProps = ComponentProps<'table'> & {
  /** Names the table (a visually hidden caption) and its scrollable region. */
  label: string;
};

/**
 * A data table in a white panel. On narrow screens the panel scrolls sideways: it takes its width
 * from the page, never from the table, and (positioned) it also clips the visually hidden texts
 * of its cells. It is a named, focusable region so keyboard users can scroll it too.
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
      <table className={cn('w-full border-collapse text-left text-sm', className)} {...props}>
        <caption id={captionId} className="sr-only">
          {label}
        </caption>
        {children}
      </table>
    </div>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return <thead className={cn('border-b border-slate-200 bg-slate-50', className)} {...props} />;
}

/** The header row of a table whose column headings are plain texts. */
export function TableHeaderRow({ columns }: { columns: readonly string[] }) {
  return (
    <TableHeader>
      <tr>
        {columns.map((column) => (
          <TableHead key={column}>{column}</TableHead>
        ))}
      </tr>
    </TableHeader>
  );
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody className={cn('divide-y divide-slate-100', className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return <tr className={cn('hover:bg-slate-50/60', className)} {...props} />;
}

export function TableHead({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      scope="col"
      className={cn(
        'whitespace-nowrap px-4 py-3 text-xs font-semibold uppercase tracking-wide text-slate-600',
        className,
      )}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('px-4 py-3 align-middle text-slate-800', className)} {...props} />;
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
    <tr key={row} aria-hidden="true" className={rowClassName}>
      {Array.from({ length: columns }, (_, column) => (
        <td key={column} className="px-4 py-3">
          <span className="block h-4 w-3/4 animate-pulse rounded bg-slate-200 motion-reduce:animate-none" />
        </td>
      ))}
    </tr>
  ));
}

/** A row spanning the whole table, for "nothing here yet". */
export function TableEmptyRow({ columns, children }: { columns: number; children: string }) {
  return (
    <tr>
      <td colSpan={columns} className="px-4 py-10 text-center text-sm text-slate-600">
        {children}
      </td>
    </tr>
  );
}
