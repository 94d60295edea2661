import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';

/**
 * Puts the server's validation messages (422 `fieldErrors`) under the form's fields and focuses
 * the first; false when none of them belongs to one of `fields`.
 */
export function showServerFieldErrors<Values extends FieldValues>(
  error: unknown,
  fields: readonly Path<Values>[],
  setError: UseFormSetError<Values>,
): boolean {
  const fieldErrors = error instanceof ApiError ? error.fieldErrors : undefined;
  const failed = fields.filter((field) => fieldErrors?.[field] !== undefined);
  failed.forEach((field, index) => {
    setError(field, { message: fieldErrors?.[field] }, { shouldFocus: index === 0 });
  });
  return failed.length > 0;
}
