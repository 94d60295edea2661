import type { Key, ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadErrorAlert } from './load-error-alert';
import {
  Table,
  TableBody,
  TableCell,
  TableEmptyRow,
  TableHeaderRow,
  TableRow,
  TableSkeletonRows,
  type CardPlace,
} from './table';

/** A column of a `QueryTable`: its heading and what its cell shows for an item. */
export type TableColumn<Item> = {
  header: string;
  cell: (item: Item) => ReactNode;
  /**
   * On a phone, where each row is a card, 'title' leads the card (the row's name) and 'actions'
   * ends it, both without the heading; every other cell follows its heading.
   */
  card?: CardPlace;
  className?: string;
};

type QueryTableProps<Item> = {
  /** The query the rows come from: its loading and failure states are the table's. */
  query: Pick<UseQueryResult, 'isPending' | 'isError' | 'error' | 'refetch'>;
  items: readonly Item[] | undefined;
  columns: readonly TableColumn<Item>[];
  rowKey: (item: Item) => Key;
  label: string;
  /** Announced to screen readers while the first load runs, e.g. 'Loading users...'. */
  loadingMessage: string;
  /** What failed, e.g. 'Failed to fetch users' (spec section 8). */
  errorMessage: string;
  emptyMessage: string;
  className?: string;
  /** Column widths, for tables laid out with `table-fixed`. */
  colgroup?: ReactNode;
  skeletonRows?: number;
  /** Of the real rows and the loading ones alike, e.g. a height, so nothing jumps when the rows arrive. */
  rowClassName?: string;
  /** Busy beyond the first load, e.g. while another page loads. */
  busy?: boolean;
};

/**
 * A table fed by a query: grey rows while it loads, the error with 'Try again' when it fails,
 * a message when it is empty, and a row per item otherwise (a card per item on a phone).
 */
export function QueryTable<Item>({
  query,
  items,
  columns,
  rowKey,
  label,
  loadingMessage,
  errorMessage,
  emptyMessage,
  className,
  colgroup,
  skeletonRows,
  rowClassName,
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
        <TableHeaderRow columns={columns.map((column) => column.header)} />
        <TableBody>
          {query.isPending || !items ? (
            <TableSkeletonRows columns={columns.length} rows={skeletonRows} rowClassName={rowClassName} />
          ) : items.length === 0 ? (
            <TableEmptyRow columns={columns.length}>{emptyMessage}</TableEmptyRow>
          ) : (
            items.map((item) => (
              <TableRow key={rowKey(item)} className={rowClassName}>
                {columns.map((column) => (
                  <TableCell
                    key={column.header}
                    label={column.card ? undefined : column.header}
                    card={column.card}
                    className={column.className}
                  >
                    {column.cell(item)}
                  </TableCell>
                ))}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </>
  );
}
