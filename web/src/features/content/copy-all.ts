// A tab's content as one text to paste elsewhere: plain text with headings, and the website's as
// HTML for a site builder (the content page's 'Copy all' and 'Copy HTML').
import { CORE_FIELDS, keyPointsText, PAIR_PARTS, PITCHES, valuePropositionsText, type FieldLabels } from './fields';
import type { CoreMessaging, ObjectionSheet, PitchContent, WebsiteContent } from './types';

/** Each field under its label, a blank line between: what a document or an email takes as it is. */
function plainText(sections: readonly (readonly [string, string])[]): string {
  return `${sections.map(([title, text]) => `${title}\n${text.trim()}`).join('\n\n')}\n`;
}

export function coreMessagingText(core: CoreMessaging, labels: FieldLabels): string {
  return plainText(CORE_FIELDS.map((key) => [labels[`core.${key}`], core[key]] as const));
}

export function websiteText(website: WebsiteContent, labels: FieldLabels): string {
  return plainText([
    [labels['website.headline'], website.headline],
    [labels['website.subheading'], website.subheading],
    [labels['website.valuePropositions[]'], valuePropositionsText(website.valuePropositions)],
    [labels['website.ctaText'], website.ctaText],
  ]);
}

export function pitchText(pitch: PitchContent, labels: FieldLabels): string {
  return plainText([
    ...PITCHES.map((key) => [labels[`pitch.${key}`], pitch[key]] as const),
    [labels['pitch.keyPoints[]'], keyPointsText(pitch.keyPoints)],
  ]);
}

/**
 * The sheet under its list's label: each pair's parts as 'Label: text' lines (trimmed, as blank
 * lines part the pairs), a blank line between pairs.
 */
export function objectionSheetText(sheet: ObjectionSheet, labels: FieldLabels): string {
  const pairs = sheet.pairs.map((pair) =>
    PAIR_PARTS.map((part) => `${labels[`objections.pairs[].${part}`]}: ${pair[part].trim()}`).join('\n'),
  );
  return plainText([[labels['objections.pairs[]'], pairs.join('\n\n')]]);
}

const escapeHtml = (text: string) =>
  text.trim().replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The website's copy as HTML a site builder takes: the headline as h1, the value propositions as a list. */
export function websiteHtml(website: WebsiteContent): string {
  const items = website.valuePropositions.map(
    ({ title, description }) => `  <li><strong>${escapeHtml(title)}</strong> ${escapeHtml(description)}</li>`,
  );
  return [
    `<h1>${escapeHtml(website.headline)}</h1>`,
    `<p>${escapeHtml(website.subheading)}</p>`,
    '<ul>',
    ...items,
    '</ul>',
    `<p><strong>${escapeHtml(website.ctaText)}</strong></p>`,
    '',
  ].join('\n');
}
