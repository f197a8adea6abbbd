/**
 * The code an editor pastes to show a library image: Markdown for articles and guides, HTML for city pages.
 * The alternative text is escaped for each syntax, so that no text closes the image early; the address is
 * always /media/<file>. The public build sanitises the result and adds srcset, width and height.
 */

export type ImageCodeFormat = 'markdown' | 'html';

/** `![alt](/media/<file>)`, brackets and backslashes of the text escaped, on one line. */
export function markdownImage(alt: string, url: string): string {
  const text = alt.replace(/\s+/g, ' ').trim();
  return `![${text.replace(/[\\[\]]/g, (c) => `\\${c}`)}](${url})`;
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** `<img src="/media/<file>" alt="…">`, the text escaped for an HTML attribute. */
export function htmlImage(alt: string, url: string): string {
  const text = alt.replace(/\s+/g, ' ').trim();
  return `<img src="${url}" alt="${text.replace(/[&<>"]/g, (c) => ENTITIES[c] as string)}">`;
}

export function imageCode(format: ImageCodeFormat, alt: string, url: string): string {
  return format === 'markdown' ? markdownImage(alt, url) : htmlImage(alt, url);
}

/**
 * `text` put in place of the selection [start, end) of `value`, on a line of its own in Markdown (an image
 * inside a sentence would still show, but a block reads better); the new text and where the caret goes.
 */
export function insertAtSelection(
  value: string,
  start: number,
  end: number,
  text: string,
  ownLine: boolean,
): { value: string; caret: number } {
  const before = value.slice(0, start);
  const after = value.slice(end);
  const lead = ownLine && before !== '' && !before.endsWith('\n') ? '\n\n' : '';
  const trail = ownLine && after !== '' && !after.startsWith('\n') ? '\n\n' : '';
  const inserted = `${lead}${text}${trail}`;
  return { value: before + inserted + after, caret: before.length + lead.length + text.length };
}
