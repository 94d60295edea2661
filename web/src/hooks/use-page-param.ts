import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The page of a paged list, kept in the address (`?page=3`) so reloading, sharing the link and
 * the Back button keep it. Anything but a whole number from 1 reads as page 1.
 */
export function usePageParam(): [number, (page: number) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = Number(searchParams.get('page'));
  const page = Number.isInteger(raw) && raw >= 1 ? raw : 1;

  const setPage = useCallback(
    (next: number) => {
      setSearchParams((params) => {
        if (next <= 1) params.delete('page');
        else params.set('page', String(next));
        return params;
      });
    },
    [setSearchParams],
  );

  return [page, setPage];
}
