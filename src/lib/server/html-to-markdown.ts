/**
 * City pages move from editor HTML to the Markdown of articles and guides (issue 30): turndown converts the HTML
 * once, in the site's Markdown (ATX headings, `-` bullets, `**bold**`, `*italic*`, fenced code); a table stays HTML
 * (Markdown allows raw HTML blocks, and the renderer sanitises them). A conversion is kept only if it round-trips:
 * the sanitised HTML and the Markdown rendered by the site's pipeline (markdownToSafeHtml) are the same markup once
 * normalised (whitespace, attribute order). Otherwise the page keeps its HTML, wrapped in one HTML block.
 */
import sanitizeHtml from 'sanitize-html';
import TurndownService from 'turndown';
import { markdownToSafeHtml, sanitize } from '../build/html.ts';

const turndown = new TurndownService({
  headingStyle: 'atx',
  bulletListMarker: '-',
  codeBlockStyle: 'fenced',
  emDelimiter: '*',
  strongDelimiter: '**',
  linkStyle: 'inlined',
  hr: '---',
});
// What the sanitiser would drop anyway vanishes, content included (a script's text is no prose).
turndown.remove(['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template']);
// Tables as they were: GFM tables cannot say colspan, rowspan or scope.
turndown.keep(['table']);

/** The HTML as Markdown (no check: see `htmlToMarkdown`). */
export function convertHtml(html: string): string {
  return turndown.turndown(html).trim();
}

/**
 * HTML kept as it is, as one raw HTML block: wrapped in a <div> (so that text starting the page is not read as
 * Markdown), and without blank lines (which would end the block).
 */
export function keptAsHtml(html: string): string {
  return `<div>\n${html.trim().replace(/\n[ \t]*(?=\n)/g, '')}\n</div>`;
}

/** Every tag and attribute kept, attributes in order; an empty paragraph dropped, one around a lone image unwrapped. */
const CANONICAL: sanitizeHtml.IOptions = {
  allowedTags: false,
  allowedAttributes: false,
  // Only ever compared, never served: its input is the sanitiser's output already.
  allowVulnerableTags: true,
  transformTags: {
    '*': (tagName, attribs) => ({
      tagName,
      attribs: Object.fromEntries(Object.entries(attribs).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))),
    }),
  },
  exclusiveFilter: (frame) => {
    // A parser adds the <tbody> that a table's rows imply.
    if (frame.tag === 'tbody') return 'excludeTag';
    if (frame.tag !== 'p' || frame.text.trim() !== '') return false;
    return frame.mediaChildren.length === 0 ? true : 'excludeTag';
  },
};

const BLOCK_TAG =
  /\s*(<\/?(?:p|li|ul|ol|h[1-6]|table|thead|tbody|tr|td|th|blockquote|pre|div|br|hr)\b[^>]*>)\s*/g;

/**
 * Markup compared as a reader gets it: attributes in order, runs of whitespace as one space, none between tags
 * nor just inside them, empty paragraphs and <tbody> tags dropped, a lone paragraph in a list item or around an image unwrapped,
 * the final line break of a code block dropped.
 */
export function normalisedHtml(html: string): string {
  return (
    sanitizeHtml(html, CANONICAL)
      .replace(/\s+/g, ' ')
      // A fenced code block ends with a line break inside its <code>.
      .replace(/ <\/code><\/pre>/g, '</code></pre>')
      .replace(BLOCK_TAG, '$1')
      // A loose list of marked: each item's text in a paragraph of its own.
      .replace(/<li><p>((?:(?!<\/?(?:p|li)\b)[\s\S])*?)<\/p><\/li>/g, '<li>$1</li>')
      .trim()
  );
}

/** Whether the Markdown renders, through the site's pipeline, as the HTML once sanitised. */
export function sameAfterSanitising(html: string, markdown: string): boolean {
  return normalisedHtml(sanitize(html)) === normalisedHtml(markdownToSafeHtml(markdown));
}

export function roundTrips(html: string): boolean {
  return sameAfterSanitising(html, convertHtml(html));
}

export type Conversion = { markdown: string; outcome: 'converted' | 'kept' | 'empty' };

/** The Markdown a page's HTML becomes: converted when it round-trips, else the HTML kept as a raw block. */
export function htmlToMarkdown(html: string | null | undefined): Conversion {
  if (!html?.trim()) return { markdown: html ?? '', outcome: 'empty' };
  const markdown = convertHtml(html);
  if (sameAfterSanitising(html, markdown)) return { markdown, outcome: 'converted' };
  return { markdown: keptAsHtml(html), outcome: 'kept' };
}
