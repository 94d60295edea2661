import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadErrorAlert } from './load-error-alert';
import { Table, TableBody, TableEmptyRow, TableHeaderRow, TableSkeletonRows } from './table';

type QueryTableProps<Item> = {
  /** The query the rows come from: its loading and failure states are the table's. */
  query: Pick<UseQueryResult, 'isPending' | 'isError' | 'error' | 'refetch'>;
  items: readonly Item[] | undefined;
  /** One `TableRow` (with its key) per item. */
  renderRow: (item: Item) => ReactNode;
  label: string;
  columns: readonly string[];
  /** Announced to screen readers while the first load runs, e.g. 'Loading users...'. */
  loadingMessage: string;
  /** What failed, e.g. 'Failed to fetch users' (spec section 8). */
  errorMessage: string;
  emptyMessage: string;
  className?: string;
  /** Column widths, for tables laid out with `table-fixed`. */
  colgroup?: ReactNode;
  skeletonRows?: number;
  /** Matches the real rows' height so nothing jumps when they arrive. */
  skeletonRowClassName?: string;
  /** Busy beyond the first load, e.g. while another page loads. */
  busy?: boolean;
};

/**
 * A table fed by a query: grey rows while it loads, the error with 'Try again' when it fails,
 * a message when it is empty, and the rows otherwise.
 */
export function QueryTable<Item>({
  query,
  items,
  renderRow,
  label,
  columns,
  loadingMessage,
  errorMessage,
  emptyMessage,
  className,
  colgroup,
  skeletonRows,
  skeletonRowClassName,
  busy = false,
}: QueryTableProps<Item>) {
  if (query.isError) {
    return <LoadErrorAlert message={errorMessage} error={query.error} onRetry={() => void query.refetch()} />;
  }

  return (
    <>
      {query.isPending && (
        <p role="status" className="sr-only">
          {loadingMessage}
        </p>
      )}
      <Table label={label} aria-busy={query.isPending || busy} className={className}>
        {colgroup}
        <TableHeaderRow columns={columns} />
        <TableBody>
          {query.isPending || !items ? (
            <TableSkeletonRows columns={columns.length} rows={skeletonRows} rowClassName={skeletonRowClassName} />
          ) : items.length === 0 ? (
            <TableEmptyRow columns={columns.length}>{emptyMessage}</TableEmptyRow>
          ) : (
            items.map(renderRow)
          )}
        </TableBody>
      </Table>
    </>
  );
}
