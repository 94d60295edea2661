import { describe, expect, it } from 'vitest';
import { CONTENT_FIELDS, makePitch, makeVersion, makeWebsite } from '@/testing/content-fixtures';
import { fieldLabels } from './fields';
import { coreMessagingText, objectionSheetText, pitchText, websiteHtml, websiteText } from './copy-all';

describe('copy all', () => {
  const labels = fieldLabels(CONTENT_FIELDS);

  it('gives each field of a tab under its label, a blank line between', () => {
    const core = makeVersion(1).content;
    const text = coreMessagingText(core, labels);
    expect(text.startsWith(`${labels['core.problemStatement']}\n${core.problemStatement}\n\n${labels['core.valueProposition']}`)).toBe(
      true,
    );
    const website = makeWebsite(1);
    expect(websiteText(website, labels)).toContain(`${labels['website.ctaText']}\n${website.ctaText}\n`);
    const pitch = makePitch(1);
    expect(pitchText(pitch, labels)).toContain(`${labels['pitch.keyPoints[]']}\n- ${pitch.keyPoints[0]}`);
  });

  it('gives the objection sheet under its label, each pair as lines of its parts (trimmed), a blank line between pairs', () => {
    const sheet = {
      pairs: [
        { objection: 'Is it dearer than a salon?', response: 'It costs the same.\n', proofPoint: 'Collect two price lists.' },
        { objection: 'Will my dog be safe?', response: 'We walk four dogs at most.', proofPoint: 'Collect a review.' },
      ],
    };
    expect(objectionSheetText(sheet, labels)).toBe(
      'Objections\n' +
        'Objection: Is it dearer than a salon?\nResponse: It costs the same.\nProof Point: Collect two price lists.\n\n' +
        'Objection: Will my dog be safe?\nResponse: We walk four dogs at most.\nProof Point: Collect a review.\n',
    );
  });

  it('gives the website as HTML: the headline an h1, the value propositions a list, every text escaped', () => {
    const html = websiteHtml({
      headline: 'Fish & chips <fresh>',
      subheading: 'Fried to order.',
      valuePropositions: [{ title: 'Hot', description: 'Served "now".' }],
      ctaText: 'Order tonight',
    });
    expect(html).toBe(
      '<h1>Fish &amp; chips &lt;fresh&gt;</h1>\n<p>Fried to order.</p>\n<ul>\n  <li><strong>Hot</strong> Served &quot;now&quot;.</li>\n</ul>\n<p><strong>Order tonight</strong></p>\n',
    );
  });
});
