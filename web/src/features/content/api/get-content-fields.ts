import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { z } from '@/lib/zod';
import { FIELD_PATHS, fieldLabels } from '../fields';
import { contentFieldSchema, type ContentFieldInfo } from '../types';

/** The server lets a browser keep the list an hour (Cache-Control: private, max-age=3600); so do we. */
const AN_HOUR = 60 * 60 * 1000;

/**
 * GET /api/content/fields: every generated field in the content page's order, with its label,
 * lengths and sources. An answer that lacks a field the app names is malformed (a load error).
 */
export async function getContentFields(): Promise<ContentFieldInfo[]> {
  const fields = z.array(contentFieldSchema).parse(await api.get<unknown>('/api/content/fields'));
  const missing = FIELD_PATHS.filter((path) => !fields.some((field) => field.path === path));
  if (missing.length > 0) throw new Error(`The content fields lack ${missing.join(', ')}.`);
  return fields;
}

export const contentFieldsQueryOptions = () =>
  queryOptions({ queryKey: ['content-fields'], queryFn: getContentFields, staleTime: AN_HOUR, gcTime: AN_HOUR });

/** The fields' labels by registry path (`labels['pitch.pitch30sec']`): the one source of every field's name. */
export function useFieldLabels({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...contentFieldsQueryOptions(), select: fieldLabels, enabled });
}
