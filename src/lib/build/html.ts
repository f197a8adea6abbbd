/**
 * Editor HTML and Markdown, made safe at build time (no script, no event handler, no javascript: URL). An image
 * of the media library gets its srcset, sizes, width and height from the library (responsive-image.ts); a
 * srcset or sizes written by the editor is always dropped, so srcset only ever lists this site's /media/ files.
 */
import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { type ImageLookup, responsiveAttributes } from './responsive-image.ts';

const BASE: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags.filter((tag) => tag !== 'h1'),
    'img',
    'figure',
    'figcaption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height', 'loading', 'decoding', 'srcset', 'sizes'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
};

/** An image loads lazily and decodes off the main thread; a library image gets its responsive attributes. */
function imageTransform(images: ImageLookup | undefined): sanitizeHtml.Transformer {
  return (tagName, attribs) => {
    const { srcset: _srcset, sizes: _sizes, ...kept } = attribs;
    return {
      tagName,
      attribs: { ...kept, ...responsiveAttributes(kept.src, images), loading: 'lazy', decoding: 'async' },
    };
  };
}

const options = (images: ImageLookup | undefined): sanitizeHtml.IOptions => ({
  ...BASE,
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener' }),
    img: imageTransform(images),
  },
});
const WITHOUT_IMAGES = options(undefined);

/** `images`: the media library's images, for srcset, width and height (without it, images keep only src). */
export function sanitize(html: string, images?: ImageLookup): string {
  return sanitizeHtml(html, images ? options(images) : WITHOUT_IMAGES);
}

/**
 * Markdown already made safe in this process, when no image lookup is involved: the city pages share most of
 * their default FAQ answers (one per zone), and the same Markdown always gives the same HTML. Bounded, so a
 * long-lived process (the API's preview) never grows it without limit.
 */
const safeMarkdown = new Map<string, string>();
const SAFE_MARKDOWN_MAX = 10_000;

/**
 * One line of plain prose (the default FAQ answers of the city pages): it starts with a letter and holds none of
 * Markdown's or HTML's syntax (no * _ ` [ ] < > & # ~ | \ / @ " =, no line break, no www. autolink, no trailing
 * space). Marked makes it one paragraph of the same text and the sanitiser keeps it: `<p>text</p>` plus a newline.
 */
const PLAIN_LINE = /^\p{L}[\p{L}\p{M}\p{N} \u00a0\u202f,.;:!?'’()€%«»–—-]*$/u;

export function plainParagraph(markdown: string): string | null {
  if (!PLAIN_LINE.test(markdown) || markdown !== markdown.trimEnd() || /www\./i.test(markdown)) return null;
  return `<p>${markdown}</p>\n`;
}

export function markdownToSafeHtml(markdown: string, images?: ImageLookup): string {
  if (images) return sanitize(marked.parse(markdown, { async: false }), images);
  let html = safeMarkdown.get(markdown);
  if (html === undefined) {
    html = plainParagraph(markdown) ?? sanitize(marked.parse(markdown, { async: false }));
    if (safeMarkdown.size >= SAFE_MARKDOWN_MAX) safeMarkdown.clear();
    safeMarkdown.set(markdown, html);
  }
  return html;
}

/** Visible text length, to decide whether editor content is substantial (spec: under 50 characters → fallback). */
export function textLength(html: string | null | undefined): number {
  if (!html) return 0;
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim().length;
}
