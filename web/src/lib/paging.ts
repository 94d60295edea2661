import { z } from '@/lib/zod';

/** Items per page of the admin lists (the server allows 1-200). */
export const PAGE_SIZE = 50;

/** The answer of a paged admin list: `{items, total, page, pageSize}` (docs/decisions.md). */
export function pagedSchema<Item extends z.ZodType>(item: Item) {
  return z.object({ items: z.array(item), total: z.number(), page: z.number(), pageSize: z.number() });
}

/** `?page=P&pageSize=S` for a paged list's address. */
export function pageQuery(page: number, pageSize = PAGE_SIZE): string {
  return new URLSearchParams({ page: String(page), pageSize: String(pageSize) }).toString();
}
