// The active version as one Markdown file (the content page's 'Export Markdown').
import { FIELD_TITLES, keyPointsText, PITCHES } from './fields';
import { writtenBy, type ContentVersion, type PitchContent, type WebsiteContent } from './types';

export type ExportedContent = {
  companyName: string;
  version: ContentVersion;
  website: WebsiteContent;
  pitch: PitchContent;
};

/** A field's text as a Markdown paragraph that keeps its single line breaks (as hard breaks). */
function paragraph(text: string): string {
  return text.trim().replace(/\r\n?/g, '\n').replace(/([^\n])\n(?!\n)/g, '$1  \n');
}

const field = (title: string, body: string) => `### ${title}\n\n${body}`;

/** Every field of the version and its two assets under headings, with the company, version, date and writer. */
export function contentMarkdown({ companyName, version, website, pitch }: ExportedContent): string {
  const core = version.content;
  const blocks = [
    `# ${companyName}`,
    `Content version ${version.versionNumber}, generated on ${version.createdAt.slice(0, 10)}. ${writtenBy(version.writer)}.`,
    '## Core Messaging',
    field(FIELD_TITLES.problemStatement, paragraph(core.problemStatement)),
    field(FIELD_TITLES.valueProposition, paragraph(core.valueProposition)),
    field(FIELD_TITLES.competitiveDifferentiation, paragraph(core.competitiveDifferentiation)),
    '## Website Content',
    field(FIELD_TITLES.headline, paragraph(website.headline)),
    field(FIELD_TITLES.subheading, paragraph(website.subheading)),
    field(
      FIELD_TITLES.valuePropositions,
      website.valuePropositions.map(({ title, description }) => `- **${title.trim()}**: ${description.trim()}`).join('\n'),
    ),
    field(FIELD_TITLES.ctaText, paragraph(website.ctaText)),
    '## Pitch Content',
    ...PITCHES.map((key) => field(FIELD_TITLES[key], paragraph(pitch[key]))),
    field(FIELD_TITLES.keyPoints, keyPointsText(pitch.keyPoints.map((point) => point.trim()))),
  ];
  return `${blocks.join('\n\n')}\n`;
}

/** 'acme-analytics-v2.md': the company's name in lower-case ASCII words joined by '-', and the version. */
export function markdownFileName(companyName: string, versionNumber: number): string {
  const slug = companyName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '');
  return `${slug || 'content'}-v${versionNumber}.md`;
}
