/** The files the server makes of a version, by the name the page gives each format. */
export const EXPORT_FORMATS = { md: 'Markdown', docx: 'Word' } as const;

export type ExportFormat = keyof typeof EXPORT_FORMATS;

/**
 * GET /api/content/versions/{versionId}/export.{md,docx}: every field of the version, its objection
 * sheet too, as an attachment named after the company and version ('acme-analytics-v2.md'). A
 * same-origin GET with the session cookie, so a plain `<a href download>` saves it.
 */
export function exportUrl(versionId: number, format: ExportFormat): string {
  return `/api/content/versions/${versionId}/export.${format}`;
}
