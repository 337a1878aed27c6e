import { compile } from 'html-to-text';

const heading = { uppercase: false, leadingLineBreaks: 2, trailingLineBreaks: 2 };

/**
 * html-to-text, set up for organizer HTML read as text: no hard wrapping (mail clients and
 * search engines wrap themselves), headings and table headers kept in their own case, images
 * left out, and a link's address shown after its text unless the text is the address.
 */
const convert = compile({
  wordwrap: false,
  selectors: [
    { selector: 'a', options: { hideLinkHrefIfSameAsText: true, linkBrackets: ['(', ')'] } },
    { selector: 'img', format: 'skip' },
    ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((selector) => ({ selector, options: heading })),
    { selector: 'table', format: 'dataTable', options: { uppercaseHeaderCells: false } },
  ],
});

/**
 * Organizer HTML as the text a person reads: entities decoded (`Tom &amp; Jerry` is
 * `Tom & Jerry`), paragraphs, headings and list items on lines of their own, blocks
 * separated by a blank line. `singleLine` runs everything into one line with single
 * spaces, for meta descriptions.
 */
export function htmlToText(html: string | null | undefined, options: { singleLine?: boolean } = {}): string {
  if (!html) return '';
  const text = convert(html)
    .replace(/\u00a0/g, ' ')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return options.singleLine ? text.replace(/\s+/g, ' ') : text;
}
