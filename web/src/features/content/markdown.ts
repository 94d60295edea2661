// The active version as one Markdown file (the content page's 'Export Markdown').
import { CORE_FIELDS, keyPointsText, PITCHES, type FieldLabels } from './fields';
import { writtenBy, type ContentVersion, type PitchContent, type WebsiteContent } from './types';

export type ExportedContent = {
  companyName: string;
  version: ContentVersion;
  website: WebsiteContent;
  pitch: PitchContent;
  /** The fields' labels (GET /api/content/fields): the headings. */
  labels: FieldLabels;
};

/** A field's text as a Markdown paragraph that keeps its single line breaks (as hard breaks). */
function paragraph(text: string): string {
  return text.trim().replace(/\r\n?/g, '\n').replace(/([^\n])\n(?!\n)/g, '$1  \n');
}

const field = (title: string, body: string) => `### ${title}\n\n${body}`;

/** Every field of the version and its two assets under headings, with the company, version, date and writer. */
export function contentMarkdown({ companyName, version, website, pitch, labels }: ExportedContent): string {
  const core = version.content;
  const blocks = [
    `# ${companyName}`,
    `Content version ${version.versionNumber}, generated on ${version.createdAt.slice(0, 10)}. ${writtenBy(version.writer)}.`,
    '## Core Messaging',
    ...CORE_FIELDS.map((key) => field(labels[`core.${key}`], paragraph(core[key]))),
    '## Website Content',
    field(labels['website.headline'], paragraph(website.headline)),
    field(labels['website.subheading'], paragraph(website.subheading)),
    field(
      labels['website.valuePropositions[]'],
      website.valuePropositions.map(({ title, description }) => `- **${title.trim()}**: ${description.trim()}`).join('\n'),
    ),
    field(labels['website.ctaText'], paragraph(website.ctaText)),
    '## Pitch Content',
    ...PITCHES.map((key) => field(labels[`pitch.${key}`], paragraph(pitch[key]))),
    field(labels['pitch.keyPoints[]'], keyPointsText(pitch.keyPoints.map((point) => point.trim()))),
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
