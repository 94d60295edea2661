import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EXPORT_FORMATS, exportUrl, type ExportFormat } from '../api/export-version';
import type { ContentVersion } from '../types';

const FORMATS = Object.keys(EXPORT_FORMATS) as ExportFormat[];

/** The print view of version `versionNumber` of the company's content. */
const printPath = (companyId: number, versionNumber: number) => `/content/${companyId}/print?version=${versionNumber}`;

/** A link (its one child) styled as an outline button. */
function OutlineLink({ children }: { children: ReactNode }) {
  return (
    <Button asChild variant="outline" className="shrink-0 whitespace-nowrap aria-disabled:pointer-events-none aria-disabled:opacity-50">
      {children}
    </Button>
  );
}

/** A link whose target is not known yet (the version loads): disabled, the size it will have. */
const pendingLink = (text: string) => (
  <a role="link" aria-disabled="true">
    {text}
  </a>
);

/**
 * 'Download Markdown', 'Download Word' (the server's files) and 'Print' (the print view) for the
 * version the page shows; disabled until it is known, so nothing moves when it is.
 */
export function VersionExports({ companyId, version }: { companyId: number; version: ContentVersion | undefined }) {
  return (
    <div className="flex flex-wrap gap-2">
      {FORMATS.map((format) => {
        const text = `Download ${EXPORT_FORMATS[format]}`;
        return (
          <OutlineLink key={format}>
            {version ? (
              <a href={exportUrl(version.id, format)} download>
                {text}
              </a>
            ) : (
              pendingLink(text)
            )}
          </OutlineLink>
        );
      })}
      <OutlineLink>{version ? <Link to={printPath(companyId, version.versionNumber)}>Print</Link> : pendingLink('Print')}</OutlineLink>
    </div>
  );
}

/** A version history row's downloads: small links, named with the version ('Download version 3 as Markdown'). */
export function VersionDownloads({ version }: { version: ContentVersion }) {
  return (
    <p className="flex flex-wrap gap-x-2 text-xs text-slate-600">
      <span>Download:</span>
      {FORMATS.map((format) => (
        <a
          key={format}
          href={exportUrl(version.id, format)}
          download
          aria-label={`Download version ${version.versionNumber} as ${EXPORT_FORMATS[format]}`}
          className="font-medium text-indigo-700 underline-offset-2 hover:underline"
        >
          {EXPORT_FORMATS[format]}
        </a>
      ))}
    </p>
  );
}
